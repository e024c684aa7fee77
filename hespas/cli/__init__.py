"""The `hespas` user command: one subcommand per module in this package.

Each subcommand lives in a module named ``<something>_cmd`` in this package and
exposes ``NAME`` (the module's name without ``_cmd``), ``HELP``,
``add_arguments(parser)`` and ``run(args) -> int``; they are discovered, so adding
a subcommand touches no other file. A call imports only the subcommand it names
(``hespas simulate --chakra`` never loads JAX because ``hespas chakra lower`` does);
the top-level help and a misspelt command load them all. Errors are reported as
diagnostics with exit status 1.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys

from hespas.diagnostics import run_reporting_errors


def subcommand_modules() -> list[str]:
    """Every ``*_cmd`` module of this package, sorted by name."""
    import pkgutil  # listing the package: for the top-level help and a misspelt command only

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


def file_name(text: str) -> str:
    """argparse ``type`` for a file or folder the command writes or reads: not empty (an empty name
    is no file; some calls would take it as the current folder, others as the option not given)."""
    if not text:
        raise argparse.ArgumentTypeError("expected a file name, not an empty string")
    return text


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


class VersionAction(argparse.Action):
    """``--version``: the installed package's version, looked up only when asked for
    (importlib.metadata costs a start-up 20 ms)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default,
                         help=help or "show the program's version number and exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from importlib.metadata import version

        print(f"{parser.prog} {version('hespas')}")
        parser.exit()


def named_subcommand(argv: list[str]) -> str | None:
    """The ``*_cmd`` module of the subcommand ``argv`` names (its first non-option word), if any.

    The top-level options (``--help``, ``--version``) take no value, so that word is the command.
    """
    word = next((item for item in argv if not item.startswith("-")), None)
    if word is None or not word.isidentifier():  # a module's name is an identifier
        return None
    module_name = f"{__name__}.{word}_cmd"
    return module_name if importlib.util.find_spec(module_name) is not None else None


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command's parser, with every subcommand, or with the one in module ``only``."""
    parser = ArgumentParser(
        prog="hespas",
        description="Predict how fast a distributed ML step runs on hardware you do not have.",
    )
    parser.add_argument("--version", action=VersionAction)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=ArgumentParser)
    subparsers.required = True
    for module_name in [only] if only is not None else subcommand_modules():
        module = importlib.import_module(module_name)
        sub = subparsers.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        sub.set_defaults(_run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv

    def parse_and_run() -> int:  # parsing imports the subcommand's module: Ctrl-C there is reported too
        args = build_parser(named_subcommand(argv)).parse_args(argv)
        return args._run(args)

    return run_reporting_errors(parse_and_run, "hespas")


if __name__ == "__main__":
    sys.exit(main())
