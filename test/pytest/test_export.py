"""hespas export: real JAX functions partitioned by XLA on virtual CPU devices, and bad input.

Exports run in a subprocess so the virtual device count applies (this process may have
initialised JAX with one device already); the modules they write are checked here with
the MLIR bindings.
"""

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import jax
import pytest
from jax.sharding import PartitionSpec

from hespas.diagnostics import HespasError
from hespas.export import load_function, load_spec
from hespas.ir import ir, load_module, make_context

TINY_MODULE = '''
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def step(x, w):
    """Column-split matmul, result replicated: XLA must gather the columns."""
    return jnp.tanh(x @ w)


def ring(x):
    """Each device passes its block to the next one and sums over all."""
    def local(block):
        shifted = jax.lax.ppermute(block, "model", [(i, (i + 1) % 4) for i in range(4)])
        return jax.lax.psum(shifted, "model")
    return jax.shard_map(local, in_specs=P("model"), out_specs=P())(x)


def broken(x, w):
    return x @ w.T @ w.T  # (8, 16) @ (64, 16) does not contract
'''

TINY_SPEC = '''
[mesh]
model = 4

[[inputs]]
name = "x"
shape = [8, 16]
dtype = "f32"

[[inputs]]
name = "w"
shape = [16, 64]
dtype = "bf16"
sharding = [[], "model"]

[[outputs]]
sharding = []
'''

COLLECTIVES = {"stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter", "stablehlo.all_to_all",
               "mhlo.all_to_all", "stablehlo.collective_permute"}


@pytest.fixture()
def workdir(tmp_path):
    (tmp_path / "tiny.py").write_text(TINY_MODULE)
    (tmp_path / "spec.toml").write_text(TINY_SPEC)
    return tmp_path


def _run(args, cwd, env_extra=None):
    env = {key: value for key, value in os.environ.items() if key != "XLA_FLAGS"}
    env.update(env_extra or {})
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def _hespas(*args, cwd):
    return _run([sys.executable, "-c", "import sys; from hespas.cli import main; sys.exit(main())", *args], cwd)


def _python(script: str, cwd, env_extra=None):
    return _run([sys.executable, "-c", textwrap.dedent(script)], cwd, env_extra)


def _ops(path) -> dict:
    """Op name -> count, and the entry function's argument types."""
    with make_context() as context:
        module = load_module(path, context)
        names = {}

        def visit(op):
            names[op.operation.name] = names.get(op.operation.name, 0) + 1
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
        return names


def _main_argument_types(path) -> list[str]:
    with make_context() as context:
        module = load_module(path, context)
        main = next(op for op in module.body.operations if op.operation.name == "func.func" and
                    ir.StringAttr(op.attributes["sym_name"]).value == "main")
        return [str(arg.type) for arg in main.regions[0].blocks[0].arguments]


def test_cli_writes_partitioned_and_global_modules(workdir):
    done = _hespas("export", "tiny:step", "--spec", "spec.toml", "-o", "out/tiny", cwd=workdir)  # out/ is created
    assert done.returncode == 0, done.stderr
    assert "4 devices" in done.stdout
    partitioned, global_path = workdir / "out/tiny.partitioned.mlir", workdir / "out/tiny.global.mlir"
    assert COLLECTIVES & set(_ops(partitioned)), "the per-device module has no explicit collective"
    assert _main_argument_types(partitioned) == ["tensor<8x16xf32>", "tensor<16x16xbf16>"]  # w split 4 ways
    assert _main_argument_types(global_path) == ["tensor<8x16xf32>", "tensor<16x64xbf16>"]
    assert not COLLECTIVES & set(_ops(global_path))
    with make_context() as context:
        attributes = load_module(partitioned, context).operation.attributes
        assert (attributes["mhlo.num_partitions"].value, attributes["mhlo.num_replicas"].value) == (4, 1)


def _dot_operand_types(path) -> set[str]:
    """The element types of every dot / dot_general operand of a module."""
    with make_context() as context:
        module = load_module(path, context)
        found = set()

        def visit(op):
            if op.operation.name in ("stablehlo.dot", "stablehlo.dot_general"):
                found.update(str(ir.ShapedType(value.type).element_type) for value in op.operation.operands)
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
        return found


def test_default_stage_keeps_bf16_on_a_one_device_mesh(workdir):
    """One device: XLA runs no SPMD partitioner; the default (partitioned) stage is the module after its
    sharding-remover, with the program's bf16 matmul. The optimized stage (XLA's CPU pipeline) widens it."""
    spec = TINY_SPEC.replace("model = 4", "model = 1").replace('dtype = "f32"', 'dtype = "bf16"')
    (workdir / "one.toml").write_text(spec)
    done = _hespas("export", "tiny:step", "--spec", "one.toml", "-o", "one", cwd=workdir)
    assert done.returncode == 0, done.stderr
    assert "(1 device, partitioned," in done.stdout
    assert _dot_operand_types(workdir / "one.partitioned.mlir") == {"bf16"}
    assert _main_argument_types(workdir / "one.partitioned.mlir") == ["tensor<8x16xbf16>", "tensor<16x64xbf16>"]
    loaded = _run([sys.executable, "-m", "hespas.tools.hespas_opt", "one.partitioned.mlir", "-o", "/dev/null"],
                  workdir)
    assert loaded.returncode == 0 and "global module" not in loaded.stderr, loaded.stderr  # no shardings left
    done = _hespas("export", "tiny:step", "--spec", "one.toml", "-o", "opt", "--stage", "optimized", cwd=workdir)
    assert done.returncode == 0, done.stderr
    assert _dot_operand_types(workdir / "opt.partitioned.mlir") == {"f32"}


