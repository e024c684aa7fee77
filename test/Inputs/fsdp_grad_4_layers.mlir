// A 4-layer FSDP training step (jax.grad of tanh(x @ w) layers, weights and batch sharded over 8 devices),
// exported by hespas export at the partitioned stage (H=512, L=4, B=128); test/passes/fuse.mlir runs it.
module @jit_loss attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}}", mhlo.spmd_parameters_shardings = ["{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_1 = <["axis_0"=1, "axis_1"=8]>
  sdy.mesh @mesh = <["axis_0"=8, "axis_1"=1]>
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<64x512xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<64x512xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg2: tensor<64x512xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg3: tensor<64x512xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg4: tensor<16x512xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x512xf32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %2 = stablehlo.dot %arg4, %1, precision = [DEFAULT, DEFAULT] : (tensor<16x512xf32>, tensor<512x512xf32>) -> tensor<16x512xf32>
    %3 = stablehlo.tanh %2 : tensor<16x512xf32>
    %4 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %5 = stablehlo.dot %3, %4, precision = [DEFAULT, DEFAULT] : (tensor<16x512xf32>, tensor<512x512xf32>) -> tensor<16x512xf32>
    %6 = stablehlo.tanh %5 : tensor<16x512xf32>
    %7 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %8 = stablehlo.dot %6, %7, precision = [DEFAULT, DEFAULT] : (tensor<16x512xf32>, tensor<512x512xf32>) -> tensor<16x512xf32>
    %9 = stablehlo.tanh %8 : tensor<16x512xf32>
    %10 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %11 = stablehlo.dot %9, %10, precision = [DEFAULT, DEFAULT] : (tensor<16x512xf32>, tensor<512x512xf32>) -> tensor<16x512xf32>
    %12 = stablehlo.tanh %11 : tensor<16x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x512xf32>
    %cst_0 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<16x512xf32>
    %16 = stablehlo.multiply %15, %12 : tensor<16x512xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x512xf32>
    %18 = "stablehlo.all_gather"(%17) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x512xf32>) -> tensor<128x512xf32>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<64x512xf32>) -> tensor<128x64xf32>
    %20 = stablehlo.subtract %0, %9 : tensor<16x512xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x512xf32>) -> tensor<16x8x64xf32>
    %22 = "stablehlo.all_to_all"(%21) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, split_count = 8 : i64, split_dimension = 1 : i64}> : (tensor<16x8x64xf32>) -> tensor<16x8x64xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,16,64]{2,0,1}"} : (tensor<16x8x64xf32>) -> tensor<8x16x64xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %25 = stablehlo.multiply %19, %24 : tensor<128x64xf32>
    %26 = stablehlo.reshape %9 : (tensor<16x512xf32>) -> tensor<16x8x64xf32>
    %27 = "stablehlo.all_to_all"(%26) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, split_count = 8 : i64, split_dimension = 1 : i64}> : (tensor<16x8x64xf32>) -> tensor<16x8x64xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,16,64]{2,0,1}"} : (tensor<16x8x64xf32>) -> tensor<8x16x64xf32>
    %29 = stablehlo.reshape %28 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %30 = stablehlo.multiply %25, %29 : tensor<128x64xf32>
    %31 = stablehlo.add %25, %30 : tensor<128x64xf32>
    %32 = "stablehlo.all_gather"(%31) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<128x64xf32>) -> tensor<128x512xf32>
    %33 = stablehlo.dot_general %32, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<64x512xf32>) -> tensor<128x64xf32>
    %34 = stablehlo.subtract %0, %6 : tensor<16x512xf32>
    %35 = stablehlo.reshape %34 : (tensor<16x512xf32>) -> tensor<16x8x64xf32>
    %36 = "stablehlo.all_to_all"(%35) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, split_count = 8 : i64, split_dimension = 1 : i64}> : (tensor<16x8x64xf32>) -> tensor<16x8x64xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,16,64]{2,0,1}"} : (tensor<16x8x64xf32>) -> tensor<8x16x64xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %39 = stablehlo.multiply %33, %38 : tensor<128x64xf32>
    %40 = stablehlo.reshape %6 : (tensor<16x512xf32>) -> tensor<16x8x64xf32>
    %41 = "stablehlo.all_to_all"(%40) <{channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, split_count = 8 : i64, split_dimension = 1 : i64}> : (tensor<16x8x64xf32>) -> tensor<16x8x64xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,16,64]{2,0,1}"} : (tensor<16x8x64xf32>) -> tensor<8x16x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %44 = stablehlo.multiply %39, %43 : tensor<128x64xf32>
    %45 = stablehlo.add %39, %44 : tensor<128x64xf32>
    %46 = "stablehlo.all_gather"(%45) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<128x64xf32>) -> tensor<128x512xf32>
    %47 = stablehlo.dot_general %46, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<64x512xf32>) -> tensor<128x64xf32>
    %48 = stablehlo.subtract %0, %3 : tensor<16x512xf32>
    %49 = stablehlo.reshape %48 : (tensor<16x512xf32>) -> tensor<16x8x64xf32>
    %50 = "stablehlo.all_to_all"(%49) <{channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, split_count = 8 : i64, split_dimension = 1 : i64}> : (tensor<16x8x64xf32>) -> tensor<16x8x64xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,16,64]{2,0,1}"} : (tensor<16x8x64xf32>) -> tensor<8x16x64xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %53 = stablehlo.multiply %47, %52 : tensor<128x64xf32>
    %54 = stablehlo.reshape %3 : (tensor<16x512xf32>) -> tensor<16x8x64xf32>
    %55 = "stablehlo.all_to_all"(%54) <{channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, split_count = 8 : i64, split_dimension = 1 : i64}> : (tensor<16x8x64xf32>) -> tensor<16x8x64xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,16,64]{2,0,1}"} : (tensor<16x8x64xf32>) -> tensor<8x16x64xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %58 = stablehlo.multiply %53, %57 : tensor<128x64xf32>
    %59 = stablehlo.add %53, %58 : tensor<128x64xf32>
    %60 = "stablehlo.all_gather"(%59) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<128x64xf32>) -> tensor<128x512xf32>
    %61 = stablehlo.reshape %arg4 : (tensor<16x512xf32>) -> tensor<16x8x64xf32>
    %62 = "stablehlo.all_to_all"(%61) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, concat_dimension = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, split_count = 8 : i64, split_dimension = 1 : i64}> : (tensor<16x8x64xf32>) -> tensor<16x8x64xf32>
    %63 = stablehlo.transpose %62, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[8,16,64]{2,0,1}"} : (tensor<16x8x64xf32>) -> tensor<8x16x64xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %65 = stablehlo.dot_general %60, %64, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<128x64xf32>) -> tensor<512x64xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %67 = stablehlo.reshape %66 : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %68 = stablehlo.dot_general %46, %57, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<128x64xf32>) -> tensor<512x64xf32>
    %69 = stablehlo.transpose %68, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %70 = stablehlo.reshape %69 : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %71 = stablehlo.dot_general %32, %43, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<128x64xf32>) -> tensor<512x64xf32>
    %72 = stablehlo.transpose %71, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %73 = stablehlo.reshape %72 : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %74 = stablehlo.dot_general %17, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xf32>, tensor<16x512xf32>) -> tensor<512x512xf32>
    %75 = "stablehlo.all_reduce"(%74) <{channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %82 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %82 : tensor<f32>
    }) : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<[0, 64, 128, 192, 256, 320, 384, 448]> : tensor<8xi32>
    %76 = stablehlo.partition_id : tensor<ui32>
    %77 = stablehlo.dynamic_slice %c_1, %76, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
    %78 = stablehlo.reshape %77 : (tensor<1xi32>) -> tensor<i32>
    %79 = stablehlo.dynamic_slice %75, %c, %78, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %80 = stablehlo.transpose %79, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %81 = stablehlo.reshape %80 : (tensor<64x512xf32>) -> tensor<64x512xf32>
    return %67, %70, %73, %81 : tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x512xf32>
  }
}
