module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 4 : i64}, output_index = array<i64: 4>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 5 : i64}, output_index = array<i64: 5>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 6 : i64}, output_index = array<i64: 6>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 7 : i64}, output_index = array<i64: 7>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 8 : i64}, output_index = array<i64: 8>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 9 : i64}, output_index = array<i64: 9>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 10 : i64}, output_index = array<i64: 10>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 11 : i64}, output_index = array<i64: 11>}], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=5*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=10*/{replicated}, {replicated}, {replicated}}", mhlo.spmd_parameters_shardings = ["{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{devices=[4,1]<=[4]}", "{devices=[4,1]<=[4]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=4, "axis_1"=1, "axis_2"=1]>
  func.func private @region_2.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_7.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_11.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_13.14(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_16.16(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_18.18(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_20.20(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_30.31(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.11.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_22.22.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_27.28.clone.1.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_22.22.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_24.24.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_27.28.clone.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_28.29.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_30.31.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_22.22.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_24.24.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_28.29.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<1024x1408xf32>, %arg1: tensor<1408x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x1408xf32>, tensor<1408x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<1024x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
    return %0 : tensor<1024x1408xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<1024x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
    return %0 : tensor<1024x1408xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<f32>, %arg1: tensor<4x256x512xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<4x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    return %1 : tensor<4x256xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<4x8x64x256xf32>, %arg1: tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
    return %0 : tensor<4x8x64x256xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<4x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<4x8x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    return %0 : tensor<4x8x256xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<4x8x256x256xf32>
    %3 = stablehlo.exponential %2 : tensor<4x8x256x256xf32>
    return %3 : tensor<4x8x256x256xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<4x8x256x64xf32>, %arg1: tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32>
    return %0 : tensor<4x8x256x256xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<f32>, %arg1: tensor<4x256x512xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<4x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    return %1 : tensor<4x256xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<1408x1024xf32>, %arg1: tensor<1024x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<1408x1024xf32>, %arg1: tensor<1024x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.19(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<f32>, %arg1: tensor<4x256x512xf32>, %arg2: tensor<4x256x512xf32>) -> tensor<4x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<4x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    return %2 : tensor<4x256x1xf32>
  }
  func.func private @fused_computation.21(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.22(%arg0: tensor<4x8x256x256xf32>, %arg1: tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32>
    return %0 : tensor<4x8x256x64xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<f32>, %arg1: tensor<1x4x8x256x1xf32>, %arg2: tensor<1x4x8x256x256xf32>, %arg3: tensor<4x8x256x64xf32>, %arg4: tensor<4x8x64x256xf32>, %arg5: tensor<1x4x8x256x1xf32>) -> tensor<4x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg3, %arg4, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32>
    %1 = stablehlo.convert %0 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
    %2 = stablehlo.convert %1 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x8x256x1xf32>
    %4 = stablehlo.divide %3, %arg5 : tensor<1x4x8x256x1xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x1xf32>) -> tensor<4x8x256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
    %7 = stablehlo.multiply %2, %6 : tensor<4x8x256x256xf32>
    %8 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x1xf32>) -> tensor<4x8x256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
    %10 = stablehlo.multiply %2, %9 : tensor<4x8x256x256xf32>
    %11 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<4x8x256x256xf32>
    %13 = stablehlo.reduce(%12 init: %arg0) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %14 = stablehlo.negate %13 : tensor<4x8x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
    %16 = stablehlo.add %7, %15 : tensor<4x8x256x256xf32>
    %17 = stablehlo.multiply %16, %11 : tensor<4x8x256x256xf32>
    return %17 : tensor<4x8x256x256xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.26(%arg0: tensor<4x8x64x256xf32>, %arg1: tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
    return %0 : tensor<4x8x64x256xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<f32>, %arg1: tensor<4x256x512xf32>, %arg2: tensor<4x256x512xf32>) -> tensor<4x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<4x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    return %2 : tensor<4x256x1xf32>
  }
  func.func private @fused_computation.29(%arg0: tensor<1024x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.30(%arg0: tensor<1024x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.31(%arg0: tensor<1024x512xf32>, %arg1: tensor<1408x512xf32>) -> tensor<1024x1408xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<1408x512xf32>) -> tensor<1024x1408xf32>
    return %0 : tensor<1024x1408xf32>
  }
  func.func private @fused_computation.32(%arg0: tensor<4096x1024xf32>, %arg1: tensor<1024x512xf32>) -> tensor<4096x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4096x1024xf32>, tensor<1024x512xf32>) -> tensor<4096x512xf32>
    return %0 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<f32>, %arg1: tensor<4x256x512xf32>, %arg2: tensor<4x256x512xf32>) -> tensor<4x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<4x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    return %2 : tensor<4x256x1xf32>
  }
  func.func private @fused_computation.34(%arg0: tensor<1024x4096xf32>, %arg1: tensor<512x4096xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x4096xf32>, tensor<512x4096xf32>) -> tensor<1024x512xf32>
    return %0 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.35(%arg0: tensor<4x256x4096xf32>, %arg1: tensor<f32>) -> tensor<4x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
    return %0 : tensor<4x256xf32>
  }
  func.func private @fused_computation.36(%arg0: tensor<1024x512xf32>, %arg1: tensor<512x4096xf32>) -> tensor<4x256x4096xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x4096xf32>) -> tensor<1024x4096xf32>
    %1 = stablehlo.convert %0 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
    %2 = stablehlo.convert %1 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x4096xf32>) -> tensor<4x256x4096xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x4096xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<4x256x4096xf32>
    return %6 : tensor<4x256x4096xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<f32>, %arg1: tensor<4x256x512xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<4x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    return %1 : tensor<4x256xf32>
  }
  func.func private @fused_computation.38(%arg0: tensor<4x256x4096xf32>, %arg1: tensor<f32>) -> tensor<4x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
    return %0 : tensor<4x256xf32>
  }
  func.func private @fused_computation.39(%arg0: tensor<i32>, %arg1: tensor<4x4x256x1408xbf16>, %arg2: tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
    return %4 : tensor<4x4x256x1408xbf16>
  }
  func.func private @fused_computation.40(%arg0: tensor<i32>, %arg1: tensor<4x4x256x1408xbf16>, %arg2: tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
    return %4 : tensor<4x4x256x1408xbf16>
  }
  func.func private @fused_computation.41(%arg0: tensor<i32>, %arg1: tensor<4x4x256x1408xbf16>, %arg2: tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
    return %4 : tensor<4x4x256x1408xbf16>
  }
  func.func private @fused_computation.42(%arg0: tensor<i32>, %arg1: tensor<4x4x256x1408xbf16>, %arg2: tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
    return %4 : tensor<4x4x256x1408xbf16>
  }
  func.func private @fused_computation.43(%arg0: tensor<i32>, %arg1: tensor<4x4x256x1408xbf16>, %arg2: tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
    return %4 : tensor<4x4x256x1408xbf16>
  }
  func.func private @fused_computation.44(%arg0: tensor<i32>, %arg1: tensor<4x4x256x1408xbf16>, %arg2: tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1408xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<1024x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    %5 = stablehlo.convert %4 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %6 = stablehlo.multiply %1, %5 : tensor<1024x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    %8 = stablehlo.convert %7 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %0, %9, %arg0, %c, %c, %c : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
    %11 = stablehlo.convert %10 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
    return %11 : tensor<4x4x256x1408xbf16>
  }
  func.func private @fused_computation.45(%arg0: tensor<i32>, %arg1: tensor<4x4x256x512xbf16>, %arg2: tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
    return %4 : tensor<4x4x256x512xbf16>
  }
  func.func private @fused_computation.46(%arg0: tensor<i32>, %arg1: tensor<4x4x256x512xbf16>, %arg2: tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
    return %4 : tensor<4x4x256x512xbf16>
  }
  func.func private @fused_computation.47(%arg0: tensor<i32>, %arg1: tensor<4x1x1x512xbf16>, %arg2: tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
    return %4 : tensor<4x1x1x512xbf16>
  }
  func.func private @fused_computation.48(%arg0: tensor<4x4x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<4x256x1xf32>) -> tensor<4x4x256x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
    return %1 : tensor<4x4x256x1xf32>
  }
  func.func private @fused_computation.49(%arg0: tensor<4x4x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<4x256x1xf32>, %arg3: tensor<4x256xf32>) -> tensor<4x4x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %5 = mhlo.copy %4 : tensor<4x256x1xf32>
    %6 = stablehlo.divide %arg2, %5 : tensor<4x256x1xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4x256x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %arg0, %9, %arg1, %c, %c, %c : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
    return %10 : tensor<4x4x256x1xf32>
  }
  func.func private @fused_computation.50(%arg0: tensor<4x4x256x512xf32>, %arg1: tensor<i32>, %arg2: tensor<4x256x512xf32>) -> tensor<4x4x256x512xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
    return %1 : tensor<4x4x256x512xf32>
  }
  func.func private @fused_computation.51(%arg0: tensor<i32>, %arg1: tensor<4x4x256x512xbf16>, %arg2: tensor<4x8x64x256xbf16>) -> tensor<4x4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<4x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1x4x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %0, %4, %arg0, %c, %c, %c : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
    %6 = stablehlo.convert %5 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
    return %6 : tensor<4x4x256x512xbf16>
  }
  func.func private @fused_computation.52(%arg0: tensor<i32>, %arg1: tensor<4x4x256x8x64xbf16>, %arg2: tensor<1024x512xbf16>) -> tensor<4x4x256x8x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<1x4x256x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c, %c : (tensor<4x4x256x8x64xf32>, tensor<1x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x8x64xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x8x64xf32>) -> tensor<4x4x256x8x64xbf16>
    return %4 : tensor<4x4x256x8x64xbf16>
  }
  func.func private @fused_computation.53(%arg0: tensor<i32>, %arg1: tensor<4x4x8x256x256xbf16>, %arg2: tensor<4x8x256x256xbf16>) -> tensor<4x4x8x256x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x8x256x256xbf16>) -> tensor<4x4x8x256x256xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x8x256x256xf32>) -> tensor<1x4x8x256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c, %c : (tensor<4x4x8x256x256xf32>, tensor<1x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x256xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x8x256x256xf32>) -> tensor<4x4x8x256x256xbf16>
    return %4 : tensor<4x4x8x256x256xbf16>
  }
  func.func private @fused_computation.54(%arg0: tensor<4x4x8x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<4x8x256xf32>) -> tensor<4x4x8x256x1xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x256xf32>
    %1 = stablehlo.multiply %arg2, %arg2 : tensor<4x8x256xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4x8x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[3, 2, 1, 4, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,8,256,1]{3,2,1,4,0}"} : (tensor<4x8x256xf32>) -> tensor<1x4x8x256x1xf32>
    %4 = mhlo.copy %3 : tensor<1x4x8x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %4, %arg1, %c, %c, %c, %c : (tensor<4x4x8x256x1xf32>, tensor<1x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x1xf32>
    return %5 : tensor<4x4x8x256x1xf32>
  }
  func.func private @fused_computation.55(%arg0: tensor<4x4x8x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<4x8x256xf32>) -> tensor<4x4x8x256x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x8x256xf32>) -> tensor<1x4x8x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c, %c : (tensor<4x4x8x256x1xf32>, tensor<1x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x1xf32>
    return %1 : tensor<4x4x8x256x1xf32>
  }
  func.func private @fused_computation.56(%arg0: tensor<4x4x8x256x256xf32>, %arg1: tensor<i32>, %arg2: tensor<4x8x256x256xf32>) -> tensor<4x4x8x256x256xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x8x256x256xf32>) -> tensor<1x4x8x256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c, %c : (tensor<4x4x8x256x256xf32>, tensor<1x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x256xf32>
    return %1 : tensor<4x4x8x256x256xf32>
  }
  func.func private @fused_computation.57(%arg0: tensor<i32>, %arg1: tensor<4x4x256x8x64xbf16>, %arg2: tensor<4x256x8x64xbf16>) -> tensor<4x4x256x8x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1x4x256x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c, %c : (tensor<4x4x256x8x64xf32>, tensor<1x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x8x64xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x8x64xf32>) -> tensor<4x4x256x8x64xbf16>
    return %4 : tensor<4x4x256x8x64xbf16>
  }
  func.func private @fused_computation.58(%arg0: tensor<i32>, %arg1: tensor<4x4x256x8x64xbf16>, %arg2: tensor<4x256x8x64xbf16>) -> tensor<4x4x256x8x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1x4x256x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c, %c : (tensor<4x4x256x8x64xf32>, tensor<1x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x8x64xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x8x64xf32>) -> tensor<4x4x256x8x64xbf16>
    return %4 : tensor<4x4x256x8x64xbf16>
  }
  func.func private @fused_computation.59(%arg0: tensor<i32>, %arg1: tensor<4x4x256x512xbf16>, %arg2: tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
    return %4 : tensor<4x4x256x512xbf16>
  }
  func.func private @fused_computation.60(%arg0: tensor<i32>, %arg1: tensor<4x4x256x512xbf16>, %arg2: tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
    return %4 : tensor<4x4x256x512xbf16>
  }
  func.func private @fused_computation.61(%arg0: tensor<i32>, %arg1: tensor<4x1x1x512xbf16>, %arg2: tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
    return %4 : tensor<4x1x1x512xbf16>
  }
  func.func private @fused_computation.62(%arg0: tensor<4x4x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<4x256x1xf32>) -> tensor<4x4x256x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
    return %1 : tensor<4x4x256x1xf32>
  }
  func.func private @fused_computation.63(%arg0: tensor<4x4x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<4x256x1xf32>, %arg3: tensor<4x256xf32>) -> tensor<4x4x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %5 = mhlo.copy %4 : tensor<4x256x1xf32>
    %6 = stablehlo.divide %arg2, %5 : tensor<4x256x1xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4x256x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %arg0, %9, %arg1, %c, %c, %c : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
    return %10 : tensor<4x4x256x1xf32>
  }
  func.func private @fused_computation.64(%arg0: tensor<4x4x256x512xf32>, %arg1: tensor<i32>, %arg2: tensor<4x256x512xbf16>) -> tensor<4x4x256x512xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg1, %c, %c, %c : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
    return %2 : tensor<4x4x256x512xf32>
  }
  func.func private @fused_computation.65(%arg0: tensor<1024x512xf32>, %arg1: tensor<4x256x512xf32>) -> tensor<4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %5 = stablehlo.add %1, %4 : tensor<4x256x512xf32>
    %6 = stablehlo.convert %5 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    return %6 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.66(%arg0: tensor<4x1408x512xf32>, %arg1: tensor<i32>) -> tensor<1408x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 1408, 512] : (tensor<4x1408x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1408x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x1408x512xf32>) -> tensor<1x1408x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x1408x512xbf16>) -> tensor<1x1408x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1408x512xf32>) -> tensor<1408x512xf32>
    return %3 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.67(%arg0: tensor<1024x1408xbf16>, %arg1: tensor<1024x1408xbf16>) -> tensor<1024x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1024x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    return %3 : tensor<1024x1408xbf16>
  }
  func.func private @fused_computation.68(%arg0: tensor<4x512x1408xf32>, %arg1: tensor<i32>) -> tensor<512x1408xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
    return %3 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.69(%arg0: tensor<1024x1408xbf16>, %arg1: tensor<1024x1408xbf16>) -> tensor<1024x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1024x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    return %3 : tensor<1024x1408xbf16>
  }
  func.func private @fused_computation.70(%arg0: tensor<1024x1408xbf16>) -> tensor<1024x1408xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %2 = stablehlo.negate %1 : tensor<1024x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %5 = stablehlo.exponential %4 : tensor<1024x1408xf32>
    %6 = stablehlo.convert %5 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    %7 = stablehlo.convert %6 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %8 = stablehlo.add %7, %0 : tensor<1024x1408xf32>
    %9 = stablehlo.convert %8 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    %10 = stablehlo.convert %9 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %11 = stablehlo.divide %0, %10 : tensor<1024x1408xf32>
    %12 = stablehlo.convert %11 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    return %12 : tensor<1024x1408xbf16>
  }
  func.func private @fused_computation.71(%arg0: tensor<4x512x1408xf32>, %arg1: tensor<i32>) -> tensor<512x1408xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
    return %3 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.72(%arg0: tensor<4x256x512xbf16>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
    return %1 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.73(%arg0: tensor<1x512xbf16>, %arg1: tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<4x256x512xf32>
    %5 = stablehlo.convert %4 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    return %5 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.74(%arg0: tensor<4x512xf32>, %arg1: tensor<i32>) -> tensor<1x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
    return %1 : tensor<1x512xbf16>
  }
  func.func private @fused_computation.75(%arg0: tensor<4x256x512xf32>, %arg1: tensor<4x256x1xf32>) -> tensor<4x256x512xbf16> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4x256x512xf32>
    %3 = stablehlo.convert %2 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    return %3 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.76(%arg0: tensor<4x256xf32>) -> tensor<4x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %5 = mhlo.copy %4 : tensor<4x256x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<4x256x1xf32>
    return %6 : tensor<4x256x1xf32>
  }
  func.func private @fused_computation.77(%arg0: tensor<1024x512xf32>, %arg1: tensor<4x256x512xbf16>) -> tensor<4x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %4 = stablehlo.add %0, %3 : tensor<4x256x512xf32>
    return %4 : tensor<4x256x512xf32>
  }
  func.func private @fused_computation.78(%arg0: tensor<4x512x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.79(%arg0: tensor<4x8x64x256xbf16>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<4x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
    return %3 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.80(%arg0: tensor<4x8x256x256xf32>, %arg1: tensor<4x8x256xf32>) -> tensor<4x8x256x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x8x256x256xf32>
    %2 = stablehlo.convert %1 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
    return %2 : tensor<4x8x256x256xbf16>
  }
  func.func private @fused_computation.81(%arg0: tensor<4x8x256xf32>) -> tensor<4x8x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x256xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<4x8x256xf32>
    return %1 : tensor<4x8x256xf32>
  }
  func.func private @fused_computation.82(%arg0: tensor<4x8x256x256xi1>, %arg1: tensor<4x8x256x256xf32>, %arg2: tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x8x256x256xf32>
    %4 = stablehlo.select %arg0, %3, %arg1 : tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>
    return %4 : tensor<4x8x256x256xf32>
  }
  func.func private @fused_computation.83(%arg0: tensor<4x256x8x64xbf16>) -> tensor<4x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
    %2 = mhlo.copy %1 : tensor<4x8x64x256xf32>
    return %2 : tensor<4x8x64x256xf32>
  }
  func.func private @fused_computation.84(%arg0: tensor<1024x512xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<1x256x1x32xf32>) -> tensor<4x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
    %4 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x256x8x32xf32>
    %7 = stablehlo.slice %2 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
    %8 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4x256x8x32xf32>
    %11 = stablehlo.subtract %6, %10 : tensor<4x256x8x32xf32>
    %12 = stablehlo.multiply %3, %9 : tensor<4x256x8x32xf32>
    %13 = stablehlo.multiply %7, %5 : tensor<4x256x8x32xf32>
    %14 = stablehlo.add %12, %13 : tensor<4x256x8x32xf32>
    %15 = stablehlo.concatenate %11, %14, dim = 3 : (tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>) -> tensor<4x256x8x64xf32>
    %16 = stablehlo.convert %15 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
    return %16 : tensor<4x256x8x64xbf16>
  }
  func.func private @fused_computation.85(%arg0: tensor<4x512x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.86(%arg0: tensor<4x256x8x64xbf16>) -> tensor<4x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<4x8x256x64xf32>
    return %2 : tensor<4x8x256x64xf32>
  }
  func.func private @fused_computation.87(%arg0: tensor<1x256x1x32xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<1024x512xf32>) -> tensor<4x256x8x64xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
    %4 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x256x8x32xf32>
    %7 = stablehlo.slice %2 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
    %8 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4x256x8x32xf32>
    %11 = stablehlo.subtract %6, %10 : tensor<4x256x8x32xf32>
    %12 = stablehlo.multiply %3, %9 : tensor<4x256x8x32xf32>
    %13 = stablehlo.multiply %7, %5 : tensor<4x256x8x32xf32>
    %14 = stablehlo.add %12, %13 : tensor<4x256x8x32xf32>
    %15 = stablehlo.concatenate %11, %14, dim = 3 : (tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>) -> tensor<4x256x8x64xf32>
    %16 = stablehlo.convert %15 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
    return %16 : tensor<4x256x8x64xbf16>
  }
  func.func private @fused_computation.88(%arg0: tensor<4x512x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.89(%arg0: tensor<1024x512xbf16>) -> tensor<4x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<4x8x64x256xf32>
    return %3 : tensor<4x8x64x256xf32>
  }
  func.func private @fused_computation.90(%arg0: tensor<4x512x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.91(%arg0: tensor<4x256x512xbf16>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
    return %1 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.92(%arg0: tensor<1x512xbf16>, %arg1: tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<4x256x512xf32>
    %5 = stablehlo.convert %4 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    return %5 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.93(%arg0: tensor<4x512xf32>, %arg1: tensor<i32>) -> tensor<1x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
    return %1 : tensor<1x512xbf16>
  }
  func.func private @fused_computation.94(%arg0: tensor<4x256x1xf32>, %arg1: tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<4x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    return %4 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.95(%arg0: tensor<4x256xf32>) -> tensor<4x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %5 = mhlo.copy %4 : tensor<4x256x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<4x256x1xf32>
    return %6 : tensor<4x256x1xf32>
  }
  func.func private @fused_computation.96(%arg0: tensor<512x512xf32>, %arg1: tensor<4x512x512xbf16>, %arg2: tensor<i32>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %4 = mhlo.copy %3 : tensor<512x512xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %0, %5, %6, %c_0, %c_0 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
    %8 = stablehlo.convert %7 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    return %8 : tensor<4x512x512xbf16>
  }
  func.func private @fused_computation.97(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.98(%arg0: tensor<4x8x64x256xbf16>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<4x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
    %5 = mhlo.copy %4 : tensor<512x4x256xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
    return %6 : tensor<512x1024xf32>
  }
  func.func private @fused_computation.99(%arg0: tensor<512x512xf32>, %arg1: tensor<4x512x512xbf16>, %arg2: tensor<i32>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %4 = mhlo.copy %3 : tensor<512x512xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %0, %5, %6, %c_0, %c_0 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
    %8 = stablehlo.convert %7 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    return %8 : tensor<4x512x512xbf16>
  }
  func.func private @fused_computation.100(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.101(%arg0: tensor<4x256x8x64xbf16>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
    %3 = mhlo.copy %2 : tensor<512x4x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
    return %4 : tensor<512x1024xf32>
  }
  func.func private @fused_computation.102(%arg0: tensor<512x512xf32>, %arg1: tensor<4x512x512xbf16>, %arg2: tensor<i32>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %4 = mhlo.copy %3 : tensor<512x512xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %0, %5, %6, %c_0, %c_0 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
    %8 = stablehlo.convert %7 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    return %8 : tensor<4x512x512xbf16>
  }
  func.func private @fused_computation.103(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.104(%arg0: tensor<4x4x256x512xf32>, %arg1: tensor<i32>) -> tensor<1024x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<1024x512xf32>
    return %4 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.105(%arg0: tensor<4x256x512xbf16>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
    %2 = mhlo.copy %1 : tensor<512x4x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
    return %3 : tensor<512x1024xf32>
  }
  func.func private @fused_computation.106(%arg0: tensor<512x512xf32>, %arg1: tensor<4x512x512xbf16>, %arg2: tensor<i32>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %4 = mhlo.copy %3 : tensor<512x512xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %0, %5, %6, %c_0, %c_0 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
    %8 = stablehlo.convert %7 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    return %8 : tensor<4x512x512xbf16>
  }
  func.func private @fused_computation.107(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.108(%arg0: tensor<4x4x256x512xf32>, %arg1: tensor<i32>) -> tensor<1024x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<1024x512xf32>
    return %4 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.109(%arg0: tensor<4x256x8x64xbf16>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
    %3 = mhlo.copy %2 : tensor<512x4x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
    return %4 : tensor<512x1024xf32>
  }
  func.func private @fused_computation.110(%arg0: tensor<1408x512xf32>, %arg1: tensor<4x512x1408xbf16>, %arg2: tensor<i32>) -> tensor<4x512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1408]{0,1}"} : (tensor<1408x512xf32>) -> tensor<512x1408xf32>
    %4 = mhlo.copy %3 : tensor<512x1408xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x512x1408xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %0, %5, %6, %c_0, %c_0 : (tensor<4x512x1408xf32>, tensor<1x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x1408xf32>
    %8 = stablehlo.convert %7 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
    return %8 : tensor<4x512x1408xbf16>
  }
  func.func private @fused_computation.111(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.112(%arg0: tensor<4x256x1408xbf16>) -> tensor<1408x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,4,256]{0,2,1}"} : (tensor<4x256x1408xf32>) -> tensor<1408x4x256xf32>
    %2 = mhlo.copy %1 : tensor<1408x4x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x4x256xf32>) -> tensor<1408x1024xf32>
    return %3 : tensor<1408x1024xf32>
  }
  func.func private @fused_computation.113(%arg0: tensor<1408x512xf32>, %arg1: tensor<4x512x1408xbf16>, %arg2: tensor<i32>) -> tensor<4x512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1408]{0,1}"} : (tensor<1408x512xf32>) -> tensor<512x1408xf32>
    %4 = mhlo.copy %3 : tensor<512x1408xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x512x1408xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %0, %5, %6, %c_0, %c_0 : (tensor<4x512x1408xf32>, tensor<1x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x1408xf32>
    %8 = stablehlo.convert %7 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
    return %8 : tensor<4x512x1408xbf16>
  }
  func.func private @fused_computation.114(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.115(%arg0: tensor<4x4x256x512xf32>, %arg1: tensor<i32>) -> tensor<1024x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<1024x512xf32>
    return %4 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.116(%arg0: tensor<4x256x1408xbf16>) -> tensor<1408x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,4,256]{0,2,1}"} : (tensor<4x256x1408xf32>) -> tensor<1408x4x256xf32>
    %2 = mhlo.copy %1 : tensor<1408x4x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x4x256xf32>) -> tensor<1408x1024xf32>
    return %3 : tensor<1408x1024xf32>
  }
  func.func private @fused_computation.117(%arg0: tensor<512x1408xf32>, %arg1: tensor<4x1408x512xbf16>, %arg2: tensor<i32>) -> tensor<4x1408x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1408,512]{0,1}"} : (tensor<512x1408xf32>) -> tensor<1408x512xf32>
    %4 = mhlo.copy %3 : tensor<1408x512xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1408x512xf32>) -> tensor<1x1408x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %0, %5, %6, %c_0, %c_0 : (tensor<4x1408x512xf32>, tensor<1x1408x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1408x512xf32>
    %8 = stablehlo.convert %7 : (tensor<4x1408x512xf32>) -> tensor<4x1408x512xbf16>
    return %8 : tensor<4x1408x512xbf16>
  }
  func.func private @fused_computation.118(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.119(%arg0: tensor<4x4x256x1408xf32>, %arg1: tensor<i32>) -> tensor<1024x1408xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<1024x1408xf32>
    return %4 : tensor<1024x1408xf32>
  }
  func.func private @fused_computation.120(%arg0: tensor<4x256x512xbf16>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
    %2 = mhlo.copy %1 : tensor<512x4x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
    return %3 : tensor<512x1024xf32>
  }
  func.func private @fused_computation.121(%arg0: tensor<512xf32>, %arg1: tensor<4x512xbf16>, %arg2: tensor<i32>) -> tensor<4x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xf32>) -> tensor<512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %0, %3, %4, %c_0 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
    %6 = stablehlo.convert %5 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
    return %6 : tensor<4x512xbf16>
  }
  func.func private @fused_computation.122(%arg0: tensor<4x4x256x512xf32>, %arg1: tensor<1024x512xbf16>, %arg2: tensor<i32>) -> tensor<4x256x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
    %5 = stablehlo.convert %arg1 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256x512xf32>
    %8 = stablehlo.convert %7 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %9 = stablehlo.convert %8 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    return %9 : tensor<4x256x512xf32>
  }
  func.func private @fused_computation.123(%arg0: tensor<512xf32>, %arg1: tensor<4x512xbf16>, %arg2: tensor<i32>) -> tensor<4x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xf32>) -> tensor<512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %0, %3, %4, %c_0 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
    %6 = stablehlo.convert %5 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
    return %6 : tensor<4x512xbf16>
  }
  func.func private @fused_computation.124(%arg0: tensor<4x4x256x512xf32>, %arg1: tensor<1024x512xbf16>, %arg2: tensor<i32>) -> tensor<4x256x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
    %5 = stablehlo.convert %arg1 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256x512xf32>
    %8 = stablehlo.convert %7 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %9 = stablehlo.convert %8 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    return %9 : tensor<4x256x512xf32>
  }
  func.func private @fused_computation.125(%arg0: tensor<4x256x1xf32>, %arg1: tensor<4x4x256x1xf32>, %arg2: tensor<4x4x256x512xf32>, %arg3: tensor<4x4x256x1xf32>, %arg4: tensor<1x1x1x512xbf16>, %arg5: tensor<1024x512xbf16>, %arg6: tensor<4x256x512xbf16>, %arg7: tensor<i32>) -> tensor<4x256x512xbf16> {
    %0 = stablehlo.convert %arg6 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = stablehlo.convert %arg5 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %3 = stablehlo.convert %arg4 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<4x256x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.subtract %c, %arg7 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg3, %7, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<4x256x512xf32>
    %12 = stablehlo.dynamic_slice %arg2, %7, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
    %14 = stablehlo.dynamic_slice %arg1, %7, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256x1xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<4x256x1xf32>
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<4x256x1xf32>
    %19 = mhlo.bitcast %18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %21 = stablehlo.multiply %13, %20 : tensor<4x256x512xf32>
    %22 = stablehlo.add %11, %21 : tensor<4x256x512xf32>
    %23 = stablehlo.add %22, %21 : tensor<4x256x512xf32>
    %24 = stablehlo.convert %23 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %25 = stablehlo.convert %24 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %26 = stablehlo.add %0, %25 : tensor<4x256x512xf32>
    %27 = stablehlo.convert %26 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    return %27 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.126(%arg0: tensor<4x4x256x512xf32>, %arg1: tensor<i32>) -> tensor<4x256x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
    return %2 : tensor<4x256x512xf32>
  }
  func.func private @fused_computation.127(%arg0: tensor<1x1x1x512xbf16>, %arg1: tensor<1024x512xbf16>) -> tensor<4x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<4x256x512xf32>
    return %5 : tensor<4x256x512xf32>
  }
  func.func private @fused_computation.128(%arg0: tensor<4x1x1x512xf32>, %arg1: tensor<i32>) -> tensor<1x1x1x512xbf16> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
    return %2 : tensor<1x1x1x512xbf16>
  }
  func.func private @fused_computation.129(%arg0: tensor<1024x512xf32>, %arg1: tensor<1024x512xf32>, %arg2: tensor<1024x512xf32>) -> tensor<1024x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<1024x512xf32>
    %5 = stablehlo.convert %4 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %6 = stablehlo.convert %5 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %7 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %8 = stablehlo.convert %7 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %9 = stablehlo.add %6, %8 : tensor<1024x512xf32>
    %10 = stablehlo.convert %9 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    return %10 : tensor<1024x512xbf16>
  }
  func.func private @fused_computation.130(%arg0: tensor<4x512x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.131(%arg0: tensor<4x256x8x64xbf16>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
    return %1 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.132(%arg0: tensor<4x8x256x64xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<1x256x1x32xf32>) -> tensor<4x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<4x8x256x64xbf16>) -> tensor<4x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{3,1,2,0}"} : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<4x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
    %5 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256x8x32xf32>
    %8 = stablehlo.slice %3 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
    %9 = stablehlo.negate %8 : tensor<4x256x8x32xf32>
    %10 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<4x256x8x32xf32>
    %13 = stablehlo.add %7, %12 : tensor<4x256x8x32xf32>
    %14 = stablehlo.convert %13 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
    %15 = stablehlo.convert %14 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.pad %15, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
    %17 = stablehlo.convert %16 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
    %18 = stablehlo.convert %17 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %19 = stablehlo.multiply %4, %11 : tensor<4x256x8x32xf32>
    %20 = stablehlo.multiply %8, %6 : tensor<4x256x8x32xf32>
    %21 = stablehlo.add %19, %20 : tensor<4x256x8x32xf32>
    %22 = stablehlo.convert %21 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
    %23 = stablehlo.convert %22 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
    %24 = stablehlo.pad %23, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
    %25 = stablehlo.convert %24 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
    %26 = stablehlo.convert %25 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %27 = stablehlo.add %18, %26 : tensor<4x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
    return %28 : tensor<4x256x8x64xbf16>
  }
  func.func private @fused_computation.133(%arg0: tensor<4x4x256x8x64xf32>, %arg1: tensor<i32>) -> tensor<4x8x256x64xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 8, 64] : (tensor<4x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x8x64xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x8x64xf32>) -> tensor<1x4x256x8x64xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x8x64xbf16>) -> tensor<1x4x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x256x8x64xf32>) -> tensor<4x256x8x64xf32>
    %5 = stablehlo.transpose %4, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %6 = mhlo.copy %5 : tensor<4x8x256x64xf32>
    return %6 : tensor<4x8x256x64xf32>
  }
  func.func private @fused_computation.134(%arg0: tensor<4x512x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.135(%arg0: tensor<4x256x8x64xbf16>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
    return %1 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.136(%arg0: tensor<1x256x1x32xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<4x8x256x64xbf16>) -> tensor<4x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{3,1,2,0}"} : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<4x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
    %5 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256x8x32xf32>
    %8 = stablehlo.slice %3 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
    %9 = stablehlo.negate %8 : tensor<4x256x8x32xf32>
    %10 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<4x256x8x32xf32>
    %13 = stablehlo.add %7, %12 : tensor<4x256x8x32xf32>
    %14 = stablehlo.convert %13 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
    %15 = stablehlo.convert %14 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.pad %15, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
    %17 = stablehlo.convert %16 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
    %18 = stablehlo.convert %17 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %19 = stablehlo.multiply %4, %11 : tensor<4x256x8x32xf32>
    %20 = stablehlo.multiply %8, %6 : tensor<4x256x8x32xf32>
    %21 = stablehlo.add %19, %20 : tensor<4x256x8x32xf32>
    %22 = stablehlo.convert %21 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
    %23 = stablehlo.convert %22 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
    %24 = stablehlo.pad %23, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
    %25 = stablehlo.convert %24 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
    %26 = stablehlo.convert %25 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
    %27 = stablehlo.add %18, %26 : tensor<4x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
    return %28 : tensor<4x256x8x64xbf16>
  }
  func.func private @fused_computation.137(%arg0: tensor<4x4x256x8x64xf32>, %arg1: tensor<i32>) -> tensor<4x8x256x64xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 8, 64] : (tensor<4x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x8x64xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x8x64xf32>) -> tensor<1x4x256x8x64xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x8x64xbf16>) -> tensor<1x4x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x256x8x64xf32>) -> tensor<4x256x8x64xf32>
    %5 = stablehlo.transpose %4, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %6 = mhlo.copy %5 : tensor<4x8x256x64xf32>
    return %6 : tensor<4x8x256x64xf32>
  }
  func.func private @fused_computation.138(%arg0: tensor<4x8x256x256xi1>, %arg1: tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x8x256x256xf32>
    %4 = stablehlo.convert %3 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
    return %5 : tensor<4x8x256x256xf32>
  }
  func.func private @fused_computation.139(%arg0: tensor<4x4x8x256x1xf32>, %arg1: tensor<i32>) -> tensor<1x4x8x256x1xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 4, 8, 256, 1] : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
    return %1 : tensor<1x4x8x256x1xf32>
  }
  func.func private @fused_computation.140(%arg0: tensor<4x4x256x8x64xf32>, %arg1: tensor<i32>) -> tensor<4x8x64x256xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 8, 64] : (tensor<4x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x8x64xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x8x64xf32>) -> tensor<1x4x256x8x64xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x8x64xbf16>) -> tensor<1x4x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x256x8x64xf32>) -> tensor<4x256x8x64xf32>
    %5 = stablehlo.transpose %4, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
    %6 = mhlo.copy %5 : tensor<4x8x64x256xf32>
    return %6 : tensor<4x8x64x256xf32>
  }
  func.func private @fused_computation.141(%arg0: tensor<1024x512xbf16>) -> tensor<4x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %3 = mhlo.copy %2 : tensor<4x8x256x64xf32>
    return %3 : tensor<4x8x256x64xf32>
  }
  func.func private @fused_computation.142(%arg0: tensor<4x4x8x256x256xf32>, %arg1: tensor<i32>) -> tensor<1x4x8x256x256xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 4, 8, 256, 256] : (tensor<4x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x256xf32>
    return %1 : tensor<1x4x8x256x256xf32>
  }
  func.func private @fused_computation.143(%arg0: tensor<4x4x8x256x1xf32>, %arg1: tensor<i32>) -> tensor<1x4x8x256x1xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 4, 8, 256, 1] : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
    return %1 : tensor<1x4x8x256x1xf32>
  }
  func.func private @fused_computation.144(%arg0: tensor<4x512x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.145(%arg0: tensor<4x8x64x256xbf16>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<4x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
    return %3 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.146(%arg0: tensor<4x4x8x256x256xf32>, %arg1: tensor<i32>) -> tensor<4x8x256x256xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 4, 8, 256, 256] : (tensor<4x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x256xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x8x256x256xf32>) -> tensor<1x4x8x256x256xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x8x256x256xbf16>) -> tensor<1x4x8x256x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
    return %4 : tensor<4x8x256x256xf32>
  }
  func.func private @fused_computation.147(%arg0: tensor<1024x512xbf16>) -> tensor<4x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<4x8x64x256xf32>
    return %3 : tensor<4x8x64x256xf32>
  }
  func.func private @fused_computation.148(%arg0: tensor<4x512x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.149(%arg0: tensor<4x256x512xbf16>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
    return %1 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.150(%arg0: tensor<4x256x1xf32>, %arg1: tensor<4x4x256x1xf32>, %arg2: tensor<4x4x256x512xf32>, %arg3: tensor<4x4x256x1xf32>, %arg4: tensor<1x1x1x512xbf16>, %arg5: tensor<1024x512xbf16>, %arg6: tensor<i32>, %arg7: tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16> {
    %0 = stablehlo.convert %arg7 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = stablehlo.convert %arg5 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %3 = stablehlo.convert %arg4 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<4x256x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.subtract %c, %arg6 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg3, %7, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<4x256x512xf32>
    %12 = stablehlo.dynamic_slice %arg2, %7, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
    %14 = stablehlo.dynamic_slice %arg1, %7, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256x1xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<4x256x1xf32>
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<4x256x1xf32>
    %19 = mhlo.bitcast %18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %21 = stablehlo.multiply %13, %20 : tensor<4x256x512xf32>
    %22 = stablehlo.add %11, %21 : tensor<4x256x512xf32>
    %23 = stablehlo.add %22, %21 : tensor<4x256x512xf32>
    %24 = stablehlo.convert %23 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %25 = stablehlo.convert %24 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %26 = stablehlo.add %0, %25 : tensor<4x256x512xf32>
    %27 = stablehlo.convert %26 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    return %27 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.151(%arg0: tensor<4x4x256x512xf32>, %arg1: tensor<i32>) -> tensor<4x256x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
    return %2 : tensor<4x256x512xf32>
  }
  func.func private @fused_computation.152(%arg0: tensor<1x1x1x512xbf16>, %arg1: tensor<1024x512xbf16>) -> tensor<4x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<4x256x512xf32>
    return %5 : tensor<4x256x512xf32>
  }
  func.func private @fused_computation.153(%arg0: tensor<4x1x1x512xf32>, %arg1: tensor<i32>) -> tensor<1x1x1x512xbf16> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
    return %2 : tensor<1x1x1x512xbf16>
  }
  func.func private @fused_computation.154(%arg0: tensor<1024x512xf32>, %arg1: tensor<1024x512xf32>) -> tensor<1024x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<1024x512xf32>
    %5 = stablehlo.convert %4 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    return %5 : tensor<1024x512xbf16>
  }
  func.func private @fused_computation.155(%arg0: tensor<4x512x1408xf32>, %arg1: tensor<i32>) -> tensor<512x1408xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
    %2 = stablehlo.convert %1 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
    return %4 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.156(%arg0: tensor<4x256x1408xbf16>) -> tensor<1024x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1408xf32>) -> tensor<1024x1408xf32>
    return %1 : tensor<1024x1408xf32>
  }
  func.func private @fused_computation.157(%arg0: tensor<4x4x256x1408xf32>, %arg1: tensor<4x4x256x1408xf32>, %arg2: tensor<4x4x256x1408xf32>, %arg3: tensor<4x4x256x1408xf32>, %arg4: tensor<1024x1408xbf16>, %arg5: tensor<i32>) -> tensor<4x256x1408xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<4x256x1408xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.subtract %c, %arg5 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg3, %2, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
    %5 = stablehlo.convert %4 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<4x256x1408xf32>
    %8 = stablehlo.convert %7 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
    %9 = stablehlo.convert %8 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
    %10 = stablehlo.dynamic_slice %arg2, %2, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
    %11 = stablehlo.convert %10 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
    %12 = stablehlo.convert %11 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
    %14 = stablehlo.multiply %9, %13 : tensor<4x256x1408xf32>
    %15 = stablehlo.convert %14 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
    %16 = stablehlo.convert %15 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
    %17 = stablehlo.dynamic_slice %arg1, %2, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
    %18 = stablehlo.convert %17 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
    %19 = stablehlo.convert %18 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
    %20 = mhlo.bitcast %19 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
    %21 = stablehlo.multiply %20, %9 : tensor<4x256x1408xf32>
    %22 = stablehlo.convert %21 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
    %23 = stablehlo.convert %22 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
    %24 = stablehlo.dynamic_slice %arg0, %2, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
    %25 = stablehlo.convert %24 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
    %26 = stablehlo.convert %25 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
    %27 = mhlo.bitcast %26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
    %28 = stablehlo.multiply %23, %27 : tensor<4x256x1408xf32>
    %29 = stablehlo.convert %28 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
    %30 = stablehlo.convert %29 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
    %31 = stablehlo.add %16, %30 : tensor<4x256x1408xf32>
    %32 = stablehlo.convert %31 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
    return %32 : tensor<4x256x1408xbf16>
  }
  func.func private @fused_computation.158(%arg0: tensor<4x512x1408xf32>, %arg1: tensor<i32>) -> tensor<512x1408xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
    %2 = stablehlo.convert %1 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
    return %4 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.159(%arg0: tensor<4x256x1408xbf16>) -> tensor<1024x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1408xf32>) -> tensor<1024x1408xf32>
    return %1 : tensor<1024x1408xf32>
  }
  func.func private @fused_computation.160(%arg0: tensor<1024x1408xbf16>, %arg1: tensor<4x4x256x1408xf32>, %arg2: tensor<i32>) -> tensor<4x256x1408xbf16> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %0, %c_0, %c_0, %c_0, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
    %2 = stablehlo.convert %1 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
    %5 = stablehlo.convert %arg0 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<4x256x1408xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256x1408xf32>
    %8 = stablehlo.convert %7 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
    return %8 : tensor<4x256x1408xbf16>
  }
  func.func private @fused_computation.161(%arg0: tensor<4x1408x512xf32>, %arg1: tensor<i32>) -> tensor<1408x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 1408, 512] : (tensor<4x1408x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1408x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1408x512xf32>) -> tensor<1x1408x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x1408x512xbf16>) -> tensor<1x1408x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1408x512xf32>) -> tensor<1408x512xf32>
    return %4 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.162(%arg0: tensor<4x256x512xbf16>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
    return %1 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.163(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @fused_computation.164(%arg0: tensor<4x256x4096xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x256x1x3xi32>, %arg3: tensor<4x256xi32>) -> tensor<4x256x1xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xi32>) -> tensor<4x256x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<4x256x1xi32>, tensor<4x256x1xi32>) -> tensor<4x256x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<4x256x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<4x256x1xi1>, tensor<4x256x1xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xi32>) -> tensor<4x256x1x1xi32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x256x1x1xi32>
    %8 = stablehlo.compare GE, %6, %7 : (tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>) -> tensor<4x256x1x1xi1>
    %c_1 = stablehlo.constant dense<4095> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x256x1x1xi32>
    %10 = stablehlo.compare LE, %6, %9 : (tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>) -> tensor<4x256x1x1xi1>
    %11 = stablehlo.and %8, %10 : tensor<4x256x1x1xi1>
    %12 = mhlo.bitcast %11 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "pred[4,256,1]{1,0,2}"} : (tensor<4x256x1x1xi1>) -> tensor<4x256x1xi1>
    %13 = mhlo.copy %12 : tensor<4x256x1xi1>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x4096xf32>
    %15 = stablehlo.subtract %arg0, %14 : tensor<4x256x4096xf32>
    %16 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x1x3xi32>) -> tensor<1024x3xi32>
    %17 = "stablehlo.gather"(%15, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x256x4096xf32>, tensor<1024x3xi32>) -> tensor<1024x1x1x1xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<1024x1x1x1xf32>) -> tensor<4x256x1xf32>
    %19 = mhlo.copy %18 : tensor<4x256x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %21 = stablehlo.select %13, %19, %20 : tensor<4x256x1xi1>, tensor<4x256x1xf32>
    return %21 : tensor<4x256x1xf32>
  }
  func.func private @fused_computation.165(%arg0: tensor<4096x512xf32>, %arg1: tensor<512x4096xbf16>) -> tensor<512x4096xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4096x512xf32>
    %5 = stablehlo.convert %4 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %6 = stablehlo.convert %5 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,4096]{0,1}"} : (tensor<4096x512xf32>) -> tensor<512x4096xf32>
    %8 = mhlo.copy %7 : tensor<512x4096xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<512x4096xf32>
    %10 = stablehlo.convert %9 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
    return %10 : tensor<512x4096xbf16>
  }
  func.func private @fused_computation.166(%arg0: tensor<4096x512xf32>) -> tensor<4096x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    return %1 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.167(%arg0: tensor<4x256x4096xbf16>) -> tensor<4096x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x4096xbf16>) -> tensor<4x256x4096xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4096,4,256]{0,2,1}"} : (tensor<4x256x4096xf32>) -> tensor<4096x4x256xf32>
    %2 = mhlo.copy %1 : tensor<4096x4x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4096x4x256xf32>) -> tensor<4096x1024xf32>
    return %3 : tensor<4096x1024xf32>
  }
  func.func private @fused_computation.168(%arg0: tensor<4x512x512xbf16>, %arg1: tensor<4x512x512xbf16>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x512x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x512x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    return %7 : tensor<4x512x512xbf16>
  }
  func.func private @fused_computation.169(%arg0: tensor<4x512x512xbf16>, %arg1: tensor<4x512x512xbf16>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x512x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x512x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    return %7 : tensor<4x512x512xbf16>
  }
  func.func private @fused_computation.170(%arg0: tensor<4x512x512xbf16>, %arg1: tensor<4x512x512xbf16>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x512x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x512x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    return %7 : tensor<4x512x512xbf16>
  }
  func.func private @fused_computation.171(%arg0: tensor<4x512x512xbf16>, %arg1: tensor<4x512x512xbf16>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x512x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x512x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    return %7 : tensor<4x512x512xbf16>
  }
  func.func private @fused_computation.172(%arg0: tensor<4x512x1408xbf16>, %arg1: tensor<4x512x1408xbf16>) -> tensor<4x512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x1408xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x512x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x512x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
    return %7 : tensor<4x512x1408xbf16>
  }
  func.func private @fused_computation.173(%arg0: tensor<4x512x1408xbf16>, %arg1: tensor<4x512x1408xbf16>) -> tensor<4x512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x1408xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x512x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x512x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
    return %7 : tensor<4x512x1408xbf16>
  }
  func.func private @fused_computation.174(%arg0: tensor<4x1408x512xbf16>, %arg1: tensor<4x1408x512xbf16>) -> tensor<4x1408x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1408x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x1408x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x1408x512xf32>) -> tensor<4x1408x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x1408x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x1408x512xf32>) -> tensor<4x1408x512xbf16>
    return %7 : tensor<4x1408x512xbf16>
  }
  func.func private @fused_computation.175(%arg0: tensor<4x512xbf16>, %arg1: tensor<4x512xbf16>) -> tensor<4x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
    return %7 : tensor<4x512xbf16>
  }
  func.func private @fused_computation.176(%arg0: tensor<4x512xbf16>, %arg1: tensor<4x512xbf16>) -> tensor<4x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
    return %7 : tensor<4x512xbf16>
  }
  func.func private @fused_computation.177(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xf32>) -> tensor<512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512xbf16>) -> tensor<512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<512xf32>
    %5 = stablehlo.convert %4 : (tensor<512xf32>) -> tensor<512xbf16>
    %6 = stablehlo.convert %5 : (tensor<512xbf16>) -> tensor<512xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<512xf32>
    %8 = stablehlo.convert %7 : (tensor<512xf32>) -> tensor<512xbf16>
    return %8 : tensor<512xbf16>
  }
  func.func private @fused_computation.178(%arg0: tensor<1024x512xbf16>, %arg1: tensor<4x256x512xbf16>) -> tensor<4x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<4x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    return %5 : tensor<4x256x512xf32>
  }
  func.func private @fused_computation.179(%arg0: tensor<4096x512xf32>, %arg1: tensor<4096x512xbf16>) -> tensor<4096x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4096x512xf32>
    %5 = stablehlo.convert %4 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %6 = stablehlo.convert %5 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<4096x512xf32>
    %8 = stablehlo.convert %7 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    return %8 : tensor<4096x512xbf16>
  }
  func.func private @fused_computation.180(%arg0: tensor<4x256x512xbf16>) -> tensor<1024x1x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1024,1,512]{2,0,1}"} : (tensor<4x256x512xf32>) -> tensor<1024x1x512xf32>
    %2 = mhlo.copy %1 : tensor<1024x1x512xf32>
    return %2 : tensor<1024x1x512xf32>
  }
  func.func private @fused_computation.181(%arg0: tensor<4x256x1xf32>, %arg1: tensor<4x256x1xf32>, %arg2: tensor<1024x512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<4x256x1xf32>, %arg5: tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %2 = stablehlo.convert %arg3 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<4x256x512xf32>
    %5 = mhlo.bitcast %arg4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<4x256x512xf32>
    %8 = stablehlo.convert %arg5 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %10 = stablehlo.multiply %arg1, %9 : tensor<4x256x1xf32>
    %11 = stablehlo.multiply %arg0, %10 : tensor<4x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<4x256x1xf32>
    %14 = mhlo.bitcast %13 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %16 = stablehlo.multiply %8, %15 : tensor<4x256x512xf32>
    %17 = stablehlo.add %7, %16 : tensor<4x256x512xf32>
    %18 = stablehlo.add %17, %16 : tensor<4x256x512xf32>
    %19 = stablehlo.convert %18 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    return %19 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.182(%arg0: tensor<4x256x1xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %5 = mhlo.copy %4 : tensor<4x256x1xf32>
    %6 = stablehlo.divide %arg0, %5 : tensor<4x256x1xf32>
    return %6 : tensor<4x256x1xf32>
  }
  func.func private @fused_computation.183(%arg0: tensor<1024x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<4x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<4x256x512xf32>
    return %4 : tensor<4x256x512xf32>
  }
  func.func private @fused_computation.184(%arg0: tensor<4x256x4096xbf16>) -> tensor<1024x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x4096xbf16>) -> tensor<4x256x4096xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x4096xf32>) -> tensor<1024x4096xf32>
    return %1 : tensor<1024x4096xf32>
  }
  func.func private @fused_computation.185(%arg0: tensor<4x256x4096xf32>, %arg1: tensor<4x256x4096xf32>, %arg2: tensor<4x256xf32>) -> tensor<4x256x4096xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x4096xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<4x256x4096xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<4x256x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<4x256x4096xf32>) -> tensor<4x256x4096xbf16>
    return %3 : tensor<4x256x4096xbf16>
  }
  func.func private @fused_computation.186(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.negate %arg1 : tensor<4x256xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<4x256xf32>
    return %1 : tensor<4x256xf32>
  }
  func.func private @fused_computation.187(%arg0: tensor<512xbf16>, %arg1: tensor<4x256x512xbf16>) -> tensor<1024x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<4x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
    return %6 : tensor<1024x512xf32>
  }
  func.func private @fused_computation.188(%arg0: tensor<4x256x1xf32>, %arg1: tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<4x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    return %4 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.189(%arg0: tensor<4x256xf32>) -> tensor<4x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %5 = mhlo.copy %4 : tensor<4x256x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<4x256x1xf32>
    return %6 : tensor<4x256x1xf32>
  }
  func.func private @fused_computation.190() -> tensor<4x8x256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<4x8x256x256xi1>
    return %3 : tensor<4x8x256x256xi1>
  }
  func.func private @fused_computation.191(%arg0: tensor<32xf32>) -> tensor<1x256x1x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<256x32xf32>
    %3 = stablehlo.sine %2 : tensor<256x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    return %4 : tensor<1x256x1x32xf32>
  }
  func.func private @fused_computation.192(%arg0: tensor<32xf32>) -> tensor<1x256x1x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<256x32xf32>
    %3 = stablehlo.cosine %2 : tensor<256x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    return %4 : tensor<1x256x1x32xf32>
  }
  func.func private @fused_computation.193() -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.iota dim = 0 : tensor<32xf32>
    %2 = stablehlo.negate %1 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32xf32>
    %5 = stablehlo.power %0, %4 : tensor<32xf32>
    return %5 : tensor<32xf32>
  }
  func.func private @fused_computation.194(%arg0: tensor<4x256xi32>, %arg1: tensor<4096x512xbf16>) -> tensor<4x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x256xi32>
    %2 = stablehlo.compare LT, %arg0, %1 : (tensor<4x256xi32>, tensor<4x256xi32>) -> tensor<4x256xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x256xi32>
    %4 = stablehlo.add %arg0, %3 : tensor<4x256xi32>
    %5 = stablehlo.select %2, %4, %arg0 : tensor<4x256xi1>, tensor<4x256xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[1024,1]{0,1}"} : (tensor<4x256xi32>) -> tensor<1024x1xi32>
    %7 = mhlo.copy %6 : tensor<1024x1xi32>
    %8 = "stablehlo.gather"(%0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xf32>, tensor<1024x1xi32>) -> tensor<1024x1x512xf32>
    %9 = stablehlo.convert %8 : (tensor<1024x1x512xf32>) -> tensor<1024x1x512xbf16>
    %10 = mhlo.bitcast %9 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1024x1x512xbf16>) -> tensor<4x256x512xbf16>
    return %10 : tensor<4x256x512xbf16>
  }
  func.func private @fused_computation.195(%arg0: tensor<4x256xi32>) -> tensor<1024x3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x256x1x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x256x1x1xi32>
    %2 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xi32>) -> tensor<4x256x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
    %4 = stablehlo.compare LT, %2, %3 : (tensor<4x256x1xi32>, tensor<4x256x1xi32>) -> tensor<4x256x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<4x256x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<4x256x1xi1>, tensor<4x256x1xi32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xi32>) -> tensor<4x256x1x1xi32>
    %9 = stablehlo.concatenate %0, %1, %8, dim = 3 : (tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>) -> tensor<4x256x1x3xi32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x1x3xi32>) -> tensor<1024x3xi32>
    return %10 : tensor<1024x3xi32>
  }
  func.func private @fused_computation.196(%arg0: tensor<4x256xi32>) -> tensor<4x256x1x3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x256x1x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x256x1x1xi32>
    %2 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xi32>) -> tensor<4x256x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
    %4 = stablehlo.compare LT, %2, %3 : (tensor<4x256x1xi32>, tensor<4x256x1xi32>) -> tensor<4x256x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<4x256x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<4x256x1xi1>, tensor<4x256x1xi32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xi32>) -> tensor<4x256x1x1xi32>
    %9 = stablehlo.concatenate %0, %1, %8, dim = 3 : (tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>) -> tensor<4x256x1x3xi32>
    return %9 : tensor<4x256x1x3xi32>
  }
  func.func private @fused_computation.197(%arg0: tensor<4x256xi32>) -> tensor<1024x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x256xi32>
    %1 = stablehlo.compare LT, %arg0, %0 : (tensor<4x256xi32>, tensor<4x256xi32>) -> tensor<4x256xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x256xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<4x256xi1>, tensor<4x256xi32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[1024,1]{0,1}"} : (tensor<4x256xi32>) -> tensor<1024x1xi32>
    %6 = mhlo.copy %5 : tensor<1024x1xi32>
    return %6 : tensor<1024x1xi32>
  }
  func.func private @fused_computation.198(%arg0: tensor<bf16>) -> tensor<4096x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<bf16>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    return %1 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.199(%arg0: tensor<ui32>) -> tensor<bf16> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.compare NE, %arg0, %c : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.select %0, %cst, %cst : tensor<i1>, tensor<f32>
    %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
    return %2 : tensor<bf16>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<4x4x256x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x4x256x512xf32>
    return %0 : tensor<4x4x256x512xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<4x4x256x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x4x256x1xf32>
    return %0 : tensor<4x4x256x1xf32>
  }
  func.func private @wrapped_broadcast_computation.2(%arg0: tensor<bf16>) -> tensor<4x1x1x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x1x1x512xbf16>
    return %0 : tensor<4x1x1x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.3(%arg0: tensor<bf16>) -> tensor<4x4x256x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x4x256x512xbf16>
    return %0 : tensor<4x4x256x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.4(%arg0: tensor<bf16>) -> tensor<4x4x256x8x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x4x256x8x64xbf16>
    return %0 : tensor<4x4x256x8x64xbf16>
  }
  func.func private @wrapped_broadcast_computation.5(%arg0: tensor<f32>) -> tensor<4x4x8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x4x8x256x256xf32>
    return %0 : tensor<4x4x8x256x256xf32>
  }
  func.func private @wrapped_broadcast_computation.6(%arg0: tensor<f32>) -> tensor<4x4x8x256x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x4x8x256x1xf32>
    return %0 : tensor<4x4x8x256x1xf32>
  }
  func.func private @wrapped_broadcast_computation.7(%arg0: tensor<bf16>) -> tensor<4x4x8x256x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x4x8x256x256xbf16>
    return %0 : tensor<4x4x8x256x256xbf16>
  }
  func.func private @wrapped_broadcast_computation.8(%arg0: tensor<bf16>) -> tensor<4x4x256x1408xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x4x256x1408xbf16>
    return %0 : tensor<4x4x256x1408xbf16>
  }
  func.func private @wrapped_broadcast_computation.9(%arg0: tensor<f32>) -> tensor<4x8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    return %0 : tensor<4x8x256x256xf32>
  }
  func.func private @wrapped_convert_computation(%arg0: tensor<4x512xbf16>) -> tensor<4x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    return %0 : tensor<4x512xf32>
  }
  func.func private @wrapped_convert_computation.1(%arg0: tensor<4x512x512xbf16>) -> tensor<4x512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    return %0 : tensor<4x512x512xf32>
  }
  func.func private @wrapped_convert_computation.2(%arg0: tensor<4x512x512xbf16>) -> tensor<4x512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    return %0 : tensor<4x512x512xf32>
  }
  func.func private @wrapped_convert_computation.3(%arg0: tensor<4x512x512xbf16>) -> tensor<4x512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    return %0 : tensor<4x512x512xf32>
  }
  func.func private @wrapped_convert_computation.4(%arg0: tensor<4x512x512xbf16>) -> tensor<4x512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    return %0 : tensor<4x512x512xf32>
  }
  func.func private @wrapped_convert_computation.5(%arg0: tensor<4x512xbf16>) -> tensor<4x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    return %0 : tensor<4x512xf32>
  }
  func.func private @wrapped_convert_computation.6(%arg0: tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    return %0 : tensor<4x512x1408xf32>
  }
  func.func private @wrapped_convert_computation.7(%arg0: tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    return %0 : tensor<4x512x1408xf32>
  }
  func.func private @wrapped_convert_computation.8(%arg0: tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
    return %0 : tensor<4x1408x512xf32>
  }
  func.func private @wrapped_copy_computation(%arg0: tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32> {
    %0 = mhlo.copy %arg0 : tensor<1x256x1x32xf32>
    return %0 : tensor<1x256x1x32xf32>
  }
  func.func private @wrapped_copy_computation.1(%arg0: tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32> {
    %0 = mhlo.copy %arg0 : tensor<1x256x1x32xf32>
    return %0 : tensor<1x256x1x32xf32>
  }
  func.func private @wrapped_add_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @wrapped_convert_computation.9(%arg0: tensor<4x256x512xbf16>) -> tensor<4x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    return %0 : tensor<4x256x512xf32>
  }
  func.func private @wrapped_convert_computation.10(%arg0: tensor<1024x512xf32>) -> tensor<1024x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    return %0 : tensor<1024x512xbf16>
  }
  func.func private @wrapped_convert_computation.11(%arg0: tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
    return %0 : tensor<4x8x256x256xf32>
  }
  func.func private @wrapped_convert_computation.12(%arg0: tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
    return %0 : tensor<4x8x64x256xbf16>
  }
  func.func private @wrapped_convert_computation.13(%arg0: tensor<1024x1408xf32>) -> tensor<1024x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    return %0 : tensor<1024x1408xbf16>
  }
  func.func private @wrapped_convert_computation.14(%arg0: tensor<1024x1408xf32>) -> tensor<1024x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    return %0 : tensor<1024x1408xbf16>
  }
  func.func private @wrapped_convert_computation.15(%arg0: tensor<1024x1408xbf16>) -> tensor<1024x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    return %0 : tensor<1024x1408xf32>
  }
  func.func private @wide.region_1.6_spmd.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<4x256x512xbf16>, %arg2: tensor<4x4x256x512xf32>, %arg3: tensor<4x4x256x1xf32>, %arg4: tensor<4x4x256x1xf32>, %arg5: tensor<4x1x1x512xbf16>, %arg6: tensor<4x4x256x512xbf16>, %arg7: tensor<4x4x256x512xbf16>, %arg8: tensor<4x4x256x8x64xbf16>, %arg9: tensor<4x4x256x8x64xbf16>, %arg10: tensor<4x4x8x256x256xf32>, %arg11: tensor<4x4x8x256x1xf32>, %arg12: tensor<4x4x8x256x1xf32>, %arg13: tensor<4x4x8x256x256xbf16>, %arg14: tensor<4x4x256x8x64xbf16>, %arg15: tensor<4x4x256x512xbf16>, %arg16: tensor<4x4x256x512xf32>, %arg17: tensor<4x4x256x1xf32>, %arg18: tensor<4x4x256x1xf32>, %arg19: tensor<4x1x1x512xbf16>, %arg20: tensor<4x4x256x512xbf16>, %arg21: tensor<4x4x256x512xbf16>, %arg22: tensor<4x4x256x1408xbf16>, %arg23: tensor<4x4x256x1408xbf16>, %arg24: tensor<4x4x256x1408xbf16>, %arg25: tensor<4x4x256x1408xbf16>, %arg26: tensor<4x4x256x1408xbf16>, %arg27: tensor<4x4x256x1408xbf16>, %arg28: tensor<1x256x1x32xf32>, %arg29: tensor<1x256x1x32xf32>, %arg30: tensor<4x8x256x256xi1>, %arg31: tensor<4x8x256x256xf32>, %arg32: tensor<4x512xf32>, %arg33: tensor<4x512x512xf32>, %arg34: tensor<4x512x512xf32>, %arg35: tensor<4x512x512xf32>, %arg36: tensor<4x512x512xf32>, %arg37: tensor<4x512xf32>, %arg38: tensor<4x512x1408xf32>, %arg39: tensor<4x512x1408xf32>, %arg40: tensor<4x1408x512xf32>) -> (tensor<i32>, tensor<4x256x512xbf16>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x8x256x256xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x256xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>, tensor<4x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512xf32>, tensor<4x512x1408xf32>, tensor<4x512x1408xf32>, tensor<4x1408x512xf32>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>):
      %80 = stablehlo.add %arg41, %arg42 : tensor<i32>
      mhlo.return %80 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "mhlo.fusion"(%arg37, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
      %81 = stablehlo.convert %80 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
      mhlo.return %81 : tensor<1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512xf32>, tensor<i32>) -> tensor<1x512xbf16>
    %3 = "mhlo.fusion"(%arg32, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
      %81 = stablehlo.convert %80 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
      mhlo.return %81 : tensor<1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512xf32>, tensor<i32>) -> tensor<1x512xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = mhlo.copy %arg1 : tensor<4x256x512xbf16>
    %5 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg41 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      mhlo.return %80 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %6 = "mhlo.fusion"(%cst, %5) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<4x256x512xf32>):
      %80 = stablehlo.multiply %arg42, %arg42 : tensor<4x256x512xf32>
      %81 = stablehlo.reduce(%80 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
      mhlo.return %81 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>) -> tensor<4x256xf32>
    %7 = "mhlo.fusion"(%6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x256xf32>):
      %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %81 = stablehlo.multiply %arg41, %80 : tensor<4x256xf32>
      %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %83 = stablehlo.add %81, %82 : tensor<4x256xf32>
      %84 = mhlo.bitcast %83 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      %85 = mhlo.copy %84 : tensor<4x256x1xf32>
      %86 = stablehlo.rsqrt %85 : tensor<4x256x1xf32>
      mhlo.return %86 : tensor<4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %8 = "mhlo.fusion"(%7, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x256x1xf32>, %arg42: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %81 = mhlo.bitcast %arg41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
      %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
      %83 = stablehlo.multiply %80, %82 : tensor<4x256x512xf32>
      %84 = stablehlo.convert %83 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      mhlo.return %84 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %9 = "mhlo.fusion"(%3, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x512xbf16>, %arg42: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %81 = stablehlo.convert %arg41 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
      %83 = stablehlo.broadcast_in_dim %82, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
      %84 = stablehlo.multiply %80, %83 : tensor<4x256x512xf32>
      %85 = stablehlo.convert %84 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      mhlo.return %85 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %10 = "mhlo.fusion"(%9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg41 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %81 = mhlo.bitcast %80 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %81 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<1024x512xf32>
    %11 = "mhlo.fusion"(%arg33, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
      %81 = stablehlo.convert %80 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
      %82 = stablehlo.convert %81 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %83 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %12 = "mhlo.fusion"(%10, %11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>, %arg42: tensor<512x512xf32>):
      %80 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %80 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    %13 = "mhlo.fusion"(%12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>):
      %80 = stablehlo.convert %arg41 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      mhlo.return %80 : tensor<1024x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %14 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x512xbf16>):
      %80 = stablehlo.convert %arg41 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %81 = mhlo.bitcast %80 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
      %82 = stablehlo.transpose %81, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
      %83 = mhlo.copy %82 : tensor<4x8x64x256xf32>
      mhlo.return %83 : tensor<4x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xbf16>) -> tensor<4x8x64x256xf32>
    %15 = "mhlo.fusion"(%arg34, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
      %81 = stablehlo.convert %80 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
      %82 = stablehlo.convert %81 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %83 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %16 = "mhlo.fusion"(%10, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>, %arg42: tensor<512x512xf32>):
      %80 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %80 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    %17 = "mhlo.fusion"(%arg29, %arg28, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x256x1x32xf32>, %arg42: tensor<1x256x1x32xf32>, %arg43: tensor<1024x512xf32>):
      %80 = stablehlo.convert %arg43 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %81 = stablehlo.convert %80 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
      %83 = stablehlo.slice %82 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
      %84 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
      %86 = stablehlo.multiply %83, %85 : tensor<4x256x8x32xf32>
      %87 = stablehlo.slice %82 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
      %88 = mhlo.bitcast %arg41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %89 = stablehlo.broadcast_in_dim %88, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
      %90 = stablehlo.multiply %87, %89 : tensor<4x256x8x32xf32>
      %91 = stablehlo.subtract %86, %90 : tensor<4x256x8x32xf32>
      %92 = stablehlo.multiply %83, %89 : tensor<4x256x8x32xf32>
      %93 = stablehlo.multiply %87, %85 : tensor<4x256x8x32xf32>
      %94 = stablehlo.add %92, %93 : tensor<4x256x8x32xf32>
      %95 = stablehlo.concatenate %91, %94, dim = 3 : (tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>) -> tensor<4x256x8x64xf32>
      %96 = stablehlo.convert %95 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
      mhlo.return %96 : tensor<4x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1024x512xf32>) -> tensor<4x256x8x64xbf16>
    %18 = "mhlo.fusion"(%17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x256x8x64xbf16>):
      %80 = stablehlo.convert %arg41 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %81 = stablehlo.transpose %80, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
      %82 = mhlo.copy %81 : tensor<4x8x256x64xf32>
      mhlo.return %82 : tensor<4x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<4x8x256x64xf32>
    %19 = "mhlo.fusion"(%arg35, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
      %81 = stablehlo.convert %80 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
      %82 = stablehlo.convert %81 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %83 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %20 = "mhlo.fusion"(%10, %19) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>, %arg42: tensor<512x512xf32>):
      %80 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %80 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    %21 = "mhlo.fusion"(%20, %arg29, %arg28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>, %arg42: tensor<1x256x1x32xf32>, %arg43: tensor<1x256x1x32xf32>):
      %80 = stablehlo.convert %arg41 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %81 = stablehlo.convert %80 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
      %83 = stablehlo.slice %82 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
      %84 = mhlo.bitcast %arg43 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
      %86 = stablehlo.multiply %83, %85 : tensor<4x256x8x32xf32>
      %87 = stablehlo.slice %82 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
      %88 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %89 = stablehlo.broadcast_in_dim %88, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
      %90 = stablehlo.multiply %87, %89 : tensor<4x256x8x32xf32>
      %91 = stablehlo.subtract %86, %90 : tensor<4x256x8x32xf32>
      %92 = stablehlo.multiply %83, %89 : tensor<4x256x8x32xf32>
      %93 = stablehlo.multiply %87, %85 : tensor<4x256x8x32xf32>
      %94 = stablehlo.add %92, %93 : tensor<4x256x8x32xf32>
      %95 = stablehlo.concatenate %91, %94, dim = 3 : (tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>) -> tensor<4x256x8x64xf32>
      %96 = stablehlo.convert %95 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
      mhlo.return %96 : tensor<4x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>) -> tensor<4x256x8x64xbf16>
    %22 = "mhlo.fusion"(%21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x256x8x64xbf16>):
      %80 = stablehlo.convert %arg41 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %81 = stablehlo.transpose %80, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
      %82 = mhlo.copy %81 : tensor<4x8x64x256xf32>
      mhlo.return %82 : tensor<4x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<4x8x64x256xf32>
    %23 = "mhlo.fusion"(%18, %22) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<4x8x256x64xf32>, %arg42: tensor<4x8x64x256xf32>):
      %80 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32>
      mhlo.return %80 : tensor<4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32>
    %24 = "mhlo.fusion"(%arg30, %arg31, %23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x8x256x256xi1>, %arg42: tensor<4x8x256x256xf32>, %arg43: tensor<4x8x256x256xf32>):
      %80 = stablehlo.convert %arg43 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
      %81 = stablehlo.convert %80 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
      %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
      %83 = stablehlo.multiply %81, %82 : tensor<4x8x256x256xf32>
      %84 = stablehlo.select %arg41, %83, %arg42 : tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>
      mhlo.return %84 : tensor<4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
    %25 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<4x8x256x256xf32>):
      %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %80 = stablehlo.reduce(%arg41 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
      %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
      %82 = stablehlo.subtract %arg41, %81 : tensor<4x8x256x256xf32>
      %83 = stablehlo.exponential %82 : tensor<4x8x256x256xf32>
      mhlo.return %83 : tensor<4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
    %26 = "mhlo.fusion"(%25, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<4x8x256x256xf32>, %arg42: tensor<f32>):
      %80 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
      mhlo.return %80 : tensor<4x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %27 = "mhlo.fusion"(%26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x8x256xf32>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x256xf32>
      %81 = stablehlo.divide %80, %arg41 : tensor<4x8x256xf32>
      mhlo.return %81 : tensor<4x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x256xf32>) -> tensor<4x8x256xf32>
    %28 = "mhlo.fusion"(%25, %27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x8x256x256xf32>, %arg42: tensor<4x8x256xf32>):
      %80 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
      %81 = stablehlo.multiply %arg41, %80 : tensor<4x8x256x256xf32>
      %82 = stablehlo.convert %81 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
      mhlo.return %82 : tensor<4x8x256x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x8x256x256xf32>, tensor<4x8x256xf32>) -> tensor<4x8x256x256xbf16>
    %29 = "mhlo.fusion"(%28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x8x256x256xbf16>):
      %80 = stablehlo.convert %arg41 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
      mhlo.return %80 : tensor<4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
    %30 = "mhlo.fusion"(%14, %29) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<4x8x64x256xf32>, %arg42: tensor<4x8x256x256xf32>):
      %80 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
      mhlo.return %80 : tensor<4x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
    %31 = "mhlo.fusion"(%30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x8x64x256xf32>):
      %80 = stablehlo.convert %arg41 : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
      mhlo.return %80 : tensor<4x8x64x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
    %32 = "mhlo.fusion"(%31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x8x64x256xbf16>):
      %80 = stablehlo.convert %arg41 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
      %81 = stablehlo.transpose %80, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
      %82 = mhlo.copy %81 : tensor<4x256x8x64xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
      mhlo.return %83 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x64x256xbf16>) -> tensor<1024x512xf32>
    %33 = "mhlo.fusion"(%arg36, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
      %81 = stablehlo.convert %80 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
      %82 = stablehlo.convert %81 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %83 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %34 = "mhlo.fusion"(%32, %33) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>, %arg42: tensor<512x512xf32>):
      %80 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %80 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    %35 = "mhlo.fusion"(%34, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>, %arg42: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %81 = stablehlo.convert %arg41 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %82 = stablehlo.convert %81 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %84 = stablehlo.add %80, %83 : tensor<4x256x512xf32>
      mhlo.return %84 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %36 = "mhlo.fusion"(%cst, %35) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<4x256x512xf32>):
      %80 = stablehlo.multiply %arg42, %arg42 : tensor<4x256x512xf32>
      %81 = stablehlo.reduce(%80 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
      mhlo.return %81 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>) -> tensor<4x256xf32>
    %37 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x256xf32>):
      %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %81 = stablehlo.multiply %arg41, %80 : tensor<4x256xf32>
      %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %83 = stablehlo.add %81, %82 : tensor<4x256xf32>
      %84 = mhlo.bitcast %83 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      %85 = mhlo.copy %84 : tensor<4x256x1xf32>
      %86 = stablehlo.rsqrt %85 : tensor<4x256x1xf32>
      mhlo.return %86 : tensor<4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %38 = "mhlo.fusion"(%35, %37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x256x512xf32>, %arg42: tensor<4x256x1xf32>):
      %80 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
      %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
      %82 = stablehlo.multiply %arg41, %81 : tensor<4x256x512xf32>
      %83 = stablehlo.convert %82 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      mhlo.return %83 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xf32>, tensor<4x256x1xf32>) -> tensor<4x256x512xbf16>
    %39 = "mhlo.fusion"(%2, %38) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x512xbf16>, %arg42: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %81 = stablehlo.convert %arg41 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
      %83 = stablehlo.broadcast_in_dim %82, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
      %84 = stablehlo.multiply %80, %83 : tensor<4x256x512xf32>
      %85 = stablehlo.convert %84 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      mhlo.return %85 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %40 = "mhlo.fusion"(%39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg41 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %81 = mhlo.bitcast %80 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %81 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<1024x512xf32>
    %41 = "mhlo.fusion"(%arg39, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512x1408xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
      %81 = stablehlo.convert %80 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
      %82 = stablehlo.convert %81 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %83 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
    %42 = "mhlo.fusion"(%40, %41) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>, %arg42: tensor<512x1408xf32>):
      %80 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
      mhlo.return %80 : tensor<1024x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
    %43 = "mhlo.fusion"(%42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x1408xf32>):
      %80 = stablehlo.convert %arg41 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      mhlo.return %80 : tensor<1024x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    %44 = "mhlo.fusion"(%arg38, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512x1408xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
      %81 = stablehlo.convert %80 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
      %82 = stablehlo.convert %81 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %83 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
    %45 = "mhlo.fusion"(%40, %44) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>, %arg42: tensor<512x1408xf32>):
      %80 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
      mhlo.return %80 : tensor<1024x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
    %46 = "mhlo.fusion"(%45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x1408xf32>):
      %80 = stablehlo.convert %arg41 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      mhlo.return %80 : tensor<1024x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    %47 = "mhlo.fusion"(%46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x1408xbf16>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1408xf32>
      %81 = stablehlo.convert %arg41 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %82 = stablehlo.negate %81 : tensor<1024x1408xf32>
      %83 = stablehlo.convert %82 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      %84 = stablehlo.convert %83 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %85 = stablehlo.exponential %84 : tensor<1024x1408xf32>
      %86 = stablehlo.convert %85 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      %87 = stablehlo.convert %86 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %88 = stablehlo.add %87, %80 : tensor<1024x1408xf32>
      %89 = stablehlo.convert %88 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      %90 = stablehlo.convert %89 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %91 = stablehlo.divide %80, %90 : tensor<1024x1408xf32>
      %92 = stablehlo.convert %91 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      mhlo.return %92 : tensor<1024x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>) -> tensor<1024x1408xbf16>
    %48 = "mhlo.fusion"(%47, %46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x1408xbf16>, %arg42: tensor<1024x1408xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %81 = stablehlo.convert %arg41 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %82 = stablehlo.multiply %80, %81 : tensor<1024x1408xf32>
      %83 = stablehlo.convert %82 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      mhlo.return %83 : tensor<1024x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<1024x1408xbf16>
    %49 = "mhlo.fusion"(%43, %48) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x1408xbf16>, %arg42: tensor<1024x1408xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %81 = stablehlo.convert %arg41 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %82 = stablehlo.multiply %80, %81 : tensor<1024x1408xf32>
      %83 = stablehlo.convert %82 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      mhlo.return %83 : tensor<1024x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<1024x1408xbf16>
    %50 = "mhlo.fusion"(%49) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x1408xbf16>):
      %80 = stablehlo.convert %arg41 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      mhlo.return %80 : tensor<1024x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
    %51 = "mhlo.fusion"(%arg40, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x1408x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %80 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 1408, 512] : (tensor<4x1408x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1408x512xf32>
      %81 = stablehlo.convert %80 : (tensor<1x1408x512xf32>) -> tensor<1x1408x512xbf16>
      %82 = stablehlo.convert %81 : (tensor<1x1408x512xbf16>) -> tensor<1x1408x512xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1408x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %83 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1408x512xf32>, tensor<i32>) -> tensor<1408x512xf32>
    %52 = "mhlo.fusion"(%50, %51) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1024x1408xf32>, %arg42: tensor<1408x512xf32>):
      %80 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1024x1408xf32>, tensor<1408x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %80 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>, tensor<1408x512xf32>) -> tensor<1024x512xf32>
    %53 = "mhlo.fusion"(%52, %35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1024x512xf32>, %arg42: tensor<4x256x512xf32>):
      %80 = stablehlo.convert %arg42 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      %81 = stablehlo.convert %80 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %82 = stablehlo.convert %arg41 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %83 = stablehlo.convert %82 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %84 = mhlo.bitcast %83 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %85 = stablehlo.add %81, %84 : tensor<4x256x512xf32>
      %86 = stablehlo.convert %85 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      mhlo.return %86 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %54 = "mhlo.fusion"(%arg2, %0, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x4x256x512xf32>, %arg42: tensor<i32>, %arg43: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg43 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %81 = mhlo.bitcast %80 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %82 = stablehlo.dynamic_update_slice %arg41, %81, %arg42, %c_0, %c_0, %c_0 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
      mhlo.return %82 : tensor<4x4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %55 = "mhlo.fusion"(%arg3, %0, %7, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x4x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<4x256x1xf32>, %arg44: tensor<4x256xf32>):
      %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %81 = stablehlo.multiply %arg44, %80 : tensor<4x256xf32>
      %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %83 = stablehlo.add %81, %82 : tensor<4x256xf32>
      %84 = mhlo.bitcast %83 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      %85 = mhlo.copy %84 : tensor<4x256x1xf32>
      %86 = stablehlo.divide %arg43, %85 : tensor<4x256x1xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %87 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
      %88 = stablehlo.multiply %86, %87 : tensor<4x256x1xf32>
      %89 = mhlo.bitcast %88 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %90 = stablehlo.dynamic_update_slice %arg41, %89, %arg42, %c_3, %c_3, %c_3 : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
      mhlo.return %90 : tensor<4x4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<4x256x1xf32>, tensor<4x256xf32>) -> tensor<4x4x256x1xf32>
    %56 = "mhlo.fusion"(%arg4, %0, %7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x4x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<4x256x1xf32>):
      %80 = mhlo.bitcast %arg43 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %81 = stablehlo.dynamic_update_slice %arg41, %80, %arg42, %c_0, %c_0, %c_0 : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
      mhlo.return %81 : tensor<4x4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<4x256x1xf32>) -> tensor<4x4x256x1xf32>
    %57 = "mhlo.fusion"(%0, %arg5, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x1x1x512xbf16>, %arg43: tensor<1x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
      %81 = stablehlo.convert %arg43 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
      %84 = stablehlo.convert %83 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
      mhlo.return %84 : tensor<4x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x1x1x512xbf16>, tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16>
    %58 = "mhlo.fusion"(%0, %arg6, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x512xbf16>, %arg43: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      %81 = stablehlo.convert %arg43 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
      mhlo.return %84 : tensor<4x4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16>
    %59 = "mhlo.fusion"(%0, %arg7, %9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x512xbf16>, %arg43: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      %81 = stablehlo.convert %arg43 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
      mhlo.return %84 : tensor<4x4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16>
    %60 = "mhlo.fusion"(%0, %arg8, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x8x64xbf16>, %arg43: tensor<4x256x8x64xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
      %81 = stablehlo.convert %arg43 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1x4x256x8x64xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0, %c_0 : (tensor<4x4x256x8x64xf32>, tensor<1x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x8x64xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x8x64xf32>) -> tensor<4x4x256x8x64xbf16>
      mhlo.return %84 : tensor<4x4x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x8x64xbf16>, tensor<4x256x8x64xbf16>) -> tensor<4x4x256x8x64xbf16>
    %61 = "mhlo.fusion"(%0, %arg9, %17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x8x64xbf16>, %arg43: tensor<4x256x8x64xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
      %81 = stablehlo.convert %arg43 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1x4x256x8x64xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0, %c_0 : (tensor<4x4x256x8x64xf32>, tensor<1x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x8x64xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x8x64xf32>) -> tensor<4x4x256x8x64xbf16>
      mhlo.return %84 : tensor<4x4x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x8x64xbf16>, tensor<4x256x8x64xbf16>) -> tensor<4x4x256x8x64xbf16>
    %62 = "mhlo.fusion"(%arg10, %0, %25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x4x8x256x256xf32>, %arg42: tensor<i32>, %arg43: tensor<4x8x256x256xf32>):
      %80 = mhlo.bitcast %arg43 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x8x256x256xf32>) -> tensor<1x4x8x256x256xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %81 = stablehlo.dynamic_update_slice %arg41, %80, %arg42, %c_0, %c_0, %c_0, %c_0 : (tensor<4x4x8x256x256xf32>, tensor<1x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x256xf32>
      mhlo.return %81 : tensor<4x4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x8x256x256xf32>, tensor<i32>, tensor<4x8x256x256xf32>) -> tensor<4x4x8x256x256xf32>
    %63 = "mhlo.fusion"(%arg11, %0, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x4x8x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<4x8x256xf32>):
      %80 = mhlo.bitcast %arg43 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x8x256xf32>) -> tensor<1x4x8x256x1xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %81 = stablehlo.dynamic_update_slice %arg41, %80, %arg42, %c_0, %c_0, %c_0, %c_0 : (tensor<4x4x8x256x1xf32>, tensor<1x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x1xf32>
      mhlo.return %81 : tensor<4x4x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<4x8x256xf32>) -> tensor<4x4x8x256x1xf32>
    %64 = "mhlo.fusion"(%arg12, %0, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x4x8x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<4x8x256xf32>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x256xf32>
      %81 = stablehlo.multiply %arg43, %arg43 : tensor<4x8x256xf32>
      %82 = stablehlo.divide %80, %81 : tensor<4x8x256xf32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[3, 2, 1, 4, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,8,256,1]{3,2,1,4,0}"} : (tensor<4x8x256xf32>) -> tensor<1x4x8x256x1xf32>
      %84 = mhlo.copy %83 : tensor<1x4x8x256x1xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %85 = stablehlo.dynamic_update_slice %arg41, %84, %arg42, %c_1, %c_1, %c_1, %c_1 : (tensor<4x4x8x256x1xf32>, tensor<1x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x1xf32>
      mhlo.return %85 : tensor<4x4x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<4x8x256xf32>) -> tensor<4x4x8x256x1xf32>
    %65 = "mhlo.fusion"(%0, %arg13, %28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x8x256x256xbf16>, %arg43: tensor<4x8x256x256xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x8x256x256xbf16>) -> tensor<4x4x8x256x256xf32>
      %81 = stablehlo.convert %arg43 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x8x256x256xf32>) -> tensor<1x4x8x256x256xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0, %c_0 : (tensor<4x4x8x256x256xf32>, tensor<1x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x256xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x8x256x256xf32>) -> tensor<4x4x8x256x256xbf16>
      mhlo.return %84 : tensor<4x4x8x256x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x8x256x256xbf16>, tensor<4x8x256x256xbf16>) -> tensor<4x4x8x256x256xbf16>
    %66 = "mhlo.fusion"(%0, %arg14, %13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x8x64xbf16>, %arg43: tensor<1024x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
      %81 = stablehlo.convert %arg43 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<1x4x256x8x64xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0, %c_0 : (tensor<4x4x256x8x64xf32>, tensor<1x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x8x64xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x8x64xf32>) -> tensor<4x4x256x8x64xbf16>
      mhlo.return %84 : tensor<4x4x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x8x64xbf16>, tensor<1024x512xbf16>) -> tensor<4x4x256x8x64xbf16>
    %67 = "mhlo.fusion"(%0, %arg15, %31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x512xbf16>, %arg43: tensor<4x8x64x256xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      %81 = stablehlo.convert %arg43 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
      %82 = stablehlo.transpose %81, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
      %83 = mhlo.copy %82 : tensor<4x256x8x64xf32>
      %84 = mhlo.bitcast %83 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1x4x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %85 = stablehlo.dynamic_update_slice %80, %84, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
      %86 = stablehlo.convert %85 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
      mhlo.return %86 : tensor<4x4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x8x64x256xbf16>) -> tensor<4x4x256x512xbf16>
    %68 = "mhlo.fusion"(%arg16, %0, %35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x4x256x512xf32>, %arg42: tensor<i32>, %arg43: tensor<4x256x512xf32>):
      %80 = mhlo.bitcast %arg43 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %81 = stablehlo.dynamic_update_slice %arg41, %80, %arg42, %c_0, %c_0, %c_0 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
      mhlo.return %81 : tensor<4x4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<4x256x512xf32>) -> tensor<4x4x256x512xf32>
    %69 = "mhlo.fusion"(%arg17, %0, %37, %36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x4x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<4x256x1xf32>, %arg44: tensor<4x256xf32>):
      %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %81 = stablehlo.multiply %arg44, %80 : tensor<4x256xf32>
      %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %83 = stablehlo.add %81, %82 : tensor<4x256xf32>
      %84 = mhlo.bitcast %83 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      %85 = mhlo.copy %84 : tensor<4x256x1xf32>
      %86 = stablehlo.divide %arg43, %85 : tensor<4x256x1xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %87 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
      %88 = stablehlo.multiply %86, %87 : tensor<4x256x1xf32>
      %89 = mhlo.bitcast %88 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %90 = stablehlo.dynamic_update_slice %arg41, %89, %arg42, %c_3, %c_3, %c_3 : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
      mhlo.return %90 : tensor<4x4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<4x256x1xf32>, tensor<4x256xf32>) -> tensor<4x4x256x1xf32>
    %70 = "mhlo.fusion"(%arg18, %0, %37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x4x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<4x256x1xf32>):
      %80 = mhlo.bitcast %arg43 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %81 = stablehlo.dynamic_update_slice %arg41, %80, %arg42, %c_0, %c_0, %c_0 : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
      mhlo.return %81 : tensor<4x4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<4x256x1xf32>) -> tensor<4x4x256x1xf32>
    %71 = "mhlo.fusion"(%0, %arg19, %2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x1x1x512xbf16>, %arg43: tensor<1x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
      %81 = stablehlo.convert %arg43 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
      %84 = stablehlo.convert %83 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
      mhlo.return %84 : tensor<4x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x1x1x512xbf16>, tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16>
    %72 = "mhlo.fusion"(%0, %arg20, %38) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x512xbf16>, %arg43: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      %81 = stablehlo.convert %arg43 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
      mhlo.return %84 : tensor<4x4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16>
    %73 = "mhlo.fusion"(%0, %arg21, %39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x512xbf16>, %arg43: tensor<4x256x512xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      %81 = stablehlo.convert %arg43 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
      mhlo.return %84 : tensor<4x4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16>
    %74 = "mhlo.fusion"(%0, %arg22, %47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x1408xbf16>, %arg43: tensor<1024x1408xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      %81 = stablehlo.convert %arg43 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1408xf32>
      %83 = stablehlo.subtract %82, %81 : tensor<1024x1408xf32>
      %84 = stablehlo.convert %83 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      %85 = stablehlo.convert %84 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %86 = stablehlo.multiply %81, %85 : tensor<1024x1408xf32>
      %87 = stablehlo.convert %86 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      %88 = stablehlo.convert %87 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %89 = mhlo.bitcast %88 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %90 = stablehlo.dynamic_update_slice %80, %89, %arg41, %c_1, %c_1, %c_1 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
      %91 = stablehlo.convert %90 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
      mhlo.return %91 : tensor<4x4x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
    %75 = "mhlo.fusion"(%0, %arg23, %47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x1408xbf16>, %arg43: tensor<1024x1408xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      %81 = stablehlo.convert %arg43 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
      mhlo.return %84 : tensor<4x4x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
    %76 = "mhlo.fusion"(%0, %arg24, %46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x1408xbf16>, %arg43: tensor<1024x1408xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      %81 = stablehlo.convert %arg43 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
      mhlo.return %84 : tensor<4x4x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
    %77 = "mhlo.fusion"(%0, %arg25, %43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x1408xbf16>, %arg43: tensor<1024x1408xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      %81 = stablehlo.convert %arg43 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
      mhlo.return %84 : tensor<4x4x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
    %78 = "mhlo.fusion"(%0, %arg26, %48) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x1408xbf16>, %arg43: tensor<1024x1408xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      %81 = stablehlo.convert %arg43 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
      mhlo.return %84 : tensor<4x4x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
    %79 = "mhlo.fusion"(%0, %arg27, %49) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x4x256x1408xbf16>, %arg43: tensor<1024x1408xbf16>):
      %80 = stablehlo.convert %arg42 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      %81 = stablehlo.convert %arg43 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %80, %82, %arg41, %c_0, %c_0, %c_0 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
      %84 = stablehlo.convert %83 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
      mhlo.return %84 : tensor<4x4x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
    return %1, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40 : tensor<i32>, tensor<4x256x512xbf16>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x8x256x256xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x256xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>, tensor<4x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512xf32>, tensor<4x512x1408xf32>, tensor<4x512x1408xf32>, tensor<4x1408x512xf32>
  }
  func.func private @wrapped_compare_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wide.region_6.7_spmd.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<4x256x512xbf16>, %arg2: tensor<4x4x256x512xf32>, %arg3: tensor<4x4x256x1xf32>, %arg4: tensor<4x4x256x1xf32>, %arg5: tensor<4x1x1x512xbf16>, %arg6: tensor<4x4x256x512xbf16>, %arg7: tensor<4x4x256x512xbf16>, %arg8: tensor<4x4x256x8x64xbf16>, %arg9: tensor<4x4x256x8x64xbf16>, %arg10: tensor<4x4x8x256x256xf32>, %arg11: tensor<4x4x8x256x1xf32>, %arg12: tensor<4x4x8x256x1xf32>, %arg13: tensor<4x4x8x256x256xbf16>, %arg14: tensor<4x4x256x8x64xbf16>, %arg15: tensor<4x4x256x512xbf16>, %arg16: tensor<4x4x256x512xf32>, %arg17: tensor<4x4x256x1xf32>, %arg18: tensor<4x4x256x1xf32>, %arg19: tensor<4x1x1x512xbf16>, %arg20: tensor<4x4x256x512xbf16>, %arg21: tensor<4x4x256x512xbf16>, %arg22: tensor<4x4x256x1408xbf16>, %arg23: tensor<4x4x256x1408xbf16>, %arg24: tensor<4x4x256x1408xbf16>, %arg25: tensor<4x4x256x1408xbf16>, %arg26: tensor<4x4x256x1408xbf16>, %arg27: tensor<4x4x256x1408xbf16>, %arg28: tensor<1x256x1x32xf32>, %arg29: tensor<1x256x1x32xf32>, %arg30: tensor<4x8x256x256xi1>, %arg31: tensor<4x8x256x256xf32>, %arg32: tensor<4x512xf32>, %arg33: tensor<4x512x512xf32>, %arg34: tensor<4x512x512xf32>, %arg35: tensor<4x512x512xf32>, %arg36: tensor<4x512x512xf32>, %arg37: tensor<4x512xf32>, %arg38: tensor<4x512x1408xf32>, %arg39: tensor<4x512x1408xf32>, %arg40: tensor<4x1408x512xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = "mhlo.fusion"(%arg0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>):
      %1 = stablehlo.compare LT, %arg41, %arg42 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wrapped_convert_computation.16(%arg0: tensor<4x256x512xbf16>) -> tensor<4x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    return %0 : tensor<4x256x512xf32>
  }
  func.func private @wrapped_broadcast_computation.10(%arg0: tensor<f32>) -> tensor<4x256x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x256x4096xf32>
    return %0 : tensor<4x256x4096xf32>
  }
  func.func private @wrapped_broadcast_computation.11(%arg0: tensor<f32>) -> tensor<1024x1x1x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1024x1x1x1xf32>
    return %0 : tensor<1024x1x1x1xf32>
  }
  func.func private @wrapped_scatter_computation(%arg0: tensor<4x256x4096xf32>, %arg1: tensor<1024x3xi32>, %arg2: tensor<1024x1x1x1xf32>) -> tensor<4x256x4096xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4x256x4096xf32>, tensor<1024x3xi32>, tensor<1024x1x1x1xf32>) -> tensor<4x256x4096xf32>
    return %0 : tensor<4x256x4096xf32>
  }
  func.func private @wrapped_convert_computation.17(%arg0: tensor<512x4096xbf16>) -> tensor<512x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    return %0 : tensor<512x4096xf32>
  }
  func.func private @wrapped_exponential_computation(%arg0: tensor<4x256x4096xf32>) -> tensor<4x256x4096xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<4x256x4096xf32>
    return %0 : tensor<4x256x4096xf32>
  }
  func.func private @wrapped_convert_computation.18(%arg0: tensor<1024x512xf32>) -> tensor<1024x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    return %0 : tensor<1024x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.12(%arg0: tensor<bf16>) -> tensor<4x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
    return %0 : tensor<4x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.13(%arg0: tensor<bf16>) -> tensor<4x1408x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x1408x512xbf16>
    return %0 : tensor<4x1408x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.14(%arg0: tensor<bf16>) -> tensor<4x512x1408xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x512x1408xbf16>
    return %0 : tensor<4x512x1408xbf16>
  }
  func.func private @wrapped_broadcast_computation.15(%arg0: tensor<bf16>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    return %0 : tensor<4x512x512xbf16>
  }
  func.func private @wrapped_convert_computation.19(%arg0: tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    return %0 : tensor<4x4x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.20(%arg0: tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    return %0 : tensor<4x4x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.21(%arg0: tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    return %0 : tensor<4x4x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.22(%arg0: tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    return %0 : tensor<4x4x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.23(%arg0: tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    return %0 : tensor<4x4x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.24(%arg0: tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    return %0 : tensor<4x1x1x512xf32>
  }
  func.func private @wrapped_convert_computation.25(%arg0: tensor<4x4x8x256x256xbf16>) -> tensor<4x4x8x256x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x8x256x256xbf16>) -> tensor<4x4x8x256x256xf32>
    return %0 : tensor<4x4x8x256x256xf32>
  }
  func.func private @wrapped_convert_computation.26(%arg0: tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
    return %0 : tensor<4x4x256x8x64xf32>
  }
  func.func private @wrapped_convert_computation.27(%arg0: tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
    return %0 : tensor<4x4x256x8x64xf32>
  }
  func.func private @wrapped_convert_computation.28(%arg0: tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
    return %0 : tensor<4x4x256x8x64xf32>
  }
  func.func private @wrapped_convert_computation.29(%arg0: tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    return %0 : tensor<4x1x1x512xf32>
  }
  func.func private @wrapped_convert_computation.30(%arg0: tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    return %0 : tensor<4x4x256x512xf32>
  }
  func.func private @wrapped_convert_computation.31(%arg0: tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    return %0 : tensor<4x4x256x512xf32>
  }
  func.func private @wrapped_convert_computation.32(%arg0: tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    return %0 : tensor<4x4x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.33(%arg0: tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    return %0 : tensor<4x4x256x512xf32>
  }
  func.func private @wrapped_convert_computation.34(%arg0: tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    return %0 : tensor<4x4x256x512xf32>
  }
  func.func private @wrapped_convert_computation.35(%arg0: tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    return %0 : tensor<4x4x256x512xf32>
  }
  func.func private @wrapped_add_computation.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @wrapped_convert_computation.36(%arg0: tensor<1024x1408xf32>) -> tensor<1024x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    return %0 : tensor<1024x1408xbf16>
  }
  func.func private @wrapped_convert_computation.37(%arg0: tensor<1024x512xf32>) -> tensor<1024x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    return %0 : tensor<1024x512xbf16>
  }
  func.func private @wrapped_convert_computation.38(%arg0: tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
    return %0 : tensor<4x8x64x256xbf16>
  }
  func.func private @wrapped_reduce_window_computation(%arg0: tensor<4x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    return %0 : tensor<1x8x512xf32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<1x8x512xf32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<512xf32>
  }
  func.func private @wrapped_reduce_window_computation.1(%arg0: tensor<4x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    return %0 : tensor<1x8x512xf32>
  }
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<1x8x512xf32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<512xf32>
  }
  func.func private @wide.wide.region_15.26_spmd.clone.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<4x256x512xbf16>, %arg2: tensor<4x512xbf16>, %arg3: tensor<4x512xbf16>, %arg4: tensor<4x1408x512xbf16>, %arg5: tensor<4x512x1408xbf16>, %arg6: tensor<4x512x1408xbf16>, %arg7: tensor<4x512x512xbf16>, %arg8: tensor<4x512x512xbf16>, %arg9: tensor<4x512x512xbf16>, %arg10: tensor<4x512x512xbf16>, %arg11: tensor<4x4x256x1xf32>, %arg12: tensor<4x4x256x512xf32>, %arg13: tensor<4x4x256x1xf32>, %arg14: tensor<4x4x8x256x1xf32>, %arg15: tensor<4x4x8x256x1xf32>, %arg16: tensor<4x4x8x256x256xf32>, %arg17: tensor<4x8x256x256xi1>, %arg18: tensor<1x256x1x32xf32>, %arg19: tensor<1x256x1x32xf32>, %arg20: tensor<4x4x256x1xf32>, %arg21: tensor<4x4x256x512xf32>, %arg22: tensor<4x4x256x1xf32>, %arg23: tensor<4x4x256x1408xf32>, %arg24: tensor<4x1408x512xf32>, %arg25: tensor<4x512x1408xf32>, %arg26: tensor<4x4x256x1408xf32>, %arg27: tensor<4x4x256x1408xf32>, %arg28: tensor<4x4x256x1408xf32>, %arg29: tensor<4x4x256x1408xf32>, %arg30: tensor<4x512x1408xf32>, %arg31: tensor<4x1x1x512xf32>, %arg32: tensor<4x512x512xf32>, %arg33: tensor<4x4x8x256x256xf32>, %arg34: tensor<4x512x512xf32>, %arg35: tensor<4x4x256x8x64xf32>, %arg36: tensor<4x4x256x8x64xf32>, %arg37: tensor<4x512x512xf32>, %arg38: tensor<4x4x256x8x64xf32>, %arg39: tensor<4x512x512xf32>, %arg40: tensor<4x1x1x512xf32>, %arg41: tensor<4x4x256x512xf32>, %arg42: tensor<4x4x256x512xf32>, %arg43: tensor<4x4x256x1408xf32>, %arg44: tensor<4x4x256x512xf32>, %arg45: tensor<4x4x256x512xf32>, %arg46: tensor<4x4x256x512xf32>) -> (tensor<i32>, tensor<4x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x256xf32>, tensor<4x8x256x256xi1>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1408xf32>, tensor<4x1408x512xf32>, tensor<4x512x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x512x1408xf32>, tensor<4x1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x4x8x256x256xf32>, tensor<4x512x512xf32>, tensor<4x4x256x8x64xf32>, tensor<4x4x256x8x64xf32>, tensor<4x512x512xf32>, tensor<4x4x256x8x64xf32>, tensor<4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<i32>, %arg48: tensor<i32>):
      %98 = stablehlo.add %arg47, %arg48 : tensor<i32>
      mhlo.return %98 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = "mhlo.fusion"(%arg21, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %100 = mhlo.bitcast %99 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      mhlo.return %100 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<4x256x512xf32>
    %3 = "mhlo.fusion"(%arg40, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x1x1x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
      mhlo.return %100 : tensor<1x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
    %4 = "mhlo.fusion"(%arg15, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x8x256x1xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, %c_1, sizes = [1, 4, 8, 256, 1] : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
      mhlo.return %99 : tensor<1x4x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x8x256x1xf32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
    %5 = "mhlo.fusion"(%arg16, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x8x256x256xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, %c_1, sizes = [1, 4, 8, 256, 256] : (tensor<4x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x256xf32>
      mhlo.return %99 : tensor<1x4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x8x256x256xf32>, tensor<i32>) -> tensor<1x4x8x256x256xf32>
    %6 = "mhlo.fusion"(%arg12, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %100 = mhlo.bitcast %99 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      mhlo.return %100 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<4x256x512xf32>
    %7 = "mhlo.fusion"(%arg31, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x1x1x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
      mhlo.return %100 : tensor<1x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
    %8 = mhlo.copy %arg1 : tensor<4x256x512xbf16>
    %9 = "mhlo.fusion"(%8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x512xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %99 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<1024x512xf32>
    %10 = "mhlo.fusion"(%arg24, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x1408x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, sizes = [1, 1408, 512] : (tensor<4x1408x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1408x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x1408x512xf32>) -> tensor<1x1408x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x1408x512xbf16>) -> tensor<1x1408x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1408x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %102 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1408x512xf32>, tensor<i32>) -> tensor<1408x512xf32>
    %11 = "mhlo.fusion"(%9, %10) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<1024x512xf32>, %arg48: tensor<1408x512xf32>):
      %98 = stablehlo.dot_general %arg47, %arg48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<1408x512xf32>) -> tensor<1024x1408xf32>
      mhlo.return %98 : tensor<1024x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<1408x512xf32>) -> tensor<1024x1408xf32>
    %12 = "mhlo.fusion"(%11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1024x1408xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      mhlo.return %98 : tensor<1024x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
    %13 = "mhlo.fusion"(%arg29, %arg28, %arg27, %arg26, %12, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x1408xf32>, %arg48: tensor<4x4x256x1408xf32>, %arg49: tensor<4x4x256x1408xf32>, %arg50: tensor<4x4x256x1408xf32>, %arg51: tensor<1024x1408xbf16>, %arg52: tensor<i32>):
      %98 = stablehlo.convert %arg51 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<4x256x1408xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %100 = stablehlo.subtract %c_0, %arg52 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %101 = stablehlo.dynamic_slice %arg50, %100, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
      %102 = stablehlo.convert %101 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
      %103 = stablehlo.convert %102 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
      %104 = mhlo.bitcast %103 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
      %105 = stablehlo.multiply %99, %104 : tensor<4x256x1408xf32>
      %106 = stablehlo.convert %105 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
      %107 = stablehlo.convert %106 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
      %108 = stablehlo.dynamic_slice %arg49, %100, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
      %109 = stablehlo.convert %108 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
      %110 = stablehlo.convert %109 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
      %111 = mhlo.bitcast %110 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
      %112 = stablehlo.multiply %107, %111 : tensor<4x256x1408xf32>
      %113 = stablehlo.convert %112 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
      %114 = stablehlo.convert %113 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
      %115 = stablehlo.dynamic_slice %arg48, %100, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
      %116 = stablehlo.convert %115 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
      %117 = stablehlo.convert %116 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
      %118 = mhlo.bitcast %117 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
      %119 = stablehlo.multiply %118, %107 : tensor<4x256x1408xf32>
      %120 = stablehlo.convert %119 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
      %121 = stablehlo.convert %120 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
      %122 = stablehlo.dynamic_slice %arg47, %100, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
      %123 = stablehlo.convert %122 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
      %124 = stablehlo.convert %123 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
      %125 = mhlo.bitcast %124 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
      %126 = stablehlo.multiply %121, %125 : tensor<4x256x1408xf32>
      %127 = stablehlo.convert %126 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
      %128 = stablehlo.convert %127 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
      %129 = stablehlo.add %114, %128 : tensor<4x256x1408xf32>
      %130 = stablehlo.convert %129 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
      mhlo.return %130 : tensor<4x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<1024x1408xbf16>, tensor<i32>) -> tensor<4x256x1408xbf16>
    %14 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x1408xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1408xf32>) -> tensor<1024x1408xf32>
      mhlo.return %99 : tensor<1024x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x1408xbf16>) -> tensor<1024x1408xf32>
    %15 = "mhlo.fusion"(%arg30, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x512x1408xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
      %100 = stablehlo.convert %99 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %102 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
    %16 = "mhlo.fusion"(%14, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<1024x1408xf32>, %arg48: tensor<512x1408xf32>):
      %98 = stablehlo.dot_general %arg47, %arg48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
      mhlo.return %98 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
    %17 = "mhlo.fusion"(%12, %arg23, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1024x1408xbf16>, %arg48: tensor<4x4x256x1408xf32>, %arg49: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg48, %98, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
      %103 = stablehlo.convert %arg47 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %104 = mhlo.bitcast %103 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<4x256x1408xf32>
      %105 = stablehlo.multiply %102, %104 : tensor<4x256x1408xf32>
      %106 = stablehlo.convert %105 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
      mhlo.return %106 : tensor<4x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>, tensor<4x4x256x1408xf32>, tensor<i32>) -> tensor<4x256x1408xbf16>
    %18 = "mhlo.fusion"(%17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x1408xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1408xf32>) -> tensor<1024x1408xf32>
      mhlo.return %99 : tensor<1024x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x1408xbf16>) -> tensor<1024x1408xf32>
    %19 = "mhlo.fusion"(%arg25, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x512x1408xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
      %100 = stablehlo.convert %99 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %102 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
    %20 = "mhlo.fusion"(%18, %19) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<1024x1408xf32>, %arg48: tensor<512x1408xf32>):
      %98 = stablehlo.dot_general %arg47, %arg48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
      mhlo.return %98 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
    %21 = "mhlo.fusion"(%16, %20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1024x512xf32>, %arg48: tensor<1024x512xf32>):
      %98 = stablehlo.convert %arg48 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %99 = stablehlo.convert %98 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %100 = stablehlo.convert %arg47 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %102 = stablehlo.add %99, %101 : tensor<1024x512xf32>
      %103 = stablehlo.convert %102 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      mhlo.return %103 : tensor<1024x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %22 = "mhlo.fusion"(%7, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1x1x1x512xbf16>, %arg48: tensor<1024x512xbf16>):
      %98 = stablehlo.convert %arg48 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %100 = stablehlo.convert %arg47 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
      %102 = stablehlo.broadcast_in_dim %101, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
      %103 = stablehlo.multiply %99, %102 : tensor<4x256x512xf32>
      mhlo.return %103 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x1x512xbf16>, tensor<1024x512xbf16>) -> tensor<4x256x512xf32>
    %23 = "mhlo.fusion"(%cst, %6, %22) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<4x256x512xf32>, %arg49: tensor<4x256x512xf32>):
      %98 = stablehlo.multiply %arg48, %arg49 : tensor<4x256x512xf32>
      %99 = stablehlo.reduce(%98 init: %arg47) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
      %100 = mhlo.bitcast %99 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      mhlo.return %100 : tensor<4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>) -> tensor<4x256x1xf32>
    %24 = "mhlo.fusion"(%23, %arg13, %arg12, %arg11, %7, %21, %0, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x1xf32>, %arg48: tensor<4x4x256x1xf32>, %arg49: tensor<4x4x256x512xf32>, %arg50: tensor<4x4x256x1xf32>, %arg51: tensor<1x1x1x512xbf16>, %arg52: tensor<1024x512xbf16>, %arg53: tensor<i32>, %arg54: tensor<4x256x512xbf16>):
      %98 = stablehlo.convert %arg54 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %99 = stablehlo.convert %arg52 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %100 = mhlo.bitcast %99 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %101 = stablehlo.convert %arg51 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
      %104 = stablehlo.multiply %100, %103 : tensor<4x256x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %105 = stablehlo.subtract %c_0, %arg53 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %106 = stablehlo.dynamic_slice %arg50, %105, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
      %107 = mhlo.bitcast %106 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256xf32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
      %109 = stablehlo.multiply %104, %108 : tensor<4x256x512xf32>
      %110 = stablehlo.dynamic_slice %arg49, %105, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %111 = mhlo.bitcast %110 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %112 = stablehlo.dynamic_slice %arg48, %105, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
      %113 = mhlo.bitcast %112 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256x1xf32>
      %114 = stablehlo.multiply %arg47, %113 : tensor<4x256x1xf32>
      %cst_2 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %115 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
      %116 = stablehlo.multiply %114, %115 : tensor<4x256x1xf32>
      %117 = mhlo.bitcast %116 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
      %119 = stablehlo.multiply %111, %118 : tensor<4x256x512xf32>
      %120 = stablehlo.add %109, %119 : tensor<4x256x512xf32>
      %121 = stablehlo.add %120, %119 : tensor<4x256x512xf32>
      %122 = stablehlo.convert %121 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      %123 = stablehlo.convert %122 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %124 = stablehlo.add %98, %123 : tensor<4x256x512xf32>
      %125 = stablehlo.convert %124 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      mhlo.return %125 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<1x1x1x512xbf16>, tensor<1024x512xbf16>, tensor<i32>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %25 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x512xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %99 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<1024x512xf32>
    %26 = "mhlo.fusion"(%arg32, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x512x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %102 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %27 = "mhlo.fusion"(%25, %26) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<1024x512xf32>, %arg48: tensor<512x512xf32>):
      %98 = stablehlo.dot_general %arg47, %arg48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %98 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    %28 = "mhlo.fusion"(%27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1024x512xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      mhlo.return %98 : tensor<1024x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %29 = "mhlo.fusion"(%28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1024x512xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
      %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
      %101 = mhlo.copy %100 : tensor<4x8x256x64xf32>
      mhlo.return %101 : tensor<4x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xbf16>) -> tensor<4x8x256x64xf32>
    %30 = "mhlo.fusion"(%arg35, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x8x64xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 8, 64] : (tensor<4x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x8x64xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x8x64xf32>) -> tensor<1x4x256x8x64xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x8x64xbf16>) -> tensor<1x4x256x8x64xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x256x8x64xf32>) -> tensor<4x256x8x64xf32>
      %103 = stablehlo.transpose %102, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
      %104 = mhlo.copy %103 : tensor<4x8x64x256xf32>
      mhlo.return %104 : tensor<4x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x8x64xf32>, tensor<i32>) -> tensor<4x8x64x256xf32>
    %31 = "mhlo.fusion"(%arg14, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x8x256x1xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, %c_1, sizes = [1, 4, 8, 256, 1] : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
      mhlo.return %99 : tensor<1x4x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x8x256x1xf32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
    %32 = "mhlo.fusion"(%cst, %4, %5, %29, %30, %31) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<1x4x8x256x1xf32>, %arg49: tensor<1x4x8x256x256xf32>, %arg50: tensor<4x8x256x64xf32>, %arg51: tensor<4x8x64x256xf32>, %arg52: tensor<1x4x8x256x1xf32>):
      %98 = stablehlo.dot_general %arg50, %arg51, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32>
      %99 = stablehlo.convert %98 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
      %100 = stablehlo.convert %99 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4x8x256x1xf32>
      %102 = stablehlo.divide %101, %arg52 : tensor<1x4x8x256x1xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x1xf32>) -> tensor<4x8x256xf32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
      %105 = stablehlo.multiply %100, %104 : tensor<4x8x256x256xf32>
      %106 = mhlo.bitcast %arg48 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x1xf32>) -> tensor<4x8x256xf32>
      %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
      %108 = stablehlo.multiply %100, %107 : tensor<4x8x256x256xf32>
      %109 = mhlo.bitcast %arg49 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
      %110 = stablehlo.multiply %108, %109 : tensor<4x8x256x256xf32>
      %111 = stablehlo.reduce(%110 init: %arg47) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
      %112 = stablehlo.negate %111 : tensor<4x8x256xf32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
      %114 = stablehlo.add %105, %113 : tensor<4x8x256x256xf32>
      %115 = stablehlo.multiply %114, %109 : tensor<4x8x256x256xf32>
      mhlo.return %115 : tensor<4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<1x4x8x256x1xf32>, tensor<1x4x8x256x256xf32>, tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>, tensor<1x4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %33 = "mhlo.fusion"(%arg17, %32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x8x256x256xi1>, %arg48: tensor<4x8x256x256xf32>):
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
      %99 = stablehlo.select %arg47, %arg48, %98 : tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>
      %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %100 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
      %101 = stablehlo.multiply %99, %100 : tensor<4x8x256x256xf32>
      %102 = stablehlo.convert %101 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
      %103 = stablehlo.convert %102 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
      mhlo.return %103 : tensor<4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
    %34 = "mhlo.fusion"(%arg38, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x8x64xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 8, 64] : (tensor<4x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x8x64xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x8x64xf32>) -> tensor<1x4x256x8x64xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x8x64xbf16>) -> tensor<1x4x256x8x64xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x256x8x64xf32>) -> tensor<4x256x8x64xf32>
      %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
      %104 = mhlo.copy %103 : tensor<4x8x256x64xf32>
      mhlo.return %104 : tensor<4x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x8x64xf32>, tensor<i32>) -> tensor<4x8x256x64xf32>
    %35 = "mhlo.fusion"(%33, %34) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<4x8x256x256xf32>, %arg48: tensor<4x8x256x64xf32>):
      %98 = stablehlo.dot_general %arg47, %arg48, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32>
      mhlo.return %98 : tensor<4x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x256x256xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32>
    %36 = "mhlo.fusion"(%35, %arg19, %arg18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x8x256x64xf32>, %arg48: tensor<1x256x1x32xf32>, %arg49: tensor<1x256x1x32xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xbf16>
      %99 = stablehlo.convert %98 : (tensor<4x8x256x64xbf16>) -> tensor<4x8x256x64xf32>
      %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{3,1,2,0}"} : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
      %101 = mhlo.copy %100 : tensor<4x256x8x64xf32>
      %102 = stablehlo.slice %101 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
      %103 = mhlo.bitcast %arg49 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
      %105 = stablehlo.multiply %102, %104 : tensor<4x256x8x32xf32>
      %106 = stablehlo.slice %101 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
      %107 = stablehlo.negate %106 : tensor<4x256x8x32xf32>
      %108 = mhlo.bitcast %arg48 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
      %110 = stablehlo.multiply %107, %109 : tensor<4x256x8x32xf32>
      %111 = stablehlo.add %105, %110 : tensor<4x256x8x32xf32>
      %112 = stablehlo.convert %111 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
      %113 = stablehlo.convert %112 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %114 = stablehlo.pad %113, %cst_0, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
      %115 = stablehlo.convert %114 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
      %116 = stablehlo.convert %115 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %117 = stablehlo.multiply %102, %109 : tensor<4x256x8x32xf32>
      %118 = stablehlo.multiply %106, %104 : tensor<4x256x8x32xf32>
      %119 = stablehlo.add %117, %118 : tensor<4x256x8x32xf32>
      %120 = stablehlo.convert %119 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
      %121 = stablehlo.convert %120 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
      %122 = stablehlo.pad %121, %cst_0, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
      %123 = stablehlo.convert %122 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
      %124 = stablehlo.convert %123 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %125 = stablehlo.add %116, %124 : tensor<4x256x8x64xf32>
      %126 = stablehlo.convert %125 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
      mhlo.return %126 : tensor<4x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x8x256x64xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>) -> tensor<4x256x8x64xbf16>
    %37 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x8x64xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
      mhlo.return %99 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<1024x512xf32>
    %38 = "mhlo.fusion"(%arg39, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x512x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %102 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %39 = "mhlo.fusion"(%37, %38) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<1024x512xf32>, %arg48: tensor<512x512xf32>):
      %98 = stablehlo.dot_general %arg47, %arg48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %98 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    %40 = "mhlo.fusion"(%arg36, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x8x64xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 8, 64] : (tensor<4x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x8x64xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x8x64xf32>) -> tensor<1x4x256x8x64xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x8x64xbf16>) -> tensor<1x4x256x8x64xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x256x8x64xf32>) -> tensor<4x256x8x64xf32>
      %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
      %104 = mhlo.copy %103 : tensor<4x8x256x64xf32>
      mhlo.return %104 : tensor<4x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x8x64xf32>, tensor<i32>) -> tensor<4x8x256x64xf32>
    %41 = stablehlo.dot_general %33, %40, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32>
    %42 = "mhlo.fusion"(%arg19, %arg18, %41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1x256x1x32xf32>, %arg48: tensor<1x256x1x32xf32>, %arg49: tensor<4x8x256x64xf32>):
      %98 = stablehlo.convert %arg49 : (tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xbf16>
      %99 = stablehlo.convert %98 : (tensor<4x8x256x64xbf16>) -> tensor<4x8x256x64xf32>
      %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{3,1,2,0}"} : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
      %101 = mhlo.copy %100 : tensor<4x256x8x64xf32>
      %102 = stablehlo.slice %101 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
      %103 = mhlo.bitcast %arg48 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
      %105 = stablehlo.multiply %102, %104 : tensor<4x256x8x32xf32>
      %106 = stablehlo.slice %101 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
      %107 = stablehlo.negate %106 : tensor<4x256x8x32xf32>
      %108 = mhlo.bitcast %arg47 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
      %110 = stablehlo.multiply %107, %109 : tensor<4x256x8x32xf32>
      %111 = stablehlo.add %105, %110 : tensor<4x256x8x32xf32>
      %112 = stablehlo.convert %111 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
      %113 = stablehlo.convert %112 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %114 = stablehlo.pad %113, %cst_0, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
      %115 = stablehlo.convert %114 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
      %116 = stablehlo.convert %115 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %117 = stablehlo.multiply %102, %109 : tensor<4x256x8x32xf32>
      %118 = stablehlo.multiply %106, %104 : tensor<4x256x8x32xf32>
      %119 = stablehlo.add %117, %118 : tensor<4x256x8x32xf32>
      %120 = stablehlo.convert %119 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
      %121 = stablehlo.convert %120 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
      %122 = stablehlo.pad %121, %cst_0, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
      %123 = stablehlo.convert %122 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
      %124 = stablehlo.convert %123 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %125 = stablehlo.add %116, %124 : tensor<4x256x8x64xf32>
      %126 = stablehlo.convert %125 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
      mhlo.return %126 : tensor<4x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xbf16>
    %43 = "mhlo.fusion"(%42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x8x64xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
      mhlo.return %99 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<1024x512xf32>
    %44 = "mhlo.fusion"(%arg37, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x512x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %102 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %45 = "mhlo.fusion"(%43, %44) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<1024x512xf32>, %arg48: tensor<512x512xf32>):
      %98 = stablehlo.dot_general %arg47, %arg48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %98 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    %46 = "mhlo.fusion"(%28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1024x512xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
      %100 = stablehlo.transpose %99, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
      %101 = mhlo.copy %100 : tensor<4x8x64x256xf32>
      mhlo.return %101 : tensor<4x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xbf16>) -> tensor<4x8x64x256xf32>
    %47 = "mhlo.fusion"(%arg33, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x8x256x256xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, %c_1, sizes = [1, 4, 8, 256, 256] : (tensor<4x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x256xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x8x256x256xf32>) -> tensor<1x4x8x256x256xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x8x256x256xbf16>) -> tensor<1x4x8x256x256xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
      mhlo.return %102 : tensor<4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x8x256x256xf32>, tensor<i32>) -> tensor<4x8x256x256xf32>
    %48 = "mhlo.fusion"(%46, %47) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<4x8x64x256xf32>, %arg48: tensor<4x8x256x256xf32>):
      %98 = stablehlo.dot_general %arg47, %arg48, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
      mhlo.return %98 : tensor<4x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
    %49 = "mhlo.fusion"(%48) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x8x64x256xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
      mhlo.return %98 : tensor<4x8x64x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
    %50 = "mhlo.fusion"(%49) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x8x64x256xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
      %99 = stablehlo.transpose %98, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
      %100 = mhlo.copy %99 : tensor<4x256x8x64xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
      mhlo.return %101 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x64x256xbf16>) -> tensor<1024x512xf32>
    %51 = "mhlo.fusion"(%arg34, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x512x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %102 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %52 = "mhlo.fusion"(%50, %51) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<1024x512xf32>, %arg48: tensor<512x512xf32>):
      %98 = stablehlo.dot_general %arg47, %arg48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %98 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
    %53 = "mhlo.fusion"(%39, %45, %52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1024x512xf32>, %arg48: tensor<1024x512xf32>, %arg49: tensor<1024x512xf32>):
      %98 = stablehlo.convert %arg49 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %99 = stablehlo.convert %98 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %100 = stablehlo.convert %arg48 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %102 = stablehlo.add %99, %101 : tensor<1024x512xf32>
      %103 = stablehlo.convert %102 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %104 = stablehlo.convert %103 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %105 = stablehlo.convert %arg47 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %106 = stablehlo.convert %105 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %107 = stablehlo.add %104, %106 : tensor<1024x512xf32>
      %108 = stablehlo.convert %107 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      mhlo.return %108 : tensor<1024x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<1024x512xf32>, tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %54 = "mhlo.fusion"(%3, %53) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1x1x1x512xbf16>, %arg48: tensor<1024x512xbf16>):
      %98 = stablehlo.convert %arg48 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %100 = stablehlo.convert %arg47 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
      %102 = stablehlo.broadcast_in_dim %101, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
      %103 = stablehlo.multiply %99, %102 : tensor<4x256x512xf32>
      mhlo.return %103 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x1x512xbf16>, tensor<1024x512xbf16>) -> tensor<4x256x512xf32>
    %55 = "mhlo.fusion"(%cst, %2, %54) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<4x256x512xf32>, %arg49: tensor<4x256x512xf32>):
      %98 = stablehlo.multiply %arg48, %arg49 : tensor<4x256x512xf32>
      %99 = stablehlo.reduce(%98 init: %arg47) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
      %100 = mhlo.bitcast %99 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      mhlo.return %100 : tensor<4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>) -> tensor<4x256x1xf32>
    %56 = "mhlo.fusion"(%55, %arg22, %arg21, %arg20, %3, %53, %24, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x1xf32>, %arg48: tensor<4x4x256x1xf32>, %arg49: tensor<4x4x256x512xf32>, %arg50: tensor<4x4x256x1xf32>, %arg51: tensor<1x1x1x512xbf16>, %arg52: tensor<1024x512xbf16>, %arg53: tensor<4x256x512xbf16>, %arg54: tensor<i32>):
      %98 = stablehlo.convert %arg53 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %99 = stablehlo.convert %arg52 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %100 = mhlo.bitcast %99 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %101 = stablehlo.convert %arg51 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
      %104 = stablehlo.multiply %100, %103 : tensor<4x256x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %105 = stablehlo.subtract %c_0, %arg54 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %106 = stablehlo.dynamic_slice %arg50, %105, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
      %107 = mhlo.bitcast %106 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256xf32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
      %109 = stablehlo.multiply %104, %108 : tensor<4x256x512xf32>
      %110 = stablehlo.dynamic_slice %arg49, %105, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %111 = mhlo.bitcast %110 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %112 = stablehlo.dynamic_slice %arg48, %105, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
      %113 = mhlo.bitcast %112 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256x1xf32>
      %114 = stablehlo.multiply %arg47, %113 : tensor<4x256x1xf32>
      %cst_2 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %115 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
      %116 = stablehlo.multiply %114, %115 : tensor<4x256x1xf32>
      %117 = mhlo.bitcast %116 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
      %119 = stablehlo.multiply %111, %118 : tensor<4x256x512xf32>
      %120 = stablehlo.add %109, %119 : tensor<4x256x512xf32>
      %121 = stablehlo.add %120, %119 : tensor<4x256x512xf32>
      %122 = stablehlo.convert %121 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      %123 = stablehlo.convert %122 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %124 = stablehlo.add %98, %123 : tensor<4x256x512xf32>
      %125 = stablehlo.convert %124 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      mhlo.return %125 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<1x1x1x512xbf16>, tensor<1024x512xbf16>, tensor<4x256x512xbf16>, tensor<i32>) -> tensor<4x256x512xbf16>
    %57 = "mhlo.fusion"(%arg41, %53, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x512xf32>, %arg48: tensor<1024x512xbf16>, %arg49: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %103 = stablehlo.convert %arg48 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %104 = mhlo.bitcast %103 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %105 = stablehlo.multiply %102, %104 : tensor<4x256x512xf32>
      %106 = stablehlo.convert %105 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      %107 = stablehlo.convert %106 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      mhlo.return %107 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<1024x512xbf16>, tensor<i32>) -> tensor<4x256x512xf32>
    %58 = "mhlo.fusion"(%57, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x512xf32>, %arg48: tensor<f32>):
      %98 = "stablehlo.reduce_window"(%arg47, %arg48) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
      ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
        %99 = stablehlo.add %arg49, %arg50 : tensor<f32>
        %100 = stablehlo.convert %99 : (tensor<f32>) -> tensor<bf16>
        %101 = stablehlo.convert %100 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %101 : tensor<f32>
      }) : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %98 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %59 = "mhlo.fusion"(%58, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1x8x512xf32>, %arg48: tensor<f32>):
      %98 = stablehlo.reduce(%arg47 init: %arg48) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg49: tensor<f32>, %arg50: tensor<f32>)  {
        %99 = stablehlo.add %arg49, %arg50 : tensor<f32>
        %100 = stablehlo.convert %99 : (tensor<f32>) -> tensor<bf16>
        %101 = stablehlo.convert %100 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %101 : tensor<f32>
      }
      mhlo.return %98 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %60 = "mhlo.fusion"(%arg42, %21, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x512xf32>, %arg48: tensor<1024x512xbf16>, %arg49: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %103 = stablehlo.convert %arg48 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %104 = mhlo.bitcast %103 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %105 = stablehlo.multiply %102, %104 : tensor<4x256x512xf32>
      %106 = stablehlo.convert %105 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      %107 = stablehlo.convert %106 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      mhlo.return %107 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<1024x512xbf16>, tensor<i32>) -> tensor<4x256x512xf32>
    %61 = "mhlo.fusion"(%60, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x512xf32>, %arg48: tensor<f32>):
      %98 = "stablehlo.reduce_window"(%arg47, %arg48) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
      ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
        %99 = stablehlo.add %arg49, %arg50 : tensor<f32>
        %100 = stablehlo.convert %99 : (tensor<f32>) -> tensor<bf16>
        %101 = stablehlo.convert %100 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %101 : tensor<f32>
      }) : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %98 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %62 = "mhlo.fusion"(%61, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1x8x512xf32>, %arg48: tensor<f32>):
      %98 = stablehlo.reduce(%arg47 init: %arg48) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg49: tensor<f32>, %arg50: tensor<f32>)  {
        %99 = stablehlo.add %arg49, %arg50 : tensor<f32>
        %100 = stablehlo.convert %99 : (tensor<f32>) -> tensor<bf16>
        %101 = stablehlo.convert %100 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %101 : tensor<f32>
      }
      mhlo.return %98 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %63 = "mhlo.fusion"(%8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x512xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %99 = stablehlo.transpose %98, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
      %100 = mhlo.copy %99 : tensor<512x4x256xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
      mhlo.return %101 : tensor<512x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<512x1024xf32>
    %64 = "mhlo.fusion"(%arg43, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x1408xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<1024x1408xf32>
      mhlo.return %102 : tensor<1024x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xf32>, tensor<i32>) -> tensor<1024x1408xf32>
    %65 = "mhlo.fusion"(%63, %64) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<512x1024xf32>, %arg48: tensor<1024x1408xf32>):
      %98 = stablehlo.dot %arg47, %arg48, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %98 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x1408xf32>) -> tensor<512x1408xf32>
    %66 = "mhlo.fusion"(%65) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x1408xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %99 = stablehlo.convert %98 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %99 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %67 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x1408xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
      %99 = stablehlo.transpose %98, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,4,256]{0,2,1}"} : (tensor<4x256x1408xf32>) -> tensor<1408x4x256xf32>
      %100 = mhlo.copy %99 : tensor<1408x4x256xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x4x256xf32>) -> tensor<1408x1024xf32>
      mhlo.return %101 : tensor<1408x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x1408xbf16>) -> tensor<1408x1024xf32>
    %68 = "mhlo.fusion"(%arg44, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %102 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<1024x512xf32>
    %69 = "mhlo.fusion"(%67, %68) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<1408x1024xf32>, %arg48: tensor<1024x512xf32>):
      %98 = stablehlo.dot %arg47, %arg48, precision = [DEFAULT, DEFAULT] : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %98 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
    %70 = "mhlo.fusion"(%69) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1408x512xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %99 = stablehlo.convert %98 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %99 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %71 = "mhlo.fusion"(%17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x1408xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
      %99 = stablehlo.transpose %98, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,4,256]{0,2,1}"} : (tensor<4x256x1408xf32>) -> tensor<1408x4x256xf32>
      %100 = mhlo.copy %99 : tensor<1408x4x256xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x4x256xf32>) -> tensor<1408x1024xf32>
      mhlo.return %101 : tensor<1408x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x1408xbf16>) -> tensor<1408x1024xf32>
    %72 = "mhlo.fusion"(%71, %68) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<1408x1024xf32>, %arg48: tensor<1024x512xf32>):
      %98 = stablehlo.dot %arg47, %arg48, precision = [DEFAULT, DEFAULT] : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %98 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
    %73 = "mhlo.fusion"(%72) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1408x512xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %99 = stablehlo.convert %98 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %99 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %74 = "mhlo.fusion"(%42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x8x64xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
      %100 = stablehlo.transpose %99, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
      %101 = mhlo.copy %100 : tensor<512x4x256xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
      mhlo.return %102 : tensor<512x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<512x1024xf32>
    %75 = "mhlo.fusion"(%arg45, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %102 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<1024x512xf32>
    %76 = "mhlo.fusion"(%74, %75) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<512x1024xf32>, %arg48: tensor<1024x512xf32>):
      %98 = stablehlo.dot %arg47, %arg48, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
      mhlo.return %98 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    %77 = "mhlo.fusion"(%76) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x512xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %99 = stablehlo.convert %98 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %99 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %78 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x512xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %99 = stablehlo.transpose %98, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
      %100 = mhlo.copy %99 : tensor<512x4x256xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
      mhlo.return %101 : tensor<512x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<512x1024xf32>
    %79 = "mhlo.fusion"(%arg46, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x4x256x512xf32>, %arg48: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %98 = stablehlo.subtract %c_0, %arg48 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_slice %arg47, %98, %c_1, %c_1, %c_1, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %100 = stablehlo.convert %99 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
      %101 = stablehlo.convert %100 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %102 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<1024x512xf32>
    %80 = "mhlo.fusion"(%78, %79) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<512x1024xf32>, %arg48: tensor<1024x512xf32>):
      %98 = stablehlo.dot %arg47, %arg48, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
      mhlo.return %98 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    %81 = "mhlo.fusion"(%80) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x512xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %99 = stablehlo.convert %98 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %99 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %82 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x256x8x64xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
      %99 = mhlo.bitcast %98 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
      %100 = stablehlo.transpose %99, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
      %101 = mhlo.copy %100 : tensor<512x4x256xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
      mhlo.return %102 : tensor<512x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<512x1024xf32>
    %83 = "mhlo.fusion"(%82, %75) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<512x1024xf32>, %arg48: tensor<1024x512xf32>):
      %98 = stablehlo.dot %arg47, %arg48, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
      mhlo.return %98 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    %84 = "mhlo.fusion"(%83) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x512xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %99 = stablehlo.convert %98 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %99 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %85 = "mhlo.fusion"(%49) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<4x8x64x256xbf16>):
      %98 = stablehlo.convert %arg47 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
      %99 = stablehlo.transpose %98, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
      %100 = mhlo.copy %99 : tensor<4x256x8x64xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
      %102 = stablehlo.transpose %101, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
      %103 = mhlo.copy %102 : tensor<512x4x256xf32>
      %104 = mhlo.bitcast %103 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
      mhlo.return %104 : tensor<512x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8x64x256xbf16>) -> tensor<512x1024xf32>
    %86 = "mhlo.fusion"(%85, %75) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg47: tensor<512x1024xf32>, %arg48: tensor<1024x512xf32>):
      %98 = stablehlo.dot %arg47, %arg48, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
      mhlo.return %98 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
    %87 = "mhlo.fusion"(%86) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x512xf32>):
      %98 = stablehlo.convert %arg47 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %99 = stablehlo.convert %98 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %99 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %88:9 = "stablehlo.all_reduce"(%59, %62, %66, %70, %73, %77, %81, %84, %87) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %98 = stablehlo.add %arg47, %arg48 : tensor<f32>
      stablehlo.return %98 : tensor<f32>
    }) : (tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> (tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>)
    %89 = "mhlo.fusion"(%88#0, %arg2, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512xf32>, %arg48: tensor<4x512xbf16>, %arg49: tensor<i32>):
      %98 = stablehlo.convert %arg48 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %99 = stablehlo.convert %arg47 : (tensor<512xf32>) -> tensor<512xbf16>
      %100 = stablehlo.convert %99 : (tensor<512xbf16>) -> tensor<512xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %102 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %103 = stablehlo.dynamic_update_slice %98, %101, %102, %c_1 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
      %104 = stablehlo.convert %103 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      mhlo.return %104 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<4x512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
    %90 = "mhlo.fusion"(%88#1, %arg3, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512xf32>, %arg48: tensor<4x512xbf16>, %arg49: tensor<i32>):
      %98 = stablehlo.convert %arg48 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %99 = stablehlo.convert %arg47 : (tensor<512xf32>) -> tensor<512xbf16>
      %100 = stablehlo.convert %99 : (tensor<512xbf16>) -> tensor<512xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %102 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %103 = stablehlo.dynamic_update_slice %98, %101, %102, %c_1 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
      %104 = stablehlo.convert %103 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      mhlo.return %104 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<4x512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
    %91 = "mhlo.fusion"(%88#2, %arg4, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x1408xf32>, %arg48: tensor<4x1408x512xbf16>, %arg49: tensor<i32>):
      %98 = stablehlo.convert %arg48 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
      %99 = stablehlo.convert %arg47 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %100 = stablehlo.convert %99 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %101 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1408,512]{0,1}"} : (tensor<512x1408xf32>) -> tensor<1408x512xf32>
      %102 = mhlo.copy %101 : tensor<1408x512xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1408x512xf32>) -> tensor<1x1408x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %104 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %105 = stablehlo.dynamic_update_slice %98, %103, %104, %c_1, %c_1 : (tensor<4x1408x512xf32>, tensor<1x1408x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1408x512xf32>
      %106 = stablehlo.convert %105 : (tensor<4x1408x512xf32>) -> tensor<4x1408x512xbf16>
      mhlo.return %106 : tensor<4x1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<4x1408x512xbf16>, tensor<i32>) -> tensor<4x1408x512xbf16>
    %92 = "mhlo.fusion"(%88#3, %arg5, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1408x512xf32>, %arg48: tensor<4x512x1408xbf16>, %arg49: tensor<i32>):
      %98 = stablehlo.convert %arg48 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      %99 = stablehlo.convert %arg47 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %100 = stablehlo.convert %99 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %101 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1408]{0,1}"} : (tensor<1408x512xf32>) -> tensor<512x1408xf32>
      %102 = mhlo.copy %101 : tensor<512x1408xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x512x1408xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %104 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %105 = stablehlo.dynamic_update_slice %98, %103, %104, %c_1, %c_1 : (tensor<4x512x1408xf32>, tensor<1x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x1408xf32>
      %106 = stablehlo.convert %105 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
      mhlo.return %106 : tensor<4x512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<4x512x1408xbf16>, tensor<i32>) -> tensor<4x512x1408xbf16>
    %93 = "mhlo.fusion"(%88#4, %arg6, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<1408x512xf32>, %arg48: tensor<4x512x1408xbf16>, %arg49: tensor<i32>):
      %98 = stablehlo.convert %arg48 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      %99 = stablehlo.convert %arg47 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %100 = stablehlo.convert %99 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %101 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1408]{0,1}"} : (tensor<1408x512xf32>) -> tensor<512x1408xf32>
      %102 = mhlo.copy %101 : tensor<512x1408xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x512x1408xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %104 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %105 = stablehlo.dynamic_update_slice %98, %103, %104, %c_1, %c_1 : (tensor<4x512x1408xf32>, tensor<1x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x1408xf32>
      %106 = stablehlo.convert %105 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
      mhlo.return %106 : tensor<4x512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<4x512x1408xbf16>, tensor<i32>) -> tensor<4x512x1408xbf16>
    %94 = "mhlo.fusion"(%88#5, %arg7, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x512xf32>, %arg48: tensor<4x512x512xbf16>, %arg49: tensor<i32>):
      %98 = stablehlo.convert %arg48 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %99 = stablehlo.convert %arg47 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %100 = stablehlo.convert %99 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %101 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %102 = mhlo.copy %101 : tensor<512x512xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %104 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %105 = stablehlo.dynamic_update_slice %98, %103, %104, %c_1, %c_1 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
      %106 = stablehlo.convert %105 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      mhlo.return %106 : tensor<4x512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
    %95 = "mhlo.fusion"(%88#6, %arg8, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x512xf32>, %arg48: tensor<4x512x512xbf16>, %arg49: tensor<i32>):
      %98 = stablehlo.convert %arg48 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %99 = stablehlo.convert %arg47 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %100 = stablehlo.convert %99 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %101 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %102 = mhlo.copy %101 : tensor<512x512xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %104 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %105 = stablehlo.dynamic_update_slice %98, %103, %104, %c_1, %c_1 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
      %106 = stablehlo.convert %105 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      mhlo.return %106 : tensor<4x512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
    %96 = "mhlo.fusion"(%88#7, %arg9, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x512xf32>, %arg48: tensor<4x512x512xbf16>, %arg49: tensor<i32>):
      %98 = stablehlo.convert %arg48 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %99 = stablehlo.convert %arg47 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %100 = stablehlo.convert %99 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %101 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %102 = mhlo.copy %101 : tensor<512x512xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %104 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %105 = stablehlo.dynamic_update_slice %98, %103, %104, %c_1, %c_1 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
      %106 = stablehlo.convert %105 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      mhlo.return %106 : tensor<4x512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
    %97 = "mhlo.fusion"(%88#8, %arg10, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<512x512xf32>, %arg48: tensor<4x512x512xbf16>, %arg49: tensor<i32>):
      %98 = stablehlo.convert %arg48 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %99 = stablehlo.convert %arg47 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %100 = stablehlo.convert %99 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %101 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %102 = mhlo.copy %101 : tensor<512x512xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %104 = stablehlo.subtract %c_0, %arg49 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %105 = stablehlo.dynamic_update_slice %98, %103, %104, %c_1, %c_1 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
      %106 = stablehlo.convert %105 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      mhlo.return %106 : tensor<4x512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
    return %1, %56, %89, %90, %91, %92, %93, %94, %95, %96, %97, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46 : tensor<i32>, tensor<4x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x256xf32>, tensor<4x8x256x256xi1>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1408xf32>, tensor<4x1408x512xf32>, tensor<4x512x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x512x1408xf32>, tensor<4x1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x4x8x256x256xf32>, tensor<4x512x512xf32>, tensor<4x4x256x8x64xf32>, tensor<4x4x256x8x64xf32>, tensor<4x512x512xf32>, tensor<4x4x256x8x64xf32>, tensor<4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>
  }
  func.func private @wrapped_compare_computation.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wide.wide.region_26.27_spmd.clone.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<4x256x512xbf16>, %arg2: tensor<4x512xbf16>, %arg3: tensor<4x512xbf16>, %arg4: tensor<4x1408x512xbf16>, %arg5: tensor<4x512x1408xbf16>, %arg6: tensor<4x512x1408xbf16>, %arg7: tensor<4x512x512xbf16>, %arg8: tensor<4x512x512xbf16>, %arg9: tensor<4x512x512xbf16>, %arg10: tensor<4x512x512xbf16>, %arg11: tensor<4x4x256x1xf32>, %arg12: tensor<4x4x256x512xf32>, %arg13: tensor<4x4x256x1xf32>, %arg14: tensor<4x4x8x256x1xf32>, %arg15: tensor<4x4x8x256x1xf32>, %arg16: tensor<4x4x8x256x256xf32>, %arg17: tensor<4x8x256x256xi1>, %arg18: tensor<1x256x1x32xf32>, %arg19: tensor<1x256x1x32xf32>, %arg20: tensor<4x4x256x1xf32>, %arg21: tensor<4x4x256x512xf32>, %arg22: tensor<4x4x256x1xf32>, %arg23: tensor<4x4x256x1408xf32>, %arg24: tensor<4x1408x512xf32>, %arg25: tensor<4x512x1408xf32>, %arg26: tensor<4x4x256x1408xf32>, %arg27: tensor<4x4x256x1408xf32>, %arg28: tensor<4x4x256x1408xf32>, %arg29: tensor<4x4x256x1408xf32>, %arg30: tensor<4x512x1408xf32>, %arg31: tensor<4x1x1x512xf32>, %arg32: tensor<4x512x512xf32>, %arg33: tensor<4x4x8x256x256xf32>, %arg34: tensor<4x512x512xf32>, %arg35: tensor<4x4x256x8x64xf32>, %arg36: tensor<4x4x256x8x64xf32>, %arg37: tensor<4x512x512xf32>, %arg38: tensor<4x4x256x8x64xf32>, %arg39: tensor<4x512x512xf32>, %arg40: tensor<4x1x1x512xf32>, %arg41: tensor<4x4x256x512xf32>, %arg42: tensor<4x4x256x512xf32>, %arg43: tensor<4x4x256x1408xf32>, %arg44: tensor<4x4x256x512xf32>, %arg45: tensor<4x4x256x512xf32>, %arg46: tensor<4x4x256x512xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = "mhlo.fusion"(%arg0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg47: tensor<i32>, %arg48: tensor<i32>):
      %1 = stablehlo.compare LT, %arg47, %arg48 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wrapped_scatter_computation.1(%arg0: tensor<4096x512xf32>, %arg1: tensor<1024x1xi32>, %arg2: tensor<1024x1x512xf32>) -> tensor<4096x512xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<4096x512xf32>, tensor<1024x1xi32>, tensor<1024x1x512xf32>) -> tensor<4096x512xf32>
    return %0 : tensor<4096x512xf32>
  }
  func.func private @wrapped_reduce_window_computation.2(%arg0: tensor<4x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    return %0 : tensor<1x8x512xf32>
  }
  func.func private @wrapped_reduce_computation.2(%arg0: tensor<1x8x512xf32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<512xf32>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.log %arg0 : tensor<4x256xf32>
    return %0 : tensor<4x256xf32>
  }
  func.func private @wrapped_reduce_window_computation.3(%arg0: tensor<4x256x1xf32>, %arg1: tensor<f32>) -> tensor<1x8x1xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
    return %0 : tensor<1x8x1xf32>
  }
  func.func private @wrapped_reduce_computation.3(%arg0: tensor<1x8x1xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<4096x512xbf16> {mhlo.sharding = "{replicated}"}, %arg1: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4x512xbf16> {mhlo.sharding = "{replicated}"}, %arg3: tensor<4x512xbf16> {mhlo.sharding = "{replicated}"}, %arg4: tensor<4x1408x512xbf16> {mhlo.sharding = "{replicated}"}, %arg5: tensor<4x512x1408xbf16> {mhlo.sharding = "{replicated}"}, %arg6: tensor<4x512x1408xbf16> {mhlo.sharding = "{replicated}"}, %arg7: tensor<4x512x512xbf16> {mhlo.sharding = "{replicated}"}, %arg8: tensor<4x512x512xbf16> {mhlo.sharding = "{replicated}"}, %arg9: tensor<4x512x512xbf16> {mhlo.sharding = "{replicated}"}, %arg10: tensor<4x512x512xbf16> {mhlo.sharding = "{replicated}"}, %arg11: tensor<512x4096xbf16> {mhlo.sharding = "{replicated}"}, %arg12: tensor<4x256xi32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg13: tensor<4x256xi32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<4096x512xbf16>, tensor<512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<512x4096xbf16>, tensor<f32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<ui32>):
      %c_3 = stablehlo.constant dense<0> : tensor<ui32>
      %127 = stablehlo.compare NE, %arg14, %c_3 : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %128 = stablehlo.select %127, %cst_4, %cst_4 : tensor<i1>, tensor<f32>
      %129 = stablehlo.convert %128 : (tensor<f32>) -> tensor<bf16>
      mhlo.return %129 : tensor<bf16>
    }) {output_operand_aliasing = []} : (tensor<ui32>) -> tensor<bf16>
    %2 = "mhlo.fusion"(%1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.convert %arg14 : (tensor<bf16>) -> tensor<f32>
      %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
      mhlo.return %128 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4096x512xf32>
    %3 = "mhlo.fusion"(%arg12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %127 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x256xi32>
      %128 = stablehlo.compare LT, %arg14, %127 : (tensor<4x256xi32>, tensor<4x256xi32>) -> tensor<4x256xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %129 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x256xi32>
      %130 = stablehlo.add %arg14, %129 : tensor<4x256xi32>
      %131 = stablehlo.select %128, %130, %arg14 : tensor<4x256xi1>, tensor<4x256xi32>
      %132 = mhlo.bitcast %131 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[1024,1]{0,1}"} : (tensor<4x256xi32>) -> tensor<1024x1xi32>
      %133 = mhlo.copy %132 : tensor<1024x1xi32>
      mhlo.return %133 : tensor<1024x1xi32>
    }) {output_operand_aliasing = []} : (tensor<4x256xi32>) -> tensor<1024x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = mhlo.copy %c : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = mhlo.copy %4 : tensor<i32>
    %6 = "mhlo.fusion"(%arg12, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256xi32>, %arg15: tensor<4096x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %128 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x256xi32>
      %129 = stablehlo.compare LT, %arg14, %128 : (tensor<4x256xi32>, tensor<4x256xi32>) -> tensor<4x256xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %130 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x256xi32>
      %131 = stablehlo.add %arg14, %130 : tensor<4x256xi32>
      %132 = stablehlo.select %129, %131, %arg14 : tensor<4x256xi1>, tensor<4x256xi32>
      %133 = mhlo.bitcast %132 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[1024,1]{0,1}"} : (tensor<4x256xi32>) -> tensor<1024x1xi32>
      %134 = mhlo.copy %133 : tensor<1024x1xi32>
      %135 = "stablehlo.gather"(%127, %134) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xf32>, tensor<1024x1xi32>) -> tensor<1024x1x512xf32>
      %136 = stablehlo.convert %135 : (tensor<1024x1x512xf32>) -> tensor<1024x1x512xbf16>
      %137 = mhlo.bitcast %136 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1024x1x512xbf16>) -> tensor<4x256x512xbf16>
      mhlo.return %137 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x256xi32>, tensor<4096x512xbf16>) -> tensor<4x256x512xbf16>
    %7 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x4x256x512xf32>
      mhlo.return %127 : tensor<4x4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x4x256x512xf32>
    %8 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x4x256x1xf32>
      mhlo.return %127 : tensor<4x4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x4x256x1xf32>
    %9 = mhlo.copy %8 : tensor<4x4x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %10 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x1x1x512xbf16>
      mhlo.return %127 : tensor<4x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x1x1x512xbf16>
    %11 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x4x256x512xbf16>
      mhlo.return %127 : tensor<4x4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x4x256x512xbf16>
    %12 = mhlo.copy %11 : tensor<4x4x256x512xbf16>
    %13 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x4x256x8x64xbf16>
      mhlo.return %127 : tensor<4x4x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x4x256x8x64xbf16>
    %14 = mhlo.copy %13 : tensor<4x4x256x8x64xbf16>
    %15 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x4x8x256x256xf32>
      mhlo.return %127 : tensor<4x4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x4x8x256x256xf32>
    %16 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x4x8x256x1xf32>
      mhlo.return %127 : tensor<4x4x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x4x8x256x1xf32>
    %17 = mhlo.copy %16 : tensor<4x4x8x256x1xf32>
    %18 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x4x8x256x256xbf16>
      mhlo.return %127 : tensor<4x4x8x256x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x4x8x256x256xbf16>
    %19 = mhlo.copy %13 : tensor<4x4x256x8x64xbf16>
    %20 = mhlo.copy %11 : tensor<4x4x256x512xbf16>
    %21 = mhlo.copy %7 : tensor<4x4x256x512xf32>
    %22 = mhlo.copy %8 : tensor<4x4x256x1xf32>
    %23 = mhlo.copy %8 : tensor<4x4x256x1xf32>
    %24 = mhlo.copy %10 : tensor<4x1x1x512xbf16>
    %25 = mhlo.copy %11 : tensor<4x4x256x512xbf16>
    %26 = mhlo.copy %11 : tensor<4x4x256x512xbf16>
    %27 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x4x256x1408xbf16>
      mhlo.return %127 : tensor<4x4x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x4x256x1408xbf16>
    %28 = mhlo.copy %27 : tensor<4x4x256x1408xbf16>
    %29 = mhlo.copy %27 : tensor<4x4x256x1408xbf16>
    %30 = mhlo.copy %27 : tensor<4x4x256x1408xbf16>
    %31 = mhlo.copy %27 : tensor<4x4x256x1408xbf16>
    %32 = mhlo.copy %27 : tensor<4x4x256x1408xbf16>
    %33 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %cst_3 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %127 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %128 = stablehlo.iota dim = 0 : tensor<32xf32>
      %129 = stablehlo.negate %128 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %130 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %131 = stablehlo.multiply %129, %130 : tensor<32xf32>
      %132 = stablehlo.power %127, %131 : tensor<32xf32>
      mhlo.return %132 : tensor<32xf32>
    }) {output_operand_aliasing = []} : () -> tensor<32xf32>
    %34 = "mhlo.fusion"(%33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<32xf32>):
      %127 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %128 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %129 = stablehlo.multiply %127, %128 : tensor<256x32xf32>
      %130 = stablehlo.cosine %129 : tensor<256x32xf32>
      %131 = mhlo.bitcast %130 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
      mhlo.return %131 : tensor<1x256x1x32xf32>
    }) {output_operand_aliasing = [], result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<32xf32>) -> tensor<1x256x1x32xf32>
    %35 = "mhlo.fusion"(%34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1x256x1x32xf32>):
      %127 = mhlo.copy %arg14 : tensor<1x256x1x32xf32>
      mhlo.return %127 : tensor<1x256x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %36 = "mhlo.fusion"(%33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<32xf32>):
      %127 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %128 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %129 = stablehlo.multiply %127, %128 : tensor<256x32xf32>
      %130 = stablehlo.sine %129 : tensor<256x32xf32>
      %131 = mhlo.bitcast %130 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
      mhlo.return %131 : tensor<1x256x1x32xf32>
    }) {output_operand_aliasing = [], result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<32xf32>) -> tensor<1x256x1x32xf32>
    %37 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1x256x1x32xf32>):
      %127 = mhlo.copy %arg14 : tensor<1x256x1x32xf32>
      mhlo.return %127 : tensor<1x256x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %38 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %127 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %128 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %129 = stablehlo.compare GE, %127, %128 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %130 = stablehlo.broadcast_in_dim %129, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<4x8x256x256xi1>
      mhlo.return %130 : tensor<4x8x256x256xi1>
    }) {output_operand_aliasing = []} : () -> tensor<4x8x256x256xi1>
    %cst_1 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %39 = "mhlo.fusion"(%cst_1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
      mhlo.return %127 : tensor<4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %40 = "mhlo.fusion"(%arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      mhlo.return %127 : tensor<4x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %41 = "mhlo.fusion"(%arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      mhlo.return %127 : tensor<4x512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %42 = "mhlo.fusion"(%arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      mhlo.return %127 : tensor<4x512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %43 = "mhlo.fusion"(%arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      mhlo.return %127 : tensor<4x512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %44 = "mhlo.fusion"(%arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      mhlo.return %127 : tensor<4x512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %45 = "mhlo.fusion"(%arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      mhlo.return %127 : tensor<4x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %46 = "mhlo.fusion"(%arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x1408xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      mhlo.return %127 : tensor<4x512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %47 = "mhlo.fusion"(%arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x1408xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      mhlo.return %127 : tensor<4x512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
    %48 = "mhlo.fusion"(%arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x1408x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
      mhlo.return %127 : tensor<4x1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
    %49:41 = stablehlo.while(%iterArg = %5, %iterArg_3 = %6, %iterArg_4 = %7, %iterArg_5 = %8, %iterArg_6 = %9, %iterArg_7 = %10, %iterArg_8 = %11, %iterArg_9 = %12, %iterArg_10 = %13, %iterArg_11 = %14, %iterArg_12 = %15, %iterArg_13 = %16, %iterArg_14 = %17, %iterArg_15 = %18, %iterArg_16 = %19, %iterArg_17 = %20, %iterArg_18 = %21, %iterArg_19 = %22, %iterArg_20 = %23, %iterArg_21 = %24, %iterArg_22 = %25, %iterArg_23 = %26, %iterArg_24 = %27, %iterArg_25 = %28, %iterArg_26 = %29, %iterArg_27 = %30, %iterArg_28 = %31, %iterArg_29 = %32, %iterArg_30 = %35, %iterArg_31 = %37, %iterArg_32 = %38, %iterArg_33 = %39, %iterArg_34 = %40, %iterArg_35 = %41, %iterArg_36 = %42, %iterArg_37 = %43, %iterArg_38 = %44, %iterArg_39 = %45, %iterArg_40 = %46, %iterArg_41 = %47, %iterArg_42 = %48) : tensor<i32>, tensor<4x256x512xbf16>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x8x256x256xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x256xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>, tensor<4x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512xf32>, tensor<4x512x1408xf32>, tensor<4x512x1408xf32>, tensor<4x1408x512xf32>
    cond {
      %c_43 = stablehlo.constant dense<4> : tensor<i32>
      %127 = "mhlo.fusion"(%iterArg, %c_43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
        %128 = stablehlo.compare LT, %arg14, %arg15 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %128 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %127 : tensor<i1>
    } do {
      %127 = mhlo.copy %iterArg : tensor<i32>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %128 = "mhlo.fusion"(%127, %c_43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
        %207 = stablehlo.add %arg14, %arg15 : tensor<i32>
        mhlo.return %207 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %129 = "mhlo.fusion"(%iterArg_39, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %207 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
        %208 = stablehlo.convert %207 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
        mhlo.return %208 : tensor<1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x512xf32>, tensor<i32>) -> tensor<1x512xbf16>
      %130 = "mhlo.fusion"(%iterArg_34, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %207 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
        %208 = stablehlo.convert %207 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
        mhlo.return %208 : tensor<1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x512xf32>, tensor<i32>) -> tensor<1x512xbf16>
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %131 = mhlo.copy %iterArg_3 : tensor<4x256x512xbf16>
      %132 = "mhlo.fusion"(%131) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg14 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        mhlo.return %207 : tensor<4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %133 = "mhlo.fusion"(%cst_44, %132) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<4x256x512xf32>):
        %207 = stablehlo.multiply %arg15, %arg15 : tensor<4x256x512xf32>
        %208 = stablehlo.reduce(%207 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
        mhlo.return %208 : tensor<4x256xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>) -> tensor<4x256xf32>
      %134 = "mhlo.fusion"(%133) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256xf32>):
        %cst_45 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %207 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
        %208 = stablehlo.multiply %arg14, %207 : tensor<4x256xf32>
        %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
        %209 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
        %210 = stablehlo.add %208, %209 : tensor<4x256xf32>
        %211 = mhlo.bitcast %210 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
        %212 = mhlo.copy %211 : tensor<4x256x1xf32>
        %213 = stablehlo.rsqrt %212 : tensor<4x256x1xf32>
        mhlo.return %213 : tensor<4x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      %135 = "mhlo.fusion"(%134, %131) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x1xf32>, %arg15: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %208 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
        %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
        %210 = stablehlo.multiply %207, %209 : tensor<4x256x512xf32>
        %211 = stablehlo.convert %210 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        mhlo.return %211 : tensor<4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
      %136 = "mhlo.fusion"(%130, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x512xbf16>, %arg15: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %208 = stablehlo.convert %arg14 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
        %210 = stablehlo.broadcast_in_dim %209, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
        %211 = stablehlo.multiply %207, %210 : tensor<4x256x512xf32>
        %212 = stablehlo.convert %211 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        mhlo.return %212 : tensor<4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
      %137 = "mhlo.fusion"(%136) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg14 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %208 = mhlo.bitcast %207 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %208 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<1024x512xf32>
      %138 = "mhlo.fusion"(%iterArg_35, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %207 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
        %208 = stablehlo.convert %207 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
        %209 = stablehlo.convert %208 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %210 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %139 = "mhlo.fusion"(%137, %138) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x512xf32>):
        %207 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %207 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      %140 = "mhlo.fusion"(%139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>):
        %207 = stablehlo.convert %arg14 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        mhlo.return %207 : tensor<1024x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %141 = "mhlo.fusion"(%140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xbf16>):
        %207 = stablehlo.convert %arg14 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %208 = mhlo.bitcast %207 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
        %209 = stablehlo.transpose %208, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
        %210 = mhlo.copy %209 : tensor<4x8x64x256xf32>
        mhlo.return %210 : tensor<4x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xbf16>) -> tensor<4x8x64x256xf32>
      %142 = "mhlo.fusion"(%iterArg_36, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %207 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
        %208 = stablehlo.convert %207 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
        %209 = stablehlo.convert %208 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %210 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %143 = "mhlo.fusion"(%137, %142) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x512xf32>):
        %207 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %207 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      %144 = "mhlo.fusion"(%iterArg_31, %iterArg_30, %143) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x256x1x32xf32>, %arg15: tensor<1x256x1x32xf32>, %arg16: tensor<1024x512xf32>):
        %207 = stablehlo.convert %arg16 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %208 = stablehlo.convert %207 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
        %210 = stablehlo.slice %209 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
        %211 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %212 = stablehlo.broadcast_in_dim %211, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
        %213 = stablehlo.multiply %210, %212 : tensor<4x256x8x32xf32>
        %214 = stablehlo.slice %209 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
        %215 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %216 = stablehlo.broadcast_in_dim %215, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
        %217 = stablehlo.multiply %214, %216 : tensor<4x256x8x32xf32>
        %218 = stablehlo.subtract %213, %217 : tensor<4x256x8x32xf32>
        %219 = stablehlo.multiply %210, %216 : tensor<4x256x8x32xf32>
        %220 = stablehlo.multiply %214, %212 : tensor<4x256x8x32xf32>
        %221 = stablehlo.add %219, %220 : tensor<4x256x8x32xf32>
        %222 = stablehlo.concatenate %218, %221, dim = 3 : (tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>) -> tensor<4x256x8x64xf32>
        %223 = stablehlo.convert %222 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
        mhlo.return %223 : tensor<4x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1024x512xf32>) -> tensor<4x256x8x64xbf16>
      %145 = "mhlo.fusion"(%144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x8x64xbf16>):
        %207 = stablehlo.convert %arg14 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %208 = stablehlo.transpose %207, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
        %209 = mhlo.copy %208 : tensor<4x8x256x64xf32>
        mhlo.return %209 : tensor<4x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<4x8x256x64xf32>
      %146 = "mhlo.fusion"(%iterArg_37, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %207 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
        %208 = stablehlo.convert %207 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
        %209 = stablehlo.convert %208 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %210 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %147 = "mhlo.fusion"(%137, %146) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x512xf32>):
        %207 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %207 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      %148 = "mhlo.fusion"(%147, %iterArg_31, %iterArg_30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<1x256x1x32xf32>, %arg16: tensor<1x256x1x32xf32>):
        %207 = stablehlo.convert %arg14 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %208 = stablehlo.convert %207 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
        %210 = stablehlo.slice %209 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
        %211 = mhlo.bitcast %arg16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %212 = stablehlo.broadcast_in_dim %211, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
        %213 = stablehlo.multiply %210, %212 : tensor<4x256x8x32xf32>
        %214 = stablehlo.slice %209 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
        %215 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %216 = stablehlo.broadcast_in_dim %215, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
        %217 = stablehlo.multiply %214, %216 : tensor<4x256x8x32xf32>
        %218 = stablehlo.subtract %213, %217 : tensor<4x256x8x32xf32>
        %219 = stablehlo.multiply %210, %216 : tensor<4x256x8x32xf32>
        %220 = stablehlo.multiply %214, %212 : tensor<4x256x8x32xf32>
        %221 = stablehlo.add %219, %220 : tensor<4x256x8x32xf32>
        %222 = stablehlo.concatenate %218, %221, dim = 3 : (tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>) -> tensor<4x256x8x64xf32>
        %223 = stablehlo.convert %222 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
        mhlo.return %223 : tensor<4x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>) -> tensor<4x256x8x64xbf16>
      %149 = "mhlo.fusion"(%148) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x8x64xbf16>):
        %207 = stablehlo.convert %arg14 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %208 = stablehlo.transpose %207, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
        %209 = mhlo.copy %208 : tensor<4x8x64x256xf32>
        mhlo.return %209 : tensor<4x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<4x8x64x256xf32>
      %150 = "mhlo.fusion"(%145, %149) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<4x8x256x64xf32>, %arg15: tensor<4x8x64x256xf32>):
        %207 = stablehlo.dot_general %arg14, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32>
        mhlo.return %207 : tensor<4x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32>
      %151 = "mhlo.fusion"(%iterArg_32, %iterArg_33, %150) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x256x256xi1>, %arg15: tensor<4x8x256x256xf32>, %arg16: tensor<4x8x256x256xf32>):
        %207 = stablehlo.convert %arg16 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
        %208 = stablehlo.convert %207 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
        %cst_45 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
        %209 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
        %210 = stablehlo.multiply %208, %209 : tensor<4x8x256x256xf32>
        %211 = stablehlo.select %arg14, %210, %arg15 : tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>
        mhlo.return %211 : tensor<4x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
      %152 = "mhlo.fusion"(%151) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<4x8x256x256xf32>):
        %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
        %207 = stablehlo.reduce(%arg14 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
        %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
        %209 = stablehlo.subtract %arg14, %208 : tensor<4x8x256x256xf32>
        %210 = stablehlo.exponential %209 : tensor<4x8x256x256xf32>
        mhlo.return %210 : tensor<4x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
      %153 = "mhlo.fusion"(%152, %cst_44) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<4x8x256x256xf32>, %arg15: tensor<f32>):
        %207 = stablehlo.reduce(%arg14 init: %arg15) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
        mhlo.return %207 : tensor<4x8x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
      %154 = "mhlo.fusion"(%153) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x256xf32>):
        %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %207 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x8x256xf32>
        %208 = stablehlo.divide %207, %arg14 : tensor<4x8x256xf32>
        mhlo.return %208 : tensor<4x8x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x256xf32>) -> tensor<4x8x256xf32>
      %155 = "mhlo.fusion"(%152, %154) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x256x256xf32>, %arg15: tensor<4x8x256xf32>):
        %207 = stablehlo.broadcast_in_dim %arg15, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
        %208 = stablehlo.multiply %arg14, %207 : tensor<4x8x256x256xf32>
        %209 = stablehlo.convert %208 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
        mhlo.return %209 : tensor<4x8x256x256xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x8x256x256xf32>, tensor<4x8x256xf32>) -> tensor<4x8x256x256xbf16>
      %156 = "mhlo.fusion"(%155) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x256x256xbf16>):
        %207 = stablehlo.convert %arg14 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
        mhlo.return %207 : tensor<4x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
      %157 = "mhlo.fusion"(%141, %156) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<4x8x64x256xf32>, %arg15: tensor<4x8x256x256xf32>):
        %207 = stablehlo.dot_general %arg14, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
        mhlo.return %207 : tensor<4x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
      %158 = "mhlo.fusion"(%157) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x64x256xf32>):
        %207 = stablehlo.convert %arg14 : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
        mhlo.return %207 : tensor<4x8x64x256xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
      %159 = "mhlo.fusion"(%158) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x64x256xbf16>):
        %207 = stablehlo.convert %arg14 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
        %208 = stablehlo.transpose %207, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
        %209 = mhlo.copy %208 : tensor<4x256x8x64xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
        mhlo.return %210 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x64x256xbf16>) -> tensor<1024x512xf32>
      %160 = "mhlo.fusion"(%iterArg_38, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %207 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
        %208 = stablehlo.convert %207 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
        %209 = stablehlo.convert %208 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %210 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %161 = "mhlo.fusion"(%159, %160) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x512xf32>):
        %207 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %207 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      %162 = "mhlo.fusion"(%161, %131) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %208 = stablehlo.convert %arg14 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %209 = stablehlo.convert %208 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
        %211 = stablehlo.add %207, %210 : tensor<4x256x512xf32>
        mhlo.return %211 : tensor<4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %163 = "mhlo.fusion"(%cst_44, %162) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<4x256x512xf32>):
        %207 = stablehlo.multiply %arg15, %arg15 : tensor<4x256x512xf32>
        %208 = stablehlo.reduce(%207 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
        mhlo.return %208 : tensor<4x256xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>) -> tensor<4x256xf32>
      %164 = "mhlo.fusion"(%163) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256xf32>):
        %cst_45 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %207 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
        %208 = stablehlo.multiply %arg14, %207 : tensor<4x256xf32>
        %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
        %209 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
        %210 = stablehlo.add %208, %209 : tensor<4x256xf32>
        %211 = mhlo.bitcast %210 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
        %212 = mhlo.copy %211 : tensor<4x256x1xf32>
        %213 = stablehlo.rsqrt %212 : tensor<4x256x1xf32>
        mhlo.return %213 : tensor<4x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      %165 = "mhlo.fusion"(%162, %164) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xf32>, %arg15: tensor<4x256x1xf32>):
        %207 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
        %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
        %209 = stablehlo.multiply %arg14, %208 : tensor<4x256x512xf32>
        %210 = stablehlo.convert %209 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        mhlo.return %210 : tensor<4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xf32>, tensor<4x256x1xf32>) -> tensor<4x256x512xbf16>
      %166 = "mhlo.fusion"(%129, %165) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x512xbf16>, %arg15: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %208 = stablehlo.convert %arg14 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
        %210 = stablehlo.broadcast_in_dim %209, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
        %211 = stablehlo.multiply %207, %210 : tensor<4x256x512xf32>
        %212 = stablehlo.convert %211 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        mhlo.return %212 : tensor<4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
      %167 = "mhlo.fusion"(%166) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg14 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %208 = mhlo.bitcast %207 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %208 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<1024x512xf32>
      %168 = "mhlo.fusion"(%iterArg_41, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x1408xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %207 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
        %208 = stablehlo.convert %207 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
        %209 = stablehlo.convert %208 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %210 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
      %169 = "mhlo.fusion"(%167, %168) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x1408xf32>):
        %207 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
        mhlo.return %207 : tensor<1024x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
      %170 = "mhlo.fusion"(%169) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x1408xf32>):
        %207 = stablehlo.convert %arg14 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        mhlo.return %207 : tensor<1024x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      %171 = "mhlo.fusion"(%iterArg_40, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x1408xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %207 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
        %208 = stablehlo.convert %207 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
        %209 = stablehlo.convert %208 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %210 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
      %172 = "mhlo.fusion"(%167, %171) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x1408xf32>):
        %207 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
        mhlo.return %207 : tensor<1024x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x1408xf32>) -> tensor<1024x1408xf32>
      %173 = "mhlo.fusion"(%172) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x1408xf32>):
        %207 = stablehlo.convert %arg14 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        mhlo.return %207 : tensor<1024x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      %174 = "mhlo.fusion"(%173) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x1408xbf16>):
        %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %207 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1024x1408xf32>
        %208 = stablehlo.convert %arg14 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %209 = stablehlo.negate %208 : tensor<1024x1408xf32>
        %210 = stablehlo.convert %209 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        %211 = stablehlo.convert %210 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %212 = stablehlo.exponential %211 : tensor<1024x1408xf32>
        %213 = stablehlo.convert %212 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        %214 = stablehlo.convert %213 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %215 = stablehlo.add %214, %207 : tensor<1024x1408xf32>
        %216 = stablehlo.convert %215 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        %217 = stablehlo.convert %216 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %218 = stablehlo.divide %207, %217 : tensor<1024x1408xf32>
        %219 = stablehlo.convert %218 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        mhlo.return %219 : tensor<1024x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>) -> tensor<1024x1408xbf16>
      %175 = "mhlo.fusion"(%174, %173) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x1408xbf16>, %arg15: tensor<1024x1408xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %208 = stablehlo.convert %arg14 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %209 = stablehlo.multiply %207, %208 : tensor<1024x1408xf32>
        %210 = stablehlo.convert %209 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        mhlo.return %210 : tensor<1024x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<1024x1408xbf16>
      %176 = "mhlo.fusion"(%170, %175) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x1408xbf16>, %arg15: tensor<1024x1408xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %208 = stablehlo.convert %arg14 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %209 = stablehlo.multiply %207, %208 : tensor<1024x1408xf32>
        %210 = stablehlo.convert %209 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        mhlo.return %210 : tensor<1024x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<1024x1408xbf16>
      %177 = "mhlo.fusion"(%176) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x1408xbf16>):
        %207 = stablehlo.convert %arg14 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        mhlo.return %207 : tensor<1024x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
      %178 = "mhlo.fusion"(%iterArg_42, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x1408x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %207 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 1408, 512] : (tensor<4x1408x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1408x512xf32>
        %208 = stablehlo.convert %207 : (tensor<1x1408x512xf32>) -> tensor<1x1408x512xbf16>
        %209 = stablehlo.convert %208 : (tensor<1x1408x512xbf16>) -> tensor<1x1408x512xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1408x512xf32>) -> tensor<1408x512xf32>
        mhlo.return %210 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x1408x512xf32>, tensor<i32>) -> tensor<1408x512xf32>
      %179 = "mhlo.fusion"(%177, %178) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x1408xf32>, %arg15: tensor<1408x512xf32>):
        %207 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1024x1408xf32>, tensor<1408x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %207 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>, tensor<1408x512xf32>) -> tensor<1024x512xf32>
      %180 = "mhlo.fusion"(%179, %162) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<4x256x512xf32>):
        %207 = stablehlo.convert %arg15 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        %208 = stablehlo.convert %207 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %209 = stablehlo.convert %arg14 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %210 = stablehlo.convert %209 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %211 = mhlo.bitcast %210 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
        %212 = stablehlo.add %208, %211 : tensor<4x256x512xf32>
        %213 = stablehlo.convert %212 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        mhlo.return %213 : tensor<4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      %181 = "mhlo.fusion"(%iterArg_4, %127, %131) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x512xf32>, %arg15: tensor<i32>, %arg16: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg16 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %208 = mhlo.bitcast %207 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %209 = stablehlo.dynamic_update_slice %arg14, %208, %arg15, %c_45, %c_45, %c_45 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
        mhlo.return %209 : tensor<4x4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      %182 = "mhlo.fusion"(%iterArg_5, %127, %134, %133) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<4x256x1xf32>, %arg17: tensor<4x256xf32>):
        %cst_45 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %207 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
        %208 = stablehlo.multiply %arg17, %207 : tensor<4x256xf32>
        %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
        %209 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
        %210 = stablehlo.add %208, %209 : tensor<4x256xf32>
        %211 = mhlo.bitcast %210 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
        %212 = mhlo.copy %211 : tensor<4x256x1xf32>
        %213 = stablehlo.divide %arg16, %212 : tensor<4x256x1xf32>
        %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
        %214 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
        %215 = stablehlo.multiply %213, %214 : tensor<4x256x1xf32>
        %216 = mhlo.bitcast %215 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
        %c_48 = stablehlo.constant dense<0> : tensor<i32>
        %217 = stablehlo.dynamic_update_slice %arg14, %216, %arg15, %c_48, %c_48, %c_48 : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
        mhlo.return %217 : tensor<4x4x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<4x256x1xf32>, tensor<4x256xf32>) -> tensor<4x4x256x1xf32>
      %183 = "mhlo.fusion"(%iterArg_6, %127, %134) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<4x256x1xf32>):
        %207 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %208 = stablehlo.dynamic_update_slice %arg14, %207, %arg15, %c_45, %c_45, %c_45 : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
        mhlo.return %208 : tensor<4x4x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<4x256x1xf32>) -> tensor<4x4x256x1xf32>
      %184 = "mhlo.fusion"(%127, %iterArg_7, %130) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x1x1x512xbf16>, %arg16: tensor<1x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
        %208 = stablehlo.convert %arg16 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
        %211 = stablehlo.convert %210 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
        mhlo.return %211 : tensor<4x1x1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x1x1x512xbf16>, tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16>
      %185 = "mhlo.fusion"(%127, %iterArg_8, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x512xbf16>, %arg16: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
        %208 = stablehlo.convert %arg16 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
        mhlo.return %211 : tensor<4x4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16>
      %186 = "mhlo.fusion"(%127, %iterArg_9, %136) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x512xbf16>, %arg16: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
        %208 = stablehlo.convert %arg16 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
        mhlo.return %211 : tensor<4x4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16>
      %187 = "mhlo.fusion"(%127, %iterArg_10, %148) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x8x64xbf16>, %arg16: tensor<4x256x8x64xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
        %208 = stablehlo.convert %arg16 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1x4x256x8x64xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45, %c_45 : (tensor<4x4x256x8x64xf32>, tensor<1x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x8x64xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x8x64xf32>) -> tensor<4x4x256x8x64xbf16>
        mhlo.return %211 : tensor<4x4x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x8x64xbf16>, tensor<4x256x8x64xbf16>) -> tensor<4x4x256x8x64xbf16>
      %188 = "mhlo.fusion"(%127, %iterArg_11, %144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x8x64xbf16>, %arg16: tensor<4x256x8x64xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
        %208 = stablehlo.convert %arg16 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1x4x256x8x64xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45, %c_45 : (tensor<4x4x256x8x64xf32>, tensor<1x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x8x64xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x8x64xf32>) -> tensor<4x4x256x8x64xbf16>
        mhlo.return %211 : tensor<4x4x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x8x64xbf16>, tensor<4x256x8x64xbf16>) -> tensor<4x4x256x8x64xbf16>
      %189 = "mhlo.fusion"(%iterArg_12, %127, %152) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x8x256x256xf32>, %arg15: tensor<i32>, %arg16: tensor<4x8x256x256xf32>):
        %207 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x8x256x256xf32>) -> tensor<1x4x8x256x256xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %208 = stablehlo.dynamic_update_slice %arg14, %207, %arg15, %c_45, %c_45, %c_45, %c_45 : (tensor<4x4x8x256x256xf32>, tensor<1x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x256xf32>
        mhlo.return %208 : tensor<4x4x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x8x256x256xf32>, tensor<i32>, tensor<4x8x256x256xf32>) -> tensor<4x4x8x256x256xf32>
      %190 = "mhlo.fusion"(%iterArg_13, %127, %153) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x8x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<4x8x256xf32>):
        %207 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x8x256xf32>) -> tensor<1x4x8x256x1xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %208 = stablehlo.dynamic_update_slice %arg14, %207, %arg15, %c_45, %c_45, %c_45, %c_45 : (tensor<4x4x8x256x1xf32>, tensor<1x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x1xf32>
        mhlo.return %208 : tensor<4x4x8x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<4x8x256xf32>) -> tensor<4x4x8x256x1xf32>
      %191 = "mhlo.fusion"(%iterArg_14, %127, %153) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x8x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<4x8x256xf32>):
        %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %207 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x8x256xf32>
        %208 = stablehlo.multiply %arg16, %arg16 : tensor<4x8x256xf32>
        %209 = stablehlo.divide %207, %208 : tensor<4x8x256xf32>
        %210 = mhlo.bitcast %209 {result_layout = dense<[3, 2, 1, 4, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,8,256,1]{3,2,1,4,0}"} : (tensor<4x8x256xf32>) -> tensor<1x4x8x256x1xf32>
        %211 = mhlo.copy %210 : tensor<1x4x8x256x1xf32>
        %c_46 = stablehlo.constant dense<0> : tensor<i32>
        %212 = stablehlo.dynamic_update_slice %arg14, %211, %arg15, %c_46, %c_46, %c_46, %c_46 : (tensor<4x4x8x256x1xf32>, tensor<1x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x1xf32>
        mhlo.return %212 : tensor<4x4x8x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<4x8x256xf32>) -> tensor<4x4x8x256x1xf32>
      %192 = "mhlo.fusion"(%127, %iterArg_15, %155) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x8x256x256xbf16>, %arg16: tensor<4x8x256x256xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x8x256x256xbf16>) -> tensor<4x4x8x256x256xf32>
        %208 = stablehlo.convert %arg16 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x8x256x256xf32>) -> tensor<1x4x8x256x256xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45, %c_45 : (tensor<4x4x8x256x256xf32>, tensor<1x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x256x256xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x8x256x256xf32>) -> tensor<4x4x8x256x256xbf16>
        mhlo.return %211 : tensor<4x4x8x256x256xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x8x256x256xbf16>, tensor<4x8x256x256xbf16>) -> tensor<4x4x8x256x256xbf16>
      %193 = "mhlo.fusion"(%127, %iterArg_16, %140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x8x64xbf16>, %arg16: tensor<1024x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
        %208 = stablehlo.convert %arg16 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<1x4x256x8x64xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45, %c_45 : (tensor<4x4x256x8x64xf32>, tensor<1x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x8x64xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x8x64xf32>) -> tensor<4x4x256x8x64xbf16>
        mhlo.return %211 : tensor<4x4x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x8x64xbf16>, tensor<1024x512xbf16>) -> tensor<4x4x256x8x64xbf16>
      %194 = "mhlo.fusion"(%127, %iterArg_17, %158) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x512xbf16>, %arg16: tensor<4x8x64x256xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
        %208 = stablehlo.convert %arg16 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
        %209 = stablehlo.transpose %208, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
        %210 = mhlo.copy %209 : tensor<4x256x8x64xf32>
        %211 = mhlo.bitcast %210 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1x4x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %212 = stablehlo.dynamic_update_slice %207, %211, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
        %213 = stablehlo.convert %212 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
        mhlo.return %213 : tensor<4x4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x8x64x256xbf16>) -> tensor<4x4x256x512xbf16>
      %195 = "mhlo.fusion"(%iterArg_18, %127, %162) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x512xf32>, %arg15: tensor<i32>, %arg16: tensor<4x256x512xf32>):
        %207 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %208 = stablehlo.dynamic_update_slice %arg14, %207, %arg15, %c_45, %c_45, %c_45 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
        mhlo.return %208 : tensor<4x4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<4x256x512xf32>) -> tensor<4x4x256x512xf32>
      %196 = "mhlo.fusion"(%iterArg_19, %127, %164, %163) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<4x256x1xf32>, %arg17: tensor<4x256xf32>):
        %cst_45 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %207 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
        %208 = stablehlo.multiply %arg17, %207 : tensor<4x256xf32>
        %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
        %209 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
        %210 = stablehlo.add %208, %209 : tensor<4x256xf32>
        %211 = mhlo.bitcast %210 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
        %212 = mhlo.copy %211 : tensor<4x256x1xf32>
        %213 = stablehlo.divide %arg16, %212 : tensor<4x256x1xf32>
        %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
        %214 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
        %215 = stablehlo.multiply %213, %214 : tensor<4x256x1xf32>
        %216 = mhlo.bitcast %215 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
        %c_48 = stablehlo.constant dense<0> : tensor<i32>
        %217 = stablehlo.dynamic_update_slice %arg14, %216, %arg15, %c_48, %c_48, %c_48 : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
        mhlo.return %217 : tensor<4x4x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<4x256x1xf32>, tensor<4x256xf32>) -> tensor<4x4x256x1xf32>
      %197 = "mhlo.fusion"(%iterArg_20, %127, %164) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<4x256x1xf32>):
        %207 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %208 = stablehlo.dynamic_update_slice %arg14, %207, %arg15, %c_45, %c_45, %c_45 : (tensor<4x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1xf32>
        mhlo.return %208 : tensor<4x4x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<4x256x1xf32>) -> tensor<4x4x256x1xf32>
      %198 = "mhlo.fusion"(%127, %iterArg_21, %129) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x1x1x512xbf16>, %arg16: tensor<1x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
        %208 = stablehlo.convert %arg16 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
        %211 = stablehlo.convert %210 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
        mhlo.return %211 : tensor<4x1x1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x1x1x512xbf16>, tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16>
      %199 = "mhlo.fusion"(%127, %iterArg_22, %165) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x512xbf16>, %arg16: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
        %208 = stablehlo.convert %arg16 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
        mhlo.return %211 : tensor<4x4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16>
      %200 = "mhlo.fusion"(%127, %iterArg_23, %166) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x512xbf16>, %arg16: tensor<4x256x512xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
        %208 = stablehlo.convert %arg16 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x512xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x512xf32>) -> tensor<4x4x256x512xbf16>
        mhlo.return %211 : tensor<4x4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x4x256x512xbf16>
      %201 = "mhlo.fusion"(%127, %iterArg_24, %174) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x1408xbf16>, %arg16: tensor<1024x1408xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
        %208 = stablehlo.convert %arg16 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %209 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1024x1408xf32>
        %210 = stablehlo.subtract %209, %208 : tensor<1024x1408xf32>
        %211 = stablehlo.convert %210 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        %212 = stablehlo.convert %211 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %213 = stablehlo.multiply %208, %212 : tensor<1024x1408xf32>
        %214 = stablehlo.convert %213 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        %215 = stablehlo.convert %214 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %216 = mhlo.bitcast %215 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
        %c_46 = stablehlo.constant dense<0> : tensor<i32>
        %217 = stablehlo.dynamic_update_slice %207, %216, %arg14, %c_46, %c_46, %c_46 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
        %218 = stablehlo.convert %217 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
        mhlo.return %218 : tensor<4x4x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
      %202 = "mhlo.fusion"(%127, %iterArg_25, %174) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x1408xbf16>, %arg16: tensor<1024x1408xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
        %208 = stablehlo.convert %arg16 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
        mhlo.return %211 : tensor<4x4x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
      %203 = "mhlo.fusion"(%127, %iterArg_26, %173) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x1408xbf16>, %arg16: tensor<1024x1408xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
        %208 = stablehlo.convert %arg16 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
        mhlo.return %211 : tensor<4x4x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
      %204 = "mhlo.fusion"(%127, %iterArg_27, %170) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x1408xbf16>, %arg16: tensor<1024x1408xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
        %208 = stablehlo.convert %arg16 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
        mhlo.return %211 : tensor<4x4x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
      %205 = "mhlo.fusion"(%127, %iterArg_28, %175) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x1408xbf16>, %arg16: tensor<1024x1408xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
        %208 = stablehlo.convert %arg16 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
        mhlo.return %211 : tensor<4x4x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
      %206 = "mhlo.fusion"(%127, %iterArg_29, %176) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x4x256x1408xbf16>, %arg16: tensor<1024x1408xbf16>):
        %207 = stablehlo.convert %arg15 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
        %208 = stablehlo.convert %arg16 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %209 = mhlo.bitcast %208 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<1x4x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %210 = stablehlo.dynamic_update_slice %207, %209, %arg14, %c_45, %c_45, %c_45 : (tensor<4x4x256x1408xf32>, tensor<1x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x256x1408xf32>
        %211 = stablehlo.convert %210 : (tensor<4x4x256x1408xf32>) -> tensor<4x4x256x1408xbf16>
        mhlo.return %211 : tensor<4x4x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x4x256x1408xbf16>, tensor<1024x1408xbf16>) -> tensor<4x4x256x1408xbf16>
      stablehlo.return %128, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42 : tensor<i32>, tensor<4x256x512xbf16>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x8x256x256xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x256xbf16>, tensor<4x4x256x8x64xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x512xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<4x4x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>, tensor<4x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xf32>, tensor<4x512xf32>, tensor<4x512x1408xf32>, tensor<4x512x1408xf32>, tensor<4x1408x512xf32>
    }
    %50 = "mhlo.fusion"(%49#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      mhlo.return %127 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %51 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x256x4096xf32>
      mhlo.return %127 : tensor<4x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x256x4096xf32>
    %52 = "mhlo.fusion"(%arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256xi32>):
      %127 = stablehlo.iota dim = 0 : tensor<4x256x1x1xi32>
      %128 = stablehlo.iota dim = 1 : tensor<4x256x1x1xi32>
      %129 = mhlo.bitcast %arg14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xi32>) -> tensor<4x256x1xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %130 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
      %131 = stablehlo.compare LT, %129, %130 : (tensor<4x256x1xi32>, tensor<4x256x1xi32>) -> tensor<4x256x1xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %132 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
      %133 = stablehlo.add %129, %132 : tensor<4x256x1xi32>
      %134 = stablehlo.select %131, %133, %129 : tensor<4x256x1xi1>, tensor<4x256x1xi32>
      %135 = mhlo.bitcast %134 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xi32>) -> tensor<4x256x1x1xi32>
      %136 = stablehlo.concatenate %127, %128, %135, dim = 3 : (tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>) -> tensor<4x256x1x3xi32>
      %137 = mhlo.bitcast %136 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x1x3xi32>) -> tensor<1024x3xi32>
      mhlo.return %137 : tensor<1024x3xi32>
    }) {output_operand_aliasing = []} : (tensor<4x256xi32>) -> tensor<1024x3xi32>
    %cst_2 = stablehlo.constant dense<-2.44140625E-4> : tensor<f32>
    %53 = "mhlo.fusion"(%cst_2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<1024x1x1x1xf32>
      mhlo.return %127 : tensor<1024x1x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1024x1x1x1xf32>
    %54 = "mhlo.fusion"(%51, %52, %53) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x4096xf32>, %arg15: tensor<1024x3xi32>, %arg16: tensor<1024x1x1x1xf32>):
      %127 = "stablehlo.scatter"(%arg14, %arg15, %arg16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
        %128 = stablehlo.add %arg17, %arg18 : tensor<f32>
        stablehlo.return %128 : tensor<f32>
      }) : (tensor<4x256x4096xf32>, tensor<1024x3xi32>, tensor<1024x1x1x1xf32>) -> tensor<4x256x4096xf32>
      mhlo.return %127 : tensor<4x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x4096xf32>, tensor<1024x3xi32>, tensor<1024x1x1x1xf32>) -> tensor<4x256x4096xf32>
    %55 = "mhlo.fusion"(%cst, %50) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<4x256x512xf32>):
      %127 = stablehlo.multiply %arg15, %arg15 : tensor<4x256x512xf32>
      %128 = stablehlo.reduce(%127 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
      mhlo.return %128 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>) -> tensor<4x256xf32>
    %56 = "mhlo.fusion"(%55) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %127 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %128 = stablehlo.multiply %arg14, %127 : tensor<4x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %130 = stablehlo.add %128, %129 : tensor<4x256xf32>
      %131 = mhlo.bitcast %130 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      %132 = mhlo.copy %131 : tensor<4x256x1xf32>
      %133 = stablehlo.rsqrt %132 : tensor<4x256x1xf32>
      mhlo.return %133 : tensor<4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %57 = "mhlo.fusion"(%56, %49#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x1xf32>, %arg15: tensor<4x256x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %128 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
      %130 = stablehlo.multiply %127, %129 : tensor<4x256x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      mhlo.return %131 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %58 = "mhlo.fusion"(%arg1, %57) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512xbf16>, %arg15: tensor<4x256x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<512xbf16>) -> tensor<512xf32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
      %130 = stablehlo.multiply %127, %129 : tensor<4x256x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %133 = mhlo.bitcast %132 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
      mhlo.return %133 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<4x256x512xbf16>) -> tensor<1024x512xf32>
    %59 = "mhlo.fusion"(%arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512x4096xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
      mhlo.return %127 : tensor<512x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %60 = "mhlo.fusion"(%58, %59) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x4096xf32>):
      %127 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x4096xf32>) -> tensor<1024x4096xf32>
      %128 = stablehlo.convert %127 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
      %129 = stablehlo.convert %128 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
      %130 = mhlo.bitcast %129 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x4096xf32>) -> tensor<4x256x4096xf32>
      %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %131 = stablehlo.reduce(%130 init: %cst_3) applies stablehlo.maximum across dimensions = [2] : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x4096xf32>
      %133 = stablehlo.subtract %130, %132 : tensor<4x256x4096xf32>
      mhlo.return %133 : tensor<4x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x4096xf32>) -> tensor<4x256x4096xf32>
    %61 = "mhlo.fusion"(%60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x4096xf32>):
      %127 = stablehlo.exponential %arg14 : tensor<4x256x4096xf32>
      mhlo.return %127 : tensor<4x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x4096xf32>) -> tensor<4x256x4096xf32>
    %62 = "mhlo.fusion"(%61, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<4x256x4096xf32>, %arg15: tensor<f32>):
      %127 = stablehlo.reduce(%arg14 init: %arg15) applies stablehlo.add across dimensions = [2] : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
      mhlo.return %127 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
    %63 = "mhlo.fusion"(%54, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<4x256x4096xf32>, %arg15: tensor<f32>):
      %127 = stablehlo.reduce(%arg14 init: %arg15) applies stablehlo.add across dimensions = [2] : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
      mhlo.return %127 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
    %64 = "mhlo.fusion"(%62, %63) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256xf32>, %arg15: tensor<4x256xf32>):
      %127 = stablehlo.negate %arg15 : tensor<4x256xf32>
      %128 = stablehlo.divide %127, %arg14 : tensor<4x256xf32>
      mhlo.return %128 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %65 = "mhlo.fusion"(%54, %61, %64) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x4096xf32>, %arg15: tensor<4x256x4096xf32>, %arg16: tensor<4x256xf32>):
      %127 = stablehlo.broadcast_in_dim %arg16, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x4096xf32>
      %128 = stablehlo.multiply %127, %arg15 : tensor<4x256x4096xf32>
      %129 = stablehlo.add %arg14, %128 : tensor<4x256x4096xf32>
      %130 = stablehlo.convert %129 : (tensor<4x256x4096xf32>) -> tensor<4x256x4096xbf16>
      mhlo.return %130 : tensor<4x256x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x256x4096xf32>, tensor<4x256x4096xf32>, tensor<4x256xf32>) -> tensor<4x256x4096xbf16>
    %66 = "mhlo.fusion"(%65) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x4096xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x256x4096xbf16>) -> tensor<4x256x4096xf32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x4096xf32>) -> tensor<1024x4096xf32>
      mhlo.return %128 : tensor<1024x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x4096xbf16>) -> tensor<1024x4096xf32>
    %67 = "mhlo.fusion"(%66, %59) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<1024x4096xf32>, %arg15: tensor<512x4096xf32>):
      %127 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x4096xf32>, tensor<512x4096xf32>) -> tensor<1024x512xf32>
      mhlo.return %127 : tensor<1024x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x4096xf32>, tensor<512x4096xf32>) -> tensor<1024x512xf32>
    %68 = "mhlo.fusion"(%67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1024x512xf32>):
      %127 = stablehlo.convert %arg14 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      mhlo.return %127 : tensor<1024x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %69 = "mhlo.fusion"(%68, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1024x512xbf16>, %arg15: tensor<512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %129 = stablehlo.convert %arg15 : (tensor<512xbf16>) -> tensor<512xf32>
      %130 = stablehlo.broadcast_in_dim %129, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
      %131 = stablehlo.multiply %128, %130 : tensor<4x256x512xf32>
      mhlo.return %131 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xbf16>, tensor<512xbf16>) -> tensor<4x256x512xf32>
    %70 = "mhlo.fusion"(%cst, %50, %69) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<4x256x512xf32>, %arg16: tensor<4x256x512xf32>):
      %127 = stablehlo.multiply %arg15, %arg16 : tensor<4x256x512xf32>
      %128 = stablehlo.reduce(%127 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
      %129 = mhlo.bitcast %128 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      mhlo.return %129 : tensor<4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>) -> tensor<4x256x1xf32>
    %71 = "mhlo.fusion"(%56, %55) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x1xf32>, %arg15: tensor<4x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %127 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %128 = stablehlo.multiply %arg15, %127 : tensor<4x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %130 = stablehlo.add %128, %129 : tensor<4x256xf32>
      %131 = mhlo.bitcast %130 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
      %132 = mhlo.copy %131 : tensor<4x256x1xf32>
      %133 = stablehlo.divide %arg14, %132 : tensor<4x256x1xf32>
      mhlo.return %133 : tensor<4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %72 = "mhlo.fusion"(%70, %71, %68, %arg1, %56, %49#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x1xf32>, %arg15: tensor<4x256x1xf32>, %arg16: tensor<1024x512xbf16>, %arg17: tensor<512xbf16>, %arg18: tensor<4x256x1xf32>, %arg19: tensor<4x256x512xbf16>):
      %127 = stablehlo.convert %arg16 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %129 = stablehlo.convert %arg17 : (tensor<512xbf16>) -> tensor<512xf32>
      %130 = stablehlo.broadcast_in_dim %129, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
      %131 = stablehlo.multiply %128, %130 : tensor<4x256x512xf32>
      %132 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
      %134 = stablehlo.multiply %131, %133 : tensor<4x256x512xf32>
      %135 = stablehlo.convert %arg19 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %136 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
      %137 = stablehlo.multiply %arg15, %136 : tensor<4x256x1xf32>
      %138 = stablehlo.multiply %arg14, %137 : tensor<4x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %139 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
      %140 = stablehlo.multiply %138, %139 : tensor<4x256x1xf32>
      %141 = mhlo.bitcast %140 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
      %143 = stablehlo.multiply %135, %142 : tensor<4x256x512xf32>
      %144 = stablehlo.add %134, %143 : tensor<4x256x512xf32>
      %145 = stablehlo.add %144, %143 : tensor<4x256x512xf32>
      %146 = stablehlo.convert %145 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      mhlo.return %146 : tensor<4x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<4x256x1xf32>, tensor<1024x512xbf16>, tensor<512xbf16>, tensor<4x256x1xf32>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %73 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
      mhlo.return %127 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x512xbf16>
    %74 = mhlo.copy %73 : tensor<4x512xbf16>
    %75 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x1408x512xbf16>
      mhlo.return %127 : tensor<4x1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x1408x512xbf16>
    %76 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x512x1408xbf16>
      mhlo.return %127 : tensor<4x512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x512x1408xbf16>
    %77 = mhlo.copy %76 : tensor<4x512x1408xbf16>
    %78 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %127 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
      mhlo.return %127 : tensor<4x512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %79 = mhlo.copy %78 : tensor<4x512x512xbf16>
    %80 = mhlo.copy %78 : tensor<4x512x512xbf16>
    %81 = mhlo.copy %78 : tensor<4x512x512xbf16>
    %82 = "mhlo.fusion"(%49#26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x1408xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      mhlo.return %127 : tensor<4x4x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %83 = "mhlo.fusion"(%49#25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x1408xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      mhlo.return %127 : tensor<4x4x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %84 = "mhlo.fusion"(%49#23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x1408xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      mhlo.return %127 : tensor<4x4x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %85 = "mhlo.fusion"(%49#24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x1408xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      mhlo.return %127 : tensor<4x4x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %86 = "mhlo.fusion"(%49#22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x1408xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      mhlo.return %127 : tensor<4x4x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %87 = "mhlo.fusion"(%49#19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x1x1x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
      mhlo.return %127 : tensor<4x1x1x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    %88 = "mhlo.fusion"(%49#13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x8x256x256xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x8x256x256xbf16>) -> tensor<4x4x8x256x256xf32>
      mhlo.return %127 : tensor<4x4x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x8x256x256xbf16>) -> tensor<4x4x8x256x256xf32>
    %89 = "mhlo.fusion"(%49#14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x8x64xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
      mhlo.return %127 : tensor<4x4x256x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
    %90 = "mhlo.fusion"(%49#9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x8x64xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
      mhlo.return %127 : tensor<4x4x256x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
    %91 = "mhlo.fusion"(%49#8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x8x64xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
      mhlo.return %127 : tensor<4x4x256x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x8x64xbf16>) -> tensor<4x4x256x8x64xf32>
    %92 = "mhlo.fusion"(%49#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x1x1x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
      mhlo.return %127 : tensor<4x1x1x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    %93 = "mhlo.fusion"(%49#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      mhlo.return %127 : tensor<4x4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %94 = "mhlo.fusion"(%49#20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      mhlo.return %127 : tensor<4x4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %95 = "mhlo.fusion"(%49#27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x1408xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
      mhlo.return %127 : tensor<4x4x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xbf16>) -> tensor<4x4x256x1408xf32>
    %96 = "mhlo.fusion"(%49#21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      mhlo.return %127 : tensor<4x4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %97 = "mhlo.fusion"(%49#7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      mhlo.return %127 : tensor<4x4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %98 = "mhlo.fusion"(%49#15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x4x256x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
      mhlo.return %127 : tensor<4x4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x256x512xbf16>) -> tensor<4x4x256x512xf32>
    %99:47 = stablehlo.while(%iterArg = %4, %iterArg_3 = %72, %iterArg_4 = %73, %iterArg_5 = %74, %iterArg_6 = %75, %iterArg_7 = %76, %iterArg_8 = %77, %iterArg_9 = %78, %iterArg_10 = %79, %iterArg_11 = %80, %iterArg_12 = %81, %iterArg_13 = %49#18, %iterArg_14 = %49#16, %iterArg_15 = %49#17, %iterArg_16 = %49#11, %iterArg_17 = %49#12, %iterArg_18 = %49#10, %iterArg_19 = %38, %iterArg_20 = %35, %iterArg_21 = %37, %iterArg_22 = %49#4, %iterArg_23 = %49#2, %iterArg_24 = %49#3, %iterArg_25 = %82, %iterArg_26 = %48, %iterArg_27 = %47, %iterArg_28 = %83, %iterArg_29 = %84, %iterArg_30 = %85, %iterArg_31 = %86, %iterArg_32 = %46, %iterArg_33 = %87, %iterArg_34 = %44, %iterArg_35 = %88, %iterArg_36 = %41, %iterArg_37 = %89, %iterArg_38 = %90, %iterArg_39 = %43, %iterArg_40 = %91, %iterArg_41 = %42, %iterArg_42 = %92, %iterArg_43 = %93, %iterArg_44 = %94, %iterArg_45 = %95, %iterArg_46 = %96, %iterArg_47 = %97, %iterArg_48 = %98) : tensor<i32>, tensor<4x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x256xf32>, tensor<4x8x256x256xi1>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1408xf32>, tensor<4x1408x512xf32>, tensor<4x512x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x512x1408xf32>, tensor<4x1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x4x8x256x256xf32>, tensor<4x512x512xf32>, tensor<4x4x256x8x64xf32>, tensor<4x4x256x8x64xf32>, tensor<4x512x512xf32>, tensor<4x4x256x8x64xf32>, tensor<4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>
    cond {
      %c_49 = stablehlo.constant dense<4> : tensor<i32>
      %127 = "mhlo.fusion"(%iterArg, %c_49) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
        %128 = stablehlo.compare LT, %arg14, %arg15 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %128 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %127 : tensor<i1>
    } do {
      %127 = mhlo.copy %iterArg : tensor<i32>
      %c_49 = stablehlo.constant dense<1> : tensor<i32>
      %128 = "mhlo.fusion"(%127, %c_49) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
        %225 = stablehlo.add %arg14, %arg15 : tensor<i32>
        mhlo.return %225 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %129 = "mhlo.fusion"(%iterArg_23, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
        %227 = mhlo.bitcast %226 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
        mhlo.return %227 : tensor<4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<4x256x512xf32>
      %130 = "mhlo.fusion"(%iterArg_42, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x1x1x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
        mhlo.return %227 : tensor<1x1x1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
      %131 = "mhlo.fusion"(%iterArg_17, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x8x256x1xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, %c_52, sizes = [1, 4, 8, 256, 1] : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
        mhlo.return %226 : tensor<1x4x8x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x8x256x1xf32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
      %132 = "mhlo.fusion"(%iterArg_18, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x8x256x256xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, %c_52, sizes = [1, 4, 8, 256, 256] : (tensor<4x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x256xf32>
        mhlo.return %226 : tensor<1x4x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x8x256x256xf32>, tensor<i32>) -> tensor<1x4x8x256x256xf32>
      %133 = "mhlo.fusion"(%iterArg_14, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
        %227 = mhlo.bitcast %226 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
        mhlo.return %227 : tensor<4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<4x256x512xf32>
      %134 = "mhlo.fusion"(%iterArg_33, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x1x1x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
        mhlo.return %227 : tensor<1x1x1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
      %135 = mhlo.copy %iterArg_3 : tensor<4x256x512xbf16>
      %136 = "mhlo.fusion"(%135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %226 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<1024x512xf32>
      %137 = "mhlo.fusion"(%iterArg_26, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x1408x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, sizes = [1, 1408, 512] : (tensor<4x1408x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1408x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x1408x512xf32>) -> tensor<1x1408x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x1408x512xbf16>) -> tensor<1x1408x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1408x512xf32>) -> tensor<1408x512xf32>
        mhlo.return %229 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x1408x512xf32>, tensor<i32>) -> tensor<1408x512xf32>
      %138 = "mhlo.fusion"(%136, %137) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<1408x512xf32>):
        %225 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<1408x512xf32>) -> tensor<1024x1408xf32>
        mhlo.return %225 : tensor<1024x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<1408x512xf32>) -> tensor<1024x1408xf32>
      %139 = "mhlo.fusion"(%138) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x1408xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
        mhlo.return %225 : tensor<1024x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>) -> tensor<1024x1408xbf16>
      %140 = "mhlo.fusion"(%iterArg_31, %iterArg_30, %iterArg_29, %iterArg_28, %139, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x1408xf32>, %arg15: tensor<4x4x256x1408xf32>, %arg16: tensor<4x4x256x1408xf32>, %arg17: tensor<4x4x256x1408xf32>, %arg18: tensor<1024x1408xbf16>, %arg19: tensor<i32>):
        %225 = stablehlo.convert %arg18 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<4x256x1408xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %227 = stablehlo.subtract %c_51, %arg19 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %228 = stablehlo.dynamic_slice %arg17, %227, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
        %229 = stablehlo.convert %228 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
        %230 = stablehlo.convert %229 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
        %232 = stablehlo.multiply %226, %231 : tensor<4x256x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
        %234 = stablehlo.convert %233 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
        %235 = stablehlo.dynamic_slice %arg16, %227, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
        %236 = stablehlo.convert %235 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
        %237 = stablehlo.convert %236 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
        %238 = mhlo.bitcast %237 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
        %239 = stablehlo.multiply %234, %238 : tensor<4x256x1408xf32>
        %240 = stablehlo.convert %239 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
        %241 = stablehlo.convert %240 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
        %242 = stablehlo.dynamic_slice %arg15, %227, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
        %243 = stablehlo.convert %242 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
        %244 = stablehlo.convert %243 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
        %245 = mhlo.bitcast %244 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
        %246 = stablehlo.multiply %245, %234 : tensor<4x256x1408xf32>
        %247 = stablehlo.convert %246 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
        %248 = stablehlo.convert %247 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
        %249 = stablehlo.dynamic_slice %arg14, %227, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
        %250 = stablehlo.convert %249 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
        %251 = stablehlo.convert %250 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
        %252 = mhlo.bitcast %251 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
        %253 = stablehlo.multiply %248, %252 : tensor<4x256x1408xf32>
        %254 = stablehlo.convert %253 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
        %255 = stablehlo.convert %254 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
        %256 = stablehlo.add %241, %255 : tensor<4x256x1408xf32>
        %257 = stablehlo.convert %256 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
        mhlo.return %257 : tensor<4x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<1024x1408xbf16>, tensor<i32>) -> tensor<4x256x1408xbf16>
      %141 = "mhlo.fusion"(%140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x1408xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1408xf32>) -> tensor<1024x1408xf32>
        mhlo.return %226 : tensor<1024x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x1408xbf16>) -> tensor<1024x1408xf32>
      %142 = "mhlo.fusion"(%iterArg_32, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x1408xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
        %227 = stablehlo.convert %226 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %229 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
      %143 = "mhlo.fusion"(%141, %142) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x1408xf32>, %arg15: tensor<512x1408xf32>):
        %225 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
        mhlo.return %225 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
      %144 = "mhlo.fusion"(%139, %iterArg_25, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x1408xbf16>, %arg15: tensor<4x4x256x1408xf32>, %arg16: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg15, %225, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<4x256x1408xf32>
        %230 = stablehlo.convert %arg14 : (tensor<1024x1408xbf16>) -> tensor<1024x1408xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1408xf32>) -> tensor<4x256x1408xf32>
        %232 = stablehlo.multiply %229, %231 : tensor<4x256x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<4x256x1408xf32>) -> tensor<4x256x1408xbf16>
        mhlo.return %233 : tensor<4x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xbf16>, tensor<4x4x256x1408xf32>, tensor<i32>) -> tensor<4x256x1408xbf16>
      %145 = "mhlo.fusion"(%144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x1408xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1408xf32>) -> tensor<1024x1408xf32>
        mhlo.return %226 : tensor<1024x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x1408xbf16>) -> tensor<1024x1408xf32>
      %146 = "mhlo.fusion"(%iterArg_27, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x1408xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, sizes = [1, 512, 1408] : (tensor<4x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xf32>
        %227 = stablehlo.convert %226 : (tensor<1x512x1408xf32>) -> tensor<1x512x1408xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x512x1408xbf16>) -> tensor<1x512x1408xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %229 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
      %147 = "mhlo.fusion"(%145, %146) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x1408xf32>, %arg15: tensor<512x1408xf32>):
        %225 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
        mhlo.return %225 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x1408xf32>, tensor<512x1408xf32>) -> tensor<1024x512xf32>
      %148 = "mhlo.fusion"(%143, %147) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<1024x512xf32>):
        %225 = stablehlo.convert %arg15 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %226 = stablehlo.convert %225 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %227 = stablehlo.convert %arg14 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %229 = stablehlo.add %226, %228 : tensor<1024x512xf32>
        %230 = stablehlo.convert %229 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        mhlo.return %230 : tensor<1024x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %149 = "mhlo.fusion"(%134, %148) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x1x1x512xbf16>, %arg15: tensor<1024x512xbf16>):
        %225 = stablehlo.convert %arg15 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
        %227 = stablehlo.convert %arg14 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
        %229 = stablehlo.broadcast_in_dim %228, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
        %230 = stablehlo.multiply %226, %229 : tensor<4x256x512xf32>
        mhlo.return %230 : tensor<4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x1x512xbf16>, tensor<1024x512xbf16>) -> tensor<4x256x512xf32>
      %150 = "mhlo.fusion"(%cst_50, %133, %149) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<4x256x512xf32>, %arg16: tensor<4x256x512xf32>):
        %225 = stablehlo.multiply %arg15, %arg16 : tensor<4x256x512xf32>
        %226 = stablehlo.reduce(%225 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
        %227 = mhlo.bitcast %226 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
        mhlo.return %227 : tensor<4x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>) -> tensor<4x256x1xf32>
      %151 = "mhlo.fusion"(%150, %iterArg_15, %iterArg_14, %iterArg_13, %134, %148, %127, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x1xf32>, %arg15: tensor<4x4x256x1xf32>, %arg16: tensor<4x4x256x512xf32>, %arg17: tensor<4x4x256x1xf32>, %arg18: tensor<1x1x1x512xbf16>, %arg19: tensor<1024x512xbf16>, %arg20: tensor<i32>, %arg21: tensor<4x256x512xbf16>):
        %225 = stablehlo.convert %arg21 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %226 = stablehlo.convert %arg19 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %227 = mhlo.bitcast %226 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
        %228 = stablehlo.convert %arg18 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
        %230 = stablehlo.broadcast_in_dim %229, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
        %231 = stablehlo.multiply %227, %230 : tensor<4x256x512xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %232 = stablehlo.subtract %c_51, %arg20 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %233 = stablehlo.dynamic_slice %arg17, %232, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
        %234 = mhlo.bitcast %233 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256xf32>
        %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
        %236 = stablehlo.multiply %231, %235 : tensor<4x256x512xf32>
        %237 = stablehlo.dynamic_slice %arg16, %232, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
        %238 = mhlo.bitcast %237 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
        %239 = stablehlo.dynamic_slice %arg15, %232, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
        %240 = mhlo.bitcast %239 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256x1xf32>
        %241 = stablehlo.multiply %arg14, %240 : tensor<4x256x1xf32>
        %cst_53 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %242 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
        %243 = stablehlo.multiply %241, %242 : tensor<4x256x1xf32>
        %244 = mhlo.bitcast %243 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
        %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
        %246 = stablehlo.multiply %238, %245 : tensor<4x256x512xf32>
        %247 = stablehlo.add %236, %246 : tensor<4x256x512xf32>
        %248 = stablehlo.add %247, %246 : tensor<4x256x512xf32>
        %249 = stablehlo.convert %248 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        %250 = stablehlo.convert %249 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %251 = stablehlo.add %225, %250 : tensor<4x256x512xf32>
        %252 = stablehlo.convert %251 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        mhlo.return %252 : tensor<4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<1x1x1x512xbf16>, tensor<1024x512xbf16>, tensor<i32>, tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
      %152 = "mhlo.fusion"(%151) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %226 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<1024x512xf32>
      %153 = "mhlo.fusion"(%iterArg_34, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %229 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %154 = "mhlo.fusion"(%152, %153) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x512xf32>):
        %225 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %225 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      %155 = "mhlo.fusion"(%154) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        mhlo.return %225 : tensor<1024x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %156 = "mhlo.fusion"(%155) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
        %227 = stablehlo.transpose %226, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
        %228 = mhlo.copy %227 : tensor<4x8x256x64xf32>
        mhlo.return %228 : tensor<4x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xbf16>) -> tensor<4x8x256x64xf32>
      %157 = "mhlo.fusion"(%iterArg_37, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x8x64xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 8, 64] : (tensor<4x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x8x64xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x8x64xf32>) -> tensor<1x4x256x8x64xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x8x64xbf16>) -> tensor<1x4x256x8x64xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x256x8x64xf32>) -> tensor<4x256x8x64xf32>
        %230 = stablehlo.transpose %229, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
        %231 = mhlo.copy %230 : tensor<4x8x64x256xf32>
        mhlo.return %231 : tensor<4x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x8x64xf32>, tensor<i32>) -> tensor<4x8x64x256xf32>
      %158 = "mhlo.fusion"(%iterArg_16, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x8x256x1xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, %c_52, sizes = [1, 4, 8, 256, 1] : (tensor<4x4x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
        mhlo.return %226 : tensor<1x4x8x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x8x256x1xf32>, tensor<i32>) -> tensor<1x4x8x256x1xf32>
      %159 = "mhlo.fusion"(%cst_50, %131, %132, %156, %157, %158) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<1x4x8x256x1xf32>, %arg16: tensor<1x4x8x256x256xf32>, %arg17: tensor<4x8x256x64xf32>, %arg18: tensor<4x8x64x256xf32>, %arg19: tensor<1x4x8x256x1xf32>):
        %225 = stablehlo.dot_general %arg17, %arg18, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32>
        %226 = stablehlo.convert %225 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
        %227 = stablehlo.convert %226 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
        %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %228 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x4x8x256x1xf32>
        %229 = stablehlo.divide %228, %arg19 : tensor<1x4x8x256x1xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x1xf32>) -> tensor<4x8x256xf32>
        %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
        %232 = stablehlo.multiply %227, %231 : tensor<4x8x256x256xf32>
        %233 = mhlo.bitcast %arg15 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x1xf32>) -> tensor<4x8x256xf32>
        %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
        %235 = stablehlo.multiply %227, %234 : tensor<4x8x256x256xf32>
        %236 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
        %237 = stablehlo.multiply %235, %236 : tensor<4x8x256x256xf32>
        %238 = stablehlo.reduce(%237 init: %arg14) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
        %239 = stablehlo.negate %238 : tensor<4x8x256xf32>
        %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
        %241 = stablehlo.add %232, %240 : tensor<4x8x256x256xf32>
        %242 = stablehlo.multiply %241, %236 : tensor<4x8x256x256xf32>
        mhlo.return %242 : tensor<4x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<1x4x8x256x1xf32>, tensor<1x4x8x256x256xf32>, tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>, tensor<1x4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
      %160 = "mhlo.fusion"(%iterArg_19, %159) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x256x256xi1>, %arg15: tensor<4x8x256x256xf32>):
        %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %225 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
        %226 = stablehlo.select %arg14, %arg15, %225 : tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>
        %cst_52 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
        %227 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
        %228 = stablehlo.multiply %226, %227 : tensor<4x8x256x256xf32>
        %229 = stablehlo.convert %228 : (tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xbf16>
        %230 = stablehlo.convert %229 : (tensor<4x8x256x256xbf16>) -> tensor<4x8x256x256xf32>
        mhlo.return %230 : tensor<4x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
      %161 = "mhlo.fusion"(%iterArg_40, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x8x64xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 8, 64] : (tensor<4x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x8x64xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x8x64xf32>) -> tensor<1x4x256x8x64xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x8x64xbf16>) -> tensor<1x4x256x8x64xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x256x8x64xf32>) -> tensor<4x256x8x64xf32>
        %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
        %231 = mhlo.copy %230 : tensor<4x8x256x64xf32>
        mhlo.return %231 : tensor<4x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x8x64xf32>, tensor<i32>) -> tensor<4x8x256x64xf32>
      %162 = "mhlo.fusion"(%160, %161) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<4x8x256x256xf32>, %arg15: tensor<4x8x256x64xf32>):
        %225 = stablehlo.dot_general %arg14, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32>
        mhlo.return %225 : tensor<4x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x256x256xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32>
      %163 = "mhlo.fusion"(%162, %iterArg_21, %iterArg_20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x256x64xf32>, %arg15: tensor<1x256x1x32xf32>, %arg16: tensor<1x256x1x32xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xbf16>
        %226 = stablehlo.convert %225 : (tensor<4x8x256x64xbf16>) -> tensor<4x8x256x64xf32>
        %227 = stablehlo.transpose %226, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{3,1,2,0}"} : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
        %228 = mhlo.copy %227 : tensor<4x256x8x64xf32>
        %229 = stablehlo.slice %228 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
        %230 = mhlo.bitcast %arg16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %231 = stablehlo.broadcast_in_dim %230, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
        %232 = stablehlo.multiply %229, %231 : tensor<4x256x8x32xf32>
        %233 = stablehlo.slice %228 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
        %234 = stablehlo.negate %233 : tensor<4x256x8x32xf32>
        %235 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %236 = stablehlo.broadcast_in_dim %235, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
        %237 = stablehlo.multiply %234, %236 : tensor<4x256x8x32xf32>
        %238 = stablehlo.add %232, %237 : tensor<4x256x8x32xf32>
        %239 = stablehlo.convert %238 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
        %240 = stablehlo.convert %239 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
        %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %241 = stablehlo.pad %240, %cst_51, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
        %242 = stablehlo.convert %241 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
        %243 = stablehlo.convert %242 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %244 = stablehlo.multiply %229, %236 : tensor<4x256x8x32xf32>
        %245 = stablehlo.multiply %233, %231 : tensor<4x256x8x32xf32>
        %246 = stablehlo.add %244, %245 : tensor<4x256x8x32xf32>
        %247 = stablehlo.convert %246 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
        %248 = stablehlo.convert %247 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
        %249 = stablehlo.pad %248, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
        %250 = stablehlo.convert %249 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
        %251 = stablehlo.convert %250 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %252 = stablehlo.add %243, %251 : tensor<4x256x8x64xf32>
        %253 = stablehlo.convert %252 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
        mhlo.return %253 : tensor<4x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x8x256x64xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>) -> tensor<4x256x8x64xbf16>
      %164 = "mhlo.fusion"(%163) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x8x64xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
        mhlo.return %226 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<1024x512xf32>
      %165 = "mhlo.fusion"(%iterArg_41, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %229 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %166 = "mhlo.fusion"(%164, %165) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x512xf32>):
        %225 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %225 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      %167 = "mhlo.fusion"(%iterArg_38, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x8x64xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 8, 64] : (tensor<4x4x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x8x64xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x8x64xf32>) -> tensor<1x4x256x8x64xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x8x64xbf16>) -> tensor<1x4x256x8x64xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x256x8x64xf32>) -> tensor<4x256x8x64xf32>
        %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,256,64]{3,1,2,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
        %231 = mhlo.copy %230 : tensor<4x8x256x64xf32>
        mhlo.return %231 : tensor<4x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x8x64xf32>, tensor<i32>) -> tensor<4x8x256x64xf32>
      %168 = stablehlo.dot_general %160, %167, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32>
      %169 = "mhlo.fusion"(%iterArg_21, %iterArg_20, %168) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x256x1x32xf32>, %arg15: tensor<1x256x1x32xf32>, %arg16: tensor<4x8x256x64xf32>):
        %225 = stablehlo.convert %arg16 : (tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xbf16>
        %226 = stablehlo.convert %225 : (tensor<4x8x256x64xbf16>) -> tensor<4x8x256x64xf32>
        %227 = stablehlo.transpose %226, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{3,1,2,0}"} : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
        %228 = mhlo.copy %227 : tensor<4x256x8x64xf32>
        %229 = stablehlo.slice %228 [0:4, 0:256, 0:8, 32:64] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
        %230 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %231 = stablehlo.broadcast_in_dim %230, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
        %232 = stablehlo.multiply %229, %231 : tensor<4x256x8x32xf32>
        %233 = stablehlo.slice %228 [0:4, 0:256, 0:8, 0:32] : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x32xf32>
        %234 = stablehlo.negate %233 : tensor<4x256x8x32xf32>
        %235 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %236 = stablehlo.broadcast_in_dim %235, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<4x256x8x32xf32>
        %237 = stablehlo.multiply %234, %236 : tensor<4x256x8x32xf32>
        %238 = stablehlo.add %232, %237 : tensor<4x256x8x32xf32>
        %239 = stablehlo.convert %238 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
        %240 = stablehlo.convert %239 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
        %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %241 = stablehlo.pad %240, %cst_51, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
        %242 = stablehlo.convert %241 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
        %243 = stablehlo.convert %242 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %244 = stablehlo.multiply %229, %236 : tensor<4x256x8x32xf32>
        %245 = stablehlo.multiply %233, %231 : tensor<4x256x8x32xf32>
        %246 = stablehlo.add %244, %245 : tensor<4x256x8x32xf32>
        %247 = stablehlo.convert %246 : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xbf16>
        %248 = stablehlo.convert %247 : (tensor<4x256x8x32xbf16>) -> tensor<4x256x8x32xf32>
        %249 = stablehlo.pad %248, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<4x256x8x32xf32>, tensor<f32>) -> tensor<4x256x8x64xf32>
        %250 = stablehlo.convert %249 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
        %251 = stablehlo.convert %250 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %252 = stablehlo.add %243, %251 : tensor<4x256x8x64xf32>
        %253 = stablehlo.convert %252 : (tensor<4x256x8x64xf32>) -> tensor<4x256x8x64xbf16>
        mhlo.return %253 : tensor<4x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xbf16>
      %170 = "mhlo.fusion"(%169) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x8x64xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
        mhlo.return %226 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<1024x512xf32>
      %171 = "mhlo.fusion"(%iterArg_39, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %229 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %172 = "mhlo.fusion"(%170, %171) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x512xf32>):
        %225 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %225 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      %173 = "mhlo.fusion"(%155) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x8x64xf32>
        %227 = stablehlo.transpose %226, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,64,256]{2,1,3,0}"} : (tensor<4x256x8x64xf32>) -> tensor<4x8x64x256xf32>
        %228 = mhlo.copy %227 : tensor<4x8x64x256xf32>
        mhlo.return %228 : tensor<4x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xbf16>) -> tensor<4x8x64x256xf32>
      %174 = "mhlo.fusion"(%iterArg_35, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x8x256x256xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, %c_52, sizes = [1, 4, 8, 256, 256] : (tensor<4x4x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x256x256xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x8x256x256xf32>) -> tensor<1x4x8x256x256xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x8x256x256xbf16>) -> tensor<1x4x8x256x256xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
        mhlo.return %229 : tensor<4x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x8x256x256xf32>, tensor<i32>) -> tensor<4x8x256x256xf32>
      %175 = "mhlo.fusion"(%173, %174) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<4x8x64x256xf32>, %arg15: tensor<4x8x256x256xf32>):
        %225 = stablehlo.dot_general %arg14, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
        mhlo.return %225 : tensor<4x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x64x256xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
      %176 = "mhlo.fusion"(%175) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x64x256xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
        mhlo.return %225 : tensor<4x8x64x256xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x8x64x256xf32>) -> tensor<4x8x64x256xbf16>
      %177 = "mhlo.fusion"(%176) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x64x256xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
        %226 = stablehlo.transpose %225, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
        %227 = mhlo.copy %226 : tensor<4x256x8x64xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<1024x512xf32>
        mhlo.return %228 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x64x256xbf16>) -> tensor<1024x512xf32>
      %178 = "mhlo.fusion"(%iterArg_36, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, sizes = [1, 512, 512] : (tensor<4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x512x512xf32>) -> tensor<1x512x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x512x512xbf16>) -> tensor<1x512x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %229 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %179 = "mhlo.fusion"(%177, %178) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<512x512xf32>):
        %225 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %225 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<512x512xf32>) -> tensor<1024x512xf32>
      %180 = "mhlo.fusion"(%166, %172, %179) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1024x512xf32>, %arg15: tensor<1024x512xf32>, %arg16: tensor<1024x512xf32>):
        %225 = stablehlo.convert %arg16 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %226 = stablehlo.convert %225 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %227 = stablehlo.convert %arg15 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %229 = stablehlo.add %226, %228 : tensor<1024x512xf32>
        %230 = stablehlo.convert %229 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %231 = stablehlo.convert %230 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %232 = stablehlo.convert %arg14 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        %233 = stablehlo.convert %232 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %234 = stablehlo.add %231, %233 : tensor<1024x512xf32>
        %235 = stablehlo.convert %234 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
        mhlo.return %235 : tensor<1024x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1024x512xf32>, tensor<1024x512xf32>, tensor<1024x512xf32>) -> tensor<1024x512xbf16>
      %181 = "mhlo.fusion"(%130, %180) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x1x1x512xbf16>, %arg15: tensor<1024x512xbf16>):
        %225 = stablehlo.convert %arg15 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
        %227 = stablehlo.convert %arg14 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
        %229 = stablehlo.broadcast_in_dim %228, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
        %230 = stablehlo.multiply %226, %229 : tensor<4x256x512xf32>
        mhlo.return %230 : tensor<4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x1x512xbf16>, tensor<1024x512xbf16>) -> tensor<4x256x512xf32>
      %182 = "mhlo.fusion"(%cst_50, %129, %181) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<4x256x512xf32>, %arg16: tensor<4x256x512xf32>):
        %225 = stablehlo.multiply %arg15, %arg16 : tensor<4x256x512xf32>
        %226 = stablehlo.reduce(%225 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
        %227 = mhlo.bitcast %226 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
        mhlo.return %227 : tensor<4x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>) -> tensor<4x256x1xf32>
      %183 = "mhlo.fusion"(%182, %iterArg_24, %iterArg_23, %iterArg_22, %130, %180, %151, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x1xf32>, %arg15: tensor<4x4x256x1xf32>, %arg16: tensor<4x4x256x512xf32>, %arg17: tensor<4x4x256x1xf32>, %arg18: tensor<1x1x1x512xbf16>, %arg19: tensor<1024x512xbf16>, %arg20: tensor<4x256x512xbf16>, %arg21: tensor<i32>):
        %225 = stablehlo.convert %arg20 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %226 = stablehlo.convert %arg19 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %227 = mhlo.bitcast %226 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
        %228 = stablehlo.convert %arg18 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
        %230 = stablehlo.broadcast_in_dim %229, dims = [2] : (tensor<512xf32>) -> tensor<4x256x512xf32>
        %231 = stablehlo.multiply %227, %230 : tensor<4x256x512xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %232 = stablehlo.subtract %c_51, %arg21 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %233 = stablehlo.dynamic_slice %arg17, %232, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
        %234 = mhlo.bitcast %233 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256xf32>
        %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
        %236 = stablehlo.multiply %231, %235 : tensor<4x256x512xf32>
        %237 = stablehlo.dynamic_slice %arg16, %232, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
        %238 = mhlo.bitcast %237 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
        %239 = stablehlo.dynamic_slice %arg15, %232, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1] : (tensor<4x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
        %240 = mhlo.bitcast %239 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1xf32>) -> tensor<4x256x1xf32>
        %241 = stablehlo.multiply %arg14, %240 : tensor<4x256x1xf32>
        %cst_53 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %242 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
        %243 = stablehlo.multiply %241, %242 : tensor<4x256x1xf32>
        %244 = mhlo.bitcast %243 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xf32>) -> tensor<4x256xf32>
        %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
        %246 = stablehlo.multiply %238, %245 : tensor<4x256x512xf32>
        %247 = stablehlo.add %236, %246 : tensor<4x256x512xf32>
        %248 = stablehlo.add %247, %246 : tensor<4x256x512xf32>
        %249 = stablehlo.convert %248 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        %250 = stablehlo.convert %249 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %251 = stablehlo.add %225, %250 : tensor<4x256x512xf32>
        %252 = stablehlo.convert %251 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        mhlo.return %252 : tensor<4x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<1x1x1x512xbf16>, tensor<1024x512xbf16>, tensor<4x256x512xbf16>, tensor<i32>) -> tensor<4x256x512xbf16>
      %184 = "mhlo.fusion"(%iterArg_43, %180, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x512xf32>, %arg15: tensor<1024x512xbf16>, %arg16: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
        %230 = stablehlo.convert %arg15 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
        %232 = stablehlo.multiply %229, %231 : tensor<4x256x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        %234 = stablehlo.convert %233 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        mhlo.return %234 : tensor<4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<1024x512xbf16>, tensor<i32>) -> tensor<4x256x512xf32>
      %185 = "mhlo.fusion"(%184, %cst_50) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xf32>, %arg15: tensor<f32>):
        %225 = "stablehlo.reduce_window"(%arg14, %arg15) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
        ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
          %226 = stablehlo.add %arg16, %arg17 : tensor<f32>
          %227 = stablehlo.convert %226 : (tensor<f32>) -> tensor<bf16>
          %228 = stablehlo.convert %227 : (tensor<bf16>) -> tensor<f32>
          stablehlo.return %228 : tensor<f32>
        }) : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
        mhlo.return %225 : tensor<1x8x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      %186 = "mhlo.fusion"(%185, %cst_50) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x8x512xf32>, %arg15: tensor<f32>):
        %225 = stablehlo.reduce(%arg14 init: %arg15) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
         reducer(%arg16: tensor<f32>, %arg17: tensor<f32>)  {
          %226 = stablehlo.add %arg16, %arg17 : tensor<f32>
          %227 = stablehlo.convert %226 : (tensor<f32>) -> tensor<bf16>
          %228 = stablehlo.convert %227 : (tensor<bf16>) -> tensor<f32>
          stablehlo.return %228 : tensor<f32>
        }
        mhlo.return %225 : tensor<512xf32>
      }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
      %187 = "mhlo.fusion"(%iterArg_44, %148, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x512xf32>, %arg15: tensor<1024x512xbf16>, %arg16: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
        %230 = stablehlo.convert %arg15 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
        %232 = stablehlo.multiply %229, %231 : tensor<4x256x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
        %234 = stablehlo.convert %233 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        mhlo.return %234 : tensor<4x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<1024x512xbf16>, tensor<i32>) -> tensor<4x256x512xf32>
      %188 = "mhlo.fusion"(%187, %cst_50) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xf32>, %arg15: tensor<f32>):
        %225 = "stablehlo.reduce_window"(%arg14, %arg15) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
        ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
          %226 = stablehlo.add %arg16, %arg17 : tensor<f32>
          %227 = stablehlo.convert %226 : (tensor<f32>) -> tensor<bf16>
          %228 = stablehlo.convert %227 : (tensor<bf16>) -> tensor<f32>
          stablehlo.return %228 : tensor<f32>
        }) : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
        mhlo.return %225 : tensor<1x8x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      %189 = "mhlo.fusion"(%188, %cst_50) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x8x512xf32>, %arg15: tensor<f32>):
        %225 = stablehlo.reduce(%arg14 init: %arg15) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
         reducer(%arg16: tensor<f32>, %arg17: tensor<f32>)  {
          %226 = stablehlo.add %arg16, %arg17 : tensor<f32>
          %227 = stablehlo.convert %226 : (tensor<f32>) -> tensor<bf16>
          %228 = stablehlo.convert %227 : (tensor<bf16>) -> tensor<f32>
          stablehlo.return %228 : tensor<f32>
        }
        mhlo.return %225 : tensor<512xf32>
      }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
      %190 = "mhlo.fusion"(%135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %226 = stablehlo.transpose %225, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
        %227 = mhlo.copy %226 : tensor<512x4x256xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
        mhlo.return %228 : tensor<512x1024xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<512x1024xf32>
      %191 = "mhlo.fusion"(%iterArg_45, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x1408xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 1408] : (tensor<4x4x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1408xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x1408xf32>) -> tensor<1x4x256x1408xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x1408xbf16>) -> tensor<1x4x256x1408xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x1408xf32>) -> tensor<1024x1408xf32>
        mhlo.return %229 : tensor<1024x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x1408xf32>, tensor<i32>) -> tensor<1024x1408xf32>
      %192 = "mhlo.fusion"(%190, %191) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x1024xf32>, %arg15: tensor<1024x1408xf32>):
        %225 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %225 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x1408xf32>) -> tensor<512x1408xf32>
      %193 = "mhlo.fusion"(%192) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %226 = stablehlo.convert %225 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        mhlo.return %226 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
      %194 = "mhlo.fusion"(%140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x1408xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
        %226 = stablehlo.transpose %225, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,4,256]{0,2,1}"} : (tensor<4x256x1408xf32>) -> tensor<1408x4x256xf32>
        %227 = mhlo.copy %226 : tensor<1408x4x256xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x4x256xf32>) -> tensor<1408x1024xf32>
        mhlo.return %228 : tensor<1408x1024xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x1408xbf16>) -> tensor<1408x1024xf32>
      %195 = "mhlo.fusion"(%iterArg_46, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %229 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<1024x512xf32>
      %196 = "mhlo.fusion"(%194, %195) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1408x1024xf32>, %arg15: tensor<1024x512xf32>):
        %225 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
        mhlo.return %225 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
      %197 = "mhlo.fusion"(%196) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        %226 = stablehlo.convert %225 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        mhlo.return %226 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
      %198 = "mhlo.fusion"(%144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x1408xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x1408xbf16>) -> tensor<4x256x1408xf32>
        %226 = stablehlo.transpose %225, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,4,256]{0,2,1}"} : (tensor<4x256x1408xf32>) -> tensor<1408x4x256xf32>
        %227 = mhlo.copy %226 : tensor<1408x4x256xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x4x256xf32>) -> tensor<1408x1024xf32>
        mhlo.return %228 : tensor<1408x1024xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x1408xbf16>) -> tensor<1408x1024xf32>
      %199 = "mhlo.fusion"(%198, %195) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1408x1024xf32>, %arg15: tensor<1024x512xf32>):
        %225 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
        mhlo.return %225 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x1024xf32>, tensor<1024x512xf32>) -> tensor<1408x512xf32>
      %200 = "mhlo.fusion"(%199) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        %226 = stablehlo.convert %225 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        mhlo.return %226 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
      %201 = "mhlo.fusion"(%169) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x8x64xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
        %227 = stablehlo.transpose %226, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
        %228 = mhlo.copy %227 : tensor<512x4x256xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
        mhlo.return %229 : tensor<512x1024xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<512x1024xf32>
      %202 = "mhlo.fusion"(%iterArg_47, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %229 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<1024x512xf32>
      %203 = "mhlo.fusion"(%201, %202) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x1024xf32>, %arg15: tensor<1024x512xf32>):
        %225 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
        mhlo.return %225 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
      %204 = "mhlo.fusion"(%203) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %226 = stablehlo.convert %225 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %226 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %205 = "mhlo.fusion"(%151) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x512xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
        %226 = stablehlo.transpose %225, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
        %227 = mhlo.copy %226 : tensor<512x4x256xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
        mhlo.return %228 : tensor<512x1024xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<512x1024xf32>
      %206 = "mhlo.fusion"(%iterArg_48, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x4x256x512xf32>, %arg15: tensor<i32>):
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %225 = stablehlo.subtract %c_51, %arg15 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.dynamic_slice %arg14, %225, %c_52, %c_52, %c_52, sizes = [1, 4, 256, 512] : (tensor<4x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
        %227 = stablehlo.convert %226 : (tensor<1x4x256x512xf32>) -> tensor<1x4x256x512xbf16>
        %228 = stablehlo.convert %227 : (tensor<1x4x256x512xbf16>) -> tensor<1x4x256x512xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x4x256x512xf32>) -> tensor<1024x512xf32>
        mhlo.return %229 : tensor<1024x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x256x512xf32>, tensor<i32>) -> tensor<1024x512xf32>
      %207 = "mhlo.fusion"(%205, %206) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x1024xf32>, %arg15: tensor<1024x512xf32>):
        %225 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
        mhlo.return %225 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
      %208 = "mhlo.fusion"(%207) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %226 = stablehlo.convert %225 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %226 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %209 = "mhlo.fusion"(%163) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x256x8x64xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x256x8x64xbf16>) -> tensor<4x256x8x64xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
        %227 = stablehlo.transpose %226, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
        %228 = mhlo.copy %227 : tensor<512x4x256xf32>
        %229 = mhlo.bitcast %228 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
        mhlo.return %229 : tensor<512x1024xf32>
      }) {output_operand_aliasing = []} : (tensor<4x256x8x64xbf16>) -> tensor<512x1024xf32>
      %210 = "mhlo.fusion"(%209, %202) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x1024xf32>, %arg15: tensor<1024x512xf32>):
        %225 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
        mhlo.return %225 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
      %211 = "mhlo.fusion"(%210) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %226 = stablehlo.convert %225 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %226 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %212 = "mhlo.fusion"(%176) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x8x64x256xbf16>):
        %225 = stablehlo.convert %arg14 : (tensor<4x8x64x256xbf16>) -> tensor<4x8x64x256xf32>
        %226 = stablehlo.transpose %225, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,8,64]{1,3,2,0}"} : (tensor<4x8x64x256xf32>) -> tensor<4x256x8x64xf32>
        %227 = mhlo.copy %226 : tensor<4x256x8x64xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
        %229 = stablehlo.transpose %228, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,4,256]{0,2,1}"} : (tensor<4x256x512xf32>) -> tensor<512x4x256xf32>
        %230 = mhlo.copy %229 : tensor<512x4x256xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x4x256xf32>) -> tensor<512x1024xf32>
        mhlo.return %231 : tensor<512x1024xf32>
      }) {output_operand_aliasing = []} : (tensor<4x8x64x256xbf16>) -> tensor<512x1024xf32>
      %213 = "mhlo.fusion"(%212, %202) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x1024xf32>, %arg15: tensor<1024x512xf32>):
        %225 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
        mhlo.return %225 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1024xf32>, tensor<1024x512xf32>) -> tensor<512x512xf32>
      %214 = "mhlo.fusion"(%213) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %225 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %226 = stablehlo.convert %225 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %226 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %215:9 = "stablehlo.all_reduce"(%186, %189, %193, %197, %200, %204, %208, %211, %214) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
        %225 = stablehlo.add %arg14, %arg15 : tensor<f32>
        stablehlo.return %225 : tensor<f32>
      }) : (tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> (tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>)
      %216 = "mhlo.fusion"(%215#0, %iterArg_4, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512xf32>, %arg15: tensor<4x512xbf16>, %arg16: tensor<i32>):
        %225 = stablehlo.convert %arg15 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
        %226 = stablehlo.convert %arg14 : (tensor<512xf32>) -> tensor<512xbf16>
        %227 = stablehlo.convert %226 : (tensor<512xbf16>) -> tensor<512xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %229 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %230 = stablehlo.dynamic_update_slice %225, %228, %229, %c_52 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
        %231 = stablehlo.convert %230 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
        mhlo.return %231 : tensor<4x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<4x512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
      %217 = "mhlo.fusion"(%215#1, %iterArg_5, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512xf32>, %arg15: tensor<4x512xbf16>, %arg16: tensor<i32>):
        %225 = stablehlo.convert %arg15 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
        %226 = stablehlo.convert %arg14 : (tensor<512xf32>) -> tensor<512xbf16>
        %227 = stablehlo.convert %226 : (tensor<512xbf16>) -> tensor<512xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %229 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %230 = stablehlo.dynamic_update_slice %225, %228, %229, %c_52 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
        %231 = stablehlo.convert %230 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
        mhlo.return %231 : tensor<4x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<4x512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
      %218 = "mhlo.fusion"(%215#2, %iterArg_6, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>, %arg15: tensor<4x1408x512xbf16>, %arg16: tensor<i32>):
        %225 = stablehlo.convert %arg15 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
        %226 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %227 = stablehlo.convert %226 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %228 = stablehlo.transpose %227, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1408,512]{0,1}"} : (tensor<512x1408xf32>) -> tensor<1408x512xf32>
        %229 = mhlo.copy %228 : tensor<1408x512xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1408x512xf32>) -> tensor<1x1408x512xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %231 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %225, %230, %231, %c_52, %c_52 : (tensor<4x1408x512xf32>, tensor<1x1408x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1408x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x1408x512xf32>) -> tensor<4x1408x512xbf16>
        mhlo.return %233 : tensor<4x1408x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<4x1408x512xbf16>, tensor<i32>) -> tensor<4x1408x512xbf16>
      %219 = "mhlo.fusion"(%215#3, %iterArg_7, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>, %arg15: tensor<4x512x1408xbf16>, %arg16: tensor<i32>):
        %225 = stablehlo.convert %arg15 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
        %226 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        %227 = stablehlo.convert %226 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        %228 = stablehlo.transpose %227, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1408]{0,1}"} : (tensor<1408x512xf32>) -> tensor<512x1408xf32>
        %229 = mhlo.copy %228 : tensor<512x1408xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x512x1408xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %231 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %225, %230, %231, %c_52, %c_52 : (tensor<4x512x1408xf32>, tensor<1x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
        mhlo.return %233 : tensor<4x512x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<4x512x1408xbf16>, tensor<i32>) -> tensor<4x512x1408xbf16>
      %220 = "mhlo.fusion"(%215#4, %iterArg_8, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>, %arg15: tensor<4x512x1408xbf16>, %arg16: tensor<i32>):
        %225 = stablehlo.convert %arg15 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
        %226 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        %227 = stablehlo.convert %226 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        %228 = stablehlo.transpose %227, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,1408]{0,1}"} : (tensor<1408x512xf32>) -> tensor<512x1408xf32>
        %229 = mhlo.copy %228 : tensor<512x1408xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x512x1408xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %231 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %225, %230, %231, %c_52, %c_52 : (tensor<4x512x1408xf32>, tensor<1x512x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
        mhlo.return %233 : tensor<4x512x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<4x512x1408xbf16>, tensor<i32>) -> tensor<4x512x1408xbf16>
      %221 = "mhlo.fusion"(%215#5, %iterArg_9, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<4x512x512xbf16>, %arg16: tensor<i32>):
        %225 = stablehlo.convert %arg15 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
        %226 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %227 = stablehlo.convert %226 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %228 = stablehlo.transpose %227, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
        %229 = mhlo.copy %228 : tensor<512x512xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %231 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %225, %230, %231, %c_52, %c_52 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
        mhlo.return %233 : tensor<4x512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      %222 = "mhlo.fusion"(%215#6, %iterArg_10, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<4x512x512xbf16>, %arg16: tensor<i32>):
        %225 = stablehlo.convert %arg15 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
        %226 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %227 = stablehlo.convert %226 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %228 = stablehlo.transpose %227, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
        %229 = mhlo.copy %228 : tensor<512x512xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %231 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %225, %230, %231, %c_52, %c_52 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
        mhlo.return %233 : tensor<4x512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      %223 = "mhlo.fusion"(%215#7, %iterArg_11, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<4x512x512xbf16>, %arg16: tensor<i32>):
        %225 = stablehlo.convert %arg15 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
        %226 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %227 = stablehlo.convert %226 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %228 = stablehlo.transpose %227, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
        %229 = mhlo.copy %228 : tensor<512x512xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %231 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %225, %230, %231, %c_52, %c_52 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
        mhlo.return %233 : tensor<4x512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      %224 = "mhlo.fusion"(%215#8, %iterArg_12, %127) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<4x512x512xbf16>, %arg16: tensor<i32>):
        %225 = stablehlo.convert %arg15 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
        %226 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %227 = stablehlo.convert %226 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %228 = stablehlo.transpose %227, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,512]{0,1}"} : (tensor<512x512xf32>) -> tensor<512x512xf32>
        %229 = mhlo.copy %228 : tensor<512x512xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
        %c_51 = stablehlo.constant dense<3> : tensor<i32>
        %231 = stablehlo.subtract %c_51, %arg16 : tensor<i32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %225, %230, %231, %c_52, %c_52 : (tensor<4x512x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
        mhlo.return %233 : tensor<4x512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      stablehlo.return %128, %183, %216, %217, %218, %219, %220, %221, %222, %223, %224, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48 : tensor<i32>, tensor<4x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x1xf32>, tensor<4x4x8x256x256xf32>, tensor<4x8x256x256xi1>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1xf32>, tensor<4x4x256x1408xf32>, tensor<4x1408x512xf32>, tensor<4x512x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x1408xf32>, tensor<4x512x1408xf32>, tensor<4x1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x4x8x256x256xf32>, tensor<4x512x512xf32>, tensor<4x4x256x8x64xf32>, tensor<4x4x256x8x64xf32>, tensor<4x512x512xf32>, tensor<4x4x256x8x64xf32>, tensor<4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x1408xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>, tensor<4x4x256x512xf32>
    }
    %100 = "mhlo.fusion"(%99#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x512xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1024,1,512]{2,0,1}"} : (tensor<4x256x512xf32>) -> tensor<1024x1x512xf32>
      %129 = mhlo.copy %128 : tensor<1024x1x512xf32>
      mhlo.return %129 : tensor<1024x1x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xbf16>) -> tensor<1024x1x512xf32>
    %101 = "mhlo.fusion"(%2, %3, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>, %arg15: tensor<1024x1xi32>, %arg16: tensor<1024x1x512xf32>):
      %127 = "stablehlo.scatter"(%arg14, %arg15, %arg16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
        %128 = stablehlo.add %arg17, %arg18 : tensor<f32>
        %129 = stablehlo.convert %128 : (tensor<f32>) -> tensor<bf16>
        %130 = stablehlo.convert %129 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %130 : tensor<f32>
      }) : (tensor<4096x512xf32>, tensor<1024x1xi32>, tensor<1024x1x512xf32>) -> tensor<4096x512xf32>
      mhlo.return %127 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>, tensor<1024x1xi32>, tensor<1024x1x512xf32>) -> tensor<4096x512xf32>
    %102 = "mhlo.fusion"(%68, %57) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1024x512xbf16>, %arg15: tensor<4x256x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
      %129 = mhlo.bitcast %128 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x512xf32>) -> tensor<4x256x512xf32>
      %130 = stablehlo.multiply %127, %129 : tensor<4x256x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
      mhlo.return %132 : tensor<4x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %103 = "mhlo.fusion"(%102, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x512xf32>, %arg15: tensor<f32>):
      %127 = "stablehlo.reduce_window"(%arg14, %arg15) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %128 = stablehlo.add %arg16, %arg17 : tensor<f32>
        %129 = stablehlo.convert %128 : (tensor<f32>) -> tensor<bf16>
        %130 = stablehlo.convert %129 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %130 : tensor<f32>
      }) : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %127 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %104 = "mhlo.fusion"(%103, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1x8x512xf32>, %arg15: tensor<f32>):
      %127 = stablehlo.reduce(%arg14 init: %arg15) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg16: tensor<f32>, %arg17: tensor<f32>)  {
        %128 = stablehlo.add %arg16, %arg17 : tensor<f32>
        %129 = stablehlo.convert %128 : (tensor<f32>) -> tensor<bf16>
        %130 = stablehlo.convert %129 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %130 : tensor<f32>
      }
      mhlo.return %127 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %105 = "mhlo.fusion"(%65) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x4096xbf16>):
      %127 = stablehlo.convert %arg14 : (tensor<4x256x4096xbf16>) -> tensor<4x256x4096xf32>
      %128 = stablehlo.transpose %127, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4096,4,256]{0,2,1}"} : (tensor<4x256x4096xf32>) -> tensor<4096x4x256xf32>
      %129 = mhlo.copy %128 : tensor<4096x4x256xf32>
      %130 = mhlo.bitcast %129 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4096x4x256xf32>) -> tensor<4096x1024xf32>
      mhlo.return %130 : tensor<4096x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x4096xbf16>) -> tensor<4096x1024xf32>
    %106 = "mhlo.fusion"(%105, %58) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<4096x1024xf32>, %arg15: tensor<1024x512xf32>):
      %127 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<4096x1024xf32>, tensor<1024x512xf32>) -> tensor<4096x512xf32>
      mhlo.return %127 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x1024xf32>, tensor<1024x512xf32>) -> tensor<4096x512xf32>
    %107 = "mhlo.fusion"(%106) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>):
      %127 = stablehlo.convert %arg14 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      %128 = stablehlo.convert %127 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      mhlo.return %128 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>) -> tensor<4096x512xf32>
    %108 = "mhlo.fusion"(%62) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256xf32>):
      %127 = stablehlo.log %arg14 : tensor<4x256xf32>
      mhlo.return %127 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %109 = "mhlo.fusion"(%arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256xi32>):
      %127 = stablehlo.iota dim = 0 : tensor<4x256x1x1xi32>
      %128 = stablehlo.iota dim = 1 : tensor<4x256x1x1xi32>
      %129 = mhlo.bitcast %arg14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xi32>) -> tensor<4x256x1xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %130 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
      %131 = stablehlo.compare LT, %129, %130 : (tensor<4x256x1xi32>, tensor<4x256x1xi32>) -> tensor<4x256x1xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %132 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
      %133 = stablehlo.add %129, %132 : tensor<4x256x1xi32>
      %134 = stablehlo.select %131, %133, %129 : tensor<4x256x1xi1>, tensor<4x256x1xi32>
      %135 = mhlo.bitcast %134 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xi32>) -> tensor<4x256x1x1xi32>
      %136 = stablehlo.concatenate %127, %128, %135, dim = 3 : (tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>) -> tensor<4x256x1x3xi32>
      mhlo.return %136 : tensor<4x256x1x3xi32>
    }) {output_operand_aliasing = []} : (tensor<4x256xi32>) -> tensor<4x256x1x3xi32>
    %110 = "mhlo.fusion"(%60, %108, %109, %arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x4096xf32>, %arg15: tensor<4x256xf32>, %arg16: tensor<4x256x1x3xi32>, %arg17: tensor<4x256xi32>):
      %127 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x256xi32>) -> tensor<4x256x1xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %128 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
      %129 = stablehlo.compare LT, %127, %128 : (tensor<4x256x1xi32>, tensor<4x256x1xi32>) -> tensor<4x256x1xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %130 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
      %131 = stablehlo.add %127, %130 : tensor<4x256x1xi32>
      %132 = stablehlo.select %129, %131, %127 : tensor<4x256x1xi1>, tensor<4x256x1xi32>
      %133 = mhlo.bitcast %132 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x256x1xi32>) -> tensor<4x256x1x1xi32>
      %134 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x256x1x1xi32>
      %135 = stablehlo.compare GE, %133, %134 : (tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>) -> tensor<4x256x1x1xi1>
      %c_5 = stablehlo.constant dense<4095> : tensor<i32>
      %136 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x256x1x1xi32>
      %137 = stablehlo.compare LE, %133, %136 : (tensor<4x256x1x1xi32>, tensor<4x256x1x1xi32>) -> tensor<4x256x1x1xi1>
      %138 = stablehlo.and %135, %137 : tensor<4x256x1x1xi1>
      %139 = mhlo.bitcast %138 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "pred[4,256,1]{1,0,2}"} : (tensor<4x256x1x1xi1>) -> tensor<4x256x1xi1>
      %140 = mhlo.copy %139 : tensor<4x256x1xi1>
      %141 = stablehlo.broadcast_in_dim %arg15, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x4096xf32>
      %142 = stablehlo.subtract %arg14, %141 : tensor<4x256x4096xf32>
      %143 = mhlo.bitcast %arg16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x256x1x3xi32>) -> tensor<1024x3xi32>
      %144 = "stablehlo.gather"(%142, %143) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x256x4096xf32>, tensor<1024x3xi32>) -> tensor<1024x1x1x1xf32>
      %145 = mhlo.bitcast %144 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[4,256,1]{1,0,2}"} : (tensor<1024x1x1x1xf32>) -> tensor<4x256x1xf32>
      %146 = mhlo.copy %145 : tensor<4x256x1xf32>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
      %148 = stablehlo.select %140, %146, %147 : tensor<4x256x1xi1>, tensor<4x256x1xf32>
      mhlo.return %148 : tensor<4x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x4096xf32>, tensor<4x256xf32>, tensor<4x256x1x3xi32>, tensor<4x256xi32>) -> tensor<4x256x1xf32>
    %111 = "mhlo.fusion"(%110, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x256x1xf32>, %arg15: tensor<f32>):
      %127 = "stablehlo.reduce_window"(%arg14, %arg15) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 4, 32, 1>, window_strides = array<i64: 4, 32, 1>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %128 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %128 : tensor<f32>
      }) : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
      mhlo.return %127 : tensor<1x8x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
    %112 = "mhlo.fusion"(%111, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1x8x1xf32>, %arg15: tensor<f32>):
      %127 = stablehlo.reduce(%arg14 init: %arg15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %127 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<f32>
    %113:4 = "stablehlo.all_reduce"(%101, %104, %107, %112) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %127 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %127 : tensor<f32>
    }) : (tensor<4096x512xf32>, tensor<512xf32>, tensor<4096x512xf32>, tensor<f32>) -> (tensor<4096x512xf32>, tensor<512xf32>, tensor<4096x512xf32>, tensor<f32>)
    %114 = "mhlo.fusion"(%113#0, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>, %arg15: tensor<4096x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      %129 = stablehlo.convert %128 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %130 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
      %131 = stablehlo.multiply %129, %130 : tensor<4096x512xf32>
      %132 = stablehlo.convert %131 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      %133 = stablehlo.convert %132 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %134 = stablehlo.subtract %127, %133 : tensor<4096x512xf32>
      %135 = stablehlo.convert %134 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      mhlo.return %135 : tensor<4096x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %115 = "mhlo.fusion"(%113#1, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512xf32>, %arg15: tensor<512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<512xbf16>) -> tensor<512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<512xf32>) -> tensor<512xbf16>
      %129 = stablehlo.convert %128 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %130 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %131 = stablehlo.multiply %129, %130 : tensor<512xf32>
      %132 = stablehlo.convert %131 : (tensor<512xf32>) -> tensor<512xbf16>
      %133 = stablehlo.convert %132 : (tensor<512xbf16>) -> tensor<512xf32>
      %134 = stablehlo.subtract %127, %133 : tensor<512xf32>
      %135 = stablehlo.convert %134 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %135 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %116 = "mhlo.fusion"(%99#2, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512xbf16>, %arg15: tensor<4x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
      %130 = stablehlo.multiply %128, %129 : tensor<4x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %133 = stablehlo.subtract %127, %132 : tensor<4x512xf32>
      %134 = stablehlo.convert %133 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      mhlo.return %134 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512xbf16>, tensor<4x512xbf16>) -> tensor<4x512xbf16>
    %117 = "mhlo.fusion"(%99#3, %arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512xbf16>, %arg15: tensor<4x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
      %130 = stablehlo.multiply %128, %129 : tensor<4x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %133 = stablehlo.subtract %127, %132 : tensor<4x512xf32>
      %134 = stablehlo.convert %133 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      mhlo.return %134 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512xbf16>, tensor<4x512xbf16>) -> tensor<4x512xbf16>
    %118 = "mhlo.fusion"(%99#4, %arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x1408x512xbf16>, %arg15: tensor<4x1408x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1408x512xf32>
      %130 = stablehlo.multiply %128, %129 : tensor<4x1408x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x1408x512xf32>) -> tensor<4x1408x512xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x1408x512xbf16>) -> tensor<4x1408x512xf32>
      %133 = stablehlo.subtract %127, %132 : tensor<4x1408x512xf32>
      %134 = stablehlo.convert %133 : (tensor<4x1408x512xf32>) -> tensor<4x1408x512xbf16>
      mhlo.return %134 : tensor<4x1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x1408x512xbf16>, tensor<4x1408x512xbf16>) -> tensor<4x1408x512xbf16>
    %119 = "mhlo.fusion"(%99#5, %arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x1408xbf16>, %arg15: tensor<4x512x1408xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512x1408xf32>
      %130 = stablehlo.multiply %128, %129 : tensor<4x512x1408xf32>
      %131 = stablehlo.convert %130 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      %133 = stablehlo.subtract %127, %132 : tensor<4x512x1408xf32>
      %134 = stablehlo.convert %133 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
      mhlo.return %134 : tensor<4x512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>) -> tensor<4x512x1408xbf16>
    %120 = "mhlo.fusion"(%99#6, %arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x1408xbf16>, %arg15: tensor<4x512x1408xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512x1408xf32>
      %130 = stablehlo.multiply %128, %129 : tensor<4x512x1408xf32>
      %131 = stablehlo.convert %130 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x512x1408xbf16>) -> tensor<4x512x1408xf32>
      %133 = stablehlo.subtract %127, %132 : tensor<4x512x1408xf32>
      %134 = stablehlo.convert %133 : (tensor<4x512x1408xf32>) -> tensor<4x512x1408xbf16>
      mhlo.return %134 : tensor<4x512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>) -> tensor<4x512x1408xbf16>
    %121 = "mhlo.fusion"(%99#7, %arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x512xbf16>, %arg15: tensor<4x512x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
      %130 = stablehlo.multiply %128, %129 : tensor<4x512x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %133 = stablehlo.subtract %127, %132 : tensor<4x512x512xf32>
      %134 = stablehlo.convert %133 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      mhlo.return %134 : tensor<4x512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xbf16>, tensor<4x512x512xbf16>) -> tensor<4x512x512xbf16>
    %122 = "mhlo.fusion"(%99#8, %arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x512xbf16>, %arg15: tensor<4x512x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
      %130 = stablehlo.multiply %128, %129 : tensor<4x512x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %133 = stablehlo.subtract %127, %132 : tensor<4x512x512xf32>
      %134 = stablehlo.convert %133 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      mhlo.return %134 : tensor<4x512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xbf16>, tensor<4x512x512xbf16>) -> tensor<4x512x512xbf16>
    %123 = "mhlo.fusion"(%99#9, %arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x512xbf16>, %arg15: tensor<4x512x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
      %130 = stablehlo.multiply %128, %129 : tensor<4x512x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %133 = stablehlo.subtract %127, %132 : tensor<4x512x512xf32>
      %134 = stablehlo.convert %133 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      mhlo.return %134 : tensor<4x512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xbf16>, tensor<4x512x512xbf16>) -> tensor<4x512x512xbf16>
    %124 = "mhlo.fusion"(%99#10, %arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512x512xbf16>, %arg15: tensor<4x512x512xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
      %130 = stablehlo.multiply %128, %129 : tensor<4x512x512xf32>
      %131 = stablehlo.convert %130 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      %132 = stablehlo.convert %131 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
      %133 = stablehlo.subtract %127, %132 : tensor<4x512x512xf32>
      %134 = stablehlo.convert %133 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
      mhlo.return %134 : tensor<4x512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512x512xbf16>, tensor<4x512x512xbf16>) -> tensor<4x512x512xbf16>
    %125 = "mhlo.fusion"(%113#2, %arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>, %arg15: tensor<512x4096xbf16>):
      %127 = stablehlo.convert %arg15 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
      %128 = stablehlo.convert %arg14 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      %129 = stablehlo.convert %128 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %130 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
      %131 = stablehlo.multiply %129, %130 : tensor<4096x512xf32>
      %132 = stablehlo.convert %131 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      %133 = stablehlo.convert %132 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %134 = stablehlo.transpose %133, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,4096]{0,1}"} : (tensor<4096x512xf32>) -> tensor<512x4096xf32>
      %135 = mhlo.copy %134 : tensor<512x4096xf32>
      %136 = stablehlo.subtract %127, %135 : tensor<512x4096xf32>
      %137 = stablehlo.convert %136 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
      mhlo.return %137 : tensor<512x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>, tensor<512x4096xbf16>) -> tensor<512x4096xbf16>
    %126 = "mhlo.fusion"(%113#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %cst_3 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
      %127 = stablehlo.multiply %arg14, %cst_3 : tensor<f32>
      %128 = stablehlo.negate %127 : tensor<f32>
      mhlo.return %128 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126 : tensor<4096x512xbf16>, tensor<512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<512x4096xbf16>, tensor<f32>
  }
}
