"""Measuring with XLA (``backend=xla``): the same standalone module compiled by jaxlib's own compiler.

What works in jaxlib 0.10: a PJRT client (``jax.devices(platform)[0].client``)
compiles MLIR text straight from StableHLO with
``client.compile_and_load(module_text, DeviceList((device,)), compile_options)``
(``jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)``);
the ``LoadedExecutable`` runs with ``execute(arrays)`` on arrays placed by
``jax.device_put``. XLA dispatches asynchronously, so every call that
``loaded`` gives the profiler to time blocks on its results. Targets map to
JAX platforms: llvm-cpu -> cpu, cuda -> cuda, rocm -> rocm (a jaxlib built
with that plugin); XLA has no Vulkan backend.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import jax
from jax.extend.backend import get_compile_options

from hespas.diagnostics import HespasError
from hespas.host_cpu import detect_host_cpu
from hespas.jax_internals import DeviceList
from hespas.profile.errors import MeasurementError
from hespas.profile.extract import TensorSpec
from hespas.profile.inputs import make_arguments
from hespas.profile.iree_backend import first_error_line

PLATFORMS = {"llvm-cpu": "cpu", "cuda": "cuda", "rocm": "rocm"}


@dataclass
class XlaBackend:
    target: str = "llvm-cpu"
    device: str = ""
    name: str = "xla"
    _device: object = field(default=None, init=False, repr=False)

    def __post_init__(self):
        platform = PLATFORMS.get(self.target)
        if platform is None:
            raise HespasError(f"backend=xla cannot measure target '{self.target}' (XLA targets: {', '.join(PLATFORMS)})")
        try:
            devices = jax.devices(platform)
        except RuntimeError:
            raise HespasError(f"no {platform.upper()} device: this jaxlib has no '{platform}' backend") from None
        if not self.device:
            self._device = devices[0]
        elif self.device.isdigit() and int(self.device) < len(devices):
            self._device = devices[int(self.device)]
        else:
            listed = ", ".join(f"{i}: {d.device_kind}" for i, d in enumerate(devices))
            raise HespasError(f"no {platform.upper()} device '{self.device}' (devices: {listed})")

    @property
    def device_key(self) -> str:
        kind = self._device.device_kind
        if self._device.platform == "cpu":
            cpu = detect_host_cpu()
            kind = f"{cpu.model_name} x{cpu.cores}"
        return f"{self.target}:{kind}"

    @property
    def version(self) -> str:
        return f"jaxlib-{jax.lib.__version__}"

    @property
    def compile_flags(self) -> str:
        """No flags of its own: XLA compiles for the device it runs on."""
        return ""

    def compile(self, module_text: str):
        options = get_compile_options(num_replicas=1, num_partitions=1)
        try:
            return self._device.client.compile_and_load(module_text, DeviceList((self._device,)), options)
        except Exception as error:  # jaxlib raises its own XlaRuntimeError (a RuntimeError) or ValueError
            raise MeasurementError(f"XLA: {first_error_line(str(error))}") from None

    def loaded(self, compiled, arguments: tuple[TensorSpec, ...]):
        """One call of ``compiled`` on random inputs of ``arguments`` on the device, blocking on its results,
        as a function of nothing; a failed call raises MeasurementError with XLA's reason."""
        device_arrays = [jax.device_put(array, self._device) for array in make_arguments(arguments)]

        def call():
            try:
                for output in compiled.execute(device_arrays):
                    output.block_until_ready()
            except Exception as error:  # jaxlib's XlaRuntimeError, or ValueError for bad arguments
                raise MeasurementError(f"XLA: {first_error_line(str(error))}") from None
        return call
