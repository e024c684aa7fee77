"""Bad input to `hespas simulate`'s output options and Chakra mode: one `error:` line naming the file
or option, exit status 1, nothing written."""

from __future__ import annotations

import json
import os
from importlib import resources

import pytest

from hespas.cli import main

from conftest import GEMM, write_chakra_inputs


def run(capsys, *argv: str) -> tuple[int, str]:
    """The exit status and stderr of `hespas ARGV`, run in this process."""
    status = main(list(argv))
    return status, capsys.readouterr().err


@pytest.fixture
def step(tmp_path):
    path = tmp_path / "gemm.mlir"
    path.write_text(GEMM)
    return path


@pytest.mark.parametrize("flag", ["--json", "--trace", "--plot", "--save-program", "--work-dir", "--astra-sim",
                                  "--chakra", "--network", "--comm-group"])
def test_an_empty_file_name_is_refused(capsys, step, flag):
    # before: `--json ''` was taken as "no --json" and the run exited 0 with nothing written
    with pytest.raises(SystemExit) as exit:
        main(["simulate", str(step), flag, ""])
    assert exit.value.code == 1
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"hespas simulate: error: argument {flag}: expected a file name, not an empty string")


@pytest.mark.parametrize("argv", [
    ["calibrate", "-o"], ["chakra", "lower", "STEP", "-o"], ["compare", "STEP", "--hardware", "h100", "--charts"],
    ["compare", "STEP", "--hardware", "h100", "--html"], ["compare", "STEP", "--hardware", "h100", "--cache-dir"],
    ["export", "m:f", "--spec", "s.toml", "-o"], ["sweep", "s.toml", "-o"],
    ["sweep", "s.toml", "-o", "d", "--cache-dir"],
])
def test_an_empty_output_name_is_refused_by_every_command(capsys, monkeypatch, step, argv):
    # before: calibrate wrote its default file name, chakra lower and compare --cache-dir wrote into the
    # current folder, compare --charts/--html wrote nothing, all with exit status 0
    monkeypatch.chdir(step.parent)
    argv = [str(step) if word == "STEP" else word for word in argv] + [""]
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert exit.value.code == 1
    assert [path.name for path in step.parent.iterdir()] == [step.name]
    command = " ".join(argv[:2] if argv[0] == "chakra" else argv[:1])
    flag = argv[-2]
    flag = {"-o": "-o/--output"}.get(flag, flag) if argv[0] in ("calibrate", "chakra") else flag
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"hespas {command}: error: argument {flag}: expected a file name, not an empty string")


def test_two_outputs_naming_one_file_are_refused(capsys, step, tmp_path):
    # before: the trace silently replaced the JSON report
    out = tmp_path / "x.json"
    assert run(capsys, "simulate", str(step), "--json", str(out), "--trace", str(out)) == (
        1, f"hespas: error: --json and --trace both name {out}: give each output its own file\n")
    assert not out.exists()


def test_an_output_that_is_the_workload_is_refused(capsys, step):
    # before: the report replaced the StableHLO it was computed from
    text = step.read_text()
    assert run(capsys, "simulate", str(step), "--json", str(step)) == (
        1, f"hespas: error: --json {step} is an input of this run: writing it would replace the input\n")
    assert step.read_text() == text


@pytest.mark.parametrize("flag", ["--json", "--trace"])
def test_an_output_that_is_one_of_the_chakra_traces_is_refused(capsys, tmp_path, flag):
    # before: the report replaced trace w.1.et, with exit status 0
    argv = write_chakra_inputs(tmp_path)
    trace = tmp_path / "w.1.et"
    data = trace.read_bytes()
    assert run(capsys, "simulate", *argv, flag, str(trace)) == (
        1, f"hespas: error: {flag} {trace} is an input of this run: writing it would replace the input\n")
    assert trace.read_bytes() == data


