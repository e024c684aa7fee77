"""Which buffers may be reused: donated arguments, declared input/output aliases, and in-place outputs.

- Donation: an argument with ``jax.buffer_donor = true`` or ``tf.aliasing_output = k`` (what
  JAX lowers), or listed in the module's ``mhlo.input_output_alias`` (what XLA exports, for
  ``main``). A donor without a declared output is paired, as XLA does, with the first
  still unpaired result of the same type.
- Declared in-place outputs: ``output_operand_aliasing`` (``mhlo.fusion``) and
  ``output_operand_aliases`` (``custom_call``).
"""

from __future__ import annotations

import dataclasses

from hespas.ir import ir, mhlo, stablehlo

_ALIAS_ATTRS = ("output_operand_aliasing", "output_operand_aliases")
_ALIAS_CLASSES = (mhlo.OutputOperandAlias, stablehlo.OutputOperandAlias)


@dataclasses.dataclass(frozen=True)
class Donations:
    donated: frozenset[int]  # argument numbers whose buffers the function may reuse
    aliased: dict[int, int]  # argument number -> the result that lives in its buffer


def donations(func, module_op) -> Donations:
    """The donated arguments of a ``func.func`` and the results they alias."""
    donated, aliased = set(), {}
    for number, attrs in enumerate(_argument_attrs(func)):
        if "tf.aliasing_output" in attrs:
            donated.add(number)
            aliased[number] = ir.IntegerAttr(attrs["tf.aliasing_output"]).value
        elif "jax.buffer_donor" in attrs and ir.BoolAttr(attrs["jax.buffer_donor"]).value:
            donated.add(number)
    if ir.StringAttr(func.attributes["sym_name"]).value == "main" and "mhlo.input_output_alias" in module_op.attributes:
        for entry in ir.ArrayAttr(module_op.attributes["mhlo.input_output_alias"]):
            entry = ir.DictAttr(entry)
            alias = ir.DictAttr(entry["alias"])
            number = ir.IntegerAttr(alias["parameter_number"]).value
            output_index = list(ir.DenseI64ArrayAttr(entry["output_index"]))
            donated.add(number)
            aliased[number] = output_index[0] if output_index else 0
    _pair_donors(func, donated, aliased)
    return Donations(frozenset(donated), aliased)


def _pair_donors(func, donated: set[int], aliased: dict[int, int]) -> None:
    function_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    taken = set(aliased.values())
    for number in sorted(donated - set(aliased)):
        for result, result_type in enumerate(function_type.results):
            if result not in taken and result_type == function_type.inputs[number]:
                aliased[number] = result
                taken.add(result)
                break


def _argument_attrs(func) -> list:
    if "arg_attrs" not in func.attributes:
        return []
    return [ir.DictAttr(attrs) for attrs in ir.ArrayAttr(func.attributes["arg_attrs"])]


def declared_operand_aliases(op) -> dict[int, int]:
    """Result number -> operand number, for the outputs an op declares it writes in place."""
    aliases = {}
    attributes = op.attributes
    for attr_name in _ALIAS_ATTRS:
        if attr_name not in attributes:
            continue
        for attr in ir.ArrayAttr(attributes[attr_name]):
            alias = next(cls(attr) for cls in _ALIAS_CLASSES if cls.isinstance(attr))
            output = list(alias.output_tuple_indices)
            aliases[output[0] if output else 0] = alias.operand_index
    return aliases
