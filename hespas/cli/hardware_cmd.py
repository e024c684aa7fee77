"""`hespas hardware`: list the hardware presets; `hespas hardware show NAME` prints one in full."""

from __future__ import annotations

import json

from hespas.costs.calibration_table import parse_calibration
from hespas.hardware import Hardware, list_hardware_presets, load_hardware

NAME = "hardware"
HELP = "List the hardware presets, or show one."


def add_arguments(parser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    about = "Print one preset or hardware file in full."
    show = actions.add_parser("show", help=about, description=about)
    show.add_argument("hardware", metavar="NAME", help="a preset name or alias, or the path of a hardware .toml file")
    show.add_argument("--json", action="store_true", help="print JSON (TFLOPS, GB/s, GiB and bytes, ns)")


def run(args) -> int:
    if args.action == "show":
        hardware = load_hardware(args.hardware)
        print(json.dumps(hardware.to_json_dict(), indent=2) if args.json else _describe(hardware))
    else:
        print(_table([load_hardware(name) for name in list_hardware_presets()]))
    return 0


def _number(value: float) -> str:
    return f"{value:.5g}"


def _table(presets: list[Hardware]) -> str:
    header = ("NAME", "ALIASES", "BF16 TFLOPS", "F32 TFLOPS", "MEMORY GB/s", "CAPACITY GiB")
    rows = [header]
    for hw in presets:
        bf16 = hw.peak_flops_per_s("bf16", is_matmul=True) / 1e12
        rows.append(
            (
                hw.name,
                ", ".join(hw.aliases),
                _number(bf16),
                _number(hw.peak_TFLOPS["f32"]),
                _number(hw.memory_bandwidth_GBps),
                _number(hw.memory_capacity_GiB),
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = []
    for row in rows:
        cells = [row[i].ljust(widths[i]) if i < 2 else row[i].rjust(widths[i]) for i in range(len(row))]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def _rates(table) -> str:
    return "  ".join(f"{dtype} {_number(value)}" for dtype, value in table.items()) or "(none)"


def _describe(hw: Hardware) -> str:
    fields = [
        ("aliases", ", ".join(hw.aliases) or "(none)"),
        ("peak_TFLOPS (dense)", _rates(hw.peak_TFLOPS)),
        ("vector_peak_TFLOPS", _rates(hw.vector_peak_TFLOPS)),
        ("reduced_precision_f32_matmul", hw.reduced_precision_f32_matmul or "(none: f32 matmul at the f32 rate)"),
        ("memory_bandwidth_GBps", _number(hw.memory_bandwidth_GBps)),
        ("memory_capacity_GiB", f"{_number(hw.memory_capacity_GiB)} ({hw.memory_capacity_bytes} bytes)"),
        ("launch_overhead_ns", _number(hw.launch_overhead_ns)),
        ("xla_backend", f"{hw.xla_backend} (the XLA compiler whose passes hespas models for it)"),
        ("attention", f"{hw.attention} (hespas-fuse's default for this hardware in hespas simulate)"),
        ("efficiency", "; ".join(f"{name} {_number(c.efficiency_max)} x / (x + {c.half_size:g} {c.axis})"
                                 for name, c in hw.efficiency.items()) or "(none: kernels at the peaks)"),
        ("nchw_convolution_dtypes", ", ".join(hw.nchw_convolution_dtypes) + " (cuDNN transposes these Tensor Core"
         " convolutions to and from NHWC)" if hw.nchw_convolution_dtypes else "(none)"),
    ]
    cores = hw.gpu_cores
    if cores is not None:
        fields.append(("gpu_cores", f"{cores.sm_count} SMs at {_number(cores.clock_GHz)} GHz;"
                                    f" {cores.threads_per_sm} threads and {cores.fp32_lanes_per_sm} FP32 lanes per SM;"
                                    f" {_number(cores.memory_bytes_per_clock)} B per SM per clock;"
                                    f" {cores.threads_per_warp}-thread warps"))
    multiples = hw.tensor_core_channel_multiple
    if multiples:
        fields.append(("tensor_core_channel_multiple", ", ".join(f"{dtype} {n}" for dtype, n in multiples.items())
                       + " (channel multiples of cuDNN's Tensor Core convolutions)"))
    array = hw.systolic_array
    if array is not None:
        fields.append(
            (
                "systolic_array",
                f"{array.arrays_per_chip} x {array.rows}x{array.cols} {array.dataflow}"
                f" at {_number(array.clock_MHz)} MHz;"
                f" SRAM KiB ifmap {_number(array.ifmap_sram_KiB)}, filter {_number(array.filter_sram_KiB)},"
                f" ofmap {_number(array.ofmap_sram_KiB)}",
            )
        )
    if hw.fused_attention is not None:
        fields.append(("fused_attention", _attention_curves(hw.fused_attention.curves)))
    if hw.calibration is not None:
        fields.append(("calibration", _calibration(parse_calibration(hw.calibration))))
    fields.append(("source", hw.source_path))
    width = max(len(label) for label, _ in fields)
    lines = [f"{hw.name}: {hw.description}"]
    for label, value in fields:
        first, *rest = value.split("\n")
        lines.append(f"  {label.ljust(width)}  {first}")
        lines.extend(f"  {' ' * width}  {line}" for line in rest)
    return "\n".join(lines)


def _attention_curves(curves) -> str:
    """One line per ``[[fused_attention]]`` curve: pass, mask, head dim, then its sequence lengths -> TFLOP/s."""
    return "\n".join(f"{c.pass_:<8} {'causal' if c.causal else 'non-causal':<10} head_dim {c.head_dim:<3}"
                     f" seq {' '.join(str(n) for n in c.sequence_lengths)}"
                     f" -> {' '.join(_number(t) for t in c.tflops)} TFLOP/s" for c in curves)


def _calibration(calibration) -> str:
    """Where the ``[calibration]`` table was measured and its per-kernel overhead, then one line per curve."""
    lines = [f"measured with {calibration.backend} {calibration.version} on {calibration.target} "
             f"({calibration.device}); kernel_overhead_ns {_number(calibration.kernel_overhead_ns)} "
             "(estimator=calibrated)"]
    for name, curve in calibration.curves.items():
        rolloff = f", x{_number(1 + curve.rolloff)} past {curve.rolloff_size:g}" if curve.rolloff else ""
        lines.append(f"{name:<24} {_number(curve.efficiency_max)} x / (x + {curve.half_size:g} {curve.axis}){rolloff}")
    return "\n".join(lines)
