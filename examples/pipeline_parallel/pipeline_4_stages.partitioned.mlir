module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{devices=[4,1,1,1]<=[4]}, {replicated}}", mhlo.spmd_parameters_shardings = ["{devices=[4,1,1,1]<=[4]}", "{replicated}", "{replicated}"], mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body.3_spmd(%arg0: tensor<1x2x1024x1024xbf16>, %arg1: tensor<4x64x1024xbf16>, %arg2: tensor<4x64x1024xbf16>) -> (tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<4x64x1024xf32>, tensor<1xf32>, tensor<1xi1>, tensor<f32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare EQ, %3, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %6 = stablehlo.slice %arg1 [0:1, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %7 = stablehlo.reshape %6 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
    %9 = stablehlo.select %5, %7, %8 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %10 = stablehlo.reshape %arg0 : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
    %11 = stablehlo.slice %10 [0:1, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %12 = stablehlo.reshape %11 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %13 = stablehlo.dot %9, %12, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %14 = stablehlo.tanh %13 : tensor<64x1024xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
    %16 = stablehlo.subtract %15, %14 : tensor<64x1024xbf16>
    %17 = stablehlo.slice %10 [1:2, 0:1024, 0:1024] : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %18 = stablehlo.reshape %17 : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %19 = stablehlo.dot %14, %18, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %20 = stablehlo.tanh %19 : tensor<64x1024xbf16>
    %21 = stablehlo.subtract %15, %20 : tensor<64x1024xbf16>
    %22 = stablehlo.reshape %4 : (tensor<i1>) -> tensor<1xi1>
    %23 = stablehlo.slice %arg1 [1:2, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %24 = stablehlo.reshape %23 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
    %25 = "stablehlo.collective_permute"(%20) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %26 = stablehlo.select %5, %24, %25 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %27 = stablehlo.dot %26, %12, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %28 = stablehlo.tanh %27 : tensor<64x1024xbf16>
    %29 = stablehlo.subtract %15, %28 : tensor<64x1024xbf16>
    %30 = stablehlo.dot %28, %18, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %31 = stablehlo.tanh %30 : tensor<64x1024xbf16>
    %32 = stablehlo.subtract %15, %31 : tensor<64x1024xbf16>
    %33 = stablehlo.slice %arg1 [2:3, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %34 = stablehlo.reshape %33 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
    %35 = "stablehlo.collective_permute"(%31) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %36 = stablehlo.select %5, %34, %35 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %37 = stablehlo.dot %36, %12, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %38 = stablehlo.tanh %37 : tensor<64x1024xbf16>
    %39 = stablehlo.subtract %15, %38 : tensor<64x1024xbf16>
    %40 = stablehlo.dot %38, %18, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %41 = stablehlo.tanh %40 : tensor<64x1024xbf16>
    %42 = stablehlo.subtract %15, %41 : tensor<64x1024xbf16>
    %43 = stablehlo.slice %arg1 [3:4, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %44 = stablehlo.reshape %43 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
    %45 = "stablehlo.collective_permute"(%41) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %46 = stablehlo.select %5, %44, %45 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %47 = stablehlo.dot %46, %12, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %48 = stablehlo.tanh %47 : tensor<64x1024xbf16>
    %49 = stablehlo.subtract %15, %48 : tensor<64x1024xbf16>
    %50 = stablehlo.dot %48, %18, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %51 = stablehlo.tanh %50 : tensor<64x1024xbf16>
    %52 = stablehlo.subtract %15, %51 : tensor<64x1024xbf16>
    %53 = "stablehlo.collective_permute"(%51) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %54 = stablehlo.select %5, %8, %53 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %55 = stablehlo.dot %54, %12, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %56 = stablehlo.tanh %55 : tensor<64x1024xbf16>
    %57 = stablehlo.subtract %15, %56 : tensor<64x1024xbf16>
    %58 = stablehlo.dot %56, %18, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %59 = stablehlo.tanh %58 : tensor<64x1024xbf16>
    %60 = stablehlo.subtract %15, %59 : tensor<64x1024xbf16>
    %61 = "stablehlo.collective_permute"(%59) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %62 = stablehlo.select %5, %8, %61 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %63 = stablehlo.dot %62, %12, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %64 = stablehlo.tanh %63 : tensor<64x1024xbf16>
    %65 = stablehlo.subtract %15, %64 : tensor<64x1024xbf16>
    %66 = stablehlo.dot %64, %18, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %67 = stablehlo.tanh %66 : tensor<64x1024xbf16>
    %68 = stablehlo.subtract %15, %67 : tensor<64x1024xbf16>
    %69 = "stablehlo.collective_permute"(%67) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %70 = stablehlo.select %5, %8, %69 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %71 = stablehlo.dot %70, %12, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %72 = stablehlo.tanh %71 : tensor<64x1024xbf16>
    %73 = stablehlo.subtract %15, %72 : tensor<64x1024xbf16>
    %74 = stablehlo.dot %72, %18, precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %75 = stablehlo.tanh %74 : tensor<64x1024xbf16>
    %76 = stablehlo.subtract %15, %75 : tensor<64x1024xbf16>
    %77 = stablehlo.reshape %51 : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %78 = stablehlo.reshape %59 : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %79 = stablehlo.reshape %67 : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %80 = stablehlo.reshape %75 : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %81 = stablehlo.concatenate %77, %78, %79, %80, dim = 0 : (tensor<1x64x1024xbf16>, tensor<1x64x1024xbf16>, tensor<1x64x1024xbf16>, tensor<1x64x1024xbf16>) -> tensor<4x64x1024xbf16>
    %82 = stablehlo.convert %81 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %83 = stablehlo.convert %arg2 : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
    %84 = stablehlo.subtract %82, %83 : tensor<4x64x1024xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<4x64x1024xf32>
    %cst_4 = stablehlo.constant dense<2.621440e+05> : tensor<1xf32>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %87 = stablehlo.compare EQ, %3, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %88 = stablehlo.reshape %87 : (tensor<i1>) -> tensor<1xi1>
    %89 = stablehlo.multiply %84, %84 : tensor<4x64x1024xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x64x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %91 = stablehlo.divide %90, %cst_7 : tensor<f32>
    %92 = stablehlo.select %87, %91, %cst_6 : tensor<i1>, tensor<f32>
    %93 = "stablehlo.all_reduce"(%92) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %94 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %94 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    return %9, %14, %16, %18, %20, %21, %22, %12, %26, %28, %29, %18, %31, %32, %22, %12, %36, %38, %39, %18, %41, %42, %22, %12, %46, %48, %49, %18, %51, %52, %22, %12, %54, %56, %57, %18, %59, %60, %22, %12, %62, %64, %65, %18, %67, %68, %22, %12, %70, %72, %73, %18, %75, %76, %86, %cst_4, %88, %93 : tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<4x64x1024xf32>, tensor<1xf32>, tensor<1xi1>, tensor<f32>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body_0.4_spmd(%arg0: tensor<f32>, %arg1: tensor<64x1024xbf16>, %arg2: tensor<64x1024xbf16>, %arg3: tensor<64x1024xbf16>, %arg4: tensor<1024x1024xbf16>, %arg5: tensor<64x1024xbf16>, %arg6: tensor<64x1024xbf16>, %arg7: tensor<1xi1>, %arg8: tensor<1024x1024xbf16>, %arg9: tensor<64x1024xbf16>, %arg10: tensor<64x1024xbf16>, %arg11: tensor<64x1024xbf16>, %arg12: tensor<1024x1024xbf16>, %arg13: tensor<64x1024xbf16>, %arg14: tensor<64x1024xbf16>, %arg15: tensor<1xi1>, %arg16: tensor<1024x1024xbf16>, %arg17: tensor<64x1024xbf16>, %arg18: tensor<64x1024xbf16>, %arg19: tensor<64x1024xbf16>, %arg20: tensor<1024x1024xbf16>, %arg21: tensor<64x1024xbf16>, %arg22: tensor<64x1024xbf16>, %arg23: tensor<1xi1>, %arg24: tensor<1024x1024xbf16>, %arg25: tensor<64x1024xbf16>, %arg26: tensor<64x1024xbf16>, %arg27: tensor<64x1024xbf16>, %arg28: tensor<1024x1024xbf16>, %arg29: tensor<64x1024xbf16>, %arg30: tensor<64x1024xbf16>, %arg31: tensor<1xi1>, %arg32: tensor<1024x1024xbf16>, %arg33: tensor<64x1024xbf16>, %arg34: tensor<64x1024xbf16>, %arg35: tensor<64x1024xbf16>, %arg36: tensor<1024x1024xbf16>, %arg37: tensor<64x1024xbf16>, %arg38: tensor<64x1024xbf16>, %arg39: tensor<1xi1>, %arg40: tensor<1024x1024xbf16>, %arg41: tensor<64x1024xbf16>, %arg42: tensor<64x1024xbf16>, %arg43: tensor<64x1024xbf16>, %arg44: tensor<1024x1024xbf16>, %arg45: tensor<64x1024xbf16>, %arg46: tensor<64x1024xbf16>, %arg47: tensor<1xi1>, %arg48: tensor<1024x1024xbf16>, %arg49: tensor<64x1024xbf16>, %arg50: tensor<64x1024xbf16>, %arg51: tensor<64x1024xbf16>, %arg52: tensor<1024x1024xbf16>, %arg53: tensor<64x1024xbf16>, %arg54: tensor<64x1024xbf16>, %arg55: tensor<4x64x1024xf32>, %arg56: tensor<1xf32>, %arg57: tensor<1xi1>) -> tensor<1x2x1024x1024xbf16> {
    %0 = stablehlo.reshape %arg57 : (tensor<1xi1>) -> tensor<i1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.select %0, %arg0, %cst : tensor<i1>, tensor<f32>
    %2 = stablehlo.reshape %arg56 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.divide %1, %2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
    %5 = stablehlo.multiply %4, %arg55 : tensor<4x64x1024xf32>
    %6 = stablehlo.convert %5 : (tensor<4x64x1024xf32>) -> tensor<4x64x1024xbf16>
    %7 = stablehlo.slice %6 [3:4, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %8 = stablehlo.reshape %7 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
    %9 = stablehlo.multiply %8, %arg54 : tensor<64x1024xbf16>
    %10 = stablehlo.multiply %9, %arg53 : tensor<64x1024xbf16>
    %11 = stablehlo.add %9, %10 : tensor<64x1024xbf16>
    %12 = stablehlo.dot_general %11, %arg50, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %13 = stablehlo.transpose %12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %14 = stablehlo.reshape %13 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %15 = stablehlo.pad %14, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %16 = stablehlo.dot_general %11, %arg52, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %17 = stablehlo.multiply %16, %arg51 : tensor<64x1024xbf16>
    %18 = stablehlo.multiply %17, %arg50 : tensor<64x1024xbf16>
    %19 = stablehlo.add %17, %18 : tensor<64x1024xbf16>
    %20 = stablehlo.dot_general %19, %arg49, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %21 = stablehlo.transpose %20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %22 = stablehlo.reshape %21 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %23 = stablehlo.pad %22, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %24 = stablehlo.add %15, %23 : tensor<2x1024x1024xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
    %26 = stablehlo.slice %6 [2:3, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %27 = stablehlo.reshape %26 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
    %28 = stablehlo.reshape %arg47 : (tensor<1xi1>) -> tensor<i1>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %30 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
    %31 = stablehlo.dot_general %19, %arg48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %32 = stablehlo.select %29, %30, %31 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %33 = "stablehlo.collective_permute"(%32) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %34 = stablehlo.add %27, %33 : tensor<64x1024xbf16>
    %35 = stablehlo.multiply %34, %arg46 : tensor<64x1024xbf16>
    %36 = stablehlo.multiply %35, %arg45 : tensor<64x1024xbf16>
    %37 = stablehlo.add %35, %36 : tensor<64x1024xbf16>
    %38 = stablehlo.dot_general %37, %arg42, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %39 = stablehlo.transpose %38, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %40 = stablehlo.reshape %39 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %41 = stablehlo.pad %40, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %42 = stablehlo.dot_general %37, %arg44, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %43 = stablehlo.multiply %42, %arg43 : tensor<64x1024xbf16>
    %44 = stablehlo.multiply %43, %arg42 : tensor<64x1024xbf16>
    %45 = stablehlo.add %43, %44 : tensor<64x1024xbf16>
    %46 = stablehlo.dot_general %45, %arg41, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %47 = stablehlo.transpose %46, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %48 = stablehlo.reshape %47 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %49 = stablehlo.pad %48, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %50 = stablehlo.add %41, %49 : tensor<2x1024x1024xbf16>
    %51 = stablehlo.reshape %50 : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
    %52 = stablehlo.add %25, %51 : tensor<1x2x1024x1024xbf16>
    %53 = stablehlo.slice %6 [1:2, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %54 = stablehlo.reshape %53 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
    %55 = stablehlo.reshape %arg39 : (tensor<1xi1>) -> tensor<i1>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %57 = stablehlo.dot_general %45, %arg40, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %58 = stablehlo.select %56, %30, %57 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %59 = "stablehlo.collective_permute"(%58) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %60 = stablehlo.add %54, %59 : tensor<64x1024xbf16>
    %61 = stablehlo.multiply %60, %arg38 : tensor<64x1024xbf16>
    %62 = stablehlo.multiply %61, %arg37 : tensor<64x1024xbf16>
    %63 = stablehlo.add %61, %62 : tensor<64x1024xbf16>
    %64 = stablehlo.dot_general %63, %arg34, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %65 = stablehlo.transpose %64, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %66 = stablehlo.reshape %65 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %67 = stablehlo.pad %66, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %68 = stablehlo.dot_general %63, %arg36, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %69 = stablehlo.multiply %68, %arg35 : tensor<64x1024xbf16>
    %70 = stablehlo.multiply %69, %arg34 : tensor<64x1024xbf16>
    %71 = stablehlo.add %69, %70 : tensor<64x1024xbf16>
    %72 = stablehlo.dot_general %71, %arg33, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %73 = stablehlo.transpose %72, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %74 = stablehlo.reshape %73 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %75 = stablehlo.pad %74, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %76 = stablehlo.add %67, %75 : tensor<2x1024x1024xbf16>
    %77 = stablehlo.reshape %76 : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
    %78 = stablehlo.add %52, %77 : tensor<1x2x1024x1024xbf16>
    %79 = stablehlo.slice %6 [0:1, 0:64, 0:1024] : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
    %80 = stablehlo.reshape %79 : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
    %81 = stablehlo.reshape %arg31 : (tensor<1xi1>) -> tensor<i1>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %83 = stablehlo.dot_general %71, %arg32, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %84 = stablehlo.select %82, %30, %83 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %85 = "stablehlo.collective_permute"(%84) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %86 = stablehlo.add %80, %85 : tensor<64x1024xbf16>
    %87 = stablehlo.multiply %86, %arg30 : tensor<64x1024xbf16>
    %88 = stablehlo.multiply %87, %arg29 : tensor<64x1024xbf16>
    %89 = stablehlo.add %87, %88 : tensor<64x1024xbf16>
    %90 = stablehlo.dot_general %89, %arg26, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %91 = stablehlo.transpose %90, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %92 = stablehlo.reshape %91 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %93 = stablehlo.pad %92, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %94 = stablehlo.dot_general %89, %arg28, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %95 = stablehlo.multiply %94, %arg27 : tensor<64x1024xbf16>
    %96 = stablehlo.multiply %95, %arg26 : tensor<64x1024xbf16>
    %97 = stablehlo.add %95, %96 : tensor<64x1024xbf16>
    %98 = stablehlo.dot_general %97, %arg25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %99 = stablehlo.transpose %98, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %100 = stablehlo.reshape %99 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %101 = stablehlo.pad %100, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %102 = stablehlo.add %93, %101 : tensor<2x1024x1024xbf16>
    %103 = stablehlo.reshape %102 : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
    %104 = stablehlo.add %78, %103 : tensor<1x2x1024x1024xbf16>
    %105 = stablehlo.reshape %arg23 : (tensor<1xi1>) -> tensor<i1>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %107 = stablehlo.dot_general %97, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %108 = stablehlo.select %106, %30, %107 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %109 = "stablehlo.collective_permute"(%108) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %110 = stablehlo.multiply %109, %arg22 : tensor<64x1024xbf16>
    %111 = stablehlo.multiply %110, %arg21 : tensor<64x1024xbf16>
    %112 = stablehlo.add %110, %111 : tensor<64x1024xbf16>
    %113 = stablehlo.dot_general %112, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %114 = stablehlo.transpose %113, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %115 = stablehlo.reshape %114 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %116 = stablehlo.pad %115, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %117 = stablehlo.dot_general %112, %arg20, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %118 = stablehlo.multiply %117, %arg19 : tensor<64x1024xbf16>
    %119 = stablehlo.multiply %118, %arg18 : tensor<64x1024xbf16>
    %120 = stablehlo.add %118, %119 : tensor<64x1024xbf16>
    %121 = stablehlo.dot_general %120, %arg17, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %122 = stablehlo.transpose %121, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %123 = stablehlo.reshape %122 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %124 = stablehlo.pad %123, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %125 = stablehlo.add %116, %124 : tensor<2x1024x1024xbf16>
    %126 = stablehlo.reshape %125 : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
    %127 = stablehlo.add %104, %126 : tensor<1x2x1024x1024xbf16>
    %128 = stablehlo.reshape %arg15 : (tensor<1xi1>) -> tensor<i1>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %130 = stablehlo.dot_general %120, %arg16, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %131 = stablehlo.select %129, %30, %130 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %132 = "stablehlo.collective_permute"(%131) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %133 = stablehlo.multiply %132, %arg14 : tensor<64x1024xbf16>
    %134 = stablehlo.multiply %133, %arg13 : tensor<64x1024xbf16>
    %135 = stablehlo.add %133, %134 : tensor<64x1024xbf16>
    %136 = stablehlo.dot_general %135, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %137 = stablehlo.transpose %136, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %138 = stablehlo.reshape %137 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %139 = stablehlo.pad %138, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %140 = stablehlo.dot_general %135, %arg12, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %141 = stablehlo.multiply %140, %arg11 : tensor<64x1024xbf16>
    %142 = stablehlo.multiply %141, %arg10 : tensor<64x1024xbf16>
    %143 = stablehlo.add %141, %142 : tensor<64x1024xbf16>
    %144 = stablehlo.dot_general %143, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %145 = stablehlo.transpose %144, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %146 = stablehlo.reshape %145 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %147 = stablehlo.pad %146, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %148 = stablehlo.add %139, %147 : tensor<2x1024x1024xbf16>
    %149 = stablehlo.reshape %148 : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
    %150 = stablehlo.add %127, %149 : tensor<1x2x1024x1024xbf16>
    %151 = stablehlo.reshape %arg7 : (tensor<1xi1>) -> tensor<i1>
    %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<i1>) -> tensor<64x1024xi1>
    %153 = stablehlo.dot_general %143, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %154 = stablehlo.select %152, %30, %153 : tensor<64x1024xi1>, tensor<64x1024xbf16>
    %155 = "stablehlo.collective_permute"(%154) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    %156 = stablehlo.multiply %155, %arg6 : tensor<64x1024xbf16>
    %157 = stablehlo.multiply %156, %arg5 : tensor<64x1024xbf16>
    %158 = stablehlo.add %156, %157 : tensor<64x1024xbf16>
    %159 = stablehlo.dot_general %158, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %160 = stablehlo.transpose %159, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %161 = stablehlo.reshape %160 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %162 = stablehlo.pad %161, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %163 = stablehlo.dot_general %158, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %164 = stablehlo.multiply %163, %arg3 : tensor<64x1024xbf16>
    %165 = stablehlo.multiply %164, %arg2 : tensor<64x1024xbf16>
    %166 = stablehlo.add %164, %165 : tensor<64x1024xbf16>
    %167 = stablehlo.dot_general %166, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
    %168 = stablehlo.transpose %167, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[1024,1024]{0,1}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %169 = stablehlo.reshape %168 : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
    %170 = stablehlo.pad %169, %cst_0, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
    %171 = stablehlo.add %162, %170 : tensor<2x1024x1024xbf16>
    %172 = stablehlo.reshape %171 : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
    %173 = stablehlo.add %150, %172 : tensor<1x2x1024x1024xbf16>
    return %173 : tensor<1x2x1024x1024xbf16>
  }
  func.func @main(%arg0: tensor<1x2x1024x1024xbf16> {mhlo.sharding = "{devices=[4,1,1,1]<=[4]}"}, %arg1: tensor<4x64x1024xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4x64x1024xbf16> {mhlo.sharding = "{replicated}"}) -> (tensor<1x2x1024x1024xbf16>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = mhlo.copy %cst : tensor<f32>
    %1 = mhlo.copy %0 : tensor<f32>
    %2 = mhlo.copy %arg0 : tensor<1x2x1024x1024xbf16>
    %3 = mhlo.copy %2 : tensor<1x2x1024x1024xbf16>
    %4 = mhlo.copy %arg1 : tensor<4x64x1024xbf16>
    %5 = mhlo.copy %4 : tensor<4x64x1024xbf16>
    %6 = mhlo.copy %arg2 : tensor<4x64x1024xbf16>
    %7 = mhlo.copy %6 : tensor<4x64x1024xbf16>
    %8:58 = call @xla.sdy.inlinable_manual_computation_body.3_spmd(%3, %5, %7) : (tensor<1x2x1024x1024xbf16>, tensor<4x64x1024xbf16>, tensor<4x64x1024xbf16>) -> (tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<4x64x1024xf32>, tensor<1xf32>, tensor<1xi1>, tensor<f32>)
    %9 = mhlo.copy %8#0 : tensor<64x1024xbf16>
    %10 = mhlo.copy %9 : tensor<64x1024xbf16>
    %11 = mhlo.copy %10 : tensor<64x1024xbf16>
    %12 = mhlo.copy %11 : tensor<64x1024xbf16>
    %13 = mhlo.copy %8#1 : tensor<64x1024xbf16>
    %14 = mhlo.copy %13 : tensor<64x1024xbf16>
    %15 = mhlo.copy %14 : tensor<64x1024xbf16>
    %16 = mhlo.copy %15 : tensor<64x1024xbf16>
    %17 = mhlo.copy %8#2 : tensor<64x1024xbf16>
    %18 = mhlo.copy %17 : tensor<64x1024xbf16>
    %19 = mhlo.copy %18 : tensor<64x1024xbf16>
    %20 = mhlo.copy %19 : tensor<64x1024xbf16>
    %21 = mhlo.copy %8#3 : tensor<1024x1024xbf16>
    %22 = mhlo.copy %21 : tensor<1024x1024xbf16>
    %23 = mhlo.copy %22 : tensor<1024x1024xbf16>
    %24 = mhlo.copy %23 : tensor<1024x1024xbf16>
    %25 = mhlo.copy %8#4 : tensor<64x1024xbf16>
    %26 = mhlo.copy %25 : tensor<64x1024xbf16>
    %27 = mhlo.copy %26 : tensor<64x1024xbf16>
    %28 = mhlo.copy %27 : tensor<64x1024xbf16>
    %29 = mhlo.copy %8#5 : tensor<64x1024xbf16>
    %30 = mhlo.copy %29 : tensor<64x1024xbf16>
    %31 = mhlo.copy %30 : tensor<64x1024xbf16>
    %32 = mhlo.copy %31 : tensor<64x1024xbf16>
    %33 = mhlo.copy %8#6 : tensor<1xi1>
    %34 = mhlo.copy %33 : tensor<1xi1>
    %35 = mhlo.copy %34 : tensor<1xi1>
    %36 = mhlo.copy %35 : tensor<1xi1>
    %37 = mhlo.copy %8#7 : tensor<1024x1024xbf16>
    %38 = mhlo.copy %37 : tensor<1024x1024xbf16>
    %39 = mhlo.copy %38 : tensor<1024x1024xbf16>
    %40 = mhlo.copy %39 : tensor<1024x1024xbf16>
    %41 = mhlo.copy %8#8 : tensor<64x1024xbf16>
    %42 = mhlo.copy %41 : tensor<64x1024xbf16>
    %43 = mhlo.copy %42 : tensor<64x1024xbf16>
    %44 = mhlo.copy %43 : tensor<64x1024xbf16>
    %45 = mhlo.copy %8#9 : tensor<64x1024xbf16>
    %46 = mhlo.copy %45 : tensor<64x1024xbf16>
    %47 = mhlo.copy %46 : tensor<64x1024xbf16>
    %48 = mhlo.copy %47 : tensor<64x1024xbf16>
    %49 = mhlo.copy %8#10 : tensor<64x1024xbf16>
    %50 = mhlo.copy %49 : tensor<64x1024xbf16>
    %51 = mhlo.copy %50 : tensor<64x1024xbf16>
    %52 = mhlo.copy %51 : tensor<64x1024xbf16>
    %53 = mhlo.copy %8#11 : tensor<1024x1024xbf16>
    %54 = mhlo.copy %53 : tensor<1024x1024xbf16>
    %55 = mhlo.copy %54 : tensor<1024x1024xbf16>
    %56 = mhlo.copy %55 : tensor<1024x1024xbf16>
    %57 = mhlo.copy %8#12 : tensor<64x1024xbf16>
    %58 = mhlo.copy %57 : tensor<64x1024xbf16>
    %59 = mhlo.copy %58 : tensor<64x1024xbf16>
    %60 = mhlo.copy %59 : tensor<64x1024xbf16>
    %61 = mhlo.copy %8#13 : tensor<64x1024xbf16>
    %62 = mhlo.copy %61 : tensor<64x1024xbf16>
    %63 = mhlo.copy %62 : tensor<64x1024xbf16>
    %64 = mhlo.copy %63 : tensor<64x1024xbf16>
    %65 = mhlo.copy %8#14 : tensor<1xi1>
    %66 = mhlo.copy %65 : tensor<1xi1>
    %67 = mhlo.copy %66 : tensor<1xi1>
    %68 = mhlo.copy %67 : tensor<1xi1>
    %69 = mhlo.copy %8#15 : tensor<1024x1024xbf16>
    %70 = mhlo.copy %69 : tensor<1024x1024xbf16>
    %71 = mhlo.copy %70 : tensor<1024x1024xbf16>
    %72 = mhlo.copy %71 : tensor<1024x1024xbf16>
    %73 = mhlo.copy %8#16 : tensor<64x1024xbf16>
    %74 = mhlo.copy %73 : tensor<64x1024xbf16>
    %75 = mhlo.copy %74 : tensor<64x1024xbf16>
    %76 = mhlo.copy %75 : tensor<64x1024xbf16>
    %77 = mhlo.copy %8#17 : tensor<64x1024xbf16>
    %78 = mhlo.copy %77 : tensor<64x1024xbf16>
    %79 = mhlo.copy %78 : tensor<64x1024xbf16>
    %80 = mhlo.copy %79 : tensor<64x1024xbf16>
    %81 = mhlo.copy %8#18 : tensor<64x1024xbf16>
    %82 = mhlo.copy %81 : tensor<64x1024xbf16>
    %83 = mhlo.copy %82 : tensor<64x1024xbf16>
    %84 = mhlo.copy %83 : tensor<64x1024xbf16>
    %85 = mhlo.copy %8#19 : tensor<1024x1024xbf16>
    %86 = mhlo.copy %85 : tensor<1024x1024xbf16>
    %87 = mhlo.copy %86 : tensor<1024x1024xbf16>
    %88 = mhlo.copy %87 : tensor<1024x1024xbf16>
    %89 = mhlo.copy %8#20 : tensor<64x1024xbf16>
    %90 = mhlo.copy %89 : tensor<64x1024xbf16>
    %91 = mhlo.copy %90 : tensor<64x1024xbf16>
    %92 = mhlo.copy %91 : tensor<64x1024xbf16>
    %93 = mhlo.copy %8#21 : tensor<64x1024xbf16>
    %94 = mhlo.copy %93 : tensor<64x1024xbf16>
    %95 = mhlo.copy %94 : tensor<64x1024xbf16>
    %96 = mhlo.copy %95 : tensor<64x1024xbf16>
    %97 = mhlo.copy %8#22 : tensor<1xi1>
    %98 = mhlo.copy %97 : tensor<1xi1>
    %99 = mhlo.copy %98 : tensor<1xi1>
    %100 = mhlo.copy %99 : tensor<1xi1>
    %101 = mhlo.copy %8#23 : tensor<1024x1024xbf16>
    %102 = mhlo.copy %101 : tensor<1024x1024xbf16>
    %103 = mhlo.copy %102 : tensor<1024x1024xbf16>
    %104 = mhlo.copy %103 : tensor<1024x1024xbf16>
    %105 = mhlo.copy %8#24 : tensor<64x1024xbf16>
    %106 = mhlo.copy %105 : tensor<64x1024xbf16>
    %107 = mhlo.copy %106 : tensor<64x1024xbf16>
    %108 = mhlo.copy %107 : tensor<64x1024xbf16>
    %109 = mhlo.copy %8#25 : tensor<64x1024xbf16>
    %110 = mhlo.copy %109 : tensor<64x1024xbf16>
    %111 = mhlo.copy %110 : tensor<64x1024xbf16>
    %112 = mhlo.copy %111 : tensor<64x1024xbf16>
    %113 = mhlo.copy %8#26 : tensor<64x1024xbf16>
    %114 = mhlo.copy %113 : tensor<64x1024xbf16>
    %115 = mhlo.copy %114 : tensor<64x1024xbf16>
    %116 = mhlo.copy %115 : tensor<64x1024xbf16>
    %117 = mhlo.copy %8#27 : tensor<1024x1024xbf16>
    %118 = mhlo.copy %117 : tensor<1024x1024xbf16>
    %119 = mhlo.copy %118 : tensor<1024x1024xbf16>
    %120 = mhlo.copy %119 : tensor<1024x1024xbf16>
    %121 = mhlo.copy %8#28 : tensor<64x1024xbf16>
    %122 = mhlo.copy %121 : tensor<64x1024xbf16>
    %123 = mhlo.copy %122 : tensor<64x1024xbf16>
    %124 = mhlo.copy %123 : tensor<64x1024xbf16>
    %125 = mhlo.copy %8#29 : tensor<64x1024xbf16>
    %126 = mhlo.copy %125 : tensor<64x1024xbf16>
    %127 = mhlo.copy %126 : tensor<64x1024xbf16>
    %128 = mhlo.copy %127 : tensor<64x1024xbf16>
    %129 = mhlo.copy %8#30 : tensor<1xi1>
    %130 = mhlo.copy %129 : tensor<1xi1>
    %131 = mhlo.copy %130 : tensor<1xi1>
    %132 = mhlo.copy %131 : tensor<1xi1>
    %133 = mhlo.copy %8#31 : tensor<1024x1024xbf16>
    %134 = mhlo.copy %133 : tensor<1024x1024xbf16>
    %135 = mhlo.copy %134 : tensor<1024x1024xbf16>
    %136 = mhlo.copy %135 : tensor<1024x1024xbf16>
    %137 = mhlo.copy %8#32 : tensor<64x1024xbf16>
    %138 = mhlo.copy %137 : tensor<64x1024xbf16>
    %139 = mhlo.copy %138 : tensor<64x1024xbf16>
    %140 = mhlo.copy %139 : tensor<64x1024xbf16>
    %141 = mhlo.copy %8#33 : tensor<64x1024xbf16>
    %142 = mhlo.copy %141 : tensor<64x1024xbf16>
    %143 = mhlo.copy %142 : tensor<64x1024xbf16>
    %144 = mhlo.copy %143 : tensor<64x1024xbf16>
    %145 = mhlo.copy %8#34 : tensor<64x1024xbf16>
    %146 = mhlo.copy %145 : tensor<64x1024xbf16>
    %147 = mhlo.copy %146 : tensor<64x1024xbf16>
    %148 = mhlo.copy %147 : tensor<64x1024xbf16>
    %149 = mhlo.copy %8#35 : tensor<1024x1024xbf16>
    %150 = mhlo.copy %149 : tensor<1024x1024xbf16>
    %151 = mhlo.copy %150 : tensor<1024x1024xbf16>
    %152 = mhlo.copy %151 : tensor<1024x1024xbf16>
    %153 = mhlo.copy %8#36 : tensor<64x1024xbf16>
    %154 = mhlo.copy %153 : tensor<64x1024xbf16>
    %155 = mhlo.copy %154 : tensor<64x1024xbf16>
    %156 = mhlo.copy %155 : tensor<64x1024xbf16>
    %157 = mhlo.copy %8#37 : tensor<64x1024xbf16>
    %158 = mhlo.copy %157 : tensor<64x1024xbf16>
    %159 = mhlo.copy %158 : tensor<64x1024xbf16>
    %160 = mhlo.copy %159 : tensor<64x1024xbf16>
    %161 = mhlo.copy %8#38 : tensor<1xi1>
    %162 = mhlo.copy %161 : tensor<1xi1>
    %163 = mhlo.copy %162 : tensor<1xi1>
    %164 = mhlo.copy %163 : tensor<1xi1>
    %165 = mhlo.copy %8#39 : tensor<1024x1024xbf16>
    %166 = mhlo.copy %165 : tensor<1024x1024xbf16>
    %167 = mhlo.copy %166 : tensor<1024x1024xbf16>
    %168 = mhlo.copy %167 : tensor<1024x1024xbf16>
    %169 = mhlo.copy %8#40 : tensor<64x1024xbf16>
    %170 = mhlo.copy %169 : tensor<64x1024xbf16>
    %171 = mhlo.copy %170 : tensor<64x1024xbf16>
    %172 = mhlo.copy %171 : tensor<64x1024xbf16>
    %173 = mhlo.copy %8#41 : tensor<64x1024xbf16>
    %174 = mhlo.copy %173 : tensor<64x1024xbf16>
    %175 = mhlo.copy %174 : tensor<64x1024xbf16>
    %176 = mhlo.copy %175 : tensor<64x1024xbf16>
    %177 = mhlo.copy %8#42 : tensor<64x1024xbf16>
    %178 = mhlo.copy %177 : tensor<64x1024xbf16>
    %179 = mhlo.copy %178 : tensor<64x1024xbf16>
    %180 = mhlo.copy %179 : tensor<64x1024xbf16>
    %181 = mhlo.copy %8#43 : tensor<1024x1024xbf16>
    %182 = mhlo.copy %181 : tensor<1024x1024xbf16>
    %183 = mhlo.copy %182 : tensor<1024x1024xbf16>
    %184 = mhlo.copy %183 : tensor<1024x1024xbf16>
    %185 = mhlo.copy %8#44 : tensor<64x1024xbf16>
    %186 = mhlo.copy %185 : tensor<64x1024xbf16>
    %187 = mhlo.copy %186 : tensor<64x1024xbf16>
    %188 = mhlo.copy %187 : tensor<64x1024xbf16>
    %189 = mhlo.copy %8#45 : tensor<64x1024xbf16>
    %190 = mhlo.copy %189 : tensor<64x1024xbf16>
    %191 = mhlo.copy %190 : tensor<64x1024xbf16>
    %192 = mhlo.copy %191 : tensor<64x1024xbf16>
    %193 = mhlo.copy %8#46 : tensor<1xi1>
    %194 = mhlo.copy %193 : tensor<1xi1>
    %195 = mhlo.copy %194 : tensor<1xi1>
    %196 = mhlo.copy %195 : tensor<1xi1>
    %197 = mhlo.copy %8#47 : tensor<1024x1024xbf16>
    %198 = mhlo.copy %197 : tensor<1024x1024xbf16>
    %199 = mhlo.copy %198 : tensor<1024x1024xbf16>
    %200 = mhlo.copy %199 : tensor<1024x1024xbf16>
    %201 = mhlo.copy %8#48 : tensor<64x1024xbf16>
    %202 = mhlo.copy %201 : tensor<64x1024xbf16>
    %203 = mhlo.copy %202 : tensor<64x1024xbf16>
    %204 = mhlo.copy %203 : tensor<64x1024xbf16>
    %205 = mhlo.copy %8#49 : tensor<64x1024xbf16>
    %206 = mhlo.copy %205 : tensor<64x1024xbf16>
    %207 = mhlo.copy %206 : tensor<64x1024xbf16>
    %208 = mhlo.copy %207 : tensor<64x1024xbf16>
    %209 = mhlo.copy %8#50 : tensor<64x1024xbf16>
    %210 = mhlo.copy %209 : tensor<64x1024xbf16>
    %211 = mhlo.copy %210 : tensor<64x1024xbf16>
    %212 = mhlo.copy %211 : tensor<64x1024xbf16>
    %213 = mhlo.copy %8#51 : tensor<1024x1024xbf16>
    %214 = mhlo.copy %213 : tensor<1024x1024xbf16>
    %215 = mhlo.copy %214 : tensor<1024x1024xbf16>
    %216 = mhlo.copy %215 : tensor<1024x1024xbf16>
    %217 = mhlo.copy %8#52 : tensor<64x1024xbf16>
    %218 = mhlo.copy %217 : tensor<64x1024xbf16>
    %219 = mhlo.copy %218 : tensor<64x1024xbf16>
    %220 = mhlo.copy %219 : tensor<64x1024xbf16>
    %221 = mhlo.copy %8#53 : tensor<64x1024xbf16>
    %222 = mhlo.copy %221 : tensor<64x1024xbf16>
    %223 = mhlo.copy %222 : tensor<64x1024xbf16>
    %224 = mhlo.copy %223 : tensor<64x1024xbf16>
    %225 = mhlo.copy %8#54 : tensor<4x64x1024xf32>
    %226 = mhlo.copy %225 : tensor<4x64x1024xf32>
    %227 = mhlo.copy %226 : tensor<4x64x1024xf32>
    %228 = mhlo.copy %227 : tensor<4x64x1024xf32>
    %229 = mhlo.copy %8#55 : tensor<1xf32>
    %230 = mhlo.copy %229 : tensor<1xf32>
    %231 = mhlo.copy %230 : tensor<1xf32>
    %232 = mhlo.copy %231 : tensor<1xf32>
    %233 = mhlo.copy %8#56 : tensor<1xi1>
    %234 = mhlo.copy %233 : tensor<1xi1>
    %235 = mhlo.copy %234 : tensor<1xi1>
    %236 = mhlo.copy %235 : tensor<1xi1>
    %237 = call @xla.sdy.inlinable_manual_computation_body_0.4_spmd(%1, %12, %16, %20, %24, %28, %32, %36, %40, %44, %48, %52, %56, %60, %64, %68, %72, %76, %80, %84, %88, %92, %96, %100, %104, %108, %112, %116, %120, %124, %128, %132, %136, %140, %144, %148, %152, %156, %160, %164, %168, %172, %176, %180, %184, %188, %192, %196, %200, %204, %208, %212, %216, %220, %224, %228, %232, %236) : (tensor<f32>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<4x64x1024xf32>, tensor<1xf32>, tensor<1xi1>) -> tensor<1x2x1024x1024xbf16>
    %238 = mhlo.copy %237 : tensor<1x2x1024x1024xbf16>
    %239 = mhlo.copy %238 : tensor<1x2x1024x1024xbf16>
    %cst_0 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %240 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1x2x1024x1024xbf16>
    %241 = stablehlo.multiply %239, %240 : tensor<1x2x1024x1024xbf16>
    %242 = stablehlo.subtract %arg0, %241 : tensor<1x2x1024x1024xbf16>
    %243 = mhlo.copy %8#57 : tensor<f32>
    %244 = mhlo.copy %243 : tensor<f32>
    return %242, %244 : tensor<1x2x1024x1024xbf16>, tensor<f32>
  }
}
