"""Reports of a simulated step: breakdown numbers, text, JSON, Perfetto trace, plot, and `hespas simulate` outputs."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import re

import pytest

from hespas.cli import main
from hespas.report import RunInfo, aggregate_collectives, breakdown
from hespas.report.json_report import json_report, report_document
from hespas.report.groups import line_members, members_label
from hespas.report.perfetto import process_name, trace_document, trace_json
from hespas.report.plot import CATEGORIES, plot_png, step_figure, write_plot
from hespas.report.text import text_report
from hespas.sim import CollectiveOp, CollectiveSettings, LinkDimension, Network, ProgramNode, RankProgram, simulate
from hespas.cost_record import CostRecord
from hespas.program.nodes import COLLECTIVE, COMPUTE
from hespas.program.step import HardwarePeaks

from conftest import REPO_ROOT, VECTORS, needs_vectors

MiB = 1 << 20
INFO = RunInfo("hand-built step", "test device", "ring of 8", "fixed durations")
EXAMPLES = REPO_ROOT / "examples"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def settings(dims=1, **overrides) -> CollectiveSettings:
    implementations = {kind: ("ring",) * dims
                       for kind in ("all_reduce", "all_gather", "reduce_scatter", "all_to_all")}
    return CollectiveSettings(implementations, **{"endpoint_delay_ns": 10, "local_mem_bw_GBps": 1000, **overrides})


def compute(node_id, micros, deps=(), name=None, cost=None) -> ProgramNode:
    return ProgramNode(node_id, name or f"comp{node_id}", COMPUTE, micros * 1000, deps=tuple(deps), cost=cost)


def all_reduce(node_id, size=MiB, deps=()) -> ProgramNode:
    return ProgramNode(node_id, f"ar{node_id}", COLLECTIVE, comm=CollectiveOp("all_reduce", size), deps=tuple(deps))


def simulated(nodes_per_rank, network=None, config=None, **kwargs):
    network = network or Network([LinkDimension("Ring", 8, 100, 500)])
    programs = [RankProgram(nodes) for nodes in nodes_per_rank]
    result = simulate(programs, network, config or settings(len(network.dimensions)), record_timeline=True, **kwargs)
    return result, programs


def spmd_breakdown(nodes, peaks=None):
    result, programs = simulated([nodes] * 8)
    return breakdown(result, programs, peaks)


def lone_all_reduce_ns() -> int:
    return simulated([[all_reduce(0)]] * 8)[0].max_finish_ns


# ---------------------------------------------------------------- breakdown numbers

def test_collective_hidden_under_longer_compute():
    comm_ns = lone_all_reduce_ns()
    report = spmd_breakdown([compute(0, 100), all_reduce(1)])
    step = report.critical
    assert (step.step_time_ns, step.compute_ns, step.exposed_comm_ns) == (100_000, 100_000, 0)
    assert (step.comm_ns, step.overlap_ns) == (comm_ns, comm_ns)
    [row] = report.detail(0).collectives
    assert (row.kind, row.size_bytes, row.group, row.issue_ns, row.start_ns, row.end_ns, row.exposed_ns) == \
        ("all_reduce", MiB, None, 0, 0, comm_ns, 0)
    assert (row.group_label, row.group_size) == ("all ranks", 8)


def test_collective_longer_than_the_compute_beside_it():
    comm_ns = lone_all_reduce_ns()
    report = spmd_breakdown([compute(0, 5), all_reduce(1)])
    step = report.critical
    assert (step.step_time_ns, step.compute_ns) == (comm_ns, 5000)
    assert step.exposed_comm_ns == comm_ns - 5000
    assert (step.comm_ns, step.overlap_ns) == (comm_ns, 5000)
    assert report.detail(0).collectives[0].exposed_ns == comm_ns - 5000


def test_chain_exposes_all_its_communication():
    comm_ns = lone_all_reduce_ns()
    report = spmd_breakdown([compute(0, 40), all_reduce(1, deps=[0]), compute(2, 5, deps=[1])])
    step = report.critical
    assert step.step_time_ns == 45_000 + comm_ns
    assert (step.exposed_comm_ns, step.comm_ns, step.overlap_ns) == (comm_ns, comm_ns, 0)
    [row] = report.detail(0).collectives
    assert (row.issue_ns, row.end_ns, row.exposed_ns, row.wait_ns) == (40_000, 40_000 + comm_ns, comm_ns, 0)


def test_waiting_for_a_late_member_is_exposed_communication():
    late = [compute(0, 50), all_reduce(1, deps=[0])]
    early = [compute(0, 10), all_reduce(1, deps=[0])]
    result, programs = simulated([late] + [early] * 7)
    report = breakdown(result, programs)
    assert len(report.agents) == 8
    step = report.of_rank(3)
    [row] = report.detail(3).collectives
    assert (row.issue_ns, row.start_ns, row.wait_ns) == (10_000, 50_000, 40_000)
    assert step.comm_ns == row.end_ns - 10_000 == step.exposed_comm_ns
    assert step.overlap_ns == 0 and row.exposed_ns == step.exposed_comm_ns
    # members finish at their own times (no barrier): the critical rank is the last to finish
    slowest = max(range(8), key=lambda rank: (result.rank(rank).finish_ns, -rank))
    assert report.critical.rank == slowest
    # rank 3 does nothing from its arrival (10 µs) until rank 0 arrives (50 µs): 40 µs waiting;
    # rank 0 arrives last and never waits
    assert (report.of_rank(3).waiting_ns, report.of_rank(0).waiting_ns) == (40_000, 0)
    document = report_document(report, INFO)
    assert document["ranks"][3]["waiting_ns"] == 40_000


def test_waiting_under_a_running_collective_is_not_counted():
    # rank 0 reaches ar1 late (50 µs); the others reach it at 10 µs, while ar0 (issued at 0 by
    # every rank) still runs if it takes more than 10 µs: waiting is only what ar0 leaves uncovered
    late = [all_reduce(0), compute(1, 50), all_reduce(2, deps=[1])]
    early = [all_reduce(0), compute(1, 10), all_reduce(2, deps=[1])]
    result, programs = simulated([late] + [early] * 7)
    report = breakdown(result, programs)
    [ar0, ar2] = report.detail(3).collectives
    assert (ar0.start_ns, ar2.issue_ns, ar2.start_ns) == (0, 10_000, 50_000)
    # a 1 MiB ring all-reduce over 8 ranks at 100 GB/s moves 2 * 7/8 MiB per rank: about 18 µs plus
    # latencies, so it ends between 10 and 50 µs; rank 3 waits only from its end to 50 µs
    assert 10_000 < ar0.end_ns < 50_000
    assert report.of_rank(3).waiting_ns == 50_000 - ar0.end_ns


def _dp_step(layers: int) -> list[ProgramNode]:
    """Forward chain, then backward layers each releasing a gradient all-reduce beside the next one."""
    nodes = [compute(i, 7 + i % 3, deps=[i - 1] if i else []) for i in range(layers)]
    previous = layers - 1
    for j in range(layers):
        backward = layers + 2 * j
        nodes += [compute(backward, 11, deps=[previous]), all_reduce(backward + 1, (j + 1) << 18, [backward])]
        previous = backward
    return nodes


def _covered(intervals, start, end) -> int:
    return sum(max(0, min(end, b) - max(start, a)) for a, b in intervals)


def test_overlap_is_communication_under_compute_on_a_data_parallel_step():
    network = Network([LinkDimension("Switch", 4, 400, 500), LinkDimension("Ring", 4, 50, 1000)])
    config = settings(2, preferred_dataset_splits=3, active_chunks_per_dimension=2)
    result, programs = simulated([_dp_step(6)] * 16, network, config)
    report = breakdown(result, programs)
    step = report.critical
    events = result.timeline(0)
    compute_spans = [(e.start_ns, e.end_ns) for e in events if e.kind == "compute"]
    comm_spans = sorted((e.issue_ns, e.end_ns) for e in events if e.kind != "compute")
    # the union of communication, by brute force over its boundaries
    points = sorted({p for span in comm_spans for p in span})
    pieces = [(a, b) for a, b in zip(points, points[1:]) if any(s <= a and b <= e for s, e in comm_spans)]
    assert step.comm_ns == sum(b - a for a, b in pieces)
    assert step.overlap_ns == sum(_covered(compute_spans, a, b) for a, b in pieces) > 0
    for row in report.detail(0).collectives:
        assert row.exposed_ns == row.end_ns - row.issue_ns - _covered(compute_spans, row.issue_ns, row.end_ns)


def test_top_compute_nodes_with_their_cost_records():
    matmul = CostRecord(flops=3_000_000_000, bytes_read=1_000_000, bytes_written=500_000, bound="compute")
    softmax = CostRecord(bytes_read=2_500_000, bytes_written=2_500_000, bound="memory")
    nodes = [compute(0, 30, name="matmul", cost=matmul), compute(1, 10, [0], name="softmax", cost=softmax),
             compute(2, 60, [1], name="conv"), all_reduce(3, deps=[2])]
    peaks = HardwarePeaks("test device", peak_flops_per_s=2e14, memory_bandwidth_bytes_per_s=1e12)
    assert spmd_breakdown(nodes).detail(0).top_compute[1].bound is None  # no peaks given: no figures
    report = spmd_breakdown(nodes, peaks)
    detail = report.detail(0, top_k=2)
    assert detail.compute_nodes == 3
    assert [(row.node_name, row.duration_ns) for row in detail.top_compute] == [("conv", 60_000), ("matmul", 30_000)]
    conv, matmul = detail.top_compute
    assert conv.share == pytest.approx(0.6) and matmul.share == pytest.approx(0.3)
    assert conv.achieved_flops_per_s is None and conv.bound is None
    assert matmul.bound == "compute"
    assert matmul.achieved_flops_per_s == pytest.approx(1e14)  # 3e9 FLOPs in 30 us
    assert matmul.peak_fraction == pytest.approx(0.5)  # of 2e14
    assert matmul.bandwidth_fraction == pytest.approx(0.05)  # 1.5e6 bytes in 30 us = 5e10 B/s of 1e12
    softmax = report.detail(0, top_k=3).top_compute[2]
    # 5e6 bytes in 10 us = 5e11 B/s of 1e12; no FLOPs, none of the peak
    assert softmax.bandwidth_fraction == pytest.approx(0.5) and softmax.peak_fraction == 0.0


def test_collectives_add_up_by_kind_group_and_size():
    nodes = [all_reduce(0), all_reduce(1, deps=[0]), all_reduce(2, 2 * MiB, deps=[1])]
    rows = spmd_breakdown(nodes).detail(0).collectives
    totals = aggregate_collectives(rows)
    assert [(t.kind, t.size_bytes, t.count) for t in totals] == [("all_reduce", MiB, 2), ("all_reduce", 2 * MiB, 1)]
    assert totals[0].duration_ns == rows[0].duration_ns + rows[1].duration_ns > totals[1].duration_ns


def test_breakdown_needs_a_timeline():
    programs = [RankProgram([compute(0, 1)])] * 8
    result = simulate(programs, Network([LinkDimension("Ring", 8, 100, 500)]), settings())
    with pytest.raises(ValueError, match="record_timeline"):
        breakdown(result, programs)


# ---------------------------------------------------------------- group labels

@pytest.mark.parametrize("members, num_ranks, label", [
    (range(8), 8, "all ranks"),
    ([0, 1, 2, 3], 8, "0-3"),
    ([0, 4], 8, "{0,4}"),  # two ranks are no run
    ([0, 2, 4, 6], 8, "0-6/2"),  # 0, 2, 4, 6: first 0, last 6, stride 2
    ([1, 5, 9, 13], 16, "1-13/4"),
    ([0, 1, 2, 3, 8, 9, 10, 11], 16, "{0-3,8-11}"),
    ([0, 4, 5, 6, 7], 8, "{0,4-7}"),  # 0 then 4: stride 4 breaks at 5, so 0 stands alone
    ([5], 8, "{5}"),
    # 8 runs of 3 ranks, 8 apart: more than MAX_PARTS (6), so the first 4, "…", the last
    ([base + i for base in range(0, 64, 8) for i in range(3)], 64, "{0-2,8-10,16-18,24-26,…,56-58}"),
])
def test_group_labels(members, num_ranks, label):
    assert members_label(list(members), num_ranks) == label


def test_line_members_on_a_2x2x2_system():
    # rank 5 = x 1, y 0, z 1 (dimension 0 varies fastest: 5 = 1 + 2*0 + 4*1)
    assert line_members(5, (2, 2, 2), (True, True, False)) == (4, 5, 6, 7)  # the x-y plane at z 1
    assert line_members(5, (2, 2, 2), (False, False, True)) == (1, 5)  # the z line at x 1, y 0
    assert line_members(5, (2, 2, 2), (True, False, False)) == (4, 5)  # the x line at y 0, z 1


def test_a_four_rank_group_on_a_2x2x2_system_is_not_all_ranks():
    """The issue's bug: a collective over network dimensions (involved_dim, no comm group) was "all ranks"."""
    network = Network([LinkDimension("Ring", 2, 100, 500)] * 3)
    plane = ProgramNode(0, "ar_xy", COLLECTIVE, comm=CollectiveOp("all_reduce", MiB, involved_dims=(True, True, False)))
    line = ProgramNode(1, "ag_z", COLLECTIVE, comm=CollectiveOp("all_gather", MiB, involved_dims=(False, False, True)),
                       deps=(0,))
    result, programs = simulated([[plane, line]] * 8, network)
    report = breakdown(result, programs, dimension_npus=(2, 2, 2), dimension_names=("x", "y", "z"))
    assert len(report.agents) == 1  # lines through every rank: one agent stands for all 8
    rows = report.detail(0).collectives
    # rank 0 = (0, 0, 0): its x-y plane is ranks 0-3, its z line ranks 0 and 4
    assert [(row.group, row.group_label, row.group_size) for row in rows] == \
        [(None, "0-3 (x, y)", 4), (None, "{0,4} (z)", 2)]
    # rank 5 = (1, 0, 1): plane 4-7, line {1,5}
    assert [report.group_of(node.comm, 5) for node in programs[5].nodes] == [("4-7 (x, y)", 4), ("{1,5} (z)", 2)]
    # without the dimensions' names: the members alone
    unnamed = breakdown(result, programs, dimension_npus=(2, 2, 2))
    assert [row.group_label for row in unnamed.detail(0).collectives] == ["0-3", "{0,4}"]
    text = text_report(report, INFO)
    assert re.search(r"^  all_reduce +0-3 \(x, y\) +1,048,576 +1 ", text, re.M)
    assert re.search(r"^  all_gather +\{0,4\} \(z\) +1,048,576 +1 ", text, re.M)
    assert "all ranks" not in text.split("Communication on rank 0")[1]
    document = report_document(report, INFO)
    assert [(n["group"], n["group_label"], n["group_size"]) for n in document["collective_nodes"]] == \
        [(None, "0-3 (x, y)", 4), (None, "{0,4} (z)", 2)]
    assert {(t["kind"], t["group_label"], t["group_size"]) for t in document["collectives"]} == \
        {("all_reduce", "0-3 (x, y)", 4), ("all_gather", "{0,4} (z)", 2)}


