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
