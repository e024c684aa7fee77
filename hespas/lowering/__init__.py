"""Lowering annotated (and usually partitioned) StableHLO to per-rank execution graphs and Chakra traces."""
