"""`hespas calibrate`: measure micro-benchmarks on a device and write a calibrated hardware preset.

    hespas calibrate --hardware host-cpu -o host-cpu-calibrated.toml
    hespas-opt step.mlir --hespas-fuse --hespas-annotate-costs='hardware=host-cpu-calibrated.toml estimator=calibrated'

The suite (dot and convolution over sizes and types, elementwise, exp,
reductions, transposes, pads, and chains of kernels) runs through the
profiling path (IREE by default, or XLA) on the device; one efficiency curve per
op class and the per-kernel overhead are fitted, and the preset is written only
once everything succeeded. Measurements are cached like hespas-profile's.

On an NVIDIA machine: ``hespas calibrate --hardware h100 --target cuda``
(IREE's CUDA driver needs the NVIDIA driver's libcuda; ``--chip sm_90`` if
nvidia-smi is not on PATH), then ``estimator=calibrated`` with the preset written.
"""

from __future__ import annotations

import argparse
import errno
import os
import shlex
import sys
from pathlib import Path

from hespas.atomic_io import write_text_atomically
from hespas.calibrate import calibrate
from hespas.calibrate.preset import preset_text
from hespas.cli import file_name, positive_int
from hespas.diagnostics import HespasError, SourceLocation
from hespas.hardware import load_hardware
from hespas.profile import BACKENDS, make_backend
from hespas.profile.cache import ProfileCache
from hespas.profile.iree_backend import TARGETS
from hespas.profile.profiler import Profiler

NAME = "calibrate"
HELP = "Measure micro-benchmarks on a device and write a calibrated hardware preset (estimator=calibrated)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hardware", default="host-cpu", help="the preset to calibrate (default: host-cpu)")
    parser.add_argument("--target", default="llvm-cpu", choices=list(TARGETS), help="what to compile for")
    parser.add_argument("--device", default="", help="which device (index, name; for llvm-cpu: local-task or "
                                                     "local-sync); default: the first")
    parser.add_argument("--backend", default="iree", choices=list(BACKENDS), help="compiler that measures")
    parser.add_argument("--chip", default="", help="GPU architecture (sm_90, gfx942); default: detected")
    parser.add_argument("--repetitions", type=positive_int, default=5,
                        help="timed turns per benchmark (the least batch is kept)")
    parser.add_argument("--quick", action="store_true", help="a few small benchmarks per class (for tests)")
    parser.add_argument("--no-cache", action="store_true", help="measure everything again; leave the cache alone")
    parser.add_argument("-o", "--output", type=file_name,
                        help="preset file to write (default: <hardware>-<target>-calibrated.toml)")


# the XLA backend of the presets each target measures: its efficiencies are fractions of that device's peaks
_TARGET_BACKENDS = {"llvm-cpu": "cpu", "cuda": "gpu", "rocm": "gpu", "vulkan": "gpu"}


def run(args: argparse.Namespace) -> int:
    base = load_hardware(args.hardware)
    measured = _TARGET_BACKENDS[args.target]
    if base.xla_backend != measured:
        hint = {"gpu": f"calibrate {base.name} on its own device (--target cuda or rocm)",
                "cpu": f"calibrate {base.name} on its own device (--target llvm-cpu)",
                "tpu": "hespas calibrate has no TPU target"}[base.xla_backend]
        raise HespasError(f"--target {args.target} measures a {measured.upper()}, not {base.name} (a "
                          f"{base.xla_backend.upper()}): its efficiencies would be that device's times against "
                          f"{base.name}'s peaks; {hint}")
    output = args.output or f"{base.name}-{args.target}-calibrated.toml"
    check_output_folder(output)
    backend = make_backend(args.backend, args.target, args.device, args.chip)
    cache = None if args.no_cache else ProfileCache()
    try:
        calibration, fits = calibrate(base, Profiler(backend, cache, args.repetitions), quick=args.quick)
    finally:
        if cache is not None:
            cache.close()
    command = shlex.join(["hespas", *sys.argv[1:]]) if sys.argv and sys.argv[0].endswith("hespas") else "hespas calibrate"
    write_text_atomically(output, preset_text(base, calibration, command))
    print(f"calibrated {base.name} on {calibration.target} ({calibration.device}) with {calibration.backend} "
          f"{calibration.version}; per-kernel overhead {calibration.kernel_overhead_ns:.0f} ns")
    print(f"{'class':<20} {'axis':<16} {'eff max':>8} {'half size':>10} {'roll-off':>18} {'points':>6} {'median err':>10}")
    for fit in fits:
        curve = fit.curve
        rolloff = f"x{1 + curve.rolloff:.2g} past {curve.rolloff_size:.2g}" if curve.rolloff else "-"
        print(f"{fit.name:<20} {curve.axis:<16} {curve.efficiency_max:>8.3f} {curve.half_size:>10.3g} {rolloff:>18} "
              f"{curve.points:>6} {fit.median_error:>10.1%}")
    print(f"wrote {output}")
    return 0


def check_output_folder(output: str) -> None:
    """Refuse an output file whose folder does not exist before minutes of measuring, with the diagnostic
    writing it would give (``hespas.atomic_io``)."""
    if output.endswith(os.sep) or os.path.isdir(output):  # a folder, not the preset file to write into one
        raise HespasError(f"cannot write output file: {os.strerror(errno.EISDIR)}",
                          SourceLocation(os.path.realpath(output)))
    folder = Path(os.path.realpath(output)).parent
    if not folder.is_dir():
        reason = os.strerror(errno.ENOTDIR if folder.exists() else errno.ENOENT)
        raise HespasError(f"cannot write output file: {reason}", SourceLocation(os.path.realpath(output)))
