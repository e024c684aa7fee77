"""Communication semantics: what each collective, permute, send and recv moves, and between which devices.

``CommAnnotator(module)`` (driven by hespas-annotate-costs, the one place that
writes it) records on every communication op
a ``hespas.comm`` dictionary (schema in ``hespas.comm.attr``): its kind, message
size in bytes (Chakra's ``comm_size`` convention), and its process groups or
(source, target) pairs as global device ids (``replica * num_partitions +
partition``), following the StableHLO spec's process-grouping modes.
``read_comm_attr`` gives the record back as a ``CommInfo``.
"""

from __future__ import annotations

from hespas.comm.attr import ATTR_NAME, read_comm_attr, write_comm_attr
from hespas.comm.describe import describe_comm_op
from hespas.comm.device_ids import (CROSS_PARTITION, CROSS_REPLICA, CROSS_REPLICA_AND_PARTITION, FLATTENED_IDS,
                                    MODES)
from hespas.comm.info import CommInfo
from hespas.comm.kinds import (ASYNC_START_OPS, KIND_BY_OP_NAME, KINDS, chakra_comm_type, comm_kind,
                               is_point_to_point, wrapped_comm_op)
from hespas.comm.module_info import ModuleCommInfo, module_comm_info
from hespas.comm.p2p import permute_transfers

__all__ = [
    "ATTR_NAME", "CROSS_PARTITION", "CROSS_REPLICA", "CROSS_REPLICA_AND_PARTITION", "CommInfo", "FLATTENED_IDS",
    "KINDS", "MODES", "CommAnnotator", "ModuleCommInfo", "annotate_comm_op", "chakra_comm_type", "comm_kind", "describe_comm_op",
    "is_point_to_point", "module_comm_info", "permute_transfers", "read_comm_attr", "wrapped_comm_op",
]


def annotate_comm_op(op, module_info: ModuleCommInfo) -> CommInfo:
    """Describe a communication op and write its ``hespas.comm`` attribute; return the description."""
    info = describe_comm_op(op, module_info)
    write_comm_attr(op.operation, info)
    return info



class CommAnnotator:
    """Writes ``hespas.comm`` on the communication ops of one module as a walk shows them to it.

    hespas-annotate-costs hands it every op of its own walk whose name is in ``OP_NAMES``
    (no second walk over the module).
    """

    OP_NAMES = frozenset(KIND_BY_OP_NAME) | ASYNC_START_OPS

    def __init__(self, module_op):
        self.module_info = module_comm_info(module_op)

    def visit(self, op) -> None:
        if comm_kind(op) is not None:
            annotate_comm_op(op, self.module_info)
