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
    except (KeyError, AttributeError, TypeError, ValueError):
        return UNKNOWN_COST
    info = types.info
    lhs = info(op.operands[0].type)
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


def custom_call(op, types) -> OpCost:
    rule = TARGET_RULES.get(custom_call_target(op))
    return UNKNOWN_COST if rule is None else rule(op, types)


RULES = {
    **for_dialects(("fft",), fft),
    **for_dialects(("rng", "rng_bit_generator"), random_bits),
    **for_dialects(("custom_call",), custom_call),
    "mhlo.xla.rng_get_and_update_state": free,
}
