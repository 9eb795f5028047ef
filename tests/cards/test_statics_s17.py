"""Session 17 statics, played from real cards of the shared MTGJSON file (skipped without it):
a legendary creature's shortened name with no comma (201.5c); control changes "for as long as
you control ~ and ~ remains tapped", "... that creature is enchanted", of a group (611.2b,
613.1b) and Insurrection's; targets bounded by a count (608.2h, 601.2c); one-turn "can't be
blocked except by ..." on another target and on a group (509.1b; 611.2c: a rule effect binds
whichever creatures match at each moment); "can't attack, block, or crew Vehicles" (702.122a);
attack and block restrictions of groups and of declarations (508.1c, 509.1b); casting only on
one's own turn or at sorcery speed (101.2, 307.1); abilities with {T} in their costs (602.5).
"""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError
from tests.cards.conftest import assert_compiled


def test_201_5c_a_first_word_is_the_legendary_creatures_name(real_db: CardDatabase) -> None:
    """"Rubinia" is Rubinia Soulsinger, "Hivis" Hivis of the Scale, "Svyelun" Svyelun of Sea
    and Sky (201.5c); "Sliver" of Sliver Queen is a creature type, not a name."""
    from mtg_engine.cards.oracle.compiler import name_to_tilde

    assert_compiled(real_db, "Rubinia Soulsinger", "Hivis of the Scale",
                    "Svyelun of Sea and Sky", "Rashka the Slayer")
    assert name_to_tilde("Whenever Svyelun attacks, draw a card.", "Svyelun of Sea and Sky",
                         True, True) == "Whenever ~ attacks, draw a card."
    assert name_to_tilde("Create a 1/1 Sliver creature token.", "Sliver Queen", True,
                         True) == "Create a 1/1 Sliver creature token."
    assert name_to_tilde("Rubinia attacks.", "Rubinia Soulsinger", False, True) \
        == "Rubinia attacks."  # (not legendary: no shortened name)
    # (more of another name follows: Tuktuk the Explorer's token is Tuktuk the Returned)
    said = "When Tuktuk the Explorer dies, create Tuktuk the Returned, a legendary 5/5 token."
    assert name_to_tilde(said, "Tuktuk the Explorer", True, True) == \
        "When ~ dies, create Tuktuk the Returned, a legendary 5/5 token."


def _rubinia(real_db: CardDatabase) -> Scenario:
    """Rubinia Soulsinger: "{T}: Gain control of target creature for as long as you control
    Rubinia and Rubinia remains tapped." A activates it on turn 1 on B's Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rubinia Soulsinger")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Gain control",
                       targets=["Grizzly Bears"])
    return s


def test_611_2b_rubinia_holds_the_creature_while_tapped(real_db: CardDatabase) -> None:
    """A leaves Rubinia tapped in the untap step of turn 3 (502.3): A still controls the
    Bears on turn 3 (613.1b)."""
    s = _rubinia(real_db)
    s.set_choice("A", "Rubinia Soulsinger")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 1))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Rubinia Soulsinger", True)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_611_2b_rubinia_untapped_gives_the_creature_back(real_db: CardDatabase) -> None:
    """With no answer Rubinia untaps on turn 3: the effect ends (611.2b), B controls the
    Bears again (by the draw step: control is written back when state-based actions are
    checked, rules/control.sync_control)."""
    s = _rubinia(real_db)
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 1))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_tapped("Rubinia Soulsinger", False)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def _firefright(real_db: CardDatabase, blocker: str, turn: int = 3) -> Scenario:
    """Firefright Mage: "{1}{R}, {T}, Discard a card: Target creature can't be blocked this
    turn except by artifact creatures and/or red creatures." A activates it on `turn`
    targeting its Grizzly Bears (2/2, discarding an Island), attacks with them on turn 3, and
    B blocks with `blocker`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Firefright Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.activate_ability(turn, Step.PRECOMBAT_MAIN, "A", "{1}{R}, {T}",
                       targets=["Grizzly Bears"])
    s.set_choice("A", "Island")
    s.attack(3, "A", "Grizzly Bears")
    s.block(3, "B", blocker, "Grizzly Bears")
    s.stop_at(3, Step.END_COMBAT)
    return s


def test_509_1b_firefright_mage_refuses_a_green_blocker(real_db: CardDatabase) -> None:
    """Runeclaw Bear (green, no artifact) can't block the Bears this turn (509.1b)."""
    with pytest.raises(ScenarioError, match=r"509"):
        _firefright(real_db, "Runeclaw Bear").execute()


