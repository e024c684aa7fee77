"""The per-op cost rules: coverage of every op, and hand-computed costs for each family."""

from __future__ import annotations

import itertools

import pytest

from hespas.costs.opcost import COLLECTIVE, FREE, MATMUL, MOVEMENT, OP_CLASSES, UNKNOWN, VECTOR, OpCost
from hespas.costs.registry import COLLECTIVE_OPS, RULES, STRUCTURAL_OPS, lookup
from hespas.costs.rules.convolution import valid_taps
from hespas.costs.rules.misc import custom_call_target
from hespas.costs.types import DynamicShapeError, TypeTable
from hespas.ir import chlo, ir, make_context, mhlo, parse_module, stablehlo

from conftest import WORKLOADS, needs_workloads, shared_workloads

# MHLO ops deliberately left without a rule, with the reason.
MHLO_UNCOVERED = {
    "mhlo.ragged_dot": "its dimension numbers have no Python accessor; XLA exports ragged dots as chlo.ragged_dot",
}


def op_names(module) -> set[str]:
    return {v.OPERATION_NAME for v in vars(module).values() if isinstance(v, type) and hasattr(v, "OPERATION_NAME")}


@pytest.fixture(scope="module")
def context():
    return make_context()


def all_ops(module) -> list:
    found = []
    module.operation.walk(lambda op: (found.append(op), ir.WalkResult.ADVANCE)[1])
    return found


def cost(context, body: str, op_name: str, args: str = "") -> OpCost:
    """Cost of the first ``op_name`` in a function whose body is ``body`` (ending in a return)."""
    module = parse_module(f"func.func @f({args}) {{\n{body}\n}}", context)
    op = next(op for op in all_ops(module) if op.name == op_name)
    return lookup(op_name)(op, TypeTable())


# --- coverage -------------------------------------------------------------------------------


@pytest.mark.parametrize("generated", [stablehlo, chlo], ids=["stablehlo", "chlo"])
def test_every_stablehlo_and_chlo_op_has_a_rule_or_is_structural(generated):
    missing = sorted(name for name in op_names(generated) if name not in RULES and name not in STRUCTURAL_OPS)
    assert missing == []


def test_every_mhlo_op_but_the_listed_ones_has_a_rule_or_is_structural():
    missing = {name for name in op_names(mhlo) if name not in RULES and name not in STRUCTURAL_OPS}
    assert missing == set(MHLO_UNCOVERED)


def test_structural_ops_have_no_rule():
    assert STRUCTURAL_OPS.isdisjoint(RULES)
    assert lookup("stablehlo.while") is None and lookup("mhlo.fusion") is None


def test_collective_ops_are_the_collective_rules():
    assert COLLECTIVE_OPS == {"stablehlo.all_reduce", "mhlo.all_reduce", "stablehlo.cross-replica-sum"} | {
        f"{d}.{s}"
        for d in ("stablehlo", "mhlo")
        for s in (
            "all_gather all_to_all collective_broadcast collective_permute cross-replica-sum reduce_scatter send recv"
        ).split()
    }


@needs_workloads
@pytest.mark.parametrize("path", shared_workloads(), ids=lambda p: p.name)
def test_every_workload_op_is_costed(context, path):
    with open(path) as f:
        module = parse_module(f.read(), context)
    types = TypeTable()
    for op in all_ops(module):
        rule = lookup(op.name)
        if rule is None:
            assert op.name in STRUCTURAL_OPS, op.name
            continue
        c = rule(op, types)
        assert c.op_class in OP_CLASSES and c.op_class != UNKNOWN, op.name
        assert min(c.flops, c.transcendentals, c.bytes_read, c.bytes_written) >= 0, op.name


# --- elementwise ----------------------------------------------------------------------------


def test_binary_elementwise_is_one_flop_per_element(context):
    c = cost(context, "%0 = stablehlo.add %a, %a : tensor<4x8xf32>\nreturn", "stablehlo.add", "%a: tensor<4x8xf32>")
    assert c == OpCost(32, 0, 2 * 128, 128, VECTOR, "f32")


@pytest.mark.parametrize("op", ["exponential", "log", "tanh", "sqrt", "rsqrt", "logistic", "cosine", "tan"])
def test_transcendentals_count_apart_from_flops(context, op):
    c = cost(context, f"%0 = stablehlo.{op} %a : tensor<4x8xbf16>\nreturn", f"stablehlo.{op}", "%a: tensor<4x8xbf16>")
    assert c == OpCost(0, 32, 64, 64, VECTOR, "bf16")


