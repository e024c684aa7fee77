"""Export an MLP training step with data x tensor parallelism on a 2 x 4 mesh (8 devices).

    python examples/mlp_dp_tp/export.py   # writes mlp_dp_tp_8_devices.{partitioned,global}.mlir here

The batch is split over "data"; each MLP block's first matrix is split by columns
and its second by rows over "model" (Megatron). XLA emits all_reduces over "model"
for the forward and backward partial sums and over "data" for the gradients.
Parameters are donated, so the updated ones reuse their buffers.
"""

from pathlib import Path

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from hespas.export import DEFAULT_STAGE, export_step

MESH = {"data": 2, "model": 4}
BATCH, D_MODEL, D_FF, BLOCKS = 512, 1024, 4096, 2
LEARNING_RATE = 1e-2


def loss(params, x, y):
    for w_in, w_out in params:
        x = x + jax.nn.gelu(x @ w_in) @ w_out
    return jnp.mean((x.astype(jnp.float32) - y.astype(jnp.float32)) ** 2)


def train_step(params, x, y):
    value, grads = jax.value_and_grad(loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - LEARNING_RATE * g, params, grads), value


def exports(stage: str = DEFAULT_STAGE) -> dict:
    params = [(jax.ShapeDtypeStruct((D_MODEL, D_FF), jnp.bfloat16), jax.ShapeDtypeStruct((D_FF, D_MODEL), jnp.bfloat16))
              for _ in range(BLOCKS)]
    batch = jax.ShapeDtypeStruct((BATCH, D_MODEL), jnp.bfloat16)
    param_shardings = [(P(None, "model"), P("model", None)) for _ in range(BLOCKS)]
    result = export_step(train_step, (params, batch, batch), MESH, (param_shardings, P("data"), P("data")),
                         (param_shardings, P()), donate_argnums=0, stage=stage)
    return {"mlp_dp_tp_8_devices": result}


if __name__ == "__main__":
    for stem, result in exports().items():
        print("wrote", *result.write(Path(__file__).with_name(stem)))
