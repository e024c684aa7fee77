"""Ctrl-C while native extension modules load: held back until they have loaded.

jaxlib's extension modules (nanobind) run Python code while the C++ library initialises. A
KeyboardInterrupt raised in that code cannot unwind through the C++ frames: the process dies of
SIGSEGV or, through std::terminate, SIGABRT (measured: 7 of 60 `import hespas.ir` runs interrupted
at 50-640 ms died of SIGSEGV). Blocking SIGINT for the import lets it arrive afterwards as an
ordinary KeyboardInterrupt, which the commands report as `interrupted` with exit status 1.
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