def test_power_is_a_binary_transcendental(context):
    body = "%0 = stablehlo.power %a, %a : tensor<10xf32>\nreturn"
    assert cost(context, body, "stablehlo.power", "%a: tensor<10xf32>") == OpCost(0, 10, 80, 40, VECTOR, "f32")


def test_compare_runs_at_the_operand_type_and_writes_bytes_of_i1(context):
    body = "%0 = stablehlo.compare GT, %a, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>\nreturn"
    assert cost(context, body, "stablehlo.compare", "%a: tensor<4x8xf32>") == OpCost(32, 0, 256, 32, VECTOR, "f32")


def test_select_reads_its_predicate(context):
    body = "%0 = stablehlo.select %p, %a, %a : tensor<4x8xi1>, tensor<4x8xf32>\nreturn"
    c = cost(context, body, "stablehlo.select", "%p: tensor<4x8xi1>, %a: tensor<4x8xf32>")
    assert c == OpCost(32, 0, 32 + 256, 128, VECTOR, "f32")


def test_convert_reads_source_and_writes_destination_width(context):
    body = "%0 = stablehlo.convert %a : (tensor<4x8xf32>) -> tensor<4x8xbf16>\nreturn"
    assert cost(context, body, "stablehlo.convert", "%a: tensor<4x8xf32>") == OpCost(32, 0, 128, 64, VECTOR, "bf16")


def test_chlo_broadcast_op_works_per_result_element_and_reads_operands_unbroadcast(context):
    body = "%0 = chlo.broadcast_add %a, %b : (tensor<4x1xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>\nreturn"
    c = cost(context, body, "chlo.broadcast_add", "%a: tensor<4x1xf32>, %b: tensor<1x8xf32>")
    assert c == OpCost(32, 0, 16 + 32, 128, VECTOR, "f32")


@pytest.mark.parametrize("op", ["chlo.lgamma", "chlo.erf", "chlo.acosh", "mhlo.erf", "mhlo.sinh"])
def test_special_functions_are_transcendentals(context, op):
    c = cost(context, f'%0 = "{op}"(%a) : (tensor<6xf32>) -> tensor<6xf32>\nreturn', op, "%a: tensor<6xf32>")
    assert (c.flops, c.transcendentals) == (0, 6)


# --- dot ------------------------------------------------------------------------------------


def test_dot_general_with_batch_dims(context):
    body = (
        "%0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1]"
        " : (tensor<2x3x4xbf16>, tensor<2x4x5xbf16>) -> tensor<2x3x5xf32>\nreturn"
    )
    c = cost(context, body, "stablehlo.dot_general", "%a: tensor<2x3x4xbf16>, %b: tensor<2x4x5xbf16>")
    assert c == OpCost(2 * 2 * 3 * 5 * 4, 0, 48 + 80, 120, MATMUL, "bf16")


def test_dot_general_with_two_contracting_dims(context):
    body = (
        "%0 = stablehlo.dot_general %a, %b, contracting_dims = [0, 2] x [1, 0]"
        " : (tensor<6x3x4xf32>, tensor<4x6x5xf32>) -> tensor<3x5xf32>\nreturn"
    )
    c = cost(context, body, "stablehlo.dot_general", "%a: tensor<6x3x4xf32>, %b: tensor<4x6x5xf32>")
    assert c.flops == 2 * 3 * 5 * 6 * 4


def test_mhlo_dot_general_reads_mhlo_dimension_numbers(context):
    body = (
        '%0 = "mhlo.dot_general"(%a, %b) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0],'
        " rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}"
        " : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>\nreturn"
    )
    c = cost(context, body, "mhlo.dot_general", "%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>")
    assert c.flops == 2 * 2 * 3 * 5 * 4 and c.op_class == MATMUL


def test_dot(context):
    body = "%0 = stablehlo.dot %a, %b : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>\nreturn"
    assert cost(context, body, "stablehlo.dot", "%a: tensor<3x4xf32>, %b: tensor<4x5xf32>").flops == 2 * 3 * 5 * 4


def test_einsum_counts_contracted_letters(context):
    body = (
        '%0 = "stablehlo.einsum"(%a, %b) {einsum_config = "bij,bjk->bik"}'
        " : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>\nreturn"
    )
    c = cost(context, body, "stablehlo.einsum", "%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>")
    assert c.flops == 2 * 2 * 3 * 5 * 4


