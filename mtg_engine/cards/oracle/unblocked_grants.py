"""510.1a, 510.1c: the ability "may assign its combat damage as though it weren't blocked"
(dsl.AS_THOUGH_UNBLOCKED, rules/combat_damage.py) given by a static ability (613.1f):

  Enchanted creature's controller may have it assign its combat damage as though it weren't
  blocked.                                                            (Indomitable Might)
  Creatures you control with trample have "You may have this creature assign its combat
  damage as though it weren't blocked."                               (Proud Wildbonder)

-> an anthem granting it (the group read as any "<group> have flying." is, grammar_static),
and back."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.dsl import AS_THOUGH_UNBLOCKED

_ENCHANTED = ("Enchanted creature's controller may have it assign its combat damage as though "
              "it weren't blocked.")
_QUOTED = ' have "You may have this creature assign its combat damage as though it weren\'t ' \
          'blocked."'
_STAND_IN = "flying"  # the keyword the group is read and said with


def lower(para: str) -> dict[str, Any] | None:
    """The anthem of such a paragraph, or None."""
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    if para == _ENCHANTED:
        return {"anthem": {"affects": "enchanted", "keywords": [AS_THOUGH_UNBLOCKED]}}
    if not para.endswith(_QUOTED):
        return None
    st = grammar_static(para[:-len(_QUOTED)] + f" have {_STAND_IN}.")
    p = (st or {}).get("anthem")
    if p is None or p.get("keywords") != [_STAND_IN] or "filter" not in p \
            or set(p) - {"filter", "keywords"}:
        return None
    return {"anthem": {**p, "keywords": [AS_THOUGH_UNBLOCKED]}}


def render(st: dict[str, Any]) -> str | None:
    """The English of `lower`'s anthem, or None if it isn't one."""
    from mtg_engine.cards.oracle.render_statics import render_static

    p = st.get("anthem") or {}
    if p.get("keywords") != [AS_THOUGH_UNBLOCKED]:
        return None
    if p == {"affects": "enchanted", "keywords": [AS_THOUGH_UNBLOCKED]}:
        return _ENCHANTED
    if set(p) != {"filter", "keywords"}:
        return None
    said = render_static({"anthem": {**p, "keywords": [_STAND_IN]}})
    for verb in (" have ", " has "):
        if said.endswith(f"{verb}{_STAND_IN}."):
            return said[:-len(f"{verb}{_STAND_IN}.")] + _QUOTED
    return None
