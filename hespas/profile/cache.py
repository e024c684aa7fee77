"""The measurement cache: one SQLite file in the user's cache directory.

Location: ``$HESPAS_CACHE_DIR/profile.sqlite3`` if that variable is set, else
``$XDG_CACHE_HOME/hespas/`` or ``~/.cache/hespas/``. A row is keyed by the
region's content hash, the target, the device, the compiler's version with the
measurement method and the compile flags the chip sets, and the backend, and holds the time of one call as
measured (raw) with the time of the no-kernel call timed in turn with it (the
baseline it is corrected by, on read: ``hespas.profile.profiler``), or the
reason the region could not be measured. A row thus carries its own baseline:
no correction outlives the conditions it was measured under. A row whose times are not numbers (another
program wrote into the file) counts as missing: the region is measured again.

Robustness: WAL mode and a busy timeout let several hespas processes share the
file; a write that still finds it locked is skipped with one warning (the
measurement is only lost from the cache, and other entries are untouched). A
file that is not a readable database, or whose table has other columns (a
foreign or older file), is moved aside (``*.corrupt-<time>``), with a warning,
and a new one is started; only SQLite's busy and locked errors count as busy.
"""

from __future__ import annotations

import math
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from hespas.diagnostics import warn

CACHE_FILE_NAME = "profile.sqlite3"
BUSY_TIMEOUT_MS = 5000
_SCHEMA = """CREATE TABLE IF NOT EXISTS measurements (
    region_hash TEXT NOT NULL, target TEXT NOT NULL, device TEXT NOT NULL, version TEXT NOT NULL,
    backend TEXT NOT NULL, time_ns REAL, baseline_ns REAL, failure TEXT, measured_at REAL NOT NULL,
    PRIMARY KEY (region_hash, target, device, version, backend))"""
_COLUMNS = ("region_hash", "target", "device", "version", "backend", "time_ns", "baseline_ns", "failure",
            "measured_at")
# SQLite's primary result codes for another connection holding the file (sqlite3.h).
_SQLITE_BUSY, _SQLITE_LOCKED = 5, 6


def default_cache_dir() -> Path:
    explicit = os.environ.get("HESPAS_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "hespas"


@dataclass(frozen=True)
class CacheKey:
    region_hash: str
    target: str
    device: str
    version: str
    backend: str


@dataclass(frozen=True)
class CachedResult:
    time_ns: float | None  # per call, raw; None: the region could not be measured
    failure: str | None
    baseline_ns: float = 0.0  # the no-kernel call timed in turn with it, to subtract (0: nothing to subtract)


class ProfileCache:
    def __init__(self, path: str | os.PathLike | None = None):
        self.path = Path(path) if path is not None else default_cache_dir() / CACHE_FILE_NAME
        self._warned_locked = False
        self._connection = self._open()

    def get(self, key: CacheKey) -> CachedResult | None:
        try:
            row = self._connection.execute(
                "SELECT time_ns, failure, baseline_ns FROM measurements WHERE region_hash=? AND target=? AND device=? "
                "AND version=? AND backend=?", _values(key)).fetchone()
        except sqlite3.DatabaseError as error:
            if is_busy(error):
                self._warn_locked(error)
                return None
            self._recover(error)
            return None
        if row is None or not _is_time(row[0]) or not _is_time(row[2]) or not isinstance(row[1], (str, type(None))):
            return None  # no row, or one another program wrote into: measured again
        return CachedResult(row[0], row[1], row[2] or 0.0)

    def put(self, key: CacheKey, result: CachedResult) -> None:
        try:
            with self._connection:
                self._connection.execute("INSERT OR REPLACE INTO measurements VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                         (*_values(key), result.time_ns, result.baseline_ns, result.failure,
                                          time.time()))
        except sqlite3.DatabaseError as error:
            if is_busy(error):
                self._warn_locked(error)
                return
            self._recover(error)

    def close(self) -> None:
        self._connection.close()

    def _open(self) -> sqlite3.Connection:
        try:
            return _connect(self.path)
        except sqlite3.DatabaseError as error:
            if is_busy(error):
                raise
            return self._start_over(error)

    def _recover(self, error: sqlite3.DatabaseError) -> None:
        self._connection.close()
        self._connection = self._start_over(error)

    def _start_over(self, error: Exception) -> sqlite3.Connection:
        aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}")
        for suffix in ("", "-wal", "-shm"):
            part = Path(str(self.path) + suffix)
            if part.exists():
                os.replace(part, Path(str(aside) + suffix))
        warn(f"profile cache {self.path} cannot be used ({error}: a damaged file, or one another hespas version wrote); moved it to {aside} and started a new one")
        return _connect(self.path)

    def _warn_locked(self, error: sqlite3.OperationalError) -> None:
        if not self._warned_locked:
            self._warned_locked = True
            warn(f"profile cache {self.path} is busy ({error}); measurements of this run are not all cached")


def _connect(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    return connect_table(path, _SCHEMA, "measurements", _COLUMNS)


def connect_table(path: Path, schema: str, table: str, columns: tuple[str, ...]) -> sqlite3.Connection:
    """A connection to the cache file ``path`` (shared by processes: WAL, a busy timeout) whose ``table``
    is created by ``schema`` and checked to have ``columns``; a DatabaseError when the file is not that."""
    connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        connection.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute(schema)
        check_columns(connection, table, columns)
    except sqlite3.DatabaseError:
        connection.close()
        raise
    return connection


def is_busy(error: sqlite3.Error) -> bool:
    """Whether ``error`` is another process holding the file (worth waiting for), not a bad file."""
    return getattr(error, "sqlite_errorcode", None) is not None and error.sqlite_errorcode & 0xFF in (
        _SQLITE_BUSY, _SQLITE_LOCKED)


def check_columns(connection: sqlite3.Connection, table: str, columns: tuple[str, ...]) -> None:
    """Raise sqlite3.DatabaseError unless ``table`` has exactly ``columns`` (a foreign or older file)."""
    found = tuple(row[1] for row in connection.execute(f"PRAGMA table_info({table})"))
    if found != columns:
        raise sqlite3.DatabaseError(f"table {table} has columns {', '.join(found)}, not {', '.join(columns)}")


def _is_time(value) -> bool:
    """A time a row may hold: none, or a finite number of ns."""
    return value is None or (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value))


def _values(key: CacheKey) -> tuple:
    return key.region_hash, key.target, key.device, key.version, key.backend