def test_ragged_dot_multiplies_each_row_with_one_group(context):
    body = (
        '%0 = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<'
        "lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1],"
        " rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}"
        " : (tensor<6x4xf32>, tensor<2x4x5xf32>, tensor<2xi64>) -> tensor<6x5xf32>\nreturn"
    )
    c = cost(context, body, "chlo.ragged_dot", "%a: tensor<6x4xf32>, %b: tensor<2x4x5xf32>, %g: tensor<2xi64>")
    assert c.flops == 2 * 6 * 4 * 5


# --- convolution ----------------------------------------------------------------------------


def conv(context, lhs, rhs, out, dims, window="", attrs="batch_group_count = 1 : i64, feature_group_count = 1 : i64"):
    body = (
        f"%0 = stablehlo.convolution(%x, %k) dim_numbers = {dims}, window = {{{window}}} {{{attrs}}}"
        f" : (tensor<{lhs}>, tensor<{rhs}>) -> tensor<{out}>\nreturn"
    )
    return cost(context, body, "stablehlo.convolution", f"%x: tensor<{lhs}>, %k: tensor<{rhs}>")


NCHW = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]"
NHWC = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"


def test_grouped_convolution_nchw_with_same_padding(context):
    # 10x10, 3x3, pad 1: of 10*3 (output, tap) pairs per dim, the two that land in padding are skipped.
    c = conv(
        context, "2x8x10x10xf32", "16x4x3x3xf32", "2x16x10x10xf32", NCHW, "pad = [[1, 1], [1, 1]]",
        "batch_group_count = 1 : i64, feature_group_count = 2 : i64",
    )  # fmt: skip
    assert c.flops == 2 * (2 * 16 * 4 * 28 * 28)
    assert c.op_class == MATMUL and c.bytes_read == 4 * (2 * 8 * 100 + 16 * 4 * 9)


def test_depthwise_convolution_nhwc_strided(context):
    # 8 wide, 3 taps, stride 2, pad high 1: 4 outputs; the last output's last tap reads padding.
    c = conv(
        context, "1x8x8x6xf32", "3x3x1x6xf32", "1x4x4x6xf32", NHWC, "stride = [2, 2], pad = [[0, 1], [0, 1]]",
        "batch_group_count = 1 : i64, feature_group_count = 6 : i64",
    )  # fmt: skip
    assert c.flops == 2 * (6 * 1 * 11 * 11)


def test_window_dilation_without_padding_uses_every_tap(context):
    c = conv(context, "1x7x7x1xf32", "3x3x1x1xf32", "1x3x3x1xf32", NHWC, "rhs_dilate = [2, 2]")
    assert c.flops == 2 * 81


def test_window_dilation_with_padding_skips_taps_in_padding(context):
    c = conv(context, "1x7x7x1xf32", "3x3x1x1xf32", "1x7x7x1xf32", NHWC, "pad = [[2, 2], [2, 2]], rhs_dilate = [2, 2]")
    assert c.flops == 2 * 17 * 17  # per dim: 5 + 7 + 5 valid (output, tap) pairs


@needs_workloads
def test_lhs_dilation_skips_taps_on_holes(context):
    # The workload convolution.mlir: 4 inputs dilated by 2 (7 positions), stride 4, 3 taps -> 2 outputs;
    # per dim the valid pairs are (o=0: taps 0, 2) and (o=1: taps 0, 2).
    with open(WORKLOADS / "convolution.mlir") as f:
        module = parse_module(f.read(), context)
    op = next(op for op in all_ops(module) if op.name == "stablehlo.convolution")
    assert lookup(op.name)(op, TypeTable()) == OpCost(32, 0, 8 * (16 + 9), 8 * 4, MATMUL, "i64")


def test_batch_group_count(context):
    # A weight-gradient-style convolution: the batch splits into 2 groups, one per half of the output features.
    c = conv(
        context, "4x6x6x2xf32", "3x3x2x4xf32", "2x4x4x4xf32", NHWC, "",
        "batch_group_count = 2 : i64, feature_group_count = 1 : i64",
    )  # fmt: skip
    assert c.flops == 2 * (2 * 4 * 2 * 12 * 12)


def test_mhlo_convolution_matches_stablehlo(context):
    body = (
        f"%0 = mhlo.convolution(%x, %k) dim_numbers = {NCHW}, window = {{pad = [[1, 1], [1, 1]]}}"
        " {batch_group_count = 1 : i64, feature_group_count = 2 : i64}"
        " : (tensor<2x8x10x10xf32>, tensor<16x4x3x3xf32>) -> tensor<2x16x10x10xf32>\nreturn"
    )
    c = cost(context, body, "mhlo.convolution", "%x: tensor<2x8x10x10xf32>, %k: tensor<16x4x3x3xf32>")
    assert c.flops == 2 * (2 * 16 * 4 * 28 * 28)


