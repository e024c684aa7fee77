// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=a100' | filecheck %s

// Slicing and in-place updates inside fused kernels cost the bytes they touch (hespas.costs.fusion_bytes),
// here after hespas-fuse has put them in kernels, as `hespas simulate` does. A100 SXM 80 GB: 2039 GB/s.

// The issue's `lax.scan` over a stack of 16 rows of 4M f32 (4,194,304 x 4 B = 16 MiB = 16,777,216 B per
// row, 268,435,456 B in all): each of the 16 iterations slices its row, squares it and carries it. The
// fused kernel (dynamic_slice, reshape, multiply) reads its row, 16,777,216 B, plus the 4-byte counter,
// not the whole stack, and writes 16,777,216 B. The loop: 16 x (16,777,220 + 4 B for the counter's own
// increment kernel) read = 268,435,584 B, plus the condition's 17 compares of 4 B = 68 B: 268,435,652 B,
// the stack read once; written 16 x (16,777,216 + 4) + 17 x 1 (an i1) = 268,435,537 B.
// CHECK-LABEL: func.func @scan
// CHECK: stablehlo.while{{.*}}hespas.cost = {bound = "memory", bytes_read = 268435652 : i64, bytes_written = 268435537 : i64, {{.*}}trip_count = 16 : i64}
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.dynamic_slice
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 16777220 : i64, bytes_written = 16777216 : i64
func.func @scan(%stack: tensor<16x4194304xf32>, %init: tensor<4194304xf32>) -> tensor<4194304xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %s = %stack, %acc = %init) : tensor<i32>, tensor<16x4194304xf32>, tensor<4194304xf32>
   cond {
    %c16 = stablehlo.constant dense<16> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c16 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %s, %i, %z, sizes = [1, 4194304] : (tensor<16x4194304xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4194304xf32>
    %flat = stablehlo.reshape %row : (tensor<1x4194304xf32>) -> tensor<4194304xf32>
    %sq = stablehlo.multiply %flat, %flat : tensor<4194304xf32>
    %next = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %next, %s, %sq : tensor<i32>, tensor<16x4194304xf32>, tensor<4194304xf32>
  }
  return %r#2 : tensor<4194304xf32>
}

// -----

// A static slice fused with its consumer reads what it keeps: rows 2..5 of a [16, 1024] f32 buffer,
// 4 x 1024 x 4 = 16,384 B read (not 65,536), 16,384 B written.
// CHECK-LABEL: func.func @sliced
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 16384 : i64, bytes_written = 16384 : i64
func.func @sliced(%x: tensor<16x1024xf32>) -> tensor<4x1024xf32> {
  %0 = stablehlo.slice %x [2:6, 0:1024] : (tensor<16x1024xf32>) -> tensor<4x1024xf32>
  %1 = stablehlo.negate %0 : tensor<4x1024xf32>
  return %1 : tensor<4x1024xf32>
}

// -----

// An operand that is sliced and also read whole by another op of the kernel costs one read of the whole
// (the kernel's ops share it): 16 x 1024 x 4 = 65,536 B, never 65,536 + the slice's 16,384.
// CHECK-LABEL: func.func @sliced_and_whole
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 65536 : i64
func.func @sliced_and_whole(%x: tensor<16x1024xf32>) -> tensor<4x1024xf32> {
  %0 = stablehlo.slice %x [2:6, 0:1024] : (tensor<16x1024xf32>) -> tensor<4x1024xf32>
  %1 = stablehlo.slice %x [8:12, 0:1024] : (tensor<16x1024xf32>) -> tensor<4x1024xf32>
  %2 = stablehlo.negate %x : tensor<16x1024xf32>
  %3 = stablehlo.slice %2 [0:4, 0:1024] : (tensor<16x1024xf32>) -> tensor<4x1024xf32>
  %4 = stablehlo.add %0, %1 : tensor<4x1024xf32>
  %5 = stablehlo.add %4, %3 : tensor<4x1024xf32>
  return %5 : tensor<4x1024xf32>
}

// -----

