"""ASTRA-sim's configuration files, written from a System and read back into one.

``network.yml`` holds the per-dimension topology, NPU count, bandwidth (GB/s,
passed through unchanged) and latency (ns); ``system.json`` the collective
implementations (one list entry per dimension) and the system-level settings;
``remote_memory.json`` says there is no memory expansion. The readers accept
ASTRA-sim's own files, so the built-in simulator can run a user's existing
ASTRA-sim setup; anything malformed, or a setting the built-in simulator does not
implement, is a HespasError at the file's location.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Hashable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from hespas.atomic_io import write_text_atomically
from hespas.diagnostics import HespasError, SourceLocation
from hespas.numbers import NPUS, RATE, TIME_NS, number_problem
from hespas.sim.engine import SCHEDULING_POLICIES as SIMULATED_SCHEDULING_POLICIES
from hespas.systems import (COLLECTIVES, TOPOLOGIES, Dimension, System, check_algorithms,
                            validate_system)
from hespas.text_input import check_nesting, read_utf8, unique_keys

NETWORK_FILE = "network.yml"
SYSTEM_FILE = "system.json"
REMOTE_MEMORY_FILE = "remote_memory.json"
REMOTE_MEMORY = {"memory-type": "NO_MEMORY_EXPANSION"}

# system.json key of each collective's implementation list.
IMPLEMENTATION_KEYS = {collective: f"{collective.replace('_', '-')}-implementation" for collective in COLLECTIVES}
# system.json keys with a System field: (key, field, python type).
_SYSTEM_SETTINGS = (
    ("scheduling-policy", "scheduling_policy", str),
    ("collective-optimization", "collective_optimization", str),
    ("endpoint-delay", "endpoint_delay_ns", float),
    ("active-chunks-per-dimension", "active_chunks_per_dimension", int),
    ("preferred-dataset-splits", "preferred_dataset_splits", int),
    ("local-reduction-delay", "local_reduction_delay_ns", float),
    ("local-mem-bw", "local_mem_bw_GBps", float),
)
# Required when reading: ASTRA-sim has no usable default for these.
_REQUIRED_SYSTEM_KEYS = (*IMPLEMENTATION_KEYS.values(), "preferred-dataset-splits", "local-mem-bw")
# Keys ASTRA-sim reads that do not describe the network (compute roofline, memory bus, tracing),
# or that its examples still carry but it no longer reads (boost-mode).
_IGNORED_SYSTEM_KEYS = ("boost-mode", "trace-enabled", "replay-only", "L", "o", "g", "G", "model-shared-bus")
_ROOFLINE_KEYS = ("roofline-enabled", "peak-perf")
_NETWORK_KEYS = ("topology", "npus_count", "bandwidth", "latency")


@dataclass(frozen=True)
class AstraSimConfig:
    """What ASTRA-sim's config files describe: the system, and its compute roofline when enabled."""

    system: System
    roofline_peak_TFLOPS: float | None = None


@dataclass(frozen=True)
class ConfigPaths:
    network: Path
    system: Path
    remote_memory: Path


# ---------------------------------------------------------------- writing

def _number(value: float) -> int | float:
    """Whole numbers as JSON/YAML integers (ASTRA-sim reads several of these into integer fields)."""
    return int(value) if float(value).is_integer() else value


def network_yaml(system: System) -> str:
    """The text of ASTRA-sim's network.yml for ``system``: one list entry per dimension."""
    def row(values) -> str:
        return "[ " + ", ".join(str(value) for value in values) + " ]"

    dimensions = system.dimensions
    return (f"topology: {row(d.topology for d in dimensions)}\n"
            f"npus_count: {row(d.npus for d in dimensions)}\n"
            f"bandwidth: {row(float(d.bandwidth_GBps) for d in dimensions)}  # GB/s\n"
            f"latency: {row(float(d.latency_ns) for d in dimensions)}  # ns\n")


def system_json(system: System, roofline_peak_TFLOPS: float | None = None) -> dict[str, Any]:
    """ASTRA-sim's system.json for ``system``; a peak turns ASTRA-sim's compute roofline on. A system that
    routes messages across every dimension has no ASTRA-sim equivalent: an error."""
    if system.point_to_point_route != "first_dimension":
        raise HespasError(f"system {system.name!r} has point_to_point_route = {system.point_to_point_route!r}: "
                          "ASTRA-sim times a message on the first dimension its ranks differ in and has no setting "
                          "for another route (use the built-in simulator)")
    if system.switch_link != "per_message":
        raise HespasError(f"system {system.name!r} has switch_link = {system.switch_link!r}: ASTRA-sim's "
                          "congestion-unaware backend gives every message the whole link and has no setting for a "
                          "shared one (use the built-in simulator)")
    document: dict[str, Any] = {}
    for key, field, _ in _SYSTEM_SETTINGS:
        value = getattr(system, field)
        document[key] = value if isinstance(value, str) else _number(value)
    for collective, key in IMPLEMENTATION_KEYS.items():
        document[key] = [dimension.algorithm(collective) for dimension in system.dimensions]
    document["roofline-enabled"] = 0 if roofline_peak_TFLOPS is None else 1
    if roofline_peak_TFLOPS is not None:
        document["peak-perf"] = _number(roofline_peak_TFLOPS)
    return document


