"""Systems: the network between devices, as multi-dimensional topologies in ASTRA-sim's terms.

A system is a list of dimensions, innermost first (dimension 0 varies fastest
in the rank number, as in ASTRA-sim). Each dimension has a topology (Ring,
FullyConnected or Switch), an NPU count, a per-link bandwidth in GB/s (one
direction, the datasheet figure) and a latency, plus the collective algorithm
ASTRA-sim runs on it for each collective. ``bandwidth_GBps`` goes to ASTRA-sim's
network.yml unchanged, and ASTRA-sim (like hespas's built-in simulator, which
matches it) turns it into bytes/ns as ``bandwidth_GBps * 2**30 / 1e9``.

Systems are data: TOML presets shipped in ``hespas/presets/systems``, or a
user's TOML file with the same keys. A preset may have a ``[scale_out]`` table
(the network between nodes); ``load_system(name, nodes=N)`` or the name suffix
``-xN`` (e.g. ``dgx-h100-x4``) appends it as an outer dimension of N nodes.
The scale-out algorithms a preset names may need a power-of-two node count
(halvingDoubling, doubleBinaryTree: the simulator and ASTRA-sim run them only
there); on any other count that collective runs ``ring`` across the nodes
(``scale_out_algorithm``).
"""

from __future__ import annotations

import functools
import math
import re
import sys
from dataclasses import asdict, dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from hespas.diagnostics import HespasError, SourceLocation
from hespas.hardware import load_hardware
from hespas.numbers import CHUNKS, MAX_NPUS, NPUS, RATE, TIME_NS, Range, number_problem
from hespas.suggest import did_you_mean
from hespas.text_input import read_toml

TOPOLOGIES = ("Ring", "FullyConnected", "Switch")
COLLECTIVES = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all")
COLLECTIVE_ALGORITHMS = ("ring", "oneRing", "doubleBinaryTree", "direct", "oneDirect",
                         "halvingDoubling", "oneHalvingDoubling")
SCHEDULING_POLICIES = ("LIFO", "FIFO", "EXPLICIT")
# How a message between ranks that differ in several dimensions is timed (hespas.sim.network): on the first
# dimension they differ in, as ASTRA-sim's congestion-unaware backend does, or across every one of them.
POINT_TO_POINT_ROUTES = ("first_dimension", "every_dimension")
# What a direct collective's concurrent messages on a Switch dimension get of the NPU's one link to the switch
# (hespas.sim.collectives): each the whole link, as ASTRA-sim's congestion-unaware backend has it, or a share.
SWITCH_LINKS = ("per_message", "shared")
COLLECTIVE_OPTIMIZATIONS = ("baseline", "localBWAware")
PRESET_SUFFIX = ".toml"
# Algorithms defined only on a power-of-two number of NPUs (hespas.sim.collectives; ASTRA-sim stalls or
# crashes on other counts), and what a scale-out dimension of any other node count runs instead.
POWER_OF_TWO_ALGORITHMS = ("halvingDoubling", "doubleBinaryTree")
SCALE_OUT_FALLBACK_ALGORITHM = "ring"


@dataclass(frozen=True)
class Dimension:
    """One network dimension: ``npus`` devices joined by ``topology``."""

    topology: str
    npus: int
    bandwidth_GBps: float
    latency_ns: float
    all_reduce: str = "ring"
    all_gather: str = "ring"
    reduce_scatter: str = "ring"
    all_to_all: str = "ring"
    name: str = ""

    def algorithm(self, collective: str) -> str:
        """The algorithm used for ``collective`` (one of COLLECTIVES) on this dimension."""
        if collective not in COLLECTIVES:
            raise ValueError(f"unknown collective {collective!r}")
        return getattr(self, collective)


