"""Session 18's activated and loyalty abilities (602, 606), their costs (118) and the effect
phrases they needed. Played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled


def test_115_1_faerie_macabre_exiles_two_cards_from_two_graveyards(real_db: CardDatabase) -> None:
    """Faerie Macabre (discarded from the hand, 602.2) exiles up to two target cards from
    graveyards: one from B's and one from A's own (115.1: any graveyards), in B's upkeep."""
    assert_compiled(real_db, "Faerie Macabre")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Faerie Macabre")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.activate_ability(2, Step.UPKEEP, "A", "Discard", targets=["Grizzly Bears", "Lightning Bolt"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Faerie Macabre", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 0)
    s.assert_hand_count("A", 0, "Faerie Macabre")


def _bottom_card(s: Scenario, player: str) -> str:
    lib = s.state.players[s.names.index(player)].library
    return s.state.objects[lib[0]].card.name  # (the list's first card is the bottom one)


def test_108_3_tel_jilad_stylus_puts_a_permanent_you_own_on_the_bottom(real_db: CardDatabase) -> None:
    """Tel-Jilad Stylus: "target permanent you own" goes to the bottom of your library
    (108.3, 401.1); A's library holds 21 cards afterwards, Grizzly Bears the bottom one."""
    assert_compiled(real_db, "Tel-Jilad Stylus", "Despotic Scepter", "Obelisk of Undoing")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tel-Jilad Stylus")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}: Put", targets=["Grizzly Bears"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_library_count("A", 21)
    assert _bottom_card(s, "A") == "Grizzly Bears"


def test_108_3_despotic_scepter_cant_target_a_permanent_another_player_owns(
        real_db: CardDatabase) -> None:
    """Despotic Scepter's target is a permanent you own (108.3): B's Grizzly Bears is not a
    legal target, A's Hill Giant is destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Despotic Scepter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Destroy", targets=["Grizzly Bears"])
    with pytest.raises(ScenarioError):
        s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Despotic Scepter")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Destroy", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_108_3_obelisk_of_undoing_returns_a_permanent_to_your_hand(real_db: CardDatabase) -> None:
    """Obelisk of Undoing ({6}, {T}) returns a permanent A both owns and controls to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Obelisk of Undoing")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{6}, {T}: Return", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_108_3_venser_exiles_a_permanent_you_own_until_the_end_step(real_db: CardDatabase) -> None:
    """Venser, the Sojourner's +2 (loyalty 3 -> 5) exiles A's Hill Giant, which returns at
    the beginning of the next end step (603.7)."""
    assert_compiled(real_db, "Venser, the Sojourner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Venser, the Sojourner")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2", targets=["Hill Giant"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_exile_count("Hill Giant", 1))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_counter_count("A", "Venser, the Sojourner", "loyalty", 5)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_exile_count("Hill Giant", 0)


def test_701_20a_lantern_of_insight_makes_target_player_shuffle(real_db: CardDatabase) -> None:
    """Lantern of Insight ({T}, Sacrifice ~): "Target player shuffles." (701.20a) -- B's
    library is shuffled once, its 20 cards kept; the Lantern is in A's graveyard."""
    assert_compiled(real_db, "Lantern of Insight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lantern of Insight")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}, Sacrifice", targets=["B"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    assert [e for e in s.state.log if e[:1] == ("shuffle",)] == [("shuffle", 1)]
    s.assert_library_count("B", 20)
    s.assert_graveyard_count("A", "Lantern of Insight", 1)


def test_118_3_slogurk_removes_three_counters_to_return_itself(real_db: CardDatabase) -> None:
    """Slogurk, the Overslime: "Remove three +1/+1 counters from ~: Return it to its owner's
    hand." ("it" is ~, named by the cost); with 3 counters it goes back to A's hand."""
    assert_compiled(real_db, "Slogurk, the Overslime")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Slogurk, the Overslime", counters={"+1/+1": 3})
    s.activate_ability(1, Step.UPKEEP, "A", "Remove three")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_hand_count("A", 1, "Slogurk, the Overslime")
    s.assert_permanent_count("A", "Slogurk, the Overslime", 0)


