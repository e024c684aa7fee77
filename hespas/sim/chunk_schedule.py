"""Collective algorithms as message schedules: what one member of a phase sends, waits for and when.

``member_schedule`` gives, for one member of one phase, a generator that the
message-level engine (``hespas.sim.chunk_engine``) drives. It yields

- ``(UNTIL, t)``: continue at time t (never earlier than now),
- ``(SEND, position, size_bytes)``: send a message now to the member at that position,
- ``(RECV, position)``: wait for the next message from that member; the engine sends back its
  arrival time (which may be earlier than now: it was buffered),
- ``(RECV_ANY, positions, deadline)``: wait for the next message from any of those members, but
  not past ``deadline`` (None: no limit); the engine sends back (position, arrival time), or None
  at the deadline,

and returns the member's finish time. The rules are those of the closed forms in
``hespas.sim.collectives`` (ASTRA-sim's analytical system layer: endpoint delay δ per
received message, ``3·⌊x/λ⌋`` per local reduction, a message is taken once it has arrived
and its receiver is there to take it); only the message times now come from the network
interface, so links can be shared and congested.
"""

from __future__ import annotations

import heapq
from typing import Generator

from hespas.sim.collectives import (CollectiveSettings, Phase, _halving_doubling_steps, _ring_steps,
                                    tree_children)

UNTIL, SEND, RECV, RECV_ANY = range(4)

Schedule = Generator[tuple, int, int]


def member_schedule(phase: Phase, settings: CollectiveSettings, n: int, position: int, start_ns: int,
                    subgroup: bool, mirrored_tree: bool) -> Schedule:
    """The schedule of the member at ``position`` (of ``n``) that starts ``phase`` at ``start_ns``."""
    if phase.algorithm == "ring":
        return _ring(phase, settings, n, position, start_ns)
    if phase.algorithm == "direct":
        if phase.kind == "all_reduce":
            return _direct_all_reduce(phase, settings, n, position, start_ns, subgroup)
        return _direct(phase, settings, n, position, start_ns)
    if phase.algorithm == "halvingDoubling":
        return _halving_doubling(phase, settings, n, position, start_ns)
    return _tree(phase, settings, n, position, start_ns, mirrored_tree)


def _ring(phase, settings, n, p, t) -> Schedule:
    steps, reductions, message = _ring_steps(phase.kind, n, phase.size_bytes)
    reduce_ns = settings.reduction_time_ns(message) if reductions else 0
    delay = settings.endpoint_delay_ns
    successor, predecessor = (p + 1) % n, (p - 1) % n
    if phase.reverse:
        successor, predecessor = predecessor, successor
    t += delay
    for step in range(1, steps + 1):
        yield UNTIL, t
        yield SEND, successor, message
        arrival = yield RECV, predecessor
        t = max(arrival, t) + delay + (reduce_ns if step <= reductions else 0)
    return t


def _direct(phase, settings, n, p, t) -> Schedule:
    kind = phase.kind
    message = phase.size_bytes if kind == "all_gather" else phase.size_bytes // n
    reduce_ns = settings.reduction_time_ns(message) if kind == "reduce_scatter" else 0
    delay = settings.endpoint_delay_ns
    t += delay
    yield UNTIL, t
    for k in range(1, n):
        yield SEND, (p + k) % n, message
    arrived = t
    for k in range(1, n):
        arrived = max(arrived, (yield RECV, (p - k) % n))
    return arrived + delay + reduce_ns


def _direct_all_reduce(phase, settings, n, p, t, subgroup) -> Schedule:
    """First half: every member sends its shard to every other and processes each arrival
    (δ + reduction). Every processed receive frees a packet (``hespas.sim.collectives``,
    ``_direct_all_reduce_member_times``): the second-half message to peer p+k leaves with the
    k-th freed packet, none before the first that is freed once every first-half message has
    arrived; second-half receives free packets too (δ after their arrival)."""
    message = phase.size_bytes // n
    reduce_ns = settings.reduction_time_ns(message)
    delay = settings.endpoint_delay_ns
    second_ns = delay + (reduce_ns if subgroup and n > 2 else 0)
    t += delay
    yield UNTIL, t
    for k in range(1, n):
        yield SEND, (p + k) % n, message
    arrivals = []
    for k in range(1, n):
        arrivals.append(max(t, (yield RECV, (p - k) % n)))
    gates = sorted(arrival + delay + reduce_ns for arrival in arrivals)
    release = next(gate for gate in gates if gate >= max(arrivals))
    yield UNTIL, release
    free = sum(1 for gate in gates if gate <= release)
    later = [gate for gate in gates if gate > release]  # sorted: a heap
    events = list(gates)
    posted: dict[int, int] = {}  # position -> when its second-half receive was posted
    sent = 0
    now = release
    while sent < n - 1:
        while free and sent < n - 1:
            free -= 1
            sent += 1
            yield SEND, (p + sent) % n, message
            posted[(p - sent) % n] = now
        if sent == n - 1:
            break
        got = yield RECV_ANY, tuple(posted), (later[0] if later else None)
        if got is None:  # the next freed packet's time came first
            now = heapq.heappop(later)
            free += 1
            while later and later[0] == now:
                heapq.heappop(later)
                free += 1
        else:
            source, arrival = got
            event = max(arrival, posted.pop(source)) + second_ns
            heapq.heappush(later, event)
            events.append(event)
    for source, post in posted.items():
        events.append(max((yield RECV, source), post) + second_ns)
    return max(events)


def _halving_doubling(phase, settings, n, p, t) -> Schedule:
    """A reducing step's message is reduced before it leaves (``_halving_doubling_steps``): the
    reduction delays this member's send, not its finish."""
    delay = settings.endpoint_delay_ns
    t += delay
    for offset, message, reduces in _halving_doubling_steps(phase.kind, n, phase.size_bytes):
        if reduces:
            t += settings.reduction_time_ns(message)
        partner = p ^ offset
        yield UNTIL, t
        yield SEND, partner, message
        arrival = yield RECV, partner
        t = max(t, arrival) + delay
    return t


def _tree(phase, settings, n, p, t, mirrored) -> Schedule:
    """doubleBinaryTree: reduce up the tree, then broadcast down (``collectives.tree_children``)."""
    size = phase.size_bytes
    reduce_ns = settings.reduction_time_ns(size)
    delay = settings.endpoint_delay_ns
    children, parent = tree_children(n)
    role = n - 1 - p if mirrored else p

    def position(r: int) -> int:
        return n - 1 - r if mirrored else r

    kids = children[role]
    if kids:
        up = t
        for child in kids:
            up = max(up, (yield RECV, position(child)))
        up += delay + reduce_ns
    else:
        up = t + delay
    finish = up
    if parent[role] is not None:
        yield UNTIL, up
        yield SEND, position(parent[role]), size
        finish = (yield RECV, position(parent[role])) + delay + (reduce_ns if kids else 0)
    yield UNTIL, finish
    for child in sorted(kids, key=position):
        yield SEND, position(child), size
    return finish
