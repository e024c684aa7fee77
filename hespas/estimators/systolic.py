"""What the systolic-array estimators (scalesim, zigzag) share: the preset's array, and cycles to time.

A subclass simulates an op's matrix product (``hespas.estimators.gemm``) on the
chip described by the preset's ``[systolic_array]`` table and returns the chip's
cycles (and energy, where its model has one). The op's time is then

    compute_ns = cycles / clock_MHz x 1000
    memory_ns  = (bytes read + bytes written) / memory bandwidth   (the roofline's HBM time)
    time_ns    = max(compute_ns, memory_ns) + launch overhead

so the simulator models the arrays and their on-chip buffers, the roofline the
off-chip traffic it does not see. Ops that are not a dot or a convolution, and
complex-valued products, are declined (the roofline costs them).
"""

from __future__ import annotations

from hespas.costs.opcost import MATMUL, OpCost
from hespas.diagnostics import HespasError
from hespas.estimators.cache import SimulatorResult
from hespas.estimators.gemm import Gemm, as_gemm
from hespas.estimators.interface import Estimate, Estimator, EstimatorContext
from hespas.hardware import SystolicArray


class SystolicEstimator(Estimator):
    """Base of estimators that simulate matrix products on the preset's systolic arrays."""

    name = ""  # the registry name, for messages

    def __init__(self, context: EstimatorContext):
        super().__init__(context)
        array = context.hardware.systolic_array
        if array is None:
            raise HespasError(
                f"estimator '{self.name}' needs the hardware's [systolic_array] table (rows, cols, dataflow, "
                f"arrays_per_chip, clock_MHz, SRAM sizes), and hardware '{context.hardware.name}' has none "
                "(the TPU presets have one: tpu-v3, tpu-v4, tpu-v5e, tpu-v5p)")
        self.array: SystolicArray = array

    def estimate(self, op, cost: OpCost) -> Estimate | None:
        if cost.op_class != MATMUL:
            return None
        gemm = as_gemm(op, self.context.types)
        if gemm is None or gemm.dtype.startswith("complex") or gemm.macs == 0:
            return None
        result = self.simulate(gemm)
        roofline = self.context.roofline
        compute_ns = result.cycles / self.array.clock_MHz * 1e3
        memory_ns = roofline.memory_ns(cost.bytes_read + cost.bytes_written)
        return Estimate(max(compute_ns, memory_ns) + roofline.launch_ns, result.cycles, result.energy_pJ,
                        compute_ns, memory_ns)

    def simulate(self, gemm: Gemm) -> SimulatorResult:  # pragma: no cover - every subclass overrides it
        """The chip's cycles (and energy) for ``gemm``, all groups, on all its arrays."""
        raise NotImplementedError
