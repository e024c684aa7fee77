"""FFT, random number generation and custom calls.

fft: 5 N log2 N FLOPs per complex transform of N = prod(fft_length) points, and half
that (2.5 N log2 N) for real-data transforms (RFFT, IRFFT), as FFTW counts them.
Random numbers: one transcendental per generated element, XLA's convention for rng and
rng_bit_generator (a bit generator's dozens of integer ops per word, counted lightly),
also used for JAX's GPU threefry kernels. custom_call is costed by its target: known
targets below, the MHLO ops XLA encodes as ``custom_call @mhlo.<op>`` by that op's rule,
anything else UNKNOWN (zero cost; the pass names the target in a warning).
"""

from __future__ import annotations

import json
import math

from hespas.costs.opcost import MATMUL, UNKNOWN, VECTOR, OpCost
from hespas.costs.rules import attention, elementwise
from hespas.costs.rules.common import for_dialects, free, ints, read_write, result_types
from hespas.costs.rules.movement import copy
from hespas.costs.rules.reduction import top_k
from hespas.diagnostics import HespasError

UNKNOWN_COST = OpCost(op_class=UNKNOWN)


def fft(op, types) -> OpCost:
    info = types.info
    operand = info(op.operands[0].type)
    result = info(op.result.type)
    n = math.prod(ints(op, "fft_length"))
    real_input = not operand.dtype.startswith("complex")  # RFFT
    real_output = not result.dtype.startswith("complex")  # IRFFT
    full = result if real_output else operand  # the side with n points per transform
    per_transform = (2.5 if real_input or real_output else 5.0) * n * math.log2(n) if n > 1 else 0.0
    flops = round(full.num_elements // n * per_transform)
    return OpCost(flops, 0, operand.nbytes, result.nbytes, VECTOR, operand.dtype)


def random_bits(op, types) -> OpCost:
    """One transcendental per element of every result."""
    info = types.info
    generated = sum(info(t).num_elements for t in result_types(op))
    read = types.nbytes(op.operands)
    return OpCost(0, generated, read, types.nbytes(op.results), VECTOR, info(result_types(op)[-1]).dtype)


def gemm(op, types) -> OpCost:
    """cuBLAS GEMM: contracted dims from the GemmBackendConfig JSON (bare, or inside a GpuBackendConfig)."""
    attrs = op.attributes
    try:
        config = json.loads(attrs["backend_config"].value)
        dims = config.get("gemm_backend_config", config)["dot_dimension_numbers"]
        contracting = [int(d) for d in dims["lhs_contracting_dimensions"]]
    except (KeyError, AttributeError, TypeError, ValueError, OverflowError):  # OverflowError: int(1e400)
        return UNKNOWN_COST
    info = types.info
    lhs = info(op.operands[0].type)
    if any(not 0 <= d < len(lhs.shape) for d in contracting):
        return UNKNOWN_COST
    output = info(result_types(op)[0])
    flops = 2 * output.num_elements * math.prod(lhs.shape[d] for d in contracting)
    return OpCost(flops, 0, types.nbytes(op.operands), types.nbytes(op.results), MATMUL, lhs.dtype)


def custom_call_target(op) -> str:
    return op.attributes["call_target_name"].value


TARGET_RULES = {
    **dict.fromkeys(
        (
            "Sharding",
            "SPMDFullToShardShape",
            "SPMDShardToFullShape",
            "annotate_device_placement",
            "shape_assertion",
            "xla.sdy.GlobalToLocalShape",
            "xla.sdy.LocalToGlobalShape",
            "xla.sdy.FuncResultSharding",
        ),
        free,
    ),
    "LayoutConstraint": read_write,  # a layout other than the producer's means a transposing copy
    "TopK": top_k,
    **dict.fromkeys(
        ("cu_threefry2x32", "cu_threefry2x32_ffi", "hip_threefry2x32", "hip_threefry2x32_ffi"), random_bits
    ),
    "__cublas$gemm": gemm,
    "__cublas$lt$matmul": gemm,
    **dict.fromkeys(attention.TARGETS, attention.cudnn_fmha),  # cuDNN flash attention
    # MHLO ops without a StableHLO twin, encoded by XLA as custom calls; their rules read shapes only.
    **{name: rule for name, rule in elementwise.RULES.items() if name.startswith("mhlo.")},
    "mhlo.topk": top_k,
    "mhlo.copy": copy,
}


# MLIR does not verify a custom call's operands and results, so what a known target's rule reads is checked
# first: operands at least, results (tuple elements counted) at least, whether the rule reads ``op.result``
# (exactly one result), and the operand and result indices that must have a dimension.
_TAKES = {
    "TopK": (1, 1, False, (0,), (0,)),
    "mhlo.topk": (1, 1, False, (0,), (0,)),
    "__cublas$gemm": (1, 1, False, (), ()),
    "__cublas$lt$matmul": (1, 1, False, (), ()),
    **dict.fromkeys(attention.TARGETS, (3, 0, False, (0, 2), ())),
}


def _takes(target: str) -> tuple[int, int, bool, tuple[int, ...], tuple[int, ...]]:
    if target in _TAKES:
        return _TAKES[target]
    rule = TARGET_RULES[target]
    if rule in (free, read_write):
        return (0, 0, False, (), ())
    if rule is random_bits:
        return (0, 1, False, (), ())
    return (0, 1, True, (), ())  # the MHLO twins and mhlo.copy read ``op.result``


def _check_takes(op, target: str, types) -> None:
    operands, results, one_result, ranked_operands, ranked_results = _takes(target)
    flat_results = result_types(op)
    if len(op.operands) < operands or len(flat_results) < results or (one_result and len(op.results) != 1):
        needed = "exactly one result" if one_result else f"at least {results} result(s)"
        raise HespasError(f"custom call '{target}' has {len(op.operands)} operand(s) and {len(op.results)} "
                          f"result(s); its cost rule needs at least {operands} operand(s) and {needed}",
                          op.location)
    for kind, value_types, indices in (("operand", [v.type for v in op.operands], ranked_operands),
                                       ("result", flat_results, ranked_results)):
        for index in indices:
            if not types.info(value_types[index]).shape:
                raise HespasError(f"custom call '{target}': {kind} #{index} must have at least one dimension",
                                  op.location)


def custom_call(op, types) -> OpCost:
    target = custom_call_target(op)
    if target not in TARGET_RULES:
        return UNKNOWN_COST
    _check_takes(op, target, types)
    return TARGET_RULES[target](op, types)


RULES = {
    **for_dialects(("fft",), fft),
    **for_dialects(("rng", "rng_bit_generator"), random_bits),
    **for_dialects(("custom_call",), custom_call),
    "mhlo.xla.rng_get_and_update_state": free,
}
