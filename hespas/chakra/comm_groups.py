"""The comm-group JSON file that goes beside Chakra traces: ``{"1": [0, 1], "2": [2, 3]}``.

A collective names its group with the ``pg_name`` attribute equal to a key;
an absent, empty or "0" ``pg_name`` means all ranks, so "0" is not a group key.
Keys are positive integers (as strings), members distinct non-negative ranks.
"""

from __future__ import annotations

import json
import os
from typing import Mapping, Sequence

from hespas.atomic_io import write_text_atomically
from hespas.diagnostics import HespasError, SourceLocation
from hespas.text_input import check_nesting, read_utf8, unique_keys

ALL_RANKS_PG_NAMES = ("", "0")


def validate_comm_groups(groups: object, location: SourceLocation | None = None,
                         num_ranks: int | None = None) -> dict[str, list[int]]:
    """Check a decoded comm-group mapping and return it as ``{key: ranks in file order}`` (ASTRA-sim
    builds a group's logical ring in that order)."""
    if not isinstance(groups, Mapping):
        raise HespasError("comm groups must be a JSON object mapping group ids to rank lists", location)
    result: dict[str, list[int]] = {}
    for key, members in groups.items():
        key = str(key)
        if not key.isdigit() or int(key) == 0 or key != str(int(key)):
            raise HespasError(f"comm group id {key!r} is not a positive integer (\"0\" means all ranks)", location)
        if (not isinstance(members, Sequence) or isinstance(members, str) or not members
                or not all(isinstance(rank, int) and not isinstance(rank, bool) and rank >= 0 for rank in members)):
            raise HespasError(f"comm group {key!r} must be a non-empty list of ranks (integers >= 0)", location)
        if len(set(members)) != len(members):
            raise HespasError(f"comm group {key!r} lists a rank twice", location)
        if num_ranks is not None and max(members) >= num_ranks:
            raise HespasError(f"comm group {key!r} names rank {max(members)}, but there are {num_ranks} ranks",
                              location)
        if key in result:
            raise HespasError(f"comm group {key!r} is defined twice", location)
        result[key] = list(members)
    return result


def read_comm_groups(path: str | os.PathLike, num_ranks: int | None = None) -> dict[str, list[int]]:
    """The groups of a comm-group file, validated (against ``num_ranks`` when given)."""
    location = SourceLocation(str(path))
    text = read_utf8(path, "comm groups")
    check_nesting(text, str(path), "comm-group JSON")
    try:
        groups = json.loads(text, object_pairs_hook=unique_keys("comm-group JSON", location))
    except json.JSONDecodeError as error:
        raise HespasError(f"invalid comm-group JSON: {error.msg}",
                          SourceLocation(str(path), error.lineno, error.colno)) from None
    return validate_comm_groups(groups, location, num_ranks)


def write_comm_groups(path: str | os.PathLike, groups: Mapping[str | int, Sequence[int]]) -> None:
    """Validate ``groups`` and write them as comm-group JSON, all-or-nothing."""
    checked = validate_comm_groups(groups, SourceLocation(str(path)))
    ordered = dict(sorted(checked.items(), key=lambda item: int(item[0])))
    write_text_atomically(path, json.dumps(ordered) + "\n")