def test_comm_groups_are_labelled_by_their_members():
    # pairs {0,4}, {1,5}, {2,6}, {3,7}: keys "1".."4", as the lowering writes them
    groups = {str(i + 1): [i, i + 4] for i in range(4)}
    nodes_of = [[ProgramNode(0, "ar", COLLECTIVE, comm=CollectiveOp("all_reduce", MiB, str(rank % 4 + 1)))]
                for rank in range(8)]
    result, programs = simulated(nodes_of, comm_groups=groups)
    report = breakdown(result, programs, comm_groups=groups)
    [row] = report.detail(6).collectives
    assert (row.group, row.group_label, row.group_size) == ("3", "{2,6}", 2)
    assert re.search(r"^  all_reduce +\{0,4\} +1,048,576 +1 ", text_report(report, INFO), re.M)
    # a key with no members given: named by its key, size unknown
    assert breakdown(result, programs).detail(6).collectives[0].group_label == "comm group 3"


def test_simulate_labels_sub_groups_on_a_2x2x2_tpu_system(tmp_path, capsys):
    """The issue's case end to end: data x tensor parallel (groups {0-3}, {4-7} and {0,4}, {1,5}, ...)
    on the tpu-v5p-2x2x2 preset; both are whole network dimensions seen from rank 0, so the lowering names them
    by involved_dim, and the report used to call both "all ranks"."""
    example = EXAMPLES / "mlp_dp_tp" / "mlp_dp_tp_8_devices.partitioned.mlir"
    assert main(["simulate", str(example), "--hardware", "tpu-v5p", "--system", "tpu-v5p-2x2x2",
                 "--json", str(tmp_path / "r.json")]) == 0
    table = capsys.readouterr().out.split("Communication on rank 0")[1].split("Top ")[0]
    # rank 0 = (x 0, y 0, z 0): {0,1,2,3} is its x-y plane, {0,4} its z line
    assert re.search(r"^  all_reduce +0-3 \(ICI x, ICI y\) ", table, re.M)
    assert re.search(r"^  all_reduce +\{0,4\} \(ICI z\) ", table, re.M)
    assert "all ranks" not in table
    document = json.loads((tmp_path / "r.json").read_text())
    assert {(t["group_label"], t["group_size"]) for t in document["collectives"]} == \
        {("0-3 (ICI x, ICI y)", 4), ("{0,4} (ICI z)", 2)}


