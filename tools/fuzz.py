"""A mutation fuzzer for hespas's input contract (issue 15).

    python tools/fuzz.py --minutes 30 --seed 1 --findings fuzz-findings      # a long local run
    python tools/fuzz.py --cases 8 --seed 0                                   # a few cases

Each case takes one seed input (the lit tests' and examples' MLIR, small shared workloads, the hardware
and system presets, an export spec, and Chakra traces, comm groups, ASTRA-sim configs and a saved
program written once at start), mutates it, and runs one `hespas-opt` pipeline or `hespas` subcommand on
it in a subprocess with a time limit; other cases give command-line and pass-option values (numbers past
every range, non-numbers, paths) to an unchanged workload. Mutations are structure-aware where a structure
exists: MLIR is parsed with the bindings and a result shape (a dimension made dynamic too), an element type, an
attribute value (the module's own included), a string or an operand count changed, then printed as text or
bytecode; or, in bytecode, a string the IR holds gets a byte that is not UTF-8, or an attribute stored as text
becomes a string literal of escaped arbitrary
bytes (strings no text check sees, which MLIR's reader hands to the bindings); or an attribute of arrays
nested hundreds to thousands deep is added (MLIR's parser recurses on its stack); TOML, JSON and YAML (and
the JSON in a saved program) are parsed and a value replaced (extreme numbers, other types), a key dropped or added, or a value
nested thousands deep; any file (MLIR also in bytecode form) gets byte-level truncations, bit flips and
insertions. Each result is classified:

- ok: exit status 0, no traceback;
- diagnostic: exit status 1, exactly one ``error:`` line, no traceback, no new file left in the folder;
- failure: anything else (traceback, signal, hang past the limit, another status, several errors,
  or an output left behind after a failure). Failures are saved as reproducers: the input, the
  command and its stderr, under ``--findings``.

Case ``i`` of seed ``s`` depends only on ``(s, i)``: a run is deterministic for a fixed seed, whatever
the number of parallel jobs.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
import tomllib
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("HESPAS_SHARED_DIR", REPO.parent / "shared"))
SMALL_WORKLOAD = REPO / "examples" / "mlp_data_parallel" / "mlp_train_step_8_devices.mlir"
CHAKRA_WORKLOAD = REPO / "examples" / "mlp_dp_tp" / "mlp_dp_tp_8_devices.partitioned.mlir"  # has comm groups
MAX_SEED_BYTES = 64 * 1024  # larger MLIR seeds make each case slow without covering more

# Values that break naive readers: integer limits, float extremes, denormals, types a field does not expect.
EXTREME_NUMBERS = [0, -1, 1, 2**31, 2**32 + 1, 2**53 + 1, 2**62, 2**63 - 1, 2**63, 2**64 + 1, -2**63 - 1, 10**100,
                   1e308, -1e308, 5e-324, 1e-310, math.inf, -math.inf, math.nan, 0.5, -0.0]
OTHER_VALUES = [True, False, "", "x" * 5000, "h100", "\u202e\u0000", "../../x", [], {}, [1, [2, [3]]], {"a": {"b": 1}}]
DIMENSIONS = [0, 1, 3, 2**31, 2**40, 4611686018427387903, 2**63 - 1]
DYNAMIC = -2**63  # MLIR's ShapedType::kDynamic: the dimension prints as `?`
ELEMENT_TYPES = ["i1", "i4", "i64", "ui8", "f8E4M3FN", "f64", "bf16", "index", "complex<f32>", "none"]
WEIRD_STRINGS = ["", "a" * 4096, "\u00e9\u4e2d\U0001f600", "\"quoted\"", "x y", "-", "@main", "\\", "__cudnn$fmha"]
# Command-line and pass-option values: numbers past every range, non-numbers, paths out of the folder.
OPTION_VALUES = ["0", "-1", "nan", "inf", "-inf", "1e309", "5e-324", "9223372036854775808", "18446744073709551617",
                 "1000000000000000", "0x10", "1_000", "", "true", "\u00e9", "../../x", "a b"]
DEEP_NESTING = 50_000
DEEP_MARKER = "__hespas_fuzz_deep__"


@dataclass(frozen=True)
class Target:
    """A command over one kind of input; ``{input}`` is the mutated file, ``{seeds}`` the seed folder."""

    kind: str  # which seeds it mutates: mlir, hardware, system, spec, network, sysjson, commgroup, et
    command: tuple[str, ...]


TARGETS = [
    Target("mlir", ("hespas-opt", "{input}", "--pass-pipeline=builtin.module(hespas-fuse,hespas-annotate-costs,"
                    "hespas-memory,hespas-partition)")),
    Target("mlir", ("hespas-opt", "{input}", "--hespas-annotate-costs=hardware=tpu-v5e branches=mean", "-o",
                    "out.mlir")),
    Target("mlir", ("hespas", "simulate", "{input}", "--system", "dgx-h100", "--json", "out.json", "--trace",
                    "trace.json")),
    Target("mlir", ("hespas", "chakra", "lower", "{input}", "-o", "out", "--system", "h100-1gpu")),
    Target("hardware", ("hespas", "hardware", "show", "{input}")),
    Target("hardware", ("hespas-opt", "{small}", "--hespas-annotate-costs=hardware={input}")),
    Target("system", ("hespas", "systems", "show", "{input}")),
    Target("system", ("hespas", "simulate", "{small}", "--system", "{input}")),
    Target("spec", ("hespas", "export", "{repo}/examples/gemm_tensor_parallel/export.py:gemm_chain", "--spec",
                    "{input}", "-o", "out/gemm")),
    Target("network", ("hespas", "simulate", "--chakra", "{seeds}/chakra/trace", "--network", "{input}",
                       "--system", "{seeds}/chakra/system.json", "--comm-group", "{seeds}/chakra/comm_group.json")),
    Target("sysjson", ("hespas", "simulate", "--chakra", "{seeds}/chakra/trace", "--network",
                       "{seeds}/chakra/network.yml", "--system", "{input}")),
    Target("commgroup", ("hespas", "simulate", "--chakra", "{seeds}/chakra/trace", "--network",
                         "{seeds}/chakra/network.yml", "--system", "{seeds}/chakra/system.json", "--comm-group",
                         "{input}")),
    Target("et", ("hespas", "chakra", "dump", "{input}")),
    Target("hprog", ("hespas", "simulate", "{input}", "--system", "dgx-h100", "--json", "out.json")),
    Target("hprog", ("hespas", "chakra", "lower", "{input}", "-o", "out", "--system", "dgx-h100")),
    # {value} is one of OPTION_VALUES; the input is the small workload, unchanged
    Target("options", ("hespas-opt", "{input}", "--hespas-annotate-costs=default-trip-count={value}",
                       "--hespas-partition=min-region-ns={value}")),
    Target("options", ("hespas-opt", "{input}", "--hespas-annotate-costs=hardware={value} estimator={value}")),
    Target("options", ("hespas", "simulate", "{input}", "--system", "dgx-h100", "--ranks", "{value}")),
    Target("options", ("hespas", "simulate", "{input}", "--system", "dgx-h100", "--nodes", "{value}", "--top",
                       "{value}", "--max-ranks", "{value}", "--trace", "t.json")),
    Target("options", ("hespas", "chakra", "lower", "{input}", "-o", "out", "--system", "dgx-h100",
                       "--min-region-ns", "{value}", "--prefix", "{value}")),
    Target("options", ("hespas", "systems", "show", "dgx-h100-x{value}")),
]


@dataclass(frozen=True)
class Result:
    index: int
    verdict: str  # ok, diagnostic, failure
    reason: str  # why a failure is one ("" otherwise)
    command: tuple[str, ...]
    mutation: str
    input_name: str
    input_data: bytes
    stderr: str
    seconds: float


# ---------------------------------------------------------------------------------------------- seeds


def collect_seeds(seed_dir: Path) -> dict[str, list[Path]]:
    """The seed files per kind; Chakra traces, ASTRA-sim configs, a saved program and a spec are written into
    ``seed_dir`` first."""
    mlir = sorted(path for pattern in ("test/passes/*.mlir", "test/Inputs/*.mlir", "examples/*/*.mlir")
                  for path in REPO.glob(pattern) if path.stat().st_size <= MAX_SEED_BYTES)
    mlir += sorted(path for path in (SHARED / "workloads").glob("*.mlir") if path.stat().st_size <= MAX_SEED_BYTES)
    _write_generated_seeds(seed_dir)
    return {
        "mlir": mlir,
        "hardware": [*sorted((REPO / "hespas" / "presets" / "hardware").glob("*.toml")),
                     REPO / "test" / "Inputs" / "calibrated.toml"],
        "system": sorted((REPO / "hespas" / "presets" / "systems").glob("*.toml")),
        "spec": [seed_dir / "spec.toml"],
        "network": [seed_dir / "chakra" / "network.yml"],
        "sysjson": [seed_dir / "chakra" / "system.json"],
        "commgroup": [seed_dir / "chakra" / "comm_group.json"],
        "et": sorted((seed_dir / "chakra").glob("trace.*.et"))[:2],
        "hprog": [seed_dir / "step.hprog"],
        "options": [SMALL_WORKLOAD],
    }


def _write_generated_seeds(seed_dir: Path) -> None:
    """Chakra traces of a data- and tensor-parallel step, with its comm groups and ASTRA-sim configs; a spec."""
    seed_dir.mkdir(parents=True, exist_ok=True)
    if not (seed_dir / "chakra" / "comm_group.json").exists():
        subprocess.run(_argv(("hespas", "chakra", "lower", str(CHAKRA_WORKLOAD), "-o", str(seed_dir / "chakra"),
                              "--system", "dgx-h100")), check=True, capture_output=True, timeout=600, cwd=seed_dir)
    if not (seed_dir / "step.hprog").exists():
        subprocess.run(_argv(("hespas", "simulate", str(SMALL_WORKLOAD), "--system", "dgx-h100", "--save-program",
                              str(seed_dir / "step.hprog"))), check=True, capture_output=True, timeout=600,
                       cwd=seed_dir)
    (seed_dir / "spec.toml").write_text('[mesh]\nmodel = 4\n\n[[inputs]]\nname = "x"\nshape = [64, 128]\n'
                                        'dtype = "f32"\n\n[[inputs]]\nname = "w_in"\nshape = [128, 256]\n'
                                        'dtype = "f32"\nsharding = [[], "model"]\n\n[[inputs]]\nname = "w_out"\n'
                                        'shape = [256, 128]\ndtype = "f32"\nsharding = ["model"]\n')


# ---------------------------------------------------------------------------------------------- mutations


def mutate(kind: str, path: Path, rng: random.Random) -> tuple[str, str, bytes]:
    """(mutation name, file name, bytes) of one mutant of the seed at ``path``."""
    data = path.read_bytes()
    if kind == "options":
        return "options", f"input{path.suffix}", data
    structured = rng.random() < 0.7
    if kind == "hprog" and structured:  # the saved program's JSON, mutated as a document and compressed again
        name, _, document = mutate_document(kind, gzip.decompress(data), ".json", rng)
        return name, "input.hprog", gzip.compress(document, mtime=0)
    if kind == "mlir" and structured:
        mutated = mutate_mlir(data.decode("utf-8"), rng)
        if mutated is not None:
            return mutated
    if kind in ("hardware", "system", "spec", "network", "sysjson", "commgroup") and structured:
        return mutate_document(kind, data, path.suffix, rng)
    suffix = path.suffix
    if kind == "mlir" and rng.random() < 0.3:  # bytes of the bytecode form: strings, varints, sections
        bytecode = mlir_bytecode(data.decode("utf-8"))
        if bytecode is not None:
            data, suffix = bytecode, ".mlirbc"
    name, mutant = mutate_bytes(data, rng)
    return name + ("-bytecode" if suffix == ".mlirbc" else ""), f"input{suffix}", mutant


def mlir_bytecode(text: str) -> bytes | None:
    """The bytecode of a module that parses and verifies, else None."""
    from hespas.ir import ir

    with _single_threaded_context():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError:
            return None
        if not _verifies(module):
            return None
        stream = _BytesSink()
        module.operation.write_bytecode(stream)
        return stream.data


def mutate_bytes(data: bytes, rng: random.Random) -> tuple[str, bytes]:
    """A byte-level mutant: truncated, bits flipped, bytes inserted, or a number replaced by an extreme."""
    choice = rng.randrange(4)
    if choice == 0 or not data:
        return "truncate", data[: rng.randrange(len(data) + 1)]
    if choice == 1:
        mutant = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            mutant[rng.randrange(len(mutant))] ^= 1 << rng.randrange(8)
        return "bit-flips", bytes(mutant)
    if choice == 2:
        at = rng.randrange(len(data) + 1)
        inserted = rng.choice([b"\xff\xfe", b"\x00", b"{" * 64, b"\xc3(", rng.randbytes(rng.randint(1, 32))])
        return "insert", data[:at] + inserted + data[at:]
    digits = [i for i in range(len(data)) if 48 <= data[i] <= 57 and (i == 0 or not 48 <= data[i - 1] <= 57)]
    if not digits:
        return "truncate", data[: rng.randrange(len(data) + 1)]
    start = rng.choice(digits)
    end = start
    while end < len(data) and 48 <= data[end] <= 57:
        end += 1
    number = str(rng.choice([0, 2**31, 2**63, 2**64, 10**30, 4611686018427387903])).encode()
    return "number", data[:start] + number + data[end:]


def mutate_mlir(text: str, rng: random.Random) -> tuple[str, str, bytes] | None:
    """A structure-aware mutant of an MLIR module, as text or bytecode; None when the seed does not parse."""
    from hespas.ir import ir

    context = _single_threaded_context()
    context.allow_unregistered_dialects = True
    with context, ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError:
            return None  # a seed meant to fail parsing (lit's invalid cases): byte mutations instead
        ops = []
        _collect_ops(module.operation, ops)
        name = rng.choice(["shape", "dtype", "attribute", "string", "operands", "bytecode-string", "text-entry",
                           "deep-nesting"])
        if name in ("bytecode-string", "text-entry"):
            return _mutate_bytecode_strings(name, module, ops, rng, ir)
        if name == "deep-nesting":  # an attribute of arrays nested near the limit or past the parser's stack
            rng.choice(ops).attributes["hespas_fuzz.deep"] = ir.StringAttr.get(DEEP_MARKER)
            levels = rng.choice([400, 513, 3000, DEEP_NESTING])
            asm = module.operation.get_asm(print_generic_op_form=not _verifies(module), enable_debug_info=False)
            asm = asm.replace(f'"{DEEP_MARKER}"', "[" * levels + "]" * levels)
            return f"mlir-deep-nesting:{levels}", "input.mlir", asm.encode("utf-8", errors="surrogatepass")
        candidates = [op for op in ops if op.name != "builtin.module" and _fits(name, op, ir)]
        if not candidates:
            return None
        op = rng.choice(candidates)
        if name == "attribute" and len(module.operation.attributes) and rng.random() < 0.2:
            # the module's own (mhlo.num_partitions, mhlo.num_replicas): a global module is partitioned for its
            # count by XLA before any of hespas's checks ran (0 aborted the process)
            op = module.operation
        try:
            name = _apply_mlir_mutation(name, op, rng, ir)
        except Exception as error:  # the bindings refused the change: the seed goes out unchanged
            name = f"{name}-not-applied({type(error).__name__})"
        valid = _verifies(module)
        if valid and rng.random() < 0.3:  # MLIR's bytecode writer may crash on an invalid module: text then
            stream = _BytesSink()
            module.operation.write_bytecode(stream)
            return f"mlir-{name}-bytecode", "input.mlirbc", stream.data
        asm = module.operation.get_asm(print_generic_op_form=not valid, enable_debug_info=False)
        return f"mlir-{name}", "input.mlir", asm.encode("utf-8", errors="surrogatepass")


# Strings that are not UTF-8 inside bytecode, where no text check sees them: a string the IR holds (a symbol
# name, an attribute's string) with one byte made invalid, or an attribute stored as text (the form MLIR's
# writer uses for a dialect without a bytecode encoding, parsed back by the text parser) whose text becomes a
# string literal of escaped arbitrary bytes. The text-form entry is an unregistered attribute put on an op
# under a key hespas reads; its text is then replaced at the same length.
TEXT_ENTRY = '#hespas_fuzz<"' + "a" * 40 + '">'
TEXT_ENTRY_KEYS = ("mhlo.sharding", "mhlo.frontend_attributes", "hespas.cost", "hespas.comm", "hespas.totals")
TEXT_ENTRY_FIELDS = ("bound", "estimator", "kind", "algorithm", "replica_groups", "name")
INVALID_BYTES = (0xFF, 0xFE, 0xC0, 0x80, 0xED)


def _mutate_bytecode_strings(name: str, module, ops: list, rng: random.Random, ir) -> tuple[str, str, bytes] | None:
    if name == "text-entry":
        op = rng.choice(ops)
        key = rng.choice(TEXT_ENTRY_KEYS + tuple(a.name for a in _named_attributes(op) if "." in a.name))
        entry = ir.Attribute.parse(TEXT_ENTRY)
        op.attributes[key] = entry if rng.random() < 0.3 else ir.DictAttr.get({rng.choice(TEXT_ENTRY_FIELDS): entry})
        name = f"text-entry:{key}"
    if not _verifies(module):  # MLIR's bytecode writer may crash on an invalid module
        return None
    stream = _BytesSink()
    module.operation.write_bytecode(stream)
    data = stream.data
    if name.startswith("text-entry"):
        raw = rng.choice([rng.randbytes(rng.randint(1, 12)), bytes([rng.choice(INVALID_BYTES)]), "\u00e9".encode()])
        literal = '"' + "".join(f"\\{byte:02X}" for byte in raw)
        literal += "a" * (len(TEXT_ENTRY) - 1 - len(literal)) + '"'
        if data.count(TEXT_ENTRY.encode()) != 1:
            return None
        return f"mlir-{name}-bytecode", "input.mlirbc", data.replace(TEXT_ENTRY.encode(), literal.encode())
    strings = sorted({value for value in _ir_strings(ops, ir) if value and value.encode() in data})
    if not strings:
        return None
    target = rng.choice(strings).encode()
    starts, start = [], data.find(target)
    while start >= 0:
        starts.append(start)
        start = data.find(target, start + 1)
    at = rng.choice(starts) + rng.randrange(len(target))
    mutant = data[:at] + bytes([rng.choice(INVALID_BYTES)]) + data[at + 1:]
    return "mlir-bytecode-string", "input.mlirbc", mutant


def _ir_strings(ops: list, ir) -> list[str]:
    """The strings the ops' attributes hold directly: string attributes, symbol names and references."""
    found = []
    for op in ops:
        for named in _named_attributes(op):
            found.append(named.name)
            if isinstance(named.attr, ir.StringAttr):
                found.append(ir.StringAttr(named.attr).value)
            elif isinstance(named.attr, ir.FlatSymbolRefAttr):
                found.append(ir.FlatSymbolRefAttr(named.attr).value)
    return found


