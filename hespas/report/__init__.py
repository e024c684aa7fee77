"""Reports of a simulated step: the time breakdown, and its text, JSON, Perfetto-trace and plot forms.

``breakdown(result, programs)`` reads a ``SimulationResult`` recorded with
``record_timeline=True`` (given the comm groups and network dimensions it was
simulated with, it names each collective's members, see ``groups``); the writers
take the ``Breakdown`` and a ``RunInfo`` (what was simulated, on what).
"""

from hespas.report.breakdown import (NODE_INFO_KEYS, AgentBreakdown, Breakdown, CollectiveRow, CollectiveTotal,
                                     ComputeRow, RankDetail, RunInfo, aggregate_collectives, breakdown,
                                     describe_system)

__all__ = ["NODE_INFO_KEYS", "AgentBreakdown", "Breakdown", "CollectiveRow", "CollectiveTotal", "ComputeRow",
           "RankDetail", "RunInfo", "aggregate_collectives", "breakdown", "describe_system"]
