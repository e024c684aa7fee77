"""The export spec: the mesh, the function's example arguments (pytrees of shapes, dtypes and
shardings) and its static arguments, from a TOML file or from a Python function.

A TOML spec::

    [mesh]                    # axis name = size, in order
    data = 2
    model = 4

    [static]                  # optional: keyword arguments bound before tracing
    num_layers = 4

    [[inputs]]                # one entry per positional argument, in order
    name = "x"                # optional, for messages
    shape = [256, 1024]
    dtype = "bf16"            # see DTYPES
    sharding = ["data", []]   # a PartitionSpec: per dimension an axis, a list of axes, or [] (not sharded);
                              # trailing dimensions may be left out; no sharding = replicated
    donate = false            # optional: the buffer may be reused for an output

    [[outputs]]               # optional: one table for every output, or one per element
    sharding = ["data"]       # of the tuple the function returns

An argument may be a pytree: a table without ``shape`` is a dict (its keys, its values
arguments again), an array is a list. ``[inputs]`` as a table instead of ``[[inputs]]``
names the function's parameters (``[inputs.params.w1]``, ``[inputs.x]``). Every mistake is
found while reading the file, before any JAX object is built, and located in it.

A Python spec is a function (``MODULE:FUNCTION``, or a function name in the exported
function's module) returning ``{"mesh": {...}, "args": (...), "in_shardings": (...)}`` and
optionally ``"out_shardings"``, ``"donate_argnums"`` and ``"static"``: pytrees of
``jax.ShapeDtypeStruct`` and of ``PartitionSpec``, checked the same way.
"""

from __future__ import annotations

import dataclasses
import inspect
import math
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec

from hespas.diagnostics import HespasError, SourceLocation
from hespas.export.step import source_of
from hespas.text_input import parse_toml, read_utf8

DTYPES = {
    "bool": jnp.bool_, "i8": jnp.int8, "i16": jnp.int16, "i32": jnp.int32, "i64": jnp.int64,
    "u8": jnp.uint8, "u16": jnp.uint16, "u32": jnp.uint32, "u64": jnp.uint64,
    "f8e4m3fn": jnp.float8_e4m3fn, "f8e5m2": jnp.float8_e5m2,
    "bf16": jnp.bfloat16, "f16": jnp.float16, "f32": jnp.float32, "f64": jnp.float64,
}
# NumPy's spellings are accepted too: float32, bfloat16, int8...
_DTYPE_ALIASES = {jnp.dtype(dtype).name: name for name, dtype in DTYPES.items()}
# The largest array, in bytes, XLA can address (its sizes and offsets are signed 64-bit).
MAX_ARRAY_BYTES = 2**63 - 1
# The largest mesh export partitions for. It runs on virtual CPU devices, and XLA's CPU client (jaxlib
# 0.10.2) compiles an SPMD program for at most 2048 of them: at 2049 it fails with "Multiprocess
# computations aren't implemented on the CPU backend" (measured by bisection). Checked before JAX creates
# a device, so a mesh of 10^12 is refused at once instead of exhausting memory.
MAX_MESH_DEVICES = 2048
_LEAF_KEYS = ("name", "shape", "dtype", "sharding", "donate")
_SPEC_KEYS = ("mesh", "args", "in_shardings", "out_shardings", "donate_argnums", "static")


@dataclasses.dataclass(frozen=True)
class InputSpec:
    """One array argument (a leaf of an argument pytree)."""

    name: str
    shape: tuple[int, ...]
    dtype: str  # a key of DTYPES
    sharding: PartitionSpec
    donate: bool = False

    def shape_dtype(self) -> jax.ShapeDtypeStruct:
        return jax.ShapeDtypeStruct(self.shape, DTYPES[self.dtype])


