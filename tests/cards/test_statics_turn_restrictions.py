"""611.2a: "gets +N/+N until end of turn and can't be blocked this turn" (one-shot effects
whose parts last for the turn: the +N/+N in layer 7c, the restriction on blocks, 509.1b).
Real cards from the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_611_2a_distortion_strike_pump_and_unblockable(real_db: CardDatabase) -> None:
    """Distortion Strike on A's Grizzly Bears: 3/2 until end of turn and can't be blocked this
    turn: B's Hill Giant's block is refused and the Bears deal 3 (B 17); in the cleanup step
    the Bears are 2/2 again (514.2)."""
    assert real_db.compiled("Distortion Strike").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Distortion Strike")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Distortion Strike", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.DECLARE_BLOCKERS,
            lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 3, 2))
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(2, Step.UPKEEP)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ "can't attack unless"


def test_508_1c_blind_spot_giant_cant_attack_unless_another_giant(
        real_db: CardDatabase) -> None:
    """508.1c, 611.3a: Blind-Spot Giant (4/3) "can't attack or block unless you control
    another Giant": alone, its attack is refused (B 20); with Hill Giant (a Giant) it attacks
    for 4 (B 16). The condition is negated ("unless"), and "another" isn't itself."""
    assert real_db.compiled("Blind-Spot Giant").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blind-Spot Giant")
    s.attack(1, "A", "Blind-Spot Giant")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Blind-Spot Giant"):
        s.execute()
    s.assert_life("B", 20)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blind-Spot Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Blind-Spot Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)


def test_509_1b_felhide_brawler_cant_block_unless_another_minotaur(
        real_db: CardDatabase) -> None:
    """509.1b: Felhide Brawler (2/2) "can't block unless you control another Minotaur": B's
    block of A's Grizzly Bears is refused without one (B 18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Felhide Brawler")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Felhide Brawler", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Felhide Brawler"):
        s.execute()
    s.assert_life("B", 18)


def test_508_1c_deep_sea_terror_needs_seven_cards_in_graveyard(real_db: CardDatabase) -> None:
    """Deep-Sea Terror (6/6) "can't attack unless there are seven or more cards in your
    graveyard": with six it can't (B 20); with seven it attacks for 6 (B 14)."""
    for cards, life in ((6, 20), (7, 14)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Deep-Sea Terror")
        s.add_card(Zone.GRAVEYARD, "A", "Island", cards)
        s.attack(1, "A", "Deep-Sea Terror")
        s.stop_at(1, Step.END_TURN)
        if cards == 6:
            with pytest.raises(ScenarioError, match="Deep-Sea Terror"):
                s.execute()
        else:
            s.execute()
        s.assert_life("B", life)


# ------------------------------------------------------------------ restrictions in no layer


def test_611_3a_challenger_troll_reads_power_after_layer_7(real_db: CardDatabase) -> None:
    """Challenger Troll: "Each creature you control with power 4 or greater can't be blocked
    by more than one creature." A restriction changes no characteristic (613.1): it applies
    to the creatures with power 4 or greater as the game is, after layer 7c. Grizzly Bears
    given +3/+3 by Giant Growth is 5/5: B's second blocker is refused, and the one Hill Giant
    blocking dies. Without Giant Growth the double block is legal and the Bears die."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Challenger Troll")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()
    # the second blocker is refused: one Hill Giant blocks the 5/5 Bears and dies
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Challenger Troll")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", 2)
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_613_1f_pacifism_survives_the_creature_losing_all_abilities(
        real_db: CardDatabase) -> None:
    """Pacifism's "Enchanted creature can't attack or block" is an effect of the Aura's
    ability, not an ability of the creature: Turn to Frog (the Bears lose all abilities and
    are a 1/1 Frog) doesn't free it, so its attack is refused (B 20). Turn to Frog alone:
    the 1/1 Frog attacks (B 19)."""
    for pacifism, life in ((True, 20), (False, 19)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
        s.add_card(Zone.HAND, "A", "Turn to Frog")
        if pacifism:
            s.add_card(Zone.HAND, "A", "Pacifism")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pacifism", targets=["Grizzly Bears"])
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Turn to Frog", targets=["Grizzly Bears"])
        s.attack(1, "A", "Grizzly Bears")
        s.stop_at(1, Step.END_TURN)
        if pacifism:
            with pytest.raises(ScenarioError, match="Grizzly Bears"):
                s.execute()
        else:
            s.execute()
        s.assert_power_toughness("A", "Grizzly Bears", 1, 1)
        s.assert_life("B", life)


def test_502_3_meekstone_creatures_with_power_3_or_greater_dont_untap(
        real_db: CardDatabase) -> None:
    """502.3: B's Meekstone ("Creatures with power 3 or greater don't untap during their
    controllers' untap steps."): A attacks with Hill Giant (3/3) and Grizzly Bears (2/2) on
    turn 1 (B 15); in A's next untap step the Bears untap, the Hill Giant stays tapped."""
    assert real_db.compiled("Meekstone").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Meekstone")
    s.attack(1, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 15)
    s.assert_tapped("Hill Giant")
    s.assert_tapped("Grizzly Bears", False)


def test_509_1b_wandering_wolf_smaller_creatures_cant_block_it(real_db: CardDatabase) -> None:
    """509.1b: Wandering Wolf (2/1): "Creatures with power less than ~'s power can't block
    it." B's Llanowar Elves (power 1) can't block it (refused, B 18); B's Grizzly Bears
    (power 2) can, and the Wolf dies."""
    assert real_db.compiled("Wandering Wolf").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wandering Wolf")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Wandering Wolf")
    s.block(1, "B", "Llanowar Elves", "Wandering Wolf")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Llanowar Elves"):
        s.execute()
    s.assert_life("B", 18)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wandering Wolf")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Wandering Wolf")
    s.block(1, "B", "Grizzly Bears", "Wandering Wolf")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Wandering Wolf", 1)


