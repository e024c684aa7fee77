"""How the built-in simulator scales with ranks: a data-parallel training step on 8 → 32K NPUs.

Builds one rank's Chakra trace in memory (forward chain; backward layers each
releasing a gradient all-reduce that overlaps the next layer's backward), shares it
between all ranks, and times ``simulate`` on 8 NPUs per node (Switch) times N/8
nodes (Switch scale-out). SPMD ranks are simulated once; for comparison, the
smaller sizes are also run with one agent per rank (distinct program objects).

    python benchmarks/sim_scale.py [--layers 48] [--max-ranks 32768] [--per-rank-up-to 256]
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

from hespas.chakra import schema
from hespas.chakra.et_io import make_attr
from hespas.sim import CollectiveSettings, LinkDimension, Network, RankProgram, simulate

GPUS_PER_NODE = 8


def dp_step_nodes(layers: int, gradient_bytes: int) -> list:
    """Chakra nodes of one data-parallel step: L forward layers, L backward layers, L all-reduces."""
    nodes = []

    def add(name, node_type, deps, duration_micros=0, **attrs):
        node = schema.Node(id=len(nodes), name=name, type=node_type, duration_micros=duration_micros)
        node.data_deps.extend(deps)
        node.attr.append(make_attr("is_cpu_op", False))
        for key, value in attrs.items():
            node.attr.append(make_attr(key, value))
        nodes.append(node)
        return node.id

    previous = []
    for layer in range(layers):
        previous = [add(f"fwd{layer}", schema.COMP_NODE, previous, duration_micros=120)]
    for layer in reversed(range(layers)):
        previous = [add(f"bwd{layer}", schema.COMP_NODE, previous, duration_micros=240)]
        add(f"grad_all_reduce{layer}", schema.COMM_COLL_NODE, previous,
            comm_type=schema.ALL_REDUCE, comm_size=gradient_bytes)
    return nodes


def network_for(ranks: int) -> Network:
    dims = [LinkDimension("Switch", min(ranks, GPUS_PER_NODE), 450.0, 500.0)]
    if ranks > GPUS_PER_NODE:
        dims.append(LinkDimension("Switch", ranks // GPUS_PER_NODE, 50.0, 2000.0))
    return Network(dims)


def settings_for(network: Network) -> CollectiveSettings:
    algorithms = ("ring",) * len(network.dimensions)
    return CollectiveSettings({kind: algorithms for kind in ("all_reduce", "all_gather", "reduce_scatter",
                                                            "all_to_all")},
                              endpoint_delay_ns=10, active_chunks_per_dimension=2, preferred_dataset_splits=4,
                              local_mem_bw_GBps=2000.0, collective_optimization="localBWAware")


def timed(programs, network, config):
    start = time.perf_counter()
    result = simulate(programs, network, config)
    return result, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=48)
    parser.add_argument("--gradient-mib", type=int, default=64)
    parser.add_argument("--max-ranks", type=int, default=32768)
    parser.add_argument("--per-rank-up-to", type=int, default=256,
                        help="also simulate each rank separately up to this many ranks")
    args = parser.parse_args()

    nodes = dp_step_nodes(args.layers, args.gradient_mib << 20)
    program = RankProgram.from_chakra(nodes)
    print(f"data-parallel step: {len(nodes)} nodes per rank ({args.layers} layers, "
          f"{args.gradient_mib} MiB gradient all-reduce per layer, 4 chunks, 2 active per dimension)")
    print(f"{'ranks':>7} {'network':>16} {'agents':>6} {'step time (µs)':>15} {'exposed comm (µs)':>18} "
          f"{'simulate (s)':>12} {'peak alloc (KiB)':>16} {'one agent per rank (s)':>23}")
    ranks = 8
    while ranks <= args.max_ranks:
        network = network_for(ranks)
        config = settings_for(network)
        tracemalloc.start()
        simulate([program] * ranks, network, config)
        peak_kib = tracemalloc.get_traced_memory()[1] / 1024
        tracemalloc.stop()
        result, seconds = timed([program] * ranks, network, config)
        per_rank = ""
        if ranks <= args.per_rank_up_to:
            programs = [RankProgram.from_chakra(nodes) for _ in range(ranks)]
            each, per_rank_seconds = timed(programs, network, config)
            assert list(each) == list(result), "per-rank simulation disagrees with the shared one"
            per_rank = f"{per_rank_seconds:.3f}"
        shape = "x".join(str(d.npus) for d in network.dimensions)
        step = result.rank(0)
        print(f"{ranks:>7} {shape:>16} {result.agents:>6} {step.finish_ns / 1000:>15.1f} "
              f"{step.exposed_comm_ns / 1000:>18.1f} {seconds:>12.4f} {peak_kib:>16.0f} {per_rank:>23}")
        ranks *= 2


if __name__ == "__main__":
    main()
