"""hespas-create-reduce-scatter: an all-reduce whose only use is a dynamic_slice taking this
device's share of one dimension becomes a reduce-scatter, as XLA:GPU's ReduceScatterCreator
does (run it before hespas-annotate-costs). A module that already has ``mhlo.fusion`` ops
went through XLA's own pipeline and is left as it is. See ``hespas.comm.reduce_scatter_creation``.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.comm.reduce_scatter_creation import create_reduce_scatters
from hespas.pass_framework import HespasPass


@dataclass
class CreateReduceScatter(HespasPass):
    ARGUMENT = "hespas-create-reduce-scatter"
    DESCRIPTION = ("Rewrite all-reduce + dynamic_slice by the device id into reduce-scatter "
                   "(XLA:GPU's ReduceScatterCreator)")
    REJECTS = ("costs",)
    NESTING_ADDED = 0  # replaces collectives by collectives of the same nesting (a reduction body at most)

    def run(self, module) -> None:
        create_reduce_scatters(module.operation)  # leaves a fused module alone


PASS = CreateReduceScatter
