"""ASTRA-sim config files: reading ASTRA-sim's own (the reference vectors), writing from a System, round trips."""

from __future__ import annotations

import csv
import json
from dataclasses import replace

import pytest
import yaml

from hespas.astrasim import configs
from hespas.diagnostics import HespasError
from hespas.systems import list_system_presets, load_system

from conftest import VECTORS, needs_vectors


def _vector_rows():
    return list(csv.DictReader(open(VECTORS / "vectors.csv"))) if VECTORS.is_dir() else []


@needs_vectors
def test_reads_every_reference_config_pair_as_the_vectors_describe_it():
    rows = _vector_rows()
    assert len(rows) > 400
    for row in rows:
        npus, algorithms = json.loads(row["npus"]), json.loads(row["impl"])
        if any(n & (n - 1) and a in ("halvingDoubling", "doubleBinaryTree") for n, a in zip(npus, algorithms)):
            assert row["error"]  # ASTRA-sim stalled or crashed: hespas refuses the system file
            with pytest.raises(HespasError, match="needs a power-of-two number of NPUs"):
                configs.read_configs(VECTORS / row["network_config"], VECTORS / row["system_config"])
            continue
        config = configs.read_configs(VECTORS / row["network_config"], VECTORS / row["system_config"])
        system = config.system
        assert config.roofline_peak_TFLOPS is None  # every vector has roofline-enabled 0
        assert [d.npus for d in system.dimensions] == json.loads(row["npus"])
        assert [d.topology for d in system.dimensions] == json.loads(row["topology"])
        assert [d.bandwidth_GBps for d in system.dimensions] == json.loads(row["bandwidth_GBps"])
        assert [d.latency_ns for d in system.dimensions] == json.loads(row["latency_ns"])
        for collective in ("all_reduce", "all_gather", "reduce_scatter", "all_to_all"):
            assert [d.algorithm(collective) for d in system.dimensions] == json.loads(row["impl"])
        assert system.collective_optimization == row["collective_optimization"]
        assert system.active_chunks_per_dimension == int(row["active_chunks"])
        assert system.preferred_dataset_splits == int(row["dataset_splits"])
        assert system.endpoint_delay_ns == float(row["endpoint_delay_ns"])
        assert system.local_mem_bw_GBps == float(row["local_mem_bw_GBps"])
        assert system.scheduling_policy == "LIFO"
        assert system.local_reduction_delay_ns == 1.0  # absent from the files: ASTRA-sim's default


@needs_vectors
def test_reads_every_file_in_the_config_directory():
    networks = sorted((VECTORS / "configs").glob("network_*.yml"))
    systems = sorted((VECTORS / "configs").glob("system_*.json"))
    assert networks and systems
    by_dims = {}
    for path in networks:
        dimensions = configs.read_network_yaml(path)
        assert dimensions == [dict(d, bandwidth_GBps=float(d["bandwidth_GBps"])) for d in dimensions]
        by_dims.setdefault(len(dimensions), path)
    for path in systems:
        dims = len(json.loads(path.read_text())["all-reduce-implementation"])
        assert configs.read_configs(by_dims[dims], path).system.num_npus > 1
    assert json.loads((VECTORS / "configs" / "no_memory_expansion.json").read_text()) == configs.REMOTE_MEMORY


@needs_vectors
def test_writing_a_read_reference_pair_reproduces_its_content(tmp_path):
    for row in _vector_rows()[::7]:
        network_path, system_path = VECTORS / row["network_config"], VECTORS / row["system_config"]
        config = configs.read_configs(network_path, system_path)
        paths = configs.write_configs(config.system, tmp_path)
        assert yaml.safe_load(paths.network.read_text()) == yaml.safe_load(network_path.read_text())
        original = json.loads(system_path.read_text())
        written = json.loads(paths.system.read_text())
        del original["peak-perf"]  # only read by the roofline, which is off
        assert written == {**original, "local-reduction-delay": 1}
        assert json.loads(paths.remote_memory.read_text()) == configs.REMOTE_MEMORY


@pytest.mark.parametrize("name", list_system_presets() + ["dgx-h100-x4", "mi300x-8gpu-x2"])
def test_preset_round_trip(tmp_path, name):
    system = load_system(name)
    paths = configs.write_configs(system, tmp_path)
    config = configs.read_configs(paths.network, paths.system, name=system.name)
    # Names, descriptions and the device have no place in ASTRA-sim's files; everything else survives.
    expected = replace(system, description="", device="",
                       dimensions=tuple(replace(d, name="") for d in system.dimensions))
    assert config.system == expected
    assert config.roofline_peak_TFLOPS is None


def test_multi_dimensional_files_have_one_entry_per_dimension(tmp_path):
    system = load_system("dgx-h100-x4")
    paths = configs.write_configs(system, tmp_path, roofline_peak_TFLOPS=989.4)
    network = yaml.safe_load(paths.network.read_text())
    assert network == {"topology": ["Switch", "Switch"], "npus_count": [8, 4],
                       "bandwidth": [450.0, 50.0], "latency": [300.0, 1350.0]}
    document = json.loads(paths.system.read_text())
    assert document["all-to-all-implementation"] == ["direct", "direct"]
    assert document["collective-optimization"] == "localBWAware"
    assert (document["roofline-enabled"], document["peak-perf"]) == (1, 989.4)
    assert isinstance(document["endpoint-delay"], int)
    assert configs.read_configs(paths.network, paths.system).roofline_peak_TFLOPS == 989.4


