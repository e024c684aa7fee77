"""The profiling estimator with the real IREE and jaxlib: extraction, measurement, cache, bad input."""

import hashlib
import resource
import sqlite3

import iree.runtime as iree_runtime
import numpy as np
import pytest

from conftest import run_passes
import hespas.profile.cache as cache_module
import hespas.profile.host_memory as host_memory
from hespas.diagnostics import HespasError
from hespas.ir import ir, make_context, parse_module
from hespas.profile import make_backend, profile_module
from hespas.profile.cache import CachedResult, CacheKey, ProfileCache
from hespas.profile.errors import MeasurementError
from hespas.profile.extract import extract_region
from hespas.profile.inputs import make_arguments
from hespas.profile.profiler import BASELINE_ARGUMENTS, BASELINE_MODULE, Job, Profiler
from hespas.profile.timing import BATCH_NS, TURN_NS, time_against_baseline

# A region as XLA exports them after fusion: an mhlo.fusion, an mhlo.copy, sharding and hespas attributes.
FUSED_REGION = """
module {
  func.func private @main_region_0(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32>
      attributes {hespas.region, hespas.region_hash = "0123456789abcdef"} {
    %0 = "mhlo.fusion"(%a) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%x: tensor<4x8xf32>):
      %e = stablehlo.exponential %x : tensor<4x8xf32>
      mhlo.return %e : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = mhlo.copy %b {mhlo.sharding = "{replicated}"} : tensor<8x4xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] {hespas.cost = {flops = 256 : i64}}
        : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
    return %2 : tensor<4x4xf32>
  }
}
"""

# Three compute regions between two all_reduces, each of 1 MiB tensors (hundreds of microseconds on a CPU):
# far above the timing noise of a loaded machine, so no region measures 0 after the baseline is removed.
THREE_REGIONS = """
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} {
  func.func public @main(%x: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %1 = "stablehlo.all_reduce"(%0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %2 = stablehlo.tanh %1 : tensor<512x512xf32>
    %3 = "stablehlo.all_reduce"(%2) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %4 = stablehlo.exponential %3 : tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
}
"""


@pytest.fixture(scope="module")
def cpu():
    return make_backend("iree", "llvm-cpu", "local-sync")


def test_extraction_gives_pure_stablehlo_that_iree_compiles_and_computes(cpu):
    context = make_context()
    module = parse_module(FUSED_REGION, context)
    with context:
        region = extract_region(next(iter(module.body.operations)).operation)
    for foreign in ("mhlo", "hespas", "sdy"):
        assert foreign not in region.text
    assert [spec.shape for spec in region.arguments] == [(4, 8), (8, 4)]
    config = iree_runtime.Config(device=cpu._config.device)
    system = iree_runtime.SystemContext(config=config)
    system.add_vm_module(iree_runtime.VmModule.copy_buffer(system.instance, cpu.compile(region.text)))
    a, b = make_arguments(region.arguments)
    result = system.modules.module["main"](a, b).to_host()
    np.testing.assert_allclose(result, np.exp(a) @ b, rtol=1e-5)


def partitioned(text: str):
    return run_passes(text, ("hespas-annotate-costs", "hardware=host-cpu"), ("hespas-partition", "min-region-ns=0"))


def cost(op) -> dict:
    attr = ir.DictAttr(op.attributes["hespas.cost" if "hespas.cost" in op.attributes else "hespas.totals"])
    return {named.name: getattr(named.attr, "value", None) for named in attr}


