"""Session 23 audit (qa23e): new cards of this session probed at their edges in scenarios with
exact figures; each test checks the card does what its Oracle text says, citing the rule."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.gained_suspend import GAINED
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled as _compiled


def _exiled(s: Scenario, name: str) -> tuple[int, int]:
    """(time counters, instances of suspend gained) of the card `name` in exile."""
    st = s.game.state
    oid = next(o for o in st.exile if st.objects[o].card.name == name)
    o = st.objects[oid]
    return o.counters.get("time", 0), sum(1 for c in o.chosen if c == GAINED)


def _added(s: Scenario, player: int) -> list[str]:
    return [e[2] for e in s.state.log if e[0] == "mana" and e[1] == player]


# ------------------------------------------------------------------ Epochrasite, twice
# 400.7, 702.62a: cast from exile, Epochrasite is a new object; dying again it is exiled with
# three time counters and gains suspend once more: one instance (not two carried over).

def test_400_7_epochrasite_second_death_gains_one_suspend(real_db: CardDatabase) -> None:
    _compiled(real_db, "Epochrasite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Epochrasite")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=("Epochrasite",))
    s.cast_spell(7, Step.POSTCOMBAT_MAIN, "A", "Murder", targets=("Epochrasite",))
    seen: list[tuple[int, int]] = []
    s.check(7, Step.END_TURN, lambda sc: seen.append(_exiled(sc, "Epochrasite")))
    s.stop_at(9, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Murder", 2)
    assert seen == [(3, 1)]
    assert _exiled(s, "Epochrasite") == (2, 1)


# ------------------------------------------------------------------ Delay
# 701.6a/101.2: "If the spell is countered this way": a spell that can't be countered isn't,
# so nothing is exiled and it resolves.

def test_701_6_delay_on_carnage_tyrant_exiles_nothing(real_db: CardDatabase) -> None:
    _compiled(real_db, "Delay")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Delay")
    s.add_card(Zone.HAND, "B", "Carnage Tyrant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Carnage Tyrant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Delay", targets=("Carnage Tyrant",),
                 responding_to="Carnage Tyrant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Carnage Tyrant", 1)
    s.assert_exile_count("Carnage Tyrant", 0)
    s.assert_graveyard_count("A", "Delay", 1)


# ------------------------------------------------------------------ Nykthos, hybrid
# 700.5: a hybrid symbol counts toward each of its colors: Kitchen Finks ({1}{G/W}{G/W})
# gives devotion 2 to white.

def test_700_5_nykthos_hybrid_symbols_count(real_db: CardDatabase) -> None:
    _compiled(real_db, "Nykthos, Shrine to Nyx")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nykthos, Shrine to Nyx")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Kitchen Finks")
    s.set_choice("A", "White")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Choose a color")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _added(s, 0)[-1] == "WW"


# ------------------------------------------------------------------ Faeburrow Elder
# 105.2, 613.4c: +1/+1 for each color among permanents you control; colorless isn't a color;
# a multicolored permanent counts each of its colors once.

def _elder(db: CardDatabase, mine: list[str]) -> Scenario:
    _compiled(db, "Faeburrow Elder")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Faeburrow Elder")
    for name in mine:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: For each color")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_105_2_faeburrow_elder_alone(real_db: CardDatabase) -> None:
    s = _elder(real_db, ["Sol Ring"])
    s.assert_power_toughness("A", "Faeburrow Elder", 2, 2)
    assert _added(s, 0) == ["WG"]


def test_105_2_faeburrow_elder_with_a_gold_permanent(real_db: CardDatabase) -> None:
    """Watchwolf ({G}{W}) adds nothing new; Rakdos Cackler ({B/R}, black and red) adds two
    colors: 4/4, {W}{B}{R}{G}; B's red Goblin Piker isn't A's."""
    s = _elder(real_db, ["Watchwolf", "Rakdos Cackler"])
    s.assert_power_toughness("A", "Faeburrow Elder", 4, 4)
    assert _added(s, 0) == ["WBRG"]


# ------------------------------------------------------------------ Grave Strength
# 115.1, 608.2b: "Choose target creature." is a target chosen as the spell is cast; when it is
# gone as the spell resolves the spell doesn't resolve: nothing is milled.

