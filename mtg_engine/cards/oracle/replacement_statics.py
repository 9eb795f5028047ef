"""Static replacement effects of one sentence each (614.1a), read whole and rendered back:

- cards put into a graveyard (Leyline of the Void, Dryad Militant, Samurai of the Pale
  Curtain): "If a card would be put into an opponent's graveyard from anywhere, exile it
  instead.", "If an instant or sorcery card would be put into a graveyard from anywhere, exile
  it instead.", "If a permanent would be put into a graveyard, exile it instead." (the DSL's
  `to_graveyard`; a permanent is an object on the battlefield, 110.1);
- life gained (119.3): "If you would gain life, you gain that much life plus 1 instead."
  (Angel of Vitality), "If an opponent would gain life, that player loses that much life
  instead." (Tainted Remedy), "If a player would gain life, that player gains no life instead."
  (Sulfuric Vortex: the gain is replaced by nothing, 614.1b);
- tokens created (614.16, 111.1): "If one or more tokens would be created [under your
  control], twice that many of those tokens are created instead." (Primal Vigor, Adrix and
  Nev);
- cards drawn (121.6, 614.11): "If you would draw a card, draw two cards instead." (Thought
  Reflection), "... except the first one you draw in each of your draw steps ..." (Teferi's
  Ageless Insight), "... while your library has no cards in it, you win the game instead."
  (Laboratory Maniac), "... you may skip that draw instead." (Obstinate Familiar; rules/
  draw_replacements.py);
- creatures dying (700.4): "If a creature dealt damage by ~ this turn would die, exile it
  instead." (Kumano's Pupils; rules/damaged_this_turn.py), "If a creature an opponent controls
  would die, exile it instead." (Liesa, Forgotten Archangel);
- its own discard (701.8): "If a spell or ability an opponent controls causes you to discard
  ~, put it onto the battlefield instead of putting it into your graveyard." (Loxodon Smiter;
  rules/discard_replacement.py).
The engine's side is rules/replacement.py and rules/replacement_results.py.
"""

from __future__ import annotations

import copy
import re
from typing import Any

# the words of "If <these> would be put into ... graveyard" -> (the DSL's affects, its filter or
# None, zone_from); the graveyard is the affected card's owner's (404.2); a token is not a
# card (111.1, 108.2)
_GRAVEYARD: dict[str, tuple[str, dict[str, Any] | None, str]] = {
    "If a card would be put into an opponent's graveyard from anywhere":
        ("opponent", {"token": False}, ""),
    "If a card would be put into your graveyard from anywhere": ("you", {"token": False}, ""),
    "If an instant or sorcery card would be put into a graveyard from anywhere":
        ("filter", {"types": ["Instant", "Sorcery"], "token": False}, ""),
    "If a permanent would be put into a graveyard": ("any", None, "battlefield"),
}
_EXILE = (", exile it instead.", ", exile that card instead.")
# "If a creature an opponent controls would die, exile it instead." (Liesa): 700.4
_DIE = re.compile(r"^If an? (.+) would die, (exile it|return it to its owner's hand) instead\.$")
_DIE_INSTEAD = {"exile it": "exile", "return it to its owner's hand": "hand"}
# creatures described in words `describe` doesn't read -> their filter (Necromancer's Magemark)
_DIE_WORDS = {"creature you control that's enchanted":
              {"types": ["Creature"], "controller": "you", "enchanted": True}}

