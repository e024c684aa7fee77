"""Estimator results cached by the hash of what was simulated: in memory, and in one SQLite file.

The file is ``estimates.sqlite3`` beside the profiling cache (``$HESPAS_CACHE_DIR``,
else ``$XDG_CACHE_HOME/hespas`` or ``~/.cache/hespas``). A key is a SHA-256 of
the text an estimator chooses: the simulator's name and version and the exact
inputs it was given (for SCALE-Sim and ZigZag, the files they read), so the
same op on the same configuration is simulated once. A file whose table has
other columns (a foreign or older file) is moved aside (``*.corrupt-<time>``)
and a new one started; a file that cannot be opened or written only costs the
caching (one warning); the estimate stands.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from hespas.diagnostics import warn
from hespas.profile.cache import connect_table, default_cache_dir, is_busy

CACHE_FILE_NAME = "estimates.sqlite3"
_SCHEMA = "CREATE TABLE IF NOT EXISTS estimates (key TEXT PRIMARY KEY, cycles REAL, energy_pJ REAL)"
_COLUMNS = ("key", "cycles", "energy_pJ")


@dataclass(frozen=True)
class SimulatorResult:
    """What a simulator reports for one input: cycles and, where it models it, energy."""

    cycles: float
    energy_pJ: float | None = None


def cache_key(*parts: str) -> str:
    """The SHA-256 of the parts (separated so that no two splits of one text collide)."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(len(part).to_bytes(8, "little"))
        digest.update(part.encode())
    return digest.hexdigest()


class EstimateCache:
    """``get_or_run(key, run)``: the cached result for ``key``, or ``run()``'s, stored."""

    def __init__(self, path: str | os.PathLike | None = None):
        self.path = Path(path) if path is not None else default_cache_dir() / CACHE_FILE_NAME
        self._memory: dict[str, SimulatorResult] = {}
        self._connection: sqlite3.Connection | None = None
        self._opened = False

    def get_or_run(self, key: str, run: Callable[[], SimulatorResult]) -> SimulatorResult:
        found = self._memory.get(key)
        if found is None:
            found = self._read(key)
        if found is None:
            found = run()
            self._write(key, found)
        self._memory[key] = found
        return found

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def _database(self) -> sqlite3.Connection | None:
        if not self._opened:
            self._opened = True
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                try:
                    self._connection = _connect(self.path)
                except sqlite3.DatabaseError as error:
                    if is_busy(error):
                        raise
                    aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}")
                    for suffix in ("", "-wal", "-shm"):
                        if Path(str(self.path) + suffix).exists():
                            os.replace(str(self.path) + suffix, str(aside) + suffix)
                    warn(f"estimate cache {self.path} cannot be used ({error}: a damaged file, or one another hespas version wrote); moved it to {aside} and started a new one")
                    self._connection = _connect(self.path)
            except (OSError, sqlite3.Error) as error:
                self._give_up(error)
        return self._connection

    def _read(self, key: str) -> SimulatorResult | None:
        database = self._database()
        if database is None:
            return None
        try:
            row = database.execute("SELECT cycles, energy_pJ FROM estimates WHERE key=?", (key,)).fetchone()
        except sqlite3.Error as error:
            self._give_up(error)
            return None
        return None if row is None else SimulatorResult(row[0], row[1])

    def _write(self, key: str, result: SimulatorResult) -> None:
        database = self._database()
        if database is None:
            return
        try:
            with database:
                database.execute("INSERT OR REPLACE INTO estimates VALUES (?, ?, ?)",
                                 (key, result.cycles, result.energy_pJ))
        except sqlite3.Error as error:
            self._give_up(error)

    def _give_up(self, error: Exception) -> None:
        """Carry on without the file (results of this run stay cached in memory)."""
        warn(f"estimate cache {self.path} is unusable ({error}); results of this run are not stored")
        self.close()


def _connect(path: Path) -> sqlite3.Connection:
    return connect_table(path, _SCHEMA, "estimates", _COLUMNS)
