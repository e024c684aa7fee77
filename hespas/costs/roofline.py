"""The roofline: turn an op's work and traffic into time on one piece of hardware.

time = max(compute, memory) + launch overhead, where compute sums FLOPs over
the peak of the op's unit and element type (tensor cores for matmul and
convolution, TF32 for f32 there unless disabled; vector units otherwise, which
also run transcendentals), and memory is bytes over HBM bandwidth.

With ``efficiency`` (the default) and a preset that has an ``[efficiency]`` table
(``hespas.hardware``), matmul FLOPs and a kernel's bytes run at the achieved, not
the peak, rate: x units of work take (x + half_size) / (peak * efficiency_max),
so a kernel of size x reaches efficiency_max * x / (x + half_size) of the peak. A matmul's
half_size is its fixed cost as FLOPs at the 16-bit matrix peak (the rate of the size table it
comes from), so a matmul of another type takes x / (peak * efficiency_max) + half_size /
(peak_bf16 * efficiency_max): its fixed cost is the same time, whatever its own rate.

Layout transposes (``transposes_ns``): where the preset lists a convolution's element type in
``nchw_convolution_dtypes``, XLA:GPU gives the cuDNN call NCHW operands (xla/service/gpu/transforms/
layout_assignment.cc, ``HeuristicLayoutAssignment``: before Hopper, a convolution that is not f16/bf16
is laid out NCHW), while cuDNN's Tensor Core kernels compute in NHWC (NVIDIA, "Convolutional Layers
User's Guide", "Tensor Layouts In Memory: NCHW vs NHWC"; cuDNN Developer Guide, Legacy API, "Data and
Filter Formats": cuDNN "may use ... NCHW-to-NHWC transformations to call the Tensor Core operations"):
the input and the filter are transposed to NHWC and the result back, one kernel each, before and after
the convolution's own (assumed for every such convolution). Each transpose reads
and writes its tensor once, at the memory rate, and runs in series with the convolution. It applies
where the convolution runs on the Tensor Cores: an f32 one only with reduced-precision (TF32) matmul.

Narrow-channel convolutions (``hespas.costs.narrow_channels``): where the preset has a
``[tensor_core_channel_multiple]`` table, a convolution whose cuDNN channel counts miss the multiple for its
type (after XLA's own padding) runs its FLOPs at the FP32 CUDA-core rate instead of the Tensor Cores'.

Fused attention (``efficiency``, and a preset with a ``[[fused_attention]]`` table): a flash attention
kernel (a ``__cudnn$fmha*`` call, or a kernel hespas-fuse outlined as ``hespas.attention``) of bf16/f16 runs
its products at the TFLOP/s that published benchmarks measured for such kernels at its pass, mask, head dim
and sequence length (``hespas.costs.attention_rate``), not at the matmul rate; that rate covers the whole
kernel, so its softmax's vector work adds nothing. Other element types keep the matmul rate.

With ``occupancy`` (the default) and a preset that has a ``[gpu_cores]`` table, one of XLA:GPU's own
kernels (a loop or reduction fusion, a lone non-library op) whose launch occupies few SMs moves its bytes
no faster, and runs its vector work on no more lanes, than those SMs allow (``hespas.costs.occupancy``).
"""

from __future__ import annotations

from hespas.cost_record import COMPUTE, FREE_RECORD, MEMORY, CostRecord
from hespas.cost_record import FREE as FREE_BOUND
from hespas.costs.attention_kernel import AttentionKernel, of_custom_call, of_fusion
from hespas.costs.attention_rate import sequence_length
from hespas.costs.narrow_channels import channel_multiples, on_tensor_cores
from hespas.costs.occupancy import REDUCE_OPS, bandwidth_cap_bytes_per_ns, is_own_kernel, kernel_launch, vector_fraction
from hespas.costs.opcost import COLLECTIVE, FREE, MATMUL, UNKNOWN, OpCost
from hespas.costs.rules.convolution import CONVOLUTIONS, cudnn_channels
from hespas.costs.types import TypeTable

__all__ = ["COMPUTE", "FREE_BOUND", "MEMORY", "Roofline", "untimed"]


_ATTENTION_DTYPES = frozenset({"bf16", "f16"})  # the published attention figures are FP16/BF16 kernels
# The matmul curve's fixed cost (half_size) is FLOPs at this type's matrix peak: the presets derive it from
# Calculon's float16 size table, so it is a time measured at the 16-bit rate, whatever the op's own rate.
MATMUL_CURVE_DTYPE = "bf16"


