"""hespas-opt: an mlir-opt-style driver for hespas passes and upstream MLIR passes.

    hespas-opt input.mlir --hespas-annotate-costs='hardware=h100' -o out.mlir
    hespas-opt - --pass-pipeline='builtin.module(hespas-annotate-costs,canonicalize)'
    hespas-opt bad.mlir --hespas-memory --verify-diagnostics    (checks `// expected-error {{...}}` comments)

Errors are printed as `file:line:col: error: message` with exit status 1; with
`-o`, the output file is written only when every input chunk succeeded. The
pipeline (pass names, option values, pass order) is checked before any input is read.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.metadata
import sys

from hespas.atomic_io import all_or_none, write_bytes_atomically, write_text_atomically
from hespas.diagnostics import (HespasError, current_input_name, diagnostic_sink, run_reporting_errors,
                                source_location)
from hespas.export.global_module import partition_if_global
from hespas.export.stages import DEFAULT_STAGE, STAGES
from hespas.ir import (decode_source, ir, make_context, module_to_bytecode, module_to_text, parse_module, passmanager,
                       read_module_bytes)
from hespas.pipeline import build_pass_manager, element_from_text, parse_pipeline, resolve_pipeline
from hespas.tools.verify_diagnostics import Diagnostic, parse_expectations, verify

SPLIT_MARKER = "// -----"
_SEVERITY_NAMES = {"ERROR": "error", "WARNING": "warning", "NOTE": "note", "REMARK": "remark"}


class DriverArgumentParser(argparse.ArgumentParser):
    """argparse with mlir-opt's error format, and a record of the driver's own long options.

    The record lets pass flags be taken out of the command line before argparse reads it: argparse takes an
    unknown `--flag=value` whose value holds a space for a positional argument (the input file)."""

    def __init__(self, **kwargs):
        self.long_options: set[str] = set()
        super().__init__(**kwargs)

    def add_argument(self, *names, **kwargs):
        action = super().add_argument(*names, **kwargs)
        self.long_options.update(name for name in action.option_strings if name.startswith("--"))
        return action

    def error(self, message: str):
        print(f"hespas-opt: error: {message}", file=sys.stderr)
        sys.exit(1)


def build_parser() -> argparse.ArgumentParser:
    parser = DriverArgumentParser(
        prog="hespas-opt",
        description="Run hespas and MLIR passes over StableHLO. Passes are given with --pass-pipeline "
        "or as one flag each (--hespas-annotate-costs='hardware=h100', --canonicalize), in order.",
        epilog="Pass flags: `hespas-opt --list-passes` lists the hespas passes with their options, types and "
        "allowed values; any upstream MLIR pass registered in jaxlib (canonicalize, cse, inline, symbol-dce, ...) "
        "is accepted too.",
        allow_abbrev=False,
    )
    parser.add_argument("input", nargs="?", default="-", help="input file (MLIR text, bytecode, or a StableHLO "
                        "portable artifact); '-' for stdin")
    parser.add_argument("-o", dest="output", default="-", help="output file ('-' for stdout)")
    parser.add_argument("--pass-pipeline", help="a textual pipeline: 'builtin.module(p1{k=v},p2)'")
    parser.add_argument("--split-input-file", action="store_true",
                        help=f"split the input at '{SPLIT_MARKER}' lines and process each chunk on its own")
    parser.add_argument("--mlir-print-ir-after-all", action="store_true", help="print the IR after every pass")
    parser.add_argument("--mlir-timing", action="store_true", help="print the time spent in each pass")
    parser.add_argument("--allow-unregistered-dialect", action="store_true", help="accept ops of unknown dialects")
    parser.add_argument("--emit-bytecode", action="store_true", help="write MLIR bytecode instead of text")
    parser.add_argument("--mlir-print-op-generic", action="store_true", help="print ops in generic form")
    parser.add_argument("--stage", choices=STAGES, default=DEFAULT_STAGE,
                        help="the stage a global module (global shapes and shardings) is partitioned to on load, as "
                        "hespas export's --stage: partitioned (the program's own dtypes; default) or optimized "
                        "(XLA's CPU pipeline: bf16/f16 computed in f32)")
    parser.add_argument("--list-passes", action="store_true", help="list hespas passes and their options")
    parser.add_argument("--verify-diagnostics", action="store_true",
                        help="check the diagnostics against `// expected-error {{...}}` comments in the input "
                        "(also expected-warning, -note, -remark; @+N, @-N, @above, @below, @unknown)")
    parser.add_argument("--version", action="version", version=version_text())
    return parser


def version_text() -> str:
    versions = []
    for distribution in ("hespas", "jaxlib"):
        try:
            versions.append(f"{distribution} {importlib.metadata.version(distribution)}")
        except importlib.metadata.PackageNotFoundError:
            versions.append(f"{distribution} (not installed as a distribution)")
    return f"hespas-opt: {versions[0]} (MLIR from {versions[1]})"


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    driver_argv, pass_flags = split_pass_flags(sys.argv[1:] if argv is None else argv, parser.long_options)
    args = parser.parse_args(driver_argv)
    for flag, name in (("input", args.input), ("-o", args.output)):
        if not name:  # no file: '-' is stdin or stdout
            parser.error(f"argument {flag}: expected a file name or '-', not an empty string")

    def body() -> int:
        if args.list_passes:
            print(list_passes_text(), end="")
            return 0
        try:
            passes = resolve_pipeline(pipeline_elements(args.pass_pipeline, pass_flags))
            build_pass_manager(passes, make_context(), passmanager.PassManager)  # upstream elements checked now
        except HespasError as error:  # the command line is at fault: say so as argparse does, unless a file
            # it names is (a hardware file's own error, located in that file)
            where = error.source_location
            print(f"{where}: error: {error.message}" if where is not None else f"hespas-opt: error: {error.message}",
                  file=sys.stderr)
            return 1
        return run(args, passes)

    return run_reporting_errors(body, "hespas-opt")


def split_pass_flags(argv: list[str], driver_long_options: set[str]) -> tuple[list[str], list[str]]:
    """The driver's own arguments and the pass flags (`--name[=options]` naming no driver option), in order."""
    driver_argv, pass_flags = [], []
    for argument in argv:
        is_pass_flag = (argument.startswith("--") and len(argument) > 2
                        and argument.partition("=")[0] not in driver_long_options)
        (pass_flags if is_pass_flag else driver_argv).append(argument)
    return driver_argv, pass_flags


