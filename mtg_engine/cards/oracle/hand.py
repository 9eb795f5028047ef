"""A player's hand revealed and a card of it chosen (Duress, Thoughtseize, Coercion): "Target
opponent reveals their hand. You choose a nonland card from it. That player discards that
card." -> the DSL verb `choose_discard` (effects/keyword_actions.py): 701.16a (reveal), 701.8
(discard), the card chosen by the spell's controller as it resolves (608.2d). "... You choose a
nonland card from it and exile that card." (Castigate): the card is exiled from the hand
(406.3), `exile` in the DSL."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx
from mtg_engine.cards.oracle.phrases import between_sentences, describe

_PASSAGE = re.compile(
    r"(?:(?<=^)|(?<=\. ))[Tt]arget (?P<who>opponent|player) reveals their hand(?:\. You| and you) "
    r"choose an? "
    r"(?P<what>[a-z, ]*?card)(?P<mv> with mana value \d+ or (?:less|greater))? from it"
    r"(?P<mv2> with mana value \d+ or (?:less|greater))?(?:\. That player discards that card"
    r"|(?P<exile> and exile that card|\. Exile that card)(?P<until> until ~ leaves the "
    r"battlefield)?)\."
    r"(?= |$)")


def lower_text(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text holding one such passage, or None."""
    m = _PASSAGE.search(text.strip())
    if m is None or (m.group("mv") and m.group("mv2")):
        return None

    def middle() -> dict[str, Any] | None:
        what = m.group("what")
        f: dict[str, Any] = {}
        if what != "card":
            d = describe(what)
            if d is None or d[0] != "card":
                return None
            f = d[1]
        mv = re.fullmatch(r" with mana value (\d+) or (less|greater)", m.group("mv") or
                          m.group("mv2") or "")
        if mv:
            f["mana_value_le" if mv.group(2) == "less" else "mana_value_ge"] = int(mv.group(1))
        if set(f) - {"types", "not_types", "colors", "not_colors", "mana_value_le",
                     "mana_value_ge"}:
            return None
        who = ctx.add_target({"kind": m.group("who")})
        body: dict[str, Any] = {"who": who}
        if f:
            body["filter"] = f
        if m.group("mv2"):
            body["mana_value_after"] = True
        if m.group("exile"):  # exiled from the hand (406.3), not discarded
            body["exile"] = True
        if m.group("until"):  # 610.3: back to the hand when ~ leaves the battlefield
            if not ctx.on_permanent:
                return None
            body["until_leaves"] = True
        return {"choose_discard": body}

    before, after = text.strip()[: m.start()].strip(), text.strip()[m.end():].strip()
    if re.match(r"(?i)(it|that player|they|their)\b", after):
        return None
    return between_sentences(ctx, before, middle, after, compile_rest)


def render(refs: Any, p: dict[str, Any]) -> str:
    """The passage of a `choose_discard` effect (render.py)."""
    from mtg_engine.cards.oracle.render import RenderError, describe_filter

    f = dict(p.get("filter", {}))
    mv = ""
    for key, word in (("mana_value_le", "less"), ("mana_value_ge", "greater")):
        if key in f:
            mv = f" with mana value {f.pop(key)} or {word}"
    what = describe_filter(f, "card") if f else "card"
    art = "an" if what[0] in "aeiou" else "a"
    who = refs.obj(p["who"])
    then = "exile that card" if p.get("exile") else "that player discards that card"
    if p.get("until_leaves"):
        if not p.get("exile"):
            raise RenderError("discarded until ~ leaves")
        then += " until ~ leaves the battlefield"
    if p.get("mana_value_after"):
        return f"{who} reveals their hand. you choose {art} {what} from it{mv}. {then}"
    return f"{who} reveals their hand. you choose {art} {what}{mv} from it. {then}"
