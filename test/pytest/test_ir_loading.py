"""Reading MLIR text, bytecode and StableHLO portable artifacts into one StableHLO context."""

import jax
import jax.numpy as jnp
import pytest
from jax import export

from hespas.diagnostics import HespasError
from hespas.ir import load_module, make_context, module_to_bytecode, module_to_text, parse_module


def _exported():
    def step(x, w):
        return jnp.tanh(x @ w)

    spec = (jax.ShapeDtypeStruct((8, 16), jnp.float32), jax.ShapeDtypeStruct((16, 4), jnp.float32))
    return export.export(jax.jit(step))(*spec)


def _op_names(module):
    names = []
    module.operation.walk(lambda op: names.append(op.name) or 0)
    return names


def test_text_and_bytecode_give_the_same_module(tmp_path):
    context = make_context()
    text = _exported().mlir_module()
    module = parse_module(text, context)
    path = tmp_path / "m.mlirbc"
    path.write_bytes(module_to_bytecode(module))
    assert module_to_text(load_module(path, context)) == module_to_text(module)


def test_portable_artifact_becomes_stablehlo():
    context = make_context()
    module = parse_module(_exported().mlir_module_serialized, context)
    names = _op_names(module)
    assert "stablehlo.dot_general" in names and "stablehlo.tanh" in names
    assert not any(name.startswith("vhlo.") for name in names)


def test_parse_error_has_file_line_and_column():
    with pytest.raises(HespasError) as caught:
        parse_module("func.func @f() {\n  %0 = foo.bar : i32\n}\n", make_context(), "bad.mlir")
    location = caught.value.source_location
    assert (location.filename, location.line, location.column) == ("bad.mlir", 2, 8)


def test_unreadable_file_is_a_located_error(tmp_path):
    with pytest.raises(HespasError, match="could not open input file"):
        load_module(tmp_path / "absent.mlir", make_context())


def test_binary_garbage_is_rejected(tmp_path):
    path = tmp_path / "garbage.mlir"
    path.write_bytes(b"\xff\xfe\x00junk")
    with pytest.raises(HespasError, match="neither MLIR text nor MLIR bytecode"):
        load_module(path, make_context())
