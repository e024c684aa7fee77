// One module costed by three estimators on a TPU v4 (8 weight-stationary 128x128 arrays at 1050 MHz,
// 1200 GB/s, no launch overhead). The optional ones run where their package is installed.
// The roofline runs at the preset's measured rates: matmul 0.88 x / (x + 3.96e7 FLOPs) of 275 TFLOPS
// (242,000 FLOP/ns after a fixed 163.6 ns), HBM 0.83 x / (x + 8.55e5 bytes) of 1200 GB/s (996 B/ns after
// a fixed 858.4 ns). SCALE-Sim and ZigZag run at the peaks (efficiency=false), so that their cycle counts,
// not the HBM curve's fixed DMA time, are each matmul's time.
// RUN: hespas-opt %s --hespas-annotate-costs='hardware=tpu-v4' | filecheck %s --check-prefix=ROOFLINE
// RUN: rm -rf %t && mkdir -p %t
// RUN: %if scalesim %{ env HESPAS_CACHE_DIR=%t hespas-opt %s --hespas-annotate-costs='hardware=tpu-v4 estimator=scalesim efficiency=false' | filecheck %s --check-prefix=SCALESIM %}
// RUN: %if zigzag %{ env HESPAS_CACHE_DIR=%t hespas-opt %s --hespas-annotate-costs='hardware=tpu-v4 estimator=zigzag efficiency=false' | filecheck %s --check-prefix=ZIGZAG %}
// With the curves (the default), SCALE-Sim's ops take the roofline's HBM time as theirs does: each of these
// small ops waits on the DMA floor, so the module costs what the roofline gives it.
// RUN: %if scalesim %{ env HESPAS_CACHE_DIR=%t hespas-opt %s --hespas-annotate-costs='hardware=tpu-v4 estimator=scalesim' | filecheck %s --check-prefix=SCALESIM-CURVE %}
// SCALESIM-CURVE: hespas.totals = {bound = "memory", {{.*}}estimator = "scalesim", fallback_ops = 1 : i64, {{.*}}time_ns = 3710.3373493975905 : f64}

// Bad input: one diagnostic, exit status 1.
// RUN: not hespas-opt %s --hespas-annotate-costs='hardware=tpu-v4 estimator=oracle' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: %if scalesim %{ not hespas-opt %s --hespas-annotate-costs='hardware=h100 estimator=scalesim' 2>&1 | filecheck %s --check-prefix=NO-ARRAY %}
// UNKNOWN: error: option 'estimator' of pass 'hespas-annotate-costs' expects one of roofline, calibrated, profile, scalesim, zigzag{{.*}}, got 'oracle'
// NO-ARRAY: error: estimator 'scalesim' needs the hardware's [systolic_array] table {{.*}} and hardware 'h100-sxm' has none
// NO-ARRAY-NOT: Traceback

// Module totals: the estimator chosen, how many ops it costed, and how many the roofline costed for it.
// ROOFLINE: hespas.totals = {bound = "memory", {{.*}}estimator = "roofline", flops = 102957056 : i64, hardware = "tpu-v4", time_ns = 3710.3373493975905 : f64}
// SCALESIM: hespas.totals = {{{.*}}estimated_ops = 2 : i64, estimator = "scalesim", fallback_ops = 1 : i64, {{.*}}time_ns = 1786.7276190476191 : f64}
// ZIGZAG: hespas.totals = {{{.*}}estimated_ops = 2 : i64, estimator = "zigzag", fallback_ops = 1 : i64,

// A 256x256x256 bf16 matmul. Roofline: (33,554,432 + 3.96e7) FLOPs / 242,000 = 302.29 ns; 384 KiB,
// (393,216 + 8.55e5) B / 996 = 1253.23 ns (at the peaks: 122 ns and 327.68 ns).
// SCALE-Sim, weight stationary: Sr = K = 256 and Sc = N = 256 make 2 x 2 folds, one round on 8 arrays;
// a fold of T = M = 256 takes 2R + C + T - 2 = 256 + 128 + 256 - 2 = 638 cycles = 607.62 ns at 1050 MHz.
// ROOFLINE: stablehlo.dot_general
// ROOFLINE-SAME: {bound = "memory", {{.*}}estimator = "roofline", flops = 33554432 : i64, time_ns = 1253.2289156626507 : f64}
// SCALESIM: stablehlo.dot_general
// SCALESIM-SAME: {bound = "compute", {{.*}}cycles = 6.380000e+02 : f64, estimator = "scalesim", flops = 33554432 : i64, time_ns = 607.61904761904759 : f64}
// ZIGZAG: stablehlo.dot_general
// ZIGZAG-SAME: cycles = {{[0-9.e+]+}} : f64, energy_pJ = {{[0-9.e+]+}} : f64, estimator = "zigzag", flops = 33554432 : i64

// Not a matrix product: every estimator leaves it to the roofline, and says so. 384 KiB as above: 1253.23 ns.
// ROOFLINE: stablehlo.add {{.*}}estimator = "roofline", flops = 65536 : i64, time_ns = 1253.2289156626507 : f64
// SCALESIM: stablehlo.add {{.*}}estimator = "roofline"
// ZIGZAG: stablehlo.add {{.*}}estimator = "roofline"

// A 3x3 convolution, 64 -> 128 features, batch 2 on 16x16 (padded): its im2col product has
// M = 2 x 16 x 16 = 512, K = 3 x 3 x 64 = 576, N = 128. SCALE-Sim: ceil(576/128) = 5 folds, one round;
// a fold takes 256 + 128 + 512 - 2 = 894 cycles = 851.43 ns.
// Roofline: (69,337,088 + 3.96e7) / 242,000 = 450.15 ns; 336 KiB, (344,064 + 8.55e5) / 996 = 1203.88 ns.
// ROOFLINE: stablehlo.convolution
// ROOFLINE-SAME: estimator = "roofline", flops = 69337088 : i64, time_ns = 1203.8795180722891 : f64
// SCALESIM: stablehlo.convolution
// SCALESIM-SAME: {bound = "compute", {{.*}}cycles = 8.940000e+02 : f64, estimator = "scalesim", flops = 69337088 : i64, time_ns = 851.42857142857144 : f64}
// ZIGZAG: stablehlo.convolution
// ZIGZAG-SAME: cycles = {{[0-9.e+]+}} : f64, energy_pJ = {{[0-9.e+]+}} : f64, estimator = "zigzag"
func.func @main(%a: tensor<256x256xbf16>, %b: tensor<256x256xbf16>, %x: tensor<2x16x16x64xbf16>,
                %w: tensor<3x3x64x128xbf16>) -> (tensor<256x256xbf16>, tensor<2x16x16x128xbf16>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<256x256xbf16>, tensor<256x256xbf16>) -> tensor<256x256xbf16>
  %1 = stablehlo.add %0, %a : tensor<256x256xbf16>
  %2 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x16x64xbf16>, tensor<3x3x64x128xbf16>) -> tensor<2x16x16x128xbf16>
  return %1, %2 : tensor<256x256xbf16>, tensor<2x16x16x128xbf16>
}
