// A real measurement on the host CPU (one thread: stable), cache left alone.
// RUN: hespas-opt %inputs/two_regions.mlir --hespas-fuse --hespas-annotate-costs='hardware=host-cpu' --hespas-partition='min-region-ns=0' --hespas-profile='device=local-sync no-cache repetitions=2' | filecheck %s
// CHECK: module attributes {hespas.fused, hespas.totals = {{{.*}}estimator = "profile"
// CHECK: call @main_region_0{{.*}}estimator = "profile"
// CHECK: stablehlo.all_reduce
// CHECK: call @main_region_1{{.*}}estimator = "profile"
// CHECK: func.func private @main_region_0{{.*}}estimator = "profile"
// CHECK-NEXT: stablehlo.dot_general{{.*}}estimator = "roofline"
// CHECK: func.func private @main_region_1{{.*}}estimator = "profile"

// Bad input: one diagnostic, exit status 1, before anything is compiled.
// RUN: hespas-opt %inputs/profile_invalid.mlir --split-input-file --hespas-profile --verify-diagnostics -o /dev/null
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-annotate-costs --hespas-profile 2>&1 | filecheck %s --check-prefix=UNPARTITIONED
// RUN: not hespas-opt %inputs/two_adds.mlir --hespas-profile --hespas-annotate-costs --hespas-partition 2>&1 | filecheck %s --check-prefix=ORDER
// RUN: not hespas-opt %inputs/two_regions.mlir --hespas-annotate-costs --hespas-partition --hespas-profile='target=metal' 2>&1 | filecheck %s --check-prefix=TARGET
// RUN: not hespas-opt %inputs/two_regions.mlir --hespas-annotate-costs --hespas-partition --hespas-profile='backend=tvm' 2>&1 | filecheck %s --check-prefix=BACKEND
// RUN: not hespas-opt %inputs/two_regions.mlir --hespas-annotate-costs --hespas-partition --hespas-profile='device=local-sync repetitions=0' 2>&1 | filecheck %s --check-prefix=REPETITIONS
// UNPARTITIONED: two_adds.mlir: error: hespas-profile needs regions {{.*}}: run hespas-partition before it
// ORDER: hespas-opt: error: pass order: hespas-profile needs costs {{.*}}, which hespas-annotate-costs provides later in this pipeline
// TARGET: error: option 'target' of pass 'hespas-profile' expects one of llvm-cpu, cuda, rocm, vulkan, got 'metal'
// BACKEND: error: option 'backend' of pass 'hespas-profile' expects one of iree, xla, got 'tvm'
// REPETITIONS: error: option 'repetitions' of pass 'hespas-profile' must be >= 1, got 0
