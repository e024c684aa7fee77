"""hespas's MLIR passes, one module each, registered lazily: a pass's module (and what it
imports, IREE for hespas-profile) is loaded only when the pass is used or listed."""

from __future__ import annotations

import importlib

from hespas.diagnostics import HespasError
from hespas.suggest import did_you_mean

# Pipeline name -> module defining ``PASS``, in the order `hespas-opt --list-passes` shows them.
PASS_MODULES = {
    "hespas-create-reduce-scatter": "hespas.passes.create_reduce_scatter",
    "hespas-combine-collectives": "hespas.passes.combine_collectives",
    "hespas-fuse": "hespas.passes.fuse",
    "hespas-annotate-costs": "hespas.passes.annotate_costs",
    "hespas-partition": "hespas.passes.partition",
    "hespas-memory": "hespas.passes.memory",
    "hespas-profile": "hespas.passes.profile",
    "hespas-lower-to-chakra": "hespas.passes.lower_to_chakra",
}


def pass_names() -> list[str]:
    return list(PASS_MODULES)


def pass_class(argument: str):
    """The class of a registered hespas pass (its module is imported now); HespasError if unknown."""
    module_name = PASS_MODULES.get(argument)
    if module_name is None:
        raise HespasError(f"'{argument}' does not refer to a registered hespas pass"
                          f"{did_you_mean(argument, PASS_MODULES)}")
    return importlib.import_module(module_name).PASS


def create_pass(argument: str, options_text: str = ""):
    """Instantiate a hespas pass from its pipeline name and option text."""
    return pass_class(argument).from_options(options_text)
