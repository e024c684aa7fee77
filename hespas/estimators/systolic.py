"""What the systolic-array estimators (scalesim, zigzag) share: the preset's array, and cycles to time.

A subclass simulates an op's matrix product (``hespas.estimators.gemm``) on the
chip described by the preset's ``[systolic_array]`` table and returns the chip's
cycles (and energy, where its model has one). The op's time is then

    compute_ns = cycles / clock_MHz x 1000
    memory_ns  = (bytes read + bytes written) / memory bandwidth   (the roofline's HBM time: through the
                 preset's [efficiency.memory] curve where it has one, unless efficiency=false)
    time_ns    = max(compute_ns, memory_ns) + launch overhead

so the simulator models the arrays and their on-chip buffers, the roofline the
off-chip traffic it does not see. Ops that are not a dot or a convolution, and
complex-valued products, are declined (the roofline costs them), and so are products
the simulator finds no way to map onto the chip (``NoMapping``), with one warning.
"""

from __future__ import annotations

from hespas.costs.opcost import MATMUL, OpCost
from hespas.diagnostics import HespasError, warn
from hespas.estimators.cache import SimulatorResult
from hespas.estimators.gemm import Gemm, as_gemm
from hespas.estimators.interface import Estimate, Estimator, EstimatorContext
from hespas.hardware import SystolicArray


class NoMapping(Exception):
    """The simulator found no mapping of a product onto the chip (ZigZag on products too small to unroll over
    the arrays): the op is declined, and the roofline costs it."""


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
        self._warned_no_mapping = False

    def estimate(self, op, cost: OpCost) -> Estimate | None:
        if cost.op_class != MATMUL:
            return None
        gemm = as_gemm(op, self.context.types)
        if gemm is None or gemm.dtype.startswith("complex") or gemm.macs == 0:
            return None
        try:
            result = self.simulate(gemm)
        except NoMapping as why:
            if not self._warned_no_mapping:
                self._warned_no_mapping = True
                warn(f"estimator '{self.name}' finds no mapping of the {gemm.groups} x {gemm.m}x{gemm.k}x{gemm.n} "
                     f"product (groups x MxKxN) onto {self.context.hardware.name}'s {self.array.arrays_per_chip} "
                     f"{self.array.rows}x{self.array.cols} arrays ({why}): the roofline costs it and every other "
                     "such product (the module's hespas.totals counts them in fallback_ops)", op.location)
            return None
        roofline = self.context.roofline
        compute_ns = result.cycles / self.array.clock_MHz * 1e3
        memory_ns = roofline.memory_ns(cost.bytes_read + cost.bytes_written)
        return Estimate(max(compute_ns, memory_ns) + roofline.launch_ns, result.cycles, result.energy_pJ,
                        compute_ns, memory_ns)

    def simulate(self, gemm: Gemm) -> SimulatorResult:  # pragma: no cover - every subclass overrides it
        """The chip's cycles (and energy) for ``gemm``, all groups, on all its arrays."""
        raise NotImplementedError
