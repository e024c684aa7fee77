"""The `hespas` user command: one subcommand per module in this package.

Each subcommand lives in a module named ``<something>_cmd`` in this package and
exposes ``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``;
they are discovered, so adding a subcommand touches no other file. Errors are
reported as diagnostics with exit status 1.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from importlib.metadata import version

from hespas.diagnostics import run_reporting_errors



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


def positive_int(text: str) -> int:
    """argparse ``type`` for counts (ranks, nodes...): an integer in 1..MAX_NPUS (hespas.numbers)."""
    from hespas.numbers import NPUS, number_problem

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, not {text!r}")
    if number_problem(value, NPUS) is not None:
        raise argparse.ArgumentTypeError(f"expected {NPUS.describe()}, not {text!r}")
    return value


def time_ns(text: str) -> float:
    """argparse ``type`` for a time in ns: a finite number in 0..MAX_TIME_NS (hespas.numbers)."""
    from hespas.numbers import TIME_NS, number_problem

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a time in ns, not {text!r}") from None
    if number_problem(value, TIME_NS) is not None:
        raise argparse.ArgumentTypeError(f"expected {TIME_NS.describe()} (ns), not {text!r}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = ArgumentParser(
        prog="hespas",
        description="Predict how fast a distributed ML step runs on hardware you do not have.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {version('hespas')}")
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
    return run_reporting_errors(lambda: args._run(args), "hespas")


if __name__ == "__main__":
    sys.exit(main())
