"""What every hespas pass shares: options declared as dataclass fields, option parsing, and
the adapter that makes a pass a real MLIR pass in any PassManager (JAX's or IREE's).

A pass is a small dataclass subclassing ``HespasPass``. Its fields are its options
(``option(default, help)``); ``ARGUMENT`` is its pipeline name and ``DESCRIPTION``
one line of help. ``run(module)`` does the work on a ``builtin.module`` and raises
``HespasError`` (located at the op at fault) on bad input; the adapter turns that
into an MLIR diagnostic and a pass failure.
"""

from __future__ import annotations

import dataclasses
import shlex
from typing import Any, ClassVar

from hespas.diagnostics import HespasError


def option(default: Any, help: str) -> Any:
    """Declare a pass option: a dataclass field with a default and one line of help."""
    return dataclasses.field(default=default, metadata={"help": help})


@dataclasses.dataclass(frozen=True)
class OptionSpec:
    name: str  # as written in a pipeline: dashes, not underscores
    field: str
    type_name: str
    default: Any
    help: str


@dataclasses.dataclass
class HespasPass:
    ARGUMENT: ClassVar[str] = ""
    DESCRIPTION: ClassVar[str] = ""

    def run(self, module) -> None:  # pragma: no cover - every pass overrides it
        raise NotImplementedError

    @classmethod
    def option_specs(cls) -> list[OptionSpec]:
        return [
            OptionSpec(f.name.replace("_", "-"), f.name, _type_name(f.type), f.default, f.metadata.get("help", ""))
            for f in dataclasses.fields(cls)
        ]

    @classmethod
    def from_options(cls, text: str) -> "HespasPass":
        """Build the pass from `k=v k2=v2` (the text between braces in a pipeline)."""
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
                raise HespasError(f"pass '{cls.ARGUMENT}' has no option '{key}' (options: {known})")
            if not sep:
                if spec.type_name != "bool":
                    raise HespasError(f"option '{key}' of pass '{cls.ARGUMENT}' needs a value")
                raw = "true"
            values[spec.field] = _convert(cls.ARGUMENT, spec, raw)
        return cls(**values)

    def pipeline_text(self) -> str:
        """This pass as a pipeline element, with every option that differs from its default."""
        parts = []
        for spec in self.option_specs():
            value = getattr(self, spec.field)
            if value != spec.default:
                parts.append(f"{spec.name}={_format(value)}")
        return self.ARGUMENT + ("{" + " ".join(parts) + "}" if parts else "")

    def add_to(self, pass_manager) -> None:
        """Add this pass to a PassManager (jaxlib's or iree.compiler's) as an MLIR pass."""
        pass_manager.add(make_pass_callable(self), name=self.ARGUMENT, argument=self.ARGUMENT,
                         description=self.DESCRIPTION)


def make_pass_callable(hespas_pass: HespasPass):
    """The ``(op, pass_)`` callable MLIR runs: runs the pass, reports HespasError as a diagnostic."""

    def run_pass(module_op, mlir_pass) -> None:
        from hespas.host_bridge import run_in_jax_context  # imported lazily: IREE users only

        try:
            if type(module_op).__module__.startswith("jaxlib."):
                hespas_pass.run(module_op)
            else:
                run_in_jax_context(hespas_pass, module_op)
        except HespasError as error:
            location = error.location if _is_mlir_location(error.location) else module_op.location
            location.emit_error(error.message)
            mlir_pass.signal_pass_failure()

    run_pass.__name__ = hespas_pass.ARGUMENT
    return run_pass


def _is_mlir_location(location) -> bool:
    return location is not None and hasattr(location, "emit_error")


def _type_name(annotation) -> str:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))
    return text


def _convert(pass_name: str, spec: OptionSpec, raw: str) -> Any:
    try:
        if spec.type_name == "bool":
            lowered = raw.lower()
            if lowered in ("true", "1", "on"):
                return True
            if lowered in ("false", "0", "off"):
                return False
            raise ValueError(raw)
        if spec.type_name == "int":
            return int(raw)
        if spec.type_name == "float":
            return float(raw)
        return raw
    except ValueError:
        raise HespasError(
            f"option '{spec.name}' of pass '{pass_name}' expects {spec.type_name}, got '{raw}'"
        ) from None


def _format(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    text = str(value)
    return shlex.quote(text) if any(c in text for c in " {},") else text
