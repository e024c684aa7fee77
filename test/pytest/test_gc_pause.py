"""hespas.gc_pause: the cyclic collector is off inside the block and back as it was after it."""

from __future__ import annotations

import gc

import pytest

from hespas.gc_pause import cyclic_gc_paused


@pytest.fixture(autouse=True)
def restore_gc():
    enabled = gc.isenabled()
    yield
    (gc.enable if enabled else gc.disable)()


def test_paused_inside_and_enabled_again_after():
    gc.enable()
    with cyclic_gc_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_enabled_again_after_an_exception():
    gc.enable()
    with pytest.raises(RuntimeError), cyclic_gc_paused():
        raise RuntimeError("a failing pass")
    assert gc.isenabled()


def test_a_nested_pause_leaves_the_outer_one_in_force():
    gc.enable()
    with cyclic_gc_paused():
        with cyclic_gc_paused():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()


def test_left_off_when_it_was_off_before():
    gc.disable()
    with cyclic_gc_paused():
        pass
    assert not gc.isenabled()
