"""Static facts about MLIR types (shape, element type, bytes), computed once per distinct type.

Types are uniqued by MLIR, so a dictionary keyed by the type object makes every
lookup after the first a hash probe; this is what keeps annotating a million ops fast.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


class DynamicShapeError(Exception):
    """A tensor type has a dynamic dimension or no rank, so its cost cannot be computed."""

    def __init__(self, type_text: str):
        super().__init__(f"cannot cost a value of dynamic type {type_text}: static shapes are required")
        self.type_text = type_text


@dataclass(frozen=True, slots=True)
class TensorInfo:
    shape: tuple[int, ...]
    dtype: str  # MLIR element type spelling: f32, bf16, i32, i1, complex<f32>, !stablehlo.token, tuple
    element_bits: int
    num_elements: int
    nbytes: int


class TypeTable:
    """Cache of ``TensorInfo`` per MLIR type. Works with any MLIR bindings' type objects."""

    def __init__(self):
        self._infos: dict = {}

    def info(self, mlir_type) -> TensorInfo:
        found = self._infos.get(mlir_type)
        if found is None:
            found = self._infos[mlir_type] = _describe(mlir_type)
        return found

    def of_value(self, value) -> TensorInfo:
        return self.info(value.type)

    def nbytes(self, values) -> int:
        """Total bytes of a sequence of values (a plain loop: faster than a generator in the hot path)."""
        info = self.info
        total = 0
        for value in values:
            total += info(value.type).nbytes
        return total


def _describe(mlir_type) -> TensorInfo:
    shaped = hasattr(mlir_type, "element_type") and hasattr(mlir_type, "has_rank")
    if shaped:
        if not mlir_type.has_rank or not mlir_type.has_static_shape:
            raise DynamicShapeError(str(mlir_type))
        shape = tuple(mlir_type.shape)
        element = mlir_type.element_type
        bits = element_bits(element)
        count = math.prod(shape)
        return TensorInfo(shape, str(element), bits, count, (count * storage_bits(bits) + 7) // 8)
    if hasattr(mlir_type, "num_types") and hasattr(mlir_type, "get_type"):  # TupleType
        parts = [_describe(mlir_type.get_type(i)) for i in range(mlir_type.num_types)]
        return TensorInfo((), "tuple", 0, sum(p.num_elements for p in parts), sum(p.nbytes for p in parts))
    text = str(mlir_type)
    if text.startswith("!stablehlo.token") or text.startswith("!mhlo.token"):
        return TensorInfo((), text, 0, 0, 0)
    bits = element_bits(mlir_type)  # a scalar (non-tensor) value such as i32 or index
    return TensorInfo((), text, bits, 1, (storage_bits(bits) + 7) // 8)


def storage_bits(bits: int) -> int:
    """Bits an element occupies in memory: booleans (i1) take a byte, as in XLA; i4 and fp4 pack."""
    return 8 if bits == 1 else bits


def element_bits(element) -> int:
    """Width in bits of a scalar element type; complex counts both parts; index is 64 bits."""
    width = getattr(element, "width", None)
    if width is not None:
        return int(width)
    if hasattr(element, "element_type"):  # ComplexType
        return 2 * element_bits(element.element_type)
    if str(element) == "index":
        return 64
    raise ValueError(f"no bit width for element type {element}")
