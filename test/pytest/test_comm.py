"""hespas.comm: kinds, message sizes, process groups as global device ids, the hespas.comm attribute.

Expected groups are worked out by hand from the StableHLO spec's process-group
modes on a grid of 2 replicas x 4 partitions (device id = replica * 4 + partition)
unless a test says otherwise.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hespas.chakra.schema import CollectiveCommType
from hespas.comm import (CROSS_PARTITION, CROSS_REPLICA, CROSS_REPLICA_AND_PARTITION, FLATTENED_IDS, CommInfo,
                         annotate_comm_op, chakra_comm_type, comm_kind, describe_comm_op, is_point_to_point,
                         module_comm_info, permute_transfers, read_comm_attr, wrapped_comm_op)
from hespas.diagnostics import HespasError
from hespas.ir import ir, load_module, make_context, module_to_text, parse_module
from hespas.passes import create_pass

from conftest import WORKLOADS, needs_workloads

INPUTS = Path(__file__).resolve().parents[1] / "Inputs" / "comm"
F32_8x8_BYTES = 8 * 8 * 4

ADD_BODY = """({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    })"""
CHANNEL = "channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>"


@pytest.fixture(scope="module")
def context():
    return make_context()


def parse(context, body: str, *, replicas: int | None = 2, partitions: int | None = 4,
          args: str = "%a: tensor<8x8xf32>", result: str = "tensor<8x8xf32>", prelude: str = ""):
    """A module whose @main runs ``body`` (which defines %0) and returns %0; line 4 is body's first line."""
    grid = []
    if replicas is not None:
        grid.append(f"mhlo.num_replicas = {replicas} : i32")
    if partitions is not None:
        grid.append(f"mhlo.num_partitions = {partitions} : i32")
    text = (f"module attributes {{{', '.join(grid)}}} {{\n{prelude}\n"
            f"  func.func @main({args}) -> {result} {{\n    {body}\n    return %0 : {result}\n  }}\n}}\n")
    return parse_module(text, context)


def comm_ops(module) -> list:
    """Every op comm_kind accepts, in program order, nested regions included."""
    found = []

    def visit(operation):
        for region in operation.regions:
            for block in region.blocks:
                for op in block.operations:
                    if comm_kind(op) is not None:
                        found.append(op.operation)
                    visit(op.operation)

    visit(module.operation)
    return found


def only_comm_op(module):
    (op,) = comm_ops(module)
    return op


def describe(context, body: str, **kwargs) -> CommInfo:
    module = parse(context, body, **kwargs)
    return describe_comm_op(only_comm_op(module), module_comm_info(module))


def all_reduce(attrs: str, operands: str = "%a", types: str = "tensor<8x8xf32>") -> str:
    return f'%0 = "stablehlo.all_reduce"({operands}) <{{{attrs}}}> {ADD_BODY} : ({types}) -> {types}'


def groups_attr(rows: list[list[int]]) -> str:
    width = len(rows[0]) if rows else 0
    return f"replica_groups = dense<{rows}> : tensor<{len(rows)}x{width}xi64>"


# ---------------------------------------------------------------- the device grid

def test_module_grid_defaults_to_one_replica_and_partition(context):
    grid = module_comm_info(parse(context, "%0 = stablehlo.negate %a : tensor<8x8xf32>", replicas=None,
                                  partitions=None))
    assert (grid.num_replicas, grid.num_partitions, grid.num_devices) == (1, 1, 1)


def test_module_grid_reads_replicas_and_partitions(context):
    grid = module_comm_info(parse(context, "%0 = stablehlo.negate %a : tensor<8x8xf32>"))
    assert (grid.num_replicas, grid.num_partitions, grid.num_devices) == (2, 4, 8)
    assert grid.device_id(1, 2) == 6


def test_module_grid_rejects_a_zero_count(context):
    with pytest.raises(HespasError, match="mhlo.num_partitions must be a positive integer"):
        module_comm_info(parse(context, "%0 = stablehlo.negate %a : tensor<8x8xf32>", partitions=0))


# ---------------------------------------------------------------- modes and groups

def test_all_reduce_without_channel_is_cross_replica(context):
    info = describe(context, all_reduce(groups_attr([[0, 1]])))
    assert info.mode == CROSS_REPLICA
    assert info.groups == [[0, 4], [1, 5], [2, 6], [3, 7]]
    assert info.channel_id is None and not info.use_global_device_ids


def test_all_reduce_with_channel_is_cross_replica_and_partition(context):
    info = describe(context, all_reduce(f"{groups_attr([[0], [1]])}, {CHANNEL}"))
    assert info.mode == CROSS_REPLICA_AND_PARTITION
    assert info.groups == [[0, 1, 2, 3], [4, 5, 6, 7]]
    assert info.channel_id == 1


def test_cross_replica_and_partition_orders_members_partition_major(context):
    info = describe(context, all_reduce(f"{groups_attr([[0, 1]])}, {CHANNEL}"))
    assert info.groups == [[0, 4, 1, 5, 2, 6, 3, 7]]


def test_all_reduce_with_global_device_ids_is_flattened_ids(context):
    info = describe(context, all_reduce(f"{groups_attr([[0, 2, 4, 6], [1, 3, 5, 7]])}, {CHANNEL}, "
                                        "use_global_device_ids"))
    assert info.mode == FLATTENED_IDS
    assert info.use_global_device_ids
    assert info.groups == [[0, 2, 4, 6], [1, 3, 5, 7]]