def _single_threaded_context():
    """A context that parses and verifies on the calling thread: a verifier error raised on MLIR's thread
    pool deadlocks the bindings (the hang hespas.ir.parse_module avoids; the fuzzer hit it too)."""
    from hespas.ir import make_context

    context = make_context()
    context.enable_multithreading(False)
    return context


class _BytesSink:
    def __init__(self):
        self.data = b""

    def write(self, chunk: bytes) -> None:
        self.data += bytes(chunk)


def _verifies(module) -> bool:
    try:
        return module.operation.verify()
    except Exception:  # the bindings raise MLIRError with the verifier's diagnostics
        return False


def _collect_ops(operation, found: list) -> None:
    stack = [operation]
    while stack:
        current = stack.pop()
        found.append(current)
        for region in current.regions:
            for block in region.blocks:
                stack.extend(op.operation for op in block.operations)


def _fits(name: str, op, ir) -> bool:
    """Whether ``op`` has what mutation ``name`` changes."""
    if name in ("shape", "dtype"):
        return any(isinstance(r.type, ir.RankedTensorType) for r in op.results)
    if name == "attribute":
        return len(op.attributes) > 0
    if name == "string":
        return any(isinstance(a.attr, ir.StringAttr) for a in _named_attributes(op))
    return len(op.operands) > 0 and not any(len(region.blocks) for region in op.regions)


