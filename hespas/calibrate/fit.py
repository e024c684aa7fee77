"""Fitting efficiency curves and the per-kernel overhead to measurements (numpy least squares).

A curve's time is a polynomial in the size x (``hespas.costs.calibrated``):
(x + h)(1 + x/d) / (P e) = a + b x + c x^2 with a = h k, b = k (1 + h/d),
c = k/d and k = 1/(P e). A linear least-squares fit with weights 1/time
(relative errors count alike across sizes) gives a, b, c; then k is the root of
k^2 - b k + a c = 0 nearest b, e = 1/(P k), h = a/k, d = k/c. Without
roll-off (compute classes: their measured sizes say nothing past the largest),
or when the quadratic fit is not physical (c < 0, a < 0), c = 0; a negative
intercept is refitted through the origin (h = 0: the class reaches its
efficiency at every measured size).
"""

from __future__ import annotations

import math

import numpy as np

from hespas.costs.calibrated import Curve


def fit_curve(axis: str, sizes, times_ns, peak_per_ns: float, rolloff: bool = False) -> Curve:
    """The curve through (size, time) points (sizes and times positive)."""
    x = np.asarray(sizes, dtype=float)
    t = np.maximum(np.asarray(times_ns, dtype=float), 1e-3)
    scale = float(np.max(x))  # sizes in units of the largest keep the normal equations well conditioned
    u = x / scale
    a = b = c = -1.0
    if rolloff and len(x) >= 4:
        a, b, c = _weighted_fit(u, t, degree=2)
    if not (a >= 0 and b > 0 and c > 0 and b * b >= 4 * a * c):
        c = 0.0
        a, b = _weighted_fit(u, t, degree=1) if len(x) >= 2 and np.ptp(u) > 0 else (-1.0, 0.0)
        if a < 0 or b <= 0:
            a, b = 0.0, float(np.sum(u * t / t**2) / np.sum(u * u / t**2))
    k = (b + math.sqrt(b * b - 4 * a * c)) / 2 if c else b  # per unit of u
    half = a / k * scale
    rolloff_size = k / c * scale if c else 0.0
    return Curve(axis, scale / (peak_per_ns * k), half, rolloff_size, len(x))


def _weighted_fit(u: np.ndarray, t: np.ndarray, degree: int) -> tuple:
    weights = 1.0 / t
    design = np.stack([u**power for power in range(degree + 1)], axis=1) * weights[:, None]
    coefficients, *_ = np.linalg.lstsq(design, t * weights, rcond=None)
    return tuple(float(value) for value in coefficients)


def fit_overhead_ns(kernel_counts, times_ns) -> float:
    """Time per additional kernel: the slope of time over kernel count (0 if it does not grow)."""
    counts = np.asarray(kernel_counts, dtype=float)
    if len(counts) < 2 or np.ptp(counts) == 0:
        return 0.0
    slope, _ = np.polyfit(counts, np.asarray(times_ns, dtype=float), 1)
    return max(float(slope), 0.0)


def relative_errors(predicted, measured) -> np.ndarray:
    """|predicted - measured| / measured, elementwise."""
    measured = np.asarray(measured, dtype=float)
    return np.abs(np.asarray(predicted, dtype=float) - measured) / measured
