"""hespas-memory: hand-computed peaks (straight line, donation, in-place rules, while, call, if),
diagnostics, and the shipped examples against a device that holds them and one that does not."""

import json
from pathlib import Path

import pytest

from hespas.diagnostics import HespasError, current_input_name
from hespas.ir import ir, load_module, make_context, parse_module, passmanager
from hespas.memory import MemoryAnalyzer
from hespas.passes import create_pass

ROOT = Path(__file__).resolve().parents[2]
TINY_DEVICE = ROOT / "test/Inputs/memory_16KiB_device.toml"
KIB4 = 4096  # bytes of a tensor<1024xf32>

EXPAND = """
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %big = stablehlo.broadcast_in_dim {x}, dims = [1] : (tensor<1024xf32>) -> tensor<4x1024xf32>
  %sum = stablehlo.reduce(%big init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
"""
EXPAND_BYTES = 4 * KIB4 + 4 + KIB4  # broadcast + init + reduce result, live together at the reduce


def analyze(text: str) -> dict:
    """Function name -> FunctionMemory, and the module's entry under None."""
    with make_context():
        module = parse_module(text, None)
        analyzer = MemoryAnalyzer()
        entry, _ = analyzer.analyze_module(module.operation)
        return {None: entry, **analyzer._results}


def test_straight_line():
    memory = analyze(f"""
    func.func @f(%a: tensor<1024xf32>) -> tensor<1024xf32> {{
      {EXPAND.format(x="%a")}
      %out = stablehlo.add %sum, %a : tensor<1024xf32>
      return %out : tensor<1024xf32>
    }}""")["f"]
    assert memory.peak_bytes == KIB4 + EXPAND_BYTES
    assert memory.temporary_peak_bytes == 4 * KIB4 + 4
    assert (memory.argument_bytes, memory.result_bytes, memory.alias_bytes) == (KIB4, KIB4, 0)


def test_freed_buffers_are_not_counted_twice():
    # %b dies at %c, so at %d only %a, %c and %d are live.
    memory = analyze("""
    func.func @f(%a: tensor<1024xf32>) -> tensor<1024xi32> {
      %b = stablehlo.negate %a : tensor<1024xf32>
      %c = stablehlo.convert %b : (tensor<1024xf32>) -> tensor<1024xi32>
      %d = stablehlo.not %c : tensor<1024xi32>
      return %d : tensor<1024xi32>
    }""")["f"]
    assert memory.peak_bytes == 3 * KIB4  # %a, %b, %c at the convert (a new type: no in-place write)


@pytest.mark.parametrize("attribute, peak, alias", [
    ("", 3 * KIB4, 0),
    ("{tf.aliasing_output = 0 : i32}", 2 * KIB4, KIB4),
    ("{jax.buffer_donor = true}", 2 * KIB4, KIB4),
])
def test_donation(attribute, peak, alias):
    memory = analyze(f"""
    func.func @update(%p: tensor<1024xf32> {attribute}, %g: tensor<1024xf32>) -> tensor<1024xf32> {{
      %0 = stablehlo.subtract %p, %g : tensor<1024xf32>
      return %0 : tensor<1024xf32>
    }}""")["update"]
    assert (memory.peak_bytes, memory.alias_bytes) == (peak, alias)


def test_donated_buffer_still_read_later_is_not_overwritten():
    # %p is read again after the subtract, so the subtract cannot write over it.
    memory = analyze("""
    func.func @f(%p: tensor<1024xf32> {jax.buffer_donor = true}, %g: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
      %0 = stablehlo.subtract %p, %g : tensor<1024xf32>
      %1 = stablehlo.multiply %p, %0 : tensor<1024xf32>
      return %0, %1 : tensor<1024xf32>, tensor<1024xf32>
    }""")["f"]
    # %p, %g and a new buffer for %0; the multiply then writes over %p, which dies there: %1 is the result in the
    # donated buffer (the donor's declared partner, by type, was %0)
    assert memory.peak_bytes == 3 * KIB4
    assert (memory.argument_bytes, memory.result_bytes, memory.alias_bytes, memory.temporary_peak_bytes) == \
        (2 * KIB4, 2 * KIB4, KIB4, 0)
    assert _breakdown(memory) == memory.peak_bytes


