"""A sweep's report as one self-contained HTML file: interactive plotly charts and the table of all points.

``write_sweep_html(records, path, title)`` writes a page that opens offline: plotly.js is
inlined once in the page (about 4.8 MB; no network request is made). It shows the same
three views as ``sweep_charts`` (speedup across hardware, scaling with device count,
compute/exposed-communication breakdown) as plotly charts (hover, zoom, toggle series),
and every point in a table whose column headers carry their units and sort it when
clicked; failed points are rows with their error, and the "fits in memory" column says
whether each point's peak memory fits its device. Chart divs have fixed ids and the
figures are serialised in a fixed order, so the same records give the same bytes.
"""

from __future__ import annotations

import html
from pathlib import Path

import plotly.graph_objects as go
import plotly.io as pio
import plotly.offline
from plotly.subplots import make_subplots

from hespas.atomic_io import write_bytes_atomically
from hespas.report.sweep_views import (COLUMNS, COMM_COLOUR, COMPUTE_COLOUR, NUMERIC_COLUMNS, breakdown_bars, colour,
                                       number, scaling_series, speedup_series, throughput_unit)

_CONFIG = {"responsive": True, "displaylogo": False}
_TEMPLATE = "plotly_white"
_TALLEST_BREAKDOWN = 100  # bars the breakdown chart is as tall as; more share that height (zoom to read them)

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
.summary { color: #555; margin-top: 0; }
.chart { margin: 1em 0 2em 0; }
.note { color: #666; font-style: italic; }
.table-wrap { overflow-x: auto; max-height: 90vh; }
table { border-collapse: collapse; font-size: 0.85em; }
th, td { border: 1px solid #ddd; padding: 0.25em 0.5em; white-space: nowrap; }
th { background: #f0f3f8; cursor: pointer; position: sticky; top: 0; }
th[aria-sort="ascending"]::after { content: " ▲"; }
th[aria-sort="descending"]::after { content: " ▼"; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.error td { background: #fdecea; }
td.error-text { color: #a01010; white-space: normal; min-width: 20em; }
td.fits-no { color: #a01010; font-weight: bold; }
td.fits-yes { color: #2a7a2a; }
"""

# Click a header to sort by it (numbers by value, text alphabetically, blanks last); click again to reverse.
_SORT_SCRIPT = """
document.querySelectorAll("table.points th").forEach(function (header, column) {
  header.addEventListener("click", function () {
    var table = header.closest("table");
    var body = table.tBodies[0];
    var numeric = header.dataset.type === "number";
    var ascending = header.getAttribute("aria-sort") !== "ascending";
    table.querySelectorAll("th").forEach(function (other) { other.removeAttribute("aria-sort"); });
    header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = a.cells[column].dataset.value, y = b.cells[column].dataset.value;
      if (x === "" || y === "") { return (x === "") - (y === ""); }
      var order = numeric ? parseFloat(x) - parseFloat(y) : x.localeCompare(y);
      return ascending ? order : -order;
    });
    rows.forEach(function (row) { body.appendChild(row); });
  });
});
"""


def write_sweep_html(records: list[dict], path: Path, title: str) -> None:
    """Write the report to ``path`` (atomically), in UTF-8 whatever the locale (the page says it is UTF-8)."""
    write_bytes_atomically(path, sweep_html(records, title).encode("utf-8"))


def sweep_html(records: list[dict], title: str) -> str:
    """The report page as text."""
    failed = sum(record.get("status") != "ok" for record in records)
    no_fit = sum(record.get("fits") is False for record in records)
    summary = f"{len(records)} points: {len(records) - failed} simulated, {failed} failed"
    if no_fit:
        summary += f"; {no_fit} do not fit in memory"
    sections = [
        _section("Speedup across hardware", "chart-speedup", speedup_chart(records),
                 "No point has a speedup: the sweep names no baseline, or the baseline failed."),
        _section("Scaling with device count", "chart-scaling", scaling_chart(records),
                 "The simulated points span a single device count."),
        _section("Compute and exposed communication per point", "chart-breakdown", breakdown_chart(records),
                 "No point was simulated."),
    ]
    return "\n".join([
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        f"<title>{html.escape(title)}</title>",
        f"<style>{_STYLE}</style>",
        '<script type="text/javascript">window.PlotlyConfig = {MathJaxConfig: "local"};</script>',
        f'<script type="text/javascript">{plotly.offline.get_plotlyjs()}</script>',
        "</head>",
        "<body>",
        f"<h1>{html.escape(title)}</h1>",
        f'<p class="summary">{html.escape(summary)}</p>',
        *sections,
        "<h2>All points</h2>",
        '<p class="note">Click a column header to sort by it.</p>',
        f'<div class="table-wrap">{_table(records)}</div>',
        f"<script>{_SORT_SCRIPT}</script>",
        "</body>",
        "</html>",
        "",
    ])


def speedup_chart(records: list[dict]) -> go.Figure | None:
    series = speedup_series(records)
    if not series:
        return None
    figure = go.Figure()
    for index, one in enumerate(series):
        figure.add_bar(name=one.name, x=list(one.x), y=list(one.y), hovertext=[_hover(text) for text in one.hover],
                       text=[f"{value:.2f}×" for value in one.y], textposition="outside", marker_color=colour(index),
                       marker_pattern_shape=["/" if not fits else "" for fits in one.fits])
    figure.add_hline(y=1.0, line_dash="dash", line_color="#555555")
    figure.update_layout(barmode="group", template=_TEMPLATE, height=480, legend_title_text="workload · devices",
                         xaxis_title="hardware", yaxis_title="speedup over the baseline (×)",
                         title_text=_no_fit_note(series, "hatched bars"))
    return figure


def scaling_chart(records: list[dict]) -> go.Figure | None:
    step = scaling_series(records, "step_time_ms")
    if not step:
        return None
    unit = throughput_unit(records)
    rate = scaling_series(records, "throughput") if unit else []
    panels = [(step, "step time (ms)")] + ([(rate, f"throughput ({unit})")] if rate else [])
    figure = make_subplots(rows=1, cols=len(panels), subplot_titles=[label for _, label in panels])
    names = list(dict.fromkeys(one.name for series, _ in panels for one in series))
    for column, (series, label) in enumerate(panels, start=1):
        for one in series:
            index = names.index(one.name)
            figure.add_scatter(name=one.name, x=list(one.x), y=list(one.y), mode="lines+markers",
                               hovertext=[_hover(text) for text in one.hover], hoverinfo="text+y",
                               legendgroup=one.name, showlegend=column == 1,
                               marker_symbol=["circle" if fits else "x" for fits in one.fits],
                               marker_color=colour(index), line_color=colour(index), row=1, col=column)
        figure.update_xaxes(type="log", title_text="devices", tickvals=sorted({x for one in series for x in one.x}),
                            row=1, col=column)
        figure.update_yaxes(title_text=label, row=1, col=column)
    figure.update_layout(template=_TEMPLATE, height=480, legend_title_text="workload · hardware",
                         title_text=_no_fit_note(step, "✕ markers"))
    return figure


def breakdown_chart(records: list[dict]) -> go.Figure | None:
    bars = breakdown_bars(records)
    if not bars:
        return None
    labels = [bar.label if bar.fits else f"{bar.label} (does not fit)" for bar in bars]
    hover = [_hover(bar.hover) for bar in bars]
    figure = go.Figure()
    figure.add_bar(name="compute", orientation="h", y=labels, x=[bar.compute_ms for bar in bars],
                   marker_color=COMPUTE_COLOUR, hovertext=hover)
    figure.add_bar(name="exposed communication", orientation="h", y=labels, x=[bar.exposed_comm_ms for bar in bars],
                   marker_color=COMM_COLOUR, hovertext=hover,
                   marker_pattern_shape=["/" if not bar.fits else "" for bar in bars])
    figure.update_layout(barmode="stack", template=_TEMPLATE, height=160 + 24 * min(len(bars), _TALLEST_BREAKDOWN),
                         xaxis_title="time per step (ms)", yaxis_autorange="reversed",
                         legend_orientation="h", legend_y=1.02, legend_yanchor="bottom", legend_traceorder="normal")
    return figure


def _section(heading: str, div_id: str, figure: go.Figure | None, empty_note: str) -> str:
    body = (f'<p class="note">{html.escape(empty_note)}</p>' if figure is None
            else pio.to_html(figure, config=_CONFIG, include_plotlyjs=False, full_html=False, div_id=div_id))
    return f'<h2>{html.escape(heading)}</h2>\n<div class="chart">{body}</div>'


def _table(records: list[dict]) -> str:
    header = "".join(f'<th data-type="{"number" if key in NUMERIC_COLUMNS else "text"}" scope="col">'
                     f"{html.escape(label)}</th>" for key, label in COLUMNS)
    rows = []
    for record in records:
        error = record.get("status") != "ok"
        cells = "".join(_cell(key, record.get(key)) for key, _ in COLUMNS)
        rows.append(f'<tr class="{"error" if error else "ok"}">{cells}</tr>')
    return (f'<table class="points">\n<thead><tr>{header}</tr></thead>\n<tbody>\n' + "\n".join(rows)
            + "\n</tbody>\n</table>")


def _cell(key: str, value) -> str:
    """A table cell: the value as shown, and in ``data-value`` as sorted (blank when absent)."""
    if key in NUMERIC_COLUMNS:
        value = number(value)
        if value is None:
            return '<td class="num" data-value=""></td>'
        shown = f"{100 * value:.1f}" if key == "mfu" else f"{value:,.0f}" if key in ("nodes", "ranks") \
            else f"{value:,.4g}"
        return f'<td class="num" data-value="{value!r}">{shown}</td>'
    if key == "fits":
        shown = {True: "yes", False: "no"}.get(value, "")
        css = {True: ' class="fits-yes"', False: ' class="fits-no"'}.get(value, "")
        return f'<td{css} data-value="{shown}">{shown}</td>'
    text = "" if value is None else html.escape(str(value))
    css = ' class="error-text"' if key == "error" and text else ""
    return f'<td{css} data-value="{text}">{text}</td>'


def _no_fit_note(series, marks: str) -> str:
    """A chart title saying what marks the points that do not fit in memory, when there are any."""
    return f"{marks}: the point does not fit in memory" if any(not fits for one in series for fits in one.fits) else ""


def _hover(text: str) -> str:
    """Hover text for plotly, which renders a subset of HTML: escaped, lines broken with <br>."""
    return "<br>".join(html.escape(line) for line in text.split("\n"))
