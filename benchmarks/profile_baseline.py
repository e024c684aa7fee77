"""Benchmark: hespas-profile's no-kernel baseline as the median of its batches timed alone, and as the least of
its batches timed in turn with a region, trial after trial in one run.

The region is the quick calibration suite's smallest add (f32[4096] + f32[4096],
a few microseconds), compiled by IREE for llvm-cpu. Each trial takes the
baseline both ways: the median of ``--repetitions`` batches of the no-kernel
call timed alone (how hespas-profile took it, once, and cached it, before it
was timed in turn with each region) and ``timing.time_against_baseline``'s (the
least of as many batches, taken in turn with the add's). It prints each, the
add's median, and the add less each baseline (at least 0, as the profiler
reports it), then the spread over trials and how many trials left the add at 0.
``--load`` pins this process and one busy competitor to one CPU for the run: a
measurement under load, reproduced (the competitor is this script's own child,
stopped at the end).

    python benchmarks/profile_baseline.py [--trials 20] [--repetitions 5] [--device local-sync] [--load]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import time

from hespas.ir import make_context, parse_module
from hespas.profile import make_backend
from hespas.profile.extract import extract_region
from hespas.profile.host_memory import reused_host_memory
from hespas.profile.profiler import BASELINE_ARGUMENTS, BASELINE_MODULE
from hespas.profile.timing import MAX_BATCH_CALLS, MIN_BATCH_NS, WARMUP_CALLS, time_against_baseline

SMALL_ADD = """func.func @main(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = stablehlo.add %a, %b : tensor<4096xf32>
  return %0 : tensor<4096xf32>
}"""


def median_alone_ns(call, repetitions: int) -> float:
    """The median of ``repetitions`` batches of ``call`` timed alone (warm-up and batch size as the profiler's)."""
    for _ in range(WARMUP_CALLS):
        call()
    start = time.perf_counter_ns()
    call()
    calls = min(MAX_BATCH_CALLS, max(1, math.ceil(MIN_BATCH_NS / max(time.perf_counter_ns() - start, 1))))
    samples = []
    for _ in range(repetitions):
        start = time.perf_counter_ns()
        for _ in range(calls):
            call()
        samples.append((time.perf_counter_ns() - start) / calls)
    return statistics.median(samples)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--device", default="local-sync", help="llvm-cpu device (local-sync or local-task)")
    parser.add_argument("--load", action="store_true", help="share one CPU with a busy competitor process")
    args = parser.parse_args(argv)
    backend = make_backend("iree", "llvm-cpu", args.device)
    context = make_context()
    module = parse_module(SMALL_ADD, context)
    with context:
        region = extract_region(next(iter(module.body.operations)).operation)
    add = backend.loaded(backend.compile(region.text), region.arguments)
    baseline = backend.loaded(backend.compile(BASELINE_MODULE), BASELINE_ARGUMENTS)
    competitor = None
    if args.load:
        cpu = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
        competitor = subprocess.Popen([sys.executable, "-c", "while True: pass"])
        os.sched_setaffinity(competitor.pid, {cpu})
    rows = []
    try:
        with reused_host_memory():
            for _ in range(args.trials):
                alone_ns = median_alone_ns(baseline, args.repetitions)
                times = time_against_baseline(add, baseline, args.repetitions)
                rows.append((alone_ns, times.baseline_ns, times.time_ns))
    finally:
        if competitor is not None:
            competitor.kill()
            competitor.wait()
    print(f"device {backend.device_key}, {'one CPU shared with a busy process' if args.load else 'as the host is'}, "
          f"{args.repetitions} batches each")
    print(f"{'trial':>5} {'alone median us':>16} {'in-turn least us':>17} {'add median us':>14} "
          f"{'add - alone us':>15} {'add - in-turn us':>17}")
    for trial, (alone_ns, least_ns, add_ns) in enumerate(rows):
        print(f"{trial:>5} {alone_ns / 1e3:>16.2f} {least_ns / 1e3:>17.2f} {add_ns / 1e3:>14.2f} "
              f"{max(add_ns - alone_ns, 0) / 1e3:>15.2f} {max(add_ns - least_ns, 0) / 1e3:>17.2f}")
    for name, column in (("alone median", 0), ("in-turn least", 1), ("add median", 2)):
        values = sorted(row[column] / 1e3 for row in rows)
        print(f"{name:>14}: min {values[0]:.2f}  median {statistics.median(values):.2f}  max {values[-1]:.2f} us")
    print(f"add at 0 after the baseline: alone median {sum(r[2] <= r[0] for r in rows)} of {len(rows)} trials, "
          f"in-turn least {sum(r[2] <= r[1] for r in rows)} of {len(rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
