"""Session 16's activated and loyalty abilities (602, 606): "Target creature you control
fights another target creature" (701.12, 115.3); "Exile / Return ~ and target ..."; "Reveal the
top card of your library. If it's a land card, ..." (701.16a, 608.2c); an Equipment's granted
ability naming it (201.5a: Blazing Torch); "becomes an artifact creature with base power and
toughness" (205.1b); "When that creature leaves the battlefield this turn, sacrifice ~" (603.7c);
"Choose a creature type other than Wall" (608.2d); "Sacrifice a black creature, a red creature,
and a green creature" (118.3); "all permanents except for lands and tokens"; emblems for
opponents and "this emblem deals" (114.2); Spellskite (115.7b). Played with real cards (skipped
without the shared MTGJSON file)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def test_701_12_domri_rade_fights_another_target(real_db: CardDatabase) -> None:
    """Domri Rade's [−2] (606.3): Hill Giant (3/3) fights Grizzly Bears (2/2): the Bears die,
    the Giant has 2 damage and lives; Domri goes from 3 loyalty to 1."""
    assert_compiled(real_db, "Domri Rade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Domri Rade")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:",
                       targets=["Hill Giant", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_damage("Hill Giant", 2)
    s.assert_counter_count("A", "Domri Rade", "loyalty", 1)


def test_115_3_ulvenwald_tracker_fights_with_itself_but_not_twice(real_db: CardDatabase) -> None:
    """Ulvenwald Tracker (1/1) may be the first target (its rulings): it fights Llanowar
    Elves (1/1), both die. The same creature can't be both targets (115.3)."""
    assert_compiled(real_db, "Ulvenwald Tracker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ulvenwald Tracker")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")

    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}, {T}:",
                       targets=["Ulvenwald Tracker", "Llanowar Elves"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Ulvenwald Tracker", 1)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    from mtg_engine.rules.targets import repeats_a_target

    specs = real_db.get("Ulvenwald Tracker").abilities[0].targets
    assert repeats_a_target(specs, (7, 7)) and not repeats_a_target(specs, (7, 8))


def test_602_coastal_wizard_returns_itself_and_another_target(real_db: CardDatabase) -> None:
    """Coastal Wizard: "{T}: Return ~ and another target creature to their owners' hands.
    Activate only during your turn, before attackers are declared." (602.5b): both go to
    their owners' hands; "another" is other than the Wizard (109.1)."""
    assert_compiled(real_db, "Coastal Wizard")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Coastal Wizard")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Coastal Wizard")
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("A", "Coastal Wizard", 0)


def test_109_1_coastal_wizard_needs_another_creature(real_db: CardDatabase) -> None:
    """Alone, Coastal Wizard can't activate its ability: it isn't "another target creature"
    (109.1, 602.2b: an ability with no legal target can't be activated)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Coastal Wizard")

    def cannot(sc: Scenario) -> None:
        sc.assert_playable("A", "{T}:", False)

    s.check(1, Step.PRECOMBAT_MAIN, cannot)
    s.execute()
    s.assert_permanent_count("A", "Coastal Wizard", 1)


def test_602_mangara_exiles_itself_and_target_permanent(real_db: CardDatabase) -> None:
    """Mangara of Corondor: "{T}: Exile ~ and target permanent. Activate only as a sorcery."
    Both are exiled; if the target is gone when it resolves, the ability does nothing and
    Mangara stays (608.2b)."""
    assert_compiled(real_db, "Mangara of Corondor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mangara of Corondor")
    s.add_card(Zone.BATTLEFIELD, "B", "Ghostly Prison")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Ghostly Prison"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Mangara of Corondor", 1)
    s.assert_exile_count("Ghostly Prison", 1)


def test_608_2b_mangara_stays_when_its_target_is_gone(real_db: CardDatabase) -> None:
    """Mangara targets Grizzly Bears; B kills them in response with Lightning Bolt: the
    ability's only target is illegal, it does nothing (608.2b) and Mangara stays."""
    assert_compiled(real_db, "Mangara of Corondor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mangara of Corondor")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"],
                 responding_to="Mangara of Corondor")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Mangara of Corondor", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def _deceiver(real_db: CardDatabase, top: str) -> Scenario:
    """Brutal Deceiver (2/2) with `top` on top of A's library, its "{2}: Reveal the top card
    ..." activated once with two Mountains."""
    assert_compiled(real_db, "Brutal Deceiver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brutal Deceiver")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.LIBRARY, "A", top)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_701_16a_brutal_deceiver_reveals_a_land(real_db: CardDatabase) -> None:
    """The top card is a Forest (a land card): the Deceiver gets +1/+0 and first strike
    (608.2c); the Forest stays on top of the library."""
    s = _deceiver(real_db, "Forest")
    s.assert_power_toughness("A", "Brutal Deceiver", 3, 2)
    s.assert_abilities("A", "Brutal Deceiver", ["First strike"])
    assert s.state.objects[s.state.players[0].library[-1]].card.name == "Forest"