def test_608_2b_grave_strength_fizzles_without_milling(real_db: CardDatabase) -> None:
    _compiled(real_db, "Grave Strength")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Grave Strength")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grave Strength", targets=["Llanowar Elves"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Llanowar Elves"],
                 responding_to="Grave Strength")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_graveyard_count("A", "Grave Strength", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_library_count("A", 3)


# ------------------------------------------------------------------ Sinister Concierge
# 115.1, 608.2b: "up to one target creature": with no creature to target the Concierge alone is
# exiled; with its one target gone as the trigger resolves, the ability doesn't resolve at all
# (the Concierge stays in the graveyard).

def _concierge(db: CardDatabase, *, bears: bool, shock_it: bool) -> Scenario:
    _compiled(db, "Sinister Concierge")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sinister Concierge")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    if bears:
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_target("A", "Grizzly Bears")
    if shock_it:
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",),
                     responding_to="Sinister Concierge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Sinister Concierge",))
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_115_1_sinister_concierge_with_no_target(real_db: CardDatabase) -> None:
    s = _concierge(real_db, bears=False, shock_it=False)
    assert _exiled(s, "Sinister Concierge") == (3, 1)
    s.assert_graveyard_count("A", "Sinister Concierge", 0)


def test_608_2b_sinister_concierge_target_gone(real_db: CardDatabase) -> None:
    s = _concierge(real_db, bears=True, shock_it=True)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Sinister Concierge", 1)
    s.assert_exile_count("Sinister Concierge", 0)


# ------------------------------------------------------------------ Nykthos, Nyx Lotus: paying
# 601.2g, 605.3a, 700.5: Nykthos's {2}, {T} ability is activated by choice before casting
# (the payer uses only {T}-only mana abilities): two Grizzly Bears give devotion 2 to green,
# the {2} paid by two Swamps: {G}{G} in pool casts Garruk's Companion. Nyx Lotus ({T} only)
# is tapped by the payer itself; with one Bears (devotion 1) it can't pay {G}{G}.


def test_605_3a_nykthos_activated_then_casts_garruks_companion(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nykthos, Shrine to Nyx")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "A", "Garruk's Companion")
    s.set_choice("A", "Green")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}: Choose a color")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Garruk's Companion")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Garruk's Companion", 1)
    s.assert_tapped("Nykthos, Shrine to Nyx")
    assert _added(s, 0)[-1] == "GG"


def _lotus(db: CardDatabase, bears: int) -> Scenario:
    _compiled(db, "Nyx Lotus")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nyx Lotus")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", bears)
    s.add_card(Zone.HAND, "A", "Garruk's Companion")
    return s


def test_601_2g_nyx_lotus_pays_for_garruks_companion(real_db: CardDatabase) -> None:
    s = _lotus(real_db, 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Garruk's Companion")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Garruk's Companion", 1)
    s.assert_tapped("Nyx Lotus")


def test_601_2g_nyx_lotus_devotion_one_cant_pay(real_db: CardDatabase) -> None:
    s = _lotus(real_db, 1)
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Garruk's Companion", playable=False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Garruk's Companion")


# 702.62a: "Each card exiled this way that doesn't have suspend gains suspend" is checked card
# by card: B's Durkwood Baloth (suspend 5) gains none; the Concierge gains one. B's turn 2
# upkeep removes one counter from the Baloth through its own suspend.

def test_702_62a_sinister_concierge_on_a_card_with_suspend(real_db: CardDatabase) -> None:
    _compiled(real_db, "Sinister Concierge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sinister Concierge")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Durkwood Baloth")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_target("A", "Durkwood Baloth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Sinister Concierge",))
    s.set_choice("A", "yes")
    seen: list[tuple[int, int]] = []
    s.check(1, Step.END_TURN, lambda sc: seen.extend(
        (_exiled(sc, "Sinister Concierge"), _exiled(sc, "Durkwood Baloth"))))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(3, 1), (3, 0)]
    assert _exiled(s, "Durkwood Baloth") == (2, 0)
    assert _exiled(s, "Sinister Concierge") == (3, 1)


# 614.1c: Epochrasite cast from the hand enters without the counters: a 1/1.

def test_614_1c_epochrasite_cast_from_hand_is_1_1(real_db: CardDatabase) -> None:
    _compiled(real_db, "Epochrasite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Epochrasite")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Epochrasite")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Epochrasite", 1, 1)
    s.assert_counter_count("A", "Epochrasite", "+1/+1", 0)


