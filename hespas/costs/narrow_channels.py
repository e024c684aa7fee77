"""Convolutions cuDNN cannot run on the Tensor Cores: channel counts that miss the Tensor Cores' multiple.

cuDNN runs a convolution on the Tensor Cores only when its input and output channel counts (C and K) are
multiples of what the element type needs (NVIDIA, "Convolutional Layers User's Guide", QuickStart Checklist:
"Choose the number of input and output channels to be divisible by 8 (for FP16) or 4 (for TF32) to run
efficiently on Tensor Cores"; cuDNN Developer Guide, Legacy API, "Data and Filter Formats", lists input
and output feature maps that are multiples of 8 among the conditions for FP16 Tensor Core operations:
paraphrased, the page's full text was not at hand). The GPU preset lists the multiple per type (``[tensor_core_channel_multiple]``).
cuDNN pads packed NCHW tensors to that multiple itself (Developer Guide, "Tensor Transformations",
"Padding"), so the rule applies only to the types XLA lays out NHWC (not the preset's
``nchw_convolution_dtypes``).

XLA pads channels only for f16 (openxla/xla xla/service/gpu/transforms/cudnn_pad_for_convolutions.cc,
``TryResolvePaddedShapesForTensorCore``: "Nothing to do on non-f16 convolutions"; not for grouped
convolutions): 3 input channels with 32 or 64 output channels are padded to 4 (a cuDNN kernel made for
it; the guide's "padding to 4 channels is sufficient" for a first layer), any other C and K up to
multiples of 8 unless that grows the input, filter or output by more than 1.35x (``kMaxBytesTouchedBound``).
bf16 and f32 convolutions reach cuDNN with their own channel counts.

A convolution that misses the multiple runs on the CUDA cores, at the GPU's FP32 CUDA-core rate (the
preset's f32 vector peak), without the Tensor Core efficiency curve: the stream executor gives cuDNN an f32
compute type for f16 convolutions (TensorFlow's stream_executor/cuda/cuda_dnn.cc, ``GetConvComputeType``,
``ConvDoFP32ComputationFP16Input``, "By default it is turned on"); hespas assumes the same for bf16, which
was not checked in today's XLA.
"""

from __future__ import annotations

# cudnn_pad_for_convolutions.cc: the only type XLA pads, the stem case (3 channels padded to 4), the size bound.
XLA_PADDED_DTYPE = "f16"
_STEM_INPUT_CHANNELS, _STEM_OUTPUT_CHANNELS = 3, (32, 64)
_XLA_PAD_MULTIPLE = 8
_MAX_BYTES_TOUCHED_GROWTH = 1.35


def _round_up(n: int, multiple: int) -> int:
    return -(-n // multiple) * multiple


def xla_pads_for_tensor_cores(dtype: str, input_channels: int, output_channels: int, grouped: bool) -> bool:
    """Whether XLA:GPU pads this convolution's channels so that cuDNN can run it on the Tensor Cores.

    The largest growth of the padding is the filter's (it holds both channel dims): the input grows by
    C'/C, the output by K'/K, the filter by both, so the bound is checked on the filter."""
    if dtype != XLA_PADDED_DTYPE or grouped:
        return False
    if input_channels == _STEM_INPUT_CHANNELS and output_channels in _STEM_OUTPUT_CHANNELS:
        return True
    padded = _round_up(input_channels, _XLA_PAD_MULTIPLE) * _round_up(output_channels, _XLA_PAD_MULTIPLE)
    return padded <= input_channels * output_channels * _MAX_BYTES_TOUCHED_GROWTH


def on_tensor_cores(dtype: str, input_channels: int, output_channels: int, multiple: int, grouped: bool) -> bool:
    """Whether cuDNN runs a convolution of these channel counts (per group) on the Tensor Cores, where the
    type needs channel counts that are multiples of ``multiple``."""
    if input_channels % multiple == 0 and output_channels % multiple == 0:
        return True
    return xla_pads_for_tensor_cores(dtype, input_channels, output_channels, grouped)


def channel_multiples(table, nchw_dtypes, use_tf32: bool) -> dict[str, int]:
    """The preset's multiples for the types the rule covers: NHWC types only (cuDNN pads NCHW itself), and
    f32 only where it runs on the Tensor Cores at all (TF32)."""
    found = {dtype: int(multiple) for dtype, multiple in table.items() if dtype not in nchw_dtypes}
    if not use_tf32:
        found.pop("f32", None)
    return found

