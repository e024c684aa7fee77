// RUN: hespas-opt %s --split-input-file --hespas-memory | filecheck %s
// RUN: hespas-opt %s --split-input-file --hespas-memory | filecheck %s --check-prefix=MODULE
// RUN: hespas-opt %s --split-input-file --hespas-memory='hardware=%inputs/memory_16KiB_device.toml' | filecheck %s --check-prefix=FITS
// RUN: hespas-opt %s --split-input-file --hespas-memory='hardware=%inputs/memory_16KiB_device.toml' 2>&1 >/dev/null | filecheck %s --check-prefix=NOFIT

// Bad input: located diagnostics (checked by --verify-diagnostics): unbounded values, a partitioned
// module; exit status 1, nothing written. After hespas-partition in one pipeline: rejected at parse time.
// RUN: hespas-opt %inputs/memory_invalid.mlir --split-input-file --hespas-memory --verify-diagnostics -o /dev/null
// RUN: rm -rf %t && mkdir -p %t
// RUN: not hespas-opt %inputs/dynamic_shape.mlir --hespas-memory -o %t/out.mlir 2>&1 | filecheck %s --check-prefix=DYNAMIC
// RUN: not test -e %t/out.mlir
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs --hespas-partition --hespas-memory 2>&1 | filecheck %s --check-prefix=ORDER
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-memory='hardware=z9000' 2>&1 | filecheck %s --check-prefix=PRESET
// DYNAMIC: dynamic_shape.mlir:1:20: error: peak memory needs a size for every value; 2 unbounded: %arg0 : tensor<?x4xf32> at {{.*}}dynamic_shape.mlir:1:20; %0 : tensor<?x4xf32> at {{.*}}dynamic_shape.mlir:2:8
// DYNAMIC-NOT: Traceback
// PRESET: hespas-opt: error: option 'hardware' of pass 'hespas-memory': unknown hardware 'z9000'
// ORDER: error: pass order: hespas-memory must run before hespas-partition: it measures liveness in the program's own order, which partitioning reorders and outlines

// Straight line, 4 KiB per tensor<1024xf32>. At the reduce: %a (4096) + the broadcast (16384)
// + the init constant (4) + the reduce's result (4096) = 24580. The add then overwrites the
// reduce's result in place (same type, dies there), so nothing more is allocated.
// Temporaries: the broadcast and the constant, 16388. The result is not a temporary.
// CHECK-LABEL: func.func @straight_line
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 4096 : i64, peak_bytes = 24580 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 16388 : i64}
// MODULE: module attributes {hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 4096 : i64, capacity_bytes = 85899345920 : i64, fits = true, hardware = "h100-sxm", peak_bytes = 24580 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 16388 : i64}}
// FITS: hespas.memory = {{{.*}}capacity_bytes = 16384 : i64, fits = false, hardware = "tiny-16kib", peak_bytes = 24580 : i64
// NOFIT: memory.mlir:31:{{[0-9]+}}: warning: peak memory 24 KiB does not fit the 16 KiB of tiny-16kib: 8 KiB (8196 bytes) over; the peak is reached here
func.func @straight_line(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<1024xf32>) -> tensor<4x1024xf32>
  %1 = stablehlo.reduce(%0 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
  %2 = stablehlo.add %1, %a : tensor<1024xf32>
  return %2 : tensor<1024xf32>
}

// -----

