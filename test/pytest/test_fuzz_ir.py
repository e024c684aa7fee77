"""The IR side of issue 15, fuzzed by class: counts beyond int64, strings that are not UTF-8, deep
nesting, malformed ``hespas.*`` attributes. Each property draws a batch of modules and runs them
through ``hespas-opt`` in one child process (a SIGABRT from the MLIR bindings would kill pytest
itself), then checks the contract case by case: exit status 0 or 1, an ``error:`` line located in
the input on failure, no traceback, and the outcome the class's rule predicts.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

TIME_LIMIT_S = 300
INT64_MAX = 2**63 - 1
MAX_NESTING_DEPTH = 64  # hespas.ir_depth.MAX_NESTING_DEPTH, restated: the test checks the documented limit
MAX_TEXT_NESTING = 512  # hespas.ir_text_nesting.MAX_TEXT_NESTING, restated likewise

# Few examples, each a batch: every example costs one process start (JAX's import, about two seconds).
BATCHES = settings(derandomize=True, max_examples=4, deadline=None, database=None,
                   suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                          HealthCheck.data_too_large])

# Runs hespas-opt's main once per argument list read from stdin, printing one JSON line per run as soon as
# it ends, so a run that kills the process is the first one without a line.
CHILD = r"""
import contextlib, io, json, sys
from hespas.tools.hespas_opt import main
for argv in json.loads(sys.stdin.read()):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            status = main(argv)
        except SystemExit as exit:
            status = exit.code
        except BaseException as error:
            status = "escaped " + type(error).__name__
    print(json.dumps({"status": status, "stderr": err.getvalue()}), flush=True)
