"""Timing a synchronous call against the no-kernel call: warm-up, batches of calls, taken in turn.

A batch is as many calls as last at least ``MIN_BATCH_NS`` (so that the clock's
and the loop's own cost vanish), and its per-call time is one sample. A measured
call's batches alternate with batches of the no-kernel call (a module that
launches nothing: the fixed cost of entering the runtime), so both are sampled
under the same conditions. Timing noise on a shared host is one-sided: another
process taking the core, or its caches and memory bandwidth, only ever adds time
to a batch. The measured call keeps the median of its batches (its typical
time); the no-kernel call keeps the least of its batches, the one least
disturbed, because that is what estimates a fixed cost: a batch cannot run
faster than the runtime's fixed cost, only slower. Its turn is split into
``BASELINE_BATCHES_PER_TURN`` short batches: a short batch is less likely to be
interrupted at all (a scheduler's time slice is milliseconds), so the least
of many is undisturbed even when most long ones are not.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass
from typing import Callable

WARMUP_CALLS = 2
MIN_BATCH_NS = 2_000_000  # a timed batch lasts at least this long, so clock and loop overhead vanish
MAX_BATCH_CALLS = 1000
BASELINE_BATCHES_PER_TURN = 10  # the no-kernel call's turn: batches of MIN_BATCH_NS / 10 (0.2 ms, ~60 calls)


@dataclass(frozen=True)
class CallTimes:
    time_ns: float  # the measured call, per call: the median of its batches
    baseline_ns: float  # the no-kernel call, per call: the least of its batches, taken in turn with the above


def time_against_baseline(call: Callable[[], object], baseline_call: Callable[[], object], repetitions: int,
                          clock: Callable[[], int] = time.perf_counter_ns) -> CallTimes:
    """``repetitions`` timed batches of ``call`` and as many of ``baseline_call``, in turn, after warm-up."""
    calls = _calls_per_batch(call, MIN_BATCH_NS, clock)
    baseline_calls = _calls_per_batch(baseline_call, MIN_BATCH_NS / BASELINE_BATCHES_PER_TURN, clock)
    samples, baseline_samples = [], []
    for _ in range(repetitions):
        samples.append(_batch_ns(call, calls, clock))
        baseline_samples += [_batch_ns(baseline_call, baseline_calls, clock) for _ in range(BASELINE_BATCHES_PER_TURN)]
    return CallTimes(statistics.median(samples), min(baseline_samples))


def _calls_per_batch(call, batch_ns: float, clock) -> int:
    """Calls in one batch of ``call`` lasting ``batch_ns``, from one call timed after the warm-up."""
    for _ in range(WARMUP_CALLS):
        call()
    start = clock()
    call()
    first_ns = max(clock() - start, 1)
    return min(MAX_BATCH_CALLS, max(1, math.ceil(batch_ns / first_ns)))


def _batch_ns(call, calls: int, clock) -> float:
    """Per-call time of one batch of ``calls`` calls."""
    start = clock()
    for _ in range(calls):
        call()
    return (clock() - start) / calls
