// The CHECK, MEAN, NOTF32 and CUDNN runs cost at the preset's peaks (efficiency=false), as the arithmetic below does;
// EFF checks the default, the achieved rates of a100's [efficiency] table.
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=a100 efficiency=false' | filecheck %s
// Warnings: exactly the expected-warning comments below, each on its line.
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=a100' --verify-diagnostics -o /dev/null
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=a100 efficiency=false branches=mean' 2>&1 | filecheck %s --check-prefix=MEAN
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=a100 efficiency=false tf32=false' 2>&1 | filecheck %s --check-prefix=NOTF32
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=a100' 2>&1 | filecheck %s --check-prefix=EFF
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=a100 efficiency=true' 2>&1 | filecheck %s --check-prefix=EFF
// The OUTER run (inner-costs=false) costs the kernels as before and leaves the ops inside them without hespas.cost.
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=a100 efficiency=false inner-costs=false' | filecheck %s --check-prefix=OUTER
// Costed again without inner costs: the first run's inner costs (another hardware's) are removed, not left stale.
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=h100' --hespas-annotate-costs='hardware=a100 efficiency=false inner-costs=false' | filecheck %s --check-prefix=OUTER
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs='inner-costs=some' 2>&1 | filecheck %s --check-prefix=BAD-INNER
// BAD-INNER: error: option 'inner-costs' of pass 'hespas-annotate-costs' expects bool (true/false), got 'some'
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs='efficiency=maybe' 2>&1 | filecheck %s --check-prefix=BAD-EFFICIENCY
// BAD-EFFICIENCY: error: option 'efficiency' of pass 'hespas-annotate-costs' expects
// cuDNN flash attention as JAX emits it (jax.nn.dot_product_attention(implementation="cudnn"), forward and grad):
// RUN: hespas-opt %inputs/cudnn_attention_grad.mlir --hespas-annotate-costs='hardware=a100 efficiency=false' | filecheck %s --check-prefix=CUDNN
// B=2 heads N=4 T=S=256 head dim 64, causal (cuDNN's top-left mask): each head computes 256*257/2 = 32896 scores,
// 2*4*32896 = 263168 in all, one exponential each. Q, K, V and dO, O, dQ, dK, dV are bf16[2,256,4,64]: 262144 bytes;
// the statistics f32[2,4,256]: 8192 bytes; the workspace u8[0]: none.
// Forward: 2 * 263168 * (64 + 64) = 67371008 FLOPs; reads Q, K, V (3 * 262144), writes O and the statistics.
// CUDNN: custom_call @__cudnn$fmhaSoftmax
// CUDNN-SAME: hespas.cost = {bound = "memory", bytes_read = 786432 : i64, bytes_written = 270336 : i64, estimator = "roofline", flops = 67371008 : i64, {{.*}}transcendentals = 263168 : i64}
// Backward: recomputes Q.K, then dO.V, P.dO, dS.K, dS.Q: 2 * 263168 * (3*64 + 2*64) = 168427520 FLOPs;
// reads Q, K, V, dO, O (5 * 262144) and the statistics (8192) = 1318912, writes dQ, dK, dV (3 * 262144).
// CUDNN: custom_call @__cudnn$fmhaSoftmaxBackward
// CUDNN-SAME: hespas.cost = {bound = "memory", bytes_read = 1318912 : i64, bytes_written = 786432 : i64, estimator = "roofline", flops = 168427520 : i64, {{.*}}transcendentals = 263168 : i64}

