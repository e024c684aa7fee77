"""The ``hespas.*`` attribute contract: the name of every attribute hespas passes write into the IR,
and typed readers and writers for them. Every other module names these attributes through here.

- ``hespas.cost`` (``COST``): DictAttr on each costed op, region call and region function:
  ``flops``, ``bytes_read``, ``bytes_written``, ``time_ns`` (numbers), ``bound``,
  ``estimator`` (strings), ``transcendentals`` where there are some, ``trip_count`` on a while
  loop, ``cycles`` and ``energy_pJ`` where an op estimator counts them (written by
  hespas-annotate-costs, hespas-partition, hespas-profile). It holds a ``hespas.cost_record.CostRecord``:
  ``write_cost`` writes one, ``read_cost`` reads one back;
- ``hespas.comm`` (``COMM``): DictAttr on each communicating op, a ``CommInfo``
  (``hespas.comm.attr`` documents its keys; ``read_comm_attr`` and ``write_comm_attr``);
- ``hespas.totals`` (``TOTALS``): DictAttr on the module, the sum of the costs;
- ``hespas.memory`` (``MEMORY``): DictAttr on the module, peak live bytes per device
  (``peak_bytes``, ``capacity_bytes``, ``fits``, ...; hespas-memory);
- ``hespas.attention`` (``ATTENTION``): StringAttr ``forward`` or ``backward`` on the fused attention
  kernels hespas-fuse outlines (``hespas.fusion.attention``);
- ``hespas.fused`` (``FUSED``): UnitAttr on a module whose ``mhlo.fusion`` kernels hespas-fuse made (a module
  with fusions and without it went through XLA's own pipeline);
- ``hespas.region`` (``REGION``), ``hespas.region_hash`` (``REGION_HASH``): on the functions
  hespas-partition outlines; the hash names the region's content.
"""

from __future__ import annotations

import math

from hespas.comm.attr import ATTR_NAME as COMM
from hespas.comm.attr import comm_attr, read_comm_attr, write_comm_attr
from hespas.cost_record import CostRecord
from hespas.diagnostics import HespasError
from hespas.ir import INT64_MAX, i64_attr, ir

COST = "hespas.cost"
TOTALS = "hespas.totals"
MEMORY = "hespas.memory"
REGION = "hespas.region"
ATTENTION = "hespas.attention"
REGION_HASH = "hespas.region_hash"
FUSED = "hespas.fused"

__all__ = ["ATTENTION", "COMM", "COST", "FUSED", "MEMORY", "REGION", "REGION_HASH", "TOTALS", "CostRecord", "comm_attr",
           "module_figures", "read_comm_attr", "read_cost", "read_region_hash", "write_comm_attr", "write_cost"]

# Keys of hespas.cost / hespas.totals and what each must hold. Other keys (hardware, estimated_ops, ...) are
# informative: read by module_figures only.
_COUNT_KEYS = ("flops", "transcendentals", "bytes_read", "bytes_written", "trip_count")
_TIME_KEYS = ("time_ns",)
_WORD_KEYS = ("bound", "estimator")


def read_cost(attr, location, name: str = COST) -> CostRecord:
    """The ``hespas.cost``-style DictAttr ``attr`` as a CostRecord, checked (absent counts and times read 0,
    absent words "", ``cycles`` and ``energy_pJ`` are not read): a dictionary whose counts are
    non-negative integers of at most 64 bits, whose ``time_ns`` is a finite non-negative number and whose
    ``bound`` and ``estimator`` are strings. Input modules may carry these attributes, so they are not
    trusted: anything else is a HespasError at ``location`` (the op that carries it)."""
    if not isinstance(attr, ir.DictAttr):
        raise HespasError(f"{name} must be a dictionary, got {attr}", location)
    values = {}
    for key in _COUNT_KEYS:
        if key in attr:
            values[key] = _count(attr[key], name, key, location)
    for key in _TIME_KEYS:
        if key in attr:
            values[key] = _time(attr[key], name, key, location)
    for key in _WORD_KEYS:
        if key in attr:
            if not isinstance(attr[key], ir.StringAttr):
                raise HespasError(f"{name} key '{key}' must be a string, got {attr[key]}", location)
            values[key] = attr[key].value
    return CostRecord(**values)


def write_cost(record: CostRecord, location=None, extra: dict | None = None):
    """The ``hespas.cost``-style DictAttr of ``record``: ``transcendentals`` only where there are some,
    ``trip_count``, ``cycles`` and ``energy_pJ`` only where known, ``compute_ns`` and ``memory_ns``
    never; then the entries of ``extra`` (module figures: hardware, estimated_ops...). A count beyond
    int64 is refused with an error at ``location`` (``hespas.ir.i64_attr``)."""
    entries = {
        "flops": i64_attr(record.flops, "flops", location),
        "bytes_read": i64_attr(record.bytes_read, "bytes_read", location),
        "bytes_written": i64_attr(record.bytes_written, "bytes_written", location),
        "time_ns": ir.FloatAttr.get_f64(float(record.time_ns)),
        "bound": ir.StringAttr.get(record.bound),
        "estimator": ir.StringAttr.get(record.estimator),
    }
    if record.transcendentals:
        entries["transcendentals"] = i64_attr(record.transcendentals, "transcendentals", location)
    if record.trip_count is not None:
        entries["trip_count"] = i64_attr(record.trip_count, "trip_count", location)
    for key in ("cycles", "energy_pJ"):
        value = getattr(record, key)
        if value is not None:
            entries[key] = ir.FloatAttr.get_f64(float(value))
    for key, value in (extra or {}).items():
        entries[key] = _figure_attr(key, value, location)
    return ir.DictAttr.get(entries)


