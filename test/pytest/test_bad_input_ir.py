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


def groups_module(num_replicas: int) -> str:
    """An all-reduce whose replica groups cover replicas 0..3 of ``num_replicas``."""
    return f"""module attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = {num_replicas} : i32}} {{
  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {{
    %0 = "stablehlo.all_reduce"(%a) <{{replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}}> ({{
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }}) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }}
}}
"""


@pytest.mark.parametrize("num_replicas, missing", [
    (20, "[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]"),  # 16 missing: all listed
    (21, "[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, ...] (17 in all)"),
])
def test_replica_groups_that_miss_replicas_list_at_most_16_of_them(capsys, tmp_path, num_replicas, missing):
    # before: every missing id was listed: on 2^20 replicas, an error line of 8 MB
    path = tmp_path / "groups.mlir"
    path.write_text(groups_module(num_replicas))
    assert main(["chakra", "lower", str(path), "-o", str(tmp_path / "out")]) == 1
    assert capsys.readouterr().err == (
        f"{path}:3:10: error: replica_groups cover 4 of {num_replicas} replicas (cross_replica); missing {missing}\n")
    assert not (tmp_path / "out").exists()