// Bad input: located diagnostics (line and text checked by --verify-diagnostics), exit status 1, nothing written.
// RUN: hespas-opt %inputs/annotate_costs_invalid.mlir --split-input-file --allow-unregistered-dialect --hespas-annotate-costs --verify-diagnostics -o /dev/null
// RUN: rm -rf %t && mkdir -p %t
// RUN: not hespas-opt %inputs/annotate_costs_invalid.mlir --split-input-file --allow-unregistered-dialect --hespas-annotate-costs -o %t/out.mlir 2>&1 | filecheck %s --check-prefix=NO-TRACEBACK
// RUN: not test -e %t/out.mlir
// Bad options: rejected when the pipeline is parsed.
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs='hardware=z9000' 2>&1 | filecheck %s --check-prefix=PRESET
// RUN: not hespas-opt %inputs/unknown_location.mlir --hespas-annotate-costs 2>&1 | filecheck %s --check-prefix=UNKNOWN-LOC
// UNKNOWN-LOC: unknown_location.mlir: warning: unknown custom_call target 'foo' costs zero
// UNKNOWN-LOC: unknown_location.mlir: error: cannot cost a value of dynamic type tensor<?x4xf32>
// Re-costing a partitioned module: its loops' counters now sit in region functions, its regions follow the old costs.
// RUN: hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs --hespas-partition -o %t.partitioned.mlir
// RUN: not hespas-opt %t.partitioned.mlir --hespas-annotate-costs=hardware=a100 2>&1 | filecheck %s --check-prefix=RECOST
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs --hespas-partition --hespas-annotate-costs 2>&1 | filecheck %s --check-prefix=RECOST-ORDER
// RECOST: partitioned.mlir:1:1: error: hespas-annotate-costs must run before hespas-partition: {{.*}} cost the module before partitioning it
// RECOST-ORDER: error: pass order: hespas-annotate-costs must run before hespas-partition
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs='estimator=oracle' 2>&1 | filecheck %s --check-prefix=ESTIMATOR
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs='default-trip-count=many' 2>&1 | filecheck %s --check-prefix=BAD-VALUE
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs='default-trip-count=-1' 2>&1 | filecheck %s --check-prefix=NEGATIVE
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs='branches=min' 2>&1 | filecheck %s --check-prefix=BRANCHES
// NO-TRACEBACK: annotate_costs_invalid.mlir:6:8: error: cannot cost a value of dynamic type tensor<?x4xf32>
// NO-TRACEBACK-NOT: Traceback
// PRESET: hespas-opt: error: option 'hardware' of pass 'hespas-annotate-costs': unknown hardware 'z9000'; presets: a100-pcie-80gb
// ESTIMATOR: error: option 'estimator' of pass 'hespas-annotate-costs' expects one of roofline, calibrated, profile, scalesim, zigzag
// BAD-VALUE: error: option 'default-trip-count' of pass 'hespas-annotate-costs' expects int, got 'many'
// NEGATIVE: error: option 'default-trip-count' of pass 'hespas-annotate-costs' must be >= 0, got -1
// BRANCHES: error: option 'branches' of pass 'hespas-annotate-costs' expects one of max, mean, got 'min'

// A100 SXM 80 GB: 2039 GB/s, 1000 ns launch, f32 19.5 TFLOPS, TF32 156 TFLOPS.

// A matmul: 2*M*N*K FLOPs, operands read, result written; compute-bound at the TF32 rate.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: hespas.cost = {bound = "compute", bytes_read = 33554432 : i64, bytes_written = 16777216 : i64, estimator = "roofline", flops = 17179869184 : i64
// CHECK: stablehlo.dot_general
// CHECK-SAME: hespas.cost = {bound = "compute", bytes_read = 33554432 : i64, bytes_written = 16777216 : i64, estimator = "roofline", flops = 17179869184 : i64, time_ns = 111127.36656410256 : f64}
// NOTF32-LABEL: func.func @matmul
// NOTF32: stablehlo.dot_general
// NOTF32-SAME: time_ns = 882018.93251282046 : f64
// With a100's [efficiency] table (matmul efficiency_max 0.869, half_size 5.83e8 FLOPs at the bf16 peak of
// 312 TFLOP/s; memory 0.83, 5e5 bytes): compute 17179869184 / (156,000 FLOP/ns * 0.869) + 5.83e8 / (312,000 *
// 0.869) = 126728.85 + 2150.28 = 128879.12 ns; memory (50331648 + 5e5) / (2039 * 0.83 bytes/ns) = 30035.8 ns;
// compute-bound, plus the 1000 ns launch: 129879.12 ns.
// EFF-LABEL: func.func @matmul
// EFF: stablehlo.dot_general
// EFF-SAME: bound = "compute", {{.*}}time_ns = 129879.12118261485 : f64
// (At the peaks, the CHECK run above: 17179869184 / 156,000 + 1000 = 111127.37 ns.)
// An op outside any fused kernel keeps its cost without inner costs.
// OUTER-LABEL: func.func @matmul
// OUTER: stablehlo.dot_general
// OUTER-SAME: time_ns = 111127.36656410256 : f64
func.func @matmul(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}

