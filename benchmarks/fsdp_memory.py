"""Benchmark: the per-device peak memory of an FSDP gradient step, as `hespas simulate` reports it and as XLA does.

The step is ``jax.grad`` of the mean of L layers of ``tanh(x @ w)`` (square f32 weights of a given width),
its weights and batch sharded over every device on their first dimension (FSDP: each weight is all-gathered
before its layer, each gradient reduce-scattered back to its shard). It is exported with hespas's own
export API (``hespas.export.export_step``, what ``hespas export`` runs) at the ``partitioned`` stage and
simulated with ``hespas.workload.simulate_workload`` (what ``hespas simulate`` runs) on ``--system``: with
hespas-fuse (the default), with ``--no-fuse``, and each again with ``--no-xla-collectives`` (the exported
program as it is: gradients all-reduced whole, then sliced). XLA's figures are ``memory_analysis()`` of the
same program compiled with its CPU default schedule and with its memory-optimized schedule, as
``benchmarks/memory_vs_xla.py`` takes them: argument + output - alias + temp.

    python benchmarks/fsdp_memory.py [--layers 8] [--width 4096] [--batch 1024] [--devices 8] [--system dgx-h100]
        [--write PREFIX]

``--write PREFIX`` also writes the export (``PREFIX.partitioned.mlir``, ``PREFIX.global.mlir``);
``test/Inputs/fsdp_grad_4_layers.mlir`` is its partitioned module with ``--layers 4 --width 512 --batch 128``.
hespas's peak is the most bytes live at once (an output counted from the op that writes it), so it can be less
than its columns' sum; XLA's is the sum (its outputs are separate allocations, its temporaries one more).
"""

from __future__ import annotations

import argparse
import tempfile
from dataclasses import dataclass
from pathlib import Path

MIB = 1 << 20
MEMORY_SCHEDULE = {"xla_cpu_scheduler_type": "CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED"}  # as memory_vs_xla.py
# (label, LoweringOptions fields): the `hespas simulate` runs, each the CLI flags it stands for
SIMULATE_RUNS = (("hespas simulate (hespas-fuse)", {}),
                 ("hespas simulate --no-fuse", {"fuse": False}),
                 ("hespas simulate --no-xla-collectives", {"xla_collectives": False}),
                 ("hespas simulate --no-fuse --no-xla-collectives", {"fuse": False, "xla_collectives": False}))


@dataclass(frozen=True)
class Peak:
    """One per-device memory figure, in bytes: hespas's peak is the most bytes live at once, ``temporaries`` the
    most temporary bytes live at once; XLA's peak is arguments + results - aliased + its temp allocation."""

    label: str
    arguments: int
    results: int
    aliased: int
    temporaries: int
    peak: int


def loss(weights, x):
    """The mean of the last of ``len(weights)`` layers ``x = tanh(x @ w)``."""
    import jax.numpy as jnp

    for w in weights:
        x = jnp.tanh(x @ w)
    return jnp.mean(x)


def export_fsdp_step(layers: int, width: int, batch: int, devices: int):
    """The gradient step exported for ``devices`` devices (``hespas.export.ExportResult``): every weight and the
    batch sharded on their first dimension, the gradients returned sharded as the weights."""
    from hespas.export import export_step, use_virtual_devices

    use_virtual_devices(devices)
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    weights = [jax.ShapeDtypeStruct((width, width), jnp.float32)] * layers
    x = jax.ShapeDtypeStruct((batch, width), jnp.float32)
    shard = P("fsdp", None)
    return export_step(jax.grad(loss), (weights, x), {"fsdp": devices}, in_shardings=([shard] * layers, shard),
                       out_shardings=[shard] * layers)


def hespas_peaks(partitioned_text: str, system: str) -> list[Peak]:
    """``hespas simulate``'s memory figures of the per-device module, one per ``SIMULATE_RUNS`` entry."""
    from hespas.workload import simulate_workload
    from hespas.workload_options import LoweringOptions

    peaks = []
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "fsdp_grad.partitioned.mlir"
        path.write_text(partitioned_text, encoding="utf-8")
        for label, options in SIMULATE_RUNS:
            memory = simulate_workload(path, system=system, options=LoweringOptions(**options)).memory
            peaks.append(Peak(label, memory["argument_bytes"], memory["result_bytes"], memory["alias_bytes"],
                              memory["temporary_peak_bytes"], memory["peak_bytes"]))
    return peaks


def xla_peaks(result) -> list[Peak]:
    """XLA's ``memory_analysis()`` of the exported program under its CPU default and memory-optimized schedules."""
    default = result.compiled.memory_analysis()
    memory = result.lowered.compile(compiler_options=MEMORY_SCHEDULE).memory_analysis()
    return [xla_peak("XLA, CPU default schedule", default), xla_peak("XLA, memory-optimized schedule", memory)]


def xla_peak(label: str, analysis) -> Peak:
    arguments, results = analysis.argument_size_in_bytes, analysis.output_size_in_bytes
    aliased, temporaries = analysis.alias_size_in_bytes, analysis.temp_size_in_bytes
    return Peak(label, arguments, results, aliased, temporaries, arguments + results - aliased + temporaries)


def table(peaks: list[Peak]) -> str:
    header = ("run", "arguments (MiB)", "results (MiB)", "aliased (MiB)", "temporaries (MiB)", "peak (MiB)",
              "peak (bytes)")
    rows = [(p.label, *(f"{value / MIB:.1f}" for value in (p.arguments, p.results, p.aliased, p.temporaries,
                                                            p.peak)), str(p.peak)) for p in peaks]
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]
    return "\n".join("  ".join(cell.ljust(width) if i == 0 else cell.rjust(width)
                               for i, (cell, width) in enumerate(zip(row, widths))).rstrip()
                     for row in (header, *rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=8)
    parser.add_argument("--width", type=int, default=4096, help="each weight is WIDTH x WIDTH f32")
    parser.add_argument("--batch", type=int, default=1024, help="global batch (rows of x)")
    parser.add_argument("--devices", type=int, default=8, help="devices the weights and batch are sharded over")
    parser.add_argument("--system", default="dgx-h100", help="the system `hespas simulate` runs on (--system)")
    parser.add_argument("--write", metavar="PREFIX", help="also write the export, as `hespas export -o PREFIX`")
    args = parser.parse_args()
    result = export_fsdp_step(args.layers, args.width, args.batch, args.devices)
    if args.write:
        result.write(args.write)
    print(f"FSDP gradient step: {args.layers} layers of tanh(x @ w), {args.width}x{args.width} f32 weights, "
          f"batch {args.batch}, {args.devices} devices; per-device memory on {args.system}")
    print(table(hespas_peaks(result.partitioned_text, args.system) + xla_peaks(result)))


if __name__ == "__main__":
    main()