@dataclasses.dataclass(frozen=True)
class ExportSpec:
    """The mesh and the function's arguments.

    ``arguments``: per positional argument a pytree (dicts, lists) of ``InputSpec`` — a tuple —
    or, from an ``[inputs]`` table, the same keyed by parameter name (see ``bind``).
    """

    mesh_axes: dict[str, int]
    arguments: tuple | dict[str, Any]
    output_shardings: tuple[PartitionSpec, ...] | None
    static_kwargs: dict[str, Any]
    source: str = "spec"  # the spec file, for messages
    text: str = ""  # the spec file's text, to locate a table in messages after it was read

    @property
    def num_devices(self) -> int:
        count = 1
        for size in self.mesh_axes.values():
            count *= size
        return count

    @property
    def inputs(self) -> tuple[InputSpec, ...]:
        """Every array argument, in the order of the pytrees' leaves."""
        return tuple(jax.tree.leaves(self.arguments, is_leaf=_is_input))

    def bind(self, function: Callable) -> tuple[tuple, tuple, tuple[int, ...]]:
        """(args, in_shardings, donate_argnums) for ``function``: pytrees of ShapeDtypeStruct and of
        PartitionSpec, positional; named arguments matched to ``function``'s parameters."""
        arguments = self.arguments
        if isinstance(arguments, dict):
            arguments = self._by_position(function, arguments)
        args = tuple(jax.tree.map(InputSpec.shape_dtype, argument, is_leaf=_is_input) for argument in arguments)
        shardings = tuple(jax.tree.map(lambda leaf: leaf.sharding, argument, is_leaf=_is_input)
                          for argument in arguments)
        donated = tuple(i for i, argument in enumerate(arguments)
                        if all(leaf.donate for leaf in jax.tree.leaves(argument, is_leaf=_is_input)))
        return args, shardings, donated

    def out_shardings(self):
        """For ``jax.jit``: one [[outputs]] table applies to every output; several are a tuple, one per
        returned array."""
        if self.output_shardings is None or len(self.output_shardings) != 1:
            return self.output_shardings
        return self.output_shardings[0]

    def _by_position(self, function: Callable, named: dict[str, Any]) -> tuple:
        try:
            parameters = list(inspect.signature(function).parameters.values())
        except (TypeError, ValueError):
            raise HespasError("[inputs] names parameters, but the function's signature cannot be read; "
                              "use [[inputs]] (positional)", SourceLocation(self.source)) from None
        positional = [p.name for p in parameters
                      if p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)]
        unknown = [name for name in named if name not in positional]
        if unknown:
            raise HespasError(f"[inputs] names '{unknown[0]}', not a positional parameter of the function "
                              f"(parameters: {', '.join(positional) or 'none'})",
                              self._location(("inputs", unknown[0])))
        count = max(positional.index(name) for name in named) + 1
        missing = [name for name in positional[:count] if name not in named]
        if missing:
            raise HespasError(f"[inputs] has no '{missing[0]}', which comes before '{positional[count - 1]}' "
                              "in the function's parameters", self._location(("inputs", positional[count - 1])))
        return tuple(named[name] for name in positional[:count])


    def check_static(self, function: Callable) -> None:
        """HespasError at the [static] key that names no keyword parameter of ``function`` (before the static
        arguments are bound to it; one with ``**kwargs``, or whose signature cannot be read, is left to the
        trace)."""
        try:
            parameters = inspect.signature(function).parameters.values()
        except (TypeError, ValueError):
            return
        if any(p.kind == inspect.Parameter.VAR_KEYWORD for p in parameters):
            return
        keywords = [p.name for p in parameters if p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                                              inspect.Parameter.KEYWORD_ONLY)]
        for name in self.static_kwargs:
            if name not in keywords:
                raise HespasError(f"[static] names '{name}', not a keyword parameter of the function "
                                  f"(parameters: {', '.join(keywords) or 'none'})", self._location(("static", name)))

    def _location(self, path: tuple) -> SourceLocation:
        """The line of the spec file that opens ``path``'s table."""
        return _Reader(self.source, self.text).location(path)


def _is_input(node) -> bool:
    return isinstance(node, InputSpec)


def load_spec(path: str) -> ExportSpec:
    """Read and check a TOML spec file; every mistake is a HespasError located in the file."""
    text = read_utf8(path, "the spec")
    return _Reader(path, text).spec(parse_toml(text, path))


