module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<4096x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<1408x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<1408x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<1408x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<1408x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<512x1408xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<512x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<16x256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg40: tensor<16x256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<4096x512xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1408x512xbf16> {jax.result_info = "result[0]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x1408xbf16> {jax.result_info = "result[0]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x1408xbf16> {jax.result_info = "result[0]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1408x512xbf16> {jax.result_info = "result[0]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x1408xbf16> {jax.result_info = "result[0]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x1408xbf16> {jax.result_info = "result[0]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][2]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][2]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1408x512xbf16> {jax.result_info = "result[0]['layers'][2]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x1408xbf16> {jax.result_info = "result[0]['layers'][2]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x1408xbf16> {jax.result_info = "result[0]['layers'][2]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][2]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][2]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][2]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][2]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][3]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][3]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1408x512xbf16> {jax.result_info = "result[0]['layers'][3]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x1408xbf16> {jax.result_info = "result[0]['layers'][3]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x1408xbf16> {jax.result_info = "result[0]['layers'][3]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][3]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][3]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][3]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][3]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x4096xbf16> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x256xi32>
    %1 = stablehlo.compare LT, %arg39, %0, SIGNED : (tensor<16x256xi32>, tensor<16x256xi32>) -> tensor<16x256xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x256xi32>
    %3 = stablehlo.add %arg39, %2 : tensor<16x256xi32>
    %4 = stablehlo.select %1, %3, %arg39 : tensor<16x256xi1>, tensor<16x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x256xi32>) -> tensor<16x256x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xbf16>, tensor<16x256x1xi32>) -> tensor<16x256x512xbf16>
    %7 = stablehlo.convert %6 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<16x256x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x256x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x256x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<16x256x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<16x256x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<16x256x1xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<16x256x512xf32>
    %21 = stablehlo.convert %20 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %22 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %24 = stablehlo.multiply %21, %23 : tensor<16x256x512xbf16>
    %25 = stablehlo.dot_general %24, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %26 = stablehlo.reshape %25 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %27 = stablehlo.dot_general %24, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %28 = stablehlo.reshape %27 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %29 = stablehlo.dot_general %24, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %30 = stablehlo.reshape %29 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %31 = stablehlo.iota dim = 0 : tensor<32xf32>
    %32 = stablehlo.negate %31 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %34 = stablehlo.divide %32, %33 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %36 = stablehlo.power %35, %34 : tensor<32xf32>
    %37 = stablehlo.iota dim = 0 : tensor<256xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %39 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<256x32xf32>
    %43 = stablehlo.cosine %42 : tensor<256x32xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %45 = stablehlo.sine %42 : tensor<256x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %47 = stablehlo.slice %26 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %48 = stablehlo.convert %47 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %49 = stablehlo.slice %26 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %50 = stablehlo.convert %49 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %51 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<16x256x8x32xf32>
    %53 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %54 = stablehlo.multiply %50, %53 : tensor<16x256x8x32xf32>
    %55 = stablehlo.subtract %52, %54 : tensor<16x256x8x32xf32>
    %56 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %57 = stablehlo.multiply %48, %56 : tensor<16x256x8x32xf32>
    %58 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %59 = stablehlo.multiply %50, %58 : tensor<16x256x8x32xf32>
    %60 = stablehlo.add %57, %59 : tensor<16x256x8x32xf32>
    %61 = stablehlo.concatenate %55, %60, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %62 = stablehlo.convert %61 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %63 = stablehlo.iota dim = 0 : tensor<32xf32>
    %64 = stablehlo.negate %63 : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %66 = stablehlo.divide %64, %65 : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %68 = stablehlo.power %67, %66 : tensor<32xf32>
    %69 = stablehlo.iota dim = 0 : tensor<256xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<256x32xf32>
    %75 = stablehlo.cosine %74 : tensor<256x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %77 = stablehlo.sine %74 : tensor<256x32xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %79 = stablehlo.slice %28 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %80 = stablehlo.convert %79 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %81 = stablehlo.slice %28 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %82 = stablehlo.convert %81 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %83 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<16x256x8x32xf32>
    %85 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<16x256x8x32xf32>
    %87 = stablehlo.subtract %84, %86 : tensor<16x256x8x32xf32>
    %88 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %89 = stablehlo.multiply %80, %88 : tensor<16x256x8x32xf32>
    %90 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %91 = stablehlo.multiply %82, %90 : tensor<16x256x8x32xf32>
    %92 = stablehlo.add %89, %91 : tensor<16x256x8x32xf32>
    %93 = stablehlo.concatenate %87, %92, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %94 = stablehlo.convert %93 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %95 = stablehlo.dot_general %62, %94, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %96 = stablehlo.convert %95 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %97 = stablehlo.sqrt %cst_8 : tensor<f32>
    %98 = stablehlo.convert %97 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %100 = stablehlo.divide %96, %99 : tensor<16x8x256x256xf32>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %101 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %102 = call @tril(%101) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_10 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %103:2 = call @_where(%102, %100, %cst_10) : (tensor<256x256xi1>, tensor<16x8x256x256xf32>, tensor<f32>) -> (tensor<16x8x256x256xf32>, tensor<16x8x256x256xi1>)
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = stablehlo.reduce(%103#0 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x8x256xf32>
    %106 = stablehlo.maximum %105, %104 : tensor<16x8x256xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %109 = stablehlo.subtract %103#0, %108 : tensor<16x8x256x256xf32>
    %110 = stablehlo.exponential %109 : tensor<16x8x256x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %114 = stablehlo.divide %110, %113 : tensor<16x8x256x256xf32>
    %115 = stablehlo.multiply %112, %112 : tensor<16x8x256x1xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x8x256x1xf32>
    %117 = stablehlo.divide %116, %115 : tensor<16x8x256x1xf32>
    %118 = stablehlo.convert %114 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %119 = stablehlo.dot_general %30, %118, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %120 = stablehlo.transpose %119, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %121 = stablehlo.reshape %120 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %122 = stablehlo.dot_general %121, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %123 = stablehlo.add %6, %122 : tensor<16x256x512xbf16>
    %124 = stablehlo.convert %123 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %125 = stablehlo.multiply %124, %124 : tensor<16x256x512xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_16 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %129 = stablehlo.divide %127, %128 : tensor<16x256x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %131 = stablehlo.add %129, %130 : tensor<16x256x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<16x256x1xf32>
    %133 = stablehlo.divide %132, %131 : tensor<16x256x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<16x256x1xf32>
    %136 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %137 = stablehlo.multiply %124, %136 : tensor<16x256x512xf32>
    %138 = stablehlo.convert %137 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %139 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %141 = stablehlo.multiply %138, %140 : tensor<16x256x512xbf16>
    %142 = stablehlo.dot_general %141, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %143:3 = call @silu(%142) : (tensor<16x256x1408xbf16>) -> (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>)
    %144 = stablehlo.dot_general %141, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %145 = stablehlo.multiply %143#0, %144 : tensor<16x256x1408xbf16>
    %146 = stablehlo.dot_general %145, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x512xbf16>
    %147 = stablehlo.add %123, %146 : tensor<16x256x512xbf16>
    %148 = sdy.sharding_constraint %147 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    %149 = stablehlo.convert %148 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %150 = stablehlo.multiply %149, %149 : tensor<16x256x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_20 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<16x256x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %156 = stablehlo.add %154, %155 : tensor<16x256x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<16x256x1xf32>
    %158 = stablehlo.divide %157, %156 : tensor<16x256x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<16x256x1xf32>
    %161 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %162 = stablehlo.multiply %149, %161 : tensor<16x256x512xf32>
    %163 = stablehlo.convert %162 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %164 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %166 = stablehlo.multiply %163, %165 : tensor<16x256x512xbf16>
    %167 = stablehlo.dot_general %166, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %168 = stablehlo.reshape %167 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %169 = stablehlo.dot_general %166, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %170 = stablehlo.reshape %169 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %171 = stablehlo.dot_general %166, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %172 = stablehlo.reshape %171 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %173 = stablehlo.iota dim = 0 : tensor<32xf32>
    %174 = stablehlo.negate %173 : tensor<32xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %176 = stablehlo.divide %174, %175 : tensor<32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %178 = stablehlo.power %177, %176 : tensor<32xf32>
    %179 = stablehlo.iota dim = 0 : tensor<256xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %181 = stablehlo.broadcast_in_dim %178, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %182 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %183 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %184 = stablehlo.multiply %182, %183 : tensor<256x32xf32>
    %185 = stablehlo.cosine %184 : tensor<256x32xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %187 = stablehlo.sine %184 : tensor<256x32xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %189 = stablehlo.slice %168 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %190 = stablehlo.convert %189 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %191 = stablehlo.slice %168 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %192 = stablehlo.convert %191 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %194 = stablehlo.multiply %190, %193 : tensor<16x256x8x32xf32>
    %195 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %196 = stablehlo.multiply %192, %195 : tensor<16x256x8x32xf32>
    %197 = stablehlo.subtract %194, %196 : tensor<16x256x8x32xf32>
    %198 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %199 = stablehlo.multiply %190, %198 : tensor<16x256x8x32xf32>
    %200 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %201 = stablehlo.multiply %192, %200 : tensor<16x256x8x32xf32>
    %202 = stablehlo.add %199, %201 : tensor<16x256x8x32xf32>
    %203 = stablehlo.concatenate %197, %202, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %204 = stablehlo.convert %203 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %205 = stablehlo.iota dim = 0 : tensor<32xf32>
    %206 = stablehlo.negate %205 : tensor<32xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %208 = stablehlo.divide %206, %207 : tensor<32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %210 = stablehlo.power %209, %208 : tensor<32xf32>
    %211 = stablehlo.iota dim = 0 : tensor<256xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %213 = stablehlo.broadcast_in_dim %210, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<256x32xf32>
    %217 = stablehlo.cosine %216 : tensor<256x32xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %219 = stablehlo.sine %216 : tensor<256x32xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %221 = stablehlo.slice %170 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %222 = stablehlo.convert %221 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %223 = stablehlo.slice %170 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %224 = stablehlo.convert %223 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %225 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %226 = stablehlo.multiply %222, %225 : tensor<16x256x8x32xf32>
    %227 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %228 = stablehlo.multiply %224, %227 : tensor<16x256x8x32xf32>
    %229 = stablehlo.subtract %226, %228 : tensor<16x256x8x32xf32>
    %230 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %231 = stablehlo.multiply %222, %230 : tensor<16x256x8x32xf32>
    %232 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %233 = stablehlo.multiply %224, %232 : tensor<16x256x8x32xf32>
    %234 = stablehlo.add %231, %233 : tensor<16x256x8x32xf32>
    %235 = stablehlo.concatenate %229, %234, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %236 = stablehlo.convert %235 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %237 = stablehlo.dot_general %204, %236, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %238 = stablehlo.convert %237 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %239 = stablehlo.sqrt %cst_27 : tensor<f32>
    %240 = stablehlo.convert %239 : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %242 = stablehlo.divide %238, %241 : tensor<16x8x256x256xf32>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %243 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %244 = call @tril(%243) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_29 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %245:2 = call @_where(%244, %242, %cst_29) : (tensor<256x256xi1>, tensor<16x8x256x256xf32>, tensor<f32>) -> (tensor<16x8x256x256xf32>, tensor<16x8x256x256xi1>)
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = stablehlo.reduce(%245#0 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x8x256xf32>
    %248 = stablehlo.maximum %247, %246 : tensor<16x8x256xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %251 = stablehlo.subtract %245#0, %250 : tensor<16x8x256x256xf32>
    %252 = stablehlo.exponential %251 : tensor<16x8x256x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %256 = stablehlo.divide %252, %255 : tensor<16x8x256x256xf32>
    %257 = stablehlo.multiply %254, %254 : tensor<16x8x256x1xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x8x256x1xf32>
    %259 = stablehlo.divide %258, %257 : tensor<16x8x256x1xf32>
    %260 = stablehlo.convert %256 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %261 = stablehlo.dot_general %172, %260, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %262 = stablehlo.transpose %261, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %263 = stablehlo.reshape %262 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %264 = stablehlo.dot_general %263, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %265 = stablehlo.add %148, %264 : tensor<16x256x512xbf16>
    %266 = stablehlo.convert %265 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %267 = stablehlo.multiply %266, %266 : tensor<16x256x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%267 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_35 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %271 = stablehlo.divide %269, %270 : tensor<16x256x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %273 = stablehlo.add %271, %272 : tensor<16x256x1xf32>
    %274 = stablehlo.rsqrt %273 : tensor<16x256x1xf32>
    %275 = stablehlo.divide %274, %273 : tensor<16x256x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<16x256x1xf32>
    %278 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %279 = stablehlo.multiply %266, %278 : tensor<16x256x512xf32>
    %280 = stablehlo.convert %279 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %281 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %283 = stablehlo.multiply %280, %282 : tensor<16x256x512xbf16>
    %284 = stablehlo.dot_general %283, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %285:3 = call @silu(%284) : (tensor<16x256x1408xbf16>) -> (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>)
    %286 = stablehlo.dot_general %283, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %287 = stablehlo.multiply %285#0, %286 : tensor<16x256x1408xbf16>
    %288 = stablehlo.dot_general %287, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x512xbf16>
    %289 = stablehlo.add %265, %288 : tensor<16x256x512xbf16>
    %290 = sdy.sharding_constraint %289 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    %291 = stablehlo.convert %290 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %292 = stablehlo.multiply %291, %291 : tensor<16x256x512xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_39 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %296 = stablehlo.divide %294, %295 : tensor<16x256x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %298 = stablehlo.add %296, %297 : tensor<16x256x1xf32>
    %299 = stablehlo.rsqrt %298 : tensor<16x256x1xf32>
    %300 = stablehlo.divide %299, %298 : tensor<16x256x1xf32>
    %cst_41 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %302 = stablehlo.multiply %301, %300 : tensor<16x256x1xf32>
    %303 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %304 = stablehlo.multiply %291, %303 : tensor<16x256x512xf32>
    %305 = stablehlo.convert %304 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %306 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %308 = stablehlo.multiply %305, %307 : tensor<16x256x512xbf16>
    %309 = stablehlo.dot_general %308, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %310 = stablehlo.reshape %309 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %311 = stablehlo.dot_general %308, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %312 = stablehlo.reshape %311 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %313 = stablehlo.dot_general %308, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %314 = stablehlo.reshape %313 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %315 = stablehlo.iota dim = 0 : tensor<32xf32>
    %316 = stablehlo.negate %315 : tensor<32xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %318 = stablehlo.divide %316, %317 : tensor<32xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %320 = stablehlo.power %319, %318 : tensor<32xf32>
    %321 = stablehlo.iota dim = 0 : tensor<256xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %323 = stablehlo.broadcast_in_dim %320, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %324 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %325 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %326 = stablehlo.multiply %324, %325 : tensor<256x32xf32>
    %327 = stablehlo.cosine %326 : tensor<256x32xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %329 = stablehlo.sine %326 : tensor<256x32xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %331 = stablehlo.slice %310 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %332 = stablehlo.convert %331 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %333 = stablehlo.slice %310 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %334 = stablehlo.convert %333 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %335 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %336 = stablehlo.multiply %332, %335 : tensor<16x256x8x32xf32>
    %337 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %338 = stablehlo.multiply %334, %337 : tensor<16x256x8x32xf32>
    %339 = stablehlo.subtract %336, %338 : tensor<16x256x8x32xf32>
    %340 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %341 = stablehlo.multiply %332, %340 : tensor<16x256x8x32xf32>
    %342 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %343 = stablehlo.multiply %334, %342 : tensor<16x256x8x32xf32>
    %344 = stablehlo.add %341, %343 : tensor<16x256x8x32xf32>
    %345 = stablehlo.concatenate %339, %344, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %346 = stablehlo.convert %345 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %347 = stablehlo.iota dim = 0 : tensor<32xf32>
    %348 = stablehlo.negate %347 : tensor<32xf32>
    %cst_44 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %350 = stablehlo.divide %348, %349 : tensor<32xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %352 = stablehlo.power %351, %350 : tensor<32xf32>
    %353 = stablehlo.iota dim = 0 : tensor<256xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %355 = stablehlo.broadcast_in_dim %352, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %356 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %357 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %358 = stablehlo.multiply %356, %357 : tensor<256x32xf32>
    %359 = stablehlo.cosine %358 : tensor<256x32xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %361 = stablehlo.sine %358 : tensor<256x32xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %363 = stablehlo.slice %312 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %364 = stablehlo.convert %363 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %365 = stablehlo.slice %312 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %366 = stablehlo.convert %365 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %367 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %368 = stablehlo.multiply %364, %367 : tensor<16x256x8x32xf32>
    %369 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %370 = stablehlo.multiply %366, %369 : tensor<16x256x8x32xf32>
    %371 = stablehlo.subtract %368, %370 : tensor<16x256x8x32xf32>
    %372 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %373 = stablehlo.multiply %364, %372 : tensor<16x256x8x32xf32>
    %374 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %375 = stablehlo.multiply %366, %374 : tensor<16x256x8x32xf32>
    %376 = stablehlo.add %373, %375 : tensor<16x256x8x32xf32>
    %377 = stablehlo.concatenate %371, %376, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %378 = stablehlo.convert %377 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %379 = stablehlo.dot_general %346, %378, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %380 = stablehlo.convert %379 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %381 = stablehlo.sqrt %cst_46 : tensor<f32>
    %382 = stablehlo.convert %381 : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %384 = stablehlo.divide %380, %383 : tensor<16x8x256x256xf32>
    %c_47 = stablehlo.constant dense<true> : tensor<i1>
    %385 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %386 = call @tril(%385) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_48 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %387:2 = call @_where(%386, %384, %cst_48) : (tensor<256x256xi1>, tensor<16x8x256x256xf32>, tensor<f32>) -> (tensor<16x8x256x256xf32>, tensor<16x8x256x256xi1>)
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %388 = stablehlo.reduce(%387#0 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16x8x256xf32>
    %390 = stablehlo.maximum %389, %388 : tensor<16x8x256xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %393 = stablehlo.subtract %387#0, %392 : tensor<16x8x256x256xf32>
    %394 = stablehlo.exponential %393 : tensor<16x8x256x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %398 = stablehlo.divide %394, %397 : tensor<16x8x256x256xf32>
    %399 = stablehlo.multiply %396, %396 : tensor<16x8x256x1xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x8x256x1xf32>
    %401 = stablehlo.divide %400, %399 : tensor<16x8x256x1xf32>
    %402 = stablehlo.convert %398 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %403 = stablehlo.dot_general %314, %402, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %404 = stablehlo.transpose %403, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %405 = stablehlo.reshape %404 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %406 = stablehlo.dot_general %405, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %407 = stablehlo.add %290, %406 : tensor<16x256x512xbf16>
    %408 = stablehlo.convert %407 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %409 = stablehlo.multiply %408, %408 : tensor<16x256x512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_54 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %413 = stablehlo.divide %411, %412 : tensor<16x256x1xf32>
    %cst_55 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %415 = stablehlo.add %413, %414 : tensor<16x256x1xf32>
    %416 = stablehlo.rsqrt %415 : tensor<16x256x1xf32>
    %417 = stablehlo.divide %416, %415 : tensor<16x256x1xf32>
    %cst_56 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %419 = stablehlo.multiply %418, %417 : tensor<16x256x1xf32>
    %420 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %421 = stablehlo.multiply %408, %420 : tensor<16x256x512xf32>
    %422 = stablehlo.convert %421 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %423 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %425 = stablehlo.multiply %422, %424 : tensor<16x256x512xbf16>
    %426 = stablehlo.dot_general %425, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %427:3 = call @silu(%426) : (tensor<16x256x1408xbf16>) -> (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>)
    %428 = stablehlo.dot_general %425, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %429 = stablehlo.multiply %427#0, %428 : tensor<16x256x1408xbf16>
    %430 = stablehlo.dot_general %429, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x512xbf16>
    %431 = stablehlo.add %407, %430 : tensor<16x256x512xbf16>
    %432 = sdy.sharding_constraint %431 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    %433 = stablehlo.convert %432 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %434 = stablehlo.multiply %433, %433 : tensor<16x256x512xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_58 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %438 = stablehlo.divide %436, %437 : tensor<16x256x1xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %440 = stablehlo.add %438, %439 : tensor<16x256x1xf32>
    %441 = stablehlo.rsqrt %440 : tensor<16x256x1xf32>
    %442 = stablehlo.divide %441, %440 : tensor<16x256x1xf32>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %444 = stablehlo.multiply %443, %442 : tensor<16x256x1xf32>
    %445 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %446 = stablehlo.multiply %433, %445 : tensor<16x256x512xf32>
    %447 = stablehlo.convert %446 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %448 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %450 = stablehlo.multiply %447, %449 : tensor<16x256x512xbf16>
    %451 = stablehlo.dot_general %450, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %452 = stablehlo.reshape %451 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %453 = stablehlo.dot_general %450, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %454 = stablehlo.reshape %453 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %455 = stablehlo.dot_general %450, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %456 = stablehlo.reshape %455 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %457 = stablehlo.iota dim = 0 : tensor<32xf32>
    %458 = stablehlo.negate %457 : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %460 = stablehlo.divide %458, %459 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %462 = stablehlo.power %461, %460 : tensor<32xf32>
    %463 = stablehlo.iota dim = 0 : tensor<256xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %465 = stablehlo.broadcast_in_dim %462, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %466 = stablehlo.broadcast_in_dim %464, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %467 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %468 = stablehlo.multiply %466, %467 : tensor<256x32xf32>
    %469 = stablehlo.cosine %468 : tensor<256x32xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %471 = stablehlo.sine %468 : tensor<256x32xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %473 = stablehlo.slice %452 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %474 = stablehlo.convert %473 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %475 = stablehlo.slice %452 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %476 = stablehlo.convert %475 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %477 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %478 = stablehlo.multiply %474, %477 : tensor<16x256x8x32xf32>
    %479 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %480 = stablehlo.multiply %476, %479 : tensor<16x256x8x32xf32>
    %481 = stablehlo.subtract %478, %480 : tensor<16x256x8x32xf32>
    %482 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %483 = stablehlo.multiply %474, %482 : tensor<16x256x8x32xf32>
    %484 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %485 = stablehlo.multiply %476, %484 : tensor<16x256x8x32xf32>
    %486 = stablehlo.add %483, %485 : tensor<16x256x8x32xf32>
    %487 = stablehlo.concatenate %481, %486, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %488 = stablehlo.convert %487 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %489 = stablehlo.iota dim = 0 : tensor<32xf32>
    %490 = stablehlo.negate %489 : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %492 = stablehlo.divide %490, %491 : tensor<32xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %494 = stablehlo.power %493, %492 : tensor<32xf32>
    %495 = stablehlo.iota dim = 0 : tensor<256xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %497 = stablehlo.broadcast_in_dim %494, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %498 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %499 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %500 = stablehlo.multiply %498, %499 : tensor<256x32xf32>
    %501 = stablehlo.cosine %500 : tensor<256x32xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %503 = stablehlo.sine %500 : tensor<256x32xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [1, 3] : (tensor<256x32xf32>) -> tensor<1x256x1x32xf32>
    %505 = stablehlo.slice %454 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %506 = stablehlo.convert %505 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %507 = stablehlo.slice %454 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x32xbf16>
    %508 = stablehlo.convert %507 : (tensor<16x256x8x32xbf16>) -> tensor<16x256x8x32xf32>
    %509 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %510 = stablehlo.multiply %506, %509 : tensor<16x256x8x32xf32>
    %511 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %512 = stablehlo.multiply %508, %511 : tensor<16x256x8x32xf32>
    %513 = stablehlo.subtract %510, %512 : tensor<16x256x8x32xf32>
    %514 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %515 = stablehlo.multiply %506, %514 : tensor<16x256x8x32xf32>
    %516 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %517 = stablehlo.multiply %508, %516 : tensor<16x256x8x32xf32>
    %518 = stablehlo.add %515, %517 : tensor<16x256x8x32xf32>
    %519 = stablehlo.concatenate %513, %518, dim = 3 : (tensor<16x256x8x32xf32>, tensor<16x256x8x32xf32>) -> tensor<16x256x8x64xf32>
    %520 = stablehlo.convert %519 : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x64xbf16>
    %521 = stablehlo.dot_general %488, %520, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %522 = stablehlo.convert %521 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %523 = stablehlo.sqrt %cst_65 : tensor<f32>
    %524 = stablehlo.convert %523 : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %526 = stablehlo.divide %522, %525 : tensor<16x8x256x256xf32>
    %c_66 = stablehlo.constant dense<true> : tensor<i1>
    %527 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %528 = call @tril(%527) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_67 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %529:2 = call @_where(%528, %526, %cst_67) : (tensor<256x256xi1>, tensor<16x8x256x256xf32>, tensor<f32>) -> (tensor<16x8x256x256xf32>, tensor<16x8x256x256xi1>)
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %530 = stablehlo.reduce(%529#0 init: %cst_68) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16x8x256xf32>
    %532 = stablehlo.maximum %531, %530 : tensor<16x8x256xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %535 = stablehlo.subtract %529#0, %534 : tensor<16x8x256x256xf32>
    %536 = stablehlo.exponential %535 : tensor<16x8x256x256xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%536 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %540 = stablehlo.divide %536, %539 : tensor<16x8x256x256xf32>
    %541 = stablehlo.multiply %538, %538 : tensor<16x8x256x1xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16x8x256x1xf32>
    %543 = stablehlo.divide %542, %541 : tensor<16x8x256x1xf32>
    %544 = stablehlo.convert %540 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %545 = stablehlo.dot_general %456, %544, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %546 = stablehlo.transpose %545, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %547 = stablehlo.reshape %546 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %548 = stablehlo.dot_general %547, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %549 = stablehlo.add %432, %548 : tensor<16x256x512xbf16>
    %550 = stablehlo.convert %549 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %551 = stablehlo.multiply %550, %550 : tensor<16x256x512xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_73 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %555 = stablehlo.divide %553, %554 : tensor<16x256x1xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %557 = stablehlo.add %555, %556 : tensor<16x256x1xf32>
    %558 = stablehlo.rsqrt %557 : tensor<16x256x1xf32>
    %559 = stablehlo.divide %558, %557 : tensor<16x256x1xf32>
    %cst_75 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %561 = stablehlo.multiply %560, %559 : tensor<16x256x1xf32>
    %562 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %563 = stablehlo.multiply %550, %562 : tensor<16x256x512xf32>
    %564 = stablehlo.convert %563 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %565 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %567 = stablehlo.multiply %564, %566 : tensor<16x256x512xbf16>
    %568 = stablehlo.dot_general %567, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %569:3 = call @silu(%568) : (tensor<16x256x1408xbf16>) -> (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>)
    %570 = stablehlo.dot_general %567, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x1408xbf16>
    %571 = stablehlo.multiply %569#0, %570 : tensor<16x256x1408xbf16>
    %572 = stablehlo.dot_general %571, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x512xbf16>
    %573 = stablehlo.add %549, %572 : tensor<16x256x512xbf16>
    %574 = sdy.sharding_constraint %573 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    %575 = stablehlo.convert %574 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %576 = stablehlo.multiply %575, %575 : tensor<16x256x512xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_77 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %580 = stablehlo.divide %578, %579 : tensor<16x256x1xf32>
    %cst_78 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %582 = stablehlo.add %580, %581 : tensor<16x256x1xf32>
    %583 = stablehlo.rsqrt %582 : tensor<16x256x1xf32>
    %584 = stablehlo.divide %583, %582 : tensor<16x256x1xf32>
    %cst_79 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %586 = stablehlo.multiply %585, %584 : tensor<16x256x1xf32>
    %587 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %588 = stablehlo.multiply %575, %587 : tensor<16x256x512xf32>
    %589 = stablehlo.convert %588 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %590 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %592 = stablehlo.multiply %589, %591 : tensor<16x256x512xbf16>
    %593 = stablehlo.dot_general %592, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x4096xbf16>) -> tensor<16x256x4096xbf16>
    %594 = stablehlo.convert %593 : (tensor<16x256x4096xbf16>) -> tensor<16x256x4096xf32>
    %595:3 = call @log_softmax(%594) : (tensor<16x256x4096xf32>) -> (tensor<16x256x4096xf32>, tensor<16x256x4096xf32>, tensor<16x256x1xf32>)
    %596 = stablehlo.broadcast_in_dim %arg40, dims = [0, 1] : (tensor<16x256xi32>) -> tensor<16x256x1xi32>
    %597:2 = call @take_along_axis(%595#0, %596) : (tensor<16x256x4096xf32>, tensor<16x256x1xi32>) -> (tensor<16x256x1xf32>, tensor<16x256x1x1xi32>)
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%597#0 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_81 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %599 = stablehlo.divide %598, %cst_81 : tensor<f32>
    %600 = stablehlo.negate %599 : tensor<f32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %601 = stablehlo.negate %cst_82 : tensor<f32>
    %cst_83 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %602 = stablehlo.divide %601, %cst_83 : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %604 = call @take_along_axis_0(%597#1, %603) : (tensor<16x256x1x1xi32>, tensor<16x256x1xf32>) -> tensor<16x256x4096xf32>
    %605 = call @log_softmax_1(%595#1, %595#2, %604) : (tensor<16x256x4096xf32>, tensor<16x256x1xf32>, tensor<16x256x4096xf32>) -> tensor<16x256x4096xf32>
    %606 = stablehlo.convert %605 : (tensor<16x256x4096xf32>) -> tensor<16x256x4096xbf16>
    %607 = stablehlo.dot_general %606, %592, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x4096xbf16>, tensor<16x256x512xbf16>) -> tensor<4096x512xbf16>
    %608 = stablehlo.transpose %607, dims = [1, 0] : (tensor<4096x512xbf16>) -> tensor<512x4096xbf16>
    %609 = stablehlo.dot_general %606, %arg38, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x4096xbf16>, tensor<512x4096xbf16>) -> tensor<16x256x512xbf16>
    %610 = stablehlo.multiply %589, %609 : tensor<16x256x512xbf16>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %611 = stablehlo.reduce(%610 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %612 = stablehlo.reshape %611 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %613 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %614 = stablehlo.multiply %609, %613 : tensor<16x256x512xbf16>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %615 = stablehlo.reduce(%612 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %616 = stablehlo.convert %614 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %617 = stablehlo.multiply %575, %616 : tensor<16x256x512xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.reduce(%617 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %619 = stablehlo.reshape %618 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %620 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %621 = stablehlo.multiply %616, %620 : tensor<16x256x512xf32>
    %622 = stablehlo.multiply %619, %586 : tensor<16x256x1xf32>
    %cst_87 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %624 = stablehlo.divide %622, %623 : tensor<16x256x1xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %627 = stablehlo.multiply %575, %626 : tensor<16x256x512xf32>
    %628 = stablehlo.add %621, %627 : tensor<16x256x512xf32>
    %629 = stablehlo.multiply %626, %575 : tensor<16x256x512xf32>
    %630 = stablehlo.add %628, %629 : tensor<16x256x512xf32>
    %631 = stablehlo.convert %630 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %632 = sdy.sharding_constraint %631 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    %633 = stablehlo.dot_general %632, %571, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x1408xbf16>) -> tensor<512x1408xbf16>
    %634 = stablehlo.transpose %633, dims = [1, 0] : (tensor<512x1408xbf16>) -> tensor<1408x512xbf16>
    %635 = stablehlo.dot_general %632, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x1408xbf16>
    %636 = stablehlo.multiply %569#0, %635 : tensor<16x256x1408xbf16>
    %637 = stablehlo.multiply %635, %570 : tensor<16x256x1408xbf16>
    %638 = stablehlo.dot_general %636, %567, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %639 = stablehlo.transpose %638, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %640 = stablehlo.dot_general %636, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %641 = call @silu_2(%569#1, %569#2, %568, %637) : (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>) -> tensor<16x256x1408xbf16>
    %642 = stablehlo.dot_general %641, %567, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %643 = stablehlo.transpose %642, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %644 = stablehlo.dot_general %641, %arg32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %645 = stablehlo.add %640, %644 : tensor<16x256x512xbf16>
    %646 = stablehlo.multiply %564, %645 : tensor<16x256x512xbf16>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %647 = stablehlo.reduce(%646 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %648 = stablehlo.reshape %647 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %649 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %650 = stablehlo.multiply %645, %649 : tensor<16x256x512xbf16>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %651 = stablehlo.reduce(%648 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %652 = stablehlo.convert %650 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %653 = stablehlo.multiply %550, %652 : tensor<16x256x512xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.reduce(%653 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %655 = stablehlo.reshape %654 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %656 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %657 = stablehlo.multiply %652, %656 : tensor<16x256x512xf32>
    %658 = stablehlo.multiply %655, %561 : tensor<16x256x1xf32>
    %cst_92 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %660 = stablehlo.divide %658, %659 : tensor<16x256x1xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%660 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %663 = stablehlo.multiply %550, %662 : tensor<16x256x512xf32>
    %664 = stablehlo.add %657, %663 : tensor<16x256x512xf32>
    %665 = stablehlo.multiply %662, %550 : tensor<16x256x512xf32>
    %666 = stablehlo.add %664, %665 : tensor<16x256x512xf32>
    %667 = stablehlo.convert %666 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %668 = stablehlo.add %632, %667 : tensor<16x256x512xbf16>
    %669 = stablehlo.dot_general %668, %547, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %670 = stablehlo.transpose %669, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %671 = stablehlo.dot_general %668, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %672 = stablehlo.reshape %671 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %673 = stablehlo.transpose %672, dims = [0, 2, 3, 1] : (tensor<16x256x8x64xbf16>) -> tensor<16x8x64x256xbf16>
    %674 = stablehlo.dot_general %673, %456, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %675 = stablehlo.dot_general %673, %544, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %676 = stablehlo.transpose %675, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %677 = stablehlo.convert %674 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %678 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %679 = stablehlo.multiply %677, %678 : tensor<16x8x256x256xf32>
    %680 = stablehlo.multiply %679, %536 : tensor<16x8x256x256xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%680 init: %cst_94) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %682 = stablehlo.reshape %681 : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %683 = stablehlo.negate %682 : tensor<16x8x256x1xf32>
    %684 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %685 = stablehlo.divide %677, %684 : tensor<16x8x256x256xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%683 init: %cst_95) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x1xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x256xf32>
    %688 = stablehlo.add %685, %687 : tensor<16x8x256x256xf32>
    %689 = stablehlo.multiply %688, %536 : tensor<16x8x256x256xf32>
    %690 = call @_where_3(%529#1, %689) : (tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xf32>
    %691 = stablehlo.broadcast_in_dim %524, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %692 = stablehlo.divide %690, %691 : tensor<16x8x256x256xf32>
    %693 = stablehlo.convert %692 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %694 = stablehlo.dot_general %693, %488, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %695 = stablehlo.transpose %694, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %696 = stablehlo.dot_general %693, %520, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %697 = stablehlo.transpose %696, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %698 = stablehlo.convert %695 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %699 = stablehlo.slice %698 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %700 = stablehlo.slice %698 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %701 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %702 = stablehlo.multiply %700, %701 : tensor<16x256x8x32xf32>
    %703 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %704 = stablehlo.multiply %700, %703 : tensor<16x256x8x32xf32>
    %705 = stablehlo.negate %699 : tensor<16x256x8x32xf32>
    %706 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %707 = stablehlo.multiply %705, %706 : tensor<16x256x8x32xf32>
    %708 = stablehlo.add %702, %707 : tensor<16x256x8x32xf32>
    %709 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %710 = stablehlo.multiply %699, %709 : tensor<16x256x8x32xf32>
    %711 = stablehlo.add %704, %710 : tensor<16x256x8x32xf32>
    %712 = stablehlo.convert %708 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %713 = stablehlo.pad %712, %cst_96, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %714 = stablehlo.convert %711 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %715 = stablehlo.pad %714, %cst_97, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %716 = stablehlo.add %713, %715 : tensor<16x256x8x64xbf16>
    %717 = stablehlo.convert %697 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %718 = stablehlo.slice %717 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %719 = stablehlo.slice %717 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %720 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %721 = stablehlo.multiply %719, %720 : tensor<16x256x8x32xf32>
    %722 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %723 = stablehlo.multiply %719, %722 : tensor<16x256x8x32xf32>
    %724 = stablehlo.negate %718 : tensor<16x256x8x32xf32>
    %725 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %726 = stablehlo.multiply %724, %725 : tensor<16x256x8x32xf32>
    %727 = stablehlo.add %721, %726 : tensor<16x256x8x32xf32>
    %728 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %729 = stablehlo.multiply %718, %728 : tensor<16x256x8x32xf32>
    %730 = stablehlo.add %723, %729 : tensor<16x256x8x32xf32>
    %731 = stablehlo.convert %727 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %732 = stablehlo.pad %731, %cst_98, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %733 = stablehlo.convert %730 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %734 = stablehlo.pad %733, %cst_99, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %735 = stablehlo.add %732, %734 : tensor<16x256x8x64xbf16>
    %736 = stablehlo.reshape %676 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %737 = stablehlo.dot_general %736, %450, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %738 = stablehlo.transpose %737, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %739 = stablehlo.dot_general %736, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %740 = stablehlo.reshape %716 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %741 = stablehlo.dot_general %740, %450, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %742 = stablehlo.transpose %741, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %743 = stablehlo.dot_general %740, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %744 = stablehlo.add %739, %743 : tensor<16x256x512xbf16>
    %745 = stablehlo.reshape %735 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %746 = stablehlo.dot_general %745, %450, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %747 = stablehlo.transpose %746, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %748 = stablehlo.dot_general %745, %arg36, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %749 = stablehlo.add %744, %748 : tensor<16x256x512xbf16>
    %750 = stablehlo.multiply %447, %749 : tensor<16x256x512xbf16>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %751 = stablehlo.reduce(%750 init: %cst_100) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %752 = stablehlo.reshape %751 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %753 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %754 = stablehlo.multiply %749, %753 : tensor<16x256x512xbf16>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %755 = stablehlo.reduce(%752 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %756 = stablehlo.convert %754 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %757 = stablehlo.multiply %433, %756 : tensor<16x256x512xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.reduce(%757 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %759 = stablehlo.reshape %758 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %760 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %761 = stablehlo.multiply %756, %760 : tensor<16x256x512xf32>
    %762 = stablehlo.multiply %759, %444 : tensor<16x256x1xf32>
    %cst_103 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %764 = stablehlo.divide %762, %763 : tensor<16x256x1xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %767 = stablehlo.multiply %433, %766 : tensor<16x256x512xf32>
    %768 = stablehlo.add %761, %767 : tensor<16x256x512xf32>
    %769 = stablehlo.multiply %766, %433 : tensor<16x256x512xf32>
    %770 = stablehlo.add %768, %769 : tensor<16x256x512xf32>
    %771 = stablehlo.convert %770 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %772 = stablehlo.add %668, %771 : tensor<16x256x512xbf16>
    %773 = sdy.sharding_constraint %772 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    %774 = stablehlo.dot_general %773, %429, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x1408xbf16>) -> tensor<512x1408xbf16>
    %775 = stablehlo.transpose %774, dims = [1, 0] : (tensor<512x1408xbf16>) -> tensor<1408x512xbf16>
    %776 = stablehlo.dot_general %773, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x1408xbf16>
    %777 = stablehlo.multiply %427#0, %776 : tensor<16x256x1408xbf16>
    %778 = stablehlo.multiply %776, %428 : tensor<16x256x1408xbf16>
    %779 = stablehlo.dot_general %777, %425, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %780 = stablehlo.transpose %779, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %781 = stablehlo.dot_general %777, %arg24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %782 = call @silu_2(%427#1, %427#2, %426, %778) : (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>) -> tensor<16x256x1408xbf16>
    %783 = stablehlo.dot_general %782, %425, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %784 = stablehlo.transpose %783, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %785 = stablehlo.dot_general %782, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %786 = stablehlo.add %781, %785 : tensor<16x256x512xbf16>
    %787 = stablehlo.multiply %422, %786 : tensor<16x256x512xbf16>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %788 = stablehlo.reduce(%787 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %789 = stablehlo.reshape %788 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %790 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %791 = stablehlo.multiply %786, %790 : tensor<16x256x512xbf16>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %792 = stablehlo.reduce(%789 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %793 = stablehlo.convert %791 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %794 = stablehlo.multiply %408, %793 : tensor<16x256x512xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%794 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %796 = stablehlo.reshape %795 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %797 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %798 = stablehlo.multiply %793, %797 : tensor<16x256x512xf32>
    %799 = stablehlo.multiply %796, %419 : tensor<16x256x1xf32>
    %cst_108 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %801 = stablehlo.divide %799, %800 : tensor<16x256x1xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %802 = stablehlo.reduce(%801 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %804 = stablehlo.multiply %408, %803 : tensor<16x256x512xf32>
    %805 = stablehlo.add %798, %804 : tensor<16x256x512xf32>
    %806 = stablehlo.multiply %803, %408 : tensor<16x256x512xf32>
    %807 = stablehlo.add %805, %806 : tensor<16x256x512xf32>
    %808 = stablehlo.convert %807 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %809 = stablehlo.add %773, %808 : tensor<16x256x512xbf16>
    %810 = stablehlo.dot_general %809, %405, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %811 = stablehlo.transpose %810, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %812 = stablehlo.dot_general %809, %arg26, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %813 = stablehlo.reshape %812 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %814 = stablehlo.transpose %813, dims = [0, 2, 3, 1] : (tensor<16x256x8x64xbf16>) -> tensor<16x8x64x256xbf16>
    %815 = stablehlo.dot_general %814, %314, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %816 = stablehlo.dot_general %814, %402, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %817 = stablehlo.transpose %816, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %818 = stablehlo.convert %815 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %819 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %820 = stablehlo.multiply %818, %819 : tensor<16x8x256x256xf32>
    %821 = stablehlo.multiply %820, %394 : tensor<16x8x256x256xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %822 = stablehlo.reduce(%821 init: %cst_110) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %823 = stablehlo.reshape %822 : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %824 = stablehlo.negate %823 : tensor<16x8x256x1xf32>
    %825 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %826 = stablehlo.divide %818, %825 : tensor<16x8x256x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.reduce(%824 init: %cst_111) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x1xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x256xf32>
    %829 = stablehlo.add %826, %828 : tensor<16x8x256x256xf32>
    %830 = stablehlo.multiply %829, %394 : tensor<16x8x256x256xf32>
    %831 = call @_where_3(%387#1, %830) : (tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xf32>
    %832 = stablehlo.broadcast_in_dim %382, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %833 = stablehlo.divide %831, %832 : tensor<16x8x256x256xf32>
    %834 = stablehlo.convert %833 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %835 = stablehlo.dot_general %834, %346, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %836 = stablehlo.transpose %835, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %837 = stablehlo.dot_general %834, %378, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %838 = stablehlo.transpose %837, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %839 = stablehlo.convert %836 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %840 = stablehlo.slice %839 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %841 = stablehlo.slice %839 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %842 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %843 = stablehlo.multiply %841, %842 : tensor<16x256x8x32xf32>
    %844 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %845 = stablehlo.multiply %841, %844 : tensor<16x256x8x32xf32>
    %846 = stablehlo.negate %840 : tensor<16x256x8x32xf32>
    %847 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %848 = stablehlo.multiply %846, %847 : tensor<16x256x8x32xf32>
    %849 = stablehlo.add %843, %848 : tensor<16x256x8x32xf32>
    %850 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %851 = stablehlo.multiply %840, %850 : tensor<16x256x8x32xf32>
    %852 = stablehlo.add %845, %851 : tensor<16x256x8x32xf32>
    %853 = stablehlo.convert %849 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %854 = stablehlo.pad %853, %cst_112, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %855 = stablehlo.convert %852 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %856 = stablehlo.pad %855, %cst_113, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %857 = stablehlo.add %854, %856 : tensor<16x256x8x64xbf16>
    %858 = stablehlo.convert %838 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %859 = stablehlo.slice %858 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %860 = stablehlo.slice %858 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %861 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %862 = stablehlo.multiply %860, %861 : tensor<16x256x8x32xf32>
    %863 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %864 = stablehlo.multiply %860, %863 : tensor<16x256x8x32xf32>
    %865 = stablehlo.negate %859 : tensor<16x256x8x32xf32>
    %866 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %867 = stablehlo.multiply %865, %866 : tensor<16x256x8x32xf32>
    %868 = stablehlo.add %862, %867 : tensor<16x256x8x32xf32>
    %869 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %870 = stablehlo.multiply %859, %869 : tensor<16x256x8x32xf32>
    %871 = stablehlo.add %864, %870 : tensor<16x256x8x32xf32>
    %872 = stablehlo.convert %868 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %873 = stablehlo.pad %872, %cst_114, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %874 = stablehlo.convert %871 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %875 = stablehlo.pad %874, %cst_115, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %876 = stablehlo.add %873, %875 : tensor<16x256x8x64xbf16>
    %877 = stablehlo.reshape %817 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %878 = stablehlo.dot_general %877, %308, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %879 = stablehlo.transpose %878, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %880 = stablehlo.dot_general %877, %arg28, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %881 = stablehlo.reshape %857 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %882 = stablehlo.dot_general %881, %308, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %883 = stablehlo.transpose %882, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %884 = stablehlo.dot_general %881, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %885 = stablehlo.add %880, %884 : tensor<16x256x512xbf16>
    %886 = stablehlo.reshape %876 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %887 = stablehlo.dot_general %886, %308, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %888 = stablehlo.transpose %887, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %889 = stablehlo.dot_general %886, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %890 = stablehlo.add %885, %889 : tensor<16x256x512xbf16>
    %891 = stablehlo.multiply %305, %890 : tensor<16x256x512xbf16>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %892 = stablehlo.reduce(%891 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %893 = stablehlo.reshape %892 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %894 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %895 = stablehlo.multiply %890, %894 : tensor<16x256x512xbf16>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %896 = stablehlo.reduce(%893 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %897 = stablehlo.convert %895 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %898 = stablehlo.multiply %291, %897 : tensor<16x256x512xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.reduce(%898 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %900 = stablehlo.reshape %899 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %901 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %902 = stablehlo.multiply %897, %901 : tensor<16x256x512xf32>
    %903 = stablehlo.multiply %900, %302 : tensor<16x256x1xf32>
    %cst_119 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %905 = stablehlo.divide %903, %904 : tensor<16x256x1xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.reduce(%905 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %907 = stablehlo.broadcast_in_dim %906, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %908 = stablehlo.multiply %291, %907 : tensor<16x256x512xf32>
    %909 = stablehlo.add %902, %908 : tensor<16x256x512xf32>
    %910 = stablehlo.multiply %907, %291 : tensor<16x256x512xf32>
    %911 = stablehlo.add %909, %910 : tensor<16x256x512xf32>
    %912 = stablehlo.convert %911 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %913 = stablehlo.add %809, %912 : tensor<16x256x512xbf16>
    %914 = sdy.sharding_constraint %913 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    %915 = stablehlo.dot_general %914, %287, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x1408xbf16>) -> tensor<512x1408xbf16>
    %916 = stablehlo.transpose %915, dims = [1, 0] : (tensor<512x1408xbf16>) -> tensor<1408x512xbf16>
    %917 = stablehlo.dot_general %914, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x1408xbf16>
    %918 = stablehlo.multiply %285#0, %917 : tensor<16x256x1408xbf16>
    %919 = stablehlo.multiply %917, %286 : tensor<16x256x1408xbf16>
    %920 = stablehlo.dot_general %918, %283, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %921 = stablehlo.transpose %920, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %922 = stablehlo.dot_general %918, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %923 = call @silu_2(%285#1, %285#2, %284, %919) : (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>) -> tensor<16x256x1408xbf16>
    %924 = stablehlo.dot_general %923, %283, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %925 = stablehlo.transpose %924, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %926 = stablehlo.dot_general %923, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %927 = stablehlo.add %922, %926 : tensor<16x256x512xbf16>
    %928 = stablehlo.multiply %280, %927 : tensor<16x256x512xbf16>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %929 = stablehlo.reduce(%928 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %930 = stablehlo.reshape %929 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %931 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %932 = stablehlo.multiply %927, %931 : tensor<16x256x512xbf16>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %933 = stablehlo.reduce(%930 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %934 = stablehlo.convert %932 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %935 = stablehlo.multiply %266, %934 : tensor<16x256x512xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %936 = stablehlo.reduce(%935 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %937 = stablehlo.reshape %936 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %938 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %939 = stablehlo.multiply %934, %938 : tensor<16x256x512xf32>
    %940 = stablehlo.multiply %937, %277 : tensor<16x256x1xf32>
    %cst_124 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %942 = stablehlo.divide %940, %941 : tensor<16x256x1xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %943 = stablehlo.reduce(%942 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %945 = stablehlo.multiply %266, %944 : tensor<16x256x512xf32>
    %946 = stablehlo.add %939, %945 : tensor<16x256x512xf32>
    %947 = stablehlo.multiply %944, %266 : tensor<16x256x512xf32>
    %948 = stablehlo.add %946, %947 : tensor<16x256x512xf32>
    %949 = stablehlo.convert %948 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %950 = stablehlo.add %914, %949 : tensor<16x256x512xbf16>
    %951 = stablehlo.dot_general %950, %263, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %952 = stablehlo.transpose %951, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %953 = stablehlo.dot_general %950, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %954 = stablehlo.reshape %953 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %955 = stablehlo.transpose %954, dims = [0, 2, 3, 1] : (tensor<16x256x8x64xbf16>) -> tensor<16x8x64x256xbf16>
    %956 = stablehlo.dot_general %955, %172, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %957 = stablehlo.dot_general %955, %260, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %958 = stablehlo.transpose %957, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %959 = stablehlo.convert %956 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %960 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %961 = stablehlo.multiply %959, %960 : tensor<16x8x256x256xf32>
    %962 = stablehlo.multiply %961, %252 : tensor<16x8x256x256xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%962 init: %cst_126) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %964 = stablehlo.reshape %963 : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %965 = stablehlo.negate %964 : tensor<16x8x256x1xf32>
    %966 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %967 = stablehlo.divide %959, %966 : tensor<16x8x256x256xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %968 = stablehlo.reduce(%965 init: %cst_127) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x1xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %969 = stablehlo.broadcast_in_dim %968, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x256xf32>
    %970 = stablehlo.add %967, %969 : tensor<16x8x256x256xf32>
    %971 = stablehlo.multiply %970, %252 : tensor<16x8x256x256xf32>
    %972 = call @_where_3(%245#1, %971) : (tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xf32>
    %973 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %974 = stablehlo.divide %972, %973 : tensor<16x8x256x256xf32>
    %975 = stablehlo.convert %974 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %976 = stablehlo.dot_general %975, %204, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %977 = stablehlo.transpose %976, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %978 = stablehlo.dot_general %975, %236, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %979 = stablehlo.transpose %978, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %980 = stablehlo.convert %977 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %981 = stablehlo.slice %980 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %982 = stablehlo.slice %980 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %983 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %984 = stablehlo.multiply %982, %983 : tensor<16x256x8x32xf32>
    %985 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %986 = stablehlo.multiply %982, %985 : tensor<16x256x8x32xf32>
    %987 = stablehlo.negate %981 : tensor<16x256x8x32xf32>
    %988 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %989 = stablehlo.multiply %987, %988 : tensor<16x256x8x32xf32>
    %990 = stablehlo.add %984, %989 : tensor<16x256x8x32xf32>
    %991 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %992 = stablehlo.multiply %981, %991 : tensor<16x256x8x32xf32>
    %993 = stablehlo.add %986, %992 : tensor<16x256x8x32xf32>
    %994 = stablehlo.convert %990 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %995 = stablehlo.pad %994, %cst_128, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %996 = stablehlo.convert %993 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %997 = stablehlo.pad %996, %cst_129, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %998 = stablehlo.add %995, %997 : tensor<16x256x8x64xbf16>
    %999 = stablehlo.convert %979 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %1000 = stablehlo.slice %999 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %1001 = stablehlo.slice %999 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %1002 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1003 = stablehlo.multiply %1001, %1002 : tensor<16x256x8x32xf32>
    %1004 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1005 = stablehlo.multiply %1001, %1004 : tensor<16x256x8x32xf32>
    %1006 = stablehlo.negate %1000 : tensor<16x256x8x32xf32>
    %1007 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1008 = stablehlo.multiply %1006, %1007 : tensor<16x256x8x32xf32>
    %1009 = stablehlo.add %1003, %1008 : tensor<16x256x8x32xf32>
    %1010 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1011 = stablehlo.multiply %1000, %1010 : tensor<16x256x8x32xf32>
    %1012 = stablehlo.add %1005, %1011 : tensor<16x256x8x32xf32>
    %1013 = stablehlo.convert %1009 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1014 = stablehlo.pad %1013, %cst_130, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %1015 = stablehlo.convert %1012 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1016 = stablehlo.pad %1015, %cst_131, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %1017 = stablehlo.add %1014, %1016 : tensor<16x256x8x64xbf16>
    %1018 = stablehlo.reshape %958 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %1019 = stablehlo.dot_general %1018, %166, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %1020 = stablehlo.transpose %1019, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1021 = stablehlo.dot_general %1018, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %1022 = stablehlo.reshape %998 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %1023 = stablehlo.dot_general %1022, %166, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %1024 = stablehlo.transpose %1023, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1025 = stablehlo.dot_general %1022, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %1026 = stablehlo.add %1021, %1025 : tensor<16x256x512xbf16>
    %1027 = stablehlo.reshape %1017 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %1028 = stablehlo.dot_general %1027, %166, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %1029 = stablehlo.transpose %1028, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1030 = stablehlo.dot_general %1027, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %1031 = stablehlo.add %1026, %1030 : tensor<16x256x512xbf16>
    %1032 = stablehlo.multiply %163, %1031 : tensor<16x256x512xbf16>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1033 = stablehlo.reduce(%1032 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1034 = stablehlo.reshape %1033 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1035 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %1036 = stablehlo.multiply %1031, %1035 : tensor<16x256x512xbf16>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1037 = stablehlo.reduce(%1034 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1038 = stablehlo.convert %1036 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %1039 = stablehlo.multiply %149, %1038 : tensor<16x256x512xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1040 = stablehlo.reduce(%1039 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %1041 = stablehlo.reshape %1040 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %1042 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %1043 = stablehlo.multiply %1038, %1042 : tensor<16x256x512xf32>
    %1044 = stablehlo.multiply %1041, %160 : tensor<16x256x1xf32>
    %cst_135 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %1046 = stablehlo.divide %1044, %1045 : tensor<16x256x1xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1047 = stablehlo.reduce(%1046 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %1049 = stablehlo.multiply %149, %1048 : tensor<16x256x512xf32>
    %1050 = stablehlo.add %1043, %1049 : tensor<16x256x512xf32>
    %1051 = stablehlo.multiply %1048, %149 : tensor<16x256x512xf32>
    %1052 = stablehlo.add %1050, %1051 : tensor<16x256x512xf32>
    %1053 = stablehlo.convert %1052 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %1054 = stablehlo.add %950, %1053 : tensor<16x256x512xbf16>
    %1055 = sdy.sharding_constraint %1054 <@mesh, [{"fsdp"}, {}, {}]> : tensor<16x256x512xbf16>
    %1056 = stablehlo.dot_general %1055, %145, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x1408xbf16>) -> tensor<512x1408xbf16>
    %1057 = stablehlo.transpose %1056, dims = [1, 0] : (tensor<512x1408xbf16>) -> tensor<1408x512xbf16>
    %1058 = stablehlo.dot_general %1055, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<1408x512xbf16>) -> tensor<16x256x1408xbf16>
    %1059 = stablehlo.multiply %143#0, %1058 : tensor<16x256x1408xbf16>
    %1060 = stablehlo.multiply %1058, %144 : tensor<16x256x1408xbf16>
    %1061 = stablehlo.dot_general %1059, %141, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %1062 = stablehlo.transpose %1061, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %1063 = stablehlo.dot_general %1059, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %1064 = call @silu_2(%143#1, %143#2, %142, %1060) : (tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>, tensor<16x256x1408xbf16>) -> tensor<16x256x1408xbf16>
    %1065 = stablehlo.dot_general %1064, %141, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<16x256x512xbf16>) -> tensor<1408x512xbf16>
    %1066 = stablehlo.transpose %1065, dims = [1, 0] : (tensor<1408x512xbf16>) -> tensor<512x1408xbf16>
    %1067 = stablehlo.dot_general %1064, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x1408xbf16>, tensor<512x1408xbf16>) -> tensor<16x256x512xbf16>
    %1068 = stablehlo.add %1063, %1067 : tensor<16x256x512xbf16>
    %1069 = stablehlo.multiply %138, %1068 : tensor<16x256x512xbf16>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1070 = stablehlo.reduce(%1069 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1071 = stablehlo.reshape %1070 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1072 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %1073 = stablehlo.multiply %1068, %1072 : tensor<16x256x512xbf16>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1074 = stablehlo.reduce(%1071 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1075 = stablehlo.convert %1073 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %1076 = stablehlo.multiply %124, %1075 : tensor<16x256x512xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1077 = stablehlo.reduce(%1076 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %1078 = stablehlo.reshape %1077 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %1079 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %1080 = stablehlo.multiply %1075, %1079 : tensor<16x256x512xf32>
    %1081 = stablehlo.multiply %1078, %135 : tensor<16x256x1xf32>
    %cst_140 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %1083 = stablehlo.divide %1081, %1082 : tensor<16x256x1xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1084 = stablehlo.reduce(%1083 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %1086 = stablehlo.multiply %124, %1085 : tensor<16x256x512xf32>
    %1087 = stablehlo.add %1080, %1086 : tensor<16x256x512xf32>
    %1088 = stablehlo.multiply %1085, %124 : tensor<16x256x512xf32>
    %1089 = stablehlo.add %1087, %1088 : tensor<16x256x512xf32>
    %1090 = stablehlo.convert %1089 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %1091 = stablehlo.add %1055, %1090 : tensor<16x256x512xbf16>
    %1092 = stablehlo.dot_general %1091, %121, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %1093 = stablehlo.transpose %1092, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1094 = stablehlo.dot_general %1091, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %1095 = stablehlo.reshape %1094 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %1096 = stablehlo.transpose %1095, dims = [0, 2, 3, 1] : (tensor<16x256x8x64xbf16>) -> tensor<16x8x64x256xbf16>
    %1097 = stablehlo.dot_general %1096, %30, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %1098 = stablehlo.dot_general %1096, %118, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x256xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %1099 = stablehlo.transpose %1098, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %1100 = stablehlo.convert %1097 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %1101 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %1102 = stablehlo.multiply %1100, %1101 : tensor<16x8x256x256xf32>
    %1103 = stablehlo.multiply %1102, %110 : tensor<16x8x256x256xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1104 = stablehlo.reduce(%1103 init: %cst_142) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %1105 = stablehlo.reshape %1104 : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %1106 = stablehlo.negate %1105 : tensor<16x8x256x1xf32>
    %1107 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %1108 = stablehlo.divide %1100, %1107 : tensor<16x8x256x256xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1109 = stablehlo.reduce(%1106 init: %cst_143) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x1xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %1110 = stablehlo.broadcast_in_dim %1109, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x256xf32>
    %1111 = stablehlo.add %1108, %1110 : tensor<16x8x256x256xf32>
    %1112 = stablehlo.multiply %1111, %110 : tensor<16x8x256x256xf32>
    %1113 = call @_where_3(%103#1, %1112) : (tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xf32>
    %1114 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %1115 = stablehlo.divide %1113, %1114 : tensor<16x8x256x256xf32>
    %1116 = stablehlo.convert %1115 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %1117 = stablehlo.dot_general %1116, %62, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %1118 = stablehlo.transpose %1117, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %1119 = stablehlo.dot_general %1116, %94, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x256x256xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x64xbf16>
    %1120 = stablehlo.transpose %1119, dims = [0, 2, 1, 3] : (tensor<16x8x256x64xbf16>) -> tensor<16x256x8x64xbf16>
    %1121 = stablehlo.convert %1118 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %1122 = stablehlo.slice %1121 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %1123 = stablehlo.slice %1121 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %1124 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1125 = stablehlo.multiply %1123, %1124 : tensor<16x256x8x32xf32>
    %1126 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1127 = stablehlo.multiply %1123, %1126 : tensor<16x256x8x32xf32>
    %1128 = stablehlo.negate %1122 : tensor<16x256x8x32xf32>
    %1129 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1130 = stablehlo.multiply %1128, %1129 : tensor<16x256x8x32xf32>
    %1131 = stablehlo.add %1125, %1130 : tensor<16x256x8x32xf32>
    %1132 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1133 = stablehlo.multiply %1122, %1132 : tensor<16x256x8x32xf32>
    %1134 = stablehlo.add %1127, %1133 : tensor<16x256x8x32xf32>
    %1135 = stablehlo.convert %1131 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1136 = stablehlo.pad %1135, %cst_144, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %1137 = stablehlo.convert %1134 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1138 = stablehlo.pad %1137, %cst_145, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %1139 = stablehlo.add %1136, %1138 : tensor<16x256x8x64xbf16>
    %1140 = stablehlo.convert %1120 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x8x64xf32>
    %1141 = stablehlo.slice %1140 [0:16, 0:256, 0:8, 0:32] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %1142 = stablehlo.slice %1140 [0:16, 0:256, 0:8, 32:64] : (tensor<16x256x8x64xf32>) -> tensor<16x256x8x32xf32>
    %1143 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1144 = stablehlo.multiply %1142, %1143 : tensor<16x256x8x32xf32>
    %1145 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1146 = stablehlo.multiply %1142, %1145 : tensor<16x256x8x32xf32>
    %1147 = stablehlo.negate %1141 : tensor<16x256x8x32xf32>
    %1148 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1149 = stablehlo.multiply %1147, %1148 : tensor<16x256x8x32xf32>
    %1150 = stablehlo.add %1144, %1149 : tensor<16x256x8x32xf32>
    %1151 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x256x1x32xf32>) -> tensor<16x256x8x32xf32>
    %1152 = stablehlo.multiply %1141, %1151 : tensor<16x256x8x32xf32>
    %1153 = stablehlo.add %1146, %1152 : tensor<16x256x8x32xf32>
    %1154 = stablehlo.convert %1150 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1155 = stablehlo.pad %1154, %cst_146, low = [0, 0, 0, 32], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %1156 = stablehlo.convert %1153 : (tensor<16x256x8x32xf32>) -> tensor<16x256x8x32xbf16>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1157 = stablehlo.pad %1156, %cst_147, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<16x256x8x32xbf16>, tensor<bf16>) -> tensor<16x256x8x64xbf16>
    %1158 = stablehlo.add %1155, %1157 : tensor<16x256x8x64xbf16>
    %1159 = stablehlo.reshape %1099 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %1160 = stablehlo.dot_general %1159, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %1161 = stablehlo.transpose %1160, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1162 = stablehlo.dot_general %1159, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %1163 = stablehlo.reshape %1139 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %1164 = stablehlo.dot_general %1163, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %1165 = stablehlo.transpose %1164, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1166 = stablehlo.dot_general %1163, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %1167 = stablehlo.add %1162, %1166 : tensor<16x256x512xbf16>
    %1168 = stablehlo.reshape %1158 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %1169 = stablehlo.dot_general %1168, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<16x256x512xbf16>) -> tensor<512x512xbf16>
    %1170 = stablehlo.transpose %1169, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1171 = stablehlo.dot_general %1168, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %1172 = stablehlo.add %1167, %1171 : tensor<16x256x512xbf16>
    %1173 = stablehlo.multiply %21, %1172 : tensor<16x256x512xbf16>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1174 = stablehlo.reduce(%1173 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1175 = stablehlo.reshape %1174 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %1176 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x256x512xbf16>
    %1177 = stablehlo.multiply %1172, %1176 : tensor<16x256x512xbf16>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1178 = stablehlo.reduce(%1175 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %1179 = stablehlo.convert %1177 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %1180 = stablehlo.multiply %7, %1179 : tensor<16x256x512xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1181 = stablehlo.reduce(%1180 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %1182 = stablehlo.reshape %1181 : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %1183 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %1184 = stablehlo.multiply %1179, %1183 : tensor<16x256x512xf32>
    %1185 = stablehlo.multiply %1182, %18 : tensor<16x256x1xf32>
    %cst_151 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %1187 = stablehlo.divide %1185, %1186 : tensor<16x256x1xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1188 = stablehlo.reduce(%1187 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<16x256x1xf32>, tensor<f32>) -> tensor<16x256xf32>
    %1189 = stablehlo.broadcast_in_dim %1188, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x512xf32>
    %1190 = stablehlo.multiply %7, %1189 : tensor<16x256x512xf32>
    %1191 = stablehlo.add %1184, %1190 : tensor<16x256x512xf32>
    %1192 = stablehlo.multiply %1189, %7 : tensor<16x256x512xf32>
    %1193 = stablehlo.add %1191, %1192 : tensor<16x256x512xf32>
    %1194 = stablehlo.convert %1193 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %1195 = stablehlo.add %1091, %1194 : tensor<16x256x512xbf16>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1196 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %1197 = "stablehlo.scatter"(%1196, %5, %1195) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg41: tensor<bf16>, %arg42: tensor<bf16>):
      %1315 = stablehlo.add %arg41, %arg42 : tensor<bf16>
      stablehlo.return %1315 : tensor<bf16>
    }) : (tensor<4096x512xbf16>, tensor<16x256x1xi32>, tensor<16x256x512xbf16>) -> tensor<4096x512xbf16>
    %cst_154 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1198 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %1199 = stablehlo.multiply %1198, %1197 : tensor<4096x512xbf16>
    %1200 = stablehlo.subtract %arg0, %1199 : tensor<4096x512xbf16>
    %cst_155 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1201 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1202 = stablehlo.multiply %1201, %615 : tensor<512xbf16>
    %1203 = stablehlo.subtract %arg1, %1202 : tensor<512xbf16>
    %cst_156 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1204 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1205 = stablehlo.multiply %1204, %1178 : tensor<512xbf16>
    %1206 = stablehlo.subtract %arg2, %1205 : tensor<512xbf16>
    %cst_157 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1207 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1208 = stablehlo.multiply %1207, %1074 : tensor<512xbf16>
    %1209 = stablehlo.subtract %arg3, %1208 : tensor<512xbf16>
    %cst_158 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1210 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<bf16>) -> tensor<1408x512xbf16>
    %1211 = stablehlo.multiply %1210, %1057 : tensor<1408x512xbf16>
    %1212 = stablehlo.subtract %arg4, %1211 : tensor<1408x512xbf16>
    %cst_159 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1213 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<bf16>) -> tensor<512x1408xbf16>
    %1214 = stablehlo.multiply %1213, %1066 : tensor<512x1408xbf16>
    %1215 = stablehlo.subtract %arg5, %1214 : tensor<512x1408xbf16>
    %cst_160 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1216 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<bf16>) -> tensor<512x1408xbf16>
    %1217 = stablehlo.multiply %1216, %1062 : tensor<512x1408xbf16>
    %1218 = stablehlo.subtract %arg6, %1217 : tensor<512x1408xbf16>
    %cst_161 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1219 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1220 = stablehlo.multiply %1219, %1165 : tensor<512x512xbf16>
    %1221 = stablehlo.subtract %arg7, %1220 : tensor<512x512xbf16>
    %cst_162 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1222 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1223 = stablehlo.multiply %1222, %1093 : tensor<512x512xbf16>
    %1224 = stablehlo.subtract %arg8, %1223 : tensor<512x512xbf16>
    %cst_163 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1225 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1226 = stablehlo.multiply %1225, %1170 : tensor<512x512xbf16>
    %1227 = stablehlo.subtract %arg9, %1226 : tensor<512x512xbf16>
    %cst_164 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1228 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1229 = stablehlo.multiply %1228, %1161 : tensor<512x512xbf16>
    %1230 = stablehlo.subtract %arg10, %1229 : tensor<512x512xbf16>
    %cst_165 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1231 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1232 = stablehlo.multiply %1231, %1037 : tensor<512xbf16>
    %1233 = stablehlo.subtract %arg11, %1232 : tensor<512xbf16>
    %cst_166 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1234 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1235 = stablehlo.multiply %1234, %933 : tensor<512xbf16>
    %1236 = stablehlo.subtract %arg12, %1235 : tensor<512xbf16>
    %cst_167 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1237 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<bf16>) -> tensor<1408x512xbf16>
    %1238 = stablehlo.multiply %1237, %916 : tensor<1408x512xbf16>
    %1239 = stablehlo.subtract %arg13, %1238 : tensor<1408x512xbf16>
    %cst_168 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1240 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<bf16>) -> tensor<512x1408xbf16>
    %1241 = stablehlo.multiply %1240, %925 : tensor<512x1408xbf16>
    %1242 = stablehlo.subtract %arg14, %1241 : tensor<512x1408xbf16>
    %cst_169 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1243 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<bf16>) -> tensor<512x1408xbf16>
    %1244 = stablehlo.multiply %1243, %921 : tensor<512x1408xbf16>
    %1245 = stablehlo.subtract %arg15, %1244 : tensor<512x1408xbf16>
    %cst_170 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1246 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1247 = stablehlo.multiply %1246, %1024 : tensor<512x512xbf16>
    %1248 = stablehlo.subtract %arg16, %1247 : tensor<512x512xbf16>
    %cst_171 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1249 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1250 = stablehlo.multiply %1249, %952 : tensor<512x512xbf16>
    %1251 = stablehlo.subtract %arg17, %1250 : tensor<512x512xbf16>
    %cst_172 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1252 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1253 = stablehlo.multiply %1252, %1029 : tensor<512x512xbf16>
    %1254 = stablehlo.subtract %arg18, %1253 : tensor<512x512xbf16>
    %cst_173 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1255 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1256 = stablehlo.multiply %1255, %1020 : tensor<512x512xbf16>
    %1257 = stablehlo.subtract %arg19, %1256 : tensor<512x512xbf16>
    %cst_174 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1258 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1259 = stablehlo.multiply %1258, %896 : tensor<512xbf16>
    %1260 = stablehlo.subtract %arg20, %1259 : tensor<512xbf16>
    %cst_175 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1261 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1262 = stablehlo.multiply %1261, %792 : tensor<512xbf16>
    %1263 = stablehlo.subtract %arg21, %1262 : tensor<512xbf16>
    %cst_176 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1264 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<bf16>) -> tensor<1408x512xbf16>
    %1265 = stablehlo.multiply %1264, %775 : tensor<1408x512xbf16>
    %1266 = stablehlo.subtract %arg22, %1265 : tensor<1408x512xbf16>
    %cst_177 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1267 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<bf16>) -> tensor<512x1408xbf16>
    %1268 = stablehlo.multiply %1267, %784 : tensor<512x1408xbf16>
    %1269 = stablehlo.subtract %arg23, %1268 : tensor<512x1408xbf16>
    %cst_178 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1270 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<bf16>) -> tensor<512x1408xbf16>
    %1271 = stablehlo.multiply %1270, %780 : tensor<512x1408xbf16>
    %1272 = stablehlo.subtract %arg24, %1271 : tensor<512x1408xbf16>
    %cst_179 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1273 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1274 = stablehlo.multiply %1273, %883 : tensor<512x512xbf16>
    %1275 = stablehlo.subtract %arg25, %1274 : tensor<512x512xbf16>
    %cst_180 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1276 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1277 = stablehlo.multiply %1276, %811 : tensor<512x512xbf16>
    %1278 = stablehlo.subtract %arg26, %1277 : tensor<512x512xbf16>
    %cst_181 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1279 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1280 = stablehlo.multiply %1279, %888 : tensor<512x512xbf16>
    %1281 = stablehlo.subtract %arg27, %1280 : tensor<512x512xbf16>
    %cst_182 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1282 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1283 = stablehlo.multiply %1282, %879 : tensor<512x512xbf16>
    %1284 = stablehlo.subtract %arg28, %1283 : tensor<512x512xbf16>
    %cst_183 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1285 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1286 = stablehlo.multiply %1285, %755 : tensor<512xbf16>
    %1287 = stablehlo.subtract %arg29, %1286 : tensor<512xbf16>
    %cst_184 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1288 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<bf16>) -> tensor<512xbf16>
    %1289 = stablehlo.multiply %1288, %651 : tensor<512xbf16>
    %1290 = stablehlo.subtract %arg30, %1289 : tensor<512xbf16>
    %cst_185 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1291 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<bf16>) -> tensor<1408x512xbf16>
    %1292 = stablehlo.multiply %1291, %634 : tensor<1408x512xbf16>
    %1293 = stablehlo.subtract %arg31, %1292 : tensor<1408x512xbf16>
    %cst_186 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1294 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<bf16>) -> tensor<512x1408xbf16>
    %1295 = stablehlo.multiply %1294, %643 : tensor<512x1408xbf16>
    %1296 = stablehlo.subtract %arg32, %1295 : tensor<512x1408xbf16>
    %cst_187 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1297 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<bf16>) -> tensor<512x1408xbf16>
    %1298 = stablehlo.multiply %1297, %639 : tensor<512x1408xbf16>
    %1299 = stablehlo.subtract %arg33, %1298 : tensor<512x1408xbf16>
    %cst_188 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1300 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1301 = stablehlo.multiply %1300, %742 : tensor<512x512xbf16>
    %1302 = stablehlo.subtract %arg34, %1301 : tensor<512x512xbf16>
    %cst_189 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1303 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1304 = stablehlo.multiply %1303, %670 : tensor<512x512xbf16>
    %1305 = stablehlo.subtract %arg35, %1304 : tensor<512x512xbf16>
    %cst_190 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1306 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1307 = stablehlo.multiply %1306, %747 : tensor<512x512xbf16>
    %1308 = stablehlo.subtract %arg36, %1307 : tensor<512x512xbf16>
    %cst_191 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1309 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<bf16>) -> tensor<512x512xbf16>
    %1310 = stablehlo.multiply %1309, %738 : tensor<512x512xbf16>
    %1311 = stablehlo.subtract %arg37, %1310 : tensor<512x512xbf16>
    %cst_192 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1312 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %1313 = stablehlo.multiply %1312, %608 : tensor<512x4096xbf16>
    %1314 = stablehlo.subtract %arg38, %1313 : tensor<512x4096xbf16>
    return %1200, %1203, %1206, %1209, %1212, %1215, %1218, %1221, %1224, %1227, %1230, %1233, %1236, %1239, %1242, %1245, %1248, %1251, %1254, %1257, %1260, %1263, %1266, %1269, %1272, %1275, %1278, %1281, %1284, %1287, %1290, %1293, %1296, %1299, %1302, %1305, %1308, %1311, %1314, %600 : tensor<4096x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<1408x512xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<1408x512xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<1408x512xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<1408x512xbf16>, tensor<512x1408xbf16>, tensor<512x1408xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x4096xbf16>, tensor<f32>
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
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<16x8x256x256xf32>, %arg2: tensor<f32>) -> (tensor<16x8x256x256xf32>, tensor<16x8x256x256xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<16x8x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>
    return %3, %1 : tensor<16x8x256x256xf32>, tensor<16x8x256x256xi1>
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
  func.func private @take_along_axis_0(%arg0: tensor<16x256x1x1xi32>, %arg1: tensor<16x256x1xf32>) -> tensor<16x256x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256x4096xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x256x4096xf32>, tensor<16x256x1x1xi32>, tensor<16x256x1xf32>) -> tensor<16x256x4096xf32>
    return %1 : tensor<16x256x4096xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<16x256x4096xf32>, %arg1: tensor<16x256x1xf32>, %arg2: tensor<16x256x4096xf32>) -> tensor<16x256x4096xf32> {
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
  func.func private @silu_2(%arg0: tensor<16x256x1408xbf16>, %arg1: tensor<16x256x1408xbf16>, %arg2: tensor<16x256x1408xbf16>, %arg3: tensor<16x256x1408xbf16>) -> tensor<16x256x1408xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<16x256x1408xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<16x256x1408xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<16x256x1408xbf16>
    %3 = stablehlo.add %1, %2 : tensor<16x256x1408xbf16>
    return %3 : tensor<16x256x1408xbf16>
  }
  func.func private @_where_3(%arg0: tensor<16x8x256x256xi1>, %arg1: tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8x256x256xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<16x8x256x256xi1>, tensor<16x8x256x256xf32>
    return %1 : tensor<16x8x256x256xf32>
  }
}
