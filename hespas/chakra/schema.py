"""The Chakra execution-trace schema (proto3 package ``ChakraProtoMsg``), built at run time.

The message classes are made from a ``FileDescriptorProto`` assembled here and
registered in a private descriptor pool, so they always match the installed
protobuf runtime (no generated ``_pb2.py`` to drift) and never clash with
Chakra's own generated module if a user imports both. Field numbers follow
mlcommons/chakra v1.0.0 ``et_def.proto``.
"""

from __future__ import annotations

import enum

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

PACKAGE = "ChakraProtoMsg"

_F = descriptor_pb2.FieldDescriptorProto

# (scalar protobuf type, name stem) of every AttributeProto value kind, in field-number order:
# kind i has ``<stem>_val`` = 2i + 3 and ``<stem>_list`` = 2i + 4 (a ``<Stem>List`` message).
ATTRIBUTE_KINDS: tuple[tuple[int, str], ...] = (
    (_F.TYPE_DOUBLE, "double"),
    (_F.TYPE_FLOAT, "float"),
    (_F.TYPE_INT32, "int32"),
    (_F.TYPE_INT64, "int64"),
    (_F.TYPE_UINT32, "uint32"),
    (_F.TYPE_UINT64, "uint64"),
    (_F.TYPE_SINT32, "sint32"),
    (_F.TYPE_SINT64, "sint64"),
    (_F.TYPE_FIXED32, "fixed32"),
    (_F.TYPE_FIXED64, "fixed64"),
    (_F.TYPE_SFIXED32, "sfixed32"),
    (_F.TYPE_SFIXED64, "sfixed64"),
    (_F.TYPE_BOOL, "bool"),
    (_F.TYPE_STRING, "string"),
    (_F.TYPE_BYTES, "bytes"),
)


class NodeType(enum.IntEnum):
    INVALID_NODE = 0
    METADATA_NODE = 1
    MEM_LOAD_NODE = 2
    MEM_STORE_NODE = 3
    COMP_NODE = 4
    COMM_SEND_NODE = 5
    COMM_RECV_NODE = 6
    COMM_COLL_NODE = 7


class CollectiveCommType(enum.IntEnum):
    ALL_REDUCE = 0
    REDUCE = 1
    ALL_GATHER = 2
    GATHER = 3
    SCATTER = 4
    BROADCAST = 5
    ALL_TO_ALL = 6
    REDUCE_SCATTER = 7
    REDUCE_SCATTER_BLOCK = 8
    BARRIER = 9


def list_message_name(stem: str) -> str:
    """``int64`` -> ``Int64List``, the message holding a repeated value of that kind."""
    return stem[0].upper() + stem[1:] + "List"


def _field(message, name: str, number: int, field_type: int, *, repeated: bool = False,
           type_name: str | None = None, oneof_index: int | None = None) -> None:
    field = message.field.add(name=name, number=number, type=field_type)
    field.label = _F.LABEL_REPEATED if repeated else _F.LABEL_OPTIONAL
    if type_name is not None:
        field.type_name = f".{PACKAGE}.{type_name}"
    if oneof_index is not None:
        field.oneof_index = oneof_index


def _add_enum(file_proto, enum_type: type[enum.IntEnum]) -> None:
    proto = file_proto.enum_type.add(name=enum_type.__name__)
    for member in enum_type:
        proto.value.add(name=member.name, number=int(member))


def _file_descriptor() -> descriptor_pb2.FileDescriptorProto:
    proto = descriptor_pb2.FileDescriptorProto(name="hespas/chakra/et_def.proto", package=PACKAGE, syntax="proto3")

    attribute = proto.message_type.add(name="AttributeProto")
    _field(attribute, "name", 1, _F.TYPE_STRING)
    _field(attribute, "doc_string", 2, _F.TYPE_STRING)
    attribute.oneof_decl.add(name="value")
    for index, (scalar_type, stem) in enumerate(ATTRIBUTE_KINDS):
        _field(attribute, f"{stem}_val", 2 * index + 3, scalar_type, oneof_index=0)
        _field(attribute, f"{stem}_list", 2 * index + 4, _F.TYPE_MESSAGE,
               type_name=list_message_name(stem), oneof_index=0)

    for scalar_type, stem in ATTRIBUTE_KINDS:
        _field(proto.message_type.add(name=list_message_name(stem)), "values", 1, scalar_type, repeated=True)

    metadata = proto.message_type.add(name="GlobalMetadata")
    _field(metadata, "version", 1, _F.TYPE_STRING)
    _field(metadata, "attr", 2, _F.TYPE_MESSAGE, repeated=True, type_name="AttributeProto")

    _add_enum(proto, NodeType)
    _add_enum(proto, CollectiveCommType)

    node = proto.message_type.add(name="Node")
    _field(node, "id", 1, _F.TYPE_UINT64)
    _field(node, "name", 2, _F.TYPE_STRING)
    _field(node, "type", 3, _F.TYPE_ENUM, type_name="NodeType")
    _field(node, "ctrl_deps", 4, _F.TYPE_UINT64, repeated=True)
    _field(node, "data_deps", 5, _F.TYPE_UINT64, repeated=True)
    _field(node, "start_time_micros", 6, _F.TYPE_UINT64)
    _field(node, "duration_micros", 7, _F.TYPE_UINT64)
    _field(node, "inputs", 8, _F.TYPE_MESSAGE, type_name="IOInfo")
    _field(node, "outputs", 9, _F.TYPE_MESSAGE, type_name="IOInfo")
    _field(node, "attr", 10, _F.TYPE_MESSAGE, repeated=True, type_name="AttributeProto")

    io_info = proto.message_type.add(name="IOInfo")
    for number, name in enumerate(("values", "shapes", "types"), start=1):
        _field(io_info, name, number, _F.TYPE_STRING)

    tensor = proto.message_type.add(name="Tensor")
    for number, name in enumerate(("tensor_id", "storage_id", "offset", "num_elem", "elem_bytes"), start=1):
        _field(tensor, name, number, _F.TYPE_UINT64)
    _field(tensor, "device", 6, _F.TYPE_STRING)
    return proto


_POOL = descriptor_pool.DescriptorPool()
_POOL.Add(_file_descriptor())


def _message_class(name: str):
    return message_factory.GetMessageClass(_POOL.FindMessageTypeByName(f"{PACKAGE}.{name}"))


GlobalMetadata = _message_class("GlobalMetadata")
Node = _message_class("Node")
AttributeProto = _message_class("AttributeProto")
IOInfo = _message_class("IOInfo")
Tensor = _message_class("Tensor")

# Plain-int aliases, so callers can write ``schema.COMP_NODE`` or ``schema.ALL_REDUCE``.
(INVALID_NODE, METADATA_NODE, MEM_LOAD_NODE, MEM_STORE_NODE,
 COMP_NODE, COMM_SEND_NODE, COMM_RECV_NODE, COMM_COLL_NODE) = (int(member) for member in NodeType)
(ALL_REDUCE, REDUCE, ALL_GATHER, GATHER, SCATTER, BROADCAST,
 ALL_TO_ALL, REDUCE_SCATTER, REDUCE_SCATTER_BLOCK, BARRIER) = (int(member) for member in CollectiveCommType)