def pipeline_elements(pipeline_text: str | None, pass_flags: list[str]):
    """Elements from --pass-pipeline or from per-pass flags (not both), in command-line order."""
    elements = []
    for flag in pass_flags:
        name, sep, options = flag[2:].partition("=")
        elements.append(element_from_text(f"{name}{{{options}}}" if sep and options else name))
    if pipeline_text is not None:
        if elements:
            raise HespasError("--pass-pipeline cannot be combined with per-pass flags")
        return parse_pipeline(pipeline_text)
    return elements


def run(args, passes) -> int:
    data = read_module_bytes(args.input)
    input_name = "<stdin>" if args.input == "-" else args.input
    current_input_name.set(input_name)
    source = decode_source(data, input_name)
    if args.split_input_file and isinstance(source, str):
        chunks = split_chunks(source)
    else:
        chunks = [source]
    if args.verify_diagnostics and not isinstance(source, str):
        raise HespasError("--verify-diagnostics reads expected-* comments: it needs MLIR text, not bytecode")

    outputs: list[str | bytes] = []
    failed = False
    try:
        with all_or_none():  # the -o file and the passes' side outputs (Chakra traces) appear only together
            for chunk in chunks:  # every chunk runs, and reports, even after one failed
                if args.verify_diagnostics:
                    output, ok = verify_chunk(chunk, args, passes, input_name)
                    failed |= not ok
                    if output is not None:
                        outputs.append(output)
                    continue
                try:
                    outputs.append(process_chunk(chunk, args, passes, input_name))
                except ChunkFailed as failure:
                    for diagnostic in failure.diagnostics:
                        print(diagnostic, file=sys.stderr)
                    failed = True
            if failed:
                raise _RunFailed
            write_output(args, outputs)
    except _RunFailed:
        if args.output == "-":  # what succeeded is still printed, as mlir-opt prints it
            write_output(args, outputs)
        return 1
    return 0


class _RunFailed(Exception):
    """A chunk failed (its diagnostics printed): nothing is put in place."""


def verify_chunk(chunk: str, args, passes, input_name: str) -> tuple[str | None, bool]:
    """Run one chunk collecting its diagnostics, and check them against its expected-* comments."""
    expectations = parse_expectations(chunk, input_name)
    diagnostics: list[Diagnostic] = []
    output = None
    token = diagnostic_sink.set(lambda severity, message, location: diagnostics.append(
        Diagnostic(severity, message, location)))
    try:
        output = process_chunk(chunk, args, passes, input_name, diagnostics)
    except ChunkFailed as failure:
        diagnostics += failure.diagnostics
    finally:
        diagnostic_sink.reset(token)
    failures = verify(expectations, diagnostics, input_name)
    for failure in failures:
        print(failure, file=sys.stderr)
    return output, not failures


