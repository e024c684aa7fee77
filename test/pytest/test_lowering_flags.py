"""The lowering flags are one set (``hespas.cli.lowering_flags``): `hespas chakra lower` takes each of
`hespas simulate`'s, and each changes the traces as it changes the simulated step; a saved program refuses
every one of them with one diagnostic and exit status 1."""

from __future__ import annotations

import json

import pytest

from hespas.chakra import schema
from hespas.chakra.et_io import read_trace
from hespas.cli import main

from conftest import COLUMN_SUM, GEMM, THREE_ALL_REDUCES, attention_step, write_chakra_inputs


def _lower(tmp_path, source, *flags) -> list:
    """The nodes of rank 0's trace from `hespas chakra lower SOURCE FLAGS`."""
    out = tmp_path / ("out" + "".join(flags))
    assert main(["chakra", "lower", str(source), "-o", str(out), *flags]) == 0
    return read_trace(out / "trace.0.et")[1]


def _compute_us(nodes) -> list[int]:
    return [node.duration_micros for node in nodes if node.type == schema.NodeType.COMP_NODE]


def _simulated_step_ns(tmp_path, source, *flags) -> int:
    report = tmp_path / "report.json"
    assert main(["simulate", str(source), "--json", str(report), *flags]) == 0
    return json.loads(report.read_text())["step_time_ns"]


@pytest.mark.parametrize("flags, kernel_us", [
    # 2 * 8192^3 = 1,099,511,627,776 FLOPs on h100 (bf16 989,400 FLOP/ns), in whole µs rounded up (as in
    # test_efficiency): achieved (1,099,511,627,776 + 5.83e8) / (989,400 * 0.803) + 1,000 launch = 1,385,658.2 ns;
    (["--hardware", "h100"], 1386),
    # at the peak 1,099,511,627,776 / 989,400 + 1,000 = 1,112,291.3 ns.
    (["--hardware", "h100", "--peak-rates"], 1113),
])
def test_peak_rates_shortens_the_gemm_node_as_it_shortens_the_step(tmp_path, flags, kernel_us):
    source = tmp_path / "gemm.mlir"
    source.write_text(GEMM)
    assert _compute_us(_lower(tmp_path, source, *flags)) == [kernel_us]
    assert _simulated_step_ns(tmp_path, source, *flags) == kernel_us * 1000  # one device: the kernel is the step


@pytest.mark.parametrize("flags, kernel_us", [
    # test_simulate_workload's column sum on a100: 12 SMs at 45.12 B/ns move 6,294,528 bytes in 11,625.53 ns,
    # + 1,000 ns launch = 12,625.53 ns;
    (["--hardware", "a100"], 13),
    # as if it filled the GPU, (6,294,528 + 5e5) / (2,039 * 0.83) + 1,000 = 5,014.80 ns.
    (["--hardware", "a100", "--no-occupancy"], 6),
])
def test_no_occupancy_shortens_the_column_sum_node_as_it_shortens_the_step(tmp_path, flags, kernel_us):
    source = tmp_path / "column_sum.mlir"
    source.write_text(COLUMN_SUM)
    assert _compute_us(_lower(tmp_path, source, *flags)) == [kernel_us]
    assert _simulated_step_ns(tmp_path, source, *flags) == kernel_us * 1000


def test_no_xla_collectives_keeps_the_modules_three_all_reduces(tmp_path):
    # XLA:GPU's combiner merges the two independent 64-element all-reduces into one, and reduce-scatter
    # creation turns the FSDP one into a reduce-scatter: 2 collectives; as written, 3 all-reduces.
    source = tmp_path / "step.mlir"
    source.write_text(THREE_ALL_REDUCES)
    counts = {}
    for flags in ((), ("--no-xla-collectives",)):
        nodes = _lower(tmp_path, source, "--hardware", "h100", *flags)
        counts[flags] = sum(node.type == schema.NodeType.COMM_COLL_NODE for node in nodes)
    assert counts == {(): 2, ("--no-xla-collectives",): 3}  # as `hespas simulate` counts them (test_xla_collectives)


