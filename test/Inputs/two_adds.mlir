func.func @two_adds(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
