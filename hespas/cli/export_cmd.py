"""`hespas export MODULE:FUNCTION --spec spec.toml -o PREFIX`: per-device and global StableHLO from JAX."""

from __future__ import annotations

import functools
import os

from hespas.cli import file_name
from hespas.jax_internals import backends_are_initialized
from hespas.export import (DEFAULT_STAGE, PARTITIONERS, STAGES, check_output_prefix, export_step, load_function,
                           load_spec, python_spec, source_of, use_virtual_devices)

NAME = "export"
HELP = ("Export a JAX function as per-device StableHLO partitioned by XLA (PREFIX.partitioned.mlir) "
        "and as the global program (PREFIX.global.mlir).")


def add_arguments(parser) -> None:
    parser.add_argument("target", metavar="MODULE:FUNCTION",
                        help="the function: a dotted module name (searched from the current directory too) "
                             "or a .py file, a colon, and the function's name")
    parser.add_argument("--spec", required=True, metavar="SPEC.toml|[MODULE:]FUNCTION",
                        help="mesh, inputs (shapes, dtypes, shardings; pytrees allowed) and static arguments: a "
                             "TOML file, or a Python function returning them (in the exported function's module "
                             "unless MODULE: is given); see README")
    parser.add_argument("-o", dest="prefix", required=True, metavar="PREFIX", type=file_name, help="output prefix")
    parser.add_argument("--stage", choices=STAGES, default=DEFAULT_STAGE,
                        help="partitioned: right after SPMD partitioning, the program's own dtypes (default); "
                             "optimized: XLA's final fused HLO from its CPU pipeline (bf16/f16 widened to f32)")
    parser.add_argument("--partitioner", choices=PARTITIONERS, help="XLA partitioner (default: JAX's, Shardy)")


def run(args) -> int:
    check_output_prefix(args.prefix)  # before the work, not after it
    if _is_toml(args.spec):
        spec = load_spec(args.spec)
        use_virtual_devices(spec.num_devices)  # before the user's module can initialise JAX
        function = load_function(args.target)
    else:
        function = load_function(args.target)
        module = args.target.rpartition(":")[0]
        spec_target = args.spec if ":" in args.spec else f"{module}:{args.spec}"
        spec_function = load_function(spec_target)
        initialised_by = f"importing '{module}'" if backends_are_initialized() else f"the spec '{spec_target}'"
        spec = python_spec(spec_function)
        # fails clearly if the spec function (or the module's import) initialised JAX with too few devices
        use_virtual_devices(spec.num_devices, initialised_by, source_of(spec_function))
    if spec.static_kwargs:
        spec.check_static(function)
        function = functools.partial(function, **spec.static_kwargs)
    arguments, in_shardings, donate_argnums = spec.bind(function)
    result = export_step(function, arguments, spec.mesh_axes, in_shardings, spec.out_shardings(),
                         donate_argnums=donate_argnums, stage=args.stage, partitioner=args.partitioner)
    partitioned, global_path = result.write(args.prefix)
    devices = f"{result.num_devices} device" + ("s" if result.num_devices != 1 else "")
    print(f"wrote {partitioned} ({devices}, {result.stage}, {result.partitioner}) and {global_path}")
    return 0


def _is_toml(spec: str) -> bool:
    """A spec file (an existing file or a .toml name), not a Python function."""
    return spec.endswith(".toml") or os.path.isfile(spec)
