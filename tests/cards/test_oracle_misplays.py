"""Regression tests for six families of Oracle text the compiler once turned into something
else than the card says (issue 11). Each compiles the real card and plays it, or checks that
the card is refused when the engine can't play it as printed."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle import compile_card
from mtg_engine.testing import Scenario, Step, Zone


def _dsl(db: CardDatabase, name: str) -> dict[str, Any]:
    card = db.printed(name)
    assert card is not None
    done = compile_card(card)
    assert done.supported, done.reasons
    assert done.dsl is not None
    return done.dsl


def _reasons(db: CardDatabase, name: str) -> list[str]:
    card = db.printed(name)
    assert card is not None
    done = compile_card(card)
    assert not done.supported
    return [str(r) for r in done.reasons]


# 1. ", then" keeps the subject before it -------------------------------------------------


def test_then_keeps_its_subject_in_the_dsl(real_db: CardDatabase) -> None:
    broker = _dsl(real_db, "Cephalid Broker")["abilities"][0]
    assert broker["effects"] == [{"draw": {"count": 2, "who": "target"}},
                                 {"discard": {"count": 2, "who": "target"}}]
    guilt = _dsl(real_db, "Urza's Guilt")["spell"]["effects"]
    assert guilt == [{"draw": {"count": 2, "who": "each_player"}},
                     {"discard": {"count": 3, "who": "each_player"}},
                     {"lose_life": {"amount": 4, "who": "each_player"}}]
    rumors = _dsl(real_db, "Vicious Rumors")["spell"]["effects"]
    assert {"mill": {"count": 1, "who": "each_opponent"}} in rumors


def test_wistful_thinking_makes_the_target_discard(real_db: CardDatabase) -> None:
    """Target player draws two cards, then discards four cards: the target discards (not the
    caster)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Wistful Thinking")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 4)
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wistful Thinking", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 4)
    s.assert_hand_count("B", 2)  # 4 + 2 drawn - 4 discarded
    s.assert_graveyard_count("B", None, 4)


# 2. a mana ability with a rider is still a mana ability (605.1a) ----------------------------


def test_mana_ability_with_a_rider_stays_a_mana_ability(real_db: CardDatabase) -> None:
    """605.1a: no target, adds mana: a mana ability, whatever else it does."""
    from mtg_engine.cards.dsl_cards import parse_card

    for name in ("Ancient Tomb", "Pristine Talisman"):
        dsl = _dsl(real_db, name)
        card = parse_card(dsl)
        assert all(a.is_mana_ability for a in card.abilities), name
        assert "add_mana" not in str(dsl)
    # a rider the engine can't carry out with the mana is refused, not put on the stack
    assert any("605.1a" in r for r in _reasons(real_db, "Hall of the Bandit Lord"))


# 3. "Boast — " is a keyword (702.142), not an ability word (207.2c) -----------------------


def test_boast_is_not_dropped_as_an_ability_word(real_db: CardDatabase) -> None:
    """702.142a: the boast ability keeps its restriction ("only if this creature attacked
    this turn and only once each turn"), not read as a plain activated ability."""
    (ab,) = real_db.get("Usher of the Fallen").abilities
    assert ab.boast and ab.once_each_turn
    assert ab.text.startswith("Boast — ")


def test_ability_and_flavor_words_are_dropped() -> None:
    from mtg_engine.cards.oracle.compiler import strip_ability_word

    assert strip_ability_word("Landfall — Whenever a land enters") == "Whenever a land enters"
    assert strip_ability_word("Boast — {1}{W}: Draw a card.") == "Boast — {1}{W}: Draw a card."
    assert strip_ability_word("Forecast — {1}: Draw.") == "Forecast — {1}: Draw."


# 4. "another creature dies" doesn't see its own death (603.10a) ---------------------------


def test_another_creature_dies_keeps_another(real_db: CardDatabase) -> None:
    trig = _dsl(real_db, "Poison-Tip Archer")["triggers"][0]
    assert trig["filter"] == {"types": ["Creature"], "other": True}


