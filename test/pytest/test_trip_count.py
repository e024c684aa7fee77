"""Static trip counts of the while loops JAX emits for fori_loop, scan and while_loop."""

import jax
import jax.numpy as jnp
import pytest

from hespas.costs.trip_count import static_trip_count
from hespas.ir import ir, make_context, parse_module, passmanager
from hespas.passes import create_pass


def _while_ops(text: str):
    context = make_context()
    module = parse_module(text, context)
    found = []
    module.operation.walk(lambda op: (found.append(op) if op.name == "stablehlo.while" else None)
                          or ir.WalkResult.ADVANCE)
    return context, module, found


@pytest.mark.parametrize("lower, expected", [
    (lambda: jax.jit(lambda x: jax.lax.fori_loop(0, 7, lambda i, c: c * 2.0, x)).lower(jnp.ones(4)), 7),
    (lambda: jax.jit(lambda x: jax.lax.fori_loop(3, 20, lambda i, c: c + i, x)).lower(jnp.ones((), jnp.int32)), 17),
    (lambda: jax.jit(lambda xs: jax.lax.scan(lambda c, x: (c + x, c), 0.0, xs)).lower(jnp.ones(13)), 13),
    (lambda: jax.jit(lambda x: jax.lax.while_loop(lambda c: c[0] < 10, lambda c: (c[0] + 3, c[1] * 2), (0, x)))
     .lower(jnp.ones(3)), 4),
])
def test_jax_loops_have_their_trip_count(lower, expected):
    _, _, loops = _while_ops(lower().as_text())
    assert [static_trip_count(op) for op in loops] == [expected]


@pytest.mark.parametrize("direction, limit, step, expected", [
    ("GT", 5, 1, 0),  # 0 > 5 is false at the start: no trip, though the counter steps away from the limit
    ("GE", 5, 1, 0),  # 0 >= 5: no trip
    ("NE", 0, 2, 0),  # 0 != 0: no trip
    ("LT", 5, -1, None),  # 0 < 5 holds and the counter steps away: the loop never ends, no count
])
def test_a_loop_whose_condition_is_false_at_the_start_runs_no_trip(direction, limit, step, expected):
    text = f"""
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %step = stablehlo.constant dense<{step}> : tensor<i32>
  %limit = stablehlo.constant dense<{limit}> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4xf32>
   cond {{
    %p = stablehlo.compare {direction}, %i, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %e = stablehlo.exponential %v : tensor<4xf32>
    %k = stablehlo.add %i, %step : tensor<i32>
    stablehlo.return %k, %e : tensor<i32>, tensor<4xf32>
  }}
  return %r#1 : tensor<4xf32>
}}"""
    _, _, loops = _while_ops(text)
    assert [static_trip_count(op) for op in loops] == [expected]


@pytest.mark.parametrize("dtype, start, direction, limit, step, expected", [
    ("i32", 2147483640, "LE", 2147483647, 1, None),  # reaching 2^31 - 1 it wraps to -2^31: it never stops
    ("i32", 2147483640, "LT", 2147483647, 1, 7),  # the last value, 2^31 - 1, fails the condition and fits
    ("i8", 0, "LT", 127, 2, None),  # 0, 2, ..., 126, then 128 does not fit i8: it wraps before reaching 127
    ("ui8", 0, "LE", 255, 1, None),  # 255 + 1 wraps to 0
    ("ui8", 250, "NE", 0, 1, None),  # 250 ... 255 wraps to 0 and stops there: not counted as 6 trips
    ("i64", 0, "LT", 10, 3, 4),
])
def test_a_counter_that_would_leave_its_type_has_no_static_count(dtype, start, direction, limit, step, expected):
    # before: 2147483640 <= 2147483647 in i32 counted 8 trips, though the counter wraps and the loop never ends
    text = f"""
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %c0 = stablehlo.constant dense<{start}> : tensor<{dtype}>
  %step = stablehlo.constant dense<{step}> : tensor<{dtype}>
  %limit = stablehlo.constant dense<{limit}> : tensor<{dtype}>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<{dtype}>, tensor<4xf32>
   cond {{
    %p = stablehlo.compare {direction}, %i, %limit : (tensor<{dtype}>, tensor<{dtype}>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %e = stablehlo.exponential %v : tensor<4xf32>
    %k = stablehlo.add %i, %step : tensor<{dtype}>
    stablehlo.return %k, %e : tensor<{dtype}>, tensor<4xf32>
  }}
  return %r#1 : tensor<4xf32>
}}"""
    _, _, loops = _while_ops(text)
    assert [static_trip_count(op) for op in loops] == [expected]


def test_data_dependent_loop_has_none():
    lowered = jax.jit(lambda x, n: jax.lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 2), (0, x)))
    _, _, loops = _while_ops(lowered.lower(jnp.ones(3), 5).as_text())
    assert [static_trip_count(op) for op in loops] == [None]