def _breakdown(memory) -> int:
    """What the fields say the peak is at most (XLA's memory_analysis total has the same form)."""
    return memory.argument_bytes + memory.result_bytes - memory.alias_bytes + memory.temporary_peak_bytes


TRANSPOSE = """
    func.func @main(%x: tensor<16x16xf32> {tf.aliasing_output = 0 : i32}) -> tensor<16x16xf32> {
      %y = stablehlo.transpose %x, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      return %y : tensor<16x16xf32>
    }"""


def test_a_donated_buffer_the_output_cannot_be_written_into_aliases_nothing():
    # before: alias_bytes was the declared output's 1024 bytes, so the fields added up to 1024 + 1024 - 1024 + 0 =
    # 1024 bytes against a peak of 2048: the transpose reads %x while it writes %y, so %y has a buffer of its own
    memory = analyze(TRANSPOSE)["main"]
    assert (memory.peak_bytes, memory.argument_bytes, memory.result_bytes) == (2048, 1024, 1024)
    assert (memory.alias_bytes, memory.temporary_peak_bytes) == (0, 0)
    assert _breakdown(memory) == memory.peak_bytes


def test_the_json_report_carries_the_fields(tmp_path):
    from hespas.cli import main

    step = tmp_path / "step.mlir"
    step.write_text(TRANSPOSE)
    assert main(["simulate", str(step), "--hardware", "h100", "--json", str(tmp_path / "report.json")]) == 0
    memory = json.loads((tmp_path / "report.json").read_text())["memory"]
    assert {key: memory[key] for key in ("peak_bytes", "argument_bytes", "result_bytes", "alias_bytes",
                                         "temporary_peak_bytes")} == {
        "peak_bytes": 2048, "argument_bytes": 1024, "result_bytes": 1024, "alias_bytes": 0, "temporary_peak_bytes": 0}


def test_a_donated_buffer_read_after_the_output_is_made_aliases_nothing():
    # %x is read by the multiply, after the add made %y: %y cannot be written over %x; the multiply writes over %y
    # (its first operand that dies there), and %x's buffer is freed. At the add: %x, %c and %y, 3072 bytes; %c is
    # the only temporary. Before: 1024 + 1024 - 1024 (declared) + 1024 = 2048 bytes, under the peak.
    memory = analyze("""
    func.func @main(%x: tensor<256xf32> {jax.buffer_donor = true}) -> tensor<256xf32> {
      %c = stablehlo.constant dense<1.0> : tensor<256xf32>
      %y = stablehlo.add %x, %c : tensor<256xf32>
      %r = stablehlo.multiply %y, %x : tensor<256xf32>
      return %r : tensor<256xf32>
    }""")["main"]
    assert (memory.peak_bytes, memory.argument_bytes, memory.result_bytes) == (3072, 1024, 1024)
    assert (memory.alias_bytes, memory.temporary_peak_bytes) == (0, 1024)
    assert _breakdown(memory) == memory.peak_bytes


def test_the_fields_bound_the_peak_when_a_donated_buffer_is_freed_early():
    # what `hespas export` writes for `lambda x: x.T * 2.0` with x (16x16 f32) donated: the transpose cannot write
    # over %arg0, which dies there and is freed; the multiply writes over the transpose's buffer. The peak, 2052
    # bytes, is at the broadcast (%0, %cst, %1), where %arg0 is no longer live: the fields, 1024 + 1024 - 0 + 1028
    # (%cst and %1) = 3076 bytes, are an upper bound. Before, alias_bytes was the declared 1024 although no result
    # is in %arg0's buffer.
    memory = analyze("""
    module attributes {mhlo.input_output_alias = [{alias = {kind = "may_alias", parameter_index = array<i64>, parameter_number = 0 : i64}, output_index = array<i64>}]} {
      func.func @main(%arg0: tensor<16x16xf32>) -> tensor<16x16xf32> {
        %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
        %2 = stablehlo.multiply %0, %1 : tensor<16x16xf32>
        return %2 : tensor<16x16xf32>
      }
    }""")["main"]
    assert (memory.peak_bytes, memory.argument_bytes, memory.result_bytes) == (2052, 1024, 1024)
    assert (memory.alias_bytes, memory.temporary_peak_bytes) == (0, 1028)
    assert _breakdown(memory) == 3076


