module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 4 : i64}, output_index = array<i64: 4>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 5 : i64}, output_index = array<i64: 5>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 6 : i64}, output_index = array<i64: 6>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 7 : i64}, output_index = array<i64: 7>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 8 : i64}, output_index = array<i64: 8>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 9 : i64}, output_index = array<i64: 9>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 10 : i64}, output_index = array<i64: 10>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 11 : i64}, output_index = array<i64: 11>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 12 : i64}, output_index = array<i64: 12>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 13 : i64}, output_index = array<i64: 13>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 14 : i64}, output_index = array<i64: 14>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 15 : i64}, output_index = array<i64: 15>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 16 : i64}, output_index = array<i64: 16>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 17 : i64}, output_index = array<i64: 17>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 18 : i64}, output_index = array<i64: 18>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 19 : i64}, output_index = array<i64: 19>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 20 : i64}, output_index = array<i64: 20>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 21 : i64}, output_index = array<i64: 21>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 22 : i64}, output_index = array<i64: 22>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 23 : i64}, output_index = array<i64: 23>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 24 : i64}, output_index = array<i64: 24>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 25 : i64}, output_index = array<i64: 25>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 26 : i64}, output_index = array<i64: 26>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 27 : i64}, output_index = array<i64: 27>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 28 : i64}, output_index = array<i64: 28>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 29 : i64}, output_index = array<i64: 29>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 30 : i64}, output_index = array<i64: 30>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 31 : i64}, output_index = array<i64: 31>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 32 : i64}, output_index = array<i64: 32>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 33 : i64}, output_index = array<i64: 33>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 34 : i64}, output_index = array<i64: 34>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 35 : i64}, output_index = array<i64: 35>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 36 : i64}, output_index = array<i64: 36>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 37 : i64}, output_index = array<i64: 37>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 38 : i64}, output_index = array<i64: 38>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 39 : i64}, output_index = array<i64: 39>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 40 : i64}, output_index = array<i64: 40>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 41 : i64}, output_index = array<i64: 41>}], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=5*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=10*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=15*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=20*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=25*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=30*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=35*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=40*/{replicated}, {replicated}, {replicated}}", mhlo.spmd_parameters_shardings = ["{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{devices=[8,1,1,1]<=[8]}", "{devices=[8]<=[8]}"], mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_1 = <["axis_0"=8, "axis_1"=1]>
  sdy.mesh @mesh = <["axis_0"=8, "axis_1"=1, "axis_2"=1, "axis_3"=1]>
  func.func private @region_0.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
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
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
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
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_19.20(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_20.21(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_26.27(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_27.28(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_28.29(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
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
  func.func private @region_49.50(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_50.51(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_51.52(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_52.53(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_53.54(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_54.55(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_55.56(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_56.57(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_57.58(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_58.59(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_59.60(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_60.61(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_61.62(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_62.63(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_63.64(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_64.65(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_65.66(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_66.67(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_67.68(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_68.69(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_69.70(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_70.71(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_71.72(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_72.73(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_73.74(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_74.75(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_75.76(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_76.77(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_77.78(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_78.79(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_79.80(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_80.81(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_81.82(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_82.83(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_83.84(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_84.85(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_85.86(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_86.87(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_87.88(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_88.89(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_89.90(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_90.91(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_91.92(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_92.93(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_93.94(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_94.95(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_95.96(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_96.97(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_97.98(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_98.99(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_99.100(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_100.101(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_101.102(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_102.103(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_103.104(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_104.105(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_105.106(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_106.107(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_107.108(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_108.109(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_109.110(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_110.111(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_111.112(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_112.113(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_113.114(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_114.115(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_115.116(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_116.117(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_117.118(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_118.119(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_119.120(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_120.121(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_121.122(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_122.123(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_123.124(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_124.125(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_125.126(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_126.127(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_127.128(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_128.129(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_129.130(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_130.131(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_131.132(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_132.133(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_133.134(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_134.135(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_135.136(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_136.137(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_137.138(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_138.139(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_139.140(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_140.141(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_141.142(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_142.143(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_143.144(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_144.145(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_145.146(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_146.147(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_147.148(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_148.149(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_149.150(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_150.151(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_151.152(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_152.153(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_153.154(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_154.155(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_155.156(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_156.157(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_157.158(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_158.159(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_159.160(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_160.161(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_161.162(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_162.163(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_163.164(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.0.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.0.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.4.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.5.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.6.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_7.8.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_8.9.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_9.10.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.11.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_11.12.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_12.13.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_13.14.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_14.15.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_15.16.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_16.17.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_17.18.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_18.19.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_19.20.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_20.21.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_21.22.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_22.23.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_23.24.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_24.25.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_25.26.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_30.31.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_33.34.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_35.36.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_37.38.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_39.40.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_41.42.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_43.44.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_45.46.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_47.48.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_49.50.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_51.52.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_53.54.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_55.56.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_57.58.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_59.60.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_61.62.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_63.64.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_65.66.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_67.68.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_69.70.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_71.72.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_73.74.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_75.76.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_77.78.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_79.80.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_81.82.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_83.84.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_85.86.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_87.88.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_89.90.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_91.92.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_93.94.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_95.96.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_97.98.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_99.100.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_101.102.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_103.104.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_105.106.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_107.108.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_109.110.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_111.112.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_113.114.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_115.116.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_117.118.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_119.120.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.2.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_121.122.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_123.124.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_125.126.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_127.128.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.4.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.5.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.6.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_129.130.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_131.132.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_133.134.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_135.136.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.8.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_137.138.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_139.140.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_141.142.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_143.144.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.9.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.10.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.11.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_145.146.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_147.148.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_149.150.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_151.152.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.12.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.13.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.14.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_153.154.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_155.156.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_157.158.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.15.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_159.160.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_161.162.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_163.164.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg6: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg7: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg8: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg9: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg10: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg14: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg15: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg16: tensor<3x3x16x32xf32> {mhlo.sharding = "{replicated}"}, %arg17: tensor<3x3x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg18: tensor<1x1x16x32xf32> {mhlo.sharding = "{replicated}"}, %arg19: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg20: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg21: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg22: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg23: tensor<3x3x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg24: tensor<3x3x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg25: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg26: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg27: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg28: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg29: tensor<3x3x32x64xf32> {mhlo.sharding = "{replicated}"}, %arg30: tensor<3x3x64x64xf32> {mhlo.sharding = "{replicated}"}, %arg31: tensor<1x1x32x64xf32> {mhlo.sharding = "{replicated}"}, %arg32: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg33: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg34: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg35: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg36: tensor<3x3x64x64xf32> {mhlo.sharding = "{replicated}"}, %arg37: tensor<3x3x64x64xf32> {mhlo.sharding = "{replicated}"}, %arg38: tensor<64x10xf32> {mhlo.sharding = "{replicated}"}, %arg39: tensor<3x3x3x16xf32> {mhlo.sharding = "{replicated}"}, %arg40: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg41: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg42: tensor<32x32x32x3xf32> {mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"}, %arg43: tensor<32xi32> {mhlo.sharding = "{devices=[8]<=[8]}"}) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<64x10xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>) {
    %0 = stablehlo.convolution(%arg42, %arg39) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<16xf32>
    %5 = stablehlo.reshape %4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<32x32x32x16xf32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = "stablehlo.all_reduce"(%11) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %13 = stablehlo.divide %12, %3 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.add %13, %14 : tensor<16xf32>
    %16 = stablehlo.rsqrt %15 : tensor<16xf32>
    %17 = stablehlo.reshape %16 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %21 = stablehlo.multiply %9, %20 : tensor<32x32x32x16xf32>
    %22 = stablehlo.reshape %arg41 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<32x32x32x16xf32>
    %27 = stablehlo.reshape %arg40 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %31 = stablehlo.add %26, %30 : tensor<32x32x32x16xf32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %33 = stablehlo.maximum %31, %32 : tensor<32x32x32x16xf32>
    %34 = stablehlo.convolution(%33, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %35 = stablehlo.reduce(%34 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %36 = "stablehlo.all_reduce"(%35) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %37 = stablehlo.divide %36, %3 : tensor<16xf32>
    %38 = stablehlo.reshape %37 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %42 = stablehlo.subtract %34, %41 : tensor<32x32x32x16xf32>
    %43 = stablehlo.multiply %42, %42 : tensor<32x32x32x16xf32>
    %44 = stablehlo.reduce(%43 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %45 = "stablehlo.all_reduce"(%44) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %46 = stablehlo.divide %45, %3 : tensor<16xf32>
    %47 = stablehlo.add %46, %14 : tensor<16xf32>
    %48 = stablehlo.rsqrt %47 : tensor<16xf32>
    %49 = stablehlo.reshape %48 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %53 = stablehlo.multiply %42, %52 : tensor<32x32x32x16xf32>
    %54 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %58 = stablehlo.multiply %53, %57 : tensor<32x32x32x16xf32>
    %59 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %63 = stablehlo.add %58, %62 : tensor<32x32x32x16xf32>
    %64 = stablehlo.compare GT, %63, %32 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %65 = stablehlo.maximum %63, %32 : tensor<32x32x32x16xf32>
    %66 = stablehlo.convolution(%65, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %67 = stablehlo.reduce(%66 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %68 = "stablehlo.all_reduce"(%67) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %69 = stablehlo.divide %68, %3 : tensor<16xf32>
    %70 = stablehlo.reshape %69 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %74 = stablehlo.subtract %66, %73 : tensor<32x32x32x16xf32>
    %75 = stablehlo.multiply %74, %74 : tensor<32x32x32x16xf32>
    %76 = stablehlo.reduce(%75 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %77 = "stablehlo.all_reduce"(%76) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %78 = stablehlo.divide %77, %3 : tensor<16xf32>
    %79 = stablehlo.add %78, %14 : tensor<16xf32>
    %80 = stablehlo.rsqrt %79 : tensor<16xf32>
    %81 = stablehlo.reshape %80 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %85 = stablehlo.multiply %74, %84 : tensor<32x32x32x16xf32>
    %86 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %90 = stablehlo.multiply %85, %89 : tensor<32x32x32x16xf32>
    %91 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %95 = stablehlo.add %90, %94 : tensor<32x32x32x16xf32>
    %96 = stablehlo.add %95, %33 : tensor<32x32x32x16xf32>
    %97 = stablehlo.compare GT, %96, %32 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %98 = stablehlo.maximum %96, %32 : tensor<32x32x32x16xf32>
    %99 = stablehlo.convolution(%98, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %100 = stablehlo.reduce(%99 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %101 = "stablehlo.all_reduce"(%100) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %102 = stablehlo.divide %101, %3 : tensor<16xf32>
    %103 = stablehlo.reshape %102 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %107 = stablehlo.subtract %99, %106 : tensor<32x32x32x16xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<32x32x32x16xf32>
    %109 = stablehlo.reduce(%108 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %110 = "stablehlo.all_reduce"(%109) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %111 = stablehlo.divide %110, %3 : tensor<16xf32>
    %112 = stablehlo.add %111, %14 : tensor<16xf32>
    %113 = stablehlo.rsqrt %112 : tensor<16xf32>
    %114 = stablehlo.reshape %113 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %118 = stablehlo.multiply %107, %117 : tensor<32x32x32x16xf32>
    %119 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %123 = stablehlo.multiply %118, %122 : tensor<32x32x32x16xf32>
    %124 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %128 = stablehlo.add %123, %127 : tensor<32x32x32x16xf32>
    %129 = stablehlo.maximum %128, %32 : tensor<32x32x32x16xf32>
    %130 = stablehlo.convolution(%129, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %131 = stablehlo.reduce(%130 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %132 = "stablehlo.all_reduce"(%131) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %133 = stablehlo.divide %132, %3 : tensor<16xf32>
    %134 = stablehlo.reshape %133 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %138 = stablehlo.subtract %130, %137 : tensor<32x32x32x16xf32>
    %139 = stablehlo.multiply %138, %138 : tensor<32x32x32x16xf32>
    %140 = stablehlo.reduce(%139 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %141 = "stablehlo.all_reduce"(%140) <{channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %142 = stablehlo.divide %141, %3 : tensor<16xf32>
    %143 = stablehlo.add %142, %14 : tensor<16xf32>
    %144 = stablehlo.rsqrt %143 : tensor<16xf32>
    %145 = stablehlo.reshape %144 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %149 = stablehlo.multiply %138, %148 : tensor<32x32x32x16xf32>
    %150 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %152 = stablehlo.reshape %151 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %154 = stablehlo.multiply %149, %153 : tensor<32x32x32x16xf32>
    %155 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %157 = stablehlo.reshape %156 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %159 = stablehlo.add %154, %158 : tensor<32x32x32x16xf32>
    %160 = stablehlo.add %159, %98 : tensor<32x32x32x16xf32>
    %161 = stablehlo.compare GT, %160, %32 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %162 = stablehlo.maximum %160, %32 : tensor<32x32x32x16xf32>
    %163 = stablehlo.convolution(%162, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<32x16x16x32xf32>
    %164 = stablehlo.reduce(%163 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %165 = "stablehlo.all_reduce"(%164) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %cst_2 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %167 = stablehlo.divide %165, %166 : tensor<32xf32>
    %168 = stablehlo.reshape %167 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %172 = stablehlo.subtract %163, %171 : tensor<32x16x16x32xf32>
    %173 = stablehlo.multiply %172, %172 : tensor<32x16x16x32xf32>
    %174 = stablehlo.reduce(%173 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %175 = "stablehlo.all_reduce"(%174) <{channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %176 = stablehlo.divide %175, %166 : tensor<32xf32>
    %177 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %178 = stablehlo.add %176, %177 : tensor<32xf32>
    %179 = stablehlo.rsqrt %178 : tensor<32xf32>
    %180 = stablehlo.reshape %179 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %184 = stablehlo.multiply %172, %183 : tensor<32x16x16x32xf32>
    %185 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %189 = stablehlo.multiply %184, %188 : tensor<32x16x16x32xf32>
    %190 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %192 = stablehlo.reshape %191 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %194 = stablehlo.add %189, %193 : tensor<32x16x16x32xf32>
    %195 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %196 = stablehlo.maximum %194, %195 : tensor<32x16x16x32xf32>
    %197 = stablehlo.convolution(%196, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %198 = stablehlo.reduce(%197 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %199 = "stablehlo.all_reduce"(%198) <{channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %200 = stablehlo.divide %199, %166 : tensor<32xf32>
    %201 = stablehlo.reshape %200 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %203 = stablehlo.reshape %202 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %205 = stablehlo.subtract %197, %204 : tensor<32x16x16x32xf32>
    %206 = stablehlo.multiply %205, %205 : tensor<32x16x16x32xf32>
    %207 = stablehlo.reduce(%206 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %208 = "stablehlo.all_reduce"(%207) <{channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %209 = stablehlo.divide %208, %166 : tensor<32xf32>
    %210 = stablehlo.add %209, %177 : tensor<32xf32>
    %211 = stablehlo.rsqrt %210 : tensor<32xf32>
    %212 = stablehlo.reshape %211 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %216 = stablehlo.multiply %205, %215 : tensor<32x16x16x32xf32>
    %217 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %221 = stablehlo.multiply %216, %220 : tensor<32x16x16x32xf32>
    %222 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %226 = stablehlo.add %221, %225 : tensor<32x16x16x32xf32>
    %227 = stablehlo.convolution(%162, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<1x1x16x32xf32>) -> tensor<32x16x16x32xf32>
    %228 = stablehlo.add %226, %227 : tensor<32x16x16x32xf32>
    %229 = stablehlo.compare GT, %228, %195 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
    %230 = stablehlo.maximum %228, %195 : tensor<32x16x16x32xf32>
    %231 = stablehlo.convolution(%230, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %232 = stablehlo.reduce(%231 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %233 = "stablehlo.all_reduce"(%232) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %234 = stablehlo.divide %233, %166 : tensor<32xf32>
    %235 = stablehlo.reshape %234 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %239 = stablehlo.subtract %231, %238 : tensor<32x16x16x32xf32>
    %240 = stablehlo.multiply %239, %239 : tensor<32x16x16x32xf32>
    %241 = stablehlo.reduce(%240 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %242 = "stablehlo.all_reduce"(%241) <{channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %243 = stablehlo.divide %242, %166 : tensor<32xf32>
    %244 = stablehlo.add %243, %177 : tensor<32xf32>
    %245 = stablehlo.rsqrt %244 : tensor<32xf32>
    %246 = stablehlo.reshape %245 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %250 = stablehlo.multiply %239, %249 : tensor<32x16x16x32xf32>
    %251 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %255 = stablehlo.multiply %250, %254 : tensor<32x16x16x32xf32>
    %256 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %258 = stablehlo.reshape %257 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %260 = stablehlo.add %255, %259 : tensor<32x16x16x32xf32>
    %261 = stablehlo.maximum %260, %195 : tensor<32x16x16x32xf32>
    %262 = stablehlo.convolution(%261, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %263 = stablehlo.reduce(%262 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %264 = "stablehlo.all_reduce"(%263) <{channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %265 = stablehlo.divide %264, %166 : tensor<32xf32>
    %266 = stablehlo.reshape %265 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %270 = stablehlo.subtract %262, %269 : tensor<32x16x16x32xf32>
    %271 = stablehlo.multiply %270, %270 : tensor<32x16x16x32xf32>
    %272 = stablehlo.reduce(%271 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %273 = "stablehlo.all_reduce"(%272) <{channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %274 = stablehlo.divide %273, %166 : tensor<32xf32>
    %275 = stablehlo.add %274, %177 : tensor<32xf32>
    %276 = stablehlo.rsqrt %275 : tensor<32xf32>
    %277 = stablehlo.reshape %276 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %279 = stablehlo.reshape %278 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %281 = stablehlo.multiply %270, %280 : tensor<32x16x16x32xf32>
    %282 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %284 = stablehlo.reshape %283 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %286 = stablehlo.multiply %281, %285 : tensor<32x16x16x32xf32>
    %287 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %291 = stablehlo.add %286, %290 : tensor<32x16x16x32xf32>
    %292 = stablehlo.add %291, %230 : tensor<32x16x16x32xf32>
    %293 = stablehlo.compare GT, %292, %195 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
    %294 = stablehlo.maximum %292, %195 : tensor<32x16x16x32xf32>
    %295 = stablehlo.convolution(%294, %arg29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x8x8x64xf32>
    %296 = stablehlo.reduce(%295 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %297 = "stablehlo.all_reduce"(%296) <{channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %299 = stablehlo.divide %297, %298 : tensor<64xf32>
    %300 = stablehlo.reshape %299 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %302 = stablehlo.reshape %301 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %304 = stablehlo.subtract %295, %303 : tensor<32x8x8x64xf32>
    %305 = stablehlo.multiply %304, %304 : tensor<32x8x8x64xf32>
    %306 = stablehlo.reduce(%305 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %307 = "stablehlo.all_reduce"(%306) <{channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %308 = stablehlo.divide %307, %298 : tensor<64xf32>
    %309 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %310 = stablehlo.add %308, %309 : tensor<64xf32>
    %311 = stablehlo.rsqrt %310 : tensor<64xf32>
    %312 = stablehlo.reshape %311 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %314 = stablehlo.reshape %313 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %316 = stablehlo.multiply %304, %315 : tensor<32x8x8x64xf32>
    %317 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %319 = stablehlo.reshape %318 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %321 = stablehlo.multiply %316, %320 : tensor<32x8x8x64xf32>
    %322 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %324 = stablehlo.reshape %323 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %326 = stablehlo.add %321, %325 : tensor<32x8x8x64xf32>
    %327 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %328 = stablehlo.maximum %326, %327 : tensor<32x8x8x64xf32>
    %329 = stablehlo.convolution(%328, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %330 = stablehlo.reduce(%329 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %331 = "stablehlo.all_reduce"(%330) <{channel_handle = #stablehlo.channel_handle<handle = 21, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %332 = stablehlo.divide %331, %298 : tensor<64xf32>
    %333 = stablehlo.reshape %332 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %335 = stablehlo.reshape %334 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %337 = stablehlo.subtract %329, %336 : tensor<32x8x8x64xf32>
    %338 = stablehlo.multiply %337, %337 : tensor<32x8x8x64xf32>
    %339 = stablehlo.reduce(%338 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %340 = "stablehlo.all_reduce"(%339) <{channel_handle = #stablehlo.channel_handle<handle = 22, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %341 = stablehlo.divide %340, %298 : tensor<64xf32>
    %342 = stablehlo.add %341, %309 : tensor<64xf32>
    %343 = stablehlo.rsqrt %342 : tensor<64xf32>
    %344 = stablehlo.reshape %343 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %346 = stablehlo.reshape %345 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %348 = stablehlo.multiply %337, %347 : tensor<32x8x8x64xf32>
    %349 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %351 = stablehlo.reshape %350 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %353 = stablehlo.multiply %348, %352 : tensor<32x8x8x64xf32>
    %354 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %356 = stablehlo.reshape %355 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %358 = stablehlo.add %353, %357 : tensor<32x8x8x64xf32>
    %359 = stablehlo.convolution(%294, %arg31) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<1x1x32x64xf32>) -> tensor<32x8x8x64xf32>
    %360 = stablehlo.add %358, %359 : tensor<32x8x8x64xf32>
    %361 = stablehlo.compare GT, %360, %327 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %362 = stablehlo.maximum %360, %327 : tensor<32x8x8x64xf32>
    %363 = stablehlo.convolution(%362, %arg36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %364 = stablehlo.reduce(%363 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %365 = "stablehlo.all_reduce"(%364) <{channel_handle = #stablehlo.channel_handle<handle = 23, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %366 = stablehlo.divide %365, %298 : tensor<64xf32>
    %367 = stablehlo.reshape %366 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %369 = stablehlo.reshape %368 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %371 = stablehlo.subtract %363, %370 : tensor<32x8x8x64xf32>
    %372 = stablehlo.multiply %371, %371 : tensor<32x8x8x64xf32>
    %373 = stablehlo.reduce(%372 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %374 = "stablehlo.all_reduce"(%373) <{channel_handle = #stablehlo.channel_handle<handle = 24, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %375 = stablehlo.divide %374, %298 : tensor<64xf32>
    %376 = stablehlo.add %375, %309 : tensor<64xf32>
    %377 = stablehlo.rsqrt %376 : tensor<64xf32>
    %378 = stablehlo.reshape %377 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %380 = stablehlo.reshape %379 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %382 = stablehlo.multiply %371, %381 : tensor<32x8x8x64xf32>
    %383 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %385 = stablehlo.reshape %384 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %387 = stablehlo.multiply %382, %386 : tensor<32x8x8x64xf32>
    %388 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %390 = stablehlo.reshape %389 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %392 = stablehlo.add %387, %391 : tensor<32x8x8x64xf32>
    %393 = stablehlo.maximum %392, %327 : tensor<32x8x8x64xf32>
    %394 = stablehlo.convolution(%393, %arg37) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %395 = stablehlo.reduce(%394 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %396 = "stablehlo.all_reduce"(%395) <{channel_handle = #stablehlo.channel_handle<handle = 25, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %397 = stablehlo.divide %396, %298 : tensor<64xf32>
    %398 = stablehlo.reshape %397 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %400 = stablehlo.reshape %399 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %402 = stablehlo.subtract %394, %401 : tensor<32x8x8x64xf32>
    %403 = stablehlo.multiply %402, %402 : tensor<32x8x8x64xf32>
    %404 = stablehlo.reduce(%403 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %405 = "stablehlo.all_reduce"(%404) <{channel_handle = #stablehlo.channel_handle<handle = 26, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %406 = stablehlo.divide %405, %298 : tensor<64xf32>
    %407 = stablehlo.add %406, %309 : tensor<64xf32>
    %408 = stablehlo.rsqrt %407 : tensor<64xf32>
    %409 = stablehlo.reshape %408 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %411 = stablehlo.reshape %410 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %413 = stablehlo.multiply %402, %412 : tensor<32x8x8x64xf32>
    %414 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %416 = stablehlo.reshape %415 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %418 = stablehlo.multiply %413, %417 : tensor<32x8x8x64xf32>
    %419 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %421 = stablehlo.reshape %420 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %423 = stablehlo.add %418, %422 : tensor<32x8x8x64xf32>
    %424 = stablehlo.add %423, %362 : tensor<32x8x8x64xf32>
    %425 = stablehlo.compare GT, %424, %327 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %426 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %427 = stablehlo.reshape %arg43 : (tensor<32xi32>) -> tensor<32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %428 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %429 = stablehlo.compare LT, %427, %428 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_4 = stablehlo.constant dense<10> : tensor<i32>
    %430 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %431 = stablehlo.add %427, %430 : tensor<32x1xi32>
    %432 = stablehlo.select %429, %431, %427 : tensor<32x1xi1>, tensor<32x1xi32>
    %433 = stablehlo.reshape %432 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %cst_5 = stablehlo.constant dense<-3.906250e-03> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %435 = "stablehlo.scatter"(%426, %433, %434) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32x10xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    %436 = stablehlo.negate %435 : tensor<32x10xf32>
    %437 = stablehlo.reduce(%436 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %438 = stablehlo.reshape %437 : (tensor<32xf32>) -> tensor<32x1xf32>
    %439 = stablehlo.maximum %424, %327 : tensor<32x8x8x64xf32>
    %440 = stablehlo.reduce(%439 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %442 = stablehlo.divide %440, %441 : tensor<32x64xf32>
    %443 = stablehlo.dot %442, %arg38, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x10xf32>) -> tensor<32x10xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %444 = stablehlo.reduce(%443 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %445 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %446 = stablehlo.maximum %444, %445 : tensor<32xf32>
    %447 = stablehlo.reshape %446 : (tensor<32xf32>) -> tensor<32x1xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1xf32>
    %449 = stablehlo.reshape %448 : (tensor<32x1xf32>) -> tensor<32xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %451 = stablehlo.subtract %443, %450 : tensor<32x10xf32>
    %452 = stablehlo.exponential %451 : tensor<32x10xf32>
    %453 = stablehlo.reduce(%452 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %454 = stablehlo.reshape %453 : (tensor<32xf32>) -> tensor<32x1xf32>
    %455 = stablehlo.divide %438, %454 : tensor<32x1xf32>
    %456 = stablehlo.reduce(%455 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %458 = stablehlo.multiply %457, %452 : tensor<32x10xf32>
    %459 = stablehlo.add %435, %458 : tensor<32x10xf32>
    %460 = stablehlo.dot_general %459, %arg38, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<64x10xf32>) -> tensor<32x64xf32>
    %461 = stablehlo.divide %460, %441 : tensor<32x64xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
    %463 = stablehlo.select %425, %462, %327 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    %464 = stablehlo.compare GT, %392, %327 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %465 = stablehlo.multiply %463, %417 : tensor<32x8x8x64xf32>
    %466 = stablehlo.multiply %465, %412 : tensor<32x8x8x64xf32>
    %467 = stablehlo.multiply %402, %465 : tensor<32x8x8x64xf32>
    %468 = stablehlo.reduce(%467 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %469 = "stablehlo.all_reduce"(%468) <{channel_handle = #stablehlo.channel_handle<handle = 27, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %470 = stablehlo.reshape %469 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %471 = stablehlo.reduce(%470 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %472 = stablehlo.divide %408, %407 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %474 = stablehlo.multiply %472, %473 : tensor<64xf32>
    %475 = stablehlo.multiply %471, %474 : tensor<64xf32>
    %476 = stablehlo.divide %475, %298 : tensor<64xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %479 = stablehlo.multiply %402, %478 : tensor<32x8x8x64xf32>
    %480 = stablehlo.multiply %477, %479 : tensor<32x8x8x64xf32>
    %481 = stablehlo.add %466, %480 : tensor<32x8x8x64xf32>
    %482 = stablehlo.negate %466 : tensor<32x8x8x64xf32>
    %483 = stablehlo.reduce(%482 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %484 = "stablehlo.all_reduce"(%483) <{channel_handle = #stablehlo.channel_handle<handle = 28, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %485 = stablehlo.reshape %484 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %486 = stablehlo.reduce(%485 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %487 = stablehlo.negate %480 : tensor<32x8x8x64xf32>
    %488 = stablehlo.reduce(%487 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %489 = "stablehlo.all_reduce"(%488) <{channel_handle = #stablehlo.channel_handle<handle = 29, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %490 = stablehlo.reshape %489 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %491 = stablehlo.reduce(%490 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %492 = stablehlo.add %486, %491 : tensor<64xf32>
    %493 = stablehlo.divide %492, %298 : tensor<64xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %495 = stablehlo.add %481, %494 : tensor<32x8x8x64xf32>
    %496 = stablehlo.reverse %arg37, dims = [0, 1] : tensor<3x3x64x64xf32>
    %497 = stablehlo.convolution(%495, %496) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %498 = stablehlo.select %464, %497, %327 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    %499 = stablehlo.multiply %498, %386 : tensor<32x8x8x64xf32>
    %500 = stablehlo.multiply %499, %381 : tensor<32x8x8x64xf32>
    %501 = stablehlo.multiply %371, %499 : tensor<32x8x8x64xf32>
    %502 = stablehlo.reduce(%501 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %503 = "stablehlo.all_reduce"(%502) <{channel_handle = #stablehlo.channel_handle<handle = 30, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %504 = stablehlo.reshape %503 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %505 = stablehlo.reduce(%504 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %506 = stablehlo.divide %377, %376 : tensor<64xf32>
    %507 = stablehlo.multiply %506, %473 : tensor<64xf32>
    %508 = stablehlo.multiply %505, %507 : tensor<64xf32>
    %509 = stablehlo.divide %508, %298 : tensor<64xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %511 = stablehlo.multiply %371, %478 : tensor<32x8x8x64xf32>
    %512 = stablehlo.multiply %510, %511 : tensor<32x8x8x64xf32>
    %513 = stablehlo.add %500, %512 : tensor<32x8x8x64xf32>
    %514 = stablehlo.negate %500 : tensor<32x8x8x64xf32>
    %515 = stablehlo.reduce(%514 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %516 = "stablehlo.all_reduce"(%515) <{channel_handle = #stablehlo.channel_handle<handle = 31, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %517 = stablehlo.reshape %516 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %518 = stablehlo.reduce(%517 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %519 = stablehlo.negate %512 : tensor<32x8x8x64xf32>
    %520 = stablehlo.reduce(%519 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %521 = "stablehlo.all_reduce"(%520) <{channel_handle = #stablehlo.channel_handle<handle = 32, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %522 = stablehlo.reshape %521 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %523 = stablehlo.reduce(%522 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %524 = stablehlo.add %518, %523 : tensor<64xf32>
    %525 = stablehlo.divide %524, %298 : tensor<64xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %527 = stablehlo.add %513, %526 : tensor<32x8x8x64xf32>
    %528 = stablehlo.reverse %arg36, dims = [0, 1] : tensor<3x3x64x64xf32>
    %529 = stablehlo.convolution(%527, %528) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %530 = stablehlo.add %463, %529 : tensor<32x8x8x64xf32>
    %531 = stablehlo.select %361, %530, %327 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    %532 = stablehlo.convolution(%531, %arg31) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<1x1x32x64xf32>) -> tensor<32x16x16x32xf32>
    %533 = stablehlo.compare GT, %326, %327 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %534 = stablehlo.multiply %531, %352 : tensor<32x8x8x64xf32>
    %535 = stablehlo.multiply %534, %347 : tensor<32x8x8x64xf32>
    %536 = stablehlo.multiply %337, %534 : tensor<32x8x8x64xf32>
    %537 = stablehlo.reduce(%536 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %538 = "stablehlo.all_reduce"(%537) <{channel_handle = #stablehlo.channel_handle<handle = 33, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %539 = stablehlo.reshape %538 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %540 = stablehlo.reduce(%539 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %541 = stablehlo.divide %343, %342 : tensor<64xf32>
    %542 = stablehlo.multiply %541, %473 : tensor<64xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<64xf32>
    %544 = stablehlo.divide %543, %298 : tensor<64xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %546 = stablehlo.multiply %337, %478 : tensor<32x8x8x64xf32>
    %547 = stablehlo.multiply %545, %546 : tensor<32x8x8x64xf32>
    %548 = stablehlo.add %535, %547 : tensor<32x8x8x64xf32>
    %549 = stablehlo.negate %535 : tensor<32x8x8x64xf32>
    %550 = stablehlo.reduce(%549 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %551 = "stablehlo.all_reduce"(%550) <{channel_handle = #stablehlo.channel_handle<handle = 34, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %552 = stablehlo.reshape %551 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %553 = stablehlo.reduce(%552 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %554 = stablehlo.negate %547 : tensor<32x8x8x64xf32>
    %555 = stablehlo.reduce(%554 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %556 = "stablehlo.all_reduce"(%555) <{channel_handle = #stablehlo.channel_handle<handle = 35, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %557 = stablehlo.reshape %556 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %558 = stablehlo.reduce(%557 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %559 = stablehlo.add %553, %558 : tensor<64xf32>
    %560 = stablehlo.divide %559, %298 : tensor<64xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %562 = stablehlo.add %548, %561 : tensor<32x8x8x64xf32>
    %563 = stablehlo.reverse %arg30, dims = [0, 1] : tensor<3x3x64x64xf32>
    %564 = stablehlo.convolution(%562, %563) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %565 = stablehlo.select %533, %564, %327 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    %566 = stablehlo.multiply %565, %320 : tensor<32x8x8x64xf32>
    %567 = stablehlo.multiply %566, %315 : tensor<32x8x8x64xf32>
    %568 = stablehlo.multiply %304, %566 : tensor<32x8x8x64xf32>
    %569 = stablehlo.reduce(%568 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %570 = "stablehlo.all_reduce"(%569) <{channel_handle = #stablehlo.channel_handle<handle = 36, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %571 = stablehlo.reshape %570 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %572 = stablehlo.reduce(%571 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %573 = stablehlo.divide %311, %310 : tensor<64xf32>
    %574 = stablehlo.multiply %573, %473 : tensor<64xf32>
    %575 = stablehlo.multiply %572, %574 : tensor<64xf32>
    %576 = stablehlo.divide %575, %298 : tensor<64xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %578 = stablehlo.multiply %304, %478 : tensor<32x8x8x64xf32>
    %579 = stablehlo.multiply %577, %578 : tensor<32x8x8x64xf32>
    %580 = stablehlo.add %567, %579 : tensor<32x8x8x64xf32>
    %581 = stablehlo.negate %567 : tensor<32x8x8x64xf32>
    %582 = stablehlo.reduce(%581 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %583 = "stablehlo.all_reduce"(%582) <{channel_handle = #stablehlo.channel_handle<handle = 37, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %584 = stablehlo.reshape %583 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %585 = stablehlo.reduce(%584 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %586 = stablehlo.negate %579 : tensor<32x8x8x64xf32>
    %587 = stablehlo.reduce(%586 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %588 = "stablehlo.all_reduce"(%587) <{channel_handle = #stablehlo.channel_handle<handle = 38, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %589 = stablehlo.reshape %588 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %590 = stablehlo.reduce(%589 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %591 = stablehlo.add %585, %590 : tensor<64xf32>
    %592 = stablehlo.divide %591, %298 : tensor<64xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %594 = stablehlo.add %580, %593 : tensor<32x8x8x64xf32>
    %595 = stablehlo.reverse %arg29, dims = [0, 1] : tensor<3x3x32x64xf32>
    %596 = stablehlo.convolution(%594, %595) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x32x64xf32>) -> tensor<32x16x16x32xf32>
    %597 = stablehlo.add %532, %596 : tensor<32x16x16x32xf32>
    %598 = stablehlo.select %293, %597, %195 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
    %599 = stablehlo.compare GT, %260, %195 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
    %600 = stablehlo.multiply %598, %285 : tensor<32x16x16x32xf32>
    %601 = stablehlo.multiply %600, %280 : tensor<32x16x16x32xf32>
    %602 = stablehlo.multiply %270, %600 : tensor<32x16x16x32xf32>
    %603 = stablehlo.reduce(%602 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %604 = "stablehlo.all_reduce"(%603) <{channel_handle = #stablehlo.channel_handle<handle = 39, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %605 = stablehlo.reshape %604 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %606 = stablehlo.reduce(%605 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %607 = stablehlo.divide %276, %275 : tensor<32xf32>
    %608 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %609 = stablehlo.multiply %607, %608 : tensor<32xf32>
    %610 = stablehlo.multiply %606, %609 : tensor<32xf32>
    %611 = stablehlo.divide %610, %166 : tensor<32xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %613 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %614 = stablehlo.multiply %270, %613 : tensor<32x16x16x32xf32>
    %615 = stablehlo.multiply %612, %614 : tensor<32x16x16x32xf32>
    %616 = stablehlo.add %601, %615 : tensor<32x16x16x32xf32>
    %617 = stablehlo.negate %601 : tensor<32x16x16x32xf32>
    %618 = stablehlo.reduce(%617 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %619 = "stablehlo.all_reduce"(%618) <{channel_handle = #stablehlo.channel_handle<handle = 40, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %620 = stablehlo.reshape %619 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %621 = stablehlo.reduce(%620 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %622 = stablehlo.negate %615 : tensor<32x16x16x32xf32>
    %623 = stablehlo.reduce(%622 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %624 = "stablehlo.all_reduce"(%623) <{channel_handle = #stablehlo.channel_handle<handle = 41, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %625 = stablehlo.reshape %624 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %626 = stablehlo.reduce(%625 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %627 = stablehlo.add %621, %626 : tensor<32xf32>
    %628 = stablehlo.divide %627, %166 : tensor<32xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %630 = stablehlo.add %616, %629 : tensor<32x16x16x32xf32>
    %631 = stablehlo.reverse %arg24, dims = [0, 1] : tensor<3x3x32x32xf32>
    %632 = stablehlo.convolution(%630, %631) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %633 = stablehlo.select %599, %632, %195 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
    %634 = stablehlo.multiply %633, %254 : tensor<32x16x16x32xf32>
    %635 = stablehlo.multiply %634, %249 : tensor<32x16x16x32xf32>
    %636 = stablehlo.multiply %239, %634 : tensor<32x16x16x32xf32>
    %637 = stablehlo.reduce(%636 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %638 = "stablehlo.all_reduce"(%637) <{channel_handle = #stablehlo.channel_handle<handle = 42, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %639 = stablehlo.reshape %638 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %640 = stablehlo.reduce(%639 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %641 = stablehlo.divide %245, %244 : tensor<32xf32>
    %642 = stablehlo.multiply %641, %608 : tensor<32xf32>
    %643 = stablehlo.multiply %640, %642 : tensor<32xf32>
    %644 = stablehlo.divide %643, %166 : tensor<32xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %646 = stablehlo.multiply %239, %613 : tensor<32x16x16x32xf32>
    %647 = stablehlo.multiply %645, %646 : tensor<32x16x16x32xf32>
    %648 = stablehlo.add %635, %647 : tensor<32x16x16x32xf32>
    %649 = stablehlo.negate %635 : tensor<32x16x16x32xf32>
    %650 = stablehlo.reduce(%649 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %651 = "stablehlo.all_reduce"(%650) <{channel_handle = #stablehlo.channel_handle<handle = 43, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %652 = stablehlo.reshape %651 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %653 = stablehlo.reduce(%652 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %654 = stablehlo.negate %647 : tensor<32x16x16x32xf32>
    %655 = stablehlo.reduce(%654 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %656 = "stablehlo.all_reduce"(%655) <{channel_handle = #stablehlo.channel_handle<handle = 44, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %657 = stablehlo.reshape %656 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %658 = stablehlo.reduce(%657 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %659 = stablehlo.add %653, %658 : tensor<32xf32>
    %660 = stablehlo.divide %659, %166 : tensor<32xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %662 = stablehlo.add %648, %661 : tensor<32x16x16x32xf32>
    %663 = stablehlo.reverse %arg23, dims = [0, 1] : tensor<3x3x32x32xf32>
    %664 = stablehlo.convolution(%662, %663) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %665 = stablehlo.add %598, %664 : tensor<32x16x16x32xf32>
    %666 = stablehlo.select %229, %665, %195 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
    %667 = stablehlo.convolution(%666, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<1x1x16x32xf32>) -> tensor<32x32x32x16xf32>
    %668 = stablehlo.compare GT, %194, %195 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
    %669 = stablehlo.multiply %666, %220 : tensor<32x16x16x32xf32>
    %670 = stablehlo.multiply %669, %215 : tensor<32x16x16x32xf32>
    %671 = stablehlo.multiply %205, %669 : tensor<32x16x16x32xf32>
    %672 = stablehlo.reduce(%671 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %673 = "stablehlo.all_reduce"(%672) <{channel_handle = #stablehlo.channel_handle<handle = 45, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %674 = stablehlo.reshape %673 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %675 = stablehlo.reduce(%674 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %676 = stablehlo.divide %211, %210 : tensor<32xf32>
    %677 = stablehlo.multiply %676, %608 : tensor<32xf32>
    %678 = stablehlo.multiply %675, %677 : tensor<32xf32>
    %679 = stablehlo.divide %678, %166 : tensor<32xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %681 = stablehlo.multiply %205, %613 : tensor<32x16x16x32xf32>
    %682 = stablehlo.multiply %680, %681 : tensor<32x16x16x32xf32>
    %683 = stablehlo.add %670, %682 : tensor<32x16x16x32xf32>
    %684 = stablehlo.negate %670 : tensor<32x16x16x32xf32>
    %685 = stablehlo.reduce(%684 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %686 = "stablehlo.all_reduce"(%685) <{channel_handle = #stablehlo.channel_handle<handle = 46, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %687 = stablehlo.reshape %686 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %688 = stablehlo.reduce(%687 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %689 = stablehlo.negate %682 : tensor<32x16x16x32xf32>
    %690 = stablehlo.reduce(%689 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %691 = "stablehlo.all_reduce"(%690) <{channel_handle = #stablehlo.channel_handle<handle = 47, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %692 = stablehlo.reshape %691 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %693 = stablehlo.reduce(%692 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %694 = stablehlo.add %688, %693 : tensor<32xf32>
    %695 = stablehlo.divide %694, %166 : tensor<32xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %697 = stablehlo.add %683, %696 : tensor<32x16x16x32xf32>
    %698 = stablehlo.reverse %arg17, dims = [0, 1] : tensor<3x3x32x32xf32>
    %699 = stablehlo.convolution(%697, %698) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %700 = stablehlo.select %668, %699, %195 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
    %701 = stablehlo.multiply %700, %188 : tensor<32x16x16x32xf32>
    %702 = stablehlo.multiply %701, %183 : tensor<32x16x16x32xf32>
    %703 = stablehlo.multiply %172, %701 : tensor<32x16x16x32xf32>
    %704 = stablehlo.reduce(%703 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %705 = "stablehlo.all_reduce"(%704) <{channel_handle = #stablehlo.channel_handle<handle = 48, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %706 = stablehlo.reshape %705 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %707 = stablehlo.reduce(%706 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %708 = stablehlo.divide %179, %178 : tensor<32xf32>
    %709 = stablehlo.multiply %708, %608 : tensor<32xf32>
    %710 = stablehlo.multiply %707, %709 : tensor<32xf32>
    %711 = stablehlo.divide %710, %166 : tensor<32xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %713 = stablehlo.multiply %172, %613 : tensor<32x16x16x32xf32>
    %714 = stablehlo.multiply %712, %713 : tensor<32x16x16x32xf32>
    %715 = stablehlo.add %702, %714 : tensor<32x16x16x32xf32>
    %716 = stablehlo.negate %702 : tensor<32x16x16x32xf32>
    %717 = stablehlo.reduce(%716 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %718 = "stablehlo.all_reduce"(%717) <{channel_handle = #stablehlo.channel_handle<handle = 49, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %719 = stablehlo.reshape %718 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %720 = stablehlo.reduce(%719 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %721 = stablehlo.negate %714 : tensor<32x16x16x32xf32>
    %722 = stablehlo.reduce(%721 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %723 = "stablehlo.all_reduce"(%722) <{channel_handle = #stablehlo.channel_handle<handle = 50, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %724 = stablehlo.reshape %723 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %725 = stablehlo.reduce(%724 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %726 = stablehlo.add %720, %725 : tensor<32xf32>
    %727 = stablehlo.divide %726, %166 : tensor<32xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %729 = stablehlo.add %715, %728 : tensor<32x16x16x32xf32>
    %730 = stablehlo.reverse %arg16, dims = [0, 1] : tensor<3x3x16x32xf32>
    %731 = stablehlo.convolution(%729, %730) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<32x32x32x16xf32>
    %732 = stablehlo.add %667, %731 : tensor<32x32x32x16xf32>
    %733 = stablehlo.select %161, %732, %32 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    %734 = stablehlo.compare GT, %128, %32 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %735 = stablehlo.multiply %733, %153 : tensor<32x32x32x16xf32>
    %736 = stablehlo.multiply %735, %148 : tensor<32x32x32x16xf32>
    %737 = stablehlo.multiply %138, %735 : tensor<32x32x32x16xf32>
    %738 = stablehlo.reduce(%737 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %739 = "stablehlo.all_reduce"(%738) <{channel_handle = #stablehlo.channel_handle<handle = 51, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %740 = stablehlo.reshape %739 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %741 = stablehlo.reduce(%740 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %742 = stablehlo.divide %144, %143 : tensor<16xf32>
    %743 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %744 = stablehlo.multiply %742, %743 : tensor<16xf32>
    %745 = stablehlo.multiply %741, %744 : tensor<16xf32>
    %746 = stablehlo.divide %745, %3 : tensor<16xf32>
    %747 = stablehlo.broadcast_in_dim %746, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %748 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %749 = stablehlo.multiply %138, %748 : tensor<32x32x32x16xf32>
    %750 = stablehlo.multiply %747, %749 : tensor<32x32x32x16xf32>
    %751 = stablehlo.add %736, %750 : tensor<32x32x32x16xf32>
    %752 = stablehlo.negate %736 : tensor<32x32x32x16xf32>
    %753 = stablehlo.reduce(%752 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %754 = "stablehlo.all_reduce"(%753) <{channel_handle = #stablehlo.channel_handle<handle = 52, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %755 = stablehlo.reshape %754 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %756 = stablehlo.reduce(%755 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %757 = stablehlo.negate %750 : tensor<32x32x32x16xf32>
    %758 = stablehlo.reduce(%757 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %759 = "stablehlo.all_reduce"(%758) <{channel_handle = #stablehlo.channel_handle<handle = 53, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %760 = stablehlo.reshape %759 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %761 = stablehlo.reduce(%760 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %762 = stablehlo.add %756, %761 : tensor<16xf32>
    %763 = stablehlo.divide %762, %3 : tensor<16xf32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %765 = stablehlo.add %751, %764 : tensor<32x32x32x16xf32>
    %766 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<3x3x16x16xf32>
    %767 = stablehlo.convolution(%765, %766) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %768 = stablehlo.select %734, %767, %32 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    %769 = stablehlo.multiply %768, %122 : tensor<32x32x32x16xf32>
    %770 = stablehlo.multiply %769, %117 : tensor<32x32x32x16xf32>
    %771 = stablehlo.multiply %107, %769 : tensor<32x32x32x16xf32>
    %772 = stablehlo.reduce(%771 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %773 = "stablehlo.all_reduce"(%772) <{channel_handle = #stablehlo.channel_handle<handle = 54, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %774 = stablehlo.reshape %773 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %775 = stablehlo.reduce(%774 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %776 = stablehlo.divide %113, %112 : tensor<16xf32>
    %777 = stablehlo.multiply %776, %743 : tensor<16xf32>
    %778 = stablehlo.multiply %775, %777 : tensor<16xf32>
    %779 = stablehlo.divide %778, %3 : tensor<16xf32>
    %780 = stablehlo.broadcast_in_dim %779, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %781 = stablehlo.multiply %107, %748 : tensor<32x32x32x16xf32>
    %782 = stablehlo.multiply %780, %781 : tensor<32x32x32x16xf32>
    %783 = stablehlo.add %770, %782 : tensor<32x32x32x16xf32>
    %784 = stablehlo.negate %770 : tensor<32x32x32x16xf32>
    %785 = stablehlo.reduce(%784 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %786 = "stablehlo.all_reduce"(%785) <{channel_handle = #stablehlo.channel_handle<handle = 55, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %787 = stablehlo.reshape %786 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %788 = stablehlo.reduce(%787 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %789 = stablehlo.negate %782 : tensor<32x32x32x16xf32>
    %790 = stablehlo.reduce(%789 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %791 = "stablehlo.all_reduce"(%790) <{channel_handle = #stablehlo.channel_handle<handle = 56, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %792 = stablehlo.reshape %791 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %793 = stablehlo.reduce(%792 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %794 = stablehlo.add %788, %793 : tensor<16xf32>
    %795 = stablehlo.divide %794, %3 : tensor<16xf32>
    %796 = stablehlo.broadcast_in_dim %795, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %797 = stablehlo.add %783, %796 : tensor<32x32x32x16xf32>
    %798 = stablehlo.reverse %arg10, dims = [0, 1] : tensor<3x3x16x16xf32>
    %799 = stablehlo.convolution(%797, %798) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %800 = stablehlo.add %733, %799 : tensor<32x32x32x16xf32>
    %801 = stablehlo.select %97, %800, %32 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    %802 = stablehlo.multiply %801, %89 : tensor<32x32x32x16xf32>
    %803 = stablehlo.multiply %802, %84 : tensor<32x32x32x16xf32>
    %804 = stablehlo.multiply %74, %802 : tensor<32x32x32x16xf32>
    %805 = stablehlo.reduce(%804 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %806 = "stablehlo.all_reduce"(%805) <{channel_handle = #stablehlo.channel_handle<handle = 57, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %807 = stablehlo.reshape %806 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %808 = stablehlo.reduce(%807 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %809 = stablehlo.divide %80, %79 : tensor<16xf32>
    %810 = stablehlo.multiply %809, %743 : tensor<16xf32>
    %811 = stablehlo.multiply %808, %810 : tensor<16xf32>
    %812 = stablehlo.divide %811, %3 : tensor<16xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %814 = stablehlo.multiply %74, %748 : tensor<32x32x32x16xf32>
    %815 = stablehlo.multiply %813, %814 : tensor<32x32x32x16xf32>
    %816 = stablehlo.add %803, %815 : tensor<32x32x32x16xf32>
    %817 = stablehlo.negate %803 : tensor<32x32x32x16xf32>
    %818 = stablehlo.reduce(%817 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %819 = "stablehlo.all_reduce"(%818) <{channel_handle = #stablehlo.channel_handle<handle = 58, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %820 = stablehlo.reshape %819 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %821 = stablehlo.reduce(%820 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %822 = stablehlo.negate %815 : tensor<32x32x32x16xf32>
    %823 = stablehlo.reduce(%822 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %824 = "stablehlo.all_reduce"(%823) <{channel_handle = #stablehlo.channel_handle<handle = 59, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %825 = stablehlo.reshape %824 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %826 = stablehlo.reduce(%825 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %827 = stablehlo.add %821, %826 : tensor<16xf32>
    %828 = stablehlo.divide %827, %3 : tensor<16xf32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %830 = stablehlo.add %816, %829 : tensor<32x32x32x16xf32>
    %831 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x16x16xf32>
    %832 = stablehlo.convolution(%830, %831) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %833 = stablehlo.select %64, %832, %32 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    %834 = stablehlo.reduce(%833 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %835 = "stablehlo.all_reduce"(%834) <{channel_handle = #stablehlo.channel_handle<handle = 60, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %836 = stablehlo.reshape %835 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %837 = stablehlo.reduce(%836 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %839 = stablehlo.multiply %837, %838 : tensor<16xf32>
    %840 = stablehlo.subtract %arg0, %839 : tensor<16xf32>
    %841 = stablehlo.multiply %53, %833 : tensor<32x32x32x16xf32>
    %842 = stablehlo.reduce(%841 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %843 = "stablehlo.all_reduce"(%842) <{channel_handle = #stablehlo.channel_handle<handle = 61, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %844 = stablehlo.reshape %843 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %845 = stablehlo.reduce(%844 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %846 = stablehlo.multiply %845, %838 : tensor<16xf32>
    %847 = stablehlo.subtract %arg1, %846 : tensor<16xf32>
    %848 = stablehlo.reduce(%801 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %849 = "stablehlo.all_reduce"(%848) <{channel_handle = #stablehlo.channel_handle<handle = 62, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %850 = stablehlo.reshape %849 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %851 = stablehlo.reduce(%850 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %852 = stablehlo.multiply %851, %838 : tensor<16xf32>
    %853 = stablehlo.subtract %arg2, %852 : tensor<16xf32>
    %854 = stablehlo.multiply %85, %801 : tensor<32x32x32x16xf32>
    %855 = stablehlo.reduce(%854 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %856 = "stablehlo.all_reduce"(%855) <{channel_handle = #stablehlo.channel_handle<handle = 63, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %857 = stablehlo.reshape %856 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %858 = stablehlo.reduce(%857 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %859 = stablehlo.multiply %858, %838 : tensor<16xf32>
    %860 = stablehlo.subtract %arg3, %859 : tensor<16xf32>
    %861 = stablehlo.multiply %833, %57 : tensor<32x32x32x16xf32>
    %862 = stablehlo.multiply %861, %52 : tensor<32x32x32x16xf32>
    %863 = stablehlo.multiply %42, %861 : tensor<32x32x32x16xf32>
    %864 = stablehlo.reduce(%863 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %865 = "stablehlo.all_reduce"(%864) <{channel_handle = #stablehlo.channel_handle<handle = 64, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %866 = stablehlo.reshape %865 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %867 = stablehlo.reduce(%866 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %868 = stablehlo.divide %48, %47 : tensor<16xf32>
    %869 = stablehlo.multiply %868, %743 : tensor<16xf32>
    %870 = stablehlo.multiply %867, %869 : tensor<16xf32>
    %871 = stablehlo.divide %870, %3 : tensor<16xf32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %873 = stablehlo.multiply %42, %748 : tensor<32x32x32x16xf32>
    %874 = stablehlo.multiply %872, %873 : tensor<32x32x32x16xf32>
    %875 = stablehlo.add %862, %874 : tensor<32x32x32x16xf32>
    %876 = stablehlo.negate %862 : tensor<32x32x32x16xf32>
    %877 = stablehlo.reduce(%876 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %878 = "stablehlo.all_reduce"(%877) <{channel_handle = #stablehlo.channel_handle<handle = 65, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %879 = stablehlo.reshape %878 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %880 = stablehlo.reduce(%879 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %881 = stablehlo.negate %874 : tensor<32x32x32x16xf32>
    %882 = stablehlo.reduce(%881 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %883 = "stablehlo.all_reduce"(%882) <{channel_handle = #stablehlo.channel_handle<handle = 66, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %884 = stablehlo.reshape %883 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %885 = stablehlo.reduce(%884 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %886 = stablehlo.add %880, %885 : tensor<16xf32>
    %887 = stablehlo.divide %886, %3 : tensor<16xf32>
    %888 = stablehlo.broadcast_in_dim %887, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %889 = stablehlo.add %875, %888 : tensor<32x32x32x16xf32>
    %890 = stablehlo.convolution(%33, %889) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %891 = "stablehlo.all_reduce"(%890) <{channel_handle = #stablehlo.channel_handle<handle = 67, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %892 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %893 = stablehlo.multiply %891, %892 : tensor<3x3x16x16xf32>
    %894 = stablehlo.subtract %arg4, %893 : tensor<3x3x16x16xf32>
    %895 = stablehlo.convolution(%65, %830) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %896 = "stablehlo.all_reduce"(%895) <{channel_handle = #stablehlo.channel_handle<handle = 68, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %897 = stablehlo.multiply %896, %892 : tensor<3x3x16x16xf32>
    %898 = stablehlo.subtract %arg5, %897 : tensor<3x3x16x16xf32>
    %899 = stablehlo.reduce(%768 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %900 = "stablehlo.all_reduce"(%899) <{channel_handle = #stablehlo.channel_handle<handle = 69, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %901 = stablehlo.reshape %900 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %902 = stablehlo.reduce(%901 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %903 = stablehlo.multiply %902, %838 : tensor<16xf32>
    %904 = stablehlo.subtract %arg6, %903 : tensor<16xf32>
    %905 = stablehlo.multiply %118, %768 : tensor<32x32x32x16xf32>
    %906 = stablehlo.reduce(%905 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %907 = "stablehlo.all_reduce"(%906) <{channel_handle = #stablehlo.channel_handle<handle = 70, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %908 = stablehlo.reshape %907 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %909 = stablehlo.reduce(%908 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %910 = stablehlo.multiply %909, %838 : tensor<16xf32>
    %911 = stablehlo.subtract %arg7, %910 : tensor<16xf32>
    %912 = stablehlo.reduce(%733 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %913 = "stablehlo.all_reduce"(%912) <{channel_handle = #stablehlo.channel_handle<handle = 71, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %914 = stablehlo.reshape %913 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %915 = stablehlo.reduce(%914 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %916 = stablehlo.multiply %915, %838 : tensor<16xf32>
    %917 = stablehlo.subtract %arg8, %916 : tensor<16xf32>
    %918 = stablehlo.multiply %149, %733 : tensor<32x32x32x16xf32>
    %919 = stablehlo.reduce(%918 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %920 = "stablehlo.all_reduce"(%919) <{channel_handle = #stablehlo.channel_handle<handle = 72, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %921 = stablehlo.reshape %920 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %922 = stablehlo.reduce(%921 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %923 = stablehlo.multiply %922, %838 : tensor<16xf32>
    %924 = stablehlo.subtract %arg9, %923 : tensor<16xf32>
    %925 = stablehlo.convolution(%98, %797) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %926 = "stablehlo.all_reduce"(%925) <{channel_handle = #stablehlo.channel_handle<handle = 73, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %927 = stablehlo.multiply %926, %892 : tensor<3x3x16x16xf32>
    %928 = stablehlo.subtract %arg10, %927 : tensor<3x3x16x16xf32>
    %929 = stablehlo.convolution(%129, %765) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %930 = "stablehlo.all_reduce"(%929) <{channel_handle = #stablehlo.channel_handle<handle = 74, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %931 = stablehlo.multiply %930, %892 : tensor<3x3x16x16xf32>
    %932 = stablehlo.subtract %arg11, %931 : tensor<3x3x16x16xf32>
    %933 = stablehlo.reduce(%700 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %934 = "stablehlo.all_reduce"(%933) <{channel_handle = #stablehlo.channel_handle<handle = 75, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %935 = stablehlo.reshape %934 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %936 = stablehlo.reduce(%935 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %937 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %938 = stablehlo.multiply %936, %937 : tensor<32xf32>
    %939 = stablehlo.subtract %arg12, %938 : tensor<32xf32>
    %940 = stablehlo.multiply %184, %700 : tensor<32x16x16x32xf32>
    %941 = stablehlo.reduce(%940 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %942 = "stablehlo.all_reduce"(%941) <{channel_handle = #stablehlo.channel_handle<handle = 76, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %943 = stablehlo.reshape %942 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %944 = stablehlo.reduce(%943 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %945 = stablehlo.multiply %944, %937 : tensor<32xf32>
    %946 = stablehlo.subtract %arg13, %945 : tensor<32xf32>
    %947 = stablehlo.reduce(%666 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %948 = "stablehlo.all_reduce"(%947) <{channel_handle = #stablehlo.channel_handle<handle = 77, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %949 = stablehlo.reshape %948 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %950 = stablehlo.reduce(%949 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %951 = stablehlo.multiply %950, %937 : tensor<32xf32>
    %952 = stablehlo.subtract %arg14, %951 : tensor<32xf32>
    %953 = stablehlo.multiply %216, %666 : tensor<32x16x16x32xf32>
    %954 = stablehlo.reduce(%953 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %955 = "stablehlo.all_reduce"(%954) <{channel_handle = #stablehlo.channel_handle<handle = 78, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %956 = stablehlo.reshape %955 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %957 = stablehlo.reduce(%956 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %958 = stablehlo.multiply %957, %937 : tensor<32xf32>
    %959 = stablehlo.subtract %arg15, %958 : tensor<32xf32>
    %960 = stablehlo.convolution(%162, %729) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<32x16x16x32xf32>) -> tensor<3x3x16x32xf32>
    %961 = "stablehlo.all_reduce"(%960) <{channel_handle = #stablehlo.channel_handle<handle = 79, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x16x32xf32>) -> tensor<3x3x16x32xf32>
    %962 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %963 = stablehlo.multiply %961, %962 : tensor<3x3x16x32xf32>
    %964 = stablehlo.subtract %arg16, %963 : tensor<3x3x16x32xf32>
    %965 = stablehlo.convolution(%196, %697) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %966 = "stablehlo.all_reduce"(%965) <{channel_handle = #stablehlo.channel_handle<handle = 80, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %967 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %968 = stablehlo.multiply %966, %967 : tensor<3x3x32x32xf32>
    %969 = stablehlo.subtract %arg17, %968 : tensor<3x3x32x32xf32>
    %970 = stablehlo.convolution(%162, %666) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<32x16x16x32xf32>) -> tensor<1x1x16x32xf32>
    %971 = "stablehlo.all_reduce"(%970) <{channel_handle = #stablehlo.channel_handle<handle = 81, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<1x1x16x32xf32>) -> tensor<1x1x16x32xf32>
    %972 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %973 = stablehlo.multiply %971, %972 : tensor<1x1x16x32xf32>
    %974 = stablehlo.subtract %arg18, %973 : tensor<1x1x16x32xf32>
    %975 = stablehlo.reduce(%633 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %976 = "stablehlo.all_reduce"(%975) <{channel_handle = #stablehlo.channel_handle<handle = 82, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %977 = stablehlo.reshape %976 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %978 = stablehlo.reduce(%977 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %979 = stablehlo.multiply %978, %937 : tensor<32xf32>
    %980 = stablehlo.subtract %arg19, %979 : tensor<32xf32>
    %981 = stablehlo.multiply %250, %633 : tensor<32x16x16x32xf32>
    %982 = stablehlo.reduce(%981 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %983 = "stablehlo.all_reduce"(%982) <{channel_handle = #stablehlo.channel_handle<handle = 83, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %984 = stablehlo.reshape %983 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %985 = stablehlo.reduce(%984 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %986 = stablehlo.multiply %985, %937 : tensor<32xf32>
    %987 = stablehlo.subtract %arg20, %986 : tensor<32xf32>
    %988 = stablehlo.reduce(%598 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %989 = "stablehlo.all_reduce"(%988) <{channel_handle = #stablehlo.channel_handle<handle = 84, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %990 = stablehlo.reshape %989 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %991 = stablehlo.reduce(%990 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %992 = stablehlo.multiply %991, %937 : tensor<32xf32>
    %993 = stablehlo.subtract %arg21, %992 : tensor<32xf32>
    %994 = stablehlo.multiply %281, %598 : tensor<32x16x16x32xf32>
    %995 = stablehlo.reduce(%994 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %996 = "stablehlo.all_reduce"(%995) <{channel_handle = #stablehlo.channel_handle<handle = 85, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %997 = stablehlo.reshape %996 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %998 = stablehlo.reduce(%997 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %999 = stablehlo.multiply %998, %937 : tensor<32xf32>
    %1000 = stablehlo.subtract %arg22, %999 : tensor<32xf32>
    %1001 = stablehlo.convolution(%230, %662) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %1002 = "stablehlo.all_reduce"(%1001) <{channel_handle = #stablehlo.channel_handle<handle = 86, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1003 = stablehlo.multiply %1002, %967 : tensor<3x3x32x32xf32>
    %1004 = stablehlo.subtract %arg23, %1003 : tensor<3x3x32x32xf32>
    %1005 = stablehlo.convolution(%261, %630) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %1006 = "stablehlo.all_reduce"(%1005) <{channel_handle = #stablehlo.channel_handle<handle = 87, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %1007 = stablehlo.multiply %1006, %967 : tensor<3x3x32x32xf32>
    %1008 = stablehlo.subtract %arg24, %1007 : tensor<3x3x32x32xf32>
    %1009 = stablehlo.reduce(%565 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1010 = "stablehlo.all_reduce"(%1009) <{channel_handle = #stablehlo.channel_handle<handle = 88, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1011 = stablehlo.reshape %1010 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1012 = stablehlo.reduce(%1011 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1013 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1014 = stablehlo.multiply %1012, %1013 : tensor<64xf32>
    %1015 = stablehlo.subtract %arg25, %1014 : tensor<64xf32>
    %1016 = stablehlo.multiply %316, %565 : tensor<32x8x8x64xf32>
    %1017 = stablehlo.reduce(%1016 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1018 = "stablehlo.all_reduce"(%1017) <{channel_handle = #stablehlo.channel_handle<handle = 89, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1019 = stablehlo.reshape %1018 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1020 = stablehlo.reduce(%1019 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1021 = stablehlo.multiply %1020, %1013 : tensor<64xf32>
    %1022 = stablehlo.subtract %arg26, %1021 : tensor<64xf32>
    %1023 = stablehlo.reduce(%531 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1024 = "stablehlo.all_reduce"(%1023) <{channel_handle = #stablehlo.channel_handle<handle = 90, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1025 = stablehlo.reshape %1024 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1026 = stablehlo.reduce(%1025 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1027 = stablehlo.multiply %1026, %1013 : tensor<64xf32>
    %1028 = stablehlo.subtract %arg27, %1027 : tensor<64xf32>
    %1029 = stablehlo.multiply %348, %531 : tensor<32x8x8x64xf32>
    %1030 = stablehlo.reduce(%1029 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1031 = "stablehlo.all_reduce"(%1030) <{channel_handle = #stablehlo.channel_handle<handle = 91, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1032 = stablehlo.reshape %1031 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1033 = stablehlo.reduce(%1032 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1034 = stablehlo.multiply %1033, %1013 : tensor<64xf32>
    %1035 = stablehlo.subtract %arg28, %1034 : tensor<64xf32>
    %1036 = stablehlo.convolution(%294, %594) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<32x8x8x64xf32>) -> tensor<3x3x32x64xf32>
    %1037 = "stablehlo.all_reduce"(%1036) <{channel_handle = #stablehlo.channel_handle<handle = 92, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32>
    %1038 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %1039 = stablehlo.multiply %1037, %1038 : tensor<3x3x32x64xf32>
    %1040 = stablehlo.subtract %arg29, %1039 : tensor<3x3x32x64xf32>
    %1041 = stablehlo.convolution(%328, %562) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<3x3x64x64xf32>
    %1042 = "stablehlo.all_reduce"(%1041) <{channel_handle = #stablehlo.channel_handle<handle = 93, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1043 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1044 = stablehlo.multiply %1042, %1043 : tensor<3x3x64x64xf32>
    %1045 = stablehlo.subtract %arg30, %1044 : tensor<3x3x64x64xf32>
    %1046 = stablehlo.convolution(%294, %531) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<32x8x8x64xf32>) -> tensor<1x1x32x64xf32>
    %1047 = "stablehlo.all_reduce"(%1046) <{channel_handle = #stablehlo.channel_handle<handle = 94, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<1x1x32x64xf32>) -> tensor<1x1x32x64xf32>
    %1048 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %1049 = stablehlo.multiply %1047, %1048 : tensor<1x1x32x64xf32>
    %1050 = stablehlo.subtract %arg31, %1049 : tensor<1x1x32x64xf32>
    %1051 = stablehlo.reduce(%498 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1052 = "stablehlo.all_reduce"(%1051) <{channel_handle = #stablehlo.channel_handle<handle = 95, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1053 = stablehlo.reshape %1052 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1054 = stablehlo.reduce(%1053 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1055 = stablehlo.multiply %1054, %1013 : tensor<64xf32>
    %1056 = stablehlo.subtract %arg32, %1055 : tensor<64xf32>
    %1057 = stablehlo.multiply %382, %498 : tensor<32x8x8x64xf32>
    %1058 = stablehlo.reduce(%1057 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1059 = "stablehlo.all_reduce"(%1058) <{channel_handle = #stablehlo.channel_handle<handle = 96, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1060 = stablehlo.reshape %1059 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1061 = stablehlo.reduce(%1060 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1062 = stablehlo.multiply %1061, %1013 : tensor<64xf32>
    %1063 = stablehlo.subtract %arg33, %1062 : tensor<64xf32>
    %1064 = stablehlo.reduce(%463 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1065 = "stablehlo.all_reduce"(%1064) <{channel_handle = #stablehlo.channel_handle<handle = 97, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1066 = stablehlo.reshape %1065 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1067 = stablehlo.reduce(%1066 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1068 = stablehlo.multiply %1067, %1013 : tensor<64xf32>
    %1069 = stablehlo.subtract %arg34, %1068 : tensor<64xf32>
    %1070 = stablehlo.multiply %413, %463 : tensor<32x8x8x64xf32>
    %1071 = stablehlo.reduce(%1070 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1072 = "stablehlo.all_reduce"(%1071) <{channel_handle = #stablehlo.channel_handle<handle = 98, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %1073 = stablehlo.reshape %1072 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1074 = stablehlo.reduce(%1073 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1075 = stablehlo.multiply %1074, %1013 : tensor<64xf32>
    %1076 = stablehlo.subtract %arg35, %1075 : tensor<64xf32>
    %1077 = stablehlo.convolution(%362, %527) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<3x3x64x64xf32>
    %1078 = "stablehlo.all_reduce"(%1077) <{channel_handle = #stablehlo.channel_handle<handle = 99, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1079 = stablehlo.multiply %1078, %1043 : tensor<3x3x64x64xf32>
    %1080 = stablehlo.subtract %arg36, %1079 : tensor<3x3x64x64xf32>
    %1081 = stablehlo.convolution(%393, %495) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<3x3x64x64xf32>
    %1082 = "stablehlo.all_reduce"(%1081) <{channel_handle = #stablehlo.channel_handle<handle = 100, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %1083 = stablehlo.multiply %1082, %1043 : tensor<3x3x64x64xf32>
    %1084 = stablehlo.subtract %arg37, %1083 : tensor<3x3x64x64xf32>
    %1085 = stablehlo.dot_general %459, %442, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x64xf32>) -> tensor<10x64xf32>
    %1086 = "stablehlo.all_reduce"(%1085) <{channel_handle = #stablehlo.channel_handle<handle = 101, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<10x64xf32>) -> tensor<10x64xf32>
    %1087 = stablehlo.transpose %1086, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,10]{0,1}"} : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %1088 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %1089 = stablehlo.multiply %1087, %1088 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,10]{0,1}"} : tensor<64x10xf32>
    %1090 = stablehlo.subtract %arg38, %1089 : tensor<64x10xf32>
    %1091 = stablehlo.compare GT, %31, %32 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %1092 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<3x3x16x16xf32>
    %1093 = stablehlo.convolution(%889, %1092) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %1094 = stablehlo.add %801, %1093 : tensor<32x32x32x16xf32>
    %1095 = stablehlo.select %1091, %1094, %32 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    %1096 = stablehlo.multiply %1095, %25 : tensor<32x32x32x16xf32>
    %1097 = stablehlo.multiply %1096, %20 : tensor<32x32x32x16xf32>
    %1098 = stablehlo.multiply %9, %1096 : tensor<32x32x32x16xf32>
    %1099 = stablehlo.reduce(%1098 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1100 = "stablehlo.all_reduce"(%1099) <{channel_handle = #stablehlo.channel_handle<handle = 102, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %1101 = stablehlo.reshape %1100 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1102 = stablehlo.reduce(%1101 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1103 = stablehlo.divide %16, %15 : tensor<16xf32>
    %1104 = stablehlo.multiply %1103, %743 : tensor<16xf32>
    %1105 = stablehlo.multiply %1102, %1104 : tensor<16xf32>
    %1106 = stablehlo.divide %1105, %3 : tensor<16xf32>
    %1107 = stablehlo.broadcast_in_dim %1106, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1108 = stablehlo.multiply %9, %748 : tensor<32x32x32x16xf32>
    %1109 = stablehlo.multiply %1107, %1108 : tensor<32x32x32x16xf32>
    %1110 = stablehlo.add %1097, %1109 : tensor<32x32x32x16xf32>
    %1111 = stablehlo.negate %1097 : tensor<32x32x32x16xf32>
    %1112 = stablehlo.reduce(%1111 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1113 = "stablehlo.all_reduce"(%1112) <{channel_handle = #stablehlo.channel_handle<handle = 103, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %1114 = stablehlo.reshape %1113 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1115 = stablehlo.reduce(%1114 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1116 = stablehlo.negate %1109 : tensor<32x32x32x16xf32>
    %1117 = stablehlo.reduce(%1116 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1118 = "stablehlo.all_reduce"(%1117) <{channel_handle = #stablehlo.channel_handle<handle = 104, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %1119 = stablehlo.reshape %1118 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1120 = stablehlo.reduce(%1119 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1121 = stablehlo.add %1115, %1120 : tensor<16xf32>
    %1122 = stablehlo.divide %1121, %3 : tensor<16xf32>
    %1123 = stablehlo.broadcast_in_dim %1122, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1124 = stablehlo.add %1110, %1123 : tensor<32x32x32x16xf32>
    %1125 = stablehlo.convolution(%arg42, %1124) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<32x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    %1126 = "stablehlo.all_reduce"(%1125) <{channel_handle = #stablehlo.channel_handle<handle = 105, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<3x3x3x16xf32>) -> tensor<3x3x3x16xf32>
    %1127 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1128 = stablehlo.multiply %1126, %1127 : tensor<3x3x3x16xf32>
    %1129 = stablehlo.subtract %arg39, %1128 : tensor<3x3x3x16xf32>
    %1130 = stablehlo.reduce(%1095 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1131 = "stablehlo.all_reduce"(%1130) <{channel_handle = #stablehlo.channel_handle<handle = 106, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %1132 = stablehlo.reshape %1131 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1133 = stablehlo.reduce(%1132 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1134 = stablehlo.multiply %1133, %838 : tensor<16xf32>
    %1135 = stablehlo.subtract %arg40, %1134 : tensor<16xf32>
    %1136 = stablehlo.multiply %21, %1095 : tensor<32x32x32x16xf32>
    %1137 = stablehlo.reduce(%1136 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1138 = "stablehlo.all_reduce"(%1137) <{channel_handle = #stablehlo.channel_handle<handle = 107, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %1139 = stablehlo.reshape %1138 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1140 = stablehlo.reduce(%1139 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1141 = stablehlo.multiply %1140, %838 : tensor<16xf32>
    %1142 = stablehlo.subtract %arg41, %1141 : tensor<16xf32>
    %1143 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %1144 = stablehlo.compare GE, %433, %1143 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %c_11 = stablehlo.constant dense<9> : tensor<i32>
    %1145 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %1146 = stablehlo.compare LE, %433, %1145 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %1147 = stablehlo.and %1144, %1146 : tensor<32x1x1xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %1148 = stablehlo.reduce(%1147 init: %c_12) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %1149 = stablehlo.log %454 : tensor<32x1xf32>
    %1150 = stablehlo.broadcast_in_dim %1149, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1xf32>
    %1151 = stablehlo.reshape %1150 : (tensor<32x1xf32>) -> tensor<32xf32>
    %1152 = stablehlo.broadcast_in_dim %1151, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %1153 = stablehlo.subtract %451, %1152 : tensor<32x10xf32>
    %1154 = "stablehlo.gather"(%1153, %433) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x10xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1156 = stablehlo.select %1148, %1154, %1155 : tensor<32x1xi1>, tensor<32x1xf32>
    %1157 = stablehlo.reduce(%1156 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<f32>
    %1158 = "stablehlo.all_reduce"(%1157) <{channel_handle = #stablehlo.channel_handle<handle = 108, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1161 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1161 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1159 = stablehlo.divide %1158, %cst_14 : tensor<f32>
    %1160 = stablehlo.negate %1159 : tensor<f32>
    return %840, %847, %853, %860, %894, %898, %904, %911, %917, %924, %928, %932, %939, %946, %952, %959, %964, %969, %974, %980, %987, %993, %1000, %1004, %1008, %1015, %1022, %1028, %1035, %1040, %1045, %1050, %1056, %1063, %1069, %1076, %1080, %1084, %1090, %1129, %1135, %1142, %1160 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<64x10xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
}
