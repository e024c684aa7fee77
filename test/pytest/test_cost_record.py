"""The one cost record: sums, bounds, and its hespas.cost attribute written and read back."""

from __future__ import annotations

import pytest

from hespas.attributes import read_cost, write_cost
from hespas.cost_record import COMPUTE, FREE, MEMORY, CostRecord, CostSum
from hespas.diagnostics import HespasError
from hespas.ir import INT64_MAX, ir, make_context
from hespas.partition.costs import RegionCost


def test_a_sum_scales_and_takes_the_bound_of_its_terms():
    matmul = CostRecord(flops=1000, bytes_read=60, bytes_written=20, compute_ns=10.0, memory_ns=4.0, time_ns=11.0,
                        bound=COMPUTE)
    copy = CostRecord(bytes_read=400, bytes_written=400, memory_ns=8.0, time_ns=9.0, bound=MEMORY)
    total = CostSum()
    total.add(matmul, 3)  # a loop body run 3 times
    total.add(copy)
    # flops 3 * 1000; bytes 3 * 80 + 800 = 1040; compute 3 * 10 = 30 ns >= memory 3 * 4 + 8 = 20 ns
    assert (total.flops, total.bytes_read + total.bytes_written, total.time_ns) == (3000, 1040, 3 * 11.0 + 9.0)
    assert total.bound == COMPUTE
    assert isinstance(total.flops, int)  # whole times keep counts exact
    assert total.scaled(0.5).bound == COMPUTE and CostSum().bound == FREE


def test_a_fractional_sum_becomes_a_record_of_whole_counts():
    mean = CostSum()
    for flops in (3, 4):  # the mean of two branches: 1.5 + 2 = 3.5 flops, rounded to 4 (half to even)
        mean.add(CostRecord(flops=flops, compute_ns=1.0, time_ns=1.0, bound=COMPUTE), 0.5)
    record = mean.record("roofline", trip_count=2)
    assert record == CostRecord(flops=4, compute_ns=1.0, time_ns=1.0, bound=COMPUTE, estimator="roofline",
                                trip_count=2)


def test_a_region_weighs_its_ops_times_by_their_bounds():
    # read back from attributes: no compute or memory terms, only time and bound
    region = RegionCost()
    for record in (CostRecord(time_ns=5.0, bound=COMPUTE), CostRecord(time_ns=3.0, bound=MEMORY),
                   CostRecord(time_ns=4.0, bound=MEMORY)):
        region.add(record)
    # compute-bound ops 5 ns < memory-bound ops 3 + 4 = 7 ns; a plain sum of the (zero) terms would say compute
    assert region.bound == MEMORY and CostSum.bound.fget(region) == COMPUTE
    outer = RegionCost()
    outer.add(region)
    outer.add(CostRecord(time_ns=3.0, bound=COMPUTE))  # compute 5 + 3 = 8 ns >= memory 7 ns
    assert outer.time_ns == 15.0 and outer.bound == COMPUTE


def test_a_record_round_trips_through_its_attribute():
    record = CostRecord(flops=2**40, transcendentals=7, bytes_read=48, bytes_written=16, compute_ns=3.0,
                        memory_ns=1.0, time_ns=4.5, bound=COMPUTE, estimator="scalesim", trip_count=12,
                        cycles=900.0, energy_pJ=2.5)
    with make_context(), ir.Location.unknown() as location:
        attr = write_cost(record, location, {"hardware": "h100"})
        assert ir.FloatAttr(attr["cycles"]).value == 900.0 and ir.StringAttr(attr["hardware"]).value == "h100"
        assert "compute_ns" not in attr  # the terms are not stored: read back, they are 0
        back = read_cost(attr, location)
        assert back == CostRecord(flops=2**40, transcendentals=7, bytes_read=48, bytes_written=16, time_ns=4.5,
                                  bound=COMPUTE, estimator="scalesim", trip_count=12)
        assert "transcendentals" not in write_cost(CostRecord(), location)  # only where there are some


def test_a_count_beyond_int64_is_refused():
    with make_context(), ir.Location.unknown() as location:
        with pytest.raises(HespasError, match="beyond the int64 range"):
            write_cost(CostRecord(flops=INT64_MAX + 1), location)
        with pytest.raises(HespasError, match="not a finite count"):
            write_cost(CostSum(flops=float("inf")).record(), location)
