"""The three tasks a sweep runs, as plain functions of picklable arguments (for worker processes and Ray).

``prepare_task`` parses and fuses one workload for the ``PrepareKey``s of one group (the compiler side);
``lower_task`` lowers that prepared workload for one ``LoweringKey`` (the compiler side);
``simulate_task`` simulates a lowered program on one point's system (no MLIR) and
returns the point's record. A HespasError becomes the point's error, never the
sweep's: the sweep goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.diagnostics import HespasError, current_input_name


@dataclass(frozen=True)
class PointTask:
    """A point resolved to what it runs on: ``system`` a preset name or file (None: the hardware's own system of
    the program's rank count, as `hespas compare` picks it; one device for one rank)."""

    point: object  # hespas.sweep.spec.Point
    system: str | None
    nodes: int | None
    system_name: str  # as the record shows it
    ranks: int | None  # None: the module's device count
    network_model: str = "unaware"


def prepare_task(pkeys):
    """The ``PreparedWorkload`` of each of ``pkeys`` (one ``PrepareKey.group``), or the one-line diagnostic
    that stopped them."""
    from hespas.sweep.lowering import prepare_all

    return _reporting_errors(pkeys[0].workload_path, prepare_all, pkeys)


def lower_task(key, prepared=None):
    """The ``LoweredProgram`` for ``key`` (from ``prepared``, a ``PreparedWorkload``, when another task
    prepared it, or that preparation's error), or the one-line diagnostic that stopped it."""
    from hespas.sweep.lowering import lower

    if isinstance(prepared, str):
        return prepared
    return _reporting_errors(key.workload_path, lower, key, prepared)


def _reporting_errors(input_name: str, function, *args):
    token = current_input_name.set(input_name)
    try:
        return function(*args)
    except HespasError as error:
        return str(error).splitlines()[0]
    finally:
        current_input_name.reset(token)


def simulate_task(program, task: PointTask) -> dict:
    """The record of ``task``'s point: ``program`` (a ``LoweredProgram``, or the lowering's error)
    simulated on its system."""
    from hespas.hardware import load_hardware
    from hespas.sim.step import simulate_step
    from hespas.sweep.record import error_record, ok_record
    from hespas.systems import check_system_size, load_system, one_device_system
    from hespas.sweep.vendor_systems import own_system

    point = task.point
    nodes, system_name = task.nodes or 1, task.system_name
    if isinstance(program, str):
        return error_record(point, system_name, nodes, task.ranks, program)
    step = program.step
    try:
        hardware = load_hardware(point.hardware_source)
        if task.system is not None:
            system = load_system(task.system, task.nodes)
        elif step.num_ranks == 1 or point.system_size == 1:  # a 'system_size' of 1: checked against the ranks below
            system, system_name = one_device_system(hardware.name, hardware.memory_bandwidth_GBps), "one device"
        else:
            try:
                system_name, own_nodes = own_system(point.hardware_source, step.num_ranks)
            except HespasError as error:  # no preset of that size: say what the sweep file can do
                raise HespasError(f"{error.message}; give the sweep a 'system' or 'system_size' axis") from None
            system, nodes = load_system(system_name, own_nodes), own_nodes or 1
        check_system_size(system, step.num_ranks, point.workload.path, resize="the sweep's 'nodes' or 'ranks' axis")
        _, _, result = simulate_step(step, system, network_model=task.network_model)
    except HespasError as error:
        return error_record(point, system_name, nodes, step.num_ranks, str(error))
    return ok_record(point, system_name, nodes, program, result, hardware)