def brute_force_taps(size, kernel, output, stride, pad_low, lhs_dilation, rhs_dilation):
    count = 0
    for o, k in itertools.product(range(output), range(kernel)):
        u = o * stride - pad_low + k * rhs_dilation
        count += 0 <= u <= (size - 1) * lhs_dilation and u % lhs_dilation == 0
    return count


@pytest.mark.parametrize("stride, lhs_dilation, rhs_dilation", list(itertools.product((1, 2, 3), (1, 2, 3, 4), (1, 2))))
def test_valid_taps_closed_form_matches_enumeration(stride, lhs_dilation, rhs_dilation):
    for size, kernel, pad_low, output in itertools.product((1, 4, 7), (1, 2, 3, 5), (-1, 0, 1, 3), (1, 3, 6)):
        args = (size, kernel, output, stride, pad_low, lhs_dilation, rhs_dilation)
        assert valid_taps(*args) == brute_force_taps(*args), args


# --- bodies: reduce and friends -------------------------------------------------------------


def test_reduce_with_a_multi_op_body(context):
    body = """
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%a init: %c) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
      reducer(%x: tensor<f32>, %y: tensor<f32>) {
        %e = stablehlo.exponential %y : tensor<f32>
        %m = stablehlo.multiply %x, %e : tensor<f32>
        %s = stablehlo.add %m, %x : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }
    return"""
    c = cost(context, body, "stablehlo.reduce", "%a: tensor<4x8xf32>")
    combines = 32 - 4
    assert c == OpCost(2 * combines, combines, 128 + 4, 16, VECTOR, "f32")


def test_a_reduce_of_an_empty_tensor_applies_its_body_no_time(context):
    # 0 input elements, 1 output: the reducer never runs (in - out would count -1 FLOPs, which the totals refuse);
    # it reads the 4-byte init value and writes the 4-byte result
    body = """
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0] : (tensor<0xf32>, tensor<f32>) -> tensor<f32>
    return"""
    c = cost(context, body, "stablehlo.reduce", "%a: tensor<0xf32>")
    assert (c.flops, c.bytes_read, c.bytes_written) == (0, 4, 4)


def test_reduce_window_applies_its_body_window_minus_one_times_per_output(context):
    body = """
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 1, 3>,
                                              window_strides = array<i64: 1, 2>}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %s = stablehlo.maximum %x, %y : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) : (tensor<4x9xf32>, tensor<f32>) -> tensor<4x4xf32>
    return"""
    assert cost(context, body, "stablehlo.reduce_window", "%a: tensor<4x9xf32>").flops == (3 - 1) * 16


CUMSUM = """
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%a, %c) <{{window_dimensions = array<i64: 1, {n}>, window_strides = array<i64: 1, 1>,
        padding = dense<[[0, 0], [{low}, {high}]]> : tensor<2x2xi64>}}> ({{
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %s = stablehlo.add %x, %y : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }}) : (tensor<2x{n}xf32>, tensor<f32>) -> tensor<2x{out}xf32>
    return"""


def test_a_cumulative_reduce_window_is_costed_as_xlas_reduce_window_rewriter_makes_it(context):
    # jnp.cumsum over 40 elements (what JAX lowers it to: window 40, padding 39 low). ReduceWindowRewriter (base 16)
    # pads 40 to 48 = 3 tiles of 16; per row: each tile scanned, 15 adds x 48; the 3 tile totals scanned exclusively
    # by a reduce-window of 3 (3 <= 16: run as written, 2 adds x 4 results); one add per element of the 48 to combine:
    # 720 + 8 + 48 = 776 adds. Read: the 40 elements, the 3 totals, the 48 tile scans and 3 prefixes = 94; written:
    # the 48 tile scans, 4 prefixes, the 40 results = 92. Two rows, f32, and the 4-byte init value read.
    c = cost(context, CUMSUM.format(n=40, low=39, high=0, out=40), "stablehlo.reduce_window", "%a: tensor<2x40xf32>")
    assert (c.flops, c.bytes_read, c.bytes_written) == (2 * 776, 2 * 94 * 4 + 4, 2 * 92 * 4)
    # the reverse scan (padding high) and the exclusive one (41 results, its last tile level writing 4 prefixes)
    reverse = cost(context, CUMSUM.format(n=40, low=0, high=39, out=40), "stablehlo.reduce_window", "%a: tensor<2x40xf32>")
    assert (reverse.flops, reverse.bytes_read, reverse.bytes_written) == (c.flops, c.bytes_read, c.bytes_written)
    exclusive = cost(context, CUMSUM.format(n=40, low=40, high=0, out=41), "stablehlo.reduce_window",
                     "%a: tensor<2x40xf32>")
    assert (exclusive.flops, exclusive.bytes_written) == (c.flops, c.bytes_written + 2 * 4)
    # 16 elements or fewer: XLA runs the reduce-window as written, HloCostAnalysis's (16 - 1) x 16 adds per row
    short = cost(context, CUMSUM.format(n=16, low=15, high=0, out=16), "stablehlo.reduce_window", "%a: tensor<2x16xf32>")
    assert (short.flops, short.bytes_read, short.bytes_written) == (2 * 15 * 16, 2 * 16 * 4 + 4, 2 * 16 * 4)
    # a window that is not a scan (40 over 40 unpadded: one result a row) keeps HloCostAnalysis's count
    sliding = cost(context, CUMSUM.format(n=40, low=0, high=0, out=1), "stablehlo.reduce_window", "%a: tensor<2x40xf32>")
    assert sliding.flops == 39 * 2


