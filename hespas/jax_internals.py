"""The JAX internals hespas uses where JAX (0.10) has no public API; the only module importing ``jax._src``.

Everything else in hespas uses public JAX (and the MLIR bindings through ``hespas.ir``), so a JAX
release that moves one of these names breaks this module alone.
"""

from __future__ import annotations

import contextlib

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

try:  # where JAX lowers threefry2x32 (the default PRNG's bits) per platform
    from jax._src.interpreters import mlir as _mlir
    try:
        from jax._src.random.threefry2x32 import threefry2x32_p as _threefry2x32_p  # jax 0.10.2
    except ImportError:
        from jax._src.prng import threefry2x32_p as _threefry2x32_p  # jax 0.10.1
except ImportError:  # another JAX's layout: its CPU lowering stays
    _mlir = _threefry2x32_p = None


@contextlib.contextmanager
def accelerator_lowerings():
    """Lower as JAX lowers for a GPU or a TPU where its CPU lowering is another program: threefry2x32, which JAX
    writes on the CPU as a loop of 5 trips over the whole bits buffer (``use_rolled_loops=True``, to compile
    faster) and for accelerators unrolled into elementwise ops (``_threefry2x32_lowering_rule``, the rule for every
    platform but the CPU, and the GPU's unless ``jax_threefry_gpu_kernel_lowering``), which XLA fuses with the
    consumers of the bits. Without the CPU's own rule, the CPU lowers with the common one."""
    rules = None if _mlir is None else _mlir._platform_specific_lowerings.get("cpu")
    saved = None if rules is None else rules.pop(_threefry2x32_p, None)
    try:
        yield
    finally:
        if saved is not None:
            rules[_threefry2x32_p] = saved


__all__ = ["CompileOptions", "accelerator_lowerings", "DeviceAssignment", "DeviceList", "backends_are_initialized", "hlo_module_from_text", "hlo_module_cost_analysis",
           "mlir_module_to_xla_computation"]
