"""Timing a synchronous call: warm-up, batches of calls long enough for the clock, median per call."""

from __future__ import annotations

import math
import statistics
import time

WARMUP_CALLS = 2
MIN_BATCH_NS = 2_000_000  # a timed batch lasts at least this long, so clock and loop overhead vanish
MAX_BATCH_CALLS = 1000


def median_call_ns(call, repetitions: int) -> float:
    """Median wall time of one ``call()`` over ``repetitions`` timed batches, after warm-up."""
    for _ in range(WARMUP_CALLS):
        call()
    start = time.perf_counter_ns()
    call()
    first_ns = max(time.perf_counter_ns() - start, 1)
    calls = min(MAX_BATCH_CALLS, max(1, math.ceil(MIN_BATCH_NS / first_ns)))
    samples = []
    for _ in range(repetitions):
        start = time.perf_counter_ns()
        for _ in range(calls):
            call()
        samples.append((time.perf_counter_ns() - start) / calls)
    return statistics.median(samples)
