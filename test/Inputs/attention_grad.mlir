// jax.grad of sum(jax.nn.dot_product_attention(q, k, v, implementation="xla") ** 2), q/k/v f32[1, 8, 2, 4]
// (batch 1, 8 positions, 2 heads of 4), lowered with jax.jit(...).lower(...).as_text() (JAX 0.10.2).
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x8x2x4xf32>, %arg1: tensor<1x8x2x4xf32>, %arg2: tensor<1x8x2x4xf32>) -> (tensor<1x8x2x4xf32> {jax.result_info = "result[0]"}, tensor<1x8x2x4xf32> {jax.result_info = "result[1]"}, tensor<1x8x2x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x8x2x4xf32>) -> tensor<1x8x2x1x4xf32>
    %1 = stablehlo.dot_general %0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x1x4xf32>, tensor<1x8x2x4xf32>) -> tensor<1x2x8x1x8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x8x1x8xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x2x8x1x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x8x1x8xf32>, tensor<f32>) -> tensor<1x2x8x1xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2x8x1xf32>
    %6 = stablehlo.maximum %5, %4 : tensor<1x2x8x1xf32>
    %7 = stablehlo.transpose %6, dims = [3, 0, 1, 2] : (tensor<1x2x8x1xf32>) -> tensor<1x1x2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x1xf32>
    %9 = stablehlo.transpose %3, dims = [3, 0, 1, 2, 4] : (tensor<1x2x8x1x8xf32>) -> tensor<1x1x2x8x8xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<1x1x2x8x8xf32>
    %12 = stablehlo.exponential %11 : tensor<1x1x2x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x8x8xf32>, tensor<f32>) -> tensor<1x1x2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %16 = stablehlo.divide %12, %15 : tensor<1x1x2x8x8xf32>
    %17 = stablehlo.multiply %14, %14 : tensor<1x1x2x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x8x1xf32>
    %19 = stablehlo.divide %18, %17 : tensor<1x1x2x8x1xf32>
    %20 = stablehlo.dot_general %arg2, %16, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x8x2x4xf32>, tensor<1x1x2x8x8xf32>) -> tensor<1x2x4x1x8xf32>
    %21 = stablehlo.transpose %20, dims = [3, 0, 4, 1, 2] : (tensor<1x2x4x1x8xf32>) -> tensor<1x1x8x2x4xf32>
    %22 = stablehlo.transpose %21, dims = [1, 2, 3, 0, 4] : (tensor<1x1x8x2x4xf32>) -> tensor<1x8x2x1x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x2x1x4xf32>) -> tensor<1x8x2x4xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x8x2x4xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<1x8x2x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x8x2x4xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<1x8x2x4xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x2x4xf32>) -> tensor<1x8x2x1x4xf32>
    %29 = stablehlo.transpose %28, dims = [3, 0, 1, 2, 4] : (tensor<1x8x2x1x4xf32>) -> tensor<1x1x8x2x4xf32>
    %30 = stablehlo.transpose %29, dims = [1, 3, 4, 0, 2] : (tensor<1x1x8x2x4xf32>) -> tensor<1x2x4x1x8xf32>
    %31 = stablehlo.dot_general %30, %arg2, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x4x1x8xf32>, tensor<1x8x2x4xf32>) -> tensor<1x2x1x8x8xf32>
    %32 = stablehlo.transpose %31, dims = [2, 0, 1, 3, 4] : (tensor<1x2x1x8x8xf32>) -> tensor<1x1x2x8x8xf32>
    %33 = stablehlo.dot_general %30, %16, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x4x1x8xf32>, tensor<1x1x2x8x8xf32>) -> tensor<1x2x4x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 3, 1, 2] : (tensor<1x2x4x8xf32>) -> tensor<1x8x2x4xf32>
    %35 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<1x1x2x8x8xf32>
    %37 = stablehlo.multiply %36, %12 : tensor<1x1x2x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x8x8xf32>, tensor<f32>) -> tensor<1x1x2x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x1xf32>
    %40 = stablehlo.negate %39 : tensor<1x1x2x8x1xf32>
    %41 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x8x1xf32>) -> tensor<1x1x2x8x8xf32>
    %42 = stablehlo.divide %32, %41 : tensor<1x1x2x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 4] : (tensor<1x1x2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<1x1x2x8x8xf32>
    %46 = stablehlo.add %42, %45 : tensor<1x1x2x8x8xf32>
    %47 = stablehlo.multiply %46, %12 : tensor<1x1x2x8x8xf32>
    %48 = stablehlo.transpose %47, dims = [1, 2, 3, 0, 4] : (tensor<1x1x2x8x8xf32>) -> tensor<1x2x8x1x8xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x2x8x1x8xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<1x2x8x1x8xf32>
    %51 = stablehlo.dot_general %50, %0, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x8x1x8xf32>, tensor<1x8x2x1x4xf32>) -> tensor<1x2x8x4xf32>
    %52 = stablehlo.transpose %51, dims = [0, 2, 1, 3] : (tensor<1x2x8x4xf32>) -> tensor<1x8x2x4xf32>
    %53 = stablehlo.dot_general %50, %arg1, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x2x8x1x8xf32>, tensor<1x8x2x4xf32>) -> tensor<1x2x8x1x4xf32>
    %54 = stablehlo.transpose %53, dims = [0, 2, 1, 3, 4] : (tensor<1x2x8x1x4xf32>) -> tensor<1x8x2x1x4xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x8x2x1x4xf32>) -> tensor<1x8x2x4xf32>
    return %55, %52, %34 : tensor<1x8x2x4xf32>, tensor<1x8x2x4xf32>, tensor<1x8x2x4xf32>
  }
}

