"""Collective algorithms on the link model: how long each member of a group takes, chunk by chunk.

A collective of ``size_bytes`` is cut into chunks (``preferred_dataset_splits``);
each chunk runs one *phase* per involved network dimension, in sequence, and the
engine queues chunks per dimension with ``active_chunks_per_dimension`` slots.
A phase is one algorithm on the ranks that differ only in that dimension
(or, for a comm group that is not all ranks, on the group as one logical ring in
the order the comm-group file lists its members, over physical distances).

Per-member timing follows ASTRA-sim's analytical backend (see
``shared/reference/astra-sim.md``): every message costs ``network.message_time_ns``,
every receive costs the endpoint delay δ, every local reduction of x bytes costs
``3·⌊x/λ⌋`` ns (λ = local-mem-bw in bytes per ns). ``phase_finish_times`` works
message by message from each member's own start time; ``uniform_phase_time_ns``
is the closed form for a whole dimension whose members start together and all
finish together, which lets the engine simulate symmetric ranks once.
"""

from __future__ import annotations

import heapq
import math
from itertools import accumulate
from dataclasses import dataclass, replace
from typing import Mapping, Sequence

from hespas.diagnostics import HespasError
from hespas.sim.network import Network

KINDS = ("all_reduce", "reduce_scatter", "all_gather", "all_to_all")
ALGORITHMS = ("ring", "direct", "halvingDoubling", "doubleBinaryTree")
FLAT_PREFIX = "one"  # oneRing, oneDirect, ...: one phase over every involved rank
OPTIMIZATIONS = ("baseline", "localBWAware")
# ASTRA-sim runs a comm group's collectives with an endpoint delay of 10 ns whatever system.json's
# endpoint-delay says (observed: astra-sim-vectors-v2 sub-group runs at endpoint-delay 100).
SUBGROUP_ENDPOINT_DELAY_NS = 10


@dataclass(frozen=True)
class CollectiveSettings:
    """The system-side knobs of the collective model (ASTRA-sim's system.json)."""

    implementations: Mapping[str, tuple[str, ...]]  # kind -> one algorithm per network dimension
    endpoint_delay_ns: int
    active_chunks_per_dimension: int = 1
    preferred_dataset_splits: int = 1
    local_mem_bw_GBps: float | None = None
    collective_optimization: str = "baseline"
    # collectives and sends a rank runs at once: 1 as in ASTRA-sim (HardwareResource), None for no limit
    comm_in_flight_per_rank: int | None = 1
    # a direct phase's concurrent messages on a Switch dimension share the NPU's one link to the switch
    # (a system's switch_link = "shared"); False: each at the link's full bandwidth, as in ASTRA-sim's
    # congestion-unaware backend
    shared_switch_link: bool = False

    def __post_init__(self):
        if self.collective_optimization not in OPTIMIZATIONS:
            raise HespasError(f"unknown collective optimization {self.collective_optimization!r} "
                              f"(expected {' or '.join(OPTIMIZATIONS)})")
        if self.comm_in_flight_per_rank is not None and self.comm_in_flight_per_rank < 1:
            raise HespasError("comm_in_flight_per_rank must be at least 1 (or None for no limit)")
        if self.active_chunks_per_dimension < 1 or self.preferred_dataset_splits < 1:
            raise HespasError("active-chunks-per-dimension and preferred-dataset-splits must be at least 1")
        for kind, algorithms in self.implementations.items():
            for algorithm in algorithms:
                base = _base_algorithm(algorithm)
                if base not in ALGORITHMS:
                    raise HespasError(f"unknown {kind} implementation {algorithm!r}")

    def for_plan(self, plan: "CollectivePlan") -> "CollectiveSettings":
        """The settings a collective of ``plan`` runs with (a comm group's endpoint delay is fixed)."""
        if plan.subgroup and self.endpoint_delay_ns != SUBGROUP_ENDPOINT_DELAY_NS:
            return replace(self, endpoint_delay_ns=SUBGROUP_ENDPOINT_DELAY_NS)
        return self

    def reduction_time_ns(self, size_bytes: int) -> int:
        """One local reduction of ``size_bytes``: read two operands, write one, at local-mem-bw."""
        if not self.local_mem_bw_GBps:
            raise HespasError("this collective reduces data, so the system needs a positive local-mem-bw (GB/s)")
        return 3 * math.floor(size_bytes / self.local_mem_bw_GBps)