def test_608_2c_brutal_deceiver_reveals_a_nonland(real_db: CardDatabase) -> None:
    """The top card is Grizzly Bears (not a land card): nothing happens; still 2/2."""
    s = _deceiver(real_db, "Grizzly Bears")
    s.assert_power_toughness("A", "Brutal Deceiver", 2, 2)
    s.assert_abilities("A", "Brutal Deceiver", [])
    s.assert_library_count("A", 1, "Grizzly Bears")


def test_602_5b_brutal_deceiver_once_each_turn(real_db: CardDatabase) -> None:
    """"Activate only once each turn." (602.5b): with four Mountains, the second activation
    of the turn isn't allowed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brutal Deceiver")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:")

    def once(sc: Scenario) -> None:
        sc.assert_playable("A", "{2}:", False)

    s.check(1, Step.BEGIN_COMBAT, once)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Brutal Deceiver", 3, 2)


def _torch(real_db: CardDatabase) -> Scenario:
    assert_compiled(real_db, "Blazing Torch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Silvercoat Lion")
    s.add_card(Zone.BATTLEFIELD, "A", "Blazing Torch")
    return s


def test_201_5a_blazing_torch_sacrifices_itself_and_deals_the_damage(
        real_db: CardDatabase) -> None:
    """Blazing Torch equipped to Silvercoat Lion: the Lion's "{T}, Sacrifice Blazing Torch:
    Blazing Torch deals 2 damage to any target." (201.5a: the name is the Torch) targets B:
    B at 18, the Torch in A's graveyard, the Lion stays (and is tapped, 113.7)."""
    s = _torch(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Silvercoat Lion"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T},", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Silvercoat Lion", 1)
    s.assert_tapped("Silvercoat Lion")
    s.assert_permanent_count("A", "Blazing Torch", 0)
    s.assert_graveyard_count("A", "Blazing Torch", 1)


def test_201_5a_blazing_torch_unequipped_grants_nothing(real_db: CardDatabase) -> None:
    """Not attached, the Torch grants no ability: the Lion has no "{T}," ability (301.5)."""
    s = _torch(real_db)

    def none(sc: Scenario) -> None:
        sc.assert_playable("A", "{T},", False)

    s.check(1, Step.PRECOMBAT_MAIN, none)
    s.execute()
    s.assert_permanent_count("A", "Blazing Torch", 1)


def test_201_5a_blazing_torch_damage_source_is_the_torch(real_db: CardDatabase) -> None:
    """The ability's source is Silvercoat Lion (113.7), so it may target Tel-Jilad Chosen
    (protection from artifacts, 702.16b); the damage is dealt by the sacrificed Torch, an
    artifact, as it last existed (113.7a, 608.2h), and is prevented (702.16e). The Torch was
    still sacrificed."""
    s = _torch(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Tel-Jilad Chosen")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Silvercoat Lion"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T},", targets=["Tel-Jilad Chosen"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Tel-Jilad Chosen", 1)
    s.assert_damage("Tel-Jilad Chosen", 0)
    s.assert_graveyard_count("A", "Blazing Torch", 1)


def test_201_5a_ninjas_kunai_deals_3(real_db: CardDatabase) -> None:
    """Ninja's Kunai on Grizzly Bears: "{1}, {T}, Sacrifice Ninja's Kunai: Ninja's Kunai deals
    3 damage to any target." kills Hill Giant (3/3)."""
    assert_compiled(real_db, "Ninja's Kunai")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Ninja's Kunai", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T},", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Ninja's Kunai", 1)
    s.assert_tapped("Grizzly Bears")