// Donation: the update writes into the donated parameter's buffer (8192 at most, 4096 aliased);
// without donation the result needs a buffer of its own (12288); jax.buffer_donor alike. A transpose
// reads its operand while it writes: its result has a buffer of its own beside the donated one (2048)
// and aliases nothing, so the fields add up to the peak (1024 + 1024 - 0 + 0).
// CHECK-LABEL: func.func @donated
// CHECK-SAME: hespas.memory = {alias_bytes = 4096 : i64, argument_bytes = 8192 : i64, peak_bytes = 8192 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 0 : i64}
// CHECK-LABEL: func.func @not_donated
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 8192 : i64, peak_bytes = 12288 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 0 : i64}
// CHECK-LABEL: func.func @buffer_donor
// CHECK-SAME: hespas.memory = {alias_bytes = 4096 : i64, argument_bytes = 8192 : i64, peak_bytes = 8192 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 0 : i64}
// CHECK-LABEL: func.func @donated_transposed
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 1024 : i64, peak_bytes = 2048 : i64, result_bytes = 1024 : i64, temporary_peak_bytes = 0 : i64}
// A buffer donor with no output of its shape (element type included) is not donated, as XLA's
// OptimizeInputOutputBufferAlias pairs them: the f32 argument 4096, the negation 4096 beside it (the
// argument's buffer stays the caller's), the i32 result 4096: 12288 (8192 while the donor counted).
// Two f32 donors and one f32 output: the first is paired and takes the result, the second stays the
// caller's: 4096 + 4096, the result written in the first's buffer: 8192, alias 4096.
// CHECK-LABEL: func.func @donor_without_its_output
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 4096 : i64, peak_bytes = 12288 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 4096 : i64}
// A declared alias (tf.aliasing_output) holds the one f32 output, so the buffer donor beside it is left without
// one and is not donated: its exponential needs a buffer of its own: 4096 + 4096 + 4096 = 12288 (8192 while the
// donor took the output the alias holds, and the exponential its buffer).
// CHECK-LABEL: func.func @donor_beside_a_declared_alias
// CHECK-SAME: peak_bytes = 12288 : i64
// CHECK-LABEL: func.func @two_donors_one_output
// CHECK-SAME: hespas.memory = {alias_bytes = 4096 : i64, argument_bytes = 8192 : i64, peak_bytes = 8192 : i64
// The module reports its public function with the largest peak.
// MODULE: module attributes {hespas.memory = {{{.*}}peak_bytes = 12288 : i64
// FITS: hespas.memory = {{{.*}}fits = true, hardware = "tiny-16kib", peak_bytes = 12288 : i64
func.func @donated(%p: tensor<1024xf32> {tf.aliasing_output = 0 : i32}, %g: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = stablehlo.subtract %p, %g : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
func.func @not_donated(%p: tensor<1024xf32>, %g: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = stablehlo.subtract %p, %g : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
func.func @buffer_donor(%p: tensor<1024xf32> {jax.buffer_donor = true}, %g: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = stablehlo.subtract %p, %g : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
func.func @donated_transposed(%x: tensor<16x16xf32> {tf.aliasing_output = 0 : i32}) -> tensor<16x16xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
func.func @donor_without_its_output(%x: tensor<1024xf32> {jax.buffer_donor = true}) -> tensor<1024xi32> {
  %0 = stablehlo.negate %x : tensor<1024xf32>
  %1 = stablehlo.convert %0 : (tensor<1024xf32>) -> tensor<1024xi32>
  return %1 : tensor<1024xi32>
}
func.func @donor_beside_a_declared_alias(%a: tensor<1024xf32> {tf.aliasing_output = 0 : i32}, %b: tensor<1024xf32> {jax.buffer_donor = true}) -> tensor<1024xf32> {
  %t = stablehlo.exponential %b : tensor<1024xf32>
  %r = stablehlo.add %a, %t : tensor<1024xf32>
  return %r : tensor<1024xf32>
}
func.func @two_donors_one_output(%a: tensor<1024xf32> {jax.buffer_donor = true}, %b: tensor<1024xf32> {jax.buffer_donor = true}) -> tensor<1024xf32> {
  %0 = stablehlo.add %a, %b : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// -----

// A while loop: the loop copies its carried values (the counter starts as a constant, the
// tensor as a parameter the function may not overwrite): 4 + 4096. Around the loop: %x 4096,
// the constant 4, the copies 4100; inside the body: broadcast 16384 + init 4 + reduce 4096 =
// 20484 (the counter's add overwrites the old counter). Peak 8200 + 20484 = 28684.
// CHECK-LABEL: func.func @loop
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 4096 : i64, peak_bytes = 28684 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 20492 : i64}
// MODULE: module attributes {hespas.memory = {{{.*}}peak_bytes = 28684 : i64
// NOFIT: memory.mlir:110:{{[0-9]+}}: warning: peak memory 28 KiB does not fit the 16 KiB of tiny-16kib: 12 KiB (12300 bytes) over
func.func @loop(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<1024xf32>
  cond {
    %limit = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %b = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<1024xf32>) -> tensor<4x1024xf32>
    %s = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %n, %s : tensor<i32>, tensor<1024xf32>
  }
  return %r#1 : tensor<1024xf32>
}

// -----

// Calls: the callee's own peak without its arguments (20484, its result included) sits on
// top of the caller's live set at each call. Second call: %x + %0 + %1 (12288) + 20484 - 4096.
// CHECK-LABEL: func.func private @expand_and_sum
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 4096 : i64, peak_bytes = 24580 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 16388 : i64}
// CHECK-LABEL: func.func @calls
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 4096 : i64, peak_bytes = 28676 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 20484 : i64}
// MODULE: module attributes {hespas.memory = {{{.*}}peak_bytes = 28676 : i64
func.func private @expand_and_sum(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<1024xf32>) -> tensor<4x1024xf32>
  %1 = stablehlo.reduce(%0 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
  return %1 : tensor<1024xf32>
}
func.func @calls(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = func.call @expand_and_sum(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %1 = func.call @expand_and_sum(%0) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %1 : tensor<1024xf32>
}

// -----

// if: the larger branch (20484, its result included) on top of the live set: %p 1 + %x 4096
// + the result 4096 + 20484 - 4096 = 24581.
// CHECK-LABEL: func.func @branches
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 4097 : i64, peak_bytes = 24581 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 16388 : i64}
// MODULE: module attributes {hespas.memory = {{{.*}}peak_bytes = 24581 : i64
func.func @branches(%p: tensor<i1>, %x: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = "stablehlo.if"(%p) ({
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %b = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<1024xf32>) -> tensor<4x1024xf32>
    %r = stablehlo.reduce(%b init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    stablehlo.return %r : tensor<1024xf32>
  }, {
    %n = stablehlo.negate %x : tensor<1024xf32>
    stablehlo.return %n : tensor<1024xf32>
  }) : (tensor<i1>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// -----

// Bounded dynamism: a dimension with a #stablehlo.bounds is sized at its bound (8 x 4 x 4 bytes).
// CHECK-LABEL: func.func @bounded
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 128 : i64, peak_bytes = 256 : i64, result_bytes = 128 : i64, temporary_peak_bytes = 0 : i64}
// MODULE: module attributes {hespas.memory = {{{.*}}peak_bytes = 256 : i64
func.func @bounded(%a: tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<?x4xf32, #stablehlo.bounds<8, ?>> {
  %0 = stablehlo.negate %a : tensor<?x4xf32, #stablehlo.bounds<8, ?>>
  return %0 : tensor<?x4xf32, #stablehlo.bounds<8, ?>>
}

// -----

// What XLA exports: donation as the module's mhlo.input_output_alias, a fusion that only reads
// its parameter elementwise (so it writes over the donated buffer), and a custom_call that
// declares it updates its operand in place. Peak: %p + %g + the negated copy = 12288.
// CHECK-LABEL: func.func @main
// CHECK-SAME: hespas.memory = {alias_bytes = 4096 : i64, argument_bytes = 8192 : i64, peak_bytes = 12288 : i64, result_bytes = 8192 : i64, temporary_peak_bytes = 0 : i64}
// MODULE: module attributes {hespas.memory = {alias_bytes = 4096 : i64, {{.*}}peak_bytes = 12288 : i64
module attributes {mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64: 0>}]} {
  func.func @main(%p: tensor<1024xf32>, %g: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
    %0 = "mhlo.fusion"(%p, %g) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%a: tensor<1024xf32>, %b: tensor<1024xf32>):
      %s = stablehlo.subtract %a, %b : tensor<1024xf32>
      mhlo.return %s : tensor<1024xf32>
    }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %t = stablehlo.negate %g : tensor<1024xf32>
    %u = stablehlo.custom_call @update_in_place(%t) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<1024xf32>) -> tensor<1024xf32>
    return %0, %u : tensor<1024xf32>, tensor<1024xf32>
  }
}

