"""The examples hespas ships, exported again in this process (for the *_vs_xla benchmarks).

Each ``examples/<name>/export.py`` has ``exports(stage) -> {stem: ExportResult}``; the
results carry XLA's compiled program, so a benchmark compares hespas with XLA's own
analyses of exactly the module hespas reads.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from hespas.export import use_virtual_devices

EXAMPLES_DIR = Path(__file__).resolve().parents[1] / "examples"
EXAMPLES = ("gemm_tensor_parallel", "mlp_dp_tp", "llama_fsdp", "pipeline_parallel", "moe_expert_parallel",
            "resnet_data_parallel")
MAX_DEVICES = 8  # the largest mesh among the examples: JAX gets this many virtual devices up front


def exported_examples(names=EXAMPLES, stage: str = "optimized"):
    """Yield (stem, ExportResult) for every export of the named examples, at ``stage``."""
    use_virtual_devices(MAX_DEVICES)
    for name in names:
        path = EXAMPLES_DIR / name / "export.py"
        spec = importlib.util.spec_from_file_location(f"hespas_example_{name}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield from module.exports(stage).items()