def test_profiler_measures_regions_once_and_the_cache_serves_the_second_run(cpu, tmp_path):
    cache = ProfileCache(tmp_path / "cache.sqlite3")
    first = Profiler(cpu, cache, repetitions=2)
    context, module = partitioned(THREE_REGIONS)
    with context:
        summary = profile_module(module.operation, first)
        functions = {ir.StringAttr(op.attributes["sym_name"]).value: op
                     for op in (view.operation for view in module.body.operations)}
        regions = [op for name, op in functions.items() if "hespas.region" in op.attributes]
        calls = [view.operation for view in functions["main"].regions[0].blocks[0].operations
                 if view.operation.name == "func.call"]
        region_times = [cost(op)["time_ns"] for op in regions]
        assert (summary.regions, summary.distinct, summary.measured, summary.failed) == (3, 3, 3, 0)
        assert all(cost(op)["estimator"] == "profile" and cost(op)["time_ns"] > 0 for op in regions + calls)
        assert sorted(cost(call)["time_ns"] for call in calls) == sorted(region_times)
        assert cost(module.operation)["estimator"] == "profile"
        assert cost(module.operation)["time_ns"] == pytest.approx(sum(region_times))
    assert first.compiles == 4  # three regions and the baseline call

    second = Profiler(cpu, cache, repetitions=2)
    context, module = partitioned(THREE_REGIONS)
    with context:
        summary = profile_module(module.operation, second)
        again = sorted(cost(view.operation)["time_ns"] for view in module.body.operations
                       if "hespas.region" in view.operation.attributes)
    assert second.compiles == 0 and summary.measured == 0
    assert again == sorted(region_times)


class StallingClock:
    """A fake clock, and calls that advance it by a fixed cost; a stall (another process holding the core)
    lands on chosen calls: timing noise on a shared host only ever adds time."""

    def __init__(self):
        self.now_ns = 0

    def __call__(self) -> int:
        return self.now_ns

    def call(self, cost_ns: int, stalled_calls: set[int], stall_ns: int):
        made = []

        def call():
            self.now_ns += cost_ns + (stall_ns if len(made) in stalled_calls else 0)
            made.append(None)
        return call


def test_a_call_and_the_no_kernel_call_each_keep_their_least_disturbed_batch():
    # A batch lasts at least BATCH_NS = 0.2 ms and a turn at least TURN_NS = 2 ms: for a 10 us region,
    # 2e5 / 1e4 = 20 calls a batch and 2e6 / (20 * 1e4) = 10 batches a turn; for a 3 us no-kernel call,
    # 2e5 / 3000 = 66.7 -> 67 calls and 2e6 / (67 * 3000) = 9.95 -> 10 batches. 5 turns: 50 batches each.
    # Each call has 2 warm-up calls and one that sizes its batches (calls 0-2), so batch b of the region is its
    # calls 3 + 20 b ... and of the no-kernel call 3 + 67 b ....
    # A 4 ms stall (another process on the core) lands in 30 of each one's 50 batches (b % 5 in 2, 3, 4):
    # 4e6 / 20 = 200000 ns more per region call there, 4e6 / 67 = 59701 ns per no-kernel call, so their medians
    # would be 210000 and 62701 ns; the least batches are the costs, 10000 and 3000.
    assert (BATCH_NS, TURN_NS) == (200_000, 2_000_000)
    clock = StallingClock()
    baseline = clock.call(3000, {3 + 67 * b for b in range(50) if b % 5 >= 2}, 4_000_000)
    region = clock.call(10_000, {3 + 20 * b for b in range(50) if b % 5 >= 2}, 4_000_000)
    times = time_against_baseline(region, baseline, 5, clock)
    assert times.baseline_ns == 3000
    assert times.time_ns == 10_000


# The quick calibration suite's `add 4096 f32` (jax.jit(jnp.add) of two f32[4096]): 5.8 us a call on this host
# where the no-kernel call takes 3.2 us; it came out 0 when a no-kernel time measured under load (6.4 to 20.7 us)
# was cached and subtracted.
SMALL_ADD = """func.func @main(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = stablehlo.add %a, %b : tensor<4096xf32>
  return %0 : tensor<4096xf32>
}"""


