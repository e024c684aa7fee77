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

// Pass flags may come before the input, and an option value may hold spaces.
// RUN: hespas-opt --hespas-annotate-costs='hardware=h100 branches=mean' %inputs/two_adds.mlir | filecheck %s --check-prefix=FLAG-FIRST

// Bad input: one diagnostic with a location, exit 1, no output file.
// RUN: not hespas-opt %inputs/two_adds.mlir %inputs/two_adds.mlir 2>&1 | filecheck %s --check-prefix=EXTRA-INPUT
// RUN: not hespas-opt %inputs/malformed.mlir -o %t/bad.mlir 2>&1 | filecheck %s --check-prefix=MALFORMED
// RUN: not test -e %t/bad.mlir
// RUN: not hespas-opt %s --split-input-file --no-such-pass 2>&1 | filecheck %s --check-prefix=UNKNOWN-PASS
// RUN: not hespas-opt %s --split-input-file --hespas-annotate-costs='colour=red' 2>&1 | filecheck %s --check-prefix=UNKNOWN-OPTION
// RUN: not hespas-opt %t/does-not-exist.mlir 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not hespas-opt %s --pass-pipeline='func.func(cse)' 2>&1 | filecheck %s --check-prefix=ANCHOR

// --list-passes names every hespas pass with its options, their types and allowed values, and its needs.
// RUN: hespas-opt --list-passes | filecheck %s --check-prefix=LIST
// RUN: hespas-opt --help | filecheck %s --check-prefix=HELP
// RUN: hespas-opt --version | filecheck %s --check-prefix=VERSION

// A misspelt hespas pass gets a suggestion; an upstream-looking name close to a hespas pass too.
// RUN: not hespas-opt %s --hespas-anotate-costs 2>&1 | filecheck %s --check-prefix=SUGGEST
// RUN: not hespas-opt %s --pass-pipeline='builtin.module(annotate-costs)' 2>&1 | filecheck %s --check-prefix=SUGGEST-UPSTREAM

// --verify-diagnostics: expectations met (exit 0), or each miss and each unexpected diagnostic
// reported at its line (exit 1).
// RUN: not hespas-opt %inputs/verify_diagnostics.mlir --split-input-file --hespas-annotate-costs --verify-diagnostics -o /dev/null 2>&1 | filecheck %s --check-prefix=VERIFY
// RUN: not hespas-opt %inputs/verify_diagnostics.mlir --split-input-file --hespas-annotate-costs --verify-diagnostics -o %t/verified.mlir
// RUN: not test -e %t/verified.mlir

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
// FLAG-FIRST: hespas.totals = {{.*}}hardware = "h100-sxm"
// FLAG-FIRST-LABEL: func.func @two_adds
// EXTRA-INPUT: hespas-opt: error: unrecognized arguments: {{.*}}two_adds.mlir
// MALFORMED: malformed.mlir:3:8: error: {{.*}}foo.bar
// MALFORMED-NOT: Traceback
// UNKNOWN-PASS: error: {{.*}}'no-such-pass' does not refer to a registered pass
// UNKNOWN-OPTION: error: pass 'hespas-annotate-costs' has no option 'colour'
// MISSING: does-not-exist.mlir: error: could not open input file
// ANCHOR: error: pass pipeline must be anchored on builtin.module
// LIST: --hespas-annotate-costs:
// LIST-NEXT: (rejects: partitioned)
// LIST-NEXT: (provides: costs)
// LIST-NEXT: hardware=<str>
// LIST-NEXT: estimator=<one of roofline|calibrated|profile|scalesim|zigzag{{.*}}> (default: roofline)
// LIST-NEXT: default-trip-count=<int >= 0> (default: 1)
// LIST-NEXT: branches=<one of max|mean> (default: max)
// LIST: --hespas-memory:
// LIST-NEXT: (rejects: partitioned)
// HELP: --verify-diagnostics
// HELP: `hespas-opt --list-passes` lists the hespas passes
// VERSION: hespas-opt: hespas {{[0-9.]+}} (MLIR from jaxlib {{[0-9.]+}})
// SUGGEST: error: 'hespas-anotate-costs' does not refer to a registered hespas pass (did you mean 'hespas-annotate-costs'?)
// SUGGEST-UPSTREAM: error: invalid pass pipeline element 'annotate-costs': {{.*}} (did you mean 'hespas-annotate-costs'?)
// VERIFY: verify_diagnostics.mlir:27:8: error: unexpected error: cannot cost a value of dynamic type
// VERIFY-NEXT: verify_diagnostics.mlir:25:3: error: expected error "cannot cost a value of dynamic type" was not produced
// VERIFY-NEXT: verify_diagnostics.mlir:26:3: error: expected warning "this warning never comes" was not produced
// VERIFY-NOT: error:

func.func @double(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unused_constant(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<4xf32>
  return %arg0 : tensor<4xf32>
}
