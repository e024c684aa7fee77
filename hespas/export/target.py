"""``MODULE:FUNCTION``: the function to export, from an importable module or a ``.py`` file."""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from pathlib import Path

from hespas.diagnostics import HespasError, SourceLocation
from hespas.export.step import one_line


def load_function(target: str):
    """Import ``MODULE:FUNCTION`` (MODULE a dotted name, looked up from the current directory
    too, or a path to a ``.py`` file) and return the function."""
    module_name, sep, function_name = target.rpartition(":")
    if not sep or not module_name or not function_name:
        raise HespasError(f"expected MODULE:FUNCTION, got '{target}'")
    module = _import(module_name)
    found = module
    for part in function_name.split("."):
        found = getattr(found, part, None)
        if found is None:
            names = sorted(name for name, value in vars(module).items()
                           if callable(value) and not name.startswith("_") and
                           getattr(value, "__module__", None) == module.__name__)
            raise HespasError(f"module '{module_name}' has no function '{function_name}'"
                              f" (functions: {', '.join(names) or 'none'})")
    if not callable(found):
        raise HespasError(f"'{target}' is not a function")
    return found


def _import(module_name: str):
    is_path = module_name.endswith(".py") or os.sep in module_name
    try:
        if is_path:
            return _import_file(Path(module_name))
        if os.getcwd() not in sys.path:
            sys.path.insert(0, os.getcwd())
        return importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if is_path or error.name is None or not module_name.startswith(error.name):
            raise HespasError(f"importing '{module_name}' failed: {one_line(error)}") from None
        raise HespasError(f"no module named '{module_name}'") from None
    except HespasError:
        raise
    except SyntaxError as error:  # located where Python found it (in the module, or one it imports)
        where = SourceLocation(error.filename, error.lineno or 0, error.offset or 0) if error.filename else None
        raise HespasError(f"importing '{module_name}' failed: SyntaxError: {error.msg}", where) from None
    except Exception as error:  # the user's module may raise anything on import
        raise HespasError(f"importing '{module_name}' failed: {one_line(error)}") from None


def _import_file(path: Path):
    if not path.is_file():
        raise HespasError(f"no module file '{path}'")
    name = f"_hespas_export_target_{path.stem}_{abs(hash(str(path.resolve())))}"  # files share stems
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
