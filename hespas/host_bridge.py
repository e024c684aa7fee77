"""Run a hespas pass inside another host's PassManager (IREE's `iree.compiler`).

IREE's bindings parse StableHLO but expose none of its attribute helpers, so a
hespas pass hosted there carries the module into a JAX context (generic-form
text, which both parsers read), runs there, and moves the result back: the
host's module keeps its identity, its body and attributes are replaced.
"""

from __future__ import annotations

from hespas.diagnostics import HespasError
from hespas.ir import decode_source, make_context, module_to_text, parse_module


def run_in_jax_context(hespas_pass, host_module_op) -> None:
    context = make_context(allow_unregistered_dialects=host_module_op.context.allow_unregistered_dialects)
    text = module_to_text(host_module_op, generic=True)  # the host's strings, printed escaped: checked for UTF-8
    module = parse_module(decode_source(text.encode("utf-8"), "-"), context)
    with context:
        hespas_pass.run(module.operation)
    result_text = module_to_text(module, generic=True)

    host_ir = _bindings_of(host_module_op)
    try:
        result = host_ir.Module.parse(result_text, context=host_module_op.context)
    except host_ir.MLIRError as error:  # ops of a dialect the host does not register (mhlo.fusion in IREE)
        first = str(error).strip().splitlines()[-1].strip() if str(error).strip() else "a parse error"
        raise HespasError(f"the host's compiler cannot read back what {type(hespas_pass.wrapped).ARGUMENT} wrote "
                          f"({first}); run it where its ops' dialects are registered (hespas-opt, or JAX's "
                          "MLIR bindings)") from None
    _replace_module_contents(host_module_op, result.operation)


def host_location(host_module_op, where):
    """A location in the host's context for ``where`` (a ``SourceLocation``), else the host module's."""
    if where is None or not where.line:
        return host_module_op.location
    host_ir = _bindings_of(host_module_op)
    return host_ir.Location.file(where.filename, where.line, where.column, context=host_module_op.context)


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
