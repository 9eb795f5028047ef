"""Issue 10's leftovers (session 9): replacement and prevention rules (614, 615) with the real
cards whose wording needs them, each with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 615.13: Selfless Squire


def test_615_13_selfless_squire_compiled(real_db: CardDatabase) -> None:
    """615.13: Selfless Squire read from its Oracle text. It enters (flash) in B's declare
    attackers step: its shield prevents all damage to A this turn. Two Grizzly Bears' combat
    damage is prevented at once (510.2): one trigger, 4 counters; B's Lightning Bolt at A
    afterwards is another application: 3 more. The Squire ends 8/8, A at 20."""
    _compiled(real_db, "Selfless Squire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Selfless Squire")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.attack(2, "B", "Grizzly Bears#1")
    s.attack(2, "B", "Grizzly Bears#2")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Selfless Squire")
    s.check(2, Step.END_COMBAT, lambda sc: sc.assert_counter_count(
        "A", "Selfless Squire", "+1/+1", 4))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_power_toughness("A", "Selfless Squire", 8, 8)


def test_615_13_squire_damage_to_a_creature_is_not_to_you(real_db: CardDatabase) -> None:
    """615.13: "dealt to you" only: B's Lightning Bolt at the Squire itself isn't prevented by
    its shield (it protects A), so the 1/1 Squire dies; no trigger, no counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Selfless Squire")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Selfless Squire")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Selfless Squire"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Selfless Squire", 0)
    s.assert_graveyard_count("A", "Selfless Squire", 1)


# ------------------------------------------------------------------ 615.11: each creature


def test_615_11_shields_for_each_creature_there_as_it_resolves(real_db: CardDatabase) -> None:
    """615.11: Kitsune Palliator's "Prevent the next 1 damage that would be dealt to each
    creature and each player this turn" makes a shield for each creature and player there as
    it resolves. A activates it, then casts Raging Goblin (no shield: it wasn't there). A's
    Pyroclasm (2 damage to each creature): the Bears keep 1 damage, the Palliator (0/2) 1, the
    Goblin dies. Two Lightning Bolts at B: 2 then 3 (the shield is used up): B at 15."""
    _compiled(real_db, "Kitsune Palliator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitsune Palliator")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Raging Goblin")
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Prevent")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Grizzly Bears", 1)
    s.assert_damage("Kitsune Palliator", 1)
    s.assert_permanent_count("A", "Raging Goblin", 0)
    s.assert_graveyard_count("A", "Raging Goblin", 1)
    s.assert_life("B", 15)
    s.assert_life("A", 20)


def test_615_11_samite_censer_bearer_only_your_creatures(real_db: CardDatabase) -> None:
    """615.11: Samite Censer-Bearer ("{W}, Sacrifice ~: Prevent the next 1 damage that would be
    dealt to each creature you control this turn"): the shields are on A's Grizzly Bears only
    (the Censer-Bearer was sacrificed to pay, 601.2h); B's Pyroclasm kills B's Bears and
    leaves A's with 1 damage."""
    _compiled(real_db, "Samite Censer-Bearer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Samite Censer-Bearer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Pyroclasm")
    s.activate_ability(2, Step.UPKEEP, "A", "{W}, Sacrifice")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Pyroclasm")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Samite Censer-Bearer", 1)


# ------------------------------------------------------------------ 601.2b: a cast by an effect


def _cascade_into(db: CardDatabase, spell: str, *, bears: bool, hand: tuple[str, ...] = (),
                  extra_lands: int = 0, choice: str | None = None) -> Scenario:
    s = Scenario(cards=db)
    for land in ("Mountain", "Mountain", "Forest", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    if extra_lands:
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", extra_lands)
    if bears:
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    for h in hand:
        s.add_card(Zone.HAND, "A", h)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Bloodbraid Elf")
    s.add_card(Zone.LIBRARY, "A", spell)
    s.add_target("A", "Serra Angel")  # the cascaded spell's target (601.2c)
    if choice is not None:
        s.set_choice("A", choice)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodbraid Elf")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_601_2b_either_or_cost_of_a_cascaded_spell_one_payable(real_db: CardDatabase) -> None:
    """118.9, 601.2b, 601.2h: Bone Shards cascaded into (702.85a) with Grizzly Bears and no
    other card in hand: only "sacrifice a creature" can be paid, so it is announced without a
    question; the Bears are sacrificed and Serra Angel destroyed."""
    s = _cascade_into(real_db, "Bone Shards", bears=True)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Bone Shards", 1)
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_permanent_count("A", "Bloodbraid Elf", 1)


def test_601_2b_either_or_cost_of_a_cascaded_spell_announced(real_db: CardDatabase) -> None:
    """601.2b: with the Bears and a Mountain in hand both options can be paid: A is asked
    (a `game.pending` decision) and announces "Discard a card": the Mountain is discarded,
    the Bears stay, the Angel is destroyed."""
    s = _cascade_into(real_db, "Bone Shards", bears=True, hand=("Mountain",),
                      choice="Discard a card")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Mountain", 1)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("B", "Serra Angel", 1)


def test_601_2f_mana_option_of_a_cascaded_spell_is_paid(real_db: CardDatabase) -> None:
    """601.2f-h: Lightning Axe ("discard a card or pay {5}") cascaded into with an empty hand
    and five more Mountains: the only option A can pay is {5}; the spell's total cost is that
    mana alone (118.9: without paying its mana cost); all nine lands end tapped and the Axe
    deals 5 damage to Serra Angel."""
    s = _cascade_into(real_db, "Lightning Axe", bears=False, extra_lands=5)
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_graveyard_count("A", "Lightning Axe", 1)
    assert sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped) == 9


