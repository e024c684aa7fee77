"""Export a pipeline-parallel (GPipe) training step over 4 stages, with collective_permute between them.

    python examples/pipeline_parallel/export.py   # writes pipeline_4_stages.{partitioned,global}.mlir here

``jax.shard_map`` over the "stage" axis gives each device one stage (two dense
layers). Four microbatches flow through the stages in 4 + 3 ticks; after every
tick each stage hands its activations to the next with ``jax.lax.ppermute``
(a collective_permute). The backward pass, by differentiation, sends the
gradients back the other way; the loss is summed over stages with a psum.
"""

from pathlib import Path

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from hespas.export import DEFAULT_STAGE, export_step

STAGES, LAYERS_PER_STAGE, MICROBATCHES, MICROBATCH, D_MODEL = 4, 2, 4, 64, 1024
MESH = {"stage": STAGES}
LEARNING_RATE = 1e-2
FORWARD = [(i, i + 1) for i in range(STAGES - 1)]


def stage_forward(weights, x):
    for layer in range(LAYERS_PER_STAGE):
        x = jnp.tanh(x @ weights[layer])
    return x


def pipeline_loss(weights, inputs, targets):
    """Per stage: weights [1, layers, d, d]; inputs and targets [microbatches, microbatch, d] (all stages)."""
    stage = jax.lax.axis_index("stage")
    state = jnp.zeros((MICROBATCH, D_MODEL), inputs.dtype)
    outputs = []
    for tick in range(MICROBATCHES + STAGES - 1):
        fresh = inputs[tick] if tick < MICROBATCHES else jnp.zeros_like(state)
        out = stage_forward(weights[0], jnp.where(stage == 0, fresh, state))
        if tick >= STAGES - 1:
            outputs.append(out)
        state = jax.lax.ppermute(out, "stage", FORWARD)
    error = jnp.stack(outputs).astype(jnp.float32) - targets.astype(jnp.float32)
    local = jnp.where(stage == STAGES - 1, jnp.mean(error ** 2), 0.0)
    return jax.lax.psum(local, "stage")


def train_step(weights, inputs, targets):
    loss = jax.shard_map(pipeline_loss, in_specs=(P("stage"), P(), P()), out_specs=P())
    value, grads = jax.value_and_grad(loss)(weights, inputs, targets)
    return weights - LEARNING_RATE * grads, value


def exports(stage: str = DEFAULT_STAGE) -> dict:
    weights = jax.ShapeDtypeStruct((STAGES, LAYERS_PER_STAGE, D_MODEL, D_MODEL), jnp.bfloat16)
    batch = jax.ShapeDtypeStruct((MICROBATCHES, MICROBATCH, D_MODEL), jnp.bfloat16)
    result = export_step(train_step, (weights, batch, batch), MESH, (P("stage"), P(), P()), (P("stage"), P()),
                         donate_argnums=0, stage=stage)
    return {"pipeline_4_stages": result}


if __name__ == "__main__":
    for stem, result in exports().items():
        print("wrote", *result.write(Path(__file__).with_name(stem)))
