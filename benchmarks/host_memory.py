"""Benchmark: what a fresh host mapping per call adds to a measured time, with and without ``reused_host_memory``.

An f32 add is compiled by IREE for llvm-cpu and timed on ``local-sync`` (one
thread) the way hespas-profile times a region, once with glibc's defaults (an
output above the mmap threshold is mapped again, and page-faulted again, on
every call) and once inside ``reused_host_memory`` (freed memory kept). The
ratio of the two is the page-fault share of the default measurement.

    python benchmarks/host_memory.py [--repetitions N]
"""

from __future__ import annotations

import argparse
import resource

import jax
import jax.numpy as jnp

from hespas.ir import make_context, parse_module
from hespas.profile import make_backend
from hespas.profile.extract import extract_region
from hespas.profile.host_memory import reused_host_memory
from hespas.profile.profiler import BASELINE_ARGUMENTS, BASELINE_MODULE
from hespas.profile.timing import time_against_baseline

ELEMENT_COUNTS = (2**20, 2**22, 2**24)  # outputs of 4, 16 and 64 MiB: below, at and above glibc's largest threshold


def timed(backend, compiled, arguments, baseline_call, repetitions: int) -> tuple[float, int]:
    """Median ns per call (raw: the no-kernel call is timed beside it, as hespas-profile does, but not
    subtracted) and the page faults the whole measurement took."""
    faults_before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    times = time_against_baseline(backend.loaded(compiled, arguments), baseline_call, repetitions)
    return times.time_ns, resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults_before


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repetitions", type=int, default=5)
    args = parser.parse_args(argv)
    backend = make_backend("iree", "llvm-cpu", "local-sync")
    baseline_call = backend.loaded(backend.compile(BASELINE_MODULE), BASELINE_ARGUMENTS)
    print(f"{'elements':>10} {'output MB':>10} {'default ms':>11} {'faults':>8} {'reused ms':>10} {'faults':>8} "
          f"{'default / reused':>17}")
    for count in ELEMENT_COUNTS:
        argument = jax.ShapeDtypeStruct((count,), jnp.float32)
        text = jax.jit(jnp.add).lower(argument, argument).as_text()
        context = make_context()
        with context:
            module = parse_module(text, context)
            region = extract_region(next(iter(module.body.operations)).operation)
        compiled = backend.compile(region.text)
        default_ns, default_faults = timed(backend, compiled, region.arguments, baseline_call, args.repetitions)
        with reused_host_memory():
            reused_ns, reused_faults = timed(backend, compiled, region.arguments, baseline_call, args.repetitions)
        print(f"{count:>10} {count * 4 / 1e6:>10.1f} {default_ns / 1e6:>11.2f} {default_faults:>8} "
              f"{reused_ns / 1e6:>10.2f} {reused_faults:>8} {default_ns / reused_ns:>16.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
