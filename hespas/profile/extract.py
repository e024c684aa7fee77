"""A region function as a standalone, pure-StableHLO module that IREE (or XLA) can compile.

IREE's parser knows StableHLO and CHLO but not MHLO or Shardy, so the copy
(``@main``, public, plus every function it calls) is rewritten through the
bindings:
- ``mhlo.fusion`` bodies are inlined in place of the fusion (the kernel boundary
  is the compiler's to choose again);
- ``mhlo.copy`` and sharding annotations (``sdy.sharding_constraint``,
  ``sdy.reshard``) are replaced by their operand;
- discardable attributes (``hespas.*``, ``mhlo.*``, ``sdy.*``, ``jax.*``) and
  argument/result attributes are dropped.
An op of any other dialect than StableHLO, CHLO and func is an ``ExtractionError``.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.ir import ir

_INLINED_KERNELS = frozenset({"mhlo.fusion"})
_IDENTITY_OPS = frozenset({"mhlo.copy", "sdy.sharding_constraint", "sdy.reshard"})
_DROPPED_PREFIXES = ("hespas.", "mhlo.", "sdy.", "jax.")
_ALLOWED_DIALECTS = ("stablehlo.", "chlo.", "func.")
_FUNC_KEPT_ATTRIBUTES = frozenset({"sym_name", "function_type", "sym_visibility"})
ENTRY_NAME = "main"


class ExtractionError(Exception):
    """The region holds something that has no pure-StableHLO form; the message is the reason."""


@dataclass(frozen=True)
class TensorSpec:
    """One argument of the extracted entry function: static shape and MLIR element type name."""

    shape: tuple[int, ...]
    element_type: str


@dataclass(frozen=True)
class ExtractedRegion:
    text: str  # the standalone module, StableHLO pretty form, no locations
    arguments: tuple[TensorSpec, ...]


def extract_region(func_op) -> ExtractedRegion:
    """The standalone module of one region function (of a module in a JAX-bindings context)."""
    with func_op.context, ir.Location.unknown():
        module = ir.Module.create()
        functions = _functions_of(func_op.parent)
        entry_name = _symbol_name(func_op)
        for name in _reachable(entry_name, functions):
            copy = functions[name].clone(ip=ir.InsertionPoint(module.body))
            if name == entry_name:
                copy.attributes["sym_name"] = ir.StringAttr.get(ENTRY_NAME)
                if "sym_visibility" in copy.attributes:
                    del copy.attributes["sym_visibility"]
        _rename_calls(module.operation, entry_name)
        _make_pure(module.operation)
        entry = next(op.operation for op in module.body.operations if _symbol_name(op.operation) == ENTRY_NAME)
        arguments = tuple(_tensor_spec(arg.type) for arg in entry.regions[0].blocks[0].arguments)
        text = module.operation.get_asm(enable_debug_info=False, large_elements_limit=None)
    return ExtractedRegion(text, arguments)


def _functions_of(parent) -> dict:
    block = parent.regions[0].blocks[0]
    return {_symbol_name(op.operation): op.operation for op in block.operations if op.operation.name == "func.func"}


def _reachable(entry_name: str, functions: dict) -> list[str]:
    """The entry and every function it calls, directly or not, entry first."""
    order, pending = [], [entry_name]
    while pending:
        name = pending.pop()
        if name in order:
            continue
        order.append(name)
        callees = []
        functions[name].walk(lambda op: _collect_callee(op, callees))
        pending.extend(callee for callee in callees if callee in functions)
    return order


def _collect_callee(op, found: list) -> "ir.WalkResult":
    if op.name == "func.call":
        found.append(ir.FlatSymbolRefAttr(op.attributes["callee"]).value)
    return ir.WalkResult.ADVANCE


def _rename_calls(module_op, entry_name: str) -> None:
    """Calls to the region function itself (recursion) follow its new name."""
    def visit(op):
        if op.name == "func.call" and ir.FlatSymbolRefAttr(op.attributes["callee"]).value == entry_name:
            op.attributes["callee"] = ir.FlatSymbolRefAttr.get(ENTRY_NAME)
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)


def _make_pure(module_op) -> None:
    rewritten = _ops_named(module_op, _INLINED_KERNELS | _IDENTITY_OPS)
    for op in reversed(rewritten):  # innermost first: nested fusions are inlined into their parent's body
        if op.name in _INLINED_KERNELS:
            _inline_kernel(op)
        else:
            op.results[0].replace_all_uses_with(op.operands[0])
            op.erase()
    for op in _ops_named(module_op, None):
        name = op.name
        if name == "func.func":
            _clean_function(op)
        elif name != "builtin.module":
            _drop_discardable(op)
            if not name.startswith(_ALLOWED_DIALECTS):
                raise ExtractionError(f"op '{name}' has no StableHLO form")


def _ops_named(module_op, names) -> list:
    """Ops nested in ``module_op`` (pre-order) whose name is in ``names`` (every op for None)."""
    found = []

    def visit(op):
        if names is None or op.name in names:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module_op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def _inline_kernel(fusion) -> None:
    body = fusion.regions[0].blocks[0]
    for argument, operand in zip(body.arguments, fusion.operands):
        argument.replace_all_uses_with(operand)
    inner = [view.operation for view in body.operations]
    terminator = inner.pop()
    for op in inner:
        op.move_before(fusion)
    for result, value in zip(fusion.results, terminator.operands):
        result.replace_all_uses_with(value)
    fusion.erase()


def _clean_function(func_op) -> None:
    for name in [_name(entry) for entry in func_op.attributes]:
        if name not in _FUNC_KEPT_ATTRIBUTES:
            del func_op.attributes[name]


def _drop_discardable(op) -> None:
    for name in [_name(entry) for entry in op.attributes]:
        if name.startswith(_DROPPED_PREFIXES):
            del op.attributes[name]


def _tensor_spec(mlir_type) -> TensorSpec:
    if not isinstance(mlir_type, ir.RankedTensorType):
        raise ExtractionError(f"argument of type {mlir_type} is not a ranked tensor")
    tensor = mlir_type
    if not tensor.has_static_shape:
        raise ExtractionError(f"argument of type {mlir_type} has a dynamic shape")
    return TensorSpec(tuple(tensor.shape), str(tensor.element_type))


def _symbol_name(op) -> str:
    return ir.StringAttr(op.attributes["sym_name"]).value if "sym_name" in op.attributes else ""


def _name(entry) -> str:
    """Iterating an op's attributes yields names or NamedAttributes, depending on the bindings' version."""
    return entry if isinstance(entry, str) else entry.name
