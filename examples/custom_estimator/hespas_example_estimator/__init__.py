"""An example hespas estimator: dot and convolution at half the hardware's matrix peak; the roofline for the rest.

hespas offers ``estimate`` every op that does work, with the op itself and its
``OpCost`` from hespas's rules (FLOPs, bytes, op class, element type);
``self.context`` holds the hardware, the roofline, the type table and a result
cache. Return an ``Estimate`` (``time_ns``; optionally ``cycles``,
``energy_pJ``, and the ``compute_ns``/``memory_ns`` split), or None for ops the
model does not cover: the roofline costs those.
"""

from hespas.costs.opcost import MATMUL
from hespas.estimators import Estimate, Estimator

EFFICIENCY = 0.5  # the fraction of the matrix peak this model assumes


class HalfPeak(Estimator):
    description = "example plugin: dot and convolution at half the matrix peak; roofline for the rest"

    def estimate(self, op, cost):
        if cost.op_class != MATMUL:
            return None
        hardware, roofline = self.context.hardware, self.context.roofline
        peak_flops_per_ns = hardware.peak_flops_per_s(cost.dtype, is_matmul=True) / 1e9
        compute_ns = cost.flops / (peak_flops_per_ns * EFFICIENCY)
        memory_ns = roofline.memory_ns(cost.bytes_read + cost.bytes_written)
        return Estimate(max(compute_ns, memory_ns) + roofline.launch_ns, compute_ns=compute_ns, memory_ns=memory_ns)
