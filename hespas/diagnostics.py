"""MLIR-style diagnostics: `file:line:col: error: message`, and the error type that carries them.

Every user-facing failure in hespas is a ``HespasError``. The command-line tools
catch it, print it in MLIR's format and exit with status 1; nothing else escapes
as a traceback.
"""

from __future__ import annotations

import contextvars
import os
import sys
from dataclasses import dataclass

from hespas.interrupts import Terminated, interrupts_noted, raise_if_interrupted

# The name of the file being processed, to replace the "-" that MLIR gives buffers.
current_input_name: contextvars.ContextVar[str | None] = contextvars.ContextVar("current_input_name", default=None)
# Where warnings go instead of stderr: a function of (severity, message, SourceLocation | None);
# hespas-opt --verify-diagnostics sets it to collect them.
diagnostic_sink: contextvars.ContextVar = contextvars.ContextVar("diagnostic_sink", default=None)


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
    """A user-facing error: a message and, where one exists, a location.

    The location is a SourceLocation, or an MLIR location (of the op at fault),
    which passes turn into a real MLIR diagnostic on that op.
    """

    def __init__(self, message: str, location=None):
        super().__init__(message)
        self.message = message
        self.location = location

    @property
    def source_location(self) -> SourceLocation | None:
        if self.location is None or isinstance(self.location, SourceLocation):
            return self.location
        return source_location(self.location, current_input_name.get())

    def __str__(self) -> str:
        return format_diagnostic("error", self.message, self.source_location)


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
    """Yield the FileLineColLoc leaves of a location, outermost first (iteratively: locations nest
    as deep as the input makes them)."""
    stack = [loc]
    while stack:
        loc = stack.pop()
        if loc is None:
            continue
        if type(loc).__name__ == "Location":  # a generic location: downcast to its concrete kind
            loc = type(loc).from_attr(loc.attr, loc.context)
        if hasattr(loc, "filename") and hasattr(loc, "start_line"):
            yield loc
            continue
        found = []
        for child_name in ("child_loc", "caller", "locations"):
            child = getattr(loc, child_name, None)
            if child is not None:
                found.extend(child if isinstance(child, (list, tuple)) else [child])
        stack.extend(reversed(found))


def report_error(error: HespasError, stream=None) -> None:
    print(str(error), file=stream or sys.stderr)


def warn(message: str, location=None, stream=None, severity: str = "warning") -> None:
    """Print a warning (or a remark); ``location`` is a SourceLocation or an MLIR location."""
    if location is not None and not isinstance(location, SourceLocation):
        input_name = current_input_name.get()
        location = source_location(location, input_name)
        if location is None and input_name is not None:  # loc(unknown) or a name only: the input file, at least
            location = SourceLocation(input_name)
    sink = diagnostic_sink.get()
    if sink is not None and stream is None:
        sink(severity, message, location)
        return
    print(format_diagnostic(severity, message, location), file=stream or sys.stderr)


def remark(message: str, location=None) -> None:
    """Print a remark: why a pass chose not to do something it could have (MLIR's remark severity)."""
    warn(message, location, severity="remark")


def run_reporting_errors(body, program: str) -> int:
    """Run a command's body; user errors become one diagnostic and exit status 1, never a traceback."""
    try:
        with interrupts_noted():
            status = int(body() or 0)
            raise_if_interrupted()  # a Ctrl-C that Python swallowed (in a gc callback) still stops the command
            return status
    except HespasError as error:  # one without a location is about the command line: named after the program
        print(error if error.source_location is not None else f"{program}: {error}", file=sys.stderr)
    except Terminated:
        print(f"{program}: terminated", file=sys.stderr)
    except KeyboardInterrupt:
        print(f"{program}: interrupted", file=sys.stderr)
    except BrokenPipeError:  # the reader of our output went away (e.g. `| head`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except OSError as error:  # a file we were asked to read or write
        where = f"{error.filename}: " if error.filename else f"{program}: "
        print(f"{where}error: {error.strerror or error}", file=sys.stderr)
    return 1
