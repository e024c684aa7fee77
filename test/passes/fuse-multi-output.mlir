// hespas-fuse's multi-output rules (XLA:GPU multi_output_fusion.cc, hespas/fusion/multi_output.py): sibling
// kernels that read one operand, and a producer kernel with a consumer kernel, become one kernel with several
// results when their loops agree and no other path joins them.
// RUN: hespas-opt %s --split-input-file --hespas-fuse | filecheck %s
// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=a100 efficiency=false' | filecheck %s --check-prefix=COST

// Batch-norm statistics: the sum and the sum of squares of one f16 x (two reductions over the same 16x64 loop and
// dimension 0, neither reading the other) are one kInput kernel with two results, reading x once.
// CHECK-LABEL: func.func @statistics
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: stablehlo.reduce
// CHECK: stablehlo.reduce
// CHECK: mhlo.return
// CHECK-NEXT: }) : (tensor<16x64xf16>) -> (tensor<64xf32>, tensor<64xf32>)
// CHECK: return %[[F]]#0, %[[F]]#1
// Reads x once (16*64*2 = 2048 B, not 2 * 2048), writes the two sums (2 * 64*4 = 512 B).
// COST-LABEL: func.func @statistics
// COST: bytes_read = 2048 : i64, bytes_written = 512 : i64
func.func @statistics(%x: tensor<16x64xf16>) -> (tensor<64xf32>, tensor<64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %xf = stablehlo.convert %x : (tensor<16x64xf16>) -> tensor<16x64xf32>
  %s = stablehlo.reduce(%xf init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
  %sq = stablehlo.multiply %xf, %xf : tensor<16x64xf32>
  %ss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %s, %ss : tensor<64xf32>, tensor<64xf32>
}

// -----

// Two reductions of x over different dimensions have different loops: two kernels.
// CHECK-LABEL: func.func @other_dimensions
// CHECK: "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
func.func @other_dimensions(%x: tensor<16x64xf32>) -> (tensor<64xf32>, tensor<16xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<16x64xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
  %n = stablehlo.negate %x : tensor<16x64xf32>
  %t = stablehlo.reduce(%n init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
  return %s, %t : tensor<64xf32>, tensor<16xf32>
}

// -----

// A kernel that reads its sibling's result (the normalisation reads the mean) is connected to it: two kernels.
// CHECK-LABEL: func.func @connected
// CHECK: %[[M:.*]] = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: "mhlo.fusion"(%[[M]], %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
func.func @connected(%x: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<16x64xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
  %n = stablehlo.negate %x : tensor<16x64xf32>
  %y = stablehlo.multiply %n, %sb : tensor<16x64xf32>
  return %y : tensor<16x64xf32>
}

// -----

// Producer-consumer: r = max(a + b, 0) feeds a dot (which cannot take it) and a sum of squares. r's kernel joins the
// sum's kernel, r becoming its extra result: the dot reads it, the sum no longer does.
// CHECK-LABEL: func.func @producer_consumer
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: stablehlo.add
// CHECK: stablehlo.maximum
// CHECK: stablehlo.multiply
// CHECK: stablehlo.reduce
// CHECK: }) : (tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16xf32>)
// CHECK: stablehlo.dot_general %[[F]]#0, %[[F]]#0
// One kernel reads a and b (2 * 16*16*4 = 2048 B) and writes r and the sums (1024 + 16*4 = 1088 B); as two kernels
// r would be written (1024) and read back (1024) by the sum.
// COST-LABEL: func.func @producer_consumer
// COST: bytes_read = 2048 : i64, bytes_written = 1088 : i64
func.func @producer_consumer(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.add %a, %b : tensor<16x16xf32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
  %r = stablehlo.maximum %s, %zb : tensor<16x16xf32>
  %d = stablehlo.dot_general %r, %r, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %sq = stablehlo.multiply %r, %r : tensor<16x16xf32>
  %ss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
  return %d, %ss : tensor<16x16xf32>, tensor<16xf32>
}

// -----

// The consumer also reads the dot of r: merging would put the dot both after and before the kernel (a cycle), so
// the producer stays a kernel of its own.
// CHECK-LABEL: func.func @through_a_dot
// CHECK: %[[R:.*]] = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK: %[[D:.*]] = stablehlo.dot_general %[[R]], %[[R]]
// CHECK: "mhlo.fusion"(%[[R]], %[[D]]) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
func.func @through_a_dot(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %s = stablehlo.add %a, %b : tensor<16x16xf32>
  %r = stablehlo.maximum %s, %a : tensor<16x16xf32>
  %d = stablehlo.dot_general %r, %r, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %n = stablehlo.negate %r : tensor<16x16xf32>
  %t = stablehlo.tanh %n : tensor<16x16xf32>
  %u = stablehlo.add %t, %d : tensor<16x16xf32>
  return %u, %r : tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// A sum of two f32 operands read by four lone ops is not recomputed (3 * 8192 >= 5 * 4096, fuse-recompute.mlir): it
// joins its first user as an extra output. The other three, lone ops that read the same value, are not siblings of
// one another (XLA merges a sibling into a fusion, never two lone ops).
// CHECK-LABEL: func.func @four_users
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.negate
// CHECK: stablehlo.exponential %[[F]]#0
// CHECK: stablehlo.tanh %[[F]]#0
// CHECK: stablehlo.abs %[[F]]#0
// The kernel reads a and b (2 * 16*64*4 = 8192 B) and writes the sum and its negation (8192 B).
// COST-LABEL: func.func @four_users
// COST: bytes_read = 8192 : i64, bytes_written = 8192 : i64
func.func @four_users(%a: tensor<16x64xf32>, %b: tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) {
  %s = stablehlo.add %a, %b : tensor<16x64xf32>
  %0 = stablehlo.negate %s : tensor<16x64xf32>
  %1 = stablehlo.exponential %s : tensor<16x64xf32>
  %2 = stablehlo.tanh %s : tensor<16x64xf32>
  %3 = stablehlo.abs %s : tensor<16x64xf32>
  return %0, %1, %2, %3 : tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>
}

// -----

// Producer-consumer, r read inside a branch of an if: as in @producer_consumer, r's kernel joins the sum's kernel
// with r as an extra result, which the branch reads (a use nested in an op outside the kernel is a use outside).
// The if, between the two kernels, moves after the merged kernel.
// CHECK-LABEL: func.func @read_in_a_branch
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: %[[R:.*]] = stablehlo.maximum
// CHECK: %[[S:.*]] = stablehlo.reduce
// CHECK: mhlo.return %[[R]], %[[S]]
// CHECK: "stablehlo.if"
// CHECK-NEXT: stablehlo.return %[[F]]#0
// CHECK: return %{{.*}}, %[[F]]#1
func.func @read_in_a_branch(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %p: tensor<i1>) -> (tensor<16x16xf32>, tensor<16xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %s = stablehlo.add %a, %b : tensor<16x16xf32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
  %r = stablehlo.maximum %s, %zb : tensor<16x16xf32>
  %c = "stablehlo.if"(%p) ({
    stablehlo.return %r : tensor<16x16xf32>
  }, {
    stablehlo.return %a : tensor<16x16xf32>
  }) : (tensor<i1>) -> tensor<16x16xf32>
  %sq = stablehlo.multiply %r, %r : tensor<16x16xf32>
  %ss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
  return %c, %ss : tensor<16x16xf32>, tensor<16xf32>
}

// -----

// Loops agree through a reshape (XLA: ShapesCompatibleForMultiOutputFusion accepts a reshape that is a bitcast,
// ShapeUtil::IsReshapeOrTransposeBitcast; with row-major layouts, any reshape): the sums of x over dimensions 1-2
// and of its [4, 8, 64] reshape over 0-1 are, once XLA:GPU drops the size-1 dimension before fusing
// (ReductionDegenerateDimRemover), both a column reduction of 32 rows into 64 columns
// (GetReductionKindAndContiguousComponents: (column, 1, 32, 64)). One kernel, x read once.
// CHECK-LABEL: func.func @reshaped_statistics
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: }) : (tensor<1x4x8x64xf32>) -> (tensor<1x64xf32>, tensor<64xf32>)
// Reads x once (4*8*64*4 = 8192 B), writes the two sums (2 * 64*4 = 512 B).
// COST-LABEL: func.func @reshaped_statistics
// COST: bytes_read = 8192 : i64, bytes_written = 512 : i64
func.func @reshaped_statistics(%x: tensor<1x4x8x64xf32>) -> (tensor<1x64xf32>, tensor<64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<1x4x8x64xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x4x8x64xf32>, tensor<f32>) -> tensor<1x64xf32>
  %r = stablehlo.reshape %x : (tensor<1x4x8x64xf32>) -> tensor<4x8x64xf32>
  %sq = stablehlo.multiply %r, %r : tensor<4x8x64xf32>
  %ss = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %s, %ss : tensor<1x64xf32>, tensor<64xf32>
}

