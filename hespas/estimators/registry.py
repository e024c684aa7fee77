"""Which estimators exist: hespas's own, and plugins found through the ``hespas.estimators`` entry points.

Built-in estimators are registered here, in code: ``roofline`` and ``calibrated``
(analytical models of every op), ``profile`` (measurement, by the hespas-profile
pass), and the op estimators ``scalesim`` and ``zigzag`` (optional packages).
A third-party package adds an op estimator without touching hespas by declaring
an entry point in the group ``hespas.estimators`` whose name is the estimator's
and whose object is an ``hespas.estimators.Estimator`` subclass:

    [project.entry-points."hespas.estimators"]
    halfpeak = "hespas_example_estimator:HalfPeak"

A plugin cannot take a built-in's name (it is then ignored, with a warning).
Plugins are imported only when listed or selected.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from hespas.diagnostics import HespasError, warn
from hespas.estimators.interface import Estimator
from hespas.suggest import did_you_mean

ENTRY_POINT_GROUP = "hespas.estimators"

# Whole-program models, built into annotate-costs and hespas-profile.
MODELS = {
    "roofline": "analytical: FLOPs over the preset's peaks, bytes over its memory bandwidth; needs nothing",
    "calibrated": "the roofline with efficiency curves fitted by `hespas calibrate` (a calibrated preset)",
    "profile": "measured: each compute region compiled with IREE and timed (the hespas-profile pass)",
}
_warned_shadowing: set[str] = set()
# Op estimators shipped with hespas: name -> "module:class".
BUILTIN_ESTIMATORS = {
    "scalesim": "hespas.estimators.scalesim_estimator:ScaleSimEstimator",
    "zigzag": "hespas.estimators.zigzag_estimator:ZigZagEstimator",
}
BUILTIN_NAMES = (*MODELS, *BUILTIN_ESTIMATORS)  # known without a scan of the installed packages


@dataclass(frozen=True)
class EstimatorInfo:
    name: str
    description: str
    origin: str  # "built-in", or "plugin from <distribution> <version>"
    unavailable: str | None  # why it cannot run here, or None when it can


def estimator_names() -> list[str]:
    """Every estimator's name: the built-in ones, then plugins in name order."""
    return [*MODELS, *BUILTIN_ESTIMATORS, *sorted(_plugins())]


def list_estimators() -> list[EstimatorInfo]:
    infos = [EstimatorInfo(name, text, "built-in", None) for name, text in MODELS.items()]
    for name in BUILTIN_ESTIMATORS:
        cls = _import(BUILTIN_ESTIMATORS[name])
        infos.append(EstimatorInfo(name, cls.description, "built-in", cls.unavailable_reason()))
    for name, entry in sorted(_plugins().items()):
        origin = f"plugin from {entry.dist.name} {entry.dist.version}" if entry.dist else "plugin"
        try:
            cls = _load_plugin(name, entry)
        except HespasError as error:
            infos.append(EstimatorInfo(name, "", origin, error.message))
            continue
        infos.append(EstimatorInfo(name, cls.description, origin, cls.unavailable_reason()))
    return infos


def check_estimator_name(name: str) -> None:
    """A HespasError naming the closest estimator when ``name`` is none of ``estimator_names()``.

    A built-in name needs no scan of the installed plugins' entry points."""
    if name in BUILTIN_NAMES:
        return
    names = estimator_names()
    if name not in names:
        raise HespasError(f"unknown estimator '{name}'{did_you_mean(name, names)} (available: {', '.join(names)}; "
                          "`hespas estimators` describes them)")


def load_estimator(name: str) -> type[Estimator]:
    """The class of an op estimator, ready to run; a HespasError says why not."""
    if name in BUILTIN_ESTIMATORS:
        cls = _import(BUILTIN_ESTIMATORS[name])
    else:
        check_estimator_name(name)
        cls = _load_plugin(name, _plugins()[name])
    reason = cls.unavailable_reason()
    if reason is not None:
        raise HespasError(f"estimator '{name}' is not available: {reason}")
    return cls


def _import(target: str) -> type[Estimator]:
    module_name, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def _plugins() -> dict:
    """{name: entry point} of the installed plugins, without the ones that take a built-in's name."""
    from importlib.metadata import entry_points  # imported with the scan: a built-in name needs neither

    found = {}
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        if entry.name not in MODELS and entry.name not in BUILTIN_ESTIMATORS:
            found[entry.name] = entry
        elif entry.value not in _warned_shadowing:
            _warned_shadowing.add(entry.value)
            warn(f"ignoring the '{entry.name}' estimator plugin ({entry.value}): the name is a built-in estimator's")
    return found


def _load_plugin(name: str, entry) -> type[Estimator]:
    try:
        cls = entry.load()
    except Exception as error:
        raise HespasError(f"estimator plugin '{name}' ({entry.value}) cannot be loaded: "
                          f"{type(error).__name__}: {error}") from None
    if not (isinstance(cls, type) and issubclass(cls, Estimator)):
        raise HespasError(f"estimator plugin '{name}' ({entry.value}) is not a subclass of "
                          "hespas.estimators.Estimator")
    return cls
