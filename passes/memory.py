"""hespas-memory: per-device peak memory on every function the entries (the public ones and main) reach
and the module, compared with a device's capacity."""

from __future__ import annotations

from dataclasses import dataclass

from hespas.diagnostics import warn
from hespas.hardware import load_hardware
from hespas.memory import MEMORY_ATTR, MemoryAnalyzer
from hespas.memory.analysis import dict_attr
from hespas.pass_framework import HespasPass, option


@dataclass
class Memory(HespasPass):
    ARGUMENT = "hespas-memory"
    DESCRIPTION = ("Annotate every function the entries (the public ones and main) reach and the module with "
                   "hespas.memory {peak_bytes, argument_bytes, ...}; compare the peak with the device's capacity")
    REJECTS = ("partitioned",)
    NESTING_ADDED = 0  # attributes only

    hardware: str = option("h100", "hardware preset name or path to a hardware TOML file (its memory capacity)",
                           check=load_hardware)

    def run(self, module) -> None:
        entry_memory, _ = MemoryAnalyzer().analyze_module(module)
        where = entry_memory.peak_op.location if entry_memory.peak_op is not None else module.location
        compare_with_capacity(module, entry_memory.attr_entries(), where, load_hardware(self.hardware))


def compare_with_capacity(module, entries: dict, peak_location, hardware) -> None:
    """Set the module's ``hespas.memory``: the entry function's figures (``entries``), ``hardware``'s
    capacity and whether the peak fits it; warn at ``peak_location`` (an MLIR or source location) when
    it does not. The figures do not depend on the hardware: a sweep analyses a module once and calls
    this per hardware."""
    capacity = hardware.memory_capacity_bytes
    peak_bytes = entries["peak_bytes"]
    fits = peak_bytes <= capacity
    module.attributes[MEMORY_ATTR] = dict_attr({
        **entries, "hardware": hardware.name, "capacity_bytes": capacity, "fits": fits}, module.location)
    if not fits:
        over = peak_bytes - capacity
        warn(f"peak memory {readable(peak_bytes)} does not fit the {readable(capacity)} of "
             f"{hardware.name}: {readable(over)} ({over} bytes) over; the peak is reached here", peak_location)


def readable(nbytes: int) -> str:
    """Bytes in the largest binary unit that keeps the number at least 1: 24.0 KiB, 1.50 GiB."""
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if nbytes >= scale:
            return f"{nbytes / scale:.3g} {unit}"
    return f"{nbytes} B"


PASS = Memory
