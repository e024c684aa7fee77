"""Chakra ET nodes to and from the program representation (``hespas.program``): the adapter that
``hespas simulate --chakra`` reads traces with and that writes the traces ASTRA-sim runs.

Reading: a COMP_NODE's time is ``duration_micros`` × 1000 ns (0 → 1 ns); a
broadcast is replayed for its recorded duration. Writing: a compute node's
``duration_micros`` is its whole microseconds, and its exact estimate rides along
in ``hespas_duration_ns`` with ``num_ops`` and ``tensor_size``.
"""

from __future__ import annotations

import hashlib
import os
from typing import Sequence

from hespas.chakra import schema
from hespas.chakra.comm_groups import ALL_RANKS_PG_NAMES
from hespas.chakra.et_io import attrs_dict, discover_ranks, make_attr, read_trace, trace_paths
from hespas.diagnostics import HespasError, SourceLocation
from hespas.numbers import INT64_MAX, MAX_TIME_NS
from hespas.program.nodes import (COLLECTIVE, COMPUTE, NOOP, RECV, REPLAY, SEND, CollectiveOp, PeerOp, ProgramNode,
                                  RankProgram)
from hespas.text_input import read_bytes

DURATION_NS_ATTR = "hespas_duration_ns"

_COLLECTIVE_KINDS = {
    schema.ALL_REDUCE: "all_reduce",
    schema.ALL_GATHER: "all_gather",
    schema.REDUCE_SCATTER: "reduce_scatter",
    schema.ALL_TO_ALL: "all_to_all",
}
_COMM_TYPES = {kind: comm_type for comm_type, kind in _COLLECTIVE_KINDS.items()}


def load_rank_programs(prefix: str | os.PathLike) -> list[RankProgram]:
    """One program per rank of the trace set ``PREFIX.<rank>.et``; ranks whose trace files are
    byte-identical share one object, and equal nodes of different ranks one node."""
    by_content: dict[bytes, RankProgram] = {}
    shared_nodes: dict[ProgramNode, ProgramNode] = {}
    programs = []
    for path in trace_paths(prefix, len(discover_ranks(prefix))):
        try:
            digest = hashlib.sha256(read_bytes(path)).digest()
        except OSError as error:
            raise HespasError(f"cannot read Chakra trace: {error.strerror}", SourceLocation(str(path))) from None
        if digest not in by_content:
            _, nodes = read_trace(path)
            by_content[digest] = program_from_chakra(nodes, SourceLocation(str(path)), shared_nodes)
        programs.append(by_content[digest])
    return programs


def program_from_chakra(nodes: Sequence, location: SourceLocation | None = None,
                        shared_nodes: dict[ProgramNode, ProgramNode] | None = None) -> RankProgram:
    """Compile Chakra ``Node`` messages into a ``RankProgram`` (raises HespasError on a bad trace).
    With ``shared_nodes`` (kept by the caller across the ranks it builds), a node equal to one
    seen before is that one: ranks of different programs hold one copy of what they have in common."""
    program_nodes = [_program_node(node, location) for node in nodes]
    if shared_nodes is not None:
        program_nodes = [shared_nodes.setdefault(node, node) for node in program_nodes]
    return RankProgram(program_nodes, location)


def chakra_nodes(program: RankProgram) -> list:
    """The Chakra ``Node`` messages of ``program`` (one lowered by ``hespas.lowering``), in order."""
    return [_chakra_node(node) for node in program.nodes]


def _chakra_node(node: ProgramNode):
    node_type = {COMPUTE: schema.COMP_NODE, COLLECTIVE: schema.COMM_COLL_NODE, SEND: schema.COMM_SEND_NODE,
                 RECV: schema.COMM_RECV_NODE}.get(node.op)
    if node_type is None:
        raise ValueError(f"node {node.node_id}: a lowered program has no {('replay', 'no-op')[node.op == NOOP]} "
                         "nodes")
    message = schema.Node(id=node.node_id, name=node.name, type=node_type)
    message.data_deps.extend(node.deps)
    message.attr.append(make_attr("is_cpu_op", False))
    if node.op == COMPUTE:
        message.duration_micros = node.duration_ns // 1000
        cost = node.cost
        if cost is None:  # a program read from traces (or saved from them) knows only its durations
            message.attr.append(make_attr(DURATION_NS_ATTR, max(1, node.duration_ns)))
        else:
            message.attr.append(make_attr(DURATION_NS_ATTR, max(1, round(cost.time_ns))))
            message.attr.append(make_attr("num_ops", cost.flops))
            message.attr.append(make_attr("tensor_size", cost.bytes))
    elif node.op == COLLECTIVE:
        comm = node.comm
        message.attr.append(make_attr("comm_type", int(_COMM_TYPES[comm.kind])))
        message.attr.append(make_attr("comm_size", comm.size_bytes))
        if comm.group is not None:
            message.attr.append(make_attr("pg_name", comm.group))
        if comm.involved_dims is not None:
            message.attr.append(make_attr("involved_dim", list(comm.involved_dims), kind="bool_list"))
    else:
        comm = node.comm
        message.attr.append(make_attr("comm_dst" if node.op == SEND else "comm_src", comm.peer))
        message.attr.append(make_attr("comm_size", comm.size_bytes))
        message.attr.append(make_attr("comm_tag", comm.tag))
    return message


