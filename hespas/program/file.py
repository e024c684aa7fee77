"""Saved programs: a ``LoweredStep`` in a file, so a step lowered once is simulated on many systems
with no pass rerun.

The format is gzip-compressed JSON (UTF-8), one object::

    {"format": "hespas-program", "version": 2, "hespas_version": "0.1.0",
     "workload": str, "estimator": str,
     "hardware": {"name": str, "peak_flops_per_s": num, "memory_bandwidth_bytes_per_s": num},
     "comm_groups": {key: [rank, ...]}, "totals": {StepTotals field: scalar or null}, "memory": {name: scalar},
     "programs": [[node, ...], ...],      distinct programs
     "rank_programs": [index, ...]}       one per rank, into "programs"

and a node is ``[id, name, op, duration_ns, [dep ids], comm, cost]`` with ``op``
0 compute, 1 collective, 2 send, 3 recv; ``comm`` null, ``[kind, size_bytes,
group key or null, [bool per dimension] or null]`` (collective) or ``[peer, tag,
size_bytes]`` (send, recv); ``cost`` null or ``[time_ns (exact, a number), flops, bytes_read,
bytes_written, bound]`` (a compute node's ``CostRecord``, ``hespas.program.nodes.node_cost``).
A file from another format version or another hespas version is refused (the
cost models behind it may differ), as is anything that is not such a file.
"""

from __future__ import annotations

import gzip
import json
import math
import os
import zlib

from hespas import __version__
from hespas.atomic_io import write_bytes_atomically
from hespas.cost_record import CostRecord
from hespas.diagnostics import HespasError, SourceLocation
from hespas.numbers import INT64_MAX
from hespas.program.nodes import (COLLECTIVE, COLLECTIVE_KINDS, COMPUTE, RECV, SEND, CollectiveOp, PeerOp,
                                  ProgramNode, RankProgram)
from hespas.program.step import HardwarePeaks, LoweredStep, StepTotals
from hespas.text_input import read_bytes

# The most bytes a saved program may decompress to: hespas's own files hold a few kB to a few MB (one node
# per merged region and collective), while a few MB of gzip can expand to many GB (a "zip bomb").
MAX_DECOMPRESSED_BYTES = 1 << 28
FORMAT = "hespas-program"
VERSION = 2  # 2: a node's cost keeps bytes read and written apart
SUFFIX = ".hprog"
GZIP_MAGIC = b"\x1f\x8b"
_OPS = (COMPUTE, COLLECTIVE, SEND, RECV)


def save_step(path: str | os.PathLike, step: LoweredStep) -> None:
    """Write ``step`` to ``path`` (all or nothing); the same step always gives the same bytes."""
    index: dict[int, int] = {}
    programs = []
    for program in step.programs:
        if id(program) not in index:
            index[id(program)] = len(programs)
            programs.append([_encode_node(node) for node in program.nodes])
    document = {
        "format": FORMAT, "version": VERSION, "hespas_version": __version__,
        "workload": step.workload, "estimator": step.estimator,
        "hardware": {"name": step.hardware.name, "peak_flops_per_s": step.hardware.peak_flops_per_s,
                     "memory_bandwidth_bytes_per_s": step.hardware.memory_bandwidth_bytes_per_s},
        "comm_groups": step.comm_groups, "totals": step.totals.figures(), "memory": step.memory,
        "programs": programs, "rank_programs": [index[id(program)] for program in step.programs],
    }
    text = json.dumps(document, separators=(",", ":"), allow_nan=False)
    write_bytes_atomically(path, gzip.compress(text.encode("utf-8"), mtime=0))


def is_saved_program(path: str | os.PathLike) -> bool:
    """Whether ``path`` is to be read as a saved program: its name ends in .hprog or it is gzip data.
    Only a regular file is looked into: a pipe (`hespas simulate <(zcat step.mlir.gz)`) would lose the
    bytes read here, and its reader would see the rest or nothing."""
    if os.fspath(path).endswith(SUFFIX):
        return True
    if not os.path.isfile(path):
        return False
    try:
        with open(path, "rb") as file:
            return file.read(2) == GZIP_MAGIC
    except OSError:
        return False


