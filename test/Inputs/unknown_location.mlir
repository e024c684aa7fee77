// Ops with no file position (loc(unknown), a name only): their diagnostics name the input file at least.
// test/passes/annotate-costs.mlir and test/passes/memory.mlir run it.
func.func @main(%a: tensor<?x4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<?x4xf32>) {
  %0 = stablehlo.custom_call @foo(%b) : (tensor<4xf32>) -> tensor<4xf32> loc("onlyname")
  %1 = stablehlo.add %a, %a : tensor<?x4xf32> loc(unknown)
  return %0, %1 : tensor<4xf32>, tensor<?x4xf32>
}
