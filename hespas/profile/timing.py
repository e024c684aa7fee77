"""Timing a synchronous call against the no-kernel call: warm-up, then turns of short batches, taken in turn.

A batch is as many calls as last at least ``BATCH_NS`` (0.2 ms: the clock's two
reads, ~0.1 us, vanish), and its per-call time is one sample; a turn is as many
batches as last at least ``TURN_NS`` (2 ms), or one call where a call lasts
longer. A measured call's turns alternate with turns of the no-kernel call (a
module that launches nothing: the fixed cost of entering the runtime), so both
are sampled under the same conditions. Timing noise on a shared host is
one-sided: another process taking the core, or its caches and memory bandwidth,
only ever adds time to a batch, and no batch runs faster than the device does
the work. So each keeps the least of its batches, the one least disturbed: the
measured call's time on an idle device, and the runtime's fixed cost. Batches
are short because a short batch is more often not interrupted at all (a
scheduler's time slice is milliseconds, and a busy neighbour's slices can fall
at the same point of every turn), so the least of many is undisturbed even when
most of the time is.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Callable

WARMUP_CALLS = 2
BATCH_NS = 200_000  # a timed batch lasts at least this long, so the clock's own cost vanishes
TURN_NS = 2_000_000  # one call's turn: batches lasting at least this long (or one call that does)
MAX_BATCH_CALLS = 1000


@dataclass(frozen=True)
class CallTimes:
    time_ns: float  # the measured call, per call: the least of its batches
    baseline_ns: float  # the no-kernel call, per call: the least of its batches, taken in turn with the above


def time_against_baseline(call: Callable[[], object], baseline_call: Callable[[], object], repetitions: int,
                          clock: Callable[[], int] = time.perf_counter_ns) -> CallTimes:
    """``repetitions`` turns of ``call``, each followed by a turn of ``baseline_call``, after warm-up."""
    functions = (call, baseline_call)
    turns = [_turn(function, clock) for function in functions]
    least = [math.inf, math.inf]
    for _ in range(repetitions):
        for which, (function, (calls, batches)) in enumerate(zip(functions, turns)):
            for _ in range(batches):
                least[which] = min(least[which], _batch_ns(function, calls, clock))
    return CallTimes(*least)


def _turn(call, clock) -> tuple[int, int]:
    """Calls in one batch of ``call`` and batches in one turn, from one call timed after the warm-up."""
    for _ in range(WARMUP_CALLS):
        call()
    start = clock()
    call()
    first_ns = max(clock() - start, 1)
    calls = min(MAX_BATCH_CALLS, math.ceil(BATCH_NS / first_ns))
    return calls, math.ceil(TURN_NS / (calls * first_ns))


def _batch_ns(call, calls: int, clock) -> float:
    """Per-call time of one batch of ``calls`` calls."""
    start = clock()
    for _ in range(calls):
        call()
    return (clock() - start) / calls
