"""Layer 6 (613.1f): activated, mana and triggered abilities granted by continuous effects
("Enchanted creature has '{T}: ...'", "Creatures you control have '...'", "~ gains '...' until
end of turn"), compiled from Oracle text (cards/oracle/copy_control.py) and played with real
cards from the MTGJSON file (skipped without ../shared). An ability on the stack carries its
own text (113.7a): it resolves after its source is gone (608.2h) and survives copy() and
to_json()/from_json() exactly."""

from __future__ import annotations

from mtg_engine.actions import ActivateAbility, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.layers import card_of
from mtg_engine.testing import Scenario, Step, Zone


def test_613_1f_compiled_grants(real_db: CardDatabase) -> None:
    """The compiler reads each grant into a `continuous` effect with the ability's own DSL."""
    st = real_db.compiled("Arcane Teachings").dsl["statics"][0]["continuous"]
    assert st["affects"] == "enchanted" and (st["power"], st["toughness"]) == (2, 2)
    assert st["add_abilities"][0]["effects"] == [{"damage": {"amount": 1, "to": "target"}}]
    st = real_db.compiled("Cryptolith Rite").dsl["statics"][0]["continuous"]
    assert st["filter"] == {"controller": "you", "types": ["Creature"]}
    assert st["add_abilities"][0]["any_color"] == 1
    st = real_db.compiled("Infernal Scarring").dsl["statics"][0]["continuous"]
    assert st["add_triggers"][0]["event"] == "dies"


def test_613_1f_granted_activated_ability(real_db: CardDatabase) -> None:
    """Arcane Teachings: the enchanted Grizzly Bears is 4/4 and has "{T}: This creature deals
    1 damage to any target.": A activates it at B (20 - 1 = 19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Arcane Teachings")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arcane Teachings", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}: This creature deals 1 damage",
                       targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_tapped("Grizzly Bears")


def _teachings_on_the_stack(real_db: CardDatabase) -> tuple[Scenario, Game]:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Arcane Teachings")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arcane Teachings", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    bears = next(o for o in s.state.battlefield if s.state.objects[o].name == "Grizzly Bears")
    index = next(i for i, ab in enumerate(card_of(s.state, bears).abilities)
                 if ab.text.startswith("{T}: This creature"))
    g.apply(ActivateAbility(bears, index, (-2,)))  # at B
    return s, g


def test_113_7a_granted_ability_on_the_stack_survives_json_and_copy(
        real_db: CardDatabase) -> None:
    """113.7a: the ability on the stack is the granted one, saved with its own text: the game
    loaded from JSON and a copy resolve it exactly as the original does (B 19)."""
    s, g = _teachings_on_the_stack(real_db)
    top = s.state.objects[s.state.stack[-1]]
    assert top.granted and top.activated_ability().text.startswith("{T}: This creature")
    saved = g.to_json()
    restored = Game.from_json(saved, s.db)
    assert restored.to_json() == saved
    twin = g.copy()
    for game in (g, restored, twin):
        game.apply(PassPriority())
        game.apply(PassPriority())
        assert game.state.players[1].life == 19
    assert restored.to_json()["state"] == g.to_json()["state"]


def test_608_2h_granted_ability_resolves_after_its_source_is_gone(
        real_db: CardDatabase) -> None:
    """113.7a, 608.2h: the Aura is destroyed in response (Naturalize, cast by B): the Bears no
    longer has the ability, but the one on the stack still deals its 1 damage (B 19), and the
    Bears is 2/2 again."""
    s, g = _teachings_on_the_stack(real_db)
    st = s.state
    assert len(st.stack) == 1
    teachings = next(o for o in st.battlefield if st.objects[o].name == "Arcane Teachings")
    from mtg_engine.effects.primitives import destroy

    destroy(st, teachings)  # (as a Naturalize resolving in response would)
    st.characteristics_changed()
    assert not any(ab.text.startswith("{T}: This creature")
                   for ab in card_of(st, st.objects[st.stack[-1]].source).abilities)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert st.players[1].life == 19
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_613_1f_granted_mana_ability(real_db: CardDatabase) -> None:
    """Cryptolith Rite: creatures A controls have "{T}: Add one mana of any color." (a mana
    ability, 605.1a): two Grizzly Bears pay for Arcane Teachings' {2}{R} with a Mountain."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cryptolith Rite")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Arcane Teachings")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arcane Teachings", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 5, 5)
    s.assert_tapped("Grizzly Bears")


def test_603_10a_granted_dies_trigger_looks_back(real_db: CardDatabase) -> None:
    """603.10a, 613.1f: Infernal Scarring's "When this creature dies, draw a card." is the
    creature's own ability as it last existed: Lightning Bolt kills the 4/2 Bears (the Aura
    goes too, 704.5m) and A, its controller, draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Infernal Scarring")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Infernal Scarring", targets=["Grizzly Bears"])
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_power_toughness("A", "Grizzly Bears", 4, 2))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Infernal Scarring", 1)
    s.assert_hand_count("A", 1)


def test_611_2c_granted_until_end_of_turn_to_a_locked_in_group(real_db: CardDatabase) -> None:
    """611.2a, 611.2c, 613.1f: Lightning Volley ("Until end of turn, creatures you control
    gain '{T}: This creature deals 1 damage to any target.'"): the two Bears A controls as it
    resolves each deal 1 to B (20 - 2 = 18); a Bears cast afterwards doesn't have it; on turn
    2 none has it (514.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "A", "Lightning Volley")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Volley")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    for bears in ("Grizzly Bears", "Grizzly Bears#2"):
        s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}: This creature deals 1 damage",
                           source=bears, targets=["B"])

    def granted_to(sc: Scenario) -> int:
        st = sc.state
        return sum(1 for o in st.battlefield if any(
            ab.granted for ab in card_of(st, o).abilities))

    s.check(1, Step.END_TURN, lambda sc: _equal(granted_to(sc), 2))  # not the new Bears
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)
    assert granted_to(s) == 0


def _equal(a: int, b: int) -> None:
    assert a == b, (a, b)


def test_613_1f_granted_trigger_is_controlled_by_its_object_controller(
        real_db: CardDatabase) -> None:
    """113.8, 603.3a, 613.1f: A's Verdant Embrace on B's Hill Giant gives it "At the beginning
    of each upkeep, create a 1/1 green Saproling creature token.": the Hill Giant has that
    ability, so B, its controller, controls the trigger and gets the tokens (turn 2 and turn
    3 upkeeps: 2 Saprolings for B, none for A); the Hill Giant is 6/6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Verdant Embrace")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Verdant Embrace", targets=["Hill Giant"])
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Saproling Token", 2)
    s.assert_permanent_count("A", "Saproling Token", 0)
    s.assert_power_toughness("B", "Hill Giant", 6, 6)
