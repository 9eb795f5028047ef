"""Session 18 statics: costs to attack and to block (508.1d, 508.1h-j, 509.1c-f; rules/combat_costs.py,
oracle/combat_costs.py), played with real cards of the shared MTGJSON file (skipped without
it)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import DeclareBlockers
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.statics import _static
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _wastes_tapped(s: Scenario, player: str) -> int:
    p = 0 if player == "A" else 1
    return sum(1 for o in s.state.battlefield if s.state.objects[o].card.name == "Wastes"
               and s.state.objects[o].controller == p and s.state.objects[o].tapped)


def test_reading_the_costs() -> None:
    assert _static("~ can't attack or block unless you pay {2}.") == {"anthem": {
        "affects": "self", "restrictions": [{"cant_attack_unless_paid": {}},
                                            {"cant_block_unless_paid": {}}],
        "attack_cost": "{2}", "block_cost": "{2}"}}
    assert _static("~ can't attack unless you pay {1} for each +1/+1 counter on it.") == {
        "anthem": {"affects": "self", "restrictions": [{"cant_attack_unless_paid": {}}],
                   "attack_cost": "{1}", "cost_each": {"counters_on": "self", "kind": "+1/+1"}}}
    # (who pays must be said the way the card's subject has it)
    assert _static("~ can't attack unless its controller pays {2}.") is None
    assert _static("Enchanted creature can't block unless you pay {2}.") is None


def test_bad_combat_costs_are_refused_clearly() -> None:
    """A cost to block without its restriction, "for each" with an {X} cost, or "where X is"
    without one is a load error naming the field."""
    from mtg_engine.cards.dsl import CardFileError
    from mtg_engine.cards.dsl_cards import parse_card

    def card(anthem: dict[str, object]) -> dict[str, object]:
        return {"name": "Test Ogre", "type": "Creature — Ogre", "power": 2, "toughness": 2,
                "statics": [{"anthem": {"affects": "self", **anthem}}]}

    hand = {"count": {"controller": "you"}, "zone": "hand"}
    ok = parse_card(card({"restrictions": [{"cant_block_unless_paid": {}}], "block_cost": "{1}",
                          "cost_each": hand}))
    assert ok.statics[0].block_cost == "{1}" and ok.statics[0].cost_times is not None
    for bad, field in (({"block_cost": "{1}"}, "block_cost"),
                       ({"restrictions": [{"cant_block_unless_paid": {}}], "block_cost": "{X}",
                         "cost_each": hand}, "cost_each"),
                       ({"restrictions": [{"cant_attack_unless_paid": {}}],
                         "attack_cost": "{2}", "cost_x": hand}, "cost_x")):
        with pytest.raises(CardFileError, match=field):
            parse_card(card(bad))


def test_508_1h_qal_sisma_behemoth_pays_two_to_attack(real_db: CardDatabase) -> None:
    """Qal Sisma Behemoth (5/5): "~ can't attack or block unless you pay {2}." It attacks and
    A pays {2} (two of three Wastes tap): B at 15. With one Wastes the attack can't be paid."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Qal Sisma Behemoth")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.attack(1, "A", "Qal Sisma Behemoth")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    assert _wastes_tapped(s, "A") == 2

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Qal Sisma Behemoth")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.attack(1, "A", "Qal Sisma Behemoth")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"508\.1h"):
        s.execute()


def test_509_1d_qal_sisma_behemoth_pays_two_to_block(real_db: CardDatabase) -> None:
    """B's Qal Sisma Behemoth blocks A's Hill Giant (3/3): B pays {2} as the block is declared
    (509.1d-f: two of B's Wastes tap) and the Giant dies (5 damage), the Behemoth survives (3).
    With one Wastes, B can't pay: the block is refused (509.1d) and never offered."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Qal Sisma Behemoth")
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 2)
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Qal Sisma Behemoth", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Qal Sisma Behemoth", 0)
    s.assert_life("B", 20)
    assert _wastes_tapped(s, "B") == 2

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Qal Sisma Behemoth")
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes")
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    from mtg_engine.rules import combat

    behemoth = next(o for o in s.state.battlefield
                    if s.state.objects[o].card.name == "Qal Sisma Behemoth")
    giant = next(iter(s.state.combat.attackers))
    assert combat.check_block(s.state, 1, DeclareBlockers(((behemoth, giant),))) \
        == "the cost to block can't be paid (509.1d-f)"
    assert all(not a.blocks for a in combat.block_actions(s.state, 1))


def test_508_1h_phyrexian_marauder_pays_per_counter(real_db: CardDatabase) -> None:
    """Phyrexian Marauder with three +1/+1 counters (3/3): "can't attack unless you pay {1}
    for each +1/+1 counter on it": A pays {3} (all three Wastes tap), B at 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Marauder", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.attack(1, "A", "Phyrexian Marauder")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    assert _wastes_tapped(s, "A") == 3


