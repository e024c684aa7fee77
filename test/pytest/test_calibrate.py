"""Calibration: curve fitting on synthetic points, and `hespas calibrate --quick` end to end with IREE."""

import warnings
from pathlib import Path

import numpy as np
import pytest

import hespas.calibrate as calibrate_module
from hespas.calibrate.fit import fit_curve, fit_overhead_ns, relative_errors
from hespas.calibrate.suite import CHAIN, Case
from hespas.cli import main
from hespas.costs.calibration_table import Calibration, Curve, calibration_problems, parse_calibration
from hespas.diagnostics import HespasError
from hespas.calibrate.preset import preset_text
from hespas.fusion_setting import models_xla_gpu
from hespas.hardware import list_hardware_presets, load_hardware
from hespas.ir import ir, make_context, parse_module, passmanager
from hespas.passes import create_pass

PEAK_PER_NS = 300.0


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory):
    """One measurement cache for the end-to-end runs: the second finds the first's measurements."""
    return tmp_path_factory.mktemp("cache")


def test_fit_recovers_a_saturating_curve():
    truth = Curve("flops", 0.4, 2e6)
    sizes = np.logspace(4, 10, 9)
    curve = fit_curve("flops", sizes, [truth.time_ns(x, PEAK_PER_NS) for x in sizes], PEAK_PER_NS)
    assert curve.efficiency_max == pytest.approx(0.4, rel=1e-6)
    assert curve.half_size == pytest.approx(2e6, rel=1e-6)
    assert curve.rolloff == 0


def test_fit_recovers_a_roll_off_for_memory_classes():
    truth = Curve("bytes", 1.5, 1e4, 3.0, 1e7)
    sizes = np.logspace(3, 9, 13)
    times = [truth.time_ns(x, PEAK_PER_NS) for x in sizes]
    curve = fit_curve("bytes", sizes, times, PEAK_PER_NS, rolloff=True)
    predicted = np.array([curve.time_ns(x, PEAK_PER_NS) for x in sizes])
    assert np.max(np.abs(predicted / times - 1)) < 0.03
    assert curve.rolloff == pytest.approx(3.0, rel=0.2)
    without = fit_curve("bytes", sizes, times, PEAK_PER_NS)
    assert without.rolloff == 0  # compute classes are never fitted a roll-off


def test_fit_through_noisy_points_stays_physical():
    rng = np.random.default_rng(1)
    sizes = np.logspace(5, 9, 8)
    times = [Curve("flops", 0.3, 0.0).time_ns(x, PEAK_PER_NS) * rng.uniform(0.8, 1.2) for x in sizes]
    curve = fit_curve("flops", sizes, times, PEAK_PER_NS)
    assert 0.2 < curve.efficiency_max < 0.45 and curve.half_size >= 0


def test_kernel_overhead_is_the_slope_over_kernel_count():
    assert fit_overhead_ns([1, 4, 16, 32], [1000 + 250 * k for k in (1, 4, 16, 32)]) == pytest.approx(250)
    assert fit_overhead_ns([1, 4], [900, 800]) == 0.0
    assert fit_overhead_ns([3], [900]) == 0.0


def _point(name: str, op_class: str, bytes_moved: int, time_ns: float, kernels: int = 1):
    """A hand-made measured case (no module: the fit reads only its class, type, work and time)."""
    return calibrate_module.Point(Case(name, op_class, "f32", "", kernels), 0, 0, bytes_moved, time_ns)


def test_a_case_measured_at_zero_is_left_out_of_the_fit_with_a_warning(capsys):
    # Three adds at 1 byte per ns, no chains (so no per-kernel overhead: fit_overhead_ns needs two), and a fourth
    # the profiler reported as 0 ns (no slower than its call without a kernel). Its relative error, 0/0, was a
    # RuntimeWarning and a nan; now it is not fitted and named once.
    points = [_point("add 1e6", "elementwise", 10**6, 1e6), _point("add 4e6", "elementwise", 4 * 10**6, 4e6),
              _point("add 16e6", "elementwise", 16 * 10**6, 16e6), _point("add tiny", "elementwise", 49152, 0.0)]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's division by zero would be an exception here
        overhead_ns, curves, fits = calibrate_module.fit_points(points, load_hardware("h100"))
    assert overhead_ns == 0.0
    assert ("1 micro-benchmark measured within one kernel's overhead (0 ns) of a call that runs no kernel"
            in capsys.readouterr().err)
    # time = x / (peak * efficiency_max) with 1 ns per byte and h100's 3350 GB/s = 3350 bytes/ns:
    # efficiency_max = 1 / 3350 = 2.985e-4, fitted on the three timed points, each fitted exactly.
    for name in ("elementwise.f32", "elementwise"):
        assert curves[name].points == 3
        assert curves[name].efficiency_max == pytest.approx(1 / 3350, rel=1e-6)
    assert [fit.median_error for fit in fits] == [pytest.approx(0, abs=1e-9)] * 2