# ---------------------------------------------------------------- text

def test_text_report_layout():
    comm_ns = lone_all_reduce_ns()
    matmul = CostRecord(flops=500_000_000, bytes_read=1_000_000, bound="compute")
    nodes = [compute(0, 5, name="matmul", cost=matmul), all_reduce(1), compute(2, 2, deps=[0])]
    peaks = HardwarePeaks("test device", peak_flops_per_s=2e14, memory_bandwidth_bytes_per_s=1e12)
    text = text_report(spmd_breakdown(nodes, peaks), INFO)
    assert text.startswith("hespas: predicted step\n")
    for label, value in (("workload", INFO.workload), ("hardware", INFO.hardware), ("system", INFO.system),
                         ("estimator", INFO.estimator), ("ranks", "8 (1 simulated agent)")):
        assert re.search(rf"^  {label} +{re.escape(value)}$", text, re.M)
    assert re.search(rf"^step time +{comm_ns / 1000:.3f} +100\.0 +all 8 ranks alike$", text, re.M)
    assert re.search(r"^  compute +7\.000 +", text, re.M)
    assert re.search(rf"^  exposed communication +{(comm_ns - 7000) / 1000:.3f} ", text, re.M)
    assert re.search(r"^  all_reduce +all ranks +1,048,576 +1 ", text, re.M)
    # 5e8 FLOPs in 5 us: 100 TFLOP/s, 50% of 2e14; 1e6 bytes in 5 us: 2e11 B/s, 20% of 1e12
    assert re.search(r"^  matmul +5\.000 +71\.4 +100\.00 +50\.0 +20\.0 +compute$", text, re.M)
    assert re.search(r"^  comp2 +2\.000 +28\.6 +- +- +- +-$", text, re.M)
    assert all(line == line.rstrip() for line in text.splitlines())


