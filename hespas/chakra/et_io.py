"""Read and write Chakra ET files: length-delimited protobuf streams, one file per rank.

A file is a base-128 varint length followed by that many bytes of message,
repeated: first one ``GlobalMetadata``, then ``Node`` messages. Reading stops at
end of file or at a zero-length message (what Chakra's own tools do). Node
attributes are looked up and built by name with ``attr_value`` / ``make_attr``.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Any, Iterable, Sequence

from google.protobuf.message import DecodeError

from hespas.atomic_io import atomic_output
from hespas.chakra import schema
from hespas.diagnostics import HespasError, SourceLocation
from hespas.text_input import read_bytes

ET_VERSION = "0.0.4"
MISSING_RANKS_SHOWN = 16  # missing trace ranks a diagnostic lists

_SCALAR_FIELDS = {f"{stem}_val" for _, stem in schema.ATTRIBUTE_KINDS}
_LIST_FIELDS = {f"{stem}_list" for _, stem in schema.ATTRIBUTE_KINDS}


# ---------------------------------------------------------------- framing

def _encode_varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _decode_varint(data: bytes, position: int) -> tuple[int, int] | None:
    """The varint at ``position`` and the position after it; None if the data ends inside it."""
    value = 0
    for shift in range(0, 70, 7):
        if position >= len(data):
            return None
        byte = data[position]
        position += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, position
    raise ValueError("varint longer than 10 bytes")


def _frames(data: bytes, location: SourceLocation) -> Iterable[tuple[int, bytes]]:
    """Yield (offset, payload) of every length-delimited message until EOF or a zero length."""
    position = 0
    while position < len(data):
        start = position
        try:
            decoded = _decode_varint(data, position)
        except ValueError:
            raise HespasError(f"corrupt Chakra trace: bad message length at byte {start}", location) from None
        if decoded is None:
            raise HespasError(f"truncated Chakra trace: message length cut off at byte {start}", location)
        length, position = decoded
        if length == 0:
            return
        if position + length > len(data):
            raise HespasError(
                f"truncated Chakra trace: message at byte {start} needs {length} bytes, "
                f"{len(data) - position} left", location)
        yield start, data[position:position + length]
        position += length


# ---------------------------------------------------------------- files

def write_trace(path: str | os.PathLike, metadata, nodes: Sequence) -> None:
    """Write one rank's trace all-or-nothing; ``metadata.version`` defaults to ET_VERSION.

    Node ids must be unique and every dependency must name a node of the file
    (ASTRA-sim aborts otherwise).
    """
    location = SourceLocation(str(path))
    check_dependencies(nodes, location)
    if not metadata.version:
        metadata = schema.GlobalMetadata.FromString(metadata.SerializeToString())
        metadata.version = ET_VERSION
    with atomic_output(path, "wb") as stream:
        for message in (metadata, *nodes):
            payload = message.SerializeToString()
            stream.write(_encode_varint(len(payload)))
            stream.write(payload)


def read_trace(path: str | os.PathLike):
    """``(GlobalMetadata, [Node, ...])`` of one trace file; bad files raise HespasError."""
    location = SourceLocation(str(path))
    try:
        data = read_bytes(path)
    except OSError as error:
        raise HespasError(f"cannot read Chakra trace: {error.strerror}", location) from None
    if not data:
        raise HespasError("empty Chakra trace: no GlobalMetadata message", location)
    metadata = schema.GlobalMetadata()
    nodes = []
    has_metadata = False
    for index, (offset, payload) in enumerate(_frames(data, location)):
        message = metadata if index == 0 else schema.Node()
        try:
            message.ParseFromString(payload)
        except DecodeError:
            kind = "GlobalMetadata" if index == 0 else "Node"
            raise HespasError(f"corrupt Chakra trace: cannot decode the {kind} message at byte {offset}",
                              location) from None
        if index:
            nodes.append(message)
        else:
            has_metadata = True
    if not has_metadata:  # the stream ends (a zero length) before its first message
        raise HespasError("Chakra trace ends before its GlobalMetadata message: a zero length at byte 0", location)
    return metadata, nodes


def check_dependencies(nodes: Sequence, location: SourceLocation | None = None) -> None:
    """Raise HespasError on a duplicate node id or a ctrl/data dependency on a missing node."""
    ids: set[int] = set()
    for node in nodes:
        if node.id in ids:
            raise HespasError(f"duplicate Chakra node id {node.id}", location)
        ids.add(node.id)
    for node in nodes:
        for kind in ("data_deps", "ctrl_deps"):
            missing = [dep for dep in getattr(node, kind) if dep not in ids]
            if missing:
                raise HespasError(
                    f"node {node.id} ({node.name!r}) has {kind} on missing node(s) {missing}", location)


def trace_paths(prefix: str | os.PathLike, num_ranks: int) -> list[Path]:
    """``<prefix>.<rank>.et`` for ranks 0 .. num_ranks-1 (ASTRA-sim is given ``prefix``)."""
    return [Path(f"{prefix}.{rank}.et") for rank in range(num_ranks)]


def discover_ranks(prefix: str | os.PathLike) -> list[int]:
    """The ranks 0 .. n-1 whose ``<prefix>.<rank>.et`` files exist; HespasError if none or one is missing, or
    when one is not a regular file or writes its rank with a leading zero."""
    prefix_path = Path(prefix)
    directory = prefix_path.parent
    pattern = re.compile(re.escape(prefix_path.name) + r"\.([0-9]+)\.et")
    try:
        entries = os.listdir(directory if str(directory) else ".")
    except OSError as error:
        raise HespasError(f"cannot list Chakra traces: {error.strerror}", SourceLocation(str(directory))) from None
    ranks = []
    for name in sorted(entries):
        if (match := pattern.fullmatch(name)) is None:
            continue
        rank = int(match.group(1))
        if match.group(1) != str(rank):  # w.01.et beside w.1.et would be rank 1 twice
            raise HespasError(f"a Chakra trace's rank has a leading zero (rank {rank}'s trace is "
                              f"{prefix_path.name}.{rank}.et): rename or remove this file",
                              SourceLocation(str(directory / name)))
        _check_regular_file(directory / name)
        ranks.append(rank)
    ranks.sort()
    if not ranks:
        raise HespasError(f"no Chakra traces named {prefix_path.name}.<rank>.et", SourceLocation(str(prefix)))
    missing_count = ranks[-1] + 1 - len(ranks)
    if missing_count:
        shown = ", ".join(map(str, _first_missing(ranks, MISSING_RANKS_SHOWN)))
        more = f", ... ({missing_count} ranks)" if missing_count > MISSING_RANKS_SHOWN else ""
        raise HespasError(f"Chakra traces for rank(s) [{shown}{more}] are missing", SourceLocation(str(prefix)))
    return ranks


def _first_missing(ranks: Sequence[int], limit: int) -> list[int]:
    """The first ``limit`` ranks below the largest of ``ranks`` (sorted, distinct) that it lacks."""
    missing: list[int] = []
    expected = 0
    for rank in ranks:
        while expected < rank and len(missing) < limit:
            missing.append(expected)
            expected += 1
        if len(missing) == limit:
            break
        expected = rank + 1
    return missing


_NOT_FILES = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISDIR, "a folder"), (stat.S_ISCHR, "a device"),
              (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


def _check_regular_file(path: Path) -> None:
    """Refuse a trace that is not a regular file before anything opens it: opening a FIFO waits for a
    writer forever, and a device never ends."""
    try:
        mode = os.stat(path).st_mode
    except OSError as error:
        raise HespasError(f"cannot read Chakra trace: {error.strerror}", SourceLocation(str(path))) from None
    if not stat.S_ISREG(mode):
        kind = next((name for test, name in _NOT_FILES if test(mode)), "another kind of file")
        raise HespasError(f"a Chakra trace must be a regular file, not {kind}", SourceLocation(str(path)))


# ---------------------------------------------------------------- attributes

def python_value(attr) -> Any:
    """The python value of whichever oneof field of an AttributeProto is set (None when none is)."""
    field = attr.WhichOneof("value")
    if field is None:
        return None
    value = getattr(attr, field)
    return list(value.values) if field in _LIST_FIELDS else value


def find_attr(node, name: str):
    """The first attribute of ``node`` (a Node or GlobalMetadata) called ``name``, or None."""
    for attr in node.attr:
        if attr.name == name:
            return attr
    return None


def attr_value(node, name: str, default: Any = None) -> Any:
    """The python value of attribute ``name`` of ``node``, or ``default`` when absent or unset."""
    attr = find_attr(node, name)
    value = None if attr is None else python_value(attr)
    return default if value is None else value


def attrs_dict(node) -> dict[str, Any]:
    """Every attribute of ``node`` as ``{name: python value}`` (the first one wins on duplicates)."""
    result: dict[str, Any] = {}
    for attr in node.attr:
        result.setdefault(attr.name, python_value(attr))
    return result


def _default_kind(value: Any) -> str:
    def scalar_stem(item: Any) -> str | None:
        if isinstance(item, bool):
            return "bool"
        if isinstance(item, int):
            return "int64"
        if isinstance(item, float):
            return "double"
        if isinstance(item, str):
            return "string"
        if isinstance(item, bytes):
            return "bytes"
        return None

    if isinstance(value, (list, tuple)):
        stems = {scalar_stem(item) for item in value}
        if len(stems) != 1 or None in stems:
            raise ValueError(f"cannot infer a Chakra list kind for {value!r}; pass kind=")
        return f"{stems.pop()}_list"
    stem = scalar_stem(value)
    if stem is None:
        raise ValueError(f"no Chakra attribute kind for a {type(value).__name__}")
    return f"{stem}_val"


def make_attr(name: str, value: Any, kind: str | None = None):
    """An AttributeProto holding ``value`` in oneof field ``kind`` (e.g. "uint64_val", "bool_list").

    By default ints become int64_val, bools bool_val, floats double_val, strings
    string_val, bytes bytes_val, and lists the matching ``*_list``.
    """
    kind = kind or _default_kind(value)
    attr = schema.AttributeProto(name=name)
    if kind in _LIST_FIELDS:
        getattr(attr, kind).values.extend(value)
    elif kind in _SCALAR_FIELDS:
        setattr(attr, kind, value)
    else:
        raise ValueError(f"unknown Chakra attribute kind {kind!r}")
    return attr


def set_attr(node, name: str, value: Any, kind: str | None = None) -> None:
    """Set attribute ``name`` of ``node``, replacing an existing one of that name."""
    new = make_attr(name, value, kind)
    existing = find_attr(node, name)
    if existing is None:
        node.attr.append(new)
    else:
        existing.CopyFrom(new)
