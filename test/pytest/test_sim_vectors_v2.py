"""The built-in simulator against ASTRA-sim's v2 reference runs (shared/reference/astra-sim-vectors-v2).

Every congestion-unaware row that ASTRA-sim finished is replayed from the same
traces, configs and comm groups through the steps of ``hespas simulate --chakra``,
and every rank's cycles and exposed communication must equal ASTRA-sim's. Rows
where ASTRA-sim itself crashed or stalled must finish in hespas (or end in a
diagnostic). In workload mode the built-in simulator must give the step that
ASTRA-sim gave on the traces ``hespas chakra lower`` wrote for the same module:
l012 as lowered today; l010 on the graph ASTRA-sim ran, whose five kernel times
have changed since (both times are pinned below; ASTRA-sim has not run today's).
"""

from __future__ import annotations

import csv
import json
from dataclasses import replace

import pytest

from hespas.astrasim.configs import read_configs
from hespas.chakra.comm_groups import read_comm_groups
from hespas.chakra.rank_programs import load_rank_programs
from hespas.diagnostics import HespasError
from hespas.hardware import load_hardware
from hespas.lowering.writer import write_chakra_traces
from hespas.program.nodes import RankProgram
from hespas.sim import simulate_system
from hespas.sim.step import simulate_step
from hespas.systems import load_system
from hespas.workload import lower_workload, lowered_step, simulate_workload
from hespas.workload_options import LoweringOptions

from conftest import REPO_ROOT, SHARED_DIR, WORKLOADS, needs_workloads


VECTORS_V2 = SHARED_DIR / "reference" / "astra-sim-vectors-v2"


def _rows() -> list[dict]:
    if not (VECTORS_V2 / "vectors.csv").is_file():
        return []
    with open(VECTORS_V2 / "vectors.csv", newline="") as stream:
        return [row for row in csv.DictReader(stream) if row["backend"] == "unaware"]


ROWS = {row["case_id"]: row for row in _rows()}
FINISHED = sorted(case for case, row in ROWS.items() if not row["error"])
FAILED_IN_ASTRA_SIM = sorted(case for case, row in ROWS.items() if row["error"])
pytestmark = pytest.mark.skipif(not ROWS, reason="astra-sim-vectors-v2 not found")

# Where the built-in simulator still differs; see the README.
KNOWN_DIFFERENT: dict[str, str] = {}


def _simulate(case_id: str):
    row = ROWS[case_id]
    config = read_configs(VECTORS_V2 / row["network_config"], VECTORS_V2 / row["system_config"])
    prefix = VECTORS_V2 / "runs" / case_id / "et" / "w"
    programs = load_rank_programs(prefix)
    group_file = prefix.parent / "comm_group.json"
    groups = read_comm_groups(group_file, len(programs)) if group_file.exists() else None
    return simulate_system(programs, config.system, groups)


@pytest.mark.parametrize("case_id", [
    pytest.param(case, marks=pytest.mark.xfail(reason=KNOWN_DIFFERENT[case], strict=True))
    if case in KNOWN_DIFFERENT else case for case in FINISHED])
def test_every_rank_matches_astra_sim_exactly(case_id):
    row = ROWS[case_id]
    want = list(zip(json.loads(row["cycles_all_ranks"]), json.loads(row["exposed_comm_all_ranks"])))
    got = [(rank.finish_ns, rank.exposed_comm_ns) for rank in _simulate(case_id)]
    assert got == want, f"{case_id} ({row['features']})"


def test_every_finished_row_is_scored():
    # 467 congestion-unaware rows (454 dag + 13 lowered), 3 of them ASTRA-sim failures (README of the vectors)
    assert (len(FINISHED), len(FAILED_IN_ASTRA_SIM)) == (464, 3)


@pytest.mark.parametrize("case_id", FAILED_IN_ASTRA_SIM)
def test_where_astra_sim_failed_hespas_finishes_or_explains(case_id):
    try:
        result = _simulate(case_id)
    except HespasError as error:
        assert str(error)
        return
    assert result.max_finish_ns > 0