def test_text_report_tables_are_aligned():
    text = text_report(spmd_breakdown(_dp_step(4)), INFO)
    table = text.split("Communication on rank 0")[1].splitlines()[1:]
    header, rows = table[0], [line for line in table[1:] if line.strip()][:2]
    for column in ("size (bytes)", "count", "time (µs)", "exposed (µs)"):  # right-aligned under their headers
        end = header.index(column) + len(column)
        assert all(row[end - 1] != " " and (len(row) == end or row[end] == " ") for row in rows), column


def test_text_report_in_milliseconds_for_long_steps():
    text = text_report(spmd_breakdown([compute(0, 2500)]), INFO)
    assert "time (ms)" in text and re.search(r"^step time +2\.500 ", text, re.M)


# ---------------------------------------------------------------- JSON

def test_json_report_keys_and_values():
    comm_ns = lone_all_reduce_ns()
    report = spmd_breakdown([compute(0, 5), all_reduce(1)])
    document = json.loads(json_report(report, INFO))
    assert document == report_document(report, INFO)
    for key, value in (("schema", "hespas.report/1"), ("workload", INFO.workload), ("hardware", INFO.hardware),
                       ("system", INFO.system), ("estimator", INFO.estimator), ("num_ranks", 8),
                       ("simulated_agents", 1), ("step_time_ns", comm_ns), ("compute_ns", 5000),
                       ("exposed_comm_ns", comm_ns - 5000), ("comm_ns", comm_ns), ("overlap_ns", 5000)):
        assert document[key] == value, key
    assert document["summary"] == {"ranks": 8, "simulated_agents": 1, "max_finish_ns": comm_ns,
                                   "max_compute_ns": 5000, "max_exposed_comm_ns": comm_ns - 5000}
    assert [entry["rank"] for entry in document["ranks"]] == list(range(8))
    assert {(e["step_time_ns"], e["finish_ns"], e["compute_ns"], e["exposed_comm_ns"], e["agent"])
            for e in document["ranks"]} == {(comm_ns, comm_ns, 5000, comm_ns - 5000, 0)}
    [total] = document["collectives"]
    assert (total["kind"], total["size_bytes"], total["count"], total["exposed_ns"]) == \
        ("all_reduce", MiB, 1, comm_ns - 5000)
    assert document["collective_nodes"][0]["node_name"] == "ar1"
    assert document["top_compute"][0]["node_name"] == "comp0"
    assert document["top_compute"][0]["achieved_flops_per_s"] is None


