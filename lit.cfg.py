"""lit configuration: .mlir tests under test/ run hespas-opt and hespas, checked with filecheck."""

import os
import shutil

import lit.formats

config.name = "hespas"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root
# Only test/ holds lit tests; examples/ and the rest hold .mlir files that are not tests.
# (Source folders hold no .mlir files, so they need no exclusion.)
config.excludes = ["pytest", "Inputs", "examples", "benchmarks", "build", ".venv", "Output"]

# Tools come from the environment hespas is installed in.
config.environment["PATH"] = os.environ.get("PATH", "")
for variable in ("HOME", "TMPDIR", "PYTHONPATH", "VIRTUAL_ENV"):
    if variable in os.environ:
        config.environment[variable] = os.environ[variable]
for tool in ("hespas-opt", "hespas", "filecheck"):
    if shutil.which(tool) is None:
        lit_config.fatal(f"'{tool}' is not on PATH: install hespas with its test extra first")
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "test", "Inputs")))

# The optional estimators that can run here, as features for `%if scalesim %{ ... %}` in RUN lines.
from hespas.estimators.registry import list_estimators  # noqa: E402

config.available_features.update(i.name for i in list_estimators() if i.origin == "built-in" and not i.unavailable)