def test_one_device_global_module_loads_at_the_stage_asked(workdir):
    """A one-device global module (what the validation set's one-GPU ResNets are) loads like export's default:
    the module after XLA's sharding-remover, the program's bf16 matmul kept; --stage optimized widens it."""
    spec = TINY_SPEC.replace("model = 4", "model = 1").replace('dtype = "f32"', 'dtype = "bf16"')
    (workdir / "one.toml").write_text(spec)
    done = _hespas("export", "tiny:step", "--spec", "one.toml", "-o", "one", cwd=workdir)
    assert done.returncode == 0, done.stderr
    source = workdir / "one.global.mlir"
    for stage, expected in ((None, "bf16"), ("partitioned", "bf16"), ("optimized", "f32")):
        options = [] if stage is None else ["--stage", stage]
        loaded = _run([sys.executable, "-m", "hespas.tools.hespas_opt", str(source), *options, "-o", "out.mlir"],
                      workdir)
        assert loaded.returncode == 0, loaded.stderr
        shown = stage or "partitioned"
        assert (f"{source}: note: global module (Shardy shardings): one device: shardings removed by XLA (no SPMD "
                f"partitioning), read at the '{shown}' stage, as 'hespas export --stage {shown}' does") in loaded.stderr
        assert _dot_operand_types(workdir / "out.mlir") == {expected}, stage
        assert "global module" not in _run([sys.executable, "-m", "hespas.tools.hespas_opt", "out.mlir"],
                                           workdir).stderr  # what was loaded is per-device


def test_unknown_stage_is_refused_before_loading(tmp_path):
    done = _run([sys.executable, "-m", "hespas.tools.hespas_opt", "missing.mlir", "--stage", "lowered"], tmp_path)
    assert done.returncode == 1 and "argument --stage: invalid choice: 'lowered'" in done.stderr
    done = _hespas("simulate", "missing.mlir", "--stage", "lowered", cwd=tmp_path)
    assert done.returncode == 1 and "invalid choice: 'lowered'" in done.stderr, done.stderr


@pytest.mark.parametrize("partitioner", ["shardy", "gspmd"])
def test_api_exports_both_stages_with_either_partitioner(workdir, partitioner):
    done = _python(f"""
        import json
        import jax, jax.numpy as jnp
        from jax.sharding import PartitionSpec as P
        from hespas.export import export_step
        import tiny
        args = (jax.ShapeDtypeStruct((8, 16), jnp.float32), jax.ShapeDtypeStruct((16, 64), jnp.bfloat16))
        summary = {{}}
        for stage in ("optimized", "partitioned"):
            result = export_step(tiny.step, args, {{"model": 4}}, (P(), P(None, "model")), P(), stage=stage,
                                 partitioner="{partitioner}")
            result.write(stage)
            summary[stage] = [result.num_devices, result.partitioner, result.stage, list(map(list, result.mesh_axes))]
            summary["xla_flops"] = result.compiled.cost_analysis()["flops"]
        print(json.dumps(summary))
    """, workdir, {"PYTHONPATH": str(workdir)})
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    for stage in ("optimized", "partitioned"):
        assert summary[stage] == [4, partitioner, stage, [["model", 4]]]
        ops = _ops(workdir / f"{stage}.partitioned.mlir")
        assert COLLECTIVES & set(ops)
    assert "mhlo.fusion" in _ops(workdir / "optimized.partitioned.mlir")
    assert "mhlo.fusion" not in _ops(workdir / "partitioned.partitioned.mlir")  # before XLA's fusion passes


def test_shard_map_ppermute_becomes_collective_permute(workdir):
    spec = "[mesh]\nmodel = 4\n\n[[inputs]]\nshape = [16, 8]\ndtype = \"f32\"\nsharding = [\"model\"]\n"
    (workdir / "ring.toml").write_text(spec)
    done = _hespas("export", "tiny.py:ring", "--spec", "ring.toml", "-o", "ring", cwd=workdir)
    assert done.returncode == 0, done.stderr
    ops = _ops(workdir / "ring.partitioned.mlir")
    assert {"stablehlo.collective_permute", "stablehlo.all_reduce"} <= set(ops)


def test_output_folder_that_cannot_exist_fails_before_the_export(workdir):
    (workdir / "taken").write_text("a file, not a folder")
    done = _hespas("export", "tiny:broken", "--spec", "spec.toml", "-o", "taken/sub/out", cwd=workdir)
    # tiny:broken does not trace: the message about the folder proves the check came first
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "error: cannot write output files under 'taken/sub/out':" in done.stderr and "is not a folder" in done.stderr
    assert "cannot trace" not in done.stderr


SIXTY_FOUR_SPEC = '''
[mesh]
data = 16
model = 4

[[inputs]]
shape = [32, 8]
dtype = "f32"
sharding = ["data"]

[[inputs]]
shape = [8, 16]
dtype = "f32"
sharding = [[], "model"]

[[inputs]]
shape = [16, 8]
dtype = "f32"
sharding = ["model"]
'''


