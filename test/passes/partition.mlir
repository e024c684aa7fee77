// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=h100 efficiency=false occupancy=false' --hespas-partition | filecheck %s
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=h100 efficiency=false occupancy=false' --hespas-partition='min-region-ns=5000' | filecheck %s --check-prefix=MERGE
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=h100 efficiency=false occupancy=false' --hespas-partition='min-region-ns=0 max-region-ns=3000' | filecheck %s --check-prefix=SPLIT
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=h100 efficiency=false occupancy=false' --hespas-partition='content-hash=false' | filecheck %s --check-prefix=NOHASH

// Bad input: a located diagnostic (checked by --verify-diagnostics), exit status 1.
// RUN: hespas-opt %inputs/partition_invalid.mlir --split-input-file --hespas-partition --verify-diagnostics -o /dev/null
// RUN: not hespas-opt %inputs/partition_invalid.mlir --split-input-file --hespas-partition 2>&1 | filecheck %s --check-prefix=NO-COSTS
// Bad options and a bad order: rejected when the pipeline is parsed.
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs --hespas-partition='max-region-ns=-1' 2>&1 | filecheck %s --check-prefix=NEGATIVE
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-partition --hespas-annotate-costs 2>&1 | filecheck %s --check-prefix=ORDER
// RUN: hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs --hespas-partition -o %t.partitioned.mlir
// RUN: not hespas-opt %t.partitioned.mlir --hespas-partition 2>&1 | filecheck %s --check-prefix=TWICE
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs --hespas-partition --hespas-partition 2>&1 | filecheck %s --check-prefix=TWICE-ORDER
// NO-COSTS: partition_invalid.mlir:5:1: error: hespas-partition needs costs
// TWICE: partitioned.mlir:1:1: error: hespas-partition runs once: this module has regions {{.*}} partitioning again would wrap each region call in a region of its own
// TWICE-ORDER: error: pass order: hespas-partition runs once: its compute is already outlined into regions
// NO-COSTS-NOT: Traceback
// NEGATIVE: error: option 'max-region-ns' of pass 'hespas-partition' must be >= 0, got -1
// ORDER: error: pass order: hespas-partition needs costs {{.*}}, which hespas-annotate-costs provides later in this pipeline: put hespas-annotate-costs before hespas-partition

// On H100 every kernel costs at least its 1000 ns launch: nothing below merges by default.

// compute -> all_reduce -> compute: two regions around the collective, with their
// summed costs, a hash, and hespas.comm on the collective.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[A:.*]] = call @chain_region_0(%arg0) {hespas.cost = {bound = "memory", bytes_read = 12288 : i64, bytes_written = 8192 : i64, estimator = "roofline", flops = 1024 : i64, time_ns = 2006.{{[0-9]+}} : f64, transcendentals = 1024 : i64}}
// CHECK-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%[[A]])
// CHECK: hespas.comm = {bytes = 4096 : i64, groups = [array<i64: 0, 1, 2, 3>], is_async = false, kind = "all_reduce"
// CHECK-NEXT: %[[B:.*]] = call @chain_region_1(%[[R]])
// CHECK-NEXT: return %[[B]]
// CHECK: func.func private @chain_region_0(%arg0: tensor<1024xf32>) -> tensor<1024xf32>
// CHECK-SAME: attributes {hespas.cost = {bound = "memory", bytes_read = 12288 : i64, bytes_written = 8192 : i64, estimator = "roofline", flops = 1024 : i64, time_ns = 2006.{{[0-9]+}} : f64, transcendentals = 1024 : i64}, hespas.region, hespas.region_hash = "{{[0-9a-f]+}}"}
// CHECK-NEXT: stablehlo.exponential %arg0
// CHECK-NEXT: stablehlo.multiply
// CHECK-NEXT: return
// CHECK: func.func private @chain_region_1(%arg0: tensor<1024xf32>) -> tensor<1024xf32>
// CHECK-NEXT: stablehlo.negate %arg0
// content-hash=false: the same regions, marked hespas.region, with no hespas.region_hash anywhere.
// NOHASH-LABEL: func.func @chain
// NOHASH: func.func private @chain_region_0(%arg0: tensor<1024xf32>) -> tensor<1024xf32>
// NOHASH-SAME: attributes {hespas.cost = {{{.*}}}, hespas.region}
// NOHASH: func.func private @chain_region_1
// NOHASH-SAME: hespas.region}
// NOHASH-NOT: hespas.region_hash
module @chain attributes {mhlo.num_replicas = 4 : i32} {
  func.func @chain(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %e = stablehlo.exponential %x : tensor<1024xf32>
    %m = stablehlo.multiply %e, %x : tensor<1024xf32>
    %r = "stablehlo.all_reduce"(%m) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<1024xf32>) -> tensor<1024xf32>
    %n = stablehlo.negate %r : tensor<1024xf32>
    return %n : tensor<1024xf32>
  }
}

