"""How the built-in simulator scales with ranks: a data-parallel training step on 8 → 32K NPUs.

Builds one rank's Chakra trace in memory (forward chain; backward layers each
releasing a gradient all-reduce that overlaps the next layer's backward), shares it
between all ranks, and times ``simulate`` on 8 NPUs per node (Switch) times N/8
nodes (Switch scale-out). SPMD ranks are simulated once; for comparison, the
smaller sizes are also run with one agent per rank (``exploit_symmetry=False``).
A second table runs tensor (8-way, in the node) × data parallelism, where every
rank has its own trace naming its own comm groups. A third runs the data-parallel
step with compute times that differ on every rank (a straggler pattern: no two
ranks alike, so nothing is shared and every rank is simulated); target: 4096 such
ranks in at most 10 s, 32,768 symmetric ranks in at most 2 s. That table gives CPU seconds
beside wall seconds: on a shared host, the process's CPU time is what other jobs do not inflate.

A fourth table times point-to-point lowering from a StableHLO module through simulation, as
``hespas simulate --system dgx-h100 --nodes N/8`` runs it (``hespas.workload.simulate_workload``, in this
process, each stage timed in wall and CPU seconds): a ring shift (one ``collective_permute``, rank i sending
``--permute-mib`` MiB to i + 1 mod N) and a pipeline (``--pipeline-layers`` layers, each a matmul and tanh, an
all-reduce in each node and a ``collective_permute`` from rank i to i + 1), each at an eighth of its size and
at its size (``--ring-ranks``, ``--pipeline-ranks``), so that growth faster than the ranks shows.

A fifth table, when ASTRA-sim's analytical binary is found (on PATH or with
``--astra-sim PATH``), times it on the same data-parallel traces (written to disk,
hard-linked) and reports hespas's speed as a ratio to it, checking both agree.

    python benchmarks/sim_scale.py [--layers 48] [--max-ranks 32768] [--per-rank-up-to 256]
        [--tp-max-ranks 1024] [--asymmetric-max-ranks 4096] [--ring-ranks 32768] [--pipeline-ranks 4096]
        [--pipeline-layers 8] [--permute-mib 1] [--astra-sim PATH] [--only TABLE ...]
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

import os
import tempfile
from pathlib import Path

from hespas.chakra import schema
from hespas.chakra.et_io import make_attr, write_trace
from hespas.diagnostics import HespasError
from hespas.chakra.rank_programs import program_from_chakra
from hespas.sim import CollectiveSettings, LinkDimension, Network, simulate
from hespas.systems import Dimension, System

GPUS_PER_NODE = 8


def dp_step_nodes(layers: int, gradient_bytes: int, tp_group: str | None = None,
                  dp_group: str | None = None, forward_us: int = 120, backward_us: int = 240) -> list:
    """Chakra nodes of one data-parallel step: L forward layers, L backward layers, L all-reduces.

    With ``tp_group``, every layer also all-gathers its activations in that group, and the
    gradient all-reduces run in ``dp_group``. Each forward (backward) layer lasts ``forward_us``
    (``backward_us``) microseconds.
    """
    nodes = []

    def add(name, node_type, deps, duration_micros=0, **attrs):
        node = schema.Node(id=len(nodes), name=name, type=node_type, duration_micros=duration_micros)
        node.data_deps.extend(deps)
        node.attr.append(make_attr("is_cpu_op", False))
        for key, value in attrs.items():
            node.attr.append(make_attr(key, value))
        nodes.append(node)
        return node.id

    tp = {} if tp_group is None else {"pg_name": tp_group}
    dp = {} if dp_group is None else {"pg_name": dp_group}
    previous = []
    for layer in range(layers):
        previous = [add(f"fwd{layer}", schema.COMP_NODE, previous, duration_micros=forward_us)]
        if tp_group is not None:
            previous = [add(f"tp_all_gather{layer}", schema.COMM_COLL_NODE, previous,
                            comm_type=schema.ALL_GATHER, comm_size=4 << 20, **tp)]
    for layer in reversed(range(layers)):
        previous = [add(f"bwd{layer}", schema.COMP_NODE, previous, duration_micros=backward_us)]
        add(f"grad_all_reduce{layer}", schema.COMM_COLL_NODE, previous,
            comm_type=schema.ALL_REDUCE, comm_size=gradient_bytes, **dp)
    return nodes


def tensor_data_parallel(ranks: int, layers: int, gradient_bytes: int):
    """Per-rank programs and comm groups: TP over the GPUs of a node, DP across nodes."""
    nodes_count = ranks // GPUS_PER_NODE
    groups = {str(1 + node): [node * GPUS_PER_NODE + gpu for gpu in range(GPUS_PER_NODE)]
              for node in range(nodes_count)}
    groups.update({str(1 + nodes_count + gpu): [gpu + node * GPUS_PER_NODE for node in range(nodes_count)]
                   for gpu in range(GPUS_PER_NODE)})
    programs = [program_from_chakra(dp_step_nodes(layers, gradient_bytes, str(1 + rank // GPUS_PER_NODE),
                                                      str(1 + nodes_count + rank % GPUS_PER_NODE)))
                for rank in range(ranks)]
    return programs, groups


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


def timed(programs, network, config, groups=None, exploit_symmetry=True):
    start = time.perf_counter()
    result = simulate(programs, network, config, groups, exploit_symmetry=exploit_symmetry)
    return result, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=48)
    parser.add_argument("--gradient-mib", type=int, default=64)
    parser.add_argument("--max-ranks", type=int, default=32768)
    parser.add_argument("--per-rank-up-to", type=int, default=256,
                        help="also simulate each rank separately up to this many ranks")
    parser.add_argument("--tp-max-ranks", type=int, default=1024,
                        help="largest tensor×data-parallel run (its traces are built per rank)")
    parser.add_argument("--asymmetric-max-ranks", type=int, default=4096,
                        help="largest run whose ranks all have different compute times")
    parser.add_argument("--ring-ranks", type=int, default=32768,
                        help="ranks of the ring shift (a multiple of 64; also run at an eighth of it)")
    parser.add_argument("--pipeline-ranks", type=int, default=4096,
                        help="ranks of the pipeline (a multiple of 64; also run at an eighth of it)")
    parser.add_argument("--pipeline-layers", type=int, default=8)
    parser.add_argument("--permute-mib", type=int, default=1, help="MiB each collective_permute moves per rank")
    parser.add_argument("--astra-sim", help="ASTRA-sim's congestion-unaware binary (default: found on PATH)")
    parser.add_argument("--astra-sim-max-ranks", type=int, default=1024)
    parser.add_argument("--only", nargs="+", choices=list(TABLES), help="run only these tables (default: all)")
    args = parser.parse_args()
    for name in args.only or TABLES:
        TABLES[name](args)


def system_for(network: Network) -> System:
    """The same network and settings as a System, for ASTRA-sim's config files."""
    dimensions = [Dimension(d.topology, d.npus, d.bandwidth_GBps, d.latency_ns, "ring", "ring", "ring", "ring")
                  for d in network.dimensions]
    return System("sim-scale", dimensions, local_mem_bw_GBps=2000.0, scheduling_policy="LIFO",
                  collective_optimization="localBWAware", endpoint_delay_ns=10, active_chunks_per_dimension=2,
                  preferred_dataset_splits=4)


