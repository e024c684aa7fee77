"""Lowering control flow that communicates (hespas.lowering.graph): an if/case through the branch that
communicates the most bytes, after the predicate, with a warning, never a compute node that drops the
collective; a loop unrolled only up to MAX_GRAPH_NODES."""

from __future__ import annotations

import pytest

from hespas.diagnostics import HespasError
from hespas.lowering.graph import COMM, COMPUTE, MAX_GRAPH_NODES
from hespas.workload import lower_workload
from hespas.workload_options import LoweringOptions

ALL_REDUCE = """"stablehlo.all_reduce"({x}) <{{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}}> ({{
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }}) : ({t}) -> {t}"""

# The predicate is a reduction of a 4096x4096 f32 tensor (64 MiB read: a compute region of its own); branch 0
# multiplies the 1024-element vector, branch 1 all-reduces it (4,096 bytes).
CASE = f"""
module attributes {{mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32}} {{
func.func @main(%big: tensor<4096x4096xf32>, %v: tensor<1024xf32>) -> tensor<1024xf32> {{
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%big init: %zero) applies stablehlo.add across dimensions = [0, 1]
      : (tensor<4096x4096xf32>, tensor<f32>) -> tensor<f32>
  %positive = stablehlo.compare GT, %sum, %zero : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %index = stablehlo.convert %positive : (tensor<i1>) -> tensor<i32>
  %r = "stablehlo.case"(%index) ({{
      %m = stablehlo.multiply %v, %v : tensor<1024xf32>
      stablehlo.return %m : tensor<1024xf32>
    }}, {{
      %g = {ALL_REDUCE.format(x="%v", t="tensor<1024xf32>")}
      stablehlo.return %g : tensor<1024xf32>
    }}) : (tensor<i32>) -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}}
}}
"""

# Both branches of an if all-reduce: 64 f32 (256 bytes) on the true branch, 128 on the false one (512 bytes).
IF = f"""
module attributes {{mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32}} {{
func.func @main(%p: tensor<i1>, %v: tensor<64xf32>, %w: tensor<128xf32>) -> tensor<f32> {{
  %r = "stablehlo.if"(%p) ({{
      %g = {ALL_REDUCE.format(x="%v", t="tensor<64xf32>")}
      %z = stablehlo.constant dense<0.0> : tensor<f32>
      stablehlo.return %z : tensor<f32>
    }}, {{
      %g = {ALL_REDUCE.format(x="%w", t="tensor<128xf32>")}
      %z = stablehlo.constant dense<1.0> : tensor<f32>
      stablehlo.return %z : tensor<f32>
    }}) : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
}}
}}
"""


def _lowered(tmp_path, text: str):
    path = tmp_path / "step.mlir"
    path.write_text(text)
    return lower_workload(path, "h100", LoweringOptions(fuse=False)), str(path)


def test_a_case_is_lowered_with_its_communicating_branch_after_the_predicate(tmp_path, capsys):
    lowered, path = _lowered(tmp_path, CASE)
    nodes = lowered.graph.nodes
    (collective,) = [node for node in nodes if node.kind == COMM]
    assert collective.comm.kind == "all_reduce" and collective.comm.bytes == 4096
    # the all-reduce reads only %v, an argument, yet waits for the region that computes the predicate
    (predicate,) = [node for node in nodes if node.kind == COMPUTE]
    assert predicate.cost.bytes_read >= 4096 * 4096 * 4 and collective.deps == (predicate.node_id,)
    assert collective.name.startswith("case.") and "#1/" in collective.name
    warning = capsys.readouterr().err
    assert f"{path}:" in warning and "warning: 'stablehlo.case': which branch runs is data; the step is lowered " \
        "with branch 1 on every rank, the one that communicates the most (4096 bytes; the branches: 0, 4096)" in warning


def test_an_if_takes_the_branch_that_communicates_more(tmp_path, capsys):
    lowered, _ = _lowered(tmp_path, IF)
    (collective,) = [node for node in lowered.graph.nodes if node.kind == COMM]
    assert collective.comm.bytes == 512  # the false branch's 128 f32, not the true branch's 64
    assert "with branch 1 on every rank" in capsys.readouterr().err
    # equal bytes: the first branch
    lowered, _ = _lowered(tmp_path, IF.replace("tensor<128xf32>", "tensor<64xf32>"))
    (collective,) = [node for node in lowered.graph.nodes if node.kind == COMM]
    assert collective.comm.bytes == 256 and "with branch 0 on every rank" in capsys.readouterr().err


def test_a_communicating_loop_too_long_to_unroll_is_one_error_at_the_loop(tmp_path):
    # 10 million trips of an all-reduce (and its compute): unrolled, 20 million nodes, past MAX_GRAPH_NODES; refused
    # after the first trip, at the loop, instead of taking memory and time without end
    loop = f"""
module attributes {{mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32}} {{
func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<10000000> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<1024xf32>
   cond {{
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %e = stablehlo.exponential %v : tensor<1024xf32>
    %a = {ALL_REDUCE.format(x="%e", t="tensor<1024xf32>")}
    %next = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %next, %a : tensor<i32>, tensor<1024xf32>
  }}
  return %r#1 : tensor<1024xf32>
}}
}}
"""
    path = tmp_path / "loop.mlir"
    path.write_text(loop)
    with pytest.raises(HespasError, match=r"its 10000000 trips would make the step's graph \d+ nodes, more than the "
                                          f"{MAX_GRAPH_NODES} hespas lowers") as caught:
        lower_workload(path, "h100", LoweringOptions(fuse=False))
    assert caught.value.location is not None


