// RUN: hespas-opt %s --split-input-file --hespas-combine-collectives | filecheck %s
// RUN: hespas-opt %s --split-input-file --hespas-combine-collectives='all-reduce-threshold-bytes=96' | filecheck %s --check-prefix=SMALL
// RUN: hespas-opt %s --split-input-file --hespas-combine-collectives='all-reduce-threshold-bytes=0 all-gather-threshold-bytes=0' | filecheck %s --check-prefix=OFF
// RUN: hespas-opt %s --split-input-file --hespas-combine-collectives='max-count=2' | filecheck %s --check-prefix=PAIRS
// RUN: hespas-opt %s --split-input-file --hespas-combine-collectives="all-reduce-threshold-bytes=200" | filecheck %s --check-prefix=CROSS
// RUN: not hespas-opt %s --split-input-file --hespas-annotate-costs --hespas-combine-collectives 2>&1 | filecheck %s --check-prefix=ORDER
// After hespas-fuse, as XLA:GPU combines after fusion (RunPostFusionPasses): hespas-fuse's kernels do not stop it.
// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-combine-collectives | filecheck %s --check-prefix=FUSED
// ORDER: hespas-opt: error: pass order: hespas-combine-collectives must run before hespas-annotate-costs: rewriting collectives after costing leaves their costs stale

// Three independent gradient all-reduces (64, 32 and 16 f32: 256, 128 and 64 bytes) become one
// variadic all-reduce at the place of the last one. The use of the first (%u) sat between the
// first and the last: it moves after the combined all-reduce; %v does not use a collective and stays.
// CHECK-LABEL: func.func @gradients
// CHECK: %[[V:.*]] = stablehlo.multiply %arg3, %arg3
// CHECK-NEXT: %[[C:.*]]:3 = "stablehlo.all_reduce"(%arg0, %arg1, %arg2)
// CHECK: (tensor<64xf32>, tensor<32xf32>, tensor<16xf32>) -> (tensor<64xf32>, tensor<32xf32>, tensor<16xf32>)
// CHECK-NEXT: %[[U:.*]] = stablehlo.negate %[[C]]#0
// CHECK-NEXT: return %[[U]], %[[C]]#1, %[[C]]#2, %[[V]]
// With a 96-byte threshold: the first alone is 256 bytes, past it, so the first group closes with one
// member; the second (128 bytes) too; the third (64 bytes) alone: nothing combines.
// SMALL-LABEL: func.func @gradients
// SMALL-COUNT-3: "stablehlo.all_reduce"(%arg
// OFF-LABEL: func.func @gradients
// OFF-COUNT-3: "stablehlo.all_reduce"(%arg
// At most two in one: the first two combine at the second's place (%u moves after it), the third stays.
// After hespas-fuse (which marks the module hespas.fused; lone ops stay as they are) they combine alike.
// FUSED-LABEL: func.func @gradients
// FUSED: %{{.*}}:3 = "stablehlo.all_reduce"(%arg0, %arg1, %arg2)
// PAIRS-LABEL: func.func @gradients
// PAIRS: %[[P:.*]]:2 = "stablehlo.all_reduce"(%arg0, %arg1)
// PAIRS: stablehlo.negate %[[P]]#0
// PAIRS: "stablehlo.all_reduce"(%arg2)
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @gradients(%arg0: tensor<64xf32>, %arg1: tensor<32xf32>, %arg2: tensor<16xf32>, %arg3: tensor<8xf32>) -> (tensor<64xf32>, tensor<32xf32>, tensor<16xf32>, tensor<8xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %u = stablehlo.negate %0 : tensor<64xf32>
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %v = stablehlo.multiply %arg3, %arg3 : tensor<8xf32>
    %2 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    return %u, %1, %2, %v : tensor<64xf32>, tensor<32xf32>, tensor<16xf32>, tensor<8xf32>
  }
}

// -----

// A data path between two all-reduces (batch-norm statistics feeding the next layer) keeps them
// apart: the second depends on the first, so the first group closes. The third is independent of
// the second and joins it.
// CHECK-LABEL: func.func @dependent
// CHECK: %[[A:.*]] = "stablehlo.all_reduce"(%arg0)
// CHECK: %[[N:.*]] = stablehlo.negate %[[A]]
// CHECK: %{{.*}}:2 = "stablehlo.all_reduce"(%[[N]], %arg1)
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @dependent(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %n = stablehlo.negate %0 : tensor<8xf32>
    %1 = "stablehlo.all_reduce"(%n) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %2 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    return %1, %2 : tensor<8xf32>, tensor<8xf32>
  }
}

// -----

// Different keys never combine: other groups, another element type, another reduction (max).
// CHECK-LABEL: func.func @different_keys
// CHECK-COUNT-4: "stablehlo.all_reduce"(%arg
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @different_keys(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xbf16>, %arg3: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xbf16>, tensor<8xf32>) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %2 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %s = stablehlo.add %a, %b : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }) : (tensor<8xbf16>) -> tensor<8xbf16>
    %3 = "stablehlo.all_reduce"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    return %0, %1, %2, %3 : tensor<8xf32>, tensor<8xf32>, tensor<8xbf16>, tensor<8xf32>
  }
}

