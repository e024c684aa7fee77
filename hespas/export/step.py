"""``export_step``: a JAX function, its inputs and a mesh in, per-device and global StableHLO out."""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import jax
import numpy as np
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec

from hespas.atomic_io import atomic_output
from hespas.diagnostics import HespasError, SourceLocation
from hespas.export.devices import cpu_devices
from hespas.export.hlo import OPTIMIZED_COMPILER_OPTIONS, global_text, optimized_text, partitioned_text
from hespas.export.stages import DEFAULT_STAGE, STAGES
from hespas.jax_internals import accelerator_lowerings

PARTITIONERS = ("shardy", "gspmd")


@dataclasses.dataclass(frozen=True)
class ExportResult:
    """One exported step.

    ``partitioned_text``: the per-device (SPMD) StableHLO at ``stage`` — local shapes,
    explicit collectives. ``global_text``: the un-partitioned program as JAX lowers it —
    global shapes with sharding annotations. ``compiled``: XLA's executable of the
    program, compiled with ``hlo.OPTIMIZED_COMPILER_OPTIONS`` (its ``memory_analysis()`` and
    ``cost_analysis()`` describe the optimized module);
    ``lowered``: JAX's lowered program, to compile again with other XLA options.
    """

    partitioned_text: str
    global_text: str
    num_devices: int
    mesh_axes: tuple[tuple[str, int], ...]
    stage: str
    partitioner: str
    compiled: Any = dataclasses.field(repr=False, compare=False)
    lowered: Any = dataclasses.field(repr=False, compare=False)

    def write(self, prefix: str | Path) -> tuple[Path, Path]:
        """Write ``<prefix>.partitioned.mlir`` and ``<prefix>.global.mlir``, both or neither,
        creating the prefix's folder if it does not exist."""
        partitioned = Path(f"{prefix}.partitioned.mlir")
        global_path = Path(f"{prefix}.global.mlir")
        check_output_prefix(prefix)
        try:
            partitioned.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise HespasError(f"cannot create the output folder: {error.strerror}",
                              SourceLocation(str(partitioned.parent))) from None
        with atomic_output(partitioned) as first, atomic_output(global_path) as second:
            first.write(self.partitioned_text)
            second.write(self.global_text)
        return partitioned, global_path


def export_step(fn: Callable, args, mesh: Mapping[str, int] | Mesh, in_shardings, out_shardings=None, *,
                donate_argnums: int | tuple[int, ...] = (), stage: str = DEFAULT_STAGE,
                partitioner: str | None = None) -> ExportResult:
    """Partition ``fn`` with XLA's SPMD partitioner on virtual CPU devices.

    - ``args``: the positional arguments, a pytree of ``jax.ShapeDtypeStruct`` (or arrays), global shapes.
    - ``mesh``: ``{"data": 2, "model": 4}`` (axis name to size, in order) or a ``jax.sharding.Mesh``.
    - ``in_shardings`` / ``out_shardings``: pytrees (prefixes of the arguments / outputs) of
      ``PartitionSpec``; ``None`` leaves it to the partitioner. Static arguments are bound
      beforehand (``functools.partial``).
    - ``stage``: ``partitioned`` (right after SPMD partitioning: the program's own dtypes; the
      default) or ``optimized`` (XLA's final fused HLO, from its CPU pipeline); see ``hespas.export.hlo``.
    - ``partitioner``: ``shardy`` or ``gspmd``; ``None`` keeps JAX's current setting.

    The function runs under ``jax.set_mesh(mesh)``, so ``jax.shard_map`` and sharding
    constraints inside it can leave the mesh out. Raises HespasError when the function
    does not trace, the mesh needs more devices than JAX has, or XLA rejects the program.
    """
    if stage not in STAGES:
        raise HespasError(f"unknown stage '{stage}' (stages: {', '.join(STAGES)})")
    if partitioner not in (None, *PARTITIONERS):
        raise HespasError(f"unknown partitioner '{partitioner}' (partitioners: {', '.join(PARTITIONERS)})")
    mesh = mesh if isinstance(mesh, Mesh) else make_mesh(mesh)
    jitted = jax.jit(fn, in_shardings=_named(in_shardings, mesh), out_shardings=_named(out_shardings, mesh),
                     donate_argnums=donate_argnums)
    name = getattr(fn, "__qualname__", None) or getattr(getattr(fn, "func", None), "__qualname__", repr(fn))
    with _partitioner(partitioner) as used, jax.set_mesh(mesh):
        try:
            traced = jitted.trace(*args)
        except Exception as error:  # any Python error in the user's function
            raise HespasError(f"cannot trace {name}: {one_line(error)}", source_of(fn)) from None
        try:
            with accelerator_lowerings():  # the program a GPU or TPU runs, not the CPU's own lowering of it
                lowered = traced.lower()
            compiled = lowered.compile(compiler_options=OPTIMIZED_COMPILER_OPTIONS)
            text = (optimized_text(compiled, mesh.size) if stage == "optimized"
                    else partitioned_text(lowered, compiled, mesh.size))
        except HespasError:
            raise
        except Exception as error:  # XLA's errors come as several exception types
            raise HespasError(f"XLA cannot partition {name}: {one_line(error)}", source_of(fn)) from None
    return ExportResult(text, global_text(lowered), mesh.size, tuple(mesh.shape.items()), stage, used, compiled,
                        lowered)


