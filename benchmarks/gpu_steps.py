"""Benchmark (needs a GPU for its numbers): the validation set's training steps, one device's program, run by JAX
on a real GPU, against hespas's prediction of the same program.

The published anchors are runs of other frameworks (PyTorch eager for ResNet-50) or of other programs (Pax), so
they check hespas's model of XLA:GPU only indirectly. This measures what hespas models: the set's own JAX
programs, compiled by XLA:GPU and timed on the GPU. It has two halves, because the lent GPU machine has JAX but
not hespas's other dependencies, and no network:

    measure  (on the GPU machine: JAX and the set's models only, no hespas import)
             python benchmarks/gpu_steps.py measure --validation DIR -o OUT/measured.json [--cases ...]
    compare  (here: hespas's prediction of each measured program on the measured GPU's preset)
             python benchmarks/gpu_steps.py compare measured.json [--hardware PRESET]

``measure`` runs each case's ``train_step`` (``CASES``) on one device: the spec's mesh with every axis of size
1 and every input's sharded dimensions divided by their axes' sizes, which is the program each device of the
spec's mesh runs but for its collectives. Inputs are random (normal floats, token and label ids in range). It
compiles the step, runs ``--warmup`` steps, then ``--steps`` steps back to back with the updated state fed
back (as a training loop does: the state is donated) and reports their mean wall time. It then traces
``--trace-steps`` more steps with ``jax.profiler`` and sums the GPU's kernels from the Perfetto trace: their
count and time per step, and time by class (library GEMM/convolution, XLA fusion, other). The JSON records
the device, JAX's version and the XLA flags.

``compare`` costs the set's export of the same program (``validation/mlir/CASE.mlir``) as ``hespas simulate``
does and prints, per case: measured step and kernel time, hespas's compute, their ratio, kernel counts, and
time by class. For the data-parallel Pax export, hespas's figure is one device's compute (its all-reduces are
left out, as on one GPU).
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import re
import shutil
import sys
import time
import tomllib
from pathlib import Path

# case -> model file under validation/models (the spec is validation/specs/CASE.toml)
CASES = {
    "dle_rn50_amp_b256_1gpu": "resnet50.py",
    "dle_rn50_tf32_b256_1gpu": "resnet50.py",
    "pax_gpt126m_dp8": "transformer.py",
    "pax_gpt126m_dp8_scan": "transformer.py",
}
# Kernel classes by kernel name, as CUDA libraries and XLA:GPU name them: NCCL's; cuBLAS/cuBLASLt/CUTLASS GEMMs
# (XLA's Triton GEMM fusions too), cuDNN convolutions and fused attention; then XLA's own fused kernels (emitted
# with the fusion's name, e.g. loop_convert_fusion).
LIBRARY = re.compile(r"gemm|xmma|cutlass|cublas|cudnn|wgrad|dgrad|fprop|flash|fmha", re.IGNORECASE)
FUSION = re.compile(r"fusion|loop_|input_|reduce|transpose|copy|concatenate|slice|scatter|gather", re.IGNORECASE)
COLLECTIVE = re.compile(r"nccl", re.IGNORECASE)


def per_device_inputs(spec: dict, batch: int | None = None) -> list[tuple[str, tuple[int, ...], str]]:
    """(name, shape, dtype) of every input of a TOML spec's [[inputs]], each sharded dimension divided by the
    size of the mesh axes it is sharded over: what one device of the spec's mesh holds. ``batch``, if given,
    replaces the leading dimension of every input sharded along it (a smaller step, to try the script on a
    CPU)."""
    mesh = spec["mesh"]
    inputs = []
    for entry in spec["inputs"]:
        shape = list(entry["shape"])
        sharding = entry.get("sharding", [])
        if batch is not None and sharding and sharding[0]:
            shape[0] = batch * math.prod(mesh[axis] for axis in ([sharding[0]] if isinstance(sharding[0], str)
                                                                 else sharding[0]))
        for dim, axes in enumerate(sharding):
            axes = [axes] if isinstance(axes, str) else axes
            size = math.prod(mesh[axis] for axis in axes)
            if shape[dim] % size:
                raise ValueError(f"input '{entry.get('name')}': dimension {dim} ({shape[dim]}) is not divisible "
                                 f"by its mesh axes' size {size}")
            shape[dim] //= size
        inputs.append((entry.get("name", f"input{len(inputs)}"), tuple(shape), entry["dtype"]))
    return inputs


def kernel_summary(trace: dict, steps: int) -> dict:
    """Per step: the GPU's kernels in a Perfetto/Chrome trace (complete events on the tracks of processes whose
    name holds ``/device:GPU``, and of those tracks, where any is named for a CUDA stream, only the streams':
    the profiler's derived lines, XLA modules and ops, span the same kernels again): count, time, and time by
    class; and the ten longest kernels by total time."""
    events = trace.get("traceEvents", [])
    device_pids = {event["pid"] for event in events
                   if event.get("ph") == "M" and event.get("name") == "process_name"
                   and "/device:GPU" in str(event.get("args", {}).get("name", ""))}
    stream_tracks = {(event["pid"], event.get("tid")) for event in events
                     if event.get("ph") == "M" and event.get("name") == "thread_name"
                     and event.get("pid") in device_pids
                     and "stream" in str(event.get("args", {}).get("name", "")).lower()}
    totals: dict[str, float] = {}
    count = 0
    for event in events:
        if event.get("ph") != "X" or event.get("pid") not in device_pids:
            continue
        if stream_tracks and (event["pid"], event.get("tid")) not in stream_tracks:
            continue
        name = str(event.get("name", ""))
        if "memcpy" in name.lower() or "memset" in name.lower():
            continue
        totals[name] = totals.get(name, 0.0) + float(event.get("dur", 0.0))
        count += 1
    by_class = {"library": 0.0, "fusion": 0.0, "collective": 0.0, "other": 0.0}
    for name, microseconds in totals.items():
        kind = ("collective" if COLLECTIVE.search(name) else "library" if LIBRARY.search(name)
                else "fusion" if FUSION.search(name) else "other")
        by_class[kind] += microseconds
    top = sorted(totals.items(), key=lambda item: -item[1])[:10]
    return {"kernels_per_step": count / steps, "kernel_ms_per_step": sum(totals.values()) / steps / 1e3,
            "ms_per_step_by_class": {kind: value / steps / 1e3 for kind, value in by_class.items()},
            "top_kernels_ms_per_step": [(name, value / steps / 1e3) for name, value in top]}


def measure(args) -> int:
    import jax

    results = {"device": jax.devices()[0].device_kind, "platform": jax.devices()[0].platform,
               "jax": jax.__version__, "xla_flags": os.environ.get("XLA_FLAGS", ""), "cases": {}}
    for case in args.cases:
        try:
            record = _measure_case(case, args)
            print(f"{case:28} {record['step_ms']:10.2f} ms/step  (compile {record['compile_s']:.1f} s)", flush=True)
        except Exception as error:  # a case that fails on the device (out of memory, a compile error) is recorded
            lines = [line for line in str(error).splitlines() if line.strip()]
            record = {"error": f"{type(error).__name__}: {lines[0] if lines else ''}"}
            print(f"{case:28} failed: {record['error']}", flush=True)
        results["cases"][case] = record
        # after every case, so that a run stopped at its time limit keeps what it measured
        Path(args.output).write_text(json.dumps(results, indent=1), encoding="utf-8")
    print(f"wrote {args.output}")
    return 0


def _measure_case(case: str, args) -> dict:
    import importlib.util

    import jax
    import jax.numpy as jnp
    import numpy as np

    validation = Path(args.validation)
    dtypes = {"f32": jnp.float32, "bf16": jnp.bfloat16, "f16": jnp.float16, "i32": jnp.int32}
    spec = tomllib.loads((validation / "specs" / f"{case}.toml").read_text(encoding="utf-8"))
    module_spec = importlib.util.spec_from_file_location(f"model_{case}", validation / "models" / CASES[case])
    model = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(model)
    static = spec.get("static", {})
    inputs = per_device_inputs(spec, args.batch)
    vocab = static.get("vocab", 1000)
    rng = np.random.default_rng(0)
    arrays = []
    for name, shape, dtype in inputs:
        if dtype == "i32":
            high = vocab if name in ("tokens", "labels") and "vocab" in static else 1000
            arrays.append(jnp.asarray(rng.integers(0, high, size=shape), dtype=jnp.int32))
        else:
            values = rng.standard_normal(size=shape, dtype=np.float32) * 0.02
            arrays.append(jnp.asarray(values, dtype=dtypes[dtype]))
    donated = tuple(i for i, entry in enumerate(spec["inputs"]) if entry.get("donate"))
    mesh = jax.make_mesh(tuple(1 for _ in spec["mesh"]), tuple(spec["mesh"]),
                         axis_types=(jax.sharding.AxisType.Auto,) * len(spec["mesh"]))
    state_count = len(donated)
    with _mesh_context(jax, mesh):
        started = time.perf_counter()
        step = jax.jit(lambda *xs: model.train_step(*xs, **static), donate_argnums=donated).lower(*arrays).compile()
        compile_s = time.perf_counter() - started

        def run(count: int, arrays: list) -> list:
            for _ in range(count):
                outputs = step(*arrays)
                arrays = list(outputs[:state_count]) + arrays[state_count:]
            jax.block_until_ready(arrays)
            return arrays

        arrays = run(args.warmup, arrays)
        started = time.perf_counter()
        arrays = run(args.steps, arrays)
        step_ms = (time.perf_counter() - started) / args.steps * 1e3
        record = {"step_ms": step_ms, "steps": args.steps, "compile_s": compile_s, "batch": args.batch,
                  "inputs": [[name, list(shape), dtype] for name, shape, dtype in inputs],
                  "xla_fusions": (step.as_text() or "").count(" fusion(")}
        if args.trace_steps:
            trace_dir = Path(args.trace_dir) / case
            with jax.profiler.trace(str(trace_dir), create_perfetto_trace=True):
                arrays = run(args.trace_steps, arrays)
            traces = sorted(trace_dir.rglob("perfetto_trace.json.gz"))
            if traces and args.keep_traces:
                shutil.copyfile(traces[-1], Path(args.output).with_name(f"{case}.perfetto_trace.json.gz"))
            if traces:
                with gzip.open(traces[-1], "rt", encoding="utf-8") as stream:
                    record["trace"] = kernel_summary(json.load(stream), args.trace_steps)
    return record


def _mesh_context(jax, mesh):
    """``mesh`` as the current mesh, across JAX versions (``jax.set_mesh``; earlier ``jax.sharding.use_mesh``)."""
    if hasattr(jax, "set_mesh"):
        return jax.set_mesh(mesh)
    return jax.sharding.use_mesh(mesh)


def preset_for(device: str) -> str:
    """The hardware preset of a JAX ``device_kind`` (e.g. 'NVIDIA H100 80GB HBM3' -> 'h100')."""
    text = device.lower()
    for marker, preset in (("h200", "h200"), ("h100", "h100"), ("b200", "b200"), ("a100", "a100"),
                           ("mi300x", "mi300x")):
        if marker in text:
            return preset
    raise ValueError(f"no hardware preset known for device '{device}': pass --hardware")


def compare(args) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from kernel_breakdown import MATMUL_OPS, kernels  # noqa: E402  (a sibling script)

    from hespas.comm import comm_kind

    measured = json.loads(Path(args.measured).read_text(encoding="utf-8"))
    hardware = args.hardware or preset_for(measured["device"])
    validation = Path(args.validation)
    # XLA:GPU rewrites written-out attention into cuDNN's fused kernel only when this flag asks it to
    attention = "fused" if "--xla_gpu_enable_cudnn_fmha=true" in measured["xla_flags"] else "materialized"
    print(f"measured on {measured['device']} (JAX {measured['jax']}, XLA_FLAGS '{measured['xla_flags']}'); "
          f"hespas on '{hardware}', attention={attention}")
    print(f"{'case':28} {'step ms':>9} {'kernels ms':>10} {'hespas ms':>9} {'hespas/kernels':>14} "
          f"{'kernels':>8} {'hespas':>7}  measured library/fusion/other ms   hespas matmul/other ms")
    for case, record in measured["cases"].items():
        if "error" in record:
            print(f"{case}: not measured ({record['error']})")
            continue
        if record.get("batch") is not None:
            print(f"{case}: measured at a per-device batch of {record['batch']}, not the export's: not compared")
            continue
        _, found = kernels(str(validation / "mlir" / f"{case}.mlir"), hardware, attention)
        ours = [cost for op, cost in found if comm_kind(op) is None]  # one GPU: its collectives left out
        hespas_ms = sum(cost.time_ns for cost in ours) / 1e6
        matmul_ms = sum(cost.time_ns for op, cost in found if op.name in MATMUL_OPS) / 1e6
        trace = record.get("trace", {})
        kernel_ms = trace.get("kernel_ms_per_step", float("nan"))
        ratio = hespas_ms / kernel_ms if kernel_ms > 0 else float("nan")  # no kernel found in the trace: no ratio
        classes = trace.get("ms_per_step_by_class", {})
        print(f"{case:28} {record['step_ms']:9.2f} {kernel_ms:10.2f} {hespas_ms:9.2f} {ratio:14.2f} "
              f"{trace.get('kernels_per_step', float('nan')):8.0f} {len(ours):7d}  "
              f"{classes.get('library', float('nan')):.2f}/{classes.get('fusion', float('nan')):.2f}/"
              f"{classes.get('other', float('nan')):.2f}   {matmul_ms:.2f}/{hespas_ms - matmul_ms:.2f}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    shared = Path(os.environ.get("HESPAS_SHARED_DIR", Path(__file__).resolve().parents[2] / "shared"))
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("measure", help="time the cases with JAX on this machine's first device")
    run.add_argument("--validation", default=str(shared / "validation"), help="the validation set's folder")
    run.add_argument("--cases", nargs="+", default=list(CASES), choices=list(CASES))
    run.add_argument("--warmup", type=int, default=3)
    run.add_argument("--steps", type=int, default=10)
    run.add_argument("--trace-steps", type=int, default=3, help="steps traced with jax.profiler (0: none)")
    run.add_argument("--trace-dir", default="/tmp/gpu_steps_traces")
    run.add_argument("--keep-traces", action="store_true", help="copy each case's Perfetto trace beside the JSON")
    run.add_argument("--batch", type=int, help="per-device batch instead of the spec's (to try the script on a "
                     "CPU; the measurement is then not the anchor's program)")
    run.add_argument("-o", "--output", default="measured.json")
    check = commands.add_parser("compare", help="hespas's prediction of each measured case")
    check.add_argument("measured", help="measure's JSON")
    check.add_argument("--validation", default=str(shared / "validation"))
    check.add_argument("--hardware", help="the hardware preset (default: from the measured device's name)")
    args = parser.parse_args()
    try:
        return measure(args) if args.command == "measure" else compare(args)
    except (ValueError, OSError) as error:
        print(f"gpu_steps.py: error: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
