"""Bad saved programs (`hespas simulate FILE.hprog`): one `error:` line naming the file, exit status 1."""

from __future__ import annotations

import zlib

import pytest

import hespas.program.file
from hespas.cli import main

from conftest import GEMM


def gzip_of_zeros(size: int) -> bytes:
    stream = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return stream.compress(b"\0" * size) + stream.flush()


def test_a_saved_program_that_decompresses_past_the_limit_is_refused(capsys, monkeypatch, tmp_path):
    # before: gzip.decompress expanded it whole: 4 MB of gzip held 4 GiB of zeros (a MemoryError
    # traceback under a 3 GB limit, else the memory of the machine); the limit is lowered here so the
    # test does not allocate 256 MiB, the reader reads it at call time
    monkeypatch.setattr(hespas.program.file, "MAX_DECOMPRESSED_BYTES", 1 << 20)
    path = tmp_path / "bomb.hprog"
    path.write_bytes(gzip_of_zeros((1 << 20) + 1))
    assert main(["simulate", str(path)]) == 1
    assert capsys.readouterr().err == (f"{path}: error: the saved program decompresses to more than 1048576 bytes, "
                                       "which no saved hespas program does\n")


@pytest.mark.parametrize("damage", ["twice", "trailing"])
def test_bytes_after_the_saved_programs_gzip_member_are_refused(capsys, tmp_path, damage):
    # gzip.decompress read a second member or refused trailing bytes; the bounded reader keeps that
    step = tmp_path / "gemm.mlir"
    step.write_text(GEMM)
    saved = tmp_path / "s.hprog"
    assert main(["simulate", str(step), "--save-program", str(saved)]) == 0
    data = saved.read_bytes()
    saved.write_bytes(data + (data if damage == "twice" else b"x"))
    capsys.readouterr()
    assert main(["simulate", str(saved)]) == 1
    assert capsys.readouterr().err == (
        f"{saved}: error: not a saved hespas program (expected gzip-compressed JSON, as written by `hespas "
        "simulate --save-program`); the file is foreign or truncated\n")


@pytest.mark.parametrize("command", [["simulate"], ["chakra", "lower", "-o", "OUT"]])
def test_a_system_file_naming_an_unknown_device_is_refused_for_a_saved_program(capsys, tmp_path, command):
    # before: the saved program ran with only a note ("... not on h100-sx, the device of system 'mine'"),
    # while the same system with an MLIR workload was refused with "did you mean 'h100-sxm'"
    step = tmp_path / "gemm.mlir"
    step.write_text(GEMM)
    saved = tmp_path / "s.hprog"
    assert main(["simulate", str(step), "--save-program", str(saved)]) == 0
    capsys.readouterr()
    system = tmp_path / "mine.toml"
    system.write_text('name = "mine"\ndevice = "h100-sx"\nlocal_mem_bw_GBps = 3350\n\n[[dimensions]]\n'
                      'topology = "Switch"\nnpus = 1\nbandwidth_GBps = 450\nlatency_ns = 300\n')
    argv = [word.replace("OUT", str(tmp_path / "out")) for word in command] + [str(saved), "--system", str(system)]
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert captured.err.startswith(f"{system}: error: system 'mine' names device 'h100-sx': unknown hardware "
                                   "'h100-sx' (did you mean 'h100-sxm'?)")
    assert captured.err.count("\n") == 1 and captured.out == ""
    assert not (tmp_path / "out").exists()
