module @jit_gemm_chain attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{devices=[4,1]<=[4]}", mhlo.spmd_parameters_shardings = ["{devices=[4,1]<=[4]}", "{devices=[1,1,4]<=[4]}", "{devices=[1,4,1]<=[4]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=4, "axis_1"=1]>
  func.func private @add.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.1.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func @main(%arg0: tensor<512x1024xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg1: tensor<2x1024x1024xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg2: tensor<2x1024x1024xbf16> {mhlo.sharding = "{devices=[1,4,1]<=[4]}"}) -> tensor<512x1024xbf16> {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<512x1024xbf16>) -> tensor<2048x1024xbf16>
    %1 = stablehlo.slice %arg1 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %2 = stablehlo.reshape %1 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3 = stablehlo.dot %0, %2, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<2048x1024xbf16>
    %4 = stablehlo.multiply %3, %3 : tensor<2048x1024xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<2048x1024xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2048x1024xbf16>
    %7 = stablehlo.multiply %5, %6 : tensor<2048x1024xbf16>
    %8 = stablehlo.add %3, %7 : tensor<2048x1024xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2048x1024xbf16>
    %10 = stablehlo.multiply %8, %9 : tensor<2048x1024xbf16>
    %11 = stablehlo.tanh %10 : tensor<2048x1024xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<2048x1024xbf16>
    %13 = stablehlo.add %11, %12 : tensor<2048x1024xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2048x1024xbf16>
    %15 = stablehlo.multiply %13, %14 : tensor<2048x1024xbf16>
    %16 = stablehlo.multiply %3, %15 : tensor<2048x1024xbf16>
    %17 = stablehlo.slice %arg2 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %18 = stablehlo.reshape %17 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %19 = stablehlo.dot %16, %18, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<2048x1024xbf16>
    %20 = "stablehlo.all_reduce"(%19) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      %45 = stablehlo.add %arg3, %arg4 : tensor<bf16>
      stablehlo.return %45 : tensor<bf16>
    }) : (tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %c = stablehlo.constant dense<[0, 512, 1024, 1536]> : tensor<4xi32>
    %21 = stablehlo.partition_id : tensor<ui32>
    %22 = stablehlo.dynamic_slice %c, %21, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.dynamic_slice %20, %23, %c_3, sizes = [512, 1024] : (tensor<2048x1024xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x1024xbf16>
    %25 = mhlo.copy %24 : tensor<512x1024xbf16>
    %26 = "stablehlo.all_gather"(%25) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<512x1024xbf16>) -> tensor<2048x1024xbf16>
    %27 = stablehlo.slice %arg1 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %28 = stablehlo.reshape %27 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %29 = stablehlo.dot %26, %28, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<2048x1024xbf16>
    %30 = stablehlo.multiply %29, %29 : tensor<2048x1024xbf16>
    %31 = stablehlo.multiply %30, %29 : tensor<2048x1024xbf16>
    %32 = stablehlo.multiply %31, %6 : tensor<2048x1024xbf16>
    %33 = stablehlo.add %29, %32 : tensor<2048x1024xbf16>
    %34 = stablehlo.multiply %33, %9 : tensor<2048x1024xbf16>
    %35 = stablehlo.tanh %34 : tensor<2048x1024xbf16>
    %36 = stablehlo.add %35, %12 : tensor<2048x1024xbf16>
    %37 = stablehlo.multiply %36, %14 : tensor<2048x1024xbf16>
    %38 = stablehlo.multiply %29, %37 : tensor<2048x1024xbf16>
    %39 = stablehlo.slice %arg2 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %40 = stablehlo.reshape %39 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %41 = stablehlo.dot %38, %40, precision = [DEFAULT, DEFAULT] : (tensor<2048x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<2048x1024xbf16>
    %42 = "stablehlo.all_reduce"(%41) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>):
      %45 = stablehlo.add %arg3, %arg4 : tensor<bf16>
      stablehlo.return %45 : tensor<bf16>
    }) : (tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %43 = stablehlo.dynamic_slice %42, %23, %c_3, sizes = [512, 1024] : (tensor<2048x1024xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x1024xbf16>
    %44 = mhlo.copy %43 : tensor<512x1024xbf16>
    return %44 : tensor<512x1024xbf16>
  }
}
