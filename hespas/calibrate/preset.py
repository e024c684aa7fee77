"""Writing a calibrated hardware preset: the base preset's figures as numbers, plus ``[calibration]``.

The figures are written resolved (a ``host-cpu`` preset's load-time estimate
becomes fixed numbers), because the efficiencies are fractions of exactly these
peaks and this bandwidth. Everything else the base states that shapes how a program is lowered and costed
is carried over as it is: its XLA backend, attention mode, layouts, achieved-rate curves, GPU cores, Tensor
Core channel multiples and fused-attention rates (not its aliases: they name the base). The file is the TOML
subset the loader reads back.
"""

from __future__ import annotations

import json

from hespas.costs.calibration_table import Calibration
from hespas.hardware import Hardware


def preset_text(base: Hardware, calibration: Calibration, command: str) -> str:
    lines = [f"# Calibrated from '{base.name}' ({base.source_path}) by: {command}",
             f"# Measured with {calibration.backend} {calibration.version} on {calibration.target} "
             f"({calibration.device}).",
             f"name = {_value(base.name + '-calibrated')}",
             f"description = {_value(base.description + ' (calibrated)')}"]
    if base.reduced_precision_f32_matmul:
        lines.append(f"reduced_precision_f32_matmul = {_value(base.reduced_precision_f32_matmul)}")
    lines += [f"memory_bandwidth_GBps = {_value(base.memory_bandwidth_GBps)}",
              f"memory_capacity_GiB = {_value(base.memory_capacity_GiB)}",
              f"launch_overhead_ns = {_value(base.launch_overhead_ns)}",
              f"xla_backend = {_value(base.xla_backend)}",
              f"attention = {_value(base.attention)}"]
    if base.nchw_convolution_dtypes:
        lines.append(f"nchw_convolution_dtypes = {_value(list(base.nchw_convolution_dtypes))}")
    lines += _table("peak_TFLOPS", dict(base.peak_TFLOPS))
    if base.vector_peak_TFLOPS:
        lines += _table("vector_peak_TFLOPS", dict(base.vector_peak_TFLOPS))
    if base.systolic_array is not None:
        lines += _table("systolic_array", vars(base.systolic_array))
    for name, curve in base.efficiency.items():
        lines += _table(f"efficiency.{name}", {"efficiency_max": curve.efficiency_max, "half_size": curve.half_size})
    if base.gpu_cores is not None:
        lines += _table("gpu_cores", vars(base.gpu_cores))
    if base.tensor_core_channel_multiple:
        lines += _table("tensor_core_channel_multiple", dict(base.tensor_core_channel_multiple))
    for rates in base.to_json_dict()["fused_attention"] or ():
        lines += _table("[fused_attention]", rates)
    table = calibration.to_table()
    curves = table.pop("curves")
    lines += _table("calibration", table)
    for name, curve in curves.items():
        lines += _table(f'calibration.curves."{name}"', curve)
    return "\n".join(lines) + "\n"


def _table(header: str, entries: dict) -> list[str]:
    return ["", f"[{header}]"] + [f"{key} = {_value(value)}" for key, value in entries.items()]


def _value(value) -> str:
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value(item) for item in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(float(value)) if isinstance(value, float) else str(value)
    return json.dumps(str(value))  # a TOML basic string: JSON's escapes are TOML's
