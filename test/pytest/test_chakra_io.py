"""Chakra ET schema and file I/O: round trips, the reference traces written by real Chakra tools, bad files."""

from __future__ import annotations

import csv
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from hespas.chakra import comm_groups, et_io, schema
from hespas.diagnostics import HespasError

from conftest import VECTORS, needs_vectors

# One value per AttributeProto oneof field, each distinguishable from the field's default.
ATTRIBUTE_SAMPLES = {
    "double_val": 2.5, "double_list": [1.5, -2.0],
    "float_val": 0.5, "float_list": [0.25, 4.0],
    "int32_val": -7, "int32_list": [-1, 2],
    "int64_val": -(2**40), "int64_list": [2**40, -3],
    "uint32_val": 2**31, "uint32_list": [0, 2**32 - 1],
    "uint64_val": 2**63, "uint64_list": [2**64 - 1, 5],
    "sint32_val": -9, "sint32_list": [-9, 9],
    "sint64_val": -(2**50), "sint64_list": [-(2**50), 1],
    "fixed32_val": 123, "fixed32_list": [1, 2],
    "fixed64_val": 2**60, "fixed64_list": [3, 2**60],
    "sfixed32_val": -123, "sfixed32_list": [-1, 1],
    "sfixed64_val": -(2**60), "sfixed64_list": [-(2**60), 7],
    "bool_val": True, "bool_list": [True, False, True],
    "string_val": "hello", "string_list": ["a", "bc"],
    "bytes_val": b"\x00\xff", "bytes_list": [b"x", b""],
}


def test_every_attribute_kind_has_a_sample_and_the_chakra_field_number():
    fields = schema.AttributeProto.DESCRIPTOR.fields_by_name
    assert set(ATTRIBUTE_SAMPLES) == {field.name for field in schema.AttributeProto.DESCRIPTOR.oneofs_by_name["value"].fields}
    assert fields["double_val"].number == 3 and fields["bytes_list"].number == 32
    assert fields["bool_list"].number == 28 and fields["string_val"].number == 29
    node_fields = schema.Node.DESCRIPTOR.fields_by_name
    assert [node_fields[name].number for name in ("id", "name", "type", "ctrl_deps", "data_deps",
                                                  "start_time_micros", "duration_micros", "inputs",
                                                  "outputs", "attr")] == list(range(1, 11))


def test_enum_constants_match_chakra():
    assert (schema.COMP_NODE, schema.COMM_SEND_NODE, schema.COMM_RECV_NODE, schema.COMM_COLL_NODE) == (4, 5, 6, 7)
    assert (schema.ALL_REDUCE, schema.ALL_GATHER, schema.ALL_TO_ALL, schema.REDUCE_SCATTER, schema.BARRIER) == (0, 2, 6, 7, 9)
    enum = schema.Node.DESCRIPTOR.fields_by_name["type"].enum_type
    assert {value.name: value.number for value in enum.values} == {member.name: int(member) for member in schema.NodeType}


def _sample_nodes():
    nodes = []
    for node_type in schema.NodeType:
        node = schema.Node(id=10 + int(node_type), name=f"n_{node_type.name}", type=int(node_type),
                           start_time_micros=3, duration_micros=100 + int(node_type))
        if nodes:
            node.data_deps.append(nodes[-1].id)
            node.ctrl_deps.append(nodes[0].id)
        nodes.append(node)
    nodes[4].inputs.values = "[1]"
    nodes[4].inputs.shapes = "[[2, 3]]"
    nodes[4].outputs.types = "[f32]"
    for field, value in ATTRIBUTE_SAMPLES.items():
        nodes[7].attr.append(et_io.make_attr(field, value, kind=field))
    return nodes


