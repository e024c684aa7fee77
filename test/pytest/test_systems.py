"""System presets and user system files: loading, scaling out, and the errors a bad file gets."""

from __future__ import annotations

import json
import math
import subprocess
import sys
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from hespas.cli import main as hespas_main
from hespas.diagnostics import HespasError
from hespas.sim import CollectiveOp, ProgramNode, RankProgram, simulate_system
from hespas.program.nodes import COLLECTIVE, COMPUTE
from hespas.sweep.vendor_systems import own_system
from hespas.systems import (COLLECTIVES, Dimension, System, list_system_presets, load_system,
                           one_device_system, scale_out_algorithm)

ROOT = Path(__file__).resolve().parents[2]
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
            "a100-4gpu", "h100-4gpu", "h200-4gpu", "b200-4gpu", "a100-1gpu", "h100-1gpu", "h200-1gpu",
            "b200-1gpu", "mi300x-1gpu", "tpu-v4-2x2x1", "tpu-v4-2x2x2", "tpu-v4-2x2x4", "tpu-v5p-2x2x1",
            "tpu-v5p-2x2x2", "tpu-v5p-2x2x4"} <= set(names)
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


def test_hgx_a100_4gpu_board_is_a_full_mesh_of_40gb_gpus():
    """The Hespas paper's A100 machine: 12 NVLinks per GPU, 4 to each of 3 peers, 25 GB/s a link per direction."""
    system = load_system("a100-40gb-4gpu")
    (nvlink,) = system.dimensions
    assert (nvlink.topology, nvlink.npus, nvlink.bandwidth_GBps) == ("FullyConnected", 4, 4 * 25)
    assert (nvlink.all_reduce, nvlink.all_gather, nvlink.reduce_scatter) == ("direct", "direct", "direct")
    assert (system.device, system.local_mem_bw_GBps) == ("a100-sxm-40gb", 1555)
    assert own_system("a100-40gb", 4) == ("a100-40gb-4gpu", None)
    assert own_system("a100", 4) == ("a100-4gpu", None)


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
    (("bandwidth_GBps = 100", "bandwidth_GBps = 0"), "bandwidth_GBps must be a number in 1e-06..1e\\+09, got 0.0"),
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


@pytest.mark.parametrize("kind, device", [
    ("a100", "a100-sxm-80gb"), ("h100", "h100-sxm"), ("h200", "h200-sxm"), ("b200", "b200-sxm"),
    ("mi300x", "mi300x-oam"),
])
def test_one_gpu_system_per_gpu_kind_runs_a_one_device_step(kind, device):
    system = load_system(f"{kind}-1gpu")
    assert (system.num_npus, system.device) == (1, device)
    step = ProgramNode(0, "step", COMPUTE, 12_345)
    assert simulate_system([RankProgram([step])], system).max_finish_ns == 12_345  # nothing but the compute


def test_one_device_system_is_the_preset_or_a_built_one():
    assert one_device_system("h100-sxm", 3350.0) == load_system("h100-1gpu")
    system = one_device_system("tpu-v5p", 2765.0)  # no tpu-v5p-1 preset
    assert (system.name, system.num_npus, system.device, system.local_mem_bw_GBps) == ("tpu-v5p-1", 1, "tpu-v5p", 2765.0)
    step = ProgramNode(0, "step", COMPUTE, 777)
    assert simulate_system([RankProgram([step])], system).max_finish_ns == 777


@pytest.mark.parametrize("name, alias, shape, bandwidth_GBps", [
    ("tpu-v4-2x2x1", "tpu-v4-8", [2, 2], 50), ("tpu-v4-2x2x2", "tpu-v4-16", [2, 2, 2], 50),
    ("tpu-v4-2x2x4", "tpu-v4-32", [2, 2, 4], 50), ("tpu-v5p-2x2x1", "tpu-v5p-8", [2, 2], 100),
    ("tpu-v5p-2x2x2", "tpu-v5p-16", [2, 2, 2], 100), ("tpu-v5p-2x2x4", "tpu-v5p-32", [2, 2, 4], 100),
])
def test_small_tpu_slices(name, alias, shape, bandwidth_GBps):
    system = load_system(alias)  # slice names count TensorCores: two per chip
    assert system.name == name
    assert [(d.topology, d.npus, d.bandwidth_GBps) for d in system.dimensions] == \
        [("Ring", n, bandwidth_GBps) for n in shape]


def test_eight_device_step_runs_on_an_eight_chip_tpu_slice(capsys):
    assert hespas_main(["simulate", str(ROOT / "examples" / "mlp_dp_tp" / "mlp_dp_tp_8_devices.partitioned.mlir"),
                        "--hardware", "tpu-v5p", "--system", "tpu-v5p-2x2x2"]) == 0
    assert "tpu-v5p-2x2x2: Ring 2 (100 GB/s, 500 ns) x Ring 2" in capsys.readouterr().out