// -----

// Elementwise ops are memory-bound; a transcendental is counted apart from FLOPs; reshape is free.
// CHECK-LABEL: func.func @elementwise
// CHECK: stablehlo.add
// CHECK-SAME: {bound = "memory", bytes_read = 8192 : i64, bytes_written = 4096 : i64, estimator = "roofline", flops = 1024 : i64
// CHECK: stablehlo.exponential
// CHECK-SAME: bound = "memory", bytes_read = 4096 : i64, bytes_written = 4096 : i64, estimator = "roofline", flops = 0 : i64, time_ns = {{.*}}, transcendentals = 1024 : i64
// CHECK: stablehlo.reshape
// CHECK-SAME: {bound = "free", bytes_read = 0 : i64, bytes_written = 0 : i64, estimator = "roofline", flops = 0 : i64, time_ns = 0.000000e+00 : f64}
// The add's 12288 bytes on the memory curve: (12288 + 5e5) / (2039 * 0.83) = 512288 / 1692.37 = 302.70 ns, far from
// the peak's 12288 / 2039 = 6.03 ns (a 12 KB kernel reaches 12288 / (1692.37 * 302.70) = 2.4% of HBM bandwidth), + 1000 ns launch.
// EFF-LABEL: func.func @elementwise
// EFF: stablehlo.add
// EFF-SAME: bound = "memory", {{.*}}time_ns = 1302.70449133{{[0-9]*}} : f64
func.func @elementwise(%a: tensor<1024xf32>) -> tensor<32x32xf32> {
  %0 = stablehlo.add %a, %a : tensor<1024xf32>
  %1 = stablehlo.exponential %0 : tensor<1024xf32>
  %2 = stablehlo.reshape %1 : (tensor<1024xf32>) -> tensor<32x32xf32>
  return %2 : tensor<32x32xf32>
}

// -----

// A fori_loop-style while: the trip count (10) is derived from the counter, the body is counted
// 10 times and the condition 11 times: 10 x (1 + 256) + 11 x 1 FLOPs.
// CHECK-LABEL: func.func @loop
// CHECK: stablehlo.while
// CHECK-SAME: hespas.cost = {bound = "memory", {{.*}}flops = 2581 : i64, {{.*}}trip_count = 10 : i64}
// CHECK: stablehlo.multiply
// CHECK-SAME: flops = 256 : i64
func.func @loop(%x: tensor<256xf32>) -> tensor<256xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c10 = stablehlo.constant dense<10> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<256xf32>
   cond {
    %lt = stablehlo.compare LT, %i, %c10 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %next = stablehlo.add %i, %c1 : tensor<i32>
    %w = stablehlo.multiply %v, %v : tensor<256xf32>
    stablehlo.return %next, %w : tensor<i32>, tensor<256xf32>
  }
  return %0#1 : tensor<256xf32>
}

// -----

// A loop whose count is not static: the default trip count (1) is used, with a warning.
// CHECK-LABEL: func.func @dynamic_loop
// CHECK: trip_count = 1 : i64
func.func @dynamic_loop(%x: tensor<256xf32>, %n: tensor<i32>) -> tensor<256xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  // expected-warning @+1 {{trip count of while loop is not static; assuming default-trip-count=1}}
  %0:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<256xf32>
   cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %next = stablehlo.add %i, %c1 : tensor<i32>
    %w = stablehlo.multiply %v, %v : tensor<256xf32>
    stablehlo.return %next, %w : tensor<i32>, tensor<256xf32>
  }
  return %0#1 : tensor<256xf32>
}

// -----

