module @jit_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["stage"=4]> {stablehlo.mesh = {axes = [{name = "stage", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x2x1024x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<4x64x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg2: tensor<4x64x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<4x2x1024x1024xbf16> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:58 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{"stage"}, {}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>] out_shardings=[<@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}]>, <@mesh, []>] manual_axes={"stage"} (%arg3: tensor<1x2x1024x1024xbf16>, %arg4: tensor<4x64x1024xbf16>, %arg5: tensor<4x64x1024xbf16>) {
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_1 = stablehlo.constant dense<4> : tensor<ui32>
      %5 = stablehlo.partition_id : tensor<ui32>
      %6 = stablehlo.divide %5, %c : tensor<ui32>
      %7 = stablehlo.remainder %6, %c_1 : tensor<ui32>
      %8 = stablehlo.convert %7 : (tensor<ui32>) -> tensor<i32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %10 = stablehlo.slice %arg4 [0:1, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %11 = stablehlo.reshape %10 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %12 = stablehlo.reshape %arg3 : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.compare EQ, %8, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %14 = func.call @_where(%13, %11, %9) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %15 = stablehlo.slice %12 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %16 = stablehlo.reshape %15 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %17 = stablehlo.dot_general %14, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %18 = stablehlo.tanh %17 : tensor<64x1024xbf16>
      %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %20 = stablehlo.subtract %19, %18 : tensor<64x1024xbf16>
      %21 = stablehlo.slice %12 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %22 = stablehlo.reshape %21 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %23 = stablehlo.dot_general %18, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %24 = stablehlo.tanh %23 : tensor<64x1024xbf16>
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %26 = stablehlo.subtract %25, %24 : tensor<64x1024xbf16>
      %27 = "stablehlo.collective_permute"(%24) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %28 = stablehlo.slice %arg4 [1:2, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %29 = stablehlo.reshape %28 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %30 = stablehlo.reshape %arg3 : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %31 = stablehlo.compare EQ, %8, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %32 = func.call @_where_0(%31, %29, %27) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %33 = stablehlo.slice %30 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %34 = stablehlo.reshape %33 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %35 = stablehlo.dot_general %32, %34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %36 = stablehlo.tanh %35 : tensor<64x1024xbf16>
      %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %38 = stablehlo.subtract %37, %36 : tensor<64x1024xbf16>
      %39 = stablehlo.slice %30 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %40 = stablehlo.reshape %39 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %41 = stablehlo.dot_general %36, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %42 = stablehlo.tanh %41 : tensor<64x1024xbf16>
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %44 = stablehlo.subtract %43, %42 : tensor<64x1024xbf16>
      %45 = "stablehlo.collective_permute"(%42) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %46 = stablehlo.slice %arg4 [2:3, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %47 = stablehlo.reshape %46 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %48 = stablehlo.reshape %arg3 : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.compare EQ, %8, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %50 = func.call @_where_0(%49, %47, %45) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %51 = stablehlo.slice %48 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %52 = stablehlo.reshape %51 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %53 = stablehlo.dot_general %50, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %54 = stablehlo.tanh %53 : tensor<64x1024xbf16>
      %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %56 = stablehlo.subtract %55, %54 : tensor<64x1024xbf16>
      %57 = stablehlo.slice %48 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %58 = stablehlo.reshape %57 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %59 = stablehlo.dot_general %54, %58, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %60 = stablehlo.tanh %59 : tensor<64x1024xbf16>
      %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %62 = stablehlo.subtract %61, %60 : tensor<64x1024xbf16>
      %63 = "stablehlo.collective_permute"(%60) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %64 = stablehlo.slice %arg4 [3:4, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %65 = stablehlo.reshape %64 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %66 = stablehlo.reshape %arg3 : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %67 = stablehlo.compare EQ, %8, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %68 = func.call @_where_0(%67, %65, %63) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %69 = stablehlo.slice %66 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %70 = stablehlo.reshape %69 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %71 = stablehlo.dot_general %68, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %72 = stablehlo.tanh %71 : tensor<64x1024xbf16>
      %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %74 = stablehlo.subtract %73, %72 : tensor<64x1024xbf16>
      %75 = stablehlo.slice %66 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %76 = stablehlo.reshape %75 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %77 = stablehlo.dot_general %72, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %78 = stablehlo.tanh %77 : tensor<64x1024xbf16>
      %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %79 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %80 = stablehlo.subtract %79, %78 : tensor<64x1024xbf16>
      %81 = "stablehlo.collective_permute"(%78) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %83 = stablehlo.reshape %arg3 : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %84 = stablehlo.compare EQ, %8, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %85 = func.call @_where_1(%84, %82, %81) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %86 = stablehlo.slice %83 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %87 = stablehlo.reshape %86 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %88 = stablehlo.dot_general %85, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %89 = stablehlo.tanh %88 : tensor<64x1024xbf16>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %90 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %91 = stablehlo.subtract %90, %89 : tensor<64x1024xbf16>
      %92 = stablehlo.slice %83 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %93 = stablehlo.reshape %92 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %94 = stablehlo.dot_general %89, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %95 = stablehlo.tanh %94 : tensor<64x1024xbf16>
      %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %96 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %97 = stablehlo.subtract %96, %95 : tensor<64x1024xbf16>
      %98 = "stablehlo.collective_permute"(%95) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %99 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %100 = stablehlo.reshape %arg3 : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %101 = stablehlo.compare EQ, %8, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %102 = func.call @_where_1(%101, %99, %98) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %103 = stablehlo.slice %100 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %104 = stablehlo.reshape %103 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %105 = stablehlo.dot_general %102, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %106 = stablehlo.tanh %105 : tensor<64x1024xbf16>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %107 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %108 = stablehlo.subtract %107, %106 : tensor<64x1024xbf16>
      %109 = stablehlo.slice %100 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %110 = stablehlo.reshape %109 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %111 = stablehlo.dot_general %106, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %112 = stablehlo.tanh %111 : tensor<64x1024xbf16>
      %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %113 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %114 = stablehlo.subtract %113, %112 : tensor<64x1024xbf16>
      %115 = "stablehlo.collective_permute"(%112) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %116 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %117 = stablehlo.reshape %arg3 : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %8, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = func.call @_where_1(%118, %116, %115) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %120 = stablehlo.slice %117 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %121 = stablehlo.reshape %120 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %122 = stablehlo.dot_general %119, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %123 = stablehlo.tanh %122 : tensor<64x1024xbf16>
      %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %124 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %125 = stablehlo.subtract %124, %123 : tensor<64x1024xbf16>
      %126 = stablehlo.slice %117 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %127 = stablehlo.reshape %126 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %128 = stablehlo.dot_general %123, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %129 = stablehlo.tanh %128 : tensor<64x1024xbf16>
      %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %130 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
      %131 = stablehlo.subtract %130, %129 : tensor<64x1024xbf16>
      %132 = stablehlo.broadcast_in_dim %78, dims = [1, 2] : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %133 = stablehlo.broadcast_in_dim %95, dims = [1, 2] : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %134 = stablehlo.broadcast_in_dim %112, dims = [1, 2] : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %135 = stablehlo.broadcast_in_dim %129, dims = [1, 2] : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %136 = stablehlo.concatenate %132, %133, %134, %135, dim = 0 : (tensor<1x64x1024xbf16>, tensor<1x64x1024xbf16>, tensor<1x64x1024xbf16>, tensor<1x64x1024xbf16>) -> tensor<4x64x1024xbf16>
      %137 = stablehlo.convert %136 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %138 = stablehlo.convert %arg5 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %139 = stablehlo.subtract %137, %138 : tensor<4x64x1024xf32>
      %c_27 = stablehlo.constant dense<3> : tensor<i32>
      %140 = stablehlo.compare EQ, %8, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %141 = stablehlo.multiply %139, %139 : tensor<4x64x1024xf32>
      %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %142 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
      %143 = stablehlo.multiply %142, %139 : tensor<4x64x1024xf32>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %144 = stablehlo.reduce(%141 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x64x1024xf32>, tensor<f32>) -> tensor<f32>
      %cst_30 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
      %145 = stablehlo.divide %144, %cst_30 : tensor<f32>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %146 = func.call @_where_2(%140, %145, %cst_31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %147 = "stablehlo.all_reduce"(%146) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %156 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %156 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %148 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<1xi1>
      %149 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i1>) -> tensor<1xi1>
      %150 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i1>) -> tensor<1xi1>
      %151 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i1>) -> tensor<1xi1>
      %152 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<i1>) -> tensor<1xi1>
      %153 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<1xi1>
      %154 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %155 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<i1>) -> tensor<1xi1>
      sdy.return %14, %18, %20, %22, %24, %26, %148, %34, %32, %36, %38, %40, %42, %44, %149, %52, %50, %54, %56, %58, %60, %62, %150, %70, %68, %72, %74, %76, %78, %80, %151, %87, %85, %89, %91, %93, %95, %97, %152, %104, %102, %106, %108, %110, %112, %114, %153, %121, %119, %123, %125, %127, %129, %131, %143, %154, %155, %147 : tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<4x64x1024xf32>, tensor<1xf32>, tensor<1xi1>, tensor<f32>
    } : (tensor<4x2x1024x1024xbf16>, tensor<4x64x1024xbf16>, tensor<4x64x1024xbf16>) -> (tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<16x64x1024xf32>, tensor<4xf32>, tensor<4xi1>, tensor<f32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = sdy.manual_computation(%cst, %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %0#34, %0#35, %0#36, %0#37, %0#38, %0#39, %0#40, %0#41, %0#42, %0#43, %0#44, %0#45, %0#46, %0#47, %0#48, %0#49, %0#50, %0#51, %0#52, %0#53, %0#54, %0#55, %0#56) in_shardings=[<@mesh, []>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}]>] out_shardings=[<@mesh, [{"stage"}, {}, {}, {}]>] manual_axes={"stage"} (%arg3: tensor<f32>, %arg4: tensor<64x1024xbf16>, %arg5: tensor<64x1024xbf16>, %arg6: tensor<64x1024xbf16>, %arg7: tensor<1024x1024xbf16>, %arg8: tensor<64x1024xbf16>, %arg9: tensor<64x1024xbf16>, %arg10: tensor<1xi1>, %arg11: tensor<1024x1024xbf16>, %arg12: tensor<64x1024xbf16>, %arg13: tensor<64x1024xbf16>, %arg14: tensor<64x1024xbf16>, %arg15: tensor<1024x1024xbf16>, %arg16: tensor<64x1024xbf16>, %arg17: tensor<64x1024xbf16>, %arg18: tensor<1xi1>, %arg19: tensor<1024x1024xbf16>, %arg20: tensor<64x1024xbf16>, %arg21: tensor<64x1024xbf16>, %arg22: tensor<64x1024xbf16>, %arg23: tensor<1024x1024xbf16>, %arg24: tensor<64x1024xbf16>, %arg25: tensor<64x1024xbf16>, %arg26: tensor<1xi1>, %arg27: tensor<1024x1024xbf16>, %arg28: tensor<64x1024xbf16>, %arg29: tensor<64x1024xbf16>, %arg30: tensor<64x1024xbf16>, %arg31: tensor<1024x1024xbf16>, %arg32: tensor<64x1024xbf16>, %arg33: tensor<64x1024xbf16>, %arg34: tensor<1xi1>, %arg35: tensor<1024x1024xbf16>, %arg36: tensor<64x1024xbf16>, %arg37: tensor<64x1024xbf16>, %arg38: tensor<64x1024xbf16>, %arg39: tensor<1024x1024xbf16>, %arg40: tensor<64x1024xbf16>, %arg41: tensor<64x1024xbf16>, %arg42: tensor<1xi1>, %arg43: tensor<1024x1024xbf16>, %arg44: tensor<64x1024xbf16>, %arg45: tensor<64x1024xbf16>, %arg46: tensor<64x1024xbf16>, %arg47: tensor<1024x1024xbf16>, %arg48: tensor<64x1024xbf16>, %arg49: tensor<64x1024xbf16>, %arg50: tensor<1xi1>, %arg51: tensor<1024x1024xbf16>, %arg52: tensor<64x1024xbf16>, %arg53: tensor<64x1024xbf16>, %arg54: tensor<64x1024xbf16>, %arg55: tensor<1024x1024xbf16>, %arg56: tensor<64x1024xbf16>, %arg57: tensor<64x1024xbf16>, %arg58: tensor<4x64x1024xf32>, %arg59: tensor<1xf32>, %arg60: tensor<1xi1>) {
      %5 = stablehlo.reshape %arg10 : (tensor<1xi1>) -> tensor<i1>
      %6 = stablehlo.reshape %arg18 : (tensor<1xi1>) -> tensor<i1>
      %7 = stablehlo.reshape %arg26 : (tensor<1xi1>) -> tensor<i1>
      %8 = stablehlo.reshape %arg34 : (tensor<1xi1>) -> tensor<i1>
      %9 = stablehlo.reshape %arg42 : (tensor<1xi1>) -> tensor<i1>
      %10 = stablehlo.reshape %arg50 : (tensor<1xi1>) -> tensor<i1>
      %11 = stablehlo.reshape %arg59 : (tensor<1xf32>) -> tensor<f32>
      %12 = stablehlo.reshape %arg60 : (tensor<1xi1>) -> tensor<i1>
      %13 = func.call @_where_3(%12, %arg3) : (tensor<i1>, tensor<f32>) -> tensor<f32>
      %14 = stablehlo.divide %13, %11 : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
      %16 = stablehlo.multiply %15, %arg58 : tensor<4x64x1024xf32>
      %17 = stablehlo.convert %16 : (tensor<4x64x1024xf32>) -> tensor<4x64x1024xbf16>
      %18 = stablehlo.slice %17 [0:1, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %19 = stablehlo.reshape %18 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %20 = stablehlo.slice %17 [1:2, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %21 = stablehlo.reshape %20 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %22 = stablehlo.slice %17 [2:3, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %23 = stablehlo.reshape %22 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %24 = stablehlo.slice %17 [3:4, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %25 = stablehlo.reshape %24 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %26 = stablehlo.multiply %25, %arg57 : tensor<64x1024xbf16>
      %27 = stablehlo.multiply %26, %arg56 : tensor<64x1024xbf16>
      %28 = stablehlo.add %26, %27 : tensor<64x1024xbf16>
      %29 = stablehlo.dot_general %28, %arg53, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %31 = stablehlo.dot_general %28, %arg55, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %32 = stablehlo.broadcast_in_dim %30, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %33 = stablehlo.pad %32, %cst_1, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %34 = stablehlo.multiply %31, %arg54 : tensor<64x1024xbf16>
      %35 = stablehlo.multiply %34, %arg53 : tensor<64x1024xbf16>
      %36 = stablehlo.add %34, %35 : tensor<64x1024xbf16>
      %37 = stablehlo.dot_general %36, %arg52, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %38 = stablehlo.transpose %37, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %39 = stablehlo.dot_general %36, %arg51, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %40 = stablehlo.broadcast_in_dim %38, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %41 = stablehlo.pad %40, %cst_2, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %42 = stablehlo.add %33, %41 : tensor<2x1024x1024xbf16>
      %43 = func.call @_where_4(%10, %39) : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %44 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %45 = "stablehlo.collective_permute"(%43) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %46 = stablehlo.add %23, %45 : tensor<64x1024xbf16>
      %47 = stablehlo.multiply %46, %arg49 : tensor<64x1024xbf16>
      %48 = stablehlo.multiply %47, %arg48 : tensor<64x1024xbf16>
      %49 = stablehlo.add %47, %48 : tensor<64x1024xbf16>
      %50 = stablehlo.dot_general %49, %arg45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %52 = stablehlo.dot_general %49, %arg47, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %53 = stablehlo.broadcast_in_dim %51, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %54 = stablehlo.pad %53, %cst_3, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %55 = stablehlo.multiply %52, %arg46 : tensor<64x1024xbf16>
      %56 = stablehlo.multiply %55, %arg45 : tensor<64x1024xbf16>
      %57 = stablehlo.add %55, %56 : tensor<64x1024xbf16>
      %58 = stablehlo.dot_general %57, %arg44, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %60 = stablehlo.dot_general %57, %arg43, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %61 = stablehlo.broadcast_in_dim %59, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %62 = stablehlo.pad %61, %cst_4, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %63 = stablehlo.add %54, %62 : tensor<2x1024x1024xbf16>
      %64 = func.call @_where_4(%9, %60) : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %65 = stablehlo.broadcast_in_dim %63, dims = [1, 2, 3] : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %66 = stablehlo.add %44, %65 : tensor<1x2x1024x1024xbf16>
      %67 = "stablehlo.collective_permute"(%64) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %68 = stablehlo.add %21, %67 : tensor<64x1024xbf16>
      %69 = stablehlo.multiply %68, %arg41 : tensor<64x1024xbf16>
      %70 = stablehlo.multiply %69, %arg40 : tensor<64x1024xbf16>
      %71 = stablehlo.add %69, %70 : tensor<64x1024xbf16>
      %72 = stablehlo.dot_general %71, %arg37, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %73 = stablehlo.transpose %72, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %74 = stablehlo.dot_general %71, %arg39, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %75 = stablehlo.broadcast_in_dim %73, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %76 = stablehlo.pad %75, %cst_5, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %77 = stablehlo.multiply %74, %arg38 : tensor<64x1024xbf16>
      %78 = stablehlo.multiply %77, %arg37 : tensor<64x1024xbf16>
      %79 = stablehlo.add %77, %78 : tensor<64x1024xbf16>
      %80 = stablehlo.dot_general %79, %arg36, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %82 = stablehlo.dot_general %79, %arg35, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %83 = stablehlo.broadcast_in_dim %81, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %84 = stablehlo.pad %83, %cst_6, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %85 = stablehlo.add %76, %84 : tensor<2x1024x1024xbf16>
      %86 = func.call @_where_4(%8, %82) : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %87 = stablehlo.broadcast_in_dim %85, dims = [1, 2, 3] : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %88 = stablehlo.add %66, %87 : tensor<1x2x1024x1024xbf16>
      %89 = "stablehlo.collective_permute"(%86) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %90 = stablehlo.add %19, %89 : tensor<64x1024xbf16>
      %91 = stablehlo.multiply %90, %arg33 : tensor<64x1024xbf16>
      %92 = stablehlo.multiply %91, %arg32 : tensor<64x1024xbf16>
      %93 = stablehlo.add %91, %92 : tensor<64x1024xbf16>
      %94 = stablehlo.dot_general %93, %arg29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %95 = stablehlo.transpose %94, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %96 = stablehlo.dot_general %93, %arg31, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %97 = stablehlo.broadcast_in_dim %95, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %98 = stablehlo.pad %97, %cst_7, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %99 = stablehlo.multiply %96, %arg30 : tensor<64x1024xbf16>
      %100 = stablehlo.multiply %99, %arg29 : tensor<64x1024xbf16>
      %101 = stablehlo.add %99, %100 : tensor<64x1024xbf16>
      %102 = stablehlo.dot_general %101, %arg28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %103 = stablehlo.transpose %102, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %104 = stablehlo.dot_general %101, %arg27, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %105 = stablehlo.broadcast_in_dim %103, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %106 = stablehlo.pad %105, %cst_8, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %107 = stablehlo.add %98, %106 : tensor<2x1024x1024xbf16>
      %108 = func.call @_where_5(%7, %104) : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %109 = stablehlo.broadcast_in_dim %107, dims = [1, 2, 3] : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %110 = stablehlo.add %88, %109 : tensor<1x2x1024x1024xbf16>
      %111 = "stablehlo.collective_permute"(%108) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %112 = stablehlo.multiply %111, %arg25 : tensor<64x1024xbf16>
      %113 = stablehlo.multiply %112, %arg24 : tensor<64x1024xbf16>
      %114 = stablehlo.add %112, %113 : tensor<64x1024xbf16>
      %115 = stablehlo.dot_general %114, %arg21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %116 = stablehlo.transpose %115, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %117 = stablehlo.dot_general %114, %arg23, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %118 = stablehlo.broadcast_in_dim %116, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %119 = stablehlo.pad %118, %cst_9, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %120 = stablehlo.multiply %117, %arg22 : tensor<64x1024xbf16>
      %121 = stablehlo.multiply %120, %arg21 : tensor<64x1024xbf16>
      %122 = stablehlo.add %120, %121 : tensor<64x1024xbf16>
      %123 = stablehlo.dot_general %122, %arg20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %124 = stablehlo.transpose %123, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %125 = stablehlo.dot_general %122, %arg19, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %126 = stablehlo.broadcast_in_dim %124, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %127 = stablehlo.pad %126, %cst_10, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %128 = stablehlo.add %119, %127 : tensor<2x1024x1024xbf16>
      %129 = func.call @_where_5(%6, %125) : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %130 = stablehlo.broadcast_in_dim %128, dims = [1, 2, 3] : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %131 = stablehlo.add %110, %130 : tensor<1x2x1024x1024xbf16>
      %132 = "stablehlo.collective_permute"(%129) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %133 = stablehlo.multiply %132, %arg17 : tensor<64x1024xbf16>
      %134 = stablehlo.multiply %133, %arg16 : tensor<64x1024xbf16>
      %135 = stablehlo.add %133, %134 : tensor<64x1024xbf16>
      %136 = stablehlo.dot_general %135, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %137 = stablehlo.transpose %136, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %138 = stablehlo.dot_general %135, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %139 = stablehlo.broadcast_in_dim %137, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %140 = stablehlo.pad %139, %cst_11, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %141 = stablehlo.multiply %138, %arg14 : tensor<64x1024xbf16>
      %142 = stablehlo.multiply %141, %arg13 : tensor<64x1024xbf16>
      %143 = stablehlo.add %141, %142 : tensor<64x1024xbf16>
      %144 = stablehlo.dot_general %143, %arg12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %145 = stablehlo.transpose %144, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %146 = stablehlo.dot_general %143, %arg11, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %147 = stablehlo.broadcast_in_dim %145, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %148 = stablehlo.pad %147, %cst_12, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %149 = stablehlo.add %140, %148 : tensor<2x1024x1024xbf16>
      %150 = func.call @_where_5(%5, %146) : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %151 = stablehlo.broadcast_in_dim %149, dims = [1, 2, 3] : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %152 = stablehlo.add %131, %151 : tensor<1x2x1024x1024xbf16>
      %153 = "stablehlo.collective_permute"(%150) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %154 = stablehlo.multiply %153, %arg9 : tensor<64x1024xbf16>
      %155 = stablehlo.multiply %154, %arg8 : tensor<64x1024xbf16>
      %156 = stablehlo.add %154, %155 : tensor<64x1024xbf16>
      %157 = stablehlo.dot_general %156, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %158 = stablehlo.transpose %157, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %159 = stablehlo.dot_general %156, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %160 = stablehlo.broadcast_in_dim %158, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %161 = stablehlo.pad %160, %cst_13, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %162 = stablehlo.multiply %159, %arg6 : tensor<64x1024xbf16>
      %163 = stablehlo.multiply %162, %arg5 : tensor<64x1024xbf16>
      %164 = stablehlo.add %162, %163 : tensor<64x1024xbf16>
      %165 = stablehlo.dot_general %164, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %166 = stablehlo.transpose %165, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %167 = stablehlo.broadcast_in_dim %166, dims = [1, 2] : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %168 = stablehlo.pad %167, %cst_14, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %169 = stablehlo.add %161, %168 : tensor<2x1024x1024xbf16>
      %170 = stablehlo.broadcast_in_dim %169, dims = [1, 2, 3] : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %171 = stablehlo.add %152, %170 : tensor<1x2x1024x1024xbf16>
      sdy.return %171 : tensor<1x2x1024x1024xbf16>
    } : (tensor<f32>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<16x64x1024xf32>, tensor<4xf32>, tensor<4xi1>) -> tensor<4x2x1024x1024xbf16>
    %cst_0 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x2x1024x1024xbf16>
    %3 = stablehlo.multiply %2, %1 : tensor<4x2x1024x1024xbf16>
    %4 = stablehlo.subtract %arg0, %3 : tensor<4x2x1024x1024xbf16>
    return %4, %0#57 : tensor<4x2x1024x1024xbf16>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<64x1024xbf16>, %arg2: tensor<64x1024xbf16>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64x1024xbf16>
    return %0 : tensor<64x1024xbf16>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<64x1024xbf16>, %arg2: tensor<64x1024xbf16>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64x1024xbf16>
    return %0 : tensor<64x1024xbf16>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<64x1024xbf16>, %arg2: tensor<64x1024xbf16>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64x1024xbf16>
    return %0 : tensor<64x1024xbf16>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %arg1, %cst : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<i1>, tensor<64x1024xbf16>
    return %1 : tensor<64x1024xbf16>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<i1>, tensor<64x1024xbf16>
    return %1 : tensor<64x1024xbf16>
  }
}
