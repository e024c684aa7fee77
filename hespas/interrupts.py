"""Ctrl-C while native extension modules load: held back until they have loaded; and Ctrl-C noted, so that
one Python swallowed still stops the command.

jaxlib's extension modules (nanobind) run Python code while the C++ library initialises. A
KeyboardInterrupt raised in that code cannot unwind through the C++ frames: the process dies of
SIGSEGV or, through std::terminate, SIGABRT (measured: 7 of 60 `import hespas.ir` runs interrupted
at 50-640 ms died of SIGSEGV). Blocking SIGINT for the import lets it arrive afterwards as an
ordinary KeyboardInterrupt, which the commands report as `interrupted` with exit status 1.

A KeyboardInterrupt raised while Python runs a garbage-collection callback (JAX registers one,
``_xla_gc_callback``) or a finaliser is printed as "Exception ignored" and dropped: the command went on,
wrote its outputs and exited 0 (8 of 8 `hespas export` runs interrupted at 1.0 s). ``interrupts_noted``
records each Ctrl-C, and ``raise_if_interrupted`` (before an output is put in place, and when a command's
body returns) raises it again.
"""

from __future__ import annotations

import contextlib
import signal
import threading


@contextlib.contextmanager
def interrupts_deferred():
    """Hold SIGINT back for the block (in the main thread; elsewhere there is nothing to hold)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        if signal.SIGINT not in blocked:  # a pending Ctrl-C is delivered now, as KeyboardInterrupt
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


_interrupted = False  # a Ctrl-C arrived inside interrupts_noted()


def _note_and_raise(signum, frame):
    global _interrupted
    _interrupted = True
    raise KeyboardInterrupt


@contextlib.contextmanager
def interrupts_noted():
    """Record every Ctrl-C that arrives in the block (in the main thread) as well as raising it."""
    global _interrupted
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _interrupted = False
    previous = signal.signal(signal.SIGINT, _note_and_raise)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        _interrupted = False  # noted for this block only: a later caller in this process starts clean


def raise_if_interrupted() -> None:
    """KeyboardInterrupt if a Ctrl-C arrived in ``interrupts_noted`` (one Python swallowed, or one handled)."""
    if _interrupted:
        raise KeyboardInterrupt
