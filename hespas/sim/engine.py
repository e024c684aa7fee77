"""Discrete-event simulation of every rank's node graph, with the collective model of ``collectives``.

Each simulated *agent* runs one ``RankProgram`` by ASTRA-sim's rules
(``Workload::issue_dep_free_nodes``, ``HardwareResource``): one compute node
and one collective or send in flight at a time, receives posted as soon as
they are ready, and among ready nodes the lowest node id first, whatever the
scheduling policy; communication overlaps independent compute.

- The k-th collective a rank issues on a group is the k-th of every other
  member. Each member starts its part when it issues it (no barrier); its chunks
  run phase by phase, each phase waiting for a slot in the member's queue of
  that dimension (``active_chunks_per_dimension``), and a phase's per-member
  finish times come from every member's own start (``phase_finish_times``).
- Send and receive match by (source, destination, tag), in issue order; the
  message costs one link time and both nodes finish when it has arrived.
- Result per rank: finish time, compute time, exposed communication = finish − compute.
- With ``record_timeline``, also per agent the ``TimelineEvent`` of every node that ran
  (a subclass of the engine records them, so the default path does no extra work).

SPMD programs are simulated once: when the ranks' programs are equal up to
comm-group names, each group is all ranks or the whole line through its rank
along one dimension, and every collective phase finishes all its members
together, the ranks are provably identical and one agent stands for all (memory
and time then do not grow with ranks). Otherwise there is one agent per rank. When ranks stop with work left, the
simulation raises HespasError naming the stuck node and the ranks that never arrived.
"""

from __future__ import annotations

import heapq
from collections import deque
from dataclasses import dataclass
from typing import Mapping, NamedTuple, Sequence

from hespas.diagnostics import HespasError
from hespas.sim.collectives import (CollectivePlan, CollectiveSettings, PhaseTimer, line_dimension, phase_groups,
                                    plan_collective, uniform_phase_time_ns)
from hespas.sim.network import NETWORK_MODELS, Network
from hespas.program.nodes import COLLECTIVE, COMPUTE, NOOP, RECV, REPLAY, SEND, CollectiveOp, RankProgram

SCHEDULING_POLICIES = ("LIFO", "FIFO")

_NODE_DONE, _PHASE_DONE, _CALL = range(3)


@dataclass(frozen=True)
class RankResult:
    rank: int
    finish_ns: int
    compute_ns: int

    @property
    def exposed_comm_ns(self) -> int:
        return self.finish_ns - self.compute_ns


class TimelineEvent(NamedTuple):
    """One node's run on a rank. ``issue_ns``: its dependencies were done; ``start_ns``: it started
    (compute: the stream took it; a send or collective: the rank's network took it, and for a
    collective every other member had too, since no member finishes before the last one starts;
    a receive: when posted); ``end_ns``: it finished. ``kind`` is one of ``TIMELINE_KINDS``."""

    node_index: int  # position in RankProgram.nodes
    start_ns: int
    end_ns: int
    kind: str
    issue_ns: int


TIMELINE_KINDS = ("compute", "collective", "send", "recv", "replay")
_KIND_OF_OP = {COMPUTE: "compute", COLLECTIVE: "collective", SEND: "send", RECV: "recv", REPLAY: "replay"}


