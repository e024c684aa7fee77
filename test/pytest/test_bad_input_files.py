"""Input paths that are not regular files: devices that never end are refused, pipes are read once."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

import pytest

from hespas.cli import main

from conftest import GEMM


@pytest.mark.parametrize("argv, what", [
    (["simulate", "/dev/zero"], "could not open input file"),
    (["chakra", "dump", "/dev/zero"], "cannot read Chakra trace"),
    (["sweep", "/dev/zero", "-o", "OUT"], "cannot read sweep file"),
    (["simulate", "STEP", "--hardware", "/dev/zero"], "cannot read hardware file"),
    (["simulate", "/dev/urandom.hprog"], None),
])
def test_an_endless_device_as_input_is_refused(capsys, tmp_path, argv, what):
    # before: each read /dev/zero until the memory ran out (killed after 60 s here)
    step = tmp_path / "gemm.mlir"
    step.write_text(GEMM)
    argv = [{"STEP": str(step), "OUT": str(tmp_path / "out")}.get(word, word) for word in argv]
    assert main(argv) == 1
    err = capsys.readouterr().err
    if what is None:  # not a device at all: the name is only a file that does not exist
        assert err == "/dev/urandom.hprog: error: cannot read the saved program: No such file or directory\n"
    else:
        assert err == f"/dev/zero: error: {what}: Is a device, not a file\n"
    assert not (tmp_path / "out").exists()


def test_the_null_device_is_an_empty_input(capsys):
    # an empty file, as before (hespas-opt /dev/null prints an empty module, as mlir-opt does)
    assert main(["simulate", os.devnull]) == 1
    assert capsys.readouterr().err == (
        f"{os.devnull}: error: the module has no @main and not exactly one public function to start from\n")


def test_a_step_read_from_a_pipe_is_read_once(tmp_path):
    # before: `hespas simulate <(cat step.mlir)` read two bytes to tell a saved program, which emptied the
    # pipe, then parsed nothing ("the module has no @main"); with a named pipe it waited forever
    pipe = tmp_path / "step.pipe"
    os.mkfifo(pipe)

    def write():
        with open(pipe, "w") as stream:
            stream.write(GEMM)

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    result = subprocess.run([sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())",
                             "simulate", str(pipe)], capture_output=True,
                            text=True, timeout=120, cwd=tmp_path)  # the installed hespas, not the checkout's folder
    assert (result.returncode, result.stderr) == (0, "")
    assert "main" in result.stdout
