"""Session 10 effects (issue 11): spell, activated and loyalty effects read by the Oracle
compiler, played with real cards and exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.casting import cast_actions
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _by_force(real_db: CardDatabase, targets: list[str], x: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "By Force")
    for name in ("Sol Ring", "Ornithopter", "Mind Stone"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "By Force", targets=targets, x=x)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_601_2c_by_force_destroys_x_target_artifacts(real_db: CardDatabase) -> None:
    """By Force: "Destroy X target artifacts." X is announced (601.2b), then X targets are
    chosen (601.2c): with X=2, Sol Ring and Ornithopter are destroyed, Mind Stone stays; the
    three Mountains of {X}{R} tapped, one left."""
    s = _by_force(real_db, ["Sol Ring", "Ornithopter"], 2)
    s.execute()
    s.assert_graveyard_count("B", "Sol Ring", 1)
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_permanent_count("B", "Mind Stone", 1)
    assert sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped) == 3


def test_601_2c_x_targets_must_be_exactly_x_different_objects(real_db: CardDatabase) -> None:
    """601.2c: X=2 needs two targets, not three nor one; 115.3: one word "target", so the same
    artifact can't be chosen twice. Each is refused and nothing is destroyed."""
    for targets, x in ((["Sol Ring", "Ornithopter", "Mind Stone"], 2), (["Sol Ring"], 2),
                       (["Sol Ring", "Sol Ring"], 2)):
        s = _by_force(real_db, targets, x)
        with pytest.raises(ScenarioError):
            s.execute()
        s.assert_permanent_count("B", "Sol Ring", 1)
        s.assert_permanent_count("B", "Ornithopter", 1)