def check_output_prefix(prefix: str | Path) -> None:
    """Fail now, before any work, if ``<prefix>.*`` cannot be written: the prefix's folder must
    be a writable folder or creatable in one (``write`` creates it), and the prefix must end in a file
    name (``out/`` would write the hidden files ``out/.partitioned.mlir``)."""
    if os.path.basename(os.fspath(prefix)) in ("", ".", ".."):
        raise HespasError(f"the output prefix '{prefix}' names a folder, not the start of a file name "
                          f"(e.g. '{os.path.join(os.fspath(prefix), 'step')}' writes step.partitioned.mlir there)")
    folder = Path(f"{prefix}.partitioned.mlir").absolute().parent
    existing = folder
    while not existing.exists():
        existing = existing.parent
    if not existing.is_dir():
        raise HespasError(f"cannot write output files under '{prefix}': '{existing}' is not a folder",
                          SourceLocation(str(folder)))
    if not os.access(existing, os.W_OK | os.X_OK):
        raise HespasError(f"cannot write output files under '{prefix}': '{existing}' is not writable",
                          SourceLocation(str(folder)))


def make_mesh(axes: Mapping[str, int]) -> Mesh:
    """A mesh of virtual CPU devices, axes in the given order, every axis in JAX's automatic mode."""
    if not axes:
        raise HespasError("the mesh has no axes")
    sizes = tuple(axes.values())
    if any(not isinstance(size, int) or size < 1 for size in sizes):
        raise HespasError(f"mesh axis sizes must be positive integers, got {dict(axes)}")
    count = int(np.prod(sizes))
    devices = np.array(cpu_devices(count)).reshape(sizes)
    return Mesh(devices, tuple(axes), axis_types=(AxisType.Auto,) * len(sizes))


# the most of an error's message one diagnostic line carries
_MESSAGE_CHARS = 1000


def one_line(error: BaseException) -> str:
    """``Type: message``, the message's lines joined by spaces into one (JAX explains a pytree mismatch over
    several lines, the first of which says only "Mismatch details (1 found):"), cut at ``_MESSAGE_CHARS``."""
    text = " ".join(line.strip() for line in str(error).splitlines() if line.strip())
    if len(text) > _MESSAGE_CHARS:
        text = text[:_MESSAGE_CHARS - 1] + "…"
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def _named(shardings, mesh: Mesh):
    """PartitionSpec leaves as NamedShardings on ``mesh`` (None stays unspecified)."""
    if shardings is None:
        return None
    return jax.tree.map(lambda spec: NamedSharding(mesh, spec) if isinstance(spec, PartitionSpec) else spec,
                        shardings, is_leaf=lambda leaf: isinstance(leaf, PartitionSpec))


@contextlib.contextmanager
def _partitioner(partitioner: str | None):
    """Select Shardy or GSPMD for the block; yield the one in use."""
    previous = jax.config.jax_use_shardy_partitioner
    wanted = previous if partitioner is None else partitioner == "shardy"
    jax.config.update("jax_use_shardy_partitioner", wanted)
    try:
        yield "shardy" if wanted else "gspmd"
    finally:
        jax.config.update("jax_use_shardy_partitioner", previous)


def source_of(fn) -> SourceLocation | None:
    """Where ``fn`` (or the function a ``functools.partial`` wraps) is defined: its file and first line."""
    target = inspect.unwrap(getattr(fn, "func", fn))
    try:
        return SourceLocation(inspect.getsourcefile(target), inspect.getsourcelines(target)[1], 1)
    except (TypeError, OSError):
        return None
