"""Materialised against fused attention: predicted time and peak memory of transformer steps.

    python benchmarks/attention_fusion.py                 # h100, S = 2048 and 4096
    python benchmarks/attention_fusion.py --hardware a100 --seq 1024
    python benchmarks/attention_fusion.py --hardware a100 --seq --modules ../shared/validation/mlir/pax_gpt126m_dp8.mlir

Programs, exported from JAX here as one-device StableHLO (``jax.jit(...).lower``):
- the transformer block of ``benchmarks/accuracy.py`` (f32, forward only, 4 heads);
- a Llama-style training step: ``--layers`` decoder layers of Llama-2 7B's width
  (d_model 4096, 32 heads of 128, SwiGLU 11008; RMSNorm, rotary embeddings, causal
  attention written out with ``jnp.einsum`` and ``jax.nn.softmax``), bf16 weights and
  activations, f32 softmax, batch 1, SGD, under ``jax.grad``;
- any StableHLO files given with ``--modules`` (one device's program, as they are).

Each is run through hespas-fuse with ``attention=materialized`` and ``attention=fused``,
then hespas-annotate-costs and hespas-memory on ``--hardware``; the table gives the summed
kernel time (a one-device step has no communication to overlap), the bytes moved, the
FLOPs and the memory pass's peak, and the fused/materialized ratio of each.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

from hespas.attributes import MEMORY, TOTALS, module_figures
from hespas.ir import make_context, parse_module, passmanager
from hespas.pipeline import build_pass_manager, parse_pipeline

D_MODEL, HEADS, D_FF = 4096, 32, 11008  # Llama-2 7B (Touvron et al. 2023, Table 1 and the released config)


def rms_norm(x, scale):
    x32 = x.astype(jnp.float32)
    return (x32 * jax.lax.rsqrt(jnp.mean(x32 * x32, axis=-1, keepdims=True) + 1e-6)).astype(x.dtype) * scale


def rotary(x):
    seq, half = x.shape[1], x.shape[-1] // 2
    angles = jnp.arange(seq)[:, None] / (10000.0 ** (jnp.arange(half) / half))[None, :]
    cos, sin = jnp.cos(angles)[None, :, None, :], jnp.sin(angles)[None, :, None, :]
    x1, x2 = x[..., :half].astype(jnp.float32), x[..., half:].astype(jnp.float32)
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1).astype(x.dtype)


def decoder_layer(x, p):
    batch, seq, _ = x.shape
    h = rms_norm(x, p["attn_norm"])
    q, k, v = (jnp.reshape(h @ p[w], (batch, seq, HEADS, D_MODEL // HEADS)) for w in ("wq", "wk", "wv"))
    q, k = rotary(q), rotary(k)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k).astype(jnp.float32) / np.sqrt(D_MODEL / HEADS)
    causal = jnp.tril(jnp.ones((seq, seq), bool))
    weights = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1).astype(x.dtype)
    x = x + jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(batch, seq, D_MODEL) @ p["wo"]
    h = rms_norm(x, p["mlp_norm"])
    return x + (jax.nn.silu(h @ p["w_gate"]) * (h @ p["w_up"])) @ p["w_down"]


def llama_step_text(layers: int, seq: int) -> str:
    shapes = {"attn_norm": (D_MODEL,), "wq": (D_MODEL, D_MODEL), "wk": (D_MODEL, D_MODEL), "wv": (D_MODEL, D_MODEL),
              "wo": (D_MODEL, D_MODEL), "mlp_norm": (D_MODEL,), "w_gate": (D_MODEL, D_FF), "w_up": (D_MODEL, D_FF),
              "w_down": (D_FF, D_MODEL)}
    params = [{name: jax.ShapeDtypeStruct(shape, jnp.bfloat16) for name, shape in shapes.items()}
              for _ in range(layers)]

    def loss(params, x):
        for p in params:
            x = decoder_layer(x, p)
        return jnp.mean(x.astype(jnp.float32) ** 2)

    def step(params, x):
        grads = jax.grad(loss)(params, x)
        return jax.tree.map(lambda p, g: p - 1e-3 * g, params, grads)

    x = jax.ShapeDtypeStruct((1, seq, D_MODEL), jnp.bfloat16)
    return jax.jit(step).lower(params, x).as_text()


def transformer_block_text(seq: int, dim: int = 256) -> str:
    def layer_norm(x):
        mean = x.mean(-1, keepdims=True)
        return (x - mean) * jax.lax.rsqrt(((x - mean) ** 2).mean(-1, keepdims=True) + 1e-6)

    def transformer_block(x, wq, wk, wv, wo, w1, w2):  # benchmarks/accuracy.py's
        batch, seq, dim = x.shape
        heads = 4
        h = layer_norm(x)
        q, k, v = ((h @ w).reshape(batch, seq, heads, dim // heads) for w in (wq, wk, wv))
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(dim // heads)
        attention = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v).reshape(batch, seq, dim)
        x = x + attention @ wo
        return x + jax.nn.gelu(layer_norm(x) @ w1) @ w2

    shapes = [(2, seq, dim), (dim, dim), (dim, dim), (dim, dim), (dim, dim), (dim, 4 * dim), (4 * dim, dim)]
    return jax.jit(transformer_block).lower(*[jax.ShapeDtypeStruct(s, jnp.float32) for s in shapes]).as_text()


def measure(text: str, attention: str, hardware: str) -> dict:
    context = make_context()
    with context:
        return _measure(parse_module(text, context), context, attention, hardware)


def _measure(module, context, attention: str, hardware: str) -> dict:
    pipeline = (f"builtin.module(hespas-fuse{{attention={attention}}},hespas-annotate-costs{{hardware={hardware}}},"
                f"hespas-memory{{hardware={hardware}}})")
    build_pass_manager(parse_pipeline(pipeline), context, passmanager.PassManager).run(module.operation)
    totals, memory = module_figures(module.operation, TOTALS), module_figures(module.operation, MEMORY)
    return {"time_ms": totals["time_ns"] / 1e6, "GB": (totals["bytes_read"] + totals["bytes_written"]) / 1e9,
            "TFLOP": totals["flops"] / 1e12, "peak_GiB": memory["peak_bytes"] / 2**30}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hardware", default="h100")
    parser.add_argument("--seq", type=int, nargs="*", default=[2048, 4096],
                        help="sequence lengths (none: --modules only)")
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--modules", type=Path, nargs="*", default=[], help="StableHLO files to compare as well")
    args = parser.parse_args()
    programs = [(f"transformer block S={seq}", transformer_block_text(seq)) for seq in args.seq]
    programs += [(f"Llama-7B-width step, {args.layers} layers, S={seq}", llama_step_text(args.layers, seq))
                 for seq in args.seq]
    programs += [(path.name, path.read_text()) for path in args.modules]
    columns = ("time_ms", "GB", "TFLOP", "peak_GiB")
    print(f"hardware {args.hardware}; each cell: materialized -> fused (fused/materialized)")
    print(f"{'program':44s} " + " ".join(f"{c:>28s}" for c in columns))
    for name, text in programs:
        materialized, fused = measure(text, "materialized", args.hardware), measure(text, "fused", args.hardware)
        cells = [f"{materialized[c]:9.3f} -> {fused[c]:9.3f} ({fused[c] / materialized[c]:4.2f})" for c in columns]
        print(f"{name:44s} " + " ".join(f"{cell:>28s}" for cell in cells), flush=True)


if __name__ == "__main__":
    main()
