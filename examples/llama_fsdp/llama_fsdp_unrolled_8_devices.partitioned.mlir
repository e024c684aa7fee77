module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 4 : i64}, output_index = array<i64: 4>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 5 : i64}, output_index = array<i64: 5>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 6 : i64}, output_index = array<i64: 6>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 7 : i64}, output_index = array<i64: 7>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 8 : i64}, output_index = array<i64: 8>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 9 : i64}, output_index = array<i64: 9>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 10 : i64}, output_index = array<i64: 10>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 11 : i64}, output_index = array<i64: 11>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 12 : i64}, output_index = array<i64: 12>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 13 : i64}, output_index = array<i64: 13>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 14 : i64}, output_index = array<i64: 14>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 15 : i64}, output_index = array<i64: 15>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 16 : i64}, output_index = array<i64: 16>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 17 : i64}, output_index = array<i64: 17>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 18 : i64}, output_index = array<i64: 18>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 19 : i64}, output_index = array<i64: 19>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 20 : i64}, output_index = array<i64: 20>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 21 : i64}, output_index = array<i64: 21>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 22 : i64}, output_index = array<i64: 22>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 23 : i64}, output_index = array<i64: 23>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 24 : i64}, output_index = array<i64: 24>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 25 : i64}, output_index = array<i64: 25>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 26 : i64}, output_index = array<i64: 26>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 27 : i64}, output_index = array<i64: 27>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 28 : i64}, output_index = array<i64: 28>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 29 : i64}, output_index = array<i64: 29>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 30 : i64}, output_index = array<i64: 30>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 31 : i64}, output_index = array<i64: 31>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 32 : i64}, output_index = array<i64: 32>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 33 : i64}, output_index = array<i64: 33>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 34 : i64}, output_index = array<i64: 34>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 35 : i64}, output_index = array<i64: 35>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 36 : i64}, output_index = array<i64: 36>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 37 : i64}, output_index = array<i64: 37>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 38 : i64}, output_index = array<i64: 38>}], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{devices=[8,1]<=[8]}, {replicated}, {replicated}, {replicated}, {devices=[8,1]<=[8]}, /*index=5*/{devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=10*/{devices=[8,1]<=[8]}, {replicated}, {replicated}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=15*/{devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=20*/{replicated}, {replicated}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=25*/{devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {replicated}, /*index=30*/{replicated}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=35*/{devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {replicated}}", mhlo.spmd_parameters_shardings = ["{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{replicated}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_1 = <["axis_0"=8, "axis_1"=1, "axis_2"=1]>
  sdy.mesh @mesh = <["axis_0"=8, "axis_1"=1]>
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_7.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.11(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
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
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_15.16(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_16.17(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_17.18(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_18.19(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_19.20(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_21.22(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_23.24(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_25.26(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_27.28(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_29.30(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_31.32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_33.34(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_35.36(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_37.38(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_39.40(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_41.42(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_43.44(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_45.46(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_47.48(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_68.69(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_20.21.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_49.50.clone.1.clone_promoted(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_49.50.clone.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_50.51.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_52.53.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_54.55.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_56.57.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_58.59.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_60.61.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_62.63.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_64.65.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_66.67.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_68.69.clone.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_50.51.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_52.53.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_54.55.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_56.57.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_58.59.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_60.61.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_62.63.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_64.65.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_66.67.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<4096x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<4096x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<512x512xf32>) -> tensor<4096x512xf32>
    return %0 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
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
  func.func private @fused_computation.12(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.19(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.21(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.22(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.26(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<1408x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    return %0 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.29(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.30(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.31(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    return %0 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.32(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<f32>, %arg1: tensor<2x8x256x256xf32>, %arg2: tensor<2x8x256xf32>, %arg3: tensor<2x8x256xf32>, %arg4: tensor<2x8x256x64xf32>, %arg5: tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg4, %arg5, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x8x256x256xf32>
    %5 = stablehlo.multiply %arg3, %arg3 : tensor<2x8x256xf32>
    %6 = stablehlo.divide %arg2, %5 : tensor<2x8x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %8 = stablehlo.multiply %2, %7 : tensor<2x8x256x256xf32>
    %9 = stablehlo.multiply %8, %arg1 : tensor<2x8x256x256xf32>
    %10 = stablehlo.reduce(%9 init: %arg0) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %11 = stablehlo.negate %10 : tensor<2x8x256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %13 = stablehlo.add %4, %12 : tensor<2x8x256x256xf32>
    %14 = stablehlo.multiply %13, %arg1 : tensor<2x8x256x256xf32>
    return %14 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.34(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.35(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.36(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.38(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.39(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.40(%arg0: tensor<512x512xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.41(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.42(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.43(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    return %0 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.44(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.45(%arg0: tensor<f32>, %arg1: tensor<2x8x256x256xf32>, %arg2: tensor<2x8x256xf32>, %arg3: tensor<2x8x256xf32>, %arg4: tensor<2x8x256x64xf32>, %arg5: tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg4, %arg5, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x8x256x256xf32>
    %5 = stablehlo.multiply %arg3, %arg3 : tensor<2x8x256xf32>
    %6 = stablehlo.divide %arg2, %5 : tensor<2x8x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %8 = stablehlo.multiply %2, %7 : tensor<2x8x256x256xf32>
    %9 = stablehlo.multiply %8, %arg1 : tensor<2x8x256x256xf32>
    %10 = stablehlo.reduce(%9 init: %arg0) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %11 = stablehlo.negate %10 : tensor<2x8x256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %13 = stablehlo.add %4, %12 : tensor<2x8x256x256xf32>
    %14 = stablehlo.multiply %13, %arg1 : tensor<2x8x256x256xf32>
    return %14 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.46(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.47(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.48(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.49(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.50(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.51(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.52(%arg0: tensor<512x512xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.53(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.54(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.55(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    return %0 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.56(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.57(%arg0: tensor<f32>, %arg1: tensor<2x8x256x256xf32>, %arg2: tensor<2x8x256xf32>, %arg3: tensor<2x8x256xf32>, %arg4: tensor<2x8x256x64xf32>, %arg5: tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg4, %arg5, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x8x256x256xf32>
    %5 = stablehlo.multiply %arg3, %arg3 : tensor<2x8x256xf32>
    %6 = stablehlo.divide %arg2, %5 : tensor<2x8x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %8 = stablehlo.multiply %2, %7 : tensor<2x8x256x256xf32>
    %9 = stablehlo.multiply %8, %arg1 : tensor<2x8x256x256xf32>
    %10 = stablehlo.reduce(%9 init: %arg0) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %11 = stablehlo.negate %10 : tensor<2x8x256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %13 = stablehlo.add %4, %12 : tensor<2x8x256x256xf32>
    %14 = stablehlo.multiply %13, %arg1 : tensor<2x8x256x256xf32>
    return %14 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.58(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.59(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.60(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.61(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.62(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.63(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.64(%arg0: tensor<512x512xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.65(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.66(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.67(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    return %0 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.68(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.69(%arg0: tensor<f32>, %arg1: tensor<2x8x256x256xf32>, %arg2: tensor<2x8x256xf32>, %arg3: tensor<2x8x256xf32>, %arg4: tensor<2x8x256x64xf32>, %arg5: tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg4, %arg5, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x8x256x256xf32>
    %5 = stablehlo.multiply %arg3, %arg3 : tensor<2x8x256xf32>
    %6 = stablehlo.divide %arg2, %5 : tensor<2x8x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %8 = stablehlo.multiply %2, %7 : tensor<2x8x256x256xf32>
    %9 = stablehlo.multiply %8, %arg1 : tensor<2x8x256x256xf32>
    %10 = stablehlo.reduce(%9 init: %arg0) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %11 = stablehlo.negate %10 : tensor<2x8x256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %13 = stablehlo.add %4, %12 : tensor<2x8x256x256xf32>
    %14 = stablehlo.multiply %13, %arg1 : tensor<2x8x256x256xf32>
    return %14 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.70(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.71(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.72(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.73(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.74(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.75(%arg0: tensor<512x1408xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.76(%arg0: tensor<512x512xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.77(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>, %arg2: tensor<2x256x512xf32>) -> tensor<2x256x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    return %2 : tensor<2x256x1xf32>
  }
  func.func private @fused_computation.78(%arg0: tensor<512x4096xf32>, %arg1: tensor<512x4096xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xf32>, tensor<512x4096xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.79(%arg0: tensor<2x256x4096xf32>, %arg1: tensor<f32>) -> tensor<2x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %0 : tensor<2x256xf32>
  }
  func.func private @fused_computation.80(%arg0: tensor<f32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x4096xf32>) -> tensor<2x256x4096xf32> {
    %0 = stablehlo.dot %arg1, %arg2, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %1 = stablehlo.convert %0 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x4096xf32>) -> tensor<2x256x4096xf32>
    %4 = stablehlo.reduce(%3 init: %arg0) applies stablehlo.maximum across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<2x256x4096xf32>
    return %6 : tensor<2x256x4096xf32>
  }
  func.func private @fused_computation.81(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.82(%arg0: tensor<512x1408xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.83(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.84(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.85(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.86(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.87(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.88(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<2x8x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    return %0 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.89(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<2x8x256x256xf32>
    %3 = stablehlo.exponential %2 : tensor<2x8x256x256xf32>
    return %3 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.90(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    return %0 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.91(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.92(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.93(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.94(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.95(%arg0: tensor<512x1408xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.96(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.97(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.98(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.99(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.100(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.101(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<2x8x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    return %0 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.102(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<2x8x256x256xf32>
    %3 = stablehlo.exponential %2 : tensor<2x8x256x256xf32>
    return %3 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.103(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    return %0 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.104(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.105(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.106(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.107(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.108(%arg0: tensor<512x1408xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.109(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.110(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.111(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.112(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.113(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.114(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<2x8x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    return %0 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.115(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<2x8x256x256xf32>
    %3 = stablehlo.exponential %2 : tensor<2x8x256x256xf32>
    return %3 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.116(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    return %0 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.117(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.118(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.119(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.120(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.121(%arg0: tensor<512x1408xf32>, %arg1: tensor<1408x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.122(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.123(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.124(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.125(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.126(%arg0: tensor<2x8x64x256xf32>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    return %0 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.127(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<2x8x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    return %0 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.128(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<f32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<2x8x256x256xf32>
    %3 = stablehlo.exponential %2 : tensor<2x8x256x256xf32>
    return %3 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.129(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    return %0 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.130(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.131(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.132(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @fused_computation.133(%arg0: tensor<f32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x256x512xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.134(%arg0: tensor<2x256x4096xf32>, %arg1: tensor<f32>) -> tensor<2x256xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    return %0 : tensor<2x256xf32>
  }
  func.func private @fused_computation.135(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @fused_computation.136(%arg0: tensor<2x256x4096xf32>, %arg1: tensor<2x256xf32>, %arg2: tensor<2x256x1x3xi32>, %arg3: tensor<2x256xi32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.137(%arg0: tensor<4096x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x4096xbf16>) -> tensor<64x4096xbf16> {
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
  func.func private @fused_computation.138(%arg0: tensor<4096x512xf32>) -> tensor<4096x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    return %1 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.139(%arg0: tensor<2x256x4096xbf16>) -> tensor<4096x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4096,2,256]{0,2,1}"} : (tensor<2x256x4096xf32>) -> tensor<4096x2x256xf32>
    %2 = mhlo.copy %1 : tensor<4096x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4096x2x256xf32>) -> tensor<4096x512xf32>
    return %3 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.140(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.141(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.142(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %5 = mhlo.copy %4 : tensor<512x2x256xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.143(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.144(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.145(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.146(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.147(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.148(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.149(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.150(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.151(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.152(%arg0: tensor<1408x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x1408xbf16>) -> tensor<64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1408x64xf32>
    %9 = stablehlo.convert %8 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %12 = mhlo.copy %11 : tensor<64x1408xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x1408xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
    return %14 : tensor<64x1408xbf16>
  }
  func.func private @fused_computation.153(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.154(%arg0: tensor<512x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %3 = mhlo.copy %2 : tensor<1408x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %4 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.155(%arg0: tensor<1408x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x1408xbf16>) -> tensor<64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1408x64xf32>
    %9 = stablehlo.convert %8 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %12 = mhlo.copy %11 : tensor<64x1408xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x1408xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
    return %14 : tensor<64x1408xbf16>
  }
  func.func private @fused_computation.156(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.157(%arg0: tensor<512x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %3 = mhlo.copy %2 : tensor<1408x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %4 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.158(%arg0: tensor<512x1408xbf16>, %arg1: tensor<ui32>, %arg2: tensor<176x512xbf16>) -> tensor<176x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<176> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
    %5 = stablehlo.convert %4 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x176xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x176xf32>
    %9 = stablehlo.convert %8 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
    %12 = mhlo.copy %11 : tensor<176x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<176x512xf32>
    %14 = stablehlo.convert %13 : (tensor<176x512xf32>) -> tensor<176x512xbf16>
    return %14 : tensor<176x512xbf16>
  }
  func.func private @fused_computation.159(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.160(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.161(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.162(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.163(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.164(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.165(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.166(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.167(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %5 = mhlo.copy %4 : tensor<512x2x256xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.168(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.169(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.170(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.171(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.172(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.173(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.174(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.175(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.176(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.177(%arg0: tensor<1408x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x1408xbf16>) -> tensor<64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1408x64xf32>
    %9 = stablehlo.convert %8 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %12 = mhlo.copy %11 : tensor<64x1408xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x1408xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
    return %14 : tensor<64x1408xbf16>
  }
  func.func private @fused_computation.178(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.179(%arg0: tensor<512x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %3 = mhlo.copy %2 : tensor<1408x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %4 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.180(%arg0: tensor<1408x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x1408xbf16>) -> tensor<64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1408x64xf32>
    %9 = stablehlo.convert %8 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %12 = mhlo.copy %11 : tensor<64x1408xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x1408xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
    return %14 : tensor<64x1408xbf16>
  }
  func.func private @fused_computation.181(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.182(%arg0: tensor<512x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %3 = mhlo.copy %2 : tensor<1408x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %4 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.183(%arg0: tensor<512x1408xbf16>, %arg1: tensor<ui32>, %arg2: tensor<176x512xbf16>) -> tensor<176x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<176> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
    %5 = stablehlo.convert %4 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x176xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x176xf32>
    %9 = stablehlo.convert %8 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
    %12 = mhlo.copy %11 : tensor<176x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<176x512xf32>
    %14 = stablehlo.convert %13 : (tensor<176x512xf32>) -> tensor<176x512xbf16>
    return %14 : tensor<176x512xbf16>
  }
  func.func private @fused_computation.184(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.185(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.186(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.187(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.188(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.189(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.190(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.191(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.192(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %5 = mhlo.copy %4 : tensor<512x2x256xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.193(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.194(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.195(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.196(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.197(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.198(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.199(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.200(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.201(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.202(%arg0: tensor<1408x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x1408xbf16>) -> tensor<64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1408x64xf32>
    %9 = stablehlo.convert %8 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %12 = mhlo.copy %11 : tensor<64x1408xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x1408xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
    return %14 : tensor<64x1408xbf16>
  }
  func.func private @fused_computation.203(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.204(%arg0: tensor<512x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %3 = mhlo.copy %2 : tensor<1408x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %4 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.205(%arg0: tensor<1408x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x1408xbf16>) -> tensor<64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1408x64xf32>
    %9 = stablehlo.convert %8 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %12 = mhlo.copy %11 : tensor<64x1408xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x1408xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
    return %14 : tensor<64x1408xbf16>
  }
  func.func private @fused_computation.206(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.207(%arg0: tensor<512x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %3 = mhlo.copy %2 : tensor<1408x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %4 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.208(%arg0: tensor<512x1408xbf16>, %arg1: tensor<ui32>, %arg2: tensor<176x512xbf16>) -> tensor<176x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<176> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
    %5 = stablehlo.convert %4 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x176xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x176xf32>
    %9 = stablehlo.convert %8 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
    %12 = mhlo.copy %11 : tensor<176x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<176x512xf32>
    %14 = stablehlo.convert %13 : (tensor<176x512xf32>) -> tensor<176x512xbf16>
    return %14 : tensor<176x512xbf16>
  }
  func.func private @fused_computation.209(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.210(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.211(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.212(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.213(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.214(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.215(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.216(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.217(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %5 = mhlo.copy %4 : tensor<512x2x256xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.218(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.219(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.220(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.221(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.222(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.223(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.224(%arg0: tensor<512x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x512xbf16>) -> tensor<64x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
    %5 = stablehlo.convert %4 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x64xf32>
    %9 = stablehlo.convert %8 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %12 = mhlo.copy %11 : tensor<64x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x512xf32>
    %14 = stablehlo.convert %13 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
    return %14 : tensor<64x512xbf16>
  }
  func.func private @fused_computation.225(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.226(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %3 = mhlo.copy %2 : tensor<512x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.227(%arg0: tensor<1408x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x1408xbf16>) -> tensor<64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1408x64xf32>
    %9 = stablehlo.convert %8 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %12 = mhlo.copy %11 : tensor<64x1408xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x1408xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
    return %14 : tensor<64x1408xbf16>
  }
  func.func private @fused_computation.228(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.229(%arg0: tensor<512x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %3 = mhlo.copy %2 : tensor<1408x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %4 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.230(%arg0: tensor<1408x512xbf16>, %arg1: tensor<ui32>, %arg2: tensor<64x1408xbf16>) -> tensor<64x1408xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %6 = stablehlo.convert %5 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1408x64xf32>
    %9 = stablehlo.convert %8 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
    %12 = mhlo.copy %11 : tensor<64x1408xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x1408xf32>
    %14 = stablehlo.convert %13 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
    return %14 : tensor<64x1408xbf16>
  }
  func.func private @fused_computation.231(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.232(%arg0: tensor<512x1408xbf16>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
    %3 = mhlo.copy %2 : tensor<1408x2x256xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
    return %4 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.233(%arg0: tensor<512x1408xbf16>, %arg1: tensor<ui32>, %arg2: tensor<176x512xbf16>) -> tensor<176x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<176> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
    %5 = stablehlo.convert %4 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
    %6 = stablehlo.convert %5 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x176xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<512x176xf32>
    %9 = stablehlo.convert %8 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
    %10 = stablehlo.convert %9 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
    %12 = mhlo.copy %11 : tensor<176x512xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<176x512xf32>
    %14 = stablehlo.convert %13 : (tensor<176x512xf32>) -> tensor<176x512xbf16>
    return %14 : tensor<176x512xbf16>
  }
  func.func private @fused_computation.234(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.235(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
    %2 = mhlo.copy %1 : tensor<512x2x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.236(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.237(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.238(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.239(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.240(%arg0: tensor<512xf32>, %arg1: tensor<512xbf16>) -> tensor<512xbf16> {
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
  func.func private @fused_computation.241(%arg0: tensor<512x512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %5 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.242(%arg0: tensor<ui32>, %arg1: tensor<4096x512xbf16>, %arg2: tensor<512x512xbf16>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<ui32>) -> tensor<i32>
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
  func.func private @fused_computation.243(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<512x512xbf16>, %arg3: tensor<2x256x512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<2x256x1xf32>, %arg6: tensor<512x1x512xf32>) -> tensor<512x1x512xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg4 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x256x512xf32>
    %6 = mhlo.bitcast %arg5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x256x512xf32>
    %9 = mhlo.bitcast %arg6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x1x512xf32>) -> tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<2x256x1xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x256x1xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %17 = stablehlo.multiply %9, %16 : tensor<2x256x512xf32>
    %18 = stablehlo.add %8, %17 : tensor<2x256x512xf32>
    %19 = stablehlo.add %18, %17 : tensor<2x256x512xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %22 = stablehlo.add %0, %21 : tensor<2x256x512xf32>
    %23 = stablehlo.convert %22 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %24 = stablehlo.convert %23 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %25 = mhlo.bitcast %24 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[512,1,512]{2,0,1}"} : (tensor<2x256x512xf32>) -> tensor<512x1x512xf32>
    %26 = mhlo.copy %25 : tensor<512x1x512xf32>
    return %26 : tensor<512x1x512xf32>
  }
  func.func private @fused_computation.244(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.245(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.246(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>) -> tensor<512x512xbf16> {
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
  func.func private @fused_computation.247(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.248(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<256x32xf32>
    %8 = stablehlo.cosine %7 : tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.negate %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.sine %7 : tensor<256x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x256x8x32xf32>
    %16 = stablehlo.add %10, %15 : tensor<2x256x8x32xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.pad %18, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %22 = stablehlo.multiply %4, %14 : tensor<2x256x8x32xf32>
    %23 = stablehlo.multiply %11, %9 : tensor<2x256x8x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x256x8x32xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %27 = stablehlo.pad %26, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %29 = stablehlo.convert %28 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %30 = stablehlo.add %21, %29 : tensor<2x256x8x64xf32>
    %31 = stablehlo.convert %30 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %31 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.249(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<2x8x256x64xf32>
    return %2 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.250(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.251(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<256x32xf32>
    %8 = stablehlo.cosine %7 : tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.negate %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.sine %7 : tensor<256x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x256x8x32xf32>
    %16 = stablehlo.add %10, %15 : tensor<2x256x8x32xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.pad %18, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %22 = stablehlo.multiply %4, %14 : tensor<2x256x8x32xf32>
    %23 = stablehlo.multiply %11, %9 : tensor<2x256x8x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x256x8x32xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %27 = stablehlo.pad %26, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %29 = stablehlo.convert %28 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %30 = stablehlo.add %21, %29 : tensor<2x256x8x64xf32>
    %31 = stablehlo.convert %30 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %31 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.253(%arg0: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %5 = stablehlo.select %3, %arg0, %4 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x256x256xf32>
    %8 = stablehlo.convert %7 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %9 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.255(%arg0: tensor<512x512xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %3 = mhlo.copy %2 : tensor<2x8x256x64xf32>
    return %3 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.256(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.257(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.258(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.259(%arg0: tensor<2x256x512xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<2x256x1xf32>, %arg3: tensor<512x512xbf16>, %arg4: tensor<2x256x512xbf16>, %arg5: tensor<512xbf16>, %arg6: tensor<2x256x1xf32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg3 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg5 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x256x512xf32>
    %6 = mhlo.bitcast %arg6 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<2x256x1xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x256x1xf32>
    %14 = mhlo.bitcast %13 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x256x512xf32>
    %17 = stablehlo.add %8, %16 : tensor<2x256x512xf32>
    %18 = stablehlo.add %17, %16 : tensor<2x256x512xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %20 = stablehlo.convert %19 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %21 = stablehlo.add %0, %20 : tensor<2x256x512xf32>
    %22 = stablehlo.convert %21 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %22 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.260(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.261(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.262(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<512x512xf32>
    %5 = stablehlo.convert %4 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %5 : tensor<512x512xbf16>
  }
  func.func private @fused_computation.263(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>, %arg2: tensor<512x1408xbf16>, %arg3: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %5 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<512x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %8 = stablehlo.convert %7 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %9 = stablehlo.convert %arg3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %10 = stablehlo.multiply %9, %4 : tensor<512x1408xf32>
    %11 = stablehlo.convert %10 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %12 = stablehlo.convert %11 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
    %14 = stablehlo.subtract %13, %5 : tensor<512x1408xf32>
    %15 = stablehlo.convert %14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %16 = stablehlo.convert %15 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<512x1408xf32>
    %18 = stablehlo.convert %17 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %19 = stablehlo.convert %18 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %20 = stablehlo.multiply %12, %19 : tensor<512x1408xf32>
    %21 = stablehlo.convert %20 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %22 = stablehlo.convert %21 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %23 = stablehlo.add %8, %22 : tensor<512x1408xf32>
    %24 = stablehlo.convert %23 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %24 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.264(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.265(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.266(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<512x512xbf16>, %arg3: tensor<2x256x512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<2x256x1xf32>, %arg6: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg4 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x256x512xf32>
    %6 = mhlo.bitcast %arg5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x256x512xf32>
    %9 = stablehlo.convert %arg6 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<2x256x1xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x256x1xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %17 = stablehlo.multiply %9, %16 : tensor<2x256x512xf32>
    %18 = stablehlo.add %8, %17 : tensor<2x256x512xf32>
    %19 = stablehlo.add %18, %17 : tensor<2x256x512xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %22 = stablehlo.add %0, %21 : tensor<2x256x512xf32>
    %23 = stablehlo.convert %22 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %23 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.267(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.268(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.269(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>) -> tensor<512x512xbf16> {
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
  func.func private @fused_computation.270(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.271(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<256x32xf32>
    %8 = stablehlo.cosine %7 : tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.negate %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.sine %7 : tensor<256x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x256x8x32xf32>
    %16 = stablehlo.add %10, %15 : tensor<2x256x8x32xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.pad %18, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %22 = stablehlo.multiply %4, %14 : tensor<2x256x8x32xf32>
    %23 = stablehlo.multiply %11, %9 : tensor<2x256x8x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x256x8x32xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %27 = stablehlo.pad %26, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %29 = stablehlo.convert %28 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %30 = stablehlo.add %21, %29 : tensor<2x256x8x64xf32>
    %31 = stablehlo.convert %30 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %31 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.272(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<2x8x256x64xf32>
    return %2 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.273(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.274(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<256x32xf32>
    %8 = stablehlo.cosine %7 : tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.negate %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.sine %7 : tensor<256x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x256x8x32xf32>
    %16 = stablehlo.add %10, %15 : tensor<2x256x8x32xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.pad %18, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %22 = stablehlo.multiply %4, %14 : tensor<2x256x8x32xf32>
    %23 = stablehlo.multiply %11, %9 : tensor<2x256x8x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x256x8x32xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %27 = stablehlo.pad %26, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %29 = stablehlo.convert %28 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %30 = stablehlo.add %21, %29 : tensor<2x256x8x64xf32>
    %31 = stablehlo.convert %30 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %31 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.276(%arg0: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %5 = stablehlo.select %3, %arg0, %4 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x256x256xf32>
    %8 = stablehlo.convert %7 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %9 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.278(%arg0: tensor<512x512xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %3 = mhlo.copy %2 : tensor<2x8x256x64xf32>
    return %3 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.279(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.280(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.281(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.282(%arg0: tensor<2x256x512xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<2x256x1xf32>, %arg3: tensor<512x512xbf16>, %arg4: tensor<2x256x512xbf16>, %arg5: tensor<512xbf16>, %arg6: tensor<2x256x1xf32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg3 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg5 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x256x512xf32>
    %6 = mhlo.bitcast %arg6 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<2x256x1xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x256x1xf32>
    %14 = mhlo.bitcast %13 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x256x512xf32>
    %17 = stablehlo.add %8, %16 : tensor<2x256x512xf32>
    %18 = stablehlo.add %17, %16 : tensor<2x256x512xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %20 = stablehlo.convert %19 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %21 = stablehlo.add %0, %20 : tensor<2x256x512xf32>
    %22 = stablehlo.convert %21 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %22 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.283(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.284(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.285(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<512x512xf32>
    %5 = stablehlo.convert %4 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %5 : tensor<512x512xbf16>
  }
  func.func private @fused_computation.286(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>, %arg2: tensor<512x1408xbf16>, %arg3: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %5 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<512x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %8 = stablehlo.convert %7 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %9 = stablehlo.convert %arg3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %10 = stablehlo.multiply %9, %4 : tensor<512x1408xf32>
    %11 = stablehlo.convert %10 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %12 = stablehlo.convert %11 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
    %14 = stablehlo.subtract %13, %5 : tensor<512x1408xf32>
    %15 = stablehlo.convert %14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %16 = stablehlo.convert %15 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<512x1408xf32>
    %18 = stablehlo.convert %17 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %19 = stablehlo.convert %18 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %20 = stablehlo.multiply %12, %19 : tensor<512x1408xf32>
    %21 = stablehlo.convert %20 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %22 = stablehlo.convert %21 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %23 = stablehlo.add %8, %22 : tensor<512x1408xf32>
    %24 = stablehlo.convert %23 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %24 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.287(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.288(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.289(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<512x512xbf16>, %arg3: tensor<2x256x512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<2x256x1xf32>, %arg6: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg4 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x256x512xf32>
    %6 = mhlo.bitcast %arg5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x256x512xf32>
    %9 = stablehlo.convert %arg6 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<2x256x1xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x256x1xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %17 = stablehlo.multiply %9, %16 : tensor<2x256x512xf32>
    %18 = stablehlo.add %8, %17 : tensor<2x256x512xf32>
    %19 = stablehlo.add %18, %17 : tensor<2x256x512xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %22 = stablehlo.add %0, %21 : tensor<2x256x512xf32>
    %23 = stablehlo.convert %22 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %23 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.290(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.291(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.292(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>) -> tensor<512x512xbf16> {
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
  func.func private @fused_computation.293(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.294(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<256x32xf32>
    %8 = stablehlo.cosine %7 : tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.negate %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.sine %7 : tensor<256x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x256x8x32xf32>
    %16 = stablehlo.add %10, %15 : tensor<2x256x8x32xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.pad %18, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %22 = stablehlo.multiply %4, %14 : tensor<2x256x8x32xf32>
    %23 = stablehlo.multiply %11, %9 : tensor<2x256x8x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x256x8x32xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %27 = stablehlo.pad %26, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %29 = stablehlo.convert %28 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %30 = stablehlo.add %21, %29 : tensor<2x256x8x64xf32>
    %31 = stablehlo.convert %30 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %31 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.295(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<2x8x256x64xf32>
    return %2 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.296(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.297(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<256x32xf32>
    %8 = stablehlo.cosine %7 : tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.negate %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.sine %7 : tensor<256x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x256x8x32xf32>
    %16 = stablehlo.add %10, %15 : tensor<2x256x8x32xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.pad %18, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %22 = stablehlo.multiply %4, %14 : tensor<2x256x8x32xf32>
    %23 = stablehlo.multiply %11, %9 : tensor<2x256x8x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x256x8x32xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %27 = stablehlo.pad %26, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %29 = stablehlo.convert %28 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %30 = stablehlo.add %21, %29 : tensor<2x256x8x64xf32>
    %31 = stablehlo.convert %30 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %31 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.299(%arg0: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %5 = stablehlo.select %3, %arg0, %4 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x256x256xf32>
    %8 = stablehlo.convert %7 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %9 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.301(%arg0: tensor<512x512xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %3 = mhlo.copy %2 : tensor<2x8x256x64xf32>
    return %3 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.302(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.303(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.304(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.305(%arg0: tensor<2x256x512xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<2x256x1xf32>, %arg3: tensor<512x512xbf16>, %arg4: tensor<2x256x512xbf16>, %arg5: tensor<512xbf16>, %arg6: tensor<2x256x1xf32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg3 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg5 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x256x512xf32>
    %6 = mhlo.bitcast %arg6 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<2x256x1xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x256x1xf32>
    %14 = mhlo.bitcast %13 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x256x512xf32>
    %17 = stablehlo.add %8, %16 : tensor<2x256x512xf32>
    %18 = stablehlo.add %17, %16 : tensor<2x256x512xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %20 = stablehlo.convert %19 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %21 = stablehlo.add %0, %20 : tensor<2x256x512xf32>
    %22 = stablehlo.convert %21 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %22 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.306(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.307(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.308(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<512x512xf32>
    %5 = stablehlo.convert %4 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %5 : tensor<512x512xbf16>
  }
  func.func private @fused_computation.309(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>, %arg2: tensor<512x1408xbf16>, %arg3: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %5 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<512x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %8 = stablehlo.convert %7 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %9 = stablehlo.convert %arg3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %10 = stablehlo.multiply %9, %4 : tensor<512x1408xf32>
    %11 = stablehlo.convert %10 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %12 = stablehlo.convert %11 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
    %14 = stablehlo.subtract %13, %5 : tensor<512x1408xf32>
    %15 = stablehlo.convert %14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %16 = stablehlo.convert %15 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<512x1408xf32>
    %18 = stablehlo.convert %17 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %19 = stablehlo.convert %18 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %20 = stablehlo.multiply %12, %19 : tensor<512x1408xf32>
    %21 = stablehlo.convert %20 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %22 = stablehlo.convert %21 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %23 = stablehlo.add %8, %22 : tensor<512x1408xf32>
    %24 = stablehlo.convert %23 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %24 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.310(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.311(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.312(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<512x512xbf16>, %arg3: tensor<2x256x512xbf16>, %arg4: tensor<512xbf16>, %arg5: tensor<2x256x1xf32>, %arg6: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg4 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x256x512xf32>
    %6 = mhlo.bitcast %arg5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x256x512xf32>
    %9 = stablehlo.convert %arg6 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<2x256x1xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x256x1xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %17 = stablehlo.multiply %9, %16 : tensor<2x256x512xf32>
    %18 = stablehlo.add %8, %17 : tensor<2x256x512xf32>
    %19 = stablehlo.add %18, %17 : tensor<2x256x512xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %22 = stablehlo.add %0, %21 : tensor<2x256x512xf32>
    %23 = stablehlo.convert %22 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %23 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.313(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.314(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.315(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>) -> tensor<512x512xbf16> {
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
  func.func private @fused_computation.316(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.317(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<256x32xf32>
    %8 = stablehlo.cosine %7 : tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.negate %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.sine %7 : tensor<256x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x256x8x32xf32>
    %16 = stablehlo.add %10, %15 : tensor<2x256x8x32xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.pad %18, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %22 = stablehlo.multiply %4, %14 : tensor<2x256x8x32xf32>
    %23 = stablehlo.multiply %11, %9 : tensor<2x256x8x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x256x8x32xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %27 = stablehlo.pad %26, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %29 = stablehlo.convert %28 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %30 = stablehlo.add %21, %29 : tensor<2x256x8x64xf32>
    %31 = stablehlo.convert %30 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %31 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.318(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<2x8x256x64xf32>
    return %2 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.319(%arg0: tensor<2x256x8x64xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.320(%arg0: tensor<2x8x256x64xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = stablehlo.slice %3 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<256x32xf32>
    %8 = stablehlo.cosine %7 : tensor<256x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %10 = stablehlo.multiply %4, %9 : tensor<2x256x8x32xf32>
    %11 = stablehlo.slice %3 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %12 = stablehlo.negate %11 : tensor<2x256x8x32xf32>
    %13 = stablehlo.sine %7 : tensor<256x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x256x8x32xf32>
    %16 = stablehlo.add %10, %15 : tensor<2x256x8x32xf32>
    %17 = stablehlo.convert %16 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %18 = stablehlo.convert %17 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.pad %18, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %20 = stablehlo.convert %19 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %21 = stablehlo.convert %20 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %22 = stablehlo.multiply %4, %14 : tensor<2x256x8x32xf32>
    %23 = stablehlo.multiply %11, %9 : tensor<2x256x8x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x256x8x32xf32>
    %25 = stablehlo.convert %24 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %27 = stablehlo.pad %26, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
    %28 = stablehlo.convert %27 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %29 = stablehlo.convert %28 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %30 = stablehlo.add %21, %29 : tensor<2x256x8x64xf32>
    %31 = stablehlo.convert %30 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %31 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.322(%arg0: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %5 = stablehlo.select %3, %arg0, %4 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x256x256xf32>
    %8 = stablehlo.convert %7 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %9 = stablehlo.convert %8 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %9 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.324(%arg0: tensor<512x512xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %3 = mhlo.copy %2 : tensor<2x8x256x64xf32>
    return %3 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.325(%arg0: tensor<2x8x64x256xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2 = mhlo.copy %1 : tensor<2x256x8x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @fused_computation.326(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.327(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.328(%arg0: tensor<2x256x512xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<2x256x1xf32>, %arg3: tensor<512x512xbf16>, %arg4: tensor<2x256x512xbf16>, %arg5: tensor<512xbf16>, %arg6: tensor<2x256x1xf32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg3 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg5 : (tensor<512xbf16>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x256x512xf32>
    %6 = mhlo.bitcast %arg6 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<2x256x1xf32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<2x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x256x1xf32>
    %14 = mhlo.bitcast %13 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<2x256x512xf32>
    %17 = stablehlo.add %8, %16 : tensor<2x256x512xf32>
    %18 = stablehlo.add %17, %16 : tensor<2x256x512xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %20 = stablehlo.convert %19 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %21 = stablehlo.add %0, %20 : tensor<2x256x512xf32>
    %22 = stablehlo.convert %21 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %22 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.329(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.330(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.331(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<512x512xf32>
    %5 = stablehlo.convert %4 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %5 : tensor<512x512xbf16>
  }
  func.func private @fused_computation.332(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>, %arg2: tensor<512x1408xbf16>, %arg3: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %5 = stablehlo.convert %arg2 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<512x1408xf32>
    %7 = stablehlo.convert %6 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %8 = stablehlo.convert %7 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %9 = stablehlo.convert %arg3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %10 = stablehlo.multiply %9, %4 : tensor<512x1408xf32>
    %11 = stablehlo.convert %10 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %12 = stablehlo.convert %11 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
    %14 = stablehlo.subtract %13, %5 : tensor<512x1408xf32>
    %15 = stablehlo.convert %14 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %16 = stablehlo.convert %15 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<512x1408xf32>
    %18 = stablehlo.convert %17 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %19 = stablehlo.convert %18 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %20 = stablehlo.multiply %12, %19 : tensor<512x1408xf32>
    %21 = stablehlo.convert %20 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %22 = stablehlo.convert %21 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %23 = stablehlo.add %8, %22 : tensor<512x1408xf32>
    %24 = stablehlo.convert %23 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %24 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.333(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.334(%arg0: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.335(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x1xf32>, %arg2: tensor<512x512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<2x256x1xf32>, %arg5: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
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
  func.func private @fused_computation.336(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.337(%arg0: tensor<512x512xbf16>, %arg1: tensor<512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg1 : (tensor<512xbf16>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.338(%arg0: tensor<2x256x4096xbf16>) -> tensor<512x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x4096xf32>) -> tensor<512x4096xf32>
    return %1 : tensor<512x4096xf32>
  }
  func.func private @fused_computation.339(%arg0: tensor<2x256x4096xf32>, %arg1: tensor<2x256x4096xf32>, %arg2: tensor<2x256xf32>) -> tensor<2x256x4096xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x256x4096xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<2x256x4096xf32>
    %3 = stablehlo.convert %2 : (tensor<2x256x4096xf32>) -> tensor<2x256x4096xbf16>
    return %3 : tensor<2x256x4096xbf16>
  }
  func.func private @fused_computation.340(%arg0: tensor<2x256xf32>, %arg1: tensor<2x256xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.negate %arg1 : tensor<2x256xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @fused_computation.341(%arg0: tensor<512x4096xf32>) -> tensor<512x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    return %1 : tensor<512x4096xf32>
  }
  func.func private @fused_computation.342(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.343(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %4 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.344(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.345(%arg0: tensor<512x512xf32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.add %1, %4 : tensor<2x256x512xf32>
    %6 = stablehlo.convert %5 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %6 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.346(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.347(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %4 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.348(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.349(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.350(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
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
  func.func private @fused_computation.351(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.352(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.353(%arg0: tensor<2x256x512xf32>, %arg1: tensor<2x256x1xf32>) -> tensor<2x256x512xbf16> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x256x512xf32>
    %3 = stablehlo.convert %2 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %3 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.354(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.355(%arg0: tensor<512x512xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.356(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.357(%arg0: tensor<2x8x64x256xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.358(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x8x256x256xf32>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %3 = stablehlo.convert %2 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %3 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.359(%arg0: tensor<2x8x256xf32>) -> tensor<2x8x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<2x8x256xf32>
    return %1 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.360(%arg0: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %4 = stablehlo.convert %arg0 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %9 = stablehlo.select %3, %7, %8 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    return %9 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.361(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %2 = mhlo.copy %1 : tensor<2x8x64x256xf32>
    return %2 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.362(%arg0: tensor<512x512xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x32xf32>
    %7 = stablehlo.cosine %6 : tensor<256x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<2x256x8x32xf32>
    %10 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %11 = stablehlo.sine %6 : tensor<256x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %3, %12 : tensor<2x256x8x32xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<2x256x8x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x256x8x32xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %19 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.363(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.364(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<2x8x256x64xf32>
    return %2 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.365(%arg0: tensor<512x512xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x32xf32>
    %7 = stablehlo.cosine %6 : tensor<256x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<2x256x8x32xf32>
    %10 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %11 = stablehlo.sine %6 : tensor<256x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %3, %12 : tensor<2x256x8x32xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<2x256x8x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x256x8x32xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %19 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.366(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.367(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.368(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.369(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.370(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %4 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.371(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.372(%arg0: tensor<512x512xf32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.add %1, %4 : tensor<2x256x512xf32>
    %6 = stablehlo.convert %5 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %6 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.373(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.374(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %4 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.375(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.376(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.377(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
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
  func.func private @fused_computation.378(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.379(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.380(%arg0: tensor<2x256x512xf32>, %arg1: tensor<2x256x1xf32>) -> tensor<2x256x512xbf16> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x256x512xf32>
    %3 = stablehlo.convert %2 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %3 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.381(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.382(%arg0: tensor<512x512xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.383(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.384(%arg0: tensor<2x8x64x256xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.385(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x8x256x256xf32>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %3 = stablehlo.convert %2 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %3 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.386(%arg0: tensor<2x8x256xf32>) -> tensor<2x8x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<2x8x256xf32>
    return %1 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.387(%arg0: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %4 = stablehlo.convert %arg0 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %9 = stablehlo.select %3, %7, %8 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    return %9 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.388(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %2 = mhlo.copy %1 : tensor<2x8x64x256xf32>
    return %2 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.389(%arg0: tensor<512x512xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x32xf32>
    %7 = stablehlo.cosine %6 : tensor<256x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<2x256x8x32xf32>
    %10 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %11 = stablehlo.sine %6 : tensor<256x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %3, %12 : tensor<2x256x8x32xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<2x256x8x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x256x8x32xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %19 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.390(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.391(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<2x8x256x64xf32>
    return %2 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.392(%arg0: tensor<512x512xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x32xf32>
    %7 = stablehlo.cosine %6 : tensor<256x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<2x256x8x32xf32>
    %10 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %11 = stablehlo.sine %6 : tensor<256x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %3, %12 : tensor<2x256x8x32xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<2x256x8x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x256x8x32xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %19 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.393(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.394(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.395(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.396(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.397(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %4 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.398(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.399(%arg0: tensor<512x512xf32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.add %1, %4 : tensor<2x256x512xf32>
    %6 = stablehlo.convert %5 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %6 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.400(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.401(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %4 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.402(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.403(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.404(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
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
  func.func private @fused_computation.405(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.406(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.407(%arg0: tensor<2x256x512xf32>, %arg1: tensor<2x256x1xf32>) -> tensor<2x256x512xbf16> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x256x512xf32>
    %3 = stablehlo.convert %2 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %3 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.408(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.409(%arg0: tensor<512x512xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x256x512xf32>
    return %4 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.410(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.411(%arg0: tensor<2x8x64x256xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.412(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x8x256x256xf32>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %3 = stablehlo.convert %2 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %3 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.413(%arg0: tensor<2x8x256xf32>) -> tensor<2x8x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<2x8x256xf32>
    return %1 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.414(%arg0: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %4 = stablehlo.convert %arg0 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %9 = stablehlo.select %3, %7, %8 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    return %9 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.415(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %2 = mhlo.copy %1 : tensor<2x8x64x256xf32>
    return %2 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.416(%arg0: tensor<512x512xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x32xf32>
    %7 = stablehlo.cosine %6 : tensor<256x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<2x256x8x32xf32>
    %10 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %11 = stablehlo.sine %6 : tensor<256x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %3, %12 : tensor<2x256x8x32xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<2x256x8x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x256x8x32xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %19 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.417(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.418(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<2x8x256x64xf32>
    return %2 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.419(%arg0: tensor<512x512xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x32xf32>
    %7 = stablehlo.cosine %6 : tensor<256x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<2x256x8x32xf32>
    %10 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %11 = stablehlo.sine %6 : tensor<256x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %3, %12 : tensor<2x256x8x32xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<2x256x8x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x256x8x32xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %19 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.420(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.421(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.422(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.423(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.424(%arg0: tensor<2x256x1xf32>, %arg1: tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %4 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.425(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.426(%arg0: tensor<512x512xf32>, %arg1: tensor<2x256x512xf32>) -> tensor<2x256x512xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %2 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %5 = stablehlo.add %1, %4 : tensor<2x256x512xf32>
    %6 = stablehlo.convert %5 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %6 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.427(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
    return %1 : tensor<1408x512xf32>
  }
  func.func private @fused_computation.428(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %4 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.429(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.430(%arg0: tensor<512x1408xbf16>, %arg1: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<512x1408xf32>
    %3 = stablehlo.convert %2 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %3 : tensor<512x1408xbf16>
  }
  func.func private @fused_computation.431(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xbf16> {
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
  func.func private @fused_computation.432(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %1 : tensor<512x1408xf32>
  }
  func.func private @fused_computation.433(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.434(%arg0: tensor<2x256x512xf32>, %arg1: tensor<2x256x1xf32>) -> tensor<2x256x512xbf16> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x256x512xf32>
    %3 = stablehlo.convert %2 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %3 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.435(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.436(%arg0: tensor<512x512xf32>, %arg1: tensor<512x1x512xf32>) -> tensor<2x256x512xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x1x512xf32>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %0 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %2 = stablehlo.convert %1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %3 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %4 = stablehlo.convert %3 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
    %6 = stablehlo.add %2, %5 : tensor<2x256x512xf32>
    return %6 : tensor<2x256x512xf32>
  }
  func.func private @fused_computation.437(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.438(%arg0: tensor<2x8x64x256xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %3 = mhlo.copy %2 : tensor<2x256x8x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
    return %4 : tensor<512x512xf32>
  }
  func.func private @fused_computation.439(%arg0: tensor<2x8x256x256xf32>, %arg1: tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x8x256x256xf32>
    %2 = stablehlo.convert %1 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %3 = stablehlo.convert %2 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    return %3 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.440(%arg0: tensor<2x8x256xf32>) -> tensor<2x8x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<2x8x256xf32>
    return %1 : tensor<2x8x256xf32>
  }
  func.func private @fused_computation.441(%arg0: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %4 = stablehlo.convert %arg0 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %9 = stablehlo.select %3, %7, %8 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    return %9 : tensor<2x8x256x256xf32>
  }
  func.func private @fused_computation.442(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %2 = mhlo.copy %1 : tensor<2x8x64x256xf32>
    return %2 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.443(%arg0: tensor<512x512xf32>, %arg1: tensor<32xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x32xf32>
    %7 = stablehlo.cosine %6 : tensor<256x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<2x256x8x32xf32>
    %10 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %11 = stablehlo.sine %6 : tensor<256x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %3, %12 : tensor<2x256x8x32xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<2x256x8x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x256x8x32xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %19 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.444(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.445(%arg0: tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2 = mhlo.copy %1 : tensor<2x8x256x64xf32>
    return %2 : tensor<2x8x256x64xf32>
  }
  func.func private @fused_computation.446(%arg0: tensor<32xf32>, %arg1: tensor<512x512xf32>) -> tensor<2x256x8x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<256x32xf32>
    %7 = stablehlo.cosine %6 : tensor<256x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<2x256x8x32xf32>
    %10 = stablehlo.slice %2 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %11 = stablehlo.sine %6 : tensor<256x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x256x8x32xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<2x256x8x32xf32>
    %15 = stablehlo.multiply %3, %12 : tensor<2x256x8x32xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<2x256x8x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x256x8x32xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %19 = stablehlo.convert %18 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    return %19 : tensor<2x256x8x64xbf16>
  }
  func.func private @fused_computation.447() -> tensor<32xf32> {
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
  func.func private @fused_computation.448(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.449(%arg0: tensor<512x512xbf16>) -> tensor<2x8x64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %3 = mhlo.copy %2 : tensor<2x8x64x256xf32>
    return %3 : tensor<2x8x64x256xf32>
  }
  func.func private @fused_computation.450(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
  func.func private @fused_computation.451(%arg0: tensor<512xbf16>, %arg1: tensor<2x256x512xbf16>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %1 = stablehlo.convert %arg0 : (tensor<512xbf16>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
    return %6 : tensor<512x512xf32>
  }
  func.func private @fused_computation.452(%arg0: tensor<2x256x1xf32>, %arg1: tensor<512x1x512xf32>) -> tensor<2x256x512xbf16> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x1x512xf32>) -> tensor<2x256x512xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.convert %3 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    return %4 : tensor<2x256x512xbf16>
  }
  func.func private @fused_computation.453(%arg0: tensor<2x256xf32>) -> tensor<2x256x1xf32> {
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
  func.func private @fused_computation.454(%arg0: tensor<4096x512xf32>, %arg1: tensor<2x256xi32>) -> tensor<512x1x512xf32> {
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
    return %9 : tensor<512x1x512xf32>
  }
  func.func private @fused_computation.455(%arg0: tensor<2x256xi32>) -> tensor<512x3xi32> {
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
  func.func private @fused_computation.456(%arg0: tensor<2x256xi32>) -> tensor<2x256x1x3xi32> {
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
  func.func private @fused_computation.457(%arg0: tensor<2x256xi32>) -> tensor<512x1xi32> {
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
  func.func private @fused_computation.458(%arg0: tensor<bf16>) -> tensor<4096x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<bf16>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    return %1 : tensor<4096x512xf32>
  }
  func.func private @fused_computation.459(%arg0: tensor<ui32>) -> tensor<bf16> {
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
  func.func private @wrapped_convert_computation.1(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.2(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<2x8x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    return %0 : tensor<2x8x256xf32>
  }
  func.func private @wrapped_convert_computation.3(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.4(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.5(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.6(%arg0: tensor<64x1408xbf16>) -> tensor<64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    return %0 : tensor<64x1408xf32>
  }
  func.func private @wrapped_convert_computation.7(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.8(%arg0: tensor<64x1408xbf16>) -> tensor<64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    return %0 : tensor<64x1408xf32>
  }
  func.func private @wrapped_convert_computation.9(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.10(%arg0: tensor<176x512xbf16>) -> tensor<176x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    return %0 : tensor<176x512xf32>
  }
  func.func private @wrapped_convert_computation.11(%arg0: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %0 : tensor<2x256x512xf32>
  }
  func.func private @wrapped_convert_computation.12(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.13(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.14(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.15(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.16(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.17(%arg0: tensor<64x1408xbf16>) -> tensor<64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    return %0 : tensor<64x1408xf32>
  }
  func.func private @wrapped_convert_computation.18(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.19(%arg0: tensor<64x1408xbf16>) -> tensor<64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    return %0 : tensor<64x1408xf32>
  }
  func.func private @wrapped_convert_computation.20(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.21(%arg0: tensor<176x512xbf16>) -> tensor<176x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    return %0 : tensor<176x512xf32>
  }
  func.func private @wrapped_convert_computation.22(%arg0: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %0 : tensor<2x256x512xf32>
  }
  func.func private @wrapped_convert_computation.23(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.24(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.25(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.26(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.27(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.28(%arg0: tensor<64x1408xbf16>) -> tensor<64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    return %0 : tensor<64x1408xf32>
  }
  func.func private @wrapped_convert_computation.29(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.30(%arg0: tensor<64x1408xbf16>) -> tensor<64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    return %0 : tensor<64x1408xf32>
  }
  func.func private @wrapped_convert_computation.31(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.32(%arg0: tensor<176x512xbf16>) -> tensor<176x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    return %0 : tensor<176x512xf32>
  }
  func.func private @wrapped_convert_computation.33(%arg0: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %0 : tensor<2x256x512xf32>
  }
  func.func private @wrapped_convert_computation.34(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.35(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.36(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.37(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.38(%arg0: tensor<64x512xbf16>) -> tensor<64x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @wrapped_convert_computation.39(%arg0: tensor<64x1408xbf16>) -> tensor<64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    return %0 : tensor<64x1408xf32>
  }
  func.func private @wrapped_convert_computation.40(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.41(%arg0: tensor<64x1408xbf16>) -> tensor<64x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    return %0 : tensor<64x1408xf32>
  }
  func.func private @wrapped_convert_computation.42(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.43(%arg0: tensor<176x512xbf16>) -> tensor<176x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    return %0 : tensor<176x512xf32>
  }
  func.func private @wrapped_convert_computation.44(%arg0: tensor<2x256x512xbf16>) -> tensor<2x256x512xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    return %0 : tensor<2x256x512xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<2x256x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x256x4096xf32>
    return %0 : tensor<2x256x4096xf32>
  }
  func.func private @wrapped_broadcast_computation.2(%arg0: tensor<f32>) -> tensor<512x1x1x1xf32> {
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
  func.func private @wrapped_convert_computation.45(%arg0: tensor<64x4096xbf16>) -> tensor<64x4096xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4096xbf16>) -> tensor<64x4096xf32>
    return %0 : tensor<64x4096xf32>
  }
  func.func private @wrapped_exponential_computation(%arg0: tensor<2x256x4096xf32>) -> tensor<2x256x4096xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<2x256x4096xf32>
    return %0 : tensor<2x256x4096xf32>
  }
  func.func private @wrapped_convert_computation.46(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.47(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.48(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @wrapped_convert_computation.49(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @wrapped_convert_computation.50(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.51(%arg0: tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    return %0 : tensor<2x8x64x256xbf16>
  }
  func.func private @wrapped_convert_computation.52(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.53(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @wrapped_convert_computation.54(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @wrapped_convert_computation.55(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.56(%arg0: tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    return %0 : tensor<2x8x64x256xbf16>
  }
  func.func private @wrapped_convert_computation.57(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.58(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @wrapped_convert_computation.59(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @wrapped_convert_computation.60(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.61(%arg0: tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    return %0 : tensor<2x8x64x256xbf16>
  }
  func.func private @wrapped_convert_computation.62(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.63(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @wrapped_convert_computation.64(%arg0: tensor<512x1408xbf16>) -> tensor<512x1408xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    return %0 : tensor<512x1408xf32>
  }
  func.func private @wrapped_convert_computation.65(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.66(%arg0: tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    return %0 : tensor<2x8x64x256xbf16>
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
  func.func private @wrapped_convert_computation.67(%arg0: tensor<4096x512xf32>) -> tensor<4096x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    return %0 : tensor<4096x512xbf16>
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
  func.func private @wrapped_convert_computation.68(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.69(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.70(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.71(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.72(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.73(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.74(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_reduce_window_computation.3(%arg0: tensor<2x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    return %0 : tensor<1x8x512xf32>
  }
  func.func private @wrapped_reduce_computation.3(%arg0: tensor<1x8x512xf32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<512xf32>
  }
  func.func private @wrapped_reduce_window_computation.4(%arg0: tensor<2x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    return %0 : tensor<1x8x512xf32>
  }
  func.func private @wrapped_reduce_computation.4(%arg0: tensor<1x8x512xf32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<512xf32>
  }
  func.func private @wrapped_convert_computation.75(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.76(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.77(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.78(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.79(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.80(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.81(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_reduce_window_computation.5(%arg0: tensor<2x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    return %0 : tensor<1x8x512xf32>
  }
  func.func private @wrapped_reduce_computation.5(%arg0: tensor<1x8x512xf32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<512xf32>
  }
  func.func private @wrapped_reduce_window_computation.6(%arg0: tensor<2x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    return %0 : tensor<1x8x512xf32>
  }
  func.func private @wrapped_reduce_computation.6(%arg0: tensor<1x8x512xf32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<512xf32>
  }
  func.func private @wrapped_convert_computation.82(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.83(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.84(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.85(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.86(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.87(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.88(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_reduce_window_computation.7(%arg0: tensor<2x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    return %0 : tensor<1x8x512xf32>
  }
  func.func private @wrapped_reduce_computation.7(%arg0: tensor<1x8x512xf32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<512xf32>
  }
  func.func private @wrapped_reduce_window_computation.8(%arg0: tensor<2x256x512xf32>, %arg1: tensor<f32>) -> tensor<1x8x512xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    return %0 : tensor<1x8x512xf32>
  }
  func.func private @wrapped_reduce_computation.8(%arg0: tensor<1x8x512xf32>, %arg1: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }
    return %0 : tensor<512xf32>
  }
  func.func private @wrapped_convert_computation.89(%arg0: tensor<512x1408xf32>) -> tensor<512x1408xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    return %0 : tensor<512x1408xbf16>
  }
  func.func private @wrapped_convert_computation.90(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.91(%arg0: tensor<1408x512xf32>) -> tensor<1408x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    return %0 : tensor<1408x512xbf16>
  }
  func.func private @wrapped_convert_computation.92(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.93(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.94(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.95(%arg0: tensor<512x512xf32>) -> tensor<512x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %0 : tensor<512x512xbf16>
  }
  func.func private @wrapped_convert_computation.96(%arg0: tensor<4096x512xf32>) -> tensor<4096x512xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    return %0 : tensor<4096x512xbf16>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<2x256xf32>) -> tensor<2x256xf32> {
    %0 = stablehlo.log %arg0 : tensor<2x256xf32>
    return %0 : tensor<2x256xf32>
  }
  func.func private @wrapped_reduce_window_computation.9(%arg0: tensor<2x256x1xf32>, %arg1: tensor<f32>) -> tensor<1x8x1xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
    return %0 : tensor<1x8x1xf32>
  }
  func.func private @wrapped_reduce_computation.9(%arg0: tensor<1x8x1xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<512x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg3: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg4: tensor<176x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg5: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg6: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg7: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg8: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg9: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg10: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg11: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg12: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg13: tensor<176x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg14: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg15: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg16: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg17: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg18: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg19: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg20: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg21: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg22: tensor<176x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg23: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg24: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg25: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg26: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg27: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg28: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg29: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg30: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg31: tensor<176x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg32: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg33: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg34: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg35: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg36: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg37: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg38: tensor<64x4096xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg39: tensor<2x256xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg40: tensor<2x256xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<512x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x4096xbf16>, tensor<f32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<ui32>):
      %c = stablehlo.constant dense<0> : tensor<ui32>
      %613 = stablehlo.compare NE, %arg41, %c : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %614 = stablehlo.select %613, %cst_3, %cst_3 : tensor<i1>, tensor<f32>
      %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
      mhlo.return %615 : tensor<bf16>
    }) {output_operand_aliasing = []} : (tensor<ui32>) -> tensor<bf16>
    %2 = "mhlo.fusion"(%1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<bf16>):
      %613 = stablehlo.convert %arg41 : (tensor<bf16>) -> tensor<f32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
      mhlo.return %614 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<bf16>) -> tensor<4096x512xf32>
    %3 = "mhlo.fusion"(%arg39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xi32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %613 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
      %614 = stablehlo.compare LT, %arg41, %613 : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
      %c_3 = stablehlo.constant dense<4096> : tensor<i32>
      %615 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
      %616 = stablehlo.add %arg41, %615 : tensor<2x256xi32>
      %617 = stablehlo.select %614, %616, %arg41 : tensor<2x256xi1>, tensor<2x256xi32>
      %618 = mhlo.bitcast %617 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[512,1]{0,1}"} : (tensor<2x256xi32>) -> tensor<512x1xi32>
      %619 = mhlo.copy %618 : tensor<512x1xi32>
      mhlo.return %619 : tensor<512x1xi32>
    }) {output_operand_aliasing = []} : (tensor<2x256xi32>) -> tensor<512x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %5 = "stablehlo.all_gather"(%4) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<512x512xf32>) -> tensor<4096x512xf32>
    %6 = "mhlo.fusion"(%5, %arg39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4096x512xf32>, %arg42: tensor<2x256xi32>):
      %613 = stablehlo.convert %arg41 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
      %616 = stablehlo.compare LT, %arg42, %615 : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
      %c_3 = stablehlo.constant dense<4096> : tensor<i32>
      %617 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
      %618 = stablehlo.add %arg42, %617 : tensor<2x256xi32>
      %619 = stablehlo.select %616, %618, %arg42 : tensor<2x256xi1>, tensor<2x256xi32>
      %620 = mhlo.bitcast %619 {result_layout = dense<[0, 1]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "s32[512,1]{0,1}"} : (tensor<2x256xi32>) -> tensor<512x1xi32>
      %621 = mhlo.copy %620 : tensor<512x1xi32>
      %622 = "stablehlo.gather"(%614, %621) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xf32>, tensor<512x1xi32>) -> tensor<512x1x512xf32>
      mhlo.return %622 : tensor<512x1x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>, tensor<2x256xi32>) -> tensor<512x1x512xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x1x512xf32>) -> tensor<2x256x512xf32>
    %8 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %cst_3 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %614 = stablehlo.iota dim = 0 : tensor<32xf32>
      %615 = stablehlo.negate %614 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<32xf32>
      %618 = stablehlo.power %613, %617 : tensor<32xf32>
      mhlo.return %618 : tensor<32xf32>
    }) {output_operand_aliasing = []} : () -> tensor<32xf32>
    %9 = "mhlo.fusion"(%cst, %7) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %10 = "mhlo.fusion"(%9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.rsqrt %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %11 = "mhlo.fusion"(%10, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<512x1x512xf32>):
      %613 = mhlo.bitcast %arg42 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x1x512xf32>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %arg41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %617 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<512x1x512xf32>) -> tensor<2x256x512xbf16>
    %12 = "mhlo.fusion"(%arg2, %11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xbf16>) -> tensor<512xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %13 = "mhlo.fusion"(%arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %14 = "stablehlo.all_gather"(%13) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %15 = "mhlo.fusion"(%14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %16 = "mhlo.fusion"(%12, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %17 = "mhlo.fusion"(%8, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<32xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg42 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %616 = stablehlo.slice %615 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %617 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %618 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<256x32xf32>
      %620 = stablehlo.cosine %619 : tensor<256x32xf32>
      %621 = stablehlo.broadcast_in_dim %620, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %622 = stablehlo.multiply %616, %621 : tensor<2x256x8x32xf32>
      %623 = stablehlo.slice %615 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %624 = stablehlo.sine %619 : tensor<256x32xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %626 = stablehlo.multiply %623, %625 : tensor<2x256x8x32xf32>
      %627 = stablehlo.subtract %622, %626 : tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %616, %625 : tensor<2x256x8x32xf32>
      %629 = stablehlo.multiply %623, %621 : tensor<2x256x8x32xf32>
      %630 = stablehlo.add %628, %629 : tensor<2x256x8x32xf32>
      %631 = stablehlo.concatenate %627, %630, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %632 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<512x512xf32>) -> tensor<2x256x8x64xbf16>
    %18 = "mhlo.fusion"(%17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %615 = mhlo.copy %614 : tensor<2x8x256x64xf32>
      mhlo.return %615 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
    %19 = "mhlo.fusion"(%arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %20 = "stablehlo.all_gather"(%19) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %21 = "mhlo.fusion"(%20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %22 = "mhlo.fusion"(%12, %21) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %23 = "mhlo.fusion"(%22, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %616 = stablehlo.slice %615 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %617 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %618 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<256x32xf32>
      %620 = stablehlo.cosine %619 : tensor<256x32xf32>
      %621 = stablehlo.broadcast_in_dim %620, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %622 = stablehlo.multiply %616, %621 : tensor<2x256x8x32xf32>
      %623 = stablehlo.slice %615 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %624 = stablehlo.sine %619 : tensor<256x32xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %626 = stablehlo.multiply %623, %625 : tensor<2x256x8x32xf32>
      %627 = stablehlo.subtract %622, %626 : tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %616, %625 : tensor<2x256x8x32xf32>
      %629 = stablehlo.multiply %623, %621 : tensor<2x256x8x32xf32>
      %630 = stablehlo.add %628, %629 : tensor<2x256x8x32xf32>
      %631 = stablehlo.concatenate %627, %630, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %632 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %24 = "mhlo.fusion"(%23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %615 = mhlo.copy %614 : tensor<2x8x64x256xf32>
      mhlo.return %615 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32>
    %25 = "mhlo.fusion"(%18, %24) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<2x8x64x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      mhlo.return %613 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %26 = "mhlo.fusion"(%25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>):
      %613 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %614 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %615 = stablehlo.compare GE, %613, %614 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
      %617 = stablehlo.convert %arg41 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<2x8x256x256xf32>
      %cst_4 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
      %621 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %622 = stablehlo.select %616, %620, %621 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      mhlo.return %622 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = "mhlo.fusion"(%26, %cst_0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %615 = stablehlo.subtract %arg41, %614 : tensor<2x8x256x256xf32>
      %616 = stablehlo.exponential %615 : tensor<2x8x256x256xf32>
      mhlo.return %616 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = "mhlo.fusion"(%cst_1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<f32>):
      %613 = stablehlo.broadcast_in_dim %arg41, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
      mhlo.return %613 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x8x256xf32>
    %29 = "mhlo.fusion"(%27, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      mhlo.return %613 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %30 = "mhlo.fusion"(%arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %31 = "stablehlo.all_gather"(%30) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %32 = "mhlo.fusion"(%31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %33 = "mhlo.fusion"(%12, %32) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %34 = "mhlo.fusion"(%33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %35 = "mhlo.fusion"(%34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %616 = mhlo.copy %615 : tensor<2x8x64x256xf32>
      mhlo.return %616 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %36 = "mhlo.fusion"(%29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
      %614 = stablehlo.divide %613, %arg41 : tensor<2x8x256xf32>
      mhlo.return %614 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %37 = "mhlo.fusion"(%27, %36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<2x8x256xf32>):
      %613 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x8x256x256xf32>
      %615 = stablehlo.convert %614 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %616 = stablehlo.convert %615 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %616 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %38 = "mhlo.fusion"(%35, %37) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>, %arg42: tensor<2x8x256x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %613 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %39 = "mhlo.fusion"(%38) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %615 = stablehlo.transpose %614, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<512x512xf32>
    %40 = "mhlo.fusion"(%arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %41 = "stablehlo.all_gather"(%40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %42 = "mhlo.fusion"(%41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %43 = "mhlo.fusion"(%39, %42) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %44 = "mhlo.fusion"(%43, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1x512xf32>):
      %613 = mhlo.bitcast %arg42 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x1x512xf32>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %613 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %615 = stablehlo.convert %614 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %616 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %618 = mhlo.bitcast %617 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %619 = stablehlo.add %615, %618 : tensor<2x256x512xf32>
      mhlo.return %619 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1x512xf32>) -> tensor<2x256x512xf32>
    %45 = "mhlo.fusion"(%cst, %44) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %46 = "mhlo.fusion"(%45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.rsqrt %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %47 = "mhlo.fusion"(%44, %46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<2x256x1xf32>):
      %613 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.multiply %arg41, %614 : tensor<2x256x512xf32>
      %616 = stablehlo.convert %615 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %616 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
    %48 = "mhlo.fusion"(%arg3, %47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xbf16>) -> tensor<512xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %49 = "mhlo.fusion"(%arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      mhlo.return %613 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %50 = "stablehlo.all_gather"(%49) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %51 = "mhlo.fusion"(%50) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %52 = "mhlo.fusion"(%48, %51) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %53 = "mhlo.fusion"(%52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %54 = "mhlo.fusion"(%arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      mhlo.return %613 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %55 = "stablehlo.all_gather"(%54) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %56 = "mhlo.fusion"(%55) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %57 = "mhlo.fusion"(%48, %56) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %58 = "mhlo.fusion"(%57) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %59 = "mhlo.fusion"(%58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.negate %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %618 = stablehlo.exponential %617 : tensor<512x1408xf32>
      %619 = stablehlo.convert %618 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %620 = stablehlo.convert %619 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %621 = stablehlo.add %620, %613 : tensor<512x1408xf32>
      %622 = stablehlo.convert %621 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %624 = stablehlo.divide %613, %623 : tensor<512x1408xf32>
      %625 = stablehlo.convert %624 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %625 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %60 = "mhlo.fusion"(%59, %58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %616 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %61 = "mhlo.fusion"(%53, %60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %617 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %62 = "mhlo.fusion"(%arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<176x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
      mhlo.return %613 : tensor<176x512xf32>
    }) {output_operand_aliasing = []} : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    %63 = "stablehlo.all_gather"(%62) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xf32>) -> tensor<1408x512xf32>
    %64 = "mhlo.fusion"(%63) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %65 = "mhlo.fusion"(%61, %64) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<1408x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    %66 = "mhlo.fusion"(%65, %44) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.add %614, %617 : tensor<2x256x512xf32>
      %619 = stablehlo.convert %618 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %619 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %67 = "mhlo.fusion"(%66) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %613 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %68 = "mhlo.fusion"(%cst, %67) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %69 = "mhlo.fusion"(%68) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.rsqrt %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %70 = "mhlo.fusion"(%69, %66) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %arg41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %617 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %71 = "mhlo.fusion"(%arg11, %70) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xbf16>) -> tensor<512xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %72 = "mhlo.fusion"(%arg18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %73 = "stablehlo.all_gather"(%72) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %74 = "mhlo.fusion"(%73) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %75 = "mhlo.fusion"(%71, %74) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %76 = "mhlo.fusion"(%75, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %616 = stablehlo.slice %615 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %617 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %618 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<256x32xf32>
      %620 = stablehlo.cosine %619 : tensor<256x32xf32>
      %621 = stablehlo.broadcast_in_dim %620, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %622 = stablehlo.multiply %616, %621 : tensor<2x256x8x32xf32>
      %623 = stablehlo.slice %615 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %624 = stablehlo.sine %619 : tensor<256x32xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %626 = stablehlo.multiply %623, %625 : tensor<2x256x8x32xf32>
      %627 = stablehlo.subtract %622, %626 : tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %616, %625 : tensor<2x256x8x32xf32>
      %629 = stablehlo.multiply %623, %621 : tensor<2x256x8x32xf32>
      %630 = stablehlo.add %628, %629 : tensor<2x256x8x32xf32>
      %631 = stablehlo.concatenate %627, %630, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %632 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %77 = "mhlo.fusion"(%76) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %615 = mhlo.copy %614 : tensor<2x8x256x64xf32>
      mhlo.return %615 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
    %78 = "mhlo.fusion"(%arg16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %79 = "stablehlo.all_gather"(%78) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %80 = "mhlo.fusion"(%79) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %81 = "mhlo.fusion"(%71, %80) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %82 = "mhlo.fusion"(%81, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %616 = stablehlo.slice %615 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %617 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %618 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<256x32xf32>
      %620 = stablehlo.cosine %619 : tensor<256x32xf32>
      %621 = stablehlo.broadcast_in_dim %620, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %622 = stablehlo.multiply %616, %621 : tensor<2x256x8x32xf32>
      %623 = stablehlo.slice %615 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %624 = stablehlo.sine %619 : tensor<256x32xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %626 = stablehlo.multiply %623, %625 : tensor<2x256x8x32xf32>
      %627 = stablehlo.subtract %622, %626 : tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %616, %625 : tensor<2x256x8x32xf32>
      %629 = stablehlo.multiply %623, %621 : tensor<2x256x8x32xf32>
      %630 = stablehlo.add %628, %629 : tensor<2x256x8x32xf32>
      %631 = stablehlo.concatenate %627, %630, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %632 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %83 = "mhlo.fusion"(%82) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %615 = mhlo.copy %614 : tensor<2x8x64x256xf32>
      mhlo.return %615 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32>
    %84 = "mhlo.fusion"(%77, %83) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<2x8x64x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      mhlo.return %613 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %85 = "mhlo.fusion"(%84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>):
      %613 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %614 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %615 = stablehlo.compare GE, %613, %614 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
      %617 = stablehlo.convert %arg41 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<2x8x256x256xf32>
      %cst_4 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
      %621 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %622 = stablehlo.select %616, %620, %621 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      mhlo.return %622 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %86 = "mhlo.fusion"(%85, %cst_0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %615 = stablehlo.subtract %arg41, %614 : tensor<2x8x256x256xf32>
      %616 = stablehlo.exponential %615 : tensor<2x8x256x256xf32>
      mhlo.return %616 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %87 = "mhlo.fusion"(%86, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      mhlo.return %613 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %88 = "mhlo.fusion"(%arg19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %89 = "stablehlo.all_gather"(%88) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %90 = "mhlo.fusion"(%89) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %91 = "mhlo.fusion"(%71, %90) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %92 = "mhlo.fusion"(%91) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %93 = "mhlo.fusion"(%92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %616 = mhlo.copy %615 : tensor<2x8x64x256xf32>
      mhlo.return %616 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %94 = "mhlo.fusion"(%87) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
      %614 = stablehlo.divide %613, %arg41 : tensor<2x8x256xf32>
      mhlo.return %614 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %95 = "mhlo.fusion"(%86, %94) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<2x8x256xf32>):
      %613 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x8x256x256xf32>
      %615 = stablehlo.convert %614 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %616 = stablehlo.convert %615 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %616 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %96 = "mhlo.fusion"(%93, %95) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>, %arg42: tensor<2x8x256x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %613 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %97 = "mhlo.fusion"(%96) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %615 = stablehlo.transpose %614, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<512x512xf32>
    %98 = "mhlo.fusion"(%arg17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %99 = "stablehlo.all_gather"(%98) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %100 = "mhlo.fusion"(%99) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %101 = "mhlo.fusion"(%97, %100) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %102 = "mhlo.fusion"(%101, %66) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.add %613, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %103 = "mhlo.fusion"(%cst, %102) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %104 = "mhlo.fusion"(%103) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.rsqrt %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %105 = "mhlo.fusion"(%102, %104) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<2x256x1xf32>):
      %613 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.multiply %arg41, %614 : tensor<2x256x512xf32>
      %616 = stablehlo.convert %615 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %616 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
    %106 = "mhlo.fusion"(%arg12, %105) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xbf16>) -> tensor<512xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %107 = "mhlo.fusion"(%arg15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      mhlo.return %613 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %108 = "stablehlo.all_gather"(%107) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %109 = "mhlo.fusion"(%108) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %110 = "mhlo.fusion"(%106, %109) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %111 = "mhlo.fusion"(%110) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %112 = "mhlo.fusion"(%arg14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      mhlo.return %613 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %113 = "stablehlo.all_gather"(%112) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %114 = "mhlo.fusion"(%113) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %115 = "mhlo.fusion"(%106, %114) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %116 = "mhlo.fusion"(%115) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %117 = "mhlo.fusion"(%116) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.negate %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %618 = stablehlo.exponential %617 : tensor<512x1408xf32>
      %619 = stablehlo.convert %618 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %620 = stablehlo.convert %619 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %621 = stablehlo.add %620, %613 : tensor<512x1408xf32>
      %622 = stablehlo.convert %621 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %624 = stablehlo.divide %613, %623 : tensor<512x1408xf32>
      %625 = stablehlo.convert %624 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %625 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %118 = "mhlo.fusion"(%117, %116) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %616 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %119 = "mhlo.fusion"(%111, %118) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %617 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %120 = "mhlo.fusion"(%arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<176x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
      mhlo.return %613 : tensor<176x512xf32>
    }) {output_operand_aliasing = []} : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    %121 = "stablehlo.all_gather"(%120) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xf32>) -> tensor<1408x512xf32>
    %122 = "mhlo.fusion"(%121) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %123 = "mhlo.fusion"(%119, %122) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<1408x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    %124 = "mhlo.fusion"(%123, %102) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.add %614, %617 : tensor<2x256x512xf32>
      %619 = stablehlo.convert %618 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %619 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %125 = "mhlo.fusion"(%124) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %613 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %126 = "mhlo.fusion"(%cst, %125) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %127 = "mhlo.fusion"(%126) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.rsqrt %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %128 = "mhlo.fusion"(%127, %124) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %arg41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %617 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %129 = "mhlo.fusion"(%arg20, %128) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xbf16>) -> tensor<512xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %130 = "mhlo.fusion"(%arg27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %131 = "stablehlo.all_gather"(%130) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %132 = "mhlo.fusion"(%131) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %133 = "mhlo.fusion"(%129, %132) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %134 = "mhlo.fusion"(%133, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %616 = stablehlo.slice %615 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %617 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %618 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<256x32xf32>
      %620 = stablehlo.cosine %619 : tensor<256x32xf32>
      %621 = stablehlo.broadcast_in_dim %620, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %622 = stablehlo.multiply %616, %621 : tensor<2x256x8x32xf32>
      %623 = stablehlo.slice %615 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %624 = stablehlo.sine %619 : tensor<256x32xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %626 = stablehlo.multiply %623, %625 : tensor<2x256x8x32xf32>
      %627 = stablehlo.subtract %622, %626 : tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %616, %625 : tensor<2x256x8x32xf32>
      %629 = stablehlo.multiply %623, %621 : tensor<2x256x8x32xf32>
      %630 = stablehlo.add %628, %629 : tensor<2x256x8x32xf32>
      %631 = stablehlo.concatenate %627, %630, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %632 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %135 = "mhlo.fusion"(%134) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %615 = mhlo.copy %614 : tensor<2x8x256x64xf32>
      mhlo.return %615 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
    %136 = "mhlo.fusion"(%arg25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %137 = "stablehlo.all_gather"(%136) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 21, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %138 = "mhlo.fusion"(%137) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %139 = "mhlo.fusion"(%129, %138) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %140 = "mhlo.fusion"(%139, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %616 = stablehlo.slice %615 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %617 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %618 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<256x32xf32>
      %620 = stablehlo.cosine %619 : tensor<256x32xf32>
      %621 = stablehlo.broadcast_in_dim %620, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %622 = stablehlo.multiply %616, %621 : tensor<2x256x8x32xf32>
      %623 = stablehlo.slice %615 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %624 = stablehlo.sine %619 : tensor<256x32xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %626 = stablehlo.multiply %623, %625 : tensor<2x256x8x32xf32>
      %627 = stablehlo.subtract %622, %626 : tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %616, %625 : tensor<2x256x8x32xf32>
      %629 = stablehlo.multiply %623, %621 : tensor<2x256x8x32xf32>
      %630 = stablehlo.add %628, %629 : tensor<2x256x8x32xf32>
      %631 = stablehlo.concatenate %627, %630, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %632 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %141 = "mhlo.fusion"(%140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %615 = mhlo.copy %614 : tensor<2x8x64x256xf32>
      mhlo.return %615 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32>
    %142 = "mhlo.fusion"(%135, %141) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<2x8x64x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      mhlo.return %613 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %143 = "mhlo.fusion"(%142) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>):
      %613 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %614 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %615 = stablehlo.compare GE, %613, %614 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
      %617 = stablehlo.convert %arg41 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<2x8x256x256xf32>
      %cst_4 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
      %621 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %622 = stablehlo.select %616, %620, %621 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      mhlo.return %622 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %144 = "mhlo.fusion"(%143, %cst_0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %615 = stablehlo.subtract %arg41, %614 : tensor<2x8x256x256xf32>
      %616 = stablehlo.exponential %615 : tensor<2x8x256x256xf32>
      mhlo.return %616 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %145 = "mhlo.fusion"(%144, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      mhlo.return %613 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %146 = "mhlo.fusion"(%arg28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %147 = "stablehlo.all_gather"(%146) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %148 = "mhlo.fusion"(%147) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %149 = "mhlo.fusion"(%129, %148) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %150 = "mhlo.fusion"(%149) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %151 = "mhlo.fusion"(%150) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %616 = mhlo.copy %615 : tensor<2x8x64x256xf32>
      mhlo.return %616 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %152 = "mhlo.fusion"(%145) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
      %614 = stablehlo.divide %613, %arg41 : tensor<2x8x256xf32>
      mhlo.return %614 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %153 = "mhlo.fusion"(%144, %152) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<2x8x256xf32>):
      %613 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x8x256x256xf32>
      %615 = stablehlo.convert %614 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %616 = stablehlo.convert %615 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %616 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %154 = "mhlo.fusion"(%151, %153) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>, %arg42: tensor<2x8x256x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %613 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %155 = "mhlo.fusion"(%154) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %615 = stablehlo.transpose %614, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<512x512xf32>
    %156 = "mhlo.fusion"(%arg26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %157 = "stablehlo.all_gather"(%156) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 22, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %158 = "mhlo.fusion"(%157) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %159 = "mhlo.fusion"(%155, %158) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %160 = "mhlo.fusion"(%159, %124) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.add %613, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %161 = "mhlo.fusion"(%cst, %160) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %162 = "mhlo.fusion"(%161) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.rsqrt %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %163 = "mhlo.fusion"(%160, %162) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<2x256x1xf32>):
      %613 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.multiply %arg41, %614 : tensor<2x256x512xf32>
      %616 = stablehlo.convert %615 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %616 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
    %164 = "mhlo.fusion"(%arg21, %163) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xbf16>) -> tensor<512xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %165 = "mhlo.fusion"(%arg24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      mhlo.return %613 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %166 = "stablehlo.all_gather"(%165) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 24, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %167 = "mhlo.fusion"(%166) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %168 = "mhlo.fusion"(%164, %167) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %169 = "mhlo.fusion"(%168) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %170 = "mhlo.fusion"(%arg23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      mhlo.return %613 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %171 = "stablehlo.all_gather"(%170) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 23, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %172 = "mhlo.fusion"(%171) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %173 = "mhlo.fusion"(%164, %172) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %174 = "mhlo.fusion"(%173) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %175 = "mhlo.fusion"(%174) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.negate %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %618 = stablehlo.exponential %617 : tensor<512x1408xf32>
      %619 = stablehlo.convert %618 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %620 = stablehlo.convert %619 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %621 = stablehlo.add %620, %613 : tensor<512x1408xf32>
      %622 = stablehlo.convert %621 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %624 = stablehlo.divide %613, %623 : tensor<512x1408xf32>
      %625 = stablehlo.convert %624 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %625 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %176 = "mhlo.fusion"(%175, %174) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %616 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %177 = "mhlo.fusion"(%169, %176) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %617 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %178 = "mhlo.fusion"(%arg22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<176x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
      mhlo.return %613 : tensor<176x512xf32>
    }) {output_operand_aliasing = []} : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    %179 = "stablehlo.all_gather"(%178) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 25, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xf32>) -> tensor<1408x512xf32>
    %180 = "mhlo.fusion"(%179) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %181 = "mhlo.fusion"(%177, %180) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<1408x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    %182 = "mhlo.fusion"(%181, %160) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.add %614, %617 : tensor<2x256x512xf32>
      %619 = stablehlo.convert %618 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %619 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %183 = "mhlo.fusion"(%182) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %613 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %184 = "mhlo.fusion"(%cst, %183) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %185 = "mhlo.fusion"(%184) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.rsqrt %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %186 = "mhlo.fusion"(%185, %182) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %arg41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %617 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %187 = "mhlo.fusion"(%arg29, %186) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xbf16>) -> tensor<512xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %188 = "mhlo.fusion"(%arg36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %189 = "stablehlo.all_gather"(%188) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 27, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %190 = "mhlo.fusion"(%189) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %191 = "mhlo.fusion"(%187, %190) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %192 = "mhlo.fusion"(%191, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %616 = stablehlo.slice %615 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %617 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %618 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<256x32xf32>
      %620 = stablehlo.cosine %619 : tensor<256x32xf32>
      %621 = stablehlo.broadcast_in_dim %620, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %622 = stablehlo.multiply %616, %621 : tensor<2x256x8x32xf32>
      %623 = stablehlo.slice %615 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %624 = stablehlo.sine %619 : tensor<256x32xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %626 = stablehlo.multiply %623, %625 : tensor<2x256x8x32xf32>
      %627 = stablehlo.subtract %622, %626 : tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %616, %625 : tensor<2x256x8x32xf32>
      %629 = stablehlo.multiply %623, %621 : tensor<2x256x8x32xf32>
      %630 = stablehlo.add %628, %629 : tensor<2x256x8x32xf32>
      %631 = stablehlo.concatenate %627, %630, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %632 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %193 = "mhlo.fusion"(%192) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %615 = mhlo.copy %614 : tensor<2x8x256x64xf32>
      mhlo.return %615 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
    %194 = "mhlo.fusion"(%arg34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %195 = "stablehlo.all_gather"(%194) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 28, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %196 = "mhlo.fusion"(%195) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %197 = "mhlo.fusion"(%187, %196) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %198 = "mhlo.fusion"(%197, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %616 = stablehlo.slice %615 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %617 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %618 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<256x32xf32>
      %620 = stablehlo.cosine %619 : tensor<256x32xf32>
      %621 = stablehlo.broadcast_in_dim %620, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %622 = stablehlo.multiply %616, %621 : tensor<2x256x8x32xf32>
      %623 = stablehlo.slice %615 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %624 = stablehlo.sine %619 : tensor<256x32xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %626 = stablehlo.multiply %623, %625 : tensor<2x256x8x32xf32>
      %627 = stablehlo.subtract %622, %626 : tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %616, %625 : tensor<2x256x8x32xf32>
      %629 = stablehlo.multiply %623, %621 : tensor<2x256x8x32xf32>
      %630 = stablehlo.add %628, %629 : tensor<2x256x8x32xf32>
      %631 = stablehlo.concatenate %627, %630, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %632 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %199 = "mhlo.fusion"(%198) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %615 = mhlo.copy %614 : tensor<2x8x64x256xf32>
      mhlo.return %615 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xf32>
    %200 = "mhlo.fusion"(%193, %199) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<2x8x64x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      mhlo.return %613 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %201 = "mhlo.fusion"(%200) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>):
      %613 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %614 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %615 = stablehlo.compare GE, %613, %614 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
      %617 = stablehlo.convert %arg41 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<2x8x256x256xf32>
      %cst_4 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
      %621 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %622 = stablehlo.select %616, %620, %621 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      mhlo.return %622 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %202 = "mhlo.fusion"(%201, %cst_0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %615 = stablehlo.subtract %arg41, %614 : tensor<2x8x256x256xf32>
      %616 = stablehlo.exponential %615 : tensor<2x8x256x256xf32>
      mhlo.return %616 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %203 = "mhlo.fusion"(%202, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      mhlo.return %613 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %204 = "mhlo.fusion"(%arg37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %205 = "stablehlo.all_gather"(%204) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 26, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %206 = "mhlo.fusion"(%205) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %207 = "mhlo.fusion"(%187, %206) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %208 = "mhlo.fusion"(%207) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %209 = "mhlo.fusion"(%208) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %616 = mhlo.copy %615 : tensor<2x8x64x256xf32>
      mhlo.return %616 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %210 = "mhlo.fusion"(%203) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
      %614 = stablehlo.divide %613, %arg41 : tensor<2x8x256xf32>
      mhlo.return %614 : tensor<2x8x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %211 = "mhlo.fusion"(%202, %210) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<2x8x256xf32>):
      %613 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x8x256x256xf32>
      %615 = stablehlo.convert %614 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %616 = stablehlo.convert %615 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %616 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %212 = "mhlo.fusion"(%209, %211) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>, %arg42: tensor<2x8x256x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %613 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %213 = "mhlo.fusion"(%212) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %615 = stablehlo.transpose %614, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<512x512xf32>
    %214 = "mhlo.fusion"(%arg35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      mhlo.return %613 : tensor<64x512xf32>
    }) {output_operand_aliasing = []} : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %215 = "stablehlo.all_gather"(%214) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 29, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<512x512xf32>
    %216 = "mhlo.fusion"(%215) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %217 = "mhlo.fusion"(%213, %216) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %218 = "mhlo.fusion"(%217, %182) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.add %613, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %219 = "mhlo.fusion"(%cst, %218) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %220 = "mhlo.fusion"(%219) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.rsqrt %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %221 = "mhlo.fusion"(%218, %220) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<2x256x1xf32>):
      %613 = mhlo.bitcast %arg42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.multiply %arg41, %614 : tensor<2x256x512xf32>
      %616 = stablehlo.convert %615 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %616 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
    %222 = "mhlo.fusion"(%arg30, %221) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xbf16>) -> tensor<512xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %223 = "mhlo.fusion"(%arg33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      mhlo.return %613 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %224 = "stablehlo.all_gather"(%223) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 31, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %225 = "mhlo.fusion"(%224) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %226 = "mhlo.fusion"(%222, %225) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %227 = "mhlo.fusion"(%226) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %228 = "mhlo.fusion"(%arg32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      mhlo.return %613 : tensor<64x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
    %229 = "stablehlo.all_gather"(%228) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 30, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xf32>) -> tensor<512x1408xf32>
    %230 = "mhlo.fusion"(%229) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %231 = "mhlo.fusion"(%222, %230) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %232 = "mhlo.fusion"(%231) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %233 = "mhlo.fusion"(%232) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.negate %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %618 = stablehlo.exponential %617 : tensor<512x1408xf32>
      %619 = stablehlo.convert %618 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %620 = stablehlo.convert %619 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %621 = stablehlo.add %620, %613 : tensor<512x1408xf32>
      %622 = stablehlo.convert %621 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %624 = stablehlo.divide %613, %623 : tensor<512x1408xf32>
      %625 = stablehlo.convert %624 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %625 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %234 = "mhlo.fusion"(%233, %232) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %616 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %235 = "mhlo.fusion"(%227, %234) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %617 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %236 = "mhlo.fusion"(%arg31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<176x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
      mhlo.return %613 : tensor<176x512xf32>
    }) {output_operand_aliasing = []} : (tensor<176x512xbf16>) -> tensor<176x512xf32>
    %237 = "stablehlo.all_gather"(%236) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 32, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xf32>) -> tensor<1408x512xf32>
    %238 = "mhlo.fusion"(%237) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %239 = "mhlo.fusion"(%235, %238) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<1408x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<1408x512xf32>) -> tensor<512x512xf32>
    %240 = "mhlo.fusion"(%239, %218) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.add %614, %617 : tensor<2x256x512xf32>
      %619 = stablehlo.convert %618 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %619 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %241 = "mhlo.fusion"(%240) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %613 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %242 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<f32>):
      %613 = stablehlo.broadcast_in_dim %arg41, dims = [] : (tensor<f32>) -> tensor<2x256x4096xf32>
      mhlo.return %613 : tensor<2x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x256x4096xf32>
    %243 = "mhlo.fusion"(%arg40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xi32>):
      %613 = stablehlo.iota dim = 0 : tensor<2x256x1x1xi32>
      %614 = stablehlo.iota dim = 1 : tensor<2x256x1x1xi32>
      %615 = mhlo.bitcast %arg41 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %616 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %617 = stablehlo.compare LT, %615, %616 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
      %c_3 = stablehlo.constant dense<4096> : tensor<i32>
      %618 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %619 = stablehlo.add %615, %618 : tensor<2x256x1xi32>
      %620 = stablehlo.select %617, %619, %615 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
      %621 = mhlo.bitcast %620 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
      %622 = stablehlo.concatenate %613, %614, %621, dim = 3 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x3xi32>
      %623 = mhlo.bitcast %622 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x1x3xi32>) -> tensor<512x3xi32>
      mhlo.return %623 : tensor<512x3xi32>
    }) {output_operand_aliasing = []} : (tensor<2x256xi32>) -> tensor<512x3xi32>
    %cst_2 = stablehlo.constant dense<-2.44140625E-4> : tensor<f32>
    %244 = "mhlo.fusion"(%cst_2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<f32>):
      %613 = stablehlo.broadcast_in_dim %arg41, dims = [] : (tensor<f32>) -> tensor<512x1x1x1xf32>
      mhlo.return %613 : tensor<512x1x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<512x1x1x1xf32>
    %245 = "mhlo.fusion"(%242, %243, %244) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x4096xf32>, %arg42: tensor<512x3xi32>, %arg43: tensor<512x1x1x1xf32>):
      %613 = "stablehlo.scatter"(%arg41, %arg42, %arg43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %614 = stablehlo.add %arg44, %arg45 : tensor<f32>
        stablehlo.return %614 : tensor<f32>
      }) : (tensor<2x256x4096xf32>, tensor<512x3xi32>, tensor<512x1x1x1xf32>) -> tensor<2x256x4096xf32>
      mhlo.return %613 : tensor<2x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<512x3xi32>, tensor<512x1x1x1xf32>) -> tensor<2x256x4096xf32>
    %246 = "mhlo.fusion"(%cst, %241) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg42 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>) -> tensor<2x256xf32>
    %247 = "mhlo.fusion"(%246) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg41, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.rsqrt %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %248 = "mhlo.fusion"(%247, %240) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %arg41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %617 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %249 = "mhlo.fusion"(%arg1, %248) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xbf16>) -> tensor<512xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %250 = "mhlo.fusion"(%arg38) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<64x4096xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<64x4096xbf16>) -> tensor<64x4096xf32>
      mhlo.return %613 : tensor<64x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<64x4096xbf16>) -> tensor<64x4096xf32>
    %251 = "stablehlo.all_gather"(%250) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 33, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x4096xf32>) -> tensor<512x4096xf32>
    %252 = "mhlo.fusion"(%251) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x4096xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
      mhlo.return %614 : tensor<512x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %253 = "mhlo.fusion"(%cst_0, %249, %252) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<512x512xf32>, %arg43: tensor<512x4096xf32>):
      %613 = stablehlo.dot %arg42, %arg43, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x4096xf32>) -> tensor<512x4096xf32>
      %614 = stablehlo.convert %613 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
      %615 = stablehlo.convert %614 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x4096xf32>) -> tensor<2x256x4096xf32>
      %617 = stablehlo.reduce(%616 init: %arg41) applies stablehlo.maximum across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
      %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
      %619 = stablehlo.subtract %616, %618 : tensor<2x256x4096xf32>
      mhlo.return %619 : tensor<2x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<512x512xf32>, tensor<512x4096xf32>) -> tensor<2x256x4096xf32>
    %254 = "mhlo.fusion"(%253) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x4096xf32>):
      %613 = stablehlo.exponential %arg41 : tensor<2x256x4096xf32>
      mhlo.return %613 : tensor<2x256x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>) -> tensor<2x256x4096xf32>
    %255 = "mhlo.fusion"(%254, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x256x4096xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %613 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %256 = "mhlo.fusion"(%245, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x256x4096xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
      mhlo.return %613 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %257 = "mhlo.fusion"(%255, %256) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>, %arg42: tensor<2x256xf32>):
      %613 = stablehlo.negate %arg42 : tensor<2x256xf32>
      %614 = stablehlo.divide %613, %arg41 : tensor<2x256xf32>
      mhlo.return %614 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
    %258 = "mhlo.fusion"(%245, %254, %257) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x4096xf32>, %arg42: tensor<2x256x4096xf32>, %arg43: tensor<2x256xf32>):
      %613 = stablehlo.broadcast_in_dim %arg43, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
      %614 = stablehlo.multiply %613, %arg42 : tensor<2x256x4096xf32>
      %615 = stablehlo.add %arg41, %614 : tensor<2x256x4096xf32>
      %616 = stablehlo.convert %615 : (tensor<2x256x4096xf32>) -> tensor<2x256x4096xbf16>
      mhlo.return %616 : tensor<2x256x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<2x256x4096xf32>, tensor<2x256xf32>) -> tensor<2x256x4096xbf16>
    %259 = "mhlo.fusion"(%258) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x4096xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x4096xf32>) -> tensor<512x4096xf32>
      mhlo.return %614 : tensor<512x4096xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xbf16>) -> tensor<512x4096xf32>
    %260 = "mhlo.fusion"(%259, %252) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x4096xf32>, %arg42: tensor<512x4096xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xf32>, tensor<512x4096xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x4096xf32>, tensor<512x4096xf32>) -> tensor<512x512xf32>
    %261 = "mhlo.fusion"(%260) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %262 = "mhlo.fusion"(%261, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %263 = "mhlo.fusion"(%cst, %241, %262) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>, %arg43: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg43 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %615 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %264 = "mhlo.fusion"(%247, %246) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg42, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.divide %arg41, %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %265 = "mhlo.fusion"(%263, %264, %261, %arg1, %247, %240) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x1xf32>, %arg43: tensor<512x512xbf16>, %arg44: tensor<512xbf16>, %arg45: tensor<2x256x1xf32>, %arg46: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg44 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      %618 = mhlo.bitcast %arg45 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %620 = stablehlo.multiply %617, %619 : tensor<2x256x512xf32>
      %621 = stablehlo.convert %arg46 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %622 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %623 = stablehlo.multiply %arg42, %622 : tensor<2x256x1xf32>
      %624 = stablehlo.multiply %arg41, %623 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %626 = stablehlo.multiply %624, %625 : tensor<2x256x1xf32>
      %627 = mhlo.bitcast %626 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %629 = stablehlo.multiply %621, %628 : tensor<2x256x512xf32>
      %630 = stablehlo.add %620, %629 : tensor<2x256x512xf32>
      %631 = stablehlo.add %630, %629 : tensor<2x256x512xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %632 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %266 = "mhlo.fusion"(%265) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %267 = "mhlo.fusion"(%266, %238) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<1408x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    %268 = "mhlo.fusion"(%267) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %269 = "mhlo.fusion"(%268, %227, %233, %232) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>, %arg43: tensor<512x1408xbf16>, %arg44: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %618 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<512x1408xf32>
      %620 = stablehlo.convert %619 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %621 = stablehlo.convert %620 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %622 = stablehlo.convert %arg44 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %623 = stablehlo.multiply %622, %617 : tensor<512x1408xf32>
      %624 = stablehlo.convert %623 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %625 = stablehlo.convert %624 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %627 = stablehlo.subtract %626, %618 : tensor<512x1408xf32>
      %628 = stablehlo.convert %627 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %629 = stablehlo.convert %628 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %630 = stablehlo.multiply %618, %629 : tensor<512x1408xf32>
      %631 = stablehlo.convert %630 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %632 = stablehlo.convert %631 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %633 = stablehlo.multiply %625, %632 : tensor<512x1408xf32>
      %634 = stablehlo.convert %633 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %635 = stablehlo.convert %634 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %636 = stablehlo.add %621, %635 : tensor<512x1408xf32>
      %637 = stablehlo.convert %636 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %637 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %270 = "mhlo.fusion"(%269) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %271 = "mhlo.fusion"(%270, %230) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %272 = "mhlo.fusion"(%268, %234) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %616 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %273 = "mhlo.fusion"(%272) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %274 = "mhlo.fusion"(%273, %225) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %275 = "mhlo.fusion"(%271, %274) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg42 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = stablehlo.add %614, %616 : tensor<512x512xf32>
      %618 = stablehlo.convert %617 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %618 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %276 = "mhlo.fusion"(%275, %arg30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %277 = "mhlo.fusion"(%cst, %218, %276) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>, %arg43: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg43 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %615 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %278 = "mhlo.fusion"(%220, %219) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg42, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.divide %arg41, %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %279 = "mhlo.fusion"(%218, %277, %278, %275, %265, %arg30, %220) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<2x256x1xf32>, %arg43: tensor<2x256x1xf32>, %arg44: tensor<512x512xbf16>, %arg45: tensor<2x256x512xbf16>, %arg46: tensor<512xbf16>, %arg47: tensor<2x256x1xf32>):
      %613 = stablehlo.convert %arg45 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg44 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.convert %arg46 : (tensor<512xbf16>) -> tensor<512xf32>
      %617 = stablehlo.broadcast_in_dim %616, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.multiply %615, %617 : tensor<2x256x512xf32>
      %619 = mhlo.bitcast %arg47 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %621 = stablehlo.multiply %618, %620 : tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %622 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %623 = stablehlo.multiply %arg43, %622 : tensor<2x256x1xf32>
      %624 = stablehlo.multiply %arg42, %623 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %626 = stablehlo.multiply %624, %625 : tensor<2x256x1xf32>
      %627 = mhlo.bitcast %626 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %629 = stablehlo.multiply %arg41, %628 : tensor<2x256x512xf32>
      %630 = stablehlo.add %621, %629 : tensor<2x256x512xf32>
      %631 = stablehlo.add %630, %629 : tensor<2x256x512xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %633 = stablehlo.convert %632 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %634 = stablehlo.add %613, %633 : tensor<2x256x512xf32>
      %635 = stablehlo.convert %634 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %635 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
    %280 = "mhlo.fusion"(%279) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %281 = "mhlo.fusion"(%280, %216) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %282 = "mhlo.fusion"(%281) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %283 = "mhlo.fusion"(%282) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %616 = mhlo.copy %615 : tensor<2x8x256x64xf32>
      mhlo.return %616 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x256x64xf32>
    %284 = "mhlo.fusion"(%cst, %202, %28, %203, %283, %209) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x8x256x256xf32>, %arg43: tensor<2x8x256xf32>, %arg44: tensor<2x8x256xf32>, %arg45: tensor<2x8x256x64xf32>, %arg46: tensor<2x8x64x256xf32>):
      %613 = stablehlo.dot_general %arg45, %arg46, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %615 = stablehlo.convert %614 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %616 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %617 = stablehlo.divide %615, %616 : tensor<2x8x256x256xf32>
      %618 = stablehlo.multiply %arg44, %arg44 : tensor<2x8x256xf32>
      %619 = stablehlo.divide %arg43, %618 : tensor<2x8x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %621 = stablehlo.multiply %615, %620 : tensor<2x8x256x256xf32>
      %622 = stablehlo.multiply %621, %arg42 : tensor<2x8x256x256xf32>
      %623 = stablehlo.reduce(%622 init: %arg41) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %624 = stablehlo.negate %623 : tensor<2x8x256xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %626 = stablehlo.add %617, %625 : tensor<2x8x256x256xf32>
      %627 = stablehlo.multiply %626, %arg42 : tensor<2x8x256x256xf32>
      mhlo.return %627 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x8x256x256xf32>, tensor<2x8x256xf32>, tensor<2x8x256xf32>, tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %285 = "mhlo.fusion"(%284) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>):
      %613 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %614 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %615 = stablehlo.compare GE, %613, %614 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %617 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %618 = stablehlo.select %616, %arg41, %617 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<2x8x256x256xf32>
      %621 = stablehlo.convert %620 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %622 = stablehlo.convert %621 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %622 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %286 = "mhlo.fusion"(%198) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %615 = mhlo.copy %614 : tensor<2x8x256x64xf32>
      mhlo.return %615 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
    %287 = "mhlo.fusion"(%285, %286) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<2x8x256x64xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
      mhlo.return %613 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %288 = "mhlo.fusion"(%287, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = stablehlo.slice %616 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %618 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %619 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<256x32xf32>
      %621 = stablehlo.cosine %620 : tensor<256x32xf32>
      %622 = stablehlo.broadcast_in_dim %621, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %623 = stablehlo.multiply %617, %622 : tensor<2x256x8x32xf32>
      %624 = stablehlo.slice %616 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %625 = stablehlo.negate %624 : tensor<2x256x8x32xf32>
      %626 = stablehlo.sine %620 : tensor<256x32xf32>
      %627 = stablehlo.broadcast_in_dim %626, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %625, %627 : tensor<2x256x8x32xf32>
      %629 = stablehlo.add %623, %628 : tensor<2x256x8x32xf32>
      %630 = stablehlo.convert %629 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %631 = stablehlo.convert %630 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %632 = stablehlo.pad %631, %cst_3, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %635 = stablehlo.multiply %617, %627 : tensor<2x256x8x32xf32>
      %636 = stablehlo.multiply %624, %622 : tensor<2x256x8x32xf32>
      %637 = stablehlo.add %635, %636 : tensor<2x256x8x32xf32>
      %638 = stablehlo.convert %637 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %639 = stablehlo.convert %638 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %640 = stablehlo.pad %639, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %641 = stablehlo.convert %640 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %642 = stablehlo.convert %641 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %643 = stablehlo.add %634, %642 : tensor<2x256x8x64xf32>
      %644 = stablehlo.convert %643 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %644 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %289 = "mhlo.fusion"(%288) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %290 = "mhlo.fusion"(%289, %190) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %291 = stablehlo.dot_general %285, %193, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %292 = "mhlo.fusion"(%291, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = stablehlo.slice %616 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %618 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %619 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<256x32xf32>
      %621 = stablehlo.cosine %620 : tensor<256x32xf32>
      %622 = stablehlo.broadcast_in_dim %621, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %623 = stablehlo.multiply %617, %622 : tensor<2x256x8x32xf32>
      %624 = stablehlo.slice %616 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %625 = stablehlo.negate %624 : tensor<2x256x8x32xf32>
      %626 = stablehlo.sine %620 : tensor<256x32xf32>
      %627 = stablehlo.broadcast_in_dim %626, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %625, %627 : tensor<2x256x8x32xf32>
      %629 = stablehlo.add %623, %628 : tensor<2x256x8x32xf32>
      %630 = stablehlo.convert %629 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %631 = stablehlo.convert %630 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %632 = stablehlo.pad %631, %cst_3, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %635 = stablehlo.multiply %617, %627 : tensor<2x256x8x32xf32>
      %636 = stablehlo.multiply %624, %622 : tensor<2x256x8x32xf32>
      %637 = stablehlo.add %635, %636 : tensor<2x256x8x32xf32>
      %638 = stablehlo.convert %637 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %639 = stablehlo.convert %638 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %640 = stablehlo.pad %639, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %641 = stablehlo.convert %640 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %642 = stablehlo.convert %641 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %643 = stablehlo.add %634, %642 : tensor<2x256x8x64xf32>
      %644 = stablehlo.convert %643 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %644 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %293 = "mhlo.fusion"(%292) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %294 = "mhlo.fusion"(%293, %196) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %295 = "mhlo.fusion"(%282) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %616 = mhlo.copy %615 : tensor<2x8x64x256xf32>
      mhlo.return %616 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %296 = "mhlo.fusion"(%295, %211) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>, %arg42: tensor<2x8x256x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %613 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %297 = "mhlo.fusion"(%296) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      mhlo.return %613 : tensor<2x8x64x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %298 = "mhlo.fusion"(%297) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %614 = stablehlo.transpose %613, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %615 = mhlo.copy %614 : tensor<2x256x8x64xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %299 = "mhlo.fusion"(%298, %206) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %300 = "mhlo.fusion"(%290, %294, %299) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>, %arg43: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg43 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = stablehlo.add %614, %616 : tensor<512x512xf32>
      %618 = stablehlo.convert %617 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %620 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %621 = stablehlo.convert %620 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %622 = stablehlo.add %619, %621 : tensor<512x512xf32>
      %623 = stablehlo.convert %622 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %623 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %301 = "mhlo.fusion"(%300, %arg29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %302 = "mhlo.fusion"(%cst, %183, %301) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>, %arg43: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg43 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %615 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %303 = "mhlo.fusion"(%185, %184) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg42, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.divide %arg41, %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %304 = "mhlo.fusion"(%302, %303, %300, %279, %arg29, %185, %182) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x1xf32>, %arg43: tensor<512x512xbf16>, %arg44: tensor<2x256x512xbf16>, %arg45: tensor<512xbf16>, %arg46: tensor<2x256x1xf32>, %arg47: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg44 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg43 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.convert %arg45 : (tensor<512xbf16>) -> tensor<512xf32>
      %617 = stablehlo.broadcast_in_dim %616, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.multiply %615, %617 : tensor<2x256x512xf32>
      %619 = mhlo.bitcast %arg46 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %621 = stablehlo.multiply %618, %620 : tensor<2x256x512xf32>
      %622 = stablehlo.convert %arg47 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %623 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %624 = stablehlo.multiply %arg42, %623 : tensor<2x256x1xf32>
      %625 = stablehlo.multiply %arg41, %624 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %627 = stablehlo.multiply %625, %626 : tensor<2x256x1xf32>
      %628 = mhlo.bitcast %627 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %630 = stablehlo.multiply %622, %629 : tensor<2x256x512xf32>
      %631 = stablehlo.add %621, %630 : tensor<2x256x512xf32>
      %632 = stablehlo.add %631, %630 : tensor<2x256x512xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %635 = stablehlo.add %613, %634 : tensor<2x256x512xf32>
      %636 = stablehlo.convert %635 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %636 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %305 = "mhlo.fusion"(%304) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %306 = "mhlo.fusion"(%305, %180) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<1408x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    %307 = "mhlo.fusion"(%306) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %308 = "mhlo.fusion"(%307, %169, %175, %174) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>, %arg43: tensor<512x1408xbf16>, %arg44: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %618 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<512x1408xf32>
      %620 = stablehlo.convert %619 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %621 = stablehlo.convert %620 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %622 = stablehlo.convert %arg44 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %623 = stablehlo.multiply %622, %617 : tensor<512x1408xf32>
      %624 = stablehlo.convert %623 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %625 = stablehlo.convert %624 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %627 = stablehlo.subtract %626, %618 : tensor<512x1408xf32>
      %628 = stablehlo.convert %627 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %629 = stablehlo.convert %628 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %630 = stablehlo.multiply %618, %629 : tensor<512x1408xf32>
      %631 = stablehlo.convert %630 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %632 = stablehlo.convert %631 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %633 = stablehlo.multiply %625, %632 : tensor<512x1408xf32>
      %634 = stablehlo.convert %633 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %635 = stablehlo.convert %634 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %636 = stablehlo.add %621, %635 : tensor<512x1408xf32>
      %637 = stablehlo.convert %636 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %637 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %309 = "mhlo.fusion"(%308) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %310 = "mhlo.fusion"(%309, %172) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %311 = "mhlo.fusion"(%307, %176) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %616 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %312 = "mhlo.fusion"(%311) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %313 = "mhlo.fusion"(%312, %167) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %314 = "mhlo.fusion"(%310, %313) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg42 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = stablehlo.add %614, %616 : tensor<512x512xf32>
      %618 = stablehlo.convert %617 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %618 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %315 = "mhlo.fusion"(%314, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %316 = "mhlo.fusion"(%cst, %160, %315) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>, %arg43: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg43 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %615 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %317 = "mhlo.fusion"(%162, %161) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg42, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.divide %arg41, %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %318 = "mhlo.fusion"(%160, %316, %317, %314, %304, %arg21, %162) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<2x256x1xf32>, %arg43: tensor<2x256x1xf32>, %arg44: tensor<512x512xbf16>, %arg45: tensor<2x256x512xbf16>, %arg46: tensor<512xbf16>, %arg47: tensor<2x256x1xf32>):
      %613 = stablehlo.convert %arg45 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg44 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.convert %arg46 : (tensor<512xbf16>) -> tensor<512xf32>
      %617 = stablehlo.broadcast_in_dim %616, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.multiply %615, %617 : tensor<2x256x512xf32>
      %619 = mhlo.bitcast %arg47 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %621 = stablehlo.multiply %618, %620 : tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %622 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %623 = stablehlo.multiply %arg43, %622 : tensor<2x256x1xf32>
      %624 = stablehlo.multiply %arg42, %623 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %626 = stablehlo.multiply %624, %625 : tensor<2x256x1xf32>
      %627 = mhlo.bitcast %626 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %629 = stablehlo.multiply %arg41, %628 : tensor<2x256x512xf32>
      %630 = stablehlo.add %621, %629 : tensor<2x256x512xf32>
      %631 = stablehlo.add %630, %629 : tensor<2x256x512xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %633 = stablehlo.convert %632 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %634 = stablehlo.add %613, %633 : tensor<2x256x512xf32>
      %635 = stablehlo.convert %634 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %635 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
    %319 = "mhlo.fusion"(%318) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %320 = "mhlo.fusion"(%319, %158) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %321 = "mhlo.fusion"(%320) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %322 = "mhlo.fusion"(%321) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %616 = mhlo.copy %615 : tensor<2x8x256x64xf32>
      mhlo.return %616 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x256x64xf32>
    %323 = "mhlo.fusion"(%cst, %144, %28, %145, %322, %151) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x8x256x256xf32>, %arg43: tensor<2x8x256xf32>, %arg44: tensor<2x8x256xf32>, %arg45: tensor<2x8x256x64xf32>, %arg46: tensor<2x8x64x256xf32>):
      %613 = stablehlo.dot_general %arg45, %arg46, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %615 = stablehlo.convert %614 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %616 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %617 = stablehlo.divide %615, %616 : tensor<2x8x256x256xf32>
      %618 = stablehlo.multiply %arg44, %arg44 : tensor<2x8x256xf32>
      %619 = stablehlo.divide %arg43, %618 : tensor<2x8x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %621 = stablehlo.multiply %615, %620 : tensor<2x8x256x256xf32>
      %622 = stablehlo.multiply %621, %arg42 : tensor<2x8x256x256xf32>
      %623 = stablehlo.reduce(%622 init: %arg41) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %624 = stablehlo.negate %623 : tensor<2x8x256xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %626 = stablehlo.add %617, %625 : tensor<2x8x256x256xf32>
      %627 = stablehlo.multiply %626, %arg42 : tensor<2x8x256x256xf32>
      mhlo.return %627 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x8x256x256xf32>, tensor<2x8x256xf32>, tensor<2x8x256xf32>, tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %324 = "mhlo.fusion"(%323) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>):
      %613 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %614 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %615 = stablehlo.compare GE, %613, %614 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %617 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %618 = stablehlo.select %616, %arg41, %617 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<2x8x256x256xf32>
      %621 = stablehlo.convert %620 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %622 = stablehlo.convert %621 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %622 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %325 = "mhlo.fusion"(%140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %615 = mhlo.copy %614 : tensor<2x8x256x64xf32>
      mhlo.return %615 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
    %326 = "mhlo.fusion"(%324, %325) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<2x8x256x64xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
      mhlo.return %613 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %327 = "mhlo.fusion"(%326, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = stablehlo.slice %616 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %618 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %619 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<256x32xf32>
      %621 = stablehlo.cosine %620 : tensor<256x32xf32>
      %622 = stablehlo.broadcast_in_dim %621, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %623 = stablehlo.multiply %617, %622 : tensor<2x256x8x32xf32>
      %624 = stablehlo.slice %616 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %625 = stablehlo.negate %624 : tensor<2x256x8x32xf32>
      %626 = stablehlo.sine %620 : tensor<256x32xf32>
      %627 = stablehlo.broadcast_in_dim %626, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %625, %627 : tensor<2x256x8x32xf32>
      %629 = stablehlo.add %623, %628 : tensor<2x256x8x32xf32>
      %630 = stablehlo.convert %629 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %631 = stablehlo.convert %630 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %632 = stablehlo.pad %631, %cst_3, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %635 = stablehlo.multiply %617, %627 : tensor<2x256x8x32xf32>
      %636 = stablehlo.multiply %624, %622 : tensor<2x256x8x32xf32>
      %637 = stablehlo.add %635, %636 : tensor<2x256x8x32xf32>
      %638 = stablehlo.convert %637 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %639 = stablehlo.convert %638 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %640 = stablehlo.pad %639, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %641 = stablehlo.convert %640 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %642 = stablehlo.convert %641 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %643 = stablehlo.add %634, %642 : tensor<2x256x8x64xf32>
      %644 = stablehlo.convert %643 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %644 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %328 = "mhlo.fusion"(%327) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %329 = "mhlo.fusion"(%328, %132) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %330 = stablehlo.dot_general %324, %135, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %331 = "mhlo.fusion"(%330, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = stablehlo.slice %616 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %618 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %619 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<256x32xf32>
      %621 = stablehlo.cosine %620 : tensor<256x32xf32>
      %622 = stablehlo.broadcast_in_dim %621, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %623 = stablehlo.multiply %617, %622 : tensor<2x256x8x32xf32>
      %624 = stablehlo.slice %616 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %625 = stablehlo.negate %624 : tensor<2x256x8x32xf32>
      %626 = stablehlo.sine %620 : tensor<256x32xf32>
      %627 = stablehlo.broadcast_in_dim %626, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %625, %627 : tensor<2x256x8x32xf32>
      %629 = stablehlo.add %623, %628 : tensor<2x256x8x32xf32>
      %630 = stablehlo.convert %629 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %631 = stablehlo.convert %630 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %632 = stablehlo.pad %631, %cst_3, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %635 = stablehlo.multiply %617, %627 : tensor<2x256x8x32xf32>
      %636 = stablehlo.multiply %624, %622 : tensor<2x256x8x32xf32>
      %637 = stablehlo.add %635, %636 : tensor<2x256x8x32xf32>
      %638 = stablehlo.convert %637 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %639 = stablehlo.convert %638 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %640 = stablehlo.pad %639, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %641 = stablehlo.convert %640 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %642 = stablehlo.convert %641 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %643 = stablehlo.add %634, %642 : tensor<2x256x8x64xf32>
      %644 = stablehlo.convert %643 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %644 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %332 = "mhlo.fusion"(%331) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %333 = "mhlo.fusion"(%332, %138) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %334 = "mhlo.fusion"(%321) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %616 = mhlo.copy %615 : tensor<2x8x64x256xf32>
      mhlo.return %616 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %335 = "mhlo.fusion"(%334, %153) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>, %arg42: tensor<2x8x256x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %613 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %336 = "mhlo.fusion"(%335) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      mhlo.return %613 : tensor<2x8x64x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %337 = "mhlo.fusion"(%336) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %614 = stablehlo.transpose %613, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %615 = mhlo.copy %614 : tensor<2x256x8x64xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %338 = "mhlo.fusion"(%337, %148) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %339 = "mhlo.fusion"(%329, %333, %338) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>, %arg43: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg43 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = stablehlo.add %614, %616 : tensor<512x512xf32>
      %618 = stablehlo.convert %617 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %620 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %621 = stablehlo.convert %620 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %622 = stablehlo.add %619, %621 : tensor<512x512xf32>
      %623 = stablehlo.convert %622 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %623 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %340 = "mhlo.fusion"(%339, %arg20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %341 = "mhlo.fusion"(%cst, %125, %340) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>, %arg43: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg43 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %615 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %342 = "mhlo.fusion"(%127, %126) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg42, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.divide %arg41, %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %343 = "mhlo.fusion"(%341, %342, %339, %318, %arg20, %127, %124) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x1xf32>, %arg43: tensor<512x512xbf16>, %arg44: tensor<2x256x512xbf16>, %arg45: tensor<512xbf16>, %arg46: tensor<2x256x1xf32>, %arg47: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg44 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg43 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.convert %arg45 : (tensor<512xbf16>) -> tensor<512xf32>
      %617 = stablehlo.broadcast_in_dim %616, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.multiply %615, %617 : tensor<2x256x512xf32>
      %619 = mhlo.bitcast %arg46 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %621 = stablehlo.multiply %618, %620 : tensor<2x256x512xf32>
      %622 = stablehlo.convert %arg47 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %623 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %624 = stablehlo.multiply %arg42, %623 : tensor<2x256x1xf32>
      %625 = stablehlo.multiply %arg41, %624 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %627 = stablehlo.multiply %625, %626 : tensor<2x256x1xf32>
      %628 = mhlo.bitcast %627 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %630 = stablehlo.multiply %622, %629 : tensor<2x256x512xf32>
      %631 = stablehlo.add %621, %630 : tensor<2x256x512xf32>
      %632 = stablehlo.add %631, %630 : tensor<2x256x512xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %635 = stablehlo.add %613, %634 : tensor<2x256x512xf32>
      %636 = stablehlo.convert %635 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %636 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %344 = "mhlo.fusion"(%343) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %345 = "mhlo.fusion"(%344, %122) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<1408x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    %346 = "mhlo.fusion"(%345) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %347 = "mhlo.fusion"(%346, %111, %117, %116) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>, %arg43: tensor<512x1408xbf16>, %arg44: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %618 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<512x1408xf32>
      %620 = stablehlo.convert %619 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %621 = stablehlo.convert %620 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %622 = stablehlo.convert %arg44 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %623 = stablehlo.multiply %622, %617 : tensor<512x1408xf32>
      %624 = stablehlo.convert %623 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %625 = stablehlo.convert %624 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %627 = stablehlo.subtract %626, %618 : tensor<512x1408xf32>
      %628 = stablehlo.convert %627 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %629 = stablehlo.convert %628 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %630 = stablehlo.multiply %618, %629 : tensor<512x1408xf32>
      %631 = stablehlo.convert %630 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %632 = stablehlo.convert %631 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %633 = stablehlo.multiply %625, %632 : tensor<512x1408xf32>
      %634 = stablehlo.convert %633 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %635 = stablehlo.convert %634 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %636 = stablehlo.add %621, %635 : tensor<512x1408xf32>
      %637 = stablehlo.convert %636 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %637 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %348 = "mhlo.fusion"(%347) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %349 = "mhlo.fusion"(%348, %114) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %350 = "mhlo.fusion"(%346, %118) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %616 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %351 = "mhlo.fusion"(%350) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %352 = "mhlo.fusion"(%351, %109) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %353 = "mhlo.fusion"(%349, %352) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg42 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = stablehlo.add %614, %616 : tensor<512x512xf32>
      %618 = stablehlo.convert %617 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %618 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %354 = "mhlo.fusion"(%353, %arg12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %355 = "mhlo.fusion"(%cst, %102, %354) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>, %arg43: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg43 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %615 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %356 = "mhlo.fusion"(%104, %103) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg42, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.divide %arg41, %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %357 = "mhlo.fusion"(%102, %355, %356, %353, %343, %arg12, %104) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<2x256x1xf32>, %arg43: tensor<2x256x1xf32>, %arg44: tensor<512x512xbf16>, %arg45: tensor<2x256x512xbf16>, %arg46: tensor<512xbf16>, %arg47: tensor<2x256x1xf32>):
      %613 = stablehlo.convert %arg45 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg44 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.convert %arg46 : (tensor<512xbf16>) -> tensor<512xf32>
      %617 = stablehlo.broadcast_in_dim %616, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.multiply %615, %617 : tensor<2x256x512xf32>
      %619 = mhlo.bitcast %arg47 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %621 = stablehlo.multiply %618, %620 : tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %622 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %623 = stablehlo.multiply %arg43, %622 : tensor<2x256x1xf32>
      %624 = stablehlo.multiply %arg42, %623 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %626 = stablehlo.multiply %624, %625 : tensor<2x256x1xf32>
      %627 = mhlo.bitcast %626 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %629 = stablehlo.multiply %arg41, %628 : tensor<2x256x512xf32>
      %630 = stablehlo.add %621, %629 : tensor<2x256x512xf32>
      %631 = stablehlo.add %630, %629 : tensor<2x256x512xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %633 = stablehlo.convert %632 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %634 = stablehlo.add %613, %633 : tensor<2x256x512xf32>
      %635 = stablehlo.convert %634 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %635 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
    %358 = "mhlo.fusion"(%357) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %359 = "mhlo.fusion"(%358, %100) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %360 = "mhlo.fusion"(%359) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %361 = "mhlo.fusion"(%360) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %616 = mhlo.copy %615 : tensor<2x8x256x64xf32>
      mhlo.return %616 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x256x64xf32>
    %362 = "mhlo.fusion"(%cst, %86, %28, %87, %361, %93) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x8x256x256xf32>, %arg43: tensor<2x8x256xf32>, %arg44: tensor<2x8x256xf32>, %arg45: tensor<2x8x256x64xf32>, %arg46: tensor<2x8x64x256xf32>):
      %613 = stablehlo.dot_general %arg45, %arg46, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %615 = stablehlo.convert %614 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %616 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %617 = stablehlo.divide %615, %616 : tensor<2x8x256x256xf32>
      %618 = stablehlo.multiply %arg44, %arg44 : tensor<2x8x256xf32>
      %619 = stablehlo.divide %arg43, %618 : tensor<2x8x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %621 = stablehlo.multiply %615, %620 : tensor<2x8x256x256xf32>
      %622 = stablehlo.multiply %621, %arg42 : tensor<2x8x256x256xf32>
      %623 = stablehlo.reduce(%622 init: %arg41) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %624 = stablehlo.negate %623 : tensor<2x8x256xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %626 = stablehlo.add %617, %625 : tensor<2x8x256x256xf32>
      %627 = stablehlo.multiply %626, %arg42 : tensor<2x8x256x256xf32>
      mhlo.return %627 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x8x256x256xf32>, tensor<2x8x256xf32>, tensor<2x8x256xf32>, tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %363 = "mhlo.fusion"(%362) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>):
      %613 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %614 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %615 = stablehlo.compare GE, %613, %614 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %617 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %618 = stablehlo.select %616, %arg41, %617 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<2x8x256x256xf32>
      %621 = stablehlo.convert %620 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %622 = stablehlo.convert %621 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %622 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %364 = "mhlo.fusion"(%82) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %615 = mhlo.copy %614 : tensor<2x8x256x64xf32>
      mhlo.return %615 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
    %365 = "mhlo.fusion"(%363, %364) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<2x8x256x64xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
      mhlo.return %613 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %366 = "mhlo.fusion"(%365, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = stablehlo.slice %616 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %618 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %619 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<256x32xf32>
      %621 = stablehlo.cosine %620 : tensor<256x32xf32>
      %622 = stablehlo.broadcast_in_dim %621, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %623 = stablehlo.multiply %617, %622 : tensor<2x256x8x32xf32>
      %624 = stablehlo.slice %616 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %625 = stablehlo.negate %624 : tensor<2x256x8x32xf32>
      %626 = stablehlo.sine %620 : tensor<256x32xf32>
      %627 = stablehlo.broadcast_in_dim %626, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %625, %627 : tensor<2x256x8x32xf32>
      %629 = stablehlo.add %623, %628 : tensor<2x256x8x32xf32>
      %630 = stablehlo.convert %629 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %631 = stablehlo.convert %630 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %632 = stablehlo.pad %631, %cst_3, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %635 = stablehlo.multiply %617, %627 : tensor<2x256x8x32xf32>
      %636 = stablehlo.multiply %624, %622 : tensor<2x256x8x32xf32>
      %637 = stablehlo.add %635, %636 : tensor<2x256x8x32xf32>
      %638 = stablehlo.convert %637 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %639 = stablehlo.convert %638 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %640 = stablehlo.pad %639, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %641 = stablehlo.convert %640 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %642 = stablehlo.convert %641 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %643 = stablehlo.add %634, %642 : tensor<2x256x8x64xf32>
      %644 = stablehlo.convert %643 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %644 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %367 = "mhlo.fusion"(%366) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %368 = "mhlo.fusion"(%367, %74) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %369 = stablehlo.dot_general %363, %77, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %370 = "mhlo.fusion"(%369, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = stablehlo.slice %616 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %618 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %619 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<256x32xf32>
      %621 = stablehlo.cosine %620 : tensor<256x32xf32>
      %622 = stablehlo.broadcast_in_dim %621, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %623 = stablehlo.multiply %617, %622 : tensor<2x256x8x32xf32>
      %624 = stablehlo.slice %616 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %625 = stablehlo.negate %624 : tensor<2x256x8x32xf32>
      %626 = stablehlo.sine %620 : tensor<256x32xf32>
      %627 = stablehlo.broadcast_in_dim %626, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %625, %627 : tensor<2x256x8x32xf32>
      %629 = stablehlo.add %623, %628 : tensor<2x256x8x32xf32>
      %630 = stablehlo.convert %629 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %631 = stablehlo.convert %630 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %632 = stablehlo.pad %631, %cst_3, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %635 = stablehlo.multiply %617, %627 : tensor<2x256x8x32xf32>
      %636 = stablehlo.multiply %624, %622 : tensor<2x256x8x32xf32>
      %637 = stablehlo.add %635, %636 : tensor<2x256x8x32xf32>
      %638 = stablehlo.convert %637 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %639 = stablehlo.convert %638 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %640 = stablehlo.pad %639, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %641 = stablehlo.convert %640 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %642 = stablehlo.convert %641 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %643 = stablehlo.add %634, %642 : tensor<2x256x8x64xf32>
      %644 = stablehlo.convert %643 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %644 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %371 = "mhlo.fusion"(%370) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %372 = "mhlo.fusion"(%371, %80) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %373 = "mhlo.fusion"(%360) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %616 = mhlo.copy %615 : tensor<2x8x64x256xf32>
      mhlo.return %616 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %374 = "mhlo.fusion"(%373, %95) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>, %arg42: tensor<2x8x256x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %613 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %375 = "mhlo.fusion"(%374) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      mhlo.return %613 : tensor<2x8x64x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %376 = "mhlo.fusion"(%375) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %614 = stablehlo.transpose %613, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %615 = mhlo.copy %614 : tensor<2x256x8x64xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %377 = "mhlo.fusion"(%376, %90) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %378 = "mhlo.fusion"(%368, %372, %377) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>, %arg43: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg43 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = stablehlo.add %614, %616 : tensor<512x512xf32>
      %618 = stablehlo.convert %617 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %620 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %621 = stablehlo.convert %620 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %622 = stablehlo.add %619, %621 : tensor<512x512xf32>
      %623 = stablehlo.convert %622 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %623 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %379 = "mhlo.fusion"(%378, %arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %380 = "mhlo.fusion"(%cst, %67, %379) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>, %arg43: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg43 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %615 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %381 = "mhlo.fusion"(%69, %68) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg42, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.divide %arg41, %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %382 = "mhlo.fusion"(%380, %381, %378, %357, %arg11, %69, %66) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x1xf32>, %arg43: tensor<512x512xbf16>, %arg44: tensor<2x256x512xbf16>, %arg45: tensor<512xbf16>, %arg46: tensor<2x256x1xf32>, %arg47: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg44 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg43 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.convert %arg45 : (tensor<512xbf16>) -> tensor<512xf32>
      %617 = stablehlo.broadcast_in_dim %616, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.multiply %615, %617 : tensor<2x256x512xf32>
      %619 = mhlo.bitcast %arg46 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %621 = stablehlo.multiply %618, %620 : tensor<2x256x512xf32>
      %622 = stablehlo.convert %arg47 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %623 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %624 = stablehlo.multiply %arg42, %623 : tensor<2x256x1xf32>
      %625 = stablehlo.multiply %arg41, %624 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %627 = stablehlo.multiply %625, %626 : tensor<2x256x1xf32>
      %628 = mhlo.bitcast %627 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %630 = stablehlo.multiply %622, %629 : tensor<2x256x512xf32>
      %631 = stablehlo.add %621, %630 : tensor<2x256x512xf32>
      %632 = stablehlo.add %631, %630 : tensor<2x256x512xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %635 = stablehlo.add %613, %634 : tensor<2x256x512xf32>
      %636 = stablehlo.convert %635 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %636 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>, tensor<2x256x512xbf16>) -> tensor<2x256x512xbf16>
    %383 = "mhlo.fusion"(%382) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %384 = "mhlo.fusion"(%383, %64) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<1408x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<1408x512xf32>) -> tensor<512x1408xf32>
    %385 = "mhlo.fusion"(%384) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %386 = "mhlo.fusion"(%385, %53, %59, %58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>, %arg43: tensor<512x1408xbf16>, %arg44: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %617 = stablehlo.convert %616 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %618 = stablehlo.convert %arg43 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %619 = stablehlo.multiply %617, %618 : tensor<512x1408xf32>
      %620 = stablehlo.convert %619 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %621 = stablehlo.convert %620 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %622 = stablehlo.convert %arg44 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %623 = stablehlo.multiply %622, %617 : tensor<512x1408xf32>
      %624 = stablehlo.convert %623 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %625 = stablehlo.convert %624 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1408xf32>
      %627 = stablehlo.subtract %626, %618 : tensor<512x1408xf32>
      %628 = stablehlo.convert %627 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %629 = stablehlo.convert %628 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %630 = stablehlo.multiply %618, %629 : tensor<512x1408xf32>
      %631 = stablehlo.convert %630 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %632 = stablehlo.convert %631 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %633 = stablehlo.multiply %625, %632 : tensor<512x1408xf32>
      %634 = stablehlo.convert %633 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %635 = stablehlo.convert %634 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %636 = stablehlo.add %621, %635 : tensor<512x1408xf32>
      %637 = stablehlo.convert %636 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %637 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %387 = "mhlo.fusion"(%386) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %388 = "mhlo.fusion"(%387, %56) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %389 = "mhlo.fusion"(%385, %60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %615 = stablehlo.multiply %613, %614 : tensor<512x1408xf32>
      %616 = stablehlo.convert %615 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %616 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %390 = "mhlo.fusion"(%389) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
    %391 = "mhlo.fusion"(%390, %51) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>, tensor<512x1408xf32>) -> tensor<512x512xf32>
    %392 = "mhlo.fusion"(%388, %391) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg42 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = stablehlo.add %614, %616 : tensor<512x512xf32>
      %618 = stablehlo.convert %617 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %618 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %393 = "mhlo.fusion"(%392, %arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %394 = "mhlo.fusion"(%cst, %44, %393) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>, %arg43: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg43 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %615 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %395 = "mhlo.fusion"(%46, %45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg42, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.divide %arg41, %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %396 = "mhlo.fusion"(%44, %394, %395, %392, %382, %arg3, %46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<2x256x1xf32>, %arg43: tensor<2x256x1xf32>, %arg44: tensor<512x512xbf16>, %arg45: tensor<2x256x512xbf16>, %arg46: tensor<512xbf16>, %arg47: tensor<2x256x1xf32>):
      %613 = stablehlo.convert %arg45 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg44 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.convert %arg46 : (tensor<512xbf16>) -> tensor<512xf32>
      %617 = stablehlo.broadcast_in_dim %616, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.multiply %615, %617 : tensor<2x256x512xf32>
      %619 = mhlo.bitcast %arg47 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %621 = stablehlo.multiply %618, %620 : tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %622 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %623 = stablehlo.multiply %arg43, %622 : tensor<2x256x1xf32>
      %624 = stablehlo.multiply %arg42, %623 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %626 = stablehlo.multiply %624, %625 : tensor<2x256x1xf32>
      %627 = mhlo.bitcast %626 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %629 = stablehlo.multiply %arg41, %628 : tensor<2x256x512xf32>
      %630 = stablehlo.add %621, %629 : tensor<2x256x512xf32>
      %631 = stablehlo.add %630, %629 : tensor<2x256x512xf32>
      %632 = stablehlo.convert %631 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %633 = stablehlo.convert %632 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %634 = stablehlo.add %613, %633 : tensor<2x256x512xf32>
      %635 = stablehlo.convert %634 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      mhlo.return %635 : tensor<2x256x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>) -> tensor<2x256x512xbf16>
    %397 = "mhlo.fusion"(%396) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x512xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %398 = "mhlo.fusion"(%397, %42) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %399 = "mhlo.fusion"(%398) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %400 = "mhlo.fusion"(%399) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %616 = mhlo.copy %615 : tensor<2x8x256x64xf32>
      mhlo.return %616 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x256x64xf32>
    %401 = "mhlo.fusion"(%cst, %27, %28, %29, %400, %35) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x8x256x256xf32>, %arg43: tensor<2x8x256xf32>, %arg44: tensor<2x8x256xf32>, %arg45: tensor<2x8x256x64xf32>, %arg46: tensor<2x8x64x256xf32>):
      %613 = stablehlo.dot_general %arg45, %arg46, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %615 = stablehlo.convert %614 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      %616 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %617 = stablehlo.divide %615, %616 : tensor<2x8x256x256xf32>
      %618 = stablehlo.multiply %arg44, %arg44 : tensor<2x8x256xf32>
      %619 = stablehlo.divide %arg43, %618 : tensor<2x8x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %621 = stablehlo.multiply %615, %620 : tensor<2x8x256x256xf32>
      %622 = stablehlo.multiply %621, %arg42 : tensor<2x8x256x256xf32>
      %623 = stablehlo.reduce(%622 init: %arg41) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
      %624 = stablehlo.negate %623 : tensor<2x8x256xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
      %626 = stablehlo.add %617, %625 : tensor<2x8x256x256xf32>
      %627 = stablehlo.multiply %626, %arg42 : tensor<2x8x256x256xf32>
      mhlo.return %627 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x8x256x256xf32>, tensor<2x8x256xf32>, tensor<2x8x256xf32>, tensor<2x8x256x64xf32>, tensor<2x8x64x256xf32>) -> tensor<2x8x256x256xf32>
    %402 = "mhlo.fusion"(%401) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>):
      %613 = stablehlo.iota dim = 0 : tensor<256x256xi32>
      %614 = stablehlo.iota dim = 1 : tensor<256x256xi32>
      %615 = stablehlo.compare GE, %613, %614 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %617 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %618 = stablehlo.select %616, %arg41, %617 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
      %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<2x8x256x256xf32>
      %621 = stablehlo.convert %620 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
      %622 = stablehlo.convert %621 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
      mhlo.return %622 : tensor<2x8x256x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %403 = "mhlo.fusion"(%23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,256,64]{3,1,2,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
      %615 = mhlo.copy %614 : tensor<2x8x256x64xf32>
      mhlo.return %615 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xf32>
    %404 = "mhlo.fusion"(%402, %403) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x256x256xf32>, %arg42: tensor<2x8x256x64xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
      mhlo.return %613 : tensor<2x8x256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %405 = "mhlo.fusion"(%404, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = stablehlo.slice %616 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %618 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %619 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<256x32xf32>
      %621 = stablehlo.cosine %620 : tensor<256x32xf32>
      %622 = stablehlo.broadcast_in_dim %621, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %623 = stablehlo.multiply %617, %622 : tensor<2x256x8x32xf32>
      %624 = stablehlo.slice %616 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %625 = stablehlo.negate %624 : tensor<2x256x8x32xf32>
      %626 = stablehlo.sine %620 : tensor<256x32xf32>
      %627 = stablehlo.broadcast_in_dim %626, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %625, %627 : tensor<2x256x8x32xf32>
      %629 = stablehlo.add %623, %628 : tensor<2x256x8x32xf32>
      %630 = stablehlo.convert %629 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %631 = stablehlo.convert %630 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %632 = stablehlo.pad %631, %cst_3, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %635 = stablehlo.multiply %617, %627 : tensor<2x256x8x32xf32>
      %636 = stablehlo.multiply %624, %622 : tensor<2x256x8x32xf32>
      %637 = stablehlo.add %635, %636 : tensor<2x256x8x32xf32>
      %638 = stablehlo.convert %637 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %639 = stablehlo.convert %638 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %640 = stablehlo.pad %639, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %641 = stablehlo.convert %640 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %642 = stablehlo.convert %641 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %643 = stablehlo.add %634, %642 : tensor<2x256x8x64xf32>
      %644 = stablehlo.convert %643 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %644 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %406 = "mhlo.fusion"(%405) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %407 = "mhlo.fusion"(%406, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %408 = stablehlo.dot_general %402, %18, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xf32>, tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xf32>
    %409 = "mhlo.fusion"(%408, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x256x64xf32>, %arg42: tensor<32xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x256x64xf32>) -> tensor<2x8x256x64xbf16>
      %614 = stablehlo.convert %613 : (tensor<2x8x256x64xbf16>) -> tensor<2x8x256x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
      %616 = mhlo.copy %615 : tensor<2x256x8x64xf32>
      %617 = stablehlo.slice %616 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %618 = stablehlo.iota dim = 0 : tensor<256x32xf32>
      %619 = stablehlo.broadcast_in_dim %arg42, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
      %620 = stablehlo.multiply %618, %619 : tensor<256x32xf32>
      %621 = stablehlo.cosine %620 : tensor<256x32xf32>
      %622 = stablehlo.broadcast_in_dim %621, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %623 = stablehlo.multiply %617, %622 : tensor<2x256x8x32xf32>
      %624 = stablehlo.slice %616 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
      %625 = stablehlo.negate %624 : tensor<2x256x8x32xf32>
      %626 = stablehlo.sine %620 : tensor<256x32xf32>
      %627 = stablehlo.broadcast_in_dim %626, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
      %628 = stablehlo.multiply %625, %627 : tensor<2x256x8x32xf32>
      %629 = stablehlo.add %623, %628 : tensor<2x256x8x32xf32>
      %630 = stablehlo.convert %629 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %631 = stablehlo.convert %630 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %632 = stablehlo.pad %631, %cst_3, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %635 = stablehlo.multiply %617, %627 : tensor<2x256x8x32xf32>
      %636 = stablehlo.multiply %624, %622 : tensor<2x256x8x32xf32>
      %637 = stablehlo.add %635, %636 : tensor<2x256x8x32xf32>
      %638 = stablehlo.convert %637 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
      %639 = stablehlo.convert %638 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
      %640 = stablehlo.pad %639, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xf32>, tensor<f32>) -> tensor<2x256x8x64xf32>
      %641 = stablehlo.convert %640 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      %642 = stablehlo.convert %641 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %643 = stablehlo.add %634, %642 : tensor<2x256x8x64xf32>
      %644 = stablehlo.convert %643 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
      mhlo.return %644 : tensor<2x256x8x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x256x64xf32>, tensor<32xf32>) -> tensor<2x256x8x64xbf16>
    %410 = "mhlo.fusion"(%409) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %411 = "mhlo.fusion"(%410, %21) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %412 = "mhlo.fusion"(%399) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x8x64xf32>
      %615 = stablehlo.transpose %614, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
      %616 = mhlo.copy %615 : tensor<2x8x64x256xf32>
      mhlo.return %616 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>) -> tensor<2x8x64x256xf32>
    %413 = "mhlo.fusion"(%412, %37) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>, %arg42: tensor<2x8x256x256xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
      mhlo.return %613 : tensor<2x8x64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %414 = "mhlo.fusion"(%413) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
      mhlo.return %613 : tensor<2x8x64x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xf32>) -> tensor<2x8x64x256xbf16>
    %415 = "mhlo.fusion"(%414) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %614 = stablehlo.transpose %613, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %615 = mhlo.copy %614 : tensor<2x256x8x64xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %416 = "mhlo.fusion"(%415, %32) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot_general %arg41, %arg42, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %417 = "mhlo.fusion"(%407, %411, %416) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>, %arg43: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg43 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %616 = stablehlo.convert %615 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %617 = stablehlo.add %614, %616 : tensor<512x512xf32>
      %618 = stablehlo.convert %617 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %620 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %621 = stablehlo.convert %620 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %622 = stablehlo.add %619, %621 : tensor<512x512xf32>
      %623 = stablehlo.convert %622 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %623 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xbf16>
    %418 = "mhlo.fusion"(%417, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.multiply %614, %616 : tensor<2x256x512xf32>
      mhlo.return %617 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<512xbf16>) -> tensor<2x256x512xf32>
    %419 = "mhlo.fusion"(%cst, %7, %418) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<2x256x512xf32>, %arg43: tensor<2x256x512xf32>):
      %613 = stablehlo.multiply %arg42, %arg43 : tensor<2x256x512xf32>
      %614 = stablehlo.reduce(%613 init: %arg41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      mhlo.return %615 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x256x512xf32>, tensor<2x256x512xf32>) -> tensor<2x256x1xf32>
    %420 = "mhlo.fusion"(%10, %9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256xf32>):
      %cst_3 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %614 = stablehlo.multiply %arg42, %613 : tensor<2x256xf32>
      %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
      %616 = stablehlo.add %614, %615 : tensor<2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
      %618 = mhlo.copy %617 : tensor<2x256x1xf32>
      %619 = stablehlo.divide %arg41, %618 : tensor<2x256x1xf32>
      mhlo.return %619 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %421 = "mhlo.fusion"(%419, %420, %417, %396, %arg2, %10, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<2x256x1xf32>, %arg43: tensor<512x512xbf16>, %arg44: tensor<2x256x512xbf16>, %arg45: tensor<512xbf16>, %arg46: tensor<2x256x1xf32>, %arg47: tensor<512x1x512xf32>):
      %613 = stablehlo.convert %arg44 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg43 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.convert %arg45 : (tensor<512xbf16>) -> tensor<512xf32>
      %617 = stablehlo.broadcast_in_dim %616, dims = [2] : (tensor<512xf32>) -> tensor<2x256x512xf32>
      %618 = stablehlo.multiply %615, %617 : tensor<2x256x512xf32>
      %619 = mhlo.bitcast %arg46 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %621 = stablehlo.multiply %618, %620 : tensor<2x256x512xf32>
      %622 = mhlo.bitcast %arg47 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x1x512xf32>) -> tensor<2x256x512xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %623 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %624 = stablehlo.multiply %arg42, %623 : tensor<2x256x1xf32>
      %625 = stablehlo.multiply %arg41, %624 : tensor<2x256x1xf32>
      %cst_4 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %626 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %627 = stablehlo.multiply %625, %626 : tensor<2x256x1xf32>
      %628 = mhlo.bitcast %627 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
      %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
      %630 = stablehlo.multiply %622, %629 : tensor<2x256x512xf32>
      %631 = stablehlo.add %621, %630 : tensor<2x256x512xf32>
      %632 = stablehlo.add %631, %630 : tensor<2x256x512xf32>
      %633 = stablehlo.convert %632 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %634 = stablehlo.convert %633 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %635 = stablehlo.add %613, %634 : tensor<2x256x512xf32>
      %636 = stablehlo.convert %635 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %637 = stablehlo.convert %636 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %638 = mhlo.bitcast %637 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[512,1,512]{2,0,1}"} : (tensor<2x256x512xf32>) -> tensor<512x1x512xf32>
      %639 = mhlo.copy %638 : tensor<512x1x512xf32>
      mhlo.return %639 : tensor<512x1x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<2x256x1xf32>, tensor<512x512xbf16>, tensor<2x256x512xbf16>, tensor<512xbf16>, tensor<2x256x1xf32>, tensor<512x1x512xf32>) -> tensor<512x1x512xf32>
    %422 = "mhlo.fusion"(%2, %3, %421) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4096x512xf32>, %arg42: tensor<512x1xi32>, %arg43: tensor<512x1x512xf32>):
      %613 = "stablehlo.scatter"(%arg41, %arg42, %arg43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
        %614 = stablehlo.add %arg44, %arg45 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<4096x512xf32>, tensor<512x1xi32>, tensor<512x1x512xf32>) -> tensor<4096x512xf32>
      mhlo.return %613 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>, tensor<512x1xi32>, tensor<512x1x512xf32>) -> tensor<4096x512xf32>
    %423 = "mhlo.fusion"(%261, %248) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %618 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %424 = "mhlo.fusion"(%423, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %613 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %425 = "mhlo.fusion"(%424, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x512xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg43: tensor<f32>, %arg44: tensor<f32>)  {
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }
      mhlo.return %613 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %426 = "mhlo.fusion"(%417, %11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %618 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %427 = "mhlo.fusion"(%426, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %613 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %428 = "mhlo.fusion"(%427, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x512xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg43: tensor<f32>, %arg44: tensor<f32>)  {
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }
      mhlo.return %613 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %429 = "mhlo.fusion"(%392, %47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %618 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %430 = "mhlo.fusion"(%429, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %613 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %431 = "mhlo.fusion"(%430, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x512xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg43: tensor<f32>, %arg44: tensor<f32>)  {
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }
      mhlo.return %613 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %432 = "mhlo.fusion"(%382) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.transpose %613, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %615 = mhlo.copy %614 : tensor<512x2x256xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %433 = "mhlo.fusion"(%432, %61) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %434 = "mhlo.fusion"(%433) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %435 = "mhlo.fusion"(%386) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %616 = mhlo.copy %615 : tensor<1408x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %617 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<1408x512xf32>
    %436 = "mhlo.fusion"(%435, %48) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %613 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %437 = "mhlo.fusion"(%436) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %438 = "mhlo.fusion"(%389) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %616 = mhlo.copy %615 : tensor<1408x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %617 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<1408x512xf32>
    %439 = "mhlo.fusion"(%438, %48) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %613 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %440 = "mhlo.fusion"(%439) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %441 = "mhlo.fusion"(%409) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %616 = mhlo.copy %615 : tensor<512x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %442 = "mhlo.fusion"(%441, %12) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %443 = "mhlo.fusion"(%442) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %444 = "mhlo.fusion"(%396) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.transpose %613, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %615 = mhlo.copy %614 : tensor<512x2x256xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %445 = "mhlo.fusion"(%444, %39) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %446 = "mhlo.fusion"(%445) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %447 = "mhlo.fusion"(%405) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %616 = mhlo.copy %615 : tensor<512x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %448 = "mhlo.fusion"(%447, %12) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %449 = "mhlo.fusion"(%448) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %450 = "mhlo.fusion"(%414) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %614 = stablehlo.transpose %613, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %615 = mhlo.copy %614 : tensor<2x256x8x64xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.transpose %616, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %618 = mhlo.copy %617 : tensor<512x2x256xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %451 = "mhlo.fusion"(%450, %12) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %452 = "mhlo.fusion"(%451) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %453 = "mhlo.fusion"(%378, %70) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %618 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %454 = "mhlo.fusion"(%453, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %613 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %455 = "mhlo.fusion"(%454, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x512xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg43: tensor<f32>, %arg44: tensor<f32>)  {
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }
      mhlo.return %613 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %456 = "mhlo.fusion"(%353, %105) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %618 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %457 = "mhlo.fusion"(%456, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %613 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %458 = "mhlo.fusion"(%457, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x512xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg43: tensor<f32>, %arg44: tensor<f32>)  {
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }
      mhlo.return %613 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %459 = "mhlo.fusion"(%343) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.transpose %613, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %615 = mhlo.copy %614 : tensor<512x2x256xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %460 = "mhlo.fusion"(%459, %119) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %461 = "mhlo.fusion"(%460) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %462 = "mhlo.fusion"(%347) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %616 = mhlo.copy %615 : tensor<1408x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %617 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<1408x512xf32>
    %463 = "mhlo.fusion"(%462, %106) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %613 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %464 = "mhlo.fusion"(%463) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %465 = "mhlo.fusion"(%350) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %616 = mhlo.copy %615 : tensor<1408x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %617 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<1408x512xf32>
    %466 = "mhlo.fusion"(%465, %106) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %613 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %467 = "mhlo.fusion"(%466) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %468 = "mhlo.fusion"(%370) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %616 = mhlo.copy %615 : tensor<512x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %469 = "mhlo.fusion"(%468, %71) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %470 = "mhlo.fusion"(%469) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %471 = "mhlo.fusion"(%357) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.transpose %613, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %615 = mhlo.copy %614 : tensor<512x2x256xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %472 = "mhlo.fusion"(%471, %97) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %473 = "mhlo.fusion"(%472) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %474 = "mhlo.fusion"(%366) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %616 = mhlo.copy %615 : tensor<512x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %475 = "mhlo.fusion"(%474, %71) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %476 = "mhlo.fusion"(%475) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %477 = "mhlo.fusion"(%375) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %614 = stablehlo.transpose %613, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %615 = mhlo.copy %614 : tensor<2x256x8x64xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.transpose %616, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %618 = mhlo.copy %617 : tensor<512x2x256xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %478 = "mhlo.fusion"(%477, %71) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %479 = "mhlo.fusion"(%478) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %480 = "mhlo.fusion"(%339, %128) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %618 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %481 = "mhlo.fusion"(%480, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %613 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %482 = "mhlo.fusion"(%481, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x512xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg43: tensor<f32>, %arg44: tensor<f32>)  {
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }
      mhlo.return %613 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %483 = "mhlo.fusion"(%314, %163) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %618 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %484 = "mhlo.fusion"(%483, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %613 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %485 = "mhlo.fusion"(%484, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x512xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg43: tensor<f32>, %arg44: tensor<f32>)  {
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }
      mhlo.return %613 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %486 = "mhlo.fusion"(%304) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.transpose %613, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %615 = mhlo.copy %614 : tensor<512x2x256xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %487 = "mhlo.fusion"(%486, %177) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %488 = "mhlo.fusion"(%487) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %489 = "mhlo.fusion"(%308) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %616 = mhlo.copy %615 : tensor<1408x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %617 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<1408x512xf32>
    %490 = "mhlo.fusion"(%489, %164) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %613 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %491 = "mhlo.fusion"(%490) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %492 = "mhlo.fusion"(%311) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %616 = mhlo.copy %615 : tensor<1408x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %617 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<1408x512xf32>
    %493 = "mhlo.fusion"(%492, %164) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %613 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %494 = "mhlo.fusion"(%493) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %495 = "mhlo.fusion"(%331) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %616 = mhlo.copy %615 : tensor<512x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %496 = "mhlo.fusion"(%495, %129) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %497 = "mhlo.fusion"(%496) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %498 = "mhlo.fusion"(%318) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.transpose %613, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %615 = mhlo.copy %614 : tensor<512x2x256xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %499 = "mhlo.fusion"(%498, %155) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %500 = "mhlo.fusion"(%499) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %501 = "mhlo.fusion"(%327) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %616 = mhlo.copy %615 : tensor<512x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %502 = "mhlo.fusion"(%501, %129) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %503 = "mhlo.fusion"(%502) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %504 = "mhlo.fusion"(%336) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %614 = stablehlo.transpose %613, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %615 = mhlo.copy %614 : tensor<2x256x8x64xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.transpose %616, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %618 = mhlo.copy %617 : tensor<512x2x256xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %505 = "mhlo.fusion"(%504, %129) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %506 = "mhlo.fusion"(%505) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %507 = "mhlo.fusion"(%300, %186) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %618 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %508 = "mhlo.fusion"(%507, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %613 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %509 = "mhlo.fusion"(%508, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x512xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg43: tensor<f32>, %arg44: tensor<f32>)  {
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }
      mhlo.return %613 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %510 = "mhlo.fusion"(%275, %221) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %615 = mhlo.bitcast %614 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x512xf32>) -> tensor<2x256x512xf32>
      %616 = stablehlo.multiply %613, %615 : tensor<2x256x512xf32>
      %617 = stablehlo.convert %616 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
      %618 = stablehlo.convert %617 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      mhlo.return %618 : tensor<2x256x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %511 = "mhlo.fusion"(%510, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }) : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
      mhlo.return %613 : tensor<1x8x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<1x8x512xf32>
    %512 = "mhlo.fusion"(%511, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x512xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) across dimensions = [0, 1] : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
       reducer(%arg43: tensor<f32>, %arg44: tensor<f32>)  {
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        %615 = stablehlo.convert %614 : (tensor<f32>) -> tensor<bf16>
        %616 = stablehlo.convert %615 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %616 : tensor<f32>
      }
      mhlo.return %613 : tensor<512xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x512xf32>, tensor<f32>) -> tensor<512xf32>
    %513 = "mhlo.fusion"(%265) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.transpose %613, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %615 = mhlo.copy %614 : tensor<512x2x256xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %514 = "mhlo.fusion"(%513, %235) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x1408xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
      mhlo.return %613 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %515 = "mhlo.fusion"(%514) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      mhlo.return %614 : tensor<512x1408xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xf32>
    %516 = "mhlo.fusion"(%269) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %616 = mhlo.copy %615 : tensor<1408x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %617 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<1408x512xf32>
    %517 = "mhlo.fusion"(%516, %222) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %613 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %518 = "mhlo.fusion"(%517) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %519 = "mhlo.fusion"(%272) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x1408xf32>) -> tensor<2x256x1408xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[1408,2,256]{0,2,1}"} : (tensor<2x256x1408xf32>) -> tensor<1408x2x256xf32>
      %616 = mhlo.copy %615 : tensor<1408x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1408x2x256xf32>) -> tensor<1408x512xf32>
      mhlo.return %617 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>) -> tensor<1408x512xf32>
    %520 = "mhlo.fusion"(%519, %222) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
      mhlo.return %613 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>, tensor<512x512xf32>) -> tensor<1408x512xf32>
    %521 = "mhlo.fusion"(%520) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      mhlo.return %614 : tensor<1408x512xf32>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xf32>
    %522 = "mhlo.fusion"(%292) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %616 = mhlo.copy %615 : tensor<512x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %523 = "mhlo.fusion"(%522, %187) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %524 = "mhlo.fusion"(%523) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %525 = "mhlo.fusion"(%279) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x512xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
      %614 = stablehlo.transpose %613, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %615 = mhlo.copy %614 : tensor<512x2x256xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %616 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x512xbf16>) -> tensor<512x512xf32>
    %526 = "mhlo.fusion"(%525, %213) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %527 = "mhlo.fusion"(%526) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %528 = "mhlo.fusion"(%288) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x8x64xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
      %614 = mhlo.bitcast %613 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %615 = stablehlo.transpose %614, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %616 = mhlo.copy %615 : tensor<512x2x256xf32>
      %617 = mhlo.bitcast %616 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %617 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x8x64xbf16>) -> tensor<512x512xf32>
    %529 = "mhlo.fusion"(%528, %187) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %530 = "mhlo.fusion"(%529) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %531 = "mhlo.fusion"(%297) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x8x64x256xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x8x64x256xbf16>) -> tensor<2x8x64x256xf32>
      %614 = stablehlo.transpose %613, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
      %615 = mhlo.copy %614 : tensor<2x256x8x64xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x8x64xf32>) -> tensor<2x256x512xf32>
      %617 = stablehlo.transpose %616, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[512,2,256]{0,2,1}"} : (tensor<2x256x512xf32>) -> tensor<512x2x256xf32>
      %618 = mhlo.copy %617 : tensor<512x2x256xf32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<512x2x256xf32>) -> tensor<512x512xf32>
      mhlo.return %619 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x64x256xbf16>) -> tensor<512x512xf32>
    %532 = "mhlo.fusion"(%531, %187) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<512x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      mhlo.return %613 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %533 = "mhlo.fusion"(%532) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      mhlo.return %614 : tensor<512x512xf32>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %534 = "mhlo.fusion"(%258) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x4096xbf16>):
      %613 = stablehlo.convert %arg41 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
      %614 = stablehlo.transpose %613, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4096,2,256]{0,2,1}"} : (tensor<2x256x4096xf32>) -> tensor<4096x2x256xf32>
      %615 = mhlo.copy %614 : tensor<4096x2x256xf32>
      %616 = mhlo.bitcast %615 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4096x2x256xf32>) -> tensor<4096x512xf32>
      mhlo.return %616 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xbf16>) -> tensor<4096x512xf32>
    %535 = "mhlo.fusion"(%534, %249) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg41: tensor<4096x512xf32>, %arg42: tensor<512x512xf32>):
      %613 = stablehlo.dot %arg41, %arg42, precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<512x512xf32>) -> tensor<4096x512xf32>
      mhlo.return %613 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>, tensor<512x512xf32>) -> tensor<4096x512xf32>
    %536 = "mhlo.fusion"(%535) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4096x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      %614 = stablehlo.convert %613 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      mhlo.return %614 : tensor<4096x512xf32>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>) -> tensor<4096x512xf32>
    %537 = "mhlo.fusion"(%255) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xf32>):
      %613 = stablehlo.log %arg41 : tensor<2x256xf32>
      mhlo.return %613 : tensor<2x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %538 = "mhlo.fusion"(%arg40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256xi32>):
      %613 = stablehlo.iota dim = 0 : tensor<2x256x1x1xi32>
      %614 = stablehlo.iota dim = 1 : tensor<2x256x1x1xi32>
      %615 = mhlo.bitcast %arg41 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %616 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %617 = stablehlo.compare LT, %615, %616 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
      %c_3 = stablehlo.constant dense<4096> : tensor<i32>
      %618 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %619 = stablehlo.add %615, %618 : tensor<2x256x1xi32>
      %620 = stablehlo.select %617, %619, %615 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
      %621 = mhlo.bitcast %620 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
      %622 = stablehlo.concatenate %613, %614, %621, dim = 3 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x3xi32>
      mhlo.return %622 : tensor<2x256x1x3xi32>
    }) {output_operand_aliasing = []} : (tensor<2x256xi32>) -> tensor<2x256x1x3xi32>
    %539 = "mhlo.fusion"(%253, %537, %538, %arg40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x4096xf32>, %arg42: tensor<2x256xf32>, %arg43: tensor<2x256x1x3xi32>, %arg44: tensor<2x256xi32>):
      %613 = mhlo.bitcast %arg44 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %614 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %615 = stablehlo.compare LT, %613, %614 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
      %c_3 = stablehlo.constant dense<4096> : tensor<i32>
      %616 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
      %617 = stablehlo.add %613, %616 : tensor<2x256x1xi32>
      %618 = stablehlo.select %615, %617, %613 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
      %619 = mhlo.bitcast %618 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
      %620 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
      %621 = stablehlo.compare GE, %619, %620 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
      %c_4 = stablehlo.constant dense<4095> : tensor<i32>
      %622 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
      %623 = stablehlo.compare LE, %619, %622 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
      %624 = stablehlo.and %621, %623 : tensor<2x256x1x1xi1>
      %625 = mhlo.bitcast %624 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "pred[2,256,1]{1,0,2}"} : (tensor<2x256x1x1xi1>) -> tensor<2x256x1xi1>
      %626 = mhlo.copy %625 : tensor<2x256x1xi1>
      %627 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
      %628 = stablehlo.subtract %arg41, %627 : tensor<2x256x4096xf32>
      %629 = mhlo.bitcast %arg43 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x256x1x3xi32>) -> tensor<512x3xi32>
      %630 = "stablehlo.gather"(%628, %629) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x256x4096xf32>, tensor<512x3xi32>) -> tensor<512x1x1x1xf32>
      %631 = mhlo.bitcast %630 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,1]{1,0,2}"} : (tensor<512x1x1x1xf32>) -> tensor<2x256x1xf32>
      %632 = mhlo.copy %631 : tensor<2x256x1xf32>
      %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %633 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
      %634 = stablehlo.select %626, %632, %633 : tensor<2x256x1xi1>, tensor<2x256x1xf32>
      mhlo.return %634 : tensor<2x256x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x4096xf32>, tensor<2x256xf32>, tensor<2x256x1x3xi32>, tensor<2x256xi32>) -> tensor<2x256x1xf32>
    %540 = "mhlo.fusion"(%539, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<2x256x1xf32>, %arg42: tensor<f32>):
      %613 = "stablehlo.reduce_window"(%arg41, %arg42) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 2, 32, 1>, window_strides = array<i64: 2, 32, 1>}> ({
      ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
        %614 = stablehlo.add %arg43, %arg44 : tensor<f32>
        stablehlo.return %614 : tensor<f32>
      }) : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
      mhlo.return %613 : tensor<1x8x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<1x8x1xf32>
    %541 = "mhlo.fusion"(%540, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1x8x1xf32>, %arg42: tensor<f32>):
      %613 = stablehlo.reduce(%arg41 init: %arg42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %613 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<1x8x1xf32>, tensor<f32>) -> tensor<f32>
    %542:40 = "stablehlo.all_reduce"(%422, %425, %428, %431, %434, %437, %440, %443, %446, %449, %452, %455, %458, %461, %464, %467, %470, %473, %476, %479, %482, %485, %488, %491, %494, %497, %500, %503, %506, %509, %512, %515, %518, %521, %524, %527, %530, %533, %536, %541) <{channel_handle = #stablehlo.channel_handle<handle = 38, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %613 = stablehlo.add %arg41, %arg42 : tensor<f32>
      stablehlo.return %613 : tensor<f32>
    }) : (tensor<4096x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<4096x512xf32>, tensor<f32>) -> (tensor<4096x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x1408xf32>, tensor<1408x512xf32>, tensor<1408x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<4096x512xf32>, tensor<f32>)
    %543 = "mhlo.fusion"(%542#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4096x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      mhlo.return %613 : tensor<4096x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %544 = "mhlo.fusion"(%0, %543, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<ui32>, %arg42: tensor<4096x512xbf16>, %arg43: tensor<512x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %614 = stablehlo.convert %arg42 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %615 = stablehlo.convert %arg41 : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<512> : tensor<i32>
      %616 = stablehlo.multiply %615, %c : tensor<i32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %616, %c_3, sizes = [512, 512] : (tensor<4096x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
      %618 = stablehlo.convert %617 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x512xf32>
      %622 = stablehlo.convert %621 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %624 = stablehlo.subtract %613, %623 : tensor<512x512xf32>
      %625 = stablehlo.convert %624 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %625 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<ui32>, tensor<4096x512xbf16>, tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %545 = "mhlo.fusion"(%542#1, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xf32>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xf32>) -> tensor<512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<512xf32>
      %618 = stablehlo.convert %617 : (tensor<512xf32>) -> tensor<512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512xbf16>) -> tensor<512xf32>
      %620 = stablehlo.subtract %613, %619 : tensor<512xf32>
      %621 = stablehlo.convert %620 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %621 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %546 = "mhlo.fusion"(%542#2, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xf32>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xf32>) -> tensor<512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<512xf32>
      %618 = stablehlo.convert %617 : (tensor<512xf32>) -> tensor<512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512xbf16>) -> tensor<512xf32>
      %620 = stablehlo.subtract %613, %619 : tensor<512xf32>
      %621 = stablehlo.convert %620 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %621 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %547 = "mhlo.fusion"(%542#3, %arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xf32>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xf32>) -> tensor<512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<512xf32>
      %618 = stablehlo.convert %617 : (tensor<512xf32>) -> tensor<512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512xbf16>) -> tensor<512xf32>
      %620 = stablehlo.subtract %613, %619 : tensor<512xf32>
      %621 = stablehlo.convert %620 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %621 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %548 = "mhlo.fusion"(%542#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %549 = "mhlo.fusion"(%548, %0, %arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<ui32>, %arg43: tensor<176x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<176> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
      %618 = stablehlo.convert %617 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x176xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x176xf32>
      %622 = stablehlo.convert %621 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
      %625 = mhlo.copy %624 : tensor<176x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<176x512xf32>
      %627 = stablehlo.convert %626 : (tensor<176x512xf32>) -> tensor<176x512xbf16>
      mhlo.return %627 : tensor<176x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<ui32>, tensor<176x512xbf16>) -> tensor<176x512xbf16>
    %550 = "mhlo.fusion"(%542#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %613 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %551 = "mhlo.fusion"(%550, %0, %arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %618 = stablehlo.convert %617 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<1408x64xf32>
      %622 = stablehlo.convert %621 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %625 = mhlo.copy %624 : tensor<64x1408xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x1408xf32>
      %627 = stablehlo.convert %626 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
      mhlo.return %627 : tensor<64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xbf16>, tensor<ui32>, tensor<64x1408xbf16>) -> tensor<64x1408xbf16>
    %552 = "mhlo.fusion"(%542#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %613 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %553 = "mhlo.fusion"(%552, %0, %arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %618 = stablehlo.convert %617 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<1408x64xf32>
      %622 = stablehlo.convert %621 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %625 = mhlo.copy %624 : tensor<64x1408xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x1408xf32>
      %627 = stablehlo.convert %626 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
      mhlo.return %627 : tensor<64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xbf16>, tensor<ui32>, tensor<64x1408xbf16>) -> tensor<64x1408xbf16>
    %554 = "mhlo.fusion"(%542#7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %555 = "mhlo.fusion"(%554, %0, %arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %556 = "mhlo.fusion"(%542#8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %557 = "mhlo.fusion"(%556, %0, %arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %558 = "mhlo.fusion"(%542#9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %559 = "mhlo.fusion"(%558, %0, %arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %560 = "mhlo.fusion"(%542#10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %561 = "mhlo.fusion"(%560, %0, %arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %562 = "mhlo.fusion"(%542#11, %arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xf32>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xf32>) -> tensor<512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<512xf32>
      %618 = stablehlo.convert %617 : (tensor<512xf32>) -> tensor<512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512xbf16>) -> tensor<512xf32>
      %620 = stablehlo.subtract %613, %619 : tensor<512xf32>
      %621 = stablehlo.convert %620 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %621 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %563 = "mhlo.fusion"(%542#12, %arg12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xf32>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xf32>) -> tensor<512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<512xf32>
      %618 = stablehlo.convert %617 : (tensor<512xf32>) -> tensor<512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512xbf16>) -> tensor<512xf32>
      %620 = stablehlo.subtract %613, %619 : tensor<512xf32>
      %621 = stablehlo.convert %620 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %621 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %564 = "mhlo.fusion"(%542#13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %565 = "mhlo.fusion"(%564, %0, %arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<ui32>, %arg43: tensor<176x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<176> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
      %618 = stablehlo.convert %617 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x176xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x176xf32>
      %622 = stablehlo.convert %621 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
      %625 = mhlo.copy %624 : tensor<176x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<176x512xf32>
      %627 = stablehlo.convert %626 : (tensor<176x512xf32>) -> tensor<176x512xbf16>
      mhlo.return %627 : tensor<176x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<ui32>, tensor<176x512xbf16>) -> tensor<176x512xbf16>
    %566 = "mhlo.fusion"(%542#14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %613 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %567 = "mhlo.fusion"(%566, %0, %arg14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %618 = stablehlo.convert %617 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<1408x64xf32>
      %622 = stablehlo.convert %621 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %625 = mhlo.copy %624 : tensor<64x1408xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x1408xf32>
      %627 = stablehlo.convert %626 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
      mhlo.return %627 : tensor<64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xbf16>, tensor<ui32>, tensor<64x1408xbf16>) -> tensor<64x1408xbf16>
    %568 = "mhlo.fusion"(%542#15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %613 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %569 = "mhlo.fusion"(%568, %0, %arg15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %618 = stablehlo.convert %617 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<1408x64xf32>
      %622 = stablehlo.convert %621 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %625 = mhlo.copy %624 : tensor<64x1408xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x1408xf32>
      %627 = stablehlo.convert %626 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
      mhlo.return %627 : tensor<64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xbf16>, tensor<ui32>, tensor<64x1408xbf16>) -> tensor<64x1408xbf16>
    %570 = "mhlo.fusion"(%542#16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %571 = "mhlo.fusion"(%570, %0, %arg16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %572 = "mhlo.fusion"(%542#17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %573 = "mhlo.fusion"(%572, %0, %arg17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %574 = "mhlo.fusion"(%542#18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %575 = "mhlo.fusion"(%574, %0, %arg18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %576 = "mhlo.fusion"(%542#19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %577 = "mhlo.fusion"(%576, %0, %arg19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %578 = "mhlo.fusion"(%542#20, %arg20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xf32>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xf32>) -> tensor<512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<512xf32>
      %618 = stablehlo.convert %617 : (tensor<512xf32>) -> tensor<512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512xbf16>) -> tensor<512xf32>
      %620 = stablehlo.subtract %613, %619 : tensor<512xf32>
      %621 = stablehlo.convert %620 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %621 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %579 = "mhlo.fusion"(%542#21, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xf32>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xf32>) -> tensor<512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<512xf32>
      %618 = stablehlo.convert %617 : (tensor<512xf32>) -> tensor<512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512xbf16>) -> tensor<512xf32>
      %620 = stablehlo.subtract %613, %619 : tensor<512xf32>
      %621 = stablehlo.convert %620 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %621 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %580 = "mhlo.fusion"(%542#22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %581 = "mhlo.fusion"(%580, %0, %arg22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<ui32>, %arg43: tensor<176x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<176> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
      %618 = stablehlo.convert %617 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x176xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x176xf32>
      %622 = stablehlo.convert %621 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
      %625 = mhlo.copy %624 : tensor<176x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<176x512xf32>
      %627 = stablehlo.convert %626 : (tensor<176x512xf32>) -> tensor<176x512xbf16>
      mhlo.return %627 : tensor<176x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<ui32>, tensor<176x512xbf16>) -> tensor<176x512xbf16>
    %582 = "mhlo.fusion"(%542#23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %613 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %583 = "mhlo.fusion"(%582, %0, %arg23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %618 = stablehlo.convert %617 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<1408x64xf32>
      %622 = stablehlo.convert %621 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %625 = mhlo.copy %624 : tensor<64x1408xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x1408xf32>
      %627 = stablehlo.convert %626 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
      mhlo.return %627 : tensor<64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xbf16>, tensor<ui32>, tensor<64x1408xbf16>) -> tensor<64x1408xbf16>
    %584 = "mhlo.fusion"(%542#24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %613 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %585 = "mhlo.fusion"(%584, %0, %arg24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %618 = stablehlo.convert %617 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<1408x64xf32>
      %622 = stablehlo.convert %621 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %625 = mhlo.copy %624 : tensor<64x1408xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x1408xf32>
      %627 = stablehlo.convert %626 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
      mhlo.return %627 : tensor<64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xbf16>, tensor<ui32>, tensor<64x1408xbf16>) -> tensor<64x1408xbf16>
    %586 = "mhlo.fusion"(%542#25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %587 = "mhlo.fusion"(%586, %0, %arg25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %588 = "mhlo.fusion"(%542#26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %589 = "mhlo.fusion"(%588, %0, %arg26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %590 = "mhlo.fusion"(%542#27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %591 = "mhlo.fusion"(%590, %0, %arg27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %592 = "mhlo.fusion"(%542#28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %593 = "mhlo.fusion"(%592, %0, %arg28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %594 = "mhlo.fusion"(%542#29, %arg29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xf32>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xf32>) -> tensor<512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<512xf32>
      %618 = stablehlo.convert %617 : (tensor<512xf32>) -> tensor<512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512xbf16>) -> tensor<512xf32>
      %620 = stablehlo.subtract %613, %619 : tensor<512xf32>
      %621 = stablehlo.convert %620 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %621 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %595 = "mhlo.fusion"(%542#30, %arg30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512xf32>, %arg42: tensor<512xbf16>):
      %613 = stablehlo.convert %arg42 : (tensor<512xbf16>) -> tensor<512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512xf32>) -> tensor<512xbf16>
      %615 = stablehlo.convert %614 : (tensor<512xbf16>) -> tensor<512xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %617 = stablehlo.multiply %615, %616 : tensor<512xf32>
      %618 = stablehlo.convert %617 : (tensor<512xf32>) -> tensor<512xbf16>
      %619 = stablehlo.convert %618 : (tensor<512xbf16>) -> tensor<512xf32>
      %620 = stablehlo.subtract %613, %619 : tensor<512xf32>
      %621 = stablehlo.convert %620 : (tensor<512xf32>) -> tensor<512xbf16>
      mhlo.return %621 : tensor<512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512xf32>, tensor<512xbf16>) -> tensor<512xbf16>
    %596 = "mhlo.fusion"(%542#31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
      mhlo.return %613 : tensor<512x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xf32>) -> tensor<512x1408xbf16>
    %597 = "mhlo.fusion"(%596, %0, %arg31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x1408xbf16>, %arg42: tensor<ui32>, %arg43: tensor<176x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<176x512xbf16>) -> tensor<176x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x1408xbf16>) -> tensor<512x1408xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<176> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 176] : (tensor<512x1408xf32>, tensor<i32>, tensor<i32>) -> tensor<512x176xf32>
      %618 = stablehlo.convert %617 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x176xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x176xf32>
      %622 = stablehlo.convert %621 : (tensor<512x176xf32>) -> tensor<512x176xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x176xbf16>) -> tensor<512x176xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[176,512]{0,1}"} : (tensor<512x176xf32>) -> tensor<176x512xf32>
      %625 = mhlo.copy %624 : tensor<176x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<176x512xf32>
      %627 = stablehlo.convert %626 : (tensor<176x512xf32>) -> tensor<176x512xbf16>
      mhlo.return %627 : tensor<176x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x1408xbf16>, tensor<ui32>, tensor<176x512xbf16>) -> tensor<176x512xbf16>
    %598 = "mhlo.fusion"(%542#32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %613 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %599 = "mhlo.fusion"(%598, %0, %arg32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %618 = stablehlo.convert %617 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<1408x64xf32>
      %622 = stablehlo.convert %621 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %625 = mhlo.copy %624 : tensor<64x1408xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x1408xf32>
      %627 = stablehlo.convert %626 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
      mhlo.return %627 : tensor<64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xbf16>, tensor<ui32>, tensor<64x1408xbf16>) -> tensor<64x1408xbf16>
    %600 = "mhlo.fusion"(%542#33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
      mhlo.return %613 : tensor<1408x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xf32>) -> tensor<1408x512xbf16>
    %601 = "mhlo.fusion"(%600, %0, %arg33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<1408x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x1408xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x1408xbf16>) -> tensor<64x1408xf32>
      %614 = stablehlo.convert %arg41 : (tensor<1408x512xbf16>) -> tensor<1408x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [1408, 64] : (tensor<1408x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1408x64xf32>
      %618 = stablehlo.convert %617 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1408x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<1408x64xf32>
      %622 = stablehlo.convert %621 : (tensor<1408x64xf32>) -> tensor<1408x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<1408x64xbf16>) -> tensor<1408x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,1408]{0,1}"} : (tensor<1408x64xf32>) -> tensor<64x1408xf32>
      %625 = mhlo.copy %624 : tensor<64x1408xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x1408xf32>
      %627 = stablehlo.convert %626 : (tensor<64x1408xf32>) -> tensor<64x1408xbf16>
      mhlo.return %627 : tensor<64x1408xbf16>
    }) {output_operand_aliasing = []} : (tensor<1408x512xbf16>, tensor<ui32>, tensor<64x1408xbf16>) -> tensor<64x1408xbf16>
    %602 = "mhlo.fusion"(%542#34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %603 = "mhlo.fusion"(%602, %0, %arg34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %604 = "mhlo.fusion"(%542#35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %605 = "mhlo.fusion"(%604, %0, %arg35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %606 = "mhlo.fusion"(%542#36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %607 = "mhlo.fusion"(%606, %0, %arg36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %608 = "mhlo.fusion"(%542#37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
      mhlo.return %613 : tensor<512x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %609 = "mhlo.fusion"(%608, %0, %arg37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<512x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x512xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
      %614 = stablehlo.convert %arg41 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [512, 64] : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x64xf32>
      %618 = stablehlo.convert %617 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<512x64xf32>
      %622 = stablehlo.convert %621 : (tensor<512x64xf32>) -> tensor<512x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<512x64xbf16>) -> tensor<512x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,512]{0,1}"} : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %625 = mhlo.copy %624 : tensor<64x512xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x512xf32>
      %627 = stablehlo.convert %626 : (tensor<64x512xf32>) -> tensor<64x512xbf16>
      mhlo.return %627 : tensor<64x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<512x512xbf16>, tensor<ui32>, tensor<64x512xbf16>) -> tensor<64x512xbf16>
    %610 = "mhlo.fusion"(%542#38) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4096x512xf32>):
      %613 = stablehlo.convert %arg41 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
      mhlo.return %613 : tensor<4096x512xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %611 = "mhlo.fusion"(%610, %0, %arg38) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<4096x512xbf16>, %arg42: tensor<ui32>, %arg43: tensor<64x4096xbf16>):
      %613 = stablehlo.convert %arg43 : (tensor<64x4096xbf16>) -> tensor<64x4096xf32>
      %614 = stablehlo.convert %arg41 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %615 = stablehlo.convert %arg42 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<64> : tensor<i32>
      %616 = stablehlo.multiply %615, %c_3 : tensor<i32>
      %617 = stablehlo.dynamic_slice %614, %c, %616, sizes = [4096, 64] : (tensor<4096x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4096x64xf32>
      %618 = stablehlo.convert %617 : (tensor<4096x64xf32>) -> tensor<4096x64xbf16>
      %619 = stablehlo.convert %618 : (tensor<4096x64xbf16>) -> tensor<4096x64xf32>
      %cst_4 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
      %621 = stablehlo.multiply %619, %620 : tensor<4096x64xf32>
      %622 = stablehlo.convert %621 : (tensor<4096x64xf32>) -> tensor<4096x64xbf16>
      %623 = stablehlo.convert %622 : (tensor<4096x64xbf16>) -> tensor<4096x64xf32>
      %624 = stablehlo.transpose %623, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,4096]{0,1}"} : (tensor<4096x64xf32>) -> tensor<64x4096xf32>
      %625 = mhlo.copy %624 : tensor<64x4096xf32>
      %626 = stablehlo.subtract %613, %625 : tensor<64x4096xf32>
      %627 = stablehlo.convert %626 : (tensor<64x4096xf32>) -> tensor<64x4096xbf16>
      mhlo.return %627 : tensor<64x4096xbf16>
    }) {output_operand_aliasing = []} : (tensor<4096x512xbf16>, tensor<ui32>, tensor<64x4096xbf16>) -> tensor<64x4096xbf16>
    %612 = "mhlo.fusion"(%542#39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg41: tensor<f32>):
      %cst_3 = stablehlo.constant dense<2.44140625E-4> : tensor<f32>
      %613 = stablehlo.multiply %arg41, %cst_3 : tensor<f32>
      %614 = stablehlo.negate %613 : tensor<f32>
      mhlo.return %614 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %544, %545, %546, %547, %549, %551, %553, %555, %557, %559, %561, %562, %563, %565, %567, %569, %571, %573, %575, %577, %578, %579, %581, %583, %585, %587, %589, %591, %593, %594, %595, %597, %599, %601, %603, %605, %607, %609, %611, %612 : tensor<512x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x4096xbf16>, tensor<f32>
  }
}