def _program_node(node, location) -> ProgramNode:
    deps = tuple(node.data_deps)
    if node.ctrl_deps:
        deps += tuple(node.ctrl_deps)
    node_type = node.type
    if node_type == schema.COMP_NODE:
        return ProgramNode(node.id, node.name, COMPUTE, max(_duration_ns(node, location), 1), deps=deps)
    if node_type == schema.METADATA_NODE:
        return ProgramNode(node.id, node.name, NOOP, deps=deps)
    what = f"node {node.id} ({node.name!r})"  # for diagnostics: only communication nodes are checked further
    if node.type not in (schema.COMM_COLL_NODE, schema.COMM_SEND_NODE, schema.COMM_RECV_NODE):
        raise HespasError(f"{what} is a {_enum_name(schema.NodeType, node.type)}, which the simulator "
                          "does not model", location)
    attrs = attrs_dict(node)  # read once: a communication node looks up several
    if attrs.get("is_cpu_op"):
        raise HespasError(f"{what} is a communication node marked is_cpu_op", location)
    size = _int_attr(attrs, "comm_size", what, location)
    if size < 0:  # a negative size would shorten the simulated time
        raise HespasError(f"{what}: comm_size must not be negative, not {size}", location)
    if size > INT64_MAX:  # a uint64_val
        raise HespasError(f"{what}: comm_size is {size} bytes, beyond the int64 range hespas keeps sizes in",
                          location)
    if node.type == schema.COMM_SEND_NODE:
        comm = PeerOp(_int_attr(attrs, "comm_dst", what, location), _int_attr(attrs, "comm_tag", what, location), size)
        return ProgramNode(node.id, node.name, SEND, comm=comm, deps=deps)
    if node.type == schema.COMM_RECV_NODE:
        comm = PeerOp(_int_attr(attrs, "comm_src", what, location), _int_attr(attrs, "comm_tag", what, location), size)
        return ProgramNode(node.id, node.name, RECV, comm=comm, deps=deps)
    comm_type = _int_attr(attrs, "comm_type", what, location)
    if comm_type == schema.BROADCAST:  # ASTRA-sim replays its recorded duration
        return ProgramNode(node.id, node.name, REPLAY, _duration_ns(node, location), deps=deps)
    if comm_type not in _COLLECTIVE_KINDS:
        raise HespasError(f"{what}: unsupported collective {_enum_name(schema.CollectiveCommType, comm_type)}",
                          location)
    pg_name = attrs.get("pg_name")
    if pg_name is None:
        pg_name = ""
    if not isinstance(pg_name, str):
        raise HespasError(f"{what}: pg_name must be a string", location)
    involved = attrs.get("involved_dim")
    if involved is not None and not all(isinstance(flag, bool) for flag in involved):
        raise HespasError(f"{what}: involved_dim must be a bool_list", location)
    comm = CollectiveOp(_COLLECTIVE_KINDS[comm_type], size, None if pg_name in ALL_RANKS_PG_NAMES else pg_name,
                        None if involved is None else tuple(involved))
    return ProgramNode(node.id, node.name, COLLECTIVE, comm=comm, deps=deps)


def _duration_ns(node, location) -> int:
    """A node's ``duration_micros`` in ns, at most MAX_TIME_NS (the bound on every time hespas reads)."""
    duration_ns = node.duration_micros * 1000
    if duration_ns > MAX_TIME_NS:
        raise HespasError(f"node {node.id} ({node.name!r}): duration_micros must be 0..{MAX_TIME_NS / 1000:g}, not "
                          f"{node.duration_micros}", location)
    return duration_ns


def _enum_name(enum_type, value: int) -> str:
    try:
        return enum_type(value).name
    except ValueError:
        return f"{enum_type.__name__} {value}"


def _int_attr(attrs: dict, name: str, what: str, location) -> int:
    value = attrs.get(name)
    if value is None:
        raise HespasError(f"{what} has no {name} attribute", location)
    if isinstance(value, bool) or not isinstance(value, int):
        raise HespasError(f"{what}: {name} must be an integer, not {type(value).__name__} {value!r}", location)
    return value
