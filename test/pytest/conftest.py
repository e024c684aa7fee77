"""pytest in a checkout: where the shared data lies, the markers that skip tests needing it, the package layout,
loading the checkout's scripts (benchmarks/, tools/) as modules, and the test data several test modules share
(a toy hardware file tests build on, small modules, Chakra inputs, modules run through hespas passes), and the
iree-compile processes a command runs (the interrupt tests watch them).

The shared data (real workloads, ASTRA-sim reference runs) is not part of the repository. It is read from
``$HESPAS_SHARED_DIR`` when set, else from the ``shared/`` folder beside the checkout (``<repo>/../shared``).
This module is the only place a test names a path outside the repository; a test that needs the shared data
carries ``needs_workloads`` or ``needs_vectors`` and is skipped, never failed, when the data is absent.

pyproject.toml installs ``passes/`` and ``tools/`` as ``hespas.passes`` and ``hespas.tools``. ``python -m pytest``
puts the working directory first on ``sys.path``, so from the repository root the checkout's ``hespas/`` is
imported instead of the installed package; with a non-editable install nothing then maps the two folders. The
finder below maps them from pyproject's own ``package-dir``, after every other finder, so it only answers when
no installed copy does.
"""

from __future__ import annotations

import importlib.abc
import json
import importlib.util
import os
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
SHARED_DIR = Path(os.environ.get("HESPAS_SHARED_DIR") or REPO_ROOT.parent / "shared").resolve()
WORKLOADS = SHARED_DIR / "workloads"
VECTORS = SHARED_DIR / "reference" / "astra-sim-vectors"

needs_workloads = pytest.mark.skipif(
    not WORKLOADS.is_dir(), reason=f"shared workloads not found in {WORKLOADS} (see HESPAS_SHARED_DIR)")
# A toy accelerator's hardware TOML (f32 10 TFLOP/s, bf16 40, 100 GB/s, 8 GiB, 500 ns launches): the least a hardware
# file holds. Tests append tables to it or replace its lines.
TOY_HARDWARE = """\
name = "toy"
description = "a toy accelerator"
memory_bandwidth_GBps = 100
memory_capacity_GiB = 8
launch_overhead_ns = 500
[peak_TFLOPS]
f32 = 10
bf16 = 40
"""
needs_vectors = pytest.mark.skipif(
    not (VECTORS / "vectors.csv").is_file(),
    reason=f"ASTRA-sim reference vectors not found in {VECTORS} (see HESPAS_SHARED_DIR)")


# One bf16 GEMM, 8192 x 8192 x 8192, on one device (no device-count attributes: one device).
GEMM = """module @gemm {
  func.func @main(%a: tensor<8192x8192xbf16>, %b: tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
        : (tensor<8192x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
    return %0 : tensor<8192x8192xbf16>
  }
}
"""
# A column sum of a 2048 x 768 f32 matrix (test/passes/annotate-costs-occupancy.mlir's): one reduction kernel.
COLUMN_SUM = """func.func @main(%x: tensor<2048x768xf32>) -> tensor<768xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0]
      : (tensor<2048x768xf32>, tensor<f32>) -> tensor<768xf32>
  return %0 : tensor<768xf32>
}"""
# Two independent 64-element f32 all-reduces (256 bytes each) and an FSDP-style all-reduce whose
# only use is this partition's quarter of it, on 4 partitions.
THREE_ALL_REDUCES = """
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<8xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<2xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %2 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %two = stablehlo.constant dense<2> : tensor<ui32>
    %offset = stablehlo.multiply %pid, %two : tensor<ui32>
    %3 = stablehlo.dynamic_slice %2, %offset, sizes = [2] : (tensor<8xf32>, tensor<ui32>) -> tensor<2xf32>
    return %0, %1, %3 : tensor<64xf32>, tensor<64xf32>, tensor<2xf32>
  }
}
"""


def attention_step(tmp_path: Path) -> Path:
    """A bf16 forward attention as JAX writes it (scores, softmax, weighted sum) on one device."""
    import jax
    import jax.numpy as jnp
    x = jax.ShapeDtypeStruct((2, 256, 4, 64), jnp.bfloat16)
    attention = jax.jit(lambda q, k, v: jax.nn.dot_product_attention(q, k, v, implementation="xla"))
    text = attention.lower(x, x, x).as_text()
    path = tmp_path / "attention.mlir"
    path.write_text(text)
    return path