def test_201_5a_heartseeker_unattaches_itself(real_db: CardDatabase) -> None:
    """Heartseeker (+2/+1) on Grizzly Bears: "{T}, Unattach Heartseeker: Destroy target
    creature." destroys Hill Giant; Heartseeker stays on the battlefield, unattached (701.3d),
    so the Bears are 2/2 again."""
    assert_compiled(real_db, "Heartseeker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Heartseeker", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")

    def equipped(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 3)

    s.check(1, Step.UPKEEP, equipped)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Unattach", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Heartseeker", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_701_17a_sacrifice_the_torch_only_if_you_control_it(real_db: CardDatabase) -> None:
    """B's Blazing Torch attached to A's Silvercoat Lion (as after a change of control of
    either, 301.5d): A has the ability, but can't pay "Sacrifice Blazing Torch": B controls
    the Torch (701.17a: a player sacrifices only their own permanents)."""
    assert_compiled(real_db, "Blazing Torch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Silvercoat Lion")
    s.add_card(Zone.BATTLEFIELD, "B", "Blazing Torch", attached_to="Silvercoat Lion")

    def cannot(sc: Scenario) -> None:
        sc.assert_playable("A", "{T},", False)

    s.check(1, Step.PRECOMBAT_MAIN, cannot)
    s.execute()
    s.assert_permanent_count("B", "Blazing Torch", 1)


def test_201_5a_leonin_bola_taps_and_unattaches(real_db: CardDatabase) -> None:
    """Leonin Bola on Grizzly Bears: "{T}, Unattach Leonin Bola: Tap target creature." taps
    Hill Giant; the Bola stays, unattached (701.3d): the ability can't be activated again."""
    assert_compiled(real_db, "Leonin Bola")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Leonin Bola", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Unattach", targets=["Hill Giant"])

    def gone(sc: Scenario) -> None:
        sc.assert_playable("A", "{T}, Unattach", False)

    s.check(1, Step.BEGIN_COMBAT, gone)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_tapped("Hill Giant")
    s.assert_tapped("Grizzly Bears")
    s.assert_permanent_count("A", "Leonin Bola", 1)


def test_205_1b_tezzeret_agent_of_bolas_animates_an_artifact(real_db: CardDatabase) -> None:
    """Tezzeret, Agent of Bolas [−1] (606.3): Millstone becomes a 5/5 artifact creature with
    no duration (611.2a: it stays one); Tezzeret goes from 3 loyalty to 2."""
    assert_compiled(real_db, "Tezzeret, Agent of Bolas")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tezzeret, Agent of Bolas")
    s.add_card(Zone.BATTLEFIELD, "A", "Millstone")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-1:", targets=["Millstone"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Millstone", 5, 5)
    s.assert_type("Millstone", "Creature")
    s.assert_type("Millstone", "Artifact")
    s.assert_counter_count("A", "Tezzeret, Agent of Bolas", "loyalty", 2)


