"""XLA's copy elimination before fusion: a copy is no kernel, its users read what it copies.

XLA's algebraic simplifier replaces every ``copy`` by its operand when their shapes are compatible ("All copies
can be eliminated (assuming layout constraints are satisfied)", ``AlgebraicSimplifierVisitor::HandleCopy``,
xla/hlo/transforms/simplifiers/algebraic_simplifier.cc), and XLA:GPU runs it in its simplification pipeline
before fusion, when no layout has been assigned yet. So the ``mhlo.copy`` ops of a partitioned export (JAX and
the SPMD partitioner write them at sharding and ``shard_map`` boundaries: 26 of 12.6 MB in the shared Pax step)
run no kernel; copies that layout assignment adds later are the transposes hespas costs on their own.

One copy stays, as XLA's copy insertion puts it back: a copy of a parameter of the entry function that the
function returns, since an output that is not donated cannot share the parameter's buffer
(``CopyInsertion::AddCopiesForAliasedInputOutputs``, xla/service/copy_insertion.cc).
"""

from __future__ import annotations

from hespas.ir import ir, symbol_name
from hespas.ir_calls import is_entry

COPY_OPS = frozenset({"mhlo.copy"})
_RETURN_OPS = frozenset({"func.return"})


def elide_copies(program_blocks: list) -> int:
    """Replace, in each of ``program_blocks`` ((block, its ops), the ops kept current), every copy by its operand
    but a copy of an entry function's parameter that the function returns; the number replaced."""
    elided = 0
    for block, ops in program_blocks:
        entry = _is_entry_body(block)
        kept = []
        for op in ops:
            if op.name in COPY_OPS and not (entry and _returns_a_parameter(op, block)):
                op.results[0].replace_all_uses_with(op.operands[0])
                op.erase()
                elided += 1
            else:
                kept.append(op)
        if len(kept) != len(ops):
            ops[:] = kept
    return elided


def _is_entry_body(block) -> bool:
    owner = block.owner
    if owner is None or owner.operation.name != "func.func":
        return False
    return is_entry(symbol_name(owner), owner)


def _returns_a_parameter(copy, block) -> bool:
    operand = copy.operands[0]
    if not (isinstance(operand, ir.BlockArgument) and operand.owner == block):
        return False
    return any(use.owner.operation.name in _RETURN_OPS for use in copy.results[0].uses)
