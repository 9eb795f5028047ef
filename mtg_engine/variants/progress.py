"""A progress bar on standard error (rich), shown only when standard error is a terminal and
the output is for people (callers pass enabled=False with --json)."""

from __future__ import annotations

import sys
from typing import Any, TextIO


class Progress:
    """`advance(n)` after each piece of work, `close()` at the end. Draws nothing unless
    enabled; rich is imported only when it draws."""

    def __init__(self, total: int, label: str, stream: TextIO | None = None,
                 enabled: bool | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = _isatty(self.stream) if enabled is None else enabled
        self.total = max(total, 1)
        self.label = label
        self.done = 0
        self._bar: Any = None
        self._task: Any = None

    def _start(self) -> None:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            TaskProgressColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self._bar = _RichProgress(
            TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
            TaskProgressColumn(), TimeElapsedColumn(), TimeRemainingColumn(),
            console=Console(file=self.stream), transient=False)
        self._bar.start()
        self._task = self._bar.add_task(self.label, total=self.total)

    def advance(self, n: int = 1) -> None:
        self.done += n
        if not self.enabled:
            return
        if self._bar is None:
            self._start()
        self._bar.update(self._task, completed=min(self.done, self.total))

    def close(self) -> None:
        if self._bar is not None:
            self._bar.stop()
            self._bar = None

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _RichProgress(*columns: Any, **kw: Any) -> Any:
    from rich.progress import Progress as RichProgress

    return RichProgress(*columns, **kw)
