// Bad input for hespas-lower-to-chakra, one case per chunk; test/passes/lower-to-chakra.mlir runs it
// with num-ranks=8 and --verify-diagnostics.

// No costs: hespas-annotate-costs did not run.
// expected-error @+1 {{hespas-lower-to-chakra needs costs (hespas.cost on every op, hespas.totals on the module): run hespas-annotate-costs before it}}
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 8 : i32} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// A program for 2 x 2 devices, lowered for 8 ranks.
// expected-error @+1 {{num-ranks=8 disagrees with the module, which is an SPMD program for 4 devices}}
module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 2 : i32, hespas.totals = {bound = "memory", bytes_read = 16 : i64, bytes_written = 16 : i64, estimator = "roofline", flops = 4 : i64, hardware = "h100-sxm", time_ns = 1000.0 : f64}} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// A costed module one of whose ops lost its cost: an error at the op, not a node that costs nothing.
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 8 : i32, hespas.totals = {bound = "memory", bytes_read = 32 : i64, bytes_written = 32 : i64, estimator = "roofline", flops = 8 : i64, hardware = "h100-sxm", time_ns = 2000.0 : f64}} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x {hespas.cost = {bound = "memory", bytes_read = 16 : i64, bytes_written = 16 : i64, estimator = "roofline", flops = 4 : i64, time_ns = 1000.0 : f64}} : tensor<4xf32>
    // expected-error @+1 {{'stablehlo.multiply' has no hespas.cost: hespas-annotate-costs writes one on every op the entries reach but terminators; cost the module again}}
    %1 = stablehlo.multiply %0, %0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}

// -----

// A negative message size in hespas.comm: an error at the op, not a Chakra comm_size of -5.
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 8 : i32, hespas.totals = {bound = "memory", bytes_read = 32 : i64, bytes_written = 32 : i64, estimator = "roofline", flops = 8 : i64, hardware = "h100-sxm", time_ns = 2000.0 : f64}} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{hespas.comm bytes must be a non-negative integer, got -5}}
    %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, hespas.cost = {bound = "memory", bytes_read = 16 : i64, bytes_written = 16 : i64, estimator = "roofline", flops = 4 : i64, time_ns = 1000.0 : f64}, hespas.comm = {bytes = -5 : i64, groups = [array<i64: 0, 1, 2, 3, 4, 5, 6, 7>], is_async = false, kind = "all_reduce", result_bytes = 16 : i64, use_global_device_ids = false}} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// A hespas.comm kind that is not the op's: an error at the op, not an all-reduce lowered as an all-gather.
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 8 : i32, hespas.totals = {bound = "memory", bytes_read = 32 : i64, bytes_written = 32 : i64, estimator = "roofline", flops = 8 : i64, hardware = "h100-sxm", time_ns = 2000.0 : f64}} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{hespas.comm kind is 'all_gather', but 'stablehlo.all_reduce' is of kind 'all_reduce': cost the module again}}
    %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, hespas.cost = {bound = "memory", bytes_read = 16 : i64, bytes_written = 16 : i64, estimator = "roofline", flops = 4 : i64, time_ns = 1000.0 : f64}, hespas.comm = {bytes = 16 : i64, groups = [array<i64: 0, 1, 2, 3, 4, 5, 6, 7>], is_async = false, kind = "all_gather", result_bytes = 16 : i64, use_global_device_ids = false}} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
