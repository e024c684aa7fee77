"""Benchmark: hespas's predicted step against training steps measured on real GPUs and published.

Runs every anchor of the shared validation set (``validation/anchors.json``, see its README):
exports the anchor's case from its model and spec with ``hespas export`` (or, with ``--mlir``,
takes the case's export in ``validation/mlir/`` where the set has one), simulates it with ``hespas simulate``'s default
pipeline on the anchor's hardware and system, converts the step time to the published unit
(``convert``: ``<unit> = <global batch> / step_s``) and prints predicted, published and the error. An
anchor whose published run computed attention otherwise than its preset's default (``ANCHOR_ATTENTION``,
with the source) runs with hespas-fuse's ``attention`` set so. An anchor the set does not simulate, for want of a
program, is simulated where ``derived_specs.py`` derives its spec from the set's own (``DERIVED``: the 8x A100
TF32 ResNet-50, the 8x AMP spec at the 1x TF32 spec's precision), on the hardware and system of the anchor it
is derived from.
Then the ratios the measurements fix independently of absolute speed: AMP/TF32 on one A100, H100/A100
on Pax, 8-GPU/1-GPU scaling of ResNet-50 AMP and TF32, AMP/TF32 on 8 A100s; the Pax step as a ``lax.scan``
against the same step unrolled (these must cost the same); and the Hespas paper's measured ResNet-18/34/50 steps on
4x A100 SXM4 40 GB (0.04, 0.06, 0.10 s) for the shared workloads.

    python benchmarks/published.py [--mlir] [--anchors FILE] [--stage STAGE] [--only ID ...] [--peak-rates]

An anchor that names an unknown hardware or system preset is one diagnostic and exit status 1,
found before anything is simulated.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from hespas.diagnostics import HespasError, SourceLocation, run_reporting_errors
from hespas.hardware import load_hardware
from hespas.systems import load_system
from hespas.text_input import read_utf8
from hespas.workload import simulate_workload
from hespas.workload_options import LoweringOptions

SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[2] / "shared"))
# The model file each case's spec describes (the anchors name the case, the validation README the model).
MODELS = {"dle_rn50": "resnet50.py", "pax_gpt126m": "transformer.py"}
# The Hespas paper's measured steps on 4x A100 (seconds), for the shared workloads of that name.
PAPER_STEPS_S = {"resnet_18_train_step_4_devices.mlir": 0.04, "resnet_34_train_step_4_devices.mlir": 0.06,
                 "resnet_50_train_step_4_devices_1024_batch.mlir": 0.10}
# They ran on imec's A100 machine, four A100 SXM4 40 GB on the HGX A100 4-GPU board: the a100-40gb-4gpu preset,
# whose comment cites imec's configuration and tutorial for it.
PAPER_HARDWARE, PAPER_SYSTEM = "a100-sxm-40gb", "a100-40gb-4gpu"
SCAN_PAIR = ("pax_gpt126m_dp8_scan", "pax_gpt126m_dp8")  # the same Pax step, scanned and unrolled
# How a published run differs from the hardware preset's defaults, per anchor id, with its source.
# XLA rewrites a written-out attention into cuDNN's fused kernel only when asked (xla/debug_options_flags.cc:
# xla_gpu_enable_cudnn_fmha defaults to false, "cuDNN FMHA can not be turned on by default"), and JAX-Toolbox's
# XLA flags for Pax GPT-126M (rosetta/rosetta/projects/pax/xla_flags/gpt-126m.env, at commits cc4fb78c and
# 7559c934 alike) pass --xla_gpu_enable_cudnn_fmha=false: the run without Transformer Engine computed attention
# materialised. The TE runs call TE's cuDNN fused attention, the A100/H100 presets' default: TE's JAX attention is
# unfused unless NVTE_FUSED_ATTN=1 (transformer_engine/jax/flax/transformer.py reads it with default "0"), and
# JAX-Toolbox's Pax container sets it (rosetta/Dockerfile.pax at 060b1e88: ENV NVTE_FUSED_ATTN=1; see README).
ANCHOR_ATTENTION = {"pax_gpt126m_64xa100_bf16": "materialized"}
# Anchors the set does not simulate (no case) that a spec of derived_specs.py models: anchor id -> (case, the
# anchor whose hardware, system, ranks and nodes it shares). The case is always exported, also with --mlir.
DERIVED = {"dle_rn50_tf32_8xa100": ("dle_rn50_tf32_b256_dp8", "dle_rn50_amp_8xa100")}
# Ratios of two anchors' throughputs: (label, numerator id, denominator id).
RATIOS = (("AMP/TF32, 1x A100", "dle_rn50_amp_1xa100", "dle_rn50_tf32_1xa100"),
          ("H100/A100, Pax TE", "pax_gpt126m_64xh100_te_bf16", "pax_gpt126m_64xa100_te_bf16"),
          ("8-GPU/1-GPU, ResNet-50 AMP", "dle_rn50_amp_8xa100", "dle_rn50_amp_1xa100"),
          ("8-GPU/1-GPU, ResNet-50 TF32", "dle_rn50_tf32_8xa100", "dle_rn50_tf32_1xa100"),
          ("AMP/TF32, 8x A100", "dle_rn50_amp_8xa100", "dle_rn50_tf32_8xa100"))


@dataclass
class Anchor:
    id: str
    measured: float
    unit: str
    batch: float  # the global batch: a throughput is batch / step_s
    case: str | None
    hardware: str | None
    system: str | None
    ranks: int | None
    nodes: int | None


def load_anchors(path: Path) -> list[Anchor]:
    """The anchors of ``path``, with every simulated one's hardware and system checked to load."""
    location = SourceLocation(str(path))
    text = read_utf8(path, "anchors file")
    try:
        entries = json.loads(text)
    except ValueError as error:
        raise HespasError(f"not JSON: {error.msg}", SourceLocation(str(path), error.lineno, error.colno)) from None
    if not isinstance(entries, list) or not all(isinstance(entry, dict) for entry in entries):
        raise HespasError("expected a JSON list of anchor objects", location)
    anchors = []
    for entry in entries:
        try:
            anchor = Anchor(entry["id"], float(entry["measured"]), entry["unit"], _batch(entry["convert"]),
                            entry.get("case"), entry.get("hardware"), entry.get("system"), entry.get("ranks"),
                            entry.get("nodes"))
        except (KeyError, TypeError, ValueError) as error:
            raise HespasError(f"anchor '{entry.get('id', '?')}': malformed ({error!r})", location) from None
        if entry.get("simulated", True) and anchor.case:
            try:
                load_hardware(anchor.hardware)
                load_system(system_path(anchor.system, path.parent), anchor.nodes)
            except HespasError as error:
                raise HespasError(f"anchor '{anchor.id}': {error.message}", location) from None
        else:
            anchor.case = None
        anchors.append(anchor)
    by_id = {anchor.id: anchor for anchor in anchors}
    for anchor in anchors:
        if anchor.case is None and anchor.id in DERIVED and DERIVED[anchor.id][1] in by_id:
            case, like = DERIVED[anchor.id]
            model = by_id[like]
            anchor.case, anchor.hardware, anchor.system = case, model.hardware, model.system
            anchor.ranks, anchor.nodes = model.ranks, model.nodes
    return anchors


