"""The sweep file: which workloads, which axes to cross, the baseline; checked before any point runs.

A sweep file is TOML::

    title = "ResNet-50 across GPU generations"   # optional: the report's title
    baseline = { hardware = "a100" }             # optional: speedup = baseline step time / step time

    [[workloads]]
    name = "resnet50"                            # optional: the label (default: the file's stem)
    path = "resnet50.mlir"                       # relative to the sweep file; ${VAR} expanded
    # or: export = "model.py:train_step", spec = "spec.toml" (exported by `hespas export`, cached)
    batch_per_device = 256                       # optional, with unit: throughput
    unit = "samples"                             # "samples" or "tokens"

    [axes]
    hardware = ["a100", "h100"]                  # presets or .toml files
    system_size = [8, 16]                        # each hardware's own system of that many devices
    # or: system = ["dgx-h100"] and nodes = [1, 2] (scale-out of the preset)
    estimator = ["roofline"]
    options = ["", "fuse=false"]                 # lowering and simulation options, "k=v,k=v"
    ranks = [8]                                  # default: the system's device count

Every combination of the axes is one point per workload. A baseline names values
of some axes: a point's baseline is the point with those values and the same
values on every other axis. Errors name the file, the line of the entry at fault
where it can be found, and the entry.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import string
from dataclasses import dataclass, field
from pathlib import Path

from hespas import __version__
from hespas.code_digest import code_digest
from hespas.diagnostics import HespasError, SourceLocation
from hespas.numbers import NPUS, TIME_NS, Range, number_problem
from hespas.suggest import did_you_mean
from hespas.text_input import read_bytes, read_toml

AXES = ("hardware", "system", "system_size", "nodes", "estimator", "options", "ranks")
TOP_KEYS = ("title", "baseline", "workloads", "axes")
WORKLOAD_KEYS = ("name", "path", "export", "spec", "stage", "batch_per_device", "unit")
UNITS = {"samples": "samples/s", "tokens": "tokens/s"}
# "k=v" options a point takes: lowering options (part of the lowered program's cache key) and simulation ones.
# The lowering options are `hespas simulate`'s lowering flags (hespas.cli.lowering_flags), true the default:
# fuse (--no-fuse), attention (--attention), min-region-ns, peak-rates (--peak-rates), occupancy
# (--no-occupancy), xla-collectives (--no-xla-collectives: true runs XLA:GPU's collective passes on GPU hardware).
LOWERING_OPTIONS = {"fuse": ("true", "false"), "attention": ("fused", "materialized"), "min-region-ns": None,
                    "peak-rates": ("false", "true"), "occupancy": ("true", "false"),
                    "xla-collectives": ("true", "false")}
SIMULATION_OPTIONS = {"network-model": ("unaware", "aware")}
# what a point gets for an option its entry leaves out (attention's is the preset's: no one value)
OPTION_DEFAULTS = {"fuse": "true", "min-region-ns": 1000.0, "peak-rates": "false", "occupancy": "true",
                   "xla-collectives": "true", "network-model": "unaware"}
BATCH = Range(1e-6, 1e12)  # samples or tokens per device per step


@dataclass(frozen=True)
class Workload:
    name: str
    path: str
    module_sha256: str  # of the file's bytes: the cache key and the point ids follow the content
    batch_per_device: float | None = None
    unit: str | None = None  # "samples/s" or "tokens/s"


@dataclass(frozen=True)
class Point:
    """One simulation: a workload on one value of every axis. ``hardware`` and ``system`` are preset names or
    files as the sweep file writes them (a relative path normalised, relative to ``base_dir``: the labels and
    the id do not depend on the working directory); ``hardware_source`` and ``system_source`` are what
    loads them. ``ranks`` None means the system's device count."""

    workload: Workload
    hardware: str
    system: str | None  # None: a one-device module on one device of ``hardware``
    nodes: int | None
    estimator: str
    options: str
    ranks: int | None
    system_size: int | None = None  # the axis value that chose ``system`` and ``nodes``, if any
    # SHA-256 of the hardware and system files' bytes when the sweep was expanded (None for a preset name)
    files_sha256: tuple[str | None, str | None] = (None, None)
    base_dir: str = ""  # the sweep file's folder (absolute); "": the working directory (hespas compare)
    # fixed when the point is made (in the sweep's process) and travels with it: a worker never computes it,
    # so a worker that reads another state of hespas's code still records the point under the sweep's id
    point_id: str = field(init=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "point_id", self._id())

    @property
    def hardware_source(self) -> str:
        return _source(self.hardware, self.base_dir)

    @property
    def system_source(self) -> str | None:
        return _source(self.system, self.base_dir)

    def axis_values(self) -> dict:
        return {"workload": self.workload.name, "hardware": self.hardware,
                "system": self.system_size if self.system_size is not None else self.system,
                "nodes": self.nodes if self.system_size is None else None, "estimator": self.estimator, "options": self.options, "ranks": self.ranks}

    def _id(self) -> str:
        """A short hash of what the point's record depends on: the axis values, the workload's content, the
        content of its hardware and system files (a preset's is part of hespas's code), the hespas version and a
        digest of hespas's code. A folder's record is reused only for the same id: a record that an older state
        of the code, or an older state of a hardware or system file, made is not read back as this point's."""
        key = json.dumps([self.axis_values(), self.system, self.workload.module_sha256, __version__, code_digest(),
                          *self.files_sha256], sort_keys=True)
        return hashlib.sha256(key.encode()).hexdigest()[:12]

    def option_values(self) -> dict[str, str]:
        return parse_options(self.options)

    def lowering_options(self) -> str:
        """The options that change the lowered program, as "k=v,k=v" (sorted)."""
        values = self.option_values()
        return ",".join(f"{k}={values[k]}" for k in sorted(values) if k in LOWERING_OPTIONS)


