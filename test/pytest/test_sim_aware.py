"""The congestion-aware network model (``--network-model aware``) against ASTRA-sim's aware backend.

Every aware row of shared/reference/astra-sim-vectors-v2 that ASTRA-sim finished is
replayed from its twin's traces and configs and every rank's cycles and exposed
communication must equal ASTRA-sim's; where ASTRA-sim crashed or stalled hespas must
finish or end in a diagnostic. The link model itself is checked on small cases whose
times are derived by hand, and the message schedules of the collective algorithms are
checked to reproduce the closed forms when they run on the congestion-unaware links.
"""

from __future__ import annotations

import csv
import heapq
import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest

from hespas.astrasim.configs import read_configs
from hespas.chakra.comm_groups import read_comm_groups
from hespas.chakra.rank_programs import load_rank_programs
from hespas.diagnostics import HespasError
from hespas.program.nodes import COLLECTIVE, COMPUTE, CollectiveOp, ProgramNode, RankProgram
from hespas.sim import (CollectiveSettings, LinkDimension, Network, collective_settings_of, network_of, simulate,
                        simulate_system)
from hespas.sim.aware import CongestionAwareNetwork, check_topology
from hespas.sim.chunk_engine import ChunkEngine
from hespas.sim.network import UnawareNetwork

from conftest import SHARED_DIR

VECTORS_V2 = SHARED_DIR / "reference" / "astra-sim-vectors-v2"
HESPAS = Path(sys.executable).with_name("hespas")


def _rows(backend: str) -> dict[str, dict]:
    if not (VECTORS_V2 / "vectors.csv").is_file():
        return {}
    with open(VECTORS_V2 / "vectors.csv", newline="") as stream:
        return {row["case_id"]: row for row in csv.DictReader(stream) if row["backend"] == backend}


AWARE = _rows("aware")
UNAWARE = _rows("unaware")
FINISHED = sorted(case for case, row in AWARE.items() if not row["error"])
FAILED_IN_ASTRA_SIM = sorted(case for case, row in AWARE.items() if row["error"])
needs_vectors = pytest.mark.skipif(not AWARE, reason="astra-sim-vectors-v2 not found")

def _load(row: dict):
    config = read_configs(VECTORS_V2 / row["network_config"], VECTORS_V2 / row["system_config"])
    # an aware row dNNNNa runs the traces of its unaware twin dNNNN (hard links of the same files)
    prefix = VECTORS_V2 / "runs" / row["case_id"] / "et" / "w"
    programs = load_rank_programs(prefix)
    group_file = prefix.parent / "comm_group.json"
    groups = read_comm_groups(group_file, len(programs)) if group_file.exists() else None
    return config.system, programs, groups


def _expected(row: dict) -> list[tuple[int, int]]:
    return list(zip(json.loads(row["cycles_all_ranks"]), json.loads(row["exposed_comm_all_ranks"])))


@needs_vectors
@pytest.mark.parametrize("case_id", FINISHED)
def test_every_aware_rank_matches_astra_sim_exactly(case_id):
    row = AWARE[case_id]
    system, programs, groups = _load(row)
    got = [(rank.finish_ns, rank.exposed_comm_ns)
           for rank in simulate_system(programs, system, groups, network_model="aware")]
    assert got == _expected(row), f"{case_id} ({row['features']})"


@needs_vectors
def test_every_aware_row_is_scored():
    # 135 aware rows (122 dag + 13 lowered), 5 of them ASTRA-sim failures (README of the vectors)
    assert (len(FINISHED), len(FAILED_IN_ASTRA_SIM)) == (130, 5)


@needs_vectors
@pytest.mark.parametrize("case_id", FAILED_IN_ASTRA_SIM)
def test_where_astra_sim_failed_hespas_finishes_or_explains(case_id):
    system, programs, groups = _load(AWARE[case_id])
    try:
        result = simulate_system(programs, system, groups, network_model="aware")
    except HespasError as error:
        # d0114a: ASTRA-sim stalls; its ranks issue the collectives of one group in different
        # orders under congestion, which hespas reports
        assert "disagree on collective" in str(error)
        assert case_id == "d0114a"
        return
    # the 2-NPU rings ASTRA-sim aborts on (Device.cpp:51) run with one link per direction
    assert json.loads(AWARE[case_id]["npus"]) == [2]
    assert result.max_finish_ns > 0


# ---------------------------------------------------------------- the link model, by hand

def _dimension(topology: str, npus: int) -> Network:
    # 1 GB/s = 2^30 / 1e9 = 1.073741824 B/ns; 1024 B take 1024 / 1.073741824 = 953.67 ns: a link is busy
    # ⌊953.67⌋ = 953 ns and delivers ⌊100 + 953.67⌋ = 1053 ns after it took the chunk
    return Network([LinkDimension(topology, npus, 1.0, 100.0)])


