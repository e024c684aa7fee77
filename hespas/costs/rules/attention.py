"""Fused attention custom calls: cuDNN flash attention (``__cudnn$fmha*``), as JAX emits them.

``jax.nn.dot_product_attention(..., implementation="cudnn")`` lowers to one custom call
forward and one backward (jax/_src/cudnn/fused_attention_stablehlo.py,
``_dot_product_attention_fwd_cuda_lowering`` and ``..._bwd_cuda_lowering``):

- forward ``__cudnn$fmha[ScaleBias]Softmax[Dropout]``: operands Q, K, V (``BTNH`` or ``BNTH``,
  head dim last), then an optional bias and sequence lengths; results O (``BNTH``), the
  softmax statistics ``f32[B, N, T]`` when training, and an empty ``u8[0]`` workspace;
- backward ``...Backward``: operands Q, K, V, the statistics, dO, (bias), O, (sequence
  lengths); results dQ, dK, dV, (dBias) and the workspace.

``backend_config`` (JSON) holds ``cudnn_fmha_backend_config``, whose
``intermediate_tensor_shape.dimensions`` is ``[B, N, T, S]`` (batch, heads, query and
key/value lengths) and ``mask_type`` ``NO_MASK | PADDING | CAUSAL | PADDING_CAUSAL | ALIBI``.

Cost, FlashAttention-2's (Dao 2023, section 4.1 counts ``4 B N T S H`` forward and 2.5
times that backward): the forward multiplies ``Q.K`` and ``P.V``, ``2 B N T S (H_qk + H_v)``
FLOPs; the backward recomputes ``Q.K`` and multiplies ``dO.V``, ``P.dO``, ``dS.K`` and
``dS.Q``, ``2 B N T S (3 H_qk + 2 H_v)``. One exponential per score element each way (the
backward recomputes ``P``). With a causal mask the kernel skips the tiles above the diagonal
(FlashAttention-2 section 3.1.1, "Causal masking"; cuDNN's causal flash attention does the
same), so the work scales with the unmasked elements: with cuDNN's top-left-aligned causal mask,
row ``i`` keeps ``min(i + 1, S)`` of its ``S`` keys. Traffic is the boundary: every operand read
once, every result written once; the ``[B, N, T, S]`` scores never reach memory.
"""

from __future__ import annotations

import json

from hespas.costs.opcost import MATMUL, UNKNOWN, OpCost

CAUSAL_MASKS = frozenset({"CAUSAL", "PADDING_CAUSAL"})


def cudnn_fmha(op, types) -> OpCost:
    """``__cudnn$fmha*``: FlashAttention-2 FLOPs from the backend config's ``[B, N, T, S]`` and the head dims."""
    config = fmha_config(op)
    if config is None:
        return OpCost(op_class=UNKNOWN)
    batch, heads, query_length, key_length, causal = config
    info = types.info
    query = info(op.operands[0].type)
    qk_head, v_head = query.shape[-1], info(op.operands[2].type).shape[-1]
    scores = batch * heads * unmasked_per_head(query_length, key_length, causal)
    products = 3 * qk_head + 2 * v_head if is_backward(op) else qk_head + v_head
    return OpCost(2 * scores * products, scores, types.nbytes(op.operands), types.nbytes(op.results), MATMUL,
                  query.dtype)


def fmha_config(op) -> tuple[int, int, int, int, bool] | None:
    """(B, N, T, S, causal) from a ``__cudnn$fmha*`` call's backend config, None where it cannot be read."""
    try:
        config = json.loads(op.attributes["backend_config"].value)["cudnn_fmha_backend_config"]
        batch, heads, query_length, key_length = (int(d) for d in config["intermediate_tensor_shape"]["dimensions"])
        mask = config.get("mask_type", "NO_MASK")
    except (KeyError, AttributeError, TypeError, ValueError, OverflowError):  # OverflowError: int(1e400)
        return None
    if min(batch, heads, query_length, key_length) < 0:  # no shape: its FLOPs came out negative
        return None
    return batch, heads, query_length, key_length, mask in CAUSAL_MASKS


def is_backward(op) -> bool:
    return op.attributes["call_target_name"].value.endswith(("Backward", "BackwardF8"))


def unmasked_per_head(query_length: int, key_length: int, causal: bool) -> int:
    """Score elements a flash kernel computes per (batch, head): all of them, or, under a top-left causal
    mask, ``sum(min(i + 1, S) for i < T)``."""
    if not causal:
        return query_length * key_length
    full_rows = max(query_length - key_length, 0)  # rows i >= S keep all S keys
    triangle = min(query_length, key_length)  # rows i < S keep i + 1 keys
    return triangle * (triangle + 1) // 2 + full_rows * key_length


# The targets JAX emits (fused_attention_stablehlo.py, _custom_name_maps).
TARGETS = tuple(f"__cudnn$fmha{name}" for name in (
    "Softmax", "ScaleBiasSoftmax", "SoftmaxDropout", "ScaleBiasSoftmaxDropout", "SoftmaxF8",
    "SoftmaxBackward", "ScaleBiasSoftmaxBackward", "SoftmaxDropoutBackward", "ScaleBiasSoftmaxDropoutBackward",
    "SoftmaxBackwardF8"))
