"""The profiling estimator: time each distinct region of a partitioned module on a real device.

``profile_module`` extracts every region function (``hespas.profile.extract``),
measures the distinct ones with IREE or XLA (``iree_backend``, ``xla_backend``)
through the cache (``cache``) and the profiler (``profiler``), and writes the
times back (``retime``). The ``hespas-profile`` pass is its command-line face.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.attributes import REGION_HASH, read_region_hash
from hespas.diagnostics import HespasError
from hespas.ir import symbol_name
from hespas.partition.content_hash import region_hash
from hespas.partition.outline import REGION_ATTR
from hespas.profile.extract import ExtractionError, extract_region
from hespas.profile.inputs import UnsupportedArgument
from hespas.profile.profiler import Job, Profiler, warn_failures
from hespas.profile.retime import retime_module

BACKENDS = ("iree", "xla")


@dataclass(frozen=True)
class ProfileSummary:
    regions: int  # region functions in the module
    distinct: int  # distinct contents (what is measured)
    measured: int  # distinct contents measured now (not from the cache)
    failed: int  # distinct contents that keep their analytical estimate


def make_backend(backend: str, target: str, device: str = "", chip: str = ""):
    """The measuring backend: 'iree' (any IREE target) or 'xla' (jaxlib's compiler)."""
    if backend == "iree":
        from hespas.profile.iree_backend import IreeBackend

        return IreeBackend(target, device, chip)
    if backend == "xla":
        from hespas.profile.xla_backend import XlaBackend

        return XlaBackend(target, device)
    raise HespasError(f"unknown backend '{backend}' (available: {', '.join(BACKENDS)})")


def region_functions(module_op) -> list:
    """The region functions of a partitioned module; a HespasError when it has none."""
    regions = [op.operation for op in module_op.regions[0].blocks[0].operations
               if REGION_ATTR in op.operation.attributes]
    if not regions:
        raise HespasError("hespas-profile measures the regions hespas-partition outlines, and this module has "
                          "none: run hespas-annotate-costs and hespas-partition first", module_op.location)
    return regions


def profile_module(module_op, profiler: Profiler) -> ProfileSummary:
    """Measure every region function of a partitioned module and write the times into it."""
    regions = region_functions(module_op)
    jobs, hash_of = {}, {}
    for func in regions:
        # partitioned with content-hash=false: the same hash, printed now (no hespas.* attribute counts in it)
        content_hash = read_region_hash(func) if REGION_HASH in func.attributes else region_hash(func)
        hash_of[symbol_name(func)] = content_hash
        if content_hash not in jobs:
            jobs[content_hash] = _job(func, content_hash)
    outcomes = profiler.measure(list(jobs.values()))
    failed = warn_failures(outcomes)
    measured_ns = {name: outcomes[h].time_ns for name, h in hash_of.items() if outcomes[h].time_ns is not None}
    retime_module(module_op, measured_ns)
    return ProfileSummary(len(regions), len(jobs), sum(not o.from_cache for o in outcomes.values()), failed)


def _job(func, content_hash: str) -> Job:
    try:
        return Job(content_hash, extract_region(func))
    except (ExtractionError, UnsupportedArgument) as error:
        return Job(content_hash, None, str(error))
