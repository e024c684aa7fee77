"""The machine-readable report (schema ``hespas.report/1``).

Top level: what was simulated (``workload``, ``hardware``, ``system``, ``estimator``,
``note`` (a line about the run, or null), ``num_ranks``, ``simulated_agents``), the slowest rank's breakdown
(``step_time_ns``, ``critical_rank``, ``compute_ns``, ``exposed_comm_ns``, ``comm_ns``, ``overlap_ns``,
``waiting_ns``), ``ranks`` (one entry per rank: ``rank``, ``agent``, ``step_time_ns``,
``finish_ns`` (the same value, the name earlier files used), ``compute_ns``,
``exposed_comm_ns``, ``comm_ns``, ``overlap_ns``, ``waiting_ns``), the slowest rank's
``collectives`` (added up by kind, group and size) and ``collective_nodes`` (each
communication node), both with ``group`` (the comm-group key, null when there is none),
``group_label`` (the members, see ``hespas.report.groups``) and ``group_size``, its
``top_compute``, and ``summary``
(the maxima over ranks, as earlier files had them). Ranks of one agent share their
values, which are computed once; each rank's entry is one line of the file.
"""

from __future__ import annotations

import json
from dataclasses import asdict

from hespas.atomic_io import write_text_atomically
from hespas.report.breakdown import Breakdown, RunInfo, aggregate_collectives

SCHEMA = "hespas.report/1"


def report_document(report: Breakdown, info: RunInfo, top_k: int = 10) -> dict:
    """The report as a JSON-ready dictionary."""
    result = report.result
    critical = report.critical
    detail = report.detail(critical.rank, top_k)
    per_agent = [{"step_time_ns": agent.step_time_ns, "finish_ns": agent.step_time_ns,
                  "compute_ns": agent.compute_ns, "exposed_comm_ns": agent.exposed_comm_ns,
                  "comm_ns": agent.comm_ns, "overlap_ns": agent.overlap_ns, "waiting_ns": agent.waiting_ns}
                 for agent in report.agents]
    ranks = [{"rank": rank, "agent": agent, **per_agent[agent]}
             for rank, agent in ((rank, result.agent_of(rank)) for rank in range(result.num_ranks))]
    return {
        "schema": SCHEMA,
        "workload": info.workload,
        "hardware": info.hardware,
        "system": info.system,
        "estimator": info.estimator,
        "memory": info.memory,
        "note": info.note,
        "num_ranks": result.num_ranks,
        "simulated_agents": result.agents,
        "step_time_ns": critical.step_time_ns,
        "critical_rank": critical.rank,
        "compute_ns": critical.compute_ns,
        "exposed_comm_ns": critical.exposed_comm_ns,
        "comm_ns": critical.comm_ns,
        "overlap_ns": critical.overlap_ns,
        "waiting_ns": critical.waiting_ns,
        "summary": {
            "ranks": result.num_ranks,
            "simulated_agents": result.agents,
            "max_finish_ns": report.step_time_ns,
            "max_compute_ns": max(agent.compute_ns for agent in report.agents),
            "max_exposed_comm_ns": max(agent.exposed_comm_ns for agent in report.agents),
        },
        "collectives": [asdict(total) for total in aggregate_collectives(detail.collectives)],
        "collective_nodes": [{**asdict(row), "duration_ns": row.duration_ns, "wait_ns": row.wait_ns}
                             for row in detail.collectives],
        "top_compute": [{**asdict(row), "duration_ns": row.duration_ns,
                         "achieved_flops_per_s": row.achieved_flops_per_s, "peak_fraction": row.peak_fraction,
                         "bandwidth_fraction": row.bandwidth_fraction} for row in detail.top_compute],
        "ranks": ranks,
    }


def json_report(report: Breakdown, info: RunInfo, top_k: int = 10) -> str:
    """The report as JSON text: indented, but one line per rank entry."""
    document = report_document(report, info, top_k)
    parts = []
    for key, value in document.items():
        if key == "ranks":
            entries = ",\n".join("  " + json.dumps(entry) for entry in value)
            parts.append(f' "ranks": [\n{entries}\n ]' if entries else ' "ranks": []')
        else:
            parts.append(f" {json.dumps(key)}: " + json.dumps(value, indent=1).replace("\n", "\n "))
    return "{\n" + ",\n".join(parts) + "\n}\n"


def write_json_report(path, report: Breakdown, info: RunInfo, top_k: int = 10) -> None:
    write_text_atomically(path, json_report(report, info, top_k))