def test_attention_flag_gives_the_program_simulate_runs(tmp_path):
    source = attention_step(tmp_path)
    totals = {}
    for mode in ("fused", "materialized"):
        flags = ("--hardware", "a100", "--attention", mode)
        totals[mode] = sum(_compute_us(_lower(tmp_path, source, *flags)))
        # one device, no communication: the step is its kernels back to back
        assert _simulated_step_ns(tmp_path, source, *flags) == totals[mode] * 1000
    assert sum(_compute_us(_lower(tmp_path, source, "--hardware", "a100"))) == totals["fused"]  # a100's preset
    assert totals["materialized"] > totals["fused"]  # the [2, 4, 256, 256] scores go to memory and back


@pytest.mark.parametrize("flag", ["--peak-rates", "--no-occupancy", "--no-xla-collectives", "--no-fuse",
                                  "--stage=optimized", "--attention=fused", "--estimator=calibrated",
                                  # given at their defaults they are refused too: given at all, they say nothing
                                  "--estimator=roofline", "--min-region-ns=1000", "--stage=partitioned"])
@pytest.mark.parametrize("command", [["chakra", "lower"], ["simulate"]])
def test_a_saved_program_refuses_every_lowering_flag(tmp_path, capsys, command, flag):
    source = tmp_path / "gemm.mlir"
    source.write_text(GEMM)
    saved = tmp_path / "gemm.hprog"
    assert main(["simulate", str(source), "--hardware", "h100", "--save-program", str(saved)]) == 0
    capsys.readouterr()
    arguments = [*command, str(saved), flag] + (["-o", str(tmp_path / "out")] if command[0] == "chakra" else [])
    assert main(arguments) == 1
    name = flag.split("=")[0]
    assert capsys.readouterr().err == (f"hespas: error: {name} does not apply to a saved program ({saved}), which is "
                                       "lowered already; lower the step again to change it\n")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("command", [["chakra", "lower", "-o", "out"], ["simulate"]])
def test_attention_takes_a_mode_and_needs_fusion(tmp_path, capsys, command):
    source = tmp_path / "gemm.mlir"
    source.write_text(GEMM)
    with pytest.raises(SystemExit) as exit_status:  # argparse's error, as hespas.cli.ArgumentParser ends it
        main([*command, str(source), "--attention", "flash"])
    assert exit_status.value.code == 1
    error = capsys.readouterr().err
    assert error.endswith("error: argument --attention: expected one of fused, materialized, not 'flash'\n")
    assert main([*command, str(source), "--attention", "fused", "--no-fuse"]) == 1
    assert capsys.readouterr().err == ("hespas: error: --attention says how hespas-fuse fuses attention: drop "
                                       "--no-fuse, or drop --attention\n")


@pytest.mark.parametrize("flag", ["--peak-rates", "--no-occupancy", "--no-xla-collectives", "--no-fuse",
                                  "--stage=optimized", "--attention=fused", "--estimator=calibrated",
                                  "--hardware=h100", "--ranks=2", "--min-region-ns=5", "--nodes=2",
                                  "--save-program=step.hprog"])
def test_chakra_traces_refuse_every_lowering_flag(tmp_path, capsys, flag):
    arguments = ["simulate", *write_chakra_inputs(tmp_path), "--json", str(tmp_path / "report.json")]
    assert main(arguments) == 0  # the traces simulate without the flag
    (tmp_path / "report.json").unlink()
    capsys.readouterr()
    assert main([*arguments, flag]) == 1
    name = flag.split("=")[0]
    assert capsys.readouterr().err == (f"hespas: error: {name} does not apply to Chakra traces ({tmp_path / 'w'}), "
                                       "which are lowered already (their compute nodes carry their durations); "
                                       "lower the workload again (hespas chakra lower) to change it\n")
    assert not (tmp_path / "report.json").exists() and not (tmp_path / "step.hprog").exists()
