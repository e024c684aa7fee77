"""Describe one communication op: its kind, message sizes, and peers as global device ids."""

from __future__ import annotations

from hespas.comm import device_ids, kinds
from hespas.comm.info import CommInfo
from hespas.comm.module_info import ModuleCommInfo
from hespas.comm.replica_groups import read_replica_groups, read_source_target_pairs
from hespas.comm.sizes import message_sizes
from hespas.diagnostics import HespasError
from hespas.ir import mhlo, stablehlo


def describe_comm_op(op, grid: ModuleCommInfo) -> CommInfo:
    """The CommInfo of ``op`` (a collective, send, recv, or an async_start wrapping one); checks its ids.

    Raises HespasError, located at ``op``, for an op that does not communicate and
    for ids the device grid cannot hold.
    """
    operation = op.operation
    location = operation.location
    is_async = operation.name in kinds.ASYNC_START_OPS
    comm = kinds.wrapped_comm_op(operation) if is_async else operation
    kind = None if comm is None else kinds.KIND_BY_OP_NAME.get(comm.name)
    if kind is None:
        raise HespasError(f"'{operation.name}' is not a communication op", location)

    channel_id = _channel_id(comm)
    use_global_device_ids = _flag(comm, "use_global_device_ids")
    size_bytes, result_bytes = message_sizes(kind, comm, grid.types)
    common = dict(kind=kind, bytes=size_bytes, result_bytes=result_bytes, channel_id=channel_id,
                  use_global_device_ids=use_global_device_ids, is_async=is_async)

    if kind in (kinds.SEND, kinds.RECV):
        common["is_host_transfer"] = _flag(comm, "is_host_transfer")
    if kind in kinds.POINT_TO_POINT_KINDS:
        pairs = read_source_target_pairs(comm)
        if pairs is None:  # send/recv matched by channel id
            return CommInfo(groups=[], **common)
        mode = device_ids.group_mode(kind, channel_id or 0, False, location)
        device_ids.check_pairs(pairs, mode, grid, location)
        return CommInfo(groups=[], mode=mode, pairs=device_ids.global_pairs(mode, pairs, grid), **common)

    mode = device_ids.group_mode(kind, channel_id or 0, use_global_device_ids, location)
    groups = read_replica_groups(comm) or device_ids.all_ids_group(mode, grid, location)
    device_ids.check_groups(groups, mode, grid, covering=kind in device_ids.COVERING_KINDS,
                            equal_size=kind in device_ids.EQUAL_SIZE_KINDS, location=location)
    if kind == kinds.ALL_TO_ALL:
        common.update(_all_to_all_dimensions(comm, groups, location))
    return CommInfo(groups=device_ids.global_groups(mode, groups, grid), mode=mode, **common)


def _channel_id(operation) -> int | None:
    attributes = operation.attributes
    if "channel_handle" not in attributes:
        return None
    attr = attributes["channel_handle"]
    for dialect in (stablehlo, mhlo):
        if dialect.ChannelHandle.isinstance(attr):
            return dialect.ChannelHandle(attr).handle
    raise HespasError(f"channel_handle is not a channel handle: {attr}", operation.location)


def _flag(operation, name: str) -> bool:
    """A boolean attribute written as a unit attribute (present = true) or a bool."""
    attributes = operation.attributes
    if name not in attributes:
        return False
    return bool(getattr(attributes[name], "value", True))


def _all_to_all_dimensions(operation, groups, location) -> dict:
    attributes = operation.attributes
    dimensions = {name: attributes[name].value for name in ("split_dimension", "concat_dimension", "split_count")
                  if name in attributes}
    split_count = dimensions.get("split_count")
    if split_count is not None and len(groups[0]) != split_count:
        raise HespasError(f"all_to_all groups have {len(groups[0])} members but split_count is {split_count}",
                          location)
    return dimensions
