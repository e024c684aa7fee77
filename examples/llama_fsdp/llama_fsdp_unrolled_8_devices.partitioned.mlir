module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 4 : i64}, output_index = array<i64: 4>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 5 : i64}, output_index = array<i64: 5>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 6 : i64}, output_index = array<i64: 6>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 7 : i64}, output_index = array<i64: 7>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 8 : i64}, output_index = array<i64: 8>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 9 : i64}, output_index = array<i64: 9>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 10 : i64}, output_index = array<i64: 10>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 11 : i64}, output_index = array<i64: 11>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 12 : i64}, output_index = array<i64: 12>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 13 : i64}, output_index = array<i64: 13>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 14 : i64}, output_index = array<i64: 14>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 15 : i64}, output_index = array<i64: 15>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 16 : i64}, output_index = array<i64: 16>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 17 : i64}, output_index = array<i64: 17>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 18 : i64}, output_index = array<i64: 18>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 19 : i64}, output_index = array<i64: 19>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 20 : i64}, output_index = array<i64: 20>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 21 : i64}, output_index = array<i64: 21>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 22 : i64}, output_index = array<i64: 22>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 23 : i64}, output_index = array<i64: 23>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 24 : i64}, output_index = array<i64: 24>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 25 : i64}, output_index = array<i64: 25>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 26 : i64}, output_index = array<i64: 26>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 27 : i64}, output_index = array<i64: 27>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 28 : i64}, output_index = array<i64: 28>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 29 : i64}, output_index = array<i64: 29>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 30 : i64}, output_index = array<i64: 30>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 31 : i64}, output_index = array<i64: 31>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 32 : i64}, output_index = array<i64: 32>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 33 : i64}, output_index = array<i64: 33>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 34 : i64}, output_index = array<i64: 34>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 35 : i64}, output_index = array<i64: 35>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 36 : i64}, output_index = array<i64: 36>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 37 : i64}, output_index = array<i64: 37>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 38 : i64}, output_index = array<i64: 38>}], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{devices=[8,1]<=[8]}, {replicated}, {replicated}, {replicated}, {devices=[8,1]<=[8]}, /*index=5*/{devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=10*/{devices=[8,1]<=[8]}, {replicated}, {replicated}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=15*/{devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=20*/{replicated}, {replicated}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=25*/{devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {replicated}, /*index=30*/{replicated}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, /*index=35*/{devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {devices=[8,1]<=[8]}, {replicated}}", mhlo.spmd_parameters_shardings = ["{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{replicated}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{replicated}", "{replicated}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}", "{devices=[8,1]<=[8]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_2 = <["axis_0"=1, "axis_1"=8]>
  sdy.mesh @mesh_1 = <["axis_0"=8, "axis_1"=1, "axis_2"=1]>
  sdy.mesh @mesh = <["axis_0"=8, "axis_1"=1]>
  func.func private @region_0.0(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
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
  func.func private @region_22.23(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_23.24(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_24.25(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_25.26(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_26.27(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_27.28(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_28.29(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_29.30(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_30.31(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_31.32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_32.33(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_33.34(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_34.35(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_35.36(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_36.37(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_37.38(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_38.39(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_39.40(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_40.41(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_41.42(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_42.43(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_43.44(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_44.45(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_45.46(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_46.47(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_47.48(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_48.49(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_50.51(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_51.52(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_52.53(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_53.54(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_54.55(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_55.56(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_56.57(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_57.58(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_58.59(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_59.60(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_60.61(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_61.62(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_62.63(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_63.64(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_64.65(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_65.66(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_66.67(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_67.68(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_68.69(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_20.21.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_49.50.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_49.50.clone.1.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_50.51.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_52.53.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_54.55.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
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
  func.func private @region_56.57.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_58.59.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.7.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.8.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.9.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.10.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.11.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.12.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.13.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_60.61.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_62.63.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.14.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.15.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.16.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.17.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.18.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.19.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.20.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_64.65.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_66.67.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.21.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.22.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.23.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.24.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.25.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.26.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.27.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.28.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_68.69.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<512x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg3: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg4: tensor<176x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg5: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg6: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg7: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg8: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg9: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg10: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg11: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg12: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg13: tensor<176x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg14: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg15: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg16: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg17: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg18: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg19: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg20: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg21: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg22: tensor<176x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg23: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg24: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg25: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg26: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg27: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg28: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg29: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg30: tensor<512xbf16> {mhlo.sharding = "{replicated}"}, %arg31: tensor<176x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg32: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg33: tensor<64x1408xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg34: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg35: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg36: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg37: tensor<64x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg38: tensor<64x4096xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg39: tensor<2x256xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg40: tensor<2x256xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<512x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x4096xbf16>, tensor<f32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.compare NE, %0, %c : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<4096x512xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %4 = stablehlo.select %2, %3, %3 : tensor<4096x512xi1>, tensor<4096x512xbf16>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %6 = stablehlo.compare LT, %arg39, %5 : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
    %c_1 = stablehlo.constant dense<4096> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %8 = stablehlo.add %arg39, %7 : tensor<2x256xi32>
    %9 = stablehlo.select %6, %8, %arg39 : tensor<2x256xi1>, tensor<2x256xi32>
    %10 = stablehlo.reshape %9 : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x256x4096xf32>
    %12 = stablehlo.reshape %arg40 : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %14 = stablehlo.compare LT, %12, %13 : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %16 = stablehlo.add %12, %15 : tensor<2x256x1xi32>
    %17 = stablehlo.select %14, %16, %12 : tensor<2x256x1xi1>, tensor<2x256x1xi32>
    %18 = stablehlo.reshape %17 : (tensor<2x256x1xi32>) -> tensor<2x256x1x1xi32>
    %cst_3 = stablehlo.constant dense<-2.44140625E-4> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %20 = "stablehlo.scatter"(%11, %18, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<f32>
      stablehlo.return %1276 : tensor<f32>
    }) : (tensor<2x256x4096xf32>, tensor<2x256x1x1xi32>, tensor<2x256x1xf32>) -> tensor<2x256x4096xf32>
    %21 = stablehlo.negate %20 : tensor<2x256x4096xf32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %24 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<512x512xbf16>) -> tensor<4096x512xbf16>
    %25 = "stablehlo.gather"(%24, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xbf16>, tensor<2x256x1xi32>) -> tensor<2x256x512xbf16>
    %26 = stablehlo.convert %25 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<2x256x512xf32>
    %28 = stablehlo.reduce(%27 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_4 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %31 = stablehlo.divide %29, %30 : tensor<2x256x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %33 = stablehlo.add %31, %32 : tensor<2x256x1xf32>
    %34 = stablehlo.rsqrt %33 : tensor<2x256x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %38 = stablehlo.multiply %26, %37 : tensor<2x256x512xf32>
    %39 = stablehlo.convert %38 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %40 = stablehlo.reshape %arg2 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %42 = stablehlo.reshape %41 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %44 = stablehlo.multiply %39, %43 : tensor<2x256x512xbf16>
    %45 = "stablehlo.all_gather"(%arg10) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %46 = stablehlo.dot_general %44, %45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %47 = stablehlo.reshape %46 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %48 = stablehlo.iota dim = 0 : tensor<256xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<256xi32>) -> tensor<256x256xi32>
    %50 = stablehlo.iota dim = 0 : tensor<256xi32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1] : (tensor<256xi32>) -> tensor<256x256xi32>
    %52 = stablehlo.compare GE, %49, %51 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %53 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %c_7 = stablehlo.constant dense<false> : tensor<i1>
    %54 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %55 = stablehlo.select %52, %53, %54 : tensor<256x256xi1>, tensor<256x256xi1>
    %56 = stablehlo.broadcast_in_dim %55, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<2x8x256x256xi1>
    %57 = "stablehlo.all_gather"(%arg9) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %58 = stablehlo.dot_general %44, %57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %59 = stablehlo.reshape %58 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %60 = stablehlo.slice %59 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %61 = stablehlo.convert %60 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %62 = stablehlo.iota dim = 0 : tensor<256xf32>
    %63 = stablehlo.reshape %62 : (tensor<256xf32>) -> tensor<256x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x1xf32>
    %65 = stablehlo.reshape %64 : (tensor<256x1xf32>) -> tensor<256xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<256xf32>) -> tensor<256x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %68 = stablehlo.iota dim = 0 : tensor<32xf32>
    %69 = stablehlo.negate %68 : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %71 = stablehlo.divide %69, %70 : tensor<32xf32>
    %72 = stablehlo.power %67, %71 : tensor<32xf32>
    %73 = stablehlo.reshape %72 : (tensor<32xf32>) -> tensor<1x32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x32xf32>) -> tensor<32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<32xf32>) -> tensor<256x32xf32>
    %77 = stablehlo.multiply %66, %76 : tensor<256x32xf32>
    %78 = stablehlo.cosine %77 : tensor<256x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %83 = stablehlo.multiply %61, %82 : tensor<2x256x8x32xf32>
    %84 = stablehlo.slice %59 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %85 = stablehlo.convert %84 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %86 = stablehlo.sine %77 : tensor<256x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<1x256x1x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x256x1x32xf32>) -> tensor<256x32xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<2x256x8x32xf32>
    %91 = stablehlo.multiply %85, %90 : tensor<2x256x8x32xf32>
    %92 = stablehlo.subtract %83, %91 : tensor<2x256x8x32xf32>
    %93 = stablehlo.multiply %61, %90 : tensor<2x256x8x32xf32>
    %94 = stablehlo.multiply %85, %82 : tensor<2x256x8x32xf32>
    %95 = stablehlo.add %93, %94 : tensor<2x256x8x32xf32>
    %96 = stablehlo.concatenate %92, %95, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %97 = stablehlo.convert %96 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %98 = "stablehlo.all_gather"(%arg7) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %99 = stablehlo.dot_general %44, %98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %100 = stablehlo.reshape %99 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %101 = stablehlo.slice %100 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %102 = stablehlo.convert %101 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %103 = stablehlo.multiply %102, %82 : tensor<2x256x8x32xf32>
    %104 = stablehlo.slice %100 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %105 = stablehlo.convert %104 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %106 = stablehlo.multiply %105, %90 : tensor<2x256x8x32xf32>
    %107 = stablehlo.subtract %103, %106 : tensor<2x256x8x32xf32>
    %108 = stablehlo.multiply %102, %90 : tensor<2x256x8x32xf32>
    %109 = stablehlo.multiply %105, %82 : tensor<2x256x8x32xf32>
    %110 = stablehlo.add %108, %109 : tensor<2x256x8x32xf32>
    %111 = stablehlo.concatenate %107, %110, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %112 = stablehlo.convert %111 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %113 = stablehlo.dot_general %97, %112, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %114 = stablehlo.convert %113 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %116 = stablehlo.divide %114, %115 : tensor<2x8x256x256xf32>
    %cst_11 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %118 = stablehlo.select %56, %116, %117 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %120 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %121 = stablehlo.maximum %119, %120 : tensor<2x8x256xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %126 = stablehlo.subtract %118, %125 : tensor<2x8x256x256xf32>
    %127 = stablehlo.exponential %126 : tensor<2x8x256x256xf32>
    %128 = stablehlo.reduce(%127 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %133 = stablehlo.divide %127, %132 : tensor<2x8x256x256xf32>
    %134 = stablehlo.convert %133 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %135 = stablehlo.dot_general %47, %134, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %136 = stablehlo.transpose %135, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %137 = stablehlo.reshape %136 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %138 = "stablehlo.all_gather"(%arg8) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %139 = stablehlo.dot_general %137, %138, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %140 = stablehlo.add %25, %139 : tensor<2x256x512xbf16>
    %141 = stablehlo.convert %140 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %142 = stablehlo.multiply %141, %141 : tensor<2x256x512xf32>
    %143 = stablehlo.reduce(%142 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %145 = stablehlo.divide %144, %30 : tensor<2x256x1xf32>
    %146 = stablehlo.add %145, %32 : tensor<2x256x1xf32>
    %147 = stablehlo.rsqrt %146 : tensor<2x256x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %151 = stablehlo.multiply %141, %150 : tensor<2x256x512xf32>
    %152 = stablehlo.convert %151 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %153 = stablehlo.reshape %arg3 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %155 = stablehlo.reshape %154 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %156 = stablehlo.broadcast_in_dim %155, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %157 = stablehlo.multiply %152, %156 : tensor<2x256x512xbf16>
    %158 = "stablehlo.all_gather"(%arg5) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %160 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x256x1408xbf16>
    %161 = stablehlo.negate %159 : tensor<2x256x1408xbf16>
    %162 = stablehlo.exponential %161 : tensor<2x256x1408xbf16>
    %163 = stablehlo.add %162, %160 : tensor<2x256x1408xbf16>
    %164 = stablehlo.divide %160, %163 : tensor<2x256x1408xbf16>
    %165 = stablehlo.multiply %159, %164 : tensor<2x256x1408xbf16>
    %166 = "stablehlo.all_gather"(%arg6) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %167 = stablehlo.dot_general %157, %166, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %168 = stablehlo.multiply %165, %167 : tensor<2x256x1408xbf16>
    %169 = "stablehlo.all_gather"(%arg4) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xbf16>) -> tensor<1408x512xbf16>
    %170 = stablehlo.dot_general %168, %169, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x512xbf16>
    %171 = stablehlo.add %140, %170 : tensor<2x256x512xbf16>
    %172 = mhlo.copy %171 : tensor<2x256x512xbf16>
    %173 = stablehlo.convert %172 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %174 = stablehlo.multiply %173, %173 : tensor<2x256x512xf32>
    %175 = stablehlo.reduce(%174 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %177 = stablehlo.divide %176, %30 : tensor<2x256x1xf32>
    %178 = stablehlo.add %177, %32 : tensor<2x256x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<2x256x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %183 = stablehlo.multiply %173, %182 : tensor<2x256x512xf32>
    %184 = stablehlo.convert %183 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %185 = stablehlo.reshape %arg11 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %187 = stablehlo.reshape %186 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %188 = stablehlo.broadcast_in_dim %187, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %189 = stablehlo.multiply %184, %188 : tensor<2x256x512xbf16>
    %190 = "stablehlo.all_gather"(%arg19) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %191 = stablehlo.dot_general %189, %190, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %192 = stablehlo.reshape %191 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %193 = "stablehlo.all_gather"(%arg18) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %194 = stablehlo.dot_general %189, %193, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %195 = stablehlo.reshape %194 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %196 = stablehlo.slice %195 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %197 = stablehlo.convert %196 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %198 = stablehlo.multiply %197, %82 : tensor<2x256x8x32xf32>
    %199 = stablehlo.slice %195 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %200 = stablehlo.convert %199 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %201 = stablehlo.multiply %200, %90 : tensor<2x256x8x32xf32>
    %202 = stablehlo.subtract %198, %201 : tensor<2x256x8x32xf32>
    %203 = stablehlo.multiply %197, %90 : tensor<2x256x8x32xf32>
    %204 = stablehlo.multiply %200, %82 : tensor<2x256x8x32xf32>
    %205 = stablehlo.add %203, %204 : tensor<2x256x8x32xf32>
    %206 = stablehlo.concatenate %202, %205, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %207 = stablehlo.convert %206 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %208 = "stablehlo.all_gather"(%arg16) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %209 = stablehlo.dot_general %189, %208, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %210 = stablehlo.reshape %209 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %211 = stablehlo.slice %210 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %212 = stablehlo.convert %211 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %213 = stablehlo.multiply %212, %82 : tensor<2x256x8x32xf32>
    %214 = stablehlo.slice %210 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %215 = stablehlo.convert %214 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %216 = stablehlo.multiply %215, %90 : tensor<2x256x8x32xf32>
    %217 = stablehlo.subtract %213, %216 : tensor<2x256x8x32xf32>
    %218 = stablehlo.multiply %212, %90 : tensor<2x256x8x32xf32>
    %219 = stablehlo.multiply %215, %82 : tensor<2x256x8x32xf32>
    %220 = stablehlo.add %218, %219 : tensor<2x256x8x32xf32>
    %221 = stablehlo.concatenate %217, %220, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %222 = stablehlo.convert %221 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %223 = stablehlo.dot_general %207, %222, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %224 = stablehlo.convert %223 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %225 = stablehlo.divide %224, %115 : tensor<2x8x256x256xf32>
    %226 = stablehlo.select %56, %225, %117 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %227 = stablehlo.reduce(%226 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %228 = stablehlo.maximum %227, %120 : tensor<2x8x256xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %233 = stablehlo.subtract %226, %232 : tensor<2x8x256x256xf32>
    %234 = stablehlo.exponential %233 : tensor<2x8x256x256xf32>
    %235 = stablehlo.reduce(%234 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %240 = stablehlo.divide %234, %239 : tensor<2x8x256x256xf32>
    %241 = stablehlo.convert %240 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %242 = stablehlo.dot_general %192, %241, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %243 = stablehlo.transpose %242, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %244 = stablehlo.reshape %243 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %245 = "stablehlo.all_gather"(%arg17) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %246 = stablehlo.dot_general %244, %245, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %247 = stablehlo.add %172, %246 : tensor<2x256x512xbf16>
    %248 = stablehlo.convert %247 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %249 = stablehlo.multiply %248, %248 : tensor<2x256x512xf32>
    %250 = stablehlo.reduce(%249 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %252 = stablehlo.divide %251, %30 : tensor<2x256x1xf32>
    %253 = stablehlo.add %252, %32 : tensor<2x256x1xf32>
    %254 = stablehlo.rsqrt %253 : tensor<2x256x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %258 = stablehlo.multiply %248, %257 : tensor<2x256x512xf32>
    %259 = stablehlo.convert %258 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %260 = stablehlo.reshape %arg12 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %262 = stablehlo.reshape %261 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %263 = stablehlo.broadcast_in_dim %262, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %264 = stablehlo.multiply %259, %263 : tensor<2x256x512xbf16>
    %265 = "stablehlo.all_gather"(%arg14) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %266 = stablehlo.dot_general %264, %265, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %267 = stablehlo.negate %266 : tensor<2x256x1408xbf16>
    %268 = stablehlo.exponential %267 : tensor<2x256x1408xbf16>
    %269 = stablehlo.add %268, %160 : tensor<2x256x1408xbf16>
    %270 = stablehlo.divide %160, %269 : tensor<2x256x1408xbf16>
    %271 = stablehlo.multiply %266, %270 : tensor<2x256x1408xbf16>
    %272 = "stablehlo.all_gather"(%arg15) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %273 = stablehlo.dot_general %264, %272, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %274 = stablehlo.multiply %271, %273 : tensor<2x256x1408xbf16>
    %275 = "stablehlo.all_gather"(%arg13) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xbf16>) -> tensor<1408x512xbf16>
    %276 = stablehlo.dot_general %274, %275, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x512xbf16>
    %277 = stablehlo.add %247, %276 : tensor<2x256x512xbf16>
    %278 = mhlo.copy %277 : tensor<2x256x512xbf16>
    %279 = stablehlo.convert %278 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %280 = stablehlo.multiply %279, %279 : tensor<2x256x512xf32>
    %281 = stablehlo.reduce(%280 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %283 = stablehlo.divide %282, %30 : tensor<2x256x1xf32>
    %284 = stablehlo.add %283, %32 : tensor<2x256x1xf32>
    %285 = stablehlo.rsqrt %284 : tensor<2x256x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %289 = stablehlo.multiply %279, %288 : tensor<2x256x512xf32>
    %290 = stablehlo.convert %289 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %291 = stablehlo.reshape %arg20 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %293 = stablehlo.reshape %292 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %294 = stablehlo.broadcast_in_dim %293, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %295 = stablehlo.multiply %290, %294 : tensor<2x256x512xbf16>
    %296 = "stablehlo.all_gather"(%arg28) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %297 = stablehlo.dot_general %295, %296, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %298 = stablehlo.reshape %297 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %299 = "stablehlo.all_gather"(%arg27) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %300 = stablehlo.dot_general %295, %299, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %301 = stablehlo.reshape %300 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %302 = stablehlo.slice %301 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %303 = stablehlo.convert %302 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %304 = stablehlo.multiply %303, %82 : tensor<2x256x8x32xf32>
    %305 = stablehlo.slice %301 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %306 = stablehlo.convert %305 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %307 = stablehlo.multiply %306, %90 : tensor<2x256x8x32xf32>
    %308 = stablehlo.subtract %304, %307 : tensor<2x256x8x32xf32>
    %309 = stablehlo.multiply %303, %90 : tensor<2x256x8x32xf32>
    %310 = stablehlo.multiply %306, %82 : tensor<2x256x8x32xf32>
    %311 = stablehlo.add %309, %310 : tensor<2x256x8x32xf32>
    %312 = stablehlo.concatenate %308, %311, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %313 = stablehlo.convert %312 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %314 = "stablehlo.all_gather"(%arg25) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 21, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %315 = stablehlo.dot_general %295, %314, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %316 = stablehlo.reshape %315 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %317 = stablehlo.slice %316 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %318 = stablehlo.convert %317 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %319 = stablehlo.multiply %318, %82 : tensor<2x256x8x32xf32>
    %320 = stablehlo.slice %316 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %321 = stablehlo.convert %320 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %322 = stablehlo.multiply %321, %90 : tensor<2x256x8x32xf32>
    %323 = stablehlo.subtract %319, %322 : tensor<2x256x8x32xf32>
    %324 = stablehlo.multiply %318, %90 : tensor<2x256x8x32xf32>
    %325 = stablehlo.multiply %321, %82 : tensor<2x256x8x32xf32>
    %326 = stablehlo.add %324, %325 : tensor<2x256x8x32xf32>
    %327 = stablehlo.concatenate %323, %326, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %328 = stablehlo.convert %327 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %329 = stablehlo.dot_general %313, %328, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %330 = stablehlo.convert %329 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %331 = stablehlo.divide %330, %115 : tensor<2x8x256x256xf32>
    %332 = stablehlo.select %56, %331, %117 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %333 = stablehlo.reduce(%332 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %334 = stablehlo.maximum %333, %120 : tensor<2x8x256xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %337 = stablehlo.reshape %336 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %339 = stablehlo.subtract %332, %338 : tensor<2x8x256x256xf32>
    %340 = stablehlo.exponential %339 : tensor<2x8x256x256xf32>
    %341 = stablehlo.reduce(%340 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %346 = stablehlo.divide %340, %345 : tensor<2x8x256x256xf32>
    %347 = stablehlo.convert %346 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %348 = stablehlo.dot_general %298, %347, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %349 = stablehlo.transpose %348, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %350 = stablehlo.reshape %349 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %351 = "stablehlo.all_gather"(%arg26) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 22, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %352 = stablehlo.dot_general %350, %351, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %353 = stablehlo.add %278, %352 : tensor<2x256x512xbf16>
    %354 = stablehlo.convert %353 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %355 = stablehlo.multiply %354, %354 : tensor<2x256x512xf32>
    %356 = stablehlo.reduce(%355 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %358 = stablehlo.divide %357, %30 : tensor<2x256x1xf32>
    %359 = stablehlo.add %358, %32 : tensor<2x256x1xf32>
    %360 = stablehlo.rsqrt %359 : tensor<2x256x1xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %364 = stablehlo.multiply %354, %363 : tensor<2x256x512xf32>
    %365 = stablehlo.convert %364 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %366 = stablehlo.reshape %arg21 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %368 = stablehlo.reshape %367 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %369 = stablehlo.broadcast_in_dim %368, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %370 = stablehlo.multiply %365, %369 : tensor<2x256x512xbf16>
    %371 = "stablehlo.all_gather"(%arg23) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 23, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %372 = stablehlo.dot_general %370, %371, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %373 = stablehlo.negate %372 : tensor<2x256x1408xbf16>
    %374 = stablehlo.exponential %373 : tensor<2x256x1408xbf16>
    %375 = stablehlo.add %374, %160 : tensor<2x256x1408xbf16>
    %376 = stablehlo.divide %160, %375 : tensor<2x256x1408xbf16>
    %377 = stablehlo.multiply %372, %376 : tensor<2x256x1408xbf16>
    %378 = "stablehlo.all_gather"(%arg24) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 24, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %379 = stablehlo.dot_general %370, %378, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %380 = stablehlo.multiply %377, %379 : tensor<2x256x1408xbf16>
    %381 = "stablehlo.all_gather"(%arg22) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 25, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xbf16>) -> tensor<1408x512xbf16>
    %382 = stablehlo.dot_general %380, %381, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x512xbf16>
    %383 = stablehlo.add %353, %382 : tensor<2x256x512xbf16>
    %384 = mhlo.copy %383 : tensor<2x256x512xbf16>
    %385 = stablehlo.convert %384 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %386 = stablehlo.multiply %385, %385 : tensor<2x256x512xf32>
    %387 = stablehlo.reduce(%386 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %389 = stablehlo.divide %388, %30 : tensor<2x256x1xf32>
    %390 = stablehlo.add %389, %32 : tensor<2x256x1xf32>
    %391 = stablehlo.rsqrt %390 : tensor<2x256x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %395 = stablehlo.multiply %385, %394 : tensor<2x256x512xf32>
    %396 = stablehlo.convert %395 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %397 = stablehlo.reshape %arg29 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %399 = stablehlo.reshape %398 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %400 = stablehlo.broadcast_in_dim %399, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %401 = stablehlo.multiply %396, %400 : tensor<2x256x512xbf16>
    %402 = "stablehlo.all_gather"(%arg37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 26, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %403 = stablehlo.dot_general %401, %402, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %404 = stablehlo.reshape %403 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %405 = "stablehlo.all_gather"(%arg36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 27, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %406 = stablehlo.dot_general %401, %405, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %407 = stablehlo.reshape %406 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %408 = stablehlo.slice %407 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %409 = stablehlo.convert %408 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %410 = stablehlo.multiply %409, %82 : tensor<2x256x8x32xf32>
    %411 = stablehlo.slice %407 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %412 = stablehlo.convert %411 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %413 = stablehlo.multiply %412, %90 : tensor<2x256x8x32xf32>
    %414 = stablehlo.subtract %410, %413 : tensor<2x256x8x32xf32>
    %415 = stablehlo.multiply %409, %90 : tensor<2x256x8x32xf32>
    %416 = stablehlo.multiply %412, %82 : tensor<2x256x8x32xf32>
    %417 = stablehlo.add %415, %416 : tensor<2x256x8x32xf32>
    %418 = stablehlo.concatenate %414, %417, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %419 = stablehlo.convert %418 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %420 = "stablehlo.all_gather"(%arg34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 28, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %421 = stablehlo.dot_general %401, %420, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %422 = stablehlo.reshape %421 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %423 = stablehlo.slice %422 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %424 = stablehlo.convert %423 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %425 = stablehlo.multiply %424, %82 : tensor<2x256x8x32xf32>
    %426 = stablehlo.slice %422 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x32xbf16>
    %427 = stablehlo.convert %426 : (tensor<2x256x8x32xbf16>) -> tensor<2x256x8x32xf32>
    %428 = stablehlo.multiply %427, %90 : tensor<2x256x8x32xf32>
    %429 = stablehlo.subtract %425, %428 : tensor<2x256x8x32xf32>
    %430 = stablehlo.multiply %424, %90 : tensor<2x256x8x32xf32>
    %431 = stablehlo.multiply %427, %82 : tensor<2x256x8x32xf32>
    %432 = stablehlo.add %430, %431 : tensor<2x256x8x32xf32>
    %433 = stablehlo.concatenate %429, %432, dim = 3 : (tensor<2x256x8x32xf32>, tensor<2x256x8x32xf32>) -> tensor<2x256x8x64xf32>
    %434 = stablehlo.convert %433 : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x64xbf16>
    %435 = stablehlo.dot_general %419, %434, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %436 = stablehlo.convert %435 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %437 = stablehlo.divide %436, %115 : tensor<2x8x256x256xf32>
    %438 = stablehlo.select %56, %437, %117 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %439 = stablehlo.reduce(%438 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %440 = stablehlo.maximum %439, %120 : tensor<2x8x256xf32>
    %441 = stablehlo.reshape %440 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %445 = stablehlo.subtract %438, %444 : tensor<2x8x256x256xf32>
    %446 = stablehlo.exponential %445 : tensor<2x8x256x256xf32>
    %447 = stablehlo.reduce(%446 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %448 = stablehlo.reshape %447 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %450 = stablehlo.reshape %449 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %452 = stablehlo.divide %446, %451 : tensor<2x8x256x256xf32>
    %453 = stablehlo.convert %452 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %454 = stablehlo.dot_general %404, %453, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x256x8x64xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %455 = stablehlo.transpose %454, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %456 = stablehlo.reshape %455 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %457 = "stablehlo.all_gather"(%arg35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 29, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x512xbf16>) -> tensor<512x512xbf16>
    %458 = stablehlo.dot_general %456, %457, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %459 = stablehlo.add %384, %458 : tensor<2x256x512xbf16>
    %460 = stablehlo.convert %459 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %461 = stablehlo.multiply %460, %460 : tensor<2x256x512xf32>
    %462 = stablehlo.reduce(%461 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %463 = stablehlo.reshape %462 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %464 = stablehlo.divide %463, %30 : tensor<2x256x1xf32>
    %465 = stablehlo.add %464, %32 : tensor<2x256x1xf32>
    %466 = stablehlo.rsqrt %465 : tensor<2x256x1xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %468 = stablehlo.reshape %467 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %470 = stablehlo.multiply %460, %469 : tensor<2x256x512xf32>
    %471 = stablehlo.convert %470 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %472 = stablehlo.reshape %arg30 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %474 = stablehlo.reshape %473 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %475 = stablehlo.broadcast_in_dim %474, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %476 = stablehlo.multiply %471, %475 : tensor<2x256x512xbf16>
    %477 = "stablehlo.all_gather"(%arg32) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 30, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %478 = stablehlo.dot_general %476, %477, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %479 = stablehlo.negate %478 : tensor<2x256x1408xbf16>
    %480 = stablehlo.exponential %479 : tensor<2x256x1408xbf16>
    %481 = stablehlo.add %480, %160 : tensor<2x256x1408xbf16>
    %482 = stablehlo.divide %160, %481 : tensor<2x256x1408xbf16>
    %483 = stablehlo.multiply %478, %482 : tensor<2x256x1408xbf16>
    %484 = "stablehlo.all_gather"(%arg33) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 31, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x1408xbf16>) -> tensor<512x1408xbf16>
    %485 = stablehlo.dot_general %476, %484, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x1408xbf16>
    %486 = stablehlo.multiply %483, %485 : tensor<2x256x1408xbf16>
    %487 = "stablehlo.all_gather"(%arg31) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 32, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<176x512xbf16>) -> tensor<1408x512xbf16>
    %488 = stablehlo.dot_general %486, %487, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x512xbf16>
    %489 = stablehlo.add %459, %488 : tensor<2x256x512xbf16>
    %490 = mhlo.copy %489 : tensor<2x256x512xbf16>
    %491 = stablehlo.convert %490 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %492 = stablehlo.multiply %491, %491 : tensor<2x256x512xf32>
    %493 = stablehlo.reduce(%492 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %495 = stablehlo.divide %494, %30 : tensor<2x256x1xf32>
    %496 = stablehlo.add %495, %32 : tensor<2x256x1xf32>
    %497 = stablehlo.rsqrt %496 : tensor<2x256x1xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %499 = stablehlo.reshape %498 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %501 = stablehlo.multiply %491, %500 : tensor<2x256x512xf32>
    %502 = stablehlo.convert %501 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %503 = stablehlo.reshape %arg1 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<1x1x512xbf16>
    %505 = stablehlo.reshape %504 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %506 = stablehlo.broadcast_in_dim %505, dims = [2] : (tensor<512xbf16>) -> tensor<2x256x512xbf16>
    %507 = stablehlo.multiply %502, %506 : tensor<2x256x512xbf16>
    %508 = "stablehlo.all_gather"(%arg38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 33, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x4096xbf16>) -> tensor<512x4096xbf16>
    %509 = stablehlo.dot_general %507, %508, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x4096xbf16>) -> tensor<2x256x4096xbf16>
    %510 = stablehlo.convert %509 : (tensor<2x256x4096xbf16>) -> tensor<2x256x4096xf32>
    %511 = stablehlo.reduce(%510 init: %cst_12) applies stablehlo.maximum across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %512 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %513 = stablehlo.maximum %511, %512 : tensor<2x256xf32>
    %514 = stablehlo.reshape %513 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %516 = stablehlo.reshape %515 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %518 = stablehlo.subtract %510, %517 : tensor<2x256x4096xf32>
    %519 = stablehlo.exponential %518 : tensor<2x256x4096xf32>
    %520 = stablehlo.reduce(%519 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x4096xf32>, tensor<f32>) -> tensor<2x256xf32>
    %521 = stablehlo.reshape %520 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %522 = stablehlo.divide %23, %521 : tensor<2x256x1xf32>
    %523 = stablehlo.reduce(%522 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %525 = stablehlo.multiply %524, %519 : tensor<2x256x4096xf32>
    %526 = stablehlo.add %20, %525 : tensor<2x256x4096xf32>
    %527 = stablehlo.convert %526 : (tensor<2x256x4096xf32>) -> tensor<2x256x4096xbf16>
    %528 = stablehlo.dot_general %527, %508, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x4096xbf16>, tensor<512x4096xbf16>) -> tensor<2x256x512xbf16>
    %529 = stablehlo.multiply %528, %506 : tensor<2x256x512xbf16>
    %530 = stablehlo.convert %529 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %531 = stablehlo.multiply %530, %500 : tensor<2x256x512xf32>
    %532 = stablehlo.multiply %491, %530 : tensor<2x256x512xf32>
    %533 = stablehlo.reduce(%532 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %534 = stablehlo.reshape %533 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %535 = stablehlo.divide %497, %496 : tensor<2x256x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<2x256x1xf32>
    %538 = stablehlo.multiply %534, %537 : tensor<2x256x1xf32>
    %539 = stablehlo.divide %538, %30 : tensor<2x256x1xf32>
    %540 = stablehlo.reduce(%539 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %542 = stablehlo.multiply %491, %541 : tensor<2x256x512xf32>
    %543 = stablehlo.add %531, %542 : tensor<2x256x512xf32>
    %544 = stablehlo.add %543, %542 : tensor<2x256x512xf32>
    %545 = stablehlo.convert %544 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %546 = mhlo.copy %545 : tensor<2x256x512xbf16>
    %547 = stablehlo.dot_general %546, %487, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x1408xbf16>
    %548 = stablehlo.multiply %483, %547 : tensor<2x256x1408xbf16>
    %549 = stablehlo.dot_general %548, %484, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %550 = stablehlo.multiply %547, %485 : tensor<2x256x1408xbf16>
    %551 = stablehlo.multiply %550, %482 : tensor<2x256x1408xbf16>
    %552 = stablehlo.multiply %478, %550 : tensor<2x256x1408xbf16>
    %553 = stablehlo.subtract %160, %482 : tensor<2x256x1408xbf16>
    %554 = stablehlo.multiply %482, %553 : tensor<2x256x1408xbf16>
    %555 = stablehlo.multiply %552, %554 : tensor<2x256x1408xbf16>
    %556 = stablehlo.add %551, %555 : tensor<2x256x1408xbf16>
    %557 = stablehlo.dot_general %556, %477, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %558 = stablehlo.add %549, %557 : tensor<2x256x512xbf16>
    %559 = stablehlo.multiply %558, %475 : tensor<2x256x512xbf16>
    %560 = stablehlo.convert %559 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %561 = stablehlo.multiply %560, %469 : tensor<2x256x512xf32>
    %562 = stablehlo.multiply %460, %560 : tensor<2x256x512xf32>
    %563 = stablehlo.reduce(%562 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %565 = stablehlo.divide %466, %465 : tensor<2x256x1xf32>
    %566 = stablehlo.multiply %565, %536 : tensor<2x256x1xf32>
    %567 = stablehlo.multiply %564, %566 : tensor<2x256x1xf32>
    %568 = stablehlo.divide %567, %30 : tensor<2x256x1xf32>
    %569 = stablehlo.reduce(%568 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %571 = stablehlo.multiply %460, %570 : tensor<2x256x512xf32>
    %572 = stablehlo.add %561, %571 : tensor<2x256x512xf32>
    %573 = stablehlo.add %572, %571 : tensor<2x256x512xf32>
    %574 = stablehlo.convert %573 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %575 = stablehlo.add %546, %574 : tensor<2x256x512xbf16>
    %576 = stablehlo.dot_general %575, %457, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %577 = stablehlo.reshape %576 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %578 = stablehlo.transpose %577, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xbf16>
    %579 = stablehlo.dot_general %578, %453, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %580 = stablehlo.transpose %579, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %581 = stablehlo.reshape %580 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %582 = stablehlo.dot_general %581, %402, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %583 = stablehlo.dot_general %578, %404, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %584 = stablehlo.convert %583 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %585 = stablehlo.divide %584, %451 : tensor<2x8x256x256xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %587 = stablehlo.multiply %448, %448 : tensor<2x8x256x1xf32>
    %588 = stablehlo.divide %586, %587 : tensor<2x8x256x1xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %590 = stablehlo.reshape %589 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %592 = stablehlo.multiply %584, %591 : tensor<2x8x256x256xf32>
    %593 = stablehlo.multiply %592, %446 : tensor<2x8x256x256xf32>
    %594 = stablehlo.reduce(%593 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %595 = stablehlo.reshape %594 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %596 = stablehlo.negate %595 : tensor<2x8x256x1xf32>
    %597 = stablehlo.reduce(%596 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %599 = stablehlo.add %585, %598 : tensor<2x8x256x256xf32>
    %600 = stablehlo.multiply %599, %446 : tensor<2x8x256x256xf32>
    %601 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %602 = stablehlo.select %56, %600, %601 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %603 = stablehlo.divide %602, %115 : tensor<2x8x256x256xf32>
    %604 = stablehlo.convert %603 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %605 = stablehlo.dot_general %604, %419, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %606 = stablehlo.transpose %605, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %607 = stablehlo.convert %606 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %608 = stablehlo.slice %607 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %609 = stablehlo.multiply %608, %82 : tensor<2x256x8x32xf32>
    %610 = stablehlo.slice %607 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %611 = stablehlo.negate %610 : tensor<2x256x8x32xf32>
    %612 = stablehlo.multiply %611, %90 : tensor<2x256x8x32xf32>
    %613 = stablehlo.add %609, %612 : tensor<2x256x8x32xf32>
    %614 = stablehlo.convert %613 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %615 = stablehlo.pad %614, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %616 = stablehlo.multiply %608, %90 : tensor<2x256x8x32xf32>
    %617 = stablehlo.multiply %610, %82 : tensor<2x256x8x32xf32>
    %618 = stablehlo.add %616, %617 : tensor<2x256x8x32xf32>
    %619 = stablehlo.convert %618 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %620 = stablehlo.pad %619, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %621 = stablehlo.add %615, %620 : tensor<2x256x8x64xbf16>
    %622 = stablehlo.reshape %621 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %623 = stablehlo.dot_general %622, %420, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %624 = stablehlo.add %582, %623 : tensor<2x256x512xbf16>
    %625 = stablehlo.dot_general %604, %434, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %626 = stablehlo.transpose %625, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %627 = stablehlo.convert %626 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %628 = stablehlo.slice %627 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %629 = stablehlo.multiply %628, %82 : tensor<2x256x8x32xf32>
    %630 = stablehlo.slice %627 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %631 = stablehlo.negate %630 : tensor<2x256x8x32xf32>
    %632 = stablehlo.multiply %631, %90 : tensor<2x256x8x32xf32>
    %633 = stablehlo.add %629, %632 : tensor<2x256x8x32xf32>
    %634 = stablehlo.convert %633 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %635 = stablehlo.pad %634, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %636 = stablehlo.multiply %628, %90 : tensor<2x256x8x32xf32>
    %637 = stablehlo.multiply %630, %82 : tensor<2x256x8x32xf32>
    %638 = stablehlo.add %636, %637 : tensor<2x256x8x32xf32>
    %639 = stablehlo.convert %638 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %640 = stablehlo.pad %639, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %641 = stablehlo.add %635, %640 : tensor<2x256x8x64xbf16>
    %642 = stablehlo.reshape %641 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %643 = stablehlo.dot_general %642, %405, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %644 = stablehlo.add %624, %643 : tensor<2x256x512xbf16>
    %645 = stablehlo.multiply %644, %400 : tensor<2x256x512xbf16>
    %646 = stablehlo.convert %645 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %647 = stablehlo.multiply %646, %394 : tensor<2x256x512xf32>
    %648 = stablehlo.multiply %385, %646 : tensor<2x256x512xf32>
    %649 = stablehlo.reduce(%648 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %650 = stablehlo.reshape %649 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %651 = stablehlo.divide %391, %390 : tensor<2x256x1xf32>
    %652 = stablehlo.multiply %651, %536 : tensor<2x256x1xf32>
    %653 = stablehlo.multiply %650, %652 : tensor<2x256x1xf32>
    %654 = stablehlo.divide %653, %30 : tensor<2x256x1xf32>
    %655 = stablehlo.reduce(%654 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %657 = stablehlo.multiply %385, %656 : tensor<2x256x512xf32>
    %658 = stablehlo.add %647, %657 : tensor<2x256x512xf32>
    %659 = stablehlo.add %658, %657 : tensor<2x256x512xf32>
    %660 = stablehlo.convert %659 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %661 = stablehlo.add %575, %660 : tensor<2x256x512xbf16>
    %662 = mhlo.copy %661 : tensor<2x256x512xbf16>
    %663 = stablehlo.dot_general %662, %381, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x1408xbf16>
    %664 = stablehlo.multiply %377, %663 : tensor<2x256x1408xbf16>
    %665 = stablehlo.dot_general %664, %378, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %666 = stablehlo.multiply %663, %379 : tensor<2x256x1408xbf16>
    %667 = stablehlo.multiply %666, %376 : tensor<2x256x1408xbf16>
    %668 = stablehlo.multiply %372, %666 : tensor<2x256x1408xbf16>
    %669 = stablehlo.subtract %160, %376 : tensor<2x256x1408xbf16>
    %670 = stablehlo.multiply %376, %669 : tensor<2x256x1408xbf16>
    %671 = stablehlo.multiply %668, %670 : tensor<2x256x1408xbf16>
    %672 = stablehlo.add %667, %671 : tensor<2x256x1408xbf16>
    %673 = stablehlo.dot_general %672, %371, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %674 = stablehlo.add %665, %673 : tensor<2x256x512xbf16>
    %675 = stablehlo.multiply %674, %369 : tensor<2x256x512xbf16>
    %676 = stablehlo.convert %675 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %677 = stablehlo.multiply %676, %363 : tensor<2x256x512xf32>
    %678 = stablehlo.multiply %354, %676 : tensor<2x256x512xf32>
    %679 = stablehlo.reduce(%678 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %680 = stablehlo.reshape %679 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %681 = stablehlo.divide %360, %359 : tensor<2x256x1xf32>
    %682 = stablehlo.multiply %681, %536 : tensor<2x256x1xf32>
    %683 = stablehlo.multiply %680, %682 : tensor<2x256x1xf32>
    %684 = stablehlo.divide %683, %30 : tensor<2x256x1xf32>
    %685 = stablehlo.reduce(%684 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %687 = stablehlo.multiply %354, %686 : tensor<2x256x512xf32>
    %688 = stablehlo.add %677, %687 : tensor<2x256x512xf32>
    %689 = stablehlo.add %688, %687 : tensor<2x256x512xf32>
    %690 = stablehlo.convert %689 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %691 = stablehlo.add %662, %690 : tensor<2x256x512xbf16>
    %692 = stablehlo.dot_general %691, %351, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %693 = stablehlo.reshape %692 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %694 = stablehlo.transpose %693, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xbf16>
    %695 = stablehlo.dot_general %694, %347, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %696 = stablehlo.transpose %695, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %697 = stablehlo.reshape %696 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %698 = stablehlo.dot_general %697, %296, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %699 = stablehlo.dot_general %694, %298, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %700 = stablehlo.convert %699 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %701 = stablehlo.divide %700, %345 : tensor<2x8x256x256xf32>
    %702 = stablehlo.multiply %342, %342 : tensor<2x8x256x1xf32>
    %703 = stablehlo.divide %586, %702 : tensor<2x8x256x1xf32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %705 = stablehlo.reshape %704 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %707 = stablehlo.multiply %700, %706 : tensor<2x8x256x256xf32>
    %708 = stablehlo.multiply %707, %340 : tensor<2x8x256x256xf32>
    %709 = stablehlo.reduce(%708 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %710 = stablehlo.reshape %709 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %711 = stablehlo.negate %710 : tensor<2x8x256x1xf32>
    %712 = stablehlo.reduce(%711 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %714 = stablehlo.add %701, %713 : tensor<2x8x256x256xf32>
    %715 = stablehlo.multiply %714, %340 : tensor<2x8x256x256xf32>
    %716 = stablehlo.select %56, %715, %601 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %717 = stablehlo.divide %716, %115 : tensor<2x8x256x256xf32>
    %718 = stablehlo.convert %717 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %719 = stablehlo.dot_general %718, %313, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %720 = stablehlo.transpose %719, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %721 = stablehlo.convert %720 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %722 = stablehlo.slice %721 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %723 = stablehlo.multiply %722, %82 : tensor<2x256x8x32xf32>
    %724 = stablehlo.slice %721 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %725 = stablehlo.negate %724 : tensor<2x256x8x32xf32>
    %726 = stablehlo.multiply %725, %90 : tensor<2x256x8x32xf32>
    %727 = stablehlo.add %723, %726 : tensor<2x256x8x32xf32>
    %728 = stablehlo.convert %727 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %729 = stablehlo.pad %728, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %730 = stablehlo.multiply %722, %90 : tensor<2x256x8x32xf32>
    %731 = stablehlo.multiply %724, %82 : tensor<2x256x8x32xf32>
    %732 = stablehlo.add %730, %731 : tensor<2x256x8x32xf32>
    %733 = stablehlo.convert %732 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %734 = stablehlo.pad %733, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %735 = stablehlo.add %729, %734 : tensor<2x256x8x64xbf16>
    %736 = stablehlo.reshape %735 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %737 = stablehlo.dot_general %736, %314, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %738 = stablehlo.add %698, %737 : tensor<2x256x512xbf16>
    %739 = stablehlo.dot_general %718, %328, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %740 = stablehlo.transpose %739, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %741 = stablehlo.convert %740 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %742 = stablehlo.slice %741 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %743 = stablehlo.multiply %742, %82 : tensor<2x256x8x32xf32>
    %744 = stablehlo.slice %741 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %745 = stablehlo.negate %744 : tensor<2x256x8x32xf32>
    %746 = stablehlo.multiply %745, %90 : tensor<2x256x8x32xf32>
    %747 = stablehlo.add %743, %746 : tensor<2x256x8x32xf32>
    %748 = stablehlo.convert %747 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %749 = stablehlo.pad %748, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %750 = stablehlo.multiply %742, %90 : tensor<2x256x8x32xf32>
    %751 = stablehlo.multiply %744, %82 : tensor<2x256x8x32xf32>
    %752 = stablehlo.add %750, %751 : tensor<2x256x8x32xf32>
    %753 = stablehlo.convert %752 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %754 = stablehlo.pad %753, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %755 = stablehlo.add %749, %754 : tensor<2x256x8x64xbf16>
    %756 = stablehlo.reshape %755 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %757 = stablehlo.dot_general %756, %299, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %758 = stablehlo.add %738, %757 : tensor<2x256x512xbf16>
    %759 = stablehlo.multiply %758, %294 : tensor<2x256x512xbf16>
    %760 = stablehlo.convert %759 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %761 = stablehlo.multiply %760, %288 : tensor<2x256x512xf32>
    %762 = stablehlo.multiply %279, %760 : tensor<2x256x512xf32>
    %763 = stablehlo.reduce(%762 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %764 = stablehlo.reshape %763 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %765 = stablehlo.divide %285, %284 : tensor<2x256x1xf32>
    %766 = stablehlo.multiply %765, %536 : tensor<2x256x1xf32>
    %767 = stablehlo.multiply %764, %766 : tensor<2x256x1xf32>
    %768 = stablehlo.divide %767, %30 : tensor<2x256x1xf32>
    %769 = stablehlo.reduce(%768 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %770 = stablehlo.broadcast_in_dim %769, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %771 = stablehlo.multiply %279, %770 : tensor<2x256x512xf32>
    %772 = stablehlo.add %761, %771 : tensor<2x256x512xf32>
    %773 = stablehlo.add %772, %771 : tensor<2x256x512xf32>
    %774 = stablehlo.convert %773 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %775 = stablehlo.add %691, %774 : tensor<2x256x512xbf16>
    %776 = mhlo.copy %775 : tensor<2x256x512xbf16>
    %777 = stablehlo.dot_general %776, %275, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x1408xbf16>
    %778 = stablehlo.multiply %271, %777 : tensor<2x256x1408xbf16>
    %779 = stablehlo.dot_general %778, %272, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %780 = stablehlo.multiply %777, %273 : tensor<2x256x1408xbf16>
    %781 = stablehlo.multiply %780, %270 : tensor<2x256x1408xbf16>
    %782 = stablehlo.multiply %266, %780 : tensor<2x256x1408xbf16>
    %783 = stablehlo.subtract %160, %270 : tensor<2x256x1408xbf16>
    %784 = stablehlo.multiply %270, %783 : tensor<2x256x1408xbf16>
    %785 = stablehlo.multiply %782, %784 : tensor<2x256x1408xbf16>
    %786 = stablehlo.add %781, %785 : tensor<2x256x1408xbf16>
    %787 = stablehlo.dot_general %786, %265, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %788 = stablehlo.add %779, %787 : tensor<2x256x512xbf16>
    %789 = stablehlo.multiply %788, %263 : tensor<2x256x512xbf16>
    %790 = stablehlo.convert %789 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %791 = stablehlo.multiply %790, %257 : tensor<2x256x512xf32>
    %792 = stablehlo.multiply %248, %790 : tensor<2x256x512xf32>
    %793 = stablehlo.reduce(%792 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %794 = stablehlo.reshape %793 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %795 = stablehlo.divide %254, %253 : tensor<2x256x1xf32>
    %796 = stablehlo.multiply %795, %536 : tensor<2x256x1xf32>
    %797 = stablehlo.multiply %794, %796 : tensor<2x256x1xf32>
    %798 = stablehlo.divide %797, %30 : tensor<2x256x1xf32>
    %799 = stablehlo.reduce(%798 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %801 = stablehlo.multiply %248, %800 : tensor<2x256x512xf32>
    %802 = stablehlo.add %791, %801 : tensor<2x256x512xf32>
    %803 = stablehlo.add %802, %801 : tensor<2x256x512xf32>
    %804 = stablehlo.convert %803 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %805 = stablehlo.add %776, %804 : tensor<2x256x512xbf16>
    %806 = stablehlo.dot_general %805, %245, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %807 = stablehlo.reshape %806 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %808 = stablehlo.transpose %807, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xbf16>
    %809 = stablehlo.dot_general %808, %241, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %810 = stablehlo.transpose %809, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %811 = stablehlo.reshape %810 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %812 = stablehlo.dot_general %811, %190, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %813 = stablehlo.dot_general %808, %192, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %814 = stablehlo.convert %813 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %815 = stablehlo.divide %814, %239 : tensor<2x8x256x256xf32>
    %816 = stablehlo.multiply %236, %236 : tensor<2x8x256x1xf32>
    %817 = stablehlo.divide %586, %816 : tensor<2x8x256x1xf32>
    %818 = stablehlo.broadcast_in_dim %817, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %819 = stablehlo.reshape %818 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %821 = stablehlo.multiply %814, %820 : tensor<2x8x256x256xf32>
    %822 = stablehlo.multiply %821, %234 : tensor<2x8x256x256xf32>
    %823 = stablehlo.reduce(%822 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %824 = stablehlo.reshape %823 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %825 = stablehlo.negate %824 : tensor<2x8x256x1xf32>
    %826 = stablehlo.reduce(%825 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %828 = stablehlo.add %815, %827 : tensor<2x8x256x256xf32>
    %829 = stablehlo.multiply %828, %234 : tensor<2x8x256x256xf32>
    %830 = stablehlo.select %56, %829, %601 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %831 = stablehlo.divide %830, %115 : tensor<2x8x256x256xf32>
    %832 = stablehlo.convert %831 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %833 = stablehlo.dot_general %832, %207, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %834 = stablehlo.transpose %833, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %835 = stablehlo.convert %834 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %836 = stablehlo.slice %835 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %837 = stablehlo.multiply %836, %82 : tensor<2x256x8x32xf32>
    %838 = stablehlo.slice %835 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %839 = stablehlo.negate %838 : tensor<2x256x8x32xf32>
    %840 = stablehlo.multiply %839, %90 : tensor<2x256x8x32xf32>
    %841 = stablehlo.add %837, %840 : tensor<2x256x8x32xf32>
    %842 = stablehlo.convert %841 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %843 = stablehlo.pad %842, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %844 = stablehlo.multiply %836, %90 : tensor<2x256x8x32xf32>
    %845 = stablehlo.multiply %838, %82 : tensor<2x256x8x32xf32>
    %846 = stablehlo.add %844, %845 : tensor<2x256x8x32xf32>
    %847 = stablehlo.convert %846 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %848 = stablehlo.pad %847, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %849 = stablehlo.add %843, %848 : tensor<2x256x8x64xbf16>
    %850 = stablehlo.reshape %849 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %851 = stablehlo.dot_general %850, %208, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %852 = stablehlo.add %812, %851 : tensor<2x256x512xbf16>
    %853 = stablehlo.dot_general %832, %222, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %854 = stablehlo.transpose %853, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %855 = stablehlo.convert %854 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %856 = stablehlo.slice %855 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %857 = stablehlo.multiply %856, %82 : tensor<2x256x8x32xf32>
    %858 = stablehlo.slice %855 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %859 = stablehlo.negate %858 : tensor<2x256x8x32xf32>
    %860 = stablehlo.multiply %859, %90 : tensor<2x256x8x32xf32>
    %861 = stablehlo.add %857, %860 : tensor<2x256x8x32xf32>
    %862 = stablehlo.convert %861 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %863 = stablehlo.pad %862, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %864 = stablehlo.multiply %856, %90 : tensor<2x256x8x32xf32>
    %865 = stablehlo.multiply %858, %82 : tensor<2x256x8x32xf32>
    %866 = stablehlo.add %864, %865 : tensor<2x256x8x32xf32>
    %867 = stablehlo.convert %866 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %868 = stablehlo.pad %867, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %869 = stablehlo.add %863, %868 : tensor<2x256x8x64xbf16>
    %870 = stablehlo.reshape %869 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %871 = stablehlo.dot_general %870, %193, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %872 = stablehlo.add %852, %871 : tensor<2x256x512xbf16>
    %873 = stablehlo.multiply %872, %188 : tensor<2x256x512xbf16>
    %874 = stablehlo.convert %873 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %875 = stablehlo.multiply %874, %182 : tensor<2x256x512xf32>
    %876 = stablehlo.multiply %173, %874 : tensor<2x256x512xf32>
    %877 = stablehlo.reduce(%876 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %878 = stablehlo.reshape %877 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %879 = stablehlo.divide %179, %178 : tensor<2x256x1xf32>
    %880 = stablehlo.multiply %879, %536 : tensor<2x256x1xf32>
    %881 = stablehlo.multiply %878, %880 : tensor<2x256x1xf32>
    %882 = stablehlo.divide %881, %30 : tensor<2x256x1xf32>
    %883 = stablehlo.reduce(%882 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %884 = stablehlo.broadcast_in_dim %883, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %885 = stablehlo.multiply %173, %884 : tensor<2x256x512xf32>
    %886 = stablehlo.add %875, %885 : tensor<2x256x512xf32>
    %887 = stablehlo.add %886, %885 : tensor<2x256x512xf32>
    %888 = stablehlo.convert %887 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %889 = stablehlo.add %805, %888 : tensor<2x256x512xbf16>
    %890 = mhlo.copy %889 : tensor<2x256x512xbf16>
    %891 = stablehlo.dot_general %890, %169, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<2x256x1408xbf16>
    %892 = stablehlo.multiply %165, %891 : tensor<2x256x1408xbf16>
    %893 = stablehlo.dot_general %892, %166, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %894 = stablehlo.multiply %891, %167 : tensor<2x256x1408xbf16>
    %895 = stablehlo.multiply %894, %164 : tensor<2x256x1408xbf16>
    %896 = stablehlo.multiply %159, %894 : tensor<2x256x1408xbf16>
    %897 = stablehlo.subtract %160, %164 : tensor<2x256x1408xbf16>
    %898 = stablehlo.multiply %164, %897 : tensor<2x256x1408xbf16>
    %899 = stablehlo.multiply %896, %898 : tensor<2x256x1408xbf16>
    %900 = stablehlo.add %895, %899 : tensor<2x256x1408xbf16>
    %901 = stablehlo.dot_general %900, %158, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<2x256x512xbf16>
    %902 = stablehlo.add %893, %901 : tensor<2x256x512xbf16>
    %903 = stablehlo.multiply %902, %156 : tensor<2x256x512xbf16>
    %904 = stablehlo.convert %903 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %905 = stablehlo.multiply %904, %150 : tensor<2x256x512xf32>
    %906 = stablehlo.multiply %141, %904 : tensor<2x256x512xf32>
    %907 = stablehlo.reduce(%906 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %908 = stablehlo.reshape %907 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %909 = stablehlo.divide %147, %146 : tensor<2x256x1xf32>
    %910 = stablehlo.multiply %909, %536 : tensor<2x256x1xf32>
    %911 = stablehlo.multiply %908, %910 : tensor<2x256x1xf32>
    %912 = stablehlo.divide %911, %30 : tensor<2x256x1xf32>
    %913 = stablehlo.reduce(%912 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %914 = stablehlo.broadcast_in_dim %913, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %915 = stablehlo.multiply %141, %914 : tensor<2x256x512xf32>
    %916 = stablehlo.add %905, %915 : tensor<2x256x512xf32>
    %917 = stablehlo.add %916, %915 : tensor<2x256x512xf32>
    %918 = stablehlo.convert %917 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %919 = stablehlo.add %890, %918 : tensor<2x256x512xbf16>
    %920 = stablehlo.dot_general %919, %138, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %921 = stablehlo.reshape %920 : (tensor<2x256x512xbf16>) -> tensor<2x256x8x64xbf16>
    %922 = stablehlo.transpose %921, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "bf16[2,8,64,256]{2,1,3,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x8x64x256xbf16>
    %923 = stablehlo.dot_general %922, %134, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x8x256x256xbf16>) -> tensor<2x8x64x256xbf16>
    %924 = stablehlo.transpose %923, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{1,3,2,0}"} : (tensor<2x8x64x256xbf16>) -> tensor<2x256x8x64xbf16>
    %925 = stablehlo.reshape %924 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %926 = stablehlo.dot_general %925, %45, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %927 = stablehlo.dot_general %922, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x256xbf16>
    %928 = stablehlo.convert %927 : (tensor<2x8x256x256xbf16>) -> tensor<2x8x256x256xf32>
    %929 = stablehlo.divide %928, %132 : tensor<2x8x256x256xf32>
    %930 = stablehlo.multiply %129, %129 : tensor<2x8x256x1xf32>
    %931 = stablehlo.divide %586, %930 : tensor<2x8x256x1xf32>
    %932 = stablehlo.broadcast_in_dim %931, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x1xf32>
    %933 = stablehlo.reshape %932 : (tensor<2x8x256x1xf32>) -> tensor<2x8x256xf32>
    %934 = stablehlo.broadcast_in_dim %933, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %935 = stablehlo.multiply %928, %934 : tensor<2x8x256x256xf32>
    %936 = stablehlo.multiply %935, %127 : tensor<2x8x256x256xf32>
    %937 = stablehlo.reduce(%936 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %938 = stablehlo.reshape %937 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %939 = stablehlo.negate %938 : tensor<2x8x256x1xf32>
    %940 = stablehlo.reduce(%939 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %941 = stablehlo.broadcast_in_dim %940, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %942 = stablehlo.add %929, %941 : tensor<2x8x256x256xf32>
    %943 = stablehlo.multiply %942, %127 : tensor<2x8x256x256xf32>
    %944 = stablehlo.select %56, %943, %601 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    %945 = stablehlo.divide %944, %115 : tensor<2x8x256x256xf32>
    %946 = stablehlo.convert %945 : (tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xbf16>
    %947 = stablehlo.dot_general %946, %97, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %948 = stablehlo.transpose %947, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %949 = stablehlo.convert %948 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %950 = stablehlo.slice %949 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %951 = stablehlo.multiply %950, %82 : tensor<2x256x8x32xf32>
    %952 = stablehlo.slice %949 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %953 = stablehlo.negate %952 : tensor<2x256x8x32xf32>
    %954 = stablehlo.multiply %953, %90 : tensor<2x256x8x32xf32>
    %955 = stablehlo.add %951, %954 : tensor<2x256x8x32xf32>
    %956 = stablehlo.convert %955 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %957 = stablehlo.pad %956, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %958 = stablehlo.multiply %950, %90 : tensor<2x256x8x32xf32>
    %959 = stablehlo.multiply %952, %82 : tensor<2x256x8x32xf32>
    %960 = stablehlo.add %958, %959 : tensor<2x256x8x32xf32>
    %961 = stablehlo.convert %960 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %962 = stablehlo.pad %961, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %963 = stablehlo.add %957, %962 : tensor<2x256x8x64xbf16>
    %964 = stablehlo.reshape %963 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %965 = stablehlo.dot_general %964, %98, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %966 = stablehlo.add %926, %965 : tensor<2x256x512xbf16>
    %967 = stablehlo.dot_general %946, %112, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x256x256xbf16>, tensor<2x256x8x64xbf16>) -> tensor<2x8x256x64xbf16>
    %968 = stablehlo.transpose %967, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[2,256,8,64]{3,1,2,0}"} : (tensor<2x8x256x64xbf16>) -> tensor<2x256x8x64xbf16>
    %969 = stablehlo.convert %968 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,256,8,64]{3,1,2,0}"} : (tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xf32>
    %970 = stablehlo.slice %969 [0:2, 0:256, 0:8, 32:64] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %971 = stablehlo.multiply %970, %82 : tensor<2x256x8x32xf32>
    %972 = stablehlo.slice %969 [0:2, 0:256, 0:8, 0:32] : (tensor<2x256x8x64xf32>) -> tensor<2x256x8x32xf32>
    %973 = stablehlo.negate %972 : tensor<2x256x8x32xf32>
    %974 = stablehlo.multiply %973, %90 : tensor<2x256x8x32xf32>
    %975 = stablehlo.add %971, %974 : tensor<2x256x8x32xf32>
    %976 = stablehlo.convert %975 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %977 = stablehlo.pad %976, %cst, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %978 = stablehlo.multiply %970, %90 : tensor<2x256x8x32xf32>
    %979 = stablehlo.multiply %972, %82 : tensor<2x256x8x32xf32>
    %980 = stablehlo.add %978, %979 : tensor<2x256x8x32xf32>
    %981 = stablehlo.convert %980 : (tensor<2x256x8x32xf32>) -> tensor<2x256x8x32xbf16>
    %982 = stablehlo.pad %981, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<2x256x8x32xbf16>, tensor<bf16>) -> tensor<2x256x8x64xbf16>
    %983 = stablehlo.add %977, %982 : tensor<2x256x8x64xbf16>
    %984 = stablehlo.reshape %983 : (tensor<2x256x8x64xbf16>) -> tensor<2x256x512xbf16>
    %985 = stablehlo.dot_general %984, %57, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<512x512xbf16>) -> tensor<2x256x512xbf16>
    %986 = stablehlo.add %966, %985 : tensor<2x256x512xbf16>
    %987 = stablehlo.multiply %986, %43 : tensor<2x256x512xbf16>
    %988 = stablehlo.convert %987 : (tensor<2x256x512xbf16>) -> tensor<2x256x512xf32>
    %989 = stablehlo.multiply %988, %37 : tensor<2x256x512xf32>
    %990 = stablehlo.multiply %26, %988 : tensor<2x256x512xf32>
    %991 = stablehlo.reduce(%990 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %992 = stablehlo.reshape %991 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %993 = stablehlo.divide %34, %33 : tensor<2x256x1xf32>
    %994 = stablehlo.multiply %993, %536 : tensor<2x256x1xf32>
    %995 = stablehlo.multiply %992, %994 : tensor<2x256x1xf32>
    %996 = stablehlo.divide %995, %30 : tensor<2x256x1xf32>
    %997 = stablehlo.reduce(%996 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %998 = stablehlo.broadcast_in_dim %997, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %999 = stablehlo.multiply %26, %998 : tensor<2x256x512xf32>
    %1000 = stablehlo.add %989, %999 : tensor<2x256x512xf32>
    %1001 = stablehlo.add %1000, %999 : tensor<2x256x512xf32>
    %1002 = stablehlo.convert %1001 : (tensor<2x256x512xf32>) -> tensor<2x256x512xbf16>
    %1003 = stablehlo.add %919, %1002 : tensor<2x256x512xbf16>
    %1004 = "stablehlo.scatter"(%4, %10, %1003) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<4096x512xbf16>, tensor<2x256x1xi32>, tensor<2x256x512xbf16>) -> tensor<4096x512xbf16>
    %1005 = "stablehlo.all_reduce"(%1004) <{channel_handle = #stablehlo.channel_handle<handle = 38, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %c_16 = stablehlo.constant dense<[0, 512, 1024, 1536, 2048, 2560, 3072, 3584]> : tensor<8xi32>
    %1006 = stablehlo.dynamic_slice %c_16, %0, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
    %1007 = stablehlo.reshape %1006 : (tensor<1xi32>) -> tensor<i32>
    %1008 = stablehlo.dynamic_slice %1005, %1007, %c_0, sizes = [512, 512] : (tensor<4096x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x512xbf16>
    %cst_17 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1009 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1010 = stablehlo.multiply %1008, %1009 : tensor<512x512xbf16>
    %1011 = stablehlo.subtract %arg0, %1010 : tensor<512x512xbf16>
    %1012 = stablehlo.multiply %502, %528 : tensor<2x256x512xbf16>
    %1013 = stablehlo.reduce(%1012 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1014 = "stablehlo.all_reduce"(%1013) <{channel_handle = #stablehlo.channel_handle<handle = 39, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1015 = stablehlo.reshape %1014 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1016 = stablehlo.reduce(%1015 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1017 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1018 = stablehlo.multiply %1016, %1017 : tensor<512xbf16>
    %1019 = stablehlo.subtract %arg1, %1018 : tensor<512xbf16>
    %1020 = stablehlo.multiply %39, %986 : tensor<2x256x512xbf16>
    %1021 = stablehlo.reduce(%1020 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1022 = "stablehlo.all_reduce"(%1021) <{channel_handle = #stablehlo.channel_handle<handle = 40, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1023 = stablehlo.reshape %1022 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1024 = stablehlo.reduce(%1023 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1025 = stablehlo.multiply %1024, %1017 : tensor<512xbf16>
    %1026 = stablehlo.subtract %arg2, %1025 : tensor<512xbf16>
    %1027 = stablehlo.multiply %152, %902 : tensor<2x256x512xbf16>
    %1028 = stablehlo.reduce(%1027 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1029 = "stablehlo.all_reduce"(%1028) <{channel_handle = #stablehlo.channel_handle<handle = 41, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1030 = stablehlo.reshape %1029 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1031 = stablehlo.reduce(%1030 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1032 = stablehlo.multiply %1031, %1017 : tensor<512xbf16>
    %1033 = stablehlo.subtract %arg3, %1032 : tensor<512xbf16>
    %1034 = stablehlo.dot_general %890, %168, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x1408xbf16>) -> tensor<512x1408xbf16>
    %1035 = "stablehlo.all_reduce"(%1034) <{channel_handle = #stablehlo.channel_handle<handle = 42, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %c_18 = stablehlo.constant dense<[0, 176, 352, 528, 704, 880, 1056, 1232]> : tensor<8xi32>
    %1036 = stablehlo.dynamic_slice %c_18, %0, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
    %1037 = stablehlo.reshape %1036 : (tensor<1xi32>) -> tensor<i32>
    %1038 = stablehlo.dynamic_slice %1035, %c_0, %1037, sizes = [512, 176] : (tensor<512x1408xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x176xbf16>
    %1039 = stablehlo.transpose %1038, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : (tensor<512x176xbf16>) -> tensor<176x512xbf16>
    %1040 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<176x512xbf16>
    %1041 = stablehlo.multiply %1039, %1040 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : tensor<176x512xbf16>
    %1042 = stablehlo.subtract %arg4, %1041 : tensor<176x512xbf16>
    %1043 = stablehlo.dot_general %900, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %1044 = "stablehlo.all_reduce"(%1043) <{channel_handle = #stablehlo.channel_handle<handle = 43, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %c_19 = stablehlo.constant dense<[0, 64, 128, 192, 256, 320, 384, 448]> : tensor<8xi32>
    %1045 = stablehlo.dynamic_slice %c_19, %0, sizes = [1] : (tensor<8xi32>, tensor<ui32>) -> tensor<1xi32>
    %1046 = stablehlo.reshape %1045 : (tensor<1xi32>) -> tensor<i32>
    %1047 = stablehlo.dynamic_slice %1044, %c_0, %1046, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %1048 = stablehlo.transpose %1047, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %1049 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<64x1408xbf16>
    %1050 = stablehlo.multiply %1048, %1049 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : tensor<64x1408xbf16>
    %1051 = stablehlo.subtract %arg5, %1050 : tensor<64x1408xbf16>
    %1052 = stablehlo.dot_general %892, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %1053 = "stablehlo.all_reduce"(%1052) <{channel_handle = #stablehlo.channel_handle<handle = 44, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %1054 = stablehlo.dynamic_slice %1053, %c_0, %1046, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %1055 = stablehlo.transpose %1054, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %1056 = stablehlo.multiply %1055, %1049 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : tensor<64x1408xbf16>
    %1057 = stablehlo.subtract %arg6, %1056 : tensor<64x1408xbf16>
    %1058 = stablehlo.dot_general %964, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1059 = "stablehlo.all_reduce"(%1058) <{channel_handle = #stablehlo.channel_handle<handle = 45, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1060 = stablehlo.dynamic_slice %1059, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1061 = stablehlo.transpose %1060, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1062 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<64x512xbf16>
    %1063 = stablehlo.multiply %1061, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1064 = stablehlo.subtract %arg7, %1063 : tensor<64x512xbf16>
    %1065 = stablehlo.dot_general %919, %137, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1066 = "stablehlo.all_reduce"(%1065) <{channel_handle = #stablehlo.channel_handle<handle = 46, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1067 = stablehlo.dynamic_slice %1066, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1068 = stablehlo.transpose %1067, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1069 = stablehlo.multiply %1068, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1070 = stablehlo.subtract %arg8, %1069 : tensor<64x512xbf16>
    %1071 = stablehlo.dot_general %984, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1072 = "stablehlo.all_reduce"(%1071) <{channel_handle = #stablehlo.channel_handle<handle = 47, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1073 = stablehlo.dynamic_slice %1072, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1074 = stablehlo.transpose %1073, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1075 = stablehlo.multiply %1074, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1076 = stablehlo.subtract %arg9, %1075 : tensor<64x512xbf16>
    %1077 = stablehlo.dot_general %925, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1078 = "stablehlo.all_reduce"(%1077) <{channel_handle = #stablehlo.channel_handle<handle = 48, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1079 = stablehlo.dynamic_slice %1078, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1080 = stablehlo.transpose %1079, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1081 = stablehlo.multiply %1080, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1082 = stablehlo.subtract %arg10, %1081 : tensor<64x512xbf16>
    %1083 = stablehlo.multiply %184, %872 : tensor<2x256x512xbf16>
    %1084 = stablehlo.reduce(%1083 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1085 = "stablehlo.all_reduce"(%1084) <{channel_handle = #stablehlo.channel_handle<handle = 49, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1086 = stablehlo.reshape %1085 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1087 = stablehlo.reduce(%1086 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1088 = stablehlo.multiply %1087, %1017 : tensor<512xbf16>
    %1089 = stablehlo.subtract %arg11, %1088 : tensor<512xbf16>
    %1090 = stablehlo.multiply %259, %788 : tensor<2x256x512xbf16>
    %1091 = stablehlo.reduce(%1090 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1092 = "stablehlo.all_reduce"(%1091) <{channel_handle = #stablehlo.channel_handle<handle = 50, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1093 = stablehlo.reshape %1092 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1094 = stablehlo.reduce(%1093 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1095 = stablehlo.multiply %1094, %1017 : tensor<512xbf16>
    %1096 = stablehlo.subtract %arg12, %1095 : tensor<512xbf16>
    %1097 = stablehlo.dot_general %776, %274, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x1408xbf16>) -> tensor<512x1408xbf16>
    %1098 = "stablehlo.all_reduce"(%1097) <{channel_handle = #stablehlo.channel_handle<handle = 51, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %1099 = stablehlo.dynamic_slice %1098, %c_0, %1037, sizes = [512, 176] : (tensor<512x1408xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x176xbf16>
    %1100 = stablehlo.transpose %1099, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : (tensor<512x176xbf16>) -> tensor<176x512xbf16>
    %1101 = stablehlo.multiply %1100, %1040 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : tensor<176x512xbf16>
    %1102 = stablehlo.subtract %arg13, %1101 : tensor<176x512xbf16>
    %1103 = stablehlo.dot_general %786, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %1104 = "stablehlo.all_reduce"(%1103) <{channel_handle = #stablehlo.channel_handle<handle = 52, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %1105 = stablehlo.dynamic_slice %1104, %c_0, %1046, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %1106 = stablehlo.transpose %1105, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %1107 = stablehlo.multiply %1106, %1049 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : tensor<64x1408xbf16>
    %1108 = stablehlo.subtract %arg14, %1107 : tensor<64x1408xbf16>
    %1109 = stablehlo.dot_general %778, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %1110 = "stablehlo.all_reduce"(%1109) <{channel_handle = #stablehlo.channel_handle<handle = 53, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %1111 = stablehlo.dynamic_slice %1110, %c_0, %1046, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %1112 = stablehlo.transpose %1111, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %1113 = stablehlo.multiply %1112, %1049 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : tensor<64x1408xbf16>
    %1114 = stablehlo.subtract %arg15, %1113 : tensor<64x1408xbf16>
    %1115 = stablehlo.dot_general %850, %189, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1116 = "stablehlo.all_reduce"(%1115) <{channel_handle = #stablehlo.channel_handle<handle = 54, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1117 = stablehlo.dynamic_slice %1116, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1118 = stablehlo.transpose %1117, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1119 = stablehlo.multiply %1118, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1120 = stablehlo.subtract %arg16, %1119 : tensor<64x512xbf16>
    %1121 = stablehlo.dot_general %805, %244, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1122 = "stablehlo.all_reduce"(%1121) <{channel_handle = #stablehlo.channel_handle<handle = 55, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1123 = stablehlo.dynamic_slice %1122, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1124 = stablehlo.transpose %1123, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1125 = stablehlo.multiply %1124, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1126 = stablehlo.subtract %arg17, %1125 : tensor<64x512xbf16>
    %1127 = stablehlo.dot_general %870, %189, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1128 = "stablehlo.all_reduce"(%1127) <{channel_handle = #stablehlo.channel_handle<handle = 56, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1129 = stablehlo.dynamic_slice %1128, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1130 = stablehlo.transpose %1129, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1131 = stablehlo.multiply %1130, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1132 = stablehlo.subtract %arg18, %1131 : tensor<64x512xbf16>
    %1133 = stablehlo.dot_general %811, %189, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1134 = "stablehlo.all_reduce"(%1133) <{channel_handle = #stablehlo.channel_handle<handle = 57, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1135 = stablehlo.dynamic_slice %1134, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1136 = stablehlo.transpose %1135, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1137 = stablehlo.multiply %1136, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1138 = stablehlo.subtract %arg19, %1137 : tensor<64x512xbf16>
    %1139 = stablehlo.multiply %290, %758 : tensor<2x256x512xbf16>
    %1140 = stablehlo.reduce(%1139 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1141 = "stablehlo.all_reduce"(%1140) <{channel_handle = #stablehlo.channel_handle<handle = 58, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1142 = stablehlo.reshape %1141 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1143 = stablehlo.reduce(%1142 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1144 = stablehlo.multiply %1143, %1017 : tensor<512xbf16>
    %1145 = stablehlo.subtract %arg20, %1144 : tensor<512xbf16>
    %1146 = stablehlo.multiply %365, %674 : tensor<2x256x512xbf16>
    %1147 = stablehlo.reduce(%1146 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1148 = "stablehlo.all_reduce"(%1147) <{channel_handle = #stablehlo.channel_handle<handle = 59, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1149 = stablehlo.reshape %1148 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1150 = stablehlo.reduce(%1149 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1151 = stablehlo.multiply %1150, %1017 : tensor<512xbf16>
    %1152 = stablehlo.subtract %arg21, %1151 : tensor<512xbf16>
    %1153 = stablehlo.dot_general %662, %380, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x1408xbf16>) -> tensor<512x1408xbf16>
    %1154 = "stablehlo.all_reduce"(%1153) <{channel_handle = #stablehlo.channel_handle<handle = 60, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %1155 = stablehlo.dynamic_slice %1154, %c_0, %1037, sizes = [512, 176] : (tensor<512x1408xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x176xbf16>
    %1156 = stablehlo.transpose %1155, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : (tensor<512x176xbf16>) -> tensor<176x512xbf16>
    %1157 = stablehlo.multiply %1156, %1040 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : tensor<176x512xbf16>
    %1158 = stablehlo.subtract %arg22, %1157 : tensor<176x512xbf16>
    %1159 = stablehlo.dot_general %672, %370, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %1160 = "stablehlo.all_reduce"(%1159) <{channel_handle = #stablehlo.channel_handle<handle = 61, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %1161 = stablehlo.dynamic_slice %1160, %c_0, %1046, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %1162 = stablehlo.transpose %1161, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %1163 = stablehlo.multiply %1162, %1049 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : tensor<64x1408xbf16>
    %1164 = stablehlo.subtract %arg23, %1163 : tensor<64x1408xbf16>
    %1165 = stablehlo.dot_general %664, %370, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %1166 = "stablehlo.all_reduce"(%1165) <{channel_handle = #stablehlo.channel_handle<handle = 62, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %1167 = stablehlo.dynamic_slice %1166, %c_0, %1046, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %1168 = stablehlo.transpose %1167, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %1169 = stablehlo.multiply %1168, %1049 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : tensor<64x1408xbf16>
    %1170 = stablehlo.subtract %arg24, %1169 : tensor<64x1408xbf16>
    %1171 = stablehlo.dot_general %736, %295, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1172 = "stablehlo.all_reduce"(%1171) <{channel_handle = #stablehlo.channel_handle<handle = 63, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1173 = stablehlo.dynamic_slice %1172, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1174 = stablehlo.transpose %1173, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1175 = stablehlo.multiply %1174, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1176 = stablehlo.subtract %arg25, %1175 : tensor<64x512xbf16>
    %1177 = stablehlo.dot_general %691, %350, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1178 = "stablehlo.all_reduce"(%1177) <{channel_handle = #stablehlo.channel_handle<handle = 64, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1179 = stablehlo.dynamic_slice %1178, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1180 = stablehlo.transpose %1179, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1181 = stablehlo.multiply %1180, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1182 = stablehlo.subtract %arg26, %1181 : tensor<64x512xbf16>
    %1183 = stablehlo.dot_general %756, %295, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1184 = "stablehlo.all_reduce"(%1183) <{channel_handle = #stablehlo.channel_handle<handle = 65, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1185 = stablehlo.dynamic_slice %1184, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1186 = stablehlo.transpose %1185, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1187 = stablehlo.multiply %1186, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1188 = stablehlo.subtract %arg27, %1187 : tensor<64x512xbf16>
    %1189 = stablehlo.dot_general %697, %295, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1190 = "stablehlo.all_reduce"(%1189) <{channel_handle = #stablehlo.channel_handle<handle = 66, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1191 = stablehlo.dynamic_slice %1190, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1192 = stablehlo.transpose %1191, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1193 = stablehlo.multiply %1192, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1194 = stablehlo.subtract %arg28, %1193 : tensor<64x512xbf16>
    %1195 = stablehlo.multiply %396, %644 : tensor<2x256x512xbf16>
    %1196 = stablehlo.reduce(%1195 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1197 = "stablehlo.all_reduce"(%1196) <{channel_handle = #stablehlo.channel_handle<handle = 67, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1198 = stablehlo.reshape %1197 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1199 = stablehlo.reduce(%1198 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1200 = stablehlo.multiply %1199, %1017 : tensor<512xbf16>
    %1201 = stablehlo.subtract %arg29, %1200 : tensor<512xbf16>
    %1202 = stablehlo.multiply %471, %558 : tensor<2x256x512xbf16>
    %1203 = stablehlo.reduce(%1202 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1204 = "stablehlo.all_reduce"(%1203) <{channel_handle = #stablehlo.channel_handle<handle = 68, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512xbf16>) -> tensor<512xbf16>
    %1205 = stablehlo.reshape %1204 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1206 = stablehlo.reduce(%1205 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1207 = stablehlo.multiply %1206, %1017 : tensor<512xbf16>
    %1208 = stablehlo.subtract %arg30, %1207 : tensor<512xbf16>
    %1209 = stablehlo.dot_general %546, %486, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x1408xbf16>) -> tensor<512x1408xbf16>
    %1210 = "stablehlo.all_reduce"(%1209) <{channel_handle = #stablehlo.channel_handle<handle = 69, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x1408xbf16>) -> tensor<512x1408xbf16>
    %1211 = stablehlo.dynamic_slice %1210, %c_0, %1037, sizes = [512, 176] : (tensor<512x1408xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x176xbf16>
    %1212 = stablehlo.transpose %1211, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : (tensor<512x176xbf16>) -> tensor<176x512xbf16>
    %1213 = stablehlo.multiply %1212, %1040 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[176,512]{0,1}"} : tensor<176x512xbf16>
    %1214 = stablehlo.subtract %arg31, %1213 : tensor<176x512xbf16>
    %1215 = stablehlo.dot_general %556, %476, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %1216 = "stablehlo.all_reduce"(%1215) <{channel_handle = #stablehlo.channel_handle<handle = 70, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %1217 = stablehlo.dynamic_slice %1216, %c_0, %1046, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %1218 = stablehlo.transpose %1217, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %1219 = stablehlo.multiply %1218, %1049 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : tensor<64x1408xbf16>
    %1220 = stablehlo.subtract %arg32, %1219 : tensor<64x1408xbf16>
    %1221 = stablehlo.dot_general %548, %476, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x1408xbf16>, tensor<2x256x512xbf16>) -> tensor<1408x512xbf16>
    %1222 = "stablehlo.all_reduce"(%1221) <{channel_handle = #stablehlo.channel_handle<handle = 71, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<1408x512xbf16>) -> tensor<1408x512xbf16>
    %1223 = stablehlo.dynamic_slice %1222, %c_0, %1046, sizes = [1408, 64] : (tensor<1408x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1408x64xbf16>
    %1224 = stablehlo.transpose %1223, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : (tensor<1408x64xbf16>) -> tensor<64x1408xbf16>
    %1225 = stablehlo.multiply %1224, %1049 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,1408]{0,1}"} : tensor<64x1408xbf16>
    %1226 = stablehlo.subtract %arg33, %1225 : tensor<64x1408xbf16>
    %1227 = stablehlo.dot_general %622, %401, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1228 = "stablehlo.all_reduce"(%1227) <{channel_handle = #stablehlo.channel_handle<handle = 72, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1229 = stablehlo.dynamic_slice %1228, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1230 = stablehlo.transpose %1229, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1231 = stablehlo.multiply %1230, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1232 = stablehlo.subtract %arg34, %1231 : tensor<64x512xbf16>
    %1233 = stablehlo.dot_general %575, %456, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1234 = "stablehlo.all_reduce"(%1233) <{channel_handle = #stablehlo.channel_handle<handle = 73, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1235 = stablehlo.dynamic_slice %1234, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1236 = stablehlo.transpose %1235, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1237 = stablehlo.multiply %1236, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1238 = stablehlo.subtract %arg35, %1237 : tensor<64x512xbf16>
    %1239 = stablehlo.dot_general %642, %401, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1240 = "stablehlo.all_reduce"(%1239) <{channel_handle = #stablehlo.channel_handle<handle = 74, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1241 = stablehlo.dynamic_slice %1240, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1242 = stablehlo.transpose %1241, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1243 = stablehlo.multiply %1242, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1244 = stablehlo.subtract %arg36, %1243 : tensor<64x512xbf16>
    %1245 = stablehlo.dot_general %581, %401, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x512xbf16>, tensor<2x256x512xbf16>) -> tensor<512x512xbf16>
    %1246 = "stablehlo.all_reduce"(%1245) <{channel_handle = #stablehlo.channel_handle<handle = 75, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1247 = stablehlo.dynamic_slice %1246, %c_0, %1046, sizes = [512, 64] : (tensor<512x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<512x64xbf16>
    %1248 = stablehlo.transpose %1247, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %1249 = stablehlo.multiply %1248, %1062 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,512]{0,1}"} : tensor<64x512xbf16>
    %1250 = stablehlo.subtract %arg37, %1249 : tensor<64x512xbf16>
    %1251 = stablehlo.dot_general %527, %507, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x256x4096xbf16>, tensor<2x256x512xbf16>) -> tensor<4096x512xbf16>
    %1252 = "stablehlo.all_reduce"(%1251) <{channel_handle = #stablehlo.channel_handle<handle = 76, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1276 : tensor<bf16>
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %1253 = stablehlo.dynamic_slice %1252, %c_0, %1046, sizes = [4096, 64] : (tensor<4096x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<4096x64xbf16>
    %1254 = stablehlo.transpose %1253, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,4096]{0,1}"} : (tensor<4096x64xbf16>) -> tensor<64x4096xbf16>
    %1255 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<64x4096xbf16>
    %1256 = stablehlo.multiply %1254, %1255 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[64,4096]{0,1}"} : tensor<64x4096xbf16>
    %1257 = stablehlo.subtract %arg38, %1256 : tensor<64x4096xbf16>
    %1258 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
    %1259 = stablehlo.compare GE, %18, %1258 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
    %c_20 = stablehlo.constant dense<4095> : tensor<i32>
    %1260 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<2x256x1x1xi32>
    %1261 = stablehlo.compare LE, %18, %1260 : (tensor<2x256x1x1xi32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1x1xi1>
    %1262 = stablehlo.and %1259, %1261 : tensor<2x256x1x1xi1>
    %1263 = stablehlo.reduce(%1262 init: %c_6) applies stablehlo.and across dimensions = [3] : (tensor<2x256x1x1xi1>, tensor<i1>) -> tensor<2x256x1xi1>
    %1264 = stablehlo.log %521 : tensor<2x256x1xf32>
    %1265 = stablehlo.broadcast_in_dim %1264, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x1xf32>
    %1266 = stablehlo.reshape %1265 : (tensor<2x256x1xf32>) -> tensor<2x256xf32>
    %1267 = stablehlo.broadcast_in_dim %1266, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x4096xf32>
    %1268 = stablehlo.subtract %518, %1267 : tensor<2x256x4096xf32>
    %1269 = "stablehlo.gather"(%1268, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x256x4096xf32>, tensor<2x256x1x1xi32>) -> tensor<2x256x1xf32>
    %cst_21 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1271 = stablehlo.select %1263, %1269, %1270 : tensor<2x256x1xi1>, tensor<2x256x1xf32>
    %1272 = stablehlo.reduce(%1271 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<f32>
    %1273 = "stablehlo.all_reduce"(%1272) <{channel_handle = #stablehlo.channel_handle<handle = 77, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %1276 = stablehlo.add %arg41, %arg42 : tensor<f32>
      stablehlo.return %1276 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %1274 = stablehlo.divide %1273, %cst_22 : tensor<f32>
    %1275 = stablehlo.negate %1274 : tensor<f32>
    return %1011, %1019, %1026, %1033, %1042, %1051, %1057, %1064, %1070, %1076, %1082, %1089, %1096, %1102, %1108, %1114, %1120, %1126, %1132, %1138, %1145, %1152, %1158, %1164, %1170, %1176, %1182, %1188, %1194, %1201, %1208, %1214, %1220, %1226, %1232, %1238, %1244, %1250, %1257, %1275 : tensor<512x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<176x512xbf16>, tensor<64x1408xbf16>, tensor<64x1408xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x512xbf16>, tensor<64x4096xbf16>, tensor<f32>
  }
}
