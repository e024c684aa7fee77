"""The mutation fuzzer (tools/fuzz.py): a bounded CI run with a fixed seed, its determinism and its
classification, and the regressions of what it found (issue 15).

The long run is ``python tools/fuzz.py --minutes 30 --seed N``; here a fixed seed runs ten cases
(about 45 s on two busy cores: each case is a process that imports JAX and MLIR).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import load_script
from hespas.astrasim.configs import read_network_yaml, read_configs
from hespas.chakra.comm_groups import read_comm_groups
from hespas.diagnostics import HespasError
from hespas.export.spec import MAX_MESH_DEVICES, load_spec
from hespas.text_input import MAX_NESTING

REPO = Path(__file__).resolve().parents[2]
# The checkout's tools/fuzz.py, not the installed hespas.tools.fuzz: its seed corpus is the checkout's files
# (tests, examples, presets), found from where the module lies.
fuzz = load_script(REPO / "tools" / "fuzz.py")
CI_CASES = 10
CI_SEED = 0


def test_a_bounded_fuzz_run_finds_no_failure(tmp_path):
    started = time.monotonic()
    results = fuzz.fuzz(CI_SEED, CI_CASES, None, 2, 60.0, tmp_path / "seeds", tmp_path / "findings",
                        report=lambda line, flush: None)
    assert len(results) == CI_CASES
    failures = [f"case {r.index} {r.mutation}: {r.reason}\n  {' '.join(r.command)}" for r in results
                if r.verdict == "failure"]
    assert not failures, "\n".join(failures)
    assert {r.verdict for r in results} <= {"ok", "diagnostic"}
    print(f"{CI_CASES} fuzz cases in {time.monotonic() - started:.0f} s")


def test_cases_depend_only_on_the_seed_and_the_index(tmp_path):
    seeds = fuzz.collect_seeds(tmp_path)
    for index in (0, 5, 11):
        mutants = []
        for _ in range(2):
            rng = random.Random(f"{CI_SEED}:{index}")
            target = rng.choice([t for t in fuzz.TARGETS if seeds.get(t.kind)])
            source = rng.choice(seeds[target.kind])
            mutants.append((target, source, fuzz.mutate(target.kind, source, rng)))
        assert mutants[0] == mutants[1]


def test_structured_mutations_change_what_they_say(tmp_path):
    seed = REPO / "test" / "Inputs" / "two_adds.mlir"
    names = set()
    for index in range(40):
        name, file_name, data = fuzz.mutate("mlir", seed, random.Random(index))
        names.add(name.split(":")[0].split("(")[0])
        assert data != seed.read_bytes() or "not-applied" in name
        assert file_name in ("input.mlir", "input.mlirbc")
    assert {"mlir-shape", "mlir-dtype", "mlir-attribute", "mlir-operands", "mlir-bytecode-string",
            "mlir-text-entry", "mlir-deep-nesting"} <= names
    name, _, data = fuzz.mutate_document("network", b"topology: [Ring]\nnpus_count: [8]\n", ".yml",
                                         random.Random(3))
    assert data != b"topology: [Ring]\nnpus_count: [8]\n"


def test_mutations_reach_dynamic_shapes_and_the_modules_own_attributes():
    # What hand-written inputs found and the fuzzer could not make: a dynamic dimension in a global module
    # (XLA's compiler aborted the process) and a module attribute changed (mhlo.num_partitions = 0 aborted it too;
    # the module op was never a candidate).
    seed = REPO / "examples" / "gemm_tensor_parallel" / "gemm_tp_4_devices.global.mlir"
    names = [fuzz.mutate("mlir", seed, random.Random(index))[0] for index in range(400)]
    assert any(name.startswith("mlir-shape-dynamic") for name in names)
    assert any(name.startswith(("mlir-attribute:mhlo.num_partitions", "mlir-attribute:mhlo.num_replicas"))
               for name in names)
    index = next(i for i, name in enumerate(names) if name == "mlir-shape-dynamic")
    assert b"?x" in fuzz.mutate("mlir", seed, random.Random(index))[2]


def test_the_toml_writer_round_trips_any_document():
    import math
    import tomllib
    document = {"a": [1, 2.5, "x\"y", {"b": True}], "c": {"d e": [[1], []]}, "f": -2**63, "g": math.inf}
    assert tomllib.loads(fuzz.toml_text(document)) == document


@pytest.mark.parametrize("status, stderr, left, verdict", [
    (0, "", [], "ok"),
    (1, "input.toml: error: bad\n", [], "diagnostic"),
    (1, "warning: w\ninput.toml:1:2: error: bad\n", [], "diagnostic"),
    (1, "input.toml: error: bad\n", ["out.json"], "failure"),  # output left after a failure
    (1, "a: error: one\nb: error: two\n", [], "failure"),
    (1, "Traceback (most recent call last):\n  ...\nValueError: x\n", [], "failure"),
    (0, "Traceback (most recent call last):\nValueError\n", [], "failure"),
    (2, "usage: hespas\nhespas: error: bad\n", [], "failure"),
    (-6, "", [], "failure"),  # SIGABRT
    (None, "", [], "failure"),  # a hang
])
def test_classification(status, stderr, left, verdict):
    assert fuzz.classify(status, stderr, left, 60.0)[0] == verdict


# Regressions: JSON and YAML nested deeper than MAX_NESTING are refused at the bracket, not by RecursionError.
def test_deep_json_and_yaml_are_located_errors(tmp_path):
    deep = "[" * 5000 + "]" * 5000
    (tmp_path / "comm_group.json").write_text('{"0": ' + deep + "}\n")
    with pytest.raises(HespasError) as error:
        read_comm_groups(tmp_path / "comm_group.json")
    # the '{' is level 1, so the MAX_NESTING-th '[' opens level 101: column 7 ('{"0": ' is 6 characters) + 99
    assert str(error.value).endswith(f"comm_group.json:1:{7 + MAX_NESTING - 1}: error: invalid comm-group JSON: "
                                     f"nested deeper than {MAX_NESTING} levels")
    (tmp_path / "network.yml").write_text(f"topology: [Ring]\nnpus_count: {deep}\n")
    with pytest.raises(HespasError, match=r"network.yml:2:113: error: invalid network YAML: nested deeper"):
        read_network_yaml(tmp_path / "network.yml")  # 'npus_count: ' is 12 characters, + 100 brackets + 1
    (tmp_path / "ok.yml").write_text("topology: [Ring]  # a comment with [[[[\nnpus_count: [8]\n"
                                     "bandwidth: [50]\nlatency: [500]\n")
    assert read_network_yaml(tmp_path / "ok.yml")[0]["npus"] == 8
    (tmp_path / "system.json").write_text(json.dumps({"scheduling-policy": "[" * 200}))  # brackets in a string
    with pytest.raises(HespasError) as error:
        read_configs(tmp_path / "ok.yml", tmp_path / "system.json")
    assert "nested" not in str(error.value)


# Class 6: an export mesh is bounded before JAX creates a device.
@pytest.mark.parametrize("sizes, devices", [("d = 100000", 100000), ("a = 1000000\nb = 1000000", 10**12)])
def test_export_meshes_past_the_cpu_clients_limit_are_refused(tmp_path, sizes, devices):
    (tmp_path / "spec.toml").write_text(f"[mesh]\n{sizes}\n\n[[inputs]]\nshape = [4]\ndtype = \"f32\"\n")
    with pytest.raises(HespasError) as error:
        load_spec(str(tmp_path / "spec.toml"))
    assert str(error.value) == (f"{tmp_path / 'spec.toml'}:1:1: error: the mesh has {devices} devices; export "
                                "partitions on virtual CPU devices, and XLA's CPU client compiles for at most "
                                f"{MAX_MESH_DEVICES}")


def test_export_of_a_huge_mesh_stops_at_once(tmp_path):
    (tmp_path / "spec.toml").write_text("[mesh]\nd = 1000000000000\n\n[[inputs]]\nshape = [4]\ndtype = \"f32\"\n")
    completed = subprocess.run(
        [sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())", "export",
         f"{REPO}/examples/gemm_tensor_parallel/export.py:gemm_chain", "--spec", "spec.toml", "-o", "out/g"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert completed.returncode == 1 and "Traceback" not in completed.stderr
    assert "the mesh has 1000000000000 devices" in completed.stderr
    assert not (tmp_path / "out").exists()


@pytest.fixture(scope="module")
def chakra_traces(tmp_path_factory):
    """The fuzzer's Chakra seeds: traces of a data- and tensor-parallel step, its comm groups and configs."""
    folder = tmp_path_factory.mktemp("seeds")
    fuzz.collect_seeds(folder)
    return folder / "chakra"


