"""The estimator interface: GEMM views, the result cache, the registry, plugins found through real entry points."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from hespas.cli import main
from hespas.costs.roofline import Roofline
from hespas.costs.types import TypeTable
from hespas.diagnostics import HespasError
from hespas.estimators.cache import EstimateCache, SimulatorResult
from hespas.estimators.gemm import Gemm, as_gemm
from hespas.estimators.interface import Estimate, EstimatorContext
from hespas.estimators.registry import estimator_names, list_estimators, load_estimator
from hespas.estimators.scalesim_estimator import ScaleSimEstimator
from hespas.estimators.zigzag_estimator import ZigZagEstimator
from hespas.hardware import load_hardware
from hespas.ir import ir, make_context, parse_module
from hespas.passes import create_pass

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent

MATMUL = """func.func @main(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
  %1 = stablehlo.add %0, %0 : tensor<64x16xf32>
  return %1 : tensor<64x16xf32>
}
"""


def ops_named(module, name: str) -> list:
    found = []
    module.operation.walk(lambda op: (found.append(op) if op.name == name else None, ir.WalkResult.ADVANCE)[1])
    return found


@pytest.fixture(scope="module")
def context():
    return make_context()


# --- the matrix product of an op -----------------------------------------------------------------

def test_dot_general_with_batch_and_free_dims(context):
    text = """func.func @f(%a: tensor<4x8x3x5xbf16>, %b: tensor<4x5x6xbf16>) -> tensor<4x8x3x6xbf16> {
      %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [3] x [1]
           : (tensor<4x8x3x5xbf16>, tensor<4x5x6xbf16>) -> tensor<4x8x3x6xbf16>
      return %0 : tensor<4x8x3x6xbf16>
    }"""
    module = parse_module(text, context)
    [op] = ops_named(module, "stablehlo.dot_general")
    assert as_gemm(op, TypeTable()) == Gemm(groups=4, m=24, n=6, k=5, dtype="bf16", element_bits=16)


def test_grouped_convolution_is_its_im2col_product(context):
    # 2 feature groups: each maps 8 input features x 3x3 taps to 16 of the 32 outputs, at 2 x 6 x 6 positions.
    text = """func.func @f(%x: tensor<2x8x8x16xf32>, %w: tensor<3x3x8x32xf32>) -> tensor<2x6x6x32xf32> {
      %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {}
           {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
           : (tensor<2x8x8x16xf32>, tensor<3x3x8x32xf32>) -> tensor<2x6x6x32xf32>
      return %0 : tensor<2x6x6x32xf32>
    }"""
    module = parse_module(text, context)
    [op] = ops_named(module, "stablehlo.convolution")
    gemm = as_gemm(op, TypeTable())
    assert gemm == Gemm(groups=2, m=72, n=16, k=72, dtype="f32", element_bits=32)
    assert 2 * gemm.macs == 2 * (2 * 6 * 6 * 32) * (8 * 9)  # every tap of every output (no padding here)


def test_plain_dot_and_other_ops(context):
    text = """func.func @f(%a: tensor<7x3xf32>, %v: tensor<3xf32>) -> tensor<7xf32> {
      %0 = stablehlo.dot %a, %v : (tensor<7x3xf32>, tensor<3xf32>) -> tensor<7xf32>
      %1 = stablehlo.add %0, %0 : tensor<7xf32>
      return %1 : tensor<7xf32>
    }"""
    module = parse_module(text, context)
    [dot], [add] = ops_named(module, "stablehlo.dot"), ops_named(module, "stablehlo.add")
    assert as_gemm(dot, TypeTable()) == Gemm(1, 7, 1, 3, "f32", 32)
    assert as_gemm(add, TypeTable()) is None


# --- the cache -----------------------------------------------------------------------------------

def test_results_are_cached_on_disk(tmp_path):
    runs = []

    def run():
        runs.append(1)
        return SimulatorResult(123.0, 4.5)

    first = EstimateCache(tmp_path / "estimates.sqlite3")
    assert first.get_or_run("key", run) == SimulatorResult(123.0, 4.5)
    assert first.get_or_run("key", run) == SimulatorResult(123.0, 4.5)
    first.close()
    again = EstimateCache(tmp_path / "estimates.sqlite3")
    assert again.get_or_run("key", run) == SimulatorResult(123.0, 4.5)
    assert again.get_or_run("other", lambda: SimulatorResult(7.0)) == SimulatorResult(7.0, None)
    assert len(runs) == 1


def test_an_unreadable_cache_file_is_moved_aside_and_started_over(tmp_path, capsys):
    (tmp_path / "estimates.sqlite3").write_text("not a database")
    cache = EstimateCache(tmp_path / "estimates.sqlite3")
    assert cache.get_or_run("key", lambda: SimulatorResult(1.0)) == SimulatorResult(1.0)
    assert cache.get_or_run("key", lambda: SimulatorResult(2.0)) == SimulatorResult(1.0)  # kept in memory
    cache.close()
    assert "moved it to" in capsys.readouterr().err
    assert EstimateCache(tmp_path / "estimates.sqlite3").get_or_run("key", lambda: SimulatorResult(3.0)).cycles == 1.0
    assert [p.name for p in tmp_path.glob("estimates.sqlite3.corrupt-*")]  # the old file is kept, not lost


def test_an_unwritable_cache_folder_only_costs_the_caching(tmp_path, capsys):
    (tmp_path / "file").write_text("")
    cache = EstimateCache(tmp_path / "file" / "estimates.sqlite3")  # its folder cannot be made
    assert cache.get_or_run("key", lambda: SimulatorResult(1.0)) == SimulatorResult(1.0)
    assert "is unusable" in capsys.readouterr().err


# --- selecting an estimator ----------------------------------------------------------------------

def annotate(text: str, options: str, context) -> ir.Module:
    module = parse_module(text, context)
    create_pass("hespas-annotate-costs", options).run(module.operation)
    return module


def test_unknown_estimator_names_the_available_ones(context):
    with pytest.raises(HespasError) as error:
        annotate(MATMUL, "estimator=oracle", context)
    assert error.value.message.startswith("option 'estimator' of pass 'hespas-annotate-costs' expects one of "
                                          "roofline, calibrated, profile, scalesim, zigzag")


def test_systolic_estimators_need_a_systolic_array():
    hardware = load_hardware("h100")
    context = EstimatorContext(hardware, Roofline(hardware), TypeTable(), EstimateCache())
    for estimator in (ScaleSimEstimator, ZigZagEstimator):
        with pytest.raises(HespasError, match=r"needs the hardware's \[systolic_array\] table .* 'h100-sxm' has none"):
            estimator(context)


def test_estimates_with_bad_numbers_are_refused():
    assert Estimate(10.0, cycles=3, energy_pJ=1.5).problem() is None
    assert "time_ns" in Estimate(float("nan")).problem()
    assert "cycles" in Estimate(1.0, cycles=-1).problem()
    # before: accepted, and the step's total then blamed the hardware preset for passing INT64_MAX ns
    assert Estimate(1e300).problem() == "time_ns must be a number in 0..1e+15, got 1e+300"
    assert Estimate(1.0, compute_ns=2e15).problem() == "compute_ns must be a number in 0..1e+15, got 2000000000000000.0"


def test_every_builtin_is_listed_with_its_availability(capsys):
    assert main(["estimators"]) == 0
    out = capsys.readouterr().out
    for name in ("roofline", "calibrated", "profile", "scalesim", "zigzag"):
        assert re.search(rf"^{name}\s+built-in\s+\S", out, re.M), name
    for info in list_estimators():
        if info.name in ("scalesim", "zigzag") and info.unavailable:
            assert f"pip install 'hespas[{info.name}]'" in info.unavailable


# --- plugins: real entry points ------------------------------------------------------------------

PLUGINS = '''
from hespas.estimators import Estimate, Estimator


class Raises(Estimator):
    description = "raises on every op"

    def estimate(self, op, cost):
        raise ValueError("the model broke")


class WrongType(Estimator):
    def estimate(self, op, cost):
        return 12.5


class Negative(Estimator):
    def estimate(self, op, cost):
        return Estimate(-1.0)


class FailsToStart(Estimator):
    def __init__(self, context):
        raise RuntimeError("no licence")


class NeedsAPackage(Estimator):
    requires = ("hespas_test_no_such_module",)
    install = "pip install hespas-test-no-such-package"


class NotAnEstimator:
    pass
'''
ENTRY_POINTS = """[hespas.estimators]
raises = hespas_test_plugins:Raises
wrongtype = hespas_test_plugins:WrongType
negative = hespas_test_plugins:Negative
failstostart = hespas_test_plugins:FailsToStart
needsapackage = hespas_test_plugins:NeedsAPackage
notanestimator = hespas_test_plugins:NotAnEstimator
missingmodule = hespas_test_no_such_module:Estimator
roofline = hespas_test_plugins:Raises
"""


@pytest.fixture
def plugin_path(tmp_path, monkeypatch):
    """A directory on sys.path holding a module and its distribution's metadata (entry_points.txt)."""
    (tmp_path / "hespas_test_plugins.py").write_text(PLUGINS)
    info = tmp_path / "hespas_test_plugins-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: hespas-test-plugins\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(ENTRY_POINTS)
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def test_plugins_are_listed_and_broken_ones_say_why(plugin_path, capsys):
    infos = {info.name: info for info in list_estimators()}
    assert infos["raises"].origin == "plugin from hespas-test-plugins 1.0"
    assert infos["raises"].description == "raises on every op" and infos["raises"].unavailable is None
    assert "cannot import hespas_test_no_such_module" in infos["needsapackage"].unavailable
    assert "pip install hespas-test-no-such-package" in infos["needsapackage"].unavailable
    assert "cannot be loaded: ModuleNotFoundError" in infos["missingmodule"].unavailable
    assert "is not a subclass of hespas.estimators.Estimator" in infos["notanestimator"].unavailable
    assert infos["roofline"].origin == "built-in"  # a plugin cannot take a built-in's name
    assert estimator_names().count("roofline") == 1
    assert "ignoring the 'roofline' estimator plugin" in capsys.readouterr().err
    with pytest.raises(HespasError, match="estimator 'needsapackage' is not available: cannot import"):
        load_estimator("needsapackage")


@pytest.mark.parametrize("name, message", [
    ("wrongtype", "estimator 'wrongtype' returned float for 'stablehlo.dot_general' (expected an Estimate or None)"),
    ("negative", "estimator 'negative' gave a bad estimate for 'stablehlo.dot_general': time_ns must be"),
    ("failstostart", "estimator 'failstostart' failed to start: RuntimeError: no licence"),
])
def test_misbehaving_plugins_are_diagnostics(plugin_path, context, name, message):
    with pytest.raises(HespasError) as error:
        annotate(MATMUL, f"estimator={name}", context)
    assert error.value.message.startswith(message)


def test_a_plugin_that_raises_is_one_located_diagnostic(plugin_path, tmp_path):
    step = tmp_path / "step.mlir"
    step.write_text(MATMUL)
    done = subprocess.run([str(BIN / "hespas-opt"), str(step), "--hespas-annotate-costs=estimator=raises"],
                          capture_output=True, text=True, env={"PYTHONPATH": str(plugin_path), "PATH": str(BIN)})
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1] == (f"{step}:2:8: error: estimator 'raises' failed on "
                                            "'stablehlo.dot_general': ValueError: the model broke")


