"""The export spec: a small TOML file giving the mesh, the inputs and the static arguments.

    [mesh]                    # axis name = size, in order
    data = 2
    model = 4

    [static]                  # optional: keyword arguments bound before tracing
    num_layers = 4

    [[inputs]]                # one table per positional argument, in order
    name = "x"                # optional, for messages
    shape = [256, 1024]
    dtype = "bf16"            # see DTYPES
    sharding = ["data", []]   # a PartitionSpec: per dimension an axis, a list of axes, or [] (not sharded);
                              # trailing dimensions may be left out; no sharding = replicated
    donate = false            # optional: the buffer may be reused for an output

    [[outputs]]               # optional: one table for every output, or one per element
    sharding = ["data"]       # of the tuple the function returns
"""

from __future__ import annotations

import dataclasses
import tomllib
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec

from hespas.diagnostics import HespasError, SourceLocation

DTYPES = {
    "bool": jnp.bool_, "i8": jnp.int8, "i16": jnp.int16, "i32": jnp.int32, "i64": jnp.int64,
    "u8": jnp.uint8, "u16": jnp.uint16, "u32": jnp.uint32, "u64": jnp.uint64,
    "f8e4m3fn": jnp.float8_e4m3fn, "f8e5m2": jnp.float8_e5m2,
    "bf16": jnp.bfloat16, "f16": jnp.float16, "f32": jnp.float32, "f64": jnp.float64,
}
# NumPy's spellings are accepted too: float32, bfloat16, int8...
_DTYPE_ALIASES = {jnp.dtype(dtype).name: name for name, dtype in DTYPES.items()}


@dataclasses.dataclass(frozen=True)
class InputSpec:
    name: str
    shape: tuple[int, ...]
    dtype: str  # a key of DTYPES
    sharding: PartitionSpec
    donate: bool = False

    def shape_dtype(self) -> jax.ShapeDtypeStruct:
        return jax.ShapeDtypeStruct(self.shape, DTYPES[self.dtype])


@dataclasses.dataclass(frozen=True)
class ExportSpec:
    mesh_axes: dict[str, int]
    inputs: tuple[InputSpec, ...]
    output_shardings: tuple[PartitionSpec, ...] | None
    static_kwargs: dict[str, Any]

    @property
    def num_devices(self) -> int:
        count = 1
        for size in self.mesh_axes.values():
            count *= size
        return count

    @property
    def donate_argnums(self) -> tuple[int, ...]:
        return tuple(i for i, spec in enumerate(self.inputs) if spec.donate)


def load_spec(path: str) -> ExportSpec:
    """Read and check a spec file; every mistake is a HespasError located in the file."""
    try:
        with open(path, "rb") as stream:
            raw = stream.read()
    except OSError as error:
        raise HespasError(f"cannot read the spec: {error.strerror}", SourceLocation(path)) from None
    try:
        table = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise HespasError(f"malformed spec: {error}", SourceLocation(path)) from None
    return _Reader(path, raw.decode("utf-8")).spec(table)


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
        if not isinstance(inputs, list) or not inputs:
            self.fail("the spec needs at least one [[inputs]] table")
        outputs = table.get("outputs")
        if outputs is not None and not isinstance(outputs, list):
            self.fail("'outputs' must be [[outputs]] tables")
        static = table.get("static", {})
        if not isinstance(static, dict):
            self.fail("'static' must be a table of keyword arguments")
        return ExportSpec(
            mesh,
            tuple(self.input(i, entry, mesh) for i, entry in enumerate(inputs)),
            None if outputs is None else tuple(self.sharding(entry, mesh, "outputs", i) for i, entry in
                                               enumerate(outputs)),
            static,
        )

    def mesh(self, mesh) -> dict[str, int]:
        if not isinstance(mesh, dict) or not mesh:
            self.fail("the spec needs a [mesh] table: axis name = size")
        for axis, size in mesh.items():
            if not isinstance(size, int) or isinstance(size, bool) or size < 1:
                self.fail(f"mesh axis '{axis}' must have a positive integer size, got {size!r}", "[mesh]")
        return dict(mesh)

    def input(self, index: int, entry, mesh: dict[str, int]) -> InputSpec:
        if not isinstance(entry, dict):
            self.fail(f"inputs[{index}] must be a table")
        label = f"inputs[{index}]" + (f" ('{entry['name']}')" if "name" in entry else "")
        unknown = set(entry) - {"name", "shape", "dtype", "sharding", "donate"}
        if unknown:
            self.fail(f"{label} has unknown key '{sorted(unknown)[0]}' (keys: name, shape, dtype, sharding, donate)",
                      "[[inputs]]", index)
        for key in ("shape", "dtype"):
            if key not in entry:
                self.fail(f"{label} has no '{key}'", "[[inputs]]", index)
        shape = entry["shape"]
        if not isinstance(shape, list) or any(not isinstance(d, int) or isinstance(d, bool) or d < 0 for d in shape):
            self.fail(f"{label}: shape must be a list of non-negative integers, got {shape!r}", "[[inputs]]", index)
        dtype = _DTYPE_ALIASES.get(entry["dtype"], entry["dtype"])
        if dtype not in DTYPES:
            self.fail(f"{label}: unknown dtype {entry['dtype']!r} (known: {', '.join(DTYPES)})", "[[inputs]]", index)
        sharding = self.sharding(entry, mesh, "inputs", index)
        if len(sharding) > len(shape):
            self.fail(f"{label}: sharding has {len(sharding)} entries for a rank-{len(shape)} shape",
                      "[[inputs]]", index)
        donate = entry.get("donate", False)
        if not isinstance(donate, bool):
            self.fail(f"{label}: donate must be true or false", "[[inputs]]", index)
        return InputSpec(str(entry.get("name", f"arg{index}")), tuple(shape), dtype, sharding, donate)

    def sharding(self, entry, mesh: dict[str, int], kind: str, index: int) -> PartitionSpec:
        header = f"[[{kind}]]"
        if not isinstance(entry, dict):
            self.fail(f"{kind}[{index}] must be a table", header, index)
        dims = entry.get("sharding", [])
        if not isinstance(dims, list):
            self.fail(f"{kind}[{index}]: sharding must be a list (per dimension: an axis, a list of axes, or [])",
                      header, index)
        parts = []
        for dim in dims:
            axes = dim if isinstance(dim, list) else [dim]
            for axis in axes:
                if axis not in mesh:
                    self.fail(f"{kind}[{index}]: sharding names {axis!r}, not a mesh axis (axes: "
                              f"{', '.join(mesh)})", header, index)
            parts.append(dim if isinstance(dim, str) else tuple(axes) or None)
        return PartitionSpec(*parts)

    def fail(self, message: str, header: str | None = None, index: int = 0):
        raise HespasError(message, self.location(header, index))

    def location(self, header: str | None, index: int) -> SourceLocation:
        """The line of the ``index``-th ``header`` table in the file, or just the file."""
        if header is not None:
            seen = 0
            for number, line in enumerate(self.text.splitlines(), start=1):
                if line.strip().startswith(header):
                    if seen == index:
                        return SourceLocation(self.path, number, 1)
                    seen += 1
        return SourceLocation(self.path)
