// Two compute regions around an all_reduce, for hespas-profile.
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2 : i32} {
  func.func public @main(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = "stablehlo.all_reduce"(%0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %2 = stablehlo.tanh %1 : tensor<32x32xf32>
    %3 = stablehlo.add %2, %x : tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
}
