"""A minimal progress bar on standard error, shown only when standard error is a terminal."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    def __init__(self, total: int, label: str, stream: TextIO | None = None,
                 enabled: bool | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.total = max(total, 1)
        self.label = label
        self.done = 0
        self.start = time.perf_counter()

    def advance(self, n: int) -> None:
        self.done += n
        if not self.enabled:
            return
        frac = min(self.done / self.total, 1.0)
        width = 30
        bar = "#" * int(frac * width) + "-" * (width - int(frac * width))
        rate = self.done / max(time.perf_counter() - self.start, 1e-9)
        self.stream.write(f"\r{self.label} [{bar}] {self.done}/{self.total} ({rate:,.0f}/s)")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()
