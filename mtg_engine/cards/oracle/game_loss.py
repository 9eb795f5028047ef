"""Players who can't lose or can't win the game (104.2, 104.3, 101.2; rules/game_loss.py), Oracle
text -> two DSL statics, and back:

  You can't lose the game and your opponents can't win the game.    (Platinum Angel)
  You can't win the game and your opponents can't lose the game.    (Abyssal Persecutor)

and a rule that doesn't apply (704.5j; rules/sba._legend_rule; 704.5a, 104.3b), one static:

  The "legend rule" doesn't apply.                                   (Mirror Gallery)
  You don't lose the game for having 0 or less life.                 (Transcendence)"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.rules.game_loss import CANT_LOSE, CANT_WIN, ZERO_LIFE_OFF

_FORMS: dict[str, list[dict[str, Any]]] = {
    "You can't lose the game and your opponents can't win the game.": [
        {CANT_LOSE: {"whose": "you"}}, {CANT_WIN: {"whose": "opponent"}}],
    "You can't win the game and your opponents can't lose the game.": [
        {CANT_WIN: {"whose": "you"}}, {CANT_LOSE: {"whose": "opponent"}}],
}


NO_LEGEND_RULE = 'The "legend rule" doesn\'t apply.'
# 104.3b, 704.5a: "You don't lose the game for having 0 or less life." (Lich, Transcendence)
ZERO_LIFE = "You don't lose the game for having 0 or less life."


def lower_rule(para: str) -> dict[str, Any] | None:
    """The static of "The "legend rule" doesn't apply." or of "You don't lose the game for
    having 0 or less life." (`zero_life_rule_off`), or None."""
    if para == ZERO_LIFE:
        return {ZERO_LIFE_OFF: {"whose": "you"}}
    return {"no_legend_rule": {}} if para == NO_LEGEND_RULE else None


def lower(para: str) -> list[dict[str, Any]] | None:
    """The two statics of such a paragraph, or None."""
    got = _FORMS.get(para)
    return [{k: dict(v) for k, v in st.items()} for st in got] if got is not None else None


def render(items: list[dict[str, Any]]) -> str | None:
    """The one sentence of `lower`'s two statics, or None if they aren't such a pair."""
    return next((text for text, sts in _FORMS.items() if sts == items), None)


def lower_conditional(para: str) -> list[dict[str, Any]] | None:
    """611.3a: "As long as you control a Gideon planeswalker, you can't lose the game and your
    opponents can't win the game." (Gideon of the Trials' emblem): the two statics, each with
    the condition (`as_long_as`; rules/game_loss._applies), or None."""
    from mtg_engine.cards.oracle.conditions import lower_condition

    m = re.fullmatch(r"As long as ([^,]+), (you can't .+)", para)
    pair = lower(m.group(2)[0].upper() + m.group(2)[1:]) if m else None
    cond = lower_condition(m.group(1)) if m and pair else None
    if pair is None or cond is None:
        return None
    return [{k: {**v, "as_long_as": cond} for k, v in st.items()} for st in pair]


def render_conditional(items: list[dict[str, Any]]) -> list[str]:
    """Every wording of `lower_conditional`'s two statics ([] if they aren't such a pair)."""
    from mtg_engine.cards.oracle.conditions import render_condition

    conds = [v.get("as_long_as") for st in items for v in st.values()]
    plain = [{k: {f: x for f, x in v.items() if f != "as_long_as"} for k, v in st.items()}
             for st in items]
    text = render(plain)
    if text is None or conds[0] is None or any(c != conds[0] for c in conds):
        return []
    return [f"As long as {w}, {text[0].lower()}{text[1:]}" for w in render_condition(conds[0])]
