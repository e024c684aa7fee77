"""estimator=scalesim: dot and convolution products simulated by SCALE-Sim v3 (``pip install 'hespas[scalesim]'``).

SCALE-Sim maps a GEMM ``[M x K] . [K x N]`` onto an R x C array by its dataflow:
the array's rows take ``Sr``, its columns ``Sc``, and ``T`` streams through in time

    dataflow   Sr  Sc  T
    os         M   N   K     output stationary
    ws         K   N   M     weight stationary (TPU MXUs)
    is         K   M   N     input stationary

in ``ceil(Sr/R) x ceil(Sc/C)`` folds run back to back, each as long as a full one
(unused rows and columns idle). In its bandwidth-estimating (CALC) mode nothing stalls, so
the op's cycles are folds x the cycles of one fold: hespas writes SCALE-Sim's
config (.cfg) and a GEMM topology (.csv) for one fold (Sr and Sc cut to the array,
T whole) into a temporary folder, runs it quietly, and reads ``Total Cycles`` from
the ``COMPUTE_REPORT.csv`` it writes. SCALE-Sim numbers cycles from 0, so it
reports a fold of c cycles as c - 1; hespas counts c. Read off SCALE-Sim's demand
matrices (and its paper's formula), a fold takes

    ws, is: 2R + C + T - 2    (R cycles to load the stationary operand, R + C - 2 of skew, T streaming)
    os:      R + C + T - 2

A fold's cycles grow by exactly one per streamed row (T), and SCALE-Sim's memory by a row of
its demand matrices: a fold that streams more than ``LONGEST_STREAM`` rows (a convolution's
N·H·W output pixels reach millions) is run with ``LONGEST_STREAM`` and the rest added, one
cycle a row (checked against SCALE-Sim at every dataflow; whole, the first ResNet convolution's
3.2M rows took SCALE-Sim past 20 GB).

The folds of all groups (batch dims, feature groups) are spread over the chip's
``arrays_per_chip`` arrays: cycles = ceil(folds / arrays_per_chip) x fold cycles.
The preset's SRAM sizes go into the config (they shape SCALE-Sim's DRAM traces,
not its compute cycles). Results are cached by the hash of the files SCALE-Sim read.
"""

from __future__ import annotations

import contextlib
import csv
import io
import math
import tempfile
import warnings
from importlib.metadata import version
from pathlib import Path

from hespas.estimators.cache import SimulatorResult, cache_key
from hespas.estimators.gemm import Gemm
from hespas.estimators.systolic import SystolicEstimator

_LAYOUT_HEADER = "Layer name,\n"  # SCALE-Sim reads a layout file even when no custom layout is used
# The most rows of T a fold is simulated with: SCALE-Sim holds demand matrices of T x (rows + columns) entries.
LONGEST_STREAM = 4096


class ScaleSimEstimator(SystolicEstimator):
    name = "scalesim"
    description = "SCALE-Sim v3 cycles of dot/convolution on the preset's systolic arrays; roofline for the rest"
    requires = ("scalesim.scale_sim",)
    install = "pip install 'hespas[scalesim]'"

    @classmethod
    def unavailable_reason(cls) -> str | None:
        reason = super().unavailable_reason()
        numpy_too_new = _version_tuple(version("numpy")) >= (2, 4)
        if reason is None and numpy_too_new and _version_tuple(version("scalesim")) <= (3, 0, 0):
            return (f"SCALE-Sim {version('scalesim')} fails with numpy >= 2.4 (numpy {version('numpy')} is installed); "
                    f"{cls.install} installs a numpy it works with")
        return reason

    def simulate(self, gemm: Gemm) -> SimulatorResult:
        array = self.array
        sr, sc, t = fold_dimensions(array.dataflow, gemm)
        folds = gemm.groups * math.ceil(sr / array.rows) * math.ceil(sc / array.cols)
        simulated_t = min(t, LONGEST_STREAM)  # the rows past it add one cycle each
        m, n, k = gemm_of_fold(array.dataflow, min(sr, array.rows), min(sc, array.cols), simulated_t)
        config, topology = config_text(array, m, n, k), f"Layer, M, N, K,\nfold, {m}, {n}, {k},\n"
        key = cache_key(self.name, version("scalesim"), config, topology)
        reported = self.context.cache.get_or_run(key, lambda: SimulatorResult(run_scalesim(config, topology)))
        fold_cycles = reported.cycles + 1 + (t - simulated_t)
        return SimulatorResult(math.ceil(folds / array.arrays_per_chip) * fold_cycles)


