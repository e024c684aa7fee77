"""benchmarks/sim_scale.py's point-to-point table: the modules it generates lower to the programs it describes
(a ring shift: every rank sends to the next and receives from the previous, wrapping round; a pipeline: a
node-wide all-reduce and a send to the next rank per layer, no wrap), and every stage is timed."""

from __future__ import annotations

from pathlib import Path

from conftest import load_script
from hespas.program.nodes import COLLECTIVE, COMPUTE, RECV, SEND

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "sim_scale.py"
MIB = 1 << 20


def _benchmark():
    return load_script(SCRIPT)


def _transfers(program) -> list[tuple[int, int, int]]:
    return [(node.op, node.comm.peer, node.comm.size_bytes) for node in program.nodes if node.op in (SEND, RECV)]


def test_ring_shift_sends_to_the_next_rank_round_the_ring():
    benchmark = _benchmark()
    run, stages = benchmark.lower_and_simulate(benchmark.ring_shift_module(16, MIB), 16)
    assert list(stages) == [*benchmark.STAGES, "total"]
    assert all(wall >= 0 and cpu >= 0 for wall, cpu in stages.values())
    assert len(run.programs) == 16 and run.system.num_npus == 16  # dgx-h100 scaled out to 2 nodes
    for rank, program in enumerate(run.programs):
        assert _transfers(program) == [(SEND, (rank + 1) % 16, MIB), (RECV, (rank - 1) % 16, MIB)]
    assert run.result.agents == 16


def test_pipeline_layers_all_reduce_in_the_node_and_send_to_the_next_rank():
    benchmark = _benchmark()
    run, _ = benchmark.lower_and_simulate(benchmark.pipeline_module(16, 3, MIB), 16)
    for rank, program in enumerate(run.programs):
        ops = [node.op for node in program.nodes]
        assert ops.count(COMPUTE) == 3 and ops.count(COLLECTIVE) == 3
        sends = [(SEND, rank + 1, MIB)] if rank < 15 else []
        receives = [(RECV, rank - 1, MIB)] if rank > 0 else []
        assert _transfers(program) == (sends + receives) * 3
        # each all-reduce is over the rank's node: dgx-h100's first dimension, 8 GPUs
        assert {node.comm.involved_dims for node in program.nodes if node.op == COLLECTIVE} == {(True, False)}
    assert run.result.max_finish_ns > 0
