"""Narrow-channel convolutions: XLA's f16 channel padding, cuDNN's Tensor Core multiples, and the channel
counts of the cuDNN convolution each kind of StableHLO convolution becomes."""

from __future__ import annotations

import pytest

from hespas.costs.narrow_channels import channel_multiples, on_tensor_cores, xla_pads_for_tensor_cores
from hespas.costs.rules.convolution import cudnn_channels
from hespas.costs.types import TypeTable
from hespas.ir import make_context, parse_module


@pytest.mark.parametrize(
    "dtype, c, k, grouped, padded",
    [
        ("f16", 3, 64, False, True),  # the stem: 3 channels padded to 4 for 32 or 64 outputs
        ("f16", 3, 32, False, True),
        ("f16", 3, 16, False, False),  # to 8 x 16: the filter grows 8*16 / (3*16) = 2.67x > 1.35x
        ("f16", 7, 64, False, True),  # 8*64 / (7*64) = 1.143x
        ("f16", 6, 8, False, True),  # 8*8 / (6*8) = 1.333x, within the bound
        ("f16", 5, 8, False, False),  # 8*8 / (5*8) = 1.6x
        ("f16", 30, 30, False, True),  # 32*32 / (30*30) = 1.138x
        ("f16", 7, 64, True, False),  # grouped convolutions are never padded
        ("bf16", 3, 64, False, False),  # "Nothing to do on non-f16 convolutions"
        ("bf16", 7, 64, False, False),
        ("f32", 3, 64, False, False),
    ],
)
def test_xla_pads_only_f16_and_only_within_its_size_bound(dtype, c, k, grouped, padded):
    assert xla_pads_for_tensor_cores(dtype, c, k, grouped) is padded


def test_on_tensor_cores_needs_both_channel_counts_to_be_multiples():
    assert on_tensor_cores("bf16", 64, 128, 8, False)
    assert not on_tensor_cores("bf16", 3, 64, 8, False)
    assert not on_tensor_cores("bf16", 64, 3, 8, False)  # the output's channels count as much as the input's
    assert on_tensor_cores("f32", 4, 12, 4, False)  # TF32 needs multiples of 4 only
    assert not on_tensor_cores("f32", 6, 12, 4, False)
    assert on_tensor_cores("f16", 3, 64, 8, False)  # after XLA's padding


def test_the_rule_covers_nhwc_types_and_f32_only_with_tf32():
    table = {"f16": 8, "bf16": 8, "f32": 4}
    assert channel_multiples(table, frozenset(), True) == {"f16": 8, "bf16": 8, "f32": 4}
    assert channel_multiples(table, frozenset({"f32"}), True) == {"f16": 8, "bf16": 8}  # cuDNN pads NCHW itself
    assert channel_multiples(table, frozenset(), False) == {"f16": 8, "bf16": 8}  # f32 off the Tensor Cores anyway


def channels_of(signature: str, op_text: str) -> tuple[int, int, bool]:
    module = parse_module(f"func.func @f({signature}) {{\n  %0 = {op_text}\n  return\n}}", make_context())
    op = module.body.operations[0].regions[0].blocks[0].operations[0].operation
    return cudnn_channels(op, TypeTable())


def test_a_forward_convolution_has_its_input_and_output_features():
    assert channels_of(
        "%x: tensor<2x10x10x3xbf16>, %w: tensor<3x3x3x64xbf16>",
        "stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = "
        "[2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x3xbf16>, "
        "tensor<3x3x3x64xbf16>) -> tensor<2x4x4x64xbf16>",
    ) == (3, 64, False)


def test_a_data_gradient_has_the_same_two_counts_swapped():
    # dx = conv(dy, reversed w) as JAX writes it: reads 64 channels, writes 3.
    assert channels_of(
        "%dy: tensor<2x8x8x64xbf16>, %w: tensor<3x3x3x64xbf16>",
        "stablehlo.convolution(%dy, %w) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {pad = "
        "[[2, 2], [2, 2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x64xbf16>, "
        "tensor<3x3x3x64xbf16>) -> tensor<2x10x10x3xbf16>",
    ) == (64, 3, False)


def test_a_filter_gradient_has_the_filter_s_channels_not_the_contracted_batch():
    # Contracts over the batch of 2; writes the 3x3x3x64 filter (batch dim 3 = C, feature dim 64 = K).
    assert channels_of(
        "%x: tensor<2x10x10x3xbf16>, %dy: tensor<2x8x8x64xbf16>",
        "stablehlo.convolution(%x, %dy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {} "
        "{batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x10x10x3xbf16>, "
        "tensor<2x8x8x64xbf16>) -> tensor<3x3x3x64xbf16>",
    ) == (3, 64, False)


def test_the_filter_gradient_of_a_strided_convolution_dilates_the_gradient():
    # A stride-2 forward convolution's filter gradient: the gradient is window-dilated by 2; its 112 taps > 8 outputs.
    assert channels_of(
        "%x: tensor<2x230x230x3xbf16>, %dy: tensor<2x112x112x64xbf16>",
        "stablehlo.convolution(%x, %dy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {rhs_dilate "
        "= [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x230x230x3xbf16>, "
        "tensor<2x112x112x64xbf16>) -> tensor<8x8x3x64xbf16>",
    ) == (3, 64, False)


def test_a_grouped_convolution_counts_channels_per_group():
    assert channels_of(
        "%x: tensor<2x10x10x16xbf16>, %w: tensor<3x3x8x32xbf16>",
        "stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} "
        "{batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x10x10x16xbf16>, "
        "tensor<3x3x8x32xbf16>) -> tensor<2x8x8x32xbf16>",
    ) == (8, 16, True)


def test_a_convolution_without_spatial_dimensions_is_a_forward_one():
    # Its batch changes (16 in, 16 / 2 batch groups = 8 out), which a forward convolution's does not, but it has no
    # kernel window to compare: XLA keeps it forward, whose channels are its 4 input and 64 output features.
    assert channels_of(
        "%x: tensor<16x4xbf16>, %w: tensor<4x64xbf16>",
        "stablehlo.convolution(%x, %w) dim_numbers = [b, f]x[i, o]->[b, f], window = {} "
        "{batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<16x4xbf16>, tensor<4x64xbf16>) "
        "-> tensor<8x64xbf16>",
    ) == (4, 64, True)


def test_negative_low_padding_keeps_a_filter_gradient_shape_forward():
    # As test_a_filter_gradient_has_the_filter_s_channels_not_the_contracted_batch, cropped by a negative low
    # padding, which MatchBackwardFilter refuses: forward, channels 2 (the contracted batch) and 64.
    assert channels_of(
        "%x: tensor<2x10x10x3xbf16>, %dy: tensor<2x8x8x64xbf16>",
        "stablehlo.convolution(%x, %dy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {pad = "
        "[[-1, 0], [-1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : "
        "(tensor<2x10x10x3xbf16>, tensor<2x8x8x64xbf16>) -> tensor<2x2x3x64xbf16>",
    ) == (2, 64, False)
