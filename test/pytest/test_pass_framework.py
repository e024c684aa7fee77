"""The pass framework: typed options checked at parse time, declared pass order, lazy registration,
and the --verify-diagnostics expectation parser and matcher."""

import re
import subprocess
import sys

import pytest

from hespas.diagnostics import HespasError, SourceLocation
from hespas.pass_options import EnumType, ListType, ScalarType, format_value, option_type
from hespas.passes import PASS_MODULES, create_pass, pass_class
from hespas.suggest import did_you_mean
from hespas.passes.properties import check_pipeline
from hespas.pipeline import parse_pipeline, resolve_pipeline
from hespas.tools.verify_diagnostics import Diagnostic, parse_expectations, verify


# -- option types ---------------------------------------------------------------------------
def test_option_types_come_from_annotations_and_declarations():
    assert option_type(int, minimum=0) == ScalarType("int", 0)
    assert option_type(str, choices=("a", "b")) == EnumType(("a", "b"))
    assert option_type(tuple[int, ...]) == ListType(ScalarType("int"))
    with pytest.raises(TypeError):
        option_type(dict)
    with pytest.raises(TypeError):
        option_type(bool, minimum=1)


def test_list_and_enum_values_parse_and_format_back():
    assert ListType(ScalarType("int", 1)).parse("1,2, 8") == (1, 2, 8)
    assert ListType(EnumType(("x", "y"))).parse("") == ()
    assert format_value((1, 2, 8)) == "1,2,8"
    with pytest.raises(ValueError, match="expects one of x, y, got 'z'"):
        ListType(EnumType(("x", "y"))).parse("x,z")
    with pytest.raises(ValueError, match="must be >= 1, got 0"):
        ListType(ScalarType("int", 1)).parse("3,0")


def test_known_enum_words_are_accepted_without_listing_the_choices():
    def plugins():  # what finding the words costs (a scan of the installed packages): called only when needed
        calls.append(1)
        return ("a", "b", "plugin")

    calls = []
    enum = EnumType(plugins, known=("a", "b"))
    assert enum.parse("b") == "b" and calls == []
    assert enum.parse("plugin") == "plugin" and calls == [1]
    with pytest.raises(ValueError, match="expects one of a, b, plugin, got 'c'"):
        enum.parse("c")
    assert enum.describe() == "one of a|b|plugin"
    # annotate-costs: the built-in estimators are known words, plugins are found only for another name
    spec = {spec.name: spec for spec in pass_class("hespas-annotate-costs").option_specs()}["estimator"]
    assert spec.type.known == ("roofline", "calibrated", "profile", "scalesim", "zigzag")


def test_bad_option_values_fail_when_the_pipeline_is_parsed():
    with pytest.raises(HespasError, match="option 'branches' of pass 'hespas-annotate-costs' expects one of max, mean"):
        resolve_pipeline(parse_pipeline("builtin.module(hespas-annotate-costs{branches=median})"))
    with pytest.raises(HespasError, match="option 'jobs' of pass 'hespas-profile' must be >= 0, got -2"):
        create_pass("hespas-profile", "jobs=-2")


def test_pipeline_text_round_trips_typed_options():
    original = create_pass("hespas-annotate-costs", "hardware=a100 branches=mean tf32=false default-trip-count=3")
    again = create_pass("hespas-annotate-costs", original.pipeline_text()[len("hespas-annotate-costs{"):-1])
    assert again == original


# -- pass order -------------------------------------------------------------------------------
def classes(*names):
    return [pass_class(name) if name else None for name in names]


def test_orders_that_break_a_pass_s_needs_are_rejected():
    with pytest.raises(HespasError, match="hespas-memory must run before hespas-partition"):
        check_pipeline(classes("hespas-annotate-costs", "hespas-partition", None, "hespas-memory"))
    with pytest.raises(HespasError, match="put hespas-annotate-costs before hespas-partition"):
        check_pipeline(classes("hespas-partition", "hespas-annotate-costs"))
    with pytest.raises(HespasError, match="hespas-fuse must run before hespas-annotate-costs"):
        check_pipeline(classes("hespas-annotate-costs", "hespas-fuse"))


def test_the_documented_order_is_accepted():
    check_pipeline(classes("hespas-fuse", "hespas-annotate-costs", "hespas-memory", "hespas-partition",
                           "hespas-profile", "hespas-lower-to-chakra"))
    # Alone, a pass's needs cannot be judged before the input is read: the module is checked when it runs.
    check_pipeline(classes("hespas-partition"))


# -- registry ---------------------------------------------------------------------------------
def test_every_registered_name_matches_its_pass_class():
    for name in PASS_MODULES:
        assert pass_class(name).ARGUMENT == name


def test_misspelt_names_get_a_suggestion():
    assert did_you_mean("hespas-partiton", PASS_MODULES) == " (did you mean 'hespas-partition'?)"
    assert did_you_mean("canonicalize", PASS_MODULES) == ""
    with pytest.raises(HespasError, match="got 'rofline' \\(did you mean 'roofline'\\?\\)"):
        create_pass("hespas-annotate-costs", "estimator=rofline")
    with pytest.raises(HespasError, match="did you mean 'hespas-memory'"):
        pass_class("hespas-memroy")
    with pytest.raises(HespasError, match="has no option 'hardwre' \\(did you mean 'hardware'\\?\\)"):
        create_pass("hespas-memory", "hardwre=a100")
    # given twice: refused, as mlir-opt refuses it (it was the last that counted)
    with pytest.raises(HespasError, match="option 'hardware' of pass 'hespas-annotate-costs' is given twice"):
        create_pass("hespas-annotate-costs", "hardware=h100 hardware=a100")
    # a time past hespas's bound for every time (1e15 ns), as --min-region-ns refuses it
    with pytest.raises(HespasError, match="option 'min-region-ns' of pass 'hespas-partition': must be a number in "
                                          "0..1e\\+15"):
        create_pass("hespas-partition", "min-region-ns=1000000000000001")


