"""Write one Chakra trace per rank (`<prefix>.<rank>.et`) and the comm-group JSON, all-or-nothing.

The traces are the Chakra form (``hespas.chakra.rank_programs.chakra_nodes``) of
rank programs; ranks that share a program share one file through hard links.
Files are written into a staging folder inside the output folder and moved into
place only when every rank has been written (inside an ``all_or_none`` block, when the block succeeds:
``hespas-opt`` puts them in place only if every pass of the run succeeded). Then the traces of the same prefix for
ranks past this step's (an earlier step's, lowered for more ranks into the same folder)
are removed, as is a comm-group file this step has no use for: the prefix names exactly
this step's traces, as ASTRA-sim and ``hespas simulate --chakra`` read them.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from hespas.atomic_io import outputs_at_once, when_block_succeeds
from hespas.chakra import schema
from hespas.chakra.comm_groups import write_comm_groups
from hespas.chakra.et_io import write_trace
from hespas.chakra.rank_programs import chakra_nodes
from hespas.diagnostics import HespasError, SourceLocation
from hespas.program.nodes import RankProgram

COMM_GROUP_FILE = "comm_group.json"


def prefix_problem(prefix: str) -> str | None:
    """Why ``prefix`` cannot name trace files in the output folder (a separator, "." or "..", empty), or None."""
    if not prefix or prefix in (".", "..") or "/" in prefix or os.sep in prefix or "\0" in prefix:
        return f"{prefix!r} must be a file name, without '/' and not '.' or '..'"
    return None


@dataclass(frozen=True)
class ChakraOutput:
    prefix: Path  # what ASTRA-sim's --workload-configuration takes
    num_ranks: int
    distinct_traces: int
    comm_group_path: Path | None


def write_rank_traces(programs: Sequence[RankProgram], comm_groups: Mapping[str, Sequence[int]],
                      output_dir: str | os.PathLike, prefix: str = "trace") -> ChakraOutput:
    """``PREFIX.<rank>.et`` for ``programs[rank]`` and, when there are groups, the comm-group file; inside an
    ``all_or_none`` block (``hespas-opt``: the whole run) they are put in place when the block succeeds."""
    directory = Path(output_dir)
    created = not directory.exists()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".hespas-chakra-", dir=directory))
    except OSError as error:
        raise HespasError(f"cannot write the output directory: {error.strerror}", SourceLocation(str(directory)))

    def abort() -> None:
        shutil.rmtree(staging, ignore_errors=True)
        if created:  # a folder this run made for traces it does not leave
            with contextlib.suppress(OSError):
                directory.rmdir()

    groups = dict(comm_groups)
    first_file_of: dict[int, Path] = {}
    names = []
    try:
        with outputs_at_once():  # the staged files themselves: written now, moved into place on commit
            for rank, program in enumerate(programs):
                name = f"{prefix}.{rank}.et"
                if id(program) in first_file_of:
                    os.link(first_file_of[id(program)], staging / name)
                else:
                    write_trace(staging / name, schema.GlobalMetadata(), chakra_nodes(program))
                    first_file_of[id(program)] = staging / name
                names.append(name)
            if groups:
                write_comm_groups(staging / COMM_GROUP_FILE, groups)
                names.append(COMM_GROUP_FILE)
    except OSError as error:
        abort()
        raise HespasError(f"cannot write Chakra traces: {error.strerror}", SourceLocation(str(directory))) from None
    except BaseException:
        abort()
        raise

    def commit() -> None:
        try:
            for name in names:
                os.replace(staging / name, directory / name)
        except OSError as error:
            raise HespasError(f"cannot write Chakra traces: {error.strerror}",
                              SourceLocation(str(directory))) from None
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        stale_groups = directory / COMM_GROUP_FILE
        if not groups and stale_groups.exists():
            stale_groups.unlink()
        _remove_traces_past(directory, prefix, len(programs))

    when_block_succeeds(commit, abort)
    return ChakraOutput(directory / prefix, len(programs), len(first_file_of),
                        directory / COMM_GROUP_FILE if groups else None)


def _remove_traces_past(directory: Path, prefix: str, num_ranks: int) -> None:
    """Remove ``PREFIX.<rank>.et`` files of ``directory`` whose rank is ``num_ranks`` or more."""
    head = f"{prefix}."
    for path in directory.iterdir():
        name = path.name
        rank = name[len(head):-len(".et")] if name.startswith(head) and name.endswith(".et") else ""
        if rank.isascii() and rank.isdigit() and rank == str(int(rank)) and int(rank) >= num_ranks and path.is_file():
            try:
                path.unlink()
            except OSError as error:
                raise HespasError(f"cannot remove an earlier step's trace {name}: {error.strerror}",
                                  SourceLocation(str(directory))) from None
