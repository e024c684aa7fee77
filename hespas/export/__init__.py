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

from hespas.export.devices import use_virtual_devices
from hespas.export.hlo import STAGES
from hespas.export.spec import DTYPES, ExportSpec, InputSpec, load_spec, python_spec
from hespas.export.step import PARTITIONERS, ExportResult, check_output_prefix, export_step, make_mesh
from hespas.export.target import load_function

__all__ = ["DTYPES", "PARTITIONERS", "STAGES", "ExportResult", "ExportSpec", "InputSpec", "check_output_prefix",
           "export_step", "load_function", "load_spec", "make_mesh", "python_spec", "use_virtual_devices"]
