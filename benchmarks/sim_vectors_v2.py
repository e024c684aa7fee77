"""Score the built-in simulator against ASTRA-sim's v2 reference vectors (multi-node DAGs).

Runs every row of one backend (``--backend unaware``, the default, or ``aware``:
the congestion-aware rows on ``--network-model aware``) of
``shared/reference/astra-sim-vectors-v2`` without an ASTRA-sim error through the same steps as ``hespas simulate --chakra``
(configs, traces, comm groups, ``simulate_system``) in this process, compares every
rank's cycles and exposed communication with ASTRA-sim's, and prints how many rows
match exactly, within 1%, or not (a HespasError counts as a failure), per family.

    python benchmarks/sim_vectors_v2.py [--vectors DIR] [--backend unaware|aware] [--show N] [CASE_ID ...]
    python benchmarks/sim_vectors_v2.py --diverge CASE_ID

``--diverge`` compares one case's simulated timeline with ASTRA-sim's ``timeline.csv``
(when each node was issued and ended on each rank) and prints the earliest nodes that differ.
"""

from __future__ import annotations

import argparse
import collections
import csv
import json
import os
import sys
import time
from pathlib import Path

from hespas.astrasim.configs import read_configs
from hespas.chakra.comm_groups import read_comm_groups
from hespas.chakra.rank_programs import load_rank_programs
from hespas.diagnostics import HespasError
from hespas.sim import simulate_system


def _default_vectors() -> Path:
    """``astra-sim-vectors-v2`` in ``$HESPAS_SHARED_DIR``, else in ``shared/`` beside the checkout."""
    shared = os.environ.get("HESPAS_SHARED_DIR") or Path(__file__).resolve().parents[2] / "shared"
    return Path(shared) / "reference" / "astra-sim-vectors-v2"


def scored_rows(vectors: Path, backend: str = "unaware") -> list[dict]:
    """The rows of ``backend`` (unaware or aware) that ASTRA-sim finished."""
    with open(vectors / "vectors.csv", newline="") as stream:
        rows = list(csv.DictReader(stream))
    twins = {row["case_id"]: row for row in rows if row["backend"] == "unaware"}
    return [dict(row, family=family(twins.get(row["case_id"].removesuffix("a"), row)))
            for row in rows if row["backend"] == backend and not row["error"]]


def family(row: dict) -> str:
    """The generator family of an unaware row (an aware row dNNNNa: that of its twin dNNNN)."""
    if row["workload_kind"] != "dag":
        return row["workload_kind"]
    return row["notes"].split(";")[0].removeprefix("family ").strip()


def expected(row: dict) -> list[tuple[int, int]]:
    return list(zip(json.loads(row["cycles_all_ranks"]), json.loads(row["exposed_comm_all_ranks"])))


def simulate_row(vectors: Path, row: dict, record_timeline: bool = False):
    """The built-in simulator's result for ``row`` (on the network model of its backend) and the rank programs."""
    config = read_configs(vectors / row["network_config"], vectors / row["system_config"])
    prefix = vectors / "runs" / row["case_id"] / "et" / "w"
    programs = load_rank_programs(prefix)
    group_file = prefix.parent / "comm_group.json"
    groups = read_comm_groups(group_file, len(programs)) if group_file.exists() else None
    return (simulate_system(programs, config.system, groups, record_timeline=record_timeline,
                            network_model=row["backend"]), programs)


def divergence(vectors: Path, row: dict, limit: int = 12) -> list[str]:
    """The earliest (by ASTRA-sim's issue time) nodes whose issue or end time differs from ASTRA-sim's."""
    result, programs = simulate_row(vectors, row, record_timeline=True)
    ours = {}
    for rank, program in enumerate(programs):
        for event in result.timeline(rank):
            ours[rank, program.nodes[event.node_index].node_id] = (event.start_ns, event.end_ns,
                                                                   program.nodes[event.node_index].name)
    differing = []
    with open(vectors / "runs" / row["case_id"] / "timeline.csv", newline="") as stream:
        for line in csv.DictReader(stream):
            key = (int(line["rank"]), int(line["node_id"]))
            want = (int(line["issue_ns"]), int(line["end_ns"]))
            got = ours.get(key)
            if got is None or got[:2] != want:
                differing.append((want[0], key, want, got))
    differing.sort()
    return [f"rank {rank} node {node} {got[2] if got else ''}: ASTRA-sim issue/end {want}, hespas "
            f"{got[:2] if got else 'never ran'}" for _, (rank, node), want, got in differing[:limit]]


def score(vectors: Path, rows: list[dict]) -> tuple[dict, dict]:
    """Per family, counts of exact / within 1% / failed rows, and per failing case a short reason."""
    counts: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    reasons: dict[str, str] = {}
    for row in rows:
        want = expected(row)
        try:
            got = [(rank.finish_ns, rank.exposed_comm_ns) for rank in simulate_row(vectors, row)[0]]
        except HespasError as error:
            counts[row["family"]]["fail"] += 1
            reasons[row["case_id"]] = f"error: {error}"[:160]
            continue
        if got == want:
            counts[row["family"]]["exact"] += 1
            continue
        worst = max(abs(g - w) / max(w, 1) for pair, wants in zip(got, want) for g, w in zip(pair, wants))
        counts[row["family"]]["within 1%" if worst <= 0.01 else "fail"] += 1
        rank = next(r for r, (g, w) in enumerate(zip(got, want)) if g != w)
        reasons[row["case_id"]] = f"rank {rank}: hespas {got[rank]}, ASTRA-sim {want[rank]} (worst {worst:.2%})"
    return counts, reasons


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vectors", type=Path, default=_default_vectors())
    parser.add_argument("--backend", choices=("unaware", "aware"), default="unaware",
                        help="score the rows of this ASTRA-sim backend (default unaware)")
    parser.add_argument("--show", type=int, default=20, help="print this many failing cases")
    parser.add_argument("--diverge", metavar="CASE_ID", help="where this case first differs from ASTRA-sim")
    parser.add_argument("cases", nargs="*", help="only these case ids")
    args = parser.parse_args(argv)
    rows = scored_rows(args.vectors, args.backend)
    if args.diverge:
        row = next(row for row in rows if row["case_id"] == args.diverge)
        print(row["features"], "|", row["impl"], row["topology"], row["npus"], row["scheduling_policy"])
        print("\n".join(divergence(args.vectors, row)) or "no difference")
        return 0
    if args.cases:
        rows = [row for row in rows if row["case_id"] in args.cases]
    started = time.perf_counter()
    counts, reasons = score(args.vectors, rows)
    total = collections.Counter()
    print(f"{'family':16} {'rows':>5} {'exact':>6} {'within 1%':>10} {'fail':>5}")
    for name in sorted(counts):
        c = counts[name]
        total.update(c)
        print(f"{name:16} {sum(c.values()):5} {c['exact']:6} {c['within 1%']:10} {c['fail']:5}")
    print(f"{'all':16} {sum(total.values()):5} {total['exact']:6} {total['within 1%']:10} {total['fail']:5}"
          f"   ({time.perf_counter() - started:.1f} s)")
    for case_id in sorted(reasons)[:args.show]:
        print(f"  {case_id}: {reasons[case_id]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
