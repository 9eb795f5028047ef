"""Plane, phenomenon and scheme cards for the Planechase and Archenemy tests, compiled from
their Oracle text by the Oracle compiler (which must support them), with the built-in cards.
No dependency on ../shared: these tests always run."""

from __future__ import annotations

from functools import cache

import yaml

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.mtgjson import parse_atomic
from mtg_engine.cards.oracle import compile_card
from tests.cards.conftest import face

# name -> (type line, Oracle text)
PLANES = {
    "Krosa": ("Plane — Dominaria", "All creatures get +2/+2.\nWhenever you roll {CHAOS}, you "
              "may add {W}{U}{B}{R}{G}."),
    "Panopticon": ("Plane — Mirrodin", "When you planeswalk to Panopticon, draw a card.\nAt "
                   "the beginning of your draw step, draw an additional card.\nWhenever you "
                   "roll {CHAOS}, draw a card."),
    "Naar Isle": ("Plane — Wildfire", "At the beginning of your upkeep, put a flame counter on "
                  "Naar Isle, then Naar Isle deals damage to you equal to the number of flame "
                  "counters on it.\nWhenever you roll {CHAOS}, Naar Isle deals 3 damage to "
                  "target player or planeswalker."),
    "Lethe Lake": ("Plane — Arkhos", "At the beginning of your upkeep, mill ten cards.\n"
                   "Whenever you roll {CHAOS}, target player mills ten cards."),
    "Gavony": ("Plane — Innistrad", "All creatures have vigilance.\nWhenever you roll {CHAOS}, "
               "creatures you control gain indestructible until end of turn."),
    "Feeding Grounds": ("Plane — Muraganda", "Red spells cost {1} less to cast.\nGreen spells "
                        "cost {1} less to cast.\nWhenever you roll {CHAOS}, put X +1/+1 counters "
                        "on target creature, where X is that creature's mana value."),
    "Llanowar": ("Plane — Dominaria", "All creatures have \"{T}: Add {G}{G}.\"\nWhenever you "
                 "roll {CHAOS}, untap all creatures you control."),
    "Tazeem": ("Plane — Zendikar", "Creatures can't block.\nWhenever you roll {CHAOS}, draw a "
               "card for each land you control."),
    "Chaotic Aether": ("Phenomenon", "When you encounter Chaotic Aether, each blank roll of the "
                       "planar die is a {CHAOS} roll until a player planeswalks away from a "
                       "plane. (Then planeswalk away from this phenomenon.)"),
    "Mutual Epiphany": ("Phenomenon", "When you encounter Mutual Epiphany, each player draws "
                        "four cards. (Then planeswalk away from this phenomenon.)"),
}
SCHEMES = {
    "Look Skyward and Despair": ("Scheme", "When you set this scheme in motion, create a 5/5 "
                                 "red Dragon creature token with flying."),
    "Know Naught but Fire": ("Scheme", "When you set this scheme in motion, it deals damage to "
                             "each opponent equal to the number of cards in that player's "
                             "hand."),
    "The Very Soil Shall Shake": ("Ongoing Scheme", "(An ongoing scheme remains face up until "
                                  "it's abandoned.)\nCreatures you control get +2/+2 and have "
                                  "trample.\nWhen a creature you control dies, abandon this "
                                  "scheme."),
    "Roots of All Evil": ("Scheme", "When you set this scheme in motion, create five 1/1 green "
                          "Saproling creature tokens."),
}


@cache
def command_cards() -> CardDatabase:
    """The built-in cards and the cards above."""
    db = CardDatabase.builtin()
    compiled: list[dict[str, object]] = []
    tokens: dict[str, object] = {}
    for name, (type_line, text) in {**PLANES, **SCHEMES}.items():
        layout = "scheme" if "Scheme" in type_line else "planar"
        left = type_line.partition(" — ")[0].split()
        supers = [w for w in left if w == "Ongoing"]
        types = [w for w in left if w != "Ongoing"]
        atomic = parse_atomic({name: [face(name, type_line, text=text, layout=layout,
                                           supertypes=supers, types=types)]})
        done = compile_card(atomic[name])
        assert done.supported, (name, [str(r) for r in done.reasons])
        compiled.append(done.dsl)  # type: ignore[arg-type]
        for t in done.tokens:
            tokens[t.get("key", t["name"])] = t
    db.load_file("command_cards.yaml", text=yaml.safe_dump(
        {"cards": compiled, "tokens": list(tokens.values())}))
    for name in {str(t["name"]) for t in tokens.values()}:  # (also by its key, 111.3)
        db.register_token(db.token(name))
    return db
