func.func @unknown(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mydialect.magic"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