@needs_workloads
@pytest.mark.parametrize("case_id, module, system, ranks", [
    ("l012", "test_split_replica_groups.mlir", "h100-4gpu", None),
])
def test_workload_mode_gives_the_step_astra_sim_gave(case_id, module, system, ranks):
    """The module ASTRA-sim ran as case ``case_id`` (lowered by ``hespas chakra lower`` with the
    default hardware and roofline, at the preset's peaks), simulated by the built-in path: the same step, to
    the cycle."""
    # the traces ASTRA-sim ran hold the module's collectives as written (no XLA:GPU collective passes)
    options = LoweringOptions("roofline", ranks, xla_collectives=False, efficiency=False)
    run = simulate_workload(WORKLOADS / module, "h100", system, options)
    assert run.result.max_finish_ns == int(ROWS[case_id]["max_cycles_all_ranks"])


# l010: ASTRA-sim ran jax_example.mlir (4 ranks, h100-4gpu) on traces that hespas wrote before hespas-fuse
# modelled XLA:GPU's recomputation and multi-output fusion. Those traces are byte for byte what
# `lower_workload(jax_example.mlir, "h100", LoweringOptions("roofline", 4, xla_collectives=False, efficiency=False))` and
# `write_chakra_traces` gave at fc1d1d7 (main before that fusion was merged; checked once by hand, README
# "ASTRA-sim"). Today's lowering has the same graph less one region: the traces' main_region_6 (7 µs) computes
# values nothing uses, which hespas-fuse now erases (XLA's HloDCE, hespas.fusion.dead_code); the nodes after it
# are numbered one lower. Four kernels of it are shorter (region 0 is 29 µs with the occupancy of XLA:GPU's own
# kernels, 27 µs before it):
L010_DEAD_REGION = "main_region_6"
L010_TODAY_US = {"main_region_0": 29, "main_region_1": 2, "main_region_3": 2, "main_region_5": 2}
L010_REFERENCE_US = {"main_region_0": 32, "main_region_1": 3, "main_region_3": 3, "main_region_5": 3}


def _l010_today():
    """jax_example.mlir lowered as the l010 traces were (no XLA:GPU collective passes, no efficiency curves)."""
    lowered = lower_workload(WORKLOADS / "jax_example.mlir", "h100",
                             LoweringOptions("roofline", 4, xla_collectives=False, efficiency=False))
    return lowered, lowered_step(lowered, load_hardware("h100"), "roofline")


def _without_node(program, name: str) -> list:
    """``program``'s nodes less the one called ``name``, renumbered as a lowering without it numbers them: ids
    and dependencies in order, regions (``main_region_K``) after it one lower, collectives named by their id."""
    nodes = [node for node in program.nodes if node.name != name]
    number = {node.node_id: index for index, node in enumerate(nodes)}
    dropped = int(name.rsplit("_", 1)[1])

    def renamed(node) -> str:
        if node.name.startswith("main_region_"):
            region = int(node.name.rsplit("_", 1)[1])
            return f"main_region_{region - 1}" if region > dropped else node.name
        return f"{node.name.rpartition('.')[0]}.{number[node.node_id]}"

    return [node._replace(node_id=number[node.node_id], name=renamed(node), deps=tuple(number[d] for d in node.deps))
            for node in nodes]