def write_configs(system: System, directory: str | os.PathLike,
                  roofline_peak_TFLOPS: float | None = None) -> ConfigPaths:
    """Write network.yml, system.json and remote_memory.json into ``directory`` (each all-or-nothing)."""
    directory = Path(directory)
    paths = ConfigPaths(directory / NETWORK_FILE, directory / SYSTEM_FILE, directory / REMOTE_MEMORY_FILE)
    system_text = json.dumps(system_json(system, roofline_peak_TFLOPS), indent=2) + "\n"  # may refuse: first
    write_text_atomically(paths.network, network_yaml(system))
    write_text_atomically(paths.system, system_text)
    write_text_atomically(paths.remote_memory, json.dumps(REMOTE_MEMORY, indent=2) + "\n")
    return paths


# ---------------------------------------------------------------- reading

def _is_kind(value: Any, kind: type) -> bool:
    if isinstance(value, bool):
        return False
    if kind is float:  # an integer too large for a float is no number either
        return isinstance(value, float) or (isinstance(value, int) and abs(value) <= sys.float_info.max)
    return isinstance(value, kind)


def _list_of(document: dict, key: str, kind: type, location: SourceLocation) -> list:
    value = document[key]
    if not isinstance(value, list) or not value or not all(_is_kind(item, kind) for item in value):
        what = {str: "strings", int: "integers", float: "numbers"}[kind]
        raise HespasError(f"{key} must be a non-empty list of {what}, not {value!r}", location)
    return value


def _check_keys(document: Any, required: tuple, accepted: tuple, location: SourceLocation) -> None:
    if not isinstance(document, dict):
        raise HespasError("expected a mapping of keys to values at the top level", location)
    missing = [key for key in required if key not in document]
    unknown = sorted(str(key) for key in document if key not in accepted)
    problems = []
    if missing:
        problems.append(f"missing key(s) {', '.join(missing)}")
    if unknown:
        problems.append(f"unknown key(s) {', '.join(unknown)} (hespas reads: {', '.join(accepted)})")
    if problems:
        raise HespasError("; ".join(problems), location)