def test_118_3_slogurk_cant_pay_with_two_counters(real_db: CardDatabase) -> None:
    """With two +1/+1 counters the cost can't be paid (118.3): the activation is refused."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Slogurk, the Overslime", counters={"+1/+1": 2})
    s.activate_ability(1, Step.UPKEEP, "A", "Remove three")
    with pytest.raises(ScenarioError):
        s.execute()


def test_205_2a_grand_architect_turns_an_artifact_creature_blue(real_db: CardDatabase) -> None:
    """Grand Architect's {U}: "Target artifact creature" (205.2a: both types) becomes blue
    until end of turn (613.1e); as a blue creature it gets the Architect's +1/+1: Ornithopter
    0/2 -> 1/3. Grizzly Bears (not an artifact) is not a legal target."""
    assert_compiled(real_db, "Grand Architect")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grand Architect")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.activate_ability(1, Step.UPKEEP, "A", "{U}: Target", targets=["Ornithopter"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_color("Ornithopter", "U")
    s.assert_power_toughness("A", "Ornithopter", 1, 3)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grand Architect")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.UPKEEP, "A", "{U}: Target", targets=["Grizzly Bears"])
    with pytest.raises(ScenarioError):
        s.execute()


def test_205_3m_lord_of_the_accursed_gives_all_zombies_menace(real_db: CardDatabase) -> None:
    """Lord of the Accursed ({1}{B}, {T}): "All Zombies gain menace until end of turn." --
    every Zombie, B's too (205.3m: no controller named), not B's Grizzly Bears; the Lord's
    +1/+1 stays with A's other Zombies (Walking Corpse 3/3, B's Diregraf Ghoul 2/2)."""
    assert_compiled(real_db, "Lord of the Accursed")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lord of the Accursed")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "B", "Diregraf Ghoul")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.UPKEEP, "A", "{1}{B}, {T}")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_abilities("A", "Walking Corpse", ["menace"])
    s.assert_abilities("A", "Lord of the Accursed", ["menace"])
    s.assert_abilities("B", "Diregraf Ghoul", ["menace"])
    s.assert_abilities("B", "Grizzly Bears", ["menace"], present=False)
    s.assert_power_toughness("A", "Walking Corpse", 3, 3)
    s.assert_power_toughness("B", "Diregraf Ghoul", 2, 2)


def test_702_14c_trailblazers_boots_give_nonbasic_landwalk(real_db: CardDatabase) -> None:
    """Trailblazer's Boots: "Equipped creature has nonbasic landwalk." (702.14c). B controls
    Crystal Vein (a nonbasic land): B's Hill Giant can't block the equipped Grizzly Bears;
    B takes 2. With only a basic Mountain, the block is legal."""
    assert_compiled(real_db, "Trailblazer's Boots")

    def game(land: str, block: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Trailblazer's Boots", attached_to="Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
        s.add_card(Zone.BATTLEFIELD, "B", land)
        s.attack(3, "A", "Grizzly Bears")
        if block:
            s.block(3, "B", "Hill Giant", "Grizzly Bears")
        s.stop_at(3, Step.POSTCOMBAT_MAIN)
        return s

    s = game("Crystal Vein", block=False)
    s.execute()
    s.assert_life("B", 18)
    with pytest.raises(ScenarioError, match="could not block"):
        game("Crystal Vein", block=True).execute()
    s = game("Mountain", block=True)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_104_3e_door_to_nothingness_makes_target_player_lose(real_db: CardDatabase) -> None:
    """Door to Nothingness ({W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice ~): "Target player
    loses the game." (104.3e) -- B loses, A wins."""
    assert_compiled(real_db, "Door to Nothingness")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Door to Nothingness")
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        s.add_card(Zone.BATTLEFIELD, "A", land, 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_lost("B")
    s.assert_not_lost("A")
    s.assert_winner("A")


def test_104_3e_vraska_golgari_queen_emblem_makes_the_damaged_player_lose(
        real_db: CardDatabase) -> None:
    """Vraska, Golgari Queen's −9 (9 loyalty: she goes to 0 and to the graveyard, 704.5i)
    gives A an emblem: "Whenever a creature you control deals combat damage to a player, that
    player loses the game." Grizzly Bears deals combat damage to B on turn 3: B loses."""
    assert_compiled(real_db, "Vraska, Golgari Queen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vraska, Golgari Queen", counters={"loyalty": 5})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "−9")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_graveyard_count("A", "Vraska, Golgari Queen", 1))
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_lost("B")
    s.assert_winner("A")


