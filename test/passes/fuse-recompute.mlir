// hespas-fuse's recomputation rule (XLA:GPU priority fusion): a loop-fusible producer whose users are all
// fusible is copied into each of them when that moves fewer bytes: (k-1)*I < (k+1)*O for k users, I bytes
// read and O bytes written by the producer (hespas/fusion/grouping.py, _recompute_pays).
// RUN: hespas-opt %s --split-input-file --hespas-fuse | filecheck %s
// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=a100 efficiency=false' | filecheck %s --check-prefix=COST

// Batch-norm's centred activations d = x - mean (f32 from an f16 x) feed the variance's square and the
// normalisation (which reads the variance, so the two kernels are not siblings): k = 2, I = x (16*64*2 = 2048 B)
// + mean (64*4 = 256 B) = 2304 B, O = 16*64*4 = 4096 B; 1*2304 < 3*4096, so both kernels recompute d from the
// f16 x and no f32 copy of x is ever written.
// CHECK-LABEL: func.func @batch_norm_centred
// CHECK: %[[VAR:.*]] = "mhlo.fusion"(%arg1, %arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: stablehlo.subtract
// CHECK: stablehlo.reduce
// CHECK: "mhlo.fusion"(%arg1, %arg0, %[[VAR]], %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK: stablehlo.subtract
// CHECK-NOT: stablehlo.subtract
// CHECK: return
// The variance kernel reads x and mean (2048 + 256) and writes 64 f32 (256); the normalisation reads x, mean,
// the variance and scale (2048 + 3 * 256 = 2816) and writes the f16 result (2048). Written out, d would cost
// 4096 B written and 2 * 4096 B read on top.
// COST-LABEL: func.func @batch_norm_centred
// COST: kInput
// COST: bytes_read = 2304 : i64, bytes_written = 256 : i64
// COST: kLoop
// COST: bytes_read = 2816 : i64, bytes_written = 2048 : i64
func.func @batch_norm_centred(%x: tensor<16x64xf16>, %mean: tensor<64xf32>, %scale: tensor<64xf32>) -> (tensor<64xf32>, tensor<16x64xf16>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %xf = stablehlo.convert %x : (tensor<16x64xf16>) -> tensor<16x64xf32>
  %mb = stablehlo.broadcast_in_dim %mean, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
  %d = stablehlo.subtract %xf, %mb : tensor<16x64xf32>
  %sq = stablehlo.multiply %d, %d : tensor<16x64xf32>
  %var = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
  %inv = stablehlo.rsqrt %var : tensor<64xf32>
  %ib = stablehlo.broadcast_in_dim %inv, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
  %c = stablehlo.multiply %d, %ib : tensor<16x64xf32>
  %sb = stablehlo.broadcast_in_dim %scale, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
  %n = stablehlo.multiply %c, %sb : tensor<16x64xf32>
  %y = stablehlo.convert %n : (tensor<16x64xf32>) -> tensor<16x64xf16>
  return %var, %y : tensor<64xf32>, tensor<16x64xf16>
}

// -----

// A sum of two f32 operands (I = 2 * 4096 = 8192 B, O = 4096 B) read by k = 2 kernels: 1*8192 < 3*4096,
// recomputed in both; by k = 4 users it would not pay (3*8192 = 24576 >= 5*4096 = 20480: fuse-multi-output.mlir).
// (The users' loops differ, 1024 and 2048 elements, so the two kernels are not merged as siblings.)
// CHECK-LABEL: func.func @sum_two_users
// CHECK-NOT: stablehlo.add %arg0, %arg1 :
// CHECK: "mhlo.fusion"(%arg0, %arg1)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.negate
// CHECK: "mhlo.fusion"(%arg0, %arg1)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.broadcast_in_dim
func.func @sum_two_users(%a: tensor<16x64xf32>, %b: tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<2x16x64xf32>) {
  %s = stablehlo.add %a, %b : tensor<16x64xf32>
  %0 = stablehlo.negate %s : tensor<16x64xf32>
  %1 = stablehlo.broadcast_in_dim %s, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<2x16x64xf32>
  return %0, %1 : tensor<16x64xf32>, tensor<2x16x64xf32>
}

// -----

// A producer with a user that cannot take it (a dot, a library call) is not copied: XLA fuses a producer into
// all its users or none. (It joins the negate's kernel as an extra output instead: fuse-multi-output.mlir.)
// CHECK-LABEL: func.func @library_user
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0, %arg1)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.negate
// CHECK-NOT: stablehlo.add
// CHECK: stablehlo.dot_general %[[F]]#0, %[[F]]#0
func.func @library_user(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %s = stablehlo.add %a, %b : tensor<16x16xf32>
  %0 = stablehlo.negate %s : tensor<16x16xf32>
  %1 = stablehlo.dot_general %s, %s, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0, %1 : tensor<16x16xf32>, tensor<16x16xf32>
}