// if: the costliest branch by default, the mean with branches=mean.
// CHECK-LABEL: func.func @branches
// CHECK: "stablehlo.if"
// CHECK: }) {hespas.cost = {{{.*}}flops = 4096 : i64
// MEAN-LABEL: func.func @branches
// MEAN: }) {hespas.cost = {{{.*}}flops = 2560 : i64
func.func @branches(%p: tensor<i1>, %x: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = "stablehlo.if"(%p) ({
    %a = stablehlo.multiply %x, %x : tensor<1024xf32>
    %b = stablehlo.add %a, %x : tensor<1024xf32>
    %c = stablehlo.add %b, %x : tensor<1024xf32>
    %d = stablehlo.add %c, %x : tensor<1024xf32>
    stablehlo.return %d : tensor<1024xf32>
  }, {
    %a = stablehlo.negate %x : tensor<1024xf32>
    stablehlo.return %a : tensor<1024xf32>
  }) : (tensor<i1>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// -----

// A callee is counted once per call in the module totals.
// CHECK-LABEL: module attributes {hespas.totals = {{{.*}}flops = 2048 : i64, hardware = "a100-sxm-80gb"
// CHECK-LABEL: func.func private @square
// CHECK-SAME: flops = 1024 : i64
// CHECK-LABEL: func.func @main
// CHECK: call @square
// CHECK-SAME: flops = 1024 : i64
// CHECK: call @square
module {
  func.func private @square(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.multiply %x, %x : tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
  func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = call @square(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
    %1 = call @square(%0) : (tensor<1024xf32>) -> tensor<1024xf32>
    return %1 : tensor<1024xf32>
  }
}

// -----

// A TF32 convolution on a100 (nchw_convolution_dtypes = ["f32"]): XLA gives cuDNN NCHW operands, cuDNN
// transposes the input, filter and result to and from NHWC, one kernel each, in series with the convolution.
// Input 8x16x16x64 f32 = 524288 bytes, filter 3x3x64x64 = 147456, result 524288: 1196032 bytes.
// FLOPs: taps per spatial dim with pad 1 = 16*3 - 2 = 46, so 2 * 8 * 64 * 64 * 46 * 46 = 138674176.
// Convolution kernel: compute 138674176 / 156,000 = 888.937 ns > memory 1196032 / 2039 = 586.578 ns,
// plus the 1000 ns launch: 1888.937 ns. Transposes: 2 * (524288 + 147456 + 524288) / 2039 = 1173.155 ns
// plus three launches, 3000 ns: 4173.155 ns. In all 6062.092 ns; memory-bound, as the transposes are memory work.
// CHECK-LABEL: func.func @convolution_tf32
// CHECK: stablehlo.convolution
// CHECK-SAME: hespas.cost = {bound = "memory", bytes_read = 671744 : i64, bytes_written = 524288 : i64, estimator = "roofline", flops = 138674176 : i64, time_ns = 6062.0924940078721 : f64}
// Without TF32 the f32 convolution runs on the CUDA cores in NCHW kernels, no transposes:
// 138674176 / 19,500 + 1000 = 8111.496 ns.
// NOTF32-LABEL: func.func @convolution_tf32
// NOTF32: stablehlo.convolution
// NOTF32-SAME: time_ns = 8111.4962051282055 : f64
func.func @convolution_tf32(%x: tensor<8x16x16x64xf32>, %w: tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
  return %0 : tensor<8x16x16x64xf32>
}

// -----

// The same convolution with a ReLU epilogue in one kernel (a cuDNN call with its epilogue): the kernel's
// compute adds the maximum's 8*16*16*64 = 131072 FLOPs at the f32 vector rate, 131072 / 19,500 = 6.722 ns;
// its boundary moves the same 1196032 bytes; the transposes of the convolution's operands and result follow
// it: 888.937 + 6.722 + 1000 + 4173.155 = 6068.814 ns.
// CHECK-LABEL: func.func @convolution_relu_tf32
// CHECK: mhlo.fusion
// CHECK: stablehlo.convolution
// CHECK: stablehlo.maximum
// CHECK: hespas.cost = {bound = "memory", bytes_read = 671744 : i64, bytes_written = 524288 : i64, estimator = "roofline", flops = 138805248 : i64, time_ns = 6068.8141350335136 : f64}
// Without inner costs the kernel's figures are the same (its transposes included), its ops carry none.
// OUTER-LABEL: func.func @convolution_relu_tf32
// OUTER: stablehlo.convolution
// OUTER-NOT: hespas.cost
// OUTER: mhlo.return
// OUTER-NEXT: hespas.cost = {bound = "memory", bytes_read = 671744 : i64, bytes_written = 524288 : i64, estimator = "roofline", flops = 138805248 : i64, time_ns = 6068.8141350335136 : f64}
func.func @convolution_relu_tf32(%x: tensor<8x16x16x64xf32>, %w: tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32> {
  %0 = "mhlo.fusion"(%x, %w) ({
    %c = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
    %z = stablehlo.constant dense<0.0> : tensor<8x16x16x64xf32>
    %r = stablehlo.maximum %c, %z : tensor<8x16x16x64xf32>
    mhlo.return %r : tensor<8x16x16x64xf32>
  }) {fusion_kind = #mhlo<fusion_kind kOutput>} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
  return %0 : tensor<8x16x16x64xf32>
}

// -----

// A bf16 convolution: XLA lays it out NHWC, no transposes. Compute 138674176 / 312,000 = 444.469 ns >
// memory 598016 / 2039 = 293.289 ns, plus the launch: 1444.469 ns.
// CHECK-LABEL: func.func @convolution_bf16
// CHECK: stablehlo.convolution
// CHECK-SAME: bound = "compute", {{.*}}time_ns = 1444.4685128205128 : f64
func.func @convolution_bf16(%x: tensor<8x16x16x64xbf16>, %w: tensor<3x3x64x64xbf16>) -> tensor<8x16x16x64xbf16> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<8x16x16x64xbf16>
  return %0 : tensor<8x16x16x64xbf16>
}

// -----

// Narrow channels (a100's [tensor_core_channel_multiple]: f16 8, bf16 8, f32 4): a bf16 convolution with 3 input
// channels reaches cuDNN unpadded (XLA pads only f16) and runs on the CUDA cores at the FP32 rate, 19,500 FLOP/ns.
// Input 2x10x10x3 bf16 = 1200 bytes, filter 3x3x3x64 = 3456, result 2x8x8x64 = 16384: 21040 bytes, 10.319 ns.
// No padding, stride 1: 8 * 3 = 24 taps per spatial dim, so 2 * 2 * 64 * 3 * 24 * 24 = 442368 FLOPs:
// 442368 / 19,500 = 22.686 ns > 10.319 ns, plus the launch: 1022.686 ns (on the Tensor Cores it would be
// 442368 / 312,000 = 1.418 ns, memory-bound at 1010.319 ns).
// CHECK-LABEL: func.func @narrow_bf16
// CHECK: stablehlo.convolution
// CHECK-SAME: bound = "compute", {{.*}}flops = 442368 : i64, time_ns = 1022.6855384615385 : f64
func.func @narrow_bf16(%x: tensor<2x10x10x3xbf16>, %w: tensor<3x3x3x64xbf16>) -> tensor<2x8x8x64xbf16> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x3xbf16>, tensor<3x3x3x64xbf16>) -> tensor<2x8x8x64xbf16>
  return %0 : tensor<2x8x8x64xbf16>
}

// -----

// The same convolution in f16: XLA pads 3 input channels to 4 for 64 output channels (cudnn_pad_for_convolutions.cc),
// cuDNN runs it on the Tensor Cores: memory-bound, 21040 / 2039 + 1000 = 1010.319 ns.
// CHECK-LABEL: func.func @narrow_f16_padded
// CHECK: stablehlo.convolution
// CHECK-SAME: bound = "memory", {{.*}}time_ns = 1010.3187837175086 : f64
func.func @narrow_f16_padded(%x: tensor<2x10x10x3xf16>, %w: tensor<3x3x3x64xf16>) -> tensor<2x8x8x64xf16> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x3xf16>, tensor<3x3x3x64xf16>) -> tensor<2x8x8x64xf16>
  return %0 : tensor<2x8x8x64xf16>
}

