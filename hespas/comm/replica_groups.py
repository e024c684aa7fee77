"""Read the ids an op names: its ``replica_groups`` and ``source_target_pairs``, as written.

``replica_groups`` comes in three encodings: a dense 2-D tensor (one row per
group; rows of uneven groups are padded with -1, which is dropped here), an empty
tensor (``dense<> : tensor<0x0xi64>``, read as no groups: the caller decides
what "all" means for the op's mode), and mesh axes (see ``mesh_axes``). The ids
are in the op's group mode's space (replica, partition or flattened ids).
"""

from __future__ import annotations

from hespas.comm.mesh_axes import is_mesh_axes, mesh_axes_groups
from hespas.diagnostics import HespasError
from hespas.ir import ir

PADDING_ID = -1


def read_replica_groups(operation) -> list[list[int]]:
    """The groups of ``operation`` without padding; [] when it has none or they are empty."""
    attributes = operation.attributes
    if "replica_groups" not in attributes:
        return []
    attr = attributes["replica_groups"]
    if is_mesh_axes(attr):
        return mesh_axes_groups(attr, operation)
    rows = _int_rows(attr, "replica_groups", operation)
    return [group for group in ([i for i in row if i != PADDING_ID] for row in rows) if group]


def read_source_target_pairs(operation) -> list[list[int]] | None:
    """The ``[source, target]`` rows of ``source_target_pairs``, or None when the op has none."""
    attributes = operation.attributes
    if "source_target_pairs" not in attributes:
        return None
    rows = _int_rows(attributes["source_target_pairs"], "source_target_pairs", operation)
    if any(len(row) != 2 for row in rows):
        raise HespasError("source_target_pairs must have 2 columns (source, target)", operation.location)
    return rows


def _int_rows(attr, name: str, operation) -> list[list[int]]:
    if not isinstance(attr, ir.DenseIntElementsAttr) or len(attr.type.shape) != 2:
        raise HespasError(f"{name} must be a 2-D integer tensor, got {attr}", operation.location)
    num_rows, num_columns = attr.type.shape
    if num_rows * num_columns == 0:
        return []
    values = [attr[i] for i in range(num_rows * num_columns)]
    return [values[row * num_columns:(row + 1) * num_columns] for row in range(num_rows)]
