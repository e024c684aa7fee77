"""Library-call epilogues on GPUs: the elementwise ops XLA:GPU folds into a cuDNN convolution or a cuBLAS GEMM.

Each chain below, starting at a convolution or a dot whose every intermediate value has one use, becomes one
``mhlo.fusion`` (``kCustom``, ``hespas.library = "cudnn"`` or ``"cublas"``) holding the library op and its
epilogue: the call reads its operands and the epilogue's (bias, side input) and writes its final result once;
the intermediate tensors never reach memory.

- convolution (xla/service/gpu/transforms/cudnn_fused_conv_rewriter.cc): a forward, non-depthwise convolution
  (``IsNonDepthwiseConvCustomCall``; ``_forward_conv`` says which are forward), then in this order
  a multiply by a broadcast scalar (``FuseConvAlpha``), an add of a bias (a broadcast of a scalar or of a vector
  along the output feature dimension, of the convolution's type) and an add of a side input (any addend of the
  output's shape), each once (``FuseBiasOrSideInput``: not after the activation), a ReLU, ``max(x, 0)``
  (``FuseRelu``), and a convert of an f32 result to f16 when the operands are f16 or converted from f16
  (``FuseConvertToF16``: the call then reads the f16 operands and writes the f16 result);
- dot (xla/service/gpu/transforms/gemm_rewriter.cc): a bias add, either a vector broadcast along the output's
  columns (the rhs's free dimensions, the last of the output: ``FuseVectorBiasAdd``, a cuBLASLt epilogue) or
  a matrix of the output's shape (``FuseMatrixBiasAdd``, cuBLAS's ``beta * C``), then a ReLU
  (``FuseReluActivation``). GELU's tanh-approximation pattern (``FuseGeluActivation``) is not matched, and
  cuBLAS's output conversions are FP8-only, so no convert is folded into a GEMM.

This is only what XLA:GPU does (cuDNN and cuBLAS are NVIDIA's): hespas-fuse applies it with
``library-epilogues=true``, which ``hespas simulate`` sets on hardware XLA compiles with its GPU pipeline
(``hespas.fusion_setting.models_xla_gpu``).
"""

from __future__ import annotations

from hespas.costs.rules.common import ints
from hespas.fusion.grouping import key
from hespas.fusion.outline import outline_ops
from hespas.ir import defining_op, ir, stablehlo
from hespas.ir_rewrite import top_level_user

CONVOLUTION = "stablehlo.convolution"
DOTS = frozenset({"stablehlo.dot_general", "stablehlo.dot"})
_BROADCASTS = frozenset({"stablehlo.broadcast_in_dim", "stablehlo.broadcast"})


def fuse_library_epilogues(block, block_ops: list | None = None) -> int:
    """Outline every convolution or dot of ``block`` that has an epilogue, with it; returns how many.
    ``block_ops``: the block's ops, when the caller has listed them."""
    calls = [op for op in (block_ops if block_ops is not None else (view.operation for view in block.operations))
             if op.name == CONVOLUTION or op.name in DOTS]
    count = 0
    for call in calls:
        chain = _epilogue(call, block.owner)
        if not chain:
            continue
        members = []
        if chain[-1].name == "stablehlo.convert":  # the call computes in f16: it reads the f16 operands themselves
            for position, value in enumerate(call.operands):
                producer = defining_op(value)
                if _element(value) != "f16" and producer is not None:
                    members.append(_copy_into(producer, call, position))
        members.append(call)
        for op in chain:  # a broadcast the epilogue reads (bias, zero, scale) is copied in: the call reads its operand
            for position, value in enumerate(op.operands):
                producer = defining_op(value)
                if producer is not None and producer.name in _BROADCASTS and key(producer) not in map(key, members):
                    members.append(_copy_into(producer, op, position))
            members.append(op)
        library = "cudnn" if call.name == CONVOLUTION else "cublas"
        if outline_ops(block, members, "kCustom", {"hespas.library": library}) is None:
            count += 1
    return count


def _copy_into(producer, user, position: int):
    """A copy of ``producer`` placed before ``user`` and read as its operand ``position`` (the original
    erased once nothing reads it); the copy is returned to join the kernel."""
    copy = producer.clone(ip=ir.InsertionPoint(user))
    user.operands[position] = copy.results[0]
    if _unused(producer):
        producer.erase()
    return copy


def _epilogue(call, block_owner) -> list:
    """The ops after ``call`` that XLA:GPU folds into its library call, in order."""
    is_conv = call.name == CONVOLUTION
    if not all(_static(value) for value in (*call.operands, *call.results)) or (is_conv and not _forward_conv(call)):
        return []
    chain, steps, value = [], set(), call.results[0]
    while True:
        user = _only_user(value, block_owner)
        if user is None:
            return chain
        step = _conv_step(call, user, value, steps) if is_conv else _gemm_step(call, user, value, steps)
        if step is None:
            return chain
        steps.add(step)
        chain.append(user)
        value = user.results[0]
        if step == "convert":
            return chain


def _conv_step(conv, user, value, steps: set) -> str | None:
    name = user.name
    other = _other_operand(user, value)
    if name == "stablehlo.multiply" and not steps and _broadcast_scalar(other):
        return "scale"
    if name == "stablehlo.add" and "relu" not in steps:
        feature = _conv_output_feature(conv)
        if "bias" not in steps and _broadcast_along(other, [feature]) and _same_element(other, value):
            return "bias"
        if "side" not in steps and other is not None and other.type == value.type:
            return "side"
        return None
    if name == "stablehlo.maximum" and "relu" not in steps and _broadcast_zero(other):
        return "relu"
    if (name == "stablehlo.convert" and _element(value) == "f32" and _element(user.results[0]) == "f16"
            and all(_f16_source(operand) is not None for operand in conv.operands)):
        return "convert"
    return None