// -----

// %l does not use the all_reduce: its region comes before the collective, not after.
// CHECK-LABEL: func.func @independent
// CHECK-NEXT: %[[E:.*]] = call @independent_region_0(%arg0)
// CHECK-NEXT: %[[L:.*]] = call @independent_region_1(%arg1)
// CHECK-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%[[E]])
// CHECK: call @independent_region_2(%[[R]], %[[L]])
// CHECK: func.func private @independent_region_0
// CHECK-NEXT: stablehlo.exponential
// CHECK: func.func private @independent_region_1
// CHECK-NEXT: stablehlo.log
// CHECK: func.func private @independent_region_2
// CHECK-NEXT: stablehlo.add
// MERGE-LABEL: func.func @independent
// MERGE-NEXT: %[[M:.*]]:2 = call @independent_region_0(%arg0, %arg1)
// MERGE-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%[[M]]#0)
// MERGE: call @independent_region_1(%[[R]], %[[M]]#1)
// MERGE: func.func private @independent_region_0
// MERGE-NEXT: stablehlo.exponential
// MERGE-NEXT: stablehlo.log
func.func @independent(%x: tensor<1024xf32>, %y: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = stablehlo.exponential %x : tensor<1024xf32>
  %r = "stablehlo.all_reduce"(%e) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1024xf32>) -> tensor<1024xf32>
  %l = stablehlo.log %y : tensor<1024xf32>
  %sum = stablehlo.add %r, %l : tensor<1024xf32>
  return %sum : tensor<1024xf32>
}

// -----

// Two copies of one computation (with the same constant, copied into each region)
// share a hash; a different computation does not.
// CHECK-LABEL: func.func @same_hash
// CHECK: func.func private @same_hash_region_0
// CHECK-SAME: hespas.region_hash = "[[HASH:[0-9a-f]+]]"
// CHECK-NEXT: stablehlo.constant {{.*}}dense<2.000000e+00>
// CHECK: func.func private @same_hash_region_1
// CHECK-SAME: hespas.region_hash = "[[HASH]]"
// CHECK-NEXT: stablehlo.constant {{.*}}dense<2.000000e+00>
// CHECK: func.func private @same_hash_region_2
// CHECK-NOT: [[HASH]]
// CHECK-SAME: hespas.region_hash
// CHECK-NEXT: stablehlo.negate
func.func @same_hash(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %two = stablehlo.constant dense<2.0> : tensor<1024xf32>
  %a = stablehlo.multiply %x, %two : tensor<1024xf32>
  %r = "stablehlo.all_reduce"(%a) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = stablehlo.multiply %r, %two : tensor<1024xf32>
  %r2 = "stablehlo.all_reduce"(%b) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1024xf32>) -> tensor<1024xf32>
  %n = stablehlo.negate %r2 : tensor<1024xf32>
  return %n : tensor<1024xf32>
}

// -----

