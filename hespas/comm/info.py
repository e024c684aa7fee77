"""``CommInfo``: what one communication op does, in the terms the partition and lowering passes use."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CommInfo:
    """One communication op, as recorded in its ``hespas.comm`` attribute.

    ``groups`` and ``pairs`` hold global device ids (``replica * num_partitions +
    partition``). Collectives have ``groups`` and no ``pairs``; collective_permute,
    and send/recv that name their peers, have ``pairs`` ([source, target]) and no
    groups; a send/recv without ``source_target_pairs`` has neither: its peer is
    the recv/send with the same ``channel_id``.
    """

    kind: str
    bytes: int  # Chakra comm_size; see hespas.comm.sizes
    result_bytes: int
    groups: list[list[int]]
    mode: str | None = None  # the spec's process-grouping mode; None for send/recv without pairs
    pairs: list[list[int]] | None = None
    channel_id: int | None = None  # None: the op has no channel_handle
    use_global_device_ids: bool = False
    split_dimension: int | None = None  # all_to_all (absent on MHLO's tuple form)
    concat_dimension: int | None = None
    split_count: int | None = None
    is_host_transfer: bool | None = None  # send and recv only
    is_async: bool = False  # described through an async_start

    @property
    def group_size(self) -> int | None:
        """Members per group when all groups have one size; None otherwise or without groups."""
        sizes = {len(group) for group in self.groups}
        return sizes.pop() if len(sizes) == 1 else None
