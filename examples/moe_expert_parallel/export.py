"""Export a mixture-of-experts layer with expert parallelism over 8 devices (all_to_all dispatch).

    python examples/moe_expert_parallel/export.py   # writes moe_8_experts.{partitioned,global}.mlir here

``jax.shard_map`` over the "expert" axis: each device holds one expert's FFN and a
slice of the tokens. A top-1 router assigns every token an expert; tokens are
packed into per-expert buckets of fixed capacity, sent to their expert with
``jax.lax.all_to_all``, transformed, sent back with a second all_to_all and
combined, weighted by the router's probability.
"""

from pathlib import Path

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from hespas.export import DEFAULT_STAGE, export_step

EXPERTS, TOKENS, D_MODEL, D_FF = 8, 4096, 512, 2048
CAPACITY = 2 * TOKENS // EXPERTS // EXPERTS  # per expert, per device: twice the fair share
MESH = {"expert": EXPERTS}


def local_moe(x, router, w_in, w_out):
    """Per device: x [tokens/E, d], router [d, E], w_in [1, d, ff], w_out [1, ff, d]."""
    probs = jax.nn.softmax((x @ router).astype(jnp.float32), axis=-1)
    choice = jnp.argmax(probs, axis=-1)
    one_hot = jax.nn.one_hot(choice, EXPERTS, dtype=jnp.int32)
    position = jnp.cumsum(one_hot, axis=0) * one_hot - 1  # slot in the chosen expert's bucket, -1 elsewhere
    dispatch = jax.nn.one_hot(position, CAPACITY, dtype=x.dtype)  # [t, E, C]; over capacity: all zero
    buckets = jnp.einsum("td,tec->ecd", x, dispatch)
    received = jax.lax.all_to_all(buckets, "expert", 0, 0, tiled=True)  # [E sources, C, d] for this expert
    hidden = jax.nn.gelu(jnp.einsum("ecd,df->ecf", received, w_in[0]))
    processed = jnp.einsum("ecf,fd->ecd", hidden, w_out[0])
    returned = jax.lax.all_to_all(processed, "expert", 0, 0, tiled=True)  # back to the tokens' devices
    gate = jnp.max(probs, axis=-1).astype(x.dtype)
    return jnp.einsum("ecd,tec->td", returned, dispatch) * gate[:, None]


def moe_layer(x, router, w_in, w_out):
    return jax.shard_map(local_moe, in_specs=(P("expert"), P(), P("expert"), P("expert")),
                         out_specs=P("expert"))(x, router, w_in, w_out)


def exports(stage: str = DEFAULT_STAGE) -> dict:
    args = (jax.ShapeDtypeStruct((TOKENS, D_MODEL), jnp.bfloat16),
            jax.ShapeDtypeStruct((D_MODEL, EXPERTS), jnp.bfloat16),
            jax.ShapeDtypeStruct((EXPERTS, D_MODEL, D_FF), jnp.bfloat16),
            jax.ShapeDtypeStruct((EXPERTS, D_FF, D_MODEL), jnp.bfloat16))
    shardings = (P("expert"), P(), P("expert"), P("expert"))
    return {"moe_8_experts": export_step(moe_layer, args, MESH, shardings, P("expert"), stage=stage)}


if __name__ == "__main__":
    for stem, result in exports().items():
        print("wrote", *result.write(Path(__file__).with_name(stem)))
