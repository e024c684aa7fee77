"""CPU time spent inside a function, summed over its calls: for benchmarks that wrap a pass's stages."""

from __future__ import annotations

import time


def cpu_timed(spent: dict[str, float], name: str, function):
    """``function`` wrapped to add the CPU seconds of each call (``time.process_time``) to ``spent[name]``."""
    def run(*args, **kwargs):
        start = time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            spent[name] += time.process_time() - start
    return run