def test_64_device_export_simulates_on_64_ranks(workdir):
    (workdir / "mlp.py").write_text("import jax.numpy as jnp\n\n"
                                    "def step(x, w1, w2):\n    return jnp.sum((jnp.tanh(x @ w1) @ w2) ** 2)\n")
    (workdir / "mlp64.toml").write_text(SIXTY_FOUR_SPEC)
    done = _hespas("export", "mlp:step", "--spec", "mlp64.toml", "-o", "mlp64", cwd=workdir)
    assert done.returncode == 0, done.stderr
    partitioned = workdir / "mlp64.partitioned.mlir"
    assert "__elided__" not in partitioned.read_text()  # replica_groups of 16 x 4 = 64 ids are printed in full
    # tpu-v4-4x4x4: 4 x 4 x 4 = 64 NPUs, one per device
    done = _hespas("simulate", "mlp64.partitioned.mlir", "--hardware", "h100", "--system", "tpu-v4-4x4x4",
                   cwd=workdir)
    assert done.returncode == 0, done.stderr
    assert "ranks      64" in done.stdout
    from hespas.workload import lower_workload
    lowered = lower_workload(partitioned, "h100")
    assert lowered.num_ranks == 64
    groups = sorted(sorted(map(sorted, node.comm.groups)) for node in lowered.graph.comm_nodes)
    # x @ w1 contracts the unsharded 8, h @ w2 contracts over the 4 "model" devices of each data row
    # (devices 4d..4d+3), and the loss sums over the 16 data rows (devices m, m+4, ..., m+60)
    by_model = [list(range(4 * d, 4 * d + 4)) for d in range(16)]
    by_data = [list(range(m, 64, 4)) for m in range(4)]
    assert by_model in groups and by_data in groups, groups


FUSED_QKV_MODULE = '''
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

HEADS = 8


def block(x, wqkv, wo):
    """Attention with one fused QKV projection; sequence-sharded activations, head-sharded attention."""
    b, s, d = x.shape
    qkv = (x @ wqkv).reshape(b, s, 3, HEADS, d // HEADS)
    qkv = jax.lax.with_sharding_constraint(qkv, P("data", "model"))
    qkv = jax.lax.with_sharding_constraint(qkv, P("data", None, None, "model"))  # sequence -> heads: all-to-all
    q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
    att = jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k) / (d // HEADS) ** 0.5, axis=-1)
    return x + jnp.einsum("bhqk,bkhd->bqhd", att, v).reshape(b, s, d) @ wo
'''

FUSED_QKV_SPEC = '''
[mesh]
data = 2
model = 4

[[inputs]]
shape = [4, 16, 64]
dtype = "bf16"
sharding = ["data", "model"]

[[inputs]]
shape = [64, 192]
dtype = "bf16"

[[inputs]]
shape = [64, 64]
dtype = "bf16"

[[outputs]]
sharding = ["data", "model"]
'''


def test_fused_qkv_block_all_to_all_converts_at_the_default_stage(workdir):
    """XLA's CPU pipeline used to split the all-to-all into a tuple whose mesh-axes groups did not convert."""
    (workdir / "qkv.py").write_text(FUSED_QKV_MODULE)
    (workdir / "qkv.toml").write_text(FUSED_QKV_SPEC)
    done = _hespas("export", "qkv:block", "--spec", "qkv.toml", "-o", "qkv", cwd=workdir)
    assert done.returncode == 0, done.stderr
    ops = _ops(workdir / "qkv.partitioned.mlir")  # parses and verifies
    assert ops.get("stablehlo.all_to_all", 0) >= 1 and "mhlo.all_to_all" not in ops, ops


def test_function_that_does_not_trace_is_one_line(workdir):
    done = _hespas("export", "tiny:broken", "--spec", "spec.toml", "-o", "broken", cwd=workdir)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "tiny.py:" in lines[0] and "error: cannot trace broken: TypeError: " in lines[0]
    assert not list(workdir.glob("broken*"))


def test_a_several_line_jax_error_keeps_its_explanation_on_the_one_line(workdir):
    # two [[outputs]] for a function that returns one array: JAX's message says on its first line only
    # "Mismatch details (1 found):"; the explanation that follows must reach the user, on the same one line
    (workdir / "two.toml").write_text(TINY_SPEC + "\n[[outputs]]\nsharding = []\n")
    done = _hespas("export", "tiny:step", "--spec", "two.toml", "-o", "two", cwd=workdir)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert "error: cannot trace step: ValueError: Mismatch details (1 found): pytree structure error" in line
    assert "out_shardings" in line and not list(workdir.glob("two.*.mlir"))


def test_a_spec_function_that_makes_an_array_is_named_as_what_initialised_jax(workdir):
    # a Python spec that builds its inputs with jnp.zeros starts JAX with one CPU device before the mesh's 2
    # could be asked for: the error names that spec, at its line, and says what to give instead
    (workdir / "arr.py").write_text("import jax.numpy as jnp\n\n\ndef f(x):\n    return x * 2\n\n\n"
                                    "def spec_array():\n    return {'mesh': {'d': 2}, 'args': (jnp.zeros((8,)),)}\n")
    done = _hespas("export", "arr:f", "--spec", "spec_array", "-o", "arr", cwd=workdir)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith(f"{workdir / 'arr.py'}:8:1: error: the mesh needs 2 devices, but the spec "
                           "'arr:spec_array' initialised JAX first, with 1 CPU device")
    assert "jax.ShapeDtypeStruct" in line and not list(workdir.glob("arr.*.mlir"))


def test_mesh_larger_than_the_initialised_device_count(workdir):
    done = _python("""
        import jax
        jax.devices()  # initialises JAX with the 2 devices XLA_FLAGS asks for
        from jax.sharding import PartitionSpec as P
        from hespas.diagnostics import HespasError
        from hespas.export import export_step
        try:
            export_step(lambda x: x, (jax.ShapeDtypeStruct((8,), "float32"),), {"model": 4}, (P("model"),))
        except HespasError as error:
            print(error.message)
    """, workdir, {"XLA_FLAGS": "--xla_force_host_platform_device_count=2"})
    assert done.returncode == 0, done.stderr
    assert "the mesh needs 4 devices but JAX is already initialised with 2 CPU devices" in done.stdout
    assert "--xla_force_host_platform_device_count=4" in done.stdout