def test_509_1c_cowed_by_wisdom_counts_the_auras_controllers_hand(real_db: CardDatabase
                                                                  ) -> None:
    """A's Cowed by Wisdom enchants B's Grizzly Bears: "can't attack or block unless its
    controller pays {1} for each card in your hand" ("your": A, the Aura's controller, with
    two cards in hand). B blocks A's Hill Giant with the Bears paying {2}: two of B's Wastes
    tap; the Bears die and the Giant lives. A blocking requirement doesn't make B pay
    (509.1c): with the Bears unable to pay, not blocking is legal."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Cowed by Wisdom", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 3)
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Hill Giant", 0)
    assert _wastes_tapped(s, "B") == 2
    s.assert_life("B", 20)

    from mtg_engine.rules import combat

    s = Scenario(cards=real_db)  # Lure on the Giant: "All creatures able to block ... do so"
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Lure", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 3)
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    assert combat.check_block(s.state, 1, DeclareBlockers(())) is not None  # 509.1c: must
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Lure", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Cowed by Wisdom", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 3)
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    assert combat.check_block(s.state, 1, DeclareBlockers(())) is None  # 509.1c: not obliged


def test_508_1h_sphere_of_safety_counts_x_as_the_attack_is_declared(real_db: CardDatabase
                                                                    ) -> None:
    """B controls two Spheres of Safety ("... pays {X} for each of those creatures, where X is
    the number of enchantments you control"): X is 2, and each Sphere taxes each attacker: a
    Grizzly Bears attack costs {4} (A's four Wastes tap), B at 18. With three Wastes it can't
    be paid (508.1j)."""
    for wastes, paid in ((4, True), (3, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "B", "Sphere of Safety", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Wastes", wastes)
        s.attack(1, "A", "Grizzly Bears")
        s.stop_at(1, Step.END_COMBAT)
        if not paid:
            with pytest.raises(ScenarioError, match=r"508\.1h"):
                s.execute()
            continue
        s.execute()
        s.assert_life("B", 18)
        assert _wastes_tapped(s, "A") == 4


def test_106_6_karfell_harbinger_foretells_and_casts_instants(real_db: CardDatabase) -> None:
    """Karfell Harbinger: "{T}: Add {U}. Spend this mana only to foretell a card from your
    hand or cast an instant or sorcery spell." Its {U} and an Island pay for foretelling Saw
    It Coming (702.143a: {2}, the card exiled); they pay for Think Twice ({1}{U}, an instant),
    never for Coral Merfolk ({1}{U}, a creature spell: it stays in hand)."""
    done = real_db.compiled("Karfell Harbinger")
    assert done.supported, [str(r) for r in done.reasons]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karfell Harbinger")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Saw It Coming")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {U}", source="Karfell Harbinger")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Foretell")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Saw It Coming", 1)
    s.assert_tapped("Karfell Harbinger", True)
    s.assert_tapped("Island", True)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karfell Harbinger")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Coral Merfolk")
    s.add_card(Zone.HAND, "A", "Think Twice")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {U}", source="Karfell Harbinger")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Coral Merfolk")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Think Twice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match=r"could not cast Coral Merfolk.*not enough mana"):
        s.execute()
    s.assert_hand_count("A", 2)  # Coral Merfolk, and the card Think Twice drew
    s.assert_graveyard_count("A", "Think Twice", 1)
    s.assert_battlefield_count("A", 2)


def _licid(s: Scenario) -> int:
    return next(o for o in s.state.battlefield if s.state.objects[o].card.name == "Calming Licid")


def test_116_2c_calming_licid_becomes_an_aura_then_a_creature_again(real_db: CardDatabase
                                                                     ) -> None:
    """Calming Licid (2/2): "{W}, {T}: ~ loses this ability and becomes an Aura enchantment
    with enchant creature. Attach it to target creature. You may pay {W} to end this effect."
    and "Enchanted creature can't attack." A turns it into an Aura on B's Hill Giant: it is an
    Enchantment — Aura (no longer a creature, 205.1a), attached to the Giant, without the
    ability (also once saved and loaded). B's Giant can't attack in turn 2: A stays at 20. In
    turn 3 A pays {W}
    (116.2c: a special action, no stack): the Licid is a 2/2 creature again, unattached
    (704.5p), and the Giant attacks A in turn 4: A at 17."""
    from mtg_engine.core.types import CardType

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Calming Licid")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}, {T}:", targets=["Hill Giant"])

    def aura(sc: Scenario) -> None:
        from mtg_engine.game import Game
        from mtg_engine.rules.layers import characteristics

        lic = _licid(sc)
        giant = next(o for o in sc.state.battlefield
                     if sc.state.objects[o].card.name == "Hill Giant")
        for g in (sc.game, sc.game.copy(), Game.from_json(sc.game.to_json(), real_db)):
            ch = characteristics(g.state, lic)
            assert set(ch.types) == {CardType.ENCHANTMENT} and not ch.is_creature
            assert "Aura" in ch.subtypes and "Licid" not in ch.subtypes
            assert g.state.objects[lic].attached_to == giant
            assert not any(ab.effects for ab in ch.card.abilities)  # it lost the ability

    s.check(1, Step.POSTCOMBAT_MAIN, aura)
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()
    s.assert_life("A", 20)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Calming Licid")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}, {T}:", targets=["Hill Giant"])
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "You may pay {W}")
    s.attack(4, "B", "Hill Giant")

    def creature(sc: Scenario) -> None:
        from mtg_engine.rules.layers import characteristics

        lic = _licid(sc)
        ch = characteristics(sc.state, lic)
        assert ch.is_creature and (ch.power, ch.toughness) == (2, 2)
        assert sc.state.objects[lic].attached_to is None  # 704.5p

    s.check(3, Step.POSTCOMBAT_MAIN, creature)
    s.stop_at(4, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 17)


def test_116_2c_dominating_licid_controls_the_creature_until_the_effect_ends(
        real_db: CardDatabase) -> None:
    """Dominating Licid ("... You may pay {U} to end this effect." and "You control enchanted
    creature."): as an Aura on B's Hill Giant, A controls the Giant (613.1b, layer 2); once A
    pays {U} in turn 3 the Licid is a creature again and the Giant is B's."""
    from mtg_engine.rules.layers import characteristics

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dominating Licid")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}{U}, {T}:", targets=["Hill Giant"])
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "You may pay {U}")
    seen: list[int] = []

    def controller(sc: Scenario) -> None:
        giant = next(o for o in sc.state.battlefield
                     if sc.state.objects[o].card.name == "Hill Giant")
        seen.append(characteristics(sc.state, giant).controller)

    s.check(2, Step.UPKEEP, controller)
    s.check(3, Step.POSTCOMBAT_MAIN, controller)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    assert seen == [0, 1]


def test_101_2_ixalans_binding_forbids_the_exiled_cards_name(real_db: CardDatabase) -> None:
    """Ixalan's Binding exiles B's Grizzly Bears (610.3: until it leaves); "Your opponents
    can't cast spells with the same name as the exiled card": B can't cast the Grizzly Bears in
    hand but may cast Llanowar Elves; A (not an opponent) casts its Grizzly Bears in turn 3.
    With Exclusion Ritual ("Players can't ..."), A can't cast its Grizzly Bears either."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Ixalan's Binding")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 3)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ixalan's Binding")
    s.add_target("A", "Grizzly Bears")

    def b_side(sc: Scenario) -> None:
        sc.assert_exile_count("Grizzly Bears", 1)
        sc.assert_playable("B", "Grizzly Bears", False)
        sc.assert_playable("B", "Llanowar Elves")

    s.check(2, Step.PRECOMBAT_MAIN, b_side)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_battlefield_count("A", 8)  # 4 Plains, 2 Forests, the Binding, the Bears

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Exclusion Ritual")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Exclusion Ritual")
    s.add_target("A", "Grizzly Bears")
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Grizzly Bears", False))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)


def test_101_2_autumns_veil_stops_blue_and_black_spells_only(real_db: CardDatabase) -> None:
    """Autumn's Veil: "Spells you control can't be countered by blue or black spells this turn,
    and creatures you control can't be the targets of blue or black spells this turn." After
    it resolves, B's Counterspell (blue) does nothing to A's Llanowar Elves (it resolves and
    enters); B's Doom Blade (black) can't target A's Grizzly Bears, B's Shock (red) can and
    kills them. The next turn the Veil's effect has ended (514.2): Doom Blade destroys A's
    Grizzly Bears."""
    done = real_db.compiled("Autumn's Veil")
    assert done.supported, [str(r) for r in done.reasons]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Autumn's Veil")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Autumn's Veil")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Llanowar Elves"],
                 responding_to="Llanowar Elves")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Doom Blade", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Doom Blade"):
        s.execute()
    s.assert_graveyard_count("B", "Counterspell", 1)
    s.assert_battlefield_count("A", 3)  # two Forests and Llanowar Elves
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1, "Doom Blade")

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Autumn's Veil")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Autumn's Veil")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_509_1c_talruum_piper_lures_only_creatures_with_flying(real_db: CardDatabase) -> None:
    """Talruum Piper attacks B: "All creatures with flying able to block ~ do so." B's Wind
    Drake must block it (declaring no block, or only Grizzly Bears, obeys fewer requirements
    than can be obeyed: 509.1c); the Bears needn't, and may block too."""
    from mtg_engine.rules import combat

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Talruum Piper")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Talruum Piper")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()

    def oid(name: str) -> int:
        return next(o for o in s.state.battlefield if s.state.objects[o].card.name == name)

    piper, drake, bears = oid("Talruum Piper"), oid("Wind Drake"), oid("Grizzly Bears")
    assert combat.check_block(s.state, 1, DeclareBlockers(())) is not None
    assert combat.check_block(s.state, 1, DeclareBlockers(((bears, piper),))) is not None
    assert combat.check_block(s.state, 1, DeclareBlockers(((drake, piper),))) is None
    assert combat.check_block(s.state, 1, DeclareBlockers(((drake, piper), (bears, piper)))) \
        is None
    assert all(any(b == drake for b, _ in a.blocks) for a in combat.block_actions(s.state, 1))


