"""Devotion in its own words (700.5: "the number of red mana symbols in the mana costs of
permanents you control"; a hybrid symbol is a symbol of each of its colors and counts once),
compiled from the real Oracle texts: Outrage Shaman (damage equal to it, read as its
triggered ability resolves, 608.2h), Heartlash Cinder (+X/+0), Primalcrux (a CDA, 604.3);
and the colors among permanents (105.2: Soul of Ravnica's "for each color among permanents you
control")."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _shaman(real_db: CardDatabase) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Reckoner")  # {R/W}{R/W}{R/W}: 3 red symbols
    s.add_card(Zone.BATTLEFIELD, "A", "Mogg Fanatic")  # {R}
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")  # (no mana cost)
    s.add_card(Zone.HAND, "A", "Outrage Shaman")  # {3}{R}{R}
    s.add_card(Zone.BATTLEFIELD, "B", "Ancient Brontodon")  # 9/9
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Outrage Shaman")
    s.add_target("A", "Ancient Brontodon")
    return s


def test_700_5_outrage_shaman_counts_red_symbols_of_your_permanents(real_db: CardDatabase) -> None:
    """Outrage Shaman (2) + Boros Reckoner (3 hybrid) + Mogg Fanatic (1): 6 damage to B's 9/9
    Ancient Brontodon. B's own red permanents don't count."""
    s = _shaman(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mogg Fanatic")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Ancient Brontodon", 6)


def test_608_2h_outrage_shaman_reads_the_count_as_it_resolves(real_db: CardDatabase) -> None:
    """B Shocks A's Mogg Fanatic (1/1) in response to the triggered ability: it dies before the
    ability resolves, and the damage is 5, not 6."""
    s = _shaman(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Mogg Fanatic"],
                 responding_to="Outrage Shaman")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Mogg Fanatic", 1)
    s.assert_damage("Ancient Brontodon", 5)


def test_700_5_heartlash_cinder_and_primalcrux(real_db: CardDatabase) -> None:
    """Heartlash Cinder ({1}{R}, 1/1) enters beside Mogg Fanatic and Boros Reckoner: 1 + 1 + 3
    red symbols, +5/+0 until end of turn: 6/1. Primalcrux ({G}x6): 6/6 (no green symbol in the
    others); after the turn Heartlash Cinder is 1/1 again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mogg Fanatic")
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Reckoner")
    s.add_card(Zone.BATTLEFIELD, "A", "Primalcrux")
    s.add_card(Zone.HAND, "A", "Heartlash Cinder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heartlash Cinder")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Heartlash Cinder", 6, 1),
        sc.assert_power_toughness("A", "Primalcrux", 6, 6)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Heartlash Cinder", 1, 1)


def test_105_2_soul_of_ravnica_draws_for_each_color_among_your_permanents(
        real_db: CardDatabase) -> None:
    """Soul of Ravnica (blue), Mogg Fanatic (red), Boros Recruit ({R/W}: red and white),
    Ornithopter (colorless, 105.2c) and B's green Grizzly Bears: three colors, A draws 3.
    Activated again with B's Shock killing Boros Recruit in response: blue and red are left,
    A draws 2 (608.2h: counted as the ability resolves)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 14)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul of Ravnica")
    s.add_card(Zone.BATTLEFIELD, "A", "Mogg Fanatic")
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Recruit")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}{U}{U}:", source="Soul of Ravnica")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_hand_count("A", 3))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{5}{U}{U}:", source="Soul of Ravnica")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Boros Recruit"],
                 responding_to="Soul of Ravnica")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Boros Recruit", 1)
    s.assert_hand_count("A", 5)


def test_105_2_for_each_of_its_colors(real_db: CardDatabase) -> None:
    """Blessing of the Nephilim on Boros Recruit ({R/W}: red and white, 1/1): +2/+2, 3/3.
    Knight of New Alara (green-white, 2/2) gives each other multicolored creature A controls
    +1/+1 for each of its colors: the Recruit 5/5, the Knight itself 2/2 (not "other"),
    Ornithopter (colorless, 105.2c) 0/2. Might of the Nephilim on the Knight (two colors):
    +4/+4 until end of turn, 6/6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Recruit")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Knight of New Alara")
    s.add_card(Zone.HAND, "A", "Blessing of the Nephilim")
    s.add_card(Zone.HAND, "A", "Might of the Nephilim")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blessing of the Nephilim",
                 targets=["Boros Recruit"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Might of the Nephilim",
                 targets=["Knight of New Alara"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Boros Recruit", 5, 5),
        sc.assert_power_toughness("A", "Knight of New Alara", 2, 2),
        sc.assert_power_toughness("A", "Ornithopter", 0, 2)))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Knight of New Alara", 6, 6)


def test_105_2_chromatic_orrery_draws_for_each_color(real_db: CardDatabase) -> None:
    """(XMage-tested) Chromatic Orrery (colorless) with Mogg Fanatic (red) and Boros Recruit
    (red and white): {5}, {T}: A draws 2 (red, white; the Islands paying are colorless)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chromatic Orrery")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mogg Fanatic")
    s.add_card(Zone.BATTLEFIELD, "A", "Boros Recruit")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}, {T}:", source="Chromatic Orrery")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_tapped("Chromatic Orrery")
