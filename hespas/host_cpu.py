"""Figures of the `host-cpu` hardware preset, read from the machine this process runs on.

The figures are approximate by design: peak FLOP/s is the textbook
cores x clock x SIMD lanes x 2 (multiply-add) x vector pipes, and memory
bandwidth is a per-core share with a cap, because neither the number of memory
channels nor the vector pipes of a core can be read from Linux without
privileges. They are deterministic: nothing is timed, so two runs on one machine
agree. The parameters of the estimate (pipes per core, bandwidth per core, the
cap, a fallback clock) live in ``presets/hardware/host-cpu.toml``, which also
explains each source.

What is read: CPU affinity and the cgroup CPU quota (usable CPUs),
``/proc/cpuinfo`` (physical core ids, ISA flags, model name, clock), cpufreq's
``cpuinfo_max_freq`` in sysfs (clock), physical memory pages and the cgroup
memory limit (capacity). A file that cannot be read is skipped, never an error:
the estimate then rests on the next source.
"""

from __future__ import annotations

import math
import os
import platform
import re
from dataclasses import dataclass
from pathlib import Path

_PROC_CPUINFO = Path("/proc/cpuinfo")
_CPUFREQ_MAX_KHZ = Path("/sys/devices/system/cpu/cpu{cpu}/cpufreq/cpuinfo_max_freq")
# cgroup v2 (unified) and v1 locations of the CPU quota and memory limit, as mounted in a container.
_CGROUP_CPU_MAX = Path("/sys/fs/cgroup/cpu.max")
_CGROUP_V1_CPU_QUOTA = Path("/sys/fs/cgroup/cpu/cpu.cfs_quota_us")
_CGROUP_V1_CPU_PERIOD = Path("/sys/fs/cgroup/cpu/cpu.cfs_period_us")
_CGROUP_MEMORY_MAX = Path("/sys/fs/cgroup/memory.max")
_CGROUP_V1_MEMORY_LIMIT = Path("/sys/fs/cgroup/memory/memory.limit_in_bytes")

# Widest vector register set the CPU flags announce, in bits; the first flag present wins.
# (Arm SVE's vector length is not read: SVE parts count as 128-bit NEON.)
_SIMD_BITS_BY_FLAG = (("avx512f", 512), ("avx2", 256), ("avx", 256), ("sse2", 128), ("asimd", 128), ("neon", 128))
_BASELINE_SIMD_BITS = {"x86_64": 128, "amd64": 128, "aarch64": 128, "arm64": 128}  # SSE2 / NEON are mandatory

# Instructions that run a narrow type faster than f32 on the same vector units, and how much faster:
# VDPBF16PS does 2 bf16 multiply-adds per 32-bit lane, AVX512-FP16 / Armv8.2 FP16 twice the lanes,
# VPDPBUSD / SDOT 4 int8 multiply-adds per 32-bit lane.
_SPEEDUP_VS_F32_BY_FLAG = {
    "bf16": (("avx512_bf16", 2),),
    "f16": (("avx512_fp16", 2), ("asimdhp", 2)),
    "int8": (("avx512_vnni", 4), ("avx_vnni", 4), ("asimddp", 4)),
}


@dataclass(frozen=True)
class HostCpu:
    """What hespas reads about the host CPU."""

    model_name: str
    cores: int  # physical cores usable by this process
    simd_bits: int
    clock_MHz: float | None  # None: the OS reports no clock
    clock_source: str
    flags: frozenset[str]
    memory_bytes: int


def detect_host_cpu() -> HostCpu:
    """Read the host CPU's cores, vector width, clock, ISA flags and memory."""
    processors = _read_cpuinfo()
    usable_cpus = _usable_cpus()
    flags = _flags(processors)
    clock_MHz, clock_source = _clock_MHz(processors, usable_cpus)
    return HostCpu(
        model_name=_first(processors, "model name") or platform.processor() or platform.machine() or "unknown CPU",
        cores=_usable_physical_cores(processors, usable_cpus),
        simd_bits=_simd_bits(flags),
        clock_MHz=clock_MHz,
        clock_source=clock_source,
        flags=flags,
        memory_bytes=_memory_bytes(),
    )


