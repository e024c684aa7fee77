"""The simulator's engine on hand-built graphs: overlap, chains, queues, matching, diagnostics, symmetry."""

from __future__ import annotations

import contextlib
import io

import pytest
from conftest import write_chakra_inputs

from hespas.chakra import schema
from hespas.chakra.et_io import make_attr, trace_paths, write_trace
from hespas.cli import main
from hespas.diagnostics import HespasError
from hespas.chakra.rank_programs import program_from_chakra
from hespas.sim import (CollectiveOp, CollectiveSettings, LinkDimension, Network, PeerOp, ProgramNode, RankProgram,
                        simulate)
from hespas.sim.collectives import Phase, phase_finish_times, plan_collective, uniform_phase_time_ns
from hespas.program.nodes import COLLECTIVE, COMPUTE, RECV, SEND

MiB = 1 << 20


def settings(algorithm="ring", dims=1, **overrides) -> CollectiveSettings:
    implementations = {kind: (algorithm,) * dims
                       for kind in ("all_reduce", "all_gather", "reduce_scatter", "all_to_all")}
    return CollectiveSettings(implementations, **{"endpoint_delay_ns": 10, "local_mem_bw_GBps": 1000, **overrides})


def ring8() -> Network:
    return Network([LinkDimension("Ring", 8, 100, 500)])


def compute(node_id, micros, deps=()) -> ProgramNode:
    return ProgramNode(node_id, f"comp{node_id}", COMPUTE, max(micros * 1000, 1), deps=tuple(deps))


def all_reduce(node_id, size=MiB, deps=(), group=None) -> ProgramNode:
    return ProgramNode(node_id, f"ar{node_id}", COLLECTIVE, comm=CollectiveOp("all_reduce", size, group),
                       deps=tuple(deps))


def run(nodes_per_rank, network=None, collective_settings=None, **kwargs):
    network = network or ring8()
    programs = [RankProgram(nodes) for nodes in nodes_per_rank]
    return simulate(programs, network, collective_settings or settings(), **kwargs)


def spmd(nodes, network=None, **kwargs):
    network = network or ring8()
    return run([nodes] * network.npus, network, **kwargs)


def lone_all_reduce_ns(size=MiB) -> int:
    return spmd([all_reduce(0, size)]).max_finish_ns


# ---------------------------------------------------------------- overlap and chains

@pytest.mark.parametrize("beside_us", [5, 100])
def test_collective_beside_independent_compute_takes_the_longer(beside_us):
    comm_ns = lone_all_reduce_ns()
    result = spmd([compute(0, beside_us), all_reduce(1)])
    for rank in result:
        assert rank.finish_ns == max(beside_us * 1000, comm_ns)
        assert rank.compute_ns == beside_us * 1000
        assert rank.exposed_comm_ns == max(0, comm_ns - beside_us * 1000)


def test_dependency_chain_adds_up():
    comm_ns = lone_all_reduce_ns()
    result = spmd([compute(0, 40), all_reduce(1, deps=[0]), compute(2, 0, deps=[1])])
    assert {rank.finish_ns for rank in result} == {40_000 + comm_ns + 1}  # a 0 µs node costs 1 ns
    assert {rank.exposed_comm_ns for rank in result} == {comm_ns}


def test_one_compute_stream_per_rank():
    result = spmd([compute(0, 3), compute(1, 4)])
    assert result.max_finish_ns == 7000


@pytest.mark.parametrize("policy", ["LIFO", "FIFO"])
def test_ready_compute_runs_lowest_node_id_first_whatever_the_policy(policy):
    # a 1 µs node releases a 5 µs node (id 1) and a 1 µs node (id 2) together; ASTRA-sim issues
    # ready nodes in node-id order, so node 1 runs 1000-6000, node 2 6000-7000, and the all-reduce
    # it releases starts at 7000: finish = 7000 + one lone all-reduce
    nodes = [compute(0, 1), compute(2, 1, deps=[0]), compute(1, 5, deps=[0]), all_reduce(3, deps=[2])]
    result = spmd(nodes, scheduling_policy=policy)
    assert result.max_finish_ns == 7000 + lone_all_reduce_ns()


