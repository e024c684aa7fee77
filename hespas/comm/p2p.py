"""Point-to-point transfers per rank: what a collective_permute (or a send/recv with pairs) moves."""

from __future__ import annotations

from hespas.comm.info import CommInfo
from hespas.comm.kinds import RECV, SEND, is_point_to_point


def permute_transfers(info: CommInfo, rank: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """``(sends, recvs)`` of ``rank``: ``[(destination, bytes)]`` and ``[(source, bytes)]``.

    Every pair whose source is ``rank`` is a send of ``info.bytes`` and every pair
    whose target is ``rank`` a receive. A pair (r, r) moves nothing over the
    network (the data stays on r) and is left out. A send op only sends and a
    recv op only receives.
    """
    if not is_point_to_point(info.kind) or info.pairs is None:
        raise ValueError(f"a {info.kind} op without source_target_pairs has no per-rank transfers")
    sends = [(target, info.bytes) for source, target in info.pairs if source == rank and target != rank]
    recvs = [(source, info.bytes) for source, target in info.pairs if target == rank and source != rank]
    if info.kind == SEND:
        recvs = []
    elif info.kind == RECV:
        sends = []
    return sends, recvs