@pytest.mark.parametrize("blocker", ["Ornithopter", "Hill Giant"])
def test_509_1b_firefright_mage_allows_artifact_or_red_blockers(real_db: CardDatabase,
                                                                 blocker: str) -> None:
    """Ornithopter (an artifact creature, 0/2) or Hill Giant (red, 3/3) may block: B stays at
    20 and the Island was discarded as the cost."""
    s = _firefright(real_db, blocker)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_graveyard_count("B", "Ornithopter", 1 if blocker == "Ornithopter" else 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 0 if blocker == "Ornithopter" else 1)


def test_514_2_firefright_mage_restriction_ends_with_its_turn(real_db: CardDatabase) -> None:
    """Activated on turn 1, the restriction is gone by turn 3: Runeclaw Bear blocks (2/2
    against 2/2: both die)."""
    s = _firefright(real_db, "Runeclaw Bear", turn=1)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Runeclaw Bear", 1)


def test_509_1b_departed_deckhand_another_target(real_db: CardDatabase) -> None:
    """Departed Deckhand: "{3}{U}: Another target creature you control can't be blocked this
    turn except by Spirits." (109.4: not the Deckhand itself.) A targets Grizzly Bears; B's
    Runeclaw Bear can't block them (509.1b), so B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Departed Deckhand")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{3}{U}:", targets=["Grizzly Bears"])
    s.attack(3, "A", "Grizzly Bears")
    s.block(3, "B", "Runeclaw Bear", "Grizzly Bears")
    s.stop_at(3, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"509"):
        s.execute()
    card = real_db.get("Departed Deckhand")
    spec = card.abilities[0].targets[0]
    assert spec.filter.other and spec.filter.controller == "you"


def _dread_charge(real_db: CardDatabase, then: list[str], attacker: str,
                  blocker: str) -> Scenario:
    """Dread Charge: "Black creatures you control can't be blocked this turn except by black
    creatures." A casts it on turn 3, then the spells `then`, attacks with `attacker`, and B
    blocks with `blocker`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Dread Charge")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Dread Charge")
    for name in then:
        s.add_card(Zone.HAND, "A", name)
        s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", name,
                     targets=["Grizzly Bears"] if name == "Deathlace" else ())
    s.attack(3, "A", attacker)
    s.block(3, "B", blocker, attacker)
    s.stop_at(3, Step.END_COMBAT)
    return s


def test_611_2c_dread_charge_binds_a_creature_cast_after_it(real_db: CardDatabase) -> None:
    """Manor Skeleton (black 1/1 haste) is cast after Dread Charge resolved: the rule binds it
    too (611.2c), so Runeclaw Bear (green) can't block it (509.1b)."""
    with pytest.raises(ScenarioError, match=r"509"):
        _dread_charge(real_db, ["Manor Skeleton"], "Manor Skeleton", "Runeclaw Bear").execute()


def test_611_2c_dread_charge_binds_a_creature_that_became_black(real_db: CardDatabase) -> None:
    """Grizzly Bears (green) become black by Deathlace after Dread Charge resolved (a later
    timestamp, 613.7): they are bound from then on; Runeclaw Bear can't block them."""
    with pytest.raises(ScenarioError, match=r"509"):
        _dread_charge(real_db, ["Deathlace"], "Grizzly Bears", "Runeclaw Bear").execute()


def test_611_2c_dread_charge_lets_black_creatures_block(real_db: CardDatabase) -> None:
    """A black blocker may block: Dregscape Zombie (2/1) blocks Manor Skeleton (1/1), which
    dies; B stays at 20. The Bears, green, are not bound: without Deathlace a green blocker
    may block them."""
    s = _dread_charge(real_db, ["Manor Skeleton"], "Manor Skeleton", "Dregscape Zombie")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Manor Skeleton", 1)
    s = _dread_charge(real_db, [], "Grizzly Bears", "Runeclaw Bear")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Runeclaw Bear", 1)


def test_611_2c_dread_charge_state_saves_and_copies(real_db: CardDatabase) -> None:
    """The group of the rule effect (`ContinuousEffect.group`) survives JSON and copy()."""
    from mtg_engine.game import Game
    from mtg_engine.state.game_state import ContinuousEffect

    s = _dread_charge(real_db, [], "Grizzly Bears", "Runeclaw Bear")
    s.execute()
    effs = [e for e in s.game.state.effects if e.group is not None]
    assert len(effs) == 1 and effs[0].group.colors == ("B",)
    assert ContinuousEffect.from_json(effs[0].to_json()) == effs[0]
    again = Game.from_json(s.game.to_json(), real_db)  # (the save format, checked)
    assert [e for e in again.state.effects if e.group is not None] == effs
    assert [e for e in s.game.copy().state.effects if e.group is not None] == effs


