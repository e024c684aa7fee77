"""hespas-combine-collectives forms its groups on a graph of the block, which it updates as it combines
each group (``hespas.comm.combine._BlockGraph``). Checked here against the rule applied the slow way,
as the pass first did it and as XLA does (it rebuilds its reachability map after every combined group):
the block walked again through the bindings after each group, every dependency found from each
operand's defining op. Random blocks of all-reduces of two group patterns, elementwise ops between
them, an all-reduce that is already variadic, and a while loop holding all-reduces; thresholds small
enough that byte limits, count limits and dependencies all close groups."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from hespas.comm import combine
from hespas.costs.types import TypeTable
from hespas.ir import ir, make_context, module_to_text, parse_module

SIZES = (4, 8, 16)  # elements of the three f32 arguments, and of every value
GROUPS = ("[[0, 1, 2, 3]]", "[[0, 1], [2, 3]]")  # two keys: combining one can tie members of the other
ADD = ("^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  %s = stablehlo.add %a, %b : tensor<f32>\n"
       "  stablehlo.return %s : tensor<f32>\n")


def _all_reduce(result: str, operands: list[tuple[str, int]], groups: str, handle: int) -> str:
    names = ", ".join(name for name, _ in operands)
    types = ", ".join(f"tensor<{size}xf32>" for _, size in operands)
    shape = "1x4" if groups == GROUPS[0] else "2x2"
    return (f'{result} = "stablehlo.all_reduce"({names}) <{{channel_handle = #stablehlo.channel_handle<handle = '
            f'{handle}, type = 1>, replica_groups = dense<{groups}> : tensor<{shape}xi64>, use_global_device_ids}}> '
            f"({{\n{ADD}}}) : ({types}) -> ({types})\n")


@st.composite
def blocks(draw) -> str:
    """A module whose @main holds a random block (each value a 4-, 8- or 16-element f32 tensor)."""
    values = [(f"%arg{k}", size) for k, size in enumerate(SIZES)]
    lines = []
    for number in range(draw(st.integers(1, 24))):
        kind = draw(st.sampled_from(("all_reduce", "all_reduce", "all_reduce", "add", "negate", "variadic", "while")))
        name = f"%v{number}"
        source, size = draw(st.sampled_from(values))
        groups = draw(st.sampled_from(GROUPS))
        if kind == "all_reduce":
            lines.append(_all_reduce(name, [(source, size)], groups, number + 1))
        elif kind == "add":
            other, other_size = draw(st.sampled_from(values))
            other = other if other_size == size else source
            lines.append(f"{name} = stablehlo.add {source}, {other} : tensor<{size}xf32>\n")
        elif kind == "negate":
            lines.append(f"{name} = stablehlo.negate {source} : tensor<{size}xf32>\n")
        elif kind == "variadic":  # already combined: never a member, but a dependency like any op
            other, other_size = draw(st.sampled_from(values))
            lines.append(_all_reduce(f"{name}:2", [(source, size), (other, other_size)], groups, number + 1))
            values.append((f"{name}#1", other_size))
            name = f"{name}#0"
        else:  # a loop whose body combines on its own, reading a value from outside the loop
            inner = _all_reduce("%r", [("%it", size)], groups, 1000 + number)
            inner += _all_reduce("%q", [("%r", size)], groups, 2000 + number)
            inner += _all_reduce("%p", [(source, size)], groups, 3000 + number)
            inner += f"%n = stablehlo.add %q, %p : tensor<{size}xf32>\n"
            lines.append(
                f"{name} = stablehlo.while(%it = {source}) : tensor<{size}xf32>\n"
                "cond {\n%c = stablehlo.constant dense<true> : tensor<i1>\nstablehlo.return %c : tensor<i1>\n"
                f"}} do {{\n{inner}stablehlo.return %n : tensor<{size}xf32>\n}}\n")
        values.append((name, size))
    returned = values[len(SIZES):]
    arguments = ", ".join(f"%arg{k}: tensor<{size}xf32>" for k, size in enumerate(SIZES))
    types = ", ".join(f"tensor<{size}xf32>" for _, size in returned)
    body = "".join(lines) + f"return {', '.join(name for name, _ in returned)} : {types}\n"
    return ("module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {\n"
            f"func.func @main({arguments}) -> ({types}) {{\n{body}}}\n}}\n")


def _combine_walking_again(module_op, thresholds: dict[str, int], max_count: int) -> None:
    """The oracle: per block, find the groups by walking the block, combine the first, walk again."""
    types = TypeTable()
    for block in combine.blocks_to_combine(module_op, thresholds):
        while groups := _groups_by_walking(block, thresholds, max_count, types):
            members = groups[0]
            combine._combine(members, _users_between_by_walking(members))


def _groups_by_walking(block, thresholds: dict[str, int], max_count: int, types: TypeTable) -> list[list]:
    needs = {}  # op -> the members-to-be it depends on (itself included)
    open_groups, closed = {}, []  # key -> (members, bytes)
    for operation in [view.operation for view in block.operations]:
        needed = set()
        for value in _operands_inside(operation):
            owner = _ancestor_in(value, block)
            if owner is not None and owner != operation:
                needed |= needs.get(owner, set())
        threshold = thresholds.get(operation.name, 0)
        size = types.nbytes(operation.results) if threshold > 0 and combine._combinable(operation) else None
        if size is not None and size <= threshold:
            key = combine._key(operation)
            members, total = open_groups.get(key, ([], 0))
            if members and (total + size > threshold or any(member in needed for member in members)):
                closed.append(members)
                members, total = [], 0
            members = members + [operation]
            if len(members) >= max_count:
                closed.append(members)
                open_groups.pop(key, None)
            else:
                open_groups[key] = (members, total + size)
            needed = needed | {operation}
        needs[operation] = needed
    closed.extend(members for members, _ in open_groups.values())
    return [group for group in closed if len(group) > 1]


def _users_between_by_walking(members: list) -> list:
    tainted = {value for member in members for value in member.results}
    found, inside = [], False
    for operation in [view.operation for view in members[0].block.operations]:
        if operation == members[-1]:
            break
        if operation == members[0]:
            inside = True
        elif inside and operation not in members and any(value in tainted for value in _operands_inside(operation)):
            found.append(operation)
            tainted.update(operation.results)
    return found


def _operands_inside(operation):
    yield from operation.operands
    for region in operation.regions:
        for block in region.blocks:
            for view in block.operations:
                yield from _operands_inside(view.operation)


def _ancestor_in(value, block):
    owner = value.owner
    if not isinstance(owner, ir.OpView):
        return None
    operation = owner.operation
    while operation is not None and operation.block != block:
        operation = operation.parent
    return operation


@settings(max_examples=150, deadline=None)
@given(text=blocks(), threshold_bytes=st.sampled_from((16, 48, 100, 1000)), max_count=st.sampled_from((2, 3, 256)))
def test_groups_on_the_graph_are_the_groups_of_walking_the_block_again(text, threshold_bytes, max_count):
    thresholds = {combine.ALL_REDUCE_OP: threshold_bytes}
    with make_context() as context:
        fast, slow = parse_module(text, context), parse_module(text, context)
        combine.combine_collectives(fast.operation, thresholds, max_count)
        _combine_walking_again(slow.operation, thresholds, max_count)
        assert fast.operation.verify()
        assert module_to_text(fast.operation) == module_to_text(slow.operation)