def run_hespas(arguments: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())",
                           *arguments], cwd=cwd, capture_output=True, text=True, timeout=120)


def test_a_comm_group_without_a_rank_that_uses_it_is_refused(chakra_traces, tmp_path):
    # Found by the fuzzer (seed 1, case 4: a member dropped): rank 6 joined the instance rank 4 had
    # created for group "6" and the engine crashed with KeyError: 6.
    (tmp_path / "groups.json").write_text('{"1": [0, 1, 2, 3], "2": [0, 4], "3": [1, 5], "4": [2, 6], '
                                          '"5": [3, 7], "6": [4, 5, 7]}')
    completed = run_hespas(["simulate", "--chakra", str(chakra_traces / "trace"), "--network",
                            str(chakra_traces / "network.yml"), "--system", str(chakra_traces / "system.json"),
                            "--comm-group", "groups.json"], tmp_path)
    assert completed.returncode == 1 and "Traceback" not in completed.stderr, completed.stderr
    assert completed.stderr.strip().endswith("trace.6.et: error: rank 6 issues collectives on comm group '6', "
                                             "which does not contain that rank")


def test_system_aliases_that_are_not_strings_are_refused(tmp_path):
    # Found by the fuzzer (seed 1, case 80): `hespas systems show` joined the aliases and raised TypeError.
    from hespas.systems import load_system
    (tmp_path / "s.toml").write_text('aliases = [9223372036854775808]\nlocal_mem_bw_GBps = 5300\n'
                                     '[[dimensions]]\ntopology = "Ring"\nnpus = 8\nbandwidth_GBps = 64\n'
                                     'latency_ns = 600\n')
    with pytest.raises(HespasError, match=r"s.toml: error: system: aliases must be an array of non-empty strings, not "
                                          r"\[9223372036854775808\]"):
        load_system(tmp_path / "s.toml")


