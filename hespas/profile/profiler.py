"""Measure many standalone modules on one backend: cache lookups, parallel compilation, sequential timing.

Compilation runs on a thread pool (IREE compiles in a subprocess, XLA releases
the interpreter lock); timing runs one module at a time, after every compile has
finished, so compilations never disturb a measurement. On Ctrl-C (or SIGTERM) the queued compiles are
cancelled and the backend's running ones killed (IREE's; XLA's few running ones finish), so
the command stops at once instead of compiling the rest. A progress bar (tqdm)
appears when there are many modules. A module that cannot be extracted,
compiled or run is a failure with a reason; failures are cached too, and
``warn_failures`` prints one warning per distinct reason.

Timing runs with ``reused_host_memory`` (steady-state allocation: no page
faults for fresh output buffers on every call). Reported times are per call,
less the baseline: the time of a call of a module that runs no kernel
(``BASELINE_MODULE``), which a standalone measurement pays once for entering the
runtime and a region inside a whole program does not. The baseline is timed in
turn with each region (``timing.time_against_baseline``: each keeps the least
of its batches, since interference only adds time) and cached in the region's row
beside the raw time, which is corrected on read; so a correction is always the
one measured with the time it corrects, never a value from another run.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from tqdm import tqdm

from hespas.diagnostics import HespasError, warn
from hespas.profile.cache import CachedResult, CacheKey, ProfileCache
from hespas.profile.errors import MeasurementError
from hespas.profile.extract import ExtractedRegion, TensorSpec
from hespas.profile.host_memory import reused_host_memory
from hespas.profile.timing import time_against_baseline

PROGRESS_BAR_MIN_JOBS = 8
# How times are taken, part of every cache key: older entries, measured otherwise, are not reused.
MEASUREMENT_METHOD = "reused-host-memory least-batch baseline-in-turn"

# A module that launches no kernel: its time is the cost of entering the runtime once.
BASELINE_MODULE = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}"""
BASELINE_ARGUMENTS = (TensorSpec((4,), "f32"),)


@dataclass(frozen=True)
class Job:
    """One module to measure, named by a content hash; ``failure`` is set when extraction already failed."""

    content_hash: str
    region: ExtractedRegion | None
    failure: str | None = None


@dataclass(frozen=True)
class Outcome:
    time_ns: float | None  # per call, baseline removed; None when it failed
    failure: str | None
    from_cache: bool


@dataclass
class Profiler:
    backend: object  # IreeBackend or XlaBackend
    cache: ProfileCache | None = None
    repetitions: int = 5
    jobs: int = 0  # compile threads; 0: one per usable CPU
    compiles: int = field(default=0, init=False)  # modules compiled by this profiler (tests count them)

    def measure(self, jobs: list[Job]) -> dict[str, Outcome]:
        """The outcome of every job, by content hash."""
        raw: dict[str, CachedResult] = {}
        pending: dict[str, Job] = {}
        for job in jobs:
            if job.content_hash in raw or job.content_hash in pending:
                continue
            found = self._lookup(job.content_hash)
            if found is not None:
                raw[job.content_hash] = found
            elif job.failure is not None:
                raw[job.content_hash] = self._store(job.content_hash, CachedResult(None, job.failure))
            else:
                pending[job.content_hash] = job
        fresh = set(pending)
        raw.update(self._measure_pending(list(pending.values())))
        return {key: Outcome(None if r.time_ns is None else max(r.time_ns - r.baseline_ns, 0.0), r.failure,
                             key not in fresh)
                for key, r in raw.items()}

    def _measure_pending(self, pending: list[Job]) -> dict[str, CachedResult]:
        if not pending:
            return {}
        show = None if len(pending) >= PROGRESS_BAR_MIN_JOBS else True  # None: only on a terminal
        compiled: dict[str, object] = {}
        results: dict[str, CachedResult] = {}
        with ThreadPoolExecutor(max_workers=self.jobs or _usable_cpus()) as pool, \
                tqdm(total=len(pending), desc="compile", unit="region", disable=show, leave=False) as bar:
            baseline = pool.submit(self.backend.compile, BASELINE_MODULE)
            futures = {job.content_hash: pool.submit(self.backend.compile, job.region.text) for job in pending}
            self.compiles += len(futures) + 1
            try:
                for key, future in futures.items():
                    try:
                        compiled[key] = future.result()
                    except MeasurementError as error:
                        results[key] = self._store(key, CachedResult(None, str(error)))
                    bar.update()
            except BaseException:  # Ctrl-C, or a bug: do not wait for the queued compiles, stop the running ones
                pool.shutdown(wait=False, cancel_futures=True)
                if hasattr(self.backend, "cancel_compiles"):
                    self.backend.cancel_compiles()
                raise
        with reused_host_memory():
            baseline_call = self._baseline_call(baseline) if compiled else None
            for job in tqdm(pending, desc="measure", unit="region", disable=show, leave=False):
                if job.content_hash in compiled:
                    try:
                        call = self.backend.loaded(compiled.pop(job.content_hash), job.region.arguments)
                        times = time_against_baseline(call, baseline_call, self.repetitions)
                        result = CachedResult(times.time_ns, None, times.baseline_ns)
                    except MeasurementError as error:
                        result = CachedResult(None, str(error))
                    results[job.content_hash] = self._store(job.content_hash, result)
        return results

    def _baseline_call(self, compiling):
        """The no-kernel module (``compiling``: its compilation), loaded and run once; a HespasError when
        the backend cannot compile or run even that."""
        try:
            call = self.backend.loaded(compiling.result(), BASELINE_ARGUMENTS)
            call()
        except MeasurementError as error:
            raise HespasError(f"{self.backend.name} cannot run a module that launches no kernel ({error}): "
                              "nothing can be measured on this device") from None
        return call

    def _key(self, content_hash: str) -> CacheKey:
        return CacheKey(content_hash, self.backend.target, self.backend.device_key,
                        f"{self.backend.version} {MEASUREMENT_METHOD} {self.backend.compile_flags}".rstrip(),
                        self.backend.name)

    def _lookup(self, content_hash: str) -> CachedResult | None:
        return self.cache.get(self._key(content_hash)) if self.cache is not None else None

    def _store(self, content_hash: str, result: CachedResult) -> CachedResult:
        if self.cache is not None:
            self.cache.put(self._key(content_hash), result)
        return result


def warn_failures(outcomes: dict[str, Outcome], what: str = "regions") -> int:
    """One warning per distinct failure reason; returns how many failed."""
    by_reason: dict[str, int] = {}
    for outcome in outcomes.values():
        if outcome.failure is not None:
            by_reason[outcome.failure] = by_reason.get(outcome.failure, 0) + 1
    for reason, count in sorted(by_reason.items(), key=lambda item: -item[1]):
        noun, keeps = (what, "they keep their") if count > 1 else (what.removesuffix("s"), "it keeps its")
        warn(f"{count} {noun} could not be measured ({reason}); {keeps} analytical estimate")
    return sum(by_reason.values())


def _usable_cpus() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
