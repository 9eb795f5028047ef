"""Words that triggered abilities use most, read by the grammar (grammar.lark) into the IR
(session 12; transformer methods mixed into parse._ToIR through trigger_targets.py):

- the suffix "blocking ~" ("each creature blocking it", the source's blockers, 509.1g);
- "another target <kind> card" (a card other than the source's own, 400.7; rules/filters.py);
- "detain <objects>" (701.35a; effects/combat_removal.py);
- "remove <it> from combat" (506.4; effects/combat_removal.py);
- trigger events: "When enchanted <permanent> is put into a graveyard" (603.10a,
  rules/trigger_zones.py), "When ~ dies during combat" (506.1, there too), "Whenever an
  opponent shuffles their library" (701.20) and "Whenever you get one or more {E}" (122.1,
  rules/trigger_player_events.py).
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir


class TriggerWordsIR:
    """Transformer methods of the productions above."""

    def another_target_card(self, items: list[Any]) -> ir.Obj:
        """"another target creature card from your graveyard": other than ~'s own card (in a
        dies trigger the card ~ became, 400.7: rules/filters.py)."""
        from mtg_engine.cards.oracle.parse import NotUnderstood

        d = items[-1]
        if d.get("other"):
            raise NotUnderstood("another twice")
        return ir.Obj("card_target", ir.Desc(d.nouns, (*d.filter, ("other", True))))

    def blocking_self(self, _: list[Any]) -> tuple[str, Any]:
        return ("blocking_source", True)  # 509.1g: "each creature blocking ~"

    def ev_attached_to_graveyard(self, items: list[Any]) -> tuple[str, Any, str]:
        """"When enchanted artifact is put into a graveyard" (Viridian Harvest): from the
        battlefield, where it was enchanted (rules/trigger_zones.py, 603.10a)."""
        from mtg_engine.cards.oracle.parse import NotUnderstood

        if str(items[0]) != "a":
            raise NotUnderstood("put into a graveyard: 'a'")
        return ("is put into a graveyard", None, "")

    def other_shuffles(self, items: list[Any]) -> ir.TriggerEvent:
        """"Whenever an opponent shuffles their library" (701.20; rules/trigger_player_events.py)."""
        from mtg_engine.cards.oracle.triggers import _article

        _article(items[0])
        return ir.TriggerEvent(str(items[1]), "shuffle their library")

    def you_get_energy(self, _: list[Any]) -> ir.TriggerEvent:
        """"Whenever you get one or more {E}" (122.1; rules/trigger_player_events.py)."""
        return ir.TriggerEvent("you", "get one or more {E}")

    def ev_dies_during_combat(self, _: list[Any]) -> tuple[str, Any, str]:
        return ("dies during combat", None, "")  # 700.4, 506.1 (rules/trigger_zones.py)

    def detain(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("detain", items[0])  # 701.35a

    def remove_from_combat(self, items: list[Any]) -> ir.ObjectAction:
        return ir.ObjectAction("remove_from_combat", items[0])  # 506.4


def render_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of an effect verb of this module or of trigger_self_moves.py;
    RenderError for any other verb (render._clause asks last)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if verb == "remove_from_combat" and set(p) == {"what"}:  # 506.4
        return "", f"remove {refs.obj(p['what'])} from combat"
    if verb == "shuffle_into_library" and set(p) == {"what"}:  # 701.19 (trigger_self_moves.py)
        return "", f"shuffle {refs.obj(p['what'])} into its owner's library"
    raise RenderError(f"effect verb {verb!r}")
