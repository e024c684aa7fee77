"""Benchmark: the measurements behind a calibration, case by case, as achieved rates.

Runs the ``hespas calibrate`` suite through the same path (cached like it) and
prints each case's work as annotate-costs counts it, its measured time, and the
rate it achieved: GB/s for the memory classes, GFLOP/s for the others. The fitted
curves summarize these points; this shows what they were fitted on.

    python benchmarks/calibration_points.py [CLASS ...] [--device local-sync] [--quick]
"""

from __future__ import annotations

import argparse

from hespas.calibrate import measure_suite
from hespas.calibrate.suite import build_suite
from hespas.costs.calibration_table import class_axis
from hespas.hardware import load_hardware
from hespas.profile import make_backend
from hespas.profile.cache import ProfileCache
from hespas.profile.profiler import Profiler


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("classes", nargs="*", help="op classes to show (default: every class)")
    parser.add_argument("--device", default="local-sync", help="llvm-cpu device (local-sync or local-task)")
    parser.add_argument("--quick", action="store_true", help="the quick suite")
    parser.add_argument("--repetitions", type=int, default=5)
    args = parser.parse_args(argv)
    cases = [case for case in build_suite(args.quick) if not args.classes or case.op_class in args.classes]
    profiler = Profiler(make_backend("iree", "llvm-cpu", args.device), ProfileCache(), args.repetitions)
    points = measure_suite(cases, load_hardware("host-cpu"), profiler)
    print(f"{'case':<48} {'class':<24} {'work':>10} {'time us':>10} {'rate':>14}")
    def order(point):
        return point.case.op_class, point.case.dtype, point.size(class_axis(point.case.op_class))

    for point in sorted(points, key=order):
        axis = class_axis(point.case.op_class)
        unit = "GB/s" if axis == "bytes" else "G" + axis.removesuffix("s") + "/s"
        work = point.size(axis)
        # a case measured no slower than a call that runs no kernel has time 0 and no rate (hespas calibrate
        # leaves it out of the fit: hespas.calibrate.timed_points)
        rate = (f"{work / point.time_ns:>9.2f} {unit}" if point.time_ns > 0
                else f"{'-':>9} (at or below the no-kernel call)")
        print(f"{point.case.name:<48} {point.case.op_class:<24} {work:>10.3g} {point.time_ns / 1e3:>10.1f} {rate}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