def select_and_scatter(context, window: str, operand: str, source: str) -> OpCost:
    """The cost of a max-pool gradient: ``select_and_scatter`` of ``%s: tensor<source>`` over ``%a: tensor<operand>``
    (f32, a GE select and an add scatter) with the ``window`` attributes."""
    body = f"""
    %c = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = "stablehlo.select_and_scatter"(%a, %s, %c) <{{{window}}}> ({{
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %p = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
    }}, {{
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %t = stablehlo.add %x, %y : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }}) : (tensor<{operand}>, tensor<{source}>, tensor<f32>) -> tensor<{operand}>
    return"""
    return cost(context, body, "stablehlo.select_and_scatter", f"%a: tensor<{operand}>, %s: tensor<{source}>")


def test_select_and_scatter(context):
    c = select_and_scatter(context, "window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>",
                           "4x4xf32", "2x2xf32")
    assert c.flops == 4 * (4 - 1) + 4  # 3 selects per window, one scatter-add per source element
    # XLA:GPU's kernels: 4 sources read (16 B), 4 windows of 4 operand elements (64 B), 4 atomic reads (16 B);
    # the initializer writes the 4x4 output (64 B), the atomics 4 elements (16 B).
    assert (c.bytes_read, c.bytes_written) == (16 + 64 + 16, 64 + 16)


def test_select_and_scatter_reads_each_window_s_in_bounds_elements(context):
    c = select_and_scatter(context, "window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, "
                                    "padding = dense<1> : tensor<1x2xi64>", "5xf32", "3xf32")
    # Windows over positions -1..1, 1..3, 3..5 of a 5-element operand: 2 + 3 + 2 = 7 in bounds, 28 bytes;
    # plus the 3 sources (12 B) and 3 atomic reads (12 B). Written: the output (20 B) and 3 atomic writes (12 B).
    assert (c.bytes_read, c.bytes_written) == (12 + 28 + 12, 20 + 12)


def test_sort_compares_n_log_n_per_row(context):
    body = """
    %0 = "stablehlo.sort"(%a) <{dimension = 1 : i64}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %p = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return"""
    assert cost(context, body, "stablehlo.sort", "%a: tensor<4x8xf32>").flops == 32 * 3


def test_map_applies_its_body_per_element(context):
    body = """
    %0 = "stablehlo.map"(%a, %a) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %m = stablehlo.multiply %x, %y : tensor<f32>
        %s = stablehlo.add %m, %x : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return"""
    assert cost(context, body, "stablehlo.map", "%a: tensor<4x8xf32>").flops == 2 * 32


def test_top_k(context):
    body = "%0:2 = chlo.top_k(%a, k = 4) : tensor<16x10xf32> -> (tensor<16x4xf32>, tensor<16x4xi32>)\nreturn"
    c = cost(context, body, "chlo.top_k", "%a: tensor<16x10xf32>")
    assert c == OpCost(160 * 2, 0, 640, 256 + 256, VECTOR, "f32")


def test_batch_norm_inference(context):
    body = (
        '%0 = "stablehlo.batch_norm_inference"(%x, %v, %v, %v, %v) {epsilon = 1.0e-5 : f32, feature_index = 2 : i64}'
        " : (tensor<2x4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)"
        " -> tensor<2x4x3xf32>\nreturn"
    )
    c = cost(context, body, "stablehlo.batch_norm_inference", "%x: tensor<2x4x3xf32>, %v: tensor<3xf32>")
    assert (c.flops, c.transcendentals) == (3 * 24 + 2 * 3, 3)