@dataclasses.dataclass
class _Reader:
    path: str
    text: str

    def spec(self, table: dict) -> ExportSpec:
        unknown = set(table) - {"mesh", "static", "inputs", "outputs"}
        if unknown:
            self.fail(f"unknown key '{sorted(unknown)[0]}' (keys: mesh, static, inputs, outputs)")
        mesh = self.mesh(table.get("mesh"))
        inputs = table.get("inputs")
        if isinstance(inputs, list) and inputs:
            arguments = tuple(self.node(entry, mesh, ("inputs", index)) for index, entry in enumerate(inputs))
            for index, argument in enumerate(arguments):
                self.check_donation(argument, ("inputs", index))
        elif isinstance(inputs, dict) and inputs:
            arguments = {name: self.node(entry, mesh, ("inputs", name)) for name, entry in inputs.items()}
            for name, argument in arguments.items():
                self.check_donation(argument, ("inputs", name))
        else:
            self.fail("the spec needs its inputs: [[inputs]] tables (positional) or an [inputs] table "
                      "(by parameter name)")
        outputs = table.get("outputs")
        if outputs is not None and not isinstance(outputs, list):
            self.fail("'outputs' must be [[outputs]] tables")
        static = table.get("static", {})
        if not isinstance(static, dict):
            self.fail("'static' must be a table of keyword arguments")
        return ExportSpec(
            mesh,
            arguments,
            None if outputs is None else tuple(self.output(entry, mesh, index) for index, entry in enumerate(outputs)),
            static,
            self.path,
            self.text,
        )

    def mesh(self, mesh) -> dict[str, int]:
        if not isinstance(mesh, dict) or not mesh:
            self.fail("the spec needs a [mesh] table: axis name = size")
        for axis, size in mesh.items():
            if not isinstance(size, int) or isinstance(size, bool) or size < 1:
                self.fail(f"mesh axis '{axis}' must have a positive integer size, got {size!r}", ("mesh",), axis)
        problem = mesh_size_problem(mesh)
        if problem:
            self.fail(problem, ("mesh",))
        return dict(mesh)

    def node(self, entry, mesh: dict[str, int], path: tuple):
        """An argument pytree: a leaf table (with ``shape``), a table of arguments, or an array of them."""
        if isinstance(entry, dict) and "shape" in entry:
            return self.leaf(entry, mesh, path)
        if isinstance(entry, dict) and entry:
            if "dtype" in entry or "sharding" in entry:
                name = f" ('{entry['name']}')" if "name" in entry else ""
                self.fail(f"{_label(path)}{name} has no 'shape'", path)
            return {key: self.node(value, mesh, (*path, key)) for key, value in entry.items()}
        if isinstance(entry, list) and entry:
            return [self.node(value, mesh, (*path, index)) for index, value in enumerate(entry)]
        self.fail(f"{_label(path)} must be a table with shape and dtype, a table of such tables or an array of "
                  f"them, got {entry!r}", path)

    def leaf(self, entry: dict, mesh: dict[str, int], path: tuple) -> InputSpec:
        label = _label(path) + (f" ('{entry['name']}')" if "name" in entry else "")
        unknown = set(entry) - set(_LEAF_KEYS)
        if unknown:
            key = sorted(unknown)[0]
            self.fail(f"{label} has unknown key '{key}' (keys: {', '.join(_LEAF_KEYS)})", path, key)
        if "dtype" not in entry:
            self.fail(f"{label} has no 'dtype'", path)
        shape = entry["shape"]
        if not isinstance(shape, list) or any(not isinstance(d, int) or isinstance(d, bool) or d < 0 for d in shape):
            self.fail(f"{label}: shape must be a list of non-negative integers, got {shape!r}", path, "shape")
        dtype = entry["dtype"]
        if not isinstance(dtype, str):
            self.fail(f"{label}: dtype must be a string such as \"bf16\", got {dtype!r}", path, "dtype")
        dtype = _DTYPE_ALIASES.get(dtype, dtype)
        if dtype not in DTYPES:
            self.fail(f"{label}: unknown dtype {entry['dtype']!r} (known: {', '.join(DTYPES)})", path, "dtype")
        if math.prod(shape) * jnp.dtype(DTYPES[dtype]).itemsize > MAX_ARRAY_BYTES:
            self.fail(f"{label}: shape {shape} of {dtype} is over {MAX_ARRAY_BYTES} bytes (XLA's sizes are int64)",
                      path, "shape")
        sharding = self.sharding(entry.get("sharding", []), mesh, label, path)
        if len(sharding) > len(shape):
            self.fail(f"{label}: sharding has {len(sharding)} entries for a rank-{len(shape)} shape", path,
                      "sharding")
        for dim, axes in enumerate(sharding):  # jax.jit refuses an input sharding that splits a dim unevenly
            names = () if axes is None else (axes,) if isinstance(axes, str) else axes
            devices = math.prod(mesh[name] for name in names)
            if shape[dim] % devices:
                self.fail(f"{label}: dimension {dim} (size {shape[dim]}) is split over {', '.join(names)} "
                          f"({devices} devices), which does not divide it", path, "sharding")
        donate = entry.get("donate", False)
        if not isinstance(donate, bool):
            self.fail(f"{label}: donate must be true or false", path, "donate")
        default_name = "arg" + "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in path[1:])
        return InputSpec(str(entry.get("name", default_name)), tuple(shape), dtype, sharding, donate)

    def output(self, entry, mesh: dict[str, int], index: int) -> PartitionSpec:
        path = ("outputs", index)
        if not isinstance(entry, dict):
            self.fail(f"outputs[{index}] must be a table", path)
        unknown = set(entry) - {"sharding"}
        if unknown:
            key = sorted(unknown)[0]
            self.fail(f"outputs[{index}] has unknown key '{key}' (keys: sharding)", path, key)
        return self.sharding(entry.get("sharding", []), mesh, f"outputs[{index}]", path)

    def sharding(self, dims, mesh: dict[str, int], label: str, path: tuple) -> PartitionSpec:
        problem = sharding_problem(dims, mesh)
        if problem:
            self.fail(f"{label}: {problem}", path, "sharding")
        return PartitionSpec(*(dim if isinstance(dim, str) else tuple(dim) or None for dim in dims))

    def check_donation(self, argument, path: tuple) -> None:
        flags = {leaf.donate for leaf in jax.tree.leaves(argument, is_leaf=_is_input)}
        if len(flags) > 1:
            self.fail(f"{_label(path)}: donate must be the same for every array of an argument (JAX donates "
                      "whole arguments)", path)

    def fail(self, message: str, path: tuple = (), key: str | None = None):
        """HespasError at ``key``'s line in the table at ``path`` (or the table's, where ``key`` is not found)."""
        raise HespasError(message, self.location(path) if key is None else self.key_location(path, key))

    def key_location(self, path: tuple, key: str) -> SourceLocation:
        """The ``key = ...`` line of the table at ``path`` (after its header, before the next table), else the
        table's own line."""
        table = self.location(path)
        if not table.line:
            return table
        lines = self.text.splitlines()
        for number in range(table.line + 1, len(lines) + 1):
            stripped = lines[number - 1].strip()
            if stripped.startswith("["):
                break
            name, equals, _ = stripped.partition("=")
            if equals and name.strip().strip('"') == key:
                return SourceLocation(self.path, number, lines[number - 1].index(name.strip()) + 1)
        return table

    def location(self, path: tuple) -> SourceLocation:
        """The line that opens the table at ``path`` (the index-th ``[[inputs]]``, ``[inputs.a.b]`` or the first
        of its sub-tables, or a ``key =`` line), else the first such line of a shorter path, else just the file."""
        lines = self.text.splitlines()
        for end in range(len(path), 0, -1):
            keys = [part for part in path[:end] if isinstance(part, str)]
            indices = [part for part in path[:end] if isinstance(part, int)]
            header = ".".join(keys)
            if end == 2 and indices and path[0] in ("inputs", "outputs"):  # the index-th [[inputs]]
                seen = 0
                for number, line in enumerate(lines, start=1):
                    if line.strip().startswith(f"[[{path[0]}]]"):
                        if seen == indices[0]:
                            return SourceLocation(self.path, number, 1)
                        seen += 1
                continue
            for number, line in enumerate(lines, start=1):
                stripped = line.strip()
                # the table itself, or the first of its sub-tables ([inputs.params] may be written only as
                # [[inputs.params.layers]] and [inputs.params.scale])
                if stripped.startswith((f"[{header}]", f"[[{header}]]", f"[{header}.", f"[[{header}.")):
                    return SourceLocation(self.path, number, 1)
            if keys and not indices:
                for number, line in enumerate(lines, start=1):
                    if line.strip().split("=")[0].strip() == keys[-1] and "=" in line:
                        return SourceLocation(self.path, number, 1)
        return SourceLocation(self.path)