def test_303_4_miracle_worker_destroys_an_aura_on_your_creature(real_db: CardDatabase) -> None:
    """Miracle Worker ({T}): "Destroy target Aura attached to a creature you control." (303.4)
    -- B's Pacifism on A's Grizzly Bears is destroyed; on B's own Hill Giant it is not a legal
    target."""
    assert_compiled(real_db, "Miracle Worker", "Devout Harpist", "Savaen Elves")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Miracle Worker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Grizzly Bears")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}: Destroy", targets=["Pacifism"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("B", "Pacifism", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Miracle Worker")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Hill Giant")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}: Destroy", targets=["Pacifism"])
    with pytest.raises(ScenarioError):
        s.execute()


def test_303_4_savaen_elves_target_only_an_aura_on_a_land(real_db: CardDatabase) -> None:
    """Savaen Elves ({G}{G}, {T}): "Destroy target Aura attached to a land." -- B's Wild
    Growth on A's Forest is destroyed; Pacifism on a creature is not a legal target."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savaen Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Wild Growth", attached_to="Forest")
    s.activate_ability(1, Step.UPKEEP, "A", "{G}{G}", targets=["Wild Growth"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("B", "Wild Growth", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savaen Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Hill Giant")
    s.activate_ability(1, Step.UPKEEP, "A", "{G}{G}", targets=["Pacifism"])
    with pytest.raises(ScenarioError):
        s.execute()


def test_702_93_endling_gains_undying_and_returns(real_db: CardDatabase) -> None:
    """Endling ({B}: "~ gains undying until end of turn.") dies to B's Lightning Bolt (3/3)
    with no +1/+1 counter: it returns with one (702.93a, granted: rules/undying.py), 4/4."""
    assert_compiled(real_db, "Endling", "Antler Skulkin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endling")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.UPKEEP, "A", "{B}: Endling gains undying")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Endling"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Endling", 1)
    s.assert_counter_count("A", "Endling", "+1/+1", 1)
    s.assert_power_toughness("A", "Endling", 4, 4)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_108_3_brand_regains_control_of_a_permanent_you_own(real_db: CardDatabase) -> None:
    """B's Act of Treason takes A's Grizzly Bears on B's turn; A's Brand ("Gain control of all
    permanents you own.", 108.3, 613.1b) gives it back at once."""
    assert_compiled(real_db, "Brand", "Gruul Charm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Brand")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Act of Treason")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Act of Treason", targets=["Grizzly Bears"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("B", "Grizzly Bears", 1))
    s.cast_spell(2, Step.BEGIN_COMBAT, "A", "Brand")
    s.stop_at(2, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_108_3_charming_prince_flickers_a_creature_you_own(real_db: CardDatabase) -> None:
    """Charming Prince's third mode exiles another target creature you own (108.3) and returns
    it at the beginning of the next end step."""
    assert_compiled(real_db, "Charming Prince", "Diregraf Horde")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Charming Prince")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.set_mode_choice("A", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Charming Prince")
    s.add_target("A", "Hill Giant")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_exile_count("Hill Giant", 1))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_118_3_viscerid_drone_sacrifices_a_creature_and_a_swamp(real_db: CardDatabase) -> None:
    """Viscerid Drone ({T}, Sacrifice a creature and a Swamp: two permanents, one of each
    quality, 118.3) destroys B's Hill Giant; Grizzly Bears and the Swamp are sacrificed."""
    assert_compiled(real_db, "Viscerid Drone", "Jarad, Golgari Lich Lord")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Viscerid Drone")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Swamp")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice a creature and a Swamp",
                       targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Swamp", 1)
    s.assert_permanent_count("A", "Viscerid Drone", 1)


