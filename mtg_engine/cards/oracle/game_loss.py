"""Players who can't lose or can't win the game (104.2, 104.3, 101.2; rules/game_loss.py), Oracle
text -> two DSL statics, and back:

  You can't lose the game and your opponents can't win the game.    (Platinum Angel)
  You can't win the game and your opponents can't lose the game.    (Abyssal Persecutor)

and a rule that doesn't apply (704.5j; rules/sba._legend_rule; 704.5a, 104.3b), one static:

  The "legend rule" doesn't apply.                                   (Mirror Gallery)
  You don't lose the game for having 0 or less life.                 (Transcendence)"""

from __future__ import annotations

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