def _base_algorithm(name: str) -> str:
    if name.startswith(FLAT_PREFIX) and name != FLAT_PREFIX:
        rest = name[len(FLAT_PREFIX):]
        return rest[0].lower() + rest[1:]
    return name


@dataclass(frozen=True)
class Phase:
    """One algorithm run by every chunk on one dimension (``dim`` is the queue it waits in)."""

    kind: str
    algorithm: str
    dim: int | None  # None: the whole member list is one logical ring (comm group or one* algorithm)
    size_bytes: int
    reverse: bool = False  # a ring phase runs the other way (each member receives from its successor)


@dataclass(frozen=True)
class CollectivePlan:
    """How a collective runs: ``chunks`` chunks, each through ``phases`` in order."""

    chunks: int
    phases: tuple[Phase, ...]
    queue_dim: int  # the dimension whose slots a flat (dim None) phase occupies
    subgroup: bool  # a comm group smaller than the whole network


def plan_collective(kind: str, size_bytes: int, network: Network, settings: CollectiveSettings,
                    involved_dims: Sequence[bool] | None = None,
                    group: Sequence[int] | None = None) -> CollectivePlan:
    """Chunks and phases of one collective on ``group`` (None: every rank of the involved dimensions)."""
    if kind not in KINDS:
        raise HespasError(f"unsupported collective {kind!r}")
    if size_bytes <= 0:
        raise HespasError(f"an {kind} needs a positive comm_size, not {size_bytes}")
    algorithms = settings.implementations.get(kind)
    if not algorithms:
        raise HespasError(f"the system names no {kind.replace('_', '-')}-implementation")
    dims = network.dimensions
    if len(algorithms) != len(dims):
        raise HespasError(f"the {kind.replace('_', '-')}-implementation lists {len(algorithms)} "
                          f"algorithm(s) for a {len(dims)}-dimensional network")
    if involved_dims is not None and len(involved_dims) != len(dims):
        raise HespasError(f"involved_dim has {len(involved_dims)} entries for a {len(dims)}-dimensional network")

    if group is not None and len(group) < network.npus:
        algorithm = _base_algorithm(algorithms[0] if len(algorithms) == 1 else "ring")
        line = line_dimension(network, group)
        if line is None:
            return _flat_plan(kind, size_bytes, algorithm, len(group), _first_spanned_dim(network, group),
                              settings, subgroup=True)
        # a whole line of one dimension: its logical ring is that dimension's ring
        _check_ranks(kind, algorithm, len(group))
        chunk_bytes, chunks = _chunking(kind, size_bytes, len(group), settings)
        return CollectivePlan(chunks, (Phase(kind, algorithm, line, chunk_bytes),), line, subgroup=True)
    if group is not None:
        involved_dims = None  # a comm group of every rank runs on every dimension, whatever involved_dim says

    if involved_dims is not None and not any(involved_dims):
        raise HespasError(f"the {kind} involves no network dimension (involved_dim is all false)")
    active = [d for d in range(len(dims)) if (involved_dims is None or involved_dims[d]) and dims[d].npus > 1]
    if algorithms[0].startswith(FLAT_PREFIX):
        npus = math.prod(dims[d].npus for d in active)
        return _flat_plan(kind, size_bytes, _base_algorithm(algorithms[0]), npus,
                          active[0] if active else 0, settings, subgroup=False)

    npus = math.prod(dims[d].npus for d in active)
    chunk_bytes, chunks = _chunking(kind, size_bytes, npus, settings)
    steps = _dimension_steps(kind, active, settings.collective_optimization)
    phases = []
    size = chunk_bytes
    for step_kind, dim in steps:
        algorithm = _base_algorithm(algorithms[dim])
        _check_ranks(step_kind, algorithm, dims[dim].npus)
        # an all-reduce's all-gather steps (localBWAware) turn the rings round: with staggered starts
        # ASTRA-sim's finish times there are the mirror image of a clockwise ring (v2 case d0668)
        reverse = step_kind == "all_gather" and kind == "all_reduce"
        phases.append(Phase(step_kind, algorithm, dim, size, reverse))
        if algorithm == "doubleBinaryTree":
            continue  # it all-reduces the whole buffer, whatever the phase asks for
        if step_kind == "reduce_scatter":
            size //= dims[dim].npus
        elif step_kind == "all_gather":
            size *= dims[dim].npus
    return CollectivePlan(chunks, tuple(phases), active[0] if active else 0, subgroup=False)