def test_one_collective_in_flight_per_rank():
    # ASTRA-sim's HardwareResource: two independent all-reduces run one after the other, even with
    # two slots per dimension
    one = lone_all_reduce_ns()
    nodes = [all_reduce(0), all_reduce(1)]
    assert spmd(nodes).max_finish_ns == 2 * one
    assert spmd(nodes, collective_settings=settings(active_chunks_per_dimension=2)).max_finish_ns == 2 * one
    # the option lifts the limit: both share the dimension's two slots and finish together
    unlimited = settings(active_chunks_per_dimension=2, comm_in_flight_per_rank=None)
    assert spmd(nodes, collective_settings=unlimited).max_finish_ns == one


def test_chunks_pipeline_through_two_dimensions():
    network = Network([LinkDimension("Switch", 4, 400, 500), LinkDimension("Switch", 2, 50, 1000)])
    config = settings(dims=2, preferred_dataset_splits=4)
    plan = plan_collective("all_reduce", MiB, network, config)
    first, second = (uniform_phase_time_ns(phase, network, config) for phase in plan.phases)
    assert second > first
    # chunk k leaves dimension 0 at (k+1)·first; dimension 1 is the bottleneck
    expected = first + plan.chunks * second
    assert spmd([all_reduce(0)], network, collective_settings=config).max_finish_ns == expected


# ---------------------------------------------------------------- send / recv

def test_send_recv_match_by_tag_not_by_order():
    network = Network([LinkDimension("FullyConnected", 2, 100, 1000)])
    small, large = 1024, MiB
    sender = [ProgramNode(0, "send_small", SEND, comm=PeerOp(1, 1, small)),
              ProgramNode(1, "send_large", SEND, comm=PeerOp(1, 2, large))]
    receiver = [ProgramNode(0, "recv_large", RECV, comm=PeerOp(0, 2, large)),
                ProgramNode(1, "late", COMPUTE, 50_000),
                ProgramNode(2, "recv_small", RECV, comm=PeerOp(0, 1, small), deps=(1,))]
    result = run([sender, receiver], network)
    small_ns, large_ns = network.message_time_ns(0, 1, small), network.message_time_ns(0, 1, large)
    assert large_ns == 1000 + int(large / (100 * 2**30 / 1e9))
    # one send in flight per rank: the large one (node 1) leaves when the small one has arrived
    assert result.rank(0).finish_ns == small_ns + large_ns
    # the small one arrived long before it was posted
    assert result.rank(1).finish_ns == max(50_000, small_ns + large_ns)


def test_one_mebibyte_send_recv_matches_the_reference_run():
    """astra-sim.md: 1 MiB send/recv on 4 NPUs FullyConnected, 100 GB/s, 1000 ns = 10765 cycles."""
    network = Network([LinkDimension("FullyConnected", 4, 100, 1000)])
    idle = [compute(0, 0)]
    programs = [[ProgramNode(0, "send", SEND, comm=PeerOp(1, 7, MiB))],
                [ProgramNode(0, "recv", RECV, comm=PeerOp(0, 7, MiB))], idle, idle]
    result = run(programs, network)
    assert [rank.finish_ns for rank in result] == [10765, 10765, 1, 1]


# ---------------------------------------------------------------- diagnostics

def test_collective_never_reached_names_node_and_missing_ranks():
    programs = [[all_reduce(5)]] * 6 + [[compute(0, 1)]] * 2
    with pytest.raises(HespasError) as error:
        run(programs)
    message = str(error.value)
    assert "deadlock" in message and "node 5 ('ar5'" in message
    assert "never by rank(s) [6, 7]" in message


