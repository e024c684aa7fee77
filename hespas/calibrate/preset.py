"""Writing a calibrated hardware preset: the base preset's figures as numbers, plus ``[calibration]``.

The figures are written resolved (a ``host-cpu`` preset's load-time estimate
becomes fixed numbers), because the efficiencies are fractions of exactly these
peaks and this bandwidth. The file is the TOML subset the loader reads back.
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
              f"launch_overhead_ns = {_value(base.launch_overhead_ns)}"]
    lines += _table("peak_TFLOPS", dict(base.peak_TFLOPS))
    if base.vector_peak_TFLOPS:
        lines += _table("vector_peak_TFLOPS", dict(base.vector_peak_TFLOPS))
    if base.systolic_array is not None:
        lines += _table("systolic_array", vars(base.systolic_array))
    table = calibration.to_table()
    curves = table.pop("curves")
    lines += _table("calibration", table)
    for name, curve in curves.items():
        lines += _table(f'calibration.curves."{name}"', curve)
    return "\n".join(lines) + "\n"


def _table(header: str, entries: dict) -> list[str]:
    return ["", f"[{header}]"] + [f"{key} = {_value(value)}" for key, value in entries.items()]


def _value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(float(value)) if isinstance(value, float) else str(value)
    return json.dumps(str(value))  # a TOML basic string: JSON's escapes are TOML's
