"""ASTRA-sim's output: per-rank records from every reference run, failures reported as failures; the runner."""

from __future__ import annotations

import csv
import json
import os
import shutil
import stat

import pytest

from hespas.astrasim import configs, runner
from hespas.astrasim.output import check_complete, parse_output
from hespas.diagnostics import HespasError
from hespas.systems import list_system_presets, load_system

from conftest import VECTORS, needs_vectors

needs_binary = pytest.mark.skipif(shutil.which(runner.BINARY_NAME) is None, reason=f"{runner.BINARY_NAME} not on PATH")


def _rows():
    return list(csv.DictReader(open(VECTORS / "vectors.csv")))


def _output(row):
    num_ranks = len(json.loads(row["cycles_all_ranks"]))
    return parse_output((VECTORS / "runs" / row["case_id"] / "out.txt").read_text(), num_ranks)


@needs_vectors
def test_every_reference_run_parses_to_the_recorded_cycles():
    finished = 0
    for row in _rows():
        if row["error"]:
            continue
        output = _output(row)
        assert output.complete and not output.errors, row["case_id"]
        ranks = range(output.num_ranks)
        assert [output.ranks[rank].cycles for rank in ranks] == json.loads(row["cycles_all_ranks"])
        assert [output.ranks[rank].exposed_comm_cycles for rank in ranks] == json.loads(row["exposed_comm_all_ranks"])
        assert output.ranks[0].cycles == int(row["cycles_rank0"])
        assert output.max_cycles == int(row["max_cycles_all_ranks"])
        for result in output.ranks.values():
            assert result.wall_time_cycles == result.cycles
            assert result.exposed_comm_cycles == result.cycles - result.gpu_time_cycles
        check_complete(output)
        finished += 1
    assert finished > 400


@needs_vectors
def test_compute_and_overlap_lines_are_read():
    for row in _rows():
        if row["workload_kind"] == "overlap" and not row["error"]:
            result = _output(row).ranks[0]
            assert result.gpu_time_cycles == int(row["compute_parallel_us"]) * 1000
            assert result.overlap_cycles > 0
            assert result.comm_time_cycles > 0
            return
    pytest.fail("no overlap case in the vectors")


@needs_vectors
def test_runs_that_did_not_finish_are_failures_not_zero():
    failed = [row for row in _rows() if row["error"]]
    assert len(failed) >= 19
    for row in failed:
        output = _output(row)
        assert not output.complete
        assert output.unfinished_ranks == list(range(output.num_ranks))
        with pytest.raises(ValueError):
            output.max_cycles
        with pytest.raises(HespasError, match="never finished"):
            check_complete(output)
    stalled = next(row for row in failed if row["error"].startswith("rc=0"))
    with pytest.raises(HespasError, match="Hardware Resource"):
        check_complete(_output(stalled))
    crashed = _output(next(row for row in failed if "SIGABRT" in row["error"]))
    with pytest.raises(HespasError, match="signal 6 \\(SIGABRT\\).*Assertion"):
        check_complete(crashed, returncode=-6)


def test_a_partial_run_names_the_missing_ranks():
    text = ("[t] [workload] [info] sys[1] finished, 10 cycles, exposed communication 4 cycles.\n"
            "[t] [statistics] [info] sys[1], Wall time: 10\n"
            "[t] [statistics] [info] sys[1], GPU time: 6\n")
    output = parse_output(text, 3)
    assert output.unfinished_ranks == [0, 2]
    assert (output.ranks[1].gpu_time_cycles, output.ranks[1].comm_time_cycles) == (6, 0)
    with pytest.raises(HespasError, match="rank\\(s\\) 0, 2 never finished"):
        check_complete(output)
    with pytest.raises(HespasError, match="status 1"):
        check_complete(parse_output(text.replace("sys[1]", "sys[0]") + text, 2), returncode=1)


# ---------------------------------------------------------------- runner

