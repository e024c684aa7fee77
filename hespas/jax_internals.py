"""The JAX internals hespas uses where JAX (0.10) has no public API; the only module importing ``jax._src``.

Everything else in hespas uses public JAX (and the MLIR bindings through ``hespas.ir``), so a JAX
release that moves one of these names breaks this module alone.
"""

from __future__ import annotations

from jax._src import xla_bridge as _xla_bridge
from jax._src.lib import xla_client as _xla_client

try:  # jaxlib 0.10.2 moved the HLO helpers out of its _jax extension into _hlo
    from jax._src.lib import hlo as _hlo
except ImportError:
    from jax._src.lib import _jax as _hlo

# The devices a PJRT client compiles for (``client.compile_and_load(text, DeviceList(devices), options)``).
DeviceList = _xla_client.DeviceList
# Whether JAX has created its backends: after that the CPU device count is fixed.
backends_are_initialized = _xla_bridge.backends_are_initialized
# HLO text -> an XLA HloModule (``as_serialized_hlo_module_proto()`` feeds ``hlo_to_stablehlo``).
hlo_module_from_text = _hlo.hlo_module_from_text

# StableHLO text -> XlaComputation (``.get_hlo_module()``), and XLA's HloCostAnalysis of an HloModule on a
# backend (a dict: flops, transcendentals, bytes accessed...), as ``jax.jit(f).lower(...).cost_analysis()`` runs it.
mlir_module_to_xla_computation = _xla_client._xla.mlir.mlir_module_to_xla_computation
hlo_module_cost_analysis = _xla_client._xla.hlo_module_cost_analysis
# XLA's compile options and device assignment, to compile a jax.pmap (replicated) module's text directly.
CompileOptions = _xla_client.CompileOptions
DeviceAssignment = _xla_client.DeviceAssignment

__all__ = ["CompileOptions", "DeviceAssignment", "DeviceList", "backends_are_initialized", "hlo_module_from_text", "hlo_module_cost_analysis",
           "mlir_module_to_xla_computation"]