@dataclass(frozen=True)
class System:
    """A whole system: its dimensions (innermost first) and ASTRA-sim's system-level settings."""

    name: str
    dimensions: tuple[Dimension, ...]
    local_mem_bw_GBps: float
    # The defaults are ASTRA-sim's own (astra-sim/system/Sys.cc) where it has a usable one.
    scheduling_policy: str = "LIFO"             # what ASTRA-sim's examples use (Sys.cc leaves it unset)
    collective_optimization: str = "baseline"   # Sys.cc: Baseline unless "localBWAware"
    endpoint_delay_ns: float = 10.0             # Sys.cc: communication_delay = 10
    active_chunks_per_dimension: int = 1        # Sys.cc: 1
    preferred_dataset_splits: int = 1           # one chunk per collective (Sys.cc's 0 is unusable)
    local_reduction_delay_ns: float = 1.0       # Sys.cc: local_reduction_delay = 1
    point_to_point_route: str = "first_dimension"  # ASTRA-sim's; not an ASTRA-sim setting (hespas.sim.network)
    switch_link: str = "per_message"  # ASTRA-sim's; not an ASTRA-sim setting (hespas.sim.collectives)
    description: str = ""
    device: str = ""

    @property
    def num_npus(self) -> int:
        return math.prod(dimension.npus for dimension in self.dimensions)

    def to_json_dict(self) -> dict:
        """Every field (dimensions as a list of tables, innermost first) and ``num_npus``."""
        document = asdict(self)
        return {**document, "dimensions": list(document["dimensions"]), "num_npus": self.num_npus}

    def coordinates(self, rank: int) -> tuple[int, ...]:
        """The position of ``rank`` in each dimension (dimension 0 varies fastest)."""
        if not 0 <= rank < self.num_npus:
            raise ValueError(f"rank {rank} is outside 0..{self.num_npus - 1}")
        result = []
        for dimension in self.dimensions:
            rank, position = divmod(rank, dimension.npus)
            result.append(position)
        return tuple(result)


# ---------------------------------------------------------------- loading

_DIMENSION_REQUIRED = {"topology": str, "npus": int, "bandwidth_GBps": float, "latency_ns": float}
_DIMENSION_OPTIONAL = {"name": str, **{collective: str for collective in COLLECTIVES}}
_SYSTEM_REQUIRED = {"dimensions": list, "local_mem_bw_GBps": float}
_SYSTEM_OPTIONAL = {
    "name": str, "aliases": list, "description": str, "device": str, "nodes": int, "scale_out": dict,
    "scheduling_policy": str, "collective_optimization": str, "endpoint_delay_ns": float,
    "active_chunks_per_dimension": int, "preferred_dataset_splits": int, "local_reduction_delay_ns": float,
    "point_to_point_route": str, "switch_link": str,
}


_TYPE_NAMES = {float: "a number", int: "an integer", str: "a string", list: "an array", dict: "a table"}


def _checked(table: dict, required: dict, optional: dict, what: str, location: SourceLocation) -> dict:
    """``table`` with its keys checked (missing, unknown, types) and integers given for floats made floats."""
    missing = sorted(set(required) - set(table))
    unknown = sorted(set(table) - set(required) - set(optional))
    problems = []
    if missing:
        problems.append(f"missing key(s) {', '.join(missing)}")
    if unknown:
        accepted = ", ".join(sorted({**required, **optional}))
        problems.append(f"unknown key(s) {', '.join(unknown)} (accepted: {accepted})")
    if problems:
        raise HespasError(f"{what}: {'; '.join(problems)}", location)
    result = {}
    for key, value in table.items():
        expected = {**required, **optional}[key]
        if expected is float:  # an integer too large for a float is no number of this field either
            ok = isinstance(value, (int, float)) and not isinstance(value, bool)
            ok = ok and not (isinstance(value, int) and abs(value) > sys.float_info.max)
            value = float(value) if ok else value
        elif expected is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, expected)
        if not ok:
            raise HespasError(f"{what}: {key} must be {_TYPE_NAMES[expected]}, not {value!r}", location)
        result[key] = value
    return result


def _check_choice(value: str, choices: tuple[str, ...], what: str, location: SourceLocation | None) -> None:
    if value not in choices:
        raise HespasError(f"{what} is {value!r}; expected one of {', '.join(choices)}", location)


def _check_number(value, allowed: Range, what: str, location: SourceLocation | None) -> None:
    if (problem := number_problem(value, allowed)) is not None:
        raise HespasError(f"{what} {problem}", location)


def _validate_dimension(dimension: Dimension, what: str, location: SourceLocation | None) -> None:
    _check_choice(dimension.topology, TOPOLOGIES, f"{what} topology", location)
    for collective in COLLECTIVES:
        _check_choice(dimension.algorithm(collective), COLLECTIVE_ALGORITHMS, f"{what} {collective}", location)
    _check_number(dimension.npus, NPUS, f"{what}: npus", location)
    _check_number(dimension.bandwidth_GBps, RATE, f"{what}: bandwidth_GBps", location)
    _check_number(dimension.latency_ns, TIME_NS, f"{what}: latency_ns", location)