def test_all_to_all_with_channel_is_cross_partition(context):
    info = describe(context, '%0 = "stablehlo.all_to_all"(%a) <{split_dimension = 0 : i64, concat_dimension = 1 : i64, '
                             f'split_count = 2 : i64, {groups_attr([[0, 1], [2, 3]])}, {CHANNEL}}}> '
                             ': (tensor<8x8xf32>) -> tensor<4x16xf32>', result="tensor<4x16xf32>")
    assert info.kind == "all_to_all" and info.mode == CROSS_PARTITION
    assert info.groups == [[0, 1], [4, 5], [2, 3], [6, 7]]
    assert (info.split_dimension, info.concat_dimension, info.split_count) == (0, 1, 2)
    assert info.bytes == F32_8x8_BYTES  # the whole buffer


SPEC_EXAMPLE_A2A = ('%0 = "stablehlo.all_to_all"(%a) <{split_dimension = 0 : i64, concat_dimension = 0 : i64, '
                    f'split_count = 2 : i64, {groups_attr([[0, 1]])}, {CHANNEL}}}> : (tensor<8x8xf32>) -> tensor<8x8xf32>')


@pytest.mark.parametrize("body, mode, groups", [
    (all_reduce(groups_attr([[0, 1], [2, 3]])), CROSS_REPLICA, [[0, 2], [1, 3], [4, 6], [5, 7]]),
    (SPEC_EXAMPLE_A2A, CROSS_PARTITION, [[0, 1], [2, 3], [4, 5], [6, 7]]),
    (all_reduce(f"{groups_attr([[0, 1], [2, 3]])}, {CHANNEL}"), CROSS_REPLICA_AND_PARTITION,
     [[0, 2, 1, 3], [4, 6, 5, 7]]),
    (all_reduce(f"{groups_attr([[0, 1, 2, 3], [4, 5, 6, 7]])}, {CHANNEL}, use_global_device_ids"), FLATTENED_IDS,
     [[0, 1, 2, 3], [4, 5, 6, 7]]),
])
def test_the_spec_examples_of_each_mode(context, body, mode, groups):
    """The examples of the spec's "Collective ops" section: 4 replicas x 2 partitions, (r, p) -> r * 2 + p."""
    info = describe(context, body, replicas=4, partitions=2)
    assert (info.mode, info.groups) == (mode, groups)


def test_all_to_all_without_channel_is_cross_replica(context):
    info = describe(context, '%0 = "stablehlo.all_to_all"(%a) <{split_dimension = 1 : i64, concat_dimension = 0 : i64, '
                             f'split_count = 2 : i64, {groups_attr([[1, 0]])}}}> '
                             ': (tensor<8x8xf32>) -> tensor<16x4xf32>', result="tensor<16x4xf32>")
    assert info.mode == CROSS_REPLICA
    assert info.groups == [[4, 0], [5, 1], [6, 2], [7, 3]]


def test_all_to_all_group_size_must_equal_split_count(context):
    module = parse(context, '%0 = "stablehlo.all_to_all"(%a) <{split_dimension = 0 : i64, concat_dimension = 0 : i64, '
                            f'split_count = 4 : i64, {groups_attr([[0, 1, 2, 3]])}, {CHANNEL}}}> '
                            ': (tensor<8x8xf32>) -> tensor<8x8xf32>')
    op = only_comm_op(module)
    with op.context:  # an op a pass rewrote: the verifier does not run again
        op.attributes["split_count"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 2)
    with pytest.raises(HespasError, match="4 members but split_count is 2"):
        describe_comm_op(op, module_comm_info(module))


def test_empty_groups_mean_all_replicas(context):
    info = describe(context, all_reduce("replica_groups = dense<> : tensor<0x0xi64>"))
    assert info.groups == [[0, 4], [1, 5], [2, 6], [3, 7]]


def test_empty_groups_with_channel_mean_every_device(context):
    info = describe(context, all_reduce(f"replica_groups = dense<> : tensor<0x0xi64>, {CHANNEL}"))
    assert info.groups == [[0, 4, 1, 5, 2, 6, 3, 7]]


def test_empty_groups_cross_partition_mean_all_partitions(context):
    info = describe(context, '%0 = "stablehlo.collective_broadcast"(%a) <{replica_groups = dense<> : tensor<0x0xi64>, '
                             f'{CHANNEL}}}> : (tensor<8x8xf32>) -> tensor<8x8xf32>')
    assert info.mode == CROSS_PARTITION
    assert info.groups == [[0, 1, 2, 3], [4, 5, 6, 7]]


def test_padded_uneven_groups_drop_the_padding(context):
    info = describe(context, all_reduce(f"{groups_attr([[0, 1, 2], [3, 4, -1], [5, 6, 7]])}, {CHANNEL}, "
                                        "use_global_device_ids"))
    assert info.groups == [[0, 1, 2], [3, 4], [5, 6, 7]]
    assert info.group_size is None


def test_single_replica_groups_have_one_member(context):
    info = describe(context, all_reduce("replica_groups = dense<0> : tensor<1x1xi64>"), replicas=1, partitions=1)
    assert info.groups == [[0]] and info.group_size == 1


