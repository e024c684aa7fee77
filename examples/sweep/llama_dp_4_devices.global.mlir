module @jit_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=4]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4096x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<4x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<4x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<4x1408x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<4x512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<4x512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<4x512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<4x512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<4x512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<4x512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<512x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<16x256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg13: tensor<16x256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<4096x512xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<512xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4x512xbf16> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4x512xbf16> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4x1408x512xbf16> {jax.result_info = "result[0]['layers']['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<4x512x1408xbf16> {jax.result_info = "result[0]['layers']['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<4x512x1408xbf16> {jax.result_info = "result[0]['layers']['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<4x512x512xbf16> {jax.result_info = "result[0]['layers']['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<4x512x512xbf16> {jax.result_info = "result[0]['layers']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<4x512x512xbf16> {jax.result_info = "result[0]['layers']['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<4x512x512xbf16> {jax.result_info = "result[0]['layers']['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<512x4096xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x256xi32>
    %1 = stablehlo.compare LT, %arg12, %0, SIGNED : (tensor<16x256xi32>, tensor<16x256xi32>) -> tensor<16x256xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x256xi32>
    %3 = stablehlo.add %arg12, %2 : tensor<16x256xi32>
    %4 = stablehlo.select %1, %3, %arg12 : tensor<16x256xi1>, tensor<16x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x256xi32>) -> tensor<16x256x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xbf16>, tensor<16x256x1xi32>) -> tensor<16x256x512xbf16>
    %7 = stablehlo.iota dim = 0 : tensor<32xf32>
    %8 = stablehlo.negate %7 : tensor<32xf32>
    %cst = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.divide %8, %9 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.power %11, %10 : tensor<32xf32>
    %13 = stablehlo.iota dim = 0 : tensor<256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<256x32xf32>
    %19 = stablehlo.cosine %18 : tensor<256x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %21 = stablehlo.sine %18 : tensor<256x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %23 = stablehlo.iota dim = 0 : tensor<32xf32>
    %24 = stablehlo.negate %23 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %26 = stablehlo.divide %24, %25 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %28 = stablehlo.power %27, %26 : tensor<32xf32>
    %29 = stablehlo.iota dim = 0 : tensor<256xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<256x32xf32>
    %35 = stablehlo.cosine %34 : tensor<256x32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %37 = stablehlo.sine %34 : tensor<256x32xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %39 = stablehlo.sqrt %cst_4 : tensor<f32>
    %40 = stablehlo.convert %39 : tensor<f32>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %42 = call @tril(%41) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %43:2 = call @_where(%42, %cst_6) : (tensor<256x256xi1>, tensor<f32>) -> (tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>)
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16x256x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x16x256x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x16x256x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<4x1x1x512xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<4x16x256x512xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<4x16x256x512xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<4x16x256x8x64xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x16x256x8x64xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x16x8x256x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x16x8x256x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x16x8x256x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<4x16x8x256x256xbf16>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<4x16x256x8x64xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<4x16x256x512xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x16x256x512xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x16x256x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x16x256x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %61 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<4x1x1x512xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<4x16x256x512xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %63 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<4x16x256x512xbf16>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %64 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<4x16x256x1408xbf16>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %65 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<4x16x256x1408xbf16>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %66 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<4x16x256x1408xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %67 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<4x16x256x1408xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %68 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<4x16x256x1408xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %69 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<4x16x256x1408xbf16>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %70:44 = stablehlo.while(%iterArg = %arg2, %iterArg_70 = %arg3, %iterArg_71 = %arg4, %iterArg_72 = %arg5, %iterArg_73 = %arg6, %iterArg_74 = %arg7, %iterArg_75 = %arg8, %iterArg_76 = %arg9, %iterArg_77 = %arg10, %iterArg_78 = %20, %iterArg_79 = %22, %iterArg_80 = %36, %iterArg_81 = %38, %iterArg_82 = %40, %iterArg_83 = %43#0, %iterArg_84 = %43#1, %iterArg_85 = %c_33, %iterArg_86 = %6, %iterArg_87 = %44, %iterArg_88 = %45, %iterArg_89 = %46, %iterArg_90 = %47, %iterArg_91 = %48, %iterArg_92 = %49, %iterArg_93 = %50, %iterArg_94 = %51, %iterArg_95 = %52, %iterArg_96 = %53, %iterArg_97 = %54, %iterArg_98 = %55, %iterArg_99 = %56, %iterArg_100 = %57, %iterArg_101 = %58, %iterArg_102 = %59, %iterArg_103 = %60, %iterArg_104 = %61, %iterArg_105 = %62, %iterArg_106 = %63, %iterArg_107 = %64, %iterArg_108 = %65, %iterArg_109 = %66, %iterArg_110 = %67, %iterArg_111 = %68, %iterArg_112 = %69) : tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<f32>, tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>, tensor<i32>, tensor<16x256x512xbf16>, tensor<4x16x256x512xf32>, tensor<4x16x256x1xf32>, tensor<4x16x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x8x256x256xf32>, tensor<4x16x8x256x1xf32>, tensor<4x16x8x256x1xf32>, tensor<4x16x8x256x256xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x512xf32>, tensor<4x16x256x1xf32>, tensor<4x16x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>
    cond {
      %c_113 = stablehlo.constant dense<4> : tensor<i32>
      %176 = stablehlo.compare LT, %iterArg_85, %c_113, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %176 : tensor<i1>
    } do {
      %176 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_85) : (tensor<4x512xbf16>, tensor<i32>) -> tensor<512xbf16>
      %177 = func.call @dynamic_index_in_dim(%iterArg_70, %iterArg_85) : (tensor<4x512xbf16>, tensor<i32>) -> tensor<512xbf16>
      %178 = func.call @dynamic_index_in_dim_0(%iterArg_71, %iterArg_85) : (tensor<4x1408x512xbf16>, tensor<i32>) -> tensor<1408x512xbf16>
      %179 = func.call @dynamic_index_in_dim_1(%iterArg_72, %iterArg_85) : (tensor<4x512x1408xbf16>, tensor<i32>) -> tensor<512x1408xbf16>
      %180 = func.call @dynamic_index_in_dim_1(%iterArg_73, %iterArg_85) : (tensor<4x512x1408xbf16>, tensor<i32>) -> tensor<512x1408xbf16>
      %181 = func.call @dynamic_index_in_dim_2(%iterArg_74, %iterArg_85) : (tensor<4x512x512xbf16>, tensor<i32>) -> tensor<512x512xbf16>
      %182 = func.call @dynamic_index_in_dim_2(%iterArg_75, %iterArg_85) : (tensor<4x512x512xbf16>, tensor<i32>) -> tensor<512x512xbf16>
      %183 = func.call @dynamic_index_in_dim_2(%iterArg_76, %iterArg_85) : (tensor<4x512x512xbf16>, tensor<i32>) -> tensor<512x512xbf16>
      %184 = func.call @dynamic_index_in_dim_2(%iterArg_77, %iterArg_85) : (tensor<4x512x512xbf16>, tensor<i32>) -> tensor<512x512xbf16>
      %185:27 = func.call @closed_call(%iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_86, %176, %177, %178, %179, %180, %181, %182, %183, %184) : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<f32>, tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>, tensor<16x256x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<1408x512xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>) -> (tensor<16x256x512xbf16>, tensor<16x256x512xf32>, tensor<16x256x1xf32>, tensor<16x256x1xf32>, tensor<1x1x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>, tensor<16x8x256x256xf32>, tensor<16x8x256x1xf32>, tensor<16x8x256x1xf32>, tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xf32>, tensor<16x256x1xf32>, tensor<16x256x1xf32>, tensor<1x1x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>)
      %186 = func.call @dynamic_update_index_in_dim(%iterArg_87, %185#1, %iterArg_85) : (tensor<4x16x256x512xf32>, tensor<16x256x512xf32>, tensor<i32>) -> tensor<4x16x256x512xf32>
      %187 = func.call @dynamic_update_index_in_dim_4(%iterArg_88, %185#2, %iterArg_85) : (tensor<4x16x256x1xf32>, tensor<16x256x1xf32>, tensor<i32>) -> tensor<4x16x256x1xf32>
      %188 = func.call @dynamic_update_index_in_dim_4(%iterArg_89, %185#3, %iterArg_85) : (tensor<4x16x256x1xf32>, tensor<16x256x1xf32>, tensor<i32>) -> tensor<4x16x256x1xf32>
      %189 = func.call @dynamic_update_index_in_dim_5(%iterArg_90, %185#4, %iterArg_85) : (tensor<4x1x1x512xbf16>, tensor<1x1x512xbf16>, tensor<i32>) -> tensor<4x1x1x512xbf16>
      %190 = func.call @dynamic_update_index_in_dim_6(%iterArg_91, %185#5, %iterArg_85) : (tensor<4x16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<i32>) -> tensor<4x16x256x512xbf16>
      %191 = func.call @dynamic_update_index_in_dim_6(%iterArg_92, %185#6, %iterArg_85) : (tensor<4x16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<i32>) -> tensor<4x16x256x512xbf16>
      %192 = func.call @dynamic_update_index_in_dim_7(%iterArg_93, %185#7, %iterArg_85) : (tensor<4x16x256x8x64xbf16>, tensor<16x256x8x64xbf16>, tensor<i32>) -> tensor<4x16x256x8x64xbf16>
      %193 = func.call @dynamic_update_index_in_dim_7(%iterArg_94, %185#8, %iterArg_85) : (tensor<4x16x256x8x64xbf16>, tensor<16x256x8x64xbf16>, tensor<i32>) -> tensor<4x16x256x8x64xbf16>
      %194 = func.call @dynamic_update_index_in_dim_8(%iterArg_95, %185#9, %iterArg_85) : (tensor<4x16x8x256x256xf32>, tensor<16x8x256x256xf32>, tensor<i32>) -> tensor<4x16x8x256x256xf32>
      %195 = func.call @dynamic_update_index_in_dim_9(%iterArg_96, %185#10, %iterArg_85) : (tensor<4x16x8x256x1xf32>, tensor<16x8x256x1xf32>, tensor<i32>) -> tensor<4x16x8x256x1xf32>
      %196 = func.call @dynamic_update_index_in_dim_9(%iterArg_97, %185#11, %iterArg_85) : (tensor<4x16x8x256x1xf32>, tensor<16x8x256x1xf32>, tensor<i32>) -> tensor<4x16x8x256x1xf32>
      %197 = func.call @dynamic_update_index_in_dim_10(%iterArg_98, %185#12, %iterArg_85) : (tensor<4x16x8x256x256xbf16>, tensor<16x8x256x256xbf16>, tensor<i32>) -> tensor<4x16x8x256x256xbf16>
      %198 = func.call @dynamic_update_index_in_dim_7(%iterArg_99, %185#13, %iterArg_85) : (tensor<4x16x256x8x64xbf16>, tensor<16x256x8x64xbf16>, tensor<i32>) -> tensor<4x16x256x8x64xbf16>
      %199 = func.call @dynamic_update_index_in_dim_6(%iterArg_100, %185#14, %iterArg_85) : (tensor<4x16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<i32>) -> tensor<4x16x256x512xbf16>
      %200 = func.call @dynamic_update_index_in_dim(%iterArg_101, %185#15, %iterArg_85) : (tensor<4x16x256x512xf32>, tensor<16x256x512xf32>, tensor<i32>) -> tensor<4x16x256x512xf32>
      %201 = func.call @dynamic_update_index_in_dim_4(%iterArg_102, %185#16, %iterArg_85) : (tensor<4x16x256x1xf32>, tensor<16x256x1xf32>, tensor<i32>) -> tensor<4x16x256x1xf32>
      %202 = func.call @dynamic_update_index_in_dim_4(%iterArg_103, %185#17, %iterArg_85) : (tensor<4x16x256x1xf32>, tensor<16x256x1xf32>, tensor<i32>) -> tensor<4x16x256x1xf32>
      %203 = func.call @dynamic_update_index_in_dim_5(%iterArg_104, %185#18, %iterArg_85) : (tensor<4x1x1x512xbf16>, tensor<1x1x512xbf16>, tensor<i32>) -> tensor<4x1x1x512xbf16>
      %204 = func.call @dynamic_update_index_in_dim_6(%iterArg_105, %185#19, %iterArg_85) : (tensor<4x16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<i32>) -> tensor<4x16x256x512xbf16>
      %205 = func.call @dynamic_update_index_in_dim_6(%iterArg_106, %185#20, %iterArg_85) : (tensor<4x16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<i32>) -> tensor<4x16x256x512xbf16>
      %206 = func.call @dynamic_update_index_in_dim_11(%iterArg_107, %185#21, %iterArg_85) : (tensor<4x16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<i32>) -> tensor<4x16x256x1408xbf16>
      %207 = func.call @dynamic_update_index_in_dim_11(%iterArg_108, %185#22, %iterArg_85) : (tensor<4x16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<i32>) -> tensor<4x16x256x1408xbf16>
      %208 = func.call @dynamic_update_index_in_dim_11(%iterArg_109, %185#23, %iterArg_85) : (tensor<4x16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<i32>) -> tensor<4x16x256x1408xbf16>
      %209 = func.call @dynamic_update_index_in_dim_11(%iterArg_110, %185#24, %iterArg_85) : (tensor<4x16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<i32>) -> tensor<4x16x256x1408xbf16>
      %210 = func.call @dynamic_update_index_in_dim_11(%iterArg_111, %185#25, %iterArg_85) : (tensor<4x16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<i32>) -> tensor<4x16x256x1408xbf16>
      %211 = func.call @dynamic_update_index_in_dim_11(%iterArg_112, %185#26, %iterArg_85) : (tensor<4x16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<i32>) -> tensor<4x16x256x1408xbf16>
      %c_113 = stablehlo.constant dense<1> : tensor<i32>
      %212 = stablehlo.add %iterArg_85, %c_113 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %212, %185#0, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211 : tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<f32>, tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>, tensor<i32>, tensor<16x256x512xbf16>, tensor<4x16x256x512xf32>, tensor<4x16x256x1xf32>, tensor<4x16x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x8x256x256xf32>, tensor<4x16x8x256x1xf32>, tensor<4x16x8x256x1xf32>, tensor<4x16x8x256x256xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x512xf32>, tensor<4x16x256x1xf32>, tensor<4x16x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>
    }
    %71 = stablehlo.convert %70#17 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %72 = stablehlo.multiply %71, %71 : tensor<16x256x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_35 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %76 = stablehlo.divide %74, %75 : tensor<16x256x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %78 = stablehlo.add %76, %77 : tensor<16x256x1xf32>
    %79 = stablehlo.rsqrt %78 : tensor<16x256x1xf32>
    %80 = stablehlo.divide %79, %78 : tensor<16x256x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<16x256x1xf32>
    %83 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %84 = stablehlo.multiply %71, %83 : tensor<16x256x512xf32>
    %85 = stablehlo.convert %84 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %86 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %88 = stablehlo.multiply %85, %87 : tensor<16x256x512xbf16>
    %89 = stablehlo.dot_general %88, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x4096xbf16>) -> tensor<16x256x4096xbf16>
    %90 = stablehlo.convert %89 : (tensor<16x256x4096xbf16>) -> tensor<16x256x4096xf32>
    %91:3 = call @log_softmax(%90) : (tensor<16x256x4096xf32>) -> (tensor<16x256x4096xf32>, tensor<16x256x4096xf32>, tensor<16x256x1xf32>)
    %92 = stablehlo.broadcast_in_dim %arg13, dims = [0, 1] : (tensor<16x256xi32>) -> tensor<16x256x1xi32>
    %93:2 = call @take_along_axis(%91#0, %92) : (tensor<16x256x4096xf32>, tensor<16x256x1xi32>) -> (tensor<16x256x1xf32>, tensor<16x256x1x1xi32>)
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93#0 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_39 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %95 = stablehlo.divide %94, %cst_39 : tensor<f32>
    %96 = stablehlo.negate %95 : tensor<f32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.negate %cst_40 : tensor<f32>
    %cst_41 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %98 = stablehlo.divide %97, %cst_41 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %100 = call @take_along_axis_12(%93#1, %99) : (tensor<16x256x1x1xi32>, tensor<16x256x1xf32>) -> tensor<16x256x4096xf32>
    %101 = call @log_softmax_13(%91#1, %91#2, %100) : (tensor<16x256x4096xf32>, tensor<16x256x1xf32>, tensor<16x256x4096xf32>) -> tensor<16x256x4096xf32>
    %102 = stablehlo.convert %101 : (tensor<16x256x4096xf32>) -> tensor<16x256x4096xbf16>
    %103 = stablehlo.dot_general %102, %88, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x4096xbf16>, tensor<16x256x512xbf16>) -> tensor<4096x512xbf16>
    %104 = stablehlo.transpose %103, dims = [1, 0] : (tensor<4096x512xbf16>) -> tensor<512x4096xbf16>
    %105 = stablehlo.dot_general %102, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x4096xbf16>, tensor<512x4096xbf16>) -> tensor<16x256x512xbf16>
    %106 = stablehlo.multiply %85, %105 : tensor<16x256x512xbf16>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %107 = stablehlo.reduce(%106 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %108 = stablehlo.reshape %107 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %109 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %110 = stablehlo.multiply %105, %109 : tensor<16x256x512xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %111 = stablehlo.reduce(%108 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %112 = stablehlo.convert %110 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %113 = stablehlo.multiply %71, %112 : tensor<16x256x512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %116 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %117 = stablehlo.multiply %112, %116 : tensor<16x256x512xf32>
    %118 = stablehlo.multiply %115, %82 : tensor<16x256x1xf32>
    %cst_45 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %120 = stablehlo.divide %118, %119 : tensor<16x256x1xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %123 = stablehlo.multiply %71, %122 : tensor<16x256x512xf32>
    %124 = stablehlo.add %117, %123 : tensor<16x256x512xf32>
    %125 = stablehlo.multiply %122, %71 : tensor<16x256x512xf32>
    %126 = stablehlo.add %124, %125 : tensor<16x256x512xf32>
    %127 = stablehlo.convert %126 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %128 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %129 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %130 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<4x1408x512xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %131 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<4x512x1408xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %132 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<bf16>) -> tensor<4x512x1408xbf16>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %133 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %134 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %135 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %136 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %137:50 = stablehlo.while(%iterArg = %70#18, %iterArg_70 = %70#19, %iterArg_71 = %70#20, %iterArg_72 = %70#21, %iterArg_73 = %70#22, %iterArg_74 = %arg9, %iterArg_75 = %70#23, %iterArg_76 = %arg7, %iterArg_77 = %arg10, %iterArg_78 = %70#24, %iterArg_79 = %70#25, %iterArg_80 = %70#26, %iterArg_81 = %70#27, %iterArg_82 = %70#28, %iterArg_83 = %70#29, %iterArg_84 = %70#30, %iterArg_85 = %arg8, %iterArg_86 = %70#31, %iterArg_87 = %70#32, %iterArg_88 = %70#33, %iterArg_89 = %70#34, %iterArg_90 = %70#35, %iterArg_91 = %70#36, %iterArg_92 = %arg5, %iterArg_93 = %70#37, %iterArg_94 = %70#38, %iterArg_95 = %70#39, %iterArg_96 = %70#40, %iterArg_97 = %arg6, %iterArg_98 = %70#41, %iterArg_99 = %70#42, %iterArg_100 = %arg4, %iterArg_101 = %70#43, %iterArg_102 = %20, %iterArg_103 = %22, %iterArg_104 = %36, %iterArg_105 = %38, %iterArg_106 = %40, %iterArg_107 = %43#0, %iterArg_108 = %c_56, %iterArg_109 = %127, %iterArg_110 = %128, %iterArg_111 = %129, %iterArg_112 = %130, %iterArg_113 = %131, %iterArg_114 = %132, %iterArg_115 = %133, %iterArg_116 = %134, %iterArg_117 = %135, %iterArg_118 = %136) : tensor<4x16x256x512xf32>, tensor<4x16x256x1xf32>, tensor<4x16x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x512x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x8x256x256xf32>, tensor<4x16x8x256x1xf32>, tensor<4x16x8x256x1xf32>, tensor<4x16x8x256x256xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x512x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x512xf32>, tensor<4x16x256x1xf32>, tensor<4x16x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x1408x512xbf16>, tensor<4x16x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<f32>, tensor<16x8x256x256xi1>, tensor<i32>, tensor<16x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>
    cond {
      %c_119 = stablehlo.constant dense<4> : tensor<i32>
      %176 = stablehlo.compare LT, %iterArg_108, %c_119, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %176 : tensor<i1>
    } do {
      %c_119 = stablehlo.constant dense<4> : tensor<i32>
      %176 = stablehlo.subtract %c_119, %iterArg_108 : tensor<i32>
      %c_120 = stablehlo.constant dense<1> : tensor<i32>
      %177 = stablehlo.subtract %176, %c_120 : tensor<i32>
      %178 = func.call @dynamic_index_in_dim_14(%iterArg, %177) : (tensor<4x16x256x512xf32>, tensor<i32>) -> tensor<16x256x512xf32>
      %179 = func.call @dynamic_index_in_dim_15(%iterArg_70, %177) : (tensor<4x16x256x1xf32>, tensor<i32>) -> tensor<16x256x1xf32>
      %180 = func.call @dynamic_index_in_dim_15(%iterArg_71, %177) : (tensor<4x16x256x1xf32>, tensor<i32>) -> tensor<16x256x1xf32>
      %181 = func.call @dynamic_index_in_dim_16(%iterArg_72, %177) : (tensor<4x1x1x512xbf16>, tensor<i32>) -> tensor<1x1x512xbf16>
      %182 = func.call @dynamic_index_in_dim_17(%iterArg_73, %177) : (tensor<4x16x256x512xbf16>, tensor<i32>) -> tensor<16x256x512xbf16>
      %183 = func.call @dynamic_index_in_dim_2(%iterArg_74, %177) : (tensor<4x512x512xbf16>, tensor<i32>) -> tensor<512x512xbf16>
      %184 = func.call @dynamic_index_in_dim_17(%iterArg_75, %177) : (tensor<4x16x256x512xbf16>, tensor<i32>) -> tensor<16x256x512xbf16>
      %185 = func.call @dynamic_index_in_dim_2(%iterArg_76, %177) : (tensor<4x512x512xbf16>, tensor<i32>) -> tensor<512x512xbf16>
      %186 = func.call @dynamic_index_in_dim_2(%iterArg_77, %177) : (tensor<4x512x512xbf16>, tensor<i32>) -> tensor<512x512xbf16>
      %187 = func.call @dynamic_index_in_dim_18(%iterArg_78, %177) : (tensor<4x16x256x8x64xbf16>, tensor<i32>) -> tensor<16x256x8x64xbf16>
      %188 = func.call @dynamic_index_in_dim_18(%iterArg_79, %177) : (tensor<4x16x256x8x64xbf16>, tensor<i32>) -> tensor<16x256x8x64xbf16>
      %189 = func.call @dynamic_index_in_dim_19(%iterArg_80, %177) : (tensor<4x16x8x256x256xf32>, tensor<i32>) -> tensor<16x8x256x256xf32>
      %190 = func.call @dynamic_index_in_dim_20(%iterArg_81, %177) : (tensor<4x16x8x256x1xf32>, tensor<i32>) -> tensor<16x8x256x1xf32>
      %191 = func.call @dynamic_index_in_dim_20(%iterArg_82, %177) : (tensor<4x16x8x256x1xf32>, tensor<i32>) -> tensor<16x8x256x1xf32>
      %192 = func.call @dynamic_index_in_dim_21(%iterArg_83, %177) : (tensor<4x16x8x256x256xbf16>, tensor<i32>) -> tensor<16x8x256x256xbf16>
      %193 = func.call @dynamic_index_in_dim_18(%iterArg_84, %177) : (tensor<4x16x256x8x64xbf16>, tensor<i32>) -> tensor<16x256x8x64xbf16>
      %194 = func.call @dynamic_index_in_dim_2(%iterArg_85, %177) : (tensor<4x512x512xbf16>, tensor<i32>) -> tensor<512x512xbf16>
      %195 = func.call @dynamic_index_in_dim_17(%iterArg_86, %177) : (tensor<4x16x256x512xbf16>, tensor<i32>) -> tensor<16x256x512xbf16>
      %196 = func.call @dynamic_index_in_dim_14(%iterArg_87, %177) : (tensor<4x16x256x512xf32>, tensor<i32>) -> tensor<16x256x512xf32>
      %197 = func.call @dynamic_index_in_dim_15(%iterArg_88, %177) : (tensor<4x16x256x1xf32>, tensor<i32>) -> tensor<16x256x1xf32>
      %198 = func.call @dynamic_index_in_dim_15(%iterArg_89, %177) : (tensor<4x16x256x1xf32>, tensor<i32>) -> tensor<16x256x1xf32>
      %199 = func.call @dynamic_index_in_dim_16(%iterArg_90, %177) : (tensor<4x1x1x512xbf16>, tensor<i32>) -> tensor<1x1x512xbf16>
      %200 = func.call @dynamic_index_in_dim_17(%iterArg_91, %177) : (tensor<4x16x256x512xbf16>, tensor<i32>) -> tensor<16x256x512xbf16>
      %201 = func.call @dynamic_index_in_dim_1(%iterArg_92, %177) : (tensor<4x512x1408xbf16>, tensor<i32>) -> tensor<512x1408xbf16>
      %202 = func.call @dynamic_index_in_dim_17(%iterArg_93, %177) : (tensor<4x16x256x512xbf16>, tensor<i32>) -> tensor<16x256x512xbf16>
      %203 = func.call @dynamic_index_in_dim_22(%iterArg_94, %177) : (tensor<4x16x256x1408xbf16>, tensor<i32>) -> tensor<16x256x1408xbf16>
      %204 = func.call @dynamic_index_in_dim_22(%iterArg_95, %177) : (tensor<4x16x256x1408xbf16>, tensor<i32>) -> tensor<16x256x1408xbf16>
      %205 = func.call @dynamic_index_in_dim_22(%iterArg_96, %177) : (tensor<4x16x256x1408xbf16>, tensor<i32>) -> tensor<16x256x1408xbf16>
      %206 = func.call @dynamic_index_in_dim_1(%iterArg_97, %177) : (tensor<4x512x1408xbf16>, tensor<i32>) -> tensor<512x1408xbf16>
      %207 = func.call @dynamic_index_in_dim_22(%iterArg_98, %177) : (tensor<4x16x256x1408xbf16>, tensor<i32>) -> tensor<16x256x1408xbf16>
      %208 = func.call @dynamic_index_in_dim_22(%iterArg_99, %177) : (tensor<4x16x256x1408xbf16>, tensor<i32>) -> tensor<16x256x1408xbf16>
      %209 = func.call @dynamic_index_in_dim_0(%iterArg_100, %177) : (tensor<4x1408x512xbf16>, tensor<i32>) -> tensor<1408x512xbf16>
      %210 = func.call @dynamic_index_in_dim_22(%iterArg_101, %177) : (tensor<4x16x256x1408xbf16>, tensor<i32>) -> tensor<16x256x1408xbf16>
      %211:10 = func.call @closed_call_23(%iterArg_102, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %iterArg_109, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210) : (tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<f32>, tensor<16x8x256x256xi1>, tensor<16x256x512xbf16>, tensor<16x256x512xf32>, tensor<16x256x1xf32>, tensor<16x256x1xf32>, tensor<1x1x512xbf16>, tensor<16x256x512xbf16>, tensor<512x512xbf16>, tensor<16x256x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>, tensor<16x8x256x256xf32>, tensor<16x8x256x1xf32>, tensor<16x8x256x1xf32>, tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>, tensor<512x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xf32>, tensor<16x256x1xf32>, tensor<16x256x1xf32>, tensor<1x1x512xbf16>, tensor<16x256x512xbf16>, tensor<512x1408xbf16>, tensor<16x256x512xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<512x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<1408x512xbf16>, tensor<16x256x1408xbf16>) -> (tensor<16x256x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<1408x512xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>)
      %212 = func.call @dynamic_update_index_in_dim_26(%iterArg_110, %211#1, %177) : (tensor<4x512xbf16>, tensor<512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
      %213 = func.call @dynamic_update_index_in_dim_26(%iterArg_111, %211#2, %177) : (tensor<4x512xbf16>, tensor<512xbf16>, tensor<i32>) -> tensor<4x512xbf16>
      %214 = func.call @dynamic_update_index_in_dim_27(%iterArg_112, %211#3, %177) : (tensor<4x1408x512xbf16>, tensor<1408x512xbf16>, tensor<i32>) -> tensor<4x1408x512xbf16>
      %215 = func.call @dynamic_update_index_in_dim_28(%iterArg_113, %211#4, %177) : (tensor<4x512x1408xbf16>, tensor<512x1408xbf16>, tensor<i32>) -> tensor<4x512x1408xbf16>
      %216 = func.call @dynamic_update_index_in_dim_28(%iterArg_114, %211#5, %177) : (tensor<4x512x1408xbf16>, tensor<512x1408xbf16>, tensor<i32>) -> tensor<4x512x1408xbf16>
      %217 = func.call @dynamic_update_index_in_dim_29(%iterArg_115, %211#6, %177) : (tensor<4x512x512xbf16>, tensor<512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      %218 = func.call @dynamic_update_index_in_dim_29(%iterArg_116, %211#7, %177) : (tensor<4x512x512xbf16>, tensor<512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      %219 = func.call @dynamic_update_index_in_dim_29(%iterArg_117, %211#8, %177) : (tensor<4x512x512xbf16>, tensor<512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      %220 = func.call @dynamic_update_index_in_dim_29(%iterArg_118, %211#9, %177) : (tensor<4x512x512xbf16>, tensor<512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      %c_121 = stablehlo.constant dense<1> : tensor<i32>
      %221 = stablehlo.add %iterArg_108, %c_121 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_90, %iterArg_91, %iterArg_92, %iterArg_93, %iterArg_94, %iterArg_95, %iterArg_96, %iterArg_97, %iterArg_98, %iterArg_99, %iterArg_100, %iterArg_101, %iterArg_102, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %221, %211#0, %212, %213, %214, %215, %216, %217, %218, %219, %220 : tensor<4x16x256x512xf32>, tensor<4x16x256x1xf32>, tensor<4x16x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x512x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x16x8x256x256xf32>, tensor<4x16x8x256x1xf32>, tensor<4x16x8x256x1xf32>, tensor<4x16x8x256x256xbf16>, tensor<4x16x256x8x64xbf16>, tensor<4x512x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x512xf32>, tensor<4x16x256x1xf32>, tensor<4x16x256x1xf32>, tensor<4x1x1x512xbf16>, tensor<4x16x256x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x16x256x512xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x16x256x1408xbf16>, tensor<4x1408x512xbf16>, tensor<4x16x256x1408xbf16>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<1x256x1x32xf32>, tensor<f32>, tensor<16x8x256x256xi1>, tensor<i32>, tensor<16x256x512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>
    }
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %139 = "stablehlo.scatter"(%138, %5, %137#40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<bf16>, %arg15: tensor<bf16>):
      %176 = stablehlo.add %arg14, %arg15 : tensor<bf16>
      stablehlo.return %176 : tensor<bf16>
    }) : (tensor<4096x512xbf16>, tensor<16x256x1xi32>, tensor<16x256x512xbf16>) -> tensor<4096x512xbf16>
    %cst_58 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %141 = stablehlo.multiply %140, %139 : tensor<4096x512xbf16>
    %142 = stablehlo.subtract %arg0, %141 : tensor<4096x512xbf16>
    %cst_59 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %144 = stablehlo.multiply %143, %111 : tensor<512xbf16>
    %145 = stablehlo.subtract %arg1, %144 : tensor<512xbf16>
    %cst_60 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %146 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
    %147 = stablehlo.multiply %146, %137#41 : tensor<4x512xbf16>
    %148 = stablehlo.subtract %arg2, %147 : tensor<4x512xbf16>
    %cst_61 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %149 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<4x512xbf16>
    %150 = stablehlo.multiply %149, %137#42 : tensor<4x512xbf16>
    %151 = stablehlo.subtract %arg3, %150 : tensor<4x512xbf16>
    %cst_62 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %152 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<4x1408x512xbf16>
    %153 = stablehlo.multiply %152, %137#43 : tensor<4x1408x512xbf16>
    %154 = stablehlo.subtract %arg4, %153 : tensor<4x1408x512xbf16>
    %cst_63 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %155 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<4x512x1408xbf16>
    %156 = stablehlo.multiply %155, %137#44 : tensor<4x512x1408xbf16>
    %157 = stablehlo.subtract %arg5, %156 : tensor<4x512x1408xbf16>
    %cst_64 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %158 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<4x512x1408xbf16>
    %159 = stablehlo.multiply %158, %137#45 : tensor<4x512x1408xbf16>
    %160 = stablehlo.subtract %arg6, %159 : tensor<4x512x1408xbf16>
    %cst_65 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %161 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %162 = stablehlo.multiply %161, %137#46 : tensor<4x512x512xbf16>
    %163 = stablehlo.subtract %arg7, %162 : tensor<4x512x512xbf16>
    %cst_66 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %164 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %165 = stablehlo.multiply %164, %137#47 : tensor<4x512x512xbf16>
    %166 = stablehlo.subtract %arg8, %165 : tensor<4x512x512xbf16>
    %cst_67 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %167 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %168 = stablehlo.multiply %167, %137#48 : tensor<4x512x512xbf16>
    %169 = stablehlo.subtract %arg9, %168 : tensor<4x512x512xbf16>
    %cst_68 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %170 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %171 = stablehlo.multiply %170, %137#49 : tensor<4x512x512xbf16>
    %172 = stablehlo.subtract %arg10, %171 : tensor<4x512x512xbf16>
    %cst_69 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %173 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %174 = stablehlo.multiply %173, %104 : tensor<512x4096xbf16>
    %175 = stablehlo.subtract %arg11, %174 : tensor<512x4096xbf16>
    return %142, %145, %148, %151, %154, %157, %160, %163, %166, %169, %172, %175, %96 : tensor<4096x512xbf16>, tensor<512xbf16>, tensor<4x512xbf16>, tensor<4x512xbf16>, tensor<4x1408x512xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x1408xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<512x4096xbf16>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<f32>) -> (tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<16x8x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    return %1, %2 : tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x512xbf16>, %arg1: tensor<i32>) -> tensor<512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<4x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512xbf16>) -> tensor<512xbf16>
    return %1 : tensor<512xbf16>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x1408x512xbf16>, %arg1: tensor<i32>) -> tensor<1408x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1408, 512] : (tensor<4x1408x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1408x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1408x512xbf16>) -> tensor<1408x512xbf16>
    return %1 : tensor<1408x512xbf16>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x512x1408xbf16>, %arg1: tensor<i32>) -> tensor<512x1408xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 1408] : (tensor<4x512x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1408xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512x1408xbf16>) -> tensor<512x1408xbf16>
    return %1 : tensor<512x1408xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x512x512xbf16>, %arg1: tensor<i32>) -> tensor<512x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 512] : (tensor<4x512x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512x512xbf16>) -> tensor<512x512xbf16>
    return %1 : tensor<512x512xbf16>
  }
  func.func private @closed_call(%arg0: tensor<1x256x1x32xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<1x256x1x32xf32>, %arg3: tensor<1x256x1x32xf32>, %arg4: tensor<f32>, %arg5: tensor<16x8x256x256xi1>, %arg6: tensor<16x8x256x256xf32>, %arg7: tensor<16x256x512xbf16>, %arg8: tensor<512xbf16>, %arg9: tensor<512xbf16>, %arg10: tensor<1408x512xbf16>, %arg11: tensor<512x1408xbf16>, %arg12: tensor<512x1408xbf16>, %arg13: tensor<512x512xbf16>, %arg14: tensor<512x512xbf16>, %arg15: tensor<512x512xbf16>, %arg16: tensor<512x512xbf16>) -> (tensor<16x256x512xbf16>, tensor<16x256x512xf32>, tensor<16x256x1xf32>, tensor<16x256x1xf32>, tensor<1x1x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>, tensor<16x8x256x256xf32>, tensor<16x8x256x1xf32>, tensor<16x8x256x1xf32>, tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xf32>, tensor<16x256x1xf32>, tensor<16x256x1xf32>, tensor<1x1x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>) {
    %0 = stablehlo.convert %arg7 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<16x256x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<16x256x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<16x256x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<16x256x1xf32>
    %9 = stablehlo.divide %8, %7 : tensor<16x256x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<16x256x1xf32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<16x256x512xf32>
    %14 = stablehlo.convert %13 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %15 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %17 = stablehlo.multiply %14, %16 : tensor<16x256x512xbf16>
    %18 = stablehlo.dot_general %17, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %19 = stablehlo.reshape %18 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %20 = stablehlo.dot_general %17, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %21 = stablehlo.reshape %20 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %22 = stablehlo.dot_general %17, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %23 = stablehlo.reshape %22 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %24 = stablehlo.slice %19 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %25 = stablehlo.convert %24 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %26 = stablehlo.slice %19 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %27 = stablehlo.convert %26 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<16x256x8x32xf32>
    %30 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<16x256x8x32xf32>
    %32 = stablehlo.subtract %29, %31 : tensor<16x256x8x32xf32>
    %33 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %34 = stablehlo.multiply %25, %33 : tensor<16x256x8x32xf32>
    %35 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %36 = stablehlo.multiply %27, %35 : tensor<16x256x8x32xf32>
    %37 = stablehlo.add %34, %36 : tensor<16x256x8x32xf32>
    %38 = stablehlo.concatenate %32, %37, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %39 = stablehlo.convert %38 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %40 = stablehlo.slice %21 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %41 = stablehlo.convert %40 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %42 = stablehlo.slice %21 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %43 = stablehlo.convert %42 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %44 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %45 = stablehlo.multiply %41, %44 : tensor<16x256x8x32xf32>
    %46 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<16x256x8x32xf32>
    %48 = stablehlo.subtract %45, %47 : tensor<16x256x8x32xf32>
    %49 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %50 = stablehlo.multiply %41, %49 : tensor<16x256x8x32xf32>
    %51 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %52 = stablehlo.multiply %43, %51 : tensor<16x256x8x32xf32>
    %53 = stablehlo.add %50, %52 : tensor<16x256x8x32xf32>
    %54 = stablehlo.concatenate %48, %53, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %55 = stablehlo.convert %54 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %56 = stablehlo.dot_general %39, %55, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %57 = stablehlo.convert %56 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %58 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %59 = stablehlo.divide %57, %58 : tensor<16x8x256x256xf32>
    %60 = call @_where_3(%59, %arg5, %arg6) : (tensor<16x8x256x256xf32>, tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x8x256xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<16x8x256xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %66 = stablehlo.subtract %60, %65 : tensor<16x8x256x256xf32>
    %67 = stablehlo.exponential %66 : tensor<16x8x256x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %71 = stablehlo.divide %67, %70 : tensor<16x8x256x256xf32>
    %72 = stablehlo.multiply %69, %69 : tensor<16x8x256x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x8x256x1xf32>
    %74 = stablehlo.divide %73, %72 : tensor<16x8x256x1xf32>
    %75 = stablehlo.convert %71 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %76 = stablehlo.dot_general %23, %75, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %77 = stablehlo.transpose %76, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %78 = stablehlo.reshape %77 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %79 = stablehlo.dot_general %78, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %80 = stablehlo.add %arg7, %79 : tensor<16x256x512xbf16>
    %81 = stablehlo.convert %80 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %82 = stablehlo.multiply %81, %81 : tensor<16x256x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_8 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<16x256x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %88 = stablehlo.add %86, %87 : tensor<16x256x1xf32>
    %89 = stablehlo.rsqrt %88 : tensor<16x256x1xf32>
    %90 = stablehlo.divide %89, %88 : tensor<16x256x1xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<16x256x1xf32>
    %93 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %94 = stablehlo.multiply %81, %93 : tensor<16x256x512xf32>
    %95 = stablehlo.convert %94 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %96 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %98 = stablehlo.multiply %95, %97 : tensor<16x256x512xbf16>
    %99 = stablehlo.dot_general %98, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %100:3 = call @silu(%99) : (tensor<16x256x1408xbf16>) -> (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>)
    %101 = stablehlo.dot_general %98, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %102 = stablehlo.multiply %100#0, %101 : tensor<16x256x1408xbf16>
    %103 = stablehlo.dot_general %102, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x512xbf16>
    %104 = stablehlo.add %80, %103 : tensor<16x256x512xbf16>
    %105 = sdy.sharding_constraint %104 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    return %105, %0, %11, %8, %15, %14, %17, %55, %39, %67, %69, %74, %75, %23, %78, %81, %92, %89, %96, %95, %98, %100#1, %100#2, %99, %101, %100#0, %102 : tensor<16x256x512xbf16>, tensor<16x256x512xf32>, tensor<16x256x1xf32>, tensor<16x256x1xf32>, tensor<1x1x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>, tensor<16x8x256x256xf32>, tensor<16x8x256x1xf32>, tensor<16x8x256x1xf32>, tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xf32>, tensor<16x256x1xf32>, tensor<16x256x1xf32>, tensor<1x1x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x512xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>
  }
  func.func private @_where_3(%arg0: tensor<16x8x256x256xf32>, %arg1: tensor<16x8x256x256xi1>, %arg2: tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>
    return %0 : tensor<16x8x256x256xf32>
  }
  func.func private @silu(%arg0: tensor<16x256x1408xbf16>) -> (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<16x256x1408xbf16>
    %1 = stablehlo.exponential %0 : tensor<16x256x1408xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x256x1408xbf16>
    %3 = stablehlo.add %2, %1 : tensor<16x256x1408xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x256x1408xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<16x256x1408xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x256x1408xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<16x256x1408xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<16x256x1408xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<16x256x1408xbf16>
    return %9, %8, %5 : tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x16x256x512xf32>, %arg1: tensor<16x256x512xf32>, %arg2: tensor<i32>) -> tensor<4x16x256x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x256x512xf32>) -> tensor<1x16x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x16x256x512xf32>, tensor<1x16x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x256x512xf32>
    return %1 : tensor<4x16x256x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<4x16x256x1xf32>, %arg1: tensor<16x256x1xf32>, %arg2: tensor<i32>) -> tensor<4x16x256x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x256x1xf32>) -> tensor<1x16x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x16x256x1xf32>, tensor<1x16x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x256x1xf32>
    return %1 : tensor<4x16x256x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<4x1x1x512xbf16>, %arg1: tensor<1x1x512xbf16>, %arg2: tensor<i32>) -> tensor<4x1x1x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x1x512xbf16>) -> tensor<1x1x1x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x1x1x512xbf16>, tensor<1x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xbf16>
    return %1 : tensor<4x1x1x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<4x16x256x512xbf16>, %arg1: tensor<16x256x512xbf16>, %arg2: tensor<i32>) -> tensor<4x16x256x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x256x512xbf16>) -> tensor<1x16x256x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x16x256x512xbf16>, tensor<1x16x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x256x512xbf16>
    return %1 : tensor<4x16x256x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<4x16x256x8x64xbf16>, %arg1: tensor<16x256x8x64xbf16>, %arg2: tensor<i32>) -> tensor<4x16x256x8x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<16x256x8x64xbf16>) -> tensor<1x16x256x8x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x16x256x8x64xbf16>, tensor<1x16x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x256x8x64xbf16>
    return %1 : tensor<4x16x256x8x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<4x16x8x256x256xf32>, %arg1: tensor<16x8x256x256xf32>, %arg2: tensor<i32>) -> tensor<4x16x8x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<16x8x256x256xf32>) -> tensor<1x16x8x256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x16x8x256x256xf32>, tensor<1x16x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x8x256x256xf32>
    return %1 : tensor<4x16x8x256x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<4x16x8x256x1xf32>, %arg1: tensor<16x8x256x1xf32>, %arg2: tensor<i32>) -> tensor<4x16x8x256x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<16x8x256x1xf32>) -> tensor<1x16x8x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x16x8x256x1xf32>, tensor<1x16x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x8x256x1xf32>
    return %1 : tensor<4x16x8x256x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<4x16x8x256x256xbf16>, %arg1: tensor<16x8x256x256xbf16>, %arg2: tensor<i32>) -> tensor<4x16x8x256x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<16x8x256x256xbf16>) -> tensor<1x16x8x256x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x16x8x256x256xbf16>, tensor<1x16x8x256x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x8x256x256xbf16>
    return %1 : tensor<4x16x8x256x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<4x16x256x1408xbf16>, %arg1: tensor<16x256x1408xbf16>, %arg2: tensor<i32>) -> tensor<4x16x256x1408xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x256x1408xbf16>) -> tensor<1x16x256x1408xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x16x256x1408xbf16>, tensor<1x16x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x256x1408xbf16>
    return %1 : tensor<4x16x256x1408xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<16x256x4096xf32>) -> (tensor<16x256x4096xf32>, tensor<16x256x4096xf32>, tensor<16x256x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<16x256x4096xf32>, tensor<f32>) -> tensor<16x256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16x256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x4096xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x256x4096xf32>
    %6 = stablehlo.exponential %5 : tensor<16x256x4096xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x256x4096xf32>, tensor<f32>) -> tensor<16x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %9 = stablehlo.log %8 : tensor<16x256x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x4096xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x256x4096xf32>
    return %11, %6, %8 : tensor<16x256x4096xf32>, tensor<16x256x4096xf32>, tensor<16x256x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x256x4096xf32>, %arg1: tensor<16x256x1xi32>) -> (tensor<16x256x1xf32>, tensor<16x256x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x256x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x256x1xi32>, tensor<16x256x1xi32>) -> tensor<16x256x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x256x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x256x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x256x1xi1>, tensor<16x256x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x256x1xi32>) -> tensor<16x256x1x1xi32>
    %c_1 = stablehlo.constant dense<4095> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x256x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x256x1x1xi32>, tensor<16x256x1x1xi32>) -> tensor<16x256x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<16x256x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x256x1x1xi32>, tensor<16x256x1x1xi32>) -> tensor<16x256x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x256x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<16x256x1x1xi1>, tensor<i1>) -> tensor<16x256x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x256x4096xf32>, tensor<16x256x1x1xi32>) -> tensor<16x256x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x256x1xi1>, tensor<16x256x1xf32>
    return %15, %5 : tensor<16x256x1xf32>, tensor<16x256x1x1xi32>
  }
  func.func private @take_along_axis_12(%arg0: tensor<16x256x1x1xi32>, %arg1: tensor<16x256x1xf32>) -> tensor<16x256x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256x4096xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x256x4096xf32>, tensor<16x256x1x1xi32>, tensor<16x256x1xf32>) -> tensor<16x256x4096xf32>
    return %1 : tensor<16x256x4096xf32>
  }
  func.func private @log_softmax_13(%arg0: tensor<16x256x4096xf32>, %arg1: tensor<16x256x1xf32>, %arg2: tensor<16x256x4096xf32>) -> tensor<16x256x4096xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x256x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x256x4096xf32>, tensor<f32>) -> tensor<16x256xf32>
    %2 = stablehlo.reshape %1 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x4096xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x256x4096xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x256x4096xf32>
    return %7 : tensor<16x256x4096xf32>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<4x16x256x512xf32>, %arg1: tensor<i32>) -> tensor<16x256x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 256, 512] : (tensor<4x16x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x256x512xf32>) -> tensor<16x256x512xf32>
    return %1 : tensor<16x256x512xf32>
  }
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<4x16x256x1xf32>, %arg1: tensor<i32>) -> tensor<16x256x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 256, 1] : (tensor<4x16x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x256x1xf32>) -> tensor<16x256x1xf32>
    return %1 : tensor<16x256x1xf32>
  }
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<4x1x1x512xbf16>, %arg1: tensor<i32>) -> tensor<1x1x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1x1x512xbf16>) -> tensor<1x1x512xbf16>
    return %1 : tensor<1x1x512xbf16>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<4x16x256x512xbf16>, %arg1: tensor<i32>) -> tensor<16x256x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 256, 512] : (tensor<4x16x256x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x256x512xbf16>) -> tensor<16x256x512xbf16>
    return %1 : tensor<16x256x512xbf16>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<4x16x256x8x64xbf16>, %arg1: tensor<i32>) -> tensor<16x256x8x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 16, 256, 8, 64] : (tensor<4x16x256x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256x8x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x256x8x64xbf16>) -> tensor<16x256x8x64xbf16>
    return %1 : tensor<16x256x8x64xbf16>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<4x16x8x256x256xf32>, %arg1: tensor<i32>) -> tensor<16x8x256x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 16, 8, 256, 256] : (tensor<4x16x8x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x256x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x8x256x256xf32>) -> tensor<16x8x256x256xf32>
    return %1 : tensor<16x8x256x256xf32>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<4x16x8x256x1xf32>, %arg1: tensor<i32>) -> tensor<16x8x256x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 16, 8, 256, 1] : (tensor<4x16x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x256x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x8x256x1xf32>) -> tensor<16x8x256x1xf32>
    return %1 : tensor<16x8x256x1xf32>
  }
  func.func private @dynamic_index_in_dim_21(%arg0: tensor<4x16x8x256x256xbf16>, %arg1: tensor<i32>) -> tensor<16x8x256x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 16, 8, 256, 256] : (tensor<4x16x8x256x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x256x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x8x256x256xbf16>) -> tensor<16x8x256x256xbf16>
    return %1 : tensor<16x8x256x256xbf16>
  }
  func.func private @dynamic_index_in_dim_22(%arg0: tensor<4x16x256x1408xbf16>, %arg1: tensor<i32>) -> tensor<16x256x1408xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 256, 1408] : (tensor<4x16x256x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256x1408xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x256x1408xbf16>) -> tensor<16x256x1408xbf16>
    return %1 : tensor<16x256x1408xbf16>
  }
  func.func private @closed_call_23(%arg0: tensor<1x256x1x32xf32>, %arg1: tensor<1x256x1x32xf32>, %arg2: tensor<1x256x1x32xf32>, %arg3: tensor<1x256x1x32xf32>, %arg4: tensor<f32>, %arg5: tensor<16x8x256x256xi1>, %arg6: tensor<16x256x512xbf16>, %arg7: tensor<16x256x512xf32>, %arg8: tensor<16x256x1xf32>, %arg9: tensor<16x256x1xf32>, %arg10: tensor<1x1x512xbf16>, %arg11: tensor<16x256x512xbf16>, %arg12: tensor<512x512xbf16>, %arg13: tensor<16x256x512xbf16>, %arg14: tensor<512x512xbf16>, %arg15: tensor<512x512xbf16>, %arg16: tensor<16x256x8x64xbf16>, %arg17: tensor<16x256x8x64xbf16>, %arg18: tensor<16x8x256x256xf32>, %arg19: tensor<16x8x256x1xf32>, %arg20: tensor<16x8x256x1xf32>, %arg21: tensor<16x8x256x256xbf16>, %arg22: tensor<16x256x8x64xbf16>, %arg23: tensor<512x512xbf16>, %arg24: tensor<16x256x512xbf16>, %arg25: tensor<16x256x512xf32>, %arg26: tensor<16x256x1xf32>, %arg27: tensor<16x256x1xf32>, %arg28: tensor<1x1x512xbf16>, %arg29: tensor<16x256x512xbf16>, %arg30: tensor<512x1408xbf16>, %arg31: tensor<16x256x512xbf16>, %arg32: tensor<16x256x1408xbf16>, %arg33: tensor<16x256x1408xbf16>, %arg34: tensor<16x256x1408xbf16>, %arg35: tensor<512x1408xbf16>, %arg36: tensor<16x256x1408xbf16>, %arg37: tensor<16x256x1408xbf16>, %arg38: tensor<1408x512xbf16>, %arg39: tensor<16x256x1408xbf16>) -> (tensor<16x256x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<1408x512xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>) {
    %0 = sdy.sharding_constraint %arg6 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    %1 = stablehlo.dot_general %0, %arg39, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x1408xbf16>) -> tensor<512x1408xbf16>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<512x1408xbf16>) -> tensor<1408x512xbf16>
    %3 = stablehlo.dot_general %0, %arg38, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x1408xbf16>
    %4 = stablehlo.multiply %arg37, %3 : tensor<16x256x1408xbf16>
    %5 = stablehlo.multiply %3, %arg36 : tensor<16x256x1408xbf16>
    %6 = stablehlo.dot_general %4, %arg31, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %8 = stablehlo.dot_general %4, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %9 = call @silu_24(%arg32, %arg33, %arg34, %5) : (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>) -> tensor<16x256x1408xbf16>
    %10 = stablehlo.dot_general %9, %arg31, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %12 = stablehlo.dot_general %9, %arg30, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %13 = stablehlo.add %8, %12 : tensor<16x256x512xbf16>
    %14 = stablehlo.multiply %arg29, %13 : tensor<16x256x512xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %15 = stablehlo.reduce(%14 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %16 = stablehlo.reshape %15 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %17 = stablehlo.broadcast_in_dim %arg28, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %18 = stablehlo.multiply %13, %17 : tensor<16x256x512xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %19 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %20 = stablehlo.convert %18 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %21 = stablehlo.multiply %arg25, %20 : tensor<16x256x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %23 = stablehlo.reshape %22 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %24 = stablehlo.broadcast_in_dim %arg27, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %25 = stablehlo.multiply %20, %24 : tensor<16x256x512xf32>
    %26 = stablehlo.multiply %23, %arg26 : tensor<16x256x1xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %28 = stablehlo.divide %26, %27 : tensor<16x256x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %31 = stablehlo.multiply %arg25, %30 : tensor<16x256x512xf32>
    %32 = stablehlo.add %25, %31 : tensor<16x256x512xf32>
    %33 = stablehlo.multiply %30, %arg25 : tensor<16x256x512xf32>
    %34 = stablehlo.add %32, %33 : tensor<16x256x512xf32>
    %35 = stablehlo.convert %34 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %36 = stablehlo.add %0, %35 : tensor<16x256x512xbf16>
    %37 = stablehlo.dot_general %36, %arg24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %38 = stablehlo.transpose %37, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %39 = stablehlo.dot_general %36, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %40 = stablehlo.reshape %39 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %41 = stablehlo.transpose %40, dims = [0, 2, 3, 1] : (tensor<16x256x8x64xbf16>) -> tensor<16x8x64x256xbf16>
    %42 = stablehlo.dot_general %41, %arg22, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %43 = stablehlo.dot_general %41, %arg21, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %44 = stablehlo.transpose %43, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %45 = stablehlo.convert %42 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %46 = stablehlo.broadcast_in_dim %arg20, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<16x8x256x256xf32>
    %48 = stablehlo.multiply %47, %arg18 : tensor<16x8x256x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %50 = stablehlo.reshape %49 : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %51 = stablehlo.negate %50 : tensor<16x8x256x1xf32>
    %52 = stablehlo.broadcast_in_dim %arg19, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %53 = stablehlo.divide %45, %52 : tensor<16x8x256x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%51 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x1xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x256xf32>
    %56 = stablehlo.add %53, %55 : tensor<16x8x256x256xf32>
    %57 = stablehlo.multiply %56, %arg18 : tensor<16x8x256x256xf32>
    %58 = call @_where_25(%arg5, %57) : (tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xf32>
    %59 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %60 = stablehlo.divide %58, %59 : tensor<16x8x256x256xf32>
    %61 = stablehlo.convert %60 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %62 = stablehlo.dot_general %61, %arg17, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %63 = stablehlo.transpose %62, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %64 = stablehlo.dot_general %61, %arg16, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %66 = stablehlo.convert %63 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %67 = stablehlo.slice %66 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %68 = stablehlo.slice %66 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %69 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<16x256x8x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %72 = stablehlo.multiply %68, %71 : tensor<16x256x8x32xf32>
    %73 = stablehlo.negate %67 : tensor<16x256x8x32xf32>
    %74 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<16x256x8x32xf32>
    %76 = stablehlo.add %70, %75 : tensor<16x256x8x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %78 = stablehlo.multiply %67, %77 : tensor<16x256x8x32xf32>
    %79 = stablehlo.add %72, %78 : tensor<16x256x8x32xf32>
    %80 = stablehlo.convert %76 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %81 = stablehlo.pad %80, %cst_6, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %82 = stablehlo.convert %79 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %83 = stablehlo.pad %82, %cst_7, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %84 = stablehlo.add %81, %83 : tensor<16x256x8x64xbf16>
    %85 = stablehlo.convert %65 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %86 = stablehlo.slice %85 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %87 = stablehlo.slice %85 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %88 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<16x256x8x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %91 = stablehlo.multiply %87, %90 : tensor<16x256x8x32xf32>
    %92 = stablehlo.negate %86 : tensor<16x256x8x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<16x256x8x32xf32>
    %95 = stablehlo.add %89, %94 : tensor<16x256x8x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %97 = stablehlo.multiply %86, %96 : tensor<16x256x8x32xf32>
    %98 = stablehlo.add %91, %97 : tensor<16x256x8x32xf32>
    %99 = stablehlo.convert %95 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %100 = stablehlo.pad %99, %cst_8, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %101 = stablehlo.convert %98 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %102 = stablehlo.pad %101, %cst_9, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %103 = stablehlo.add %100, %102 : tensor<16x256x8x64xbf16>
    %104 = stablehlo.reshape %44 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %105 = stablehlo.dot_general %104, %arg13, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %106 = stablehlo.transpose %105, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %107 = stablehlo.dot_general %104, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %108 = stablehlo.reshape %84 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %109 = stablehlo.dot_general %108, %arg13, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %110 = stablehlo.transpose %109, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %111 = stablehlo.dot_general %108, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %112 = stablehlo.add %107, %111 : tensor<16x256x512xbf16>
    %113 = stablehlo.reshape %103 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %114 = stablehlo.dot_general %113, %arg13, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %116 = stablehlo.dot_general %113, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %117 = stablehlo.add %112, %116 : tensor<16x256x512xbf16>
    %118 = stablehlo.multiply %arg11, %117 : tensor<16x256x512xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %119 = stablehlo.reduce(%118 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %120 = stablehlo.reshape %119 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %121 = stablehlo.broadcast_in_dim %arg10, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %122 = stablehlo.multiply %117, %121 : tensor<16x256x512xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %123 = stablehlo.reduce(%120 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %124 = stablehlo.convert %122 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %125 = stablehlo.multiply %arg7, %124 : tensor<16x256x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %128 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %129 = stablehlo.multiply %124, %128 : tensor<16x256x512xf32>
    %130 = stablehlo.multiply %127, %arg8 : tensor<16x256x1xf32>
    %cst_13 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %132 = stablehlo.divide %130, %131 : tensor<16x256x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %135 = stablehlo.multiply %arg7, %134 : tensor<16x256x512xf32>
    %136 = stablehlo.add %129, %135 : tensor<16x256x512xf32>
    %137 = stablehlo.multiply %134, %arg7 : tensor<16x256x512xf32>
    %138 = stablehlo.add %136, %137 : tensor<16x256x512xf32>
    %139 = stablehlo.convert %138 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %140 = stablehlo.add %36, %139 : tensor<16x256x512xbf16>
    return %140, %123, %19, %2, %11, %7, %110, %38, %115, %106 : tensor<16x256x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<1408x512xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>
  }
  func.func private @silu_24(%arg0: tensor<16x256x1408xbf16>, %arg1: tensor<16x256x1408xbf16>, %arg2: tensor<16x256x1408xbf16>, %arg3: tensor<16x256x1408xbf16>) -> tensor<16x256x1408xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<16x256x1408xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<16x256x1408xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<16x256x1408xbf16>
    %3 = stablehlo.add %1, %2 : tensor<16x256x1408xbf16>
    return %3 : tensor<16x256x1408xbf16>
  }
  func.func private @_where_25(%arg0: tensor<16x8x256x256xi1>, %arg1: tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>
    return %1 : tensor<16x8x256x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_26(%arg0: tensor<4x512xbf16>, %arg1: tensor<512xbf16>, %arg2: tensor<i32>) -> tensor<4x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xbf16>) -> tensor<1x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x512xbf16>, tensor<1x512xbf16>, tensor<i32>, tensor<i32>) -> tensor<4x512xbf16>
    return %1 : tensor<4x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_27(%arg0: tensor<4x1408x512xbf16>, %arg1: tensor<1408x512xbf16>, %arg2: tensor<i32>) -> tensor<4x1408x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1408x512xbf16>) -> tensor<1x1408x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x1408x512xbf16>, tensor<1x1408x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1408x512xbf16>
    return %1 : tensor<4x1408x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_28(%arg0: tensor<4x512x1408xbf16>, %arg1: tensor<512x1408xbf16>, %arg2: tensor<i32>) -> tensor<4x512x1408xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x1408xbf16>) -> tensor<1x512x1408xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x512x1408xbf16>, tensor<1x512x1408xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x1408xbf16>
    return %1 : tensor<4x512x1408xbf16>
  }
  func.func private @dynamic_update_index_in_dim_29(%arg0: tensor<4x512x512xbf16>, %arg1: tensor<512x512xbf16>, %arg2: tensor<i32>) -> tensor<4x512x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x512xbf16>) -> tensor<1x512x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x512x512xbf16>, tensor<1x512x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x512xbf16>
    return %1 : tensor<4x512x512xbf16>
  }
}