class SimulationResult:
    """Per-rank results, stored once per simulated agent (``agents`` ≤ ranks): one agent per rank,
    or (``shared``) one agent standing for every rank."""

    def __init__(self, num_ranks: int, finish_ns: list[int], compute_ns: list[int], shared: bool,
                 timelines: list[list[TimelineEvent]] | None = None):
        self.num_ranks = num_ranks
        self.agents = len(finish_ns)
        self.shared = shared
        self._finish_ns = finish_ns
        self._compute_ns = compute_ns
        self._timelines = timelines

    def agent_of(self, rank: int) -> int:
        """The agent whose simulation stands for ``rank``."""
        return 0 if self.shared else rank

    def agent_rank(self, agent: int) -> int:
        """The rank that ``agent`` was simulated as (its program is that rank's)."""
        return 0 if self.shared else agent

    def ranks_of(self, agent: int) -> range:
        """The ranks that ``agent`` stands for."""
        return range(self.num_ranks) if self.shared else range(agent, agent + 1)

    def rank(self, rank: int) -> RankResult:
        agent = self.agent_of(rank)
        return RankResult(rank, self._finish_ns[agent], self._compute_ns[agent])

    def __iter__(self):
        return (self.rank(rank) for rank in range(self.num_ranks))

    @property
    def max_finish_ns(self) -> int:
        return max(self._finish_ns)

    @property
    def has_timeline(self) -> bool:
        return self._timelines is not None

    def timeline(self, rank: int) -> list[TimelineEvent]:
        """The events of ``rank`` in the order they finished (shared by the ranks of one agent)."""
        if self._timelines is None:
            raise ValueError("no timeline was recorded (simulate with record_timeline=True)")
        return self._timelines[self.agent_of(rank)]


def simulate(programs: Sequence[RankProgram], network: Network, settings: CollectiveSettings,
             comm_groups: Mapping[str, Sequence[int]] | None = None,
             scheduling_policy: str = "LIFO", exploit_symmetry: bool = True,
             record_timeline: bool = False, network_model: str = "unaware") -> SimulationResult:
    """Simulate ``programs[r]`` on rank r of ``network`` (one program per NPU); with
    ``exploit_symmetry`` off, every rank is simulated even when one would stand for all; with
    ``record_timeline``, the result also holds every agent's ``TimelineEvent`` list.
    ``network_model`` "unaware" uses the closed forms of ``collectives``; "aware" runs every
    message through ``hespas.sim.aware``'s link queues (``hespas.sim.chunk_engine``), one agent per rank."""
    if scheduling_policy not in SCHEDULING_POLICIES:
        raise HespasError(f"unsupported scheduling policy {scheduling_policy!r} "
                          f"(expected {' or '.join(SCHEDULING_POLICIES)})")
    if len(programs) != network.npus:
        raise HespasError(f"the network has {network.npus} NPUs but there are {len(programs)} rank programs")
    groups = {key: list(members) for key, members in (comm_groups or {}).items()}
    for key, members in groups.items():
        for rank in members:
            network.check_rank(rank, f"comm group {key!r}")
    _check_membership(programs, groups)
    if network_model not in NETWORK_MODELS:
        raise HespasError(f"unknown network model {network_model!r} (expected {' or '.join(NETWORK_MODELS)})")
    if network_model == "aware":
        from hespas.sim.chunk_engine import ChunkEngine, RecordingChunkEngine
        engine_type = RecordingChunkEngine if record_timeline else ChunkEngine
        exploit_symmetry = False  # congestion depends on every rank's traffic
    else:
        engine_type = _RecordingEngine if record_timeline else _Engine
    shared = exploit_symmetry and _symmetric(programs, network, settings, groups)
    engine = engine_type([programs[0]] if shared else programs, network, settings, groups, scheduling_policy,
                         symmetric=shared)
    engine.run()
    return SimulationResult(len(programs), engine.finish_ns, engine.compute_ns, shared,
                            engine.timelines if record_timeline else None)


def _check_membership(programs: Sequence[RankProgram], groups: dict[str, list[int]]) -> None:
    """Every rank is a member of each comm group it issues collectives on (found by the fuzzer: a
    non-member joined another rank's instance of the collective and crashed the engine)."""
    members = {key: set(ranks) for key, ranks in groups.items()}
    used: dict[int, set] = {}
    for rank, program in enumerate(programs):
        keys = used.get(id(program))
        if keys is None:
            keys = used[id(program)] = {key for key in program.collective_groups if key in members}
        for key in sorted(keys):
            if rank not in members[key]:
                raise HespasError(f"rank {rank} issues collectives on comm group {key!r}, which does not contain "
                                  "that rank", program.location)