def test_cross_replica_sum_is_an_all_reduce_over_replicas(context):
    info = describe(context, '%0 = "stablehlo.cross-replica-sum"(%a) <{replica_groups = dense<[[0, 1]]> : '
                             'tensor<1x2xi64>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>')
    assert (info.kind, info.mode) == ("all_reduce", CROSS_REPLICA)
    assert info.groups == [[0, 4], [1, 5], [2, 6], [3, 7]]


def test_collective_broadcast_groups_need_not_cover_the_grid(context):
    info = describe(context, '%0 = "stablehlo.collective_broadcast"(%a) <{replica_groups = dense<[[3, 1]]> : '
                             f'tensor<1x2xi64>, {CHANNEL}}}> : (tensor<8x8xf32>) -> tensor<8x8xf32>')
    assert info.kind == "collective_broadcast"
    assert info.groups == [[3, 1], [7, 5]]  # the first member is the source
    assert info.bytes == F32_8x8_BYTES


# ---------------------------------------------------------------- point to point

PERMUTE = ('%0 = "stablehlo.collective_permute"(%a) <{{source_target_pairs = dense<{pairs}> : tensor<{n}x2xi64>{extra}}}> '
           ': (tensor<8x8xf32>) -> tensor<8x8xf32>')


def permute(pairs: list[list[int]], extra: str = "") -> str:
    return PERMUTE.format(pairs=pairs, n=len(pairs), extra=extra)


def test_collective_permute_without_channel_pairs_replicas_in_every_partition(context):
    info = describe(context, permute([[0, 1], [1, 0]]))
    assert (info.kind, info.mode, info.groups) == ("collective_permute", CROSS_REPLICA, [])
    assert info.pairs == [[0, 4], [1, 5], [2, 6], [3, 7], [4, 0], [5, 1], [6, 2], [7, 3]]


def test_collective_permute_with_channel_pairs_partitions_in_every_replica(context):
    info = describe(context, permute([[0, 1], [1, 2], [2, 3], [3, 0]], f", {CHANNEL}"))
    assert info.mode == CROSS_PARTITION
    assert info.pairs == [[0, 1], [4, 5], [1, 2], [5, 6], [2, 3], [6, 7], [3, 0], [7, 4]]
    assert chakra_comm_type(info.kind) is None and is_point_to_point(info.kind)


def test_permute_transfers_per_rank(context):
    info = describe(context, permute([[0, 1], [1, 2], [2, 3], [3, 0]], f", {CHANNEL}"))
    assert permute_transfers(info).get(5, ([], [])) == ([(6, F32_8x8_BYTES)], [(4, F32_8x8_BYTES)])
    assert permute_transfers(info).get(0, ([], [])) == ([(1, F32_8x8_BYTES)], [(3, F32_8x8_BYTES)])


def test_permute_transfers_leave_out_a_rank_sending_to_itself(context):
    info = describe(context, permute([[0, 0], [1, 2]], f", {CHANNEL}"))
    assert permute_transfers(info).get(0, ([], [])) == ([], [])
    assert permute_transfers(info).get(5, ([], [])) == ([(6, F32_8x8_BYTES)], [])


def test_permute_transfers_need_pairs(context):
    with pytest.raises(ValueError, match="no per-rank transfers"):
        permute_transfers(describe(context, all_reduce(groups_attr([[0, 1]]))))


SEND_RECV = """%t = stablehlo.create_token : !stablehlo.token
    %s = "stablehlo.send"(%a, %b, %t) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, is_host_transfer = false}> : (tensor<8x8xf32>, tensor<4xi32>, !stablehlo.token) -> !stablehlo.token
    %r:3 = "stablehlo.recv"(%s) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, is_host_transfer = false}> : (!stablehlo.token) -> (tensor<8x8xf32>, tensor<4xi32>, !stablehlo.token)
    %0 = stablehlo.add %r#0, %r#0 : tensor<8x8xf32>"""


def test_send_and_recv_record_their_channel_and_buffer(context):
    module = parse(context, SEND_RECV, args="%a: tensor<8x8xf32>, %b: tensor<4xi32>", result="tensor<8x8xf32>")
    grid = module_comm_info(module)
    send, recv = (describe_comm_op(op, grid) for op in comm_ops(module))
    expected = F32_8x8_BYTES + 4 * 4  # both tensors; the token weighs nothing
    assert (send.kind, send.channel_id, send.is_host_transfer, send.bytes, send.result_bytes) == (
        "send", 5, False, expected, 0)
    assert (recv.kind, recv.channel_id, recv.is_host_transfer, recv.bytes, recv.result_bytes) == (
        "recv", 5, False, expected, expected)
    assert send.pairs is None and send.mode is None and send.groups == []


def test_send_with_source_target_pairs_records_global_pairs(context):
    info = describe(context, '%t = stablehlo.create_token : !stablehlo.token\n    %0 = "stablehlo.send"(%a, %t) '
                             '<{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, '
                             'is_host_transfer = false, source_target_pairs = dense<[[0, 1], [1, 2]]> : '
                             'tensor<2x2xi64>}> : (tensor<8x8xf32>, !stablehlo.token) -> !stablehlo.token',
                    result="!stablehlo.token")
    assert info.mode == CROSS_PARTITION
    assert info.pairs == [[0, 1], [4, 5], [1, 2], [5, 6]]
    assert permute_transfers(info).get(1, ([], [])) == ([(2, F32_8x8_BYTES)], [])  # a send only sends


