"""Fused attention across a lax.scan step (hespas.fusion.attention_scan) on what JAX and XLA really emit: the
rewrite of the stacked scores into one stacked logsumexp per row computes the same step, run by IREE."""

import subprocess
from pathlib import Path
import sys
import textwrap

import iree.compiler as iree_compiler
import iree.runtime as iree_runtime
import numpy as np
import pytest

from hespas.fusion import fuse_module
from hespas.fusion.attention_scan import stack_row_statistics
from hespas.ir import ir, load_module, make_context, module_to_text, parse_module, passmanager

LAYERS, BATCH, SEQ, HEADS, HEAD_DIM = 2, 1, 8, 2, 4

# A two-layer causal attention step under jax.lax.scan, differentiated, exported at the partitioned stage on two
# devices (replicated: XLA's SPMD pipeline inlines the calls JAX's lowering makes, as `hespas export` gives it).
EXPORT = f"""
    from hespas.export import use_virtual_devices
    use_virtual_devices(2)
    import jax, jax.numpy as jnp
    from jax import lax
    from hespas.export import export_step

    S = {SEQ}
    def layer(x, w):
        q, k, v = x * w, jnp.tanh(x), x + w
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) * 0.5
        causal = lax.broadcasted_iota(jnp.int32, (S, S), 0) >= lax.broadcasted_iota(jnp.int32, (S, S), 1)
        s = lax.select(jnp.broadcast_to(causal, s.shape), s, jnp.full(s.shape, -1e9, s.dtype))
        e = jnp.exp(s - lax.stop_gradient(s.max(-1, keepdims=True)))
        return jnp.einsum("bhqk,bkhd->bqhd", e / e.sum(-1, keepdims=True), v)

    def loss(ws, x):
        y, _ = lax.scan(lambda carry, w: (layer(carry, w), None), x, ws)
        return jnp.sum(y ** 2)

    args = (jax.ShapeDtypeStruct(({LAYERS}, {BATCH}, S, {HEADS}, {HEAD_DIM}), jnp.float32),
            jax.ShapeDtypeStruct(({BATCH}, S, {HEADS}, {HEAD_DIM}), jnp.float32))
    open("scan.mlir", "w").write(export_step(jax.grad(loss), args, {{"data": 2}}, None).partitioned_text)
"""

# The same step with a softmax whose gradient is written by hand (jax.custom_vjp), keeping only E = exp(S - max)
# as its residual: the backward computes P = E / sum(E) itself, so the forward loop stacks E (and P, for dV) and
# not the row sum.
SOFTMAX = """
        e = jnp.exp(s - lax.stop_gradient(s.max(-1, keepdims=True)))
        return jnp.einsum("bhqk,bkhd->bqhd", e / e.sum(-1, keepdims=True), v)
"""
CUSTOM_SOFTMAX = """
        return jnp.einsum("bhqk,bkhd->bqhd", softmax(s), v)

    def normalised(e):
        return e / e.sum(-1, keepdims=True)

    @jax.custom_vjp
    def softmax(s):
        return normalised(jnp.exp(s - s.max(-1, keepdims=True)))

    def softmax_forward(s):
        e = jnp.exp(s - s.max(-1, keepdims=True))
        return normalised(e), e

    def softmax_backward(e, g):
        p = normalised(e)
        return (p * (g - (g * p).sum(-1, keepdims=True)),)

    softmax.defvjp(softmax_forward, softmax_backward)
"""
assert SOFTMAX in EXPORT
EXPORT_E_ONLY = EXPORT.replace(SOFTMAX, CUSTOM_SOFTMAX)


def _export(tmp_path_factory, script: str) -> str:
    directory = tmp_path_factory.mktemp("scan")
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], cwd=directory, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return (directory / "scan.mlir").read_text()


@pytest.fixture(scope="module")
def scanned_step(tmp_path_factory) -> str:
    return _export(tmp_path_factory, EXPORT)


@pytest.fixture(scope="module")
def scanned_step_e_only(tmp_path_factory) -> str:
    return _export(tmp_path_factory, EXPORT_E_ONLY)


def _main_loops(module) -> list:
    main = next(view.operation for view in module.body.operations
                if ir.StringAttr(view.operation.attributes["sym_name"]).value == "main")
    return [view.operation for view in main.regions[0].blocks[0].operations if view.operation.name == "stablehlo.while"]


def _rewritten(text: str) -> tuple[str, dict, list]:
    context = make_context()
    with context:
        module = parse_module(text, context)
        loops = _main_loops(module)
        remarks = []
        recomputed = stack_row_statistics([(region.blocks[0], None) for loop in loops for region in loop.regions],
                                          lambda message, location: remarks.append(message))
        assert module.operation.verify()
        types = [str(result.type) for loop in _main_loops(module) for result in loop.results]  # loops rebuilt
        return module_to_text(module), recomputed, types + remarks


