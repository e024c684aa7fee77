"""The message-level engine: collectives and sends as chunk schedules on a network interface.

``ChunkEngine`` runs the same programs, queues and rules as ``hespas.sim.engine``,
but instead of a phase's closed-form finish times, each member of a phase runs
its schedule (``hespas.sim.chunk_schedule``) from the moment its queue grants it
the phase, and every message it sends goes through ``transport``: by default
``hespas.sim.aware.CongestionAwareNetwork``, so messages of different phases,
chunks, collectives and sends share links and wait for each other.
"""

from __future__ import annotations

from collections import deque

from hespas.sim.aware import CongestionAwareNetwork
from hespas.sim.chunk_schedule import RECV, SEND, UNTIL, member_schedule
from hespas.sim.engine import _CALL, _PHASE_DONE, _Engine, _RecordingEngine


class _PhaseRun:
    """One (chunk, phase, member group) of a collective: its members' messages in flight."""

    __slots__ = ("group", "mailboxes", "waiting", "finished")

    def __init__(self, group: list[int]):
        self.group = group  # ranks, by position
        self.mailboxes: dict[tuple[int, int], deque[int]] = {}  # (from, to) positions -> arrival times
        self.waiting: dict[tuple[int, int], tuple] = {}  # (from, to) -> (schedule, request) parked on it
        self.finished = 0


class ChunkEngine(_Engine):
    transport = CongestionAwareNetwork

    def __init__(self, programs, network, settings, groups, policy, symmetric):
        super().__init__(programs, network, settings, groups, policy, symmetric)
        self.links = self.transport(network, self.schedule)

    def schedule(self, time_ns: int, function, *arguments) -> None:
        self.push(time_ns, _CALL, function, arguments)

    # ---------------------------------------------------------------- point to point

    def send(self, agent, node: int, spec, time_ns: int) -> None:
        peer_op = spec.comm
        self.network.check_rank(peer_op.peer, f"send node {spec.node_id} ({spec.name!r}) on rank {agent.rank}")
        if peer_op.peer == agent.rank:  # to itself: no link to cross
            self.delivered(agent.rank, node, peer_op, time_ns)
            return
        self.links.transmit(time_ns, agent.rank, peer_op.peer, peer_op.size_bytes,
                            lambda arrival: self.delivered(agent.rank, node, peer_op, arrival))

    # ---------------------------------------------------------------- collectives

    def grant(self, member: int, request: tuple, time_ns: int) -> None:
        """``member`` starts (chunk, phase) of a collective at ``time_ns``: its schedule runs now."""
        instance, chunk, phase, slots, groups, where, _, _, _ = request
        group_index, position = where[member]
        run = slots[group_index]
        if run is None:
            run = slots[group_index] = _PhaseRun(groups[group_index])
        spec = instance.plan.phases[phase]
        settings = self.settings.for_plan(instance.plan)
        schedule = member_schedule(spec, settings, len(run.group), position, time_ns, instance.plan.subgroup,
                                   (chunk, phase) in instance.mirrored)
        self.step(request, group_index, run, position, schedule, None, time_ns)

    def step(self, request, group_index: int, run: _PhaseRun, position: int, schedule, value, time_ns: int) -> None:
        """Run ``schedule`` (of the member at ``position``) from ``time_ns`` until it waits or ends."""
        try:
            while True:
                action = schedule.send(value)
                value = None
                what = action[0]
                if what == UNTIL:
                    if action[1] > time_ns:
                        self.schedule(action[1], self.step, request, group_index, run, position, schedule, None)
                        return
                elif what == SEND:
                    to = action[1]
                    self.links.transmit(time_ns, run.group[position], run.group[to], action[2],
                                        lambda arrival, to=to: self.arrived(request, group_index, run, position, to,
                                                                            arrival))
                elif what == RECV:
                    mailbox = run.mailboxes.get((action[1], position))
                    if mailbox:
                        value = mailbox.popleft()
                    else:
                        run.waiting[action[1], position] = (schedule,)
                        return
                else:  # RECV_ANY
                    sources, deadline = action[1], action[2]
                    source = next((source for source in sources if run.mailboxes.get((source, position))), None)
                    if source is not None:
                        value = (source, run.mailboxes[source, position].popleft())
                    elif deadline is not None and deadline <= time_ns:
                        value = None
                    else:
                        wait = [schedule, sources, True]  # parked under every source; True: still waiting
                        for source in sources:
                            run.waiting[source, position] = wait
                        if deadline is not None:
                            self.schedule(deadline, self.timed_out, request, group_index, run, position, wait)
                        return
        except StopIteration as stop:
            finish = stop.value
        run.finished += 1
        slots = request[3]
        if run.finished == len(run.group) and not run.waiting and slots[group_index] is run:
            slots[group_index] = None
        self.push(finish, _PHASE_DONE, request, run.group[position])

    def arrived(self, request, group_index: int, run: _PhaseRun, source: int, to: int, time_ns: int) -> None:
        """A message from position ``source`` reached position ``to`` at ``time_ns``."""
        parked = run.waiting.pop((source, to), None)
        if parked is None:
            run.mailboxes.setdefault((source, to), deque()).append(time_ns)
        elif len(parked) == 1:
            self.step(request, group_index, run, to, parked[0], time_ns, time_ns)
        else:  # a RECV_ANY: the first of its sources to deliver wakes it
            self.unpark(run, to, parked)
            self.step(request, group_index, run, to, parked[0], (source, time_ns), time_ns)

    def timed_out(self, request, group_index: int, run: _PhaseRun, position: int, wait: list, time_ns: int) -> None:
        """The deadline of a RECV_ANY came: wake it with None unless a message already did."""
        if wait[2]:
            self.unpark(run, position, wait)
            self.step(request, group_index, run, position, wait[0], None, time_ns)

    @staticmethod
    def unpark(run: _PhaseRun, position: int, wait: list) -> None:
        wait[2] = False
        for source in wait[1]:
            if run.waiting.get((source, position)) is wait:
                del run.waiting[source, position]


class RecordingChunkEngine(_RecordingEngine, ChunkEngine):
    """The message-level engine, also recording every node's ``TimelineEvent``."""
