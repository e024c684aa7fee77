"""hespas-fuse's multi-output rule compares reductions as XLA:GPU's reduction emitter sees them: size-1 dimensions
dropped (ReductionDegenerateDimRemover), then GetReductionKindAndContiguousComponents (xla/service/gpu/
reduction_utils.cc): (is a row reduction, (major, middle, minor) element counts). Each case derived by hand."""

from __future__ import annotations

import pytest

from hespas.fusion.multi_output import reduction_components


@pytest.mark.parametrize("shape, reduced, expected", [
    # kept {1} contiguous: partition (16, 64, 1), minor 1: a column reduction of 16 rows into 64 columns
    ((16, 64), (0,), (False, (1, 16, 64))),
    # kept {0}: partition (1, 16, 64): a row reduction of 16 rows of 64
    ((16, 64), (1,), (True, (1, 16, 64))),
    # batch-norm statistics, NHWC, with and without a leading size-1 dimension: both 802,816 rows into 64 columns
    ((1, 256, 56, 56, 64), (1, 2, 3), (False, (1, 802816, 64))),
    ((256, 56, 56, 64), (0, 1, 2), (False, (1, 802816, 64))),
    # kept {1} between reduced dimensions: partition (8, 4, 16), a row reduction with a batch of 8
    ((8, 4, 16), (0, 2), (True, (8, 4, 16))),
    # everything reduced: one row of 64
    ((4, 16), (0, 1), (True, (1, 1, 64))),
    # kept {0, 2} not contiguous, reduced {1} contiguous: partition by it (2, 3, 4), minor 4: a column reduction
    ((2, 3, 4), (1,), (False, (2, 3, 4))),
    # a size-1 dimension between kept ones: [6, 1, 5] over {0} is [6, 5] over {0}
    ((6, 1, 5), (0,), (False, (1, 6, 5))),
    # neither the kept {0, 2} nor the reduced {1, 3} dimensions contiguous: no reduction kernel; itself
    ((2, 3, 4, 5), (1, 3), ((2, 3, 4, 5), (1, 3))),
])
def test_reduction_components(shape, reduced, expected):
    assert reduction_components(shape, reduced) == expected
