"""Mana abilities that add a variable amount of mana (106.1, 605.1a, 605.3b): compiled from the
Oracle text (cards/oracle/mana_amounts.py), counted as the ability resolves
(rules/mana_amounts.py), and never tapped automatically to pay a cost."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import CardFileError
from mtg_engine.cards.oracle.costs import _activated
from mtg_engine.testing import Scenario, Step, Zone


def _added(s: Scenario, player: int) -> list[str]:
    """The mana each mana ability added, in order (106.4: the "mana" events)."""
    return [e[2] for e in s.state.log if e[0] == "mana" and e[1] == player]


def test_106_1_variable_mana_wordings_lower_to_mana_times() -> None:
    got, _ = _activated("{T}: Add {G} for each creature you control.",
                        "{T}: Add {G} for each creature you control.")
    assert got == [{"cost": {"tap": True}, "mana": "{G}", "text":
                    "{T}: Add {G} for each creature you control.",
                    "mana_times": {"count": {"controller": "you", "types": ["Creature"]}}}]
    got, _ = _activated("{T}: Add X mana of any one color, where X is ~'s power.",
                        "{T}: Add X mana of any one color, where X is ~'s power.")
    assert got is not None and got[0]["any_color"] == 1 \
        and got[0]["mana_times"] == {"power_of": "self"}
    # paid with mana alone it could be activated without end (605.1a): not read
    assert _activated("{1}: Add {G} for each creature you control.",
                      "{1}: Add {G} for each creature you control.")[0] is None


def test_106_1_mana_times_needs_the_mana_it_multiplies() -> None:
    db = CardDatabase.builtin()
    with pytest.raises(CardFileError, match="needs the mana it multiplies"):
        db.load_file("bad.yaml", text="- name: Bad Land\n  type: Land\n  abilities:\n"
                                      "  - cost: {tap: true}\n    text: x\n"
                                      "    mana_times: {count: {}}\n")


def test_106_1_gaeas_cradle_adds_one_green_per_creature(real_db: CardDatabase) -> None:
    """Gaea's Cradle with three creatures adds {G}{G}{G} (counted as it resolves, 608.2h),
    which pays for Centaur Courser ({2}{G}); it isn't tapped automatically for a spell."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gaea's Cradle")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.HAND, "A", "Centaur Courser")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G} for each")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Centaur Courser")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Centaur Courser", 1)
    s.assert_tapped("Gaea's Cradle")
    assert _added(s, 0) == ["GGG"]


def test_106_1_cradle_is_tapped_to_pay_for_what_it_adds_now(real_db: CardDatabase) -> None:
    """With only Gaea's Cradle untapped and two creatures, the automatic payer (601.2g) taps it
    for Llanowar Elves: it adds {G}{G} (counted as it's activated, 106.1), one pays {G}. With no
    creature it adds nothing, so Llanowar Elves can't be cast (rules/mana_results.py)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gaea's Cradle")
    s.add_card(Zone.BATTLEFIELD, "A", "Centaur Courser", 2)
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Llanowar Elves", playable=True))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_tapped("Gaea's Cradle")
    assert _added(s, 0) == ["GG"]
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gaea's Cradle")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Llanowar Elves", playable=False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Gaea's Cradle", False)


def test_700_5_karametras_acolyte_adds_its_devotion(real_db: CardDatabase) -> None:
    """Karametra's Acolyte ({3}{G}) and Grizzly Bears ({1}{G}): devotion to green 2 (700.5),
    so it adds {G}{G}."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Karametra's Acolyte")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add an amount of {G}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _added(s, 0) == ["GG"]


def test_106_1_heronblade_elite_adds_its_power_in_one_color(real_db: CardDatabase) -> None:
    """Heronblade Elite (1/1) with two +1/+1 counters adds X mana of one color, X = its power, 3:
    {R}{R}{R} as chosen."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Heronblade Elite", counters={"+1/+1": 2})
    s.set_choice("A", "Red")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add X mana")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _added(s, 0) == ["RRR"]


def test_106_1_battle_hymn_a_spell_adds_one_red_per_creature(real_db: CardDatabase) -> None:
    """Battle Hymn (a sorcery: "Add {R} for each creature you control.") with two Grizzly
    Bears adds {R}{R} as it resolves; that mana casts Shock at one of B's creatures."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "A", "Battle Hymn")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Battle Hymn")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Centaur Courser"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _added(s, 0)[-1] == "RR"
    s.assert_damage("Centaur Courser", 2)


def test_400_1_priest_of_titania_counts_every_elf_on_the_battlefield(
        real_db: CardDatabase) -> None:
    """Priest of Titania: "Add {G} for each Elf on the battlefield" counts every player's Elves
    (400.1): itself, A's Llanowar Elves and B's Llanowar Elves: {G}{G}{G}."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Priest of Titania")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G} for each",
                       source="Priest of Titania")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _added(s, 0) == ["GGG"]


def test_400_1_on_the_battlefield_reads_as_every_players_permanents() -> None:
    from mtg_engine.cards.oracle.lower import lower_text

    assert lower_text("Draw a card for each Elf on the battlefield.", allow_x=False,
                      on_permanent=True) == ([{"draw": {"count": {"count": {
                          "subtypes": ["Elf"]}}}}], [])
    from mtg_engine.cards.oracle.amount_render import renderings
    from mtg_engine.cards.oracle.render import render_effects

    def texts(f: dict[str, object]) -> list[str]:
        e = [{"draw": {"count": {"count": f}}}]
        return [t for _, t in renderings(lambda: render_effects(e, [], None))]

    assert "Draw a card for each Elf on the battlefield." in texts({"subtypes": ["Elf"]})
    # the round trip never gives it with a controller ("Elves you control on the battlefield"
    # is no Oracle wording, so such a text is refused)
    assert not [t for t in texts({"subtypes": ["Elf"], "controller": "you"})
                if "battlefield" in t]
