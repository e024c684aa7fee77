"""Helpers the rule families share: dialect-neutral attribute reading, result types, generic traffic."""

from __future__ import annotations

from hespas.costs.opcost import FREE_COST, MOVEMENT, OpCost

DIALECTS = ("stablehlo", "mhlo")


def for_dialects(suffixes, rule, dialects=DIALECTS) -> dict:
    """``{"stablehlo.<s>": rule, "mhlo.<s>": rule, ...}``: one rule for twins whose attributes are spelled alike."""
    return {f"{dialect}.{suffix}": rule for suffix in suffixes for dialect in dialects}


def ints(op, name: str, default=()) -> list[int]:
    """An integer list attribute: DenseI64ArrayAttr (StableHLO) or DenseIntElementsAttr (MHLO), flattened."""
    attrs = op.attributes
    if name not in attrs:
        return list(default)
    attr = attrs[name]
    return [attr[i] for i in range(len(attr))]  # indexing: the bindings' iterator is much slower


def int_value(op, name: str, default: int) -> int:
    attrs = op.attributes
    return attrs[name].value if name in attrs else default


def result_types(op) -> list:
    """The op's result types with tuple results flattened into their elements."""
    flat = []
    for value in op.results:
        t = value.type
        if hasattr(t, "num_types") and hasattr(t, "get_type"):  # TupleType
            flat.extend(t.get_type(i) for i in range(t.num_types))
        else:
            flat.append(t)
    return flat


def free(op, types) -> OpCost:
    """Metadata only: no work, no traffic."""
    return FREE_COST


def read_write(op, types, op_class: str = MOVEMENT) -> OpCost:
    """Reads every operand, writes every result, no arithmetic."""
    read = types.nbytes(op.operands)
    written = types.nbytes(op.results)
    return OpCost(0, 0, read, written, op_class, dtype_of(op, types))


def dtype_of(op, types) -> str:
    """Element type of the first result (first tuple element), or of the first operand for ops without results."""
    flat = result_types(op)
    if flat:
        return types.info(flat[0]).dtype
    operands = op.operands
    return types.info(operands[0].type).dtype if len(operands) else ""
