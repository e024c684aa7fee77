"""Run a hespas pass inside another host's PassManager (IREE's `iree.compiler`).

IREE's bindings parse StableHLO but expose none of its attribute helpers, so a
hespas pass hosted there carries the module into a JAX context (generic-form
text, which both parsers read), runs there, and moves the result back: the
host's module keeps its identity, its body and attributes are replaced.
"""

from __future__ import annotations

from hespas.ir import decode_source, make_context, module_to_text, parse_module


def run_in_jax_context(hespas_pass, host_module_op) -> None:
    context = make_context(allow_unregistered_dialects=host_module_op.context.allow_unregistered_dialects)
    text = module_to_text(host_module_op, generic=True)  # the host's strings, printed escaped: checked for UTF-8
    module = parse_module(decode_source(text.encode("utf-8"), "-"), context)
    with context:
        hespas_pass.run(module.operation)
    result_text = module_to_text(module, generic=True)

    host_ir = _bindings_of(host_module_op)
    result = host_ir.Module.parse(result_text, context=host_module_op.context)
    _replace_module_contents(host_module_op, result.operation)


def _bindings_of(op):
    import importlib

    return importlib.import_module(type(op).__module__)


def _replace_module_contents(target, source) -> None:
    target_block = target.regions[0].blocks[0]
    for op in list(target_block.operations):
        op.operation.erase()
    for op in list(source.regions[0].blocks[0].operations):
        target_block.append(op.operation)
    for name in [_attribute_name(entry) for entry in target.attributes]:
        del target.attributes[name]
    for name in [_attribute_name(entry) for entry in source.attributes]:
        target.attributes[name] = source.attributes[name]


def _attribute_name(entry) -> str:
    """Iterating an op's attributes yields names or NamedAttributes, depending on the bindings' version."""
    return entry if isinstance(entry, str) else entry.name