def fold_dimensions(dataflow: str, gemm: Gemm) -> tuple[int, int, int]:
    """(Sr, Sc, T): what the array's rows and columns hold, and what streams in time."""
    return {"os": (gemm.m, gemm.n, gemm.k), "ws": (gemm.k, gemm.n, gemm.m), "is": (gemm.k, gemm.m, gemm.n)}[dataflow]


def gemm_of_fold(dataflow: str, sr: int, sc: int, t: int) -> tuple[int, int, int]:
    """The (M, N, K) whose fold dimensions are (sr, sc, t)."""
    return {"os": (sr, sc, t), "ws": (t, sc, sr), "is": (sc, t, sr)}[dataflow]


def config_text(array, m: int, n: int, k: int) -> str:
    """SCALE-Sim's .cfg for one array: size, dataflow, SRAM sizes, bandwidth estimated (CALC)."""
    return f"""[general]
run_name = hespas

[architecture_presets]
ArrayHeight: {array.rows}
ArrayWidth: {array.cols}
IfmapSramSzkB: {max(1, round(array.ifmap_sram_KiB))}
FilterSramSzkB: {max(1, round(array.filter_sram_KiB))}
OfmapSramSzkB: {max(1, round(array.ofmap_sram_KiB))}
IfmapOffset: 0
FilterOffset: {m * k}
OfmapOffset: {m * k + k * n}
Dataflow: {array.dataflow}
ReadRequestBuffer: 512
WriteRequestBuffer: 512

[layout]
IfmapCustomLayout: False
FilterCustomLayout: False
IfmapSRAMBankBandwidth: 10
IfmapSRAMBankNum: 10
IfmapSRAMBankPort: 2
FilterSRAMBankBandwidth: 10
FilterSRAMBankNum: 10
FilterSRAMBankPort: 2

[run_presets]
InterfaceBandwidth: CALC
UseRamulatorTrace: False

[sparsity]
SparsitySupport: false
"""


def run_scalesim(config: str, topology: str) -> int:
    """SCALE-Sim's ``Total Cycles`` for a one-layer GEMM topology, run quietly in a temporary folder."""
    from scalesim.scale_sim import scalesim

    with tempfile.TemporaryDirectory(prefix="hespas-scalesim-") as folder:
        root = Path(folder)
        paths = {name: root / name for name in ("hespas.cfg", "topology.csv", "layout.csv")}
        paths["hespas.cfg"].write_text(config)
        paths["topology.csv"].write_text(topology)
        paths["layout.csv"].write_text(_LAYOUT_HEADER)
        output = io.StringIO()
        try:
            with contextlib.redirect_stdout(output), warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)  # its numpy idioms, harmless below numpy 2.4
                simulator = scalesim(save_disk_space=True, verbose=False, config=str(paths["hespas.cfg"]),
                                     topology=str(paths["topology.csv"]), layout=str(paths["layout.csv"]),
                                     input_type_gemm=True)
                simulator.run_scale(top_path=str(root / "out"))
        except SystemExit:  # SCALE-Sim exits on inputs it cannot read, after printing why
            raise RuntimeError(f"SCALE-Sim stopped: {output.getvalue().strip()}") from None
        with open(root / "out" / "hespas" / "COMPUTE_REPORT.csv", newline="") as report:
            row = next(csv.DictReader(report, skipinitialspace=True))
        return int(row["Total Cycles"])


def _version_tuple(text: str) -> tuple[int, ...]:
    parts = []
    for piece in text.split(".")[:3]:
        digits = "".join(c for c in piece if c.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts)