def against_astra_sim(args) -> None:
    from hespas.astrasim.runner import find_astra_sim, run_astra_sim

    try:
        binary = find_astra_sim(args.astra_sim)
    except HespasError as error:
        print(f"\nASTRA-sim comparison skipped: {error.message}")
        return
    nodes = dp_step_nodes(args.layers, args.gradient_mib << 20)
    program = program_from_chakra(nodes)
    print(f"\nagainst ASTRA-sim ({binary}), data-parallel step")
    print(f"{'ranks':>7} {'hespas (s)':>11} {'ASTRA-sim (s)':>14} {'speed-up':>9} {'same result':>12}")
    ranks = 8
    while ranks <= min(args.max_ranks, args.astra_sim_max_ranks):
        network = network_for(ranks)
        result, seconds = timed([program] * ranks, network, settings_for(network))
        with tempfile.TemporaryDirectory() as directory:
            first = Path(directory) / "trace.0.et"
            write_trace(first, schema.GlobalMetadata(), nodes)
            for rank in range(1, ranks):
                os.link(first, Path(directory) / f"trace.{rank}.et")
            start = time.perf_counter()
            run = run_astra_sim(system_for(network), Path(directory) / "trace", directory, binary=binary)
            astra_seconds = time.perf_counter() - start
        same = run.output.max_cycles == result.max_finish_ns
        print(f"{ranks:>7} {seconds:>11.4f} {astra_seconds:>14.3f} {astra_seconds / seconds:>8.0f}x {str(same):>12}")
        ranks *= 2


