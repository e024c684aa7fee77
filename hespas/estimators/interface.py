"""The estimator plugin interface: what an estimator is given, and what it returns.

An estimator is a class; ``annotate-costs`` builds one per run with an
``EstimatorContext`` (the hardware, the roofline, the type table, a result
cache), then offers it every op that does work, one by one (the ops inside a
fused kernel too), with the op's ``OpCost`` from the rules. ``estimate`` returns
an ``Estimate``, or ``None`` to decline: a declined op is costed by the roofline
instead (and counted in the module's ``fallback_ops``). Ops the rules find free
(constants, reshapes) and communication ops are not offered.

The op is the MLIR operation itself (``op.name``, ``op.operands``,
``op.results``, ``op.attributes``, ``op.location``);
``context.types.info(value.type)`` gives a value's static shape, element type and bytes.
"""

from __future__ import annotations

import importlib
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from hespas.numbers import TIME_NS, number_problem

if TYPE_CHECKING:
    from hespas.costs.opcost import OpCost
    from hespas.costs.roofline import Roofline
    from hespas.costs.types import TypeTable
    from hespas.estimators.cache import EstimateCache
    from hespas.hardware import Hardware


@dataclass(frozen=True)
class Estimate:
    """One op's time on the device, as one kernel of its own.

    ``compute_ns`` and ``memory_ns`` split ``time_ns`` where the model knows the
    split (they set the op's roofline ``bound``, and inside a fused kernel only
    ``compute_ns`` counts); left out, all of ``time_ns`` is compute.

    An estimator's answer, not a cost record: a plugin gives only what its model knows (the split
    and its provenance, ``cycles`` and ``energy_pJ``, are optional) and is checked
    (``problem``); ``hespas.estimators.runner`` turns it into the op's
    ``hespas.cost_record.CostRecord``, with the rules' counts and the bound.
    """

    time_ns: float
    cycles: float | None = None  # device clock cycles, where the model counts them
    energy_pJ: float | None = None
    compute_ns: float | None = None
    memory_ns: float | None = None

    def problem(self) -> str | None:
        """What makes this estimate unusable (a negative or non-finite number, a time past hespas's bound for
        every time, ``hespas.numbers.TIME_NS``), or None."""
        for name in ("time_ns", "cycles", "energy_pJ", "compute_ns", "memory_ns"):
            value = getattr(self, name)
            if value is None and name != "time_ns":
                continue
            if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value) or value < 0:
                return f"{name} must be a finite number >= 0, got {value!r}"
            if name.endswith("_ns") and (problem := number_problem(value, TIME_NS)) is not None:
                return f"{name} {problem}"
        return None


@dataclass(frozen=True)
class EstimatorContext:
    """What an estimator may use: the device, the fallback model, type facts and a result cache."""

    hardware: Hardware
    roofline: Roofline  # the model declined ops get; memory_ns() and launch_ns serve to compose with it
    types: TypeTable
    cache: EstimateCache


class Estimator:
    """Base class of estimators. Subclasses set the class attributes and override ``estimate``.

    ``__init__`` may raise ``HespasError`` when the hardware lacks what the model
    needs (say, a systolic-array description); any other exception it or
    ``estimate`` raises becomes a diagnostic naming the estimator (and the op).
    """

    description: ClassVar[str] = ""  # one line for `hespas estimators`
    requires: ClassVar[tuple[str, ...]] = ()  # modules it imports, checked before it is used
    install: ClassVar[str] = ""  # how to get them, e.g. "pip install 'hespas[scalesim]'"

    def __init__(self, context: EstimatorContext):
        self.context = context

    @classmethod
    def unavailable_reason(cls) -> str | None:
        """Why this estimator cannot run here (a module that does not import, and how to install it), or None."""
        for name in cls.requires:
            try:
                importlib.import_module(name)
            except Exception as error:  # a missing package, or one whose own imports fail
                hint = f"; {cls.install}" if cls.install else ""
                return f"cannot import {name} ({type(error).__name__}: {error}){hint}"
        return None

    def estimate(self, op, cost: OpCost) -> Estimate | None:  # pragma: no cover - every estimator overrides it
        raise NotImplementedError
