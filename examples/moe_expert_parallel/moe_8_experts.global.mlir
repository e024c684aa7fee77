module @jit_moe_layer attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["expert"=8]> {stablehlo.mesh = {axes = [{name = "expert", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<4096x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>}, %arg1: tensor<512x8xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<8x512x2048xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg3: tensor<8x2048x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}) -> (tensor<4096x512xbf16> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{"expert"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"expert"}, {}, {}]>, <@mesh, [{"expert"}, {}, {}]>] out_shardings=[<@mesh, [{"expert"}, {}]>] manual_axes={"expert"} (%arg4: tensor<512x512xbf16>, %arg5: tensor<512x8xbf16>, %arg6: tensor<1x512x2048xbf16>, %arg7: tensor<1x2048x512xbf16>) {
      %1 = stablehlo.dot_general %arg4, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x8xbf16>) -> tensor<512x8xbf16>
      %2 = stablehlo.convert %1 : (tensor<512x8xbf16>) -> tensor<512x8xf32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
      %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %5 = stablehlo.maximum %4, %3 : tensor<512xf32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
      %8 = stablehlo.subtract %2, %7 : tensor<512x8xf32>
      %9 = stablehlo.exponential %8 : tensor<512x8xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
      %13 = stablehlo.divide %9, %12 : tensor<512x8xf32>
      %14 = func.call @argmax(%13) : (tensor<512x8xf32>) -> tensor<512xi32>
      %15 = func.call @_one_hot(%14) : (tensor<512xi32>) -> tensor<512x8xi32>
      %16 = func.call @cumsum(%15) : (tensor<512x8xi32>) -> tensor<512x8xi32>
      %17 = stablehlo.multiply %16, %15 : tensor<512x8xi32>
      %c = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
      %19 = stablehlo.subtract %17, %18 : tensor<512x8xi32>
      %20 = func.call @_one_hot_1(%19) : (tensor<512x8xi32>) -> tensor<512x8x128xbf16>
      %21 = stablehlo.dot_general %20, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x128xbf16>, tensor<512x512xbf16>) -> tensor<8x128x512xbf16>
      %22 = "stablehlo.all_to_all"(%21) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
      %23 = stablehlo.reshape %arg6 : (tensor<1x512x2048xbf16>) -> tensor<512x2048xbf16>
      %24 = stablehlo.dot_general %22, %23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<512x2048xbf16>) -> tensor<8x128x2048xbf16>
      %25 = stablehlo.multiply %24, %24 : tensor<8x128x2048xbf16>
      %26 = stablehlo.multiply %25, %24 : tensor<8x128x2048xbf16>
      %cst_2 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
      %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x128x2048xbf16>
      %28 = stablehlo.multiply %27, %26 : tensor<8x128x2048xbf16>
      %29 = stablehlo.add %24, %28 : tensor<8x128x2048xbf16>
      %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
      %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8x128x2048xbf16>
      %31 = stablehlo.multiply %30, %29 : tensor<8x128x2048xbf16>
      %32 = stablehlo.tanh %31 : tensor<8x128x2048xbf16>
      %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8x128x2048xbf16>
      %34 = stablehlo.add %33, %32 : tensor<8x128x2048xbf16>
      %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
      %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<8x128x2048xbf16>
      %36 = stablehlo.multiply %35, %34 : tensor<8x128x2048xbf16>
      %37 = stablehlo.multiply %24, %36 : tensor<8x128x2048xbf16>
      %38 = stablehlo.reshape %arg7 : (tensor<1x2048x512xbf16>) -> tensor<2048x512xbf16>
      %39 = stablehlo.dot_general %37, %38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xbf16>, tensor<2048x512xbf16>) -> tensor<8x128x512xbf16>
      %40 = "stablehlo.all_to_all"(%39) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
      %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %41 = stablehlo.reduce(%13 init: %cst_6) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
      %42 = stablehlo.convert %41 : (tensor<512xf32>) -> tensor<512xbf16>
      %43 = stablehlo.dot_general %20, %40, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x128xbf16>, tensor<8x128x512xbf16>) -> tensor<512x512xbf16>
      %44 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<512xbf16>) -> tensor<512x1xbf16>
      %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<512x1xbf16>) -> tensor<512x512xbf16>
      %46 = stablehlo.multiply %43, %45 : tensor<512x512xbf16>
      sdy.return %46 : tensor<512x512xbf16>
    } : (tensor<4096x512xbf16>, tensor<512x8xbf16>, tensor<8x512x2048xbf16>, tensor<8x2048x512xbf16>) -> tensor<4096x512xbf16>
    return %0 : tensor<4096x512xbf16>
  }
  func.func private @argmax(%arg0: tensor<512x8xf32>) -> tensor<512xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<512x8xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<512x8xf32>, tensor<512x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<512xf32>, tensor<512xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<512xi32>
  }
  func.func private @_one_hot(%arg0: tensor<512xi32>) -> tensor<512x8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<512x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<512x8xi32>, tensor<512x8xi32>) -> tensor<512x8xi1>
    %5 = stablehlo.convert %4 : (tensor<512x8xi1>) -> tensor<512x8xi32>
    return %5 : tensor<512x8xi32>
  }
  func.func private @cumsum(%arg0: tensor<512x8xi32>) -> tensor<512x8xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<512x8xi32>) -> tensor<512x8xi32>
    return %0 : tensor<512x8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<512x8xi32>) -> tensor<512x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[511, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 512, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<512x8xi32>, tensor<i32>) -> tensor<512x8xi32>
    return %1 : tensor<512x8xi32>
  }
  func.func private @_one_hot_1(%arg0: tensor<512x8xi32>) -> tensor<512x8x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<512x8xi32>) -> tensor<512x8x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x128xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<512x8x1xi32>) -> tensor<512x8x128xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<512x8x128xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<512x8x128xi32>, tensor<512x8x128xi32>) -> tensor<512x8x128xi1>
    %5 = stablehlo.convert %4 : (tensor<512x8x128xi1>) -> tensor<512x8x128xbf16>
    return %5 : tensor<512x8x128xbf16>
  }
}
