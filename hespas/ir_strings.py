"""Every string in an input module must be UTF-8: checked on the input's bytes, before the MLIR bindings see them.

The bindings turn IR strings (symbol names, location file names, custom-call targets,
diagnostic messages that quote them) into Python ``str``; bytes that are not UTF-8 make
that conversion fail, and inside a diagnostic callback the process aborts (SIGABRT), which
no ``except`` can catch. So the bytes are checked first:

- MLIR text: the file decodes as UTF-8, and so does every string literal once its escapes
  are decoded (``"\\FF"`` is the byte 0xFF). The escapes are those of MLIR's lexer
  (mlir/lib/AsmParser/Lexer.cpp ``lexString``, Token.cpp ``getStringValue``): ``\\"``,
  ``\\\\``, ``\\n``, ``\\t`` and two hex digits.
- MLIR bytecode: the producer string and the string section, which holds every string the
  IR refers to (dialect and op names, symbol names, file names, string attributes). The
  layout is mlir/docs/BytecodeFormat.md: magic, varint version, NUL-terminated producer,
  then sections (``id | hasAlign << 7``, varint length, optional varint alignment and 0xCB
  padding); the string section (id 0) is a varint count, the string sizes (each with its
  NUL) in reverse order, then the strings, which end the section.

A bytecode file whose layout this check cannot follow (cut short, a bad varint) is left to
MLIR's own reader to report.
"""

from __future__ import annotations

from hespas.diagnostics import HespasError, SourceLocation

BYTECODE_MAGIC = b"ML\xefR"
_STRING_SECTION = 0
_ESCAPES = {ord('"'): ord('"'), ord("\\"): ord("\\"), ord("n"): ord("\n"), ord("t"): ord("\t")}
_HEX = b"0123456789abcdefABCDEF"


def check_text_strings(text: str, input_name: str) -> None:
    """HespasError at the first string literal whose decoded bytes are not UTF-8."""
    if "\\" not in text:  # without an escape every literal is a slice of already-valid UTF-8
        return
    data = text.encode("utf-8")
    index = 0
    while True:
        quote = data.find(b'"', index)
        if quote < 0:
            return
        comment = data.find(b"//", index, quote)
        if comment >= 0:  # a comment runs to the end of its line
            index = data.find(b"\n", comment) + 1
            if index == 0:
                return
            continue
        index, problem = _check_literal(data, quote + 1)
        if problem is not None:
            line_start = data.rfind(b"\n", 0, quote) + 1
            location = SourceLocation(input_name, data.count(b"\n", 0, quote) + 1,
                                      len(data[line_start:quote].decode("utf-8")) + 1)
            raise HespasError(f"string literal is not UTF-8 once its escapes are decoded ({problem}); hespas "
                              "needs every IR string in UTF-8", location)


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
    """HespasError if the producer or a string of the string section is not UTF-8."""
    reader = _Reader(data, len(BYTECODE_MAGIC))
    if reader.varint() is None:
        return
    end = data.find(b"\x00", reader.offset)
    if end < 0:
        return
    _require_utf8(data[reader.offset:end], "the bytecode producer string", input_name)
    reader.offset = end + 1
    while reader.offset < len(data):
        section = reader.section()
        if section is None:
            return
        section_id, body = section
        if section_id == _STRING_SECTION:
            _check_string_section(body, input_name)


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