def _shackles(real_db: CardDatabase, islands: int, target: str) -> Scenario:
    """Vedalken Shackles: "{2}, {T}: Gain control of target creature with power less than or
    equal to the number of Islands you control for as long as ~ remains tapped." A has
    `islands` Islands (two pay the {2}) and activates it on turn 1 on B's `target`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vedalken Shackles")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.BATTLEFIELD, "B", target)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:", targets=[target])
    return s


def test_608_2h_shackles_counts_islands_as_the_target_is_chosen(real_db: CardDatabase) -> None:
    """Three Islands: Hill Giant (power 3) is a legal target; A controls it (613.1b)."""
    s = _shackles(real_db, 3, "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)


def test_608_2h_shackles_refuses_a_creature_with_more_power(real_db: CardDatabase) -> None:
    """Two Islands: Hill Giant (power 3) can't be targeted (115.1, 601.2c); Grizzly Bears
    (power 2) can."""
    with pytest.raises(ScenarioError):
        _shackles(real_db, 2, "Hill Giant").execute()
    s = _shackles(real_db, 2, "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_608_2b_beguiler_of_wills_counts_creatures_you_control(real_db: CardDatabase) -> None:
    """Beguiler of Wills: "{T}: Gain control of target creature with power less than or equal
    to the number of creatures you control." With the Beguiler and Grizzly Bears (two
    creatures) A takes B's Runeclaw Bear (power 2) for good (611.2a), not Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Beguiler of Wills")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Runeclaw Bear")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Runeclaw Bear"])
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Runeclaw Bear", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Beguiler of Wills")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Hill Giant"])
    with pytest.raises(ScenarioError):
        s.execute()


def _revoked_skiff(real_db: CardDatabase, other: bool) -> Scenario:
    """A: Sky Skiff (Crew 1), Grizzly Bears enchanted by Revoke Privileges ("Enchanted
    creature can't attack, block, or crew Vehicles."), and with `other` Runeclaw Bear too; A
    activates Crew 1 on turn 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sky Skiff")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Revoke Privileges", attached_to="Grizzly Bears")
    if other:
        s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Crew 1")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_702_122a_an_enchanted_creature_cant_crew(real_db: CardDatabase) -> None:
    """The Bears can't pay the crew cost: with no other creature, Crew 1 can't be activated."""
    with pytest.raises(ScenarioError, match=r"702\.122a"):
        _revoked_skiff(real_db, other=False).execute()


def test_702_122a_another_creature_crews_instead(real_db: CardDatabase) -> None:
    """Runeclaw Bear crews the Skiff (tapped); the Bears stay untapped and the Skiff is a
    creature until end of turn."""
    s = _revoked_skiff(real_db, other=True)
    s.execute()
    s.assert_tapped("Runeclaw Bear", True)
    s.assert_tapped("Grizzly Bears", False)
    s.assert_type("Sky Skiff", "Creature")
    assert_compiled(real_db, "Revoke Privileges", "Bound in Gold")


def _varchild(real_db: CardDatabase) -> Scenario:
    """Varchild, Betrayer of Kjeldor (3/3): "Whenever ~ deals combat damage to a player, that
    player creates that many 1/1 red Survivor creature tokens. / Survivors your opponents
    control can't block, and they can't attack you or planeswalkers you control. / When ~
    leaves the battlefield, gain control of all Survivors." It attacks B on turn 1: B is at
    17 with three Survivors."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Varchild, Betrayer of Kjeldor")
    s.attack(1, "A", "Varchild, Betrayer of Kjeldor")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_permanent_count("B", "Survivor Token", 3))
    return s


def test_508_1c_varchilds_survivors_cant_attack_you(real_db: CardDatabase) -> None:
    """On turn 2 B's Survivors can't attack A (508.1c)."""
    s = _varchild(real_db)
    s.attack(2, "B", "Survivor Token", "A")
    s.stop_at(2, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"508\.1c"):
        s.execute()


def test_509_1b_varchilds_survivors_cant_block(real_db: CardDatabase) -> None:
    """On turn 3 a Survivor can't block Varchild (509.1b): B would be at 14 unblocked."""
    s = _varchild(real_db)
    s.attack(3, "A", "Varchild, Betrayer of Kjeldor")
    s.block(3, "B", "Survivor Token", "Varchild, Betrayer of Kjeldor")
    s.stop_at(3, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"509"):
        s.execute()
    s = _varchild(real_db)
    s.attack(3, "A", "Varchild, Betrayer of Kjeldor")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Survivor Token", 6)


