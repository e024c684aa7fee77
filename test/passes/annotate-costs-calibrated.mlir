// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=%inputs/calibrated.toml estimator=calibrated' | filecheck %s
// RUN: not hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=h100 estimator=calibrated' 2>&1 | filecheck %s --check-prefix=UNCALIBRATED
// RUN: not hespas-opt %s --split-input-file --hespas-annotate-costs='estimator=profile' 2>&1 | filecheck %s --check-prefix=PROFILE
// UNCALIBRATED: error: estimator 'calibrated' needs a calibrated preset, and hardware 'h100' has no [calibration] table
// PROFILE: error: estimator 'profile' measures the regions of a partitioned module: use --hespas-annotate-costs --hespas-partition --hespas-profile

// test/Inputs/calibrated.toml: f32 peak 1000 FLOP/ns, 100 bytes/ns, 500 ns per kernel;
// dot.f32 at 50% of peak past 1e6 FLOPs, elementwise at 50% of the bandwidth halving past 1e5 bytes,
// reductions at 25% of the bandwidth; outer reductions at 40%, of computed values at 10%; elementwise kernels that
// broadcast a vector at 20%.

// time = 500 + (2*64^3 + 1e6) / (1000 * 0.5)
// CHECK-LABEL: func.func @matmul
// CHECK: stablehlo.dot_general
// CHECK-SAME: estimator = "calibrated", flops = 524288 : i64, time_ns = 3548.576
func.func @matmul(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----

// Far past the roll-off the elementwise curve runs at half its efficiency: 500 + (x + x^2 / (x + 1e5)) / 50.
// CHECK-LABEL: func.func @big_add
// CHECK: stablehlo.add
// CHECK-SAME: bytes_read = 8388608 : i64, bytes_written = 4194304 : i64, estimator = "calibrated", flops = 1048576 : i64, time_ns = 501832.249
func.func @big_add(%a: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %0 = stablehlo.add %a, %a : tensor<1048576xf32>
  return %0 : tensor<1048576xf32>
}

// -----

// A fused kernel with a reduction moves its boundary bytes at the reduction curve: 500 + 32800 / 25.
// CHECK-LABEL: func.func @fused_sum
// CHECK: "mhlo.fusion"
// CHECK: hespas.cost = {bound = "memory", bytes_read = 32768 : i64, bytes_written = 32 : i64, estimator = "calibrated", flops = 8184 : i64, time_ns = 1.812000e+03 : f64, transcendentals = 8192 : i64}
func.func @fused_sum(%a: tensor<8x1024xf32>) -> tensor<8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.exponential %a : tensor<8x1024xf32>
  %1 = stablehlo.reduce(%0 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x1024xf32>, tensor<f32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// A kernel that broadcasts a vector (a bias) follows the broadcast curve: 500 + (32768 + 4096 + 32768) / 20.
// CHECK-LABEL: func.func @bias_add
// CHECK: "mhlo.fusion"
// CHECK: hespas.cost = {bound = "memory", bytes_read = 36864 : i64, bytes_written = 32768 : i64, estimator = "calibrated", flops = 8192 : i64, time_ns = 3.981600e+03 : f64}
func.func @bias_add(%a: tensor<8x1024xf32>, %b: tensor<1024xf32>) -> tensor<8x1024xf32> {
  %0 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<1024xf32>) -> tensor<8x1024xf32>
  %1 = stablehlo.add %a, %0 : tensor<8x1024xf32>
  return %1 : tensor<8x1024xf32>
}

// -----

// A broadcast scalar is no vector: the elementwise curve, 500 + (x + x^2 / (x + 1e5)) / 50 with x = 65540.
// CHECK-LABEL: func.func @scalar_scale
// CHECK: "mhlo.fusion"
// CHECK: hespas.cost = {bound = "memory", bytes_read = 32772 : i64, bytes_written = 32768 : i64, estimator = "calibrated", flops = 8192 : i64, time_ns = 2329.767
func.func @scalar_scale(%a: tensor<8x1024xf32>, %s: tensor<f32>) -> tensor<8x1024xf32> {
  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<8x1024xf32>
  %1 = stablehlo.multiply %a, %0 : tensor<8x1024xf32>
  return %1 : tensor<8x1024xf32>
}

// -----

// Keeping the minor dimension makes an outer reduction: 500 + 32800 / 40.
// CHECK-LABEL: func.func @column_sum
// CHECK: "mhlo.fusion"
// CHECK: hespas.cost = {bound = "memory", bytes_read = 32768 : i64, bytes_written = 32 : i64, estimator = "calibrated", flops = 8184 : i64, time_ns = 1.320000e+03 : f64}
func.func @column_sum(%a: tensor<1024x8xf32>) -> tensor<8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<1024x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// An outer reduction of computed values (a sum of squares) follows its own curve: 500 + 32800 / 10.
// CHECK-LABEL: func.func @sum_of_squares
// CHECK: "mhlo.fusion"
// CHECK: hespas.cost = {bound = "memory", bytes_read = 32768 : i64, bytes_written = 32 : i64, estimator = "calibrated", flops = 16376 : i64, time_ns = 3.780000e+03 : f64}
func.func @sum_of_squares(%a: tensor<1024x8xf32>) -> tensor<8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.multiply %a, %a : tensor<1024x8xf32>
  %1 = stablehlo.reduce(%0 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<1024x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
