"""hespas-fuse: model XLA's GPU fusion on unfused StableHLO (run it before hespas-annotate-costs).

Producer-consumer chains of elementwise ops, broadcasts, converts, reshapes and
other data movement become one ``mhlo.fusion`` (kLoop); a reduction takes its
loop-fusible producers and its elementwise epilogue (kInput). dot, convolution
and the other library-call or special ops stay kernels of their own. A module
whose program already has ``mhlo.fusion`` ops (exported after XLA's own fusion) is
left as it is; a module it fuses is marked ``hespas.fused``. Calls are inlined first, as XLA's CallInliner
does. Only functions the entries (the public ones and ``main``) reach through calls are fused:
a private function no one calls is no code XLA compiles (HloDCE), and an ``mhlo.fusion`` in it does not
count. See ``hespas.fusion`` for the rules.

``attention=fused`` first outlines each attention pattern (scores, scale, mask,
softmax, weighted sum, and its backward) as one FlashAttention-style kernel
(``hespas.fusion.attention``); ``materialized`` (the default: what XLA compiles
a written-out attention into) leaves it to the ordinary rules. ``hespas simulate``
takes the hardware preset's ``attention`` entry.

``library-epilogues=true`` first folds the epilogues XLA:GPU's cuDNN and cuBLAS rewriters fold into a
convolution or a dot (bias, side input, scale, ReLU, an f32-to-f16 output convert;
``hespas.fusion.epilogues``); ``hespas simulate`` sets it on GPU hardware.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.fusion import fuse_module
from hespas.hardware import ATTENTION_MODES
from hespas.pass_framework import HespasPass, option


@dataclass
class Fuse(HespasPass):
    ARGUMENT = "hespas-fuse"
    DESCRIPTION = "Group elementwise chains, broadcasts, converts and reduction epilogues into mhlo.fusion kernels"
    REJECTS = ("costs",)
    NESTING_ADDED = 2  # an mhlo.fusion body; a kernel may hold a fused-attention fusion

    attention: str = option("materialized", "attention patterns: 'fused' (one FlashAttention-style kernel forward, "
                            "one backward) or 'materialized' (score tensors in memory)", choices=ATTENTION_MODES)

    library_epilogues: bool = option(False, "fold bias, side-input, scale, ReLU and output-convert epilogues into "
                                     "convolutions and dots as XLA:GPU's cuDNN and cuBLAS rewriters do (hespas "
                                     "simulate: on for GPU hardware)")

    def run(self, module) -> None:
        fuse_module(module, self.attention, self.library_epilogues)


PASS = Fuse