def _apply_mlir_mutation(name: str, op, rng: random.Random, ir) -> str:
    if name in ("shape", "dtype"):
        values = [r for r in op.results if isinstance(r.type, ir.RankedTensorType)]
        if not values:
            raise ValueError("no ranked tensor result")
        value = rng.choice(values)
        tensor = ir.RankedTensorType(value.type)
        shape, element = list(tensor.shape), tensor.element_type
        if name == "shape" and shape and rng.random() < 0.2:  # a dynamic dimension (`?`), as an exporter writes
            shape[rng.randrange(len(shape))] = DYNAMIC
            name = "shape-dynamic"
        elif name == "shape" and shape:
            shape[rng.randrange(len(shape))] = rng.choice(DIMENSIONS)
        elif name == "shape":
            shape = [rng.choice(DIMENSIONS)]
        else:
            element = ir.Type.parse(rng.choice(ELEMENT_TYPES))
        value.set_type(ir.RankedTensorType.get(shape, element))
        return name
    if name == "attribute":
        attributes = _named_attributes(op)
        if not attributes:
            raise ValueError("no attribute")
        named = rng.choice(attributes)
        i64 = ir.IntegerType.get_signless(64)
        replacement = rng.choice([
            ir.IntegerAttr.get(i64, rng.choice([0, -1, 2**63 - 1, -2**63])),
            ir.FloatAttr.get(ir.F64Type.get(), rng.choice([math.inf, math.nan, -1.0, 1e300])),
            ir.StringAttr.get(rng.choice(WEIRD_STRINGS)),
            ir.ArrayAttr.get([]),
            ir.UnitAttr.get(),
        ])
        op.attributes[named.name] = replacement
        return f"attribute:{named.name}"
    if name == "string":
        strings = [a.name for a in _named_attributes(op) if isinstance(a.attr, ir.StringAttr)]
        if not strings:
            raise ValueError("no string attribute")
        key = rng.choice(strings)
        op.attributes[key] = ir.StringAttr.get(rng.choice(WEIRD_STRINGS))
        return f"string:{key}"
    operands = list(op.operands)  # operands: drop one or repeat one (regions and successors are kept)
    if op.regions and any(len(region.blocks) for region in op.regions) or not operands:
        raise ValueError("an op with regions or no operands")
    changed = operands[:-1] if rng.random() < 0.5 else operands + [operands[0]]
    new = ir.Operation.create(op.name, results=[r.type for r in op.results], operands=changed,
                              attributes={a.name: a.attr for a in _named_attributes(op)}, loc=op.location,
                              ip=ir.InsertionPoint(op))
    for old_result, new_result in zip(op.results, new.results):
        old_result.replace_all_uses_with(new_result)
    op.erase()
    return "operands"


