"""The micro-benchmarks a calibration measures: one kernel each, of one op class, over a range of sizes.

Each case is a small JAX function lowered to StableHLO (``jax.jit(f).lower``), so
the modules are what a JAX program exports. Classes: ``dot`` and
``convolution`` per element type (compute-bound as they grow; forward and
input-gradient convolutions), ``filter_gradient`` (weight-gradient convolutions), ``elementwise``
(binary ops, memory-bound), ``elementwise_broadcast`` (batch-norm applied:
per-channel vectors over NHWC), ``transcendental`` (exp), ``reduction`` (row sums),
``outer_reduction`` (sums over N, H, W of NHWC), ``outer_reduction_fused``
(sums of squares over N, H, W), ``window`` (max pooling), ``movement`` (transposes, pads/concatenations) and ``chain``
(dependent small matmuls: what one more kernel costs). ``quick`` keeps a few
small cases per class, for tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp

CHAIN = "chain"


@dataclass(frozen=True)
class Case:
    name: str
    op_class: str  # a calibration class (hespas.costs.calibrated) or CHAIN
    dtype: str  # MLIR element type of the inputs: curves are fitted per class and per class and type
    module_text: str
    kernels: int = 1  # kernels in the module (chain cases have several)


F32, BF16, F16 = jnp.float32, jnp.bfloat16, jnp.float16
# NHWC activations from 50 thousand to 26 million elements (in cache to far out of it), channels 64 to 2048:
# the batch-norm kernels (statistics, sums of squares, normalization) are measured on each, in each type.
ACTIVATIONS = ((4, 14, 14, 64), (8, 28, 28, 128), (16, 28, 28, 256), (64, 7, 7, 2048), (32, 28, 28, 256),
               (64, 28, 28, 256), (64, 56, 56, 128))


def build_suite(quick: bool = False) -> list[Case]:
    """The cases of the default suite, or of the quick one."""
    cases = []
    dots = [(64, 64, 64, F32), (256, 256, 256, F32), (128, 128, 128, BF16)] if quick else [
        (64, 64, 64, F32), (128, 128, 128, F32), (256, 256, 256, F32), (384, 384, 384, F32), (512, 512, 512, F32),
        (1024, 1024, 1024, F32), (2048, 256, 256, F32), (128, 2048, 512, F32),
        (128, 128, 128, BF16), (256, 256, 256, BF16), (512, 512, 512, BF16), (1024, 1024, 1024, BF16),
        (256, 256, 256, F16), (1024, 1024, 1024, F16)]
    for m, k, n, dtype in dots:
        cases.append(_case(f"dot {m}x{k}x{n}", "dot", jnp.matmul, [(m, k), (k, n)], dtype))
    convs = [(2, 16, 16, 16, 3, F32), (2, 16, 16, 16, 1, F32)] if quick else [
        (8, 32, 32, 32, 3, F32), (8, 16, 64, 64, 3, F32), (4, 56, 64, 64, 3, F32), (8, 8, 256, 256, 3, F32),
        (8, 16, 64, 64, 3, BF16), (8, 28, 128, 128, 3, BF16), (8, 16, 64, 64, 3, F16), (8, 28, 128, 128, 3, F16),
        *((batch, size, c_in, c_out, 1, dtype) for dtype in (F32, BF16, F16)
          for batch, size, c_in, c_out in ((8, 32, 64, 64), (8, 28, 128, 32), (8, 56, 64, 256), (32, 28, 256, 128)))]
    for batch, size, c_in, c_out, window, dtype in convs:
        image, kernel = (batch, size, size, c_in), (window, window, c_in, c_out)
        cls = "pointwise_convolution" if window == 1 else "convolution"
        cases.append(_case(f"conv {_shape(image)}->{c_out} {window}x{window}", cls, _conv, [image, kernel], dtype))
    for batch, size, c_in, c_out, window, dtype in convs[:3] + convs[-12:-10]:
        image, kernel = (batch, size, size, c_in), (window, window, c_in, c_out)
        cls = "pointwise_convolution" if window == 1 else "convolution"
        cases.append(_case(f"conv input-grad {_shape(image)}->{c_out} {window}x{window}", cls,
                           partial(_input_gradient, image=image), [kernel, (batch, size, size, c_out)], dtype))
    for batch, size, c_in, c_out, _, dtype in ([] if quick else convs[-12::2]):
        image, kernel = (batch, size, size, c_in), (1, 1, c_in, c_out)
        cases.append(_case(f"conv filter-grad {_shape(image)}->{c_out} 1x1", "pointwise_convolution",
                           partial(_filter_gradient, kernel=kernel, stride=1), [image, (batch, size, size, c_out)],
                           dtype))
    filters = [(2, 8, 16, 16, 3, 1, F32)] if quick else [
        (2, 14, 32, 32, 3, 1, F32), (4, 28, 32, 32, 3, 1, F32), (8, 14, 64, 64, 3, 1, F32), (4, 7, 128, 128, 3, 1, F32),
        (4, 28, 32, 64, 1, 2, F32), (8, 28, 64, 128, 1, 2, F32), (4, 14, 64, 64, 3, 1, BF16),
        (4, 28, 32, 64, 1, 2, BF16), (4, 14, 64, 64, 3, 1, F16), (4, 28, 32, 64, 1, 2, F16)]
    for batch, size, c_in, c_out, window, stride, dtype in filters:
        image, kernel = (batch, size, size, c_in), (window, window, c_in, c_out)
        cases.append(_case(f"conv filter-grad {_shape(image)}->{c_out} {window}x{window}/{stride}", "filter_gradient",
                           partial(_filter_gradient, kernel=kernel, stride=stride),
                           [image, (batch, size // stride, size // stride, c_out)], dtype))
    adds = [(2**12, F32), (2**18, F32)] if quick else [
        *((count, F32) for count in (2**12, 2**15, 2**18, 2**20, 2**22, 2**24)),
        *((count, dtype) for count in (2**16, 2**20, 2**23, 2**25) for dtype in (BF16, F16))]
    for count, dtype in adds:
        cases.append(_case(f"add {count}", "elementwise", jnp.add, [(count,), (count,)], dtype))
    for count in ([2**14] if quick else [2**12, 2**16, 2**20, 2**22]):
        cases.append(_case(f"exp {count}", "transcendental", jnp.exp, [(count,)], F32))
    rows_cols = [(256, 256)] if quick else [(256, 256), (1024, 1024), (4096, 1024), (64, 65536), (16384, 2048)]
    for rows, cols in rows_cols:
        cases.append(_case(f"row sum {rows}x{cols}", "reduction", partial(jnp.sum, axis=1), [(rows, cols)], F32))
    for shape, dtype in [((4, 14, 14, 64), F32)] if quick else [
            (shape, dtype) for dtype in (F32, BF16, F16) for shape in ACTIVATIONS]:
        vector = (shape[-1],)
        cases.append(_case(f"sum over NHW {_shape(shape)}", "outer_reduction", _statistics, [shape], dtype))
        cases.append(_case(f"sum of squares over NHW {_shape(shape)}", "outer_reduction_fused", _square_statistics,
                           [shape], dtype))
        cases.append(_case(f"normalize {_shape(shape)}", "elementwise_broadcast", _normalize,
                           [shape, vector, vector, vector], dtype))
    pools = [((4, 14, 14, 32), F32)] if quick else [
        ((8, 28, 28, 64), F32), ((8, 56, 56, 64), F32), ((32, 56, 56, 64), F32), ((8, 112, 112, 64), F16),
        ((32, 112, 112, 64), F16), ((8, 112, 112, 64), BF16)]
    for shape, dtype in pools:
        cases.append(_case(f"max pool 3x3/2 {_shape(shape)}", "window", _max_pool, [shape], dtype))
    transposes = [(256, 256)] if quick else [(256, 256), (1024, 1024), (2048, 2048), (4096, 512)]
    for rows, cols in transposes:
        cases.append(_case(f"transpose {rows}x{cols}", "movement", jnp.transpose, [(rows, cols)], F32))
    for rows in ([] if quick else [512, 2048]):
        cases.append(_case(f"pad+concat {rows}x{rows}", "movement", _pad_concat, [(rows, rows)] * 2, F32))
    for length in ([1, 8] if quick else [1, 4, 16, 32]):
        cases.append(_case(f"chain of {length} 16x16 matmuls", CHAIN, partial(_chain, length=length),
                           [(16, 16)] * 2, F32, kernels=length))
    return cases


def _case(name: str, op_class: str, function, shapes: list, dtype, kernels: int = 1) -> Case:
    arguments = [jax.ShapeDtypeStruct(shape, dtype) for shape in shapes]
    type_name = _TYPE_NAMES[dtype]
    text = jax.jit(function).lower(*arguments).as_text()
    return Case(f"{name} {type_name}", op_class, type_name, text, kernels)


_TYPE_NAMES = {F32: "f32", BF16: "bf16", F16: "f16"}


def _shape(shape) -> str:
    return "x".join(map(str, shape))


def _statistics(activations):
    """Batch-norm statistics: a sum over N, H, W in f32, whatever the activations' type."""
    return jnp.sum(activations.astype(jnp.float32), axis=(0, 1, 2))


