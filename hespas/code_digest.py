"""A digest of hespas's own code and data files, for cache keys that must change when the code does.

A version number changes at releases only; a development checkout changes in between, and a result
cached by older code (a lowered program, an export) would be read back as if the new code had made it.
``code_digest()`` hashes every source and data file of the installed packages (``hespas``,
``hespas.passes``, ``hespas.tools``: paths and bytes), once per process.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
from pathlib import Path

_PACKAGES = ("hespas", "hespas.passes", "hespas.tools")
_SUFFIXES = (".py", ".toml", ".yaml")


@functools.cache
def code_digest() -> str:
    """SHA-256 (hex) of the relative paths and bytes of hespas's .py, .toml and .yaml files."""
    digest = hashlib.sha256()
    for package in _PACKAGES:
        spec = importlib.util.find_spec(package)
        for root in (spec.submodule_search_locations or []) if spec is not None else []:
            root_path = Path(root)
            files = sorted(path for path in root_path.rglob("*") if path.suffix in _SUFFIXES and path.is_file())
            for path in files:
                digest.update(f"{package}/{path.relative_to(root_path).as_posix()}\0".encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()