def test_613_1b_varchild_leaving_gives_you_the_survivors(real_db: CardDatabase) -> None:
    """B's Lightning Bolt kills Varchild on turn 2: A gains control of the three Survivors
    (613.1b, for good: 611.2a), which can then attack B."""
    s = _varchild(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Varchild, Betrayer of Kjeldor"])
    s.attack(3, "A", "Survivor Token")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Survivor Token", 3)
    s.assert_permanent_count("B", "Survivor Token", 0)
    s.assert_life("B", 16)


def test_508_1c_lovestruck_beast_needs_a_1_1_creature(real_db: CardDatabase) -> None:
    """Lovestruck Beast (5/5): "~ can't attack unless you control a 1/1 creature." Alone it
    can't attack (508.1c, 611.3a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lovestruck Beast")
    s.attack(1, "A", "Lovestruck Beast")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"508\.1"):
        s.execute()


def test_508_1c_lovestruck_beast_attacks_after_its_adventure(real_db: CardDatabase) -> None:
    """A casts Heart's Desire (a 1/1 Human token; the card goes on an adventure, 715.4), then
    Lovestruck Beast from exile (715.3d); on turn 3 the Beast attacks: B is at 15. A 2/2
    (Grizzly Bears) is not a 1/1: without the token it still couldn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Lovestruck Beast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heart's Desire")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lovestruck Beast")
    s.attack(3, "A", "Lovestruck Beast")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Human Token", 1)
    s.assert_life("B", 15)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lovestruck Beast")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Lovestruck Beast")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"508\.1"):
        s.execute()


def test_608_2h_dominating_vampire_counts_vampires_as_it_targets(real_db: CardDatabase) -> None:
    """Dominating Vampire: "When ~ enters the battlefield, gain control of target creature
    with mana value less than or equal to the number of Vampires you control until end of
    turn. Untap that creature. It gains haste until end of turn." With the Vampire itself
    (one Vampire), B's Llanowar Elves (mana value 1) is taken until end of turn (613.1b) and
    attacks B (haste): B is at 19; B has it back on turn 2 (514.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Dominating Vampire")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dominating Vampire")
    s.add_target("A", "Llanowar Elves")
    s.attack(1, "A", "Llanowar Elves")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_life("B", 19))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Llanowar Elves", 1)


def _stormtide(real_db: CardDatabase) -> Scenario:
    """Stormtide Leviathan (8/8 islandwalk): "All lands are Islands in addition to their other
    types. / Creatures without flying or islandwalk can't attack." A has it; B has a Forest
    and Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stormtide Leviathan")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    return s


def test_305_7_stormtide_lands_are_islands_and_it_walks(real_db: CardDatabase) -> None:
    """B's Forest is also an Island (305.7): the Leviathan's islandwalk makes it unblockable
    by B (702.14c), so B's Bears can't block it: B is at 12 after turn 1."""
    s = _stormtide(real_db)
    s.attack(1, "A", "Stormtide Leviathan")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_subtype("Forest", "Island"))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 12)
    s = _stormtide(real_db)
    s.attack(1, "A", "Stormtide Leviathan")
    s.block(1, "B", "Grizzly Bears", "Stormtide Leviathan")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"509|702\.14"):
        s.execute()


def test_508_1c_creatures_without_flying_or_islandwalk_cant_attack(real_db: CardDatabase
                                                                    ) -> None:
    """B's Grizzly Bears have neither flying nor islandwalk: they can't attack (508.1c)."""
    s = _stormtide(real_db)
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"508\.1"):
        s.execute()


def test_613_1b_insurrection_untaps_and_takes_every_creature(real_db: CardDatabase) -> None:
    """Insurrection: "Untap all creatures and gain control of them until end of turn. They
    gain haste until end of turn." B's tapped Grizzly Bears are untapped, A's with haste
    (611.2c: the creatures locked in as it resolves) and attack B: B is at 18; B has them
    back by turn 2 (514.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 8)
    s.add_card(Zone.HAND, "A", "Insurrection")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Insurrection")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_life("B", 18))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def _matriarch(real_db: CardDatabase, aura: bool) -> Scenario:
    """Rootwater Matriarch: "{T}: Gain control of target creature for as long as that creature
    is enchanted." A activates it on turn 1 on B's Grizzly Bears (with `aura`, enchanted by
    B's Holy Strength)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rootwater Matriarch")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if aura:
        s.add_card(Zone.BATTLEFIELD, "B", "Holy Strength", attached_to="Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Grizzly Bears"])
    return s