def test_a_class_measured_only_at_zero_is_refused():
    points = [_point("add 1e6", "elementwise", 10**6, 1e6), _point("row sum a", "reduction", 10**5, 0.0),
              _point("row sum b", "reduction", 10**6, 0.0)]
    with pytest.raises(HespasError, match=r"every reduction\.f32 micro-benchmark \(row sum a, row sum b\) measured "
                                          "within one kernel's overhead"):
        calibrate_module.fit_points(points, load_hardware("h100"))


def test_a_case_within_one_kernels_overhead_is_left_out(capsys):
    # Chains give an overhead of (4500 - 1000) / (8 - 1) = 500 ns a kernel. An add measured at 400 ns would have
    # -100 ns of work (the fit had clamped it to 1e-3 ns and weighted it 1/1e-3, the others 1/1e6 and 1/4e6);
    # it is left out. The other adds: 500 ns + x / (1 byte per ns).
    points = [_point("chain of 1", CHAIN, 0, 1000.0), _point("chain of 8", CHAIN, 0, 4500.0, kernels=8),
              _point("add 1e6", "elementwise", 10**6, 500 + 1e6),
              _point("add 4e6", "elementwise", 4 * 10**6, 500 + 4e6),
              _point("add small", "elementwise", 10**4, 400.0)]
    overhead_ns, curves, _ = calibrate_module.fit_points(points, load_hardware("h100"))
    assert overhead_ns == pytest.approx(500)
    assert curves["elementwise.f32"].points == 2
    assert curves["elementwise.f32"].efficiency_max == pytest.approx(1 / 3350, rel=1e-6)  # as above: 1 byte per ns
    assert "1 micro-benchmark measured within one kernel's overhead (500 ns)" in capsys.readouterr().err


def test_chains_keep_a_time_of_zero():
    # The overhead is the slope of absolute chain times over kernel count: (3500 - 0) / (8 - 1) = 500 ns.
    points = [_point("add", "elementwise", 10**6, 1e6), _point("chain of 1", CHAIN, 0, 0.0),
              _point("chain of 8", CHAIN, 0, 3500.0, kernels=8)]
    overhead_ns, _, _ = calibrate_module.fit_points(points, load_hardware("h100"))
    assert overhead_ns == pytest.approx(500)


def test_relative_errors_and_curves_need_positive_measured_times():
    assert list(relative_errors([3.0, 1.0], [2.0, 4.0])) == [0.5, 0.75]  # |3-2|/2, |1-4|/4
    with pytest.raises(ValueError):
        relative_errors([1.0], [0.0])
    with pytest.raises(ValueError):
        fit_curve("bytes", [1e6, 2e6], [1e3, 0.0], PEAK_PER_NS)


def test_calibration_tables_are_validated():
    table = {"target": "llvm-cpu", "device": "d", "backend": "iree", "version": "v", "kernel_overhead_ns": -1,
             "curves": {"dot.f32": {"axis": "time", "efficiency_max": 1, "half_size": 0},
                        "warp.f32": {"axis": "flops", "efficiency_max": 1, "half_size": 0}}}
    problems = calibration_problems(table)
    assert any("kernel_overhead_ns" in p for p in problems)
    assert any("dot.f32.axis" in p for p in problems)
    assert any("warp.f32: unknown op class" in p for p in problems)


@pytest.mark.parametrize("name, axis, problem", [
    ("dot.bfloat16", "flops", "calibration.curves.dot.bfloat16: unknown element type 'bfloat16'"),
    ("convolution.f99", "flops", "calibration.curves.convolution.f99: unknown element type 'f99'"),
    ("convolution.f32", "bytes", "calibration.curves.convolution.f32.axis must be 'flops' for class convolution"),
    ("elementwise.f32", "flops", "calibration.curves.elementwise.f32.axis must be 'bytes' for class elementwise"),
    ("transcendental", "bytes", "calibration.curves.transcendental.axis must be 'transcendentals'"),
])
def test_a_curve_for_no_element_type_or_on_the_wrong_axis_is_refused(name, axis, problem):
    # before: accepted; a bf16 dot then took the type-less dot curve (1.9x off), and the axis was never read
    table = {"target": "llvm-cpu", "device": "d", "backend": "iree", "version": "v", "kernel_overhead_ns": 0,
             "curves": {name: {"axis": axis, "efficiency_max": 0.5, "half_size": 0}}}
    assert [p for p in calibration_problems(table) if p.startswith(problem)] != [], calibration_problems(table)


