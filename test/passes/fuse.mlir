// RUN: hespas-opt %s --split-input-file --hespas-fuse | filecheck %s
// RUN: hespas-opt %s --split-input-file --hespas-fuse --hespas-annotate-costs='hardware=a100 efficiency=false occupancy=false' | filecheck %s --check-prefix=COST

// After costing, fusing is refused: in one pipeline when it is parsed, on a costed module when it runs.
// RUN: not hespas-opt %s --split-input-file --hespas-annotate-costs --hespas-fuse 2>&1 | filecheck %s --check-prefix=ORDER
// RUN: hespas-opt %inputs/fuse_invalid.mlir --hespas-fuse --verify-diagnostics -o /dev/null

// attention=fused: each attention pattern (and its backward) is one kernel; a partial one is left with a remark.
// RUN: hespas-opt %s --split-input-file --hespas-fuse='attention=fused' | filecheck %s --check-prefix=ATTN
// RUN: hespas-opt %s --split-input-file --hespas-fuse='attention=fused' --hespas-annotate-costs='hardware=a100 efficiency=false occupancy=false' | filecheck %s --check-prefix=ATTN-COST
// RUN: hespas-opt %s --split-input-file --hespas-fuse='attention=fused' --verify-diagnostics -o /dev/null
// RUN: hespas-opt %inputs/attention_grad.mlir --hespas-fuse='attention=fused' | filecheck %s --check-prefix=GRAD
// Multi-output fusion's reordering keeps each merged kernel where its earliest member kernel was: a forward
// kernel merged with a backward sibling (tanh and its derivative's factor) no longer takes the forward pass after
// every independent op, so each weight's all-gather stays before its own layer (they all went first, and the
// peak the memory pass measures grew from the unfused program's 3,047,424 bytes to 3,833,856).
// RUN: hespas-opt %inputs/fsdp_grad_4_layers.mlir --hespas-fuse | filecheck %s --check-prefix=FSDP
// RUN: hespas-opt %inputs/fsdp_grad_4_layers.mlir --hespas-fuse --hespas-memory | filecheck %s --check-prefix=FSDP-PEAK
// RUN: hespas-opt %inputs/fsdp_grad_4_layers.mlir --hespas-memory | filecheck %s --check-prefix=FSDP-PEAK
// RUN: not hespas-opt %s --split-input-file --hespas-fuse='attention=flash' 2>&1 | filecheck %s --check-prefix=BAD-ATTN
// BAD-ATTN: hespas-opt: error: option 'attention' of pass 'hespas-fuse' expects one of fused, materialized, got 'flash'
// BAD-ATTN-NOT: Traceback

// The gradient of jax.nn.dot_product_attention (Inputs/attention_grad.mlir): the forward kernel reads Q, K, V and
// returns, besides O, only per-row values (the row max and the row sum, [1,1,2,8,1]); the backward kernel reads those,
// Q, K, V and dO and recomputes the scores (its first op is the Q.K product again, as FlashAttention-2 does); no
// [B,H,S,S] tensor (here 1x2x8x1x8 or 1x1x2x8x8) crosses a kernel boundary.
// GRAD: "mhlo.fusion"(%0, %arg1, %arg2) <{fusion_kind = #mhlo<fusion_kind kCustom>}>
// GRAD-NEXT: ^bb0
// GRAD-NEXT: stablehlo.dot_general {{.*}} -> tensor<1x2x8x1x8xf32>
// GRAD: stablehlo.exponential
// GRAD: }) {hespas.attention = "forward"} : (tensor<1x8x2x1x4xf32>, tensor<1x8x2x4xf32>, tensor<1x8x2x4xf32>) -> (tensor<1x1x2x8x1xf32>, tensor<1x1x2x8x1xf32>, tensor<1x2x4x1x8xf32>)
// GRAD: "mhlo.fusion"(%0, %arg1, %1#0, %1#1, %2, %arg2) <{fusion_kind = #mhlo<fusion_kind kCustom>}>
// GRAD-NEXT: ^bb0
// GRAD-NEXT: stablehlo.dot_general {{.*}} -> tensor<1x2x8x1x8xf32>
// GRAD: }) {hespas.attention = "backward"} : (tensor<1x8x2x1x4xf32>, tensor<1x8x2x4xf32>, tensor<1x1x2x8x1xf32>, tensor<1x1x2x8x1xf32>, tensor<1x2x4x1x8xf32>, tensor<1x8x2x4xf32>) -> (tensor<1x2x4x8xf32>, tensor<1x2x8x4xf32>, tensor<1x2x8x1x4xf32>)
// GRAD-NOT: x8x8xf32>)
// GRAD-NOT: x1x8xf32>)
// ORDER: hespas-opt: error: pass order: hespas-fuse must run before hespas-annotate-costs: fusing after costing leaves the fused ops' costs stale