// -----

// Two elementwise kernels of x whose loops are a reshape of each other (16x64 and 1024 elements) merge: one
// kernel, x read once (4096 B), both results written (2 * 4096 B).
// CHECK-LABEL: func.func @reshaped_loops
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK: }) : (tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<1024xf32>)
// COST-LABEL: func.func @reshaped_loops
// COST: bytes_read = 4096 : i64, bytes_written = 8192 : i64
func.func @reshaped_loops(%x: tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<1024xf32>) {
  %e = stablehlo.exponential %x : tensor<16x64xf32>
  %n = stablehlo.negate %e : tensor<16x64xf32>
  %r = stablehlo.reshape %x : (tensor<16x64xf32>) -> tensor<1024xf32>
  %a = stablehlo.abs %r : tensor<1024xf32>
  %l = stablehlo.log %a : tensor<1024xf32>
  return %n, %l : tensor<16x64xf32>, tensor<1024xf32>
}

// -----

// Producer-consumer through a reshape: the ReLU kernel's 2048-element loop and the sum's (its [4, 8, 64] reshape
// over 0-1) agree, so the ReLU joins the sum's kernel as an extra result: x read once (8192 B), the ReLU and the
// sum written once (8192 + 256 B), the ReLU never read back.
// CHECK-LABEL: func.func @relu_and_sum
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: }) : (tensor<1x4x8x64xf32>) -> (tensor<1x4x8x64xf32>, tensor<64xf32>)
// CHECK: return %[[F]]#0, %[[F]]#1
// COST-LABEL: func.func @relu_and_sum
// COST: bytes_read = 8192 : i64, bytes_written = 8448 : i64
func.func @relu_and_sum(%x: tensor<1x4x8x64xf32>) -> (tensor<1x4x8x64xf32>, tensor<64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<1x4x8x64xf32>
  %e = stablehlo.exponential %x : tensor<1x4x8x64xf32>
  %m = stablehlo.maximum %e, %zb : tensor<1x4x8x64xf32>
  %r = stablehlo.reshape %m : (tensor<1x4x8x64xf32>) -> tensor<4x8x64xf32>
  %s = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %m, %s : tensor<1x4x8x64xf32>, tensor<64xf32>
}

