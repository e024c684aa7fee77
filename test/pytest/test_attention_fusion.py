"""Fused attention (hespas-fuse attention=fused) on what JAX really emits, and the per-family default."""

from pathlib import Path

import jax
import jax.numpy as jnp
import pytest

from hespas.costs.attention_kernel import of_fusion
from hespas.costs.types import TypeTable
from hespas.diagnostics import HespasError
from hespas.fusion import fuse_module
from hespas.hardware import load_hardware
from hespas.ir import ir, make_context, parse_module, passmanager
from hespas.passes import create_pass

BATCH, SEQ, HEADS, HEAD_DIM = 2, 64, 4, 16


def xla_attention(q, k, v):
    return jax.nn.dot_product_attention(q, k, v, implementation="xla")


def xla_causal_attention(q, k, v):
    return jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation="xla")


def hand_written_attention(q, k, v):  # flax-style: scaled scores, a causal mask from jnp.tril, jax.nn.softmax
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(HEAD_DIM).astype(q.dtype)
    scores = jnp.where(jnp.tril(jnp.ones((SEQ, SEQ), bool)), scores, -1e9)
    return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v)


def lowered(function, dtype, grad: bool) -> str:
    x = jax.ShapeDtypeStruct((BATCH, SEQ, HEADS, HEAD_DIM), dtype)
    step = function
    if grad:
        step = jax.grad(lambda q, k, v: jnp.sum(function(q, k, v).astype(jnp.float32) ** 2), argnums=(0, 1, 2))
    return jax.jit(step).lower(x, x, x).as_text()


def score_elements() -> int:
    return BATCH * HEADS * SEQ * SEQ


def attention_kernels(module_op) -> dict:
    """role -> the fused attention kernels of that role in the entry function."""
    found: dict = {}
    for func in module_op.regions[0].blocks[0].operations:
        for view in func.operation.regions[0].blocks[0].operations:
            op = view.operation
            if op.name == "mhlo.fusion" and "hespas.attention" in op.attributes:
                found.setdefault(ir.StringAttr(op.attributes["hespas.attention"]).value, []).append(op)
    return found


def elements(value) -> int:
    shape = value.type.shape
    count = 1
    for size in shape:
        count *= size
    return count


@pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16], ids=["f32", "bf16"])
@pytest.mark.parametrize("function", [xla_attention, xla_causal_attention, hand_written_attention],
                         ids=["xla", "xla-causal", "hand-written"])
@pytest.mark.parametrize("grad", [False, True], ids=["forward", "grad"])
def test_jax_attention_becomes_one_kernel_each_way_with_no_score_tensor_between(function, dtype, grad):
    context = make_context()
    with context:
        module = parse_module(lowered(function, dtype, grad), context)
        summary = fuse_module(module.operation, "fused")
        module.operation.verify()
        kernels = attention_kernels(module.operation)
    assert {role: len(ops) for role, ops in kernels.items()} == ({"forward": 1, "backward": 1} if grad
                                                                  else {"forward": 1})
    assert summary.attention_kernels == len(kernels)
    for ops in kernels.values():
        for value in [*ops[0].operands, *ops[0].results]:  # the boundary: Q, K, V, O, dO, dQ..., per-row values
            assert elements(value) < score_elements()
    if grad:  # the backward recomputes Q.K: it holds one more product than its four (dP, dV, dQ, dK)
        backward = kernels["backward"][0]
        products = [op for op in backward.regions[0].blocks[0].operations if op.name == "stablehlo.dot_general"]
        assert len(products) == 5


@pytest.mark.parametrize("function,causal", [(xla_attention, False), (xla_causal_attention, True),
                                             (hand_written_attention, True)], ids=["xla", "xla-causal", "hand-written"])
