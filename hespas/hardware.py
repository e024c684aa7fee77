"""Hardware presets: the figures a cost model needs about one device, read from TOML.

A hardware file (``hespas/presets/hardware/*.toml``, or a user's own with the
same schema) gives, for one device (one GPU, one TPU chip, the host CPU):

- ``name``, ``description``, optional ``aliases`` (short names such as ``h100``);
- ``[peak_TFLOPS]``: dense (no structured sparsity) matrix-unit peaks per type,
  keys ``f64 f32 tf32 bf16 f16 fp8 int8`` (int8 in TOPS); ``f32`` is required,
  a type the hardware lacks is omitted (or 0);
- ``[vector_peak_TFLOPS]``: optional non-tensor-unit peaks (``f64 f32 bf16 f16``)
  so elementwise work does not get tensor-core rates;
- ``reduced_precision_f32_matmul``: optional, the type the hardware's fast f32
  matmul path computes in (``tf32`` on NVIDIA and AMD, ``bf16`` on TPUs);
- ``memory_bandwidth_GBps`` (10^9 bytes/s), ``memory_capacity_GiB`` (2^30 bytes),
  ``launch_overhead_ns`` (per kernel, may be 0);
- ``nchw_convolution_dtypes``: optional, the element types (``f64 f32 bf16 f16``) whose convolutions
  XLA:GPU lays out NCHW on this GPU while cuDNN's Tensor Core kernels compute NHWC, so that each such
  convolution on the Tensor Cores also runs layout transposes of its operands and result (the roofline's
  ``transposes_ns``); default none;
- ``[tensor_core_channel_multiple]``: optional, for GPUs whose convolutions run in cuDNN: per element type
  (``f16 bf16 f32``, f32 meaning its TF32 path), the multiple that a convolution's input and output channel
  counts must be for cuDNN to run it on the Tensor Cores; a convolution that misses it (after XLA's own
  channel padding) runs on the CUDA cores (``hespas.costs.narrow_channels``); default none (no such rule);
- ``attention``: optional, ``fused`` where the device family's JAX users run attention as one
  fused kernel (hespas-fuse's ``attention`` option, which ``hespas simulate`` takes from here),
  ``materialized`` (the default) where the score tensors go to memory;
- ``[systolic_array]``: optional, for the systolic-array estimators;
- ``xla_backend``: optional, which of XLA's compilers builds the device's programs (``gpu``, ``cpu`` or ``tpu``:
  what hespas models of that compiler's passes depends on it); by default ``tpu`` with a ``[systolic_array]``,
  ``cpu`` with a ``[host_cpu]`` estimate, else ``gpu`` (a calibrated preset states its base's);
- ``[host_cpu]``: optional, parameters of an estimate from the machine this runs
  on (see ``hespas.host_cpu``); it fills in the figures the file leaves out;
- ``[calibration]``: optional, efficiency curves fitted from measurements by
  ``hespas calibrate`` (schema in ``hespas.costs.calibration_table``), for ``estimator=calibrated``;
- ``[efficiency]``: optional, the achieved (not peak) throughput the roofline uses, from published
  measurements: ``[efficiency.matmul]`` (dot and convolution FLOPs on the matrix units) and
  ``[efficiency.memory]`` (bytes a kernel moves to and from HBM), each an ``efficiency_max`` in
  (0, 1] and a ``half_size`` (FLOPs or bytes) of the curve ``efficiency(x) = efficiency_max * x /
  (x + half_size)``: the form of ``hespas.costs.calibration_table.Curve`` without roll-off (a matmul's
  ``half_size`` is FLOPs at the bf16 matrix peak, whatever the op's type: ``hespas.costs.roofline``);
- ``[[fused_attention]]``: optional, the measured TFLOP/s of fused (flash) attention kernels by pass, mask,
  head dim and sequence length (schema and interpolation in ``hespas.costs.attention_rate``), which the
  roofline gives the fused attention kernels in place of its matmul rate;
- ``[gpu_cores]``: optional, for GPUs: ``sm_count`` (SMs, or CUs on AMD GPUs), ``clock_GHz``,
  ``threads_per_sm`` (resident thread slots), ``fp32_lanes_per_sm``, ``memory_bytes_per_clock`` (what one
  SM moves per clock) and, optionally, ``threads_per_warp`` (the warp or wavefront width XLA sizes its
  kernels' blocks by; NVIDIA's 32 when not given), from which ``hespas.costs.occupancy`` limits a kernel
  that occupies few SMs.

``load_hardware`` takes a preset name, an alias or a path; ``Hardware.peak_flops_per_s``
maps an MLIR element type to the peak that applies.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import re
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from hespas.costs.attention_rate import AttentionRates, attention_table_problems, parse_attention_table
from hespas.costs.calibration_table import MAX_SIZE, Curve, calibration_problems
from hespas.diagnostics import HespasError, SourceLocation
from hespas.host_cpu import detect_host_cpu, host_cpu_figures
from hespas.numbers import MAX_NPUS, MIN_RATE, RATE, RATE_OR_ZERO, TIME_NS, Range, is_number, number_problem
from hespas.suggest import did_you_mean
from hespas.text_input import read_toml

PEAK_DTYPES = ("f64", "f32", "tf32", "bf16", "f16", "fp8", "int8")
VECTOR_DTYPES = ("f64", "f32", "bf16", "f16")
REDUCED_F32_MATMUL_DTYPES = ("tf32", "bf16")
DATAFLOWS = ("ws", "os", "is")
ATTENTION_MODES = ("fused", "materialized")  # hespas-fuse's attention option
XLA_BACKENDS = ("gpu", "cpu", "tpu")  # the XLA compiler a device's programs are built by
# The [efficiency] curves: (name, the axis of its size).
EFFICIENCY_CURVES = (("matmul", "flops"), ("memory", "bytes"))
EFFICIENCY = Range(MIN_RATE, 1.0)  # a fraction of the peak: more than 1 would beat the datasheet

_PRESET_DIR = resources.files("hespas") / "presets" / "hardware"

# Where work of each (is_matmul, type class) finds its peak: the first of these keys the hardware has.
_VECTOR_F32 = ("vector_peak_TFLOPS.f32", "peak_TFLOPS.f32")
_LOW_PRECISION = ("peak_TFLOPS.bf16", "peak_TFLOPS.f16", "peak_TFLOPS.f32")
_PEAK_CHAINS = {
    (True, "f64"): ("peak_TFLOPS.f64", "peak_TFLOPS.f32"),
    (True, "f32"): ("peak_TFLOPS.f32",),
    (True, "tf32"): ("peak_TFLOPS.tf32", "peak_TFLOPS.f32"),
    (True, "bf16"): _LOW_PRECISION,
    (True, "f16"): ("peak_TFLOPS.f16", "peak_TFLOPS.bf16", "peak_TFLOPS.f32"),
    (True, "fp8"): ("peak_TFLOPS.fp8", *_LOW_PRECISION),
    (True, "int8"): ("peak_TFLOPS.int8", *_LOW_PRECISION),
    (True, "int"): _VECTOR_F32,
    (False, "f64"): ("vector_peak_TFLOPS.f64", "peak_TFLOPS.f64", *_VECTOR_F32),
    (False, "f32"): _VECTOR_F32,
    (False, "tf32"): _VECTOR_F32,
    (False, "bf16"): ("vector_peak_TFLOPS.bf16", *_VECTOR_F32),
    (False, "f16"): ("vector_peak_TFLOPS.f16", *_VECTOR_F32),
    (False, "fp8"): _VECTOR_F32,
    (False, "int8"): _VECTOR_F32,
    (False, "int"): _VECTOR_F32,
}


@dataclasses.dataclass(frozen=True)
class SystolicArray:
    """One matrix unit as a systolic array, and how many a device has (for scalesim/zigzag)."""

    rows: int
    cols: int
    dataflow: str  # "ws" weight-, "os" output-, "is" input-stationary
    arrays_per_chip: int
    clock_MHz: float
    ifmap_sram_KiB: float
    filter_sram_KiB: float
    ofmap_sram_KiB: float


@dataclasses.dataclass(frozen=True)
class GpuCores:
    """A GPU's streaming multiprocessors, as the occupancy of a kernel sees them (hespas.costs.occupancy)."""

    sm_count: int
    clock_GHz: float
    threads_per_sm: int
    fp32_lanes_per_sm: int
    memory_bytes_per_clock: float  # per SM: XLA's memory_transactions_per_clock (32 on NVIDIA GPUs, 16 on MI300)
    threads_per_warp: int = 32  # XLA's threads_per_warp(): 32 on NVIDIA GPUs, the 64-wide wavefront on AMD's

    @property
    def thread_slots(self) -> int:
        return self.sm_count * self.threads_per_sm


