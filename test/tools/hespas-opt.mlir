// hespas-opt follows mlir-opt's conventions: input file or stdin, -o, upstream
// passes by flag or in a pipeline, --split-input-file, bytecode, diagnostics.

// Round trip through the parser and printer, from a file and from stdin.
// RUN: hespas-opt %s --split-input-file | filecheck %s --check-prefix=ROUNDTRIP
// RUN: cat %s | hespas-opt - --split-input-file | filecheck %s --check-prefix=ROUNDTRIP

// Upstream passes run in the same pipeline, as flags or as text.
// RUN: hespas-opt %s --split-input-file --canonicalize | filecheck %s --check-prefix=CANON
// RUN: hespas-opt %s --split-input-file --pass-pipeline='builtin.module(canonicalize,func.func(cse))' | filecheck %s --check-prefix=CANON

// -o writes the file; --emit-bytecode writes bytecode that reads back the same.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hespas-opt %s --split-input-file -o %t/out.mlir && filecheck %s --check-prefix=ROUNDTRIP < %t/out.mlir
// RUN: hespas-opt %inputs/two_adds.mlir --emit-bytecode -o %t/out.mlirbc
// RUN: hespas-opt %t/out.mlirbc | filecheck %s --check-prefix=BYTECODE

// Bad input: one diagnostic with a location, exit 1, no output file.
// RUN: not hespas-opt %inputs/malformed.mlir -o %t/bad.mlir 2>&1 | filecheck %s --check-prefix=MALFORMED
// RUN: not test -e %t/bad.mlir
// RUN: not hespas-opt %s --split-input-file --no-such-pass 2>&1 | filecheck %s --check-prefix=UNKNOWN-PASS
// RUN: not hespas-opt %s --split-input-file --hespas-annotate-costs='colour=red' 2>&1 | filecheck %s --check-prefix=UNKNOWN-OPTION
// RUN: not hespas-opt %t/does-not-exist.mlir 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not hespas-opt %s --pass-pipeline='func.func(cse)' 2>&1 | filecheck %s --check-prefix=ANCHOR

// --list-passes names every hespas pass with its options.
// RUN: hespas-opt --list-passes | filecheck %s --check-prefix=LIST

// ROUNDTRIP-LABEL: func.func @double
// ROUNDTRIP: stablehlo.add
// ROUNDTRIP: // -----
// ROUNDTRIP-LABEL: func.func @unused_constant
// CANON-LABEL: func.func @double
// CANON-LABEL: func.func @unused_constant
// CANON-NOT: stablehlo.constant
// CANON: return %arg0
// BYTECODE-LABEL: func.func @two_adds
// BYTECODE-COUNT-2: stablehlo.add
// MALFORMED: malformed.mlir:3:8: error: {{.*}}foo.bar
// MALFORMED-NOT: Traceback
// UNKNOWN-PASS: error: {{.*}}'no-such-pass' does not refer to a registered pass
// UNKNOWN-OPTION: error: pass 'hespas-annotate-costs' has no option 'colour'
// MISSING: does-not-exist.mlir: error: could not open input file
// ANCHOR: error: pass pipeline must be anchored on builtin.module
// LIST: --hespas-annotate-costs:
// LIST: hardware=<str>

func.func @double(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unused_constant(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<4xf32>
  return %arg0 : tensor<4xf32>
}