def test_cholesky_and_triangular_solve(context):
    body = '%0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x6x6xf32>) -> tensor<2x6x6xf32>\nreturn'
    c = cost(context, body, "stablehlo.cholesky", "%a: tensor<2x6x6xf32>")
    assert (c.flops, c.transcendentals) == (2 * 6**3 // 3, 2 * 6)
    body = (
        '%0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false,'
        " transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>\n"
        "return"
    )
    assert cost(context, body, "stablehlo.triangular_solve", "%a: tensor<3x3xf32>, %b: tensor<3x5xf32>").flops == 9 * 5


# --- gather, scatter, slices ----------------------------------------------------------------

GATHER_ARGS = "%a: tensor<100x64xf32>, %i: tensor<10x1xi32>, %u: tensor<10x64xf32>"


def test_gather_reads_what_it_writes_plus_indices(context):
    body = (
        '%0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1],'
        " collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>}"
        " : (tensor<100x64xf32>, tensor<10x1xi32>) -> tensor<10x64xf32>\nreturn"
    )
    assert cost(context, body, "stablehlo.gather", GATHER_ARGS) == OpCost(0, 0, 2560 + 40, 2560, MOVEMENT, "f32")


def scatter_body(update_body: str) -> str:
    return f"""
    %0 = "stablehlo.scatter"(%a, %i, %u) <{{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}}> ({{
      ^bb0(%old: tensor<f32>, %new: tensor<f32>):
        {update_body}
    }}) : (tensor<100x64xf32>, tensor<10x1xi32>, tensor<10x64xf32>) -> tensor<100x64xf32>
    return"""


def test_scatter_add_reads_the_old_values_and_costs_its_body(context):
    body = scatter_body("%s = stablehlo.add %old, %new : tensor<f32>\nstablehlo.return %s : tensor<f32>")
    c = cost(context, body, "stablehlo.scatter", GATHER_ARGS)
    assert c == OpCost(640, 0, 2560 + 40 + 2560, 2560, VECTOR, "f32")


def test_overwriting_scatter_moves_updates_only(context):
    c = cost(context, scatter_body("stablehlo.return %new : tensor<f32>"), "stablehlo.scatter", GATHER_ARGS)
    assert c == OpCost(0, 0, 2560 + 40, 2560, MOVEMENT, "f32")


def test_dynamic_slice_and_update_slice_touch_the_slice_only(context):
    args = "%a: tensor<100x64xf32>, %j: tensor<i32>, %u: tensor<10x64xf32>"
    body = (
        "%0 = stablehlo.dynamic_slice %a, %j, %j, sizes = [10, 64]"
        " : (tensor<100x64xf32>, tensor<i32>, tensor<i32>) -> tensor<10x64xf32>\nreturn"
    )
    assert cost(context, body, "stablehlo.dynamic_slice", args) == OpCost(0, 0, 2568, 2560, MOVEMENT, "f32")
    body = (
        "%0 = stablehlo.dynamic_update_slice %a, %u, %j, %j"
        " : (tensor<100x64xf32>, tensor<10x64xf32>, tensor<i32>, tensor<i32>) -> tensor<100x64xf32>\nreturn"
    )
    assert cost(context, body, "stablehlo.dynamic_update_slice", args) == OpCost(0, 0, 2568, 2560, MOVEMENT, "f32")


# --- movement -------------------------------------------------------------------------------


def test_broadcast_reads_operand_writes_result(context):
    body = "%0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>\nreturn"
    c = cost(context, body, "stablehlo.broadcast_in_dim", "%a: tensor<8xf32>")
    assert c == OpCost(0, 0, 32, 128, MOVEMENT, "f32")


def test_slice_reads_only_the_kept_elements(context):
    body = "%0 = stablehlo.slice %a [0:2, 0:8] : (tensor<4x8xf32>) -> tensor<2x8xf32>\nreturn"
    assert cost(context, body, "stablehlo.slice", "%a: tensor<4x8xf32>") == OpCost(0, 0, 64, 64, MOVEMENT, "f32")


def test_iota_only_writes(context):
    body = "%0 = stablehlo.iota dim = 0 : tensor<16xi32>\nreturn"
    assert cost(context, body, "stablehlo.iota") == OpCost(0, 0, 0, 64, MOVEMENT, "i32")


def test_metadata_ops_are_free(context):
    body = "%0 = stablehlo.reshape %a : (tensor<4x8xf32>) -> tensor<32xf32>\nreturn"
    assert cost(context, body, "stablehlo.reshape", "%a: tensor<4x8xf32>").op_class == FREE
    body = "%0 = stablehlo.bitcast_convert %a : (tensor<4x8xf32>) -> tensor<4x8xi32>\nreturn"
    assert cost(context, body, "stablehlo.bitcast_convert", "%a: tensor<4x8xf32>").op_class == FREE
    body = "%0 = stablehlo.bitcast_convert %a : (tensor<4x8xf32>) -> tensor<4x8x2xbf16>\nreturn"
    c = cost(context, body, "stablehlo.bitcast_convert", "%a: tensor<4x8xf32>")
    assert c == OpCost(0, 0, 128, 128, MOVEMENT, "bf16")


def test_a_dynamic_shape_raises(context):
    body = "%0 = stablehlo.add %a, %a : tensor<?xf32>\nreturn"
    with pytest.raises(DynamicShapeError):
        cost(context, body, "stablehlo.add", "%a: tensor<?xf32>")


def test_dynamic_op_with_static_shapes_costs_normally(context):
    body = (
        "%0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1]"
        " : (tensor<8xf32>, tensor<2xi64>) -> tensor<4x8xf32>\nreturn"
    )
    c = cost(context, body, "stablehlo.dynamic_broadcast_in_dim", "%a: tensor<8xf32>, %s: tensor<2xi64>")
    assert c == OpCost(0, 0, 32 + 16, 128, MOVEMENT, "f32")


# --- fft, rng, custom calls, collectives ----------------------------------------------------


def test_complex_fft_is_5_n_log2_n_per_transform(context):
    body = (
        "%0 = stablehlo.fft %a, type = FFT, length = [8]"
        " : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>\nreturn"
    )
    assert cost(context, body, "stablehlo.fft", "%a: tensor<4x8xcomplex<f32>>").flops == 4 * 5 * 8 * 3


def test_real_fft_is_half_that(context):
    body = "%0 = stablehlo.fft %a, type = RFFT, length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>\nreturn"
    assert cost(context, body, "stablehlo.fft", "%a: tensor<4x8xf32>").flops == 4 * 5 * 8 * 3 // 2


def test_rng_bit_generator_counts_one_transcendental_per_generated_element(context):
    body = (
        "%0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT"
        " : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x8xui32>)\nreturn"
    )
    c = cost(context, body, "stablehlo.rng_bit_generator", "%s: tensor<2xui64>")
    assert c == OpCost(0, 2 + 32, 16, 16 + 128, VECTOR, "ui32")


@needs_workloads
def test_tuple_result_topk_custom_call(context):
    with open(WORKLOADS / "custom_call_topk.mlir") as f:
        module = parse_module(f.read(), context)
    op = next(op for op in all_ops(module) if op.name == "stablehlo.custom_call")
    assert custom_call_target(op) == "TopK"
    k = 2
    assert lookup(op.name)(op, TypeTable()) == OpCost(2048 * 8 * 1, 0, 2048 * 8 * 2, 2048 * k * (2 + 4), VECTOR, "bf16")


def custom_call(context, target: str, attrs: str = "", signature: str = "(tensor<4x8xf32>) -> tensor<4x8xf32>"):
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(signature.split(" -> ")[0].strip("()").split(", ")))
    operands = ", ".join(f"%a{i}" for i in range(args.count(":")))
    results = signature.split(" -> ")[1]
    bound = f"%0:{results.count('tensor<')}" if results.startswith("(") else "%0"
    body = f"{bound} = stablehlo.custom_call @{target}({operands}) {{{attrs}}} : {signature}\nreturn"
    return cost(context, body, "stablehlo.custom_call", args)


