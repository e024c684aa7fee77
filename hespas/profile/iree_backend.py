"""Measuring with IREE: compile a pure-StableHLO module for a target, time it on a device of that target.

| target     | IREE compiler backend | runtime driver | chip flag (detected unless given)           |
|------------|-----------------------|----------------|---------------------------------------------|
| `llvm-cpu` | llvm-cpu              | local-task     | `--iree-llvmcpu-target-cpu=host` (+ data tiling) |
| `cuda`     | cuda                  | cuda           | `--iree-cuda-target=sm_XY` (nvidia-smi)     |
| `rocm`     | rocm                  | hip            | `--iree-hip-target=gfxNNN` (rocminfo)       |
| `vulkan`   | vulkan-spirv          | vulkan         | none                                        |

``device`` picks one device: empty for the default driver's first device, a
driver name (for llvm-cpu: ``local-task``, the task executor on every usable
core, the default; ``local-sync``, one thread, the stable choice on a busy
machine), an index into the default driver's device list, or a device's name or path. Compilation runs
``iree-compile`` (a subprocess, so several compile at once from threads;
``cancel_compiles`` kills the running ones, for Ctrl-C and SIGTERM);
``loaded`` gives a call of the module's ``main`` on its inputs, synchronous
(IREE's default execution model waits for the results inside the call), that
the profiler times (``hespas.profile.timing``).
"""

from __future__ import annotations

import importlib.metadata
import shutil
import subprocess
import threading
from dataclasses import dataclass, field

import iree.compiler as iree_compiler
import iree.runtime as iree_runtime
from iree.compiler.tools.core import build_compile_command_line
from iree.compiler.tools.debugging import TempFileSaver

from hespas.diagnostics import HespasError
from hespas.host_cpu import detect_host_cpu
from hespas.profile.errors import MeasurementError
from hespas.profile.extract import TensorSpec
from hespas.profile.inputs import make_arguments


@dataclass(frozen=True)
class Target:
    compiler_backend: str
    drivers: tuple[str, ...]  # runtime drivers that run this target's code, the default first
    label: str  # how a user names the device kind in messages


TARGETS = {
    "llvm-cpu": Target("llvm-cpu", ("local-task", "local-sync"), "CPU"),
    "cuda": Target("cuda", ("cuda",), "CUDA"),
    "rocm": Target("rocm", ("hip",), "ROCm (HIP)"),
    "vulkan": Target("vulkan-spirv", ("vulkan",), "Vulkan"),
}

# What the runtime's bindings raise for a failed status (OUT_OF_RANGE is an IndexError: "binding count 41 > 32").
_RUNTIME_ERRORS = (RuntimeError, ValueError, IndexError, MemoryError)


def iree_version() -> str:
    return importlib.metadata.version("iree-base-compiler")