@pytest.mark.parametrize("flag", ["--network", "--comm-group"])
def test_chakra_mode_files_with_a_workload_are_refused(capsys, step, tmp_path, flag):
    # before: silently ignored (the step ran on the preset's network), even for a file that does not exist
    assert run(capsys, "simulate", str(step), "--system", "h100-4gpu", flag, str(tmp_path / "missing")) == (
        1, f"hespas: error: {flag} is read with --chakra PREFIX only; a workload or saved program is simulated on "
           "--system (a preset or a system TOML file)\n")


def test_save_program_that_cannot_be_written_leaves_no_report(capsys, step, tmp_path):
    # before: the JSON report was written, then --save-program failed with exit status 1
    report, saved = tmp_path / "r.json", tmp_path / "missing" / "s.hprog"
    status, err = run(capsys, "simulate", str(step), "--json", str(report), "--save-program", str(saved))
    assert (status, err) == (1, f"{saved}: error: cannot write output file: No such file or directory\n")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["gemm.mlir"]


@pytest.mark.parametrize("flag", ["--astra-sim", "--work-dir"])
def test_astra_sim_options_with_the_builtin_simulator_are_refused(capsys, step, tmp_path, flag):
    # before: silently ignored
    assert run(capsys, "simulate", str(step), flag, str(tmp_path / "x")) == (
        1, f"hespas: error: {flag} is for --backend astra-sim; the built-in simulator does not use it\n")


@pytest.mark.parametrize("flag", ["--trace", "--plot"])
def test_timeline_outputs_with_astra_sim_are_refused(capsys, step, tmp_path, flag):
    # before: ASTRA-sim ran and the file was silently not written
    assert run(capsys, "simulate", str(step), "--backend", "astra-sim", flag, str(tmp_path / "t.png")) == (
        1, f"hespas: error: {flag} draws the built-in simulator's timeline; drop --backend astra-sim\n")


@pytest.mark.parametrize("column, value, problem", [
    ("bandwidth", "-100", "dimension 0: bandwidth must be a number in 1e-06..1e+09, got -100"),
    ("bandwidth", "2.0e+9", "dimension 0: bandwidth must be a number in 1e-06..1e+09, got 2000000000.0"),
    ("latency", "-1", "dimension 0: latency must be a number in 0..1e+15, got -1"),
    ("npus_count", "0", "dimension 0: npus_count must be an integer in 1..1048576, got 0"),
    ("topology", "Torus", "dimension 0: topology is 'Torus'; expected one of Ring, FullyConnected, Switch"),
])
def test_a_bad_network_value_is_an_error_at_the_network_file(capsys, tmp_path, column, value, problem):
    # before: the error named system.json (the values were checked after system.json was read)
    argv = write_chakra_inputs(tmp_path)
    network = tmp_path / "n.yml"
    defaults = {"topology": "Ring", "npus_count": "2", "bandwidth": "100", "latency": "500"}
    defaults[column] = value
    network.write_text("".join(f"{key}: [ {text} ]\n" for key, text in defaults.items()))
    assert run(capsys, "simulate", *argv) == (1, f"{network}: error: {problem}\n")


def test_a_network_of_another_size_than_the_traces_is_an_error_at_the_network_file(capsys, tmp_path):
    # before: `hespas: error: the network has 4 NPUs but there are 2 rank programs`, naming no file
    argv = write_chakra_inputs(tmp_path)
    network = tmp_path / "n.yml"
    network.write_text("topology: [ Ring ]\nnpus_count: [ 4 ]\nbandwidth: [ 100 ]\nlatency: [ 500 ]\n")
    assert run(capsys, "simulate", *argv) == (
        1, f"{network}: error: the network has 4 NPUs but there are 2 traces {tmp_path / 'w'}.<rank>.et\n")


@pytest.mark.parametrize("command", [("chakra", "dump"), ("simulate", "--chakra")])
def test_a_trace_that_ends_before_its_metadata_is_an_error(capsys, tmp_path, command):
    # before: a file starting with a zero byte (the end-of-trace length) was read as an empty trace:
    # `hespas chakra dump` printed it with exit status 0
    argv = write_chakra_inputs(tmp_path)
    trace = tmp_path / "w.1.et"
    trace.write_bytes(bytes(range(256)))
    arguments = [*command, str(trace)] if command[0] == "chakra" else ["simulate", *argv]
    assert run(capsys, *arguments) == (
        1, f"{trace}: error: Chakra trace ends before its GlobalMetadata message: a zero length at byte 0\n")