def test_subgroup_member_missing_is_named():
    groups = {"1": [0, 1, 2, 3], "2": [4, 5, 6, 7]}
    programs = [[all_reduce(0, group="1" if rank < 4 else "2")] for rank in range(8)]
    programs[2] = [compute(0, 1)]
    with pytest.raises(HespasError, match=r"group '1'.*never by rank\(s\) \[2\]"):
        run(programs, comm_groups=groups)


def test_receive_without_send_is_a_deadlock():
    programs = [[compute(0, 1)]] * 8
    programs[3] = [ProgramNode(9, "orphan", RECV, comm=PeerOp(1, 4, 64))]
    with pytest.raises(HespasError, match=r"recv node 9 \('orphan'\) on rank 3 waits for a message from rank 1"):
        run(programs)


def test_ranks_that_disagree_on_a_collective_are_an_error():
    programs = [[all_reduce(0, MiB)]] * 7 + [[all_reduce(0, 2 * MiB)]]
    with pytest.raises(HespasError, match="ranks disagree on collective #1"):
        run(programs)


def test_missing_dependency_is_an_error():
    with pytest.raises(HespasError, match=r"node 1 \('comp1'\) depends on node 99, which is not in the trace"):
        RankProgram([compute(0, 1), compute(1, 1, deps=[99])])


def test_dependency_cycle_is_an_error():
    with pytest.raises(HespasError, match="dependency cycle among nodes"):
        RankProgram([compute(0, 1, deps=[1]), compute(1, 1, deps=[0])])


def _write_unchecked_trace(path, nodes) -> None:
    """A trace file as a foreign tool might write it (no dependency check)."""
    def varint(value: int) -> bytes:
        out = bytearray()
        while value >= 0x80:
            out.append(value & 0x7F | 0x80)
            value >>= 7
        return bytes(out + bytes([value]))

    with open(path, "wb") as stream:
        for message in (schema.GlobalMetadata(version="0.0.4"), *nodes):
            payload = message.SerializeToString()
            stream.write(varint(len(payload)) + payload)


def test_trace_referencing_a_missing_node_is_a_diagnostic(tmp_path, capsys):
    comp = schema.Node(id=0, name="comp", type=schema.COMP_NODE, duration_micros=1)
    comp.data_deps.append(42)
    for path in trace_paths(tmp_path / "w", 2):
        _write_unchecked_trace(path, [comp])
    (tmp_path / "network.yml").write_text("topology: [ Ring ]\nnpus_count: [ 2 ]\nbandwidth: [ 100 ]\n"
                                          "latency: [ 500 ]\n")
    (tmp_path / "system.json").write_text(
        '{"all-reduce-implementation": ["ring"], "all-gather-implementation": ["ring"], '
        '"reduce-scatter-implementation": ["ring"], "all-to-all-implementation": ["ring"], '
        '"preferred-dataset-splits": 1, "local-mem-bw": 1000}')
    status = main(["simulate", "--chakra", str(tmp_path / "w"), "--network", str(tmp_path / "network.yml"),
                   "--system", str(tmp_path / "system.json")])
    assert status == 1
    err = capsys.readouterr().err
    assert f"{tmp_path / 'w.0.et'}: error: node 0 ('comp') depends on node 42, which is not in the trace" in err
    assert "Traceback" not in err


def test_unsupported_chakra_nodes_are_diagnostics():
    reduce_node = schema.Node(id=0, name="reduce", type=schema.COMM_COLL_NODE)
    reduce_node.attr.extend([make_attr("comm_type", schema.REDUCE), make_attr("comm_size", 64)])
    with pytest.raises(HespasError, match="unsupported collective REDUCE"):
        program_from_chakra([reduce_node])
    size_as_double = schema.Node(id=0, name="ar", type=schema.COMM_COLL_NODE)
    size_as_double.attr.extend([make_attr("comm_type", schema.ALL_REDUCE), make_attr("comm_size", 64.0)])
    with pytest.raises(HespasError, match="comm_size must be an integer"):
        program_from_chakra([size_as_double])
    load = schema.Node(id=0, name="load", type=schema.MEM_LOAD_NODE)
    with pytest.raises(HespasError, match="MEM_LOAD_NODE, which the simulator does not model"):
        program_from_chakra([load])


