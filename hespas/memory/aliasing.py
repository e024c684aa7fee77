"""Which buffers may be reused: donated arguments, declared input/output aliases, and in-place outputs.

- Donation: an argument with ``jax.buffer_donor = true`` or ``tf.aliasing_output = k`` (what
  JAX lowers), or listed in the module's ``mhlo.input_output_alias`` (what XLA exports, for
  ``main``). A donated buffer is freed after its last use and may be overwritten in place; which
  result, if any, ends up in it is the liveness's finding (``hespas.memory.liveness``), not the
  output the attribute names: a result computed while the argument is still read gets a buffer
  of its own. A ``jax.buffer_donor`` names no output: XLA's ``OptimizeInputOutputBufferAlias``
  pairs each donor with an output of the same shape (element type included) that no declared
  alias holds, each output with at most one donor, and a donor left without one is not donated
  (its buffer stays the caller's).
- Declared in-place outputs: ``output_operand_aliasing`` (``mhlo.fusion``) and
  ``output_operand_aliases`` (``custom_call``).
"""

from __future__ import annotations

from hespas.diagnostics import HespasError
from hespas.ir import ir, mhlo, stablehlo

_ALIAS_ATTRS = ("output_operand_aliasing", "output_operand_aliases")
_ALIAS_CLASSES = (mhlo.OutputOperandAlias, stablehlo.OutputOperandAlias)


def donated_arguments(func, module_op) -> frozenset[int]:
    """The numbers of the arguments of a ``func.func`` whose buffers it may reuse; a malformed donation
    attribute is a HespasError at the function (at the module for ``mhlo.input_output_alias``)."""
    donated, donors = set(), []
    function_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    for number, attrs in enumerate(_argument_attrs(func)):
        if "jax.buffer_donor" in attrs:
            flag = attrs["jax.buffer_donor"]
            if not isinstance(flag, ir.BoolAttr):
                raise HespasError(f"argument {number}: jax.buffer_donor must be a boolean, got {flag}", func.location)
            if flag.value:
                donors.append(number)
        if "tf.aliasing_output" in attrs:
            if not isinstance(attrs["tf.aliasing_output"], ir.IntegerAttr):
                raise HespasError(f"argument {number}: tf.aliasing_output must be an integer (the result it may "
                                  f"alias), got {attrs['tf.aliasing_output']}", func.location)
            donated.add(number)
    if ir.StringAttr(func.attributes["sym_name"]).value == "main" and "mhlo.input_output_alias" in module_op.attributes:
        donated.update(_aliased_parameters(module_op, len(function_type.inputs)))
    # The buffer donors take the outputs the declared aliases left: one of its own type each (a declared alias
    # holds an output of its argument's type).
    unpaired_results = list(function_type.results)
    for number in [*sorted(donated), *(number for number in donors if number not in donated)]:
        argument_type = function_type.inputs[number]
        if argument_type in unpaired_results:
            unpaired_results.remove(argument_type)
            donated.add(number)
    return frozenset(donated)


def _aliased_parameters(module_op, arguments: int) -> list[int]:
    """The ``parameter_number`` of each entry of the module's ``mhlo.input_output_alias``, checked."""
    attr = module_op.attributes["mhlo.input_output_alias"]
    numbers = []
    for entry in attr if isinstance(attr, ir.ArrayAttr) else [attr]:
        alias = entry["alias"] if isinstance(entry, ir.DictAttr) and "alias" in entry else None
        number = alias["parameter_number"] if isinstance(alias, ir.DictAttr) and "parameter_number" in alias else None
        if not isinstance(number, ir.IntegerAttr) or not 0 <= number.value < arguments:
            raise HespasError(f"mhlo.input_output_alias: each entry must be {{alias = {{parameter_number = N, ...}}, "
                              f"...}} with N an argument number of @main (it has {arguments}), got {entry}",
                              module_op.location)
        numbers.append(number.value)
    return numbers


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
