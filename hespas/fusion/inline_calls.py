"""XLA's call inlining before fusion: every call in the program is replaced by its callee's body.

XLA:GPU inlines calls before it does anything else to a module: ``CallInliner`` is the first pass of
``RunPreSPMDPartitionerPasses`` (xla/service/gpu/gpu_compiler.cc, ``pre_spmd_pipeline.AddPass<CallInliner>()``,
which inlines every call site). So its fusion sees through the private functions that JAX outlines
(``jnp.where``, ``jax.nn.relu``, ``log_softmax``): a ReLU written as a call fuses into the kernel that
computes its input, like one written inline. hespas-fuse does the same first, in the program's blocks
(``hespas.ir_calls``: the functions its entries reach, and the loops and branches in them), innermost calls
included (the calls a copied body holds are inlined in turn).

Kept as calls: a call that its frontend asks to keep (``mhlo.frontend_attributes`` with ``inlineable`` other than
``"true"``: xla/service/call_inliner.cc, ``InlineInstruction``), a call of a function without a body of one block
(a declaration), and a call of a function that reaches itself through calls (XLA's HLO has no recursion; MLIR
allows it). A private function whose calls were all inlined and that nothing else names is erased, as XLA drops
a computation no one calls (``HloDCE``).
"""

from __future__ import annotations

from hespas.ir import ir, symbol_name, visibility
from hespas.ir_calls import ENTRY_NAME, walk_functions
from hespas.ir_rewrite import remap_operands

CALL = "func.call"
FRONTEND_ATTRIBUTES = "mhlo.frontend_attributes"


def inline_calls(module_op, program_blocks: list, callees: dict) -> int:
    """Inline the calls in ``program_blocks`` (the program's blocks, as (block, its ops)) and the calls their
    copies bring, then erase the functions that no longer have a caller; ``callees``: every function's name ->
    the names its ops call (``hespas.ir_calls.walk_functions``). Returns the number of calls inlined."""
    functions = {symbol_name(view.operation): view.operation for view in module_op.regions[0].blocks[0].operations
                 if view.operation.name == "func.func"}
    recursive = _recursive(callees)
    pending = [op for _, ops in program_blocks for op in ops if op.name == CALL]
    pending.reverse()  # taken from the end: program order
    inlined, inlined_callees = 0, set()
    while pending:
        call = pending.pop()
        name = ir.FlatSymbolRefAttr(call.attributes["callee"]).value
        callee = functions.get(name)
        if (callee is None or name in recursive or len(callee.regions[0].blocks) != 1
                or not _inlineable(call)):
            continue
        pending.extend(reversed(_inline(call, callee)))
        inlined_callees.add(name)
        inlined += 1
    if inlined_callees:
        _erase_uncalled(module_op, functions, inlined_callees)
    return inlined


def _inline(call, callee) -> list:
    """Put a copy of ``callee``'s body before ``call``, its arguments replaced by the call's operands, and the
    call's results by the values the body returns; erase the call; return the calls the copy holds (nested
    ones included), in program order. Each copied op is located at the call site,
    as MLIR's inliner does: ``callsite(its own location at the call's)``, so a diagnostic or a per-line table
    (hespas.diagnostics.source_location reads the call site) points into the caller."""
    body = callee.regions[0].blocks[0]
    ops = [view.operation for view in body.operations]
    remap = dict(zip(body.arguments, call.operands))
    point, caller, calls = ir.InsertionPoint(call), [call.location], []

    def locate(nested):
        nested.location = ir.Location.callsite(nested.location, caller)
        if nested.name == CALL:
            calls.append(nested)
        return ir.WalkResult.ADVANCE

    for op in ops[:-1]:
        copy = op.clone(ip=point)
        remap_operands(copy, remap)
        copy.walk(locate)
        remap.update(zip(op.results, copy.results))
    for result, returned in zip(call.results, ops[-1].operands):
        result.replace_all_uses_with(remap.get(returned, returned))
    call.erase()
    return calls


def _inlineable(call) -> bool:
    """False when the call's frontend attributes hold ``inlineable`` with a value other than "true"."""
    if FRONTEND_ATTRIBUTES not in call.attributes:
        return True
    attributes = ir.DictAttr(call.attributes[FRONTEND_ATTRIBUTES])
    if "inlineable" not in attributes:
        return True
    value = attributes["inlineable"]
    return isinstance(value, ir.StringAttr) and ir.StringAttr(value).value == "true"


def _recursive(callees: dict) -> set[str]:
    """Names of the functions that reach themselves through calls (``callees``: name -> names it calls)."""
    found = set()
    for start in callees:
        pending, seen = list(callees[start]), set()
        while pending:
            name = pending.pop()
            if name == start:
                found.add(start)
                break
            if name in seen:
                continue
            seen.add(name)
            pending.extend(callees.get(name, ()))
    return found


def _erase_uncalled(module_op, functions: dict, inlined_callees: set[str]) -> None:
    """Erase the private functions among ``inlined_callees`` that no op of the module names any more (again
    after each erasure: an erased function's calls named others)."""
    pending = set(inlined_callees)
    while True:
        named = set()
        for _, names in walk_functions(module_op)[1].values():
            named.update(names)
        erased = {name for name in pending - named
                  if name != ENTRY_NAME and visibility(functions[name]) == "private"}
        if not erased:
            return
        for name in erased:
            functions[name].erase()
        pending -= erased