XLA_PAIRS_SEND = ('%t = stablehlo.create_token : !stablehlo.token\n    %0 = "stablehlo.send"(%a, %t) '
                  '<{{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, is_host_transfer = false}}> '
                  '{{mhlo.frontend_attributes = {{_xla_send_recv_source_target_pairs = "{pairs}"}}}} '
                  ': (tensor<8x8xf32>, !stablehlo.token) -> !stablehlo.token')


def test_xla_send_recv_pairs_frontend_attribute(context):
    info = describe(context, XLA_PAIRS_SEND.format(pairs="{{3, 2}}"), result="!stablehlo.token")
    assert (info.mode, info.pairs) == (CROSS_PARTITION, [[3, 2], [7, 6]])


@pytest.mark.parametrize("pairs", ["0,1", "{{0,x}}", "{{0,1,2}}"])
def test_malformed_xla_send_recv_pairs_are_rejected(context, pairs):
    with pytest.raises(HespasError, match="_xla_send_recv_source_target_pairs must look like|must have 2 columns"):
        describe(context, XLA_PAIRS_SEND.format(pairs=pairs), result="!stablehlo.token")


# ---------------------------------------------------------------- sizes

def test_all_gather_bytes_is_the_input_shard(context):
    info = describe(context, '%0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, '
                             f'{groups_attr([[0, 1]])}, {CHANNEL}}}> : (tensor<8x8xf32>) -> tensor<64x8xf32>',
                    result="tensor<64x8xf32>")
    assert info.bytes == F32_8x8_BYTES
    assert info.result_bytes == info.bytes * len(info.groups[0]) == 8 * F32_8x8_BYTES


def test_reduce_scatter_bytes_is_the_input(context):
    info = describe(context, f'%0 = "stablehlo.reduce_scatter"(%a) <{{scatter_dimension = 0 : i64, '
                             f'{groups_attr([[0, 1, 2, 3], [4, 5, 6, 7]])}, {CHANNEL}, use_global_device_ids}}> '
                             f'{ADD_BODY} : (tensor<8x8xf32>) -> tensor<2x8xf32>', result="tensor<2x8xf32>")
    assert (info.bytes, info.result_bytes) == (F32_8x8_BYTES, 2 * 8 * 4)


def test_variadic_all_reduce_sums_its_operands(context):
    body = (f'%v:2 = "stablehlo.all_reduce"(%a, %b) <{{{groups_attr([[0, 1]])}}}> {ADD_BODY} '
            ': (tensor<8x8xf32>, tensor<2x8xf32>) -> (tensor<8x8xf32>, tensor<2x8xf32>)\n    '
            '%0 = stablehlo.add %v#0, %v#0 : tensor<8x8xf32>')
    info = describe(context, body, args="%a: tensor<8x8xf32>, %b: tensor<2x8xf32>", result="tensor<8x8xf32>")
    assert info.bytes == info.result_bytes == F32_8x8_BYTES + 2 * 8 * 4


def test_dynamic_shapes_cannot_be_sized(context):
    with pytest.raises(HespasError, match="cannot size 'stablehlo.all_reduce'.*dynamic"):
        describe(context, all_reduce(groups_attr([[0, 1]]), types="tensor<?x8xf32>"), args="%a: tensor<?x8xf32>",
                 result="tensor<?x8xf32>")


# ---------------------------------------------------------------- validation, located at the op

def located_error(context, body: str, **kwargs) -> HespasError:
    with pytest.raises(HespasError) as caught:
        describe(context, body, **kwargs)
    return caught.value


def test_groups_that_do_not_cover_the_replicas_are_rejected_at_the_op(context):
    error = located_error(context, all_reduce(groups_attr([[0, 1]])), replicas=4, partitions=1)
    assert "cover 2 of 4 replicas (cross_replica); missing [2, 3]" in error.message
    assert (error.source_location.line, error.source_location.column) == (4, 10)


def test_ids_outside_the_replica_count_are_rejected(context):
    error = located_error(context, all_reduce(groups_attr([[0, 1, 2, 3]])))
    assert "replica 2, outside [0, 2) (cross_replica)" in error.message
    assert error.source_location.line == 4


def test_flattened_ids_outside_the_device_count_are_rejected(context):
    error = located_error(context, all_reduce(f"{groups_attr([[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]])}, "
                                              f"{CHANNEL}, use_global_device_ids"))
    assert "device 8, outside [0, 8) (flattened_ids)" in error.message


def test_duplicate_ids_are_rejected(context):
    module = parse(context, all_reduce(groups_attr([[0, 1]])))
    op = only_comm_op(module)
    with op.context:  # the verifier rejects this at parse time; a pass could still write it
        op.attributes["replica_groups"] = ir.DenseIntElementsAttr.parse("dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>")
    with pytest.raises(HespasError, match="name replica 1 more than once") as caught:
        describe_comm_op(op, module_comm_info(module))
    assert caught.value.source_location.line == 4