def test_205_1b_an_artifact_creature_keeps_its_creature_types(real_db: CardDatabase) -> None:
    """"becomes an artifact creature with base power and toughness 5/5" keeps all its prior
    card types and subtypes (205.1b): Ornithopter (0/2 Thopter, flying) is a 5/5 Thopter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tezzeret, Agent of Bolas")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-1:", targets=["Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Ornithopter", 5, 5)
    s.assert_subtype("Ornithopter", "Thopter")
    s.assert_abilities("A", "Ornithopter", ["Flying"])


def _elite_guard(real_db: CardDatabase, bounce: bool) -> Scenario:
    """Kjeldoran Elite Guard: "{T}: Target creature gets +2/+2 until end of turn. When that
    creature leaves the battlefield this turn, sacrifice ~. Activate only during combat."
    activated on A's attacking Grizzly Bears; B then (`bounce`) Unsummons the Bears."""
    assert_compiled(real_db, "Kjeldoran Elite Guard")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kjeldoran Elite Guard")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.attack(1, "A", "Grizzly Bears")
    s.activate_ability(1, Step.DECLARE_ATTACKERS, "A", "{T}:", targets=["Grizzly Bears"])
    if bounce:
        s.cast_spell(1, Step.DECLARE_BLOCKERS, "B", "Unsummon", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_603_7c_elite_guard_sacrificed_when_that_creature_leaves(real_db: CardDatabase) -> None:
    """The Bears return to A's hand: the delayed trigger (603.7c) sacrifices the Guard (603.7e:
    its source is the Guard); B takes no combat damage."""
    s = _elite_guard(real_db, bounce=True)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Kjeldoran Elite Guard", 1)
    s.assert_life("B", 20)


def test_603_7c_elite_guard_stays_when_that_creature_stays(real_db: CardDatabase) -> None:
    """Without the bounce, the 4/4 Bears deal 4 and the Guard stays."""
    s = _elite_guard(real_db, bounce=False)
    s.assert_life("B", 16)
    s.assert_permanent_count("A", "Kjeldoran Elite Guard", 1)


def test_602_5b_elite_guard_only_during_combat(real_db: CardDatabase) -> None:
    """"Activate only during combat." (602.5b): not in the precombat main phase."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kjeldoran Elite Guard")

    def not_now(sc: Scenario) -> None:
        sc.assert_playable("A", "{T}:", False)

    s.check(1, Step.PRECOMBAT_MAIN, not_now)
    s.execute()


def test_608_2d_mistform_mutant_chooses_a_creature_type(real_db: CardDatabase) -> None:
    """Mistform Mutant: "{1}{U}: Choose a creature type other than Wall. Target creature
    becomes that type until end of turn." (205.1b: its creature types replaced): Grizzly
    Bears becomes a Goblin, no longer a Bear."""
    assert_compiled(real_db, "Mistform Mutant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mistform Mutant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "Goblin")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}:", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_subtype("Grizzly Bears", "Goblin")
    s.assert_subtype("Grizzly Bears", "Bear", False)


def test_205_3m_wall_is_not_offered(real_db: CardDatabase) -> None:
    """"other than Wall": Wall isn't among the options (the answer "Wall" isn't taken; the
    first creature type offered is used instead), so the Bears never become a Wall."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mistform Mutant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "Wall")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}:", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_subtype("Grizzly Bears", "Wall", False)
    s.assert_subtype("Grizzly Bears", next(t for t in CREATURE_TYPES if t != "Wall"))


def _herald(real_db: CardDatabase, creatures: list[str]) -> Scenario:
    """Dragon's Herald: "{2}{R}, {T}, Sacrifice a black creature, a red creature, and a green
    creature: Search your library for a card named Hellkite Overlord, put it onto the
    battlefield, then shuffle." with `creatures` beside it and three Mountains."""
    assert_compiled(real_db, "Dragon's Herald")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon's Herald")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    for c in creatures:
        s.add_card(Zone.BATTLEFIELD, "A", c)
    s.add_card(Zone.LIBRARY, "A", "Hellkite Overlord")
    return s


def test_118_3_dragons_herald_sacrifices_one_of_each_color(real_db: CardDatabase) -> None:
    """A black, a red and a green creature (Scathe Zombies, Raging Goblin, Llanowar Elves)
    are sacrificed; Hellkite Overlord comes from the library onto the battlefield."""
    s = _herald(real_db, ["Scathe Zombies", "Raging Goblin", "Llanowar Elves"])
    s.set_choice("A", "Scathe Zombies")  # (the sacrifice that begins with the Zombies)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{R}, {T}")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hellkite Overlord", 1)
    for c in ("Scathe Zombies", "Raging Goblin", "Llanowar Elves"):
        s.assert_graveyard_count("A", c, 1)
    s.assert_permanent_count("A", "Dragon's Herald", 1)


def test_118_3_dragons_herald_may_sacrifice_itself(real_db: CardDatabase) -> None:
    """The Herald (red) may be the red creature (118.3: the source is one unless the cost
    says "another"): with a black and a green creature only, it pays with itself."""
    s = _herald(real_db, ["Scathe Zombies", "Llanowar Elves"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{R}, {T}")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hellkite Overlord", 1)
    for c in ("Scathe Zombies", "Dragon's Herald", "Llanowar Elves"):
        s.assert_graveyard_count("A", c, 1)


def test_118_3_dragons_herald_needs_three_colors(real_db: CardDatabase) -> None:
    """Two green creatures and a red one can't pay: no black creature (each permanent is of
    a different quality, 118.3), though there are four creatures with the Herald."""
    s = _herald(real_db, ["Llanowar Elves", "Grizzly Bears", "Raging Goblin"])

    def cannot(sc: Scenario) -> None:
        sc.assert_playable("A", "{2}{R}, {T}", False)

    s.check(1, Step.PRECOMBAT_MAIN, cannot)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 1)


