module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=5*/{replicated}}", mhlo.spmd_parameters_shardings = ["{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=8, "axis_1"=1]>
  func.func private @add.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.0.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_2.0.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_4.0.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_0.0.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_2.0.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_4.0.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<128x4096xf32>, %arg1: tensor<4096x4096xf32>) -> tensor<128x4096xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<4096x4096xf32>) -> tensor<128x4096xf32>
    return %0 : tensor<128x4096xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<128x1024xf32>, %arg1: tensor<4096x1024xf32>) -> tensor<128x4096xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<4096x1024xf32>) -> tensor<128x4096xf32>
    return %0 : tensor<128x4096xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<128x4096xf32>, %arg1: tensor<4096x1024xf32>) -> tensor<128x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<4096x1024xf32>) -> tensor<128x1024xf32>
    return %0 : tensor<128x1024xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<128x4096xf32>, %arg1: tensor<4096x4096xf32>) -> tensor<128x4096xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<4096x4096xf32>) -> tensor<128x4096xf32>
    return %0 : tensor<128x4096xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<128x1024xf32>, %arg1: tensor<1024x4096xf32>) -> tensor<128x4096xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x4096xf32>) -> tensor<128x4096xf32>
    return %0 : tensor<128x4096xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<1024xf32>, %arg1: tensor<1024xbf16>) -> tensor<1024xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024xf32>) -> tensor<1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1024xf32>
    %5 = stablehlo.convert %4 : (tensor<1024xf32>) -> tensor<1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<1024xf32>
    %8 = stablehlo.convert %7 : (tensor<1024xf32>) -> tensor<1024xbf16>
    return %8 : tensor<1024xbf16>
  }
  func.func private @fused_computation.6(%arg0: tensor<1024x4096xf32>, %arg1: tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
    %2 = stablehlo.convert %1 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1024x4096xf32>
    %5 = stablehlo.convert %4 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
    %6 = stablehlo.convert %5 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4096,1024]{0,1}"} : (tensor<1024x4096xf32>) -> tensor<4096x1024xf32>
    %8 = mhlo.copy %7 : tensor<4096x1024xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<4096x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
    return %10 : tensor<4096x1024xbf16>
  }
  func.func private @fused_computation.7(%arg0: tensor<4096xf32>, %arg1: tensor<4096xbf16>) -> tensor<4096xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4096xf32>) -> tensor<4096xbf16>
    %2 = stablehlo.convert %1 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4096xf32>
    %5 = stablehlo.convert %4 : (tensor<4096xf32>) -> tensor<4096xbf16>
    %6 = stablehlo.convert %5 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<4096xf32>
    %8 = stablehlo.convert %7 : (tensor<4096xf32>) -> tensor<4096xbf16>
    return %8 : tensor<4096xbf16>
  }
  func.func private @fused_computation.8(%arg0: tensor<4096x4096xf32>, %arg1: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    %2 = stablehlo.convert %1 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4096x4096xf32>
    %5 = stablehlo.convert %4 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    %6 = stablehlo.convert %5 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4096,4096]{0,1}"} : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %8 = mhlo.copy %7 : tensor<4096x4096xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<4096x4096xf32>
    %10 = stablehlo.convert %9 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    return %10 : tensor<4096x4096xbf16>
  }
  func.func private @fused_computation.9(%arg0: tensor<4096xf32>, %arg1: tensor<4096xbf16>) -> tensor<4096xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4096xf32>) -> tensor<4096xbf16>
    %2 = stablehlo.convert %1 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4096xf32>
    %5 = stablehlo.convert %4 : (tensor<4096xf32>) -> tensor<4096xbf16>
    %6 = stablehlo.convert %5 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<4096xf32>
    %8 = stablehlo.convert %7 : (tensor<4096xf32>) -> tensor<4096xbf16>
    return %8 : tensor<4096xbf16>
  }
  func.func private @fused_computation.10(%arg0: tensor<4096x1024xf32>, %arg1: tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1024xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4096x1024xf32>
    %5 = stablehlo.convert %4 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
    %6 = stablehlo.convert %5 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,4096]{0,1}"} : (tensor<4096x1024xf32>) -> tensor<1024x4096xf32>
    %8 = mhlo.copy %7 : tensor<1024x4096xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<1024x4096xf32>
    %10 = stablehlo.convert %9 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
    return %10 : tensor<1024x4096xbf16>
  }
  func.func private @fused_computation.11(%arg0: tensor<128x4096xf32>, %arg1: tensor<128x4096xbf16>, %arg2: tensor<128x4096xbf16>, %arg3: tensor<128x4096xbf16>, %arg4: tensor<128x4096xbf16>) -> tensor<128x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %1 = stablehlo.convert %0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %2 = stablehlo.convert %arg1 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<128x4096xf32>
    %4 = stablehlo.convert %3 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %5 = stablehlo.convert %4 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %6 = stablehlo.convert %arg4 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %7 = stablehlo.multiply %6, %1 : tensor<128x4096xf32>
    %8 = stablehlo.convert %7 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %9 = stablehlo.convert %8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<128x4096xf32>
    %12 = stablehlo.convert %11 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %13 = stablehlo.convert %12 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %15 = stablehlo.convert %arg2 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<128x4096xf32>
    %17 = stablehlo.convert %16 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %18 = stablehlo.convert %17 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<128x4096xf32>
    %20 = stablehlo.convert %19 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %21 = stablehlo.convert %20 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %22 = stablehlo.multiply %21, %15 : tensor<128x4096xf32>
    %23 = stablehlo.convert %22 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %24 = stablehlo.convert %23 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %25 = stablehlo.add %21, %24 : tensor<128x4096xf32>
    %26 = stablehlo.convert %25 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %27 = stablehlo.convert %26 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<128x4096xf32>
    %30 = stablehlo.convert %29 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %31 = stablehlo.convert %30 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %32 = stablehlo.add %5, %31 : tensor<128x4096xf32>
    %33 = stablehlo.convert %32 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %34 = stablehlo.convert %33 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_2 = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<128x4096xf32>
    %37 = stablehlo.convert %36 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %38 = stablehlo.convert %37 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %39 = stablehlo.convert %arg3 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<128x4096xf32>
    %42 = stablehlo.convert %41 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %43 = stablehlo.convert %42 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %44 = stablehlo.multiply %38, %43 : tensor<128x4096xf32>
    %45 = stablehlo.convert %44 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %46 = stablehlo.convert %45 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %47 = stablehlo.add %34, %46 : tensor<128x4096xf32>
    %48 = stablehlo.convert %47 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %49 = stablehlo.convert %48 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    return %49 : tensor<128x4096xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<128x4096xf32>, %arg1: tensor<128x4096xbf16>, %arg2: tensor<128x4096xbf16>, %arg3: tensor<128x4096xbf16>, %arg4: tensor<128x4096xbf16>) -> tensor<128x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %1 = stablehlo.convert %0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %2 = stablehlo.convert %arg1 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<128x4096xf32>
    %4 = stablehlo.convert %3 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %5 = stablehlo.convert %4 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %6 = stablehlo.convert %arg4 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %7 = stablehlo.multiply %6, %1 : tensor<128x4096xf32>
    %8 = stablehlo.convert %7 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %9 = stablehlo.convert %8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<128x4096xf32>
    %12 = stablehlo.convert %11 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %13 = stablehlo.convert %12 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %15 = stablehlo.convert %arg2 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<128x4096xf32>
    %17 = stablehlo.convert %16 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %18 = stablehlo.convert %17 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<128x4096xf32>
    %20 = stablehlo.convert %19 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %21 = stablehlo.convert %20 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %22 = stablehlo.multiply %21, %15 : tensor<128x4096xf32>
    %23 = stablehlo.convert %22 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %24 = stablehlo.convert %23 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %25 = stablehlo.add %21, %24 : tensor<128x4096xf32>
    %26 = stablehlo.convert %25 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %27 = stablehlo.convert %26 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<128x4096xf32>
    %30 = stablehlo.convert %29 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %31 = stablehlo.convert %30 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %32 = stablehlo.add %5, %31 : tensor<128x4096xf32>
    %33 = stablehlo.convert %32 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %34 = stablehlo.convert %33 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_2 = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<128x4096xf32>
    %37 = stablehlo.convert %36 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %38 = stablehlo.convert %37 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %39 = stablehlo.convert %arg3 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<128x4096xf32>
    %42 = stablehlo.convert %41 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %43 = stablehlo.convert %42 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %44 = stablehlo.multiply %38, %43 : tensor<128x4096xf32>
    %45 = stablehlo.convert %44 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %46 = stablehlo.convert %45 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %47 = stablehlo.add %34, %46 : tensor<128x4096xf32>
    %48 = stablehlo.convert %47 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %49 = stablehlo.convert %48 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    return %49 : tensor<128x4096xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<128x1024xf32>, %arg1: tensor<1024xbf16>, %arg2: tensor<128x1024xf32>) -> tensor<128x1024xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<128x1024xf32>) -> tensor<128x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<128x1024xbf16>) -> tensor<128x1024xf32>
    %2 = stablehlo.convert %arg1 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1024xf32>) -> tensor<128x1024xf32>
    %4 = stablehlo.add %1, %3 : tensor<128x1024xf32>
    %5 = stablehlo.subtract %4, %arg0 : tensor<128x1024xf32>
    %cst = stablehlo.constant dense<1.90734863E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<128x1024xf32>
    %8 = stablehlo.convert %7 : (tensor<128x1024xf32>) -> tensor<128x1024xbf16>
    %9 = stablehlo.convert %8 : (tensor<128x1024xbf16>) -> tensor<128x1024xf32>
    return %9 : tensor<128x1024xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<128x4096xbf16>, %arg1: tensor<128x4096xbf16>) -> tensor<128x4096xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %4 = stablehlo.convert %3 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    return %4 : tensor<128x4096xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<128x4096xbf16>) -> tensor<128x4096xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %2 = stablehlo.add %0, %1 : tensor<128x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %4 = stablehlo.convert %3 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<128x4096xf32>
    %7 = stablehlo.convert %6 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    return %7 : tensor<128x4096xbf16>
  }
  func.func private @fused_computation.16(%arg0: tensor<128x4096xbf16>, %arg1: tensor<128x4096xbf16>) -> tensor<128x4096xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %4 = stablehlo.convert %3 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<128x4096xf32>
    %7 = stablehlo.convert %6 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %8 = stablehlo.convert %7 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %9 = stablehlo.add %0, %8 : tensor<128x4096xf32>
    %10 = stablehlo.convert %9 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %11 = stablehlo.convert %10 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<128x4096xf32>
    %14 = stablehlo.convert %13 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %15 = stablehlo.convert %14 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %16 = stablehlo.tanh %15 : tensor<128x4096xf32>
    %17 = stablehlo.convert %16 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    return %17 : tensor<128x4096xbf16>
  }
  func.func private @fused_computation.17(%arg0: tensor<128x4096xbf16>) -> tensor<128x4096xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<128x4096xf32>
    %2 = stablehlo.convert %1 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    return %2 : tensor<128x4096xbf16>
  }
  func.func private @fused_computation.18(%arg0: tensor<4096xbf16>, %arg1: tensor<128x4096xf32>) -> tensor<128x4096xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %1 = stablehlo.convert %0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %2 = stablehlo.convert %arg0 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4096xf32>) -> tensor<128x4096xf32>
    %4 = stablehlo.add %1, %3 : tensor<128x4096xf32>
    %5 = stablehlo.convert %4 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    return %5 : tensor<128x4096xbf16>
  }
  func.func private @fused_computation.19(%arg0: tensor<128x4096xbf16>, %arg1: tensor<128x4096xbf16>) -> tensor<128x4096xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<128x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %4 = stablehlo.convert %3 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    return %4 : tensor<128x4096xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<128x4096xbf16>) -> tensor<128x4096xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %2 = stablehlo.add %0, %1 : tensor<128x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %4 = stablehlo.convert %3 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<128x4096xf32>
    %7 = stablehlo.convert %6 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    return %7 : tensor<128x4096xbf16>
  }
  func.func private @fused_computation.21(%arg0: tensor<128x4096xbf16>, %arg1: tensor<128x4096xbf16>) -> tensor<128x4096xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %1 = stablehlo.convert %arg0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %4 = stablehlo.convert %3 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<128x4096xf32>
    %7 = stablehlo.convert %6 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %8 = stablehlo.convert %7 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %9 = stablehlo.add %0, %8 : tensor<128x4096xf32>
    %10 = stablehlo.convert %9 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %11 = stablehlo.convert %10 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<128x4096xf32>
    %14 = stablehlo.convert %13 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %15 = stablehlo.convert %14 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %16 = stablehlo.tanh %15 : tensor<128x4096xf32>
    %17 = stablehlo.convert %16 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    return %17 : tensor<128x4096xbf16>
  }
  func.func private @fused_computation.22(%arg0: tensor<128x4096xbf16>) -> tensor<128x4096xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<128x4096xf32>
    %2 = stablehlo.convert %1 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    return %2 : tensor<128x4096xbf16>
  }
  func.func private @fused_computation.23(%arg0: tensor<4096xbf16>, %arg1: tensor<128x4096xf32>) -> tensor<128x4096xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %1 = stablehlo.convert %0 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %2 = stablehlo.convert %arg0 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4096xf32>) -> tensor<128x4096xf32>
    %4 = stablehlo.add %1, %3 : tensor<128x4096xf32>
    %5 = stablehlo.convert %4 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    return %5 : tensor<128x4096xbf16>
  }
  func.func private @wrapped_convert_computation(%arg0: tensor<128x1024xbf16>) -> tensor<128x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x1024xbf16>) -> tensor<128x1024xf32>
    return %0 : tensor<128x1024xf32>
  }
  func.func private @wrapped_convert_computation.1(%arg0: tensor<1024x4096xbf16>) -> tensor<1024x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    return %0 : tensor<1024x4096xf32>
  }
  func.func private @wrapped_convert_computation.2(%arg0: tensor<4096x4096xbf16>) -> tensor<4096x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    return %0 : tensor<4096x4096xf32>
  }
  func.func private @wrapped_convert_computation.3(%arg0: tensor<4096x1024xbf16>) -> tensor<4096x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
    return %0 : tensor<4096x1024xf32>
  }
  func.func private @wrapped_reduce_window_computation(%arg0: tensor<128x4096xf32>, %arg1: tensor<f32>) -> tensor<4x4096xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32, 1>, window_strides = array<i64: 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<128x4096xf32>, tensor<f32>) -> tensor<4x4096xf32>
    return %0 : tensor<4x4096xf32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<4x4096xf32>, %arg1: tensor<f32>) -> tensor<4096xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4x4096xf32>, tensor<f32>) -> tensor<4096xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<4096xf32>
  }
  func.func private @wrapped_reduce_window_computation.1(%arg0: tensor<128x4096xf32>, %arg1: tensor<f32>) -> tensor<4x4096xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32, 1>, window_strides = array<i64: 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<128x4096xf32>, tensor<f32>) -> tensor<4x4096xf32>
    return %0 : tensor<4x4096xf32>
  }
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<4x4096xf32>, %arg1: tensor<f32>) -> tensor<4096xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4x4096xf32>, tensor<f32>) -> tensor<4096xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<4096xf32>
  }
  func.func private @wrapped_reduce_window_computation.2(%arg0: tensor<128x1024xf32>, %arg1: tensor<f32>) -> tensor<4x1024xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32, 1>, window_strides = array<i64: 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<128x1024xf32>, tensor<f32>) -> tensor<4x1024xf32>
    return %0 : tensor<4x1024xf32>
  }
  func.func private @wrapped_reduce_computation.2(%arg0: tensor<4x1024xf32>, %arg1: tensor<f32>) -> tensor<1024xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<1024xf32>
  }
  func.func @main(%arg0: tensor<1024x4096xbf16> {mhlo.sharding = "{replicated}"}, %arg1: tensor<4096xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4096x4096xbf16> {mhlo.sharding = "{replicated}"}, %arg3: tensor<4096xbf16> {mhlo.sharding = "{replicated}"}, %arg4: tensor<4096x1024xbf16> {mhlo.sharding = "{replicated}"}, %arg5: tensor<1024xbf16> {mhlo.sharding = "{replicated}"}, %arg6: tensor<128x1024xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg7: tensor<128x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<1024x4096xbf16>, tensor<4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096x1024xbf16>, tensor<1024xbf16>) {
    %0 = "mhlo.fusion"(%arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x1024xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<128x1024xbf16>) -> tensor<128x1024xf32>
      mhlo.return %38 : tensor<128x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<128x1024xbf16>) -> tensor<128x1024xf32>
    %1 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<1024x4096xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
      mhlo.return %38 : tensor<1024x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    %2 = "mhlo.fusion"(%0, %1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<128x1024xf32>, %arg9: tensor<1024x4096xf32>):
      %38 = stablehlo.dot %arg8, %arg9, precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x4096xf32>) -> tensor<128x4096xf32>
      mhlo.return %38 : tensor<128x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x1024xf32>, tensor<1024x4096xf32>) -> tensor<128x4096xf32>
    %3 = "mhlo.fusion"(%arg1, %2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4096xbf16>, %arg9: tensor<128x4096xf32>):
      %38 = stablehlo.convert %arg9 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %39 = stablehlo.convert %38 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %40 = stablehlo.convert %arg8 : (tensor<4096xbf16>) -> tensor<4096xf32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<4096xf32>) -> tensor<128x4096xf32>
      %42 = stablehlo.add %39, %41 : tensor<128x4096xf32>
      %43 = stablehlo.convert %42 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      mhlo.return %43 : tensor<128x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096xbf16>, tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %4 = "mhlo.fusion"(%3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %39 = stablehlo.multiply %38, %38 : tensor<128x4096xf32>
      %40 = stablehlo.convert %39 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      mhlo.return %40 : tensor<128x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x4096xbf16>) -> tensor<128x4096xbf16>
    %5 = "mhlo.fusion"(%4, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xbf16>, %arg9: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %39 = stablehlo.convert %arg8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %40 = stablehlo.multiply %39, %38 : tensor<128x4096xf32>
      %41 = stablehlo.convert %40 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %42 = stablehlo.convert %41 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_0 = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %44 = stablehlo.multiply %42, %43 : tensor<128x4096xf32>
      %45 = stablehlo.convert %44 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %46 = stablehlo.convert %45 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %47 = stablehlo.add %38, %46 : tensor<128x4096xf32>
      %48 = stablehlo.convert %47 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %49 = stablehlo.convert %48 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %51 = stablehlo.multiply %49, %50 : tensor<128x4096xf32>
      %52 = stablehlo.convert %51 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %53 = stablehlo.convert %52 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %54 = stablehlo.tanh %53 : tensor<128x4096xf32>
      %55 = stablehlo.convert %54 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      mhlo.return %55 : tensor<128x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x4096xbf16>, tensor<128x4096xbf16>) -> tensor<128x4096xbf16>
    %6 = "mhlo.fusion"(%5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %40 = stablehlo.add %38, %39 : tensor<128x4096xf32>
      %41 = stablehlo.convert %40 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %42 = stablehlo.convert %41 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %44 = stablehlo.multiply %42, %43 : tensor<128x4096xf32>
      %45 = stablehlo.convert %44 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      mhlo.return %45 : tensor<128x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x4096xbf16>) -> tensor<128x4096xbf16>
    %7 = "mhlo.fusion"(%6, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xbf16>, %arg9: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %39 = stablehlo.convert %arg8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %40 = stablehlo.multiply %38, %39 : tensor<128x4096xf32>
      %41 = stablehlo.convert %40 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %42 = stablehlo.convert %41 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      mhlo.return %42 : tensor<128x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x4096xbf16>, tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %8 = "mhlo.fusion"(%arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4096x4096xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      mhlo.return %38 : tensor<4096x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %9 = "mhlo.fusion"(%7, %8) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<128x4096xf32>, %arg9: tensor<4096x4096xf32>):
      %38 = stablehlo.dot %arg8, %arg9, precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<4096x4096xf32>) -> tensor<128x4096xf32>
      mhlo.return %38 : tensor<128x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x4096xf32>, tensor<4096x4096xf32>) -> tensor<128x4096xf32>
    %10 = "mhlo.fusion"(%arg3, %9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4096xbf16>, %arg9: tensor<128x4096xf32>):
      %38 = stablehlo.convert %arg9 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %39 = stablehlo.convert %38 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %40 = stablehlo.convert %arg8 : (tensor<4096xbf16>) -> tensor<4096xf32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<4096xf32>) -> tensor<128x4096xf32>
      %42 = stablehlo.add %39, %41 : tensor<128x4096xf32>
      %43 = stablehlo.convert %42 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      mhlo.return %43 : tensor<128x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096xbf16>, tensor<128x4096xf32>) -> tensor<128x4096xbf16>
    %11 = "mhlo.fusion"(%10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %39 = stablehlo.multiply %38, %38 : tensor<128x4096xf32>
      %40 = stablehlo.convert %39 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      mhlo.return %40 : tensor<128x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x4096xbf16>) -> tensor<128x4096xbf16>
    %12 = "mhlo.fusion"(%11, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xbf16>, %arg9: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %39 = stablehlo.convert %arg8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %40 = stablehlo.multiply %39, %38 : tensor<128x4096xf32>
      %41 = stablehlo.convert %40 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %42 = stablehlo.convert %41 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_0 = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %44 = stablehlo.multiply %42, %43 : tensor<128x4096xf32>
      %45 = stablehlo.convert %44 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %46 = stablehlo.convert %45 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %47 = stablehlo.add %38, %46 : tensor<128x4096xf32>
      %48 = stablehlo.convert %47 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %49 = stablehlo.convert %48 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %51 = stablehlo.multiply %49, %50 : tensor<128x4096xf32>
      %52 = stablehlo.convert %51 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %53 = stablehlo.convert %52 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %54 = stablehlo.tanh %53 : tensor<128x4096xf32>
      %55 = stablehlo.convert %54 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      mhlo.return %55 : tensor<128x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x4096xbf16>, tensor<128x4096xbf16>) -> tensor<128x4096xbf16>
    %13 = "mhlo.fusion"(%12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %40 = stablehlo.add %38, %39 : tensor<128x4096xf32>
      %41 = stablehlo.convert %40 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %42 = stablehlo.convert %41 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %44 = stablehlo.multiply %42, %43 : tensor<128x4096xf32>
      %45 = stablehlo.convert %44 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      mhlo.return %45 : tensor<128x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x4096xbf16>) -> tensor<128x4096xbf16>
    %14 = "mhlo.fusion"(%13, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xbf16>, %arg9: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %39 = stablehlo.convert %arg8 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %40 = stablehlo.multiply %38, %39 : tensor<128x4096xf32>
      %41 = stablehlo.convert %40 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %42 = stablehlo.convert %41 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      mhlo.return %42 : tensor<128x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x4096xbf16>, tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %15 = "mhlo.fusion"(%arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4096x1024xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      mhlo.return %38 : tensor<4096x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
    %16 = "mhlo.fusion"(%14, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<128x4096xf32>, %arg9: tensor<4096x1024xf32>):
      %38 = stablehlo.dot %arg8, %arg9, precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<4096x1024xf32>) -> tensor<128x1024xf32>
      mhlo.return %38 : tensor<128x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<128x4096xf32>, tensor<4096x1024xf32>) -> tensor<128x1024xf32>
    %17 = "mhlo.fusion"(%arg7, %arg5, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x1024xf32>, %arg9: tensor<1024xbf16>, %arg10: tensor<128x1024xf32>):
      %38 = stablehlo.convert %arg10 : (tensor<128x1024xf32>) -> tensor<128x1024xbf16>
      %39 = stablehlo.convert %38 : (tensor<128x1024xbf16>) -> tensor<128x1024xf32>
      %40 = stablehlo.convert %arg9 : (tensor<1024xbf16>) -> tensor<1024xf32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<1024xf32>) -> tensor<128x1024xf32>
      %42 = stablehlo.add %39, %41 : tensor<128x1024xf32>
      %43 = stablehlo.subtract %42, %arg8 : tensor<128x1024xf32>
      %cst_0 = stablehlo.constant dense<1.90734863E-6> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
      %45 = stablehlo.multiply %43, %44 : tensor<128x1024xf32>
      %46 = stablehlo.convert %45 : (tensor<128x1024xf32>) -> tensor<128x1024xbf16>
      %47 = stablehlo.convert %46 : (tensor<128x1024xbf16>) -> tensor<128x1024xf32>
      mhlo.return %47 : tensor<128x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<128x1024xf32>, tensor<1024xbf16>, tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %18 = "mhlo.fusion"(%17, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<128x1024xf32>, %arg9: tensor<4096x1024xf32>):
      %38 = stablehlo.dot_general %arg8, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<4096x1024xf32>) -> tensor<128x4096xf32>
      mhlo.return %38 : tensor<128x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x1024xf32>, tensor<4096x1024xf32>) -> tensor<128x4096xf32>
    %19 = "mhlo.fusion"(%18, %13, %12, %11, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xf32>, %arg9: tensor<128x4096xbf16>, %arg10: tensor<128x4096xbf16>, %arg11: tensor<128x4096xbf16>, %arg12: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %39 = stablehlo.convert %38 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %40 = stablehlo.convert %arg9 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %41 = stablehlo.multiply %39, %40 : tensor<128x4096xf32>
      %42 = stablehlo.convert %41 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %43 = stablehlo.convert %42 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %44 = stablehlo.convert %arg12 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %45 = stablehlo.multiply %44, %39 : tensor<128x4096xf32>
      %46 = stablehlo.convert %45 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %47 = stablehlo.convert %46 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %49 = stablehlo.multiply %47, %48 : tensor<128x4096xf32>
      %50 = stablehlo.convert %49 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %51 = stablehlo.convert %50 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %53 = stablehlo.convert %arg10 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %54 = stablehlo.subtract %52, %53 : tensor<128x4096xf32>
      %55 = stablehlo.convert %54 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %56 = stablehlo.convert %55 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %57 = stablehlo.multiply %51, %56 : tensor<128x4096xf32>
      %58 = stablehlo.convert %57 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %59 = stablehlo.convert %58 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %60 = stablehlo.multiply %59, %53 : tensor<128x4096xf32>
      %61 = stablehlo.convert %60 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %62 = stablehlo.convert %61 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %63 = stablehlo.add %59, %62 : tensor<128x4096xf32>
      %64 = stablehlo.convert %63 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %65 = stablehlo.convert %64 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_2 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %67 = stablehlo.multiply %65, %66 : tensor<128x4096xf32>
      %68 = stablehlo.convert %67 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %69 = stablehlo.convert %68 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %70 = stablehlo.add %43, %69 : tensor<128x4096xf32>
      %71 = stablehlo.convert %70 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %72 = stablehlo.convert %71 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_3 = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %73 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %74 = stablehlo.multiply %69, %73 : tensor<128x4096xf32>
      %75 = stablehlo.convert %74 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %76 = stablehlo.convert %75 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %77 = stablehlo.convert %arg11 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %78 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %79 = stablehlo.multiply %77, %78 : tensor<128x4096xf32>
      %80 = stablehlo.convert %79 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %81 = stablehlo.convert %80 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %82 = stablehlo.multiply %76, %81 : tensor<128x4096xf32>
      %83 = stablehlo.convert %82 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %84 = stablehlo.convert %83 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %85 = stablehlo.add %72, %84 : tensor<128x4096xf32>
      %86 = stablehlo.convert %85 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %87 = stablehlo.convert %86 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      mhlo.return %87 : tensor<128x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x4096xf32>, tensor<128x4096xbf16>, tensor<128x4096xbf16>, tensor<128x4096xbf16>, tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %20 = "mhlo.fusion"(%19, %8) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<128x4096xf32>, %arg9: tensor<4096x4096xf32>):
      %38 = stablehlo.dot_general %arg8, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<4096x4096xf32>) -> tensor<128x4096xf32>
      mhlo.return %38 : tensor<128x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x4096xf32>, tensor<4096x4096xf32>) -> tensor<128x4096xf32>
    %21 = "mhlo.fusion"(%20, %6, %5, %4, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xf32>, %arg9: tensor<128x4096xbf16>, %arg10: tensor<128x4096xbf16>, %arg11: tensor<128x4096xbf16>, %arg12: tensor<128x4096xbf16>):
      %38 = stablehlo.convert %arg8 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %39 = stablehlo.convert %38 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %40 = stablehlo.convert %arg9 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %41 = stablehlo.multiply %39, %40 : tensor<128x4096xf32>
      %42 = stablehlo.convert %41 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %43 = stablehlo.convert %42 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %44 = stablehlo.convert %arg12 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %45 = stablehlo.multiply %44, %39 : tensor<128x4096xf32>
      %46 = stablehlo.convert %45 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %47 = stablehlo.convert %46 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %49 = stablehlo.multiply %47, %48 : tensor<128x4096xf32>
      %50 = stablehlo.convert %49 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %51 = stablehlo.convert %50 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %53 = stablehlo.convert %arg10 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %54 = stablehlo.subtract %52, %53 : tensor<128x4096xf32>
      %55 = stablehlo.convert %54 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %56 = stablehlo.convert %55 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %57 = stablehlo.multiply %51, %56 : tensor<128x4096xf32>
      %58 = stablehlo.convert %57 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %59 = stablehlo.convert %58 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %60 = stablehlo.multiply %59, %53 : tensor<128x4096xf32>
      %61 = stablehlo.convert %60 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %62 = stablehlo.convert %61 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %63 = stablehlo.add %59, %62 : tensor<128x4096xf32>
      %64 = stablehlo.convert %63 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %65 = stablehlo.convert %64 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_2 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %67 = stablehlo.multiply %65, %66 : tensor<128x4096xf32>
      %68 = stablehlo.convert %67 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %69 = stablehlo.convert %68 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %70 = stablehlo.add %43, %69 : tensor<128x4096xf32>
      %71 = stablehlo.convert %70 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %72 = stablehlo.convert %71 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_3 = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %73 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %74 = stablehlo.multiply %69, %73 : tensor<128x4096xf32>
      %75 = stablehlo.convert %74 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %76 = stablehlo.convert %75 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %77 = stablehlo.convert %arg11 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %78 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %79 = stablehlo.multiply %77, %78 : tensor<128x4096xf32>
      %80 = stablehlo.convert %79 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %81 = stablehlo.convert %80 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %82 = stablehlo.multiply %76, %81 : tensor<128x4096xf32>
      %83 = stablehlo.convert %82 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %84 = stablehlo.convert %83 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      %85 = stablehlo.add %72, %84 : tensor<128x4096xf32>
      %86 = stablehlo.convert %85 : (tensor<128x4096xf32>) -> tensor<128x4096xbf16>
      %87 = stablehlo.convert %86 : (tensor<128x4096xbf16>) -> tensor<128x4096xf32>
      mhlo.return %87 : tensor<128x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x4096xf32>, tensor<128x4096xbf16>, tensor<128x4096xbf16>, tensor<128x4096xbf16>, tensor<128x4096xbf16>) -> tensor<128x4096xf32>
    %22 = stablehlo.dot_general %21, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<128x1024xf32>) -> tensor<4096x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = "mhlo.fusion"(%21, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xf32>, %arg9: tensor<f32>):
      %38 = "stablehlo.reduce_window"(%arg8, %arg9) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32, 1>, window_strides = array<i64: 32, 1>}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %39 = stablehlo.add %arg10, %arg11 : tensor<f32>
        %40 = stablehlo.convert %39 : (tensor<f32>) -> tensor<bf16>
        %41 = stablehlo.convert %40 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %41 : tensor<f32>
      }) : (tensor<128x4096xf32>, tensor<f32>) -> tensor<4x4096xf32>
      mhlo.return %38 : tensor<4x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x4096xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %24 = "mhlo.fusion"(%23, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4x4096xf32>, %arg9: tensor<f32>):
      %38 = stablehlo.reduce(%arg8 init: %arg9) across dimensions = [0] : (tensor<4x4096xf32>, tensor<f32>) -> tensor<4096xf32>
       reducer(%arg10: tensor<f32>, %arg11: tensor<f32>)  {
        %39 = stablehlo.add %arg10, %arg11 : tensor<f32>
        %40 = stablehlo.convert %39 : (tensor<f32>) -> tensor<bf16>
        %41 = stablehlo.convert %40 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %41 : tensor<f32>
      }
      mhlo.return %38 : tensor<4096xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %25 = stablehlo.dot_general %19, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<128x4096xf32>) -> tensor<4096x4096xf32>
    %26 = "mhlo.fusion"(%19, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x4096xf32>, %arg9: tensor<f32>):
      %38 = "stablehlo.reduce_window"(%arg8, %arg9) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32, 1>, window_strides = array<i64: 32, 1>}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %39 = stablehlo.add %arg10, %arg11 : tensor<f32>
        %40 = stablehlo.convert %39 : (tensor<f32>) -> tensor<bf16>
        %41 = stablehlo.convert %40 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %41 : tensor<f32>
      }) : (tensor<128x4096xf32>, tensor<f32>) -> tensor<4x4096xf32>
      mhlo.return %38 : tensor<4x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<128x4096xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %27 = "mhlo.fusion"(%26, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4x4096xf32>, %arg9: tensor<f32>):
      %38 = stablehlo.reduce(%arg8 init: %arg9) across dimensions = [0] : (tensor<4x4096xf32>, tensor<f32>) -> tensor<4096xf32>
       reducer(%arg10: tensor<f32>, %arg11: tensor<f32>)  {
        %39 = stablehlo.add %arg10, %arg11 : tensor<f32>
        %40 = stablehlo.convert %39 : (tensor<f32>) -> tensor<bf16>
        %41 = stablehlo.convert %40 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %41 : tensor<f32>
      }
      mhlo.return %38 : tensor<4096xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %28 = stablehlo.dot_general %17, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<128x4096xf32>) -> tensor<1024x4096xf32>
    %29 = "mhlo.fusion"(%17, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x1024xf32>, %arg9: tensor<f32>):
      %38 = "stablehlo.reduce_window"(%arg8, %arg9) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32, 1>, window_strides = array<i64: 32, 1>}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %39 = stablehlo.add %arg10, %arg11 : tensor<f32>
        %40 = stablehlo.convert %39 : (tensor<f32>) -> tensor<bf16>
        %41 = stablehlo.convert %40 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %41 : tensor<f32>
      }) : (tensor<128x1024xf32>, tensor<f32>) -> tensor<4x1024xf32>
      mhlo.return %38 : tensor<4x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<128x1024xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %30 = "mhlo.fusion"(%29, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4x1024xf32>, %arg9: tensor<f32>):
      %38 = stablehlo.reduce(%arg8 init: %arg9) across dimensions = [0] : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
       reducer(%arg10: tensor<f32>, %arg11: tensor<f32>)  {
        %39 = stablehlo.add %arg10, %arg11 : tensor<f32>
        %40 = stablehlo.convert %39 : (tensor<f32>) -> tensor<bf16>
        %41 = stablehlo.convert %40 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %41 : tensor<f32>
      }
      mhlo.return %38 : tensor<1024xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %31:6 = "stablehlo.all_reduce"(%22, %24, %25, %27, %28, %30) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %38 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %38 : tensor<f32>
    }) : (tensor<4096x1024xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<1024x4096xf32>, tensor<1024xf32>) -> (tensor<4096x1024xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<1024x4096xf32>, tensor<1024xf32>)
    %32 = "mhlo.fusion"(%31#0, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4096x1024xf32>, %arg9: tensor<1024x4096xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
      %39 = stablehlo.convert %arg8 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %40 = stablehlo.convert %39 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      %cst_0 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1024xf32>
      %42 = stablehlo.multiply %40, %41 : tensor<4096x1024xf32>
      %43 = stablehlo.convert %42 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      %44 = stablehlo.convert %43 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      %45 = stablehlo.transpose %44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1024,4096]{0,1}"} : (tensor<4096x1024xf32>) -> tensor<1024x4096xf32>
      %46 = mhlo.copy %45 : tensor<1024x4096xf32>
      %47 = stablehlo.subtract %38, %46 : tensor<1024x4096xf32>
      %48 = stablehlo.convert %47 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
      mhlo.return %48 : tensor<1024x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x1024xf32>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %33 = "mhlo.fusion"(%31#1, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4096xf32>, %arg9: tensor<4096xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<4096xbf16>) -> tensor<4096xf32>
      %39 = stablehlo.convert %arg8 : (tensor<4096xf32>) -> tensor<4096xbf16>
      %40 = stablehlo.convert %39 : (tensor<4096xbf16>) -> tensor<4096xf32>
      %cst_0 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %42 = stablehlo.multiply %40, %41 : tensor<4096xf32>
      %43 = stablehlo.convert %42 : (tensor<4096xf32>) -> tensor<4096xbf16>
      %44 = stablehlo.convert %43 : (tensor<4096xbf16>) -> tensor<4096xf32>
      %45 = stablehlo.subtract %38, %44 : tensor<4096xf32>
      %46 = stablehlo.convert %45 : (tensor<4096xf32>) -> tensor<4096xbf16>
      mhlo.return %46 : tensor<4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096xf32>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %34 = "mhlo.fusion"(%31#2, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4096x4096xf32>, %arg9: tensor<4096x4096xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      %39 = stablehlo.convert %arg8 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %40 = stablehlo.convert %39 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      %cst_0 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
      %42 = stablehlo.multiply %40, %41 : tensor<4096x4096xf32>
      %43 = stablehlo.convert %42 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      %44 = stablehlo.convert %43 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
      %45 = stablehlo.transpose %44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4096,4096]{0,1}"} : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
      %46 = mhlo.copy %45 : tensor<4096x4096xf32>
      %47 = stablehlo.subtract %38, %46 : tensor<4096x4096xf32>
      %48 = stablehlo.convert %47 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
      mhlo.return %48 : tensor<4096x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x4096xf32>, tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %35 = "mhlo.fusion"(%31#3, %arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<4096xf32>, %arg9: tensor<4096xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<4096xbf16>) -> tensor<4096xf32>
      %39 = stablehlo.convert %arg8 : (tensor<4096xf32>) -> tensor<4096xbf16>
      %40 = stablehlo.convert %39 : (tensor<4096xbf16>) -> tensor<4096xf32>
      %cst_0 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %42 = stablehlo.multiply %40, %41 : tensor<4096xf32>
      %43 = stablehlo.convert %42 : (tensor<4096xf32>) -> tensor<4096xbf16>
      %44 = stablehlo.convert %43 : (tensor<4096xbf16>) -> tensor<4096xf32>
      %45 = stablehlo.subtract %38, %44 : tensor<4096xf32>
      %46 = stablehlo.convert %45 : (tensor<4096xf32>) -> tensor<4096xbf16>
      mhlo.return %46 : tensor<4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096xf32>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %36 = "mhlo.fusion"(%31#4, %arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<1024x4096xf32>, %arg9: tensor<4096x1024xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
      %39 = stablehlo.convert %arg8 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
      %40 = stablehlo.convert %39 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
      %cst_0 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
      %42 = stablehlo.multiply %40, %41 : tensor<1024x4096xf32>
      %43 = stablehlo.convert %42 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
      %44 = stablehlo.convert %43 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
      %45 = stablehlo.transpose %44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4096,1024]{0,1}"} : (tensor<1024x4096xf32>) -> tensor<4096x1024xf32>
      %46 = mhlo.copy %45 : tensor<4096x1024xf32>
      %47 = stablehlo.subtract %38, %46 : tensor<4096x1024xf32>
      %48 = stablehlo.convert %47 : (tensor<4096x1024xf32>) -> tensor<4096x1024xbf16>
      mhlo.return %48 : tensor<4096x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024x4096xf32>, tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %37 = "mhlo.fusion"(%31#5, %arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<1024xf32>, %arg9: tensor<1024xbf16>):
      %38 = stablehlo.convert %arg9 : (tensor<1024xbf16>) -> tensor<1024xf32>
      %39 = stablehlo.convert %arg8 : (tensor<1024xf32>) -> tensor<1024xbf16>
      %40 = stablehlo.convert %39 : (tensor<1024xbf16>) -> tensor<1024xf32>
      %cst_0 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
      %42 = stablehlo.multiply %40, %41 : tensor<1024xf32>
      %43 = stablehlo.convert %42 : (tensor<1024xf32>) -> tensor<1024xbf16>
      %44 = stablehlo.convert %43 : (tensor<1024xbf16>) -> tensor<1024xf32>
      %45 = stablehlo.subtract %38, %44 : tensor<1024xf32>
      %46 = stablehlo.convert %45 : (tensor<1024xf32>) -> tensor<1024xbf16>
      mhlo.return %46 : tensor<1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<1024xf32>, tensor<1024xbf16>) -> tensor<1024xbf16>
    return %32, %33, %34, %35, %36, %37 : tensor<1024x4096xbf16>, tensor<4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096x1024xbf16>, tensor<1024xbf16>
  }
}