def test_broadcast_replays_its_recorded_duration():
    node = schema.Node(id=0, name="bcast", type=schema.COMM_COLL_NODE, duration_micros=12)
    node.attr.extend([make_attr("comm_type", schema.BROADCAST), make_attr("comm_size", 64)])
    program = program_from_chakra([node])
    result = simulate([program] * 8, ring8(), settings())
    assert {(rank.finish_ns, rank.compute_ns) for rank in result} == {(12_000, 0)}


# ---------------------------------------------------------------- symmetry and the closed forms

def _dp_step(layers: int) -> list[ProgramNode]:
    """Forward chain, then backward layers each releasing a gradient all-reduce."""
    nodes = [compute(i, 7 + i % 3, deps=[i - 1] if i else []) for i in range(layers)]
    for j in range(layers):
        backward = layers + 2 * j
        nodes.append(compute(backward, 11, deps=[backward - 1]))
        nodes.append(all_reduce(backward + 1, size=(j + 1) * 256 * 1024, deps=[backward]))
    return nodes


@pytest.mark.parametrize("policy", ["LIFO", "FIFO"])
def test_spmd_ranks_simulated_once_agree_with_simulating_each(policy):
    network = Network([LinkDimension("Switch", 4, 400, 500), LinkDimension("Ring", 4, 50, 1000)])
    config = settings(dims=2, preferred_dataset_splits=3, active_chunks_per_dimension=2,
                      collective_optimization="localBWAware")
    nodes = _dp_step(6)
    shared = RankProgram(nodes)
    once = simulate([shared] * 16, network, config, scheduling_policy=policy)
    each = simulate([shared] * 16, network, config, scheduling_policy=policy, exploit_symmetry=False)
    assert once.agents == 1 and each.agents == 16
    assert list(once) == list(each)
    assert once.max_finish_ns > shared.compute_ns


