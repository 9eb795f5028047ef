"""614.12a: the plain choices made as a permanent enters, beside a color, a creature type and
a player (rules/replacement.py): a basic land type or a land type (205.3i: Convincing Mirage,
Shimmer, Traveler's Cloak), a card name (201.2: Meddling Mage, rules/card_names.py), odd or
even (Lavabrink Venturer), one of a list of card types (205.2a: Archon of Valor's Reach,
rules/card_type_choice.py), two players (Sower of Discord, rules/chosen_players.py). Each is
asked through `game.pending` (purpose "choose_<what>") of the player it enters under the
control of, and kept on the permanent (`GameObject.chosen`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules import card_type_choice
from mtg_engine.rules.card_names import name_options
from mtg_engine.state.objects import player_ref, ref_player

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Event
    from mtg_engine.state.game_state import GameState

# 205.3i: the land types offered for "choose a basic land type" / "choose a land type"
LAND_TYPE_CHOICES = {"basic_land_type": ("Plains", "Island", "Swamp", "Mountain", "Forest"),
                     "land_type": ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert",
                                   "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Tower",
                                   "Urza's")}
ODD_EVEN = ("odd", "even")
CARD_NAME = "card_name:"  # 201.2: "choose a [nonland] card name" (oracle/chosen_names.py)
TWO_PLAYERS = "two_players"


def how_many(what: str) -> int:
    """How many options the player picks (two players; one of the others)."""
    return 2 if what == TWO_PLAYERS else 1


def options(state: GameState, ev: Event, what: str, name: str
            ) -> tuple[tuple[int, ...], str] | None:
    """The options and prompt of one of these choices, or None for another."""
    if what in LAND_TYPE_CHOICES:
        types = LAND_TYPE_CHOICES[what]
        return tuple(range(len(types))), f"as {name} enters, choose a " \
            f"{what.replace('_', ' ')}: " + ", ".join(f"{i}={t}" for i, t in enumerate(types))
    if what == "odd_even":  # 702.16a
        return (0, 1), f"as {name} enters, choose odd or even (0: odd, 1: even)"
    if what.startswith(card_type_choice.PREFIX):  # 205.2a
        return card_type_choice.options(what, name)
    if what == TWO_PLAYERS:
        return tuple(player_ref(p) for p in state.apnap()), f"as {name} enters, choose two players"
    if what.startswith(CARD_NAME):  # 201.2: the names rules/card_names.py offers
        names = name_options(state, what[len(CARD_NAME):])
        return tuple(range(len(names))), f"as {name} enters, choose a card name"
    return None


def chosen(what: str, picked: tuple[int, ...], state: GameState | None = None
           ) -> tuple[str, str] | None:
    """What is kept on the permanent for the answer `picked`: (key, value), or None for
    another choice."""
    if what in LAND_TYPE_CHOICES:
        return what, LAND_TYPE_CHOICES[what][picked[0]]
    if what == "odd_even":
        return what, ODD_EVEN[picked[0]]
    if what.startswith(card_type_choice.PREFIX):
        return card_type_choice.KEY, card_type_choice.value(what, picked[0])
    if what == TWO_PLAYERS:  # ("0,1": the players' indexes)
        return what, ",".join(str(ref_player(v)) for v in picked)
    if what.startswith(CARD_NAME) and state is not None:  # ("name", the name: card_names.py)
        return "name", name_options(state, what[len(CARD_NAME):])[picked[0]]
    return None
