"""'Did you mean ...?' for a misspelt name: the closest known name by difflib's similarity ratio."""

from __future__ import annotations

import difflib
from typing import Iterable

# difflib's default: a name is close when the ratio 2*M/T (M matching characters, T both lengths) is >= 0.6.
_CUTOFF = 0.6


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """``" (did you mean 'x'?)"`` with the known name closest to ``name`` (case aside), or ``""``."""
    by_folded: dict[str, str] = {}
    for candidate in known:
        by_folded.setdefault(candidate.lower(), candidate)
    matches = difflib.get_close_matches(name.lower(), list(by_folded), n=1, cutoff=_CUTOFF)
    return f" (did you mean '{by_folded[matches[0]]}'?)" if matches else ""