def _figure_attr(key: str, value, location):
    if isinstance(value, bool):
        return ir.BoolAttr.get(value)
    if isinstance(value, int):
        return i64_attr(value, key, location)
    if isinstance(value, float):
        return ir.FloatAttr.get_f64(value)
    return ir.StringAttr.get(str(value))


def _integer(value) -> int | None:
    """The value of an integer attribute of at most 64 bits (not a boolean), else None."""
    if (isinstance(value, ir.IntegerAttr) and not isinstance(value, ir.BoolAttr)
            and isinstance(value.type, ir.IntegerType) and ir.IntegerType(value.type).width <= 64):
        return value.value
    return None


def _count(value, name: str, key: str, location) -> int:
    number = _integer(value)
    if number is None or not 0 <= number <= INT64_MAX:
        raise HespasError(f"{name} key '{key}' must be a non-negative integer of at most 64 bits, got {value}",
                          location)
    return number


def _time(value, name: str, key: str, location) -> float:
    number = value.value if isinstance(value, ir.FloatAttr) else _integer(value)
    if number is None or not math.isfinite(number) or number < 0:
        raise HespasError(f"{name} key '{key}' must be a finite non-negative number, got {value}", location)
    return float(number)


def module_figures(module_op, name: str) -> dict:
    """A module-level DictAttr (``TOTALS``, ``MEMORY``) as a dict of Python values ({} when absent);
    HespasError at the module if it is not a dictionary of numbers, booleans and strings."""
    if name not in module_op.attributes:
        return {}
    attr = module_op.attributes[name]
    if not isinstance(attr, ir.DictAttr):
        raise HespasError(f"{name} must be a dictionary, got {attr}", module_op.location)
    figures = {}
    for index in range(len(attr)):
        named = attr[index]
        value = named.attr
        if isinstance(value, (ir.BoolAttr, ir.StringAttr, ir.FloatAttr)):
            figures[named.name] = value.value
        elif _integer(value) is not None:
            figures[named.name] = _integer(value)
        else:
            raise HespasError(f"{name} key '{named.name}' must be a number, a boolean or a string, got {value}",
                              module_op.location)
    if name == TOTALS:
        read_cost(attr, module_op.location, name)  # the cost keys, checked as on any op
    if name == MEMORY and figures:
        _check_memory(attr, figures, module_op.location)
    return figures


# hespas.memory's byte counts, the two the reports read, and its other keys (hespas-memory writes them all).
_MEMORY_BYTE_KEYS = ("peak_bytes", "capacity_bytes", "argument_bytes", "result_bytes", "alias_bytes",
                     "temporary_peak_bytes")
_MEMORY_REQUIRED = ("peak_bytes", "capacity_bytes")


def _check_memory(attr, figures: dict, location) -> None:
    """A module's ``hespas.memory`` as the reports read it: byte counts that are non-negative integers of at
    most 64 bits, the peak and the capacity among them, ``fits`` a boolean that agrees with them, and
    ``hardware`` a string; anything else is a HespasError at the module."""
    for key in _MEMORY_REQUIRED:
        if key not in figures:
            raise HespasError(f"{MEMORY} must give '{key}' (the reports compare the peak with the capacity)",
                              location)
    for key in _MEMORY_BYTE_KEYS:
        if key in figures:
            _count(attr[key], MEMORY, key, location)
    if "fits" in figures and figures["fits"] is not (figures["peak_bytes"] <= figures["capacity_bytes"]):
        raise HespasError(f"{MEMORY} key 'fits' must be a boolean that says whether peak_bytes <= capacity_bytes "
                          f"({figures['peak_bytes']} <= {figures['capacity_bytes']}), got {attr['fits']}", location)
    if "hardware" in figures and not isinstance(attr["hardware"], ir.StringAttr):
        raise HespasError(f"{MEMORY} key 'hardware' must be a string, got {attr['hardware']}", location)


def is_partitioned(module_op) -> bool:
    """Whether hespas-partition has outlined ``module_op``: one of its top-level ops carries ``hespas.region``."""
    block = module_op.regions[0].blocks[0]
    return any(REGION in view.operation.attributes for view in block.operations)


def read_region_hash(function_op) -> str:
    """The ``hespas.region_hash`` of a region function; HespasError at the function if it is not a string."""
    attr = function_op.attributes[REGION_HASH]
    if not isinstance(attr, ir.StringAttr):
        raise HespasError(f"{REGION_HASH} must be a string, got {attr}", function_op.location)
    return attr.value
