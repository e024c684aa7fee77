"""The layers show in the imports: the cost record, the program representation and the simulator never
import the compiler (MLIR, JAX, IREE), protobuf or the Chakra format; no library module imports the CLI."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "hespas"
# what the cost record, the program representation and the simulator may not import (modules and their
# submodules)
COMPILER_AND_FORMATS = ("jax", "jaxlib", "iree", "mlir", "google", "hespas.ir", "hespas.ir_rewrite", "hespas.ir_calls",
                        "hespas.passes", "hespas.attributes", "hespas.costs", "hespas.lowering", "hespas.workload",
                        "hespas.chakra", "hespas.astrasim", "hespas.hardware", "hespas.cli")


def imported_modules(path: Path) -> set[str]:
    """Every module a source file imports, at any depth in the file (lazy imports included)."""
    tree = ast.parse(path.read_text(), str(path))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def forbidden(modules: set[str], prefixes) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes))


@pytest.mark.parametrize("path", sorted((PACKAGE / "sim").glob("*.py")) + sorted((PACKAGE / "program").glob("*.py"))
                         + [PACKAGE / "cost_record.py"], ids=lambda path: f"{path.parent.name}/{path.name}")
def test_cost_record_program_and_simulator_import_no_compiler_and_no_format(path):
    assert forbidden(imported_modules(path), COMPILER_AND_FORMATS) == []


def test_the_program_representation_does_not_import_the_simulator():
    for path in (PACKAGE / "program").glob("*.py"):
        assert forbidden(imported_modules(path), ("hespas.sim",)) == [], path


def test_no_library_module_imports_the_cli():
    offenders = [str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
                 if "cli" not in path.relative_to(PACKAGE).parts and forbidden(imported_modules(path), ("hespas.cli",))]
    assert offenders == []


def test_the_checker_sees_a_lazy_import(tmp_path):
    source = tmp_path / "lazy.py"
    source.write_text("def f():\n    from jax.extend import mlir\n")
    assert forbidden(imported_modules(source), COMPILER_AND_FORMATS) == ["jax.extend", "jax.extend.mlir"]


def test_loading_the_simulator_and_a_saved_program_loads_neither_jax_nor_protobuf():
    code = ("import sys, hespas.sim, hespas.sim.step, hespas.program.file, hespas.systems, hespas.cost_record\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'jax', 'jaxlib', 'iree', 'google'}))")
    completed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert completed.stdout.strip() == "[]"


def test_a_sweep_that_only_simulates_imports_no_compiler(tmp_path):
    # A sweep's parent, and a worker whose programs all come from the cache, read the sweep file, load
    # hardware and system presets, group the lowerings by fusion setting and simulate: none of it may
    # import JAX or IREE (hespas.hardware reads [calibration] through hespas.costs.calibration_table).
    sweep = tmp_path / "sweep.toml"
    sweep.write_text('[[workloads]]\npath = "step.mlir"\n\n[axes]\nhardware = ["a100", "mi300x"]\nsystem_size = [4, 8]\n')
    (tmp_path / "step.mlir").write_text("module {}\n")
    code = ("import sys, hespas.cli, hespas.sweep.tasks, hespas.sweep.record, hespas.sim.step\n"
            "from hespas.sweep.spec import load_sweep\n"
            "from hespas.sweep.run import resolve\n"
            "from hespas.sweep.lowering import prepare_key\n"
            f"spec = load_sweep({str(sweep)!r})\n"
            "assert len({prepare_key(resolve(point)[1]) for point in spec.points}) == 2\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'jax', 'jaxlib', 'iree'}))")
    completed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path)
    assert completed.stdout.strip() == "[]"
