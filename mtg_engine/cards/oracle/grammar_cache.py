"""The parsers of grammar.lark kept between processes (issue 12).

Building the LALR tables of the grammar takes about 4.5 s of CPU per process (every `mtg cards`
command, every test worker, every engineer's coverage run), while loading them back takes
0.2 s. The built parser is saved (lark's `Lark.save`) in the user cache directory
(cards/mtgjson.cache_dir: `$MTG_ENGINE_CACHE_DIR`, else `$XDG_CACHE_HOME/mtg_engine`), under a
key made of the grammar's text, the start symbols and the versions of lark and Python: a
changed grammar has another key and is built anew. `MTG_ENGINE_NO_CACHE=1` disables it. The
file is written atomically (a temporary file renamed into place); one that can't be read or
written is only a slower start.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

CACHE_FORMAT = "1"  # bump if what is saved changes shape
KEEP = 64  # entries kept (the most recently used): 8 parsers of 8 grammar versions


def _cache_path(text: str, starts: tuple[str, ...]) -> Path | None:
    if os.environ.get("MTG_ENGINE_NO_CACHE", "") not in ("", "0"):
        return None
    from lark import __version__ as lark_version

    from mtg_engine.cards.mtgjson import cache_dir

    key = "\0".join((CACHE_FORMAT, lark_version, sys.version, *starts, text))
    return cache_dir() / f"grammar-{hashlib.sha256(key.encode()).hexdigest()[:24]}.lark"


def lalr_parser(text: str, starts: tuple[str, ...]) -> Any:
    """The LALR parser (contextual lexer) of grammar `text` for these start symbols, loaded
    from the cache when it holds this grammar's, else built (and saved)."""
    from lark import Lark

    path = _cache_path(text, starts)
    if path is not None:
        try:
            with path.open("rb") as fh:
                parser = Lark.load(fh)
            os.utime(path)  # (used now: kept by _prune)
            return parser
        except Exception:  # (none yet, or a damaged file: the parser is built again)
            pass
    parser = Lark(text, parser="lalr", lexer="contextual", start=list(starts))
    if path is not None:
        _save(parser, path)
    return parser


def _save(parser: Any, path: Path) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".grammar-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                parser.save(fh)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        _prune(path.parent)
    except OSError:
        return


def _prune(folder: Path) -> None:
    """Forget all but the KEEP entries used last (each edit of the grammar makes new ones)."""
    entries = sorted(folder.glob("grammar-*.lark"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[KEEP:]:
        old.unlink(missing_ok=True)