// -----

// A producer that transposes data does not join its consumer (XLA: IsProducerMultiOutputFusible refuses a
// physically transposing producer, IsPhysicallyTransposing): the transposed exponential is written (4096 B) and
// the row sums read it back (4096 B), two kernels.
// CHECK-LABEL: func.func @transposing_producer
// CHECK: %[[T:.*]] = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK: "mhlo.fusion"(%[[T]]) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// COST-LABEL: func.func @transposing_producer
// COST: bytes_read = 4096 : i64, bytes_written = 4096 : i64
// COST: bytes_read = 4096 : i64, bytes_written = 256 : i64
func.func @transposing_producer(%x: tensor<16x64xf32>) -> (tensor<64x16xf32>, tensor<64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<16x64xf32>
  %t = stablehlo.transpose %e, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
  %s = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
  return %t, %s : tensor<64x16xf32>, tensor<64xf32>
}

// -----

// A transpose of size-1 dimensions only is a bitcast: the producer joins its consumer, one kernel.
// CHECK-LABEL: func.func @bitcast_transpose_producer
// CHECK: "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: }) : (tensor<1x64xf32>) -> (tensor<64x1xf32>, tensor<64xf32>)
func.func @bitcast_transpose_producer(%x: tensor<1x64xf32>) -> (tensor<64x1xf32>, tensor<64xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<1x64xf32>
  %t = stablehlo.transpose %e, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
  %s = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
  return %t, %s : tensor<64x1xf32>, tensor<64xf32>
}
