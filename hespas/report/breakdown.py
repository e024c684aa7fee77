"""Where a simulated step's time goes, per rank: compute, communication, overlap, exposed communication.

Per simulated agent (the ranks it stands for share the numbers, computed once):

- step time: the rank's finish time; compute: its compute stream's busy time;
- exposed communication = step − compute (ASTRA-sim's definition);
- communication: the union of its communication intervals, each from issue (the rank
  reached the node) to end, so waiting for the other members of a collective counts;
- overlap = communication − exposed communication, clamped at 0: communication hidden
  under compute;
- waiting: the part of exposed communication spent only waiting for the other members of a
  collective: time some collective had been reached but not started (its members not all
  there), while no compute and no communication that had started ran.

``Breakdown.detail`` lists one rank's communication nodes (each with the part of its
interval that no compute covers, and its group labelled by its members, see
``hespas.report.groups``) and its longest compute nodes, with their cost records' figures and the
peaks of the hardware they were costed on, where the caller gives those (``Breakdown.node_figures``).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Mapping, Sequence

from hespas.report.groups import collective_members, dimensions_text, members_label, unknown_label
from hespas.sim import RankProgram, SimulationResult, TimelineEvent
from hespas.program.nodes import CollectiveOp, PeerOp, ProgramNode
from hespas.program.step import HardwarePeaks

# What the report knows about a compute node with a cost record: FLOPs, bytes moved to and from
# memory, the roofline bound ("compute", "memory", ...), and the peaks that apply to it.
NODE_INFO_KEYS = ("flops", "bytes", "bound", "peak_flops_per_s", "memory_bandwidth_bytes_per_s")


@dataclass(frozen=True)
class RunInfo:
    """What was simulated, on what, with which compute-time estimator (for report headers)."""

    workload: str
    hardware: str
    system: str
    estimator: str
    memory: dict | None = None  # per-device peak: peak_bytes, capacity_bytes, fits (from hespas-memory)
    note: str | None = None  # one line about the run, e.g. hardware other than the system's device

    def memory_line(self) -> str | None:
        if self.memory is None:
            return None
        peak, capacity = self.memory["peak_bytes"], self.memory["capacity_bytes"]
        verdict = "fits" if peak <= capacity else f"does NOT fit: {(peak - capacity) / 2**30:.2f} GiB over"
        return f"peak {peak / 2**30:.2f} GiB of {capacity / 2**30:.1f} GiB per device ({verdict})"


def describe_system(system) -> str:
    """A ``hespas.systems.System`` in one line: its name and dimensions, innermost first."""
    dimensions = " x ".join(f"{d.topology} {d.npus} ({d.bandwidth_GBps:g} GB/s, {d.latency_ns:g} ns)"
                            for d in system.dimensions)
    return f"{system.name}: {dimensions}"


@dataclass(frozen=True)
class AgentBreakdown:
    """The step of one simulated agent, standing for the ranks ``ranks``."""

    agent: int
    rank: int  # the rank it was simulated as
    ranks: range
    step_time_ns: int
    compute_ns: int
    exposed_comm_ns: int
    comm_ns: int
    overlap_ns: int
    waiting_ns: int = 0  # the part of exposed_comm_ns spent only waiting for other ranks


@dataclass(frozen=True)
class CollectiveRow:
    """One communication node on a rank (a collective, send, receive or replayed broadcast)."""

    node_name: str
    kind: str  # all_reduce, ..., send, recv, replay
    size_bytes: int | None  # None: not known (replay)
    group: str | None  # comm-group key; None: no comm group (all ranks, network dimensions, or a message)
    peer: int | None  # the other rank of a send or receive
    issue_ns: int
    start_ns: int
    end_ns: int
    exposed_ns: int  # the part of [issue, end] that no compute on this rank covers
    group_label: str | None = None  # a collective's members ("all ranks", "0-3", "{0,4}"); None: not a collective
    group_size: int | None = None  # how many ranks take part in a collective; None: not known

    @property
    def duration_ns(self) -> int:
        return self.end_ns - self.start_ns

    @property
    def wait_ns(self) -> int:
        return self.start_ns - self.issue_ns


@dataclass(frozen=True)
class CollectiveTotal:
    """Communication nodes of one kind, group and size on a rank, added up."""

    kind: str
    group: str | None
    peer: int | None
    size_bytes: int | None
    count: int
    duration_ns: int
    wait_ns: int
    exposed_ns: int
    group_label: str | None = None
    group_size: int | None = None


@dataclass(frozen=True)
class ComputeRow:
    """One compute node on a rank, with its ``Breakdown.node_figures`` where known."""

    node_name: str
    start_ns: int
    end_ns: int
    share: float  # of the rank's compute time
    flops: float | None = None
    bytes: float | None = None
    bound: str | None = None
    peak_flops_per_s: float | None = None
    memory_bandwidth_bytes_per_s: float | None = None

    @property
    def duration_ns(self) -> int:
        return self.end_ns - self.start_ns

    @property
    def achieved_flops_per_s(self) -> float | None:
        return None if self.flops is None or not self.duration_ns else self.flops / (self.duration_ns * 1e-9)

    @property
    def peak_fraction(self) -> float | None:
        achieved = self.achieved_flops_per_s
        return None if achieved is None or not self.peak_flops_per_s else achieved / self.peak_flops_per_s

    @property
    def bandwidth_fraction(self) -> float | None:
        if self.bytes is None or not self.duration_ns or not self.memory_bandwidth_bytes_per_s:
            return None
        return self.bytes / (self.duration_ns * 1e-9) / self.memory_bandwidth_bytes_per_s


@dataclass(frozen=True)
class RankDetail:
    summary: AgentBreakdown
    collectives: tuple[CollectiveRow, ...]  # in issue order
    top_compute: tuple[ComputeRow, ...]  # longest first
    compute_nodes: int  # how many compute nodes ran in all


class Breakdown:
    """Every agent's ``AgentBreakdown``; the details of one rank on demand."""

    def __init__(self, result: SimulationResult, programs: Sequence[RankProgram], peaks: HardwarePeaks | None = None,
                 comm_groups: Mapping[str, Sequence[int]] | None = None,
                 dimension_npus: Sequence[int] | None = None, dimension_names: Sequence[str] | None = None):
        if len(programs) != result.num_ranks:
            raise ValueError(f"{len(programs)} programs for {result.num_ranks} ranks")
        self.result = result
        self.programs = programs
        self.peaks = peaks
        self.comm_groups = comm_groups or {}
        self.dimension_npus = None if dimension_npus is None else tuple(dimension_npus)
        self.dimension_names = None if dimension_names is None else tuple(dimension_names)
        self._groups: dict[tuple, tuple[str, int | None]] = {}
        self.agents = tuple(_agent_breakdown(result, agent) for agent in range(result.agents))
        self.critical = max(self.agents, key=lambda agent: (agent.step_time_ns, -agent.rank))

    @property
    def num_ranks(self) -> int:
        return self.result.num_ranks

    @property
    def step_time_ns(self) -> int:
        return self.critical.step_time_ns

    def of_rank(self, rank: int) -> AgentBreakdown:
        return self.agents[self.result.agent_of(rank)]

    def detail(self, rank: int, top_k: int = 10) -> RankDetail:
        """The communication nodes of ``rank`` and its ``top_k`` longest compute nodes."""
        summary = self.of_rank(rank)
        nodes = self.programs[rank].nodes
        events = self.result.timeline(rank)
        compute = sorted((event for event in events if event.kind == "compute"), key=lambda event: event.start_ns)
        starts = [event.start_ns for event in compute]
        ends = [event.end_ns for event in compute]
        covered = _Coverage(starts, ends)
        collectives = tuple(sorted(
            (self._collective_row(nodes[event.node_index], event, covered, rank)
             for event in events if event.kind != "compute"),
            key=lambda row: (row.issue_ns, row.start_ns)))
        longest = sorted(compute, key=lambda event: (event.start_ns - event.end_ns, event.start_ns))[:top_k]
        top = tuple(self._compute_row(nodes[event.node_index], event, summary.compute_ns) for event in longest)
        return RankDetail(summary, collectives, top, len(compute))

    def group_of(self, op: CollectiveOp, rank: int) -> tuple[str, int | None]:
        """``(label, size)`` of the ranks taking part in ``op`` on ``rank`` (size None: not known)."""
        key = (op.group, op.involved_dims, None if op.group is not None or op.involved_dims is None else rank)
        found = self._groups.get(key)
        if found is None:
            members = collective_members(op, rank, self.num_ranks, self.comm_groups, self.dimension_npus)
            if members is None:
                found = (unknown_label(op), None)
            else:
                label = members_label(members, self.num_ranks)
                if (op.group is None and op.involved_dims is not None and not all(op.involved_dims)
                        and self.dimension_names is not None and len(self.dimension_names) == len(op.involved_dims)):
                    label += f" ({dimensions_text(op.involved_dims, self.dimension_names)})"
                found = (label, len(members))
            self._groups[key] = found
        return found

    def _collective_row(self, node, event: TimelineEvent, coverage: _Coverage, rank: int) -> CollectiveRow:
        comm = node.comm
        label = size_of_group = None
        if isinstance(comm, CollectiveOp):
            kind, size, group, peer = comm.kind, comm.size_bytes, comm.group, None
            label, size_of_group = self.group_of(comm, rank)
        elif isinstance(comm, PeerOp):
            kind, size, group, peer = event.kind, comm.size_bytes, None, comm.peer
        else:
            kind, size, group, peer = event.kind, None, None, None
        exposed = event.end_ns - event.issue_ns - coverage.covered_ns(event.issue_ns, event.end_ns)
        return CollectiveRow(node.name, kind, size, group, peer, event.issue_ns, event.start_ns, event.end_ns,
                             exposed, label, size_of_group)

    def node_figures(self, node: ProgramNode) -> dict:
        """A compute node's FLOPs, bytes and bound from its cost record, and the peaks (keys
        ``NODE_INFO_KEYS``, in that order); empty for a node without a record or without the peaks."""
        cost = node.cost
        if cost is None or self.peaks is None:
            return {}
        return dict(zip(NODE_INFO_KEYS, (cost.flops, cost.bytes, cost.bound, self.peaks.peak_flops_per_s,
                                         self.peaks.memory_bandwidth_bytes_per_s)))

    def _compute_row(self, node: ProgramNode, event: TimelineEvent, compute_ns: int) -> ComputeRow:
        share = (event.end_ns - event.start_ns) / compute_ns if compute_ns else 0.0
        return ComputeRow(node.name, event.start_ns, event.end_ns, share, **self.node_figures(node))


