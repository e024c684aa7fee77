"""Every string in an input module must be UTF-8: checked on the input's bytes, before the MLIR bindings see them.

The bindings turn IR strings (symbol names, location file names, custom-call targets,
diagnostic messages that quote them) into Python ``str``; bytes that are not UTF-8 make
that conversion fail, and inside a diagnostic callback the process aborts (SIGABRT), which
no ``except`` can catch. So the bytes are checked first:

- MLIR text: the file decodes as UTF-8, and so does every string literal once its escapes
  are decoded (``"\\FF"`` is the byte 0xFF). The escapes are those of MLIR's lexer
  (mlir/lib/AsmParser/Lexer.cpp ``lexString``, Token.cpp ``getStringValue``): ``\\"``,
  ``\\\\``, ``\\n``, ``\\t`` and two hex digits.
- MLIR bytecode: the producer string; the string section, which holds every string the IR
  refers to through dialects' bytecode encodings (dialect and op names, symbol names, file
  names, string attributes); and every attribute or type the file stores as its text form
  instead, which MLIR's reader parses with the text parser (so ``"\\FF"`` in it is the byte
  0xFF again): each such entry must be UTF-8 and pass the text check above. The writer uses
  the text form only for dialects without a bytecode encoding (unregistered ones), but a
  file may store any attribute so, a string attribute included. The layout is
  mlir/docs/BytecodeFormat.md: magic, varint version, NUL-terminated producer, then
  sections (``id | hasAlign << 7``, varint length, optional varint alignment and 0xCB
  padding); the string section (id 0) is a varint count, the string sizes (each with its
  NUL) in reverse order, then the strings, which end the section; the attribute/type offset
  section (id 3) is the counts of attributes and types, then per dialect a group: dialect
  index, entry count and each entry's ``size << 1 | hasCustomEncoding``, the sizes laying
  the entries end to end in the attribute/type section (id 2), a text entry ending in NUL.

A bytecode file whose layout this check cannot follow (cut short, a bad varint) is left to
MLIR's own reader to report.
"""

from __future__ import annotations

from hespas.diagnostics import HespasError, SourceLocation
from hespas.ir_text_nesting import MAX_TEXT_NESTING, first_too_deep

BYTECODE_MAGIC = b"ML\xefR"
_STRING_SECTION = 0
_ATTR_TYPE_SECTION = 2
_ATTR_TYPE_OFFSET_SECTION = 3
_ESCAPES = {ord('"'): ord('"'), ord("\\"): ord("\\"), ord("n"): ord("\n"), ord("t"): ord("\t")}
_HEX = b"0123456789abcdefABCDEF"


def check_text_strings(text: str, input_name: str) -> None:
    """HespasError at the first string literal whose decoded bytes are not UTF-8."""
    if "\\" not in text:  # without an escape every literal is a slice of already-valid UTF-8
        return
    data = text.encode("utf-8")
    found = _first_bad_literal(data)
    if found is not None:
        quote, problem = found
        line_start = data.rfind(b"\n", 0, quote) + 1
        location = SourceLocation(input_name, data.count(b"\n", 0, quote) + 1,
                                  len(data[line_start:quote].decode("utf-8")) + 1)
        raise HespasError(f"string literal is not UTF-8 once its escapes are decoded ({problem}); hespas "
                          "needs every IR string in UTF-8", location)


def _first_bad_literal(data: bytes) -> tuple[int, str] | None:
    """The offset of the first string literal in MLIR text ``data`` whose decoded bytes are not UTF-8, and
    what is wrong with them; None when every literal is UTF-8."""
    index = 0
    while True:
        quote = data.find(b'"', index)
        if quote < 0:
            return None
        comment = data.find(b"//", index, quote)
        if comment >= 0:  # a comment runs to the end of its line
            index = data.find(b"\n", comment) + 1
            if index == 0:
                return None
            continue
        index, problem = _check_literal(data, quote + 1)
        if problem is not None:
            return quote, problem


def _check_literal(data: bytes, index: int) -> tuple[int, str | None]:
    """Decode the literal starting after its quote: the index after its closing quote, and what is wrong with
    its bytes (None when they are UTF-8). A literal cut short by a newline is MLIR's to report."""
    decoded = bytearray()
    size = len(data)
    while True:
        stop = data.find(b'"', index)
        stop = size if stop < 0 else stop
        newline = data.find(b"\n", index, stop)
        stop = stop if newline < 0 else newline
        escape = data.find(b"\\", index, stop)
        if escape < 0:
            decoded += data[index:stop]
            index = stop
            break
        decoded += data[index:escape]
        following = data[escape + 1] if escape + 1 < size else None
        if following in _ESCAPES:
            decoded.append(_ESCAPES[following])
            index = escape + 2
        elif escape + 2 < size and following in _HEX and data[escape + 2] in _HEX:
            decoded.append(int(data[escape + 1:escape + 3], 16))
            index = escape + 3
        else:  # not an escape MLIR knows: its lexer reports it
            decoded.append(data[escape])
            index = escape + 1
    try:
        decoded.decode("utf-8")
    except UnicodeDecodeError as error:
        return index + 1, f"{error.reason} at byte {error.start} of the string"
    return index + 1, None


