"""Arguments for timing a compiled region: random host arrays of the right shapes and types.

Floats are drawn from [0.5, 1.5) and integers from [1, 4): positive and non-zero,
so logs, square roots and integer divisions stay defined, and small enough to be
valid indices into any dimension of at least 4 elements (StableHLO clamps the rest).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

from hespas.profile.extract import TensorSpec

_SEED = 0
_FLOAT_TYPES = {
    "f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": ml_dtypes.bfloat16,
    "f8E4M3FN": ml_dtypes.float8_e4m3fn, "f8E5M2": ml_dtypes.float8_e5m2,
    "f8E4M3FNUZ": ml_dtypes.float8_e4m3fnuz, "f8E5M2FNUZ": ml_dtypes.float8_e5m2fnuz,
    "f8E4M3B11FNUZ": ml_dtypes.float8_e4m3b11fnuz,
}
_INT_TYPES = {
    "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64,
    "si8": np.int8, "si16": np.int16, "si32": np.int32, "si64": np.int64,
}
_COMPLEX_TYPES = {"complex<f32>": np.complex64, "complex<f64>": np.complex128}


class UnsupportedArgument(Exception):
    """An argument type no input can be generated for; the message is the reason."""


def make_arguments(specs: tuple[TensorSpec, ...]) -> list[np.ndarray]:
    """One deterministic random array per argument."""
    rng = np.random.default_rng(_SEED)
    return [_array(spec, rng) for spec in specs]


def _array(spec: TensorSpec, rng: np.random.Generator) -> np.ndarray:
    shape, name = spec.shape, spec.element_type
    if name in _FLOAT_TYPES:
        return rng.uniform(0.5, 1.5, shape).astype(_FLOAT_TYPES[name])
    if name in _INT_TYPES:
        return rng.integers(1, 4, shape).astype(_INT_TYPES[name])
    if name == "i1":
        return rng.integers(0, 2, shape).astype(np.bool_)
    if name in _COMPLEX_TYPES:
        real, imag = rng.uniform(0.5, 1.5, shape), rng.uniform(0.5, 1.5, shape)
        return (real + 1j * imag).astype(_COMPLEX_TYPES[name])
    raise UnsupportedArgument(f"no inputs for element type {name}")
