"""Workloads from JAX: a function, its inputs' shapes and shardings, and a mesh in; per-device
StableHLO with explicit collectives out, made by XLA's own SPMD partitioner (GSPMD or
Shardy) on virtual CPU devices, so no accelerator is needed.

    from jax.sharding import PartitionSpec as P
    from hespas.export import export_step

    result = export_step(step, (params, x), {"data": 2, "model": 4}, in_shardings=(P(None, "model"), P("data")))
    result.write("out/step")   # out/step.partitioned.mlir (per device) and out/step.global.mlir

``hespas export MODULE:FUNCTION --spec spec.toml -o PREFIX`` does the same from a spec
file or a Python spec function (``hespas.export.spec``).
"""

import importlib

# Public name -> the submodule that defines it. Submodules load on first use, so that loaders which only
# need ``hespas.export.global_module`` (hespas-opt, hespas simulate) do not import the exporter's JAX stack.
_EXPORTS = {
    "use_virtual_devices": "devices", "STAGES": "stages", "DEFAULT_STAGE": "stages", "DTYPES": "spec",
    "ExportSpec": "spec", "InputSpec": "spec",
    "load_spec": "spec", "python_spec": "spec", "PARTITIONERS": "step", "ExportResult": "step",
    "check_output_prefix": "step", "export_step": "step", "source_of": "step", "make_mesh": "step",
    "load_function": "target",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_EXPORTS[name]}"), name)
