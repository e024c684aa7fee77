"""What Pax's one-hot embedding lookups cost against the gathers of the shared validation program.

Pax's GPT-126M (google/paxml ``paxml/contrib/gpu/scripts_gpu/configs.py``, ``GPT126M``) inherits
``EMBEDDING_LOOKUP_STYLE = 'matmul'`` from ``TransformerLmSpmdAdam`` (``paxml/tasks/lm/params/c4.py``), and its
``configure_gpt3_task`` sets that style on the tied token embedding (``softmax_tpl.lookup_style``) and on the
trainable position embedding. praxis's ``SharedEmbeddingSoftmax.emb_lookup`` then computes
``one_hot(ids, num_classes, dtype=fprop_dtype)`` and contracts it with the embedding table
(``einsum('...y,yz->...z', ...)``, ``praxis/layers/embedding_softmax.py``): a [tokens, vocab] x [vocab, model]
matmul forward and its [vocab, tokens] x [tokens, model] transpose for the table's gradient. The shared
validation program (``validation/models/transformer.py``) gathers rows instead (``embed[tokens]``).

This script lowers both lookups at the Pax anchors' per-device shapes (4 sequences of 2,048 tokens, vocabulary
50,304, model width 768, bf16 compute on f32 tables, the position table 2,048 x 768) with JAX, each followed by
the same stand-in for the rest of the step (a tanh and a weighted sum, so that the forward result and the
table's gradient are both live), simulates each with ``hespas simulate`` (default pipeline) on one A100 and one
H100, and prints the step times and the difference: what the shared program leaves out of a Pax step per device.

    python benchmarks/pax_embedding.py [--systems a100-1gpu h100-1gpu]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import jax
import jax.numpy as jnp

HESPAS = str(Path(sys.executable).with_name("hespas"))
BATCH, SEQUENCE, VOCABULARY, MODEL = 4, 2048, 50304, 768  # Pax GPT126M: PERCORE_BATCH_SIZE, MAX_SEQ_LEN, ...
STYLES = ("index", "matmul")


def lookup(table, ids, style: str, classes: int):
    """``ids``' rows of ``table`` (f32, computed in bf16 as Pax's fprop dtype): gathered, or as praxis's
    ``lookup_style='matmul'`` computes them, a one-hot matmul."""
    table = table.astype(jnp.bfloat16)
    if style == "index":
        return table[ids]
    return jnp.einsum("...y,yz->...z", jax.nn.one_hot(ids, classes, dtype=jnp.bfloat16), table)


def embedding_step(style: str):
    """The token and position lookups of one step, forward and backward, for ``style``."""
    def loss(tables, tokens, positions, upstream):
        token_table, position_table = tables
        embedded = lookup(token_table, tokens, style, VOCABULARY) + lookup(position_table, positions, style,
                                                                           SEQUENCE)
        return jnp.sum(jnp.tanh(embedded.astype(jnp.float32)) * upstream)
    return jax.value_and_grad(loss)


def lowered_text(style: str) -> str:
    tables = (jax.ShapeDtypeStruct((VOCABULARY, MODEL), jnp.float32),
              jax.ShapeDtypeStruct((SEQUENCE, MODEL), jnp.float32))
    ids = jax.ShapeDtypeStruct((BATCH, SEQUENCE), jnp.int32)
    upstream = jax.ShapeDtypeStruct((BATCH, SEQUENCE, MODEL), jnp.float32)
    return jax.jit(embedding_step(style)).lower(tables, ids, ids, upstream).as_text()


def step_ms(path: Path, system: str, report: Path) -> float:
    subprocess.run([HESPAS, "simulate", str(path), "--system", system, "--json", str(report)], check=True,
                   stdout=subprocess.DEVNULL)
    return json.loads(report.read_text())["step_time_ns"] / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--systems", nargs="+", default=["a100-1gpu", "h100-1gpu"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        paths = {}
        for style in STYLES:
            paths[style] = Path(directory) / f"{style}.mlir"
            paths[style].write_text(lowered_text(style))
        print(f"token ({VOCABULARY} x {MODEL}) and position ({SEQUENCE} x {MODEL}) lookups, forward and backward, "
              f"{BATCH} x {SEQUENCE} tokens, one device")
        print(f"{'system':14} {'gather (ms)':>12} {'one-hot matmul (ms)':>20} {'difference (ms)':>16}")
        for system in args.systems:
            times = {style: step_ms(paths[style], system, Path(directory) / "report.json") for style in STYLES}
            print(f"{system:14} {times['index']:>12.3f} {times['matmul']:>20.3f} "
                  f"{times['matmul'] - times['index']:>16.3f}")


if __name__ == "__main__":
    main()
