"""Bad command lines to `hespas export`: one `error:` line, exit status 1, nothing written."""

from __future__ import annotations

import pytest

from hespas.cli import main


@pytest.mark.parametrize("ending", ["/", "/.", "/.."])
def test_an_output_prefix_that_names_a_folder_is_refused(capsys, tmp_path, ending):
    # before: `-o out/` wrote the hidden files out/.partitioned.mlir and out/.global.mlir
    prefix = f"{tmp_path / 'out'}{ending}"
    assert main(["export", "module:function", "--spec", str(tmp_path / "spec.toml"), "-o", prefix]) == 1
    assert capsys.readouterr().err == (
        f"hespas: error: the output prefix '{prefix}' names a folder, not the start of a file name "
        f"(e.g. '{prefix}{'' if ending == '/' else '/'}step' writes step.partitioned.mlir there)\n")
    assert list(tmp_path.iterdir()) == []
