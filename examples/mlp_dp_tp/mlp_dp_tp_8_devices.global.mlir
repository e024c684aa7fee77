module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<512x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<512x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<1024x4096xbf16> {jax.result_info = "result[0][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<4096x1024xbf16> {jax.result_info = "result[0][0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1024x4096xbf16> {jax.result_info = "result[0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<4096x1024xbf16> {jax.result_info = "result[0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<512x4096xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<512x4096xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<512x4096xbf16>
    %3 = stablehlo.multiply %0, %0 : tensor<512x4096xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<512x4096xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %7 = stablehlo.multiply %6, %2 : tensor<512x4096xbf16>
    %8 = stablehlo.add %0, %7 : tensor<512x4096xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<512x4096xbf16>
    %11 = stablehlo.tanh %10 : tensor<512x4096xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %13 = stablehlo.subtract %12, %11 : tensor<512x4096xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %15 = stablehlo.add %14, %11 : tensor<512x4096xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<512x4096xbf16>
    %18 = stablehlo.multiply %0, %17 : tensor<512x4096xbf16>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<512x1024xbf16>
    %20 = stablehlo.add %arg4, %19 : tensor<512x1024xbf16>
    %21 = stablehlo.dot_general %20, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<512x4096xbf16>
    %22 = stablehlo.multiply %21, %21 : tensor<512x4096xbf16>
    %23 = stablehlo.multiply %22, %21 : tensor<512x4096xbf16>
    %24 = stablehlo.multiply %21, %21 : tensor<512x4096xbf16>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %26 = stablehlo.multiply %25, %24 : tensor<512x4096xbf16>
    %cst_6 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %28 = stablehlo.multiply %27, %23 : tensor<512x4096xbf16>
    %29 = stablehlo.add %21, %28 : tensor<512x4096xbf16>
    %cst_7 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %31 = stablehlo.multiply %30, %29 : tensor<512x4096xbf16>
    %32 = stablehlo.tanh %31 : tensor<512x4096xbf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %34 = stablehlo.subtract %33, %32 : tensor<512x4096xbf16>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %36 = stablehlo.add %35, %32 : tensor<512x4096xbf16>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %38 = stablehlo.multiply %37, %36 : tensor<512x4096xbf16>
    %39 = stablehlo.multiply %21, %38 : tensor<512x4096xbf16>
    %40 = stablehlo.dot_general %39, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<512x1024xbf16>
    %41 = stablehlo.add %20, %40 : tensor<512x1024xbf16>
    %42 = stablehlo.convert %41 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    %43 = stablehlo.convert %arg5 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    %44 = stablehlo.subtract %42, %43 : tensor<512x1024xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<512x1024xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %47 = stablehlo.multiply %46, %44 : tensor<512x1024xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%45 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %49 = stablehlo.divide %48, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %50 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %52 = stablehlo.multiply %51, %47 : tensor<512x1024xf32>
    %53 = stablehlo.convert %52 : (tensor<512x1024xf32>) -> tensor<512x1024xbf16>
    %54 = stablehlo.dot_general %53, %39, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<512x4096xbf16>) -> tensor<1024x4096xbf16>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %56 = stablehlo.dot_general %53, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<512x4096xbf16>
    %57 = stablehlo.multiply %21, %56 : tensor<512x4096xbf16>
    %58 = stablehlo.multiply %56, %38 : tensor<512x4096xbf16>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %60 = stablehlo.multiply %59, %57 : tensor<512x4096xbf16>
    %61 = stablehlo.multiply %60, %34 : tensor<512x4096xbf16>
    %62 = stablehlo.multiply %61, %32 : tensor<512x4096xbf16>
    %63 = stablehlo.add %61, %62 : tensor<512x4096xbf16>
    %cst_17 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %65 = stablehlo.multiply %64, %63 : tensor<512x4096xbf16>
    %66 = stablehlo.add %58, %65 : tensor<512x4096xbf16>
    %cst_18 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %68 = stablehlo.multiply %67, %65 : tensor<512x4096xbf16>
    %69 = stablehlo.multiply %68, %26 : tensor<512x4096xbf16>
    %70 = stablehlo.add %66, %69 : tensor<512x4096xbf16>
    %71 = stablehlo.dot_general %70, %20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xbf16>, tensor<512x1024xbf16>) -> tensor<4096x1024xbf16>
    %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<4096x1024xbf16>) -> tensor<1024x4096xbf16>
    %73 = stablehlo.dot_general %70, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<512x1024xbf16>
    %74 = stablehlo.add %53, %73 : tensor<512x1024xbf16>
    %75 = stablehlo.dot_general %74, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<512x4096xbf16>) -> tensor<1024x4096xbf16>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %77 = stablehlo.dot_general %74, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<512x4096xbf16>
    %78 = stablehlo.multiply %0, %77 : tensor<512x4096xbf16>
    %79 = stablehlo.multiply %77, %17 : tensor<512x4096xbf16>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %80 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %81 = stablehlo.multiply %80, %78 : tensor<512x4096xbf16>
    %82 = stablehlo.multiply %81, %13 : tensor<512x4096xbf16>
    %83 = stablehlo.multiply %82, %11 : tensor<512x4096xbf16>
    %84 = stablehlo.add %82, %83 : tensor<512x4096xbf16>
    %cst_20 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %85 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %86 = stablehlo.multiply %85, %84 : tensor<512x4096xbf16>
    %87 = stablehlo.add %79, %86 : tensor<512x4096xbf16>
    %cst_21 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %88 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %89 = stablehlo.multiply %88, %86 : tensor<512x4096xbf16>
    %90 = stablehlo.multiply %89, %5 : tensor<512x4096xbf16>
    %91 = stablehlo.add %87, %90 : tensor<512x4096xbf16>
    %92 = stablehlo.dot_general %91, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xbf16>, tensor<512x1024xbf16>) -> tensor<4096x1024xbf16>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<4096x1024xbf16>) -> tensor<1024x4096xbf16>
    %cst_22 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %94 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %95 = stablehlo.multiply %94, %93 : tensor<1024x4096xbf16>
    %96 = stablehlo.subtract %arg0, %95 : tensor<1024x4096xbf16>
    %cst_23 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %97 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<4096x1024xbf16>
    %98 = stablehlo.multiply %97, %76 : tensor<4096x1024xbf16>
    %99 = stablehlo.subtract %arg1, %98 : tensor<4096x1024xbf16>
    %cst_24 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %100 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %101 = stablehlo.multiply %100, %72 : tensor<1024x4096xbf16>
    %102 = stablehlo.subtract %arg2, %101 : tensor<1024x4096xbf16>
    %cst_25 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<4096x1024xbf16>
    %104 = stablehlo.multiply %103, %55 : tensor<4096x1024xbf16>
    %105 = stablehlo.subtract %arg3, %104 : tensor<4096x1024xbf16>
    return %96, %99, %102, %105, %49 : tensor<1024x4096xbf16>, tensor<4096x1024xbf16>, tensor<1024x4096xbf16>, tensor<4096x1024xbf16>, tensor<f32>
  }
}
