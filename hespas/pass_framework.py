"""What every hespas pass shares: typed options declared as dataclass fields, option parsing,
declared preconditions, and the adapter that makes a pass a real MLIR pass in any PassManager
(JAX's or IREE's).

A pass is a small dataclass subclassing ``HespasPass``. Its fields are its options
(``option(default, help, choices=..., minimum=..., check=...)``; the annotation gives the type: bool,
int, float, str, or ``tuple[X, ...]`` for a list), checked when the pipeline is parsed.
``ARGUMENT`` is its pipeline name and ``DESCRIPTION`` one line of help. ``REQUIRES`` and
``REJECTS`` name module properties (``hespas.passes.properties``) that must, or must not,
hold when it runs; ``PROVIDES`` those that hold after it. ``NESTING_ADDED`` bounds how many levels
of nesting (``hespas.ir_depth``) the pass can add, or is None when unknown. ``run(module)`` does the work on a
``builtin.module`` and raises ``HespasError`` (located at the op at fault) on bad input; the
adapter turns that into an MLIR diagnostic and a pass failure.
"""

from __future__ import annotations

import dataclasses
import shlex
import typing
from typing import Any, ClassVar

from hespas.diagnostics import HespasError, source_location
from hespas.suggest import did_you_mean
from hespas.pass_options import OptionType, OptionValueError, format_value, option_type


def option(default: Any, help: str, *, choices=None, minimum: float | None = None, check=None,
           known: tuple[str, ...] = ()) -> Any:
    """Declare a pass option: a dataclass field with a default, one line of help, and optionally
    the words it accepts (a tuple, or a function returning one; ``known``: words among them accepted
    without calling that function), a lower bound for numbers, or
    ``check``, a function that raises HespasError for a value it refuses (run at parse time)."""
    return dataclasses.field(default=default, metadata={"help": help, "choices": choices, "minimum": minimum,
                                                        "check": check, "known": known})


@dataclasses.dataclass(frozen=True)
class OptionSpec:
    name: str  # as written in a pipeline: dashes, not underscores
    field: str
    type: OptionType
    default: Any
    help: str
    check: Any = None  # value -> None, raising HespasError

    @property
    def type_name(self) -> str:
        return self.type.describe()


@dataclasses.dataclass
class HespasPass:
    ARGUMENT: ClassVar[str] = ""
    DESCRIPTION: ClassVar[str] = ""
    REQUIRES: ClassVar[tuple[str, ...]] = ()  # module properties that must hold before the pass
    REJECTS: ClassVar[tuple[str, ...]] = ()  # module properties that must not hold before the pass
    PROVIDES: ClassVar[tuple[str, ...]] = ()  # module properties that hold after the pass
    NESTING_ADDED: ClassVar[int | None] = None  # most nesting levels run() adds (None: unknown)

    def run(self, module) -> None:  # pragma: no cover - every pass overrides it
        raise NotImplementedError

    @classmethod
    def option_specs(cls) -> list[OptionSpec]:
        hints = typing.get_type_hints(cls)
        return [
            OptionSpec(f.name.replace("_", "-"), f.name,
                       option_type(hints[f.name], f.metadata.get("choices"), f.metadata.get("minimum"),
                                   f.metadata.get("known", ())),
                       f.default, f.metadata.get("help", ""), f.metadata.get("check"))
            for f in dataclasses.fields(cls)
        ]

    @classmethod
    def from_options(cls, text: str) -> "HespasPass":
        """Build the pass from `k=v k2=v2` (the text between braces in a pipeline); every value is checked."""
        specs = {spec.name: spec for spec in cls.option_specs()}
        values: dict[str, Any] = {}
        try:
            words = shlex.split(text)
        except ValueError as error:
            raise HespasError(f"malformed options for pass '{cls.ARGUMENT}': {error}") from None
        for word in words:
            key, sep, raw = word.partition("=")
            spec = specs.get(key)
            if spec is None:
                known = ", ".join(specs) or "none"
                raise HespasError(f"pass '{cls.ARGUMENT}' has no option '{key}'{did_you_mean(key, specs)} "
                                  f"(options: {known})")
            if spec.field in values:  # as mlir-opt refuses a pass option given twice
                raise HespasError(f"option '{key}' of pass '{cls.ARGUMENT}' is given twice")
            if not sep:
                if spec.type != option_type(bool):
                    raise HespasError(f"option '{key}' of pass '{cls.ARGUMENT}' needs a value")
                raw = "true"
            try:
                values[spec.field] = spec.type.parse(raw)
            except OptionValueError as error:
                raise HespasError(f"option '{spec.name}' of pass '{cls.ARGUMENT}' {error}") from None
            if spec.check is not None:
                try:
                    spec.check(values[spec.field])
                except HespasError as error:  # located where the value's file is at fault (a hardware file)
                    raise HespasError(f"option '{spec.name}' of pass '{cls.ARGUMENT}': {error.message}",
                                      error.location) from None
        return cls(**values)

    def pipeline_text(self) -> str:
        """This pass as a pipeline element, with every option that differs from its default."""
        parts = []
        for spec in self.option_specs():
            value = getattr(self, spec.field)
            if value != spec.default:
                text = format_value(value)
                parts.append(f"{spec.name}={shlex.quote(text) if any(c in text for c in ' {}') else text}")
        return self.ARGUMENT + ("{" + " ".join(parts) + "}" if parts else "")

    def add_to(self, pass_manager, chain: "NestingChain | None" = None) -> None:
        """Add this pass to a PassManager (jaxlib's or iree.compiler's) as an MLIR pass.

        ``chain``: the NestingChain of the hespas passes added just before this one with no other
        pass between (None: this pass checks the nesting depth itself)."""
        pass_manager.add(make_pass_callable(self, chain), name=self.ARGUMENT, argument=self.ARGUMENT,
                         description=self.DESCRIPTION)


