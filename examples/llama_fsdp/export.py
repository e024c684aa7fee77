"""Export a Llama-style decoder training step with FSDP over 8 devices, twice: layers unrolled,
and layers stacked under ``jax.lax.scan`` (one while loop).

    python examples/llama_fsdp/export.py   # writes llama_fsdp_{unrolled,scan}_8_devices.{partitioned,global}.mlir

The model: token embedding, 4 decoder layers (RMSNorm, causal multi-head attention
with rotary embeddings, RMSNorm, SwiGLU MLP), a final norm and an LM head; bf16
weights and activations, f32 softmax and loss; SGD. Every matrix is sharded by
its first (non-layer) dimension over "fsdp" and the batch is split over "fsdp":
XLA gathers each weight before use (all_gather) and reduces each gradient across
devices. The activations are constrained to stay split by batch at every layer
boundary (as FSDP code does), so XLA does not reshard them inside the loop.
Parameters are donated.
"""

from pathlib import Path

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from hespas.export import DEFAULT_STAGE, export_step

MESH = {"fsdp": 8}
VOCAB, D_MODEL, HEADS, D_FF, LAYERS = 4096, 512, 8, 1408, 4
BATCH, SEQ = 16, 256
LEARNING_RATE = 1e-3
LAYER_SHAPES = {  # one decoder layer's parameters
    "attn_norm": (D_MODEL,), "wq": (D_MODEL, D_MODEL), "wk": (D_MODEL, D_MODEL), "wv": (D_MODEL, D_MODEL),
    "wo": (D_MODEL, D_MODEL), "mlp_norm": (D_MODEL,), "w_gate": (D_MODEL, D_FF), "w_up": (D_MODEL, D_FF),
    "w_down": (D_FF, D_MODEL),
}


def rms_norm(x, scale):
    x32 = x.astype(jnp.float32)
    return (x32 * jax.lax.rsqrt(jnp.mean(x32 * x32, axis=-1, keepdims=True) + 1e-6)).astype(x.dtype) * scale


def rotary(x):
    """Rotary position embedding over the last dimension of [batch, seq, heads, head_dim]."""
    half = x.shape[-1] // 2
    frequencies = 10000.0 ** (-jnp.arange(half, dtype=jnp.float32) / half)
    angles = jnp.arange(x.shape[1], dtype=jnp.float32)[:, None] * frequencies
    cos, sin = jnp.cos(angles)[None, :, None, :], jnp.sin(angles)[None, :, None, :]
    x1, x2 = x[..., :half].astype(jnp.float32), x[..., half:].astype(jnp.float32)
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1).astype(x.dtype)


def decoder_layer(x, p):
    batch, seq, _ = x.shape
    h = rms_norm(x, p["attn_norm"])
    q, k, v = (jnp.reshape(h @ p[w], (batch, seq, HEADS, D_MODEL // HEADS)) for w in ("wq", "wk", "wv"))
    q, k = rotary(q), rotary(k)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k).astype(jnp.float32) / jnp.sqrt(D_MODEL / HEADS)
    causal = jnp.tril(jnp.ones((seq, seq), bool))
    weights = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1).astype(x.dtype)
    attention = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(batch, seq, D_MODEL)
    x = x + attention @ p["wo"]
    h = rms_norm(x, p["mlp_norm"])
    x = x + (jax.nn.silu(h @ p["w_gate"]) * (h @ p["w_up"])) @ p["w_down"]
    return jax.lax.with_sharding_constraint(x, P("fsdp"))  # activations stay split by batch


def logits_loss(params, x, labels):
    logits = (rms_norm(x, params["final_norm"]) @ params["lm_head"]).astype(jnp.float32)
    picked = jnp.take_along_axis(jax.nn.log_softmax(logits), labels[..., None], axis=-1)
    return -jnp.mean(picked)


def unrolled_loss(params, tokens, labels):
    x = params["embed"][tokens]
    for layer in params["layers"]:
        x = decoder_layer(x, layer)
    return logits_loss(params, x, labels)


def scan_loss(params, tokens, labels):
    x = params["embed"][tokens]
    x, _ = jax.lax.scan(lambda carry, layer: (decoder_layer(carry, layer), None), x, params["layers"])
    return logits_loss(params, x, labels)


def sgd_step(loss):
    def train_step(params, tokens, labels):
        value, grads = jax.value_and_grad(loss)(params, tokens, labels)
        return jax.tree.map(lambda p, g: p - LEARNING_RATE * g, params, grads), value

    return train_step


def fsdp_spec(shape, stacked: bool):
    """Shard the first non-layer dimension of a matrix over "fsdp"; replicate vectors."""
    if len(shape) == 1:
        return P()
    return P(None, "fsdp") if stacked else P("fsdp")


def parameters(stacked: bool):
    """Shapes and shardings of all parameters; a list of layers, or one stack with a leading layer axis."""
    def array(shape):
        return jax.ShapeDtypeStruct(shape, jnp.bfloat16)

    if stacked:
        layers = {name: array((LAYERS, *shape)) for name, shape in LAYER_SHAPES.items()}
        layer_specs = {name: fsdp_spec(shape, True) for name, shape in LAYER_SHAPES.items()}
    else:
        layers = [{name: array(shape) for name, shape in LAYER_SHAPES.items()} for _ in range(LAYERS)]
        layer_specs = [{name: fsdp_spec(shape, False) for name, shape in LAYER_SHAPES.items()}
                       for _ in range(LAYERS)]
    params = {"embed": array((VOCAB, D_MODEL)), "layers": layers, "final_norm": array((D_MODEL,)),
              "lm_head": array((D_MODEL, VOCAB))}
    specs = {"embed": P("fsdp"), "layers": layer_specs, "final_norm": P(), "lm_head": P("fsdp")}
    return params, specs


def exports(stage: str = DEFAULT_STAGE) -> dict:
    tokens = jax.ShapeDtypeStruct((BATCH, SEQ), jnp.int32)
    results = {}
    for variant, loss in (("unrolled", unrolled_loss), ("scan", scan_loss)):
        params, specs = parameters(stacked=variant == "scan")
        results[f"llama_fsdp_{variant}_8_devices"] = export_step(
            sgd_step(loss), (params, tokens, tokens), MESH, (specs, P("fsdp"), P("fsdp")), (specs, P()),
            donate_argnums=0, stage=stage)
    return results


if __name__ == "__main__":
    for stem, result in exports().items():
        print("wrote", *result.write(Path(__file__).with_name(stem)))
