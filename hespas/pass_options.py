"""Typed pass options: how a pipeline's `key=value` text becomes a checked Python value.

A pass option has a type: ``bool``, ``int``, ``float``, ``str``, an enumeration (one of a
fixed set of words, like MLIR's ``clEnumValN``) or a list of one of those (MLIR's
``ListOption``, written ``key=a,b,c``). Numbers may carry a lower bound; an int must fit in
int64. A value that does not fit is rejected when the pipeline is parsed, before any pass runs.
"""

from __future__ import annotations

import dataclasses
import math
import typing
from typing import Any, Callable

from hespas.suggest import did_you_mean

_INT64_LIMIT = 2**63


class OptionValueError(ValueError):
    """A raw option value that does not fit its type; the message says what was expected."""


@dataclasses.dataclass(frozen=True)
class ScalarType:
    name: str  # bool, int, float or str
    minimum: float | None = None

    def describe(self) -> str:
        return self.name if self.minimum is None else f"{self.name} >= {_number(self.minimum)}"

    def parse(self, raw: str) -> Any:
        if self.name == "bool":
            lowered = raw.lower()
            if lowered in ("true", "1", "on"):
                return True
            if lowered in ("false", "0", "off"):
                return False
            raise OptionValueError(f"expects bool (true/false), got '{raw}'")
        if self.name == "str":
            return raw
        try:
            value = int(raw) if self.name == "int" else float(raw)
        except ValueError:
            raise OptionValueError(f"expects {self.name}, got '{raw}'") from None
        if not math.isfinite(value):  # nan passes every comparison below and inf every minimum
            raise OptionValueError(f"expects a finite {self.name}, got '{raw}'")
        if self.name == "int" and not -_INT64_LIMIT <= value < _INT64_LIMIT:  # counts are stored as i64
            raise OptionValueError(f"expects an int within int64 (at most {_INT64_LIMIT - 1}), got '{raw}'")
        if self.minimum is not None and value < self.minimum:
            raise OptionValueError(f"must be >= {_number(self.minimum)}, got {raw}")
        return value


@dataclasses.dataclass(frozen=True)
class EnumType:
    """One of a set of words; ``values`` is a tuple, or a function giving one (plugins add words); ``known``:
    words among them accepted without calling that function (finding plugins can cost a scan of the installed
    packages)."""

    values: tuple[str, ...] | Callable[[], tuple[str, ...]]
    known: tuple[str, ...] = ()

    @property
    def allowed(self) -> tuple[str, ...]:
        return tuple(self.values() if callable(self.values) else self.values)

    def describe(self) -> str:
        return "one of " + "|".join(self.allowed)

    def parse(self, raw: str) -> str:
        if raw in self.known:
            return raw
        allowed = self.allowed
        if raw not in allowed:
            raise OptionValueError(f"expects one of {', '.join(allowed)}, got '{raw}'{did_you_mean(raw, allowed)}")
        return raw


@dataclasses.dataclass(frozen=True)
class ListType:
    """Comma-separated elements of one type; the value is a tuple."""

    element: ScalarType | EnumType

    def describe(self) -> str:
        return f"list of {self.element.describe()}"

    def parse(self, raw: str) -> tuple:
        if not raw:
            return ()
        return tuple(self.element.parse(item.strip()) for item in raw.split(","))


OptionType = ScalarType | EnumType | ListType

_SCALARS = {bool: "bool", int: "int", float: "float", str: "str"}


def option_type(annotation, choices=None, minimum: float | None = None, known: tuple[str, ...] = ()) -> OptionType:
    """The option type for a field's annotation (bool, int, float, str or tuple[X, ...]) and its choices
    (``known``: as ``EnumType``'s)."""
    if typing.get_origin(annotation) is tuple:
        args = typing.get_args(annotation)
        if len(args) != 2 or args[1] is not Ellipsis:
            raise TypeError(f"a list option is annotated tuple[X, ...], got {annotation}")
        return ListType(option_type(args[0], choices, minimum, known))
    if choices is not None:
        if annotation is not str:
            raise TypeError("an option with choices is annotated str (or tuple[str, ...])")
        return EnumType(choices, tuple(known))
    if annotation not in _SCALARS:
        raise TypeError(f"pass options are bool, int, float, str or tuple[X, ...]; got {annotation}")
    if minimum is not None and annotation not in (int, float):
        raise TypeError("only int and float options take a minimum")
    return ScalarType(_SCALARS[annotation], minimum)


def format_value(value: Any) -> str:
    """An option value as it is written in a pipeline."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return ",".join(format_value(item) for item in value)
    return str(value)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)