def test_a_region_slower_than_the_no_kernel_call_never_comes_out_zero_and_its_cache_row_stays_consistent(
        cpu, tmp_path):
    context = make_context()
    module = parse_module(SMALL_ADD, context)
    with context:
        region = extract_region(next(iter(module.body.operations)).operation)
    job = Job("add:" + hashlib.sha256(region.text.encode()).hexdigest()[:16], region)
    path = tmp_path / "cache.sqlite3"
    for _ in range(3):  # three runs, each measuring afresh with its own no-kernel call
        path.unlink(missing_ok=True)
        cache = ProfileCache(path)
        first = Profiler(cpu, cache, repetitions=3)
        outcome = first.measure([job])[job.content_hash]
        assert first.compiles == 2 and not outcome.from_cache  # the add and the no-kernel module
        with sqlite3.connect(path) as db:
            raw_ns, baseline_ns = db.execute("SELECT time_ns, baseline_ns FROM measurements").fetchone()
        assert 0 < baseline_ns < raw_ns
        assert outcome.time_ns == pytest.approx(raw_ns - baseline_ns) and outcome.time_ns > 0

        # A later run reads the raw time and the baseline it was measured with, not a baseline of its own.
        second = Profiler(cpu, cache, repetitions=3)
        again = second.measure([job])[job.content_hash]
        assert second.compiles == 0 and again.from_cache and again.time_ns == outcome.time_ns
        cache.close()


def test_a_backend_that_cannot_run_the_no_kernel_module_is_one_error(cpu, tmp_path, monkeypatch):
    context = make_context()
    module = parse_module(SMALL_ADD, context)
    with context:
        region = extract_region(next(iter(module.body.operations)).operation)
    compile_for_real = cpu.compile

    def compile_all_but_the_baseline(text):
        if text == BASELINE_MODULE:
            raise MeasurementError("iree-compile exited with status 1")
        return compile_for_real(text)

    monkeypatch.setattr(cpu, "compile", compile_all_but_the_baseline)
    with pytest.raises(HespasError, match=r"iree cannot run a module that launches no kernel \(iree-compile exited "
                                          r"with status 1\): nothing can be measured on this device"):
        Profiler(cpu, ProfileCache(tmp_path / "c.sqlite3"), 1).measure([Job("add", region)])


def test_region_iree_cannot_compile_keeps_its_analytical_time_with_one_warning(cpu, tmp_path, capsys):
    text = THREE_REGIONS.replace("%4 = stablehlo.exponential %3 : tensor<512x512xf32>",
                                 '%4 = stablehlo.custom_call @NoSuchKernel(%3) : (tensor<512x512xf32>) -> tensor<512x512xf32>')
    assert text != THREE_REGIONS
    context, module = partitioned(text)
    with context:
        summary = profile_module(module.operation, Profiler(cpu, ProfileCache(tmp_path / "c.sqlite3"), 2))
        estimators = sorted(cost(view.operation)["estimator"] for view in module.body.operations
                            if "hespas.region" in view.operation.attributes)
    assert summary.failed == 1 and estimators == ["profile", "profile", "roofline"]
    warnings = [line for line in capsys.readouterr().err.splitlines() if "could not be measured" in line]
    assert len(warnings) == 1 and "stablehlo.custom_call" in warnings[0]


def test_a_module_the_iree_runtime_refuses_is_a_failure_with_its_reason(cpu, tmp_path):
    # One fused dispatch reading 40 buffers: the runtime allows 32 bindings per dispatch.
    arguments = ", ".join(f"%a{i}: tensor<64xf32>" for i in range(40))
    sums = ["%s1 = stablehlo.add %a0, %a1 : tensor<64xf32>"]
    sums += [f"%s{i} = stablehlo.add %s{i - 1}, %a{i} : tensor<64xf32>" for i in range(2, 40)]
    text = f"func.func @main({arguments}) -> tensor<64xf32> {{\n" + "\n".join(sums) + \
        "\nreturn %s39 : tensor<64xf32>\n}"
    context = make_context()
    module = parse_module(text, context)
    with context:
        region = extract_region(next(iter(module.body.operations)).operation)
    outcome = Profiler(cpu, ProfileCache(tmp_path / "c.sqlite3"), 2).measure([Job("wide", region)])["wide"]
    assert outcome.time_ns is None
    assert outcome.failure == "IREE runtime: binding count 41 > 32"


