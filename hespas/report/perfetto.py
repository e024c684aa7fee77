"""A Chrome/Perfetto trace (Trace Event Format, JSON object form) of the simulated step.

One process per rank in the trace (``pid`` = rank, named "rank N"); its threads:
``compute`` (tid 1, the compute stream), ``communication`` (tid 2, 3, ...: each
communication node from the moment it started to its end, on as many tracks as are
in flight at once) and, after those, ``waiting`` (a collective from the rank's arrival
until every member had arrived, again on as many tracks as needed). Times are µs. Only the ranks that were
simulated appear (an agent standing for many ranks is traced once, as the rank it
was simulated as), at most ``max_ranks`` of them (the slowest first); ``otherData``
says which ranks the trace holds and which each one stands for.
"""

from __future__ import annotations

import json

from hespas.atomic_io import write_text_atomically
from hespas.report.breakdown import Breakdown, RunInfo
from hespas.sim.program import CollectiveOp, PeerOp

COMPUTE_TID = 1
FIRST_COMM_TID = 2  # then one tid per communication track, then one per waiting track


def trace_document(report: Breakdown, info: RunInfo, max_ranks: int = 64) -> dict:
    """The trace as a JSON-ready dictionary."""
    if max_ranks < 1:
        raise ValueError("max_ranks must be at least 1")
    result = report.result
    by_time = sorted(report.agents, key=lambda agent: (-agent.step_time_ns, agent.rank))
    traced = sorted(by_time[:max_ranks], key=lambda agent: agent.rank)
    events = []
    for agent in traced:
        events += _rank_events(report, agent.rank)
    return {
        "traceEvents": events,
        "displayTimeUnit": "ns",
        "otherData": {
            "generator": "hespas simulate",
            "workload": info.workload,
            "hardware": info.hardware,
            "system": info.system,
            "estimator": info.estimator,
            "num_ranks": result.num_ranks,
            "simulated_agents": result.agents,
            "step_time_ns": report.step_time_ns,
            "ranks_in_trace": [agent.rank for agent in traced],
            "stands_for": {str(agent.rank): _ranks_text(agent.ranks) for agent in traced},
            "agents_left_out": len(report.agents) - len(traced),
        },
    }


def trace_json(report: Breakdown, info: RunInfo, max_ranks: int = 64) -> str:
    return json.dumps(trace_document(report, info, max_ranks), separators=(",", ":")) + "\n"


def write_trace(path, report: Breakdown, info: RunInfo, max_ranks: int = 64) -> None:
    write_text_atomically(path, trace_json(report, info, max_ranks))


def _rank_events(report: Breakdown, rank: int) -> list[dict]:
    nodes = report.programs[rank].nodes
    timeline = report.result.timeline(rank)
    events = [_metadata("process_name", rank, 0, f"rank {rank}"),
              _metadata("process_sort_index", rank, 0, rank, key="sort_index"),
              _metadata("thread_name", rank, COMPUTE_TID, "compute")]
    comm_tracks: list[int] = []  # per track: when its last event ends
    wait_tracks: list[int] = []
    waits = []  # (track, event): their tids follow the communication tracks'
    for event in sorted(timeline, key=lambda event: (event.start_ns, event.end_ns)):
        node = nodes[event.node_index]
        if event.kind == "compute":
            args = {"node_id": node.node_id, **_node_info_args(report.node_info.get(node.name, {}))}
            events.append(_complete(node.name, "compute", rank, COMPUTE_TID, event.start_ns, event.end_ns, args))
            continue
        args = {"node_id": node.node_id, "issue_ns": event.issue_ns, "start_ns": event.start_ns,
                "end_ns": event.end_ns, **_comm_args(node.comm)}
        tid = FIRST_COMM_TID + _track(comm_tracks, event.start_ns, event.end_ns)
        events.append(_complete(node.name, args.get("kind", event.kind), rank, tid, event.start_ns, event.end_ns,
                                args))
        if event.start_ns > event.issue_ns:
            waits.append((_track(wait_tracks, event.issue_ns, event.start_ns),
                          _complete(f"wait: {node.name}", "waiting", rank, 0, event.issue_ns, event.start_ns, args)))
    first_wait_tid = FIRST_COMM_TID + len(comm_tracks)
    for track, wait in waits:
        wait["tid"] = first_wait_tid + track
    events += [wait for _, wait in waits]
    events += [_metadata("thread_name", rank, FIRST_COMM_TID + track, _numbered("communication", track))
               for track in range(len(comm_tracks))]
    events += [_metadata("thread_name", rank, first_wait_tid + track, _numbered("waiting", track))
               for track in range(len(wait_tracks))]
    return events


def _numbered(name: str, track: int) -> str:
    return name if track == 0 else f"{name} {track + 1}"


def _track(tracks: list[int], start_ns: int, end_ns: int) -> int:
    """The first track free at ``start_ns`` (events come in start order), now busy until ``end_ns``."""
    for index, busy_until in enumerate(tracks):
        if busy_until <= start_ns:
            tracks[index] = end_ns
            return index
    tracks.append(end_ns)
    return len(tracks) - 1


def _complete(name: str, category: str, pid: int, tid: int, start_ns: int, end_ns: int, args: dict) -> dict:
    return {"name": name, "cat": category, "ph": "X", "ts": start_ns / 1000, "dur": (end_ns - start_ns) / 1000,
            "pid": pid, "tid": tid, "args": args}


def _metadata(name: str, pid: int, tid: int, value, key: str = "name") -> dict:
    return {"name": name, "ph": "M", "pid": pid, "tid": tid, "args": {key: value}}


def _comm_args(comm) -> dict:
    if isinstance(comm, CollectiveOp):
        return {"kind": comm.kind, "size_bytes": comm.size_bytes,
                "group": "all ranks" if comm.group is None else comm.group}
    if isinstance(comm, PeerOp):
        return {"peer": comm.peer, "tag": comm.tag, "size_bytes": comm.size_bytes}
    return {}  # a replayed broadcast


def _node_info_args(info) -> dict:
    return {key: value for key, value in info.items() if isinstance(value, (int, float, str))}


def _ranks_text(ranks: range) -> str:
    return str(ranks.start) if len(ranks) == 1 else f"{ranks.start}-{ranks.stop - 1}"
