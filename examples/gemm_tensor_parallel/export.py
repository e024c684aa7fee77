"""Export a chain of Megatron-style GEMM pairs with tensor parallelism over 4 devices.

    python examples/gemm_tensor_parallel/export.py   # writes gemm_tp_4_devices.{partitioned,global}.mlir here

Each pair multiplies by a column-split matrix, applies GELU and multiplies by a
row-split matrix (Megatron's MLP split). Activations between pairs are sharded by
sequence (sequence parallelism), so XLA gathers them before the first GEMM
(all_gather) and reduces the partial sums of the second (on CPU: an all_reduce
followed by a slice; XLA's GPU pipeline turns the pair into a reduce_scatter).
"""

from pathlib import Path

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from hespas.export import DEFAULT_STAGE, export_step

MESH = {"model": 4}
TOKENS, D_MODEL, D_FF, PAIRS = 2048, 1024, 4096, 2


def gemm_chain(x, w_in, w_out):
    for pair in range(PAIRS):
        h = jax.nn.gelu(x @ w_in[pair])
        x = jax.lax.with_sharding_constraint(h @ w_out[pair], P("model", None))
    return x


def exports(stage: str = DEFAULT_STAGE) -> dict:
    args = (jax.ShapeDtypeStruct((TOKENS, D_MODEL), jnp.bfloat16),
            jax.ShapeDtypeStruct((PAIRS, D_MODEL, D_FF), jnp.bfloat16),
            jax.ShapeDtypeStruct((PAIRS, D_FF, D_MODEL), jnp.bfloat16))
    shardings = (P("model", None), P(None, None, "model"), P(None, "model", None))
    return {"gemm_tp_4_devices": export_step(gemm_chain, args, MESH, shardings, P("model", None), stage=stage)}


if __name__ == "__main__":
    for stem, result in exports().items():
        print("wrote", *result.write(Path(__file__).with_name(stem)))
