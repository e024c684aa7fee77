// Bad input for hespas-profile, one case per chunk; test/passes/profile.mlir runs it with
// --verify-diagnostics. Each is refused before any device is opened.

// No costs: hespas-annotate-costs did not run.
// expected-error @+1 {{hespas-profile needs costs (hespas.cost on every op, hespas.totals on the module): run hespas-annotate-costs before it}}
module {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// Costs but no regions: hespas-partition did not run.
// expected-error @+1 {{hespas-profile needs regions (compute outlined into hespas.region functions): run hespas-partition before it}}
module attributes {hespas.totals = {bound = "memory", bytes_read = 16 : i64, bytes_written = 16 : i64, estimator = "roofline", flops = 4 : i64, hardware = "h100-sxm", time_ns = 1000.0 : f64}} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
