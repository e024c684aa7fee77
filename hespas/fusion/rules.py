"""Which ops XLA's GPU fusion puts in one kernel, and which of them it duplicates into several.

- loop-fusible: elementwise ops (every StableHLO, CHLO and MHLO op of annotate-costs'
  elementwise rules: ``chlo.square``, ``chlo.erf`` and ``mhlo.add`` as much as ``stablehlo.add``),
  converts, broadcasts, reshapes, transposes, slices, pads, concatenations,
  reverses, iota and constants: a kernel computes each output element from them;
- reductions (``stablehlo.reduce``) head an input fusion: loop-fusible producers
  feed it, and elementwise ops on its result of the reduced shape follow it (the
  reduction epilogue); one reduction per kernel;
- a dynamic_update_slice heads an in-place kernel: its update's loop-fusible producers feed it and it
  writes the update into its buffer (operand 0), which is never fused (XLA:GPU emits such a fusion in
  place: xla/service/gpu/ir_emission_utils.cc, ``CanEmitFusedDynamicUpdateSliceInPlaceForGpu``);
- cheap producers (broadcast, iota, constant, reshape, convert, bitcast_convert)
  are duplicated into every consumer kernel rather than written to memory;
- dot, convolution, gather/scatter, sort, windows, control flow, custom calls and
  collectives stay kernels of their own (library calls or their own emitters on XLA GPU).
"""

from __future__ import annotations

from hespas.costs.rules import elementwise

# MHLO's elementwise ops (in modules that XLA's MHLO exports, or hand-written) fuse as their StableHLO twins do;
# MHLO's other ops (its broadcasts, reductions, slices) are left as kernels of their own
ELEMENTWISE = frozenset(name for name in elementwise.RULES if name.startswith(("stablehlo.", "chlo.", "mhlo.")))
LOOP_MOVEMENT = frozenset(f"stablehlo.{name}" for name in (
    "broadcast_in_dim", "broadcast", "reshape", "transpose", "slice", "dynamic_slice", "reverse", "concatenate",
    "pad", "iota", "constant", "bitcast_convert"))
LOOP_FUSIBLE = ELEMENTWISE | LOOP_MOVEMENT
REDUCTIONS = frozenset({"stablehlo.reduce"})
IN_PLACE_ROOTS = frozenset({"stablehlo.dynamic_update_slice"})  # operand 0 is the buffer updated in place
DUPLICABLE = frozenset(f"stablehlo.{name}" for name in (
    "broadcast_in_dim", "broadcast", "iota", "constant", "reshape", "convert", "bitcast_convert", "slice",
    "dynamic_slice"))
# Ops whose operand is the same data at the same or a larger size: a copy of one reads its operand.
VIEWS_AND_WIDENINGS = frozenset(f"stablehlo.{name}" for name in (
    "broadcast_in_dim", "broadcast", "reshape", "convert", "bitcast_convert"))
EPILOGUE = ELEMENTWISE | frozenset({"stablehlo.reshape", "stablehlo.bitcast_convert"})
FUSION_OP = "mhlo.fusion"
