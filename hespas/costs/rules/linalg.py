"""Dense linear algebra: Cholesky factorization and triangular solve, with LAPACK's FLOP counts.

cholesky of n x n matrices: n^3/3 FLOPs and n square roots (transcendentals) per matrix
(XLA counts the same FLOPs); one triangle is read and one written, so half of each tensor.
triangular_solve with an m x m triangle: m^2 FLOPs per right-hand-side column (LAPACK's
trsm count; XLA counts twice that), i.e. m x elements of b on either side; half of a is read.
"""

from __future__ import annotations

from hespas.costs.opcost import VECTOR, OpCost
from hespas.costs.rules.common import for_dialects


def cholesky(op, types) -> OpCost:
    a = types.info(op.operands[0].type)
    n = a.shape[-1]
    result = types.info(op.result.type)
    return OpCost(a.num_elements * n // 3, a.num_elements // n, a.nbytes // 2, result.nbytes // 2, VECTOR, a.dtype)


def triangular_solve(op, types) -> OpCost:
    info = types.info
    a = info(op.operands[0].type)
    b = info(op.operands[1].type)
    result = info(op.result.type)
    return OpCost(a.shape[-1] * b.num_elements, 0, a.nbytes // 2 + b.nbytes, result.nbytes, VECTOR, a.dtype)


RULES = {
    **for_dialects(("cholesky",), cholesky),
    **for_dialects(("triangular_solve",), triangular_solve),
}