def is_file_value(value: str) -> bool:
    """Whether a hardware or system axis value names a file (a ``.toml`` file or a path), not a preset."""
    return value.endswith(".toml") or "/" in value


def _source(value: str | None, base_dir: str) -> str | None:
    """``value`` as loadable: a file's path joined to ``base_dir`` (an absolute one unchanged), a preset as is."""
    return os.path.join(base_dir, value) if value is not None and is_file_value(value) else value


def _file_sha256(value: str | None) -> str | None:
    """SHA-256 of the bytes of a hardware or system file (``_source``'s path); None for a preset name, or a
    file that cannot be read (its point fails, saying so)."""
    if value is None or not is_file_value(value):
        return None
    try:
        return hashlib.sha256(Path(value).read_bytes()).hexdigest()
    except OSError:
        return None


@dataclass
class SweepSpec:
    title: str
    workloads: list[Workload]
    axes: dict[str, list]
    baseline: dict = field(default_factory=dict)  # axis -> value
    points: list[Point] = field(default_factory=list)
    base_dir: str = ""  # where the axes' relative file paths are: the sweep file's folder ("": the working one)


def parse_options(text: str) -> dict[str, str]:
    """``"k=v,k=v"`` as a dict (no check; ``check_options`` checks)."""
    return dict(item.split("=", 1) for item in text.split(",") if item)


class _Checker:
    """Errors at the sweep file, on the line where the entry's text first appears when it does (within one
    table's lines for ``table``'s checker, else at its header)."""

    def __init__(self, path: str, text_lines: list[str], first: int = 1, last: int | None = None,
                 fallback: SourceLocation | None = None):
        self.path = path
        self.lines = text_lines
        self.first, self.last = first, len(text_lines) if last is None else last  # 1-based, inclusive
        self.fallback = fallback or SourceLocation(path)

    def fail(self, message: str, needle: str | None = None):
        raise HespasError(message, self.locate(needle))

    def locate(self, needle: str | None) -> SourceLocation:
        if needle:
            for number in range(self.first, self.last + 1):
                column = self.lines[number - 1].split("#", 1)[0].find(needle)
                if column >= 0:
                    return SourceLocation(self.path, number, column + 1)
        return self.fallback

    def table(self, name: str, number: int) -> _Checker:
        """A checker for the ``number``-th ``[[name]]`` table: its lines, up to the next table's header
        (itself when the file writes no such table, e.g. an inline array of tables)."""
        def header(line: str) -> str:
            return line.split("#", 1)[0].replace(" ", "").replace("\t", "")

        starts = [index for index, line in enumerate(self.lines, 1) if header(line) == f"[[{name}]]"]
        if number > len(starts):
            return self
        first = starts[number - 1]
        last = next((index - 1 for index in range(first + 1, len(self.lines) + 1)
                     if header(self.lines[index - 1]).startswith("[")), len(self.lines))
        return _Checker(self.path, self.lines, first, last, SourceLocation(self.path, first, 1))