def data_parallel(args) -> None:
    nodes = dp_step_nodes(args.layers, args.gradient_mib << 20)
    program = program_from_chakra(nodes)
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
            each, per_rank_seconds = timed([program] * ranks, network, config, exploit_symmetry=False)
            assert list(each) == list(result), "per-rank simulation disagrees with the shared one"
            per_rank = f"{per_rank_seconds:.3f}"
        shape = "x".join(str(d.npus) for d in network.dimensions)
        step = result.rank(0)
        print(f"{ranks:>7} {shape:>16} {result.agents:>6} {step.finish_ns / 1000:>15.1f} "
              f"{step.exposed_comm_ns / 1000:>18.1f} {seconds:>12.4f} {peak_kib:>16.0f} {per_rank:>23}")
        ranks *= 2


def tensor_and_data_parallel(args) -> None:
    print(f"\ntensor (8-way, in the node) x data parallel: one trace per rank, {args.layers} layers, "
          "a 4 MiB all-gather per layer in the TP group")
    print(f"{'ranks':>7} {'network':>16} {'agents':>6} {'step time (µs)':>15} {'build traces (s)':>17} "
          f"{'simulate (s)':>12} {'one agent per rank (s)':>23}")
    ranks = 16
    while ranks <= args.tp_max_ranks:
        network = network_for(ranks)
        config = settings_for(network)
        start = time.perf_counter()
        programs, groups = tensor_data_parallel(ranks, args.layers, args.gradient_mib << 20)
        build_seconds = time.perf_counter() - start
        result, seconds = timed(programs, network, config, groups)
        per_rank = ""
        if ranks <= args.per_rank_up_to:
            each, per_rank_seconds = timed(programs, network, config, groups, exploit_symmetry=False)
            assert list(each) == list(result), "per-rank simulation disagrees with the shared one"
            per_rank = f"{per_rank_seconds:.3f}"
        shape = "x".join(str(d.npus) for d in network.dimensions)
        print(f"{ranks:>7} {shape:>16} {result.agents:>6} {result.rank(0).finish_ns / 1000:>15.1f} "
              f"{build_seconds:>17.3f} {seconds:>12.4f} {per_rank:>23}")
        ranks *= 4