def _named_attributes(op) -> list:
    return [op.attributes[i] for i in range(len(op.attributes))]


def mutate_document(kind: str, data: bytes, suffix: str, rng: random.Random) -> tuple[str, str, bytes]:
    """A TOML, JSON or YAML document with one value replaced, a key dropped or added, or deep nesting."""
    text = data.decode("utf-8")
    document = tomllib.loads(text) if suffix == ".toml" else json.loads(text) if suffix == ".json" else \
        yaml.safe_load(text)
    slots = list(_slots(document))
    container, key = rng.choice(slots) if slots else (document, None)
    choice = rng.randrange(5)
    if key is None:
        choice = 3
    if choice == 0:
        container[key] = rng.choice(EXTREME_NUMBERS)
        name = "extreme-number"
    elif choice == 1:
        container[key] = rng.choice(OTHER_VALUES + ([None] if suffix != ".toml" else []))
        name = "other-type"
    elif choice == 2:
        if isinstance(container, dict):
            del container[key]
        else:
            container.pop(key)
        name = "drop"
    elif choice == 3:
        if isinstance(container, dict):
            container[rng.choice(["unknown_key", "npus", "bandwidth_GBps", "x" * 300])] = rng.choice(EXTREME_NUMBERS)
        else:
            container.extend([container[0]] * 1000 if container else [0])
        name = "add"
    else:
        container[key] = DEEP_MARKER
        name = "deep-nesting"
    if suffix == ".toml":
        out = toml_text(document)
    elif suffix == ".json":
        out = json.dumps(document, allow_nan=True)
    else:
        out = yaml.safe_dump(document, default_flow_style=True, allow_unicode=True)
    deep = "[" * DEEP_NESTING + "]" * DEEP_NESTING
    out = out.replace(f'"{DEEP_MARKER}"', deep).replace(DEEP_MARKER, deep)
    return f"{kind}-{name}", f"input{suffix}", out.encode("utf-8", errors="surrogatepass")


