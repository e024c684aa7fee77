"""The cost of one op as the rules see it: work and traffic, before any hardware is chosen.

Not a cost record (``hespas.cost_record.CostRecord``): it has no time, and it carries what
chooses the peak that applies (the op's class and element type). The roofline
(``hespas.costs.roofline``), or an op estimator, turns it into the op's record.
"""

from __future__ import annotations

from dataclasses import dataclass

# What kind of unit executes the op; the roofline picks a peak from it.
MATMUL = "matmul"  # dot/convolution: tensor-core peaks (TF32 for f32 where the hardware has it)
VECTOR = "vector"  # elementwise, reductions, sort...: vector peaks
MOVEMENT = "movement"  # data movement: bytes only
FREE = "free"  # metadata, constants: no work, no traffic
COLLECTIVE = "collective"  # communication: bytes recorded, no compute time
UNKNOWN = "unknown"  # an op no rule knows (e.g. an unknown custom_call target): costs zero

OP_CLASSES = (MATMUL, VECTOR, MOVEMENT, FREE, COLLECTIVE, UNKNOWN)


@dataclass(slots=True)
class OpCost:
    """Work and traffic of one op. One multiply-add is 2 FLOPs; transcendentals are counted apart.

    Not frozen: rules build one per op, and a frozen dataclass costs 4x more to construct.
    Treat instances as values all the same.
    """

    flops: int = 0
    transcendentals: int = 0
    bytes_read: int = 0
    bytes_written: int = 0
    op_class: str = FREE
    dtype: str = ""  # the element type whose peak applies (MLIR spelling: f32, bf16, i8, ...)

    def __add__(self, other: "OpCost") -> "OpCost":
        return OpCost(
            self.flops + other.flops,
            self.transcendentals + other.transcendentals,
            self.bytes_read + other.bytes_read,
            self.bytes_written + other.bytes_written,
            self.op_class,
            self.dtype,
        )


FREE_COST = OpCost()
