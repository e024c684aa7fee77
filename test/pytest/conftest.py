"""pytest in a checkout: where the shared data lies, the markers that skip tests needing it, the package layout,
loading the checkout's scripts (benchmarks/, tools/) as modules, and the test data several test modules share
(a toy hardware file tests build on, small modules, Chakra inputs).

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
import importlib.util
import os
import sys
import tomllib
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


def load_script(path: Path):
    """The checkout's script at ``path`` as a module, registered in ``sys.modules`` under a name of its own
    (dataclasses look their module up by name)."""
    name = "hespas_checkout_" + path.stem
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def write_chakra_inputs(folder: Path) -> list[str]:
    """Two ranks' Chakra traces (one 1 MiB all-reduce each, ``folder/w.<rank>.et``) and ASTRA-sim configs for
    them (a 2-NPU ring, ``n.yml``; ring collectives, ``s.json``): `hespas simulate`'s Chakra-mode arguments."""
    from hespas.chakra import schema
    from hespas.chakra.et_io import make_attr, trace_paths, write_trace

    node = schema.Node(id=0, name="ar", type=schema.COMM_COLL_NODE)
    node.attr.extend([make_attr("comm_type", schema.ALL_REDUCE), make_attr("comm_size", 1 << 20)])
    for path in trace_paths(folder / "w", 2):
        write_trace(path, schema.GlobalMetadata(), [node])
    (folder / "n.yml").write_text("topology: [ Ring ]\nnpus_count: [ 2 ]\nbandwidth: [ 100 ]\nlatency: [ 500 ]\n")
    (folder / "s.json").write_text(
        '{"all-reduce-implementation": ["ring"], "all-gather-implementation": ["ring"], '
        '"reduce-scatter-implementation": ["ring"], "all-to-all-implementation": ["ring"], '
        '"preferred-dataset-splits": 1, "local-mem-bw": 1000}')
    return ["--chakra", str(folder / "w"), "--network", str(folder / "n.yml"), "--system", str(folder / "s.json")]


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
