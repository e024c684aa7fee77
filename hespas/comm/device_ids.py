"""From the ids an op writes to global device ids, following the StableHLO spec's process groups.

A device (StableHLO process) is a (replica, partition) pair; its global id is
``replica * num_partitions + partition``. The spec splits the device grid into
process groups with one of four modes, chosen per op from its channel id and
``use_global_device_ids``:

- ``cross_replica``: each replica group, once per partition: ``[[(r, p) for r in g] for g in groups for p]``.
- ``cross_partition``: each partition group, once per replica: ``[[(r, p) for p in g] for g in groups for r]``.
- ``cross_replica_and_partition``: each replica group across all partitions, partition-major:
  ``[[(r, p) for p in partitions for r in g] for g in groups]``.
- ``flattened_ids``: the ids already are global ids.

``all_reduce``, ``all_gather`` and ``reduce_scatter`` use cross_replica when
channel_id <= 0, cross_replica_and_partition when channel_id > 0, and
flattened_ids when channel_id > 0 and ``use_global_device_ids``. ``all_to_all``,
``collective_broadcast`` and ``collective_permute`` use cross_replica when
channel_id <= 0 and cross_partition otherwise; ``collective_permute`` applies the
mode to each (source, target) pair. ``send``/``recv`` ``source_target_pairs`` follow
the permute rule (the RFC that adds them bounds their ids that way).

Empty replica groups mean one group of every id of the mode's space (replicas,
or partitions for cross_partition), as in XLA; flattened_ids needs explicit groups.
"""

from __future__ import annotations

from typing import Sequence

from hespas.comm.kinds import ALL_GATHER, ALL_REDUCE, ALL_TO_ALL, REDUCE_SCATTER
from hespas.comm.module_info import ModuleCommInfo
from hespas.diagnostics import HespasError

CROSS_REPLICA = "cross_replica"
CROSS_PARTITION = "cross_partition"
CROSS_REPLICA_AND_PARTITION = "cross_replica_and_partition"
FLATTENED_IDS = "flattened_ids"
MODES = (CROSS_REPLICA, CROSS_PARTITION, CROSS_REPLICA_AND_PARTITION, FLATTENED_IDS)

_REPLICA_GROUP_KINDS = frozenset({ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER})
# Kinds whose groups must partition the whole id space into groups of one size.
COVERING_KINDS = frozenset({ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER, ALL_TO_ALL})
EQUAL_SIZE_KINDS = frozenset({ALL_GATHER, REDUCE_SCATTER, ALL_TO_ALL})


def group_mode(kind: str, channel_id: int, use_global_device_ids: bool, location=None) -> str:
    """The spec's process-grouping mode of an op of ``kind``."""
    if use_global_device_ids and (kind not in _REPLICA_GROUP_KINDS or channel_id <= 0):
        raise HespasError("use_global_device_ids needs a channel_id > 0 (on all_reduce, all_gather or "
                          "reduce_scatter)", location)
    if channel_id <= 0:
        return CROSS_REPLICA
    if kind in _REPLICA_GROUP_KINDS:
        return FLATTENED_IDS if use_global_device_ids else CROSS_REPLICA_AND_PARTITION
    return CROSS_PARTITION


def id_space_size(mode: str, grid: ModuleCommInfo) -> int:
    """How many ids the groups of ``mode`` range over: replicas, partitions or devices."""
    if mode == CROSS_PARTITION:
        return grid.num_partitions
    if mode == FLATTENED_IDS:
        return grid.num_devices
    return grid.num_replicas


# The most missing ids an error lists (a module on 2^20 devices could miss a million).
_SHOWN_IDS = 16


def check_groups(groups: Sequence[Sequence[int]], mode: str, grid: ModuleCommInfo, *, covering: bool,
                 equal_size: bool, location=None) -> None:
    """Raise HespasError unless every id is in range and unique, and, as asked, groups cover and match in size."""
    bound = id_space_size(mode, grid)
    what = _id_name(mode)
    seen: set[int] = set()
    for group in groups:
        for member in group:
            if not 0 <= member < bound:
                raise HespasError(f"replica_groups name {what} {member}, outside [0, {bound}) ({mode})", location)
            if member in seen:
                raise HespasError(f"replica_groups name {what} {member} more than once", location)
            seen.add(member)
    if covering and len(seen) != bound:
        missing = sorted(set(range(bound)) - seen)
        shown = f"{missing}" if len(missing) <= _SHOWN_IDS else (  # one readable line, whatever the grid
            f"{str(missing[:_SHOWN_IDS])[:-1]}, ...] ({len(missing)} in all)")
        raise HespasError(f"replica_groups cover {len(seen)} of {bound} {what}s ({mode}); missing {shown}",
                          location)
    if equal_size and len({len(group) for group in groups}) > 1:
        sizes = sorted({len(group) for group in groups})
        raise HespasError(f"replica_groups have unequal sizes {sizes}; this op needs groups of one size", location)


def check_pairs(pairs: Sequence[Sequence[int]], mode: str, grid: ModuleCommInfo, location=None) -> None:
    """Raise HespasError unless every id is in range and no source or target appears twice."""
    bound = id_space_size(mode, grid)
    what = _id_name(mode)
    for column, role in ((0, "source"), (1, "target")):
        seen: set[int] = set()
        for pair in pairs:
            member = pair[column]
            if not 0 <= member < bound:
                raise HespasError(f"source_target_pairs {role} {what} {member} is outside [0, {bound}) ({mode})",
                                  location)
            if member in seen:
                raise HespasError(f"source_target_pairs name {role} {member} more than once", location)
            seen.add(member)


def all_ids_group(mode: str, grid: ModuleCommInfo, location=None) -> list[list[int]]:
    """What empty replica groups mean: one group of every id in the mode's space."""
    if mode == FLATTENED_IDS:
        raise HespasError("empty replica_groups are not allowed with use_global_device_ids", location)
    return [list(range(id_space_size(mode, grid)))]


def global_groups(mode: str, groups: Sequence[Sequence[int]], grid: ModuleCommInfo) -> list[list[int]]:
    """The process groups of ``mode`` as lists of global device ids, in the spec's order."""
    replicas, partitions = range(grid.num_replicas), range(grid.num_partitions)
    device = grid.device_id
    if mode == CROSS_REPLICA:
        return [[device(r, p) for r in group] for group in groups for p in partitions]
    if mode == CROSS_PARTITION:
        return [[device(r, p) for p in group] for group in groups for r in replicas]
    if mode == CROSS_REPLICA_AND_PARTITION:
        return [[device(r, p) for p in partitions for r in group] for group in groups]
    if mode == FLATTENED_IDS:
        return [list(group) for group in groups]
    raise ValueError(f"unknown group mode {mode!r}")


def global_pairs(mode: str, pairs: Sequence[Sequence[int]], grid: ModuleCommInfo) -> list[list[int]]:
    """``[source, target]`` pairs of global device ids: each pair applied within every partition (cross_replica)
    or every replica (cross_partition)."""
    replicas, partitions = range(grid.num_replicas), range(grid.num_partitions)
    device = grid.device_id
    if mode == CROSS_REPLICA:
        return [[device(s, p), device(t, p)] for s, t in pairs for p in partitions]
    if mode == CROSS_PARTITION:
        return [[device(r, s), device(r, t)] for s, t in pairs for r in replicas]
    raise ValueError(f"source_target_pairs have no {mode!r} mode")


def _id_name(mode: str) -> str:
    return {CROSS_PARTITION: "partition", FLATTENED_IDS: "device"}.get(mode, "replica")