class ChunkFailed(Exception):
    """A chunk that did not parse or whose pipeline failed, with every diagnostic that said why."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__(diagnostics[-1].message if diagnostics else "failed")
        self.diagnostics = diagnostics


def split_chunks(text: str) -> list[str]:
    """Chunks between split markers, each padded with blank lines so locations keep their line numbers."""
    chunks, current, first_line = [], [], 0
    for number, line in enumerate(text.splitlines(keepends=True)):
        if line.strip() == SPLIT_MARKER:
            chunks.append("\n" * first_line + "".join(current))
            current, first_line = [], number + 1
        else:
            current.append(line)
    chunks.append("\n" * first_line + "".join(current))
    return chunks


def process_chunk(source: str | bytes, args, passes, input_name: str,
                  collected: list[Diagnostic] | None = None) -> str | bytes:
    """The chunk through the pipeline, printed; ChunkFailed when it does not parse or a pass fails.

    With ``collected``, MLIR's warnings and remarks are appended to it instead of being printed."""
    context = make_context(allow_unregistered_dialects=args.allow_unregistered_dialect)
    with contextlib.ExitStack() as stack:
        if collected is not None:
            handler = context.attach_diagnostic_handler(
                lambda diagnostic: collected.extend(mlir_diagnostics(diagnostic, input_name)) or True)
            stack.callback(handler.detach)
        try:
            module = partition_if_global(parse_module(source, context, input_name), context, input_name, args.stage)
        except HespasError as error:
            raise ChunkFailed([Diagnostic("error", error.message, error.source_location)]) from None
        with context:
            pass_manager = build_pass_manager(passes, context, passmanager.PassManager)
            if args.mlir_print_ir_after_all:
                pass_manager.enable_ir_printing(print_after_all=True)
            if args.mlir_timing:
                pass_manager.enable_timing()
            try:
                pass_manager.run(module.operation)
            except ir.MLIRError as error:
                raise ChunkFailed(pass_failure(error, input_name)) from None
    if args.emit_bytecode:
        return module_to_bytecode(module)
    return module_to_text(module, generic=args.mlir_print_op_generic)


def pass_failure(error, input_name: str) -> list[Diagnostic]:
    """The diagnostics of a failed pipeline, notes after the error they belong to."""
    found = [d for diagnostic in error.error_diagnostics for d in mlir_diagnostics(diagnostic, input_name)]
    return found or [Diagnostic("error", str(error).strip(), None)]


def mlir_diagnostics(diagnostic, input_name: str) -> list[Diagnostic]:
    """An MLIR diagnostic and its notes as Diagnostics."""
    severity = _SEVERITY_NAMES.get(str(diagnostic.severity).rsplit(".", 1)[-1], "error")
    found = [Diagnostic(severity, diagnostic.message, source_location(diagnostic.location, input_name))]
    for note in diagnostic.notes:
        found += mlir_diagnostics(note, input_name)
    return found


def write_output(args, outputs: list[str | bytes]) -> None:
    if args.emit_bytecode:
        if len(outputs) != 1:
            raise HespasError("--emit-bytecode writes one module; it cannot be combined with --split-input-file")
        data = outputs[0]
        if args.output == "-":
            sys.stdout.buffer.write(data)
        else:
            write_bytes_atomically(args.output, data)
        return
    text = f"{SPLIT_MARKER}\n".join(outputs)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        write_text_atomically(args.output, text)


def list_passes_text() -> str:
    from hespas.passes import pass_class, pass_names

    lines = ["hespas passes (upstream MLIR passes such as canonicalize, cse, symbol-dce also run):"]
    for name in pass_names():
        cls = pass_class(name)
        lines.append(f"  --{name}: {cls.DESCRIPTION}")
        for key, label in (("REQUIRES", "needs"), ("REJECTS", "rejects"), ("PROVIDES", "provides")):
            if getattr(cls, key):
                lines.append(f"      ({label}: {', '.join(getattr(cls, key))})")
        for spec in cls.option_specs():
            lines.append(f"      {spec.name}=<{spec.type_name}> ({describe_default(spec)}) {spec.help}")
    return "\n".join(lines) + "\n"


def describe_default(spec) -> str:
    """``default: VALUE``; for a number whose default lies below what may be written (a value that only stands
    for "not given", such as num-ranks' 0), ``default: not given``."""
    minimum = getattr(spec.type, "minimum", None)
    if minimum is not None and isinstance(spec.default, (int, float)) and spec.default < minimum:
        return "default: not given"
    return f"default: {format_default(spec.default)}"


def format_default(value) -> str:
    from hespas.pass_options import format_value

    return format_value(value) if value != "" else "''"


if __name__ == "__main__":
    sys.exit(main())