def _square_statistics(activations):
    """Batch-norm's second moment: a sum of squares over N, H, W in f32."""
    return jnp.sum(jnp.square(activations.astype(jnp.float32)), axis=(0, 1, 2))


def _normalize(activations, mean, scale, shift):
    """Batch-norm applied: per-channel vectors broadcast over NHWC, math in f32, the activations' type out."""
    f32 = jnp.float32
    normalized = (activations.astype(f32) - mean.astype(f32)) * scale.astype(f32) + shift.astype(f32)
    return normalized.astype(activations.dtype)


def _conv(image, kernel, stride: int = 1):
    return jax.lax.conv_general_dilated(image, kernel, (stride, stride), "SAME",
                                        dimension_numbers=("NHWC", "HWIO", "NHWC"))


def _input_gradient(kernel, output_gradient, image):
    """The convolution a backward pass runs for the input's gradient (JAX's transpose of _conv)."""
    transpose = jax.linear_transpose(lambda x: _conv(x, kernel), jax.ShapeDtypeStruct(image, kernel.dtype))
    return transpose(output_gradient)[0]


def _filter_gradient(image, output_gradient, kernel, stride: int):
    """The convolution a backward pass runs for the kernel's gradient: its window is the whole image."""
    transpose = jax.linear_transpose(lambda w: _conv(image, w, stride), jax.ShapeDtypeStruct(kernel, image.dtype))
    return transpose(output_gradient)[0]


def _max_pool(image):
    return jax.lax.reduce_window(image, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")


def _pad_concat(a, b):
    return jnp.concatenate([jnp.pad(a, ((1, 1), (0, 0))), b], axis=0)


def _chain(x, w, length: int):
    for _ in range(length):
        x = x @ w
    return x
