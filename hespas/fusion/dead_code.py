"""XLA's dead code elimination before fusion: an op whose results nothing uses, and that does nothing else, is
no kernel.

XLA removes every instruction that has no users, is not its computation's root and has no side effect
(``HloDCE``, xla/hlo/transforms/simplifiers/hlo_dce.cc), and runs it again and again through its GPU pipeline
(after call inlining, in its simplification pipelines, before fusion). Some exports hold such ops: once their
calls are inlined, the Hespas project's ``jax.pmap`` ResNet steps hold 297 ops (ResNet-50), 197 (ResNet-34) and
117 (ResNet-18) that nothing uses, among them reductions of parameter-shaped tensors and zero-filled
activation-sized broadcasts, which hespas-fuse would otherwise make kernels of. So hespas-fuse erases them in the
program's blocks (after inlining calls), last op first, so that an op whose only users were dead goes too.

Kept whatever their uses: ops that talk to other devices or the host, or whose effect hespas cannot see
(``SIDE_EFFECT_OPS``: collectives, send/recv, infeed/outfeed, custom calls, stateful random numbers, control
flow, optimization barriers, async wrappers), ops without results (terminators among them), and ops of other
dialects than StableHLO, CHLO and MHLO (``func.call`` among them).
"""

from __future__ import annotations

from hespas.comm.kinds import ASYNC_START_OPS, KIND_BY_OP_NAME

# the communicating ops (hespas.comm.kinds: collectives, permutes, send/recv, cross-replica-sum, async starts)
# and the other ops with an effect beyond their results
SIDE_EFFECT_OPS = frozenset(KIND_BY_OP_NAME) | ASYNC_START_OPS | frozenset(
    f"{dialect}.{name}" for dialect in ("stablehlo", "mhlo") for name in (
        "infeed", "outfeed", "custom_call", "rng", "while", "if", "case", "optimization_barrier", "after_all",
        "composite", "async_done", "async_update"))
_PURE_DIALECTS = ("stablehlo.", "chlo.", "mhlo.")


def erase_dead_ops(program_blocks: list) -> int:
    """Erase, in each of ``program_blocks`` ((block, its ops), the ops kept current), the ops whose results
    nothing uses and that have no side effect, last first; the number erased."""
    erased = 0
    for _, ops in program_blocks:
        kept = []
        for op in reversed(ops):
            if _removable(op) and all(next(iter(result.uses), None) is None for result in op.results):
                op.erase()
                erased += 1
            else:
                kept.append(op)
        if len(kept) != len(ops):
            kept.reverse()
            ops[:] = kept
    return erased


def _removable(op) -> bool:
    name = op.name
    return (name.startswith(_PURE_DIALECTS) and name not in SIDE_EFFECT_OPS and len(op.results) > 0)
