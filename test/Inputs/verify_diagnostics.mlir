// Input for test/tools/hespas-opt.mlir's --verify-diagnostics checks, run through hespas-annotate-costs.

// Met: @+1, @above, @below and a same-line expectation.
func.func @met(%x: tensor<?xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  // expected-error @+1 {{cannot cost a value of dynamic type}}
  %0 = stablehlo.add %x, %x : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @above(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @kernel_a(%x) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-warning @above {{unknown custom_call target 'kernel_a' costs zero}}
  // expected-warning @below {{unknown custom_call target 'kernel_b' costs zero}}
  %1 = stablehlo.custom_call @kernel_b(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.custom_call @kernel_c(%1) : (tensor<4xf32>) -> tensor<4xf32>  // expected-warning {{'kernel_c'}}
  return %2 : tensor<4xf32>
}

// -----

// Not met: the error is one line further down than expected; a warning nobody produces.
func.func @misplaced(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+3 {{cannot cost a value of dynamic type}}
  // expected-warning @+1 {{this warning never comes}}
  %0 = stablehlo.add %x, %x : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Met: a parse error is a diagnostic like any other.
func.func @malformed(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{not found for custom op 'foo.bar'}}
  %0 = foo.bar %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