# whole sentences -> their replacement (without its text)
_SENTENCES: dict[str, dict[str, Any]] = {
    "If you would gain life, you gain that much life plus 1 instead.":
        {"event": "gain_life", "instead": "add", "amount": 1, "affects": "you"},
    "If you would gain life, you gain that much life plus 2 instead.":
        {"event": "gain_life", "instead": "add", "amount": 2, "affects": "you"},
    "If an opponent would gain life, that player loses that much life instead.":
        {"event": "gain_life", "instead": "lose_life_instead", "affects": "opponent"},
    "If a player would gain life, that player gains no life instead.":
        {"event": "gain_life", "instead": "skip", "affects": "each_player"},
    "If one or more tokens would be created under your control, twice that many of those "
    "tokens are created instead.": {"event": "create_tokens", "instead": "double",
                                    "affects": "you"},
    "If one or more tokens would be created, twice that many of those tokens are created "
    "instead.": {"event": "create_tokens", "instead": "double", "affects": "each_player"},
    "If you would draw a card, draw two cards instead.":
        {"event": "draw", "instead": "draw_n", "amount": 2, "affects": "you"},
    "If you would draw a card except the first one you draw in each of your draw steps, draw "
    "two cards instead.": {"event": "draw_except_first", "instead": "draw_n", "amount": 2,
                           "affects": "you"},
    "If an opponent would draw a card except the first one they draw in each of their draw "
    "steps, instead that player skips that draw and you draw a card.":
        {"event": "draw_except_first", "instead": "steal_draw", "affects": "opponent"},
    "If you would draw a card while your library has no cards in it, you win the game "
    "instead.": {"event": "draw_from_empty_library", "instead": "win_game", "affects": "you"},
    "If you would draw a card while you have no cards in hand, instead you draw two cards and "
    "you lose 1 life.": {"event": "draw_empty_hand", "instead": "draw_n_lose_1", "amount": 2,
                         "affects": "you"},
    "If you would draw a card, you may skip that draw instead.":
        {"event": "draw", "instead": "may_skip", "affects": "you"},
    # 614.1a, 122.1: the draw becomes counters on ~ (rules/replacement_results.py)
    "If you would draw a card, you may put a study counter on ~ instead.":
        {"event": "draw", "instead": "may_source_counters", "counter_kind": "study",
         "amount": 1, "affects": "you"},
    "If you would draw a card while your library has no cards in it, instead put five +1/+1 "
    "counters on ~.": {"event": "draw_from_empty_library", "instead": "source_counters",
                       "counter_kind": "+1/+1", "amount": 5, "affects": "you"},
    # 614.1a, 120.3: the damage becomes that many -1/-1 counters on the creature (Soul-Scar
    # Mage: the damage isn't dealt, 120.3: no lifelink, no "dealt damage" trigger)
    "If a source you control would deal noncombat damage to a creature an opponent controls, "
    "put that many -1/-1 counters on that creature instead.":
        {"event": "damage", "instead": "damaged_counters", "counter_kind": "-1/-1",
         "affects": "filter", "filter": {"types": ["Creature"], "controller": "opponent"},
         "source": "filter", "source_filter": {"controller": "you"}, "noncombat_only": True},
    # 614.1a, 120.3: the damage becomes that many counters on ~ (Phytohydra, Lichenthrope,
    # Force Bubble)
    "If damage would be dealt to ~, put that many +1/+1 counters on it instead.":
        {"event": "damage", "instead": "source_counters_that_many", "counter_kind": "+1/+1",
         "affects": "self"},
    "If damage would be dealt to ~, put that many -1/-1 counters on it instead.":
        {"event": "damage", "instead": "source_counters_that_many", "counter_kind": "-1/-1",
         "affects": "self"},
    "If damage would be dealt to you, put that many depletion counters on ~ instead.":
        {"event": "damage", "instead": "source_counters_that_many",
         "counter_kind": "depletion", "affects": "you"},
    # 707.10, 707.10c: one more copy, which may have new targets (rules/copy_replacement.py)
    "If you would copy a spell one or more times, instead copy it that many times plus an "
    "additional time. You may choose new targets for the additional copy.":
        {"event": "copy_spell", "instead": "add", "amount": 1, "affects": "you"},
    # 614.1a, 701.7: the Aura is sacrificed and the land kept (Crackling Emergence,
    # Harmonious Emergence: rules/replacement_results.py)
    "If enchanted land would be destroyed, instead sacrifice ~ and that land gains "
    "indestructible until end of turn.": {"event": "destroy", "instead": "sacrifice_source",
                                          "affects": "attached"},
    # 614.1b, 121.1: every draw of every player is skipped (Possessed Portal)
    "If a player would draw a card, that player skips that draw instead.":
        {"event": "draw", "instead": "skip", "affects": "each_player"},
    # 614.1a, 120.3: the damage isn't dealt; the player exiles that many cards instead
    # (Crumbling Sanctuary: not a prevention effect, 615)
    "If damage would be dealt to a player, that player exiles that many cards from the top of "
    "their library instead.": {"event": "damage", "instead": "exile_top_instead",
                               "affects": "each_player"},
    # 614.1a, 614.12: a creature entering other than as a spell that resolved (Containment
    # Priest; `condition` not_cast, rules/replacement_watch.py)
    "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead.":
        {"event": "enters", "instead": "exile", "affects": "filter",
         "filter": {"types": ["Creature"], "token": False}, "condition": "not_cast"},
    # (a token too: it would be created in exile and ceases to exist, 704.5d; rules/zones.py)
    "If a creature would enter the battlefield and it wasn't cast, exile it instead.":
        {"event": "enters", "instead": "exile", "affects": "filter",
         "filter": {"types": ["Creature"]}, "condition": "not_cast"},
    # 500.4, 106.4: the mana stays, colorless (Kruphix; rules/mana_emptying.py)
    "If you would lose unspent mana, that mana becomes colorless instead.":
        {"event": "lose_mana", "instead": "colorless", "affects": "you"},
    # 705: two coins flipped, one result kept (Krark's Thumb; rules/coin.py)
    "If you would flip a coin, instead flip two coins and ignore one.":
        {"event": "flip_coin", "instead": "two_coins_keep_one", "affects": "you"},
    # 706.5: a die more, the lowest ignored (Pixie Guide; rules/dice.py)
    "If you would roll one or more dice, instead roll that many dice plus one and ignore the "
    "lowest roll.": {"event": "roll_dice", "instead": "one_more_die", "affects": "you"},
    # 701.15a: a static regeneration, each time it would be destroyed (Mossbridge Troll; not
    # when it can't be regenerated, 701.15c: rules/replacement.applicable)
    "If ~ would be destroyed, regenerate it.": {"event": "destroy", "instead": "regenerate",
                                                 "affects": "self"},
    # 616.1b: a creature (a token too, 111.2) enters under the effect's controller's control
    # (Gather Specimens, a spell's effect for the turn: replacement_riders.py)
    "If a creature would enter the battlefield under an opponent's control, it enters the "
    "battlefield under your control instead.":
        {"event": "enters", "instead": "control", "affects": "filter",
         "filter": {"types": ["Creature"], "controller": "opponent"}},
    "If a creature dealt damage by ~ this turn would die, exile it instead.":
        {"event": "die", "instead": "exile", "affects": "damaged_by_self"},
    "If a creature dealt damage by enchanted creature this turn would die, exile it instead.":
        {"event": "die", "instead": "exile", "affects": "damaged_by_attached"},
    # 614.1a, 701.8: any card its controller discards (Nephalia Academy: a land), optional
    "If a spell or ability an opponent controls causes you to discard a card, you may reveal "
    "that card and put it on top of your library instead of putting it anywhere else.":
        {"event": "discarded_by_opponent", "instead": "may_library_top", "affects": "you"},
    "If a spell or ability an opponent controls causes you to discard ~, put it onto the "
    "battlefield instead of putting it into your graveyard.":
        {"event": "discarded_by_opponent", "instead": "battlefield"},
    "If a spell or ability an opponent controls causes you to discard ~, put it onto the "
    "battlefield with two +1/+1 counters on it instead of putting it into your graveyard.":
        {"event": "discarded_by_opponent", "instead": "battlefield", "counter_kind": "+1/+1",
         "amount": 2},
}


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of one paragraph, or None if it isn't one of these."""
    known = _SENTENCES.get(para)
    if known is not None:
        return {**known, "text": para.rstrip(".")}
    m = _DIE.match(para)
    if m is not None:
        return _die(m.group(1), m.group(2))
    for ending in _EXILE:
        if para.endswith(ending) and para[: -len(ending)] in _GRAVEYARD:
            affects, f, zone = _GRAVEYARD[para[: -len(ending)]]
            rep: dict[str, Any] = {"event": "to_graveyard", "instead": "exile",
                                   "affects": affects, "text": ending[2:-1]}
            if f is not None:
                rep["filter"] = copy.deepcopy(f)
            if zone:
                rep["zone_from"] = zone
            return rep
    return None


