"""A system's ``switch_link``: a direct collective's concurrent messages on a Switch dimension each at the whole
link (ASTRA-sim's congestion-unaware backend) or sharing the NPU's one link to the switch (the hardware)."""

from __future__ import annotations

import pytest

from hespas.sim import (CollectiveOp, CollectiveSettings, LinkDimension, Network, ProgramNode, RankProgram,
                        collective_settings_of, simulate)
from hespas.program.nodes import COLLECTIVE, COMPUTE
from hespas.systems import load_system

MiB = 1 << 20
SWITCH = Network([LinkDimension("Switch", 8, 450, 300)])  # an NVSwitch node: 450 GB/s and 300 ns per link


def settings(shared: bool, algorithm: str = "direct") -> CollectiveSettings:
    kinds = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all")
    return CollectiveSettings({kind: (algorithm,) for kind in kinds}, endpoint_delay_ns=10, local_mem_bw_GBps=3000,
                              shared_switch_link=shared)


def all_to_all(size: int, after_ns: int = 0) -> RankProgram:
    nodes = [ProgramNode(0, "c", COMPUTE, after_ns)] if after_ns else []
    nodes.append(ProgramNode(1, "a2a", COLLECTIVE, comm=CollectiveOp("all_to_all", size),
                             deps=(0,) if after_ns else ()))
    return RankProgram(nodes)


@pytest.mark.parametrize("shared, finish_ns", [
    # 16 MiB per rank, 2 MiB to each of 7 peers at once; B = 450 * 2^30 / 1e9 = 483.18 bytes/ns.
    # per_message (ASTRA-sim): each message on its own full link, 2 * 300 + 2 MiB / 483.18 = 600 + 4340.3 -> 4940,
    # plus the endpoint delay at both ends, 2 * 10: 4960 ns.
    (False, 4960),
    # shared: the 7 messages share the link, 600 + 7 * 2 MiB / 483.18 = 600 + 30381.9 -> 30981, + 20: 31001 ns, the
    # time 14 MiB takes through one 450 GB/s port.
    (True, 31001),
])
def test_a_direct_all_to_all_on_a_switch_shares_the_npu_s_link(shared, finish_ns):
    result = simulate([all_to_all(16 * MiB)] * 8, SWITCH, settings(shared))
    assert {rank.finish_ns for rank in result} == {finish_ns}


def test_members_that_start_apart_share_the_link_too():
    # Rank 0 computes 50 us first; the others send at once and wait for it. Every message still takes its shared
    # time: rank 0's 7 messages leave at 50,000 + 10 and arrive 30,981 ns later, so the members finish at
    # 50,010 + 30,981 + 10 = 81,001 ns (per_message: 50,010 + 4,940 + 10 = 54,960).
    programs = [all_to_all(16 * MiB, after_ns=50_000)] + [all_to_all(16 * MiB)] * 7
    for shared, finish_ns in ((False, 54_960), (True, 81_001)):
        result = simulate(programs, SWITCH, settings(shared))
        assert max(rank.finish_ns for rank in result) == finish_ns


def test_ring_phases_and_other_topologies_do_not_change():
    ring = [simulate([all_to_all(16 * MiB)] * 8, SWITCH, settings(shared, "ring")).rank(0).finish_ns
            for shared in (False, True)]
    assert ring[0] == ring[1]
    mesh = Network([LinkDimension("FullyConnected", 8, 64, 300)])  # a link to each peer: nothing to share
    direct = [simulate([all_to_all(16 * MiB)] * 8, mesh, settings(shared)).rank(0).finish_ns for shared in (False, True)]
    assert direct[0] == direct[1]


SYSTEM = """\
name = "node"
local_mem_bw_GBps = 3000
{line}
[[dimensions]]
topology = "Switch"
npus = 8
bandwidth_GBps = 450
latency_ns = 300
all_to_all = "direct"
"""


def test_a_system_file_s_shared_link_reaches_the_collective_settings(tmp_path):
    # the key's loading, display and refusals: test_systems.py
    path = tmp_path / "node.toml"
    path.write_text(SYSTEM.format(line='switch_link = "shared"'))
    assert collective_settings_of(load_system(path)).shared_switch_link
    path.write_text(SYSTEM.format(line=""))
    assert not collective_settings_of(load_system(path)).shared_switch_link