def test_round_trip_every_node_kind_and_attribute_kind(tmp_path):
    nodes = _sample_nodes()
    metadata = schema.GlobalMetadata()
    metadata.attr.append(et_io.make_attr("schema", "hespas"))
    path = tmp_path / "w.0.et"
    et_io.write_trace(path, metadata, nodes)

    read_metadata, read_nodes = et_io.read_trace(path)
    assert read_metadata.version == et_io.ET_VERSION
    assert et_io.attr_value(read_metadata, "schema") == "hespas"
    assert read_nodes == nodes
    assert [node.type for node in read_nodes] == [int(member) for member in schema.NodeType]
    for field, value in ATTRIBUTE_SAMPLES.items():
        attr = et_io.find_attr(read_nodes[7], field)
        assert attr.WhichOneof("value") == field
        got = et_io.attr_value(read_nodes[7], field)
        assert got == pytest.approx(value) if "float" in field else got == value
    assert read_nodes[4].inputs.shapes == "[[2, 3]]"
    assert not read_nodes[3].HasField("inputs")


def test_make_attr_default_kinds():
    assert et_io.make_attr("a", 5).WhichOneof("value") == "int64_val"
    assert et_io.make_attr("a", False).WhichOneof("value") == "bool_val"
    assert et_io.make_attr("a", [True, False]).WhichOneof("value") == "bool_list"
    assert et_io.make_attr("a", "1").WhichOneof("value") == "string_val"
    assert et_io.make_attr("a", 1.5).WhichOneof("value") == "double_val"
    assert et_io.make_attr("a", [1, 2]).WhichOneof("value") == "int64_list"
    with pytest.raises(ValueError):
        et_io.make_attr("a", [])
    with pytest.raises(ValueError):
        et_io.make_attr("a", 1, kind="int128_val")


def test_false_and_zero_values_are_present_not_defaults():
    node = schema.Node(id=1, type=schema.COMM_COLL_NODE)
    et_io.set_attr(node, "is_cpu_op", False)
    et_io.set_attr(node, "comm_type", schema.ALL_REDUCE)
    node = schema.Node.FromString(node.SerializeToString())
    assert et_io.attr_value(node, "is_cpu_op", True) is False
    assert et_io.attr_value(node, "comm_type", 99) == 0
    assert et_io.attr_value(node, "comm_size", 42) == 42


def test_set_attr_replaces_by_name():
    node = schema.Node(id=1)
    et_io.set_attr(node, "comm_size", 1)
    et_io.set_attr(node, "comm_size", 2**33, kind="uint64_val")
    assert len(node.attr) == 1
    assert node.attr[0].uint64_val == 2**33


def test_write_rejects_missing_dependency_and_leaves_no_file(tmp_path):
    node = schema.Node(id=1, name="a", type=schema.COMP_NODE, data_deps=[7])
    path = tmp_path / "w.0.et"
    with pytest.raises(HespasError, match="missing node"):
        et_io.write_trace(path, schema.GlobalMetadata(), [node])
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(HespasError, match="duplicate"):
        et_io.write_trace(path, schema.GlobalMetadata(), [schema.Node(id=1), schema.Node(id=1)])