def test_json_report_writes_one_line_per_rank():
    result, programs = simulated([[compute(0, 1), all_reduce(1)]] * 64, Network([LinkDimension("Switch", 64, 100, 500)]))
    report = breakdown(result, programs)
    assert len(report.agents) == 1  # 64 ranks, one breakdown
    lines = json_report(report, INFO).splitlines()
    rank_lines = [line for line in lines if line.startswith('  {"rank": ')]
    assert len(rank_lines) == 64
    assert json.loads(rank_lines[5].rstrip(","))["rank"] == 5


# ---------------------------------------------------------------- Perfetto trace

def check_trace_event_format(document: dict) -> None:
    """The JSON object form of the Trace Event Format, as ui.perfetto.dev reads it."""
    assert set(document) <= {"traceEvents", "displayTimeUnit", "otherData"}
    assert document.get("displayTimeUnit", "ms") in ("ms", "ns")
    events = document["traceEvents"]
    assert isinstance(events, list) and events
    process_names, thread_names, spans = {}, set(), {}
    for event in events:
        assert isinstance(event["name"], str) and event["ph"] in ("X", "M")
        assert isinstance(event["pid"], int) and isinstance(event["tid"], int)
        assert isinstance(event.get("args", {}), dict)
        if event["ph"] == "M":
            assert event["name"] in ("process_name", "process_sort_index", "thread_name", "thread_sort_index")
            if event["name"] == "process_name":
                process_names[event["pid"]] = event["args"]["name"]
            elif event["name"] == "thread_name":
                assert isinstance(event["args"]["name"], str)
                thread_names.add((event["pid"], event["tid"]))
            continue
        assert isinstance(event["ts"], float) and isinstance(event["dur"], float)
        assert event["ts"] >= 0 and event["dur"] >= 0
        assert isinstance(event["cat"], str)
        spans.setdefault((event["pid"], event["tid"]), []).append((event["ts"], event["ts"] + event["dur"]))
    for (pid, tid), intervals in spans.items():
        assert process_names[pid] == f"rank {pid}" or process_names[pid].endswith(f"(simulated once, as rank {pid})")
        assert (pid, tid) in thread_names
        intervals.sort()
        assert all(end <= next_start for (_, end), (next_start, _) in zip(intervals, intervals[1:])), \
            f"overlapping slices on pid {pid} tid {tid}"


