"""How much of a GPU one of XLA:GPU's own kernels occupies, and the HBM bandwidth and vector rate that buys.

XLA:GPU emits its fused (non-library) kernels with launch dimensions fixed by the kernel's class
(``xla/service/gpu/launch_dimensions.cc`` and the reduction emitters); a kernel of few blocks cannot
keep the GPU busy. Two limits follow, as XLA's GPU performance model states them
(``xla/service/gpu/model/gpu_performance_model_base.cc``):

- memory: an SM (a CU on AMD GPUs) issues at most ``memory_transactions_per_clock`` bytes of memory
  transactions per clock (``AdjustBandwidth``: ``clock_rate_ghz * memory_transactions_per_clock`` per
  block; ``xla/stream_executor/device_description.h``: 32 on NVIDIA GPUs, 16 on MI300), so a kernel
  whose blocks occupy ``n`` SMs moves at most ``n * clock * bytes`` per second. On an A100 (1.41 GHz,
  32 B) one SM moves 45.1 GB/s: 2,039 GB/s needs 46 busy SMs;
- compute: vector work runs on ``min(blocks, SMs) * min(threads per block, FP32 lanes per SM)``
  lanes of the GPU's (``CalculateEffectiveFlopsPerNs``).

Launch dimensions, from XLA:GPU's emitters (row-major layouts, as StableHLO's are by default). ``warp``
is the device's ``threads_per_warp()``: 32 on NVIDIA GPUs, the 64-wide wavefront on AMD's CDNA GPUs.

- loop (everything without a reduction): ``warp * 4`` threads a block (``kWarpSchedulers``: 128 on
  NVIDIA, 256 on AMD), each thread doing ``unroll`` elements of the first output (of an ``rng_bit_generator``, its bits, which
  XLA:GPU's ``RngBitGeneratorExpander`` computes in a loop over their shape, not the state it returns first); ``unroll`` is the
  largest of 4 and 2 that divides the element count (else 1) when the output has at least as many
  elements as the GPU has thread slots and nothing in the kernel prevents vectorization (a dot, sort,
  reduce_window, a concatenate of more than 10 operands, a variadic reduce), and 1 otherwise
  (``ComputeLoopFusionConfig`` in ``gpu_fusible.cc``, ``CalculateLaunchDimensions``);
- row reduction ``[major reduced, kept, minor reduced]``: up to 1,024 threads, a multiple of ``warp``,
  reduce one row, 16 elements each, and rows share a block up to 256 threads (``RowReductionFusion``,
  rounding to ``ReductionFusion::WarpSize()``, which is ``WarpSize(device_info)``);
- column reduction ``[major kept, reduced, minor kept]``: one 32x32-thread block per ``32 * vector``
  kept columns, which loops over the whole reduced dimension (``ColumnReductionFusion``, whose tile is
  its own ``kTileSize = 32`` on every GPU, not the warp; ``vector`` from ``GetVectorSizeForMlir``);
- a reduction longer than the emitter's race-free bound (row: 16,384 elements; column: ``warp * 128``,
  4,096 on NVIDIA and 8,192 on AMD; a batched row reduction over more than 8 rows) is first split in two
  by XLA:GPU's ``TreeReductionRewriter`` (``tree_reduction_rewriter.cc``; bounds in
  ``ReductionDimensionRaceFreeBound``, ``reduction_utils.cc``); the first stage, which reads the input,
  is the launch costed here.

A kernel's figures come from the ``[gpu_cores]`` table of its hardware preset (``hespas.hardware``);
a preset without one (TPUs, CPUs) is not limited by this model.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from hespas.costs.rules.common import ints, result_types
from hespas.costs.types import storage_bits

LOOP_WARPS_PER_BLOCK = 4  # CalculateLaunchDimensions: threads_per_warp() * kWarpSchedulers (4)
MAX_UNROLL = 4  # ComputeMaxUnrollFactor's kMaxUnrollFactor
COLUMN_TILE = 32  # ColumnReductionFusion's kTileSize: a 32x32-thread block whatever the warp width
ROW_RACE_FREE_ELEMENTS = 1024 * 16  # MinThreadsXRowReduction() * the row tiling's 16
COLUMN_RACE_FREE_WARPS = 128  # ReductionDimensionRaceFreeBound: WarpSize(device) * the column tiling's 128
BATCHED_ROW_RACE_FREE_ROWS = 8  # BatchedReductionRaceFreeBound()
ROW_THREADS_PER_BLOCK_TARGET = 256
ROW_ELEMENTS_PER_THREAD = 16

_NO_VECTORIZE = frozenset(f"{dialect}.{name}" for dialect in ("stablehlo", "mhlo")
                          for name in ("dot_general", "dot", "sort", "reduce_window"))
REDUCE_OPS = frozenset({"stablehlo.reduce", "mhlo.reduce"})
_BIT_GENERATORS = frozenset({"stablehlo.rng_bit_generator", "mhlo.rng_bit_generator"})
_OWN_FUSION_KINDS = frozenset({"#mhlo<fusion_kind kLoop>", "#mhlo<fusion_kind kInput>"})
_LIBRARY_OPS = frozenset({"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"})


@dataclass(frozen=True)
class Launch:
    """A kernel's grid: how many blocks of how many threads."""

    blocks: int
    threads_per_block: int