@dataclasses.dataclass(frozen=True)
class Hardware:
    """One device's figures, in the units of the file (TFLOPS, GB/s), with conversions."""

    name: str
    description: str
    aliases: tuple[str, ...]
    peak_TFLOPS: Mapping[str, float]  # dense matrix-unit peaks; only the types the hardware has
    vector_peak_TFLOPS: Mapping[str, float]
    reduced_precision_f32_matmul: str | None
    memory_bandwidth_GBps: float
    memory_capacity_bytes: int
    launch_overhead_ns: float
    systolic_array: SystolicArray | None
    source_path: str
    calibration: Mapping | None = None  # the [calibration] table, as read
    attention: str = "materialized"  # how this family's programs run attention (hespas-fuse's option)
    efficiency: Mapping[str, Curve] = dataclasses.field(default_factory=dict)  # "matmul", "memory": achieved rates
    nchw_convolution_dtypes: tuple[str, ...] = ()  # convolutions cuDNN transposes to NHWC on the Tensor Cores
    gpu_cores: GpuCores | None = None  # the [gpu_cores] table: None where the device is not a GPU
    # [tensor_core_channel_multiple]: the channel multiple cuDNN's Tensor Core convolutions need, per type
    tensor_core_channel_multiple: Mapping[str, int] = dataclasses.field(default_factory=dict)
    fused_attention: AttentionRates | None = None  # measured flash-attention rates: None, the matmul rate
    xla_backend: str = "gpu"  # XLA_BACKENDS: the compiler that builds the device's programs

    def __hash__(self) -> int:  # the peak mappings are unhashable; name and file identify the figures
        return hash((self.name, self.source_path))

    @property
    def memory_bandwidth_bytes_per_s(self) -> float:
        return self.memory_bandwidth_GBps * 1e9

    @property
    def memory_bandwidth_bytes_per_ns(self) -> float:
        return self.memory_bandwidth_GBps  # 10^9 bytes/s is one byte per ns

    @property
    def memory_capacity_GiB(self) -> float:
        return self.memory_capacity_bytes / 2**30

    def peak_flops_per_s(self, dtype_name: str, is_matmul: bool, use_tf32: bool = False) -> float:
        """Peak FLOP/s (OP/s for integers) for work on elements of ``dtype_name``.

        ``dtype_name`` is an MLIR element type (``f32``, ``bf16``, ``f8E4M3FN``,
        ``i8``, ``ui32``, ``index``, ``complex<f32>``...) or a preset key
        (``fp8``, ``int8``, ``tf32``). ``is_matmul``: dot/convolution work on the
        matrix units; otherwise elementwise work on the vector units.
        ``use_tf32``: the op allows reduced-precision f32 matmul (XLA's DEFAULT
        precision). The rules (``_PEAK_CHAINS``), where "a > b" means "a, or b if the
        hardware has no a":

        matmul
          f64                    peak f64 > the f32 matmul rate (f64 emulation cost is not modelled)
          f32                    with use_tf32: peak of ``reduced_precision_f32_matmul`` > peak f32
          tf32                   peak tf32 > peak f32
          bf16                   peak bf16 > peak f16 > peak f32
          f16                    peak f16 > peak bf16 > peak f32
          any f8/f6/f4 type      peak fp8 > the bf16 rate (never a faster type's rate)
          integers of <= 8 bits  peak int8 > the bf16 rate
          wider integers         the f32 vector rate
        elementwise
          f64, f32               vector peak > peak of that type (a file without vector
                                 figures states one rate for both, as CPUs have);
                                 f64 without either > the f32 vector rate
          bf16, f16              vector peak of that type > the f32 vector rate
          tf32, fp8, integers    the f32 vector rate
        complex<T> uses the rate of T. Any other type is an error.
        """
        return self._peak_TFLOPS(_dtype_class(dtype_name), is_matmul, use_tf32) * 1e12

    def _peak_TFLOPS(self, kind: str, is_matmul: bool, use_tf32: bool) -> float:
        if is_matmul and kind == "f32" and use_tf32 and self.reduced_precision_f32_matmul:
            return self.peak_TFLOPS[self.reduced_precision_f32_matmul]
        tables = {"peak_TFLOPS": self.peak_TFLOPS, "vector_peak_TFLOPS": self.vector_peak_TFLOPS}
        chain = (key.split(".") for key in _PEAK_CHAINS[is_matmul, kind])
        return next(tables[table][dtype] for table, dtype in chain if dtype in tables[table])  # ends in f32

    def to_json_dict(self) -> dict:
        """The figures in the file's units, plus capacity in bytes and where they came from."""
        array = self.systolic_array
        return {
            "name": self.name,
            "description": self.description,
            "aliases": list(self.aliases),
            "peak_TFLOPS": dict(self.peak_TFLOPS),
            "vector_peak_TFLOPS": dict(self.vector_peak_TFLOPS),
            "reduced_precision_f32_matmul": self.reduced_precision_f32_matmul,
            "memory_bandwidth_GBps": self.memory_bandwidth_GBps,
            "memory_capacity_GiB": self.memory_capacity_GiB,
            "memory_capacity_bytes": self.memory_capacity_bytes,
            "launch_overhead_ns": self.launch_overhead_ns,
            "attention": self.attention,
            "xla_backend": self.xla_backend,
            "nchw_convolution_dtypes": list(self.nchw_convolution_dtypes),
            "systolic_array": None if array is None else dataclasses.asdict(array),
            "gpu_cores": None if self.gpu_cores is None else dataclasses.asdict(self.gpu_cores),
            "tensor_core_channel_multiple": dict(self.tensor_core_channel_multiple),
            "calibration": self.calibration,
            "efficiency": {name: {"efficiency_max": c.efficiency_max, "half_size": c.half_size}
                           for name, c in self.efficiency.items()},
            "fused_attention": None if self.fused_attention is None else [
                {"pass": c.pass_, "causal": c.causal, "head_dim": c.head_dim,
                 "sequence_length": list(c.sequence_lengths), "TFLOPS": list(c.tflops)}
                for c in self.fused_attention.curves],
            "source_path": self.source_path,
        }


