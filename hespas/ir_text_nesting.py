"""The bracket-nesting limit of MLIR text, checked on the bytes before MLIR's parser sees them.

MLIR's text parser recurses once per nested region, type or attribute, on the C++ stack,
with no depth limit of its own: nesting a few thousand deep kills the process with SIGSEGV
(measured with jaxlib 0.10.2's bindings on an 8 MiB stack: 3,000 nested ``stablehlo.if``
regions, 10,000 nested ``[`` of an array attribute, 30,000 nested ``tuple<``), before any
check on the parsed module can run. So the text's brackets ``( [ { <`` are counted first,
outside string literals and ``//`` comments, and an opening bracket deeper than
``MAX_TEXT_NESTING`` is an error at that bracket. ``>`` closes nothing in ``->`` and ``>=``.

The limit is far above what a module within hespas's 64 levels of regions and calls needs
(``hespas.ir_depth``: about two brackets per region level in the generic form, plus a few for
types and attributes) and far below the depths that crash.
"""

from __future__ import annotations

import numpy as np

from hespas.diagnostics import HespasError, SourceLocation

MAX_TEXT_NESTING = 512

_DELTA = np.zeros(256, dtype=np.int8)
_DELTA[list(b"([{<")] = 1
_DELTA[list(b")]}>")] = -1


def check_text_nesting(text: str, input_name: str) -> None:
    """HespasError at the first bracket of MLIR ``text`` nested deeper than MAX_TEXT_NESTING."""
    data = text.encode("utf-8")
    at = first_too_deep(data)
    if at is None:
        return
    line_start = data.rfind(b"\n", 0, at) + 1
    location = SourceLocation(input_name, data.count(b"\n", 0, at) + 1, len(data[line_start:at].decode("utf-8")) + 1)
    raise HespasError(f"brackets nest deeper than {MAX_TEXT_NESTING} levels here; MLIR's parser recurses once per "
                      "level and would overflow its stack on deep nesting, so hespas reads no deeper", location)


def first_too_deep(data: bytes) -> int | None:
    """The offset of the first bracket of MLIR text ``data`` (UTF-8) nested deeper than MAX_TEXT_NESTING."""
    if data.count(b"(") + data.count(b"[") + data.count(b"{") + data.count(b"<") <= MAX_TEXT_NESTING:
        return None  # too few brackets to nest that deep
    raw = np.frombuffer(data, dtype=np.uint8)
    delta = _DELTA[raw].astype(np.int32)
    arrows = np.flatnonzero((raw[:-1] == ord("-")) & (raw[1:] == ord(">")))
    delta[arrows + 1] = 0  # the '>' of '->'
    equals = np.flatnonzero((raw[:-1] == ord(">")) & (raw[1:] == ord("=")))
    delta[equals] = 0  # '>=' in an integer set
    for start, end in _literals_and_comments(data):
        delta[start:end] = 0
    deep = np.flatnonzero(np.cumsum(delta) > MAX_TEXT_NESTING)
    return int(deep[0]) if len(deep) else None


def _literals_and_comments(data: bytes):
    """(start, end) byte spans of the string literals and ``//`` comments of MLIR text, in order."""
    index = 0
    while True:
        quote = data.find(b'"', index)
        comment = data.find(b"//", index, quote if quote >= 0 else len(data))
        if comment >= 0:  # a comment before the next quote runs to the end of its line
            end = data.find(b"\n", comment)
            end = len(data) if end < 0 else end
            yield comment, end
            index = end
            continue
        if quote < 0:
            return
        end = _literal_end(data, quote + 1)
        yield quote, end
        index = end


def _literal_end(data: bytes, index: int) -> int:
    """The index after the literal whose text starts at ``index``: after its closing quote, or at the newline
    or end of text that cuts it short (MLIR's lexer reports that)."""
    while True:
        stop = data.find(b'"', index)
        newline = data.find(b"\n", index, stop if stop >= 0 else len(data))
        if newline >= 0:
            return newline
        if stop < 0:
            return len(data)
        segment = data[index:stop]
        backslashes = len(segment) - len(segment.rstrip(b"\\"))
        if backslashes % 2 == 0:
            return stop + 1
        index = stop + 1