def _tensor_and_data_parallel(network: Network) -> tuple[list[RankProgram], dict[str, list[int]]]:
    """Per rank: a tensor-parallel all-gather on its dimension-0 line, then a data-parallel
    all-reduce on its dimension-1 line; group names differ from rank to rank."""
    n0, n1 = (dimension.npus for dimension in network.dimensions)
    groups = {}
    for node in range(n1):
        groups[str(1 + node)] = [node * n0 + i for i in range(n0)]
    for position in range(n0):
        groups[str(1 + n1 + position)] = [position + node * n0 for node in range(n1)]
    programs = []
    for rank in range(network.npus):
        tp, dp = str(1 + rank // n0), str(1 + n1 + rank % n0)
        programs.append(RankProgram([
            compute(0, 30),
            ProgramNode(1, "tp", COLLECTIVE, comm=CollectiveOp("all_gather", 256 * 1024, tp), deps=(0,)),
            compute(2, 50, deps=[1]),
            ProgramNode(3, "dp", COLLECTIVE, comm=CollectiveOp("all_reduce", 4 * MiB, dp), deps=(2,)),
            compute(4, 20, deps=[2]),
        ]))
    return programs, groups


def test_ranks_on_translated_comm_groups_are_simulated_once():
    network = Network([LinkDimension("Switch", 4, 400, 500), LinkDimension("Ring", 4, 50, 1000)])
    config = settings(dims=2, preferred_dataset_splits=2)
    programs, groups = _tensor_and_data_parallel(network)
    assert len({program.collective_groups for program in programs}) == 16
    once = simulate(programs, network, config, groups)
    each = simulate(programs, network, config, groups, exploit_symmetry=False)
    assert once.agents == 1 and each.agents == 16
    assert list(once) == list(each)


def test_groups_that_are_not_whole_lines_are_simulated_rank_by_rank():
    network = Network([LinkDimension("Ring", 4, 50, 1000)])
    groups = {"1": [0, 1], "2": [2, 3]}
    programs = [RankProgram([ProgramNode(0, "pair", COLLECTIVE, comm=CollectiveOp("all_gather", MiB, key))])
                for key in ("1", "1", "2", "2")]
    assert simulate(programs, network, settings(), groups).agents == 4


@pytest.mark.parametrize("topology", ["Ring", "FullyConnected", "Switch"])
@pytest.mark.parametrize("algorithm", ["ring", "direct", "halvingDoubling"])
@pytest.mark.parametrize("kind", ["all_reduce", "reduce_scatter", "all_gather", "all_to_all"])
def test_closed_forms_equal_the_message_by_message_model(topology, algorithm, kind):
    if algorithm == "halvingDoubling" and kind == "all_to_all":
        pytest.skip("ASTRA-sim has no halvingDoubling all-to-all")
    network = Network([LinkDimension(topology, 8, 100, 500)])
    config = settings(algorithm)
    size = 3 * MiB + 7
    closed = uniform_phase_time_ns(Phase(kind, algorithm, 0, size), network, config)
    by_message = phase_finish_times(Phase(kind, algorithm, None, size), network, config, list(range(8)),
                                    [100] * 8, subgroup=False)
    assert by_message == [100 + closed] * 8


def test_simulate_command_prints_every_rank_and_a_summary(tmp_path):
    arguments = write_chakra_inputs(tmp_path, ranks=4, algorithm="direct", endpoint_delay_ns=10)
    stdout = io.StringIO()
    with contextlib.redirect_stdout(stdout):
        assert main(["simulate", *arguments]) == 0
    lines = stdout.getvalue().splitlines()
    # the same case as vector c0002 (4-NPU Ring, direct all-reduce of 1 MiB): 7198 cycles
    assert lines[:4] == [f"sys[{r}] finished, 7198 cycles, exposed communication 7198 cycles." for r in range(4)]
    assert lines[4].startswith("summary: 4 ranks (1 distinct program(s), 1 simulated), step time 7198 ns")


def test_one_ring_on_one_dimension_is_the_ring():
    assert spmd([all_reduce(0)], collective_settings=settings("oneRing")).max_finish_ns == lone_all_reduce_ns()


def test_one_ring_spans_dimensions_in_rank_order():
    # ring 0 -> 1 -> 2 -> 3 -> 0 on 2x2: every link changes dimension 0 (1 -> 2 and 3 -> 0 change
    # both), and a message is costed on the first dimension its ends differ in (ASTRA-sim's
    # MultiDimTopology::send), so every one of the 2·3 steps costs the inner link A
    inner, outer = LinkDimension("Switch", 2, 400, 500), LinkDimension("Switch", 2, 50, 1000)
    network = Network([inner, outer])
    config = settings("oneRing", dims=2)
    message = MiB // 4
    a = inner.message_time_ns(2, message)
    assert network.message_time_ns(1, 2, message) == a
    reduce_ns = config.reduction_time_ns(message)
    result = spmd([all_reduce(0)], network, collective_settings=config)
    assert result.agents == 4
    assert {rank.finish_ns for rank in result} == {7 * 10 + 6 * a + 3 * reduce_ns}


@pytest.mark.parametrize("algorithm, kind, npus, message", [
    ("halvingDoubling", "all_reduce", 6, "power-of-two"),
    ("halvingDoubling", "all_to_all", 8, "does not implement all-to-all"),
    ("doubleBinaryTree", "all_reduce", 12, "power-of-two"),
])
def test_algorithms_asked_for_what_they_cannot_do(algorithm, kind, npus, message):
    network = Network([LinkDimension("FullyConnected", npus, 100, 500)])
    node = ProgramNode(0, "c", COLLECTIVE, comm=CollectiveOp(kind, MiB))
    with pytest.raises(HespasError, match=message):
        spmd([node], network, collective_settings=settings(algorithm))


def test_reductions_need_local_memory_bandwidth():
    with pytest.raises(HespasError, match="local-mem-bw"):
        spmd([all_reduce(0)], collective_settings=settings(local_mem_bw_GBps=None))


@pytest.mark.parametrize("exploit_symmetry", [True, False])
def test_ranks_naming_different_all_rank_groups_never_meet(exploit_symmetry):
    # groups "1" and "2" both hold every rank, but rank 1 issues its all-reduce on "2" and the others
    # on "1": the k-th collective of each group pairs up, so "1" never gets rank 1, whether or not one
    # agent could stand for the others
    network = Network([LinkDimension("Ring", 4, 100, 500)])
    programs = [RankProgram([ProgramNode(0, "ar", COLLECTIVE, comm=CollectiveOp("all_reduce", MiB, key))])
                for key in ("1", "2", "1", "1")]
    with pytest.raises(HespasError, match=r"comm group '1'\) was reached by rank\(s\) \[0, 2, 3\] but never by "
                                          r"rank\(s\) \[1\]"):
        simulate(programs, network, settings(), {"1": [0, 1, 2, 3], "2": [0, 1, 2, 3]},
                 exploit_symmetry=exploit_symmetry)


def _chakra_case(tmp_path, groups_of_ranks: list[str], sizes: list[int]) -> list[str]:
    """Four ranks' traces of one all-reduce each, rank r on comm group ``groups_of_ranks[r]`` with
    ``sizes[r]`` bytes, groups "1" and "2" both of all four ranks: the `hespas simulate --chakra` arguments."""
    for rank, path in enumerate(trace_paths(tmp_path / "w", 4)):
        node = schema.Node(id=0, name="ar", type=schema.COMM_COLL_NODE)
        node.attr.extend([make_attr("comm_type", schema.ALL_REDUCE), make_attr("comm_size", sizes[rank]),
                          make_attr("pg_name", groups_of_ranks[rank])])
        write_trace(path, schema.GlobalMetadata(), [node])
    (tmp_path / "groups.json").write_text('{"1": [0, 1, 2, 3], "2": [0, 1, 2, 3]}')
    (tmp_path / "n.yml").write_text("topology: [ Ring ]\nnpus_count: [ 4 ]\nbandwidth: [ 100 ]\nlatency: [ 500 ]\n")
    (tmp_path / "s.json").write_text(
        '{"all-reduce-implementation": ["ring"], "all-gather-implementation": ["ring"], '
        '"reduce-scatter-implementation": ["ring"], "all-to-all-implementation": ["ring"], '
        '"preferred-dataset-splits": 1, "local-mem-bw": 1000}')
    return ["simulate", "--chakra", str(tmp_path / "w"), "--network", str(tmp_path / "n.yml"),
            "--system", str(tmp_path / "s.json"), "--comm-group", str(tmp_path / "groups.json")]


@pytest.mark.parametrize("groups_of_ranks, sizes, message", [
    # ranks 0 and 1 issue their all-reduce on group "1", ranks 2 and 3 on group "2": neither instance fills
    (["1", "1", "2", "2"], [MiB] * 4, "w.0.et: error: deadlock: collective node 0 ('ar', all_reduce of 1048576 "
                                      "bytes on comm group '1') was reached by rank(s) [0, 1] but never by rank(s) "
                                      "[2, 3]"),
    (["1"] * 4, [2 * MiB] + [MiB] * 3, "w.1.et: error: ranks disagree on collective #1 on comm group '1': rank 0 "
                                       "issues all_reduce of 2097152 bytes, rank 1 issues all_reduce of 1048576 "
                                       "bytes (node 0 'ar')"),
], ids=["different_groups", "different_sizes"])
def test_traces_whose_ranks_disagree_on_a_collective_are_one_diagnostic_naming_a_trace(
        tmp_path, capsys, groups_of_ranks, sizes, message):
    assert main(_chakra_case(tmp_path, groups_of_ranks, sizes)) == 1
    captured = capsys.readouterr()
    assert captured.err == f"{tmp_path}/{message}\n" and captured.out == ""