// -----

// f16 with 3 input and 16 output channels: padding to 8 and 16 would grow the filter 8*16 / (3*16) = 2.67x, over XLA's
// 1.35x bound, so XLA leaves it and it runs on the CUDA cores. 2 * 2 * 16 * 3 * 24 * 24 = 110592 FLOPs / 19,500 =
// 5.671 ns > (1200 + 864 + 4096) / 2039 = 3.021 ns: 1005.671 ns.
// CHECK-LABEL: func.func @narrow_f16_unpadded
// CHECK: stablehlo.convolution
// CHECK-SAME: bound = "compute", {{.*}}time_ns = 1005.6713846153846 : f64
func.func @narrow_f16_unpadded(%x: tensor<2x10x10x3xf16>, %w: tensor<3x3x3x16xf16>) -> tensor<2x8x8x16xf16> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x3xf16>, tensor<3x3x3x16xf16>) -> tensor<2x8x8x16xf16>
  return %0 : tensor<2x8x8x16xf16>
}

// -----

// The filter gradient of @narrow_bf16, as JAX writes it: the op contracts over the batch (its "input features" are
// the batch, 2) and writes the 3x3x3x64 filter, whose batch and feature dims are cuDNN's C = 3 and K = 64 (XLA's
// backward-filter kind: same batch in and out but a kernel window, 8, larger than the output, 3). Narrow: CUDA
// cores. FLOPs 3 * 64 * 2 * 24 * 24 * 2 = 442368 (8 * 3 = 24 taps per dim), 22.686 ns > (1200 + 16384 + 3456) /
// 2039 = 10.319 ns: 1022.686 ns.
// CHECK-LABEL: func.func @narrow_filter_gradient
// CHECK: stablehlo.convolution
// CHECK-SAME: bound = "compute", {{.*}}time_ns = 1022.6855384615385 : f64
func.func @narrow_filter_gradient(%x: tensor<2x10x10x3xbf16>, %dy: tensor<2x8x8x64xbf16>) -> tensor<3x3x3x64xbf16> {
  %0 = stablehlo.convolution(%x, %dy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x3xbf16>, tensor<2x8x8x64xbf16>) -> tensor<3x3x3x64xbf16>
  return %0 : tensor<3x3x3x64xbf16>
}

