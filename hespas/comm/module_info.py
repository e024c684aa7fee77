"""The device grid of a module: how many replicas, partitions and devices it runs on.

JAX and XLA record the grid as the module attributes ``mhlo.num_replicas`` and
``mhlo.num_partitions``; an absent attribute means 1. Device ids are
``replica * num_partitions + partition`` (StableHLO's flattened ids).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hespas.costs.types import TypeTable
from hespas.diagnostics import HespasError
from hespas.numbers import MAX_NPUS

NUM_REPLICAS_ATTR = "mhlo.num_replicas"
NUM_PARTITIONS_ATTR = "mhlo.num_partitions"


@dataclass(frozen=True)
class ModuleCommInfo:
    """The replica x partition grid, and a type-size cache shared by the ops of one module."""

    num_replicas: int = 1
    num_partitions: int = 1
    types: TypeTable = field(default_factory=TypeTable, compare=False, repr=False)

    @property
    def num_devices(self) -> int:
        return self.num_replicas * self.num_partitions

    def device_id(self, replica: int, partition: int) -> int:
        """The global (flattened) id of the device running ``partition`` of ``replica``."""
        return replica * self.num_partitions + partition


def module_comm_info(module_op) -> ModuleCommInfo:
    """Read ``mhlo.num_replicas`` and ``mhlo.num_partitions`` from a module (an ir.Module or its op)."""
    operation = getattr(module_op, "operation", module_op)
    info = ModuleCommInfo(_count(operation, NUM_REPLICAS_ATTR), _count(operation, NUM_PARTITIONS_ATTR))
    if info.num_devices > MAX_NPUS:  # hespas.numbers' bound on devices: every rank gets a program and a trace
        raise HespasError(f"the module runs on {info.num_replicas} x {info.num_partitions} = {info.num_devices} "
                          f"devices ({NUM_REPLICAS_ATTR} x {NUM_PARTITIONS_ATTR}), more than the {MAX_NPUS} "
                          "hespas simulates", operation.location)
    return info


def _count(operation, name: str) -> int:
    attributes = operation.attributes
    if name not in attributes:
        return 1
    attr = attributes[name]
    value = getattr(attr, "value", None)
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise HespasError(f"module attribute {name} must be a positive integer, got {attr}", operation.location)
    return value
