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