def load_sweep(path: str | os.PathLike) -> SweepSpec:
    """The sweep file at ``path``, checked, with its points; a HespasError for the first problem."""
    shown = os.fspath(path)
    document = read_toml(shown, "sweep file")
    with open(shown, encoding="utf-8") as stream:  # read_toml decoded it already: UTF-8
        check = _Checker(shown, stream.read().splitlines())
    for key in document:
        if key not in TOP_KEYS:
            check.fail(f"unknown key '{key}'{did_you_mean(key, TOP_KEYS)}; a sweep file has "
                       f"{', '.join(TOP_KEYS)}", key)
    title = document.get("title", Path(shown).stem)
    if not isinstance(title, str):
        check.fail("'title' must be a string", "title")
    workloads = _workloads(document.get("workloads"), Path(shown).parent, check)
    base_dir = os.path.abspath(Path(shown).parent)
    axes = _axes(document.get("axes"), base_dir, check)
    baseline = _baseline(document.get("baseline", {}), axes, check)
    spec = SweepSpec(title, workloads, axes, baseline, base_dir=base_dir)
    spec.points = expand_points(spec, check)
    return spec


def _workloads(entries, directory: Path, check: _Checker) -> list[Workload]:
    if not isinstance(entries, list) or not entries or not all(isinstance(e, dict) for e in entries):
        check.fail("the sweep needs at least one [[workloads]] table with a 'path'", "workloads")
    result, names = [], set()
    whole_file = check
    for number, entry in enumerate(entries, 1):
        where, check = f"workload {number}", whole_file.table("workloads", number)
        for key in entry:
            if key not in WORKLOAD_KEYS:
                check.fail(f"{where}: unknown key '{key}'{did_you_mean(key, WORKLOAD_KEYS)}; a workload has "
                           f"{', '.join(WORKLOAD_KEYS)}", key)
        resolved = _workload_file(entry, where, directory, check)
        problem = saved_program_problem(resolved)
        if problem is not None:
            check.fail(f"{where}: {problem}", "path")
        try:
            data = read_bytes(resolved)
        except OSError as error:
            check.fail(f"{where}: cannot read {str(resolved)!r}: {error.strerror}", entry.get("path"))
        name = entry.get("name", resolved.stem if "path" in entry else entry["export"].rpartition(":")[2])
        named_by = "name" if "name" in entry else None  # else the table: its path or export gave the name
        if not isinstance(name, str) or not name or name in names:
            check.fail(f"{where}: 'name' must be a string no other workload has", named_by)
        if not name.isprintable():  # a newline or a tab would break the table's rows
            check.fail(f"{where}: 'name' must be printable (no newline, tab or other control character), "
                       f"got {name!r}", named_by)
        names.add(name)
        batch, unit = entry.get("batch_per_device"), entry.get("unit")
        if (batch is None) != (unit is None):
            check.fail(f"{where}: give 'batch_per_device' and 'unit' together (throughput needs both)",
                       "batch_per_device" if batch is not None else "unit")
        if batch is not None:
            if number_problem(batch, BATCH) is not None:
                check.fail(f"{where}: 'batch_per_device' must be a positive number, got {batch!r}", "batch_per_device")
            if unit not in UNITS:
                check.fail(f"{where}: 'unit' must be one of {', '.join(UNITS)}, got {unit!r}"
                           f"{did_you_mean(str(unit), UNITS)}", "unit")
        result.append(Workload(name, str(resolved), hashlib.sha256(data).hexdigest(), batch,
                               UNITS.get(unit) if unit else None))
    return result


