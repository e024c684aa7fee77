"""Steady-state host memory while timing: freed buffers are kept and reused, not returned to the OS.

glibc's malloc serves allocations above its mmap threshold (128 KiB, rising to
at most 32 MiB as mapped blocks are freed) with fresh mappings and unmaps them on
free, so every call of a module with a large output pays the kernel's page
faults and page zeroing again (``benchmarks/host_memory.py``, 2-core VM: an f32
add with a 67 MB output took 40.5 ms instead of 8.8 ms). A program in steady state (a
training loop, any framework's caching allocator) does not pay that. While
``reused_host_memory()`` is active, malloc uses no mappings and keeps freed
memory; on exit the defaults come back and the kept memory is released. Where
the C library is not glibc, it changes nothing.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util

M_TRIM_THRESHOLD, M_MMAP_MAX = -1, -4  # mallopt parameters (malloc.h)
DEFAULT_TRIM_THRESHOLD_BYTES, DEFAULT_MMAP_MAX = 128 * 1024, 65536
KEEP_FREED_BYTES = 2**31 - 1  # the largest trim threshold mallopt takes (an int)


def _glibc():
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None


_LIBC = _glibc()


@contextlib.contextmanager
def reused_host_memory():
    if _LIBC is None:
        yield
        return
    _LIBC.mallopt(M_MMAP_MAX, 0)
    _LIBC.mallopt(M_TRIM_THRESHOLD, KEEP_FREED_BYTES)
    try:
        yield
    finally:
        _LIBC.mallopt(M_MMAP_MAX, DEFAULT_MMAP_MAX)
        _LIBC.mallopt(M_TRIM_THRESHOLD, DEFAULT_TRIM_THRESHOLD_BYTES)
        _LIBC.malloc_trim(0)
