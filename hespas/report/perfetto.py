"""A Chrome/Perfetto trace (Trace Event Format, JSON object form) of the simulated step.

One process per simulated agent (``pid`` = the rank it was simulated as), named for
the ranks it stands for: "rank 5", or "ranks 0-32767 (simulated once, as rank 0)"
when identical ranks were simulated once. Its threads: ``compute`` (tid 1), then
per communication stream (the collectives of one group, named by its members as in
``hespas.report.groups``: "collectives on all ranks", "collectives on {0,4}"; "sends
and receives"; "replayed broadcasts"), in order of first use, its tracks: each
communication node from the moment it started to its end, on as many tracks as the
stream has nodes in flight at once ("collectives on 0-3", "collectives on 0-3 (2)",
...), then "wait: " tracks (a collective from the rank's arrival until every member
had arrived). Thread ids ascend in that order (``thread_sort_index`` says so too, for
viewers that read it). Times are µs. At most
``max_ranks`` agents appear (the slowest first); ``otherData`` says which ranks the
trace holds and which each one stands for.
"""

from __future__ import annotations

import json

from hespas.atomic_io import write_text_atomically
from hespas.report.breakdown import Breakdown, RunInfo
from hespas.program.nodes import CollectiveOp, PeerOp

COMPUTE_TID = 1
FIRST_COMM_TID = 2  # then, stream by stream, one tid per communication track and one per waiting track


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
    ranks = report.result.ranks_of(report.result.agent_of(rank))
    events = [_metadata("process_name", rank, 0, process_name(rank, ranks)),
              _metadata("process_sort_index", rank, 0, rank, key="sort_index"),
              _metadata("thread_name", rank, COMPUTE_TID, "compute"),
              _metadata("thread_sort_index", rank, COMPUTE_TID, 0, key="sort_index")]
    streams: dict[str, _Stream] = {}  # by stream name, in order of first use
    for event in sorted(timeline, key=lambda event: (event.start_ns, event.end_ns)):
        node = nodes[event.node_index]
        if event.kind == "compute":
            args = {"node_id": node.node_id, **_node_figure_args(report.node_figures(node))}
            events.append(_complete(node.name, "compute", rank, COMPUTE_TID, event.start_ns, event.end_ns, args))
            continue
        args = {"node_id": node.node_id, "issue_ns": event.issue_ns, "start_ns": event.start_ns,
                "end_ns": event.end_ns, **_comm_args(report, node.comm, rank)}
        stream = streams.setdefault(_stream_name(node.comm, args), _Stream())
        stream.comm.append((_track(stream.comm_tracks, event.start_ns, event.end_ns),
                            _complete(node.name, args.get("kind", event.kind), rank, 0, event.start_ns, event.end_ns,
                                      args)))
        if event.start_ns > event.issue_ns:
            stream.waits.append((_track(stream.wait_tracks, event.issue_ns, event.start_ns),
                                 _complete(f"wait: {node.name}", "waiting", rank, 0, event.issue_ns, event.start_ns,
                                           args)))
    tid = FIRST_COMM_TID
    for name, stream in streams.items():  # each stream's tracks together: communication, then waiting
        for prefix, tracks, slices in (("", stream.comm_tracks, stream.comm),
                                       ("wait: ", stream.wait_tracks, stream.waits)):
            for track, event in slices:
                event["tid"] = tid + track
            events += [event for _, event in slices]
            for track in range(len(tracks)):
                events += [_metadata("thread_name", rank, tid + track, _numbered(prefix + name, track)),
                           _metadata("thread_sort_index", rank, tid + track, tid + track, key="sort_index")]
            tid += len(tracks)
    return events


class _Stream:
    """One stream's slices ``(track, event)`` and its tracks' busy-until times."""

    def __init__(self):
        self.comm: list[tuple[int, dict]] = []
        self.waits: list[tuple[int, dict]] = []
        self.comm_tracks: list[int] = []
        self.wait_tracks: list[int] = []


def process_name(rank: int, ranks: range) -> str:
    """The trace's name for the agent simulated as ``rank``, standing for ``ranks``."""
    if len(ranks) == 1:
        return f"rank {rank}"
    return f"ranks {_ranks_text(ranks)} (simulated once, as rank {rank})"


def _stream_name(comm, args: dict) -> str:
    if isinstance(comm, CollectiveOp):
        return f"collectives on {args['group']}"
    if isinstance(comm, PeerOp):
        return "sends and receives"
    return "replayed broadcasts"


def _numbered(name: str, track: int) -> str:
    return name if track == 0 else f"{name} ({track + 1})"


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


def _comm_args(report: Breakdown, comm, rank: int) -> dict:
    if isinstance(comm, CollectiveOp):
        label, size = report.group_of(comm, rank)
        return {"kind": comm.kind, "size_bytes": comm.size_bytes, "group": label, "group_size": size,
                **({"comm_group": comm.group} if comm.group is not None else {})}
    if isinstance(comm, PeerOp):
        return {"peer": comm.peer, "tag": comm.tag, "size_bytes": comm.size_bytes}
    return {}  # a replayed broadcast


def _node_figure_args(figures) -> dict:
    return {key: value for key, value in figures.items() if isinstance(value, (int, float, str))}


def _ranks_text(ranks: range) -> str:
    return str(ranks.start) if len(ranks) == 1 else f"{ranks.start}-{ranks.stop - 1}"
