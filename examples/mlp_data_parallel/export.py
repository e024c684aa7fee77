"""Export a data-parallel MLP training step as per-device StableHLO (8 devices, explicit all_reduce).

    python examples/mlp_data_parallel/export.py   # writes mlp_train_step_8_devices.mlir beside this file

The step is jitted with the batch sharded over 8 (virtual CPU) devices and the
parameters replicated; XLA's SPMD partitioner turns it into the per-device
program, whose gradient reduction is an explicit all_reduce. The compiled
per-device HLO is converted back to StableHLO (with XLA's mhlo.fusion kernels).
"""

import os
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402

DEVICES = 8
BATCH_PER_DEVICE = 128
WIDTHS = (1024, 4096, 4096, 1024)  # input, two hidden layers, output
LEARNING_RATE = 1e-3


def init_params(key):
    params = []
    for fan_in, fan_out in zip(WIDTHS[:-1], WIDTHS[1:]):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (fan_in, fan_out), jnp.bfloat16) * fan_in ** -0.5,
                       jnp.zeros((fan_out,), jnp.bfloat16)))
    return params


def loss(params, x, y):
    h = x
    for i, (w, b) in enumerate(params):
        h = h @ w + b
        if i < len(params) - 1:
            h = jax.nn.gelu(h)
    return jnp.mean((h.astype(jnp.float32) - y) ** 2)


def train_step(params, x, y):
    grads = jax.grad(loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - LEARNING_RATE * g, params, grads)


def main() -> None:
    from jax.extend.mlir import hlo_to_stablehlo
    from jax.sharding import NamedSharding, PartitionSpec

    mesh = jax.make_mesh((DEVICES,), ("batch",))
    replicated = NamedSharding(mesh, PartitionSpec())
    by_batch = NamedSharding(mesh, PartitionSpec("batch"))
    params = init_params(jax.random.PRNGKey(0))
    x = jax.ShapeDtypeStruct((DEVICES * BATCH_PER_DEVICE, WIDTHS[0]), jnp.bfloat16)
    y = jax.ShapeDtypeStruct((DEVICES * BATCH_PER_DEVICE, WIDTHS[-1]), jnp.float32)
    step = jax.jit(train_step, in_shardings=(replicated, by_batch, by_batch), out_shardings=replicated)
    compiled = step.lower(params, x, y).compile()
    hlo = compiled.runtime_executable().hlo_modules()[0].as_serialized_hlo_module_proto()
    from jax.extend.mlir import ir
    from jax.interpreters import mlir as jax_mlir

    with jax_mlir.make_ir_context():
        module = ir.Module.parse(hlo_to_stablehlo(hlo))
        # XLA's HLO keeps the device count in its config, which the conversion drops: restore it.
        i32 = ir.IntegerType.get_signless(32)
        module.operation.attributes["mhlo.num_partitions"] = ir.IntegerAttr.get(i32, DEVICES)
        module.operation.attributes["mhlo.num_replicas"] = ir.IntegerAttr.get(i32, 1)
        text = module.operation.get_asm(large_elements_limit=16)
    out = Path(__file__).with_name(f"mlp_train_step_{DEVICES}_devices.mlir")
    out.write_text(text)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
