"""The one check for numbers read from input files (hardware, system, network, calibration) and options.

A number must be an ``int`` or ``float`` (a boolean is not a number), finite,
not a denormal, and inside the documented range of its field; an integer field
takes integers only. The ranges are generous bounds on published figures that
keep every later conversion (to integer nanoseconds, bytes per ns) finite, and
the counts are bounded so nothing is allocated from an absurd size. README.md's
"Limits" section lists them.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass

INT64_MAX = 2**63 - 1  # the largest count the IR's i64 attributes and Chakra's int64 fields hold
UINT64_MAX = 2**64 - 1  # the latest time ASTRA-sim's cycle counter (Tick, uint64) holds, in ns

# Devices in one system (the product of its dimensions' npus, nodes included): 2^20.
MAX_NPUS = 2**20
# Chunks a collective is split into (preferred_dataset_splits) and chunks in flight per dimension.
MAX_CHUNKS = 1024
# Rates (GB/s, TFLOP/s, MHz) and sizes (GiB, KiB) lie in [MIN_RATE, MAX_RATE] when not zero.
MIN_RATE = 1e-6
MAX_RATE = 1e9
# Times (latencies, delays, overheads) in ns lie in [0, MAX_TIME_NS]: about 11.6 days.
MAX_TIME_NS = 1e15


@dataclass(frozen=True)
class Range:
    """The values a numeric field accepts: ``low``..``high`` inclusive, and 0 too when ``zero``."""

    low: float
    high: float
    integer: bool = False
    zero: bool = False  # 0 is accepted besides low..high (a rate the hardware lacks)

    def describe(self) -> str:
        kind = "an integer" if self.integer else "a number"
        text = f"{kind} in {_show(self.low)}..{_show(self.high)}"
        return f"0 or {text}" if self.zero else text


RATE = Range(MIN_RATE, MAX_RATE)
RATE_OR_ZERO = Range(MIN_RATE, MAX_RATE, zero=True)
TIME_NS = Range(0, MAX_TIME_NS)
NPUS = Range(1, MAX_NPUS, integer=True)
CHUNKS = Range(1, MAX_CHUNKS, integer=True)


def _show(value: float) -> str:
    return str(int(value)) if float(value).is_integer() and abs(value) < 1e7 else f"{value:g}"


def is_number(value) -> bool:
    """An int or a finite float, not a boolean."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return isinstance(value, int) or math.isfinite(value)


def number_problem(value, allowed: Range) -> str | None:
    """None when ``value`` fits ``allowed``, else what is wrong: "must be ..., got ...\"."""
    fits = is_number(value) and (not allowed.integer or isinstance(value, int))
    if fits and value != 0 and abs(value) < sys.float_info.min:
        fits = False  # a denormal
    if fits and not (allowed.zero and value == 0):
        fits = allowed.low <= value <= allowed.high
    return None if fits else f"must be {allowed.describe()}, got {value!r}"
