module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<3x3x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<64x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<256x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg43: tensor<256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<16xf32> {jax.result_info = "result[0]['blocks'][0]['bn1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[0]['blocks'][0]['bn1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[0]['blocks'][0]['bn2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[0]['blocks'][0]['bn2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['blocks'][0]['conv1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['blocks'][0]['conv2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<16xf32> {jax.result_info = "result[0]['blocks'][1]['bn1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[0]['blocks'][1]['bn1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[0]['blocks'][1]['bn2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[0]['blocks'][1]['bn2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['blocks'][1]['conv1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['blocks'][1]['conv2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][2]['bn1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][2]['bn1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][2]['bn2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][2]['bn2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3x3x16x32xf32> {jax.result_info = "result[0]['blocks'][2]['conv1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['blocks'][2]['conv2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<1x1x16x32xf32> {jax.result_info = "result[0]['blocks'][2]['proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][3]['bn1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][3]['bn1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][3]['bn2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][3]['bn2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['blocks'][3]['conv1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['blocks'][3]['conv2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['blocks'][4]['bn1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xf32> {jax.result_info = "result[0]['blocks'][4]['bn1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xf32> {jax.result_info = "result[0]['blocks'][4]['bn2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xf32> {jax.result_info = "result[0]['blocks'][4]['bn2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['blocks'][4]['conv1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][4]['conv2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<1x1x32x64xf32> {jax.result_info = "result[0]['blocks'][4]['proj']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<64xf32> {jax.result_info = "result[0]['blocks'][5]['bn1']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xf32> {jax.result_info = "result[0]['blocks'][5]['bn1']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xf32> {jax.result_info = "result[0]['blocks'][5]['bn2']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xf32> {jax.result_info = "result[0]['blocks'][5]['bn2']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][5]['conv1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][5]['conv2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<64x10xf32> {jax.result_info = "result[0]['head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<3x3x3x16xf32> {jax.result_info = "result[0]['stem']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<16xf32> {jax.result_info = "result[0]['stem_bn']['bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[0]['stem_bn']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convolution(%arg42, %arg39) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<256x32x32x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<256x32x32x16xf32>
    %7 = chlo.square %6 : tensor<256x32x32x16xf32> -> tensor<256x32x32x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<256x32x32x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %15 = stablehlo.subtract %0, %14 : tensor<256x32x32x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.add %12, %16 : tensor<16xf32>
    %18 = stablehlo.rsqrt %17 : tensor<16xf32>
    %19 = stablehlo.divide %18, %17 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<16xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %24 = stablehlo.multiply %15, %23 : tensor<256x32x32x16xf32>
    %25 = stablehlo.broadcast_in_dim %arg41, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<256x32x32x16xf32>
    %28 = stablehlo.broadcast_in_dim %arg40, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %30 = stablehlo.add %27, %29 : tensor<256x32x32x16xf32>
    %31 = call @relu(%30) : (tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %33 = stablehlo.compare GT, %30, %32, FLOAT : (tensor<256x32x32x16xf32>, tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xi1>
    %34 = stablehlo.convolution(%31, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_8 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.divide %35, %36 : tensor<16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %40 = stablehlo.subtract %34, %39 : tensor<256x32x32x16xf32>
    %41 = chlo.square %40 : tensor<256x32x32x16xf32> -> tensor<256x32x32x16xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %43 = stablehlo.multiply %42, %40 : tensor<256x32x32x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%41 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_11 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %46 = stablehlo.divide %44, %45 : tensor<16xf32>
    %47 = stablehlo.broadcast_in_dim %37, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %49 = stablehlo.subtract %34, %48 : tensor<256x32x32x16xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.add %46, %50 : tensor<16xf32>
    %52 = stablehlo.rsqrt %51 : tensor<16xf32>
    %53 = stablehlo.divide %52, %51 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<16xf32>
    %56 = stablehlo.broadcast_in_dim %52, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %58 = stablehlo.multiply %49, %57 : tensor<256x32x32x16xf32>
    %59 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<256x32x32x16xf32>
    %62 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %64 = stablehlo.add %61, %63 : tensor<256x32x32x16xf32>
    %65 = call @relu(%64) : (tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %67 = stablehlo.compare GT, %64, %66, FLOAT : (tensor<256x32x32x16xf32>, tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xi1>
    %68 = stablehlo.convolution(%65, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_16 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %71 = stablehlo.divide %69, %70 : tensor<16xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<256x32x32x16xf32>
    %75 = chlo.square %74 : tensor<256x32x32x16xf32> -> tensor<256x32x32x16xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %77 = stablehlo.multiply %76, %74 : tensor<256x32x32x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%75 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %80 = stablehlo.divide %78, %79 : tensor<16xf32>
    %81 = stablehlo.broadcast_in_dim %71, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %83 = stablehlo.subtract %68, %82 : tensor<256x32x32x16xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %85 = stablehlo.add %80, %84 : tensor<16xf32>
    %86 = stablehlo.rsqrt %85 : tensor<16xf32>
    %87 = stablehlo.divide %86, %85 : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<16xf32>
    %90 = stablehlo.broadcast_in_dim %86, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %92 = stablehlo.multiply %83, %91 : tensor<256x32x32x16xf32>
    %93 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %95 = stablehlo.multiply %92, %94 : tensor<256x32x32x16xf32>
    %96 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %98 = stablehlo.add %95, %97 : tensor<256x32x32x16xf32>
    %99 = stablehlo.add %98, %31 : tensor<256x32x32x16xf32>
    %100 = call @relu(%99) : (tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %102 = stablehlo.compare GT, %99, %101, FLOAT : (tensor<256x32x32x16xf32>, tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xi1>
    %103 = stablehlo.convolution(%100, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_24 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %106 = stablehlo.divide %104, %105 : tensor<16xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %109 = stablehlo.subtract %103, %108 : tensor<256x32x32x16xf32>
    %110 = chlo.square %109 : tensor<256x32x32x16xf32> -> tensor<256x32x32x16xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<256x32x32x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%110 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_27 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %115 = stablehlo.divide %113, %114 : tensor<16xf32>
    %116 = stablehlo.broadcast_in_dim %106, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %118 = stablehlo.subtract %103, %117 : tensor<256x32x32x16xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %120 = stablehlo.add %115, %119 : tensor<16xf32>
    %121 = stablehlo.rsqrt %120 : tensor<16xf32>
    %122 = stablehlo.divide %121, %120 : tensor<16xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<16xf32>
    %125 = stablehlo.broadcast_in_dim %121, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %127 = stablehlo.multiply %118, %126 : tensor<256x32x32x16xf32>
    %128 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %130 = stablehlo.multiply %127, %129 : tensor<256x32x32x16xf32>
    %131 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %133 = stablehlo.add %130, %132 : tensor<256x32x32x16xf32>
    %134 = call @relu(%133) : (tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %136 = stablehlo.compare GT, %133, %135, FLOAT : (tensor<256x32x32x16xf32>, tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xi1>
    %137 = stablehlo.convolution(%134, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_32 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %140 = stablehlo.divide %138, %139 : tensor<16xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %143 = stablehlo.subtract %137, %142 : tensor<256x32x32x16xf32>
    %144 = chlo.square %143 : tensor<256x32x32x16xf32> -> tensor<256x32x32x16xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %146 = stablehlo.multiply %145, %143 : tensor<256x32x32x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%144 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_35 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %149 = stablehlo.divide %147, %148 : tensor<16xf32>
    %150 = stablehlo.broadcast_in_dim %140, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %152 = stablehlo.subtract %137, %151 : tensor<256x32x32x16xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %154 = stablehlo.add %149, %153 : tensor<16xf32>
    %155 = stablehlo.rsqrt %154 : tensor<16xf32>
    %156 = stablehlo.divide %155, %154 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<16xf32>
    %159 = stablehlo.broadcast_in_dim %155, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %161 = stablehlo.multiply %152, %160 : tensor<256x32x32x16xf32>
    %162 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %164 = stablehlo.multiply %161, %163 : tensor<256x32x32x16xf32>
    %165 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %167 = stablehlo.add %164, %166 : tensor<256x32x32x16xf32>
    %168 = stablehlo.add %167, %100 : tensor<256x32x32x16xf32>
    %169 = call @relu(%168) : (tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %171 = stablehlo.compare GT, %168, %170, FLOAT : (tensor<256x32x32x16xf32>, tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xi1>
    %172 = stablehlo.convolution(%169, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_40 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %175 = stablehlo.divide %173, %174 : tensor<32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %178 = stablehlo.subtract %172, %177 : tensor<256x16x16x32xf32>
    %179 = chlo.square %178 : tensor<256x16x16x32xf32> -> tensor<256x16x16x32xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %181 = stablehlo.multiply %180, %178 : tensor<256x16x16x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%179 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_43 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %184 = stablehlo.divide %182, %183 : tensor<32xf32>
    %185 = stablehlo.broadcast_in_dim %175, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %187 = stablehlo.subtract %172, %186 : tensor<256x16x16x32xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %189 = stablehlo.add %184, %188 : tensor<32xf32>
    %190 = stablehlo.rsqrt %189 : tensor<32xf32>
    %191 = stablehlo.divide %190, %189 : tensor<32xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<32xf32>
    %194 = stablehlo.broadcast_in_dim %190, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %196 = stablehlo.multiply %187, %195 : tensor<256x16x16x32xf32>
    %197 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %199 = stablehlo.multiply %196, %198 : tensor<256x16x16x32xf32>
    %200 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %202 = stablehlo.add %199, %201 : tensor<256x16x16x32xf32>
    %203 = call @relu_0(%202) : (tensor<256x16x16x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %205 = stablehlo.compare GT, %202, %204, FLOAT : (tensor<256x16x16x32xf32>, tensor<256x16x16x32xf32>) -> tensor<256x16x16x32xi1>
    %206 = stablehlo.convolution(%203, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_48 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %209 = stablehlo.divide %207, %208 : tensor<32xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %212 = stablehlo.subtract %206, %211 : tensor<256x16x16x32xf32>
    %213 = chlo.square %212 : tensor<256x16x16x32xf32> -> tensor<256x16x16x32xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %215 = stablehlo.multiply %214, %212 : tensor<256x16x16x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%213 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_51 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %218 = stablehlo.divide %216, %217 : tensor<32xf32>
    %219 = stablehlo.broadcast_in_dim %209, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %221 = stablehlo.subtract %206, %220 : tensor<256x16x16x32xf32>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %223 = stablehlo.add %218, %222 : tensor<32xf32>
    %224 = stablehlo.rsqrt %223 : tensor<32xf32>
    %225 = stablehlo.divide %224, %223 : tensor<32xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<32xf32>
    %228 = stablehlo.broadcast_in_dim %224, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %230 = stablehlo.multiply %221, %229 : tensor<256x16x16x32xf32>
    %231 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %233 = stablehlo.multiply %230, %232 : tensor<256x16x16x32xf32>
    %234 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %236 = stablehlo.add %233, %235 : tensor<256x16x16x32xf32>
    %237 = stablehlo.convolution(%169, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<1x1x16x32xf32>) -> tensor<256x16x16x32xf32>
    %238 = stablehlo.add %236, %237 : tensor<256x16x16x32xf32>
    %239 = call @relu_0(%238) : (tensor<256x16x16x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %241 = stablehlo.compare GT, %238, %240, FLOAT : (tensor<256x16x16x32xf32>, tensor<256x16x16x32xf32>) -> tensor<256x16x16x32xi1>
    %242 = stablehlo.convolution(%239, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_55) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_56 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %245 = stablehlo.divide %243, %244 : tensor<32xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %248 = stablehlo.subtract %242, %247 : tensor<256x16x16x32xf32>
    %249 = chlo.square %248 : tensor<256x16x16x32xf32> -> tensor<256x16x16x32xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %251 = stablehlo.multiply %250, %248 : tensor<256x16x16x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%249 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_59 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %254 = stablehlo.divide %252, %253 : tensor<32xf32>
    %255 = stablehlo.broadcast_in_dim %245, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %257 = stablehlo.subtract %242, %256 : tensor<256x16x16x32xf32>
    %cst_60 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %259 = stablehlo.add %254, %258 : tensor<32xf32>
    %260 = stablehlo.rsqrt %259 : tensor<32xf32>
    %261 = stablehlo.divide %260, %259 : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<32xf32>
    %264 = stablehlo.broadcast_in_dim %260, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %266 = stablehlo.multiply %257, %265 : tensor<256x16x16x32xf32>
    %267 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %269 = stablehlo.multiply %266, %268 : tensor<256x16x16x32xf32>
    %270 = stablehlo.broadcast_in_dim %arg19, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %272 = stablehlo.add %269, %271 : tensor<256x16x16x32xf32>
    %273 = call @relu_0(%272) : (tensor<256x16x16x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %275 = stablehlo.compare GT, %272, %274, FLOAT : (tensor<256x16x16x32xf32>, tensor<256x16x16x32xf32>) -> tensor<256x16x16x32xi1>
    %276 = stablehlo.convolution(%273, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_64 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %279 = stablehlo.divide %277, %278 : tensor<32xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %282 = stablehlo.subtract %276, %281 : tensor<256x16x16x32xf32>
    %283 = chlo.square %282 : tensor<256x16x16x32xf32> -> tensor<256x16x16x32xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %285 = stablehlo.multiply %284, %282 : tensor<256x16x16x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%283 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_67 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %288 = stablehlo.divide %286, %287 : tensor<32xf32>
    %289 = stablehlo.broadcast_in_dim %279, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %291 = stablehlo.subtract %276, %290 : tensor<256x16x16x32xf32>
    %cst_68 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %293 = stablehlo.add %288, %292 : tensor<32xf32>
    %294 = stablehlo.rsqrt %293 : tensor<32xf32>
    %295 = stablehlo.divide %294, %293 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<32xf32>
    %298 = stablehlo.broadcast_in_dim %294, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %300 = stablehlo.multiply %291, %299 : tensor<256x16x16x32xf32>
    %301 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %303 = stablehlo.multiply %300, %302 : tensor<256x16x16x32xf32>
    %304 = stablehlo.broadcast_in_dim %arg21, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %306 = stablehlo.add %303, %305 : tensor<256x16x16x32xf32>
    %307 = stablehlo.add %306, %239 : tensor<256x16x16x32xf32>
    %308 = call @relu_0(%307) : (tensor<256x16x16x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %310 = stablehlo.compare GT, %307, %309, FLOAT : (tensor<256x16x16x32xf32>, tensor<256x16x16x32xf32>) -> tensor<256x16x16x32xi1>
    %311 = stablehlo.convolution(%308, %arg29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_72 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %314 = stablehlo.divide %312, %313 : tensor<64xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %317 = stablehlo.subtract %311, %316 : tensor<256x8x8x64xf32>
    %318 = chlo.square %317 : tensor<256x8x8x64xf32> -> tensor<256x8x8x64xf32>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %320 = stablehlo.multiply %319, %317 : tensor<256x8x8x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.reduce(%318 init: %cst_74) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_75 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %323 = stablehlo.divide %321, %322 : tensor<64xf32>
    %324 = stablehlo.broadcast_in_dim %314, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %326 = stablehlo.subtract %311, %325 : tensor<256x8x8x64xf32>
    %cst_76 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %328 = stablehlo.add %323, %327 : tensor<64xf32>
    %329 = stablehlo.rsqrt %328 : tensor<64xf32>
    %330 = stablehlo.divide %329, %328 : tensor<64xf32>
    %cst_77 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<64xf32>
    %333 = stablehlo.broadcast_in_dim %329, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %335 = stablehlo.multiply %326, %334 : tensor<256x8x8x64xf32>
    %336 = stablehlo.broadcast_in_dim %arg26, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %338 = stablehlo.multiply %335, %337 : tensor<256x8x8x64xf32>
    %339 = stablehlo.broadcast_in_dim %arg25, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %341 = stablehlo.add %338, %340 : tensor<256x8x8x64xf32>
    %342 = call @relu_1(%341) : (tensor<256x8x8x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %344 = stablehlo.compare GT, %341, %343, FLOAT : (tensor<256x8x8x64xf32>, tensor<256x8x8x64xf32>) -> tensor<256x8x8x64xi1>
    %345 = stablehlo.convolution(%342, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%345 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_80 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %348 = stablehlo.divide %346, %347 : tensor<64xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %351 = stablehlo.subtract %345, %350 : tensor<256x8x8x64xf32>
    %352 = chlo.square %351 : tensor<256x8x8x64xf32> -> tensor<256x8x8x64xf32>
    %cst_81 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %354 = stablehlo.multiply %353, %351 : tensor<256x8x8x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%352 init: %cst_82) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_83 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %357 = stablehlo.divide %355, %356 : tensor<64xf32>
    %358 = stablehlo.broadcast_in_dim %348, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %360 = stablehlo.subtract %345, %359 : tensor<256x8x8x64xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %362 = stablehlo.add %357, %361 : tensor<64xf32>
    %363 = stablehlo.rsqrt %362 : tensor<64xf32>
    %364 = stablehlo.divide %363, %362 : tensor<64xf32>
    %cst_85 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %366 = stablehlo.multiply %365, %364 : tensor<64xf32>
    %367 = stablehlo.broadcast_in_dim %363, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %369 = stablehlo.multiply %360, %368 : tensor<256x8x8x64xf32>
    %370 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<256x8x8x64xf32>
    %373 = stablehlo.broadcast_in_dim %arg27, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %375 = stablehlo.add %372, %374 : tensor<256x8x8x64xf32>
    %376 = stablehlo.convolution(%308, %arg31) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<1x1x32x64xf32>) -> tensor<256x8x8x64xf32>
    %377 = stablehlo.add %375, %376 : tensor<256x8x8x64xf32>
    %378 = call @relu_1(%377) : (tensor<256x8x8x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %380 = stablehlo.compare GT, %377, %379, FLOAT : (tensor<256x8x8x64xf32>, tensor<256x8x8x64xf32>) -> tensor<256x8x8x64xi1>
    %381 = stablehlo.convolution(%378, %arg36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%381 init: %cst_87) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_88 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %384 = stablehlo.divide %382, %383 : tensor<64xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %387 = stablehlo.subtract %381, %386 : tensor<256x8x8x64xf32>
    %388 = chlo.square %387 : tensor<256x8x8x64xf32> -> tensor<256x8x8x64xf32>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %390 = stablehlo.multiply %389, %387 : tensor<256x8x8x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%388 init: %cst_90) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_91 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %393 = stablehlo.divide %391, %392 : tensor<64xf32>
    %394 = stablehlo.broadcast_in_dim %384, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %396 = stablehlo.subtract %381, %395 : tensor<256x8x8x64xf32>
    %cst_92 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %398 = stablehlo.add %393, %397 : tensor<64xf32>
    %399 = stablehlo.rsqrt %398 : tensor<64xf32>
    %400 = stablehlo.divide %399, %398 : tensor<64xf32>
    %cst_93 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %402 = stablehlo.multiply %401, %400 : tensor<64xf32>
    %403 = stablehlo.broadcast_in_dim %399, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %405 = stablehlo.multiply %396, %404 : tensor<256x8x8x64xf32>
    %406 = stablehlo.broadcast_in_dim %arg33, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %408 = stablehlo.multiply %405, %407 : tensor<256x8x8x64xf32>
    %409 = stablehlo.broadcast_in_dim %arg32, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %411 = stablehlo.add %408, %410 : tensor<256x8x8x64xf32>
    %412 = call @relu_1(%411) : (tensor<256x8x8x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %414 = stablehlo.compare GT, %411, %413, FLOAT : (tensor<256x8x8x64xf32>, tensor<256x8x8x64xf32>) -> tensor<256x8x8x64xi1>
    %415 = stablehlo.convolution(%412, %arg37) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_95) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_96 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %418 = stablehlo.divide %416, %417 : tensor<64xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %421 = stablehlo.subtract %415, %420 : tensor<256x8x8x64xf32>
    %422 = chlo.square %421 : tensor<256x8x8x64xf32> -> tensor<256x8x8x64xf32>
    %cst_97 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %424 = stablehlo.multiply %423, %421 : tensor<256x8x8x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%422 init: %cst_98) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_99 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %427 = stablehlo.divide %425, %426 : tensor<64xf32>
    %428 = stablehlo.broadcast_in_dim %418, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %430 = stablehlo.subtract %415, %429 : tensor<256x8x8x64xf32>
    %cst_100 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %432 = stablehlo.add %427, %431 : tensor<64xf32>
    %433 = stablehlo.rsqrt %432 : tensor<64xf32>
    %434 = stablehlo.divide %433, %432 : tensor<64xf32>
    %cst_101 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %436 = stablehlo.multiply %435, %434 : tensor<64xf32>
    %437 = stablehlo.broadcast_in_dim %433, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %439 = stablehlo.multiply %430, %438 : tensor<256x8x8x64xf32>
    %440 = stablehlo.broadcast_in_dim %arg35, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %442 = stablehlo.multiply %439, %441 : tensor<256x8x8x64xf32>
    %443 = stablehlo.broadcast_in_dim %arg34, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %445 = stablehlo.add %442, %444 : tensor<256x8x8x64xf32>
    %446 = stablehlo.add %445, %378 : tensor<256x8x8x64xf32>
    %447 = call @relu_1(%446) : (tensor<256x8x8x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %449 = stablehlo.compare GT, %446, %448, FLOAT : (tensor<256x8x8x64xf32>, tensor<256x8x8x64xf32>) -> tensor<256x8x8x64xi1>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%447 init: %cst_103) applies stablehlo.add across dimensions = [1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %cst_104 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %452 = stablehlo.divide %450, %451 : tensor<256x64xf32>
    %453 = stablehlo.dot_general %452, %arg38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x10xf32>) -> tensor<256x10xf32>
    %454:3 = call @log_softmax(%453) : (tensor<256x10xf32>) -> (tensor<256x10xf32>, tensor<256x10xf32>, tensor<256x1xf32>)
    %455 = stablehlo.broadcast_in_dim %arg43, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %456:2 = call @take_along_axis(%454#0, %455) : (tensor<256x10xf32>, tensor<256x1xi32>) -> (tensor<256x1xf32>, tensor<256x1x1xi32>)
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456#0 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_106 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %458 = stablehlo.divide %457, %cst_106 : tensor<f32>
    %459 = stablehlo.negate %458 : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %460 = stablehlo.negate %cst_107 : tensor<f32>
    %cst_108 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %461 = stablehlo.divide %460, %cst_108 : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %463 = call @take_along_axis_2(%456#1, %462) : (tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x10xf32>
    %464 = call @log_softmax_3(%454#1, %454#2, %463) : (tensor<256x10xf32>, tensor<256x1xf32>, tensor<256x10xf32>) -> tensor<256x10xf32>
    %465 = stablehlo.dot_general %464, %452, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x10xf32>, tensor<256x64xf32>) -> tensor<10x64xf32>
    %466 = stablehlo.transpose %465, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %467 = stablehlo.dot_general %464, %arg38, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x10xf32>, tensor<64x10xf32>) -> tensor<256x64xf32>
    %cst_109 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %469 = stablehlo.divide %467, %468 : tensor<256x64xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 3] : (tensor<256x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %472 = stablehlo.select %449, %470, %471 : tensor<256x8x8x64xi1>, tensor<256x8x8x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.reduce(%472 init: %cst_111) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %474 = stablehlo.reshape %473 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%474 init: %cst_112) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %476 = stablehlo.multiply %439, %472 : tensor<256x8x8x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.reduce(%476 init: %cst_113) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %478 = stablehlo.reshape %477 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %479 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %480 = stablehlo.multiply %472, %479 : tensor<256x8x8x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%478 init: %cst_114) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %482 = stablehlo.multiply %430, %480 : tensor<256x8x8x64xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%482 init: %cst_115) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %484 = stablehlo.reshape %483 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %485 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %486 = stablehlo.multiply %480, %485 : tensor<256x8x8x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.reduce(%484 init: %cst_116) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %488 = stablehlo.multiply %487, %436 : tensor<64xf32>
    %489 = stablehlo.negate %486 : tensor<256x8x8x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_117) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.reshape %490 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_118) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_119 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %494 = stablehlo.divide %488, %493 : tensor<64xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [3] : (tensor<64xf32>) -> tensor<256x8x8x64xf32>
    %496 = stablehlo.multiply %495, %424 : tensor<256x8x8x64xf32>
    %497 = stablehlo.negate %496 : tensor<256x8x8x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%497 init: %cst_120) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %499 = stablehlo.reshape %498 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %500 = stablehlo.add %486, %496 : tensor<256x8x8x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%499 init: %cst_121) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %502 = stablehlo.add %492, %501 : tensor<64xf32>
    %cst_122 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %504 = stablehlo.divide %502, %503 : tensor<64xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [3] : (tensor<64xf32>) -> tensor<256x8x8x64xf32>
    %506 = stablehlo.add %500, %505 : tensor<256x8x8x64xf32>
    %507 = stablehlo.convolution(%412, %506) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<256x8x8x64xf32>) -> tensor<3x3x64x64xf32>
    %508 = stablehlo.reverse %arg37, dims = [0, 1] : tensor<3x3x64x64xf32>
    %509 = stablehlo.convolution(%506, %508) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %511 = stablehlo.select %414, %509, %510 : tensor<256x8x8x64xi1>, tensor<256x8x8x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.reduce(%511 init: %cst_124) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %513 = stablehlo.reshape %512 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%513 init: %cst_125) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %515 = stablehlo.multiply %405, %511 : tensor<256x8x8x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%515 init: %cst_126) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %517 = stablehlo.reshape %516 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %518 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %519 = stablehlo.multiply %511, %518 : tensor<256x8x8x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%517 init: %cst_127) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %521 = stablehlo.multiply %396, %519 : tensor<256x8x8x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%521 init: %cst_128) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %523 = stablehlo.reshape %522 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %524 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %525 = stablehlo.multiply %519, %524 : tensor<256x8x8x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%523 init: %cst_129) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %527 = stablehlo.multiply %526, %402 : tensor<64xf32>
    %528 = stablehlo.negate %525 : tensor<256x8x8x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_130) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %530 = stablehlo.reshape %529 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%530 init: %cst_131) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_132 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %533 = stablehlo.divide %527, %532 : tensor<64xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [3] : (tensor<64xf32>) -> tensor<256x8x8x64xf32>
    %535 = stablehlo.multiply %534, %390 : tensor<256x8x8x64xf32>
    %536 = stablehlo.negate %535 : tensor<256x8x8x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%536 init: %cst_133) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %538 = stablehlo.reshape %537 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %539 = stablehlo.add %525, %535 : tensor<256x8x8x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%538 init: %cst_134) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %541 = stablehlo.add %531, %540 : tensor<64xf32>
    %cst_135 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %543 = stablehlo.divide %541, %542 : tensor<64xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [3] : (tensor<64xf32>) -> tensor<256x8x8x64xf32>
    %545 = stablehlo.add %539, %544 : tensor<256x8x8x64xf32>
    %546 = stablehlo.convolution(%378, %545) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<256x8x8x64xf32>) -> tensor<3x3x64x64xf32>
    %547 = stablehlo.reverse %arg36, dims = [0, 1] : tensor<3x3x64x64xf32>
    %548 = stablehlo.convolution(%545, %547) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<256x8x8x64xf32>
    %549 = stablehlo.add %472, %548 : tensor<256x8x8x64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %551 = stablehlo.select %380, %549, %550 : tensor<256x8x8x64xi1>, tensor<256x8x8x64xf32>
    %552 = stablehlo.convolution(%308, %551) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<256x8x8x64xf32>) -> tensor<1x1x32x64xf32>
    %553 = stablehlo.reverse %arg31, dims = [0, 1] : tensor<1x1x32x64xf32>
    %554 = stablehlo.convolution(%551, %553) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<1x1x32x64xf32>) -> tensor<256x16x16x32xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%551 init: %cst_137) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %556 = stablehlo.reshape %555 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%556 init: %cst_138) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %558 = stablehlo.multiply %369, %551 : tensor<256x8x8x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_139) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %560 = stablehlo.reshape %559 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %561 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %562 = stablehlo.multiply %551, %561 : tensor<256x8x8x64xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%560 init: %cst_140) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %564 = stablehlo.multiply %360, %562 : tensor<256x8x8x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.reduce(%564 init: %cst_141) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %566 = stablehlo.reshape %565 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %567 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %568 = stablehlo.multiply %562, %567 : tensor<256x8x8x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%566 init: %cst_142) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %570 = stablehlo.multiply %569, %366 : tensor<64xf32>
    %571 = stablehlo.negate %568 : tensor<256x8x8x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.reduce(%571 init: %cst_143) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %573 = stablehlo.reshape %572 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_144) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_145 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %576 = stablehlo.divide %570, %575 : tensor<64xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [3] : (tensor<64xf32>) -> tensor<256x8x8x64xf32>
    %578 = stablehlo.multiply %577, %354 : tensor<256x8x8x64xf32>
    %579 = stablehlo.negate %578 : tensor<256x8x8x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.reduce(%579 init: %cst_146) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %581 = stablehlo.reshape %580 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %582 = stablehlo.add %568, %578 : tensor<256x8x8x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%581 init: %cst_147) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %584 = stablehlo.add %574, %583 : tensor<64xf32>
    %cst_148 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %586 = stablehlo.divide %584, %585 : tensor<64xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [3] : (tensor<64xf32>) -> tensor<256x8x8x64xf32>
    %588 = stablehlo.add %582, %587 : tensor<256x8x8x64xf32>
    %589 = stablehlo.convolution(%342, %588) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<256x8x8x64xf32>) -> tensor<3x3x64x64xf32>
    %590 = stablehlo.reverse %arg30, dims = [0, 1] : tensor<3x3x64x64xf32>
    %591 = stablehlo.convolution(%588, %590) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<256x8x8x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %593 = stablehlo.select %344, %591, %592 : tensor<256x8x8x64xi1>, tensor<256x8x8x64xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_150) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %595 = stablehlo.reshape %594 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.reduce(%595 init: %cst_151) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %597 = stablehlo.multiply %335, %593 : tensor<256x8x8x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%597 init: %cst_152) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %599 = stablehlo.reshape %598 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %600 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %601 = stablehlo.multiply %593, %600 : tensor<256x8x8x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%599 init: %cst_153) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %603 = stablehlo.multiply %326, %601 : tensor<256x8x8x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %604 = stablehlo.reduce(%603 init: %cst_154) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %605 = stablehlo.reshape %604 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %606 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<256x8x8x64xf32>
    %607 = stablehlo.multiply %601, %606 : tensor<256x8x8x64xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.reduce(%605 init: %cst_155) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %609 = stablehlo.multiply %608, %332 : tensor<64xf32>
    %610 = stablehlo.negate %607 : tensor<256x8x8x64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%610 init: %cst_156) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %612 = stablehlo.reshape %611 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%612 init: %cst_157) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_158 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %615 = stablehlo.divide %609, %614 : tensor<64xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [3] : (tensor<64xf32>) -> tensor<256x8x8x64xf32>
    %617 = stablehlo.multiply %616, %320 : tensor<256x8x8x64xf32>
    %618 = stablehlo.negate %617 : tensor<256x8x8x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.reduce(%618 init: %cst_159) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %620 = stablehlo.reshape %619 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %621 = stablehlo.add %607, %617 : tensor<256x8x8x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.reduce(%620 init: %cst_160) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %623 = stablehlo.add %613, %622 : tensor<64xf32>
    %cst_161 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %625 = stablehlo.divide %623, %624 : tensor<64xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [3] : (tensor<64xf32>) -> tensor<256x8x8x64xf32>
    %627 = stablehlo.add %621, %626 : tensor<256x8x8x64xf32>
    %628 = stablehlo.convolution(%308, %627) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<256x8x8x64xf32>) -> tensor<3x3x32x64xf32>
    %629 = stablehlo.reverse %arg29, dims = [0, 1] : tensor<3x3x32x64xf32>
    %630 = stablehlo.convolution(%627, %629) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x8x8x64xf32>, tensor<3x3x32x64xf32>) -> tensor<256x16x16x32xf32>
    %631 = stablehlo.add %554, %630 : tensor<256x16x16x32xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %633 = stablehlo.select %310, %631, %632 : tensor<256x16x16x32xi1>, tensor<256x16x16x32xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %634 = stablehlo.reduce(%633 init: %cst_163) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %635 = stablehlo.reshape %634 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%635 init: %cst_164) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %637 = stablehlo.multiply %300, %633 : tensor<256x16x16x32xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_165) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %639 = stablehlo.reshape %638 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %640 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %641 = stablehlo.multiply %633, %640 : tensor<256x16x16x32xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.reduce(%639 init: %cst_166) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %643 = stablehlo.multiply %291, %641 : tensor<256x16x16x32xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%643 init: %cst_167) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %645 = stablehlo.reshape %644 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %646 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %647 = stablehlo.multiply %641, %646 : tensor<256x16x16x32xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.reduce(%645 init: %cst_168) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %649 = stablehlo.multiply %648, %297 : tensor<32xf32>
    %650 = stablehlo.negate %647 : tensor<256x16x16x32xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.reduce(%650 init: %cst_169) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %652 = stablehlo.reshape %651 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %653 = stablehlo.reduce(%652 init: %cst_170) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_171 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %655 = stablehlo.divide %649, %654 : tensor<32xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [3] : (tensor<32xf32>) -> tensor<256x16x16x32xf32>
    %657 = stablehlo.multiply %656, %285 : tensor<256x16x16x32xf32>
    %658 = stablehlo.negate %657 : tensor<256x16x16x32xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%658 init: %cst_172) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %660 = stablehlo.reshape %659 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %661 = stablehlo.add %647, %657 : tensor<256x16x16x32xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%660 init: %cst_173) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %663 = stablehlo.add %653, %662 : tensor<32xf32>
    %cst_174 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %665 = stablehlo.divide %663, %664 : tensor<32xf32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [3] : (tensor<32xf32>) -> tensor<256x16x16x32xf32>
    %667 = stablehlo.add %661, %666 : tensor<256x16x16x32xf32>
    %668 = stablehlo.convolution(%273, %667) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<256x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %669 = stablehlo.reverse %arg24, dims = [0, 1] : tensor<3x3x32x32xf32>
    %670 = stablehlo.convolution(%667, %669) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %672 = stablehlo.select %275, %670, %671 : tensor<256x16x16x32xi1>, tensor<256x16x16x32xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%672 init: %cst_176) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %674 = stablehlo.reshape %673 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.reduce(%674 init: %cst_177) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %676 = stablehlo.multiply %266, %672 : tensor<256x16x16x32xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%676 init: %cst_178) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %678 = stablehlo.reshape %677 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %679 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %680 = stablehlo.multiply %672, %679 : tensor<256x16x16x32xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%678 init: %cst_179) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %682 = stablehlo.multiply %257, %680 : tensor<256x16x16x32xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.reduce(%682 init: %cst_180) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %684 = stablehlo.reshape %683 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %685 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %686 = stablehlo.multiply %680, %685 : tensor<256x16x16x32xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%684 init: %cst_181) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %688 = stablehlo.multiply %687, %263 : tensor<32xf32>
    %689 = stablehlo.negate %686 : tensor<256x16x16x32xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.reduce(%689 init: %cst_182) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %691 = stablehlo.reshape %690 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %692 = stablehlo.reduce(%691 init: %cst_183) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_184 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %694 = stablehlo.divide %688, %693 : tensor<32xf32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [3] : (tensor<32xf32>) -> tensor<256x16x16x32xf32>
    %696 = stablehlo.multiply %695, %251 : tensor<256x16x16x32xf32>
    %697 = stablehlo.negate %696 : tensor<256x16x16x32xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.reduce(%697 init: %cst_185) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %699 = stablehlo.reshape %698 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %700 = stablehlo.add %686, %696 : tensor<256x16x16x32xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %701 = stablehlo.reduce(%699 init: %cst_186) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %702 = stablehlo.add %692, %701 : tensor<32xf32>
    %cst_187 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %704 = stablehlo.divide %702, %703 : tensor<32xf32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [3] : (tensor<32xf32>) -> tensor<256x16x16x32xf32>
    %706 = stablehlo.add %700, %705 : tensor<256x16x16x32xf32>
    %707 = stablehlo.convolution(%239, %706) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<256x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %708 = stablehlo.reverse %arg23, dims = [0, 1] : tensor<3x3x32x32xf32>
    %709 = stablehlo.convolution(%706, %708) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<256x16x16x32xf32>
    %710 = stablehlo.add %633, %709 : tensor<256x16x16x32xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %712 = stablehlo.select %241, %710, %711 : tensor<256x16x16x32xi1>, tensor<256x16x16x32xf32>
    %713 = stablehlo.convolution(%169, %712) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<256x16x16x32xf32>) -> tensor<1x1x16x32xf32>
    %714 = stablehlo.reverse %arg18, dims = [0, 1] : tensor<1x1x16x32xf32>
    %715 = stablehlo.convolution(%712, %714) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<1x1x16x32xf32>) -> tensor<256x32x32x16xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.reduce(%712 init: %cst_189) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %717 = stablehlo.reshape %716 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%717 init: %cst_190) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %719 = stablehlo.multiply %230, %712 : tensor<256x16x16x32xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %720 = stablehlo.reduce(%719 init: %cst_191) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %721 = stablehlo.reshape %720 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %722 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %723 = stablehlo.multiply %712, %722 : tensor<256x16x16x32xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %724 = stablehlo.reduce(%721 init: %cst_192) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %725 = stablehlo.multiply %221, %723 : tensor<256x16x16x32xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%725 init: %cst_193) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %727 = stablehlo.reshape %726 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %728 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %729 = stablehlo.multiply %723, %728 : tensor<256x16x16x32xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %730 = stablehlo.reduce(%727 init: %cst_194) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %731 = stablehlo.multiply %730, %227 : tensor<32xf32>
    %732 = stablehlo.negate %729 : tensor<256x16x16x32xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.reduce(%732 init: %cst_195) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %734 = stablehlo.reshape %733 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.reduce(%734 init: %cst_196) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_197 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %737 = stablehlo.divide %731, %736 : tensor<32xf32>
    %738 = stablehlo.broadcast_in_dim %737, dims = [3] : (tensor<32xf32>) -> tensor<256x16x16x32xf32>
    %739 = stablehlo.multiply %738, %215 : tensor<256x16x16x32xf32>
    %740 = stablehlo.negate %739 : tensor<256x16x16x32xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %741 = stablehlo.reduce(%740 init: %cst_198) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %742 = stablehlo.reshape %741 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %743 = stablehlo.add %729, %739 : tensor<256x16x16x32xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %744 = stablehlo.reduce(%742 init: %cst_199) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %745 = stablehlo.add %735, %744 : tensor<32xf32>
    %cst_200 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %747 = stablehlo.divide %745, %746 : tensor<32xf32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [3] : (tensor<32xf32>) -> tensor<256x16x16x32xf32>
    %749 = stablehlo.add %743, %748 : tensor<256x16x16x32xf32>
    %750 = stablehlo.convolution(%203, %749) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<256x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %751 = stablehlo.reverse %arg17, dims = [0, 1] : tensor<3x3x32x32xf32>
    %752 = stablehlo.convolution(%749, %751) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<256x16x16x32xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %754 = stablehlo.select %205, %752, %753 : tensor<256x16x16x32xi1>, tensor<256x16x16x32xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %755 = stablehlo.reduce(%754 init: %cst_202) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %756 = stablehlo.reshape %755 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.reduce(%756 init: %cst_203) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %758 = stablehlo.multiply %196, %754 : tensor<256x16x16x32xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%758 init: %cst_204) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.reshape %759 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %761 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %762 = stablehlo.multiply %754, %761 : tensor<256x16x16x32xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.reduce(%760 init: %cst_205) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %764 = stablehlo.multiply %187, %762 : tensor<256x16x16x32xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_206) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %766 = stablehlo.reshape %765 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %767 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<256x16x16x32xf32>
    %768 = stablehlo.multiply %762, %767 : tensor<256x16x16x32xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.reduce(%766 init: %cst_207) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %770 = stablehlo.multiply %769, %193 : tensor<32xf32>
    %771 = stablehlo.negate %768 : tensor<256x16x16x32xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %772 = stablehlo.reduce(%771 init: %cst_208) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %773 = stablehlo.reshape %772 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %774 = stablehlo.reduce(%773 init: %cst_209) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_210 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %776 = stablehlo.divide %770, %775 : tensor<32xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [3] : (tensor<32xf32>) -> tensor<256x16x16x32xf32>
    %778 = stablehlo.multiply %777, %181 : tensor<256x16x16x32xf32>
    %779 = stablehlo.negate %778 : tensor<256x16x16x32xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.reduce(%779 init: %cst_211) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %781 = stablehlo.reshape %780 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %782 = stablehlo.add %768, %778 : tensor<256x16x16x32xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %783 = stablehlo.reduce(%781 init: %cst_212) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %784 = stablehlo.add %774, %783 : tensor<32xf32>
    %cst_213 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %786 = stablehlo.divide %784, %785 : tensor<32xf32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [3] : (tensor<32xf32>) -> tensor<256x16x16x32xf32>
    %788 = stablehlo.add %782, %787 : tensor<256x16x16x32xf32>
    %789 = stablehlo.convolution(%169, %788) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<256x16x16x32xf32>) -> tensor<3x3x16x32xf32>
    %790 = stablehlo.reverse %arg16, dims = [0, 1] : tensor<3x3x16x32xf32>
    %791 = stablehlo.convolution(%788, %790) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x16x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<256x32x32x16xf32>
    %792 = stablehlo.add %715, %791 : tensor<256x32x32x16xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %794 = stablehlo.select %171, %792, %793 : tensor<256x32x32x16xi1>, tensor<256x32x32x16xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%794 init: %cst_215) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %796 = stablehlo.reshape %795 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.reduce(%796 init: %cst_216) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %798 = stablehlo.multiply %161, %794 : tensor<256x32x32x16xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.reduce(%798 init: %cst_217) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %800 = stablehlo.reshape %799 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %801 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %802 = stablehlo.multiply %794, %801 : tensor<256x32x32x16xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.reduce(%800 init: %cst_218) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %804 = stablehlo.multiply %152, %802 : tensor<256x32x32x16xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.reduce(%804 init: %cst_219) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %806 = stablehlo.reshape %805 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %807 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %808 = stablehlo.multiply %802, %807 : tensor<256x32x32x16xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %809 = stablehlo.reduce(%806 init: %cst_220) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %810 = stablehlo.multiply %809, %158 : tensor<16xf32>
    %811 = stablehlo.negate %808 : tensor<256x32x32x16xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %812 = stablehlo.reduce(%811 init: %cst_221) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %813 = stablehlo.reshape %812 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %814 = stablehlo.reduce(%813 init: %cst_222) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_223 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %816 = stablehlo.divide %810, %815 : tensor<16xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %818 = stablehlo.multiply %817, %146 : tensor<256x32x32x16xf32>
    %819 = stablehlo.negate %818 : tensor<256x32x32x16xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.reduce(%819 init: %cst_224) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %821 = stablehlo.reshape %820 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %822 = stablehlo.add %808, %818 : tensor<256x32x32x16xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %823 = stablehlo.reduce(%821 init: %cst_225) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %824 = stablehlo.add %814, %823 : tensor<16xf32>
    %cst_226 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %826 = stablehlo.divide %824, %825 : tensor<16xf32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %828 = stablehlo.add %822, %827 : tensor<256x32x32x16xf32>
    %829 = stablehlo.convolution(%134, %828) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<256x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %830 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<3x3x16x16xf32>
    %831 = stablehlo.convolution(%828, %830) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %833 = stablehlo.select %136, %831, %832 : tensor<256x32x32x16xi1>, tensor<256x32x32x16xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %834 = stablehlo.reduce(%833 init: %cst_228) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %835 = stablehlo.reshape %834 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %836 = stablehlo.reduce(%835 init: %cst_229) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %837 = stablehlo.multiply %127, %833 : tensor<256x32x32x16xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %838 = stablehlo.reduce(%837 init: %cst_230) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %839 = stablehlo.reshape %838 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %840 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %841 = stablehlo.multiply %833, %840 : tensor<256x32x32x16xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %842 = stablehlo.reduce(%839 init: %cst_231) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %843 = stablehlo.multiply %118, %841 : tensor<256x32x32x16xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %844 = stablehlo.reduce(%843 init: %cst_232) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %845 = stablehlo.reshape %844 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %846 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %847 = stablehlo.multiply %841, %846 : tensor<256x32x32x16xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.reduce(%845 init: %cst_233) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %849 = stablehlo.multiply %848, %124 : tensor<16xf32>
    %850 = stablehlo.negate %847 : tensor<256x32x32x16xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %851 = stablehlo.reduce(%850 init: %cst_234) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %852 = stablehlo.reshape %851 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %853 = stablehlo.reduce(%852 init: %cst_235) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_236 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %855 = stablehlo.divide %849, %854 : tensor<16xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %857 = stablehlo.multiply %856, %112 : tensor<256x32x32x16xf32>
    %858 = stablehlo.negate %857 : tensor<256x32x32x16xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %859 = stablehlo.reduce(%858 init: %cst_237) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %860 = stablehlo.reshape %859 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %861 = stablehlo.add %847, %857 : tensor<256x32x32x16xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%860 init: %cst_238) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %863 = stablehlo.add %853, %862 : tensor<16xf32>
    %cst_239 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %865 = stablehlo.divide %863, %864 : tensor<16xf32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %867 = stablehlo.add %861, %866 : tensor<256x32x32x16xf32>
    %868 = stablehlo.convolution(%100, %867) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<256x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %869 = stablehlo.reverse %arg10, dims = [0, 1] : tensor<3x3x16x16xf32>
    %870 = stablehlo.convolution(%867, %869) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<256x32x32x16xf32>
    %871 = stablehlo.add %794, %870 : tensor<256x32x32x16xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %873 = stablehlo.select %102, %871, %872 : tensor<256x32x32x16xi1>, tensor<256x32x32x16xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %874 = stablehlo.reduce(%873 init: %cst_241) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %875 = stablehlo.reshape %874 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %876 = stablehlo.reduce(%875 init: %cst_242) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %877 = stablehlo.multiply %92, %873 : tensor<256x32x32x16xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %878 = stablehlo.reduce(%877 init: %cst_243) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %879 = stablehlo.reshape %878 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %880 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %881 = stablehlo.multiply %873, %880 : tensor<256x32x32x16xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %882 = stablehlo.reduce(%879 init: %cst_244) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %883 = stablehlo.multiply %83, %881 : tensor<256x32x32x16xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %884 = stablehlo.reduce(%883 init: %cst_245) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %885 = stablehlo.reshape %884 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %886 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %887 = stablehlo.multiply %881, %886 : tensor<256x32x32x16xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.reduce(%885 init: %cst_246) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %889 = stablehlo.multiply %888, %89 : tensor<16xf32>
    %890 = stablehlo.negate %887 : tensor<256x32x32x16xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %891 = stablehlo.reduce(%890 init: %cst_247) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %892 = stablehlo.reshape %891 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %893 = stablehlo.reduce(%892 init: %cst_248) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_249 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %895 = stablehlo.divide %889, %894 : tensor<16xf32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %897 = stablehlo.multiply %896, %77 : tensor<256x32x32x16xf32>
    %898 = stablehlo.negate %897 : tensor<256x32x32x16xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.reduce(%898 init: %cst_250) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %900 = stablehlo.reshape %899 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %901 = stablehlo.add %887, %897 : tensor<256x32x32x16xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %902 = stablehlo.reduce(%900 init: %cst_251) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %903 = stablehlo.add %893, %902 : tensor<16xf32>
    %cst_252 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %905 = stablehlo.divide %903, %904 : tensor<16xf32>
    %906 = stablehlo.broadcast_in_dim %905, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %907 = stablehlo.add %901, %906 : tensor<256x32x32x16xf32>
    %908 = stablehlo.convolution(%65, %907) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<256x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %909 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x16x16xf32>
    %910 = stablehlo.convolution(%907, %909) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<256x32x32x16xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %912 = stablehlo.select %67, %910, %911 : tensor<256x32x32x16xi1>, tensor<256x32x32x16xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %913 = stablehlo.reduce(%912 init: %cst_254) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %914 = stablehlo.reshape %913 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %915 = stablehlo.reduce(%914 init: %cst_255) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %916 = stablehlo.multiply %58, %912 : tensor<256x32x32x16xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %917 = stablehlo.reduce(%916 init: %cst_256) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %918 = stablehlo.reshape %917 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %919 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %920 = stablehlo.multiply %912, %919 : tensor<256x32x32x16xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %921 = stablehlo.reduce(%918 init: %cst_257) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %922 = stablehlo.multiply %49, %920 : tensor<256x32x32x16xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %923 = stablehlo.reduce(%922 init: %cst_258) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %924 = stablehlo.reshape %923 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %925 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %926 = stablehlo.multiply %920, %925 : tensor<256x32x32x16xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %927 = stablehlo.reduce(%924 init: %cst_259) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %928 = stablehlo.multiply %927, %55 : tensor<16xf32>
    %929 = stablehlo.negate %926 : tensor<256x32x32x16xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %930 = stablehlo.reduce(%929 init: %cst_260) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %931 = stablehlo.reshape %930 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %932 = stablehlo.reduce(%931 init: %cst_261) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_262 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %934 = stablehlo.divide %928, %933 : tensor<16xf32>
    %935 = stablehlo.broadcast_in_dim %934, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %936 = stablehlo.multiply %935, %43 : tensor<256x32x32x16xf32>
    %937 = stablehlo.negate %936 : tensor<256x32x32x16xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %938 = stablehlo.reduce(%937 init: %cst_263) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %939 = stablehlo.reshape %938 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %940 = stablehlo.add %926, %936 : tensor<256x32x32x16xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %941 = stablehlo.reduce(%939 init: %cst_264) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %942 = stablehlo.add %932, %941 : tensor<16xf32>
    %cst_265 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %944 = stablehlo.divide %942, %943 : tensor<16xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %946 = stablehlo.add %940, %945 : tensor<256x32x32x16xf32>
    %947 = stablehlo.convolution(%31, %946) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<256x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %948 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<3x3x16x16xf32>
    %949 = stablehlo.convolution(%946, %948) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<256x32x32x16xf32>
    %950 = stablehlo.add %873, %949 : tensor<256x32x32x16xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %952 = stablehlo.select %33, %950, %951 : tensor<256x32x32x16xi1>, tensor<256x32x32x16xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %953 = stablehlo.reduce(%952 init: %cst_267) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %954 = stablehlo.reshape %953 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %955 = stablehlo.reduce(%954 init: %cst_268) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %956 = stablehlo.multiply %24, %952 : tensor<256x32x32x16xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %957 = stablehlo.reduce(%956 init: %cst_269) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %958 = stablehlo.reshape %957 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %959 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %960 = stablehlo.multiply %952, %959 : tensor<256x32x32x16xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %961 = stablehlo.reduce(%958 init: %cst_270) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %962 = stablehlo.multiply %15, %960 : tensor<256x32x32x16xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%962 init: %cst_271) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %964 = stablehlo.reshape %963 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %965 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<256x32x32x16xf32>
    %966 = stablehlo.multiply %960, %965 : tensor<256x32x32x16xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %967 = stablehlo.reduce(%964 init: %cst_272) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %968 = stablehlo.multiply %967, %21 : tensor<16xf32>
    %969 = stablehlo.negate %966 : tensor<256x32x32x16xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %970 = stablehlo.reduce(%969 init: %cst_273) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %971 = stablehlo.reshape %970 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %972 = stablehlo.reduce(%971 init: %cst_274) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_275 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %974 = stablehlo.divide %968, %973 : tensor<16xf32>
    %975 = stablehlo.broadcast_in_dim %974, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %976 = stablehlo.multiply %975, %9 : tensor<256x32x32x16xf32>
    %977 = stablehlo.negate %976 : tensor<256x32x32x16xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %978 = stablehlo.reduce(%977 init: %cst_276) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %979 = stablehlo.reshape %978 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %980 = stablehlo.add %966, %976 : tensor<256x32x32x16xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %981 = stablehlo.reduce(%979 init: %cst_277) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %982 = stablehlo.add %972, %981 : tensor<16xf32>
    %cst_278 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %984 = stablehlo.divide %982, %983 : tensor<16xf32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [3] : (tensor<16xf32>) -> tensor<256x32x32x16xf32>
    %986 = stablehlo.add %980, %985 : tensor<256x32x32x16xf32>
    %987 = stablehlo.convolution(%arg42, %986) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<256x32x32x3xf32>, tensor<256x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %989 = stablehlo.multiply %988, %915 : tensor<16xf32>
    %990 = stablehlo.subtract %arg0, %989 : tensor<16xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %992 = stablehlo.multiply %991, %921 : tensor<16xf32>
    %993 = stablehlo.subtract %arg1, %992 : tensor<16xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %995 = stablehlo.multiply %994, %876 : tensor<16xf32>
    %996 = stablehlo.subtract %arg2, %995 : tensor<16xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %998 = stablehlo.multiply %997, %882 : tensor<16xf32>
    %999 = stablehlo.subtract %arg3, %998 : tensor<16xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1001 = stablehlo.multiply %1000, %947 : tensor<3x3x16x16xf32>
    %1002 = stablehlo.subtract %arg4, %1001 : tensor<3x3x16x16xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1004 = stablehlo.multiply %1003, %908 : tensor<3x3x16x16xf32>
    %1005 = stablehlo.subtract %arg5, %1004 : tensor<3x3x16x16xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1007 = stablehlo.multiply %1006, %836 : tensor<16xf32>
    %1008 = stablehlo.subtract %arg6, %1007 : tensor<16xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1010 = stablehlo.multiply %1009, %842 : tensor<16xf32>
    %1011 = stablehlo.subtract %arg7, %1010 : tensor<16xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1013 = stablehlo.multiply %1012, %797 : tensor<16xf32>
    %1014 = stablehlo.subtract %arg8, %1013 : tensor<16xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1016 = stablehlo.multiply %1015, %803 : tensor<16xf32>
    %1017 = stablehlo.subtract %arg9, %1016 : tensor<16xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1019 = stablehlo.multiply %1018, %868 : tensor<3x3x16x16xf32>
    %1020 = stablehlo.subtract %arg10, %1019 : tensor<3x3x16x16xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1022 = stablehlo.multiply %1021, %829 : tensor<3x3x16x16xf32>
    %1023 = stablehlo.subtract %arg11, %1022 : tensor<3x3x16x16xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1025 = stablehlo.multiply %1024, %757 : tensor<32xf32>
    %1026 = stablehlo.subtract %arg12, %1025 : tensor<32xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1028 = stablehlo.multiply %1027, %763 : tensor<32xf32>
    %1029 = stablehlo.subtract %arg13, %1028 : tensor<32xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1031 = stablehlo.multiply %1030, %718 : tensor<32xf32>
    %1032 = stablehlo.subtract %arg14, %1031 : tensor<32xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1034 = stablehlo.multiply %1033, %724 : tensor<32xf32>
    %1035 = stablehlo.subtract %arg15, %1034 : tensor<32xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %1037 = stablehlo.multiply %1036, %789 : tensor<3x3x16x32xf32>
    %1038 = stablehlo.subtract %arg16, %1037 : tensor<3x3x16x32xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1040 = stablehlo.multiply %1039, %750 : tensor<3x3x32x32xf32>
    %1041 = stablehlo.subtract %arg17, %1040 : tensor<3x3x32x32xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1043 = stablehlo.multiply %1042, %713 : tensor<1x1x16x32xf32>
    %1044 = stablehlo.subtract %arg18, %1043 : tensor<1x1x16x32xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1046 = stablehlo.multiply %1045, %675 : tensor<32xf32>
    %1047 = stablehlo.subtract %arg19, %1046 : tensor<32xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1049 = stablehlo.multiply %1048, %681 : tensor<32xf32>
    %1050 = stablehlo.subtract %arg20, %1049 : tensor<32xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1052 = stablehlo.multiply %1051, %636 : tensor<32xf32>
    %1053 = stablehlo.subtract %arg21, %1052 : tensor<32xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1055 = stablehlo.multiply %1054, %642 : tensor<32xf32>
    %1056 = stablehlo.subtract %arg22, %1055 : tensor<32xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1058 = stablehlo.multiply %1057, %707 : tensor<3x3x32x32xf32>
    %1059 = stablehlo.subtract %arg23, %1058 : tensor<3x3x32x32xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1061 = stablehlo.multiply %1060, %668 : tensor<3x3x32x32xf32>
    %1062 = stablehlo.subtract %arg24, %1061 : tensor<3x3x32x32xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1064 = stablehlo.multiply %1063, %596 : tensor<64xf32>
    %1065 = stablehlo.subtract %arg25, %1064 : tensor<64xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1067 = stablehlo.multiply %1066, %602 : tensor<64xf32>
    %1068 = stablehlo.subtract %arg26, %1067 : tensor<64xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1070 = stablehlo.multiply %1069, %557 : tensor<64xf32>
    %1071 = stablehlo.subtract %arg27, %1070 : tensor<64xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1073 = stablehlo.multiply %1072, %563 : tensor<64xf32>
    %1074 = stablehlo.subtract %arg28, %1073 : tensor<64xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %1076 = stablehlo.multiply %1075, %628 : tensor<3x3x32x64xf32>
    %1077 = stablehlo.subtract %arg29, %1076 : tensor<3x3x32x64xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1079 = stablehlo.multiply %1078, %589 : tensor<3x3x64x64xf32>
    %1080 = stablehlo.subtract %arg30, %1079 : tensor<3x3x64x64xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %1082 = stablehlo.multiply %1081, %552 : tensor<1x1x32x64xf32>
    %1083 = stablehlo.subtract %arg31, %1082 : tensor<1x1x32x64xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1085 = stablehlo.multiply %1084, %514 : tensor<64xf32>
    %1086 = stablehlo.subtract %arg32, %1085 : tensor<64xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1088 = stablehlo.multiply %1087, %520 : tensor<64xf32>
    %1089 = stablehlo.subtract %arg33, %1088 : tensor<64xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1091 = stablehlo.multiply %1090, %475 : tensor<64xf32>
    %1092 = stablehlo.subtract %arg34, %1091 : tensor<64xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1094 = stablehlo.multiply %1093, %481 : tensor<64xf32>
    %1095 = stablehlo.subtract %arg35, %1094 : tensor<64xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1097 = stablehlo.multiply %1096, %546 : tensor<3x3x64x64xf32>
    %1098 = stablehlo.subtract %arg36, %1097 : tensor<3x3x64x64xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1100 = stablehlo.multiply %1099, %507 : tensor<3x3x64x64xf32>
    %1101 = stablehlo.subtract %arg37, %1100 : tensor<3x3x64x64xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %1103 = stablehlo.multiply %1102, %466 : tensor<64x10xf32>
    %1104 = stablehlo.subtract %arg38, %1103 : tensor<64x10xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1106 = stablehlo.multiply %1105, %987 : tensor<3x3x3x16xf32>
    %1107 = stablehlo.subtract %arg39, %1106 : tensor<3x3x3x16xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1109 = stablehlo.multiply %1108, %955 : tensor<16xf32>
    %1110 = stablehlo.subtract %arg40, %1109 : tensor<16xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1112 = stablehlo.multiply %1111, %961 : tensor<16xf32>
    %1113 = stablehlo.subtract %arg41, %1112 : tensor<16xf32>
    return %990, %993, %996, %999, %1002, %1005, %1008, %1011, %1014, %1017, %1020, %1023, %1026, %1029, %1032, %1035, %1038, %1041, %1044, %1047, %1050, %1053, %1056, %1059, %1062, %1065, %1068, %1071, %1074, %1077, %1080, %1083, %1086, %1089, %1092, %1095, %1098, %1101, %1104, %1107, %1110, %1113, %459 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<64x10xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<256x32x32x16xf32>) -> tensor<256x32x32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x32x32x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x32x32x16xf32>
    return %1 : tensor<256x32x32x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<256x16x16x32xf32>) -> tensor<256x16x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x16x16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x16x16x32xf32>
    return %1 : tensor<256x16x16x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<256x8x8x64xf32>) -> tensor<256x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x8x8x64xf32>
    return %1 : tensor<256x8x8x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<256x10xf32>) -> (tensor<256x10xf32>, tensor<256x10xf32>, tensor<256x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x10xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x10xf32>
    %6 = stablehlo.exponential %5 : tensor<256x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x10xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %9 = stablehlo.log %8 : tensor<256x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<256x10xf32>
    return %11, %6, %8 : tensor<256x10xf32>, tensor<256x10xf32>, tensor<256x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<256x10xf32>, %arg1: tensor<256x1xi32>) -> (tensor<256x1xf32>, tensor<256x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<256x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<256x1xi1>, tensor<256x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<256x1x1xi32>, tensor<256x1x1xi32>) -> tensor<256x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<256x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<256x1x1xi32>, tensor<256x1x1xi32>) -> tensor<256x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<256x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<256x1x1xi1>, tensor<i1>) -> tensor<256x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x10xf32>, tensor<256x1x1xi32>) -> tensor<256x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<256x1xi1>, tensor<256x1xf32>
    return %15, %5 : tensor<256x1xf32>, tensor<256x1x1xi32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<256x1x1xi32>, %arg1: tensor<256x1xf32>) -> tensor<256x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x10xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x10xf32>
    return %1 : tensor<256x10xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<256x10xf32>, %arg1: tensor<256x1xf32>, %arg2: tensor<256x10xf32>) -> tensor<256x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<256x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x10xf32>, tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.reshape %1 : (tensor<256xf32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<256xf32>) -> tensor<256x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<256x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<256x10xf32>
    return %7 : tensor<256x10xf32>
  }
}
