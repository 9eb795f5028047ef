"""Counters, tokens, entering and replacement effects read in session 21 (`counters`), played
with real cards from the shared MTGJSON file (skipped when it is absent). Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules import keyword_abilities
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------ 702.122a, 111.1: a Pilot token crews as though 2 greater


def _pilot(db: CardDatabase) -> Scenario:
    """A: Shorikai, Genesis Engine, an Island, Reckoner Bankbuster (4/4, Crew 3) and Savannah
    Lions (2/1). A activates Shorikai ({1}, {T}: draw two, discard one, create a 1/1 Pilot
    token "This creature crews Vehicles as though its power were 2 greater")."""
    assert_compiled(db, "Shorikai, Genesis Engine", "Reckoner Bankbuster",
                    "Prodigy's Prototype", "Hotshot Mechanic")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shorikai, Genesis Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Reckoner Bankbuster", counters={"charge": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}: Draw two cards")
    return s


def _crew_ids(s: Scenario, *names: str) -> tuple[int, ...]:
    st = s.state
    return tuple(next(o for o in st.battlefield if st.objects[o].card.name == n) for n in names)


def test_702_122a_pilot_token_alone_crews_three(real_db: CardDatabase) -> None:
    """The Pilot (power 1) counts as power 3 for a crew cost: it alone crews Bankbuster
    (Crew 3), which attacks for 4 (B 20 -> 16); Savannah Lions stays untapped."""
    s = _pilot(real_db)
    s.set_choice("A", "Pilot Token")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Crew 3")
    s.attack(1, "A", "Reckoner Bankbuster")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Pilot Token", 1)
    s.assert_power_toughness("A", "Pilot Token", 1, 1)  # its power itself is unchanged
    s.assert_tapped("Pilot Token")
    s.assert_tapped("Savannah Lions", tapped=False)
    s.assert_life("B", 16)


def test_702_122a_bonus_is_the_pilots_only(real_db: CardDatabase) -> None:
    """Savannah Lions (power 2, no such ability) can't crew 3 alone; the Pilot can; Pilot and
    Lions count 3 + 2 = 5 for Crew 6, still too little."""
    s = _pilot(real_db)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    st = s.state
    a = s._player("A")
    bank, = _crew_ids(s, "Reckoner Bankbuster")
    lions, = _crew_ids(s, "Savannah Lions")
    pilot, = _crew_ids(s, "Pilot Token")
    assert keyword_abilities.crew_problem(st, a, bank, 3, (lions,)) is not None
    assert keyword_abilities.crew_problem(st, a, bank, 3, (pilot,)) is None
    assert keyword_abilities.crew_problem(st, a, bank, 5, (pilot, lions)) is None
    assert keyword_abilities.crew_problem(st, a, bank, 6, (pilot, lions)) is not None


# ------------------------------- 111.1, 111.3, 111.4: a named noncreature artifact token


def _ring(db: CardDatabase, night: int) -> Scenario:
    """A's Replicating Ring with `night` night counters; A's turn-1 upkeep trigger: "put a
    night counter on ~. Then if it has eight or more night counters on it, remove all of them
    and create eight colorless snow artifact tokens named Replicated Ring with "{T}: Add one
    mana of any color.""."""
    assert_compiled(db, "Replicating Ring")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Replicating Ring", counters={"night": night})
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_111_4_replicating_ring_eighth_counter_makes_eight_rings(real_db: CardDatabase) -> None:
    """7 -> 8 night counters: all removed, eight Replicated Ring tokens (111.4: that name, not
    "... Token"), each a snow artifact (205.4g) with no creature type (111.3)."""
    s = _ring(real_db, 7)
    s.assert_counter_count("A", "Replicating Ring", "night", 0)
    s.assert_permanent_count("A", "Replicated Ring", 8)
    st = s.state
    tok = next(o for o in st.battlefield if st.objects[o].card.name == "Replicated Ring")
    card = st.objects[tok].card
    assert card.types == ("Artifact",) and card.supertypes == ("Snow",) and not card.subtypes
    s.assert_type("Replicated Ring", "Creature", present=False)


def test_111_4_replicating_ring_seventh_counter_makes_none(real_db: CardDatabase) -> None:
    """6 -> 7 night counters: the "if" fails (608.2c): no token, the counters stay."""
    s = _ring(real_db, 6)
    s.assert_counter_count("A", "Replicating Ring", "night", 7)
    s.assert_permanent_count("A", "Replicated Ring", 0)


def test_111_1_etherium_cell_is_a_sacrificed_mana_source(real_db: CardDatabase) -> None:
    """Tezzeret the Schemer (5 loyalty) +1: an Etherium Cell token, a colorless artifact with
    "{T}, Sacrifice this artifact: Add one mana of any color." (a mana ability, 605.1a);
    activated, it is sacrificed (118.3) and gone (111.7); Tezzeret at 6."""
    assert_compiled(real_db, "Tezzeret the Schemer")
    cell = real_db.token("Etherium Cell")
    [ab] = cell.abilities
    assert ab.is_mana_ability and ab.any_color == 1 and ab.cost.tap and ab.cost.sacrifice_self
    assert cell.types == ("Artifact",) and not cell.subtypes and not cell.colors
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tezzeret the Schemer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+1]")

    def made(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Etherium Cell", 1)
        sc.assert_type("Etherium Cell", "Creature", present=False)

    s.check(1, Step.BEGIN_COMBAT, made)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}, Sacrifice this artifact: Add one "
                       "mana of any color.", source="Etherium Cell", x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Etherium Cell", 0)
    s.assert_counter_count("A", "Tezzeret the Schemer", "loyalty", 6)
