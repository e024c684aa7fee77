"""Global modules on load: a program with global shapes and sharding annotations, as
``jax.jit(f).lower(...)`` or ``jax.export`` writes it, partitioned into the per-device program.

hespas models one device's program (local shapes, explicit collectives). A global module is
compiled for its device count by XLA's SPMD partitioner on virtual CPU devices and read back at
one of ``hespas export``'s stages (``hespas.export.hlo``), so loading ``PREFIX.global.mlir`` at a
stage gives what ``hespas export --stage STAGE`` wrote to ``PREFIX.partitioned.mlir``. The
default is export's: ``partitioned``, the module right after SPMD partitioning (after
``sharding-remover`` on one device), which keeps the program's bf16/f16 arithmetic; ``optimized``
is XLA's CPU pipeline, which widens it to f32. The loaders call ``partition_if_global`` after
parsing; it says on stderr when it partitions, and at which stage.

A module is global when it carries sharding annotations that the partitioner consumes:
Shardy ops other than ``sdy.mesh`` (``sdy.sharding_constraint``, ``sdy.manual_computation``),
``sdy.sharding`` argument or result attributes, GSPMD's ``Sharding`` / ``SPMDFullToShardShape``
/ ``SPMDShardToFullShape`` custom calls, or ``mhlo.sharding`` arguments in a module that XLA
did not already partition (XLA's converter writes ``mhlo.spmd_parameters_shardings`` on those).
"""

from __future__ import annotations

import sys
import tempfile

from hespas.diagnostics import HespasError, SourceLocation, format_diagnostic, source_location
from hespas.export.stages import DEFAULT_STAGE, STAGES
from hespas.ir import ir, module_to_bytecode, parse_module

_GSPMD_CUSTOM_CALLS = frozenset({"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape"})
_PARTITIONED_MARK = "mhlo.spmd_parameters_shardings"  # written by XLA's HLO-to-StableHLO converter


def sharding_kind(module) -> str | None:
    """``"shardy"`` or ``"gspmd"`` when ``module`` is a global module, else None."""
    module_op = module.operation
    found = set()

    def visit(op):
        name = op.name
        if name.startswith("sdy.") and name != "sdy.mesh":
            found.add("shardy")
        elif name == "stablehlo.custom_call":
            target = ir.StringAttr(op.attributes["call_target_name"]).value
            if target in _GSPMD_CUSTOM_CALLS:
                found.add("gspmd")
            elif target.startswith("xla.sdy."):  # Shardy ops kept as custom calls for a round trip
                found.add("shardy")
        elif name == "func.func":
            for key in _argument_and_result_attribute_names(op):
                if key == "sdy.sharding":
                    found.add("shardy")
                elif key == "mhlo.sharding" and _PARTITIONED_MARK not in module_op.attributes:
                    found.add("gspmd")
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    if "shardy" in found:
        return "shardy"
    return "gspmd" if found else None


def partition_if_global(module, context, input_name: str, stage: str = DEFAULT_STAGE):
    """``module`` itself if it is per-device already, else its per-device program at ``stage``
    (``hespas.export.stages.STAGES``), parsed in ``context``."""
    if stage not in STAGES:
        raise HespasError(f"unknown stage '{stage}' (stages: {', '.join(STAGES)})")
    kind = sharding_kind(module)
    if kind is None:
        if stage != DEFAULT_STAGE:  # asked for (--stage optimized), and nothing to read it at: say so
            print(format_diagnostic("note", f"a per-device module (no shardings) is read as it is: the '{stage}' "
                                            "stage applies to a global module, which XLA partitions on load "
                                            f"(export the step with 'hespas export --stage {stage}' for that stage)",
                                    SourceLocation(input_name)), file=sys.stderr)
        return module
    # XLA's compiler and the exporter's helpers load only for a global module
    import numpy as np
    from jax.extend.backend import get_backend, get_compile_options

    from hespas.export.devices import cpu_devices
    from hespas.export.hlo import (OPTIMIZED_COMPILER_OPTIONS, dumped_partitioned_text, executable_text,
                                   partitioner_dump_options)
    from hespas.export.step import one_line

    num_devices = _device_count(module, input_name)
    _check_static_shapes(module, input_name)
    if kind == "gspmd":
        _check_gspmd_shardings(module, input_name)
    devices = cpu_devices(num_devices)
    options = get_compile_options(num_replicas=1, num_partitions=num_devices,
                                  device_assignment=np.arange(num_devices).reshape(1, num_devices))
    options.executable_build_options.use_shardy_partitioner = kind == "shardy"
    with tempfile.TemporaryDirectory(prefix="hespas-xla-dump-") as directory:
        # One compilation gives both stages: the partitioner's output is dumped on the way, and the
        # executable's aliasing is what the partitioned stage keeps (as hespas export does).
        dump = partitioner_dump_options(directory) if stage == "partitioned" else {}
        options.env_option_overrides = list({**OPTIMIZED_COMPILER_OPTIONS, **dump}.items())
        try:
            executable = get_backend("cpu").compile_and_load(module_to_bytecode(module), executable_devices=devices,
                                                             compile_options=options)
        except Exception as error:  # XLA's errors come as several exception types
            raise HespasError(f"XLA cannot partition this global module: {one_line(error)}",
                              SourceLocation(input_name)) from None
        try:
            text = (dumped_partitioned_text(directory, executable, num_devices) if stage == "partitioned"
                    else executable_text(executable, num_devices))
        except HespasError as error:
            raise HespasError(error.message, SourceLocation(input_name)) from None
    label = "Shardy" if kind == "shardy" else "GSPMD"
    how = (f"partitioned for {num_devices} devices by XLA's SPMD partitioner" if num_devices > 1
           else "one device: shardings removed by XLA (no SPMD partitioning)")
    print(format_diagnostic("note", f"global module ({label} shardings): {how}, read at the '{stage}' stage, "
                                    f"as 'hespas export --stage {stage}' does", SourceLocation(input_name)),
          file=sys.stderr)
    partitioned = parse_module(text, context, input_name)
    _locate_at_the_file(partitioned, input_name)
    return partitioned


