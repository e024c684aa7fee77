"""Bad StableHLO given to `hespas simulate` and `hespas chakra lower`: one located `error:` line, exit
status 1, nothing written."""

from __future__ import annotations

import pytest

from hespas.cli import main

# 2,000,000 replicas x 1 partition: past hespas.numbers' MAX_NPUS (2^20 = 1,048,576 devices).
MANY_REPLICAS = """module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2000000 : i32} {
  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}
"""


@pytest.mark.parametrize("command", [["simulate"], ["chakra", "lower", "-o", "OUT"]])
def test_a_module_on_more_devices_than_hespas_simulates_is_an_error_at_the_module(capsys, tmp_path, command):
    # before: `hespas chakra lower` set out to build 2,000,000 rank programs (killed after 60 s);
    # `hespas simulate` asked for a system of 2,000,000 devices, which no system can have
    path = tmp_path / "many.mlir"
    path.write_text(MANY_REPLICAS)
    out = tmp_path / "out"
    argv = [word.replace("OUT", str(out)) for word in command] + [str(path)]
    assert main(argv) == 1
    assert capsys.readouterr().err == (
        f"{path}:1:1: error: the module runs on 2000000 x 1 = 2000000 devices (mhlo.num_replicas x "
        "mhlo.num_partitions), more than the 1048576 hespas simulates\n")
    assert not out.exists()