def test_601_2c_the_legal_casts_choose_x_targets_as_a_set(real_db: CardDatabase) -> None:
    """The legal actions offer By Force with each X the mana pays (4 Mountains: X 0 to 3)
    and, for each X, every set of X of the three artifacts once (115.3: the order of one
    word's targets is no other choice): 1 + 3 + 3 + 1 = 8 casts."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "By Force")
    for name in ("Sol Ring", "Ornithopter", "Mind Stone"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    casts = [a for a in cast_actions(s.state, 0) if isinstance(a, CastSpell)]
    assert sorted((a.x, len(a.targets)) for a in casts) == [
        (0, 0), (1, 1), (1, 1), (1, 1), (2, 2), (2, 2), (2, 2), (3, 3)]
    assert all(len(set(a.targets)) == len(a.targets) for a in casts)


def test_601_2c_meteor_blast_deals_4_damage_to_each_of_x_targets(real_db: CardDatabase) -> None:
    """Meteor Blast: "~ deals 4 damage to each of X targets." X=2: player B (20 -> 16) and
    Hill Giant (3/3, dies); Grizzly Bears, not targeted, is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Meteor Blast")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Meteor Blast", targets=["B", "Hill Giant"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_601_2c_candelabra_of_tawnos_untaps_x_target_lands(real_db: CardDatabase) -> None:
    """Candelabra of Tawnos: "{X}, {T}: Untap X target lands." (602.2b: X announced, then
    its targets, 601.2c). The two Islands are tapped for X=2 and Candelabra for its cost; the
    ability untaps the two tapped Forests."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Candelabra of Tawnos")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2, tapped=True)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}, {T}: Untap",
                       targets=["Forest#1", "Forest#2"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    st = s.state
    tapped = {st.objects[o].card.name: 0 for o in st.battlefield}
    for o in st.battlefield:
        tapped[st.objects[o].card.name] += st.objects[o].tapped
    assert tapped == {"Candelabra of Tawnos": 1, "Island": 2, "Forest": 0}


def test_115_1_simoon_damages_each_creature_target_opponent_controls(
        real_db: CardDatabase) -> None:
    """Simoon: "~ deals 1 damage to each creature target opponent controls." The target is the
    opponent (115.1); the group is the creatures B controls as it resolves: Llanowar Elves
    (1/1) dies, Hill Giant has 1 damage; A's Llanowar Elves is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Simoon")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Simoon", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_damage("Hill Giant", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_life("B", 20)


def test_115_1_primeval_light_destroys_only_the_target_players_enchantments(
        real_db: CardDatabase) -> None:
    """Primeval Light: "Destroy all enchantments target player controls." Targeting B: B's two
    Glorious Anthems are destroyed, A's stays (B's Grizzly Bears, not an enchantment, stays)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.add_card(Zone.HAND, "A", "Primeval Light")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Primeval Light", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Glorious Anthem", 2)
    s.assert_permanent_count("A", "Glorious Anthem", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_608_2c_bad_deal_two_clauses_joined_by_and_in_order(real_db: CardDatabase) -> None:
    """Bad Deal: "You draw two cards and each opponent discards two cards. Each player loses 2
    life." Two clauses of their own subjects done in the order written (608.2c): A's hand
    0 -> 2 (Bad Deal cast), B's 3 -> 1; both players 20 -> 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Bad Deal")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bad Deal")
    s.set_choice("B", "Grizzly Bears")
    s.set_choice("B", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_life("A", 18)
    s.assert_life("B", 18)


def test_208_1_dawn_returns_creature_cards_with_power_2_or_less(real_db: CardDatabase) -> None:
    """Dawn (aftermath, cast from the graveyard): "Return all creature cards with power 2 or
    less from your graveyard to your hand." Grizzly Bears (2) and Llanowar Elves (1) return;
    Hill Giant (3) stays (208.1: the card's power)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Dusk // Dawn")
    for name in ("Grizzly Bears", "Llanowar Elves", "Hill Giant"):
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dawn")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("A", 1, "Llanowar Elves")
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_115_1_radiating_lightning_damages_each_creature_that_player_controls(
        real_db: CardDatabase) -> None:
    """Radiating Lightning: "~ deals 3 damage to target player and 1 damage to each creature
    that player controls." "That player" is the target player (115.1): B 20 -> 17, B's
    Llanowar Elves dies, B's Hill Giant has 1 damage; A's Llanowar Elves is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Radiating Lightning")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Radiating Lightning", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_damage("Hill Giant", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)


def test_603_2_shockmaw_dragon_damages_each_creature_the_damaged_player_controls(
        real_db: CardDatabase) -> None:
    """Shockmaw Dragon (4/4 flying): "Whenever ~ deals combat damage to a player, it deals 1
    damage to each creature that player controls." "That player" is the player the event
    involved (603.2): B 20 -> 16, B's Llanowar Elves dies, B's Hill Giant has 1 damage; A's
    Grizzly Bears (not attacking) is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shockmaw Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(3, "A", "Shockmaw Dragon")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_damage("Hill Giant", 1)
    s.assert_damage("Grizzly Bears", 0)


def test_201_2_maelstrom_pulse_destroys_every_permanent_with_the_targets_name(
        real_db: CardDatabase) -> None:
    """Maelstrom Pulse: "Destroy target nonland permanent and all other permanents with the
    same name as that permanent." Targeting one of B's two Grizzly Bears: both of B's and A's
    own Grizzly Bears are destroyed (201.2: any controller); Hill Giant stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Maelstrom Pulse")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Maelstrom Pulse", targets=["Grizzly Bears@B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_201_2_bile_blight_gives_each_same_named_creature_minus_3(
        real_db: CardDatabase) -> None:
    """Bile Blight: "Target creature and all other creatures with the same name as that
    creature get -3/-3 until end of turn." Targeting a Hill Giant (3/3): both Hill Giants die;
    Craw Wurm (6/4) is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Bile Blight")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bile Blight", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 2)
    s.assert_power_toughness("B", "Craw Wurm", 6, 4)


def test_119_5_blessed_wind_sets_a_life_total_by_gaining_life(real_db: CardDatabase) -> None:
    """Blessed Wind: "Target player's life total becomes 20." A at 7 gains 13 (119.5), which is
    life gained (119.3): Ajani's Pridemate's "whenever you gain life" puts a +1/+1 counter on
    it (2/2 -> 3/3). Cast on B at 25: B loses 5 (20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Ajani's Pridemate")
    s.add_card(Zone.HAND, "A", "Blessed Wind", 2)
    s.set_life("A", 7)
    s.set_life("B", 25)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blessed Wind", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Ajani's Pridemate", "+1/+1", 1)
    s.assert_power_toughness("A", "Ajani's Pridemate", 3, 3)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 9)
    s.add_card(Zone.HAND, "A", "Blessed Wind")
    s.set_life("B", 25)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blessed Wind", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("A", 20)


def test_108_4_flame_wave_on_a_planeswalker_hits_its_controllers_creatures(
        real_db: CardDatabase) -> None:
    """Flame Wave: "~ deals 4 damage to target player or planeswalker and each creature that
    player or that planeswalker's controller controls." Targeting B's Garruk Wildspeaker
    (loyalty 3): it loses 4 loyalty and dies (120.3c, 704.5i), B's Hill Giant (3/3) dies, B's Craw Wurm (6/4)
    dies; B's life stays 20; A's Craw Wurm is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Flame Wave")
    s.add_card(Zone.BATTLEFIELD, "B", "Garruk Wildspeaker")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flame Wave", targets=["Garruk Wildspeaker"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Garruk Wildspeaker", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_damage("Craw Wurm", 0)


def _decompose(real_db: CardDatabase, targets: list[str]) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Decompose")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Llanowar Elves")
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Decompose", targets=targets)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_601_2c_decompose_exiles_up_to_three_cards_from_a_single_graveyard(
        real_db: CardDatabase) -> None:
    """Decompose: "Exile up to three target cards from a single graveyard." Two of B's cards:
    exiled (B's graveyard 3 -> 1); A's Grizzly Bears and B's Craw Wurm stay. A card of A's
    graveyard with one of B's is refused (601.2c: one graveyard), and nothing moves."""
    s = _decompose(real_db, ["Hill Giant", "Llanowar Elves"])
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_exile_count("Llanowar Elves", 1)
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    assert len(s.state.players[1].graveyard) == 1

    s = _decompose(real_db, ["Grizzly Bears", "Hill Giant"])
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert "single graveyard" in str(e.value)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_601_2c_decompose_casts_offered_keep_to_one_graveyard(real_db: CardDatabase) -> None:
    """The legal casts of Decompose choose cards of one owner only: with A's one card and B's
    three, the sets chosen are the empty set, A's card, and the 7 nonempty subsets of B's
    three: 9 sets; none mixes A's card with B's."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Decompose")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    for name in ("Hill Giant", "Llanowar Elves", "Craw Wurm"):
        s.add_card(Zone.GRAVEYARD, "B", name)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    st = s.state
    casts = [a for a in cast_actions(st, 0) if isinstance(a, CastSpell)]
    owners = [{st.objects[t].owner for t in a.targets if t} for a in casts]
    assert casts and all(len(o) <= 1 for o in owners)
    assert {0} in owners and {1} in owners
    assert len({frozenset(t for t in a.targets if t) for a in casts}) == 9


@pytest.mark.parametrize(("counters", "left", "sacrificed"), [(2, 1, 0), (1, 0, 1)])
def test_605_3b_peat_bog_is_sacrificed_with_its_last_depletion_counter(
        real_db: CardDatabase, counters: int, left: int, sacrificed: int) -> None:
    """Peat Bog: "{T}, Remove a depletion counter from ~: Add {B}{B}. If there are no
    depletion counters on ~, sacrifice it." A mana ability with a rider done at once (605.3b;
    608.2c: the condition judged after the cost removed the counter): with 2 counters, 1 is
    left and it stays; with 1, none is left and it is sacrificed. Either way its {B}{B},
    activated by hand (the automatic payer uses only "{T}: Add" abilities), pays for Ravenous
    Rats ({1}{B})."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Peat Bog", counters={"depletion": counters})
    s.add_card(Zone.HAND, "A", "Ravenous Rats")
    s.add_card(Zone.HAND, "B", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Remove a depletion counter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ravenous Rats")
    s.set_choice("B", "Island")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Ravenous Rats", 1)
    s.assert_graveyard_count("A", "Peat Bog", sacrificed)
    if not sacrificed:
        s.assert_counter_count("A", "Peat Bog", "depletion", left)


def test_613_1e_cerulean_wisps_makes_a_creature_blue_until_end_of_turn(
        real_db: CardDatabase) -> None:
    """Cerulean Wisps: "Target creature becomes blue until end of turn. Untap that creature.
    Draw a card." B's tapped Grizzly Bears becomes blue (layer 5, 613.1e; not green too) and
    untapped; A draws a card. At the end of the turn it is green again (514.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Cerulean Wisps")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cerulean Wisps", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_color("Grizzly Bears", ["Blue"])
    s.assert_tapped("Grizzly Bears", False)
    s.assert_hand_count("A", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Cerulean Wisps")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cerulean Wisps", targets=["Grizzly Bears"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_color("Grizzly Bears", ["Green"])


def test_613_1e_ancient_kavu_becomes_colorless(real_db: CardDatabase) -> None:
    """Ancient Kavu: "{2}: ~ becomes colorless until end of turn." (105.2c: no colour)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ancient Kavu")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_color("Ancient Kavu", [])


def test_205_3m_ghoulcallers_chant_returns_two_target_zombie_cards(
        real_db: CardDatabase) -> None:
    """Ghoulcaller's Chant, second mode: "Return two target Zombie cards from your graveyard to
    your hand." (205.3m: a creature type in a card's description). Two Walking Corpses return;
    Grizzly Bears (a Bear) is not a legal target."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Ghoulcaller's Chant")
    s.add_card(Zone.GRAVEYARD, "A", "Walking Corpse", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ghoulcaller's Chant",
                 targets=["Walking Corpse#1", "Walking Corpse#2"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2, "Walking Corpse")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Ghoulcaller's Chant")
    s.add_card(Zone.GRAVEYARD, "A", "Walking Corpse")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ghoulcaller's Chant",
                 targets=["Walking Corpse", "Grizzly Bears"])
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Walking Corpse", 1)


def _fiery_confluence(real_db: CardDatabase, modes: list[int], targets: list[str]) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Fiery Confluence")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    for m in modes:
        s.set_mode_choice("A", m)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fiery Confluence", targets=targets)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_700_2d_fiery_confluence_chooses_a_mode_more_than_once(real_db: CardDatabase) -> None:
    """Fiery Confluence: "Choose three. You may choose the same mode more than once." The
    second mode ("~ deals 2 damage to each opponent") three times: B 20 -> 14 (700.2d: as if it
    appeared three times in sequence). The first mode twice and the third once: each creature
    is dealt 1 damage twice (Grizzly Bears dies, Hill Giant has 2 damage) and Sol Ring is
    destroyed."""
    s = _fiery_confluence(real_db, [2, 2, 2], [])
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Grizzly Bears", 1)

    s = _fiery_confluence(real_db, [1, 1, 3], ["Sol Ring"])
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 2)
    s.assert_graveyard_count("B", "Sol Ring", 1)


def test_700_2d_the_legal_casts_include_each_multiset_of_modes(real_db: CardDatabase) -> None:
    """Three modes, choose three with repetition: 10 multisets of modes (700.2d), each offered
    (the third mode with Sol Ring, B's only artifact, as its target)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Fiery Confluence")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    casts = [a for a in cast_actions(s.state, 0) if isinstance(a, CastSpell)]
    assert len({a.modes for a in casts}) == 10
    assert (2, 2, 2) in {a.modes for a in casts}
