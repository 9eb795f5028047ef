"""106.6: mana with an additional effect on the spell it is spent on: Cavern of Souls ("Spend
this mana only to cast a creature spell of the chosen type, and that spell can't be
countered."; rules/spend.makes_uncounterable, 101.2). Real cards of the shared MTGJSON file
(skipped without it), exact figures."""

from __future__ import annotations

from mtg_engine.actions import ActivateAbility, CastSpell, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _cavern_main(real_db: CardDatabase, *hand: str, forest: bool = True) -> Scenario:
    """A plays Cavern of Souls naming Elf on turn 1 and has `hand`; B has Counterspell and
    two Islands; stopped at A's turn-3 precombat main phase, A to act."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Cavern of Souls")
    if forest:
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.set_choice("A", "Elf")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Cavern of Souls")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()  # (to A's priority in that step)
    return s


def _card(s: Scenario, player: int, name: str) -> int:
    st = s.state
    return next(c for c in [*st.players[player].hand, *st.battlefield]
                if st.objects[c].card.name == name)


def _countered(s: Scenario, name: str, cavern_mana: bool) -> None:
    """A casts `name` ({G}) with the Cavern's green mana (or the Forest's); B counters it."""
    g, st = s.game, s.state
    if cavern_mana:
        g.apply(ActivateAbility(_card(s, 0, "Cavern of Souls"), 1, x=4))  # green (WUBRG 4)
    else:
        g.apply(ActivateAbility(_card(s, 0, "Forest"), 0))
    g.apply(CastSpell(_card(s, 0, name)))
    spell = st.stack[-1]
    g.apply(PassPriority())
    g.apply(CastSpell(_card(s, 1, "Counterspell"), targets=(spell,)))
    while st.stack:
        g.apply(PassPriority())


def test_106_6_cavern_of_souls_elf_cant_be_countered(real_db: CardDatabase) -> None:
    """Cavern of Souls naming Elf: Llanowar Elves cast with its green mana can't be countered
    (101.2): B's Counterspell resolves and does nothing, the Elves enter. Cast with the
    Forest's mana, Elvish Mystic is countered."""
    assert real_db.compiled("Cavern of Souls").supported
    s = _cavern_main(real_db, "Llanowar Elves")
    _countered(s, "Llanowar Elves", cavern_mana=True)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_graveyard_count("B", "Counterspell", 1)
    s = _cavern_main(real_db, "Elvish Mystic")
    _countered(s, "Elvish Mystic", cavern_mana=False)
    s.assert_graveyard_count("A", "Elvish Mystic", 1)


def test_106_6_cavern_of_souls_mana_only_for_the_chosen_type(real_db: CardDatabase) -> None:
    """The Cavern's coloured mana can't pay for a creature of another type: with it in the
    pool, Young Wolf (a Wolf, {G}) can't be cast; Llanowar Elves can."""
    s = _cavern_main(real_db, "Young Wolf", "Llanowar Elves", forest=False)
    s.game.apply(ActivateAbility(_card(s, 0, "Cavern of Souls"), 1, x=4))
    s.assert_playable("A", "Young Wolf", False)
    s.assert_playable("A", "Llanowar Elves", True)