def test_606_elspeth_tirel_destroys_all_but_lands_and_tokens(real_db: CardDatabase) -> None:
    """Elspeth Tirel (4 + 4 loyalty): [−2] makes three 1/1 Soldier tokens on turn 1; [−5] on
    turn 3: "Destroy all other permanents except for lands and tokens." destroys Grizzly
    Bears and Ghostly Prison; the lands, the tokens and Elspeth (1 loyalty) stay."""
    assert_compiled(real_db, "Elspeth Tirel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elspeth Tirel", counters={"loyalty": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ghostly Prison")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "-5:")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 3)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Ghostly Prison", 1)
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_counter_count("A", "Elspeth Tirel", "loyalty", 1)


def test_scourglass_destroys_all_but_artifacts_and_lands(real_db: CardDatabase) -> None:
    """Scourglass: "{T}, Sacrifice ~: Destroy all permanents except for artifacts and lands.
    Activate only during your upkeep." (602.5b): Grizzly Bears and Ghostly Prison go;
    Millstone and the Forest stay."""
    assert_compiled(real_db, "Scourglass")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scourglass")
    s.add_card(Zone.BATTLEFIELD, "A", "Millstone")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ghostly Prison")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.UPKEEP, "A", "{T}, Sacrifice")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Ghostly Prison", 1)
    s.assert_permanent_count("A", "Millstone", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_graveyard_count("A", "Scourglass", 1)


def test_114_2_chandra_awakened_inferno_emblem_burns_each_opponent(
        real_db: CardDatabase) -> None:
    """Chandra, Awakened Inferno [+2]: each opponent gets an emblem with "At the beginning of
    your upkeep, this emblem deals 1 damage to you." (114.2: B owns and controls it; 114.4:
    it works from the command zone; the emblem is the damage's source, 120.1): B at 19 after
    turn 2's upkeep, 18 after turn 4's; A untouched; Chandra at 6 + 2 = 8."""
    assert_compiled(real_db, "Chandra, Awakened Inferno")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra, Awakened Inferno")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:")

    def after_one(sc: Scenario) -> None:
        sc.assert_life("B", 19)

    s.check(2, Step.DRAW, after_one)
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)
    s.assert_counter_count("A", "Chandra, Awakened Inferno", "loyalty", 8)


def test_114_2_ob_nixilis_reignited_emblem_for_target_opponent(real_db: CardDatabase) -> None:
    """Ob Nixilis Reignited (5 + 3 loyalty) [−8] targeting B: B's emblem "Whenever a player
    draws a card, you lose 2 life." ("you": its controller, B, 114.2): B draws on turn 2 and
    A on turn 3: B at 16, A at 20."""
    assert_compiled(real_db, "Ob Nixilis Reignited")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ob Nixilis Reignited", counters={"loyalty": 3})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-8:", targets=["B"])
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Ob Nixilis Reignited", 1)


def test_115_7b_spellskite_redirects_lightning_bolt(real_db: CardDatabase) -> None:
    """XMage SpellskiteTest.testRedirectBolt: A's Lightning Bolt targets B; B activates
    Spellskite ({U/P} paid with an Island): the Bolt's target becomes Spellskite (115.7b), which
    takes 3 damage (0/4, it lives); B stays at 20."""
    assert_compiled(real_db, "Spellskite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Spellskite")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{U/P}:", targets=["Lightning Bolt"],
                       responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 20)
    s.assert_damage("Spellskite", 3)


def test_115_7b_spellskite_and_wild_defiance(real_db: CardDatabase) -> None:
    """XMage SpellskiteTest.testDisabledEffectOnChangeZone: A's own Bolt at B redirected to A's
    Spellskite (paid with 2 life, 119.4: {U/P}) — Wild Defiance ("Whenever a creature you
    control becomes the target of an instant or sorcery spell, that creature gets +3/+3")
    triggers on the change (115.7, 603.2): Spellskite 3/7 with 3 damage; A at 18."""
    assert_compiled(real_db, "Spellskite", "Wild Defiance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Defiance")
    s.add_card(Zone.BATTLEFIELD, "A", "Spellskite")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U/P}:", targets=["Lightning Bolt"],
                       responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_permanent_count("A", "Spellskite", 1)
    s.assert_life("A", 18)
    s.assert_life("B", 20)
    s.assert_power_toughness("A", "Spellskite", 3, 7)