def _decompressed(data: bytes, location: SourceLocation) -> bytes:
    """The one gzip member ``save_step`` writes, decompressed; at most MAX_DECOMPRESSED_BYTES."""
    stream = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)  # gzip header and trailer
    text = stream.decompress(data, MAX_DECOMPRESSED_BYTES)
    if stream.unconsumed_tail:
        raise HespasError(f"the saved program decompresses to more than {MAX_DECOMPRESSED_BYTES} bytes, "
                          "which no saved hespas program does", location)
    if not stream.eof or stream.unused_data:
        raise EOFError  # truncated, or bytes after the gzip member
    return text


def load_step(path: str | os.PathLike) -> LoweredStep:
    """The ``LoweredStep`` saved in ``path``; a HespasError naming the file for anything else."""
    location = SourceLocation(os.fspath(path))
    try:
        data = read_bytes(path)
    except OSError as error:
        raise HespasError(f"cannot read the saved program: {error.strerror}", location) from None
    try:
        document = json.loads(_decompressed(data, location).decode("utf-8"))
    except (OSError, EOFError, zlib.error, UnicodeDecodeError, ValueError, RecursionError):
        raise HespasError("not a saved hespas program (expected gzip-compressed JSON, as written by "
                          "`hespas simulate --save-program`); the file is foreign or truncated", location) from None
    reader = _Reader(location)
    reader.check(isinstance(document, dict) and document.get("format") == FORMAT,
                 f"not a saved hespas program (no \"format\": \"{FORMAT}\" header)")
    version, saved_by = document.get("version"), document.get("hespas_version")
    if version != VERSION or saved_by != __version__:
        raise HespasError(f"saved program format version {version!r} by hespas {saved_by!r}; this is hespas "
                          f"{__version__}, which reads version {VERSION} from hespas {__version__} only: lower the "
                          "step again", location)
    return reader.step(document)


def _encode_node(node: ProgramNode) -> list:
    comm = node.comm
    if isinstance(comm, CollectiveOp):
        comm = [comm.kind, comm.size_bytes, comm.group,
                None if comm.involved_dims is None else list(comm.involved_dims)]
    elif isinstance(comm, PeerOp):
        comm = [comm.peer, comm.tag, comm.size_bytes]
    cost = node.cost
    if cost is not None:
        cost = [cost.time_ns, cost.flops, cost.bytes_read, cost.bytes_written, cost.bound]
    return [node.node_id, node.name, node.op, node.duration_ns, list(node.deps), comm, cost]