def test_curves_for_mlir_element_types_on_their_class_s_axis_are_accepted():
    curves = {"dot.bf16": "flops", "dot.f8E4M3FN": "flops", "dot.i8": "flops", "filter_gradient.f16": "flops",
              "elementwise.ui32": "bytes", "transcendental.f32": "transcendentals", "reduction": "bytes"}
    table = {"target": "llvm-cpu", "device": "d", "backend": "iree", "version": "v", "kernel_overhead_ns": 0,
             "curves": {name: {"axis": axis, "efficiency_max": 0.5, "half_size": 0} for name, axis in curves.items()}}
    assert calibration_problems(table) == []


def test_refined_classes_fall_back_to_their_parent():
    elementwise = Curve("bytes", 0.5, 0.0)
    outer_f16 = Curve("bytes", 0.25, 0.0)
    calibration = Calibration("llvm-cpu", "d", "iree", "v", 0.0, {"elementwise": elementwise,
                                                                  "outer_reduction.f16": outer_f16})
    assert calibration.curve("elementwise_broadcast", "f32") is elementwise
    assert calibration.curve("outer_reduction_fused", "f16") is outer_f16
    assert calibration.curve("outer_reduction_fused", "f32") is None


def test_quick_calibration_writes_a_preset_that_loads_and_costs(tmp_path, cache_dir, monkeypatch, capsys):
    monkeypatch.setenv("HESPAS_CACHE_DIR", str(cache_dir))
    output = tmp_path / "host-calibrated.toml"
    assert main(["calibrate", "--quick", "--device", "local-sync", "--repetitions", "2", "-o", str(output)]) == 0
    assert f"wrote {output}" in capsys.readouterr().out
    hardware = load_hardware(output)
    calibration = parse_calibration(hardware.calibration)
    assert calibration.target == "llvm-cpu" and "local-sync" in calibration.device
    assert {"dot.f32", "convolution.f32", "elementwise.f32", "elementwise_broadcast.f32", "reduction",
            "outer_reduction_fused.f32"} <= set(calibration.curves)
    assert all(0 < curve.efficiency_max for curve in calibration.curves.values())

    context = make_context()
    module = parse_module("""func.func @f(%a: tensor<64x64xf32>) -> tensor<64x64xf32> {
      %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      return %0 : tensor<64x64xf32>
    }""", context)
    with context:
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", f"hardware={output} estimator=calibrated").add_to(pm)
        pm.run(module.operation)
        totals = ir.DictAttr(module.operation.attributes["hespas.totals"])
        assert ir.StringAttr(totals["estimator"]).value == "calibrated"
        assert ir.FloatAttr(totals["time_ns"]).value > 0


@pytest.mark.parametrize("name", list_hardware_presets())
def test_a_calibrated_preset_keeps_everything_of_its_base_but_its_names(tmp_path, name):
    # before: attention, the XLA backend (host-cpu's was read from its name), the achieved-rate curves, the GPU
    # cores, the channel multiples and the fused-attention rates were dropped: a calibrated h100 materialised
    # attention, a calibrated host-cpu ran XLA:GPU's passes
    base = load_hardware(name)
    calibration = Calibration("llvm-cpu", "d", "iree", "v", 0.0, {"dot.f32": Curve("flops", 0.5, 0.0)})
    path = tmp_path / "calibrated.toml"
    path.write_text(preset_text(base, calibration, "hespas calibrate"))
    calibrated = load_hardware(path)
    differ = {"name", "description", "aliases", "calibration", "source_path"}
    assert {key: value for key, value in calibrated.to_json_dict().items() if key not in differ} == \
        {key: value for key, value in base.to_json_dict().items() if key not in differ}
    assert calibrated.name == f"{base.name}-calibrated" and calibrated.aliases == ()
    assert models_xla_gpu(calibrated) == models_xla_gpu(base) == (name not in ("host-cpu",) and
                                                                   not name.startswith("tpu"))


