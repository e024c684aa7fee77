"""Export a small ResNet training step with data parallelism over 8 devices.

    python examples/resnet_data_parallel/export.py   # writes resnet14_8_devices.{partitioned,global}.mlir here

A ResNet-14 for 32x32 images written with jax.lax convolutions (no framework):
a 3x3 stem, three stages of two basic blocks (16, 32, 64 channels; the first block
of a stage strides by 2 and projects its shortcut with a 1x1 convolution), batch
norm with batch statistics, global average pooling and a dense classifier; f32,
SGD. The batch is split over "data": XLA all-reduces the batch-norm statistics
(they are over the global batch) and the gradients. Parameters are donated.
"""

from pathlib import Path

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from hespas.export import DEFAULT_STAGE, export_step

MESH = {"data": 8}
BATCH, IMAGE, CLASSES = 256, 32, 10
CHANNELS, BLOCKS_PER_STAGE = (16, 32, 64), 2
LEARNING_RATE = 0.1


def conv(x, w, stride=1):
    return jax.lax.conv_general_dilated(x, w, (stride, stride), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))


def batch_norm(x, p):
    mean = jnp.mean(x, axis=(0, 1, 2))
    variance = jnp.mean(jnp.square(x - mean), axis=(0, 1, 2))
    return (x - mean) * jax.lax.rsqrt(variance + 1e-5) * p["scale"] + p["bias"]


def basic_block(x, p, stride):
    h = jax.nn.relu(batch_norm(conv(x, p["conv1"], stride), p["bn1"]))
    h = batch_norm(conv(h, p["conv2"]), p["bn2"])
    shortcut = conv(x, p["proj"], stride) if "proj" in p else x
    return jax.nn.relu(h + shortcut)


def loss(params, images, labels):
    x = jax.nn.relu(batch_norm(conv(images, params["stem"]), params["stem_bn"]))
    for index, block in enumerate(params["blocks"]):
        x = basic_block(x, block, 2 if "proj" in block and index > 0 else 1)
    logits = jnp.mean(x, axis=(1, 2)) @ params["head"]
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=-1))


def train_step(params, images, labels):
    value, grads = jax.value_and_grad(loss)(params, images, labels)
    return jax.tree.map(lambda p, g: p - LEARNING_RATE * g, params, grads), value


def parameters():
    def array(*shape):
        return jax.ShapeDtypeStruct(shape, jnp.float32)

    def norm(channels):
        return {"scale": array(channels), "bias": array(channels)}

    blocks, previous = [], CHANNELS[0]
    for channels in CHANNELS:
        for index in range(BLOCKS_PER_STAGE):
            block = {"conv1": array(3, 3, previous, channels), "bn1": norm(channels),
                     "conv2": array(3, 3, channels, channels), "bn2": norm(channels)}
            if index == 0 and channels != CHANNELS[0]:
                block["proj"] = array(1, 1, previous, channels)
            blocks.append(block)
            previous = channels
    return {"stem": array(3, 3, 3, CHANNELS[0]), "stem_bn": norm(CHANNELS[0]), "blocks": blocks,
            "head": array(CHANNELS[-1], CLASSES)}


def exports(stage: str = DEFAULT_STAGE) -> dict:
    args = (parameters(), jax.ShapeDtypeStruct((BATCH, IMAGE, IMAGE, 3), jnp.float32),
            jax.ShapeDtypeStruct((BATCH,), jnp.int32))
    result = export_step(train_step, args, MESH, (P(), P("data"), P("data")), (P(), P()), donate_argnums=0,
                         stage=stage)
    return {"resnet14_8_devices": result}


if __name__ == "__main__":
    for stem, result in exports().items():
        print("wrote", *result.write(Path(__file__).with_name(stem)))