@pytest.mark.skipif(host_memory._LIBC is None, reason="the C library is not glibc")
def test_timing_reuses_freed_host_memory_instead_of_faulting_fresh_pages():
    buffer_bytes = 64 * 2**20  # above glibc's largest mmap threshold
    huge_page_bytes = 2 * 2**20  # the largest page a fresh mapping can fault in at once (THP)

    def page_faults(allocations: int) -> int:
        # This thread's faults only: a thread of another test (IREE's, Ray's) may touch a page meanwhile.
        start = resource.getrusage(resource.RUSAGE_THREAD).ru_minflt
        for _ in range(allocations):
            buffer = np.empty(buffer_bytes, np.uint8)
            buffer.fill(1)
            del buffer
        return resource.getrusage(resource.RUSAGE_THREAD).ru_minflt - start

    fresh_faults_at_least = 3 * buffer_bytes // huge_page_bytes
    assert page_faults(3) >= fresh_faults_at_least
    with host_memory.reused_host_memory():
        page_faults(1)
        # The interpreter itself may fault a page or two (a new small-object arena); a fresh buffer faults 32+.
        assert page_faults(3) <= 2
    assert page_faults(3) >= fresh_faults_at_least  # the defaults are back


def test_xla_backend_times_the_same_module():
    xla = make_backend("xla", "llvm-cpu")
    context = make_context()
    module = parse_module(FUSED_REGION, context)
    with context:
        region = extract_region(next(iter(module.body.operations)).operation)
    baseline = xla.loaded(xla.compile(BASELINE_MODULE), BASELINE_ARGUMENTS)
    times = time_against_baseline(xla.loaded(xla.compile(region.text), region.arguments), baseline, 2)
    assert times.time_ns > 0 and times.baseline_ns > 0
    assert xla.device_key.startswith("llvm-cpu:") and xla.version.startswith("jaxlib-")


def test_a_corrupt_cache_is_moved_aside_and_a_new_one_started(tmp_path, capsys):
    path = tmp_path / "profile.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    cache = ProfileCache(path)
    key = CacheKey("h", "llvm-cpu", "d", "v", "iree")
    cache.put(key, CachedResult(12.5, None))
    assert cache.get(key) == CachedResult(12.5, None)
    assert len(list(tmp_path.glob("profile.sqlite3.corrupt-*"))) == 1
    assert "cannot be used" in capsys.readouterr().err


def test_a_cache_of_another_version_is_moved_aside_naming_its_columns(tmp_path, capsys):
    path = tmp_path / "profile.sqlite3"
    with sqlite3.connect(path) as older:  # a table of another hespas version: one column fewer
        older.execute("CREATE TABLE measurements (region_hash TEXT, time_ns REAL)")
    cache = ProfileCache(path)
    key = CacheKey("h", "llvm-cpu", "d", "v", "iree")
    cache.put(key, CachedResult(12.5, None, 3.0))
    assert cache.get(key) == CachedResult(12.5, None, 3.0)
    error = capsys.readouterr().err
    assert "has columns region_hash, time_ns, not" in error and "another hespas version" in error


@pytest.mark.parametrize("column, value", [("time_ns", "abc"), ("baseline_ns", "x")])
def test_a_row_another_program_wrote_into_counts_as_missing(tmp_path, column, value):
    # before: a time_ns of 'abc' reached the profiler's arithmetic: TypeError traceback
    path = tmp_path / "profile.sqlite3"
    cache = ProfileCache(path)
    key = CacheKey("h", "llvm-cpu", "d", "v", "iree")
    cache.put(key, CachedResult(12.5, None, 3.0))
    with sqlite3.connect(path) as other:
        other.execute(f"UPDATE measurements SET {column} = ?", (value,))
    assert cache.get(key) is None
    cache.put(key, CachedResult(13.0, None, 3.0))  # measured again, the row replaced
    assert cache.get(key) == CachedResult(13.0, None, 3.0)


