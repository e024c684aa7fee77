"""Property-based tests (Hypothesis) of the input readers: hardware TOML, system TOML, ASTRA-sim's
network.yml and system.json, calibration tables and export specs, with arbitrary values and types.

The contract (issue 15): a reader returns a valid object or raises one HespasError; never another
exception. What it returns is usable: every number is finite and inside its documented range
(hespas.numbers), a system converts to ASTRA-sim's files and back unchanged and a small one simulates.
Each test starts from a valid document and changes one value (or a few bytes) at a time. The runs are
derandomized (a fixed seed) and bounded, so CI time stays under a minute for all of them.
"""

from __future__ import annotations

import json
import math
import tomllib
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hespas.astrasim.configs import network_yaml, read_configs, system_json, write_configs
from hespas.diagnostics import HespasError
from hespas.hardware import load_hardware
from hespas.numbers import MAX_NPUS, MAX_RATE, MAX_TIME_NS, MIN_RATE
from hespas.sim import CollectiveOp, ProgramNode, RankProgram, simulate_system
from hespas.program.nodes import COLLECTIVE
from hespas.systems import load_system

FUZZ = settings(derandomize=True, max_examples=150, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

# Values of every TOML/JSON type, with the numbers that broke readers before: inf, NaN, denormals,
# integers past 2^63 and past a float's range, booleans (not numbers), negative zero.
ODD_NUMBERS = st.sampled_from([math.inf, -math.inf, math.nan, 5e-324, -5e-324, 2.2250738585072014e-308, -0.0, 0,
                               -1, 2**62, 2**63, 2**64, 10**400, 1e308, 1e-300, True, False])
SCALARS = st.one_of(ODD_NUMBERS, st.integers(), st.floats(allow_nan=True, allow_infinity=True),
                    st.booleans(), st.text(max_size=8))
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                       st.dictionaries(st.text(min_size=1, max_size=4), inner,
                                                                       max_size=3)),
                      max_leaves=6)

HARDWARE = {
    "name": "toy", "description": "a toy accelerator", "memory_bandwidth_GBps": 100, "memory_capacity_GiB": 8,
    "launch_overhead_ns": 500, "peak_TFLOPS": {"f32": 10, "bf16": 40}, "vector_peak_TFLOPS": {"f32": 5},
    "systolic_array": {"rows": 8, "cols": 8, "dataflow": "ws", "arrays_per_chip": 2, "clock_MHz": 1000,
                       "ifmap_sram_KiB": 64, "filter_sram_KiB": 64, "ofmap_sram_KiB": 64},
    "calibration": {"target": "cpu", "device": "host", "backend": "llvm-cpu", "version": "1",
                    "kernel_overhead_ns": 100,
                    "curves": {"dot": {"axis": "flops", "efficiency_max": 0.8, "half_size": 1e6, "points": 4}}},
}
SYSTEM = {
    "local_mem_bw_GBps": 1000, "endpoint_delay_ns": 10, "preferred_dataset_splits": 2,
    "active_chunks_per_dimension": 1, "local_reduction_delay_ns": 1,
    "dimensions": [{"topology": "Ring", "npus": 4, "bandwidth_GBps": 100, "latency_ns": 500},
                   {"topology": "Switch", "npus": 2, "bandwidth_GBps": 50, "latency_ns": 1000,
                    "all_reduce": "halvingDoubling"}],
    "scale_out": {"topology": "Switch", "bandwidth_GBps": 25, "latency_ns": 2000},
}
SPEC = {
    "mesh": {"data": 2, "model": 2},
    "static": {"layers": 2},
    "inputs": [{"name": "x", "shape": [8, 16], "dtype": "bf16", "sharding": ["data", []]},
               {"shape": [16], "dtype": "f32", "sharding": [["model"]], "donate": True}],
    "outputs": [{"sharding": ["data"]}],
}