@needs_workloads
def test_l010_workload_mode_on_the_graph_astra_sim_ran_gives_its_step_on_every_rank():
    """Workload mode against ASTRA-sim's l010 run, with what changed since put back: today's workload-mode
    programs are node for node the programs of the traces ASTRA-sim ran, less their dead region (names, kinds,
    dependencies, collectives and sizes), but for four compute times; with the reference's times they give
    ASTRA-sim's cycles on every rank (the dead region was off the critical path), and exposed communication
    larger by its 7 µs of compute. What is not checked against ASTRA-sim: today's four kernel times (only a
    rerun of ASTRA-sim on today's traces can)."""
    reference = load_rank_programs(VECTORS_V2 / "runs" / "l010" / "et" / "w")
    _, step = _l010_today()
    assert len(step.programs) == len(reference) == 4
    for today, theirs in zip(step.programs, reference):
        kept = _without_node(theirs, L010_DEAD_REGION)
        assert [node[:3] + node[4:6] for node in today.nodes] == [node[:3] + node[4:6] for node in kept]
        changed = {ours.name: (ours.duration_ns // 1000, them.duration_ns // 1000)
                   for ours, them in zip(today.nodes, kept) if ours.duration_ns != them.duration_ns}
        assert changed == {name: (L010_TODAY_US[name], L010_REFERENCE_US[name]) for name in L010_TODAY_US}
    system = load_system("h100-4gpu")
    kept = _without_node(reference[0], L010_DEAD_REGION)

    def with_reference_times(names):
        times = {node.name: node.duration_ns for node in kept if node.name in names}
        programs = [RankProgram([node._replace(duration_ns=times.get(node.name, node.duration_ns))
                                 for node in program.nodes], program.location) for program in step.programs]
        return [(rank.finish_ns, rank.exposed_comm_ns)
                for rank in simulate_step(replace(step, programs=programs), system)[2]]

    row = ROWS["l010"]
    want = list(zip(json.loads(row["cycles_all_ranks"]), json.loads(row["exposed_comm_all_ranks"])))
    assert want == [(84151, 9151)] * 4
    # ASTRA-sim's compute, region by region, was 32+3+7+3+3+3+7+4+2+5+2+2+2 = 75 µs, the dead region's 7 µs among
    # them (84151 - 75000 = 9151 exposed). Without it, at the reference's times: 68 µs of compute, the same
    # 84151 ns, so 16151 exposed.
    assert with_reference_times(L010_REFERENCE_US) == [(84151, 9151 + 7000)] * 4
    # Today, unchanged: the step is 3 µs shorter, main_region_0's 32 - 29 µs (it is the only root, so every
    # other node waits for it); the other three kernels are off the critical path, as putting back only
    # region 0's time shows. Today's compute is 29+2+7+2+3+2+4+2+5+2+2+2 = 62 µs (81151 - 62000 = 19151), and
    # with region 0 put back 65 µs (84151 - 65000 = 19151).
    assert with_reference_times(()) == [(84151 - 3000, 19151)] * 4
    assert with_reference_times({"main_region_0"}) == [(84151, 19151)] * 4


@needs_workloads
def test_l010_workload_mode_simulates_the_traces_it_would_hand_to_astra_sim(tmp_path):
    """Today's l010 lowering: built-in workload mode and the Chakra traces written for it (what
    ``--backend astra-sim`` would run) give the same per-rank results."""
    lowered, step = _l010_today()
    system = load_system("h100-4gpu")
    output = write_chakra_traces(lowered.graph, tmp_path, lowered.num_ranks, system=system)
    programs = load_rank_programs(output.prefix)
    from_traces = simulate_system(programs, system, None)
    assert [(r.finish_ns, r.compute_ns) for r in simulate_step(step, system)[2]] == \
        [(r.finish_ns, r.compute_ns) for r in from_traces] == [(81151, 62000)] * 4


def test_workload_mode_simulates_the_traces_it_would_hand_to_astra_sim(tmp_path):
    """Built-in workload mode and the Chakra traces ``--backend astra-sim`` writes for the same
    workload give the same per-rank results (compute in whole µs, rounded up, in both)."""
    example = REPO_ROOT / "examples" / "gemm_tensor_parallel" / "gemm_tp_4_devices.partitioned.mlir"
    system = load_system("h100-4gpu")
    run = simulate_workload(example, "h100", "h100-4gpu")
    lowered = lower_workload(example, "h100")
    output = write_chakra_traces(lowered.graph, tmp_path, lowered.num_ranks, system=system)
    programs = load_rank_programs(output.prefix)
    groups = read_comm_groups(output.comm_group_path) if output.comm_group_path else None
    from_traces = simulate_system(programs, system, groups)
    assert [(r.finish_ns, r.compute_ns) for r in run.result] == [(r.finish_ns, r.compute_ns) for r in from_traces]
    assert all(r.compute_ns % 1000 == 0 for r in from_traces)
