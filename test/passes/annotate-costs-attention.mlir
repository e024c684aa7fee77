// Fused attention kernels at their measured rates: with a preset's [[fused_attention]] table (h100: cuDNN's
// figures from FlashAttention-3, Figures 5 and 6; hespas.costs.attention_rate), a bf16/f16 flash attention
// kernel runs its products at the TFLOP/s measured for its pass, mask, head dim and sequence length, not at
// the matmul rate, and its softmax's vector work adds nothing (the measured rate covers the whole kernel).
// RUN: hespas-opt %s --split-input-file --hespas-fuse='attention=fused' --hespas-annotate-costs='hardware=h100' | filecheck %s
// Without the efficiency model (efficiency=false) the kernels run at the bf16 peak, as before.
// RUN: hespas-opt %s --split-input-file --hespas-fuse='attention=fused' --hespas-annotate-costs='hardware=h100 efficiency=false' | filecheck %s --check-prefix=PEAK
// A preset whose table is malformed: one located diagnostic, exit status 1, no traceback.
// RUN: not hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=%inputs/attention_bad_table.toml' 2>&1 | filecheck %s --check-prefix=BAD-TABLE
// BAD-TABLE: {{.*}}attention_bad_table.toml: error: option 'hardware' of pass 'hespas-annotate-costs': invalid hardware file: fused_attention[0].TFLOPS must be a list of 2 rates (one per sequence_length), got [300]
// BAD-TABLE-NOT: Traceback
// BAD-TABLE-NOT: error:
// A lax.scan step (hespas.fusion.attention_scan), at the peak (a100, efficiency=false occupancy=false), and its remarks.
// RUN: hespas-opt %s --split-input-file --hespas-fuse='attention=fused' --hespas-annotate-costs='hardware=a100 efficiency=false occupancy=false' | filecheck %s --check-prefix=SCAN
// RUN: hespas-opt %s --split-input-file --hespas-fuse='attention=fused' --verify-diagnostics -o /dev/null

