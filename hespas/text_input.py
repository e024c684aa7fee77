"""Reading an input file as UTF-8 text: a file that is not UTF-8 is a located error, not a UnicodeDecodeError."""

from __future__ import annotations

import os

from hespas.diagnostics import HespasError, SourceLocation


def decode_utf8(data: bytes, shown_path: str) -> str:
    """``data`` as text; bytes that are not UTF-8 are an error at the line and column of the first one."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[: error.start]
        line = before.count(b"\n") + 1
        column = error.start - (before.rfind(b"\n") + 1) + 1
        raise HespasError(f"not UTF-8 text: byte 0x{data[error.start]:02x} cannot start or continue a character",
                          SourceLocation(shown_path, line, column)) from None


def read_utf8(path: str | os.PathLike, what: str, shown_path: str | None = None) -> str:
    """The text of the file at ``path``; ``what`` names it in the error when it cannot be read."""
    shown = shown_path if shown_path is not None else os.fspath(path)
    try:
        with open(path, "rb") as stream:
            data = stream.read()
    except OSError as error:
        raise HespasError(f"cannot read {what}: {error.strerror}", SourceLocation(shown)) from None
    return decode_utf8(data, shown)