def test_constants_are_never_overwritten():
    memory = analyze("""
    func.func @f(%a: tensor<1024xf32>) -> tensor<1024xf32> {
      %c = stablehlo.constant dense<1.0> : tensor<1024xf32>
      %0 = stablehlo.add %c, %a : tensor<1024xf32>
      return %0 : tensor<1024xf32>
    }""")["f"]
    assert memory.peak_bytes == 3 * KIB4


def test_while_body_on_top_of_the_carried_values():
    memory = analyze(f"""
    func.func @f(%x: tensor<1024xf32> {{jax.buffer_donor = true}}, %w: tensor<1024xf32>) -> tensor<1024xf32> {{
      %c0 = stablehlo.constant dense<0> : tensor<i32>
      %r:3 = stablehlo.while(%i = %c0, %v = %x, %k = %w) : tensor<i32>, tensor<1024xf32>, tensor<1024xf32>
      cond {{
        %limit = stablehlo.constant dense<10> : tensor<i32>
        %p = stablehlo.compare LT, %i, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      }} do {{
        {EXPAND.format(x="%v")}
        %one = stablehlo.constant dense<1> : tensor<i32>
        %n = stablehlo.add %i, %one : tensor<i32>
        stablehlo.return %n, %sum, %k : tensor<i32>, tensor<1024xf32>, tensor<1024xf32>
      }}
      return %r#1 : tensor<1024xf32>
    }}""")["f"]
    # Around the loop: %x (donated, dies at the loop: the loop state), %w (passed through
    # unchanged: no copy), the counter's constant and its copy (4 + 4). Inside: EXPAND_BYTES.
    assert memory.peak_bytes == 2 * KIB4 + 8 + EXPAND_BYTES


def test_calls_add_the_callee_peak_at_each_call_site():
    memory = analyze(f"""
    func.func private @g(%a: tensor<1024xf32>) -> tensor<1024xf32> {{
      {EXPAND.format(x="%a")}
      return %sum : tensor<1024xf32>
    }}
    func.func @f(%x: tensor<1024xf32>) -> tensor<1024xf32> {{
      %0 = func.call @g(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
      return %0 : tensor<1024xf32>
    }}""")
    assert memory["g"].peak_bytes == KIB4 + EXPAND_BYTES
    assert memory["f"].peak_bytes == KIB4 + EXPAND_BYTES  # %x, then the callee's own peak, its result included
    assert memory[None] == memory["f"]  # the public function is the entry


def test_if_takes_the_largest_branch():
    memory = analyze(f"""
    func.func @f(%p: tensor<i1>, %x: tensor<1024xf32>) -> tensor<1024xf32> {{
      %0 = "stablehlo.if"(%p) ({{
        %n = stablehlo.negate %x : tensor<1024xf32>
        stablehlo.return %n : tensor<1024xf32>
      }}, {{
        {EXPAND.format(x="%x")}
        stablehlo.return %sum : tensor<1024xf32>
      }}) : (tensor<i1>) -> tensor<1024xf32>
      return %0 : tensor<1024xf32>
    }}""")["f"]
    assert memory.peak_bytes == 1 + KIB4 + EXPAND_BYTES


@pytest.fixture()
def input_named_dyn():
    token = current_input_name.set("dyn.mlir")  # what hespas-opt sets to the input file's name
    yield
    current_input_name.reset(token)


def test_unbounded_values_are_all_named(input_named_dyn):
    with make_context():
        module = parse_module("""
        func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32, #stablehlo.bounds<16>>) -> tensor<?xf32> {
          %0 = stablehlo.add %a, %a : tensor<?xf32>
          return %0 : tensor<?xf32>
        }""", None, "dyn.mlir")
        with pytest.raises(HespasError) as caught:
            MemoryAnalyzer().analyze_module(module.operation)
    message = caught.value.message
    assert "2 unbounded: %arg0 : tensor<?xf32> at dyn.mlir:2:" in message and "%0 : tensor<?xf32> at dyn.mlir:3:" in message
    assert "%arg1" not in message  # bounded: sized at its bound


def test_an_unbounded_block_argument_of_a_nested_region_is_named(input_named_dyn):
    # the only value of unknown size is the while body's loop state (%s); every op result is a static tensor
    with make_context():
        module = parse_module("""
        func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
          %0 = "stablehlo.while"(%a) ({
          ^bb0(%c: tensor<4xf32>):
            %t = stablehlo.constant dense<true> : tensor<i1>
            stablehlo.return %t : tensor<i1>
          }, {
          ^bb0(%s: tensor<?xf32>):
            %z = stablehlo.constant dense<0.0> : tensor<4xf32>
            stablehlo.return %z : tensor<4xf32>
          }) : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }""", None, "dyn.mlir")
        with pytest.raises(HespasError) as caught:
            MemoryAnalyzer().analyze_module(module.operation)
    assert "1 unbounded: %iterArg : tensor<?xf32> at dyn.mlir:8:16" in caught.value.message


