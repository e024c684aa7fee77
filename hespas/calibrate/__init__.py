"""Calibration: measure micro-benchmarks on a device, fit the calibrated roofline's curves to them.

``calibrate`` runs the suite (``suite``) through the profiling path (fuse,
annotate-costs for the FLOPs and bytes, extraction, the profiler with its
cache), then fits (``fit``) one curve per op class and the per-kernel overhead;
``preset.preset_text`` writes the result as a hardware preset.
"""

from __future__ import annotations

import hashlib
import statistics
from collections import defaultdict
from dataclasses import dataclass

from hespas.calibrate.fit import fit_curve, fit_overhead_ns, relative_errors
from hespas.calibrate.suite import CHAIN, Case, build_suite
from hespas.costs.annotate import CostAnnotator
from hespas.costs.calibration_table import MATMUL_CLASSES, Calibration, Curve, class_axis
from hespas.costs.roofline import Roofline
from hespas.diagnostics import HespasError, warn
from hespas.fusion import fuse_module
from hespas.hardware import Hardware
from hespas.ir import make_context, parse_module
from hespas.profile.extract import extract_region
from hespas.profile.profiler import Job, Profiler, warn_failures

@dataclass(frozen=True)
class Point:
    """One measured case with the work annotate-costs counts for it."""

    case: Case
    flops: int
    transcendentals: int
    bytes: int
    time_ns: float

    def size(self, axis: str) -> float:
        return {"flops": self.flops, "bytes": self.bytes, "transcendentals": self.transcendentals}[axis]


@dataclass(frozen=True)
class ClassFit:
    name: str
    curve: Curve
    median_error: float  # relative, of the fitted times on its own points


def calibrate(base: Hardware, profiler: Profiler, quick: bool = False) -> tuple[Calibration, list[ClassFit]]:
    points = measure_suite(build_suite(quick), base, profiler)
    overhead_ns, curves, fits = fit_points(points, base)
    backend = profiler.backend
    calibration = Calibration(backend.target, backend.device_key, backend.name, backend.version, overhead_ns, curves)
    return calibration, fits


def fit_points(points: list[Point], base: Hardware) -> tuple[float, dict[str, Curve], list[ClassFit]]:
    """The per-kernel overhead (ns), one curve per class (and per class and type) and how well each fits,
    from measured points (``timed_points`` decides which a curve may use, once the overhead is known)."""
    chain = [p for p in points if p.case.op_class == CHAIN]
    overhead_ns = fit_overhead_ns([p.case.kernels for p in chain], [p.time_ns for p in chain])
    roofline = Roofline(base)
    groups: dict[str, list[Point]] = defaultdict(list)
    for point in timed_points(points, overhead_ns):
        if point.case.op_class != CHAIN:
            groups[_curve_name(point)].append(point)
            if point.case.dtype == "f32":
                groups[point.case.op_class].append(point)  # the fallback for types never measured
    curves, fits = {}, []
    for name, members in sorted(groups.items()):
        cls, _, dtype = name.partition(".")
        axis = class_axis(cls)
        peak = _peak_per_ns(roofline, cls, dtype or "f32")
        sizes = [p.size(axis) for p in members]
        work = [p.time_ns - overhead_ns for p in members]  # positive: timed_points
        curve = fit_curve(axis, sizes, work, peak, rolloff=axis == "bytes")
        curves[name] = curve
        predicted = [overhead_ns + curve.time_ns(s, peak) for s in sizes]
        errors = relative_errors(predicted, [p.time_ns for p in members])
        fits.append(ClassFit(name, curve, float(statistics.median(errors))))
    return overhead_ns, curves, fits


def timed_points(points: list[Point], overhead_ns: float) -> list[Point]:
    """The points a class's curve may be fitted on: those measured slower than a call that runs no kernel
    by more than one kernel's overhead (``overhead_ns``), so that their work takes a positive time.

    The profiler reports a case's time less that call's (``Profiler.measure``), at
    least 0; the curve is fitted to what is left once the overhead is removed too. A
    case measured no slower is within the timing noise (a small kernel on a busy
    device): its work is not known even to take a positive time, and a fit weighted
    by relative error cannot use it. Such cases are left out with one warning that
    counts and names them; a class left with none is an error, not a curve fitted on
    nothing. (The chains keep theirs: the overhead is the slope of their absolute
    times, to which a time within the noise of 0 contributes what it is.)
    """
    untimed = [p for p in points if p.time_ns <= overhead_ns and p.case.op_class != CHAIN]
    if not untimed:
        return points
    timed = [p for p in points if p.time_ns > overhead_ns or p.case.op_class == CHAIN]
    within = f"within one kernel's overhead ({overhead_ns:.0f} ns) of a call that runs no kernel"
    left = {_curve_name(p) for p in timed}
    for name in sorted({_curve_name(p) for p in untimed} - left):
        names = ", ".join(p.case.name for p in untimed if _curve_name(p) == name)
        raise HespasError(f"every {name} micro-benchmark ({names}) measured {within}: no time to fit its curve "
                          "to; measure again with --no-cache (the cache keeps these times), on an idle device or "
                          "with more --repetitions")
    noun = "micro-benchmarks" if len(untimed) > 1 else "micro-benchmark"
    warn(f"{len(untimed)} {noun} measured {within} (the timing noise), left out of the fit: "
         f"{', '.join(p.case.name for p in untimed)}")
    return timed


def measure_suite(cases: list[Case], base: Hardware, profiler: Profiler) -> list[Point]:
    """Every case measured (cases that fail are left out, with a warning per reason)."""
    context = make_context()
    work, jobs = {}, []
    with context:
        for case in cases:
            module = parse_module(case.module_text, context, case.name)
            fuse_module(module.operation)
            totals = CostAnnotator(Roofline(base)).annotate_module(module.operation)
            region = extract_region(next(op.operation for op in module.body.operations))
            content_hash = "calibration:" + hashlib.sha256(region.text.encode()).hexdigest()[:16]
            work[case.name] = (content_hash, totals)
            jobs.append(Job(content_hash, region))
    outcomes = profiler.measure(jobs)
    warn_failures(outcomes, "micro-benchmarks")
    points = []
    for case in cases:
        content_hash, totals = work[case.name]
        outcome = outcomes[content_hash]
        if outcome.time_ns is not None:
            points.append(Point(case, round(totals.flops), round(totals.transcendentals),
                                round(totals.bytes_read + totals.bytes_written), outcome.time_ns))
    if not any(p.case.op_class != CHAIN for p in points):
        raise HespasError("no micro-benchmark could be measured: nothing to calibrate from")
    return points


def _curve_name(point: Point) -> str:
    """The curve a (non-chain) point is fitted into: its class and element type (``dot.bf16``)."""
    return f"{point.case.op_class}.{point.case.dtype}"


def _peak_per_ns(roofline: Roofline, cls: str, dtype: str) -> float:
    if cls in MATMUL_CLASSES:
        return roofline.flops_per_ns(dtype, True)
    if cls == "transcendental":
        return roofline.flops_per_ns("f32", False)
    return roofline.bytes_per_ns
