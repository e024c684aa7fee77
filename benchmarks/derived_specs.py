"""Export specs for published anchors that the shared validation set has no case for, derived from its own specs.

The set's ResNet-50 TF32 8x A100 anchor (``dle_rn50_tf32_8xa100``) has no program: its entry says ``simulated:
false``. Its measured run differs from the 8x AMP anchor's as the 1x TF32 run differs from the 1x AMP run: in
precision only (DeepLearningExamples' ``configs.yml`` gives both the same batch, 256 per GPU, on DGXA100). So its
spec is the set's 8-GPU AMP spec with every field that the set's two 1-GPU specs set differently taken from the
TF32 one (today: the ``dtype`` static argument and the images' dtype, f16 to f32); any other difference between
the 1-GPU specs (a shape, a sharding) is an error, since it would not carry over to 8 GPUs.

    hespas export MODEL.py:train_step --spec benchmarks/derived_specs.py:dle_rn50_tf32_b256_dp8 -o PREFIX
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from hespas.diagnostics import HespasError, SourceLocation
from hespas.export.spec import ExportSpec, load_spec

SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[2] / "shared"))
SPECS = SHARED / "validation" / "specs"


def dle_rn50_tf32_b256_dp8() -> dict:
    """ResNet-50 on 8 GPUs at TF32: the AMP dp8 spec with the 1-GPU TF32 spec's precision."""
    return _as_python_spec(with_change(load_spec(str(SPECS / "dle_rn50_amp_b256_dp8.toml")),
                                       load_spec(str(SPECS / "dle_rn50_amp_b256_1gpu.toml")),
                                       load_spec(str(SPECS / "dle_rn50_tf32_b256_1gpu.toml"))))


def with_change(target: ExportSpec, before: ExportSpec, after: ExportSpec) -> ExportSpec:
    """``target`` with the static arguments and input dtypes that ``after`` changes from ``before``."""
    if len(before.inputs) != len(target.inputs) or len(after.inputs) != len(target.inputs):
        raise HespasError("the specs have different numbers of inputs", SourceLocation(target.source))
    inputs = []
    for old, new, mine in zip(before.inputs, after.inputs, target.inputs):
        if (old.name, old.shape, old.sharding, old.donate) != (new.name, new.shape, new.sharding, new.donate) \
                or mine.name != old.name:
            raise HespasError(f"input '{old.name}' differs in more than its dtype", SourceLocation(after.source))
        inputs.append(dataclasses.replace(mine, dtype=new.dtype) if new.dtype != old.dtype else mine)
    if set(before.static_kwargs) != set(after.static_kwargs):
        raise HespasError("the specs' static arguments have different keys", SourceLocation(after.source))
    changed = {key: value for key, value in after.static_kwargs.items() if before.static_kwargs[key] != value}
    return dataclasses.replace(target, arguments=tuple(inputs), static_kwargs={**target.static_kwargs, **changed})


def _as_python_spec(spec: ExportSpec) -> dict:
    if isinstance(spec.arguments, dict):
        raise HespasError("a spec with named [inputs] cannot be derived", SourceLocation(spec.source))
    arguments, shardings, donated = spec.bind(None)
    return {"mesh": spec.mesh_axes, "args": arguments, "in_shardings": shardings,
            "out_shardings": spec.out_shardings(), "donate_argnums": donated, "static": spec.static_kwargs}
