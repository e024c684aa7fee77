"""`hespas chakra`: work with Chakra execution traces (sub-action ``dump`` prints one as JSON)."""

from __future__ import annotations

import argparse
import json
import sys

from hespas.chakra import et_io, schema

NAME = "chakra"
HELP = "Work with Chakra execution traces (ASTRA-sim's workload format)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    actions.required = True
    dump = actions.add_parser("dump", help="print a trace file as JSON",
                              description="Print a Chakra trace as JSON: metadata, then nodes "
                                          "with their attributes by name.")
    dump.add_argument("file", help="a Chakra ET file (<prefix>.<rank>.et)")
    dump.set_defaults(_chakra_action=run_dump)


def run(args: argparse.Namespace) -> int:
    return args._chakra_action(args)


def run_dump(args: argparse.Namespace) -> int:
    metadata, nodes = et_io.read_trace(args.file)
    document = {
        "metadata": {"version": metadata.version, "attrs": _json_attrs(metadata)},
        "nodes": [_node_json(node) for node in nodes],
    }
    json.dump(document, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


def _node_json(node) -> dict:
    try:
        type_name = schema.NodeType(node.type).name
    except ValueError:
        type_name = f"UNKNOWN_NODE_{node.type}"
    result = {
        "id": node.id,
        "name": node.name,
        "type": type_name,
        "data_deps": list(node.data_deps),
        "ctrl_deps": list(node.ctrl_deps),
        "start_time_micros": node.start_time_micros,
        "duration_micros": node.duration_micros,
    }
    for io_name in ("inputs", "outputs"):
        if node.HasField(io_name):
            io = getattr(node, io_name)
            result[io_name] = {"values": io.values, "shapes": io.shapes, "types": io.types}
    result["attrs"] = _json_attrs(node)
    return result


def _json_attrs(message) -> dict:
    """Attributes by name; bytes values as hex strings (JSON has no bytes)."""
    def jsonable(value):
        if isinstance(value, bytes):
            return value.hex()
        if isinstance(value, list):
            return [jsonable(item) for item in value]
        return value

    return {name: jsonable(value) for name, value in et_io.attrs_dict(message).items()}
