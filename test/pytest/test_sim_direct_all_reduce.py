"""The direct all-reduce's member times, derived by hand from ASTRA-sim's AllToAll stream rules."""

from __future__ import annotations

from hespas.sim import CollectiveSettings, LinkDimension, Network
from hespas.sim.collectives import KINDS, Phase, phase_finish_times, uniform_phase_time_ns

# Switch(3), latency 500 ns: a 1-byte message takes ⌊2·500 + 1/1.07⌋ = 1000 ns (D);
# local-mem-bw 0.001 GB/s: reducing 1 byte takes 3·⌊1/0.001⌋ = 3000 ns (R); endpoint delay 10 ns (δ)
NETWORK = Network([LinkDimension("Switch", 3, 1.0, 500.0)])
SETTINGS = CollectiveSettings({kind: ("direct",) for kind in KINDS}, endpoint_delay_ns=10, local_mem_bw_GBps=0.001)
PHASE = Phase("all_reduce", "direct", 0, 3)  # 3 bytes on 3 members: 1-byte messages


def test_a_second_half_receive_frees_a_packet_for_the_next_send():
    # Members 0 and 1 start at 0, member 2 at T = 1500. A message sent at t is received at
    # max(t + D, the receiver's post time); first-half messages leave and receives are posted at start + δ.
    # First half: member 0 receives from 1 at 1010 and from 2 at 2510 (1500 + 10 + 1000); each is
    #   reduced, so its events (packet freed) come δ + R later: 4020 and 5520. Member 1 likewise.
    #   Member 2 receives both at its own post time 1510: events 4520, 4520.
    # Second half: member j's k-th message goes to j + k and posts the receive from j - k; none leaves
    #   before j's first event at or after its last first-half receive, then each event sends one.
    #   Member 0: k=1 (to 1) at 4020, k=2 (to 2) at 5520. Member 2: k=1 and k=2 at 4520.
    #   Member 1: k=1 (to 2) at 4020; 0's k=1 message reaches it at max(4020 + D, 4020) = 5020, whose
    #   event (δ, no reduction) at 5030 sends its k=2 message (to 0) there, before its own gate at 5520.
    # Receives (+δ is each member's last event, when it is done):
    #   member 0: from 2 (k=1) max(4520 + D, 4020) = 5520, from 1 (k=2) max(5030 + D, 5520) = 6030 → 6040
    #   member 1: from 0 (k=1) 5020, from 2 (k=2) max(4520 + D, 5030) = 5520 → 5530
    #   member 2: from 1 (k=1) max(4020 + D, 4520) = 5020, from 0 (k=2) max(5520 + D, 4520) = 6520 → 6530
    # (Pacing the second half by the first-half events alone gives member 0 6530.)
    assert phase_finish_times(PHASE, NETWORK, SETTINGS, [0, 1, 2], [0, 0, 1500], subgroup=False) == \
        [6040, 5530, 6530]


def test_members_that_start_together_match_the_whole_dimension_time():
    # All start at 0: every first-half receive at δ + D = 1010, events at 1010 + δ + R = 4020, all
    # second-half messages leave then and arrive at 5020; done at 5030.
    assert phase_finish_times(PHASE, NETWORK, SETTINGS, [0, 1, 2], [0, 0, 0], subgroup=False) == [5030] * 3
    assert uniform_phase_time_ns(PHASE, NETWORK, SETTINGS) == 5030