@functools.lru_cache(maxsize=4096)
def loop_launch(elements: int, unroll: int, warp: int) -> Launch:
    """``CalculateLaunchDimensions``: blocks of four ``warp``-thread warps, each thread ``unroll`` elements."""
    threads = _ceil_div(max(elements, 1), unroll)
    per_block = min(LOOP_WARPS_PER_BLOCK * warp, threads)
    return Launch(_ceil_div(threads, per_block), per_block)


def loop_unroll(elements: int, thread_slots: int, vectorizable: bool, smallest_output_bits: int) -> int:
    """``ComputeLoopFusionConfig``'s unroll factor."""
    unroll = 1
    if elements >= thread_slots and vectorizable:
        unroll = next((u for u in (MAX_UNROLL, 2) if elements % u == 0), 1)
    return max(unroll, _ceil_div(8, max(smallest_output_bits, 1)))


def reduction_vector_size(minor: int, threads: int, smallest_input_bits: int) -> int:
    """``GetVectorSizeForMlir``: elements each thread loads at once along the minor dimension."""
    if minor % 2 or threads * 2 > minor:
        return 1
    if smallest_input_bits >= 32 or threads * 4 > minor:
        return 2
    return 4 if minor % 4 == 0 else 2


def row_reduction_launch(kept: int, reduced: int, smallest_input_bits: int, warp: int) -> Launch:
    """``RowReductionFusion``'s grid for rows of ``reduced`` elements (at most the race-free bound)."""
    threads_reduced = min(1024, _ceil_div(_ceil_div(reduced, ROW_ELEMENTS_PER_THREAD), warp) * warp)
    threads_kept = 1
    if threads_reduced * 2 <= ROW_THREADS_PER_BLOCK_TARGET:
        threads_kept = kept if kept * threads_reduced <= ROW_THREADS_PER_BLOCK_TARGET else \
            ROW_THREADS_PER_BLOCK_TARGET // threads_reduced
    vector = reduction_vector_size(reduced, threads_reduced, smallest_input_bits)
    vectors = reduced // vector
    tile = min(ROW_ELEMENTS_PER_THREAD // vector, _ceil_div(vectors, threads_reduced))
    blocks = _ceil_div(kept, threads_kept) * _ceil_div(vectors, tile * threads_reduced)
    return Launch(blocks, threads_kept * threads_reduced)


def column_reduction_launch(major_kept: int, minor_kept: int, smallest_input_bits: int) -> Launch:
    """``ColumnReductionFusion``'s grid: a 32x32-thread block per ``32 * vector`` kept columns."""
    vector = reduction_vector_size(minor_kept, COLUMN_TILE, smallest_input_bits)
    return Launch(major_kept * _ceil_div(minor_kept, COLUMN_TILE * vector), COLUMN_TILE * COLUMN_TILE)


@functools.lru_cache(maxsize=4096)
def tree_split(n: int, race_free_bound: int, is_row: bool) -> tuple[int, int]:
    """``TreeReductionRewriter``'s split of a reduced dimension of ``n`` elements into ``[k, n / k]`` (``n``
    padded to a multiple of both): returns (k, n / k); the first stage reduces the ``n / k`` part."""
    n_div_k = min(math.isqrt(n), race_free_bound)
    padding = (n_div_k - n % n_div_k) % n_div_k
    k = (n + padding) // n_div_k
    for i in range(n_div_k - 1, n_div_k // 2, -1):
        pad = (i - n % i) % i
        if pad < padding or (pad == padding and i & (i - 1) == 0):
            padding, k = pad, (n + pad) // i
    padded = n + padding
    if _swaps(k, padded // k, n, race_free_bound, is_row):
        k = padded // k
    return k, padded // k


def _swaps(k: int, n_div_k: int, n: int, race_free_bound: int, is_row: bool) -> bool:
    """``ShouldSwapInnerAndOuterReducedMinorDimension``."""
    if k > race_free_bound:
        return False
    if not is_row:
        return True
    if n_div_k % 2 == 0 and n % 2 == 0:
        return n_div_k * 2 < k or k % 2 == 0
    return n % 2 == 0 or k % 2 != 0


@functools.lru_cache(maxsize=4096)
def reduction_launch(shape: tuple[int, ...], reduced_dims: tuple[int, ...], smallest_input_bits: int,
                     warp: int) -> Launch | None:
    """The grid of the kernel that reads a ``stablehlo.reduce``'s input (the first stage where XLA:GPU
    splits it) on a GPU of ``warp``-thread warps, or None where XLA emits the reduction as a loop (neither
    its kept nor its reduced dimensions consecutive, once dimensions of size 1 are dropped:
    ``ReductionDegenerateDimRemover``, ``IsReductionFromOrToContiguousDimensions``)."""
    reduced_set = set(reduced_dims)
    sizes = [(size, d in reduced_set) for d, size in enumerate(shape) if size != 1]
    shape = [size for size, _ in sizes]
    reduced_dims = [d for d, (_, reduced) in enumerate(sizes) if reduced]
    kept_dims = [d for d in range(len(shape)) if d not in reduced_dims]
    if not reduced_dims or 0 in shape:
        return None  # nothing left to reduce (a copy), or nothing to read (XLA removes zero-sized ops)
    if kept_dims and not _consecutive(kept_dims) and not _consecutive(reduced_dims):
        return None
    if not kept_dims:
        major, kept, minor, is_row = 1, 1, math.prod(shape), True
    elif _consecutive(kept_dims):
        major, middle, minor = _partition(shape, kept_dims)
        if middle == 1:
            major, kept, minor, is_row = 1, 1, major * minor, True
        elif minor == 1:
            major, kept, minor, is_row = 1, major, middle, False  # [1, reduced, kept]: a column reduction
        else:
            major, kept, minor, is_row = major, middle, minor, True  # [reduced, kept, reduced]
    else:
        major, middle, minor = _partition(shape, reduced_dims)
        if minor == 1:
            major, kept, minor, is_row = 1, major, middle, True
        else:
            major, kept, minor, is_row = major, middle, minor, False  # [kept, reduced, kept]
    if is_row:
        rows, length = kept, minor
        if major > BATCHED_ROW_RACE_FREE_ROWS:
            rows *= major  # the batched dimension is reduced by a reduction of its own, after this one
        if length > ROW_RACE_FREE_ELEMENTS:
            k, length = tree_split(length, ROW_RACE_FREE_ELEMENTS, True)
            rows *= k
        return row_reduction_launch(rows, length, smallest_input_bits, warp)
    major_kept, reduced, minor_kept = major, kept, minor
    if reduced > warp * COLUMN_RACE_FREE_WARPS:
        k, reduced = tree_split(reduced, warp * COLUMN_RACE_FREE_WARPS, False)
        major_kept *= k
    return column_reduction_launch(major_kept, minor_kept, smallest_input_bits)


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _consecutive(dims: list[int]) -> bool:
    ordered = sorted(dims)
    return ordered == list(range(ordered[0], ordered[-1] + 1))


def _partition(shape: list[int], middle_dims: list[int]) -> tuple[int, int, int]:
    """(elements of the dimensions before, of, and after the consecutive ``middle_dims``)."""
    first, last = min(middle_dims), max(middle_dims)
    return math.prod(shape[:first]), math.prod(shape[first : last + 1]), math.prod(shape[last + 1 :])


def bandwidth_cap_bytes_per_ns(launch: Launch, cores) -> float:
    """The most bytes per ns the kernel's busy SMs can move: ``memory_bytes_per_clock`` per SM per clock
    (``AdjustBandwidth``; blocks beyond one per SM share their SM's issue slot)."""
    return min(launch.blocks, cores.sm_count) * cores.clock_GHz * cores.memory_bytes_per_clock


def vector_fraction(launch: Launch, cores) -> float:
    """The share of the GPU's FP32 lanes the kernel's threads occupy (``CalculateEffectiveFlopsPerNs``)."""
    sms = min(launch.blocks, cores.sm_count) / cores.sm_count
    return sms * min(launch.threads_per_block, cores.fp32_lanes_per_sm) / cores.fp32_lanes_per_sm


def is_own_kernel(op) -> bool:
    """Whether ``op`` runs as one of XLA:GPU's own kernels: a loop or input (reduction) ``mhlo.fusion``,
    or a lone op that is not a library call (dot, convolution, custom call)."""
    if op.name == "mhlo.fusion":
        try:
            return str(op.attributes["fusion_kind"]) in _OWN_FUSION_KINDS
        except KeyError:
            return False
    return op.name not in _LIBRARY_OPS and not op.name.endswith("custom_call")


# -- reading a kernel's launch off the IR ----------------------------------------------------------------


def kernel_launch(op, cores, types, body=None) -> Launch:
    """The launch of ``op``, an ``mhlo.fusion`` of XLA:GPU's own or a lone op that runs as one such kernel
    (``types``: a ``hespas.costs.types.TypeTable``; ``body``: the fusion's ops, where the caller has read them)."""
    vectorizable = True
    if body is None:
        body = _body_ops(op) if op.name == "mhlo.fusion" else (op,)
    for inner in body:
        name = inner.name
        if name in REDUCE_OPS:
            inputs = [types.of_value(value) for value in inner.operands[: len(inner.operands) // 2]]
            bits = min(storage_bits(info.element_bits) for info in inputs)
            launch = reduction_launch(inputs[0].shape, tuple(ints(inner, "dimensions")), bits, cores.threads_per_warp)
            if launch is not None:
                return launch
            vectorizable = vectorizable and len(inputs) == 1  # a variadic reduce emitted as a loop
        elif name in _NO_VECTORIZE or (name.endswith(".concatenate") and len(inner.operands) > 10):
            vectorizable = False
    results = [info for info in map(types.info, result_types(op)) if info.shape or info.num_elements]
    if op.name in _BIT_GENERATORS:
        # (new state, bits): XLA:GPU's RngBitGeneratorExpander computes the bits in a loop over their shape (and the
        # 2-word state apart), so the bits size the grid, not the state the op returns first
        results = results[-1:]
    if not results:
        return Launch(1, 1)
    bits = min(storage_bits(info.element_bits) if info.element_bits else 8 for info in results)
    return loop_launch(results[0].num_elements,
                       loop_unroll(results[0].num_elements, cores.thread_slots, vectorizable, bits),
                       cores.threads_per_warp)


def _body_ops(fusion):
    for region in fusion.regions:
        for block in region.blocks:
            yield from block.operations