def test_unknown_custom_call_target_is_unknown(context):
    assert custom_call(context, "my_kernel") == OpCost(op_class=UNKNOWN)


def test_sharding_custom_calls_are_free(context):
    for target in ("Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape", "annotate_device_placement"):
        assert custom_call(context, target).op_class == FREE


def test_mhlo_op_encoded_as_custom_call_uses_that_op_rule(context):
    c = custom_call(context, "mhlo.erf", "mhlo.attributes = {}, mhlo.version = 1 : i64")
    assert (c.flops, c.transcendentals, c.op_class) == (0, 32, VECTOR)


def test_cublas_gemm_reads_its_contracting_dims_from_the_backend_config(context):
    config = '{\\"gemm_backend_config\\": {\\"dot_dimension_numbers\\": {\\"lhs_contracting_dimensions\\": [\\"1\\"]}}}'
    c = custom_call(
        context, "__cublas$gemm", f'backend_config = "{config}"',
        "(tensor<16x32xbf16>, tensor<32x8xbf16>) -> tuple<tensor<16x8xbf16>, tensor<64xi8>>",
    )  # fmt: skip
    assert (c.flops, c.op_class, c.dtype) == (2 * 16 * 8 * 32, MATMUL, "bf16")


@pytest.mark.parametrize("dims", ["[1e400]", "[-1e400]", '[\\"1\\", 1e999]'])
def test_a_gemm_config_whose_dimension_is_no_integer_is_unknown(context, dims):
    # before: int(inf) raised OverflowError, a traceback out of hespas-annotate-costs
    config = '{\\"dot_dimension_numbers\\": {\\"lhs_contracting_dimensions\\": ' + dims + "}}"
    c = custom_call(context, "__cublas$gemm", f'backend_config = "{config}"',
                    "(tensor<16x32xbf16>, tensor<32x8xbf16>) -> tensor<16x8xbf16>")
    assert c == OpCost(op_class=UNKNOWN)