def list_hardware_presets() -> list[str]:
    """Names of the shipped presets, sorted (aliases not included)."""
    return sorted(_preset_index()[1])


def load_hardware(name_or_path: str | os.PathLike) -> Hardware:
    """The hardware named by a preset name or alias (any case), or read from a TOML file.

    A string ending in ``.toml`` or containing a path separator is a path. Results
    are cached: a preset is read once per process, a file again only when it changes.
    """
    text = os.fspath(name_or_path)
    if text.endswith(".toml") or os.sep in text or "/" in text:
        path = Path(text)
        try:
            mtime_ns = path.stat().st_mtime_ns
        except OSError as error:
            raise HespasError(f"cannot read hardware file: {error.strerror}", SourceLocation(text)) from None
        return _load_file(str(path.resolve()), mtime_ns, text)
    by_key, by_name = _preset_index()
    name = by_key.get(_normalize(text))
    if name is None:
        raise HespasError(
            f"unknown hardware '{text}'{did_you_mean(_normalize(text), by_key)}; presets: {', '.join(sorted(by_name))} "
            "(`hespas hardware` lists their aliases), or the path of a hardware .toml file"
        )
    return _load_file(by_name[name], 0, by_name[name])


def _normalize(name: str) -> str:
    return name.strip().lower().replace("_", "-")