def straggler_traces(ranks: int, layers: int, gradient_bytes: int) -> list:
    """Chakra nodes of data-parallel steps whose layers last 120 + r % 64 µs forward and
    240 + r // 64 µs backward on rank r: for up to 4096 ranks, no two ranks have the same program."""
    return [dp_step_nodes(layers, gradient_bytes, forward_us=120 + rank % 64, backward_us=240 + rank // 64)
            for rank in range(ranks)]


def straggler_programs(traces: list) -> list:
    """The rank programs of ``traces``, built as ``load_rank_programs`` builds a trace set's
    (equal nodes of different ranks shared)."""
    shared_nodes: dict = {}
    return [program_from_chakra(nodes, shared_nodes=shared_nodes) for nodes in traces]


def asymmetric_data_parallel(args) -> None:
    print(f"\ndata parallel, every rank's compute times different (forward 120 + r % 64 µs, backward "
          f"240 + r // 64 µs per layer), {args.layers} layers: every rank simulated")
    print("(Chakra nodes: the benchmark making the protobuf messages; build programs: hespas reading them; "
          "Σ finish: every rank's finish time summed, to compare runs)")
    print(f"{'ranks':>7} {'network':>16} {'agents':>6} {'step time (µs)':>15} {'Σ finish (ns)':>16} "
          f"{'Chakra nodes (CPU s)':>20} {'build programs (s)':>19} {'(CPU s)':>8} {'simulate (s)':>12} "
          f"{'(CPU s)':>8}")
    ranks = 64
    while ranks <= args.asymmetric_max_ranks:
        network = network_for(ranks)
        start_cpu = time.process_time()
        traces = straggler_traces(ranks, args.layers, args.gradient_mib << 20)
        nodes_cpu = time.process_time() - start_cpu
        start, start_cpu = time.perf_counter(), time.process_time()
        programs = straggler_programs(traces)
        build_seconds, build_cpu = time.perf_counter() - start, time.process_time() - start_cpu
        del traces
        start_cpu = time.process_time()
        result, seconds = timed(programs, network, settings_for(network))
        simulate_cpu = time.process_time() - start_cpu
        assert result.agents == ranks, "the asymmetric ranks were not all simulated"
        shape = "x".join(str(d.npus) for d in network.dimensions)
        finish_sum = sum(rank.finish_ns for rank in result)
        print(f"{ranks:>7} {shape:>16} {result.agents:>6} {result.max_finish_ns / 1000:>15.1f} {finish_sum:>16} "
              f"{nodes_cpu:>20.3f} {build_seconds:>19.3f} {build_cpu:>8.3f} {seconds:>12.3f} {simulate_cpu:>8.3f}")
        ranks *= 4


def _dense_i64(rows: list) -> str:
    """``rows`` (equal-length lists of ints) as a StableHLO ``dense<...> : tensor<RxCxi64>`` attribute."""
    body = ", ".join("[" + ", ".join(map(str, row)) + "]" for row in rows)
    return f"dense<[{body}]> : tensor<{len(rows)}x{len(rows[0])}xi64>"


def _module(name: str, ranks: int, arguments: str, result: str, lines: list, returned: str) -> str:
    body = "\n    ".join(lines)
    return (f"module @{name} attributes {{mhlo.num_partitions = {ranks} : i32, mhlo.num_replicas = 1 : i32}} {{\n"
            f"  func.func @main({arguments}) -> {result} {{\n    {body}\n    return {returned} : {result}\n  }}\n}}\n")


def _permute(result: str, operand: str, pairs: list, channel: int, tensor: str) -> str:
    return (f'{result} = "stablehlo.collective_permute"({operand}) <{{channel_handle = #stablehlo.channel_handle<'
            f'handle = {channel}, type = 1>, source_target_pairs = {_dense_i64(pairs)}}}> : ({tensor}) -> {tensor}')


def ring_shift_module(ranks: int, size_bytes: int) -> str:
    """A per-device StableHLO module for ``ranks`` devices: one ``collective_permute`` of ``size_bytes`` (f32)
    from every rank i to i + 1 mod ``ranks``."""
    tensor = f"tensor<{size_bytes // 4}xf32>"
    pairs = [[rank, (rank + 1) % ranks] for rank in range(ranks)]
    return _module("ring_shift", ranks, f"%x: {tensor}", tensor, [_permute("%0", "%x", pairs, 1, tensor)], "%0")


def pipeline_module(ranks: int, layers: int, size_bytes: int, node_size: int = GPUS_PER_NODE) -> str:
    """A per-device StableHLO module for ``ranks`` devices: ``layers`` layers, each ``tanh(h @ w)`` on a
    ``[size_bytes / 4096, 1024]`` f32 activation, an all-reduce of it over each node's ``node_size`` ranks and a
    ``collective_permute`` of the result from rank i to i + 1 (the last rank sends nothing, the first receives
    nothing), the next layer's input."""
    activation = f"tensor<{size_bytes // 4096}x1024xf32>"
    weight = "tensor<1024x1024xf32>"
    nodes = _dense_i64([list(range(first, first + node_size)) for first in range(0, ranks, node_size)])
    neighbours = [[rank, rank + 1] for rank in range(ranks - 1)]
    lines, h = [], "%x"
    for layer in range(layers):
        lines += [f"%dot{layer} = stablehlo.dot {h}, %w{layer} : ({activation}, {weight}) -> {activation}",
                  f"%tanh{layer} = stablehlo.tanh %dot{layer} : {activation}",
                  f'%sum{layer} = "stablehlo.all_reduce"(%tanh{layer}) <{{channel_handle = #stablehlo.channel_handle<'
                  f'handle = {2 * layer + 1}, type = 1>, replica_groups = {nodes}, use_global_device_ids}}> ({{',
                  "^bb0(%a: tensor<f32>, %b: tensor<f32>):",
                  "  %s = stablehlo.add %a, %b : tensor<f32>",
                  "  stablehlo.return %s : tensor<f32>",
                  f"}}) : ({activation}) -> {activation}",
                  _permute(f"%next{layer}", f"%sum{layer}", neighbours, 2 * layer + 2, activation)]
        h = f"%next{layer}"
    arguments = ", ".join([f"%x: {activation}"] + [f"%w{layer}: {weight}" for layer in range(layers)])
    return _module("pipeline", ranks, arguments, activation, lines, h)


STAGES = ("parse", "annotate + partition", "lower", "simulate")  # simulate_workload's progress labels, in order


def lower_and_simulate(text: str, ranks: int, system: str = "dgx-h100"):
    """``(run, stages)``: the module ``text`` for ``ranks`` devices simulated on ``system`` scaled out to
    ``ranks / 8`` nodes as ``hespas simulate`` does (``hespas.workload.WorkloadRun``), and the wall and CPU
    seconds of each of ``STAGES`` (lower: the execution graph and every rank's program) and of all of them."""
    from hespas.workload import simulate_workload

    marks = []

    def progress(label: str) -> None:
        marks.append((label, time.perf_counter(), time.process_time()))

    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "step.mlir"
        path.write_text(text, encoding="utf-8")
        run = simulate_workload(path, system=system, nodes=ranks // GPUS_PER_NODE, progress=progress)
        progress("end")
    stages = {label: (wall_end - wall, cpu_end - cpu)
              for (label, wall, cpu), (_, wall_end, cpu_end) in zip(marks, marks[1:])}
    assert tuple(stages) == STAGES, f"simulate_workload's stages changed: {tuple(stages)}"
    stages["total"] = (marks[-1][1] - marks[0][1], marks[-1][2] - marks[0][2])
    return run, stages


def point_to_point(args) -> None:
    size = args.permute_mib << 20
    cases = [("ring shift", ranks, ring_shift_module(ranks, size))
             for ranks in (args.ring_ranks // 8, args.ring_ranks)]
    cases += [(f"pipeline, {args.pipeline_layers} layers", ranks,
               pipeline_module(ranks, args.pipeline_layers, size))
              for ranks in (args.pipeline_ranks // 8, args.pipeline_ranks)]
    print(f"\npoint to point, from the StableHLO module through simulation on dgx-h100 --nodes N/8 "
          f"({args.permute_mib} MiB per collective_permute; wall s, CPU s in brackets)")
    print(f"{'case':>20} {'ranks':>7} {'programs':>8} {'agents':>6} {'step time (µs)':>15} "
          + " ".join(f"{label:>20}" for label in (*STAGES, "total")))
    lower_and_simulate(ring_shift_module(64, size), 64)  # warm-up: the passes' first use is not timed
    for name, ranks, text in cases:
        run, stages = lower_and_simulate(text, ranks)
        programs = len({id(program) for program in run.programs})
        cells = " ".join(f"{f'{wall:.3f} ({cpu:.3f})':>20}" for wall, cpu in stages.values())
        print(f"{name:>20} {ranks:>7} {programs:>8} {run.result.agents:>6} "
              f"{run.result.max_finish_ns / 1000:>15.1f} {cells}")


TABLES = {"data-parallel": data_parallel, "tensor-data-parallel": tensor_and_data_parallel,
          "asymmetric": asymmetric_data_parallel, "point-to-point": point_to_point,
          "astra-sim": against_astra_sim}


if __name__ == "__main__":
    main()
