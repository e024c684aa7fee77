"""Every Python package of the source tree is listed in pyproject.toml, so a wheel install is complete."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Source folders and the package names they install as (pyproject's package-dir).
MAPPED = {"hespas": "hespas", "passes": "hespas.passes", "tools": "hespas.tools"}


def test_every_package_is_listed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    found = set()
    for folder, package in MAPPED.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            relative = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join((package, *relative)))
    assert found - listed == set(), "add these to [tool.setuptools] packages"