def _slots(document):
    """(container, key) for every value below the document's root, depth first."""
    stack = [document]
    while stack:
        container = stack.pop()
        keys = list(container) if isinstance(container, dict) else range(len(container)) \
            if isinstance(container, list) else []
        for key in keys:
            yield container, key
            if isinstance(container[key], (dict, list)):
                stack.append(container[key])


def toml_text(document: dict) -> str:
    """TOML for a document of any shape: one ``key = value`` line per top-level key, inline values below."""
    return "".join(f"{_toml_key(key)} = {_toml_value(value)}\n" for key, value in document.items())


def _toml_key(key) -> str:
    return json.dumps(str(key), ensure_ascii=False)


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + "}"
    return json.dumps(str(value))  # dates and the like: as strings


# ---------------------------------------------------------------------------------------------- running


def _argv(command: tuple[str, ...]) -> list[str]:
    """A command line run with this interpreter (the installed scripts need not be on PATH). Run it outside
    the checkout (``cwd``): ``python -c`` puts the working directory first on ``sys.path``, and the checkout's
    ``hespas/`` lacks the ``hespas.passes`` an install maps in."""
    module = {"hespas": "hespas.cli", "hespas-opt": "hespas.tools.hespas_opt"}[command[0]]
    return [sys.executable, "-c", f"import sys; from {module} import main; sys.exit(main())", *command[1:]]


