"""The `hespas` command itself: --version, help texts, and `hespas chakra lower --nodes`."""

import argparse
import filecmp
import importlib
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from hespas.cli import build_parser, main, subcommand_modules

from conftest import write_chakra_inputs

ROOT = Path(__file__).resolve().parents[2]
DATA_PARALLEL = ROOT / "examples" / "mlp_data_parallel" / "mlp_train_step_8_devices.mlir"
HESPAS = Path(sys.executable).with_name("hespas")


def test_version_is_the_installed_package_version():
    completed = subprocess.run([str(HESPAS), "--version"], capture_output=True, text=True)
    assert completed.returncode == 0
    assert completed.stdout == f"hespas {version('hespas')}\n"


def test_simulate_help_points_to_the_preset_lists(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "--help"])
    assert exited.value.code == 0
    text = " ".join(capsys.readouterr().out.split())  # argparse wraps lines where it likes
    assert "`hespas hardware` lists the hardware, `hespas systems` the systems" in text
    assert "(default: the system's device, else h100; `hespas hardware` lists the presets)" in text


def _descriptions(parser: argparse.ArgumentParser, path: str = "hespas"):
    """(command path, help text) of every subcommand and sub-action, recursively."""
    for action in parser._actions:  # argparse exposes subparsers only through its actions
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help for choice in action._choices_actions}
            for name, sub in action.choices.items():
                yield f"{path} {name}", helps[name]
                yield from _descriptions(sub, f"{path} {name}")


def test_every_subcommand_description_has_one_style():
    """Sentence case, imperative, one line ending in a period (like `hespas simulate`'s)."""
    found = list(_descriptions(build_parser()))
    assert {"hespas simulate", "hespas chakra lower", "hespas hardware show"} <= {path for path, _ in found}
    for path, text in found:
        assert text[0].isupper() and text.endswith(".") and "\n" not in text, path
        first_word = text.split()[0]
        assert not first_word.endswith("s") or first_word.endswith("ss"), f"{path}: {first_word} (imperative)"


def test_every_subcommand_module_has_its_help_in_that_style():
    for name in subcommand_modules():
        module = importlib.import_module(name)
        assert module.HELP[0].isupper() and module.HELP.endswith("."), name


def test_chakra_lower_scales_the_system_out_like_simulate(tmp_path, capsys):
    # dgx-h100 has 8 GPUs per node: --nodes 2 is the 16-NPU dgx-h100-x2, for --ranks 16 replicas of the
    # data-parallel MLP step; its configs are those `--system dgx-h100-x2` writes.
    arguments = ["chakra", "lower", str(DATA_PARALLEL), "--ranks", "16"]
    assert main([*arguments, "-o", str(tmp_path / "nodes"), "--system", "dgx-h100", "--nodes", "2"]) == 0
    assert "wrote 16 traces (1 distinct)" in capsys.readouterr().out
    assert main([*arguments, "-o", str(tmp_path / "suffix"), "--system", "dgx-h100-x2"]) == 0
    for config in ("network.yml", "system.json"):
        assert filecmp.cmp(tmp_path / "nodes" / config, tmp_path / "suffix" / config, shallow=False), config
    network = (tmp_path / "nodes" / "network.yml").read_text()
    assert "npus_count: [ 8, 2 ]" in network


def test_chakra_lower_checks_the_scaled_system_size(tmp_path, capsys):
    assert main(["chakra", "lower", str(DATA_PARALLEL), "-o", str(tmp_path / "out"), "--system", "dgx-h100",
                 "--nodes", "2"]) == 1
    assert "system 'dgx-h100-x2' has 16 NPUs (8 x 2) but the workload runs on 8 ranks" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()  # refused before anything is written


def test_chakra_lower_nodes_needs_a_system(tmp_path, capsys):
    assert main(["chakra", "lower", str(DATA_PARALLEL), "-o", str(tmp_path / "out"), "--nodes", "2"]) == 1
    assert capsys.readouterr().err == "hespas: error: --nodes scales out a system: give one with --system\n"
    assert not (tmp_path / "out").exists()


def test_chakra_lower_takes_the_system_device_and_notes_another(tmp_path, capsys):
    assert main(["chakra", "lower", str(DATA_PARALLEL), "-o", str(tmp_path / "b200"), "--system", "dgx-b200"]) == 0
    assert "note:" not in capsys.readouterr().out
    assert main(["chakra", "lower", str(DATA_PARALLEL), "-o", str(tmp_path / "h100"), "--system", "dgx-b200",
                 "--hardware", "h100"]) == 0
    assert capsys.readouterr().out.startswith(
        "note: compute costed on h100-sxm, not on b200-sxm, the device of system 'dgx-b200'\n")
    # Compute is costed on the hardware: the same step's traces differ between b200 and h100.
    assert (tmp_path / "b200" / "trace.0.et").read_bytes() != (tmp_path / "h100" / "trace.0.et").read_bytes()


def test_a_call_imports_only_the_subcommand_it_names():
    from hespas.cli import named_subcommand

    assert named_subcommand(["simulate", "--chakra", "w"]) == "hespas.cli.simulate_cmd"
    assert named_subcommand(["--help"]) is None  # the top-level help lists every subcommand
    assert named_subcommand(["simulat"]) is None  # so a misspelt one gets argparse's list of choices
    for name in subcommand_modules():  # each module's NAME is its file name, which is how it is found
        assert f"hespas.cli.{importlib.import_module(name).NAME}_cmd" == name


def test_simulate_chakra_loads_neither_jax_nor_iree(tmp_path):
    """Chakra mode is the simulator alone: starting it must not pay for the compiler side."""
    arguments = write_chakra_inputs(tmp_path)
    code = ("import sys\nfrom hespas.cli import main\n"
            f"status = main(['simulate', *{arguments!r}])\n"
            "print(status, sorted({m.split('.')[0] for m in sys.modules} & {'jax', 'jaxlib', 'iree', 'mlir'}))")
    completed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.splitlines()[-1] == "0 []"
