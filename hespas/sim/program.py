"""The simulator's input: the program representation of ``hespas.program``, under the names the
simulator's modules import."""

from hespas.program.nodes import (COLLECTIVE, COMPUTE, NOOP, RECV, REPLAY, SEND, CollectiveOp, NodeCost, PeerOp,
                                  ProgramNode, RankProgram)

__all__ = ["COLLECTIVE", "COMPUTE", "NOOP", "RECV", "REPLAY", "SEND", "CollectiveOp", "NodeCost", "PeerOp",
           "ProgramNode", "RankProgram"]
