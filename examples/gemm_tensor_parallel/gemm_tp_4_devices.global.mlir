module @jit_gemm_chain attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<2048x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<2x1024x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<2x4096x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) -> (tensor<2048x1024xbf16> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:1024, 0:4096] : (tensor<2x1024x4096xbf16>) -> tensor<1x1024x4096xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<2048x4096xbf16>
    %3 = stablehlo.multiply %2, %2 : tensor<2048x4096xbf16>
    %4 = stablehlo.multiply %3, %2 : tensor<2048x4096xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %6 = stablehlo.multiply %5, %4 : tensor<2048x4096xbf16>
    %7 = stablehlo.add %2, %6 : tensor<2048x4096xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %9 = stablehlo.multiply %8, %7 : tensor<2048x4096xbf16>
    %10 = stablehlo.tanh %9 : tensor<2048x4096xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %12 = stablehlo.add %11, %10 : tensor<2048x4096xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %14 = stablehlo.multiply %13, %12 : tensor<2048x4096xbf16>
    %15 = stablehlo.multiply %2, %14 : tensor<2048x4096xbf16>
    %16 = stablehlo.slice %arg2 [0:1, 0:4096, 0:1024] : (tensor<2x4096x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %17 = stablehlo.reshape %16 : (tensor<1x4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %18 = stablehlo.dot_general %15, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<2048x1024xbf16>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"model"}, {}]> : tensor<2048x1024xbf16>
    %20 = stablehlo.slice %arg1 [1:2, 0:1024, 0:4096] : (tensor<2x1024x4096xbf16>) -> tensor<1x1024x4096xbf16>
    %21 = stablehlo.reshape %20 : (tensor<1x1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %22 = stablehlo.dot_general %19, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<2048x4096xbf16>
    %23 = stablehlo.multiply %22, %22 : tensor<2048x4096xbf16>
    %24 = stablehlo.multiply %23, %22 : tensor<2048x4096xbf16>
    %cst_3 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %26 = stablehlo.multiply %25, %24 : tensor<2048x4096xbf16>
    %27 = stablehlo.add %22, %26 : tensor<2048x4096xbf16>
    %cst_4 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %29 = stablehlo.multiply %28, %27 : tensor<2048x4096xbf16>
    %30 = stablehlo.tanh %29 : tensor<2048x4096xbf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %32 = stablehlo.add %31, %30 : tensor<2048x4096xbf16>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %34 = stablehlo.multiply %33, %32 : tensor<2048x4096xbf16>
    %35 = stablehlo.multiply %22, %34 : tensor<2048x4096xbf16>
    %36 = stablehlo.slice %arg2 [1:2, 0:4096, 0:1024] : (tensor<2x4096x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %37 = stablehlo.reshape %36 : (tensor<1x4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %38 = stablehlo.dot_general %35, %37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<2048x1024xbf16>
    %39 = sdy.sharding_constraint %38 <@mesh, [{"model"}, {}]> : tensor<2048x1024xbf16>
    return %39 : tensor<2048x1024xbf16>
  }
}
