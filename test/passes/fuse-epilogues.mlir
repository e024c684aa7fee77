// hespas-fuse{library-epilogues=true}: the epilogues XLA:GPU folds into cuDNN convolutions
// (cudnn_fused_conv_rewriter.cc) and cuBLAS GEMMs (gemm_rewriter.cc) become one kernel with the library call
// (hespas/fusion/epilogues.py). Off by default in hespas-opt; hespas simulate sets it on GPU hardware.
// RUN: hespas-opt %s --split-input-file --hespas-fuse='library-epilogues=true' | filecheck %s
// RUN: hespas-opt %s --split-input-file --hespas-fuse='library-epilogues=true' --hespas-annotate-costs='hardware=a100 efficiency=false' | filecheck %s --check-prefix=COST
// RUN: hespas-opt %s --split-input-file --hespas-fuse | filecheck %s --check-prefix=OFF
// RUN: not hespas-opt %s --hespas-fuse='library-epilogues=maybe' 2>&1 | filecheck %s --check-prefix=BAD
// BAD: hespas-opt: error:
// BAD-NOT: Traceback

// A convolution of f16 operands computed in f32, plus a bias along the output features, plus a side input (the
// residual), ReLU, then f16: one cuDNN call (conv-bias-activation with a side input) that reads the f16 operands
// and writes the f16 result; the operands' converts to f32 are copied into it.
// CHECK-LABEL: func.func @conv_bias_side_relu_f16
// CHECK: "mhlo.fusion"(%arg0, %arg1, %arg2, %arg3, %{{.*}}) <{fusion_kind = #mhlo<fusion_kind kCustom>}>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.convert
// CHECK-NEXT: stablehlo.convert
// CHECK-NEXT: stablehlo.convolution
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.maximum
// CHECK-NEXT: stablehlo.convert
// CHECK-NEXT: mhlo.return
// CHECK-NEXT: }) {hespas.library = "cudnn"}
// Bytes read: x 2*8*8*4 f16 (1024), w 3*3*4*8 f16 (576), bias 8 f32 (32), side 2*8*8*8 f32 (4096), the zero (4):
// 5732; written: the f16 result 2*8*8*8*2 = 2048. Unfused, the f32 conv output alone (4096 B) would be written once
// and read back, and so would each f32 intermediate.
// COST-LABEL: func.func @conv_bias_side_relu_f16
// COST: hespas.cost = {bound = "memory", bytes_read = 5732 : i64, bytes_written = 2048 : i64
// OFF-LABEL: func.func @conv_bias_side_relu_f16
// OFF: %[[C:.*]] = stablehlo.convolution
// OFF: "mhlo.fusion"({{.*}}%[[C]]
func.func @conv_bias_side_relu_f16(%x: tensor<2x8x8x4xf16>, %w: tensor<3x3x4x8xf16>, %bias: tensor<8xf32>, %side: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf16> {
  %xf = stablehlo.convert %x : (tensor<2x8x8x4xf16>) -> tensor<2x8x8x4xf32>
  %wf = stablehlo.convert %w : (tensor<3x3x4x8xf16>) -> tensor<3x3x4x8xf32>
  %c = stablehlo.convolution(%xf, %wf) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32>
  %bb = stablehlo.broadcast_in_dim %bias, dims = [3] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
  %b = stablehlo.add %c, %bb : tensor<2x8x8x8xf32>
  %s = stablehlo.add %b, %side : tensor<2x8x8x8xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
  %r = stablehlo.maximum %s, %zb : tensor<2x8x8x8xf32>
  %h = stablehlo.convert %r : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf16>
  return %h : tensor<2x8x8x8xf16>
}

// -----

// The conv's result also has a second user: no epilogue folds (each intermediate must have one use: the
// rewriters' WithOneUse).
// CHECK-LABEL: func.func @conv_result_used_twice
// CHECK: %[[C:.*]] = stablehlo.convolution
// CHECK-NOT: hespas.library
func.func @conv_result_used_twice(%x: tensor<2x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) {
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
  %r = stablehlo.maximum %c, %zb : tensor<2x8x8x8xf32>
  return %r, %c : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>
}

// -----

// A GEMM with a vector bias along its columns and a ReLU: one cuBLASLt call with the BIAS_RELU epilogue. The bf16
// result is the dot's own type; no convert follows.
// CHECK-LABEL: func.func @gemm_bias_relu
// CHECK: "mhlo.fusion"(%arg0, %arg1, %arg2, %{{.*}}) <{fusion_kind = #mhlo<fusion_kind kCustom>}>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.maximum
// CHECK-NEXT: mhlo.return
// CHECK-NEXT: }) {hespas.library = "cublas"}
// Bytes: a 16*32 bf16 (1024), b 32*64 bf16 (4096), bias 64 bf16 (128), the zero (2) read: 5250; the 16*64 bf16
// result (2048) written once.
// COST-LABEL: func.func @gemm_bias_relu
// COST: hespas.cost = {bound = "memory", bytes_read = 5250 : i64, bytes_written = 2048 : i64
func.func @gemm_bias_relu(%a: tensor<16x32xbf16>, %b: tensor<32x64xbf16>, %bias: tensor<64xbf16>) -> tensor<16x64xbf16> {
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<16x32xbf16>, tensor<32x64xbf16>) -> tensor<16x64xbf16>
  %bb = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<64xbf16>) -> tensor<16x64xbf16>
  %y = stablehlo.add %d, %bb : tensor<16x64xbf16>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<bf16>) -> tensor<16x64xbf16>
  %r = stablehlo.maximum %y, %zb : tensor<16x64xbf16>
  return %r : tensor<16x64xbf16>
}

// -----

// A bias along the GEMM's rows (dims = [0]) is neither a cuBLASLt vector bias nor a full matrix: not folded.
// CHECK-LABEL: func.func @gemm_row_bias
// CHECK: stablehlo.dot_general
// CHECK-NOT: hespas.library
func.func @gemm_row_bias(%a: tensor<16x32xbf16>, %b: tensor<32x64xbf16>, %bias: tensor<16xbf16>) -> tensor<16x64xbf16> {
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<16x32xbf16>, tensor<32x64xbf16>) -> tensor<16x64xbf16>
  %bb = stablehlo.broadcast_in_dim %bias, dims = [0] : (tensor<16xbf16>) -> tensor<16x64xbf16>
  %y = stablehlo.add %d, %bb : tensor<16x64xbf16>
  return %y : tensor<16x64xbf16>
}

// -----

// A convolution with a reversed kernel is an input gradient (XLA's MatchBackwardInput), no forward cuDNN call:
// no epilogue folds.
// CHECK-LABEL: func.func @input_gradient
// CHECK: stablehlo.convolution
// CHECK-NOT: hespas.library
func.func @input_gradient(%dy: tensor<2x8x8x8xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<2x8x8x4xf32> {
  %rw = stablehlo.reverse %w, dims = [0, 1] : tensor<3x3x4x8xf32>
  %c = stablehlo.convolution(%dy, %rw) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x8xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x4xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<2x8x8x4xf32>
  %r = stablehlo.maximum %c, %zb : tensor<2x8x8x4xf32>
  return %r : tensor<2x8x8x4xf32>
}
