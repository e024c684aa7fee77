"""Two parts of a Pax GPT-126M step that the shared validation program writes differently from Pax, costed.

The shared program (``validation/models/transformer.py``, ``train_step``) stands for Pax's GPT126M
(google/paxml ``paxml/contrib/gpu/scripts_gpu/configs.py``). Two of its parts differ from what praxis computes:

- lookups: GPT126M inherits ``EMBEDDING_LOOKUP_STYLE = 'matmul'`` from ``TransformerLmSpmdAdam``
  (``paxml/tasks/lm/params/c4.py``), and ``configure_gpt3_task`` sets that style on the tied token embedding
  and on the trainable position embedding. praxis's ``SharedEmbeddingSoftmax.emb_lookup``
  (``praxis/layers/embedding_softmax.py``) builds ``one_hot(ids, num_classes, dtype=fprop_dtype)`` and contracts it
  with the table: a [tokens, vocab] x [vocab, model] matmul forward and its transpose for the table's gradient.
  The shared program gathers rows (``embed[tokens]``).
- head: praxis's ``FullSoftmax.__call__`` computes the logits with its feed-forward layer in the fprop dtype
  (bf16 here, ``FPROP_DTYPE``) and only then casts them to f32 for the log-softmax; its cross-entropy sums
  ``log_probs * one_hot(labels)``. The shared program's ``logits_f32=True`` multiplies f32 by f32 (TF32 on the
  Tensor Cores) and picks the label's log-probability with ``take_along_axis``.

For each part this script lowers both forms with JAX at the Pax anchors' per-device shapes (4 sequences of 2,048
tokens, vocabulary 50,304, model width 768, f32 tables and head cast to bf16 as Pax's fprop dtype), forward and
backward, simulates each as ``hespas simulate`` does by default (``simulate_workload``, in this process) on one
A100 and one H100, and prints the step
times and the difference, Pax's form minus the shared one's: what the shared program misses (or adds) per device
and step. The lookups are followed by a stand-in for the rest of the step (a tanh and a weighted sum) so that the
forward result and the table's gradient are both live.

    python benchmarks/pax_program.py [--systems a100-1gpu h100-1gpu]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import jax
import jax.numpy as jnp

from hespas.diagnostics import run_reporting_errors
from hespas.workload import simulate_workload

BATCH, SEQUENCE, VOCABULARY, MODEL = 4, 2048, 50304, 768  # Pax GPT126M: PERCORE_BATCH_SIZE, MAX_SEQ_LEN, ...
FORMS = ("shared", "pax")


def lookup(table, ids, form: str, classes: int):
    """``ids``' rows of ``table`` (f32, computed in bf16 as Pax's fprop dtype): gathered (the shared program), or
    as praxis's ``lookup_style='matmul'`` computes them, a one-hot matmul (Pax)."""
    table = table.astype(jnp.bfloat16)
    if form == "shared":
        return table[ids]
    return jnp.einsum("...y,yz->...z", jax.nn.one_hot(ids, classes, dtype=jnp.bfloat16), table)


def lookups_step(form: str):
    """The token and position lookups of one step, forward and backward."""
    def loss(tables, tokens, positions, upstream):
        token_table, position_table = tables
        embedded = lookup(token_table, tokens, form, VOCABULARY) + lookup(position_table, positions, form, SEQUENCE)
        return jnp.sum(jnp.tanh(embedded.astype(jnp.float32)) * upstream)
    return jax.value_and_grad(loss)


def head_step(form: str):
    """The tied LM head and its cross-entropy, forward and backward (gradients of the activations and the table)."""
    def loss(hidden, table, labels):
        if form == "shared":  # validation/models/transformer.py with logits_f32=True
            logits = jnp.dot(hidden.astype(jnp.float32), table)
            log_probs = jax.nn.log_softmax(logits, axis=-1)
            return -jnp.mean(jnp.take_along_axis(log_probs, labels[..., None], axis=-1))
        logits = jnp.dot(hidden, table.astype(jnp.bfloat16)).astype(jnp.float32)  # praxis FullSoftmax
        log_probs = jax.nn.log_softmax(logits)
        return -jnp.sum(log_probs * jax.nn.one_hot(labels, VOCABULARY, dtype=jnp.float32)) / labels.size
    return jax.value_and_grad(loss, argnums=(0, 1))


def lowered_text(part: str, form: str) -> str:
    ids = jax.ShapeDtypeStruct((BATCH, SEQUENCE), jnp.int32)
    if part == "lookups":
        tables = (jax.ShapeDtypeStruct((VOCABULARY, MODEL), jnp.float32),
                  jax.ShapeDtypeStruct((SEQUENCE, MODEL), jnp.float32))
        upstream = jax.ShapeDtypeStruct((BATCH, SEQUENCE, MODEL), jnp.float32)
        return jax.jit(lookups_step(form)).lower(tables, ids, ids, upstream).as_text()
    hidden = jax.ShapeDtypeStruct((BATCH, SEQUENCE, MODEL), jnp.bfloat16)
    table = jax.ShapeDtypeStruct((MODEL, VOCABULARY), jnp.float32)
    return jax.jit(head_step(form)).lower(hidden, table, ids).as_text()


def step_ms(path: Path, system: str) -> float:
    return simulate_workload(path, system=system).result.max_finish_ns / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--systems", nargs="+", default=["a100-1gpu", "h100-1gpu"])
    args = parser.parse_args()
    return run_reporting_errors(lambda: run(args), "pax_program.py")


def run(args) -> int:
    print(f"Pax GPT-126M's parts, forward and backward, {BATCH} x {SEQUENCE} tokens, one device")
    print(f"{'part':8} {'system':12} {'shared (ms)':>12} {'Pax (ms)':>10} {'Pax - shared (ms)':>18}")
    with tempfile.TemporaryDirectory() as directory:
        for part in ("lookups", "head"):
            paths = {}
            for form in FORMS:
                paths[form] = Path(directory) / f"{part}_{form}.mlir"
                paths[form].write_text(lowered_text(part, form))
            for system in args.systems:
                times = {form: step_ms(paths[form], system) for form in FORMS}
                print(f"{part:8} {system:12} {times['shared']:>12.3f} {times['pax']:>10.3f} "
                      f"{times['pax'] - times['shared']:>18.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