// An elementwise chain becomes one loop fusion taking the chain's inputs; the ops keep their order inside.
// CHECK-LABEL: func.func @chain
// CHECK: %[[F:.*]] = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<8x16xf32>, %[[B:.*]]: tensor<8x16xf32>):
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[B]]
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[S]], %[[A]]
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %[[M]]
// CHECK-NEXT: mhlo.return %[[T]]
// CHECK: return %[[F]]
// One kernel: its inputs and output are the only traffic (3 x 512 bytes), not the intermediates'.
// COST-LABEL: func.func @chain
// COST: "mhlo.fusion"
// COST: hespas.cost = {bound = "memory", bytes_read = 1024 : i64, bytes_written = 512 : i64
func.func @chain(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.add %a, %b : tensor<8x16xf32>
  %1 = stablehlo.multiply %0, %a : tensor<8x16xf32>
  %2 = stablehlo.tanh %1 : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// A broadcast feeding two kernels is copied into both (only the scalar is read), and a dot is a kernel of its own.
// The two kernels both read %a, with the same 8x16 loop and no path between them: sibling multi-output fusion
// (fuse-multi-output.mlir) makes them one kernel with two results, placed before the dot that reads one.
// CHECK-LABEL: func.func @duplicated_broadcast
// CHECK-NOT: stablehlo.broadcast_in_dim %arg1
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg1, %arg0)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.multiply
// CHECK: stablehlo.dot_general %[[F]]#0
func.func @duplicated_broadcast(%a: tensor<8x16xf32>, %s: tensor<f32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
  %1 = stablehlo.add %a, %0 : tensor<8x16xf32>
  %2 = stablehlo.dot_general %1, %1, contracting_dims = [1] x [1] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x8xf32>
  %3 = stablehlo.multiply %a, %0 : tensor<8x16xf32>
  return %1, %3, %2 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>
}

// -----

