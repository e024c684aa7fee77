"""An op estimator as annotate-costs runs it: offered ops, checked answers, counted fallbacks.

``OpEstimation.record(op, cost, in_kernel)`` offers the estimator one op with
work (everything but free and communication ops) and turns its ``Estimate``
into the op's ``CostRecord``; ``None`` means the estimator declined and the
roofline costs the op (``fallback_ops`` counts those, ``estimated_ops`` the
others). Inside a fused kernel only the estimate's compute time counts (the
kernel's launch and boundary traffic are the kernel's). Anything the estimator
raises, and any answer that is not an ``Estimate`` with finite non-negative
numbers, becomes a diagnostic naming the estimator and located at the op.
"""

from __future__ import annotations

from hespas.cost_record import COMPUTE, MEMORY, CostRecord
from hespas.cost_record import FREE as FREE_BOUND
from hespas.costs.opcost import COLLECTIVE, FREE, OpCost
from hespas.diagnostics import HespasError
from hespas.estimators.interface import Estimate, Estimator, EstimatorContext

_NOT_OFFERED = frozenset({FREE, COLLECTIVE})


class OpEstimation:
    def __init__(self, name: str, estimator_class: type[Estimator], context: EstimatorContext):
        self.name = name
        self.estimated_ops = 0
        self.fallback_ops = 0
        try:
            self.estimator = estimator_class(context)
        except HespasError:
            raise
        except Exception as error:
            raise HespasError(f"estimator '{name}' failed to start: {type(error).__name__}: {error}") from None

    def record(self, op, cost: OpCost, in_kernel: bool) -> CostRecord | None:
        """The op's cost record from the estimator's answer (its counts are the rules', in ``cost``;
        its estimator is left for the caller to name), or None where the op is not offered or declined."""
        if cost.op_class in _NOT_OFFERED:
            return None
        estimate = self._estimate(op, cost)
        if estimate is None:
            self.fallback_ops += 1
            return None
        self.estimated_ops += 1
        compute_ns = estimate.time_ns if estimate.compute_ns is None else estimate.compute_ns
        memory_ns, time_ns = estimate.memory_ns or 0.0, estimate.time_ns
        if in_kernel:
            memory_ns, time_ns = 0.0, compute_ns
            bound = COMPUTE if compute_ns else FREE_BOUND
        elif time_ns == 0.0:
            compute_ns, memory_ns, bound = 0.0, 0.0, FREE_BOUND
        else:
            bound = MEMORY if memory_ns > compute_ns else COMPUTE
        return CostRecord(cost.flops, cost.transcendentals, cost.bytes_read, cost.bytes_written, compute_ns, memory_ns,
                          time_ns, bound, cycles=estimate.cycles, energy_pJ=estimate.energy_pJ)

    def _estimate(self, op, cost: OpCost) -> Estimate | None:
        try:
            estimate = self.estimator.estimate(op, cost)
        except HespasError as error:
            raise HespasError(f"estimator '{self.name}': {error.message}", error.location or op.location) from None
        except Exception as error:
            raise HespasError(f"estimator '{self.name}' failed on '{op.name}': {type(error).__name__}: {error}",
                              op.location) from None
        if estimate is None:
            return None
        if not isinstance(estimate, Estimate):
            raise HespasError(f"estimator '{self.name}' returned {type(estimate).__name__} for '{op.name}' "
                              "(expected an Estimate or None)", op.location)
        problem = estimate.problem()
        if problem is not None:
            raise HespasError(f"estimator '{self.name}' gave a bad estimate for '{op.name}': {problem}", op.location)
        return estimate
