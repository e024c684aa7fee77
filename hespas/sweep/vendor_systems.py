"""Each hardware's own system of a given size: the shipped system preset whose device is that hardware.

``own_system("h100", 16)`` is ``("dgx-h100", 2)``: a preset of exactly that many
devices when one exists (``h100-4gpu``, ``h100-1gpu``), else the largest preset of
that device whose node size divides the size and that has a ``[scale_out]``
network, scaled out to the nodes needed. One device of a hardware with no
one-device preset (``tpu-v5p``) is ``(None, None)``: one device of that hardware,
as ``hespas simulate`` runs a one-device module without a system. Which presets exist is data
(``hespas/presets/systems``), so adding a preset changes the answer, not this code.
"""

from __future__ import annotations

import functools

from hespas.diagnostics import HespasError
from hespas.hardware import load_hardware
from hespas.systems import list_system_presets, load_system, scale_out_dimension


@functools.cache
def _presets_by_device() -> dict[str, list[tuple[int, str, bool]]]:
    """Hardware preset name -> [(devices per node, system preset, can scale out)], sorted."""
    table: dict[str, list[tuple[int, str, bool]]] = {}
    for name in list_system_presets():
        system = load_system(name)
        try:
            device = load_hardware(system.device).name if system.device else None
        except HespasError:
            continue
        if device is not None:
            table.setdefault(device, []).append((system.num_npus, name, scale_out_dimension(name) is not None))
    return {device: sorted(entries) for device, entries in table.items()}


def own_system(hardware: str, size: int) -> tuple[str, int | None]:
    """``(system preset, nodes or None)`` of ``size`` devices for ``hardware`` (``(None, None)``: one device of
    it, no preset holding one); a HespasError naming the sizes there are when none fits."""
    device = load_hardware(hardware).name
    entries = _presets_by_device().get(device, [])
    for npus, name, _ in entries:
        if npus == size:
            return name, None
    for npus, name, scales in reversed(entries):
        if scales and size % npus == 0:
            return name, size // npus
    if size == 1:  # one device needs no network: `hespas simulate` runs it so without a preset
        return None, None
    sizes = ", ".join(f"{npus}" + (" x nodes" if scales else "") for npus, _, scales in entries)
    raise HespasError(f"no system preset has {size} {device} devices (presets of {device}: {sizes or 'none'})")