// A while loop with an all_reduce in its body stays in place, keeps its trip count,
// and its body is partitioned like a function.
// CHECK-LABEL: func.func @loop
// CHECK: stablehlo.while
// CHECK-SAME: trip_count = 10 : i64
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[C:.*]] = func.call @loop_region_0
// CHECK-NEXT: stablehlo.return %[[C]]
// CHECK: } do {
// CHECK-NEXT: %[[E:.*]] = func.call @loop_region_1
// CHECK-NEXT: %[[I:.*]] = func.call @loop_region_2
// CHECK-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%[[E]])
// CHECK: %[[N:.*]] = func.call @loop_region_3(%[[R]])
// CHECK-NEXT: stablehlo.return %[[I]], %[[N]]
// CHECK: func.func private @loop_region_0
// CHECK-NEXT: stablehlo.constant {{.*}}dense<10>
// CHECK-NEXT: stablehlo.compare
func.func @loop(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, tensor<1024xf32>
  cond {
    %ten = stablehlo.constant dense<10> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %ten : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %e = stablehlo.exponential %v : tensor<1024xf32>
    %r = "stablehlo.all_reduce"(%e) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<1024xf32>) -> tensor<1024xf32>
    %n = stablehlo.negate %r : tensor<1024xf32>
    stablehlo.return %next, %n : tensor<i32>, tensor<1024xf32>
  }
  return %w#1 : tensor<1024xf32>
}

// -----

// An if with a collective in one branch: every branch is partitioned; a constant
// from the enclosing block is copied into the region that uses it.
// CHECK-LABEL: func.func @branches
// CHECK-NEXT: %[[A:.*]] = call @branches_region_2(%arg1)
// CHECK-NEXT: %[[IF:.*]] = "stablehlo.if"(%arg0)
// CHECK-NEXT: %[[E:.*]] = func.call @branches_region_0(%[[A]])
// CHECK-NEXT: "stablehlo.all_reduce"(%[[E]])
// CHECK: }, {
// CHECK-NEXT: %[[M:.*]] = func.call @branches_region_1(%[[A]])
// CHECK-NEXT: stablehlo.return %[[M]]
// CHECK: call @branches_region_3(%[[IF]])
// CHECK: func.func private @branches_region_1
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.multiply
func.func @branches(%p: tensor<i1>, %x: tensor<1024xf32>) -> tensor<1024xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<1024xf32>
  %a = stablehlo.add %x, %c : tensor<1024xf32>
  %r = "stablehlo.if"(%p) ({
    %e = stablehlo.exponential %a : tensor<1024xf32>
    %s = "stablehlo.all_reduce"(%e) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
    ^bb0(%u: tensor<f32>, %v: tensor<f32>):
      %t = stablehlo.add %u, %v : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) : (tensor<1024xf32>) -> tensor<1024xf32>
    stablehlo.return %s : tensor<1024xf32>
  }, {
    %m = stablehlo.multiply %a, %c : tensor<1024xf32>
    stablehlo.return %m : tensor<1024xf32>
  }) : (tensor<i1>) -> tensor<1024xf32>
  %n = stablehlo.negate %r : tensor<1024xf32>
  return %n : tensor<1024xf32>
}

// -----