// h100 (hespas/presets/hardware/h100-sxm.toml): memory 3350 GB/s at efficiency 0.89 with half_size 5e5 bytes,
// so moving b bytes takes (b + 5e5) / 2981.5 ns; 1000 ns per launch.
//
// cuDNN flash attention, B=1, N=2, T=S=2048, head dim 64, causal (top-left), bf16.
// Forward: each head keeps 2048*2049/2 = 2098176 scores, 4196352 in all; FLOPs 2 * 4196352 * (64 + 64) =
// 1074266112. Rate: the causal forward curve, head dim 64, at 2048: 334 TFLOP/s = 334000 FLOP/ns, so
// compute 1074266112 / 334000 = 3216.3656 ns. Bytes: Q, K, V 3 * 524288 = 1572864 read, O 524288 and the
// f32 statistics 16384 written: (2113536 + 5e5) / 2981.5 = 876.6 ns < compute. Time 3216.3656 + 1000.
// CHECK-LABEL: func.func @cudnn_causal
// CHECK: custom_call @__cudnn$fmhaSoftmax(
// CHECK-SAME: bound = "compute", {{.*}}flops = 1074266112 : i64, time_ns = 4216.36560479{{[0-9]*}} : f64
// Backward: FLOPs 2 * 4196352 * (3*64 + 2*64) = 2685665280. FlashAttention-3 gives no causal backward figure,
// so the non-causal backward curve applies: head dim 64 at 2048, 395 TFLOP/s: 2685665280 / 395000 =
// 6799.1526 ns. Bytes (2637824 read, 1572864 written): (4210688 + 5e5) / 2981.5 = 1580.0 ns < compute.
// CHECK: custom_call @__cudnn$fmhaSoftmaxBackward(
// CHECK-SAME: bound = "compute", {{.*}}flops = 2685665280 : i64, time_ns = 7799.15260759{{[0-9]*}} : f64
// At the peak (efficiency=false), as before this rule: the products at 989.4 TFLOP/s, 1074266112 / 989400 =
// 1085.776 ns, and the 4196352 exponentials on the bf16 vector units (133.8 TFLOP/s), 31.362 ns; memory
// 2113536 / 3350 = 630.9 ns; 1085.776 + 31.362 + 1000 = 2117.138.
// PEAK-LABEL: func.func @cudnn_causal
// PEAK: custom_call @__cudnn$fmhaSoftmax(
// PEAK-SAME: time_ns = 2117.13{{[0-9]*}} : f64
func.func @cudnn_causal(%q: tensor<1x2048x2x64xbf16>, %k: tensor<1x2048x2x64xbf16>, %v: tensor<1x2048x2x64xbf16>, %do: tensor<1x2x2048x64xbf16>) -> (tensor<1x2x2048x64xbf16>, tensor<1x2048x2x64xbf16>) {
  %0:3 = stablehlo.custom_call @__cudnn$fmhaSoftmax(%q, %k, %v) {backend_config = "{\"cudnn_fmha_backend_config\": {\"intermediate_tensor_shape\": {\"dimensions\": [\"1\", \"2\", \"2048\", \"2048\"]}, \"mask_type\": \"CAUSAL\"}}"} : (tensor<1x2048x2x64xbf16>, tensor<1x2048x2x64xbf16>, tensor<1x2048x2x64xbf16>) -> (tensor<1x2x2048x64xbf16>, tensor<1x2x2048xf32>, tensor<0xui8>)
  %1:4 = stablehlo.custom_call @__cudnn$fmhaSoftmaxBackward(%q, %k, %v, %0#1, %do, %0#0) {backend_config = "{\"cudnn_fmha_backend_config\": {\"intermediate_tensor_shape\": {\"dimensions\": [\"1\", \"2\", \"2048\", \"2048\"]}, \"mask_type\": \"CAUSAL\"}}"} : (tensor<1x2048x2x64xbf16>, tensor<1x2048x2x64xbf16>, tensor<1x2048x2x64xbf16>, tensor<1x2x2048xf32>, tensor<1x2x2048x64xbf16>, tensor<1x2x2048x64xbf16>) -> (tensor<1x2048x2x64xbf16>, tensor<1x2048x2x64xbf16>, tensor<1x2048x2x64xbf16>, tensor<0xui8>)
  return %0#0, %1#0 : tensor<1x2x2048x64xbf16>, tensor<1x2048x2x64xbf16>
}

// -----

// Between the figures' points: T=S=1536, head dim 128, no mask, B=1, N=1. The curve is linear in log2 of the
// length: between 1024 (574) and 2048 (617), at log2(1536) - 10 = 0.5849625: 574 + 43 * 0.5849625 =
// 599.1534 TFLOP/s. FLOPs 2 * 1536*1536 * (128 + 128) = 1207959552: 1207959552 / 599153.4 = 2016.11 ns.
// Bytes: Q, K, V 3 * 393216 read, O 393216 and statistics 6144 written: (1579008 + 5e5) / 2981.5 = 697.3 ns.
// CHECK-LABEL: func.func @cudnn_between_points
// CHECK: custom_call @__cudnn$fmhaSoftmax(
// CHECK-SAME: bound = "compute", {{.*}}flops = 1207959552 : i64, time_ns = 3016.1{{[0-9]*}} : f64
func.func @cudnn_between_points(%q: tensor<1x1536x1x128xbf16>, %k: tensor<1x1536x1x128xbf16>, %v: tensor<1x1536x1x128xbf16>) -> tensor<1x1x1536x128xbf16> {
  %0:3 = stablehlo.custom_call @__cudnn$fmhaSoftmax(%q, %k, %v) {backend_config = "{\"cudnn_fmha_backend_config\": {\"intermediate_tensor_shape\": {\"dimensions\": [\"1\", \"1\", \"1536\", \"1536\"]}, \"mask_type\": \"NO_MASK\"}}"} : (tensor<1x1536x1x128xbf16>, tensor<1x1536x1x128xbf16>, tensor<1x1536x1x128xbf16>) -> (tensor<1x1x1536x128xbf16>, tensor<1x1x1536xf32>, tensor<0xui8>)
  return %0#0 : tensor<1x1x1536x128xbf16>
}

// -----

// Attention written out in bf16 (B=1, H=2, T=S=512, head dim 64), outlined by hespas-fuse as one forward kernel.
// Its products: Q.K and P.V, 2 * (1*2*512*512) * 64 = 67108864 FLOPs each, 134217728 in all; the softmax's
// elementwise work and exponentials are counted but take no time of their own. No mask: the non-causal
// forward curve, head dim 64, at 512: 335 TFLOP/s, 134217728 / 335000 = 400.650 ns. Bytes: Q, K, V read (3 * 131072 = 393216),
// O written (131072): (524288 + 5e5) / 2981.5 = 343.5 ns < compute. Time 400.650 + 1000.
// CHECK-LABEL: func.func @written_out
// CHECK: hespas.attention = "forward", hespas.cost = {bound = "compute", bytes_read = 393216 : i64, bytes_written = 131072 : i64, {{.*}}time_ns = 1400.649{{[0-9]*}} : f64
// At the peak, the products at 989.4 TFLOP/s (135.66 ns) and the elementwise work on the vector units take
// less than the memory, 524288 / 3350 = 156.504 ns: 1156.504 ns.
// PEAK-LABEL: func.func @written_out
// PEAK: hespas.attention = "forward", hespas.cost = {bound = "memory", {{.*}}time_ns = 1156.50{{[0-9]*}} : f64
func.func @written_out(%q: tensor<1x2x512x64xbf16>, %k: tensor<1x2x512x64xbf16>, %v: tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x512x64xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x512xbf16>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %max = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %shifted = stablehlo.subtract %s, %maxb : tensor<1x2x512x512xbf16>
  %e = stablehlo.exponential %shifted : tensor<1x2x512x512xbf16>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %p = stablehlo.divide %e, %sumb : tensor<1x2x512x512xbf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x512x512xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16>
  return %o : tensor<1x2x512x64xbf16>
}

// -----

// An f32 attention keeps the matmul rate: the published figures are FP16/BF16 kernels. Same shapes as above
// in f32 (B=1, N=1, T=S=512, head dim 64): FLOPs 2 * 512*512 * 128 = 67108864; the matmul curve of h100 on
// TF32 (494.7 TFLOP/s peak, efficiency_max 0.803, half_size 5.83e8 FLOPs at the bf16 peak, 989.4 TFLOP/s):
// 67108864 / (494700 * 0.803) + 5.83e8 / (989400 * 0.803) = 168.94 + 733.81 = 902.74 ns, plus one exponential
// per score (512*512 = 262144) on the f32 vector units (66.9 TFLOP/s): 3.92 ns. Bytes 3 * 131072 + 131072 +
// 2048 = 526336: (526336 + 5e5) / 2981.5 = 344.2 ns. Time 902.74 + 3.92 + 1000 = 1906.66.
// CHECK-LABEL: func.func @cudnn_f32
// CHECK: custom_call @__cudnn$fmhaSoftmax(
// CHECK-SAME: time_ns = 1906.66{{[0-9]*}} : f64
func.func @cudnn_f32(%q: tensor<1x512x1x64xf32>, %k: tensor<1x512x1x64xf32>, %v: tensor<1x512x1x64xf32>) -> tensor<1x1x512x64xf32> {
  %0:3 = stablehlo.custom_call @__cudnn$fmhaSoftmax(%q, %k, %v) {backend_config = "{\"cudnn_fmha_backend_config\": {\"intermediate_tensor_shape\": {\"dimensions\": [\"1\", \"1\", \"512\", \"512\"]}, \"mask_type\": \"NO_MASK\"}}"} : (tensor<1x512x1x64xf32>, tensor<1x512x1x64xf32>, tensor<1x512x1x64xf32>) -> (tensor<1x1x512x64xf32>, tensor<1x1x512xf32>, tensor<0xui8>)
  return %0#0 : tensor<1x1x512x64xf32>
}

// -----

// The same attention with the causal mask written from iotas (query position >= key position, as Pax writes
// it): the kernel is causal. A flash kernel computes 512*513/2 = 131328 of each head's 262144 scores, so its
// products do 134217728 * 131328 / 262144 = 67239936 FLOPs (the cost record still counts the body's
// 134217728 and more). The causal forward curve, head dim 64, at 512: 225 TFLOP/s, 67239936 / 225000 =
// 298.844 ns, now under the memory time, (524288 + 5e5) / 2981.5 = 343.548 ns: 343.548 + 1000.
// CHECK-LABEL: func.func @written_out_causal
// CHECK: hespas.attention = "forward", hespas.cost = {bound = "memory", bytes_read = 393216 : i64, bytes_written = 131072 : i64, {{.*}}time_ns = 1343.54{{[0-9]*}} : f64
// The upper triangle instead (query position <= key position) is not the causal mask: not causal, 400.650 +
// 1000 as without a mask.
// CHECK-LABEL: func.func @written_out_upper
// CHECK: hespas.attention = "forward", hespas.cost = {bound = "compute", {{.*}}time_ns = 1400.649{{[0-9]*}} : f64
func.func @written_out_causal(%q: tensor<1x2x512x64xbf16>, %k: tensor<1x2x512x64xbf16>, %v: tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x512x64xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x512xbf16>
  %row = stablehlo.iota dim = 0 : tensor<512xi32>
  %rows = stablehlo.broadcast_in_dim %row, dims = [0] : (tensor<512xi32>) -> tensor<512x512xi32>
  %col = stablehlo.iota dim = 0 : tensor<512xi32>
  %cols = stablehlo.broadcast_in_dim %col, dims = [1] : (tensor<512xi32>) -> tensor<512x512xi32>
  %lower = stablehlo.compare GE, %rows, %cols : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
  %keep = stablehlo.broadcast_in_dim %lower, dims = [2, 3] : (tensor<512x512xi1>) -> tensor<1x2x512x512xi1>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %ninfb = stablehlo.broadcast_in_dim %ninf, dims = [] : (tensor<bf16>) -> tensor<1x2x512x512xbf16>
  %masked = stablehlo.select %keep, %s, %ninfb : tensor<1x2x512x512xi1>, tensor<1x2x512x512xbf16>
  %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %shifted = stablehlo.subtract %masked, %maxb : tensor<1x2x512x512xbf16>
  %e = stablehlo.exponential %shifted : tensor<1x2x512x512xbf16>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %p = stablehlo.divide %e, %sumb : tensor<1x2x512x512xbf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x512x512xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16>
  return %o : tensor<1x2x512x64xbf16>
}
func.func @written_out_upper(%q: tensor<1x2x512x64xbf16>, %k: tensor<1x2x512x64xbf16>, %v: tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x512x64xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x512xbf16>
  %rows = stablehlo.iota dim = 2 : tensor<1x2x512x512xi32>
  %cols = stablehlo.iota dim = 3 : tensor<1x2x512x512xi32>
  %keep = stablehlo.compare LE, %rows, %cols : (tensor<1x2x512x512xi32>, tensor<1x2x512x512xi32>) -> tensor<1x2x512x512xi1>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %ninfb = stablehlo.broadcast_in_dim %ninf, dims = [] : (tensor<bf16>) -> tensor<1x2x512x512xbf16>
  %masked = stablehlo.select %keep, %s, %ninfb : tensor<1x2x512x512xi1>, tensor<1x2x512x512xbf16>
  %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %shifted = stablehlo.subtract %masked, %maxb : tensor<1x2x512x512xbf16>
  %e = stablehlo.exponential %shifted : tensor<1x2x512x512xbf16>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %p = stablehlo.divide %e, %sumb : tensor<1x2x512x512xbf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x512x512xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16>
  return %o : tensor<1x2x512x64xbf16>
}

// -----

// The causal mask as JAX lowers jnp.tril(jnp.ones((S, S), bool)): a private @tril (row iota + 0 >= column iota,
// selecting the ones) called with the [S, S] mask. hespas-fuse inlines the call (XLA inlines every call before
// fusing) and the kernel is causal: the same 343.548 + 1000 as @written_out_causal. With jnp.tril(..., k=1) the row
// iota comes + 1, a mask one diagonal wider than causal: not read, so not causal, 400.650 + 1000 as without a mask.
// CHECK-LABEL: func.func @written_out_tril
// CHECK: hespas.attention = "forward", hespas.cost = {bound = "memory", bytes_read = 393216 : i64, bytes_written = 131072 : i64, {{.*}}time_ns = 1343.54{{[0-9]*}} : f64
// CHECK-LABEL: func.func @written_out_tril_above
// CHECK: hespas.attention = "forward", hespas.cost = {bound = "compute", {{.*}}time_ns = 1400.649{{[0-9]*}} : f64
func.func @written_out_tril(%q: tensor<1x2x512x64xbf16>, %k: tensor<1x2x512x64xbf16>, %v: tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x512x64xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x512xbf16>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %ones = stablehlo.broadcast_in_dim %true, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
  %lower = func.call @tril(%ones) : (tensor<512x512xi1>) -> tensor<512x512xi1>
  %keep = stablehlo.broadcast_in_dim %lower, dims = [2, 3] : (tensor<512x512xi1>) -> tensor<1x2x512x512xi1>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %ninfb = stablehlo.broadcast_in_dim %ninf, dims = [] : (tensor<bf16>) -> tensor<1x2x512x512xbf16>
  %masked = stablehlo.select %keep, %s, %ninfb : tensor<1x2x512x512xi1>, tensor<1x2x512x512xbf16>
  %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %shifted = stablehlo.subtract %masked, %maxb : tensor<1x2x512x512xbf16>
  %e = stablehlo.exponential %shifted : tensor<1x2x512x512xbf16>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %p = stablehlo.divide %e, %sumb : tensor<1x2x512x512xbf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x512x512xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16>
  return %o : tensor<1x2x512x64xbf16>
}
func.func @written_out_tril_above(%q: tensor<1x2x512x64xbf16>, %k: tensor<1x2x512x64xbf16>, %v: tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x512x64xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x512xbf16>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %ones = stablehlo.broadcast_in_dim %true, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
  %lower = func.call @tril_above(%ones) : (tensor<512x512xi1>) -> tensor<512x512xi1>
  %keep = stablehlo.broadcast_in_dim %lower, dims = [2, 3] : (tensor<512x512xi1>) -> tensor<1x2x512x512xi1>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %ninfb = stablehlo.broadcast_in_dim %ninf, dims = [] : (tensor<bf16>) -> tensor<1x2x512x512xbf16>
  %masked = stablehlo.select %keep, %s, %ninfb : tensor<1x2x512x512xi1>, tensor<1x2x512x512xbf16>
  %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %shifted = stablehlo.subtract %masked, %maxb : tensor<1x2x512x512xbf16>
  %e = stablehlo.exponential %shifted : tensor<1x2x512x512xbf16>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x512x512xbf16>, tensor<bf16>) -> tensor<1x2x512xbf16>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x512xbf16>) -> tensor<1x2x512x512xbf16>
  %p = stablehlo.divide %e, %sumb : tensor<1x2x512x512xbf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x512x512xbf16>, tensor<1x2x512x64xbf16>) -> tensor<1x2x512x64xbf16>
  return %o : tensor<1x2x512x64xbf16>
}
func.func private @tril(%m: tensor<512x512xi1>) -> tensor<512x512xi1> {
  %rows = stablehlo.iota dim = 0 : tensor<512x512xi32>
  %k = stablehlo.constant dense<0> : tensor<i32>
  %kb = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
  %shifted = stablehlo.add %rows, %kb : tensor<512x512xi32>
  %cols = stablehlo.iota dim = 1 : tensor<512x512xi32>
  %lower = stablehlo.compare GE, %shifted, %cols, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %none = stablehlo.broadcast_in_dim %false, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
  %kept = stablehlo.select %lower, %m, %none : tensor<512x512xi1>, tensor<512x512xi1>
  return %kept : tensor<512x512xi1>
}
func.func private @tril_above(%m: tensor<512x512xi1>) -> tensor<512x512xi1> {
  %rows = stablehlo.iota dim = 0 : tensor<512x512xi32>
  %k = stablehlo.constant dense<1> : tensor<i32>
  %kb = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
  %shifted = stablehlo.add %rows, %kb : tensor<512x512xi32>
  %cols = stablehlo.iota dim = 1 : tensor<512x512xi32>
  %lower = stablehlo.compare GE, %shifted, %cols, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %none = stablehlo.broadcast_in_dim %false, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
  %kept = stablehlo.select %lower, %m, %none : tensor<512x512xi1>, tensor<512x512xi1>
  return %kept : tensor<512x512xi1>
}

