// Bad input for hespas-fuse; test/passes/fuse.mlir runs it with --verify-diagnostics.

// Already costed: fusing would leave the costs of the ops it fuses stale.
// expected-error @+1 {{hespas-fuse must run before hespas-annotate-costs: this module has costs}}
module attributes {hespas.totals = {bound = "memory", bytes_read = 16 : i64, bytes_written = 16 : i64, estimator = "roofline", flops = 4 : i64, hardware = "h100-sxm", time_ns = 1000.0 : f64}} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x : tensor<4xf32>
    %1 = stablehlo.tanh %0 : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