NETWORK = "topology: [ Ring ]\nnpus_count: [ 4 ]\nbandwidth: [ 100.0 ]\nlatency: [ 500.0 ]\n"
SYSTEM = {"scheduling-policy": "LIFO", "endpoint-delay": 10, "preferred-dataset-splits": 1, "local-mem-bw": 1000,
          "all-reduce-implementation": ["ring"], "all-gather-implementation": ["ring"],
          "reduce-scatter-implementation": ["ring"], "all-to-all-implementation": ["ring"], "boost-mode": 1}


def _files(tmp_path, network=NETWORK, system=None):
    network_path, system_path = tmp_path / "n.yml", tmp_path / "s.json"
    network_path.write_text(network)
    system_path.write_text(system if isinstance(system, str) else json.dumps(SYSTEM if system is None else system))
    return network_path, system_path


def test_a_minimal_astra_sim_pair_takes_astra_sims_defaults(tmp_path):
    system = configs.read_configs(*_files(tmp_path)).system
    assert (system.name, system.num_npus, system.active_chunks_per_dimension) == ("n", 4, 1)
    assert system.collective_optimization == "baseline"


def test_malformed_yaml_has_a_line(tmp_path):
    network_path, system_path = _files(tmp_path, network="topology: [ Ring\nnpus_count: [ 4 ]\n")
    with pytest.raises(HespasError) as info:
        configs.read_configs(network_path, system_path)
    assert info.value.location.filename == str(network_path)
    assert info.value.location.line == 2
    assert "invalid network YAML" in info.value.message


def test_malformed_json_has_a_line(tmp_path):
    network_path, system_path = _files(tmp_path, system='{\n  "scheduling-policy": "LIFO",\n}')
    with pytest.raises(HespasError) as info:
        configs.read_configs(network_path, system_path)
    assert (info.value.location.filename, info.value.location.line) == (str(system_path), 3)


@pytest.mark.parametrize("network, message", [
    ("topology: [ Ring ]\nnpus_count: [ 4 ]\nbandwidth: [ 100.0 ]\n", "missing key\\(s\\) latency"),
    (NETWORK + "links_count: [ 2 ]\n", "unknown key\\(s\\) links_count"),
    (NETWORK.replace("[ 4 ]", "[ 4, 2 ]"), "one entry per dimension"),
    (NETWORK.replace("[ 4 ]", "[ four ]"), "npus_count must be a non-empty list of integers"),
    (NETWORK.replace("Ring", "Torus"), "topology is 'Torus'"),
    ("- just a list\n", "mapping"),
])
def test_bad_network_files(tmp_path, network, message):
    with pytest.raises(HespasError, match=message):
        configs.read_configs(*_files(tmp_path, network=network))


@pytest.mark.parametrize("change, message", [
    ({"local-mem-bw": None}, "missing key\\(s\\) local-mem-bw"),
    ({"endpoint_delay": 5}, "unknown key\\(s\\) endpoint_delay"),
    ({"all-reduce-implementation": ["ring", "ring"]}, "2 entries but .* 1 dimension"),
    ({"all-gather-implementation": ["tree"]}, "all_gather is 'tree'"),
    ({"scheduling-policy": "RANDOM"}, "scheduling_policy is 'RANDOM'"),
    ({"endpoint-delay": "10"}, "endpoint-delay must be a number"),
    ({"active-chunks-per-dimension": 2.5}, "active-chunks-per-dimension must be an integer, not 2.5"),
    ({"roofline-enabled": 1}, "peak-perf"),
])
def test_bad_system_files(tmp_path, change, message):
    document = {key: value for key, value in {**SYSTEM, **change}.items() if value is not None}
    with pytest.raises(HespasError, match=message):
        configs.read_configs(*_files(tmp_path, system=document))


def test_missing_file(tmp_path):
    with pytest.raises(HespasError, match="cannot read network config"):
        configs.read_configs(tmp_path / "absent.yml", tmp_path / "absent.json")


def test_a_scheduling_policy_the_simulator_lacks_is_one_diagnostic_naming_the_file(tmp_path, capsys):
    # EXPLICIT is a valid ASTRA-sim policy, but the built-in simulator implements LIFO and FIFO only:
    # the file that asks for it is named, before any trace is read (there is none here)
    network_path, system_path = _files(tmp_path, system={**SYSTEM, "scheduling-policy": "EXPLICIT"})
    with pytest.raises(HespasError) as info:
        configs.read_configs(network_path, system_path)
    assert info.value.location.filename == str(system_path)
    from hespas.cli import main

    assert main(["simulate", "--chakra", str(tmp_path / "absent"), "--network", str(network_path),
                 "--system", str(system_path)]) == 1
    err = capsys.readouterr().err
    assert err == (f"{system_path}: error: scheduling-policy 'EXPLICIT' is not implemented by the built-in "
                   "simulator (use LIFO or FIFO)\n")


@pytest.mark.parametrize("fractional, whole", [(5.9, 5), (10.5, 10), (0.7, 0)])
def test_a_fractional_endpoint_delay_is_truncated_as_astra_sim_reads_it(capsys, tmp_path, fractional, whole):
    # ASTRA-sim assigns endpoint-delay to `int communication_delay` (Sys.hh), truncating it; before, hespas
    # rounded it (5.9 ran as 6 ns, 10.5 as 10, round-half-to-even)
    from hespas.cli import main
    from conftest import write_chakra_inputs

    outputs = []
    for delay in (fractional, whole):
        folder = tmp_path / str(delay)
        folder.mkdir()
        assert main(["simulate", *write_chakra_inputs(folder, ranks=4, endpoint_delay_ns=delay)]) == 0
        outputs.append([line for line in capsys.readouterr().out.splitlines() if line.startswith("sys[")])
    assert outputs[0] == outputs[1]