@pytest.mark.parametrize("argv, argument", [
    (["simulate", ""], "workload"), (["chakra", "dump", ""], "file"), (["chakra", "lower", "", "-o", "d"], "workload"),
    (["compare", "", "--hardware", "h100"], "STEP"), (["sweep", "", "-o", "d"], "SWEEP.toml"),
])
def test_an_empty_input_name_is_refused(capsys, monkeypatch, tmp_path, argv, argument):
    # before: `: error: could not open input file` (a diagnostic at a file named ""), and chakra dump read
    # the current folder (`: error: cannot read Chakra trace: Is a directory`)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert exit.value.code == 1
    command = " ".join(argv[:2] if argv[0] == "chakra" else argv[:1])
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"hespas {command}: error: argument {argument}: expected a file name, not an empty string")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("argv, argument", [([""], "input"), (["-", "-o", ""], "-o")])
def test_hespas_opt_refuses_an_empty_file_name(capsys, argv, argument):
    # before: `hespas-opt: error: No such file or directory` for -o '', naming neither the option nor a file
    from hespas.tools.hespas_opt import main as hespas_opt

    with pytest.raises(SystemExit) as exit:
        hespas_opt(argv)
    assert exit.value.code == 1
    assert capsys.readouterr().err == (
        f"hespas-opt: error: argument {argument}: expected a file name or '-', not an empty string\n")


def test_a_comm_group_defined_twice_is_an_error_at_the_comm_group_file(capsys, tmp_path):
    # before: JSON kept the second "1" and the first group vanished; the run then failed at a trace
    # (`w.0.et: error: rank 0 issues collectives on comm group '1', which does not contain that rank`)
    # or, where the ranks matched, simulated another grouping than the file's
    argv = write_chakra_inputs(tmp_path)
    groups = tmp_path / "groups.json"
    groups.write_text('{"1": [0, 1], "1": [1, 0]}')
    assert run(capsys, "simulate", *argv, "--comm-group", str(groups)) == (
        1, f"{groups}: error: invalid comm-group JSON: key '1' appears twice in one object\n")


def test_an_empty_comm_group_file_is_not_called_missing(capsys, tmp_path):
    # before: `... names no comm group (no comm-group file was given)` although one was
    from hespas.chakra import schema
    from hespas.chakra.et_io import make_attr, trace_paths, write_trace

    argv = write_chakra_inputs(tmp_path)
    node = schema.Node(id=0, name="ar", type=schema.COMM_COLL_NODE)
    node.attr.extend([make_attr("comm_type", schema.ALL_REDUCE), make_attr("comm_size", 1 << 20),
                      make_attr("pg_name", "1")])
    for path in trace_paths(tmp_path / "w", 2):
        write_trace(path, schema.GlobalMetadata(), [node])
    groups = tmp_path / "groups.json"
    groups.write_text("{}")
    assert run(capsys, "simulate", *argv, "--comm-group", str(groups)) == (
        1, f"{tmp_path / 'w.0.et'}: error: node 0 ('ar'): pg_name '1' names no comm group (no comm group was given)\n")


def test_a_key_given_twice_in_system_json_is_an_error(capsys, tmp_path):
    # before: json kept the last endpoint-delay: a 2-rank all-reduce of 1 MiB simulated with 1e6 ns
    # endpoint delays, exit status 0
    argv = write_chakra_inputs(tmp_path)
    system = tmp_path / "s.json"
    system.write_text(system.read_text()[:-1] + ', "endpoint-delay": 10, "endpoint-delay": 1000000}')
    assert run(capsys, "simulate", *argv) == (
        1, f"{system}: error: invalid system JSON: key 'endpoint-delay' appears twice in one object\n")


