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

WORKLOADS = Path(__file__).resolve().parents[3] / "shared" / "workloads"
RESNET50 = WORKLOADS / "resnet_50_train_step_4_devices_1024_batch.mlir"
SPLIT = WORKLOADS / "test_split_replica_groups.mlir"
needs_workloads = pytest.mark.skipif(not RESNET50.exists(), reason="shared/workloads is not beside this checkout")


@needs_workloads
def test_resnet50_lowers_for_4_ranks_with_its_375_all_reduces(tmp_path):
    lowered = lower_workload(RESNET50, "h100")
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
    assert exact_ns == pytest.approx(lowered.totals["time_ns"], rel=1e-3)


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
