"""benchmarks/network_options.py: the system files it writes carry the setting each row names on the system the
README describes, and a row's report is read from ``hespas simulate --json``."""

from __future__ import annotations

from pathlib import Path

from conftest import load_script
from hespas.systems import load_system

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "network_options.py"


def test_each_row_s_system_carries_its_setting(tmp_path):
    benchmark = load_script(SCRIPT)
    rows = benchmark.cases(tmp_path)
    assert len(rows) == 5
    routes = [load_system(arguments[1]) for label, step, arguments in rows[:2]]
    assert [system.point_to_point_route for system in routes] == ["first_dimension", "every_dimension"]
    assert [(d.npus, d.bandwidth_GBps, d.latency_ns) for d in routes[0].dimensions] == [(2, 450, 300), (2, 50, 1350)]
    shared = load_system(rows[3][2][1])
    assert shared.switch_link == "shared" and shared.dimensions == load_system("dgx-h100").dimensions
    assert rows[4][2][-2:] == ["--network-model", "aware"]


def test_a_row_reports_the_step_and_its_exposed_communication(tmp_path):
    benchmark = load_script(SCRIPT)
    # MoE, shared link: two all-to-alls of 1 MiB, each 2 * 300 ns + 7 * 128 KiB / 483.18 B/ns = 2498 ns, plus the
    # endpoint delay at both ends, 2 * 10 ns: 2518 ns, none of it overlapped
    label, step, arguments = benchmark.cases(tmp_path)[3]
    report = benchmark.simulate(step, arguments, tmp_path / "r.json")
    assert report["exposed_comm_ns"] == 2 * 2518
