module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}, {devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}, {devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}, {devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}, {replicated}}", mhlo.spmd_parameters_shardings = ["{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "{devices=[2,1,4]<=[8] last_tile_dim_replicate}", "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1, "axis_2"=4]>
  func.func private @region_0.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
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
  func.func private @region_0.0.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<1024x1024xbf16> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<1024x1024xbf16> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<1024x1024xbf16> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<1024x1024xbf16> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<256x1024xbf16> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg5: tensor<256x1024xbf16> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<f32>) {
    %0 = stablehlo.dot %arg4, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<256x1024xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<256x1024xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x1024xbf16>
    %4 = stablehlo.multiply %2, %3 : tensor<256x1024xbf16>
    %5 = stablehlo.add %0, %4 : tensor<256x1024xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x1024xbf16>
    %7 = stablehlo.multiply %5, %6 : tensor<256x1024xbf16>
    %8 = stablehlo.tanh %7 : tensor<256x1024xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x1024xbf16>
    %10 = stablehlo.add %8, %9 : tensor<256x1024xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x1024xbf16>
    %12 = stablehlo.multiply %10, %11 : tensor<256x1024xbf16>
    %13 = stablehlo.multiply %0, %12 : tensor<256x1024xbf16>
    %14 = stablehlo.dot %13, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %15 = "stablehlo.all_reduce"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<bf16>, %arg7: tensor<bf16>):
      %96 = stablehlo.add %arg6, %arg7 : tensor<bf16>
      stablehlo.return %96 : tensor<bf16>
    }) : (tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %16 = stablehlo.add %arg4, %15 : tensor<256x1024xbf16>
    %17 = stablehlo.dot %16, %arg2, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %18 = stablehlo.multiply %17, %17 : tensor<256x1024xbf16>
    %19 = stablehlo.multiply %18, %17 : tensor<256x1024xbf16>
    %20 = stablehlo.multiply %19, %3 : tensor<256x1024xbf16>
    %21 = stablehlo.add %17, %20 : tensor<256x1024xbf16>
    %22 = stablehlo.multiply %21, %6 : tensor<256x1024xbf16>
    %23 = stablehlo.tanh %22 : tensor<256x1024xbf16>
    %24 = stablehlo.add %23, %9 : tensor<256x1024xbf16>
    %25 = stablehlo.multiply %24, %11 : tensor<256x1024xbf16>
    %26 = stablehlo.multiply %17, %25 : tensor<256x1024xbf16>
    %27 = stablehlo.dot %26, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %28 = "stablehlo.all_reduce"(%27) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<bf16>, %arg7: tensor<bf16>):
      %96 = stablehlo.add %arg6, %arg7 : tensor<bf16>
      stablehlo.return %96 : tensor<bf16>
    }) : (tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %29 = stablehlo.add %16, %28 : tensor<256x1024xbf16>
    %30 = stablehlo.convert %29 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %31 = stablehlo.convert %arg5 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<256x1024xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<256x1024xf32>
    %cst_4 = stablehlo.constant dense<1.90734863E-6> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<256x1024xf32>
    %37 = stablehlo.convert %36 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %38 = stablehlo.dot_general %37, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %39 = stablehlo.multiply %38, %25 : tensor<256x1024xbf16>
    %40 = stablehlo.multiply %17, %38 : tensor<256x1024xbf16>
    %41 = stablehlo.multiply %40, %11 : tensor<256x1024xbf16>
    %42 = stablehlo.subtract %9, %23 : tensor<256x1024xbf16>
    %43 = stablehlo.multiply %41, %42 : tensor<256x1024xbf16>
    %44 = stablehlo.multiply %43, %23 : tensor<256x1024xbf16>
    %45 = stablehlo.add %43, %44 : tensor<256x1024xbf16>
    %46 = stablehlo.multiply %45, %6 : tensor<256x1024xbf16>
    %47 = stablehlo.add %39, %46 : tensor<256x1024xbf16>
    %48 = stablehlo.multiply %46, %3 : tensor<256x1024xbf16>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<256x1024xbf16>
    %50 = stablehlo.multiply %18, %49 : tensor<256x1024xbf16>
    %51 = stablehlo.multiply %48, %50 : tensor<256x1024xbf16>
    %52 = stablehlo.add %47, %51 : tensor<256x1024xbf16>
    %53 = stablehlo.dot_general %52, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %54 = "stablehlo.all_reduce"(%53) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<bf16>, %arg7: tensor<bf16>):
      %96 = stablehlo.add %arg6, %arg7 : tensor<bf16>
      stablehlo.return %96 : tensor<bf16>
    }) : (tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
    %55 = stablehlo.add %37, %54 : tensor<256x1024xbf16>
    %56 = stablehlo.dot_general %55, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %57 = stablehlo.multiply %56, %12 : tensor<256x1024xbf16>
    %58 = stablehlo.multiply %0, %56 : tensor<256x1024xbf16>
    %59 = stablehlo.multiply %58, %11 : tensor<256x1024xbf16>
    %60 = stablehlo.subtract %9, %8 : tensor<256x1024xbf16>
    %61 = stablehlo.multiply %59, %60 : tensor<256x1024xbf16>
    %62 = stablehlo.multiply %61, %8 : tensor<256x1024xbf16>
    %63 = stablehlo.add %61, %62 : tensor<256x1024xbf16>
    %64 = stablehlo.multiply %63, %6 : tensor<256x1024xbf16>
    %65 = stablehlo.add %57, %64 : tensor<256x1024xbf16>
    %66 = stablehlo.multiply %64, %3 : tensor<256x1024xbf16>
    %67 = stablehlo.multiply %1, %49 : tensor<256x1024xbf16>
    %68 = stablehlo.multiply %66, %67 : tensor<256x1024xbf16>
    %69 = stablehlo.add %65, %68 : tensor<256x1024xbf16>
    %70 = stablehlo.dot_general %69, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<1024x1024xbf16>
    %71 = "stablehlo.all_reduce"(%70) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<bf16>, %arg7: tensor<bf16>):
      %96 = stablehlo.add %arg6, %arg7 : tensor<bf16>
      stablehlo.return %96 : tensor<bf16>
    }) : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %72 = stablehlo.transpose %71, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %cst_6 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %73 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %74 = stablehlo.multiply %72, %73 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : tensor<1024x1024xbf16>
    %75 = stablehlo.subtract %arg0, %74 : tensor<1024x1024xbf16>
    %76 = stablehlo.dot_general %55, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<1024x1024xbf16>
    %77 = "stablehlo.all_reduce"(%76) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<bf16>, %arg7: tensor<bf16>):
      %96 = stablehlo.add %arg6, %arg7 : tensor<bf16>
      stablehlo.return %96 : tensor<bf16>
    }) : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %78 = stablehlo.transpose %77, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %79 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %80 = stablehlo.multiply %78, %79 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : tensor<1024x1024xbf16>
    %81 = stablehlo.subtract %arg1, %80 : tensor<1024x1024xbf16>
    %82 = stablehlo.dot_general %52, %16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<1024x1024xbf16>
    %83 = "stablehlo.all_reduce"(%82) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<bf16>, %arg7: tensor<bf16>):
      %96 = stablehlo.add %arg6, %arg7 : tensor<bf16>
      stablehlo.return %96 : tensor<bf16>
    }) : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %84 = stablehlo.transpose %83, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %85 = stablehlo.multiply %84, %73 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : tensor<1024x1024xbf16>
    %86 = stablehlo.subtract %arg2, %85 : tensor<1024x1024xbf16>
    %87 = stablehlo.dot_general %37, %26, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<1024x1024xbf16>
    %88 = "stablehlo.all_reduce"(%87) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<bf16>, %arg7: tensor<bf16>):
      %96 = stablehlo.add %arg6, %arg7 : tensor<bf16>
      stablehlo.return %96 : tensor<bf16>
    }) : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %89 = stablehlo.transpose %88, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %90 = stablehlo.multiply %89, %79 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : tensor<1024x1024xbf16>
    %91 = stablehlo.subtract %arg3, %90 : tensor<1024x1024xbf16>
    %92 = stablehlo.multiply %32, %32 : tensor<256x1024xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %94 = "stablehlo.all_reduce"(%93) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %96 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %96 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %95 = stablehlo.divide %94, %cst_8 : tensor<f32>
    return %75, %81, %86, %91, %95 : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024x1024xbf16>, tensor<f32>
  }
}
