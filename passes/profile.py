"""hespas-profile: time every distinct partition region on a real device, with IREE (or XLA).

Runs after hespas-partition (``estimator=profile`` of the pipeline). Each region
function becomes a standalone pure-StableHLO module, compiled for ``target``
and timed on ``device``; the measurement (per call, the least disturbed of its
batches, less the cost of entering the runtime timed in turn with it) replaces
the region's ``time_ns``, with ``estimator = "profile"``, on the function and
its calls, and the module totals are summed again. Regions the backend cannot compile or run keep their analytical time,
with one warning per reason. Measurements are cached (``hespas.profile.cache``).
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.pass_framework import HespasPass, option
from hespas.profile import BACKENDS, make_backend, profile_module, region_functions
from hespas.profile.cache import ProfileCache
from hespas.profile.iree_backend import TARGETS
from hespas.profile.profiler import Profiler


@dataclass
class Profile(HespasPass):
    ARGUMENT = "hespas-profile"
    DESCRIPTION = "Measure each distinct partition region on a device (IREE or XLA) and use the measured times"
    REQUIRES = ("costs", "partitioned")
    NESTING_ADDED = 0  # attributes only

    target: str = option("llvm-cpu", "what to compile for", choices=tuple(TARGETS))
    device: str = option("", "which device: empty (the first), an index, a name, or for llvm-cpu local-task/local-sync")
    backend: str = option("iree", "the compiler that builds and runs regions", choices=BACKENDS)
    chip: str = option("", "GPU architecture (sm_90, gfx942); empty: detected")
    repetitions: int = option(5, "timed turns per region, alternating with the no-kernel call (least batch kept)",
                              minimum=1)
    jobs: int = option(0, "regions compiled at once (0: one per usable CPU)", minimum=0)
    no_cache: bool = option(False, "measure everything again and leave the cache alone")

    def run(self, module) -> None:
        region_functions(module)  # fails early, before a device is opened, on a module without regions
        backend = make_backend(self.backend, self.target, self.device, self.chip)
        cache = None if self.no_cache else ProfileCache()
        try:
            profile_module(module, Profiler(backend, cache, self.repetitions, self.jobs))
        finally:
            if cache is not None:
                cache.close()


PASS = Profile
