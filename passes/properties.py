"""Module properties that hespas passes need, reject or establish, and the checks that enforce them.

A pass declares ``REQUIRES``, ``REJECTS`` and ``PROVIDES`` (``hespas.pass_framework``).
``check_pipeline`` rejects, when the pipeline is parsed, an order that breaks them (a
pass that needs what a later pass provides, or rejects what an earlier one provides);
``check_preconditions`` checks the module itself just before a pass runs, which also
covers what came in with the input. Upstream MLIR passes are not tracked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from hespas import attributes
from hespas.diagnostics import HespasError


@dataclass(frozen=True)
class ModuleProperty:
    name: str
    description: str  # what it means, as a noun phrase
    provider: str  # the pass that establishes it
    holds: Callable[[object], bool]  # on a builtin.module operation


def _has_costs(module_op) -> bool:
    return attributes.TOTALS in module_op.attributes


PROPERTIES = {
    "costs": ModuleProperty("costs", "costs (hespas.cost on every op, hespas.totals on the module)",
                            "hespas-annotate-costs", _has_costs),
    "partitioned": ModuleProperty("partitioned", "regions (compute outlined into hespas.region functions)",
                                  "hespas-partition", attributes.is_partitioned),
}

# Why a pass rejects a property: (pass, property) -> the reason, said to the user.
REJECTION_REASONS = {
    ("hespas-fuse", "costs"): "fusing after costing leaves the fused ops' costs stale",
    ("hespas-create-reduce-scatter", "costs"): "rewriting collectives after costing leaves their costs stale",
    ("hespas-combine-collectives", "costs"): "rewriting collectives after costing leaves their costs stale",
    ("hespas-memory", "partitioned"): "it measures liveness in the program's own order, which partitioning "
                                      "reorders and outlines",
    ("hespas-annotate-costs", "partitioned"): "partitioning outlined loop counters and compute into region "
                                              "functions (a loop's trip count is no longer read off its body) and "
                                              "chose its regions by the old costs: cost the module before "
                                              "partitioning it",
    ("hespas-partition", "partitioned"): "its compute is already outlined into regions; partitioning again would "
                                         "wrap each region call in a region of its own",
}


def check_preconditions(pass_class, module_op) -> None:
    """HespasError (at the module) unless the module has what ``pass_class`` requires and not what it rejects."""
    name = pass_class.ARGUMENT
    for key in pass_class.REQUIRES:
        prop = PROPERTIES[key]
        if not prop.holds(module_op):
            raise HespasError(f"{name} needs {prop.description}: run {prop.provider} before it", module_op.location)
    for key in pass_class.REJECTS:
        prop = PROPERTIES[key]
        if prop.holds(module_op):
            order = "runs once" if prop.provider == name else f"must run before {prop.provider}"
            raise HespasError(f"{name} {order}: this module has {prop.description}, and "
                              f"{REJECTION_REASONS[(name, key)]}", module_op.location)


def check_pipeline(pass_classes: list) -> None:
    """HespasError for an order of hespas passes that breaks their declared needs; ``None`` entries
    stand for upstream passes, which are not tracked."""
    hespas_passes = [cls for cls in pass_classes if cls is not None]
    for index, cls in enumerate(hespas_passes):
        earlier = hespas_passes[:index]
        later = hespas_passes[index + 1:]
        for key in cls.REQUIRES:
            provided_before = any(key in other.PROVIDES for other in earlier)
            provider_after = next((other for other in later if key in other.PROVIDES), None)
            if not provided_before and provider_after is not None:
                raise HespasError(f"pass order: {cls.ARGUMENT} needs {PROPERTIES[key].description}, which "
                                  f"{provider_after.ARGUMENT} provides later in this pipeline: put "
                                  f"{provider_after.ARGUMENT} before {cls.ARGUMENT}")
        for key in cls.REJECTS:
            provider = next((other for other in earlier if key in other.PROVIDES), None)
            if provider is not None:
                order = "runs once" if provider is cls else f"must run before {provider.ARGUMENT}"
                raise HespasError(f"pass order: {cls.ARGUMENT} {order}: {REJECTION_REASONS[(cls.ARGUMENT, key)]}")