def _batch(convert: str) -> float:
    """The N of ``'<unit> = N / step_s'``."""
    rhs = convert.split("=", 1)[1]
    numerator, denominator = (part.strip() for part in rhs.split("/", 1))
    if denominator != "step_s":
        raise ValueError(f"convert {convert!r} is not '<unit> = N / step_s'")
    return float(numerator)


def system_path(system: str, folder: Path) -> str:
    """A system preset name, or a TOML path relative to the anchors' folder."""
    return str(folder / system) if system.endswith(".toml") else system


def exported(case: str, validation: Path, out: Path, stage: str | None) -> Path:
    """The per-device program of ``case`` exported from its model and spec (the set's, or derived_specs.py's
    function of that name) by ``hespas export``."""
    model = next(file for prefix, file in MODELS.items() if case.startswith(prefix))
    spec = validation / "specs" / f"{case}.toml"
    if not spec.exists() and case in (derived for derived, _ in DERIVED.values()):
        spec = f"{Path(__file__).resolve().with_name('derived_specs.py')}:{case}"
    prefix = out / case
    command = ["hespas", "export", f"{validation / 'models' / model}:train_step",
               "--spec", str(spec), "-o", str(prefix)]
    if stage:
        command += ["--stage", stage]
    if subprocess.run(command).returncode:  # hespas export has printed its diagnostic
        raise HespasError(f"hespas export failed for case '{case}'")
    return prefix.with_name(prefix.name + ".partitioned.mlir")


