"""Lower a sweep's workload once per hardware, estimator, lowering options and rank count, with an
on-disk cache of the lowered programs.

A lowered program is a ``hespas.program.step.LoweredStep`` (saved as ``.hprog``)
and the program's dominant dtype (the element type of the operands that carry
most of its FLOPs, which names the peak MFU is measured against). The cache is
content-addressed: its key is a SHA-256 of the module's bytes, the hespas
version and a digest of its code (``hespas.code_digest``), the hardware (its name and its file's bytes), the estimator, the
lowering options and the rank count, so a changed input or a new hespas never
reads a stale program. A workload is prepared once per ``PrepareKey`` (``prepare``: parsed, XLA's
collective passes and fusion modelled, for one ``fusion_key``, the only hardware inputs of these passes,
and its peak memory analysed, which reads no cost), in one task whose MLIR bytecode every process
lowering it gets; each hardware costs, partitions and lowers a copy of it and compares the peak with its
own capacity. A workload is lowered for the module's own device count;
a purely data-parallel program is widened to more ranks (``replicated``) rather than
lowered again, any other is lowered for each rank count. The cache lives in ``$HESPAS_CACHE_DIR/programs`` (else
``$XDG_CACHE_HOME/hespas/programs`` or ``~/.cache/hespas/programs``).
"""

from __future__ import annotations

import collections
import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from hespas import __version__
from hespas.code_digest import code_digest
from hespas.atomic_io import write_text_atomically
from hespas.diagnostics import HespasError, SourceLocation, current_input_name, source_location
from hespas.program.step import LoweredStep
from hespas.workload_options import LoweringOptions


@dataclass(frozen=True)
class LoweringKey:
    """What a lowered program depends on; equal keys share one lowering."""

    workload_path: str
    module_sha256: str
    hardware: str
    estimator: str
    options: str  # lowering options, "k=v,k=v" sorted
    ranks: int | None  # None: the module's device count

    def digest(self) -> str:
        from hespas.hardware import load_hardware

        hardware = load_hardware(self.hardware)
        hardware_bytes = Path(hardware.source_path).read_bytes()
        key = [self.module_sha256, __version__, code_digest(), hardware.name, hashlib.sha256(hardware_bytes).hexdigest(),
               self.estimator, self.options, self.ranks]
        return hashlib.sha256(json.dumps(key).encode()).hexdigest()


@dataclass
class LoweredProgram:
    step: LoweredStep
    dominant_dtype: str  # "" when the program does no floating-point work
    replicable: bool = False  # purely data-parallel: runs unchanged on more ranks (``replicated``)


def replicated(program: LoweredProgram, ranks: int) -> LoweredProgram | None:
    """``program`` on ``ranks`` ranks without lowering it again, or None when that is not the same program.

    A purely data-parallel program (``hespas.workload.replication_problem`` finds
    nothing: every collective an all-reduce over all devices, no device id read)
    whose ranks all run one program is, on more ranks, that program on every rank
    with every group widened to all of them: what ``lower_workload`` builds for
    that rank count (``test_sweep`` checks that both give the same records).
    """
    step = program.step
    if not program.replicable or ranks < step.num_ranks or len({id(p) for p in step.programs}) != 1:
        return None
    everyone = list(range(ranks))
    if any(sorted(members) != list(range(step.num_ranks)) for members in step.comm_groups.values()):
        return None
    wider = LoweredStep(step.workload, step.estimator, step.hardware, [step.programs[0]] * ranks,
                        {key: everyone for key in step.comm_groups}, step.totals, step.memory)
    return LoweredProgram(wider, program.dominant_dtype, program.replicable)


def default_cache_dir() -> Path:
    explicit = os.environ.get("HESPAS_CACHE_DIR")
    if explicit:
        return Path(explicit) / "programs"
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "hespas" / "programs"


class ProgramCache:
    """``<digest>.hprog`` and ``<digest>.json`` (the dominant dtype) in one folder."""

    def __init__(self, directory: Path):
        if directory.exists() and not directory.is_dir():  # every store would fail, silently: say so now
            raise HespasError("the lowered-program cache must be a folder; this is a file",
                              SourceLocation(str(directory)))
        self.directory = directory

    def _paths(self, digest: str) -> tuple[Path, Path]:
        return self.directory / f"{digest}.hprog", self.directory / f"{digest}.json"

    def load(self, digest: str) -> LoweredProgram | None:
        from hespas.program.file import load_step

        program_path, info_path = self._paths(digest)
        if not (program_path.is_file() and info_path.is_file()):
            return None
        try:
            info = json.loads(info_path.read_text(encoding="utf-8"))
            return LoweredProgram(load_step(program_path), str(info["dominant_dtype"]), info["replicable"] is True)
        except (HespasError, OSError, ValueError, KeyError, TypeError):
            return None  # a damaged or foreign entry is lowered again and replaced

    def store(self, digest: str, program: LoweredProgram) -> None:
        from hespas.program.file import save_step

        program_path, info_path = self._paths(digest)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            write_text_atomically(info_path, json.dumps({"dominant_dtype": program.dominant_dtype,
                                                             "replicable": program.replicable}) + "\n")
            save_step(program_path, program.step)  # last: a program without its info is not an entry
        except (HespasError, OSError):
            pass  # a cache that cannot be written only costs time