def test_bounded_and_non_tensor_values_pass_the_bound_check():
    # a token and a bounded dynamic tensor are not static tensors, and neither is refused
    memory = analyze("""
    func.func @f(%t: !stablehlo.token, %b: tensor<?xf32, #stablehlo.bounds<16>>) -> !stablehlo.token {
      %0 = stablehlo.after_all %t, %t : !stablehlo.token
      return %0 : !stablehlo.token
    }""")["f"]
    assert memory.argument_bytes == 64  # 16 f32 at the bound: 16 * 4 (the token sizes to 0)


def test_recursion_is_an_error():
    with pytest.raises(HespasError, match="recursive call to @f"):
        analyze("""
        func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
          %0 = func.call @f(%a) : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }""")


EXAMPLES = sorted(ROOT.glob("examples/*/*.partitioned.mlir")) + [
    ROOT / "examples/mlp_data_parallel/mlp_train_step_8_devices.mlir"]


def _memory_attr(path, hardware: str) -> dict:
    with make_context() as context:
        module = load_module(path, context)
        manager = passmanager.PassManager.parse("builtin.module()")
        create_pass("hespas-annotate-costs", "hardware=h100").add_to(manager)
        create_pass("hespas-memory", f"hardware={hardware}").add_to(manager)
        manager.run(module.operation)
        assert "hespas.totals" in module.operation.attributes
        attr = ir.DictAttr(module.operation.attributes["hespas.memory"])
        return {name: attr[name].value for name in ("peak_bytes", "capacity_bytes", "fits", "argument_bytes",
                                                    "result_bytes", "alias_bytes", "temporary_peak_bytes")}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda path: path.parent.name + "/" + path.name.split(".")[0])
def test_examples_annotate_and_fit_an_h100_but_not_16_KiB(path, capsys):
    on_h100 = _memory_attr(path, "h100")
    assert on_h100["fits"] and on_h100["argument_bytes"] < on_h100["peak_bytes"] < 2**30
    assert on_h100["alias_bytes"] <= min(on_h100["argument_bytes"], on_h100["result_bytes"])
    assert on_h100["argument_bytes"] + on_h100["result_bytes"] - on_h100["alias_bytes"] \
        + on_h100["temporary_peak_bytes"] >= on_h100["peak_bytes"]
    tiny = _memory_attr(path, str(TINY_DEVICE))
    assert not tiny["fits"] and tiny["capacity_bytes"] == 16384
    over = tiny["peak_bytes"] - 16384
    assert f"({over} bytes) over" in capsys.readouterr().err


def test_a_declared_callee_costs_its_results():
    memory = analyze("""
    func.func private @external(%a: tensor<1024xf32>) -> tensor<1024xf32>
    func.func @f(%x: tensor<1024xf32>) -> tensor<1024xf32> {
      %0 = func.call @external(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
      return %0 : tensor<1024xf32>
    }""")
    assert memory["external"].peak_bytes == 2 * KIB4
    assert memory["f"].peak_bytes == 2 * KIB4


def test_a_fusion_that_captures_its_operand_from_above_gets_a_new_buffer():
    # tools/fuzz.py, seed 7 case 917: an mhlo.fusion whose body reads %a from above (no block arguments) ended
    # in an IndexError looking up its parameter. It has no parameter to prove an elementwise read of, so its
    # result is a new buffer: %a (4 KiB) and the result (4 KiB) are live together, as in any non-in-place op.
    memory = analyze("""
    func.func @f(%a: tensor<1024xf32>) -> tensor<1024xf32> {
      %0 = "mhlo.fusion"(%a) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
        %1 = stablehlo.multiply %a, %a : tensor<1024xf32>
        mhlo.return %1 : tensor<1024xf32>
      }) : (tensor<1024xf32>) -> tensor<1024xf32>
      return %0 : tensor<1024xf32>
    }""")["f"]
    assert memory.peak_bytes == 2 * KIB4
