"""Where a sweep's tasks run: in this process, in local worker processes, or on a Ray cluster.

There are three kinds of task (``hespas.sweep.tasks``): preparing (parsing and
fusing) a workload and lowering it per hardware (the compiler side), and simulating
a lowered program on one point's system. Every
executor hands back ``concurrent.futures.Future`` objects, so the sweep's loop
(``hespas.sweep.run``) is one for all of them.

- ``InlineExecutor`` (``--jobs 1``): runs each task when it is submitted.
- ``LocalExecutor``: a pool of worker processes, started with ``spawn`` (JAX is
  not fork-safe); a prepared workload (MLIR bytecode) and a lowered program travel
  to the workers pickled.
- ``RayExecutor``: each task a Ray task; a prepared workload and a lowered program
  are put in Ray's object store once (``ray.put``, or left there as the task's
  result) and every task on them gets the reference, so workers never prepare or
  lower again. Ray is an
  optional extra (``pip install 'hespas[ray]'``).
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import os
import signal
import socket

from hespas.diagnostics import HespasError
from hespas.sweep import tasks

RAY_INSTALL = "pip install 'hespas[ray]'"
_CONNECT_TIMEOUT_S = 5.0


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


class _Deferred(concurrent.futures.Future):
    """A task the inline executor runs when the sweep waits for it."""

    def __init__(self, function, *args):
        super().__init__()
        self.call = (function, args)

    def run(self) -> None:
        function, args = self.call
        self.set_result(function(*args))


class InlineExecutor:
    """Runs one task per ``wait``, a simulation before a lowering, so points finish (and are written)
    as early as they can."""

    def share(self, program):
        return program

    def prepare(self, pkeys) -> concurrent.futures.Future:
        return _Deferred(tasks.prepare_task, pkeys)

    def lower(self, key, prepared) -> concurrent.futures.Future:
        return _Deferred(tasks.lower_task, key, prepared)

    def simulate(self, program, task) -> concurrent.futures.Future:
        return _Deferred(tasks.simulate_task, program, task)

    def wait(self, pending) -> set:
        chosen = next((f for f in pending if f.call[0] is tasks.simulate_task), None) or next(iter(pending))
        chosen.run()
        return {chosen}

    def shutdown(self, interrupted: bool = False) -> None:
        pass


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C (sent to the whole process group) is the sweep's to handle, not the worker's."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class LocalExecutor(InlineExecutor):
    def __init__(self, jobs: int):
        self.pool = concurrent.futures.ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"),
                                                           initializer=_ignore_interrupts)

    def prepare(self, pkeys) -> concurrent.futures.Future:
        return self.pool.submit(tasks.prepare_task, pkeys)

    def lower(self, key, prepared) -> concurrent.futures.Future:
        return self.pool.submit(tasks.lower_task, key, prepared)

    @staticmethod
    def wait(pending) -> set:
        return concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)[0]

    def simulate(self, program, task) -> concurrent.futures.Future:
        return self.pool.submit(tasks.simulate_task, program, task)

    def shutdown(self, interrupted: bool = False) -> None:
        self.pool.shutdown(wait=not interrupted, cancel_futures=interrupted)


class RayExecutor:
    @staticmethod
    def check_installed() -> None:
        """A HespasError saying how to install Ray, when it cannot be imported."""
        try:
            import ray  # noqa: F401
        except ImportError:
            raise HespasError(f"--executor ray needs Ray, an optional extra: {RAY_INSTALL}") from None

    def __init__(self, address: str | None, jobs: int | None):
        self.check_installed()
        import ray

        self.ray = ray
        if address is not None:
            check_reachable(address)
        options = {"address": address} if address is not None else {"num_cpus": jobs, "include_dashboard": False}
        try:
            ray.init(**options, logging_level="ERROR", log_to_driver=False, configure_logging=False)
        except (ConnectionError, RuntimeError, ValueError) as error:
            raise HespasError(f"cannot connect to the Ray cluster at {address}: {str(error).splitlines()[0]}") \
                from None
        self._prepare = ray.remote(tasks.prepare_task)
        self._lower = ray.remote(tasks.lower_task)
        self._simulate = ray.remote(tasks.simulate_task)

    def share(self, program):
        return self.ray.put(program)

    def prepare(self, pkeys) -> concurrent.futures.Future:
        return self._submit(self._prepare, pkeys)

    def lower(self, key, prepared) -> concurrent.futures.Future:
        return self._submit(self._lower, key, prepared)

    @staticmethod
    def _submit(remote, *args) -> concurrent.futures.Future:
        reference = remote.remote(*args)
        future = reference.future()
        future.reference = reference  # the result stays in the object store for the tasks that need it
        return future

    def simulate(self, program, task) -> concurrent.futures.Future:
        return self._simulate.remote(program, task).future()

    wait = staticmethod(LocalExecutor.wait)

    def shutdown(self, interrupted: bool = False) -> None:
        self.ray.shutdown()


def check_reachable(address: str) -> None:
    """A HespasError unless something listens at ``address`` (host:port, or ray://host:port)."""
    if address == "auto":
        return
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        raise HespasError(f"--address must be HOST:PORT (or ray://HOST:PORT, or auto), got {address!r}")
    try:
        socket.create_connection((host, int(port)), timeout=_CONNECT_TIMEOUT_S).close()
    except OSError as error:
        raise HespasError(f"cannot reach the Ray cluster at {address}: {error.strerror or error}") from None


def make_executor(kind: str, jobs: int | None, address: str | None):
    if kind == "ray":
        return RayExecutor(address, jobs)
    if address is not None:
        raise HespasError("--address names a Ray cluster: give --executor ray too")
    jobs = jobs or usable_cpus()
    return InlineExecutor() if jobs == 1 else LocalExecutor(jobs)