def test_unequal_groups_are_rejected_where_the_op_needs_equal_ones(context):
    module = parse(context, '%0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, '
                            f'{groups_attr([[0, 1, 2, 3]])}}}> : (tensor<8x8xf32>) -> tensor<32x8xf32>',
                   replicas=4, partitions=1, result="tensor<32x8xf32>")
    op = only_comm_op(module)
    with op.context:
        op.attributes["replica_groups"] = ir.DenseIntElementsAttr.parse(
            "dense<[[0, 1, 2], [3, -1, -1]]> : tensor<2x3xi64>")
    with pytest.raises(HespasError, match=r"unequal sizes \[1, 3\]") as caught:
        describe_comm_op(op, module_comm_info(module))
    assert caught.value.source_location.line == 4


def test_permute_pairs_outside_the_grid_are_rejected(context):
    error = located_error(context, permute([[0, 4]], f", {CHANNEL}"))
    assert "target partition 4 is outside [0, 4) (cross_partition)" in error.message
    assert error.source_location.line == 4


@pytest.mark.parametrize("pairs, role", [("[[0, 1], [0, 1]]", "source 0"), ("[[0, 1], [1, 1]]", "target 1")])
def test_permute_pairs_with_a_repeated_source_or_target_are_rejected(context, pairs, role):
    module = parse(context, permute([[0, 1], [1, 0]]))
    op = only_comm_op(module)
    with op.context:
        op.attributes["source_target_pairs"] = ir.DenseIntElementsAttr.parse(f"dense<{pairs}> : tensor<2x2xi64>")
    with pytest.raises(HespasError, match=f"name {role} more than once"):
        describe_comm_op(op, module_comm_info(module))


def test_global_device_ids_need_a_channel(context):
    module = parse(context, all_reduce(groups_attr([[0, 1]])))
    op = only_comm_op(module)
    with op.context:
        op.attributes["use_global_device_ids"] = ir.UnitAttr.get()
    with pytest.raises(HespasError, match="use_global_device_ids needs a channel_id > 0"):
        describe_comm_op(op, module_comm_info(module))


def test_empty_groups_with_global_device_ids_are_rejected(context):
    module = parse(context, all_reduce(f"{groups_attr([[0, 1, 2, 3, 4, 5, 6, 7]])}, {CHANNEL}, use_global_device_ids"))
    op = only_comm_op(module)
    with op.context:
        op.attributes["replica_groups"] = ir.DenseIntElementsAttr.parse("dense<> : tensor<0x0xi64>")
    with pytest.raises(HespasError, match="empty replica_groups are not allowed with use_global_device_ids"):
        describe_comm_op(op, module_comm_info(module))


def test_a_non_communication_op_is_rejected(context):
    module = parse(context, "%0 = stablehlo.negate %a : tensor<8x8xf32>")
    negate = module.body.operations[0].regions[0].blocks[0].operations[0]
    assert comm_kind(negate) is None
    with pytest.raises(HespasError, match="'stablehlo.negate' is not a communication op"):
        annotate_comm_op(negate, module_comm_info(module))


# ---------------------------------------------------------------- mesh-axes replica groups

MESH_2x4 = ('#stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, '
            '#stablehlo.mesh_axis<name = "y", size = 4>]>')


def mesh_all_reduce(mesh: str, axes: str) -> str:
    return all_reduce(f"replica_groups = #stablehlo.replica_group_mesh_axes<mesh = {mesh}, axes = [{axes}]>, "
                      f"{CHANNEL}, use_global_device_ids")


def test_mesh_axes_group_the_devices_along_an_axis(context):
    info = describe(context, mesh_all_reduce(MESH_2x4, '#stablehlo.axis_ref<name = "x">'), replicas=1, partitions=8)
    assert info.groups == [[0, 4], [1, 5], [2, 6], [3, 7]]


def test_mesh_axes_with_a_sub_axis(context):
    # y = 4 splits into (1)2 major and 2 minor; (1)2 varies y by 2: {0, 2} and {1, 3} within each x.
    info = describe(context, mesh_all_reduce(MESH_2x4, '#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>'),
                    replicas=1, partitions=8)
    assert info.groups == [[0, 2], [1, 3], [4, 6], [5, 7]]


def test_mesh_axes_order_members_by_the_listed_axes(context):
    axes = '#stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "x">'
    info = describe(context, mesh_all_reduce(MESH_2x4, axes), replicas=1, partitions=8)
    assert info.groups == [[0, 4, 1, 5, 2, 6, 3, 7]]


def test_mesh_axes_with_no_axes_leave_every_device_alone(context):
    info = describe(context, mesh_all_reduce(MESH_2x4, ""), replicas=1, partitions=8)
    assert info.groups == [[device] for device in range(8)]


def test_mesh_axes_naming_an_sdy_mesh_with_device_ids(context):
    prelude = '  sdy.mesh @mesh = <["x"=2, "y"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>'
    info = describe(context, mesh_all_reduce("@mesh", '#sdy<axis_ref"y":(2)2>'), replicas=1, partitions=8,
                    prelude=prelude)
    # y:(2)2 is y's minor half: positions {0, 1}, {2, 3}, ...; ids are read through device_ids.
    assert info.groups == [[7, 6], [5, 4], [3, 2], [1, 0]]