def test_118_3_viscerid_drone_needs_both_permanents(real_db: CardDatabase) -> None:
    """Without a Swamp the cost can't be paid (118.3): the activation is refused."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Viscerid Drone")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice a creature and a Swamp",
                       targets=["Hill Giant"])
    with pytest.raises(ScenarioError):
        s.execute()


def test_700_6_sanctum_spirit_discards_a_historic_card(real_db: CardDatabase) -> None:
    """Sanctum Spirit: "Discard a historic card: ~ gains indestructible until end of turn."
    (700.6: Ornithopter, an artifact, is historic; Lightning Bolt is not and stays in hand)."""
    assert_compiled(real_db, "Sanctum Spirit")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sanctum Spirit")
    s.add_card(Zone.HAND, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.UPKEEP, "A", "Discard a historic card")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_abilities("A", "Sanctum Spirit", ["indestructible"])
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_hand_count("A", 1, "Lightning Bolt")


def test_700_6_sanctum_spirit_cant_discard_a_card_that_isnt_historic(
        real_db: CardDatabase) -> None:
    """With only Lightning Bolt in hand the cost can't be paid (118.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sanctum Spirit")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.UPKEEP, "A", "Discard a historic card")
    with pytest.raises(ScenarioError):
        s.execute()


def test_118_3_scrapheap_scrounger_exiles_another_creature_card(real_db: CardDatabase) -> None:
    """Scrapheap Scrounger, in A's graveyard: "{1}{B}, Exile another creature card from your
    graveyard: Return ~ from your graveyard to the battlefield." -- Grizzly Bears is exiled
    (not the Scrounger itself, 109.1); with no other creature card the cost can't be paid."""
    assert_compiled(real_db, "Scrapheap Scrounger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Scrapheap Scrounger")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, Exile another")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Scrapheap Scrounger", 1)
    s.assert_exile_count("Grizzly Bears", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Scrapheap Scrounger")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, Exile another")
    with pytest.raises(ScenarioError):
        s.execute()


def test_611_2a_teferi_time_raveler_sorceries_with_flash_until_your_next_turn(
        real_db: CardDatabase) -> None:
    """Teferi, Time Raveler's +1 (4 -> 5 loyalty): until A's next turn A may cast sorcery
    spells as though they had flash (611.2a) -- Divination in B's upkeep draws A two cards."""
    assert_compiled(real_db, "Teferi, Time Raveler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi, Time Raveler")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Divination")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1")
    s.cast_spell(2, Step.UPKEEP, "A", "Divination")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Divination", 1)
    s.assert_hand_count("A", 2)
    s.assert_counter_count("A", "Teferi, Time Raveler", "loyalty", 5)


