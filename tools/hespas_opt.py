"""hespas-opt: an mlir-opt-style driver for hespas passes and upstream MLIR passes.

    hespas-opt input.mlir --hespas-annotate-costs='hardware=h100' -o out.mlir
    hespas-opt - --pass-pipeline='builtin.module(hespas-annotate-costs,canonicalize)'

Errors are printed as `file:line:col: error: message` with exit status 1; with
`-o`, the output file is written only when every input chunk succeeded.
"""

from __future__ import annotations

import argparse
import sys

from jax._src.lib.mlir import passmanager

from hespas.atomic_io import write_bytes_atomically, write_text_atomically
from hespas.diagnostics import HespasError, current_input_name, report_error, run_reporting_errors, source_location
from hespas.export.global_module import partition_if_global
from hespas.ir import decode_source, ir, make_context, module_to_bytecode, module_to_text, parse_module, read_module_bytes
from hespas.pipeline import build_pass_manager, element_from_text, parse_pipeline

SPLIT_MARKER = "// -----"


class DriverArgumentParser(argparse.ArgumentParser):
    def error(self, message: str):
        print(f"hespas-opt: error: {message}", file=sys.stderr)
        sys.exit(1)


def build_parser() -> argparse.ArgumentParser:
    parser = DriverArgumentParser(
        prog="hespas-opt",
        description="Run hespas and MLIR passes over StableHLO. Passes are given with --pass-pipeline "
        "or as one flag each (--hespas-annotate-costs='hardware=h100', --canonicalize), in order.",
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
    parser.add_argument("--list-passes", action="store_true", help="list hespas passes and their options")
    return parser


def main(argv: list[str] | None = None) -> int:
    args, pass_flags = build_parser().parse_known_args(argv)

    def body() -> int:
        if args.list_passes:
            print(list_passes_text(), end="")
            return 0
        return run(args, pipeline_elements(args.pass_pipeline, pass_flags))

    return run_reporting_errors(body, "hespas-opt")


def pipeline_elements(pipeline_text: str | None, pass_flags: list[str]):
    """Elements from --pass-pipeline or from per-pass flags (not both), in command-line order."""
    elements = []
    for flag in pass_flags:
        if not flag.startswith("--") or len(flag) == 2:
            raise HespasError(f"unexpected argument '{flag}'")
        name, sep, options = flag[2:].partition("=")
        elements.append(element_from_text(f"{name}{{{options}}}" if sep and options else name))
    if pipeline_text is not None:
        if elements:
            raise HespasError("--pass-pipeline cannot be combined with per-pass flags")
        return parse_pipeline(pipeline_text)
    return elements


def run(args, elements) -> int:
    data = read_module_bytes(args.input)
    input_name = "<stdin>" if args.input == "-" else args.input
    current_input_name.set(input_name)
    source = decode_source(data, input_name)
    if args.split_input_file and isinstance(source, str):
        chunks = split_chunks(source)
    else:
        chunks = [source]

    outputs: list[str | bytes] = []
    failed = False
    for chunk in chunks:
        try:
            outputs.append(process_chunk(chunk, args, elements, input_name))
        except HespasError as error:
            report_error(error)
            failed = True
    if failed and args.output != "-":
        return 1
    write_output(args, outputs)
    return 1 if failed else 0


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


def process_chunk(source: str | bytes, args, elements, input_name: str) -> str | bytes:
    context = make_context(allow_unregistered_dialects=args.allow_unregistered_dialect)
    module = partition_if_global(parse_module(source, context, input_name), context, input_name)
    with context:
        pass_manager = build_pass_manager(elements, context, passmanager.PassManager)
        if args.mlir_print_ir_after_all:
            pass_manager.enable_ir_printing(print_after_all=True)
        if args.mlir_timing:
            pass_manager.enable_timing()
        try:
            pass_manager.run(module.operation)
        except ir.MLIRError as error:
            raise pass_failure(error, input_name) from None
    if args.emit_bytecode:
        return module_to_bytecode(module)
    return module_to_text(module, generic=args.mlir_print_op_generic)


def pass_failure(error, input_name: str) -> HespasError:
    """The diagnostics of a failed pipeline: all but the last printed now, the last returned."""
    diagnostics = list(error.error_diagnostics)
    if not diagnostics:
        return HespasError(str(error).strip())
    for diagnostic in diagnostics[:-1]:
        report_error(HespasError(diagnostic.message, source_location(diagnostic.location, input_name)))
    last = diagnostics[-1]
    return HespasError(last.message, source_location(last.location, input_name))


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
    from hespas.passes import PASSES

    lines = ["hespas passes (upstream MLIR passes such as canonicalize, cse, inline, symbol-dce also run):"]
    for name, cls in PASSES.items():
        lines.append(f"  --{name}: {cls.DESCRIPTION}")
        for spec in cls.option_specs():
            lines.append(f"      {spec.name}=<{spec.type_name}> (default: {spec.default!r}) {spec.help}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
