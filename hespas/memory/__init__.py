"""Per-device memory: the most bytes a device holds at once while it runs a program (arguments,
activations, temporaries), from buffer liveness over the StableHLO, with donation, aliasing,
in-place updates, loops, branches and calls taken into account (``hespas.memory.liveness``)."""

from hespas.memory.analysis import MEMORY_ATTR, FunctionMemory, MemoryAnalyzer

__all__ = ["MEMORY_ATTR", "FunctionMemory", "MemoryAnalyzer"]