// -----

// A filter gradient with 64 channels and a batch of 2: the op's contracted dimension (2) is narrow, cuDNN's C and K
// (64, 64) are not: Tensor Cores. 64 * 64 * 2 * 24 * 24 * 2 = 9437184 FLOPs / 312,000 = 30.247 ns < bytes
// (25600 + 16384 + 73728) / 2039 = 56.749 ns: 1056.749 ns (on the CUDA cores it would be 483.958 ns of compute).
// CHECK-LABEL: func.func @wide_filter_gradient
// CHECK: stablehlo.convolution
// CHECK-SAME: bound = "memory", {{.*}}time_ns = 1056.7493869543894 : f64
func.func @wide_filter_gradient(%x: tensor<2x10x10x64xbf16>, %dy: tensor<2x8x8x64xbf16>) -> tensor<3x3x64x64xbf16> {
  %0 = stablehlo.convolution(%x, %dy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x64xbf16>, tensor<2x8x8x64xbf16>) -> tensor<3x3x64x64xbf16>
  return %0 : tensor<3x3x64x64xbf16>
}

// -----

// Max-pool backward (select_and_scatter) as XLA:GPU runs it: an initializer kernel writes the output, then one thread
// per source element reads its whole window of the operand and adds the source element into the selected output
// element atomically. Window 3x3, stride 2, no padding, 9x9 -> 4x4 per channel, 512 channels: 8192 source elements,
// each reading 9 in-bounds operand elements (3 taps x 4 positions = 12 per spatial dim: 1 * 12 * 12 * 512 = 73728).
// Read: source 16384 + windows 73728 * 2 = 147456 + atomic reads 8192 * 2 = 16384: 180224 bytes.
// Written: the initialised output 9 * 9 * 512 * 2 = 82944 + atomic writes 16384: 99328 bytes.
// Memory 279552 / 2039 = 137.103 ns > compute (8192 * 8 selects + 8192 adds = 73728 FLOPs / 39,000 = 1.890 ns),
// plus the launch: 1137.103 ns. Occupancy does not limit it: the scatter kernel's 8192 threads are 64 blocks of 128
// on 64 SMs, more than the 46 that 2039 GB/s needs at 45.1 GB/s each (hespas sizes a lone op's launch by its output:
// 41472 elements, 324 blocks).
// CHECK-LABEL: func.func @max_pool_backward
// CHECK: stablehlo.select_and_scatter
// CHECK: bytes_read = 180224 : i64, bytes_written = 99328 : i64, estimator = "roofline", flops = 73728 : i64, time_ns = 1137.1025012260911 : f64
func.func @max_pool_backward(%a: tensor<1x9x9x512xbf16>, %s: tensor<1x4x4x512xbf16>) -> tensor<1x9x9x512xbf16> {
  %c = stablehlo.constant dense<0.0> : tensor<bf16>
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%x: tensor<bf16>, %y: tensor<bf16>):
      %p = stablehlo.compare GE, %x, %y, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%x: tensor<bf16>, %y: tensor<bf16>):
      %t = stablehlo.add %x, %y : tensor<bf16>
      stablehlo.return %t : tensor<bf16>
  }) : (tensor<1x9x9x512xbf16>, tensor<1x4x4x512xbf16>, tensor<bf16>) -> tensor<1x9x9x512xbf16>
  return %0 : tensor<1x9x9x512xbf16>
}