def step_s(path: Path, hardware: str, system: str | None, ranks: int | None = None, nodes: int | None = None,
           efficiency: bool = True, attention: str | None = None) -> float:
    options = LoweringOptions(ranks=ranks, efficiency=efficiency, attention=attention)
    run = simulate_workload(path, hardware=hardware, system=system, options=options, nodes=nodes)
    return run.result.max_finish_ns / 1e9


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--anchors", type=Path, default=SHARED / "validation" / "anchors.json")
    parser.add_argument("--mlir", action="store_true", help="take the cases' exports in mlir/ beside the anchors")
    parser.add_argument("--stage", help="hespas export's --stage (default: the command's own default)")
    parser.add_argument("--only", nargs="*", help="anchor ids to run (default: all)")
    parser.add_argument("--no-paper", action="store_true", help="skip the Hespas paper's ResNet steps")
    parser.add_argument("--peak-rates", dest="efficiency", action="store_false",
                        help="cost at the hardware's peaks, not its [efficiency] table's achieved rates")
    args = parser.parse_args()
    return run_reporting_errors(lambda: run(args), "published.py")


def run(args) -> int:
    anchors = load_anchors(args.anchors)
    validation = args.anchors.parent
    if args.only:
        anchors = [a for a in anchors if a.id in args.only]

    with tempfile.TemporaryDirectory() as scratch:
        programs: dict[str, Path] = {}

        def program(case: str) -> Path:
            if case not in programs:
                given = validation / "mlir" / f"{case}.mlir"
                programs[case] = (given if args.mlir and given.exists()
                                  else exported(case, validation, Path(scratch), args.stage))
            return programs[case]

        predicted: dict[str, float] = {}
        steps: dict[tuple, float] = {}
        print(f"{'anchor':30} {'hardware':8} {'ranks':>5} {'step (ms)':>10} {'predicted':>10} {'published':>10} "
              f"{'error':>8}  unit")
        errors = []
        for anchor in anchors:
            if anchor.case is None:
                print(f"{anchor.id:30} {'':8} {'':>5} {'':>10} {'':>10} {anchor.measured:10.1f} {'':>8}  "
                      f"{anchor.unit} (not simulated: no program)")
                continue
            attention = ANCHOR_ATTENTION.get(anchor.id)
            key = (anchor.case, anchor.hardware, anchor.system, anchor.ranks, anchor.nodes, attention)
            if key not in steps:
                steps[key] = step_s(program(anchor.case), anchor.hardware, system_path(anchor.system, validation),
                                    anchor.ranks, anchor.nodes, args.efficiency, attention)
            value = anchor.batch / steps[key]
            predicted[anchor.id] = value
            error = (value - anchor.measured) / anchor.measured
            errors.append(abs(error))
            print(f"{anchor.id:30} {anchor.hardware:8} {anchor.ranks or 1:5d} {steps[key] * 1e3:10.1f} "
                  f"{value:10.1f} {anchor.measured:10.1f} {error:+8.1%}  {anchor.unit}"
                  + (f" (attention={attention})" if attention else ""), flush=True)
        if errors:
            print(f"\n|error|: median {statistics.median(errors):.1%}, max {max(errors):.1%} over {len(errors)} anchors")

        by_id = {a.id: a for a in anchors}
        print(f"\n{'ratio':30} {'predicted':>10} {'published':>10} {'error':>8}")
        for label, top, bottom in RATIOS:
            if top in predicted and bottom in predicted:
                ours = predicted[top] / predicted[bottom]
                theirs = by_id[top].measured / by_id[bottom].measured
                print(f"{label:30} {ours:10.2f} {theirs:10.2f} {(ours - theirs) / theirs:+8.1%}")

        # at the preset's own attention, as the scanned step runs it
        pax = [a for a in anchors
               if a.case == SCAN_PAIR[1] and a.hardware == "a100" and a.id not in ANCHOR_ATTENTION]
        if pax:
            a = pax[0]
            scanned = step_s(program(SCAN_PAIR[0]), a.hardware, system_path(a.system, validation), a.ranks, a.nodes,
                             args.efficiency)
            unrolled = steps[(a.case, a.hardware, a.system, a.ranks, a.nodes, None)]
            print(f"\nPax step on {a.ranks}x {a.hardware}: scan {scanned * 1e3:.1f} ms, unrolled {unrolled * 1e3:.1f} ms, "
                  f"scan/unrolled {scanned / unrolled:.3f}")

    if not args.no_paper:
        print(f"\n{'Hespas paper, 4x A100 SXM4 40 GB':48} {'predicted (s)':>13} {'measured (s)':>12} {'error':>8}")
        for name, measured in PAPER_STEPS_S.items():
            ours = step_s(SHARED / "workloads" / name, PAPER_HARDWARE, PAPER_SYSTEM, efficiency=args.efficiency)
            print(f"{name:48} {ours:13.4f} {measured:12.2f} {(ours - measured) / measured:+8.1%}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
