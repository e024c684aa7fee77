"""hespas-annotate-costs: a cost (FLOPs, bytes, time, bound) on every op of the functions the entries (the public
ones and main) reach, totals on the module, and what every communication op moves between which devices
(``hespas.comm``, see ``hespas.comm``)."""

from __future__ import annotations

from dataclasses import dataclass

from hespas.comm import CommAnnotator
from hespas.costs.annotate import CostAnnotator
from hespas.costs.calibrated import CalibratedRoofline
from hespas.costs.calibration_table import parse_calibration
from hespas.costs.roofline import Roofline
from hespas.diagnostics import HespasError
from hespas.estimators.interface import EstimatorContext
from hespas.estimators.registry import BUILTIN_NAMES, estimator_names, load_estimator
from hespas.estimators.runner import OpEstimation
from hespas.hardware import load_hardware
from hespas.pass_framework import HespasPass, option

BRANCH_MODES = ("max", "mean")


@dataclass
class AnnotateCosts(HespasPass):
    ARGUMENT = "hespas-annotate-costs"
    DESCRIPTION = ("Annotate every op of the functions the entries (the public ones and main) reach with hespas.cost "
                   "{flops, bytes, time_ns, bound}, every communication op with hespas.comm, and the module with "
                   "hespas.totals")
    REJECTS = ("partitioned",)
    PROVIDES = ("costs",)
    NESTING_ADDED = 0  # attributes only

    hardware: str = option("h100", "hardware preset name or path to a hardware TOML file",
                           check=load_hardware)
    estimator: str = option("roofline", "cost estimator (`hespas estimators` describes them)",
                            choices=lambda: tuple(estimator_names()), known=BUILTIN_NAMES)
    default_trip_count: int = option(1, "trip count assumed for while loops whose count is not static", minimum=0)
    branches: str = option("max", "cost of if/case: 'max' (costliest branch) or 'mean'", choices=BRANCH_MODES)
    tf32: bool = option(True, "run f32 matmul and convolution at the TF32 rate where the hardware has one")
    efficiency: bool = option(True, "run matmuls and memory traffic at the achieved rates of the preset's "
                                    "[efficiency] table (published measurements); false: at the peaks")
    occupancy: bool = option(True, "limit XLA:GPU's own kernels that occupy few SMs to the bandwidth and vector "
                                   "lanes of those SMs (the preset's [gpu_cores] table)")
    inner_costs: bool = option(True, "write hespas.cost on the ops inside each fused kernel (mhlo.fusion) too; "
                                     "false: cost the kernel from its body without writing them")

    def run(self, module) -> None:
        if self.estimator == "profile":
            raise HespasError("estimator 'profile' measures the regions of a partitioned module: use "
                              "--hespas-annotate-costs --hespas-partition --hespas-profile (see hespas-profile)")
        estimator_class = None if self.estimator in ("roofline", "calibrated") else load_estimator(self.estimator)
        hardware = load_hardware(self.hardware)
        if self.estimator == "calibrated":
            if hardware.calibration is None:
                raise HespasError(f"estimator 'calibrated' needs a calibrated preset, and hardware '{self.hardware}' "
                                  "has no [calibration] table: write one with `hespas calibrate` on that device")
            roofline = CalibratedRoofline(hardware, parse_calibration(hardware.calibration), use_tf32=self.tf32)
        else:
            roofline = Roofline(hardware, use_tf32=self.tf32, efficiency=self.efficiency, occupancy=self.occupancy)
        types, cache = roofline.types, None  # one table of the types' sizes for the roofline and the annotator
        op_estimation = None  # an op estimator, with the roofline for the ops it declines
        if estimator_class is not None:
            # imported here: the estimate cache brings the profiling cache's modules (sqlite3, tqdm, the
            # profiler), which roofline and calibrated costing never use
            from hespas.estimators.cache import EstimateCache

            cache = EstimateCache()
            op_estimation = OpEstimation(self.estimator, estimator_class,
                                         EstimatorContext(hardware, roofline, types, cache))
        try:
            CostAnnotator(roofline, self.estimator, self.default_trip_count, self.branches, types,
                          op_estimation, CommAnnotator(module), self.inner_costs).annotate_module(module)
        finally:
            if cache is not None:
                cache.close()


PASS = AnnotateCosts