@dataclass(frozen=True)
class PrepareKey:
    """What a workload parsed and fused depends on: the module, and (unless ``fused`` is false) what XLA's
    collective passes and fusion read from the hardware (``hespas.fusion_setting.fusion_key``). Lowering
    keys of one prepare key share one preparation."""

    workload_path: str
    module_sha256: str
    fused: bool
    xla_collectives: bool
    attention: str
    library_epilogues: bool = False  # on for hardware XLA compiles with its GPU pipeline, as in hespas simulate

    @property
    def group(self) -> tuple:
        """Keys of one group differ only in how they are fused (attention, library epilogues): ``prepare_all``
        parses and runs XLA's collective passes once for them."""
        return self.workload_path, self.module_sha256, self.fused, self.xla_collectives


def prepare_key(key: LoweringKey) -> PrepareKey:
    """The preparation ``key`` is lowered from (reads hardware presets, imports no MLIR)."""
    from hespas.fusion_setting import fusion_key

    options = _options(key)
    if options.get("fuse", "true") != "true":
        return PrepareKey(key.workload_path, key.module_sha256, False, False, "")
    xla_gpu, attention = fusion_key(key.hardware, options.get("attention"))  # attention None: the preset's
    xla_collectives = xla_gpu and options.get("xla-collectives", "true") == "true"
    return PrepareKey(key.workload_path, key.module_sha256, True, xla_collectives, attention, xla_gpu)


@dataclass
class PreparedWorkload:
    """A workload parsed and fused, as MLIR bytecode (what travels to other processes), with the results of
    the analyses that do not depend on the hardware's rates."""

    bytecode: bytes
    replicable: bool  # purely data-parallel (``hespas.workload.replication_problem`` finds nothing)
    memory: dict | None  # the entry function's ``hespas.memory`` figures; None: hespas-memory runs per lowering
    peak_location: SourceLocation | None = None  # where the peak is reached


# Per process: the workloads prepared (parsed and fused), by PrepareKey, as (module operation,
# PreparedWorkload); the last few are kept.
_PARSED: "collections.OrderedDict[PrepareKey, tuple]" = collections.OrderedDict()
_PARSED_KEPT = 4


def prepare(pkey: PrepareKey) -> PreparedWorkload:
    """``prepare_all`` for one key."""
    return prepare_all([pkey])[0]


def prepare_all(pkeys: list[PrepareKey]) -> list[PreparedWorkload]:
    """Prepare keys of one ``group``: parse the workload and (when ``fused``) model XLA's pre-fusion collective
    pass once, then fusion and the post-fusion combiners on a copy per attention mode
    (``hespas.workload.model_xla_passes``), and analyse each
    copy's peak memory: what every hardware of one ``fusion_key`` shares. Peak memory is liveness over
    the fused program (``hespas.memory``): it reads no cost, only each hardware's capacity differs
    (``lower`` compares against it). A module that is not fused here gets hespas-memory per lowering,
    after the XLA collective passes that lowering runs."""
    from hespas.ir import make_context
    from hespas.workload import load_workload_module, model_xla_passes

    first = pkeys[0]
    assert all(pkey.group == first.group for pkey in pkeys)
    base = load_workload_module(first.workload_path, make_context()).operation
    model_xla_passes(base, first.workload_path, first.fused and first.xla_collectives, None, combine=False)
    prepared = []
    for index, pkey in enumerate(pkeys):
        if index == len(pkeys) - 1:
            module_op = base
        else:
            with base.context:
                module_op = base.clone()
        if pkey.fused:
            model_xla_passes(module_op, pkey.workload_path, False, pkey.attention,
                             library_epilogues=pkey.library_epilogues, combine=pkey.xla_collectives)
        prepared.append(_analysed(pkey, module_op))
    return prepared


def _analysed(pkey: PrepareKey, module_op) -> PreparedWorkload:
    """The PreparedWorkload of ``module_op``, prepared for ``pkey`` (and kept in this process's memo)."""
    from hespas.attributes import MEMORY, is_partitioned
    from hespas.ir import module_to_bytecode
    from hespas.memory import MemoryAnalyzer
    from hespas.workload import replication_problem

    memory, peak_location = None, None
    with module_op.context:
        replicable = replication_problem(module_op) is None
        if pkey.fused and MEMORY not in module_op.attributes and not is_partitioned(module_op):
            figures, _ = MemoryAnalyzer().analyze_module(module_op)
            memory = figures.attr_entries()
            where = figures.peak_op.location if figures.peak_op is not None else module_op.location
            peak_location = source_location(where, pkey.workload_path)
        prepared = PreparedWorkload(module_to_bytecode(module_op), replicable, memory, peak_location)
    _remember(pkey, module_op, prepared)
    return prepared


