"""XLA:GPU's collective passes in the default pipeline: on for GPU hardware, off for a TPU, the
host CPU, a module XLA already fused, and on request."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from hespas.ir import ir, load_module, make_context, passmanager
from hespas.passes import create_pass
from hespas.workload import lower_workload
from hespas.workload_options import LoweringOptions

from conftest import THREE_ALL_REDUCES, WORKLOADS, needs_workloads


def _collectives(tmp_path, hardware: str, **options) -> list[tuple[str, int]]:
    path = tmp_path / "step.mlir"
    path.write_text(THREE_ALL_REDUCES)
    graph = lower_workload(path, hardware, LoweringOptions(**options)).graph
    return sorted((node.comm.kind, node.comm.bytes) for node in graph.comm_nodes)


def test_gpu_hardware_gets_reduce_scatter_and_combined_all_reduce(tmp_path):
    # the two 256-byte all-reduces combine into one of 512 bytes; the sliced 32-byte one becomes a
    # reduce-scatter of the same 32-byte input (8 f32)
    assert _collectives(tmp_path, "h100") == [("all_reduce", 512), ("reduce_scatter", 32)]


@pytest.mark.parametrize("hardware, options", [("h100", {"xla_collectives": False}), ("tpu-v4", {}),
                                               ("host-cpu", {})])
def test_collectives_stay_as_written_when_off_or_not_a_gpu(tmp_path, hardware, options):
    assert _collectives(tmp_path, hardware, **options) == [("all_reduce", 32), ("all_reduce", 256),
                                                           ("all_reduce", 256)]


FSDP_EXPORT = """
    from hespas.export import use_virtual_devices
    use_virtual_devices(4)
    import jax, jax.numpy as jnp
    from jax.sharding import PartitionSpec as P
    from hespas.export import export_step

    def step(w1, w2, x):  # both weights and the batch sharded over 4 devices (FSDP)
        loss = lambda params: jnp.sum(jnp.tanh(x @ params[0]) @ params[1])
        g1, g2 = jax.grad(loss)((w1, w2))
        return w1 - 0.1 * g1, w2 - 0.1 * g2

    args = (jax.ShapeDtypeStruct((256, 512), jnp.bfloat16), jax.ShapeDtypeStruct((512, 128), jnp.bfloat16),
            jax.ShapeDtypeStruct((64, 256), jnp.bfloat16))
    export_step(step, args, {"data": 4}, (P("data"),) * 3, (P("data"), P("data"))).write("fsdp")
"""


def _op_counts(module_op) -> dict[str, int]:
    counts = {}

    def visit(op):
        counts[op.operation.name] = counts.get(op.operation.name, 0) + 1
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    return counts


def test_partitioner_fsdp_gradient_becomes_reduce_scatter(tmp_path):
    """XLA's own partitioner output: the sharded gradient is an all-reduce + dynamic_slice by a table
    indexed with partition_id; the pass turns it into one reduce-scatter."""
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(FSDP_EXPORT)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    with make_context() as context:
        module = load_module(tmp_path / "fsdp.partitioned.mlir", context)
        before = _op_counts(module.operation)
        assert before.get("stablehlo.all_reduce") == 1 and "stablehlo.reduce_scatter" not in before
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-create-reduce-scatter").add_to(pm)
        pm.run(module.operation)
        after = _op_counts(module.operation)
    assert after.get("stablehlo.reduce_scatter") == 1 and "stablehlo.all_reduce" not in after
    assert after.get("stablehlo.partition_id", 0) == before.get("stablehlo.partition_id", 0) - 1  # offset gone


def _hespas(*args, cwd):
    return subprocess.run([sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())", *args],
                          cwd=cwd, capture_output=True, text=True, timeout=600)


def test_cli_flag_turns_the_passes_off_and_is_refused_for_a_saved_program(tmp_path):
    (tmp_path / "step.mlir").write_text(THREE_ALL_REDUCES)
    counts = {}
    for flags in ((), ("--no-xla-collectives",)):
        done = _hespas("simulate", "step.mlir", "--system", "h100-4gpu", "--json", "report.json",
                       "--save-program", "step.hprog", *flags, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        report = json.loads((tmp_path / "report.json").read_text())
        counts[flags] = sum(entry["count"] for entry in report["collectives"])
    assert counts == {(): 2, ("--no-xla-collectives",): 3}
    done = _hespas("simulate", "step.hprog", "--system", "h100-4gpu", "--no-xla-collectives", cwd=tmp_path)
    assert done.returncode == 1
    assert "error: --no-xla-collectives does not apply to a saved program" in done.stderr


@needs_workloads
def test_resnet50_combined_all_reduces_move_the_same_bytes(tmp_path):
    """Combining changes how many all-reduces run, never what they move: the 375 all-reduces of the
    shared ResNet-50 step and their combined form carry the same bytes in total."""
    path = WORKLOADS / "resnet_50_train_step_4_devices_1024_batch.mlir"
    written = lower_workload(path, "h100", LoweringOptions(xla_collectives=False)).graph.comm_nodes
    combined = lower_workload(path, "h100").graph.comm_nodes
    assert len(written) == 375 and len(combined) < len(written)
    assert {node.comm.kind for node in combined} == {"all_reduce"}
    assert sum(node.comm.bytes for node in combined) == sum(node.comm.bytes for node in written)


@needs_workloads
def test_combining_after_fusion_leaves_the_kernels_as_fused(tmp_path):
    """XLA:GPU combines collectives after fusion (RunPostFusionPasses), so combining must not change what
    fuses. hespas ran the combiners first until this change: moving the combined all-reduces' consumers changed which
    kernels merged, and the shared ResNet-50 step read 6.3 GB more (95.23 against 88.91 GB on h100)."""
    path = WORKLOADS / "resnet_50_train_step_4_devices_1024_batch.mlir"
    written = lower_workload(path, "h100", LoweringOptions(xla_collectives=False)).totals
    combined = lower_workload(path, "h100").totals
    assert (combined.flops, combined.bytes_read, combined.bytes_written, combined.time_ns) == \
           (written.flops, written.bytes_read, written.bytes_written, written.time_ns)
