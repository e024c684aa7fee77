"""The IR substrate: JAX's MLIR bindings, one context with StableHLO, CHLO, MHLO and Shardy.

Reading accepts MLIR text, MLIR bytecode and StableHLO portable artifacts
(VHLO bytecode); all end up as StableHLO in the same context.
"""

from __future__ import annotations

from jax._src.lib.mlir import ir  # noqa: F401  (re-exported: the bindings hespas runs on)
from jax.interpreters import mlir as jax_mlir


def make_context(allow_unregistered_dialects: bool = False) -> "ir.Context":
    """A fresh context with every dialect JAX registers (stablehlo, chlo, mhlo, sdy, func, ...)."""
    context = jax_mlir.make_ir_context()
    context.allow_unregistered_dialects = allow_unregistered_dialects
    return context


def parse_module(text: str | bytes, context: "ir.Context") -> "ir.Module":
    """Parse MLIR text or bytecode in ``context`` (raises ir.MLIRError on bad input)."""
    return ir.Module.parse(text, context=context)