def test_scan_body_is_costed_once_per_iteration():
    def step(carry, w):
        return jnp.tanh(carry @ w), None

    lowered = jax.jit(lambda x, ws: jax.lax.scan(step, x, ws)[0]).lower(jnp.ones((8, 64)), jnp.ones((12, 64, 64)))
    context, module, _ = _while_ops(lowered.as_text())
    with context:
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", "hardware=h100").add_to(pm)
        pm.run(module.operation)
    totals = module.operation.attributes["hespas.totals"]
    matmul_flops = 12 * 2 * 8 * 64 * 64
    assert matmul_flops <= totals["flops"].value < matmul_flops * 1.05
    assert totals["transcendentals"].value == 12 * 8 * 64


def test_xla_optimized_loops_are_seen_through_fusions_and_copies(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    # The scan example's global module read at XLA's optimized stage (its loop counter inside fusions and
    # copies), and its per-device module as exported at the default stage (JAX's scan loop as partitioned).
    examples = Path(__file__).resolve().parents[2] / "examples/llama_fsdp"
    optimized = tmp_path / "optimized.mlir"
    source = examples / "llama_fsdp_scan_8_devices.global.mlir"
    subprocess.run([sys.executable, "-m", "hespas.tools.hespas_opt", str(source),
                    "--stage", "optimized", "-o", str(optimized)], check=True, capture_output=True,
                   cwd=tmp_path)  # outside the checkout: an installed hespas, not the checkout's package
    for path, fused in ((optimized, True), (examples / "llama_fsdp_scan_8_devices.partitioned.mlir", False)):
        _, module, loops = _while_ops(path.read_text())
        fusions = []
        module.operation.walk(lambda op: (fusions.append(op) if op.name == "mhlo.fusion" else None)
                              or ir.WalkResult.ADVANCE)
        assert bool(fusions) == fused, path
        assert [static_trip_count(op) for op in loops] == [4, 4], path  # forward and backward scans, 4 layers


@pytest.mark.parametrize("dtype, start, limit, step", [
    ("f32", "0.0", "4.0", "1.5"),  # 3 trips; read as integers it was 0, 4, 1: 4
    ("f64", "0.0", "4.0", "1.0"),
    ("bf16", "1.0", "8.0", "1.0"),
])
def test_a_counter_that_is_not_an_integer_has_no_static_count(dtype, start, limit, step):
    # Before: the count cast the counter's type to an integer type and annotate-costs died with a
    # traceback (ValueError: Cannot cast type to IntegerType) on this valid program.
    text = f"""
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %c0 = stablehlo.constant dense<{start}> : tensor<{dtype}>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<{dtype}>, tensor<4xf32>
   cond {{
    %limit = stablehlo.constant dense<{limit}> : tensor<{dtype}>
    %p = stablehlo.compare LT, %i, %limit : (tensor<{dtype}>, tensor<{dtype}>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %step = stablehlo.constant dense<{step}> : tensor<{dtype}>
    %e = stablehlo.exponential %v : tensor<4xf32>
    %k = stablehlo.add %i, %step : tensor<{dtype}>
    stablehlo.return %k, %e : tensor<{dtype}>, tensor<4xf32>
  }}
  return %r#1 : tensor<4xf32>
}}"""
    context, module, loops = _while_ops(text)
    assert [static_trip_count(op) for op in loops] == [None]
    with context:
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", "hardware=h100 default-trip-count=3").add_to(pm)
        pm.run(module.operation)
    assert module.operation.attributes["hespas.totals"]["transcendentals"].value == 3 * 4


@pytest.mark.parametrize("returned, expected", [("%lt, %gt", 0), ("%gt, %lt", 4)])
def test_a_multi_output_fusion_is_read_at_the_result_the_condition_returns(returned, expected):
    # Found by hand: the count read the fusion's first result whichever one the condition returned, so a loop
    # testing 0 > 4 (no trip) was counted as 0 < 4 (4 trips).
    text = f"""
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4xf32>
   cond {{
    %lim = stablehlo.constant dense<4> : tensor<i32>
    %f:2 = "mhlo.fusion"(%i, %lim) ({{
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %gt = stablehlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "mhlo.return"({returned}) : (tensor<i1>, tensor<i1>) -> ()
    }}) {{fusion_kind = #mhlo<fusion_kind kLoop>}} : (tensor<i32>, tensor<i32>) -> (tensor<i1>, tensor<i1>)
    stablehlo.return %f#1 : tensor<i1>
  }} do {{
    %step = stablehlo.constant dense<1> : tensor<i32>
    %k = stablehlo.add %i, %step : tensor<i32>
    %e = stablehlo.exponential %v : tensor<4xf32>
    stablehlo.return %k, %e : tensor<i32>, tensor<4xf32>
  }}
  return %r#1 : tensor<4xf32>
}}"""
    _, _, loops = _while_ops(text)
    assert [static_trip_count(op) for op in loops] == [expected]
