module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{devices=[4,1,1,1]<=[4]}, {replicated}}", mhlo.spmd_parameters_shardings = ["{devices=[4,1,1,1]<=[4]}", "{replicated}", "{replicated}"], mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<f32>, %arg1: tensor<4x64x1024xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<4x64x1024xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x64x1024xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @fused_computation.1(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.19(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.21(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.22(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.26(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<64x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<f32>, %arg1: tensor<ui32>) -> tensor<f32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %3 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.select %2, %3, %cst_1 : tensor<i1>, tensor<f32>
    return %4 : tensor<f32>
  }
  func.func private @fused_computation.29(%arg0: tensor<1024x1024xf32>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024x1024xf32>, %arg3: tensor<1024x1024xf32>, %arg4: tensor<1024x1024xf32>, %arg5: tensor<1024x1024xf32>, %arg6: tensor<1024x1024xf32>, %arg7: tensor<1024x1024xf32>, %arg8: tensor<1024x1024xf32>, %arg9: tensor<1024x1024xf32>, %arg10: tensor<1024x1024xf32>, %arg11: tensor<1024x1024xf32>, %arg12: tensor<1024x1024xf32>, %arg13: tensor<1024x1024xf32>, %arg14: tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16> {
    %0 = stablehlo.convert %arg14 : (tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xf32>
    %1 = stablehlo.convert %arg13 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %4 = mhlo.copy %3 : tensor<1024x1024xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.pad %5, %cst, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %7 = stablehlo.convert %6 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %8 = stablehlo.convert %7 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %9 = stablehlo.convert %arg12 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %10 = stablehlo.convert %9 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %12 = mhlo.copy %11 : tensor<1024x1024xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %14 = stablehlo.pad %13, %cst, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %15 = stablehlo.convert %14 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %16 = stablehlo.convert %15 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %17 = stablehlo.add %8, %16 : tensor<2x1024x1024xf32>
    %18 = stablehlo.convert %17 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %19 = stablehlo.convert %18 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %20 = stablehlo.convert %arg11 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %21 = stablehlo.convert %20 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %23 = mhlo.copy %22 : tensor<1024x1024xf32>
    %24 = mhlo.bitcast %23 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %25 = stablehlo.pad %24, %cst, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %26 = stablehlo.convert %25 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %27 = stablehlo.convert %26 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %28 = stablehlo.convert %arg10 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %29 = stablehlo.convert %28 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %30 = stablehlo.transpose %29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %31 = mhlo.copy %30 : tensor<1024x1024xf32>
    %32 = mhlo.bitcast %31 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %33 = stablehlo.pad %32, %cst, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %34 = stablehlo.convert %33 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %35 = stablehlo.convert %34 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %36 = stablehlo.add %27, %35 : tensor<2x1024x1024xf32>
    %37 = stablehlo.convert %36 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %38 = stablehlo.convert %37 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %39 = stablehlo.add %19, %38 : tensor<2x1024x1024xf32>
    %40 = stablehlo.convert %39 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %41 = stablehlo.convert %40 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %42 = stablehlo.convert %arg9 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %43 = stablehlo.convert %42 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %45 = mhlo.copy %44 : tensor<1024x1024xf32>
    %46 = mhlo.bitcast %45 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %47 = stablehlo.pad %46, %cst, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %48 = stablehlo.convert %47 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %49 = stablehlo.convert %48 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %50 = stablehlo.convert %arg8 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %51 = stablehlo.convert %50 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %52 = stablehlo.transpose %51, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %53 = mhlo.copy %52 : tensor<1024x1024xf32>
    %54 = mhlo.bitcast %53 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %55 = stablehlo.pad %54, %cst, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %56 = stablehlo.convert %55 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %57 = stablehlo.convert %56 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %58 = stablehlo.add %49, %57 : tensor<2x1024x1024xf32>
    %59 = stablehlo.convert %58 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %60 = stablehlo.convert %59 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %61 = stablehlo.add %41, %60 : tensor<2x1024x1024xf32>
    %62 = stablehlo.convert %61 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %63 = stablehlo.convert %62 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %64 = stablehlo.convert %arg7 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %65 = stablehlo.convert %64 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %67 = mhlo.copy %66 : tensor<1024x1024xf32>
    %68 = mhlo.bitcast %67 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %69 = stablehlo.pad %68, %cst, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %70 = stablehlo.convert %69 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %71 = stablehlo.convert %70 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %72 = stablehlo.convert %arg6 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %73 = stablehlo.convert %72 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %74 = stablehlo.transpose %73, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %75 = mhlo.copy %74 : tensor<1024x1024xf32>
    %76 = mhlo.bitcast %75 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %77 = stablehlo.pad %76, %cst, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %78 = stablehlo.convert %77 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %79 = stablehlo.convert %78 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %80 = stablehlo.add %71, %79 : tensor<2x1024x1024xf32>
    %81 = stablehlo.convert %80 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %82 = stablehlo.convert %81 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %83 = stablehlo.add %63, %82 : tensor<2x1024x1024xf32>
    %84 = stablehlo.convert %83 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %85 = stablehlo.convert %84 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %86 = stablehlo.convert %arg5 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %87 = stablehlo.convert %86 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %89 = mhlo.copy %88 : tensor<1024x1024xf32>
    %90 = mhlo.bitcast %89 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %91 = stablehlo.pad %90, %cst, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %92 = stablehlo.convert %91 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %93 = stablehlo.convert %92 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %94 = stablehlo.convert %arg4 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %95 = stablehlo.convert %94 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %96 = stablehlo.transpose %95, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %97 = mhlo.copy %96 : tensor<1024x1024xf32>
    %98 = mhlo.bitcast %97 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %99 = stablehlo.pad %98, %cst, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %100 = stablehlo.convert %99 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %101 = stablehlo.convert %100 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %102 = stablehlo.add %93, %101 : tensor<2x1024x1024xf32>
    %103 = stablehlo.convert %102 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %104 = stablehlo.convert %103 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %105 = stablehlo.add %85, %104 : tensor<2x1024x1024xf32>
    %106 = stablehlo.convert %105 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %107 = stablehlo.convert %106 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %108 = stablehlo.convert %arg3 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %109 = stablehlo.convert %108 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %110 = stablehlo.transpose %109, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %111 = mhlo.copy %110 : tensor<1024x1024xf32>
    %112 = mhlo.bitcast %111 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %113 = stablehlo.pad %112, %cst, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %114 = stablehlo.convert %113 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %115 = stablehlo.convert %114 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %116 = stablehlo.convert %arg2 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %117 = stablehlo.convert %116 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %118 = stablehlo.transpose %117, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %119 = mhlo.copy %118 : tensor<1024x1024xf32>
    %120 = mhlo.bitcast %119 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %121 = stablehlo.pad %120, %cst, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %122 = stablehlo.convert %121 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %123 = stablehlo.convert %122 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %124 = stablehlo.add %115, %123 : tensor<2x1024x1024xf32>
    %125 = stablehlo.convert %124 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %126 = stablehlo.convert %125 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %127 = stablehlo.add %107, %126 : tensor<2x1024x1024xf32>
    %128 = stablehlo.convert %127 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %129 = stablehlo.convert %128 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %130 = stablehlo.convert %arg1 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %131 = stablehlo.convert %130 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %132 = stablehlo.transpose %131, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %133 = mhlo.copy %132 : tensor<1024x1024xf32>
    %134 = mhlo.bitcast %133 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %135 = stablehlo.pad %134, %cst, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %136 = stablehlo.convert %135 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %137 = stablehlo.convert %136 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %138 = stablehlo.convert %arg0 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %139 = stablehlo.convert %138 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %140 = stablehlo.transpose %139, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %141 = mhlo.copy %140 : tensor<1024x1024xf32>
    %142 = mhlo.bitcast %141 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %143 = stablehlo.pad %142, %cst, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
    %144 = stablehlo.convert %143 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %145 = stablehlo.convert %144 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %146 = stablehlo.add %137, %145 : tensor<2x1024x1024xf32>
    %147 = stablehlo.convert %146 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %148 = stablehlo.convert %147 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %149 = stablehlo.add %129, %148 : tensor<2x1024x1024xf32>
    %150 = stablehlo.convert %149 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %151 = stablehlo.convert %150 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %cst_0 = stablehlo.constant dense<0.0100097656> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1024x1024xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x1024x1024xf32>
    %154 = stablehlo.convert %153 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
    %155 = stablehlo.convert %154 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %156 = mhlo.bitcast %155 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x1024x1024xf32>) -> tensor<1x2x1024x1024xf32>
    %157 = stablehlo.subtract %0, %156 : tensor<1x2x1024x1024xf32>
    %158 = stablehlo.convert %157 : (tensor<1x2x1024x1024xf32>) -> tensor<1x2x1024x1024xbf16>
    return %158 : tensor<1x2x1024x1024xbf16>
  }
  func.func private @fused_computation.30(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.31(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.32(%arg0: tensor<64x1024xf32>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.select %3, %4, %6 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %9 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.34(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.35(%arg0: tensor<64x1024xf32>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.select %3, %4, %6 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %9 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.36(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.38(%arg0: tensor<64x1024xf32>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.select %3, %4, %6 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %9 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.39(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.40(%arg0: tensor<64x1024xf32>, %arg1: tensor<4x64x1024xbf16>, %arg2: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %1 = stablehlo.slice %0 [0:1, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.add %4, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %11 = stablehlo.convert %arg2 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<64x1024xf32>
    %13 = stablehlo.convert %12 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %14 = stablehlo.convert %13 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %15 = stablehlo.multiply %9, %14 : tensor<64x1024xf32>
    %16 = stablehlo.convert %15 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %17 = stablehlo.convert %16 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %18 = stablehlo.multiply %17, %11 : tensor<64x1024xf32>
    %19 = stablehlo.convert %18 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %20 = stablehlo.convert %19 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %21 = stablehlo.add %17, %20 : tensor<64x1024xf32>
    %22 = stablehlo.convert %21 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %23 = stablehlo.convert %22 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %23 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.41(%arg0: tensor<64x1024xf32>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.select %3, %4, %6 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %9 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.42(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.43(%arg0: tensor<64x1024xf32>, %arg1: tensor<4x64x1024xbf16>, %arg2: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %1 = stablehlo.slice %0 [1:2, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.add %4, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %11 = stablehlo.convert %arg2 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<64x1024xf32>
    %13 = stablehlo.convert %12 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %14 = stablehlo.convert %13 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %15 = stablehlo.multiply %9, %14 : tensor<64x1024xf32>
    %16 = stablehlo.convert %15 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %17 = stablehlo.convert %16 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %18 = stablehlo.multiply %17, %11 : tensor<64x1024xf32>
    %19 = stablehlo.convert %18 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %20 = stablehlo.convert %19 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %21 = stablehlo.add %17, %20 : tensor<64x1024xf32>
    %22 = stablehlo.convert %21 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %23 = stablehlo.convert %22 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %23 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.44(%arg0: tensor<64x1024xf32>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.select %3, %4, %6 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %9 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.45(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.46(%arg0: tensor<64x1024xf32>, %arg1: tensor<4x64x1024xbf16>, %arg2: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %1 = stablehlo.slice %0 [2:3, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.add %4, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %11 = stablehlo.convert %arg2 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<64x1024xf32>
    %13 = stablehlo.convert %12 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %14 = stablehlo.convert %13 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %15 = stablehlo.multiply %9, %14 : tensor<64x1024xf32>
    %16 = stablehlo.convert %15 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %17 = stablehlo.convert %16 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %18 = stablehlo.multiply %17, %11 : tensor<64x1024xf32>
    %19 = stablehlo.convert %18 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %20 = stablehlo.convert %19 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %21 = stablehlo.add %17, %20 : tensor<64x1024xf32>
    %22 = stablehlo.convert %21 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %23 = stablehlo.convert %22 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %23 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.47(%arg0: tensor<64x1024xf32>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.select %3, %4, %6 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %9 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.48(%arg0: tensor<64x1024xf32>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<64x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %9, %3 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.add %9, %12 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %15 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.49(%arg0: tensor<4x64x1024xbf16>, %arg1: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %1 = stablehlo.slice %0 [3:4, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %6 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<64x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %12 = stablehlo.convert %11 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %13 = stablehlo.multiply %12, %6 : tensor<64x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %15 = stablehlo.convert %14 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %16 = stablehlo.add %12, %15 : tensor<64x1024xf32>
    %17 = stablehlo.convert %16 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %18 = stablehlo.convert %17 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %18 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.50(%arg0: tensor<4x64x1024xf32>, %arg1: tensor<ui32>) -> tensor<4x64x1024xbf16> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.select %2, %cst, %cst_1 : tensor<i1>, tensor<f32>
    %cst_2 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %4 = stablehlo.multiply %3, %cst_2 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x64x1024xf32>
    %7 = stablehlo.convert %6 : (tensor<4x64x1024xf32>) -> tensor<4x64x1024xbf16>
    return %7 : tensor<4x64x1024xbf16>
  }
  func.func private @fused_computation.51(%arg0: tensor<4x64x1024xbf16>, %arg1: tensor<64x1024xbf16>, %arg2: tensor<64x1024xbf16>, %arg3: tensor<64x1024xbf16>, %arg4: tensor<64x1024xbf16>) -> tensor<4x64x1024xf32> {
    %0 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1024xf32>) -> tensor<1x64x1024xf32>
    %2 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1024xf32>) -> tensor<1x64x1024xf32>
    %4 = stablehlo.convert %arg2 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1024xf32>) -> tensor<1x64x1024xf32>
    %6 = stablehlo.convert %arg1 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1024xf32>) -> tensor<1x64x1024xf32>
    %8 = stablehlo.concatenate %1, %3, %5, %7, dim = 0 : (tensor<1x64x1024xf32>, tensor<1x64x1024xf32>, tensor<1x64x1024xf32>, tensor<1x64x1024xf32>) -> tensor<4x64x1024xf32>
    %9 = stablehlo.convert %arg0 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<4x64x1024xf32>
    return %10 : tensor<4x64x1024xf32>
  }
  func.func private @fused_computation.52(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.53(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.54(%arg0: tensor<64x1024xf32>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.select %3, %4, %6 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %9 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.55(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.56(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.57(%arg0: tensor<64x1024xf32>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.select %3, %4, %6 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %9 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.58(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.59(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.60(%arg0: tensor<64x1024xf32>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %5 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %7 = stablehlo.select %3, %4, %6 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %9 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.61(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.62(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.63(%arg0: tensor<64x1024xf32>, %arg1: tensor<4x64x1024xbf16>, %arg2: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg2, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %4 = stablehlo.convert %arg1 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %5 = stablehlo.slice %4 [3:4, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
    %6 = stablehlo.convert %5 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
    %7 = stablehlo.convert %6 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
    %9 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %10 = stablehlo.convert %9 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %11 = stablehlo.select %3, %8, %10 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %12 = stablehlo.convert %11 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %13 = stablehlo.convert %12 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %13 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.64(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.65(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.66(%arg0: tensor<64x1024xf32>, %arg1: tensor<4x64x1024xbf16>, %arg2: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg2, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %4 = stablehlo.convert %arg1 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %5 = stablehlo.slice %4 [2:3, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
    %6 = stablehlo.convert %5 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
    %7 = stablehlo.convert %6 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
    %9 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %10 = stablehlo.convert %9 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %11 = stablehlo.select %3, %8, %10 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %12 = stablehlo.convert %11 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %13 = stablehlo.convert %12 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %13 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.67(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.68(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.69(%arg0: tensor<64x1024xf32>, %arg1: tensor<4x64x1024xbf16>, %arg2: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg2, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %4 = stablehlo.convert %arg1 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %5 = stablehlo.slice %4 [1:2, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
    %6 = stablehlo.convert %5 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
    %7 = stablehlo.convert %6 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
    %9 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %10 = stablehlo.convert %9 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %11 = stablehlo.select %3, %8, %10 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %12 = stablehlo.convert %11 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %13 = stablehlo.convert %12 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %13 : tensor<64x1024xf32>
  }
  func.func private @fused_computation.70(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.71(%arg0: tensor<1x2x1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
    %2 = stablehlo.slice %1 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
    %4 = stablehlo.convert %3 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
    return %5 : tensor<1024x1024xf32>
  }
  func.func private @fused_computation.72(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %2 = stablehlo.tanh %1 : tensor<64x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    return %3 : tensor<64x1024xbf16>
  }
  func.func private @fused_computation.73(%arg0: tensor<1x2x1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xf32>
    %1 = stablehlo.slice %0 [0:1, 0:1, 0:1024, 0:1024] : (tensor<1x2x1024x1024xf32>) -> tensor<1x1x1024x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1x1024x1024xf32>) -> tensor<1x1x1024x1024xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x1x1024x1024xbf16>) -> tensor<1x1x1024x1024xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1024x1024xf32>) -> tensor<1024x1024xf32>
    return %4 : tensor<1024x1024xf32>
  }
  func.func private @fused_computation.74(%arg0: tensor<4x64x1024xbf16>, %arg1: tensor<ui32>) -> tensor<64x1024xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x64x1024xi1>
    %4 = stablehlo.convert %arg0 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %5 = stablehlo.slice %4 [0:1, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
    %6 = stablehlo.convert %5 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
    %7 = stablehlo.convert %6 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
    %9 = stablehlo.select %3, %7, %8 : tensor<1x64x1024xi1>, tensor<1x64x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
    %11 = stablehlo.convert %10 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
    return %12 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.1(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.2(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.3(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.4(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.5(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.6(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.7(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.8(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.9(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.10(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.11(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func private @wrapped_convert_computation.12(%arg0: tensor<64x1024xbf16>) -> tensor<64x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    return %0 : tensor<64x1024xf32>
  }
  func.func @main(%arg0: tensor<1x2x1024x1024xbf16> {mhlo.sharding = "{devices=[4,1,1,1]<=[4]}"}, %arg1: tensor<4x64x1024xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4x64x1024xbf16> {mhlo.sharding = "{replicated}"}) -> (tensor<1x2x1024x1024xbf16>, tensor<f32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = "mhlo.fusion"(%arg1, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<4x64x1024xbf16>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<1x64x1024xi1>
      %120 = stablehlo.convert %arg3 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %121 = stablehlo.slice %120 [0:1, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
      %122 = stablehlo.convert %121 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
      %123 = stablehlo.convert %122 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x64x1024xf32>
      %125 = stablehlo.select %119, %123, %124 : tensor<1x64x1024xi1>, tensor<1x64x1024xf32>
      %126 = stablehlo.convert %125 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
      %127 = stablehlo.convert %126 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %128 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x1024xbf16>, tensor<ui32>) -> tensor<64x1024xf32>
    %2 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<1x2x1024x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xf32>
      %117 = stablehlo.slice %116 [0:1, 0:1, 0:1024, 0:1024] : (tensor<1x2x1024x1024xf32>) -> tensor<1x1x1024x1024xf32>
      %118 = stablehlo.convert %117 : (tensor<1x1x1024x1024xf32>) -> tensor<1x1x1024x1024xbf16>
      %119 = stablehlo.convert %118 : (tensor<1x1x1024x1024xbf16>) -> tensor<1x1x1024x1024xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x1024x1024xf32>) -> tensor<1024x1024xf32>
      mhlo.return %120 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x1024x1024xbf16>) -> tensor<1024x1024xf32>
    %3 = "mhlo.fusion"(%1, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %4 = "mhlo.fusion"(%3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %5 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %6 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<1x2x1024x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xf32>
      %117 = mhlo.bitcast %116 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x1024x1024xf32>) -> tensor<2x1024x1024xf32>
      %118 = stablehlo.slice %117 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
      %120 = stablehlo.convert %119 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
      %121 = mhlo.bitcast %120 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
      mhlo.return %121 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x1024x1024xbf16>) -> tensor<1024x1024xf32>
    %7 = "mhlo.fusion"(%5, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %8 = "mhlo.fusion"(%7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %9 = "mhlo.fusion"(%8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %10 = "stablehlo.collective_permute"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %11 = "mhlo.fusion"(%10, %arg1, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<4x64x1024xbf16>, %arg5: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg5, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %120 = stablehlo.convert %arg4 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %121 = stablehlo.slice %120 [1:2, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
      %122 = stablehlo.convert %121 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
      %123 = stablehlo.convert %122 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
      %124 = mhlo.bitcast %123 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
      %125 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %126 = stablehlo.convert %125 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %127 = stablehlo.select %119, %124, %126 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %128 = stablehlo.convert %127 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %129 = stablehlo.convert %128 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %129 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<4x64x1024xbf16>, tensor<ui32>) -> tensor<64x1024xf32>
    %12 = "mhlo.fusion"(%11, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %13 = "mhlo.fusion"(%12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %14 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %15 = "mhlo.fusion"(%14, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %16 = "mhlo.fusion"(%15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %17 = "mhlo.fusion"(%16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %18 = "stablehlo.collective_permute"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %19 = "mhlo.fusion"(%18, %arg1, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<4x64x1024xbf16>, %arg5: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg5, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %120 = stablehlo.convert %arg4 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %121 = stablehlo.slice %120 [2:3, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
      %122 = stablehlo.convert %121 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
      %123 = stablehlo.convert %122 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
      %124 = mhlo.bitcast %123 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
      %125 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %126 = stablehlo.convert %125 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %127 = stablehlo.select %119, %124, %126 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %128 = stablehlo.convert %127 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %129 = stablehlo.convert %128 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %129 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<4x64x1024xbf16>, tensor<ui32>) -> tensor<64x1024xf32>
    %20 = "mhlo.fusion"(%19, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %21 = "mhlo.fusion"(%20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %22 = "mhlo.fusion"(%21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %23 = "mhlo.fusion"(%22, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %24 = "mhlo.fusion"(%23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %25 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %26 = "stablehlo.collective_permute"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %27 = "mhlo.fusion"(%26, %arg1, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<4x64x1024xbf16>, %arg5: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg5, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %120 = stablehlo.convert %arg4 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %121 = stablehlo.slice %120 [3:4, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
      %122 = stablehlo.convert %121 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
      %123 = stablehlo.convert %122 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
      %124 = mhlo.bitcast %123 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
      %125 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %126 = stablehlo.convert %125 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %127 = stablehlo.select %119, %124, %126 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %128 = stablehlo.convert %127 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %129 = stablehlo.convert %128 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %129 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<4x64x1024xbf16>, tensor<ui32>) -> tensor<64x1024xf32>
    %28 = "mhlo.fusion"(%27, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %29 = "mhlo.fusion"(%28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %30 = "mhlo.fusion"(%29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %31 = "mhlo.fusion"(%30, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %32 = "mhlo.fusion"(%31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %33 = "mhlo.fusion"(%32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %34 = "stablehlo.collective_permute"(%33) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %35 = "mhlo.fusion"(%34, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.select %119, %120, %122 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %125 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<ui32>) -> tensor<64x1024xf32>
    %36 = "mhlo.fusion"(%35, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %37 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %38 = "mhlo.fusion"(%37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %39 = "mhlo.fusion"(%38, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %40 = "mhlo.fusion"(%39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %41 = "mhlo.fusion"(%40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %42 = "stablehlo.collective_permute"(%41) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %43 = "mhlo.fusion"(%42, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.select %119, %120, %122 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %125 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<ui32>) -> tensor<64x1024xf32>
    %44 = "mhlo.fusion"(%43, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %45 = "mhlo.fusion"(%44) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %46 = "mhlo.fusion"(%45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %47 = "mhlo.fusion"(%46, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %48 = "mhlo.fusion"(%47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %49 = "mhlo.fusion"(%48) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %50 = "stablehlo.collective_permute"(%49) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %51 = "mhlo.fusion"(%50, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.select %119, %120, %122 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %125 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<ui32>) -> tensor<64x1024xf32>
    %52 = "mhlo.fusion"(%51, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %53 = "mhlo.fusion"(%52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %54 = "mhlo.fusion"(%53) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %55 = "mhlo.fusion"(%54, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %56 = "mhlo.fusion"(%55) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %118 = stablehlo.tanh %117 : tensor<64x1024xf32>
      %119 = stablehlo.convert %118 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      mhlo.return %119 : tensor<64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
    %57 = "mhlo.fusion"(%arg2, %56, %48, %40, %32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<4x64x1024xbf16>, %arg4: tensor<64x1024xbf16>, %arg5: tensor<64x1024xbf16>, %arg6: tensor<64x1024xbf16>, %arg7: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg7 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %117 = mhlo.bitcast %116 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1024xf32>) -> tensor<1x64x1024xf32>
      %118 = stablehlo.convert %arg6 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %119 = mhlo.bitcast %118 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1024xf32>) -> tensor<1x64x1024xf32>
      %120 = stablehlo.convert %arg5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %121 = mhlo.bitcast %120 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1024xf32>) -> tensor<1x64x1024xf32>
      %122 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x1024xf32>) -> tensor<1x64x1024xf32>
      %124 = stablehlo.concatenate %117, %119, %121, %123, dim = 0 : (tensor<1x64x1024xf32>, tensor<1x64x1024xf32>, tensor<1x64x1024xf32>, tensor<1x64x1024xf32>) -> tensor<4x64x1024xf32>
      %125 = stablehlo.convert %arg3 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %126 = stablehlo.subtract %124, %125 : tensor<4x64x1024xf32>
      mhlo.return %126 : tensor<4x64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<4x64x1024xf32>
    %58 = "mhlo.fusion"(%57, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<4x64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %119 = stablehlo.select %118, %cst_1, %cst_2 : tensor<i1>, tensor<f32>
      %cst_3 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %120 = stablehlo.multiply %119, %cst_3 : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
      %122 = stablehlo.multiply %arg3, %121 : tensor<4x64x1024xf32>
      %123 = stablehlo.convert %122 : (tensor<4x64x1024xf32>) -> tensor<4x64x1024xbf16>
      mhlo.return %123 : tensor<4x64x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x64x1024xf32>, tensor<ui32>) -> tensor<4x64x1024xbf16>
    %59 = "mhlo.fusion"(%58, %56) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<4x64x1024xbf16>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %117 = stablehlo.slice %116 [3:4, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
      %118 = stablehlo.convert %117 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
      %119 = stablehlo.convert %118 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %122 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.subtract %121, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %120, %125 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.multiply %128, %122 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %132 = stablehlo.add %128, %131 : tensor<64x1024xf32>
      %133 = stablehlo.convert %132 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %134 = stablehlo.convert %133 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %134 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %60 = "mhlo.fusion"(%59, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %61 = "mhlo.fusion"(%60, %53) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %62 = "mhlo.fusion"(%61, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %63 = "mhlo.fusion"(%62, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.select %119, %120, %122 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %125 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<ui32>) -> tensor<64x1024xf32>
    %64 = "stablehlo.collective_permute"(%63) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %65 = "mhlo.fusion"(%64, %58, %48) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<4x64x1024xbf16>, %arg5: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg4 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %117 = stablehlo.slice %116 [2:3, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
      %118 = stablehlo.convert %117 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
      %119 = stablehlo.convert %118 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.add %120, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %126 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %127 = stablehlo.convert %arg5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %128 = stablehlo.subtract %126, %127 : tensor<64x1024xf32>
      %129 = stablehlo.convert %128 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %130 = stablehlo.convert %129 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %131 = stablehlo.multiply %125, %130 : tensor<64x1024xf32>
      %132 = stablehlo.convert %131 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %133 = stablehlo.convert %132 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %134 = stablehlo.multiply %133, %127 : tensor<64x1024xf32>
      %135 = stablehlo.convert %134 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %136 = stablehlo.convert %135 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %137 = stablehlo.add %133, %136 : tensor<64x1024xf32>
      %138 = stablehlo.convert %137 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %139 = stablehlo.convert %138 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %139 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<4x64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %66 = "mhlo.fusion"(%65, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %67 = "mhlo.fusion"(%66, %45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %68 = "mhlo.fusion"(%67, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %69 = "mhlo.fusion"(%68, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.select %119, %120, %122 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %125 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<ui32>) -> tensor<64x1024xf32>
    %70 = "stablehlo.collective_permute"(%69) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %71 = "mhlo.fusion"(%70, %58, %40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<4x64x1024xbf16>, %arg5: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg4 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %117 = stablehlo.slice %116 [1:2, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
      %118 = stablehlo.convert %117 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
      %119 = stablehlo.convert %118 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.add %120, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %126 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %127 = stablehlo.convert %arg5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %128 = stablehlo.subtract %126, %127 : tensor<64x1024xf32>
      %129 = stablehlo.convert %128 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %130 = stablehlo.convert %129 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %131 = stablehlo.multiply %125, %130 : tensor<64x1024xf32>
      %132 = stablehlo.convert %131 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %133 = stablehlo.convert %132 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %134 = stablehlo.multiply %133, %127 : tensor<64x1024xf32>
      %135 = stablehlo.convert %134 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %136 = stablehlo.convert %135 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %137 = stablehlo.add %133, %136 : tensor<64x1024xf32>
      %138 = stablehlo.convert %137 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %139 = stablehlo.convert %138 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %139 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<4x64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %72 = "mhlo.fusion"(%71, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %73 = "mhlo.fusion"(%72, %37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %74 = "mhlo.fusion"(%73, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %75 = "mhlo.fusion"(%74, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.select %119, %120, %122 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %125 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<ui32>) -> tensor<64x1024xf32>
    %76 = "stablehlo.collective_permute"(%75) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %77 = "mhlo.fusion"(%76, %58, %32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<4x64x1024xbf16>, %arg5: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg4 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %117 = stablehlo.slice %116 [0:1, 0:64, 0:1024] : (tensor<4x64x1024xf32>) -> tensor<1x64x1024xf32>
      %118 = stablehlo.convert %117 : (tensor<1x64x1024xf32>) -> tensor<1x64x1024xbf16>
      %119 = stablehlo.convert %118 : (tensor<1x64x1024xbf16>) -> tensor<1x64x1024xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x64x1024xf32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.add %120, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %126 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %127 = stablehlo.convert %arg5 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %128 = stablehlo.subtract %126, %127 : tensor<64x1024xf32>
      %129 = stablehlo.convert %128 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %130 = stablehlo.convert %129 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %131 = stablehlo.multiply %125, %130 : tensor<64x1024xf32>
      %132 = stablehlo.convert %131 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %133 = stablehlo.convert %132 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %134 = stablehlo.multiply %133, %127 : tensor<64x1024xf32>
      %135 = stablehlo.convert %134 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %136 = stablehlo.convert %135 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %137 = stablehlo.add %133, %136 : tensor<64x1024xf32>
      %138 = stablehlo.convert %137 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %139 = stablehlo.convert %138 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %139 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<4x64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %78 = "mhlo.fusion"(%77, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %79 = "mhlo.fusion"(%78, %29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %80 = "mhlo.fusion"(%79, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %81 = "mhlo.fusion"(%80, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.select %119, %120, %122 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %125 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<ui32>) -> tensor<64x1024xf32>
    %82 = "stablehlo.collective_permute"(%81) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %83 = "mhlo.fusion"(%82, %24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %84 = "mhlo.fusion"(%83, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %85 = "mhlo.fusion"(%84, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %86 = "mhlo.fusion"(%85, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %87 = "mhlo.fusion"(%86, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.select %119, %120, %122 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %125 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<ui32>) -> tensor<64x1024xf32>
    %88 = "stablehlo.collective_permute"(%87) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %89 = "mhlo.fusion"(%88, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %90 = "mhlo.fusion"(%89, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %91 = "mhlo.fusion"(%90, %13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %92 = "mhlo.fusion"(%91, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %93 = "mhlo.fusion"(%92, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %121 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.select %119, %120, %122 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %125 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<ui32>) -> tensor<64x1024xf32>
    %94 = "stablehlo.collective_permute"(%93) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %95 = "mhlo.fusion"(%94, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %96 = "mhlo.fusion"(%95, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %116 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      mhlo.return %116 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %97 = "mhlo.fusion"(%96, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64x1024xf32>, %arg4: tensor<64x1024xbf16>):
      %116 = stablehlo.convert %arg3 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %117 = stablehlo.convert %116 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %119 = stablehlo.convert %arg4 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %120 = stablehlo.subtract %118, %119 : tensor<64x1024xf32>
      %121 = stablehlo.convert %120 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %122 = stablehlo.convert %121 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %123 = stablehlo.multiply %117, %122 : tensor<64x1024xf32>
      %124 = stablehlo.convert %123 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %125 = stablehlo.convert %124 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %126 = stablehlo.multiply %125, %119 : tensor<64x1024xf32>
      %127 = stablehlo.convert %126 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %128 = stablehlo.convert %127 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      %129 = stablehlo.add %125, %128 : tensor<64x1024xf32>
      %130 = stablehlo.convert %129 : (tensor<64x1024xf32>) -> tensor<64x1024xbf16>
      %131 = stablehlo.convert %130 : (tensor<64x1024xbf16>) -> tensor<64x1024xf32>
      mhlo.return %131 : tensor<64x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1024xf32>, tensor<64x1024xbf16>) -> tensor<64x1024xf32>
    %98 = stablehlo.dot_general %97, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %99 = stablehlo.dot_general %95, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %100 = stablehlo.dot_general %91, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %101 = stablehlo.dot_general %89, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %102 = stablehlo.dot_general %85, %19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %103 = stablehlo.dot_general %83, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %104 = stablehlo.dot_general %79, %27, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %105 = stablehlo.dot_general %77, %30, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %106 = stablehlo.dot_general %73, %35, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %107 = stablehlo.dot_general %71, %38, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %108 = stablehlo.dot_general %67, %43, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %109 = stablehlo.dot_general %65, %46, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %110 = stablehlo.dot_general %61, %51, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %111 = stablehlo.dot_general %59, %54, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
    %112 = "mhlo.fusion"(%98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<1024x1024xf32>, %arg4: tensor<1024x1024xf32>, %arg5: tensor<1024x1024xf32>, %arg6: tensor<1024x1024xf32>, %arg7: tensor<1024x1024xf32>, %arg8: tensor<1024x1024xf32>, %arg9: tensor<1024x1024xf32>, %arg10: tensor<1024x1024xf32>, %arg11: tensor<1024x1024xf32>, %arg12: tensor<1024x1024xf32>, %arg13: tensor<1024x1024xf32>, %arg14: tensor<1024x1024xf32>, %arg15: tensor<1024x1024xf32>, %arg16: tensor<1024x1024xf32>, %arg17: tensor<1x2x1024x1024xbf16>):
      %116 = stablehlo.convert %arg17 : (tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xf32>
      %117 = stablehlo.convert %arg16 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %118 = stablehlo.convert %117 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %119 = stablehlo.transpose %118, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %120 = mhlo.copy %119 : tensor<1024x1024xf32>
      %121 = mhlo.bitcast %120 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %122 = stablehlo.pad %121, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %123 = stablehlo.convert %122 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %124 = stablehlo.convert %123 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %125 = stablehlo.convert %arg15 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %126 = stablehlo.convert %125 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %127 = stablehlo.transpose %126, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %128 = mhlo.copy %127 : tensor<1024x1024xf32>
      %129 = mhlo.bitcast %128 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %130 = stablehlo.pad %129, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %131 = stablehlo.convert %130 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %132 = stablehlo.convert %131 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %133 = stablehlo.add %124, %132 : tensor<2x1024x1024xf32>
      %134 = stablehlo.convert %133 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %135 = stablehlo.convert %134 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %136 = stablehlo.convert %arg14 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %137 = stablehlo.convert %136 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %138 = stablehlo.transpose %137, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %139 = mhlo.copy %138 : tensor<1024x1024xf32>
      %140 = mhlo.bitcast %139 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %141 = stablehlo.pad %140, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %142 = stablehlo.convert %141 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %143 = stablehlo.convert %142 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %144 = stablehlo.convert %arg13 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %145 = stablehlo.convert %144 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %146 = stablehlo.transpose %145, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %147 = mhlo.copy %146 : tensor<1024x1024xf32>
      %148 = mhlo.bitcast %147 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %149 = stablehlo.pad %148, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %150 = stablehlo.convert %149 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %151 = stablehlo.convert %150 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %152 = stablehlo.add %143, %151 : tensor<2x1024x1024xf32>
      %153 = stablehlo.convert %152 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %154 = stablehlo.convert %153 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %155 = stablehlo.add %135, %154 : tensor<2x1024x1024xf32>
      %156 = stablehlo.convert %155 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %157 = stablehlo.convert %156 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %158 = stablehlo.convert %arg12 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %159 = stablehlo.convert %158 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %160 = stablehlo.transpose %159, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %161 = mhlo.copy %160 : tensor<1024x1024xf32>
      %162 = mhlo.bitcast %161 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %163 = stablehlo.pad %162, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %164 = stablehlo.convert %163 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %165 = stablehlo.convert %164 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %166 = stablehlo.convert %arg11 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %167 = stablehlo.convert %166 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %168 = stablehlo.transpose %167, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %169 = mhlo.copy %168 : tensor<1024x1024xf32>
      %170 = mhlo.bitcast %169 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %171 = stablehlo.pad %170, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %172 = stablehlo.convert %171 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %173 = stablehlo.convert %172 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %174 = stablehlo.add %165, %173 : tensor<2x1024x1024xf32>
      %175 = stablehlo.convert %174 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %176 = stablehlo.convert %175 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %177 = stablehlo.add %157, %176 : tensor<2x1024x1024xf32>
      %178 = stablehlo.convert %177 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %179 = stablehlo.convert %178 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %180 = stablehlo.convert %arg10 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %181 = stablehlo.convert %180 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %182 = stablehlo.transpose %181, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %183 = mhlo.copy %182 : tensor<1024x1024xf32>
      %184 = mhlo.bitcast %183 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %185 = stablehlo.pad %184, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %186 = stablehlo.convert %185 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %187 = stablehlo.convert %186 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %188 = stablehlo.convert %arg9 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %189 = stablehlo.convert %188 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %190 = stablehlo.transpose %189, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %191 = mhlo.copy %190 : tensor<1024x1024xf32>
      %192 = mhlo.bitcast %191 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %193 = stablehlo.pad %192, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %194 = stablehlo.convert %193 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %195 = stablehlo.convert %194 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %196 = stablehlo.add %187, %195 : tensor<2x1024x1024xf32>
      %197 = stablehlo.convert %196 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %198 = stablehlo.convert %197 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %199 = stablehlo.add %179, %198 : tensor<2x1024x1024xf32>
      %200 = stablehlo.convert %199 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %201 = stablehlo.convert %200 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %202 = stablehlo.convert %arg8 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %203 = stablehlo.convert %202 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %204 = stablehlo.transpose %203, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %205 = mhlo.copy %204 : tensor<1024x1024xf32>
      %206 = mhlo.bitcast %205 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %207 = stablehlo.pad %206, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %208 = stablehlo.convert %207 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %209 = stablehlo.convert %208 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %210 = stablehlo.convert %arg7 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %211 = stablehlo.convert %210 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %212 = stablehlo.transpose %211, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %213 = mhlo.copy %212 : tensor<1024x1024xf32>
      %214 = mhlo.bitcast %213 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %215 = stablehlo.pad %214, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %216 = stablehlo.convert %215 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %217 = stablehlo.convert %216 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %218 = stablehlo.add %209, %217 : tensor<2x1024x1024xf32>
      %219 = stablehlo.convert %218 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %220 = stablehlo.convert %219 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %221 = stablehlo.add %201, %220 : tensor<2x1024x1024xf32>
      %222 = stablehlo.convert %221 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %223 = stablehlo.convert %222 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %224 = stablehlo.convert %arg6 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %225 = stablehlo.convert %224 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %226 = stablehlo.transpose %225, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %227 = mhlo.copy %226 : tensor<1024x1024xf32>
      %228 = mhlo.bitcast %227 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %229 = stablehlo.pad %228, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %230 = stablehlo.convert %229 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %231 = stablehlo.convert %230 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %232 = stablehlo.convert %arg5 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %233 = stablehlo.convert %232 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %234 = stablehlo.transpose %233, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %235 = mhlo.copy %234 : tensor<1024x1024xf32>
      %236 = mhlo.bitcast %235 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %237 = stablehlo.pad %236, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %238 = stablehlo.convert %237 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %239 = stablehlo.convert %238 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %240 = stablehlo.add %231, %239 : tensor<2x1024x1024xf32>
      %241 = stablehlo.convert %240 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %242 = stablehlo.convert %241 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %243 = stablehlo.add %223, %242 : tensor<2x1024x1024xf32>
      %244 = stablehlo.convert %243 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %245 = stablehlo.convert %244 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %246 = stablehlo.convert %arg4 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %247 = stablehlo.convert %246 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %248 = stablehlo.transpose %247, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %249 = mhlo.copy %248 : tensor<1024x1024xf32>
      %250 = mhlo.bitcast %249 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %251 = stablehlo.pad %250, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %252 = stablehlo.convert %251 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %253 = stablehlo.convert %252 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %254 = stablehlo.convert %arg3 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
      %255 = stablehlo.convert %254 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
      %256 = stablehlo.transpose %255, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,1024]{0,1}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %257 = mhlo.copy %256 : tensor<1024x1024xf32>
      %258 = mhlo.bitcast %257 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %259 = stablehlo.pad %258, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xf32>, tensor<f32>) -> tensor<2x1024x1024xf32>
      %260 = stablehlo.convert %259 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %261 = stablehlo.convert %260 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %262 = stablehlo.add %253, %261 : tensor<2x1024x1024xf32>
      %263 = stablehlo.convert %262 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %264 = stablehlo.convert %263 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %265 = stablehlo.add %245, %264 : tensor<2x1024x1024xf32>
      %266 = stablehlo.convert %265 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %267 = stablehlo.convert %266 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %cst_1 = stablehlo.constant dense<0.0100097656> : tensor<f32>
      %268 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1024x1024xf32>
      %269 = stablehlo.multiply %267, %268 : tensor<2x1024x1024xf32>
      %270 = stablehlo.convert %269 : (tensor<2x1024x1024xf32>) -> tensor<2x1024x1024xbf16>
      %271 = stablehlo.convert %270 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %272 = mhlo.bitcast %271 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x1024x1024xf32>) -> tensor<1x2x1024x1024xf32>
      %273 = stablehlo.subtract %116, %272 : tensor<1x2x1024x1024xf32>
      %274 = stablehlo.convert %273 : (tensor<1x2x1024x1024xf32>) -> tensor<1x2x1024x1024xbf16>
      mhlo.return %274 : tensor<1x2x1024x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = "mhlo.fusion"(%cst, %57) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<4x64x1024xf32>):
      %116 = stablehlo.multiply %arg4, %arg4 : tensor<4x64x1024xf32>
      %117 = stablehlo.reduce(%116 init: %arg3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x64x1024xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %117 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x64x1024xf32>) -> tensor<f32>
    %114 = "mhlo.fusion"(%113, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<ui32>):
      %c = stablehlo.constant dense<3> : tensor<ui32>
      %116 = stablehlo.and %arg4, %c : tensor<ui32>
      %117 = stablehlo.convert %116 : (tensor<ui32>) -> tensor<i32>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %118 = stablehlo.compare EQ, %117, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %119 = stablehlo.multiply %arg3, %cst_1 : tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.select %118, %119, %cst_2 : tensor<i1>, tensor<f32>
      mhlo.return %120 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<ui32>) -> tensor<f32>
    %115 = "stablehlo.all_reduce"(%114) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %116 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %116 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    return %112, %115 : tensor<1x2x1024x1024xbf16>, tensor<f32>
  }
}
