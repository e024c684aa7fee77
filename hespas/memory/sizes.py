"""Bytes per value: static shapes as they are, bounded dynamic shapes (``#stablehlo.bounds``) at
their bounds; values with no bound are collected so the pass can name them all."""

from __future__ import annotations

import math

from hespas.costs.types import DynamicShapeError, TypeTable, element_bits, storage_bits
from hespas.diagnostics import HespasError, current_input_name, source_location
from hespas.ir import ir, stablehlo

_LISTED_VALUES = 8  # how many unbounded values a diagnostic names before "and N more"


class ValueSizes:
    """Bytes of each MLIR type, cached (types are uniqued, so the cache is a hash probe)."""

    def __init__(self):
        self._types = TypeTable()
        self._bounded: dict = {}

    def nbytes(self, mlir_type) -> int:
        try:
            return self._types.info(mlir_type).nbytes
        except DynamicShapeError:
            found = self._bounded.get(mlir_type)
            if found is None:
                found = self._bounded[mlir_type] = bounded_bytes(mlir_type)
            if found is None:
                raise HespasError(f"cannot size a value of unbounded type {mlir_type}") from None
            return found
        except ValueError as error:
            raise HespasError(f"cannot size a value of type {mlir_type}: {error}") from None


def bounded_bytes(mlir_type) -> int | None:
    """Bytes of a ranked tensor whose dynamic dimensions all have a ``#stablehlo.bounds``; else None."""
    if not isinstance(mlir_type, ir.RankedTensorType):
        return None
    encoding = mlir_type.encoding
    bounds = list(stablehlo.TypeExtensions(encoding).bounds) if (
        encoding is not None and stablehlo.TypeExtensions.isinstance(encoding)) else []
    dynamic = ir.ShapedType.get_dynamic_size()
    dims = []
    for axis, size in enumerate(mlir_type.shape):
        if size == dynamic:
            size = bounds[axis] if axis < len(bounds) else dynamic
            if size == dynamic:
                return None
        dims.append(size)
    return (math.prod(dims) * storage_bits(element_bits(mlir_type.element_type)) + 7) // 8


def check_bounded(functions: list) -> None:
    """Raise one HespasError, at the first, naming every value of ``functions`` (func.func ops) whose size has
    no bound."""
    if not _any_unsized(functions):
        return
    unbounded = []

    def visit(op):
        for value in op.results:
            if _unbounded(value):
                unbounded.append((value, op.location))
        for region in op.regions:
            for block in region.blocks:
                for argument in block.arguments:
                    if _unbounded(argument):
                        unbounded.append((argument, argument.location))
        return ir.WalkResult.ADVANCE

    for function in functions:
        function.walk(visit, ir.WalkOrder.PRE_ORDER)
    if not unbounded:
        return
    listed = [f"{value.get_name()} : {value.type} at "
              f"{source_location(location, current_input_name.get()) or 'a location with no file position'}"
              for value, location in unbounded[:_LISTED_VALUES]]
    more = len(unbounded) - len(listed)
    raise HespasError(
        f"peak memory needs a size for every value; {len(unbounded)} unbounded: " + "; ".join(listed)
        + (f"; and {more} more" if more > 0 else ""),
        unbounded[0][1])


def _any_unsized(functions: list) -> bool:
    """Whether a result or block argument in ``functions`` has a type other than a static tensor's: the only
    values ``_unbounded`` can refuse. Reads each op's result types and each block's argument types as lists
    (one call each), not value by value: on a module of static tensors this is all the check reads."""
    ranked = ir.RankedTensorType
    found = []

    def visit(op):
        for mlir_type in op.results.types:
            if not (isinstance(mlir_type, ranked) and mlir_type.has_static_shape):
                found.append(op)
                return ir.WalkResult.INTERRUPT
        if len(op.regions):
            for region in op.regions:
                for block in region.blocks:
                    for mlir_type in block.arguments.types:
                        if not (isinstance(mlir_type, ranked) and mlir_type.has_static_shape):
                            found.append(op)
                            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    for function in functions:
        function.walk(visit, ir.WalkOrder.PRE_ORDER)
        if found:
            return True
    return False


def _unbounded(value) -> bool:
    """Whether ``value`` is a tensor with no bound on its size (its location is asked for only then)."""
    mlir_type = value.type
    if isinstance(mlir_type, ir.RankedTensorType) and mlir_type.has_static_shape:
        return False
    return isinstance(mlir_type, (ir.RankedTensorType, ir.UnrankedTensorType)) and bounded_bytes(mlir_type) is None