def test_115_7b_spellskite_takes_the_target_it_can_be(real_db: CardDatabase) -> None:
    """XMage SpellskiteTest.testSpellskite: B's Lightning Bolt targets A; A's Cryptic Command
    counters the Bolt and returns Silvercoat Lion; B's Spellskite changes a target to itself:
    not the spell's (it's no legal target for "counter target spell"), the Lion's (115.7b):
    Spellskite goes to B's hand, the Lion stays, the Bolt is countered; A at 20, B at 18 (the
    Mountain paid for the Bolt, so {U/P} is paid with 2 life, 107.4f)."""
    assert_compiled(real_db, "Spellskite", "Cryptic Command")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Cryptic Command")
    s.add_card(Zone.BATTLEFIELD, "B", "Spellskite")
    s.add_card(Zone.BATTLEFIELD, "B", "Silvercoat Lion")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cryptic Command",
                 targets=["Lightning Bolt", "Silvercoat Lion"], responding_to="Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "B", "{U/P}:", targets=["Cryptic Command"],
                       responding_to="Cryptic Command")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Cryptic Command", 1)
    s.assert_hand_count("B", 1, "Spellskite")
    s.assert_permanent_count("B", "Silvercoat Lion", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 18)


def test_608_2c_harsh_deceiver_untaps_and_grows(real_db: CardDatabase) -> None:
    """Harsh Deceiver (1/4), tapped by attacking: its "{2}: Reveal the top card of your
    library. If it's a land card, untap ~ and it gets +1/+1 until end of turn." with a Plains on
    top: untapped and 2/5 after combat."""
    assert_compiled(real_db, "Harsh Deceiver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Harsh Deceiver")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.attack(1, "A", "Harsh Deceiver")
    s.activate_ability(1, Step.END_COMBAT, "A", "{2}:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_tapped("Harsh Deceiver", False)
    s.assert_power_toughness("A", "Harsh Deceiver", 2, 5)


def test_115_7a_a_changed_target_becomes_the_target(real_db: CardDatabase) -> None:
    """Deflection changes A's Lightning Bolt's target from B to B's Grizzly Bears: the Bears
    become the target of an instant (115.7), so Wild Defiance triggers (+3/+3): they take 3 and
    live as a 5/5."""
    assert_compiled(real_db, "Deflection", "Wild Defiance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Wild Defiance")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Deflection")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Deflection", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.set_choice("B", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 5, 5)
    s.assert_damage("Grizzly Bears", 3)


def test_114_2_garruk_apex_predator_emblem_for_target_opponent(real_db: CardDatabase) -> None:
    """Garruk, Apex Predator (5 + 3 loyalty) [−8] targeting B: B's emblem "Whenever a creature
    attacks you, it gets +5/+5 and gains trample until end of turn." ("you": B, 114.2): A's
    Grizzly Bears attack B on turn 3 as a 7/7 trampler: B at 13."""
    assert_compiled(real_db, "Garruk, Apex Predator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Garruk, Apex Predator", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-8:", targets=["B"])
    s.attack(3, "A", "Grizzly Bears")

    def pumped(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 7, 7)
        sc.assert_abilities("A", "Grizzly Bears", ["Trample"])

    s.check(3, Step.DECLARE_BLOCKERS, pumped)
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 13)


def test_201_5a_torch_ability_on_the_stack_saves_and_loads(real_db: CardDatabase) -> None:
    """The Lion's Torch ability on the stack (the Torch already sacrificed) survives a JSON
    save and load and a copy (DESIGN 2): its granted text carries the Torch's id, so the
    loaded game's and the copy's ability deal the 2 damage from the Torch (B at 18)."""
    from mtg_engine.actions import ActivateAbility, PassPriority
    from mtg_engine.game import Game

    s = _torch(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Silvercoat Lion"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    torch = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.targets == (-2,)]
    g.apply(torch[0])
    assert len(g.state.stack) == 1 and not any(
        o.card.name == "Blazing Torch" for o in (g.state.objects[i] for i in g.state.battlefield))
    for game in (Game.from_json(g.to_json(), real_db), g.copy(), g):
        while game.state.stack:
            game.apply(PassPriority())
        assert game.state.players[1].life == 18
