"""Textual pass pipelines that mix hespas passes with upstream MLIR passes.

`builtin.module(hespas-annotate-costs{hardware=h100},canonicalize,func.func(cse))`
is split at its top level: hespas elements become Python passes, every other
element is handed to MLIR's own pipeline parser, in order, in one PassManager.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.diagnostics import HespasError
from hespas.suggest import did_you_mean


@dataclass(frozen=True)
class PipelineElement:
    name: str  # pass name, or an op anchor such as func.func for a nested pipeline
    options: str  # text between braces ("" when none)
    text: str  # the element as written

    @property
    def is_hespas(self) -> bool:
        return self.name.startswith("hespas-")


def parse_pipeline(text: str) -> list[PipelineElement]:
    """Elements of a `builtin.module(...)` pipeline (MLIR's pass-pipeline syntax)."""
    stripped = text.strip()
    prefix = "builtin.module("
    if not stripped.startswith(prefix) or not stripped.endswith(")"):
        raise HespasError(f"pass pipeline must be anchored on builtin.module: 'builtin.module(...)', got '{text}'")
    return [element_from_text(part) for part in split_top_level(stripped[len(prefix):-1])]


def element_from_text(text: str) -> PipelineElement:
    text = text.strip()
    brace = text.find("{")
    paren = text.find("(")
    if brace != -1 and (paren == -1 or brace < paren):
        if not text.endswith("}"):
            raise HespasError(f"malformed pass pipeline element '{text}': expected '}}' at its end")
        return PipelineElement(text[:brace].strip(), text[brace + 1:-1].strip(), text)
    name = text[:paren] if paren != -1 else text
    return PipelineElement(name.strip(), "", text)


def split_top_level(text: str) -> list[str]:
    """Split at commas outside braces and parentheses; empty pipeline gives []."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char in "({":
            depth += 1
        elif char in ")}":
            depth -= 1
            if depth < 0:
                raise HespasError(f"unbalanced brackets in pass pipeline near '{text[:index + 1]}'")
        elif char == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    if depth != 0:
        raise HespasError("unbalanced brackets in pass pipeline")
    parts.append(text[start:])
    parts = [p.strip() for p in parts]
    if parts == [""]:
        return []
    if any(not p for p in parts):
        raise HespasError("empty element in pass pipeline")
    return parts


def resolve_pipeline(elements: list[PipelineElement]) -> list:
    """Each hespas element as its pass (options parsed and checked), each other element as it is;
    HespasError for an unknown hespas pass, a bad option value or an order that breaks a pass's needs."""
    from hespas.passes import create_pass
    from hespas.passes.properties import check_pipeline

    resolved = [create_pass(element.name, element.options) if element.is_hespas else element for element in elements]
    check_pipeline([None if isinstance(item, PipelineElement) else type(item) for item in resolved])
    return resolved


def build_pass_manager(elements: list, context, pass_manager_class):
    """One PassManager holding every element in order (hespas passes as Python passes).

    ``elements`` are PipelineElements or what ``resolve_pipeline`` made of them."""
    from hespas.pass_framework import NestingChain
    from hespas.passes import PASS_MODULES

    if any(isinstance(item, PipelineElement) and item.is_hespas for item in elements):
        elements = resolve_pipeline(elements)
    pass_manager = pass_manager_class("builtin.module", context=context)
    chain = None  # the hespas passes since the last other pass share one nesting check
    for element in elements:
        if not isinstance(element, PipelineElement):
            chain = chain or NestingChain()
            element.add_to(pass_manager, chain)
            continue
        chain = None
        try:
            pass_manager.add(element.text)
        except ValueError as error:
            reason = str(error).strip().splitlines()
            raise HespasError(f"invalid pass pipeline element '{element.text}': {_first_error_line(reason)}"
                              f"{did_you_mean(element.name, PASS_MODULES)}") from None
    return pass_manager


def _first_error_line(lines: list[str]) -> str:
    for line in lines:
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return lines[0] if lines else "unknown error"
