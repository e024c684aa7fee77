"""System presets and user system files: loading, scaling out, and the errors a bad file gets."""

from __future__ import annotations

import math
import tomllib
from importlib import resources

import pytest

from hespas.diagnostics import HespasError
from hespas.systems import COLLECTIVES, Dimension, System, list_system_presets, load_system

MINIMAL = """
local_mem_bw_GBps = 1000
[[dimensions]]
topology = "Ring"
npus = 4
bandwidth_GBps = 100
latency_ns = 500
"""


def test_every_preset_loads_and_is_consistent():
    names = list_system_presets()
    assert {"dgx-a100", "dgx-h100", "dgx-h200", "dgx-b200", "mi300x-8gpu", "tpu-v4-4x4x4", "tpu-v5p-4x4x4",
            "a100-4gpu", "h100-4gpu", "h200-4gpu", "b200-4gpu"} <= set(names)
    for name in names:
        system = load_system(name)
        assert system.name == name
        assert system.num_npus == math.prod(dimension.npus for dimension in system.dimensions)
        assert system.description and system.local_mem_bw_GBps > 0


def test_preset_devices_are_shipped_hardware_presets_with_the_same_memory_bandwidth():
    hardware = {}
    for entry in resources.files("hespas").joinpath("presets", "hardware").iterdir():
        if entry.name.endswith(".toml"):
            document = tomllib.loads(entry.read_text())
            for name in [document["name"], *document.get("aliases", [])]:
                hardware[name] = document
    for name in list_system_presets():
        system = load_system(name)
        assert system.device in hardware, name
        assert system.local_mem_bw_GBps == hardware[system.device]["memory_bandwidth_GBps"], name


@pytest.mark.parametrize("name, npus, bandwidth_GBps", [
    ("dgx-a100", 8, 300), ("dgx-h100", 8, 450), ("dgx-h200", 8, 450), ("dgx-b200", 8, 900),
    ("a100-4gpu", 4, 300), ("h100-4gpu", 4, 450), ("h200-4gpu", 4, 450), ("b200-4gpu", 4, 900),
])
def test_nvlink_bandwidth_per_generation_is_per_direction(name, npus, bandwidth_GBps):
    (nvlink,) = load_system(name).dimensions
    assert (nvlink.topology, nvlink.npus, nvlink.bandwidth_GBps) == ("Switch", npus, bandwidth_GBps)


def test_mi300x_is_a_full_mesh_and_tpus_are_tori():
    (fabric,) = load_system("mi300x-8gpu").dimensions
    assert (fabric.topology, fabric.npus, fabric.bandwidth_GBps) == ("FullyConnected", 8, 64)
    assert fabric.all_reduce == "direct"
    v4 = load_system("tpu-v4-4x4x8")
    assert [(d.topology, d.npus) for d in v4.dimensions] == [("Ring", 4), ("Ring", 4), ("Ring", 8)]
    assert v4.num_npus == 128
    assert {d.bandwidth_GBps for d in load_system("tpu-v5p-4x4x4").dimensions} == {100}


def test_scale_out_by_suffix_or_argument():
    system = load_system("dgx-h100-x4")
    assert system.name == "dgx-h100-x4"
    assert system.num_npus == 32
    inner, outer = system.dimensions
    assert (outer.npus, outer.bandwidth_GBps, outer.topology) == (4, 50, "Switch")
    assert load_system("dgx-h100", nodes=4) == system
    assert load_system("hgx-h100", nodes=4) == system  # alias
    assert load_system("dgx-h100", nodes=1) == load_system("dgx-h100")
    assert load_system("dgx-a100-x2").dimensions[1].bandwidth_GBps == 25
    with pytest.raises(HespasError, match="names 4 nodes but 2"):
        load_system("dgx-h100-x4", nodes=2)
    with pytest.raises(HespasError, match="no \\[scale_out\\]"):
        load_system("h100-4gpu-x2")


def test_coordinates_put_dimension_zero_fastest():
    system = load_system("dgx-h100-x4")
    assert system.coordinates(0) == (0, 0)
    assert system.coordinates(13) == (5, 1)
    assert system.coordinates(31) == (7, 3)
    with pytest.raises(ValueError):
        system.coordinates(32)


def test_unknown_preset_lists_the_available_ones():
    with pytest.raises(HespasError) as info:
        load_system("dgx-h1000")
    assert "dgx-h100" in info.value.message and "tpu-v5p-4x4x4" in info.value.message


def test_user_file_works_like_a_preset(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(MINIMAL)
    system = load_system(path)
    assert system == System(name="mine", local_mem_bw_GBps=1000.0,
                            dimensions=(Dimension("Ring", 4, 100.0, 500.0),))
    assert isinstance(system.dimensions[0].bandwidth_GBps, float)
    assert all(system.dimensions[0].algorithm(collective) == "ring" for collective in COLLECTIVES)
    path.write_text(MINIMAL + '\n[scale_out]\ntopology = "Switch"\nbandwidth_GBps = 10\nlatency_ns = 1000\n')
    assert load_system(str(path), nodes=3).num_npus == 12


def test_bad_file_lists_missing_and_unknown_keys(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('bandwdith = 3\n[[dimensions]]\ntopology = "Ring"\nnpus = 2\n')
    with pytest.raises(HespasError) as info:
        load_system(path)
    assert info.value.location.filename == str(path)
    assert "missing key(s) local_mem_bw_GBps" in info.value.message
    assert "unknown key(s) bandwdith" in info.value.message
    path.write_text(MINIMAL.replace("latency_ns = 500", "latency = 500"))
    with pytest.raises(HespasError, match="dimension 0: missing key\\(s\\) latency_ns; unknown key\\(s\\) latency"):
        load_system(path)


@pytest.mark.parametrize("change, message", [
    (("Ring", "Torus"), "topology is 'Torus'"),
    (("npus = 4", 'npus = "4"'), "npus must be an integer"),
    (("npus = 4", "npus = 4.5"), "npus must be an integer"),
    (("latency_ns = 500", 'latency_ns = 500\nall_reduce = "tree"'), "all_reduce is 'tree'"),
    (("bandwidth_GBps = 100", "bandwidth_GBps = 0"), "bandwidth_GBps must be positive"),
    (("local_mem_bw_GBps = 1000", 'local_mem_bw_GBps = 1000\nscheduling_policy = "RANDOM"'), "scheduling_policy"),
    (("[[dimensions]]", "[[dimensions]"), "invalid TOML"),
])
def test_bad_values_are_diagnosed(tmp_path, change, message):
    path = tmp_path / "bad.toml"
    path.write_text(MINIMAL.replace(*change))
    with pytest.raises(HespasError, match=message):
        load_system(path)


def test_missing_file_is_a_diagnostic(tmp_path):
    with pytest.raises(HespasError, match="cannot read system file"):
        load_system(tmp_path / "absent.toml")
