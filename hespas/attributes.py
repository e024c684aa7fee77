"""The ``hespas.*`` attribute contract: the name of every attribute hespas passes write into the IR,
and typed readers and writers for them. Every other module names these attributes through here.

- ``hespas.cost`` (``COST``): DictAttr on each costed op, region call and region function:
  ``flops``, ``bytes_read``, ``bytes_written``, ``time_ns`` (numbers), ``bound``,
  ``estimator`` (strings), ``trip_count`` on a while loop (written by hespas-annotate-costs,
  hespas-partition, hespas-profile);
- ``hespas.comm`` (``COMM``): DictAttr on each communicating op, a ``CommInfo``
  (``hespas.comm.attr`` documents its keys; ``read_comm_attr`` and ``write_comm_attr``);
- ``hespas.totals`` (``TOTALS``): DictAttr on the module, the sum of the costs;
- ``hespas.memory`` (``MEMORY``): DictAttr on the module, peak live bytes per device
  (``peak_bytes``, ``capacity_bytes``, ``fits``, ...; hespas-memory);
- ``hespas.region`` (``REGION``), ``hespas.region_hash`` (``REGION_HASH``): on the functions
  hespas-partition outlines; the hash names the region's content.
"""

from __future__ import annotations

from hespas.comm.attr import ATTR_NAME as COMM
from hespas.comm.attr import comm_attr, read_comm_attr, write_comm_attr
from hespas.ir import ir

COST = "hespas.cost"
TOTALS = "hespas.totals"
MEMORY = "hespas.memory"
REGION = "hespas.region"
REGION_HASH = "hespas.region_hash"

__all__ = ["COMM", "COST", "MEMORY", "REGION", "REGION_HASH", "TOTALS", "comm_attr", "cost_bound", "cost_number",
           "module_figures", "read_comm_attr", "write_comm_attr"]


def cost_number(cost, key: str) -> float:
    """A numeric entry of a ``hespas.cost`` DictAttr (0.0 when absent)."""
    return float(cost[key].value) if key in cost else 0.0


def cost_bound(cost) -> str:
    """The roofline bound a ``hespas.cost`` DictAttr names ("" when absent)."""
    return ir.StringAttr(cost["bound"]).value if "bound" in cost else ""


def module_figures(module_op, name: str) -> dict:
    """A module-level DictAttr (``TOTALS``, ``MEMORY``) as a dict of Python values ({} when absent)."""
    if name not in module_op.attributes:
        return {}
    attr = module_op.attributes[name]
    return {attr[i].name: getattr(attr[i].attr, "value", None) for i in range(len(attr))}
