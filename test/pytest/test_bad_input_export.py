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


def test_a_syntax_error_in_the_module_is_located_in_it(capsys, tmp_path):
    # before: "hespas: error: importing 'm.py' failed: SyntaxError: invalid syntax (m.py, line 2)", unlocated
    module = tmp_path / "m.py"
    module.write_text("import jax\ndef step(x:\n    return x\n")
    spec = tmp_path / "s.toml"
    spec.write_text('[mesh]\nd = 1\n[[inputs]]\nshape = [4]\ndtype = "f32"\n')
    assert main(["export", f"{module}:step", "--spec", str(spec), "-o", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{module}:2:") and f"error: importing '{module}' failed: SyntaxError: " in err
    assert sorted(path.name for path in tmp_path.iterdir()) == ["m.py", "s.toml"]
