"""Read the ids an op names: its ``replica_groups`` and ``source_target_pairs``, as written.

``replica_groups`` comes in three encodings: a dense 2-D tensor (one row per
group; rows of uneven groups are padded with -1, which is dropped here), an empty
tensor (``dense<> : tensor<0x0xi64>``, read as no groups: the caller decides
what "all" means for the op's mode), and mesh axes (see ``mesh_axes``). The ids
are in the op's group mode's space (replica, partition or flattened ids).

``source_target_pairs`` is an attribute of collective_permute and of newer
send/recv. XLA's own send/recv (a pipelined collective_permute, imported from
HLO) carry their pairs as the frontend attribute
``_xla_send_recv_source_target_pairs = "{{0,1},{1,2}}"``, read here as well.
"""

from __future__ import annotations

from hespas.comm.mesh_axes import is_mesh_axes, mesh_axes_groups
from hespas.diagnostics import HespasError
from hespas.ir import ir

PADDING_ID = -1
FRONTEND_ATTRIBUTES = "mhlo.frontend_attributes"
XLA_PAIRS_KEY = "_xla_send_recv_source_target_pairs"


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
    """The ``[source, target]`` rows of ``source_target_pairs`` (or XLA's frontend attribute), or None."""
    attributes = operation.attributes
    if "source_target_pairs" in attributes:
        rows = _int_rows(attributes["source_target_pairs"], "source_target_pairs", operation)
    elif FRONTEND_ATTRIBUTES in attributes and XLA_PAIRS_KEY in attributes[FRONTEND_ATTRIBUTES]:
        rows = _xla_pairs(attributes[FRONTEND_ATTRIBUTES][XLA_PAIRS_KEY], operation)
    else:
        return None
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


def _xla_pairs(attr, operation) -> list[list[int]]:
    """Parse XLA's ``"{{0,1},{1,2}}"`` (a string attribute) into rows of ints."""
    text = attr.value.replace(" ", "") if isinstance(attr, ir.StringAttr) else ""
    try:
        if not (text.startswith("{") and text.endswith("}")):
            raise ValueError(text)
        inner = text[1:-1]
        return [[int(i) for i in row.strip("{}").split(",")] for row in inner.split("},{")] if inner else []
    except ValueError:
        raise HespasError(f"{XLA_PAIRS_KEY} must look like \"{{{{0,1}},{{1,2}}}}\", got {attr}",
                          operation.location) from None
