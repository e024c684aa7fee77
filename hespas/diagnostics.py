"""MLIR-style diagnostics: `file:line:col: error: message`, and the error type that carries them.

Every user-facing failure in hespas is a ``HespasError``. The command-line tools
catch it, print it in MLIR's format and exit with status 1; nothing else escapes
as a traceback.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class SourceLocation:
    """A place in an input file (1-based line and column), or just a file."""

    filename: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        if self.line:
            return f"{self.filename}:{self.line}:{self.column}"
        return self.filename


class HespasError(Exception):
    """A user-facing error: a message and, where one exists, a location."""

    def __init__(self, message: str, location: SourceLocation | None = None):
        super().__init__(message)
        self.message = message
        self.location = location

    def __str__(self) -> str:
        return format_diagnostic("error", self.message, self.location)


def format_diagnostic(severity: str, message: str, location: SourceLocation | None) -> str:
    prefix = f"{location}: " if location is not None else ""
    return f"{prefix}{severity}: {message}"


def source_location(loc, input_name: str | None = None) -> SourceLocation | None:
    """The file position of an MLIR location (file, name, call-site or fused), if it has one.

    Locations parsed from a buffer carry the file name "-"; ``input_name``
    replaces it with the file the buffer was read from.
    """
    for candidate in _file_locations(loc):
        filename = candidate.filename
        if filename in ("-", "") and input_name is not None:
            filename = input_name
        return SourceLocation(filename, candidate.start_line, candidate.start_col)
    return None


def _file_locations(loc):
    """Yield the FileLineColLoc leaves of a location, outermost first."""
    if loc is None:
        return
    if hasattr(loc, "filename") and hasattr(loc, "start_line"):
        yield loc
        return
    for child_name in ("child_loc", "callee", "locations"):
        child = getattr(loc, child_name, None)
        if child is None:
            continue
        children = child if isinstance(child, (list, tuple)) else [child]
        for sub in children:
            yield from _file_locations(sub)


def report_error(error: HespasError, stream=None) -> None:
    print(str(error), file=stream or sys.stderr)


def warn(message: str, location: SourceLocation | None = None, stream=None) -> None:
    print(format_diagnostic("warning", message, location), file=stream or sys.stderr)