class Roofline:
    def __init__(self, hardware, use_tf32: bool = True, efficiency: bool = True, occupancy: bool = True):
        self.hardware = hardware
        self.use_tf32 = use_tf32
        self.bytes_per_ns = hardware.memory_bandwidth_bytes_per_s / 1e9
        self.launch_ns = float(hardware.launch_overhead_ns)
        self._flops_per_ns: dict[tuple[str, bool], float] = {}
        curves = hardware.efficiency if efficiency else {}
        self.matmul_curve = curves.get("matmul")  # None: the peak
        self.memory_curve = curves.get("memory")
        self.attention = hardware.fused_attention if efficiency else None  # None: attention at the matmul rate
        nchw = set(hardware.nchw_convolution_dtypes)
        if not (use_tf32 and hardware.reduced_precision_f32_matmul):
            nchw.discard("f32")  # f32 convolutions then run on the CUDA cores, in NCHW kernels: no transposes
        self.nchw_dtypes = frozenset(nchw)
        tf32 = use_tf32 and hardware.reduced_precision_f32_matmul == "tf32"
        self.channel_multiples = channel_multiples(hardware.tensor_core_channel_multiple, self.nchw_dtypes, tf32)
        self.cores = hardware.gpu_cores if occupancy else None  # None: every kernel fills the device
        self.types = TypeTable()
        self._lone_launches: dict = {}
        self._kernel_op_records: dict = {}

    def flops_per_ns(self, dtype: str, is_matmul: bool) -> float:
        key = (dtype, is_matmul)
        found = self._flops_per_ns.get(key)
        if found is None:
            found = self._flops_per_ns[key] = self.hardware.peak_flops_per_s(dtype, is_matmul, self.use_tf32) / 1e9
        return found

    def compute_ns(self, cost: OpCost) -> float:
        if not cost.flops and not cost.transcendentals:
            return 0.0
        is_matmul = cost.op_class == MATMUL
        compute = 0.0
        if cost.flops:
            peak = self.flops_per_ns(cost.dtype, is_matmul)
            curve = self.matmul_curve if is_matmul else None
            compute = (curve.time_ns(cost.flops, peak, self.flops_per_ns(MATMUL_CURVE_DTYPE, True))
                       if curve is not None else cost.flops / peak)
        if cost.transcendentals:
            compute += cost.transcendentals / self.flops_per_ns(cost.dtype, False)
        return compute

    def library_compute_ns(self, cost: OpCost, op) -> float:
        """Compute time of a matmul-class op: a ``__cudnn$fmha*`` call at its measured attention rate where
        the preset has one; a convolution on the Tensor Cores, or at the FP32 CUDA-core rate where its channel
        counts miss the preset's multiple for its type (``hespas.costs.narrow_channels``); else the matmul rate."""
        if self.attention is not None and op.name.endswith("custom_call"):
            attention_ns = self.attention_ns(of_custom_call(op, cost.flops, self.types))  # None: not cuDNN's fmha
            if attention_ns is not None:
                return attention_ns
        multiple = self.channel_multiples.get(cost.dtype)
        if multiple is not None and op.name in CONVOLUTIONS:
            input_channels, output_channels, grouped = cudnn_channels(op, self.types)
            if not on_tensor_cores(cost.dtype, input_channels, output_channels, multiple, grouped):
                return cost.flops / self.flops_per_ns("f32", False)
        return self.compute_ns(cost)

    def attention_ns(self, kernel: AttentionKernel | None) -> float | None:
        """The compute time of a fused attention kernel at its measured rate; None where the preset has
        no rate for it (no table, no curve of its pass, an element type the figures do not cover)."""
        if self.attention is None or kernel is None or kernel.dtype not in _ATTENTION_DTYPES:
            return None
        tflops = self.attention.tflops(kernel.backward, kernel.causal, kernel.head_dim,
                                       sequence_length(kernel.query_length, kernel.key_length))
        return None if tflops is None else kernel.flops / (tflops * 1e3)  # 1 TFLOP/s = 1e3 FLOP/ns

    def memory_ns(self, bytes_moved: int, kernel=None) -> float:
        """Time to move this many bytes (``kernel``, the fused op moving them, serves models that tell kernels apart)."""
        if self.memory_curve is not None:
            return self.memory_curve.time_ns(bytes_moved, self.bytes_per_ns)
        return bytes_moved / self.bytes_per_ns

    def transposes_ns(self, dtype: str, tensor_bytes) -> float:
        """Time of the layout transposes cuDNN runs around a convolution of this element type whose
        input, filter and result are ``tensor_bytes`` (0 where the preset has no such transposes): each
        tensor read and written once more, one kernel launch each."""
        if dtype not in self.nchw_dtypes:
            return 0.0
        return sum(self.memory_ns(2 * size) + self.launch_ns for size in tensor_bytes)

    def launch(self, op, body=None):
        """The launch of ``op`` where occupancy limits it (one of XLA:GPU's own kernels on a GPU), else None.
        ``op`` is a fusion or a lone op, never an op inside a fusion (those share their kernel's launch);
        ``body``: a fusion's ops, where the caller has read them."""
        if self.cores is None or op is None or not is_own_kernel(op):
            return None
        name = op.name
        if name == "mhlo.fusion" or name in REDUCE_OPS:
            return kernel_launch(op, self.cores, self.types, body)
        key = (name, *[value.type for value in op.results])  # a lone op's grid follows its results alone
        found = self._lone_launches.get(key)
        if found is None:
            found = self._lone_launches[key] = kernel_launch(op, self.cores, self.types)
        return found

    def occupied(self, launch, compute_ns: float, memory_ns: float, bytes_moved: int) -> tuple[float, float]:
        """(compute, memory) time of a kernel of this launch: no faster than the SMs it occupies allow."""
        if launch is None:
            return compute_ns, memory_ns
        if bytes_moved:
            memory_ns = max(memory_ns, bytes_moved / bandwidth_cap_bytes_per_ns(launch, self.cores))
        return compute_ns / vector_fraction(launch, self.cores), memory_ns

    def fused_kernel(self, fusion, compute_ns: float, flops: int, transcendentals: int, bytes_read: int,
                     bytes_written: int, transposes_ns: float = 0.0, body=None) -> CostRecord:
        """The cost record of ``fusion`` (an ``mhlo.fusion``), its body's compute and its boundary's bytes,
        plus ``transposes_ns`` of layout transposes around a library call in it (``body``: its ops, where the
        caller has read them)."""
        moved = bytes_read + bytes_written
        if self.attention is not None:
            attention = self.attention_ns(of_fusion(fusion, self.types))
            compute_ns = compute_ns if attention is None else attention
        compute_ns, memory_ns = self.occupied(self.launch(fusion, body), compute_ns, self.memory_ns(moved, fusion),
                                              moved)
        return self.kernel(compute_ns, memory_ns, flops, transcendentals, bytes_read, bytes_written, transposes_ns)

    def kernel(self, compute_ns: float, memory_ns: float, flops: int = 0, transcendentals: int = 0,
               bytes_read: int = 0, bytes_written: int = 0, transposes_ns: float = 0.0) -> CostRecord:
        """The cost record of one kernel launch doing this much compute and memory work (and these
        counts of it), plus ``transposes_ns`` of layout transposes run in series with it (memory work)."""
        if compute_ns == 0.0 and memory_ns == 0.0 and transposes_ns == 0.0:
            return CostRecord(flops, transcendentals, bytes_read, bytes_written, bound=FREE_BOUND)
        time_ns = max(compute_ns, memory_ns) + self.launch_ns + transposes_ns
        memory_ns += transposes_ns
        bound = COMPUTE if compute_ns >= memory_ns else MEMORY
        return CostRecord(flops, transcendentals, bytes_read, bytes_written, compute_ns, memory_ns, time_ns, bound)

    def op_timing(self, cost: OpCost, op=None, transposes_ns: float = 0.0) -> CostRecord:
        """The cost record of one op as a kernel of its own (``op``, the MLIR op, serves models that tell
        ops apart), plus ``transposes_ns`` of layout transposes around it."""
        if cost.op_class in (FREE, COLLECTIVE, UNKNOWN):
            return untimed(cost)
        moved = cost.bytes_read + cost.bytes_written
        # an op that moves nothing is inside a kernel (annotate-costs gives in-kernel ops no traffic): no grid
        launch = self.launch(op) if moved and cost.op_class != MATMUL else None
        compute_ns = self.library_compute_ns(cost, op) if cost.op_class == MATMUL and op is not None \
            else self.compute_ns(cost)
        compute_ns, memory_ns = self.occupied(launch, compute_ns, self.memory_ns(moved, op), moved)
        return self.kernel(compute_ns, memory_ns, cost.flops, cost.transcendentals, cost.bytes_read,
                           cost.bytes_written, transposes_ns)

    def timed_by_op(self, cost: OpCost) -> bool:
        """Whether the compute time of an op inside a fused kernel depends on the op itself, not only on
        ``cost``: a matmul-class op's rate does (``library_compute_ns``). A function of the cost's class and
        type."""
        return cost.op_class == MATMUL

    def kernel_op_record(self, cost: OpCost, op, transposes_ns: float = 0.0) -> CostRecord:
        """The record of ``op`` inside a fused kernel, whose traffic and launch are the kernel's (``cost``'s bytes
        are left out): its compute time, plus ``transposes_ns`` of layout transposes around a library call.
        Where its time is a function of its cost alone (``timed_by_op``), the record is built once per distinct
        cost and shared."""
        key = (cost.op_class, cost.dtype, cost.flops, cost.transcendentals, transposes_ns)
        found = self._kernel_op_records.get(key)  # holds only records timed by their cost
        if found is not None:
            return found
        if cost.bytes_read or cost.bytes_written:
            cost = OpCost(cost.flops, cost.transcendentals, 0, 0, cost.op_class, cost.dtype)
        compute_ns = self.op_timing(cost, op, transposes_ns).compute_ns
        record = CostRecord(cost.flops, cost.transcendentals, 0, 0, compute_ns, transposes_ns,
                            compute_ns + transposes_ns, COMPUTE if compute_ns else FREE_BOUND)
        if not self.timed_by_op(cost):
            self._kernel_op_records[key] = record
        return record


def untimed(cost: OpCost) -> CostRecord:
    """The record of an op that takes no time (free, communication, unknown): its counts, bound "free"."""
    if not (cost.flops or cost.transcendentals or cost.bytes_read or cost.bytes_written):
        return FREE_RECORD
    return CostRecord(cost.flops, cost.transcendentals, cost.bytes_read, cost.bytes_written, bound=FREE_BOUND)