def _spec_error(tmp_path, text) -> HespasError:
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(HespasError) as caught:
        load_spec(str(path))
    return caught.value


def test_unknown_dtype_lists_the_known_ones(tmp_path):
    error = _spec_error(tmp_path, "[mesh]\nd = 2\n\n[[inputs]]\nshape = [4]\ndtype = \"float128\"\n")
    assert "unknown dtype 'float128' (known: bool, i8" in error.message and "bf16" in error.message
    assert (error.location.line, error.location.filename) == (6, str(tmp_path / "bad.toml"))  # the dtype line


def test_missing_key_points_at_its_table(tmp_path):
    text = "[mesh]\nd = 2\n\n[[inputs]]\nshape = [4]\ndtype = \"f32\"\n\n[[inputs]]\nname = \"w\"\ndtype = \"f32\"\n"
    error = _spec_error(tmp_path, text)
    assert error.message == "inputs[1] ('w') has no 'shape'"
    assert error.location.line == 8


@pytest.mark.parametrize("text, message", [
    ("[[inputs]]\nshape = [4]\ndtype = \"f32\"\n", "the spec needs a [mesh] table"),
    ("[mesh]\nd = 2\n", "the spec needs its inputs: [[inputs]] tables (positional) or an [inputs] table"),
    ("[mesh]\nd = 0\n[[inputs]]\nshape = [4]\ndtype = \"f32\"\n", "mesh axis 'd' must have a positive integer size"),
    ("[mesh]\nd = 2\n[[inputs]]\nshape = [4]\ndtype = \"f32\"\nsharding = [\"e\"]\n",
     "sharding names 'e', not a mesh axis (axes: d)"),
    ("[mesh]\nd = 2\n[[inputs]]\nshape = [4]\ndtype = \"f32\"\nsharding = [\"d\", []]\n",
     "sharding has 2 entries for a rank-1 shape"),
    ("[mesh\nd = 2\n", "invalid TOML"),
    ("[mesh]\nd = 2\n[inputs.p]\na = { shape = [4], dtype = \"f32\", donate = true }\n"
     "b = { shape = [4], dtype = \"f32\" }\n",
     "inputs.p: donate must be the same for every array of an argument"),
    ("[mesh]\nd = 2\n[inputs.p]\na = { dtype = \"f32\" }\n", "inputs.p.a has no 'shape'"),
    ("[mesh]\nd = 2\n[[inputs]]\nshape = [4]\ndtype = \"f32\"\nshards = 1\n", "unknown key 'shards'"),
])
def test_malformed_specs(tmp_path, text, message):
    assert message in _spec_error(tmp_path, text).message


def test_spec_shardings_and_donation(tmp_path):
    path = tmp_path / "ok.toml"
    path.write_text('[mesh]\ndata = 2\nmodel = 4\n\n[static]\nlayers = 3\n\n[[inputs]]\nshape = [8, 4, 16]\n'
                    'dtype = "bfloat16"\nsharding = [[], [], ["data", "model"]]\ndonate = true\n')
    spec = load_spec(str(path))
    assert spec.mesh_axes == {"data": 2, "model": 4} and spec.num_devices == 8
    assert spec.inputs[0].dtype == "bf16"
    assert tuple(spec.inputs[0].sharding) == (None, None, ("data", "model"))
    assert spec.static_kwargs == {"layers": 3}
    args, shardings, donated = spec.bind(lambda x: x)
    assert donated == (0,) and args[0].shape == (8, 4, 16) and shardings[0] == spec.inputs[0].sharding


# each at its key's line (until this round, at the [[inputs]] header, line 5)
@pytest.mark.parametrize("entry, message, line", [
    ('sharding = [{ axis = "d" }]', "inputs[0]: sharding entry {'axis': 'd'} is not an axis name", 8),
    ('sharding = [1]', "inputs[0]: sharding entry 1 is not an axis name", 8),
    ('sharding = [["d"], "d"]', "inputs[0]: sharding uses mesh axis 'd' twice", 8),
    ('sharding = "d"', "inputs[0]: sharding must be a list", 8),
    ('dtype = ["f32"]', "inputs[0]: dtype must be a string such as \"bf16\", got ['f32']", 7),
    ('dtyp = "f32"', "inputs[0] has unknown key 'dtyp'", 8),
    ('donate = 1', "inputs[0]: donate must be true or false", 8),
])
def test_spec_errors_are_found_before_objects_are_built(tmp_path, entry, message, line):
    """Unhashable or repeated entries used to escape as TypeError / JAX errors from PartitionSpec."""
    text = "[mesh]\nd = 2\ne = 2\n\n[[inputs]]\nshape = [4, 4]\n" + (
        entry if entry.startswith("dtype") else f'dtype = "f32"\n{entry}') + "\n"
    error = _spec_error(tmp_path, text)
    assert message in error.message
    assert (error.location.filename, error.location.line) == (str(tmp_path / "bad.toml"), line)


def test_a_sharding_that_splits_a_dimension_unevenly_is_an_error_at_its_key(tmp_path):
    # before: JAX's IndivisibleError from the trace, located at the function
    error = _spec_error(tmp_path, '[mesh]\nd = 2\ne = 2\n\n[[inputs]]\nshape = [6, 4]\ndtype = "f32"\n'
                                  'sharding = [["d", "e"]]\n')
    assert error.message == ("inputs[0]: dimension 0 (size 6) is split over d, e (4 devices), which does not "
                             "divide it")
    assert error.location.line == 8