def _flat_plan(kind, size_bytes, algorithm, npus, queue_dim, settings, subgroup) -> CollectivePlan:
    _check_ranks(kind, algorithm, npus)
    chunk_bytes, chunks = _chunking(kind, size_bytes, npus, settings)
    phases = (Phase(kind, algorithm, None, chunk_bytes),) if npus > 1 else ()
    return CollectivePlan(chunks, phases, queue_dim, subgroup)


def _check_ranks(kind: str, algorithm: str, npus: int) -> None:
    """Refuse, before anything runs, an algorithm that cannot run ``kind`` on ``npus`` ranks."""
    if npus <= 1:
        return  # no phase runs
    if algorithm in ("halvingDoubling", "doubleBinaryTree") and npus & (npus - 1):
        raise HespasError(f"{kind} runs {algorithm}, which needs a power-of-two number of ranks, not {npus} "
                          "(ring and direct run on any)")
    if algorithm == "halvingDoubling" and kind == "all_to_all":
        raise HespasError("halvingDoubling does not implement all-to-all")


def _chunking(kind: str, size_bytes: int, npus: int, settings: CollectiveSettings) -> tuple[int, int]:
    """Chunk size and count: size / splits, raised to one byte per rank except for all-gather."""
    chunk = size_bytes // settings.preferred_dataset_splits
    if chunk < npus and kind != "all_gather":
        chunk = npus
    chunk = max(chunk, 1)
    return chunk, math.ceil(size_bytes / chunk)


def _dimension_steps(kind: str, dims: list[int], optimization: str) -> list[tuple[str, int]]:
    if kind == "all_reduce" and optimization == "localBWAware" and len(dims) > 1:
        return ([("reduce_scatter", d) for d in dims[:-1]] + [("all_reduce", dims[-1])]
                + [("all_gather", d) for d in reversed(dims[:-1])])
    if kind == "all_gather":
        return [(kind, d) for d in reversed(dims)]
    return [(kind, d) for d in dims]


def line_dimension(network: Network, group: Sequence[int]) -> int | None:
    """The dimension d when ``group`` (sorted ranks) is every rank along d through one point, else None."""
    for dim, dimension in enumerate(network.dimensions):
        if dimension.npus == len(group) > 1:
            base = group[0]
            if all(rank == base + i * network.strides[dim] for i, rank in enumerate(group)) \
                    and network.coordinate(base, dim) == 0:
                return dim
    return None


def _first_spanned_dim(network: Network, group: Sequence[int]) -> int:
    for dim in range(len(network.dimensions)):
        if len({network.coordinate(rank, dim) for rank in group}) > 1:
            return dim
    return 0


