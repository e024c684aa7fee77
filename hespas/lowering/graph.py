"""The rank-independent execution graph of an annotated module: compute nodes, communication nodes,
and the true data dependencies between them.

The entry function is walked in program order. A call to a partition region (a
function carrying `hespas.region`) or any other op with a nonzero
`hespas.cost` becomes a compute node; an op carrying `hespas.comm` becomes a
communication node; a `while` whose body communicates is unrolled trip-count
times; a call to a function that communicates is walked through; an `if` or
`case` with a branch that communicates is walked through one branch, the one that
communicates the most bytes (which branch runs is data, so the step is the one where
that branch runs on every rank; a warning names it), its ops after the predicate.
Every other op (constants, tuples, async done...) passes its operands' dependencies
on to its results, so a node depends exactly on the nodes whose values it reads.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hespas.attributes import COMM as _COMM
from hespas.attributes import COST as _COST
from hespas.attributes import REGION as _REGION
from hespas.attributes import read_comm_attr, read_cost
from hespas.comm import CommInfo, comm_kind
from hespas.cost_record import CostRecord
from hespas.costs.registry import BRANCH_OPS, UNCOSTED_OPS, WHILE_OPS
from hespas.costs.trip_count import static_trip_count
from hespas.diagnostics import HespasError, warn
from hespas.ir import ir
from hespas.ir_depth import MAX_NESTING_DEPTH, check_nesting_depth
from hespas.ir import symbol_name, visibility
from hespas.program.nodes import node_cost

COMPUTE = "compute"
COMM = "comm"

_CALL_OPS = ("func.call",)
_NO_DEPS: frozenset = frozenset()
# The most nodes a step's graph may hold: a loop that communicates is unrolled, so a trip count of millions would
# take memory and time without end (100,000 trips of a compute node and an all-reduce: 20 s and 1 GB); past this,
# one error at the loop says how many nodes it would have made.
MAX_GRAPH_NODES = 1_000_000


@dataclass
class GraphNode:
    node_id: int
    name: str
    kind: str  # COMPUTE or COMM
    deps: tuple[int, ...]
    cost: CostRecord | None = None  # COMPUTE
    comm: CommInfo | None = None  # COMM
    location: object = field(default=None, compare=False)  # COMM: the op's MLIR location, for its diagnostics


@dataclass
class ExecutionGraph:
    nodes: list[GraphNode] = field(default_factory=list)
    num_devices: int = 1

    @property
    def comm_nodes(self) -> list[GraphNode]:
        return [node for node in self.nodes if node.kind == COMM]


def build_graph(module_op, num_devices: int, depth_bound: int | None = None) -> ExecutionGraph:
    """The execution graph of the module's entry function (`main`, or its only public function).

    ``depth_bound``: a known bound on the module's nesting depth (a NestingChain's), which spares
    the check when it is within the limit."""
    if depth_bound is None or depth_bound > MAX_NESTING_DEPTH:
        check_nesting_depth(module_op)  # the walk below recurses into calls and loops
    builder = _Builder(module_op, num_devices)
    entry = builder.entry_function()
    env = {}
    for argument in entry.regions[0].blocks[0].arguments:
        env[argument] = _NO_DEPS
    builder.walk_block(entry.regions[0].blocks[0], env, prefix="")
    return builder.graph


class _Builder:
    def __init__(self, module_op, num_devices: int):
        self.module_op = module_op
        self.graph = ExecutionGraph(num_devices=num_devices)
        block = module_op.regions[0].blocks[0]
        self.functions = {}
        for view in block.operations:
            op = view.operation
            if op.name == "func.func":
                self.functions[symbol_name(op)] = op
        self._communicates: dict[str, bool] = {}
        self._branches_warned_of: set = set()  # each if/case once, however many loop trips walk it

    def entry_function(self):
        if "main" in self.functions:
            return self.functions["main"]
        public = [f for f in self.functions.values() if visibility(f) == "public"]
        if len(public) != 1:
            raise HespasError("the module has no @main and not exactly one public function to start from",
                              self.module_op.location)
        return public[0]

    # -- walking -------------------------------------------------------------------------------
    def walk_block(self, block, env: dict, prefix: str) -> list[frozenset]:
        """Walk a block's ops; return the dependency sets of its terminator's operands."""
        terminator_deps: list[frozenset] = []
        for view in block.operations:
            op = view.operation
            if op.name in ("func.return", "stablehlo.return", "mhlo.return"):
                terminator_deps = [env.get(value, _NO_DEPS) for value in op.operands]
                continue
            self.walk_op(op, env, prefix)
        return terminator_deps

    def walk_op(self, op, env: dict, prefix: str) -> None:
        operand_deps = _union(env.get(value, _NO_DEPS) for value in op.operands)
        attributes = op.attributes
        info = self._comm_info(op)
        if info is not None:
            node = self._add(f"{prefix}{info.kind}.{len(self.graph.nodes)}", COMM, operand_deps, comm=info,
                             location=op.location)
            self._bind(op, env, frozenset((node.node_id,)))
            return
        name = op.name
        if name in WHILE_OPS and self._op_communicates(op):
            self._unroll_while(op, env, prefix)
            return
        if name in BRANCH_OPS and self._op_communicates(op):
            self._walk_branch(op, env, operand_deps, prefix)
            return
        if name in _CALL_OPS:
            callee_name = ir.FlatSymbolRefAttr(attributes["callee"]).value
            callee = self.functions.get(callee_name)
            if callee is None:
                raise HespasError(f"call to unknown function @{callee_name}", op.location)
            if _REGION not in callee.attributes and self._function_communicates(callee_name):
                self._walk_call(op, callee, env, f"{prefix}{callee_name}/")
                return
            self._compute_node(op, callee_name, operand_deps, env, prefix, cost_source=callee)
            return
        if len(op.regions) and self._op_communicates(op):  # before its cost: a compute node would drop it
            raise HespasError(f"'{name}' holds communication that cannot be lowered (only while loops, if/case "
                              "branches and calls may contain collectives)", op.location)
        if _COST not in attributes and name not in UNCOSTED_OPS:  # a costed module's op whose cost was removed
            raise HespasError(f"'{name}' has no hespas.cost: hespas-annotate-costs writes one on every op the "
                              "entries reach but terminators; cost the module again", op.location)
        if _COST in attributes and read_cost(attributes[_COST], op.location).time_ns > 0.0:
            self._compute_node(op, name, operand_deps, env, prefix, cost_source=op)
            return
        self._bind(op, env, operand_deps)

    def _compute_node(self, op, label: str, deps: frozenset, env: dict, prefix: str, cost_source) -> None:
        cost = cost_source.attributes[_COST] if _COST in cost_source.attributes else None
        if cost is None:
            raise HespasError(f"'{op.name}' has no hespas.cost: run hespas-annotate-costs first", op.location)
        record = read_cost(cost, cost_source.location)
        time_ns = record.time_ns
        if time_ns <= 0.0:
            self._bind(op, env, deps)
            return
        node = self._add(f"{prefix}{label}", COMPUTE, deps, cost=node_cost(record))
        self._bind(op, env, frozenset((node.node_id,)))

    def _walk_call(self, op, callee, env: dict, prefix: str) -> None:
        body = callee.regions[0].blocks[0]
        inner = {argument: env.get(value, _NO_DEPS) for argument, value in zip(body.arguments, op.operands)}
        results = self.walk_block(body, inner, prefix)
        for result, deps in zip(op.results, results):
            env[result] = deps

    def _walk_branch(self, op, env: dict, predicate_deps: frozenset, prefix: str) -> None:
        """Walk the branch of an if/case that communicates the most bytes (the first of equals), every op in it
        after the predicate (the op's operands), and bind the op's results to what that branch returns."""
        sent = [self._comm_bytes(region) for region in op.regions]
        chosen = max(range(len(sent)), key=lambda index: (sent[index], -index))
        if len(sent) > 1 and op not in self._branches_warned_of:
            self._branches_warned_of.add(op)
            warn(f"'{op.name}': which branch runs is data; the step is lowered with branch {chosen} on every rank, "
                 f"the one that communicates the most ({sent[chosen]} bytes; the branches: "
                 f"{', '.join(map(str, sent))})", op.location)
        inner = _AfterPredicate(env, predicate_deps)
        results = self.walk_block(op.regions[chosen].blocks[0], inner, f"{prefix}{op.name.split('.')[-1]}."
                                                                           f"{len(self.graph.nodes)}#{chosen}/")
        for result, deps in zip(op.results, results):
            env[result] = deps

    def _comm_bytes(self, region) -> int:
        """Bytes the collectives nested in ``region`` carry as the lowering runs them: a loop's body once per
        trip and its condition once more (``_unroll_while``), a called function's once per call."""
        total = 0
        for block in region.blocks:
            for view in block.operations:
                inner = view.operation
                info = self._comm_info(inner)
                if info is not None:
                    total += info.bytes
                    continue
                if inner.name in _CALL_OPS:
                    callee = self.functions.get(ir.FlatSymbolRefAttr(inner.attributes["callee"]).value)
                    if callee is not None and _REGION not in callee.attributes:
                        total += sum(self._comm_bytes(callee_region) for callee_region in callee.regions)
                    continue
                if inner.name in WHILE_OPS:
                    trips = _trip_count(inner)
                    total += ((trips + 1) * self._comm_bytes(inner.regions[0])
                              + trips * self._comm_bytes(inner.regions[1]))
                    continue
                total += sum(self._comm_bytes(nested) for nested in inner.regions)
        return total

    def _unroll_while(self, op, env: dict, prefix: str) -> None:
        """The loop's body once per trip. A condition that communicates (an all-reduce of a convergence test)
        is walked too, before each trip and once more after the last, and what follows depends on its
        predicate; one that does not is left out, its compute a part of the loop's cost as before."""
        trips = _trip_count(op)
        current = [env.get(value, _NO_DEPS) for value in op.operands]
        cond, body = op.regions[0].blocks[0], op.regions[1].blocks[0]
        cond_communicates = self._regions_communicate((op.regions[0],))
        for iteration in range(trips):
            before = len(self.graph.nodes)
            if cond_communicates:
                current = self._after_condition(cond, current, f"{prefix}while.{before}#{iteration}/cond/")
            inner = dict(zip(body.arguments, current))
            current = self.walk_block(body, inner, f"{prefix}while.{before}#{iteration}/")
            if iteration == 0:  # every trip makes as many nodes as the first
                total = before + trips * (len(self.graph.nodes) - before)
                if total > MAX_GRAPH_NODES:
                    raise HespasError(f"this loop communicates, so it is unrolled, and its {trips} trips would "
                                      f"make the step's graph {total} nodes, more than the {MAX_GRAPH_NODES} hespas "
                                      "lowers; simulate fewer trips (a shorter loop, or its default-trip-count when "
                                      "not static)", op.location)
        if cond_communicates:  # the test that ends the loop
            current = self._after_condition(cond, current, f"{prefix}while.{len(self.graph.nodes)}#{trips}/cond/")
        for result, deps in zip(op.results, current):
            env[result] = deps

    def _after_condition(self, cond, current: list[frozenset], prefix: str) -> list[frozenset]:
        """Walk a loop's condition on the carried values ``current``; they, joined with its predicate's
        dependencies (the next trip starts once the predicate is known), are returned."""
        predicate = _union(self.walk_block(cond, dict(zip(cond.arguments, current)), prefix))
        return [deps | predicate for deps in current]

    # -- helpers ---------------------------------------------------------------------------------
    def _comm_info(self, op) -> CommInfo | None:
        """The op's hespas.comm record (hespas-annotate-costs writes it), or None for an op that does not communicate."""
        if _COMM in op.attributes:
            return read_comm_attr(op)
        if comm_kind(op) is None:
            return None
        raise HespasError(f"'{op.name}' has no {_COMM} attribute: run hespas-annotate-costs first", op.location)

    def _add(self, name: str, kind: str, deps: frozenset, **fields) -> GraphNode:
        node = GraphNode(len(self.graph.nodes), name, kind, tuple(sorted(deps)), **fields)
        self.graph.nodes.append(node)
        return node

    @staticmethod
    def _bind(op, env: dict, deps: frozenset) -> None:
        for result in op.results:
            env[result] = deps

    def _function_communicates(self, name: str) -> bool:
        found = self._communicates.get(name)
        if found is None:
            self._communicates[name] = False  # recursion guard
            found = self._communicates[name] = self._op_communicates(self.functions[name])
        return found

    def _op_communicates(self, op) -> bool:
        return self._regions_communicate(op.regions)

    def _regions_communicate(self, regions) -> bool:
        for region in regions:
            for block in region.blocks:
                for view in block.operations:
                    inner = view.operation
                    if _COMM in inner.attributes or comm_kind(inner) is not None or self._op_communicates(inner):
                        return True
                    if inner.name in _CALL_OPS:
                        callee = ir.FlatSymbolRefAttr(inner.attributes["callee"]).value
                        if callee in self.functions and self._function_communicates(callee):
                            return True
        return False


class _AfterPredicate(dict):
    """The values an if/case branch sees: its own results (stored here) and the enclosing block's (read from
    ``outer``), each one's dependencies joined with the predicate's, so that nothing in the branch runs before
    the predicate is known."""

    def __init__(self, outer: dict, predicate_deps: frozenset):
        super().__init__()
        self.outer, self.predicate_deps = outer, predicate_deps

    def get(self, value, default=None):
        deps = super().get(value)
        if deps is None:
            deps = self.outer.get(value, default)
        return deps if deps is None else deps | self.predicate_deps


def _trip_count(while_op) -> int:
    if _COST in while_op.attributes:
        recorded = read_cost(while_op.attributes[_COST], while_op.location).trip_count
        if recorded is not None:
            return recorded
    derived = static_trip_count(while_op)
    return 1 if derived is None else derived


def _union(sets) -> frozenset:
    result: frozenset = _NO_DEPS
    for deps in sets:
        if deps:
            result = deps if not result else result | deps
    return result
