"""Benchmark: what one `hespas-opt` call costs before it does any work, with passes registered lazily.

Times, in one run, the median wall time of fresh processes (ratios to `import jax`, not absolute
seconds, are the result: the host is shared):
  import jax            python -c 'import jax' (the floor: hespas-opt needs jaxlib's MLIR)
  --version             hespas-opt --version
  one pass, lazy        hespas-opt on a two-op module through hespas-memory (loads only its module)
  one pass, eager       the same call after importing every pass module first, as hespas-opt did
                        before registration became lazy (hespas-profile's module loads IREE)

    python benchmarks/startup_time.py [--runs 7]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MODULE = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

EAGER = ("import sys; from hespas.passes import pass_class, pass_names; [pass_class(n) for n in pass_names()]; "
         "from hespas.tools.hespas_opt import main; sys.exit(main(sys.argv[1:]))")
LAZY = "import sys; from hespas.tools.hespas_opt import main; sys.exit(main(sys.argv[1:]))"


def commands(module_path: str) -> dict[str, list[str]]:
    python = sys.executable
    return {
        "import jax": [python, "-c", "import jax"],
        "--version": [python, "-c", LAZY, "--version"],
        "one pass, lazy": [python, "-c", LAZY, module_path, "--hespas-memory", "-o", "/dev/null"],
        "one pass, eager": [python, "-c", EAGER, module_path, "--hespas-memory", "-o", "/dev/null"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        module_path = str(Path(directory) / "two_adds.mlir")
        Path(module_path).write_text(MODULE)
        jobs = commands(module_path)
        times: dict[str, list[float]] = {name: [] for name in jobs}
        for _ in range(args.runs):  # interleaved, so that load on the host falls on every command alike
            for name, command in jobs.items():
                start = time.perf_counter()
                subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
                times[name].append(time.perf_counter() - start)
    floor = statistics.median(times["import jax"])
    print(f"{'command':<18} {'median ms':>10} {'x import jax':>13}")
    for name, samples in times.items():
        median = statistics.median(samples)
        print(f"{name:<18} {median * 1e3:>10.0f} {median / floor:>13.2f}")
    saved = statistics.median(times["one pass, eager"]) - statistics.median(times["one pass, lazy"])
    print(f"lazy registration saves {saved * 1e3:.0f} ms per call")
    return 0


if __name__ == "__main__":
    sys.exit(main())
