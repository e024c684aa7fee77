"""What XLA's compiler pipeline takes from a hardware before any op is costed (no MLIR here, so that a
sweep can group its lowerings by it without importing the compiler side): whether XLA:GPU's collective
passes run and library epilogues fold (one flag), and how attention is fused (``hespas.workload.fused_module``
reads these two only).
"""

from __future__ import annotations

from hespas.hardware import Hardware, load_hardware

HOST_CPU_PRESET = "host-cpu"  # the preset XLA's CPU pipeline compiles for


def models_xla_gpu(hardware: Hardware) -> bool:
    """True for hardware XLA compiles with its GPU pipeline (the preset's ``xla_backend``: not a TPU, not the
    host CPU, nor a calibration of either)."""
    return hardware.xla_backend == "gpu"


def fusion_key(hardware: str, attention: str | None = None) -> tuple[bool, str]:
    """What ``fused_module`` reads from ``hardware``: whether XLA:GPU's collective passes run and library
    epilogues fold (one flag, ``models_xla_gpu``), and the attention mode (``attention``, else the preset's)."""
    preset = load_hardware(hardware)
    return models_xla_gpu(preset), attention or preset.attention
