"""Variable amounts of session 17, compiled from the real Oracle texts: characteristic-defining
abilities reading mana values (604.3, 202.3: Ancient Ooze's "the total mana value of other
creatures you control", Dodgy Jalopy's "the highest mana value among creatures you
control"), each working in every zone and read as the battlefield changes; the cards exiled
with an object (607.2a: Unlicensed Hearse); the instant and sorcery cards a player owns in
exile and in their graveyard (406.1: Crackling Drake, Beacon Bolt)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def _pt_in(sc: Scenario, player: int, zone: str, name: str) -> tuple[int, int]:
    st = sc.game.state
    oid = next(c for c in getattr(st.players[player], zone) if st.objects[c].card.name == name)
    ch = characteristics(st, oid)
    return ch.power, ch.toughness


def _pt(sc: Scenario, name: str) -> tuple[int, int]:
    st = sc.game.state
    oid = next(c for c in st.battlefield if st.objects[c].card.name == name)
    ch = characteristics(st, oid)
    return ch.power, ch.toughness


def test_604_3_ancient_ooze_totals_the_mana_values_of_other_creatures(
        real_db: CardDatabase) -> None:
    """A controls Grizzly Bears (mana value 2) and Hill Giant (4): Ancient Ooze in A's hand is
    6/6 (604.3: its CDA works there, and every creature A controls is "other"). Cast, it is
    6/6 (not counting itself, 7). B's Lightning Bolt kills the Bears: 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Ancient Ooze")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(1, Step.UPKEEP, lambda sc: _check(_pt_in(sc, 0, "hand", "Ancient Ooze"), (6, 6)))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ancient Ooze")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: _check(_pt(sc, "Ancient Ooze"), (6, 6)))
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    assert _pt(s, "Ancient Ooze") == (4, 4)


def test_604_3_dodgy_jalopy_power_is_the_highest_mana_value(real_db: CardDatabase) -> None:
    """Dodgy Jalopy (*/5) with Grizzly Bears (2) and Hill Giant (4) under A's control: 4/5,
    a Vehicle's power even while it isn't a creature. B's Lightning Bolt kills Hill Giant:
    2/5. In A's graveyard another Jalopy reads A's creatures too: 2/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dodgy Jalopy")
    s.add_card(Zone.GRAVEYARD, "A", "Dodgy Jalopy")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(1, Step.UPKEEP, lambda sc: _check(_pt(sc, "Dodgy Jalopy"), (4, 5)))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _pt(s, "Dodgy Jalopy") == (2, 5)
    assert _pt_in(s, 0, "graveyard", "Dodgy Jalopy") == (2, 5)


def _check(got: tuple[int, int], want: tuple[int, int]) -> None:
    assert got == want


def test_607_2a_unlicensed_hearse_counts_the_cards_exiled_with_it(real_db: CardDatabase) -> None:
    """Unlicensed Hearse (*/*) taps to exile Grizzly Bears and Lightning Bolt from B's
    graveyard: 2/2 (604.3: the cards exiled with it, 607.2a). The next turn it exiles Shock:
    3/3. A Hearse in A's hand has exiled nothing: 0/0 (400.7: a new object). A saved game
    gives the same figure."""
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Unlicensed Hearse")
    s.add_card(Zone.HAND, "A", "Unlicensed Hearse")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "B", "Shock")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Exile up to two target cards",
                       targets=["Grizzly Bears", "Lightning Bolt"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: _check(_pt(sc, "Unlicensed Hearse"), (2, 2)))
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: _check(_pt_in(sc, 0, "hand", "Unlicensed Hearse"), (0, 0)))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Exile up to two target cards",
                       targets=["Shock"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    assert _pt(s, "Unlicensed Hearse") == (3, 3)
    g2 = Game.from_json(s.game.to_json(), s.game.state.db)
    oid = next(o for o in g2.state.battlefield
               if g2.state.objects[o].card.name == "Unlicensed Hearse")
    assert characteristics(g2.state, oid).power == 3


def test_406_1_crackling_drake_counts_instants_and_sorceries_owned_in_exile_and_graveyard(
        real_db: CardDatabase) -> None:
    """A's graveyard holds Shock and Opt, exile A's Lightning Bolt and B's Shock: Crackling
    Drake (*/4) is 3/4 (B's exiled card isn't A's). A casts Lightning Bolt at B from hand:
    once it is in A's graveyard, 4/4; not while it is on the stack."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crackling Drake")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Opt")
    s.add_card(Zone.EXILE, "A", "Lightning Bolt")
    s.add_card(Zone.EXILE, "B", "Shock")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Crackling Drake", 3, 4))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Crackling Drake", 4, 4)