def check_bytecode_strings(data: bytes, input_name: str) -> None:
    """HespasError if the producer, a string of the string section or an attribute or type stored as text
    is not UTF-8."""
    reader = _Reader(data, len(BYTECODE_MAGIC))
    if reader.varint() is None:
        return
    end = data.find(b"\x00", reader.offset)
    if end < 0:
        return
    _require_utf8(data[reader.offset:end], "the bytecode producer string", input_name)
    reader.offset = end + 1
    sections = {}
    while reader.offset < len(data):
        section = reader.section()
        if section is None:
            break
        section_id, body = section
        sections.setdefault(section_id, body)
        if section_id == _STRING_SECTION:
            _check_string_section(body, input_name)
    if _ATTR_TYPE_SECTION in sections and _ATTR_TYPE_OFFSET_SECTION in sections:
        for entry in _text_entries(sections[_ATTR_TYPE_SECTION], sections[_ATTR_TYPE_OFFSET_SECTION]):
            _check_text_entry(entry, input_name)


def _check_string_section(body: bytes, input_name: str) -> None:
    reader = _Reader(body, 0)
    count = reader.varint()
    if count is None or count > len(body):
        return
    data_start = len(body)
    for _ in range(count):
        length = reader.varint()
        if length is None or length > data_start:
            return
        data_start -= length
    _require_utf8(body[data_start:], "a string of the bytecode's string section", input_name)


def _text_entries(attr_types: bytes, offsets: bytes):
    """The attributes and types stored as text (without their NUL), in the order of the offset section; it
    stops where the layout cannot be followed."""
    reader = _Reader(offsets, 0)
    num_attrs, num_types = reader.varint(), reader.varint()
    if num_attrs is None or num_types is None:
        return
    remaining, position = num_attrs + num_types, 0
    while remaining > 0:
        dialect, count = reader.varint(), reader.varint()
        if dialect is None or count is None or count > remaining:
            return
        remaining -= count
        for _ in range(count):
            size_and_custom = reader.varint()
            if size_and_custom is None:
                return
            size = size_and_custom >> 1
            if position + size > len(attr_types):
                return
            if not size_and_custom & 1:
                yield attr_types[position:position + size].rstrip(b"\x00")
            position += size


def _check_text_entry(entry: bytes, input_name: str) -> None:
    what = "an attribute or type the bytecode stores as text"
    _require_utf8(entry, what, input_name)
    if first_too_deep(entry) is not None:  # MLIR's reader parses it with the text parser, which recurses
        raise HespasError(f"{what} ({_excerpt(entry, 0)}) nests its brackets deeper than {MAX_TEXT_NESTING} "
                          "levels; MLIR's parser would overflow its stack on it", SourceLocation(input_name))
    found = _first_bad_literal(entry) if b"\\" in entry else None
    if found is not None:
        quote, problem = found
        raise HespasError(f"{what} ({_excerpt(entry, quote)}) has a string literal that is not UTF-8 once its "
                          f"escapes are decoded ({problem}); hespas needs every IR string in UTF-8",
                          SourceLocation(input_name))


def _excerpt(entry: bytes, quote: int) -> str:
    """The entry's text around the literal at ``quote``, cut to a readable length (the entry is UTF-8)."""
    start = max(0, quote - 20)
    text = entry[start:quote + 40].decode("utf-8", errors="replace")
    return ("..." if start else "") + text + ("..." if quote + 40 < len(entry) else "")


def _require_utf8(raw: bytes, what: str, input_name: str) -> None:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise HespasError(f"{what} is not UTF-8 ({error.reason} at byte {error.start}); hespas needs every IR "
                          "string in UTF-8", SourceLocation(input_name)) from None


class _Reader:
    """Reads MLIR bytecode primitives; None for anything cut short."""

    def __init__(self, data: bytes, offset: int):
        self.data, self.offset = data, offset

    def varint(self) -> int | None:
        """A PrefixVarInt: the trailing zero bits of the first byte count the bytes that follow."""
        if self.offset >= len(self.data):
            return None
        first = self.data[self.offset]
        extra = 8 if first == 0 else (first & -first).bit_length() - 1
        end = self.offset + 1 + extra
        if end > len(self.data):
            return None
        raw = int.from_bytes(self.data[self.offset:end], "little")
        self.offset = end
        return raw >> 8 if first == 0 else raw >> (extra + 1)

    def section(self) -> tuple[int, bytes] | None:
        if self.offset >= len(self.data):
            return None
        id_and_aligned = self.data[self.offset]
        self.offset += 1
        length = self.varint()
        if length is None:
            return None
        if id_and_aligned & 0x80:  # padding up to the alignment, a power of two, from the buffer's start
            alignment = self.varint()
            if alignment is None or alignment == 0 or alignment & (alignment - 1):
                return None
            self.offset += -self.offset % alignment
        body = self.data[self.offset:self.offset + length]
        if len(body) != length:
            return None
        self.offset += length
        return id_and_aligned & 0x7F, body