def rewritten_groups_error(context, replica_groups: str) -> HespasError:
    """The error for groups a pass wrote after parsing (the verifier rejects them in input files)."""
    module = parse(context, mesh_all_reduce("@mesh", '#stablehlo.axis_ref<name = "x">'), replicas=1, partitions=8,
                   prelude='  sdy.mesh @mesh = <["x"=2, "y"=4]>')
    op = only_comm_op(module)
    with op.context:
        op.attributes["replica_groups"] = ir.Attribute.parse(replica_groups)
    with pytest.raises(HespasError) as caught:
        describe_comm_op(op, module_comm_info(module))
    return caught.value


def test_mesh_axes_naming_an_unknown_axis_are_rejected(context):
    error = rewritten_groups_error(context, '#stablehlo.replica_group_mesh_axes<mesh = @mesh, '
                                            'axes = [#stablehlo.axis_ref<name = "z">]>')
    assert 'axis "z", which the mesh does not have' in error.message
    assert error.source_location.line == 4


def test_mesh_axes_naming_an_undefined_mesh_are_rejected(context):
    error = rewritten_groups_error(context, '#stablehlo.replica_group_mesh_axes<mesh = @nowhere, '
                                            'axes = [#stablehlo.axis_ref<name = "x">]>')
    assert "mesh @nowhere, which is not defined" in error.message


def test_mesh_axes_using_part_of_an_axis_twice_are_rejected(context):
    error = rewritten_groups_error(context, '#stablehlo.replica_group_mesh_axes<mesh = @mesh, '
                                            'axes = [#stablehlo.axis_ref<name = "y">, '
                                            '#stablehlo.axis_ref<name = "y", sub_axis_info = (2)2>]>')
    assert 'part of axis "y" twice' in error.message


# ---------------------------------------------------------------- MHLO and async forms

def test_mhlo_collectives_and_channel_handles(context):
    info = describe(context, '%0 = "mhlo.all_gather"(%a) <{all_gather_dim = 1 : i64, '
                             'channel_handle = #mhlo.channel_handle<handle = 9, type = 1>, '
                             f'{groups_attr([[0], [1]])}}}> : (tensor<8x8xf32>) -> tensor<8x32xf32>',
                    result="tensor<8x32xf32>")
    assert (info.kind, info.mode, info.channel_id) == ("all_gather", CROSS_REPLICA_AND_PARTITION, 9)
    assert info.groups == ROW_GROUPS


def test_stablehlo_async_start_is_described_by_the_collective_it_wraps(context):
    body = f"""%f = "stablehlo.async_start"(%a) ({{
    ^bb0(%b: tensor<8x8xf32>):
      %g = "stablehlo.all_gather"(%b) <{{all_gather_dim = 0 : i64, {groups_attr([[0, 1]])}}}> : (tensor<8x8xf32>) -> tensor<16x8xf32>
      stablehlo.return %g : tensor<16x8xf32>
    }}) : (tensor<8x8xf32>) -> !stablehlo.future<tensor<16x8xf32>>
    %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<16x8xf32>>) -> tensor<16x8xf32>"""
    module = parse(context, body, result="tensor<16x8xf32>")
    start = only_comm_op(module)  # the all_gather inside is described by its async_start
    assert start.name == "stablehlo.async_start"
    assert wrapped_comm_op(start).name == "stablehlo.all_gather"
    info = annotate_comm_op(start, module_comm_info(module))
    assert (info.kind, info.is_async, info.bytes, info.result_bytes) == ("all_gather", True, 256, 512)
    assert info.groups == [[0, 4], [1, 5], [2, 6], [3, 7]]
    done = start.block.operations[1]
    with pytest.raises(HespasError, match="'stablehlo.async_done' is not a communication op"):
        annotate_comm_op(done, module_comm_info(module))


def test_mhlo_async_start_is_described_by_its_called_collective(context):
    prelude = f"""  func.func private @permute(%b: tensor<8x8xf32>) -> tensor<8x8xf32> attributes {{execution_thread = "main"}} {{
    %p = "mhlo.collective_permute"(%b) <{{source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %p : tensor<8x8xf32>
  }}"""
    body = """%f = "mhlo.async_start"(%a) {called_computation = @permute, execution_thread = "main"} : (tensor<8x8xf32>) -> !mhlo.async_bundle<tensor<8x8xf32>, tensor<8x8xf32>>
    %0 = "mhlo.async_done"(%f) : (!mhlo.async_bundle<tensor<8x8xf32>, tensor<8x8xf32>>) -> tensor<8x8xf32>"""
    module = parse(context, body, prelude=prelude)
    start = [op for op in comm_ops(module) if op.name == "mhlo.async_start"][0]
    info = describe_comm_op(start, module_comm_info(module))
    assert (info.kind, info.is_async, info.mode) == ("collective_permute", True, CROSS_REPLICA)
    assert info.pairs == [[0, 4], [1, 5], [2, 6], [3, 7]]


# ---------------------------------------------------------------- the attribute

def test_annotation_round_trips_through_the_attribute(context):
    module = parse(context, permute([[0, 1], [1, 2], [2, 3], [3, 0]], f", {CHANNEL}"))
    op = only_comm_op(module)
    info = annotate_comm_op(op, module_comm_info(module))
    assert read_comm_attr(op) == info
    reparsed = parse_module(module_to_text(module), context)
    assert read_comm_attr(only_comm_op(reparsed)) == info