def test_106_6_elfhame_druid_mana_only_for_kicked_spells(real_db: CardDatabase) -> None:
    """Elfhame Druid: "{T}: Add {G}{G}. Spend this mana only to cast kicked spells." With that
    {G}{G} and two Forests, A casts Gift of Growth kicked ({1}{G} + kicker {2}) on Grizzly
    Bears: 6/6 (+4/+4). Not kicked, the {G}{G} can't pay for it (702.33d): the cast is
    refused and the Bears stay 2/2."""
    done = real_db.compiled("Elfhame Druid")
    assert done.supported, [str(r) for r in done.reasons]
    for kicked in (True, False):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Elfhame Druid")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Gift of Growth")
        if kicked:
            s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
            s.set_choice("A", "yes")  # pay the kicker (601.2b)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}{G}")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gift of Growth", targets=["Grizzly Bears"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        if kicked:
            s.execute()
            s.assert_power_toughness("A", "Grizzly Bears", 6, 6)
            continue
        with pytest.raises(ScenarioError, match="could not cast Gift of Growth"):
            s.execute()
        s.assert_power_toughness("A", "Grizzly Bears", 2, 2)



def test_509_1b_legion_loyalist_creature_tokens_cant_block(real_db: CardDatabase) -> None:
    """Legion Loyalist and two Grizzly Bears attack (battalion): "creatures you control gain
    first strike and trample until end of turn and can't be blocked by creature tokens this
    turn". B's Soldier tokens (Raise the Alarm) can't block any of them; B's Hill Giant can."""
    from mtg_engine.rules import combat
    from mtg_engine.rules.layers import characteristics

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Legion Loyalist")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Raise the Alarm")
    for name in ("Legion Loyalist", "Grizzly Bears#1", "Grizzly Bears#2"):
        s.attack(3, "A", name)
    s.stop_at(3, Step.DECLARE_BLOCKERS)
    s.execute()
    names = {o: s.state.objects[o].card.name for o in s.state.battlefield}
    tokens = [o for o, n in names.items() if n == "Soldier Token"]
    giant = next(o for o, n in names.items() if n == "Hill Giant")
    assert len(tokens) == 2
    for a in s.state.combat.attackers:
        assert {"first strike", "trample"} <= characteristics(s.state, a).keywords
        assert combat.check_block(s.state, 1, DeclareBlockers(((tokens[0], a),))) is not None
        assert combat.check_block(s.state, 1, DeclareBlockers(((giant, a),))) is None