def test_a_static_argument_the_function_does_not_take_is_an_error_at_its_key(tmp_path):
    # before: JAX's TypeError from the trace, located at the function ("got an unexpected keyword argument")
    path = tmp_path / "s.toml"
    path.write_text('[mesh]\nd = 2\n\n[static]\nlayers = 3\nnlayers = 3\n\n[[inputs]]\nshape = [4]\ndtype = "f32"\n')
    spec = load_spec(str(path))

    def step(x, layers=1):
        return x * layers

    with pytest.raises(HespasError) as error:
        spec.check_static(step)
    assert error.value.message == ("[static] names 'nlayers', not a keyword parameter of the function "
                                   "(parameters: x, layers)")
    assert (error.value.location.line, error.value.location.column) == (6, 1)
    spec.check_static(lambda x, **options: x)  # **kwargs takes any name


PYTREE_SPEC = '''
[mesh]
data = 2
model = 2

[inputs.x]
shape = [8, 16]
dtype = "f32"
sharding = ["data"]

[[inputs.params.layers]]
w = { shape = [16, 32], dtype = "f32", sharding = [[], "model"] }
b = { shape = [32], dtype = "f32" }

[[inputs.params.layers]]
w = { shape = [32, 16], dtype = "f32", sharding = ["model"] }
b = { shape = [16], dtype = "f32" }

[inputs.params.scale]
shape = []
dtype = "f32"
'''

PYTREE_MODULE = '''
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def mlp(params, x):
    for layer in params["layers"]:
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    return params["scale"] * x


def spec():
    f32 = jnp.float32
    layers = [{"w": jax.ShapeDtypeStruct((16, 32), f32), "b": jax.ShapeDtypeStruct((32,), f32)},
              {"w": jax.ShapeDtypeStruct((32, 16), f32), "b": jax.ShapeDtypeStruct((16,), f32)}]
    params = {"layers": layers, "scale": jax.ShapeDtypeStruct((), f32)}
    shardings = {"layers": [{"w": P(None, "model"), "b": P()}, {"w": P("model"), "b": P()}], "scale": P()}
    return {"mesh": {"data": 2, "model": 2}, "args": (params, jax.ShapeDtypeStruct((8, 16), f32)),
            "in_shardings": (shardings, P("data"))}


def bad_spec():
    return {"mesh": {"data": 2}, "args": (jax.ShapeDtypeStruct((8,), jnp.float32),),
            "in_shardings": (P(("data", "data")),)}
'''


def test_pytree_spec_matches_parameters_by_name(tmp_path):
    path = tmp_path / "tree.toml"
    path.write_text(PYTREE_SPEC)
    spec = load_spec(str(path))
    assert len(spec.inputs) == 6  # x, two layers of (w, b), scale

    def mlp(params, x):
        return x

    args, shardings, donated = spec.bind(mlp)
    assert args[1].shape == (8, 16) and args[0]["layers"][1]["w"].shape == (32, 16)
    assert shardings[0]["layers"][0]["w"] == PartitionSpec(None, "model") and shardings[1] == PartitionSpec("data")
    assert donated == ()
    with pytest.raises(HespasError, match=r"\[inputs\] names 'params', not a positional parameter of the function "
                                          r"\(parameters: weights, x\)") as caught:
        spec.bind(lambda weights, x: x)
    # at the line that opens the table that names it
    opening = [number for number, line in enumerate(PYTREE_SPEC.splitlines(), start=1)
               if line.strip().startswith(("[inputs.params", "[[inputs.params"))][0]
    assert (caught.value.location.filename, caught.value.location.line) == (str(path), opening)


