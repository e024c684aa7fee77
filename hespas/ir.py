"""The IR substrate: the MLIR bindings JAX ships (jaxlib), one context with StableHLO, CHLO, MHLO and Shardy.

The only module that imports MLIR bindings: everything else takes ``ir``, ``passmanager``
and the dialect modules (``stablehlo``, ``chlo``, ``mhlo``, ``sdy``, ``func``) from here.
They are the modules JAX's ``jax.extend.mlir`` re-exports (and ``mhlo``, which it does not),
imported from ``jaxlib.mlir`` directly: importing ``jax`` itself costs about half a second of
start-up that reading, transforming and writing IR never needs (the paths that run JAX, export,
calibration and XLA profiling, import it themselves).

Reading accepts MLIR text, MLIR bytecode and StableHLO portable artifacts
(versioned VHLO bytecode, what ``jax.export`` serializes); all end up as
StableHLO in the same context. Writing gives text or bytecode.
"""

from __future__ import annotations

import io
import math
import os
import sys

# XLA's C++ logging reads its level once, when the first of jaxlib's libraries loads: the default JAX
# sets before loading any (jax/__init__.py, "Set default C++ logging level before any logging happens"),
# so that a module that loads JAX later (a global module's partitioning) logs no INFO lines either.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")

from hespas.interrupts import interrupts_deferred  # noqa: E402

with interrupts_deferred():  # Ctrl-C inside the extensions' initialisation would crash the process
    from jaxlib.mlir import ir, passmanager  # noqa: E402  (after the logging level)
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext  # noqa: E402
    from jaxlib.mlir.dialects import chlo, func, mhlo, mpmd, sdy, stablehlo  # noqa: E402

from hespas.diagnostics import HespasError, SourceLocation, source_location
from hespas.numbers import INT64_MAX
from hespas.ir_probe import check_bytecode_reads
from hespas.ir_strings import BYTECODE_MAGIC, check_bytecode_strings, check_text_strings
from hespas.ir_text_nesting import check_text_nesting
from hespas.text_input import read_bytes


__all__ = ["ir", "passmanager", "chlo", "func", "mhlo", "sdy", "stablehlo", "make_context", "parse_module",
           "read_module_bytes", "load_module", "module_to_text", "module_to_bytecode", "parse_error", "symbol_name",
           "visibility", "defining_op", "i64_attr", "INT64_MAX"]

# The dialects of a context, as JAX sets one up (jax/_src/interpreters/mlir.py, make_ir_context, jax 0.10):
# the upstream dialects jaxlib's extension registers (func, arith, math, scf, tensor, shape, vhlo, ...),
# then Shardy, its MPMD dialect, MHLO, CHLO and StableHLO, with one thread pool shared by every context.
_UPSTREAM_DIALECTS = ir.DialectRegistry()
_jax_mlir_ext.register_dialects(_UPSTREAM_DIALECTS)
_THREAD_POOL = ir.ThreadPool()


class _Context(ir.Context):
    """A context that starts with no dialect loaded: ``ir.Context()`` would load every dialect linked
    into the bindings; ``make_context`` loads the ones above."""

    def __init__(self):
        super(ir.Context, self).__init__()  # the bindings' own constructor, skipping ir.Context's


def make_context(allow_unregistered_dialects: bool = False) -> "ir.Context":
    """A fresh context with every dialect JAX registers (stablehlo, chlo, mhlo, sdy, vhlo, func, ...)."""
    context = _Context()
    context.append_dialect_registry(_UPSTREAM_DIALECTS)
    context.load_all_available_dialects()
    context.set_thread_pool(_THREAD_POOL)
    sdy.register_dialect(context)
    mpmd.register_dialect(context)
    mhlo.register_mhlo_dialect(context)
    chlo.register_dialect(context)
    stablehlo.register_dialect(context)
    context.allow_unregistered_dialects = allow_unregistered_dialects
    return context


def parse_module(source: str | bytes, context: "ir.Context", input_name: str = "-") -> "ir.Module":
    """Parse MLIR text, MLIR bytecode or a StableHLO portable artifact into a StableHLO module.

    Raises HespasError located at the first parse diagnostic.
    """
    # The parser verifies functions on MLIR's thread pool, and a verifier error raised there deadlocks the
    # bindings, which wait holding the interpreter lock (tools/fuzz.py found a module hespas-opt never
    # finished reading): parse on one thread, then give the context its threads back.
    threads_context = context if context is not None else ir.Context.current
    threads_context.enable_multithreading(False)
    try:
        if isinstance(source, bytes) and source.startswith(BYTECODE_MAGIC):
            check_bytecode_reads(source, lambda data: ir.Module.parse(data, context=context), input_name)
        module = ir.Module.parse(source, context=context)
    except ir.MLIRError as error:
        raise parse_error(error, input_name) from None
    except MemoryError:  # bytecode whose sizes ask for more than the address space (tools/fuzz.py seed 9)
        raise HespasError("cannot read this input: a size in it is too large to allocate",
                          SourceLocation(input_name)) from None
    finally:
        threads_context.enable_multithreading(True)
    if isinstance(source, bytes) and _is_vhlo(module):
        module = stablehlo.deserialize_portable_artifact(context, source)
    if isinstance(source, bytes):  # text was bounded before parsing (hespas.ir_text_nesting)
        from hespas.ir_attr_nesting import check_attribute_nesting  # it imports this module

        check_attribute_nesting(module.operation, input_name)
    return module


