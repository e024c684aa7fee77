module @jit_gemm_chain attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{devices=[4,1]<=[4]}", mhlo.spmd_parameters_shardings = ["{devices=[4,1]<=[4]}", "{devices=[1,1,4]<=[4]}", "{devices=[1,4,1]<=[4]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=4, "axis_1"=1]>
  func.func private @add.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.1.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<2048x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<2048x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
    return %0 : tensor<2048x1024xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<2048x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<2048x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
    return %0 : tensor<2048x1024xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<2048x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<2048x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
    return %0 : tensor<2048x1024xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<2048x1024xf32>, %arg1: tensor<1024x1024xf32>) -> tensor<2048x1024xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
    return %0 : tensor<2048x1024xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<2048x1024xbf16>, %arg1: tensor<ui32>) -> tensor<512x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %1 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.multiply %1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %0, %2, %c_0, sizes = [512, 1024] : (tensor<2048x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x1024xf32>
    %4 = stablehlo.convert %3 : (tensor<512x1024xf32>) -> tensor<512x1024xbf16>
    return %4 : tensor<512x1024xbf16>
  }
  func.func private @fused_computation.5(%arg0: tensor<2x1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %1 = stablehlo.slice %0 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
    return %4 : tensor<1024x1024xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<2048x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %4 = stablehlo.convert %3 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %5 = stablehlo.multiply %4, %1 : tensor<2048x1024xf32>
    %6 = stablehlo.convert %5 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %7 = stablehlo.convert %6 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %cst = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2048x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %11 = stablehlo.convert %10 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %12 = stablehlo.add %1, %11 : tensor<2048x1024xf32>
    %13 = stablehlo.convert %12 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %14 = stablehlo.convert %13 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<2048x1024xf32>
    %17 = stablehlo.convert %16 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %18 = stablehlo.convert %17 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %19 = stablehlo.tanh %18 : tensor<2048x1024xf32>
    %20 = stablehlo.convert %19 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %21 = stablehlo.convert %20 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %23 = stablehlo.add %21, %22 : tensor<2048x1024xf32>
    %24 = stablehlo.convert %23 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %25 = stablehlo.convert %24 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<2048x1024xf32>
    %28 = stablehlo.convert %27 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %29 = stablehlo.convert %28 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %30 = stablehlo.multiply %1, %29 : tensor<2048x1024xf32>
    %31 = stablehlo.convert %30 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %32 = stablehlo.convert %31 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    return %32 : tensor<2048x1024xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<2x1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %1 = stablehlo.slice %0 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
    return %4 : tensor<1024x1024xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    return %1 : tensor<2048x1024xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<ui32>, %arg1: tensor<2048x1024xbf16>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.multiply %1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %0, %2, %c_0, sizes = [512, 1024] : (tensor<2048x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x1024xf32>
    %4 = stablehlo.convert %3 : (tensor<512x1024xf32>) -> tensor<512x1024xbf16>
    %5 = stablehlo.convert %4 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    return %5 : tensor<512x1024xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<2x1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %1 = stablehlo.slice %0 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
    return %4 : tensor<1024x1024xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<2048x1024xf32>
    %3 = stablehlo.convert %2 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %4 = stablehlo.convert %3 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %5 = stablehlo.multiply %4, %1 : tensor<2048x1024xf32>
    %6 = stablehlo.convert %5 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %7 = stablehlo.convert %6 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %cst = stablehlo.constant dense<0.0446777344> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2048x1024xf32>
    %10 = stablehlo.convert %9 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %11 = stablehlo.convert %10 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %12 = stablehlo.add %1, %11 : tensor<2048x1024xf32>
    %13 = stablehlo.convert %12 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %14 = stablehlo.convert %13 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<2048x1024xf32>
    %17 = stablehlo.convert %16 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %18 = stablehlo.convert %17 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %19 = stablehlo.tanh %18 : tensor<2048x1024xf32>
    %20 = stablehlo.convert %19 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %21 = stablehlo.convert %20 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %23 = stablehlo.add %21, %22 : tensor<2048x1024xf32>
    %24 = stablehlo.convert %23 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %25 = stablehlo.convert %24 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<2048x1024xf32>
    %28 = stablehlo.convert %27 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %29 = stablehlo.convert %28 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    %30 = stablehlo.multiply %1, %29 : tensor<2048x1024xf32>
    %31 = stablehlo.convert %30 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %32 = stablehlo.convert %31 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    return %32 : tensor<2048x1024xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<2x1024x1024xbf16>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
    %1 = stablehlo.slice %0 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
    %2 = stablehlo.convert %1 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
    return %4 : tensor<1024x1024xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
    return %1 : tensor<2048x1024xf32>
  }
  func.func private @wrapped_convert_computation(%arg0: tensor<512x1024xbf16>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    return %0 : tensor<512x1024xf32>
  }
  func.func private @wrapped_convert_computation.1(%arg0: tensor<2048x1024xf32>) -> tensor<2048x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    return %0 : tensor<2048x1024xbf16>
  }
  func.func private @wrapped_convert_computation.2(%arg0: tensor<2048x1024xf32>) -> tensor<2048x1024xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    return %0 : tensor<2048x1024xbf16>
  }
  func.func @main(%arg0: tensor<512x1024xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg1: tensor<2x1024x1024xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg2: tensor<2x1024x1024xbf16> {mhlo.sharding = "{devices=[1,4,1]<=[4]}"}) -> tensor<512x1024xbf16> {
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<512x1024xbf16>):
      %22 = stablehlo.convert %arg3 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
      mhlo.return %22 : tensor<512x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<512x1024xf32>) -> tensor<2048x1024xf32>
    %3 = "mhlo.fusion"(%2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>):
      %22 = stablehlo.convert %arg3 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %23 = stablehlo.convert %22 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      mhlo.return %23 : tensor<2048x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %4 = "mhlo.fusion"(%arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2x1024x1024xbf16>):
      %22 = stablehlo.convert %arg3 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %23 = stablehlo.slice %22 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %24 = stablehlo.convert %23 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
      %25 = stablehlo.convert %24 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
      %26 = mhlo.bitcast %25 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
      mhlo.return %26 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2x1024x1024xbf16>) -> tensor<1024x1024xf32>
    %5 = "mhlo.fusion"(%3, %4) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %22 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
      mhlo.return %22 : tensor<2048x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
    %6 = "mhlo.fusion"(%5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>):
      %22 = stablehlo.convert %arg3 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %23 = stablehlo.convert %22 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %24 = stablehlo.multiply %23, %23 : tensor<2048x1024xf32>
      %25 = stablehlo.convert %24 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %26 = stablehlo.convert %25 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %27 = stablehlo.multiply %26, %23 : tensor<2048x1024xf32>
      %28 = stablehlo.convert %27 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %29 = stablehlo.convert %28 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %cst = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %31 = stablehlo.multiply %29, %30 : tensor<2048x1024xf32>
      %32 = stablehlo.convert %31 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %33 = stablehlo.convert %32 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %34 = stablehlo.add %23, %33 : tensor<2048x1024xf32>
      %35 = stablehlo.convert %34 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %36 = stablehlo.convert %35 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %38 = stablehlo.multiply %36, %37 : tensor<2048x1024xf32>
      %39 = stablehlo.convert %38 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %40 = stablehlo.convert %39 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %41 = stablehlo.tanh %40 : tensor<2048x1024xf32>
      %42 = stablehlo.convert %41 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %43 = stablehlo.convert %42 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %45 = stablehlo.add %43, %44 : tensor<2048x1024xf32>
      %46 = stablehlo.convert %45 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %47 = stablehlo.convert %46 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %49 = stablehlo.multiply %47, %48 : tensor<2048x1024xf32>
      %50 = stablehlo.convert %49 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %51 = stablehlo.convert %50 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %52 = stablehlo.multiply %23, %51 : tensor<2048x1024xf32>
      %53 = stablehlo.convert %52 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %54 = stablehlo.convert %53 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      mhlo.return %54 : tensor<2048x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %7 = "mhlo.fusion"(%arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2x1024x1024xbf16>):
      %22 = stablehlo.convert %arg3 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %23 = stablehlo.slice %22 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %24 = stablehlo.convert %23 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
      %25 = stablehlo.convert %24 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
      %26 = mhlo.bitcast %25 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
      mhlo.return %26 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2x1024x1024xbf16>) -> tensor<1024x1024xf32>
    %8 = "mhlo.fusion"(%6, %7) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %22 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
      mhlo.return %22 : tensor<2048x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
    %9 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %22 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %10 = "mhlo.fusion"(%9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>):
      %22 = stablehlo.convert %arg3 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      mhlo.return %22 : tensor<2048x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %11 = "mhlo.fusion"(%0, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<ui32>, %arg4: tensor<2048x1024xbf16>):
      %22 = stablehlo.convert %arg4 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %23 = stablehlo.convert %arg3 : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<512> : tensor<i32>
      %24 = stablehlo.multiply %23, %c : tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %25 = stablehlo.dynamic_slice %22, %24, %c_0, sizes = [512, 1024] : (tensor<2048x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x1024xf32>
      %26 = stablehlo.convert %25 : (tensor<512x1024xf32>) -> tensor<512x1024xbf16>
      %27 = stablehlo.convert %26 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
      mhlo.return %27 : tensor<512x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<ui32>, tensor<2048x1024xbf16>) -> tensor<512x1024xf32>
    %12 = "stablehlo.all_gather"(%11) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<512x1024xf32>) -> tensor<2048x1024xf32>
    %13 = "mhlo.fusion"(%12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>):
      %22 = stablehlo.convert %arg3 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %23 = stablehlo.convert %22 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      mhlo.return %23 : tensor<2048x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %14 = "mhlo.fusion"(%arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2x1024x1024xbf16>):
      %22 = stablehlo.convert %arg3 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %23 = stablehlo.slice %22 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %24 = stablehlo.convert %23 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
      %25 = stablehlo.convert %24 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
      %26 = mhlo.bitcast %25 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
      mhlo.return %26 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2x1024x1024xbf16>) -> tensor<1024x1024xf32>
    %15 = "mhlo.fusion"(%13, %14) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %22 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
      mhlo.return %22 : tensor<2048x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
    %16 = "mhlo.fusion"(%15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>):
      %22 = stablehlo.convert %arg3 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %23 = stablehlo.convert %22 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %24 = stablehlo.multiply %23, %23 : tensor<2048x1024xf32>
      %25 = stablehlo.convert %24 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %26 = stablehlo.convert %25 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %27 = stablehlo.multiply %26, %23 : tensor<2048x1024xf32>
      %28 = stablehlo.convert %27 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %29 = stablehlo.convert %28 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %cst = stablehlo.constant dense<0.0446777344> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %31 = stablehlo.multiply %29, %30 : tensor<2048x1024xf32>
      %32 = stablehlo.convert %31 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %33 = stablehlo.convert %32 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %34 = stablehlo.add %23, %33 : tensor<2048x1024xf32>
      %35 = stablehlo.convert %34 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %36 = stablehlo.convert %35 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %38 = stablehlo.multiply %36, %37 : tensor<2048x1024xf32>
      %39 = stablehlo.convert %38 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %40 = stablehlo.convert %39 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %41 = stablehlo.tanh %40 : tensor<2048x1024xf32>
      %42 = stablehlo.convert %41 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %43 = stablehlo.convert %42 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %45 = stablehlo.add %43, %44 : tensor<2048x1024xf32>
      %46 = stablehlo.convert %45 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %47 = stablehlo.convert %46 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %49 = stablehlo.multiply %47, %48 : tensor<2048x1024xf32>
      %50 = stablehlo.convert %49 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %51 = stablehlo.convert %50 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %52 = stablehlo.multiply %23, %51 : tensor<2048x1024xf32>
      %53 = stablehlo.convert %52 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      %54 = stablehlo.convert %53 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      mhlo.return %54 : tensor<2048x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %17 = "mhlo.fusion"(%arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2x1024x1024xbf16>):
      %22 = stablehlo.convert %arg3 : (tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xf32>
      %23 = stablehlo.slice %22 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xf32>) -> tensor<1x1024x1024xf32>
      %24 = stablehlo.convert %23 : (tensor<1x1024x1024xf32>) -> tensor<1x1024x1024xbf16>
      %25 = stablehlo.convert %24 : (tensor<1x1024x1024xbf16>) -> tensor<1x1024x1024xf32>
      %26 = mhlo.bitcast %25 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
      mhlo.return %26 : tensor<1024x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2x1024x1024xbf16>) -> tensor<1024x1024xf32>
    %18 = "mhlo.fusion"(%16, %17) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>, %arg4: tensor<1024x1024xf32>):
      %22 = stablehlo.dot %arg3, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
      mhlo.return %22 : tensor<2048x1024xf32>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
    %19 = "stablehlo.all_reduce"(%18) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %22 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %20 = "mhlo.fusion"(%19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2048x1024xf32>):
      %22 = stablehlo.convert %arg3 : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
      mhlo.return %22 : tensor<2048x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xf32>) -> tensor<2048x1024xbf16>
    %21 = "mhlo.fusion"(%20, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<2048x1024xbf16>, %arg4: tensor<ui32>):
      %22 = stablehlo.convert %arg3 : (tensor<2048x1024xbf16>) -> tensor<2048x1024xf32>
      %23 = stablehlo.convert %arg4 : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<512> : tensor<i32>
      %24 = stablehlo.multiply %23, %c : tensor<i32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %25 = stablehlo.dynamic_slice %22, %24, %c_0, sizes = [512, 1024] : (tensor<2048x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x1024xf32>
      %26 = stablehlo.convert %25 : (tensor<512x1024xf32>) -> tensor<512x1024xbf16>
      mhlo.return %26 : tensor<512x1024xbf16>
    }) {output_operand_aliasing = []} : (tensor<2048x1024xbf16>, tensor<ui32>) -> tensor<512x1024xbf16>
    return %21 : tensor<512x1024xbf16>
  }
}
