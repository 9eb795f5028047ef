"""Tokens of more kinds (111.1, 111.3): enchantment creature tokens ("two 3/3 green Centaur
enchantment creature tokens", Fated Intervention) and tokens with changeling (702.73a: a
characteristic-defining ability, every creature type; Birthing Boughs), tokens with a name
(111.4: Kher Keep's "named Kobolds of Kher Keep")."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def test_111_1_fated_intervention_makes_enchantment_creature_tokens(
        real_db: CardDatabase) -> None:
    """Fated Intervention on A's turn: two 3/3 green Centaur tokens that are enchantments and
    creatures (the scry 2 happens: it's A's turn)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Fated Intervention")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fated Intervention")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Centaur Token", 2)
    s.assert_power_toughness("A", "Centaur Token", 3, 3)
    s.assert_type("Centaur Token", "Enchantment")
    s.assert_type("Centaur Token", "Creature")
    s.assert_color("Centaur Token", ["G"])


def test_702_73a_birthing_boughs_shapeshifter_is_every_creature_type(
        real_db: CardDatabase) -> None:
    """Birthing Boughs makes a 2/2 Shapeshifter with changeling: it is a Goblin too, so Goblin
    King gives it +1/+1 (3/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Birthing Boughs")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin King")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}", source="Birthing Boughs")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Shapeshifter Token", 3, 3)
    st = s.game.state
    token = next(o for o in st.battlefield if st.objects[o].is_token)
    assert characteristics(st, token).every_creature_type


def test_111_4_kher_keep_token_is_named_kobolds_of_kher_keep(real_db: CardDatabase) -> None:
    """Kher Keep: "a 0/1 red Kobold creature token named Kobolds of Kher Keep" (111.4: the
    name the effect gives, not "Kobold Token"); twice: two of them."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kher Keep")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}", source="Kher Keep")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Kobolds of Kher Keep", 1)
    s.assert_permanent_count("A", "Kobold Token", 0)
    s.assert_power_toughness("A", "Kobolds of Kher Keep", 0, 1)
    s.assert_subtype("Kobolds of Kher Keep", "Kobold")