def toml_value(value) -> str:
    """``value`` as a TOML value (inline tables and arrays), so any document is one line per key."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, str):
        return json.dumps(value)  # a JSON string is a TOML basic string, bar lone surrogates (a TOML error)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    return "{" + ", ".join(f"{json.dumps(key)} = {toml_value(item)}" for key, item in value.items()) + "}"


def toml_text(document: dict) -> str:
    return "".join(f"{json.dumps(key)} = {toml_value(value)}\n" for key, value in document.items())


@st.composite
def mutated(draw, document: dict):
    """``document`` with one key (at any depth) set to an arbitrary value, deleted, or added."""
    document = json.loads(json.dumps(document))
    paths = []

    def walk(node, path):
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, child in items:
            paths.append((*path, key))
            walk(child, (*path, key))

    walk(document, ())
    path = draw(st.sampled_from(paths))
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    action = draw(st.sampled_from(["set", "set", "set", "delete", "add"]))
    if action == "delete" and isinstance(parent, dict):
        del parent[path[-1]]
    elif action == "add" and isinstance(parent, dict):
        parent[draw(st.text(min_size=1, max_size=6))] = draw(VALUES)
    else:
        parent[path[-1]] = draw(VALUES)
    return document


def mangled_bytes(text: str, data) -> bytes:
    """``text`` encoded, with a few bytes replaced or the end cut off (not UTF-8, bad syntax)."""
    raw = bytearray(text.encode())
    for _ in range(data.draw(st.integers(1, 3))):
        position = data.draw(st.integers(0, len(raw) - 1))
        raw[position] = data.draw(st.sampled_from([0xFF, 0xC3, 0x80, 0x00, ord("["), ord("="), ord('"')]))
    return bytes(raw[: data.draw(st.integers(1, len(raw)))])


def assert_numbers_in_range(document, path=()):
    """Every number of a loaded object's JSON form is finite, and a count is not above MAX_NPUS."""
    if isinstance(document, dict):
        for key, value in document.items():
            assert_numbers_in_range(value, (*path, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            assert_numbers_in_range(value, (*path, index))
    elif isinstance(document, float):
        assert math.isfinite(document), path
        assert document == 0 or MIN_RATE <= abs(document) <= max(MAX_RATE, MAX_TIME_NS) or path[-1] in (
            "efficiency_max", "half_size", "rolloff", "rolloff_size", "memory_capacity_bytes"), (path, document)


def load_or_error(loader, *args):
    """What ``loader`` returns, or None when it raised a HespasError (the only exception allowed)."""
    try:
        return loader(*args)
    except HespasError as error:
        assert str(error).strip() and "\n" not in error.message
        return None


# ---------------------------------------------------------------- hardware

@FUZZ
@given(document=mutated(HARDWARE))
def test_hardware_files_load_or_give_one_error(tmp_path_factory, document):
    path = tmp_path_factory.mktemp("hw") / "hw.toml"
    path.write_text(toml_text(document), encoding="utf-8", errors="surrogatepass")
    hardware = load_or_error(load_hardware, str(path))
    if hardware is not None:
        assert_numbers_in_range(hardware.to_json_dict())
        for dtype in ("f32", "bf16", "f8E4M3FN", "i8", "f64"):
            for is_matmul in (True, False):
                assert 0 < hardware.peak_flops_per_s(dtype, is_matmul) < math.inf


@FUZZ
@given(data=st.data())
def test_hardware_files_with_bad_bytes_give_one_error(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("hw") / "hw.toml"
    path.write_bytes(mangled_bytes(toml_text(HARDWARE), data))
    load_or_error(load_hardware, str(path))


# ---------------------------------------------------------------- systems

def check_system(system, work: Path) -> None:
    """A loaded system's numbers are in range; its ASTRA-sim files read back as the same system; a small
    one simulates an all-reduce to a finite time."""
    assert_numbers_in_range(system.to_json_dict())
    assert 1 <= system.num_npus <= MAX_NPUS
    work.mkdir(exist_ok=True)
    paths = write_configs(system, work)
    again = read_configs(paths.network, paths.system, name=system.name).system
    assert again == system
    if system.num_npus <= 16:
        node = ProgramNode(0, "ar", COLLECTIVE, comm=CollectiveOp("all_reduce", 2**20))
        result = simulate_system([RankProgram([node])] * system.num_npus, system)
        assert 0 < result.max_finish_ns < 2**63


@FUZZ
@given(document=mutated(SYSTEM), nodes=st.one_of(st.none(), st.sampled_from([1, 3, 4, 2**20, 2**21, 10**15])))
def test_system_files_load_or_give_one_error(tmp_path_factory, document, nodes):
    work = tmp_path_factory.mktemp("system")
    path = work / "system.toml"
    path.write_text(toml_text(document), encoding="utf-8", errors="surrogatepass")
    system = load_or_error(load_system, str(path), nodes)
    if system is not None:
        check_system(system, work)


@FUZZ
@given(data=st.data())
def test_system_files_with_bad_bytes_give_one_error(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("system") / "system.toml"
    path.write_bytes(mangled_bytes(toml_text(SYSTEM), data))
    load_or_error(load_system, str(path))


# ---------------------------------------------------------------- ASTRA-sim's network.yml and system.json

def astra_sim_documents() -> tuple[dict, dict]:
    system = load_system("dgx-h100-x2")
    return yaml.safe_load(network_yaml(system)), system_json(system)


NETWORK, SYSTEM_JSON = astra_sim_documents()


@FUZZ
@given(network=st.one_of(st.just(NETWORK), mutated(NETWORK)), system=st.one_of(st.just(SYSTEM_JSON),
                                                                                 mutated(SYSTEM_JSON)))
def test_astra_sim_configs_load_or_give_one_error(tmp_path_factory, network, system):
    work = tmp_path_factory.mktemp("astra")
    (work / "network.yml").write_text(yaml.safe_dump(network, allow_unicode=True), encoding="utf-8",
                                      errors="surrogatepass")
    (work / "system.json").write_text(json.dumps(system), encoding="utf-8", errors="surrogatepass")
    config = load_or_error(read_configs, work / "network.yml", work / "system.json")
    if config is not None:
        assert config.roofline_peak_TFLOPS is None or math.isfinite(config.roofline_peak_TFLOPS)
        check_system(config.system, work / "again")


@FUZZ
@given(data=st.data())
def test_astra_sim_configs_with_bad_bytes_give_one_error(tmp_path_factory, data):
    work = tmp_path_factory.mktemp("astra")
    (work / "network.yml").write_bytes(mangled_bytes(yaml.safe_dump(NETWORK), data))
    (work / "system.json").write_bytes(mangled_bytes(json.dumps(SYSTEM_JSON, indent=1), data))
    load_or_error(read_configs, work / "network.yml", work / "system.json")


# ---------------------------------------------------------------- export specs

@FUZZ
@given(document=mutated(SPEC))
def test_export_specs_load_or_give_one_error(tmp_path_factory, document):
    from hespas.export.spec import load_spec

    path = tmp_path_factory.mktemp("spec") / "spec.toml"
    path.write_text(toml_text(document), encoding="utf-8", errors="surrogatepass")
    spec = load_or_error(load_spec, str(path))
    if spec is not None:
        def step(*args, **kwargs):
            return args

        args, shardings, donated = spec.bind(step)
        assert len(args) == len(shardings)
        assert spec.num_devices >= 1


def test_the_generated_documents_are_valid_before_mutation(tmp_path):
    """The fuzzers' starting points load, so each mutation tests the value it changed."""
    from hespas.export.spec import load_spec

    (tmp_path / "hw.toml").write_text(toml_text(HARDWARE))
    (tmp_path / "system.toml").write_text(toml_text(SYSTEM))
    (tmp_path / "spec.toml").write_text(toml_text(SPEC))
    assert tomllib.loads(toml_text(SYSTEM))["dimensions"][1]["npus"] == 2
    assert load_hardware(str(tmp_path / "hw.toml")).systolic_array.rows == 8
    assert load_system(str(tmp_path / "system.toml"), 2).num_npus == 16  # 4 x 2 x 2 nodes
    assert load_spec(str(tmp_path / "spec.toml")).num_devices == 4  # data 2 x model 2
    check_system(load_system(str(tmp_path / "system.toml"), 2), tmp_path / "astra")
    assert read_configs_of(NETWORK, SYSTEM_JSON, tmp_path).system.num_npus == 16  # dgx-h100-x2: 8 x 2


def read_configs_of(network: dict, system: dict, work: Path):
    (work / "network.yml").write_text(yaml.safe_dump(network))
    (work / "system.json").write_text(json.dumps(system))
    return read_configs(work / "network.yml", work / "system.json")


# ---------------------------------------------------------------- regressions found beside the readers

def test_a_cache_file_with_a_foreign_table_is_moved_aside_not_busy_forever(tmp_path, capsys):
    import sqlite3

    from hespas.profile.cache import CachedResult, CacheKey, ProfileCache

    path = tmp_path / "profile.sqlite3"
    with sqlite3.connect(path) as foreign:  # a table of the same name, other columns
        foreign.execute("CREATE TABLE measurements (name TEXT, value REAL)")
    cache = ProfileCache(path)
    key = CacheKey("hash", "llvm-cpu", "host", "1", "iree")
    cache.put(key, CachedResult(5.0, None))
    assert cache.get(key) == CachedResult(5.0, None)
    cache.close()
    err = capsys.readouterr().err
    assert "moved it to" in err and "busy" not in err
    assert list(tmp_path.glob("profile.sqlite3.corrupt-*"))


def test_a_relative_astra_sim_path_and_non_utf8_output(tmp_path, monkeypatch):
    """--astra-sim ./bin/astra used to fail once the binary ran from the work folder; output bytes that are
    not UTF-8 used to raise UnicodeDecodeError."""
    from hespas.astrasim import runner

    (tmp_path / "bin").mkdir()
    stand_in = tmp_path / "bin" / "astra"
    stand_in.write_bytes(b"#!/bin/sh\nprintf 'caf\\351\\n'\nexit 0\n")
    stand_in.chmod(0o755)
    monkeypatch.chdir(tmp_path)
    binary = runner.find_astra_sim("./bin/astra")
    assert binary.is_absolute() and binary == stand_in
    system = load_system(str(write_system(tmp_path)))
    for rank in range(system.num_npus):
        (tmp_path / f"w.{rank}.et").write_bytes(b"")
    with pytest.raises(HespasError, match="never finished"):  # it ran, from the work folder, and said "caf\ufffd"
        runner.run_astra_sim(system, tmp_path / "w", tmp_path / "work", binary="./bin/astra")
    assert "caf\ufffd" in (tmp_path / "work" / runner.OUTPUT_FILE).read_text()


def write_system(folder: Path) -> Path:
    path = folder / "ring4.toml"
    path.write_text('local_mem_bw_GBps = 1000\n[[dimensions]]\ntopology = "Ring"\nnpus = 4\n'
                    "bandwidth_GBps = 100\nlatency_ns = 500\n")
    return path


def test_a_negative_comm_size_in_a_chakra_trace_is_refused():
    from hespas.chakra import schema
    from hespas.chakra.rank_programs import program_from_chakra

    node = schema.Node(id=1, name="ar", type=schema.COMM_COLL_NODE)
    node.attr.add(name="comm_type", int64_val=schema.ALL_REDUCE)
    node.attr.add(name="comm_size", int64_val=-1048576)
    with pytest.raises(HespasError, match="comm_size must not be negative, not -1048576"):
        program_from_chakra([node])


@pytest.mark.parametrize("raw", ["nan", "inf", "-inf"])
def test_a_pass_option_that_is_not_finite_is_refused(raw):
    from hespas.pass_options import OptionValueError, option_type

    with pytest.raises(OptionValueError, match=f"expects a finite float, got '{raw}'"):
        option_type(float, minimum=0.0).parse(raw)