def test_608_2h_beacon_bolt_counts_as_it_resolves(real_db: CardDatabase) -> None:
    """A casts Beacon Bolt at Craw Wurm (6/4) with Shock in A's graveyard and Opt in exile (2
    as it is cast), then Opt in response: as Beacon Bolt resolves, Shock, the resolved Opt and
    the exiled Opt count (608.2h), 3 damage; Beacon Bolt itself, on the stack, doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Beacon Bolt")
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.EXILE, "A", "Opt")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Beacon Bolt", targets=["Craw Wurm"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Opt", responding_to="Beacon Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Craw Wurm", 3)
    s.assert_graveyard_count("A", "Beacon Bolt", 1)


def test_701_8a_dream_salvage_counts_the_cards_the_opponent_discarded(
        real_db: CardDatabase) -> None:
    """A's Mind Rot makes B discard two cards; A's Dream Salvage (target B) then draws 2 (the
    cards B discarded this turn, 701.8a), not counting A's own discards (Change of Fortune
    isn't cast); A's hand: 2 drawn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "A", "Dream Salvage")
    s.add_card(Zone.HAND, "B", "Island", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dream Salvage", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1)
    s.assert_hand_count("A", 2)


def test_701_8a_change_of_fortune_and_dihadas_ploy_count_your_discards(
        real_db: CardDatabase) -> None:
    """A casts Dihada's Ploy (draw two, discard one: 1 card discarded this turn, gain 1 life),
    then Change of Fortune with two cards in hand (the Ploy's draws): it discards them and
    draws 3 (the 2 and the Ploy's 1, 701.8a: every card A discarded this turn)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 1)
    s.add_card(Zone.HAND, "A", "Dihada's Ploy")
    s.add_card(Zone.HAND, "A", "Change of Fortune")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dihada's Ploy")
    s.set_choice("A", "Grizzly Bears")  # (the Ploy's discard)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Change of Fortune")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 21)
    s.assert_graveyard_count("A", None, 5)  # Ploy, its discard, Fortune, its 2 discards
    s.assert_hand_count("A", 3)


def test_700_4_lilianas_standard_bearer_counts_your_creatures_that_died(
        real_db: CardDatabase) -> None:
    """B's Lightning Bolt kills A's Grizzly Bears, A's own Shock kills B's Llanowar Elves:
    A flashes in Liliana's Standard Bearer and draws 1 (creatures that died under A's control
    this turn, 700.4; B's doesn't count)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Liliana's Standard Bearer")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.UPKEEP, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.DRAW, "A", "Shock", targets=["Llanowar Elves"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Liliana's Standard Bearer")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1)


def test_608_2h_cinder_cloud_deals_the_destroyed_white_creatures_power(
        real_db: CardDatabase) -> None:
    """Cinder Cloud destroys B's Serra Angel (white, 4/4, pumped to 7/7 by Giant Growth in
    response): it deals 7 to B, the power the Angel last had (608.2h). On a Grizzly Bears
    (green) it deals nothing (the "if a white creature dies this way")."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 10)
    s.add_card(Zone.HAND, "A", "Cinder Cloud", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cinder Cloud", targets=["Serra Angel"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Serra Angel"],
                 responding_to="Cinder Cloud")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("B", 13))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Cinder Cloud", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Serra Angel", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_life("B", 13)


def test_608_2h_viashino_heretic_deals_the_destroyed_artifacts_mana_value(
        real_db: CardDatabase) -> None:
    """Viashino Heretic destroys B's Icy Manipulator (mana value 4): 4 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Viashino Heretic")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Icy Manipulator")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}, {T}:", targets=["Icy Manipulator"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Icy Manipulator", 0)
    s.assert_life("B", 16)


