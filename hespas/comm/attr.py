"""The ``hespas.comm`` attribute: a CommInfo written to, and read back from, a DictAttr.

Keys and types (optional keys are absent when the CommInfo field is None):

- ``kind``: string; ``bytes``, ``result_bytes``: i64
- ``groups``: array of ``array<i64>``, one per group (``[]`` when none)
- ``mode``: string (optional); ``pairs``: array of ``array<i64: source, target>`` (optional)
- ``channel_id``: i64 (optional); ``use_global_device_ids``: bool
- ``split_dimension``, ``concat_dimension``, ``split_count``: i64 (optional, all_to_all)
- ``is_host_transfer``: bool (optional, send/recv); ``is_async``: bool
"""

from __future__ import annotations

from dataclasses import fields

from hespas.comm.info import CommInfo
from hespas.comm.kinds import comm_kind
from hespas.diagnostics import HespasError
from hespas.ir import i64_attr, ir

ATTR_NAME = "hespas.comm"

_STRING_KEYS = ("kind", "mode")
_INT_KEYS = ("bytes", "result_bytes", "channel_id", "split_dimension", "concat_dimension", "split_count")
_COUNT_KEYS = ("bytes", "result_bytes", "split_dimension", "concat_dimension", "split_count")  # never negative
_BOOL_KEYS = ("use_global_device_ids", "is_host_transfer", "is_async")
_ID_LIST_KEYS = ("groups", "pairs")


def comm_attr(info: CommInfo, location=None) -> "ir.DictAttr":
    """The DictAttr for ``info`` (needs an active MLIR context); a count beyond int64 is refused at ``location``."""
    entries = {}
    for name in (field.name for field in fields(CommInfo)):
        value = getattr(info, name)
        if value is None:
            continue
        if name in _STRING_KEYS:
            entries[name] = ir.StringAttr.get(value)
        elif name in _INT_KEYS:
            entries[name] = i64_attr(value, f"{ATTR_NAME} {name}", location)
        elif name in _BOOL_KEYS:
            entries[name] = ir.BoolAttr.get(value)
        else:
            entries[name] = ir.ArrayAttr.get([ir.DenseI64ArrayAttr.get(list(ids)) for ids in value])
    return ir.DictAttr.get(entries)


def write_comm_attr(operation, info: CommInfo) -> None:
    with operation.context:
        operation.attributes[ATTR_NAME] = comm_attr(info, operation.location)


def read_comm_attr(op) -> CommInfo:
    """The CommInfo recorded on ``op``; HespasError if it has none or the attribute is malformed."""
    operation = op.operation
    location = operation.location
    if ATTR_NAME not in operation.attributes:
        raise HespasError(f"'{operation.name}' has no {ATTR_NAME} attribute", location)
    attr = operation.attributes[ATTR_NAME]
    if not isinstance(attr, ir.DictAttr):
        raise HespasError(f"{ATTR_NAME} must be a dictionary, got {attr}", location)
    known = {field.name for field in fields(CommInfo)}
    values = {}
    for index in range(len(attr)):
        named = attr[index]
        name, value = named.name, named.attr
        if name not in known:
            raise HespasError(f"{ATTR_NAME} has unknown key '{name}'", location)
        values[name] = _read_value(name, value, location)
    missing = [name for name in ("kind", "bytes", "result_bytes", "groups") if name not in values]
    if missing:
        raise HespasError(f"{ATTR_NAME} lacks {', '.join(missing)}", location)
    negative = [name for name in _COUNT_KEYS if values.get(name, 0) < 0]
    if negative:
        raise HespasError(f"{ATTR_NAME} {negative[0]} must be a non-negative integer, got {values[negative[0]]}",
                          location)
    kind = comm_kind(operation)
    if values["kind"] != kind:
        what = f"'{operation.name}' is of kind '{kind}'" if kind is not None else f"'{operation.name}' does not communicate"
        raise HespasError(f"{ATTR_NAME} kind is '{values['kind']}', but {what}: cost the module again "
                          "(hespas-annotate-costs writes the record of every communication op)", location)
    return CommInfo(**values)


def _read_value(name: str, value, location):
    if name in _STRING_KEYS and isinstance(value, ir.StringAttr):
        return value.value
    if name in _INT_KEYS and isinstance(value, ir.IntegerAttr):
        return value.value
    if name in _BOOL_KEYS and isinstance(value, ir.BoolAttr):
        return value.value
    if name in _ID_LIST_KEYS and isinstance(value, ir.ArrayAttr) and all(
            isinstance(item, ir.DenseI64ArrayAttr) for item in value):
        return [list(item) for item in value]
    raise HespasError(f"{ATTR_NAME} key '{name}' has the wrong type: {value}", location)