def breakdown(result: SimulationResult, programs: Sequence[RankProgram], peaks: HardwarePeaks | None = None,
              comm_groups: Mapping[str, Sequence[int]] | None = None,
              dimension_npus: Sequence[int] | None = None, dimension_names: Sequence[str] | None = None) -> Breakdown:
    """The breakdown of ``result`` (simulated with ``record_timeline=True``) of ``programs``;
    ``peaks``, the hardware the programs' compute was costed on, fills the compute nodes' utilisation
    figures; ``comm_groups`` (key to members) and ``dimension_npus`` (the network's NPUs per dimension,
    innermost first) are what the simulation was given, to name each collective's members, and
    ``dimension_names`` the dimensions a collective on some of them runs on."""
    return Breakdown(result, programs, peaks, comm_groups, dimension_npus, dimension_names)


def aggregate_collectives(rows: Sequence[CollectiveRow]) -> list[CollectiveTotal]:
    """``rows`` added up by kind, group (its members, or the peer) and size, the longest total first."""
    totals: dict[tuple, list[int]] = {}
    for row in rows:
        total = totals.setdefault((row.kind, row.group, row.peer, row.size_bytes, row.group_label, row.group_size),
                                  [0, 0, 0, 0])
        total[0] += 1
        total[1] += row.duration_ns
        total[2] += row.wait_ns
        total[3] += row.exposed_ns
    aggregated = [CollectiveTotal(kind, group, peer, size, *values, label, members)
                  for (kind, group, peer, size, label, members), values in totals.items()]
    return sorted(aggregated, key=lambda total: (-total.duration_ns, total.kind, str(total.group_label),
                                                 str(total.group)))