class NestingChain:
    """Consecutive hespas passes of one PassManager, no other pass between them, sharing one nesting check.

    The first pass of the chain measures the module's nesting depth (``hespas.ir_depth``); each later
    pass adds the levels its predecessor may have added (``NESTING_ADDED``) to that bound, and measures
    again only when the bound is unknown or past the limit. Each pass is refused exactly when a check
    before it would refuse it, without walking the module before every pass."""

    def __init__(self):
        self.length = 0
        self.depth_bound: int | None = None  # at most the module's depth now; None: unknown

    def join(self) -> int:
        """A place for the next pass of the chain: its position."""
        self.length += 1
        return self.length - 1

    def check(self, position: int, module_op) -> None:
        from hespas.ir_depth import MAX_NESTING_DEPTH, check_nesting_depth

        if position == 0 or self.depth_bound is None or self.depth_bound > MAX_NESTING_DEPTH:
            self.depth_bound = check_nesting_depth(module_op)

    def ran(self, hespas_pass: HespasPass) -> None:
        added = type(hespas_pass).NESTING_ADDED
        self.depth_bound = None if added is None or self.depth_bound is None else self.depth_bound + added


def make_pass_callable(hespas_pass: HespasPass, chain: NestingChain | None = None):
    """The ``(op, pass_)`` callable MLIR runs: checks the nesting depth (once per chain) and the
    pass's preconditions, runs it, and reports HespasError as a diagnostic."""
    chain = chain or NestingChain()
    position = chain.join()

    def run_pass(module_op, mlir_pass) -> None:
        from hespas.host_bridge import run_in_jax_context  # imported lazily: IREE users only

        checked = _CheckedPass(hespas_pass, chain, position)
        hosted = not type(module_op).__module__.startswith("jaxlib.")
        try:
            if not hosted:
                checked.run(module_op)
            else:
                run_in_jax_context(checked, module_op)
        except HespasError as error:
            location = error.location if _is_mlir_location(error.location) else module_op.location
            if source_location(location) is None:  # loc(unknown) or a name only: the input file, at least
                location = module_op.location
            if hosted:  # raised in the JAX context the pass ran in: the host's diagnostics must hear it
                from hespas.host_bridge import host_location

                location = host_location(module_op, source_location(location))
            location.emit_error(error.message)
            mlir_pass.signal_pass_failure()

    run_pass.__name__ = hespas_pass.ARGUMENT
    return run_pass


@dataclasses.dataclass
class _CheckedPass:
    """A pass whose ``run`` checks the nesting depth (as its chain allows) and its declared preconditions first."""

    wrapped: HespasPass
    chain: NestingChain
    position: int

    def run(self, module) -> None:
        from hespas.passes.properties import check_preconditions

        self.chain.check(self.position, module)  # the walks recurse: refuse what would exhaust Python's stack
        check_preconditions(type(self.wrapped), module)
        self.wrapped.run(module)
        self.chain.ran(self.wrapped)


def _is_mlir_location(location) -> bool:
    return location is not None and hasattr(location, "emit_error")