def phase_groups(phase: Phase, network: Network, members: Sequence[int]) -> list[list[int]]:
    """The independent groups of ``members`` (sorted ranks) that run ``phase`` together:
    on a dimension, the ranks whose other coordinates agree."""
    if phase.dim is None:
        return [list(members)]
    stride = network.strides[phase.dim]
    groups: dict[int, list[int]] = {}
    for rank in members:
        groups.setdefault(rank - network.coordinate(rank, phase.dim) * stride, []).append(rank)
    return list(groups.values())


# ------------------------------------------------------------------ closed forms

def uniform_phase_time_ns(phase: Phase, network: Network, settings: CollectiveSettings) -> int | None:
    """The time of ``phase`` on a whole dimension when all members start together, or None when
    members of that dimension would finish at different times (the tree algorithm, flat phases)."""
    if phase.dim is None or phase.algorithm == "doubleBinaryTree":
        return None
    dimension = network.dimensions[phase.dim]
    n = dimension.npus
    delay = settings.endpoint_delay_ns
    size = phase.size_bytes

    def d(distance: int, x: int) -> int:
        return dimension.message_time_ns(dimension.hops(distance), x)

    if phase.algorithm == "ring":
        steps, reductions, message = _ring_steps(phase.kind, n, size)
        reduce_ns = settings.reduction_time_ns(message) if reductions else 0
        return delay + steps * (d(1, message) + delay) + reductions * reduce_ns
    if phase.algorithm == "direct":
        message = size if phase.kind == "all_gather" else size // n
        if _shares_switch_link(phase, network, settings):
            d = _sharing(d, n)
        far = max(d(k, message) for k in range(1, n))
        if phase.kind in ("all_gather", "all_to_all"):
            return far + 2 * delay
        reduce_ns = settings.reduction_time_ns(message)
        if phase.kind == "reduce_scatter":
            return far + 2 * delay + reduce_ns
        return _direct_all_reduce_uniform([d(k, message) for k in range(1, n)], delay, reduce_ns)
    steps = _halving_doubling_steps(phase.kind, n, size)
    total = delay
    for offset, message, reduces in steps:
        total += d(offset, message) + delay + (settings.reduction_time_ns(message) if reduces else 0)
    return total


def _shares_switch_link(phase: Phase, network: Network, settings: CollectiveSettings) -> bool:
    """Whether a direct phase's concurrent messages share each member's link: on a Switch dimension of a
    system whose switch link is shared (each NPU has one link to the switch, which its n - 1 messages of a
    direct phase cross at once)."""
    return (settings.shared_switch_link and phase.dim is not None
            and network.dimensions[phase.dim].topology == "Switch")


def _sharing(d, n: int):
    """``d`` (a message time of its size) for each of a member's n - 1 concurrent messages on a shared
    link: the latency once, the bytes of all n - 1 at the link's bandwidth (a fair share each, so all
    arrive together)."""
    return lambda *peer_and_bytes: d(*peer_and_bytes[:-1], peer_and_bytes[-1] * (n - 1))


def _direct_all_reduce_uniform(peer_ns: list[int], delay: int, reduce_ns: int) -> int:
    """``_direct_all_reduce_member_times`` for members that start together on a whole dimension,
    where the k-th peer is ``peer_ns[k-1]`` ns away both ways: every member runs the same events,
    so member j's k-th second-half receive (from j - k, sent at j's own k-th send) ends at that
    send + ``peer_ns[k-1]``; one member's events, O(n log n)."""
    n = len(peer_ns) + 1
    events = sorted(2 * delay + t + reduce_ns for t in peer_ns)  # each first-half receive, processed
    last_arrival = delay + max(peer_ns)
    seen = sent = 0
    while True:
        time_ns = heapq.heappop(events)
        seen += 1
        if seen == 2 * (n - 1):
            return time_ns
        while time_ns >= last_arrival and sent < min(seen, n - 1):
            sent += 1
            heapq.heappush(events, time_ns + peer_ns[sent - 1] + delay)


