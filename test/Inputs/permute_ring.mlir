module @ring attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1024xf32>
    %1 = "stablehlo.collective_permute"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2 = stablehlo.add %1, %0 : tensor<1024xf32>
    return %2 : tensor<1024xf32>
  }
}
