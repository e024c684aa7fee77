"""A sweep point's record: one flat dict, the columns of results.csv and the keys of results.jsonl.

The columns and their order are the contract with the sweep reports
(``hespas.report.sweep_charts``, ``hespas.report.sweep_html``). Figures:

- ``step_time_ms``: the slowest rank's finish; ``compute_ms`` and ``exposed_comm_ms`` that rank's split;
- ``model_tflop``: the module's FLOPs (``hespas.totals``, per device) times the ranks, / 1e12;
- ``mfu``: model FLOPs / (step time x the hardware's peak for the program's dominant dtype x ranks),
  the dominant dtype being the element type most matrix-op FLOPs are done in (``hespas.sweep.lowering``)
  and the peak that of the matrix units for it (``Hardware.peak_flops_per_s(dtype, True, use_tf32=True)``:
  f32 at the hardware's reduced-precision f32 matmul rate, TF32 on NVIDIA GPUs);
- ``throughput``: ``batch_per_device`` x ranks / step time, when the workload gives a batch;
- ``peak_memory_GiB``: the per-device peak of hespas-memory; ``memory_capacity_GiB`` the hardware's;
- ``speedup``: the baseline point's step time / this one's (filled in when the sweep ends).
"""

from __future__ import annotations

COLUMNS = ("point", "workload", "hardware", "system", "nodes", "ranks", "estimator", "options", "status", "error",
           "step_time_ms", "compute_ms", "exposed_comm_ms", "model_tflop", "dominant_dtype", "mfu", "throughput",
           "throughput_unit", "peak_memory_GiB", "memory_capacity_GiB", "fits", "speedup")


def base_record(point, system_name: str, nodes: int, ranks: int | None) -> dict:
    """The record's identity columns, every figure null and status "error" until filled."""
    record = dict.fromkeys(COLUMNS)
    record.update(point=point.point_id, workload=point.workload.name, hardware=point.hardware, system=system_name,
                  nodes=nodes, ranks=ranks, estimator=point.estimator, options=point.options, status="error")
    return record


def error_record(point, system_name: str, nodes: int, ranks: int | None, error: str) -> dict:
    record = base_record(point, system_name, nodes, ranks)
    record["error"] = error.splitlines()[0] if error else "error"
    return record


def ok_record(point, system_name: str, nodes: int, program, result, hardware) -> dict:
    """The record of ``program`` (a ``LoweredProgram``) simulated to ``result`` on ``hardware``'s peaks."""
    step = program.step
    ranks = step.num_ranks
    slowest = max(result, key=lambda rank: (rank.finish_ns, -rank.rank))
    step_ns = result.max_finish_ns
    record = base_record(point, system_name, nodes, ranks)
    flops = float(step.totals.flops) * ranks
    # use_tf32: an f32 dot at XLA's default precision runs on TF32 tensor cores (the cost rules' reading too)
    peak = hardware.peak_flops_per_s(program.dominant_dtype, True, use_tf32=True) if program.dominant_dtype else 0.0
    step_s = step_ns / 1e9
    peak_bytes = step.memory.get("peak_bytes")
    capacity_GiB = hardware.memory_capacity_GiB
    record.update(
        status="ok", step_time_ms=step_ns / 1e6, compute_ms=slowest.compute_ns / 1e6,
        exposed_comm_ms=slowest.exposed_comm_ns / 1e6, model_tflop=flops / 1e12,
        dominant_dtype=program.dominant_dtype or None,
        mfu=flops / (step_s * peak * ranks) if step_s > 0 and peak > 0 and flops > 0 else None,
        peak_memory_GiB=None if peak_bytes is None else peak_bytes / 2**30, memory_capacity_GiB=capacity_GiB,
        fits=None if peak_bytes is None else peak_bytes <= hardware.memory_capacity_bytes)
    batch = point.workload.batch_per_device
    if batch is not None and step_s > 0:
        record.update(throughput=batch * ranks / step_s, throughput_unit=point.workload.unit)
    return record


def fill_speedups(records: list[dict], points_by_id: dict, baseline: dict) -> None:
    """Set every record's speedup against its baseline point (``hespas.sweep.spec.baseline_of``); None
    everywhere without a baseline (a record read back from an earlier run of the sweep keeps none of its)."""
    from hespas.sweep.spec import baseline_of

    if not baseline:
        for record in records:
            record["speedup"] = None
        return
    by_axes = {}
    for record in records:
        point = points_by_id.get(record["point"])
        if point is not None:
            by_axes[_axes_key(point.axis_values())] = record
    for record in records:
        point = points_by_id.get(record["point"])
        record["speedup"] = None
        if point is None or record["status"] != "ok":
            continue
        reference = by_axes.get(_axes_key(baseline_of(point, baseline)))
        if reference is not None and reference["status"] == "ok" and record["step_time_ms"]:
            record["speedup"] = reference["step_time_ms"] / record["step_time_ms"]


def _axes_key(values: dict) -> str:
    return repr(sorted(values.items()))
