"""hespas-fuse on real programs: fewer bytes for ResNet-50, XLA-fused input untouched, valid IR."""

from pathlib import Path

import pytest

from hespas.fusion import fuse_module
from hespas.ir import load_module, make_context, module_to_text, passmanager
from hespas.passes import create_pass

from conftest import WORKLOADS, needs_workloads

RESNET_50 = WORKLOADS / "resnet_50_train_step_4_devices_1024_batch.mlir"
MLP_FUSED_BY_XLA = Path(__file__).resolve().parents[2] / "examples" / "mlp_data_parallel" / "mlp_train_step_8_devices.mlir"


def annotated_totals(path: Path, fuse: bool) -> dict:
    context = make_context()
    module = load_module(path, context)
    with context:
        pm = passmanager.PassManager("builtin.module", context=context)
        if fuse:
            create_pass("hespas-fuse").add_to(pm)
        create_pass("hespas-annotate-costs", "hardware=h100").add_to(pm)
        pm.run(module.operation)
        module.operation.verify()
        attr = module.operation.attributes["hespas.totals"]
        return {key: attr[key].value for key in ("flops", "bytes_read", "bytes_written", "time_ns")}


@needs_workloads
def test_fused_resnet_50_moves_fewer_bytes_and_runs_faster():
    unfused, fused = annotated_totals(RESNET_50, False), annotated_totals(RESNET_50, True)
    bytes_unfused = unfused["bytes_read"] + unfused["bytes_written"]
    bytes_fused = fused["bytes_read"] + fused["bytes_written"]
    assert bytes_fused < 0.5 * bytes_unfused
    assert fused["time_ns"] < 0.5 * unfused["time_ns"]
    # copies of producers recompute a little (+1.5% here): XLA's own compiled program of this step counts 3.7% more
    # FLOPs than the unfused one for the same reason (benchmarks/flops_vs_xla.py), the bound used here
    assert fused["flops"] == pytest.approx(unfused["flops"], rel=0.037)


def test_xla_fused_input_is_left_alone():
    context = make_context()
    module = load_module(MLP_FUSED_BY_XLA, context)
    with context:
        before = module_to_text(module)
        summary = fuse_module(module.operation)
        assert summary.already_fused and summary.kernels == 0
        assert module_to_text(module) == before
