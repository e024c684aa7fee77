"""A model of XLA's GPU fusion: group producer-consumer chains into ``mhlo.fusion`` kernels.

``fuse_module`` first inlines every call, replaces copies by their operands and erases dead ops, as XLA does
before fusing (``inline_calls``, ``copies``, ``dead_code``), then groups (``grouping``), merges into
multi-output kernels (``multi_output``) and outlines (``outline``) the ops of every block of program code
(bodies of the functions the program's entries reach through calls, ``hespas.ir_calls``, and their
while/if/case blocks: XLA compiles nothing else),
unless that code already has ``mhlo.fusion`` ops (XLA's own fusion decisions, kept as they are).
annotate-costs then costs each fusion as one kernel: its body's FLOPs, its boundary's bytes, one launch.
The module is marked ``hespas.fused`` (``hespas.attributes.FUSED``): its kernels are hespas-fuse's, so a pass that
XLA runs after fusion (hespas-combine-collectives) still applies to it.

With ``attention="fused"``, the attention patterns (``attention``) are outlined first,
each forward and each backward as one FlashAttention-style kernel (a ``lax.scan`` step's forward loop first
stacks per-row statistics instead of scores for its backward loop: ``attention_scan``); with ``library_epilogues``, then
each convolution or dot with the epilogue its library call computes (``epilogues``).
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.attributes import FUSED
from hespas.costs.types import TypeTable
from hespas.diagnostics import remark
from hespas.fusion.attention import fuse_attention
from hespas.fusion.attention_scan import stack_row_statistics
from hespas.fusion.copies import elide_copies
from hespas.fusion.dead_code import erase_dead_ops
from hespas.fusion.epilogues import fuse_library_epilogues
from hespas.fusion.grouping import group_block
from hespas.fusion.inline_calls import inline_calls
from hespas.fusion.multi_output import merge_kernels
from hespas.fusion.outline import outline_kernel, outline_records
from hespas.fusion.rules import FUSION_OP
from hespas.gc_pause import cyclic_gc_paused
from hespas.ir import ir
from hespas.ir_calls import reached, walk_functions


@dataclass(frozen=True)
class FusionSummary:
    already_fused: bool  # the program had mhlo.fusion ops and was left alone
    kernels: int  # fusions created
    fused_ops: int  # ops moved into the ordinary (non-attention) kernels
    attention_kernels: int = 0  # fused attention kernels (forward and backward) among them
    library_kernels: int = 0  # convolutions and dots with their epilogues among them
    inlined_calls: int = 0  # calls replaced by their callee's body before fusing
    dead_ops: int = 0  # ops erased before fusing: nothing used their results (XLA's HloDCE)
    elided_copies: int = 0  # copies replaced by their operand before fusing (XLA's algebraic simplifier)


def fuse_module(module_op, attention: str = "materialized", library_epilogues: bool = False) -> FusionSummary:
    """Fuse every block of program code the program's entries reach, in place; ``attention`` is fused or
    materialized (hespas.hardware.ATTENTION_MODES); ``library_epilogues``: fold XLA:GPU's convolution and GEMM epilogues
    into their library calls (``epilogues``)."""
    with cyclic_gc_paused():  # grouping reads each block into records (many objects; unlinked per block)
        program = _program(module_op)
        if program is None:
            return FusionSummary(True, 0, 0)
        blocks, callees = program
        inlined = inline_calls(module_op, blocks, callees)
        if inlined:
            blocks = _program(module_op)[0]
        copies = elide_copies(blocks)
        dead = erase_dead_ops(blocks)
        summary = _fuse_blocks(module_op, blocks, attention, library_epilogues, inlined, dead, copies)
        module_op.attributes[FUSED] = ir.UnitAttr.get(module_op.context)  # its kernels are hespas-fuse's
        return summary


def _fuse_blocks(module_op, blocks: list, attention: str, library_epilogues: bool, inlined: int,
                 dead: int, copies: int) -> FusionSummary:
    kernels = fused = attention_kernels = library_kernels = 0
    types = TypeTable()
    recomputed = stack_row_statistics(blocks, remark) if attention == "fused" else {}
    if recomputed:  # loop bodies changed: their ops listed again
        for block, ops in blocks:
            ops[:] = [view.operation for view in block.operations]
    for block, ops in blocks:
        if attention == "fused":
            attention_kernels += fuse_attention(block, remark, ops, recomputed)
        if library_epilogues:  # the block's ops as fused attention left them (it keeps ``ops`` current)
            library_kernels += fuse_library_epilogues(block, ops)
        grouping = group_block(block, types)
        replaced: dict = {}  # results of the ops outlined so far -> their fusions' (grouping's records keep the old)
        for group, records in merge_kernels(block, grouping):
            if records is None:  # one kernel
                if len(group[0].records) < 2:
                    continue
                outline_kernel(group[0], replaced)
                fused += len(group[0].records)
            else:  # a multi-output kernel: its kernels and their ops in program order
                kind = "kInput" if any(kernel.reduction is not None for kernel in group) else "kLoop"
                outline_records(group, records, kind, replaced)
                fused += len(records)
            kernels += 1
        grouping.release()
    return FusionSummary(False, kernels + attention_kernels + library_kernels, fused, attention_kernels,
                         library_kernels, inlined, dead, copies)


def _program(module_op) -> tuple[list, dict] | None:
    """Blocks of the functions the program runs and of the control flow in them, outermost first, each with
    its ops as they are before any is fused: (block, ops); and every function's name -> the names of the
    functions its ops call (``walk_functions``). None if the module has an ``mhlo.fusion`` op in
    any of them (XLA's own fusion decisions: the module is left as it is). Ops in other regions (an op's own
    body) are walked for one.

    The program is what its entries reach through calls (``hespas.ir_calls``): a private function no one
    calls (an exporter's leftover copy of a loop body) is dead code XLA does not compile, so it is not fused,
    and an ``mhlo.fusion`` in it leaves the rest of the module to be fused."""
    blocks, functions, holding = walk_functions(module_op, _is_or_holds_fusion)
    program = reached(functions)
    if not holding.isdisjoint(program):
        return None
    return ([(block, ops) for block, ops, function in blocks if function in program],
            {name: names for name, (_, names) in functions.items()})


def _is_or_holds_fusion(op, name: str) -> bool:
    return name == FUSION_OP or (len(op.regions) > 0 and _holds_fusion(op))


def _holds_fusion(op) -> bool:
    found = []

    def visit(nested):
        if nested.name == FUSION_OP:
            found.append(nested)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return bool(found)
