"""The flags that say how a workload is lowered, one definition for every command that lowers one
(`hespas simulate`, `hespas chakra lower`): the same names, defaults and help, the same
``LoweringOptions`` built from them, and the same refusal when the input is a saved program (lowered
already, so none of them can apply).
"""

from __future__ import annotations

import argparse
import os

from hespas.cli import positive_int, time_ns
from hespas.diagnostics import HespasError, SourceLocation
from hespas.export.stages import DEFAULT_STAGE, STAGES
from hespas.systems import check_device, device_note
from hespas.workload_options import LoweringOptions


def add_lowering_arguments(group) -> None:
    """Add the lowering flags to ``group`` (a parser or an argument group)."""
    group.add_argument("--hardware", metavar="PRESET|FILE",
                       help="hardware preset or TOML file that compute is costed on (default: the system's "
                            "device, else h100; `hespas hardware` lists the presets)")
    group.add_argument("--estimator", help="compute cost estimator (default roofline)")
    group.add_argument("--ranks", type=positive_int,
                       help="ranks to run on (default: the module's device count); more ranks replicate a "
                            "purely data-parallel program (all-reduces over all devices only)")
    group.add_argument("--min-region-ns", type=time_ns, help="merge compute regions shorter than this (default 1000)")
    group.add_argument("--stage", choices=STAGES,
                       help="the stage a global module (global shapes and shardings) is partitioned to on load, "
                            "as hespas export's --stage: partitioned (the program's own dtypes; default) or "
                            "optimized (XLA's CPU pipeline: bf16/f16 computed in f32)")
    group.add_argument("--peak-rates", dest="efficiency", action="store_false",
                       help="cost kernels at the hardware's peaks, not its [efficiency] table's achieved rates")
    group.add_argument("--no-occupancy", dest="occupancy", action="store_false",
                       help="cost XLA:GPU's own kernels as if they filled the GPU, not limited to the SMs their "
                            "launch occupies (hespas-annotate-costs' occupancy=false: a what-if)")
    group.add_argument("--no-fuse", dest="fuse", action="store_false",
                       help="cost an unfused module op by op instead of modelling XLA's fusion (hespas-fuse)")
    group.add_argument("--attention", type=attention_mode, metavar="fused|materialized",
                       help="how hespas-fuse models attention: fused (one FlashAttention-style kernel forward, "
                            "one backward) or materialized (score tensors in memory); default: as the hardware's "
                            "preset runs it (`hespas hardware show H` shows it)")
    group.add_argument("--no-xla-collectives", dest="xla_collectives", action="store_false", default=None,
                       help="keep the collectives as the module writes them instead of modelling XLA:GPU's "
                            "reduce-scatter creation and combiners (on by default for GPU hardware)")


def attention_mode(text: str) -> str:
    """argparse ``type`` for --attention: one of hespas-fuse's modes (the hardware module is read only when
    the flag is given)."""
    from hespas.hardware import ATTENTION_MODES

    if text not in ATTENTION_MODES:
        raise argparse.ArgumentTypeError(f"expected one of {', '.join(ATTENTION_MODES)}, not {text!r}")
    return text


def lowering_options(args: argparse.Namespace) -> LoweringOptions:
    """How the command line asks for the workload to be lowered."""
    if args.attention is not None and not args.fuse:
        raise HespasError("--attention says how hespas-fuse fuses attention: drop --no-fuse, or drop --attention")
    # --estimator and --min-region-ns default to None, so that a lowered input can refuse them whenever given
    defaults = LoweringOptions()
    estimator = defaults.estimator if args.estimator is None else args.estimator
    min_region_ns = defaults.min_region_ns if args.min_region_ns is None else args.min_region_ns
    return LoweringOptions(estimator=estimator, ranks=args.ranks, min_region_ns=min_region_ns,
                           fuse=args.fuse, xla_collectives=args.xla_collectives, efficiency=args.efficiency,
                           occupancy=args.occupancy, attention=args.attention, stage=args.stage or DEFAULT_STAGE)


# each lowering flag as (attribute, default, flag): refused with an input that is lowered already
_LOWERING_FLAGS = (("hardware", None, "--hardware"), ("estimator", None, "--estimator"),
                   ("ranks", None, "--ranks"), ("min_region_ns", None, "--min-region-ns"),
                   ("stage", None, "--stage"), ("efficiency", True, "--peak-rates"),
                   ("occupancy", True, "--no-occupancy"), ("fuse", True, "--no-fuse"),
                   ("attention", None, "--attention"), ("xla_collectives", None, "--no-xla-collectives"))


def saved_program_input(path: str) -> str:
    """``refuse_lowering_flags``' ``lowered`` for the saved program ``path``."""
    return f"a saved program ({path}), which is lowered already; lower the step again to change it"


def saved_program_note(step, system, system_name: str | None) -> str | None:
    """The report's note when a saved step's compute was costed on another device than ``system``'s (given as
    ``system_name``: an unknown device is an error at it, when it is a file)."""
    if system is not None:  # no --hardware can stand in for a device that does not exist
        check_device(system, SourceLocation(system_name) if os.path.isfile(system_name or "") else None)
    return device_note(step.hardware.name, "when the program was saved", system)


def chakra_traces_input(prefix: str) -> str:
    """``refuse_lowering_flags``' ``lowered`` for the Chakra traces ``prefix``.<rank>.et."""
    return (f"Chakra traces ({prefix}), which are lowered already (their compute nodes carry their durations); "
            "lower the workload again (hespas chakra lower) to change it")


def refuse_lowering_flags(args: argparse.Namespace, lowered: str, others=()) -> None:
    """A HespasError for the first lowering flag (or of ``others``: more (attribute, default, flag)) given
    with an input that is lowered already, ``lowered`` saying which and why (``saved_program_input``,
    ``chakra_traces_input``)."""
    for option, default, flag in (*_LOWERING_FLAGS, *others):
        if getattr(args, option) != default:
            raise HespasError(f"{flag} does not apply to {lowered}")