def test_attribute_schema_in_the_ir(context):
    module = parse(context, '%0 = "stablehlo.all_to_all"(%a) <{split_dimension = 0 : i64, concat_dimension = 1 : i64, '
                            f'split_count = 2 : i64, {groups_attr([[0, 1], [2, 3]])}, {CHANNEL}}}> '
                            ': (tensor<8x8xf32>) -> tensor<4x16xf32>', result="tensor<4x16xf32>")
    op = only_comm_op(module)
    annotate_comm_op(op, module_comm_info(module))
    text = str(op.attributes["hespas.comm"])
    for entry in ('kind = "all_to_all"', "bytes = 256 : i64", "result_bytes = 256 : i64",
                  "groups = [array<i64: 0, 1>, array<i64: 4, 5>, array<i64: 2, 3>, array<i64: 6, 7>]",
                  'mode = "cross_partition"', "channel_id = 1 : i64", "use_global_device_ids = false",
                  "split_dimension = 0 : i64", "concat_dimension = 1 : i64", "split_count = 2 : i64",
                  "is_async = false"):
        assert entry in text
    assert "pairs" not in text and "is_host_transfer" not in text


def test_reading_an_op_without_the_attribute_fails(context):
    module = parse(context, all_reduce(groups_attr([[0, 1]])))
    with pytest.raises(HespasError, match="has no hespas.comm attribute"):
        read_comm_attr(only_comm_op(module))


@pytest.mark.parametrize("attr, message", [
    ('{kind = "all_reduce", bytes = 4 : i64, result_bytes = 4 : i64}', "lacks groups"),
    ('{kind = "all_reduce", bytes = 4.0 : f32, result_bytes = 4 : i64, groups = []}', "'bytes' has the wrong type"),
    ('{kind = "all_reduce", bytes = 4 : i64, result_bytes = 4 : i64, groups = [[0, 1]]}', "'groups' has the wrong"),
    ('{kind = "all_reduce", bytes = 4 : i64, result_bytes = 4 : i64, groups = [], size = 1}', "unknown key 'size'"),
])
def test_reading_a_malformed_attribute_fails(context, attr, message):
    module = parse(context, all_reduce(groups_attr([[0, 1]])))
    op = only_comm_op(module)
    with op.context:
        op.attributes["hespas.comm"] = ir.Attribute.parse(attr)
    with pytest.raises(HespasError, match=message):
        read_comm_attr(op)


# ---------------------------------------------------------------- Chakra mapping

@pytest.mark.parametrize("kind, comm_type", [
    ("all_reduce", CollectiveCommType.ALL_REDUCE), ("all_gather", CollectiveCommType.ALL_GATHER),
    ("reduce_scatter", CollectiveCommType.REDUCE_SCATTER), ("all_to_all", CollectiveCommType.ALL_TO_ALL),
    ("collective_broadcast", CollectiveCommType.BROADCAST), ("collective_permute", None), ("send", None),
    ("recv", None),
])
def test_chakra_comm_type(kind, comm_type):
    assert chakra_comm_type(kind) is comm_type
    assert is_point_to_point(kind) == (comm_type is None)


def test_chakra_comm_type_of_an_unknown_kind():
    with pytest.raises(ValueError, match="unknown communication kind 'gather'"):
        chakra_comm_type("gather")


# ---------------------------------------------------------------- real workloads

def annotate_all(module) -> list[CommInfo]:
    grid = module_comm_info(module)
    return [annotate_comm_op(op, grid) for op in comm_ops(module)]


@needs_workloads
def test_split_replica_groups_workload(context):
    infos = annotate_all(load_module(WORKLOADS / "test_split_replica_groups.mlir", context))
    assert [info.groups for info in infos] == [[[0, 1], [2, 3]], [[0, 1, 2, 3]]]
    assert [info.bytes for info in infos] == [128 * 512 * 4] * 2


@needs_workloads
def test_resnet50_training_step_all_reduces(context):
    module = load_module(WORKLOADS / "resnet_50_train_step_4_devices_1024_batch.mlir", context)
    ops = comm_ops(module)
    infos = annotate_all(module)
    assert len(infos) == 375
    assert {info.kind for info in infos} == {"all_reduce"}
    assert all(info.groups == [[0, 1, 2, 3]] and info.mode == CROSS_REPLICA for info in infos)
    for op, info in zip(ops, infos):  # f32 gradients: 4 bytes per element of the (single) operand
        (operand,) = op.operands
        assert info.bytes == 4 * _num_elements(operand)
    assert sum(info.bytes for info in infos) == 102_865_576
    assert all(read_comm_attr(op) == info for op, info in zip(ops, infos))


def _num_elements(value) -> int:
    count = 1
    for size in ir.RankedTensorType(value.type).shape:
        count *= size
    return count


@needs_workloads
def test_single_replica_workload_has_single_member_groups(context):
    infos = annotate_all(load_module(WORKLOADS / "jax_example.mlir", context))
    assert len(infos) == 6
    assert all(info.groups == [[0]] for info in infos)


# ---------------------------------------------------------------- real JAX/XLA exports (test/Inputs/comm)