// A producer that also feeds an op that cannot take it (a dot) is not copied; it joins its other consumer's kernel
// as an extra output (producer-consumer multi-output fusion, fuse-multi-output.mlir), which the dot reads.
// CHECK-LABEL: func.func @shared_producer
// CHECK: %[[F:.*]]:2 = "mhlo.fusion"(%arg0)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential
// CHECK-NEXT: stablehlo.negate %[[E]]
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh
// CHECK-NEXT: mhlo.return %[[E]], %[[T]]
// CHECK: stablehlo.dot_general %[[F]]#0, %[[F]]#0
func.func @shared_producer(%a: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.exponential %a : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  %2 = stablehlo.tanh %1 : tensor<8x8xf32>
  %3 = stablehlo.dot_general %0, %0, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// A reduction takes its elementwise producers and its epilogue (ops on the reduced shape): one input fusion.
// CHECK-LABEL: func.func @reduction
// CHECK: "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: stablehlo.constant
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.reduce
// CHECK-NEXT: stablehlo.log
// CHECK-NEXT: mhlo.return
func.func @reduction(%a: tensor<8x16xf32>) -> tensor<8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.exponential %a : tensor<8x16xf32>
  %1 = stablehlo.reduce(%0 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  %2 = stablehlo.log %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

// CHLO's elementwise ops fuse like StableHLO's: a sum of squares (jnp.square) is one input fusion.
// CHECK-LABEL: func.func @chlo_producer
// CHECK: "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.convert
// CHECK: chlo.square
// CHECK-NEXT: stablehlo.reduce
// CHECK-NEXT: mhlo.return
func.func @chlo_producer(%a: tensor<4x8x16xbf16>) -> tensor<16xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.convert %a : (tensor<4x8x16xbf16>) -> tensor<4x8x16xf32>
  %1 = chlo.square %0 : tensor<4x8x16xf32> -> tensor<4x8x16xf32>
  %2 = stablehlo.reduce(%1 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<16xf32>
  return %2 : tensor<16xf32>
}

// -----

// A consumer that broadcasts a reduction's result back to the full shape is no epilogue: two kernels.
// CHECK-LABEL: func.func @no_epilogue
// CHECK: %[[R:.*]] = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kInput>}>
// CHECK: "mhlo.fusion"(%[[R]], %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
func.func @no_epilogue(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
  %2 = stablehlo.subtract %a, %1 : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// dot stays a kernel of its own, and a lone elementwise op is not wrapped.
// CHECK-LABEL: func.func @unfused
// CHECK-NOT: mhlo.fusion
// CHECK: stablehlo.dot_general
// CHECK-NEXT: stablehlo.negate
func.func @unfused(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.negate %0 : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// -----

// A module XLA already fused is left exactly as it is (the add and tanh are not fused).
// CHECK-LABEL: func.func @already_fused
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.negate
// CHECK: mhlo.return
// CHECK-NEXT: })
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.tanh
func.func @already_fused(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "mhlo.fusion"(%a) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%x: tensor<8xf32>):
    %1 = stablehlo.negate %x : tensor<8xf32>
    mhlo.return %1 : tensor<8xf32>
  }) : (tensor<8xf32>) -> tensor<8xf32>
  %2 = stablehlo.add %0, %a : tensor<8xf32>
  %3 = stablehlo.tanh %2 : tensor<8xf32>
  return %3 : tensor<8xf32>
}

// -----

// The body of a while loop is program code and is fused too.
// CHECK-LABEL: func.func @loop
// CHECK: stablehlo.while
// CHECK: do {
// CHECK: "mhlo.fusion"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: stablehlo.exponential
func.func @loop(%a: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c4 = stablehlo.constant dense<4> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i32>, tensor<8xf32>
  cond {
    %p = stablehlo.compare LT, %i, %c4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %y = stablehlo.negate %x : tensor<8xf32>
    %z = stablehlo.exponential %y : tensor<8xf32>
    stablehlo.return %n, %z : tensor<i32>, tensor<8xf32>
  }
  return %0#1 : tensor<8xf32>
}

// -----

// Attention written out (scores, scale, causal iota mask, softmax, weighted sum): one forward kernel with attention=fused,
// reading Q, K, V and writing O only.
// ATTN-LABEL: func.func @attention
// ATTN: %[[F:.*]] = "mhlo.fusion"(%arg0, %arg1, %arg2) <{fusion_kind = #mhlo<fusion_kind kCustom>}>
// ATTN: stablehlo.dot_general
// ATTN: stablehlo.exponential
// ATTN: stablehlo.dot_general
// ATTN-NEXT: mhlo.return
// ATTN-NEXT: }) {hespas.attention = "forward"} : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
// ATTN-NEXT: return %[[F]]
// FLOPs: Q.K and P.V, 2 * (1*2*8*8) * 4 = 1024 each; multiply, compare, select, subtract, divide, one per score
// element: 5 * 128 = 640; the two reductions, 8 - 1 per row of 16 rows: 2 * 112 = 224; 1024*2 + 640 + 224 = 2912.
// One exponential per score: 128. Bytes: Q, K, V read (3 * 1*2*8*4 * 4 bytes = 768), O written (256); the
// 1x2x8x8 scores (512 bytes each) are never read or written.
// ATTN-COST-LABEL: func.func @attention
// ATTN-COST: hespas.attention = "forward", hespas.cost = {bound = "memory", bytes_read = 768 : i64, bytes_written = 256 : i64, estimator = "roofline", flops = 2912 : i64, {{.*}}transcendentals = 128 : i64}
// Materialized, the same program is six kernels; the probabilities alone are written once and read once.
// COST-LABEL: func.func @attention
// COST-COUNT-2: stablehlo.dot_general
func.func @attention(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
  %c = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
  %scaled = stablehlo.multiply %s, %cb : tensor<1x2x8x8xf32>
  %row = stablehlo.iota dim = 2 : tensor<1x2x8x8xi32>
  %col = stablehlo.iota dim = 3 : tensor<1x2x8x8xi32>
  %keep = stablehlo.compare GE, %row, %col, SIGNED : (tensor<1x2x8x8xi32>, tensor<1x2x8x8xi32>) -> tensor<1x2x8x8xi1>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %ninfb = stablehlo.broadcast_in_dim %ninf, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
  %masked = stablehlo.select %keep, %scaled, %ninfb : tensor<1x2x8x8xi1>, tensor<1x2x8x8xf32>
  %max = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
  %shifted = stablehlo.subtract %masked, %maxb : tensor<1x2x8x8xf32>
  %e = stablehlo.exponential %shifted : tensor<1x2x8x8xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
  %p = stablehlo.divide %e, %sumb : tensor<1x2x8x8xf32>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  return %o : tensor<1x2x8x4xf32>
}

// -----

// A partial pattern stays materialized, and a remark says why: the probabilities are also returned.
// ATTN-LABEL: func.func @probabilities_returned
// ATTN-NOT: kCustom
func.func @probabilities_returned(%q: tensor<2x16x4xf32>, %k: tensor<2x16x4xf32>, %v: tensor<2x16x4xf32>) -> (tensor<2x16x4xf32>, tensor<2x16x16xf32>) {
  // expected-remark @+1 {{attention left materialized: a score tensor is used by 'func.return' outside the attention pattern}}
  %s = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x16x4xf32>, tensor<2x16x4xf32>) -> tensor<2x16x16xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x16xf32>
  %shifted = stablehlo.subtract %s, %maxb : tensor<2x16x16xf32>
  %e = stablehlo.exponential %shifted : tensor<2x16x16xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x16xf32>
  %p = stablehlo.divide %e, %sumb : tensor<2x16x16xf32>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x16x16xf32>, tensor<2x16x4xf32>) -> tensor<2x16x4xf32>
  return %o, %p : tensor<2x16x4xf32>, tensor<2x16x16xf32>
}