def test_a_key_given_twice_in_network_yml_is_an_error_at_the_second(capsys, tmp_path):
    # before: PyYAML kept the last bandwidth (1 GB/s instead of 100), exit status 0
    argv = write_chakra_inputs(tmp_path)
    network = tmp_path / "n.yml"
    network.write_text(network.read_text() + "bandwidth: [ 1 ]\n")
    assert run(capsys, "simulate", *argv) == (
        1, f"{network}:5:1: error: invalid network YAML: key 'bandwidth' appears twice in one mapping\n")


@pytest.mark.parametrize("command", [["simulate"], ["chakra", "lower", "-o", "OUT"]])
def test_a_system_file_naming_an_unknown_device_is_an_error_at_the_file(capsys, tmp_path, step, command):
    # before: `hespas: error: system 'mine' names device 'h1OO': ...`, naming no file
    system = tmp_path / "mine.toml"
    system.write_text('name = "mine"\ndevice = "h1OO"\nlocal_mem_bw_GBps = 3350\n\n[[dimensions]]\n'
                      'topology = "Switch"\nnpus = 1\nbandwidth_GBps = 450\nlatency_ns = 300\n')
    argv = [word.replace("OUT", str(tmp_path / "out")) for word in command] + [str(step), "--system", str(system)]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{system}: error: system 'mine' names device 'h1OO': unknown hardware 'h1OO'; ")
    assert err.endswith("; give the hardware with --hardware\n") and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_outputs_sent_to_the_null_device_are_not_one_file(capsys, step):
    # discarding two outputs is not writing two reports into one file
    assert main(["simulate", str(step), "--json", "/dev/null", "--trace", "/dev/null"]) == 0
    assert capsys.readouterr().err == ""


def test_an_unhashable_network_yml_key_is_still_yamls_own_error(capsys, tmp_path):
    # the duplicate-key check passes a list key on to PyYAML, which refuses it at its place
    argv = write_chakra_inputs(tmp_path)
    network = tmp_path / "n.yml"
    network.write_text(network.read_text() + "? [1, 2]\n: 3\n")
    assert run(capsys, "simulate", *argv) == (1, f"{network}:5:3: error: invalid network YAML: found unhashable key\n")


def set_collective_attrs(folder, ranks: int, **attrs) -> None:
    """Give the all-reduce node of every trace ``folder/w.<rank>.et`` (write_chakra_inputs's) these attributes."""
    from hespas.chakra.et_io import read_trace, set_attr, trace_paths, write_trace

    for path in trace_paths(folder / "w", ranks):
        metadata, nodes = read_trace(path)
        for name, value in attrs.items():
            set_attr(nodes[0], name, value)
        write_trace(path, metadata, nodes)


@pytest.mark.parametrize("algorithm", ["halvingDoubling", "doubleBinaryTree"])
def test_a_power_of_two_algorithm_on_another_npu_count_is_an_error_at_system_json(capsys, tmp_path, algorithm):
    # before: `hespas: error: halvingDoubling needs a power-of-two number of ranks, not 5`, naming no file
    argv = write_chakra_inputs(tmp_path, ranks=5, algorithm=algorithm)
    assert run(capsys, "simulate", *argv) == (
        1, f"{tmp_path / 's.json'}: error: dimension 0: all_reduce runs {algorithm}, which needs a power-of-two "
           "number of NPUs, not 5 (ring and direct run on any)\n")


@pytest.mark.parametrize("ranks, algorithm, attrs, problem", [
    (5, "oneHalvingDoubling", {},
     "all_reduce runs halvingDoubling, which needs a power-of-two number of ranks, not 5 (ring and direct run on any)"),
    (2, "ring", {"involved_dim": [True, True]}, "involved_dim has 2 entries for a 1-dimensional network"),
    (2, "ring", {"involved_dim": [False]}, "the all_reduce involves no network dimension (involved_dim is all false)"),
    (2, "ring", {"comm_size": 0}, "an all_reduce needs a positive comm_size, not 0"),
])
def test_a_collective_that_cannot_run_is_an_error_at_its_node(capsys, tmp_path, ranks, algorithm, attrs, problem):
    # before: `hespas: error: PROBLEM`, naming neither the trace nor the node (and "a all_reduce")
    argv = write_chakra_inputs(tmp_path, ranks=ranks, algorithm=algorithm)
    set_collective_attrs(tmp_path, ranks, **attrs)
    assert run(capsys, "simulate", *argv) == (1, f"{tmp_path / 'w.0.et'}: error: node 0 ('ar'): {problem}\n")


