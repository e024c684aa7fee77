"""Ops that apply a body computation many times: reduce, reduce_window, select_and_scatter, map, scan,
plus sort and top-k, which compare.

Counts follow XLA's HloCostAnalysis: the body's FLOPs and transcendentals times the
number of applications, which is input elements - output elements for reduce,
(window size - 1) x output elements for reduce_window, and for select_and_scatter
(window size - 1) selects plus one scatter per source element. map applies its body
once per element, scan once per step. sort: elements x ceil(log2 n) comparisons for
rows of n (XLA uses the total element count for n; rows are sorted independently),
each costing the comparator's FLOPs (at least 1). top-k selects k of n with a heap:
elements x ceil(log2 k) comparisons (at least 1). Bytes: all operands and results, except
select_and_scatter's, which are what XLA:GPU's two kernels move (see ``select_and_scatter``).
"""

from __future__ import annotations

import math

from hespas.costs.opcost import VECTOR, OpCost
from hespas.costs.rules.body import body_work
from hespas.costs.rules.common import for_dialects, int_value, ints, result_types
from hespas.costs.rules.convolution import valid_taps
from hespas.costs.types import storage_bits


def _applied(op, types, count: int, region_index: int = 0) -> OpCost:
    """``count`` applications of region ``region_index``, with all operands read and all results written."""
    flops, transcendentals = body_work(op.regions[region_index], types)
    read = types.nbytes(op.operands)
    written = types.nbytes(op.results)
    dtype = types.info(op.operands[0].type).dtype
    return OpCost(count * flops, count * transcendentals, read, written, VECTOR, dtype)


def reduce(op, types) -> OpCost:
    """The reducer applied once per input element beyond the first of each output (XLA's HandleReduce); none on
    an empty input, which only writes the init value (in - out elements would be negative there)."""
    info = types.info
    count = max(0, info(op.operands[0].type).num_elements - info(op.results[0].type).num_elements)
    return _applied(op, types, count)


def _window_size(op) -> int:
    return math.prod(ints(op, "window_dimensions"))


# XLA's ReduceWindowRewriter base length (``xla_reduce_window_rewrite_base_length``'s default, 16), which its GPU
# and CPU pipelines run to a fixed point (``HloPassFix<ReduceWindowRewriter>``): a cumulative reduce-window longer
# than this is rewritten into a tree of reduce-windows of this length.
SCAN_BASE_LENGTH = 16


def reduce_window(op, types) -> OpCost:
    scan = _cumulative_scan(op, types)
    if scan is not None:
        return scan
    outputs = types.info(op.results[0].type).num_elements
    return _applied(op, types, (_window_size(op) - 1) * outputs)


def _cumulative_scan(op, types) -> OpCost | None:
    """A cumulative reduce-window (what ``jnp.cumsum``, ``cumprod``, ``cummax`` lower to: one window dimension as
    long as the operand's, stride 1, padded by its length less one, or its length, on one side) longer than
    ``SCAN_BASE_LENGTH``, costed as XLA's ReduceWindowRewriter makes it (``TryOptimizeCumSumOrProd``,
    ``RewriteScanAsTreeReduction`` in xla/hlo/transforms/simplifiers/reduce_window_rewriter.cc): the scan dimension
    padded to a multiple of the base and tiled ``[n/base, base]``, an inclusive scan of each tile (a reduce-window
    of the base), an exclusive scan of the tiles' last elements (rewritten again while longer than the base), and
    one application per element adding the two. Read as XLA:GPU fuses it: the operand read and the tiles' scan
    written once, that scan and the tiles' prefixes read and the result written once (``_scan_levels``). None for
    any other reduce-window: HloCostAnalysis's (window size - 1) applications per output (quadratic in a scan's
    length: a 4096-long cumsum over 16384 rows was 275 GFLOP, 4.1 ms on one H100, for what XLA runs in two memory
    passes)."""
    if len(op.regions) != 1 or len(op.operands) != 2:  # one input, one init value
        return None
    operand = types.info(op.operands[0].type)
    rank = len(operand.shape)
    window = ints(op, "window_dimensions")
    if len(window) != rank:
        return None
    strides = ints(op, "window_strides", [1] * rank)
    padding = ints(op, "padding", [0] * (2 * rank))
    base_dilations = ints(op, "base_dilations", [1] * rank)
    window_dilations = ints(op, "window_dilations", [1] * rank)
    if any(value != 1 for value in (*strides, *base_dilations, *window_dilations)) or len(padding) != 2 * rank:
        return None
    scanned = [d for d in range(rank) if window[d] != 1 or padding[2 * d] or padding[2 * d + 1]]
    if len(scanned) != 1:
        return None
    dim = scanned[0]
    length = operand.shape[dim]
    low, high = padding[2 * dim], padding[2 * dim + 1]
    if length <= SCAN_BASE_LENGTH or window[dim] != length or not (
            (low in (length - 1, length) and high == 0) or (high in (length - 1, length) and low == 0)):
        return None
    flops, transcendentals = body_work(op.regions[0], types)
    rows = operand.num_elements // length
    applications, elements_read, elements_written = _scan_levels(length, low + high == length)
    element_bytes = (storage_bits(operand.element_bits) + 7) // 8
    return OpCost(rows * applications * flops, rows * applications * transcendentals,
                  rows * elements_read * element_bytes + types.nbytes(op.operands[1:]),
                  rows * elements_written * element_bytes, VECTOR, operand.dtype)


