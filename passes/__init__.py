"""hespas's MLIR passes, one module each; ``PASSES`` maps a pipeline name to its class."""

from __future__ import annotations

import importlib

from hespas.diagnostics import HespasError

# Pass modules, in the order `hespas-opt --list-passes` shows them.
PASS_MODULES = [
    "hespas.passes.fuse",
    "hespas.passes.annotate_costs",
    "hespas.passes.partition",
    "hespas.passes.memory",
    "hespas.passes.profile",
    "hespas.passes.lower_to_chakra",
]


def _load_passes() -> dict:
    registry = {}
    for module_name in PASS_MODULES:
        cls = importlib.import_module(module_name).PASS
        registry[cls.ARGUMENT] = cls
    return registry


PASSES = _load_passes()


def create_pass(argument: str, options_text: str = ""):
    """Instantiate a hespas pass from its pipeline name and option text."""
    try:
        cls = PASSES[argument]
    except KeyError:
        raise HespasError(f"'{argument}' does not refer to a registered hespas pass") from None
    return cls.from_options(options_text)