@pytest.mark.parametrize("spec_argument", ["tree.toml", "spec", "tree.py:spec"])
def test_pytree_arguments_export_from_toml_and_python_specs(tmp_path, spec_argument):
    (tmp_path / "tree.py").write_text(PYTREE_MODULE)
    (tmp_path / "tree.toml").write_text(PYTREE_SPEC)
    done = _hespas("export", "tree:mlp", "--spec", spec_argument, "-o", "tree", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "4 devices" in done.stdout
    # JAX flattens dicts by sorted key: layers[0].{b, w}, layers[1].{b, w}, scale, then x; local shapes:
    # w0 16 x 32/2, w1 32/2 x 16, x 8/2 x 16
    assert _main_argument_types(tmp_path / "tree.partitioned.mlir") == [
        "tensor<32xf32>", "tensor<16x16xf32>", "tensor<16xf32>", "tensor<16x16xf32>", "tensor<f32>",
        "tensor<4x16xf32>"]


def test_python_spec_errors_name_the_spec_function(tmp_path):
    (tmp_path / "tree.py").write_text(PYTREE_MODULE)
    done = _hespas("export", "tree:mlp", "--spec", "bad_spec", "-o", "tree", cwd=tmp_path)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "tree.py:" in done.stderr
    assert "error: spec function bad_spec: 'in_shardings': sharding uses mesh axis 'data' twice" in done.stderr


def test_unknown_module_and_function(tmp_path):
    with pytest.raises(HespasError, match="no module named 'no_such_module_xyz'"):
        load_function("no_such_module_xyz:f")
    (tmp_path / "mod.py").write_text("def step(x):\n    return x\n")
    with pytest.raises(HespasError, match=r"module '.*mod.py' has no function 'stpe' \(functions: step\)"):
        load_function(f"{tmp_path / 'mod.py'}:stpe")
    with pytest.raises(HespasError, match="expected MODULE:FUNCTION"):
        load_function("just_a_name")


def test_module_that_fails_to_import(tmp_path):
    (tmp_path / "bad_import.py").write_text("raise RuntimeError('no GPU here')\n")
    with pytest.raises(HespasError, match="importing .* failed: RuntimeError: no GPU here"):
        load_function(f"{tmp_path / 'bad_import.py'}:f")


def test_examples_ship_small_modules():
    for path in Path(__file__).resolve().parents[2].glob("examples/*/*.mlir"):
        assert path.stat().st_size < 5 * 2**20, path


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _simulate_json(workload, system, cwd, *options) -> tuple[dict, str]:
    """``hespas simulate --json``: the report without the workload's path, and stderr."""
    done = _hespas("simulate", str(workload), "--hardware", "h100", "--system", system, "--json", "report.json",
                   *options, cwd=cwd)
    assert done.returncode == 0, done.stderr
    report = json.loads((cwd / "report.json").read_text())
    report.pop("workload")
    return report, done.stderr


# the JAX whose XLA wrote the examples' .partitioned.mlir files (the global modules partition to them exactly);
# the examples are exported at the default stage (partitioned), the one global modules load at by default
EXAMPLES_JAX_VERSION = "0.10.2"


@pytest.mark.parametrize("stem, system", [
    ("gemm_tensor_parallel/gemm_tp_4_devices", "h100-4gpu"),
    ("mlp_dp_tp/mlp_dp_tp_8_devices", "dgx-h100"),
    ("moe_expert_parallel/moe_8_experts", "dgx-h100"),
])
def test_global_example_simulates_like_its_partitioned_module(tmp_path, stem, system):
    global_report, notes = _simulate_json(EXAMPLES / f"{stem}.global.mlir", system, tmp_path)
    assert "note: global module (Shardy shardings): partitioned for" in notes
    assert "read at the 'partitioned' stage" in notes
    partitioned_report, notes = _simulate_json(EXAMPLES / f"{stem}.partitioned.mlir", system, tmp_path)
    assert notes == ""  # a per-device module is taken as it is
    if jax.__version__ == EXAMPLES_JAX_VERSION:
        assert global_report == partitioned_report
    else:
        # another XLA partitions into the same communication but may fuse and order compute differently
        def communication(report):
            return sorted((c["kind"], c.get("group_label"), c["size_bytes"], c["count"]) for c in report["collectives"])

        assert communication(global_report) == communication(partitioned_report)
        assert global_report["step_time_ns"] == pytest.approx(partitioned_report["step_time_ns"], rel=0.1)


def test_hespas_opt_partitions_a_global_module(tmp_path):
    source = EXAMPLES / "gemm_tensor_parallel/gemm_tp_4_devices.global.mlir"
    done = _run([sys.executable, "-m", "hespas.tools.hespas_opt", str(source), "--hespas-annotate-costs=hardware=h100",
                 "-o", "out.mlir"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"{source}: note: global module (Shardy shardings): partitioned for 4 devices" in done.stderr
    ops = _ops(tmp_path / "out.mlir")
    assert "sdy.sharding_constraint" not in ops and "stablehlo.all_gather" in ops
    assert _main_argument_types(tmp_path / "out.mlir")[0] == "tensor<512x1024xbf16>"  # 2048 tokens / 4 devices


@pytest.mark.parametrize("sharding, problem", [
    ("{garbage", "unexpected token"),
    ("nonsense", "expected '{' to start sharding attribute"),
])
def test_a_gspmd_sharding_xla_cannot_read_is_an_error_at_its_function(tmp_path, sharding, problem):
    # before: XLA's converter dropped it and the argument was partitioned as replicated (4x the FLOPs, no
    # all-gather), with exit status 0
    source = tmp_path / "g.mlir"
    source.write_text(
        'module @m attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {\n'
        f'  func.func public @main(%a: tensor<128x256xf32> {{mhlo.sharding = "{sharding}"}}, '
        '%b: tensor<256x64xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<128x64xf32> {mhlo.sharding = "{replicated}"}) {\n'
        '    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : '
        '(tensor<128x256xf32>, tensor<256x64xf32>) -> tensor<128x64xf32>\n'
        '    return %0 : tensor<128x64xf32>\n  }\n}\n')
    done = _run([sys.executable, "-m", "hespas.tools.hespas_opt", str(source), "--hespas-annotate-costs",
                 "-o", "out.mlir"], tmp_path)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1].startswith(
        f"{source}:2:3: error: mhlo.sharding '{sharding}' of argument 0 of @main is not a sharding XLA reads: ")
    assert problem in done.stderr and not (tmp_path / "out.mlir").exists()


def test_chakra_lower_takes_the_stage_of_a_global_module(tmp_path):
    source = EXAMPLES / "gemm_tensor_parallel/gemm_tp_4_devices.global.mlir"
    done = _hespas("chakra", "lower", str(source), "-o", "traces", "--stage", "optimized", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "read at the 'optimized' stage, as 'hespas export --stage optimized' does" in done.stderr
    assert "wrote 4 traces" in done.stdout and (tmp_path / "traces/trace.0.et").is_file()


def test_gspmd_global_module_and_jax_export_artifact_partition_on_load(workdir):
    done = _python("""
        import jax, jax.numpy as jnp
        from jax.sharding import NamedSharding, PartitionSpec as P
        from hespas.export import export_step, make_mesh
        import tiny
        args = (jax.ShapeDtypeStruct((8, 16), jnp.float32), jax.ShapeDtypeStruct((16, 64), jnp.bfloat16))
        for stage in ("partitioned", "optimized"):
            export_step(tiny.step, args, {"model": 4}, (P(), P(None, "model")), P(), partitioner="gspmd",
                        stage=stage).write(f"gspmd_{stage}")
        mesh = make_mesh({"model": 4})
        jitted = jax.jit(tiny.step, in_shardings=(NamedSharding(mesh, P()), NamedSharding(mesh, P(None, "model"))),
                         out_shardings=NamedSharding(mesh, P()))
        with open("tiny.vhlo", "wb") as stream:  # the StableHLO portable artifact jax.export serializes
            stream.write(jax.export.export(jitted)(*args).mlir_module_serialized)
    """, workdir, {"PYTHONPATH": str(workdir), "XLA_FLAGS": "--xla_force_host_platform_device_count=4"})
    assert done.returncode == 0, done.stderr
    gspmd_text = (workdir / "gspmd_partitioned.global.mlir").read_text()
    assert "mhlo.sharding" in gspmd_text and "sdy." not in gspmd_text  # GSPMD's annotations only
    # a global module loads at the stage --stage names (default partitioned), as hespas export writes that stage
    for stage, options in (("partitioned", ()), ("optimized", ("--stage", "optimized"))):
        expected, _ = _simulate_json(f"gspmd_{stage}.partitioned.mlir", "h100-4gpu", workdir)
        for source, kind in (("gspmd_partitioned.global.mlir", "GSPMD"), ("tiny.vhlo", "Shardy")):
            report, notes = _simulate_json(source, "h100-4gpu", workdir, *options)
            assert f"note: global module ({kind} shardings): partitioned for 4 devices" in notes
            assert f"read at the '{stage}' stage" in notes
            assert report == expected, (source, stage)


DONATION_SPEC = '''
[mesh]
model = 4

[[inputs]]
name = "w"
shape = [16, 64]
dtype = "f32"
sharding = [[], "model"]
donate = true

[[inputs]]
name = "g"
shape = [16, 64]
dtype = "f32"
sharding = [[], "model"]
'''


@pytest.mark.parametrize("stage", ["optimized", "partitioned"])
def test_donated_argument_aliases_its_output_at_both_stages(workdir, stage):
    (workdir / "sgd.py").write_text("import jax.numpy as jnp\n\n"
                                    "def update(w, g):\n    return w - 0.1 * g, jnp.sum(g)\n")
    (workdir / "sgd.toml").write_text(DONATION_SPEC)
    done = _hespas("export", "sgd:update", "--spec", "sgd.toml", "-o", stage, "--stage", stage, cwd=workdir)
    assert done.returncode == 0, done.stderr
    done = _run([sys.executable, "-m", "hespas.tools.hespas_opt", f"{stage}.partitioned.mlir",
                 "--hespas-memory=hardware=h100", "-o", "memory.mlir"], workdir)
    assert done.returncode == 0, done.stderr
    with make_context() as context:
        attributes = load_module(workdir / "memory.mlir", context).operation.attributes
        aliases = attributes["mhlo.input_output_alias"]
        assert len(aliases) == 1  # w (parameter 0) may alias the new w (output 0)
        assert ir.IntegerAttr(ir.DictAttr(aliases[0]["alias"])["parameter_number"]).value == 0
        memory = attributes["hespas.memory"]
        # w per device: 16 x (64 / 4) f32 = 16 * 16 * 4 bytes = 1024 bytes
        assert ir.IntegerAttr(memory["alias_bytes"]).value == 1024


def test_random_bits_are_exported_as_an_accelerator_lowers_them(workdir):
    """JAX lowers threefry2x32 (jax.random's bits) on the CPU as a loop of 5 trips over the whole bits buffer, and
    for GPUs and TPUs unrolled into elementwise ops that XLA fuses with their consumers. Export runs on CPU devices
    but describes an accelerator's program: before, a dropout mask over 8192 x 8192 bf16 was a while loop that
    hespas costed at 2.28 ms on an H100 (five trips, each reading and writing 512 MiB of bits); unrolled it is one
    fused kernel, compute-bound at the integer vector rate."""
    (workdir / "drop.py").write_text(textwrap.dedent('''
        import jax, jax.numpy as jnp

        def dropout(x, key):
            keep = jax.random.bernoulli(jax.random.wrap_key_data(key), 0.9, x.shape)
            return jnp.where(keep, x / 0.9, 0)
    '''))
    (workdir / "drop.toml").write_text('[mesh]\nd = 1\n\n[[inputs]]\nshape = [8192, 8192]\ndtype = "bf16"\n\n'
                                       '[[inputs]]\nshape = [2]\ndtype = "u32"\n')
    done = _hespas("export", "drop:dropout", "--spec", "drop.toml", "-o", "drop", cwd=workdir)
    assert done.returncode == 0, done.stderr
    ops = _ops(workdir / "drop.partitioned.mlir")
    assert "stablehlo.while" not in ops and ops["stablehlo.shift_left"] >= 20  # 20 rounds, each rotating by shifts
    done = _hespas("simulate", "drop.partitioned.mlir", "--hardware", "h100", "--json", "drop.json", cwd=workdir)
    assert done.returncode == 0, done.stderr
    report = json.loads((workdir / "drop.json").read_text())
    assert report["step_time_ns"] < 200_000 and report["top_compute"][0]["bound"] == "compute"


DYNAMIC_GLOBAL = {
    "shardy": ('  sdy.mesh @mesh = <["model"=4]>\n',
               '{sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}'),
    "gspmd": ("", '{mhlo.sharding = "{devices=[4,1]<=[4]}"}'),
}


@pytest.mark.parametrize("kind", sorted(DYNAMIC_GLOBAL))
def test_a_global_module_of_dynamic_shape_is_an_error_at_the_value(tmp_path, kind):
    # Found by hand: XLA's CPU compiler aborted the process (SIGABRT, a failed CHECK in xla::Shape) on a
    # sharded argument of dynamic shape; now refused before XLA sees it, at the argument.
    mesh, sharding = DYNAMIC_GLOBAL[kind]
    (tmp_path / "dyn.mlir").write_text(
        'module @m attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {\n' + mesh +
        f'  func.func public @main(%arg0: tensor<?x16xf32> {sharding}) -> tensor<?x16xf32> {{\n'
        '    %0 = stablehlo.add %arg0, %arg0 : tensor<?x16xf32>\n'
        '    return %0 : tensor<?x16xf32>\n'
        '  }\n}\n')
    line = 3 if mesh else 2
    for argv in (["simulate", "dyn.mlir", "--system", "h100-4gpu"],):
        done = _hespas(*argv, cwd=tmp_path)
        assert done.returncode == 1, done.stderr[-2000:]
        assert done.stderr.strip().splitlines()[-1] == (
            f"dyn.mlir:{line}:26: error: a global module with a value of dynamic shape (tensor<?x16xf32>) cannot be "
            "partitioned: XLA's SPMD partitioner and hespas's costs need static shapes")
    done = _run([sys.executable, "-m", "hespas.tools.hespas_opt", "dyn.mlir", "--hespas-annotate-costs"], tmp_path)
    assert done.returncode == 1 and done.stderr.strip().splitlines()[-1].startswith(f"dyn.mlir:{line}:26: error: ")


@pytest.mark.parametrize("grid, message", [
    # before: SIGABRT (XLA's DeviceAssignment CHECKs a positive count)
    ("mhlo.num_partitions = 0 : i32", "module attribute mhlo.num_partitions must be a positive integer, got 0 : i32"),
    # before: a traceback (ValueError from JAX's get_compile_options)
    ("mhlo.num_partitions = -3 : i32", "module attribute mhlo.num_partitions must be a positive integer, got -3 : i32"),
    # before: a traceback (ValueError: the bindings cannot cast a string attribute to an integer)
    ('mhlo.num_partitions = "x"', 'module attribute mhlo.num_partitions must be a positive integer, got "x"'),
    # before: over two minutes making a million virtual CPU devices (killed at the fuzzer's limit)
    ("mhlo.num_partitions = 1048576 : i32", "a global module for 1048576 devices (mhlo.num_partitions) cannot be "
     "partitioned: XLA's SPMD partitioner runs on virtual CPU devices, and XLA's CPU client compiles for at most 2048"),
])
def test_a_global_modules_device_count_is_checked_before_xla_sees_it(tmp_path, grid, message):
    (tmp_path / "grid.mlir").write_text(
        f'module @m attributes {{{grid}, mhlo.num_replicas = 1 : i32}} {{\n'
        '  sdy.mesh @mesh = <["model"=4]>\n'
        '  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) '
        '-> tensor<8x16xf32> {\n'
        '    %0 = stablehlo.add %arg0, %arg0 : tensor<8x16xf32>\n'
        '    return %0 : tensor<8x16xf32>\n'
        '  }\n}\n')
    done = _run([sys.executable, "-m", "hespas.tools.hespas_opt", "grid.mlir", "-o", "out.mlir"], tmp_path)
    assert done.returncode == 1, done.stderr[-2000:]
    assert done.stderr.strip().splitlines()[-1] == f"grid.mlir:1:1: error: {message}"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["grid.mlir"]


def test_diagnostics_on_a_partitioned_global_module_name_its_file_not_lines_of_xlas_text(tmp_path):
    # before: `loop.mlir:17:12: warning: ...`, a line of XLA's partitioned text given as a line of the input (line
    # 17 of this file is the function's closing brace): XLA's text keeps no source lines, so the ops now stand at
    # the file
    (tmp_path / "loop.mlir").write_text(
        'module @m attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {\n'
        '  sdy.mesh @mesh = <["model"=4]>\n'
        '  func.func public @main(%x: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>},\n'
        '                         %n: tensor<i32>) -> tensor<64x64xf32> {\n'
        '    %c0 = stablehlo.constant dense<0> : tensor<i32>\n'
        '    %r:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i32>, tensor<64x64xf32>\n'
        '     cond {\n'
        '      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>\n'
        '      stablehlo.return %p : tensor<i1>\n'
        '    } do {\n'
        '      %one = stablehlo.constant dense<1> : tensor<i32>\n'
        '      %k = stablehlo.add %i, %one : tensor<i32>\n'
        '      %b = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>)'
        ' -> tensor<64x64xf32>\n'
        '      stablehlo.return %k, %b : tensor<i32>, tensor<64x64xf32>\n'
        '    }\n'
        '    return %r#1 : tensor<64x64xf32>\n'
        '  }\n}\n')
    for argv in (["simulate", "loop.mlir", "--system", "h100-4gpu"], ["chakra", "lower", "loop.mlir", "-o", "out",
                                                                      "--system", "h100-4gpu"]):
        done = _hespas(*argv, cwd=tmp_path)
        assert done.returncode == 0, done.stderr[-2000:]
        warnings = [line for line in done.stderr.splitlines() if "warning:" in line]
        assert warnings == ["loop.mlir: warning: trip count of while loop is not static; assuming "
                            "default-trip-count=1"], done.stderr[-2000:]