// -----

// Two all-gathers along dimension 0 (each 2x4 bf16 gathered to 8x4: 64 bytes of result) combine.
// With the default threshold the all-reduce threshold does not matter; OFF keeps both.
// CHECK-LABEL: func.func @gathers
// CHECK: %{{.*}}:2 = "stablehlo.all_gather"(%arg0, %arg1)
// CHECK-SAME: all_gather_dim = 0 : i64
// OFF-LABEL: func.func @gathers
// OFF-COUNT-2: "stablehlo.all_gather"(%arg
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @gathers(%arg0: tensor<2x4xbf16>, %arg1: tensor<2x4xbf16>) -> (tensor<8x4xbf16>, tensor<8x4xbf16>) {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x4xbf16>) -> tensor<8x4xbf16>
    %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x4xbf16>) -> tensor<8x4xbf16>
    return %0, %1 : tensor<8x4xbf16>, tensor<8x4xbf16>
  }
}

// -----

// Two keys whose groups cross: %x (f32) feeds %q (bf16) and %p (bf16) feeds %y (f32). Once the f32
// pair {%x, %y} is one all-reduce, %q waits for it and so for %p: the bf16 pair is no longer
// independent and stays apart (combined, it would need its own result).
// A 300-byte f32 all-reduce between them is over the 200-byte threshold: left alone, it does not
// close the f32 group.
// CROSS-LABEL: func.func @crossing
// CROSS: %[[P:.*]] = "stablehlo.all_reduce"(%arg1)
// CROSS: (tensor<8xbf16>) -> tensor<8xbf16>
// CROSS: "stablehlo.all_reduce"(%arg2)
// CROSS: (tensor<75xf32>) -> tensor<75xf32>
// CROSS: %[[C:.*]]:2 = "stablehlo.all_reduce"(%arg0, %{{.*}})
// CROSS: (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
// CROSS: "stablehlo.all_reduce"(%{{.*}})
// CROSS: (tensor<8xbf16>) -> tensor<8xbf16>
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @crossing(%arg0: tensor<8xf32>, %arg1: tensor<8xbf16>, %arg2: tensor<75xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xbf16>, tensor<75xf32>) {
    %x = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %p = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %s = stablehlo.add %a, %b : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }) : (tensor<8xbf16>) -> tensor<8xbf16>
    %big = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<75xf32>) -> tensor<75xf32>
    %xb = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xbf16>
    %q = "stablehlo.all_reduce"(%xb) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %s = stablehlo.add %a, %b : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }) : (tensor<8xbf16>) -> tensor<8xbf16>
    %pf = stablehlo.convert %p : (tensor<8xbf16>) -> tensor<8xf32>
    %y = "stablehlo.all_reduce"(%pf) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    return %x, %y, %q, %big : tensor<8xf32>, tensor<8xf32>, tensor<8xbf16>, tensor<75xf32>
  }
}

// -----

// A module whose mhlo.fusion kernels XLA made (no hespas.fused) went through XLA's own pipeline, combiners
// included: it is left as it is. The same module marked hespas.fused (below) holds hespas-fuse's kernels and
// is combined. With hespas-fuse run first (FUSED), this module is left alone too (hespas-fuse leaves a module
// with XLA's fusions alone and does not mark it).
// CHECK-LABEL: func.func @fused_by_xla
// CHECK-COUNT-2: "stablehlo.all_reduce"(%
// FUSED-LABEL: func.func @fused_by_xla
// FUSED-COUNT-2: "stablehlo.all_reduce"(%
module attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @fused_by_xla(%arg0: tensor<64xf32>, %arg1: tensor<32xf32>) -> (tensor<64xf32>, tensor<32xf32>) {
    %f = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%p: tensor<64xf32>):
      %n = stablehlo.negate %p : tensor<64xf32>
      mhlo.return %n : tensor<64xf32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %0 = "stablehlo.all_reduce"(%f) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    return %0, %1 : tensor<64xf32>, tensor<32xf32>
  }
}

// -----

// CHECK-LABEL: func.func @fused_by_hespas
// CHECK: %{{.*}}:2 = "stablehlo.all_reduce"(%{{.*}}, %arg1)
module attributes {hespas.fused, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @fused_by_hespas(%arg0: tensor<64xf32>, %arg1: tensor<32xf32>) -> (tensor<64xf32>, tensor<32xf32>) {
    %f = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%p: tensor<64xf32>):
      %n = stablehlo.negate %p : tensor<64xf32>
      mhlo.return %n : tensor<64xf32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %0 = "stablehlo.all_reduce"(%f) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    return %0, %1 : tensor<64xf32>, tensor<32xf32>
  }
}
