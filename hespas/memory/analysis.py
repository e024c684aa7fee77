"""Per-device peak memory of a module: each function's peak from its blocks' liveness, nested
regions and callees on top of the live set that surrounds them, and the results as attributes.

- ``while``: the larger of the condition's and the body's own peak, on top of the values live
  around the loop (the carried values among them);
- ``if`` / ``case``: the largest branch;
- ``func.call`` (and composites, async wrappers): the callee's own peak (its arguments are the
  caller's buffers), counted once per call site.
"""

from __future__ import annotations

import dataclasses

from hespas import attributes
from hespas.diagnostics import HespasError
from hespas.ir import i64_attr, ir, symbol_name, visibility
from hespas.comm.kinds import ASYNC_START_OPS
from hespas.ir_calls import ENTRY_NAME, callees, reachable_functions
from hespas.memory.aliasing import donated_arguments
from hespas.memory.liveness import (FUNCTION_ARGUMENTS, LOOP_STATE, READ_ONLY, BlockPeak, async_result_bytes,
                                    block_peak)
from hespas.memory.sizes import ValueSizes, check_bounded

MEMORY_ATTR = attributes.MEMORY

_WHILE_OPS = frozenset({"stablehlo.while", "mhlo.while"})
_BRANCH_OPS = frozenset({"stablehlo.if", "stablehlo.case", "mhlo.if", "mhlo.case"})
# Ops that run the function they name where they stand (a custom call's called computations are the
# target's to run: its own rule sizes it)
_CALL_OPS = frozenset({"func.call", "stablehlo.composite", "mhlo.async_start", "stablehlo.async_start"})


@dataclasses.dataclass(frozen=True)
class FunctionMemory:
    """Bytes one call of a function holds on a device."""

    peak_bytes: int  # the most bytes live at once: arguments, results, temporaries
    argument_bytes: int
    result_bytes: int
    alias_bytes: int  # results written in the buffers of donated arguments (not those given a buffer of their own)
    temporary_peak_bytes: int  # the most bytes live at once that are neither arguments nor results
    # argument_bytes + result_bytes - alias_bytes + temporary_peak_bytes >= peak_bytes (equal when every argument
    # and result is live where the temporaries peak)
    local_peak_bytes: int  # the peak without the arguments: what a call adds to its caller
    peak_op: object | None

    def attr_entries(self) -> dict:
        return {"peak_bytes": self.peak_bytes, "argument_bytes": self.argument_bytes,
                "result_bytes": self.result_bytes, "alias_bytes": self.alias_bytes,
                "temporary_peak_bytes": self.temporary_peak_bytes}


@dataclasses.dataclass
class MemoryAnalyzer:
    sizes: ValueSizes = dataclasses.field(default_factory=ValueSizes)
    _module = None
    _functions: dict = dataclasses.field(default_factory=dict)
    _results: dict = dataclasses.field(default_factory=dict)
    _in_progress: set = dataclasses.field(default_factory=set)

    def analyze_module(self, module_op) -> tuple[FunctionMemory, object | None]:
        """Annotate every function of the program (those its entries, the public ones and ``main``, reach:
        ``hespas.ir_calls``; a private function no one calls is dead code XLA does not compile) with
        ``hespas.memory``; return the entry's figures and the entry.

        The entry is ``main`` or else the public function with the largest peak.
        """
        self._module = module_op
        funcs = [op.operation for op in module_op.regions[0].blocks[0].operations if op.operation.name == "func.func"]
        self._functions = {symbol_name(func): func for func in funcs}
        entries = [f for f in funcs if symbol_name(f) == ENTRY_NAME] or [
            f for f in funcs if visibility(f) == "public"]
        reached = reachable_functions(module_op)  # the entries and every function they call, at any depth
        program = [func for name, func in self._functions.items() if name in reached]
        check_bounded(program)
        for func in program:
            self.function(func)
        if not entries:
            return FunctionMemory(0, 0, 0, 0, 0, 0, None), None
        entry = max(entries, key=lambda f: self.function(f).peak_bytes)
        return self.function(entry), entry

    def function(self, func) -> FunctionMemory:
        name = symbol_name(func)
        found = self._results.get(name)
        if found is not None:
            return found
        if name in self._in_progress:
            raise HespasError(f"recursive call to @{name}: its peak memory is unbounded", func.location)
        self._in_progress.add(name)
        function_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
        result_sizes = [self.sizes.nbytes(t) for t in function_type.results]
        if func.regions[0].blocks:
            peak = block_peak(func.regions[0].blocks[0], self.sizes, self._scratch, FUNCTION_ARGUMENTS,
                              donated_arguments(func, self._module))
        else:  # a declaration: all that is known is that its results exist (in buffers of their own)
            total = sum(self.sizes.nbytes(t) for t in function_type.inputs) + sum(result_sizes)
            peak = BlockPeak(total, sum(result_sizes), 0, None)
        found = FunctionMemory(
            peak.peak_bytes,
            sum(self.sizes.nbytes(t) for t in function_type.inputs),
            sum(result_sizes),
            peak.alias_bytes,
            peak.temporary_peak_bytes,
            peak.local_peak_bytes,
            peak.peak_op,
        )
        self._in_progress.discard(name)
        self._results[name] = found
        func.attributes[MEMORY_ATTR] = dict_attr(found.attr_entries(), func.location)
        return found

    def _scratch(self, op) -> int:
        """What an op needs on top of the live set around it: a loop body, a branch, a callee."""
        name = op.name
        if name in _WHILE_OPS:
            cond, body = op.regions[0].blocks[0], op.regions[1].blocks[0]
            return max(self._block(cond, READ_ONLY).local_peak_bytes, self._block(body, LOOP_STATE).local_peak_bytes)
        if name in _BRANCH_OPS:
            branch = max(self._block(region.blocks[0], READ_ONLY).local_peak_bytes for region in op.regions)
            return max(0, branch - self._result_bytes(op))
        names = callees(op) if name in _CALL_OPS else ()
        if names:
            callee_name = names[0]
            callee = self._functions.get(callee_name)
            if callee is None:
                raise HespasError(f"call to unknown function @{callee_name}", op.location)
            return max(0, self.function(callee).local_peak_bytes - self._result_bytes(op))
        return 0

    def _block(self, block, arguments: str) -> BlockPeak:
        return block_peak(block, self.sizes, self._scratch, arguments)

    def _result_bytes(self, op) -> int:
        if op.name in ASYNC_START_OPS:  # its result is a bundle: what the caller counts is the done's results
            return async_result_bytes(op, self.sizes)
        return sum(self.sizes.nbytes(result.type) for result in op.results)


def dict_attr(entries: dict, location=None):
    """A DictAttr of i64 integers, booleans and strings; a count beyond int64 is refused at ``location``."""
    converted = {}
    for key, value in entries.items():
        if isinstance(value, bool):
            converted[key] = ir.BoolAttr.get(value)
        elif isinstance(value, int):
            converted[key] = i64_attr(value, key, location)
        else:
            converted[key] = ir.StringAttr.get(str(value))
    return ir.DictAttr.get(converted)
