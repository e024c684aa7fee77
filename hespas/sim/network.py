"""The congestion-unaware link model: one message costs hops × latency + size / bandwidth.

A network is a list of dimensions (rank = Σ coordinate_d × stride_d, dimension 0
fastest). A message between ranks that differ in one dimension takes
``⌊hops·latency_ns + size_bytes / B⌋`` ns with B = bandwidth_GBps × 2^30 / 1e9
bytes per ns, as ASTRA-sim's analytical backend computes it; hops is the ring
distance on a Ring, 1 on a FullyConnected and 2 on a Switch dimension. Ranks
that differ in several dimensions are costed on the first (lowest) dimension in
which they differ only, as ASTRA-sim's congestion-unaware ``MultiDimTopology::send``
does (``get_dim_to_transfer``): the default route, ``first_dimension``.

With the route ``every_dimension`` (a system's ``point_to_point_route``) such a message
crosses every dimension its ranks differ in, as the hardware moves it: GPU 7 of one
DGX node sends to GPU 0 of the next over NVLink to a GPU on the destination's network
rail and then over that GPU's NIC (NCCL's PXN), or over its own NIC and the spine.
The message is pipelined through those links in chunks, so it pays every dimension's
latency and moves at the slowest dimension's bandwidth:
``⌊Σ_d hops_d·latency_d + size_bytes / min_d B_d⌋``. A message within one dimension
costs the same on both routes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from hespas.diagnostics import HespasError
from hespas.systems import POINT_TO_POINT_ROUTES

TOPOLOGIES = ("Ring", "FullyConnected", "Switch")


@dataclass(frozen=True)
class LinkDimension:
    """One network dimension: its topology, NPU count and per-link bandwidth and latency."""

    topology: str
    npus: int
    bandwidth_GBps: float
    latency_ns: float

    def __post_init__(self):
        if self.topology not in TOPOLOGIES:
            raise HespasError(f"unknown topology {self.topology!r} (expected one of {', '.join(TOPOLOGIES)})")
        if self.npus < 1:
            raise HespasError(f"a {self.topology} dimension needs at least one NPU, not {self.npus}")
        if not self.bandwidth_GBps > 0:
            raise HespasError(f"a {self.topology} dimension needs a positive bandwidth, not {self.bandwidth_GBps} GB/s")
        if self.latency_ns < 0:
            raise HespasError(f"a {self.topology} dimension cannot have a negative latency ({self.latency_ns} ns)")

    @property
    def bytes_per_ns(self) -> float:
        return self.bandwidth_GBps * 2**30 / 1e9

    def hops(self, distance: int) -> int:
        """Hops between two NPUs whose coordinates in this dimension differ by ``distance`` (≠ 0)."""
        if self.topology == "Ring":
            distance %= self.npus
            return min(distance, self.npus - distance)
        return 1 if self.topology == "FullyConnected" else 2

    def message_time_ns(self, hops: int, size_bytes: int) -> int:
        return math.floor(hops * self.latency_ns + size_bytes / self.bytes_per_ns)


class Network:
    """A multi-dimensional network of ``npus = Π dimension.npus`` ranks."""

    def __init__(self, dimensions: Sequence[LinkDimension], route: str = "first_dimension"):
        if not dimensions:
            raise HespasError("a network needs at least one dimension")
        if route not in POINT_TO_POINT_ROUTES:
            raise HespasError(f"unknown point-to-point route {route!r} (expected {' or '.join(POINT_TO_POINT_ROUTES)})")
        self.route = route
        self.dimensions = tuple(dimensions)
        strides = []
        stride = 1
        for dimension in self.dimensions:
            strides.append(stride)
            stride *= dimension.npus
        self.strides = tuple(strides)
        self.npus = stride
        self._message_ns: dict[tuple[int, int, int], int] = {}  # (dim, distance, bytes) -> ns

    def coordinate(self, rank: int, dim: int) -> int:
        return rank // self.strides[dim] % self.dimensions[dim].npus

    def message_time_ns(self, src: int, dst: int, size_bytes: int) -> int:
        """Time of one ``size_bytes`` message from rank ``src`` to rank ``dst`` (0 to itself);
        remembered per (dimension, distance, size), which a simulation asks for again and again."""
        for dim, dimension in enumerate(self.dimensions):
            stride = self.strides[dim]
            distance = dst // stride % dimension.npus - src // stride % dimension.npus
            if distance:
                if self.route == "every_dimension" and src // (stride * dimension.npus) != dst // (stride * dimension.npus):
                    return self._routed_time_ns(src, dst, size_bytes)
                key = (dim, distance, size_bytes)
                time_ns = self._message_ns.get(key)
                if time_ns is None:
                    time_ns = self._message_ns[key] = dimension.message_time_ns(dimension.hops(distance), size_bytes)
                return time_ns
        return 0

    def _routed_time_ns(self, src: int, dst: int, size_bytes: int) -> int:
        """A message across every dimension ``src`` and ``dst`` differ in: each one's hops at its latency, the
        bytes at the slowest of those dimensions' bandwidths (the route ``every_dimension``)."""
        distances = tuple(dst // stride % dimension.npus - src // stride % dimension.npus
                          for stride, dimension in zip(self.strides, self.dimensions))
        key = (distances, size_bytes)
        time_ns = self._message_ns.get(key)
        if time_ns is None:
            crossed = [(dimension, distance) for dimension, distance in zip(self.dimensions, distances) if distance]
            latency_ns = sum(dimension.hops(distance) * dimension.latency_ns for dimension, distance in crossed)
            slowest = min(dimension.bytes_per_ns for dimension, _ in crossed)
            time_ns = self._message_ns[key] = math.floor(latency_ns + size_bytes / slowest)
        return time_ns

    def check_rank(self, rank: int, what: str) -> None:
        if not 0 <= rank < self.npus:
            raise HespasError(f"{what} names rank {rank}, but the network has {self.npus} NPUs")


NETWORK_MODELS = ("unaware", "aware")


class UnawareNetwork:
    """The network interface of the message-level engine on the congestion-unaware link model:
    a message arrives ``Network.message_time_ns`` after it was sent, whatever else is in flight."""

    def __init__(self, network: Network, schedule):
        self.network = network
        self.schedule = schedule  # schedule(time_ns, function, *arguments): call function(*arguments, time_ns)

    def transmit(self, time_ns: int, src: int, dst: int, size_bytes: int, on_arrival) -> None:
        self.schedule(time_ns + self.network.message_time_ns(src, dst, size_bytes), on_arrival)
