module @jit_moe_layer attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{devices=[8,1]<=[8]}", mhlo.spmd_parameters_shardings = ["{devices=[8,1]<=[8]}", "{replicated}", "{devices=[8,1,1]<=[8]}", "{devices=[8,1,1]<=[8]}"], mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.0(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
    %0 = stablehlo.compare GT, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.compare NE, %arg0, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.or %0, %1 : tensor<i1>
    %3 = stablehlo.select %2, %arg0, %arg2 : tensor<i1>, tensor<f32>
    %4 = stablehlo.compare EQ, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare LT, %arg1, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.and %4, %5 : tensor<i1>
    %7 = stablehlo.or %2, %6 : tensor<i1>
    %8 = stablehlo.select %7, %arg1, %arg3 : tensor<i1>, tensor<i32>
    return %3, %8 : tensor<f32>, tensor<i32>
  }
  func.func private @region_3.4(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body.6_spmd(%arg0: tensor<512x512xbf16>, %arg1: tensor<512x8xbf16>, %arg2: tensor<1x512x2048xbf16>, %arg3: tensor<1x2048x512xbf16>) -> tensor<512x512xbf16> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x8xbf16>) -> tensor<512x8xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x8xbf16>) -> tensor<512x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4 = stablehlo.maximum %2, %3 : tensor<512xf32>
    %5 = stablehlo.reshape %4 : (tensor<512xf32>) -> tensor<512x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<512x1xf32>) -> tensor<512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<512xf32>) -> tensor<512x8xf32>
    %9 = stablehlo.subtract %1, %8 : tensor<512x8xf32>
    %10 = stablehlo.exponential %9 : tensor<512x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %12 = stablehlo.reshape %11 : (tensor<512xf32>) -> tensor<512x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<512x1xf32>) -> tensor<512xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<512xf32>) -> tensor<512x8xf32>
    %16 = stablehlo.divide %10, %15 : tensor<512x8xf32>
    %17 = stablehlo.iota dim = 0 : tensor<8xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<8xi32>) -> tensor<512x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19:2 = stablehlo.reduce(%16 init: %cst), (%18 init: %c) across dimensions = [1] : (tensor<512x8xf32>, tensor<512x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<512xf32>, tensor<512xi32>)
     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
      %74 = stablehlo.compare GT, %arg4, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %75 = stablehlo.compare NE, %arg4, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %76 = stablehlo.or %74, %75 : tensor<i1>
      %77 = stablehlo.select %76, %arg4, %arg6 : tensor<i1>, tensor<f32>
      %78 = stablehlo.compare EQ, %arg4, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %79 = stablehlo.compare LT, %arg5, %arg7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %80 = stablehlo.and %78, %79 : tensor<i1>
      %81 = stablehlo.or %76, %80 : tensor<i1>
      %82 = stablehlo.select %81, %arg5, %arg7 : tensor<i1>, tensor<i32>
      stablehlo.return %77, %82 : tensor<f32>, tensor<i32>
    }
    %20 = stablehlo.reshape %19#1 : (tensor<512xi32>) -> tensor<512x1xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x1xi32>
    %22 = stablehlo.reshape %21 : (tensor<512x1xi32>) -> tensor<512xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<512xi32>) -> tensor<512x8xi32>
    %24 = stablehlo.iota dim = 0 : tensor<8xi32>
    %25 = stablehlo.reshape %24 : (tensor<8xi32>) -> tensor<1x8xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %27 = stablehlo.reshape %26 : (tensor<1x8xi32>) -> tensor<8xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<8xi32>) -> tensor<512x8xi32>
    %29 = stablehlo.compare EQ, %23, %28 : (tensor<512x8xi32>, tensor<512x8xi32>) -> tensor<512x8xi1>
    %30 = stablehlo.convert %29 : (tensor<512x8xi1>) -> tensor<512x8xi32>
    %31 = "stablehlo.reduce_window"(%30, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<[[511, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 512, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %74 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %74 : tensor<i32>
    }) : (tensor<512x8xi32>, tensor<i32>) -> tensor<512x8xi32>
    %32 = stablehlo.multiply %31, %30 : tensor<512x8xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
    %34 = stablehlo.subtract %32, %33 : tensor<512x8xi32>
    %35 = stablehlo.reshape %34 : (tensor<512x8xi32>) -> tensor<512x8x1xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<512x8x1xi32>) -> tensor<512x8x1xi32>
    %37 = stablehlo.reshape %36 : (tensor<512x8x1xi32>) -> tensor<512x8xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<512x8xi32>) -> tensor<512x8x128xi32>
    %39 = stablehlo.iota dim = 0 : tensor<128xi32>
    %40 = stablehlo.reshape %39 : (tensor<128xi32>) -> tensor<1x1x128xi32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<1x1x128xi32>
    %42 = stablehlo.reshape %41 : (tensor<1x1x128xi32>) -> tensor<128xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2] : (tensor<128xi32>) -> tensor<512x8x128xi32>
    %44 = stablehlo.compare EQ, %38, %43 : (tensor<512x8x128xi32>, tensor<512x8x128xi32>) -> tensor<512x8x128xi1>
    %45 = stablehlo.convert %44 : (tensor<512x8x128xi1>) -> tensor<512x8x128xbf16>
    %46 = stablehlo.dot_general %45, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x128xbf16>, tensor<512x512xbf16>) -> tensor<8x128x512xbf16>
    %47 = "stablehlo.all_to_all"(%46) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %48 = stablehlo.reshape %arg2 : (tensor<1x512x2048xbf16>) -> tensor<512x2048xbf16>
    %49 = stablehlo.dot_general %47, %48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<512x2048xbf16>) -> tensor<8x128x2048xbf16>
    %50 = stablehlo.multiply %49, %49 : tensor<8x128x2048xbf16>
    %51 = stablehlo.multiply %50, %49 : tensor<8x128x2048xbf16>
    %cst_2 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x128x2048xbf16>
    %53 = stablehlo.multiply %51, %52 : tensor<8x128x2048xbf16>
    %54 = stablehlo.add %49, %53 : tensor<8x128x2048xbf16>
    %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8x128x2048xbf16>
    %56 = stablehlo.multiply %54, %55 : tensor<8x128x2048xbf16>
    %57 = stablehlo.tanh %56 : tensor<8x128x2048xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %58 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8x128x2048xbf16>
    %59 = stablehlo.add %57, %58 : tensor<8x128x2048xbf16>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %60 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<8x128x2048xbf16>
    %61 = stablehlo.multiply %59, %60 : tensor<8x128x2048xbf16>
    %62 = stablehlo.multiply %49, %61 : tensor<8x128x2048xbf16>
    %63 = stablehlo.reshape %arg3 : (tensor<1x2048x512xbf16>) -> tensor<2048x512xbf16>
    %64 = stablehlo.dot_general %62, %63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xbf16>, tensor<2048x512xbf16>) -> tensor<8x128x512xbf16>
    %65 = "stablehlo.all_to_all"(%64) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %66 = stablehlo.dot_general %45, %65, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x128xbf16>, tensor<8x128x512xbf16>) -> tensor<512x512xbf16>
    %67 = stablehlo.reduce(%16 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %68 = stablehlo.convert %67 : (tensor<512xf32>) -> tensor<512xbf16>
    %69 = stablehlo.reshape %68 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<512x1xbf16>) -> tensor<512x1xbf16>
    %71 = stablehlo.reshape %70 : (tensor<512x1xbf16>) -> tensor<512xbf16>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<512xbf16>) -> tensor<512x512xbf16>
    %73 = stablehlo.multiply %66, %72 : tensor<512x512xbf16>
    return %73 : tensor<512x512xbf16>
  }
  func.func @main(%arg0: tensor<512x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<512x8xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<1x512x2048xbf16> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg3: tensor<1x2048x512xbf16> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> tensor<512x512xbf16> {
    %0 = mhlo.copy %arg0 : tensor<512x512xbf16>
    %1 = mhlo.copy %0 : tensor<512x512xbf16>
    %2 = mhlo.copy %arg1 : tensor<512x8xbf16>
    %3 = mhlo.copy %2 : tensor<512x8xbf16>
    %4 = mhlo.copy %arg2 : tensor<1x512x2048xbf16>
    %5 = mhlo.copy %4 : tensor<1x512x2048xbf16>
    %6 = mhlo.copy %arg3 : tensor<1x2048x512xbf16>
    %7 = mhlo.copy %6 : tensor<1x2048x512xbf16>
    %8 = call @xla.sdy.inlinable_manual_computation_body.6_spmd(%1, %3, %5, %7) : (tensor<512x512xbf16>, tensor<512x8xbf16>, tensor<1x512x2048xbf16>, tensor<1x2048x512xbf16>) -> tensor<512x512xbf16>
    %9 = mhlo.copy %8 : tensor<512x512xbf16>
    %10 = mhlo.copy %9 : tensor<512x512xbf16>
    return %10 : tensor<512x512xbf16>
  }
}
