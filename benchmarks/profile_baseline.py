"""Benchmark: hespas-profile's times as taken before (medians of batches, each call timed alone) and now (the
least of batches, the region's and the no-kernel call's in turn), trial after trial in one run.

The region is the quick calibration suite's smallest add (f32[4096] + f32[4096],
a few microseconds), compiled by IREE for llvm-cpu. Each trial times it both
ways: before, the median of ``--repetitions`` batches of the add timed alone,
less the median of as many batches of the no-kernel call timed alone (which
hespas-profile took once and cached); now, ``timing.time_against_baseline``
(the least of the add's short batches, less the least of the no-kernel
call's, taken in turn with them). It prints each trial's baselines, the add's
time and the add less its baseline (at least 0, as the profiler reports it),
then the spread over trials and how many trials left the add at 0.
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
from hespas.profile.timing import MAX_BATCH_CALLS, WARMUP_CALLS, time_against_baseline

BATCH_NS_BEFORE = 2_000_000  # hespas-profile's batches before: at least 2 ms, the median of them kept

SMALL_ADD = """func.func @main(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = stablehlo.add %a, %b : tensor<4096xf32>
  return %0 : tensor<4096xf32>
}"""


def median_alone_ns(call, repetitions: int) -> float:
    """The median of ``repetitions`` batches of ``call`` timed alone (warm-up and batches as the profiler's were)."""
    for _ in range(WARMUP_CALLS):
        call()
    start = time.perf_counter_ns()
    call()
    calls = min(MAX_BATCH_CALLS, max(1, math.ceil(BATCH_NS_BEFORE / max(time.perf_counter_ns() - start, 1))))
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
                before = (median_alone_ns(baseline, args.repetitions), median_alone_ns(add, args.repetitions))
                now = time_against_baseline(add, baseline, args.repetitions)
                rows.append((*before, now.baseline_ns, now.time_ns))
    finally:
        if competitor is not None:
            competitor.kill()
            competitor.wait()
    print(f"device {backend.device_key}, {'one CPU shared with a busy process' if args.load else 'as the host is'}, "
          f"{args.repetitions} batches each; before: medians timed alone, now: the least batches timed in turn (us)")
    print(f"{'trial':>5} {'baseline before':>16} {'add before':>11} {'add-base before':>16} "
          f"{'baseline now':>13} {'add now':>8} {'add-base now':>13}")
    for trial, (base_before, add_before, base_now, add_now) in enumerate(rows):
        print(f"{trial:>5} {base_before / 1e3:>16.2f} {add_before / 1e3:>11.2f} "
              f"{max(add_before - base_before, 0) / 1e3:>16.2f} {base_now / 1e3:>13.2f} {add_now / 1e3:>8.2f} "
              f"{max(add_now - base_now, 0) / 1e3:>13.2f}")
    for name, column in (("baseline before", 0), ("add before", 1), ("baseline now", 2), ("add now", 3)):
        values = sorted(row[column] / 1e3 for row in rows)
        print(f"{name:>15}: min {values[0]:.2f}  median {statistics.median(values):.2f}  max {values[-1]:.2f} us")
    print(f"add at 0 after its baseline: before {sum(r[1] <= r[0] for r in rows)} of {len(rows)} trials, "
          f"now {sum(r[3] <= r[2] for r in rows)} of {len(rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