def _symmetric(programs, network: Network, settings: CollectiveSettings, groups) -> bool:
    """True when one agent can stand for every rank: the programs are equal up to comm-group
    names, each group a rank uses is all ranks or the whole line through that rank along one
    dimension (so every rank sees the same collectives), there are no point-to-point messages,
    and every collective phase finishes all its members together (so the ranks stay in lockstep)."""
    first = programs[0]
    if first.has_point_to_point:
        return False
    lines: dict[str, int | None] = {}
    signature = _group_signature(first, 0, network, groups, lines)
    if signature is None:
        return False
    per_rank = any(isinstance(descriptor, int) for descriptor in signature)
    for rank, program in enumerate(programs):
        if program is not first and program.shape != first.shape:
            return False
        if (per_rank or program is not first) and _group_signature(program, rank, network, groups,
                                                                   lines) != signature:
            return False
    planned = set()
    for node in first.nodes:
        op = node.comm
        if node.op != COLLECTIVE or op in planned:
            continue
        planned.add(op)
        plan = _plan_at_node(node, first, network, settings, None if op.group is None else groups[op.group])
        if any(uniform_phase_time_ns(phase, network, settings) is None for phase in plan.phases):
            return False
    return True


def _group_signature(program: RankProgram, rank: int, network: Network, groups,
                     lines: dict[str, int | None]) -> tuple | None:
    """Per collective, its group seen from ``rank``: None for all ranks without a comm group, the
    key of a comm group of all ranks (ranks naming different ones never meet), d for the line
    through ``rank`` along dimension d; None overall when a group is neither (or unknown)."""
    signature = []
    for key in program.collective_groups:
        if key is None or (key in groups and len(groups[key]) == network.npus):
            signature.append(key)
            continue
        if key not in groups:
            return None
        if key not in lines:
            lines[key] = line_dimension(network, groups[key])
        dim = lines[key]
        if dim is None or rank - network.coordinate(rank, dim) * network.strides[dim] != groups[key][0]:
            return None
        signature.append(dim)
    return tuple(signature)


def _plan_at_node(spec, program: RankProgram, network: Network, settings: CollectiveSettings,
                  group: Sequence[int] | None) -> CollectivePlan:
    """The plan of collective node ``spec``; a collective that cannot run is an error at that node of
    ``program``'s trace (its size, involved_dim, or an algorithm that does not fit its ranks)."""
    op = spec.comm
    try:
        return plan_collective(op.kind, op.size_bytes, network, settings, op.involved_dims, group)
    except HespasError as error:
        raise HespasError(f"node {spec.node_id} ({spec.name!r}): {error.message}", program.location) from None


def _group_members(op: CollectiveOp, groups, network: Network, program: RankProgram, node) -> list[int]:
    if op.group is None:
        return list(range(network.npus))
    if op.group not in groups:
        where = f"node {node.node_id} ({node.name!r}): " if node is not None else ""
        raise HespasError(f"{where}pg_name {op.group!r} names no comm group"
                          + ("" if groups else " (no comm group was given)"), program.location)
    members = groups[op.group]
    # a group of every rank runs like no group at all, on the network's own rings (ASTRA-sim ignores
    # its member order); a smaller group's ring follows its member order
    return list(range(network.npus)) if len(members) == network.npus else members


class _Agent:
    __slots__ = ("program", "rank", "remaining", "ready_compute", "ready_comm", "computing", "communicating",
                 "finish_ns", "compute_ns", "issued", "queues", "done")

    def __init__(self, program: RankProgram, rank: int, dims: int):
        self.program = program
        self.rank = rank
        self.remaining = list(program.indegree)
        self.ready_compute: list[tuple[int, int]] = []  # heap of (node id, node index) waiting for the stream
        self.ready_comm: list[tuple[int, int]] = []  # heap of collectives and sends waiting for the network
        self.computing = False
        self.communicating = 0  # collectives and sends in flight
        self.finish_ns = 0
        self.compute_ns = 0
        self.issued: dict[str | None, int] = {}  # collectives issued per group
        self.queues = [_DimQueue() for _ in range(dims)]
        self.done = 0