def run_case(index: int, seed: int, seeds: dict[str, list[Path]], seed_dir: Path, timeout_s: float,
             targets: list[Target]) -> Result:
    rng = random.Random(f"{seed}:{index}")
    target = rng.choice([t for t in targets if seeds.get(t.kind)])
    source = rng.choice(seeds[target.kind])
    mutation, input_name, data = mutate(target.kind, source, rng)
    value = rng.choice(OPTION_VALUES)
    mutation = f"{source.name}: {mutation}" + (f" {value!r}" if target.kind == "options" else "")
    with tempfile.TemporaryDirectory(prefix="hespas-fuzz-") as work:
        folder = Path(work)
        (folder / input_name).write_bytes(data)
        command = tuple(part.format(input=input_name, seeds=seed_dir, small=SMALL_WORKLOAD, repo=REPO, value=value)
                        for part in target.command)
        env = {**os.environ, "HESPAS_CACHE_DIR": str(folder / "cache"), "PYTHONHASHSEED": "0"}
        before = set(os.listdir(folder))
        started = time.monotonic()
        try:
            completed = subprocess.run(_argv(command), cwd=folder, env=env, stdin=subprocess.DEVNULL,
                                       capture_output=True, timeout=timeout_s)
            status, stderr = completed.returncode, completed.stderr.decode("utf-8", errors="replace")
        except subprocess.TimeoutExpired as expired:
            status, stderr = None, (expired.stderr or b"").decode("utf-8", errors="replace")
        seconds = time.monotonic() - started
        left = sorted(set(os.listdir(folder)) - before - {"cache"})
    verdict, reason = classify(status, stderr, left, timeout_s)
    return Result(index, verdict, reason, command, mutation, input_name, data, stderr, seconds)