// -----

// Scores and a softmax without the product with V: no kernel, and a remark.
// ATTN-LABEL: func.func @softmax_only
// ATTN-NOT: kCustom
func.func @softmax_only(%q: tensor<2x16x4xf32>, %k: tensor<2x16x4xf32>) -> tensor<2x16xf32> {
  // expected-remark @+1 {{attention left materialized: no product of the probabilities with V}}
  %s = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x16x4xf32>, tensor<2x16x4xf32>) -> tensor<2x16x16xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x16xf32>
  %shifted = stablehlo.subtract %s, %maxb : tensor<2x16x16xf32>
  %e = stablehlo.exponential %shifted : tensor<2x16x16xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  return %sum : tensor<2x16xf32>
}

// -----

// Only the functions the entries (the public ones and main) reach through calls are fused: XLA compiles the computations its entry
// reaches and drops the others (HloDCE, xla/hlo/transforms/simplifiers/hlo_dce.h). A private function called
// through func.call is inlined (XLA's CallInliner), fused in its caller, and erased; one that no one calls (an
// exporter's leftover copy of a loop body) is left as written: no kernel, and with attention=fused no remark
// about the attention in it (--verify-diagnostics above).
// CHECK-LABEL: func.func @calls_one_of_two
// CHECK-NEXT: "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK-NOT: @called
// CHECK-LABEL: func.func private @never_called
// CHECK-NOT: mhlo.fusion
// CHECK: stablehlo.exponential
// CHECK-NEXT: stablehlo.negate
// CHECK-NOT: mhlo.fusion
// CHECK: return
// ATTN-LABEL: func.func private @never_called
// ATTN-NOT: mhlo.fusion
// ATTN: return
func.func @calls_one_of_two(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = func.call @called(%a) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @called(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.exponential %a : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @never_called(%a: tensor<8x8xf32>, %q: tensor<2x16x4xf32>, %k: tensor<2x16x4xf32>) -> (tensor<8x8xf32>, tensor<2x16xf32>) {
  %0 = stablehlo.exponential %a : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x16x4xf32>, tensor<2x16x4xf32>) -> tensor<2x16x16xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x16xf32>
  %shifted = stablehlo.subtract %s, %maxb : tensor<2x16x16xf32>
  %e = stablehlo.exponential %shifted : tensor<2x16x16xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  return %1, %sum : tensor<8x8xf32>, tensor<2x16xf32>
}

// -----

// An mhlo.fusion in a function no one calls is dead code (HloDCE): it is not XLA's fusion of the program,
// so the program is still fused (a module whose reached code has one is left as it is: test_fuse.py).
// CHECK-LABEL: func.func @fused_beside_a_dead_fusion
// CHECK-NEXT: "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK-LABEL: func.func private @dead_fused
// CHECK-NEXT: "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: mhlo.return
// CHECK: stablehlo.negate
// CHECK-NEXT: return
func.func @fused_beside_a_dead_fusion(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.exponential %a : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @dead_fused(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = "mhlo.fusion"(%a) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%p: tensor<8x8xf32>):
    %e = stablehlo.exponential %p : tensor<8x8xf32>
    mhlo.return %e : tensor<8x8xf32>
  }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----

// A module whose only function is a private @main: @main is the program's entry whatever its visibility (XLA's
// entry computation is the function named main: hespas.ir_calls), so it and what it calls are fused (the call
// inlined, @helper erased).
// CHECK-LABEL: func.func private @main
// CHECK-NEXT: "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK-NOT: @helper
func.func private @main(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = func.call @helper(%a) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @helper(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.exponential %a : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----

// Calls are inlined before fusing, as XLA:GPU's first pass (CallInliner) does: JAX's outlined ReLU fuses with
// the exponential that feeds it and the negation that reads it, one kernel of 8x8 f32 (256 B) in and out, where
// three kernels would move 3 x 512 B. Nested calls are inlined too (@twice's body holds a call of @relu), at
// each call site, and the callees are then erased; one still named by a function no one calls (@shared, by
// @dead) is kept for it.
// CHECK-LABEL: func.func @inlined
// CHECK-NEXT: %[[K:.*]] = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}>
// CHECK: stablehlo.exponential
// CHECK: stablehlo.maximum
// CHECK: stablehlo.negate
// CHECK-NOT: call
// CHECK: return %[[K]]
// CHECK-LABEL: func.func @inlined_twice
// CHECK-NOT: call
// CHECK: return
// CHECK-NOT: @relu
// CHECK-NOT: @twice
// CHECK-LABEL: func.func private @shared
// CHECK-LABEL: func.func private @dead
// CHECK: call @shared
// COST-LABEL: func.func @inlined
// COST: "mhlo.fusion"
// COST: hespas.cost = {bound = "memory", bytes_read = 256 : i64, bytes_written = 256 : i64
// COST-NOT: hespas.cost
// COST: return
func.func @inlined(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.exponential %a : tensor<8x8xf32>
  %1 = func.call @relu(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = stablehlo.negate %1 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
func.func @inlined_twice(%a: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = func.call @twice(%a) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = func.call @twice(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = func.call @shared(%1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}
func.func private @relu(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<8x8xf32>
  %0 = stablehlo.maximum %x, %zero : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @twice(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %x, %x : tensor<8x8xf32>
  %1 = func.call @relu(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @shared(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %x : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @dead(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = func.call @shared(%x) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// A call inside a loop's body is inlined there (recursive calls and declarations stay calls:
// test_inline_calls.py).
// CHECK-LABEL: func.func @loop_call
// CHECK: stablehlo.while
// CHECK-NOT: call @negate
// CHECK: stablehlo.negate
// CHECK-NOT: @negate
func.func @loop_call(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i32>, tensor<8x8xf32>
   cond {
    %c4 = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %y = func.call @negate(%x) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    stablehlo.return %n, %y : tensor<i32>, tensor<8x8xf32>
  }
  return %r#1 : tensor<8x8xf32>
}
func.func private @negate(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %x : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// Dead code is erased before fusing, as XLA's HloDCE does: the broadcast and the reduction whose results nothing
// uses (an export's leftover batch-norm statistic, a zero fill) are no kernels, and neither is the exponential
// that only the dead reduction read. A dead all-reduce and a dead custom call stay: they have effects beyond
// their results. Costed, the one kernel left reads and writes 256 B (8x8 f32).
// CHECK-LABEL: func.func @dead_code
// CHECK-NOT: stablehlo.exponential
// CHECK-NOT: stablehlo.reduce
// CHECK: "stablehlo.all_reduce"
// CHECK: stablehlo.custom_call @host_side
// CHECK: %[[N:.*]] = stablehlo.negate %arg0
// CHECK-NEXT: return %[[N]]
// COST-LABEL: func.func @dead_code
// COST: stablehlo.negate {{.*}}hespas.cost = {bound = "memory", bytes_read = 256 : i64, bytes_written = 256 : i64
// COST: return
func.func @dead_code(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %fill = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
  %e = stablehlo.exponential %a : tensor<8x8xf32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
  %r = "stablehlo.all_reduce"(%a) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %c = stablehlo.custom_call @host_side(%a) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %n = stablehlo.negate %a : tensor<8x8xf32>
  return %n : tensor<8x8xf32>
}

// -----

// Copies are replaced by their operands before fusing, as XLA's algebraic simplifier does ("All copies can be
// eliminated", HandleCopy): the copy of %a no longer runs a kernel of its own before the dot, which reads %a.
// The copy of the parameter %b that the function returns stays: XLA's copy insertion puts it back, as a
// returned buffer that is not donated cannot be the parameter's.
// CHECK-LABEL: func.func @copies
// CHECK-NOT: mhlo.copy %arg0
// CHECK: stablehlo.dot_general %arg0, %arg1
// CHECK: %[[P:.*]] = mhlo.copy %arg1
// CHECK: return %{{.*}}, %[[P]]
func.func @copies(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %c = mhlo.copy %a : tensor<8x8xf32>
  %d = stablehlo.dot_general %c, %b, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = mhlo.copy %b : tensor<8x8xf32>
  return %d, %p : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// MHLO's elementwise ops fuse as their StableHLO twins do: the add, MHLO's multiply, CHLO's erf and the exponential
// are one loop kernel, which reads %a and %b once (2 x 1024 x 4 B = 8192) and writes 4096 B; with MHLO's multiply
// left out of fusion it split the chain into three kernels.
// CHECK-LABEL: func.func @mixed_dialects
// CHECK: "mhlo.fusion"
// CHECK: stablehlo.add
// CHECK-NEXT: mhlo.multiply
// CHECK-NEXT: chlo.erf
// CHECK-NEXT: stablehlo.exponential
// CHECK-NOT: "mhlo.fusion"
// CHECK: return
// COST-LABEL: func.func @mixed_dialects
// COST: }) {hespas.cost = {bound = "memory", bytes_read = 8192 : i64, bytes_written = 4096 : i64
func.func @mixed_dialects(%a: tensor<1024xf32>, %b: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = stablehlo.add %a, %b : tensor<1024xf32>
  %1 = mhlo.multiply %0, %b : tensor<1024xf32>
  %2 = chlo.erf %1 : tensor<1024xf32> -> tensor<1024xf32>
  %3 = stablehlo.exponential %2 : tensor<1024xf32>
  return %3 : tensor<1024xf32>
}

// FSDP-LABEL: func.func @main
// FSDP: "stablehlo.all_gather"(%arg0)
// FSDP-NEXT: stablehlo.dot
// FSDP-NOT: "stablehlo.all_gather"(%arg2)
// FSDP: "stablehlo.all_gather"(%arg1)
// FSDP-NEXT: stablehlo.dot
// FSDP-NOT: "stablehlo.all_gather"(%arg3)
// FSDP: "stablehlo.all_gather"(%arg2)
// FSDP-NEXT: stablehlo.dot
// FSDP: "stablehlo.all_gather"(%arg3)
// FSDP-NEXT: stablehlo.dot
// FSDP-PEAK: hespas.memory = {{{.*}}peak_bytes = 3047424 : i64
