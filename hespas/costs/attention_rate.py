"""The ``[[fused_attention]]`` table of a hardware preset: the measured throughput of fused (flash) attention
kernels, without MLIR.

Published benchmarks of FlashAttention-class kernels (FlashAttention-2, Dao 2023, arXiv 2307.08691;
FlashAttention-3, Shah et al. 2024, arXiv 2407.08608, Figures 5 and 6, which also measure cuDNN's kernel)
report TFLOP/s against sequence length, one curve per pass (forward, backward), head dim and mask (causal or
not), with FLOPs counted as those benchmarks count them: ``4 B H T S D`` forward (the two products), 2.5
times that backward, halved under a causal mask. Each curve of the table is one such series: its
``sequence_length`` points and the ``TFLOPS`` measured at each.

``AttentionRates.tflops`` reads it for one kernel: the curves of its pass (none: no rate, the kernel keeps
the roofline's matmul rate); of its mask, else of the other mask (a figure set may lack one); at its head
dim, else interpolated linearly between the two nearest head dims, else the nearest one; and along the
sequence length, piecewise linear in log2 of the length between the measured points (the figures' axes
double the length at each point), constant beyond the first and last. Sequence lengths are given as the
geometric mean of the query and key lengths, the length of a square problem of the same score count.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hespas.numbers import RATE, Range, number_problem

PASSES = ("forward", "backward")
MAX_LENGTH = 2**40  # a sequence length or head dim: far beyond any kernel
_LENGTH = Range(1, MAX_LENGTH, integer=True)
_KEYS = ("pass", "causal", "head_dim", "sequence_length", "TFLOPS")


@dataclass(frozen=True)
class AttentionCurve:
    """One published series: TFLOP/s at each sequence length, for one pass, mask and head dim."""

    pass_: str
    causal: bool
    head_dim: int
    sequence_lengths: tuple[int, ...]  # increasing
    tflops: tuple[float, ...]

    def at(self, sequence_length: float) -> float:
        """TFLOP/s at this length: piecewise linear in log2(length) between the points, constant beyond."""
        lengths, rates = self.sequence_lengths, self.tflops
        if sequence_length <= lengths[0]:
            return rates[0]
        if sequence_length >= lengths[-1]:
            return rates[-1]
        x = math.log2(sequence_length)
        for i in range(1, len(lengths)):
            if sequence_length <= lengths[i]:
                x0, x1 = math.log2(lengths[i - 1]), math.log2(lengths[i])
                return rates[i - 1] + (rates[i] - rates[i - 1]) * (x - x0) / (x1 - x0)
        return rates[-1]  # not reached: the last point bounds the loop


@dataclass(frozen=True)
class AttentionRates:
    """A preset's ``[[fused_attention]]`` curves."""

    curves: tuple[AttentionCurve, ...]

    def tflops(self, backward: bool, causal: bool, head_dim: int, sequence_length: float) -> float | None:
        """The achieved TFLOP/s of a fused attention kernel (FLOPs counted as the figures count them), or
        None where the table has no curve for its pass."""
        pass_ = PASSES[1] if backward else PASSES[0]
        of_pass = [c for c in self.curves if c.pass_ == pass_]
        if not of_pass:
            return None
        same_mask = [c for c in of_pass if c.causal == causal]
        curves = same_mask or of_pass  # the figures may give one mask only (FlashAttention-3: backward non-causal)
        by_dim = {c.head_dim: c for c in curves}
        dims = sorted(by_dim)
        if head_dim in by_dim:
            return by_dim[head_dim].at(sequence_length)
        below = [d for d in dims if d < head_dim]
        above = [d for d in dims if d > head_dim]
        if not below:
            return by_dim[above[0]].at(sequence_length)
        if not above:
            return by_dim[below[-1]].at(sequence_length)
        d0, d1 = below[-1], above[0]
        r0, r1 = by_dim[d0].at(sequence_length), by_dim[d1].at(sequence_length)
        return r0 + (r1 - r0) * (head_dim - d0) / (d1 - d0)


def sequence_length(query_length: int, key_length: int) -> float:
    """The length of the square problem with the same score count: sqrt(T * S)."""
    return math.sqrt(query_length * key_length)


def attention_table_problems(table) -> list[str]:
    """What is wrong with a preset's ``fused_attention`` value (an array of tables), one text per problem."""
    if not isinstance(table, list) or not all(isinstance(row, dict) for row in table):
        return [f"fused_attention must be an array of tables ([[fused_attention]]), got {table!r}"]
    problems: list[str] = []
    seen = set()
    for index, row in enumerate(table):
        where = f"fused_attention[{index}]"
        missing = [key for key in _KEYS if key not in row]
        unknown = [key for key in row if key not in _KEYS]
        if missing:
            problems.append(f"{where} is missing {', '.join(missing)}")
        if unknown:
            problems.append(f"{where} has unknown keys {', '.join(unknown)}")
        if missing:
            continue
        identity_problems = []
        if row["pass"] not in PASSES:
            identity_problems.append(f"{where}.pass must be one of {', '.join(PASSES)}, got {row['pass']!r}")
        if not isinstance(row["causal"], bool):
            identity_problems.append(f"{where}.causal must be true or false, got {row['causal']!r}")
        if (problem := number_problem(row["head_dim"], _LENGTH)):
            identity_problems.append(f"{where}.head_dim {problem}")
        problems.extend(identity_problems)
        problems.extend(_series_problems(row["sequence_length"], row["TFLOPS"], where))
        if identity_problems:  # the row's identity may be any TOML value (a list: unhashable); it is reported
            continue
        identity = (row["pass"], row["causal"], row["head_dim"])
        if identity in seen:
            problems.append(f"{where} repeats pass {row['pass']!r}, causal {row['causal']}, head_dim "
                            f"{row['head_dim']}")
        seen.add(identity)
    return problems


def _series_problems(lengths, rates, where: str) -> list[str]:
    if not isinstance(lengths, list) or not lengths:
        return [f"{where}.sequence_length must be a non-empty list of lengths, got {lengths!r}"]
    if not isinstance(rates, list) or len(rates) != len(lengths):
        return [f"{where}.TFLOPS must be a list of {len(lengths)} rates (one per sequence_length), got {rates!r}"]
    problems = [f"{where}.sequence_length[{i}] {p}" for i, v in enumerate(lengths) if (p := number_problem(v, _LENGTH))]
    problems += [f"{where}.TFLOPS[{i}] {p}" for i, v in enumerate(rates) if (p := number_problem(v, RATE))]
    if not problems and any(b <= a for a, b in zip(lengths, lengths[1:])):
        problems.append(f"{where}.sequence_length must increase, got {lengths!r}")
    return problems


def parse_attention_table(table) -> AttentionRates:
    """The curves of a ``fused_attention`` value that ``attention_table_problems`` accepted."""
    return AttentionRates(tuple(
        AttentionCurve(row["pass"], row["causal"], int(row["head_dim"]), tuple(int(v) for v in row["sequence_length"]),
                       tuple(float(v) for v in row["TFLOPS"]))
        for row in table))