def classify(status: int | None, stderr: str, left: list[str], timeout_s: float) -> tuple[str, str]:
    """ok, diagnostic or failure (with why) for one run's exit status, stderr and files left behind."""
    if status is None:
        return "failure", f"hang: no exit within {timeout_s:g} s"
    if "Traceback (most recent call last)" in stderr:
        return "failure", "traceback: " + _last_line(stderr)
    if status < 0:
        return "failure", f"signal {-status}: " + _last_line(stderr)
    if status == 0:
        return "ok", ""
    if status != 1:
        return "failure", f"exit status {status}: " + _last_line(stderr)
    errors = [line for line in stderr.splitlines() if "error: " in line]
    if len(errors) != 1:
        return "failure", f"{len(errors)} error lines: " + _last_line(stderr)
    if left:
        return "failure", f"output left after a failure: {', '.join(left)}"
    return "diagnostic", ""


def _last_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1][:300] if lines else ""


def save_reproducer(result: Result, findings: Path) -> Path:
    digest = hashlib.sha256(result.input_data + " ".join(result.command).encode()).hexdigest()[:12]
    folder = findings / f"case-{result.index}-{digest}"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / result.input_name).write_bytes(result.input_data)
    (folder / "command.txt").write_text(" ".join(result.command) + "\n")
    (folder / "stderr.txt").write_text(f"# {result.reason}\n# mutation: {result.mutation}\n{result.stderr}")
    return folder


