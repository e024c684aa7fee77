"""`hespas simulate STEP.mlir`: the main command, end to end, and its diagnostics."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hespas.cli import main as hespas_main
from hespas.diagnostics import HespasError
from hespas.ir import load_module, make_context
from hespas.workload import replication_problem, simulate_workload
from hespas.workload_options import LoweringOptions
from hespas.hardware import load_hardware

from conftest import COLUMN_SUM, GEMM, WORKLOADS, attention_step, needs_workloads

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "mlp_data_parallel" / "mlp_train_step_8_devices.mlir"
SPLIT = WORKLOADS / "test_split_replica_groups.mlir"
EXAMPLES = ROOT / "examples"
TENSOR_PARALLEL = EXAMPLES / "gemm_tensor_parallel" / "gemm_tp_4_devices.partitioned.mlir"
# conftest's GEMM (one bf16 GEMM, 8192 x 8192 x 8192, on one device).
# Roofline: 2 * 8192**3 = 1,099,511,627,776 FLOPs at the bf16 tensor-core rate the preset's [efficiency] table
# gives (half_size 5.83e8 FLOPs; efficiency_max h100 0.803, b200 0.776: (FLOPs + 5.83e8) / (peak * efficiency_max)),
# plus the 1,000 ns launch
# overhead; its 3 * 8192**2 * 2 = 402,653,184 bytes take less (h100: (402,653,184 + 5e5) / (3,350 * 0.89) = 135,218 ns).
# compute is simulated in whole µs, rounded up, as the Chakra traces carry it for ASTRA-sim
# 1,100,094,627,776 / (989,400 FLOP/ns (989.4 TFLOPS) * 0.803 = 794,488.2) = 1,384,658.2, + 1,000 -> 1,386 µs
GEMM_ON_H100_NS = 1_386_000
# 1,100,094,627,776 / (2,250,000 FLOP/ns (2,250 TFLOPS) * 0.776 = 1,746,000) = 630,065.7, + 1,000 -> 632 µs
GEMM_ON_B200_NS = 632_000
RESNET50 = WORKLOADS / "resnet_50_train_step_4_devices_1024_batch.mlir"


def test_main_command_on_the_bundled_example(tmp_path, capsys):
    outputs = {"json": tmp_path / "r.json", "trace": tmp_path / "r.trace.json", "plot": tmp_path / "r.png"}
    assert hespas_main(["simulate", str(EXAMPLE), "--hardware", "h100", "--system", "dgx-h100",
                        "--json", str(outputs["json"]), "--trace", str(outputs["trace"]),
                        "--plot", str(outputs["plot"])]) == 0
    text = capsys.readouterr().out
    assert "step time" in text and "all_reduce" in text
    report = json.loads(outputs["json"].read_text())
    for key in ("step_time_ns", "compute_ns", "exposed_comm_ns", "ranks", "hardware", "system", "estimator"):
        assert key in report
    assert report["num_ranks"] == 8 and len(report["ranks"]) == 8
    assert report["step_time_ns"] == report["compute_ns"] + report["exposed_comm_ns"]
    assert report["exposed_comm_ns"] > 0  # one 100 MB gradient all-reduce at the end of the step
    assert outputs["plot"].read_bytes().startswith(b"\x89PNG")
    assert json.loads(outputs["trace"].read_text())["traceEvents"]


def test_newer_hardware_and_network_are_faster(tmp_path):
    times = {}
    for hardware, system in (("a100", "dgx-a100"), ("h100", "dgx-h100"), ("b200", "dgx-b200")):
        path = tmp_path / f"{hardware}.json"
        assert hespas_main(["simulate", str(EXAMPLE), "--hardware", hardware, "--system", system,
                            "--json", str(path)]) == 0
        times[hardware] = json.loads(path.read_text())["step_time_ns"]
    assert times["a100"] > times["h100"] > times["b200"]


@needs_workloads
def test_resnet50_gradients_overlap_the_backward_pass(tmp_path, capsys):
    report_path = tmp_path / "r.json"
    assert hespas_main(["simulate", str(RESNET50), "--hardware", "a100", "--system", "a100-4gpu",
                        "--json", str(report_path)]) == 0
    report = json.loads(report_path.read_text())
    assert report["overlap_ns"] > 0
    assert report["exposed_comm_ns"] < report["comm_ns"]


def test_data_parallel_program_scales_out_to_32k_ranks(capsys):
    assert hespas_main(["simulate", str(EXAMPLE), "--system", "dgx-h100", "--nodes", "4096",
                        "--ranks", "32768"]) == 0
    assert "32768 (1 simulated agent)" in capsys.readouterr().out


@pytest.mark.parametrize("arguments, message", [
    (["--system", "dgx-h100-x2"], "has 16 NPUs (8 x 2) but the workload runs on 8 ranks"),
    (["--system", "no-such-system"], "unknown system 'no-such-system'"),
    (["--system", "dgx-h100", "--hardware", "no-such-gpu"], "unknown hardware 'no-such-gpu'"),
    (["--system", "dgx-h100", "--backend", "astra-sim", "--astra-sim", "/nonexistent/astra"], "ASTRA-sim"),
    (["--system", "dgx-h100", "--plot", "chart.svg"], "must end in .png"),
    (["--system", "dgx-h100", "--estimator", "oracle"], "unknown estimator 'oracle' (available: roofline,"),
])
def test_bad_input_is_one_diagnostic_and_exit_1(arguments, message, tmp_path):
    hespas = Path(sys.executable).with_name("hespas")
    completed = subprocess.run([str(hespas), "simulate", str(EXAMPLE), *arguments],
                               capture_output=True, text=True, cwd=tmp_path)
    assert completed.returncode == 1
    assert message in completed.stderr
    assert "Traceback" not in completed.stderr
    assert list(tmp_path.iterdir()) == []


@needs_workloads
def test_sub_group_program_cannot_be_replicated(capsys):
    assert hespas_main(["simulate", str(SPLIT), "--system", "dgx-h100", "--ranks", "8"]) == 1
    assert "all-reduces over sub-groups of the devices" in capsys.readouterr().err


@pytest.fixture
def gemm(tmp_path) -> Path:
    path = tmp_path / "gemm.mlir"
    path.write_text(GEMM)
    return path


def report_of(tmp_path, *arguments) -> dict:
    path = tmp_path / "report.json"
    assert hespas_main(["simulate", *map(str, arguments), "--json", str(path)]) == 0
    return json.loads(path.read_text())


# -- the hardware defaults to the system's device (issue 14, item 1)

def test_hardware_defaults_to_the_system_device(tmp_path, gemm, capsys):
    # b200-4gpu names device = "b200-sxm"; the GEMM has no collective, so it replicates to the 4 ranks.
    report = report_of(tmp_path, gemm, "--system", "b200-4gpu", "--ranks", "4")
    assert report["hardware"] == "b200-sxm" and report["note"] is None
    assert report["step_time_ns"] == GEMM_ON_B200_NS
    assert "note" not in capsys.readouterr().out
    assert report_of(tmp_path, gemm, "--system", "b200-4gpu", "--ranks", "4", "--hardware", "b200")["note"] is None


def test_a_hardware_file_in_a_folder_with_a_space_is_read(tmp_path, gemm):
    # before: the path went unquoted into the passes' options: "unknown hardware 'sp'"
    folder = tmp_path / "sp ace"
    folder.mkdir()
    preset = folder / "mine.toml"
    preset.write_text(Path(load_hardware("b200").source_path).read_text())
    report = report_of(tmp_path, gemm, "--system", "b200-4gpu", "--ranks", "4", "--hardware", str(preset))
    assert report["hardware"] == "b200-sxm" and report["step_time_ns"] == GEMM_ON_B200_NS


def test_other_hardware_than_the_system_device_is_noted(tmp_path, gemm, capsys):
    report = report_of(tmp_path, gemm, "--system", "b200-4gpu", "--ranks", "4", "--hardware", "h100")
    assert report["hardware"] == "h100-sxm" and report["step_time_ns"] == GEMM_ON_H100_NS
    note = "compute costed on h100-sxm, not on b200-sxm, the device of system 'b200-4gpu'"
    assert report["note"] == note
    assert [line for line in capsys.readouterr().out.splitlines() if "note" in line] == [f"  note       {note}"]


def test_a_module_costed_already_reports_what_costed_it_and_refuses_other_costing(tmp_path, gemm, capsys):
    # hespas-annotate-costs on b200 first: the module's costs stand, so a run on the H100 system reports the B200
    # (its time is the B200's), with a note; costing it otherwise is one error, not a silently ignored flag.
    costed = tmp_path / "costed.mlir"
    assert subprocess.run([str(Path(sys.executable).with_name("hespas-opt")), str(gemm),
                           "--hespas-annotate-costs=hardware=b200", "-o", str(costed)]).returncode == 0
    report = report_of(tmp_path, costed, "--system", "h100-4gpu", "--ranks", "4")
    assert report["hardware"] == "b200-sxm" and report["step_time_ns"] == GEMM_ON_B200_NS
    assert report["note"] == ("compute costed on b200-sxm (the module's hespas.totals), not on h100-sxm, the device "
                              "of system 'h100-4gpu'")
    assert report_of(tmp_path, costed, "--system", "b200-4gpu", "--ranks", "4", "--hardware", "b200")["note"] is None
    # no system: the one-device system of the hardware that costed it, not of the default hardware
    alone = report_of(tmp_path, costed)
    assert (alone["hardware"], alone["system"].split(":")[0], alone["note"]) == ("b200-sxm", "b200-1gpu", None)
    capsys.readouterr()
    assert hespas_main(["simulate", str(costed), "--system", "h100-4gpu", "--ranks", "4", "--hardware", "a100"]) == 1
    assert capsys.readouterr().err.startswith(f"{costed}: error: hardware 'a100' does not apply: the module was "
                                              "costed on b200-sxm already (its hespas.totals)")
    assert hespas_main(["simulate", str(costed), "--system", "b200-4gpu", "--ranks", "4", "--peak-rates",
                        "--estimator", "calibrated"]) == 1
    assert ("error: the module was costed already (its hespas.totals: on b200-sxm, estimator roofline), so "
            "estimator=calibrated, peak-rates=true do not apply") in capsys.readouterr().err


def test_the_profile_estimator_measures_the_host_cpu_only(tmp_path, gemm, capsys):
    # simulate's estimator=profile times regions with hespas-profile's default target, this machine's CPU: a run
    # that would print a GPU beside those timings is one error
    assert hespas_main(["simulate", str(gemm), "--system", "h100-4gpu", "--ranks", "4", "--estimator", "profile"]) == 1
    assert capsys.readouterr().err.startswith(f"{gemm}: error: estimator 'profile' times each region on this "
                                              "machine's CPU (hespas-profile's default target, IREE's llvm-cpu), "
                                              "not on h100-sxm: give the hardware host-cpu")


def test_hardware_figures_that_make_a_step_past_int64_ns_are_named(tmp_path, gemm, capsys):
    # an H100 whose matmul curve reaches half its ceiling only at 1e25 FLOPs: the 8192^3 GEMM then takes about
    # 1e25 / (989.4e12 x 0.803 / 2) s, past what an int64 of ns holds; the error names the hardware file
    preset = Path(load_hardware("h100").source_path).read_text()
    slow = tmp_path / "slow.toml"
    slow.write_text(preset.replace("half_size = 5.83e8", "half_size = 1e25", 1))
    assert slow.read_text() != preset
    assert hespas_main(["simulate", str(gemm), "--hardware", str(slow)]) == 1
    error = capsys.readouterr().err
    assert "error: the step costs" in error and f"check the figures of {slow}" in error


def test_system_without_a_device_falls_back_to_h100_with_a_note(tmp_path, gemm):
    system = tmp_path / "two.toml"
    system.write_text('local_mem_bw_GBps = 1000\n[[dimensions]]\ntopology = "Ring"\nnpus = 2\n'
                      'bandwidth_GBps = 100\nlatency_ns = 500\n')
    report = report_of(tmp_path, gemm, "--system", system, "--ranks", "2")
    assert report["hardware"] == "h100-sxm" and report["step_time_ns"] == GEMM_ON_H100_NS
    assert report["note"] == "system 'two' names no device: compute costed on h100-sxm, the default"


def test_system_naming_an_unknown_device_needs_hardware(tmp_path, gemm, capsys):
    system = tmp_path / "odd.toml"
    system.write_text('device = "h900"\nlocal_mem_bw_GBps = 1000\n[[dimensions]]\ntopology = "Ring"\n'
                      'npus = 2\nbandwidth_GBps = 100\nlatency_ns = 500\n')
    assert hespas_main(["simulate", str(gemm), "--system", str(system), "--ranks", "2"]) == 1
    error = capsys.readouterr().err
    assert "system 'odd' names device 'h900': unknown hardware 'h900'" in error and "--hardware" in error
    report = report_of(tmp_path, gemm, "--system", system, "--ranks", "2", "--hardware", "h100")
    assert report["note"] == "compute costed on h100-sxm; system 'odd' names device 'h900'"


# -- a one-device module needs no system (item 2)

def test_single_device_module_simulates_without_a_system(tmp_path, gemm, capsys):
    report = report_of(tmp_path, gemm)
    assert report["num_ranks"] == 1 and report["hardware"] == "h100-sxm"
    assert report["system"].startswith("h100-1gpu: ")  # the one-GPU preset of the hardware
    assert report["step_time_ns"] == GEMM_ON_H100_NS and report["exposed_comm_ns"] == 0
    assert report_of(tmp_path, gemm, "--hardware", "b200")["step_time_ns"] == GEMM_ON_B200_NS


def test_library_call_without_a_system(gemm):
    run = simulate_workload(gemm)
    assert run.system.num_npus == 1 and run.result.max_finish_ns == GEMM_ON_H100_NS and run.hardware_note is None


@pytest.mark.parametrize("arguments", [[], ["--backend", "astra-sim"]])
def test_multi_device_module_without_a_system_names_hespas_systems(arguments, tmp_path):
    hespas = Path(sys.executable).with_name("hespas")
    completed = subprocess.run([str(hespas), "simulate", str(EXAMPLE), *arguments], capture_output=True, text=True,
                               cwd=tmp_path, env={"PATH": str(tmp_path)})
    assert completed.returncode == 1 and "Traceback" not in completed.stderr
    if arguments:  # no ASTRA-sim on PATH: that is said first
        assert "ASTRA-sim" in completed.stderr
    else:
        assert completed.stderr == (f"{EXAMPLE}: error: the workload runs on 8 ranks: give a system of that size "
                                    "with --system (`hespas systems` lists the presets)\n")


def test_single_device_module_on_more_ranks_needs_a_system(gemm, capsys):
    assert hespas_main(["simulate", str(gemm), "--ranks", "2"]) == 1
    assert "the workload runs on 2 ranks: give a system of that size with --system" in capsys.readouterr().err


def test_nodes_without_a_system_is_refused(gemm, capsys):
    assert hespas_main(["simulate", str(gemm), "--nodes", "2"]) == 1
    assert capsys.readouterr().err == "hespas: error: --nodes scales out a system: give one with --system\n"


# -- only a purely data-parallel program is replicated (item 3)

def _replication_problem(path):
    context = make_context()
    with context:
        return replication_problem(load_module(str(path), context).operation)


@pytest.mark.parametrize("example, problem", [
    # Data parallel: one all-reduce of the gradients (mlp), 53 all-reduces (resnet), all over the 8 devices.
    ("mlp_data_parallel/mlp_train_step_8_devices.mlir", None),
    ("resnet_data_parallel/resnet14_8_devices.partitioned.mlir", None),
    ("gemm_tensor_parallel/gemm_tp_4_devices.partitioned.mlir", "communicates with all_gather"),
    ("llama_fsdp/llama_fsdp_unrolled_8_devices.partitioned.mlir", "communicates with all_gather"),
    ("mlp_dp_tp/mlp_dp_tp_8_devices.partitioned.mlir", "all-reduces over sub-groups of the devices"),
    ("pipeline_parallel/pipeline_4_stages.partitioned.mlir", "communicates with collective_permute"),
    ("moe_expert_parallel/moe_8_experts.partitioned.mlir", "communicates with all_to_all"),
])
def test_which_examples_are_purely_data_parallel(example, problem):
    found = _replication_problem(EXAMPLES / example)
    assert (found and found[0].split(" (")[0]) == problem


def test_reading_the_device_id_prevents_replication(tmp_path):
    # An all-reduce over all 4 devices would replicate, but the program also reads partition_id.
    path = tmp_path / "reads_id.mlir"
    path.write_text("""module @m attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<ui32>) {
    %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.partition_id : tensor<ui32>
    return %0, %1 : tensor<4xf32>, tensor<ui32>
  }
}
""")
    text, location = _replication_problem(path)
    assert text == "reads its device id (stablehlo.partition_id)"
    assert str(location).endswith(":8:10)")


_ID_MODULE = """module @m attributes {{mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
    %id = stablehlo.partition_id : tensor<ui32>
    %f = "mhlo.fusion"(%id, %x) <{{fusion_kind = #mhlo<fusion_kind kLoop>}}> ({{
    ^bb0(%i: tensor<ui32>, %v: tensor<4xf32>):
      %zero = stablehlo.constant dense<0> : tensor<ui32>
      %p = stablehlo.compare NE, %i, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %c = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %s = stablehlo.select %p, {on_true}, {on_false} : tensor<i1>, tensor<4xf32>
      mhlo.return %s : tensor<4xf32>
    }}) : (tensor<ui32>, tensor<4xf32>) -> tensor<4xf32>
    return %f : tensor<4xf32>
  }}
}}
"""


@pytest.mark.parametrize("on_true, on_false, problem", [
    # select(id != 0, b, b) is b on every device: XLA CPU's leftover in examples/sweep's Llama-style step.
    ("%b", "%b", None),
    # select(id != 0, b, x) differs between device 0 and the others: the returned value depends on the id.
    ("%b", "%v", "reads its device id (stablehlo.partition_id)"),
])
def test_a_device_id_only_a_select_of_one_value_reads_does_not_prevent_replication(tmp_path, on_true, on_false,
                                                                                     problem):
    path = tmp_path / "select.mlir"
    path.write_text(_ID_MODULE.format(on_true=on_true, on_false=on_false))
    found = _replication_problem(path)
    assert (found and found[0]) == problem
    if found:
        assert str(found[1]).endswith(":3:11)")  # the partition_id, line 3 column 11


def test_a_device_id_that_indexes_a_slice_prevents_replication(tmp_path):
    # XLA slices a device's shard with its id: the slice's start, hence the returned value, depends on it.
    path = tmp_path / "slice.mlir"
    path.write_text("""module @m attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%x: tensor<8xf32>) -> tensor<2xf32> {
    %id = stablehlo.partition_id : tensor<ui32>
    %two = stablehlo.constant dense<2> : tensor<ui32>
    %start = stablehlo.multiply %id, %two : tensor<ui32>
    %s = stablehlo.dynamic_slice %x, %start, sizes = [2] : (tensor<8xf32>, tensor<ui32>) -> tensor<2xf32>
    return %s : tensor<2xf32>
  }
}
""")
    assert _replication_problem(path)[0] == "reads its device id (stablehlo.partition_id)"


def test_the_example_sweeps_llama_step_is_replicated(tmp_path):
    # Its only partition_id feeds select(id != 0, 0, 0) (line 4027 of the file): it runs on 8 ranks.
    assert _replication_problem(EXAMPLES / "sweep" / "llama_dp_4_devices.partitioned.mlir") is None


def test_tensor_parallel_program_is_not_replicated(capsys):
    assert hespas_main(["simulate", str(TENSOR_PARALLEL), "--system", "dgx-h100", "--ranks", "8"]) == 1
    error = capsys.readouterr().err
    # The first all_gather of the file, at line 12 column 10.
    assert error.startswith(f"{TENSOR_PARALLEL}:12:10: error: 8 ranks (--ranks, or the system's size) would "
                            "replicate a program partitioned for 4 devices, which only a purely data-parallel "
                            "program allows")
    assert error.rstrip().endswith("this one communicates with all_gather (stablehlo.all_gather)")


def test_data_parallel_program_is_replicated(tmp_path):
    report = report_of(tmp_path, EXAMPLES / "resnet_data_parallel" / "resnet14_8_devices.partitioned.mlir",
                       "--system", "dgx-h100", "--nodes", "2", "--ranks", "16")
    assert report["num_ranks"] == 16 and report["simulated_agents"] == 1
    assert {(row["kind"], row["group"]) for row in report["collectives"]} == {("all_reduce", None)}  # all ranks


# -- attention as the run computed it, whatever the preset's default (benchmarks/published.py's BF16 Pax anchor)

def test_attention_option_overrides_the_presets_default(tmp_path):
    path = attention_step(tmp_path)

    def step_ns(**options) -> int:
        return simulate_workload(path, hardware="a100", options=LoweringOptions(**options)).result.max_finish_ns

    assert load_hardware("a100").attention == "fused"
    default, fused, materialized = step_ns(), step_ns(attention="fused"), step_ns(attention="materialized")
    assert default == fused
    # materialised, the [2, 4, 256, 256] scores go to memory and back: more kernels, more bytes
    assert materialized > fused


def test_unknown_attention_option_is_one_diagnostic(tmp_path):
    with pytest.raises(HespasError, match="expects one of fused, materialized, got 'flash'"):
        simulate_workload(attention_step(tmp_path), hardware="a100", options=LoweringOptions(attention="flash"))


# add then exp: one loop fusion after hespas-fuse, two ops inside it.
ADD_EXP = """func.func @main(%a: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = stablehlo.add %a, %a : tensor<1024x1024xf32>
  %1 = stablehlo.exponential %0 : tensor<1024x1024xf32>
  return %1 : tensor<1024x1024xf32>
}"""


@pytest.mark.parametrize("inner_costs", [False, True])
def test_inner_costs_are_an_option_not_a_side_effect_of_reading_the_module(tmp_path, inner_costs):
    # lower_workload once wrote the ops' costs inside fused kernels whenever a caller inspected the module;
    # now LoweringOptions.inner_costs says so, and inspecting changes nothing.
    from hespas.ir import ir
    from hespas.workload import lower_workload

    step = tmp_path / "add_exp.mlir"
    step.write_text(ADD_EXP)
    inside = []  # (op name, carries hespas.cost) for the ops in fusion bodies

    def inspect(module_op):
        def visit(op):
            if op.name == "mhlo.fusion":
                inside.extend((child.name, "hespas.cost" in child.attributes)
                              for child in op.regions[0].blocks[0].operations if child.name != "mhlo.return")
            return ir.WalkResult.ADVANCE

        module_op.walk(visit)

    lower_workload(step, "h100", LoweringOptions(inner_costs=inner_costs), inspect_module=inspect)
    assert inside == [("stablehlo.add", inner_costs), ("stablehlo.exponential", inner_costs)]


# conftest's COLUMN_SUM on A100: 768 / 64 = 12 blocks of 32x32 threads, 12 SMs at 45.12 B/ns:
# 6,294,528 bytes / 541.44 B/ns = 11,625.53 ns + 1,000 ns launch = 12,625.53 ns; without the
# occupancy rule the memory curve's (6,294,528 + 5e5) / (2,039 * 0.83) = 4,014.80 ns + 1,000 = 5,014.80 ns.
# The programs run compute in whole µs, rounded up (hespas.lowering.ranks): 13 µs and 6 µs.
def test_no_occupancy_costs_kernels_as_if_they_filled_the_gpu(tmp_path, capsys):
    step = tmp_path / "column_sum.mlir"
    step.write_text(COLUMN_SUM)
    steps_ns = []
    for flags in ([], ["--no-occupancy"]):
        assert hespas_main(["simulate", str(step), "--hardware", "a100", "--json", str(tmp_path / "r.json"),
                            *flags]) == 0
        steps_ns.append(json.loads((tmp_path / "r.json").read_text())["step_time_ns"])
    assert steps_ns == [13_000, 6_000]
    run = simulate_workload(step, "a100", options=LoweringOptions(occupancy=False))
    assert run.result.max_finish_ns == 6_000

