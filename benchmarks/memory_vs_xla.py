"""Benchmark: hespas-memory against XLA's own memory analysis, on every shipped example.

Each example is exported again in this process; hespas-memory runs on the exported
per-device module and ``compiled.memory_analysis()`` describes the same compiled program.
XLA is asked twice: with its CPU default schedule (concurrency-optimized) and with its
memory-optimized schedule (``xla_cpu_scheduler_type``), which is closer to the order in
which the exported module lists its ops.

    python benchmarks/memory_vs_xla.py [EXAMPLE ...]

Columns (bytes per device): arguments, results and aliased (results living in donated
argument buffers: as declared for XLA, as written in place for hespas) from both; hespas's temporary peak against XLA's temp allocation under
each schedule; hespas's peak against XLA's total, argument + output - alias + temp.
"""

from __future__ import annotations

import sys

from example_exports import EXAMPLES, exported_examples

from hespas.ir import make_context, parse_module
from hespas.memory import MemoryAnalyzer

MEMORY_SCHEDULE = {"xla_cpu_scheduler_type": "CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED"}

NOTES = """\
Notes on the differences:
- arguments and results are the same buffers on both sides; XLA's outputs carry 8 bytes
  more per output (the CPU runtime's tuple index table). Aliased bytes agree but where an
  output is made while its donated argument is still read: XLA copies and counts the
  donation, hespas gives the output a buffer of its own and counts none (resnet14: 256 bytes).
- temporaries depend on the order of the ops. hespas follows the order in which the
  exported module lists them (XLA's converter emits its HLO in def-use order, each
  producer just before its first consumer); XLA's CPU default schedule is tuned for
  concurrency and starts independent work early (e.g. converting every weight to f32 at
  the start), so its temp allocation is larger (gemm_tp, resnet14, moe, llama scan).
  Under XLA's memory-optimized schedule the two agree closely; what remains is ordering
  too: XLA's list scheduler moves a producer to just before its consumer when that frees
  memory sooner (moe: the 2 MiB combine mask is built after the experts' GEMMs, where the
  exported order builds it before the dispatch; llama: the same inside and around the
  backward loop), and it can also move work the other way when that helps.
- XLA packs its temporaries into one allocation by heap simulation, which can leave gaps
  (fragmentation), so its temp can exceed the liveness peak; hespas reports the liveness
  peak itself, a lower bound for any allocator. XLA also keeps small thread-local and
  constant buffers outside the temp allocation.
- peak: XLA's total reserves the outputs for the whole run (separate allocations), hespas
  counts an output from the op that writes it; so hespas's peak is lower by up to the
  output bytes when the peak comes before the outputs exist (gemm_tp: -1 MiB).
"""


def compare(names) -> list[tuple]:
    rows = []
    for stem, result in exported_examples(names):
        default = result.compiled.memory_analysis()
        memory = result.lowered.compile(compiler_options=MEMORY_SCHEDULE).memory_analysis()
        with make_context():
            module = parse_module(result.partitioned_text, None)
            ours, _ = MemoryAnalyzer().analyze_module(module.operation)
        xla_total = memory.argument_size_in_bytes + memory.output_size_in_bytes - memory.alias_size_in_bytes \
            + memory.temp_size_in_bytes
        rows.append((stem, f"{ours.argument_bytes} / {default.argument_size_in_bytes}",
                     f"{ours.result_bytes} / {default.output_size_in_bytes}",
                     f"{ours.alias_bytes} / {default.alias_size_in_bytes}",
                     f"{ours.temporary_peak_bytes}", f"{default.temp_size_in_bytes}", f"{memory.temp_size_in_bytes}",
                     f"{_change(ours.temporary_peak_bytes, memory.temp_size_in_bytes)}",
                     f"{ours.peak_bytes}", f"{xla_total}", f"{_change(ours.peak_bytes, xla_total)}"))
    return rows


def _change(ours: int, theirs: int) -> str:
    return f"{(ours - theirs) / theirs:+.1%}" if theirs else "n/a"


def table(rows: list[tuple]) -> str:
    header = ("example", "arguments hespas/XLA", "results hespas/XLA", "aliased hespas/XLA", "temp hespas",
              "temp XLA default", "temp XLA memsched", "temp diff", "peak hespas", "total XLA memsched", "peak diff")
    widths = [max(len(str(row[i])) for row in (header, *rows)) for i in range(len(header))]
    lines = ["  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip() for row in (header, *rows)]
    return "\n".join(lines)


def main() -> None:
    names = sys.argv[1:] or EXAMPLES
    print(table(compare(names)))
    print()
    print(NOTES)


if __name__ == "__main__":
    main()
