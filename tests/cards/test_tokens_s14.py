"""Token creation read by the Oracle compiler, session 14 (111, `oracle/tokens.py`,
`oracle/token_followups.py`): legendary tokens with a name of their own (111.4, 205.4d), an
Equipment attached to the token it creates (701.3a), tokens with the keywords of a card's
static grammar and keywords with a number (702). Each scenario plays the card's text with exact
figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def test_111_4_205_4d_tolsimir_makes_voja_a_legendary_token(real_db: CardDatabase) -> None:
    """Tolsimir Wolfblood: "{T}: Create Voja, a legendary 2/2 green and white Wolf creature
    token." Voja is named Voja (111.4), is legendary (205.4d) and gets +1/+1 twice from
    Tolsimir (green, and white): 4/4. A second Voja the next turn: the legend rule (704.5j)
    leaves one."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tolsimir Wolfblood")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Create Voja")

    def one_voja(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Voja", 1)
        sc.assert_power_toughness("A", "Voja", 4, 4)
        st = sc.game.state
        voja = next(o for o in st.battlefield if st.objects[o].card.name == "Voja")
        assert "Legendary" in characteristics(st, voja).supertypes
        assert st.objects[voja].is_token

    s.check(1, Step.END_TURN, one_voja)
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Create Voja")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Voja", 1)  # 704.5j


def test_701_3a_ancestral_blade_attached_to_its_soldier(real_db: CardDatabase) -> None:
    """Ancestral Blade: "When ~ enters the battlefield, create a 1/1 white Soldier creature
    token, then attach ~ to it." The Soldier is 2/2 with the Blade on it (+1/+1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Ancestral Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ancestral Blade")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_attached("Ancestral Blade", "Soldier Token")
    s.assert_power_toughness("A", "Soldier Token", 2, 2)


def test_701_3a_valkyries_sword_only_if_paid(real_db: CardDatabase) -> None:
    """Valkyrie's Sword: "you may pay {4}{W}. If you do, create a 4/4 white Angel Warrior ...,
    then attach ~ to it." Paid: the Angel is 6/5 (+2/+1). Not paid: no token, the Sword
    unattached."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 11)
    s.add_card(Zone.HAND, "A", "Valkyrie's Sword")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Valkyrie's Sword")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Angel Warrior Token", 1)
    s.assert_attached("Valkyrie's Sword", "Angel Warrior Token")
    s.assert_power_toughness("A", "Angel Warrior Token", 6, 5)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 11)
    s.add_card(Zone.HAND, "A", "Valkyrie's Sword")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Valkyrie's Sword")
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Angel Warrior Token", 0)
    assert s.game.state.objects[next(
        o for o in s.game.state.battlefield
        if s.game.state.objects[o].card.name == "Valkyrie's Sword")].attached_to is None


def test_702_token_keywords_chasm_skulker_squids_with_islandwalk(
        real_db: CardDatabase) -> None:
    """Chasm Skulker with three +1/+1 counters dies: "create X 1/1 blue Squid creature tokens
    with islandwalk, where X is the number of +1/+1 counters on ~" (as it last existed,
    608.2h): three Squids, each with islandwalk (702.14)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chasm Skulker", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Chasm Skulker"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Squid Token", 3)
    s.assert_abilities("A", "Squid Token", ["Islandwalk"])
    s.assert_power_toughness("A", "Squid Token", 1, 1)


def test_702_82a_dragon_broodmother_token_devours(real_db: CardDatabase) -> None:
    """Dragon Broodmother: "At the beginning of each upkeep, create a 1/1 red and green Dragon
    creature token with flying and devour 2." On A's first upkeep the Dragon token devours: A
    sacrifices Grizzly Bears and Llanowar Elves, and it enters with four +1/+1 counters (5/5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dragon Broodmother")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.set_choice("A", "Grizzly Bears, Llanowar Elves")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Dragon Token", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_power_toughness("A", "Dragon Token", 5, 5)
    s.assert_abilities("A", "Dragon Token", ["Flying"])
