"""Where the games run: this process, local processes, or a Ray cluster.

Every backend plays the same `GameSpec`s and yields the same `GameRecord`s (as games finish, in
any order); the caller sorts them by index. Ctrl-C (KeyboardInterrupt) stops a backend: the games
already finished have been yielded, the rest are cancelled.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from mtg_engine.simulation.games import GameRecord, GameSpec, RunConfig, play_chunk


def chunks(specs: Sequence[GameSpec], workers: int) -> list[list[GameSpec]]:
    """Small enough for a steady progress bar and load balance, big enough to amortise the
    messages: about eight chunks per worker, at most ten games each."""
    size = max(1, min(10, len(specs) // max(1, workers * 8)))
    return [list(specs[i: i + size]) for i in range(0, len(specs), size)]


def run_local(specs: Sequence[GameSpec], config: RunConfig, jobs: int,
              keep_actions: bool = True) -> Iterator[GameRecord]:
    jobs = (os.cpu_count() or 1) if jobs <= 0 else jobs
    if jobs == 1:
        for spec in specs:
            yield from play_chunk([spec], config, keep_actions)
        return
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_sigint)
    pending: set[Future[list[GameRecord]]] = {
        pool.submit(play_chunk, c, config, keep_actions) for c in chunks(specs, jobs)}
    try:
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for f in done:
                yield from f.result()
    finally:
        for f in pending:
            f.cancel()
        if pending:  # interrupted: don't wait for the games in progress
            for proc in list(getattr(pool, "_processes", {}).values()):
                proc.terminate()
        pool.shutdown(wait=True, cancel_futures=True)


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the parent, which cancels them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_ray(specs: Sequence[GameSpec], config: RunConfig, address: str | None, jobs: int,
            keep_actions: bool = True) -> Iterator[GameRecord]:
    """The games as Ray tasks: on the cluster at `address`, else on a local Ray instance
    (`jobs` CPUs, 0 = all)."""
    ray = import_ray()
    started_here = not ray.is_initialized()
    if started_here:
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                  "configure_logging": False}
        if address:
            ray.init(address=address, **kwargs)
        else:
            ray.init(num_cpus=jobs if jobs > 0 else None, **kwargs)
    remote = ray.remote(play_chunk)
    conf = ray.put(config)
    nodes = ray.cluster_resources().get("CPU", 1)
    pending = [remote.remote(c, conf, keep_actions) for c in chunks(specs, int(nodes))]
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                yield from ray.get(ref)
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if started_here:
            ray.shutdown()


def import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise RuntimeError("the ray backend needs Ray: pip install 'mtg_engine[ray]'") from None
    return ray