def test_611_2b_matriarch_holds_an_enchanted_creature(real_db: CardDatabase) -> None:
    """The Bears are enchanted: A controls them (613.1b) still on turn 3, Matriarch untapped
    and all (the duration is the creature's, 303.4). Once A's Disenchant destroys Holy
    Strength on turn 3, the effect ends (611.2b): B has them back."""
    s = _matriarch(real_db, aura=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Disenchant")
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Grizzly Bears", 1))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Disenchant", targets=["Holy Strength"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Rootwater Matriarch", False)
    s.assert_graveyard_count("B", "Holy Strength", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_611_2b_matriarch_does_nothing_to_an_unenchanted_creature(real_db: CardDatabase
                                                                  ) -> None:
    """Unenchanted, the Bears stay B's: the duration is over as the effect would begin."""
    s = _matriarch(real_db, aura=False)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)


def _wretched(real_db: CardDatabase) -> Scenario:
    """The Wretched (2/5): "At end of combat, gain control of all creatures blocking ~ for as
    long as you control ~." B's Hill Giant (3/3) blocks it on turn 1 and survives: at end of
    combat A gains control of it (613.1b, the blockers locked in, 611.2c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Wretched")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "The Wretched")
    s.block(1, "B", "Hill Giant", "The Wretched")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_permanent_count("A", "Hill Giant", 1))
    return s


def test_611_2b_the_wretched_takes_its_blockers(real_db: CardDatabase) -> None:
    """A still has the Giant on turn 3 (no other duration)."""
    s = _wretched(real_db)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_611_2b_the_wretched_gone_gives_the_blockers_back(real_db: CardDatabase) -> None:
    """B's Murder destroys The Wretched on turn 2: A no longer controls it, the effect ends
    (611.2b) and B has the Giant back."""
    s = _wretched(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["The Wretched"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "The Wretched", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


def _tar_pit(real_db: CardDatabase, block: bool) -> Scenario:
    """Creeping Tar Pit: "{1}{U}{B}: ~ becomes a 3/2 blue and black Elemental creature until
    end of turn and can't be blocked this turn. It's still a land." A animates it on turn 3
    and attacks; with `block` B's Grizzly Bears try to block it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Creeping Tar Pit")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{1}{U}{B}:")
    s.attack(3, "A", "Creeping Tar Pit")
    if block:
        s.block(3, "B", "Grizzly Bears", "Creeping Tar Pit")
    s.stop_at(3, Step.END_COMBAT)
    return s


def test_509_1b_creeping_tar_pit_cant_be_blocked(real_db: CardDatabase) -> None:
    """The Bears can't block it (509.1b); unblocked it deals 3: B is at 17; it is a 3/2 land
    creature this turn (205.1b)."""
    with pytest.raises(ScenarioError, match=r"509"):
        _tar_pit(real_db, block=True).execute()
    s = _tar_pit(real_db, block=False)
    s.check(3, Step.DECLARE_BLOCKERS, lambda sc: sc.assert_type("Creeping Tar Pit", "Land"))
    s.execute()
    s.assert_life("B", 17)
    s.assert_power_toughness("A", "Creeping Tar Pit", 3, 2)


def _dosan(real_db: CardDatabase, turn: int) -> Scenario:
    """Dosan the Falling Leaf: "Players can cast spells only during their own turns." B
    casts Lightning Bolt at A on `turn`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dosan the Falling Leaf")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(turn, Step.BEGIN_COMBAT)
    return s


def test_101_2_dosan_only_during_their_own_turns(real_db: CardDatabase) -> None:
    """B can't cast the Bolt during A's turn 1 (101.2); during B's own turn 2 it can: A is at
    17."""
    with pytest.raises(ScenarioError, match=r"101\.2"):
        _dosan(real_db, 1).execute()
    s = _dosan(real_db, 2)
    s.execute()
    s.assert_life("A", 17)


def test_307_1_only_any_time_they_could_cast_a_sorcery(real_db: CardDatabase) -> None:
    """Teferi, Time Raveler's "Each opponent can cast spells only any time they could cast a
    sorcery." (its `cant_cast` static, on a test enchantment): B's Bolt is castable in B's
    main phase with the stack empty (A at 17), not in B's upkeep (307.1)."""
    from mtg_engine.cards.dsl_cards import parse_card
    from mtg_engine.cards.oracle.cast_timing import lower

    st = lower("Each opponent can cast spells only any time they could cast a sorcery.")
    name = "Statics Test Sorcery-Speed Lock"
    if name not in real_db:
        real_db.add(parse_card({"name": name, "type": "Enchantment", "cost": "{1}",
                                "statics": [st]}))

    def scenario(step: Step) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(2, step, "B", "Lightning Bolt", targets=["A"])
        s.stop_at(2, Step.BEGIN_COMBAT)
        return s

    s = scenario(Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 17)
    with pytest.raises(ScenarioError, match=r"101\.2"):
        scenario(Step.UPKEEP).execute()


def test_101_2_city_of_solitude_no_activation_on_other_turns(real_db: CardDatabase) -> None:
    """City of Solitude: "Players can cast spells and activate abilities only during their own
    turns." B can't activate Prodigal Pyromancer ("{T}: ~ deals 1 damage to any target.")
    during A's turn 1 (101.2); during B's turn 2 it can: A is at 19."""
    def scenario(turn: int) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "City of Solitude")
        s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
        s.activate_ability(turn, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
        s.stop_at(turn, Step.BEGIN_COMBAT)
        return s

    with pytest.raises(ScenarioError, match=r"101\.2"):
        scenario(1).execute()
    s = scenario(2)
    s.execute()
    s.assert_life("A", 19)


def _bridge(real_db: CardDatabase, hand: int, attacker: str) -> Scenario:
    """Ensnaring Bridge: "Creatures with power greater than the number of cards in your hand
    can't attack." A has it and `hand` Islands in hand; B attacks with `attacker` on turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ensnaring Bridge")
    if hand:
        s.add_card(Zone.HAND, "A", "Island", hand)
    s.add_card(Zone.BATTLEFIELD, "B", attacker)
    s.attack(2, "B", attacker)
    s.stop_at(2, Step.END_COMBAT)
    return s


def test_608_2h_ensnaring_bridge_counts_your_hand(real_db: CardDatabase) -> None:
    """One card in A's hand: Grizzly Bears (power 2) can't attack (508.1c); Llanowar Elves
    (power 1) can: A is at 19. Two cards: the Bears can: A is at 18."""
    with pytest.raises(ScenarioError, match=r"508\.1"):
        _bridge(real_db, 1, "Grizzly Bears").execute()
    s = _bridge(real_db, 1, "Llanowar Elves")
    s.execute()
    s.assert_life("A", 19)
    s = _bridge(real_db, 2, "Grizzly Bears")
    s.execute()
    s.assert_life("A", 18)


def _veto(real_db: CardDatabase, blocker: str) -> Scenario:
    """Magistrate's Veto: "White creatures and blue creatures can't block." (either colour's
    creatures, 105.2). A's Grizzly Bears attack; B blocks with `blocker`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Magistrate's Veto")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", blocker, "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    return s


@pytest.mark.parametrize("blocker", ["Savannah Lions", "Coral Barrier"])
def test_509_1b_white_or_blue_creatures_cant_block(real_db: CardDatabase, blocker: str) -> None:
    """Savannah Lions (white) and Coral Barrier (blue) can't block (509.1b)."""
    with pytest.raises(ScenarioError, match=r"509"):
        _veto(real_db, blocker).execute()


def test_509_1b_a_green_creature_still_blocks(real_db: CardDatabase) -> None:
    """Runeclaw Bear (green) blocks: both 2/2s die, B stays at 20."""
    s = _veto(real_db, "Runeclaw Bear")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Runeclaw Bear", 1)



def _tetsuko(real_db: CardDatabase, attacker: str, block: bool) -> Scenario:
    """Tetsuko Umezawa, Fugitive (1/3): "Creatures you control with power or toughness 1 or
    less can't be blocked." A attacks with `attacker`; with `block` B's Hill Giant blocks."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tetsuko Umezawa, Fugitive")
    s.add_card(Zone.BATTLEFIELD, "A", attacker)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", attacker)
    if block:
        s.block(1, "B", "Hill Giant", attacker)
    s.stop_at(1, Step.END_COMBAT)
    return s


@pytest.mark.parametrize("attacker", ["Llanowar Elves", "Tetsuko Umezawa, Fugitive"])
def test_208_1_tetsuko_power_or_toughness_1_or_less(real_db: CardDatabase,
                                                      attacker: str) -> None:
    """Llanowar Elves (1/1) and Tetsuko itself (power 1) can't be blocked (509.1b); unblocked,
    B is at 19."""
    with pytest.raises(ScenarioError, match=r"509"):
        _tetsuko(real_db, attacker, block=True).execute()
    s = _tetsuko(real_db, attacker, block=False)
    s.execute()
    s.assert_life("B", 19)


def test_208_1_tetsuko_toughness_side_and_a_2_2(real_db: CardDatabase) -> None:
    """Grizzly Bears (2/2) may be blocked (Hill Giant kills them); Goblin Piker (2/1: its
    toughness is 1) can't be (509.1b)."""
    s = _tetsuko(real_db, "Grizzly Bears", block=True)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    with pytest.raises(ScenarioError, match=r"509"):
        _tetsuko(real_db, "Goblin Piker", block=True).execute()


def _tanglewalker(real_db: CardDatabase, land: str) -> Scenario:
    """Tanglewalker: "Each creature you control can't be blocked as long as defending player
    controls an artifact land." A's Grizzly Bears attack B, who controls `land` and blocks
    with Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tanglewalker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", land)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_509_1b_tanglewalker_against_an_artifact_land(real_db: CardDatabase) -> None:
    """B controls Ancient Den (an artifact land): the Bears can't be blocked (509.1b). With a
    Plains instead the Giant blocks and kills them."""
    with pytest.raises(ScenarioError, match=r"509"):
        _tanglewalker(real_db, "Ancient Den").execute()
    s = _tanglewalker(real_db, "Plains")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def _kraken(real_db: CardDatabase, blocker: str) -> Scenario:
    """Kraken of the Straits (6/6): "Creatures with power less than the number of Islands you
    control can't block ~." A controls three Islands; B blocks it with `blocker`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kraken of the Straits")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Kraken of the Straits")
    s.block(1, "B", blocker, "Kraken of the Straits")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_509_1b_kraken_counts_islands(real_db: CardDatabase) -> None:
    """Grizzly Bears (power 2, less than 3) can't block it (509.1b); Hill Giant (power 3)
    can: it dies, B stays at 20."""
    with pytest.raises(ScenarioError, match=r"509"):
        _kraken(real_db, "Grizzly Bears").execute()
    s = _kraken(real_db, "Hill Giant")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def _attack_with(real_db: CardDatabase, creature: str, other: str | None) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", creature)
    s.attack(1, "A", creature)
    if other is not None:
        s.add_card(Zone.BATTLEFIELD, "A", other)
        s.attack(1, "A", other)
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_508_1c_scarred_puma_needs_a_black_or_green_attacker(real_db: CardDatabase) -> None:
    """Scarred Puma (2/1): "~ can't attack unless a black or green creature also attacks."
    Alone, or with Goblin Piker (red), it can't (508.1c); with Runeclaw Bear (green) both
    attack: B is at 16."""
    for other in (None, "Goblin Piker"):
        with pytest.raises(ScenarioError, match=r"508\.1c"):
            _attack_with(real_db, "Scarred Puma", other).execute()
    s = _attack_with(real_db, "Scarred Puma", "Runeclaw Bear")
    s.execute()
    s.assert_life("B", 16)


def test_508_1c_509_1b_okk_needs_a_creature_with_greater_power(real_db: CardDatabase) -> None:
    """Okk (4/4): "~ can't attack unless a creature with greater power also attacks. / ~
    can't block unless a creature with greater power also blocks." With Hill Giant (3/3) it
    can't attack (508.1c); with Craw Wurm (6/4) both attack: B is at 10. Blocking alone is
    refused (509.1b)."""
    with pytest.raises(ScenarioError, match=r"508\.1c"):
        _attack_with(real_db, "Okk", "Hill Giant").execute()
    s = _attack_with(real_db, "Okk", "Craw Wurm")
    s.execute()
    s.assert_life("B", 10)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Okk")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Okk", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"509\.1b"):
        s.execute()