def test_611_2a_teferi_time_raveler_flash_ends_as_your_next_turn_begins(
        real_db: CardDatabase) -> None:
    """The +1's effect ends as A's turn 3 begins (611.2a, rules/durations.py): Divination
    can't be cast in B's upkeep of turn 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi, Time Raveler")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Divination")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1")
    s.cast_spell(4, Step.UPKEEP, "A", "Divination")
    with pytest.raises(ScenarioError, match="could not cast"):
        s.execute()


def _tron(real_db: CardDatabase, lands: list[str]) -> Scenario:
    s = Scenario(cards=real_db)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Platinum Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Platinum Angel")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_106_1_urzas_lands_add_seven_mana_together(real_db: CardDatabase) -> None:
    """Urza's Tower ({C}{C}{C} with a Mine and a Power-Plant), Urza's Mine and Urza's Power
    Plant ({C}{C} each with the other two): seven mana, Platinum Angel ({7}) is cast."""
    assert_compiled(real_db, "Urza's Tower", "Urza's Mine", "Urza's Power Plant")
    s = _tron(real_db, ["Urza's Tower", "Urza's Mine", "Urza's Power Plant"])
    s.execute()
    s.assert_permanent_count("A", "Platinum Angel", 1)
    s.assert_tapped("Urza's Tower")


def test_106_1_urzas_lands_alone_add_one_mana_each(real_db: CardDatabase) -> None:
    """Without the Power-Plant the Tower and the Mine add {C} each (the condition fails):
    with four Wastes that is six mana, not enough for Platinum Angel."""
    s = _tron(real_db, ["Urza's Tower", "Urza's Mine", "Wastes", "Wastes", "Wastes", "Wastes"])
    with pytest.raises(ScenarioError):
        s.execute()
    s = _tron(real_db, ["Urza's Tower", "Urza's Mine", "Urza's Power Plant", "Wastes"])
    s.execute()
    s.assert_permanent_count("A", "Platinum Angel", 1)


def test_106_1_leafkin_druid_adds_two_with_four_creatures(real_db: CardDatabase) -> None:
    """Leafkin Druid: "{T}: Add {G}. If you control four or more creatures, add {G}{G}
    instead." -- with three other creatures it pays for Grizzly Bears' {1}{G} alone."""
    assert_compiled(real_db, "Leafkin Druid")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leafkin Druid")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leafkin Druid")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    with pytest.raises(ScenarioError):
        s.execute()


def test_702_16_tower_of_the_magistrate_protection_from_artifacts(real_db: CardDatabase) -> None:
    """Tower of the Magistrate gives Grizzly Bears protection from artifacts until end of
    turn (702.16a): it has the keyword, and B's Rod of Ruin can't target it (702.16c)."""
    assert_compiled(real_db, "Tower of the Magistrate", "Tel-Jilad Defiance")

    def game(rod: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Tower of the Magistrate")
        s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Rod of Ruin")
        s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 3)
        s.activate_ability(1, Step.UPKEEP, "A", "{1}, {T}", targets=["Grizzly Bears"])
        if rod:
            s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{3}, {T}",
                               targets=["Grizzly Bears"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        return s

    s = game(rod=False)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["protection from artifacts"])
    with pytest.raises(ScenarioError):
        game(rod=True).execute()


def test_115_1_deathrite_shaman_exiles_an_instant_or_sorcery_card(real_db: CardDatabase) -> None:
    """Deathrite Shaman ({B}, {T}): "Exile target instant or sorcery card from a graveyard.
    Each opponent loses 2 life." -- B's Lightning Bolt is exiled, B goes to 18; B's Grizzly
    Bears card is not a legal target."""
    assert_compiled(real_db, "Deathrite Shaman")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deathrite Shaman")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.activate_ability(1, Step.UPKEEP, "A", "{B}, {T}", targets=["Lightning Bolt"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deathrite Shaman")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.UPKEEP, "A", "{B}, {T}", targets=["Grizzly Bears"])
    with pytest.raises(ScenarioError):
        s.execute()