def test_the_example_plugin_installs_and_is_discovered(tmp_path):
    """examples/custom_estimator, installed by pip (its own pyproject, its entry point), then used by name."""
    target = tmp_path / "site"
    install = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target",
                              str(target), str(ROOT / "examples" / "custom_estimator")], capture_output=True, text=True)
    assert install.returncode == 0, install.stderr
    env = {"PYTHONPATH": str(target), "PATH": str(BIN)}
    listed = subprocess.run([str(BIN / "hespas"), "estimators"], capture_output=True, text=True, env=env)
    assert re.search(r"^halfpeak\s+plugin from hespas-example-estimator 0\.1\.0\s+example plugin", listed.stdout, re.M)
    step = tmp_path / "step.mlir"
    step.write_text(MATMUL)
    done = subprocess.run([str(BIN / "hespas-opt"), str(step),
                           "--hespas-annotate-costs=hardware=h100 estimator=halfpeak"], capture_output=True, text=True,
                          env=env)
    assert done.returncode == 0, done.stderr
    module = parse_module(done.stdout, make_context())
    totals = module.operation.attributes["hespas.totals"]
    assert (totals["estimated_ops"].value, totals["fallback_ops"].value) == (1, 1)
    ops = {op.name: op.attributes["hespas.cost"] for op in module.body.operations[0].regions[0].blocks[0].operations
           if "hespas.cost" in op.attributes}
    assert ops["stablehlo.dot_general"]["estimator"].value == "halfpeak"
    assert ops["stablehlo.add"]["estimator"].value == "roofline"
    # 2 x 64 x 16 x 32 FLOPs at half of the H100's 494.7 TF32 TFLOPS; 12 KiB read + 4 KiB written at 3350 GB/s
    # on h100's [efficiency] memory curve (the roofline the plugin composes with): (bytes + 5e5) / (3350 * 0.89).
    hardware = load_hardware("h100")
    compute_ns = 65536 / (hardware.peak_flops_per_s("f32", True, True) / 1e9 * 0.5)
    memory_ns = (8192 + 2048 + 4096 + 5e5) / (hardware.memory_bandwidth_GBps * 0.89)
    expected = max(compute_ns, memory_ns) + hardware.launch_overhead_ns
    assert ops["stablehlo.dot_general"]["time_ns"].value == pytest.approx(expected)
