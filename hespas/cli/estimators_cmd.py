"""`hespas estimators`: every estimator annotate-costs can use, where it comes from, and whether it can run here."""

from __future__ import annotations

import json

from hespas.estimators.registry import list_estimators

NAME = "estimators"
HELP = "List the cost estimators (built-in and plugins) and whether each can run here."


def add_arguments(parser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON: name, description, origin, available, reason")


def run(args) -> int:
    infos = list_estimators()
    if args.json:
        print(json.dumps([{"name": i.name, "description": i.description, "origin": i.origin,
                           "available": i.unavailable is None, "reason": i.unavailable} for i in infos], indent=2))
        return 0
    width = max(len(i.name) for i in infos)
    origin_width = max(len(i.origin) for i in infos)
    for info in infos:
        print(f"{info.name.ljust(width)}  {info.origin.ljust(origin_width)}  {info.description}".rstrip())
        if info.unavailable is not None:
            print(f"{''.ljust(width)}  not available: {info.unavailable}")
    return 0