// -----

// Attention under jax.lax.scan, differentiated (hespas.fusion.attention_scan): two layers (L=2), B=1, H=2, S=8, head
// dim 4, f32. The forward loop stacks P ([2, 1, 2, 8, 8]) with Q, K and V for the backward loop, which slices layer
// 1 - j of each. With attention=fused the forward stacks one logsumexp per row instead, L = max + log(sum)
// (FlashAttention-2, Algorithm 1 line 12): P = exp(S - max) / sum = exp(S - L), so L is all P needs. The P stack
// becomes [L, 1 value, 1, 2, 8] = [2, 1, 1, 2, 8] f32 in both loops (zero-filled init, cond and body arguments,
// results); the backward recomputes P = exp(S - L), with no divide, from Q, K (the slices its dQ and dK products
// read), the mask (an input, which the backward loop carries too), the -1e9 fill and L, and is one backward kernel.
// The fill, a broadcast constant the forward loop carries unchanged, is computed in each kernel, as unscanned: no
// kernel reads it.
// Forward kernel (as @attention in fuse.mlir, with the mask an input instead of iotas): FLOPs Q.K and P.V
// 2 * (1*2*8*8) * 4 = 1024 each; scale, select, subtract, divide one per score, 4 * 128 = 512; two reductions, 7
// per row of 16 rows, 224; L = max + log(sum), one add per row, 16: 2048 + 512 + 224 + 16 = 2800. Bytes read: Q, K,
// V 3 * 1*2*8*4 * 4 = 768 and the i1 mask 128: 896 (the loop's fill, 512 more, if it were read). Written: O 256 and
// L 1*2*8 * 4 = 64: 320. Transcendentals: 128 exponentials and 16 logarithms, 144.
// Backward kernel: products Q.K (recomputed), dV = P^T.dO, dP = dO.V^T, dQ = dS.K, dK = dS^T.Q, 1024 each: 5120;
// scale, select, subtract (recomputing P = exp(S - L)), P*dP, dP - rowsum, P*(...), 6 * 128 = 768; one reduction of
// 16 rows, 112: 5120 + 768 + 112 = 6000. Bytes read: its layer of the logsumexp stack through the dynamic_slice,
// 1*1*1*2*8 * 4 = 64, the layer index 4, Q, K, V, dO 4 * 256 = 1024, the mask 128: 1220; written dV, dQ, dK,
// 3 * 256 = 768. 128 exponentials (the recomputed P); no [B, H, S, S] tensor crosses a kernel or a loop.
// SCAN-LABEL: func.func @scanned_attention(
// SCAN: stablehlo.while{{.*}} : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x1x2x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
// SCAN: stablehlo.log {{.*}} : tensor<1x2x8xf32>
// SCAN: hespas.attention = "forward", hespas.cost = {bound = "memory", bytes_read = 896 : i64, bytes_written = 320 : i64, estimator = "roofline", flops = 2800 : i64, {{.*}}transcendentals = 144 : i64}
// SCAN: stablehlo.dynamic_update_slice {{.*}} -> tensor<2x1x1x2x8xf32>
// SCAN: stablehlo.while{{.*}} : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x1x2x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
// SCAN: "mhlo.fusion"{{.*}}kCustom
// SCAN: stablehlo.dynamic_slice {{.*}} sizes = [1, 1, 1, 2, 8]
// SCAN: stablehlo.dot_general
// SCAN: stablehlo.exponential
// SCAN-NOT: stablehlo.divide
// SCAN: hespas.attention = "backward", hespas.cost = {bound = "memory", bytes_read = 1220 : i64, bytes_written = 768 : i64, estimator = "roofline", flops = 6000 : i64, {{.*}}transcendentals = 128 : i64}
func.func @scanned_attention(%x0: tensor<1x2x8x4xf32>, %mask: tensor<1x2x8x8xi1>) -> tensor<1x2x8x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %p_init = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x8xf32>
  %x_init = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x4xf32>
  %big = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
  %fill = stablehlo.broadcast_in_dim %big, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
  %fwd:8 = stablehlo.while(%i = %c0, %x = %x0, %ps = %p_init, %qs = %x_init, %ks = %x_init, %vs = %x_init, %m = %mask, %f = %fill) : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
   cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %more = stablehlo.compare LT, %i, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %q = stablehlo.multiply %x, %x : tensor<1x2x8x4xf32>
    %k = stablehlo.negate %x : tensor<1x2x8x4xf32>
    %v = stablehlo.exponential %x : tensor<1x2x8x4xf32>
    %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %halfb = stablehlo.broadcast_in_dim %half, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
    %scaled = stablehlo.multiply %s, %halfb : tensor<1x2x8x8xf32>
    %masked = stablehlo.select %m, %scaled, %f : tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %shifted = stablehlo.subtract %masked, %maxb : tensor<1x2x8x8xf32>
    %e = stablehlo.exponential %shifted : tensor<1x2x8x8xf32>
    %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %sum = stablehlo.reduce(%e init: %fzero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %p = stablehlo.divide %e, %sumb : tensor<1x2x8x8xf32>
    %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %p1 = stablehlo.reshape %p : (tensor<1x2x8x8xf32>) -> tensor<1x1x2x8x8xf32>
    %ps2 = stablehlo.dynamic_update_slice %ps, %p1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x8xf32>, tensor<1x1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x8xf32>
    %q1 = stablehlo.reshape %q : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %qs2 = stablehlo.dynamic_update_slice %qs, %q1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %k1 = stablehlo.reshape %k : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %ks2 = stablehlo.dynamic_update_slice %ks, %k1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %v1 = stablehlo.reshape %v : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %vs2 = stablehlo.dynamic_update_slice %vs, %v1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %o, %ps2, %qs2, %ks2, %vs2, %m, %f : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
  }
  %bwd:7 = stablehlo.while(%j = %c0, %g = %fwd#1, %ps = %fwd#2, %qs = %fwd#3, %ks = %fwd#4, %vs = %fwd#5, %m = %mask) : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
   cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %more = stablehlo.compare LT, %j, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %l = stablehlo.subtract %one, %j : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %p1 = stablehlo.dynamic_slice %ps, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 8] : (tensor<2x1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x8xf32>
    %p = stablehlo.reshape %p1 : (tensor<1x1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %dv = stablehlo.dot_general %p, %g, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %v1 = stablehlo.dynamic_slice %vs, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %v = stablehlo.reshape %v1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dp = stablehlo.dot_general %g, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %pdp = stablehlo.multiply %p, %dp : tensor<1x2x8x8xf32>
    %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %t = stablehlo.reduce(%pdp init: %fzero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %tb = stablehlo.broadcast_in_dim %t, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %centred = stablehlo.subtract %dp, %tb : tensor<1x2x8x8xf32>
    %ds = stablehlo.multiply %p, %centred : tensor<1x2x8x8xf32>
    %k1 = stablehlo.dynamic_slice %ks, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %k = stablehlo.reshape %k1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dq = stablehlo.dot_general %ds, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %q1 = stablehlo.dynamic_slice %qs, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %q = stablehlo.reshape %q1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dk = stablehlo.dot_general %ds, %q, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %sum1 = stablehlo.add %dq, %dk : tensor<1x2x8x4xf32>
    %g2 = stablehlo.add %sum1, %dv : tensor<1x2x8x4xf32>
    %next = stablehlo.add %j, %one : tensor<i32>
    stablehlo.return %next, %g2, %ps, %qs, %ks, %vs, %m : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
  }
  return %bwd#1 : tensor<1x2x8x4xf32>
}

// -----

// The same step with P written as E times the reciprocal of the row sum: the stacked P reads a per-row value that
// is not E's row sum as a divisor (1/l), which the rewrite does not read as E / l, so it stays materialized, with
// a remark.
// SCAN-LABEL: func.func @scanned_attention_reciprocal(
// SCAN: stablehlo.while{{.*}} : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>,
// SCAN-NOT: kCustom
// SCAN: return
func.func @scanned_attention_reciprocal(%x0: tensor<1x2x8x4xf32>, %mask: tensor<1x2x8x8xi1>) -> tensor<1x2x8x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %p_init = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x8xf32>
  %x_init = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x4xf32>
  %big = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
  %fill = stablehlo.broadcast_in_dim %big, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
  %fwd:8 = stablehlo.while(%i = %c0, %x = %x0, %ps = %p_init, %qs = %x_init, %ks = %x_init, %vs = %x_init, %m = %mask, %f = %fill) : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
   cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %more = stablehlo.compare LT, %i, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %q = stablehlo.multiply %x, %x : tensor<1x2x8x4xf32>
    %k = stablehlo.negate %x : tensor<1x2x8x4xf32>
    %v = stablehlo.exponential %x : tensor<1x2x8x4xf32>
    // expected-remark @+2 {{attention scores stacked for the backward loop left in memory: a stacked score tensor reads a per-row value other than the softmax's}}
    // expected-remark @+1 {{attention left materialized: a score tensor is used by 'stablehlo.dynamic_update_slice' outside the attention pattern}}
    %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %halfb = stablehlo.broadcast_in_dim %half, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
    %scaled = stablehlo.multiply %s, %halfb : tensor<1x2x8x8xf32>
    %masked = stablehlo.select %m, %scaled, %f : tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %shifted = stablehlo.subtract %masked, %maxb : tensor<1x2x8x8xf32>
    %e = stablehlo.exponential %shifted : tensor<1x2x8x8xf32>
    %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %sum = stablehlo.reduce(%e init: %fzero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %onef = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %oneb = stablehlo.broadcast_in_dim %onef, dims = [] : (tensor<f32>) -> tensor<1x2x8xf32>
    %recip = stablehlo.divide %oneb, %sum : tensor<1x2x8xf32>
    %recipb = stablehlo.broadcast_in_dim %recip, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %p = stablehlo.multiply %e, %recipb : tensor<1x2x8x8xf32>
    %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %p1 = stablehlo.reshape %p : (tensor<1x2x8x8xf32>) -> tensor<1x1x2x8x8xf32>
    %ps2 = stablehlo.dynamic_update_slice %ps, %p1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x8xf32>, tensor<1x1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x8xf32>
    %q1 = stablehlo.reshape %q : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %qs2 = stablehlo.dynamic_update_slice %qs, %q1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %k1 = stablehlo.reshape %k : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %ks2 = stablehlo.dynamic_update_slice %ks, %k1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %v1 = stablehlo.reshape %v : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %vs2 = stablehlo.dynamic_update_slice %vs, %v1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %o, %ps2, %qs2, %ks2, %vs2, %m, %f : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
  }
  %bwd:7 = stablehlo.while(%j = %c0, %g = %fwd#1, %ps = %fwd#2, %qs = %fwd#3, %ks = %fwd#4, %vs = %fwd#5, %m = %mask) : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
   cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %more = stablehlo.compare LT, %j, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %l = stablehlo.subtract %one, %j : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %p1 = stablehlo.dynamic_slice %ps, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 8] : (tensor<2x1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x8xf32>
    %p = stablehlo.reshape %p1 : (tensor<1x1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %dv = stablehlo.dot_general %p, %g, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %v1 = stablehlo.dynamic_slice %vs, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %v = stablehlo.reshape %v1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dp = stablehlo.dot_general %g, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %pdp = stablehlo.multiply %p, %dp : tensor<1x2x8x8xf32>
    %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %t = stablehlo.reduce(%pdp init: %fzero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %tb = stablehlo.broadcast_in_dim %t, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %centred = stablehlo.subtract %dp, %tb : tensor<1x2x8x8xf32>
    %ds = stablehlo.multiply %p, %centred : tensor<1x2x8x8xf32>
    %k1 = stablehlo.dynamic_slice %ks, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %k = stablehlo.reshape %k1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dq = stablehlo.dot_general %ds, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %q1 = stablehlo.dynamic_slice %qs, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %q = stablehlo.reshape %q1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dk = stablehlo.dot_general %ds, %q, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %sum1 = stablehlo.add %dq, %dk : tensor<1x2x8x4xf32>
    %g2 = stablehlo.add %sum1, %dv : tensor<1x2x8x4xf32>
    %next = stablehlo.add %j, %one : tensor<i32>
    stablehlo.return %next, %g2, %ps, %qs, %ks, %vs, %m : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
  }
  return %bwd#1 : tensor<1x2x8x4xf32>
}

// -----

// The same step stacking E = exp(S - max), unnormalised, instead of P (its backward normalises E itself), and not the
// row sum: E needs max, or L and the row sum l (E = exp(S - L) * l). The stack becomes [L, 2 values, 1, 2, 8] =
// [2, 2, 1, 2, 8] f32: L and l, packed by a concatenate; the backward recomputes E as exp(S - L) times l.
// Forward kernel: as above (2800 FLOPs, 144 transcendentals, 896 bytes read) but it writes O 256, L 64 and l 64: 384.
// Backward kernel: products 5 * 1024 = 5120; scale, select, subtract, times l (recomputing E), the divide by the row
// sum, P*dP, dP - rowsum, P*(...), 8 * 128 = 1024; two reductions of 16 rows, 2 * 112 = 224: 5120 + 1024 + 224 =
// 6368. Bytes read: its layer of the stack 2 * 64 = 128, the index 4, Q, K, V, dO 1024, the mask 128: 1284; written
// 768. 128 exponentials.
// SCAN-LABEL: func.func @scanned_attention_exp_stacked(
// SCAN: stablehlo.while{{.*}} : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x2x1x2x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
// SCAN: hespas.attention = "forward", hespas.cost = {bound = "memory", bytes_read = 896 : i64, bytes_written = 384 : i64, estimator = "roofline", flops = 2800 : i64, {{.*}}transcendentals = 144 : i64}
// SCAN: stablehlo.concatenate {{.*}} -> tensor<1x2x1x2x8xf32>
// SCAN: stablehlo.dynamic_update_slice {{.*}} -> tensor<2x2x1x2x8xf32>
// SCAN: stablehlo.while{{.*}} : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x2x1x2x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
// SCAN: stablehlo.dynamic_slice {{.*}} sizes = [1, 2, 1, 2, 8]
// SCAN: stablehlo.exponential
// SCAN-NEXT: stablehlo.broadcast_in_dim
// SCAN-NEXT: stablehlo.multiply
// SCAN: hespas.attention = "backward", hespas.cost = {bound = "memory", bytes_read = 1284 : i64, bytes_written = 768 : i64, estimator = "roofline", flops = 6368 : i64, {{.*}}transcendentals = 128 : i64}
func.func @scanned_attention_exp_stacked(%x0: tensor<1x2x8x4xf32>, %mask: tensor<1x2x8x8xi1>) -> tensor<1x2x8x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %p_init = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x8xf32>
  %x_init = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x4xf32>
  %big = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
  %fill = stablehlo.broadcast_in_dim %big, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
  %fwd:8 = stablehlo.while(%i = %c0, %x = %x0, %ps = %p_init, %qs = %x_init, %ks = %x_init, %vs = %x_init, %m = %mask, %f = %fill) : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
   cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %more = stablehlo.compare LT, %i, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %q = stablehlo.multiply %x, %x : tensor<1x2x8x4xf32>
    %k = stablehlo.negate %x : tensor<1x2x8x4xf32>
    %v = stablehlo.exponential %x : tensor<1x2x8x4xf32>
    %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %halfb = stablehlo.broadcast_in_dim %half, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
    %scaled = stablehlo.multiply %s, %halfb : tensor<1x2x8x8xf32>
    %masked = stablehlo.select %m, %scaled, %f : tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %shifted = stablehlo.subtract %masked, %maxb : tensor<1x2x8x8xf32>
    %e = stablehlo.exponential %shifted : tensor<1x2x8x8xf32>
    %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %sum = stablehlo.reduce(%e init: %fzero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %p = stablehlo.divide %e, %sumb : tensor<1x2x8x8xf32>
    %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %e1 = stablehlo.reshape %e : (tensor<1x2x8x8xf32>) -> tensor<1x1x2x8x8xf32>
    %ps2 = stablehlo.dynamic_update_slice %ps, %e1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x8xf32>, tensor<1x1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x8xf32>
    %q1 = stablehlo.reshape %q : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %qs2 = stablehlo.dynamic_update_slice %qs, %q1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %k1 = stablehlo.reshape %k : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %ks2 = stablehlo.dynamic_update_slice %ks, %k1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %v1 = stablehlo.reshape %v : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %vs2 = stablehlo.dynamic_update_slice %vs, %v1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %o, %ps2, %qs2, %ks2, %vs2, %m, %f : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
  }
  %bwd:7 = stablehlo.while(%j = %c0, %g = %fwd#1, %ps = %fwd#2, %qs = %fwd#3, %ks = %fwd#4, %vs = %fwd#5, %m = %mask) : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
   cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %more = stablehlo.compare LT, %j, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %l = stablehlo.subtract %one, %j : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %e1 = stablehlo.dynamic_slice %ps, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 8] : (tensor<2x1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x8xf32>
    %e = stablehlo.reshape %e1 : (tensor<1x1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %zero_e = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %sum = stablehlo.reduce(%e init: %zero_e) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %p = stablehlo.divide %e, %sumb : tensor<1x2x8x8xf32>
    %dv = stablehlo.dot_general %p, %g, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %v1 = stablehlo.dynamic_slice %vs, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %v = stablehlo.reshape %v1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dp = stablehlo.dot_general %g, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %pdp = stablehlo.multiply %p, %dp : tensor<1x2x8x8xf32>
    %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %t = stablehlo.reduce(%pdp init: %fzero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %tb = stablehlo.broadcast_in_dim %t, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %centred = stablehlo.subtract %dp, %tb : tensor<1x2x8x8xf32>
    %ds = stablehlo.multiply %p, %centred : tensor<1x2x8x8xf32>
    %k1 = stablehlo.dynamic_slice %ks, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %k = stablehlo.reshape %k1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dq = stablehlo.dot_general %ds, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %q1 = stablehlo.dynamic_slice %qs, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %q = stablehlo.reshape %q1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dk = stablehlo.dot_general %ds, %q, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %sum1 = stablehlo.add %dq, %dk : tensor<1x2x8x4xf32>
    %g2 = stablehlo.add %sum1, %dv : tensor<1x2x8x4xf32>
    %next = stablehlo.add %j, %one : tensor<i32>
    stablehlo.return %next, %g2, %ps, %qs, %ks, %vs, %m : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
  }
  return %bwd#1 : tensor<1x2x8x4xf32>
}

// -----

// The same step returning the forward loop's P stack as well: the stack is read outside the backward loop, so
// it stays (and the forward attention with it) materialized, with a remark saying why.
// SCAN-LABEL: func.func @scanned_attention_stack_returned(
// SCAN: stablehlo.while{{.*}} : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>,
// SCAN-NOT: kCustom
// SCAN: return
func.func @scanned_attention_stack_returned(%x0: tensor<1x2x8x4xf32>, %mask: tensor<1x2x8x8xi1>) -> (tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %p_init = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x8xf32>
  %x_init = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x1x2x8x4xf32>
  %big = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
  %fill = stablehlo.broadcast_in_dim %big, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
  %fwd:8 = stablehlo.while(%i = %c0, %x = %x0, %ps = %p_init, %qs = %x_init, %ks = %x_init, %vs = %x_init, %m = %mask, %f = %fill) : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
   cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %more = stablehlo.compare LT, %i, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %q = stablehlo.multiply %x, %x : tensor<1x2x8x4xf32>
    %k = stablehlo.negate %x : tensor<1x2x8x4xf32>
    %v = stablehlo.exponential %x : tensor<1x2x8x4xf32>
    // expected-remark @+2 {{attention scores stacked for the backward loop left in memory: a stack of scores is read by something other than a later loop}}
    // expected-remark @+1 {{attention left materialized: a score tensor is used by 'stablehlo.dynamic_update_slice' outside the attention pattern}}
    %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %halfb = stablehlo.broadcast_in_dim %half, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
    %scaled = stablehlo.multiply %s, %halfb : tensor<1x2x8x8xf32>
    %masked = stablehlo.select %m, %scaled, %f : tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %shifted = stablehlo.subtract %masked, %maxb : tensor<1x2x8x8xf32>
    %e = stablehlo.exponential %shifted : tensor<1x2x8x8xf32>
    %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %sum = stablehlo.reduce(%e init: %fzero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %p = stablehlo.divide %e, %sumb : tensor<1x2x8x8xf32>
    %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %p1 = stablehlo.reshape %p : (tensor<1x2x8x8xf32>) -> tensor<1x1x2x8x8xf32>
    %ps2 = stablehlo.dynamic_update_slice %ps, %p1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x8xf32>, tensor<1x1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x8xf32>
    %q1 = stablehlo.reshape %q : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %qs2 = stablehlo.dynamic_update_slice %qs, %q1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %k1 = stablehlo.reshape %k : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %ks2 = stablehlo.dynamic_update_slice %ks, %k1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %v1 = stablehlo.reshape %v : (tensor<1x2x8x4xf32>) -> tensor<1x1x2x8x4xf32>
    %vs2 = stablehlo.dynamic_update_slice %vs, %v1, %i, %z, %z, %z, %z : (tensor<2x1x2x8x4xf32>, tensor<1x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x2x8x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %o, %ps2, %qs2, %ks2, %vs2, %m, %f : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
  }
  %bwd:7 = stablehlo.while(%j = %c0, %g = %fwd#1, %ps = %fwd#2, %qs = %fwd#3, %ks = %fwd#4, %vs = %fwd#5, %m = %mask) : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
   cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %more = stablehlo.compare LT, %j, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %l = stablehlo.subtract %one, %j : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %p1 = stablehlo.dynamic_slice %ps, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 8] : (tensor<2x1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x8xf32>
    %p = stablehlo.reshape %p1 : (tensor<1x1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %dv = stablehlo.dot_general %p, %g, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %v1 = stablehlo.dynamic_slice %vs, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %v = stablehlo.reshape %v1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dp = stablehlo.dot_general %g, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %pdp = stablehlo.multiply %p, %dp : tensor<1x2x8x8xf32>
    %fzero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %t = stablehlo.reduce(%pdp init: %fzero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %tb = stablehlo.broadcast_in_dim %t, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %centred = stablehlo.subtract %dp, %tb : tensor<1x2x8x8xf32>
    %ds = stablehlo.multiply %p, %centred : tensor<1x2x8x8xf32>
    %k1 = stablehlo.dynamic_slice %ks, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %k = stablehlo.reshape %k1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dq = stablehlo.dot_general %ds, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %q1 = stablehlo.dynamic_slice %qs, %l, %z, %z, %z, %z, sizes = [1, 1, 2, 8, 4] : (tensor<2x1x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x8x4xf32>
    %q = stablehlo.reshape %q1 : (tensor<1x1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %dk = stablehlo.dot_general %ds, %q, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %sum1 = stablehlo.add %dq, %dk : tensor<1x2x8x4xf32>
    %g2 = stablehlo.add %sum1, %dv : tensor<1x2x8x4xf32>
    %next = stablehlo.add %j, %one : tensor<i32>
    stablehlo.return %next, %g2, %ps, %qs, %ks, %vs, %m : tensor<i32>, tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<2x1x2x8x4xf32>, tensor<1x2x8x8xi1>
  }
  return %bwd#1, %fwd#2 : tensor<1x2x8x4xf32>, tensor<2x1x2x8x8xf32>
}