def _remember(pkey: PrepareKey, module_op, prepared: PreparedWorkload) -> None:
    _PARSED[pkey] = (module_op, prepared)
    while len(_PARSED) > _PARSED_KEPT:
        _PARSED.popitem(last=False)


def prepared_module(pkey: PrepareKey, prepared: PreparedWorkload | None = None) -> tuple:
    """The prepared module (operation) of ``pkey`` and its PreparedWorkload, from this process's memo, else parsed from
    ``prepared``'s bytecode (prepared in another process), else prepared here."""
    from hespas.ir import make_context, parse_module

    if pkey in _PARSED:
        _PARSED.move_to_end(pkey)
        return _PARSED[pkey]
    if prepared is None:
        prepare(pkey)
        return _PARSED[pkey]
    module_op = parse_module(prepared.bytecode, make_context(), pkey.workload_path).operation
    _remember(pkey, module_op, prepared)
    return module_op, prepared


def _options(key: LoweringKey) -> dict[str, str]:
    return dict(item.split("=", 1) for item in key.options.split(",") if item)


def lower(key: LoweringKey, prepared: PreparedWorkload | None = None) -> LoweredProgram:
    """Cost, partition and lower a copy of the prepared workload (``prepare``; ``prepared`` when another
    process prepared it) on the key's hardware (the compiler side: imports JAX's MLIR)."""
    from hespas.hardware import load_hardware
    from hespas.passes.memory import compare_with_capacity
    from hespas.workload import lower_module, lowered_step

    pkey = prepare_key(key)
    module_op, prepared = prepared_module(pkey, prepared)
    hardware = load_hardware(key.hardware)
    flops_by_dtype: dict[str, float] = {}
    with module_op.context:
        copy = module_op.clone()
        if prepared.memory is not None:
            compare_with_capacity(copy, prepared.memory, prepared.peak_location, hardware)
    # a fused module has had XLA:GPU's collective passes (prepare_all): they are not run again
    # the FLOPs by element type are read from the ops inside fused kernels too (inner costs)
    values = _options(key)
    options = LoweringOptions(key.estimator, key.ranks, float(values.get("min-region-ns", 1000.0)), fuse=False,
                              xla_collectives=False if pkey.fused or values.get("xla-collectives") == "false" else None,
                              efficiency=values.get("peak-rates", "false") == "false",
                              occupancy=values.get("occupancy", "true") == "true", inner_costs=True)
    lowered = lower_module(copy, key.workload_path, key.hardware, options,
                           inspect_module=lambda module_op: flops_by_dtype.update(_flops_by_dtype(module_op)))
    step = lowered_step(lowered, hardware, key.estimator)
    dominant = max(sorted(flops_by_dtype), key=lambda dtype: flops_by_dtype[dtype]) if flops_by_dtype else ""
    return LoweredProgram(step, dominant, prepared.replicable)


# Ops whose FLOPs run on the matrix units (tensor cores, MXUs): MFU is measured against their peak.
_MATMUL_OPS = frozenset(f"{dialect}.{op}" for dialect in ("stablehlo", "mhlo")
                        for op in ("dot_general", "dot", "convolution"))


def _flops_by_dtype(module_op) -> dict[str, float]:
    """FLOPs of the program's matrix ops (dot, dot_general, convolution) by their first operand's element type;
    of every costed leaf op (no regions, not a call) when it has none. The program is the functions its
    entries reach (``hespas.ir_calls``): a private function no one calls is dead code XLA does not compile.

    Ops inside loops count once: this names the dtype the work is done in, the
    module's ``hespas.totals`` counts it.
    """
    from hespas.attributes import COST, read_cost
    from hespas.ir import ir, symbol_name
    from hespas.ir_calls import reachable_functions

    program = reachable_functions(module_op)
    functions = [view.operation for view in module_op.regions[0].blocks[0].operations
                 if view.operation.name == "func.func" and symbol_name(view.operation) in program]

    def by_dtype(counted) -> dict[str, float]:
        totals: dict[str, float] = {}

        def visit(op):
            if counted(op.name) and COST in op.attributes and not len(op.regions) and op.name != "func.call":
                flops = read_cost(op.attributes[COST], op.location).flops
                values = list(op.operands) or list(op.results)
                if flops > 0 and values and isinstance(values[0].type, ir.RankedTensorType):
                    dtype = str(values[0].type.element_type)
                    totals[dtype] = totals.get(dtype, 0.0) + flops
            return ir.WalkResult.ADVANCE

        for function in functions:
            function.walk(visit)
        return totals

    # the matrix ops first (a few hundred of a step's thousands of ops): the others are read only without any
    return by_dtype(_MATMUL_OPS.__contains__) or by_dtype(lambda name: name not in _MATMUL_OPS)


def module_devices(path: str) -> int:
    """How many devices the StableHLO module at ``path`` is partitioned for."""
    from hespas.comm import module_comm_info
    from hespas.ir import load_module, make_context

    token = current_input_name.set(path)
    try:
        context = make_context()
        module = load_module(path, context)
        with context:
            return module_comm_info(module.operation).num_devices
    finally:
        current_input_name.reset(token)
