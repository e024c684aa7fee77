"""Messages that the default point-to-point route costs on one network dimension although their ranks differ in
several: a send, or the ring neighbours of a comm group that is not whole network dimensions. The
congestion-unaware model (ASTRA-sim's ``get_dim_to_transfer``, ``hespas.sim.network``'s ``first_dimension``
route) costs such a message on the first of those dimensions alone, so a pipeline's send from the last GPU of
one node to the first of the next, or a data-parallel group {0,4,8,12} on two 8-GPU nodes, runs at the node's
own link speed; the front ends warn of it.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from hespas.program.nodes import COLLECTIVE, SEND, RankProgram
from hespas.sim import network_of
from hespas.systems import System

_COSTED = ("as ASTRA-sim's congestion-unaware network does: the other dimensions' links, slower ones included, "
           "add nothing (a system file's point_to_point_route = \"every_dimension\" costs them across every one)")


def messages_across_dimensions(programs: Sequence[RankProgram], comm_groups: Mapping[str, Sequence[int]] | None,
                               system: System) -> list[str]:
    """At most two warnings (sends, comm groups), each counting the cases and naming the first; none on a
    one-dimensional network or on the ``every_dimension`` route, which costs such messages across every dimension."""
    network = network_of(system)
    if len(network.dimensions) < 2 or system.point_to_point_route != "first_dimension":
        return []
    comm_groups = comm_groups or {}

    def differing(a: int, b: int) -> list[int]:
        return [d for d in range(len(network.dimensions)) if network.coordinate(a, d) != network.coordinate(b, d)]

    sends, send_example = 0, None
    groups: dict[str, tuple | None] = {}  # comm-group key -> (a, b, dims) of its first such pair of ring neighbours
    seen: dict[int, tuple] = {}  # id(program) -> its sends' peers and comm groups (programs are shared by ranks)
    for rank, program in enumerate(programs):
        found = seen.get(id(program))
        if found is None:
            found = seen[id(program)] = (
                tuple(node.comm.peer for node in program.nodes if node.op == SEND) if program.has_point_to_point else (),
                tuple({node.comm.group for node in program.nodes if node.op == COLLECTIVE} - {None}))
        peers, keys = found
        for peer in peers:
            dims = differing(rank, peer)
            if len(dims) > 1:
                sends += 1
                send_example = send_example or (rank, peer, dims)
        for key in keys:
            if key in groups or key not in comm_groups:
                continue
            members = list(comm_groups[key])
            groups[key] = next(((a, b, dims) for a, b in zip(members, members[1:] + members[:1])
                                if len(dims := differing(a, b)) > 1), None)
    crossing = [example for example in groups.values() if example is not None]

    def names(dims: list[int]) -> list[str]:
        return [system.dimensions[d].name or f"dimension {d}" for d in dims]

    messages = []
    if send_example is not None:
        rank, peer, dims = send_example
        messages.append(f"{sends} send{'s' if sends > 1 else ''} (rank {rank} to rank {peer}, first) go between ranks "
                        f"that differ in several network dimensions ({', '.join(names(dims))}); each is costed on the "
                        f"first, {names(dims)[0]}, alone, {_COSTED}")
    if crossing:
        a, b, dims = crossing[0]
        count = len(crossing)
        messages.append(f"{count} comm group{'s' if count > 1 else ''} (members {a} and {b}, first) join ranks that "
                        f"differ in several network dimensions ({', '.join(names(dims))}); their collectives' messages "
                        f"between such ranks are costed on the first, {names(dims)[0]}, alone, {_COSTED}")
    return messages