def test_509_1b_sneaky_homunculus_both_ways(real_db: CardDatabase) -> None:
    """Sneaky Homunculus (1/1): "~ can't block or be blocked by creatures with power 2 or
    greater." B's Grizzly Bears can't block it (509.1b), it can't block B's Bears either;
    Llanowar Elves (power 1) may block it (and die)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sneaky Homunculus")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Sneaky Homunculus")
    s.block(1, "B", "Grizzly Bears", "Sneaky Homunculus")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"509"):
        s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sneaky Homunculus")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Sneaky Homunculus", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"509"):
        s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sneaky Homunculus")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(1, "A", "Sneaky Homunculus")
    s.block(1, "B", "Llanowar Elves", "Sneaky Homunculus")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)


def _alley_cat(real_db: CardDatabase, blocker: str) -> Scenario:
    """Sabertooth Alley Cat (2/1): "{1}{R}: Creatures without defender can't block ~ this
    turn." A activates it and attacks; B blocks with `blocker`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sabertooth Alley Cat")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}:")
    s.attack(1, "A", "Sabertooth Alley Cat")
    s.block(1, "B", blocker, "Sabertooth Alley Cat")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_509_1b_alley_cat_only_defenders_block(real_db: CardDatabase) -> None:
    """Grizzly Bears (no defender) can't block it this turn (509.1b); Wall of Stone (0/8
    defender) can: B stays at 20."""
    with pytest.raises(ScenarioError, match=r"509"):
        _alley_cat(real_db, "Grizzly Bears").execute()
    s = _alley_cat(real_db, "Wall of Stone")
    s.execute()
    s.assert_life("B", 20)


