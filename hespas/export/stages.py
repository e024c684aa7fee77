"""The stages at which XLA's HLO of a program is read back (``hespas.export.hlo`` says what each holds),
named apart from the exporter so that the loaders can check a stage without importing XLA's converter."""

STAGES = ("partitioned", "optimized")
DEFAULT_STAGE = "partitioned"
