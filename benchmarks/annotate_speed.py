"""Benchmark: hespas-annotate-costs against parsing + printing the same module.

Times, in one process and one run (ratios, not absolute seconds, are the result):
  parse+print           ir.Module.parse then printing the module
  annotate              the hespas-annotate-costs pass alone, on a parsed module
  parse+annotate+print  the whole hespas-opt job
for a generated module of about a million ops and for the ResNet-50 training step.
Target: annotate <= 1.5 x parse+print.

    python benchmarks/annotate_speed.py [--ops 1000000] [--repeats 3]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from hespas.ir import make_context, module_to_text, parse_module, passmanager
from hespas.passes import create_pass

RESNET50 = Path(__file__).resolve().parents[1].parent / "shared/workloads/resnet_50_train_step_4_devices_1024_batch.mlir"

# A repeating block of typical ops: a matmul, a bias broadcast, elementwise work,
# a transcendental, a reduction, a transpose and a reshape (11 ops per block).
_BLOCK = """\
    %d{i} = stablehlo.dot_general %x{p}, %w, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x256xf32>) -> tensor<128x256xf32>
    %b{i} = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<256xf32>) -> tensor<128x256xf32>
    %a{i} = stablehlo.add %d{i}, %b{i} : tensor<128x256xf32>
    %m{i} = stablehlo.multiply %a{i}, %a{i} : tensor<128x256xf32>
    %e{i} = stablehlo.exponential %m{i} : tensor<128x256xf32>
    %c{i} = stablehlo.convert %e{i} : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %v{i} = stablehlo.convert %c{i} : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %r{i} = stablehlo.reduce(%v{i} init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<128x256xf32>, tensor<f32>) -> tensor<128xf32>
    %t{i} = stablehlo.transpose %v{i}, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %s{i} = stablehlo.reshape %t{i} : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %x{i} = stablehlo.maximum %s{i}, %a{i} : tensor<128x256xf32>
"""
OPS_PER_BLOCK = 12  # the reduce carries a one-op body


def generated_module(num_ops: int) -> str:
    blocks = max(1, num_ops // OPS_PER_BLOCK)
    lines = [
        "func.func @main(%x0: tensor<128x256xf32>, %w: tensor<256x256xf32>, %bias: tensor<256xf32>) -> tensor<128x256xf32> {",
        "    %zero = stablehlo.constant dense<0.0> : tensor<f32>",
    ]
    for i in range(1, blocks + 1):
        lines.append(_BLOCK.format(i=i, p=i - 1).rstrip("\n"))
    lines.append(f"    return %x{blocks} : tensor<128x256xf32>")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _timed(function, repeats: int) -> float:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def measure(name: str, text: str, repeats: int, hardware: str) -> dict:
    context = make_context()

    def parse_print():
        module_to_text(parse_module(text, context))

    def annotate_only():
        module = parse_module(text, context)
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", f"hardware={hardware}").add_to(pm)
        start = time.perf_counter()
        with context:
            pm.run(module.operation)
        annotate_only.seconds.append(time.perf_counter() - start)

    annotate_only.seconds = []

    def whole_job():
        module = parse_module(text, context)
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", f"hardware={hardware}").add_to(pm)
        with context:
            pm.run(module.operation)
        module_to_text(module)

    op_count = []
    parse_module(text, context).operation.walk(lambda op: op_count.append(1) or 0)
    base = _timed(parse_print, repeats)
    for _ in range(repeats):
        annotate_only()
    annotate = statistics.median(annotate_only.seconds)
    whole = _timed(whole_job, repeats)
    return {"name": name, "ops": len(op_count), "parse_print_s": base, "annotate_s": annotate,
            "whole_s": whole, "annotate_ratio": annotate / base, "whole_ratio": whole / base}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=1_000_000, help="size of the generated module")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--hardware", default="h100")
    args = parser.parse_args()
    cases = [("generated", generated_module(args.ops))]
    if RESNET50.exists():
        cases.append(("resnet50-train", RESNET50.read_text()))
    print(f"{'module':<16}{'ops':>10}{'parse+print s':>15}{'annotate s':>12}{'ratio':>8}"
          f"{'whole job s':>13}{'ratio':>8}")
    for name, text in cases:
        row = measure(name, text, args.repeats, args.hardware)
        print(f"{row['name']:<16}{row['ops']:>10}{row['parse_print_s']:>15.3f}{row['annotate_s']:>12.3f}"
              f"{row['annotate_ratio']:>8.2f}{row['whole_s']:>13.3f}{row['whole_ratio']:>8.2f}")


if __name__ == "__main__":
    main()
