"""Bad options to `hespas sweep` and `hespas compare`: one `error:` line, exit status 1, nothing run."""

from __future__ import annotations

import pytest

from hespas.cli import main

from conftest import GEMM


@pytest.mark.parametrize("command", ["sweep", "compare"])
def test_a_program_cache_that_is_a_file_is_refused(capsys, tmp_path, command):
    # before: every cache store failed silently (a cache that cannot be written "only costs time"), so
    # --cache-dir FILE ran every lowering again with exit status 0
    step = tmp_path / "gemm.mlir"
    step.write_text(GEMM)
    sweep = tmp_path / "s.toml"
    sweep.write_text(f'[[workloads]]\npath = "{step}"\n\n[axes]\nhardware = ["h100"]\n')
    cache = tmp_path / "cache"
    cache.write_text("not a folder")
    argv = (["sweep", str(sweep), "-o", str(tmp_path / "out")] if command == "sweep"
            else ["compare", str(step), "--hardware", "h100"])
    assert main([*argv, "--cache-dir", str(cache)]) == 1
    assert capsys.readouterr().err == f"{cache}: error: the lowered-program cache must be a folder; this is a file\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["cache", "gemm.mlir", "s.toml"]


@pytest.mark.parametrize("flags, error", [
    # before: each of these simulated every hardware first; the estimator's error then came under an empty table,
    # an output's only after the table was printed
    (["--estimator", "rooflin"], "hespas: error: --estimator: unknown estimator 'rooflin' (did you mean "
                                 "'roofline'?)"),
    (["--html", "{tmp}/no-such-folder/report.html"], "{tmp}/no-such-folder/report.html: error: cannot write --html "
                                                     "{tmp}/no-such-folder/report.html: {tmp}/no-such-folder does "
                                                     "not exist"),
    (["--html", "{tmp}"], "{tmp}: error: --html names a folder: give the report's file name"),
    (["--charts", "{tmp}/gemm.mlir/charts"], "{tmp}/gemm.mlir/charts: error: cannot write --charts "
                                             "{tmp}/gemm.mlir/charts: {tmp}/gemm.mlir is not a folder"),
])
def test_compare_refuses_bad_options_before_simulating(capsys, tmp_path, flags, error):
    step = tmp_path / "gemm.mlir"
    step.write_text(GEMM)
    flags = [flag.format(tmp=tmp_path) for flag in flags]
    assert main(["compare", str(step), "--hardware", "h100", "--jobs", "1", *flags]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1
    assert captured.err.startswith(error.format(tmp=tmp_path))


@pytest.mark.parametrize("command", ["sweep", "compare", "compare --system-size 4"])
def test_a_saved_program_as_the_workload_is_one_error_saying_what_to_give(capsys, tmp_path, command):
    # before: compare without --system-size said "input is neither MLIR text nor MLIR bytecode (invalid start byte
    # at byte 1)"; with it, and in a sweep, every point failed with that line under an empty table
    step = tmp_path / "gemm.mlir"
    step.write_text(GEMM)
    saved = tmp_path / "gemm.hprog"
    assert main(["simulate", str(step), "--save-program", str(saved)]) == 0
    capsys.readouterr()
    sweep = tmp_path / "s.toml"
    sweep.write_text(f'[[workloads]]\npath = "{saved}"\n\n[axes]\nhardware = ["h100"]\n')
    argv = (["sweep", str(sweep), "-o", str(tmp_path / "out")] if command == "sweep"
            else ["compare", str(saved), "--hardware", "h100,a100", *command.split()[1:]])
    assert main([*argv, "--jobs", "1", "--cache-dir", str(tmp_path / "cache")]) == 1
    captured = capsys.readouterr()
    where = f"{sweep}:2:1" if command == "sweep" else str(saved)
    assert captured.out == ""
    assert captured.err == (f"{where}: error: {'workload 1: ' if command == 'sweep' else ''}a saved program (.hprog) "
                            "keeps the costs of the hardware it was lowered for, so it cannot be costed on other "
                            "hardware: give the StableHLO step (`hespas simulate FILE.hprog --system S` runs a saved "
                            "program on other systems)\n")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("names", ["h100,,a100", "h100,", ",h100", "h100, ,a100"])
def test_an_empty_hardware_name_in_compare_is_refused(capsys, tmp_path, names):
    # before: the empty name was dropped and the comparison ran on one hardware fewer than the list wrote
    step = tmp_path / "gemm.mlir"
    step.write_text(GEMM)
    assert main(["compare", str(step), "--hardware", names, "--jobs", "1", "--cache-dir", str(tmp_path / "c")]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"hespas: error: --hardware {names!r} has an empty name between commas or at an end\n"