def test_hardware_show_prints_the_calibration_table(capsys):
    # before: the text left the [calibration] table out (--json had it)
    preset = Path(__file__).parents[1] / "Inputs" / "calibrated.toml"
    assert main(["hardware", "show", str(preset)]) == 0
    out = capsys.readouterr().out
    assert "calibration                   measured with iree iree-0 on llvm-cpu (test); kernel_overhead_ns 500" in out
    assert "dot.f32                  0.5 x / (x + 1e+06 flops)" in out
    assert "elementwise              0.5 x / (x + 0 bytes), x2 past 100000" in out


def test_an_interrupted_calibration_writes_nothing(tmp_path, cache_dir, monkeypatch):
    monkeypatch.setenv("HESPAS_CACHE_DIR", str(cache_dir))

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(calibrate_module, "fit_curve", interrupted)
    output = tmp_path / "preset.toml"
    assert main(["calibrate", "--quick", "--device", "local-sync", "--repetitions", "1", "-o", str(output)]) == 1
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("count", ["0", "-3", "2.5"])
def test_repetitions_must_be_a_positive_integer(tmp_path, capsys, count):
    # --repetitions 0 or -3 ran as 1 (max(1, n)) without a word
    with pytest.raises(SystemExit) as exited:  # argparse's errors exit at once, with status 1
        main(["calibrate", "--quick", "--repetitions", count, "-o", str(tmp_path / "p.toml")])
    assert exited.value.code == 1
    assert f"argument --repetitions: expected a positive integer, not '{count}'" in capsys.readouterr().err
    assert not (tmp_path / "p.toml").exists()


@pytest.mark.parametrize("output", ["a_folder", "not_there/"])
def test_an_output_that_names_a_folder_is_refused_before_measuring(tmp_path, capsys, monkeypatch, output):
    # before: an existing folder was refused after minutes of measuring; 'not_there/' wrote a file 'not_there'
    (tmp_path / "a_folder").mkdir()
    measured = []
    monkeypatch.setattr("hespas.cli.calibrate_cmd.calibrate", lambda *args, **kwargs: measured.append(args))
    monkeypatch.chdir(tmp_path)
    assert main(["calibrate", "--quick", "-o", output]) == 1
    assert f"{tmp_path / output.rstrip('/')}: error: cannot write output file: Is a directory" in capsys.readouterr().err
    assert measured == [] and sorted(path.name for path in tmp_path.iterdir()) == ["a_folder"]


@pytest.mark.parametrize("folder", ["missing", "a_file"])
def test_an_output_folder_that_is_not_there_is_refused_before_measuring(tmp_path, capsys, monkeypatch, folder):
    (tmp_path / "a_file").write_text("")
    measured = []
    monkeypatch.setattr("hespas.cli.calibrate_cmd.calibrate", lambda *args, **kwargs: measured.append(args))
    output = tmp_path / folder / "p.toml"
    assert main(["calibrate", "--quick", "-o", str(output)]) == 1
    reason = "No such file or directory" if folder == "missing" else "Not a directory"
    assert f"{output}: error: cannot write output file: {reason}" in capsys.readouterr().err
    assert measured == []  # refused before the suite ran


@pytest.mark.parametrize("hardware, target, problem", [
    ("h100", "llvm-cpu", "--target llvm-cpu measures a CPU, not h100-sxm (a GPU)"),
    ("host-cpu", "cuda", "--target cuda measures a GPU, not host-cpu (a CPU)"),
    ("tpu-v4", "llvm-cpu", "--target llvm-cpu measures a CPU, not tpu-v4 (a TPU)"),
])
def test_a_target_that_is_not_the_preset_s_kind_of_device_is_refused(tmp_path, capsys, monkeypatch, hardware,
                                                                     target, problem):
    # before: h100 calibrated on the CPU wrote h100-sxm-calibrated with CPU times against H100 peaks, exit 0
    measured = []
    monkeypatch.setattr("hespas.cli.calibrate_cmd.calibrate", lambda *args, **kwargs: measured.append(args))
    assert main(["calibrate", "--hardware", hardware, "--target", target, "-o", str(tmp_path / "p.toml")]) == 1
    assert f"hespas: error: {problem}: its efficiencies would be" in capsys.readouterr().err
    assert measured == [] and not (tmp_path / "p.toml").exists()


def test_calibrating_for_an_absent_device_is_one_error(tmp_path, capsys):
    assert main(["calibrate", "--hardware", "h100", "--target", "vulkan", "-o", str(tmp_path / "p.toml")]) == 1
    assert "error: no Vulkan device" in capsys.readouterr().err
    assert not (tmp_path / "p.toml").exists()