def mesh_size_problem(mesh: dict[str, int]) -> str | None:
    """Why a mesh (positive integer sizes) is too large to export for, or None."""
    devices = math.prod(mesh.values())
    if devices > MAX_MESH_DEVICES:
        return (f"the mesh has {devices} devices; export partitions on virtual CPU devices, and XLA's CPU "
                f"client compiles for at most {MAX_MESH_DEVICES}")
    return None


def sharding_problem(dims, mesh: dict[str, int]) -> str | None:
    """What is wrong with a sharding written as data (per dimension an axis, a list of axes, or
    ``[]``/None), or None. Checked before a PartitionSpec is built."""
    if not isinstance(dims, (list, tuple)):
        return f"sharding must be a list (per dimension: an axis, a list of axes, or []), got {dims!r}"
    seen = set()
    for dim in dims:
        axes = [] if dim is None else dim if isinstance(dim, (list, tuple)) else [dim]
        for axis in axes:
            if not isinstance(axis, str):
                return (f"sharding entry {dim!r} is not an axis name, a list of axis names or [] "
                        f"(axes: {', '.join(mesh)})")
            if axis not in mesh:
                return f"sharding names {axis!r}, not a mesh axis (axes: {', '.join(mesh)})"
            if axis in seen:
                return f"sharding uses mesh axis {axis!r} twice (a mesh axis shards one dimension at most)"
            seen.add(axis)
    return None


