"""XLA's HLO of a compiled program as StableHLO text, at one of two stages.

- ``optimized``: the executable's final HLO (fused kernels as ``mhlo.fusion``, reduce-scatter
  and all-gather formed from all-reduce + slices, collectives combined, copies inserted,
  scheduled). It is what runs, and what a roofline should be fed.
  It is XLA's *CPU* pipeline: bf16/f16 arithmetic is widened to f32 there, so it does not
  keep the program's dtypes.
- ``partitioned`` (the default): the HLO right after XLA's SPMD partitioner, before any
  optimisation: per-device shapes, the program's own dtypes, and explicit collectives exactly
  as the partitioner emits them (an all-reduce followed by a dynamic-slice where XLA:GPU
  forms a reduce-scatter), no fusion. It is read from XLA's pass dump (``xla_dump_hlo_pass_re``).
  On a one-device mesh XLA runs no partitioner (``num_partitions == 1``); its CPU pipeline
  runs ``sharding-remover`` instead (the sharding-removal pipeline of
  xla/service/cpu/cpu_compiler.cc), and the module after that pass is the per-device program.
"""

from __future__ import annotations

import functools
import math
import tempfile
from pathlib import Path

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from jax.extend.mlir import hlo_to_stablehlo

from hespas.diagnostics import HespasError
from hespas.ir import ir, make_context

# Constants with more elements than this print as dense_resource<__elided__>: hespas needs their shapes only.
# Other ops' element attributes (replica_groups, source_target_pairs) are never elided: see print_module.
LARGE_ELEMENTS_LIMIT = 16
_CONSTANT_OPS = frozenset({"stablehlo.constant", "mhlo.constant", "arith.constant"})
_PARTITIONER_PASS = "spmd-partitioning"
_ONE_DEVICE_PASS = "sharding-remover"  # what XLA's CPU pipeline runs instead when num_partitions == 1
# XLA's CPU pipeline splits an array all-to-all (what the SPMD partitioner emits) into a tuple of
# per-peer arrays (all_to_all_decomposer: the CPU runtime runs only that form). With Shardy the
# tuple form keeps mesh-axes replica groups, which XLA's HLO-to-StableHLO converter writes as a
# #stablehlo attribute on an mhlo.all_to_all that then does not verify. Keeping the array form
# converts to a valid stablehlo.all_to_all, the op the program wrote; the executable is never run.
OPTIMIZED_COMPILER_OPTIONS = {"xla_disable_hlo_passes": "all_to_all_decomposer"}


def optimized_text(compiled, num_devices: int) -> str:
    """The compiled program's optimized per-device HLO, as StableHLO text."""
    return executable_text(compiled.runtime_executable(), num_devices)


def executable_text(executable, num_devices: int) -> str:
    """An XLA executable's optimized per-device HLO, as StableHLO text (on one device, without the
    sharding annotations no partitioner consumed)."""
    return stablehlo_text(executable.hlo_modules()[0].as_serialized_hlo_module_proto(), num_devices,
                          drop_shardings=num_devices == 1)


def partitioned_text(lowered, compiled, num_devices: int) -> str:
    """The per-device HLO right after SPMD partitioning, as StableHLO text (compiles ``lowered`` once more).

    Donated arguments reach XLA as buffer donors; which of them alias which output XLA decides
    after partitioning. The module gets the decision of ``compiled`` (the same program, fully
    optimized: its parameters and outputs are the partitioned module's), so donation is kept.
    """
    with tempfile.TemporaryDirectory(prefix="hespas-xla-dump-") as directory:
        lowered.compile(compiler_options=partitioner_dump_options(directory))
        return dumped_partitioned_text(directory, compiled.runtime_executable(), num_devices)


def partitioner_dump_options(directory: str) -> dict:
    """XLA debug options that dump, as protos under ``directory``, the module after SPMD partitioning
    (or after sharding removal, on one device)."""
    return {"xla_dump_to": directory, "xla_dump_hlo_pass_re": f"{_PARTITIONER_PASS}|{_ONE_DEVICE_PASS}",
            "xla_dump_hlo_as_proto": True, "xla_dump_hlo_as_text": False}


def dumped_partitioned_text(directory: str, executable, num_devices: int) -> str:
    """The partitioned module XLA dumped under ``directory`` (``partitioner_dump_options``), with the
    input/output aliasing of ``executable``, as StableHLO text."""
    pass_name = _PARTITIONER_PASS if num_devices > 1 else _ONE_DEVICE_PASS
    dumps = sorted(Path(directory).glob(f"*.after_{pass_name}.*.pb"))
    if not dumps:
        raise HespasError(f"XLA ran no {pass_name} pass on this program; use --stage optimized")
    partitioned = _hlo_module_of(dumps[0].read_bytes())
    optimized = executable.hlo_modules()[0].as_serialized_hlo_module_proto()
    return stablehlo_text(_with_aliases_of(partitioned, optimized), num_devices, drop_shardings=num_devices == 1)


