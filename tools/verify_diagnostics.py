"""`--verify-diagnostics`: check the diagnostics of a run against `// expected-*` comments, as mlir-opt does.

    %0 = stablehlo.add %a, %b : tensor<?xf32>  // expected-error {{dynamic type}}
    // expected-warning @+1 {{trip count}}
    // expected-note @-2 {{...}}     @above / @below: the nearest line that holds no expectation
    // expected-remark @unknown {{...}}   a diagnostic without a file position

Each expectation must be met by a diagnostic of its severity, on its line, whose message
contains the text between the braces; every diagnostic must meet an expectation. The
comments are read from the input's text lines (they are comments, not IR).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hespas.diagnostics import HespasError, SourceLocation, format_diagnostic

SEVERITIES = ("error", "warning", "note", "remark")

# A directive: the severity, an optional designator, then the text in double braces (what MLIR matches;
# a comment that only mentions "expected-error" without braces is prose, not a directive).
_DIRECTIVE = re.compile(r"expected-(error|warning|note|remark)\s*(@\S*)?\s*\{\{(.*)$")
_OFFSET = re.compile(r"@([+-]\d+|above|below|unknown)$")


@dataclass(frozen=True)
class Diagnostic:
    severity: str  # error, warning, note or remark
    message: str
    location: SourceLocation | None  # None: no file position

    def __str__(self) -> str:
        return format_diagnostic(self.severity, self.message, self.location)


@dataclass
class Expectation:
    severity: str
    text: str
    line: int | None  # the line the diagnostic is expected on; None for @unknown
    written_at: int  # the line of the comment
    column: int  # where the comment starts
    met: bool = False


def parse_expectations(text: str, filename: str) -> list[Expectation]:
    """The `expected-*` comments of an input's text; HespasError at a malformed one."""
    expectations: list[Expectation] = []
    waiting_below: list[Expectation] = []
    last_plain_line = 0
    for number, line in enumerate(text.splitlines(), start=1):
        comment = line.find("//")
        match = _DIRECTIVE.search(line, comment) if comment != -1 else None
        if match is None:
            last_plain_line = number
            for expectation in waiting_below:
                expectation.line = number
            waiting_below = []
            continue
        severity, designator, body = match.groups()
        where = SourceLocation(filename, number, comment + 1)
        body = body.rstrip()
        if not body.endswith("}}"):
            raise HespasError(f"expected-{severity}: its text has no closing '}}}}'", where)
        expectation = Expectation(severity, body[:-2], number, number, comment + 1)
        if designator:
            offset = _OFFSET.match(designator)
            if offset is None:
                raise HespasError(f"expected-{severity}: unknown designator '{designator}' (use @+N, @-N, @above, "
                                  "@below or @unknown)", where)
            value = offset.group(1)
            if value == "unknown":
                expectation.line = None
            elif value == "above":
                expectation.line = last_plain_line
            elif value == "below":
                waiting_below.append(expectation)
            else:
                expectation.line = number + int(value)
            if expectation.line is not None and expectation.line < 1:
                raise HespasError(f"expected-{severity}: '{designator}' points before the first line", where)
        expectations.append(expectation)
    if waiting_below:
        first = waiting_below[0]
        raise HespasError(f"expected-{first.severity} @below has no line below it",
                          SourceLocation(filename, first.written_at, first.column))
    return expectations


def verify(expectations: list[Expectation], diagnostics: list[Diagnostic], filename: str) -> list[Diagnostic]:
    """The failures: one error per diagnostic nobody expected and per expectation nothing met."""
    failures = []
    for diagnostic in diagnostics:
        line = diagnostic.location.line if diagnostic.location is not None and diagnostic.location.line else None
        expectation = next((e for e in expectations if not e.met and e.severity == diagnostic.severity
                            and e.line == line and e.text in diagnostic.message), None)
        if expectation is None:
            failures.append(Diagnostic("error", f"unexpected {diagnostic.severity}: {diagnostic.message}",
                                       diagnostic.location or SourceLocation(filename)))
        else:
            expectation.met = True
    for expectation in expectations:
        if not expectation.met:
            failures.append(Diagnostic("error", f"expected {expectation.severity} \"{expectation.text}\" was not "
                                       "produced", SourceLocation(filename, expectation.written_at, expectation.column)))
    return failures