@functools.cache
def _preset_index() -> tuple[dict[str, str], dict[str, str]]:
    """({normalized name or alias: preset name}, {preset name: file path}) of the shipped presets."""
    by_key, by_name = {}, {}
    for entry in sorted(_PRESET_DIR.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".toml"):
            table = _parse(str(entry), str(entry))
            name = table.get("name", entry.name.removesuffix(".toml"))
            by_name[name] = str(entry)
            for key in [name, *table.get("aliases", [])]:
                by_key[_normalize(key)] = name
    return by_key, by_name


@functools.cache
def _load_file(path: str, mtime_ns: int, shown_path: str) -> Hardware:
    """Read and validate one file; ``mtime_ns`` is there to key the cache."""
    del mtime_ns
    return _build(_parse(path, shown_path), shown_path, path)


def _parse(path: str, shown_path: str) -> dict:
    return read_toml(path, "hardware file", shown_path)


def _in(allowed: Range):
    def check(value):
        return number_problem(value, allowed)

    return check


_positive = _in(RATE)
_non_negative = _in(RATE_OR_ZERO)
_time_ns = _in(TIME_NS)
_positive_int = _in(Range(1, MAX_NPUS, integer=True))


def _string(value):
    return None if isinstance(value, str) and value.strip() else f"must be a non-empty string, got {value!r}"


