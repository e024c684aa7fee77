"""The micro-benchmarks a calibration measures: one kernel each, of one op class, over a range of sizes.

Each case is a small JAX function lowered to StableHLO (``jax.jit(f).lower``), so
the modules are what a JAX program exports. Classes: ``dot`` and
``convolution`` per element type (compute-bound as they grow), ``elementwise``
(binary ops, memory-bound), ``transcendental`` (exp), ``reduction`` (sums over
either axis), ``movement`` (transposes, pads/concatenations) and ``chain``
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
    dtype: str  # MLIR element type name; "" where the class has no per-type curve
    module_text: str
    kernels: int = 1  # kernels in the module (chain cases have several)


def build_suite(quick: bool = False) -> list[Case]:
    """The cases of the default suite, or of the quick one."""
    cases = []
    dot_sizes = [(64, 64, 64), (256, 256, 256)] if quick else [
        (64, 64, 64), (128, 128, 128), (256, 256, 256), (384, 384, 384), (512, 512, 512), (1024, 1024, 1024),
        (2048, 256, 256), (128, 2048, 512)]
    for m, k, n in dot_sizes:
        cases.append(_case(f"dot f32 {m}x{k}x{n}", "dot", "f32", jnp.matmul, (m, k), (k, n)))
    for size in ([128] if quick else [128, 256, 512, 1024]):
        cases.append(_case(f"dot bf16 {size}^3", "dot", "bf16", jnp.matmul, (size, size), (size, size),
                           dtype=jnp.bfloat16))
    conv_shapes = [(2, 16, 16, 16, 16, 3)] if quick else [
        (8, 32, 32, 32, 32, 3), (8, 16, 16, 64, 64, 3), (8, 32, 32, 64, 64, 1), (4, 56, 56, 64, 64, 3),
        (8, 8, 8, 256, 256, 3), (8, 28, 28, 128, 32, 1)]
    for batch, height, width, c_in, c_out, window in conv_shapes:
        cases.append(_case(f"conv f32 {batch}x{height}x{width}x{c_in}->{c_out} {window}x{window}", "convolution",
                           "f32", _conv, (batch, height, width, c_in), (window, window, c_in, c_out)))
    elements = [2**12, 2**18] if quick else [2**12, 2**15, 2**18, 2**20, 2**22, 2**24]
    for count in elements:
        cases.append(_case(f"add f32 {count}", "elementwise", "", jnp.add, (count,), (count,)))
    for count in ([] if quick else [2**16, 2**20, 2**23]):
        cases.append(_case(f"multiply bf16 {count}", "elementwise", "", jnp.multiply, (count,), (count,),
                           dtype=jnp.bfloat16))
    for count in ([2**14] if quick else [2**12, 2**16, 2**20, 2**22]):
        cases.append(_case(f"exp f32 {count}", "transcendental", "", jnp.exp, (count,)))
    reductions = [(256, 256, 1)] if quick else [(256, 256, 1), (1024, 1024, 1), (4096, 1024, 1), (64, 65536, 1),
                                                 (1024, 1024, 0), (8192, 512, 0)]
    for rows, cols, axis in reductions:
        cases.append(_case(f"sum axis {axis} f32 {rows}x{cols}", "reduction", "", partial(jnp.sum, axis=axis),
                           (rows, cols)))
    transposes = [(256, 256)] if quick else [(256, 256), (1024, 1024), (2048, 2048), (4096, 512)]
    for rows, cols in transposes:
        cases.append(_case(f"transpose f32 {rows}x{cols}", "movement", "", jnp.transpose, (rows, cols)))
    for rows in ([] if quick else [512, 2048]):
        cases.append(_case(f"pad+concat f32 {rows}x{rows}", "movement", "", _pad_concat, (rows, rows), (rows, rows)))
    for length in ([1, 8] if quick else [1, 4, 16, 32]):
        cases.append(_case(f"chain of {length} 16x16 matmuls", CHAIN, "f32", partial(_chain, length=length),
                           (16, 16), (16, 16), kernels=length))
    return cases


def _case(name: str, op_class: str, dtype_name: str, function, *shapes, dtype=jnp.float32, kernels: int = 1) -> Case:
    arguments = [jax.ShapeDtypeStruct(shape, dtype) for shape in shapes]
    return Case(name, op_class, dtype_name, jax.jit(function).lower(*arguments).as_text(), kernels)


def _conv(image, kernel):
    return jax.lax.conv_general_dilated(image, kernel, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))


def _pad_concat(a, b):
    return jnp.concatenate([jnp.pad(a, ((1, 1), (0, 0))), b], axis=0)


def _chain(x, w, length: int):
    for _ in range(length):
        x = x @ w
    return x