def test_613_1f_bonds_of_mortality_removes_indestructible(real_db: CardDatabase) -> None:
    """Bonds of Mortality ({G}): "Creatures your opponents control lose hexproof and
    indestructible until end of turn." (613.1f) -- then A's Doom Blade destroys B's
    Darksteel Myr."""
    assert_compiled(real_db, "Bonds of Mortality")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bonds of Mortality")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade", targets=["Darksteel Myr"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Darksteel Myr", 1)


def test_613_1f_shadowspear_removes_hexproof_from_opponents_permanents(
        real_db: CardDatabase) -> None:
    """Shadowspear ({1}): "Permanents your opponents control lose hexproof and indestructible
    until end of turn." -- B's Gladecover Scout (hexproof) can then be targeted: Lightning
    Bolt kills it. Without the activation the Bolt can't target it."""
    assert_compiled(real_db, "Shadowspear")

    def game(spear: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Shadowspear")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.add_card(Zone.BATTLEFIELD, "B", "Gladecover Scout")
        if spear:
            s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}: Permanents")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Gladecover Scout"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        return s

    s = game(spear=True)
    s.execute()
    s.assert_graveyard_count("B", "Gladecover Scout", 1)
    with pytest.raises(ScenarioError):
        game(spear=False).execute()


def test_107_3_pernicious_deed_destroys_each_permanent_up_to_x(real_db: CardDatabase) -> None:
    """Pernicious Deed with X = 2 ({X}, Sacrifice ~): "Destroy each artifact, creature, and
    enchantment with mana value X or less." (the mana value bound of every kind named) --
    Grizzly Bears (2), Ornithopter (0) and Pacifism (2) go, Hill Giant (4) and the lands
    stay."""
    assert_compiled(real_db, "Pernicious Deed")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Pernicious Deed")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Pacifism", attached_to="Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}, Sacrifice", x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Pernicious Deed", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_graveyard_count("B", "Pacifism", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Swamp", 2)


def test_113_6b_glory_activates_from_the_graveyard(real_db: CardDatabase) -> None:
    """Glory ({2}{W}: "Choose a color. Creatures you control gain protection from the chosen
    color until end of turn. Activate only if ~ is in your graveyard."): activated from A's
    graveyard (602.2), red chosen: Grizzly Bears has protection from red."""
    assert_compiled(real_db, "Glory")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Glory")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "red")
    s.activate_ability(1, Step.UPKEEP, "A", "{2}{W}")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["protection from red"])
    s.assert_graveyard_count("A", "Glory", 1)


def test_113_6b_glory_cant_be_activated_on_the_battlefield(real_db: CardDatabase) -> None:
    """On the battlefield its ability can't be activated (602.5b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glory")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.activate_ability(1, Step.UPKEEP, "A", "{2}{W}")
    with pytest.raises(ScenarioError):
        s.execute()


def test_118_3_novijen_sages_removes_counters_from_among_creatures(real_db: CardDatabase) -> None:
    """Novijen Sages ({1}, Remove two +1/+1 counters from among creatures you control: Draw a
    card.): one counter from the Sages and one from Grizzly Bears (118.3) -- the Sages, 0/0
    without it, dies (704.5f); the Bears have none left; A draws a card."""
    assert_compiled(real_db, "Novijen Sages", "Hopeful Initiate")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Novijen Sages", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.activate_ability(1, Step.UPKEEP, "A", "{1}, Remove two")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Novijen Sages", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_hand_count("A", 1)


def test_118_3_hopeful_initiate_takes_two_counters_from_one_creature(
        real_db: CardDatabase) -> None:
    """Hopeful Initiate ({2}{W}, Remove two +1/+1 counters from among creatures you control):
    both from Grizzly Bears (2 counters) -- B's Bonesplitter is destroyed; with one counter in
    all the cost can't be paid."""
    def game(counters: int) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Hopeful Initiate")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": counters})
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
        s.add_card(Zone.BATTLEFIELD, "B", "Bonesplitter")
        s.activate_ability(1, Step.UPKEEP, "A", "{2}{W}, Remove two", targets=["Bonesplitter"])
        s.stop_at(1, Step.DRAW)
        return s

    s = game(2)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_graveyard_count("B", "Bonesplitter", 1)
    with pytest.raises(ScenarioError):
        game(1).execute()