def _agent_breakdown(result: SimulationResult, agent: int) -> AgentBreakdown:
    rank = result.agent_rank(agent)
    summary = result.rank(rank)
    comm = sorted((event.issue_ns, event.end_ns) for event in result.timeline(rank) if event.kind != "compute")
    comm_ns = 0
    current_start = current_end = None
    for start, end in comm:
        if current_end is None or start > current_end:
            if current_end is not None:
                comm_ns += current_end - current_start
            current_start, current_end = start, end
        elif end > current_end:
            current_end = end
    if current_end is not None:
        comm_ns += current_end - current_start
    exposed = summary.exposed_comm_ns
    return AgentBreakdown(agent, rank, result.ranks_of(agent), summary.finish_ns, summary.compute_ns, exposed,
                          comm_ns, max(0, comm_ns - exposed), _waiting_only_ns(result.timeline(rank)))


def _waiting_only_ns(events: Sequence[TimelineEvent]) -> int:
    """How long some node waited between issue and start while nothing (compute or a started
    communication node) ran, by a sweep over the intervals' ends."""
    edges = []  # (time, class, +1 start / -1 end); classes: 0 running, 1 waiting
    for event in events:
        edges += [(event.start_ns, 0, 1), (event.end_ns, 0, -1)]
        if event.start_ns > event.issue_ns:
            edges += [(event.issue_ns, 1, 1), (event.start_ns, 1, -1)]
    edges.sort()
    active = [0, 0]
    waiting_ns = 0
    previous = None
    for time_ns, kind, delta in edges:
        if previous is not None and active[1] and not active[0]:
            waiting_ns += time_ns - previous
        active[kind] += delta
        previous = time_ns
    return waiting_ns


class _Coverage:
    """How much of an interval disjoint sorted intervals cover, in O(log n)."""

    def __init__(self, starts: list[int], ends: list[int]):
        self.starts = starts
        self.ends = ends
        self.prefix = [0]
        for start, end in zip(starts, ends):
            self.prefix.append(self.prefix[-1] + end - start)

    def covered_ns(self, start: int, end: int) -> int:
        first = bisect.bisect_right(self.ends, start)
        stop = bisect.bisect_left(self.starts, end)
        if first >= stop:
            return 0
        covered = self.prefix[stop] - self.prefix[first]
        return covered - max(0, start - self.starts[first]) - max(0, self.ends[stop - 1] - end)