def test_702_3b_weathered_sentinels_attacks_who_attacked_you(real_db: CardDatabase) -> None:
    """Weathered Sentinels (2/5, defender): "~ can attack players who attacked you during their
    last turn as though it didn't have defender." and "Whenever ~ attacks, it gets +3/+3 and
    gains indestructible until end of turn." In turn 1 it can't attack (no one attacked A).
    B's Grizzly Bears attack A in turn 2 (A at 18); in turn 3 the Sentinels attack B as a 5/8:
    B at 15. B doesn't attack in turn 4: in turn 5 it can't attack again."""
    from mtg_engine.actions import DeclareAttackers
    from mtg_engine.rules.combat import check_attack

    done = real_db.compiled("Weathered Sentinels")
    assert done.supported, [str(r) for r in done.reasons]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Weathered Sentinels")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    refused: list[bool] = []

    def cant(sc: Scenario) -> None:
        sentinels = next(o for o in sc.state.battlefield
                         if sc.state.objects[o].card.name == "Weathered Sentinels")
        from mtg_engine.state.objects import player_ref

        refused.append(check_attack(sc.state, DeclareAttackers(((sentinels, player_ref(1)),)))
                       is not None)

    s.check(1, Step.DECLARE_ATTACKERS, cant)
    s.attack(2, "B", "Grizzly Bears")
    s.attack(3, "A", "Weathered Sentinels")
    s.check(3, Step.END_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Weathered Sentinels", 5, 8))
    s.check(5, Step.DECLARE_ATTACKERS, cant)
    s.stop_at(5, Step.END_TURN)
    s.execute()
    assert refused == [True, True]
    s.assert_life("A", 18)
    s.assert_life("B", 15)


def test_711_2b_level_box_combat_ability_and_static(real_db: CardDatabase) -> None:
    """711.2b: Hada Spy Patrol's box "LEVEL 1-2 2/2 ~ can't be blocked.": with no level counter
    (a 1/1) B's Grizzly Bears may block it; with one it's a 2/2 that can't be blocked. Joraga
    Treespeaker's "LEVEL 5+ 1/4 Elves you control have "{T}: Add {G}{G}."" (a static on only in
    that box): with five level counters A's Llanowar Elves has that ability, with four it
    doesn't (it has only its own "{T}: Add {G}.")."""
    from mtg_engine.rules import combat
    from mtg_engine.rules.layers import characteristics

    for level, blockable in ((0, True), (1, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Hada Spy Patrol",
                   counters={"level": level} if level else None)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.attack(1, "A", "Hada Spy Patrol")
        s.stop_at(1, Step.DECLARE_BLOCKERS)
        s.execute()
        assert bool(combat.possible_blocks(s.state, 1)) == blockable
        s.assert_power_toughness("A", "Hada Spy Patrol", *((1, 1) if blockable else (2, 2)))

    for level, granted in ((4, False), (5, True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Joraga Treespeaker", counters={"level": level})
        s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        elves = next(o for o in s.state.battlefield
                     if s.state.objects[o].card.name == "Llanowar Elves")
        manas = sorted("".join(ab.mana) for ab in characteristics(s.state, elves).abilities)
        assert manas == (["G", "GG"] if granted else ["G"])


def test_702_2b_pestilent_spirit_gives_instants_deathtouch(real_db: CardDatabase) -> None:
    """Pestilent Spirit: "Instant and sorcery spells you control have deathtouch." A's Shock
    (2 damage) destroys B's Hill Giant (3/3, 702.2b); without the Spirit the Giant survives
    with 2 damage."""
    for spirit in (True, False):
        s = Scenario(cards=real_db)
        if spirit:
            s.add_card(Zone.BATTLEFIELD, "A", "Pestilent Spirit")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        s.add_card(Zone.HAND, "A", "Shock")
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("B", "Hill Giant", 1 if spirit else 0)


def test_613_1b_twist_allegiance_swaps_all_creatures_until_end_of_turn(
        real_db: CardDatabase) -> None:
    """Twist Allegiance: "You and target opponent each gain control of all creatures the other
    controls until end of turn. Untap those creatures. Those creatures gain haste until end of
    turn." A's Grizzly Bears go to B, B's tapped Hill Giant to A, untapped and hasty: it attacks
    B, B at 17. In turn 2 each is back with its owner."""
    from mtg_engine.rules.layers import characteristics

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.HAND, "A", "Twist Allegiance")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twist Allegiance", targets=["B"])
    s.attack(1, "A", "Hill Giant")
    seen: list[tuple[int, int]] = []

    def owners(sc: Scenario) -> None:
        ids = {sc.state.objects[o].card.name: o for o in sc.state.battlefield}
        seen.append((characteristics(sc.state, ids["Grizzly Bears"]).controller,
                     characteristics(sc.state, ids["Hill Giant"]).controller))

    s.check(1, Step.DECLARE_BLOCKERS, owners)
    s.check(2, Step.UPKEEP, owners)
    s.stop_at(2, Step.DRAW)
    s.execute()
    assert seen == [(1, 0), (0, 1)]
    s.assert_life("B", 17)


def test_509_1a_watcher_in_the_web_blocks_eight(real_db: CardDatabase) -> None:
    """Watcher in the Web (2/5): "~ can block an additional seven creatures each combat."
    (509.1a): it may block eight creatures; blocking all three attacking Grizzly Bears is a
    legal declaration."""
    from mtg_engine.rules import combat

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Watcher in the Web")
    for i in (1, 2, 3):
        s.attack(1, "A", f"Grizzly Bears#{i}")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    watcher = next(o for o in s.state.battlefield
                   if s.state.objects[o].card.name == "Watcher in the Web")
    blocks = tuple((watcher, a) for a in s.state.combat.attackers)
    assert combat.blocking_instance(s.state, 1).blocker_capacity[f"#{watcher}"] == 8
    assert combat.check_block(s.state, 1, DeclareBlockers(blocks)) is None


def test_508_1d_reckless_cohort_must_attack_unless_another_ally(real_db: CardDatabase) -> None:
    """Reckless Cohort: "~ attacks each combat if able unless you control another Ally."
    (611.3a): alone, declaring no attacker breaks the requirement (508.1d); with Ondu Cleric
    (an Ally) it needn't attack."""
    from mtg_engine.actions import DeclareAttackers
    from mtg_engine.rules.combat import check_attack

    for ally, must in ((False, True), (True, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Reckless Cohort")
        if ally:
            s.add_card(Zone.BATTLEFIELD, "A", "Ondu Cleric")
        s.stop_at(1, Step.DECLARE_ATTACKERS)
        s.execute()
        assert (check_attack(s.state, DeclareAttackers(())) is not None) == must


def test_901_7_astral_arena_limits_attackers_from_the_command_zone(real_db: CardDatabase
                                                                   ) -> None:
    """Astral Arena, the face-up plane (901.7: its static abilities function in the command
    zone): "No more than one creature can attack each combat." Two Grizzly Bears attacking
    is refused (508.1c); one attacks: B at 18."""
    from mtg_engine.actions import DeclareAttackers
    from mtg_engine.rules.combat import check_attack
    from mtg_engine.state.objects import player_ref

    s = Scenario(cards=real_db)
    s.set_planar_deck("A", ["Astral Arena"])
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.attack(1, "A", "Grizzly Bears#1")
    bears: list[int] = []

    def two(sc: Scenario) -> None:
        bears.extend(o for o in sc.state.battlefield
                     if sc.state.objects[o].card.name == "Grizzly Bears")
        assert check_attack(sc.state, DeclareAttackers(tuple(
            (b, player_ref(1)) for b in bears))) is not None
        assert check_attack(sc.state, DeclareAttackers(((bears[0], player_ref(1)),))) is None

    s.check(1, Step.DECLARE_ATTACKERS, two)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    assert len(bears) == 2
    s.assert_life("B", 18)


def test_509_1c_a_cost_to_block_lifts_must_be_blocked(real_db: CardDatabase) -> None:
    """Gaea's Protector attacks: "~ must be blocked if able." B's only creature is Qal Sisma
    Behemoth, which can block only by paying {2}: B isn't required to pay (509.1c-d), so
    declaring no block is legal, and so is blocking with it (paying). With Grizzly Bears
    instead, no block is illegal."""
    from mtg_engine.rules import combat

    for blocker, free in (("Qal Sisma Behemoth", True), ("Grizzly Bears", False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Gaea's Protector")
        s.add_card(Zone.BATTLEFIELD, "B", blocker)
        s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 2)
        s.attack(1, "A", "Gaea's Protector")
        s.stop_at(1, Step.DECLARE_BLOCKERS)
        s.execute()
        b = next(o for o in s.state.battlefield if s.state.objects[o].card.name == blocker)
        a = next(iter(s.state.combat.attackers))
        assert (combat.check_block(s.state, 1, DeclareBlockers(())) is None) == free
        assert combat.check_block(s.state, 1, DeclareBlockers(((b, a),))) is None
        assert (DeclareBlockers(()) in combat.block_actions(s.state, 1)) == free