def validate_system(system: System, location: SourceLocation | None = None) -> System:
    """Check value ranges (``hespas.numbers``) and names; return ``system`` unchanged or raise HespasError."""
    if not system.dimensions:
        raise HespasError(f"system {system.name!r} has no dimensions", location)
    for index, dimension in enumerate(system.dimensions):
        _validate_dimension(dimension, f"dimension {index}", location)
    if system.num_npus > MAX_NPUS:
        raise HespasError(f"system {system.name!r} has {system.num_npus} devices; hespas simulates at most "
                          f"{MAX_NPUS}", location)
    _check_choice(system.scheduling_policy, SCHEDULING_POLICIES, "scheduling_policy", location)
    _check_choice(system.collective_optimization, COLLECTIVE_OPTIMIZATIONS, "collective_optimization", location)
    _check_choice(system.point_to_point_route, POINT_TO_POINT_ROUTES, "point_to_point_route", location)
    _check_choice(system.switch_link, SWITCH_LINKS, "switch_link", location)
    _check_number(system.local_mem_bw_GBps, RATE, "local_mem_bw_GBps", location)
    _check_number(system.endpoint_delay_ns, TIME_NS, "endpoint_delay_ns", location)
    _check_number(system.local_reduction_delay_ns, TIME_NS, "local_reduction_delay_ns", location)
    _check_number(system.active_chunks_per_dimension, CHUNKS, "active_chunks_per_dimension", location)
    _check_number(system.preferred_dataset_splits, CHUNKS, "preferred_dataset_splits", location)
    return system


def scale_out_algorithm(algorithm: str, nodes: int) -> str:
    """The algorithm a scale-out dimension of ``nodes`` nodes runs when its table names ``algorithm``."""
    if algorithm in POWER_OF_TWO_ALGORITHMS and nodes & (nodes - 1):
        return SCALE_OUT_FALLBACK_ALGORITHM
    return algorithm


def _dimension(table: Any, what: str, location: SourceLocation, nodes: int | None = None) -> Dimension:
    """A Dimension from a TOML table; with ``nodes``, a [scale_out] table (its npus is the node count)."""
    if not isinstance(table, dict):
        raise HespasError(f"{what} must be a table", location)
    if nodes is None:
        return Dimension(**_checked(table, _DIMENSION_REQUIRED, _DIMENSION_OPTIONAL, what, location))
    required = {key: kind for key, kind in _DIMENSION_REQUIRED.items() if key != "npus"}
    fields = _checked(table, required, _DIMENSION_OPTIONAL, what, location)
    for collective in COLLECTIVES:
        if collective in fields:
            fields[collective] = scale_out_algorithm(fields[collective], nodes)
    return Dimension(npus=nodes, **fields)


def system_from_dict(document: dict, name: str, location: SourceLocation, nodes: int | None = None) -> System:
    """A System from a decoded TOML document (the schema of the preset files).

    ``nodes`` (default: the document's ``nodes``, else 1) above 1 appends the
    ``[scale_out]`` dimension; when given explicitly, the name gets ``-x<nodes>``.
    """
    document = _checked(document, _SYSTEM_REQUIRED, _SYSTEM_OPTIONAL, "system", location)
    if not all(isinstance(alias, str) and alias.strip() for alias in document.get("aliases", [])):
        raise HespasError(f"system: aliases must be an array of non-empty strings, not {document['aliases']!r}",
                          location)
    for key in ("name", "device"):  # as a hardware file's name: an empty one names nothing
        if key in document and not document[key].strip():
            raise HespasError(f"system: {key} must be a non-empty string, got {document[key]!r}", location)
    fields = {key: value for key, value in document.items()
              if key not in ("dimensions", "aliases", "nodes", "scale_out")}
    fields.setdefault("name", name)
    dimensions = [_dimension(table, f"dimension {index}", location)
                  for index, table in enumerate(document["dimensions"])]
    for index, dimension in enumerate(dimensions):
        check_algorithms(dimension, f"dimension {index}", location)
    node_count = document.get("nodes", 1) if nodes is None else nodes
    _check_number(node_count, NPUS, "nodes", location if nodes is None else None)
    if "scale_out" in document:
        scale_out = _dimension(document["scale_out"], "scale_out", location, nodes=node_count)
        _validate_dimension(scale_out, "scale_out", location)
        check_algorithms(scale_out, "scale_out", location)  # its power-of-two algorithms fell back already
        if node_count > 1:
            dimensions.append(scale_out)
    elif node_count > 1:
        raise HespasError(f"system {fields['name']!r} has no [scale_out] table, so it cannot have "
                          f"{node_count} nodes", location)
    if nodes is not None and nodes > 1:
        fields["name"] = f"{fields['name']}-x{nodes}"
    return validate_system(System(dimensions=tuple(dimensions), **fields), location)