@dataclass
class IreeBackend:
    """One IREE target and one of its devices, opened once."""

    target: str = "llvm-cpu"
    device: str = ""
    chip: str = ""
    name: str = "iree"
    _config: object = field(default=None, init=False, repr=False)
    _device_name: str = field(default="", init=False)
    _compile_args: list = field(default_factory=list, init=False)
    _compiling: set = field(default_factory=set, init=False, repr=False)  # running iree-compile processes
    _cancelled: bool = field(default=False, init=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    def __post_init__(self):
        spec = TARGETS.get(self.target)
        if spec is None:
            raise HespasError(f"unknown target '{self.target}' (supported: {', '.join(TARGETS)})")
        if spec.compiler_backend not in iree_compiler.query_available_targets():
            raise HespasError(f"this IREE compiler ({iree_version()}) cannot compile for '{self.target}'")
        device = _open_device(spec, self.device)
        self._config = iree_runtime.Config(device=device.handle)
        self._device_name = device.name
        self._compile_args = _chip_flags(self.target, self.chip)

    @property
    def device_key(self) -> str:
        """What identifies the measuring device in the cache."""
        return f"{self.target}:{self._device_name}"

    @property
    def version(self) -> str:
        return f"iree-{iree_version()}"

    @property
    def compile_flags(self) -> str:
        """The flags the chip sets, part of a cached measurement's key: a time (or a failure) compiled for one
        chip is not another's (a mistyped chip's failures were found again by every later run)."""
        return " ".join(self._compile_args)

    def compile(self, module_text: str) -> bytes:
        """A compiled module (VM flatbuffer); MeasurementError with IREE's first error on failure.

        Runs ``iree-compile`` as iree.compiler's ``compile_str`` does (same command line), but keeps the
        process so that ``cancel_compiles`` can kill it.
        """
        options = iree_compiler.CompilerOptions(target_backends=[TARGETS[self.target].compiler_backend],
                                                input_type="stablehlo", extra_args=self._compile_args)
        with TempFileSaver.implicit() as temp_files:
            command = build_compile_command_line("-", temp_files, options)
        with self._lock:
            if self._cancelled:
                raise MeasurementError("compilation cancelled")
            process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            self._compiling.add(process)
        try:
            compiled, errors = process.communicate(module_text.encode("utf-8"))
        finally:
            with self._lock:
                self._compiling.discard(process)
        if process.returncode != 0:
            text = errors.decode("utf-8", errors="replace")
            raise MeasurementError(first_error_line(text) if text.strip() else
                                   f"iree-compile exited with status {process.returncode}")
        return compiled

    def cancel_compiles(self) -> None:
        """Kill every running compile and refuse new ones (the profiler calls this on Ctrl-C or SIGTERM)."""
        with self._lock:
            self._cancelled = True
            for process in self._compiling:
                process.kill()

    def loaded(self, compiled: bytes, arguments: tuple[TensorSpec, ...]):
        """One call of ``main`` on random inputs of ``arguments`` already on the device, as a function of
        nothing; loading or calling raises MeasurementError with the runtime's reason."""
        try:
            context = iree_runtime.SystemContext(config=self._config)
            context.add_vm_module(iree_runtime.VmModule.copy_buffer(context.instance, compiled))
            function = context.modules.module["main"]
            device_arrays = [iree_runtime.asdevicearray(self._config.device, array)
                             for array in make_arguments(arguments)]
        except _RUNTIME_ERRORS as error:
            raise _runtime_failure(error) from None

        def call():
            try:
                function(*device_arrays)
            except _RUNTIME_ERRORS as error:
                raise _runtime_failure(error) from None
        return call


@dataclass(frozen=True)
class _Device:
    handle: object
    name: str


def _open_device(spec: Target, wanted: str) -> _Device:
    driver_name = wanted if wanted in spec.drivers else spec.drivers[0]
    try:
        driver = iree_runtime.get_driver(driver_name)
        infos = driver.query_available_devices()
    except (RuntimeError, ValueError) as error:
        raise HespasError(f"no {spec.label} device: the IREE '{driver_name}' driver cannot start "
                          f"({_status_reason(str(error))})") from None
    if not infos:
        raise HespasError(f"no {spec.label} device: the IREE '{driver_name}' driver finds none")
    info = infos[0] if wanted == driver_name else _pick(infos, wanted, spec)
    handle = driver.create_device(info)
    if driver_name == "local-task":
        cpu = detect_host_cpu()
        name = f"local-task {cpu.model_name} x{cpu.cores}"
    elif driver_name == "local-sync":
        name = f"local-sync {detect_host_cpu().model_name} x1"
    else:
        name = info.get("name") or info.get("path") or str(info["device_id"])
    return _Device(handle, name)


def _pick(infos: list[dict], wanted: str, spec: Target) -> dict:
    if not wanted:
        return infos[0]
    if wanted.isdigit() and int(wanted) < len(infos):
        return infos[int(wanted)]
    for info in infos:
        if wanted in (info.get("name"), info.get("path"), str(info.get("device_id"))):
            return info
    listed = ", ".join([f"{i}: {info.get('name') or info.get('path')}" for i, info in enumerate(infos)]
                       + list(spec.drivers[1:]))
    raise HespasError(f"no {spec.label} device '{wanted}' (devices: {listed})")


def _chip_flags(target: str, chip: str) -> list[str]:
    if target == "llvm-cpu":  # data tiling (off by default in IREE 3.x) makes large matmuls 3x faster on CPUs
        return [f"--iree-llvmcpu-target-cpu={chip or 'host'}", "--iree-opt-data-tiling=true"]
    if target == "cuda":
        chip = chip or _nvidia_chip()
        return [f"--iree-cuda-target={chip}"] if chip else []
    if target == "rocm":
        chip = chip or _amd_chip()
        if not chip:
            raise HespasError("target=rocm needs the GPU's architecture: pass chip=gfxNNN (rocminfo shows it)")
        return [f"--iree-hip-target={chip}"]
    return []


def _nvidia_chip() -> str:
    """sm_XY of the first NVIDIA GPU, from nvidia-smi; empty if it cannot tell."""
    text = _command_output(["nvidia-smi", "--query-gpu=compute_cap", "--format=csv,noheader"])
    first = text.splitlines()[0].strip() if text.strip() else ""
    return "sm_" + first.replace(".", "") if first.replace(".", "").isdigit() else ""


def _amd_chip() -> str:
    """The first gfx architecture rocminfo lists; empty if it cannot tell."""
    for word in _command_output(["rocminfo"]).split():
        if word.startswith("gfx") and word[3:].isalnum():
            return word
    return ""


def _command_output(command: list[str]) -> str:
    if shutil.which(command[0]) is None:
        return ""
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=30, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def _runtime_failure(error: Exception) -> MeasurementError:
    return MeasurementError(f"IREE runtime: {_status_reason(str(error))}")


def _status_reason(text: str) -> str:
    """The message after IREE's status code ("...c:66: UNAVAILABLE; <message>; ...")."""
    parts = [part.strip() for part in text.split(";")]
    for code, message in zip(parts, parts[1:]):
        if code.rsplit(" ", 1)[-1].isupper():
            return message
    return first_error_line(text)


def first_error_line(text: str) -> str:
    """The first ``error:`` diagnostic of a compiler or runtime message, without location or op dump; for a
    crash (LLVM's stack dump, no diagnostic), the function it crashed in (the first frame past the signal
    handlers: the banner's "Please report issues ..." says nothing of the cause)."""
    lines = text.splitlines()
    if not any("error:" in line for line in lines) and any(line.startswith("Stack dump:") for line in lines):
        crashed = _crashed_in(lines)
        if crashed is not None:
            return f"iree-compile crashed in {crashed}"[:200]
    line = next((line for line in lines if "error:" in line), next((line for line in lines if line.strip()), text))
    reason = line.split("error:", 1)[-1].strip()
    reason = reason.split(": %", 1)[0].split(" loc(", 1)[0]
    return reason[:200]


_SIGNAL_FRAMES = ("llvm::sys::", "SignalHandler", "libc.so", "libpthread.so")


def _crashed_in(lines: list[str]) -> str | None:
    """The symbol of the first frame of an LLVM stack dump (`` #4 0x... symbol file:line``) that is not the
    signal handling's own, without its argument list; None if there is no such frame."""
    for line in lines:
        words = line.split(maxsplit=2)
        if len(words) < 3 or not words[0].startswith("#") or not words[1].startswith("0x"):
            continue
        symbol = words[2].replace("(anonymous namespace)", "{anonymous}")  # not an argument list
        if any(marker in symbol for marker in _SIGNAL_FRAMES):
            continue
        return symbol.split("(", 1)[0] if "(" in symbol else symbol.split(" ", 1)[0]
    return None
