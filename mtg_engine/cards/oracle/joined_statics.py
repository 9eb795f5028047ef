"""One sentence that says two static abilities, read as the two and rendered back as one:

- "You and Humans you control have hexproof." (702.11c, 702.18a: the player's keyword, and the
  same keyword for a group: a `player_keywords` and an `anthem`);
- "You may look at the top card of your library any time, and you may play lands from the top
  of your library." (401.5 `look_at_top`, and 601.3 / 305.1 `play_from_top`);
- "~ enters the battlefield tapped and doesn't untap during your untap step." (614.1c
  `enters_tapped`, and 502.3 the permanent's own "doesn't untap", an `anthem` of itself)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.dsl_abilities import DOESNT_UNTAP

_YOU_AND = re.compile(r"You and (?P<group>.+? you control) have (?P<kws>[a-z ,]+)\.")
_TOP_AND = "You may look at the top card of your library any time, and you may "
_TAPPED_AND = "~ enters the battlefield tapped and doesn't untap during your untap step."
# 502.3: the permanent's own "doesn't untap", as a static ability of itself (rules/turn.py
# reads the keyword from its characteristics)
_NO_UNTAP = {"anthem": {"affects": "self", "keywords": [DOESNT_UNTAP]}}
# "You, planeswalkers you control, and other creatures you control have hexproof." (Shalai,
# Voice of Plenty: the player's keyword and a group's, 702.11c; "other" only takes ~ out of
# the group, and ~ is a creature only)
_YOU_WALKERS = re.compile(r"You, planeswalkers you control, and other creatures you control "
                          r"have (?P<kws>[a-z ,]+)\.")
_WALKERS_GROUP = "Other creatures and planeswalkers you control have {}."
# "As long as it's your turn, you and ~ have hexproof." (Gruul Spellbreaker: the player's
# keyword and ~'s, each on only while the condition holds, 611.3a)
_WHILE_YOU_AND_SELF = re.compile(r"As long as (?P<cond>[^,]+), you and ~ have "
                                 r"(?P<kws>[a-z ,]+)\.")


def lower(para: str, read: Callable[[str], dict[str, Any] | None]
          ) -> list[dict[str, Any]] | None:
    """The two statics, or None. `read` reads one static paragraph (statics._static)."""
    if para == _TAPPED_AND:  # 614.1c, 502.3
        return [{"enters_tapped": {}}, {k: dict(v) for k, v in _NO_UNTAP.items()}]
    m = _WHILE_YOU_AND_SELF.fullmatch(para)
    if m is not None:
        return _while_you_and_self(m, read)
    m = _YOU_WALKERS.fullmatch(para)
    if m is not None:
        you = read(f"You have {m.group('kws')}.")
        group = read(_WALKERS_GROUP.format(m.group("kws")))
        if you is None or group is None or set(you) != {"player_keywords"} \
                or set(group) != {"anthem"}:
            return None
        return [you, group]
    m = _YOU_AND.fullmatch(para)
    if m is not None:
        you = read(f"You have {m.group('kws')}.")
        group = read(f"{m.group('group')} have {m.group('kws')}.")
        if you is None or group is None or set(you) != {"player_keywords"} \
                or set(group) != {"anthem"}:
            return None
        return [you, group]
    if para.startswith(_TOP_AND):
        look = read("You may look at the top card of your library any time.")
        play = read("You may " + para[len(_TOP_AND):])
        if look is None or play is None or set(play) != {"play_from_top"}:
            return None
        return [look, play]
    return None


def _while_you_and_self(m: re.Match[str], read: Callable[[str], dict[str, Any] | None]
                        ) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.conditions import _plain, lower_condition

    cond = lower_condition(m.group("cond"))
    you = read(f"You have {m.group('kws')}.")
    own = read(f"~ has {m.group('kws')}.")
    if cond is None or you is None or own is None or set(you) != {"player_keywords"} \
            or set(own) != {"anthem"} or _plain(cond)["kind"] not in ("your_turn",
                                                                      "not_your_turn"):
        return None  # (a condition the layers needn't compute: the turn's, 613.6)
    return [{"player_keywords": {**you["player_keywords"], "as_long_as": cond}},
            {"anthem": {**own["anthem"], "as_long_as": cond}}]


def _render_while(items: list[dict[str, Any]]) -> str | None:
    from mtg_engine.cards.oracle.render_statics import static_condition

    you, own = items[0].get("player_keywords") or {}, items[1].get("anthem") or {}
    cond = you.get("as_long_as")
    if cond is None or own.get("as_long_as") != cond or you.get("whose") != "you" \
            or own.get("affects") != "self" or own.get("keywords") != you.get("keywords") \
            or set(own) != {"affects", "keywords", "as_long_as"}:
        return None
    text = f"As long as {static_condition(cond)[0]}, you and ~ have " \
        f"{', '.join(you['keywords'])}."
    return text if _WHILE_YOU_AND_SELF.fullmatch(text) else None


def render(items: list[dict[str, Any]]) -> str | None:
    """The one sentence of `lower`'s two statics, or None if they aren't such a pair."""
    from mtg_engine.cards.oracle.render_statics import render_static
    from mtg_engine.cards.oracle.statics import _static as read_static

    if items == [{"enters_tapped": {}}, _NO_UNTAP]:
        return _TAPPED_AND
    kinds = [set(i) for i in items]
    if kinds == [{"player_keywords"}, {"anthem"}] and "as_long_as" in items[0][
            "player_keywords"]:
        return _render_while(items)
    if kinds not in ([{"player_keywords"}, {"anthem"}], [{"look_at_top"}, {"play_from_top"}]):
        return None
    first, second = (render_static(i) for i in items)
    kws = first[len("You have "):-1]
    if kinds[0] == {"player_keywords"} and first.startswith("You have ") \
            and lower(f"You, planeswalkers you control, and other creatures you control have "
                      f"{kws}.", read_static) == items:
        return f"You, planeswalkers you control, and other creatures you control have {kws}."
    if kinds[0] == {"player_keywords"} and first.startswith("You have "):
        group = second[0].lower() + second[1:] if second[:1].islower() or second.split()[0] \
            in ("Creatures", "Permanents", "Artifacts") else second
        kws = first[len("You have "):]
        if not group.endswith(f" have {kws}"):
            return None
        return f"You and {group}"
    if kinds[0] == {"look_at_top"} and second.startswith("You may "):
        return f"{first[:-1]}, and you may {second[len('You may '):]}"
    return None
