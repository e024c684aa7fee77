"""hespas-partition: outline the compute between communication ops into region functions.

Needs a cost-annotated module (run hespas-annotate-costs first; without
`hespas.totals` on the module the pass fails with a diagnostic).

Output contract, for every public function, every callee of a call that
communicates, and every block of a while/if/case that communicates:
- the block holds only `func.call`s to region functions, communication ops,
  ops holding communication (while/if/case, calls to communicating functions),
  free ops (constants) and its terminator;
- a region function is `func.func private @<function>_region_<n>` with the unit
  attribute `hespas.region`, `hespas.cost` (its ops' costs summed, annotate-costs'
  keys; per execution: a region in a while body runs `trip_count` times, see the
  while's `hespas.cost`) and `hespas.region_hash` (16 hex digits, equal for
  regions with equal ops, types and attributes; left off with `content-hash=false`,
  for a pipeline that runs no hespas-profile, the only reader); its call carries the same
  `hespas.cost`; its ops keep their own `hespas.cost`;
- every collective, send, recv and async start wrapping one has `hespas.comm`;
  an async chain start -> update* -> done is one communication (hespas.comm on
  the start, result at the done); async ops wrapping something else stay as
  boundaries without `hespas.comm`;
- calls and boundaries are in an order that keeps every data dependency and
  puts no region after a communication whose result it does not use (regions
  that feed neither an async start nor use its done sit between the two), up to
  the merges `min-region-ns` asks for.
Ordering follows SSA values only (memory effects of custom_calls are not tracked).
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.diagnostics import HespasError
from hespas.numbers import TIME_NS, number_problem
from hespas.partition import partition_module
from hespas.pass_framework import HespasPass, option


def _check_time_ns(value: float) -> None:
    """A time in ns within hespas's bound for every time (``hespas.numbers.TIME_NS``), as --min-region-ns is."""
    if (problem := number_problem(value, TIME_NS)) is not None:
        raise HespasError(problem)


@dataclass
class Partition(HespasPass):
    ARGUMENT = "hespas-partition"
    DESCRIPTION = "Outline compute between communication ops into private region functions with costs and hashes"
    REQUIRES = ("costs",)
    REJECTS = ("partitioned",)
    PROVIDES = ("partitioned",)
    NESTING_ADDED = 0  # a region function's ops count at its call's level (hespas.ir_depth)

    min_region_ns: float = option(1000.0, "merge regions faster than this into a neighbour region (0: never)",
                                  minimum=0, check=_check_time_ns)
    max_region_ns: float = option(0.0, "split regions slower than this in program order (0: never)", minimum=0,
                                  check=_check_time_ns)
    content_hash: bool = option(True, "write hespas.region_hash on each region function: the key of "
                                "hespas-profile's cache, which computes it where it is missing (printing every "
                                "region for it is most of this pass's time; hespas simulate turns it off unless "
                                "it profiles)")

    def run(self, module) -> None:
        partition_module(module, self.min_region_ns, self.max_region_ns, self.content_hash)


PASS = Partition
