"""A region's content hash: equal for regions with the same ops, types and attributes.

The hash covers the generic-form printing of the region function with its name
replaced, locations left out and hespas.* attributes removed (costs follow from
the content). SSA names print by position, so two copies of one computation
hash alike wherever they sit in the program.
"""

from __future__ import annotations

import hashlib

from hespas.ir import ir

HASH_HEX_DIGITS = 16
_PLACEHOLDER_NAME = "region"


def region_hash(func_op) -> str:
    clone = func_op.operation.clone(ip=False)
    clone.attributes["sym_name"] = ir.StringAttr.get(_PLACEHOLDER_NAME)
    clone.walk(_strip_hespas_attributes)
    text = clone.get_asm(print_generic_op_form=True, enable_debug_info=False, assume_verified=True)
    clone.erase()
    return hashlib.sha256(text.encode()).hexdigest()[:HASH_HEX_DIGITS]


def _strip_hespas_attributes(op) -> "ir.WalkResult":
    for name in [name for name in op.attributes.keys() if name.startswith("hespas.")]:
        del op.attributes[name]
    return ir.WalkResult.ADVANCE
