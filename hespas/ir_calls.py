"""Which functions a module's program calls and reaches: the one place that knows which op attributes name a
called function, and which functions are the program.

- An op calls the functions its callee attribute names (``CALLEE_ATTRIBUTES``: one symbol, or an array of
  them for a custom call's ``called_computations``). A custom call's called computations are callees like any
  other: XLA's call graph makes them call sites of the custom call (``kCustomCall`` is an embedded calling
  context, GetInstructionCallContext in xla/service/call_graph.cc), so they are reached, and kept, with it.
- The program starts at its entries (``entry_names``): the public functions, and ``main`` whatever its
  visibility (XLA's MHLO-to-HLO translation makes the function named ``main``, its ``kMain``, the entry
  computation: xla/hlo/translate/mhlo_to_hlo/mlir_hlo_to_hlo.cc; hespas's lowering starts there too).
- The program is what its entries reach through calls in their bodies and the control flow in them
  (``PROGRAM_CODE``): XLA compiles that and drops the rest (HloDCE: "a computation is dead if it is not the
  entry computation of the module and it is not reachable from the entry computation",
  xla/hlo/transforms/simplifiers/hlo_dce.h), so a private function no one calls is no part of the step.
"""

from __future__ import annotations

from hespas.ir import ir, symbol_name, visibility

ENTRY_NAME = "main"

# Ops that use a function by its symbol, and the attribute that names it (a symbol or an array of them).
CALLEE_ATTRIBUTES = {"func.call": "callee", "stablehlo.composite": "decomposition",
                     "mhlo.async_start": "called_computation", "stablehlo.async_start": "called_computation",
                     "stablehlo.custom_call": "called_computations", "mhlo.custom_call": "called_computations"}

# Ops whose blocks hold program code (a function's body, a loop's, a branch's); every other region is an op's
# own body (a reducer, a comparator, a fused kernel).
PROGRAM_CODE = frozenset({"func.func", "stablehlo.while", "stablehlo.if", "stablehlo.case",
                          "mhlo.while", "mhlo.if", "mhlo.case"})


def callees(op) -> list[str]:
    """Names of the functions ``op`` calls, in the order its attribute names them; [] for an op that calls
    none (an async_start that holds its computation inline among them)."""
    attribute_name = CALLEE_ATTRIBUTES.get(op.name)
    if attribute_name is None or attribute_name not in op.attributes:
        return []
    attribute = op.attributes[attribute_name]
    symbols = list(attribute) if isinstance(attribute, ir.ArrayAttr) else [attribute]
    return [ir.FlatSymbolRefAttr(symbol).value for symbol in symbols if isinstance(symbol, ir.FlatSymbolRefAttr)]


def is_entry(name: str, function) -> bool:
    """Whether ``function`` (a func.func named ``name``) is one of the program's entries: public, or ``main``."""
    return name == ENTRY_NAME or visibility(function) != "private"


def entry_names(functions: dict) -> list[str]:
    """The program's entries among ``functions`` (name -> func.func): the public ones and ``main``."""
    return [name for name, function in functions.items() if is_entry(name, function)]


def walk_functions(module_op, flag=None) -> tuple[list, dict, set]:
    """The blocks of the module's functions and of the control flow in them, outermost first, as [block, its
    ops, its function's name]; the functions, name -> (func.func, names of the functions its ops call); and
    the names of the functions that hold an op (not ``PROGRAM_CODE``) for which ``flag(op, op.name)`` is true.
    Ops in other regions (an op's own body) are not listed."""
    blocks, functions, flagged, pending = [], {}, set(), [[module_op.regions[0].blocks[0], None, None]]
    while pending:
        entry = pending.pop()
        entry[1] = ops = []
        owner = entry[2]  # None for the module's own block
        for view in entry[0].operations:
            op = view.operation
            ops.append(op)
            name = op.name
            if name in PROGRAM_CODE:
                function = owner
                if function is None:  # a function of the module: its blocks are its name's
                    function = symbol_name(op)
                    functions[function] = (op, [])
                for region in op.regions:
                    for nested in region.blocks:
                        blocks.append(listed := [nested, None, function])
                        pending.append(listed)
            elif owner is None:
                continue
            elif flag is not None and owner not in flagged and flag(op, name):
                flagged.add(owner)
            elif name in CALLEE_ATTRIBUTES:
                functions[owner][1].extend(callees(op))
    return blocks, functions, flagged


def reached(functions: dict) -> set[str]:
    """Names of the functions (name -> (func.func, names it calls), as ``walk_functions`` gives them) that the
    program's entries reach through calls, the entries included."""
    pending = entry_names({name: op for name, (op, _) in functions.items()})
    found = set()
    while pending:
        name = pending.pop()
        if name in found or name not in functions:
            continue
        found.add(name)
        pending += functions[name][1]
    return found


def reachable_functions(module_op) -> set[str]:
    """Names of the module's functions that are its program: those its entries reach through calls. Every
    pass that visits functions visits these; the others are dead code XLA does not compile."""
    return reached(walk_functions(module_op)[1])
