"""The `hespas` user command: one subcommand per module in this package.

Each subcommand lives in a module named ``<something>_cmd`` in this package and
exposes ``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``;
they are discovered, so adding a subcommand touches no other file. Errors are
reported as diagnostics with exit status 1.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys

from hespas.diagnostics import HespasError, report_error



def subcommand_modules() -> list[str]:
    """Every ``*_cmd`` module of this package, sorted by name."""
    return sorted(
        f"{__name__}.{info.name}" for info in pkgutil.iter_modules(__path__) if info.name.endswith("_cmd")
    )


class ArgumentParser(argparse.ArgumentParser):
    """argparse, but a bad option is a one-line error with exit status 1 (not 2)."""

    def error(self, message: str):
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        sys.exit(1)


def build_parser() -> argparse.ArgumentParser:
    parser = ArgumentParser(
        prog="hespas",
        description="Predict how fast a distributed ML step runs on hardware you do not have.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=ArgumentParser)
    subparsers.required = True
    for module_name in subcommand_modules():
        module = importlib.import_module(module_name)
        sub = subparsers.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        sub.set_defaults(_run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args._run(args) or 0)
    except HespasError as error:
        report_error(error)
        return 1
    except KeyboardInterrupt:
        print("hespas: interrupted", file=sys.stderr)
        return 1
    except BrokenPipeError:  # the reader of our output went away (e.g. `| head`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as error:  # a file we were asked to read or write
        where = f"{error.filename}: " if error.filename else ""
        print(f"{where}error: {error.strerror or error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
