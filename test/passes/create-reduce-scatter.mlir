// RUN: hespas-opt %s --split-input-file --hespas-create-reduce-scatter | filecheck %s
// RUN: hespas-opt %s --split-input-file --hespas-create-reduce-scatter --hespas-annotate-costs=hardware=h100 | filecheck %s --check-prefix=COMM
// RUN: not hespas-opt %s --split-input-file --hespas-annotate-costs --hespas-create-reduce-scatter 2>&1 | filecheck %s --check-prefix=ORDER
// ORDER: hespas-opt: error: pass order: hespas-create-reduce-scatter must run before hespas-annotate-costs: rewriting collectives after costing leaves their costs stale

// An FSDP gradient as the SPMD partitioner writes it: an all-reduce over the 4 partitions, then
// each partition's quarter of dimension 0 (offset = the partition's row of a table x 2 rows).
// It becomes one reduce-scatter along dimension 0 with the same groups, channel and reduction;
// the offset arithmetic is gone.
// CHECK-LABEL: func.func @fsdp_gradient
// CHECK-NOT: stablehlo.all_reduce
// CHECK-NOT: stablehlo.partition_id
// CHECK: %[[RS:.*]] = "stablehlo.reduce_scatter"(%arg0)
// CHECK-SAME: channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
// CHECK-SAME: replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>
// CHECK-SAME: scatter_dimension = 0 : i64
// CHECK-SAME: use_global_device_ids
// CHECK: stablehlo.add
// CHECK: (tensor<8x16xf32>) -> tensor<2x16xf32>
// CHECK-NOT: stablehlo.dynamic_slice
// CHECK: return %[[RS]]
// The message: an 8x16 f32 input is 8*16*4 = 512 bytes; the result is a quarter, 128 bytes.
// COMM-LABEL: func.func @fsdp_gradient
// COMM: "stablehlo.reduce_scatter"
// COMM: hespas.comm = {bytes = 512 : i64, {{.*}}kind = "reduce_scatter", {{.*}}result_bytes = 128 : i64
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @fsdp_gradient(%arg0: tensor<8x16xf32>) -> tensor<2x16xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %table = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %row = stablehlo.dynamic_slice %table, %pid, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %r = stablehlo.reshape %row : (tensor<1xui32>) -> tensor<ui32>
    %rows = stablehlo.constant dense<2> : tensor<ui32>
    %offset = stablehlo.multiply %r, %rows : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.dynamic_slice %0, %offset, %zero, sizes = [2, 16] : (tensor<8x16xf32>, tensor<ui32>, tensor<ui32>) -> tensor<2x16xf32>
    return %1 : tensor<2x16xf32>
  }
}

// -----

// Split along dimension 1, with groups of 2 ({0,1} and {2,3}): 16 / 2 = 8 columns per device.
// CHECK-LABEL: func.func @split_columns_in_pairs
// CHECK: "stablehlo.reduce_scatter"(%arg0)
// CHECK-SAME: scatter_dimension = 1 : i64
// CHECK: (tensor<8x16xbf16>) -> tensor<8x8xbf16>
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @split_columns_in_pairs(%arg0: tensor<8x16xbf16>) -> tensor<8x8xbf16> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %s = stablehlo.add %a, %b : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }) : (tensor<8x16xbf16>) -> tensor<8x16xbf16>
    %table = stablehlo.constant dense<[0, 8, 0, 8]> : tensor<4xui32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %col = stablehlo.dynamic_slice %table, %pid, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %c = stablehlo.reshape %col : (tensor<1xui32>) -> tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.dynamic_slice %0, %zero, %c, sizes = [8, 8] : (tensor<8x16xbf16>, tensor<ui32>, tensor<ui32>) -> tensor<8x8xbf16>
    return %1 : tensor<8x8xbf16>
  }
}

// -----

// Left alone: the all-reduce has a second use (the full sum is needed).
// CHECK-LABEL: func.func @second_use
// CHECK: stablehlo.all_reduce
// CHECK: stablehlo.dynamic_slice
// CHECK-NOT: stablehlo.reduce_scatter
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @second_use(%arg0: tensor<8xf32>) -> (tensor<2xf32>, tensor<8xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %two = stablehlo.constant dense<2> : tensor<ui32>
    %offset = stablehlo.multiply %pid, %two : tensor<ui32>
    %1 = stablehlo.dynamic_slice %0, %offset, sizes = [2] : (tensor<8xf32>, tensor<ui32>) -> tensor<2xf32>
    return %1, %0 : tensor<2xf32>, tensor<8xf32>
  }
}

// -----

// Left alone: the offset does not come from the device id (every device takes the same rows),
// and a slice of 3 of 8 rows is not a quarter.
// CHECK-LABEL: func.func @not_by_device
// CHECK-COUNT-2: stablehlo.all_reduce
// CHECK-NOT: stablehlo.reduce_scatter
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @not_by_device(%arg0: tensor<8xf32>, %i: tensor<ui32>) -> (tensor<2xf32>, tensor<3xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = stablehlo.dynamic_slice %0, %i, sizes = [2] : (tensor<8xf32>, tensor<ui32>) -> tensor<2xf32>
    %2 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %3 = stablehlo.dynamic_slice %2, %pid, sizes = [3] : (tensor<8xf32>, tensor<ui32>) -> tensor<3xf32>
    return %1, %3 : tensor<2xf32>, tensor<3xf32>
  }
}

// -----

// A cross-replica all-reduce (no channel) sliced by the replica id: reduce-scatter over replicas;
// sliced by the partition id instead, it is left alone.
// CHECK-LABEL: func.func @cross_replica
// CHECK: "stablehlo.reduce_scatter"(%arg0)
// CHECK: stablehlo.all_reduce
// CHECK: stablehlo.dynamic_slice
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32} {
  func.func @cross_replica(%arg0: tensor<8xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %rid = stablehlo.replica_id : tensor<ui32>
    %two = stablehlo.constant dense<2> : tensor<ui32>
    %offset = stablehlo.multiply %rid, %two : tensor<ui32>
    %1 = stablehlo.dynamic_slice %0, %offset, sizes = [2] : (tensor<8xf32>, tensor<ui32>) -> tensor<2xf32>
    %2 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %poffset = stablehlo.multiply %pid, %two : tensor<ui32>
    %3 = stablehlo.dynamic_slice %2, %poffset, sizes = [2] : (tensor<8xf32>, tensor<ui32>) -> tensor<2xf32>
    return %1, %3 : tensor<2xf32>, tensor<2xf32>
  }
}
