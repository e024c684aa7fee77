module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 4 : i64}, output_index = array<i64: 4>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 5 : i64}, output_index = array<i64: 5>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 6 : i64}, output_index = array<i64: 6>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 7 : i64}, output_index = array<i64: 7>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 8 : i64}, output_index = array<i64: 8>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 9 : i64}, output_index = array<i64: 9>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 10 : i64}, output_index = array<i64: 10>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 11 : i64}, output_index = array<i64: 11>}], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{devices=[8,1]<=[8]}, {replicated}, {replicated}, {replicated}, {devices=[1,8,1]<=[8]}, /*index=5*/{devices=[1,8,1]<=[8]}, {devices=[1,8,1]<=[8]}, {devices=[1,8,1]<=[8]}, {devices=[1,8,1]<=[8]}, {devices=[1,8,1]<=[8]}, /*index=10*/{devices=[1,8,1]<=[8]}, {devices=[8,1]<=[8]}, {replicated}}", mhlo.spmd_parameters_shardings = ["{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{replicated}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_1 = <["axis_0"=8, "axis_1"=1, "axis_2"=1]>
  sdy.mesh @mesh = <["axis_0"=8, "axis_1"=1]>
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
  func.func private @fused_computation(%arg0: tensor<512x1408xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<2x8x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    return %0 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<2x8x256x256xf32>
    %3 = stablehlo.exponential %2 : tensor<2x8x256x256xf32>
    return %3 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    return %0 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.19(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.21(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.22(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    return %0 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<f32>, %arg1: tensor<1x2x8x256x1xf32>, %arg2: tensor<1x2x8x256x256xf32>, %arg3: tensor<2x8x256x64xf32>, %arg4: tensor<2x8x64x256xf32>, %arg5: tensor<1x2x8x256x1xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg3, %arg4, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x8x256x1xf32>
    %4 = stablehlo.divide %3, %arg5 : tensor<1x2x8x256x1xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %7 = stablehlo.multiply %2, %6 : tensor<2x8x256x256xf32>
    %8 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %10 = stablehlo.multiply %2, %9 : tensor<2x8x256x256xf32>
    %11 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<2x8x256x256xf32>
    %13 = stablehlo.reduce(%12 init: %arg0) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %14 = stablehlo.negate %13 : tensor<2x8x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %16 = stablehlo.add %7, %15 : tensor<2x8x256x256xf32>
    %17 = stablehlo.multiply %16, %11 : tensor<2x8x256x256xf32>
    return %17 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.26(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.29(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.30(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.31(%arg0: tensor<512x512xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.32(%arg0: tensor<4096x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<4096x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<512x512xf32>) -> tensor<4096x512xf32>
    return %0 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.34(%arg0: tensor<512x4096xf32>, %arg1: tensor<512x4096xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xf32>, tensor<512x4096xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.35(%arg0: tensor<2x256x4096xf32>, %arg1: tensor<f32>) -> tensor<2x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %0 : tensor<2x256xf32>
  }
  func.func private @fused_computation.36(%arg0: tensor<512x512xf32>, %arg1: tensor<512x4096xf32>) -> tensor<2x256x4096xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %1 = stablehlo.convert %0 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x4096xf32>) -> tensor<2x256x4096xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<2x256x4096xf32>
    return %6 : tensor<2x256x4096xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.38(%arg0: tensor<2x256x4096xf32>, %arg1: tensor<f32>) -> tensor<2x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %0 : tensor<2x256xf32>
  }
  func.func private @fused_computation.39(%arg0: tensor<i32>, %arg1: tensor<4x2x256x1408xbf16>, %arg2: tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
    return %4 : tensor<4x2x256x1408xbf16>
  }
  func.func private @fused_computation.40(%arg0: tensor<i32>, %arg1: tensor<4x2x256x1408xbf16>, %arg2: tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
    return %4 : tensor<4x2x256x1408xbf16>
  }
  func.func private @fused_computation.41(%arg0: tensor<i32>, %arg1: tensor<4x2x256x1408xbf16>, %arg2: tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
    return %4 : tensor<4x2x256x1408xbf16>
  }
  func.func private @fused_computation.42(%arg0: tensor<i32>, %arg1: tensor<4x2x256x1408xbf16>, %arg2: tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
    return %4 : tensor<4x2x256x1408xbf16>
  }
  func.func private @fused_computation.43(%arg0: tensor<i32>, %arg1: tensor<4x2x256x1408xbf16>, %arg2: tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
    return %4 : tensor<4x2x256x1408xbf16>
  }
  func.func private @fused_computation.44(%arg0: tensor<i32>, %arg1: tensor<4x2x256x1408xbf16>, %arg2: tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<512x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %5 = stablehlo.convert %4 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %6 = stablehlo.multiply %1, %5 : tensor<512x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %8 = stablehlo.convert %7 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %0, %9, %arg0, %c, %c, %c : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
    %11 = stablehlo.convert %10 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
    return %11 : tensor<4x2x256x1408xbf16>
  }
  func.func private @fused_computation.45(%arg0: tensor<i32>, %arg1: tensor<4x2x256x512xbf16>, %arg2: tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
    return %4 : tensor<4x2x256x512xbf16>
  }
  func.func private @fused_computation.46(%arg0: tensor<i32>, %arg1: tensor<4x2x256x512xbf16>, %arg2: tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
    return %4 : tensor<4x2x256x512xbf16>
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
  func.func private @fused_computation.48(%arg0: tensor<4x2x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x256x1xf32>) -> tensor<4x2x256x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
    return %1 : tensor<4x2x256x1xf32>
  }
  func.func private @fused_computation.49(%arg0: tensor<4x2x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x256x1xf32>, %arg3: tensor<2x256xf32>) -> tensor<4x2x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<2x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %5 = mhlo.copy %4 : tensor<2x256x1xf32>
    %6 = stablehlo.divide %arg2, %5 : tensor<2x256x1xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x256x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %arg0, %9, %arg1, %c, %c, %c : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
    return %10 : tensor<4x2x256x1xf32>
  }
  func.func private @fused_computation.50(%arg0: tensor<4x2x256x512xf32>, %arg1: tensor<i32>, %arg2: tensor<2x256x512xf32>) -> tensor<4x2x256x512xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
    return %1 : tensor<4x2x256x512xf32>
  }
  func.func private @fused_computation.51(%arg0: tensor<i32>, %arg1: tensor<4x2x256x512xbf16>, %arg2: tensor<2x8x64x256xbf16>) -> tensor<4x2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<1x2x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %0, %4, %arg0, %c, %c, %c : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
    %6 = stablehlo.convert %5 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
    return %6 : tensor<4x2x256x512xbf16>
  }
  func.func private @fused_computation.52(%arg0: tensor<i32>, %arg1: tensor<4x2x256x8x64xbf16>, %arg2: tensor<512x512xbf16>) -> tensor<4x2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x2x256x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c, %c : (tensor<4x2x256x8x64xf32>, tensor<1x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x8x64xf32>) -> tensor<4x2x256x8x64xbf16>
    return %4 : tensor<4x2x256x8x64xbf16>
  }
  func.func private @fused_computation.53(%arg0: tensor<i32>, %arg1: tensor<4x2x8x256x256xbf16>, %arg2: tensor<2x8x256x256xbf16>) -> tensor<4x2x8x256x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x8x256x256xbf16>) -> tensor<4x2x8x256x256xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x256x256xf32>) -> tensor<1x2x8x256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c, %c : (tensor<4x2x8x256x256xf32>, tensor<1x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x8x256x256xf32>) -> tensor<4x2x8x256x256xbf16>
    return %4 : tensor<4x2x8x256x256xbf16>
  }
  func.func private @fused_computation.54(%arg0: tensor<4x2x8x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x8x256xf32>) -> tensor<4x2x8x256x1xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.multiply %arg2, %arg2 : tensor<2x8x256xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x8x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[3, 2, 1, 4, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,2,8,256,1]{3,2,1,4,0}"} : (tensor<2x8x256xf32>) -> tensor<1x2x8x256x1xf32>
    %4 = mhlo.copy %3 : tensor<1x2x8x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %4, %arg1, %c, %c, %c, %c : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
    return %5 : tensor<4x2x8x256x1xf32>
  }
  func.func private @fused_computation.55(%arg0: tensor<4x2x8x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x8x256xf32>) -> tensor<4x2x8x256x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x8x256xf32>) -> tensor<1x2x8x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c, %c : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
    return %1 : tensor<4x2x8x256x1xf32>
  }
  func.func private @fused_computation.56(%arg0: tensor<4x2x8x256x256xf32>, %arg1: tensor<i32>, %arg2: tensor<2x8x256x256xf32>) -> tensor<4x2x8x256x256xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x256x256xf32>) -> tensor<1x2x8x256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c, %c : (tensor<4x2x8x256x256xf32>, tensor<1x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xf32>
    return %1 : tensor<4x2x8x256x256xf32>
  }
  func.func private @fused_computation.57(%arg0: tensor<i32>, %arg1: tensor<4x2x256x8x64xbf16>, %arg2: tensor<2x256x8x64xbf16>) -> tensor<4x2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<1x2x256x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c, %c : (tensor<4x2x256x8x64xf32>, tensor<1x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x8x64xf32>) -> tensor<4x2x256x8x64xbf16>
    return %4 : tensor<4x2x256x8x64xbf16>
  }
  func.func private @fused_computation.58(%arg0: tensor<i32>, %arg1: tensor<4x2x256x8x64xbf16>, %arg2: tensor<2x256x8x64xbf16>) -> tensor<4x2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<1x2x256x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c, %c : (tensor<4x2x256x8x64xf32>, tensor<1x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x8x64xf32>) -> tensor<4x2x256x8x64xbf16>
    return %4 : tensor<4x2x256x8x64xbf16>
  }
  func.func private @fused_computation.59(%arg0: tensor<i32>, %arg1: tensor<4x2x256x512xbf16>, %arg2: tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
    return %4 : tensor<4x2x256x512xbf16>
  }
  func.func private @fused_computation.60(%arg0: tensor<i32>, %arg1: tensor<4x2x256x512xbf16>, %arg2: tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %0, %2, %arg0, %c, %c, %c : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
    return %4 : tensor<4x2x256x512xbf16>
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
  func.func private @fused_computation.62(%arg0: tensor<4x2x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x256x1xf32>) -> tensor<4x2x256x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
    return %1 : tensor<4x2x256x1xf32>
  }
  func.func private @fused_computation.63(%arg0: tensor<4x2x256x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x256x1xf32>, %arg3: tensor<2x256xf32>) -> tensor<4x2x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<2x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %5 = mhlo.copy %4 : tensor<2x256x1xf32>
    %6 = stablehlo.divide %arg2, %5 : tensor<2x256x1xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x256x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %arg0, %9, %arg1, %c, %c, %c : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
    return %10 : tensor<4x2x256x1xf32>
  }
  func.func private @fused_computation.64(%arg0: tensor<4x2x256x512xf32>, %arg1: tensor<i32>, %arg2: tensor<2x256x512xbf16>) -> tensor<4x2x256x512xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg1, %c, %c, %c : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
    return %2 : tensor<4x2x256x512xf32>
  }
  func.func private @fused_computation.65(%arg0: tensor<512x512xf32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.add %1, %4 : tensor<2x256x512xf32>
    %6 = stablehlo.convert %5 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %6 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.66(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.67(%arg0: tensor<4x176x512xf32>, %arg1: tensor<i32>) -> tensor<176x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 176, 512] : (tensor<4x176x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x176x512xf32>) -> tensor<1x176x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x176x512xbf16>) -> tensor<1x176x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x176x512xf32>) -> tensor<176x512xf32>
    return %3 : tensor<176x512xf32>
  }
  func.func private @fused_computation.68(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.69(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.70(%arg0: tensor<4x64x1408xf32>, %arg1: tensor<i32>) -> tensor<64x1408xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
    %1 = stablehlo.convert %0 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
    return %3 : tensor<64x1408xf32>
  }
  func.func private @fused_computation.71(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.72(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.negate %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %5 = stablehlo.exponential %4 : tensor<512x1408xf32>
    %6 = stablehlo.convert %5 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %7 = stablehlo.convert %6 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %8 = stablehlo.add %7, %0 : tensor<512x1408xf32>
    %9 = stablehlo.convert %8 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %11 = stablehlo.divide %0, %10 : tensor<512x1408xf32>
    %12 = stablehlo.convert %11 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %12 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.73(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.74(%arg0: tensor<4x64x1408xf32>, %arg1: tensor<i32>) -> tensor<64x1408xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
    %1 = stablehlo.convert %0 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
    return %3 : tensor<64x1408xf32>
  }
  func.func private @fused_computation.75(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.76(%arg0: tensor<1x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<2x256x512xf32>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %5 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.77(%arg0: tensor<4x512xf32>, %arg1: tensor<i32>) -> tensor<1x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
    return %1 : tensor<1x512xbf16>
  }
  func.func private @fused_computation.78(%arg0: tensor<2x256x512xf32>, %arg1: tensor<2x256x1xf32>) -> tensor<2x256x512xbf16> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x256x512xf32>
    %3 = stablehlo.convert %2 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %3 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.79(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %5 = mhlo.copy %4 : tensor<2x256x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<2x256x1xf32>
    return %6 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.80(%arg0: tensor<512x512xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.81(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.82(%arg0: tensor<4x64x512xf32>, %arg1: tensor<i32>) -> tensor<64x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    return %3 : tensor<64x512xf32>
  }
  func.func private @fused_computation.83(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.84(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256xf32>) -> tensor<2x8x256x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x8x256x256xf32>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    return %2 : tensor<2x8x256x256xbf16>
  }
  func.func private @fused_computation.85(%arg0: tensor<2x8x256xf32>) -> tensor<2x8x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<2x8x256xf32>
    return %1 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.86(%arg0: tensor<2x8x256x256xi1>, %arg1: tensor<2x8x256x256xf32>, %arg2: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<2x8x256x256xf32>
    %4 = stablehlo.select %arg0, %3, %arg1 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    return %4 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.87(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %2 = mhlo.copy %1 : tensor<2x8x64x256xf32>
    return %2 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.88(%arg0: tensor<512x512xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<1x256x1x32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x256x8x32xf32>
    %7 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %8 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.subtract %6, %10 : tensor<2x256x8x32xf32>
    %12 = stablehlo.multiply %3, %9 : tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %7, %5 : tensor<2x256x8x32xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.concatenate %11, %14, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %16 = stablehlo.convert %15 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %16 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.89(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.90(%arg0: tensor<4x64x512xf32>, %arg1: tensor<i32>) -> tensor<64x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    return %3 : tensor<64x512xf32>
  }
  func.func private @fused_computation.91(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<2x8x256x64xf32>
    return %2 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.92(%arg0: tensor<1x256x1x32xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<512x512xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x256x8x32xf32>
    %7 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %8 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.subtract %6, %10 : tensor<2x256x8x32xf32>
    %12 = stablehlo.multiply %3, %9 : tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %7, %5 : tensor<2x256x8x32xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.concatenate %11, %14, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %16 = stablehlo.convert %15 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %16 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.93(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.94(%arg0: tensor<4x64x512xf32>, %arg1: tensor<i32>) -> tensor<64x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    return %3 : tensor<64x512xf32>
  }
  func.func private @fused_computation.95(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.96(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.97(%arg0: tensor<4x64x512xf32>, %arg1: tensor<i32>) -> tensor<64x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    return %3 : tensor<64x512xf32>
  }
  func.func private @fused_computation.98(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.99(%arg0: tensor<1x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<2x256x512xf32>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %5 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.100(%arg0: tensor<4x512xf32>, %arg1: tensor<i32>) -> tensor<1x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
    %1 = stablehlo.convert %0 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
    return %1 : tensor<1x512xbf16>
  }
  func.func private @fused_computation.101(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %4 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.102(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %5 = mhlo.copy %4 : tensor<2x256x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<2x256x1xf32>
    return %6 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.103(%arg0: tensor<i32>, %arg1: tensor<512x512xbf16>, %arg2: tensor<4x64x512xbf16>, %arg3: tensor<i32>) -> tensor<4x64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %1, %c, %arg0, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %3 = stablehlo.convert %2 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %6 = mhlo.copy %5 : tensor<64x512xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.subtract %c_0, %arg3 : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %0, %7, %8, %c, %c : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
    %10 = stablehlo.convert %9 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    return %10 : tensor<4x64x512xbf16>
  }
  func.func private @fused_computation.104(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.105(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %5 = mhlo.copy %4 : tensor<512x2x256xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.106(%arg0: tensor<i32>, %arg1: tensor<512x512xbf16>, %arg2: tensor<4x64x512xbf16>, %arg3: tensor<i32>) -> tensor<4x64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %1, %c, %arg0, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %3 = stablehlo.convert %2 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %6 = mhlo.copy %5 : tensor<64x512xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.subtract %c_0, %arg3 : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %0, %7, %8, %c, %c : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
    %10 = stablehlo.convert %9 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    return %10 : tensor<4x64x512xbf16>
  }
  func.func private @fused_computation.107(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.108(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.109(%arg0: tensor<i32>, %arg1: tensor<512x512xbf16>, %arg2: tensor<4x64x512xbf16>, %arg3: tensor<i32>) -> tensor<4x64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %1, %c, %arg0, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %3 = stablehlo.convert %2 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %6 = mhlo.copy %5 : tensor<64x512xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.subtract %c_0, %arg3 : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %0, %7, %8, %c, %c : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
    %10 = stablehlo.convert %9 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    return %10 : tensor<4x64x512xbf16>
  }
  func.func private @fused_computation.110(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.111(%arg0: tensor<4x2x256x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.112(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.113(%arg0: tensor<i32>, %arg1: tensor<512x512xbf16>, %arg2: tensor<4x64x512xbf16>, %arg3: tensor<i32>) -> tensor<4x64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %1, %c, %arg0, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %3 = stablehlo.convert %2 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %6 = mhlo.copy %5 : tensor<64x512xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.subtract %c_0, %arg3 : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %0, %7, %8, %c, %c : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
    %10 = stablehlo.convert %9 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    return %10 : tensor<4x64x512xbf16>
  }
  func.func private @fused_computation.114(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.115(%arg0: tensor<4x2x256x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.116(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.117(%arg0: tensor<i32>, %arg1: tensor<1408x512xbf16>, %arg2: tensor<4x64x1408xbf16>, %arg3: tensor<i32>) -> tensor<4x64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %1 = stablehlo.convert %arg1 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %1, %c, %arg0, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %3 = stablehlo.convert %2 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %4 = stablehlo.convert %3 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %6 = mhlo.copy %5 : tensor<64x1408xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1408xf32>) -> tensor<1x64x1408xf32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.subtract %c_0, %arg3 : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %0, %7, %8, %c, %c : (tensor<4x64x1408xf32>, tensor<1x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xf32>
    %10 = stablehlo.convert %9 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
    return %10 : tensor<4x64x1408xbf16>
  }
  func.func private @fused_computation.118(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.119(%arg0: tensor<2x256x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %2 = mhlo.copy %1 : tensor<1408x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %3 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.120(%arg0: tensor<i32>, %arg1: tensor<1408x512xbf16>, %arg2: tensor<4x64x1408xbf16>, %arg3: tensor<i32>) -> tensor<4x64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %1 = stablehlo.convert %arg1 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %1, %c, %arg0, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %3 = stablehlo.convert %2 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %4 = stablehlo.convert %3 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %6 = mhlo.copy %5 : tensor<64x1408xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1408xf32>) -> tensor<1x64x1408xf32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.subtract %c_0, %arg3 : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %0, %7, %8, %c, %c : (tensor<4x64x1408xf32>, tensor<1x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xf32>
    %10 = stablehlo.convert %9 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
    return %10 : tensor<4x64x1408xbf16>
  }
  func.func private @fused_computation.121(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.122(%arg0: tensor<4x2x256x512xf32>, %arg1: tensor<i32>) -> tensor<512x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.123(%arg0: tensor<2x256x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %2 = mhlo.copy %1 : tensor<1408x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %3 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.124(%arg0: tensor<i32>, %arg1: tensor<512x1408xbf16>, %arg2: tensor<4x176x512xbf16>, %arg3: tensor<i32>) -> tensor<4x176x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %1, %c, %arg0, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
    %3 = stablehlo.convert %2 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
    %6 = mhlo.copy %5 : tensor<176x512xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<176x512xf32>) -> tensor<1x176x512xf32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.subtract %c_0, %arg3 : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %0, %7, %8, %c, %c : (tensor<4x176x512xf32>, tensor<1x176x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x176x512xf32>
    %10 = stablehlo.convert %9 : (tensor<4x176x512xf32>) -> tensor<4x176x512xbf16>
    return %10 : tensor<4x176x512xbf16>
  }
  func.func private @fused_computation.125(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.126(%arg0: tensor<4x2x256x1408xf32>, %arg1: tensor<i32>) -> tensor<512x1408xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<512x1408xf32>
    return %4 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.127(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.128(%arg0: tensor<512xf32>, %arg1: tensor<4x512xbf16>, %arg2: tensor<i32>) -> tensor<4x512xbf16> {
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
  func.func private @fused_computation.129(%arg0: tensor<4x2x256x512xf32>, %arg1: tensor<512x512xbf16>, %arg2: tensor<i32>) -> tensor<2x256x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x256x512xf32>
    %8 = stablehlo.convert %7 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %9 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.130(%arg0: tensor<512xf32>, %arg1: tensor<4x512xbf16>, %arg2: tensor<i32>) -> tensor<4x512xbf16> {
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
  func.func private @fused_computation.131(%arg0: tensor<4x2x256x512xf32>, %arg1: tensor<512x512xbf16>, %arg2: tensor<i32>) -> tensor<2x256x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x256x512xf32>
    %8 = stablehlo.convert %7 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %9 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.132(%arg0: tensor<2x256x1xf32>, %arg1: tensor<4x2x256x1xf32>, %arg2: tensor<4x2x256x512xf32>, %arg3: tensor<4x2x256x1xf32>, %arg4: tensor<1x1x1x512xbf16>, %arg5: tensor<512x512xbf16>, %arg6: tensor<2x256x512xbf16>, %arg7: tensor<i32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg6 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg5 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg4 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<2x256x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.subtract %c, %arg7 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg3, %7, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<2x256x512xf32>
    %12 = stablehlo.dynamic_slice %arg2, %7, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
    %14 = stablehlo.dynamic_slice %arg1, %7, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x256x1xf32>
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x256x1xf32>
    %19 = mhlo.bitcast %18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %21 = stablehlo.multiply %13, %20 : tensor<2x256x512xf32>
    %22 = stablehlo.add %11, %21 : tensor<2x256x512xf32>
    %23 = stablehlo.add %22, %21 : tensor<2x256x512xf32>
    %24 = stablehlo.convert %23 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %25 = stablehlo.convert %24 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %26 = stablehlo.add %0, %25 : tensor<2x256x512xf32>
    %27 = stablehlo.convert %26 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %27 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.133(%arg0: tensor<4x2x256x512xf32>, %arg1: tensor<i32>) -> tensor<2x256x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
    return %2 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.134(%arg0: tensor<1x1x1x512xbf16>, %arg1: tensor<512x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.135(%arg0: tensor<4x1x1x512xf32>, %arg1: tensor<i32>) -> tensor<1x1x1x512xbf16> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
    return %2 : tensor<1x1x1x512xbf16>
  }
  func.func private @fused_computation.136(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<512x512xf32>
    %5 = stablehlo.convert %4 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %7 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %8 = stablehlo.convert %7 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %9 = stablehlo.add %6, %8 : tensor<512x512xf32>
    %10 = stablehlo.convert %9 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %10 : tensor<512x512xbf16>
  }
  func.func private @fused_computation.137(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.138(%arg0: tensor<4x64x512xf32>, %arg1: tensor<i32>) -> tensor<64x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    return %4 : tensor<64x512xf32>
  }
  func.func private @fused_computation.139(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.140(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<1x256x1x32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x256x8x32xf32>
    %8 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.negate %8 : tensor<2x256x8x32xf32>
    %10 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.add %7, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.convert %13 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %15 = stablehlo.convert %14 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.pad %15, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.multiply %4, %11 : tensor<2x256x8x32xf32>
    %20 = stablehlo.multiply %8, %6 : tensor<2x256x8x32xf32>
    %21 = stablehlo.add %19, %20 : tensor<2x256x8x32xf32>
    %22 = stablehlo.convert %21 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %23 = stablehlo.convert %22 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %24 = stablehlo.pad %23, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %27 = stablehlo.add %18, %26 : tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %28 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.141(%arg0: tensor<4x2x256x8x64xf32>, %arg1: tensor<i32>) -> tensor<2x8x256x64xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x8x64xf32>) -> tensor<1x2x256x8x64xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x8x64xbf16>) -> tensor<1x2x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x256x8x64xf32>) -> tensor<2x256x8x64xf32>
    %5 = stablehlo.transpose %4, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %6 = mhlo.copy %5 : tensor<2x8x256x64xf32>
    return %6 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.142(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.143(%arg0: tensor<4x64x512xf32>, %arg1: tensor<i32>) -> tensor<64x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    return %4 : tensor<64x512xf32>
  }
  func.func private @fused_computation.144(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.145(%arg0: tensor<1x256x1x32xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x256x8x32xf32>
    %8 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.negate %8 : tensor<2x256x8x32xf32>
    %10 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.add %7, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.convert %13 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %15 = stablehlo.convert %14 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.pad %15, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.multiply %4, %11 : tensor<2x256x8x32xf32>
    %20 = stablehlo.multiply %8, %6 : tensor<2x256x8x32xf32>
    %21 = stablehlo.add %19, %20 : tensor<2x256x8x32xf32>
    %22 = stablehlo.convert %21 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %23 = stablehlo.convert %22 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %24 = stablehlo.pad %23, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %27 = stablehlo.add %18, %26 : tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %28 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.146(%arg0: tensor<4x2x256x8x64xf32>, %arg1: tensor<i32>) -> tensor<2x8x256x64xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x8x64xf32>) -> tensor<1x2x256x8x64xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x8x64xbf16>) -> tensor<1x2x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x256x8x64xf32>) -> tensor<2x256x8x64xf32>
    %5 = stablehlo.transpose %4, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %6 = mhlo.copy %5 : tensor<2x8x256x64xf32>
    return %6 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.147(%arg0: tensor<2x8x256x256xi1>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<2x8x256x256xf32>
    %4 = stablehlo.convert %3 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %5 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.148(%arg0: tensor<4x2x8x256x1xf32>, %arg1: tensor<i32>) -> tensor<1x2x8x256x1xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
    return %1 : tensor<1x2x8x256x1xf32>
  }
  func.func private @fused_computation.149(%arg0: tensor<4x2x256x8x64xf32>, %arg1: tensor<i32>) -> tensor<2x8x64x256xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x8x64xf32>) -> tensor<1x2x256x8x64xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x8x64xbf16>) -> tensor<1x2x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x256x8x64xf32>) -> tensor<2x256x8x64xf32>
    %5 = stablehlo.transpose %4, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %6 = mhlo.copy %5 : tensor<2x8x64x256xf32>
    return %6 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.150(%arg0: tensor<512x512xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %3 = mhlo.copy %2 : tensor<2x8x256x64xf32>
    return %3 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.151(%arg0: tensor<4x2x8x256x256xf32>, %arg1: tensor<i32>) -> tensor<1x2x8x256x256xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
    return %1 : tensor<1x2x8x256x256xf32>
  }
  func.func private @fused_computation.152(%arg0: tensor<4x2x8x256x1xf32>, %arg1: tensor<i32>) -> tensor<1x2x8x256x1xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
    return %1 : tensor<1x2x8x256x1xf32>
  }
  func.func private @fused_computation.153(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.154(%arg0: tensor<4x64x512xf32>, %arg1: tensor<i32>) -> tensor<64x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    return %4 : tensor<64x512xf32>
  }
  func.func private @fused_computation.155(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.156(%arg0: tensor<4x2x8x256x256xf32>, %arg1: tensor<i32>) -> tensor<2x8x256x256xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x8x256x256xf32>) -> tensor<1x2x8x256x256xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x8x256x256xbf16>) -> tensor<1x2x8x256x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    return %4 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.157(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.158(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.159(%arg0: tensor<4x64x512xf32>, %arg1: tensor<i32>) -> tensor<64x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
    return %4 : tensor<64x512xf32>
  }
  func.func private @fused_computation.160(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.161(%arg0: tensor<2x256x1xf32>, %arg1: tensor<4x2x256x1xf32>, %arg2: tensor<4x2x256x512xf32>, %arg3: tensor<4x2x256x1xf32>, %arg4: tensor<1x1x1x512xbf16>, %arg5: tensor<512x512xbf16>, %arg6: tensor<i32>, %arg7: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg7 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg5 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg4 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<2x256x512xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %7 = stablehlo.subtract %c, %arg6 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg3, %7, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<2x256x512xf32>
    %12 = stablehlo.dynamic_slice %arg2, %7, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
    %14 = stablehlo.dynamic_slice %arg1, %7, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x256x1xf32>
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x256x1xf32>
    %19 = mhlo.bitcast %18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %21 = stablehlo.multiply %13, %20 : tensor<2x256x512xf32>
    %22 = stablehlo.add %11, %21 : tensor<2x256x512xf32>
    %23 = stablehlo.add %22, %21 : tensor<2x256x512xf32>
    %24 = stablehlo.convert %23 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %25 = stablehlo.convert %24 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %26 = stablehlo.add %0, %25 : tensor<2x256x512xf32>
    %27 = stablehlo.convert %26 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %27 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.162(%arg0: tensor<4x2x256x512xf32>, %arg1: tensor<i32>) -> tensor<2x256x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
    return %2 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.163(%arg0: tensor<1x1x1x512xbf16>, %arg1: tensor<512x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.164(%arg0: tensor<4x1x1x512xf32>, %arg1: tensor<i32>) -> tensor<1x1x1x512xbf16> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
    return %2 : tensor<1x1x1x512xbf16>
  }
  func.func private @fused_computation.165(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<512x512xf32>
    %5 = stablehlo.convert %4 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %5 : tensor<512x512xbf16>
  }
  func.func private @fused_computation.166(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.167(%arg0: tensor<4x64x1408xf32>, %arg1: tensor<i32>) -> tensor<64x1408xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
    return %4 : tensor<64x1408xf32>
  }
  func.func private @fused_computation.168(%arg0: tensor<2x256x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1408xf32>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.169(%arg0: tensor<4x2x256x1408xf32>, %arg1: tensor<4x2x256x1408xf32>, %arg2: tensor<4x2x256x1408xf32>, %arg3: tensor<4x2x256x1408xf32>, %arg4: tensor<512x1408xbf16>, %arg5: tensor<i32>) -> tensor<2x256x1408xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.subtract %c, %arg5 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg3, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
    %5 = stablehlo.convert %4 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<2x256x1408xf32>
    %8 = stablehlo.convert %7 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
    %10 = stablehlo.dynamic_slice %arg2, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
    %11 = stablehlo.convert %10 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
    %12 = stablehlo.convert %11 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
    %14 = stablehlo.multiply %9, %13 : tensor<2x256x1408xf32>
    %15 = stablehlo.convert %14 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
    %16 = stablehlo.convert %15 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
    %17 = stablehlo.dynamic_slice %arg1, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
    %18 = stablehlo.convert %17 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
    %19 = stablehlo.convert %18 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
    %20 = mhlo.bitcast %19 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
    %21 = stablehlo.multiply %20, %9 : tensor<2x256x1408xf32>
    %22 = stablehlo.convert %21 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
    %23 = stablehlo.convert %22 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
    %24 = stablehlo.dynamic_slice %arg0, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
    %25 = stablehlo.convert %24 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
    %26 = stablehlo.convert %25 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
    %27 = mhlo.bitcast %26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
    %28 = stablehlo.multiply %23, %27 : tensor<2x256x1408xf32>
    %29 = stablehlo.convert %28 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
    %30 = stablehlo.convert %29 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
    %31 = stablehlo.add %16, %30 : tensor<2x256x1408xf32>
    %32 = stablehlo.convert %31 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
    return %32 : tensor<2x256x1408xbf16>
  }
  func.func private @fused_computation.170(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.171(%arg0: tensor<4x64x1408xf32>, %arg1: tensor<i32>) -> tensor<64x1408xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
    return %4 : tensor<64x1408xf32>
  }
  func.func private @fused_computation.172(%arg0: tensor<2x256x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1408xf32>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.173(%arg0: tensor<512x1408xbf16>, %arg1: tensor<4x2x256x1408xf32>, %arg2: tensor<i32>) -> tensor<2x256x1408xbf16> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
    %5 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x256x1408xf32>
    %8 = stablehlo.convert %7 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
    return %8 : tensor<2x256x1408xbf16>
  }
  func.func private @fused_computation.174(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.175(%arg0: tensor<4x176x512xf32>, %arg1: tensor<i32>) -> tensor<176x512xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 176, 512] : (tensor<4x176x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xf32>
    %2 = stablehlo.convert %1 : (tensor<1x176x512xf32>) -> tensor<1x176x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x176x512xbf16>) -> tensor<1x176x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x176x512xf32>) -> tensor<176x512xf32>
    return %4 : tensor<176x512xf32>
  }
  func.func private @fused_computation.176(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.177(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @fused_computation.178(%arg0: tensor<2x256x4096xf32>, %arg1: tensor<2x256xf32>, %arg2: tensor<2x256x1x3xi32>, %arg3: tensor<2x256xi32>) -> tensor<2x256x1xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<2x256x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
    %8 = stablehlo.compare GE, %6, %7 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
    %c_1 = stablehlo.constant dense<4095> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
    %10 = stablehlo.compare LE, %6, %9 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
    %11 = stablehlo.and %8, %10 : tensor<2x256x1x1xi1>
    %12 = mhlo.bitcast %11 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "pred[2,256,1]{1,0,2}"} : (tensor<2x256x1x1xi1>) -> tensor<2x256x1xi1>
    %13 = mhlo.copy %12 : tensor<2x256x1xi1>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %15 = stablehlo.subtract %arg0, %14 : tensor<2x256x4096xf32>
    %16 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x1x3xi32>) -> tensor<512x3xi32>
    %17 = "stablehlo.gather"(%15, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x256x4096xf32>, tensor<512x3xi32>) -> tensor<512x1x1x1xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<512x1x1x1xf32>) -> tensor<2x256x1xf32>
    %19 = mhlo.copy %18 : tensor<2x256x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %21 = stablehlo.select %13, %19, %20 : tensor<2x256x1xi1>, tensor<2x256x1xf32>
    return %21 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.179(%arg0: tensor<4096x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x4096xbf16>) -> tensor<64x4096xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x4096xbf16>) -> tensor<64x4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [4096, 64] : (tensor<4096x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4096x64xf32>
    %5 = stablehlo.convert %4 : (tensor<4096x64xf32>) -> tensor<4096x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<4096x64xbf16>) -> tensor<4096x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4096x64xf32>
    %9 = stablehlo.convert %8 : (tensor<4096x64xf32>) -> tensor<4096x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<4096x64xbf16>) -> tensor<4096x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,4096]{0,1}"} : (tensor<4096x64xf32>) -> tensor<64x4096xf32>
    %12 = mhlo.copy %11 : tensor<64x4096xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x4096xf32>
    %14 = stablehlo.convert %13 : (tensor<64x4096xf32>) -> tensor<64x4096xbf16>
    return %14 : tensor<64x4096xbf16>
  }
  func.func private @fused_computation.180(%arg0: tensor<4096x512xf32>) -> tensor<4096x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    return %1 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.181(%arg0: tensor<2x256x4096xbf16>) -> tensor<4096x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4096,2,256]{0,2,1}"} : (tensor<2x256x4096xf32>) -> tensor<4096x2x256xf32>
    %2 = mhlo.copy %1 : tensor<4096x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4096x2x256xf32>) -> tensor<4096x512xf32>
    return %3 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.182(%arg0: tensor<4x64x512xbf16>, %arg1: tensor<4x64x512xbf16>) -> tensor<4x64x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x64x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x64x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    return %7 : tensor<4x64x512xbf16>
  }
  func.func private @fused_computation.183(%arg0: tensor<4x64x512xbf16>, %arg1: tensor<4x64x512xbf16>) -> tensor<4x64x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x64x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x64x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    return %7 : tensor<4x64x512xbf16>
  }
  func.func private @fused_computation.184(%arg0: tensor<4x64x512xbf16>, %arg1: tensor<4x64x512xbf16>) -> tensor<4x64x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x64x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x64x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    return %7 : tensor<4x64x512xbf16>
  }
  func.func private @fused_computation.185(%arg0: tensor<4x64x512xbf16>, %arg1: tensor<4x64x512xbf16>) -> tensor<4x64x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x64x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x64x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
    return %7 : tensor<4x64x512xbf16>
  }
  func.func private @fused_computation.186(%arg0: tensor<4x64x1408xbf16>, %arg1: tensor<4x64x1408xbf16>) -> tensor<4x64x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x1408xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x64x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x64x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
    return %7 : tensor<4x64x1408xbf16>
  }
  func.func private @fused_computation.187(%arg0: tensor<4x64x1408xbf16>, %arg1: tensor<4x64x1408xbf16>) -> tensor<4x64x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x1408xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x64x1408xf32>
    %4 = stablehlo.convert %3 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x64x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
    return %7 : tensor<4x64x1408xbf16>
  }
  func.func private @fused_computation.188(%arg0: tensor<4x176x512xbf16>, %arg1: tensor<4x176x512xbf16>) -> tensor<4x176x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x176x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x176x512xf32>
    %4 = stablehlo.convert %3 : (tensor<4x176x512xf32>) -> tensor<4x176x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<4x176x512xf32>
    %7 = stablehlo.convert %6 : (tensor<4x176x512xf32>) -> tensor<4x176x512xbf16>
    return %7 : tensor<4x176x512xbf16>
  }
  func.func private @fused_computation.189(%arg0: tensor<4x512xbf16>, %arg1: tensor<4x512xbf16>) -> tensor<4x512xbf16> {
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
  func.func private @fused_computation.190(%arg0: tensor<4x512xbf16>, %arg1: tensor<4x512xbf16>) -> tensor<4x512xbf16> {
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
  func.func private @fused_computation.191(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.192(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.193(%arg0: tensor<4096x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<512x512xbf16>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<512> : tensor<i32>
    %3 = stablehlo.multiply %2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %3, %c_0, sizes = [512, 512] : (tensor<4096x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
    %5 = stablehlo.convert %4 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x512xf32>
    %9 = stablehlo.convert %8 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %11 = stablehlo.subtract %0, %10 : tensor<512x512xf32>
    %12 = stablehlo.convert %11 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %12 : tensor<512x512xbf16>
  }
  func.func private @fused_computation.194(%arg0: tensor<2x256x512xbf16>) -> tensor<512x1x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[512,1,512]{2,0,1}"} : (tensor<2x256x512xf32>) -> tensor<512x1x512xf32>
    %2 = mhlo.copy %1 : tensor<512x1x512xf32>
    return %2 : tensor<512x1x512xf32>
  }
  func.func private @fused_computation.195(%arg0: tensor<ui32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg0 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<64> : tensor<i32>
    %1 = stablehlo.multiply %0, %c : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @fused_computation.196(%arg0: tensor<ui32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg0 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<176> : tensor<i32>
    %1 = stablehlo.multiply %0, %c : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @fused_computation.197(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<2x256x1xf32>, %arg5: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg3 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    %5 = mhlo.bitcast %arg4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x256x512xf32>
    %8 = stablehlo.convert %arg5 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %10 = stablehlo.multiply %arg1, %9 : tensor<2x256x1xf32>
    %11 = stablehlo.multiply %arg0, %10 : tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x256x1xf32>
    %14 = mhlo.bitcast %13 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %16 = stablehlo.multiply %8, %15 : tensor<2x256x512xf32>
    %17 = stablehlo.add %7, %16 : tensor<2x256x512xf32>
    %18 = stablehlo.add %17, %16 : tensor<2x256x512xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %19 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.198(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<2x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %5 = mhlo.copy %4 : tensor<2x256x1xf32>
    %6 = stablehlo.divide %arg0, %5 : tensor<2x256x1xf32>
    return %6 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.199(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.200(%arg0: tensor<2x256x4096xbf16>) -> tensor<512x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x4096xf32>) -> tensor<512x4096xf32>
    return %1 : tensor<512x4096xf32>
  }
  func.func private @fused_computation.201(%arg0: tensor<2x256x4096xf32>, %arg1: tensor<2x256x4096xf32>, %arg2: tensor<2x256xf32>) -> tensor<2x256x4096xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x256x4096xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<2x256x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<2x256x4096xf32>) -> tensor<2x256x4096xbf16>
    return %3 : tensor<2x256x4096xbf16>
  }
  func.func private @fused_computation.202(%arg0: tensor<2x256xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.negate %arg1 : tensor<2x256xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.203(%arg0: tensor<512x4096xf32>) -> tensor<512x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    return %1 : tensor<512x4096xf32>
  }
  func.func private @fused_computation.204(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.205(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %4 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.206(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
    %cst = stablehlo.constant dense<0.001953125> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x256xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %5 = mhlo.copy %4 : tensor<2x256x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<2x256x1xf32>
    return %6 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.207() -> tensor<2x8x256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    return %3 : tensor<2x8x256x256xi1>
  }
  func.func private @fused_computation.208(%arg0: tensor<32xf32>) -> tensor<1x256x1x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<256x32xf32>
    %3 = stablehlo.sine %2 : tensor<256x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    return %4 : tensor<1x256x1x32xf32>
  }
  func.func private @fused_computation.209(%arg0: tensor<32xf32>) -> tensor<1x256x1x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<256x32xf32>
    %3 = stablehlo.cosine %2 : tensor<256x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    return %4 : tensor<1x256x1x32xf32>
  }
  func.func private @fused_computation.210() -> tensor<32xf32> {
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
  func.func private @fused_computation.211(%arg0: tensor<4096x512xf32>, %arg1: tensor<2x256xi32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %3 = stablehlo.compare LT, %arg1, %2 : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %5 = stablehlo.add %arg1, %4 : tensor<2x256xi32>
    %6 = stablehlo.select %3, %5, %arg1 : tensor<2x256xi1>, tensor<2x256xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[512,1]{0,1}"} : (tensor<2x256xi32>) -> tensor<512x1xi32>
    %8 = mhlo.copy %7 : tensor<512x1xi32>
    %9 = "stablehlo.gather"(%1, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xf32>, tensor<512x1xi32>) -> tensor<512x1x512xf32>
    %10 = stablehlo.convert %9 : (tensor<512x1x512xf32>) -> tensor<512x1x512xbf16>
    %11 = mhlo.bitcast %10 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x1x512xbf16>) -> tensor<2x256x512xbf16>
    return %11 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.212(%arg0: tensor<2x256xi32>) -> tensor<512x3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x256x1x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<2x256x1x1xi32>
    %2 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %4 = stablehlo.compare LT, %2, %3 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<2x256x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
    %9 = stablehlo.concatenate %0, %1, %8, dim = 3 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x3xi32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x1x3xi32>) -> tensor<512x3xi32>
    return %10 : tensor<512x3xi32>
  }
  func.func private @fused_computation.213(%arg0: tensor<2x256xi32>) -> tensor<2x256x1x3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x256x1x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<2x256x1x1xi32>
    %2 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %4 = stablehlo.compare LT, %2, %3 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<2x256x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
    %9 = stablehlo.concatenate %0, %1, %8, dim = 3 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x3xi32>
    return %9 : tensor<2x256x1x3xi32>
  }
  func.func private @fused_computation.214(%arg0: tensor<2x256xi32>) -> tensor<512x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %1 = stablehlo.compare LT, %arg0, %0 : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<2x256xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<2x256xi1>, tensor<2x256xi32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[512,1]{0,1}"} : (tensor<2x256xi32>) -> tensor<512x1xi32>
    %6 = mhlo.copy %5 : tensor<512x1xi32>
    return %6 : tensor<512x1xi32>
  }
  func.func private @fused_computation.215(%arg0: tensor<bf16>) -> tensor<4096x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<bf16>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    return %1 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.216(%arg0: tensor<ui32>) -> tensor<bf16> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.compare NE, %arg0, %c : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.select %0, %cst, %cst : tensor<i1>, tensor<f32>
    %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
    return %2 : tensor<bf16>
  }
  func.func private @wrapped_convert_computation(%arg0: tensor<512x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<4x2x256x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    return %0 : tensor<4x2x256x512xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<4x2x256x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x2x256x1xf32>
    return %0 : tensor<4x2x256x1xf32>
  }
  func.func private @wrapped_broadcast_computation.2(%arg0: tensor<bf16>) -> tensor<4x1x1x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x1x1x512xbf16>
    return %0 : tensor<4x1x1x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.3(%arg0: tensor<bf16>) -> tensor<4x2x256x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x2x256x512xbf16>
    return %0 : tensor<4x2x256x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.4(%arg0: tensor<bf16>) -> tensor<4x2x256x8x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x2x256x8x64xbf16>
    return %0 : tensor<4x2x256x8x64xbf16>
  }
  func.func private @wrapped_broadcast_computation.5(%arg0: tensor<f32>) -> tensor<4x2x8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x2x8x256x256xf32>
    return %0 : tensor<4x2x8x256x256xf32>
  }
  func.func private @wrapped_broadcast_computation.6(%arg0: tensor<f32>) -> tensor<4x2x8x256x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x2x8x256x1xf32>
    return %0 : tensor<4x2x8x256x1xf32>
  }
  func.func private @wrapped_broadcast_computation.7(%arg0: tensor<bf16>) -> tensor<4x2x8x256x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x2x8x256x256xbf16>
    return %0 : tensor<4x2x8x256x256xbf16>
  }
  func.func private @wrapped_broadcast_computation.8(%arg0: tensor<bf16>) -> tensor<4x2x256x1408xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x2x256x1408xbf16>
    return %0 : tensor<4x2x256x1408xbf16>
  }
  func.func private @wrapped_broadcast_computation.9(%arg0: tensor<f32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    return %0 : tensor<2x8x256x256xf32>
  }
  func.func private @wrapped_convert_computation.1(%arg0: tensor<4x512xbf16>) -> tensor<4x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    return %0 : tensor<4x512xf32>
  }
  func.func private @wrapped_convert_computation.2(%arg0: tensor<4x64x512xbf16>) -> tensor<4x64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    return %0 : tensor<4x64x512xf32>
  }
  func.func private @wrapped_convert_computation.3(%arg0: tensor<4x64x512xbf16>) -> tensor<4x64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    return %0 : tensor<4x64x512xf32>
  }
  func.func private @wrapped_convert_computation.4(%arg0: tensor<4x64x512xbf16>) -> tensor<4x64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    return %0 : tensor<4x64x512xf32>
  }
  func.func private @wrapped_convert_computation.5(%arg0: tensor<4x64x512xbf16>) -> tensor<4x64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    return %0 : tensor<4x64x512xf32>
  }
  func.func private @wrapped_convert_computation.6(%arg0: tensor<4x512xbf16>) -> tensor<4x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    return %0 : tensor<4x512xf32>
  }
  func.func private @wrapped_convert_computation.7(%arg0: tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    return %0 : tensor<4x64x1408xf32>
  }
  func.func private @wrapped_convert_computation.8(%arg0: tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    return %0 : tensor<4x64x1408xf32>
  }
  func.func private @wrapped_convert_computation.9(%arg0: tensor<4x176x512xbf16>) -> tensor<4x176x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
    return %0 : tensor<4x176x512xf32>
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
  func.func private @wrapped_convert_computation.10(%arg0: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %0 : tensor<2x256x512xf32>
  }
  func.func private @wrapped_convert_computation.11(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.12(%arg0: tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %0 : tensor<2x8x256x256xf32>
  }
  func.func private @wrapped_convert_computation.13(%arg0: tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    return %0 : tensor<2x8x64x256xbf16>
  }
  func.func private @wrapped_convert_computation.14(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.15(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.16(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @wide.region_1.6_spmd.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<2x256x512xbf16>, %arg2: tensor<4x2x256x512xf32>, %arg3: tensor<4x2x256x1xf32>, %arg4: tensor<4x2x256x1xf32>, %arg5: tensor<4x1x1x512xbf16>, %arg6: tensor<4x2x256x512xbf16>, %arg7: tensor<4x2x256x512xbf16>, %arg8: tensor<4x2x256x8x64xbf16>, %arg9: tensor<4x2x256x8x64xbf16>, %arg10: tensor<4x2x8x256x256xf32>, %arg11: tensor<4x2x8x256x1xf32>, %arg12: tensor<4x2x8x256x1xf32>, %arg13: tensor<4x2x8x256x256xbf16>, %arg14: tensor<4x2x256x8x64xbf16>, %arg15: tensor<4x2x256x512xbf16>, %arg16: tensor<4x2x256x512xf32>, %arg17: tensor<4x2x256x1xf32>, %arg18: tensor<4x2x256x1xf32>, %arg19: tensor<4x1x1x512xbf16>, %arg20: tensor<4x2x256x512xbf16>, %arg21: tensor<4x2x256x512xbf16>, %arg22: tensor<4x2x256x1408xbf16>, %arg23: tensor<4x2x256x1408xbf16>, %arg24: tensor<4x2x256x1408xbf16>, %arg25: tensor<4x2x256x1408xbf16>, %arg26: tensor<4x2x256x1408xbf16>, %arg27: tensor<4x2x256x1408xbf16>, %arg28: tensor<1x256x1x32xf32>, %arg29: tensor<1x256x1x32xf32>, %arg30: tensor<2x8x256x256xi1>, %arg31: tensor<2x8x256x256xf32>, %arg32: tensor<4x512xf32>, %arg33: tensor<4x64x512xf32>, %arg34: tensor<4x64x512xf32>, %arg35: tensor<4x64x512xf32>, %arg36: tensor<4x64x512xf32>, %arg37: tensor<4x512xf32>, %arg38: tensor<4x64x1408xf32>, %arg39: tensor<4x64x1408xf32>, %arg40: tensor<4x176x512xf32>) -> (tensor<i32>, tensor<2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x256xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<4x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x512xf32>, tensor<4x64x1408xf32>, tensor<4x64x1408xf32>, tensor<4x176x512xf32>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>):
      %94 = stablehlo.add %arg41, %arg42 : tensor<i32>
      mhlo.return %94 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "mhlo.fusion"(%arg37, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
      %95 = stablehlo.convert %94 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
      mhlo.return %95 : tensor<1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512xf32>, tensor<i32>) -> tensor<1x512xbf16>
    %3 = "mhlo.fusion"(%arg32, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
      %95 = stablehlo.convert %94 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
      mhlo.return %95 : tensor<1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512xf32>, tensor<i32>) -> tensor<1x512xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = mhlo.copy %arg1 : tensor<2x256x512xbf16>
    %5 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %94 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = "mhlo.fusion"(%cst, %5) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %94 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %95 = stablehlo.reduce(%94 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %95 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %7 = "mhlo.fusion"(%6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %95 = stablehlo.multiply %arg41, %94 : tensor<2x256xf32>
      %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %97 = stablehlo.add %95, %96 : tensor<2x256xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %99 = mhlo.copy %98 : tensor<2x256x1xf32>
      %100 = stablehlo.rsqrt %99 : tensor<2x256x1xf32>
      mhlo.return %100 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %8 = "mhlo.fusion"(%7, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %95 = mhlo.bitcast %arg41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %97 = stablehlo.multiply %94, %96 : tensor<2x256x512xf32>
      %98 = stablehlo.convert %97 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %98 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %9 = "mhlo.fusion"(%3, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %95 = stablehlo.convert %arg41 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %98 = stablehlo.multiply %94, %97 : tensor<2x256x512xf32>
      %99 = stablehlo.convert %98 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %99 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %10 = "mhlo.fusion"(%9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %95 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %11 = "mhlo.fusion"(%arg33, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x64x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
      %95 = stablehlo.convert %94 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %96 = stablehlo.convert %95 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
      mhlo.return %97 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
    %12 = "stablehlo.all_gather"(%11) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %13 = "mhlo.fusion"(%12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %95 = stablehlo.convert %94 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %95 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %14 = "mhlo.fusion"(%10, %13) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %94 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %94 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %15 = "mhlo.fusion"(%14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %94 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %16 = "mhlo.fusion"(%15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %94 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %96 = stablehlo.transpose %95, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %97 = mhlo.copy %96 : tensor<2x8x64x256xf32>
      mhlo.return %97 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %17 = "mhlo.fusion"(%arg34, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x64x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
      %95 = stablehlo.convert %94 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %96 = stablehlo.convert %95 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
      mhlo.return %97 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
    %18 = "stablehlo.all_gather"(%17) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %19 = "mhlo.fusion"(%18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %95 = stablehlo.convert %94 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %95 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %20 = "mhlo.fusion"(%10, %19) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %94 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %94 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %21 = "mhlo.fusion"(%arg29, %arg28, %20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x256x1x32xf32>, %arg42: tensor<1x256x1x32xf32>, %arg43: tensor<512x512xf32>):
      %94 = stablehlo.convert %arg43 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %95 = stablehlo.convert %94 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %97 = stablehlo.slice %96 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %98 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %100 = stablehlo.multiply %97, %99 : tensor<2x256x8x32xf32>
      %101 = stablehlo.slice %96 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %102 = mhlo.bitcast %arg41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %104 = stablehlo.multiply %101, %103 : tensor<2x256x8x32xf32>
      %105 = stablehlo.subtract %100, %104 : tensor<2x256x8x32xf32>
      %106 = stablehlo.multiply %97, %103 : tensor<2x256x8x32xf32>
      %107 = stablehlo.multiply %101, %99 : tensor<2x256x8x32xf32>
      %108 = stablehlo.add %106, %107 : tensor<2x256x8x32xf32>
      %109 = stablehlo.concatenate %105, %108, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %110 = stablehlo.convert %109 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %110 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<512x512xf32>) -> tensor<2x256x8x64xbf16>
    %22 = "mhlo.fusion"(%21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %94 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %96 = mhlo.copy %95 : tensor<2x8x256x64xf32>
      mhlo.return %96 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
    %23 = "mhlo.fusion"(%arg35, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x64x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
      %95 = stablehlo.convert %94 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %96 = stablehlo.convert %95 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
      mhlo.return %97 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
    %24 = "stablehlo.all_gather"(%23) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %25 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %95 = stablehlo.convert %94 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %95 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %26 = "mhlo.fusion"(%10, %25) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %94 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %94 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %27 = "mhlo.fusion"(%26, %arg29, %arg28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<1x256x1x32xf32>, %arg43: tensor<1x256x1x32xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %95 = stablehlo.convert %94 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %97 = stablehlo.slice %96 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %98 = mhlo.bitcast %arg43 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %100 = stablehlo.multiply %97, %99 : tensor<2x256x8x32xf32>
      %101 = stablehlo.slice %96 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %102 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %104 = stablehlo.multiply %101, %103 : tensor<2x256x8x32xf32>
      %105 = stablehlo.subtract %100, %104 : tensor<2x256x8x32xf32>
      %106 = stablehlo.multiply %97, %103 : tensor<2x256x8x32xf32>
      %107 = stablehlo.multiply %101, %99 : tensor<2x256x8x32xf32>
      %108 = stablehlo.add %106, %107 : tensor<2x256x8x32xf32>
      %109 = stablehlo.concatenate %105, %108, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %110 = stablehlo.convert %109 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %110 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>) -> tensor<2x256x8x64xbf16>
    %28 = "mhlo.fusion"(%27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %94 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %95 = stablehlo.transpose %94, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %96 = mhlo.copy %95 : tensor<2x8x64x256xf32>
      mhlo.return %96 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32>
    %29 = "mhlo.fusion"(%22, %28) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<2x8x64x256xf32>):
      %94 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      mhlo.return %94 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %30 = "mhlo.fusion"(%arg30, %arg31, %29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xi1>, %arg42: tensor<2x8x256x256xf32>, %arg43: tensor<2x8x256x256xf32>):
      %94 = stablehlo.convert %arg43 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %95 = stablehlo.convert %94 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %97 = stablehlo.multiply %95, %96 : tensor<2x8x256x256xf32>
      %98 = stablehlo.select %arg41, %97, %arg42 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      mhlo.return %98 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %31 = "mhlo.fusion"(%30) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>):
      %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %94 = stablehlo.reduce(%arg41 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %96 = stablehlo.subtract %arg41, %95 : tensor<2x8x256x256xf32>
      %97 = stablehlo.exponential %96 : tensor<2x8x256x256xf32>
      mhlo.return %97 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %32 = "mhlo.fusion"(%31, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<f32>):
      %94 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      mhlo.return %94 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %33 = "mhlo.fusion"(%32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256xf32>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
      %95 = stablehlo.divide %94, %arg41 : tensor<2x8x256xf32>
      mhlo.return %95 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %34 = "mhlo.fusion"(%31, %33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<2x8x256xf32>):
      %94 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %95 = stablehlo.multiply %arg41, %94 : tensor<2x8x256x256xf32>
      %96 = stablehlo.convert %95 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      mhlo.return %96 : tensor<2x8x256x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256xf32>) -> tensor<2x8x256x256xbf16>
    %35 = "mhlo.fusion"(%34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xbf16>):
      %94 = stablehlo.convert %arg41 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %94 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %36 = "mhlo.fusion"(%16, %35) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>, %arg42: tensor<2x8x256x256xf32>):
      %94 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %94 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %37 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      mhlo.return %94 : tensor<2x8x64x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %38 = "mhlo.fusion"(%37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xbf16>):
      %94 = stablehlo.convert %arg41 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %95 = stablehlo.transpose %94, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %96 = mhlo.copy %95 : tensor<2x256x8x64xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %97 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %39 = "mhlo.fusion"(%arg36, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x64x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
      %95 = stablehlo.convert %94 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %96 = stablehlo.convert %95 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
      mhlo.return %97 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
    %40 = "stablehlo.all_gather"(%39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %41 = "mhlo.fusion"(%40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %95 = stablehlo.convert %94 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %95 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %42 = "mhlo.fusion"(%38, %41) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %94 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %94 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %43 = "mhlo.fusion"(%42, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %95 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %96 = stablehlo.convert %95 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %98 = stablehlo.add %94, %97 : tensor<2x256x512xf32>
      mhlo.return %98 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %44 = "mhlo.fusion"(%cst, %43) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %94 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %95 = stablehlo.reduce(%94 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %95 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %45 = "mhlo.fusion"(%44) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %95 = stablehlo.multiply %arg41, %94 : tensor<2x256xf32>
      %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %97 = stablehlo.add %95, %96 : tensor<2x256xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %99 = mhlo.copy %98 : tensor<2x256x1xf32>
      %100 = stablehlo.rsqrt %99 : tensor<2x256x1xf32>
      mhlo.return %100 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %46 = "mhlo.fusion"(%43, %45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<2x256x1xf32>):
      %94 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %96 = stablehlo.multiply %arg41, %95 : tensor<2x256x512xf32>
      %97 = stablehlo.convert %96 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %97 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
    %47 = "mhlo.fusion"(%2, %46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %95 = stablehlo.convert %arg41 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %98 = stablehlo.multiply %94, %97 : tensor<2x256x512xf32>
      %99 = stablehlo.convert %98 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %99 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %48 = "mhlo.fusion"(%47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %95 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %49 = "mhlo.fusion"(%arg39, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x64x1408xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
      %95 = stablehlo.convert %94 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
      %96 = stablehlo.convert %95 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
      mhlo.return %97 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x1408xf32>, tensor<i32>) -> tensor<64x1408xf32>
    %50 = "stablehlo.all_gather"(%49) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %51 = "mhlo.fusion"(%50) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %95 = stablehlo.convert %94 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %95 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %52 = "mhlo.fusion"(%48, %51) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %94 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %94 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %53 = "mhlo.fusion"(%52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %94 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %54 = "mhlo.fusion"(%arg38, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x64x1408xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
      %95 = stablehlo.convert %94 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
      %96 = stablehlo.convert %95 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
      mhlo.return %97 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x1408xf32>, tensor<i32>) -> tensor<64x1408xf32>
    %55 = "stablehlo.all_gather"(%54) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %56 = "mhlo.fusion"(%55) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %95 = stablehlo.convert %94 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %95 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %57 = "mhlo.fusion"(%48, %56) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %94 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %94 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %58 = "mhlo.fusion"(%57) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %94 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %59 = "mhlo.fusion"(%58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %95 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %96 = stablehlo.negate %95 : tensor<512x1408xf32>
      %97 = stablehlo.convert %96 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %98 = stablehlo.convert %97 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %99 = stablehlo.exponential %98 : tensor<512x1408xf32>
      %100 = stablehlo.convert %99 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %101 = stablehlo.convert %100 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %102 = stablehlo.add %101, %94 : tensor<512x1408xf32>
      %103 = stablehlo.convert %102 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %104 = stablehlo.convert %103 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %105 = stablehlo.divide %94, %104 : tensor<512x1408xf32>
      %106 = stablehlo.convert %105 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %106 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %60 = "mhlo.fusion"(%59, %58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %95 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %96 = stablehlo.multiply %94, %95 : tensor<512x1408xf32>
      %97 = stablehlo.convert %96 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %97 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %61 = "mhlo.fusion"(%53, %60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %95 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %96 = stablehlo.multiply %94, %95 : tensor<512x1408xf32>
      %97 = stablehlo.convert %96 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %97 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %62 = "mhlo.fusion"(%61) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %94 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %94 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %63 = "mhlo.fusion"(%arg40, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x176x512xf32>, %arg42: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg41, %arg42, %c_0, %c_0, sizes = [1, 176, 512] : (tensor<4x176x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xf32>
      %95 = stablehlo.convert %94 : (tensor<1x176x512xf32>) -> tensor<1x176x512xbf16>
      %96 = stablehlo.convert %95 : (tensor<1x176x512xbf16>) -> tensor<1x176x512xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x176x512xf32>) -> tensor<176x512xf32>
      mhlo.return %97 : tensor<176x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x176x512xf32>, tensor<i32>) -> tensor<176x512xf32>
    %64 = "stablehlo.all_gather"(%63) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xf32>) -> tensor<1408x512xf32>
    %65 = "mhlo.fusion"(%64) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %94 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %95 = stablehlo.convert %94 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %95 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %66 = "mhlo.fusion"(%62, %65) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<1408x512xf32>):
      %94 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
      mhlo.return %94 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    %67 = "mhlo.fusion"(%66, %43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<2x256x512xf32>):
      %94 = stablehlo.convert %arg42 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %95 = stablehlo.convert %94 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %96 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %97 = stablehlo.convert %96 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %99 = stablehlo.add %95, %98 : tensor<2x256x512xf32>
      %100 = stablehlo.convert %99 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %100 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %68 = "mhlo.fusion"(%arg2, %0, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x2x256x512xf32>, %arg42: tensor<i32>, %arg43: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg43 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %96 = stablehlo.dynamic_update_slice %arg41, %95, %arg42, %c_0, %c_0, %c_0 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
      mhlo.return %96 : tensor<4x2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %69 = "mhlo.fusion"(%arg3, %0, %7, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x2x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<2x256x1xf32>, %arg44: tensor<2x256xf32>):
      %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %95 = stablehlo.multiply %arg44, %94 : tensor<2x256xf32>
      %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %97 = stablehlo.add %95, %96 : tensor<2x256xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %99 = mhlo.copy %98 : tensor<2x256x1xf32>
      %100 = stablehlo.divide %arg43, %99 : tensor<2x256x1xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %102 = stablehlo.multiply %100, %101 : tensor<2x256x1xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %104 = stablehlo.dynamic_update_slice %arg41, %103, %arg42, %c_3, %c_3, %c_3 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
      mhlo.return %104 : tensor<4x2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<4x2x256x1xf32>
    %70 = "mhlo.fusion"(%arg4, %0, %7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x2x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<2x256x1xf32>):
      %94 = mhlo.bitcast %arg43 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %95 = stablehlo.dynamic_update_slice %arg41, %94, %arg42, %c_0, %c_0, %c_0 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
      mhlo.return %95 : tensor<4x2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<2x256x1xf32>) -> tensor<4x2x256x1xf32>
    %71 = "mhlo.fusion"(%0, %arg5, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x1x1x512xbf16>, %arg43: tensor<1x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
      %95 = stablehlo.convert %arg43 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
      %98 = stablehlo.convert %97 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
      mhlo.return %98 : tensor<4x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x1x1x512xbf16>, tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16>
    %72 = "mhlo.fusion"(%0, %arg6, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x512xbf16>, %arg43: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      %95 = stablehlo.convert %arg43 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
      mhlo.return %98 : tensor<4x2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16>
    %73 = "mhlo.fusion"(%0, %arg7, %9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x512xbf16>, %arg43: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      %95 = stablehlo.convert %arg43 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
      mhlo.return %98 : tensor<4x2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16>
    %74 = "mhlo.fusion"(%0, %arg8, %27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x8x64xbf16>, %arg43: tensor<2x256x8x64xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
      %95 = stablehlo.convert %arg43 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<1x2x256x8x64xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0, %c_0 : (tensor<4x2x256x8x64xf32>, tensor<1x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x8x64xf32>) -> tensor<4x2x256x8x64xbf16>
      mhlo.return %98 : tensor<4x2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<4x2x256x8x64xbf16>
    %75 = "mhlo.fusion"(%0, %arg9, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x8x64xbf16>, %arg43: tensor<2x256x8x64xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
      %95 = stablehlo.convert %arg43 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<1x2x256x8x64xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0, %c_0 : (tensor<4x2x256x8x64xf32>, tensor<1x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x8x64xf32>) -> tensor<4x2x256x8x64xbf16>
      mhlo.return %98 : tensor<4x2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<4x2x256x8x64xbf16>
    %76 = "mhlo.fusion"(%arg10, %0, %31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x2x8x256x256xf32>, %arg42: tensor<i32>, %arg43: tensor<2x8x256x256xf32>):
      %94 = mhlo.bitcast %arg43 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x256x256xf32>) -> tensor<1x2x8x256x256xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %95 = stablehlo.dynamic_update_slice %arg41, %94, %arg42, %c_0, %c_0, %c_0, %c_0 : (tensor<4x2x8x256x256xf32>, tensor<1x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xf32>
      mhlo.return %95 : tensor<4x2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<2x8x256x256xf32>) -> tensor<4x2x8x256x256xf32>
    %77 = "mhlo.fusion"(%arg11, %0, %32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x2x8x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<2x8x256xf32>):
      %94 = mhlo.bitcast %arg43 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x8x256xf32>) -> tensor<1x2x8x256x1xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %95 = stablehlo.dynamic_update_slice %arg41, %94, %arg42, %c_0, %c_0, %c_0, %c_0 : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
      mhlo.return %95 : tensor<4x2x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<2x8x256xf32>) -> tensor<4x2x8x256x1xf32>
    %78 = "mhlo.fusion"(%arg12, %0, %32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x2x8x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<2x8x256xf32>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
      %95 = stablehlo.multiply %arg43, %arg43 : tensor<2x8x256xf32>
      %96 = stablehlo.divide %94, %95 : tensor<2x8x256xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[3, 2, 1, 4, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,2,8,256,1]{3,2,1,4,0}"} : (tensor<2x8x256xf32>) -> tensor<1x2x8x256x1xf32>
      %98 = mhlo.copy %97 : tensor<1x2x8x256x1xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_update_slice %arg41, %98, %arg42, %c_1, %c_1, %c_1, %c_1 : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
      mhlo.return %99 : tensor<4x2x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<2x8x256xf32>) -> tensor<4x2x8x256x1xf32>
    %79 = "mhlo.fusion"(%0, %arg13, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x8x256x256xbf16>, %arg43: tensor<2x8x256x256xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x8x256x256xbf16>) -> tensor<4x2x8x256x256xf32>
      %95 = stablehlo.convert %arg43 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x256x256xf32>) -> tensor<1x2x8x256x256xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0, %c_0 : (tensor<4x2x8x256x256xf32>, tensor<1x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x8x256x256xf32>) -> tensor<4x2x8x256x256xbf16>
      mhlo.return %98 : tensor<4x2x8x256x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x8x256x256xbf16>, tensor<2x8x256x256xbf16>) -> tensor<4x2x8x256x256xbf16>
    %80 = "mhlo.fusion"(%0, %arg14, %15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x8x64xbf16>, %arg43: tensor<512x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
      %95 = stablehlo.convert %arg43 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x2x256x8x64xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0, %c_0 : (tensor<4x2x256x8x64xf32>, tensor<1x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x8x64xf32>) -> tensor<4x2x256x8x64xbf16>
      mhlo.return %98 : tensor<4x2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x8x64xbf16>, tensor<512x512xbf16>) -> tensor<4x2x256x8x64xbf16>
    %81 = "mhlo.fusion"(%0, %arg15, %37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x512xbf16>, %arg43: tensor<2x8x64x256xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      %95 = stablehlo.convert %arg43 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %96 = stablehlo.transpose %95, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %97 = mhlo.copy %96 : tensor<2x256x8x64xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<1x2x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %99 = stablehlo.dynamic_update_slice %94, %98, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
      %100 = stablehlo.convert %99 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
      mhlo.return %100 : tensor<4x2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x8x64x256xbf16>) -> tensor<4x2x256x512xbf16>
    %82 = "mhlo.fusion"(%arg16, %0, %43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x2x256x512xf32>, %arg42: tensor<i32>, %arg43: tensor<2x256x512xf32>):
      %94 = mhlo.bitcast %arg43 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %95 = stablehlo.dynamic_update_slice %arg41, %94, %arg42, %c_0, %c_0, %c_0 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
      mhlo.return %95 : tensor<4x2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<2x256x512xf32>) -> tensor<4x2x256x512xf32>
    %83 = "mhlo.fusion"(%arg17, %0, %45, %44) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x2x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<2x256x1xf32>, %arg44: tensor<2x256xf32>):
      %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %95 = stablehlo.multiply %arg44, %94 : tensor<2x256xf32>
      %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %97 = stablehlo.add %95, %96 : tensor<2x256xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %99 = mhlo.copy %98 : tensor<2x256x1xf32>
      %100 = stablehlo.divide %arg43, %99 : tensor<2x256x1xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %102 = stablehlo.multiply %100, %101 : tensor<2x256x1xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %104 = stablehlo.dynamic_update_slice %arg41, %103, %arg42, %c_3, %c_3, %c_3 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
      mhlo.return %104 : tensor<4x2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<4x2x256x1xf32>
    %84 = "mhlo.fusion"(%arg18, %0, %45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4x2x256x1xf32>, %arg42: tensor<i32>, %arg43: tensor<2x256x1xf32>):
      %94 = mhlo.bitcast %arg43 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %95 = stablehlo.dynamic_update_slice %arg41, %94, %arg42, %c_0, %c_0, %c_0 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
      mhlo.return %95 : tensor<4x2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<2x256x1xf32>) -> tensor<4x2x256x1xf32>
    %85 = "mhlo.fusion"(%0, %arg19, %2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x1x1x512xbf16>, %arg43: tensor<1x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
      %95 = stablehlo.convert %arg43 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
      %98 = stablehlo.convert %97 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
      mhlo.return %98 : tensor<4x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x1x1x512xbf16>, tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16>
    %86 = "mhlo.fusion"(%0, %arg20, %46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x512xbf16>, %arg43: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      %95 = stablehlo.convert %arg43 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
      mhlo.return %98 : tensor<4x2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16>
    %87 = "mhlo.fusion"(%0, %arg21, %47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x512xbf16>, %arg43: tensor<2x256x512xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      %95 = stablehlo.convert %arg43 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
      mhlo.return %98 : tensor<4x2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16>
    %88 = "mhlo.fusion"(%0, %arg22, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x1408xbf16>, %arg43: tensor<512x1408xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      %95 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %97 = stablehlo.subtract %96, %95 : tensor<512x1408xf32>
      %98 = stablehlo.convert %97 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %99 = stablehlo.convert %98 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %100 = stablehlo.multiply %95, %99 : tensor<512x1408xf32>
      %101 = stablehlo.convert %100 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %102 = stablehlo.convert %101 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %104 = stablehlo.dynamic_update_slice %94, %103, %arg41, %c_1, %c_1, %c_1 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
      %105 = stablehlo.convert %104 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
      mhlo.return %105 : tensor<4x2x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
    %89 = "mhlo.fusion"(%0, %arg23, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x1408xbf16>, %arg43: tensor<512x1408xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      %95 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
      mhlo.return %98 : tensor<4x2x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
    %90 = "mhlo.fusion"(%0, %arg24, %58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x1408xbf16>, %arg43: tensor<512x1408xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      %95 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
      mhlo.return %98 : tensor<4x2x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
    %91 = "mhlo.fusion"(%0, %arg25, %53) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x1408xbf16>, %arg43: tensor<512x1408xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      %95 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
      mhlo.return %98 : tensor<4x2x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
    %92 = "mhlo.fusion"(%0, %arg26, %60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x1408xbf16>, %arg43: tensor<512x1408xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      %95 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
      mhlo.return %98 : tensor<4x2x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
    %93 = "mhlo.fusion"(%0, %arg27, %61) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<4x2x256x1408xbf16>, %arg43: tensor<512x1408xbf16>):
      %94 = stablehlo.convert %arg42 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      %95 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_update_slice %94, %96, %arg41, %c_0, %c_0, %c_0 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
      %98 = stablehlo.convert %97 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
      mhlo.return %98 : tensor<4x2x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
    return %1, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40 : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x256xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<4x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x512xf32>, tensor<4x64x1408xf32>, tensor<4x64x1408xf32>, tensor<4x176x512xf32>
  }
  func.func private @wrapped_compare_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wide.region_6.7_spmd.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<2x256x512xbf16>, %arg2: tensor<4x2x256x512xf32>, %arg3: tensor<4x2x256x1xf32>, %arg4: tensor<4x2x256x1xf32>, %arg5: tensor<4x1x1x512xbf16>, %arg6: tensor<4x2x256x512xbf16>, %arg7: tensor<4x2x256x512xbf16>, %arg8: tensor<4x2x256x8x64xbf16>, %arg9: tensor<4x2x256x8x64xbf16>, %arg10: tensor<4x2x8x256x256xf32>, %arg11: tensor<4x2x8x256x1xf32>, %arg12: tensor<4x2x8x256x1xf32>, %arg13: tensor<4x2x8x256x256xbf16>, %arg14: tensor<4x2x256x8x64xbf16>, %arg15: tensor<4x2x256x512xbf16>, %arg16: tensor<4x2x256x512xf32>, %arg17: tensor<4x2x256x1xf32>, %arg18: tensor<4x2x256x1xf32>, %arg19: tensor<4x1x1x512xbf16>, %arg20: tensor<4x2x256x512xbf16>, %arg21: tensor<4x2x256x512xbf16>, %arg22: tensor<4x2x256x1408xbf16>, %arg23: tensor<4x2x256x1408xbf16>, %arg24: tensor<4x2x256x1408xbf16>, %arg25: tensor<4x2x256x1408xbf16>, %arg26: tensor<4x2x256x1408xbf16>, %arg27: tensor<4x2x256x1408xbf16>, %arg28: tensor<1x256x1x32xf32>, %arg29: tensor<1x256x1x32xf32>, %arg30: tensor<2x8x256x256xi1>, %arg31: tensor<2x8x256x256xf32>, %arg32: tensor<4x512xf32>, %arg33: tensor<4x64x512xf32>, %arg34: tensor<4x64x512xf32>, %arg35: tensor<4x64x512xf32>, %arg36: tensor<4x64x512xf32>, %arg37: tensor<4x512xf32>, %arg38: tensor<4x64x1408xf32>, %arg39: tensor<4x64x1408xf32>, %arg40: tensor<4x176x512xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = "mhlo.fusion"(%arg0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>):
      %1 = stablehlo.compare LT, %arg41, %arg42 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wrapped_convert_computation.17(%arg0: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %0 : tensor<2x256x512xf32>
  }
  func.func private @wrapped_broadcast_computation.10(%arg0: tensor<f32>) -> tensor<2x256x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x256x4096xf32>
    return %0 : tensor<2x256x4096xf32>
  }
  func.func private @wrapped_broadcast_computation.11(%arg0: tensor<f32>) -> tensor<512x1x1x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<512x1x1x1xf32>
    return %0 : tensor<512x1x1x1xf32>
  }
  func.func private @wrapped_scatter_computation(%arg0: tensor<2x256x4096xf32>, %arg1: tensor<512x3xi32>, %arg2: tensor<512x1x1x1xf32>) -> tensor<2x256x4096xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x256x4096xf32>, tensor<512x3xi32>, tensor<512x1x1x1xf32>) -> tensor<2x256x4096xf32>
    return %0 : tensor<2x256x4096xf32>
  }
  func.func private @wrapped_convert_computation.18(%arg0: tensor<64x4096xbf16>) -> tensor<64x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4096xbf16>) -> tensor<64x4096xf32>
    return %0 : tensor<64x4096xf32>
  }
  func.func private @wrapped_exponential_computation(%arg0: tensor<2x256x4096xf32>) -> tensor<2x256x4096xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<2x256x4096xf32>
    return %0 : tensor<2x256x4096xf32>
  }
  func.func private @wrapped_convert_computation.19(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.12(%arg0: tensor<bf16>) -> tensor<4x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
    return %0 : tensor<4x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.13(%arg0: tensor<bf16>) -> tensor<4x176x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x176x512xbf16>
    return %0 : tensor<4x176x512xbf16>
  }
  func.func private @wrapped_broadcast_computation.14(%arg0: tensor<bf16>) -> tensor<4x64x1408xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x64x1408xbf16>
    return %0 : tensor<4x64x1408xbf16>
  }
  func.func private @wrapped_broadcast_computation.15(%arg0: tensor<bf16>) -> tensor<4x64x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<4x64x512xbf16>
    return %0 : tensor<4x64x512xbf16>
  }
  func.func private @wrapped_convert_computation.20(%arg0: tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    return %0 : tensor<4x2x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.21(%arg0: tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    return %0 : tensor<4x2x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.22(%arg0: tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    return %0 : tensor<4x2x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.23(%arg0: tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    return %0 : tensor<4x2x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.24(%arg0: tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    return %0 : tensor<4x2x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.25(%arg0: tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    return %0 : tensor<4x1x1x512xf32>
  }
  func.func private @wrapped_convert_computation.26(%arg0: tensor<4x2x8x256x256xbf16>) -> tensor<4x2x8x256x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x8x256x256xbf16>) -> tensor<4x2x8x256x256xf32>
    return %0 : tensor<4x2x8x256x256xf32>
  }
  func.func private @wrapped_convert_computation.27(%arg0: tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
    return %0 : tensor<4x2x256x8x64xf32>
  }
  func.func private @wrapped_convert_computation.28(%arg0: tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
    return %0 : tensor<4x2x256x8x64xf32>
  }
  func.func private @wrapped_convert_computation.29(%arg0: tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
    return %0 : tensor<4x2x256x8x64xf32>
  }
  func.func private @wrapped_convert_computation.30(%arg0: tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    return %0 : tensor<4x1x1x512xf32>
  }
  func.func private @wrapped_convert_computation.31(%arg0: tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    return %0 : tensor<4x2x256x512xf32>
  }
  func.func private @wrapped_convert_computation.32(%arg0: tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    return %0 : tensor<4x2x256x512xf32>
  }
  func.func private @wrapped_convert_computation.33(%arg0: tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    return %0 : tensor<4x2x256x1408xf32>
  }
  func.func private @wrapped_convert_computation.34(%arg0: tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    return %0 : tensor<4x2x256x512xf32>
  }
  func.func private @wrapped_convert_computation.35(%arg0: tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    return %0 : tensor<4x2x256x512xf32>
  }
  func.func private @wrapped_convert_computation.36(%arg0: tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    return %0 : tensor<4x2x256x512xf32>
  }
  func.func private @wrapped_add_computation.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @wrapped_convert_computation.37(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.38(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.39(%arg0: tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    return %0 : tensor<2x8x64x256xbf16>
  }
  func.func private @wrapped_reduce_window_computation(%arg0: tensor<2x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
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
  func.func private @wrapped_reduce_window_computation.1(%arg0: tensor<2x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
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
  func.func private @wrapped_convert_computation.40(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.41(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.42(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.43(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.44(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.45(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.46(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wide.wide.region_15.26_spmd.clone.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<2x256x512xbf16>, %arg2: tensor<4x512xbf16>, %arg3: tensor<4x512xbf16>, %arg4: tensor<4x176x512xbf16>, %arg5: tensor<4x64x1408xbf16>, %arg6: tensor<4x64x1408xbf16>, %arg7: tensor<4x64x512xbf16>, %arg8: tensor<4x64x512xbf16>, %arg9: tensor<4x64x512xbf16>, %arg10: tensor<4x64x512xbf16>, %arg11: tensor<4x2x256x1xf32>, %arg12: tensor<4x2x256x512xf32>, %arg13: tensor<4x2x256x1xf32>, %arg14: tensor<4x2x8x256x1xf32>, %arg15: tensor<4x2x8x256x1xf32>, %arg16: tensor<4x2x8x256x256xf32>, %arg17: tensor<2x8x256x256xi1>, %arg18: tensor<1x256x1x32xf32>, %arg19: tensor<1x256x1x32xf32>, %arg20: tensor<4x2x256x1xf32>, %arg21: tensor<4x2x256x512xf32>, %arg22: tensor<4x2x256x1xf32>, %arg23: tensor<4x2x256x1408xf32>, %arg24: tensor<4x176x512xf32>, %arg25: tensor<4x64x1408xf32>, %arg26: tensor<4x2x256x1408xf32>, %arg27: tensor<4x2x256x1408xf32>, %arg28: tensor<4x2x256x1408xf32>, %arg29: tensor<4x2x256x1408xf32>, %arg30: tensor<4x64x1408xf32>, %arg31: tensor<4x1x1x512xf32>, %arg32: tensor<4x64x512xf32>, %arg33: tensor<4x2x8x256x256xf32>, %arg34: tensor<4x64x512xf32>, %arg35: tensor<4x2x256x8x64xf32>, %arg36: tensor<4x2x256x8x64xf32>, %arg37: tensor<4x64x512xf32>, %arg38: tensor<4x2x256x8x64xf32>, %arg39: tensor<4x64x512xf32>, %arg40: tensor<4x1x1x512xf32>, %arg41: tensor<4x2x256x512xf32>, %arg42: tensor<4x2x256x512xf32>, %arg43: tensor<4x2x256x1408xf32>, %arg44: tensor<i32>, %arg45: tensor<4x2x256x512xf32>, %arg46: tensor<i32>, %arg47: tensor<4x2x256x512xf32>, %arg48: tensor<4x2x256x512xf32>) -> (tensor<i32>, tensor<2x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xf32>, tensor<2x8x256x256xi1>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1408xf32>, tensor<4x176x512xf32>, tensor<4x64x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x64x1408xf32>, tensor<4x1x1x512xf32>, tensor<4x64x512xf32>, tensor<4x2x8x256x256xf32>, tensor<4x64x512xf32>, tensor<4x2x256x8x64xf32>, tensor<4x2x256x8x64xf32>, tensor<4x64x512xf32>, tensor<4x2x256x8x64xf32>, tensor<4x64x512xf32>, tensor<4x1x1x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1408xf32>, tensor<i32>, tensor<4x2x256x512xf32>, tensor<i32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<i32>):
      %119 = stablehlo.add %arg49, %arg50 : tensor<i32>
      mhlo.return %119 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = "mhlo.fusion"(%arg21, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %121 = mhlo.bitcast %120 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
      mhlo.return %121 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<2x256x512xf32>
    %3 = "mhlo.fusion"(%arg40, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x1x1x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
      mhlo.return %121 : tensor<1x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
    %4 = "mhlo.fusion"(%arg15, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x8x256x1xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
      mhlo.return %120 : tensor<1x2x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x8x256x1xf32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
    %5 = "mhlo.fusion"(%arg16, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x8x256x256xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
      mhlo.return %120 : tensor<1x2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x8x256x256xf32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
    %6 = "mhlo.fusion"(%arg12, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %121 = mhlo.bitcast %120 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
      mhlo.return %121 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<2x256x512xf32>
    %7 = "mhlo.fusion"(%arg31, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x1x1x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
      mhlo.return %121 : tensor<1x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
    %8 = mhlo.copy %arg1 : tensor<2x256x512xbf16>
    %9 = "mhlo.fusion"(%8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x512xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %10 = "mhlo.fusion"(%arg24, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x176x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, sizes = [1, 176, 512] : (tensor<4x176x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x176x512xf32>) -> tensor<1x176x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x176x512xbf16>) -> tensor<1x176x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x176x512xf32>) -> tensor<176x512xf32>
      mhlo.return %123 : tensor<176x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x176x512xf32>, tensor<i32>) -> tensor<176x512xf32>
    %11 = "stablehlo.all_gather"(%10) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xf32>) -> tensor<1408x512xf32>
    %12 = "mhlo.fusion"(%11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1408x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %120 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %13 = "mhlo.fusion"(%9, %12) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<1408x512xf32>):
      %119 = stablehlo.dot_general %arg49, %arg50, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
      mhlo.return %119 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    %14 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x1408xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %119 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %15 = "mhlo.fusion"(%arg29, %arg28, %arg27, %arg26, %14, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x1408xf32>, %arg50: tensor<4x2x256x1408xf32>, %arg51: tensor<4x2x256x1408xf32>, %arg52: tensor<4x2x256x1408xf32>, %arg53: tensor<512x1408xbf16>, %arg54: tensor<i32>):
      %119 = stablehlo.convert %arg53 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %121 = stablehlo.subtract %c_0, %arg54 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %122 = stablehlo.dynamic_slice %arg52, %121, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
      %123 = stablehlo.convert %122 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
      %124 = stablehlo.convert %123 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
      %125 = mhlo.bitcast %124 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
      %126 = stablehlo.multiply %120, %125 : tensor<2x256x1408xf32>
      %127 = stablehlo.convert %126 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
      %128 = stablehlo.convert %127 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
      %129 = stablehlo.dynamic_slice %arg51, %121, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
      %130 = stablehlo.convert %129 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
      %131 = stablehlo.convert %130 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
      %132 = mhlo.bitcast %131 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
      %133 = stablehlo.multiply %128, %132 : tensor<2x256x1408xf32>
      %134 = stablehlo.convert %133 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
      %135 = stablehlo.convert %134 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
      %136 = stablehlo.dynamic_slice %arg50, %121, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
      %137 = stablehlo.convert %136 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
      %138 = stablehlo.convert %137 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
      %139 = mhlo.bitcast %138 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
      %140 = stablehlo.multiply %139, %128 : tensor<2x256x1408xf32>
      %141 = stablehlo.convert %140 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
      %142 = stablehlo.convert %141 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
      %143 = stablehlo.dynamic_slice %arg49, %121, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
      %144 = stablehlo.convert %143 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
      %145 = stablehlo.convert %144 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
      %146 = mhlo.bitcast %145 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
      %147 = stablehlo.multiply %142, %146 : tensor<2x256x1408xf32>
      %148 = stablehlo.convert %147 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
      %149 = stablehlo.convert %148 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
      %150 = stablehlo.add %135, %149 : tensor<2x256x1408xf32>
      %151 = stablehlo.convert %150 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
      mhlo.return %151 : tensor<2x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<512x1408xbf16>, tensor<i32>) -> tensor<2x256x1408xbf16>
    %16 = "mhlo.fusion"(%15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x1408xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %120 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1408xbf16>) -> tensor<512x1408xf32>
    %17 = "mhlo.fusion"(%arg30, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x64x1408xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
      %121 = stablehlo.convert %120 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
      mhlo.return %123 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x1408xf32>, tensor<i32>) -> tensor<64x1408xf32>
    %18 = "stablehlo.all_gather"(%17) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %19 = "mhlo.fusion"(%18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x1408xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %120 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %20 = "mhlo.fusion"(%16, %19) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x1408xf32>, %arg50: tensor<512x1408xf32>):
      %119 = stablehlo.dot_general %arg49, %arg50, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %21 = "mhlo.fusion"(%14, %arg23, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x1408xbf16>, %arg50: tensor<4x2x256x1408xf32>, %arg51: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg51 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg50, %119, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
      %124 = stablehlo.convert %arg49 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %125 = mhlo.bitcast %124 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %126 = stablehlo.multiply %123, %125 : tensor<2x256x1408xf32>
      %127 = stablehlo.convert %126 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
      mhlo.return %127 : tensor<2x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<4x2x256x1408xf32>, tensor<i32>) -> tensor<2x256x1408xbf16>
    %22 = "mhlo.fusion"(%21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x1408xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %120 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1408xbf16>) -> tensor<512x1408xf32>
    %23 = "mhlo.fusion"(%arg25, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x64x1408xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
      %121 = stablehlo.convert %120 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
      mhlo.return %123 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x1408xf32>, tensor<i32>) -> tensor<64x1408xf32>
    %24 = "stablehlo.all_gather"(%23) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %25 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x1408xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %120 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %26 = "mhlo.fusion"(%22, %25) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x1408xf32>, %arg50: tensor<512x1408xf32>):
      %119 = stablehlo.dot_general %arg49, %arg50, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %27 = "mhlo.fusion"(%20, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg50 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %121 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %123 = stablehlo.add %120, %122 : tensor<512x512xf32>
      %124 = stablehlo.convert %123 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %124 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %28 = "mhlo.fusion"(%7, %27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1x1x1x512xbf16>, %arg50: tensor<512x512xbf16>):
      %119 = stablehlo.convert %arg50 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %121 = stablehlo.convert %arg49 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
      %123 = stablehlo.broadcast_in_dim %122, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %124 = stablehlo.multiply %120, %123 : tensor<2x256x512xf32>
      mhlo.return %124 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x1x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xf32>
    %29 = "mhlo.fusion"(%cst, %6, %28) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<2x256x512xf32>, %arg51: tensor<2x256x512xf32>):
      %119 = stablehlo.multiply %arg50, %arg51 : tensor<2x256x512xf32>
      %120 = stablehlo.reduce(%119 init: %arg49) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %121 = mhlo.bitcast %120 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %121 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %30 = "mhlo.fusion"(%29, %arg13, %arg12, %arg11, %7, %27, %0, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x1xf32>, %arg50: tensor<4x2x256x1xf32>, %arg51: tensor<4x2x256x512xf32>, %arg52: tensor<4x2x256x1xf32>, %arg53: tensor<1x1x1x512xbf16>, %arg54: tensor<512x512xbf16>, %arg55: tensor<i32>, %arg56: tensor<2x256x512xbf16>):
      %119 = stablehlo.convert %arg56 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %120 = stablehlo.convert %arg54 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %121 = mhlo.bitcast %120 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %122 = stablehlo.convert %arg53 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
      %124 = stablehlo.broadcast_in_dim %123, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %125 = stablehlo.multiply %121, %124 : tensor<2x256x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %126 = stablehlo.subtract %c_0, %arg55 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %127 = stablehlo.dynamic_slice %arg52, %126, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256xf32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %130 = stablehlo.multiply %125, %129 : tensor<2x256x512xf32>
      %131 = stablehlo.dynamic_slice %arg51, %126, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %132 = mhlo.bitcast %131 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
      %133 = stablehlo.dynamic_slice %arg50, %126, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
      %134 = mhlo.bitcast %133 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
      %135 = stablehlo.multiply %arg49, %134 : tensor<2x256x1xf32>
      %cst_2 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %136 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %137 = stablehlo.multiply %135, %136 : tensor<2x256x1xf32>
      %138 = mhlo.bitcast %137 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %140 = stablehlo.multiply %132, %139 : tensor<2x256x512xf32>
      %141 = stablehlo.add %130, %140 : tensor<2x256x512xf32>
      %142 = stablehlo.add %141, %140 : tensor<2x256x512xf32>
      %143 = stablehlo.convert %142 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %144 = stablehlo.convert %143 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %145 = stablehlo.add %119, %144 : tensor<2x256x512xf32>
      %146 = stablehlo.convert %145 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %146 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<1x1x1x512xbf16>, tensor<512x512xbf16>, tensor<i32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %31 = "mhlo.fusion"(%30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x512xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %32 = "mhlo.fusion"(%arg32, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x64x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
      mhlo.return %123 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
    %33 = "stablehlo.all_gather"(%32) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %34 = "mhlo.fusion"(%33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %35 = "mhlo.fusion"(%31, %34) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot_general %arg49, %arg50, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %36 = "mhlo.fusion"(%35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %119 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %37 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %122 = mhlo.copy %121 : tensor<2x8x256x64xf32>
      mhlo.return %122 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x256x64xf32>
    %38 = "mhlo.fusion"(%arg35, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x8x64xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x8x64xf32>) -> tensor<1x2x256x8x64xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x8x64xbf16>) -> tensor<1x2x256x8x64xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x256x8x64xf32>) -> tensor<2x256x8x64xf32>
      %124 = stablehlo.transpose %123, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %125 = mhlo.copy %124 : tensor<2x8x64x256xf32>
      mhlo.return %125 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x8x64xf32>, tensor<i32>) -> tensor<2x8x64x256xf32>
    %39 = "mhlo.fusion"(%arg14, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x8x256x1xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
      mhlo.return %120 : tensor<1x2x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x8x256x1xf32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
    %40 = "mhlo.fusion"(%cst, %4, %5, %37, %38, %39) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<1x2x8x256x1xf32>, %arg51: tensor<1x2x8x256x256xf32>, %arg52: tensor<2x8x256x64xf32>, %arg53: tensor<2x8x64x256xf32>, %arg54: tensor<1x2x8x256x1xf32>):
      %119 = stablehlo.dot_general %arg52, %arg53, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      %120 = stablehlo.convert %119 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %121 = stablehlo.convert %120 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x8x256x1xf32>
      %123 = stablehlo.divide %122, %arg54 : tensor<1x2x8x256x1xf32>
      %124 = mhlo.bitcast %123 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256xf32>
      %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %126 = stablehlo.multiply %121, %125 : tensor<2x8x256x256xf32>
      %127 = mhlo.bitcast %arg50 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256xf32>
      %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %129 = stablehlo.multiply %121, %128 : tensor<2x8x256x256xf32>
      %130 = mhlo.bitcast %arg51 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
      %131 = stablehlo.multiply %129, %130 : tensor<2x8x256x256xf32>
      %132 = stablehlo.reduce(%131 init: %arg49) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %133 = stablehlo.negate %132 : tensor<2x8x256xf32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %135 = stablehlo.add %126, %134 : tensor<2x8x256x256xf32>
      %136 = stablehlo.multiply %135, %130 : tensor<2x8x256x256xf32>
      mhlo.return %136 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<1x2x8x256x1xf32>, tensor<1x2x8x256x256xf32>, tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>, tensor<1x2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %41 = "mhlo.fusion"(%arg17, %40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x8x256x256xi1>, %arg50: tensor<2x8x256x256xf32>):
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %119 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %120 = stablehlo.select %arg49, %arg50, %119 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      %cst_1 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %122 = stablehlo.multiply %120, %121 : tensor<2x8x256x256xf32>
      %123 = stablehlo.convert %122 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %124 = stablehlo.convert %123 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %124 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %42 = "mhlo.fusion"(%arg38, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x8x64xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x8x64xf32>) -> tensor<1x2x256x8x64xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x8x64xbf16>) -> tensor<1x2x256x8x64xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x256x8x64xf32>) -> tensor<2x256x8x64xf32>
      %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %125 = mhlo.copy %124 : tensor<2x8x256x64xf32>
      mhlo.return %125 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x8x64xf32>, tensor<i32>) -> tensor<2x8x256x64xf32>
    %43 = "mhlo.fusion"(%41, %42) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<2x8x256x256xf32>, %arg50: tensor<2x8x256x64xf32>):
      %119 = stablehlo.dot_general %arg49, %arg50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
      mhlo.return %119 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %44 = "mhlo.fusion"(%43, %arg19, %arg18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x8x256x64xf32>, %arg50: tensor<1x256x1x32xf32>, %arg51: tensor<1x256x1x32xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %120 = stablehlo.convert %119 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %122 = mhlo.copy %121 : tensor<2x256x8x64xf32>
      %123 = stablehlo.slice %122 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %124 = mhlo.bitcast %arg51 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %125 = stablehlo.broadcast_in_dim %124, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %126 = stablehlo.multiply %123, %125 : tensor<2x256x8x32xf32>
      %127 = stablehlo.slice %122 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %128 = stablehlo.negate %127 : tensor<2x256x8x32xf32>
      %129 = mhlo.bitcast %arg50 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %130 = stablehlo.broadcast_in_dim %129, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %131 = stablehlo.multiply %128, %130 : tensor<2x256x8x32xf32>
      %132 = stablehlo.add %126, %131 : tensor<2x256x8x32xf32>
      %133 = stablehlo.convert %132 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %134 = stablehlo.convert %133 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %135 = stablehlo.pad %134, %cst_0, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %136 = stablehlo.convert %135 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %137 = stablehlo.convert %136 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %138 = stablehlo.multiply %123, %130 : tensor<2x256x8x32xf32>
      %139 = stablehlo.multiply %127, %125 : tensor<2x256x8x32xf32>
      %140 = stablehlo.add %138, %139 : tensor<2x256x8x32xf32>
      %141 = stablehlo.convert %140 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %142 = stablehlo.convert %141 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %143 = stablehlo.pad %142, %cst_0, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %144 = stablehlo.convert %143 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %145 = stablehlo.convert %144 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %146 = stablehlo.add %137, %145 : tensor<2x256x8x64xf32>
      %147 = stablehlo.convert %146 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %147 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>) -> tensor<2x256x8x64xbf16>
    %45 = "mhlo.fusion"(%44) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x8x64xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %46 = "mhlo.fusion"(%arg39, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x64x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
      mhlo.return %123 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
    %47 = "stablehlo.all_gather"(%46) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %48 = "mhlo.fusion"(%47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %49 = "mhlo.fusion"(%45, %48) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot_general %arg49, %arg50, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %50 = "mhlo.fusion"(%arg36, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x8x64xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x8x64xf32>) -> tensor<1x2x256x8x64xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x8x64xbf16>) -> tensor<1x2x256x8x64xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x256x8x64xf32>) -> tensor<2x256x8x64xf32>
      %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %125 = mhlo.copy %124 : tensor<2x8x256x64xf32>
      mhlo.return %125 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x8x64xf32>, tensor<i32>) -> tensor<2x8x256x64xf32>
    %51 = stablehlo.dot_general %41, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %52 = "mhlo.fusion"(%arg19, %arg18, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1x256x1x32xf32>, %arg50: tensor<1x256x1x32xf32>, %arg51: tensor<2x8x256x64xf32>):
      %119 = stablehlo.convert %arg51 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %120 = stablehlo.convert %119 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %122 = mhlo.copy %121 : tensor<2x256x8x64xf32>
      %123 = stablehlo.slice %122 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %124 = mhlo.bitcast %arg50 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %125 = stablehlo.broadcast_in_dim %124, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %126 = stablehlo.multiply %123, %125 : tensor<2x256x8x32xf32>
      %127 = stablehlo.slice %122 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %128 = stablehlo.negate %127 : tensor<2x256x8x32xf32>
      %129 = mhlo.bitcast %arg49 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %130 = stablehlo.broadcast_in_dim %129, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %131 = stablehlo.multiply %128, %130 : tensor<2x256x8x32xf32>
      %132 = stablehlo.add %126, %131 : tensor<2x256x8x32xf32>
      %133 = stablehlo.convert %132 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %134 = stablehlo.convert %133 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %135 = stablehlo.pad %134, %cst_0, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %136 = stablehlo.convert %135 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %137 = stablehlo.convert %136 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %138 = stablehlo.multiply %123, %130 : tensor<2x256x8x32xf32>
      %139 = stablehlo.multiply %127, %125 : tensor<2x256x8x32xf32>
      %140 = stablehlo.add %138, %139 : tensor<2x256x8x32xf32>
      %141 = stablehlo.convert %140 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %142 = stablehlo.convert %141 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %143 = stablehlo.pad %142, %cst_0, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %144 = stablehlo.convert %143 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %145 = stablehlo.convert %144 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %146 = stablehlo.add %137, %145 : tensor<2x256x8x64xf32>
      %147 = stablehlo.convert %146 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %147 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xbf16>
    %53 = "mhlo.fusion"(%52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x8x64xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %54 = "mhlo.fusion"(%arg37, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x64x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
      mhlo.return %123 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
    %55 = "stablehlo.all_gather"(%54) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %56 = "mhlo.fusion"(%55) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %57 = "mhlo.fusion"(%53, %56) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot_general %arg49, %arg50, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %58 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %121 = stablehlo.transpose %120, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %122 = mhlo.copy %121 : tensor<2x8x64x256xf32>
      mhlo.return %122 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %59 = "mhlo.fusion"(%arg33, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x8x256x256xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x8x256x256xf32>) -> tensor<1x2x8x256x256xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x8x256x256xbf16>) -> tensor<1x2x8x256x256xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
      mhlo.return %123 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x8x256x256xf32>, tensor<i32>) -> tensor<2x8x256x256xf32>
    %60 = "mhlo.fusion"(%58, %59) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<2x8x64x256xf32>, %arg50: tensor<2x8x256x256xf32>):
      %119 = stablehlo.dot_general %arg49, %arg50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %119 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %61 = "mhlo.fusion"(%60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x8x64x256xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      mhlo.return %119 : tensor<2x8x64x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %62 = "mhlo.fusion"(%61) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x8x64x256xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %120 = stablehlo.transpose %119, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %121 = mhlo.copy %120 : tensor<2x256x8x64xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %122 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %63 = "mhlo.fusion"(%arg34, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x64x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
      mhlo.return %123 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
    %64 = "stablehlo.all_gather"(%63) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %65 = "mhlo.fusion"(%64) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %66 = "mhlo.fusion"(%62, %65) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot_general %arg49, %arg50, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %67 = "mhlo.fusion"(%49, %57, %66) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>, %arg51: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg51 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %121 = stablehlo.convert %arg50 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %123 = stablehlo.add %120, %122 : tensor<512x512xf32>
      %124 = stablehlo.convert %123 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %125 = stablehlo.convert %124 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %126 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %127 = stablehlo.convert %126 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %128 = stablehlo.add %125, %127 : tensor<512x512xf32>
      %129 = stablehlo.convert %128 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %129 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %68 = "mhlo.fusion"(%3, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1x1x1x512xbf16>, %arg50: tensor<512x512xbf16>):
      %119 = stablehlo.convert %arg50 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %121 = stablehlo.convert %arg49 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
      %123 = stablehlo.broadcast_in_dim %122, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %124 = stablehlo.multiply %120, %123 : tensor<2x256x512xf32>
      mhlo.return %124 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x1x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xf32>
    %69 = "mhlo.fusion"(%cst, %2, %68) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<2x256x512xf32>, %arg51: tensor<2x256x512xf32>):
      %119 = stablehlo.multiply %arg50, %arg51 : tensor<2x256x512xf32>
      %120 = stablehlo.reduce(%119 init: %arg49) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %121 = mhlo.bitcast %120 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %121 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %70 = "mhlo.fusion"(%69, %arg22, %arg21, %arg20, %3, %67, %30, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x1xf32>, %arg50: tensor<4x2x256x1xf32>, %arg51: tensor<4x2x256x512xf32>, %arg52: tensor<4x2x256x1xf32>, %arg53: tensor<1x1x1x512xbf16>, %arg54: tensor<512x512xbf16>, %arg55: tensor<2x256x512xbf16>, %arg56: tensor<i32>):
      %119 = stablehlo.convert %arg55 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %120 = stablehlo.convert %arg54 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %121 = mhlo.bitcast %120 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %122 = stablehlo.convert %arg53 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
      %124 = stablehlo.broadcast_in_dim %123, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %125 = stablehlo.multiply %121, %124 : tensor<2x256x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %126 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %127 = stablehlo.dynamic_slice %arg52, %126, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256xf32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %130 = stablehlo.multiply %125, %129 : tensor<2x256x512xf32>
      %131 = stablehlo.dynamic_slice %arg51, %126, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %132 = mhlo.bitcast %131 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
      %133 = stablehlo.dynamic_slice %arg50, %126, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
      %134 = mhlo.bitcast %133 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
      %135 = stablehlo.multiply %arg49, %134 : tensor<2x256x1xf32>
      %cst_2 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %136 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %137 = stablehlo.multiply %135, %136 : tensor<2x256x1xf32>
      %138 = mhlo.bitcast %137 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %140 = stablehlo.multiply %132, %139 : tensor<2x256x512xf32>
      %141 = stablehlo.add %130, %140 : tensor<2x256x512xf32>
      %142 = stablehlo.add %141, %140 : tensor<2x256x512xf32>
      %143 = stablehlo.convert %142 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %144 = stablehlo.convert %143 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %145 = stablehlo.add %119, %144 : tensor<2x256x512xf32>
      %146 = stablehlo.convert %145 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %146 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<1x1x1x512xbf16>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<i32>) -> tensor<2x256x512xbf16>
    %71 = "mhlo.fusion"(%arg41, %67, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x512xf32>, %arg50: tensor<512x512xbf16>, %arg51: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg51 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
      %124 = stablehlo.convert %arg50 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %125 = mhlo.bitcast %124 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %126 = stablehlo.multiply %123, %125 : tensor<2x256x512xf32>
      %127 = stablehlo.convert %126 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %128 = stablehlo.convert %127 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %128 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<512x512xbf16>, tensor<i32>) -> tensor<2x256x512xf32>
    %72 = "mhlo.fusion"(%71, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x512xf32>, %arg50: tensor<f32>):
      %119 = "stablehlo.reduce_window"(%arg49, %arg50) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
        %120 = stablehlo.add %arg51, %arg52 : tensor<f32>
        %121 = stablehlo.convert %120 : (tensor<f32>) -> tensor<bf16>
        %122 = stablehlo.convert %121 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %122 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %119 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %73 = "mhlo.fusion"(%72, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1x8x512xf32>, %arg50: tensor<f32>):
      %119 = stablehlo.reduce(%arg49 init: %arg50) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg51: tensor<f32>, %arg52: tensor<f32>)  {
        %120 = stablehlo.add %arg51, %arg52 : tensor<f32>
        %121 = stablehlo.convert %120 : (tensor<f32>) -> tensor<bf16>
        %122 = stablehlo.convert %121 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %122 : tensor<f32>
      }
      mhlo.return %119 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %74 = "mhlo.fusion"(%arg42, %27, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x512xf32>, %arg50: tensor<512x512xbf16>, %arg51: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg51 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
      %124 = stablehlo.convert %arg50 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %125 = mhlo.bitcast %124 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %126 = stablehlo.multiply %123, %125 : tensor<2x256x512xf32>
      %127 = stablehlo.convert %126 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %128 = stablehlo.convert %127 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %128 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<512x512xbf16>, tensor<i32>) -> tensor<2x256x512xf32>
    %75 = "mhlo.fusion"(%74, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x512xf32>, %arg50: tensor<f32>):
      %119 = "stablehlo.reduce_window"(%arg49, %arg50) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
        %120 = stablehlo.add %arg51, %arg52 : tensor<f32>
        %121 = stablehlo.convert %120 : (tensor<f32>) -> tensor<bf16>
        %122 = stablehlo.convert %121 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %122 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %119 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %76 = "mhlo.fusion"(%75, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1x8x512xf32>, %arg50: tensor<f32>):
      %119 = stablehlo.reduce(%arg49 init: %arg50) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg51: tensor<f32>, %arg52: tensor<f32>)  {
        %120 = stablehlo.add %arg51, %arg52 : tensor<f32>
        %121 = stablehlo.convert %120 : (tensor<f32>) -> tensor<bf16>
        %122 = stablehlo.convert %121 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %122 : tensor<f32>
      }
      mhlo.return %119 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %77 = "mhlo.fusion"(%8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x512xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %120 = stablehlo.transpose %119, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %121 = mhlo.copy %120 : tensor<512x2x256xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %122 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %78 = "mhlo.fusion"(%arg43, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x1408xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %123 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
    %79 = "mhlo.fusion"(%77, %78) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x1408xf32>):
      %119 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %119 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %80 = "mhlo.fusion"(%79) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x1408xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %120 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %81 = "mhlo.fusion"(%15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x1408xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
      %120 = stablehlo.transpose %119, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %121 = mhlo.copy %120 : tensor<1408x2x256xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %122 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1408xbf16>) -> tensor<1408x512xf32>
    %82 = "mhlo.fusion"(%arg45, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %123 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %83 = "mhlo.fusion"(%81, %82) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<1408x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %119 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %84 = "mhlo.fusion"(%83) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1408x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %120 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %85 = "mhlo.fusion"(%21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x1408xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
      %120 = stablehlo.transpose %119, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %121 = mhlo.copy %120 : tensor<1408x2x256xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %122 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1408xbf16>) -> tensor<1408x512xf32>
    %86 = "mhlo.fusion"(%85, %82) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<1408x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %119 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %87 = "mhlo.fusion"(%86) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1408x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %120 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %88 = "mhlo.fusion"(%52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x8x64xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %121 = stablehlo.transpose %120, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %122 = mhlo.copy %121 : tensor<512x2x256xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %123 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %89 = "mhlo.fusion"(%arg47, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %123 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %90 = "mhlo.fusion"(%88, %89) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %91 = "mhlo.fusion"(%90) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %92 = "mhlo.fusion"(%30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x512xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %120 = stablehlo.transpose %119, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %121 = mhlo.copy %120 : tensor<512x2x256xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %122 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %93 = "mhlo.fusion"(%arg48, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<4x2x256x512xf32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %119 = stablehlo.subtract %c_0, %arg50 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %120 = stablehlo.dynamic_slice %arg49, %119, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %121 = stablehlo.convert %120 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
      %122 = stablehlo.convert %121 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %123 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %94 = "mhlo.fusion"(%92, %93) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %95 = "mhlo.fusion"(%94) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %96 = "mhlo.fusion"(%44) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x256x8x64xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %121 = stablehlo.transpose %120, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %122 = mhlo.copy %121 : tensor<512x2x256xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %123 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %97 = "mhlo.fusion"(%96, %89) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %98 = "mhlo.fusion"(%97) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %99 = "mhlo.fusion"(%61) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x8x64x256xbf16>):
      %119 = stablehlo.convert %arg49 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %120 = stablehlo.transpose %119, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %121 = mhlo.copy %120 : tensor<2x256x8x64xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %123 = stablehlo.transpose %122, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %124 = mhlo.copy %123 : tensor<512x2x256xf32>
      %125 = mhlo.bitcast %124 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %125 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %100 = "mhlo.fusion"(%99, %89) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<512x512xf32>, %arg50: tensor<512x512xf32>):
      %119 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %119 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %101 = "mhlo.fusion"(%100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %120 = stablehlo.convert %119 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %120 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %102:9 = "stablehlo.all_reduce"(%73, %76, %80, %84, %87, %91, %95, %98, %101) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %119 = stablehlo.add %arg49, %arg50 : tensor<f32>
      stablehlo.return %119 : tensor<f32>
    }) : (tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> (tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>)
    %103 = "mhlo.fusion"(%102#0, %arg2, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512xf32>, %arg50: tensor<4x512xbf16>, %arg51: tensor<i32>):
      %119 = stablehlo.convert %arg50 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %120 = stablehlo.convert %arg49 : (tensor<512xf32>) -> tensor<512xbf16>
      %121 = stablehlo.convert %120 : (tensor<512xbf16>) -> tensor<512xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %123 = stablehlo.subtract %c_0, %arg51 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %124 = stablehlo.dynamic_update_slice %119, %122, %123, %c_1 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
      %125 = stablehlo.convert %124 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      mhlo.return %125 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<4x512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
    %104 = "mhlo.fusion"(%102#1, %arg3, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512xf32>, %arg50: tensor<4x512xbf16>, %arg51: tensor<i32>):
      %119 = stablehlo.convert %arg50 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %120 = stablehlo.convert %arg49 : (tensor<512xf32>) -> tensor<512xbf16>
      %121 = stablehlo.convert %120 : (tensor<512xbf16>) -> tensor<512xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %123 = stablehlo.subtract %c_0, %arg51 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %124 = stablehlo.dynamic_update_slice %119, %122, %123, %c_1 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
      %125 = stablehlo.convert %124 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      mhlo.return %125 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<4x512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
    %105 = "mhlo.fusion"(%102#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x1408xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %119 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %106 = "mhlo.fusion"(%arg44, %105, %arg4, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<512x1408xbf16>, %arg51: tensor<4x176x512xbf16>, %arg52: tensor<i32>):
      %119 = stablehlo.convert %arg51 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
      %120 = stablehlo.convert %arg50 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %121 = stablehlo.dynamic_slice %120, %c_0, %arg49, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
      %122 = stablehlo.convert %121 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
      %123 = stablehlo.convert %122 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
      %124 = stablehlo.transpose %123, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
      %125 = mhlo.copy %124 : tensor<176x512xf32>
      %126 = mhlo.bitcast %125 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<176x512xf32>) -> tensor<1x176x512xf32>
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %127 = stablehlo.subtract %c_1, %arg52 : tensor<i32>
      %128 = stablehlo.dynamic_update_slice %119, %126, %127, %c_0, %c_0 : (tensor<4x176x512xf32>, tensor<1x176x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x176x512xf32>
      %129 = stablehlo.convert %128 : (tensor<4x176x512xf32>) -> tensor<4x176x512xbf16>
      mhlo.return %129 : tensor<4x176x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x1408xbf16>, tensor<4x176x512xbf16>, tensor<i32>) -> tensor<4x176x512xbf16>
    %107 = "mhlo.fusion"(%102#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1408x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %119 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %108 = "mhlo.fusion"(%arg46, %107, %arg5, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<1408x512xbf16>, %arg51: tensor<4x64x1408xbf16>, %arg52: tensor<i32>):
      %119 = stablehlo.convert %arg51 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      %120 = stablehlo.convert %arg50 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %121 = stablehlo.dynamic_slice %120, %c_0, %arg49, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %122 = stablehlo.convert %121 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %123 = stablehlo.convert %122 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %124 = stablehlo.transpose %123, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %125 = mhlo.copy %124 : tensor<64x1408xf32>
      %126 = mhlo.bitcast %125 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1408xf32>) -> tensor<1x64x1408xf32>
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %127 = stablehlo.subtract %c_1, %arg52 : tensor<i32>
      %128 = stablehlo.dynamic_update_slice %119, %126, %127, %c_0, %c_0 : (tensor<4x64x1408xf32>, tensor<1x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xf32>
      %129 = stablehlo.convert %128 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
      mhlo.return %129 : tensor<4x64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<1408x512xbf16>, tensor<4x64x1408xbf16>, tensor<i32>) -> tensor<4x64x1408xbf16>
    %109 = "mhlo.fusion"(%102#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1408x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %119 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %110 = "mhlo.fusion"(%arg46, %109, %arg6, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<1408x512xbf16>, %arg51: tensor<4x64x1408xbf16>, %arg52: tensor<i32>):
      %119 = stablehlo.convert %arg51 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      %120 = stablehlo.convert %arg50 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %121 = stablehlo.dynamic_slice %120, %c_0, %arg49, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %122 = stablehlo.convert %121 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %123 = stablehlo.convert %122 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %124 = stablehlo.transpose %123, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %125 = mhlo.copy %124 : tensor<64x1408xf32>
      %126 = mhlo.bitcast %125 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1408xf32>) -> tensor<1x64x1408xf32>
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %127 = stablehlo.subtract %c_1, %arg52 : tensor<i32>
      %128 = stablehlo.dynamic_update_slice %119, %126, %127, %c_0, %c_0 : (tensor<4x64x1408xf32>, tensor<1x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xf32>
      %129 = stablehlo.convert %128 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
      mhlo.return %129 : tensor<4x64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<1408x512xbf16>, tensor<4x64x1408xbf16>, tensor<i32>) -> tensor<4x64x1408xbf16>
    %111 = "mhlo.fusion"(%102#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %119 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %112 = "mhlo.fusion"(%arg46, %111, %arg7, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<512x512xbf16>, %arg51: tensor<4x64x512xbf16>, %arg52: tensor<i32>):
      %119 = stablehlo.convert %arg51 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %120 = stablehlo.convert %arg50 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %121 = stablehlo.dynamic_slice %120, %c_0, %arg49, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %122 = stablehlo.convert %121 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %123 = stablehlo.convert %122 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %124 = stablehlo.transpose %123, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %125 = mhlo.copy %124 : tensor<64x512xf32>
      %126 = mhlo.bitcast %125 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %127 = stablehlo.subtract %c_1, %arg52 : tensor<i32>
      %128 = stablehlo.dynamic_update_slice %119, %126, %127, %c_0, %c_0 : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
      %129 = stablehlo.convert %128 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      mhlo.return %129 : tensor<4x64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x512xbf16>, tensor<4x64x512xbf16>, tensor<i32>) -> tensor<4x64x512xbf16>
    %113 = "mhlo.fusion"(%102#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %119 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %114 = "mhlo.fusion"(%arg46, %113, %arg8, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<512x512xbf16>, %arg51: tensor<4x64x512xbf16>, %arg52: tensor<i32>):
      %119 = stablehlo.convert %arg51 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %120 = stablehlo.convert %arg50 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %121 = stablehlo.dynamic_slice %120, %c_0, %arg49, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %122 = stablehlo.convert %121 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %123 = stablehlo.convert %122 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %124 = stablehlo.transpose %123, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %125 = mhlo.copy %124 : tensor<64x512xf32>
      %126 = mhlo.bitcast %125 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %127 = stablehlo.subtract %c_1, %arg52 : tensor<i32>
      %128 = stablehlo.dynamic_update_slice %119, %126, %127, %c_0, %c_0 : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
      %129 = stablehlo.convert %128 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      mhlo.return %129 : tensor<4x64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x512xbf16>, tensor<4x64x512xbf16>, tensor<i32>) -> tensor<4x64x512xbf16>
    %115 = "mhlo.fusion"(%102#7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %119 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %116 = "mhlo.fusion"(%arg46, %115, %arg9, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<512x512xbf16>, %arg51: tensor<4x64x512xbf16>, %arg52: tensor<i32>):
      %119 = stablehlo.convert %arg51 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %120 = stablehlo.convert %arg50 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %121 = stablehlo.dynamic_slice %120, %c_0, %arg49, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %122 = stablehlo.convert %121 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %123 = stablehlo.convert %122 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %124 = stablehlo.transpose %123, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %125 = mhlo.copy %124 : tensor<64x512xf32>
      %126 = mhlo.bitcast %125 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %127 = stablehlo.subtract %c_1, %arg52 : tensor<i32>
      %128 = stablehlo.dynamic_update_slice %119, %126, %127, %c_0, %c_0 : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
      %129 = stablehlo.convert %128 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      mhlo.return %129 : tensor<4x64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x512xbf16>, tensor<4x64x512xbf16>, tensor<i32>) -> tensor<4x64x512xbf16>
    %117 = "mhlo.fusion"(%102#8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<512x512xf32>):
      %119 = stablehlo.convert %arg49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %119 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %118 = "mhlo.fusion"(%arg46, %117, %arg10, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<512x512xbf16>, %arg51: tensor<4x64x512xbf16>, %arg52: tensor<i32>):
      %119 = stablehlo.convert %arg51 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %120 = stablehlo.convert %arg50 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %121 = stablehlo.dynamic_slice %120, %c_0, %arg49, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %122 = stablehlo.convert %121 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %123 = stablehlo.convert %122 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %124 = stablehlo.transpose %123, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %125 = mhlo.copy %124 : tensor<64x512xf32>
      %126 = mhlo.bitcast %125 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %127 = stablehlo.subtract %c_1, %arg52 : tensor<i32>
      %128 = stablehlo.dynamic_update_slice %119, %126, %127, %c_0, %c_0 : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
      %129 = stablehlo.convert %128 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      mhlo.return %129 : tensor<4x64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x512xbf16>, tensor<4x64x512xbf16>, tensor<i32>) -> tensor<4x64x512xbf16>
    return %1, %70, %103, %104, %106, %108, %110, %112, %114, %116, %118, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48 : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xf32>, tensor<2x8x256x256xi1>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1408xf32>, tensor<4x176x512xf32>, tensor<4x64x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x64x1408xf32>, tensor<4x1x1x512xf32>, tensor<4x64x512xf32>, tensor<4x2x8x256x256xf32>, tensor<4x64x512xf32>, tensor<4x2x256x8x64xf32>, tensor<4x2x256x8x64xf32>, tensor<4x64x512xf32>, tensor<4x2x256x8x64xf32>, tensor<4x64x512xf32>, tensor<4x1x1x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1408xf32>, tensor<i32>, tensor<4x2x256x512xf32>, tensor<i32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>
  }
  func.func private @wrapped_compare_computation.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wide.wide.region_26.27_spmd.clone.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<2x256x512xbf16>, %arg2: tensor<4x512xbf16>, %arg3: tensor<4x512xbf16>, %arg4: tensor<4x176x512xbf16>, %arg5: tensor<4x64x1408xbf16>, %arg6: tensor<4x64x1408xbf16>, %arg7: tensor<4x64x512xbf16>, %arg8: tensor<4x64x512xbf16>, %arg9: tensor<4x64x512xbf16>, %arg10: tensor<4x64x512xbf16>, %arg11: tensor<4x2x256x1xf32>, %arg12: tensor<4x2x256x512xf32>, %arg13: tensor<4x2x256x1xf32>, %arg14: tensor<4x2x8x256x1xf32>, %arg15: tensor<4x2x8x256x1xf32>, %arg16: tensor<4x2x8x256x256xf32>, %arg17: tensor<2x8x256x256xi1>, %arg18: tensor<1x256x1x32xf32>, %arg19: tensor<1x256x1x32xf32>, %arg20: tensor<4x2x256x1xf32>, %arg21: tensor<4x2x256x512xf32>, %arg22: tensor<4x2x256x1xf32>, %arg23: tensor<4x2x256x1408xf32>, %arg24: tensor<4x176x512xf32>, %arg25: tensor<4x64x1408xf32>, %arg26: tensor<4x2x256x1408xf32>, %arg27: tensor<4x2x256x1408xf32>, %arg28: tensor<4x2x256x1408xf32>, %arg29: tensor<4x2x256x1408xf32>, %arg30: tensor<4x64x1408xf32>, %arg31: tensor<4x1x1x512xf32>, %arg32: tensor<4x64x512xf32>, %arg33: tensor<4x2x8x256x256xf32>, %arg34: tensor<4x64x512xf32>, %arg35: tensor<4x2x256x8x64xf32>, %arg36: tensor<4x2x256x8x64xf32>, %arg37: tensor<4x64x512xf32>, %arg38: tensor<4x2x256x8x64xf32>, %arg39: tensor<4x64x512xf32>, %arg40: tensor<4x1x1x512xf32>, %arg41: tensor<4x2x256x512xf32>, %arg42: tensor<4x2x256x512xf32>, %arg43: tensor<4x2x256x1408xf32>, %arg44: tensor<i32>, %arg45: tensor<4x2x256x512xf32>, %arg46: tensor<i32>, %arg47: tensor<4x2x256x512xf32>, %arg48: tensor<4x2x256x512xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = "mhlo.fusion"(%arg0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<i32>):
      %1 = stablehlo.compare LT, %arg49, %arg50 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wrapped_scatter_computation.1(%arg0: tensor<4096x512xf32>, %arg1: tensor<512x1xi32>, %arg2: tensor<512x1x512xf32>) -> tensor<4096x512xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<4096x512xf32>, tensor<512x1xi32>, tensor<512x1x512xf32>) -> tensor<4096x512xf32>
    return %0 : tensor<4096x512xf32>
  }
  func.func private @wrapped_convert_computation.47(%arg0: tensor<4096x512xf32>) -> tensor<4096x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    return %0 : tensor<4096x512xbf16>
  }
  func.func private @wrapped_reduce_window_computation.2(%arg0: tensor<2x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
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
  func.func private @wrapped_convert_computation.48(%arg0: tensor<4096x512xf32>) -> tensor<4096x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    return %0 : tensor<4096x512xbf16>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<2x256xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.log %arg0 : tensor<2x256xf32>
    return %0 : tensor<2x256xf32>
  }
  func.func private @wrapped_reduce_window_computation.3(%arg0: tensor<2x256x1xf32>, %arg1: tensor<f32>) -> tensor<1x8x1xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
    return %0 : tensor<1x8x1xf32>
  }
  func.func private @wrapped_reduce_computation.3(%arg0: tensor<1x8x1xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<512x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4x512xbf16> {mhlo.sharding = "{replicated}"}, %arg3: tensor<4x512xbf16> {mhlo.sharding = "{replicated}"}, %arg4: tensor<4x176x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg5: tensor<4x64x1408xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg6: tensor<4x64x1408xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg7: tensor<4x64x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg8: tensor<4x64x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg9: tensor<4x64x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg10: tensor<4x64x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg11: tensor<64x4096xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg12: tensor<2x256xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg13: tensor<2x256xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<512x512xbf16>, tensor<512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<64x4096xbf16>, tensor<f32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<ui32>):
      %c_3 = stablehlo.constant dense<0> : tensor<ui32>
      %135 = stablehlo.compare NE, %arg14, %c_3 : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %136 = stablehlo.select %135, %cst_4, %cst_4 : tensor<i1>, tensor<f32>
      %137 = stablehlo.convert %136 : (tensor<f32>) -> tensor<bf16>
      mhlo.return %137 : tensor<bf16>
    }) {output_operand_aliasing = []} : (tensor<ui32>) -> tensor<bf16>
    %2 = "mhlo.fusion"(%1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.convert %arg14 : (tensor<bf16>) -> tensor<f32>
      %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
      mhlo.return %136 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4096x512xf32>
    %3 = "mhlo.fusion"(%arg12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %135 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
      %136 = stablehlo.compare LT, %arg14, %135 : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %137 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
      %138 = stablehlo.add %arg14, %137 : tensor<2x256xi32>
      %139 = stablehlo.select %136, %138, %arg14 : tensor<2x256xi1>, tensor<2x256xi32>
      %140 = mhlo.bitcast %139 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[512,1]{0,1}"} : (tensor<2x256xi32>) -> tensor<512x1xi32>
      %141 = mhlo.copy %140 : tensor<512x1xi32>
      mhlo.return %141 : tensor<512x1xi32>
    }) {output_operand_aliasing = []} : (tensor<2x256xi32>) -> tensor<512x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = mhlo.copy %c : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = mhlo.copy %4 : tensor<i32>
    %6 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %135 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %7 = "stablehlo.all_gather"(%6) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 27, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<512x512xf32>) -> tensor<4096x512xf32>
    %8 = "mhlo.fusion"(%7, %arg12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>, %arg15: tensor<2x256xi32>):
      %135 = stablehlo.convert %arg14 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      %136 = stablehlo.convert %135 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %137 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
      %138 = stablehlo.compare LT, %arg15, %137 : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %139 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
      %140 = stablehlo.add %arg15, %139 : tensor<2x256xi32>
      %141 = stablehlo.select %138, %140, %arg15 : tensor<2x256xi1>, tensor<2x256xi32>
      %142 = mhlo.bitcast %141 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[512,1]{0,1}"} : (tensor<2x256xi32>) -> tensor<512x1xi32>
      %143 = mhlo.copy %142 : tensor<512x1xi32>
      %144 = "stablehlo.gather"(%136, %143) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xf32>, tensor<512x1xi32>) -> tensor<512x1x512xf32>
      %145 = stablehlo.convert %144 : (tensor<512x1x512xf32>) -> tensor<512x1x512xbf16>
      %146 = mhlo.bitcast %145 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x1x512xbf16>) -> tensor<2x256x512xbf16>
      mhlo.return %146 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>, tensor<2x256xi32>) -> tensor<2x256x512xbf16>
    %9 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
      mhlo.return %135 : tensor<4x2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %10 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x2x256x1xf32>
      mhlo.return %135 : tensor<4x2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x2x256x1xf32>
    %11 = mhlo.copy %10 : tensor<4x2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %12 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x1x1x512xbf16>
      mhlo.return %135 : tensor<4x1x1x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x1x1x512xbf16>
    %13 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x2x256x512xbf16>
      mhlo.return %135 : tensor<4x2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x2x256x512xbf16>
    %14 = mhlo.copy %13 : tensor<4x2x256x512xbf16>
    %15 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x2x256x8x64xbf16>
      mhlo.return %135 : tensor<4x2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x2x256x8x64xbf16>
    %16 = mhlo.copy %15 : tensor<4x2x256x8x64xbf16>
    %17 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x2x8x256x256xf32>
      mhlo.return %135 : tensor<4x2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x2x8x256x256xf32>
    %18 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<4x2x8x256x1xf32>
      mhlo.return %135 : tensor<4x2x8x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x2x8x256x1xf32>
    %19 = mhlo.copy %18 : tensor<4x2x8x256x1xf32>
    %20 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x2x8x256x256xbf16>
      mhlo.return %135 : tensor<4x2x8x256x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x2x8x256x256xbf16>
    %21 = mhlo.copy %15 : tensor<4x2x256x8x64xbf16>
    %22 = mhlo.copy %13 : tensor<4x2x256x512xbf16>
    %23 = mhlo.copy %9 : tensor<4x2x256x512xf32>
    %24 = mhlo.copy %10 : tensor<4x2x256x1xf32>
    %25 = mhlo.copy %10 : tensor<4x2x256x1xf32>
    %26 = mhlo.copy %12 : tensor<4x1x1x512xbf16>
    %27 = mhlo.copy %13 : tensor<4x2x256x512xbf16>
    %28 = mhlo.copy %13 : tensor<4x2x256x512xbf16>
    %29 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x2x256x1408xbf16>
      mhlo.return %135 : tensor<4x2x256x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x2x256x1408xbf16>
    %30 = mhlo.copy %29 : tensor<4x2x256x1408xbf16>
    %31 = mhlo.copy %29 : tensor<4x2x256x1408xbf16>
    %32 = mhlo.copy %29 : tensor<4x2x256x1408xbf16>
    %33 = mhlo.copy %29 : tensor<4x2x256x1408xbf16>
    %34 = mhlo.copy %29 : tensor<4x2x256x1408xbf16>
    %35 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %cst_3 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %136 = stablehlo.iota dim = 0 : tensor<32xf32>
      %137 = stablehlo.negate %136 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %138 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %139 = stablehlo.multiply %137, %138 : tensor<32xf32>
      %140 = stablehlo.power %135, %139 : tensor<32xf32>
      mhlo.return %140 : tensor<32xf32>
    }) {output_operand_aliasing = []} : () -> tensor<32xf32>
    %36 = "mhlo.fusion"(%35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<32xf32>):
      %135 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %136 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %137 = stablehlo.multiply %135, %136 : tensor<256x32xf32>
      %138 = stablehlo.cosine %137 : tensor<256x32xf32>
      %139 = mhlo.bitcast %138 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
      mhlo.return %139 : tensor<1x256x1x32xf32>
    }) {output_operand_aliasing = [], result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<32xf32>) -> tensor<1x256x1x32xf32>
    %37 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1x256x1x32xf32>):
      %135 = mhlo.copy %arg14 : tensor<1x256x1x32xf32>
      mhlo.return %135 : tensor<1x256x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %38 = "mhlo.fusion"(%35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<32xf32>):
      %135 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %136 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %137 = stablehlo.multiply %135, %136 : tensor<256x32xf32>
      %138 = stablehlo.sine %137 : tensor<256x32xf32>
      %139 = mhlo.bitcast %138 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
      mhlo.return %139 : tensor<1x256x1x32xf32>
    }) {output_operand_aliasing = [], result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,256,1,32]{3,1,2,0}"} : (tensor<32xf32>) -> tensor<1x256x1x32xf32>
    %39 = "mhlo.fusion"(%38) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1x256x1x32xf32>):
      %135 = mhlo.copy %arg14 : tensor<1x256x1x32xf32>
      mhlo.return %135 : tensor<1x256x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %40 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %135 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %136 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %137 = stablehlo.compare GE, %135, %136 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %138 = stablehlo.broadcast_in_dim %137, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
      mhlo.return %138 : tensor<2x8x256x256xi1>
    }) {output_operand_aliasing = []} : () -> tensor<2x8x256x256xi1>
    %cst_1 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %41 = "mhlo.fusion"(%cst_1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      mhlo.return %135 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %42 = "mhlo.fusion"(%arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      mhlo.return %135 : tensor<4x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %43 = "mhlo.fusion"(%arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      mhlo.return %135 : tensor<4x64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %44 = "mhlo.fusion"(%arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      mhlo.return %135 : tensor<4x64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %45 = "mhlo.fusion"(%arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      mhlo.return %135 : tensor<4x64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %46 = "mhlo.fusion"(%arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      mhlo.return %135 : tensor<4x64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
    %47 = "mhlo.fusion"(%arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      mhlo.return %135 : tensor<4x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x512xbf16>) -> tensor<4x512xf32>
    %48 = "mhlo.fusion"(%arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x1408xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      mhlo.return %135 : tensor<4x64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %49 = "mhlo.fusion"(%arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x1408xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      mhlo.return %135 : tensor<4x64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
    %50 = "mhlo.fusion"(%arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x176x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
      mhlo.return %135 : tensor<4x176x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
    %51:41 = stablehlo.while(%iterArg = %5, %iterArg_3 = %8, %iterArg_4 = %9, %iterArg_5 = %10, %iterArg_6 = %11, %iterArg_7 = %12, %iterArg_8 = %13, %iterArg_9 = %14, %iterArg_10 = %15, %iterArg_11 = %16, %iterArg_12 = %17, %iterArg_13 = %18, %iterArg_14 = %19, %iterArg_15 = %20, %iterArg_16 = %21, %iterArg_17 = %22, %iterArg_18 = %23, %iterArg_19 = %24, %iterArg_20 = %25, %iterArg_21 = %26, %iterArg_22 = %27, %iterArg_23 = %28, %iterArg_24 = %29, %iterArg_25 = %30, %iterArg_26 = %31, %iterArg_27 = %32, %iterArg_28 = %33, %iterArg_29 = %34, %iterArg_30 = %37, %iterArg_31 = %39, %iterArg_32 = %40, %iterArg_33 = %41, %iterArg_34 = %42, %iterArg_35 = %43, %iterArg_36 = %44, %iterArg_37 = %45, %iterArg_38 = %46, %iterArg_39 = %47, %iterArg_40 = %48, %iterArg_41 = %49, %iterArg_42 = %50) : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x256xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<4x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x512xf32>, tensor<4x64x1408xf32>, tensor<4x64x1408xf32>, tensor<4x176x512xf32>
    cond {
      %c_43 = stablehlo.constant dense<4> : tensor<i32>
      %135 = "mhlo.fusion"(%iterArg, %c_43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
        %136 = stablehlo.compare LT, %arg14, %arg15 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %136 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %135 : tensor<i1>
    } do {
      %135 = mhlo.copy %iterArg : tensor<i32>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %136 = "mhlo.fusion"(%135, %c_43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
        %229 = stablehlo.add %arg14, %arg15 : tensor<i32>
        mhlo.return %229 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %137 = "mhlo.fusion"(%iterArg_39, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
        %230 = stablehlo.convert %229 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
        mhlo.return %230 : tensor<1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x512xf32>, tensor<i32>) -> tensor<1x512xbf16>
      %138 = "mhlo.fusion"(%iterArg_34, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
        %230 = stablehlo.convert %229 : (tensor<1x512xf32>) -> tensor<1x512xbf16>
        mhlo.return %230 : tensor<1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x512xf32>, tensor<i32>) -> tensor<1x512xbf16>
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %139 = mhlo.copy %iterArg_3 : tensor<2x256x512xbf16>
      %140 = "mhlo.fusion"(%139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg14 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        mhlo.return %229 : tensor<2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %141 = "mhlo.fusion"(%cst_44, %140) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<2x256x512xf32>):
        %229 = stablehlo.multiply %arg15, %arg15 : tensor<2x256x512xf32>
        %230 = stablehlo.reduce(%229 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
        mhlo.return %230 : tensor<2x256xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
      %142 = "mhlo.fusion"(%141) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256xf32>):
        %cst_45 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
        %230 = stablehlo.multiply %arg14, %229 : tensor<2x256xf32>
        %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
        %231 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
        %232 = stablehlo.add %230, %231 : tensor<2x256xf32>
        %233 = mhlo.bitcast %232 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
        %234 = mhlo.copy %233 : tensor<2x256x1xf32>
        %235 = stablehlo.rsqrt %234 : tensor<2x256x1xf32>
        mhlo.return %235 : tensor<2x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %143 = "mhlo.fusion"(%142, %139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x1xf32>, %arg15: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %230 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
        %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
        %232 = stablehlo.multiply %229, %231 : tensor<2x256x512xf32>
        %233 = stablehlo.convert %232 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        mhlo.return %233 : tensor<2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
      %144 = "mhlo.fusion"(%138, %143) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x512xbf16>, %arg15: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %230 = stablehlo.convert %arg14 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
        %232 = stablehlo.broadcast_in_dim %231, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
        %233 = stablehlo.multiply %229, %232 : tensor<2x256x512xf32>
        %234 = stablehlo.convert %233 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        mhlo.return %234 : tensor<2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
      %145 = "mhlo.fusion"(%144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg14 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
        mhlo.return %230 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
      %146 = "mhlo.fusion"(%iterArg_35, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
        %230 = stablehlo.convert %229 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
        %231 = stablehlo.convert %230 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
        mhlo.return %232 : tensor<64x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
      %147 = "stablehlo.all_gather"(%146) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
      %148 = "mhlo.fusion"(%147) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %230 = stablehlo.convert %229 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %230 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %149 = "mhlo.fusion"(%145, %148) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %229 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %229 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %150 = "mhlo.fusion"(%149) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        mhlo.return %229 : tensor<512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %151 = "mhlo.fusion"(%150) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xbf16>):
        %229 = stablehlo.convert %arg14 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
        %231 = stablehlo.transpose %230, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
        %232 = mhlo.copy %231 : tensor<2x8x64x256xf32>
        mhlo.return %232 : tensor<2x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
      %152 = "mhlo.fusion"(%iterArg_36, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
        %230 = stablehlo.convert %229 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
        %231 = stablehlo.convert %230 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
        mhlo.return %232 : tensor<64x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
      %153 = "stablehlo.all_gather"(%152) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
      %154 = "mhlo.fusion"(%153) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %230 = stablehlo.convert %229 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %230 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %155 = "mhlo.fusion"(%145, %154) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %229 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %229 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %156 = "mhlo.fusion"(%iterArg_31, %iterArg_30, %155) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x256x1x32xf32>, %arg15: tensor<1x256x1x32xf32>, %arg16: tensor<512x512xf32>):
        %229 = stablehlo.convert %arg16 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %230 = stablehlo.convert %229 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
        %232 = stablehlo.slice %231 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
        %233 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %234 = stablehlo.broadcast_in_dim %233, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
        %235 = stablehlo.multiply %232, %234 : tensor<2x256x8x32xf32>
        %236 = stablehlo.slice %231 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
        %237 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %238 = stablehlo.broadcast_in_dim %237, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
        %239 = stablehlo.multiply %236, %238 : tensor<2x256x8x32xf32>
        %240 = stablehlo.subtract %235, %239 : tensor<2x256x8x32xf32>
        %241 = stablehlo.multiply %232, %238 : tensor<2x256x8x32xf32>
        %242 = stablehlo.multiply %236, %234 : tensor<2x256x8x32xf32>
        %243 = stablehlo.add %241, %242 : tensor<2x256x8x32xf32>
        %244 = stablehlo.concatenate %240, %243, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
        %245 = stablehlo.convert %244 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
        mhlo.return %245 : tensor<2x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<512x512xf32>) -> tensor<2x256x8x64xbf16>
      %157 = "mhlo.fusion"(%156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x8x64xbf16>):
        %229 = stablehlo.convert %arg14 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
        %231 = mhlo.copy %230 : tensor<2x8x256x64xf32>
        mhlo.return %231 : tensor<2x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
      %158 = "mhlo.fusion"(%iterArg_37, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
        %230 = stablehlo.convert %229 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
        %231 = stablehlo.convert %230 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
        mhlo.return %232 : tensor<64x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
      %159 = "stablehlo.all_gather"(%158) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
      %160 = "mhlo.fusion"(%159) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %230 = stablehlo.convert %229 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %230 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %161 = "mhlo.fusion"(%145, %160) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %229 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %229 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %162 = "mhlo.fusion"(%161, %iterArg_31, %iterArg_30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<1x256x1x32xf32>, %arg16: tensor<1x256x1x32xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %230 = stablehlo.convert %229 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
        %232 = stablehlo.slice %231 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
        %233 = mhlo.bitcast %arg16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %234 = stablehlo.broadcast_in_dim %233, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
        %235 = stablehlo.multiply %232, %234 : tensor<2x256x8x32xf32>
        %236 = stablehlo.slice %231 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
        %237 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %238 = stablehlo.broadcast_in_dim %237, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
        %239 = stablehlo.multiply %236, %238 : tensor<2x256x8x32xf32>
        %240 = stablehlo.subtract %235, %239 : tensor<2x256x8x32xf32>
        %241 = stablehlo.multiply %232, %238 : tensor<2x256x8x32xf32>
        %242 = stablehlo.multiply %236, %234 : tensor<2x256x8x32xf32>
        %243 = stablehlo.add %241, %242 : tensor<2x256x8x32xf32>
        %244 = stablehlo.concatenate %240, %243, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
        %245 = stablehlo.convert %244 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
        mhlo.return %245 : tensor<2x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>) -> tensor<2x256x8x64xbf16>
      %163 = "mhlo.fusion"(%162) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x8x64xbf16>):
        %229 = stablehlo.convert %arg14 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %230 = stablehlo.transpose %229, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
        %231 = mhlo.copy %230 : tensor<2x8x64x256xf32>
        mhlo.return %231 : tensor<2x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32>
      %164 = "mhlo.fusion"(%157, %163) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<2x8x256x64xf32>, %arg15: tensor<2x8x64x256xf32>):
        %229 = stablehlo.dot_general %arg14, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
        mhlo.return %229 : tensor<2x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      %165 = "mhlo.fusion"(%iterArg_32, %iterArg_33, %164) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x256x256xi1>, %arg15: tensor<2x8x256x256xf32>, %arg16: tensor<2x8x256x256xf32>):
        %229 = stablehlo.convert %arg16 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
        %230 = stablehlo.convert %229 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
        %cst_45 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
        %231 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
        %232 = stablehlo.multiply %230, %231 : tensor<2x8x256x256xf32>
        %233 = stablehlo.select %arg14, %232, %arg15 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
        mhlo.return %233 : tensor<2x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
      %166 = "mhlo.fusion"(%165) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<2x8x256x256xf32>):
        %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
        %229 = stablehlo.reduce(%arg14 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
        %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
        %231 = stablehlo.subtract %arg14, %230 : tensor<2x8x256x256xf32>
        %232 = stablehlo.exponential %231 : tensor<2x8x256x256xf32>
        mhlo.return %232 : tensor<2x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
      %167 = "mhlo.fusion"(%166, %cst_44) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<2x8x256x256xf32>, %arg15: tensor<f32>):
        %229 = stablehlo.reduce(%arg14 init: %arg15) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
        mhlo.return %229 : tensor<2x8x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %168 = "mhlo.fusion"(%167) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x256xf32>):
        %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
        %230 = stablehlo.divide %229, %arg14 : tensor<2x8x256xf32>
        mhlo.return %230 : tensor<2x8x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
      %169 = "mhlo.fusion"(%166, %168) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x256x256xf32>, %arg15: tensor<2x8x256xf32>):
        %229 = stablehlo.broadcast_in_dim %arg15, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
        %230 = stablehlo.multiply %arg14, %229 : tensor<2x8x256x256xf32>
        %231 = stablehlo.convert %230 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
        mhlo.return %231 : tensor<2x8x256x256xbf16>
      }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256xf32>) -> tensor<2x8x256x256xbf16>
      %170 = "mhlo.fusion"(%169) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x256x256xbf16>):
        %229 = stablehlo.convert %arg14 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
        mhlo.return %229 : tensor<2x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %171 = "mhlo.fusion"(%151, %170) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<2x8x64x256xf32>, %arg15: tensor<2x8x256x256xf32>):
        %229 = stablehlo.dot_general %arg14, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
        mhlo.return %229 : tensor<2x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      %172 = "mhlo.fusion"(%171) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x64x256xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
        mhlo.return %229 : tensor<2x8x64x256xbf16>
      }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      %173 = "mhlo.fusion"(%172) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x64x256xbf16>):
        %229 = stablehlo.convert %arg14 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
        %230 = stablehlo.transpose %229, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
        %231 = mhlo.copy %230 : tensor<2x256x8x64xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
        mhlo.return %232 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
      %174 = "mhlo.fusion"(%iterArg_38, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
        %230 = stablehlo.convert %229 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
        %231 = stablehlo.convert %230 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
        mhlo.return %232 : tensor<64x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
      %175 = "stablehlo.all_gather"(%174) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
      %176 = "mhlo.fusion"(%175) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %230 = stablehlo.convert %229 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %230 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %177 = "mhlo.fusion"(%173, %176) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %229 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %229 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %178 = "mhlo.fusion"(%177, %139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %230 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %231 = stablehlo.convert %230 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
        %233 = stablehlo.add %229, %232 : tensor<2x256x512xf32>
        mhlo.return %233 : tensor<2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %179 = "mhlo.fusion"(%cst_44, %178) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<2x256x512xf32>):
        %229 = stablehlo.multiply %arg15, %arg15 : tensor<2x256x512xf32>
        %230 = stablehlo.reduce(%229 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
        mhlo.return %230 : tensor<2x256xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
      %180 = "mhlo.fusion"(%179) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256xf32>):
        %cst_45 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
        %230 = stablehlo.multiply %arg14, %229 : tensor<2x256xf32>
        %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
        %231 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
        %232 = stablehlo.add %230, %231 : tensor<2x256xf32>
        %233 = mhlo.bitcast %232 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
        %234 = mhlo.copy %233 : tensor<2x256x1xf32>
        %235 = stablehlo.rsqrt %234 : tensor<2x256x1xf32>
        mhlo.return %235 : tensor<2x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %181 = "mhlo.fusion"(%178, %180) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xf32>, %arg15: tensor<2x256x1xf32>):
        %229 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
        %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
        %231 = stablehlo.multiply %arg14, %230 : tensor<2x256x512xf32>
        %232 = stablehlo.convert %231 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        mhlo.return %232 : tensor<2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
      %182 = "mhlo.fusion"(%137, %181) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x512xbf16>, %arg15: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %230 = stablehlo.convert %arg14 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<512xf32>
        %232 = stablehlo.broadcast_in_dim %231, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
        %233 = stablehlo.multiply %229, %232 : tensor<2x256x512xf32>
        %234 = stablehlo.convert %233 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        mhlo.return %234 : tensor<2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
      %183 = "mhlo.fusion"(%182) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg14 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
        mhlo.return %230 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
      %184 = "mhlo.fusion"(%iterArg_41, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x1408xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
        %230 = stablehlo.convert %229 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
        %231 = stablehlo.convert %230 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
        mhlo.return %232 : tensor<64x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x1408xf32>, tensor<i32>) -> tensor<64x1408xf32>
      %185 = "stablehlo.all_gather"(%184) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
      %186 = "mhlo.fusion"(%185) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %230 = stablehlo.convert %229 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        mhlo.return %230 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
      %187 = "mhlo.fusion"(%183, %186) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x1408xf32>):
        %229 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %229 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      %188 = "mhlo.fusion"(%187) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        mhlo.return %229 : tensor<512x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %189 = "mhlo.fusion"(%iterArg_40, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x1408xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
        %230 = stablehlo.convert %229 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
        %231 = stablehlo.convert %230 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
        mhlo.return %232 : tensor<64x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x1408xf32>, tensor<i32>) -> tensor<64x1408xf32>
      %190 = "stablehlo.all_gather"(%189) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
      %191 = "mhlo.fusion"(%190) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %230 = stablehlo.convert %229 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        mhlo.return %230 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
      %192 = "mhlo.fusion"(%183, %191) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x1408xf32>):
        %229 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %229 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      %193 = "mhlo.fusion"(%192) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        mhlo.return %229 : tensor<512x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %194 = "mhlo.fusion"(%193) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xbf16>):
        %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
        %230 = stablehlo.convert %arg14 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %231 = stablehlo.negate %230 : tensor<512x1408xf32>
        %232 = stablehlo.convert %231 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %233 = stablehlo.convert %232 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %234 = stablehlo.exponential %233 : tensor<512x1408xf32>
        %235 = stablehlo.convert %234 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %236 = stablehlo.convert %235 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %237 = stablehlo.add %236, %229 : tensor<512x1408xf32>
        %238 = stablehlo.convert %237 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %239 = stablehlo.convert %238 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %240 = stablehlo.divide %229, %239 : tensor<512x1408xf32>
        %241 = stablehlo.convert %240 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        mhlo.return %241 : tensor<512x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
      %195 = "mhlo.fusion"(%194, %193) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xbf16>, %arg15: tensor<512x1408xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %230 = stablehlo.convert %arg14 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %231 = stablehlo.multiply %229, %230 : tensor<512x1408xf32>
        %232 = stablehlo.convert %231 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        mhlo.return %232 : tensor<512x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
      %196 = "mhlo.fusion"(%188, %195) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xbf16>, %arg15: tensor<512x1408xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %230 = stablehlo.convert %arg14 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %231 = stablehlo.multiply %229, %230 : tensor<512x1408xf32>
        %232 = stablehlo.convert %231 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        mhlo.return %232 : tensor<512x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
      %197 = "mhlo.fusion"(%196) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xbf16>):
        %229 = stablehlo.convert %arg14 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        mhlo.return %229 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %198 = "mhlo.fusion"(%iterArg_42, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x176x512xf32>, %arg15: tensor<i32>):
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %229 = stablehlo.dynamic_slice %arg14, %arg15, %c_45, %c_45, sizes = [1, 176, 512] : (tensor<4x176x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xf32>
        %230 = stablehlo.convert %229 : (tensor<1x176x512xf32>) -> tensor<1x176x512xbf16>
        %231 = stablehlo.convert %230 : (tensor<1x176x512xbf16>) -> tensor<1x176x512xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x176x512xf32>) -> tensor<176x512xf32>
        mhlo.return %232 : tensor<176x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x176x512xf32>, tensor<i32>) -> tensor<176x512xf32>
      %199 = "stablehlo.all_gather"(%198) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xf32>) -> tensor<1408x512xf32>
      %200 = "mhlo.fusion"(%199) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>):
        %229 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        %230 = stablehlo.convert %229 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        mhlo.return %230 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
      %201 = "mhlo.fusion"(%197, %200) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>, %arg15: tensor<1408x512xf32>):
        %229 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
        mhlo.return %229 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
      %202 = "mhlo.fusion"(%201, %178) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<2x256x512xf32>):
        %229 = stablehlo.convert %arg15 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        %230 = stablehlo.convert %229 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %231 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %232 = stablehlo.convert %231 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %233 = mhlo.bitcast %232 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
        %234 = stablehlo.add %230, %233 : tensor<2x256x512xf32>
        %235 = stablehlo.convert %234 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        mhlo.return %235 : tensor<2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %203 = "mhlo.fusion"(%iterArg_4, %135, %139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x512xf32>, %arg15: tensor<i32>, %arg16: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg16 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %231 = stablehlo.dynamic_update_slice %arg14, %230, %arg15, %c_45, %c_45, %c_45 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
        mhlo.return %231 : tensor<4x2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      %204 = "mhlo.fusion"(%iterArg_5, %135, %142, %141) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<2x256x1xf32>, %arg17: tensor<2x256xf32>):
        %cst_45 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
        %230 = stablehlo.multiply %arg17, %229 : tensor<2x256xf32>
        %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
        %231 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
        %232 = stablehlo.add %230, %231 : tensor<2x256xf32>
        %233 = mhlo.bitcast %232 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
        %234 = mhlo.copy %233 : tensor<2x256x1xf32>
        %235 = stablehlo.divide %arg16, %234 : tensor<2x256x1xf32>
        %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
        %236 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
        %237 = stablehlo.multiply %235, %236 : tensor<2x256x1xf32>
        %238 = mhlo.bitcast %237 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
        %c_48 = stablehlo.constant dense<0> : tensor<i32>
        %239 = stablehlo.dynamic_update_slice %arg14, %238, %arg15, %c_48, %c_48, %c_48 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
        mhlo.return %239 : tensor<4x2x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<4x2x256x1xf32>
      %205 = "mhlo.fusion"(%iterArg_6, %135, %142) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<2x256x1xf32>):
        %229 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %230 = stablehlo.dynamic_update_slice %arg14, %229, %arg15, %c_45, %c_45, %c_45 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
        mhlo.return %230 : tensor<4x2x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<2x256x1xf32>) -> tensor<4x2x256x1xf32>
      %206 = "mhlo.fusion"(%135, %iterArg_7, %138) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x1x1x512xbf16>, %arg16: tensor<1x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
        %230 = stablehlo.convert %arg16 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
        mhlo.return %233 : tensor<4x1x1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x1x1x512xbf16>, tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16>
      %207 = "mhlo.fusion"(%135, %iterArg_8, %143) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x512xbf16>, %arg16: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
        %230 = stablehlo.convert %arg16 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
        mhlo.return %233 : tensor<4x2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16>
      %208 = "mhlo.fusion"(%135, %iterArg_9, %144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x512xbf16>, %arg16: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
        %230 = stablehlo.convert %arg16 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
        mhlo.return %233 : tensor<4x2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16>
      %209 = "mhlo.fusion"(%135, %iterArg_10, %162) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x8x64xbf16>, %arg16: tensor<2x256x8x64xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
        %230 = stablehlo.convert %arg16 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<1x2x256x8x64xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45, %c_45 : (tensor<4x2x256x8x64xf32>, tensor<1x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x8x64xf32>) -> tensor<4x2x256x8x64xbf16>
        mhlo.return %233 : tensor<4x2x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<4x2x256x8x64xbf16>
      %210 = "mhlo.fusion"(%135, %iterArg_11, %156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x8x64xbf16>, %arg16: tensor<2x256x8x64xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
        %230 = stablehlo.convert %arg16 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<1x2x256x8x64xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45, %c_45 : (tensor<4x2x256x8x64xf32>, tensor<1x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x8x64xf32>) -> tensor<4x2x256x8x64xbf16>
        mhlo.return %233 : tensor<4x2x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<4x2x256x8x64xbf16>
      %211 = "mhlo.fusion"(%iterArg_12, %135, %166) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x8x256x256xf32>, %arg15: tensor<i32>, %arg16: tensor<2x8x256x256xf32>):
        %229 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x256x256xf32>) -> tensor<1x2x8x256x256xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %230 = stablehlo.dynamic_update_slice %arg14, %229, %arg15, %c_45, %c_45, %c_45, %c_45 : (tensor<4x2x8x256x256xf32>, tensor<1x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xf32>
        mhlo.return %230 : tensor<4x2x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<2x8x256x256xf32>) -> tensor<4x2x8x256x256xf32>
      %212 = "mhlo.fusion"(%iterArg_13, %135, %167) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x8x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<2x8x256xf32>):
        %229 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x8x256xf32>) -> tensor<1x2x8x256x1xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %230 = stablehlo.dynamic_update_slice %arg14, %229, %arg15, %c_45, %c_45, %c_45, %c_45 : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
        mhlo.return %230 : tensor<4x2x8x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<2x8x256xf32>) -> tensor<4x2x8x256x1xf32>
      %213 = "mhlo.fusion"(%iterArg_14, %135, %167) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x8x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<2x8x256xf32>):
        %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
        %230 = stablehlo.multiply %arg16, %arg16 : tensor<2x8x256xf32>
        %231 = stablehlo.divide %229, %230 : tensor<2x8x256xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[3, 2, 1, 4, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,2,8,256,1]{3,2,1,4,0}"} : (tensor<2x8x256xf32>) -> tensor<1x2x8x256x1xf32>
        %233 = mhlo.copy %232 : tensor<1x2x8x256x1xf32>
        %c_46 = stablehlo.constant dense<0> : tensor<i32>
        %234 = stablehlo.dynamic_update_slice %arg14, %233, %arg15, %c_46, %c_46, %c_46, %c_46 : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
        mhlo.return %234 : tensor<4x2x8x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<2x8x256xf32>) -> tensor<4x2x8x256x1xf32>
      %214 = "mhlo.fusion"(%135, %iterArg_15, %169) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x8x256x256xbf16>, %arg16: tensor<2x8x256x256xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x8x256x256xbf16>) -> tensor<4x2x8x256x256xf32>
        %230 = stablehlo.convert %arg16 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x256x256xf32>) -> tensor<1x2x8x256x256xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45, %c_45 : (tensor<4x2x8x256x256xf32>, tensor<1x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x8x256x256xf32>) -> tensor<4x2x8x256x256xbf16>
        mhlo.return %233 : tensor<4x2x8x256x256xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x8x256x256xbf16>, tensor<2x8x256x256xbf16>) -> tensor<4x2x8x256x256xbf16>
      %215 = "mhlo.fusion"(%135, %iterArg_16, %150) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x8x64xbf16>, %arg16: tensor<512x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
        %230 = stablehlo.convert %arg16 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<1x2x256x8x64xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45, %c_45 : (tensor<4x2x256x8x64xf32>, tensor<1x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x8x64xf32>) -> tensor<4x2x256x8x64xbf16>
        mhlo.return %233 : tensor<4x2x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x8x64xbf16>, tensor<512x512xbf16>) -> tensor<4x2x256x8x64xbf16>
      %216 = "mhlo.fusion"(%135, %iterArg_17, %172) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x512xbf16>, %arg16: tensor<2x8x64x256xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
        %230 = stablehlo.convert %arg16 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
        %231 = stablehlo.transpose %230, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
        %232 = mhlo.copy %231 : tensor<2x256x8x64xf32>
        %233 = mhlo.bitcast %232 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<1x2x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %234 = stablehlo.dynamic_update_slice %229, %233, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
        %235 = stablehlo.convert %234 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
        mhlo.return %235 : tensor<4x2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x8x64x256xbf16>) -> tensor<4x2x256x512xbf16>
      %217 = "mhlo.fusion"(%iterArg_18, %135, %178) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x512xf32>, %arg15: tensor<i32>, %arg16: tensor<2x256x512xf32>):
        %229 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %230 = stablehlo.dynamic_update_slice %arg14, %229, %arg15, %c_45, %c_45, %c_45 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
        mhlo.return %230 : tensor<4x2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<2x256x512xf32>) -> tensor<4x2x256x512xf32>
      %218 = "mhlo.fusion"(%iterArg_19, %135, %180, %179) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<2x256x1xf32>, %arg17: tensor<2x256xf32>):
        %cst_45 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
        %230 = stablehlo.multiply %arg17, %229 : tensor<2x256xf32>
        %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
        %231 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
        %232 = stablehlo.add %230, %231 : tensor<2x256xf32>
        %233 = mhlo.bitcast %232 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
        %234 = mhlo.copy %233 : tensor<2x256x1xf32>
        %235 = stablehlo.divide %arg16, %234 : tensor<2x256x1xf32>
        %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
        %236 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
        %237 = stablehlo.multiply %235, %236 : tensor<2x256x1xf32>
        %238 = mhlo.bitcast %237 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
        %c_48 = stablehlo.constant dense<0> : tensor<i32>
        %239 = stablehlo.dynamic_update_slice %arg14, %238, %arg15, %c_48, %c_48, %c_48 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
        mhlo.return %239 : tensor<4x2x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<4x2x256x1xf32>
      %219 = "mhlo.fusion"(%iterArg_20, %135, %180) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x1xf32>, %arg15: tensor<i32>, %arg16: tensor<2x256x1xf32>):
        %229 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %230 = stablehlo.dynamic_update_slice %arg14, %229, %arg15, %c_45, %c_45, %c_45 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
        mhlo.return %230 : tensor<4x2x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<2x256x1xf32>) -> tensor<4x2x256x1xf32>
      %220 = "mhlo.fusion"(%135, %iterArg_21, %137) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x1x1x512xbf16>, %arg16: tensor<1x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
        %230 = stablehlo.convert %arg16 : (tensor<1x512xbf16>) -> tensor<1x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x1x1x512xf32>) -> tensor<4x1x1x512xbf16>
        mhlo.return %233 : tensor<4x1x1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x1x1x512xbf16>, tensor<1x512xbf16>) -> tensor<4x1x1x512xbf16>
      %221 = "mhlo.fusion"(%135, %iterArg_22, %181) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x512xbf16>, %arg16: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
        %230 = stablehlo.convert %arg16 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
        mhlo.return %233 : tensor<4x2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16>
      %222 = "mhlo.fusion"(%135, %iterArg_23, %182) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x512xbf16>, %arg16: tensor<2x256x512xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
        %230 = stablehlo.convert %arg16 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x512xf32>) -> tensor<4x2x256x512xbf16>
        mhlo.return %233 : tensor<4x2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<4x2x256x512xbf16>
      %223 = "mhlo.fusion"(%135, %iterArg_24, %194) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x1408xbf16>, %arg16: tensor<512x1408xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
        %230 = stablehlo.convert %arg16 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %231 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
        %232 = stablehlo.subtract %231, %230 : tensor<512x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %234 = stablehlo.convert %233 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %235 = stablehlo.multiply %230, %234 : tensor<512x1408xf32>
        %236 = stablehlo.convert %235 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %237 = stablehlo.convert %236 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %238 = mhlo.bitcast %237 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
        %c_46 = stablehlo.constant dense<0> : tensor<i32>
        %239 = stablehlo.dynamic_update_slice %229, %238, %arg14, %c_46, %c_46, %c_46 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
        %240 = stablehlo.convert %239 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
        mhlo.return %240 : tensor<4x2x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
      %224 = "mhlo.fusion"(%135, %iterArg_25, %194) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x1408xbf16>, %arg16: tensor<512x1408xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
        %230 = stablehlo.convert %arg16 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
        mhlo.return %233 : tensor<4x2x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
      %225 = "mhlo.fusion"(%135, %iterArg_26, %193) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x1408xbf16>, %arg16: tensor<512x1408xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
        %230 = stablehlo.convert %arg16 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
        mhlo.return %233 : tensor<4x2x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
      %226 = "mhlo.fusion"(%135, %iterArg_27, %188) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x1408xbf16>, %arg16: tensor<512x1408xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
        %230 = stablehlo.convert %arg16 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
        mhlo.return %233 : tensor<4x2x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
      %227 = "mhlo.fusion"(%135, %iterArg_28, %195) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x1408xbf16>, %arg16: tensor<512x1408xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
        %230 = stablehlo.convert %arg16 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
        mhlo.return %233 : tensor<4x2x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
      %228 = "mhlo.fusion"(%135, %iterArg_29, %196) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<4x2x256x1408xbf16>, %arg16: tensor<512x1408xbf16>):
        %229 = stablehlo.convert %arg15 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
        %230 = stablehlo.convert %arg16 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<1x2x256x1408xf32>
        %c_45 = stablehlo.constant dense<0> : tensor<i32>
        %232 = stablehlo.dynamic_update_slice %229, %231, %arg14, %c_45, %c_45, %c_45 : (tensor<4x2x256x1408xf32>, tensor<1x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xf32>
        %233 = stablehlo.convert %232 : (tensor<4x2x256x1408xf32>) -> tensor<4x2x256x1408xbf16>
        mhlo.return %233 : tensor<4x2x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<4x2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<4x2x256x1408xbf16>
      stablehlo.return %136, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42 : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x256xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<4x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x64x512xf32>, tensor<4x512xf32>, tensor<4x64x1408xf32>, tensor<4x64x1408xf32>, tensor<4x176x512xf32>
    }
    %52 = "mhlo.fusion"(%51#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %135 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %53 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<2x256x4096xf32>
      mhlo.return %135 : tensor<2x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x256x4096xf32>
    %54 = "mhlo.fusion"(%arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256xi32>):
      %135 = stablehlo.iota dim = 0 : tensor<2x256x1x1xi32>
      %136 = stablehlo.iota dim = 1 : tensor<2x256x1x1xi32>
      %137 = mhlo.bitcast %arg14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %138 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %139 = stablehlo.compare LT, %137, %138 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %140 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %141 = stablehlo.add %137, %140 : tensor<2x256x1xi32>
      %142 = stablehlo.select %139, %141, %137 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
      %143 = mhlo.bitcast %142 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
      %144 = stablehlo.concatenate %135, %136, %143, dim = 3 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x3xi32>
      %145 = mhlo.bitcast %144 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x1x3xi32>) -> tensor<512x3xi32>
      mhlo.return %145 : tensor<512x3xi32>
    }) {output_operand_aliasing = []} : (tensor<2x256xi32>) -> tensor<512x3xi32>
    %cst_2 = stablehlo.constant dense<-2.44140625E-4> : tensor<f32>
    %55 = "mhlo.fusion"(%cst_2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<f32>) -> tensor<512x1x1x1xf32>
      mhlo.return %135 : tensor<512x1x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<512x1x1x1xf32>
    %56 = "mhlo.fusion"(%53, %54, %55) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x4096xf32>, %arg15: tensor<512x3xi32>, %arg16: tensor<512x1x1x1xf32>):
      %135 = "stablehlo.scatter"(%arg14, %arg15, %arg16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
        %136 = stablehlo.add %arg17, %arg18 : tensor<f32>
        stablehlo.return %136 : tensor<f32>
      }) : (tensor<2x256x4096xf32>, tensor<512x3xi32>, tensor<512x1x1x1xf32>) -> tensor<2x256x4096xf32>
      mhlo.return %135 : tensor<2x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<512x3xi32>, tensor<512x1x1x1xf32>) -> tensor<2x256x4096xf32>
    %57 = "mhlo.fusion"(%cst, %52) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<2x256x512xf32>):
      %135 = stablehlo.multiply %arg15, %arg15 : tensor<2x256x512xf32>
      %136 = stablehlo.reduce(%135 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %136 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %58 = "mhlo.fusion"(%57) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %136 = stablehlo.multiply %arg14, %135 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %138 = stablehlo.add %136, %137 : tensor<2x256xf32>
      %139 = mhlo.bitcast %138 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %140 = mhlo.copy %139 : tensor<2x256x1xf32>
      %141 = stablehlo.rsqrt %140 : tensor<2x256x1xf32>
      mhlo.return %141 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %59 = "mhlo.fusion"(%58, %51#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x1xf32>, %arg15: tensor<2x256x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %136 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %138 = stablehlo.multiply %135, %137 : tensor<2x256x512xf32>
      %139 = stablehlo.convert %138 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %139 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %60 = "mhlo.fusion"(%arg1, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512xbf16>, %arg15: tensor<2x256x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<512xbf16>) -> tensor<512xf32>
      %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %138 = stablehlo.multiply %135, %137 : tensor<2x256x512xf32>
      %139 = stablehlo.convert %138 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %140 = stablehlo.convert %139 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %141 = mhlo.bitcast %140 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %141 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %61 = "mhlo.fusion"(%arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<64x4096xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<64x4096xbf16>) -> tensor<64x4096xf32>
      mhlo.return %135 : tensor<64x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<64x4096xbf16>) -> tensor<64x4096xf32>
    %62 = "stablehlo.all_gather"(%61) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 28, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x4096xf32>) -> tensor<512x4096xf32>
    %63 = "mhlo.fusion"(%62) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512x4096xf32>):
      %135 = stablehlo.convert %arg14 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
      %136 = stablehlo.convert %135 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
      mhlo.return %136 : tensor<512x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %64 = "mhlo.fusion"(%60, %63) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x4096xf32>):
      %135 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x4096xf32>) -> tensor<512x4096xf32>
      %136 = stablehlo.convert %135 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
      %137 = stablehlo.convert %136 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
      %138 = mhlo.bitcast %137 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x4096xf32>) -> tensor<2x256x4096xf32>
      %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %139 = stablehlo.reduce(%138 init: %cst_3) applies stablehlo.maximum across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
      %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
      %141 = stablehlo.subtract %138, %140 : tensor<2x256x4096xf32>
      mhlo.return %141 : tensor<2x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x4096xf32>) -> tensor<2x256x4096xf32>
    %65 = "mhlo.fusion"(%64) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x4096xf32>):
      %135 = stablehlo.exponential %arg14 : tensor<2x256x4096xf32>
      mhlo.return %135 : tensor<2x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>) -> tensor<2x256x4096xf32>
    %66 = "mhlo.fusion"(%65, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<2x256x4096xf32>, %arg15: tensor<f32>):
      %135 = stablehlo.reduce(%arg14 init: %arg15) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %135 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %67 = "mhlo.fusion"(%56, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<2x256x4096xf32>, %arg15: tensor<f32>):
      %135 = stablehlo.reduce(%arg14 init: %arg15) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %135 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %68 = "mhlo.fusion"(%66, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256xf32>, %arg15: tensor<2x256xf32>):
      %135 = stablehlo.negate %arg15 : tensor<2x256xf32>
      %136 = stablehlo.divide %135, %arg14 : tensor<2x256xf32>
      mhlo.return %136 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
    %69 = "mhlo.fusion"(%56, %65, %68) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x4096xf32>, %arg15: tensor<2x256x4096xf32>, %arg16: tensor<2x256xf32>):
      %135 = stablehlo.broadcast_in_dim %arg16, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
      %136 = stablehlo.multiply %135, %arg15 : tensor<2x256x4096xf32>
      %137 = stablehlo.add %arg14, %136 : tensor<2x256x4096xf32>
      %138 = stablehlo.convert %137 : (tensor<2x256x4096xf32>) -> tensor<2x256x4096xbf16>
      mhlo.return %138 : tensor<2x256x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<2x256x4096xf32>, tensor<2x256xf32>) -> tensor<2x256x4096xbf16>
    %70 = "mhlo.fusion"(%69) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x4096xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
      %136 = mhlo.bitcast %135 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x4096xf32>) -> tensor<512x4096xf32>
      mhlo.return %136 : tensor<512x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xbf16>) -> tensor<512x4096xf32>
    %71 = "mhlo.fusion"(%70, %63) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<512x4096xf32>, %arg15: tensor<512x4096xf32>):
      %135 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xf32>, tensor<512x4096xf32>) -> tensor<512x512xf32>
      mhlo.return %135 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x4096xf32>, tensor<512x4096xf32>) -> tensor<512x512xf32>
    %72 = "mhlo.fusion"(%71) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512x512xf32>):
      %135 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %135 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %73 = "mhlo.fusion"(%72, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512x512xbf16>, %arg15: tensor<512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %136 = mhlo.bitcast %135 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %137 = stablehlo.convert %arg15 : (tensor<512xbf16>) -> tensor<512xf32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %139 = stablehlo.multiply %136, %138 : tensor<2x256x512xf32>
      mhlo.return %139 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %74 = "mhlo.fusion"(%cst, %52, %73) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<2x256x512xf32>, %arg16: tensor<2x256x512xf32>):
      %135 = stablehlo.multiply %arg15, %arg16 : tensor<2x256x512xf32>
      %136 = stablehlo.reduce(%135 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %137 = mhlo.bitcast %136 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %137 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %75 = "mhlo.fusion"(%58, %57) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x1xf32>, %arg15: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %136 = stablehlo.multiply %arg15, %135 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %138 = stablehlo.add %136, %137 : tensor<2x256xf32>
      %139 = mhlo.bitcast %138 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %140 = mhlo.copy %139 : tensor<2x256x1xf32>
      %141 = stablehlo.divide %arg14, %140 : tensor<2x256x1xf32>
      mhlo.return %141 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %76 = "mhlo.fusion"(%74, %75, %72, %arg1, %58, %51#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x1xf32>, %arg15: tensor<2x256x1xf32>, %arg16: tensor<512x512xbf16>, %arg17: tensor<512xbf16>, %arg18: tensor<2x256x1xf32>, %arg19: tensor<2x256x512xbf16>):
      %135 = stablehlo.convert %arg16 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %136 = mhlo.bitcast %135 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %137 = stablehlo.convert %arg17 : (tensor<512xbf16>) -> tensor<512xf32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %139 = stablehlo.multiply %136, %138 : tensor<2x256x512xf32>
      %140 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %142 = stablehlo.multiply %139, %141 : tensor<2x256x512xf32>
      %143 = stablehlo.convert %arg19 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %144 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %145 = stablehlo.multiply %arg15, %144 : tensor<2x256x1xf32>
      %146 = stablehlo.multiply %arg14, %145 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %148 = stablehlo.multiply %146, %147 : tensor<2x256x1xf32>
      %149 = mhlo.bitcast %148 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %151 = stablehlo.multiply %143, %150 : tensor<2x256x512xf32>
      %152 = stablehlo.add %142, %151 : tensor<2x256x512xf32>
      %153 = stablehlo.add %152, %151 : tensor<2x256x512xf32>
      %154 = stablehlo.convert %153 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %154 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %77 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
      mhlo.return %135 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x512xbf16>
    %78 = mhlo.copy %77 : tensor<4x512xbf16>
    %79 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x176x512xbf16>
      mhlo.return %135 : tensor<4x176x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x176x512xbf16>
    %80 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x64x1408xbf16>
      mhlo.return %135 : tensor<4x64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x64x1408xbf16>
    %81 = mhlo.copy %80 : tensor<4x64x1408xbf16>
    %82 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<bf16>):
      %135 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<bf16>) -> tensor<4x64x512xbf16>
      mhlo.return %135 : tensor<4x64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4x64x512xbf16>
    %83 = mhlo.copy %82 : tensor<4x64x512xbf16>
    %84 = mhlo.copy %82 : tensor<4x64x512xbf16>
    %85 = mhlo.copy %82 : tensor<4x64x512xbf16>
    %86 = "mhlo.fusion"(%51#26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x1408xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      mhlo.return %135 : tensor<4x2x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %87 = "mhlo.fusion"(%51#25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x1408xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      mhlo.return %135 : tensor<4x2x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %88 = "mhlo.fusion"(%51#23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x1408xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      mhlo.return %135 : tensor<4x2x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %89 = "mhlo.fusion"(%51#24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x1408xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      mhlo.return %135 : tensor<4x2x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %90 = "mhlo.fusion"(%51#22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x1408xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      mhlo.return %135 : tensor<4x2x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %91 = "mhlo.fusion"(%51#19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x1x1x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
      mhlo.return %135 : tensor<4x1x1x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    %92 = "mhlo.fusion"(%51#13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x8x256x256xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x8x256x256xbf16>) -> tensor<4x2x8x256x256xf32>
      mhlo.return %135 : tensor<4x2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x8x256x256xbf16>) -> tensor<4x2x8x256x256xf32>
    %93 = "mhlo.fusion"(%51#14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x8x64xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
      mhlo.return %135 : tensor<4x2x256x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
    %94 = "mhlo.fusion"(%51#9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x8x64xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
      mhlo.return %135 : tensor<4x2x256x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
    %95 = "mhlo.fusion"(%51#8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x8x64xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
      mhlo.return %135 : tensor<4x2x256x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x8x64xbf16>) -> tensor<4x2x256x8x64xf32>
    %96 = "mhlo.fusion"(%51#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x1x1x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
      mhlo.return %135 : tensor<4x1x1x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x1x512xbf16>) -> tensor<4x1x1x512xf32>
    %97 = "mhlo.fusion"(%51#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      mhlo.return %135 : tensor<4x2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %98 = "mhlo.fusion"(%51#20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      mhlo.return %135 : tensor<4x2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %99 = "mhlo.fusion"(%51#27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x1408xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
      mhlo.return %135 : tensor<4x2x256x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xbf16>) -> tensor<4x2x256x1408xf32>
    %100 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<ui32>):
      %135 = stablehlo.convert %arg14 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<176> : tensor<i32>
      %136 = stablehlo.multiply %135, %c_3 : tensor<i32>
      mhlo.return %136 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<ui32>) -> tensor<i32>
    %101 = "mhlo.fusion"(%51#21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      mhlo.return %135 : tensor<4x2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %102 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<ui32>):
      %135 = stablehlo.convert %arg14 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %136 = stablehlo.multiply %135, %c_3 : tensor<i32>
      mhlo.return %136 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<ui32>) -> tensor<i32>
    %103 = "mhlo.fusion"(%51#7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      mhlo.return %135 : tensor<4x2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %104 = "mhlo.fusion"(%51#15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x2x256x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
      mhlo.return %135 : tensor<4x2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4x2x256x512xbf16>) -> tensor<4x2x256x512xf32>
    %105:49 = stablehlo.while(%iterArg = %4, %iterArg_3 = %76, %iterArg_4 = %77, %iterArg_5 = %78, %iterArg_6 = %79, %iterArg_7 = %80, %iterArg_8 = %81, %iterArg_9 = %82, %iterArg_10 = %83, %iterArg_11 = %84, %iterArg_12 = %85, %iterArg_13 = %51#18, %iterArg_14 = %51#16, %iterArg_15 = %51#17, %iterArg_16 = %51#11, %iterArg_17 = %51#12, %iterArg_18 = %51#10, %iterArg_19 = %40, %iterArg_20 = %37, %iterArg_21 = %39, %iterArg_22 = %51#4, %iterArg_23 = %51#2, %iterArg_24 = %51#3, %iterArg_25 = %86, %iterArg_26 = %50, %iterArg_27 = %49, %iterArg_28 = %87, %iterArg_29 = %88, %iterArg_30 = %89, %iterArg_31 = %90, %iterArg_32 = %48, %iterArg_33 = %91, %iterArg_34 = %46, %iterArg_35 = %92, %iterArg_36 = %43, %iterArg_37 = %93, %iterArg_38 = %94, %iterArg_39 = %45, %iterArg_40 = %95, %iterArg_41 = %44, %iterArg_42 = %96, %iterArg_43 = %97, %iterArg_44 = %98, %iterArg_45 = %99, %iterArg_46 = %100, %iterArg_47 = %101, %iterArg_48 = %102, %iterArg_49 = %103, %iterArg_50 = %104) : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xf32>, tensor<2x8x256x256xi1>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1408xf32>, tensor<4x176x512xf32>, tensor<4x64x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x64x1408xf32>, tensor<4x1x1x512xf32>, tensor<4x64x512xf32>, tensor<4x2x8x256x256xf32>, tensor<4x64x512xf32>, tensor<4x2x256x8x64xf32>, tensor<4x2x256x8x64xf32>, tensor<4x64x512xf32>, tensor<4x2x256x8x64xf32>, tensor<4x64x512xf32>, tensor<4x1x1x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1408xf32>, tensor<i32>, tensor<4x2x256x512xf32>, tensor<i32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>
    cond {
      %c_51 = stablehlo.constant dense<4> : tensor<i32>
      %135 = "mhlo.fusion"(%iterArg, %c_51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
        %136 = stablehlo.compare LT, %arg14, %arg15 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %136 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %135 : tensor<i1>
    } do {
      %135 = mhlo.copy %iterArg : tensor<i32>
      %c_51 = stablehlo.constant dense<1> : tensor<i32>
      %136 = "mhlo.fusion"(%135, %c_51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
        %254 = stablehlo.add %arg14, %arg15 : tensor<i32>
        mhlo.return %254 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %137 = "mhlo.fusion"(%iterArg_23, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
        %256 = mhlo.bitcast %255 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
        mhlo.return %256 : tensor<2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<2x256x512xf32>
      %138 = "mhlo.fusion"(%iterArg_42, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x1x1x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
        mhlo.return %256 : tensor<1x1x1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
      %139 = "mhlo.fusion"(%iterArg_17, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x8x256x1xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, %c_54, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
        mhlo.return %255 : tensor<1x2x8x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x8x256x1xf32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
      %140 = "mhlo.fusion"(%iterArg_18, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x8x256x256xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, %c_54, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
        mhlo.return %255 : tensor<1x2x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x8x256x256xf32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
      %141 = "mhlo.fusion"(%iterArg_14, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
        %256 = mhlo.bitcast %255 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
        mhlo.return %256 : tensor<2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<2x256x512xf32>
      %142 = "mhlo.fusion"(%iterArg_33, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x1x1x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xbf16>
        mhlo.return %256 : tensor<1x1x1x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
      %143 = mhlo.copy %iterArg_3 : tensor<2x256x512xbf16>
      %144 = "mhlo.fusion"(%143) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
      %145 = "mhlo.fusion"(%iterArg_26, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x176x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, sizes = [1, 176, 512] : (tensor<4x176x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x176x512xf32>) -> tensor<1x176x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x176x512xbf16>) -> tensor<1x176x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x176x512xf32>) -> tensor<176x512xf32>
        mhlo.return %258 : tensor<176x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x176x512xf32>, tensor<i32>) -> tensor<176x512xf32>
      %146 = "stablehlo.all_gather"(%145) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xf32>) -> tensor<1408x512xf32>
      %147 = "mhlo.fusion"(%146) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        mhlo.return %255 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
      %148 = "mhlo.fusion"(%144, %147) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<1408x512xf32>):
        %254 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
        mhlo.return %254 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
      %149 = "mhlo.fusion"(%148) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        mhlo.return %254 : tensor<512x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %150 = "mhlo.fusion"(%iterArg_31, %iterArg_30, %iterArg_29, %iterArg_28, %149, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x1408xf32>, %arg15: tensor<4x2x256x1408xf32>, %arg16: tensor<4x2x256x1408xf32>, %arg17: tensor<4x2x256x1408xf32>, %arg18: tensor<512x1408xbf16>, %arg19: tensor<i32>):
        %254 = stablehlo.convert %arg18 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %256 = stablehlo.subtract %c_53, %arg19 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %257 = stablehlo.dynamic_slice %arg17, %256, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
        %258 = stablehlo.convert %257 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
        %259 = stablehlo.convert %258 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
        %260 = mhlo.bitcast %259 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
        %261 = stablehlo.multiply %255, %260 : tensor<2x256x1408xf32>
        %262 = stablehlo.convert %261 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
        %263 = stablehlo.convert %262 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
        %264 = stablehlo.dynamic_slice %arg16, %256, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
        %265 = stablehlo.convert %264 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
        %266 = stablehlo.convert %265 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
        %267 = mhlo.bitcast %266 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
        %268 = stablehlo.multiply %263, %267 : tensor<2x256x1408xf32>
        %269 = stablehlo.convert %268 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
        %270 = stablehlo.convert %269 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
        %271 = stablehlo.dynamic_slice %arg15, %256, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
        %272 = stablehlo.convert %271 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
        %273 = stablehlo.convert %272 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
        %274 = mhlo.bitcast %273 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
        %275 = stablehlo.multiply %274, %263 : tensor<2x256x1408xf32>
        %276 = stablehlo.convert %275 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
        %277 = stablehlo.convert %276 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
        %278 = stablehlo.dynamic_slice %arg14, %256, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
        %279 = stablehlo.convert %278 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
        %280 = stablehlo.convert %279 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
        %281 = mhlo.bitcast %280 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
        %282 = stablehlo.multiply %277, %281 : tensor<2x256x1408xf32>
        %283 = stablehlo.convert %282 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
        %284 = stablehlo.convert %283 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
        %285 = stablehlo.add %270, %284 : tensor<2x256x1408xf32>
        %286 = stablehlo.convert %285 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
        mhlo.return %286 : tensor<2x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<512x1408xbf16>, tensor<i32>) -> tensor<2x256x1408xbf16>
      %151 = "mhlo.fusion"(%150) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x1408xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %255 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x1408xbf16>) -> tensor<512x1408xf32>
      %152 = "mhlo.fusion"(%iterArg_32, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x1408xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
        %256 = stablehlo.convert %255 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
        mhlo.return %258 : tensor<64x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x1408xf32>, tensor<i32>) -> tensor<64x1408xf32>
      %153 = "stablehlo.all_gather"(%152) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
      %154 = "mhlo.fusion"(%153) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        mhlo.return %255 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
      %155 = "mhlo.fusion"(%151, %154) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>, %arg15: tensor<512x1408xf32>):
        %254 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      %156 = "mhlo.fusion"(%149, %iterArg_25, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xbf16>, %arg15: tensor<4x2x256x1408xf32>, %arg16: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg16 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg15, %254, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<2x256x1408xf32>
        %259 = stablehlo.convert %arg14 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %260 = mhlo.bitcast %259 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
        %261 = stablehlo.multiply %258, %260 : tensor<2x256x1408xf32>
        %262 = stablehlo.convert %261 : (tensor<2x256x1408xf32>) -> tensor<2x256x1408xbf16>
        mhlo.return %262 : tensor<2x256x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<4x2x256x1408xf32>, tensor<i32>) -> tensor<2x256x1408xbf16>
      %157 = "mhlo.fusion"(%156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x1408xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %255 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x1408xbf16>) -> tensor<512x1408xf32>
      %158 = "mhlo.fusion"(%iterArg_27, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x1408xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, sizes = [1, 64, 1408] : (tensor<4x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xf32>
        %256 = stablehlo.convert %255 : (tensor<1x64x1408xf32>) -> tensor<1x64x1408xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x64x1408xbf16>) -> tensor<1x64x1408xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1408xf32>) -> tensor<64x1408xf32>
        mhlo.return %258 : tensor<64x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x1408xf32>, tensor<i32>) -> tensor<64x1408xf32>
      %159 = "stablehlo.all_gather"(%158) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
      %160 = "mhlo.fusion"(%159) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        mhlo.return %255 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
      %161 = "mhlo.fusion"(%157, %160) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>, %arg15: tensor<512x1408xf32>):
        %254 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      %162 = "mhlo.fusion"(%155, %161) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg15 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %256 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %258 = stablehlo.add %255, %257 : tensor<512x512xf32>
        %259 = stablehlo.convert %258 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        mhlo.return %259 : tensor<512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
      %163 = "mhlo.fusion"(%142, %162) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x1x1x512xbf16>, %arg15: tensor<512x512xbf16>):
        %254 = stablehlo.convert %arg15 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
        %256 = stablehlo.convert %arg14 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
        %258 = stablehlo.broadcast_in_dim %257, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
        %259 = stablehlo.multiply %255, %258 : tensor<2x256x512xf32>
        mhlo.return %259 : tensor<2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x1x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xf32>
      %164 = "mhlo.fusion"(%cst_52, %141, %163) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<2x256x512xf32>, %arg16: tensor<2x256x512xf32>):
        %254 = stablehlo.multiply %arg15, %arg16 : tensor<2x256x512xf32>
        %255 = stablehlo.reduce(%254 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
        %256 = mhlo.bitcast %255 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
        mhlo.return %256 : tensor<2x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
      %165 = "mhlo.fusion"(%164, %iterArg_15, %iterArg_14, %iterArg_13, %142, %162, %135, %143) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x1xf32>, %arg15: tensor<4x2x256x1xf32>, %arg16: tensor<4x2x256x512xf32>, %arg17: tensor<4x2x256x1xf32>, %arg18: tensor<1x1x1x512xbf16>, %arg19: tensor<512x512xbf16>, %arg20: tensor<i32>, %arg21: tensor<2x256x512xbf16>):
        %254 = stablehlo.convert %arg21 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %255 = stablehlo.convert %arg19 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %256 = mhlo.bitcast %255 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
        %257 = stablehlo.convert %arg18 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
        %259 = stablehlo.broadcast_in_dim %258, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
        %260 = stablehlo.multiply %256, %259 : tensor<2x256x512xf32>
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %261 = stablehlo.subtract %c_53, %arg20 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %262 = stablehlo.dynamic_slice %arg17, %261, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
        %263 = mhlo.bitcast %262 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256xf32>
        %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
        %265 = stablehlo.multiply %260, %264 : tensor<2x256x512xf32>
        %266 = stablehlo.dynamic_slice %arg16, %261, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
        %267 = mhlo.bitcast %266 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
        %268 = stablehlo.dynamic_slice %arg15, %261, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
        %269 = mhlo.bitcast %268 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
        %270 = stablehlo.multiply %arg14, %269 : tensor<2x256x1xf32>
        %cst_55 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %271 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
        %272 = stablehlo.multiply %270, %271 : tensor<2x256x1xf32>
        %273 = mhlo.bitcast %272 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
        %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
        %275 = stablehlo.multiply %267, %274 : tensor<2x256x512xf32>
        %276 = stablehlo.add %265, %275 : tensor<2x256x512xf32>
        %277 = stablehlo.add %276, %275 : tensor<2x256x512xf32>
        %278 = stablehlo.convert %277 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        %279 = stablehlo.convert %278 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %280 = stablehlo.add %254, %279 : tensor<2x256x512xf32>
        %281 = stablehlo.convert %280 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        mhlo.return %281 : tensor<2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<1x1x1x512xbf16>, tensor<512x512xbf16>, tensor<i32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
      %166 = "mhlo.fusion"(%165) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
      %167 = "mhlo.fusion"(%iterArg_34, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
        mhlo.return %258 : tensor<64x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
      %168 = "stablehlo.all_gather"(%167) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
      %169 = "mhlo.fusion"(%168) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %170 = "mhlo.fusion"(%166, %169) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %171 = "mhlo.fusion"(%170) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        mhlo.return %254 : tensor<512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %172 = "mhlo.fusion"(%171) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
        %256 = stablehlo.transpose %255, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
        %257 = mhlo.copy %256 : tensor<2x8x256x64xf32>
        mhlo.return %257 : tensor<2x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x256x64xf32>
      %173 = "mhlo.fusion"(%iterArg_37, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x8x64xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x8x64xf32>) -> tensor<1x2x256x8x64xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x8x64xbf16>) -> tensor<1x2x256x8x64xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x256x8x64xf32>) -> tensor<2x256x8x64xf32>
        %259 = stablehlo.transpose %258, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
        %260 = mhlo.copy %259 : tensor<2x8x64x256xf32>
        mhlo.return %260 : tensor<2x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x8x64xf32>, tensor<i32>) -> tensor<2x8x64x256xf32>
      %174 = "mhlo.fusion"(%iterArg_16, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x8x256x1xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, %c_54, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
        mhlo.return %255 : tensor<1x2x8x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x8x256x1xf32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
      %175 = "mhlo.fusion"(%cst_52, %139, %140, %172, %173, %174) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<1x2x8x256x1xf32>, %arg16: tensor<1x2x8x256x256xf32>, %arg17: tensor<2x8x256x64xf32>, %arg18: tensor<2x8x64x256xf32>, %arg19: tensor<1x2x8x256x1xf32>):
        %254 = stablehlo.dot_general %arg17, %arg18, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
        %255 = stablehlo.convert %254 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
        %256 = stablehlo.convert %255 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
        %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %257 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x2x8x256x1xf32>
        %258 = stablehlo.divide %257, %arg19 : tensor<1x2x8x256x1xf32>
        %259 = mhlo.bitcast %258 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256xf32>
        %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
        %261 = stablehlo.multiply %256, %260 : tensor<2x8x256x256xf32>
        %262 = mhlo.bitcast %arg15 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256xf32>
        %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
        %264 = stablehlo.multiply %256, %263 : tensor<2x8x256x256xf32>
        %265 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
        %266 = stablehlo.multiply %264, %265 : tensor<2x8x256x256xf32>
        %267 = stablehlo.reduce(%266 init: %arg14) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
        %268 = stablehlo.negate %267 : tensor<2x8x256xf32>
        %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
        %270 = stablehlo.add %261, %269 : tensor<2x8x256x256xf32>
        %271 = stablehlo.multiply %270, %265 : tensor<2x8x256x256xf32>
        mhlo.return %271 : tensor<2x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<1x2x8x256x1xf32>, tensor<1x2x8x256x256xf32>, tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>, tensor<1x2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
      %176 = "mhlo.fusion"(%iterArg_19, %175) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x256x256xi1>, %arg15: tensor<2x8x256x256xf32>):
        %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %254 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
        %255 = stablehlo.select %arg14, %arg15, %254 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
        %cst_54 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
        %256 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
        %257 = stablehlo.multiply %255, %256 : tensor<2x8x256x256xf32>
        %258 = stablehlo.convert %257 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
        %259 = stablehlo.convert %258 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
        mhlo.return %259 : tensor<2x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
      %177 = "mhlo.fusion"(%iterArg_40, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x8x64xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x8x64xf32>) -> tensor<1x2x256x8x64xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x8x64xbf16>) -> tensor<1x2x256x8x64xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x256x8x64xf32>) -> tensor<2x256x8x64xf32>
        %259 = stablehlo.transpose %258, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
        %260 = mhlo.copy %259 : tensor<2x8x256x64xf32>
        mhlo.return %260 : tensor<2x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x8x64xf32>, tensor<i32>) -> tensor<2x8x256x64xf32>
      %178 = "mhlo.fusion"(%176, %177) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<2x8x256x256xf32>, %arg15: tensor<2x8x256x64xf32>):
        %254 = stablehlo.dot_general %arg14, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
        mhlo.return %254 : tensor<2x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
      %179 = "mhlo.fusion"(%178, %iterArg_21, %iterArg_20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x256x64xf32>, %arg15: tensor<1x256x1x32xf32>, %arg16: tensor<1x256x1x32xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
        %255 = stablehlo.convert %254 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
        %256 = stablehlo.transpose %255, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
        %257 = mhlo.copy %256 : tensor<2x256x8x64xf32>
        %258 = stablehlo.slice %257 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
        %259 = mhlo.bitcast %arg16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %260 = stablehlo.broadcast_in_dim %259, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
        %261 = stablehlo.multiply %258, %260 : tensor<2x256x8x32xf32>
        %262 = stablehlo.slice %257 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
        %263 = stablehlo.negate %262 : tensor<2x256x8x32xf32>
        %264 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %265 = stablehlo.broadcast_in_dim %264, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
        %266 = stablehlo.multiply %263, %265 : tensor<2x256x8x32xf32>
        %267 = stablehlo.add %261, %266 : tensor<2x256x8x32xf32>
        %268 = stablehlo.convert %267 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
        %269 = stablehlo.convert %268 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
        %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %270 = stablehlo.pad %269, %cst_53, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
        %271 = stablehlo.convert %270 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
        %272 = stablehlo.convert %271 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %273 = stablehlo.multiply %258, %265 : tensor<2x256x8x32xf32>
        %274 = stablehlo.multiply %262, %260 : tensor<2x256x8x32xf32>
        %275 = stablehlo.add %273, %274 : tensor<2x256x8x32xf32>
        %276 = stablehlo.convert %275 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
        %277 = stablehlo.convert %276 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
        %278 = stablehlo.pad %277, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
        %279 = stablehlo.convert %278 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
        %280 = stablehlo.convert %279 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %281 = stablehlo.add %272, %280 : tensor<2x256x8x64xf32>
        %282 = stablehlo.convert %281 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
        mhlo.return %282 : tensor<2x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>) -> tensor<2x256x8x64xbf16>
      %180 = "mhlo.fusion"(%179) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x8x64xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
      %181 = "mhlo.fusion"(%iterArg_41, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
        mhlo.return %258 : tensor<64x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
      %182 = "stablehlo.all_gather"(%181) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
      %183 = "mhlo.fusion"(%182) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %184 = "mhlo.fusion"(%180, %183) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %185 = "mhlo.fusion"(%iterArg_38, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x8x64xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x8x64xf32>) -> tensor<1x2x256x8x64xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x8x64xbf16>) -> tensor<1x2x256x8x64xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x256x8x64xf32>) -> tensor<2x256x8x64xf32>
        %259 = stablehlo.transpose %258, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
        %260 = mhlo.copy %259 : tensor<2x8x256x64xf32>
        mhlo.return %260 : tensor<2x8x256x64xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x8x64xf32>, tensor<i32>) -> tensor<2x8x256x64xf32>
      %186 = stablehlo.dot_general %176, %185, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
      %187 = "mhlo.fusion"(%iterArg_21, %iterArg_20, %186) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x256x1x32xf32>, %arg15: tensor<1x256x1x32xf32>, %arg16: tensor<2x8x256x64xf32>):
        %254 = stablehlo.convert %arg16 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
        %255 = stablehlo.convert %254 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
        %256 = stablehlo.transpose %255, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
        %257 = mhlo.copy %256 : tensor<2x256x8x64xf32>
        %258 = stablehlo.slice %257 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
        %259 = mhlo.bitcast %arg15 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %260 = stablehlo.broadcast_in_dim %259, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
        %261 = stablehlo.multiply %258, %260 : tensor<2x256x8x32xf32>
        %262 = stablehlo.slice %257 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
        %263 = stablehlo.negate %262 : tensor<2x256x8x32xf32>
        %264 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
        %265 = stablehlo.broadcast_in_dim %264, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
        %266 = stablehlo.multiply %263, %265 : tensor<2x256x8x32xf32>
        %267 = stablehlo.add %261, %266 : tensor<2x256x8x32xf32>
        %268 = stablehlo.convert %267 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
        %269 = stablehlo.convert %268 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
        %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %270 = stablehlo.pad %269, %cst_53, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
        %271 = stablehlo.convert %270 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
        %272 = stablehlo.convert %271 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %273 = stablehlo.multiply %258, %265 : tensor<2x256x8x32xf32>
        %274 = stablehlo.multiply %262, %260 : tensor<2x256x8x32xf32>
        %275 = stablehlo.add %273, %274 : tensor<2x256x8x32xf32>
        %276 = stablehlo.convert %275 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
        %277 = stablehlo.convert %276 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
        %278 = stablehlo.pad %277, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
        %279 = stablehlo.convert %278 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
        %280 = stablehlo.convert %279 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %281 = stablehlo.add %272, %280 : tensor<2x256x8x64xf32>
        %282 = stablehlo.convert %281 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
        mhlo.return %282 : tensor<2x256x8x64xbf16>
      }) {output_operand_aliasing = []} : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xbf16>
      %188 = "mhlo.fusion"(%187) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x8x64xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
      %189 = "mhlo.fusion"(%iterArg_39, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
        mhlo.return %258 : tensor<64x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
      %190 = "stablehlo.all_gather"(%189) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
      %191 = "mhlo.fusion"(%190) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %192 = "mhlo.fusion"(%188, %191) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %193 = "mhlo.fusion"(%171) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
        %256 = stablehlo.transpose %255, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
        %257 = mhlo.copy %256 : tensor<2x8x64x256xf32>
        mhlo.return %257 : tensor<2x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
      %194 = "mhlo.fusion"(%iterArg_35, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x8x256x256xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, %c_54, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x8x256x256xf32>) -> tensor<1x2x8x256x256xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x8x256x256xbf16>) -> tensor<1x2x8x256x256xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
        mhlo.return %258 : tensor<2x8x256x256xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x8x256x256xf32>, tensor<i32>) -> tensor<2x8x256x256xf32>
      %195 = "mhlo.fusion"(%193, %194) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<2x8x64x256xf32>, %arg15: tensor<2x8x256x256xf32>):
        %254 = stablehlo.dot_general %arg14, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
        mhlo.return %254 : tensor<2x8x64x256xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      %196 = "mhlo.fusion"(%195) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x64x256xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
        mhlo.return %254 : tensor<2x8x64x256xbf16>
      }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      %197 = "mhlo.fusion"(%196) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x64x256xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
        %255 = stablehlo.transpose %254, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
        %256 = mhlo.copy %255 : tensor<2x256x8x64xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
        mhlo.return %257 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
      %198 = "mhlo.fusion"(%iterArg_36, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x64x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, sizes = [1, 64, 512] : (tensor<4x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x64x512xf32>) -> tensor<1x64x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x64x512xbf16>) -> tensor<1x64x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x512xf32>) -> tensor<64x512xf32>
        mhlo.return %258 : tensor<64x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x64x512xf32>, tensor<i32>) -> tensor<64x512xf32>
      %199 = "stablehlo.all_gather"(%198) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
      %200 = "mhlo.fusion"(%199) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %201 = "mhlo.fusion"(%197, %200) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot_general %arg14, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %202 = "mhlo.fusion"(%184, %192, %201) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>, %arg16: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg16 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %256 = stablehlo.convert %arg15 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %258 = stablehlo.add %255, %257 : tensor<512x512xf32>
        %259 = stablehlo.convert %258 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %260 = stablehlo.convert %259 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %261 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %262 = stablehlo.convert %261 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %263 = stablehlo.add %260, %262 : tensor<512x512xf32>
        %264 = stablehlo.convert %263 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        mhlo.return %264 : tensor<512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
      %203 = "mhlo.fusion"(%138, %202) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x1x1x512xbf16>, %arg15: tensor<512x512xbf16>):
        %254 = stablehlo.convert %arg15 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
        %256 = stablehlo.convert %arg14 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
        %258 = stablehlo.broadcast_in_dim %257, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
        %259 = stablehlo.multiply %255, %258 : tensor<2x256x512xf32>
        mhlo.return %259 : tensor<2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x1x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xf32>
      %204 = "mhlo.fusion"(%cst_52, %137, %203) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<2x256x512xf32>, %arg16: tensor<2x256x512xf32>):
        %254 = stablehlo.multiply %arg15, %arg16 : tensor<2x256x512xf32>
        %255 = stablehlo.reduce(%254 init: %arg14) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
        %256 = mhlo.bitcast %255 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
        mhlo.return %256 : tensor<2x256x1xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
      %205 = "mhlo.fusion"(%204, %iterArg_24, %iterArg_23, %iterArg_22, %138, %202, %165, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x1xf32>, %arg15: tensor<4x2x256x1xf32>, %arg16: tensor<4x2x256x512xf32>, %arg17: tensor<4x2x256x1xf32>, %arg18: tensor<1x1x1x512xbf16>, %arg19: tensor<512x512xbf16>, %arg20: tensor<2x256x512xbf16>, %arg21: tensor<i32>):
        %254 = stablehlo.convert %arg20 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %255 = stablehlo.convert %arg19 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %256 = mhlo.bitcast %255 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
        %257 = stablehlo.convert %arg18 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x1x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
        %259 = stablehlo.broadcast_in_dim %258, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
        %260 = stablehlo.multiply %256, %259 : tensor<2x256x512xf32>
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %261 = stablehlo.subtract %c_53, %arg21 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %262 = stablehlo.dynamic_slice %arg17, %261, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
        %263 = mhlo.bitcast %262 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256xf32>
        %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
        %265 = stablehlo.multiply %260, %264 : tensor<2x256x512xf32>
        %266 = stablehlo.dynamic_slice %arg16, %261, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
        %267 = mhlo.bitcast %266 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
        %268 = stablehlo.dynamic_slice %arg15, %261, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
        %269 = mhlo.bitcast %268 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
        %270 = stablehlo.multiply %arg14, %269 : tensor<2x256x1xf32>
        %cst_55 = stablehlo.constant dense<0.001953125> : tensor<f32>
        %271 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
        %272 = stablehlo.multiply %270, %271 : tensor<2x256x1xf32>
        %273 = mhlo.bitcast %272 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
        %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
        %275 = stablehlo.multiply %267, %274 : tensor<2x256x512xf32>
        %276 = stablehlo.add %265, %275 : tensor<2x256x512xf32>
        %277 = stablehlo.add %276, %275 : tensor<2x256x512xf32>
        %278 = stablehlo.convert %277 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        %279 = stablehlo.convert %278 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %280 = stablehlo.add %254, %279 : tensor<2x256x512xf32>
        %281 = stablehlo.convert %280 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        mhlo.return %281 : tensor<2x256x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<1x1x1x512xbf16>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<i32>) -> tensor<2x256x512xbf16>
      %206 = "mhlo.fusion"(%iterArg_43, %202, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x512xf32>, %arg15: tensor<512x512xbf16>, %arg16: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg16 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
        %259 = stablehlo.convert %arg15 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %260 = mhlo.bitcast %259 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
        %261 = stablehlo.multiply %258, %260 : tensor<2x256x512xf32>
        %262 = stablehlo.convert %261 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        %263 = stablehlo.convert %262 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        mhlo.return %263 : tensor<2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<512x512xbf16>, tensor<i32>) -> tensor<2x256x512xf32>
      %207 = "mhlo.fusion"(%206, %cst_52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xf32>, %arg15: tensor<f32>):
        %254 = "stablehlo.reduce_window"(%arg14, %arg15) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
        ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
          %255 = stablehlo.add %arg16, %arg17 : tensor<f32>
          %256 = stablehlo.convert %255 : (tensor<f32>) -> tensor<bf16>
          %257 = stablehlo.convert %256 : (tensor<bf16>) -> tensor<f32>
          stablehlo.return %257 : tensor<f32>
        }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
        mhlo.return %254 : tensor<1x8x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      %208 = "mhlo.fusion"(%207, %cst_52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x8x512xf32>, %arg15: tensor<f32>):
        %254 = stablehlo.reduce(%arg14 init: %arg15) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
         reducer(%arg16: tensor<f32>, %arg17: tensor<f32>)  {
          %255 = stablehlo.add %arg16, %arg17 : tensor<f32>
          %256 = stablehlo.convert %255 : (tensor<f32>) -> tensor<bf16>
          %257 = stablehlo.convert %256 : (tensor<bf16>) -> tensor<f32>
          stablehlo.return %257 : tensor<f32>
        }
        mhlo.return %254 : tensor<512xf32>
      }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
      %209 = "mhlo.fusion"(%iterArg_44, %162, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x512xf32>, %arg15: tensor<512x512xbf16>, %arg16: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg16 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
        %259 = stablehlo.convert %arg15 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %260 = mhlo.bitcast %259 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
        %261 = stablehlo.multiply %258, %260 : tensor<2x256x512xf32>
        %262 = stablehlo.convert %261 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
        %263 = stablehlo.convert %262 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        mhlo.return %263 : tensor<2x256x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<512x512xbf16>, tensor<i32>) -> tensor<2x256x512xf32>
      %210 = "mhlo.fusion"(%209, %cst_52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xf32>, %arg15: tensor<f32>):
        %254 = "stablehlo.reduce_window"(%arg14, %arg15) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
        ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
          %255 = stablehlo.add %arg16, %arg17 : tensor<f32>
          %256 = stablehlo.convert %255 : (tensor<f32>) -> tensor<bf16>
          %257 = stablehlo.convert %256 : (tensor<bf16>) -> tensor<f32>
          stablehlo.return %257 : tensor<f32>
        }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
        mhlo.return %254 : tensor<1x8x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      %211 = "mhlo.fusion"(%210, %cst_52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1x8x512xf32>, %arg15: tensor<f32>):
        %254 = stablehlo.reduce(%arg14 init: %arg15) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
         reducer(%arg16: tensor<f32>, %arg17: tensor<f32>)  {
          %255 = stablehlo.add %arg16, %arg17 : tensor<f32>
          %256 = stablehlo.convert %255 : (tensor<f32>) -> tensor<bf16>
          %257 = stablehlo.convert %256 : (tensor<bf16>) -> tensor<f32>
          stablehlo.return %257 : tensor<f32>
        }
        mhlo.return %254 : tensor<512xf32>
      }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
      %212 = "mhlo.fusion"(%143) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %255 = stablehlo.transpose %254, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
        %256 = mhlo.copy %255 : tensor<512x2x256xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
        mhlo.return %257 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
      %213 = "mhlo.fusion"(%iterArg_45, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x1408xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x1408xf32>) -> tensor<1x2x256x1408xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x1408xbf16>) -> tensor<1x2x256x1408xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %258 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x1408xf32>, tensor<i32>) -> tensor<512x1408xf32>
      %214 = "mhlo.fusion"(%212, %213) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x1408xf32>):
        %254 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
        mhlo.return %254 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      %215 = "mhlo.fusion"(%214) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        mhlo.return %255 : tensor<512x1408xf32>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
      %216 = "mhlo.fusion"(%150) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x1408xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
        %255 = stablehlo.transpose %254, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
        %256 = mhlo.copy %255 : tensor<1408x2x256xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
        mhlo.return %257 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x1408xbf16>) -> tensor<1408x512xf32>
      %217 = "mhlo.fusion"(%iterArg_47, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<512x512xf32>
        mhlo.return %258 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %218 = "mhlo.fusion"(%216, %217) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
        mhlo.return %254 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      %219 = "mhlo.fusion"(%218) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        mhlo.return %255 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
      %220 = "mhlo.fusion"(%156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x1408xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x1408xbf16>) -> tensor<2x256x1408xf32>
        %255 = stablehlo.transpose %254, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
        %256 = mhlo.copy %255 : tensor<1408x2x256xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
        mhlo.return %257 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x1408xbf16>) -> tensor<1408x512xf32>
      %221 = "mhlo.fusion"(%220, %217) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
        mhlo.return %254 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      %222 = "mhlo.fusion"(%221) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        mhlo.return %255 : tensor<1408x512xf32>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
      %223 = "mhlo.fusion"(%187) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x8x64xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
        %256 = stablehlo.transpose %255, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
        %257 = mhlo.copy %256 : tensor<512x2x256xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
        mhlo.return %258 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
      %224 = "mhlo.fusion"(%iterArg_49, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<512x512xf32>
        mhlo.return %258 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %225 = "mhlo.fusion"(%223, %224) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %226 = "mhlo.fusion"(%225) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %227 = "mhlo.fusion"(%165) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x512xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
        %255 = stablehlo.transpose %254, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
        %256 = mhlo.copy %255 : tensor<512x2x256xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
        mhlo.return %257 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
      %228 = "mhlo.fusion"(%iterArg_50, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<4x2x256x512xf32>, %arg15: tensor<i32>):
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %254 = stablehlo.subtract %c_53, %arg15 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %255 = stablehlo.dynamic_slice %arg14, %254, %c_54, %c_54, %c_54, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
        %256 = stablehlo.convert %255 : (tensor<1x2x256x512xf32>) -> tensor<1x2x256x512xbf16>
        %257 = stablehlo.convert %256 : (tensor<1x2x256x512xbf16>) -> tensor<1x2x256x512xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x256x512xf32>) -> tensor<512x512xf32>
        mhlo.return %258 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<4x2x256x512xf32>, tensor<i32>) -> tensor<512x512xf32>
      %229 = "mhlo.fusion"(%227, %228) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %230 = "mhlo.fusion"(%229) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %231 = "mhlo.fusion"(%179) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x256x8x64xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
        %255 = mhlo.bitcast %254 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
        %256 = stablehlo.transpose %255, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
        %257 = mhlo.copy %256 : tensor<512x2x256xf32>
        %258 = mhlo.bitcast %257 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
        mhlo.return %258 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
      %232 = "mhlo.fusion"(%231, %224) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %233 = "mhlo.fusion"(%232) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %234 = "mhlo.fusion"(%196) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<2x8x64x256xbf16>):
        %254 = stablehlo.convert %arg14 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
        %255 = stablehlo.transpose %254, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
        %256 = mhlo.copy %255 : tensor<2x256x8x64xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
        %258 = stablehlo.transpose %257, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
        %259 = mhlo.copy %258 : tensor<512x2x256xf32>
        %260 = mhlo.bitcast %259 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
        mhlo.return %260 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
      %235 = "mhlo.fusion"(%234, %224) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>):
        %254 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
        mhlo.return %254 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %236 = "mhlo.fusion"(%235) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        %255 = stablehlo.convert %254 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        mhlo.return %255 : tensor<512x512xf32>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %237:9 = "stablehlo.all_reduce"(%208, %211, %215, %219, %222, %226, %230, %233, %236) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
        %254 = stablehlo.add %arg14, %arg15 : tensor<f32>
        stablehlo.return %254 : tensor<f32>
      }) : (tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> (tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>)
      %238 = "mhlo.fusion"(%237#0, %iterArg_4, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512xf32>, %arg15: tensor<4x512xbf16>, %arg16: tensor<i32>):
        %254 = stablehlo.convert %arg15 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
        %255 = stablehlo.convert %arg14 : (tensor<512xf32>) -> tensor<512xbf16>
        %256 = stablehlo.convert %255 : (tensor<512xbf16>) -> tensor<512xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %258 = stablehlo.subtract %c_53, %arg16 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %259 = stablehlo.dynamic_update_slice %254, %257, %258, %c_54 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
        %260 = stablehlo.convert %259 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
        mhlo.return %260 : tensor<4x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<4x512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
      %239 = "mhlo.fusion"(%237#1, %iterArg_5, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512xf32>, %arg15: tensor<4x512xbf16>, %arg16: tensor<i32>):
        %254 = stablehlo.convert %arg15 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
        %255 = stablehlo.convert %arg14 : (tensor<512xf32>) -> tensor<512xbf16>
        %256 = stablehlo.convert %255 : (tensor<512xbf16>) -> tensor<512xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<512xf32>) -> tensor<1x512xf32>
        %c_53 = stablehlo.constant dense<3> : tensor<i32>
        %258 = stablehlo.subtract %c_53, %arg16 : tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %259 = stablehlo.dynamic_update_slice %254, %257, %258, %c_54 : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
        %260 = stablehlo.convert %259 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
        mhlo.return %260 : tensor<4x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<4x512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
      %240 = "mhlo.fusion"(%237#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x1408xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
        mhlo.return %254 : tensor<512x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %241 = "mhlo.fusion"(%iterArg_46, %240, %iterArg_6, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<512x1408xbf16>, %arg16: tensor<4x176x512xbf16>, %arg17: tensor<i32>):
        %254 = stablehlo.convert %arg16 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
        %255 = stablehlo.convert %arg15 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
        %c_53 = stablehlo.constant dense<0> : tensor<i32>
        %256 = stablehlo.dynamic_slice %255, %c_53, %arg14, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
        %257 = stablehlo.convert %256 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
        %258 = stablehlo.convert %257 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
        %259 = stablehlo.transpose %258, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
        %260 = mhlo.copy %259 : tensor<176x512xf32>
        %261 = mhlo.bitcast %260 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<176x512xf32>) -> tensor<1x176x512xf32>
        %c_54 = stablehlo.constant dense<3> : tensor<i32>
        %262 = stablehlo.subtract %c_54, %arg17 : tensor<i32>
        %263 = stablehlo.dynamic_update_slice %254, %261, %262, %c_53, %c_53 : (tensor<4x176x512xf32>, tensor<1x176x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x176x512xf32>
        %264 = stablehlo.convert %263 : (tensor<4x176x512xf32>) -> tensor<4x176x512xbf16>
        mhlo.return %264 : tensor<4x176x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x1408xbf16>, tensor<4x176x512xbf16>, tensor<i32>) -> tensor<4x176x512xbf16>
      %242 = "mhlo.fusion"(%237#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        mhlo.return %254 : tensor<1408x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %243 = "mhlo.fusion"(%iterArg_48, %242, %iterArg_7, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<1408x512xbf16>, %arg16: tensor<4x64x1408xbf16>, %arg17: tensor<i32>):
        %254 = stablehlo.convert %arg16 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
        %255 = stablehlo.convert %arg15 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        %c_53 = stablehlo.constant dense<0> : tensor<i32>
        %256 = stablehlo.dynamic_slice %255, %c_53, %arg14, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
        %257 = stablehlo.convert %256 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
        %258 = stablehlo.convert %257 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
        %259 = stablehlo.transpose %258, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
        %260 = mhlo.copy %259 : tensor<64x1408xf32>
        %261 = mhlo.bitcast %260 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1408xf32>) -> tensor<1x64x1408xf32>
        %c_54 = stablehlo.constant dense<3> : tensor<i32>
        %262 = stablehlo.subtract %c_54, %arg17 : tensor<i32>
        %263 = stablehlo.dynamic_update_slice %254, %261, %262, %c_53, %c_53 : (tensor<4x64x1408xf32>, tensor<1x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xf32>
        %264 = stablehlo.convert %263 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
        mhlo.return %264 : tensor<4x64x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<1408x512xbf16>, tensor<4x64x1408xbf16>, tensor<i32>) -> tensor<4x64x1408xbf16>
      %244 = "mhlo.fusion"(%237#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<1408x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
        mhlo.return %254 : tensor<1408x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %245 = "mhlo.fusion"(%iterArg_48, %244, %iterArg_8, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<1408x512xbf16>, %arg16: tensor<4x64x1408xbf16>, %arg17: tensor<i32>):
        %254 = stablehlo.convert %arg16 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
        %255 = stablehlo.convert %arg15 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
        %c_53 = stablehlo.constant dense<0> : tensor<i32>
        %256 = stablehlo.dynamic_slice %255, %c_53, %arg14, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
        %257 = stablehlo.convert %256 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
        %258 = stablehlo.convert %257 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
        %259 = stablehlo.transpose %258, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
        %260 = mhlo.copy %259 : tensor<64x1408xf32>
        %261 = mhlo.bitcast %260 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1408xf32>) -> tensor<1x64x1408xf32>
        %c_54 = stablehlo.constant dense<3> : tensor<i32>
        %262 = stablehlo.subtract %c_54, %arg17 : tensor<i32>
        %263 = stablehlo.dynamic_update_slice %254, %261, %262, %c_53, %c_53 : (tensor<4x64x1408xf32>, tensor<1x64x1408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xf32>
        %264 = stablehlo.convert %263 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
        mhlo.return %264 : tensor<4x64x1408xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<1408x512xbf16>, tensor<4x64x1408xbf16>, tensor<i32>) -> tensor<4x64x1408xbf16>
      %246 = "mhlo.fusion"(%237#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        mhlo.return %254 : tensor<512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %247 = "mhlo.fusion"(%iterArg_48, %246, %iterArg_9, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<512x512xbf16>, %arg16: tensor<4x64x512xbf16>, %arg17: tensor<i32>):
        %254 = stablehlo.convert %arg16 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
        %255 = stablehlo.convert %arg15 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %c_53 = stablehlo.constant dense<0> : tensor<i32>
        %256 = stablehlo.dynamic_slice %255, %c_53, %arg14, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
        %257 = stablehlo.convert %256 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
        %258 = stablehlo.convert %257 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
        %259 = stablehlo.transpose %258, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
        %260 = mhlo.copy %259 : tensor<64x512xf32>
        %261 = mhlo.bitcast %260 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
        %c_54 = stablehlo.constant dense<3> : tensor<i32>
        %262 = stablehlo.subtract %c_54, %arg17 : tensor<i32>
        %263 = stablehlo.dynamic_update_slice %254, %261, %262, %c_53, %c_53 : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
        %264 = stablehlo.convert %263 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
        mhlo.return %264 : tensor<4x64x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x512xbf16>, tensor<4x64x512xbf16>, tensor<i32>) -> tensor<4x64x512xbf16>
      %248 = "mhlo.fusion"(%237#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        mhlo.return %254 : tensor<512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %249 = "mhlo.fusion"(%iterArg_48, %248, %iterArg_10, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<512x512xbf16>, %arg16: tensor<4x64x512xbf16>, %arg17: tensor<i32>):
        %254 = stablehlo.convert %arg16 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
        %255 = stablehlo.convert %arg15 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %c_53 = stablehlo.constant dense<0> : tensor<i32>
        %256 = stablehlo.dynamic_slice %255, %c_53, %arg14, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
        %257 = stablehlo.convert %256 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
        %258 = stablehlo.convert %257 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
        %259 = stablehlo.transpose %258, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
        %260 = mhlo.copy %259 : tensor<64x512xf32>
        %261 = mhlo.bitcast %260 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
        %c_54 = stablehlo.constant dense<3> : tensor<i32>
        %262 = stablehlo.subtract %c_54, %arg17 : tensor<i32>
        %263 = stablehlo.dynamic_update_slice %254, %261, %262, %c_53, %c_53 : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
        %264 = stablehlo.convert %263 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
        mhlo.return %264 : tensor<4x64x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x512xbf16>, tensor<4x64x512xbf16>, tensor<i32>) -> tensor<4x64x512xbf16>
      %250 = "mhlo.fusion"(%237#7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        mhlo.return %254 : tensor<512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %251 = "mhlo.fusion"(%iterArg_48, %250, %iterArg_11, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<512x512xbf16>, %arg16: tensor<4x64x512xbf16>, %arg17: tensor<i32>):
        %254 = stablehlo.convert %arg16 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
        %255 = stablehlo.convert %arg15 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %c_53 = stablehlo.constant dense<0> : tensor<i32>
        %256 = stablehlo.dynamic_slice %255, %c_53, %arg14, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
        %257 = stablehlo.convert %256 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
        %258 = stablehlo.convert %257 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
        %259 = stablehlo.transpose %258, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
        %260 = mhlo.copy %259 : tensor<64x512xf32>
        %261 = mhlo.bitcast %260 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
        %c_54 = stablehlo.constant dense<3> : tensor<i32>
        %262 = stablehlo.subtract %c_54, %arg17 : tensor<i32>
        %263 = stablehlo.dynamic_update_slice %254, %261, %262, %c_53, %c_53 : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
        %264 = stablehlo.convert %263 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
        mhlo.return %264 : tensor<4x64x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x512xbf16>, tensor<4x64x512xbf16>, tensor<i32>) -> tensor<4x64x512xbf16>
      %252 = "mhlo.fusion"(%237#8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<512x512xf32>):
        %254 = stablehlo.convert %arg14 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
        mhlo.return %254 : tensor<512x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %253 = "mhlo.fusion"(%iterArg_48, %252, %iterArg_12, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg14: tensor<i32>, %arg15: tensor<512x512xbf16>, %arg16: tensor<4x64x512xbf16>, %arg17: tensor<i32>):
        %254 = stablehlo.convert %arg16 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
        %255 = stablehlo.convert %arg15 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
        %c_53 = stablehlo.constant dense<0> : tensor<i32>
        %256 = stablehlo.dynamic_slice %255, %c_53, %arg14, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
        %257 = stablehlo.convert %256 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
        %258 = stablehlo.convert %257 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
        %259 = stablehlo.transpose %258, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
        %260 = mhlo.copy %259 : tensor<64x512xf32>
        %261 = mhlo.bitcast %260 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
        %c_54 = stablehlo.constant dense<3> : tensor<i32>
        %262 = stablehlo.subtract %c_54, %arg17 : tensor<i32>
        %263 = stablehlo.dynamic_update_slice %254, %261, %262, %c_53, %c_53 : (tensor<4x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xf32>
        %264 = stablehlo.convert %263 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
        mhlo.return %264 : tensor<4x64x512xbf16>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<512x512xbf16>, tensor<4x64x512xbf16>, tensor<i32>) -> tensor<4x64x512xbf16>
      stablehlo.return %136, %205, %238, %239, %241, %243, %245, %247, %249, %251, %253, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50 : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xf32>, tensor<2x8x256x256xi1>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1408xf32>, tensor<4x176x512xf32>, tensor<4x64x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x2x256x1408xf32>, tensor<4x64x1408xf32>, tensor<4x1x1x512xf32>, tensor<4x64x512xf32>, tensor<4x2x8x256x256xf32>, tensor<4x64x512xf32>, tensor<4x2x256x8x64xf32>, tensor<4x2x256x8x64xf32>, tensor<4x64x512xf32>, tensor<4x2x256x8x64xf32>, tensor<4x64x512xf32>, tensor<4x1x1x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1408xf32>, tensor<i32>, tensor<4x2x256x512xf32>, tensor<i32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>
    }
    %106 = "mhlo.fusion"(%105#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x512xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %136 = mhlo.bitcast %135 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[512,1,512]{2,0,1}"} : (tensor<2x256x512xf32>) -> tensor<512x1x512xf32>
      %137 = mhlo.copy %136 : tensor<512x1x512xf32>
      mhlo.return %137 : tensor<512x1x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x1x512xf32>
    %107 = "mhlo.fusion"(%2, %3, %106) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>, %arg15: tensor<512x1xi32>, %arg16: tensor<512x1x512xf32>):
      %135 = "stablehlo.scatter"(%arg14, %arg15, %arg16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
        %136 = stablehlo.add %arg17, %arg18 : tensor<f32>
        %137 = stablehlo.convert %136 : (tensor<f32>) -> tensor<bf16>
        %138 = stablehlo.convert %137 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %138 : tensor<f32>
      }) : (tensor<4096x512xf32>, tensor<512x1xi32>, tensor<512x1x512xf32>) -> tensor<4096x512xf32>
      mhlo.return %135 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>, tensor<512x1xi32>, tensor<512x1x512xf32>) -> tensor<4096x512xf32>
    %108 = "mhlo.fusion"(%72, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512x512xbf16>, %arg15: tensor<2x256x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %137 = mhlo.bitcast %136 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %138 = stablehlo.multiply %135, %137 : tensor<2x256x512xf32>
      %139 = stablehlo.convert %138 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %140 = stablehlo.convert %139 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %140 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %109 = "mhlo.fusion"(%108, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x512xf32>, %arg15: tensor<f32>):
      %135 = "stablehlo.reduce_window"(%arg14, %arg15) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %136 = stablehlo.add %arg16, %arg17 : tensor<f32>
        %137 = stablehlo.convert %136 : (tensor<f32>) -> tensor<bf16>
        %138 = stablehlo.convert %137 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %138 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %135 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %110 = "mhlo.fusion"(%109, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1x8x512xf32>, %arg15: tensor<f32>):
      %135 = stablehlo.reduce(%arg14 init: %arg15) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg16: tensor<f32>, %arg17: tensor<f32>)  {
        %136 = stablehlo.add %arg16, %arg17 : tensor<f32>
        %137 = stablehlo.convert %136 : (tensor<f32>) -> tensor<bf16>
        %138 = stablehlo.convert %137 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %138 : tensor<f32>
      }
      mhlo.return %135 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %111 = "mhlo.fusion"(%69) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x4096xbf16>):
      %135 = stablehlo.convert %arg14 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
      %136 = stablehlo.transpose %135, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4096,2,256]{0,2,1}"} : (tensor<2x256x4096xf32>) -> tensor<4096x2x256xf32>
      %137 = mhlo.copy %136 : tensor<4096x2x256xf32>
      %138 = mhlo.bitcast %137 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4096x2x256xf32>) -> tensor<4096x512xf32>
      mhlo.return %138 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xbf16>) -> tensor<4096x512xf32>
    %112 = "mhlo.fusion"(%111, %60) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>, %arg15: tensor<512x512xf32>):
      %135 = stablehlo.dot %arg14, %arg15, precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<512x512xf32>) -> tensor<4096x512xf32>
      mhlo.return %135 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>, tensor<512x512xf32>) -> tensor<4096x512xf32>
    %113 = "mhlo.fusion"(%112) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>):
      %135 = stablehlo.convert %arg14 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      %136 = stablehlo.convert %135 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      mhlo.return %136 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>) -> tensor<4096x512xf32>
    %114 = "mhlo.fusion"(%66) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256xf32>):
      %135 = stablehlo.log %arg14 : tensor<2x256xf32>
      mhlo.return %135 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %115 = "mhlo.fusion"(%arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256xi32>):
      %135 = stablehlo.iota dim = 0 : tensor<2x256x1x1xi32>
      %136 = stablehlo.iota dim = 1 : tensor<2x256x1x1xi32>
      %137 = mhlo.bitcast %arg14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %138 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %139 = stablehlo.compare LT, %137, %138 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %140 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %141 = stablehlo.add %137, %140 : tensor<2x256x1xi32>
      %142 = stablehlo.select %139, %141, %137 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
      %143 = mhlo.bitcast %142 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
      %144 = stablehlo.concatenate %135, %136, %143, dim = 3 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x3xi32>
      mhlo.return %144 : tensor<2x256x1x3xi32>
    }) {output_operand_aliasing = []} : (tensor<2x256xi32>) -> tensor<2x256x1x3xi32>
    %116 = "mhlo.fusion"(%64, %114, %115, %arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x4096xf32>, %arg15: tensor<2x256xf32>, %arg16: tensor<2x256x1x3xi32>, %arg17: tensor<2x256xi32>):
      %135 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %136 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %137 = stablehlo.compare LT, %135, %136 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
      %c_4 = stablehlo.constant dense<4096> : tensor<i32>
      %138 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %139 = stablehlo.add %135, %138 : tensor<2x256x1xi32>
      %140 = stablehlo.select %137, %139, %135 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
      %141 = mhlo.bitcast %140 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
      %142 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
      %143 = stablehlo.compare GE, %141, %142 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
      %c_5 = stablehlo.constant dense<4095> : tensor<i32>
      %144 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
      %145 = stablehlo.compare LE, %141, %144 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
      %146 = stablehlo.and %143, %145 : tensor<2x256x1x1xi1>
      %147 = mhlo.bitcast %146 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "pred[2,256,1]{1,0,2}"} : (tensor<2x256x1x1xi1>) -> tensor<2x256x1xi1>
      %148 = mhlo.copy %147 : tensor<2x256x1xi1>
      %149 = stablehlo.broadcast_in_dim %arg15, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
      %150 = stablehlo.subtract %arg14, %149 : tensor<2x256x4096xf32>
      %151 = mhlo.bitcast %arg16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x1x3xi32>) -> tensor<512x3xi32>
      %152 = "stablehlo.gather"(%150, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x256x4096xf32>, tensor<512x3xi32>) -> tensor<512x1x1x1xf32>
      %153 = mhlo.bitcast %152 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<512x1x1x1xf32>) -> tensor<2x256x1xf32>
      %154 = mhlo.copy %153 : tensor<2x256x1xf32>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %155 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %156 = stablehlo.select %148, %154, %155 : tensor<2x256x1xi1>, tensor<2x256x1xf32>
      mhlo.return %156 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<2x256xf32>, tensor<2x256x1x3xi32>, tensor<2x256xi32>) -> tensor<2x256x1xf32>
    %117 = "mhlo.fusion"(%116, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<2x256x1xf32>, %arg15: tensor<f32>):
      %135 = "stablehlo.reduce_window"(%arg14, %arg15) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        %136 = stablehlo.add %arg16, %arg17 : tensor<f32>
        stablehlo.return %136 : tensor<f32>
      }) : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
      mhlo.return %135 : tensor<1x8x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
    %118 = "mhlo.fusion"(%117, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<1x8x1xf32>, %arg15: tensor<f32>):
      %135 = stablehlo.reduce(%arg14 init: %arg15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %135 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<f32>
    %119:4 = "stablehlo.all_reduce"(%107, %110, %113, %118) <{channel_handle = #stablehlo.channel_handle<handle = 33, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %135 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %135 : tensor<f32>
    }) : (tensor<4096x512xf32>, tensor<512xf32>, tensor<4096x512xf32>, tensor<f32>) -> (tensor<4096x512xf32>, tensor<512xf32>, tensor<4096x512xf32>, tensor<f32>)
    %120 = "mhlo.fusion"(%119#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>):
      %135 = stablehlo.convert %arg14 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      mhlo.return %135 : tensor<4096x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %121 = "mhlo.fusion"(%120, %0, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xbf16>, %arg15: tensor<ui32>, %arg16: tensor<512x512xbf16>):
      %135 = stablehlo.convert %arg16 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %137 = stablehlo.convert %arg15 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<512> : tensor<i32>
      %138 = stablehlo.multiply %137, %c_3 : tensor<i32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %139 = stablehlo.dynamic_slice %136, %138, %c_4, sizes = [512, 512] : (tensor<4096x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
      %140 = stablehlo.convert %139 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %141 = stablehlo.convert %140 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %cst_5 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %142 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %143 = stablehlo.multiply %141, %142 : tensor<512x512xf32>
      %144 = stablehlo.convert %143 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %145 = stablehlo.convert %144 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %146 = stablehlo.subtract %135, %145 : tensor<512x512xf32>
      %147 = stablehlo.convert %146 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %147 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xbf16>, tensor<ui32>, tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %122 = "mhlo.fusion"(%119#1, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<512xf32>, %arg15: tensor<512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<512xbf16>) -> tensor<512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<512xf32>) -> tensor<512xbf16>
      %137 = stablehlo.convert %136 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %138 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %139 = stablehlo.multiply %137, %138 : tensor<512xf32>
      %140 = stablehlo.convert %139 : (tensor<512xf32>) -> tensor<512xbf16>
      %141 = stablehlo.convert %140 : (tensor<512xbf16>) -> tensor<512xf32>
      %142 = stablehlo.subtract %135, %141 : tensor<512xf32>
      %143 = stablehlo.convert %142 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %143 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %123 = "mhlo.fusion"(%105#2, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512xbf16>, %arg15: tensor<4x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<4x512xf32>
      %139 = stablehlo.convert %138 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      %140 = stablehlo.convert %139 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<4x512xf32>
      %142 = stablehlo.convert %141 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      mhlo.return %142 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512xbf16>, tensor<4x512xbf16>) -> tensor<4x512xbf16>
    %124 = "mhlo.fusion"(%105#3, %arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x512xbf16>, %arg15: tensor<4x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<4x512xf32>
      %139 = stablehlo.convert %138 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      %140 = stablehlo.convert %139 : (tensor<4x512xbf16>) -> tensor<4x512xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<4x512xf32>
      %142 = stablehlo.convert %141 : (tensor<4x512xf32>) -> tensor<4x512xbf16>
      mhlo.return %142 : tensor<4x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x512xbf16>, tensor<4x512xbf16>) -> tensor<4x512xbf16>
    %125 = "mhlo.fusion"(%105#4, %arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x176x512xbf16>, %arg15: tensor<4x176x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x176x512xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<4x176x512xf32>
      %139 = stablehlo.convert %138 : (tensor<4x176x512xf32>) -> tensor<4x176x512xbf16>
      %140 = stablehlo.convert %139 : (tensor<4x176x512xbf16>) -> tensor<4x176x512xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<4x176x512xf32>
      %142 = stablehlo.convert %141 : (tensor<4x176x512xf32>) -> tensor<4x176x512xbf16>
      mhlo.return %142 : tensor<4x176x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x176x512xbf16>, tensor<4x176x512xbf16>) -> tensor<4x176x512xbf16>
    %126 = "mhlo.fusion"(%105#5, %arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x1408xbf16>, %arg15: tensor<4x64x1408xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x1408xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<4x64x1408xf32>
      %139 = stablehlo.convert %138 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
      %140 = stablehlo.convert %139 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<4x64x1408xf32>
      %142 = stablehlo.convert %141 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
      mhlo.return %142 : tensor<4x64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>) -> tensor<4x64x1408xbf16>
    %127 = "mhlo.fusion"(%105#6, %arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x1408xbf16>, %arg15: tensor<4x64x1408xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x1408xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<4x64x1408xf32>
      %139 = stablehlo.convert %138 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
      %140 = stablehlo.convert %139 : (tensor<4x64x1408xbf16>) -> tensor<4x64x1408xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<4x64x1408xf32>
      %142 = stablehlo.convert %141 : (tensor<4x64x1408xf32>) -> tensor<4x64x1408xbf16>
      mhlo.return %142 : tensor<4x64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>) -> tensor<4x64x1408xbf16>
    %128 = "mhlo.fusion"(%105#7, %arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x512xbf16>, %arg15: tensor<4x64x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<4x64x512xf32>
      %139 = stablehlo.convert %138 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      %140 = stablehlo.convert %139 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<4x64x512xf32>
      %142 = stablehlo.convert %141 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      mhlo.return %142 : tensor<4x64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xbf16>, tensor<4x64x512xbf16>) -> tensor<4x64x512xbf16>
    %129 = "mhlo.fusion"(%105#8, %arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x512xbf16>, %arg15: tensor<4x64x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<4x64x512xf32>
      %139 = stablehlo.convert %138 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      %140 = stablehlo.convert %139 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<4x64x512xf32>
      %142 = stablehlo.convert %141 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      mhlo.return %142 : tensor<4x64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xbf16>, tensor<4x64x512xbf16>) -> tensor<4x64x512xbf16>
    %130 = "mhlo.fusion"(%105#9, %arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x512xbf16>, %arg15: tensor<4x64x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<4x64x512xf32>
      %139 = stablehlo.convert %138 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      %140 = stablehlo.convert %139 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<4x64x512xf32>
      %142 = stablehlo.convert %141 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      mhlo.return %142 : tensor<4x64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xbf16>, tensor<4x64x512xbf16>) -> tensor<4x64x512xbf16>
    %131 = "mhlo.fusion"(%105#10, %arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4x64x512xbf16>, %arg15: tensor<4x64x512xbf16>):
      %135 = stablehlo.convert %arg15 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<4x64x512xf32>
      %139 = stablehlo.convert %138 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      %140 = stablehlo.convert %139 : (tensor<4x64x512xbf16>) -> tensor<4x64x512xf32>
      %141 = stablehlo.subtract %135, %140 : tensor<4x64x512xf32>
      %142 = stablehlo.convert %141 : (tensor<4x64x512xf32>) -> tensor<4x64x512xbf16>
      mhlo.return %142 : tensor<4x64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x64x512xbf16>, tensor<4x64x512xbf16>) -> tensor<4x64x512xbf16>
    %132 = "mhlo.fusion"(%119#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xf32>):
      %135 = stablehlo.convert %arg14 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      mhlo.return %135 : tensor<4096x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %133 = "mhlo.fusion"(%132, %0, %arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<4096x512xbf16>, %arg15: tensor<ui32>, %arg16: tensor<64x4096xbf16>):
      %135 = stablehlo.convert %arg16 : (tensor<64x4096xbf16>) -> tensor<64x4096xf32>
      %136 = stablehlo.convert %arg14 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %137 = stablehlo.convert %arg15 : (tensor<ui32>) -> tensor<i32>
      %c_4 = stablehlo.constant dense<64> : tensor<i32>
      %138 = stablehlo.multiply %137, %c_4 : tensor<i32>
      %139 = stablehlo.dynamic_slice %136, %c_3, %138, sizes = [4096, 64] : (tensor<4096x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4096x64xf32>
      %140 = stablehlo.convert %139 : (tensor<4096x64xf32>) -> tensor<4096x64xbf16>
      %141 = stablehlo.convert %140 : (tensor<4096x64xbf16>) -> tensor<4096x64xf32>
      %cst_5 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %142 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
      %143 = stablehlo.multiply %141, %142 : tensor<4096x64xf32>
      %144 = stablehlo.convert %143 : (tensor<4096x64xf32>) -> tensor<4096x64xbf16>
      %145 = stablehlo.convert %144 : (tensor<4096x64xbf16>) -> tensor<4096x64xf32>
      %146 = stablehlo.transpose %145, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,4096]{0,1}"} : (tensor<4096x64xf32>) -> tensor<64x4096xf32>
      %147 = mhlo.copy %146 : tensor<64x4096xf32>
      %148 = stablehlo.subtract %135, %147 : tensor<64x4096xf32>
      %149 = stablehlo.convert %148 : (tensor<64x4096xf32>) -> tensor<64x4096xbf16>
      mhlo.return %149 : tensor<64x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xbf16>, tensor<ui32>, tensor<64x4096xbf16>) -> tensor<64x4096xbf16>
    %134 = "mhlo.fusion"(%119#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg14: tensor<f32>):
      %cst_3 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
      %135 = stablehlo.multiply %arg14, %cst_3 : tensor<f32>
      %136 = stablehlo.negate %135 : tensor<f32>
      mhlo.return %136 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %121, %122, %123, %124, %125, %126, %127, %128, %129, %130, %131, %133, %134 : tensor<512x512xbf16>, tensor<512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<64x4096xbf16>, tensor<f32>
  }
}