# ---------------------------------------------------------------- algorithms across nodes

def test_scale_out_runs_halving_doubling_on_power_of_two_node_counts_else_ring():
    for preset in ("dgx-a100", "dgx-h100", "dgx-h200", "dgx-b200", "mi300x-8gpu"):
        for nodes, expected in ((2, "halvingDoubling"), (4096, "halvingDoubling"), (6, "ring"), (4095, "ring")):
            outer = load_system(preset, nodes=nodes).dimensions[-1]
            assert (outer.npus, outer.all_reduce, outer.all_gather, outer.reduce_scatter) == \
                (nodes, expected, expected, expected), (preset, nodes)
            assert outer.all_to_all == "direct"
    assert scale_out_algorithm("doubleBinaryTree", 12) == "ring"
    assert scale_out_algorithm("doubleBinaryTree", 16) == "doubleBinaryTree"
    assert scale_out_algorithm("direct", 12) == "direct"


ONE_GPU_NODES = """
local_mem_bw_GBps = 3350
[[dimensions]]
topology = "Switch"
npus = 1
bandwidth_GBps = 450
latency_ns = 300
[scale_out]
topology = "Switch"
bandwidth_GBps = 50
latency_ns = 1350
all_reduce = "ALGORITHM"
"""


def _lone_all_reduce_ns(system, size_bytes: int) -> int:
    node = ProgramNode(0, "ar", COLLECTIVE, comm=CollectiveOp("all_reduce", size_bytes, None))
    return simulate_system([RankProgram([node])] * system.num_npus, system).max_finish_ns


@pytest.mark.parametrize("algorithm, expected_ns", [
    # 4 MiB = 4,194,304 bytes over 4 nodes of one GPU; the dgx-h100 scale-out figures.
    # A message of x bytes: floor(2 hops x 1350 ns + x / B), B = 50 x 2^30 / 1e9 = 53.687 bytes/ns:
    #   2 MiB -> floor(2700 + 39062.5) = 41762 ns; 1 MiB -> floor(2700 + 19531.25) = 22231 ns.
    # A reduction of 1 MiB: 3 x floor(1048576 / 3350) = 3 x 313 = 939 ns; endpoint delay 10 ns per receive.
    # halvingDoubling: 10 + [2 MiB to rank^1] (41762 + 10) + [1 MiB to rank^2, reduced] (22231 + 10 + 939)
    #                  + [1 MiB back from rank^2] (22231 + 10) + [2 MiB back from rank^1] (41762 + 10) = 128975
    ("halvingDoubling", 128_975),
    # ring: 10 + 2 x (4 - 1) = 6 steps of 1 MiB x (22231 + 10), 3 of them reduced (939 each) = 136273
    ("ring", 136_273),
])
def test_all_reduce_across_nodes_hand_derived(tmp_path, algorithm, expected_ns):
    path = tmp_path / "nodes.toml"
    path.write_text(ONE_GPU_NODES.replace("ALGORITHM", algorithm))
    assert _lone_all_reduce_ns(load_system(path, nodes=4), 4 << 20) == expected_ns


def test_small_all_reduce_on_32k_gpus_pays_logarithmic_not_linear_latency():
    # 64 bytes on dgx-h100 x 4096 nodes: chunks are raised to one byte per rank, so 32,768 bytes,
    # reduce-scattered over NVLink, all-reduced across nodes, all-gathered back (localBWAware).
    # NVLink (B = 450 x 2^30 / 1e9 = 483.18 bytes/ns) messages of 4096 bytes: floor(600 + 8.48) = 608 ns.
    #   reduce-scatter: 10 + 7 x (608 + 10) + 7 reductions x 3 x floor(4096 / 3350) = 10 + 4326 + 21 = 4357
    #   all-gather:     10 + 7 x (608 + 10) = 4336
    # InfiniBand halvingDoubling over 4096 nodes on 4096 bytes: 12 steps down (2048, 1024, ..., 1 bytes,
    #   reductions of < 3350 bytes cost 0), floor(2700 + x / 53.687) over x = 2048 ... 1:
    #   2738 + 2719 + 2709 + 2704 + 2702 + 2701 + 6 x 2700 = 32473; then 12 back up, which ASTRA-sim starts
    #   from the last half (1 byte) rounded down to even bytes, 0: 12 x 2700 = 32400; + 24 x 10 + 10:
    #   32473 + 32400 + 250 = 65123
    # total 4357 + 65123 + 4336 = 73816 ns. (A ring across the nodes pays 2 x 4095 network steps: 22.2 ms.)
    assert _lone_all_reduce_ns(load_system("dgx-h100", nodes=4096), 64) == 73_816
    assert _lone_all_reduce_ns(load_system("dgx-h100", nodes=4095), 64) > 22_000_000