// An in-place dynamic_update_slice (XLA:GPU writes a fused one into its buffer when the buffer can be
// reused): the kernel computes a [1, 1024] f32 row (4,096 B read from %row, 4 B of index) and writes it
// into row %i of the [16, 1024] buffer. The buffer is not read (operand 0 is aliased to the result) and
// only the update is written: 4,100 B read, 4,096 B written, not the buffer's 65,536 B each way.
// CHECK-LABEL: func.func @update_in_place
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 4100 : i64, bytes_written = 4096 : i64
func.func @update_in_place(%buf: tensor<16x1024xf32>, %row: tensor<1x1024xf32>, %i: tensor<i32>) -> tensor<16x1024xf32> {
  %0 = "mhlo.fusion"(%buf, %row, %i) ({
  ^bb0(%b: tensor<16x1024xf32>, %r: tensor<1x1024xf32>, %k: tensor<i32>):
    %z = stablehlo.constant dense<0> : tensor<i32>
    %sq = stablehlo.multiply %r, %r : tensor<1x1024xf32>
    %u = stablehlo.dynamic_update_slice %b, %sq, %k, %z : (tensor<16x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<16x1024xf32>
    mhlo.return %u : tensor<16x1024xf32>
  }) {fusion_kind = #mhlo<fusion_kind kLoop>} : (tensor<16x1024xf32>, tensor<1x1024xf32>, tensor<i32>) -> tensor<16x1024xf32>
  return %0 : tensor<16x1024xf32>
}

// -----

// The same update as a kernel of its own (unfused, as hespas-fuse leaves a dynamic_update_slice): it reads
// the update (4,096 B) and its two start indices (2 x 4 B) and writes the update in place: 4,104 B read,
// 4,096 B written.
// CHECK-LABEL: func.func @update_alone
// CHECK: stablehlo.dynamic_update_slice
// CHECK-SAME: hespas.cost = {bound = "memory", bytes_read = 4104 : i64, bytes_written = 4096 : i64
func.func @update_alone(%buf: tensor<16x1024xf32>, %row: tensor<1x1024xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<16x1024xf32> {
  %0 = stablehlo.dynamic_update_slice %buf, %row, %i, %j : (tensor<16x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<16x1024xf32>
  return %0 : tensor<16x1024xf32>
}

// -----

// hespas-fuse makes that in-place kernel itself: the dynamic_update_slice heads a kernel, the multiply
// computing its update joins it, and the buffer's producer (a negate of the whole buffer) does not, being
// updated in place. The kernel: 4,096 B of %row + 4 B of %i read, the 4,096 B row written; the negate on
// its own: 65,536 B read and written.
// CHECK-LABEL: func.func @update_fused
// CHECK: stablehlo.negate
// CHECK-SAME: bytes_read = 65536 : i64, bytes_written = 65536 : i64
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.multiply
// CHECK: stablehlo.dynamic_update_slice
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 4100 : i64, bytes_written = 4096 : i64
func.func @update_fused(%buf: tensor<16x1024xf32>, %row: tensor<1x1024xf32>, %i: tensor<i32>) -> tensor<16x1024xf32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %b = stablehlo.negate %buf : tensor<16x1024xf32>
  %sq = stablehlo.multiply %row, %row : tensor<1x1024xf32>
  %u = stablehlo.dynamic_update_slice %b, %sq, %i, %z : (tensor<16x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<16x1024xf32>
  return %u : tensor<16x1024xf32>
}

// -----

// A gather fused in a kernel (as in XLA's optimized modules) reads the rows it gathers: 8 rows of 64 f32 out
// of a [1000, 64] table = 2,048 B, plus its [8, 1] i32 indices, 32 B: 2,080 B read (not the table's 256,000),
// 2,048 B of negated rows written.
// CHECK-LABEL: func.func @gathered
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 2080 : i64, bytes_written = 2048 : i64
func.func @gathered(%table: tensor<1000x64xf32>, %idx: tensor<8x1xi32>) -> tensor<8x64xf32> {
  %0 = "mhlo.fusion"(%table, %idx) ({
  ^bb0(%t: tensor<1000x64xf32>, %i: tensor<8x1xi32>):
    %g = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>}> : (tensor<1000x64xf32>, tensor<8x1xi32>) -> tensor<8x64xf32>
    %n = stablehlo.negate %g : tensor<8x64xf32>
    mhlo.return %n : tensor<8x64xf32>
  }) {fusion_kind = #mhlo<fusion_kind kLoop>} : (tensor<1000x64xf32>, tensor<8x1xi32>) -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// -----

// The same slice twice in one kernel reads its elements once. hespas-fuse copies the sliced producer (and its
// index, 2*i) into both its consumers, and multi-output fusion merges them (one 4096-element loop, both read x):
// two dynamic_slice ops of x whose start indices are computed alike, by two copies of the multiply. The kernel
// reads rows 2i..2i+3 once, 4 x 1024 x 4 = 16,384 B, plus i, 4 B (not 2 x 16,384 + 4), and writes the two
// results, 2 x 16,384 B.
// CHECK-LABEL: func.func @same_slice_twice
// CHECK: stablehlo.dynamic_slice
// CHECK: stablehlo.dynamic_slice
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 16388 : i64, bytes_written = 32768 : i64
func.func @same_slice_twice(%x: tensor<16x1024xf32>, %i: tensor<i32>) -> (tensor<4x1024xf32>, tensor<4x1024xf32>) {
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %row = stablehlo.multiply %i, %c2 : tensor<i32>
  %d = stablehlo.dynamic_slice %x, %row, %z, sizes = [4, 1024] : (tensor<16x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1024xf32>
  %n = stablehlo.negate %d : tensor<4x1024xf32>
  %e = stablehlo.exponential %d : tensor<4x1024xf32>
  %l = stablehlo.log %e : tensor<4x1024xf32>
  return %n, %l : tensor<4x1024xf32>, tensor<4x1024xf32>
}

// -----

// Two different slices of x in one kernel (rows 2i.. and rows 3i..) each read theirs: 2 x 16,384 + 4 B.
// CHECK-LABEL: func.func @two_slices
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 32772 : i64, bytes_written = 32768 : i64
func.func @two_slices(%x: tensor<16x1024xf32>, %i: tensor<i32>) -> (tensor<4x1024xf32>, tensor<4x1024xf32>) {
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %row2 = stablehlo.multiply %i, %c2 : tensor<i32>
  %row3 = stablehlo.multiply %i, %c3 : tensor<i32>
  %a = stablehlo.dynamic_slice %x, %row2, %z, sizes = [4, 1024] : (tensor<16x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1024xf32>
  %b = stablehlo.dynamic_slice %x, %row3, %z, sizes = [4, 1024] : (tensor<16x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1024xf32>
  %n = stablehlo.negate %a : tensor<4x1024xf32>
  %e = stablehlo.exponential %b : tensor<4x1024xf32>
  %l = stablehlo.log %e : tensor<4x1024xf32>
  return %n, %l : tensor<4x1024xf32>, tensor<4x1024xf32>
}
