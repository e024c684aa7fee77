"""hespas: predict distributed ML step time from StableHLO with MLIR passes."""

__version__ = "0.1.0"