# ---------------------------------------------------------------- `hespas systems`

def test_systems_lists_every_preset_with_its_dimensions(capsys):
    assert hespas_main(["systems"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:5] == ["NAME", "DEVICE", "NPUS", "DIMENSION", "TOPOLOGY"]
    names = [line.split()[0] for line in lines[1:] if line and not line.startswith(" ")]
    assert names[:len(list_system_presets())] == list_system_presets()
    dgx = lines.index(next(line for line in lines if line.startswith("dgx-h100 ")))
    assert lines[dgx].split() == ["dgx-h100", "h100-sxm", "8", "NVLink4", "Switch", "8", "450", "300",
                                  "ring", "ring", "ring", "direct"]
    assert lines[dgx + 1].split() == ["InfiniBand", "NDR", "Switch", "xN", "50", "1350",
                                      "halvingDoubling", "halvingDoubling", "halvingDoubling", "direct"]


def test_systems_show_prints_one_system_in_full(capsys):
    assert hespas_main(["systems", "show", "hgx-h100-x4"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("dgx-h100-x4: NVIDIA DGX H100")
    assert "npus                         32 (8 x 4)" in text
    assert "dimension 1                  InfiniBand NDR: Switch of 4, 50 GB/s, 1350 ns; all_reduce halvingDoubling" in text
    assert hespas_main(["systems", "show", "dgx-h100", "--nodes", "6", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["num_npus"] == 48 and document["name"] == "dgx-h100-x6"
    assert document["dimensions"][1] == {"topology": "Switch", "npus": 6, "bandwidth_GBps": 50.0,
                                         "latency_ns": 1350.0, "all_reduce": "ring", "all_gather": "ring",
                                         "reduce_scatter": "ring", "all_to_all": "direct", "name": "InfiniBand NDR"}
    assert load_system("dgx-h100-x6").to_json_dict() == document


def test_systems_show_of_a_user_file(tmp_path, capsys):
    path = tmp_path / "mine.toml"
    path.write_text(MINIMAL)
    assert hespas_main(["systems", "show", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["dimensions"][0]["npus"] == 4


@pytest.mark.parametrize("arguments, message", [
    (["show", "dgx-h1000"], "error: unknown system 'dgx-h1000' (did you mean 'dgx-h100'?); presets: a100-1gpu, a100-40gb-4gpu"),
    (["show", "h100-4gpu", "--nodes", "2"], "h100-4gpu.toml: error: system 'h100-4gpu' has no [scale_out] table"),
    (["show", "dgx-h100", "--nodes", "0"], "error: nodes must be an integer in 1..1048576, got 0"),
])
def test_systems_bad_input_is_one_diagnostic_and_exit_1(arguments, message):
    hespas = Path(sys.executable).with_name("hespas")
    done = subprocess.run([str(hespas), "systems", *arguments], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert message in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_a_device_file_is_relative_to_the_system_file_not_the_current_directory(tmp_path, monkeypatch):
    # sub/ring.toml names device = "gpu.toml": the gpu.toml beside it (an H100), wherever hespas runs from; the
    # gpu.toml of the current directory (a B200) is never read; a preset name stays a name
    from hespas.hardware import load_hardware

    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "gpu.toml").write_text(Path(load_hardware("h100").source_path).read_text())
    (tmp_path / "gpu.toml").write_text(Path(load_hardware("b200").source_path).read_text())
    preset = (ROOT / "hespas" / "presets" / "systems" / "h100-4gpu.toml").read_text()
    assert 'device = "h100-sxm"' in preset
    (tmp_path / "sub" / "ring.toml").write_text(preset.replace('device = "h100-sxm"', 'device = "gpu.toml"'))
    (tmp_path / "sub" / "named.toml").write_text(preset)
    for folder in (tmp_path, tmp_path / "sub"):
        monkeypatch.chdir(folder)
        loaded = load_system(str(tmp_path / "sub" / "ring.toml"))
        assert loaded.device == str(tmp_path / "sub" / "gpu.toml")
        assert load_hardware(loaded.device).name == "h100-sxm"
        assert load_system(str(tmp_path / "sub" / "named.toml")).device == "h100-sxm"


@pytest.mark.parametrize("algorithm", ["halvingDoubling", "doubleBinaryTree"])
def test_a_node_dimension_that_halves_ranks_needs_a_power_of_two_npus(tmp_path, algorithm):
    # 12 NPUs cannot be halved down to pairs: refused when the file is read, naming the dimension (it failed in
    # the simulator, unlocated, or passed `hespas systems show`); 16 can
    text = MINIMAL.replace('topology = "Ring"', f'topology = "Switch"\nall_reduce = "{algorithm}"')
    path = tmp_path / "twelve.toml"
    path.write_text(text.replace("npus = 4", "npus = 12"))
    with pytest.raises(HespasError, match=f"dimension 0: all_reduce runs {algorithm}, which needs a power-of-two "
                                          "number of NPUs, not 12") as caught:
        load_system(str(path))
    assert caught.value.location.filename == str(path)
    path.write_text(text.replace("npus = 4", "npus = 16"))
    assert load_system(str(path)).num_npus == 16


@pytest.mark.parametrize("table", ["dimensions", "scale_out"])
def test_halving_doubling_for_all_to_all_is_refused_when_the_file_is_read(tmp_path, table):
    # before: `hespas systems show` and steps without an all-to-all passed; one with an all-to-all failed in the
    # simulator with "halvingDoubling does not implement all-to-all", naming neither the file nor the key
    text = MINIMAL.replace('topology = "Ring"', 'topology = "Switch"\nall_to_all = "halvingDoubling"')
    if table == "scale_out":
        text = MINIMAL + '\n[scale_out]\nname = "IB"\ntopology = "Switch"\nbandwidth_GBps = 50\nlatency_ns = 1000\n' \
                         'all_to_all = "halvingDoubling"\n'
    path = tmp_path / "a2a.toml"
    path.write_text(text)
    what = "dimension 0" if table == "dimensions" else "scale_out"
    with pytest.raises(HespasError, match=f"{what}: all_to_all runs halvingDoubling, which does not implement "
                                          "all-to-all") as caught:
        load_system(str(path))
    assert caught.value.location.filename == str(path)


@pytest.mark.parametrize("line, message", [
    ('name = ""', "system: name must be a non-empty string, got ''"),
    ('device = ""', "system: device must be a non-empty string, got ''"),
    ('aliases = [""]', "system: aliases must be an array of non-empty strings, not ['']"),
])
def test_a_system_names_nothing_with_an_empty_string(tmp_path, line, message):
    # as a hardware file refuses them: an empty name made the report's system "-x2", an empty device meant none
    path = tmp_path / "empty.toml"
    path.write_text(line + "\n" + MINIMAL)
    with pytest.raises(HespasError) as caught:
        load_system(str(path))
    assert caught.value.message == message and caught.value.location.filename == str(path)


# The two network settings beside ASTRA-sim's behaviour (hespas.sim.network, hespas.sim.collectives): their value
# outside the default, the default, the choices an unknown value is told, and ASTRA-sim's refusal of the value.
PHYSICAL_NETWORK_KEYS = [
    ("point_to_point_route", "every_dimension", "first_dimension", "first_dimension, every_dimension",
     "first dimension"),
    ("switch_link", "shared", "per_message", "per_message, shared", "shared one"),
]
TWO_NODES = """\
name = "two-nodes"
local_mem_bw_GBps = 3000
{line}
[[dimensions]]
topology = "Switch"
npus = 8
bandwidth_GBps = 450
latency_ns = 300
all_to_all = "direct"
[[dimensions]]
topology = "Switch"
npus = 2
bandwidth_GBps = 50
latency_ns = 1350
"""


@pytest.mark.parametrize("key, value, default, choices, refusal", PHYSICAL_NETWORK_KEYS)
def test_a_system_file_sets_a_network_key_and_systems_show_prints_it(tmp_path, capsys, key, value, default, choices,
                                                                     refusal):
    path = tmp_path / "two.toml"
    path.write_text(TWO_NODES.format(line=f'{key} = "{value}"'))
    assert getattr(load_system(path), key) == value
    assert hespas_main(["systems", "show", str(path)]) == 0
    assert key in capsys.readouterr().out
    path.write_text(TWO_NODES.format(line=""))
    assert getattr(load_system(path), key) == default  # ASTRA-sim's, by default


@pytest.mark.parametrize("key, value, default, choices, refusal", PHYSICAL_NETWORK_KEYS)
def test_an_unknown_value_of_a_network_key_is_one_located_error(tmp_path, capsys, key, value, default, choices,
                                                                refusal):
    path = tmp_path / "bad.toml"
    path.write_text(TWO_NODES.format(line=f'{key} = "half"'))
    assert hespas_main(["systems", "show", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("error:") == 1 and str(path) in err and "'half'" in err and choices in err


@pytest.mark.parametrize("key, value, default, choices, refusal", PHYSICAL_NETWORK_KEYS)
def test_astra_sim_configs_are_refused_for_a_network_key_it_has_no_setting_for_and_nothing_is_written(
        tmp_path, key, value, default, choices, refusal):
    from hespas.astrasim.configs import write_configs

    path = tmp_path / "two.toml"
    path.write_text(TWO_NODES.format(line=f'{key} = "{value}"'))
    out = tmp_path / "configs"
    out.mkdir()
    with pytest.raises(HespasError, match=refusal):
        write_configs(load_system(path), out)
    assert list(out.iterdir()) == []