// A call to a function with a collective stays a boundary in main; the callee is
// partitioned in turn.
// CHECK-LABEL: func.func @caller
// CHECK-NEXT: %[[A:.*]] = call @caller_region_0(%arg0)
// CHECK-NEXT: %[[S:.*]] = call @step(%[[A]])
// CHECK-NEXT: call @caller_region_1(%[[S]])
// CHECK-LABEL: func.func private @step
// CHECK-NEXT: %[[E:.*]] = call @step_region_0(%arg0)
// CHECK-NEXT: "stablehlo.all_reduce"(%[[E]])
func.func @caller(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %a = stablehlo.abs %x : tensor<1024xf32>
  %s = func.call @step(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %n = stablehlo.negate %s : tensor<1024xf32>
  return %n : tensor<1024xf32>
}
func.func private @step(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = stablehlo.exponential %x : tensor<1024xf32>
  %r = "stablehlo.all_reduce"(%e) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}

// -----

// An async all_gather: compute that neither feeds the start nor uses the done sits
// between them (it overlaps the transfer); hespas.comm is on the start.
// CHECK-LABEL: func.func @async
// CHECK-NEXT: %[[A:.*]] = call @async_region_0(%arg0)
// CHECK-NEXT: %[[S:.*]] = "mhlo.async_start"(%[[A]])
// CHECK-SAME: hespas.comm = {bytes = 4096 : i64, {{.*}}is_async = true, kind = "all_gather"
// CHECK-NEXT: %[[L:.*]] = call @async_region_1(%arg1)
// CHECK-NEXT: %[[D:.*]] = "mhlo.async_done"(%[[S]])
// CHECK-NEXT: call @async_region_2(%[[D]], %[[L]])
module @async attributes {mhlo.num_replicas = 4 : i32} {
  func.func private @gather(%x: tensor<1024xf32>) -> tensor<4096xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
    return %g : tensor<4096xf32>
  }
  func.func @async(%x: tensor<1024xf32>, %y: tensor<4096xf32>) -> tensor<4096xf32> {
    %a = stablehlo.abs %x : tensor<1024xf32>
    %s = "mhlo.async_start"(%a) {called_computation = @gather, execution_thread = "main"} : (tensor<1024xf32>) -> !mhlo.async_bundle<tensor<1024xf32>, tensor<4096xf32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<1024xf32>, tensor<4096xf32>>) -> tensor<4096xf32>
    %l = stablehlo.log %y : tensor<4096xf32>
    %sum = stablehlo.add %d, %l : tensor<4096xf32>
    return %sum : tensor<4096xf32>
  }
}

// -----

// min-region-ns merges a small region into a neighbour across a collective when the
// earlier region does not feed it (the merged region takes the later place).
// MERGE-LABEL: func.func @merge_across
// MERGE-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%arg0)
// MERGE: %[[M:.*]] = call @merge_across_region_0(%arg1, %[[R]])
// MERGE-NEXT: return %[[M]]
// MERGE: func.func private @merge_across_region_0
// MERGE-NEXT: stablehlo.log
// MERGE-NEXT: stablehlo.add
func.func @merge_across(%x: tensor<1024xf32>, %y: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1024xf32>) -> tensor<1024xf32>
  %l = stablehlo.log %y : tensor<1024xf32>
  %sum = stablehlo.add %r, %l : tensor<1024xf32>
  return %sum : tensor<1024xf32>
}

// -----

// max-region-ns splits a region in program order; each part is its own function.
// CHECK-LABEL: func.func @split
// CHECK-NEXT: call @split_region_0(%arg0)
// CHECK-NEXT: return
// SPLIT-LABEL: func.func @split
// SPLIT-NEXT: %[[P:.*]] = call @split_region_0(%arg0)
// SPLIT-NEXT: %[[Q:.*]] = call @split_region_1(%[[P]])
// SPLIT-NEXT: return %[[Q]]
// SPLIT: func.func private @split_region_0
// SPLIT-NEXT: stablehlo.exponential
// SPLIT-NEXT: stablehlo.log
// SPLIT-NEXT: return
// SPLIT: func.func private @split_region_1
// SPLIT-NEXT: stablehlo.negate
func.func @split(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = stablehlo.exponential %x : tensor<1024xf32>
  %l = stablehlo.log %e : tensor<1024xf32>
  %n = stablehlo.negate %l : tensor<1024xf32>
  return %n : tensor<1024xf32>
}

// -----

// A private @main is the program's entry (hespas.ir_calls: XLA's entry computation is the function named
// main): it is partitioned as a public one is.
// CHECK-LABEL: func.func private @main
// CHECK-NEXT: %[[A:.*]] = call @main_region_0(%arg0)
// CHECK-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%[[A]])
// CHECK: %[[B:.*]] = call @main_region_1(%[[R]])
// CHECK-NEXT: return %[[B]]
module @private_main attributes {mhlo.num_replicas = 4 : i32} {
  func.func private @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %e = stablehlo.exponential %x : tensor<1024xf32>
    %r = "stablehlo.all_reduce"(%e) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<1024xf32>) -> tensor<1024xf32>
    %n = stablehlo.negate %r : tensor<1024xf32>
    return %n : tensor<1024xf32>
  }
}