def _run(text: str, inputs: list) -> np.ndarray:
    flatbuffer = iree_compiler.compile_str(text, target_backends=["llvm-cpu"], input_type="stablehlo",
                                           extra_args=["--iree-llvmcpu-target-cpu=generic"])
    module = iree_runtime.load_vm_flatbuffer(flatbuffer, driver="local-sync")
    return np.asarray(module.main(*inputs))


def test_the_scanned_step_stacks_row_statistics_instead_of_scores(scanned_step):
    scores = f"tensor<{LAYERS}x{BATCH}x{HEADS}x{SEQ}x{SEQ}xf32>"
    assert any(scores in line for line in scanned_step.splitlines() if "stablehlo.while" in line)
    with make_context() as context:
        written = parse_module(scanned_step, context)
        carried = [str(result.type) for loop in _main_loops(written) for result in loop.results]
    text, recomputed, types = _rewritten(scanned_step)
    assert len(recomputed) == 1  # one recomputed score product in the backward loop
    assert scores not in types  # no loop carries a [L, B, H, S, S] stack any more
    # JAX stacks E = exp(S - max), the row sum l (and 1/l^2) and P = E / l. P needs only L = max + log(l), and
    # E = exp(S - L) * l with l from the program's own stack: one [L, 1, B, H, S] f32 stack of L in each loop
    # takes the place of E's and P's, and nothing else changes.
    row_sums = f"tensor<{LAYERS}x{BATCH}x{HEADS}x{SEQ}x1xf32>"
    assert types.count(f"tensor<{LAYERS}x1x{BATCH}x{HEADS}x{SEQ}xf32>") == 2
    assert types.count(row_sums) == carried.count(row_sums) == 4
    assert len(types) == len(carried) - 2


def test_a_step_stacking_e_without_its_row_sum_stacks_the_logsumexp_and_the_row_sum(scanned_step_e_only):
    scores = f"tensor<{LAYERS}x{BATCH}x{HEADS}x{SEQ}x{SEQ}xf32>"
    with make_context() as context:
        written = parse_module(scanned_step_e_only, context)
        carried = [str(result.type) for loop in _main_loops(written) for result in loop.results]
    assert carried.count(scores) == 4  # E (for the custom backward) and P (for dV), in each loop
    assert not any(f"x{SEQ}x1xf32>" in carried_type for carried_type in carried)  # no row sum stacked
    text, recomputed, types = _rewritten(scanned_step_e_only)
    assert len(recomputed) == 1
    # P = exp(S - L) and E = exp(S - max) = exp(S - L) * l: one [L, 2, B, H, S] stack of L and l in each loop
    assert types.count(f"tensor<{LAYERS}x2x{BATCH}x{HEADS}x{SEQ}xf32>") == 2
    assert scores not in types and len(types) == len(carried) - 2


@pytest.mark.parametrize("program", ["scanned_step", "scanned_step_e_only"])
def test_the_rewritten_step_computes_the_same_gradient(program, request):
    step = request.getfixturevalue(program)
    rng = np.random.default_rng(0)
    inputs = [(rng.standard_normal((LAYERS, BATCH, SEQ, HEADS, HEAD_DIM)) * 0.5).astype(np.float32),
              rng.standard_normal((BATCH, SEQ, HEADS, HEAD_DIM)).astype(np.float32)]
    text, _, _ = _rewritten(step)
    written, rewritten = _run(step, inputs), _run(text, inputs)
    assert np.abs(written).max() > 1.0  # a gradient that is not all zeros
    # f32: exp(S - L) and exp(S - L) * l round differently from E / l and E (a few ulps each)
    np.testing.assert_allclose(rewritten, written, rtol=1e-5, atol=1e-5)


def test_fused_the_scanned_step_is_one_forward_and_one_backward_kernel(scanned_step):
    context = make_context()
    with context:
        module = parse_module(scanned_step, context)
        fuse_module(module.operation, "fused")
        roles = []
        for loop in _main_loops(module):
            for region in loop.regions:
                for view in region.blocks[0].operations:
                    if "hespas.attention" in view.operation.attributes:
                        roles.append(ir.StringAttr(view.operation.attributes["hespas.attention"]).value)
    assert roles == ["forward", "backward"]



def test_a_constant_cse_shared_with_the_enclosing_block_is_fused_too():
    # before: after MLIR's cse, the scanned Llama example's loop bodies read a constant of the function's block,
    # and the constants copied into the attention kernels were looked up among the loop body's ops only:
    # KeyError traceback from hespas-fuse (and from hespas simulate of the cse'd module)
    example = Path(__file__).parents[2] / "examples/llama_fsdp/llama_fsdp_scan_8_devices.partitioned.mlir"
    context = make_context()
    with context:
        module = load_module(str(example), context)
        passmanager.PassManager.parse("builtin.module(cse)", context=context).run(module.operation)
        summary = fuse_module(module.operation, "fused")
        module.operation.verify()
    assert summary.attention_kernels == 2  # a forward kernel in the scan's body, a backward one in its reverse scan's
