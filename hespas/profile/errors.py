"""The failure of one measurement: a region the backend cannot extract, compile or run."""


class MeasurementError(Exception):
    """One region could not be measured; the message is the reason (shared by regions failing alike)."""