def _label(path: tuple) -> str:
    text = str(path[0])
    for part in path[1:]:
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text


def python_spec(function: Callable) -> ExportSpec:
    """Call a Python spec function and check what it returns (see the module's docstring)."""
    where = source_of(function)
    name = getattr(function, "__qualname__", repr(function))

    def fail(message: str):
        raise HespasError(f"spec function {name}: {message}", where)

    try:
        returned = function()
    except HespasError:
        raise
    except Exception as error:  # the user's function may raise anything
        lines = [line for line in str(error).splitlines() if line.strip()]
        fail(f"raised {type(error).__name__}: {lines[0] if lines else ''}".rstrip(": "))
    if not isinstance(returned, dict):
        fail(f"must return a dict with keys {', '.join(_SPEC_KEYS)}, got {type(returned).__name__}")
    unknown = set(returned) - set(_SPEC_KEYS)
    if unknown:
        fail(f"unknown key '{sorted(unknown)[0]}' (keys: {', '.join(_SPEC_KEYS)})")
    for key in ("mesh", "args"):
        if key not in returned:
            fail(f"the dict has no '{key}'")
    mesh = returned["mesh"]
    if not isinstance(mesh, dict) or not mesh or any(
            not isinstance(axis, str) or not isinstance(size, int) or isinstance(size, bool) or size < 1
            for axis, size in mesh.items()):
        fail(f"'mesh' must map axis names to positive integer sizes, got {mesh!r}")
    problem = mesh_size_problem(mesh)
    if problem:
        fail(problem)
    args = returned["args"]
    if not isinstance(args, (tuple, list)):
        fail("'args' must be a tuple: one pytree of jax.ShapeDtypeStruct per positional argument")
    for leaf in jax.tree.leaves(args):
        if not (hasattr(leaf, "shape") and hasattr(leaf, "dtype")):
            fail(f"'args' holds {leaf!r}, not a jax.ShapeDtypeStruct or an array")
    shardings = {key: returned.get(key) for key in ("in_shardings", "out_shardings")}
    for key, tree in shardings.items():
        for spec in jax.tree.leaves(tree, is_leaf=lambda leaf: isinstance(leaf, PartitionSpec)):
            if not isinstance(spec, PartitionSpec):
                fail(f"'{key}' holds {spec!r}, not a PartitionSpec")
            problem = sharding_problem(list(spec), mesh)
            if problem:
                fail(f"'{key}': {problem}")
    donate = returned.get("donate_argnums", ())
    donate = (donate,) if isinstance(donate, int) else donate
    if not isinstance(donate, (tuple, list)) or any(
            not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(args) for i in donate):
        fail(f"'donate_argnums' must be indices of 'args', got {returned.get('donate_argnums')!r}")
    static = returned.get("static", {})
    if not isinstance(static, dict):
        fail("'static' must be a dict of keyword arguments")
    return _PythonSpec(dict(mesh), tuple(args), None, static, where.filename if where else name,
                       given_in_shardings=shardings["in_shardings"], given_out_shardings=shardings["out_shardings"],
                       donate_argnums=tuple(donate))


@dataclasses.dataclass(frozen=True)
class _PythonSpec(ExportSpec):
    """A spec given as objects: ``arguments`` are ShapeDtypeStruct pytrees, the shardings whole pytrees."""

    given_in_shardings: Any = None
    given_out_shardings: Any = None
    donate_argnums: tuple[int, ...] = ()

    def bind(self, function: Callable) -> tuple[tuple, tuple, tuple[int, ...]]:
        return self.arguments, self.given_in_shardings, self.donate_argnums

    def out_shardings(self):
        return self.given_out_shardings