def _locate_at_the_file(module, input_name: str) -> None:
    """Put every op and block argument of the partitioned module at the global module's file, with no line.

    The partitioned program is XLA's text, which keeps no source lines, parsed again: its locations are lines of
    that text, which no file holds, and diagnostics gave them as lines of the input, where other ops stand
    (a warning on a loop at the line of a `return`)."""
    location = ir.Location.file(input_name, 0, 0, context=module.context)

    def visit(op):
        op.location = location
        for region in op.regions:
            for block in region.blocks:
                for argument in block.arguments:
                    argument.set_location(location)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)


def _device_count(module, input_name: str) -> int:
    from hespas.comm.module_info import NUM_PARTITIONS_ATTR, module_comm_info
    from hespas.export.spec import MAX_MESH_DEVICES  # it imports JAX: only for a global module

    grid = module_comm_info(module)  # each count a positive integer (0 aborted XLA, -3 raised ValueError)
    if grid.num_replicas != 1:
        raise HespasError("a global module with mhlo.num_replicas > 1 is not supported: hespas partitions over "
                          "mhlo.num_partitions devices", SourceLocation(input_name))
    if NUM_PARTITIONS_ATTR not in module.operation.attributes:
        raise HespasError("a global module needs mhlo.num_partitions (the device count) to be partitioned",
                          SourceLocation(input_name))
    if grid.num_partitions > MAX_MESH_DEVICES:  # before JAX makes the devices: a million took minutes, then failed
        raise HespasError(f"a global module for {grid.num_partitions} devices (mhlo.num_partitions) cannot be "
                          "partitioned: XLA's SPMD partitioner runs on virtual CPU devices, and XLA's CPU client "
                          f"compiles for at most {MAX_MESH_DEVICES}",
                          source_location(module.operation.location, input_name) or SourceLocation(input_name))
    return grid.num_partitions


def _check_static_shapes(module, input_name: str) -> None:
    """HespasError at the first value of dynamic shape (``tensor<?x16xf32>``, unranked, bounded): XLA's CPU
    compiler aborts the process on one in a sharded signature (a failed CHECK in ``xla::Shape``, SIGABRT), and
    hespas cannot cost a dynamic shape anyway."""
    found = []  # (type, location) of the first dynamic value; the walk's callback cannot raise

    def visit(op):
        values = []
        for region in op.regions:
            for block in region.blocks:
                values.extend(block.arguments)
        values.extend(op.results)
        for value in values:
            if _is_dynamic(value.type):
                found.append((value.type, value.location if hasattr(value, "arg_number") else op.location))
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)  # a function's arguments before its body
    if found:
        mlir_type, location = found[0]
        raise HespasError(f"a global module with a value of dynamic shape ({mlir_type}) cannot be partitioned: XLA's "
                          "SPMD partitioner and hespas's costs need static shapes",
                          source_location(location, input_name) or SourceLocation(input_name))


def _is_dynamic(mlir_type) -> bool:
    if isinstance(mlir_type, ir.TupleType):
        return any(_is_dynamic(mlir_type.get_type(index)) for index in range(mlir_type.num_types))
    return isinstance(mlir_type, ir.ShapedType) and not mlir_type.has_static_shape


def _argument_and_result_attribute_names(func_op) -> set[str]:
    names = set()
    for key in ("arg_attrs", "res_attrs"):
        if key in func_op.attributes:
            for dictionary in ir.ArrayAttr(func_op.attributes[key]):
                dictionary = ir.DictAttr(dictionary)
                names.update(dictionary[index].name for index in range(len(dictionary)))
    return names


def _check_gspmd_shardings(module, input_name: str) -> None:
    """HespasError, located at the function or op, for an ``mhlo.sharding`` that XLA's parser refuses: XLA's
    converter drops such a sharding without a word, and its value is then partitioned as replicated."""
    from jax._src.lib import xla_client

    from hespas.export.step import one_line

    def check(attr, what: str, location) -> None:
        if not isinstance(attr, ir.StringAttr):
            raise HespasError(f"mhlo.sharding of {what} must be a string, got {attr}", location)
        try:
            xla_client.HloSharding.from_string(attr.value)
        except Exception as error:  # XLA's parser raises its runtime error type
            raise HespasError(f"mhlo.sharding {attr.value!r} of {what} is not a sharding XLA reads: "
                              f"{one_line(error)}", source_location(location, input_name)
                              or SourceLocation(input_name)) from None

    shardings = []  # (attribute, what it shards, location), checked after the walk (its callback cannot raise)

    def visit(op):
        if op.name == "func.func":
            name = ir.StringAttr(op.attributes["sym_name"]).value
            for key, what in (("arg_attrs", "argument"), ("res_attrs", "result")):
                if key in op.attributes:
                    for index, dictionary in enumerate(ir.ArrayAttr(op.attributes[key])):
                        dictionary = ir.DictAttr(dictionary)
                        if "mhlo.sharding" in dictionary:
                            shardings.append((dictionary["mhlo.sharding"], f"{what} {index} of @{name}", op.location))
        elif "mhlo.sharding" in op.attributes:
            shardings.append((op.attributes["mhlo.sharding"], f"'{op.name}'", op.location))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for attr, what, location in shardings:
        check(attr, what, location)
