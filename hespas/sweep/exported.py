"""Sweep workloads given as `hespas export` inputs (a JAX function and its spec) rather than StableHLO:
exported once, by the real `hespas export` command in a child process (JAX must learn the device count
before it initialises, so the export cannot share the sweep's process), into a content-addressed folder.

The folder is ``<cache>/exports/<key>`` (the cache of ``hespas.sweep.lowering``), the key a
SHA-256 of the function's file (when it is a .py path), the spec's bytes, the target, the
stage and the hespas version; the workload is the export's ``*.partitioned.mlir``.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

from hespas import __version__
from hespas.code_digest import code_digest
from hespas.diagnostics import HespasError, SourceLocation


def exported_module(target: str, spec: Path, stage: str, directory: Path, cache: Path,
                    location: SourceLocation, spec_location: SourceLocation) -> Path:
    """The per-device module of ``target`` exported with ``spec``; a HespasError at ``location`` (at
    ``spec_location`` when the spec cannot be read) with the export's own diagnostic when it fails."""
    module_file, _, function = target.rpartition(":")
    if not module_file or not function:
        raise HespasError(f"'export' must be MODULE:FUNCTION (a .py file or a dotted module), got {target!r}",
                          location)
    source = directory / module_file
    parts = []
    for path, where in ((spec, spec_location), (source if module_file.endswith(".py") else None, location)):
        try:
            parts.append(path.read_bytes() if path is not None else b"")
        except OSError as error:
            raise HespasError(f"cannot read {error.filename}: {error.strerror}", where) from None
    key = hashlib.sha256(json.dumps([target, stage, __version__, code_digest(), *(hashlib.sha256(p).hexdigest() for p in parts)])
                         .encode()).hexdigest()
    prefix = cache / "exports" / key / "step"
    module = prefix.with_name("step.partitioned.mlir")
    if module.is_file():
        return module
    command = [sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())", "export",
               target if not module_file.endswith(".py") else f"{source}:{function}", "--spec", str(spec),
               "-o", str(prefix), "--stage", stage]
    completed = subprocess.run(command, cwd=directory, capture_output=True, text=True)
    if completed.returncode != 0 or not module.is_file():
        detail = (completed.stderr.strip().splitlines() or ["no diagnostic"])[-1]
        raise HespasError(f"cannot export {target}: {detail}", location)
    return module