def _ring_steps(kind: str, n: int, size: int) -> tuple[int, int, int]:
    """(messages in sequence, how many of them are reduced, message bytes) of a ring phase."""
    if kind == "all_reduce":
        return 2 * (n - 1), n - 1, size // n
    if kind == "reduce_scatter":
        return n - 1, n - 1, size // n
    if kind == "all_gather":
        return n - 1, 0, size
    return n * (n - 1) // 2, 0, size // n  # all_to_all: the shard for offset k travels k hops


def _halving_doubling_steps(kind: str, n: int, size: int) -> list[tuple[int, int, bool]]:
    """(partner offset, message bytes, reduced) per step of recursive halving/doubling.

    A reduced step's message is reduced just before it is sent: after the previous step's
    receive and its δ, the member spends one reduction of *this* step's bytes, then sends
    (astra-sim/system/astraccl/native_collectives/collective_algorithm/HalvingDoubling.cc:
    ``run(PacketReceived)`` calls ``insert_packet`` for the next packet, whose ``process_max_count``
    releases it in a PacketBundle of the current ``msg_size``, the next message's, before updating
    it; astra-sim/system/PacketBundle.cc: ``call`` registers the reduction, then frees the packet).
    Both partners of a step spend the same reduction, so where it sits does not change finish
    times on congestion-unaware links; on congested links it delays the send, which other
    traffic sees."""
    if n & (n - 1):
        raise HespasError(f"halvingDoubling needs a power-of-two number of ranks, not {n}")
    if kind == "all_to_all":
        raise HespasError("halvingDoubling does not implement all-to-all")
    levels = n.bit_length() - 1
    if kind == "all_gather":
        return [(n >> (j + 1), size << j, False) for j in range(levels)]
    down = []
    message = size
    for j in range(levels):
        message //= 2
        down.append((1 << j, message, j > 0))
    if kind == "reduce_scatter":
        return down
    # ASTRA-sim halves the size once more before it turns round and doubles it back, so the way up
    # starts from the last size rounded down to an even number of bytes (HalvingDoubling.cc)
    turned = down[-1][1] // 2 * 2
    up = [(1 << j, turned << (levels - 1 - j), False) for j in reversed(range(levels))]
    return down + up


# ------------------------------------------------------------------ message by message


def phase_finish_times(phase: Phase, network: Network, settings: CollectiveSettings,
                       members: Sequence[int], start_ns: Sequence[int], subgroup: bool,
                       mirrored_tree: bool = False) -> list[int]:
    """When each of ``members`` (ranks in logical-ring order) finishes ``phase``,
    each having started at its ``start_ns``. ``mirrored_tree`` picks the second tree of
    doubleBinaryTree (position p plays the role of n-1-p)."""
    return PhaseTimer(phase, network, settings, members, subgroup).finish_times(start_ns, mirrored_tree)