def _deliveries(topology: str, npus: int, messages: list[tuple[int, int, int]]) -> dict[int, int]:
    """Arrival time of each (send time, src, dst) message of 1024 bytes, by message index."""
    events = []  # heap of (time, order of scheduling, function, arguments): ties in scheduling order
    order = itertools.count()
    arrivals = {}

    def schedule(time_ns, function, *arguments):
        heapq.heappush(events, (time_ns, next(order), function, arguments))

    links = CongestionAwareNetwork(_dimension(topology, npus), schedule)
    for index, (time_ns, src, dst) in enumerate(messages):
        schedule(time_ns, lambda now, i=index, s=src, d=dst: links.transmit(
            now, s, d, 1024, lambda arrived, i=i: arrivals.__setitem__(i, arrived)))
    while events:
        time_ns, _, function, arguments = heapq.heappop(events)
        function(*arguments, time_ns)
    return arrivals


def test_switch_messages_to_one_npu_queue_on_its_downlink():
    # 0→2 and 1→2 at 0: both reach the switch at 1053 over their own uplinks; 0→2 takes the link
    # switch→2 first (its arrival was scheduled first) and arrives 1053 + 1053 = 2106; that link is
    # busy until 1053 + 953 = 2006, when 1→2 takes it and arrives 2006 + 1053 = 3059.
    # (congestion-unaware: ⌊2·100 + 953.67⌋ = 1153 ns each)
    assert _deliveries("Switch", 3, [(0, 0, 2), (0, 1, 2)]) == {0: 2106, 1: 3059}


def test_messages_from_one_npu_share_its_link():
    # FullyConnected: 0→1 twice at 0 on the one link 0→1: 1053, then 953 + 1053 = 2006;
    # 0→2 has its own link: 1053
    assert _deliveries("FullyConnected", 3, [(0, 0, 1), (0, 0, 1), (0, 0, 2)]) == {0: 1053, 1: 2006, 2: 1053}


def test_ring_stores_and_forwards_along_the_shorter_way():
    # Ring(5): 0→2 goes 0→1→2, two hops of 1053: 2106; 0→3 goes 0→4→3 (2 hops anticlockwise
    # against 3 clockwise): 2106, on other links, so no queueing
    assert _deliveries("Ring", 5, [(0, 0, 2), (0, 0, 3)]) == {0: 2106, 1: 2106}
    # Ring(4): 0→2 is 2 hops either way; it goes clockwise, so it queues behind 0→1 on link 0→1:
    # 0→1 arrives 1053; 0→2 takes link 0→1 at 953, reaches 1 at 2006 and 2 at 3059
    assert _deliveries("Ring", 4, [(0, 0, 1), (0, 0, 2)]) == {0: 1053, 1: 3059}


def test_two_npu_ring_has_one_link_each_way():
    # ASTRA-sim aborts building Ring(2) (it connects 0 and 1 twice); hespas: one link each way
    assert _deliveries("Ring", 2, [(0, 0, 1), (0, 1, 0)]) == {0: 1053, 1: 1053}


