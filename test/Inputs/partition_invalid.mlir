// Bad input for hespas-partition, one case per chunk; test/passes/partition.mlir runs it with --verify-diagnostics.

// No costs: hespas-annotate-costs did not run.
// expected-error @+1 {{hespas-partition needs costs (hespas.cost on every op, hespas.totals on the module): run hespas-annotate-costs before it}}
module {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// A costed module one of whose ops lost its cost: an error at the op, not a region that costs nothing.
module attributes {hespas.totals = {bound = "memory", bytes_read = 32 : i64, bytes_written = 32 : i64, estimator = "roofline", flops = 8 : i64, hardware = "h100-sxm", time_ns = 2000.0 : f64}} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x {hespas.cost = {bound = "memory", bytes_read = 16 : i64, bytes_written = 16 : i64, estimator = "roofline", flops = 4 : i64, time_ns = 1000.0 : f64}} : tensor<4xf32>
    // expected-error @+1 {{'stablehlo.multiply' has no hespas.cost: hespas-annotate-costs writes one on every op the entries reach but terminators; cost the module again}}
    %1 = stablehlo.multiply %0, %0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