class PhaseTimer:
    """``phase_finish_times`` for one phase on one member group, with what does not depend on the
    start times (a ring's links, the closed form for a whole dimension) worked out once: the
    engine times the same phase on the same group for every chunk of every collective."""

    __slots__ = ("phase", "network", "settings", "members", "subgroup", "whole_dimension", "uniform_ns", "ring")

    def __init__(self, phase: Phase, network: Network, settings: CollectiveSettings, members: Sequence[int],
                 subgroup: bool):
        self.phase = phase
        self.network = network
        self.settings = settings
        self.members = members
        self.subgroup = subgroup
        self.whole_dimension = phase.dim is not None and len(members) == network.dimensions[phase.dim].npus
        self.uniform_ns: int | None = None  # computed when first needed
        self.ring: _Ring | None = None

    def d(self, src: int, dst: int, x: int) -> int:
        return self.network.message_time_ns(self.members[src], self.members[dst], x)

    def finish_times(self, start_ns: Sequence[int], mirrored_tree: bool = False) -> list[int]:
        n = len(self.members)
        if n == 1:
            return list(start_ns)
        phase = self.phase
        if self.whole_dimension and start_ns.count(start_ns[0]) == n:
            if self.uniform_ns is None:
                self.uniform_ns = uniform_phase_time_ns(phase, self.network, self.settings)
            if self.uniform_ns is not None:
                return [start_ns[0] + self.uniform_ns] * n
        delay = self.settings.endpoint_delay_ns
        size = phase.size_bytes
        d = self.d
        if phase.algorithm == "ring":
            if self.ring is None:
                self.ring = _Ring(n, phase, d, self.settings)
            return self.ring.finish_times(start_ns)
        if phase.algorithm == "direct":
            if _shares_switch_link(phase, self.network, self.settings):
                d = _sharing(d, n)
            return _direct_member_times(phase.kind, n, start_ns, size, d, delay, self.settings, self.subgroup)
        if phase.algorithm == "halvingDoubling":
            return _halving_doubling_member_times(_halving_doubling_steps(phase.kind, n, size), n, start_ns, d,
                                                  delay, self.settings)
        if not mirrored_tree:
            return _tree_member_times(n, start_ns, size, d, delay, self.settings)
        mirror = [n - 1 - p for p in range(n)]
        finish = _tree_member_times(n, [start_ns[p] for p in mirror],
                                    size, lambda a, b, x: d(mirror[a], mirror[b], x), delay, self.settings)
        return [finish[p] for p in mirror]


PATTERNS_KEPT = 64  # start patterns a ring phase timer remembers (memory: 64 x members ints)


class _Ring:
    """A ring phase's member finish times. Member j sends at x_j(0) = start_j + δ and, at each of
    the s steps, takes the message from its predecessor once it has arrived and j is there to take
    it: x_j(t) = max(x_{j-1}(t-1) + L_j, x_j(t-1)) + w_t (L_j the link from j-1, w_t = δ plus the
    reduction while the step reduces). Unrolled, x_j(s) = Σw + P(j) + max over j-s <= m <= j of
    (x_{m mod n}(0) - P(m)), with P(m) the sum of the links of unrolled positions 0..m
    (P(m + n) = P(m) + T, T the whole ring's links). Every ring phase has s >= n - 1, so the
    window holds a whole turn, and a position met twice counts only its first time (T >= 0): the
    maximum is over m = a .. a+n-1 (a = j - s), which are positions r..n-1 of turn ⌊a/n⌋ and
    0..r-1 of the next (r = a mod n). With the suffix and prefix maxima of v_p = x_p(0) - P(p),
    each member takes O(1): O(n) for the phase. A reverse phase is the same ring on the members
    in reverse order."""

    __slots__ = ("n", "work_ns", "delay", "reverse", "prefix_ns", "turn_ns", "first_position", "first_turns",
                 "patterns")

    def __init__(self, n: int, phase: Phase, d, settings: CollectiveSettings):
        steps, reductions, message = _ring_steps(phase.kind, n, phase.size_bytes)
        reduce_ns = settings.reduction_time_ns(message) if reductions else 0
        self.n = n
        self.delay = settings.endpoint_delay_ns
        self.work_ns = steps * self.delay + min(steps, reductions) * reduce_ns
        self.reverse = phase.reverse
        if phase.reverse:  # position j of the reversed ring is member n-1-j
            link = [d(n - 1 - (j - 1) % n, n - 1 - j, message) for j in range(n)]
        else:
            link = [d((j - 1) % n, j, message) for j in range(n)]  # from the predecessor
        self.prefix_ns = list(accumulate(link))  # P(0..n-1)
        self.turn_ns = self.prefix_ns[-1]  # T
        # member 0's window starts at a = -s: turn ⌊a/n⌋, position r = a mod n; member j's at a + j
        self.first_turns, self.first_position = divmod(-steps, n)
        self.patterns: dict[tuple[int, ...], list[int]] = {}  # starts less the first -> finishes less it

    def finish_times(self, start_ns: Sequence[int]) -> list[int]:
        """The finish times, from those of the same starts less the earliest: every term of the
        closed form is a start plus constants, so starts shifted by c finish shifted by c. The
        chunks of a collective, and the collectives of a step, meet the same few start patterns
        again and again (every member group keeps its stragglers), so the first ``PATTERNS_KEPT``
        patterns are remembered."""
        first = min(start_ns)
        pattern = tuple([start - first for start in start_ns])
        offsets = self.patterns.get(pattern)
        if offsets is None:
            offsets = self.finish_offsets(pattern)
            if len(self.patterns) < PATTERNS_KEPT:
                self.patterns[pattern] = offsets
        return [first + offset for offset in offsets]

    def finish_offsets(self, start_ns: Sequence[int]) -> list[int]:
        """Member j's window starts at position r0 + j of turn t0 while r0 + j < n, then at position
        r0 + j - n of turn t0 + 1. With w(r) = max(suffix max from r, prefix max to r-1 - T), the
        best of a window starting at position r of turn t is w(r) - t·T, so the finish times are two
        runs over the rotated w (list comprehensions: this runs for every chunk of every phase)."""
        if self.reverse:
            start_ns = start_ns[::-1]
        prefix = self.prefix_ns
        delay = self.delay
        turn = self.turn_ns
        v = [start + delay - p for start, p in zip(start_ns, prefix)]
        suffix_max = list(accumulate(reversed(v), max))[::-1]  # max of v[r:]
        w = [suffix_max[0]]
        # prefix maxima (of v[:r]) paired with suffix_max[r] for r = 1..n-1
        w += [later if later >= earlier - turn else earlier - turn
              for later, earlier in zip(suffix_max[1:], accumulate(v, max))]
        r0 = self.first_position
        base = self.work_ns - self.first_turns * turn
        finish = [best + p + base for best, p in zip(w[r0:], prefix)]  # j < n - r0: turn t0
        base -= turn
        finish += [best + p + base for best, p in zip(w, prefix[self.n - r0:])]  # the rest: turn t0 + 1
        return finish[::-1] if self.reverse else finish


