"""Packaging: setuptools discovers every package of the source tree from pyproject's package-dir (no hand-kept
list), every data file in a package folder is declared as package data, and a checkout runs its tests with
``python -m pytest`` even when its ``hespas/`` shadows the installed package."""

import fnmatch
import subprocess
import sys
import tomllib

import pytest

from conftest import REPO_ROOT, package_dirs


def _source_packages() -> set[str]:
    found = set()
    for package, folder in package_dirs().items():
        for init in folder.rglob("__init__.py"):
            found.add(".".join((package, *init.parent.relative_to(folder).parts)))
    return found


def _folder(folders: dict, package: str):
    """The source folder of a package: its nearest mapped ancestor's folder, then one folder per name."""
    names = package.split(".")
    for cut in range(len(names), 0, -1):
        if ".".join(names[:cut]) in folders:
            return folders[".".join(names[:cut])].joinpath(*names[cut:])
    raise KeyError(package)


@pytest.mark.filterwarnings("ignore::UserWarning")  # setuptools calls [tool.setuptools] in pyproject.toml "beta"
def test_setuptools_discovers_every_package_and_nothing_else(monkeypatch):
    # setuptools before 77 cannot read project.license as an SPDX string (the test extra asks for 77)
    pytest.importorskip("setuptools", minversion="77")
    distribution = pytest.importorskip("setuptools.dist")
    pyproject = pytest.importorskip("setuptools.config.pyprojecttoml")
    monkeypatch.chdir(REPO_ROOT)  # discovery looks in the working directory, as a build does
    dist = pyproject.apply_configuration(distribution.Distribution(), REPO_ROOT / "pyproject.toml")
    dist.set_defaults()  # what a build runs when pyproject lists no packages: automatic discovery
    discovered = set(dist.packages)
    assert _source_packages() - discovered == set()
    assert {package.split(".")[0] for package in discovered} == {"hespas"}


def test_every_data_file_in_a_package_folder_is_package_data():
    config = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    folders = package_dirs()
    declared = [_folder(folders, package) / pattern for package, patterns in config["package-data"].items()
                for pattern in patterns]
    tracked = subprocess.run(["git", "ls-files", *(str(folder) for folder in folders.values())], cwd=REPO_ROOT,
                             capture_output=True, text=True)
    if tracked.returncode != 0:
        pytest.skip("not a git checkout")
    data = [REPO_ROOT / name for name in tracked.stdout.split() if not name.endswith(".py")]
    assert data, "the presets are data files"
    assert [path for path in data if not any(fnmatch.fnmatch(str(path), str(p)) for p in declared)] == []


def test_python_m_pytest_from_the_checkout_without_an_installed_mapping():
    # `python -m pytest` puts the working directory first on sys.path, so `hespas` is the checkout's folder;
    # an editable install maps passes/ and tools/ anyway, a wheel install does not: drop the editable finder
    # to see what a wheel install meets. test_pass_hosts.py imports hespas.passes.
    script = ("import sys, pytest\n"
              "sys.meta_path[:] = [f for f in sys.meta_path\n"
              "                    if not getattr(f, '__module__', '').startswith('__editable__')]\n"
              "sys.exit(pytest.main(['-q', '-p', 'no:cacheprovider', 'test/pytest/test_pass_hosts.py']))\n")
    run = subprocess.run([sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert " passed" in run.stdout
