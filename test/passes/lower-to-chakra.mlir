// One Chakra trace per rank: compute regions, collectives on their groups, permutes as send/recv.
// RUN: rm -rf %t && mkdir -p %t
// RUN: hespas-opt %s --split-input-file --hespas-annotate-costs='hardware=h100 efficiency=false' --hespas-partition --hespas-lower-to-chakra='output=%t/split prefix=w' -o /dev/null
// RUN: hespas chakra dump %t/split/w.2.et | filecheck %s --check-prefix=RANK2
// RUN: filecheck %s --check-prefix=GROUPS < %t/split/comm_group.json
// RUN: hespas-opt %inputs/permute_ring.mlir --hespas-annotate-costs='hardware=h100 efficiency=false' --hespas-lower-to-chakra='output=%t/ring' -o /dev/null
// RUN: hespas chakra dump %t/ring/trace.1.et | filecheck %s --check-prefix=RING1

// Bad input: no costs and a num-ranks that disagrees with the module (located, checked by
// --verify-diagnostics; nothing written), an unwritable output directory.
// RUN: hespas-opt %inputs/lower_to_chakra_invalid.mlir --split-input-file --hespas-lower-to-chakra='output=%t/bad num-ranks=8' --verify-diagnostics -o /dev/null
// RUN: not test -e %t/bad
// A later pass that fails leaves no traces behind (they appear with the -o file, when the whole run succeeds).
// RUN: not hespas-opt %inputs/permute_ring.mlir --hespas-annotate-costs --hespas-partition --hespas-lower-to-chakra='output=%t/later' --hespas-profile='target=vulkan' -o %t/later.mlir
// RUN: not test -e %t/later
// RUN: not test -e %t/later.mlir
// RUN: touch %t/file
// RUN: not hespas-opt %s --hespas-annotate-costs --hespas-lower-to-chakra='output=%t/file/sub' 2>&1 | filecheck %s --check-prefix=UNWRITABLE
// A prefix that is not a file name is refused when the pipeline is read, before any pass runs.
// RUN: not hespas-opt %s --hespas-annotate-costs --hespas-lower-to-chakra='output=%t/prefixed prefix=a/b' 2>&1 | filecheck %s --check-prefix=PREFIX
// RUN: not test -e %t/prefixed
// PREFIX: error: option 'prefix' of pass 'hespas-lower-to-chakra': prefix 'a/b' must be a file name, without '/' and not '.' or '..'

// Rank 2 is in group {2, 3} for the first all-reduce and in the group of every rank for the second.
// RANK2: "name": "main_region_0"
// RANK2-NEXT: "type": "COMP_NODE"
// RANK2: "duration_micros": 2
// RANK2: "hespas_duration_ns": 1274
// RANK2: "num_ops": 33554432
// RANK2: "id": 1
// RANK2-NEXT: "name": "all_reduce.1"
// RANK2-NEXT: "type": "COMM_COLL_NODE"
// RANK2-NEXT: "data_deps": [
// RANK2-NEXT: 0
// RANK2: "comm_type": 0,
// RANK2-NEXT: "comm_size": 262144,
// RANK2-NEXT: "pg_name": "2"
// RANK2: "name": "all_reduce.3"
// RANK2-NOT: pg_name
// RANK2: "comm_size": 262144
// GROUPS: {"1": [0, 1], "2": [2, 3]}

// In a 4-rank ring permute, rank 1 sends to 2 and receives from 0, under one tag.
// RING1: "type": "COMM_SEND_NODE"
// RING1: "comm_dst": 2
// RING1-NEXT: "comm_size": 4096
// RING1-NEXT: "comm_tag": [[TAG:[0-9]+]]
// RING1: "type": "COMM_RECV_NODE"
// RING1: "comm_src": 0
// RING1-NEXT: "comm_size": 4096
// RING1-NEXT: "comm_tag": [[TAG]]

// UNWRITABLE: error: cannot write the output directory

module @split attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32} {
  func.func public @main(%arg0: tensor<128x256xf32>, %arg1: tensor<256x512xf32>) -> tensor<128x512xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
    %1 = "stablehlo.all_reduce"(%0) <{replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %5 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<128x512xf32>) -> tensor<128x512xf32>
    %2 = stablehlo.tanh %1 : tensor<128x512xf32>
    %3 = "stablehlo.all_reduce"(%2) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %5 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<128x512xf32>) -> tensor<128x512xf32>
    %4 = stablehlo.negate %3 : tensor<128x512xf32>
    return %4 : tensor<128x512xf32>
  }
}
