"""Characteristic-defining abilities of power and toughness printed "N+*" and "*/N+*"
(208.2a, 604.3, layer 7a; issue 11), and the number of card types among cards in graveyards
(205.2a): Tarmogoyf, Lhurgoyf, Allosaurus Rider, An-Havva Constable, played with real cards
and exact figures (skipped without the shared MTGJSON file). cards/oracle/cda_amounts.py,
cards/oracle/card_types_amount.py, rules/cda_amounts.py."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_205_2a_tarmogoyf_survives_lightning_bolt_that_adds_an_instant_to_a_graveyard(
        real_db: CardDatabase) -> None:
    """Graveyards: Grizzly Bears (creature) and Island (land): Tarmogoyf is 2/3. Lightning Bolt
    deals 3 damage to it; as the Bolt resolves it goes to A's graveyard (608.2n): three card
    types, so it is 3/4 with 3 damage when state-based actions are checked (704.3) and lives.
    A second Bolt: still three types (instant counted once): 3/4 with 6 damage, it dies."""
    _compiled(real_db, "Tarmogoyf")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Tarmogoyf")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("B", "Tarmogoyf", 2, 3))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Tarmogoyf"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("B", "Tarmogoyf", 3, 4), sc.assert_damage("Tarmogoyf", 3)))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["Tarmogoyf"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Tarmogoyf", 1)


def test_604_3_lhurgoyf_counts_creature_cards_in_all_graveyards_in_every_zone(
        real_db: CardDatabase) -> None:
    """Creature cards in graveyards: Grizzly Bears (A), Hill Giant and a second Lhurgoyf (B):
    Lhurgoyf on the battlefield is 3/4 ("*/1+*": its toughness that number plus 1), and so
    is the one in B's graveyard (604.3: the CDA works there, counting itself). Shock kills B's
    Grizzly Bears: four creature cards, 4/5 in both zones; a saved game gives the same."""
    _compiled(real_db, "Lhurgoyf")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lhurgoyf")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Lhurgoyf")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")

    def both(n: int) -> Callable[[Scenario], None]:
        def check(sc: Scenario) -> None:
            st = sc.game.state
            for oid in (o.id for o in st.objects.values() if o.card.name == "Lhurgoyf"):
                got = characteristics(st, oid)
                assert (got.power, got.toughness) == (n, n + 1), (st.objects[oid].zone, got)
        return check

    s.check(1, Step.UPKEEP, both(3))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears@B"])
    s.check(1, Step.BEGIN_COMBAT, both(4))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Lhurgoyf", 4, 5)
    g2 = Game.from_json(s.game.to_json(), s.game.state.db)
    oid = next(o for o in g2.state.battlefield if g2.state.objects[o].card.name == "Lhurgoyf")
    assert characteristics(g2.state, oid).toughness == 5


def test_208_2a_allosaurus_rider_is_1_plus_the_lands_its_controller_controls(
        real_db: CardDatabase) -> None:
    """Allosaurus Rider ("1+*/1+*": each equal to 1 plus the number of lands you control) with
    three lands is 4/4; A plays a fourth: 5/5. An-Havva Constable (2/1+*: toughness 1 plus
    the number of green creatures on the battlefield, itself and the Rider): 2/3."""
    _compiled(real_db, "Allosaurus Rider", "An-Havva Constable")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Allosaurus Rider")
    s.add_card(Zone.BATTLEFIELD, "B", "An-Havva Constable")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Forest")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Allosaurus Rider", 4, 4))
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Allosaurus Rider", 5, 5)
    s.assert_power_toughness("B", "An-Havva Constable", 2, 3)


def test_205_2a_lucid_dreams_draws_one_card_per_card_type_in_its_graveyard(
        real_db: CardDatabase) -> None:
    """A's graveyard: Grizzly Bears (creature), Island (land), Seat of the Synod (artifact
    land): three card types, each counted once. Lucid Dreams draws 3 (it is still on the stack
    as the count is made, 608.2h: the sorcery itself isn't counted); B's graveyard
    (Lightning Bolt) isn't A's."""
    _compiled(real_db, "Lucid Dreams")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Island")
    s.add_card(Zone.GRAVEYARD, "A", "Seat of the Synod")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Lucid Dreams")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lucid Dreams")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 3)


def test_107_1_mwonvuli_ooze_is_1_plus_twice_its_age_counters(real_db: CardDatabase) -> None:
    """Mwonvuli Ooze ("1+*/1+*": each equal to 1 plus twice the number of age counters on it)
    with two age counters is 5/5; its cumulative upkeep (A pays {2}{2}{2}) adds a third: 7/7."""
    _compiled(real_db, "Mwonvuli Ooze")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mwonvuli Ooze", counters={"age": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.check(1, Step.UNTAP, lambda sc: sc.assert_power_toughness("A", "Mwonvuli Ooze", 5, 5))
    s.set_choice("A", "yes")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_power_toughness("A", "Mwonvuli Ooze", 7, 7)