@pytest.mark.parametrize("make, kind", [(lambda path: os.mkfifo(path), "a FIFO"),
                                        (lambda path: path.symlink_to("/dev/zero"), "a device"),
                                        (lambda path: path.mkdir(), "a folder")], ids=["fifo", "device", "folder"])
def test_a_trace_that_is_not_a_regular_file_is_refused_before_it_is_opened(capsys, tmp_path, make, kind):
    # before: a FIFO named w.2.et beside two traces made `--chakra` wait at its open forever
    argv = write_chakra_inputs(tmp_path)
    trace = tmp_path / "w.2.et"
    make(trace)
    assert run(capsys, "simulate", *argv) == (1, f"{trace}: error: a Chakra trace must be a regular file, not {kind}\n")


def test_a_duration_past_the_time_bound_is_an_error_at_its_node(capsys, tmp_path):
    # before: duration_micros 2^64-1 was simulated, for a step time past what a uint64 holds
    from hespas.chakra import schema
    from hespas.chakra.et_io import trace_paths, write_trace

    argv = write_chakra_inputs(tmp_path)
    for path in trace_paths(tmp_path / "w", 2):
        write_trace(path, schema.GlobalMetadata(), [schema.Node(id=3, name="fwd", type=schema.COMP_NODE,
                                                                duration_micros=2**64 - 1)])
    assert run(capsys, "simulate", *argv) == (
        1, f"{tmp_path / 'w.0.et'}: error: node 3 ('fwd'): duration_micros must be 0..1e+12, not {2**64 - 1}\n")


def test_a_comm_size_past_int64_is_an_error_at_its_node(capsys, tmp_path):
    # before: a uint64_val comm_size of 2^64-1 was simulated
    from hespas.chakra.et_io import read_trace, set_attr, trace_paths, write_trace

    argv = write_chakra_inputs(tmp_path)
    for path in trace_paths(tmp_path / "w", 2):
        metadata, nodes = read_trace(path)
        set_attr(nodes[0], "comm_size", 2**64 - 1, "uint64_val")
        write_trace(path, metadata, nodes)
    assert run(capsys, "simulate", *argv) == (
        1, f"{tmp_path / 'w.0.et'}: error: node 0 ('ar'): comm_size is {2**64 - 1} bytes, beyond the int64 range "
           "hespas keeps sizes in\n")


def test_a_step_past_astra_sims_cycle_counter_is_an_error_at_the_slowest_trace(capsys, tmp_path):
    # before: a 2^62-byte all-reduce on a 1e-6 GB/s ring reported a step time past 2^64-1 ns
    argv = write_chakra_inputs(tmp_path)
    set_collective_attrs(tmp_path, 2, comm_size=2**62)
    network = tmp_path / "n.yml"
    network.write_text(network.read_text().replace("[ 100 ]", "[ 1.0e-6 ]"))
    status, err = run(capsys, "simulate", *argv)
    assert status == 1 and err.startswith(f"{tmp_path / 'w.0.et'}: error: rank 0 finishes at ")
    assert err.endswith(" ns, past the 18446744073709551615 cycles ASTRA-sim's uint64 counter holds\n")


def test_a_stage_asked_of_a_per_device_module_says_it_is_read_as_it_is(capsys, step):
    # --stage picks the stage a global module is partitioned to; a per-device module has none to pick, and
    # `--stage optimized` on one was dropped without a word (the step then had the program's bf16, not the
    # optimized stage's f32). The default needs no note.
    assert main(["simulate", str(step)]) == 0
    plain = capsys.readouterr()
    assert plain.err == ""
    assert main(["simulate", str(step), "--stage", "optimized"]) == 0
    asked = capsys.readouterr()
    assert asked.out == plain.out
    assert asked.err == (f"{step}: note: a per-device module (no shardings) is read as it is: the 'optimized' stage "
                         "applies to a global module, which XLA partitions on load (export the step with "
                         "'hespas export --stage optimized' for that stage)\n")