def fuzz(seed: int, cases: int | None, minutes: float | None, jobs: int, timeout_s: float, seed_dir: Path,
         findings: Path | None, targets: list[Target] = TARGETS, report=print) -> list[Result]:
    """Run cases 0, 1, 2... (``cases`` of them, or until ``minutes`` pass); the results in case order.

    ``report(line, flush=True)`` is called with one line per finished case."""
    seeds = collect_seeds(seed_dir)
    deadline = time.monotonic() + minutes * 60 if minutes is not None else math.inf
    results: list[Result] = []
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        index = 0
        running = set()
        while (cases is None or index < cases) and time.monotonic() < deadline or running:
            while len(running) < jobs and (cases is None or index < cases) and time.monotonic() < deadline:
                running.add(pool.submit(run_case, index, seed, seeds, seed_dir, timeout_s, targets))
                index += 1
            done = next((future for future in running if future.done()), None)
            if done is None:
                time.sleep(0.05)
                continue
            running.discard(done)
            result = done.result()
            results.append(result)
            line = f"case {result.index}: {result.verdict} ({result.seconds:.1f} s) {result.mutation}"
            if result.verdict == "failure":
                line += f"\n    {result.reason}\n    {' '.join(result.command)}"
                if findings is not None:
                    line += f"\n    saved {save_reproducer(result, findings)}"
            report(line, flush=True)
    return sorted(results, key=lambda r: r.index)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=0, help="the run's seed (case i depends on seed and i only)")
    parser.add_argument("--cases", type=int, help="how many cases (default: until --minutes pass)")
    parser.add_argument("--minutes", type=float, help="time budget (default: 10 if --cases is not given)")
    parser.add_argument("--jobs", type=int, default=2, help="cases run at once")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds before a case counts as a hang")
    parser.add_argument("--findings", default="fuzz-findings", help="folder for the reproducers of failures")
    args = parser.parse_args(argv)
    minutes = args.minutes if args.minutes is not None or args.cases is not None else 10.0
    findings = Path(args.findings)
    with tempfile.TemporaryDirectory(prefix="hespas-fuzz-seeds-") as seed_dir:
        results = fuzz(args.seed, args.cases, minutes, args.jobs, args.timeout, Path(seed_dir), findings)
    counts = Counter(result.verdict for result in results)
    print(f"{len(results)} cases: {counts['ok']} ok, {counts['diagnostic']} diagnostics, {counts['failure']} failures"
          + (f" (reproducers in {findings})" if counts["failure"] else ""))
    return 1 if counts["failure"] else 0


if __name__ == "__main__":
    sys.exit(main())