def _direct_member_times(kind, n, start_ns, size, d, delay, settings, subgroup) -> list[int]:
    message = size if kind == "all_gather" else size // n
    reduce_ns = settings.reduction_time_ns(message) if kind in ("all_reduce", "reduce_scatter") else 0
    # a message is taken once it has arrived and its receiver has started (start + δ)
    arrivals = [[max(start_ns[p] + delay + d(p, j, message), start_ns[j] + delay) for p in range(n) if p != j]
                for j in range(n)]
    if kind != "all_reduce":
        return [max(times) + delay + reduce_ns for times in arrivals]
    # a comm group of three or more reduces the gathered half once more (observed in ASTRA-sim's
    # sub-group runs; a two-member group does not)
    return _direct_all_reduce_member_times(n, start_ns, message, d, arrivals, delay + reduce_ns,
                                           delay + (reduce_ns if subgroup and n > 2 else 0))


def _direct_all_reduce_member_times(n, start_ns, message, d, arrivals, first_ns, second_ns) -> list[int]:
    """Direct all-reduce as ASTRA-sim's AllToAll stream runs it (``AllToAll::run``, ``Ring::ready``,
    ``Ring::iteratable`` in astra-sim/system/collective/): every processed receive is a *General*
    event that frees one packet (``first_ns`` after a first-half receive, ``second_ns`` after a
    second-half one). Member j's k-th second-half message goes to j + k, posts the receive from
    j - k and needs a free packet; none leaves before the first General at or after j's last
    first-half receive (the gate ``total_packets_received < middle_point``), and then each General
    sends one, whichever half it came from. The member is done at its 2(n-1)-th General (the
    stream exits when every packet is sent and every packet is free again)."""
    events = []  # (time, member) of every General
    for j in range(n):
        events.extend((a + first_ns, j) for a in arrivals[j])
    last_arrival = [max(times) for times in arrivals]
    heapq.heapify(events)
    seen = [0] * n
    sent = [[] for _ in range(n)]  # sent[j][k - 1]: when j sent its k-th second-half message
    done = [0] * n
    while events:
        time_ns, j = heapq.heappop(events)
        seen[j] += 1
        if seen[j] == 2 * (n - 1):
            done[j] = time_ns
        if time_ns < last_arrival[j]:
            continue
        while len(sent[j]) < min(seen[j], n - 1):
            sent[j].append(time_ns)
            k = len(sent[j])
            # j's k-th message meets the k-th of j + k (posted then); j's k-th receive is from j - k
            for src, dst in ((j, (j + k) % n), ((j - k) % n, j)):
                if len(sent[src]) >= k and len(sent[dst]) >= k:
                    taken = max(sent[src][k - 1] + d(src, dst, message), sent[dst][k - 1])
                    heapq.heappush(events, (taken + second_ns, dst))
    return done