def _string_list(value):
    ok = isinstance(value, list) and all(isinstance(item, str) and item.strip() for item in value)
    return None if ok else f"must be a list of strings, got {value!r}"


def _subset_of(choices):
    def check(value):
        ok = isinstance(value, list) and all(item in choices for item in value)
        return None if ok else f"must be a list of {', '.join(choices)}, got {value!r}"

    return check


def _one_of(choices):
    def check(value):
        return None if value in choices else f"must be one of {', '.join(choices)}, got {value!r}"

    return check


# key: (required, check); a check returns an error text, or None when the value is fine.
_TOP_SCHEMA = {
    "name": (True, _string),
    "description": (True, _string),
    "aliases": (False, _string_list),
    "peak_TFLOPS": (True, None),
    "vector_peak_TFLOPS": (False, None),
    "reduced_precision_f32_matmul": (False, _one_of(REDUCED_F32_MATMUL_DTYPES)),
    "memory_bandwidth_GBps": (True, _positive),
    "memory_capacity_GiB": (True, _positive),
    "launch_overhead_ns": (True, _time_ns),
    "attention": (False, _one_of(ATTENTION_MODES)),
    "xla_backend": (False, _one_of(XLA_BACKENDS)),
    "nchw_convolution_dtypes": (False, _subset_of(VECTOR_DTYPES)),
    "systolic_array": (False, None),
    "host_cpu": (False, None),
    "calibration": (False, None),
    "efficiency": (False, None),
    "gpu_cores": (False, None),
    "tensor_core_channel_multiple": (False, None),
    "fused_attention": (False, None),
}
_TABLE_SCHEMAS = {
    "peak_TFLOPS": {dtype: (dtype == "f32", _positive if dtype == "f32" else _non_negative) for dtype in PEAK_DTYPES},
    "vector_peak_TFLOPS": {dtype: (False, _non_negative) for dtype in VECTOR_DTYPES},
    "systolic_array": {
        "rows": (True, _positive_int),
        "cols": (True, _positive_int),
        "dataflow": (True, _one_of(DATAFLOWS)),
        "arrays_per_chip": (True, _positive_int),
        "clock_MHz": (True, _positive),
        "ifmap_sram_KiB": (True, _positive),
        "filter_sram_KiB": (True, _positive),
        "ofmap_sram_KiB": (True, _positive),
    },
    "efficiency": {name: (False, None) for name, _ in EFFICIENCY_CURVES},
    "gpu_cores": {
        "sm_count": (True, _positive_int),
        "clock_GHz": (True, _positive),
        "threads_per_sm": (True, _positive_int),
        "fp32_lanes_per_sm": (True, _positive_int),
        "memory_bytes_per_clock": (True, _positive),
        "threads_per_warp": (False, _positive_int),
    },
    "tensor_core_channel_multiple": {dtype: (False, _positive_int) for dtype in VECTOR_DTYPES if dtype != "f64"},
    "host_cpu": {
        "vector_pipes_per_core": (True, _positive_int),
        "memory_bandwidth_GBps_per_core": (True, _positive),
        "memory_bandwidth_GBps_max": (True, _positive),
        "fallback_clock_MHz": (True, _positive),
    },
}

_CURVE_SCHEMA = {"efficiency_max": (True, _in(EFFICIENCY)), "half_size": (True, _in(Range(0, MAX_SIZE)))}


def _check(table: dict, schema: dict, prefix: str, missing: list, unknown: list, invalid: list) -> None:
    for key, (required, check) in schema.items():
        if key not in table:
            if required:
                missing.append(prefix + key)
        elif check is not None and (problem := check(table[key])):
            invalid.append(f"{prefix}{key} {problem}")
    unknown.extend(prefix + key for key in table if key not in schema)


