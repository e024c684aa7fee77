"""A sweep's output folder: results.jsonl and results.csv appended as points finish, sweep.json naming
the sweep, and at the end both results files rewritten in the sweep's order with the speedups.

Each record is written as one ``write`` of one line and flushed, so an interrupted
sweep leaves every finished point on disk; a line cut short by a crash is dropped
when the sweep is run again. A folder holding another sweep's results (another set
of points in sweep.json, or results without sweep.json) is refused unless
``resume`` (keep the records of this sweep's points) or ``force`` (start over: the old
reports are removed too, so an interrupted run leaves none of them beside its results).
"""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

from hespas.atomic_io import all_or_none, write_text_atomically
from hespas.diagnostics import HespasError, SourceLocation
from hespas.sweep.record import COLUMNS

JSONL, CSV, SWEEP, SUMMARY = "results.jsonl", "results.csv", "sweep.json", "summary.txt"
# what a sweep writes when its points are done (hespas.sweep.run.write_reports): ``force`` drops them at the start
REPORTS = (SUMMARY, "report.html", "charts/speedup_by_hardware.png", "charts/scaling_by_nodes.png",
           "charts/breakdown.png")
FORMAT = "hespas-sweep"


def csv_line(record: dict) -> str:
    """One CSV row: null empty, booleans true/false, floats as Python's shortest round-trip form."""
    cells = ["" if value is None else ("true" if value is True else "false" if value is False else value)
             for value in (record[column] for column in COLUMNS)]
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerow(cells)
    return buffer.getvalue()


def jsonl_line(record: dict) -> str:
    return json.dumps({column: record[column] for column in COLUMNS}, allow_nan=False) + "\n"


def csv_text(records: list[dict]) -> str:
    return ",".join(COLUMNS) + "\n" + "".join(map(csv_line, records))


class ResultsDir:
    def __init__(self, directory: str | os.PathLike, point_ids: list[str], resume: bool = False,
                 force: bool = False):
        self.directory = Path(directory)
        self.point_ids = point_ids
        self.done: dict[str, dict] = {}
        self._check_and_open(resume, force)

    def _check_and_open(self, resume: bool, force: bool) -> None:
        directory = self.directory
        if directory.exists() and not directory.is_dir():
            raise HespasError("the sweep's output folder is a file", SourceLocation(str(directory)))
        sweep_path, jsonl_path = directory / SWEEP, directory / JSONL
        has_results = jsonl_path.exists() or (directory / CSV).exists()
        previous = _read_sweep(sweep_path) if sweep_path.exists() else None
        same = previous is not None and sorted(previous) == sorted(self.point_ids)
        if has_results and not same and not (resume or force):
            what = ("another sweep's results (other points, or these points made by other hespas code or other "
                    "hardware or system files)" if previous is not None
                    else "results that name no sweep (no sweep.json)")
            raise HespasError(f"the output folder holds {what}: give --resume to keep the points both sweeps share, "
                              "--force to start over, or another folder", SourceLocation(str(directory)))
        if has_results and not force:
            wanted = set(self.point_ids)
            self.done = {record["point"]: record for record in _read_records(jsonl_path)
                         if record.get("point") in wanted}
        try:
            directory.mkdir(parents=True, exist_ok=True)
            for name in REPORTS if force else ():
                (directory / name).unlink(missing_ok=True)
            with all_or_none():
                write_text_atomically(sweep_path, json.dumps({"format": FORMAT, "points": self.point_ids}) + "\n")
                records = [self.done[pid] for pid in self.point_ids if pid in self.done]
                write_text_atomically(jsonl_path, "".join(map(jsonl_line, records)))
                write_text_atomically(directory / CSV, csv_text(records))
        except OSError as error:
            raise HespasError(f"cannot write the sweep's output folder: {error.strerror}",
                              SourceLocation(str(directory))) from None
        self._jsonl = open(jsonl_path, "a", encoding="utf-8")
        self._csv = open(directory / CSV, "a", encoding="utf-8")

    def append(self, record: dict) -> None:
        for stream, line in ((self._jsonl, jsonl_line(record)), (self._csv, csv_line(record))):
            stream.write(line)
            stream.flush()

    def close(self) -> None:
        self._jsonl.close()
        self._csv.close()

    def finish(self, records: list[dict], summary: str) -> None:
        """Rewrite both results files with ``records`` (in the sweep's order, speedups filled) and
        write summary.txt."""
        self.close()
        with all_or_none():
            write_text_atomically(self.directory / JSONL, "".join(map(jsonl_line, records)))
            write_text_atomically(self.directory / CSV, csv_text(records))
            write_text_atomically(self.directory / SUMMARY, summary)


def _read_sweep(path: Path) -> list[str] | None:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    if isinstance(document, dict) and document.get("format") == FORMAT and isinstance(document.get("points"), list):
        return [str(point) for point in document["points"]]
    return None


def _read_records(path: Path) -> list[dict]:
    """The complete records of a results.jsonl; a line that is not one (cut short) is left out."""
    records = []
    try:
        with open(path, encoding="utf-8", errors="replace") as stream:
            for line in stream:
                try:
                    record = json.loads(line)
                except ValueError:
                    continue
                if isinstance(record, dict) and list(record) == list(COLUMNS):
                    records.append(record)
    except OSError:
        pass
    return records