def test_509_1b_champion_of_lambholt_compares_its_power_now(real_db: CardDatabase) -> None:
    """Champion of Lambholt (1/1, a +1/+1 counter whenever another creature enters under A's
    control): "Creatures with power less than ~'s power can't block creatures you control."
    A casts Grizzly Bears: the Champion is 2/2, so B's Llanowar Elves (power 1) can't block
    A's attacking Hill Giant (refused, B 17)."""
    assert real_db.compiled("Champion of Lambholt").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Champion of Lambholt")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Llanowar Elves", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Llanowar Elves"):
        s.execute()
    s.assert_power_toughness("A", "Champion of Lambholt", 2, 2)
    s.assert_life("B", 17)


def test_509_1c_inescapable_brute_must_be_blocked_if_able(real_db: CardDatabase) -> None:
    """509.1c: Inescapable Brute "must be blocked if able": B's declaration with no blocker
    breaks the requirement; the only legal declarations block it with one of B's two
    creatures."""
    from mtg_engine.actions import DeclareBlockers

    assert real_db.compiled("Inescapable Brute").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Inescapable Brute")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Inescapable Brute")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    g = s.game
    g.resume()
    why = g.why_illegal(DeclareBlockers(()))
    assert why is not None and "509.1c" in why
    brute = next(o for o in g.state.battlefield if g.state.objects[o].name == "Inescapable Brute")
    legal = g.legal_actions()
    assert legal and all(len(a.blocks) >= 1 and all(at == brute for _, at in a.blocks)
                         for a in legal)


def test_509_1c_loathsome_catoblepas_must_be_blocked_this_turn(real_db: CardDatabase) -> None:
    """509.1c, 611.2a: "{2}{G}: ~ must be blocked this turn if able." activated in A's main
    phase: B's declaration with no blocker breaks the requirement."""
    from mtg_engine.actions import DeclareBlockers

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Loathsome Catoblepas")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{G}: Loathsome Catoblepas must be blocked")
    s.attack(1, "A", "Loathsome Catoblepas")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    g = s.game
    g.resume()
    why = g.why_illegal(DeclareBlockers(()))
    assert why is not None and "509.1c" in why


def test_509_1a_coastline_chimera_blocks_an_additional_creature_this_turn(
        real_db: CardDatabase) -> None:
    """509.1a, 611.2a: B activates Coastline Chimera's "{1}{W}: ~ can block an additional
    creature this turn." after A attacks with Grizzly Bears and Llanowar Elves: the Chimera
    (1/5) blocks both (B 20) and survives their 3 damage. Without the activation the second
    block is refused and the Elves deal 1 (B 19)."""
    for activate, life, damage in ((True, 20, 3), (False, 19, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
        s.add_card(Zone.BATTLEFIELD, "B", "Coastline Chimera")
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
        s.attack(1, "A", "Grizzly Bears")
        s.attack(1, "A", "Llanowar Elves")
        if activate:
            s.activate_ability(1, Step.DECLARE_ATTACKERS, "B",
                               "{1}{W}: Coastline Chimera can block an additional")
        s.block(1, "B", "Coastline Chimera", "Grizzly Bears")
        s.block(1, "B", "Coastline Chimera", "Llanowar Elves")
        s.stop_at(1, Step.END_COMBAT)
        if activate:
            s.execute()
        else:
            with pytest.raises(ScenarioError, match="Coastline Chimera"):
                s.execute()
        s.assert_life("B", life)
        s.assert_damage("Coastline Chimera", damage)