def global_text(lowered) -> str:
    """The program as JAX lowers it: global shapes with sharding annotations."""
    return print_module(lowered.compiler_ir("stablehlo"))


def stablehlo_text(hlo_module_proto: bytes, num_devices: int, drop_shardings: bool = False) -> str:
    """A serialized HloModuleProto as StableHLO text (XLA's own converter, MHLO fusions kept).

    The converter drops the device grid, so it is put back as JAX writes it
    (``mhlo.num_partitions``, ``mhlo.num_replicas``): collectives' device ids need it.
    ``drop_shardings``: remove the ``mhlo.sharding`` annotations a module that no partitioner
    consumed still carries (one device), so that it does not read as a global module.
    """
    with make_context() as context:
        try:
            module = ir.Module.parse(hlo_to_stablehlo(hlo_module_proto), context=context)
        except ir.MLIRError as error:
            first = error.error_diagnostics[0].message if error.error_diagnostics else str(error)
            raise HespasError(f"XLA's HLO-to-StableHLO converter produced IR that does not verify ({first}); "
                              "the partitioned stage may avoid it") from None
        i32 = ir.IntegerType.get_signless(32)
        module.operation.attributes["mhlo.num_partitions"] = ir.IntegerAttr.get(i32, num_devices)
        module.operation.attributes["mhlo.num_replicas"] = ir.IntegerAttr.get(i32, 1)
        if drop_shardings:
            _drop_shardings(module.operation)
        return print_module(module)


_SHARDING = "mhlo.sharding"
_ARGUMENT_AND_RESULT_ATTRIBUTES = ("arg_attrs", "res_attrs")


def _drop_shardings(module_op) -> None:
    """Remove ``mhlo.sharding`` from every op and from every function's argument and result attributes."""
    def visit(op):
        if _SHARDING in op.attributes:
            del op.attributes[_SHARDING]
        for name in _ARGUMENT_AND_RESULT_ATTRIBUTES:
            if op.name == "func.func" and name in op.attributes:
                entries = [ir.DictAttr(entry) for entry in ir.ArrayAttr(op.attributes[name])]
                op.attributes[name] = ir.ArrayAttr.get([
                    ir.DictAttr.get({entry[i].name: entry[i].attr for i in range(len(entry))
                                     if entry[i].name != _SHARDING}) for entry in entries])
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)


def print_module(module) -> str:
    """The module's text with large constants elided and every other elements attribute in full.

    MLIR's printer elides by element count alone, so the limit is raised to the largest
    elements attribute outside a constant (a 16 x 4 ``replica_groups`` on 64 devices has 64).
    """
    return module.operation.get_asm(large_elements_limit=max(LARGE_ELEMENTS_LIMIT, _largest_attribute_elements(
        module.operation)))


def _largest_attribute_elements(module_op) -> int:
    """The most elements of any elements attribute on an op that is not a constant."""
    largest = 0

    def visit(op):
        nonlocal largest
        if op.name not in _CONSTANT_OPS:
            for index in range(len(op.attributes)):
                attr = op.attributes[index].attr
                if isinstance(attr, (ir.DenseElementsAttr, ir.DenseResourceElementsAttr)):
                    largest = max(largest, math.prod(ir.ShapedType(attr.type).shape))
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    return largest


def _hlo_module_of(hlo_proto: bytes) -> bytes:
    """The ``hlo_module`` (field 1) of an ``xla.HloProto``, the message XLA's pass dumps hold."""
    return _one_field_message("HloProto", "hlo_module", 1).FromString(hlo_proto).hlo_module


def _with_aliases_of(hlo_module: bytes, source_module: bytes) -> bytes:
    """``hlo_module`` (an ``xla.HloModuleProto``) with the ``input_output_alias`` (field 8) of ``source_module``."""
    message_class = _one_field_message("HloModuleProto", "input_output_alias", 8)
    module = message_class.FromString(hlo_module)  # the fields not declared are kept as they are
    module.input_output_alias = message_class.FromString(source_module).input_output_alias
    return module.SerializeToString()


@functools.cache
def _one_field_message(name: str, field: str, number: int):
    """A message with one field of an XLA message kept as raw bytes: no XLA protos are needed to edit it
    (field numbers from XLA's xla/service/hlo.proto)."""
    file_proto = descriptor_pb2.FileDescriptorProto(name=f"hespas_xla_{name}.proto", package="hespas_xla",
                                                    syntax="proto3")
    message = file_proto.message_type.add(name=name)
    message.field.add(name=field, number=number, type=descriptor_pb2.FieldDescriptorProto.TYPE_BYTES,
                      label=descriptor_pb2.FieldDescriptorProto.LABEL_OPTIONAL)
    pool = descriptor_pool.DescriptorPool()
    pool.Add(file_proto)
    return message_factory.GetMessageClass(pool.FindMessageTypeByName(f"hespas_xla.{name}"))
