"""Communication semantics: what each collective, permute, send and recv moves, and between which devices.

``annotate_comm_ops(module)`` (run by hespas-annotate-costs, the one place that
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
from hespas.comm.kinds import KINDS, chakra_comm_type, comm_kind, is_point_to_point, wrapped_comm_op
from hespas.comm.module_info import ModuleCommInfo, module_comm_info
from hespas.comm.p2p import permute_transfers

__all__ = [
    "ATTR_NAME", "CROSS_PARTITION", "CROSS_REPLICA", "CROSS_REPLICA_AND_PARTITION", "CommInfo", "FLATTENED_IDS",
    "KINDS", "MODES", "ModuleCommInfo", "annotate_comm_op", "annotate_comm_ops", "chakra_comm_type", "comm_kind", "describe_comm_op",
    "is_point_to_point", "module_comm_info", "permute_transfers", "read_comm_attr", "wrapped_comm_op",
]


def annotate_comm_op(op, module_info: ModuleCommInfo) -> CommInfo:
    """Describe a communication op and write its ``hespas.comm`` attribute; return the description."""
    info = describe_comm_op(op, module_info)
    write_comm_attr(op.operation, info)
    return info


def annotate_comm_ops(module_op) -> int:
    """Write ``hespas.comm`` on every communication op of the module, nested ones included; return how many."""
    module_info = module_comm_info(module_op)
    count = 0
    pending = [module_op]
    while pending:
        operation = pending.pop()
        for region in operation.regions:
            for block in region.blocks:
                for view in block.operations:
                    inner = view.operation
                    if comm_kind(inner) is not None:
                        annotate_comm_op(inner, module_info)
                        count += 1
                    pending.append(inner)
    return count
