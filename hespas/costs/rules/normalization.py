"""Batch normalization, costed as its usual expansion (XLA's HloCostAnalysis leaves it at zero).

FLOPs per element of x, and per feature, with one rsqrt (a transcendental) per feature:
- inference: (x - mean) * (scale * rstd) + offset: 3 per element; var + eps, scale * rstd: 2 per feature.
- training: the mean (1 add), the variance (subtract, square, add: 3), then normalize (3): 7 per
  element; the two mean divisions and the inference's 2: 4 per feature.
- grad: sum(dy) (1), x_hat (2), sum(dy * x_hat) (2), grad_x = k * (dy - mean(dy) - x_hat * mean(dy * x_hat))
  (4): 9 per element; the two means, var + eps and k: 4 per feature.
Bytes: all operands and results.
"""

from __future__ import annotations

from hespas.costs.opcost import VECTOR, OpCost
from hespas.costs.rules.common import for_dialects


def _batch_norm_rule(flops_per_element: int, flops_per_feature: int):
    def batch_norm(op, types) -> OpCost:
        x = types.info(op.operands[0].type)
        features = x.shape[op.attributes["feature_index"].value]
        flops = flops_per_element * x.num_elements + flops_per_feature * features
        read = types.nbytes(op.operands)
        return OpCost(flops, features, read, types.nbytes(op.results), VECTOR, x.dtype)

    return batch_norm


RULES = {
    **for_dialects(("batch_norm_inference",), _batch_norm_rule(3, 2)),
    **for_dialects(("batch_norm_training",), _batch_norm_rule(7, 4)),
    **for_dialects(("batch_norm_grad",), _batch_norm_rule(9, 4)),
}
