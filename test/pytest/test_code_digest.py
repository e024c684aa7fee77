"""hespas.code_digest: the cache keys' digest of hespas's code changes when a source or preset file does."""

import shutil
import subprocess
import sys

from conftest import REPO_ROOT

PRINT_DIGEST = "from hespas.code_digest import code_digest; print(code_digest())"


def digest_of(package_root) -> str:
    completed = subprocess.run([sys.executable, "-c", PRINT_DIGEST], cwd=package_root, capture_output=True,
                               text=True, check=True, env={"PYTHONPATH": str(package_root), "PATH": ""})
    return completed.stdout.strip()


def test_the_digest_follows_the_code_and_the_presets(tmp_path):
    shutil.copytree(REPO_ROOT / "hespas", tmp_path / "hespas", ignore=shutil.ignore_patterns("__pycache__"))
    first = digest_of(tmp_path)
    assert len(first) == 64 and first == digest_of(tmp_path)  # deterministic
    preset = tmp_path / "hespas" / "presets" / "hardware" / "h100-sxm.toml"
    preset.write_text(preset.read_text() + "\n# a comment\n")
    second = digest_of(tmp_path)
    assert second != first
    (tmp_path / "hespas" / "numbers.py").write_text((tmp_path / "hespas" / "numbers.py").read_text() + "\n")
    assert digest_of(tmp_path) not in (first, second)