def test_602_5_serra_bestiary_stops_only_tap_abilities(real_db: CardDatabase) -> None:
    """Serra Bestiary: "Enchanted creature can't attack or block, and its activated abilities
    with {T} in their costs can't be activated." On A's Prodigal Pyromancer ("{T}: ~ deals 1
    damage to any target.") the ability can't be activated (602.5); on Shivan Dragon "{R}:
    ~ gets +1/+0 until end of turn." still can: the 5/5 is 6/5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Bestiary", attached_to="Prodigal Pyromancer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError, match=r"602\.5"):
        s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shivan Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Bestiary", attached_to="Shivan Dragon")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Shivan Dragon", 6, 5)


def _winds(real_db: CardDatabase, winds: bool) -> Scenario:
    """A casts Grizzly Bears on turn 1 with Birds of Paradise and a Forest; with `winds` B
    controls Katabatic Winds (phasing: it phases out only in B's untap step, 702.26a)."""
    s = Scenario(cards=real_db)
    if winds:
        s.add_card(Zone.BATTLEFIELD, "B", "Katabatic Winds")
    s.add_card(Zone.BATTLEFIELD, "A", "Birds of Paradise")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_602_5_katabatic_winds_stops_flyers_tapping(real_db: CardDatabase) -> None:
    """Katabatic Winds: "Creatures with flying can't attack or block, and their activated
    abilities with {T} in their costs can't be activated." A's Birds of Paradise can't tap
    for mana (602.5): A can't pay {1}{G} for Grizzly Bears; without the Winds A can."""
    with pytest.raises(ScenarioError, match=r"Grizzly Bears"):
        _winds(real_db, winds=True).execute()
    s = _winds(real_db, winds=False)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_702_16_masked_gorgon_two_colour_groups(real_db: CardDatabase) -> None:
    """Masked Gorgon: "Green creatures and white creatures have protection from Gorgons."
    (either colour's creatures, 105.2): A's Grizzly Bears (green) can't be blocked by the
    Gorgon (702.16b); A's Goblin Piker (red) can, and dies."""
    def scenario(attacker: str) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "B", "Masked Gorgon")
        s.add_card(Zone.BATTLEFIELD, "A", attacker)
        s.attack(1, "A", attacker)
        s.block(1, "B", "Masked Gorgon", attacker)
        s.stop_at(1, Step.END_COMBAT)
        return s

    with pytest.raises(ScenarioError, match=r"509|702\.16"):
        scenario("Grizzly Bears").execute()
    s = scenario("Goblin Piker")
    s.execute()
    s.assert_graveyard_count("A", "Goblin Piker", 1)