"""


def run_batch(argument_lists: list[list[str]], cwd: Path) -> list[dict]:
    completed = subprocess.run([sys.executable, "-c", CHILD], input=json.dumps(argument_lists), cwd=cwd,
                               capture_output=True, text=True, timeout=TIME_LIMIT_S,
                               env={**os.environ, "HESPAS_CACHE_DIR": str(cwd / "cache")})
    results = [json.loads(line) for line in completed.stdout.splitlines()]
    assert completed.returncode == 0, (f"the child died (status {completed.returncode}) on case {len(results)}: "
                                       f"{argument_lists[len(results)]}\n{completed.stderr[-2000:]}")
    return results


def check_contract(result: dict, name: str) -> str | None:
    """The error line of a refused run (None for a success), after checking the contract."""
    assert result["status"] in (0, 1), result
    assert "Traceback" not in result["stderr"], result["stderr"]
    if result["status"] == 0:
        return None
    errors = [line for line in result["stderr"].splitlines() if "error: " in line]
    assert errors, result["stderr"]
    assert errors[0].startswith(f"{name}:"), errors[0]  # located in the input
    return errors[0]


def write(tmp_path: Path, name: str, content: str | bytes) -> str:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return name


# -- 4: strings that are not UTF-8 ------------------------------------------------------------------------

def escaped(raw: bytes) -> str:
    """``raw`` as the inside of an MLIR string literal, every byte escaped (\\XX, as MLIR prints them)."""
    return "".join(f"\\{byte:02X}" for byte in raw)


def is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def string_module(place: str, raw: bytes) -> str:
    """A module with ``raw`` as a symbol name, a location file name, a custom-call target or an attribute."""
    text = escaped(raw)
    symbol = f'"{text}"' if place == "symbol" else "helper"
    target = f'"{text}"' if place == "target" else "foo"
    location = f' loc("{text}":2:3)' if place == "location" else ""
    attribute = f' {{note = "{text}"}}' if place == "attribute" else ""
    return f"""module {{
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
    %0 = func.call @{symbol}(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.custom_call @{target}(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.exponential %1{attribute} : tensor<4xf32>{location}
    return %2 : tensor<4xf32>
  }}
  func.func private @{symbol}(%x: tensor<4xf32>) -> tensor<4xf32> {{
    return %x : tensor<4xf32>
  }}
}}
"""


PLACES = ("symbol", "target", "location", "attribute")
RAW_STRINGS = st.one_of(st.binary(min_size=1, max_size=6), st.text(min_size=1, max_size=4).map(str.encode))


@BATCHES
@given(cases=st.lists(st.tuples(st.sampled_from(PLACES), RAW_STRINGS), min_size=12, max_size=12))
def test_strings_that_are_not_utf8_are_refused_in_text(tmp_path, cases):
    names = [write(tmp_path, f"s{i}.mlir", string_module(place, raw)) for i, (place, raw) in enumerate(cases)]
    results = run_batch([[name, "--hespas-annotate-costs", "-o", "/dev/null"] for name in names], tmp_path)
    for name, (place, raw), result in zip(names, cases, results):
        error = check_contract(result, name)
        if is_utf8(raw) and b"\x00" not in raw:
            assert error is None or "not UTF-8" not in error, (place, raw, error)
        elif not is_utf8(raw):
            assert error is not None and "string literal is not UTF-8" in error, (place, raw, result)


def bytecode_of(text: str) -> bytes:
    from hespas.ir import make_context, module_to_bytecode, parse_module

    return module_to_bytecode(parse_module(text, make_context()))


@BATCHES
@given(cases=st.lists(st.tuples(st.sampled_from(PLACES), st.binary(min_size=1, max_size=4).filter(
    lambda raw: not is_utf8(raw))), min_size=6, max_size=6),
    headers=st.lists(st.binary(min_size=4, max_size=4), min_size=6, max_size=6))
def test_strings_that_are_not_utf8_are_refused_in_bytecode(tmp_path, cases, headers):
    # A module's strings are replaced, in its bytecode, by bytes that are not UTF-8 of the same length;
    # and 8-byte files: the magic number then a version and producer of arbitrary bytes.
    names = []
    for i, (place, raw) in enumerate(cases):
        marker = "Z" * len(raw)
        data = bytecode_of(string_module(place, marker.encode()))
        assert data.count(marker.encode()) >= 1
        names.append(write(tmp_path, f"b{i}.mlirbc", data.replace(marker.encode(), raw)))
    names += [write(tmp_path, f"h{i}.mlirbc", b"ML\xefR" + header) for i, header in enumerate(headers)]
    results = run_batch([[name, "--hespas-annotate-costs", "-o", "/dev/null"] for name in names], tmp_path)
    for name, result in zip(names, results):
        error = check_contract(result, name)
        assert error is not None, name  # neither a mutated string nor an 8-byte file is a valid module
    for name, result in zip(names[:len(cases)], results):
        assert "not UTF-8" in result["stderr"], result


# A bytecode file may store any attribute as its text form, which MLIR's reader parses with the text parser,
# escapes decoded: the writer does so for dialects without a bytecode encoding (an unregistered ``#foo<...>``),
# and replacing such an entry's text, at the same length, by a string literal gives a string attribute whose
# bytes appear nowhere in the file's string section (the case the string-section check let through).
TEXT_ENTRY_LENGTH = 48
TEXT_ENTRY = '#foo<"' + "a" * (TEXT_ENTRY_LENGTH - 8) + '">'
TEXT_ENTRY_MODULE = """module attributes {{hespas.totals = {{bound = {entry}, estimator = "roofline", flops = 4 : i64}}}} {{
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> attributes {{note = {entry}}} {{
    %0 = stablehlo.exponential %x {{hespas.cost = {{bound = {entry}, bytes_read = 16 : i64, bytes_written = 16 : i64, estimator = "roofline", flops = 4 : i64, time_ns = 1.0 : f64}}}} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }}
}}
"""


def text_entry_bytecode(raw: bytes) -> bytes:
    """Bytecode of TEXT_ENTRY_MODULE whose one text-form entry (the ``#foo`` attribute, shared by its three
    uses) is replaced by the string literal of ``raw``, every byte escaped, padded with "a" to its length."""
    from hespas.ir import ir, make_context, module_to_bytecode

    data = module_to_bytecode(ir.Module.parse(TEXT_ENTRY_MODULE.format(entry=TEXT_ENTRY),
                                              context=make_context(allow_unregistered_dialects=True)))
    literal = '"' + escaped(raw) + "a" * (TEXT_ENTRY_LENGTH - 2 - 3 * len(raw)) + '"'
    assert len(literal) == len(TEXT_ENTRY) and data.count(TEXT_ENTRY.encode()) == 1
    return data.replace(TEXT_ENTRY.encode(), literal.encode())


@BATCHES
@given(raws=st.lists(st.binary(min_size=1, max_size=12), min_size=8, max_size=8))
def test_strings_that_are_not_utf8_in_bytecode_text_entries_are_refused(tmp_path, raws):
    names = [write(tmp_path, f"t{i}.mlirbc", text_entry_bytecode(raw)) for i, raw in enumerate(raws)]
    results = run_batch([[name, "--hespas-partition", "--hespas-lower-to-chakra=output=traces", "-o", "/dev/null"]
                         for name in names], tmp_path)
    for name, raw, result in zip(names, raws, results):
        error = check_contract(result, name)
        if is_utf8(raw):
            # a valid string: bound is then a word, read as the region's bound (not one hespas knows, or it is)
            assert error is None or "not UTF-8" not in error, (raw, result)
        else:
            assert error is not None and "stores as text" in error and "not UTF-8" in error, (raw, result)


# -- 1: counts beyond int64 ------------------------------------------------------------------------------

@BATCHES
@given(sizes=st.lists(st.integers(min_value=1, max_value=2**62), min_size=10, max_size=10),
       trips=st.lists(st.integers(min_value=-2**64, max_value=2**65), min_size=4, max_size=4))
def test_counts_beyond_int64_are_refused_at_their_op(tmp_path, sizes, trips):
    names = []
    for i, n in enumerate(sizes):
        names.append(write(tmp_path, f"n{i}.mlir", f"""module {{
  func.func public @main(%a: tensor<{n}xf32>) -> tensor<{n}xf32> {{
    %0 = stablehlo.add %a, %a : tensor<{n}xf32>
    return %0 : tensor<{n}xf32>
  }}
}}
"""))
    argument_lists = [[name, "--hespas-annotate-costs", "-o", "/dev/null"] for name in names]
    argument_lists += [[names[0], f"--hespas-annotate-costs=default-trip-count={trip}", "-o", "/dev/null"]
                       for trip in trips]
    results = run_batch(argument_lists, tmp_path)
    for name, n, result in zip(names, sizes, results):
        error = check_contract(result, name)
        # add of two f32 tensors of n elements: flops n, bytes_read 2 * 4n, bytes_written 4n; the largest is 8n
        if 8 * n > INT64_MAX:
            assert error is not None and f"{name}:3:" in error and "beyond the int64 range" in error, result
        else:
            assert error is None, result
    for trip, result in zip(trips, results[len(names):]):
        assert result["status"] in (0, 1) and "Traceback" not in result["stderr"], result
        if trip < 0:
            assert "must be >= 0" in result["stderr"], result
        elif trip > INT64_MAX:
            assert "expects an int within int64" in result["stderr"], result
        else:
            assert result["status"] == 0, result


# -- 5: deep nesting -------------------------------------------------------------------------------------

def nested_module(levels: list[str]) -> str:
    """``main`` whose innermost exponential sits below ``levels``, each an ``if`` region or a ``call``."""
    functions, body_of = [], {}
    name, lines = "main", []
    pending = []  # (function name, lines) still open, outermost first
    for index, kind in enumerate(levels):
        if kind == "call":
            lines.append(f"%r{index} = func.call @f{index}(%p, %x) : (tensor<i1>, tensor<4xf32>) -> tensor<4xf32>")
            pending.append((name, lines, f"%r{index}", "return"))
            name, lines = f"f{index}", []
        else:
            pending.append((name, lines, f"%r{index}", f"if{index}"))
            lines = []
    lines.append("%e = stablehlo.exponential %x : tensor<4xf32>")
    result = "%e"
    for outer_name, outer_lines, value, kind in reversed(pending):
        if kind == "return":
            body_of[name] = lines + [f"return {result} : tensor<4xf32>"]
            name, lines, result = outer_name, outer_lines, value
        else:
            branch = "\n".join(lines + [f"stablehlo.return {result} : tensor<4xf32>"])
            lines = outer_lines + [f'{value} = "stablehlo.if"(%p) ({{\n{branch}\n}}, {{\n'
                                   "stablehlo.return %x : tensor<4xf32>\n}) : (tensor<i1>) -> tensor<4xf32>"]
            result = value
    body_of[name] = lines + [f"return {result} : tensor<4xf32>"]
    for function, body in body_of.items():
        visibility = "public" if function == "main" else "private"
        functions.append(f"func.func {visibility} @{function}(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> "
                         "{\n" + "\n".join(body) + "\n}")
    return "module {\n" + "\n".join(functions) + "\n}\n"


PIPELINE = ["--hespas-annotate-costs", "--hespas-memory", "--hespas-partition",
            "--hespas-lower-to-chakra=output=traces"]


@BATCHES
@given(cases=st.lists(st.one_of(st.integers(1, 80), st.integers(1, 2000)).flatmap(
    lambda depth: st.lists(st.sampled_from(["if", "call"]), min_size=depth, max_size=depth)), min_size=8, max_size=8))
def test_nesting_past_the_limit_is_refused_and_below_it_runs(tmp_path, cases):
    names = [write(tmp_path, f"d{i}.mlir", nested_module(levels)) for i, levels in enumerate(cases)]
    results = run_batch([[name, *PIPELINE, "-o", "/dev/null"] for name in names], tmp_path)
    for name, levels, result in zip(names, cases, results):
        error = check_contract(result, name)
        depth = len(levels) + 1  # main's body is level 1; each if region and each call adds one
        # the text's brackets: each if opens '(' and '{' inside the function's '{' in the module's '{'; the
        # innermost op adds at most 2 more ('(tensor<i1>...')
        ifs_in_a_row = max(len(run) for run in "".join("i" if kind == "if" else " " for kind in levels).split(" "))
        if 2 + 2 * ifs_in_a_row + 2 > MAX_TEXT_NESTING:
            assert error is not None and f"brackets nest deeper than {MAX_TEXT_NESTING} levels" in error, result
        elif depth > MAX_NESTING_DEPTH:
            assert error is not None and f"nest {depth} levels deep" in error, (depth, result)
        else:
            assert error is None, (depth, result)


def test_text_nested_deeper_than_the_parser_can_recurse_is_refused_before_parsing(tmp_path):
    # each crashed MLIR's parser with SIGSEGV (stack overflow) before the bracket check
    deep_ifs = nested_module(["if"] * 3000)
    arrays = ("module {\n  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> attributes {a = "
              + "[" * 10000 + "]" * 10000 + "} {\n    return %x : tensor<4xf32>\n  }\n}\n")
    nested_tuple = "tuple<" * 30000 + "f32" + ">" * 30000
    tuples = f"module {{\n  func.func private @f(%x: {nested_tuple})\n}}\n"
    # brackets inside a string literal or a comment are not nesting
    quoted = ('module {\n  // ' + "[" * 2000 + '\n  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> '
              'attributes {a = "' + "{" * 2000 + '\\"' + "(" * 2000 + '"} {\n    return %x : tensor<4xf32>\n  }\n}\n')
    names = [write(tmp_path, f"{label}.mlir", text) for label, text in
             (("ifs", deep_ifs), ("arrays", arrays), ("tuples", tuples), ("quoted", quoted))]
    results = run_batch([[name, "-o", "/dev/null"] for name in names], tmp_path)
    # the first bracket past 512: main's '{' is line 3's level 2, each if adds 2 (its '(' of regions, then its
    # '{'); the 256th if's '{' reaches 2 + 2 * 255 + 1 = 513, on that if's line: line 3 + 255
    assert check_contract(results[0], names[0]).startswith("ifs.mlir:258:"), results[0]
    # the '[' that reaches level 513 (the 511th: the module's '{' and the attribute dictionary's are 1 and 2)
    assert check_contract(results[1], names[1]).startswith("arrays.mlir:2:"), results[1]
    assert "brackets nest deeper than 512 levels" in results[2]["stderr"], results[2]
    assert check_contract(results[3], names[3]) is None, results[3]


# Walks along def-use chains are not bounded by the nesting limit (a chain of ops sits in one block), so they
# are iterative: here the attention fusion's look for a kernel's constants (the scale, computed from a constant
# through a chain of adds; each add reads the previous value twice in the DAG case: 2**n paths).
ATTENTION = """module {{
  func.func public @main(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32> {{
    %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %c0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
{chain}
    %cb = stablehlo.broadcast_in_dim %c{length}, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
    %scaled = stablehlo.multiply %s, %cb : tensor<1x2x8x8xf32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %max = stablehlo.reduce(%scaled init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %shifted = stablehlo.subtract %scaled, %maxb : tensor<1x2x8x8xf32>
    %e = stablehlo.exponential %shifted : tensor<1x2x8x8xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<1x2x8xf32>) -> tensor<1x2x8x8xf32>
    %p = stablehlo.divide %e, %sumb : tensor<1x2x8x8xf32>
    %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    return %o : tensor<1x2x8x4xf32>
  }}
}}
"""


def test_long_constant_chains_in_an_attention_pattern_are_walked_without_recursion(tmp_path):
    cases = {"deep": (3000, "%c0"), "dag": (60, None)}  # 3000 > Python's 1000 frames; 2**60 paths
    names = []
    for label, (length, other) in cases.items():
        chain = "\n".join(f"    %c{i} = stablehlo.add %c{i - 1}, {other or f'%c{i - 1}'} : tensor<f32>"
                          for i in range(1, length + 1))
        names.append(write(tmp_path, f"{label}.mlir", ATTENTION.format(chain=chain, length=length)))
    results = run_batch([[name, "--hespas-fuse=attention=fused", "-o", f"{name}.out"] for name in names], tmp_path)
    for name, result in zip(names, results):
        assert check_contract(result, name) is None, result
        fused = (tmp_path / f"{name}.out").read_text()
        # one forward kernel, with its own copy of the whole chain (the scale is an immediate of the kernel)
        assert fused.count('hespas.attention = "forward"') == 1, fused[-2000:]


# Bytecode nests attributes and types by reference, which MLIR's reader resolves without deep recursion, but its
# printer recurses (SIGSEGV at 20,000 levels); an attribute stored as text is parsed by the recursive text parser.
WRITE_DEEP_BYTECODE = r"""
import sys
from hespas.ir import ir, make_context, module_to_bytecode
kind, levels, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with make_context(), ir.Location.unknown():
    module = ir.Module.parse("module {\n  func.func private @f(%x: tensor<4xf32>)\n}\n")
    if kind == "array":
        attr = ir.ArrayAttr.get([])
        for _ in range(levels):
            attr = ir.ArrayAttr.get([attr])
    else:
        nested = ir.F32Type.get()
        for _ in range(levels):
            nested = ir.TupleType.get_tuple([nested])
        attr = ir.TypeAttr.get(nested)
    module.body.operations[0].attributes["deep"] = attr
    open(path, "wb").write(module_to_bytecode(module))
"""


def test_bytecode_nested_deeper_than_the_printer_can_recurse_is_refused(tmp_path):
    names = []
    for kind, levels in (("array", 20000), ("tuple", 20000), ("array", 510), ("tuple", 511)):
        name = f"{kind}{levels}.mlirbc"
        subprocess.run([sys.executable, "-c", WRITE_DEEP_BYTECODE, kind, str(levels), str(tmp_path / name)],
                       check=True, timeout=TIME_LIMIT_S)
        names.append(name)
    # an array attribute stored as text: an unregistered attribute's text entry replaced at the same length
    from hespas.ir import ir, make_context, module_to_bytecode

    pad = "a" * 39992
    data = module_to_bytecode(ir.Module.parse(f'module attributes {{hespas.note = #foo<"{pad}">}} {{\n}}\n',
                                              context=make_context(allow_unregistered_dialects=True)))
    entry, deep = f'#foo<"{pad}">'.encode(), b"[" * 20000 + b"]" * 20000
    assert len(entry) == len(deep) and data.count(entry) == 1
    names.append(write(tmp_path, "text_entry.mlirbc", data.replace(entry, deep)))
    results = run_batch([[name, "-o", "/dev/null"] for name in names], tmp_path)
    for name, result in zip(names[:2], results):  # located at the function that carries the attribute
        assert "nests deeper than 512 levels" in check_contract(result, name), result
    # near the limit (each attribute of an op counts from 1): 510 arrays around an empty one are 511 levels,
    # within; a type attribute of 511 nested tuples around f32 is 1 + 511 + 1 = 513 levels, past it
    assert check_contract(results[2], names[2]) is None, results[2]
    assert "nests deeper than 512 levels" in check_contract(results[3], names[3]), results[3]
    assert "nests its brackets deeper than 512 levels" in results[4]["stderr"], results[4]


def reshape_chain_fusion(length: int) -> str:
    """A loop fusion whose parameter goes through ``length`` reshapes (4 <-> 2x2) before an exponential."""
    shapes = ("tensor<4xf32>", "tensor<2x2xf32>")
    lines, previous = [], "%a"
    for i in range(length):
        lines.append(f"      %r{i} = stablehlo.reshape {previous} : ({shapes[i % 2]}) -> {shapes[(i + 1) % 2]}")
        previous = f"%r{i}"
    last = shapes[length % 2]
    return ("module {\n  func.func public @main(%x: tensor<4xf32>) -> " + last + " {\n"
            '    %f = "mhlo.fusion"(%x) ({\n    ^bb0(%a: tensor<4xf32>):\n' + "\n".join(lines) + "\n"
            f"      %e = stablehlo.exponential {previous} : {last}\n      mhlo.return %e : {last}\n"
            f"    }}) {{fusion_kind = #mhlo<fusion_kind kLoop>}} : (tensor<4xf32>) -> {last}\n"
            f"    return %f : {last}\n  }}\n}}\n")


def test_a_long_chain_of_views_in_a_fusion_is_costed_without_recursion(tmp_path):
    # the bytes a fusion reads of a parameter follow its users through reshapes (views): 3000 of them ended in
    # a RecursionError
    name = write(tmp_path, "views.mlir", reshape_chain_fusion(3000))
    results = run_batch([[name, "--hespas-annotate-costs", "-o", "out.mlir"]], tmp_path)
    assert check_contract(results[0], name) is None, results[0]
    # the exponential at the end of the chain reads the whole parameter: 4 f32, 16 bytes; it writes 16 too
    assert "bytes_read = 16 : i64, bytes_written = 16 : i64" in (tmp_path / "out.mlir").read_text()


# -- 7: malformed hespas.* attributes --------------------------------------------------------------------

ANNOTATED = """module attributes {{hespas.totals = {totals}}} {{
  func.func public @main(%x: tensor<64x64xf32>) -> tensor<64x64xf32> attributes {{hespas.cost = {function_cost}}} {{
    %0 = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] {{hespas.cost = {op_cost}}} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }}
}}
"""
GOOD_COST = ('{bound = "compute", bytes_read = 32768 : i64, bytes_written = 16384 : i64, estimator = "roofline", '
             "flops = 524288 : i64, time_ns = 5.0 : f64}")
COUNT_KEYS = ("flops", "bytes_read", "bytes_written", "transcendentals", "trip_count")
# (attribute text, is it a valid count, a valid time, a valid word)
VALUES = [("3 : i64", True, True, False), ("0 : i32", True, True, False), (f"{INT64_MAX} : i64", True, True, False),
          ("-1 : i64", False, False, False), ("18446744073709551615 : ui64", False, False, False),
          ("3 : i128", False, False, False), ("3 : index", False, False, False), ("true", False, False, False),
          ("2.5 : f64", False, True, False), ("-2.5 : f64", False, False, False),
          ("0x7FF0000000000000 : f64", False, False, False), ("0x7FF8000000000000 : f64", False, False, False),
          ('"compute"', False, False, True), ('"12"', False, False, True), ("[1, 2]", False, False, False),
          ("{a = 1 : i64}", False, False, False), ("unit", False, False, False)]


def malformed(key: str, value: str) -> str:
    return GOOD_COST[:-1] + f", {key} = {value}}}" if key not in GOOD_COST else \
        "{" + ", ".join(part if not part.startswith(key + " ") else f"{key} = {value}"
                        for part in GOOD_COST[1:-1].split(", ")) + "}"


@BATCHES
@given(cases=st.lists(st.tuples(st.sampled_from(["op", "function", "totals"]),
                                st.sampled_from(COUNT_KEYS + ("time_ns", "bound", "estimator", "")),
                                st.sampled_from(range(len(VALUES)))), min_size=12, max_size=12))
def test_malformed_hespas_attributes_are_refused_where_they_are(tmp_path, cases):
    names = []
    for i, (where, key, value_index) in enumerate(cases):
        value = VALUES[value_index][0]
        bad = malformed(key, value) if key else value  # no key: the whole attribute is the value
        costs = {"op": GOOD_COST, "function": GOOD_COST, "totals": GOOD_COST, where: bad}
        names.append(write(tmp_path, f"a{i}.mlir", ANNOTATED.format(
            totals=costs["totals"], function_cost=costs["function"], op_cost=costs["op"])))
    results = run_batch([[name, "--hespas-partition", "--hespas-lower-to-chakra=output=traces", "-o", "/dev/null"]
                         for name in names], tmp_path)
    for name, (where, key, value_index), result in zip(names, cases, results):
        error = check_contract(result, name)
        _, count, time, word = VALUES[value_index]
        # no key: the value is the whole attribute, valid when a dictionary (one without cost keys reads 0)
        valid = (count if key in COUNT_KEYS else time if key == "time_ns" else word if key
                 else VALUES[value_index][0].startswith("{"))
        attribute = "hespas.totals" if where == "totals" else "hespas.cost"
        if where == "function":
            # the entry function's own cost is read by no pass here: partition and lowering read ops and totals
            assert error is None or attribute in error, result
        elif valid:
            assert error is None, result
        else:
            line = 1 if where == "totals" else 3
            assert error is not None and error.startswith(f"{name}:{line}:") and attribute in error, result


# hespas.memory on the module: read in-process (no string or depth can abort the process here).
MEMORY_BYTE_KEYS = ("peak_bytes", "capacity_bytes", "argument_bytes", "result_bytes", "alias_bytes",
                    "temporary_peak_bytes")
# (attribute text, the Python value it reads as, or a word for what it is when that value is not a number)
MEMORY_VALUES = [("0 : i64", 0), ("5 : i64", 5), ("10 : i32", 10), (f"{INT64_MAX} : i64", INT64_MAX),
                 ("7 : ui64", 7), ("-1 : i64", -1), ("-1 : i8", -1), ("2.5 : f64", 2.5), ('"12"', "12"),
                 ("true", True), ("false", False), ("[1]", "an array"), ("unit", "a unit")]


def memory_is_valid(entries: dict) -> bool:
    """The rule, restated: numbers, booleans and strings only; peak_bytes and capacity_bytes present; byte counts
    non-negative integers (int64: the attribute texts above stay within it); fits the boolean peak <= capacity;
    hardware a string."""
    values = {key: MEMORY_VALUES[index][1] for key, index in entries.items()}
    if any(value in ("an array", "a unit") for value in values.values()):
        return False
    if "peak_bytes" not in values or "capacity_bytes" not in values:
        return False
    if not all(type(values[key]) is int and values[key] >= 0 for key in MEMORY_BYTE_KEYS if key in values):
        return False
    if "fits" in values and values["fits"] is not (values["peak_bytes"] <= values["capacity_bytes"]):
        return False
    return "hardware" not in values or type(values["hardware"]) is str


@settings(derandomize=True, max_examples=300, deadline=None, database=None)
@given(entries=st.dictionaries(st.sampled_from(MEMORY_BYTE_KEYS + ("fits", "hardware", "other")),
                               st.sampled_from(range(len(MEMORY_VALUES))), min_size=1))
def test_malformed_hespas_memory_is_refused_at_the_module(entries):
    from hespas.attributes import MEMORY, module_figures
    from hespas.diagnostics import HespasError
    from hespas.ir import make_context, parse_module

    text = ", ".join(f"{key} = {MEMORY_VALUES[index][0]}" for key, index in entries.items())
    module = parse_module(f"module attributes {{hespas.memory = {{{text}}}}} {{\n}}\n", make_context(), "m.mlir")
    try:
        figures = module_figures(module.operation, MEMORY)
    except HespasError as error:
        assert not memory_is_valid(entries), (text, error)
        assert ":1:1: error: hespas.memory" in str(error), str(error)  # located at the module
    else:
        assert memory_is_valid(entries), (text, figures)
        assert figures == {key: MEMORY_VALUES[index][1] for key, index in entries.items()}


# -- 9 (part): 0 is not a rank count ---------------------------------------------------------------------

def test_num_ranks_zero_is_refused_not_taken_as_the_default(tmp_path):
    name = write(tmp_path, "m.mlir", nested_module([]))
    lower = "--hespas-lower-to-chakra=output=traces num-ranks="
    results = run_batch([[name, "--hespas-annotate-costs", lower + value, "-o", "/dev/null"]
                         for value in ("0", str(2**63), "1")], tmp_path)
    assert "option 'num-ranks' of pass 'hespas-lower-to-chakra' must be >= 1, got 0" in results[0]["stderr"]
    assert "expects an int within int64" in results[1]["stderr"]
    assert [result["status"] for result in results] == [1, 1, 0], results
    assert sorted(path.name for path in (tmp_path / "traces").iterdir()) == ["trace.0.et"]  # one rank, no groups
