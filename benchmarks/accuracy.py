"""Accuracy of hespas's analytical estimators against IREE measurements on the host CPU.

    python benchmarks/accuracy.py                      # calibrate, then evaluate (a few minutes on 2 cores)
    python benchmarks/accuracy.py --quick              # fewer regions, the quick calibration suite
    python benchmarks/accuracy.py --preset host.toml   # evaluate an existing calibrated preset

Ground truth: each region (the unit hespas-partition outlines) compiled by IREE
for llvm-cpu and timed on the host (``--device``, default ``local-sync``: one
thread, stable on a shared machine), exactly as ``hespas-profile`` measures.
Predictions: ``roofline`` and ``calibrated`` (hespas-annotate-costs) on the
host-cpu preset, after hespas-fuse, the default pipeline. The calibration is
fitted on the micro-benchmarks of ``hespas calibrate`` only, never on the
evaluated programs.

Programs: hespas's own examples (a matmul chain, an MLP training step, a
transformer block, convolution blocks forward and backward), exported from JAX
here, and the shared workloads (``--workloads``): every region of the small JAX
step, a seeded sample of the ResNet regions (regions are cut at ``--max-region-ms``
of roofline time so that one measurement stays short). Steps: an example's whole
program is measured as one module; a shared workload's step is the sum over its
measured regions. The table reports median and p90 relative error |pred - meas| / meas.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

from hespas.calibrate import calibrate
from hespas.costs.annotate import COST_ATTR, CostAnnotator
from hespas.costs.calibrated import CalibratedRoofline
from hespas.costs.calibration_table import parse_calibration
from hespas.costs.roofline import Roofline
from hespas.fusion import fuse_module
from hespas.hardware import load_hardware
from hespas.ir import ir, make_context, parse_module, read_module_bytes, decode_source
from hespas.partition import HASH_ATTR, REGION_ATTR, partition_module
from hespas.profile import make_backend
from hespas.profile.cache import ProfileCache
from hespas.profile.extract import extract_region
from hespas.profile.profiler import Job, Profiler, warn_failures

SHARED = Path(__file__).resolve().parents[2] / "shared" / "workloads"
SHARED_FILES = ("jax_example.mlir", "resnet_18_train_step_4_devices.mlir", "resnet_34_train_step_4_devices.mlir",
                "resnet_50_train_step_4_devices_1024_batch.mlir", "resnet_50_inference_step_4_devices_1024_batch.mlir")
MIN_REGION_NS, MAX_REGION_OPS = 20_000, 150


@dataclass
class Program:
    name: str
    text: str
    whole_step: bool  # measure the whole program as one module (single-device examples)


@dataclass
class Sample:
    program: str
    kind: str  # "region" or "step"
    measured_ns: float
    roofline_ns: float
    calibrated_ns: float


def own_examples(quick: bool) -> list[Program]:
    f32 = jnp.float32
    scale = 1 if quick else 2

    def lower(function, *shapes):
        return jax.jit(function).lower(*[jax.ShapeDtypeStruct(s, f32) for s in shapes]).as_text()

    def matmul_chain(x, w1, w2, w3):
        return jax.nn.relu(jax.nn.relu(x @ w1) @ w2) @ w3

    def mlp_loss(params, x, y):
        h = x
        for i, (w, b) in enumerate(params):
            h = h @ w + b
            if i < len(params) - 1:
                h = jax.nn.gelu(h)
        return jnp.mean(jax.nn.log_softmax(h) * y)

    def mlp_step(w1, b1, w2, b2, w3, b3, x, y):
        params = [(w1, b1), (w2, b2), (w3, b3)]
        grads = jax.grad(mlp_loss)(params, x, y)
        return jax.tree.map(lambda p, g: p - 1e-3 * g, params, grads)

    def layer_norm(x):
        mean = x.mean(-1, keepdims=True)
        return (x - mean) * jax.lax.rsqrt(((x - mean) ** 2).mean(-1, keepdims=True) + 1e-6)

    def transformer_block(x, wq, wk, wv, wo, w1, w2):
        batch, seq, dim = x.shape
        heads = 4
        h = layer_norm(x)
        q, k, v = ((h @ w).reshape(batch, seq, heads, dim // heads) for w in (wq, wk, wv))
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(dim // heads)
        attention = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v).reshape(batch, seq, dim)
        x = x + attention @ wo
        return x + jax.nn.gelu(layer_norm(x) @ w1) @ w2

    def conv(x, w):
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def conv_block(x, w1, w2, gamma, beta):
        h = conv(x, w1)
        h = jax.nn.relu((h - h.mean((0, 1, 2))) * jax.lax.rsqrt(h.var((0, 1, 2)) + 1e-5) * gamma + beta)
        return jax.nn.relu(x + conv(h, w2))

    def conv_step(x, w1, w2, gamma, beta):
        grads = jax.grad(lambda *p: jnp.mean(conv_block(x, *p) ** 2), argnums=(0, 1))(w1, w2, gamma, beta)
        return w1 - 1e-3 * grads[0], w2 - 1e-3 * grads[1]

    n, d, c = 128 * scale, 256 * scale, 32 * scale
    return [
        Program("matmul chain", lower(matmul_chain, (n, d), (d, 2 * d), (2 * d, 2 * d), (2 * d, d)), True),
        Program("MLP training step", lower(mlp_step, (d, 2 * d), (2 * d,), (2 * d, 2 * d), (2 * d,), (2 * d, 64),
                                           (64,), (n, d), (n, 64)), True),
        Program("transformer block", lower(transformer_block, (2, n, d), (d, d), (d, d), (d, d), (d, d),
                                           (d, 4 * d), (4 * d, d)), True),
        Program("conv block", lower(conv_block, (8, 28, 28, c), (3, 3, c, c), (3, 3, c, c), (c,), (c,)), True),
        Program("conv block training step", lower(conv_step, (4, 28, 28, c), (3, 3, c, c), (3, 3, c, c), (c,), (c,)),
                True),
    ]


def shared_workloads() -> list[Program]:
    programs = []
    for name in SHARED_FILES:
        path = SHARED / name
        if path.exists():
            programs.append(Program(name.removesuffix(".mlir"), decode_source(read_module_bytes(str(path)), name),
                                    False))
    return programs


def evaluate(program: Program, host, calibrated_hw, profiler: Profiler, samples: int, max_region_ns: float,
             rng: random.Random) -> list[Sample]:
    context = make_context()
    with context:
        module = parse_module(program.text, context, program.name)
        op = module.operation
        fuse_module(op)
        step_job = None
        if program.whole_step:
            step = extract_region(_entry(op))
            step_job = Job("accuracy-step:" + hashlib.sha256(step.text.encode()).hexdigest()[:16], step)
        step_roofline = CostAnnotator(Roofline(host)).annotate_module(op).time_ns
        if program.whole_step:  # cut a small example into a few regions
            max_region_ns = min(max_region_ns, step_roofline / 4)
        partition_module(op, 1000.0, max_region_ns)
        regions = _distinct_regions(op)
        roofline = {h: _time_ns(f) for h, f in regions.items()}
        calibration = parse_calibration(calibrated_hw.calibration)
        step_calibrated = CostAnnotator(CalibratedRoofline(calibrated_hw, calibration)).annotate_module(op).time_ns
        calibrated = {h: _time_ns(f) for h, f in regions.items()}
        everything = program.whole_step or len(regions) <= 12
        chosen = _sample(regions, roofline, samples, rng, max_region_ns, everything)
        jobs = [Job(h, extract_region(regions[h])) for h in chosen] + ([step_job] if step_job else [])
    outcomes = profiler.measure(jobs)
    warn_failures(outcomes)
    result = [Sample(program.name, "region", outcomes[h].time_ns, roofline[h], calibrated[h])
              for h in chosen if outcomes[h].time_ns]
    if step_job is not None and outcomes[step_job.content_hash].time_ns:
        result.append(Sample(program.name, "step", outcomes[step_job.content_hash].time_ns, step_roofline,
                             step_calibrated))
    elif result and len(chosen) == len(regions):
        result.append(Sample(program.name, "step (sum of regions)", sum(s.measured_ns for s in result),
                             sum(s.roofline_ns for s in result), sum(s.calibrated_ns for s in result)))
    return result


def _entry(module_op):
    functions = {ir.StringAttr(view.operation.attributes["sym_name"]).value: view.operation
                 for view in module_op.regions[0].blocks[0].operations if view.operation.name == "func.func"}
    return functions["main"]


def _distinct_regions(module_op) -> dict:
    regions = {}
    for view in module_op.regions[0].blocks[0].operations:
        func = view.operation
        if REGION_ATTR in func.attributes:
            regions.setdefault(ir.StringAttr(func.attributes[HASH_ATTR]).value, func)
    return regions


def _time_ns(func) -> float:
    return ir.FloatAttr(ir.DictAttr(func.attributes[COST_ATTR])["time_ns"]).value


def _sample(regions: dict, roofline: dict, samples: int, rng: random.Random, max_region_ns: float,
            everything: bool) -> list[str]:
    if everything:
        return list(regions)
    eligible = [h for h in regions if MIN_REGION_NS <= roofline[h] <= max_region_ns
                and _op_count(regions[h]) <= MAX_REGION_OPS]
    return rng.sample(eligible, min(samples, len(eligible)))


def _op_count(func) -> int:
    count = 0

    def visit(_):
        nonlocal count
        count += 1
        return ir.WalkResult.ADVANCE

    func.walk(visit)
    return count


def errors(samples: list[Sample], estimator: str) -> np.ndarray:
    predicted = np.array([getattr(s, f"{estimator}_ns") for s in samples])
    measured = np.array([s.measured_ns for s in samples])
    return np.abs(predicted - measured) / measured


def table(samples: list[Sample]) -> str:
    groups = [("regions, own examples", lambda s: s.kind == "region" and not s.program.startswith(("jax_", "resnet"))),
              ("regions, shared workloads", lambda s: s.kind == "region" and s.program.startswith(("jax_", "resnet"))),
              ("regions, all", lambda s: s.kind == "region"),
              ("steps (whole program measured)", lambda s: s.kind == "step"),
              ("steps (sum of measured regions)", lambda s: s.kind == "step (sum of regions)")]
    lines = ["| what | n | roofline median | roofline p90 | calibrated median | calibrated p90 |",
             "|---|---:|---:|---:|---:|---:|"]
    for label, keep in groups:
        chosen = [s for s in samples if keep(s)]
        if chosen:
            cells = []
            for estimator in ("roofline", "calibrated"):
                e = errors(chosen, estimator)
                cells += [f"{np.median(e):.0%}", f"{np.percentile(e, 90):.0%}"]
            lines.append(f"| {label} | {len(chosen)} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def detail(samples: list[Sample]) -> str:
    lines = [f"{'program':<46} {'kind':<22} {'measured us':>12} {'roofline us':>12} {'calibrated us':>14}"]
    for s in samples:
        lines.append(f"{s.program:<46} {s.kind:<22} {s.measured_ns / 1e3:>12.1f} {s.roofline_ns / 1e3:>12.1f} "
                     f"{s.calibrated_ns / 1e3:>14.1f}")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer and smaller programs, the quick calibration")
    parser.add_argument("--preset", help="a calibrated preset to evaluate (default: calibrate now)")
    parser.add_argument("--device", default="local-sync", help="llvm-cpu device (local-sync or local-task)")
    parser.add_argument("--samples", type=int, default=6, help="regions sampled per ResNet workload")
    parser.add_argument("--max-region-ms", type=float, default=30.0, help="cut regions at this roofline time")
    parser.add_argument("--no-workloads", action="store_true", help="only hespas's own examples")
    parser.add_argument("--repetitions", type=int, default=5)
    args = parser.parse_args(argv)
    started = time.time()
    host = load_hardware("host-cpu")
    profiler = Profiler(make_backend("iree", "llvm-cpu", args.device), ProfileCache(), args.repetitions)
    if args.preset:
        calibrated_hw = load_hardware(args.preset)
    else:
        calibration, _ = calibrate(host, profiler, quick=args.quick)
        calibrated_hw = _with_calibration(host, calibration)
    programs = own_examples(args.quick) + ([] if args.no_workloads else shared_workloads())
    rng = random.Random(0)
    samples = []
    for program in programs:
        print(f"{program.name} ...", file=sys.stderr, flush=True)
        samples += evaluate(program, host, calibrated_hw, profiler, 2 if args.quick else args.samples,
                            args.max_region_ms * 1e6, rng)
    print(detail(samples))
    print()
    print(f"IREE {profiler.backend.version}, llvm-cpu, {profiler.backend.device_key}; "
          f"{time.time() - started:.0f} s")
    print(table(samples))
    return 0


def _with_calibration(host, calibration):
    import dataclasses

    return dataclasses.replace(host, name=host.name + "-calibrated", calibration=calibration.to_table())


if __name__ == "__main__":
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    sys.exit(main())