def test_missing_binary_says_how_to_point_hespas_at_it(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(HespasError, match="--astra-sim PATH"):
        runner.find_astra_sim()
    with pytest.raises(HespasError, match="not an executable"):
        runner.find_astra_sim(tmp_path / "nothing")


def test_presets_have_no_known_astra_sim_failures():
    for name in list_system_presets() + ["dgx-h100-x4"]:
        assert runner.astra_sim_problems(load_system(name)) == [], name


@needs_vectors
@pytest.mark.parametrize("case_id, expected", [
    ("c0012", "halving-doubling all-to-all"), ("c0334", "endpoint_delay_ns"), ("c0732", "stalls"), ("c0733", "crashes"),
])
def test_known_astra_sim_failures_are_refused_before_running(tmp_path, monkeypatch, case_id, expected):
    row = next(row for row in _rows() if row["case_id"] == case_id)
    paths = VECTORS / row["network_config"], VECTORS / row["system_config"]
    if expected in ("stalls", "crashes"):  # a power-of-two algorithm elsewhere: --chakra refuses system.json itself
        with pytest.raises(HespasError, match="needs a power-of-two number of NPUs"):
            configs.read_configs(*paths)
        monkeypatch.setattr(configs, "check_algorithms", lambda *args, **kwargs: None)
    system = configs.read_configs(*paths).system
    assert any(expected in problem for problem in runner.astra_sim_problems(system))
    stand_in = tmp_path / "astra"
    stand_in.write_text("#!/bin/sh\nexit 0\n")
    stand_in.chmod(0o755)
    with pytest.raises(HespasError, match="cannot run in ASTRA-sim"):
        runner.run_astra_sim(system, VECTORS / "runs" / case_id / "et" / "w", tmp_path, binary=stand_in)


@needs_vectors
def test_runner_passes_astra_sims_flags_and_parses_its_output(tmp_path):
    """The runner's side of the contract, with a stand-in executable that checks the flags ASTRA-sim
    requires and replays a real ASTRA-sim output (c0002)."""
    row = next(row for row in _rows() if row["case_id"] == "c0002")
    system = configs.read_configs(VECTORS / row["network_config"], VECTORS / row["system_config"]).system
    stand_in = tmp_path / "astra"
    stand_in.write_text(
        "#!/bin/sh\n"
        "for flag in workload system network remote-memory; do\n"
        "  echo \"$@\" | grep -q -- \"--$flag-configuration=/\" || { echo missing $flag >&2; exit 3; }\n"
        "done\n"
        f"cat {VECTORS / 'runs' / 'c0002' / 'out.txt'}\n")
    stand_in.chmod(stand_in.stat().st_mode | stat.S_IXUSR)
    run = runner.run_astra_sim(system, VECTORS / "runs" / "c0002" / "et" / "w", tmp_path / "work", binary=stand_in)
    assert run.output.max_cycles == int(row["max_cycles_all_ranks"])
    assert run.output_path.read_text().count("finished") == 4
    assert (tmp_path / "work" / configs.NETWORK_FILE).is_file()
    with pytest.raises(HespasError, match="4 trace file\\(s\\) for system 'dgx-h100' of 8 NPUs"):
        runner.run_astra_sim(load_system("dgx-h100"), VECTORS / "runs" / "c0002" / "et" / "w", tmp_path / "w2",
                             binary=stand_in)
    stand_in.write_text("#!/bin/sh\necho '[t] [system] [critical] broken'\nexit 0\n")
    with pytest.raises(HespasError, match="never finished; it said: broken"):
        runner.run_astra_sim(system, VECTORS / "runs" / "c0002" / "et" / "w", tmp_path / "w3", binary=stand_in)


@needs_binary
@needs_vectors
@pytest.mark.parametrize("case_id", ["c0002", "c0555"])
def test_real_astra_sim_reproduces_a_reference_run(tmp_path, case_id):
    row = next(row for row in _rows() if row["case_id"] == case_id)
    system = configs.read_configs(VECTORS / row["network_config"], VECTORS / row["system_config"]).system
    et = VECTORS / "runs" / case_id / "et"
    groups = et / "comm_group.json"
    run = runner.run_astra_sim(system, et / "w", tmp_path, comm_groups_path=groups if groups.is_file() else None,
                               timeout_s=120)
    assert [run.output.ranks[r].cycles for r in range(system.num_npus)] == json.loads(row["cycles_all_ranks"])
    assert os.path.isfile(run.output_path)


VECTORS_V2 = VECTORS.parent / "astra-sim-vectors-v2"
WORKLOADS = VECTORS.parents[1] / "workloads"


@pytest.mark.skipif(not (VECTORS_V2 / "runs" / "l012").is_dir() or not WORKLOADS.is_dir(),
                    reason="v2 reference vectors or shared workloads not present")
def test_simulate_backend_astra_sim_reports_what_the_real_binary_printed(tmp_path, capsys):
    """``hespas simulate --backend astra-sim`` end to end, with a stand-in that replays the real
    out.txt ASTRA-sim wrote for this workload and system (v2 case l012) once it has been given the
    four traces hespas lowered: every rank's line is printed back and the JSON step time is the
    slowest rank's (12540 cycles, 6540 exposed, on all four ranks)."""
    from hespas.cli import main

    stand_in = tmp_path / "astra"
    stand_in.write_text(
        "#!/bin/sh\n"
        "prefix=$(echo \"$@\" | tr ' ' '\\n' | sed -n 's/^--workload-configuration=//p')\n"
        "for rank in 0 1 2 3; do [ -s \"$prefix.$rank.et\" ] || { echo no trace $rank >&2; exit 3; }; done\n"
        f"cat {VECTORS_V2 / 'runs' / 'l012' / 'out.txt'}\n")
    stand_in.chmod(stand_in.stat().st_mode | stat.S_IXUSR)
    report = tmp_path / "step.json"
    status = main(["simulate", str(WORKLOADS / "test_split_replica_groups.mlir"), "--system", "h100-4gpu",
                   "--backend", "astra-sim", "--astra-sim", str(stand_in), "--json", str(report)])
    out = capsys.readouterr().out
    assert status == 0
    for rank in range(4):
        assert f"sys[{rank}] finished, 12540 cycles, exposed communication 6540 cycles." in out
    document = json.loads(report.read_text())
    assert (document["step_time_ns"], document["exposed_comm_ns"], document["compute_ns"]) == (12540, 6540, 6000)
    # its own schema: ASTRA-sim's output has no communication breakdown, collectives or compute nodes
    assert document["schema"] == "hespas.astra-sim-report/1" and "collectives" not in document
    assert document["system"].startswith("h100-4gpu: ") and document["note"] is None
    assert [entry["rank"] for entry in document["ranks"]] == [0, 1, 2, 3]
