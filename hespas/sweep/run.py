"""Run a sweep: group the points by what their lowered program depends on, prepare (parse and fuse) each
workload once per fusion setting, lower each group once from it (or read it from the cache), simulate
every point of the group, and record the points as they finish.

    outcome = run_sweep(load_sweep("sweep.toml"), "out/")
    outcome.records, outcome.lowered, outcome.from_cache

``out_dir`` None runs the sweep with no results folder (``hespas compare``).
After the points, the PNG charts (``hespas.report.sweep_charts``) and the HTML report
(``hespas.report.sweep_html``) are written into the results folder.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import dataclasses
import signal
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

from hespas.diagnostics import HespasError
from hespas.sweep.executors import make_executor
from hespas.sweep.lowering import LoweringKey, PrepareKey, ProgramCache, default_cache_dir, prepare_key, replicated
from hespas.sweep.record import fill_speedups
from hespas.sweep.results import ResultsDir
from hespas.sweep.spec import Point, SweepSpec
from hespas.sweep.table import summary_table
from hespas.sweep.tasks import PointTask


@dataclass
class SweepOutcome:
    records: list[dict]  # in the sweep's order
    prepared: int = 0  # workloads prepared (parsed and fused): one per workload and fusion setting
    lowered: int = 0  # lowerings run
    from_cache: int = 0  # lowered programs read from the cache
    skipped: int = 0  # points already in results.jsonl

    def summary(self, title: str) -> str:
        return summary_table(self.records, title)

    def require_a_point(self) -> None:
        """A HespasError when the sweep had points and every one failed: its results, written, hold only errors,
        and a script that runs it must be able to tell (the summary, printed first, gives each point's error)."""
        if self.records and all(record["status"] != "ok" for record in self.records):
            raise HespasError(f"every point of the sweep failed ({len(self.records)}); the lines above give each "
                              "point's error")


def resolve(point: Point) -> tuple[PointTask, LoweringKey]:
    """What ``point`` runs on, and the key of its workload lowered for the module's own device count."""
    from hespas.systems import load_system

    options = point.option_values()
    ranks = point.ranks
    if point.system is not None:
        name = point.system
        if ranks is None:
            ranks = load_system(point.system_source, point.nodes).num_npus
    else:
        name = "own system"  # the hardware's system of the program's rank count (``simulate_task`` picks it)
        if ranks is None and point.system_size == 1:  # one device of a hardware with no one-device preset
            ranks = 1
    task = PointTask(point, point.system_source, point.nodes, name, ranks, options.get("network-model", "unaware"))
    key = LoweringKey(point.workload.path, point.workload.module_sha256, point.hardware_source, point.estimator,
                      point.lowering_options(), None)
    return task, key


def run_sweep(spec: SweepSpec, out_dir: str | Path | None = None, *, jobs: int | None = None,
              executor: str = "local", address: str | None = None, resume: bool = False, force: bool = False,
              cache_dir: str | Path | None = None, progress: bool = True) -> SweepOutcome:
    points = spec.points
    ids = [point.point_id for point in points]
    cache = ProgramCache(Path(cache_dir) if cache_dir is not None else default_cache_dir())  # writes nothing yet
    runner = make_executor(executor, jobs, address)  # first: an unreachable cluster fails before any file is written
    try:
        results = ResultsDir(out_dir, ids, resume, force) if out_dir is not None else None
    except BaseException:
        runner.shutdown(True)
        raise
    done = dict(results.done) if results is not None else {}
    outcome = SweepOutcome([], skipped=len(done))
    groups: dict[LoweringKey, list[PointTask]] = {}
    for point in points:
        if point.point_id not in done:
            task, key = resolve(point)
            groups.setdefault(key, []).append(task)
    if results is not None:  # the charting libraries load while the workers lower and simulate
        threading.Thread(target=_import_report_modules, daemon=True).start()
    interrupted = False
    try:
        with _progress_bar(len(points), len(done), progress) as bar, _stop_on_interrupt() as stop:
            for record in _run_groups(runner, groups, cache, outcome, stop):
                done[record["point"]] = record
                if results is not None:
                    results.append(record)
                bar.update(1)
    except KeyboardInterrupt:
        interrupted = True
        raise
    finally:
        runner.shutdown(interrupted)
        if interrupted and results is not None:
            results.close()
    by_id = dict(zip(ids, points))
    outcome.records = [done[pid] for pid in ids]
    fill_speedups(outcome.records, by_id, spec.baseline)
    if results is not None:
        results.finish(outcome.records, outcome.summary(spec.title))
        write_reports(outcome.records, Path(out_dir) / "charts", Path(out_dir) / "report.html", spec.title)
    return outcome


def _run_groups(runner, groups: dict, cache: ProgramCache, outcome: SweepOutcome, stop: list):
    """Yield every point's record as it finishes. Each workload is prepared (parsed and fused) once per
    ``PrepareKey``, in one task per ``PrepareKey.group``, then lowered (or read from the cache) per hardware
    for its module's device count; a point on more ranks gets that program widened (``replicated``) when it
    is purely data-parallel, else a lowering of its own; simulations start as soon as their program is there."""
    pending: dict[concurrent.futures.Future, object] = {}  # future -> LoweringKey, PrepareKeys, None: simulation
    programs: dict[LoweringKey, object] = {}  # LoweredProgram, or the lowering's error
    handles: dict[tuple, object] = {}  # (key, ranks) -> what a simulation task gets (a Ray reference on Ray)
    waiting: dict[LoweringKey, list[PointTask]] = {}
    prepared: dict[PrepareKey, object] = {}  # what a lowering task gets: a PreparedWorkload (or reference), or error
    preparing: dict[PrepareKey, list[LoweringKey]] = {}
    unsubmitted: list[PrepareKey] = []  # preparations asked for since the last ``submit_preparations``

    def need(key: LoweringKey, point_tasks: list[PointTask]) -> None:
        if key in programs:
            dispatch(key, point_tasks)
        elif key in waiting:
            waiting[key].extend(point_tasks)
        else:
            waiting[key] = list(point_tasks)
            program = cache.load(key.digest())
            if program is not None:
                outcome.from_cache += 1
                arrive(key, program, runner.share(program))
            else:
                lower(key)

    def lower(key: LoweringKey) -> None:
        try:
            pkey = prepare_key(key)
        except HespasError as error:  # the hardware of the key: recorded as every point's error
            pending[runner.lower(key, str(error).splitlines()[0])] = key
            return
        if pkey in prepared:
            pending[runner.lower(key, prepared[pkey])] = key
        elif pkey in preparing:
            preparing[pkey].append(key)
        else:
            preparing[pkey] = [key]
            unsubmitted.append(pkey)

    def submit_preparations() -> None:
        """One task per ``PrepareKey.group`` asked for: its attention modes share the parse and XLA's passes."""
        by_group: dict[tuple, list[PrepareKey]] = {}
        for pkey in unsubmitted:
            by_group.setdefault(pkey.group, []).append(pkey)
        unsubmitted.clear()
        for pkeys in by_group.values():
            pending[runner.prepare(pkeys)] = tuple(pkeys)

    def arrive(key: LoweringKey, program, handle) -> None:
        programs[key] = program
        handles[key, None] = handle
        dispatch(key, waiting.pop(key))

    def dispatch(key: LoweringKey, point_tasks: list[PointTask]) -> None:
        program = programs[key]
        for task in point_tasks:
            if isinstance(program, str) or task.ranks in (None, program.step.num_ranks):
                pending[runner.simulate(handles[key, None], task)] = None
                continue
            if (key, task.ranks) not in handles and key.ranks is None:
                wide = replicated(program, task.ranks)
                if wide is not None:
                    handles[key, task.ranks] = runner.share(wide)
            if (key, task.ranks) in handles:
                pending[runner.simulate(handles[key, task.ranks], task)] = None
            else:
                need(dataclasses.replace(key, ranks=task.ranks), [task])

    for key, point_tasks in groups.items():
        need(key, point_tasks)
    submit_preparations()
    while pending:
        if stop:  # between tasks: every record yielded so far is written
            raise KeyboardInterrupt
        for future in runner.wait(pending):
            key = pending.pop(future)
            if key is None:
                yield future.result()
                continue
            result = future.result()
            if isinstance(key, tuple):  # the PrepareKeys of one group
                for index, pkey in enumerate(key):
                    outcome.prepared += 1
                    prepared[pkey] = result if isinstance(result, str) else runner.share(result[index])
                    for lowering_key in preparing.pop(pkey):
                        pending[runner.lower(lowering_key, prepared[pkey])] = lowering_key
                continue
            handle = result if isinstance(result, str) else getattr(future, "reference", None) or runner.share(result)
            outcome.lowered += 1
            if not isinstance(result, str):  # else the lowering's error: every point waiting for it records it
                cache.store(key.digest(), result)
            arrive(key, result, handle)
        submit_preparations()  # those the lowerings for more ranks asked for


@contextlib.contextmanager
def _stop_on_interrupt():
    """Ctrl-C stops the sweep when the task in hand is done: a KeyboardInterrupt raised inside an MLIR pass
    would come out as that pass's failure, i.e. as the point's error, and the sweep would go on. A second
    Ctrl-C stops at once. Yields the list a Ctrl-C appends to."""
    requested: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield requested
        return

    def handler(signum, frame):
        if requested:
            raise KeyboardInterrupt
        requested.append(signum)

    previous = signal.signal(signal.SIGINT, handler)
    try:
        yield requested
    finally:
        signal.signal(signal.SIGINT, previous)


@contextlib.contextmanager
def _progress_bar(total: int, initial: int, enabled: bool):
    from tqdm import tqdm

    with tqdm(total=total, initial=initial, desc="hespas sweep", unit="point", file=sys.stderr,
              disable=None if enabled else True, leave=False) as bar:
        yield bar


def _import_report_modules() -> None:
    import hespas.report.sweep_charts  # noqa: F401
    import hespas.report.sweep_html  # noqa: F401


def write_reports(records: list[dict], charts_dir: Path | None, html_path: Path | None, title: str) -> None:
    """Write the PNG charts into ``charts_dir`` and the HTML report to ``html_path`` (each when given)."""
    if charts_dir is not None:
        from hespas.report.sweep_charts import write_sweep_charts

        charts_dir.mkdir(parents=True, exist_ok=True)
        write_sweep_charts(records, charts_dir)
    if html_path is not None:
        from hespas.report.sweep_html import write_sweep_html

        write_sweep_html(records, html_path, title)

