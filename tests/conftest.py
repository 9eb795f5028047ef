"""Settings shared by the whole suite."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

from mtg_engine.cards.database import CardDatabase

# ../shared of the repository; MTG_ENGINE_TEST_ATOMIC names another copy (a git worktree). (Defined
# here, importing only installed packages: tests/test_xdist_groups.py runs a copy of this file
# outside the repository.)
SHARED_ATOMIC = Path(os.environ.get("MTG_ENGINE_TEST_ATOMIC") or (
    Path(__file__).resolve().parents[1].parent / "shared" / "data" / "mtgjson"
    / "AtomicCards.json.gz"))

# Performance is measured by the benchmarks in bench/, never by timings in tests: Hypothesis's
# default 200 ms deadline per example turns a loaded machine into a failing test.
settings.register_profile("mtg_engine", deadline=None)
settings.load_profile("mtg_engine")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """`--dist loadgroup` (how `make test` runs): pytest-xdist tells its scheduler a test's
    `xdist_group` by a "@group" suffix it writes into the test's node id on each worker, a field
    pytest 9.2 no longer reads (pytest-xdist issue 1386): the groups were silently ignored, and
    the tests that compile every card ran on both workers, each compiling the whole database.
    Where xdist's suffix is missing, it is written here the same way."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        names = {str(m.args[0] if m.args else m.kwargs.get("name", "default"))
                 for m in item.iter_markers("xdist_group")}
        suffix = "@" + "_".join(sorted(names))
        if not names or item.nodeid.endswith(suffix):
            continue
        if hasattr(item, "_id"):  # pytest >= 9.2: a structured node id
            item._id = type(item._id).parse(item.nodeid + suffix)
        else:
            item._nodeid = item.nodeid + suffix


@pytest.fixture(scope="session")
def shared_atomic() -> Path:
    if not SHARED_ATOMIC.exists():
        pytest.skip(f"{SHARED_ATOMIC} is not present")
    return SHARED_ATOMIC


@pytest.fixture(scope="session")
def real_db(shared_atomic: Path) -> CardDatabase:
    """The built-in cards plus the shared AtomicCards file, loaded once per session (per
    worker) for the whole suite: a test module loading it again costs seconds."""
    return CardDatabase.load(shared_atomic)