def _is_vhlo(module: "ir.Module") -> bool:
    return any(op.operation.name.startswith("vhlo.") for op in module.body.operations)


def parse_error(error: "ir.MLIRError", input_name: str) -> HespasError:
    """The first diagnostic of an MLIRError as a HespasError, notes folded into the message."""
    if not error.error_diagnostics:
        return HespasError(str(error), SourceLocation(input_name))
    first = error.error_diagnostics[0]
    message = first.message.strip()
    return HespasError(message, source_location(first.location, input_name) or SourceLocation(input_name))


def read_module_bytes(path: str) -> bytes:
    """The raw content of an input file, or of stdin for "-"."""
    if path == "-":
        if sys.stdin is None:  # the process was started with its standard input closed
            raise HespasError("could not read standard input: it is closed", SourceLocation("<stdin>"))
        try:
            return sys.stdin.buffer.read()
        except OSError as error:
            raise HespasError(f"could not read standard input: {error.strerror}", SourceLocation("<stdin>")) from None
    try:
        return read_bytes(path)
    except OSError as error:
        raise HespasError(f"could not open input file: {error.strerror}", SourceLocation(path)) from None


def decode_source(data: bytes, input_name: str) -> str | bytes:
    """Bytecode stays bytes; anything else must be UTF-8 MLIR text. Either way every string the IR
    holds must be UTF-8 (``hespas.ir_strings``): the bindings abort the process on one that is not; and
    text may not nest deeper than MLIR's parser can recurse (``hespas.ir_text_nesting``)."""
    if data.startswith(BYTECODE_MAGIC):
        check_bytecode_strings(data, input_name)
        return data
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise HespasError(f"input is neither MLIR text nor MLIR bytecode ({error.reason} at byte {error.start})",
                          SourceLocation(input_name)) from None
    check_text_strings(text, input_name)
    check_text_nesting(text, input_name)
    return text


def load_module(path: str | os.PathLike, context: "ir.Context") -> "ir.Module":
    """Read and parse one module file (text, bytecode or portable artifact)."""
    name = os.fspath(path)
    return parse_module(decode_source(read_module_bytes(name), name), context, name)


def module_to_text(module_or_op, generic: bool = False) -> str:
    operation = getattr(module_or_op, "operation", module_or_op)
    return operation.get_asm(print_generic_op_form=generic, large_elements_limit=None)


def module_to_bytecode(module_or_op) -> bytes:
    operation = getattr(module_or_op, "operation", module_or_op)
    buffer = io.BytesIO()
    operation.write_bytecode(buffer)
    return buffer.getvalue()


def i64_attr(value: int | float, what: str, location=None) -> "ir.IntegerAttr":
    """An i64 IntegerAttr for a count hespas stores (flops, bytes, trip count, ...).

    The rule for numbers beyond int64: refuse, with an error located at the op they belong to.
    A count past 2**63 - 1 (9.2e18 bytes is 8 EiB; as flops, hours on the fastest chips) is far
    beyond any real step of one device, and a saturated value would silently give a wrong time.
    ``what`` names the count."""
    if isinstance(value, float) and not math.isfinite(value):
        raise HespasError(f"{what} is {value}, not a finite count", location)
    number = int(value)
    if not -INT64_MAX - 1 <= number <= INT64_MAX:
        raise HespasError(f"{what} is {number}, beyond the int64 range hespas stores counts in "
                          f"(at most {INT64_MAX})", location)
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), number)


def defining_op(value):
    """The operation that produces ``value``, or None for a block argument."""
    if isinstance(value, ir.OpResult):
        owner = value.owner
        return getattr(owner, "operation", owner)
    return None


def symbol_name(op) -> str:
    """The `sym_name` of a symbol op (a func.func)."""
    return ir.StringAttr(op.attributes["sym_name"]).value


def visibility(op) -> str:
    """The `sym_visibility` of a symbol op: public (the default), private or nested."""
    if "sym_visibility" in op.attributes:
        return ir.StringAttr(op.attributes["sym_visibility"]).value
    return "public"
