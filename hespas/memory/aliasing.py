"""Which buffers may be reused: donated arguments, declared input/output aliases, and in-place outputs.

- Donation: an argument with ``jax.buffer_donor = true`` or ``tf.aliasing_output = k`` (what
  JAX lowers), or listed in the module's ``mhlo.input_output_alias`` (what XLA exports, for
  ``main``). A donated buffer is freed after its last use and may be overwritten in place; which
  result, if any, ends up in it is the liveness's finding (``hespas.memory.liveness``), not the
  output the attribute names: a result computed while the argument is still read gets a buffer
  of its own.
- Declared in-place outputs: ``output_operand_aliasing`` (``mhlo.fusion``) and
  ``output_operand_aliases`` (``custom_call``).
"""

from __future__ import annotations

from hespas.ir import ir, mhlo, stablehlo

_ALIAS_ATTRS = ("output_operand_aliasing", "output_operand_aliases")
_ALIAS_CLASSES = (mhlo.OutputOperandAlias, stablehlo.OutputOperandAlias)


def donated_arguments(func, module_op) -> frozenset[int]:
    """The numbers of the arguments of a ``func.func`` whose buffers it may reuse."""
    donated = set()
    for number, attrs in enumerate(_argument_attrs(func)):
        donor = "jax.buffer_donor" in attrs and ir.BoolAttr(attrs["jax.buffer_donor"]).value
        if donor or "tf.aliasing_output" in attrs:
            donated.add(number)
    if ir.StringAttr(func.attributes["sym_name"]).value == "main" and "mhlo.input_output_alias" in module_op.attributes:
        for entry in ir.ArrayAttr(module_op.attributes["mhlo.input_output_alias"]):
            alias = ir.DictAttr(ir.DictAttr(entry)["alias"])
            donated.add(ir.IntegerAttr(alias["parameter_number"]).value)
    return frozenset(donated)


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