def _f16_source(value):
    """``value`` if it is f16, or the f16 value it was converted from (what a cuDNN call computing in f16 reads
    instead: ``IsLosslesslyConvertibleToF16``), else None."""
    if _element(value) == "f16":
        return value
    producer = defining_op(value)
    if producer is not None and producer.name == "stablehlo.convert" and _element(producer.operands[0]) == "f16":
        return producer.operands[0]
    return None


def _gemm_step(dot, user, value, steps: set) -> str | None:
    name = user.name
    other = _other_operand(user, value)
    if name == "stablehlo.add" and not steps and other is not None and _same_element(other, value):
        rank = len(value.type.shape)
        columns = list(range(rank - _rhs_free_dims(dot), rank))
        if _broadcast_along(other, columns) or (other.type == value.type and not _is_broadcast(other)):
            return "bias"
        return None
    if name == "stablehlo.maximum" and "relu" not in steps and _broadcast_zero(other):
        return "relu"
    return None


def _forward_conv(conv) -> bool:
    """Whether XLA:GPU's convolution rewriter (gpu_conv_rewriter.cc) makes ``conv`` a forward cuDNN call: not a
    gradient of the input (``MatchBackwardInput``: lhs dilation or a reversed kernel; a 1x1 kernel without
    dilation is canonicalized to a forward call "because cudnn has special fusions for forward conv plus bias
    and activation"), not a gradient of the
    filter (``MatchBackwardFilter``; here: a kernel wider than the output, the activations' gradient
    convolved over the activations), not grouped (depthwise convolutions take no epilogue)."""
    attributes = conv.attributes
    for name in ("feature_group_count", "batch_group_count"):
        if name in attributes and ir.IntegerAttr(attributes[name]).value != 1:
            return False
    if any(d != 1 for d in ints(conv, "lhs_dilation")):
        return False
    kernel = defining_op(conv.operands[1])
    if kernel is not None and kernel.name == "stablehlo.reverse":
        return False
    dims = stablehlo.ConvDimensionNumbers(conv.attributes["dimension_numbers"])
    kernel_shape, output_shape = conv.operands[1].type.shape, conv.results[0].type.shape
    return all(kernel_shape[k] <= output_shape[o]
               for k, o in zip(dims.kernel_spatial_dimensions, dims.output_spatial_dimensions))


def _conv_output_feature(conv) -> int:
    return stablehlo.ConvDimensionNumbers(conv.attributes["dimension_numbers"]).output_feature_dimension


def _rhs_free_dims(dot) -> int:
    """How many of the output's dimensions, the last ones, come from the rhs's free dimensions."""
    rhs_rank = len(dot.operands[1].type.shape)
    if dot.name == "stablehlo.dot":
        return rhs_rank - 1
    numbers = stablehlo.DotDimensionNumbers(dot.attributes["dot_dimension_numbers"])
    return rhs_rank - len(numbers.rhs_batching_dimensions) - len(numbers.rhs_contracting_dimensions)


def _static(value) -> bool:
    return isinstance(value.type, ir.RankedTensorType) and value.type.has_static_shape


def _only_user(value, block_owner):
    uses = list(value.uses)
    if len(uses) != 1:
        return None
    user = getattr(uses[0].owner, "operation", uses[0].owner)
    if top_level_user(user, block_owner) != user or not len(user.results):
        return None
    return user


def _other_operand(user, value):
    operands = list(user.operands)
    if len(operands) != 2:
        return None
    return operands[1] if operands[0] == value else operands[0]


def _is_broadcast(value) -> bool:
    producer = defining_op(value)
    return producer is not None and producer.name in _BROADCASTS


def _broadcast_along(value, dims: list) -> bool:
    """A broadcast_in_dim of a scalar, or of a value laid along exactly ``dims`` of the result."""
    producer = defining_op(value)
    if producer is None or producer.name != "stablehlo.broadcast_in_dim":
        return False
    mapped = ints(producer, "broadcast_dimensions")
    return mapped == [] or mapped == dims


def _broadcast_scalar(value) -> bool:
    producer = defining_op(value)
    return (producer is not None and producer.name in _BROADCASTS
            and _is_scalar_constant(producer.operands[0]) is not None)


def _broadcast_zero(value) -> bool:
    producer = defining_op(value)
    return producer is not None and producer.name in _BROADCASTS and _is_scalar_constant(producer.operands[0]) == 0.0


def _is_scalar_constant(value):
    """The value of a splat constant of one element, else None."""
    producer = defining_op(value)
    if producer is None or producer.name != "stablehlo.constant":
        return None
    attr = producer.attributes["value"]
    if not isinstance(attr, ir.DenseElementsAttr) or not attr.is_splat:
        return None
    shape = value.type.shape
    if any(size != 1 for size in shape):
        return None
    splat = attr.get_splat_value()
    if isinstance(splat, ir.FloatAttr):
        return splat.value
    if isinstance(splat, ir.IntegerAttr):
        return float(splat.value)
    return None


def _element(value) -> str:
    return str(value.type.element_type)


def _same_element(a, b) -> bool:
    return a is not None and _element(a) == _element(b)


def _unused(op) -> bool:
    return all(next(iter(result.uses), None) is None for result in op.results)
