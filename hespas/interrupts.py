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
body returns) raises it again; the dropped one is not printed (its "Exception ignored" traceback was a second
message beside the command's `interrupted`).

SIGTERM (what ``timeout``, ``kill`` and batch schedulers send) is handled as Ctrl-C is: held back in the same
places, noted, and raised as ``Terminated``, a KeyboardInterrupt, so that the same clean-up runs (running
``iree-compile`` processes killed, no output put in place). Its default action ended the process at once and
left those compilers running. A SIGTERM while a stop is under way is only noted (``timeout`` sends one to the
command and another to its process group): raised again, it would cut the clean-up short.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading


STOP_SIGNALS = frozenset({signal.SIGINT, signal.SIGTERM})


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where Ctrl-C raises KeyboardInterrupt (``except KeyboardInterrupt`` catches both)."""


@contextlib.contextmanager
def interrupts_deferred():
    """Hold SIGINT and SIGTERM back for the block (in the main thread; elsewhere there is nothing to hold)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    try:
        yield
    finally:  # a pending signal is delivered now, as KeyboardInterrupt (or Terminated)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS - set(blocked))


_interrupted: type[KeyboardInterrupt] | None = None  # what arrived inside interrupts_noted(): Ctrl-C or SIGTERM


def _note_and_raise(signum, frame):
    global _interrupted
    if signum == signal.SIGTERM:
        if _interrupted is not None:  # a stop is under way: let its clean-up finish
            return
        _interrupted = Terminated
        raise Terminated
    _interrupted = _interrupted or KeyboardInterrupt
    raise KeyboardInterrupt


@contextlib.contextmanager
def interrupts_noted():
    """Record every Ctrl-C and SIGTERM that arrives in the block (in the main thread) as well as raising it."""
    global _interrupted
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _interrupted = None
    previous = {number: signal.signal(number, _note_and_raise) for number in STOP_SIGNALS}
    previous_hook = sys.unraisablehook

    def drop_noted(unraisable):  # one Python swallowed: noted, raised again later, not printed now
        if not (isinstance(unraisable.exc_value, KeyboardInterrupt) and _interrupted is not None):
            previous_hook(unraisable)

    sys.unraisablehook = drop_noted
    try:
        yield
    finally:
        sys.unraisablehook = previous_hook
        for number, handler in previous.items():
            signal.signal(number, handler)
        _interrupted = None  # noted for this block only: a later caller in this process starts clean


def raise_if_interrupted() -> None:
    """KeyboardInterrupt (Terminated for SIGTERM) if one arrived in ``interrupts_noted`` (one Python swallowed,
    or one handled)."""
    if _interrupted is not None:
        raise _interrupted
