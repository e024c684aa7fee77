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
  func.func private @region_3.4.clone(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @region_3.4.clone.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @fused_computation(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<1024x2048xf32>, %arg1: tensor<2048x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<2048x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x2048xf32>) -> tensor<1024x2048xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    return %0 : tensor<1024x2048xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<512x8xf32>) -> tensor<512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    return %0 : tensor<512xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<f32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x8xbf16>) -> tensor<512x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<512x8xbf16>) -> tensor<512x8xf32>
    %1 = stablehlo.dot %arg1, %0, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x8xf32>) -> tensor<512x8xf32>
    %2 = stablehlo.reduce(%1 init: %arg0) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<512xf32>) -> tensor<512x8xf32>
    %4 = stablehlo.subtract %1, %3 : tensor<512x8xf32>
    %5 = stablehlo.exponential %4 : tensor<512x8xf32>
    return %5 : tensor<512x8xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<512xbf16>, %arg1: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<512x512xf32>
    %5 = stablehlo.convert %4 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %5 : tensor<512x512xbf16>
  }
  func.func private @fused_computation.7(%arg0: tensor<8x128x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<8x128x512xf32>) -> tensor<8x128x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x128x512xbf16>) -> tensor<8x128x512xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[128,8,512]{2,0,1}"} : (tensor<8x128x512xf32>) -> tensor<128x8x512xf32>
    %3 = mhlo.copy %2 : tensor<128x8x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x8x512xf32>) -> tensor<1024x512xf32>
    return %4 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<1024x512xf32>) -> tensor<8x128x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<8x128x512xf32>
    return %2 : tensor<8x128x512xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<1x2048x512xbf16>) -> tensor<2048x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2048x512xbf16>) -> tensor<1x2048x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x2048x512xf32>) -> tensor<2048x512xf32>
    return %1 : tensor<2048x512xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<1024x2048xf32>) -> tensor<1024x2048xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %1 = stablehlo.convert %0 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<1024x2048xf32>
    %3 = stablehlo.convert %2 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %4 = stablehlo.convert %3 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    %5 = stablehlo.multiply %4, %1 : tensor<1024x2048xf32>
    %6 = stablehlo.convert %5 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %7 = stablehlo.convert %6 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    %cst = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<1024x2048xf32>
    %10 = stablehlo.convert %9 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %11 = stablehlo.convert %10 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    %12 = stablehlo.add %1, %11 : tensor<1024x2048xf32>
    %13 = stablehlo.convert %12 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %14 = stablehlo.convert %13 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<1024x2048xf32>
    %17 = stablehlo.convert %16 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %18 = stablehlo.convert %17 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    %19 = stablehlo.tanh %18 : tensor<1024x2048xf32>
    %20 = stablehlo.convert %19 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %21 = stablehlo.convert %20 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %23 = stablehlo.add %21, %22 : tensor<1024x2048xf32>
    %24 = stablehlo.convert %23 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %25 = stablehlo.convert %24 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<1024x2048xf32>
    %28 = stablehlo.convert %27 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %29 = stablehlo.convert %28 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    %30 = stablehlo.multiply %1, %29 : tensor<1024x2048xf32>
    %31 = stablehlo.convert %30 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
    %32 = stablehlo.convert %31 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
    return %32 : tensor<1024x2048xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<1x512x2048xbf16>) -> tensor<512x2048xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x512x2048xbf16>) -> tensor<1x512x2048xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x2048xf32>) -> tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<8x128x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<8x128x512xf32>) -> tensor<8x128x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x128x512xbf16>) -> tensor<8x128x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x128x512xf32>) -> tensor<1024x512xf32>
    return %2 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<1024x512xf32>) -> tensor<8x128x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<8x128x512xf32>
    return %2 : tensor<8x128x512xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<8x32x16xi32>, %arg1: tensor<8x33xi32>, %arg2: tensor<512xi32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<512xi32>) -> tensor<512x8xi32>
    %1 = stablehlo.iota dim = 1 : tensor<512x8xi32>
    %2 = stablehlo.compare EQ, %0, %1 : (tensor<512x8xi32>, tensor<512x8xi32>) -> tensor<512x8xi1>
    %3 = stablehlo.slice %arg1 [0:8, 0:32] : (tensor<8x33xi32>) -> tensor<8x32xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x16xi32>
    %5 = stablehlo.add %arg0, %4 : tensor<8x32x16xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x32x16xi32>) -> tensor<8x512xi32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s32[512,8]{0,1}"} : (tensor<8x512xi32>) -> tensor<512x8xi32>
    %8 = mhlo.copy %7 : tensor<512x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
    %10 = stablehlo.select %2, %8, %9 : tensor<512x8xi1>, tensor<512x8xi32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
    %12 = stablehlo.add %10, %11 : tensor<512x8xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<512x8xi32>) -> tensor<512x8x128xi32>
    %14 = stablehlo.iota dim = 2 : tensor<512x8x128xi32>
    %15 = stablehlo.compare EQ, %13, %14 : (tensor<512x8x128xi32>, tensor<512x8x128xi32>) -> tensor<512x8x128xi1>
    %16 = stablehlo.convert %15 : (tensor<512x8x128xi1>) -> tensor<512x8x128xbf16>
    %17 = stablehlo.convert %16 : (tensor<512x8x128xbf16>) -> tensor<512x8x128xf32>
    %18 = stablehlo.transpose %17, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[8,128,512]{1,0,2}"} : (tensor<512x8x128xf32>) -> tensor<8x128x512xf32>
    %19 = mhlo.copy %18 : tensor<8x128x512xf32>
    %20 = mhlo.bitcast %19 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x128x512xf32>) -> tensor<1024x512xf32>
    return %20 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<8x32x16xi32>, %arg1: tensor<8x33xi32>, %arg2: tensor<512xi32>) -> tensor<512x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<512xi32>) -> tensor<512x8xi32>
    %1 = stablehlo.iota dim = 1 : tensor<512x8xi32>
    %2 = stablehlo.compare EQ, %0, %1 : (tensor<512x8xi32>, tensor<512x8xi32>) -> tensor<512x8xi1>
    %3 = stablehlo.slice %arg1 [0:8, 0:32] : (tensor<8x33xi32>) -> tensor<8x32xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x16xi32>
    %5 = stablehlo.add %arg0, %4 : tensor<8x32x16xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x32x16xi32>) -> tensor<8x512xi32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s32[512,8]{0,1}"} : (tensor<8x512xi32>) -> tensor<512x8xi32>
    %8 = mhlo.copy %7 : tensor<512x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
    %10 = stablehlo.select %2, %8, %9 : tensor<512x8xi1>, tensor<512x8xi32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
    %12 = stablehlo.add %10, %11 : tensor<512x8xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<512x8xi32>) -> tensor<512x8x128xi32>
    %14 = stablehlo.iota dim = 2 : tensor<512x8x128xi32>
    %15 = stablehlo.compare EQ, %13, %14 : (tensor<512x8x128xi32>, tensor<512x8x128xi32>) -> tensor<512x8x128xi1>
    %16 = stablehlo.convert %15 : (tensor<512x8x128xi1>) -> tensor<512x8x128xbf16>
    %17 = stablehlo.convert %16 : (tensor<512x8x128xbf16>) -> tensor<512x8x128xf32>
    %18 = stablehlo.transpose %17, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[512,128,8]{1,2,0}"} : (tensor<512x8x128xf32>) -> tensor<512x128x8xf32>
    %19 = mhlo.copy %18 : tensor<512x128x8xf32>
    %20 = mhlo.bitcast %19 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x128x8xf32>) -> tensor<512x1024xf32>
    return %20 : tensor<512x1024xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<8x2x16xi32>, %arg1: tensor<8x3xi32>) -> tensor<8x33xi32> {
    %0 = stablehlo.slice %arg1 [0:8, 0:2] : (tensor<8x3xi32>) -> tensor<8x2xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x2xi32>) -> tensor<8x2x16xi32>
    %2 = stablehlo.add %arg0, %1 : tensor<8x2x16xi32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x2x16xi32>) -> tensor<8x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.pad %3, %c, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x33xi32>
    return %4 : tensor<8x33xi32>
  }
  func.func private @fused_computation.17(%arg0: tensor<8x2x16xi32>) -> tensor<8x2xi32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:2, 15:16] : (tensor<8x2x16xi32>) -> tensor<8x2x1xi32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x2x1xi32>) -> tensor<8x2xi32>
    return %1 : tensor<8x2xi32>
  }
  func.func private @fused_computation.18(%arg0: tensor<8x32x16xi32>) -> tensor<8x2x16xi32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:32, 15:16] : (tensor<8x32x16xi32>) -> tensor<8x32x1xi32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x32x1xi32>) -> tensor<8x2x16xi32>
    return %1 : tensor<8x2x16xi32>
  }
  func.func private @fused_computation.19(%arg0: tensor<512xi32>) -> tensor<8x32x16xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<512xi32>) -> tensor<512x8xi32>
    %1 = stablehlo.iota dim = 1 : tensor<512x8xi32>
    %2 = stablehlo.compare EQ, %0, %1 : (tensor<512x8xi32>, tensor<512x8xi32>) -> tensor<512x8xi1>
    %3 = stablehlo.convert %2 : (tensor<512x8xi1>) -> tensor<512x8xi32>
    %4 = stablehlo.transpose %3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s32[8,512]{0,1}"} : (tensor<512x8xi32>) -> tensor<8x512xi32>
    %5 = mhlo.copy %4 : tensor<8x512xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<8x512xi32>) -> tensor<8x32x16xi32>
    return %6 : tensor<8x32x16xi32>
  }
  func.func private @fused_computation.20(%arg0: tensor<512x8xf32>, %arg1: tensor<512xf32>) -> (tensor<512xf32>, tensor<512xi32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<512xf32>) -> tensor<512x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<512x8xf32>
    %2 = stablehlo.iota dim = 1 : tensor<512x8xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.reduce(%1 init: %cst), (%2 init: %c) across dimensions = [1] : (tensor<512x8xf32>, tensor<512x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<512xf32>, tensor<512xi32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %4 = stablehlo.compare GT, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare NE, %arg2, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.or %4, %5 : tensor<i1>
      %7 = stablehlo.select %6, %arg2, %arg4 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare EQ, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.compare LT, %arg3, %arg5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = stablehlo.and %8, %9 : tensor<i1>
      %11 = stablehlo.or %6, %10 : tensor<i1>
      %12 = stablehlo.select %11, %arg3, %arg5 : tensor<i1>, tensor<i32>
      stablehlo.return %7, %12 : tensor<f32>, tensor<i32>
    }
    return %3#0, %3#1 : tensor<512xf32>, tensor<512xi32>
  }
  func.func private @fused_computation.21(%arg0: tensor<512xf32>) -> tensor<512xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<512xf32>
    return %1 : tensor<512xf32>
  }
  func.func private @wrapped_convert_computation(%arg0: tensor<512x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @wrapped_convert_computation.1(%arg0: tensor<512xf32>) -> tensor<512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512xf32>) -> tensor<512xbf16>
    return %0 : tensor<512xbf16>
  }
  func.func private @wrapped_reduce_window_computation(%arg0: tensor<8x32x16xi32>, %arg1: tensor<i32>) -> tensor<8x32x16xi32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [15, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 16>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<8x32x16xi32>, tensor<i32>) -> tensor<8x32x16xi32>
    return %0 : tensor<8x32x16xi32>
  }
  func.func private @wrapped_reduce_window_computation.1(%arg0: tensor<8x2x16xi32>, %arg1: tensor<i32>) -> tensor<8x2x16xi32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [15, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 16>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<8x2x16xi32>, tensor<i32>) -> tensor<8x2x16xi32>
    return %0 : tensor<8x2x16xi32>
  }
  func.func private @wrapped_reduce_window_computation.2(%arg0: tensor<8x2xi32>, %arg1: tensor<i32>) -> tensor<8x3xi32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [2, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<8x2xi32>, tensor<i32>) -> tensor<8x3xi32>
    return %0 : tensor<8x3xi32>
  }
  func.func @main(%arg0: tensor<512x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<512x8xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<1x512x2048xbf16> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg3: tensor<1x2048x512xbf16> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> tensor<512x512xbf16> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<512x512xbf16>):
      %29 = stablehlo.convert %arg4 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %29 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = "mhlo.fusion"(%cst, %0, %arg1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<512x512xf32>, %arg6: tensor<512x8xbf16>):
      %29 = stablehlo.convert %arg6 : (tensor<512x8xbf16>) -> tensor<512x8xf32>
      %30 = stablehlo.dot %arg5, %29, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x8xf32>) -> tensor<512x8xf32>
      %31 = stablehlo.reduce(%30 init: %arg4) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<512xf32>) -> tensor<512x8xf32>
      %33 = stablehlo.subtract %30, %32 : tensor<512x8xf32>
      %34 = stablehlo.exponential %33 : tensor<512x8xf32>
      mhlo.return %34 : tensor<512x8xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<512x512xf32>, tensor<512x8xbf16>) -> tensor<512x8xf32>
    %2 = "mhlo.fusion"(%1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg4: tensor<512x8xf32>):
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.reduce(%arg4 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
      mhlo.return %29 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x8xf32>) -> tensor<512xf32>
    %3 = "mhlo.fusion"(%2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<512xf32>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %30 = stablehlo.divide %29, %arg4 : tensor<512xf32>
      mhlo.return %30 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xf32>) -> tensor<512xf32>
    %4:2 = "mhlo.fusion"(%1, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<512x8xf32>, %arg5: tensor<512xf32>):
      %29 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<512xf32>) -> tensor<512x8xf32>
      %30 = stablehlo.multiply %arg4, %29 : tensor<512x8xf32>
      %31 = stablehlo.iota dim = 1 : tensor<512x8xi32>
      %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %32:2 = stablehlo.reduce(%30 init: %cst_0), (%31 init: %c_1) across dimensions = [1] : (tensor<512x8xf32>, tensor<512x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<512xf32>, tensor<512xi32>)
       reducer(%arg6: tensor<f32>, %arg8: tensor<f32>) (%arg7: tensor<i32>, %arg9: tensor<i32>)  {
        %33 = stablehlo.compare GT, %arg6, %arg8 : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %34 = stablehlo.compare NE, %arg6, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %35 = stablehlo.or %33, %34 : tensor<i1>
        %36 = stablehlo.select %35, %arg6, %arg8 : tensor<i1>, tensor<f32>
        %37 = stablehlo.compare EQ, %arg6, %arg8 : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %38 = stablehlo.compare LT, %arg7, %arg9 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %39 = stablehlo.and %37, %38 : tensor<i1>
        %40 = stablehlo.or %35, %39 : tensor<i1>
        %41 = stablehlo.select %40, %arg7, %arg9 : tensor<i1>, tensor<i32>
        stablehlo.return %36, %41 : tensor<f32>, tensor<i32>
      }
      mhlo.return %32#0, %32#1 : tensor<512xf32>, tensor<512xi32>
    }) {output_operand_aliasing = []} : (tensor<512x8xf32>, tensor<512xf32>) -> (tensor<512xf32>, tensor<512xi32>)
    %5 = "mhlo.fusion"(%4#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<512xf32>):
      %29 = stablehlo.convert %arg4 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %29 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>) -> tensor<512xbf16>
    %6 = "mhlo.fusion"(%4#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<512xi32>):
      %29 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<512xi32>) -> tensor<512x8xi32>
      %30 = stablehlo.iota dim = 1 : tensor<512x8xi32>
      %31 = stablehlo.compare EQ, %29, %30 : (tensor<512x8xi32>, tensor<512x8xi32>) -> tensor<512x8xi1>
      %32 = stablehlo.convert %31 : (tensor<512x8xi1>) -> tensor<512x8xi32>
      %33 = stablehlo.transpose %32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s32[8,512]{0,1}"} : (tensor<512x8xi32>) -> tensor<8x512xi32>
      %34 = mhlo.copy %33 : tensor<8x512xi32>
      %35 = mhlo.bitcast %34 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<8x512xi32>) -> tensor<8x32x16xi32>
      mhlo.return %35 : tensor<8x32x16xi32>
    }) {output_operand_aliasing = []} : (tensor<512xi32>) -> tensor<8x32x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = "mhlo.fusion"(%6, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x32x16xi32>, %arg5: tensor<i32>):
      %29 = "stablehlo.reduce_window"(%arg4, %arg5) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [15, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 16>, window_strides = array<i64: 1, 1, 1>}> ({
      ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
        %30 = stablehlo.add %arg6, %arg7 : tensor<i32>
        stablehlo.return %30 : tensor<i32>
      }) : (tensor<8x32x16xi32>, tensor<i32>) -> tensor<8x32x16xi32>
      mhlo.return %29 : tensor<8x32x16xi32>
    }) {output_operand_aliasing = []} : (tensor<8x32x16xi32>, tensor<i32>) -> tensor<8x32x16xi32>
    %8 = "mhlo.fusion"(%7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x32x16xi32>):
      %29 = stablehlo.slice %arg4 [0:8, 0:32, 15:16] : (tensor<8x32x16xi32>) -> tensor<8x32x1xi32>
      %30 = mhlo.bitcast %29 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x32x1xi32>) -> tensor<8x2x16xi32>
      mhlo.return %30 : tensor<8x2x16xi32>
    }) {output_operand_aliasing = []} : (tensor<8x32x16xi32>) -> tensor<8x2x16xi32>
    %9 = "mhlo.fusion"(%8, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x2x16xi32>, %arg5: tensor<i32>):
      %29 = "stablehlo.reduce_window"(%arg4, %arg5) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [15, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 16>, window_strides = array<i64: 1, 1, 1>}> ({
      ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
        %30 = stablehlo.add %arg6, %arg7 : tensor<i32>
        stablehlo.return %30 : tensor<i32>
      }) : (tensor<8x2x16xi32>, tensor<i32>) -> tensor<8x2x16xi32>
      mhlo.return %29 : tensor<8x2x16xi32>
    }) {output_operand_aliasing = []} : (tensor<8x2x16xi32>, tensor<i32>) -> tensor<8x2x16xi32>
    %10 = "mhlo.fusion"(%9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x2x16xi32>):
      %29 = stablehlo.slice %arg4 [0:8, 0:2, 15:16] : (tensor<8x2x16xi32>) -> tensor<8x2x1xi32>
      %30 = mhlo.bitcast %29 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x2x1xi32>) -> tensor<8x2xi32>
      mhlo.return %30 : tensor<8x2xi32>
    }) {output_operand_aliasing = []} : (tensor<8x2x16xi32>) -> tensor<8x2xi32>
    %11 = "mhlo.fusion"(%10, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x2xi32>, %arg5: tensor<i32>):
      %29 = "stablehlo.reduce_window"(%arg4, %arg5) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [2, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 1>}> ({
      ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
        %30 = stablehlo.add %arg6, %arg7 : tensor<i32>
        stablehlo.return %30 : tensor<i32>
      }) : (tensor<8x2xi32>, tensor<i32>) -> tensor<8x3xi32>
      mhlo.return %29 : tensor<8x3xi32>
    }) {output_operand_aliasing = []} : (tensor<8x2xi32>, tensor<i32>) -> tensor<8x3xi32>
    %12 = "mhlo.fusion"(%9, %11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x2x16xi32>, %arg5: tensor<8x3xi32>):
      %29 = stablehlo.slice %arg5 [0:8, 0:2] : (tensor<8x3xi32>) -> tensor<8x2xi32>
      %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x2xi32>) -> tensor<8x2x16xi32>
      %31 = stablehlo.add %arg4, %30 : tensor<8x2x16xi32>
      %32 = mhlo.bitcast %31 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x2x16xi32>) -> tensor<8x32xi32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %33 = stablehlo.pad %32, %c_0, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x33xi32>
      mhlo.return %33 : tensor<8x33xi32>
    }) {output_operand_aliasing = []} : (tensor<8x2x16xi32>, tensor<8x3xi32>) -> tensor<8x33xi32>
    %13 = "mhlo.fusion"(%7, %12, %4#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x32x16xi32>, %arg5: tensor<8x33xi32>, %arg6: tensor<512xi32>):
      %29 = stablehlo.broadcast_in_dim %arg6, dims = [0] : (tensor<512xi32>) -> tensor<512x8xi32>
      %30 = stablehlo.iota dim = 1 : tensor<512x8xi32>
      %31 = stablehlo.compare EQ, %29, %30 : (tensor<512x8xi32>, tensor<512x8xi32>) -> tensor<512x8xi1>
      %32 = stablehlo.slice %arg5 [0:8, 0:32] : (tensor<8x33xi32>) -> tensor<8x32xi32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x16xi32>
      %34 = stablehlo.add %arg4, %33 : tensor<8x32x16xi32>
      %35 = mhlo.bitcast %34 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x32x16xi32>) -> tensor<8x512xi32>
      %36 = stablehlo.transpose %35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s32[512,8]{0,1}"} : (tensor<8x512xi32>) -> tensor<512x8xi32>
      %37 = mhlo.copy %36 : tensor<512x8xi32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %38 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
      %39 = stablehlo.select %31, %37, %38 : tensor<512x8xi1>, tensor<512x8xi32>
      %c_1 = stablehlo.constant dense<-1> : tensor<i32>
      %40 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
      %41 = stablehlo.add %39, %40 : tensor<512x8xi32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<512x8xi32>) -> tensor<512x8x128xi32>
      %43 = stablehlo.iota dim = 2 : tensor<512x8x128xi32>
      %44 = stablehlo.compare EQ, %42, %43 : (tensor<512x8x128xi32>, tensor<512x8x128xi32>) -> tensor<512x8x128xi1>
      %45 = stablehlo.convert %44 : (tensor<512x8x128xi1>) -> tensor<512x8x128xbf16>
      %46 = stablehlo.convert %45 : (tensor<512x8x128xbf16>) -> tensor<512x8x128xf32>
      %47 = stablehlo.transpose %46, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[512,128,8]{1,2,0}"} : (tensor<512x8x128xf32>) -> tensor<512x128x8xf32>
      %48 = mhlo.copy %47 : tensor<512x128x8xf32>
      %49 = mhlo.bitcast %48 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x128x8xf32>) -> tensor<512x1024xf32>
      mhlo.return %49 : tensor<512x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<8x32x16xi32>, tensor<8x33xi32>, tensor<512xi32>) -> tensor<512x1024xf32>
    %14 = "mhlo.fusion"(%7, %12, %4#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x32x16xi32>, %arg5: tensor<8x33xi32>, %arg6: tensor<512xi32>):
      %29 = stablehlo.broadcast_in_dim %arg6, dims = [0] : (tensor<512xi32>) -> tensor<512x8xi32>
      %30 = stablehlo.iota dim = 1 : tensor<512x8xi32>
      %31 = stablehlo.compare EQ, %29, %30 : (tensor<512x8xi32>, tensor<512x8xi32>) -> tensor<512x8xi1>
      %32 = stablehlo.slice %arg5 [0:8, 0:32] : (tensor<8x33xi32>) -> tensor<8x32xi32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x16xi32>
      %34 = stablehlo.add %arg4, %33 : tensor<8x32x16xi32>
      %35 = mhlo.bitcast %34 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x32x16xi32>) -> tensor<8x512xi32>
      %36 = stablehlo.transpose %35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "s32[512,8]{0,1}"} : (tensor<8x512xi32>) -> tensor<512x8xi32>
      %37 = mhlo.copy %36 : tensor<512x8xi32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %38 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
      %39 = stablehlo.select %31, %37, %38 : tensor<512x8xi1>, tensor<512x8xi32>
      %c_1 = stablehlo.constant dense<-1> : tensor<i32>
      %40 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x8xi32>
      %41 = stablehlo.add %39, %40 : tensor<512x8xi32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<512x8xi32>) -> tensor<512x8x128xi32>
      %43 = stablehlo.iota dim = 2 : tensor<512x8x128xi32>
      %44 = stablehlo.compare EQ, %42, %43 : (tensor<512x8x128xi32>, tensor<512x8x128xi32>) -> tensor<512x8x128xi1>
      %45 = stablehlo.convert %44 : (tensor<512x8x128xi1>) -> tensor<512x8x128xbf16>
      %46 = stablehlo.convert %45 : (tensor<512x8x128xbf16>) -> tensor<512x8x128xf32>
      %47 = stablehlo.transpose %46, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[8,128,512]{1,0,2}"} : (tensor<512x8x128xf32>) -> tensor<8x128x512xf32>
      %48 = mhlo.copy %47 : tensor<8x128x512xf32>
      %49 = mhlo.bitcast %48 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x128x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %49 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<8x32x16xi32>, tensor<8x33xi32>, tensor<512xi32>) -> tensor<1024x512xf32>
    %15 = "mhlo.fusion"(%14, %0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg4: tensor<1024x512xf32>, %arg5: tensor<512x512xf32>):
      %29 = stablehlo.dot %arg4, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %29 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    %16 = "mhlo.fusion"(%15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<1024x512xf32>):
      %29 = stablehlo.convert %arg4 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %30 = stablehlo.convert %29 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %31 = mhlo.bitcast %30 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<8x128x512xf32>
      mhlo.return %31 : tensor<8x128x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>) -> tensor<8x128x512xf32>
    %17 = "stablehlo.all_to_all"(%16) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %18 = "mhlo.fusion"(%17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x128x512xf32>):
      %29 = stablehlo.convert %arg4 : (tensor<8x128x512xf32>) -> tensor<8x128x512xbf16>
      %30 = stablehlo.convert %29 : (tensor<8x128x512xbf16>) -> tensor<8x128x512xf32>
      %31 = mhlo.bitcast %30 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x128x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %31 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128x512xf32>) -> tensor<1024x512xf32>
    %19 = "mhlo.fusion"(%arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<1x512x2048xbf16>):
      %29 = stablehlo.convert %arg4 : (tensor<1x512x2048xbf16>) -> tensor<1x512x2048xf32>
      %30 = mhlo.bitcast %29 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x2048xf32>) -> tensor<512x2048xf32>
      mhlo.return %30 : tensor<512x2048xf32>
    }) {output_operand_aliasing = []} : (tensor<1x512x2048xbf16>) -> tensor<512x2048xf32>
    %20 = "mhlo.fusion"(%18, %19) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg4: tensor<1024x512xf32>, %arg5: tensor<512x2048xf32>):
      %29 = stablehlo.dot %arg4, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
      mhlo.return %29 : tensor<1024x2048xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %21 = "mhlo.fusion"(%20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<1024x2048xf32>):
      %29 = stablehlo.convert %arg4 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %30 = stablehlo.convert %29 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      %31 = stablehlo.multiply %30, %30 : tensor<1024x2048xf32>
      %32 = stablehlo.convert %31 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %33 = stablehlo.convert %32 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      %34 = stablehlo.multiply %33, %30 : tensor<1024x2048xf32>
      %35 = stablehlo.convert %34 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %36 = stablehlo.convert %35 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      %cst_0 = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %38 = stablehlo.multiply %36, %37 : tensor<1024x2048xf32>
      %39 = stablehlo.convert %38 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %40 = stablehlo.convert %39 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      %41 = stablehlo.add %30, %40 : tensor<1024x2048xf32>
      %42 = stablehlo.convert %41 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %43 = stablehlo.convert %42 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %45 = stablehlo.multiply %43, %44 : tensor<1024x2048xf32>
      %46 = stablehlo.convert %45 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %47 = stablehlo.convert %46 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      %48 = stablehlo.tanh %47 : tensor<1024x2048xf32>
      %49 = stablehlo.convert %48 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %50 = stablehlo.convert %49 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %52 = stablehlo.add %50, %51 : tensor<1024x2048xf32>
      %53 = stablehlo.convert %52 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %54 = stablehlo.convert %53 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %56 = stablehlo.multiply %54, %55 : tensor<1024x2048xf32>
      %57 = stablehlo.convert %56 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %58 = stablehlo.convert %57 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      %59 = stablehlo.multiply %30, %58 : tensor<1024x2048xf32>
      %60 = stablehlo.convert %59 : (tensor<1024x2048xf32>) -> tensor<1024x2048xbf16>
      %61 = stablehlo.convert %60 : (tensor<1024x2048xbf16>) -> tensor<1024x2048xf32>
      mhlo.return %61 : tensor<1024x2048xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %22 = "mhlo.fusion"(%arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<1x2048x512xbf16>):
      %29 = stablehlo.convert %arg4 : (tensor<1x2048x512xbf16>) -> tensor<1x2048x512xf32>
      %30 = mhlo.bitcast %29 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x2048x512xf32>) -> tensor<2048x512xf32>
      mhlo.return %30 : tensor<2048x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2048x512xbf16>) -> tensor<2048x512xf32>
    %23 = "mhlo.fusion"(%21, %22) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg4: tensor<1024x2048xf32>, %arg5: tensor<2048x512xf32>):
      %29 = stablehlo.dot %arg4, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<2048x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %29 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x2048xf32>, tensor<2048x512xf32>) -> tensor<1024x512xf32>
    %24 = "mhlo.fusion"(%23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<1024x512xf32>):
      %29 = stablehlo.convert %arg4 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %30 = stablehlo.convert %29 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %31 = mhlo.bitcast %30 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<8x128x512xf32>
      mhlo.return %31 : tensor<8x128x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>) -> tensor<8x128x512xf32>
    %25 = "stablehlo.all_to_all"(%24) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %26 = "mhlo.fusion"(%25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<8x128x512xf32>):
      %29 = stablehlo.convert %arg4 : (tensor<8x128x512xf32>) -> tensor<8x128x512xbf16>
      %30 = stablehlo.convert %29 : (tensor<8x128x512xbf16>) -> tensor<8x128x512xf32>
      %31 = stablehlo.transpose %30, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[128,8,512]{2,0,1}"} : (tensor<8x128x512xf32>) -> tensor<128x8x512xf32>
      %32 = mhlo.copy %31 : tensor<128x8x512xf32>
      %33 = mhlo.bitcast %32 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x8x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %33 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128x512xf32>) -> tensor<1024x512xf32>
    %27 = "mhlo.fusion"(%13, %26) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg4: tensor<512x1024xf32>, %arg5: tensor<1024x512xf32>):
      %29 = stablehlo.dot %arg4, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
      mhlo.return %29 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    %28 = "mhlo.fusion"(%5, %27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<512xbf16>, %arg5: tensor<512x512xf32>):
      %29 = stablehlo.convert %arg5 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %30 = stablehlo.convert %29 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %31 = stablehlo.convert %arg4 : (tensor<512xbf16>) -> tensor<512xf32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
      %33 = stablehlo.multiply %30, %32 : tensor<512x512xf32>
      %34 = stablehlo.convert %33 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %34 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %28 : tensor<512x512xbf16>
  }
}