def _halving_doubling_member_times(steps, n, start_ns, d, delay, settings) -> list[int]:
    # a step's reduction delays both partners' sends alike, so adding it after the exchange gives
    # the same times as adding it before the send (``_halving_doubling_steps``), with one list less
    ready = [t + delay for t in start_ns]
    for offset, message, reduces in steps:
        work = delay + (settings.reduction_time_ns(message) if reduces else 0)
        ready = [max(ready[j], ready[j ^ offset] + d(j ^ offset, j, message)) + work for j in range(n)]
    return ready


def _tree_member_times(n, start_ns, size, d, delay, settings) -> list[int]:
    """Double binary tree (always an all-reduce of the whole chunk): reduce up an in-order
    tree over positions 0..n-2 whose root hangs below position n-1, then broadcast down."""
    children, _ = tree_children(n)
    reduce_ns = settings.reduction_time_ns(size)
    order = _parents_last(children, n - 1)
    up = [0] * n
    for v in order:
        if children[v]:
            # children's data is taken once it has arrived and v has started (a message that came
            # early is matched when v posts its receives), then processed: δ + reduction
            up[v] = max(start_ns[v], *(up[c] + d(c, v, size) for c in children[v])) + delay + reduce_ns
        else:
            up[v] = start_ns[v] + delay
    finish = [0] * n
    finish[n - 1] = up[n - 1]
    for v in reversed(order):
        for c in children[v]:
            finish[c] = finish[v] + d(v, c, size) + delay + (reduce_ns if children[c] else 0)
    return finish


def tree_children(n: int) -> tuple[list[list[int]], list[int | None]]:
    """doubleBinaryTree's tree over positions 0..n-1: an in-order binary tree over 0..n-2 whose
    root hangs below position n-1. Returns each position's children and parent (None at n-1)."""
    if n & (n - 1):
        raise HespasError(f"doubleBinaryTree needs a power-of-two number of ranks, not {n}")
    children: list[list[int]] = [[] for _ in range(n)]
    parent: list[int | None] = [None] * n

    def build(low: int, high: int) -> int:
        middle = (low + high) // 2
        for child_low, child_high in ((low, middle - 1), (middle + 1, high)):
            if child_low <= child_high:
                child = build(child_low, child_high)
                children[middle].append(child)
                parent[child] = middle
        return middle

    root = build(0, n - 2)
    children[n - 1].append(root)
    parent[root] = n - 1
    return children, parent


def _parents_last(children: list[list[int]], root: int) -> list[int]:
    """The positions of the tree below ``root`` in post-order (every parent after its children)."""
    order: list[int] = []

    def visit(v: int) -> None:
        for child in children[v]:
            visit(child)
        order.append(v)

    visit(root)
    return order