def test_601_2h_mana_option_unpaid_leaves_the_card(real_db: CardDatabase) -> None:
    """601.2h, 118.3: Lightning Axe cascaded into with an empty hand and no spare mana: no
    option can be paid, it isn't cast and goes to the bottom (702.85a); the Angel lives."""
    s = _cascade_into(real_db, "Lightning Axe", bears=False)
    s.assert_permanent_count("B", "Serra Angel", 1)
    s.assert_graveyard_count("A", "Lightning Axe", 0)


# ------------------------------------------------------------------ 614.11b: draw and reveal it


def _seer(db: CardDatabase, top: str, *, imp: bool = False, dredge: bool = False) -> Scenario:
    _compiled(db, "Fa'adiyah Seer")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fa'adiyah Seer")
    s.add_card(Zone.LIBRARY, "A", top)
    if imp:
        s.add_card(Zone.GRAVEYARD, "A", "Stinkweed Imp")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw a card and reveal it")
    if imp:
        s.set_choice("A", "Stinkweed Imp" if dredge else "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_701_16a_faadiyah_seer_discards_a_nonland(real_db: CardDatabase) -> None:
    """Fa'adiyah Seer ("{T}: Draw a card and reveal it. If it isn't a land card, discard
    it."): drawing Grizzly Bears, A reveals and discards it (hand 0, graveyard 1); drawing a
    Forest, A keeps it (hand 1)."""
    s = _seer(real_db, "Grizzly Bears")
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    assert any(ev[0] == "reveal" and ev[3] == "Grizzly Bears" for ev in s.state.log)
    s = _seer(real_db, "Forest")
    s.assert_hand_count("A", 1, "Forest")
    s.assert_graveyard_count("A", "Forest", 0)


def test_614_11b_a_replaced_draw_gets_no_additional_action(real_db: CardDatabase) -> None:
    """614.11b: the Seer's draw is replaced by Stinkweed Imp's dredge 5 (702.52a): the Imp
    returns to A's hand and is not revealed or discarded though it isn't a land (it wasn't
    drawn); the top five cards (the Bears and four Wastes) are milled. Declining the dredge,
    A draws the Bears and discards it."""
    s = _seer(real_db, "Grizzly Bears", imp=True, dredge=True)
    s.assert_hand_count("A", 1, "Stinkweed Imp")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Wastes", 4)
    s.assert_library_count("A", 16)
    assert not any(ev[0] == "reveal" for ev in s.state.log)
    s = _seer(real_db, "Grizzly Bears", imp=True, dredge=False)
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Stinkweed Imp", 1)
    s.assert_library_count("A", 20)


# ------------------------------------------------------------------ 614.12b: anchor words


def _siege(db: CardDatabase, word: str) -> Scenario:
    _compiled(db, "Palace Siege")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Palace Siege")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.set_choice("A", word)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Palace Siege")
    s.stop_at(3, Step.DRAW)
    s.execute()
    return s


def test_614_12b_anchor_word_khans(real_db: CardDatabase) -> None:
    """614.12b: Palace Siege enters with Khans chosen: in A's turn-3 upkeep only its Khans
    ability triggers ("return target creature card from your graveyard to your hand"): Grizzly
    Bears returns; the Dragons ability doesn't exist (A and B stay at 20)."""
    s = _siege(real_db, "Khans")
    assert dict(s.state.objects[s._one_permanent("Palace Siege")].chosen)["anchor"] == "Khans"
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_life("A", 20)
    s.assert_life("B", 20)


def test_614_12b_anchor_word_dragons(real_db: CardDatabase) -> None:
    """614.12b: with Dragons chosen only the Dragons ability triggers in A's turn-3 upkeep:
    B loses 2 life, A gains 2 (22 / 18); the Bears stay in the graveyard (no target asked)."""
    s = _siege(real_db, "Dragons")
    s.assert_life("A", 22)
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 0)