def test_118_8_lethal_sting_puts_a_counter_as_its_additional_cost(real_db: CardDatabase) -> None:
    """Lethal Sting: "As an additional cost to cast this spell, put a -1/-1 counter on a
    creature you control." (118.8) -- A's Hill Giant becomes 2/2, B's Grizzly Bears is
    destroyed; with no creature the spell can't be cast."""
    assert_compiled(real_db, "Lethal Sting", "Scarscale Ritual")

    def game(giant: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
        s.add_card(Zone.HAND, "A", "Lethal Sting")
        if giant:
            s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lethal Sting", targets=["Grizzly Bears"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        return s

    s = game(giant=True)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Hill Giant", "-1/-1", 1)
    s.assert_power_toughness("A", "Hill Giant", 2, 2)
    with pytest.raises(ScenarioError):
        game(giant=False).execute()


def test_107_3a_postmortem_lunge_targets_a_card_with_mana_value_x(real_db: CardDatabase) -> None:
    """Postmortem Lunge with X = 2: "Return target creature card with mana value X from your
    graveyard to the battlefield." (107.3a: X announced before targets, 601.2b-c) -- Grizzly
    Bears (2) returns with haste; Hill Giant (4) is not a legal target."""
    assert_compiled(real_db, "Postmortem Lunge", "Sequence Engine")

    def game(target: str) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
        s.add_card(Zone.HAND, "A", "Postmortem Lunge")
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
        s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Postmortem Lunge", targets=[target], x=2)
        s.stop_at(1, Step.BEGIN_COMBAT)
        return s

    s = game("Grizzly Bears")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_abilities("A", "Grizzly Bears", ["haste"])
    with pytest.raises(ScenarioError):
        game("Hill Giant").execute()


def test_106_1a_ilysian_caryatid_adds_two_of_one_color_with_a_big_creature(
        real_db: CardDatabase) -> None:
    """Ilysian Caryatid: "{T}: Add one mana of any color. If you control a creature with power
    4 or greater, add two mana of any one color instead." -- with Craw Wurm (6/4) it pays
    Grizzly Bears' {1}{G} alone; with Hill Giant (3/3) it can't."""
    assert_compiled(real_db, "Ilysian Caryatid")

    def game(big: str) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Ilysian Caryatid")
        s.add_card(Zone.BATTLEFIELD, "A", big)
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
        s.stop_at(1, Step.BEGIN_COMBAT)
        return s

    s = game("Craw Wurm")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Ilysian Caryatid")
    with pytest.raises(ScenarioError):
        game("Hill Giant").execute()


def test_608_2d_wishmonger_the_targets_controller_chooses_the_color(
        real_db: CardDatabase) -> None:
    """Wishmonger ({2}): "Target creature gains protection from the color of its controller's
    choice until end of turn." -- A targets B's Grizzly Bears; B (its controller) chooses
    red (608.2d): the Bears have protection from red."""
    assert_compiled(real_db, "Wishmonger", "Pale Wayfarer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wishmonger")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("B", "red")
    s.activate_ability(1, Step.UPKEEP, "A", "{2}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_abilities("B", "Grizzly Bears", ["protection from red"])


def test_118_3_city_of_shadows_exiles_a_creature_you_control(real_db: CardDatabase) -> None:
    """City of Shadows ({T}, Exile a creature you control: Put a storage counter on ~.):
    Grizzly Bears is exiled, not sacrificed (it isn't in the graveyard); one storage
    counter."""
    assert_compiled(real_db, "City of Shadows")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "City of Shadows")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}, Exile")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_counter_count("A", "City of Shadows", "storage", 1)


def test_118_8_necrotic_fumes_exiles_a_creature_as_its_additional_cost(
        real_db: CardDatabase) -> None:
    """Necrotic Fumes: "As an additional cost to cast this spell, exile a creature you
    control." -- A's Hill Giant is exiled, B's Grizzly Bears (the target) too; with no
    creature it can't be cast."""
    assert_compiled(real_db, "Necrotic Fumes")

    def game(giant: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
        s.add_card(Zone.HAND, "A", "Necrotic Fumes")
        if giant:
            s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Necrotic Fumes", targets=["Grizzly Bears"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        return s

    s = game(giant=True)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_exile_count("Grizzly Bears", 1)
    with pytest.raises(ScenarioError):
        game(giant=False).execute()