SHARD_MAP_KINDS = ["all_gather", "reduce_scatter", "all_to_all", "collective_permute", "all_reduce"]
ROW_GROUPS = [[0, 1, 2, 3], [4, 5, 6, 7]]
RING_PAIRS = [[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]


@pytest.mark.parametrize("name", ["jax_shard_map_lowered.mlir", "jax_shard_map_spmd.mlir"])
def test_jax_shard_map_collectives(context, name):
    infos = annotate_all(load_module(INPUTS / name, context))
    assert [info.kind for info in infos] == SHARD_MAP_KINDS
    gather, scatter, all_to_all, ring, psum = infos
    assert (gather.groups, gather.mode, gather.bytes, gather.result_bytes) == (ROW_GROUPS, FLATTENED_IDS, 256, 1024)
    assert (scatter.groups, scatter.bytes, scatter.result_bytes) == (ROW_GROUPS, 1024, 256)
    assert (all_to_all.groups, all_to_all.mode, all_to_all.bytes) == (ROW_GROUPS, CROSS_PARTITION, 256)
    assert (ring.pairs, ring.mode) == (RING_PAIRS, CROSS_PARTITION)
    assert (psum.groups, psum.bytes) == ([[0, 4], [1, 5], [2, 6], [3, 7]], 256)


def test_xla_tuple_all_to_all_sums_its_operands(context):
    infos = annotate_all(load_module(INPUTS / "jax_shard_map_spmd.mlir", context))
    all_to_all = infos[2]  # mhlo.all_to_all with four 2x8 operands, no split dimension
    assert all_to_all.bytes == 4 * 2 * 8 * 4
    assert all_to_all.split_dimension is None and all_to_all.split_count is None


def test_xla_async_collectives(context):
    module = load_module(INPUTS / "xla_async_collectives.mlir", context)  # 2 replicas x 4 partitions
    infos = annotate_all(module)
    by_kind = {}
    for info in infos:
        by_kind.setdefault(info.kind, []).append(info)
    (async_reduce, tuple_reduce) = by_kind["all_reduce"]
    assert async_reduce.is_async and async_reduce.groups == [[0, 1, 2], [3, 4], [5, 6, 7]]  # -1 padding dropped
    assert (tuple_reduce.groups, tuple_reduce.bytes) == ([[0, 4], [1, 5], [2, 6], [3, 7]], 256 + 64)  # empty groups
    (gather,) = by_kind["all_gather"]
    assert gather.is_async and gather.groups == ROW_GROUPS  # replica_groups=[2,4]<=[8]
    (scatter,) = by_kind["reduce_scatter"]
    assert scatter.groups == [[0, 2, 4, 6], [1, 3, 5, 7]]  # replica_groups=[2,4]<=[4,2]T(1,0)
    (permute_info,) = by_kind["collective_permute"]
    assert permute_info.is_async and permute_info.pairs == [[0, 1], [4, 5], [1, 2], [5, 6], [2, 3], [6, 7],
                                                            [3, 0], [7, 4]]
    (broadcast,) = by_kind["collective_broadcast"]
    assert broadcast.groups == [[2, 0], [6, 4]]
    (send,), (recv,) = by_kind["send"], by_kind["recv"]
    assert send.channel_id == recv.channel_id == 7 and send.bytes == recv.bytes == 256
    # _xla_send_recv_source_target_pairs = "{{0,1},{1,2},{2,3}}", partition ids (channel_id > 0)
    assert send.pairs == recv.pairs == [[0, 1], [4, 5], [1, 2], [5, 6], [2, 3], [6, 7]]
    assert permute_transfers(send).get(5, ([], [])) == ([(6, 256)], [])
    assert permute_transfers(recv).get(5, ([], [])) == ([], [(4, 256)])



# ---------------------------------------------------------------- who writes it

def test_annotate_costs_writes_hespas_comm_on_each_transfer_once(context):
    """hespas-annotate-costs is the one writer: a collective in a while body, an async_start
    (not the all_gather it wraps), nothing on compute ops."""
    body = f"""%c0 = stablehlo.constant dense<0> : tensor<i32>
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %w:2 = stablehlo.while(%i = %c0, %v = %a) : tensor<i32>, tensor<8x8xf32>
     cond {{
      %lt = stablehlo.compare LT, %i, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }} do {{
      %r = "stablehlo.all_reduce"(%v) <{{{groups_attr([[0, 1]])}}}> {ADD_BODY} : (tensor<8x8xf32>) -> tensor<8x8xf32>
      %n = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %n, %r : tensor<i32>, tensor<8x8xf32>
    }}
    %f = "stablehlo.async_start"(%w#1) ({{
    ^bb0(%b: tensor<8x8xf32>):
      %g = "stablehlo.all_gather"(%b) <{{all_gather_dim = 0 : i64, {groups_attr([[0, 1]])}}}> : (tensor<8x8xf32>) -> tensor<16x8xf32>
      stablehlo.return %g : tensor<16x8xf32>
    }}) : (tensor<8x8xf32>) -> !stablehlo.future<tensor<16x8xf32>>
    %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<16x8xf32>>) -> tensor<16x8xf32>"""
    module = parse(context, body, result="tensor<16x8xf32>")
    with context:
        create_pass("hespas-annotate-costs", "hardware=h100").run(module.operation)
    annotated = []

    def visit(operation):
        for region in operation.regions:
            for block in region.blocks:
                for op in block.operations:
                    if "hespas.comm" in op.operation.attributes:
                        annotated.append((op.operation.name, read_comm_attr(op).kind))
                    visit(op.operation)

    visit(module.operation)
    assert annotated == [("stablehlo.all_reduce", "all_reduce"), ("stablehlo.async_start", "all_gather")]
