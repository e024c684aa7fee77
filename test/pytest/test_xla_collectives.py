"""XLA:GPU's collective passes in the default pipeline: on for GPU hardware, off for a TPU, the
host CPU, a module XLA already fused, and on request."""

from __future__ import annotations

import pytest

from hespas.workload import lower_workload

# Two independent 64-element f32 all-reduces (256 bytes each) and an FSDP-style all-reduce whose
# only use is this partition's quarter of it.
MODULE = """
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<8xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<2xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %2 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %two = stablehlo.constant dense<2> : tensor<ui32>
    %offset = stablehlo.multiply %pid, %two : tensor<ui32>
    %3 = stablehlo.dynamic_slice %2, %offset, sizes = [2] : (tensor<8xf32>, tensor<ui32>) -> tensor<2xf32>
    return %0, %1, %3 : tensor<64xf32>, tensor<64xf32>, tensor<2xf32>
  }
}
"""


def _collectives(tmp_path, hardware: str, **options) -> list[tuple[str, int]]:
    path = tmp_path / "step.mlir"
    path.write_text(MODULE)
    graph = lower_workload(path, hardware, **options).graph
    return sorted((node.comm.kind, node.comm.bytes) for node in graph.comm_nodes)


def test_gpu_hardware_gets_reduce_scatter_and_combined_all_reduce(tmp_path):
    # the two 256-byte all-reduces combine into one of 512 bytes; the sliced 32-byte one becomes a
    # reduce-scatter of the same 32-byte input (8 f32)
    assert _collectives(tmp_path, "h100") == [("all_reduce", 512), ("reduce_scatter", 32)]


@pytest.mark.parametrize("hardware, options", [("h100", {"xla_collectives": False}), ("tpu-v4", {}),
                                               ("host-cpu", {})])
def test_collectives_stay_as_written_when_off_or_not_a_gpu(tmp_path, hardware, options):
    assert _collectives(tmp_path, hardware, **options) == [("all_reduce", 32), ("all_reduce", 256),
                                                           ("all_reduce", 256)]
