"""Virtual CPU devices: XLA's SPMD partitioner needs one device per mesh position, and the host
CPU can pretend to be any number of them (``--xla_force_host_platform_device_count``).

The count must be chosen before JAX initialises its backends; afterwards it is fixed.
"""

from __future__ import annotations

import os
import shlex

import jax

from hespas.diagnostics import HespasError
from hespas.jax_internals import backends_are_initialized

_FLAG = "--xla_force_host_platform_device_count="


def use_virtual_devices(count: int, initialised_by: str | None = None, location=None) -> None:
    """Make JAX's CPU backend have at least ``count`` devices.

    Before JAX initialises, this raises the device count (``jax_num_cpu_devices``, the
    config twin of the XLA flag) when what XLA_FLAGS asks for is smaller. Once JAX has
    initialised, it can only check, and says clearly when there are too few: naming what initialised
    it when the caller knows (``initialised_by``, e.g. a spec function that made an array), at ``location``.
    """
    if backends_are_initialized():
        available = len(jax.devices("cpu"))
        devices = f"{available} CPU device{'s' if available != 1 else ''}"
        if available < count and initialised_by is not None:
            raise HespasError(
                f"the mesh needs {count} devices, but {initialised_by} initialised JAX first, with {devices}: it ran "
                "a JAX computation or made an array (a spec gives shapes, as jax.ShapeDtypeStruct, not arrays); "
                f"or run with XLA_FLAGS={_FLAG}{count}", location)
        if available < count:
            raise HespasError(
                f"the mesh needs {count} devices but JAX is already initialised with {devices}; set "
                f"XLA_FLAGS={_FLAG}{count} (or call hespas.export.use_virtual_devices({count})) before JAX runs "
                "anything", location)
        return
    if configured_device_count() < count:
        jax.config.update("jax_num_cpu_devices", count)


def configured_device_count() -> int:
    """The CPU device count JAX will initialise with: its config, else XLA_FLAGS, else 1."""
    configured = jax.config.jax_num_cpu_devices
    if configured >= 0:
        return configured
    for word in shlex.split(os.environ.get("XLA_FLAGS", "")):
        if word.startswith(_FLAG):
            return int(word[len(_FLAG):])
    return 1


def cpu_devices(count: int) -> list:
    """The first ``count`` CPU devices, creating virtual ones if JAX has not initialised yet."""
    use_virtual_devices(count)
    return jax.devices("cpu")[:count]