class _DimQueue:
    __slots__ = ("running", "waiting")

    def __init__(self):
        self.running = 0
        self.waiting: deque[tuple] = deque()


class _Instance:
    """One collective across its group: arrivals first, then chunk/phase progress."""

    __slots__ = ("key", "op", "arrived", "members", "plan", "dims", "requests", "chunks_left", "mirrored")

    def __init__(self, key, op: CollectiveOp, members: list[int]):
        self.key = key
        self.op = op
        self.members = members  # agent indices
        self.arrived: dict[int, int] = {}  # agent -> node index
        self.plan: CollectivePlan | None = None
        self.dims: tuple[int, ...] = ()  # per phase: the dimension whose queue it waits in
        # per chunk, its first phase's request (instance, chunk, phase, slots, member groups, where,
        # timers, dimension, next) every member queues: its slots hold, per member group, what the
        # members granted so far have recorded; where maps a member to (group index, position in
        # group); timers holds each group's PhaseTimer; dimension is the queue it waits in; next is
        # the request of the chunk's next phase (None after the last)
        self.requests: list[list[tuple]] = []
        self.chunks_left: dict[int, int] = {}
        self.mirrored: frozenset[tuple[int, int]] = frozenset()  # (chunk, phase) on the second tree


class _Engine:
    def __init__(self, programs, network: Network, settings: CollectiveSettings, groups, policy: str,
                 symmetric: bool):
        self.network = network
        self.settings = settings
        self.groups = groups
        self.lifo = policy == "LIFO"
        self.symmetric = symmetric
        self.agents = [_Agent(program, rank, len(network.dimensions)) for rank, program in enumerate(programs)]
        self.queues = [agent.queues for agent in self.agents]
        self.active_chunks = settings.active_chunks_per_dimension
        self.comm_limit = settings.comm_in_flight_per_rank
        # the event queue: a heap of the distinct times events wait for, and per time its events
        # (code, a, b) in the order they were pushed, which is the order they run in
        self.times: list[int] = []
        self.events_at: dict[int, list[tuple]] = {}
        self.instances: dict[tuple, _Instance] = {}
        self.layouts: dict[tuple, tuple] = {}
        self.uniform_ns: dict = {}  # Phase -> closed-form time (symmetric runs)
        self.trees_used: dict = {}  # dimension (or comm group) -> doubleBinaryTree phases run on it
        self.mailboxes: dict[tuple[int, int, int], deque] = {}  # (src, dst, tag) -> arrival times
        self.waiting_recvs: dict[tuple[int, int, int], deque] = {}  # (src, dst, tag) -> (agent, node, posted)
        self.finish_ns: list[int] = []
        self.compute_ns: list[int] = []

    # ---------------------------------------------------------------- main loop

    def push(self, time_ns: int, code: int, a, b) -> None:
        """Run event (code, a, b) at ``time_ns``, after every event already queued for that time.
        Events are grouped by time (a step's ranks meet the same times again and again: about
        3.6 events per distinct time at 4096 asymmetric ranks), so the heap orders plain ints and
        holds one entry per distinct time."""
        events = self.events_at.get(time_ns)
        if events is None:
            self.events_at[time_ns] = [(code, a, b)]
            heapq.heappush(self.times, time_ns)
        else:
            events.append((code, a, b))

    def run(self) -> None:
        for agent in self.agents:
            roots = [i for i, count in enumerate(agent.remaining) if count == 0]
            for node in roots:
                self.issue(agent, node, 0)
            self.dispatch(agent, 0)
        times = self.times
        take_events = self.events_at.pop
        pop = heapq.heappop
        agents = self.agents
        complete = self.complete
        grant = self.grant
        queues_of = self.queues
        active = self.active_chunks
        while times:
            time_ns = pop(times)
            # events pushed for time_ns while these run start a new list, and time_ns is queued again
            for code, a, b in take_events(time_ns):
                if code == _PHASE_DONE:
                    # member b finished (chunk, phase) of request a: its queue slot goes to the next
                    # waiting request, and the chunk queues for its next phase, or the collective is one
                    # chunk nearer done (inlined: this runs once per member, chunk and phase)
                    queues = queues_of[b]
                    queue = queues[a[7]]
                    if queue.waiting:  # the slot passes straight on
                        grant(b, queue.waiting.popleft(), time_ns)
                    else:
                        queue.running -= 1
                    request = a[8]
                    if request is not None:
                        queue = queues[request[7]]
                        if queue.running < active and not queue.waiting:
                            queue.running += 1
                            grant(b, request, time_ns)
                        else:
                            queue.waiting.append(request)
                    else:
                        instance = a[0]
                        chunks_left = instance.chunks_left
                        chunks_left[b] -= 1
                        if not chunks_left[b]:
                            complete(agents[b], instance.arrived[b], time_ns)
                elif code == _NODE_DONE:
                    complete(agents[a], b, time_ns)
                else:  # _CALL: a network event of the message-level engine
                    a(*b, time_ns)
        self.check_finished()
        self.finish_ns = [agent.finish_ns for agent in self.agents]
        self.compute_ns = [agent.compute_ns for agent in self.agents]

    def complete(self, agent: _Agent, node: int, time_ns: int) -> None:
        """``node`` finished on ``agent``: free its resource, release its successors (zero-time nodes
        at once), then start what the free resources can take."""
        program = agent.program
        op = program.nodes[node].op
        if op == COMPUTE:
            agent.computing = False
        elif op != RECV and op != NOOP:
            agent.communicating -= 1
        if time_ns > agent.finish_ns:
            agent.finish_ns = time_ns
        remaining = agent.remaining
        nodes = program.nodes
        successors = program.successors
        stack = [node]
        while stack:
            finished = stack.pop()
            agent.done += 1
            for successor in successors[finished]:
                remaining[successor] -= 1
                if remaining[successor] == 0:
                    if nodes[successor].op == NOOP:
                        stack.append(successor)
                    else:
                        self.issue(agent, successor, time_ns)
        self.dispatch(agent, time_ns)

    def issue(self, agent: _Agent, node: int, time_ns: int) -> None:
        """Node ``node`` of ``agent`` has all its dependencies done at ``time_ns``: a receive is
        posted at once, compute and other communication wait for ``dispatch``."""
        spec = agent.program.nodes[node]
        op = spec.op
        if op == COMPUTE:
            heapq.heappush(agent.ready_compute, (spec.node_id, node))
        elif op == RECV:
            self.receive(agent, node, spec, time_ns)
        elif op == NOOP:  # a NOOP root
            self.complete(agent, node, time_ns)
        else:
            heapq.heappush(agent.ready_comm, (spec.node_id, node))

    def dispatch(self, agent: _Agent, time_ns: int) -> None:
        """Start the lowest-id ready compute node when the compute stream is free and the lowest-id
        ready collectives or sends while fewer than ``comm_in_flight_per_rank`` are in flight
        (ASTRA-sim's ``Workload::issue_dep_free_nodes`` and ``HardwareResource``: one of each at
        a time, lowest node id first whatever the scheduling policy)."""
        if not agent.computing and agent.ready_compute:
            node = heapq.heappop(agent.ready_compute)[1]
            duration = agent.program.nodes[node].duration_ns
            agent.computing = True
            agent.compute_ns += duration
            self.start(agent, node, time_ns)
            self.push(time_ns + duration, _NODE_DONE, agent.rank, node)
        limit = self.comm_limit
        while agent.ready_comm and (limit is None or agent.communicating < limit):
            node = heapq.heappop(agent.ready_comm)[1]
            spec = agent.program.nodes[node]
            agent.communicating += 1
            self.start(agent, node, time_ns)
            if spec.op == COLLECTIVE:
                self.arrive(agent, node, spec, time_ns)
            elif spec.op == SEND:
                self.send(agent, node, spec, time_ns)
            else:  # REPLAY
                self.push(time_ns + spec.duration_ns, _NODE_DONE, agent.rank, node)

    def start(self, agent: _Agent, node: int, time_ns: int) -> None:
        """``node`` leaves the ready set and starts (a hook for recording)."""

    # ---------------------------------------------------------------- point to point

    def send(self, agent: _Agent, node: int, spec, time_ns: int) -> None:
        peer_op = spec.comm
        self.network.check_rank(peer_op.peer, f"send node {spec.node_id} ({spec.name!r}) on rank {agent.rank}")
        arrival = time_ns + self.network.message_time_ns(agent.rank, peer_op.peer, peer_op.size_bytes)
        self.delivered(agent.rank, node, peer_op, arrival)

    def delivered(self, sender: int, node: int, peer_op, arrival: int) -> None:
        """The message of send node ``node`` of rank ``sender`` arrives at ``arrival``: the send
        finishes then, and so does its matching receive (at once if it was posted before)."""
        self.push(arrival, _NODE_DONE, sender, node)
        key = (sender, peer_op.peer, peer_op.tag)
        waiting = self.waiting_recvs.get(key)
        if waiting:
            receiver, recv_node, posted = waiting.popleft()
            self.push(max(arrival, posted), _NODE_DONE, receiver, recv_node)
        else:
            self.mailboxes.setdefault(key, deque()).append(arrival)

    def receive(self, agent: _Agent, node: int, spec, time_ns: int) -> None:
        peer_op = spec.comm
        self.network.check_rank(peer_op.peer, f"recv node {spec.node_id} ({spec.name!r}) on rank {agent.rank}")
        key = (peer_op.peer, agent.rank, peer_op.tag)
        mailbox = self.mailboxes.get(key)
        if mailbox:
            self.push(max(mailbox.popleft(), time_ns), _NODE_DONE, agent.rank, node)
        else:
            self.waiting_recvs.setdefault(key, deque()).append((agent.rank, node, time_ns))

    # ---------------------------------------------------------------- collectives

    def arrive(self, agent: _Agent, node: int, spec, time_ns: int) -> None:
        op = spec.comm
        sequence = agent.issued.get(op.group, 0)
        agent.issued[op.group] = sequence + 1
        key = (op.group, sequence)
        instance = self.instances.get(key)
        if instance is None:
            if self.symmetric:
                members = [0]
            else:
                members = _group_members(op, self.groups, self.network, agent.program, spec)
                if agent.rank not in members:
                    raise HespasError(f"node {spec.node_id} ({spec.name!r}) on rank {agent.rank} uses comm group "
                                      f"{op.group!r}, which does not contain that rank", agent.program.location)
            instance = self.instances[key] = _Instance(key, op, members)
            self.plan_instance(instance, spec, agent.program)
        elif instance.op is not op and instance.op != op:  # ranks' equal nodes are often one object
            first = next(iter(instance.arrived))
            raise HespasError(
                f"ranks disagree on collective #{sequence + 1} on {_group_name(op.group)}: rank {first} "
                f"issues {_describe(instance.op)}, rank {agent.rank} issues {_describe(op)} "
                f"(node {spec.node_id} {spec.name!r})", agent.program.location)
        instance.arrived[agent.rank] = node
        if len(instance.arrived) == len(instance.members):
            del self.instances[key]
            self.all_arrived(instance, time_ns)
        # each member starts its part when it issues the collective (no barrier, as in ASTRA-sim)
        plan = instance.plan
        if not plan.phases:
            self.push(time_ns, _NODE_DONE, agent.rank, node)
            return
        instance.chunks_left[agent.rank] = plan.chunks
        self.enqueue(agent.rank, instance.dims[0], instance.requests, time_ns,
                     front=self.lifo)

    def all_arrived(self, instance: _Instance, time_ns: int) -> None:
        """The last member of ``instance`` issued it at ``time_ns`` (a hook for recording)."""

    def plan_instance(self, instance: _Instance, spec, program: RankProgram) -> None:
        """Plan the collective ``instance`` that node ``spec`` of ``program`` issued first."""
        op = instance.op
        group = None if op.group is None else self.groups[op.group]
        layout_key = (op, len(instance.members))
        layout = self.layouts.get(layout_key)
        if layout is None:
            plan = _plan_at_node(spec, program, self.network, self.settings, group)
            phases = self.phase_layout(plan, instance.members)
            settings = self.settings.for_plan(plan)
            timers = tuple(tuple(PhaseTimer(phase, self.network, settings, members, plan.subgroup)
                                 for members in groups)
                           for phase, (groups, _) in zip(plan.phases, phases))
            dims = tuple(self.queue_dim(plan, phase) for phase in range(len(plan.phases)))
            layout = self.layouts[layout_key] = (plan, phases, dims, timers)
        instance.plan, phases, instance.dims, timers = layout
        dims = instance.dims
        instance.requests = []
        for chunk in range(instance.plan.chunks):
            following = None  # the chunk's requests, last phase first, each holding the next
            for phase in reversed(range(len(phases))):
                groups, where = phases[phase]
                following = (instance, chunk, phase, [None] * len(groups), groups, where, timers[phase], dims[phase],
                             following)
            instance.requests.append(following)
        if any(phase.algorithm == "doubleBinaryTree" for phase in instance.plan.phases):
            instance.mirrored = self.pick_trees(instance.plan, op)

    def phase_layout(self, plan: CollectivePlan, members: list[int]) -> tuple:
        """Per phase: the member groups and, per member, (group index, position in group)."""
        layout = []
        for phase in plan.phases:
            groups = [members] if self.symmetric else phase_groups(phase, self.network, members)
            where = {member: (g, position) for g, group in enumerate(groups) for position, member in enumerate(group)}
            layout.append((groups, where))
        return tuple(layout)

    def pick_trees(self, plan: CollectivePlan, op: CollectiveOp) -> frozenset[tuple[int, int]]:
        """doubleBinaryTree alternates its two trees on each dimension (or comm group), phase by
        phase in chunk order: the (chunk, phase) pairs that get the mirrored tree."""
        mirrored = set()
        for chunk in range(plan.chunks):
            for index, phase in enumerate(plan.phases):
                if phase.algorithm != "doubleBinaryTree":
                    continue
                where = ("group", op.group) if phase.dim is None else phase.dim
                used = self.trees_used.get(where, 0)
                self.trees_used[where] = used + 1
                if used % 2:
                    mirrored.add((chunk, index))
        return frozenset(mirrored)

    @staticmethod
    def queue_dim(plan: CollectivePlan, phase: int) -> int:
        dim = plan.phases[phase].dim
        return plan.queue_dim if dim is None else dim

    def enqueue(self, member: int, dim: int, requests: list[tuple], time_ns: int, front: bool = False) -> None:
        queue = self.agents[member].queues[dim]
        active = self.settings.active_chunks_per_dimension
        start = 0
        while start < len(requests) and queue.running < active and not queue.waiting:
            queue.running += 1
            self.grant(member, requests[start], time_ns)
            start += 1
        rest = requests[start:]
        if front:
            queue.waiting.extendleft(reversed(rest))
        else:
            queue.waiting.extend(rest)

    def grant(self, member: int, request: tuple, time_ns: int) -> None:
        """``member`` starts (chunk, phase) of a collective at ``time_ns``; once all of its phase
        group has started, the phase's per-member finish times are known."""
        group_index, position = request[5][member]
        slots = request[3]
        entry = slots[group_index]
        if entry is None:
            size = len(request[4][group_index])
            entry = slots[group_index] = [size, [0] * size]  # members still to start, start times
        starts = entry[1]
        starts[position] = time_ns
        entry[0] -= 1
        if entry[0]:
            return
        slots[group_index] = None
        instance, chunk, phase, _, groups, _, timers, _, _ = request
        group = groups[group_index]
        if self.symmetric:
            spec = instance.plan.phases[phase]
            settings = self.settings.for_plan(instance.plan)
            duration = self.uniform_ns.get((spec, settings.endpoint_delay_ns))
            if duration is None:
                duration = self.uniform_ns[spec, settings.endpoint_delay_ns] = uniform_phase_time_ns(spec, self.network, settings)
            finishes = [time_ns + duration]
        else:
            finishes = timers[group_index].finish_times(starts, (chunk, phase) in instance.mirrored)
        events_at = self.events_at
        times = self.times
        for member_rank, finish in zip(group, finishes):  # self.push, inlined
            events = events_at.get(finish)
            if events is None:
                events_at[finish] = [(_PHASE_DONE, request, member_rank)]
                heapq.heappush(times, finish)
            else:
                events.append((_PHASE_DONE, request, member_rank))

    # ---------------------------------------------------------------- diagnostics

    def check_finished(self) -> None:
        stuck = [agent for agent in self.agents if agent.done < len(agent.program.nodes)]
        if not stuck:
            return
        for instance in self.instances.values():
            first = min(instance.arrived)
            spec = self.agents[first].program.nodes[instance.arrived[first]]
            missing = [member for member in instance.members if member not in instance.arrived]
            raise HespasError(
                f"deadlock: collective node {spec.node_id} ({spec.name!r}, {_describe(instance.op)} on "
                f"{_group_name(instance.op.group)}) was reached by rank(s) {_ranks(sorted(instance.arrived))} "
                f"but never by rank(s) {_ranks(missing)}", self.agents[first].program.location)
        for (src, dst, tag), receivers in self.waiting_recvs.items():
            if receivers:
                rank, node, _ = receivers[0]
                spec = self.agents[rank].program.nodes[node]
                raise HespasError(
                    f"deadlock: recv node {spec.node_id} ({spec.name!r}) on rank {dst} waits for a message "
                    f"from rank {src} with tag {tag} that is never sent", self.agents[rank].program.location)
        agent = stuck[0]
        raise HespasError(f"deadlock: rank {agent.rank} stopped with "
                          f"{len(agent.program.nodes) - agent.done} node(s) never run", agent.program.location)


