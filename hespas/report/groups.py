"""Who takes part in a collective, and a short label for that set of ranks.

A collective's members, seen from one rank: its comm group's members when it
names one, the line (or plane...) through the rank along its ``involved_dims``
when it names network dimensions instead, and otherwise every rank.

Labels, from the sorted members:

- ``all ranks``: every rank of the run;
- the members cut into runs of evenly spaced ranks, each written ``first-last``
  (consecutive, ``0-3``) or ``first-last/stride`` (``0-6/2`` is 0, 2, 4, 6); a run
  needs three ranks, fewer are written one by one;
- one run alone as it is (``0-3``); anything else in braces (``{0,4}``,
  ``{0-3,8-11}``); past ``MAX_PARTS`` parts, the first few, ``…`` and the last;
- a collective on some of the network's dimensions also names them, from the
  system's dimension names: ``0-3 (ICI x, ICI y)`` (``dim 0`` where unnamed).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from hespas.program.nodes import CollectiveOp

ALL_RANKS = "all ranks"
MAX_PARTS = 6


def collective_members(op: CollectiveOp, rank: int, num_ranks: int, comm_groups: Mapping[str, Sequence[int]],
                       dimension_npus: Sequence[int] | None) -> tuple[int, ...] | None:
    """The ranks of ``op``'s group on ``rank``, sorted; None when they cannot be known (a comm-group
    key with no members given, or involved dimensions without the network's dimension sizes)."""
    if op.group is not None:
        members = comm_groups.get(op.group)
        return None if members is None else tuple(sorted(members))
    if op.involved_dims is None or all(op.involved_dims):
        return tuple(range(num_ranks))
    if dimension_npus is None or len(dimension_npus) != len(op.involved_dims):
        return None
    return line_members(rank, dimension_npus, op.involved_dims)


def line_members(rank: int, dimension_npus: Sequence[int], involved_dims: Sequence[bool]) -> tuple[int, ...]:
    """The ranks that share ``rank``'s coordinates on every dimension not in ``involved_dims``
    (dimension 0 varies fastest, as in ``hespas.systems.System.coordinates``)."""
    members = [0]
    stride = 1
    for npus, involved in zip(dimension_npus, involved_dims):
        coordinate = rank // stride % npus
        offsets = range(npus) if involved else (coordinate,)
        members = [member + offset * stride for offset in offsets for member in members]
        stride *= npus
    return tuple(sorted(members))


def members_label(members: Sequence[int], num_ranks: int) -> str:
    """``members`` (sorted, distinct) in the notation of this module."""
    if len(members) == num_ranks:
        return ALL_RANKS
    parts = [_run_text(run) for run in _runs(members)]
    if len(parts) == 1 and "-" in parts[0]:
        return parts[0]
    if len(parts) > MAX_PARTS:
        parts = parts[:MAX_PARTS - 2] + ["…", parts[-1]]
    return "{" + ",".join(parts) + "}"


def _runs(members: Sequence[int]) -> list[tuple[int, int, int]]:
    """``members`` cut greedily into ``(first, last, stride)`` runs; runs of three or more ranks,
    or single ranks (``stride`` 0)."""
    runs = []
    index = 0
    while index < len(members):
        first = members[index]
        if index + 2 < len(members) and members[index + 2] - members[index + 1] == members[index + 1] - first:
            stride = members[index + 1] - first
            end = index + 2
            while end + 1 < len(members) and members[end + 1] - members[end] == stride:
                end += 1
            runs.append((first, members[end], stride))
            index = end + 1
        else:
            runs.append((first, first, 0))
            index += 1
    return runs


def _run_text(run: tuple[int, int, int]) -> str:
    first, last, stride = run
    if stride == 0:
        return str(first)
    return f"{first}-{last}" if stride == 1 else f"{first}-{last}/{stride}"


def dimensions_text(involved_dims: Sequence[bool], dimension_names: Sequence[str]) -> str:
    """The involved dimensions by name, innermost first: ``ICI x, ICI y``."""
    return ", ".join(dimension_names[dim] or f"dim {dim}" for dim, involved in enumerate(involved_dims)
                     if involved)


def unknown_label(op: CollectiveOp) -> str:
    """A label for a group whose members are not known: its comm-group key or its dimensions."""
    if op.group is not None:
        return f"comm group {op.group}"
    dims = [str(dim) for dim, involved in enumerate(op.involved_dims or ()) if involved]
    return f"dimension{'s' if len(dims) != 1 else ''} {','.join(dims)}"