def test_a_causal_kernel_is_read_as_causal_and_charged_its_unmasked_products_only(function, causal):
    # JAX's dot_product_attention(is_causal=True) scores a [B, N, T, 1, S] product (a group of one query head per
    # key head) and masks a [1, B, N, T, S] reshape of it with jnp.tril's mask reshaped to [1, 1, T, S]; the
    # hand-written one masks [B, H, T, S] directly. Both are the top-left triangle.
    context = make_context()
    with context:
        module = parse_module(lowered(function, jnp.bfloat16, False), context)
        fuse_module(module.operation, "fused")
        kernel = of_fusion(attention_kernels(module.operation)["forward"][0], TypeTable())
    assert kernel.causal is causal
    # two products, Q.K and P.V, each 2 * D FLOPs per score; a causal flash kernel computes the S(S+1)/2 scores on
    # and below the diagonal of each of the B*H heads
    scores = BATCH * HEADS * (SEQ * (SEQ + 1) // 2 if causal else SEQ * SEQ)
    assert kernel.flops == 2 * 2 * HEAD_DIM * scores


def test_materialized_leaves_attention_to_the_ordinary_rules():
    context = make_context()
    with context:
        module = parse_module(lowered(xla_attention, jnp.float32, True), context)
        summary = fuse_module(module.operation, "materialized")
        assert attention_kernels(module.operation) == {}
    assert summary.attention_kernels == 0


def run_totals(text: str, attention: str | None) -> dict:
    """Totals after hespas-fuse with ``attention`` (None: not fused, the program as written)."""
    context = make_context()
    with context:
        module = parse_module(text, context)
        pm = passmanager.PassManager("builtin.module", context=context)
        if attention is not None:
            create_pass("hespas-fuse", f"attention={attention}").add_to(pm)
        create_pass("hespas-annotate-costs", "hardware=h100").add_to(pm)
        create_pass("hespas-memory", "hardware=h100").add_to(pm)
        pm.run(module.operation)
        totals, memory = module.operation.attributes["hespas.totals"], module.operation.attributes["hespas.memory"]
        return {"flops": totals["flops"].value, "bytes": totals["bytes_read"].value + totals["bytes_written"].value,
                "peak_bytes": memory["peak_bytes"].value}


def test_fused_training_attention_moves_fewer_bytes_and_recomputes_the_scores():
    text = lowered(xla_attention, jnp.bfloat16, True)
    written, materialized, fused = run_totals(text, None), run_totals(text, "materialized"), run_totals(text, "fused")
    # The backward's extra Q.K product: 2 * B*H*S*S * D FLOPs (the softmax recomputed adds a little more), against
    # the program as written (materialized fusion recomputes shared elementwise producers of the score tensors in
    # each of their kernels too, as XLA's priority fusion does, so it is no baseline for the Q.K recompute).
    recompute = 2 * score_elements() * HEAD_DIM
    assert recompute <= fused["flops"] - written["flops"] < 1.5 * recompute
    # Materialized, at least the f32 scores and the probabilities are written and read back: 4 bytes each way, twice.
    assert materialized["bytes"] - fused["bytes"] > 2 * 2 * 4 * score_elements()
    assert fused["peak_bytes"] < materialized["peak_bytes"]


def test_each_hardware_family_has_its_attention_default(tmp_path: Path):
    assert {name: load_hardware(name).attention for name in ("h100", "a100", "b200", "tpu-v5p", "mi300x", "host-cpu")} \
        == {"h100": "fused", "a100": "fused", "b200": "fused", "tpu-v5p": "fused", "mi300x": "materialized",
            "host-cpu": "materialized"}
    toml = tmp_path / "hw.toml"
    toml.write_text('name = "toy"\ndescription = "toy"\nmemory_bandwidth_GBps = 100\nmemory_capacity_GiB = 8\n'
                    'launch_overhead_ns = 0\nattention = "flash"\n[peak_TFLOPS]\nf32 = 10\n')
    with pytest.raises(HespasError, match="attention must be one of fused, materialized, got 'flash'"):
        load_hardware(str(toml))


def test_a_checkpointed_attention_s_backward_is_one_kernel_that_recomputes_its_forward():
    # jax.checkpoint: the backward recomputes the forward's scores and softmax itself (no product with V there).
    attention = jax.checkpoint(xla_attention)
    context = make_context()
    with context:
        module = parse_module(lowered(attention, jnp.float32, True), context)
        fuse_module(module.operation, "fused")
        module.operation.verify()
        kernels = attention_kernels(module.operation)
    assert {role: len(ops) for role, ops in kernels.items()} == {"forward": 1, "backward": 1}
    backward = kernels["backward"][0]
    products = [op for op in backward.regions[0].blocks[0].operations if op.name == "stablehlo.dot_general"]
    assert len(products) == 5  # Q.K recomputed, dP = dO.V, dV, dQ, dK
    assert len(backward.results) == 3  # dQ, dK, dV