class _Reader:
    """Checks every field of a decoded document; the first problem is a HespasError at the file."""

    def __init__(self, location: SourceLocation):
        self.location = location

    def check(self, condition: bool, message: str) -> None:
        if not condition:
            raise HespasError(message, self.location)

    def field(self, document: dict, key: str, kind, where: str = "the file"):
        value = document.get(key) if isinstance(document, dict) else None
        self.check(_is(value, kind), f"saved program: {where} has no valid {key!r}")
        return value

    def step(self, document: dict) -> LoweredStep:
        hardware = self.field(document, "hardware", dict)
        peaks = HardwarePeaks(self.field(hardware, "name", str, "hardware"),
                              float(self.field(hardware, "peak_flops_per_s", float, "hardware")),
                              float(self.field(hardware, "memory_bandwidth_bytes_per_s", float, "hardware")))
        encoded = self.field(document, "programs", list)
        indices = self.field(document, "rank_programs", list)
        self.check(bool(indices) and all(_is(i, int) and 0 <= i < len(encoded) for i in indices),
                   "saved program: 'rank_programs' must name a program for every rank")
        num_ranks = len(indices)
        groups = self.field(document, "comm_groups", dict)
        for key, members in groups.items():
            self.check(isinstance(members, list) and len(members) > 0
                       and all(_is(m, int) and 0 <= m < num_ranks for m in members),
                       f"saved program: comm group {key!r} must list ranks below {num_ranks}")
        programs = [self.program(nodes, groups, num_ranks, number) for number, nodes in enumerate(encoded)]
        return LoweredStep(self.field(document, "workload", str), self.field(document, "estimator", str), peaks,
                           [programs[i] for i in indices], {key: list(m) for key, m in groups.items()},
                           StepTotals.from_figures(self.field(document, "totals", dict), self.location,
                                                   "saved program: 'totals'"),
                           self.memory(document))

    def memory(self, document: dict) -> dict:
        """The module's hespas.memory figures: none, or at least the per-device peak and capacity in bytes,
        which the reports read."""
        memory = self.scalars(document, "memory")
        if memory:
            self.check(all(_is(memory.get(key), int) and memory[key] >= 0 for key in ("peak_bytes", "capacity_bytes")),
                       "saved program: 'memory' must give peak_bytes and capacity_bytes as byte counts")
        return memory

    def scalars(self, document: dict, key: str) -> dict:
        values = self.field(document, key, dict)
        self.check(all(isinstance(v, (bool, int, float, str)) or v is None for v in values.values()),
                   f"saved program: {key!r} must hold numbers and strings only")
        return values

    def program(self, nodes, groups: dict, num_ranks: int, number: int) -> RankProgram:
        self.check(isinstance(nodes, list), f"saved program: program {number} must be a list of nodes")
        return RankProgram([self.node(node, groups, num_ranks, number) for node in nodes], self.location)

    def node(self, node, groups: dict, num_ranks: int, number: int) -> ProgramNode:
        where = f"saved program: program {number}, node {node[0] if isinstance(node, list) and node else '?'}"
        self.check(isinstance(node, list) and len(node) == 7, f"{where}: a node is a list of 7 fields")
        node_id, name, op, duration_ns, deps, comm, cost = node
        self.check(_is_count(node_id) and isinstance(name, str) and _one_of(op, _OPS) and not isinstance(op, bool)
                   and _is_count(duration_ns) and isinstance(deps, list) and all(_is_count(d) for d in deps),
                   f"{where}: bad id, name, op, duration or dependencies")
        if op == COMPUTE:
            self.check(comm is None, f"{where}: a compute node has no communication")
            if cost is not None:
                self.check(isinstance(cost, list) and len(cost) == 5 and _is_time(cost[0])
                           and all(_is_count(v) for v in cost[1:4]) and isinstance(cost[4], str),
                           f"{where}: bad cost record")
                self.check(cost[2] + cost[3] <= INT64_MAX,  # a Chakra node's tensor_size carries their sum
                           f"{where}: bytes read and written add up past {INT64_MAX}")
                cost = CostRecord(cost[1], bytes_read=cost[2], bytes_written=cost[3], time_ns=float(cost[0]),
                                  bound=cost[4])
        elif op == COLLECTIVE:
            self.check(isinstance(comm, list) and len(comm) == 4 and _one_of(comm[0], COLLECTIVE_KINDS)
                       and _is_count(comm[1]) and (comm[2] is None or _one_of(comm[2], groups))
                       and (comm[3] is None or isinstance(comm[3], list)
                            and all(isinstance(flag, bool) for flag in comm[3])),
                       f"{where}: bad collective (kind, size, group key, involved dimensions)")
            comm = CollectiveOp(comm[0], comm[1], comm[2], None if comm[3] is None else tuple(comm[3]))
        else:
            self.check(isinstance(comm, list) and len(comm) == 3 and all(_is_count(v) for v in comm)
                       and comm[0] < num_ranks, f"{where}: bad peer, tag or size")
            comm = PeerOp(*comm)
        self.check(op == COMPUTE or cost is None, f"{where}: only a compute node has a cost")
        return ProgramNode(node_id, name, op, duration_ns, comm, tuple(deps), cost)


def _is_count(value) -> bool:
    """A non-negative integer that fits the int64 fields of the formats it is written to (Chakra's ids,
    sizes and times)."""
    return _is(value, int) and 0 <= value <= INT64_MAX


def _is_time(value) -> bool:
    """A finite non-negative time in ns that rounds into an int64 field (Chakra's node duration) once read as the
    float it is kept as: INT64_MAX itself becomes 2**63 as a float, one past the field's range."""
    if not _is(value, float):
        return False
    as_float = float(value)
    return math.isfinite(as_float) and 0 <= as_float < 2.0 ** 63


def _one_of(value, options) -> bool:
    """``value in options`` for any decoded JSON value (a list or an object is in no set of names)."""
    return isinstance(value, (str, int, float)) and value in options


def _is(value, kind) -> bool:
    """JSON type check: bool is not a number; an int is a float."""
    if isinstance(value, bool):
        return kind is bool
    if kind is float:
        return isinstance(value, (int, float))
    return isinstance(value, kind)
