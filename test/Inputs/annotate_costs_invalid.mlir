// Bad input for hespas-annotate-costs, one case per chunk; test/passes/annotate-costs.mlir runs it
// with --verify-diagnostics, which checks each error's line and text.

func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{cannot cost a value of dynamic type tensor<?x4xf32>}}
  %0 = stablehlo.add %x, %x : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @unknown(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mydialect.magic"(%x) : (tensor<4xf32>) -> tensor<4xf32>  // expected-error {{no cost rule for op 'mydialect.magic'}}
  return %0 : tensor<4xf32>
}

// -----

// 2,000,000 devices: more than hespas.numbers' MAX_NPUS (2^20)
// expected-error @+1 {{the module runs on 2000000 x 1 = 2000000 devices (mhlo.num_replicas x mhlo.num_partitions), more than the 1048576 hespas simulates}}
module attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 2000000 : i32} {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

// A call to a declaration: its work is not in the module. A warning (once per callee), not a silent zero.
func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-warning @+1 {{call to @ext, a declaration with no body, costs zero}}
  %0 = func.call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @ext(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