def test_a_loop_whose_condition_communicates_runs_it_before_every_trip_and_after_the_last(tmp_path):
    # Found by hand: a convergence test that all-reduces in the loop's condition. Before, only the body was
    # unrolled and the condition's all-reduces were dropped: 0 communication nodes for 3 trips.
    loop = f"""
module attributes {{mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32}} {{
func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<1024xf32>
   cond {{
    %n = stablehlo.constant dense<3> : tensor<i32>
    %e = stablehlo.exponential %v : tensor<1024xf32>
    %s = {ALL_REDUCE.format(x="%e", t="tensor<1024xf32>")}
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %e = stablehlo.exponential %v : tensor<1024xf32>
    %next = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %next, %e : tensor<i32>, tensor<1024xf32>
  }}
  return %r#1 : tensor<1024xf32>
}}
}}
"""
    lowered, _ = _lowered(tmp_path, loop)
    nodes = lowered.graph.nodes
    collectives = [node for node in nodes if node.kind == COMM]
    assert [node.comm.bytes for node in collectives] == [4096] * 4  # 3 trips and the test that ends the loop
    assert [node.name.split("/")[1] for node in collectives] == ["cond"] * 4
    # in program order, each trip's condition and then its body, which waits for the condition's predicate
    bodies = [node for node in nodes if node.kind == COMPUTE and "/cond/" not in node.name]
    assert len(bodies) == 3
    for index, body in enumerate(bodies):
        assert collectives[index].node_id < body.node_id < collectives[index + 1].node_id
        assert any("/cond/" in nodes[dep].name for dep in body.deps)


def test_a_branch_s_bytes_count_its_loop_once_per_trip(tmp_path, capsys):
    # Found by hand: branch 0 all-reduces 1024 f32 (4,096 bytes) in a loop of 3 trips, 12,288 bytes as lowered;
    # branch 1 all-reduces 2048 f32 once, 8,192 bytes. The loop was counted once (4,096), so branch 1 was lowered.
    case = f"""
module attributes {{mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32}} {{
func.func @main(%index: tensor<i32>, %v: tensor<1024xf32>, %w: tensor<2048xf32>) -> tensor<f32> {{
  %r = "stablehlo.case"(%index) ({{
      %c0 = stablehlo.constant dense<0> : tensor<i32>
      %l:2 = stablehlo.while(%i = %c0, %x = %v) : tensor<i32>, tensor<1024xf32>
       cond {{
        %n = stablehlo.constant dense<3> : tensor<i32>
        %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      }} do {{
        %c1 = stablehlo.constant dense<1> : tensor<i32>
        %a = {ALL_REDUCE.format(x="%x", t="tensor<1024xf32>")}
        %next = stablehlo.add %i, %c1 : tensor<i32>
        stablehlo.return %next, %a : tensor<i32>, tensor<1024xf32>
      }}
      %z = stablehlo.constant dense<0.0> : tensor<f32>
      stablehlo.return %z : tensor<f32>
    }}, {{
      %g = {ALL_REDUCE.format(x="%w", t="tensor<2048xf32>")}
      %z = stablehlo.constant dense<1.0> : tensor<f32>
      stablehlo.return %z : tensor<f32>
    }}) : (tensor<i32>) -> tensor<f32>
  return %r : tensor<f32>
}}
}}
"""
    lowered, _ = _lowered(tmp_path, case)
    collectives = [node for node in lowered.graph.nodes if node.kind == COMM]
    assert [node.comm.bytes for node in collectives] == [4096] * 3
    assert "with branch 0 on every rank, the one that communicates the most (12288 bytes; the branches: 12288, " \
        "8192)" in capsys.readouterr().err



def test_an_if_in_a_communicating_loop_is_warned_of_once(tmp_path, capsys):
    # Found by hand: the loop is unrolled, so its if was walked, and warned of, once per trip (3 identical lines).
    loop = f"""
module attributes {{mhlo.num_replicas = 4 : i32, mhlo.num_partitions = 1 : i32}} {{
func.func @main(%p: tensor<i1>, %x: tensor<64xf32>) -> tensor<64xf32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<64xf32>
   cond {{
    %n = stablehlo.constant dense<3> : tensor<i32>
    %q = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %q : tensor<i1>
  }} do {{
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %b = "stablehlo.if"(%p) ({{
        %g = {ALL_REDUCE.format(x="%v", t="tensor<64xf32>")}
        stablehlo.return %g : tensor<64xf32>
      }}, {{
        stablehlo.return %v : tensor<64xf32>
      }}) : (tensor<i1>) -> tensor<64xf32>
    %next = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %next, %b : tensor<i32>, tensor<64xf32>
  }}
  return %r#1 : tensor<64xf32>
}}
}}
"""
    lowered, _ = _lowered(tmp_path, loop)
    assert [node.comm.bytes for node in lowered.graph.nodes if node.kind == COMM] == [256] * 3
    assert capsys.readouterr().err.count("which branch runs is data") == 1