def _arbiter(real_db: CardDatabase) -> Scenario:
    """Angelic Arbiter: "Each opponent who attacked with a creature this turn can't cast
    spells. / Each opponent who cast a spell this turn can't attack with creatures." B has
    Grizzly Bears, a Mountain and Lightning Bolt."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Angelic Arbiter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    return s


def test_508_1c_arbiter_no_attack_after_a_spell(real_db: CardDatabase) -> None:
    """B casts the Bolt at A in the main phase of turn 2: the Bears can't attack (508.1c)."""
    s = _arbiter(real_db)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"Grizzly Bears"):
        s.execute()


def test_101_2_arbiter_no_spell_after_an_attack(real_db: CardDatabase) -> None:
    """The Bears attack A on turn 2 (A at 18): after that B can't cast the Bolt (101.2); on
    turn 4 without attacking B can: A at 15."""
    s = _arbiter(real_db)
    s.attack(2, "B", "Grizzly Bears")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match=r"101\.2"):
        s.execute()
    s = _arbiter(real_db)
    s.attack(2, "B", "Grizzly Bears")
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(4, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 15)


def _brainwash(real_db: CardDatabase, lands: int) -> Scenario:
    """Brainwash on A's Grizzly Bears: "Enchanted creature can't attack unless its controller
    pays {3}." A has `lands` Mountains and attacks B with the Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
    s.add_card(Zone.BATTLEFIELD, "B", "Brainwash", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_508_1h_brainwash_a_cost_to_attack(real_db: CardDatabase) -> None:
    """With three Mountains A pays {3} as the attack is declared (508.1h-j): the Mountains
    are tapped and B is at 18. With two the cost can't be paid: the Bears can't attack."""
    s = _brainwash(real_db, 3)
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Mountain", True)
    with pytest.raises(ScenarioError, match=r"508\.1"):
        _brainwash(real_db, 2).execute()


def test_ensnaring_bridge_counts_a_hand_holding_a_cda_creature(real_db: CardDatabase) -> None:
    """Ensnaring Bridge counts the cards in A's hand (1: Ancient Ooze, whose 604.3 CDA reads
    the battlefield): counting them asks no card's characteristics, so the layers don't recurse
    (fuzz seed 17578); Grizzly Bears (power 2 > 1) can't attack (508.1c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ensnaring Bridge")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Ancient Ooze")
    s.stop_at(3, Step.DECLARE_ATTACKERS)
    s.execute()
    s.assert_life("B", 20)