def test_trace_structure_and_tracks():
    comm_ns = lone_all_reduce_ns()
    report = spmd_breakdown([compute(0, 5), all_reduce(1)])
    document = json.loads(trace_json(report, INFO))
    check_trace_event_format(document)
    slices = [event for event in document["traceEvents"] if event["ph"] == "X"]
    assert {event["pid"] for event in slices} == {0}  # one agent stands for all 8 ranks
    threads = {event["tid"]: event["args"]["name"] for event in document["traceEvents"]
               if event["name"] == "thread_name"}
    by_name = {event["name"]: event for event in slices}
    assert threads[by_name["comp0"]["tid"]] == "compute" and by_name["comp0"]["dur"] == 5.0
    collective = by_name["ar1"]
    assert threads[collective["tid"]] == "collectives on all ranks"
    assert (collective["cat"], collective["dur"]) == ("all_reduce", comm_ns / 1000)
    assert collective["args"]["size_bytes"] == MiB and collective["args"]["group"] == "all ranks"
    assert collective["args"]["group_size"] == 8 and "comm_group" not in collective["args"]
    processes = {e["pid"]: e["args"]["name"] for e in document["traceEvents"] if e["name"] == "process_name"}
    assert processes == {0: "ranks 0-7 (simulated once, as rank 0)"}
    other = document["otherData"]
    assert other["ranks_in_trace"] == [0] and other["stands_for"] == {"0": "0-7"}
    assert other["num_ranks"] == 8 and other["agents_left_out"] == 0


def test_trace_shows_waiting_and_concurrent_collectives_on_separate_tracks():
    late = [compute(0, 50), all_reduce(1, deps=[0]), all_reduce(2, deps=[0])]
    early = [compute(0, 10), all_reduce(1, deps=[0]), all_reduce(2, deps=[0])]
    # two collectives in flight per rank (ASTRA-sim allows one; the option lifts it) so they overlap
    result, programs = simulated([late] + [early] * 7,
                                 config=settings(active_chunks_per_dimension=2, comm_in_flight_per_rank=None))
    document = trace_document(breakdown(result, programs), INFO)
    check_trace_event_format(document)
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in document["traceEvents"] if e["name"] == "thread_name"}
    waits = [e for e in document["traceEvents"] if e["ph"] == "X" and e["pid"] == 4 and e["cat"] == "waiting"]
    assert sorted(e["name"] for e in waits) == ["wait: ar1", "wait: ar2"]
    assert all((e["ts"], e["dur"]) == (10.0, 40.0) for e in waits)
    assert {threads[(4, e["tid"])] for e in waits} == {"wait: collectives on all ranks",
                                                         "wait: collectives on all ranks (2)"}
    comm_threads = {threads[(4, e["tid"])] for e in document["traceEvents"]
                    if e["ph"] == "X" and e["pid"] == 4 and e["cat"] == "all_reduce"}
    assert comm_threads == {"collectives on all ranks", "collectives on all ranks (2)"}
    processes = {e["pid"]: e["args"]["name"] for e in document["traceEvents"] if e["name"] == "process_name"}
    assert processes[4] == "rank 4"  # one agent per rank here


def test_trace_tracks_are_grouped_per_stream():
    # on 2x2x2, per rank: an x-y plane all-reduce at once, a second one after it, and a z-line
    # all-gather after 10 µs of compute
    network = Network([LinkDimension("Ring", 2, 100, 500)] * 3)
    plane = CollectiveOp("all_reduce", MiB, involved_dims=(True, True, False))
    line = CollectiveOp("all_gather", MiB, involved_dims=(False, False, True))
    nodes = [compute(0, 10), ProgramNode(1, "ar1", COLLECTIVE, comm=plane),
             ProgramNode(2, "ag2", COLLECTIVE, comm=line, deps=(0,)),
             ProgramNode(3, "ar3", COLLECTIVE, comm=plane, deps=(1,))]
    # collectives on different dimensions overlap only when more than one may be in flight per rank
    result, programs = simulated([nodes] * 8, network,
                                 config=settings(3, active_chunks_per_dimension=2, comm_in_flight_per_rank=None))
    report = breakdown(result, programs, dimension_npus=(2, 2, 2), dimension_names=("x", "y", "z"))
    document = trace_document(report, INFO)
    check_trace_event_format(document)
    metadata = [(e["name"], e["tid"], e["args"]) for e in document["traceEvents"] if e["ph"] == "M"]
    names = {tid: args["name"] for name, tid, args in metadata if name == "thread_name"}
    order = {tid: args["sort_index"] for name, tid, args in metadata if name == "thread_sort_index"}
    # the plane's stream first (first used), one track (ar1 then ar3, one after the other); then the line's
    assert [names[tid] for tid in sorted(names, key=order.get)] == \
        ["compute", "collectives on 0-3 (x, y)", "collectives on {0,4} (z)"]
    slices = {e["name"]: names[e["tid"]] for e in document["traceEvents"] if e["ph"] == "X"}
    assert slices == {"comp0": "compute", "ar1": "collectives on 0-3 (x, y)", "ar3": "collectives on 0-3 (x, y)",
                      "ag2": "collectives on {0,4} (z)"}


@pytest.mark.parametrize("rank, ranks, name", [
    (3, range(3, 4), "rank 3"),
    (0, range(32768), "ranks 0-32767 (simulated once, as rank 0)"),
])
def test_trace_process_names(rank, ranks, name):
    assert process_name(rank, ranks) == name