def annotate_costs_in_a_child(source: Path, cwd: Path) -> subprocess.CompletedProcess:
    """``hespas-opt SOURCE --hespas-annotate-costs`` in a fresh interpreter, which must refuse it (status 1)."""
    completed = subprocess.run(
        [sys.executable, "-c", "import sys; from hespas.tools.hespas_opt import main; sys.exit(main())", str(source),
         "--hespas-annotate-costs"], cwd=cwd, capture_output=True, text=True, timeout=120)
    assert completed.returncode == 1, completed.stderr
    return completed


def test_a_verifier_error_inside_a_nested_function_region_does_not_hang_the_parser(tmp_path):
    # Found by the fuzzer (seed 2, case 206: broadcast_dimensions dropped from a broadcast_in_dim inside
    # sdy.manual_computation of examples/pipeline_parallel's global module): MLIR verified the region on its
    # thread pool and the bindings' parse never returned. hespas.ir.parse_module now parses on one thread.
    source = REPO / "test" / "Inputs" / "fuzz" / "verifier_error_on_a_worker_thread.mlir"
    completed = annotate_costs_in_a_child(source, tmp_path)
    assert completed.stderr.strip().endswith("verifier_error_on_a_worker_thread.mlir:68:14: error: "
                                             "'stablehlo.broadcast_in_dim' op requires attribute "
                                             "'broadcast_dimensions'")


def test_bytecode_whose_sizes_cannot_be_allocated_is_refused(tmp_path):
    # Found by the fuzzer (seed 9, case 874: a number mutated in the bytecode of test/Inputs/fuse_invalid.mlir):
    # the bytecode reader asked for more memory than exists and the bindings raised MemoryError.
    source = REPO / "test" / "Inputs" / "fuzz" / "bytecode_size_past_memory.mlirbc"
    completed = annotate_costs_in_a_child(source, tmp_path)
    assert completed.stderr.strip() == (f"{source}: error: cannot read this input: a size in it is too large to "
                                        "allocate")


@pytest.mark.parametrize("call, message", [
    # Found by the fuzzer (seed 9, case 51: the operands of test/Inputs' custom_call_topk.mlir dropped): the
    # TopK rule read operand 0 of a custom call that had none. MLIR does not verify a custom call's arity.
    ('%r = stablehlo.custom_call @TopK() : () -> tensor<4xf32>',
     "custom call 'TopK' has 0 operand(s) and 1 result(s); its cost rule needs at least 1 operand(s) and at "
     "least 1 result(s)"),
    ('%r = stablehlo.custom_call @TopK(%a) : (tensor<f32>) -> tensor<f32>',
     "custom call 'TopK': operand #0 must have at least one dimension"),
    ('%r = stablehlo.custom_call @mhlo.erf() : () -> tensor<4xf32>\n    %s:2 = stablehlo.custom_call @mhlo.erf(%a) '
     ': (tensor<f32>) -> (tensor<f32>, tensor<f32>)',
     "custom call 'mhlo.erf' has 1 operand(s) and 2 result(s); its cost rule needs at least 0 operand(s) and "
     "exactly one result"),
])
def test_custom_calls_whose_arity_their_rule_cannot_read_are_refused(tmp_path, call, message):
    source = tmp_path / "call.mlir"
    source.write_text("func.func @main(%a: tensor<f32>) -> tensor<f32> {\n    " + call +
                      "\n    return %a : tensor<f32>\n}\n")
    completed = annotate_costs_in_a_child(source, tmp_path)
    assert "Traceback" not in completed.stderr
    line, column = (3, 12) if "mhlo.erf" in call else (2, 10)  # where the refused op's name starts
    assert completed.stderr.strip() == f"{source}:{line}:{column}: error: {message}"