def test_registering_passes_loads_no_pass_module_and_no_iree(tmp_path):
    code = ("import sys, hespas.passes; hespas.passes.pass_class('hespas-memory'); "
            "print(sorted(m for m in sys.modules if m.startswith(('iree', 'hespas.passes.'))))")
    # run outside the checkout: there `python -c` would import the checkout's hespas/ instead of the installed one
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=tmp_path).stdout
    assert loaded.strip() == "['hespas.passes.memory']"


# -- --verify-diagnostics ---------------------------------------------------------------------
SOURCE = """\
func.func @f() {
  // expected-error @+1 {{bad thing}}
  %0 = op_a
  %1 = op_b  // expected-warning {{careful}}
  // expected-note @-1 {{see here}}
  // expected-remark @above {{above}}
  // expected-error @below {{below}}
  // a comment that mentions expected-error without braces is prose
  %2 = op_c
  // expected-error @unknown {{nowhere}}
}
"""


def test_expectations_resolve_to_the_lines_they_name():
    found = [(e.severity, e.text, e.line) for e in parse_expectations(SOURCE, "f.mlir")]
    # @+1 on line 2 -> 3; same line 4; @-1 on line 5 -> 4; @above on line 6 -> line 3 (the nearest line
    # above holding no expectation: line 4 holds one); @below on line 7 -> line 8 (prose, no directive).
    assert found == [("error", "bad thing", 3), ("warning", "careful", 4), ("note", "see here", 4),
                     ("remark", "above", 3), ("error", "below", 8), ("error", "nowhere", None)]


@pytest.mark.parametrize("line, message", [
    ("// expected-error @+x {{t}}", "unknown designator '@+x'"),
    ("// expected-error {{t", "no closing"),
    ("// expected-error @-3 {{t}}", "points before the first line"),
    ("// expected-error @below {{t}}", "has no line below it"),
])
def test_malformed_expectations_are_errors_at_their_comment(line, message):
    with pytest.raises(HespasError, match=re.escape(message)) as raised:
        parse_expectations(line, "f.mlir")
    assert raised.value.location == SourceLocation("f.mlir", 1, 1)


def test_verify_reports_unexpected_and_missing_diagnostics():
    expectations = parse_expectations("x\n// expected-error @-1 {{wanted}}\ny // expected-warning {{w}}\n", "f.mlir")
    diagnostics = [Diagnostic("error", "the wanted message", SourceLocation("f.mlir", 1, 3)),
                   Diagnostic("error", "a surprise", SourceLocation("f.mlir", 3, 1))]
    failures = [str(f) for f in verify(expectations, diagnostics, "f.mlir")]
    assert failures == ["f.mlir:3:1: error: unexpected error: a surprise",
                        "f.mlir:3:3: error: expected warning \"w\" was not produced"]


# -- one nesting check per chain of hespas passes --------------------------------------------
def if_nest(levels: int) -> str:
    """``main`` with ``levels`` stablehlo.if regions nested: its depth is levels + 1 (the body is level 1)."""
    lines, result = ["%e = stablehlo.exponential %x : tensor<4xf32>"], "%e"
    for index in range(levels):
        branch = "\n".join(lines + [f"stablehlo.return {result} : tensor<4xf32>"])
        lines = [f'%r{index} = "stablehlo.if"(%p) ({{\n{branch}\n}}, {{\nstablehlo.return %x : tensor<4xf32>\n}})'
                 " : (tensor<i1>) -> tensor<4xf32>"]
        result = f"%r{index}"
    return ("func.func public @main(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {\n"
            + "\n".join(lines + [f"return {result} : tensor<4xf32>"]) + "\n}\n")


def test_a_chain_checks_the_depth_once_and_again_only_when_its_bound_passes_the_limit():
    from hespas.ir import make_context, parse_module
    from hespas.ir_depth import MAX_NESTING_DEPTH
    from hespas.pass_framework import NestingChain

    fuse, annotate = create_pass("hespas-fuse", ""), create_pass("hespas-annotate-costs", "")
    with make_context() as context:
        shallow = parse_module(if_nest(2), context).operation  # depth 3
        at_limit = parse_module(if_nest(MAX_NESTING_DEPTH - 1), context).operation  # depth 64
        past_limit = parse_module(if_nest(MAX_NESTING_DEPTH), context).operation  # depth 65
        chain = NestingChain()
        assert [chain.join(), chain.join(), chain.join()] == [0, 1, 2]
        chain.check(0, shallow)
        assert chain.depth_bound == 3
        chain.ran(annotate)  # adds no level
        assert chain.depth_bound == 3
        chain.ran(fuse)  # may add 2
        assert chain.depth_bound == 5
        chain.check(1, past_limit)  # 5 <= 64: no walk, so no error (the chain's module is `shallow`)
        chain.check(0, at_limit)  # the first pass of a run always measures
        assert chain.depth_bound == MAX_NESTING_DEPTH
        chain.ran(fuse)  # 64 + 2 > 64: the next pass measures again
        with pytest.raises(HespasError, match=f"nest {MAX_NESTING_DEPTH + 1} levels deep"):
            chain.check(1, past_limit)
        chain.depth_bound = 3
        chain.ran(type("Unknown", (), {"NESTING_ADDED": None})())  # a pass that declares no bound
        assert chain.depth_bound is None
        with pytest.raises(HespasError):
            chain.check(2, past_limit)
