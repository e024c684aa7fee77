"""The congestion-aware link model: every chunk queues on each link it crosses.

As ASTRA-sim's congestion-aware analytical backend (``extern/network_backend/
analytical/congestion_aware``: ``Link``, ``Chunk``, ``Ring``, ``Switch``,
``FullyConnected``) does it: a message follows a fixed route of links; a link
serves one chunk at a time in arrival order, is busy for ``⌊size/B⌋`` ns and
delivers the chunk to the next device ``⌊latency + size/B⌋`` ns after it took it
(B = bandwidth_GBps × 2^30 / 1e9 bytes per ns). Routes: a Ring is bidirectional,
one link per direction between neighbours, and a message goes the shorter way
(clockwise on a tie); a FullyConnected has one link per ordered pair; a Switch
has one link each way between every NPU and the switch, so a message crosses two.

ASTRA-sim builds these for one-dimensional networks only; so does hespas
(``check_topology``). On a 2-NPU Ring ASTRA-sim connects the two NPUs twice and
aborts (Device.cpp:51); hespas gives that ring one link per direction.
"""

from __future__ import annotations

import math
from collections import deque
from typing import Callable

from hespas.diagnostics import HespasError
from hespas.sim.network import Network

Schedule = Callable[..., None]  # schedule(time_ns, function, *arguments): call function(*arguments, time_ns)


def check_topology(network: Network, location=None) -> None:
    """Raise the diagnostic for a network the congestion-aware model cannot build (more than one dimension)."""
    if len(network.dimensions) != 1:
        shape = " x ".join(f"{d.topology}({d.npus})" for d in network.dimensions)
        raise HespasError(f"the congestion-aware network model builds one-dimensional networks only, as "
                          f"ASTRA-sim's congestion-aware backend does; this network has "
                          f"{len(network.dimensions)} dimensions ({shape}): use the congestion-unaware model "
                          "('unaware', the default)",
                          location)


class _Link:
    __slots__ = ("latency_ns", "bytes_per_ns", "busy", "pending")

    def __init__(self, bytes_per_ns: float, latency_ns: float):
        self.bytes_per_ns = bytes_per_ns
        self.latency_ns = latency_ns
        self.busy = False
        self.pending: deque[list] = deque()


class CongestionAwareNetwork:
    """Links with FIFO queues on a one-dimensional network; ``transmit`` is the network interface
    the message-level engine drives (``UnawareNetwork`` is the other implementation)."""

    def __init__(self, network: Network, schedule: Schedule):
        check_topology(network)
        self.schedule = schedule
        dimension = network.dimensions[0]
        self.topology = dimension.topology
        self.npus = dimension.npus
        self.switch = self.npus  # the Switch's own device id
        self.links: dict[tuple[int, int], _Link] = {}
        speed, latency = dimension.bytes_per_ns, dimension.latency_ns
        n = self.npus
        if self.topology == "Ring":
            pairs = [(i, (i + 1) % n) for i in range(n)] + [((i + 1) % n, i) for i in range(n)]
        elif self.topology == "FullyConnected":
            pairs = [(a, b) for a in range(n) for b in range(n) if a != b]
        else:
            pairs = [(i, self.switch) for i in range(n)] + [(self.switch, i) for i in range(n)]
        for pair in pairs:
            if pair[0] != pair[1] and pair not in self.links:
                self.links[pair] = _Link(speed, latency)

    def route(self, src: int, dst: int) -> list[int]:
        """The devices a message from ``src`` to ``dst`` visits, both ends included."""
        if self.topology == "FullyConnected":
            return [src, dst]
        if self.topology == "Switch":
            return [src, self.switch, dst]
        clockwise = (dst - src) % self.npus
        step = -1 if self.npus - clockwise < clockwise else 1
        route = [src]
        while route[-1] != dst:
            route.append((route[-1] + step) % self.npus)
        return route

    def transmit(self, time_ns: int, src: int, dst: int, size_bytes: int,
                 on_arrival: Callable[[int], None]) -> None:
        """Send ``size_bytes`` from ``src`` at ``time_ns``; ``on_arrival(t)`` runs when it reaches ``dst``."""
        self._enter([self.route(src, dst), 0, size_bytes, on_arrival], time_ns)

    def _enter(self, chunk: list, time_ns: int) -> None:
        route, hop = chunk[0], chunk[1]
        link = self.links[route[hop], route[hop + 1]]
        if link.busy:
            link.pending.append(chunk)
        else:
            self._serve(link, chunk, time_ns)

    def _serve(self, link: _Link, chunk: list, time_ns: int) -> None:
        link.busy = True
        size = chunk[2]
        self.schedule(time_ns + math.floor(link.latency_ns + size / link.bytes_per_ns), self._arrive, chunk)
        self.schedule(time_ns + math.floor(size / link.bytes_per_ns), self._free, link)

    def _arrive(self, chunk: list, time_ns: int) -> None:
        chunk[1] += 1
        if chunk[1] == len(chunk[0]) - 1:
            chunk[3](time_ns)
        else:
            self._enter(chunk, time_ns)

    def _free(self, link: _Link, time_ns: int) -> None:
        link.busy = False
        if link.pending:
            self._serve(link, link.pending.popleft(), time_ns)
