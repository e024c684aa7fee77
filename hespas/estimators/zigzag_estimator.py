"""estimator=zigzag: dot and convolution products through ZigZag's cost model (``pip install 'hespas[zigzag]'``).

The chip is ZigZag's three-dimensional operational array ``D1 x D2 x D3`` =
array rows x array columns x ``arrays_per_chip``, systolic along D1 and D2, with
the memory hierarchy of ``zigzag_accelerator.yaml`` sized from the preset:

- a weight register (one element) and a 32-bit partial-sum register per processing element;
- one on-chip SRAM for inputs, weights and outputs: the preset's ifmap + filter +
  ofmap SRAM of every array, read and written at (rows + columns) elements per cycle
  per array (a systolic array's two fed edges);
- the device memory at the preset's bandwidth, in bits per cycle of ``clock_MHz``.

The op's matrix product (``hespas.estimators.gemm``) is ZigZag's ``Gemm`` layer
``O[b][m][n] += I[b][m][k] * W[b][k][n]`` (b: the groups), at the element type's
width. The spatial mapping of the array follows the preset's dataflow as in
SCALE-Sim (ws: K on the rows and N on the columns, os: M and N, is: K and M);
ZigZag's own search picks what the arrays (D3) split and, with LOMA, the
temporal loop order of lowest latency. The result is ZigZag's
``latency_total2`` (computation with stalls, on- and off-loading, and the
systolic drain) in cycles, and its ``energy_total`` in pJ. Results are cached by
the hash of ZigZag's three inputs.
"""

from __future__ import annotations

import contextlib
import io
import logging
import math
import tempfile
from importlib import resources
from importlib.metadata import version
from pathlib import Path

import yaml

from hespas.estimators.cache import SimulatorResult, cache_key
from hespas.estimators.gemm import Gemm
from hespas.estimators.systolic import NoMapping, SystolicEstimator

_TEMPLATE = resources.files("hespas.estimators") / "zigzag_accelerator.yaml"
_PARTIAL_SUM_BITS = 32
# Layer dimension on the array's rows and columns, per dataflow (SCALE-Sim's Sr and Sc).
_SPATIAL = {"ws": ("K", "N"), "os": ("M", "N"), "is": ("K", "M")}


class ZigZagEstimator(SystolicEstimator):
    name = "zigzag"
    description = "ZigZag latency and energy of dot/convolution on the preset's systolic arrays; roofline for the rest"
    requires = ("zigzag.api",)
    install = "pip install 'hespas[zigzag]'"

    def simulate(self, gemm: Gemm) -> SimulatorResult:
        accelerator = _dump(accelerator_description(self.array, self.context.hardware.memory_bandwidth_GBps,
                                                    gemm.element_bits))
        mapping = _dump(mapping_description(self.array))
        workload = workload_description(gemm)
        key = cache_key(self.name, version("zigzag-dse"), accelerator, mapping, _dump(workload))
        return self.context.cache.get_or_run(key, lambda: run_zigzag(accelerator, mapping, workload))


def accelerator_description(array, memory_bandwidth_GBps: float, element_bits: int) -> dict:
    """The template with the preset's sizes and bandwidths filled in."""
    description = yaml.safe_load(_TEMPLATE.read_text())
    memories = description["memories"]
    memories["reg_W"]["size"] = element_bits
    for port in memories["reg_W"]["ports"]:
        port["bandwidth_min"] = port["bandwidth_max"] = element_bits
    sram_KiB = array.ifmap_sram_KiB + array.filter_sram_KiB + array.ofmap_sram_KiB
    memories["sram"]["size"] = round(sram_KiB * 1024 * 8) * array.arrays_per_chip
    for port in memories["sram"]["ports"]:
        port["bandwidth_max"] = (array.rows + array.cols) * element_bits * array.arrays_per_chip
    bits_per_cycle = memory_bandwidth_GBps * 1e9 * 8 / (array.clock_MHz * 1e6)
    for port in memories["dram"]["ports"]:
        port["bandwidth_max"] = max(port["bandwidth_min"], math.floor(bits_per_cycle))
    operational_array = description["operational_array"]
    operational_array["input_precision"] = [element_bits, element_bits]
    operational_array["sizes"] = [array.rows, array.cols, array.arrays_per_chip]
    return description


def mapping_description(array) -> list[dict]:
    rows, columns = _SPATIAL[array.dataflow]
    spatial = {"D1": [f"{rows}, {array.rows}"], "D2": [f"{columns}, {array.cols}"]}  # D3: ZigZag's choice
    return [{"name": "default", "spatial_mapping": spatial,
             "memory_operand_links": {"O": "O", "W": "I2", "I": "I1"}}]


def workload_description(gemm: Gemm) -> list[dict]:
    return [{
        "id": 0,
        "name": "gemm",
        "operator_type": "Gemm",
        "equation": "O[b][m][n]+=I[b][m][k]*W[b][k][n]",
        "loop_dims": ["B", "M", "N", "K"],
        "loop_sizes": [gemm.groups, gemm.m, gemm.n, gemm.k],
        "operand_precision": {"I": gemm.element_bits, "W": gemm.element_bits, "O": _PARTIAL_SUM_BITS,
                              "O_final": gemm.element_bits},
    }]


def run_zigzag(accelerator: str, mapping: str, workload: list[dict]) -> SimulatorResult:
    """ZigZag's latency (cycles) and energy (pJ), run quietly in a temporary folder."""
    from zigzag.api import get_hardware_performance_zigzag

    with tempfile.TemporaryDirectory(prefix="hespas-zigzag-") as folder:
        root = Path(folder)
        (root / "accelerator.yaml").write_text(accelerator)
        (root / "mapping.yaml").write_text(mapping)
        try:
            with _quiet():
                energy_pJ, latency_cycles, _ = get_hardware_performance_zigzag(
                    workload, str(root / "accelerator.yaml"), str(root / "mapping.yaml"), opt="latency",
                    dump_folder=str(root / "out"), loma_show_progress_bar=False)
        except (ValueError, AssertionError) as error:
            # ZigZag 3.9's failures on products too small for its unrolling: no spatial or temporal mapping
            # candidate (ValueError: max() arg is an empty sequence) or a reduction smaller than its loop
            # (AssertionError: Reduction resulted in c_result[0] = 1.0 < m_list[0] = 2)
            raise NoMapping(f"ZigZag: {type(error).__name__}: {error}") from None
    return SimulatorResult(float(latency_cycles), float(energy_pJ))


@contextlib.contextmanager
def _quiet():
    """No output from ZigZag, and the root logger as it was (ZigZag calls logging.basicConfig)."""
    root = logging.getLogger()
    handlers, level, disabled = list(root.handlers), root.level, logging.root.manager.disable
    logging.disable(logging.CRITICAL)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            yield
    finally:
        logging.disable(disabled)
        root.handlers[:] = handlers
        root.setLevel(level)


def _dump(data) -> str:
    return yaml.safe_dump(data, sort_keys=False)  # ZigZag reads memories in order, innermost first
