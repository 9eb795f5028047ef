"""Texts of spells (and of any ability, the effect grammar being shared) read by the modules
of session 18 before the sentence templates (effects.compile_effects):

- whole texts: keep the chosen, lose the rest (keep_rest.py, 101.4, 701.17a); two target
  cards that share a creature type (graveyard_pairs.py, 601.2c); suspended cards beside
  permanents (suspended.py, 702.62b);
- texts said again in other words, then read as usual: a sentence per subject of a pump
  (pump_pairs.py, 611.2a), investigate as the Clues it creates (investigate.py, 701.36a),
  a target card of each of two kinds returned (graveyard_pairs.py, 115.1); a kicked spell's
  "it deals" as "~ deals" (kicked_source.py, 702.33d)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Effects = list[dict[str, Any]]


def lower_whole(ctx: Any, text: str, compile_rest: Callable[[Any, str], Effects | None]
                ) -> Effects | None:
    """The effects of a text one of those modules reads whole, or None."""
    if "share a creature type" in text:  # 601.2c
        from mtg_engine.cards.oracle.graveyard_pairs import lower_sharing

        got = lower_sharing(ctx, text, compile_rest)
        if got is not None:
            return got  # type: ignore[no-any-return]
    if "suspended card" in text:  # 702.62b
        from mtg_engine.cards.oracle.suspended import lower_text as suspended

        got = suspended(ctx, text, compile_rest)
        if got is not None:
            return got
    if "time counters on" in text:  # 702.62a, 122.1 (exile_suspend.py)
        from mtg_engine.cards.oracle.exile_suspend import lower_text as exile_suspend

        got = exile_suspend(ctx, text, compile_rest)
        if got is not None:
            return got
    if "from the battlefield or creature card from a graveyard" in text:  # 115.1
        from mtg_engine.cards.oracle.target_zones import lower_text as target_zones

        got = target_zones(ctx, text, compile_rest)
        if got is not None:
            return got
    from mtg_engine.cards.oracle.keep_rest import lower_target_chooses
    from mtg_engine.cards.oracle.keep_rest import lower_text as keep_rest

    got = lower_target_chooses(ctx, text)  # "Target opponent chooses ... Other ... can't block"
    return got if got is not None else keep_rest(text)  # "Each player chooses ..., then ..."


def rewritings(text: str) -> list[str]:
    """The text said in the other words these modules read it as, in the order to try."""
    from mtg_engine.cards.oracle import graveyard_pairs
    from mtg_engine.cards.oracle.investigate import as_clues
    from mtg_engine.cards.oracle.kicked_source import as_source
    from mtg_engine.cards.oracle.owner_named_again import as_owner
    from mtg_engine.cards.oracle.pump_pairs import split
    from mtg_engine.cards.oracle.repeated import as_twice
    from mtg_engine.cards.oracle.same_is_true import as_each
    from mtg_engine.cards.oracle.they_targets import as_those
    from mtg_engine.cards.oracle.two_objects import it_again
    from mtg_engine.cards.oracle.you_scry import as_imperative

    return [t for t in (split(text), as_clues(text), graveyard_pairs.split(text),
                        as_source(text), as_twice(text), as_imperative(text), as_owner(text),
                        as_each(text), it_again(text), _then_after_where(text),
                        as_those(text), _unattach_then(text))
            if t is not None]


def _unattach_then(text: str) -> str | None:
    """"Unattach ~, then transform it." as "Unattach ~. Transform ~." (701.3d, 701.28a: "it"
    is the permanent just unattached, Elbrus, the Binding Blade)."""
    out = text.replace("nattach ~, then transform it.", "nattach ~. Transform ~.")
    return out if out != text else None


def _then_after_where(text: str) -> str | None:
    """"Scry X, where X is <amount>, then draw three cards." as "... <amount>. Then draw
    three cards." (608.2c: the same instructions in the same order)."""
    import re

    out = re.sub(r"(, where X is [^,.]+), then ([a-z])", lambda m: f"{m[1]}. Then {m[2]}", text)
    return out if out != text else None