def saved_program_problem(path) -> str | None:
    """Why ``path``, a saved program (``hespas simulate --save-program``), cannot be a sweep's or a comparison's
    workload (its compute is costed already, on the hardware it was lowered for), or None for any other file."""
    from hespas.program.file import is_saved_program

    if not is_saved_program(path):
        return None
    return ("a saved program (.hprog) keeps the costs of the hardware it was lowered for, so it cannot be costed "
            "on other hardware: give the StableHLO step (`hespas simulate FILE.hprog --system S` runs a saved "
            "program on other systems)")


def _expanded(text, key: str, where: str, directory: Path, check: _Checker) -> Path:
    """``text`` (a path relative to the sweep file, ``${VAR}`` and ``~`` expanded)."""
    if not isinstance(text, str) or not text:
        check.fail(f"{where}: '{key}' must be a path", key)
    try:
        expanded = string.Template(text).substitute(os.environ)
    except (KeyError, ValueError) as error:
        check.fail(f"{where}: cannot expand {text!r}: {'unset variable ' if isinstance(error, KeyError) else ''}"
                   f"{error}", text)
    return directory / os.path.expanduser(expanded)


def _workload_file(entry: dict, where: str, directory: Path, check: _Checker) -> Path:
    """The StableHLO file of a workload: its 'path', or what `hespas export` makes of 'export' and 'spec'."""
    if ("path" in entry) == ("export" in entry):
        check.fail(f"{where}: give 'path' (a StableHLO file) or 'export' and 'spec' (a JAX function to export)",
                   "path" if "path" in entry else "workloads")
    if "path" in entry:
        for key in ("spec", "stage"):
            if key in entry:
                check.fail(f"{where}: '{key}' goes with 'export', not 'path'", key)
        return _expanded(entry["path"], "path", where, directory, check)
    from hespas.sweep.exported import exported_module
    from hespas.sweep.lowering import default_cache_dir

    from hespas.export.stages import DEFAULT_STAGE, STAGES

    # `hespas export`'s default stage, which `hespas simulate` also loads a global module at: the program's own
    # dtypes (the optimized stage is XLA's CPU pipeline, which computes bf16 in f32)
    target, stage = entry["export"], entry.get("stage", DEFAULT_STAGE)
    if not isinstance(target, str) or stage not in STAGES:
        check.fail(f"{where}: 'export' must be MODULE:FUNCTION and 'stage' optimized or partitioned",
                   "export" if not isinstance(target, str) else "stage")
    spec = _expanded(entry.get("spec"), "spec", where, directory, check)
    try:
        return exported_module(target, spec, stage, directory, default_cache_dir().parent, check.locate(target),
                               check.locate(entry["spec"]))
    except HespasError as error:
        raise HespasError(f"{where}: {error.message}", error.location) from None


def _axes(table, base_dir: str, check: _Checker) -> dict[str, list]:
    if not isinstance(table, dict) or not table:
        check.fail("the sweep needs an [axes] table (at least 'hardware')", "axes")
    for key, values in table.items():
        if key not in AXES:
            check.fail(f"unknown axis '{key}'{did_you_mean(key, AXES)}; axes: {', '.join(AXES)}", key)
        if not isinstance(values, list) or not values:
            check.fail(f"axis '{key}' must be a non-empty array", key)
    if "hardware" not in table:
        check.fail("the [axes] table needs 'hardware'", "axes")
    if "system" in table and "system_size" in table:
        check.fail("give 'system' (presets or files) or 'system_size' (each hardware's own system), not both",
                   "system_size")
    if "nodes" in table and "system" not in table:
        check.fail("'nodes' scales out the presets of the 'system' axis: give 'system' too", "nodes")
    axes = {"estimator": ["roofline"], "options": [""], "ranks": [None], "nodes": [None], **table}
    for key in ("system_size", "nodes", "ranks"):
        for value in table.get(key, []):
            if (problem := number_problem(value, NPUS)) is not None:
                check.fail(f"axis '{key}': {problem}", f"{key}")
    for key in ("hardware", "system", "estimator", "options"):
        for value in table.get(key, []):
            if not isinstance(value, str):
                check.fail(f"axis '{key}': every value must be a string, got {value!r}", key)
    _check_presets(axes, base_dir, check)
    for key in ("hardware", "system"):  # a file: as written, normalised (Point.*_source load it)
        if key in axes:
            axes[key] = [_normalised(value) for value in axes[key]]
    for options in axes["options"]:
        _check_options(options, check)
    _check_distinct(axes, base_dir, check)
    return axes