// -----

// A private function no one calls is dead code, which XLA does not compile (HloDCE, hlo_dce.h): it gets no
// hespas.memory, and its value of unbounded size does not refuse the module (it would in live code: DYNAMIC).
// @main holds %x and the result of the call, 2 x 4096 bytes; the callee adds nothing beyond its result.
// CHECK-LABEL: func.func @main
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 4096 : i64, peak_bytes = 8192 : i64, result_bytes = 4096 : i64, temporary_peak_bytes = 0 : i64}
// CHECK-LABEL: func.func private @called
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 4096 : i64, peak_bytes = 8192 : i64
// CHECK-LABEL: func.func private @dead
// CHECK-NOT: hespas.memory
// CHECK: return
// MODULE: module attributes {hespas.memory = {{{.*}}peak_bytes = 8192 : i64
module {
  func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = func.call @called(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
  func.func private @called(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = stablehlo.negate %x : tensor<1024xf32>
    return %0 : tensor<1024xf32>
  }
  func.func private @dead(%x: tensor<?xf32>) -> tensor<?xf32> {
    %0 = stablehlo.negate %x : tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

// -----

// An async start/done pair: the bundle has no size of its own. It holds its operand %a (4096 B, kept alive until
// the done) and the gather's 16384 B result, allocated at the start. By hand, main: the pinned arguments x and y,
// 4096 + 16384 = 20480 B; %a 4096 (20480 + 4096 = 24576); the start adds the result buffer (40960) and, inside,
// what the gather computes beyond its result (its negate, 4096: 45056); after the done %a dies, and the log's
// 16384 B beside the gathered 16384 and the arguments give the peak, 20480 + 16384 + 16384 = 53248.
// CHECK-LABEL: func.func @async_gather
// CHECK-SAME: hespas.memory = {alias_bytes = 0 : i64, argument_bytes = 20480 : i64, peak_bytes = 53248 : i64
module attributes {mhlo.num_replicas = 4 : i32} {
  func.func private @gather(%x: tensor<1024xf32>) -> tensor<4096xf32> attributes {execution_thread = "main"} {
    %n = stablehlo.negate %x : tensor<1024xf32>
    %g = "mhlo.all_gather"(%n) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
    return %g : tensor<4096xf32>
  }
  func.func @async_gather(%x: tensor<1024xf32>, %y: tensor<4096xf32>) -> tensor<4096xf32> {
    %a = stablehlo.abs %x : tensor<1024xf32>
    %s = "mhlo.async_start"(%a) {called_computation = @gather, execution_thread = "main"} : (tensor<1024xf32>) -> !mhlo.async_bundle<tensor<1024xf32>, tensor<4096xf32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<1024xf32>, tensor<4096xf32>>) -> tensor<4096xf32>
    %l = stablehlo.log %y : tensor<4096xf32>
    %sum = stablehlo.add %d, %l : tensor<4096xf32>
    return %sum : tensor<4096xf32>
  }
}

// Values at ops with no file position are listed as such (they printed 'at None').
// RUN: not hespas-opt %inputs/unknown_location.mlir --hespas-memory 2>&1 | filecheck %s --check-prefix=UNKNOWN-LOC
// UNKNOWN-LOC: unknown_location.mlir:3:17: error: peak memory needs a size for every value; 2 unbounded: %arg0 : tensor<?x4xf32> at {{.*}}unknown_location.mlir:3:17; %1 : tensor<?x4xf32> at a location with no file position