class _RecordingEngine(_Engine):
    """The engine, also recording a ``TimelineEvent`` per node that runs on each agent."""

    def __init__(self, programs, network: Network, settings: CollectiveSettings, groups, policy: str,
                 symmetric: bool):
        super().__init__(programs, network, settings, groups, policy, symmetric)
        self.issue_ns = [[0] * len(agent.program.nodes) for agent in self.agents]
        self.start_ns = [{} for _ in self.agents]  # agent -> {started node: start time}
        self.timelines: list[list[TimelineEvent]] = [[] for _ in self.agents]

    def issue(self, agent: _Agent, node: int, time_ns: int) -> None:
        self.issue_ns[agent.rank][node] = time_ns
        super().issue(agent, node, time_ns)

    def start(self, agent: _Agent, node: int, time_ns: int) -> None:
        self.start_ns[agent.rank][node] = time_ns

    def all_arrived(self, instance: _Instance, time_ns: int) -> None:
        for member, node in instance.arrived.items():
            self.start_ns[member][node] = time_ns

    def complete(self, agent: _Agent, node: int, time_ns: int) -> None:
        spec = agent.program.nodes[node]
        if spec.op != NOOP:
            issued = self.issue_ns[agent.rank][node]
            started = self.start_ns[agent.rank].pop(node, issued)  # a receive starts when posted
            self.timelines[agent.rank].append(TimelineEvent(node, started, time_ns, _KIND_OF_OP[spec.op], issued))
        super().complete(agent, node, time_ns)


def _describe(op: CollectiveOp) -> str:
    dims = "" if op.involved_dims is None else f", involved_dim {list(op.involved_dims)}"
    return f"{op.kind} of {op.size_bytes} bytes{dims}"


def _group_name(group: str | None) -> str:
    return "all ranks" if group is None else f"comm group {group!r}"


def _ranks(ranks: list[int]) -> str:
    """A rank list for a message: at most 16 shown."""
    if len(ranks) <= 16:
        return str(ranks)
    return f"[{', '.join(map(str, ranks[:16]))}, ...] ({len(ranks)} ranks)"
