"""Reading input files: text that is not UTF-8, TOML that does not parse, and JSON or YAML nested
too deeply are located errors.

A file that is not UTF-8 is an error at the line and column of its first bad
byte, not a UnicodeDecodeError; a TOML syntax error at the line and column
tomllib names; a JSON or YAML bracket opened more than MAX_NESTING deep an error
at that bracket, found before a (recursive) parser sees the text; a key given twice
in one JSON object an error (Python's json keeps the last, TOML refuses it too). Every
input file is read with ``read_bytes``, which refuses devices that never end.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tomllib

from hespas.diagnostics import HespasError, SourceLocation

# The deepest nesting of [ and { accepted in JSON and YAML input. hespas's JSON and YAML files nest 3 deep
# at most; Python's parsers recurse once per level and fail past about 1000.
MAX_NESTING = 100


def read_bytes(path: str | os.PathLike) -> bytes:
    """The bytes of the input file at ``path``. A character or block device other than the null
    device raises OSError ("Is a device, not a file"): reading /dev/zero or /dev/urandom never ends."""
    with open(path, "rb") as stream:
        status = os.fstat(stream.fileno())
        if stat.S_ISCHR(status.st_mode) or stat.S_ISBLK(status.st_mode):
            if status.st_rdev != os.stat(os.devnull).st_rdev:
                raise OSError(errno.ENODEV, "Is a device, not a file", os.fspath(path))
        return stream.read()


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
        data = read_bytes(path)
    except OSError as error:
        raise HespasError(f"cannot read {what}: {error.strerror}", SourceLocation(shown)) from None
    return decode_utf8(data, shown)


def parse_toml(text: str, shown_path: str) -> dict:
    """The TOML document in ``text``; a syntax error is a HespasError at its line and column."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        # tomllib (Python 3.11) gives the position only in the message's "(at line L, column C)".
        where = re.search(r"\s*\(at line (\d+), column (\d+)\)$", message)
        if where is None:
            raise HespasError(f"invalid TOML: {message}", SourceLocation(shown_path)) from None
        location = SourceLocation(shown_path, int(where.group(1)), int(where.group(2)))
        raise HespasError(f"invalid TOML: {message[: where.start()]}", location) from None
    except RecursionError:
        raise HespasError("invalid TOML: nested too deeply", SourceLocation(shown_path)) from None


def read_toml(path: str | os.PathLike, what: str, shown_path: str | None = None) -> dict:
    """The TOML document in the file at ``path`` (see ``read_utf8`` and ``parse_toml``)."""
    shown = shown_path if shown_path is not None else os.fspath(path)
    return parse_toml(read_utf8(path, what, shown), shown)


def check_nesting(text: str, shown_path: str, what: str) -> None:
    """Refuse JSON or YAML flow collections nested deeper than MAX_NESTING, at the first bracket past it.

    Brackets inside quoted strings ("..." with backslash escapes, YAML's '...') and YAML comments do
    not count; whether the text is otherwise valid is the parser's business.
    """
    depth, quote, index, line, line_start = 0, "", 0, 1, 0
    while index < len(text):
        char = text[index]
        if char == "\n":
            line, line_start = line + 1, index + 1
        if quote:
            if char == "\\" and quote == '"':
                index += 1
            elif char == quote:
                quote = ""
        elif char in "\"'" and (char == '"' or index == 0 or not text[index - 1].isalnum()):
            quote = char
        elif char == "#" and (index == 0 or text[index - 1] in " \t\n"):
            end = text.find("\n", index)
            index = len(text) if end < 0 else end
            continue
        elif char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                raise HespasError(f"invalid {what}: nested deeper than {MAX_NESTING} levels",
                                  SourceLocation(shown_path, line, index - line_start + 1))
        elif char in "]}":
            depth = max(depth - 1, 0)
        index += 1


def unique_keys(what: str, location: SourceLocation):
    """A ``json.loads`` ``object_pairs_hook`` that refuses a key given twice in one object."""
    def hook(pairs: list) -> dict:
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise HespasError(f"invalid {what}: key {key!r} appears twice in one object", location)
            seen.add(key)
        return dict(pairs)
    return hook