def test_108_4_flunk_counts_the_targets_controllers_hand(real_db: CardDatabase) -> None:
    """Flunk on B's Craw Wurm (6/4) with five cards in B's hand: X is 7 minus 5, -2/-2: 4/2
    (the hand of that creature's controller, 108.4; A's own hand is empty)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Flunk")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "B", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flunk", targets=["Craw Wurm"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Craw Wurm", 4, 2)


def test_108_4_weight_of_spires_counts_the_controllers_nonbasic_lands(
        real_db: CardDatabase) -> None:
    """Weight of Spires on B's Craw Wurm: B controls two nonbasic lands (and a Forest), A
    three: 2 damage (the lands of that creature's controller, 108.4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Ancient Tomb", 3)
    s.add_card(Zone.HAND, "A", "Weight of Spires")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Ancient Tomb", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Weight of Spires", targets=["Craw Wurm"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Craw Wurm", 2)


def test_701_8_tormented_thoughts_discards_the_sacrificed_creatures_power(
        real_db: CardDatabase) -> None:
    """A sacrifices Hill Giant (power 3) to cast Tormented Thoughts on B, who holds four
    cards: B discards three (608.2h: the sacrificed creature's power as it last existed)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Tormented Thoughts")
    s.add_card(Zone.HAND, "B", "Island", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tormented Thoughts", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_hand_count("B", 1)


def test_202_3_metalwork_colossus_costs_less_by_the_total_mana_value(
        real_db: CardDatabase) -> None:
    """Metalwork Colossus ({11}) with Millstone (2) and Icy Manipulator (4) under A's control,
    and Ornithopter (a creature: not counted): it costs {5}, and five Wastes cast it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Millstone")
    s.add_card(Zone.BATTLEFIELD, "A", "Icy Manipulator")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Metalwork Colossus")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Metalwork Colossus")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Metalwork Colossus", 1)
    s.assert_tapped("Millstone", False)


def test_205_3m_coat_of_arms_counts_the_creatures_sharing_a_type_with_each(
        real_db: CardDatabase) -> None:
    """Coat of Arms with two Raging Goblins and Changeling Outcast (every creature type,
    702.73a) for A, Grizzly Bears and Runeclaw Bear for B: each Goblin shares a type with the
    other Goblin and the Outcast, 3/3; the Outcast with all four, 5/5; each Bear with the other
    Bear and the Outcast, 4/4 (613.4c: counted for each creature the effect applies to)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Coat of Arms")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Changeling Outcast")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Raging Goblin", 3, 3)
    s.assert_power_toughness("A", "Changeling Outcast", 5, 5)
    s.assert_power_toughness("B", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("B", "Runeclaw Bear", 4, 4)


def test_205_3m_alpha_status_counts_other_creatures_sharing_a_type(
        real_db: CardDatabase) -> None:
    """Alpha Status on Grizzly Bears (2/2): Runeclaw Bear and Changeling Outcast share a
    creature type with it, Raging Goblin doesn't: +4/+4, 6/6. B's Lightning Bolt kills the
    Runeclaw Bear: 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Alpha Status")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Changeling Outcast")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alpha Status", targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 6, 6))
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Lightning Bolt", targets=["Runeclaw Bear"])
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_608_2h_morgue_burst_deals_the_returned_cards_power(real_db: CardDatabase) -> None:
    """Morgue Burst returns Hill Giant (3/3) from A's graveyard to A's hand and deals 3 to B
    (the power of the card returned this way, as it last existed in the graveyard, 608.2h)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Morgue Burst")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Morgue Burst", targets=["Hill Giant", "B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_life("B", 17)


def test_604_3_morgue_burst_reads_a_cdas_power_in_the_graveyard(real_db: CardDatabase) -> None:
    """Nightmare (*/* the Swamps its controller controls, 604.3: in a graveyard, its owner's)
    returned by Morgue Burst with A controlling three Swamps: 3 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Nightmare")
    s.add_card(Zone.HAND, "A", "Morgue Burst")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Morgue Burst", targets=["Nightmare", "B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Nightmare")
    s.assert_life("B", 17)


def test_608_2h_rotfeaster_maggot_gains_the_exiled_cards_toughness(
        real_db: CardDatabase) -> None:
    """Rotfeaster Maggot enters and exiles Craw Wurm (6/4) from B's graveyard: A gains 4
    (its toughness as it last existed in the graveyard)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Rotfeaster Maggot")
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rotfeaster Maggot")
    s.set_choice("A", "Craw Wurm")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Craw Wurm", 1)
    s.assert_life("A", 24)


def test_120_1_solar_blaze_each_creature_deals_its_power_to_itself(
        real_db: CardDatabase) -> None:
    """Solar Blaze: Hill Giant (3/3) and Craw Wurm (6/4) are dealt damage equal to their power
    and die; Horned Turtle (1/4) is dealt 1 and lives; Wall of Stone (0/8) deals none (120.8)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Solar Blaze")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Horned Turtle")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Stone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Solar Blaze")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_permanent_count("B", "Craw Wurm", 0)
    s.assert_damage("Horned Turtle", 1)
    s.assert_damage("Wall of Stone", 0)


def test_613_4c_ancestral_mask_counts_other_enchantments(real_db: CardDatabase) -> None:
    """Ancestral Mask on Grizzly Bears with a Glorious Anthem for each player: two other
    enchantments (not the Mask itself), +4/+4; with A's Anthem's +1/+1: 7/7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.HAND, "A", "Ancestral Mask")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ancestral Mask", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 7, 7)


def test_208_1_phthisis_loses_the_destroyed_creatures_power_plus_toughness(
        real_db: CardDatabase) -> None:
    """Phthisis destroys B's Craw Wurm (6/4, pumped to 9/7 by B's Giant Growth in response):
    B loses 16, its power plus its toughness as it last existed (608.2h)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Phthisis")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phthisis", targets=["Craw Wurm"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Craw Wurm"],
                 responding_to="Phthisis")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 0)
    s.assert_life("B", 4)


def test_701_44a_invade_the_city_amasses_the_instants_and_sorceries(
        real_db: CardDatabase) -> None:
    """Invade the City with Shock, Opt and Lightning Bolt in A's graveyard: amass 3, a 0/0
    Zombie Army token with three +1/+1 counters (107.3: X counted as it resolves; the
    resolving sorcery isn't in the graveyard yet)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Invade the City")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Opt")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Invade the City")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Zombie Army Token", 3, 3)


def test_107_14_aetherwind_basker_gets_energy_for_each_creature(real_db: CardDatabase) -> None:
    """Aetherwind Basker enters with Grizzly Bears and Hill Giant under A's control: A gets 3
    energy counters (the Basker itself is a creature A controls: 608.2h, counted as the
    ability resolves)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Aetherwind Basker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aetherwind Basker")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_player_counters("A", "energy", 3)


def test_107_14_peema_aether_seer_gets_the_greatest_power_in_energy(
        real_db: CardDatabase) -> None:
    """Peema Aether-Seer (3/3) enters with Craw Wurm (6/4) under A's control: 6 energy."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Peema Aether-Seer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Peema Aether-Seer")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_player_counters("A", "energy", 6)


def test_111_10_bloodtithe_harvester_counts_twice_the_blood_tokens(
        real_db: CardDatabase) -> None:
    """Bloodtithe Harvester enters and creates a Blood token; two turns later A sacrifices it
    targeting B's Craw Wurm (6/4): -2/-2 (twice the one Blood token A controls, counted as the
    ability resolves: the Harvester, sacrificed, is no token): 4/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Bloodtithe Harvester")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodtithe Harvester")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=["Craw Wurm"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Bloodtithe Harvester", 0)
    s.assert_power_toughness("B", "Craw Wurm", 4, 2)


def test_111_10_bloodvial_purveyor_counts_the_defending_players_blood_tokens(
        real_db: CardDatabase) -> None:
    """B casts two Shocks at A on B's turn: B gets two Blood tokens from Bloodvial Purveyor
    (5/6 flying, trample). On A's turn the Purveyor attacks B: +2/+0, 7 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloodvial Purveyor")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.attack(3, "A", "Bloodvial Purveyor")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 16)
    s.assert_life("B", 13)


def test_205_3m_stoneforge_masterwork_counts_your_creatures_sharing_a_type(
        real_db: CardDatabase) -> None:
    """Stoneforge Masterwork equipped to Grizzly Bears: A's Runeclaw Bear shares a creature
    type with it, A's Raging Goblin and B's Bear (not A's) don't count: +1/+1, 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Stoneforge Masterwork", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    st = s.game.state
    mine = next(o for o in st.battlefield if st.objects[o].card.name == "Grizzly Bears"
                and st.objects[o].controller == 0)
    assert (characteristics(st, mine).power, characteristics(st, mine).toughness) == (3, 3)


def test_119_1_heartless_hidetsugu_halves_each_players_own_life_total(
        real_db: CardDatabase) -> None:
    """Heartless Hidetsugu with A at 20 and B at 15: A is dealt 10, B 7 (half of each
    player's own life total, rounded down: 107.1a, 119.1)."""
    s = Scenario(cards=real_db)
    s.set_life("B", 15)
    s.add_card(Zone.BATTLEFIELD, "A", "Heartless Hidetsugu")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 10)
    s.assert_life("B", 8)


def test_202_3_sudden_insight_draws_for_each_different_mana_value(real_db: CardDatabase) -> None:
    """Sudden Insight with Lightning Bolt, Shock (both 1), Hill Giant (4), Craw Wurm (6) and a
    Forest (a land: not counted) in A's graveyard: three different mana values, 3 cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Sudden Insight")
    for name in ("Lightning Bolt", "Shock", "Hill Giant", "Craw Wurm", "Forest"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sudden Insight")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 3)


def test_208_1_golden_ratio_draws_for_each_different_power(real_db: CardDatabase) -> None:
    """Golden Ratio with Grizzly Bears, Runeclaw Bear (both power 2), Hill Giant (3) and Craw
    Wurm (6) under A's control, B's Serra Angel (4) not counted: three different powers, 3
    cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    for name in ("Grizzly Bears", "Runeclaw Bear", "Hill Giant", "Craw Wurm"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Golden Ratio")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Golden Ratio")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 3)


def test_701_36a_ethereal_investigator_investigates_once_per_opponent(
        real_db: CardDatabase) -> None:
    """In a three-player game Ethereal Investigator enters: investigate twice (107.3: X is
    the number of opponents A has), two Clue tokens."""
    s = Scenario(cards=real_db, players=3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Ethereal Investigator")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ethereal Investigator")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Clue Token", 2)


def test_608_2c_foul_tongue_shriek_gains_the_life_lost_this_way(real_db: CardDatabase) -> None:
    """A attacks with Grizzly Bears and Hill Giant and casts Foul-Tongue Shriek at B: B
    loses 2 (one for each attacking creature A controls) and A gains that much, 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Foul-Tongue Shriek")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.cast_spell(1, Step.DECLARE_ATTACKERS, "A", "Foul-Tongue Shriek", targets=["B"])
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)
