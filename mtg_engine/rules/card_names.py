"""Choosing a card name (201.2, 201.4g): "Choose a nonland card name." (Cabal Therapy,
Memoricide, Slaughter Games).

The player chooses the name of a card as it resolves (608.2d), among the names of the cards
the engine knows (its card database, each face of a card with several faces by its own name:
709.4a, a split card's name is one of its two names, never both); a quality restricts the
names offered ("nonland": the name of a card that isn't a land card; "other than a basic land
card name"). The decision is a `ChoiceDecision` ("choose_card_name:<quality>") whose options
index the names offered (`name_options`, sorted, so the same for every game with the same
database).

The name chosen is kept on the spell (or ability) on the stack in `GameObject.chosen` as
("name", <name>), read by the filter quality `chosen: name` ("cards with that name"): an
object has the chosen name if its name is it or, for a split card, one of its two names
(709.4a). "Choose a color." (105.1) as a spell resolves is kept the same way, ("color", letter),
read by `chosen: color` ("cards of that color", "creatures of the chosen color").

For an activated ability (Wood Sage), the choice is kept on its source permanent (the
object the filter reads); the spells' choices are kept on the spell."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState

PURPOSE = "choose_card_name"
# the qualities a name chosen may have to have: (card types it must have one of, card types it
# must have none of, "not a basic land card's name")
QUALITIES: dict[str, tuple[tuple[str, ...], tuple[str, ...], bool]] = {
    "": ((), (), False),
    "nonland": ((), ("Land",), False),
    "creature": (("Creature",), (), False),
    "artifact": (("Artifact",), (), False),
    "nonbasic_land": ((), (), True),  # "a card name other than a basic land card name"
    "nonbasic land": (("Land",), (), True),  # "a nonbasic land card name" (Alpine Moon)
}

_CATALOGUE: dict[tuple[int, str], tuple[Any, tuple[str, ...]]] = {}


def name_options(state: GameState, quality: str) -> tuple[str, ...]:
    """The card names a player may choose with this quality, sorted (remembered per card
    database)."""
    db = state.db
    key = (id(db), quality)
    memo = _CATALOGUE.get(key)
    if memo is not None and memo[0] is db:
        return memo[1]
    need, never, not_basic = QUALITIES[quality]
    names: set[str] = set()
    for name, types, basic_land in _faces(db):
        if need and not set(need) & set(types):
            continue
        if set(never) & set(types) or (not_basic and basic_land):
            continue
        names.add(name)
    out = tuple(sorted(names))
    _CATALOGUE[key] = (db, out)
    return out


def _faces(db: Any) -> list[tuple[str, tuple[str, ...], bool]]:
    """(name, card types, is a basic land) of each face of each card the database knows."""
    out: list[tuple[str, tuple[str, ...], bool]] = []
    for name in db.names():
        printed = db.printed(name)
        if printed is not None:
            for f in printed.faces:
                out.append((f.name, tuple(f.types), "Basic" in f.supertypes and "Land" in f.types))
            continue
        c = db.get(name)
        types = tuple(t.value for t in c.types)
        out.append((c.name, types, "Land" in types and any(s.value == "Basic"
                                                           for s in c.supertypes)))
    return out


def chosen_name(state: GameState, source: int) -> str:
    """The name chosen by the spell or ability `source` as it resolved ("" if none)."""
    from mtg_engine.rules.filters import chosen_value

    return chosen_value(state, source, "name")


def has_name(name: str, chosen: str) -> bool:
    """Whether an object or card named `name` has the name `chosen`: its name, or one of a
    split card's two names (709.4a)."""
    return bool(chosen) and (name == chosen or chosen in name.split(" // "))


def v_choose_name(state: GameState, frame: Frame, e: Effect) -> bool:
    """608.2d: the controller chooses a name as the instruction is carried out; it is kept on
    the resolving object for the instructions after it ("cards with that name")."""
    from mtg_engine.effects.references import _ask

    quality = str(e.get("quality", ""))
    names = name_options(state, quality)
    if frame.answer is None:
        if not names:
            return True
        return _ask(state, ChoiceDecision(frame.controller, f"{PURPOSE}:{quality}",
                                          tuple(range(len(names))), 1, 1,
                                          "choose a card name"), "effect")
    name = names[frame.answer[0]]
    o = state.objects.get(frame.source)
    if o is not None:
        o = state.mut(frame.source)
        o.chosen = (*(c for c in o.chosen if c[0] != "name"), ("name", name))
    state.frame = replace(frame, answer=None)
    state.log.append(("chosen_name", frame.controller, name))
    return True


def v_reveal_named(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Reveal the top seven cards of your library and put all of them with that name into
    your hand. Exile the rest." (701.16a): the look at the top cards of effects/library.py,
    every card with the chosen name taken, the rest exiled or put into the graveyard."""
    from mtg_engine.cards.dsl import Filter
    from mtg_engine.effects.library import v_look_at_top

    look = Effect("look_at_top", (("count", e.get("count")), ("take", "all"), ("all", True),
                                  ("filter", Filter(chosen="name")), ("reveal_all", True),
                                  ("rest", e.get("rest"))))
    return v_look_at_top(state, frame, look)


def v_choose_color(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Choose a color." (105.1, 608.2d) as a spell or ability resolves: kept on it as its
    choice ("color", letter), read by the filter quality `chosen: color` ("cards of that
    color") as a permanent's entering choice is (614.12a, rules/filters.py)."""
    from mtg_engine.effects.references import _ask

    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "choose_color", (0, 1, 2, 3, 4), 1,
                                          1, "choose a color"), "effect")
    color = "WUBRG"[frame.answer[0]]
    if frame.source in state.objects:
        o = state.mut(frame.source)
        o.chosen = (*(c for c in o.chosen if c[0] != "color"), ("color", color))
    state.frame = replace(frame, answer=None)
    state.log.append(("chosen_color", frame.controller, color))
    return True


def v_choose_creature_type(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Choose a creature type." (205.3m, 608.2d) as a spell or ability resolves: kept on it
    as its choice ("creature_type", type), read by the filter qualities `chosen` / `not_chosen`
    ("creatures of the chosen type", "creatures that aren't of the chosen type") as a
    permanent's entering choice is (614.12a). Every creature type is offered (205.3m, the
    order of rules/replacement.creature_types, as the entering choice's)."""
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.replacement import creature_types

    types = creature_types(state)
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "choose_creature_type",
                                          tuple(range(len(types))), 1, 1,
                                          "choose a creature type"), "effect")
    chosen = types[frame.answer[0]]
    # (an ability whose source left, sacrificed as a cost: kept on the ability on the stack,
    # where rules/filters.chosen_value finds it)
    keeper = frame.source if frame.source in state.objects else frame.stack_id
    if keeper in state.objects:
        o = state.mut(keeper)
        o.chosen = (*(c for c in o.chosen if c[0] != "creature_type"), ("creature_type", chosen))
    state.frame = replace(frame, answer=None)
    state.log.append(("chosen_creature_type", frame.controller, chosen))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "choose_name": v_choose_name, "reveal_named": v_reveal_named,
    "choose_color": v_choose_color, "choose_creature_type": v_choose_creature_type}