class _UniqueKeyLoader(yaml.SafeLoader):
    """PyYAML's safe loader, refusing a key given twice in one mapping (PyYAML keeps the last)."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if not isinstance(key, Hashable):  # the base class refuses it, at its place
                continue
            if key in seen:
                mark = key_node.start_mark
                raise yaml.constructor.ConstructorError(None, None, f"key {key!r} appears twice in one mapping",
                                                        mark)
            seen.add(key)
        return super().construct_mapping(node, deep)


def read_network_yaml(path: str | os.PathLike) -> list[dict[str, Any]]:
    """The dimensions of an ASTRA-sim network.yml, as ``[{topology, npus, bandwidth_GBps, latency_ns}]``."""
    location = SourceLocation(str(path))
    text = read_utf8(path, "network config")
    check_nesting(text, str(path), "network YAML")
    try:
        document = yaml.load(text, Loader=_UniqueKeyLoader)
    except RecursionError:
        raise HespasError("invalid network YAML: nested too deeply", location) from None
    except yaml.reader.ReaderError as error:  # a character YAML does not allow, at an offset in the text
        before = text[: error.position]
        where = SourceLocation(str(path), before.count("\n") + 1, error.position - (before.rfind("\n") + 1) + 1)
        code = error.character if isinstance(error.character, int) else ord(error.character)
        raise HespasError(f"invalid network YAML: character U+{code:04X} is not allowed", where) from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = SourceLocation(str(path), mark.line + 1, mark.column + 1) if mark else location
        problem = " ".join((getattr(error, "problem", None) or str(error)).split())  # one line
        raise HespasError(f"invalid network YAML: {problem}", where) from None
    _check_keys(document, _NETWORK_KEYS, _NETWORK_KEYS, location)
    columns = [_list_of(document, "topology", str, location), _list_of(document, "npus_count", int, location),
               _list_of(document, "bandwidth", float, location), _list_of(document, "latency", float, location)]
    if len({len(column) for column in columns}) != 1:
        raise HespasError("topology, npus_count, bandwidth and latency must have one entry per dimension "
                          f"(lengths {', '.join(str(len(column)) for column in columns)})", location)
    for index, (topology, npus, bandwidth, latency) in enumerate(zip(*columns)):
        if topology not in TOPOLOGIES:
            raise HespasError(f"dimension {index}: topology is {topology!r}; expected one of {', '.join(TOPOLOGIES)}",
                              location)
        for key, value, allowed in (("npus_count", npus, NPUS), ("bandwidth", bandwidth, RATE),
                                    ("latency", latency, TIME_NS)):
            if (problem := number_problem(value, allowed)) is not None:
                raise HespasError(f"dimension {index}: {key} {problem}", location)
    return [{"topology": topology, "npus": npus, "bandwidth_GBps": float(bandwidth), "latency_ns": float(latency)}
            for topology, npus, bandwidth, latency in zip(*columns)]


def _read_json(path: str | os.PathLike) -> Any:
    location = SourceLocation(str(path))
    text = read_utf8(path, "system config")
    check_nesting(text, str(path), "system JSON")
    try:
        return json.loads(text, object_pairs_hook=unique_keys("system JSON", location))
    except RecursionError:
        raise HespasError("invalid system JSON: nested too deeply", location) from None
    except json.JSONDecodeError as error:
        raise HespasError(f"invalid system JSON: {error.msg}",
                          SourceLocation(str(path), error.lineno, error.colno)) from None


def read_configs(network_path: str | os.PathLike, system_path: str | os.PathLike,
                 name: str | None = None) -> AstraSimConfig:
    """A System (and roofline setting) from ASTRA-sim's network.yml and system.json.

    Keys ASTRA-sim has no usable default for are required; others take
    ASTRA-sim's defaults. Keys that do not describe the network are accepted and
    ignored; unknown keys are an error (ASTRA-sim would ignore a misspelt key).
    """
    network = read_network_yaml(network_path)
    location = SourceLocation(str(system_path))
    document = _read_json(system_path)
    accepted = (*IMPLEMENTATION_KEYS.values(), *(key for key, _, _ in _SYSTEM_SETTINGS),
                *_ROOFLINE_KEYS, *_IGNORED_SYSTEM_KEYS)
    _check_keys(document, _REQUIRED_SYSTEM_KEYS, accepted, location)

    implementations = {}
    for collective, key in IMPLEMENTATION_KEYS.items():
        implementations[collective] = _list_of(document, key, str, location)
        if len(implementations[collective]) != len(network):
            raise HespasError(f"{key} has {len(implementations[collective])} entries but {network_path} has "
                              f"{len(network)} dimension(s); give one per dimension", location)
    dimensions = tuple(
        Dimension(**columns, **{collective: implementations[collective][index] for collective in COLLECTIVES})
        for index, columns in enumerate(network))
    for index, dimension in enumerate(dimensions):  # the file's fault, before any trace is read
        check_algorithms(dimension, f"dimension {index}", location, all_to_all=False)

    settings = {}
    for key, field, kind in _SYSTEM_SETTINGS:
        if key in document:
            if not _is_kind(document[key], kind):
                what = {str: "a string", int: "an integer", float: "a number"}[kind]
                raise HespasError(f"{key} must be {what}, not {document[key]!r}", location)
            settings[field] = float(document[key]) if kind is float else document[key]
    system = System(name=name or Path(network_path).stem, dimensions=dimensions, **settings)
    validate_system(system, location)
    if system.scheduling_policy not in SIMULATED_SCHEDULING_POLICIES:  # ASTRA-sim's EXPLICIT, say
        raise HespasError(f"scheduling-policy {system.scheduling_policy!r} is not implemented by the built-in "
                          f"simulator (use {' or '.join(SIMULATED_SCHEDULING_POLICIES)})", location)

    roofline_peak_TFLOPS = None
    enabled = document.get("roofline-enabled", 0)
    if enabled not in (0, 1) or isinstance(enabled, float):  # ASTRA-sim reads it as an integer flag
        raise HespasError(f"roofline-enabled must be 0 or 1, not {enabled!r}", location)
    if enabled:
        problem = number_problem(document.get("peak-perf"), RATE)
        if problem is not None:
            raise HespasError(f"roofline-enabled needs peak-perf (TFLOP/s): it {problem}", location)
        roofline_peak_TFLOPS = float(document["peak-perf"])
    return AstraSimConfig(system, roofline_peak_TFLOPS)
