// Bad input for hespas-memory, one case per chunk; test/passes/memory.mlir runs it with --verify-diagnostics.

// The error is at the first unbounded value (the argument) and names every one.
// expected-error @+1 {{peak memory needs a size for every value; 2 unbounded: %arg0 : tensor<?x4xf32> at}}
func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %x, %x : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// A partitioned module (a hespas.region function): hespas-memory measures the program before
// hespas-partition reorders and outlines it, so it refuses.
// expected-error @+1 {{hespas-memory must run before hespas-partition: this module has regions}}
module {
  func.func private @main_region_0(%x: tensor<4xf32>) -> tensor<4xf32> attributes {hespas.region} {
    %0 = stablehlo.add %x, %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @main_region_0(%x) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// A private @main is the program's entry (hespas.ir_calls): the functions it calls are bound-checked too, so
// a value of unbounded size in one is refused where it is, naming it, as one in @main would be.
module {
  func.func private @main(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
    %0 = func.call @grow(%x, %n) : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @grow(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
    %shape = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
    // expected-error @+1 {{peak memory needs a size for every value; 1 unbounded: %1 : tensor<?xf32> at}}
    %grown = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0] : (tensor<4xf32>, tensor<1xi32>) -> tensor<?xf32>
    %r = stablehlo.slice %x [0:4] : (tensor<4xf32>) -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}

// -----

// Donation attributes of the wrong kind: one error at the function (before: a Python traceback).
// expected-error @+1 {{argument 1: jax.buffer_donor must be a boolean, got 1 : i32}}
func.func @donor(%x: tensor<4xf32>, %y: tensor<4xf32> {jax.buffer_donor = 1 : i32}) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{argument 0: tf.aliasing_output must be an integer (the result it may alias), got "0"}}
func.func @aliasing(%x: tensor<4xf32> {tf.aliasing_output = "0"}) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An mhlo.input_output_alias entry naming no argument of @main: one error at the module (before: a Python
// traceback for an entry without parameter_number; an out-of-range one was taken without a word).
// expected-error @+1 {{mhlo.input_output_alias: each entry must be {alias = {parameter_number = N, ...}, ...} with N an argument number of @main (it has 1), got {alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64>}}}
module attributes {mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 3 : i64}, output_index = array<i64>}]} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{mhlo.input_output_alias: each entry must be {alias = {parameter_number = N, ...}, ...} with N an argument number of @main (it has 1), got {alias = {kind = "may_alias"}, output_index = array<i64>}}}
module attributes {mhlo.input_output_alias = [{alias = {kind = "may_alias"}, output_index = array<i64>}]} {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