def test_trace_keeps_the_slowest_ranks_up_to_max_ranks():
    programs_nodes = [[compute(0, 10 + rank), all_reduce(1, deps=[0]), compute(2, 20 - rank, deps=[1])]
                      for rank in range(8)]
    result, programs = simulated(programs_nodes)
    report = breakdown(result, programs)
    document = trace_document(report, INFO, max_ranks=3)
    check_trace_event_format(document)
    assert document["otherData"]["ranks_in_trace"] == [0, 1, 2]  # rank 0 computes longest after the collective
    assert document["otherData"]["agents_left_out"] == 5
    assert {e["pid"] for e in document["traceEvents"]} == {0, 1, 2}


# ---------------------------------------------------------------- plot

def test_plot_is_a_png(tmp_path):
    result, programs = simulated([[compute(0, 10 + rank), all_reduce(1)] for rank in range(8)])
    report = breakdown(result, programs)
    png = plot_png(report, INFO)
    assert png.startswith(PNG_MAGIC) and len(png) > 10_000
    write_plot(tmp_path / "step.png", report, INFO)
    assert (tmp_path / "step.png").read_bytes().startswith(PNG_MAGIC)
    assert [path.name for path in tmp_path.iterdir()] == ["step.png"]  # no temporary file left


def test_plot_categories_title_and_bars():
    comm_ns = lone_all_reduce_ns()
    late = [compute(0, 50), all_reduce(1, deps=[0])]
    early = [compute(0, 10), all_reduce(1, deps=[0])]
    result, programs = simulated([late] + [early] * 7)
    report = breakdown(result, programs)
    figure = step_figure(report, INFO)
    [axes] = figure.axes
    legend = axes.get_legend()
    assert [text.get_text() for text in legend.get_texts()] == \
        ["compute", "compute overlapped with communication", "exposed communication", "waiting for other ranks"]
    assert [label for label, _ in CATEGORIES] == [text.get_text() for text in legend.get_texts()]
    texts = [text.get_text() for text in axes.texts]
    # every rank ends when the all-reduce ends: 50 µs + the all-reduce's own time, in µs
    assert f"Predicted step time: {(50_000 + comm_ns) / 1000:,.3f} µs" in texts
    [what] = [text for text in texts if INFO.hardware in text]
    assert INFO.system in what and INFO.estimator in what and "8 ranks, 8 simulated" in what
    assert INFO.workload in what  # not a path: the whole text
    # one bar per rank, rank 0 on top; the segments in µs: rank 0 computes 50 and then only
    # transfers; ranks 1-7 compute 10, wait 40 for rank 0, then transfer
    segments = [[round(patch.get_width(), 6) for patch in container] for container in axes.containers]
    assert [tick.get_text() for tick in axes.get_yticklabels()] == [f"rank {rank}" for rank in range(8)]
    # members start their parts when they issue the all-reduce (no barrier) and finish at their own
    # times, the slowest after the all-reduce's own time: each rank's transfer ends at its finish
    transfers_us = [round((result.rank(rank).finish_ns - 50_000) / 1000, 6) for rank in range(8)]
    assert max(transfers_us) == comm_ns / 1000
    assert segments == [[50.0] + [10.0] * 7, [0.0] * 8, transfers_us, [0.0] + [40.0] * 7]
    # 8 bars: segments of at least 9% of their rank's time carry their value and share of it
    rank0_us, rank1_us = 50 + transfers_us[0], 50 + transfers_us[1]
    assert f"50 µs\n{100 * 50 / rank0_us:.0f}%" in texts and f"40 µs\n{100 * 40 / rank1_us:.0f}%" in texts
    # nothing drawn outside the figure: the legend and the texts above the axes fit in it
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    canvas = figure.bbox
    for artist in [legend, *axes.texts]:
        box = artist.get_window_extent(renderer)
        assert canvas.x0 <= box.x0 and box.x1 <= canvas.x1 and canvas.y0 <= box.y0 and box.y1 <= canvas.y1, artist
    assert legend.get_window_extent(renderer).y0 >= axes.get_window_extent(renderer).y1  # above the bars


def test_ranks_simulated_apart_that_finish_together_are_not_called_the_slowest():
    # eight ranks, the odd ones computing their 10 us as two nodes (programs that differ: eight agents), so every
    # rank finishes at the same time, and the report says so instead of naming rank 0 "the slowest"
    result, programs = simulated([[compute(0, 10), all_reduce(1, deps=[0])] if rank % 2 == 0 else
                                  [compute(0, 4), compute(1, 6, deps=[0]), all_reduce(2, deps=[1])]
                                  for rank in range(8)])
    assert result.agents == 8
    text = text_report(breakdown(result, programs), INFO)
    assert re.search(r"^step time +[0-9.]+ +100\.0 +all 8 ranks finish together; rank 0 shown$", text, re.M)
    # rank 3 computing 1 us more: the ranks finish apart, and the report names the slowest
    result, programs = simulated([[compute(0, 10 + (rank == 3)), all_reduce(1, deps=[0])] for rank in range(8)])
    assert len({result.rank(rank).finish_ns for rank in range(8)}) > 1
    text = text_report(breakdown(result, programs), INFO)
    assert re.search(r"^step time +[0-9.]+ +100\.0 +rank \d, the slowest$", text, re.M)