def _scan_levels(length: int, exclusive: bool) -> tuple[int, int, int]:
    """``(body applications, elements read, elements written)`` per row of a cumulative scan of ``length``
    elements (``exclusive``: ``length + 1`` results) as ReduceWindowRewriter rewrites it, level by level."""
    results = length + 1 if exclusive else length
    if length <= SCAN_BASE_LENGTH:  # a reduce-window XLA runs as written
        return (length - 1) * results, length, results
    base = SCAN_BASE_LENGTH
    padded = -(-length // base) * base
    tiles = padded // base
    inner_applications, inner_read, inner_written = _scan_levels(tiles, True)  # the tiles' exclusive prefixes
    applications = (base - 1) * padded + inner_applications + padded  # tile scans, prefixes, the final combine
    read = length + inner_read + padded + tiles  # operand; tile totals; tile scans and their prefixes
    written = padded + inner_written + results  # tile scans; prefixes; the result
    return applications, read, written


def select_and_scatter(op, types) -> OpCost:
    """Operands: operand, source, init value; regions: select, then scatter.

    Bytes as XLA:GPU runs it (openxla/xla xla/service/gpu/ir_emitter_unnested.cc,
    ``IrEmitterUnnested::EmitSelectAndScatter``): "two kernel launches: the first launch initializes the
    output array to the given initial value, and the second accumulates the source matrix to the selected
    elements in the output array". The second runs one thread per source element, which reads the source
    element and every in-bounds element of its window of the operand (overlapping windows read an element
    again), then adds the source element into the selected output element with an atomic read-modify-write
    (``EmitAtomicOperationForNestedComputation``). So: written, the output once (the initializer) and one
    element per source element; read, the source, each window's in-bounds operand elements, and one output
    element per source element. The initializer's own launch is not counted (one launch per op).
    """
    info = types.info
    operand = info(op.operands[0].type)
    source = info(op.operands[1].type)
    output = info(op.results[0].type)
    window = ints(op, "window_dimensions")
    rank = len(window)
    strides = ints(op, "window_strides", [1] * rank)
    padding = ints(op, "padding", [0] * (2 * rank))
    window_reads = math.prod(valid_taps(operand.shape[i], window[i], source.shape[i], strides[i], padding[2 * i], 1, 1)
                             for i in range(rank))
    sources = source.num_elements
    select_flops, select_transcendentals = body_work(op.regions[0], types)
    scatter_flops, scatter_transcendentals = body_work(op.regions[1], types)
    applications = sources * (math.prod(window) - 1)
    element_bytes = (storage_bits(output.element_bits) + 7) // 8
    read = source.nbytes + window_reads * ((storage_bits(operand.element_bits) + 7) // 8) + sources * element_bytes
    written = output.nbytes + sources * element_bytes
    return OpCost(
        applications * select_flops + sources * scatter_flops,
        applications * select_transcendentals + sources * scatter_transcendentals,
        read,
        written,
        VECTOR,
        operand.dtype,
    )


def map_(op, types) -> OpCost:
    return _applied(op, types, types.info(op.results[0].type).num_elements)


def scan(op, types) -> OpCost:
    """One body application per step along ``dimension`` (of the first input, else the first output)."""
    values = op.operands if len(op.operands) else op.results
    steps = types.info(values[0].type).shape[op.attributes["dimension"].value]
    return _applied(op, types, steps)


def _ceil_log2(n: int) -> int:
    return (n - 1).bit_length()


def sort(op, types) -> OpCost:
    operand = types.info(op.operands[0].type)
    dimension = int_value(op, "dimension", -1) % len(operand.shape)
    comparisons = operand.num_elements * _ceil_log2(operand.shape[dimension])
    flops, _ = body_work(op.regions[0], types)
    read = types.nbytes(op.operands)
    return OpCost(comparisons * max(1, flops), 0, read, types.nbytes(op.results), VECTOR, operand.dtype)


def top_k(op, types) -> OpCost:
    """Operand 0 holds the rows; k is the last dim of the first result (tuple results are flattened)."""
    operand = types.info(op.operands[0].type)
    k = types.info(result_types(op)[0]).shape[-1]
    comparisons = operand.num_elements * max(1, _ceil_log2(k))
    read = types.nbytes(op.operands)
    return OpCost(comparisons, 0, read, types.nbytes(op.results), VECTOR, operand.dtype)


RULES = {
    **for_dialects(("reduce",), reduce),
    **for_dialects(("reduce_window",), reduce_window),
    **for_dialects(("select_and_scatter",), select_and_scatter),
    **for_dialects(("map",), map_),
    **for_dialects(("sort",), sort),
    **for_dialects(("scan",), scan, ("chlo", "mhlo")),
    "chlo.top_k": top_k,
    "mhlo.topk": top_k,
}
