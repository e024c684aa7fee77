"""`hespas export MODULE:FUNCTION --spec spec.toml -o PREFIX`: per-device and global StableHLO from JAX."""

from __future__ import annotations

import functools

from hespas.export import (PARTITIONERS, STAGES, check_output_prefix, export_step, load_function, load_spec,
                           use_virtual_devices)

NAME = "export"
HELP = ("export a JAX function as per-device StableHLO partitioned by XLA (PREFIX.partitioned.mlir) "
        "and as the global program (PREFIX.global.mlir)")


def add_arguments(parser) -> None:
    parser.add_argument("target", metavar="MODULE:FUNCTION",
                        help="the function: a dotted module name (searched from the current directory too) "
                             "or a .py file, a colon, and the function's name")
    parser.add_argument("--spec", required=True, metavar="SPEC.toml",
                        help="mesh, input shapes/dtypes/shardings and static arguments (see README)")
    parser.add_argument("-o", dest="prefix", required=True, metavar="PREFIX", help="output prefix")
    parser.add_argument("--stage", choices=STAGES, default="optimized",
                        help="optimized: XLA's final fused HLO (default); partitioned: right after SPMD partitioning")
    parser.add_argument("--partitioner", choices=PARTITIONERS, help="XLA partitioner (default: JAX's, Shardy)")


def run(args) -> int:
    check_output_prefix(args.prefix)  # before the work, not after it
    spec = load_spec(args.spec)
    use_virtual_devices(spec.num_devices)  # before the user's module can initialise JAX
    function = load_function(args.target)
    if spec.static_kwargs:
        function = functools.partial(function, **spec.static_kwargs)
    result = export_step(
        function,
        [entry.shape_dtype() for entry in spec.inputs],
        spec.mesh_axes,
        [entry.sharding for entry in spec.inputs],
        _output_shardings(spec.output_shardings),
        donate_argnums=spec.donate_argnums,
        stage=args.stage,
        partitioner=args.partitioner,
    )
    partitioned, global_path = result.write(args.prefix)
    print(f"wrote {partitioned} ({result.num_devices} devices, {result.stage}, {result.partitioner}) "
          f"and {global_path}")
    return 0


def _output_shardings(shardings):
    """One [[outputs]] table applies to every output; several are a tuple, one per returned array."""
    if shardings is None or len(shardings) != 1:
        return shardings
    return shardings[0]
