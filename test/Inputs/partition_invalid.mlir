// Bad input for hespas-partition; test/passes/partition.mlir runs it with --verify-diagnostics.

// No costs: hespas-annotate-costs did not run.
// expected-error @+1 {{hespas-partition needs costs (hespas.cost on every op, hespas.totals on the module): run hespas-annotate-costs before it}}
module {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