def test_measurements_compiled_for_another_chip_are_not_found(cpu, tmp_path):
    # before: a mistyped chip's failures ("Unknown CPU for target architecture") were found by every later run
    # without it, which then measured nothing
    host, other = make_backend("iree", "llvm-cpu", "local-sync"), make_backend("iree", "llvm-cpu", "local-sync",
                                                                                 "znver99")
    cache = ProfileCache(tmp_path / "profile.sqlite3")
    Profiler(other, cache, 1)._store("h", CachedResult(None, "Unknown CPU for target architecture x86_64."))
    assert Profiler(other, cache, 1)._lookup("h") is not None
    assert Profiler(host, cache, 1)._lookup("h") is None


def test_a_locked_cache_skips_the_write_and_keeps_other_entries(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(cache_module, "BUSY_TIMEOUT_MS", 50)
    path = tmp_path / "profile.sqlite3"
    cache = ProfileCache(path)
    kept = CacheKey("kept", "llvm-cpu", "d", "v", "iree")
    cache.put(kept, CachedResult(1.0, None))
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")
    cache.put(CacheKey("new", "llvm-cpu", "d", "v", "iree"), CachedResult(2.0, None))
    holder.rollback()
    holder.close()
    assert "busy" in capsys.readouterr().err
    assert cache.get(kept) == CachedResult(1.0, None)


def test_cache_location_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("HESPAS_CACHE_DIR", str(tmp_path / "explicit"))
    assert cache_module.default_cache_dir() == tmp_path / "explicit"
    monkeypatch.delenv("HESPAS_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_module.default_cache_dir() == tmp_path / "xdg" / "hespas"


@pytest.mark.parametrize("backend, target, device, message", [
    ("iree", "metal", "", "unknown target 'metal' (supported: llvm-cpu, cuda, rocm, vulkan)"),
    ("iree", "llvm-cpu", "7", "no CPU device '7' (devices: 0: default, local-sync)"),
    ("xla", "vulkan", "", "backend=xla cannot measure target 'vulkan'"),
    ("tvm", "llvm-cpu", "", "unknown backend 'tvm' (available: iree, xla)"),
])
def test_bad_targets_and_devices_are_clear_errors(backend, target, device, message):
    with pytest.raises(HespasError, match=message.replace("(", r"\(").replace(")", r"\)")):
        make_backend(backend, target, device)


def test_cuda_without_a_cuda_device_says_so():
    try:
        iree_runtime.get_driver("cuda").query_available_devices()
        pytest.skip("this machine has a CUDA device")
    except (RuntimeError, ValueError):
        pass
    with pytest.raises(HespasError, match="no CUDA device"):
        make_backend("iree", "cuda")


CRASH = """Please report issues to https://github.com/iree-org/iree/issues and include the crash backtrace.
Stack dump:
0.\tProgram arguments: iree-compile - --iree-input-type=stablehlo
 #0 0x00007f3a2515a0ab llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) Signals.cpp:0:0
 #1 0x00007f3a251571fe llvm::sys::RunSignalHandlers() Signals.cpp:0:0
 #2 0x00007f3a2515ac10 SignalHandler(int, siginfo_t*, void*) Signals.cpp:0:0
 #3 0x00007f3a1f25a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
 #4 0x00007f3a25fde339 mlir::iree_compiler::stablehlo::(anonymous namespace)::CustomCallIsTopK::matchAndRewrite(mlir::stablehlo::CustomCallOp, mlir::PatternRewriter&) const StableHLOToStableHLO.cpp:0:0
 #5 0x00007f3a2a1c3b2d mlir::PatternApplicator::matchAndRewrite(mlir::Operation*) PatternApplicator.cpp:0:0
"""


def test_a_compiler_crash_is_reported_by_the_function_it_crashed_in():
    # iree-compile's crash on the shared custom_call_topk.mlir (the stack dump abridged); before, the cached and
    # printed reason was the banner's first line, "Please report issues to ..."
    from hespas.profile.iree_backend import first_error_line

    assert first_error_line(CRASH) == ("iree-compile crashed in "
                                       "mlir::iree_compiler::stablehlo::{anonymous}::CustomCallIsTopK::matchAndRewrite")
    assert first_error_line("a.mlir:3:1: error: 'foo' op unknown\nnote: x") == "'foo' op unknown"
