module @jit_train_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 1 : i64}, output_index = array<i64: 1>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 2 : i64}, output_index = array<i64: 2>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64: 3>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 4 : i64}, output_index = array<i64: 4>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 5 : i64}, output_index = array<i64: 5>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 6 : i64}, output_index = array<i64: 6>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 7 : i64}, output_index = array<i64: 7>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 8 : i64}, output_index = array<i64: 8>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 9 : i64}, output_index = array<i64: 9>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 10 : i64}, output_index = array<i64: 10>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 11 : i64}, output_index = array<i64: 11>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 12 : i64}, output_index = array<i64: 12>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 13 : i64}, output_index = array<i64: 13>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 14 : i64}, output_index = array<i64: 14>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 15 : i64}, output_index = array<i64: 15>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 16 : i64}, output_index = array<i64: 16>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 17 : i64}, output_index = array<i64: 17>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 18 : i64}, output_index = array<i64: 18>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 19 : i64}, output_index = array<i64: 19>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 20 : i64}, output_index = array<i64: 20>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 21 : i64}, output_index = array<i64: 21>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 22 : i64}, output_index = array<i64: 22>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 23 : i64}, output_index = array<i64: 23>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 24 : i64}, output_index = array<i64: 24>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 25 : i64}, output_index = array<i64: 25>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 26 : i64}, output_index = array<i64: 26>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 27 : i64}, output_index = array<i64: 27>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 28 : i64}, output_index = array<i64: 28>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 29 : i64}, output_index = array<i64: 29>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 30 : i64}, output_index = array<i64: 30>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 31 : i64}, output_index = array<i64: 31>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 32 : i64}, output_index = array<i64: 32>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 33 : i64}, output_index = array<i64: 33>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 34 : i64}, output_index = array<i64: 34>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 35 : i64}, output_index = array<i64: 35>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 36 : i64}, output_index = array<i64: 36>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 37 : i64}, output_index = array<i64: 37>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 38 : i64}, output_index = array<i64: 38>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 39 : i64}, output_index = array<i64: 39>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 40 : i64}, output_index = array<i64: 40>}, {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 41 : i64}, output_index = array<i64: 41>}], mhlo.is_dynamic = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, mhlo.spmd_output_sharding = "{{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=5*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=10*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=15*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=20*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=25*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=30*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=35*/{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, /*index=40*/{replicated}, {replicated}, {replicated}}", mhlo.spmd_parameters_shardings = ["{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{replicated}", "{devices=[8,1,1,1]<=[8]}", "{devices=[8]<=[8]}"], mhlo.use_auto_spmd_partitioning = false} {
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
  func.func private @region_49.50(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_51.52(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_53.54(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_55.56(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_57.58(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_59.60(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_61.62(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_63.64(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_65.66(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_67.68(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_69.70(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_71.72(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_73.74(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_75.76(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_77.78(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_79.80(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_81.82(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_83.84(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_85.86(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_87.88(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_89.90(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_91.92(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_93.94(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_95.96(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_97.98(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_99.100(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_101.102(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_103.104(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_105.106(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_107.108(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_109.110(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_111.112(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_113.114(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_115.116(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_117.118(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_119.120(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_121.122(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_123.124(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_125.126(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_127.128(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_129.130(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_131.132(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_133.134(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_135.136(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_137.138(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_139.140(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_141.142(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_143.144(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_145.146(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_147.148(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_149.150(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_151.152(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_153.154(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_155.156(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_157.158(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_159.160(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_161.162(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_35.36.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_37.38.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_47.48.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_49.50.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_59.60.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_61.62.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_71.72.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_73.74.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_83.84.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_85.86.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_111.112.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @fused_computation(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<3x32x32x32xf32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<3x3x3x16xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    return %0 : tensor<3x3x3x16xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<64x8x8x32xf32>, %arg1: tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x8x8x32xf32>, tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32>
    return %0 : tensor<64x3x3x64xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<64x8x8x32xf32>, %arg1: tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x8x8x32xf32>, tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32>
    return %0 : tensor<64x3x3x64xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<8x8x32x64xf32>) -> tensor<32x1x1x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<8x8x32x64xf32>) -> tensor<32x1x1x64xf32>
    return %0 : tensor<32x1x1x64xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<64x8x8x32xf32>, %arg1: tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x8x8x32xf32>, tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32>
    return %0 : tensor<64x3x3x64xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<8x8x32x64xf32>) -> tensor<32x3x3x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<8x8x32x64xf32>) -> tensor<32x3x3x64xf32>
    return %0 : tensor<32x3x3x64xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.19(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32>
    return %0 : tensor<32x3x3x32xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32>
    return %0 : tensor<32x3x3x32xf32>
  }
  func.func private @fused_computation.21(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.22(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<16x32x32x32xf32>, %arg1: tensor<16x16x32x32xf32>) -> tensor<16x1x1x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<16x16x32x32xf32>) -> tensor<16x1x1x32xf32>
    return %0 : tensor<16x1x1x32xf32>
  }
  func.func private @fused_computation.26(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32>
    return %0 : tensor<32x3x3x32xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<16x32x32x32xf32>, %arg1: tensor<16x16x32x32xf32>) -> tensor<16x3x3x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<16x16x32x32xf32>) -> tensor<16x3x3x32xf32>
    return %0 : tensor<16x3x3x32xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.29(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.30(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.31(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.32(%arg0: tensor<16x32x32x32xf32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
    return %0 : tensor<16x3x3x16xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<16x32x32x32xf32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
    return %0 : tensor<16x3x3x16xf32>
  }
  func.func private @fused_computation.34(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.35(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.36(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.38(%arg0: tensor<16x32x32x32xf32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
    return %0 : tensor<16x3x3x16xf32>
  }
  func.func private @fused_computation.39(%arg0: tensor<16x32x32x32xf32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
    return %0 : tensor<16x3x3x16xf32>
  }
  func.func private @fused_computation.40(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.41(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.42(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.43(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.44(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.45(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.46(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.47(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.48(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.49(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.50(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.51(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.52(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.53(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.54(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.55(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.56(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.57(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.58(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.59(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    return %0 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.60(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.61(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.62(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.63(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    return %0 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.64(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.65(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.66(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.67(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    return %0 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.68(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.69(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.70(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.71(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.72(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.73(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.74(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    return %0 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.75(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.76(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.77(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.78(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    return %0 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.79(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.80(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.81(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.82(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    return %0 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.83(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.84(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.85(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.86(%arg0: tensor<32x10xf32>, %arg1: tensor<64x10xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<64x10xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.87(%arg0: tensor<32x64xf32>, %arg1: tensor<64x10xf32>) -> tensor<32x10xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x10xf32>) -> tensor<32x10xf32>
    return %0 : tensor<32x10xf32>
  }
  func.func private @fused_computation.88(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<32x8x8x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.maximum %arg1, %arg2 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @fused_computation.89(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.90(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.91(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    return %0 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.92(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.93(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.94(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    return %0 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.95(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<1x1x32x64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<1x1x32x64xf32>) -> tensor<32x8x8x64xf32>
    return %0 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.96(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.97(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.98(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    return %0 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.99(%arg0: tensor<f32>, %arg1: tensor<32x8x8x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x8x8x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @fused_computation.100(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @fused_computation.101(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<3x3x32x64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x8x8x64xf32>
    return %0 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.102(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.103(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.104(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    return %0 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.105(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.106(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.107(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    return %0 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.108(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<1x1x16x32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<1x1x16x32xf32>) -> tensor<32x16x16x32xf32>
    return %0 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.109(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.110(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.111(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    return %0 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.112(%arg0: tensor<f32>, %arg1: tensor<32x16x16x32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x16x16x32xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fused_computation.113(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fused_computation.114(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<3x3x16x32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<32x16x16x32xf32>
    return %0 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.115(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.116(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.117(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.118(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.119(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.120(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.121(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.122(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.123(%arg0: tensor<f32>, %arg1: tensor<32x32x32x16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<32x32x32x16xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @fused_computation.124(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @fused_computation.125(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<3.906250e-03> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @fused_computation.126(%arg0: tensor<32xf32>, %arg1: tensor<32x10xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x1x2xi32>, %arg4: tensor<32xi32>) -> tensor<f32> {
    %0 = mhlo.bitcast %arg4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<32xi32>) -> tensor<32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<32x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<32x1xi1>, tensor<32x1xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %8 = stablehlo.compare GE, %6, %7 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %c_1 = stablehlo.constant dense<9> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %6, %9 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %8, %10 : tensor<32x1x1xi1>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %13 = stablehlo.subtract %arg1, %12 : tensor<32x10xf32>
    %14 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<32x10xf32>
    %16 = mhlo.bitcast %arg3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<32x1x2xi32>) -> tensor<32x2xi32>
    %17 = "stablehlo.gather"(%15, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x10xf32>, tensor<32x2xi32>) -> tensor<32x1x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    %19 = stablehlo.select %11, %17, %18 : tensor<32x1x1xi1>, tensor<32x1x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x1x1xf32>, tensor<f32>) -> tensor<f32>
    return %20 : tensor<f32>
  }
  func.func private @fused_computation.127(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.128(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.129(%arg0: tensor<3x3x3x16xf32>, %arg1: tensor<3x3x3x16xf32>) -> tensor<3x3x3x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x3x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x3x16xf32>
    return %2 : tensor<3x3x3x16xf32>
  }
  func.func private @fused_computation.130(%arg0: tensor<3x3x3x16xf32>) -> tensor<3x3x3x16xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,3,16]{3,1,0,2}"} : (tensor<3x3x3x16xf32>) -> tensor<3x3x3x16xf32>
    %1 = mhlo.copy %0 : tensor<3x3x3x16xf32>
    return %1 : tensor<3x3x3x16xf32>
  }
  func.func private @fused_computation.131(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32x32x16xf32>, %arg8: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x32x32x16xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x32x32x16xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
    %21 = mhlo.copy %20 : tensor<32x32x32x16xf32>
    return %21 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.132(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<32x32x32x16xf32>, %arg3: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x32x32x16xf32>
    return %10 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.133(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.134(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.135(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    return %1 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.136(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<32x32x32x16xf32>, %arg6: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg6, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg5, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %11 = stablehlo.compare GT, %9, %10 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %12 = stablehlo.add %arg0, %arg1 : tensor<32x32x32x16xf32>
    %13 = stablehlo.select %11, %12, %10 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    return %13 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.137(%arg0: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x16x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %2 = mhlo.copy %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.138(%arg0: tensor<32x32x32x3xf32>) -> tensor<3x32x32x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[3,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x3xf32>) -> tensor<3x32x32x32xf32>
    %1 = mhlo.copy %0 : tensor<3x32x32x32xf32>
    return %1 : tensor<3x32x32x32xf32>
  }
  func.func private @fused_computation.139(%arg0: tensor<64x10xf32>, %arg1: tensor<10x64xf32>) -> tensor<64x10xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<10x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,10]{0,1}"} : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %3 = mhlo.copy %2 : tensor<64x10xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x10xf32>
    return %4 : tensor<64x10xf32>
  }
  func.func private @fused_computation.140(%arg0: tensor<3x3x64x64xf32>, %arg1: tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x64x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x64x64xf32>
    return %2 : tensor<3x3x64x64xf32>
  }
  func.func private @fused_computation.141(%arg0: tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{3,1,0,2}"} : (tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32>
    %1 = mhlo.copy %0 : tensor<3x3x64x64xf32>
    return %1 : tensor<3x3x64x64xf32>
  }
  func.func private @fused_computation.142(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x8x8x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<32x8x8x64xf32>, %arg9: tensor<64xf32>) -> tensor<8x8x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.compare GT, %arg5, %0 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.multiply %arg4, %2 : tensor<32x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.select %1, %4, %0 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<32x8x8x64xf32>
    %cst_1 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.multiply %arg9, %10 : tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %13 = stablehlo.subtract %arg8, %12 : tensor<32x8x8x64xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %15 = stablehlo.multiply %arg3, %14 : tensor<64xf32>
    %16 = stablehlo.multiply %arg2, %15 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %20 = stablehlo.multiply %13, %19 : tensor<32x8x8x64xf32>
    %21 = stablehlo.add %9, %20 : tensor<32x8x8x64xf32>
    %22 = stablehlo.add %arg0, %arg1 : tensor<64xf32>
    %23 = stablehlo.multiply %22, %10 : tensor<64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %25 = stablehlo.add %21, %24 : tensor<32x8x8x64xf32>
    %26 = stablehlo.transpose %25, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
    %27 = mhlo.copy %26 : tensor<8x8x32x64xf32>
    return %27 : tensor<8x8x32x64xf32>
  }
  func.func private @fused_computation.143(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x8x8x64xf32>, %arg4: tensor<64xf32>) -> tensor<64x8x8x32xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x8x8x64xf32>
    %12 = stablehlo.transpose %11, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[64,8,8,32]{0,2,1,3}"} : (tensor<32x8x8x64xf32>) -> tensor<64x8x8x32xf32>
    %13 = mhlo.copy %12 : tensor<64x8x8x32xf32>
    return %13 : tensor<64x8x8x32xf32>
  }
  func.func private @fused_computation.144(%arg0: tensor<3x3x64x64xf32>, %arg1: tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x64x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x64x64xf32>
    return %2 : tensor<3x3x64x64xf32>
  }
  func.func private @fused_computation.145(%arg0: tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{3,1,0,2}"} : (tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32>
    %1 = mhlo.copy %0 : tensor<3x3x64x64xf32>
    return %1 : tensor<3x3x64x64xf32>
  }
  func.func private @fused_computation.146(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x8x8x64xf32>, %arg8: tensor<64xf32>) -> tensor<8x8x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x8x8x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8x8x64xf32>
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<64xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x8x8x64xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x8x8x64xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<64xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x8x8x64xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
    %21 = mhlo.copy %20 : tensor<8x8x32x64xf32>
    return %21 : tensor<8x8x32x64xf32>
  }
  func.func private @fused_computation.147(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>) -> tensor<64x8x8x32xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %10 = stablehlo.add %9, %arg0 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %12 = stablehlo.maximum %10, %11 : tensor<32x8x8x64xf32>
    %13 = stablehlo.transpose %12, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[64,8,8,32]{0,2,1,3}"} : (tensor<32x8x8x64xf32>) -> tensor<64x8x8x32xf32>
    %14 = mhlo.copy %13 : tensor<64x8x8x32xf32>
    return %14 : tensor<64x8x8x32xf32>
  }
  func.func private @fused_computation.148(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.149(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.150(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.151(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.152(%arg0: tensor<1x1x32x64xf32>, %arg1: tensor<1x1x32x64xf32>) -> tensor<1x1x32x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x32x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x32x64xf32>
    return %2 : tensor<1x1x32x64xf32>
  }
  func.func private @fused_computation.153(%arg0: tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
    %1 = mhlo.copy %0 : tensor<8x8x32x64xf32>
    return %1 : tensor<8x8x32x64xf32>
  }
  func.func private @fused_computation.155(%arg0: tensor<3x3x64x64xf32>, %arg1: tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x64x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x64x64xf32>
    return %2 : tensor<3x3x64x64xf32>
  }
  func.func private @fused_computation.156(%arg0: tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{3,1,0,2}"} : (tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32>
    %1 = mhlo.copy %0 : tensor<3x3x64x64xf32>
    return %1 : tensor<3x3x64x64xf32>
  }
  func.func private @fused_computation.157(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x8x8x64xf32>, %arg8: tensor<64xf32>) -> tensor<8x8x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x8x8x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8x8x64xf32>
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<64xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x8x8x64xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x8x8x64xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<64xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x8x8x64xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
    %21 = mhlo.copy %20 : tensor<8x8x32x64xf32>
    return %21 : tensor<8x8x32x64xf32>
  }
  func.func private @fused_computation.158(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x8x8x64xf32>, %arg4: tensor<64xf32>) -> tensor<64x8x8x32xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x8x8x64xf32>
    %12 = stablehlo.transpose %11, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[64,8,8,32]{0,2,1,3}"} : (tensor<32x8x8x64xf32>) -> tensor<64x8x8x32xf32>
    %13 = mhlo.copy %12 : tensor<64x8x8x32xf32>
    return %13 : tensor<64x8x8x32xf32>
  }
  func.func private @fused_computation.159(%arg0: tensor<3x3x32x64xf32>, %arg1: tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x32x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x32x64xf32>
    return %2 : tensor<3x3x32x64xf32>
  }
  func.func private @fused_computation.160(%arg0: tensor<32x3x3x64xf32>) -> tensor<3x3x32x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,32,64]{3,1,0,2}"} : (tensor<32x3x3x64xf32>) -> tensor<3x3x32x64xf32>
    %1 = mhlo.copy %0 : tensor<3x3x32x64xf32>
    return %1 : tensor<3x3x32x64xf32>
  }
  func.func private @fused_computation.161(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x8x8x64xf32>, %arg8: tensor<64xf32>) -> tensor<8x8x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x8x8x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8x8x64xf32>
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<64xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x8x8x64xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x8x8x64xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<64xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x8x8x64xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
    %21 = mhlo.copy %20 : tensor<8x8x32x64xf32>
    return %21 : tensor<8x8x32x64xf32>
  }
  func.func private @fused_computation.162(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x16x16x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x16x16x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x16x16x32xf32>, %arg10: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %10 = stablehlo.multiply %arg10, %0 : tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %12 = stablehlo.subtract %arg9, %11 : tensor<32x16x16x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x16x16x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x16x16x32xf32>
    %19 = stablehlo.add %18, %arg5 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %21 = stablehlo.maximum %19, %20 : tensor<32x16x16x32xf32>
    %22 = stablehlo.add %9, %21 : tensor<32x16x16x32xf32>
    %23 = stablehlo.maximum %22, %20 : tensor<32x16x16x32xf32>
    %24 = stablehlo.transpose %23, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[32,16,16,32]{0,2,1,3}"} : (tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xf32>
    %25 = mhlo.copy %24 : tensor<32x16x16x32xf32>
    return %25 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.163(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.164(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.165(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.166(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.167(%arg0: tensor<3x3x32x32xf32>, %arg1: tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x32x32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x32x32xf32>
    return %2 : tensor<3x3x32x32xf32>
  }
  func.func private @fused_computation.168(%arg0: tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{3,1,0,2}"} : (tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32>
    %1 = mhlo.copy %0 : tensor<3x3x32x32xf32>
    return %1 : tensor<3x3x32x32xf32>
  }
  func.func private @fused_computation.169(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x16x16x32xf32>, %arg8: tensor<32xf32>) -> tensor<16x16x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<32xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x16x16x32xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<32xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x16x16x32xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
    %21 = mhlo.copy %20 : tensor<16x16x32x32xf32>
    return %21 : tensor<16x16x32x32xf32>
  }
  func.func private @fused_computation.170(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x16x16x32xf32>, %arg4: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x16x16x32xf32>
    %12 = stablehlo.transpose %11, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[32,16,16,32]{0,2,1,3}"} : (tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xf32>
    %13 = mhlo.copy %12 : tensor<32x16x16x32xf32>
    return %13 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.171(%arg0: tensor<3x3x32x32xf32>, %arg1: tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x32x32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x32x32xf32>
    return %2 : tensor<3x3x32x32xf32>
  }
  func.func private @fused_computation.172(%arg0: tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{3,1,0,2}"} : (tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32>
    %1 = mhlo.copy %0 : tensor<3x3x32x32xf32>
    return %1 : tensor<3x3x32x32xf32>
  }
  func.func private @fused_computation.173(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x16x16x32xf32>, %arg8: tensor<32xf32>) -> tensor<16x16x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<32xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x16x16x32xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<32xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x16x16x32xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
    %21 = mhlo.copy %20 : tensor<16x16x32x32xf32>
    return %21 : tensor<16x16x32x32xf32>
  }
  func.func private @fused_computation.174(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %10 = stablehlo.add %9, %arg0 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %12 = stablehlo.maximum %10, %11 : tensor<32x16x16x32xf32>
    %13 = stablehlo.transpose %12, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[32,16,16,32]{0,2,1,3}"} : (tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xf32>
    %14 = mhlo.copy %13 : tensor<32x16x16x32xf32>
    return %14 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.175(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @fused_computation.176(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @fused_computation.177(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @fused_computation.178(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @fused_computation.179(%arg0: tensor<1x1x16x32xf32>, %arg1: tensor<1x1x16x32xf32>) -> tensor<1x1x16x32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x16x32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x16x32xf32>
    return %2 : tensor<1x1x16x32xf32>
  }
  func.func private @fused_computation.180(%arg0: tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
    %1 = mhlo.copy %0 : tensor<16x16x32x32xf32>
    return %1 : tensor<16x16x32x32xf32>
  }
  func.func private @fused_computation.182(%arg0: tensor<3x3x32x32xf32>, %arg1: tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x32x32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x32x32xf32>
    return %2 : tensor<3x3x32x32xf32>
  }
  func.func private @fused_computation.183(%arg0: tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{3,1,0,2}"} : (tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32>
    %1 = mhlo.copy %0 : tensor<3x3x32x32xf32>
    return %1 : tensor<3x3x32x32xf32>
  }
  func.func private @fused_computation.184(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x16x16x32xf32>, %arg8: tensor<32xf32>) -> tensor<16x16x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<32xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x16x16x32xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<32xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x16x16x32xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
    %21 = mhlo.copy %20 : tensor<16x16x32x32xf32>
    return %21 : tensor<16x16x32x32xf32>
  }
  func.func private @fused_computation.185(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x16x16x32xf32>, %arg4: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x16x16x32xf32>
    %12 = stablehlo.transpose %11, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[32,16,16,32]{0,2,1,3}"} : (tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xf32>
    %13 = mhlo.copy %12 : tensor<32x16x16x32xf32>
    return %13 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.186(%arg0: tensor<3x3x16x32xf32>, %arg1: tensor<3x3x16x32xf32>) -> tensor<3x3x16x32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x16x32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x16x32xf32>
    return %2 : tensor<3x3x16x32xf32>
  }
  func.func private @fused_computation.187(%arg0: tensor<16x3x3x32xf32>) -> tensor<3x3x16x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,32]{3,1,0,2}"} : (tensor<16x3x3x32xf32>) -> tensor<3x3x16x32xf32>
    %1 = mhlo.copy %0 : tensor<3x3x16x32xf32>
    return %1 : tensor<3x3x16x32xf32>
  }
  func.func private @fused_computation.188(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x16x16x32xf32>, %arg8: tensor<32xf32>) -> tensor<16x16x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<32xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x16x16x32xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<32xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x16x16x32xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
    %21 = mhlo.copy %20 : tensor<16x16x32x32xf32>
    return %21 : tensor<16x16x32x32xf32>
  }
  func.func private @fused_computation.189(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<32x32x32x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<32x32x32x16xf32>, %arg14: tensor<16xf32>) -> tensor<16x32x32x32xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %arg9, %0 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %12 = stablehlo.subtract %arg8, %11 : tensor<32x32x32x16xf32>
    %13 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x32x32x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x32x32x16xf32>
    %19 = stablehlo.multiply %arg14, %0 : tensor<16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %21 = stablehlo.subtract %arg13, %20 : tensor<32x32x32x16xf32>
    %22 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<32x32x32x16xf32>
    %24 = stablehlo.broadcast_in_dim %arg11, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<32x32x32x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %27 = stablehlo.add %25, %26 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<32x32x32x16xf32>
    %30 = stablehlo.add %18, %29 : tensor<32x32x32x16xf32>
    %31 = stablehlo.maximum %30, %28 : tensor<32x32x32x16xf32>
    %32 = stablehlo.add %9, %31 : tensor<32x32x32x16xf32>
    %33 = stablehlo.maximum %32, %28 : tensor<32x32x32x16xf32>
    %34 = stablehlo.transpose %33, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
    %35 = mhlo.copy %34 : tensor<16x32x32x32xf32>
    return %35 : tensor<16x32x32x32xf32>
  }
  func.func private @fused_computation.190(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @fused_computation.191(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @fused_computation.192(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @fused_computation.193(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @fused_computation.194(%arg0: tensor<3x3x16x16xf32>, %arg1: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x16x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.195(%arg0: tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %1 = mhlo.copy %0 : tensor<3x3x16x16xf32>
    return %1 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.196(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32x32x16xf32>, %arg8: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x32x32x16xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x32x32x16xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
    %21 = mhlo.copy %20 : tensor<32x32x32x16xf32>
    return %21 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.197(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>) -> tensor<16x32x32x32xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x32x32x16xf32>
    %12 = stablehlo.transpose %11, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
    %13 = mhlo.copy %12 : tensor<16x32x32x32xf32>
    return %13 : tensor<16x32x32x32xf32>
  }
  func.func private @fused_computation.198(%arg0: tensor<3x3x16x16xf32>, %arg1: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x16x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.199(%arg0: tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %1 = mhlo.copy %0 : tensor<3x3x16x16xf32>
    return %1 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.200(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32x32x16xf32>, %arg8: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x32x32x16xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x32x32x16xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
    %21 = mhlo.copy %20 : tensor<32x32x32x16xf32>
    return %21 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.201(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<32x32x32x16xf32>, %arg9: tensor<16xf32>) -> tensor<16x32x32x32xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %arg9, %0 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %12 = stablehlo.subtract %arg8, %11 : tensor<32x32x32x16xf32>
    %13 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x32x32x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %20 = stablehlo.maximum %18, %19 : tensor<32x32x32x16xf32>
    %21 = stablehlo.add %9, %20 : tensor<32x32x32x16xf32>
    %22 = stablehlo.maximum %21, %19 : tensor<32x32x32x16xf32>
    %23 = stablehlo.transpose %22, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
    %24 = mhlo.copy %23 : tensor<16x32x32x32xf32>
    return %24 : tensor<16x32x32x32xf32>
  }
  func.func private @fused_computation.202(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.203(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.204(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.205(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.206(%arg0: tensor<3x3x16x16xf32>, %arg1: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x16x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.207(%arg0: tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %1 = mhlo.copy %0 : tensor<3x3x16x16xf32>
    return %1 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.208(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32x32x16xf32>, %arg8: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x32x32x16xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x32x32x16xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
    %21 = mhlo.copy %20 : tensor<32x32x32x16xf32>
    return %21 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.209(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>) -> tensor<16x32x32x32xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x32x32x16xf32>
    %12 = stablehlo.transpose %11, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
    %13 = mhlo.copy %12 : tensor<16x32x32x32xf32>
    return %13 : tensor<16x32x32x32xf32>
  }
  func.func private @fused_computation.210(%arg0: tensor<3x3x16x16xf32>, %arg1: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x16x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.211(%arg0: tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %1 = mhlo.copy %0 : tensor<3x3x16x16xf32>
    return %1 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.212(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32x32x16xf32>, %arg8: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x32x32x16xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x32x32x16xf32>
    %20 = stablehlo.transpose %19, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
    %21 = mhlo.copy %20 : tensor<32x32x32x16xf32>
    return %21 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.213(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32x32x16xf32>, %arg8: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x32x32x16xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x32x32x16xf32>
    return %19 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.214(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<32x32x32x16xf32>, %arg3: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x32x32x16xf32>
    return %10 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.215(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.216(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.217(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    return %1 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.218(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>) -> tensor<16x32x32x32xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x32x32x16xf32>
    %12 = stablehlo.transpose %11, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
    %13 = mhlo.copy %12 : tensor<16x32x32x32xf32>
    return %13 : tensor<16x32x32x32xf32>
  }
  func.func private @fused_computation.219(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.220(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.221(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.222(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fused_computation.223(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %11 = stablehlo.compare GT, %9, %10 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %12 = stablehlo.select %11, %arg0, %10 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    return %12 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.224(%arg0: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x16x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %2 = mhlo.copy %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.225(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32x32x16xf32>, %arg8: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x32x32x16xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x32x32x16xf32>
    return %19 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.226(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<32x32x32x16xf32>, %arg3: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x32x32x16xf32>
    return %10 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.227(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.228(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.229(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    return %1 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.230(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<32x32x32x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<32x32x32x16xf32>, %arg11: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg6, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg5, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %arg11, %0 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %12 = stablehlo.subtract %arg10, %11 : tensor<32x32x32x16xf32>
    %13 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x32x32x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %20 = stablehlo.maximum %18, %19 : tensor<32x32x32x16xf32>
    %21 = stablehlo.add %9, %20 : tensor<32x32x32x16xf32>
    %22 = stablehlo.compare GT, %21, %19 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %23 = stablehlo.add %arg0, %arg1 : tensor<32x32x32x16xf32>
    %24 = stablehlo.select %22, %23, %19 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    return %24 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.231(%arg0: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x16x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %2 = mhlo.copy %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.232(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32x32x16xf32>, %arg8: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x32x32x16xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x32x32x16xf32>
    return %19 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.233(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<32x32x32x16xf32>, %arg3: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x32x32x16xf32>
    return %10 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.234(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.235(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.236(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    return %1 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.237(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %11 = stablehlo.compare GT, %9, %10 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %12 = stablehlo.select %11, %arg0, %10 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    return %12 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.238(%arg0: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x16x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %2 = mhlo.copy %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.239(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<32x32x32x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x32x32x16xf32>, %arg8: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<16xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x32x32x16xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x32x32x16xf32>
    return %19 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.240(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<32x32x32x16xf32>, %arg3: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x32x32x16xf32>
    return %10 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.241(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.242(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.243(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x32x32x16xf32>
    return %1 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.244(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<32x32x32x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<32x32x32x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<32x32x32x16xf32>, %arg16: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg6, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg5, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %arg11, %0 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %12 = stablehlo.subtract %arg10, %11 : tensor<32x32x32x16xf32>
    %13 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x32x32x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x32x32x16xf32>
    %19 = stablehlo.multiply %arg16, %0 : tensor<16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %21 = stablehlo.subtract %arg15, %20 : tensor<32x32x32x16xf32>
    %22 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<32x32x32x16xf32>
    %24 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<32x32x32x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %27 = stablehlo.add %25, %26 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<32x32x32x16xf32>
    %30 = stablehlo.add %18, %29 : tensor<32x32x32x16xf32>
    %31 = stablehlo.maximum %30, %28 : tensor<32x32x32x16xf32>
    %32 = stablehlo.add %9, %31 : tensor<32x32x32x16xf32>
    %33 = stablehlo.compare GT, %32, %28 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
    %34 = stablehlo.add %arg0, %arg1 : tensor<32x32x32x16xf32>
    %35 = stablehlo.select %33, %34, %28 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
    return %35 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.245(%arg0: tensor<3x3x16x32xf32>) -> tensor<3x3x32x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x16x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,32,16]{2,3,1,0}"} : (tensor<3x3x16x32xf32>) -> tensor<3x3x32x16xf32>
    %2 = mhlo.copy %1 : tensor<3x3x32x16xf32>
    return %2 : tensor<3x3x32x16xf32>
  }
  func.func private @fused_computation.246(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x16x16x32xf32>, %arg8: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<32xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x16x16x32xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<32xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x16x16x32xf32>
    return %19 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.247(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x16x16x32xf32>, %arg3: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x16x16x32xf32>
    return %10 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.248(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @fused_computation.249(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    return %3 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.250(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x16x16x32xf32>
    return %1 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.251(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %11 = stablehlo.compare GT, %9, %10 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
    %12 = stablehlo.select %11, %arg0, %10 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
    return %12 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.252(%arg0: tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x32x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{2,3,1,0}"} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %2 = mhlo.copy %1 : tensor<3x3x32x32xf32>
    return %2 : tensor<3x3x32x32xf32>
  }
  func.func private @fused_computation.253(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x16x16x32xf32>, %arg8: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<32xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x16x16x32xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<32xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x16x16x32xf32>
    return %19 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.254(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x16x16x32xf32>, %arg3: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x16x16x32xf32>
    return %10 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.255(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @fused_computation.256(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    return %3 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.257(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x16x16x32xf32>
    return %1 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.258(%arg0: tensor<1x1x16x32xf32>) -> tensor<1x1x32x16xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,32,16]{2,3,1,0}"} : (tensor<1x1x16x32xf32>) -> tensor<1x1x32x16xf32>
    %1 = mhlo.copy %0 : tensor<1x1x32x16xf32>
    return %1 : tensor<1x1x32x16xf32>
  }
  func.func private @fused_computation.259(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32x16x16x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x16x16x32xf32>, %arg7: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg7, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg6, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %10 = stablehlo.add %9, %arg2 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %12 = stablehlo.compare GT, %10, %11 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
    %13 = stablehlo.add %arg0, %arg1 : tensor<32x16x16x32xf32>
    %14 = stablehlo.select %12, %13, %11 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
    return %14 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.260(%arg0: tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x32x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{2,3,1,0}"} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %2 = mhlo.copy %1 : tensor<3x3x32x32xf32>
    return %2 : tensor<3x3x32x32xf32>
  }
  func.func private @fused_computation.261(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x16x16x32xf32>, %arg8: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<32xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x16x16x32xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<32xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x16x16x32xf32>
    return %19 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.262(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x16x16x32xf32>, %arg3: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x16x16x32xf32>
    return %10 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.263(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @fused_computation.264(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    return %3 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.265(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x16x16x32xf32>
    return %1 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.266(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %11 = stablehlo.compare GT, %9, %10 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
    %12 = stablehlo.select %11, %arg0, %10 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
    return %12 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.267(%arg0: tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x32x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{2,3,1,0}"} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %2 = mhlo.copy %1 : tensor<3x3x32x32xf32>
    return %2 : tensor<3x3x32x32xf32>
  }
  func.func private @fused_computation.268(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x16x16x32xf32>, %arg8: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<32xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x16x16x32xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<32xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x16x16x32xf32>
    return %19 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.269(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x16x16x32xf32>, %arg3: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x16x16x32xf32>
    return %10 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.270(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @fused_computation.271(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x16x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x16x16x32xf32>
    return %3 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.272(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x16x16x32xf32>
    return %1 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.273(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x16x16x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x16x16x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x16x16x32xf32>, %arg12: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg6, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg5, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %10 = stablehlo.multiply %arg12, %0 : tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %12 = stablehlo.subtract %arg11, %11 : tensor<32x16x16x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x16x16x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x16x16x32xf32>
    %19 = stablehlo.add %18, %arg7 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %21 = stablehlo.maximum %19, %20 : tensor<32x16x16x32xf32>
    %22 = stablehlo.add %9, %21 : tensor<32x16x16x32xf32>
    %23 = stablehlo.compare GT, %22, %20 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
    %24 = stablehlo.add %arg0, %arg1 : tensor<32x16x16x32xf32>
    %25 = stablehlo.select %23, %24, %20 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
    return %25 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.274(%arg0: tensor<3x3x32x64xf32>) -> tensor<3x3x64x32xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x32x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,64,32]{2,3,1,0}"} : (tensor<3x3x32x64xf32>) -> tensor<3x3x64x32xf32>
    %2 = mhlo.copy %1 : tensor<3x3x64x32xf32>
    return %2 : tensor<3x3x64x32xf32>
  }
  func.func private @fused_computation.275(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x8x8x64xf32>, %arg8: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x8x8x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8x8x64xf32>
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<64xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x8x8x64xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x8x8x64xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<64xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x8x8x64xf32>
    return %19 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.276(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<32x8x8x64xf32>, %arg3: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x8x8x64xf32>
    return %10 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.277(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @fused_computation.278(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x8x8x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8x8x64xf32>
    return %3 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.279(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x8x8x64xf32>
    return %1 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.280(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %11 = stablehlo.compare GT, %9, %10 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %12 = stablehlo.select %11, %arg0, %10 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    return %12 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.281(%arg0: tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x64x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{2,3,1,0}"} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2 = mhlo.copy %1 : tensor<3x3x64x64xf32>
    return %2 : tensor<3x3x64x64xf32>
  }
  func.func private @fused_computation.282(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x8x8x64xf32>, %arg8: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x8x8x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8x8x64xf32>
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<64xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x8x8x64xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x8x8x64xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<64xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x8x8x64xf32>
    return %19 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.283(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<32x8x8x64xf32>, %arg3: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x8x8x64xf32>
    return %10 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.284(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @fused_computation.285(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x8x8x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8x8x64xf32>
    return %3 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.286(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x8x8x64xf32>
    return %1 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.287(%arg0: tensor<1x1x32x64xf32>) -> tensor<1x1x64x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,64,32]{2,3,1,0}"} : (tensor<1x1x32x64xf32>) -> tensor<1x1x64x32xf32>
    %1 = mhlo.copy %0 : tensor<1x1x64x32xf32>
    return %1 : tensor<1x1x64x32xf32>
  }
  func.func private @fused_computation.288(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<32x8x8x64xf32>, %arg3: tensor<32x8x8x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x8x8x64xf32>, %arg8: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg8, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg7, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %10 = stablehlo.add %9, %arg3 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %12 = stablehlo.compare GT, %10, %11 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %13 = stablehlo.compare GT, %arg2, %11 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %15 = stablehlo.multiply %arg1, %14 : tensor<32x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
    %17 = stablehlo.select %13, %16, %11 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    %18 = stablehlo.add %17, %arg0 : tensor<32x8x8x64xf32>
    %19 = stablehlo.select %12, %18, %11 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    return %19 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.289(%arg0: tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x64x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{2,3,1,0}"} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2 = mhlo.copy %1 : tensor<3x3x64x64xf32>
    return %2 : tensor<3x3x64x64xf32>
  }
  func.func private @fused_computation.290(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x8x8x64xf32>, %arg8: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32x8x8x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8x8x64xf32>
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg8, %4 : tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.subtract %arg7, %6 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<64xf32>
    %10 = stablehlo.multiply %arg2, %9 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<32x8x8x64xf32>
    %15 = stablehlo.add %3, %14 : tensor<32x8x8x64xf32>
    %16 = stablehlo.add %arg0, %arg1 : tensor<64xf32>
    %17 = stablehlo.multiply %16, %4 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %19 = stablehlo.add %15, %18 : tensor<32x8x8x64xf32>
    return %19 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.291(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<32x8x8x64xf32>, %arg3: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x8x8x64xf32>
    return %10 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.292(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @fused_computation.293(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x8x8x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<32x8x8x64xf32>
    return %3 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.294(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x8x8x64xf32>
    return %1 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.295(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %11 = stablehlo.compare GT, %9, %10 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %12 = stablehlo.select %11, %arg0, %10 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    return %12 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.296(%arg0: tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x64x64xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{2,3,1,0}"} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %2 = mhlo.copy %1 : tensor<3x3x64x64xf32>
    return %2 : tensor<3x3x64x64xf32>
  }
  func.func private @fused_computation.297(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x8x8x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<32x8x8x64xf32>, %arg9: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.compare GT, %arg5, %0 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.multiply %arg4, %2 : tensor<32x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.select %1, %4, %0 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<32x8x8x64xf32>
    %cst_1 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.multiply %arg9, %10 : tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %13 = stablehlo.subtract %arg8, %12 : tensor<32x8x8x64xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %15 = stablehlo.multiply %arg3, %14 : tensor<64xf32>
    %16 = stablehlo.multiply %arg2, %15 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %20 = stablehlo.multiply %13, %19 : tensor<32x8x8x64xf32>
    %21 = stablehlo.add %9, %20 : tensor<32x8x8x64xf32>
    %22 = stablehlo.add %arg0, %arg1 : tensor<64xf32>
    %23 = stablehlo.multiply %22, %10 : tensor<64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %25 = stablehlo.add %21, %24 : tensor<32x8x8x64xf32>
    return %25 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.298(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<32x8x8x64xf32>, %arg3: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %10 = stablehlo.multiply %3, %9 : tensor<32x8x8x64xf32>
    return %10 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.299(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @fused_computation.300(%arg0: tensor<32x64xf32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.compare GT, %arg1, %0 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<32x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.select %1, %4, %0 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<32x8x8x64xf32>
    return %9 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.301(%arg0: tensor<32x64xf32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.compare GT, %arg1, %0 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<32x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.select %1, %4, %0 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    return %7 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.302(%arg0: tensor<32x64xf32>, %arg1: tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %1 = stablehlo.compare GT, %arg1, %0 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<32x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.select %1, %4, %0 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
    return %5 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.303(%arg0: tensor<32x10xf32>, %arg1: tensor<32x10xf32>, %arg2: tensor<32xf32>) -> tensor<32x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<32x10xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<32x10xf32>
    return %2 : tensor<32x10xf32>
  }
  func.func private @fused_computation.304(%arg0: tensor<32xf32>, %arg1: tensor<32x10xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.negate %0 : tensor<32xf32>
    %2 = stablehlo.divide %1, %arg0 : tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @fused_computation.305(%arg0: tensor<32x10xf32>, %arg1: tensor<32xf32>) -> tensor<32x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<32x10xf32>
    %2 = stablehlo.exponential %1 : tensor<32x10xf32>
    return %2 : tensor<32x10xf32>
  }
  func.func private @fused_computation.306(%arg0: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @fused_computation.307(%arg0: tensor<32xi32>) -> tensor<32x2xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x1x1xi32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<32xi32>) -> tensor<32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<32x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<32x1xi1>, tensor<32x1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %8 = stablehlo.concatenate %0, %7, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<32x1x2xi32>) -> tensor<32x2xi32>
    return %9 : tensor<32x2xi32>
  }
  func.func private @fused_computation.308(%arg0: tensor<32xi32>) -> tensor<32x1x2xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x1x1xi32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<32xi32>) -> tensor<32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<32x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<32x1xi1>, tensor<32x1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %8 = stablehlo.concatenate %0, %7, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    return %8 : tensor<32x1x2xi32>
  }
  func.func private @fused_computation.309(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x8x8x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<32x8x8x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<32x8x8x64xf32>, %arg10: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %10 = stablehlo.multiply %arg10, %0 : tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %12 = stablehlo.subtract %arg9, %11 : tensor<32x8x8x64xf32>
    %13 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x8x8x64xf32>
    %15 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x8x8x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x8x8x64xf32>
    %19 = stablehlo.add %18, %arg5 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %21 = stablehlo.maximum %19, %20 : tensor<32x8x8x64xf32>
    %22 = stablehlo.add %9, %21 : tensor<32x8x8x64xf32>
    return %22 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.310(%arg0: tensor<64xf32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    return %5 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.311(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %4 = stablehlo.rsqrt %3 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @fused_computation.312(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x8x8x64xf32>
    return %3 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.313(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x8x8x64xf32>, %arg4: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x8x8x64xf32>
    return %11 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.314(%arg0: tensor<64xf32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    return %5 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.315(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %4 = stablehlo.rsqrt %3 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @fused_computation.316(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x8x8x64xf32>
    return %3 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.317(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<32x8x8x64xf32>, %arg5: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %10 = stablehlo.add %9, %arg0 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %12 = stablehlo.maximum %10, %11 : tensor<32x8x8x64xf32>
    return %12 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.318(%arg0: tensor<64xf32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    return %5 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.319(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %4 = stablehlo.rsqrt %3 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @fused_computation.320(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x8x8x64xf32>
    return %3 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.321(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x8x8x64xf32>, %arg4: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x8x8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x8x8x64xf32>
    return %11 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.322(%arg0: tensor<64xf32>, %arg1: tensor<32x8x8x64xf32>, %arg2: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x8x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8x8x64xf32>
    return %5 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.323(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %4 = stablehlo.rsqrt %3 : tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @fused_computation.324(%arg0: tensor<32x8x8x64xf32>, %arg1: tensor<64xf32>) -> tensor<32x8x8x64xf32> {
    %cst = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x8x8x64xf32>
    return %3 : tensor<32x8x8x64xf32>
  }
  func.func private @fused_computation.325(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x16x16x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x16x16x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x16x16x32xf32>, %arg10: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %10 = stablehlo.multiply %arg10, %0 : tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %12 = stablehlo.subtract %arg9, %11 : tensor<32x16x16x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x16x16x32xf32>
    %15 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x16x16x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x16x16x32xf32>
    %19 = stablehlo.add %18, %arg5 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %21 = stablehlo.maximum %19, %20 : tensor<32x16x16x32xf32>
    %22 = stablehlo.add %9, %21 : tensor<32x16x16x32xf32>
    %23 = stablehlo.maximum %22, %20 : tensor<32x16x16x32xf32>
    return %23 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.326(%arg0: tensor<32xf32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    return %5 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.327(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32xf32>
    %4 = stablehlo.rsqrt %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @fused_computation.328(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x16x16x32xf32>
    return %3 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.329(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x16x16x32xf32>, %arg4: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x16x16x32xf32>
    return %11 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.330(%arg0: tensor<32xf32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    return %5 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.331(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32xf32>
    %4 = stablehlo.rsqrt %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @fused_computation.332(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x16x16x32xf32>
    return %3 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.333(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x16x16x32xf32>, %arg5: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg4, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %10 = stablehlo.add %9, %arg0 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %12 = stablehlo.maximum %10, %11 : tensor<32x16x16x32xf32>
    return %12 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.334(%arg0: tensor<32xf32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    return %5 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.335(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32xf32>
    %4 = stablehlo.rsqrt %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @fused_computation.336(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x16x16x32xf32>
    return %3 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.337(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x16x16x32xf32>, %arg4: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x16x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x16x16x32xf32>
    return %11 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.338(%arg0: tensor<32xf32>, %arg1: tensor<32x16x16x32xf32>, %arg2: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x16x16x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x16x16x32xf32>
    return %5 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.339(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32xf32>
    %4 = stablehlo.rsqrt %3 : tensor<32xf32>
    return %4 : tensor<32xf32>
  }
  func.func private @fused_computation.340(%arg0: tensor<32x16x16x32xf32>, %arg1: tensor<32xf32>) -> tensor<32x16x16x32xf32> {
    %cst = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x16x16x32xf32>
    return %3 : tensor<32x16x16x32xf32>
  }
  func.func private @fused_computation.341(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<32x32x32x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<32x32x32x16xf32>, %arg14: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %arg9, %0 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %12 = stablehlo.subtract %arg8, %11 : tensor<32x32x32x16xf32>
    %13 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x32x32x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x32x32x16xf32>
    %19 = stablehlo.multiply %arg14, %0 : tensor<16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %21 = stablehlo.subtract %arg13, %20 : tensor<32x32x32x16xf32>
    %22 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<32x32x32x16xf32>
    %24 = stablehlo.broadcast_in_dim %arg11, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<32x32x32x16xf32>
    %26 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %27 = stablehlo.add %25, %26 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<32x32x32x16xf32>
    %30 = stablehlo.add %18, %29 : tensor<32x32x32x16xf32>
    %31 = stablehlo.maximum %30, %28 : tensor<32x32x32x16xf32>
    %32 = stablehlo.add %9, %31 : tensor<32x32x32x16xf32>
    %33 = stablehlo.maximum %32, %28 : tensor<32x32x32x16xf32>
    return %33 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.342(%arg0: tensor<16xf32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    return %5 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.343(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.rsqrt %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.344(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.345(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x32x32x16xf32>
    return %11 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.346(%arg0: tensor<16xf32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    return %5 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.347(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.rsqrt %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.348(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.349(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<32x32x32x16xf32>, %arg9: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %10 = stablehlo.multiply %arg9, %0 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %12 = stablehlo.subtract %arg8, %11 : tensor<32x32x32x16xf32>
    %13 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<32x32x32x16xf32>
    %15 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<32x32x32x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %18 = stablehlo.add %16, %17 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %20 = stablehlo.maximum %18, %19 : tensor<32x32x32x16xf32>
    %21 = stablehlo.add %9, %20 : tensor<32x32x32x16xf32>
    %22 = stablehlo.maximum %21, %19 : tensor<32x32x32x16xf32>
    return %22 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.350(%arg0: tensor<16xf32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    return %5 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.351(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.rsqrt %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.352(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.353(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x32x32x16xf32>
    return %11 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.354(%arg0: tensor<16xf32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    return %5 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.355(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.rsqrt %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.356(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.357(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x32x32x16xf32>, %arg4: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<32x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<32x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x32x32x16xf32>
    return %11 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.358(%arg0: tensor<16xf32>, %arg1: tensor<32x32x32x16xf32>, %arg2: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<32x32x32x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x32x32x16xf32>
    return %5 : tensor<32x32x32x16xf32>
  }
  func.func private @fused_computation.359(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %4 = stablehlo.rsqrt %3 : tensor<16xf32>
    return %4 : tensor<16xf32>
  }
  func.func private @fused_computation.360(%arg0: tensor<32x32x32x16xf32>, %arg1: tensor<16xf32>) -> tensor<32x32x32x16xf32> {
    %cst = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<32x32x32x16xf32>
    return %3 : tensor<32x32x32x16xf32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<32x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    return %0 : tensor<32x10xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<32x1x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
    return %0 : tensor<32x1x1xf32>
  }
  func.func private @wrapped_scatter_computation(%arg0: tensor<32x10xf32>, %arg1: tensor<32x2xi32>, %arg2: tensor<32x1x1xf32>) -> tensor<32x10xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<32x10xf32>, tensor<32x2xi32>, tensor<32x1x1xf32>) -> tensor<32x10xf32>
    return %0 : tensor<32x10xf32>
  }
  func.func private @wrapped_broadcast_computation.2(%arg0: tensor<f32>) -> tensor<32x8x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    return %0 : tensor<32x8x8x64xf32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<32x10xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<32x10xf32>, %arg1: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_negate_computation(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @wrapped_negate_computation.1(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @wrapped_negate_computation.2(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @wrapped_negate_computation.3(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @wrapped_negate_computation.4(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @wrapped_negate_computation.5(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @wrapped_negate_computation.6(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @wrapped_negate_computation.7(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @wrapped_negate_computation.8(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_negate_computation.9(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_negate_computation.10(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_negate_computation.11(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_negate_computation.12(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_negate_computation.13(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_negate_computation.14(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_negate_computation.15(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @wrapped_negate_computation.16(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_negate_computation.17(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_negate_computation.18(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_negate_computation.19(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_negate_computation.20(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_negate_computation.21(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_negate_computation.22(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_negate_computation.23(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_negate_computation.24(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_negate_computation.25(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.log %arg0 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func @main(%arg0: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg6: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg7: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg8: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg9: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg10: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg14: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg15: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg16: tensor<3x3x16x32xf32> {mhlo.sharding = "{replicated}"}, %arg17: tensor<3x3x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg18: tensor<1x1x16x32xf32> {mhlo.sharding = "{replicated}"}, %arg19: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg20: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg21: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg22: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg23: tensor<3x3x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg24: tensor<3x3x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg25: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg26: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg27: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg28: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg29: tensor<3x3x32x64xf32> {mhlo.sharding = "{replicated}"}, %arg30: tensor<3x3x64x64xf32> {mhlo.sharding = "{replicated}"}, %arg31: tensor<1x1x32x64xf32> {mhlo.sharding = "{replicated}"}, %arg32: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg33: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg34: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg35: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg36: tensor<3x3x64x64xf32> {mhlo.sharding = "{replicated}"}, %arg37: tensor<3x3x64x64xf32> {mhlo.sharding = "{replicated}"}, %arg38: tensor<64x10xf32> {mhlo.sharding = "{replicated}"}, %arg39: tensor<3x3x3x16xf32> {mhlo.sharding = "{replicated}"}, %arg40: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg41: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg42: tensor<32x32x32x3xf32> {mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"}, %arg43: tensor<32xi32> {mhlo.sharding = "{devices=[8]<=[8]}"}) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<64x10xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>) {
    %0 = mhlo.copy %arg0 : tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<f32>):
      %465 = stablehlo.broadcast_in_dim %arg44, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
      mhlo.return %465 : tensor<32x10xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<32x10xf32>
    %2 = "mhlo.fusion"(%arg43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xi32>):
      %465 = stablehlo.iota dim = 0 : tensor<32x1x1xi32>
      %466 = mhlo.bitcast %arg44 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<32xi32>) -> tensor<32x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %467 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
      %468 = stablehlo.compare LT, %466, %467 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
      %c_2 = stablehlo.constant dense<10> : tensor<i32>
      %469 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
      %470 = stablehlo.add %466, %469 : tensor<32x1xi32>
      %471 = stablehlo.select %468, %470, %466 : tensor<32x1xi1>, tensor<32x1xi32>
      %472 = mhlo.bitcast %471 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
      %473 = stablehlo.concatenate %465, %472, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
      %474 = mhlo.bitcast %473 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<32x1x2xi32>) -> tensor<32x2xi32>
      mhlo.return %474 : tensor<32x2xi32>
    }) {output_operand_aliasing = []} : (tensor<32xi32>) -> tensor<32x2xi32>
    %cst_0 = stablehlo.constant dense<-3.906250e-03> : tensor<f32>
    %3 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<f32>):
      %465 = stablehlo.broadcast_in_dim %arg44, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
      mhlo.return %465 : tensor<32x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<32x1x1xf32>
    %4 = "mhlo.fusion"(%1, %2, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x10xf32>, %arg45: tensor<32x2xi32>, %arg46: tensor<32x1x1xf32>):
      %465 = "stablehlo.scatter"(%arg44, %arg45, %arg46) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
        %466 = stablehlo.add %arg47, %arg48 : tensor<f32>
        stablehlo.return %466 : tensor<f32>
      }) : (tensor<32x10xf32>, tensor<32x2xi32>, tensor<32x1x1xf32>) -> tensor<32x10xf32>
      mhlo.return %465 : tensor<32x10xf32>
    }) {output_operand_aliasing = []} : (tensor<32x10xf32>, tensor<32x2xi32>, tensor<32x1x1xf32>) -> tensor<32x10xf32>
    %5 = mhlo.copy %arg2 : tensor<16xf32>
    %6 = mhlo.copy %arg3 : tensor<16xf32>
    %7 = mhlo.copy %arg1 : tensor<16xf32>
    %8 = stablehlo.convolution(%arg42, %arg39) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<32x32x32x16xf32>
    %9 = "mhlo.fusion"(%8, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %10 = "stablehlo.all_reduce"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %11 = "mhlo.fusion"(%8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %12 = "mhlo.fusion"(%cst, %11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %13 = "stablehlo.all_reduce"(%12) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %14 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.rsqrt %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %15 = "mhlo.fusion"(%arg40, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x32x32x16xf32>
      mhlo.return %476 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %16 = stablehlo.convolution(%15, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %17 = "mhlo.fusion"(%16, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %18 = "stablehlo.all_reduce"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %19 = "mhlo.fusion"(%16, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %20 = "mhlo.fusion"(%cst, %19) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %21 = "stablehlo.all_reduce"(%20) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %22 = "mhlo.fusion"(%21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.rsqrt %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %23 = "mhlo.fusion"(%0, %7, %22, %16, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x32x32x16xf32>
      mhlo.return %476 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %24 = stablehlo.convolution(%23, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %25 = "mhlo.fusion"(%24, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %26 = "stablehlo.all_reduce"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %27 = "mhlo.fusion"(%24, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %28 = "mhlo.fusion"(%cst, %27) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %29 = "stablehlo.all_reduce"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %30 = "mhlo.fusion"(%29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.rsqrt %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %31 = "mhlo.fusion"(%5, %6, %30, %24, %26, %arg40, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<32x32x32x16xf32>, %arg53: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %arg53, %465 : tensor<16xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %477 = stablehlo.subtract %arg52, %476 : tensor<32x32x32x16xf32>
      %478 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x32x32x16xf32>
      %482 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %484 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %485 = stablehlo.maximum %483, %484 : tensor<32x32x32x16xf32>
      %486 = stablehlo.add %474, %485 : tensor<32x32x32x16xf32>
      %487 = stablehlo.maximum %486, %484 : tensor<32x32x32x16xf32>
      mhlo.return %487 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %32 = stablehlo.convolution(%31, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %33 = "mhlo.fusion"(%32, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %34 = "stablehlo.all_reduce"(%33) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %35 = "mhlo.fusion"(%32, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %36 = "mhlo.fusion"(%cst, %35) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %37 = "stablehlo.all_reduce"(%36) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %38 = "mhlo.fusion"(%37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.rsqrt %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %39 = "mhlo.fusion"(%arg6, %arg7, %38, %32, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x32x32x16xf32>
      mhlo.return %476 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %40 = stablehlo.convolution(%39, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %41 = "mhlo.fusion"(%40, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %42 = "stablehlo.all_reduce"(%41) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %43 = "mhlo.fusion"(%40, %42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %44 = "mhlo.fusion"(%cst, %43) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %45 = "stablehlo.all_reduce"(%44) <{channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %46 = "mhlo.fusion"(%45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.rsqrt %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %47 = "mhlo.fusion"(%arg8, %arg9, %46, %40, %42, %5, %6, %30, %24, %26, %arg40, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<32x32x32x16xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<16xf32>, %arg57: tensor<32x32x32x16xf32>, %arg58: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %arg53, %465 : tensor<16xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %477 = stablehlo.subtract %arg52, %476 : tensor<32x32x32x16xf32>
      %478 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x32x32x16xf32>
      %482 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x32x32x16xf32>
      %484 = stablehlo.multiply %arg58, %465 : tensor<16xf32>
      %485 = stablehlo.broadcast_in_dim %484, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %486 = stablehlo.subtract %arg57, %485 : tensor<32x32x32x16xf32>
      %487 = stablehlo.broadcast_in_dim %arg56, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %488 = stablehlo.multiply %486, %487 : tensor<32x32x32x16xf32>
      %489 = stablehlo.broadcast_in_dim %arg55, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %490 = stablehlo.multiply %488, %489 : tensor<32x32x32x16xf32>
      %491 = stablehlo.broadcast_in_dim %arg54, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %492 = stablehlo.add %490, %491 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %493 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %494 = stablehlo.maximum %492, %493 : tensor<32x32x32x16xf32>
      %495 = stablehlo.add %483, %494 : tensor<32x32x32x16xf32>
      %496 = stablehlo.maximum %495, %493 : tensor<32x32x32x16xf32>
      %497 = stablehlo.add %474, %496 : tensor<32x32x32x16xf32>
      %498 = stablehlo.maximum %497, %493 : tensor<32x32x32x16xf32>
      mhlo.return %498 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %48 = "mhlo.fusion"(%47, %arg18) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<1x1x16x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<1x1x16x32xf32>) -> tensor<32x16x16x32xf32>
      mhlo.return %465 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<1x1x16x32xf32>) -> tensor<32x16x16x32xf32>
    %49 = "mhlo.fusion"(%47, %arg16) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<3x3x16x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<32x16x16x32xf32>
      mhlo.return %465 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<32x16x16x32xf32>
    %50 = "mhlo.fusion"(%49, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %51 = "stablehlo.all_reduce"(%50) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %52 = "mhlo.fusion"(%49, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x16x16x32xf32>
      mhlo.return %468 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %53 = "mhlo.fusion"(%cst, %52) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %54 = "stablehlo.all_reduce"(%53) <{channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %55 = "mhlo.fusion"(%54) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %468 = stablehlo.add %466, %467 : tensor<32xf32>
      %469 = stablehlo.rsqrt %468 : tensor<32xf32>
      mhlo.return %469 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %56 = "mhlo.fusion"(%arg12, %arg13, %55, %49, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x16x16x32xf32>, %arg48: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x16x16x32xf32>
      mhlo.return %476 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %57 = "mhlo.fusion"(%56, %arg17) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<3x3x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
      mhlo.return %465 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %58 = "mhlo.fusion"(%57, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %59 = "stablehlo.all_reduce"(%58) <{channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %60 = "mhlo.fusion"(%57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x16x16x32xf32>
      mhlo.return %468 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %61 = "mhlo.fusion"(%cst, %60) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %62 = "stablehlo.all_reduce"(%61) <{channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %63 = "mhlo.fusion"(%62) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %468 = stablehlo.add %466, %467 : tensor<32xf32>
      %469 = stablehlo.rsqrt %468 : tensor<32xf32>
      mhlo.return %469 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %64 = "mhlo.fusion"(%48, %arg14, %arg15, %63, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %475 = stablehlo.add %474, %arg44 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %477 = stablehlo.maximum %475, %476 : tensor<32x16x16x32xf32>
      mhlo.return %477 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %65 = "mhlo.fusion"(%64, %arg23) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<3x3x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
      mhlo.return %465 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %66 = "mhlo.fusion"(%65, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %67 = "stablehlo.all_reduce"(%66) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %68 = "mhlo.fusion"(%65, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x16x16x32xf32>
      mhlo.return %468 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %69 = "mhlo.fusion"(%cst, %68) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %70 = "stablehlo.all_reduce"(%69) <{channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %71 = "mhlo.fusion"(%70) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %468 = stablehlo.add %466, %467 : tensor<32xf32>
      %469 = stablehlo.rsqrt %468 : tensor<32xf32>
      mhlo.return %469 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %72 = "mhlo.fusion"(%arg19, %arg20, %71, %65, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x16x16x32xf32>, %arg48: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x16x16x32xf32>
      mhlo.return %476 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %73 = "mhlo.fusion"(%72, %arg24) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<3x3x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
      mhlo.return %465 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %74 = "mhlo.fusion"(%73, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %75 = "stablehlo.all_reduce"(%74) <{channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %76 = "mhlo.fusion"(%73, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x16x16x32xf32>
      mhlo.return %468 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %77 = "mhlo.fusion"(%cst, %76) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %78 = "stablehlo.all_reduce"(%77) <{channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %79 = "mhlo.fusion"(%78) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %468 = stablehlo.add %466, %467 : tensor<32xf32>
      %469 = stablehlo.rsqrt %468 : tensor<32xf32>
      mhlo.return %469 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %80 = "mhlo.fusion"(%arg21, %arg22, %79, %73, %75, %48, %arg14, %arg15, %63, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x16x16x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x16x16x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32x16x16x32xf32>, %arg54: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %475 = stablehlo.multiply %arg54, %465 : tensor<32xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %477 = stablehlo.subtract %arg53, %476 : tensor<32x16x16x32xf32>
      %478 = stablehlo.broadcast_in_dim %arg52, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x16x16x32xf32>
      %482 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x16x16x32xf32>
      %484 = stablehlo.add %483, %arg49 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %485 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %486 = stablehlo.maximum %484, %485 : tensor<32x16x16x32xf32>
      %487 = stablehlo.add %474, %486 : tensor<32x16x16x32xf32>
      %488 = stablehlo.maximum %487, %485 : tensor<32x16x16x32xf32>
      mhlo.return %488 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %81 = "mhlo.fusion"(%80, %arg31) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<1x1x32x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<1x1x32x64xf32>) -> tensor<32x8x8x64xf32>
      mhlo.return %465 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<1x1x32x64xf32>) -> tensor<32x8x8x64xf32>
    %82 = "mhlo.fusion"(%80, %arg29) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<3x3x32x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x8x8x64xf32>
      mhlo.return %465 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x8x8x64xf32>
    %83 = "mhlo.fusion"(%82, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %84 = "stablehlo.all_reduce"(%83) <{channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %85 = "mhlo.fusion"(%82, %84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x8x8x64xf32>
      mhlo.return %468 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %86 = "mhlo.fusion"(%cst, %85) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %87 = "stablehlo.all_reduce"(%86) <{channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %88 = "mhlo.fusion"(%87) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<64xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %468 = stablehlo.add %466, %467 : tensor<64xf32>
      %469 = stablehlo.rsqrt %468 : tensor<64xf32>
      mhlo.return %469 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %89 = "mhlo.fusion"(%arg25, %arg26, %88, %82, %84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<32x8x8x64xf32>, %arg48: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x8x8x64xf32>
      mhlo.return %476 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %90 = "mhlo.fusion"(%89, %arg30) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<3x3x64x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
      mhlo.return %465 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %91 = "mhlo.fusion"(%90, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %92 = "stablehlo.all_reduce"(%91) <{channel_handle = #stablehlo.channel_handle<handle = 21, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %93 = "mhlo.fusion"(%90, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x8x8x64xf32>
      mhlo.return %468 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %94 = "mhlo.fusion"(%cst, %93) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %95 = "stablehlo.all_reduce"(%94) <{channel_handle = #stablehlo.channel_handle<handle = 22, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %96 = "mhlo.fusion"(%95) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<64xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %468 = stablehlo.add %466, %467 : tensor<64xf32>
      %469 = stablehlo.rsqrt %468 : tensor<64xf32>
      mhlo.return %469 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %97 = "mhlo.fusion"(%81, %arg27, %arg28, %96, %90, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %475 = stablehlo.add %474, %arg44 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %477 = stablehlo.maximum %475, %476 : tensor<32x8x8x64xf32>
      mhlo.return %477 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %98 = "mhlo.fusion"(%97, %arg36) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<3x3x64x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
      mhlo.return %465 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %99 = "mhlo.fusion"(%98, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %100 = "stablehlo.all_reduce"(%99) <{channel_handle = #stablehlo.channel_handle<handle = 23, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %101 = "mhlo.fusion"(%98, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x8x8x64xf32>
      mhlo.return %468 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %102 = "mhlo.fusion"(%cst, %101) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %103 = "stablehlo.all_reduce"(%102) <{channel_handle = #stablehlo.channel_handle<handle = 24, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %104 = "mhlo.fusion"(%103) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<64xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %468 = stablehlo.add %466, %467 : tensor<64xf32>
      %469 = stablehlo.rsqrt %468 : tensor<64xf32>
      mhlo.return %469 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %105 = "mhlo.fusion"(%arg32, %arg33, %104, %98, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<32x8x8x64xf32>, %arg48: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x8x8x64xf32>
      mhlo.return %476 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %106 = "mhlo.fusion"(%105, %arg37) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<3x3x64x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
      mhlo.return %465 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %107 = "mhlo.fusion"(%106, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %108 = "stablehlo.all_reduce"(%107) <{channel_handle = #stablehlo.channel_handle<handle = 25, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %109 = "mhlo.fusion"(%106, %108) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg44, %467 : tensor<32x8x8x64xf32>
      mhlo.return %468 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %110 = "mhlo.fusion"(%cst, %109) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg45 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %111 = "stablehlo.all_reduce"(%110) <{channel_handle = #stablehlo.channel_handle<handle = 26, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %112 = "mhlo.fusion"(%111) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<64xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %468 = stablehlo.add %466, %467 : tensor<64xf32>
      %469 = stablehlo.rsqrt %468 : tensor<64xf32>
      mhlo.return %469 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %113 = "mhlo.fusion"(%arg34, %arg35, %112, %106, %108, %81, %arg27, %arg28, %96, %90, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<32x8x8x64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<32x8x8x64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<32x8x8x64xf32>, %arg54: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %475 = stablehlo.multiply %arg54, %465 : tensor<64xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %477 = stablehlo.subtract %arg53, %476 : tensor<32x8x8x64xf32>
      %478 = stablehlo.broadcast_in_dim %arg52, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x8x8x64xf32>
      %480 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x8x8x64xf32>
      %482 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x8x8x64xf32>
      %484 = stablehlo.add %483, %arg49 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %485 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %486 = stablehlo.maximum %484, %485 : tensor<32x8x8x64xf32>
      %487 = stablehlo.add %474, %486 : tensor<32x8x8x64xf32>
      mhlo.return %487 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %114 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<f32>):
      %465 = stablehlo.broadcast_in_dim %arg44, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      mhlo.return %465 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %115 = "mhlo.fusion"(%cst, %113, %114) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<32x8x8x64xf32>):
      %465 = stablehlo.maximum %arg45, %arg46 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<32x64xf32>
      mhlo.return %466 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x64xf32>
    %116 = "mhlo.fusion"(%115) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x64xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x64xf32>
      mhlo.return %466 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %117 = "mhlo.fusion"(%116, %arg38) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x64xf32>, %arg45: tensor<64x10xf32>):
      %465 = stablehlo.dot %arg44, %arg45, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x10xf32>) -> tensor<32x10xf32>
      mhlo.return %465 : tensor<32x10xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x10xf32>) -> tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %118 = "mhlo.fusion"(%117, %cst_1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x10xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %119 = "mhlo.fusion"(%117, %118) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x10xf32>, %arg45: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
      %466 = stablehlo.subtract %arg44, %465 : tensor<32x10xf32>
      %467 = stablehlo.exponential %466 : tensor<32x10xf32>
      mhlo.return %467 : tensor<32x10xf32>
    }) {output_operand_aliasing = []} : (tensor<32x10xf32>, tensor<32xf32>) -> tensor<32x10xf32>
    %120 = "mhlo.fusion"(%119, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x10xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %121 = "mhlo.fusion"(%120, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32x10xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %465 = stablehlo.reduce(%arg45 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.negate %465 : tensor<32xf32>
      %467 = stablehlo.divide %466, %arg44 : tensor<32xf32>
      mhlo.return %467 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32x10xf32>) -> tensor<32xf32>
    %122 = "mhlo.fusion"(%4, %119, %121) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x10xf32>, %arg45: tensor<32x10xf32>, %arg46: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg46, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
      %466 = stablehlo.multiply %465, %arg45 : tensor<32x10xf32>
      %467 = stablehlo.add %arg44, %466 : tensor<32x10xf32>
      mhlo.return %467 : tensor<32x10xf32>
    }) {output_operand_aliasing = []} : (tensor<32x10xf32>, tensor<32x10xf32>, tensor<32xf32>) -> tensor<32x10xf32>
    %123 = "mhlo.fusion"(%122, %arg38) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x10xf32>, %arg45: tensor<64x10xf32>):
      %465 = stablehlo.dot_general %arg44, %arg45, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<64x10xf32>) -> tensor<32x64xf32>
      mhlo.return %465 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x10xf32>, tensor<64x10xf32>) -> tensor<32x64xf32>
    %124 = "mhlo.fusion"(%123, %113, %arg35, %112) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x64xf32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.compare GT, %arg45, %465 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %468 = stablehlo.multiply %arg44, %467 : tensor<32x64xf32>
      %469 = stablehlo.broadcast_in_dim %468, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.select %466, %469, %465 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.multiply %472, %473 : tensor<32x8x8x64xf32>
      mhlo.return %474 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %125 = "mhlo.fusion"(%124, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %126 = "mhlo.fusion"(%125) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %465 = stablehlo.negate %arg44 : tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %127 = "mhlo.fusion"(%123, %113, %arg35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x64xf32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.compare GT, %arg45, %465 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %468 = stablehlo.multiply %arg44, %467 : tensor<32x64xf32>
      %469 = stablehlo.broadcast_in_dim %468, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.select %466, %469, %465 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      mhlo.return %472 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %128 = "mhlo.fusion"(%cst, %109, %127) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %129:2 = "stablehlo.all_reduce"(%126, %128) <{channel_handle = #stablehlo.channel_handle<handle = 28, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>, tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>)
    %130 = "mhlo.fusion"(%112, %111) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %468 = stablehlo.add %466, %467 : tensor<64xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<64xf32>
      mhlo.return %469 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %131 = "mhlo.fusion"(%129#1, %130, %106, %108) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<32x8x8x64xf32>, %arg47: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<64xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<64xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x8x8x64xf32>
      mhlo.return %475 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %132 = "mhlo.fusion"(%131, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %133 = "mhlo.fusion"(%132) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %465 = stablehlo.negate %arg44 : tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %134 = "stablehlo.all_reduce"(%133) <{channel_handle = #stablehlo.channel_handle<handle = 29, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %135 = "mhlo.fusion"(%129#0, %134, %129#1, %130, %123, %113, %arg35, %112, %106, %108) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x64xf32>, %arg49: tensor<32x8x8x64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<32x8x8x64xf32>, %arg53: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.compare GT, %arg49, %465 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %468 = stablehlo.multiply %arg48, %467 : tensor<32x64xf32>
      %469 = stablehlo.broadcast_in_dim %468, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.select %466, %469, %465 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.multiply %472, %473 : tensor<32x8x8x64xf32>
      %cst_4 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %476 = stablehlo.multiply %arg53, %475 : tensor<64xf32>
      %477 = stablehlo.broadcast_in_dim %476, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %478 = stablehlo.subtract %arg52, %477 : tensor<32x8x8x64xf32>
      %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %479 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %480 = stablehlo.multiply %arg47, %479 : tensor<64xf32>
      %481 = stablehlo.multiply %arg46, %480 : tensor<64xf32>
      %cst_6 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %482 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %483 = stablehlo.multiply %481, %482 : tensor<64xf32>
      %484 = stablehlo.broadcast_in_dim %483, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %485 = stablehlo.multiply %478, %484 : tensor<32x8x8x64xf32>
      %486 = stablehlo.add %474, %485 : tensor<32x8x8x64xf32>
      %487 = stablehlo.add %arg44, %arg45 : tensor<64xf32>
      %488 = stablehlo.multiply %487, %475 : tensor<64xf32>
      %489 = stablehlo.broadcast_in_dim %488, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %490 = stablehlo.add %486, %489 : tensor<32x8x8x64xf32>
      mhlo.return %490 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %136 = "mhlo.fusion"(%arg37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x64x64xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x64x64xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{2,3,1,0}"} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
      %467 = mhlo.copy %466 : tensor<3x3x64x64xf32>
      mhlo.return %467 : tensor<3x3x64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %137 = "mhlo.fusion"(%135, %136) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<3x3x64x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
      mhlo.return %465 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %138 = "mhlo.fusion"(%137, %arg32, %arg33, %104, %98, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %476 = stablehlo.compare GT, %474, %475 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
      %477 = stablehlo.select %476, %arg44, %475 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
      mhlo.return %477 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %139 = "mhlo.fusion"(%138, %arg33, %104) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x8x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x8x8x64xf32>
      mhlo.return %468 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %140 = "mhlo.fusion"(%139, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %141 = "mhlo.fusion"(%140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %465 = stablehlo.negate %arg44 : tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %142 = "mhlo.fusion"(%138, %arg33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x8x8x64xf32>
      mhlo.return %466 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %143 = "mhlo.fusion"(%cst, %101, %142) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %144:2 = "stablehlo.all_reduce"(%141, %143) <{channel_handle = #stablehlo.channel_handle<handle = 31, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>, tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>)
    %145 = "mhlo.fusion"(%104, %103) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %468 = stablehlo.add %466, %467 : tensor<64xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<64xf32>
      mhlo.return %469 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %146 = "mhlo.fusion"(%144#1, %145, %98, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<32x8x8x64xf32>, %arg47: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<64xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<64xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x8x8x64xf32>
      mhlo.return %475 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %147 = "mhlo.fusion"(%146, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %148 = "mhlo.fusion"(%147) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %465 = stablehlo.negate %arg44 : tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %149 = "stablehlo.all_reduce"(%148) <{channel_handle = #stablehlo.channel_handle<handle = 32, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %150 = "mhlo.fusion"(%144#0, %149, %144#1, %145, %138, %arg33, %104, %98, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<32x8x8x64xf32>, %arg52: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x8x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x8x8x64xf32>
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<64xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<64xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<64xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x8x8x64xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x8x8x64xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<64xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<64xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x8x8x64xf32>
      mhlo.return %484 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %151 = "mhlo.fusion"(%arg36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x64x64xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x64x64xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{2,3,1,0}"} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
      %467 = mhlo.copy %466 : tensor<3x3x64x64xf32>
      mhlo.return %467 : tensor<3x3x64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %152 = "mhlo.fusion"(%150, %151) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<3x3x64x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
      mhlo.return %465 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %153 = "mhlo.fusion"(%152, %123, %113, %81, %arg27, %arg28, %96, %90, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<32x64xf32>, %arg46: tensor<32x8x8x64xf32>, %arg47: tensor<32x8x8x64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<32x8x8x64xf32>, %arg52: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg52, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg51, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg48, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %475 = stablehlo.add %474, %arg47 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %477 = stablehlo.compare GT, %475, %476 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
      %478 = stablehlo.compare GT, %arg46, %476 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
      %cst_4 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %479 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %480 = stablehlo.multiply %arg45, %479 : tensor<32x64xf32>
      %481 = stablehlo.broadcast_in_dim %480, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
      %482 = stablehlo.select %478, %481, %476 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
      %483 = stablehlo.add %482, %arg44 : tensor<32x8x8x64xf32>
      %484 = stablehlo.select %477, %483, %476 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
      mhlo.return %484 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<32x64xf32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %154 = "mhlo.fusion"(%arg31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<1x1x32x64xf32>):
      %465 = stablehlo.transpose %arg44, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,64,32]{2,3,1,0}"} : (tensor<1x1x32x64xf32>) -> tensor<1x1x64x32xf32>
      %466 = mhlo.copy %465 : tensor<1x1x64x32xf32>
      mhlo.return %466 : tensor<1x1x64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x32x64xf32>) -> tensor<1x1x64x32xf32>
    %155 = stablehlo.convolution(%153, %154) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<1x1x64x32xf32>) -> tensor<32x16x16x32xf32>
    %156 = "mhlo.fusion"(%153, %arg28, %96) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x8x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x8x8x64xf32>
      mhlo.return %468 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %157 = "mhlo.fusion"(%156, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %158 = "mhlo.fusion"(%157) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %465 = stablehlo.negate %arg44 : tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %159 = "mhlo.fusion"(%153, %arg28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x8x8x64xf32>
      mhlo.return %466 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %160 = "mhlo.fusion"(%cst, %93, %159) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %161:2 = "stablehlo.all_reduce"(%158, %160) <{channel_handle = #stablehlo.channel_handle<handle = 34, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>, tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>)
    %162 = "mhlo.fusion"(%96, %95) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %468 = stablehlo.add %466, %467 : tensor<64xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<64xf32>
      mhlo.return %469 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %163 = "mhlo.fusion"(%161#1, %162, %90, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<32x8x8x64xf32>, %arg47: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<64xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<64xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x8x8x64xf32>
      mhlo.return %475 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %164 = "mhlo.fusion"(%163, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %165 = "mhlo.fusion"(%164) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %465 = stablehlo.negate %arg44 : tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %166 = "stablehlo.all_reduce"(%165) <{channel_handle = #stablehlo.channel_handle<handle = 35, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %167 = "mhlo.fusion"(%161#0, %166, %161#1, %162, %153, %arg28, %96, %90, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<32x8x8x64xf32>, %arg52: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x8x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x8x8x64xf32>
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<64xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<64xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<64xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x8x8x64xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x8x8x64xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<64xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<64xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x8x8x64xf32>
      mhlo.return %484 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %168 = "mhlo.fusion"(%arg30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x64x64xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x64x64xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{2,3,1,0}"} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
      %467 = mhlo.copy %466 : tensor<3x3x64x64xf32>
      mhlo.return %467 : tensor<3x3x64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %169 = "mhlo.fusion"(%167, %168) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<3x3x64x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
      mhlo.return %465 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x8x8x64xf32>
    %170 = "mhlo.fusion"(%169, %arg25, %arg26, %88, %82, %84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %476 = stablehlo.compare GT, %474, %475 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
      %477 = stablehlo.select %476, %arg44, %475 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
      mhlo.return %477 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %171 = "mhlo.fusion"(%170, %arg26, %88) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x8x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x8x8x64xf32>
      mhlo.return %468 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %172 = "mhlo.fusion"(%171, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %173 = "mhlo.fusion"(%172) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %465 = stablehlo.negate %arg44 : tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %174 = "mhlo.fusion"(%170, %arg26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x8x8x64xf32>
      mhlo.return %466 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %175 = "mhlo.fusion"(%cst, %85, %174) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %176:2 = "stablehlo.all_reduce"(%173, %175) <{channel_handle = #stablehlo.channel_handle<handle = 37, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>, tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>)
    %177 = "mhlo.fusion"(%88, %87) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %468 = stablehlo.add %466, %467 : tensor<64xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<64xf32>
      mhlo.return %469 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %178 = "mhlo.fusion"(%176#1, %177, %82, %84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<32x8x8x64xf32>, %arg47: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<64xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<64xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x8x8x64xf32>
      mhlo.return %475 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %179 = "mhlo.fusion"(%178, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %180 = "mhlo.fusion"(%179) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>):
      %465 = stablehlo.negate %arg44 : tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>) -> tensor<64xf32>
    %181 = "stablehlo.all_reduce"(%180) <{channel_handle = #stablehlo.channel_handle<handle = 38, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %182 = "mhlo.fusion"(%176#0, %181, %176#1, %177, %170, %arg26, %88, %82, %84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<32x8x8x64xf32>, %arg52: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x8x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x8x8x64xf32>
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<64xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<64xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<64xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x8x8x64xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x8x8x64xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<64xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<64xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x8x8x64xf32>
      mhlo.return %484 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %183 = "mhlo.fusion"(%arg29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x32x64xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x32x64xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,64,32]{2,3,1,0}"} : (tensor<3x3x32x64xf32>) -> tensor<3x3x64x32xf32>
      %467 = mhlo.copy %466 : tensor<3x3x64x32xf32>
      mhlo.return %467 : tensor<3x3x64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x32x64xf32>) -> tensor<3x3x64x32xf32>
    %184 = stablehlo.convolution(%182, %183) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x32xf32>) -> tensor<32x16x16x32xf32>
    %185 = "mhlo.fusion"(%155, %184, %arg21, %arg22, %79, %73, %75, %48, %arg14, %arg15, %63, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x16x16x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16x16x32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32x16x16x32xf32>, %arg56: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg50, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg49, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg48, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %475 = stablehlo.multiply %arg56, %465 : tensor<32xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %477 = stablehlo.subtract %arg55, %476 : tensor<32x16x16x32xf32>
      %478 = stablehlo.broadcast_in_dim %arg54, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.broadcast_in_dim %arg53, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x16x16x32xf32>
      %482 = stablehlo.broadcast_in_dim %arg52, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x16x16x32xf32>
      %484 = stablehlo.add %483, %arg51 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %485 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %486 = stablehlo.maximum %484, %485 : tensor<32x16x16x32xf32>
      %487 = stablehlo.add %474, %486 : tensor<32x16x16x32xf32>
      %488 = stablehlo.compare GT, %487, %485 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
      %489 = stablehlo.add %arg44, %arg45 : tensor<32x16x16x32xf32>
      %490 = stablehlo.select %488, %489, %485 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
      mhlo.return %490 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %186 = "mhlo.fusion"(%185, %arg22, %79) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      mhlo.return %468 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %187 = "mhlo.fusion"(%186, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %188 = "mhlo.fusion"(%187) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %465 = stablehlo.negate %arg44 : tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %189 = "mhlo.fusion"(%185, %arg22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x16x16x32xf32>
      mhlo.return %466 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %190 = "mhlo.fusion"(%cst, %76, %189) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %191:2 = "stablehlo.all_reduce"(%188, %190) <{channel_handle = #stablehlo.channel_handle<handle = 40, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>, tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>)
    %192 = "mhlo.fusion"(%79, %78) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %468 = stablehlo.add %466, %467 : tensor<32xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<32xf32>
      mhlo.return %469 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %193 = "mhlo.fusion"(%191#1, %192, %73, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x16x16x32xf32>, %arg47: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<32xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<32xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x16x16x32xf32>
      mhlo.return %475 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %194 = "mhlo.fusion"(%193, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %195 = "mhlo.fusion"(%194) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %465 = stablehlo.negate %arg44 : tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %196 = "stablehlo.all_reduce"(%195) <{channel_handle = #stablehlo.channel_handle<handle = 41, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %197 = "mhlo.fusion"(%191#0, %196, %191#1, %192, %185, %arg22, %79, %73, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16x16x32xf32>, %arg52: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<32xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<32xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<32xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x16x16x32xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<32xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<32xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x16x16x32xf32>
      mhlo.return %484 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %198 = "mhlo.fusion"(%arg24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x32x32xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x32x32xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{2,3,1,0}"} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
      %467 = mhlo.copy %466 : tensor<3x3x32x32xf32>
      mhlo.return %467 : tensor<3x3x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %199 = "mhlo.fusion"(%197, %198) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<3x3x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
      mhlo.return %465 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %200 = "mhlo.fusion"(%199, %arg19, %arg20, %71, %65, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %476 = stablehlo.compare GT, %474, %475 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
      %477 = stablehlo.select %476, %arg44, %475 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
      mhlo.return %477 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %201 = "mhlo.fusion"(%200, %arg20, %71) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      mhlo.return %468 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %202 = "mhlo.fusion"(%201, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %203 = "mhlo.fusion"(%202) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %465 = stablehlo.negate %arg44 : tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %204 = "mhlo.fusion"(%200, %arg20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x16x16x32xf32>
      mhlo.return %466 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %205 = "mhlo.fusion"(%cst, %68, %204) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %206:2 = "stablehlo.all_reduce"(%203, %205) <{channel_handle = #stablehlo.channel_handle<handle = 43, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>, tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>)
    %207 = "mhlo.fusion"(%71, %70) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %468 = stablehlo.add %466, %467 : tensor<32xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<32xf32>
      mhlo.return %469 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %208 = "mhlo.fusion"(%206#1, %207, %65, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x16x16x32xf32>, %arg47: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<32xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<32xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x16x16x32xf32>
      mhlo.return %475 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %209 = "mhlo.fusion"(%208, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %210 = "mhlo.fusion"(%209) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %465 = stablehlo.negate %arg44 : tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %211 = "stablehlo.all_reduce"(%210) <{channel_handle = #stablehlo.channel_handle<handle = 44, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %212 = "mhlo.fusion"(%206#0, %211, %206#1, %207, %200, %arg20, %71, %65, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16x16x32xf32>, %arg52: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<32xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<32xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<32xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x16x16x32xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<32xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<32xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x16x16x32xf32>
      mhlo.return %484 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %213 = "mhlo.fusion"(%arg23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x32x32xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x32x32xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{2,3,1,0}"} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
      %467 = mhlo.copy %466 : tensor<3x3x32x32xf32>
      mhlo.return %467 : tensor<3x3x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %214 = "mhlo.fusion"(%212, %213) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<3x3x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
      mhlo.return %465 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %215 = "mhlo.fusion"(%185, %214, %48, %arg14, %arg15, %63, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32x16x16x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32x16x16x32xf32>, %arg51: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg51, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg50, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg48, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %475 = stablehlo.add %474, %arg46 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %477 = stablehlo.compare GT, %475, %476 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
      %478 = stablehlo.add %arg44, %arg45 : tensor<32x16x16x32xf32>
      %479 = stablehlo.select %477, %478, %476 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
      mhlo.return %479 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %216 = "mhlo.fusion"(%arg18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<1x1x16x32xf32>):
      %465 = stablehlo.transpose %arg44, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,32,16]{2,3,1,0}"} : (tensor<1x1x16x32xf32>) -> tensor<1x1x32x16xf32>
      %466 = mhlo.copy %465 : tensor<1x1x32x16xf32>
      mhlo.return %466 : tensor<1x1x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x16x32xf32>) -> tensor<1x1x32x16xf32>
    %217 = stablehlo.convolution(%215, %216) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<1x1x32x16xf32>) -> tensor<32x32x32x16xf32>
    %218 = "mhlo.fusion"(%215, %arg15, %63) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      mhlo.return %468 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %219 = "mhlo.fusion"(%218, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %220 = "mhlo.fusion"(%219) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %465 = stablehlo.negate %arg44 : tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %221 = "mhlo.fusion"(%215, %arg15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x16x16x32xf32>
      mhlo.return %466 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %222 = "mhlo.fusion"(%cst, %60, %221) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %223:2 = "stablehlo.all_reduce"(%220, %222) <{channel_handle = #stablehlo.channel_handle<handle = 46, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>, tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>)
    %224 = "mhlo.fusion"(%63, %62) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %468 = stablehlo.add %466, %467 : tensor<32xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<32xf32>
      mhlo.return %469 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %225 = "mhlo.fusion"(%223#1, %224, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x16x16x32xf32>, %arg47: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<32xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<32xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x16x16x32xf32>
      mhlo.return %475 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %226 = "mhlo.fusion"(%225, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %227 = "mhlo.fusion"(%226) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %465 = stablehlo.negate %arg44 : tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %228 = "stablehlo.all_reduce"(%227) <{channel_handle = #stablehlo.channel_handle<handle = 47, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %229 = "mhlo.fusion"(%223#0, %228, %223#1, %224, %215, %arg15, %63, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16x16x32xf32>, %arg52: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<32xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<32xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<32xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x16x16x32xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<32xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<32xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x16x16x32xf32>
      mhlo.return %484 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %230 = "mhlo.fusion"(%arg17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x32x32xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x32x32xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{2,3,1,0}"} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
      %467 = mhlo.copy %466 : tensor<3x3x32x32xf32>
      mhlo.return %467 : tensor<3x3x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %231 = "mhlo.fusion"(%229, %230) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<3x3x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
      mhlo.return %465 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<32x16x16x32xf32>
    %232 = "mhlo.fusion"(%231, %arg12, %arg13, %55, %49, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %476 = stablehlo.compare GT, %474, %475 : (tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xi1>
      %477 = stablehlo.select %476, %arg44, %475 : tensor<32x16x16x32xi1>, tensor<32x16x16x32xf32>
      mhlo.return %477 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %233 = "mhlo.fusion"(%232, %arg13, %55) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      mhlo.return %468 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %234 = "mhlo.fusion"(%233, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %235 = "mhlo.fusion"(%234) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %465 = stablehlo.negate %arg44 : tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %236 = "mhlo.fusion"(%232, %arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x16x16x32xf32>
      mhlo.return %466 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %237 = "mhlo.fusion"(%cst, %52, %236) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %238:2 = "stablehlo.all_reduce"(%235, %237) <{channel_handle = #stablehlo.channel_handle<handle = 49, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>, tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>)
    %239 = "mhlo.fusion"(%55, %54) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %468 = stablehlo.add %466, %467 : tensor<32xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<32xf32>
      mhlo.return %469 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %240 = "mhlo.fusion"(%238#1, %239, %49, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x16x16x32xf32>, %arg47: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<32xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<32xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x16x16x32xf32>
      mhlo.return %475 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %241 = "mhlo.fusion"(%240, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %242 = "mhlo.fusion"(%241) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %465 = stablehlo.negate %arg44 : tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %243 = "stablehlo.all_reduce"(%242) <{channel_handle = #stablehlo.channel_handle<handle = 50, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<32xf32>) -> tensor<32xf32>
    %244 = "mhlo.fusion"(%238#0, %243, %238#1, %239, %232, %arg13, %55, %49, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16x16x32xf32>, %arg52: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<32xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<32xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<32xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x16x16x32xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<32xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<32xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x16x16x32xf32>
      mhlo.return %484 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %245 = "mhlo.fusion"(%arg16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x32xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x16x32xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,32,16]{2,3,1,0}"} : (tensor<3x3x16x32xf32>) -> tensor<3x3x32x16xf32>
      %467 = mhlo.copy %466 : tensor<3x3x32x16xf32>
      mhlo.return %467 : tensor<3x3x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x32xf32>) -> tensor<3x3x32x16xf32>
    %246 = stablehlo.convolution(%244, %245) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<3x3x32x16xf32>) -> tensor<32x32x32x16xf32>
    %247 = "mhlo.fusion"(%217, %246, %arg8, %arg9, %46, %40, %42, %5, %6, %30, %24, %26, %arg40, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<32x32x32x16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<16xf32>, %arg54: tensor<32x32x32x16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<16xf32>, %arg57: tensor<16xf32>, %arg58: tensor<16xf32>, %arg59: tensor<32x32x32x16xf32>, %arg60: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg50, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg49, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg48, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %arg55, %465 : tensor<16xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %477 = stablehlo.subtract %arg54, %476 : tensor<32x32x32x16xf32>
      %478 = stablehlo.broadcast_in_dim %arg53, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.broadcast_in_dim %arg52, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x32x32x16xf32>
      %482 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x32x32x16xf32>
      %484 = stablehlo.multiply %arg60, %465 : tensor<16xf32>
      %485 = stablehlo.broadcast_in_dim %484, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %486 = stablehlo.subtract %arg59, %485 : tensor<32x32x32x16xf32>
      %487 = stablehlo.broadcast_in_dim %arg58, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %488 = stablehlo.multiply %486, %487 : tensor<32x32x32x16xf32>
      %489 = stablehlo.broadcast_in_dim %arg57, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %490 = stablehlo.multiply %488, %489 : tensor<32x32x32x16xf32>
      %491 = stablehlo.broadcast_in_dim %arg56, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %492 = stablehlo.add %490, %491 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %493 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %494 = stablehlo.maximum %492, %493 : tensor<32x32x32x16xf32>
      %495 = stablehlo.add %483, %494 : tensor<32x32x32x16xf32>
      %496 = stablehlo.maximum %495, %493 : tensor<32x32x32x16xf32>
      %497 = stablehlo.add %474, %496 : tensor<32x32x32x16xf32>
      %498 = stablehlo.compare GT, %497, %493 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
      %499 = stablehlo.add %arg44, %arg45 : tensor<32x32x32x16xf32>
      %500 = stablehlo.select %498, %499, %493 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
      mhlo.return %500 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %248 = "mhlo.fusion"(%247, %arg9, %46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %249 = "mhlo.fusion"(%248, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %250 = "mhlo.fusion"(%249) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %251 = "mhlo.fusion"(%247, %arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      mhlo.return %466 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %252 = "mhlo.fusion"(%cst, %43, %251) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %253:2 = "stablehlo.all_reduce"(%250, %252) <{channel_handle = #stablehlo.channel_handle<handle = 52, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
    %254 = "mhlo.fusion"(%46, %45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %255 = "mhlo.fusion"(%253#1, %254, %40, %42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<32x32x32x16xf32>, %arg47: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<16xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<16xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x32x32x16xf32>
      mhlo.return %475 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %256 = "mhlo.fusion"(%255, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %257 = "mhlo.fusion"(%256) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %258 = "stablehlo.all_reduce"(%257) <{channel_handle = #stablehlo.channel_handle<handle = 53, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %259 = "mhlo.fusion"(%253#0, %258, %253#1, %254, %247, %arg9, %46, %40, %42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x32x32x16xf32>, %arg52: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<16xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<16xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<16xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x32x32x16xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<16xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<16xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x32x32x16xf32>
      mhlo.return %484 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %260 = "mhlo.fusion"(%arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x16xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x16x16xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
      %467 = mhlo.copy %466 : tensor<3x3x16x16xf32>
      mhlo.return %467 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %261 = stablehlo.convolution(%259, %260) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %262 = "mhlo.fusion"(%261, %arg6, %arg7, %38, %32, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %476 = stablehlo.compare GT, %474, %475 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
      %477 = stablehlo.select %476, %arg44, %475 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
      mhlo.return %477 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %263 = "mhlo.fusion"(%262, %arg7, %38) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %264 = "mhlo.fusion"(%263, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %265 = "mhlo.fusion"(%264) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %266 = "mhlo.fusion"(%262, %arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      mhlo.return %466 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %267 = "mhlo.fusion"(%cst, %35, %266) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %268:2 = "stablehlo.all_reduce"(%265, %267) <{channel_handle = #stablehlo.channel_handle<handle = 55, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
    %269 = "mhlo.fusion"(%38, %37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %270 = "mhlo.fusion"(%268#1, %269, %32, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<32x32x32x16xf32>, %arg47: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<16xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<16xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x32x32x16xf32>
      mhlo.return %475 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %271 = "mhlo.fusion"(%270, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %272 = "mhlo.fusion"(%271) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %273 = "stablehlo.all_reduce"(%272) <{channel_handle = #stablehlo.channel_handle<handle = 56, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %274 = "mhlo.fusion"(%268#0, %273, %268#1, %269, %262, %arg7, %38, %32, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x32x32x16xf32>, %arg52: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<16xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<16xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<16xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x32x32x16xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<16xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<16xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x32x32x16xf32>
      mhlo.return %484 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %275 = "mhlo.fusion"(%arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x16xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x16x16xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
      %467 = mhlo.copy %466 : tensor<3x3x16x16xf32>
      mhlo.return %467 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %276 = stablehlo.convolution(%274, %275) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %277 = "mhlo.fusion"(%247, %276, %5, %6, %30, %24, %26, %arg40, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<32x32x32x16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<16xf32>, %arg54: tensor<32x32x32x16xf32>, %arg55: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg50, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg49, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg48, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %arg55, %465 : tensor<16xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %477 = stablehlo.subtract %arg54, %476 : tensor<32x32x32x16xf32>
      %478 = stablehlo.broadcast_in_dim %arg53, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.broadcast_in_dim %arg52, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x32x32x16xf32>
      %482 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %484 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %485 = stablehlo.maximum %483, %484 : tensor<32x32x32x16xf32>
      %486 = stablehlo.add %474, %485 : tensor<32x32x32x16xf32>
      %487 = stablehlo.compare GT, %486, %484 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
      %488 = stablehlo.add %arg44, %arg45 : tensor<32x32x32x16xf32>
      %489 = stablehlo.select %487, %488, %484 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
      mhlo.return %489 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %278 = "mhlo.fusion"(%277, %6, %30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %279 = "mhlo.fusion"(%278, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %280 = "mhlo.fusion"(%279) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %281 = "mhlo.fusion"(%277, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      mhlo.return %466 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %282 = "mhlo.fusion"(%cst, %27, %281) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %283:2 = "stablehlo.all_reduce"(%280, %282) <{channel_handle = #stablehlo.channel_handle<handle = 58, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
    %284 = "mhlo.fusion"(%30, %29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %285 = "mhlo.fusion"(%283#1, %284, %24, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<32x32x32x16xf32>, %arg47: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<16xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<16xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x32x32x16xf32>
      mhlo.return %475 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %286 = "mhlo.fusion"(%285, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %287 = "mhlo.fusion"(%286) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %288 = "stablehlo.all_reduce"(%287) <{channel_handle = #stablehlo.channel_handle<handle = 59, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %289 = "mhlo.fusion"(%283#0, %288, %283#1, %284, %277, %6, %30, %24, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x32x32x16xf32>, %arg52: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<16xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<16xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<16xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x32x32x16xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<16xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<16xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x32x32x16xf32>
      mhlo.return %484 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %290 = "mhlo.fusion"(%arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x16xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x16x16xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
      %467 = mhlo.copy %466 : tensor<3x3x16x16xf32>
      mhlo.return %467 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %291 = stablehlo.convolution(%289, %290) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %292 = "mhlo.fusion"(%291, %0, %7, %22, %16, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %476 = stablehlo.compare GT, %474, %475 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
      %477 = stablehlo.select %476, %arg44, %475 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
      mhlo.return %477 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %293 = "mhlo.fusion"(%292, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %294 = "mhlo.fusion"(%22, %16, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      mhlo.return %470 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %295 = "mhlo.fusion"(%cst, %294, %292) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %296 = "mhlo.fusion"(%277, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %297 = "mhlo.fusion"(%30, %24, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      mhlo.return %470 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %298 = "mhlo.fusion"(%cst, %297, %277) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %299 = "mhlo.fusion"(%292, %7, %22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %300 = "mhlo.fusion"(%299, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %301 = "mhlo.fusion"(%300) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %302 = "mhlo.fusion"(%292, %7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      mhlo.return %466 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %303 = "mhlo.fusion"(%cst, %19, %302) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %304:6 = "stablehlo.all_reduce"(%293, %295, %296, %298, %301, %303) <{channel_handle = #stablehlo.channel_handle<handle = 60, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    %305 = "mhlo.fusion"(%0, %304#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %306 = "mhlo.fusion"(%7, %304#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %307 = "mhlo.fusion"(%5, %304#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %308 = "mhlo.fusion"(%6, %304#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %309 = "mhlo.fusion"(%arg40, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x32x32x16xf32>
      %477 = stablehlo.transpose %476, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
      %478 = mhlo.copy %477 : tensor<16x32x32x32xf32>
      mhlo.return %478 : tensor<16x32x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<16x32x32x32xf32>
    %310 = "mhlo.fusion"(%22, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %311 = "mhlo.fusion"(%304#5, %310, %16, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<32x32x32x16xf32>, %arg47: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<16xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<16xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x32x32x16xf32>
      mhlo.return %475 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %312 = "mhlo.fusion"(%311, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %313 = "mhlo.fusion"(%312) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %314 = "stablehlo.all_reduce"(%313) <{channel_handle = #stablehlo.channel_handle<handle = 66, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %315 = "mhlo.fusion"(%304#4, %314, %304#5, %310, %292, %7, %22, %16, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x32x32x16xf32>, %arg52: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<16xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<16xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<16xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x32x32x16xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<16xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<16xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x32x32x16xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
      %486 = mhlo.copy %485 : tensor<32x32x32x16xf32>
      mhlo.return %486 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %316 = "mhlo.fusion"(%309, %315) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<16x32x32x32xf32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
      mhlo.return %465 : tensor<16x3x3x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
    %317 = "mhlo.fusion"(%316) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16x3x3x16xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
      %466 = mhlo.copy %465 : tensor<3x3x16x16xf32>
      mhlo.return %466 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %318 = "mhlo.fusion"(%0, %7, %22, %16, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x32x32x16xf32>
      %477 = stablehlo.transpose %476, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
      %478 = mhlo.copy %477 : tensor<16x32x32x32xf32>
      mhlo.return %478 : tensor<16x32x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<16x32x32x32xf32>
    %319 = "mhlo.fusion"(%283#0, %288, %283#1, %284, %277, %6, %30, %24, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x32x32x16xf32>, %arg52: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<16xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<16xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<16xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x32x32x16xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<16xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<16xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x32x32x16xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
      %486 = mhlo.copy %485 : tensor<32x32x32x16xf32>
      mhlo.return %486 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %320 = "mhlo.fusion"(%318, %319) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<16x32x32x32xf32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
      mhlo.return %465 : tensor<16x3x3x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
    %321 = "mhlo.fusion"(%320) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16x3x3x16xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
      %466 = mhlo.copy %465 : tensor<3x3x16x16xf32>
      mhlo.return %466 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %322 = "mhlo.fusion"(%262, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %323 = "mhlo.fusion"(%38, %32, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      mhlo.return %470 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %324 = "mhlo.fusion"(%cst, %323, %262) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %325 = "mhlo.fusion"(%247, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %326 = "mhlo.fusion"(%46, %40, %42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      mhlo.return %470 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %327 = "mhlo.fusion"(%cst, %326, %247) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %328 = "mhlo.fusion"(%5, %6, %30, %24, %26, %arg40, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<32x32x32x16xf32>, %arg53: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %arg53, %465 : tensor<16xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %477 = stablehlo.subtract %arg52, %476 : tensor<32x32x32x16xf32>
      %478 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x32x32x16xf32>
      %482 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %484 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %485 = stablehlo.maximum %483, %484 : tensor<32x32x32x16xf32>
      %486 = stablehlo.add %474, %485 : tensor<32x32x32x16xf32>
      %487 = stablehlo.maximum %486, %484 : tensor<32x32x32x16xf32>
      %488 = stablehlo.transpose %487, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
      %489 = mhlo.copy %488 : tensor<16x32x32x32xf32>
      mhlo.return %489 : tensor<16x32x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<16x32x32x32xf32>
    %329 = "mhlo.fusion"(%268#0, %273, %268#1, %269, %262, %arg7, %38, %32, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x32x32x16xf32>, %arg52: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<16xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<16xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<16xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x32x32x16xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<16xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<16xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x32x32x16xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
      %486 = mhlo.copy %485 : tensor<32x32x32x16xf32>
      mhlo.return %486 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %330 = "mhlo.fusion"(%328, %329) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<16x32x32x32xf32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
      mhlo.return %465 : tensor<16x3x3x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
    %331 = "mhlo.fusion"(%330) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16x3x3x16xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
      %466 = mhlo.copy %465 : tensor<3x3x16x16xf32>
      mhlo.return %466 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %332 = "mhlo.fusion"(%arg6, %arg7, %38, %32, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x32x32x16xf32>
      %477 = stablehlo.transpose %476, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
      %478 = mhlo.copy %477 : tensor<16x32x32x32xf32>
      mhlo.return %478 : tensor<16x32x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<16x32x32x32xf32>
    %333 = "mhlo.fusion"(%253#0, %258, %253#1, %254, %247, %arg9, %46, %40, %42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x32x32x16xf32>, %arg52: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<16xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<16xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<16xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x32x32x16xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<16xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<16xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x32x32x16xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
      %486 = mhlo.copy %485 : tensor<32x32x32x16xf32>
      mhlo.return %486 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %334 = "mhlo.fusion"(%332, %333) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<16x32x32x32xf32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
      mhlo.return %465 : tensor<16x3x3x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<16x3x3x16xf32>
    %335 = "mhlo.fusion"(%334) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16x3x3x16xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
      %466 = mhlo.copy %465 : tensor<3x3x16x16xf32>
      mhlo.return %466 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %336 = "mhlo.fusion"(%232, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %337 = "mhlo.fusion"(%55, %49, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      mhlo.return %470 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %338 = "mhlo.fusion"(%cst, %337, %232) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %339 = "mhlo.fusion"(%215, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %340 = "mhlo.fusion"(%63, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      mhlo.return %470 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %341 = "mhlo.fusion"(%cst, %340, %215) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %342 = "mhlo.fusion"(%arg8, %arg9, %46, %40, %42, %5, %6, %30, %24, %26, %arg40, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32x32x32x16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<32x32x32x16xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<16xf32>, %arg57: tensor<32x32x32x16xf32>, %arg58: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %arg53, %465 : tensor<16xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %477 = stablehlo.subtract %arg52, %476 : tensor<32x32x32x16xf32>
      %478 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x32x32x16xf32>
      %482 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x32x32x16xf32>
      %484 = stablehlo.multiply %arg58, %465 : tensor<16xf32>
      %485 = stablehlo.broadcast_in_dim %484, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %486 = stablehlo.subtract %arg57, %485 : tensor<32x32x32x16xf32>
      %487 = stablehlo.broadcast_in_dim %arg56, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %488 = stablehlo.multiply %486, %487 : tensor<32x32x32x16xf32>
      %489 = stablehlo.broadcast_in_dim %arg55, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %490 = stablehlo.multiply %488, %489 : tensor<32x32x32x16xf32>
      %491 = stablehlo.broadcast_in_dim %arg54, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %492 = stablehlo.add %490, %491 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %493 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %494 = stablehlo.maximum %492, %493 : tensor<32x32x32x16xf32>
      %495 = stablehlo.add %483, %494 : tensor<32x32x32x16xf32>
      %496 = stablehlo.maximum %495, %493 : tensor<32x32x32x16xf32>
      %497 = stablehlo.add %474, %496 : tensor<32x32x32x16xf32>
      %498 = stablehlo.maximum %497, %493 : tensor<32x32x32x16xf32>
      %499 = stablehlo.transpose %498, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x16xf32>) -> tensor<16x32x32x32xf32>
      %500 = mhlo.copy %499 : tensor<16x32x32x32xf32>
      mhlo.return %500 : tensor<16x32x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<16x32x32x32xf32>
    %343 = "mhlo.fusion"(%238#0, %243, %238#1, %239, %232, %arg13, %55, %49, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16x16x32xf32>, %arg52: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<32xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<32xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<32xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x16x16x32xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<32xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<32xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x16x16x32xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
      %486 = mhlo.copy %485 : tensor<16x16x32x32xf32>
      mhlo.return %486 : tensor<16x16x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<16x16x32x32xf32>
    %344 = "mhlo.fusion"(%342, %343) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<16x32x32x32xf32>, %arg45: tensor<16x16x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<16x16x32x32xf32>) -> tensor<16x3x3x32xf32>
      mhlo.return %465 : tensor<16x3x3x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32x32x32xf32>, tensor<16x16x32x32xf32>) -> tensor<16x3x3x32xf32>
    %345 = "mhlo.fusion"(%344) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16x3x3x32xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,32]{3,1,0,2}"} : (tensor<16x3x3x32xf32>) -> tensor<3x3x16x32xf32>
      %466 = mhlo.copy %465 : tensor<3x3x16x32xf32>
      mhlo.return %466 : tensor<3x3x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16x3x3x32xf32>) -> tensor<3x3x16x32xf32>
    %346 = "mhlo.fusion"(%arg12, %arg13, %55, %49, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x16x16x32xf32>, %arg48: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x16x16x32xf32>
      %477 = stablehlo.transpose %476, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[32,16,16,32]{0,2,1,3}"} : (tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xf32>
      %478 = mhlo.copy %477 : tensor<32x16x16x32xf32>
      mhlo.return %478 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %347 = "mhlo.fusion"(%223#0, %228, %223#1, %224, %215, %arg15, %63, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16x16x32xf32>, %arg52: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<32xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<32xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<32xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x16x16x32xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<32xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<32xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x16x16x32xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
      %486 = mhlo.copy %485 : tensor<16x16x32x32xf32>
      mhlo.return %486 : tensor<16x16x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<16x16x32x32xf32>
    %348 = "mhlo.fusion"(%346, %347) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<16x16x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32>
      mhlo.return %465 : tensor<32x3x3x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32>
    %349 = "mhlo.fusion"(%348) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x3x3x32xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{3,1,0,2}"} : (tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32>
      %466 = mhlo.copy %465 : tensor<3x3x32x32xf32>
      mhlo.return %466 : tensor<3x3x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32>
    %350 = "mhlo.fusion"(%215) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
      %466 = mhlo.copy %465 : tensor<16x16x32x32xf32>
      mhlo.return %466 : tensor<16x16x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
    %351 = "mhlo.fusion"(%342, %350) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<16x32x32x32xf32>, %arg45: tensor<16x16x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<16x16x32x32xf32>) -> tensor<16x1x1x32xf32>
      mhlo.return %465 : tensor<16x1x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32x32x32xf32>, tensor<16x16x32x32xf32>) -> tensor<16x1x1x32xf32>
    %352 = mhlo.bitcast %351 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<16x1x1x32xf32>) -> tensor<1x1x16x32xf32>
    %353 = "mhlo.fusion"(%200, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %354 = "mhlo.fusion"(%71, %65, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      mhlo.return %470 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %355 = "mhlo.fusion"(%cst, %354, %200) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %356 = "mhlo.fusion"(%185, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %357 = "mhlo.fusion"(%79, %73, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      mhlo.return %470 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %358 = "mhlo.fusion"(%cst, %357, %185) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x16x16x32xf32>, %arg46: tensor<32x16x16x32xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x16x16x32xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
      mhlo.return %466 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x16x16x32xf32>, tensor<32x16x16x32xf32>) -> tensor<32xf32>
    %359 = "mhlo.fusion"(%48, %arg14, %arg15, %63, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %475 = stablehlo.add %474, %arg44 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %477 = stablehlo.maximum %475, %476 : tensor<32x16x16x32xf32>
      %478 = stablehlo.transpose %477, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[32,16,16,32]{0,2,1,3}"} : (tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xf32>
      %479 = mhlo.copy %478 : tensor<32x16x16x32xf32>
      mhlo.return %479 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %360 = "mhlo.fusion"(%206#0, %211, %206#1, %207, %200, %arg20, %71, %65, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16x16x32xf32>, %arg52: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<32xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<32xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<32xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x16x16x32xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<32xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<32xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x16x16x32xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
      %486 = mhlo.copy %485 : tensor<16x16x32x32xf32>
      mhlo.return %486 : tensor<16x16x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<16x16x32x32xf32>
    %361 = "mhlo.fusion"(%359, %360) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<16x16x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32>
      mhlo.return %465 : tensor<32x3x3x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32>
    %362 = "mhlo.fusion"(%361) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x3x3x32xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{3,1,0,2}"} : (tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32>
      %466 = mhlo.copy %465 : tensor<3x3x32x32xf32>
      mhlo.return %466 : tensor<3x3x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32>
    %363 = "mhlo.fusion"(%arg19, %arg20, %71, %65, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x16x16x32xf32>, %arg48: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x16x16x32xf32>
      %477 = stablehlo.transpose %476, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[32,16,16,32]{0,2,1,3}"} : (tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xf32>
      %478 = mhlo.copy %477 : tensor<32x16x16x32xf32>
      mhlo.return %478 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %364 = "mhlo.fusion"(%191#0, %196, %191#1, %192, %185, %arg22, %79, %73, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x16x16x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32x16x16x32xf32>, %arg52: tensor<32xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x16x16x32xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x16x16x32xf32>
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<32xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<32xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<32xf32>
      %cst_4 = stablehlo.constant dense<3.05175781E-5> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<32xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x16x16x32xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<32xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<32xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x16x16x32xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,32,32]{3,1,0,2}"} : (tensor<32x16x16x32xf32>) -> tensor<16x16x32x32xf32>
      %486 = mhlo.copy %485 : tensor<16x16x32x32xf32>
      mhlo.return %486 : tensor<16x16x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<16x16x32x32xf32>
    %365 = "mhlo.fusion"(%363, %364) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<16x16x32x32xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32>
      mhlo.return %465 : tensor<32x3x3x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<16x16x32x32xf32>) -> tensor<32x3x3x32xf32>
    %366 = "mhlo.fusion"(%365) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x3x3x32xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,32,32]{3,1,0,2}"} : (tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32>
      %466 = mhlo.copy %465 : tensor<3x3x32x32xf32>
      mhlo.return %466 : tensor<3x3x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x3x3x32xf32>) -> tensor<3x3x32x32xf32>
    %367 = "mhlo.fusion"(%170, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %368 = "mhlo.fusion"(%88, %82, %84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      mhlo.return %470 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %369 = "mhlo.fusion"(%cst, %368, %170) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %370 = "mhlo.fusion"(%153, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %371 = "mhlo.fusion"(%96, %90, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      mhlo.return %470 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %372 = "mhlo.fusion"(%cst, %371, %153) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %373 = "mhlo.fusion"(%arg21, %arg22, %79, %73, %75, %48, %arg14, %arg15, %63, %57, %59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x16x16x32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32x16x16x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32x16x16x32xf32>, %arg54: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.52587891E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x16x16x32xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x16x16x32xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x16x16x32xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x16x16x32xf32>
      %475 = stablehlo.multiply %arg54, %465 : tensor<32xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %477 = stablehlo.subtract %arg53, %476 : tensor<32x16x16x32xf32>
      %478 = stablehlo.broadcast_in_dim %arg52, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %479 = stablehlo.multiply %477, %478 : tensor<32x16x16x32xf32>
      %480 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %481 = stablehlo.multiply %479, %480 : tensor<32x16x16x32xf32>
      %482 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<32xf32>) -> tensor<32x16x16x32xf32>
      %483 = stablehlo.add %481, %482 : tensor<32x16x16x32xf32>
      %484 = stablehlo.add %483, %arg49 : tensor<32x16x16x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %485 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x32xf32>
      %486 = stablehlo.maximum %484, %485 : tensor<32x16x16x32xf32>
      %487 = stablehlo.add %474, %486 : tensor<32x16x16x32xf32>
      %488 = stablehlo.maximum %487, %485 : tensor<32x16x16x32xf32>
      %489 = stablehlo.transpose %488, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[32,16,16,32]{0,2,1,3}"} : (tensor<32x16x16x32xf32>) -> tensor<32x16x16x32xf32>
      %490 = mhlo.copy %489 : tensor<32x16x16x32xf32>
      mhlo.return %490 : tensor<32x16x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x16x16x32xf32>, tensor<32xf32>) -> tensor<32x16x16x32xf32>
    %374 = "mhlo.fusion"(%176#0, %181, %176#1, %177, %170, %arg26, %88, %82, %84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<32x8x8x64xf32>, %arg52: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x8x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x8x8x64xf32>
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<64xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<64xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<64xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x8x8x64xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x8x8x64xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<64xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<64xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x8x8x64xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
      %486 = mhlo.copy %485 : tensor<8x8x32x64xf32>
      mhlo.return %486 : tensor<8x8x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<8x8x32x64xf32>
    %375 = "mhlo.fusion"(%373, %374) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<8x8x32x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<8x8x32x64xf32>) -> tensor<32x3x3x64xf32>
      mhlo.return %465 : tensor<32x3x3x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<8x8x32x64xf32>) -> tensor<32x3x3x64xf32>
    %376 = "mhlo.fusion"(%375) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x3x3x64xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,32,64]{3,1,0,2}"} : (tensor<32x3x3x64xf32>) -> tensor<3x3x32x64xf32>
      %466 = mhlo.copy %465 : tensor<3x3x32x64xf32>
      mhlo.return %466 : tensor<3x3x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x3x3x64xf32>) -> tensor<3x3x32x64xf32>
    %377 = "mhlo.fusion"(%arg25, %arg26, %88, %82, %84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<32x8x8x64xf32>, %arg48: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x8x8x64xf32>
      %477 = stablehlo.transpose %476, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[64,8,8,32]{0,2,1,3}"} : (tensor<32x8x8x64xf32>) -> tensor<64x8x8x32xf32>
      %478 = mhlo.copy %477 : tensor<64x8x8x32xf32>
      mhlo.return %478 : tensor<64x8x8x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<64x8x8x32xf32>
    %378 = "mhlo.fusion"(%161#0, %166, %161#1, %162, %153, %arg28, %96, %90, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<32x8x8x64xf32>, %arg52: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x8x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x8x8x64xf32>
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<64xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<64xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<64xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x8x8x64xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x8x8x64xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<64xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<64xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x8x8x64xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
      %486 = mhlo.copy %485 : tensor<8x8x32x64xf32>
      mhlo.return %486 : tensor<8x8x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<8x8x32x64xf32>
    %379 = "mhlo.fusion"(%377, %378) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<64x8x8x32xf32>, %arg45: tensor<8x8x32x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x8x8x32xf32>, tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32>
      mhlo.return %465 : tensor<64x3x3x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x8x8x32xf32>, tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32>
    %380 = "mhlo.fusion"(%379) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64x3x3x64xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{3,1,0,2}"} : (tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32>
      %466 = mhlo.copy %465 : tensor<3x3x64x64xf32>
      mhlo.return %466 : tensor<3x3x64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32>
    %381 = "mhlo.fusion"(%153) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
      %466 = mhlo.copy %465 : tensor<8x8x32x64xf32>
      mhlo.return %466 : tensor<8x8x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
    %382 = "mhlo.fusion"(%373, %381) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x16x16x32xf32>, %arg45: tensor<8x8x32x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x32xf32>, tensor<8x8x32x64xf32>) -> tensor<32x1x1x64xf32>
      mhlo.return %465 : tensor<32x1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16x16x32xf32>, tensor<8x8x32x64xf32>) -> tensor<32x1x1x64xf32>
    %383 = mhlo.bitcast %382 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<32x1x1x64xf32>) -> tensor<1x1x32x64xf32>
    %384 = "mhlo.fusion"(%138, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %385 = "mhlo.fusion"(%104, %98, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      mhlo.return %470 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %386 = "mhlo.fusion"(%cst, %385, %138) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %387 = "mhlo.fusion"(%123, %113) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x64xf32>, %arg45: tensor<32x8x8x64xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.compare GT, %arg45, %465 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %468 = stablehlo.multiply %arg44, %467 : tensor<32x64xf32>
      %469 = stablehlo.broadcast_in_dim %468, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.select %466, %469, %465 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
      mhlo.return %470 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xf32>
    %388 = "mhlo.fusion"(%387, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %465 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %389 = "mhlo.fusion"(%112, %106, %108) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      mhlo.return %470 : tensor<32x8x8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<32x8x8x64xf32>
    %390 = "mhlo.fusion"(%cst, %389, %387) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x8x8x64xf32>, %arg46: tensor<32x8x8x64xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x8x8x64xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %466 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<64xf32>
    %391 = "mhlo.fusion"(%81, %arg27, %arg28, %96, %90, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x8x8x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg49, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg48, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %475 = stablehlo.add %474, %arg44 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %477 = stablehlo.maximum %475, %476 : tensor<32x8x8x64xf32>
      %478 = stablehlo.transpose %477, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[64,8,8,32]{0,2,1,3}"} : (tensor<32x8x8x64xf32>) -> tensor<64x8x8x32xf32>
      %479 = mhlo.copy %478 : tensor<64x8x8x32xf32>
      mhlo.return %479 : tensor<64x8x8x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<64x8x8x32xf32>
    %392 = "mhlo.fusion"(%144#0, %149, %144#1, %145, %138, %arg33, %104, %98, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x8x8x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<32x8x8x64xf32>, %arg52: tensor<64xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x8x8x64xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x8x8x64xf32>
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<64xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<64xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<64xf32>
      %cst_4 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<64xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x8x8x64xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x8x8x64xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<64xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<64xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x8x8x64xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
      %486 = mhlo.copy %485 : tensor<8x8x32x64xf32>
      mhlo.return %486 : tensor<8x8x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<8x8x32x64xf32>
    %393 = "mhlo.fusion"(%391, %392) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<64x8x8x32xf32>, %arg45: tensor<8x8x32x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x8x8x32xf32>, tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32>
      mhlo.return %465 : tensor<64x3x3x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x8x8x32xf32>, tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32>
    %394 = "mhlo.fusion"(%393) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64x3x3x64xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{3,1,0,2}"} : (tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32>
      %466 = mhlo.copy %465 : tensor<3x3x64x64xf32>
      mhlo.return %466 : tensor<3x3x64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32>
    %395 = "mhlo.fusion"(%arg32, %arg33, %104, %98, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<32x8x8x64xf32>, %arg48: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<64xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %468 = stablehlo.subtract %arg47, %467 : tensor<32x8x8x64xf32>
      %469 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x8x8x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %476 = stablehlo.maximum %474, %475 : tensor<32x8x8x64xf32>
      %477 = stablehlo.transpose %476, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[64,8,8,32]{0,2,1,3}"} : (tensor<32x8x8x64xf32>) -> tensor<64x8x8x32xf32>
      %478 = mhlo.copy %477 : tensor<64x8x8x32xf32>
      mhlo.return %478 : tensor<64x8x8x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<64x8x8x32xf32>
    %396 = "mhlo.fusion"(%129#0, %134, %129#1, %130, %123, %113, %arg35, %112, %106, %108) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<32x64xf32>, %arg49: tensor<32x8x8x64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<64xf32>, %arg52: tensor<32x8x8x64xf32>, %arg53: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
      %466 = stablehlo.compare GT, %arg49, %465 : (tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32>) -> tensor<32x8x8x64xi1>
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %468 = stablehlo.multiply %arg48, %467 : tensor<32x64xf32>
      %469 = stablehlo.broadcast_in_dim %468, dims = [0, 3] : (tensor<32x64xf32>) -> tensor<32x8x8x64xf32>
      %470 = stablehlo.select %466, %469, %465 : tensor<32x8x8x64xi1>, tensor<32x8x8x64xf32>
      %471 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x8x8x64xf32>
      %473 = stablehlo.broadcast_in_dim %arg51, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %474 = stablehlo.multiply %472, %473 : tensor<32x8x8x64xf32>
      %cst_4 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %476 = stablehlo.multiply %arg53, %475 : tensor<64xf32>
      %477 = stablehlo.broadcast_in_dim %476, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %478 = stablehlo.subtract %arg52, %477 : tensor<32x8x8x64xf32>
      %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %479 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %480 = stablehlo.multiply %arg47, %479 : tensor<64xf32>
      %481 = stablehlo.multiply %arg46, %480 : tensor<64xf32>
      %cst_6 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %482 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %483 = stablehlo.multiply %481, %482 : tensor<64xf32>
      %484 = stablehlo.broadcast_in_dim %483, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %485 = stablehlo.multiply %478, %484 : tensor<32x8x8x64xf32>
      %486 = stablehlo.add %474, %485 : tensor<32x8x8x64xf32>
      %487 = stablehlo.add %arg44, %arg45 : tensor<64xf32>
      %488 = stablehlo.multiply %487, %475 : tensor<64xf32>
      %489 = stablehlo.broadcast_in_dim %488, dims = [3] : (tensor<64xf32>) -> tensor<32x8x8x64xf32>
      %490 = stablehlo.add %486, %489 : tensor<32x8x8x64xf32>
      %491 = stablehlo.transpose %490, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[8,8,32,64]{3,1,0,2}"} : (tensor<32x8x8x64xf32>) -> tensor<8x8x32x64xf32>
      %492 = mhlo.copy %491 : tensor<8x8x32x64xf32>
      mhlo.return %492 : tensor<8x8x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x8x8x64xf32>, tensor<64xf32>) -> tensor<8x8x32x64xf32>
    %397 = "mhlo.fusion"(%395, %396) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<64x8x8x32xf32>, %arg45: tensor<8x8x32x64xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x8x8x32xf32>, tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32>
      mhlo.return %465 : tensor<64x3x3x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x8x8x32xf32>, tensor<8x8x32x64xf32>) -> tensor<64x3x3x64xf32>
    %398 = "mhlo.fusion"(%397) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64x3x3x64xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,64,64]{3,1,0,2}"} : (tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32>
      %466 = mhlo.copy %465 : tensor<3x3x64x64xf32>
      mhlo.return %466 : tensor<3x3x64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x3x3x64xf32>) -> tensor<3x3x64x64xf32>
    %399 = stablehlo.dot_general %122, %116, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x64xf32>) -> tensor<10x64xf32>
    %400 = "mhlo.fusion"(%304#4, %314, %304#5, %310, %292, %7, %22, %16, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x32x32x16xf32>, %arg52: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<16xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<16xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<16xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x32x32x16xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<16xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<16xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x32x32x16xf32>
      mhlo.return %484 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %401 = "mhlo.fusion"(%arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x16xf32>):
      %465 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<3x3x16x16xf32>
      %466 = stablehlo.transpose %465, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
      %467 = mhlo.copy %466 : tensor<3x3x16x16xf32>
      mhlo.return %467 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %402 = stablehlo.convolution(%400, %401) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<32x32x32x16xf32>
    %403 = "mhlo.fusion"(%277, %402, %arg40, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<32x32x32x16xf32>, %arg50: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg50, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg49, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg48, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      %471 = stablehlo.broadcast_in_dim %arg47, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.multiply %470, %471 : tensor<32x32x32x16xf32>
      %473 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %474 = stablehlo.add %472, %473 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x16xf32>
      %476 = stablehlo.compare GT, %474, %475 : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xi1>
      %477 = stablehlo.add %arg44, %arg45 : tensor<32x32x32x16xf32>
      %478 = stablehlo.select %476, %477, %475 : tensor<32x32x32x16xi1>, tensor<32x32x32x16xf32>
      mhlo.return %478 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %404 = "mhlo.fusion"(%403, %arg41, %14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg46, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      mhlo.return %468 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %405 = "mhlo.fusion"(%404, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %406 = "mhlo.fusion"(%405) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %407 = "mhlo.fusion"(%403, %arg41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg45, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg44, %465 : tensor<32x32x32x16xf32>
      mhlo.return %466 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %408 = "mhlo.fusion"(%cst, %11, %407) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %409:37 = "stablehlo.all_reduce"(%317, %321, %322, %324, %325, %327, %331, %335, %336, %338, %339, %341, %345, %349, %352, %353, %355, %356, %358, %362, %366, %367, %369, %370, %372, %376, %380, %383, %384, %386, %388, %390, %394, %398, %399, %406, %408) <{channel_handle = #stablehlo.channel_handle<handle = 67, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<10x64xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<10x64xf32>, tensor<16xf32>, tensor<16xf32>)
    %410 = "mhlo.fusion"(%arg4, %409#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x16xf32>, %arg45: tensor<3x3x16x16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x16x16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x16x16xf32>
      mhlo.return %467 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %411 = "mhlo.fusion"(%arg5, %409#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x16xf32>, %arg45: tensor<3x3x16x16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x16x16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x16x16xf32>
      mhlo.return %467 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %412 = "mhlo.fusion"(%arg6, %409#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %413 = "mhlo.fusion"(%arg7, %409#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %414 = "mhlo.fusion"(%arg8, %409#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %415 = "mhlo.fusion"(%arg9, %409#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %416 = "mhlo.fusion"(%arg10, %409#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x16xf32>, %arg45: tensor<3x3x16x16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x16x16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x16x16xf32>
      mhlo.return %467 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %417 = "mhlo.fusion"(%arg11, %409#7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x16xf32>, %arg45: tensor<3x3x16x16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x16x16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x16x16xf32>
      mhlo.return %467 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %418 = "mhlo.fusion"(%arg12, %409#8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<32xf32>
      mhlo.return %467 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %419 = "mhlo.fusion"(%arg13, %409#9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<32xf32>
      mhlo.return %467 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %420 = "mhlo.fusion"(%arg14, %409#10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<32xf32>
      mhlo.return %467 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %421 = "mhlo.fusion"(%arg15, %409#11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<32xf32>
      mhlo.return %467 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %422 = "mhlo.fusion"(%arg16, %409#12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x16x32xf32>, %arg45: tensor<3x3x16x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x16x32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x16x32xf32>
      mhlo.return %467 : tensor<3x3x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<3x3x16x32xf32>
    %423 = "mhlo.fusion"(%arg17, %409#13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x32x32xf32>, %arg45: tensor<3x3x32x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x32x32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x32x32xf32>
      mhlo.return %467 : tensor<3x3x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %424 = "mhlo.fusion"(%arg18, %409#14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<1x1x16x32xf32>, %arg45: tensor<1x1x16x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<1x1x16x32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<1x1x16x32xf32>
      mhlo.return %467 : tensor<1x1x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x16x32xf32>, tensor<1x1x16x32xf32>) -> tensor<1x1x16x32xf32>
    %425 = "mhlo.fusion"(%arg19, %409#15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<32xf32>
      mhlo.return %467 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %426 = "mhlo.fusion"(%arg20, %409#16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<32xf32>
      mhlo.return %467 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %427 = "mhlo.fusion"(%arg21, %409#17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<32xf32>
      mhlo.return %467 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %428 = "mhlo.fusion"(%arg22, %409#18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<32xf32>
      mhlo.return %467 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %429 = "mhlo.fusion"(%arg23, %409#19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x32x32xf32>, %arg45: tensor<3x3x32x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x32x32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x32x32xf32>
      mhlo.return %467 : tensor<3x3x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %430 = "mhlo.fusion"(%arg24, %409#20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x32x32xf32>, %arg45: tensor<3x3x32x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x32x32xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x32x32xf32>
      mhlo.return %467 : tensor<3x3x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<3x3x32x32xf32>
    %431 = "mhlo.fusion"(%arg25, %409#21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<64xf32>
      mhlo.return %467 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %432 = "mhlo.fusion"(%arg26, %409#22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<64xf32>
      mhlo.return %467 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %433 = "mhlo.fusion"(%arg27, %409#23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<64xf32>
      mhlo.return %467 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %434 = "mhlo.fusion"(%arg28, %409#24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<64xf32>
      mhlo.return %467 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %435 = "mhlo.fusion"(%arg29, %409#25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x32x64xf32>, %arg45: tensor<3x3x32x64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x32x64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x32x64xf32>
      mhlo.return %467 : tensor<3x3x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x32x64xf32>, tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32>
    %436 = "mhlo.fusion"(%arg30, %409#26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x64x64xf32>, %arg45: tensor<3x3x64x64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x64x64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x64x64xf32>
      mhlo.return %467 : tensor<3x3x64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %437 = "mhlo.fusion"(%arg31, %409#27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<1x1x32x64xf32>, %arg45: tensor<1x1x32x64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<1x1x32x64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<1x1x32x64xf32>
      mhlo.return %467 : tensor<1x1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x32x64xf32>, tensor<1x1x32x64xf32>) -> tensor<1x1x32x64xf32>
    %438 = "mhlo.fusion"(%arg32, %409#28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<64xf32>
      mhlo.return %467 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %439 = "mhlo.fusion"(%arg33, %409#29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<64xf32>
      mhlo.return %467 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %440 = "mhlo.fusion"(%arg34, %409#30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<64xf32>
      mhlo.return %467 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %441 = "mhlo.fusion"(%arg35, %409#31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64xf32>, %arg45: tensor<64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<64xf32>
      mhlo.return %467 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %442 = "mhlo.fusion"(%arg36, %409#32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x64x64xf32>, %arg45: tensor<3x3x64x64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x64x64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x64x64xf32>
      mhlo.return %467 : tensor<3x3x64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %443 = "mhlo.fusion"(%arg37, %409#33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x64x64xf32>, %arg45: tensor<3x3x64x64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x64x64xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x64x64xf32>
      mhlo.return %467 : tensor<3x3x64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>) -> tensor<3x3x64x64xf32>
    %444 = "mhlo.fusion"(%arg38, %409#34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<64x10xf32>, %arg45: tensor<10x64xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10x64xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<10x64xf32>
      %467 = stablehlo.transpose %466, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,10]{0,1}"} : (tensor<10x64xf32>) -> tensor<64x10xf32>
      %468 = mhlo.copy %467 : tensor<64x10xf32>
      %469 = stablehlo.subtract %arg44, %468 : tensor<64x10xf32>
      mhlo.return %469 : tensor<64x10xf32>
    }) {output_operand_aliasing = []} : (tensor<64x10xf32>, tensor<10x64xf32>) -> tensor<64x10xf32>
    %445 = "mhlo.fusion"(%arg42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32x32x32x3xf32>):
      %465 = stablehlo.transpose %arg44, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[3,32,32,32]{0,2,1,3}"} : (tensor<32x32x32x3xf32>) -> tensor<3x32x32x32xf32>
      %466 = mhlo.copy %465 : tensor<3x32x32x32xf32>
      mhlo.return %466 : tensor<3x32x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x3xf32>) -> tensor<3x32x32x32xf32>
    %446 = "mhlo.fusion"(%14, %13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %468 = stablehlo.add %466, %467 : tensor<16xf32>
      %469 = stablehlo.divide %arg44, %468 : tensor<16xf32>
      mhlo.return %469 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %447 = "mhlo.fusion"(%409#36, %446, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<32x32x32x16xf32>, %arg47: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg47, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg46, %467 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg45, %469 : tensor<16xf32>
      %471 = stablehlo.multiply %arg44, %470 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %473 = stablehlo.multiply %471, %472 : tensor<16xf32>
      %474 = stablehlo.broadcast_in_dim %473, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %475 = stablehlo.multiply %468, %474 : tensor<32x32x32x16xf32>
      mhlo.return %475 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %448 = "mhlo.fusion"(%447, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %449 = "mhlo.fusion"(%448) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>):
      %465 = stablehlo.negate %arg44 : tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>) -> tensor<16xf32>
    %450 = "stablehlo.all_reduce"(%449) <{channel_handle = #stablehlo.channel_handle<handle = 104, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<16xf32>) -> tensor<16xf32>
    %451 = "mhlo.fusion"(%409#35, %450, %409#36, %446, %403, %arg41, %14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<32x32x32x16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x32x32x16xf32>, %arg52: tensor<16xf32>):
      %465 = stablehlo.broadcast_in_dim %arg49, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %466 = stablehlo.multiply %arg48, %465 : tensor<32x32x32x16xf32>
      %467 = stablehlo.broadcast_in_dim %arg50, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.multiply %466, %467 : tensor<32x32x32x16xf32>
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %470 = stablehlo.multiply %arg52, %469 : tensor<16xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %472 = stablehlo.subtract %arg51, %471 : tensor<32x32x32x16xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %474 = stablehlo.multiply %arg47, %473 : tensor<16xf32>
      %475 = stablehlo.multiply %arg46, %474 : tensor<16xf32>
      %cst_4 = stablehlo.constant dense<7.62939453E-6> : tensor<f32>
      %476 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %477 = stablehlo.multiply %475, %476 : tensor<16xf32>
      %478 = stablehlo.broadcast_in_dim %477, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %479 = stablehlo.multiply %472, %478 : tensor<32x32x32x16xf32>
      %480 = stablehlo.add %468, %479 : tensor<32x32x32x16xf32>
      %481 = stablehlo.add %arg44, %arg45 : tensor<16xf32>
      %482 = stablehlo.multiply %481, %469 : tensor<16xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %484 = stablehlo.add %480, %483 : tensor<32x32x32x16xf32>
      %485 = stablehlo.transpose %484, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[32,32,32,16]{3,1,0,2}"} : (tensor<32x32x32x16xf32>) -> tensor<32x32x32x16xf32>
      %486 = mhlo.copy %485 : tensor<32x32x32x16xf32>
      mhlo.return %486 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %452 = "mhlo.fusion"(%445, %451) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<3x32x32x32xf32>, %arg45: tensor<32x32x32x16xf32>):
      %465 = stablehlo.convolution(%arg44, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<3x3x3x16xf32>
      mhlo.return %465 : tensor<3x3x3x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x32x32x32xf32>, tensor<32x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    %453 = "mhlo.fusion"(%452) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x3x16xf32>):
      %465 = stablehlo.transpose %arg44, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,3,16]{3,1,0,2}"} : (tensor<3x3x3x16xf32>) -> tensor<3x3x3x16xf32>
      %466 = mhlo.copy %465 : tensor<3x3x3x16xf32>
      mhlo.return %466 : tensor<3x3x3x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x3x16xf32>) -> tensor<3x3x3x16xf32>
    %454 = "mhlo.fusion"(%403, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<32x32x32x16xf32>, %arg45: tensor<f32>):
      %465 = stablehlo.reduce(%arg44 init: %arg45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %465 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %455 = "mhlo.fusion"(%14, %8, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<3.81469727E-6> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg46, %465 : tensor<16xf32>
      %467 = stablehlo.broadcast_in_dim %466, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %468 = stablehlo.subtract %arg45, %467 : tensor<32x32x32x16xf32>
      %469 = stablehlo.broadcast_in_dim %arg44, dims = [3] : (tensor<16xf32>) -> tensor<32x32x32x16xf32>
      %470 = stablehlo.multiply %468, %469 : tensor<32x32x32x16xf32>
      mhlo.return %470 : tensor<32x32x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<32x32x32x16xf32>, tensor<16xf32>) -> tensor<32x32x32x16xf32>
    %456 = "mhlo.fusion"(%cst, %455, %403) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<32x32x32x16xf32>, %arg46: tensor<32x32x32x16xf32>):
      %465 = stablehlo.multiply %arg45, %arg46 : tensor<32x32x32x16xf32>
      %466 = stablehlo.reduce(%465 init: %arg44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %466 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x32x32x16xf32>, tensor<32x32x32x16xf32>) -> tensor<16xf32>
    %457 = "mhlo.fusion"(%120) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>):
      %465 = stablehlo.log %arg44 : tensor<32xf32>
      mhlo.return %465 : tensor<32xf32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>) -> tensor<32xf32>
    %458 = "mhlo.fusion"(%arg43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xi32>):
      %465 = stablehlo.iota dim = 0 : tensor<32x1x1xi32>
      %466 = mhlo.bitcast %arg44 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<32xi32>) -> tensor<32x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %467 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
      %468 = stablehlo.compare LT, %466, %467 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
      %c_2 = stablehlo.constant dense<10> : tensor<i32>
      %469 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
      %470 = stablehlo.add %466, %469 : tensor<32x1xi32>
      %471 = stablehlo.select %468, %470, %466 : tensor<32x1xi1>, tensor<32x1xi32>
      %472 = mhlo.bitcast %471 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
      %473 = stablehlo.concatenate %465, %472, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
      mhlo.return %473 : tensor<32x1x2xi32>
    }) {output_operand_aliasing = []} : (tensor<32xi32>) -> tensor<32x1x2xi32>
    %459 = "mhlo.fusion"(%457, %117, %118, %458, %arg43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<32xf32>, %arg45: tensor<32x10xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32x1x2xi32>, %arg48: tensor<32xi32>):
      %465 = mhlo.bitcast %arg48 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<32xi32>) -> tensor<32x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %466 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
      %467 = stablehlo.compare LT, %465, %466 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
      %c_2 = stablehlo.constant dense<10> : tensor<i32>
      %468 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
      %469 = stablehlo.add %465, %468 : tensor<32x1xi32>
      %470 = stablehlo.select %467, %469, %465 : tensor<32x1xi1>, tensor<32x1xi32>
      %471 = mhlo.bitcast %470 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
      %472 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
      %473 = stablehlo.compare GE, %471, %472 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
      %c_3 = stablehlo.constant dense<9> : tensor<i32>
      %474 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
      %475 = stablehlo.compare LE, %471, %474 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
      %476 = stablehlo.and %473, %475 : tensor<32x1x1xi1>
      %477 = stablehlo.broadcast_in_dim %arg46, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
      %478 = stablehlo.subtract %arg45, %477 : tensor<32x10xf32>
      %479 = stablehlo.broadcast_in_dim %arg44, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
      %480 = stablehlo.subtract %478, %479 : tensor<32x10xf32>
      %481 = mhlo.bitcast %arg47 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<32x1x2xi32>) -> tensor<32x2xi32>
      %482 = "stablehlo.gather"(%480, %481) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x10xf32>, tensor<32x2xi32>) -> tensor<32x1x1xf32>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %483 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
      %484 = stablehlo.select %476, %482, %483 : tensor<32x1x1xi1>, tensor<32x1x1xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %485 = stablehlo.reduce(%484 init: %cst_5) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x1x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %485 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<32xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32x1x2xi32>, tensor<32xi32>) -> tensor<f32>
    %460:4 = "stablehlo.all_reduce"(%453, %454, %456, %459) <{channel_handle = #stablehlo.channel_handle<handle = 105, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %465 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %465 : tensor<f32>
    }) : (tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> (tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>)
    %461 = "mhlo.fusion"(%arg39, %460#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<3x3x3x16xf32>, %arg45: tensor<3x3x3x16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<3x3x3x16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<3x3x3x16xf32>
      mhlo.return %467 : tensor<3x3x3x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x3x16xf32>, tensor<3x3x3x16xf32>) -> tensor<3x3x3x16xf32>
    %462 = "mhlo.fusion"(%arg40, %460#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %463 = "mhlo.fusion"(%arg41, %460#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<16xf32>, %arg45: tensor<16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %466 = stablehlo.multiply %arg45, %465 : tensor<16xf32>
      %467 = stablehlo.subtract %arg44, %466 : tensor<16xf32>
      mhlo.return %467 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %464 = "mhlo.fusion"(%460#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg44: tensor<f32>):
      %cst_2 = stablehlo.constant dense<3.906250e-03> : tensor<f32>
      %465 = stablehlo.multiply %arg44, %cst_2 : tensor<f32>
      %466 = stablehlo.negate %465 : tensor<f32>
      mhlo.return %466 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %305, %306, %307, %308, %410, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423, %424, %425, %426, %427, %428, %429, %430, %431, %432, %433, %434, %435, %436, %437, %438, %439, %440, %441, %442, %443, %444, %461, %462, %463, %464 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<64x10xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
}
