"""Benchmark: hespas's FLOPs against XLA's own cost analysis (HloCostAnalysis), on every shipped example
and on the shared ResNet-50 training step.

Each example is exported again in this process at the partitioned stage (the per-device program before
XLA's optimization passes, what ``hespas simulate`` costs after hespas-fuse). Four counts per program:
- ``hespas``: hespas-annotate-costs on that unfused module (``hespas.totals``);
- ``XLA same``: XLA's HloCostAnalysis of the same module, unoptimized (``hlo_module_cost_analysis``, what
  ``jax.jit(f).lower(...).cost_analysis()`` runs): the two counting conventions, op for op;
- ``XLA compiled``: ``compiled.cost_analysis()``, the program after XLA's (CPU) optimization pipeline;
- ``hespas on XLA's``: hespas-annotate-costs on that optimized module.
Transcendentals are compared too (both count them apart from FLOPs).

    python benchmarks/flops_vs_xla.py [EXAMPLE ...] [--no-shared]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from example_exports import EXAMPLES, exported_examples

from hespas.export.hlo import executable_text, optimized_text
from hespas.ir import ir, make_context, parse_module, passmanager
from hespas.passes import create_pass

SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[2] / "shared"))
SHARED_STEPS = {"resnet_50_train_step_4_devices_1024_batch.mlir": 4}  # jax.pmap exports: replicas

NOTES = """\
Notes:
- hespas and XLA count alike, op for op: on the same module (``XLA same``), the counts agree to
  the FLOP. The conventions: 2*M*N*K per dot, one FLOP per element for elementwise ops and for each
  reduction step, transcendentals counted apart, convolutions over the taps that land on real input
  (xla/service/hlo_cost_analysis.cc, HandleElementwiseOp, HandleDot, HandleReduce, GetConvolutionFlops),
  a fusion's body counted once, collectives free (XLA counts an all-reduce's elements as FLOPs in
  HandleAllReduce, for two replicas; hespas costs collectives as communication: below 0.01% here), and
  a cumulative reduce-window (jnp.cumsum) longer than 16, which hespas counts as XLA's ReduceWindowRewriter
  rewrites it and HloCostAnalysis of the op as written counts quadratically (the MoE example's router).
- ``XLA compiled`` is higher because it counts a different program: XLA's CPU pipeline duplicates
  cheap producers (converts, broadcasts' elementwise users, adds, multiplies) into every consuming
  fusion and counts each copy, and expands select_and_scatter (max-pool gradient) into a
  reduce_window + compare/select form. On the shared ResNet-50 step this is converts x5 (614 -> 3019
  executed), add, multiply, subtract, maximum, select/compare: +3.8% in all, while convolution FLOPs
  (98.7% of the step) are identical. hespas counted on XLA's optimized module gives XLA's compiled
  count (``hespas on XLA's``). The unfused count is the work the step needs; hespas-fuse adds the
  recomputation its own kernels do (see hespas-fuse in the README).
- while loops (llama_fsdp_scan): XLA's HloCostAnalysis counts a while body once, whatever its trip
  count; hespas multiplies the body by the trip count it derives from the loop's counter.
"""


def hespas_totals(text: str, replicas: int | None = None) -> tuple[float, float]:
    """(flops, transcendentals) of hespas.totals after hespas-annotate-costs (``replicas``: a pmap module's
    device grid, which XLA's HLO-to-StableHLO converter drops)."""
    with make_context():
        module = parse_module(text, None)
        if replicas is not None:
            i32 = ir.IntegerType.get_signless(32)
            module.operation.attributes["mhlo.num_replicas"] = ir.IntegerAttr.get(i32, replicas)
            module.operation.attributes["mhlo.num_partitions"] = ir.IntegerAttr.get(i32, 1)
        manager = passmanager.PassManager.parse("builtin.module()")
        create_pass("hespas-annotate-costs", "hardware=h100").add_to(manager)
        manager.run(module.operation)
        totals = ir.DictAttr(module.operation.attributes["hespas.totals"])
        transcendentals = ir.IntegerAttr(totals["transcendentals"]).value if "transcendentals" in totals else 0
        return ir.IntegerAttr(totals["flops"]).value, transcendentals


def xla_unoptimized(text: str) -> dict:
    """XLA's HloCostAnalysis of the module as it is (no optimization pass run)."""
    import jax

    from hespas.jax_internals import hlo_module_cost_analysis, mlir_module_to_xla_computation

    computation = mlir_module_to_xla_computation(text, use_tuple_args=False, return_tuple=False)
    return hlo_module_cost_analysis(jax.extend.backend.get_backend("cpu"), computation.get_hlo_module())


def compiled_pmap(text: str, replicas: int):
    """XLA's executable of a jax.pmap module (``replicas`` replicas, one partition) on the CPU devices."""
    import jax
    import numpy as np

    from hespas.jax_internals import CompileOptions, DeviceAssignment, DeviceList

    devices = jax.devices("cpu")[:replicas]
    options = CompileOptions()
    options.num_replicas, options.num_partitions = replicas, 1
    options.device_assignment = DeviceAssignment.create(np.arange(replicas).reshape(replicas, 1))
    return devices[0].client.compile_and_load(text, DeviceList(tuple(devices)), options)


def row(name: str, text: str, replicas: int | None, compiled_analysis: dict, optimized: str) -> tuple:
    flops, transcendentals = hespas_totals(text, replicas)
    same = xla_unoptimized(text)
    compiled_flops = compiled_analysis["flops"]
    on_optimized, _ = hespas_totals(optimized, replicas)
    return (name, f"{flops:.6g}", f"{same['flops']:.6g}", _change(flops, same["flops"]),
            f"{compiled_flops:.6g}", _change(flops, compiled_flops), f"{on_optimized:.6g}",
            _change(on_optimized, compiled_flops), f"{transcendentals:.6g}",
            f"{same.get('transcendentals', 0.0):.6g}", _change(transcendentals, same.get("transcendentals", 0.0)))


def compare(names, shared: bool) -> list[tuple]:
    rows = []
    for stem, result in exported_examples(names, stage="partitioned"):
        analysis = result.compiled.cost_analysis()
        rows.append(row(stem, result.partitioned_text, None, analysis,
                        optimized_text(result.compiled, result.num_devices)))
    if shared:
        for name, replicas in SHARED_STEPS.items():
            path = SHARED / "workloads" / name
            if not path.exists():
                continue
            text = path.read_text(encoding="utf-8")
            executable = compiled_pmap(text, replicas)
            analysis = executable.cost_analysis()
            analysis = analysis[0] if isinstance(analysis, list) else analysis
            rows.append(row(path.stem, text, replicas, analysis, executable_text(executable, replicas)))
    return rows


def _change(ours: float, theirs: float) -> str:
    if not theirs:
        return "n/a" if ours else "+0.0%"
    return f"{(ours - theirs) / theirs:+.2%}"


def table(rows: list[tuple]) -> str:
    header = ("program", "FLOPs hespas", "XLA same", "diff", "XLA compiled", "diff", "hespas on XLA's", "diff",
              "transc. hespas", "transc. XLA same", "diff")
    widths = [max(len(str(row[i])) for row in (header, *rows)) for i in range(len(header))]
    return "\n".join("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip()
                     for row in (header, *rows))


def main() -> None:
    args = [a for a in sys.argv[1:] if a != "--no-shared"]
    print(table(compare(args or EXAMPLES, "--no-shared" not in sys.argv[1:])))
    print()
    print(NOTES)


if __name__ == "__main__":
    main()
