"""Lowering real workloads to Chakra traces: the files ASTRA-sim reads, read back and simulated."""

from pathlib import Path

import pytest

from hespas.chakra import schema
from hespas.chakra.et_io import attr_value, read_trace
from hespas.cli import main as hespas_main
from hespas.diagnostics import HespasError
from hespas.lowering.graph import ExecutionGraph
from hespas.lowering.writer import write_chakra_traces
from hespas.workload import lower_workload, simulate_workload
from hespas.workload_options import LoweringOptions

from conftest import WORKLOADS, needs_workloads

RESNET50 = WORKLOADS / "resnet_50_train_step_4_devices_1024_batch.mlir"
SPLIT = WORKLOADS / "test_split_replica_groups.mlir"


@needs_workloads
def test_resnet50_lowers_for_4_ranks_with_its_375_all_reduces(tmp_path):
    # the collectives as the module writes them
    lowered = lower_workload(RESNET50, "h100", LoweringOptions(xla_collectives=False))
    output = write_chakra_traces(lowered.graph, tmp_path, lowered.num_ranks)
    assert output.distinct_traces == 1  # pure data parallel: every rank runs the same trace
    inodes = {(tmp_path / f"trace.{rank}.et").stat().st_ino for rank in range(4)}
    assert len(inodes) == 1  # byte-identical traces share one file
    _, nodes = read_trace(tmp_path / "trace.3.et")
    collectives = [n for n in nodes if n.type == schema.COMM_COLL_NODE]
    assert len(collectives) == 375
    assert {attr_value(n, "comm_type") for n in collectives} == {schema.ALL_REDUCE}
    ids = {n.id for n in nodes}
    assert all(set(n.data_deps) <= ids for n in nodes)
    compute = [n for n in nodes if n.type == schema.COMP_NODE]
    assert all(n.duration_micros >= 1 for n in compute)  # never rounded down to 0
    exact_ns = sum(attr_value(n, "hespas_duration_ns") for n in compute)
    assert exact_ns == pytest.approx(lowered.totals.time_ns, rel=1e-3)


@needs_workloads
def test_split_replica_groups_name_their_group_per_rank(tmp_path):
    lowered = lower_workload(SPLIT, "a100")
    output = write_chakra_traces(lowered.graph, tmp_path, 4, prefix="w")
    assert output.comm_group_path is not None
    names = []
    for rank in range(4):
        _, nodes = read_trace(tmp_path / f"w.{rank}.et")
        names.append([attr_value(n, "pg_name", "") for n in nodes if n.type == schema.COMM_COLL_NODE])
    assert names == [["1", ""], ["1", ""], ["2", ""], ["2", ""]]


@needs_workloads
def test_lowered_traces_simulate_like_the_direct_path(tmp_path, capsys):
    assert hespas_main(["chakra", "lower", str(SPLIT), "-o", str(tmp_path), "--system", "h100-4gpu",
                        "--hardware", "h100"]) == 0
    assert hespas_main(["simulate", "--chakra", str(tmp_path / "trace"), "--network", str(tmp_path / "network.yml"),
                        "--system", str(tmp_path / "system.json"), "--comm-group",
                        str(tmp_path / "comm_group.json")]) == 0
    chakra_lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("sys[")]
    direct = simulate_workload(SPLIT, "h100", "h100-4gpu").result
    for rank, line in enumerate(chakra_lines):
        cycles = int(line.split("finished, ")[1].split(" cycles")[0])
        # Chakra carries whole microseconds, rounded up: at most 1 µs per compute node more.
        assert direct.rank(rank).finish_ns <= cycles <= direct.rank(rank).finish_ns + 3 * 1000


def test_unwritable_output_directory_is_a_diagnostic(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(HespasError, match="cannot write the output directory"):
        write_chakra_traces(ExecutionGraph(), blocker / "sub", 1)
    assert list(tmp_path.iterdir()) == [blocker]


GROUPS_PER_NODE = """
module @tp attributes {mhlo.num_partitions = 16 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<2x8xi64>,
        use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
}
"""


def test_groups_on_whole_network_dimensions_use_involved_dim(tmp_path):
    from hespas.systems import load_system

    step = tmp_path / "tp.mlir"
    step.write_text(GROUPS_PER_NODE)
    lowered = lower_workload(step, "h100")
    system = load_system("dgx-h100-x2")  # 8 GPUs on NVLink x 2 nodes
    output = write_chakra_traces(lowered.graph, tmp_path / "with_system", 16, system=system)
    assert output.distinct_traces == 1 and output.comm_group_path is None
    _, nodes = read_trace(tmp_path / "with_system" / "trace.9.et")
    (collective,) = [n for n in nodes if n.type == schema.COMM_COLL_NODE]
    assert attr_value(collective, "involved_dim") == [True, False]
    assert attr_value(collective, "pg_name") is None
    without = write_chakra_traces(lowered.graph, tmp_path / "plain", 16)
    assert without.distinct_traces == 2 and without.comm_group_path is not None
    run = simulate_workload(step, "h100", "dgx-h100-x2")
    assert run.result.agents == 1  # every rank runs the same program on its own node's dimension


def test_lowering_into_a_folder_of_a_larger_step_leaves_only_this_steps_traces(tmp_path, capsys):
    # an 8-rank step lowered first, then a 4-rank one with the same prefix: ranks 4-7 of the first would make
    # the folder an 8-rank workload (ASTRA-sim and --chakra read every PREFIX.<rank>.et); files of other names
    # (not a rank: "notes", "08") stay
    examples = Path(__file__).resolve().parents[2] / "examples"
    assert hespas_main(["chakra", "lower", str(examples / "mlp_dp_tp" / "mlp_dp_tp_8_devices.partitioned.mlir"),
                        "-o", str(tmp_path), "--system", "dgx-h100"]) == 0
    for name in ("trace.notes.et", "trace.08.et"):
        (tmp_path / name).write_text("not a trace of hespas's")
    assert hespas_main(["chakra", "lower", str(examples / "gemm_tensor_parallel" / "gemm_tp_4_devices.partitioned.mlir"),
                        "-o", str(tmp_path), "--system", "h100-4gpu"]) == 0
    assert sorted(path.name for path in tmp_path.glob("trace.*.et")) == [
        "trace.0.et", "trace.08.et", "trace.1.et", "trace.2.et", "trace.3.et", "trace.notes.et"]
    (tmp_path / "trace.08.et").unlink()
    (tmp_path / "trace.notes.et").unlink()
    capsys.readouterr()
    arguments = ["simulate", "--chakra", str(tmp_path / "trace"), "--network", str(tmp_path / "network.yml"),
                 "--system", str(tmp_path / "system.json")]
    if (tmp_path / "comm_group.json").exists():
        arguments += ["--comm-group", str(tmp_path / "comm_group.json")]
    assert hespas_main(arguments) == 0
    assert len([line for line in capsys.readouterr().out.splitlines() if line.startswith("sys[")]) == 4