def _check_distinct(axes: dict, base_dir: str, check: _Checker) -> None:
    """No axis names one value twice, however spelled: a hardware or system preset by an alias and its name, a
    file by two paths, options in another order or with a default written out (each would run a point twice)."""
    for key, values in axes.items():
        seen = {}
        for value in values:
            meaning = _meaning(key, value, base_dir)
            if meaning in seen:
                first = seen[meaning]
                if value == first:
                    check.fail(f"axis '{key}' names a value twice", key)
                check.fail(f"axis '{key}' names a value twice: {value!r} is {first!r}", f'"{value}"')
            seen[meaning] = value


def _meaning(key: str, value, base_dir: str):
    """What ``value`` of axis ``key`` names: a preset's canonical name, a file's real path, options canonical."""
    from hespas.hardware import load_hardware
    from hespas.systems import load_system

    if key in ("hardware", "system"):
        if is_file_value(value):
            return os.path.realpath(_source(value, base_dir))
        return (load_hardware if key == "hardware" else load_system)(value).name
    return _canonical_options(value) if key == "options" else value


def _canonical_options(text: str) -> tuple:
    """An options entry as the point it gives: keys sorted, numbers as numbers, defaults left out."""
    values = parse_options(text)
    if "min-region-ns" in values:
        values["min-region-ns"] = float(values["min-region-ns"])
    return tuple(sorted((key, value) for key, value in values.items() if OPTION_DEFAULTS.get(key) != value))


def _normalised(value):
    """A file's path as written, normalised (``./hw//a.toml`` is ``hw/a.toml``); anything else as is."""
    return os.path.normpath(value) if isinstance(value, str) and is_file_value(value) else value


def _check_presets(axes: dict, base_dir: str, check: _Checker) -> None:
    from hespas.estimators.registry import check_estimator_name
    from hespas.hardware import load_hardware
    from hespas.systems import load_system

    for what, values, load in (("hardware", axes["hardware"], load_hardware),
                               ("system", axes.get("system", []), load_system),
                               ("estimator", axes["estimator"], check_estimator_name)):
        for value in values:
            try:
                load(_source(value, base_dir) if what != "estimator" else value)
            except HespasError as error:
                check.fail(f"axis '{what}': {error.message}", f'"{value}"')


def _check_options(text: str, check: _Checker) -> None:
    known = {**LOWERING_OPTIONS, **SIMULATION_OPTIONS}
    given = set()
    for item in text.split(",") if text else []:
        key, equals, value = item.partition("=")
        if not equals or key not in known:
            check.fail(f"axis 'options': {item!r} is not k=v with k one of {', '.join(known)}"
                       f"{did_you_mean(key, known)}", item)
        if key in given:
            check.fail(f"axis 'options': {text!r} gives {key} twice", text)
        given.add(key)
        choices = known[key]
        if choices is not None and value not in choices:
            check.fail(f"axis 'options': {key} must be one of {', '.join(choices)}, got {value!r}", item)
        if key == "min-region-ns":  # the range hespas-partition and --min-region-ns take
            try:
                problem = number_problem(float(value), TIME_NS)
            except ValueError:
                problem = f"must be a number of ns, got {value!r}"
            if problem is not None:
                check.fail(f"axis 'options': min-region-ns {problem}", item)
    values = parse_options(text)
    if values.get("fuse") == "false" and "attention" in values:  # nothing fused: no attention mode applies
        check.fail(f"axis 'options': {text!r}: attention says how hespas-fuse fuses attention: drop fuse=false, "
                   "or drop attention", text)


def _baseline(table, axes: dict, check: _Checker) -> dict:
    if not isinstance(table, dict):
        check.fail("'baseline' must be a table of axis values, e.g. { hardware = \"a100\" }", "baseline")
    table = {key: _normalised(value) if key in ("hardware", "system") else value for key, value in table.items()}
    for key, value in table.items():
        if key not in AXES:
            check.fail(f"baseline: unknown axis '{key}'{did_you_mean(key, AXES)}", "baseline")
        if value not in axes.get(key, []):
            check.fail(f"baseline: {key} = {value!r} is not a point of the sweep (axis '{key}' has "
                       f"{', '.join(map(repr, axes.get(key, []))) or 'no values'})", "baseline")
    return dict(table)