// -----

// A fused kernel: the FLOPs of its body, the bytes of its boundary only, one launch.
// CHECK-LABEL: func.func @fused
// CHECK: mhlo.fusion
// CHECK: stablehlo.multiply
// CHECK-SAME: bytes_read = 0 : i64, bytes_written = 0 : i64
// CHECK: hespas.cost = {bound = "memory", bytes_read = 4096 : i64, bytes_written = 4096 : i64, estimator = "roofline", flops = 2048 : i64
// Without inner costs: the same kernel. 1024 f32 elements: 8 blocks of 128 threads (unroll 1), whose 8 SMs move at most
// 8 * 1.41 GHz * 32 B = 360.96 B/ns: 8192 / 360.96 = 22.695 ns, above the 2048 FLOPs' compute; + 1000 ns launch.
// OUTER-LABEL: func.func @fused
// OUTER: stablehlo.multiply
// OUTER-NOT: hespas.cost
// OUTER: mhlo.return
// OUTER-NEXT: hespas.cost = {bound = "memory", bytes_read = 4096 : i64, bytes_written = 4096 : i64, estimator = "roofline", flops = 2048 : i64, time_ns = 1022.69503546{{[0-9]+}} : f64}
func.func @fused(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = "mhlo.fusion"(%x) ({
    %a = stablehlo.multiply %x, %x : tensor<1024xf32>
    %b = stablehlo.add %a, %x : tensor<1024xf32>
    mhlo.return %b : tensor<1024xf32>
  }) {fusion_kind = #mhlo<fusion_kind kLoop>} : (tensor<1024xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// -----

// A collective: bytes recorded, no compute time; and what it moves between which devices
// (hespas.comm: 1024 x 4 bytes, one group of both replicas), written here and nowhere else.
// CHECK-LABEL: func.func @collective
// CHECK: "stablehlo.all_reduce"
// CHECK: {hespas.comm = {bytes = 4096 : i64, groups = [array<i64: 0, 1>], {{.*}}kind = "all_reduce"
// CHECK-SAME: hespas.cost = {bound = "free", bytes_read = 4096 : i64, bytes_written = 4096 : i64, estimator = "roofline", flops = 0 : i64, time_ns = 0.000000e+00 : f64}}
module attributes {mhlo.num_replicas = 2 : i32} {
  func.func @collective(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%l: tensor<f32>, %r: tensor<f32>):
      %s = stablehlo.add %l, %r : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<1024xf32>) -> tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
}

// -----

// An unknown custom_call target costs zero and is named in one warning (a second would be
// an unexpected warning to --verify-diagnostics).
// CHECK-LABEL: func.func @custom
func.func @custom(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  // expected-warning @+1 {{unknown custom_call target 'my_kernel' costs zero}}
  %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %1 = stablehlo.custom_call @my_kernel(%0) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %1 : tensor<1024xf32>
}

// -----

// A known target whose backend_config cannot be read costs zero too, and the warning says so rather than
// calling cuBLAS's GEMM an unknown target.
func.func @unreadable_gemm(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  // expected-warning @+1 {{custom_call target '__cublas$gemm' has a backend_config hespas cannot read (no shape to cost it by); it costs zero}}
  %0 = stablehlo.custom_call @__cublas$gemm(%x, %x) {backend_config = "not json"} : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
  return %0 : tensor<32x32xf32>
}

// -----

// A causal cuDNN attention with more queries than keys (T=128, S=64; B=1, N=2, head dims 32 and 16): with the
// top-left mask rows 0..63 keep 1..64 keys (64*65/2 = 2080) and rows 64..127 all 64 (64*64 = 4096): 6176 per head,
// 2 * 6176 = 12352 scores. FLOPs 2 * 12352 * (32 + 16) = 1185792. Reads Q f16[1,128,2,32] 16384 + K f16[1,64,2,32]
// 8192 + V f16[1,64,2,16] 4096 = 28672; writes O f16[1,2,128,16] 8192 + statistics f32[1,2,128] 1024 = 9216.
// CHECK-LABEL: func.func @cudnn_causal_rectangular
// CHECK: custom_call @__cudnn$fmhaSoftmax
// CHECK-SAME: hespas.cost = {bound = "memory", bytes_read = 28672 : i64, bytes_written = 9216 : i64, estimator = "roofline", flops = 1185792 : i64, {{.*}}transcendentals = 12352 : i64}
func.func @cudnn_causal_rectangular(%q: tensor<1x128x2x32xf16>, %k: tensor<1x64x2x32xf16>, %v: tensor<1x64x2x16xf16>) -> tensor<1x2x128x16xf16> {
  %0:3 = stablehlo.custom_call @__cudnn$fmhaSoftmax(%q, %k, %v) {backend_config = "{\"cudnn_fmha_backend_config\": {\"intermediate_tensor_shape\": {\"dimensions\": [\"1\", \"2\", \"128\", \"64\"]}, \"mask_type\": \"CAUSAL\"}}"} : (tensor<1x128x2x32xf16>, tensor<1x64x2x32xf16>, tensor<1x64x2x16xf16>) -> (tensor<1x2x128x16xf16>, tensor<1x2x128xf32>, tensor<0xui8>)
  return %0#0 : tensor<1x2x128x16xf16>
}

// -----

// A private function no one calls is dead code, which XLA does not compile (HloDCE, hlo_dce.h): it gets no
// hespas.cost, and its unknown custom_call no warning (one would be unexpected to --verify-diagnostics); the
// private function @main calls is costed, once per call: 1024 f32 negations read 4096 bytes and write 4096.
// CHECK-LABEL: func.func @main
// CHECK-SAME: hespas.cost = {bound = "memory", bytes_read = 4096 : i64, bytes_written = 4096 : i64
// CHECK-LABEL: func.func private @called
// CHECK-SAME: hespas.cost = {bound = "memory", bytes_read = 4096 : i64, bytes_written = 4096 : i64
// CHECK-LABEL: func.func private @dead
// CHECK-NOT: hespas.cost
// CHECK: return
module {
  func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = func.call @called(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
  func.func private @called(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.negate %x : tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
  func.func private @dead(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.custom_call @dead_kernel(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
    %1 = stablehlo.negate %0 : tensor<1024xf32>
    return %1 : tensor<1024xf32>
  }
}
