"""The ring phase's O(n) finish times against its definition, stepped message by message."""

from __future__ import annotations

from hypothesis import given, settings as hypothesis_settings
from hypothesis import strategies as st

from hespas.sim import CollectiveSettings, LinkDimension, Network
from hespas.sim.collectives import KINDS, Phase, PhaseTimer, phase_finish_times


def stepped_ring(network: Network, config: CollectiveSettings, phase: Phase, members: list[int],
                 start_ns: list[int]) -> list[int]:
    """The recurrence itself, O(n·steps): x_j(0) = start_j + δ, then per step
    x_j(t) = max(x_{j-1}(t-1) + link(j-1 → j), x_j(t-1)) + δ (+ a reduction while the step reduces);
    a reverse phase is the same ring on the members in reverse order."""
    if phase.reverse:
        return stepped_ring(network, config, Phase(phase.kind, "ring", phase.dim, phase.size_bytes),
                            members[::-1], start_ns[::-1])[::-1]
    n = len(members)
    if phase.kind == "all_reduce":
        steps, reductions, message = 2 * (n - 1), n - 1, phase.size_bytes // n
    elif phase.kind == "reduce_scatter":
        steps, reductions, message = n - 1, n - 1, phase.size_bytes // n
    elif phase.kind == "all_gather":
        steps, reductions, message = n - 1, 0, phase.size_bytes
    else:  # all_to_all
        steps, reductions, message = n * (n - 1) // 2, 0, phase.size_bytes // n
    delay = config.endpoint_delay_ns
    reduce_ns = config.reduction_time_ns(message) if reductions else 0
    x = [start + delay for start in start_ns]
    for step in range(steps):
        work = delay + (reduce_ns if step < reductions else 0)
        x = [max(x[j - 1] + network.message_time_ns(members[j - 1], members[j], message), x[j]) + work
             for j in range(n)]
    return x


@hypothesis_settings(max_examples=300, deadline=None)
@given(topology=st.sampled_from(["Ring", "Switch", "FullyConnected"]), npus=st.integers(2, 9),
       kind=st.sampled_from(KINDS), reverse=st.booleans(), size=st.integers(1, 1 << 22),
       latency_ns=st.sampled_from([0.0, 10.0, 700.0]), delay_ns=st.sampled_from([0, 10, 100]),
       data=st.data())
def test_ring_finish_times_equal_the_stepped_recurrence(topology, npus, kind, reverse, size, latency_ns, delay_ns,
                                                        data):
    network = Network([LinkDimension(topology, npus, 50.0, latency_ns)])
    config = CollectiveSettings({k: ("ring",) for k in KINDS}, endpoint_delay_ns=delay_ns, local_mem_bw_GBps=100.0)
    members = data.draw(st.permutations(range(npus)))
    start_ns = data.draw(st.lists(st.integers(0, 200_000), min_size=npus, max_size=npus))
    phase = Phase(kind, "ring", None, size, reverse)
    assert phase_finish_times(phase, network, config, members, start_ns, subgroup=False) == \
        stepped_ring(network, config, phase, members, start_ns)


@hypothesis_settings(max_examples=100, deadline=None)
@given(npus=st.integers(2, 9), kind=st.sampled_from(KINDS), reverse=st.booleans(), size=st.integers(1, 1 << 22),
       shift=st.integers(-50_000, 50_000), data=st.data())
def test_one_timer_gives_each_start_pattern_its_own_finish_times(npus, kind, reverse, size, shift, data):
    """A timer remembers start patterns (starts less the earliest): the same pattern shifted
    finishes shifted, and another pattern still gets its own times."""
    network = Network([LinkDimension("Ring", npus, 50.0, 700.0)])
    config = CollectiveSettings({k: ("ring",) for k in KINDS}, endpoint_delay_ns=10, local_mem_bw_GBps=100.0)
    members = list(range(npus))
    phase = Phase(kind, "ring", None, size, reverse)
    timer = PhaseTimer(phase, network, config, members, subgroup=False)
    starts = data.draw(st.lists(st.integers(100_000, 200_000), min_size=npus, max_size=npus))
    other = data.draw(st.lists(st.integers(100_000, 200_000), min_size=npus, max_size=npus))
    for start_ns in (starts, [start + shift for start in starts], other, starts):
        assert timer.finish_times(start_ns) == stepped_ring(network, config, phase, members, start_ns)