def test_truncated_and_corrupt_files_raise_hespas_error(tmp_path):
    path = tmp_path / "w.0.et"
    et_io.write_trace(path, schema.GlobalMetadata(), _sample_nodes())
    data = path.read_bytes()
    for cut in (1, len(data) // 2, len(data) - 1):
        truncated = tmp_path / f"cut{cut}.et"
        truncated.write_bytes(data[:cut])
        with pytest.raises(HespasError) as info:
            et_io.read_trace(truncated)
        assert info.value.location.filename == str(truncated)
        assert "truncated" in info.value.message
    garbage = tmp_path / "garbage.et"
    garbage.write_bytes(b"\x05\xff\xff\xff\xff\xff")
    with pytest.raises(HespasError, match="corrupt"):
        et_io.read_trace(garbage)
    empty = tmp_path / "empty.et"
    empty.write_bytes(b"")
    with pytest.raises(HespasError, match="empty"):
        et_io.read_trace(empty)
    with pytest.raises(HespasError, match="cannot read"):
        et_io.read_trace(tmp_path / "absent.et")


def test_reading_stops_at_a_zero_length_message(tmp_path):
    path = tmp_path / "w.0.et"
    et_io.write_trace(path, schema.GlobalMetadata(), _sample_nodes())
    path.write_bytes(path.read_bytes() + b"\x00" + b"junk that is never read")
    _, nodes = et_io.read_trace(path)
    assert len(nodes) == len(schema.NodeType)


def test_trace_paths_and_discover_ranks(tmp_path):
    prefix = tmp_path / "w"
    paths = et_io.trace_paths(prefix, 3)
    assert [path.name for path in paths] == ["w.0.et", "w.1.et", "w.2.et"]
    for path in paths:
        et_io.write_trace(path, schema.GlobalMetadata(), [schema.Node(id=0, type=schema.COMP_NODE)])
    (tmp_path / "w.x.et").write_bytes(b"")
    (tmp_path / "ww.7.et").write_bytes(b"")
    assert et_io.discover_ranks(prefix) == [0, 1, 2]
    paths[1].unlink()
    with pytest.raises(HespasError, match=r"\[1\]"):
        et_io.discover_ranks(prefix)
    with pytest.raises(HespasError, match="no Chakra traces"):
        et_io.discover_ranks(tmp_path / "nothing")


def test_a_huge_rank_number_names_the_first_missing_ranks_without_listing_them_all(tmp_path):
    # before: the missing ranks were the set range(rank + 1) less those found: w.0.et beside
    # w.100000000000.et ran out of memory
    prefix = tmp_path / "w"
    for rank in (0, 2, 10**11):
        et_io.write_trace(tmp_path / f"w.{rank}.et", schema.GlobalMetadata(), [schema.Node(id=0)])
    with pytest.raises(HespasError) as error:
        et_io.discover_ranks(prefix)
    shown = ", ".join(map(str, [1, *range(3, 18)]))
    assert error.value.message == f"Chakra traces for rank(s) [{shown}, ... ({10**11 - 2} ranks)] are missing"


def test_a_rank_written_with_a_leading_zero_is_refused_at_its_file(tmp_path):
    # before: w.01.et was rank 1 a second time, so eight traces counted nine and the error named w.8.et,
    # which does not exist
    prefix = tmp_path / "w"
    for path in et_io.trace_paths(prefix, 8):
        et_io.write_trace(path, schema.GlobalMetadata(), [schema.Node(id=0, type=schema.COMP_NODE)])
    (tmp_path / "w.01.et").write_bytes((tmp_path / "w.1.et").read_bytes())
    with pytest.raises(HespasError) as error:
        et_io.discover_ranks(prefix)
    assert str(error.value) == (f"{tmp_path / 'w.01.et'}: error: a Chakra trace's rank has a leading zero "
                                "(rank 1's trace is w.1.et): rename or remove this file")


@needs_vectors
def test_reads_every_reference_trace_written_by_chakra_tools():
    rows = {row["case_id"]: row for row in csv.DictReader(open(VECTORS / "vectors.csv"))}
    collective_types = {"all_reduce": schema.ALL_REDUCE, "all_gather": schema.ALL_GATHER,
                        "reduce_scatter": schema.REDUCE_SCATTER, "all_to_all": schema.ALL_TO_ALL}
    checked = 0
    for run in sorted((VECTORS / "runs").iterdir()):
        row = rows[run.name]
        ranks = et_io.discover_ranks(run / "et" / "w")
        npus = 1
        for count in json.loads(row["npus"]):
            npus *= count
        assert len(ranks) == npus
        for path in et_io.trace_paths(run / "et" / "w", len(ranks)):
            metadata, nodes = et_io.read_trace(path)
            assert metadata.version == "0.0.4"
            et_io.check_dependencies(nodes)
            for node in nodes:
                assert et_io.attr_value(node, "is_cpu_op") is False
                if node.type == schema.COMM_COLL_NODE:
                    assert et_io.attr_value(node, "comm_type") == collective_types[row["collective"]]
                    assert et_io.attr_value(node, "comm_size") == int(row["size_bytes"])
                    if row["involved_dim"]:
                        assert et_io.attr_value(node, "involved_dim") == json.loads(row["involved_dim"])
                    if row["workload_kind"] == "subgroup":
                        groups = comm_groups.read_comm_groups(run / "et" / "comm_group.json", npus)
                        assert path.name.split(".")[1] in map(str, groups[et_io.attr_value(node, "pg_name")])
                    checked += 1
                elif node.type in (schema.COMM_SEND_NODE, schema.COMM_RECV_NODE):
                    assert et_io.attr_value(node, "comm_size") == int(row["size_bytes"])
                    peer = "comm_dst" if node.type == schema.COMM_SEND_NODE else "comm_src"
                    assert row["group_spec"].split("->") == (
                        [path.name.split(".")[1], str(et_io.attr_value(node, peer))] if peer == "comm_dst"
                        else [str(et_io.attr_value(node, peer)), path.name.split(".")[1]])
                    assert isinstance(et_io.attr_value(node, "comm_tag"), int)
                else:
                    assert node.type == schema.COMP_NODE
    assert checked > 1000


def test_comm_groups_round_trip_and_validation(tmp_path):
    path = tmp_path / "comm_group.json"
    comm_groups.write_comm_groups(path, {2: [3, 2], "1": [0, 1]})
    # keys in order; members keep their order (ASTRA-sim builds a group's ring in that order)
    assert json.loads(path.read_text()) == {"1": [0, 1], "2": [3, 2]}
    assert comm_groups.read_comm_groups(path) == {"1": [0, 1], "2": [3, 2]}
    with pytest.raises(HespasError, match="rank 3"):
        comm_groups.read_comm_groups(path, num_ranks=3)
    for bad, message in (({"0": [0]}, "positive"), ({"a": [0]}, "positive"), ({"1": []}, "non-empty"),
                         ({"1": [0, 0]}, "twice"), ({"1": [-1]}, "ranks"), ([1, 2], "JSON object")):
        with pytest.raises(HespasError, match=message):
            comm_groups.validate_comm_groups(bad)
    path.write_text('{"1": [0,\n')
    with pytest.raises(HespasError) as info:
        comm_groups.read_comm_groups(path)
    assert info.value.location.line == 2


def _hespas(*args):
    # The installed script, as a user runs it (python -c would import the source tree from the cwd).
    script = Path(sys.executable).with_name("hespas")
    return subprocess.run([str(script), *args], capture_output=True, text=True)


def test_chakra_dump_prints_json(tmp_path):
    path = tmp_path / "w.0.et"
    et_io.write_trace(path, schema.GlobalMetadata(), _sample_nodes())
    result = _hespas("chakra", "dump", str(path))
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert document["metadata"]["version"] == "0.0.4"
    assert [node["type"] for node in document["nodes"]] == [member.name for member in schema.NodeType]
    attrs = document["nodes"][7]["attrs"]
    assert attrs["bool_list"] == [True, False, True]
    assert attrs["uint64_val"] == 2**63
    assert attrs["bytes_val"] == "00ff"


def test_chakra_dump_writes_non_finite_doubles_as_strings_in_strict_json(tmp_path):
    # before: bare NaN, Infinity and -Infinity, which no strict JSON reader accepts
    path = tmp_path / "w.0.et"
    node = schema.Node(id=0, name="c", type=schema.COMP_NODE)
    node.attr.extend([et_io.make_attr("nan", math.nan), et_io.make_attr("inf", math.inf),
                      et_io.make_attr("list", [-math.inf, 1.5])])
    et_io.write_trace(path, schema.GlobalMetadata(), [node])
    result = _hespas("chakra", "dump", str(path))
    assert result.returncode == 0, result.stderr

    def refuse(token):
        raise ValueError(f"not strict JSON: {token}")

    attrs = json.loads(result.stdout, parse_constant=refuse)["nodes"][0]["attrs"]
    assert attrs == {"nan": "NaN", "inf": "Infinity", "list": ["-Infinity", 1.5]}


def test_chakra_dump_of_a_bad_file_is_a_diagnostic(tmp_path):
    path = tmp_path / "bad.et"
    path.write_bytes(b"\x09abc")
    result = _hespas("chakra", "dump", str(path))
    assert result.returncode == 1
    assert result.stderr.startswith(f"{path}: error: truncated")
    assert "Traceback" not in result.stderr
