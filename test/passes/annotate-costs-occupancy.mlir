// XLA:GPU's own kernels that occupy few SMs: an SM moves at most one 32-byte transaction per clock
// (hespas.costs.occupancy). A100 preset: 108 SMs at 1.41 GHz, 45.12 B/ns per SM; HBM 2,039 GB/s at the
// memory curve's 0.83, half_size 5e5 bytes; launch 1 us.
// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=a100' | filecheck %s
// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=a100 occupancy=false' | filecheck %s --check-prefix=OFF
// MI300X ([gpu_cores]: 304 CUs at 2.1 GHz, 16 B per CU per clock = 33.6 B/ns, 64-thread wavefronts; HBM 5,300 GB/s
// at the memory curve's 0.80 = 4,240 B/ns, half_size 5e5 bytes; launch 1 us):
// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=mi300x' | filecheck %s --check-prefix=AMD
// Presets without a [gpu_cores] table (TPUs) are not limited: the same figure as with occupancy=false.
// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=tpu-v5p' -o %t.on
// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=tpu-v5p occupancy=false' -o %t.off
// RUN: diff %t.on %t.off

// A column reduction [2048, 768] f32 -> [768]: 2048 rows are within XLA's race-free 4,096, so one kernel whose
// 32x32-thread blocks each take 32 * 2 columns (vector 2 for f32): 768 / 64 = 12 blocks, 12 SMs busy,
// 12 * 45.12 = 541.44 B/ns. Bytes: 2048 * 768 * 4 read + 768 * 4 written = 6,294,528;
// 6,294,528 / 541.44 = 11,625.53 ns, above the curve's (6,294,528 + 5e5) / (2,039 * 0.83) = 4,014.80 ns;
// + 1,000 ns launch.
// CHECK-LABEL: func.func @column_sum
// CHECK: "mhlo.fusion"
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 6291456 : i64, bytes_written = 3072 : i64, {{.*}}time_ns = 12625.53
// OFF-LABEL: func.func @column_sum
// OFF: }) {hespas.cost = {bound = "memory", bytes_read = 6291456 : i64, bytes_written = 3072 : i64, {{.*}}time_ns = 5014.80
// On MI300X the column tile is still 32x32 threads (ColumnReductionFusion's kTileSize, not the wavefront): the same
// 12 blocks on 12 CUs, 12 * 33.6 = 403.2 B/ns: 6,294,528 / 403.2 = 15,611.43 ns, above the curve's
// (6,294,528 + 5e5) / 4,240 = 1,602.48 ns; + 1,000 ns launch.
// AMD-LABEL: func.func @column_sum
// AMD: }) {hespas.cost = {bound = "memory", {{.*}}time_ns = 16611.42
func.func @column_sum(%x: tensor<2048x768xf32>) -> tensor<768xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2048x768xf32>, tensor<f32>) -> tensor<768xf32>
  return %0 : tensor<768xf32>
}

// -----

// The same bytes as a row reduction [768, 2048] -> [768]: 128 threads a row (ceil(2048 / 16) = 128), two rows a
// 256-thread block: 384 blocks, every SM busy: the curve's 4,014.80 ns + 1,000, as without occupancy.
// CHECK-LABEL: func.func @row_sum
// CHECK: }) {hespas.cost = {bound = "memory", {{.*}}time_ns = 5014.80
// OFF-LABEL: func.func @row_sum
// OFF: }) {hespas.cost = {bound = "memory", {{.*}}time_ns = 5014.80
// On MI300X: 128 threads a row (a multiple of 64), two rows a block: 384 blocks, every CU busy: the curve's
// 1,602.48 ns + 1,000.
// AMD-LABEL: func.func @row_sum
// AMD: }) {hespas.cost = {bound = "memory", {{.*}}time_ns = 2602.48
func.func @row_sum(%x: tensor<768x2048xf32>) -> tensor<768xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<768x2048xf32>, tensor<f32>) -> tensor<768xf32>
  return %0 : tensor<768xf32>
}

// -----

// A full reduction of 16,384 f32 (the row race-free bound, no split): one row of 1,024 threads, one block on one
// SM: 45.12 B/ns. 65,536 + 4 bytes / 45.12 = 1,452.57 ns (the curve gives (65,540 + 5e5) / 1,692.37 = 334.17, + 1,000 = 1,334.17 without occupancy);
// + 1,000 ns launch.
// CHECK-LABEL: func.func @full_sum
// CHECK: }) {hespas.cost = {bound = "memory", bytes_read = 65536 : i64, bytes_written = 4 : i64, {{.*}}time_ns = 2452.57
// OFF-LABEL: func.func @full_sum
// OFF: }) {hespas.cost = {bound = "memory", {{.*}}time_ns = 1334.17
// On MI300X: one block of 1,024 threads on one CU, 33.6 B/ns: 65,540 / 33.6 = 1,950.60 ns, + 1,000 ns launch.
// AMD-LABEL: func.func @full_sum
// AMD: }) {hespas.cost = {bound = "memory", bytes_read = 65536 : i64, bytes_written = 4 : i64, {{.*}}time_ns = 2950.59
func.func @full_sum(%x: tensor<16384xf32>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16384xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
