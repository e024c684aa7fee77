"""How deep the attributes and types of a module read from bytecode may nest.

MLIR's bytecode reader resolves nested attributes and types without recursing deeply, so a
file can hold an array of arrays 20,000 deep; but MLIR's printer (hespas-opt's output, the
operation a diagnostic shows, the content hash of hespas-partition) then recurses once per
level on the C++ stack and dies with SIGSEGV. MLIR text cannot get there: its brackets are
bounded before parsing (``hespas.ir_text_nesting``). So after a bytecode file is parsed, the
builtin containers (array and dictionary attributes, type attributes, tuple, function,
shaped and complex types) on every op, result and block argument are walked, iteratively
and each distinct attribute or type once, and nesting deeper than ``MAX_TEXT_NESTING`` is
an error at the op. Dialect attributes are leaves here, as their parameters are not reachable
through the bindings: a dialect attribute that nests builtin containers deeply is not caught.
The walk costs about 0.2 s on the ResNet-50 step's bytecode (12k ops); MLIR text skips it.
"""

from __future__ import annotations

from hespas.diagnostics import HespasError, source_location
from hespas.ir import ir
from hespas.ir_text_nesting import MAX_TEXT_NESTING


def check_attribute_nesting(module_op, input_name: str) -> None:
    """HespasError at the first op whose attributes or value types nest deeper than MAX_TEXT_NESTING."""
    depths: dict = {}
    too_deep = []

    def visit(op):
        attributes = op.attributes
        items = [attributes[index].attr for index in range(len(attributes))]
        items += [result.type for result in op.results]
        for region in op.regions:
            for block in region.blocks:
                items += [argument.type for argument in block.arguments]
        if any(item not in depths and _depth(item, depths) > MAX_TEXT_NESTING for item in items):
            too_deep.append(op)
            return ir.WalkResult.INTERRUPT  # an exception raised here would come back as a RuntimeError
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)  # MLIR's own walk, iterative over regions
    if too_deep:
        op = too_deep[0]
        raise HespasError(f"an attribute or type of '{op.name}' nests deeper than {MAX_TEXT_NESTING} levels; "
                          "MLIR's printer would overflow its stack on it, so hespas reads no deeper",
                          source_location(op.location, input_name))


def _depth(item, depths: dict) -> int:
    """The nesting depth of an attribute or type (1 for a leaf), by an explicit post-order stack; past
    MAX_TEXT_NESTING levels on the path being walked, MAX_TEXT_NESTING + 1 at once."""
    stack = [(item, False, 1)]
    while stack:
        current, expanded, level = stack.pop()
        if current in depths:
            continue
        if level > MAX_TEXT_NESTING:
            return level
        children = _children(current)
        if not children:
            depths[current] = 1
        elif expanded:
            depths[current] = 1 + max(depths[child] for child in children)
        else:
            stack.append((current, True, level))
            stack.extend((child, False, level + 1) for child in children if child not in depths)
    return depths[item]


def _children(item) -> list:
    if isinstance(item, ir.ArrayAttr):
        return [item[index] for index in range(len(item))]
    if isinstance(item, ir.DictAttr):
        return [item[index].attr for index in range(len(item))]
    if isinstance(item, ir.TypeAttr):
        return [item.value]
    if isinstance(item, ir.TupleType):
        return [item.get_type(index) for index in range(item.num_types)]
    if isinstance(item, ir.FunctionType):
        return list(item.inputs) + list(item.results)
    if isinstance(item, (ir.ShapedType, ir.ComplexType)):
        return [item.element_type]
    return []
