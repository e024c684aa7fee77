module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 4 : i64}, output_index = array<i64: 4>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 5 : i64}, output_index = array<i64: 5>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 6 : i64}, output_index = array<i64: 6>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 7 : i64}, output_index = array<i64: 7>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 8 : i64}, output_index = array<i64: 8>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 9 : i64}, output_index = array<i64: 9>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 10 : i64}, output_index = array<i64: 10>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 11 : i64}, output_index = array<i64: 11>}], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{devices=[8,1]<=[8]}, {replicated}, {replicated}, {replicated}, {devices=[1,8,1]<=[8]}, /*index=5*/{devices=[1,8,1]<=[8]}, {devices=[1,8,1]<=[8]}, {devices=[1,8,1]<=[8]}, {devices=[1,8,1]<=[8]}, {devices=[1,8,1]<=[8]}, /*index=10*/{devices=[1,8,1]<=[8]}, {devices=[8,1]<=[8]}, {replicated}}", mhlo.spmd_parameters_shardings = ["{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{replicated}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[1,8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_2 = <["axis_0"=1, "axis_1"=8]>
  sdy.mesh @mesh_1 = <["axis_0"=8, "axis_1"=1, "axis_2"=1]>
  sdy.mesh @mesh = <["axis_0"=8, "axis_1"=1]>
  func.func private @region_0.1(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
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
  func.func private @region_12.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_13.14(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_14.15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_16.16(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_17.17(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_18.18(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_19.19(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_20.20(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_21.21(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_22.22(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_23.23(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_24.24(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_25.25(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_28.29(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_29.30(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_30.31(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.6_spmd(%arg0: tensor<i32>, %arg1: tensor<2x256x512xbf16>, %arg2: tensor<4x2x256x512xf32>, %arg3: tensor<4x2x256x1xf32>, %arg4: tensor<4x2x256x1xf32>, %arg5: tensor<4x1x1x512xbf16>, %arg6: tensor<4x2x256x512xbf16>, %arg7: tensor<4x2x256x512xbf16>, %arg8: tensor<4x2x256x8x64xbf16>, %arg9: tensor<4x2x256x8x64xbf16>, %arg10: tensor<4x2x8x256x256xf32>, %arg11: tensor<4x2x8x256x1xf32>, %arg12: tensor<4x2x8x256x1xf32>, %arg13: tensor<4x2x8x256x256xbf16>, %arg14: tensor<4x2x256x8x64xbf16>, %arg15: tensor<4x2x256x512xbf16>, %arg16: tensor<4x2x256x512xf32>, %arg17: tensor<4x2x256x1xf32>, %arg18: tensor<4x2x256x1xf32>, %arg19: tensor<4x1x1x512xbf16>, %arg20: tensor<4x2x256x512xbf16>, %arg21: tensor<4x2x256x512xbf16>, %arg22: tensor<4x2x256x1408xbf16>, %arg23: tensor<4x2x256x1408xbf16>, %arg24: tensor<4x2x256x1408xbf16>, %arg25: tensor<4x2x256x1408xbf16>, %arg26: tensor<4x2x256x1408xbf16>, %arg27: tensor<4x2x256x1408xbf16>, %arg28: tensor<4x512xbf16>, %arg29: tensor<4x64x512xbf16>, %arg30: tensor<4x64x512xbf16>, %arg31: tensor<1x256x1x32xf32>, %arg32: tensor<1x256x1x32xf32>, %arg33: tensor<1x256x1x32xf32>, %arg34: tensor<1x256x1x32xf32>, %arg35: tensor<4x64x512xbf16>, %arg36: tensor<1x256x1x32xf32>, %arg37: tensor<1x256x1x32xf32>, %arg38: tensor<1x256x1x32xf32>, %arg39: tensor<1x256x1x32xf32>, %arg40: tensor<2x8x256x256xi1>, %arg41: tensor<2x8x256x256xf32>, %arg42: tensor<4x64x512xbf16>, %arg43: tensor<4x512xbf16>, %arg44: tensor<4x64x1408xbf16>, %arg45: tensor<4x64x1408xbf16>, %arg46: tensor<4x176x512xbf16>) -> (tensor<i32>, tensor<2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x256xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<4x64x512xbf16>, tensor<4x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x176x512xbf16>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x256x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x256x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x256x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %13 = stablehlo.multiply %1, %12 : tensor<2x256x512xf32>
    %14 = stablehlo.convert %13 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_slice %arg28, %arg0, %c_2, sizes = [1, 512] : (tensor<4x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x512xbf16>
    %16 = stablehlo.reshape %15 : (tensor<1x512xbf16>) -> tensor<512xbf16>
    %17 = stablehlo.reshape %16 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %19 = stablehlo.reshape %18 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %21 = stablehlo.multiply %14, %20 : tensor<2x256x512xbf16>
    %22 = stablehlo.dynamic_slice %arg29, %arg0, %c_2, %c_2, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
    %23 = stablehlo.reshape %22 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
    %24 = "stablehlo.all_gather"(%23) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %25 = stablehlo.dot_general %21, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %26 = stablehlo.reshape %25 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %27 = stablehlo.dynamic_slice %arg30, %arg0, %c_2, %c_2, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
    %28 = stablehlo.reshape %27 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
    %29 = "stablehlo.all_gather"(%28) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %30 = stablehlo.dot_general %21, %29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %31 = stablehlo.reshape %30 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %32 = stablehlo.slice %31 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %33 = stablehlo.convert %32 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg31, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<2x256x8x32xf32>
    %38 = stablehlo.slice %31 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %39 = stablehlo.convert %38 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %40 = stablehlo.broadcast_in_dim %arg32, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<2x256x8x32xf32>
    %44 = stablehlo.subtract %37, %43 : tensor<2x256x8x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %48 = stablehlo.multiply %33, %47 : tensor<2x256x8x32xf32>
    %49 = stablehlo.broadcast_in_dim %arg34, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %52 = stablehlo.multiply %39, %51 : tensor<2x256x8x32xf32>
    %53 = stablehlo.add %48, %52 : tensor<2x256x8x32xf32>
    %54 = stablehlo.concatenate %44, %53, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %55 = stablehlo.convert %54 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %56 = stablehlo.dynamic_slice %arg35, %arg0, %c_2, %c_2, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
    %57 = stablehlo.reshape %56 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
    %58 = "stablehlo.all_gather"(%57) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %59 = stablehlo.dot_general %21, %58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %60 = stablehlo.reshape %59 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %61 = stablehlo.slice %60 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %62 = stablehlo.convert %61 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %63 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %66 = stablehlo.multiply %62, %65 : tensor<2x256x8x32xf32>
    %67 = stablehlo.slice %60 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %68 = stablehlo.convert %67 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %69 = stablehlo.broadcast_in_dim %arg37, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %70 = stablehlo.reshape %69 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %72 = stablehlo.multiply %68, %71 : tensor<2x256x8x32xf32>
    %73 = stablehlo.subtract %66, %72 : tensor<2x256x8x32xf32>
    %74 = stablehlo.broadcast_in_dim %arg38, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %77 = stablehlo.multiply %62, %76 : tensor<2x256x8x32xf32>
    %78 = stablehlo.broadcast_in_dim %arg39, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %81 = stablehlo.multiply %68, %80 : tensor<2x256x8x32xf32>
    %82 = stablehlo.add %77, %81 : tensor<2x256x8x32xf32>
    %83 = stablehlo.concatenate %73, %82, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %84 = stablehlo.convert %83 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %85 = stablehlo.dot_general %55, %84, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %86 = stablehlo.convert %85 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %88 = stablehlo.divide %86, %87 : tensor<2x8x256x256xf32>
    %89 = stablehlo.select %arg40, %88, %arg41 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %91 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %92 = stablehlo.maximum %90, %91 : tensor<2x8x256xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %95 = stablehlo.reshape %94 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %97 = stablehlo.subtract %89, %96 : tensor<2x8x256x256xf32>
    %98 = stablehlo.exponential %97 : tensor<2x8x256x256xf32>
    %99 = stablehlo.reduce(%98 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %104 = stablehlo.divide %98, %103 : tensor<2x8x256x256xf32>
    %105 = stablehlo.convert %104 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %106 = stablehlo.dot_general %26, %105, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %107 = stablehlo.transpose %106, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %108 = stablehlo.reshape %107 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %109 = stablehlo.dynamic_slice %arg42, %arg0, %c_2, %c_2, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
    %110 = stablehlo.reshape %109 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
    %111 = "stablehlo.all_gather"(%110) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %112 = stablehlo.dot_general %108, %111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %113 = stablehlo.add %arg1, %112 : tensor<2x256x512xbf16>
    %114 = stablehlo.convert %113 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<2x256x512xf32>
    %116 = stablehlo.reduce(%115 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %118 = stablehlo.divide %117, %5 : tensor<2x256x1xf32>
    %119 = stablehlo.add %118, %7 : tensor<2x256x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<2x256x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x256x512xf32>
    %125 = stablehlo.convert %124 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %126 = stablehlo.dynamic_slice %arg43, %arg0, %c_2, sizes = [1, 512] : (tensor<4x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x512xbf16>
    %127 = stablehlo.reshape %126 : (tensor<1x512xbf16>) -> tensor<512xbf16>
    %128 = stablehlo.reshape %127 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %130 = stablehlo.reshape %129 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %131 = stablehlo.broadcast_in_dim %130, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %132 = stablehlo.multiply %125, %131 : tensor<2x256x512xbf16>
    %133 = stablehlo.dynamic_slice %arg44, %arg0, %c_2, %c_2, sizes = [1, 64, 1408] : (tensor<4x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xbf16>
    %134 = stablehlo.reshape %133 : (tensor<1x64x1408xbf16>) -> tensor<64x1408xbf16>
    %135 = "stablehlo.all_gather"(%134) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %136 = stablehlo.dot_general %132, %135, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<2x256x1408xbf16>
    %138 = stablehlo.negate %136 : tensor<2x256x1408xbf16>
    %139 = stablehlo.exponential %138 : tensor<2x256x1408xbf16>
    %140 = stablehlo.add %139, %137 : tensor<2x256x1408xbf16>
    %141 = stablehlo.divide %137, %140 : tensor<2x256x1408xbf16>
    %142 = stablehlo.multiply %136, %141 : tensor<2x256x1408xbf16>
    %143 = stablehlo.dynamic_slice %arg45, %arg0, %c_2, %c_2, sizes = [1, 64, 1408] : (tensor<4x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xbf16>
    %144 = stablehlo.reshape %143 : (tensor<1x64x1408xbf16>) -> tensor<64x1408xbf16>
    %145 = "stablehlo.all_gather"(%144) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %146 = stablehlo.dot_general %132, %145, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %147 = stablehlo.multiply %142, %146 : tensor<2x256x1408xbf16>
    %148 = stablehlo.dynamic_slice %arg46, %arg0, %c_2, %c_2, sizes = [1, 176, 512] : (tensor<4x176x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xbf16>
    %149 = stablehlo.reshape %148 : (tensor<1x176x512xbf16>) -> tensor<176x512xbf16>
    %150 = "stablehlo.all_gather"(%149) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xbf16>) -> tensor<1408x512xbf16>
    %151 = stablehlo.dot_general %147, %150, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x512xbf16>
    %152 = stablehlo.add %113, %151 : tensor<2x256x512xbf16>
    %153 = mhlo.copy %152 : tensor<2x256x512xbf16>
    %154 = stablehlo.reshape %1 : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
    %155 = stablehlo.dynamic_update_slice %arg2, %154, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
    %156 = stablehlo.divide %9, %8 : tensor<2x256x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<2x256x1xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
    %160 = stablehlo.dynamic_update_slice %arg3, %159, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
    %161 = stablehlo.reshape %9 : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
    %162 = stablehlo.dynamic_update_slice %arg4, %161, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
    %163 = stablehlo.reshape %17 : (tensor<1x1x512xbf16>) -> tensor<1x1x1x512xbf16>
    %164 = stablehlo.dynamic_update_slice %arg5, %163, %arg0, %c_2, %c_2, %c_2 : (tensor<4x1x1x512xbf16>, tensor<1x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xbf16>
    %165 = stablehlo.reshape %14 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
    %166 = stablehlo.dynamic_update_slice %arg6, %165, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
    %167 = stablehlo.reshape %21 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
    %168 = stablehlo.dynamic_update_slice %arg7, %167, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
    %169 = stablehlo.reshape %84 : (tensor<2x256x8x64xbf16>) -> tensor<1x2x256x8x64xbf16>
    %170 = stablehlo.dynamic_update_slice %arg8, %169, %arg0, %c_2, %c_2, %c_2, %c_2 : (tensor<4x2x256x8x64xbf16>, tensor<1x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xbf16>
    %171 = stablehlo.reshape %55 : (tensor<2x256x8x64xbf16>) -> tensor<1x2x256x8x64xbf16>
    %172 = stablehlo.dynamic_update_slice %arg9, %171, %arg0, %c_2, %c_2, %c_2, %c_2 : (tensor<4x2x256x8x64xbf16>, tensor<1x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xbf16>
    %173 = stablehlo.reshape %98 : (tensor<2x8x256x256xf32>) -> tensor<1x2x8x256x256xf32>
    %174 = stablehlo.dynamic_update_slice %arg10, %173, %arg0, %c_2, %c_2, %c_2, %c_2 : (tensor<4x2x8x256x256xf32>, tensor<1x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xf32>
    %175 = stablehlo.reshape %100 : (tensor<2x8x256x1xf32>) -> tensor<1x2x8x256x1xf32>
    %176 = stablehlo.dynamic_update_slice %arg11, %175, %arg0, %c_2, %c_2, %c_2, %c_2 : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %178 = stablehlo.multiply %100, %100 : tensor<2x8x256x1xf32>
    %179 = stablehlo.divide %177, %178 : tensor<2x8x256x1xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x8x256x1xf32>) -> tensor<1x2x8x256x1xf32>
    %181 = stablehlo.dynamic_update_slice %arg12, %180, %arg0, %c_2, %c_2, %c_2, %c_2 : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
    %182 = stablehlo.reshape %105 : (tensor<2x8x256x256xbf16>) -> tensor<1x2x8x256x256xbf16>
    %183 = stablehlo.dynamic_update_slice %arg13, %182, %arg0, %c_2, %c_2, %c_2, %c_2 : (tensor<4x2x8x256x256xbf16>, tensor<1x2x8x256x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xbf16>
    %184 = stablehlo.reshape %26 : (tensor<2x256x8x64xbf16>) -> tensor<1x2x256x8x64xbf16>
    %185 = stablehlo.dynamic_update_slice %arg14, %184, %arg0, %c_2, %c_2, %c_2, %c_2 : (tensor<4x2x256x8x64xbf16>, tensor<1x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xbf16>
    %186 = stablehlo.reshape %108 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
    %187 = stablehlo.dynamic_update_slice %arg15, %186, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
    %188 = stablehlo.reshape %114 : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
    %189 = stablehlo.dynamic_update_slice %arg16, %188, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
    %190 = stablehlo.divide %120, %119 : tensor<2x256x1xf32>
    %191 = stablehlo.multiply %190, %157 : tensor<2x256x1xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
    %193 = stablehlo.dynamic_update_slice %arg17, %192, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
    %194 = stablehlo.reshape %120 : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
    %195 = stablehlo.dynamic_update_slice %arg18, %194, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
    %196 = stablehlo.reshape %128 : (tensor<1x1x512xbf16>) -> tensor<1x1x1x512xbf16>
    %197 = stablehlo.dynamic_update_slice %arg19, %196, %arg0, %c_2, %c_2, %c_2 : (tensor<4x1x1x512xbf16>, tensor<1x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xbf16>
    %198 = stablehlo.reshape %125 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
    %199 = stablehlo.dynamic_update_slice %arg20, %198, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
    %200 = stablehlo.reshape %132 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
    %201 = stablehlo.dynamic_update_slice %arg21, %200, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
    %202 = stablehlo.subtract %137, %141 : tensor<2x256x1408xbf16>
    %203 = stablehlo.multiply %141, %202 : tensor<2x256x1408xbf16>
    %204 = stablehlo.reshape %203 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
    %205 = stablehlo.dynamic_update_slice %arg22, %204, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
    %206 = stablehlo.reshape %141 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
    %207 = stablehlo.dynamic_update_slice %arg23, %206, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
    %208 = stablehlo.reshape %136 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
    %209 = stablehlo.dynamic_update_slice %arg24, %208, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
    %210 = stablehlo.reshape %146 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
    %211 = stablehlo.dynamic_update_slice %arg25, %210, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
    %212 = stablehlo.reshape %142 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
    %213 = stablehlo.dynamic_update_slice %arg26, %212, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
    %214 = stablehlo.reshape %147 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
    %215 = stablehlo.dynamic_update_slice %arg27, %214, %arg0, %c_2, %c_2, %c_2 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
    return %0, %153, %155, %160, %162, %164, %166, %168, %170, %172, %174, %176, %181, %183, %185, %187, %189, %193, %195, %197, %199, %201, %205, %207, %209, %211, %213, %215, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46 : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x256xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<4x64x512xbf16>, tensor<4x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x176x512xbf16>
  }
  func.func private @region_6.7_spmd(%arg0: tensor<i32>, %arg1: tensor<2x256x512xbf16>, %arg2: tensor<4x2x256x512xf32>, %arg3: tensor<4x2x256x1xf32>, %arg4: tensor<4x2x256x1xf32>, %arg5: tensor<4x1x1x512xbf16>, %arg6: tensor<4x2x256x512xbf16>, %arg7: tensor<4x2x256x512xbf16>, %arg8: tensor<4x2x256x8x64xbf16>, %arg9: tensor<4x2x256x8x64xbf16>, %arg10: tensor<4x2x8x256x256xf32>, %arg11: tensor<4x2x8x256x1xf32>, %arg12: tensor<4x2x8x256x1xf32>, %arg13: tensor<4x2x8x256x256xbf16>, %arg14: tensor<4x2x256x8x64xbf16>, %arg15: tensor<4x2x256x512xbf16>, %arg16: tensor<4x2x256x512xf32>, %arg17: tensor<4x2x256x1xf32>, %arg18: tensor<4x2x256x1xf32>, %arg19: tensor<4x1x1x512xbf16>, %arg20: tensor<4x2x256x512xbf16>, %arg21: tensor<4x2x256x512xbf16>, %arg22: tensor<4x2x256x1408xbf16>, %arg23: tensor<4x2x256x1408xbf16>, %arg24: tensor<4x2x256x1408xbf16>, %arg25: tensor<4x2x256x1408xbf16>, %arg26: tensor<4x2x256x1408xbf16>, %arg27: tensor<4x2x256x1408xbf16>, %arg28: tensor<4x512xbf16>, %arg29: tensor<4x64x512xbf16>, %arg30: tensor<4x64x512xbf16>, %arg31: tensor<1x256x1x32xf32>, %arg32: tensor<1x256x1x32xf32>, %arg33: tensor<1x256x1x32xf32>, %arg34: tensor<1x256x1x32xf32>, %arg35: tensor<4x64x512xbf16>, %arg36: tensor<1x256x1x32xf32>, %arg37: tensor<1x256x1x32xf32>, %arg38: tensor<1x256x1x32xf32>, %arg39: tensor<1x256x1x32xf32>, %arg40: tensor<2x8x256x256xi1>, %arg41: tensor<2x8x256x256xf32>, %arg42: tensor<4x64x512xbf16>, %arg43: tensor<4x512xbf16>, %arg44: tensor<4x64x1408xbf16>, %arg45: tensor<4x64x1408xbf16>, %arg46: tensor<4x176x512xbf16>) -> tensor<i1> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_22.22.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_24.24.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.1.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.2.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.3.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.4.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.5.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.6.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_15.26_spmd(%arg0: tensor<i32>, %arg1: tensor<2x256x512xbf16>, %arg2: tensor<4x512xbf16>, %arg3: tensor<4x512xbf16>, %arg4: tensor<4x176x512xbf16>, %arg5: tensor<4x64x1408xbf16>, %arg6: tensor<4x64x1408xbf16>, %arg7: tensor<4x64x512xbf16>, %arg8: tensor<4x64x512xbf16>, %arg9: tensor<4x64x512xbf16>, %arg10: tensor<4x64x512xbf16>, %arg11: tensor<4x2x256x1408xbf16>, %arg12: tensor<4x176x512xbf16>, %arg13: tensor<4x64x1408xbf16>, %arg14: tensor<4x2x256x1408xbf16>, %arg15: tensor<4x2x256x1408xbf16>, %arg16: tensor<4x2x256x1408xbf16>, %arg17: tensor<4x2x256x1408xbf16>, %arg18: tensor<4x64x1408xbf16>, %arg19: tensor<4x1x1x512xbf16>, %arg20: tensor<4x2x256x1xf32>, %arg21: tensor<4x2x256x512xf32>, %arg22: tensor<4x2x256x1xf32>, %arg23: tensor<4x64x512xbf16>, %arg24: tensor<4x2x8x256x256xbf16>, %arg25: tensor<4x64x512xbf16>, %arg26: tensor<4x2x256x8x64xbf16>, %arg27: tensor<4x2x8x256x1xf32>, %arg28: tensor<4x2x8x256x1xf32>, %arg29: tensor<4x2x8x256x256xf32>, %arg30: tensor<2x8x256x256xi1>, %arg31: tensor<4x2x256x8x64xbf16>, %arg32: tensor<1x256x1x32xf32>, %arg33: tensor<1x256x1x32xf32>, %arg34: tensor<1x256x1x32xf32>, %arg35: tensor<1x256x1x32xf32>, %arg36: tensor<4x64x512xbf16>, %arg37: tensor<4x2x256x8x64xbf16>, %arg38: tensor<1x256x1x32xf32>, %arg39: tensor<1x256x1x32xf32>, %arg40: tensor<1x256x1x32xf32>, %arg41: tensor<1x256x1x32xf32>, %arg42: tensor<4x64x512xbf16>, %arg43: tensor<4x1x1x512xbf16>, %arg44: tensor<4x2x256x1xf32>, %arg45: tensor<4x2x256x512xf32>, %arg46: tensor<4x2x256x1xf32>, %arg47: tensor<4x2x256x512xbf16>, %arg48: tensor<4x2x256x512xbf16>, %arg49: tensor<4x2x256x1408xbf16>, %arg50: tensor<4x2x256x512xbf16>, %arg51: tensor<4x2x256x512xbf16>, %arg52: tensor<4x2x256x512xbf16>) -> (tensor<i32>, tensor<2x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x1x1x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x64x512xbf16>, tensor<4x2x8x256x256xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xf32>, tensor<2x8x256x256xi1>, tensor<4x2x256x8x64xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<4x1x1x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = mhlo.copy %arg1 : tensor<2x256x512xbf16>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.subtract %c_0, %arg0 : tensor<i32>
    %3 = stablehlo.subtract %2, %c : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg11, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
    %5 = stablehlo.reshape %4 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
    %6 = stablehlo.dynamic_slice %arg12, %3, %c_1, %c_1, sizes = [1, 176, 512] : (tensor<4x176x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xbf16>
    %7 = stablehlo.reshape %6 : (tensor<1x176x512xbf16>) -> tensor<176x512xbf16>
    %8 = "stablehlo.all_gather"(%7) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xbf16>) -> tensor<1408x512xbf16>
    %9 = stablehlo.dot_general %1, %8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x1408xbf16>
    %10 = stablehlo.multiply %5, %9 : tensor<2x256x1408xbf16>
    %11 = stablehlo.dynamic_slice %arg13, %3, %c_1, %c_1, sizes = [1, 64, 1408] : (tensor<4x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xbf16>
    %12 = stablehlo.reshape %11 : (tensor<1x64x1408xbf16>) -> tensor<64x1408xbf16>
    %13 = "stablehlo.all_gather"(%12) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %14 = stablehlo.dot_general %10, %13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %15 = stablehlo.dynamic_slice %arg14, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
    %16 = stablehlo.reshape %15 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
    %17 = stablehlo.multiply %9, %16 : tensor<2x256x1408xbf16>
    %18 = stablehlo.dynamic_slice %arg15, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
    %19 = stablehlo.reshape %18 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
    %20 = stablehlo.multiply %17, %19 : tensor<2x256x1408xbf16>
    %21 = stablehlo.dynamic_slice %arg16, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
    %22 = stablehlo.reshape %21 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
    %23 = stablehlo.multiply %22, %17 : tensor<2x256x1408xbf16>
    %24 = stablehlo.dynamic_slice %arg17, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
    %25 = stablehlo.reshape %24 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
    %26 = stablehlo.multiply %23, %25 : tensor<2x256x1408xbf16>
    %27 = stablehlo.add %20, %26 : tensor<2x256x1408xbf16>
    %28 = stablehlo.dynamic_slice %arg18, %3, %c_1, %c_1, sizes = [1, 64, 1408] : (tensor<4x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xbf16>
    %29 = stablehlo.reshape %28 : (tensor<1x64x1408xbf16>) -> tensor<64x1408xbf16>
    %30 = "stablehlo.all_gather"(%29) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %31 = stablehlo.dot_general %27, %30, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %32 = stablehlo.add %14, %31 : tensor<2x256x512xbf16>
    %33 = stablehlo.dynamic_slice %arg19, %3, %c_1, %c_1, %c_1, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
    %34 = stablehlo.reshape %33 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %36 = stablehlo.reshape %35 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %38 = stablehlo.multiply %32, %37 : tensor<2x256x512xbf16>
    %39 = stablehlo.convert %38 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %40 = stablehlo.dynamic_slice %arg20, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %45 = stablehlo.multiply %39, %44 : tensor<2x256x512xf32>
    %46 = stablehlo.dynamic_slice %arg21, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
    %48 = stablehlo.multiply %47, %39 : tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %51 = stablehlo.dynamic_slice %arg22, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
    %53 = stablehlo.multiply %50, %52 : tensor<2x256x1xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<2x256x1xf32>
    %56 = stablehlo.reduce(%55 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %58 = stablehlo.multiply %47, %57 : tensor<2x256x512xf32>
    %59 = stablehlo.add %45, %58 : tensor<2x256x512xf32>
    %60 = stablehlo.add %59, %58 : tensor<2x256x512xf32>
    %61 = stablehlo.convert %60 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %62 = stablehlo.add %1, %61 : tensor<2x256x512xbf16>
    %63 = stablehlo.dynamic_slice %arg23, %3, %c_1, %c_1, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
    %64 = stablehlo.reshape %63 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
    %65 = "stablehlo.all_gather"(%64) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %66 = stablehlo.dot_general %62, %65, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %67 = stablehlo.reshape %66 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %68 = stablehlo.transpose %67, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xbf16>
    %69 = stablehlo.dynamic_slice %arg24, %3, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xbf16>
    %70 = stablehlo.reshape %69 : (tensor<1x2x8x256x256xbf16>) -> tensor<2x8x256x256xbf16>
    %71 = stablehlo.dot_general %68, %70, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %72 = stablehlo.transpose %71, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %73 = stablehlo.reshape %72 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %74 = stablehlo.dynamic_slice %arg25, %3, %c_1, %c_1, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
    %75 = stablehlo.reshape %74 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
    %76 = "stablehlo.all_gather"(%75) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %77 = stablehlo.dot_general %73, %76, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %78 = stablehlo.dynamic_slice %arg26, %3, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xbf16>
    %79 = stablehlo.reshape %78 : (tensor<1x2x256x8x64xbf16>) -> tensor<2x256x8x64xbf16>
    %80 = stablehlo.dot_general %68, %79, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %81 = stablehlo.convert %80 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %82 = stablehlo.dynamic_slice %arg27, %3, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %87 = stablehlo.divide %81, %86 : tensor<2x8x256x256xf32>
    %88 = stablehlo.dynamic_slice %arg28, %3, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %93 = stablehlo.multiply %81, %92 : tensor<2x8x256x256xf32>
    %94 = stablehlo.dynamic_slice %arg29, %3, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %96 = stablehlo.multiply %93, %95 : tensor<2x8x256x256xf32>
    %97 = stablehlo.reduce(%96 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %99 = stablehlo.negate %98 : tensor<2x8x256x1xf32>
    %100 = stablehlo.reduce(%99 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %102 = stablehlo.add %87, %101 : tensor<2x8x256x256xf32>
    %103 = stablehlo.multiply %102, %95 : tensor<2x8x256x256xf32>
    %104 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %105 = stablehlo.select %arg30, %103, %104 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %107 = stablehlo.divide %105, %106 : tensor<2x8x256x256xf32>
    %108 = stablehlo.convert %107 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %109 = stablehlo.dynamic_slice %arg31, %3, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xbf16>
    %110 = stablehlo.reshape %109 : (tensor<1x2x256x8x64xbf16>) -> tensor<2x256x8x64xbf16>
    %111 = stablehlo.dot_general %108, %110, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %113 = stablehlo.convert %112 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %114 = stablehlo.slice %113 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg32, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %118 = stablehlo.multiply %114, %117 : tensor<2x256x8x32xf32>
    %119 = stablehlo.slice %113 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %120 = stablehlo.negate %119 : tensor<2x256x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %124 = stablehlo.multiply %120, %123 : tensor<2x256x8x32xf32>
    %125 = stablehlo.add %118, %124 : tensor<2x256x8x32xf32>
    %126 = stablehlo.convert %125 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %127 = stablehlo.pad %126, %cst_4, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %128 = stablehlo.broadcast_in_dim %arg34, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %131 = stablehlo.multiply %114, %130 : tensor<2x256x8x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg35, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %135 = stablehlo.multiply %119, %134 : tensor<2x256x8x32xf32>
    %136 = stablehlo.add %131, %135 : tensor<2x256x8x32xf32>
    %137 = stablehlo.convert %136 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %138 = stablehlo.pad %137, %cst_4, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %139 = stablehlo.add %127, %138 : tensor<2x256x8x64xbf16>
    %140 = stablehlo.reshape %139 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %141 = stablehlo.dynamic_slice %arg36, %3, %c_1, %c_1, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
    %142 = stablehlo.reshape %141 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
    %143 = "stablehlo.all_gather"(%142) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %144 = stablehlo.dot_general %140, %143, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %145 = stablehlo.add %77, %144 : tensor<2x256x512xbf16>
    %146 = stablehlo.dynamic_slice %arg37, %3, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xbf16>
    %147 = stablehlo.reshape %146 : (tensor<1x2x256x8x64xbf16>) -> tensor<2x256x8x64xbf16>
    %148 = stablehlo.dot_general %108, %147, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %149 = stablehlo.transpose %148, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %150 = stablehlo.convert %149 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %151 = stablehlo.slice %150 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %152 = stablehlo.broadcast_in_dim %arg38, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %155 = stablehlo.multiply %151, %154 : tensor<2x256x8x32xf32>
    %156 = stablehlo.slice %150 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %157 = stablehlo.negate %156 : tensor<2x256x8x32xf32>
    %158 = stablehlo.broadcast_in_dim %arg39, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %161 = stablehlo.multiply %157, %160 : tensor<2x256x8x32xf32>
    %162 = stablehlo.add %155, %161 : tensor<2x256x8x32xf32>
    %163 = stablehlo.convert %162 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %164 = stablehlo.pad %163, %cst_4, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %165 = stablehlo.broadcast_in_dim %arg40, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %166 = stablehlo.reshape %165 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %168 = stablehlo.multiply %151, %167 : tensor<2x256x8x32xf32>
    %169 = stablehlo.broadcast_in_dim %arg41, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %172 = stablehlo.multiply %156, %171 : tensor<2x256x8x32xf32>
    %173 = stablehlo.add %168, %172 : tensor<2x256x8x32xf32>
    %174 = stablehlo.convert %173 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %175 = stablehlo.pad %174, %cst_4, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %176 = stablehlo.add %164, %175 : tensor<2x256x8x64xbf16>
    %177 = stablehlo.reshape %176 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %178 = stablehlo.dynamic_slice %arg42, %3, %c_1, %c_1, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
    %179 = stablehlo.reshape %178 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
    %180 = "stablehlo.all_gather"(%179) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %181 = stablehlo.dot_general %177, %180, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %182 = stablehlo.add %145, %181 : tensor<2x256x512xbf16>
    %183 = stablehlo.dynamic_slice %arg43, %3, %c_1, %c_1, %c_1, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
    %184 = stablehlo.reshape %183 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %186 = stablehlo.reshape %185 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %187 = stablehlo.broadcast_in_dim %186, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %188 = stablehlo.multiply %182, %187 : tensor<2x256x512xbf16>
    %189 = stablehlo.convert %188 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %190 = stablehlo.dynamic_slice %arg44, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %195 = stablehlo.multiply %189, %194 : tensor<2x256x512xf32>
    %196 = stablehlo.dynamic_slice %arg45, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
    %198 = stablehlo.multiply %197, %189 : tensor<2x256x512xf32>
    %199 = stablehlo.reduce(%198 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %201 = stablehlo.dynamic_slice %arg46, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
    %202 = stablehlo.reshape %201 : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
    %203 = stablehlo.multiply %200, %202 : tensor<2x256x1xf32>
    %204 = stablehlo.divide %203, %54 : tensor<2x256x1xf32>
    %205 = stablehlo.reduce(%204 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<2x256x512xf32>
    %208 = stablehlo.add %195, %207 : tensor<2x256x512xf32>
    %209 = stablehlo.add %208, %207 : tensor<2x256x512xf32>
    %210 = stablehlo.convert %209 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %211 = stablehlo.add %62, %210 : tensor<2x256x512xbf16>
    %212 = stablehlo.dynamic_slice %arg47, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
    %213 = stablehlo.reshape %212 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %214 = stablehlo.multiply %213, %182 : tensor<2x256x512xbf16>
    %215 = stablehlo.reduce(%214 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %216 = "stablehlo.all_reduce"(%215) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
      %285 = stablehlo.add %arg53, %arg54 : tensor<bf16>
      stablehlo.return %285 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %217 = stablehlo.reshape %216 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %218 = stablehlo.reduce(%217 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %219 = stablehlo.reshape %218 : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %220 = stablehlo.dynamic_update_slice %arg2, %219, %3, %c_1 : (tensor<4x512xbf16>, tensor<1x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<4x512xbf16>
    %221 = stablehlo.dynamic_slice %arg48, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
    %222 = stablehlo.reshape %221 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %223 = stablehlo.multiply %222, %32 : tensor<2x256x512xbf16>
    %224 = stablehlo.reduce(%223 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %225 = "stablehlo.all_reduce"(%224) <{channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
      %285 = stablehlo.add %arg53, %arg54 : tensor<bf16>
      stablehlo.return %285 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %226 = stablehlo.reshape %225 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %227 = stablehlo.reduce(%226 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %228 = stablehlo.reshape %227 : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %229 = stablehlo.dynamic_update_slice %arg3, %228, %3, %c_1 : (tensor<4x512xbf16>, tensor<1x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<4x512xbf16>
    %230 = stablehlo.dynamic_slice %arg49, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
    %231 = stablehlo.reshape %230 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
    %232 = stablehlo.dot_general %1, %231, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x1408xbf16>) -> tensor<512x1408xbf16>
    %233 = "stablehlo.all_reduce"(%232) <{channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
      %285 = stablehlo.add %arg53, %arg54 : tensor<bf16>
      stablehlo.return %285 : tensor<bf16>
    }) : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %c_5 = stablehlo.constant dense<[0, 176, 352, 528, 704, 880, 1056, 1232]> : tensor<8xi32>
    %234 = stablehlo.partition_id : tensor<ui32>
    %235 = stablehlo.dynamic_slice %c_5, %234, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
    %236 = stablehlo.reshape %235 : (tensor<1xi32>) -> tensor<i32>
    %237 = stablehlo.dynamic_slice %233, %c_1, %236, sizes = [512, 176] : (tensor<512x1408xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x176xbf16>
    %238 = stablehlo.transpose %237, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : (tensor<512x176xbf16>) -> tensor<176x512xbf16>
    %239 = stablehlo.reshape %238 : (tensor<176x512xbf16>) -> tensor<1x176x512xbf16>
    %240 = stablehlo.dynamic_update_slice %arg4, %239, %3, %c_1, %c_1 : (tensor<4x176x512xbf16>, tensor<1x176x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x176x512xbf16>
    %241 = stablehlo.dynamic_slice %arg50, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
    %242 = stablehlo.reshape %241 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %243 = stablehlo.dot_general %27, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %244 = "stablehlo.all_reduce"(%243) <{channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
      %285 = stablehlo.add %arg53, %arg54 : tensor<bf16>
      stablehlo.return %285 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %c_6 = stablehlo.constant dense<[0, 64, 128, 192, 256, 320, 384, 448]> : tensor<8xi32>
    %245 = stablehlo.dynamic_slice %c_6, %234, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
    %246 = stablehlo.reshape %245 : (tensor<1xi32>) -> tensor<i32>
    %247 = stablehlo.dynamic_slice %244, %c_1, %246, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %248 = stablehlo.transpose %247, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %249 = stablehlo.reshape %248 : (tensor<64x1408xbf16>) -> tensor<1x64x1408xbf16>
    %250 = stablehlo.dynamic_update_slice %arg5, %249, %3, %c_1, %c_1 : (tensor<4x64x1408xbf16>, tensor<1x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xbf16>
    %251 = stablehlo.dot_general %10, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %252 = "stablehlo.all_reduce"(%251) <{channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
      %285 = stablehlo.add %arg53, %arg54 : tensor<bf16>
      stablehlo.return %285 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %253 = stablehlo.dynamic_slice %252, %c_1, %246, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %254 = stablehlo.transpose %253, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %255 = stablehlo.reshape %254 : (tensor<64x1408xbf16>) -> tensor<1x64x1408xbf16>
    %256 = stablehlo.dynamic_update_slice %arg6, %255, %3, %c_1, %c_1 : (tensor<4x64x1408xbf16>, tensor<1x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xbf16>
    %257 = stablehlo.dynamic_slice %arg51, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
    %258 = stablehlo.reshape %257 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %259 = stablehlo.dot_general %140, %258, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %260 = "stablehlo.all_reduce"(%259) <{channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
      %285 = stablehlo.add %arg53, %arg54 : tensor<bf16>
      stablehlo.return %285 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %261 = stablehlo.dynamic_slice %260, %c_1, %246, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %262 = stablehlo.transpose %261, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %263 = stablehlo.reshape %262 : (tensor<64x512xbf16>) -> tensor<1x64x512xbf16>
    %264 = stablehlo.dynamic_update_slice %arg7, %263, %3, %c_1, %c_1 : (tensor<4x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xbf16>
    %265 = stablehlo.dynamic_slice %arg52, %3, %c_1, %c_1, %c_1, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
    %266 = stablehlo.reshape %265 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %267 = stablehlo.dot_general %62, %266, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %268 = "stablehlo.all_reduce"(%267) <{channel_handle = #stablehlo.channel_handle<handle = 21, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
      %285 = stablehlo.add %arg53, %arg54 : tensor<bf16>
      stablehlo.return %285 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %269 = stablehlo.dynamic_slice %268, %c_1, %246, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %270 = stablehlo.transpose %269, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %271 = stablehlo.reshape %270 : (tensor<64x512xbf16>) -> tensor<1x64x512xbf16>
    %272 = stablehlo.dynamic_update_slice %arg8, %271, %3, %c_1, %c_1 : (tensor<4x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xbf16>
    %273 = stablehlo.dot_general %177, %258, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %274 = "stablehlo.all_reduce"(%273) <{channel_handle = #stablehlo.channel_handle<handle = 22, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
      %285 = stablehlo.add %arg53, %arg54 : tensor<bf16>
      stablehlo.return %285 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %275 = stablehlo.dynamic_slice %274, %c_1, %246, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %276 = stablehlo.transpose %275, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %277 = stablehlo.reshape %276 : (tensor<64x512xbf16>) -> tensor<1x64x512xbf16>
    %278 = stablehlo.dynamic_update_slice %arg9, %277, %3, %c_1, %c_1 : (tensor<4x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xbf16>
    %279 = stablehlo.dot_general %73, %258, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %280 = "stablehlo.all_reduce"(%279) <{channel_handle = #stablehlo.channel_handle<handle = 23, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg53: tensor<bf16>, %arg54: tensor<bf16>):
      %285 = stablehlo.add %arg53, %arg54 : tensor<bf16>
      stablehlo.return %285 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %281 = stablehlo.dynamic_slice %280, %c_1, %246, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %282 = stablehlo.transpose %281, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %283 = stablehlo.reshape %282 : (tensor<64x512xbf16>) -> tensor<1x64x512xbf16>
    %284 = stablehlo.dynamic_update_slice %arg10, %283, %3, %c_1, %c_1 : (tensor<4x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xbf16>
    return %0, %211, %220, %229, %240, %250, %256, %264, %272, %278, %284, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52 : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x1x1x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x64x512xbf16>, tensor<4x2x8x256x256xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xf32>, tensor<2x8x256x256xi1>, tensor<4x2x256x8x64xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<4x1x1x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>
  }
  func.func private @region_26.27_spmd(%arg0: tensor<i32>, %arg1: tensor<2x256x512xbf16>, %arg2: tensor<4x512xbf16>, %arg3: tensor<4x512xbf16>, %arg4: tensor<4x176x512xbf16>, %arg5: tensor<4x64x1408xbf16>, %arg6: tensor<4x64x1408xbf16>, %arg7: tensor<4x64x512xbf16>, %arg8: tensor<4x64x512xbf16>, %arg9: tensor<4x64x512xbf16>, %arg10: tensor<4x64x512xbf16>, %arg11: tensor<4x2x256x1408xbf16>, %arg12: tensor<4x176x512xbf16>, %arg13: tensor<4x64x1408xbf16>, %arg14: tensor<4x2x256x1408xbf16>, %arg15: tensor<4x2x256x1408xbf16>, %arg16: tensor<4x2x256x1408xbf16>, %arg17: tensor<4x2x256x1408xbf16>, %arg18: tensor<4x64x1408xbf16>, %arg19: tensor<4x1x1x512xbf16>, %arg20: tensor<4x2x256x1xf32>, %arg21: tensor<4x2x256x512xf32>, %arg22: tensor<4x2x256x1xf32>, %arg23: tensor<4x64x512xbf16>, %arg24: tensor<4x2x8x256x256xbf16>, %arg25: tensor<4x64x512xbf16>, %arg26: tensor<4x2x256x8x64xbf16>, %arg27: tensor<4x2x8x256x1xf32>, %arg28: tensor<4x2x8x256x1xf32>, %arg29: tensor<4x2x8x256x256xf32>, %arg30: tensor<2x8x256x256xi1>, %arg31: tensor<4x2x256x8x64xbf16>, %arg32: tensor<1x256x1x32xf32>, %arg33: tensor<1x256x1x32xf32>, %arg34: tensor<1x256x1x32xf32>, %arg35: tensor<1x256x1x32xf32>, %arg36: tensor<4x64x512xbf16>, %arg37: tensor<4x2x256x8x64xbf16>, %arg38: tensor<1x256x1x32xf32>, %arg39: tensor<1x256x1x32xf32>, %arg40: tensor<1x256x1x32xf32>, %arg41: tensor<1x256x1x32xf32>, %arg42: tensor<4x64x512xbf16>, %arg43: tensor<4x1x1x512xbf16>, %arg44: tensor<4x2x256x1xf32>, %arg45: tensor<4x2x256x512xf32>, %arg46: tensor<4x2x256x1xf32>, %arg47: tensor<4x2x256x512xbf16>, %arg48: tensor<4x2x256x512xbf16>, %arg49: tensor<4x2x256x1408xbf16>, %arg50: tensor<4x2x256x512xbf16>, %arg51: tensor<4x2x256x512xbf16>, %arg52: tensor<4x2x256x512xbf16>) -> tensor<i1> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_10.11.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_27.28.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_27.28.clone.1.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_28.29.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.7.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_30.31.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<512x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4x512xbf16> {mhlo.sharding = "{replicated}"}, %arg3: tensor<4x512xbf16> {mhlo.sharding = "{replicated}"}, %arg4: tensor<4x176x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg5: tensor<4x64x1408xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg6: tensor<4x64x1408xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg7: tensor<4x64x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg8: tensor<4x64x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg9: tensor<4x64x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg10: tensor<4x64x512xbf16> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg11: tensor<64x4096xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg12: tensor<2x256xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg13: tensor<2x256xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<512x512xbf16>, tensor<512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<64x4096xbf16>, tensor<f32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.compare NE, %0, %c : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<4096x512xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %4 = stablehlo.select %2, %3, %3 : tensor<4096x512xi1>, tensor<4096x512xbf16>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %6 = stablehlo.compare LT, %arg12, %5 : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
    %c_1 = stablehlo.constant dense<4096> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %8 = stablehlo.add %arg12, %7 : tensor<2x256xi32>
    %9 = stablehlo.select %6, %8, %arg12 : tensor<2x256xi1>, tensor<2x256xi32>
    %10 = stablehlo.reshape %9 : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x256x4096xf32>
    %12 = stablehlo.reshape %arg13 : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %14 = stablehlo.compare LT, %12, %13 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %16 = stablehlo.add %12, %15 : tensor<2x256x1xi32>
    %17 = stablehlo.select %14, %16, %12 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
    %18 = stablehlo.reshape %17 : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
    %cst_3 = stablehlo.constant dense<-2.44140625E-4> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %20 = "stablehlo.scatter"(%11, %18, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %202 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %202 : tensor<f32>
    }) : (tensor<2x256x4096xf32>, tensor<2x256x1x1xi32>, tensor<2x256x1xf32>) -> tensor<2x256x4096xf32>
    %21 = stablehlo.negate %20 : tensor<2x256x4096xf32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %24 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 27, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<512x512xbf16>) -> tensor<4096x512xbf16>
    %25 = "stablehlo.gather"(%24, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xbf16>, tensor<2x256x1xi32>) -> tensor<2x256x512xbf16>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2x256x1xf32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x1x1x512xbf16>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x2x256x512xbf16>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x2x256x8x64xbf16>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2x8x256x256xf32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2x8x256x1xf32>
    %33 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x2x8x256x256xbf16>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x2x256x1408xbf16>
    %35 = mhlo.copy %arg2 : tensor<4x512xbf16>
    %36 = mhlo.copy %arg10 : tensor<4x64x512xbf16>
    %37 = mhlo.copy %arg9 : tensor<4x64x512xbf16>
    %38 = stablehlo.iota dim = 0 : tensor<256xf32>
    %39 = stablehlo.reshape %38 : (tensor<256xf32>) -> tensor<256x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x1xf32>
    %41 = stablehlo.reshape %40 : (tensor<256x1xf32>) -> tensor<256xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<256xf32>) -> tensor<256x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %44 = stablehlo.iota dim = 0 : tensor<32xf32>
    %45 = stablehlo.negate %44 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %47 = stablehlo.divide %45, %46 : tensor<32xf32>
    %48 = stablehlo.power %43, %47 : tensor<32xf32>
    %49 = stablehlo.reshape %48 : (tensor<32xf32>) -> tensor<1x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x32xf32>) -> tensor<32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %53 = stablehlo.multiply %42, %52 : tensor<256x32xf32>
    %54 = stablehlo.cosine %53 : tensor<256x32xf32>
    %55 = stablehlo.reshape %54 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %56 = stablehlo.sine %53 : tensor<256x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %58 = mhlo.copy %arg7 : tensor<4x64x512xbf16>
    %59 = stablehlo.iota dim = 0 : tensor<256xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<256xi32>) -> tensor<256x256xi32>
    %61 = stablehlo.iota dim = 0 : tensor<256xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<256xi32>) -> tensor<256x256xi32>
    %63 = stablehlo.compare GE, %60, %62 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %64 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %c_7 = stablehlo.constant dense<false> : tensor<i1>
    %65 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %66 = stablehlo.select %63, %64, %65 : tensor<256x256xi1>, tensor<256x256xi1>
    %67 = stablehlo.broadcast_in_dim %66, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %cst_8 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %69 = mhlo.copy %arg8 : tensor<4x64x512xbf16>
    %70 = mhlo.copy %arg3 : tensor<4x512xbf16>
    %71 = mhlo.copy %arg5 : tensor<4x64x1408xbf16>
    %72 = mhlo.copy %arg6 : tensor<4x64x1408xbf16>
    %73 = mhlo.copy %arg4 : tensor<4x176x512xbf16>
    %74:47 = stablehlo.while(%iterArg = %c_0, %iterArg_19 = %25, %iterArg_20 = %26, %iterArg_21 = %27, %iterArg_22 = %27, %iterArg_23 = %28, %iterArg_24 = %29, %iterArg_25 = %29, %iterArg_26 = %30, %iterArg_27 = %30, %iterArg_28 = %31, %iterArg_29 = %32, %iterArg_30 = %32, %iterArg_31 = %33, %iterArg_32 = %30, %iterArg_33 = %29, %iterArg_34 = %26, %iterArg_35 = %27, %iterArg_36 = %27, %iterArg_37 = %28, %iterArg_38 = %29, %iterArg_39 = %29, %iterArg_40 = %34, %iterArg_41 = %34, %iterArg_42 = %34, %iterArg_43 = %34, %iterArg_44 = %34, %iterArg_45 = %34, %iterArg_46 = %35, %iterArg_47 = %36, %iterArg_48 = %37, %iterArg_49 = %55, %iterArg_50 = %57, %iterArg_51 = %57, %iterArg_52 = %55, %iterArg_53 = %58, %iterArg_54 = %55, %iterArg_55 = %57, %iterArg_56 = %57, %iterArg_57 = %55, %iterArg_58 = %67, %iterArg_59 = %68, %iterArg_60 = %69, %iterArg_61 = %70, %iterArg_62 = %71, %iterArg_63 = %72, %iterArg_64 = %73) : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x256xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<4x64x512xbf16>, tensor<4x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x176x512xbf16>
    cond {
      %c_65 = stablehlo.constant dense<4> : tensor<i32>
      %202 = stablehlo.compare LT, %iterArg, %c_65 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %202 : tensor<i1>
    } do {
      %c_65 = stablehlo.constant dense<1> : tensor<i32>
      %202 = stablehlo.add %iterArg, %c_65 : tensor<i32>
      %203 = stablehlo.convert %iterArg_19 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %204 = stablehlo.multiply %203, %203 : tensor<2x256x512xf32>
      %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %205 = stablehlo.reduce(%204 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %206 = stablehlo.reshape %205 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %cst_67 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
      %207 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %208 = stablehlo.divide %206, %207 : tensor<2x256x1xf32>
      %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %209 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %210 = stablehlo.add %208, %209 : tensor<2x256x1xf32>
      %211 = stablehlo.rsqrt %210 : tensor<2x256x1xf32>
      %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
      %213 = stablehlo.reshape %212 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %215 = stablehlo.multiply %203, %214 : tensor<2x256x512xf32>
      %216 = stablehlo.convert %215 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %c_69 = stablehlo.constant dense<0> : tensor<i32>
      %217 = stablehlo.dynamic_slice %iterArg_46, %iterArg, %c_69, sizes = [1, 512] : (tensor<4x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x512xbf16>
      %218 = stablehlo.reshape %217 : (tensor<1x512xbf16>) -> tensor<512xbf16>
      %219 = stablehlo.reshape %218 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
      %221 = stablehlo.reshape %220 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
      %222 = stablehlo.broadcast_in_dim %221, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
      %223 = stablehlo.multiply %216, %222 : tensor<2x256x512xbf16>
      %224 = stablehlo.dynamic_slice %iterArg_47, %iterArg, %c_69, %c_69, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
      %225 = stablehlo.reshape %224 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
      %226 = "stablehlo.all_gather"(%225) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
      %227 = stablehlo.dot_general %223, %226, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
      %228 = stablehlo.reshape %227 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
      %229 = stablehlo.dynamic_slice %iterArg_48, %iterArg, %c_69, %c_69, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
      %230 = stablehlo.reshape %229 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
      %231 = "stablehlo.all_gather"(%230) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
      %232 = stablehlo.dot_general %223, %231, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
      %233 = stablehlo.reshape %232 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
      %234 = stablehlo.slice %233 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
      %235 = stablehlo.convert %234 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %236 = stablehlo.broadcast_in_dim %iterArg_49, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %237 = stablehlo.reshape %236 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %238 = stablehlo.broadcast_in_dim %237, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %239 = stablehlo.multiply %235, %238 : tensor<2x256x8x32xf32>
      %240 = stablehlo.slice %233 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
      %241 = stablehlo.convert %240 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %242 = stablehlo.broadcast_in_dim %iterArg_50, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %243 = stablehlo.reshape %242 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %244 = stablehlo.broadcast_in_dim %243, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %245 = stablehlo.multiply %241, %244 : tensor<2x256x8x32xf32>
      %246 = stablehlo.subtract %239, %245 : tensor<2x256x8x32xf32>
      %247 = stablehlo.broadcast_in_dim %iterArg_51, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %248 = stablehlo.reshape %247 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %249 = stablehlo.broadcast_in_dim %248, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %250 = stablehlo.multiply %235, %249 : tensor<2x256x8x32xf32>
      %251 = stablehlo.broadcast_in_dim %iterArg_52, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %252 = stablehlo.reshape %251 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %253 = stablehlo.broadcast_in_dim %252, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %254 = stablehlo.multiply %241, %253 : tensor<2x256x8x32xf32>
      %255 = stablehlo.add %250, %254 : tensor<2x256x8x32xf32>
      %256 = stablehlo.concatenate %246, %255, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %257 = stablehlo.convert %256 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %258 = stablehlo.dynamic_slice %iterArg_53, %iterArg, %c_69, %c_69, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
      %259 = stablehlo.reshape %258 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
      %260 = "stablehlo.all_gather"(%259) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
      %261 = stablehlo.dot_general %223, %260, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
      %262 = stablehlo.reshape %261 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
      %263 = stablehlo.slice %262 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
      %264 = stablehlo.convert %263 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %265 = stablehlo.broadcast_in_dim %iterArg_54, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %266 = stablehlo.reshape %265 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %267 = stablehlo.broadcast_in_dim %266, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %268 = stablehlo.multiply %264, %267 : tensor<2x256x8x32xf32>
      %269 = stablehlo.slice %262 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
      %270 = stablehlo.convert %269 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %271 = stablehlo.broadcast_in_dim %iterArg_55, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %272 = stablehlo.reshape %271 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %273 = stablehlo.broadcast_in_dim %272, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %274 = stablehlo.multiply %270, %273 : tensor<2x256x8x32xf32>
      %275 = stablehlo.subtract %268, %274 : tensor<2x256x8x32xf32>
      %276 = stablehlo.broadcast_in_dim %iterArg_56, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %277 = stablehlo.reshape %276 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %278 = stablehlo.broadcast_in_dim %277, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %279 = stablehlo.multiply %264, %278 : tensor<2x256x8x32xf32>
      %280 = stablehlo.broadcast_in_dim %iterArg_57, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %281 = stablehlo.reshape %280 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %282 = stablehlo.broadcast_in_dim %281, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %283 = stablehlo.multiply %270, %282 : tensor<2x256x8x32xf32>
      %284 = stablehlo.add %279, %283 : tensor<2x256x8x32xf32>
      %285 = stablehlo.concatenate %275, %284, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %286 = stablehlo.convert %285 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %287 = stablehlo.dot_general %257, %286, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
      %288 = stablehlo.convert %287 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %cst_70 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %289 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %290 = stablehlo.divide %288, %289 : tensor<2x8x256x256xf32>
      %291 = stablehlo.select %iterArg_58, %290, %iterArg_59 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %292 = stablehlo.reduce(%291 init: %cst_71) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %293 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
      %294 = stablehlo.maximum %292, %293 : tensor<2x8x256xf32>
      %295 = stablehlo.reshape %294 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
      %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
      %297 = stablehlo.reshape %296 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
      %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %299 = stablehlo.subtract %291, %298 : tensor<2x8x256x256xf32>
      %300 = stablehlo.exponential %299 : tensor<2x8x256x256xf32>
      %301 = stablehlo.reduce(%300 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %302 = stablehlo.reshape %301 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
      %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
      %304 = stablehlo.reshape %303 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
      %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %306 = stablehlo.divide %300, %305 : tensor<2x8x256x256xf32>
      %307 = stablehlo.convert %306 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %308 = stablehlo.dot_general %228, %307, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
      %309 = stablehlo.transpose %308, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
      %310 = stablehlo.reshape %309 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
      %311 = stablehlo.dynamic_slice %iterArg_60, %iterArg, %c_69, %c_69, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
      %312 = stablehlo.reshape %311 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
      %313 = "stablehlo.all_gather"(%312) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
      %314 = stablehlo.dot_general %310, %313, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
      %315 = stablehlo.add %iterArg_19, %314 : tensor<2x256x512xbf16>
      %316 = stablehlo.convert %315 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %317 = stablehlo.multiply %316, %316 : tensor<2x256x512xf32>
      %318 = stablehlo.reduce(%317 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %319 = stablehlo.reshape %318 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %320 = stablehlo.divide %319, %207 : tensor<2x256x1xf32>
      %321 = stablehlo.add %320, %209 : tensor<2x256x1xf32>
      %322 = stablehlo.rsqrt %321 : tensor<2x256x1xf32>
      %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
      %324 = stablehlo.reshape %323 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %326 = stablehlo.multiply %316, %325 : tensor<2x256x512xf32>
      %327 = stablehlo.convert %326 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %328 = stablehlo.dynamic_slice %iterArg_61, %iterArg, %c_69, sizes = [1, 512] : (tensor<4x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x512xbf16>
      %329 = stablehlo.reshape %328 : (tensor<1x512xbf16>) -> tensor<512xbf16>
      %330 = stablehlo.reshape %329 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
      %332 = stablehlo.reshape %331 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
      %333 = stablehlo.broadcast_in_dim %332, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
      %334 = stablehlo.multiply %327, %333 : tensor<2x256x512xbf16>
      %335 = stablehlo.dynamic_slice %iterArg_62, %iterArg, %c_69, %c_69, sizes = [1, 64, 1408] : (tensor<4x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xbf16>
      %336 = stablehlo.reshape %335 : (tensor<1x64x1408xbf16>) -> tensor<64x1408xbf16>
      %337 = "stablehlo.all_gather"(%336) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
      %338 = stablehlo.dot_general %334, %337, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
      %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
      %339 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<bf16>) -> tensor<2x256x1408xbf16>
      %340 = stablehlo.negate %338 : tensor<2x256x1408xbf16>
      %341 = stablehlo.exponential %340 : tensor<2x256x1408xbf16>
      %342 = stablehlo.add %341, %339 : tensor<2x256x1408xbf16>
      %343 = stablehlo.divide %339, %342 : tensor<2x256x1408xbf16>
      %344 = stablehlo.multiply %338, %343 : tensor<2x256x1408xbf16>
      %345 = stablehlo.dynamic_slice %iterArg_63, %iterArg, %c_69, %c_69, sizes = [1, 64, 1408] : (tensor<4x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xbf16>
      %346 = stablehlo.reshape %345 : (tensor<1x64x1408xbf16>) -> tensor<64x1408xbf16>
      %347 = "stablehlo.all_gather"(%346) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
      %348 = stablehlo.dot_general %334, %347, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
      %349 = stablehlo.multiply %344, %348 : tensor<2x256x1408xbf16>
      %350 = stablehlo.dynamic_slice %iterArg_64, %iterArg, %c_69, %c_69, sizes = [1, 176, 512] : (tensor<4x176x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xbf16>
      %351 = stablehlo.reshape %350 : (tensor<1x176x512xbf16>) -> tensor<176x512xbf16>
      %352 = "stablehlo.all_gather"(%351) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xbf16>) -> tensor<1408x512xbf16>
      %353 = stablehlo.dot_general %349, %352, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x512xbf16>
      %354 = stablehlo.add %315, %353 : tensor<2x256x512xbf16>
      %355 = mhlo.copy %354 : tensor<2x256x512xbf16>
      %356 = stablehlo.reshape %203 : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
      %357 = stablehlo.dynamic_update_slice %iterArg_20, %356, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
      %358 = stablehlo.divide %211, %210 : tensor<2x256x1xf32>
      %cst_73 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %359 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %360 = stablehlo.multiply %358, %359 : tensor<2x256x1xf32>
      %361 = stablehlo.reshape %360 : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
      %362 = stablehlo.dynamic_update_slice %iterArg_21, %361, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
      %363 = stablehlo.reshape %211 : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
      %364 = stablehlo.dynamic_update_slice %iterArg_22, %363, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
      %365 = stablehlo.reshape %219 : (tensor<1x1x512xbf16>) -> tensor<1x1x1x512xbf16>
      %366 = stablehlo.dynamic_update_slice %iterArg_23, %365, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x1x1x512xbf16>, tensor<1x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xbf16>
      %367 = stablehlo.reshape %216 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
      %368 = stablehlo.dynamic_update_slice %iterArg_24, %367, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
      %369 = stablehlo.reshape %223 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
      %370 = stablehlo.dynamic_update_slice %iterArg_25, %369, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
      %371 = stablehlo.reshape %286 : (tensor<2x256x8x64xbf16>) -> tensor<1x2x256x8x64xbf16>
      %372 = stablehlo.dynamic_update_slice %iterArg_26, %371, %iterArg, %c_69, %c_69, %c_69, %c_69 : (tensor<4x2x256x8x64xbf16>, tensor<1x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xbf16>
      %373 = stablehlo.reshape %257 : (tensor<2x256x8x64xbf16>) -> tensor<1x2x256x8x64xbf16>
      %374 = stablehlo.dynamic_update_slice %iterArg_27, %373, %iterArg, %c_69, %c_69, %c_69, %c_69 : (tensor<4x2x256x8x64xbf16>, tensor<1x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xbf16>
      %375 = stablehlo.reshape %300 : (tensor<2x8x256x256xf32>) -> tensor<1x2x8x256x256xf32>
      %376 = stablehlo.dynamic_update_slice %iterArg_28, %375, %iterArg, %c_69, %c_69, %c_69, %c_69 : (tensor<4x2x8x256x256xf32>, tensor<1x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xf32>
      %377 = stablehlo.reshape %302 : (tensor<2x8x256x1xf32>) -> tensor<1x2x8x256x1xf32>
      %378 = stablehlo.dynamic_update_slice %iterArg_29, %377, %iterArg, %c_69, %c_69, %c_69, %c_69 : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
      %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %379 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
      %380 = stablehlo.multiply %302, %302 : tensor<2x8x256x1xf32>
      %381 = stablehlo.divide %379, %380 : tensor<2x8x256x1xf32>
      %382 = stablehlo.reshape %381 : (tensor<2x8x256x1xf32>) -> tensor<1x2x8x256x1xf32>
      %383 = stablehlo.dynamic_update_slice %iterArg_30, %382, %iterArg, %c_69, %c_69, %c_69, %c_69 : (tensor<4x2x8x256x1xf32>, tensor<1x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x1xf32>
      %384 = stablehlo.reshape %307 : (tensor<2x8x256x256xbf16>) -> tensor<1x2x8x256x256xbf16>
      %385 = stablehlo.dynamic_update_slice %iterArg_31, %384, %iterArg, %c_69, %c_69, %c_69, %c_69 : (tensor<4x2x8x256x256xbf16>, tensor<1x2x8x256x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x8x256x256xbf16>
      %386 = stablehlo.reshape %228 : (tensor<2x256x8x64xbf16>) -> tensor<1x2x256x8x64xbf16>
      %387 = stablehlo.dynamic_update_slice %iterArg_32, %386, %iterArg, %c_69, %c_69, %c_69, %c_69 : (tensor<4x2x256x8x64xbf16>, tensor<1x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x8x64xbf16>
      %388 = stablehlo.reshape %310 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
      %389 = stablehlo.dynamic_update_slice %iterArg_33, %388, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
      %390 = stablehlo.reshape %316 : (tensor<2x256x512xf32>) -> tensor<1x2x256x512xf32>
      %391 = stablehlo.dynamic_update_slice %iterArg_34, %390, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x512xf32>, tensor<1x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xf32>
      %392 = stablehlo.divide %322, %321 : tensor<2x256x1xf32>
      %393 = stablehlo.multiply %392, %359 : tensor<2x256x1xf32>
      %394 = stablehlo.reshape %393 : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
      %395 = stablehlo.dynamic_update_slice %iterArg_35, %394, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
      %396 = stablehlo.reshape %322 : (tensor<2x256x1xf32>) -> tensor<1x2x256x1xf32>
      %397 = stablehlo.dynamic_update_slice %iterArg_36, %396, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1xf32>, tensor<1x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1xf32>
      %398 = stablehlo.reshape %330 : (tensor<1x1x512xbf16>) -> tensor<1x1x1x512xbf16>
      %399 = stablehlo.dynamic_update_slice %iterArg_37, %398, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x1x1x512xbf16>, tensor<1x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xbf16>
      %400 = stablehlo.reshape %327 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
      %401 = stablehlo.dynamic_update_slice %iterArg_38, %400, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
      %402 = stablehlo.reshape %334 : (tensor<2x256x512xbf16>) -> tensor<1x2x256x512xbf16>
      %403 = stablehlo.dynamic_update_slice %iterArg_39, %402, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x512xbf16>, tensor<1x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x512xbf16>
      %404 = stablehlo.subtract %339, %343 : tensor<2x256x1408xbf16>
      %405 = stablehlo.multiply %343, %404 : tensor<2x256x1408xbf16>
      %406 = stablehlo.reshape %405 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
      %407 = stablehlo.dynamic_update_slice %iterArg_40, %406, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
      %408 = stablehlo.reshape %343 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
      %409 = stablehlo.dynamic_update_slice %iterArg_41, %408, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
      %410 = stablehlo.reshape %338 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
      %411 = stablehlo.dynamic_update_slice %iterArg_42, %410, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
      %412 = stablehlo.reshape %348 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
      %413 = stablehlo.dynamic_update_slice %iterArg_43, %412, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
      %414 = stablehlo.reshape %344 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
      %415 = stablehlo.dynamic_update_slice %iterArg_44, %414, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
      %416 = stablehlo.reshape %349 : (tensor<2x256x1408xbf16>) -> tensor<1x2x256x1408xbf16>
      %417 = stablehlo.dynamic_update_slice %iterArg_45, %416, %iterArg, %c_69, %c_69, %c_69 : (tensor<4x2x256x1408xbf16>, tensor<1x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x1408xbf16>
      stablehlo.return %202, %355, %357, %362, %364, %366, %368, %370, %372, %374, %376, %378, %383, %385, %387, %389, %391, %395, %397, %399, %401, %403, %407, %409, %411, %413, %415, %417, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64 : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x256xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>, tensor<4x64x512xbf16>, tensor<4x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x176x512xbf16>
    }
    %75 = stablehlo.convert %74#1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %76 = stablehlo.multiply %75, %75 : tensor<2x256x512xf32>
    %77 = stablehlo.reduce(%76 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_9 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<2x256x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %82 = stablehlo.add %80, %81 : tensor<2x256x1xf32>
    %83 = stablehlo.rsqrt %82 : tensor<2x256x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %87 = stablehlo.multiply %75, %86 : tensor<2x256x512xf32>
    %88 = stablehlo.convert %87 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %89 = stablehlo.reshape %arg1 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %91 = stablehlo.reshape %90 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %92 = stablehlo.broadcast_in_dim %91, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %93 = stablehlo.multiply %88, %92 : tensor<2x256x512xbf16>
    %94 = "stablehlo.all_gather"(%arg11) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 28, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x4096xbf16>) -> tensor<512x4096xbf16>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x4096xbf16>) -> tensor<2x256x4096xbf16>
    %96 = stablehlo.convert %95 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_11) applies stablehlo.maximum across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %98 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %99 = stablehlo.maximum %97, %98 : tensor<2x256xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %104 = stablehlo.subtract %96, %103 : tensor<2x256x4096xf32>
    %105 = stablehlo.exponential %104 : tensor<2x256x4096xf32>
    %106 = stablehlo.reduce(%105 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %108 = stablehlo.divide %23, %107 : tensor<2x256x1xf32>
    %109 = stablehlo.reduce(%108 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %111 = stablehlo.multiply %110, %105 : tensor<2x256x4096xf32>
    %112 = stablehlo.add %20, %111 : tensor<2x256x4096xf32>
    %113 = stablehlo.convert %112 : (tensor<2x256x4096xf32>) -> tensor<2x256x4096xbf16>
    %114 = stablehlo.dot_general %113, %94, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x4096xbf16>, tensor<512x4096xbf16>) -> tensor<2x256x512xbf16>
    %115 = stablehlo.multiply %114, %92 : tensor<2x256x512xbf16>
    %116 = stablehlo.convert %115 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %117 = stablehlo.multiply %116, %86 : tensor<2x256x512xf32>
    %118 = stablehlo.multiply %75, %116 : tensor<2x256x512xf32>
    %119 = stablehlo.reduce(%118 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %121 = stablehlo.divide %83, %82 : tensor<2x256x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x256x1xf32>
    %124 = stablehlo.multiply %120, %123 : tensor<2x256x1xf32>
    %125 = stablehlo.divide %124, %79 : tensor<2x256x1xf32>
    %126 = stablehlo.reduce(%125 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %128 = stablehlo.multiply %75, %127 : tensor<2x256x512xf32>
    %129 = stablehlo.add %117, %128 : tensor<2x256x512xf32>
    %130 = stablehlo.add %129, %128 : tensor<2x256x512xf32>
    %131 = stablehlo.convert %130 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %132 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
    %133 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x176x512xbf16>
    %134 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x64x1408xbf16>
    %135 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x64x512xbf16>
    %136:53 = stablehlo.while(%iterArg = %c_0, %iterArg_19 = %131, %iterArg_20 = %132, %iterArg_21 = %132, %iterArg_22 = %133, %iterArg_23 = %134, %iterArg_24 = %134, %iterArg_25 = %135, %iterArg_26 = %135, %iterArg_27 = %135, %iterArg_28 = %135, %iterArg_29 = %74#26, %iterArg_30 = %73, %iterArg_31 = %72, %iterArg_32 = %74#25, %iterArg_33 = %74#23, %iterArg_34 = %74#24, %iterArg_35 = %74#22, %iterArg_36 = %71, %iterArg_37 = %74#19, %iterArg_38 = %74#18, %iterArg_39 = %74#16, %iterArg_40 = %74#17, %iterArg_41 = %69, %iterArg_42 = %74#13, %iterArg_43 = %36, %iterArg_44 = %74#14, %iterArg_45 = %74#11, %iterArg_46 = %74#12, %iterArg_47 = %74#10, %iterArg_48 = %67, %iterArg_49 = %74#9, %iterArg_50 = %55, %iterArg_51 = %57, %iterArg_52 = %57, %iterArg_53 = %55, %iterArg_54 = %58, %iterArg_55 = %74#8, %iterArg_56 = %55, %iterArg_57 = %57, %iterArg_58 = %57, %iterArg_59 = %55, %iterArg_60 = %37, %iterArg_61 = %74#5, %iterArg_62 = %74#4, %iterArg_63 = %74#2, %iterArg_64 = %74#3, %iterArg_65 = %74#6, %iterArg_66 = %74#20, %iterArg_67 = %74#27, %iterArg_68 = %74#21, %iterArg_69 = %74#7, %iterArg_70 = %74#15) : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x1x1x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x64x512xbf16>, tensor<4x2x8x256x256xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xf32>, tensor<2x8x256x256xi1>, tensor<4x2x256x8x64xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<4x1x1x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>
    cond {
      %c_71 = stablehlo.constant dense<4> : tensor<i32>
      %202 = stablehlo.compare LT, %iterArg, %c_71 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %202 : tensor<i1>
    } do {
      %c_71 = stablehlo.constant dense<1> : tensor<i32>
      %202 = stablehlo.add %iterArg, %c_71 : tensor<i32>
      %203 = mhlo.copy %iterArg_19 : tensor<2x256x512xbf16>
      %c_72 = stablehlo.constant dense<4> : tensor<i32>
      %204 = stablehlo.subtract %c_72, %iterArg : tensor<i32>
      %205 = stablehlo.subtract %204, %c_71 : tensor<i32>
      %c_73 = stablehlo.constant dense<0> : tensor<i32>
      %206 = stablehlo.dynamic_slice %iterArg_29, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
      %207 = stablehlo.reshape %206 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
      %208 = stablehlo.dynamic_slice %iterArg_30, %205, %c_73, %c_73, sizes = [1, 176, 512] : (tensor<4x176x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x176x512xbf16>
      %209 = stablehlo.reshape %208 : (tensor<1x176x512xbf16>) -> tensor<176x512xbf16>
      %210 = "stablehlo.all_gather"(%209) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xbf16>) -> tensor<1408x512xbf16>
      %211 = stablehlo.dot_general %203, %210, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x1408xbf16>
      %212 = stablehlo.multiply %207, %211 : tensor<2x256x1408xbf16>
      %213 = stablehlo.dynamic_slice %iterArg_31, %205, %c_73, %c_73, sizes = [1, 64, 1408] : (tensor<4x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xbf16>
      %214 = stablehlo.reshape %213 : (tensor<1x64x1408xbf16>) -> tensor<64x1408xbf16>
      %215 = "stablehlo.all_gather"(%214) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
      %216 = stablehlo.dot_general %212, %215, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
      %217 = stablehlo.dynamic_slice %iterArg_32, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
      %218 = stablehlo.reshape %217 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
      %219 = stablehlo.multiply %211, %218 : tensor<2x256x1408xbf16>
      %220 = stablehlo.dynamic_slice %iterArg_33, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
      %221 = stablehlo.reshape %220 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
      %222 = stablehlo.multiply %219, %221 : tensor<2x256x1408xbf16>
      %223 = stablehlo.dynamic_slice %iterArg_34, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
      %224 = stablehlo.reshape %223 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
      %225 = stablehlo.multiply %224, %219 : tensor<2x256x1408xbf16>
      %226 = stablehlo.dynamic_slice %iterArg_35, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
      %227 = stablehlo.reshape %226 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
      %228 = stablehlo.multiply %225, %227 : tensor<2x256x1408xbf16>
      %229 = stablehlo.add %222, %228 : tensor<2x256x1408xbf16>
      %230 = stablehlo.dynamic_slice %iterArg_36, %205, %c_73, %c_73, sizes = [1, 64, 1408] : (tensor<4x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1408xbf16>
      %231 = stablehlo.reshape %230 : (tensor<1x64x1408xbf16>) -> tensor<64x1408xbf16>
      %232 = "stablehlo.all_gather"(%231) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
      %233 = stablehlo.dot_general %229, %232, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
      %234 = stablehlo.add %216, %233 : tensor<2x256x512xbf16>
      %235 = stablehlo.dynamic_slice %iterArg_37, %205, %c_73, %c_73, %c_73, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
      %236 = stablehlo.reshape %235 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x512xbf16>
      %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
      %238 = stablehlo.reshape %237 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
      %239 = stablehlo.broadcast_in_dim %238, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
      %240 = stablehlo.multiply %234, %239 : tensor<2x256x512xbf16>
      %241 = stablehlo.convert %240 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %242 = stablehlo.dynamic_slice %iterArg_38, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
      %243 = stablehlo.reshape %242 : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
      %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
      %245 = stablehlo.reshape %244 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %247 = stablehlo.multiply %241, %246 : tensor<2x256x512xf32>
      %248 = stablehlo.dynamic_slice %iterArg_39, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %249 = stablehlo.reshape %248 : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
      %250 = stablehlo.multiply %249, %241 : tensor<2x256x512xf32>
      %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %251 = stablehlo.reduce(%250 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %252 = stablehlo.reshape %251 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %253 = stablehlo.dynamic_slice %iterArg_40, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
      %254 = stablehlo.reshape %253 : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
      %255 = stablehlo.multiply %252, %254 : tensor<2x256x1xf32>
      %cst_75 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
      %256 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %257 = stablehlo.divide %255, %256 : tensor<2x256x1xf32>
      %258 = stablehlo.reduce(%257 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
      %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %260 = stablehlo.multiply %249, %259 : tensor<2x256x512xf32>
      %261 = stablehlo.add %247, %260 : tensor<2x256x512xf32>
      %262 = stablehlo.add %261, %260 : tensor<2x256x512xf32>
      %263 = stablehlo.convert %262 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %264 = stablehlo.add %203, %263 : tensor<2x256x512xbf16>
      %265 = stablehlo.dynamic_slice %iterArg_41, %205, %c_73, %c_73, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
      %266 = stablehlo.reshape %265 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
      %267 = "stablehlo.all_gather"(%266) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
      %268 = stablehlo.dot_general %264, %267, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
      %269 = stablehlo.reshape %268 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
      %270 = stablehlo.transpose %269, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xbf16>
      %271 = stablehlo.dynamic_slice %iterArg_42, %205, %c_73, %c_73, %c_73, %c_73, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xbf16>
      %272 = stablehlo.reshape %271 : (tensor<1x2x8x256x256xbf16>) -> tensor<2x8x256x256xbf16>
      %273 = stablehlo.dot_general %270, %272, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
      %274 = stablehlo.transpose %273, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
      %275 = stablehlo.reshape %274 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
      %276 = stablehlo.dynamic_slice %iterArg_43, %205, %c_73, %c_73, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
      %277 = stablehlo.reshape %276 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
      %278 = "stablehlo.all_gather"(%277) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
      %279 = stablehlo.dot_general %275, %278, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
      %280 = stablehlo.dynamic_slice %iterArg_44, %205, %c_73, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xbf16>
      %281 = stablehlo.reshape %280 : (tensor<1x2x256x8x64xbf16>) -> tensor<2x256x8x64xbf16>
      %282 = stablehlo.dot_general %270, %281, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
      %283 = stablehlo.convert %282 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %284 = stablehlo.dynamic_slice %iterArg_45, %205, %c_73, %c_73, %c_73, %c_73, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
      %285 = stablehlo.reshape %284 : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
      %287 = stablehlo.reshape %286 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
      %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %289 = stablehlo.divide %283, %288 : tensor<2x8x256x256xf32>
      %290 = stablehlo.dynamic_slice %iterArg_46, %205, %c_73, %c_73, %c_73, %c_73, sizes = [1, 2, 8, 256, 1] : (tensor<4x2x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x1xf32>
      %291 = stablehlo.reshape %290 : (tensor<1x2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
      %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
      %293 = stablehlo.reshape %292 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %295 = stablehlo.multiply %283, %294 : tensor<2x8x256x256xf32>
      %296 = stablehlo.dynamic_slice %iterArg_47, %205, %c_73, %c_73, %c_73, %c_73, sizes = [1, 2, 8, 256, 256] : (tensor<4x2x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x256x256xf32>
      %297 = stablehlo.reshape %296 : (tensor<1x2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
      %298 = stablehlo.multiply %295, %297 : tensor<2x8x256x256xf32>
      %299 = stablehlo.reduce(%298 init: %cst_74) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %300 = stablehlo.reshape %299 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
      %301 = stablehlo.negate %300 : tensor<2x8x256x1xf32>
      %302 = stablehlo.reduce(%301 init: %cst_74) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %304 = stablehlo.add %289, %303 : tensor<2x8x256x256xf32>
      %305 = stablehlo.multiply %304, %297 : tensor<2x8x256x256xf32>
      %306 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %307 = stablehlo.select %iterArg_48, %305, %306 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      %cst_76 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %308 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %309 = stablehlo.divide %307, %308 : tensor<2x8x256x256xf32>
      %310 = stablehlo.convert %309 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %311 = stablehlo.dynamic_slice %iterArg_49, %205, %c_73, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xbf16>
      %312 = stablehlo.reshape %311 : (tensor<1x2x256x8x64xbf16>) -> tensor<2x256x8x64xbf16>
      %313 = stablehlo.dot_general %310, %312, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
      %314 = stablehlo.transpose %313, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
      %315 = stablehlo.convert %314 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %316 = stablehlo.slice %315 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %317 = stablehlo.broadcast_in_dim %iterArg_50, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %318 = stablehlo.reshape %317 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %319 = stablehlo.broadcast_in_dim %318, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %320 = stablehlo.multiply %316, %319 : tensor<2x256x8x32xf32>
      %321 = stablehlo.slice %315 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %322 = stablehlo.negate %321 : tensor<2x256x8x32xf32>
      %323 = stablehlo.broadcast_in_dim %iterArg_51, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %324 = stablehlo.reshape %323 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %325 = stablehlo.broadcast_in_dim %324, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %326 = stablehlo.multiply %322, %325 : tensor<2x256x8x32xf32>
      %327 = stablehlo.add %320, %326 : tensor<2x256x8x32xf32>
      %328 = stablehlo.convert %327 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %329 = stablehlo.pad %328, %cst_77, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
      %330 = stablehlo.broadcast_in_dim %iterArg_52, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %331 = stablehlo.reshape %330 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %332 = stablehlo.broadcast_in_dim %331, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %333 = stablehlo.multiply %316, %332 : tensor<2x256x8x32xf32>
      %334 = stablehlo.broadcast_in_dim %iterArg_53, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %335 = stablehlo.reshape %334 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %336 = stablehlo.broadcast_in_dim %335, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %337 = stablehlo.multiply %321, %336 : tensor<2x256x8x32xf32>
      %338 = stablehlo.add %333, %337 : tensor<2x256x8x32xf32>
      %339 = stablehlo.convert %338 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %340 = stablehlo.pad %339, %cst_77, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
      %341 = stablehlo.add %329, %340 : tensor<2x256x8x64xbf16>
      %342 = stablehlo.reshape %341 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
      %343 = stablehlo.dynamic_slice %iterArg_54, %205, %c_73, %c_73, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
      %344 = stablehlo.reshape %343 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
      %345 = "stablehlo.all_gather"(%344) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
      %346 = stablehlo.dot_general %342, %345, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
      %347 = stablehlo.add %279, %346 : tensor<2x256x512xbf16>
      %348 = stablehlo.dynamic_slice %iterArg_55, %205, %c_73, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 8, 64] : (tensor<4x2x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x8x64xbf16>
      %349 = stablehlo.reshape %348 : (tensor<1x2x256x8x64xbf16>) -> tensor<2x256x8x64xbf16>
      %350 = stablehlo.dot_general %310, %349, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
      %351 = stablehlo.transpose %350, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
      %352 = stablehlo.convert %351 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %353 = stablehlo.slice %352 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %354 = stablehlo.broadcast_in_dim %iterArg_56, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %355 = stablehlo.reshape %354 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %356 = stablehlo.broadcast_in_dim %355, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %357 = stablehlo.multiply %353, %356 : tensor<2x256x8x32xf32>
      %358 = stablehlo.slice %352 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %359 = stablehlo.negate %358 : tensor<2x256x8x32xf32>
      %360 = stablehlo.broadcast_in_dim %iterArg_57, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %361 = stablehlo.reshape %360 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %362 = stablehlo.broadcast_in_dim %361, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %363 = stablehlo.multiply %359, %362 : tensor<2x256x8x32xf32>
      %364 = stablehlo.add %357, %363 : tensor<2x256x8x32xf32>
      %365 = stablehlo.convert %364 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %366 = stablehlo.pad %365, %cst_77, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
      %367 = stablehlo.broadcast_in_dim %iterArg_58, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %368 = stablehlo.reshape %367 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %369 = stablehlo.broadcast_in_dim %368, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %370 = stablehlo.multiply %353, %369 : tensor<2x256x8x32xf32>
      %371 = stablehlo.broadcast_in_dim %iterArg_59, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
      %372 = stablehlo.reshape %371 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
      %373 = stablehlo.broadcast_in_dim %372, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %374 = stablehlo.multiply %358, %373 : tensor<2x256x8x32xf32>
      %375 = stablehlo.add %370, %374 : tensor<2x256x8x32xf32>
      %376 = stablehlo.convert %375 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %377 = stablehlo.pad %376, %cst_77, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
      %378 = stablehlo.add %366, %377 : tensor<2x256x8x64xbf16>
      %379 = stablehlo.reshape %378 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
      %380 = stablehlo.dynamic_slice %iterArg_60, %205, %c_73, %c_73, sizes = [1, 64, 512] : (tensor<4x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x512xbf16>
      %381 = stablehlo.reshape %380 : (tensor<1x64x512xbf16>) -> tensor<64x512xbf16>
      %382 = "stablehlo.all_gather"(%381) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
      %383 = stablehlo.dot_general %379, %382, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
      %384 = stablehlo.add %347, %383 : tensor<2x256x512xbf16>
      %385 = stablehlo.dynamic_slice %iterArg_61, %205, %c_73, %c_73, %c_73, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
      %386 = stablehlo.reshape %385 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x512xbf16>
      %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
      %388 = stablehlo.reshape %387 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
      %389 = stablehlo.broadcast_in_dim %388, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
      %390 = stablehlo.multiply %384, %389 : tensor<2x256x512xbf16>
      %391 = stablehlo.convert %390 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %392 = stablehlo.dynamic_slice %iterArg_62, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
      %393 = stablehlo.reshape %392 : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
      %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
      %395 = stablehlo.reshape %394 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %397 = stablehlo.multiply %391, %396 : tensor<2x256x512xf32>
      %398 = stablehlo.dynamic_slice %iterArg_63, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xf32>
      %399 = stablehlo.reshape %398 : (tensor<1x2x256x512xf32>) -> tensor<2x256x512xf32>
      %400 = stablehlo.multiply %399, %391 : tensor<2x256x512xf32>
      %401 = stablehlo.reduce(%400 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %402 = stablehlo.reshape %401 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %403 = stablehlo.dynamic_slice %iterArg_64, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1] : (tensor<4x2x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1xf32>
      %404 = stablehlo.reshape %403 : (tensor<1x2x256x1xf32>) -> tensor<2x256x1xf32>
      %405 = stablehlo.multiply %402, %404 : tensor<2x256x1xf32>
      %406 = stablehlo.divide %405, %256 : tensor<2x256x1xf32>
      %407 = stablehlo.reduce(%406 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
      %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %409 = stablehlo.multiply %399, %408 : tensor<2x256x512xf32>
      %410 = stablehlo.add %397, %409 : tensor<2x256x512xf32>
      %411 = stablehlo.add %410, %409 : tensor<2x256x512xf32>
      %412 = stablehlo.convert %411 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %413 = stablehlo.add %264, %412 : tensor<2x256x512xbf16>
      %414 = stablehlo.dynamic_slice %iterArg_65, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
      %415 = stablehlo.reshape %414 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
      %416 = stablehlo.multiply %415, %384 : tensor<2x256x512xbf16>
      %417 = stablehlo.reduce(%416 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
      %418 = "stablehlo.all_reduce"(%417) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
        %487 = stablehlo.add %arg14, %arg15 : tensor<bf16>
        stablehlo.return %487 : tensor<bf16>
      }) : (tensor<512xbf16>) -> tensor<512xbf16>
      %419 = stablehlo.reshape %418 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %420 = stablehlo.reduce(%419 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
      %421 = stablehlo.reshape %420 : (tensor<512xbf16>) -> tensor<1x512xbf16>
      %422 = stablehlo.dynamic_update_slice %iterArg_20, %421, %205, %c_73 : (tensor<4x512xbf16>, tensor<1x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<4x512xbf16>
      %423 = stablehlo.dynamic_slice %iterArg_66, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
      %424 = stablehlo.reshape %423 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
      %425 = stablehlo.multiply %424, %234 : tensor<2x256x512xbf16>
      %426 = stablehlo.reduce(%425 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
      %427 = "stablehlo.all_reduce"(%426) <{channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
        %487 = stablehlo.add %arg14, %arg15 : tensor<bf16>
        stablehlo.return %487 : tensor<bf16>
      }) : (tensor<512xbf16>) -> tensor<512xbf16>
      %428 = stablehlo.reshape %427 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %429 = stablehlo.reduce(%428 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
      %430 = stablehlo.reshape %429 : (tensor<512xbf16>) -> tensor<1x512xbf16>
      %431 = stablehlo.dynamic_update_slice %iterArg_21, %430, %205, %c_73 : (tensor<4x512xbf16>, tensor<1x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<4x512xbf16>
      %432 = stablehlo.dynamic_slice %iterArg_67, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 1408] : (tensor<4x2x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x1408xbf16>
      %433 = stablehlo.reshape %432 : (tensor<1x2x256x1408xbf16>) -> tensor<2x256x1408xbf16>
      %434 = stablehlo.dot_general %203, %433, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x1408xbf16>) -> tensor<512x1408xbf16>
      %435 = "stablehlo.all_reduce"(%434) <{channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
        %487 = stablehlo.add %arg14, %arg15 : tensor<bf16>
        stablehlo.return %487 : tensor<bf16>
      }) : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
      %c_78 = stablehlo.constant dense<[0, 176, 352, 528, 704, 880, 1056, 1232]> : tensor<8xi32>
      %436 = stablehlo.partition_id : tensor<ui32>
      %437 = stablehlo.dynamic_slice %c_78, %436, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
      %438 = stablehlo.reshape %437 : (tensor<1xi32>) -> tensor<i32>
      %439 = stablehlo.dynamic_slice %435, %c_73, %438, sizes = [512, 176] : (tensor<512x1408xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x176xbf16>
      %440 = stablehlo.transpose %439, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : (tensor<512x176xbf16>) -> tensor<176x512xbf16>
      %441 = stablehlo.reshape %440 : (tensor<176x512xbf16>) -> tensor<1x176x512xbf16>
      %442 = stablehlo.dynamic_update_slice %iterArg_22, %441, %205, %c_73, %c_73 : (tensor<4x176x512xbf16>, tensor<1x176x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x176x512xbf16>
      %443 = stablehlo.dynamic_slice %iterArg_68, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
      %444 = stablehlo.reshape %443 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
      %445 = stablehlo.dot_general %229, %444, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
      %446 = "stablehlo.all_reduce"(%445) <{channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
        %487 = stablehlo.add %arg14, %arg15 : tensor<bf16>
        stablehlo.return %487 : tensor<bf16>
      }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
      %c_79 = stablehlo.constant dense<[0, 64, 128, 192, 256, 320, 384, 448]> : tensor<8xi32>
      %447 = stablehlo.dynamic_slice %c_79, %436, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
      %448 = stablehlo.reshape %447 : (tensor<1xi32>) -> tensor<i32>
      %449 = stablehlo.dynamic_slice %446, %c_73, %448, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
      %450 = stablehlo.transpose %449, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
      %451 = stablehlo.reshape %450 : (tensor<64x1408xbf16>) -> tensor<1x64x1408xbf16>
      %452 = stablehlo.dynamic_update_slice %iterArg_23, %451, %205, %c_73, %c_73 : (tensor<4x64x1408xbf16>, tensor<1x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xbf16>
      %453 = stablehlo.dot_general %212, %444, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
      %454 = "stablehlo.all_reduce"(%453) <{channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
        %487 = stablehlo.add %arg14, %arg15 : tensor<bf16>
        stablehlo.return %487 : tensor<bf16>
      }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
      %455 = stablehlo.dynamic_slice %454, %c_73, %448, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
      %456 = stablehlo.transpose %455, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
      %457 = stablehlo.reshape %456 : (tensor<64x1408xbf16>) -> tensor<1x64x1408xbf16>
      %458 = stablehlo.dynamic_update_slice %iterArg_24, %457, %205, %c_73, %c_73 : (tensor<4x64x1408xbf16>, tensor<1x64x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x1408xbf16>
      %459 = stablehlo.dynamic_slice %iterArg_69, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
      %460 = stablehlo.reshape %459 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
      %461 = stablehlo.dot_general %342, %460, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
      %462 = "stablehlo.all_reduce"(%461) <{channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
        %487 = stablehlo.add %arg14, %arg15 : tensor<bf16>
        stablehlo.return %487 : tensor<bf16>
      }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
      %463 = stablehlo.dynamic_slice %462, %c_73, %448, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
      %464 = stablehlo.transpose %463, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
      %465 = stablehlo.reshape %464 : (tensor<64x512xbf16>) -> tensor<1x64x512xbf16>
      %466 = stablehlo.dynamic_update_slice %iterArg_25, %465, %205, %c_73, %c_73 : (tensor<4x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xbf16>
      %467 = stablehlo.dynamic_slice %iterArg_70, %205, %c_73, %c_73, %c_73, sizes = [1, 2, 256, 512] : (tensor<4x2x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x512xbf16>
      %468 = stablehlo.reshape %467 : (tensor<1x2x256x512xbf16>) -> tensor<2x256x512xbf16>
      %469 = stablehlo.dot_general %264, %468, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
      %470 = "stablehlo.all_reduce"(%469) <{channel_handle = #stablehlo.channel_handle<handle = 21, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
        %487 = stablehlo.add %arg14, %arg15 : tensor<bf16>
        stablehlo.return %487 : tensor<bf16>
      }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
      %471 = stablehlo.dynamic_slice %470, %c_73, %448, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
      %472 = stablehlo.transpose %471, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
      %473 = stablehlo.reshape %472 : (tensor<64x512xbf16>) -> tensor<1x64x512xbf16>
      %474 = stablehlo.dynamic_update_slice %iterArg_26, %473, %205, %c_73, %c_73 : (tensor<4x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xbf16>
      %475 = stablehlo.dot_general %379, %460, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
      %476 = "stablehlo.all_reduce"(%475) <{channel_handle = #stablehlo.channel_handle<handle = 22, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
        %487 = stablehlo.add %arg14, %arg15 : tensor<bf16>
        stablehlo.return %487 : tensor<bf16>
      }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
      %477 = stablehlo.dynamic_slice %476, %c_73, %448, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
      %478 = stablehlo.transpose %477, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
      %479 = stablehlo.reshape %478 : (tensor<64x512xbf16>) -> tensor<1x64x512xbf16>
      %480 = stablehlo.dynamic_update_slice %iterArg_27, %479, %205, %c_73, %c_73 : (tensor<4x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xbf16>
      %481 = stablehlo.dot_general %275, %460, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
      %482 = "stablehlo.all_reduce"(%481) <{channel_handle = #stablehlo.channel_handle<handle = 23, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
      ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
        %487 = stablehlo.add %arg14, %arg15 : tensor<bf16>
        stablehlo.return %487 : tensor<bf16>
      }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
      %483 = stablehlo.dynamic_slice %482, %c_73, %448, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
      %484 = stablehlo.transpose %483, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
      %485 = stablehlo.reshape %484 : (tensor<64x512xbf16>) -> tensor<1x64x512xbf16>
      %486 = stablehlo.dynamic_update_slice %iterArg_28, %485, %205, %c_73, %c_73 : (tensor<4x64x512xbf16>, tensor<1x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x512xbf16>
      stablehlo.return %202, %413, %422, %431, %442, %452, %458, %466, %474, %480, %486, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70 : tensor<i32>, tensor<2x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x1x1x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x64x512xbf16>, tensor<4x2x8x256x256xbf16>, tensor<4x64x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x1xf32>, tensor<4x2x8x256x256xf32>, tensor<2x8x256x256xi1>, tensor<4x2x256x8x64xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<4x2x256x8x64xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<4x64x512xbf16>, tensor<4x1x1x512xbf16>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x1xf32>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x1408xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>, tensor<4x2x256x512xbf16>
    }
    %137 = "stablehlo.scatter"(%4, %10, %136#1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
      %202 = stablehlo.add %arg14, %arg15 : tensor<bf16>
      stablehlo.return %202 : tensor<bf16>
    }) : (tensor<4096x512xbf16>, tensor<2x256x1xi32>, tensor<2x256x512xbf16>) -> tensor<4096x512xbf16>
    %138 = "stablehlo.all_reduce"(%137) <{channel_handle = #stablehlo.channel_handle<handle = 33, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
      %202 = stablehlo.add %arg14, %arg15 : tensor<bf16>
      stablehlo.return %202 : tensor<bf16>
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %c_13 = stablehlo.constant dense<[0, 512, 1024, 1536, 2048, 2560, 3072, 3584]> : tensor<8xi32>
    %139 = stablehlo.dynamic_slice %c_13, %0, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
    %140 = stablehlo.reshape %139 : (tensor<1xi32>) -> tensor<i32>
    %141 = stablehlo.dynamic_slice %138, %140, %c_0, sizes = [512, 512] : (tensor<4096x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x512xbf16>
    %cst_14 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %143 = stablehlo.multiply %141, %142 : tensor<512x512xbf16>
    %144 = stablehlo.subtract %arg0, %143 : tensor<512x512xbf16>
    %145 = stablehlo.multiply %88, %114 : tensor<2x256x512xbf16>
    %146 = stablehlo.reduce(%145 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %147 = "stablehlo.all_reduce"(%146) <{channel_handle = #stablehlo.channel_handle<handle = 34, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
      %202 = stablehlo.add %arg14, %arg15 : tensor<bf16>
      stablehlo.return %202 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %148 = stablehlo.reshape %147 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %149 = stablehlo.reduce(%148 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %150 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %151 = stablehlo.multiply %149, %150 : tensor<512xbf16>
    %152 = stablehlo.subtract %arg1, %151 : tensor<512xbf16>
    %153 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
    %154 = stablehlo.multiply %136#2, %153 : tensor<4x512xbf16>
    %155 = stablehlo.subtract %arg2, %154 : tensor<4x512xbf16>
    %156 = stablehlo.multiply %136#3, %153 : tensor<4x512xbf16>
    %157 = stablehlo.subtract %arg3, %156 : tensor<4x512xbf16>
    %158 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x176x512xbf16>
    %159 = stablehlo.multiply %136#4, %158 : tensor<4x176x512xbf16>
    %160 = stablehlo.subtract %arg4, %159 : tensor<4x176x512xbf16>
    %161 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x64x1408xbf16>
    %162 = stablehlo.multiply %136#5, %161 : tensor<4x64x1408xbf16>
    %163 = stablehlo.subtract %arg5, %162 : tensor<4x64x1408xbf16>
    %164 = stablehlo.multiply %136#6, %161 : tensor<4x64x1408xbf16>
    %165 = stablehlo.subtract %arg6, %164 : tensor<4x64x1408xbf16>
    %166 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x64x512xbf16>
    %167 = stablehlo.multiply %136#7, %166 : tensor<4x64x512xbf16>
    %168 = stablehlo.subtract %arg7, %167 : tensor<4x64x512xbf16>
    %169 = stablehlo.multiply %136#8, %166 : tensor<4x64x512xbf16>
    %170 = stablehlo.subtract %arg8, %169 : tensor<4x64x512xbf16>
    %171 = stablehlo.multiply %136#9, %166 : tensor<4x64x512xbf16>
    %172 = stablehlo.subtract %arg9, %171 : tensor<4x64x512xbf16>
    %173 = stablehlo.multiply %136#10, %166 : tensor<4x64x512xbf16>
    %174 = stablehlo.subtract %arg10, %173 : tensor<4x64x512xbf16>
    %175 = stablehlo.dot_general %113, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x4096xbf16>, tensor<2x256x512xbf16>) -> tensor<4096x512xbf16>
    %176 = "stablehlo.all_reduce"(%175) <{channel_handle = #stablehlo.channel_handle<handle = 35, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
      %202 = stablehlo.add %arg14, %arg15 : tensor<bf16>
      stablehlo.return %202 : tensor<bf16>
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %c_15 = stablehlo.constant dense<[0, 64, 128, 192, 256, 320, 384, 448]> : tensor<8xi32>
    %177 = stablehlo.dynamic_slice %c_15, %0, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
    %178 = stablehlo.reshape %177 : (tensor<1xi32>) -> tensor<i32>
    %179 = stablehlo.dynamic_slice %176, %c_0, %178, sizes = [4096, 64] : (tensor<4096x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<4096x64xbf16>
    %180 = stablehlo.transpose %179, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,4096]{0,1}"} : (tensor<4096x64xbf16>) -> tensor<64x4096xbf16>
    %181 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<64x4096xbf16>
    %182 = stablehlo.multiply %180, %181 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,4096]{0,1}"} : tensor<64x4096xbf16>
    %183 = stablehlo.subtract %arg11, %182 : tensor<64x4096xbf16>
    %184 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
    %185 = stablehlo.compare GE, %18, %184 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
    %c_16 = stablehlo.constant dense<4095> : tensor<i32>
    %186 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
    %187 = stablehlo.compare LE, %18, %186 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
    %188 = stablehlo.and %185, %187 : tensor<2x256x1x1xi1>
    %189 = stablehlo.reduce(%188 init: %c_6) applies stablehlo.and across dimensions = [3] : (tensor<2x256x1x1xi1>, tensor<i1>) -> tensor<2x256x1xi1>
    %190 = stablehlo.log %107 : tensor<2x256x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %194 = stablehlo.subtract %104, %193 : tensor<2x256x4096xf32>
    %195 = "stablehlo.gather"(%194, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x256x4096xf32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1xf32>
    %cst_17 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %197 = stablehlo.select %189, %195, %196 : tensor<2x256x1xi1>, tensor<2x256x1xf32>
    %198 = stablehlo.reduce(%197 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<f32>
    %199 = "stablehlo.all_reduce"(%198) <{channel_handle = #stablehlo.channel_handle<handle = 36, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %202 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %202 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %200 = stablehlo.divide %199, %cst_18 : tensor<f32>
    %201 = stablehlo.negate %200 : tensor<f32>
    return %144, %152, %155, %157, %160, %163, %165, %168, %170, %172, %174, %183, %201 : tensor<512x512xbf16>, tensor<512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x176x512xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x1408xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<4x64x512xbf16>, tensor<64x4096xbf16>, tensor<f32>
  }
}
