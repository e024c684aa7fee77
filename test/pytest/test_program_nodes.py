"""RankProgram's shared graph analysis and the sharing of equal nodes between ranks."""

from __future__ import annotations

import pytest

from hespas.chakra import schema
from hespas.chakra.et_io import make_attr, trace_paths, write_trace
from hespas.chakra.rank_programs import load_rank_programs, program_from_chakra
from hespas.diagnostics import HespasError, SourceLocation
from hespas.program.nodes import COLLECTIVE, COMPUTE, CollectiveOp, ProgramNode, RankProgram


def chain(micros: list[int]) -> list[ProgramNode]:
    """Compute nodes 0..k-1 in a chain, then an all-reduce after the last."""
    nodes = [ProgramNode(i, f"comp{i}", COMPUTE, us * 1000, deps=(i - 1,) if i else ()) for i, us in enumerate(micros)]
    nodes.append(ProgramNode(len(micros), "ar", COLLECTIVE, comm=CollectiveOp("all_reduce", 1024),
                             deps=(len(micros) - 1,)))
    return nodes


def test_programs_that_differ_only_in_times_share_one_graph():
    first, second = RankProgram(chain([1, 2, 3])), RankProgram(chain([4, 5, 6]))
    assert first.successors is second.successors and first.indegree is second.indegree
    assert first.successors == ((1,), (2,), (3,), ())
    assert first.indegree == (0, 1, 1, 1)
    # the times are each program's own: 1 + 2 + 3 and 4 + 5 + 6 µs of compute
    assert (first.compute_ns, second.compute_ns) == (6000, 15000)


def test_a_bad_graph_met_twice_is_reported_with_each_programs_location():
    for name in ("a.0.et", "b.3.et"):
        bad = chain([1, 1])[:2] + [ProgramNode(7, "late", COMPUTE, 1000, deps=(99,))]
        with pytest.raises(HespasError, match=r"node 7 \('late'\) depends on node 99") as caught:
            RankProgram(bad, SourceLocation(name))
        assert caught.value.location.filename == name
    for _ in range(2):
        with pytest.raises(HespasError, match=r"dependency cycle among nodes \[0, 1\]"):
            RankProgram([ProgramNode(0, "x", COMPUTE, 1, deps=(1,)), ProgramNode(1, "y", COMPUTE, 1, deps=(0,))])
        with pytest.raises(HespasError, match="duplicate node id 0"):
            RankProgram([ProgramNode(0, "x", COMPUTE, 1), ProgramNode(0, "y", COMPUTE, 1)])


def chakra_step(forward_us: int) -> list:
    nodes = []
    for node_id, (name, node_type, micros) in enumerate([("fwd", schema.COMP_NODE, forward_us),
                                                         ("bwd", schema.COMP_NODE, 20)]):
        node = schema.Node(id=node_id, name=name, type=node_type, duration_micros=micros)
        node.data_deps.extend([node_id - 1] if node_id else [])
        nodes.append(node)
    reduce = schema.Node(id=2, name="ar", type=schema.COMM_COLL_NODE)
    reduce.data_deps.append(1)
    reduce.attr.append(make_attr("comm_type", int(schema.ALL_REDUCE)))
    reduce.attr.append(make_attr("comm_size", 4096))
    nodes.append(reduce)
    return nodes


def test_equal_nodes_of_different_ranks_are_one_object():
    shared: dict = {}
    first = program_from_chakra(chakra_step(10), shared_nodes=shared)
    second = program_from_chakra(chakra_step(11), shared_nodes=shared)
    assert first.nodes[0] is not second.nodes[0]  # 10 µs against 11 µs
    assert first.nodes[0].duration_ns == 10000 and second.nodes[0].duration_ns == 11000
    assert first.nodes[1] is second.nodes[1] and first.nodes[2] is second.nodes[2]
    alone = program_from_chakra(chakra_step(11))
    assert alone.nodes == second.nodes and alone.nodes[1] is not first.nodes[1]


def test_a_trace_set_shares_equal_nodes_between_ranks(tmp_path):
    for rank, path in enumerate(trace_paths(tmp_path / "w", 3)):
        write_trace(path, schema.GlobalMetadata(), chakra_step(10 + rank // 2))
    programs = load_rank_programs(tmp_path / "w")
    assert programs[0] is programs[1]  # byte-identical traces
    assert programs[2] is not programs[0]
    assert programs[2].nodes[0].duration_ns == 11000
    assert programs[2].nodes[1] is programs[0].nodes[1] and programs[2].nodes[2] is programs[0].nodes[2]