@pytest.mark.parametrize("dims", ['[1e400, \\"4\\", \\"8\\", \\"8\\"]',  # before: OverflowError
                                  '[\\"-2\\", \\"4\\", \\"8\\", \\"8\\"]'])  # before: negative flops
def test_an_attention_config_of_no_shape_is_unknown(context, dims):
    config = ('{\\"cudnn_fmha_backend_config\\": {\\"intermediate_tensor_shape\\": {\\"dimensions\\": '
              + dims + "}}}")
    signature = ("(tensor<2x8x4x16xbf16>, tensor<2x8x4x16xbf16>, tensor<2x8x4x16xbf16>) -> "
                 "(tensor<2x8x4x16xbf16>, tensor<0xi8>)")
    c = custom_call(context, "__cudnn$fmhaSoftmax", f'backend_config = "{config}"', signature)
    assert c == OpCost(op_class=UNKNOWN)


def test_threefry_counts_one_transcendental_per_generated_word(context):
    signature = "(tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)"
    assert custom_call(context, "cu_threefry2x32", "", signature).transcendentals == 8


@needs_workloads
def test_all_reduce_moves_operand_and_result_bytes(context):
    with open(WORKLOADS / "test_split_replica_groups.mlir") as f:
        module = parse_module(f.read(), context)
    op = next(op for op in all_ops(module) if op.name == "stablehlo.all_reduce")
    nbytes = 128 * 512 * 4
    assert lookup(op.name)(op, TypeTable()) == OpCost(0, 0, nbytes, nbytes, COLLECTIVE, "f32")


def test_all_gather_writes_the_gathered_result(context):
    body = (
        '%0 = "stablehlo.all_gather"(%a)'
        " {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}"
        " : (tensor<2x8xf32>) -> tensor<8x8xf32>\nreturn"
    )
    c = cost(context, body, "stablehlo.all_gather", "%a: tensor<2x8xf32>")
    assert c == OpCost(0, 0, 64, 256, COLLECTIVE, "f32")


def test_mhlo_window_attributes_are_dense_elements(context):
    body = """
    %c = mhlo.constant dense<0.0> : tensor<f32>
    %0 = "mhlo.reduce_window"(%a, %c) ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %s = mhlo.maximum %x, %y : tensor<f32>
        "mhlo.return"(%s) : (tensor<f32>) -> ()
    }) {window_dimensions = dense<[1, 3]> : tensor<2xi64>, window_strides = dense<[1, 2]> : tensor<2xi64>}
      : (tensor<4x9xf32>, tensor<f32>) -> tensor<4x4xf32>
    return"""
    assert cost(context, body, "mhlo.reduce_window", "%a: tensor<4x9xf32>").flops == (3 - 1) * 16


def test_scan_applies_its_body_once_per_step(context):
    body = """
    %0:2 = "chlo.scan"(%a, %c) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>,
                                  resultSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%x: tensor<3xf32>, %carry: tensor<3xf32>):
        %s = stablehlo.add %x, %carry : tensor<3xf32>
        stablehlo.return %s, %s : tensor<3xf32>, tensor<3xf32>
    }) : (tensor<5x3xf32>, tensor<3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>)
    return"""
    assert cost(context, body, "chlo.scan", "%a: tensor<5x3xf32>, %c: tensor<3xf32>").flops == 5 * 3