# A ring of sends over 16 devices: rank r sends its 1 MiB block to rank r + 1 (15 to 0).
RING_16 = """module @ring attributes {mhlo.num_partitions = 16 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%x: tensor<512x1024xbf16>) -> tensor<512x1024xbf16> {
    %0 = "stablehlo.collective_permute"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>,
      source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 8], [8, 9], [9, 10],
      [10, 11], [11, 12], [12, 13], [13, 14], [14, 15], [15, 0]]> : tensor<16x2xi64>}>
      : (tensor<512x1024xbf16>) -> tensor<512x1024xbf16>
    return %0 : tensor<512x1024xbf16>
  }
}
"""


SEND_WARNING = ("warning: 2 sends (rank 7 to rank 8, first) go between ranks that differ in several network "
                "dimensions (NVLink4, InfiniBand NDR); each is costed on the first, NVLink4, alone, as ASTRA-sim's "
                "congestion-unaware network does: the other dimensions' links, slower ones included, add nothing (a system "
                "file's point_to_point_route = \"every_dimension\" costs them across every one)")


def test_sends_between_ranks_that_differ_in_several_dimensions_are_warned_of(capsys, tmp_path):
    # On two DGX H100 nodes ranks 7 -> 8 and 15 -> 0 cross InfiniBand, but differ in the NVLink coordinate too,
    # and the congestion-unaware model (ASTRA-sim's) costs such a message on the first dimension: NVLink. Until
    # this round that step was an NVLink figure without a word; one node, or one dimension, has no such send.
    path = tmp_path / "ring.mlir"
    path.write_text(RING_16)
    assert main(["simulate", str(path), "--system", "dgx-h100", "--nodes", "2"]) == 0
    assert capsys.readouterr().err == f"{path}: {SEND_WARNING}\n"
    saved = tmp_path / "ring.hprog"
    assert main(["simulate", str(path), "--system", "dgx-h100", "--nodes", "2", "--save-program", str(saved)]) == 0
    capsys.readouterr()
    assert main(["simulate", str(saved), "--system", "dgx-h100", "--nodes", "2"]) == 0  # the saved step warns too
    assert "warning: 2 sends (rank 7 to rank 8, first)" in capsys.readouterr().err
    eight = tmp_path / "ring8.mlir"
    eight.write_text(RING_16.replace("16 : i32", "8 : i32").replace(
        "[7, 8], [8, 9], [9, 10],\n      [10, 11], [11, 12], [12, 13], [13, 14], [14, 15], [15, 0]]> : tensor<16x2xi64>",
        "[7, 0]]> : tensor<8x2xi64>"))
    assert main(["simulate", str(eight), "--system", "dgx-h100"]) == 0
    assert capsys.readouterr().err == ""


def test_sends_across_nodes_on_the_every_dimension_route_are_costed_there_and_not_warned_of(capsys, tmp_path):
    # The same ring on a copy of the dgx-h100 preset that routes messages across every dimension: 7 -> 8 pays
    # InfiniBand's bandwidth and both latencies (hespas.sim.network; test_sim_route.py derives it by hand), so the
    # step is longer than on the default route, and there is nothing to warn of.
    path = tmp_path / "ring.mlir"
    path.write_text(RING_16)
    preset = resources.files("hespas.presets.systems").joinpath("dgx-h100.toml").read_text()
    routed = tmp_path / "dgx-h100-routed.toml"
    routed.write_text('point_to_point_route = "every_dimension"\n' + preset)
    steps = {}
    for system in ("dgx-h100", str(routed)):
        report = tmp_path / "r.json"
        assert main(["simulate", str(path), "--system", system, "--nodes", "2", "--json", str(report)]) == 0
        steps[system] = json.loads(report.read_text())["step_time_ns"]
        err = capsys.readouterr().err
        assert ("warning" in err) == (system == "dgx-h100")
    assert steps[str(routed)] > steps["dgx-h100"]


