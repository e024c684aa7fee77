"""Export the Llama-style decoder training step of examples/llama_fsdp as a purely data-parallel step on
4 devices: every parameter replicated, the batch split over the mesh axis (named "fsdp" because the model's
activation constraints name it), so XLA all-reduces each gradient.

    python examples/sweep/export_llama_dp.py   # writes llama_dp_4_devices.{partitioned,global}.mlir

A purely data-parallel step runs unchanged on any number of devices (hespas
replicates it), which is what the example sweep needs to cross system sizes. The
model (4 decoder layers, d_model 512, bf16) is the one in examples/llama_fsdp/export.py.
"""

import sys
from pathlib import Path

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from hespas.export import export_step

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "llama_fsdp"))
from export import BATCH, SEQ, parameters, scan_loss, sgd_step  # noqa: E402  (the model of examples/llama_fsdp)

MESH = {"fsdp": 4}  # the axis the model constrains activations over; here it splits the batch only


def export():
    params, specs = parameters(stacked=True)
    replicated = jax.tree.map(lambda _: P(), specs, is_leaf=lambda leaf: isinstance(leaf, P))
    tokens = jax.ShapeDtypeStruct((BATCH, SEQ), jnp.int32)
    return export_step(sgd_step(scan_loss), (params, tokens, tokens), MESH, (replicated, P("fsdp"), P("fsdp")),
                       (replicated, P()), donate_argnums=0)


if __name__ == "__main__":
    print("wrote", *export().write(Path(__file__).with_name("llama_dp_4_devices")))
