"""The program representation between the compiler side and the simulator: pure data, no MLIR,
no protobuf.

``nodes``: one rank's program (compute nodes with one ``CostRecord`` each,
collectives with their groups, sends and receives, dependencies); ``step``: a
lowered step (every rank's program, comm groups, what it was costed on);
``placement``: a step specialised for a system; ``file``: saved to and loaded from
a file.
"""