def expand_points(spec: SweepSpec, check: _Checker | None = None) -> list[Point]:
    """Every point of the sweep, in a fixed order: workloads, then the axes as listed in ``AXES``."""
    from hespas.sweep.vendor_systems import own_system

    axes = spec.axes
    sizes = axes.get("system_size")
    files_sha256 = {value: _file_sha256(_source(value, spec.base_dir))
                    for value in (*axes["hardware"], *axes.get("system", []))}
    points = []
    for workload, hardware in itertools.product(spec.workloads, axes["hardware"]):
        if sizes is not None:
            systems = []
            for size in sizes:
                try:
                    systems.append((*own_system(_source(hardware, spec.base_dir), size), size))
                except HespasError as error:
                    if check is None:
                        raise
                    check.fail(f"axis 'system_size': {error.message}; add a system preset, or name systems with "
                               "the 'system' axis", "system_size")
        else:
            systems = [(system, nodes, None) for system in axes.get("system", [None])
                       for nodes in axes["nodes"]]
            if check is not None:
                _check_scale_out(systems, spec.base_dir, check)
        for (system, nodes, size), estimator, options, ranks in itertools.product(
                systems, axes["estimator"], axes["options"], axes["ranks"]):
            points.append(Point(workload, hardware, system, nodes, estimator, options, ranks, size,
                                (files_sha256[hardware], files_sha256.get(system)), spec.base_dir))
    return points


def compare_spec(path: str, hardware: list[str], system_size: int | None = None,
                 estimator: str = "roofline") -> SweepSpec:
    """The sweep of ``hespas compare``: one workload on each hardware's own system of ``system_size``
    devices (None: the module's device count), with the first hardware as the baseline; the hardware and
    the estimator are checked before the module is read."""
    from hespas.estimators.registry import check_estimator_name
    from hespas.hardware import load_hardware

    if not hardware:
        raise HespasError("--hardware needs at least one preset or file")
    for name in hardware:
        load_hardware(name)
    if len({_meaning("hardware", name, "") for name in hardware}) != len(hardware):  # h100 and h100-sxm too
        raise HespasError("--hardware names a hardware twice")
    try:
        check_estimator_name(estimator)
    except HespasError as error:
        raise HespasError(f"--estimator: {error.message}") from None
    problem = saved_program_problem(path)
    if problem is not None:
        raise HespasError(problem, SourceLocation(path))
    try:
        data = read_bytes(path)
    except OSError as error:
        raise HespasError(f"cannot read the workload: {error.strerror}", SourceLocation(path)) from None
    if system_size is None:
        from hespas.sweep.lowering import module_devices

        system_size = module_devices(path)
    workload = Workload(Path(path).stem, path, hashlib.sha256(data).hexdigest())
    axes = {"hardware": hardware, "system_size": [system_size], "estimator": [estimator], "options": [""],
            "ranks": [None], "nodes": [None]}
    spec = SweepSpec(f"{workload.name} on {system_size} device(s) of each hardware", [workload], axes,
                     {"hardware": hardware[0]})
    try:
        spec.points = expand_points(spec)
    except HespasError as error:  # a size with no preset: say what compare takes
        raise HespasError(f"{error.message}; give a --system-size the presets have, or add a system preset",
                          error.location) from None
    return spec


def _check_scale_out(systems: list, base_dir: str, check: _Checker) -> None:
    """Every system of the sweep scales out to its node counts (a preset without [scale_out] does not)."""
    from hespas.systems import load_system

    for system, nodes, _ in systems:
        if system is not None and nodes is not None:
            try:
                load_system(_source(system, base_dir), nodes)
            except HespasError as error:
                check.fail(f"axis 'nodes': system {system!r} on {nodes} nodes: {error.message}", "nodes")


def baseline_of(point: Point, baseline: dict) -> dict:
    """The axis values of ``point``'s baseline point."""
    values = point.axis_values()
    for key, value in baseline.items():
        values["system" if key == "system_size" else key] = value
    return values