def test_halving_doubling_reduces_a_message_before_it_leaves():
    # ASTRA-sim's HalvingDoubling reduces step k's bytes between the receive of step k-1 and the
    # send of step k (not after step k's receive); on congested links the later send is visible.
    # Switch(4), 1 GB/s, 100 ns (see _dimension); δ = 10 ns; local-mem-bw 1 GB/s: reducing 1024 bytes
    # takes 3·⌊1024/1⌋ = 3072 ns. Reduce-scatter of 4096 bytes: step 0 sends 2048 bytes to p^1 (a
    # link is busy 1907 ns and delivers 2007 ns later), step 1 reduces then sends 1024 bytes to p^2
    # (busy 953, delivers 1053). Ranks 0-2 start at 0; rank 3 computes 6500 ns first.
    #   step 0: 0↔1 and 2→3 leave at 10, reach the switch at 2017 and their receivers at 4024.
    #   ranks 0, 1: received at 4024, + δ + 3072 → send step 1 at 7106: 0→2 reaches the switch at
    #     8159, holds switch→2 for [8159, 9112), arrives at 2 at 9212; 1→3 likewise arrives at 9212.
    #   rank 3: sends step 0 to 2 at 6510 (its uplink busy until 8417); it reaches the switch at 8517,
    #     waits for switch→2 until 9112 and arrives at 2 at 9112 + 2007 = 11119. Its own step-0
    #     receive (arrived 4024) is taken at 6510: + δ + 3072 → step 1 to rank 1 at 9592, arriving
    #     9592 + 2·1053 = 11698; rank 1's message arrived 9212, so rank 3 is done at 9592 + δ = 9602.
    #   rank 1: done at 11698 + δ = 11708.
    #   rank 2: step 0 received 11119, + δ + 3072 → sends to 0 at 14201, arriving 14201 + 2106 = 16307;
    #     0's message arrived 9212: done at 14211. Rank 0: done at 16307 + δ = 16317.
    # (Reducing after step 1's receive instead sends 0→2 at 4034, ahead of rank 3's message: 15722,
    # 13605, 13616, 9602.)
    network = _dimension("Switch", 4)
    settings = CollectiveSettings({kind: ("halvingDoubling",) for kind in ("all_reduce", "all_gather",
                                                                          "reduce_scatter")}
                                  | {"all_to_all": ("direct",)}, endpoint_delay_ns=10, local_mem_bw_GBps=1.0)
    scatter = CollectiveOp("reduce_scatter", 4096)

    def program(compute_ns: int) -> RankProgram:
        if not compute_ns:
            return RankProgram([ProgramNode(1, "rs", COLLECTIVE, comm=scatter)])
        return RankProgram([ProgramNode(0, "wait", COMPUTE, compute_ns),
                            ProgramNode(1, "rs", COLLECTIVE, comm=scatter, deps=(0,))])

    result = simulate([program(0), program(0), program(0), program(6500)], network, settings, None, "FIFO",
                      network_model="aware")
    assert [rank.finish_ns for rank in result] == [16317, 11708, 14211, 9602]


def test_multi_dimensional_network_is_refused_with_a_diagnostic():
    network = Network([LinkDimension("Ring", 4, 1.0, 100.0), LinkDimension("Switch", 2, 1.0, 100.0)])
    with pytest.raises(HespasError, match=r"one-dimensional networks only.*2 dimensions \(Ring\(4\) x Switch\(2\)\)") as error:
        check_topology(network)
    # the simulator's message names the model, not one command's flag: a sweep sets it as network-model = "unaware"
    assert "--network-model" not in str(error.value) and "'unaware'" in str(error.value)
    check_topology(_dimension("Ring", 4))  # one dimension: fine


# ---------------------------------------------------------------- the schedules on unaware links

class _UnawareChunkEngine(ChunkEngine):
    transport = UnawareNetwork


# every 8th row, and the two whose direct all-reduce members start at different times (second-half
# messages paced by second-half receives)
UNAWARE_SAMPLE = sorted({*sorted(case for case, row in UNAWARE.items() if not row["error"])[::8],
                         *(case for case in ("d0678", "d0714") if case in UNAWARE)})


@needs_vectors
@pytest.mark.parametrize("case_id", UNAWARE_SAMPLE)
def test_message_schedules_reproduce_the_closed_forms(case_id):
    # the same programs through the message-level engine on congestion-unaware links must give
    # exactly what the closed forms give (so the schedules encode the same algorithms)
    system, programs, groups = _load(UNAWARE[case_id])
    closed = simulate_system(programs, system, groups)
    engine = _UnawareChunkEngine(programs, network_of(system), collective_settings_of(system),
                                 {key: list(members) for key, members in (groups or {}).items()},
                                 system.scheduling_policy, symmetric=False)
    engine.run()
    assert engine.finish_ns == [rank.finish_ns for rank in closed]


# ---------------------------------------------------------------- the command line

@needs_vectors
def test_cli_aware_on_a_multi_dimensional_network_names_the_file():
    row = next(row for row in UNAWARE.values() if "," in row["topology"] and not row["error"])
    network = VECTORS_V2 / row["network_config"]
    command = [str(HESPAS), "simulate", "--chakra", str(VECTORS_V2 / "runs" / row["case_id"] / "et" / "w"),
               "--network", str(network), "--system", str(VECTORS_V2 / row["system_config"]),
               "--network-model", "aware"]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert run.returncode == 1
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{network}: error: the congestion-aware network model")


@needs_vectors
def test_cli_aware_matches_astra_sim_on_one_row():
    row = AWARE["d0005a"]
    command = [str(HESPAS), "simulate", "--chakra", str(VECTORS_V2 / "runs" / "d0005a" / "et" / "w"),
               "--network", str(VECTORS_V2 / row["network_config"]),
               "--system", str(VECTORS_V2 / row["system_config"]), "--network-model", "aware"]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    cycles = json.loads(row["cycles_all_ranks"])
    assert f"sys[0] finished, {cycles[0]} cycles," in run.stdout
