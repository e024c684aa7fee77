"""A system's ``point_to_point_route``: a message between ranks that differ in several dimensions, timed on
the first of them (ASTRA-sim's congestion-unaware backend) or across every one of them (the hardware)."""

from __future__ import annotations

import pytest

from hespas.sim import LinkDimension, Network, PeerOp, ProgramNode, RankProgram, network_of, simulate
from hespas.sim.collectives import CollectiveSettings
from hespas.program.nodes import COMPUTE, RECV, SEND
from hespas.systems import load_system

MiB = 1 << 20
# Two 8-GPU nodes: NVLink-like inside (Switch, 450 GB/s, 300 ns), InfiniBand-like across (Switch, 50 GB/s, 1350 ns).
INNER = LinkDimension("Switch", 8, 450, 300)
OUTER = LinkDimension("Switch", 2, 50, 1350)
SYSTEM = """\
name = "two-nodes"
local_mem_bw_GBps = 3000
{route}
[[dimensions]]
topology = "Switch"
npus = 8
bandwidth_GBps = 450
latency_ns = 300
[[dimensions]]
topology = "Switch"
npus = 2
bandwidth_GBps = 50
latency_ns = 1350
"""


def network(route: str) -> Network:
    return Network([INNER, OUTER], route)


def test_a_message_from_gpu_7_to_gpu_8_pays_every_dimension_it_crosses_on_the_every_dimension_route():
    # Rank 7 is (7, 0), rank 8 is (0, 1): they differ in both dimensions. B = GB/s * 2^30 / 1e9 bytes per ns.
    # first_dimension (ASTRA-sim): the inner link only, 2 hops * 300 + 1 MiB / 483.18 = 600 + 2170.1 -> 2770 ns.
    # every_dimension: both latencies, 2 * 300 + 2 * 1350 = 3300 ns, and the bytes at the slower link,
    # 1 MiB / 53.69 = 19531.25 ns: 22831 ns.
    assert network("first_dimension").message_time_ns(7, 8, MiB) == 2770
    assert network("every_dimension").message_time_ns(7, 8, MiB) == 22831


@pytest.mark.parametrize("src, dst, time_ns", [
    (0, 7, 2770),    # inside a node: the inner dimension alone
    (0, 8, 22231),   # (0, 0) to (0, 1): the outer dimension alone, 2 * 1350 + 19531.25
])
def test_a_message_within_one_dimension_costs_the_same_on_both_routes(src, dst, time_ns):
    for route in ("first_dimension", "every_dimension"):
        assert network(route).message_time_ns(src, dst, MiB) == time_ns


def test_a_send_across_nodes_finishes_when_the_routed_message_arrives():
    idle = RankProgram([ProgramNode(0, "idle", COMPUTE, 1)])
    programs = [idle] * 16
    programs[7] = RankProgram([ProgramNode(0, "send", SEND, comm=PeerOp(8, 1, MiB))])
    programs[8] = RankProgram([ProgramNode(0, "recv", RECV, comm=PeerOp(7, 1, MiB))])
    settings = CollectiveSettings({kind: ("ring", "ring") for kind in ("all_reduce", "all_gather", "reduce_scatter",
                                                                      "all_to_all")}, endpoint_delay_ns=0,
                                  local_mem_bw_GBps=3000)
    for route, arrival_ns in (("first_dimension", 2770), ("every_dimension", 22831)):
        result = simulate(programs, network(route), settings)
        assert result.rank(8).finish_ns == arrival_ns


def test_a_system_file_s_route_reaches_the_network(tmp_path):
    # the key's loading, display and refusals: test_systems.py
    path = tmp_path / "two.toml"
    path.write_text(SYSTEM.format(route='point_to_point_route = "every_dimension"'))
    assert network_of(load_system(path)).message_time_ns(7, 8, MiB) == 22831
