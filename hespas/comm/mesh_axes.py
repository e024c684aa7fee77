"""Replica groups written as mesh axes: ``#stablehlo.replica_group_mesh_axes<mesh = ..., axes = [...]>``.

This is StableHLO's compact (iota-like) encoding of replica groups, what Shardy
emits. The mesh is inline (``#stablehlo.mesh<axes = [...], device_ids = ...>``)
or a symbol naming an ``sdy.mesh`` op. Mesh positions are row-major over the
mesh axes (first axis major); a position's device id is ``device_ids[position]``,
or the position itself when the mesh lists no ids. Axis references are StableHLO
or Shardy ``axis_ref``s, optionally a sub-axis ``(pre_size)size``: an axis of
size n splits, major to minor, into factors ``pre_size``, ``size`` and
``n / (pre_size * size)``, and the sub-axis is the middle factor.

A group holds the devices whose positions differ only along the referenced
(sub-)axes, ordered by those axes' indices with the first reference major;
groups are ordered by the row-major position of their first member. These are
the semantics of StableHLO's compatibility expander, which rewrites this
encoding into the dense one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hespas.comm.kinds import enclosing_module
from hespas.diagnostics import HespasError
from hespas.ir import ir, sdy, stablehlo


@dataclass(frozen=True)
class Mesh:
    axes: tuple[tuple[str, int], ...]  # (name, size), major to minor
    device_ids: tuple[int, ...] | None  # device at each row-major position; None: the position itself

    @property
    def size(self) -> int:
        return math.prod(size for _, size in self.axes)


@dataclass(frozen=True)
class AxisRef:
    name: str
    pre_size: int | None  # None: the whole axis
    size: int | None


def is_mesh_axes(attr) -> bool:
    return stablehlo.ReplicaGroupMeshAxesAttr.isinstance(attr)


def mesh_axes_groups(attr, operation) -> list[list[int]]:
    """Expand a ``replica_group_mesh_axes`` attribute on ``operation`` into lists of ids."""
    location = operation.location
    groups_attr = stablehlo.ReplicaGroupMeshAxesAttr(attr)
    mesh = _read_mesh(groups_attr.mesh, operation)
    refs = [_read_axis_ref(ref, location) for ref in groups_attr.axes]
    return _expand(mesh, refs, location)


def _read_mesh(mesh_attr, operation) -> Mesh:
    if isinstance(mesh_attr, ir.FlatSymbolRefAttr):
        name = mesh_attr.value
        try:
            mesh_op = ir.SymbolTable(enclosing_module(operation))[name].operation
        except KeyError:
            raise HespasError(f"replica_groups name mesh @{name}, which is not defined", operation.location) from None
        if mesh_op.name != "sdy.mesh":
            raise HespasError(f"replica_groups name @{name}, a '{mesh_op.name}', not an sdy.mesh",
                              operation.location)
        mesh = sdy.MeshAttr(mesh_op.attributes["mesh"])
        axes = tuple((sdy.MeshAxisAttr(axis).name, sdy.MeshAxisAttr(axis).size) for axis in mesh.axes)
        device_ids = tuple(mesh.device_ids) or None
    else:
        mesh = stablehlo.MeshAttr(mesh_attr)
        axes = tuple((stablehlo.MeshAxisAttr(axis).name, stablehlo.MeshAxisAttr(axis).size) for axis in mesh.axes)
        ids = mesh.device_ids
        device_ids = None if ids is None else tuple(ids[i] for i in range(len(ids)))
    result = Mesh(axes, device_ids)
    if device_ids is not None and len(device_ids) != result.size:
        raise HespasError(f"mesh lists {len(device_ids)} device ids for {result.size} positions", operation.location)
    return result


def _read_axis_ref(ref, location) -> AxisRef:
    for dialect in (stablehlo, sdy):
        if dialect.AxisRefAttr.isinstance(ref):
            axis = dialect.AxisRefAttr(ref)
            sub = axis.sub_axis_info
            if sub is None:
                return AxisRef(axis.name, None, None)
            info = dialect.SubAxisInfoAttr(sub)
            return AxisRef(axis.name, info.pre_size, info.size)
    raise HespasError(f"replica_groups axis {ref} is not an axis_ref", location)


def _expand(mesh: Mesh, refs: list[AxisRef], location) -> list[list[int]]:
    sizes = dict(mesh.axes)
    names = [name for name, _ in mesh.axes]
    # Each reference as (mesh axis index, stride of the factor within the axis index, factor size).
    factors = []
    for ref in refs:
        if ref.name not in sizes:
            raise HespasError(f"replica_groups use axis \"{ref.name}\", which the mesh does not have", location)
        axis_size = sizes[ref.name]
        pre_size, size = (1, axis_size) if ref.pre_size is None else (ref.pre_size, ref.size)
        if pre_size < 1 or size < 1 or axis_size % (pre_size * size):
            raise HespasError(f"sub-axis ({pre_size}){size} does not divide axis \"{ref.name}\" of size {axis_size}",
                              location)
        factor = (names.index(ref.name), axis_size // (pre_size * size), size)
        for axis, stride, other_size in factors:
            if axis == factor[0] and factor[1] < stride * other_size and stride < factor[1] * size:
                raise HespasError(f"replica_groups use part of axis \"{ref.name}\" twice", location)
        factors.append(factor)
    shape = [size for _, size in mesh.axes]
    groups: dict[tuple[int, ...], list[tuple[int, int]]] = {}
    for position in range(mesh.size):
        coordinates = _unravel(position, shape)
        member = 0
        base = list(coordinates)
        for axis, stride, size in factors:
            index = (coordinates[axis] // stride) % size
            member = member * size + index
            base[axis] -= index * stride
        device = position if mesh.device_ids is None else mesh.device_ids[position]
        groups.setdefault(tuple(base), []).append((member, device))
    ordered = sorted(groups.items(), key=lambda item: _ravel(item[0], shape))
    return [[device for _, device in sorted(members)] for _, members in ordered]


def _unravel(position: int, shape: list[int]) -> list[int]:
    coordinates = []
    for size in reversed(shape):
        coordinates.append(position % size)
        position //= size
    return coordinates[::-1]


def _ravel(coordinates, shape: list[int]) -> int:
    position = 0
    for coordinate, size in zip(coordinates, shape):
        position = position * size + coordinate
    return position
