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
