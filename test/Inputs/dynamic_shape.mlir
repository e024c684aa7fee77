func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %x, %x : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
