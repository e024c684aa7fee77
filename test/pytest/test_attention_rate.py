"""The [[fused_attention]] table: reading a rate off the published curves (hespas.costs.attention_rate), the
presets' tables, and a malformed table as one located diagnostic."""

from __future__ import annotations

import math

import pytest

from conftest import TOY_HARDWARE
from hespas.cli import main
from hespas.costs.attention_rate import (AttentionCurve, AttentionRates, attention_table_problems,
                                         parse_attention_table, sequence_length)
from hespas.diagnostics import HespasError
from hespas.hardware import load_hardware

LENGTHS = (512, 1024, 2048, 4096, 8192, 16384)
# h100's cuDNN curves (FlashAttention-3, Figures 5 and 6), as the preset holds them.
FORWARD_64 = AttentionCurve("forward", False, 64, LENGTHS, (335, 373, 395, 408, 412, 413))
FORWARD_64_CAUSAL = AttentionCurve("forward", True, 64, LENGTHS, (225, 288, 334, 363, 379, 388))
FORWARD_128 = AttentionCurve("forward", False, 128, LENGTHS, (497, 574, 617, 609, 600, 595))
BACKWARD_64 = AttentionCurve("backward", False, 64, LENGTHS, (266, 348, 395, 417, 432, 433))
RATES = AttentionRates((FORWARD_64, FORWARD_64_CAUSAL, FORWARD_128, BACKWARD_64))

ROW = {"pass": "forward", "causal": False, "head_dim": 64, "sequence_length": [512, 2048], "TFLOPS": [300.0, 400.0]}


def test_a_measured_point_is_read_as_published():
    assert RATES.tflops(False, False, 64, 2048) == 395
    assert RATES.tflops(False, True, 64, 2048) == 334
    assert RATES.tflops(True, False, 64, 512) == 266


def test_between_points_the_rate_is_linear_in_log2_of_the_length():
    # 1536 lies 0.58496 of the way from 2^10 to 2^11 in log2: 373 + (395 - 373) * 0.58496 = 385.869
    assert RATES.tflops(False, False, 64, 1536) == pytest.approx(373 + 22 * (math.log2(1536) - 10))
    assert RATES.tflops(False, False, 64, 1536) == pytest.approx(385.869, abs=1e-3)
    # 2^11.5 = 2896.3 is half way from 2048 to 4096: (395 + 408) / 2 = 401.5
    assert RATES.tflops(False, False, 64, 2 ** 11.5) == pytest.approx(401.5)


def test_beyond_the_figures_the_end_points_hold():
    assert RATES.tflops(False, False, 64, 128) == 335
    assert RATES.tflops(False, False, 64, 65536) == 413


def test_head_dims_between_curves_interpolate_and_beyond_them_clamp():
    # head dim 96, half way from 64 to 128, at 2048: (395 + 617) / 2 = 506
    assert RATES.tflops(False, False, 96, 2048) == pytest.approx(506)
    # 80: a quarter of the way: 395 + (617 - 395) / 4 = 450.5
    assert RATES.tflops(False, False, 80, 2048) == pytest.approx(450.5)
    assert RATES.tflops(False, False, 256, 2048) == 617  # above the largest head dim: its curve
    assert RATES.tflops(False, False, 32, 2048) == 395  # below the smallest: its curve


def test_a_mask_without_curves_takes_the_other_mask_s():
    # No causal backward curve (FlashAttention-3 publishes none): the non-causal one.
    assert RATES.tflops(True, True, 64, 2048) == 395
    # A causal forward of head dim 128 has no causal curve at 128 but one at 64: curves of its own mask come first.
    assert RATES.tflops(False, True, 128, 2048) == 334


def test_a_pass_without_curves_has_no_rate():
    assert AttentionRates((FORWARD_64,)).tflops(True, False, 64, 2048) is None


def test_sequence_length_is_the_geometric_mean_of_query_and_key_lengths():
    assert sequence_length(1024, 4096) == 2048
    assert sequence_length(2048, 2048) == 2048


def test_the_gpu_presets_carry_their_tables():
    h100, h200, a100 = load_hardware("h100"), load_hardware("h200-sxm"), load_hardware("a100")
    assert h100.fused_attention.tflops(False, True, 64, 2048) == 334
    assert h200.fused_attention == h100.fused_attention  # H200: H100's figures, assumed
    # A100: FlashAttention-2's 50-73% of 312 TFLOP/s from 512 to 16k; at 2048, 2 of the 5 doublings:
    # 156 + (227.8 - 156) * 2 / 5 = 184.72
    assert a100.fused_attention.tflops(False, False, 64, 2048) == pytest.approx(184.72)
    assert a100.fused_attention.tflops(True, True, 128, 2048) == pytest.approx(184.72)
    for name in ("b200-sxm", "mi300x-oam", "tpu-v5p", "a100-pcie-80gb"):
        assert load_hardware(name).fused_attention is None  # no published figure: the matmul rate


def test_a_well_formed_table_parses():
    assert attention_table_problems([ROW]) == []
    rates = parse_attention_table([ROW])
    assert rates.curves == (AttentionCurve("forward", False, 64, (512, 2048), (300.0, 400.0)),)


@pytest.mark.parametrize(("table", "problem"), [
    ({"pass": "forward"}, "fused_attention must be an array of tables"),
    ([{**ROW, "pass": "both"}], "fused_attention[0].pass must be one of forward, backward, got 'both'"),
    ([{**ROW, "pass": [1, [2]]}], "fused_attention[0].pass must be one of forward, backward, got [1, [2]]"),
    ([{**ROW, "head_dim": [64]}, {**ROW, "head_dim": [64]}], "fused_attention[1].head_dim must be"),
    ([{**ROW, "causal": "yes"}], "fused_attention[0].causal must be true or false, got 'yes'"),
    ([{**ROW, "head_dim": 0}], "fused_attention[0].head_dim must be an integer in 1.."),
    ([{**ROW, "TFLOPS": [300.0]}], "fused_attention[0].TFLOPS must be a list of 2 rates"),
    ([{**ROW, "TFLOPS": [300.0, -1]}], "fused_attention[0].TFLOPS[1] must be a number in"),
    ([{**ROW, "sequence_length": [2048, 512]}], "fused_attention[0].sequence_length must increase"),
    ([{**ROW, "sequence_length": []}], "fused_attention[0].sequence_length must be a non-empty list"),
    ([{k: v for k, v in ROW.items() if k != "TFLOPS"}], "fused_attention[0] is missing TFLOPS"),
    ([{**ROW, "dtype": "bf16"}], "fused_attention[0] has unknown keys dtype"),
    ([ROW, ROW], "fused_attention[1] repeats pass 'forward', causal False, head_dim 64"),
])
def test_each_malformed_table_names_its_problem(table, problem):
    problems = attention_table_problems(table)
    assert any(text.startswith(problem) for text in problems), problems


BAD_FILE = TOY_HARDWARE + """\
[[fused_attention]]
pass = "forward"
causal = false
head_dim = 64
sequence_length = [512, 2048]
TFLOPS = [300]
"""


def test_a_malformed_table_in_a_hardware_file_is_one_located_diagnostic(tmp_path, capsys):
    path = tmp_path / "hw.toml"
    path.write_text(BAD_FILE)
    with pytest.raises(HespasError) as caught:
        load_hardware(path)
    assert "fused_attention[0].TFLOPS must be a list of 2 rates" in str(caught.value)
    assert main(["hardware", "show", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}: error: invalid hardware file: fused_attention[0].TFLOPS")
    assert err.count("error:") == 1 and "Traceback" not in err