def _die(phrase: str, instead: str) -> dict[str, Any] | None:
    """700.4: "If a <creature> would die, <exile it | return it to its owner's hand>
    instead." (a creature of another kind than ~: self_replacements.py)."""
    from mtg_engine.cards.oracle.phrases import describe

    if phrase in _DIE_WORDS:  # (303.4: with an Aura attached)
        return {"event": "die", "instead": _DIE_INSTEAD[instead], "affects": "filter",
                "filter": copy.deepcopy(_DIE_WORDS[phrase]), "text": f"{instead} instead"}
    got = describe(phrase)
    if got is None or got[0] != "creature" or set(got[1]) - {"controller", "token", "other"}:
        return None
    return {"event": "die", "instead": _DIE_INSTEAD[instead], "affects": "filter",
            "filter": {"types": ["Creature"], **got[1]}, "text": f"{instead} instead"}


def render(rep: dict[str, Any]) -> str:
    """The paragraph back (compiler.render_paragraph)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    body = {k: v for k, v in rep.items() if k != "text"}
    if body.get("event") == "die" and body.get("affects") == "filter" \
            and set(body) == {"event", "instead", "affects", "filter"}:
        words = {v: k for k, v in _DIE_INSTEAD.items()}.get(body["instead"])
        if words is None or body["filter"].get("types") != ["Creature"]:
            raise RenderError("a creature's death replaced by another event")
        what = next((w for w, f in _DIE_WORDS.items() if f == body["filter"]), None) \
            or describe_filter(body["filter"])
        return f"If {'an' if what[0] in 'aeiou' else 'a'} {what} would die, {words} instead."
    for sentence, known in _SENTENCES.items():
        if known == body:
            return sentence
    if body.get("event") == "to_graveyard" and body.get("instead") == "exile" \
            and not set(body) - {"event", "instead", "affects", "filter", "zone_from"}:
        got = (body.get("affects"), body.get("filter"), body.get("zone_from", ""))
        head = next((w for w, v in _GRAVEYARD.items() if v == got), None)
        if head is not None:
            said = f", {rep.get('text', '')}."
            return head + (said if said in _EXILE else _EXILE[0])
    raise RenderError("a replacement effect of another kind")
