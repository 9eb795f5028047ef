"""Session 20 audit (qa20c): cards made to play this session (trig and xmage shares), played
again from their Oracle text with exact figures, each with the rule it follows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


