"""The shared real workloads annotate without error, with FLOPs matching the models' known sizes."""

from pathlib import Path

import pytest

from hespas.ir import load_module, make_context, passmanager
from hespas.passes import create_pass

from conftest import WORKLOADS, needs_workloads, shared_workloads


def annotate(path: Path, hardware: str = "h100"):
    context = make_context()
    module = load_module(path, context)
    with context:
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-annotate-costs", f"hardware={hardware}").add_to(pm)
        pm.run(module.operation)
    return module


def totals(module) -> dict:
    attr = module.operation.attributes["hespas.totals"]
    return {key: attr[key].value for key in ("flops", "bytes_read", "bytes_written", "time_ns")}


@needs_workloads
@pytest.mark.parametrize("path", shared_workloads(), ids=lambda p: p.stem)
def test_every_op_of_every_workload_gets_a_cost(path):
    module = annotate(path)
    missing = []

    def visit(op):
        if op.name in ("builtin.module",) or op.name.endswith(".return"):
            return 0
        if op.parent is not None and op.parent.name not in ("builtin.module", "func.func", "stablehlo.while",
                                                            "stablehlo.if", "stablehlo.case", "mhlo.fusion"):
            return 0  # combiner regions (reduce bodies...) belong to their op's cost
        if "hespas.cost" not in op.attributes:
            missing.append(op.name)
        return 0

    module.operation.walk(visit)
    assert missing == []
    assert totals(module)["time_ns"] > 0


# Forward FLOPs per image (2 x multiply-adds) of torchvision's reference counts:
# ResNet-18 1.82 GMAC, ResNet-34 3.67 GMAC, ResNet-50 4.11 GMAC; training ~3x forward.
# Each of the 4 devices holds 256 images.
@needs_workloads
@pytest.mark.parametrize("name, expected_flops", [
    ("resnet_50_inference_step_4_devices_1024_batch", 2 * 4.11e9 * 256),
    ("resnet_50_train_step_4_devices_1024_batch", 3 * 2 * 4.11e9 * 256),
    ("resnet_18_train_step_4_devices", 3 * 2 * 1.82e9 * 256),
    ("resnet_34_train_step_4_devices", 3 * 2 * 3.67e9 * 256),
])
def test_resnet_flops_are_those_of_the_model(name, expected_flops):
    path = WORKLOADS / f"{name}.mlir"
    flops = totals(annotate(path))["flops"]
    assert flops == pytest.approx(expected_flops, rel=0.12)


@needs_workloads
def test_faster_hardware_is_faster():
    path = WORKLOADS / "resnet_50_train_step_4_devices_1024_batch.mlir"
    a100 = totals(annotate(path, "a100"))["time_ns"]
    h100 = totals(annotate(path, "h100"))["time_ns"]
    b200 = totals(annotate(path, "b200"))["time_ns"]
    assert a100 > h100 > b200


@needs_workloads
def test_inner_costs_false_leaves_only_the_ops_inside_kernels_bare():
    """On the fused ResNet-18 step, `inner-costs=false` writes the same attribute on every op outside the fused
    kernels (the kernels themselves, the other ops, the functions, the module's totals) and none inside them."""
    context = make_context()
    with context:
        fused = load_module(WORKLOADS / "resnet_18_train_step_4_devices.mlir", context)
        pm = passmanager.PassManager("builtin.module", context=context)
        create_pass("hespas-fuse").add_to(pm)
        pm.run(fused.operation)
        clones, modules = [], []  # the clones stay referenced while their ops are read
        for options in ("hardware=a100", "hardware=a100 inner-costs=false"):
            module = fused.operation.clone()
            clones.append(module)
            pm = passmanager.PassManager("builtin.module", context=context)
            create_pass("hespas-annotate-costs", options).add_to(pm)
            pm.run(module)
            ops = []
            module.walk(lambda op: ops.append(op) or 0)
            modules.append(ops)
        with_inner, without = modules
        assert [op.name for op in with_inner] == [op.name for op in without]
        inside = compared = 0
        for kept, bare in zip(with_inner, without):
            parent = kept.parent
            while parent is not None and parent.name != "mhlo.fusion":
                parent = parent.parent
            if parent is not None:  # inside a kernel
                inside += "hespas.cost" in kept.attributes
                assert "hespas.cost" not in bare.attributes, bare
                continue
            for name in ("hespas.cost", "hespas.totals", "hespas.comm"):
                assert (name in kept.attributes) == (name in bare.attributes), (name, kept.name)
                if name in kept.attributes:
                    assert str(kept.attributes[name]) == str(bare.attributes[name]), (name, kept.name)
                    compared += 1
        assert inside > 1000 and compared > 500  # the test saw both kinds of op