# Collective algorithms whose steps pair ranks by halves: the simulator and ASTRA-sim run them on a power-of-two
# number of NPUs only. A node's dimension with another count is refused where the file says so; the scale-out
# dimension falls back to ring instead (its node count is the caller's, ``scale_out_algorithm``).
_POWER_OF_TWO_ALGORITHMS = ("halvingDoubling", "doubleBinaryTree")


def check_algorithms(dimension: Dimension, what: str, location: SourceLocation | None,
                     all_to_all: bool = True) -> None:
    """HespasError at the file for an algorithm that cannot run its collective on this dimension: halvingDoubling
    or doubleBinaryTree on a number of NPUs that is not a power of two, and, with ``all_to_all``, halvingDoubling
    for all-to-all, which it does not implement (until this round a system file's was found only when an
    all-to-all ran, without naming the file). ASTRA-sim's own system.json is read without that check: ASTRA-sim
    takes such a file and fails only where an all-to-all runs (its reference configs name halvingDoubling for every
    collective), so hespas fails there too, at the node."""
    if all_to_all and dimension.algorithm("all_to_all") == "halvingDoubling":
        raise HespasError(f"{what}: all_to_all runs halvingDoubling, which does not implement all-to-all "
                          "(ring and direct do)", location)
    npus = dimension.npus
    if npus & (npus - 1) == 0:
        return
    for collective in COLLECTIVES:
        algorithm = dimension.algorithm(collective)
        if algorithm in _POWER_OF_TWO_ALGORITHMS:
            raise HespasError(f"{what}: {collective} runs {algorithm}, which needs a power-of-two number of NPUs, "
                              f"not {npus} (ring and direct run on any)", location)


def _preset_directory():
    return resources.files("hespas").joinpath("presets", "systems")


@functools.lru_cache(maxsize=1)
def _preset_documents() -> dict[str, tuple[dict, SourceLocation]]:
    """Every shipped preset by name and alias, read once per process (the package's files; callers only
    read the documents)."""
    result: dict[str, tuple[dict, SourceLocation]] = {}
    for entry in sorted(_preset_directory().iterdir(), key=lambda item: item.name):
        if not entry.name.endswith(PRESET_SUFFIX):
            continue
        location = SourceLocation(str(entry))
        document = read_toml(entry, "system preset")
        name = document.get("name", entry.name[: -len(PRESET_SUFFIX)])
        for key in (name, *document.get("aliases", [])):
            result[key] = (document, location)
    return result


def list_system_presets() -> list[str]:
    """The names of the shipped presets (not their aliases), sorted."""
    names = set()
    for document, location in _preset_documents().values():
        names.add(document.get("name", Path(location.filename).stem))
    return sorted(names)


def _find_document(name_or_path: str | Path, nodes: int | None) -> tuple[dict, str, SourceLocation, int | None]:
    """The TOML document behind a preset name, alias, ``-xN`` name or file path; its name; its location;
    the node count asked for (by ``nodes`` or the suffix)."""
    text = str(name_or_path)
    path = Path(text)
    if text.endswith(PRESET_SUFFIX) or path.is_file():
        location = SourceLocation(text)
        return _device_beside(read_toml(path, "system file", text), path), path.stem, location, nodes

    presets = _preset_documents()
    if text not in presets:
        match = re.fullmatch(r"(.+)-x(\d+)", text)
        if match and match.group(1) in presets:
            suffix_nodes = int(match.group(2))
            if nodes is not None and nodes != suffix_nodes:
                raise HespasError(f"system {text!r} names {suffix_nodes} nodes but {nodes} were asked for")
            text, nodes = match.group(1), suffix_nodes
        else:
            raise HespasError(f"unknown system {text!r}{did_you_mean(text, presets)}; "
                              f"presets: {', '.join(list_system_presets())} "
                              "(append -x<N> for N nodes, or give a TOML file; `hespas systems` lists them)")
    document, location = presets[text]
    return document, text, location, nodes