def load_script(path: Path):
    """The checkout's script at ``path`` as a module, registered in ``sys.modules`` under a name of its own
    (dataclasses look their module up by name)."""
    name = "hespas_checkout_" + path.stem
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def write_chakra_inputs(folder: Path, ranks: int = 2, algorithm: str = "ring",
                        endpoint_delay_ns: int | None = None) -> list[str]:
    """``ranks`` ranks' Chakra traces (one 1 MiB all-reduce each, ``folder/w.<rank>.et``) and ASTRA-sim configs for
    them (a ``ranks``-NPU ring at 100 GB/s and 500 ns, ``n.yml``; ``algorithm`` collectives and, if given, the
    endpoint delay, ``s.json``): `hespas simulate`'s Chakra-mode arguments."""
    from hespas.chakra import schema
    from hespas.chakra.et_io import make_attr, trace_paths, write_trace

    node = schema.Node(id=0, name="ar", type=schema.COMM_COLL_NODE)
    node.attr.extend([make_attr("comm_type", schema.ALL_REDUCE), make_attr("comm_size", 1 << 20)])
    for path in trace_paths(folder / "w", ranks):
        write_trace(path, schema.GlobalMetadata(), [node])
    (folder / "n.yml").write_text(
        f"topology: [ Ring ]\nnpus_count: [ {ranks} ]\nbandwidth: [ 100 ]\nlatency: [ 500 ]\n")
    kinds = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all")
    system = {f"{kind}-implementation": [algorithm] for kind in kinds}
    system.update({"preferred-dataset-splits": 1, "local-mem-bw": 1000})
    if endpoint_delay_ns is not None:
        system["endpoint-delay"] = endpoint_delay_ns
    (folder / "s.json").write_text(json.dumps(system))
    return ["--chakra", str(folder / "w"), "--network", str(folder / "n.yml"), "--system", str(folder / "s.json")]


def descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (Linux /proc: each thread's children file)."""
    found, queue = [], [pid]
    while queue:
        parent = queue.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                children = [int(word) for word in (task / "children").read_text().split()]
            except OSError:
                continue
            found += children
            queue += children
    return found


def compiling(pid: int) -> list[int]:
    """The iree-compile processes below ``pid`` that compile a module (not IREE's target query)."""
    return _running(descendants(pid), b"--iree-input-type=stablehlo")


def still_compiling(pids: list[int]) -> list[int]:
    """Those of ``pids`` that are still iree-compile processes (an exited one has no command line)."""
    return _running(pids, b"iree-compile")


def _running(pids, marker: bytes) -> list[int]:
    """Those of ``pids`` whose command line holds ``marker``."""
    running = []
    for pid in pids:
        try:
            if marker in Path(f"/proc/{pid}/cmdline").read_bytes():
                running.append(pid)
        except OSError:
            pass
    return running


@dataclass
class Stopped:
    """A hespas command stopped by a signal while it compiled: its exit, what it printed, how long it took to
    stop, and the iree-compile processes it had running when signalled."""
    returncode: int
    stdout: str
    stderr: str
    stopped_s: float
    compiles: list[int]


def signal_while_compiling(arguments: list[str], cwd: Path, signal_number: int) -> Stopped:
    """Run ``hespas ARGUMENTS`` in a subprocess (its profile cache in ``cwd``), send it ``signal_number`` once an
    iree-compile is running below it (to hespas only, as `kill` does: the compilers are not signalled), and wait
    for it to exit."""
    process = subprocess.Popen([sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())",
                                *arguments], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "HESPAS_CACHE_DIR": str(cwd / "cache")})
    try:
        deadline = time.monotonic() + 240
        while not compiling(process.pid):
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < deadline, "no iree-compile started"
            time.sleep(0.05)
        compiles = compiling(process.pid)
        process.send_signal(signal_number)
        signalled = time.monotonic()
        stdout, stderr = process.communicate(timeout=60)
        stopped_s = time.monotonic() - signalled
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return Stopped(process.returncode, stdout, stderr, stopped_s, compiles)


def shared_workloads() -> list[Path]:
    """Every shared workload file, sorted; empty when the shared data is absent."""
    return sorted(WORKLOADS.glob("*.mlir"))


def package_dirs() -> dict[str, Path]:
    """pyproject's package-dir: installed package name -> its source folder in this checkout."""
    with open(REPO_ROOT / "pyproject.toml", "rb") as stream:
        mapping = tomllib.load(stream)["tool"]["setuptools"]["package-dir"]
    return {package: REPO_ROOT / folder for package, folder in mapping.items()}


class CheckoutLayoutFinder(importlib.abc.MetaPathFinder):
    """Finds the mapped packages whose folder is not where Python would look (``hespas.passes`` -> ``passes/``)."""

    def __init__(self, folders: dict[str, Path]):
        self.folders = {package: folder for package, folder in folders.items()
                        if folder != REPO_ROOT.joinpath(*package.split("."))}

    def find_spec(self, fullname, path=None, target=None):
        folder = self.folders.get(fullname)
        if folder is None:
            return None
        return importlib.util.spec_from_file_location(fullname, folder / "__init__.py",
                                                      submodule_search_locations=[str(folder)])


if not any(isinstance(finder, CheckoutLayoutFinder) for finder in sys.meta_path):
    sys.meta_path.append(CheckoutLayoutFinder(package_dirs()))


def run_passes(text: str, *passes: tuple[str, str]):
    """A fresh context and the module parsed from ``text`` after the hespas ``passes`` ((name, options) pairs,
    in order) ran on it; the context is returned because the module lives only as long as it does."""
    from hespas.ir import make_context, parse_module, passmanager
    from hespas.passes import create_pass

    context = make_context()
    module = parse_module(text, context)
    with context:
        pm = passmanager.PassManager("builtin.module", context=context)
        for name, options in passes:
            create_pass(name, options).add_to(pm)
        pm.run(module.operation)
    return context, module