# An all-reduce of 8 MiB over the groups of a (data 4, model 4) mesh's data axis: {0,4,8,12}, {1,5,9,13}, ...
DATA_GROUPS_16 = """module @dp attributes {{mhlo.num_partitions = 16 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func @main(%x: tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16> {{
    %0 = "stablehlo.all_reduce"(%x) <{{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      replica_groups = dense<{groups}> : tensor<{shape}xi64>, use_global_device_ids}}> ({{
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %s = stablehlo.add %a, %b : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }}) : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    return %0 : tensor<4096x1024xbf16>
  }}
}}
"""


def test_comm_groups_that_join_ranks_differing_in_several_dimensions_are_warned_of(capsys, tmp_path):
    # On two 8-GPU nodes the data groups {0,4,8,12} ... run as rings in member order, and 4 -> 8 and 12 -> 0 cross
    # InfiniBand while differing in the NVLink coordinate too: costed on NVLink (35.3 us for the 8 MiB, where the
    # group {0,8}, which differs in the node only and runs on the InfiniBand dimension, takes 161.7 us).
    path = tmp_path / "dp.mlir"
    path.write_text(DATA_GROUPS_16.format(groups="[[0, 4, 8, 12], [1, 5, 9, 13], [2, 6, 10, 14], [3, 7, 11, 15]]",
                                          shape="4x4"))
    assert main(["simulate", str(path), "--system", "dgx-h100", "--nodes", "2", "--json", str(tmp_path / "r.json")]) == 0
    assert capsys.readouterr().err == (
        f"{path}: warning: 4 comm groups (members 4 and 8, first) join ranks that differ in several network dimensions "
        "(NVLink4, InfiniBand NDR); their collectives' messages between such ranks are costed on the first, NVLink4, "
        "alone, as ASTRA-sim's congestion-unaware network does: the other dimensions' links, slower ones included, add "
        "nothing (a system file's point_to_point_route = \"every_dimension\" costs them across every one)\n")
    pairs = tmp_path / "pairs.mlir"
    pairs.write_text(DATA_GROUPS_16.format(groups=str([[i, i + 8] for i in range(8)]), shape="8x2"))
    assert main(["simulate", str(pairs), "--system", "dgx-h100", "--nodes", "2"]) == 0
    assert capsys.readouterr().err == ""  # whole network dimensions: costed on InfiniBand, nothing to say


SEND_WITHOUT_PEER = """module @m attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
func.func public @main(%x: tensor<1024xf32>, %t: !stablehlo.token) -> (tensor<1024xf32>, !stablehlo.token) {
  %c = stablehlo.exponential %x : tensor<1024xf32>
  %t1 = "stablehlo.send"(%c, %t) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, is_host_transfer = false} : (tensor<1024xf32>, !stablehlo.token) -> !stablehlo.token
  %r:2 = "stablehlo.recv"(%t1) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, is_host_transfer = false} : (!stablehlo.token) -> (tensor<1024xf32>, !stablehlo.token)
  return %r#0, %r#1 : tensor<1024xf32>, !stablehlo.token
}
}
"""


@pytest.mark.parametrize("command", [["simulate", "STEP", "--system", "h100-4gpu"],
                                     ["chakra", "lower", "STEP", "-o", "traces", "--system", "h100-4gpu"]])
def test_a_send_that_names_no_peer_is_an_error_at_the_send(capsys, monkeypatch, tmp_path, command):
    # before: `hespas: error: send.0: ...`, at no file at all (the lowering had no location for its nodes)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "send.mlir").write_text(SEND_WITHOUT_PEER)
    status, err = run(capsys, *["send.mlir" if word == "STEP" else word for word in command])
    assert status == 1
    assert err.strip().splitlines()[-1] == ("send.mlir:4:9: error: send.1: a send without source_target_pairs names "
                                            "no peer; it cannot be lowered")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["send.mlir"]