def _device_beside(document: dict, path: Path) -> dict:
    """A system file's document with a relative ``device`` file (a path: it ends in ``.toml`` or holds a ``/``, as
    a sweep file's hardware does) made relative to the system file's folder, not to the current directory, so that
    one file names one hardware wherever it is run from; a preset name is left as it is."""
    device = document.get("device")
    if isinstance(device, str) and (device.endswith(PRESET_SUFFIX) or "/" in device) and not Path(device).is_absolute():
        return {**document, "device": str(path.parent / device)}
    return document


def check_device(system: System, location: SourceLocation | None = None) -> None:
    """Refuse a ``system`` whose device no preset or hardware file gives (a typo), at ``location``."""
    if not system.device:
        return
    try:
        load_hardware(system.device)
    except HespasError as error:
        raise HespasError(f"system '{system.name}' names device '{system.device}': {error.message}",
                          location) from None


def device_note(hardware_name: str, costed_by: str, system: System | None) -> str | None:
    """The report's note when compute was costed on ``hardware_name`` (``costed_by`` says when or by what) and
    ``system`` names another device (a preset name or a hardware file, resolved to its name); None otherwise."""
    if system is None or not system.device:
        return None
    try:
        device = load_hardware(system.device).name
    except HespasError:  # a device no preset knows
        device = system.device
    if device == hardware_name:
        return None
    return f"compute costed on {hardware_name} ({costed_by}), not on {device}, the device of system '{system.name}'"


def check_system_size(system: System, num_ranks: int, name: str, what: str = "the workload",
                      resize: str = "--nodes / --ranks") -> None:
    """``system`` must have one NPU per rank of ``what`` (read from ``name``); ``resize`` names the options
    that change either side."""
    if system.num_npus != num_ranks:
        shape = " x ".join(str(d.npus) for d in system.dimensions)
        raise HespasError(f"system '{system.name}' has {system.num_npus} NPUs ({shape}) but {what} runs on "
                          f"{num_ranks} ranks; choose a system of that size (or {resize})", SourceLocation(name))


def load_system(name_or_path: str | Path, nodes: int | None = None) -> System:
    """A preset by name (or alias, optionally with a ``-xN`` node suffix) or a TOML file by path.

    ``nodes`` scales the system out over its ``[scale_out]`` network.
    """
    document, name, location, nodes = _find_document(name_or_path, nodes)
    return system_from_dict(document, name, location, nodes)


def one_device_system(device: str, local_mem_bw_GBps: float) -> System:
    """A system of one NPU of hardware preset ``device`` (its canonical name): the shipped one-device
    preset for it (e.g. ``h100-1gpu``) when there is one, else one built from ``local_mem_bw_GBps``
    (a single NPU sends nothing, so its dimension's link figures are never used; they are the device's
    own memory, bandwidth and no latency, which also satisfy ASTRA-sim's congestion-unaware
    FullyConnected: nodes_count > 0, bandwidth > 0, latency >= 0, topology/FullyConnected.cc)."""
    for name in list_system_presets():
        system = load_system(name)
        if system.num_npus == 1 and system.device == device:
            return system
    return validate_system(System(name=f"{device}-1", dimensions=(Dimension("FullyConnected", 1, local_mem_bw_GBps, 0.0),),
                                  local_mem_bw_GBps=local_mem_bw_GBps, device=device,
                                  description=f"one {device}, no peers"))


def system_aliases(name_or_path: str | Path) -> list[str]:
    """The aliases a preset (by any of its names, with or without ``-xN``) or system file declares."""
    document, _, _, _ = _find_document(name_or_path, None)
    return list(document.get("aliases", []))


def scale_out_dimension(name_or_path: str | Path) -> Dimension | None:
    """The network between nodes of a system (its ``[scale_out]`` table) for one node, or None.

    Its ``npus`` is 1; ``load_system(..., nodes=N)`` appends it with N and the algorithms N allows.
    """
    document, _, location, _ = _find_document(name_or_path, None)
    if "scale_out" not in document:
        return None
    dimension = _dimension(document["scale_out"], "scale_out", location, nodes=1)
    _validate_dimension(dimension, "scale_out", location)
    return dimension
