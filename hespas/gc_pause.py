"""Pausing Python's cyclic garbage collector over a burst of work that makes many objects and few cycles.

CPython collects its youngest generation every 700 net container allocations and, every 100 of
those, traverses every tracked object (``gc.get_threshold()``: (700, 10, 10)). Importing JAX and running
the passes create millions of short-lived binding objects, freed by reference counting as they go,
so those collections find almost nothing (on the ResNet-50 step: 30 objects in 3 full collections) and
cost about 5% of a ``hespas simulate`` run. The few cycles made meanwhile (the nested ``visit`` closures
of the walks) are collected once the pause ends.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def cyclic_gc_paused():
    """No automatic cyclic collection inside the block; re-enabled after it unless it was off already."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