def test_poison_tip_archer_does_not_trigger_on_its_own_death(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Poison-Tip Archer")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Poison-Tip Archer"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Poison-Tip Archer", 1)
    s.assert_life("B", 19)  # the bears' death only


# 5. "return ~ to its owner's hand" after it went to the graveyard (400.7d) -----------------


def test_rancor_returns_to_its_owners_hand(real_db: CardDatabase) -> None:
    trig = _dsl(real_db, "Rancor")["triggers"][0]
    assert trig["effects"] == [{"bounce": {"what": "self_in_graveyard"}}]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Rancor", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Rancor", 0)
    s.assert_hand_count("A", 1, "Rancor")


# 6. "artifact creature card": all of its types (205.2a) ----------------------------------


def test_artifact_creature_card_needs_both_types(real_db: CardDatabase) -> None:
    trig = _dsl(real_db, "Sphinx Summoner")["triggers"][0]
    assert trig["effects"][0]["search_library"]["filter"] == {"all_types": ["Artifact",
                                                                            "Creature"]}
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Sphinx Summoner")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Sol Ring")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.LIBRARY, "A", "Ornithopter")
    s.set_choice("A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sphinx Summoner")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Ornithopter")
    s.assert_library_count("A", 2)


def test_search_for_artifact_creature_finds_no_plain_artifact_or_creature(
        real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Sphinx Summoner")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Sol Ring")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.set_choice("A", "Sol Ring")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sphinx Summoner")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 2)


def test_painland_mana_ability_with_its_rider(real_db: CardDatabase) -> None:
    """605.1a / 605.3b: "{T}: Add {W} or {U}. ~ deals 1 damage to you." is a mana ability that
    deals its damage as it adds the mana, without using the stack; "{T}: Add {C}." doesn't."""
    abilities = _dsl(real_db, "Adarkar Wastes")["abilities"]
    assert [a.get("mana") for a in abilities] == ["{C}", "{W}", "{U}"]
    assert abilities[1]["effects"] == [{"damage": {"amount": 1, "to": "you"}}]
    for land, life in (("Adarkar Wastes", 19), ("Ancient Tomb", 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", land)
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
        s.add_card(Zone.HAND, "A", "Counterspell" if land == "Adarkar Wastes" else "Ornithopter")
        if land == "Adarkar Wastes":
            s.add_card(Zone.HAND, "B", "Shock")
            s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Counterspell", targets=["Shock"],
                         responding_to="Shock")
        else:
            s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {C}{C}.",
                               source="Ancient Tomb")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_life("A", life)


# 7. "it" after a token was created names the token (111.1), not ~ ------------------------


def test_counters_on_a_created_token_are_not_put_on_the_source(real_db: CardDatabase) -> None:
    """Manifestation Sage: "create a 0/0 Fractal creature token. Put X +1/+1 counters on it"
    once put the counters on the Sage (the 0/0 token died at once, 704.5f). "it" is the token
    (111.1: the ref "created", oracle/token_followups.py): with three cards in A's hand the
    Fractal is 3/3 and the Sage (2/2) gets none."""
    trig = _dsl(real_db, "Manifestation Sage")["triggers"][0]
    assert trig["effects"][1]["put_counters"]["what"] == "created"
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Manifestation Sage")
    s.add_card(Zone.HAND, "A", "Island", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Manifestation Sage")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_power_toughness("A", "Fractal Token", 3, 3)
    s.assert_power_toughness("A", "Manifestation Sage", 2, 2)
    s.assert_counter_count("A", "Manifestation Sage", "+1/+1", 0)


def test_counter_on_it_still_names_the_source(real_db: CardDatabase) -> None:
    """Dusk Urchins: "Whenever ~ attacks or blocks, put a -1/-1 counter on it": "it" is ~."""
    trig = _dsl(real_db, "Dusk Urchins")["triggers"][0]
    assert trig["effects"] == [{"put_counters": {"kind": "-1/-1", "what": "self", "count": 1}}]


def test_it_after_an_intervening_if_about_the_enchanted_permanent(real_db: CardDatabase) -> None:
    """Volition Reins: "When ~ enters, if enchanted permanent is tapped, untap it" untapped
    the Aura itself. "it" is the enchanted permanent the condition named (603.4); refused."""
    assert any("intervening 'if'" in r for r in _reasons(real_db, "Volition Reins"))
