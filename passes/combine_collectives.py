"""hespas-combine-collectives: merge independent all-reduces, and independent all-gathers, of the
same groups and element type into one collective up to a byte threshold, as XLA:GPU's combiners
do (run it after hespas-fuse, as XLA:GPU combines after fusion, and before hespas-annotate-costs). A
threshold of 0 turns that combiner off. A module with ``mhlo.fusion`` ops that hespas-fuse did not make
(no ``hespas.fused`` on it) went through XLA's own pipeline and is left as it is. See
``hespas.comm.combine`` for the rule and where the combined collective is placed.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.comm.combine import (ALL_GATHER_OP, ALL_REDUCE_OP, XLA_GPU_COMBINE_THRESHOLD_COUNT,
                                 XLA_GPU_DEFAULT_THRESHOLD_BYTES, combine_collectives)
from hespas.pass_framework import HespasPass, option


@dataclass
class CombineCollectives(HespasPass):
    ARGUMENT = "hespas-combine-collectives"
    DESCRIPTION = "Combine independent all-reduces / all-gathers up to a byte threshold (XLA:GPU's combiners)"
    REJECTS = ("costs",)
    NESTING_ADDED = 0  # replaces collectives by collectives of the same nesting (a reduction body at most)

    all_reduce_threshold_bytes: int = option(
        XLA_GPU_DEFAULT_THRESHOLD_BYTES, "largest combined all-reduce, result bytes (XLA:GPU's "
        "xla_gpu_all_reduce_combine_threshold_bytes default; 0: do not combine)", minimum=0)
    all_gather_threshold_bytes: int = option(
        XLA_GPU_DEFAULT_THRESHOLD_BYTES, "largest combined all-gather, result bytes (XLA:GPU's "
        "xla_gpu_all_gather_combine_threshold_bytes default; 0: do not combine)", minimum=0)
    max_count: int = option(XLA_GPU_COMBINE_THRESHOLD_COUNT, "most collectives combined into one "
                            "(XLA:GPU's combine_threshold_count)", minimum=1)

    def run(self, module) -> None:
        # a module with XLA's own mhlo.fusion ops is left alone (hespas.comm.combine.blocks_to_combine)
        combine_collectives(module.operation, {ALL_REDUCE_OP: self.all_reduce_threshold_bytes,
                                               ALL_GATHER_OP: self.all_gather_threshold_bytes},
                            self.max_count)


PASS = CombineCollectives
