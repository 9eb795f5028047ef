"""`make test` runs `--dist loadgroup`: the tests marked with one `xdist_group` run on one
worker (the whole-card-database tests compile every card once, not once per worker). pytest
9.2 stopped reading the node id suffix pytest-xdist writes for it; tests/conftest.py writes it
again. Checked in a separate pytest run with two workers; nothing is timed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

GROUPED = '''
import os, time
import pytest

@pytest.mark.xdist_group("together")
@pytest.mark.parametrize("n", range(4))
def test_grouped(n):
    time.sleep(0.2)
    with open(os.environ["WORKERS_FILE"], "a") as f:
        f.write(os.environ.get("PYTEST_XDIST_WORKER", "none") + "\\n")

@pytest.mark.parametrize("n", range(8))
def test_other(n):
    time.sleep(0.1)
'''


def test_an_xdist_group_runs_on_one_worker(tmp_path: Path) -> None:
    pytest.importorskip("xdist")
    here = Path(__file__).parent
    (tmp_path / "conftest.py").write_text((here / "conftest.py").read_text("utf-8"), "utf-8")
    (tmp_path / "test_grouped.py").write_text(GROUPED, "utf-8")
    workers = tmp_path / "workers.txt"
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "--dist", "loadgroup",
         "-p", "no:cacheprovider", "-p", "no:randomly", str(tmp_path)],
        capture_output=True, text=True, timeout=300, cwd=tmp_path,
        env={**os.environ, "WORKERS_FILE": str(workers)})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    seen = workers.read_text().split()
    assert len(seen) == 4 and seen[0].startswith("gw")
    assert len(set(seen)) == 1, seen