def host_cpu_figures(cpu: HostCpu, params: dict) -> dict:
    """The preset keys (same names and units as a hardware TOML file) estimated for ``cpu``.

    ``params`` is the validated ``[host_cpu]`` table of the preset.
    """
    clock_MHz = cpu.clock_MHz if cpu.clock_MHz is not None else float(params["fallback_clock_MHz"])
    f32_TFLOPS = cpu.cores * clock_MHz * 1e6 * (cpu.simd_bits // 32) * 2 * params["vector_pipes_per_core"] / 1e12
    peak_TFLOPS = {"f64": f32_TFLOPS / 2, "f32": f32_TFLOPS}
    for dtype, speedups in _SPEEDUP_VS_F32_BY_FLAG.items():
        speedup = next((factor for flag, factor in speedups if flag in cpu.flags), 1)
        peak_TFLOPS[dtype] = f32_TFLOPS * speedup
    bandwidth_GBps = min(cpu.cores * params["memory_bandwidth_GBps_per_core"], params["memory_bandwidth_GBps_max"])
    clock_text = f"{clock_MHz:.0f} MHz from {cpu.clock_source if cpu.clock_MHz is not None else 'fallback_clock_MHz'}"
    return {
        "description": (
            f"{cpu.model_name}: {cpu.cores} usable cores, {cpu.simd_bits}-bit SIMD, {clock_text} "
            "(detected at load time; approximate)"
        ),
        "peak_TFLOPS": peak_TFLOPS,
        "memory_bandwidth_GBps": bandwidth_GBps,
        "memory_capacity_GiB": cpu.memory_bytes / 2**30,
    }


def _read_text(path: Path) -> str | None:
    try:
        return path.read_text()
    except OSError:
        return None


def _read_cpuinfo() -> list[dict[str, str]]:
    """One dictionary per processor block of /proc/cpuinfo (empty where there is no such file)."""
    text = _read_text(_PROC_CPUINFO) or ""
    processors = []
    for block in text.split("\n\n"):
        fields = {}
        for line in block.splitlines():
            key, sep, value = line.partition(":")
            if sep:
                fields[key.strip()] = value.strip()
        if fields:
            processors.append(fields)
    return processors


def _first(processors: list[dict[str, str]], key: str) -> str | None:
    return next((p[key] for p in processors if key in p), None)


def _flags(processors: list[dict[str, str]]) -> frozenset[str]:
    # x86 calls them "flags", Arm "Features".
    return frozenset((_first(processors, "flags") or _first(processors, "Features") or "").split())


def _usable_cpus() -> set[int]:
    """Logical CPUs this process may run on, cut down to the cgroup CPU quota."""
    cpus = set(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else set(range(os.cpu_count() or 1))
    quota = _cgroup_cpu_quota()
    if quota is not None and quota < len(cpus):
        cpus = set(sorted(cpus)[: max(1, math.ceil(quota))])
    return cpus


def _cgroup_cpu_quota() -> float | None:
    """CPUs' worth of time the cgroup grants (cgroup v2 cpu.max, else v1 cfs quota); None: unlimited."""
    text = _read_text(_CGROUP_CPU_MAX)
    if text is not None:
        quota, period = text.split()
        return None if quota == "max" else int(quota) / int(period)
    quota_text, period_text = _read_text(_CGROUP_V1_CPU_QUOTA), _read_text(_CGROUP_V1_CPU_PERIOD)
    if quota_text is None or period_text is None or int(quota_text) <= 0:
        return None
    return int(quota_text) / int(period_text)


def _usable_physical_cores(processors: list[dict[str, str]], usable_cpus: set[int]) -> int:
    """Distinct (package, core) pairs among the usable CPUs; the CPU count where cpuinfo has no core ids."""
    cores = set()
    for p in processors:
        if p.get("processor", "").isdigit() and int(p["processor"]) in usable_cpus and "core id" in p:
            cores.add((p.get("physical id", "0"), p["core id"]))
    return len(cores) or len(usable_cpus)


def _simd_bits(flags: frozenset[str]) -> int:
    for flag, bits in _SIMD_BITS_BY_FLAG:
        if flag in flags:
            return bits
    return _BASELINE_SIMD_BITS.get(platform.machine().lower(), 128)


def _clock_MHz(processors: list[dict[str, str]], usable_cpus: set[int]) -> tuple[float | None, str]:
    """The clock the OS reports (maximum, else nominal, else current), and where it came from."""
    for cpu in sorted(usable_cpus):
        text = _read_text(Path(str(_CPUFREQ_MAX_KHZ).format(cpu=cpu)))
        if text is not None and text.strip().isdigit():
            return int(text) / 1000, "cpufreq cpuinfo_max_freq"
    match = re.search(r"@\s*([0-9.]+)\s*GHz", _first(processors, "model name") or "")
    if match:
        return float(match.group(1)) * 1000, "the model name"
    # The current clock, last: it moves with frequency scaling on bare metal (VMs report a fixed one).
    reported = [float(p["cpu MHz"]) for p in processors if re.fullmatch(r"[0-9.]+", p.get("cpu MHz", ""))]
    if reported:
        return max(reported), "/proc/cpuinfo cpu MHz"
    return None, ""


def _memory_bytes() -> int:
    """Physical memory, or the cgroup memory limit where that is lower."""
    total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    for path in (_CGROUP_MEMORY_MAX, _CGROUP_V1_MEMORY_LIMIT):
        text = (_read_text(path) or "").strip()
        if text.isdigit():
            return min(total, int(text))
    return total