# 111.7, 701.7a: tokens destroyed count among "creatures destroyed this way" (they go to the
# graveyard before ceasing to exist): Raise the Alarm's two Soldiers and B's Hill Giant
# destroyed by Phyrexian Rebirth: a 3/3 Horror.

def test_701_7a_phyrexian_rebirth_counts_destroyed_tokens(real_db: CardDatabase) -> None:
    _compiled(real_db, "Phyrexian Rebirth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 8)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Phyrexian Rebirth")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Phyrexian Rebirth")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_power_toughness("A", "Phyrexian Horror Token", 3, 3)


# 702.76a, 603.4, 500.7: Notorious Throng cast for its prowl cost after Latchkey Faerie (a
# Rogue) hit B for 3: three 1/1 flying Faerie Rogues and an extra turn after this one (turn 2
# is A's again); cast for its mana cost, no extra turn (turn 2 is B's).

def _throng_prowl(db: CardDatabase, prowl: str) -> Scenario:
    _compiled(db, "Notorious Throng")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Latchkey Faerie")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Notorious Throng")
    s.attack(1, "A", "Latchkey Faerie")
    s.set_choice("A", prowl)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Notorious Throng")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_702_76a_notorious_throng_prowl_takes_an_extra_turn(real_db: CardDatabase) -> None:
    s = _throng_prowl(real_db, "yes")
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Faerie Rogue Token", 3)
    assert s.state.active == 0


def test_603_4_notorious_throng_without_prowl_no_extra_turn(real_db: CardDatabase) -> None:
    s = _throng_prowl(real_db, "no")
    s.assert_permanent_count("A", "Faerie Rogue Token", 3)
    assert s.state.active == 1


# 115.1, 601.2c, 702.11d: "Choose target opponent." is a target: with B under Leyline of
# Sanctity (hexproof) Curious Herd has no legal target and can't be cast.

def test_601_2c_curious_herd_needs_a_targetable_opponent(real_db: CardDatabase) -> None:
    _compiled(real_db, "Curious Herd")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Leyline of Sanctity")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.HAND, "A", "Curious Herd")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Curious Herd", playable=False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Curious Herd")
    s.assert_permanent_count("A", "Beast Token", 0)


# 603.3d: Descendant of Masumaro's trigger targets an opponent; with B under Leyline of
# Sanctity there is no legal target and the whole trigger is removed from the stack: not even
# the counters for A's own hand are put (1/1). Without the Leyline: 3 put, 1 removed, 3/3.

def _masumaro(db: CardDatabase, leyline: bool) -> Scenario:
    _compiled(db, "Descendant of Masumaro")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Descendant of Masumaro")
    if leyline:
        s.add_card(Zone.BATTLEFIELD, "B", "Leyline of Sanctity")
    s.add_card(Zone.HAND, "A", "Island", 3)
    s.add_card(Zone.HAND, "B", "Island", 1)
    s.stop_at(1, Step.DRAW)
    s.execute()
    return s


def test_603_3d_masumaro_without_a_legal_target_does_nothing(real_db: CardDatabase) -> None:
    s = _masumaro(real_db, True)
    s.assert_counter_count("A", "Descendant of Masumaro", "+1/+1", 0)
    s.assert_power_toughness("A", "Descendant of Masumaro", 1, 1)


def test_603_3d_masumaro_with_a_legal_target(real_db: CardDatabase) -> None:
    s = _masumaro(real_db, False)
    s.assert_counter_count("A", "Descendant of Masumaro", "+1/+1", 2)
    s.assert_power_toughness("A", "Descendant of Masumaro", 3, 3)


# 702.62a, 608.2n: Delay on B's Lightning Bolt (at A): exiled with three time counters and
# suspend; the last removed in B's turn 8 upkeep, B casts it free, and as an instant it then
# goes to B's graveyard (not back to exile): A at 17.

def test_702_62a_delay_on_an_instant(real_db: CardDatabase) -> None:
    _compiled(real_db, "Delay")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Delay")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Delay", targets=("Lightning Bolt",),
                 responding_to="Lightning Bolt")
    seen: list[tuple[int, int]] = []
    s.check(6, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_exiled(sc, "Lightning Bolt")))
    s.check(6, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_life("A", 20))
    s.stop_at(8, Step.END_TURN)
    s.execute()
    assert seen == [(1, 1)]
    s.assert_life("A", 17)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_exile_count("Lightning Bolt", 0)