def test_plot_names_the_workload_file_and_how_many_bars_it_draws():
    result, programs = simulated([[compute(0, 10), all_reduce(1, deps=[0]), compute(2, 1 + rank, deps=[1])]
                                  for rank in range(8)])
    report = breakdown(result, programs)
    info = RunInfo("/a/long/directory/step.mlir", "h100-sxm", "dgx-h100: Switch 8 (450 GB/s, 300 ns)", "roofline")
    figure = step_figure(report, info, max_bars=3)
    [axes] = figure.axes
    [what] = [text.get_text() for text in axes.texts if "h100-sxm" in text.get_text()]
    assert what.startswith("step.mlir  ·  h100-sxm  ·  8 ranks, 8 simulated, the 3 slowest drawn")
    assert "/a/long" not in what
    # the slowest are those with the longest compute after the all-reduce: ranks 5, 6, 7 (6-8 µs)
    assert [tick.get_text() for tick in axes.get_yticklabels()] == ["rank 5", "rank 6", "rank 7"]


# ---------------------------------------------------------------- hespas simulate --chakra outputs

def _vector(case_id: str) -> dict:
    with open(VECTORS / "vectors.csv", newline="") as stream:
        return next(row for row in csv.DictReader(stream) if row["case_id"] == case_id)


def _simulate(case_id: str, *extra: str) -> tuple[int, str]:
    row = _vector(case_id)
    stdout = io.StringIO()
    with contextlib.redirect_stdout(stdout):
        status = main(["simulate", "--chakra", str(VECTORS / "runs" / case_id / "et" / "w"),
                       "--network", str(VECTORS / row["network_config"]),
                       "--system", str(VECTORS / row["system_config"]), *extra])
    return status, stdout.getvalue()


@needs_vectors
def test_simulate_writes_json_trace_and_plot(tmp_path):
    row = _vector("c0546")  # overlap: 100 µs compute beside a 64 MiB all-reduce, 8 NPUs
    assert row["workload_kind"] == "overlap"
    status, stdout = _simulate("c0546", "--json", str(tmp_path / "r.json"), "--trace", str(tmp_path / "t.json"),
                               "--plot", str(tmp_path / "p.png"), "--top", "3")
    assert status == 0
    cycles, exposed = json.loads(row["cycles_all_ranks"]), json.loads(row["exposed_comm_all_ranks"])
    lines = stdout.splitlines()
    assert lines[:8] == [f"sys[{r}] finished, {cycles[r]} cycles, exposed communication {exposed[r]} cycles."
                         for r in range(8)]
    assert lines[8].startswith("summary: 8 ranks") and lines[9] == "" and lines[10] == "hespas: predicted step"
    assert re.search(r"^  overlapped with compute +100\.000 ", stdout, re.M)
    document = json.loads((tmp_path / "r.json").read_text())
    assert document["step_time_ns"] == int(row["max_cycles_all_ranks"])
    assert [(r["finish_ns"], r["exposed_comm_ns"]) for r in document["ranks"]] == list(zip(cycles, exposed))
    assert (document["compute_ns"], document["overlap_ns"]) == (100_000, 100_000)
    assert document["collectives"][0]["size_bytes"] == int(row["size_bytes"])
    trace = json.loads((tmp_path / "t.json").read_text())
    check_trace_event_format(trace)
    assert trace["otherData"]["stands_for"] == {"0": "0-7"}
    assert (tmp_path / "p.png").read_bytes().startswith(PNG_MAGIC)


@needs_vectors
def test_simulate_chain_case_reports_all_communication_exposed(tmp_path):
    row = _vector("c0527")
    assert row["workload_kind"] == "chain"
    status, _ = _simulate("c0527", "--json", str(tmp_path / "r.json"))
    document = json.loads((tmp_path / "r.json").read_text())
    assert status == 0 and document["overlap_ns"] == 0
    assert document["exposed_comm_ns"] == document["comm_ns"] == int(row["exposed_comm_rank0"])


@needs_vectors
def test_simulate_plot_must_be_png(tmp_path, capsys):
    status, stdout = _simulate("c0546", "--plot", str(tmp_path / "chart.svg"))
    assert status == 1 and stdout == ""
    assert "must end in .png" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


@needs_vectors
def test_simulate_top_must_be_positive(capsys):
    with pytest.raises(SystemExit) as exited:  # argparse's errors exit at once, with status 1
        _simulate("c0546", "--top", "0")
    assert exited.value.code == 1
    assert "--top: expected a positive integer, not '0'" in capsys.readouterr().err
