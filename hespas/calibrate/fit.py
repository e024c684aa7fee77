"""Fitting efficiency curves and the per-kernel overhead to measurements (numpy least squares).

A curve's time (``hespas.costs.calibrated``) is linear in its coefficients once
the roll-off size d is fixed: time = a + b x + c x^2/(x + d), with
b = 1/(peak efficiency_max), a = half_size b, c = rolloff b. For each d on a
log-spaced grid up to the largest measured size (so that past it the efficiency
stays flat instead of falling forever) and without roll-off, every subset of the
terms that contains x and leaves a degree of freedom is fitted by weighted least squares (weights 1/time: relative errors count
alike across sizes); fits with a negative coefficient are dropped, and the one
with the smallest weighted error wins. Compute classes are fitted without
roll-off: their measured sizes say nothing past the largest.
"""

from __future__ import annotations

import itertools

import numpy as np

from hespas.costs.calibration_table import Curve

ROLLOFF_SIZES = np.logspace(3, 12, 73)  # candidate d, in the axis' unit


def fit_curve(axis: str, sizes, times_ns, peak_per_ns: float, rolloff: bool = False) -> Curve:
    """The curve through (size, time) points (sizes and times positive)."""
    x = np.asarray(sizes, dtype=float)
    t = np.asarray(times_ns, dtype=float)
    if np.any(t <= 0):
        raise ValueError("a curve is fitted to positive times")
    best = None  # (error, a, b, c, d)
    for d in [0.0, *(ROLLOFF_SIZES[ROLLOFF_SIZES <= np.max(x)] if rolloff else [])]:
        columns = {"a": np.ones_like(x), "b": x}
        if d:
            columns["c"] = x * x / (x + d)
        for extra in _subsets([name for name in columns if name != "b"]):
            names = ["b", *extra]
            if len(names) + (d > 0) > max(1, len(x) - 1):
                continue
            coefficients = _weighted_fit(np.stack([columns[n] for n in names], axis=1), t)
            if min(coefficients) < 0 or coefficients[0] <= 0:
                continue
            values = dict(zip(names, coefficients))
            error = float(np.sum(((np.stack([columns[n] for n in names], axis=1) @ coefficients) / t - 1) ** 2))
            if best is None or error < best[0] * (1 - 1e-9):
                best = (error, values.get("a", 0.0), values["b"], values.get("c", 0.0), d)
    _, a, b, c, d = best
    return Curve(axis, 1.0 / (peak_per_ns * b), a / b, c / b, d if c else 0.0, len(x))


def _subsets(names: list[str]):
    for size in range(len(names) + 1):
        yield from itertools.combinations(names, size)


def _weighted_fit(design: np.ndarray, t: np.ndarray) -> np.ndarray:
    weights = 1.0 / t
    coefficients, *_ = np.linalg.lstsq(design * weights[:, None], t * weights, rcond=None)
    return coefficients


def fit_overhead_ns(kernel_counts, times_ns) -> float:
    """Time per additional kernel: the slope of time over kernel count (0 if it does not grow)."""
    counts = np.asarray(kernel_counts, dtype=float)
    if len(counts) < 2 or np.ptp(counts) == 0:
        return 0.0
    slope, _ = np.polyfit(counts, np.asarray(times_ns, dtype=float), 1)
    return max(float(slope), 0.0)


def relative_errors(predicted, measured) -> np.ndarray:
    """|predicted - measured| / measured, elementwise (measured times positive: ``timed_points``)."""
    measured = np.asarray(measured, dtype=float)
    if np.any(measured <= 0):
        raise ValueError("a relative error needs a positive measured time")
    return np.abs(np.asarray(predicted, dtype=float) - measured) / measured