def _build(table: dict, shown_path: str, real_path: str) -> Hardware:
    missing, unknown, invalid = [], [], []
    for key in _TABLE_SCHEMAS:
        if key in table and not isinstance(table[key], dict):
            invalid.append(f"{key} must be a table, got {table[key]!r}")
    default_backend = "tpu" if "systolic_array" in table else "cpu" if "host_cpu" in table else "gpu"
    if "host_cpu" in table and isinstance(table["host_cpu"], dict):
        _check(table["host_cpu"], _TABLE_SCHEMAS["host_cpu"], "host_cpu.", missing, unknown, invalid)
        if not missing and not invalid:
            table = {**host_cpu_figures(detect_host_cpu(), table["host_cpu"]), **table}
    _check(table, _TOP_SCHEMA, "", missing, unknown, invalid)
    for key in ("peak_TFLOPS", "vector_peak_TFLOPS", "systolic_array", "efficiency", "gpu_cores",
                "tensor_core_channel_multiple"):
        if isinstance(table.get(key), dict):
            _check(table[key], _TABLE_SCHEMAS[key], key + ".", missing, unknown, invalid)
    peak_table = table.get("peak_TFLOPS")
    peak = {k: float(v) for k, v in peak_table.items() if is_number(v) and v} if isinstance(peak_table, dict) else {}
    reduced = table.get("reduced_precision_f32_matmul")
    if reduced in REDUCED_F32_MATMUL_DTYPES and reduced not in peak:
        invalid.append(f"reduced_precision_f32_matmul is {reduced!r} but peak_TFLOPS.{reduced} is not given")
    if "calibration" in table:
        invalid.extend(calibration_problems(table["calibration"]))
    if "fused_attention" in table:
        invalid.extend(attention_table_problems(table["fused_attention"]))
    if isinstance(table.get("efficiency"), dict):
        for name, _ in EFFICIENCY_CURVES:
            curve = table["efficiency"].get(name)
            if curve is not None and not isinstance(curve, dict):
                invalid.append(f"efficiency.{name} must be a table, got {curve!r}")
            elif curve is not None:
                _check(curve, _CURVE_SCHEMA, f"efficiency.{name}.", missing, unknown, invalid)
    problems = []
    if missing:
        problems.append("missing keys: " + ", ".join(missing))
    if unknown:
        problems.append("unknown keys: " + ", ".join(unknown))
    problems.extend(invalid)
    if problems:
        raise HespasError("invalid hardware file: " + "; ".join(problems), SourceLocation(shown_path))
    vector = {k: float(v) for k, v in table.get("vector_peak_TFLOPS", {}).items() if v}
    array = table.get("systolic_array")
    cores = table.get("gpu_cores")
    return Hardware(
        name=table["name"],
        description=table["description"],
        aliases=tuple(table.get("aliases", ())),
        peak_TFLOPS=MappingProxyType(peak),
        vector_peak_TFLOPS=MappingProxyType(vector),
        reduced_precision_f32_matmul=reduced,
        memory_bandwidth_GBps=float(table["memory_bandwidth_GBps"]),
        memory_capacity_bytes=round(table["memory_capacity_GiB"] * 2**30),
        launch_overhead_ns=float(table["launch_overhead_ns"]),
        systolic_array=None if array is None else SystolicArray(**array),
        source_path=real_path,
        calibration=table.get("calibration"),
        attention=table.get("attention", "materialized"),
        nchw_convolution_dtypes=tuple(table.get("nchw_convolution_dtypes", ())),
        efficiency=MappingProxyType({name: Curve(axis, float(curve["efficiency_max"]), float(curve["half_size"]))
                                     for name, axis in EFFICIENCY_CURVES
                                     if (curve := table.get("efficiency", {}).get(name)) is not None}),
        gpu_cores=None if cores is None else GpuCores(**cores),
        tensor_core_channel_multiple=MappingProxyType(dict(table.get("tensor_core_channel_multiple", {}))),
        fused_attention=parse_attention_table(table["fused_attention"]) if "fused_attention" in table else None,
        xla_backend=table.get("xla_backend", default_backend),
    )


def _dtype_class(dtype_name: str) -> str:
    """The peak-table key that governs an element type; "int" for integers wider than 8 bits."""
    name = dtype_name.strip()
    if name.startswith("complex<") and name.endswith(">"):
        name = name[len("complex<") : -1]
    if name in PEAK_DTYPES:
        return name
    if re.fullmatch(r"f[468]E\w+", name):
        return "fp8"
    integer = re.fullmatch(r"(?:i|si|ui)(\d+)", name)
    if integer or name == "index":
        return "int8" if integer and int(integer.group(1)) <= 8 else "int"
    raise HespasError(f"no peak FLOP/s rule for element type '{dtype_name}'")