# 111.8, 702.62a: Suspend on a creature token: the token is exiled and ceases to exist (no
# time counters, no suspend left anywhere); the other Soldier stays.

def test_111_8_suspend_on_a_token(real_db: CardDatabase) -> None:
    _compiled(real_db, "Suspend")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Suspend")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Suspend", targets=("Soldier Token",))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_exile_count("Soldier Token", 0)
    s.assert_graveyard_count("A", "Suspend", 1)


# 105.2, 106.1a: Bloom Tender with Rakdos Cackler ({B/R}: black and red) and Watchwolf ({G}{W}):
# one mana of each color among them, {W}{B}{R}{G}, each once.

def test_105_2_bloom_tender_with_multicolored_permanents(real_db: CardDatabase) -> None:
    _compiled(real_db, "Bloom Tender")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bloom Tender")
    s.add_card(Zone.BATTLEFIELD, "A", "Watchwolf")
    s.add_card(Zone.BATTLEFIELD, "A", "Rakdos Cackler")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: For each color")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _added(s, 0) == ["WBRG"]


# 701.17a: an indestructible creature can be sacrificed: B's Darksteel Myr, sacrificed to
# Syphon Flesh, counts: one Zombie.

def test_701_17a_syphon_flesh_sacrifices_an_indestructible_creature(
        real_db: CardDatabase) -> None:
    _compiled(real_db, "Syphon Flesh")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Syphon Flesh")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Syphon Flesh")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Darksteel Myr", 1)
    s.assert_permanent_count("A", "Zombie Token", 1)


# 700.8: the target itself counts toward the party: Prodigal Pyromancer (a Wizard) targeted by
# Strength of Solidarity with Goblin Piker (a Warrior) gets two counters: 3/3.

def test_700_8_strength_of_solidarity_target_in_the_party(real_db: CardDatabase) -> None:
    _compiled(real_db, "Strength of Solidarity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.add_card(Zone.HAND, "A", "Strength of Solidarity")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Strength of Solidarity",
                 targets=["Prodigal Pyromancer"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Prodigal Pyromancer", "+1/+1", 2)
    s.assert_power_toughness("A", "Prodigal Pyromancer", 3, 3)


# 118.3, 702.62a: Jhoira's cost exiles an instant (Lightning Bolt): four time counters and
# suspend on it; A's Grizzly Bears, a creature card, stays in hand.

def test_118_3_jhoira_exiles_an_instant(real_db: CardDatabase) -> None:
    _compiled(real_db, "Jhoira of the Ghitu")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jhoira of the Ghitu")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Exile")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert _exiled(s, "Lightning Bolt") == (4, 1)
    s.assert_hand_count("A", 1, "Grizzly Bears")


# 608.2h, 701.17a: Reign of the Pit: A sacrifices Hill Giant (3), B Darksteel Myr (power 0):
# a 3/3 flying Demon.

def test_608_2h_reign_of_the_pit_adds_each_power(real_db: CardDatabase) -> None:
    _compiled(real_db, "Reign of the Pit")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Reign of the Pit")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reign of the Pit")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Darksteel Myr", 1)
    s.assert_power_toughness("A", "Demon Token", 3, 3)


# 122.1, 701.13a: Cephalid Vandal over two of A's upkeeps (turns 1 and 3): one counter, one
# card milled; two counters, two more: three milled in all (B's turn adds none).

def test_701_13a_cephalid_vandal_two_upkeeps(real_db: CardDatabase) -> None:
    _compiled(real_db, "Cephalid Vandal")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Cephalid Vandal")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Cephalid Vandal", "shred", 2)
    s.assert_graveyard_count("A", "Island", 3)


# 107.1, 205.2a: Dockside Extortionist counts B's Sol Ring, Leyline of Sanctity and Darksteel
# Myr (an artifact creature), not A's own Sol Ring: three Treasures.

def test_107_1_dockside_counts_each_of_bs(real_db: CardDatabase) -> None:
    _compiled(real_db, "Dockside Extortionist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Sol Ring")
    s.add_card(Zone.HAND, "A", "Dockside Extortionist")
    for name in ("Sol Ring", "Leyline of Sanctity", "Darksteel Myr"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dockside Extortionist")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 3)
