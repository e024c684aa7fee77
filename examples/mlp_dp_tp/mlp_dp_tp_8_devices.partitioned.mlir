module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}, {devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}, {devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}, {devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}, {replicated}}", mhlo.spmd_parameters_shardings = ["{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "{devices=[2,1,4]<=[8] last_tile_dim_replicate}", "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"], mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.1.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.2.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.3.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<256x1024xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<256x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @fused_computation.1(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<256x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<256x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<256x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<256x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<256x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<256x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<256x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<1024x1024xf32>, %arg1: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %cst = stablehlo.constant dense<0.0100097656> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1024x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %8 = mhlo.copy %7 : tensor<1024x1024xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<1024x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    return %10 : tensor<1024x1024xbf16>
  }
  func.func private @fused_computation.9(%arg0: tensor<1024x1024xf32>, %arg1: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %cst = stablehlo.constant dense<0.0100097656> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1024x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %8 = mhlo.copy %7 : tensor<1024x1024xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<1024x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    return %10 : tensor<1024x1024xbf16>
  }
  func.func private @fused_computation.10(%arg0: tensor<1024x1024xf32>, %arg1: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %cst = stablehlo.constant dense<0.0100097656> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1024x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %8 = mhlo.copy %7 : tensor<1024x1024xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<1024x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    return %10 : tensor<1024x1024xbf16>
  }
  func.func private @fused_computation.11(%arg0: tensor<1024x1024xf32>, %arg1: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %cst = stablehlo.constant dense<0.0100097656> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1024x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %8 = mhlo.copy %7 : tensor<1024x1024xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<1024x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    return %10 : tensor<1024x1024xbf16>
  }
  func.func private @fused_computation.12(%arg0: tensor<256x1024xf32>, %arg1: tensor<256x1024xbf16>, %arg2: tensor<256x1024xbf16>, %arg3: tensor<256x1024xbf16>, %arg4: tensor<256x1024xbf16>) -> tensor<256x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %2 = stablehlo.convert %arg1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<256x1024xf32>
    %4 = stablehlo.convert %3 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %5 = stablehlo.convert %4 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %6 = stablehlo.convert %arg4 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %7 = stablehlo.multiply %6, %1 : tensor<256x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<256x1024xf32>
    %12 = stablehlo.convert %11 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %13 = stablehlo.convert %12 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %15 = stablehlo.convert %arg2 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<256x1024xf32>
    %17 = stablehlo.convert %16 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %18 = stablehlo.convert %17 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<256x1024xf32>
    %20 = stablehlo.convert %19 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %21 = stablehlo.convert %20 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %22 = stablehlo.multiply %21, %15 : tensor<256x1024xf32>
    %23 = stablehlo.convert %22 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %24 = stablehlo.convert %23 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %25 = stablehlo.add %21, %24 : tensor<256x1024xf32>
    %26 = stablehlo.convert %25 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %27 = stablehlo.convert %26 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<256x1024xf32>
    %30 = stablehlo.convert %29 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %31 = stablehlo.convert %30 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %32 = stablehlo.add %5, %31 : tensor<256x1024xf32>
    %33 = stablehlo.convert %32 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %34 = stablehlo.convert %33 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_2 = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<256x1024xf32>
    %37 = stablehlo.convert %36 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %38 = stablehlo.convert %37 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %39 = stablehlo.convert %arg3 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<256x1024xf32>
    %42 = stablehlo.convert %41 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %43 = stablehlo.convert %42 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %44 = stablehlo.multiply %38, %43 : tensor<256x1024xf32>
    %45 = stablehlo.convert %44 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %46 = stablehlo.convert %45 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %47 = stablehlo.add %34, %46 : tensor<256x1024xf32>
    %48 = stablehlo.convert %47 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %49 = stablehlo.convert %48 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    return %49 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<256x1024xf32>, %arg1: tensor<256x1024xbf16>) -> tensor<256x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<256x1024xf32>
    %4 = stablehlo.convert %3 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %5 = stablehlo.convert %4 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    return %5 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<256x1024xf32>, %arg1: tensor<256x1024xbf16>, %arg2: tensor<256x1024xbf16>, %arg3: tensor<256x1024xbf16>, %arg4: tensor<256x1024xbf16>) -> tensor<256x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %2 = stablehlo.convert %arg1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<256x1024xf32>
    %4 = stablehlo.convert %3 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %5 = stablehlo.convert %4 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %6 = stablehlo.convert %arg4 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %7 = stablehlo.multiply %6, %1 : tensor<256x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<256x1024xf32>
    %12 = stablehlo.convert %11 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %13 = stablehlo.convert %12 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %15 = stablehlo.convert %arg2 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<256x1024xf32>
    %17 = stablehlo.convert %16 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %18 = stablehlo.convert %17 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<256x1024xf32>
    %20 = stablehlo.convert %19 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %21 = stablehlo.convert %20 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %22 = stablehlo.multiply %21, %15 : tensor<256x1024xf32>
    %23 = stablehlo.convert %22 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %24 = stablehlo.convert %23 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %25 = stablehlo.add %21, %24 : tensor<256x1024xf32>
    %26 = stablehlo.convert %25 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %27 = stablehlo.convert %26 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<256x1024xf32>
    %30 = stablehlo.convert %29 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %31 = stablehlo.convert %30 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %32 = stablehlo.add %5, %31 : tensor<256x1024xf32>
    %33 = stablehlo.convert %32 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %34 = stablehlo.convert %33 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_2 = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<256x1024xf32>
    %37 = stablehlo.convert %36 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %38 = stablehlo.convert %37 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %39 = stablehlo.convert %arg3 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<256x1024xf32>
    %42 = stablehlo.convert %41 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %43 = stablehlo.convert %42 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %44 = stablehlo.multiply %38, %43 : tensor<256x1024xf32>
    %45 = stablehlo.convert %44 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %46 = stablehlo.convert %45 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %47 = stablehlo.add %34, %46 : tensor<256x1024xf32>
    %48 = stablehlo.convert %47 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %49 = stablehlo.convert %48 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    return %49 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<256x1024xf32>) -> tensor<256x1024xbf16> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<256x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %2 : tensor<256x1024xbf16>
  }
  func.func private @fused_computation.16(%arg0: tensor<256x1024xbf16>, %arg1: tensor<256x1024xf32>, %arg2: tensor<256x1024xbf16>) -> tensor<256x1024xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.convert %arg1 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<256x1024xf32>
    %4 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<256x1024xf32>
    return %5 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<256x1024xbf16>, %arg1: tensor<256x1024xbf16>) -> tensor<256x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<256x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %4 = stablehlo.convert %3 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    return %4 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<256x1024xbf16>) -> tensor<256x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2 = stablehlo.add %0, %1 : tensor<256x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %4 = stablehlo.convert %3 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x1024xf32>
    %7 = stablehlo.convert %6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %7 : tensor<256x1024xbf16>
  }
  func.func private @fused_computation.19(%arg0: tensor<256x1024xbf16>, %arg1: tensor<256x1024xbf16>) -> tensor<256x1024xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<256x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %4 = stablehlo.convert %3 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x1024xf32>
    %7 = stablehlo.convert %6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %8 = stablehlo.convert %7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %9 = stablehlo.add %0, %8 : tensor<256x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %11 = stablehlo.convert %10 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<256x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %16 = stablehlo.tanh %15 : tensor<256x1024xf32>
    %17 = stablehlo.convert %16 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %17 : tensor<256x1024xbf16>
  }
  func.func private @fused_computation.20(%arg0: tensor<256x1024xbf16>) -> tensor<256x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<256x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %2 : tensor<256x1024xbf16>
  }
  func.func private @fused_computation.21(%arg0: tensor<256x1024xf32>, %arg1: tensor<256x1024xbf16>) -> tensor<256x1024xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<256x1024xf32>
    %4 = stablehlo.convert %3 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %4 : tensor<256x1024xbf16>
  }
  func.func private @fused_computation.22(%arg0: tensor<256x1024xbf16>, %arg1: tensor<256x1024xbf16>) -> tensor<256x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<256x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %4 = stablehlo.convert %3 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    return %4 : tensor<256x1024xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<256x1024xbf16>) -> tensor<256x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %2 = stablehlo.add %0, %1 : tensor<256x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %4 = stablehlo.convert %3 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x1024xf32>
    %7 = stablehlo.convert %6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %7 : tensor<256x1024xbf16>
  }
  func.func private @fused_computation.24(%arg0: tensor<256x1024xbf16>, %arg1: tensor<256x1024xbf16>) -> tensor<256x1024xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<256x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %4 = stablehlo.convert %3 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x1024xf32>
    %7 = stablehlo.convert %6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %8 = stablehlo.convert %7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %9 = stablehlo.add %0, %8 : tensor<256x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %11 = stablehlo.convert %10 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<256x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %16 = stablehlo.tanh %15 : tensor<256x1024xf32>
    %17 = stablehlo.convert %16 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %17 : tensor<256x1024xbf16>
  }
  func.func private @fused_computation.25(%arg0: tensor<256x1024xbf16>) -> tensor<256x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<256x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %2 : tensor<256x1024xbf16>
  }
  func.func private @wrapped_convert_computation(%arg0: tensor<256x1024xbf16>) -> tensor<256x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @wrapped_convert_computation.1(%arg0: tensor<1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
  func.func private @wrapped_convert_computation.2(%arg0: tensor<256x1024xf32>) -> tensor<256x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %0 : tensor<256x1024xbf16>
  }
  func.func private @wrapped_convert_computation.3(%arg0: tensor<1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
  func.func private @wrapped_convert_computation.4(%arg0: tensor<256x1024xbf16>) -> tensor<256x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @wrapped_convert_computation.5(%arg0: tensor<1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
  func.func private @wrapped_convert_computation.6(%arg0: tensor<256x1024xf32>) -> tensor<256x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    return %0 : tensor<256x1024xbf16>
  }
  func.func private @wrapped_convert_computation.7(%arg0: tensor<1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
  func.func private @wrapped_convert_computation.8(%arg0: tensor<256x1024xbf16>) -> tensor<256x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    return %0 : tensor<256x1024xf32>
  }
  func.func private @wrapped_multiply_computation(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<1024x1024xbf16> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<1024x1024xbf16> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<1024x1024xbf16> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<1024x1024xbf16> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<256x1024xbf16> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg5: tensor<256x1024xbf16> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<f32>) {
    %0 = "mhlo.fusion"(%arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %1 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<1024x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      mhlo.return %44 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %2 = "mhlo.fusion"(%0, %1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<1024x1024xf32>):
      %44 = stablehlo.dot %arg6, %arg7, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %3 = "mhlo.fusion"(%2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %44 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %4 = "mhlo.fusion"(%3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %45 = stablehlo.multiply %44, %44 : tensor<256x1024xf32>
      %46 = stablehlo.convert %45 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %46 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %5 = "mhlo.fusion"(%4, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>, %arg7: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %46 = stablehlo.multiply %45, %44 : tensor<256x1024xf32>
      %47 = stablehlo.convert %46 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %48 = stablehlo.convert %47 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_0 = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %50 = stablehlo.multiply %48, %49 : tensor<256x1024xf32>
      %51 = stablehlo.convert %50 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %52 = stablehlo.convert %51 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %53 = stablehlo.add %44, %52 : tensor<256x1024xf32>
      %54 = stablehlo.convert %53 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %55 = stablehlo.convert %54 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %57 = stablehlo.multiply %55, %56 : tensor<256x1024xf32>
      %58 = stablehlo.convert %57 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %59 = stablehlo.convert %58 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %60 = stablehlo.tanh %59 : tensor<256x1024xf32>
      %61 = stablehlo.convert %60 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %61 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %6 = "mhlo.fusion"(%5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %46 = stablehlo.add %44, %45 : tensor<256x1024xf32>
      %47 = stablehlo.convert %46 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %48 = stablehlo.convert %47 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %50 = stablehlo.multiply %48, %49 : tensor<256x1024xf32>
      %51 = stablehlo.convert %50 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %51 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %7 = "mhlo.fusion"(%6, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>, %arg7: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %46 = stablehlo.multiply %44, %45 : tensor<256x1024xf32>
      %47 = stablehlo.convert %46 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %48 = stablehlo.convert %47 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      mhlo.return %48 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %8 = "mhlo.fusion"(%arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<1024x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      mhlo.return %44 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %9 = "mhlo.fusion"(%7, %8) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<1024x1024xf32>):
      %44 = stablehlo.dot %arg6, %arg7, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %10 = "stablehlo.all_reduce"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %44 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %11 = "mhlo.fusion"(%10, %arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %46 = stablehlo.convert %45 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %47 = stablehlo.add %44, %46 : tensor<256x1024xf32>
      %48 = stablehlo.convert %47 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %48 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %12 = "mhlo.fusion"(%11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %13 = "mhlo.fusion"(%arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<1024x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      mhlo.return %44 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %14 = "mhlo.fusion"(%12, %13) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<1024x1024xf32>):
      %44 = stablehlo.dot %arg6, %arg7, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %15 = "mhlo.fusion"(%14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %44 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %16 = "mhlo.fusion"(%15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %45 = stablehlo.multiply %44, %44 : tensor<256x1024xf32>
      %46 = stablehlo.convert %45 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %46 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %17 = "mhlo.fusion"(%16, %15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>, %arg7: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %46 = stablehlo.multiply %45, %44 : tensor<256x1024xf32>
      %47 = stablehlo.convert %46 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %48 = stablehlo.convert %47 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_0 = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %50 = stablehlo.multiply %48, %49 : tensor<256x1024xf32>
      %51 = stablehlo.convert %50 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %52 = stablehlo.convert %51 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %53 = stablehlo.add %44, %52 : tensor<256x1024xf32>
      %54 = stablehlo.convert %53 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %55 = stablehlo.convert %54 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %57 = stablehlo.multiply %55, %56 : tensor<256x1024xf32>
      %58 = stablehlo.convert %57 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %59 = stablehlo.convert %58 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %60 = stablehlo.tanh %59 : tensor<256x1024xf32>
      %61 = stablehlo.convert %60 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %61 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %18 = "mhlo.fusion"(%17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %46 = stablehlo.add %44, %45 : tensor<256x1024xf32>
      %47 = stablehlo.convert %46 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %48 = stablehlo.convert %47 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %50 = stablehlo.multiply %48, %49 : tensor<256x1024xf32>
      %51 = stablehlo.convert %50 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %51 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %19 = "mhlo.fusion"(%18, %15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>, %arg7: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %46 = stablehlo.multiply %44, %45 : tensor<256x1024xf32>
      %47 = stablehlo.convert %46 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %48 = stablehlo.convert %47 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      mhlo.return %48 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %20 = "mhlo.fusion"(%arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<1024x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      mhlo.return %44 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %21 = "mhlo.fusion"(%19, %20) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<1024x1024xf32>):
      %44 = stablehlo.dot %arg6, %arg7, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %22 = "stablehlo.all_reduce"(%21) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %44 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %23 = "mhlo.fusion"(%arg5, %22, %11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>, %arg7: tensor<256x1024xf32>, %arg8: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg8 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %45 = stablehlo.convert %arg7 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %46 = stablehlo.convert %45 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %47 = stablehlo.add %44, %46 : tensor<256x1024xf32>
      %48 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %49 = stablehlo.subtract %47, %48 : tensor<256x1024xf32>
      mhlo.return %49 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>, tensor<256x1024xf32>, tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %24 = "mhlo.fusion"(%23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>):
      %cst_0 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %45 = stablehlo.multiply %arg6, %44 : tensor<256x1024xf32>
      %46 = stablehlo.convert %45 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      mhlo.return %46 : tensor<256x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %25 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %26 = "mhlo.fusion"(%25, %20) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<1024x1024xf32>):
      %44 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %27 = "mhlo.fusion"(%26, %18, %17, %16, %15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<256x1024xbf16>, %arg8: tensor<256x1024xbf16>, %arg9: tensor<256x1024xbf16>, %arg10: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %45 = stablehlo.convert %44 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %46 = stablehlo.convert %arg7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %47 = stablehlo.multiply %45, %46 : tensor<256x1024xf32>
      %48 = stablehlo.convert %47 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %49 = stablehlo.convert %48 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %50 = stablehlo.convert %arg10 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %51 = stablehlo.multiply %50, %45 : tensor<256x1024xf32>
      %52 = stablehlo.convert %51 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %53 = stablehlo.convert %52 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %55 = stablehlo.multiply %53, %54 : tensor<256x1024xf32>
      %56 = stablehlo.convert %55 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %57 = stablehlo.convert %56 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %59 = stablehlo.convert %arg8 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %60 = stablehlo.subtract %58, %59 : tensor<256x1024xf32>
      %61 = stablehlo.convert %60 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %62 = stablehlo.convert %61 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %63 = stablehlo.multiply %57, %62 : tensor<256x1024xf32>
      %64 = stablehlo.convert %63 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %65 = stablehlo.convert %64 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %66 = stablehlo.multiply %65, %59 : tensor<256x1024xf32>
      %67 = stablehlo.convert %66 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %68 = stablehlo.convert %67 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %69 = stablehlo.add %65, %68 : tensor<256x1024xf32>
      %70 = stablehlo.convert %69 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %71 = stablehlo.convert %70 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_2 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %72 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %73 = stablehlo.multiply %71, %72 : tensor<256x1024xf32>
      %74 = stablehlo.convert %73 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %75 = stablehlo.convert %74 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %76 = stablehlo.add %49, %75 : tensor<256x1024xf32>
      %77 = stablehlo.convert %76 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %78 = stablehlo.convert %77 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_3 = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %80 = stablehlo.multiply %75, %79 : tensor<256x1024xf32>
      %81 = stablehlo.convert %80 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %82 = stablehlo.convert %81 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %83 = stablehlo.convert %arg9 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %84 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %85 = stablehlo.multiply %83, %84 : tensor<256x1024xf32>
      %86 = stablehlo.convert %85 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %87 = stablehlo.convert %86 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %88 = stablehlo.multiply %82, %87 : tensor<256x1024xf32>
      %89 = stablehlo.convert %88 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %90 = stablehlo.convert %89 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %91 = stablehlo.add %78, %90 : tensor<256x1024xf32>
      %92 = stablehlo.convert %91 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %93 = stablehlo.convert %92 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      mhlo.return %93 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %28 = "mhlo.fusion"(%27, %13) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<1024x1024xf32>):
      %44 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %29 = "stablehlo.all_reduce"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %44 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %30 = "mhlo.fusion"(%29, %24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %46 = stablehlo.convert %45 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %47 = stablehlo.add %44, %46 : tensor<256x1024xf32>
      %48 = stablehlo.convert %47 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %49 = stablehlo.convert %48 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      mhlo.return %49 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %31 = "mhlo.fusion"(%30, %8) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<1024x1024xf32>):
      %44 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      mhlo.return %44 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %32 = "mhlo.fusion"(%31, %6, %5, %4, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>, %arg7: tensor<256x1024xbf16>, %arg8: tensor<256x1024xbf16>, %arg9: tensor<256x1024xbf16>, %arg10: tensor<256x1024xbf16>):
      %44 = stablehlo.convert %arg6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %45 = stablehlo.convert %44 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %46 = stablehlo.convert %arg7 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %47 = stablehlo.multiply %45, %46 : tensor<256x1024xf32>
      %48 = stablehlo.convert %47 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %49 = stablehlo.convert %48 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %50 = stablehlo.convert %arg10 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %51 = stablehlo.multiply %50, %45 : tensor<256x1024xf32>
      %52 = stablehlo.convert %51 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %53 = stablehlo.convert %52 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %55 = stablehlo.multiply %53, %54 : tensor<256x1024xf32>
      %56 = stablehlo.convert %55 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %57 = stablehlo.convert %56 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %59 = stablehlo.convert %arg8 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %60 = stablehlo.subtract %58, %59 : tensor<256x1024xf32>
      %61 = stablehlo.convert %60 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %62 = stablehlo.convert %61 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %63 = stablehlo.multiply %57, %62 : tensor<256x1024xf32>
      %64 = stablehlo.convert %63 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %65 = stablehlo.convert %64 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %66 = stablehlo.multiply %65, %59 : tensor<256x1024xf32>
      %67 = stablehlo.convert %66 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %68 = stablehlo.convert %67 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %69 = stablehlo.add %65, %68 : tensor<256x1024xf32>
      %70 = stablehlo.convert %69 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %71 = stablehlo.convert %70 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_2 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %72 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %73 = stablehlo.multiply %71, %72 : tensor<256x1024xf32>
      %74 = stablehlo.convert %73 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %75 = stablehlo.convert %74 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %76 = stablehlo.add %49, %75 : tensor<256x1024xf32>
      %77 = stablehlo.convert %76 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %78 = stablehlo.convert %77 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_3 = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %80 = stablehlo.multiply %75, %79 : tensor<256x1024xf32>
      %81 = stablehlo.convert %80 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %82 = stablehlo.convert %81 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %83 = stablehlo.convert %arg9 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %84 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %85 = stablehlo.multiply %83, %84 : tensor<256x1024xf32>
      %86 = stablehlo.convert %85 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %87 = stablehlo.convert %86 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %88 = stablehlo.multiply %82, %87 : tensor<256x1024xf32>
      %89 = stablehlo.convert %88 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %90 = stablehlo.convert %89 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      %91 = stablehlo.add %78, %90 : tensor<256x1024xf32>
      %92 = stablehlo.convert %91 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
      %93 = stablehlo.convert %92 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
      mhlo.return %93 : tensor<256x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %33 = stablehlo.dot_general %32, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %34 = stablehlo.dot_general %30, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %35 = stablehlo.dot_general %27, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %36 = stablehlo.dot_general %25, %19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %37 = "mhlo.fusion"(%23) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg6: tensor<256x1024xf32>):
      %44 = stablehlo.multiply %arg6, %arg6 : tensor<256x1024xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %45 = stablehlo.reduce(%44 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %45 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<256x1024xf32>) -> tensor<f32>
    %38:5 = "stablehlo.all_reduce"(%33, %34, %35, %36, %37) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %44 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %44 : tensor<f32>
    }) : (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<f32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<f32>)
    %39 = "mhlo.fusion"(%38#0, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<1024x1024xf32>, %arg7: tensor<1024x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %46 = stablehlo.convert %45 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %cst_0 = stablehlo.constant dense<0.0100097656> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %48 = stablehlo.multiply %46, %47 : tensor<1024x1024xf32>
      %49 = stablehlo.convert %48 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %50 = stablehlo.convert %49 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %51 = stablehlo.transpose %50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %52 = mhlo.copy %51 : tensor<1024x1024xf32>
      %53 = stablehlo.subtract %44, %52 : tensor<1024x1024xf32>
      %54 = stablehlo.convert %53 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      mhlo.return %54 : tensor<1024x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1024xf32>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %40 = "mhlo.fusion"(%38#1, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<1024x1024xf32>, %arg7: tensor<1024x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %46 = stablehlo.convert %45 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %cst_0 = stablehlo.constant dense<0.0100097656> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %48 = stablehlo.multiply %46, %47 : tensor<1024x1024xf32>
      %49 = stablehlo.convert %48 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %50 = stablehlo.convert %49 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %51 = stablehlo.transpose %50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %52 = mhlo.copy %51 : tensor<1024x1024xf32>
      %53 = stablehlo.subtract %44, %52 : tensor<1024x1024xf32>
      %54 = stablehlo.convert %53 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      mhlo.return %54 : tensor<1024x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1024xf32>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %41 = "mhlo.fusion"(%38#2, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<1024x1024xf32>, %arg7: tensor<1024x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %46 = stablehlo.convert %45 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %cst_0 = stablehlo.constant dense<0.0100097656> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %48 = stablehlo.multiply %46, %47 : tensor<1024x1024xf32>
      %49 = stablehlo.convert %48 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %50 = stablehlo.convert %49 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %51 = stablehlo.transpose %50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %52 = mhlo.copy %51 : tensor<1024x1024xf32>
      %53 = stablehlo.subtract %44, %52 : tensor<1024x1024xf32>
      %54 = stablehlo.convert %53 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      mhlo.return %54 : tensor<1024x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1024xf32>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %42 = "mhlo.fusion"(%38#3, %arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<1024x1024xf32>, %arg7: tensor<1024x1024xbf16>):
      %44 = stablehlo.convert %arg7 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %45 = stablehlo.convert %arg6 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %46 = stablehlo.convert %45 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %cst_0 = stablehlo.constant dense<0.0100097656> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %48 = stablehlo.multiply %46, %47 : tensor<1024x1024xf32>
      %49 = stablehlo.convert %48 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %50 = stablehlo.convert %49 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %51 = stablehlo.transpose %50, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %52 = mhlo.copy %51 : tensor<1024x1024xf32>
      %53 = stablehlo.subtract %44, %52 : tensor<1024x1024xf32>
      %54 = stablehlo.convert %53 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      mhlo.return %54 : tensor<1024x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1024xf32>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %cst = stablehlo.constant dense<1.90734863E-6> : tensor<f32>
    %43 = "mhlo.fusion"(%38#4, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %44 = stablehlo.multiply %arg6, %arg7 : tensor<f32>
      mhlo.return %44 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %39, %40, %41, %42, %43 : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<f32>
  }
}
