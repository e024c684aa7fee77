"""hespas-lower-to-chakra: one Chakra execution trace per rank, plus the comm-group file, for ASTRA-sim."""

from __future__ import annotations

from dataclasses import dataclass

from hespas.chakra.traces import prefix_problem
from hespas.comm import module_comm_info
from hespas.diagnostics import HespasError
from hespas.lowering.graph import build_graph
from hespas.lowering.writer import write_chakra_traces
from hespas.pass_framework import HespasPass, option


def _check_prefix(prefix: str) -> None:
    if (problem := prefix_problem(prefix)) is not None:
        raise HespasError(f"prefix {problem} (the traces go into output=DIR)")


@dataclass
class LowerToChakra(HespasPass):
    ARGUMENT = "hespas-lower-to-chakra"
    DESCRIPTION = "Write <output>/<prefix>.<rank>.et for every rank (and comm_group.json) from an annotated module"
    REQUIRES = ("costs",)
    NESTING_ADDED = 0  # writes files, leaves the IR as it is

    output: str = option("", "directory for the traces (required)")
    prefix: str = option("trace", "trace file prefix: <output>/<prefix>.<rank>.et", check=_check_prefix)
    # 0 is no rank count, so it cannot be written: the default 0 only stands for "not given"
    num_ranks: int = option(0, "number of ranks (when not given: the module's mhlo.num_replicas x "
                            "mhlo.num_partitions)", minimum=1)

    def run(self, module) -> None:
        if not self.output:
            raise HespasError("hespas-lower-to-chakra needs output=DIR")
        module_devices = module_comm_info(module).num_devices
        num_ranks = self.num_ranks or module_devices
        if self.num_ranks and self.num_ranks != module_devices and module_devices != 1:
            raise HespasError(f"num-ranks={self.num_ranks} disagrees with the module, which is an SPMD program "
                              f"for {module_devices} devices (mhlo.num_replicas x mhlo.num_partitions)",
                              module.location)
        graph = build_graph(module, num_ranks)
        write_chakra_traces(graph, self.output, num_ranks, self.prefix)


PASS = LowerToChakra
