"""Token copies with exceptions (707.9b, `oracle/token_copy_except.py`,
`rules/token_copies.py`): "Create a token that's a copy of target nonlegendary creature you
control, except it has haste" (Kiki-Jiki, Mirror Breaker); "For each token you control, create a
token that's a copy of that permanent" (707.2, one copy of each). The exception is part of the copy
effect, so it is a copiable value of the token: a copy of the token has haste too."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.compiler import compile_card
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def test_707_9b_kiki_jiki_copy_has_haste_and_is_sacrificed(real_db: CardDatabase) -> None:
    """Kiki-Jiki copies Grizzly Bears (2/2): the token has haste (the original has none), so
    it attacks the turn it is made: B goes 20 -> 18. Fated Infatuation after combat copies the
    token: the second token has haste as well (707.9b: the exception is a copiable value). The
    delayed trigger sacrifices only Kiki-Jiki's token at the end step: the original Bears and
    Fated Infatuation's token remain (2 Bears, 1 token)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kiki-Jiki, Mirror Breaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Fated Infatuation")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}", source="Kiki-Jiki, Mirror Breaker",
                       targets=["Grizzly Bears"])

    def copied(sc: Scenario) -> None:
        st = sc.game.state
        tokens = [o for o in st.battlefield if st.objects[o].card.name == "Grizzly Bears"
                  and st.objects[o].is_token]
        bears = [o for o in st.battlefield if st.objects[o].card.name == "Grizzly Bears"
                 and not st.objects[o].is_token]
        assert len(tokens) == 1 and len(bears) == 1
        assert "haste" in characteristics(st, tokens[0]).keywords
        assert "haste" not in characteristics(st, bears[0]).keywords
        g2 = Game.from_json(sc.game.to_json(), st.db)  # the copy effect is saved
        assert "haste" in characteristics(g2.state, tokens[0]).keywords

    s.check(1, Step.BEGIN_COMBAT, copied)
    s.attack(1, "A", "Grizzly Bears#2")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Fated Infatuation",
                 targets=["Grizzly Bears#2"])

    def second_copy_has_haste(sc: Scenario) -> None:
        st = sc.game.state
        tokens = [o for o in st.battlefield if st.objects[o].is_token]
        assert len(tokens) == 2
        assert all("haste" in characteristics(st, t).keywords for t in tokens)

    s.check(1, Step.END_TURN, second_copy_has_haste)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    assert len([o for o in s.game.state.battlefield if s.game.state.objects[o].is_token]) == 1


def test_707_9b_exceptions_the_engine_cannot_make_are_refused() -> None:
    """An exception that isn't a type, a base power and toughness or keywords (707.9b) keeps
    the card refused; the ones it makes render back as printed."""
    from mtg_engine.cards.mtgjson import AtomicCard, AtomicFace

    def card(text: str) -> AtomicCard:
        face = AtomicFace(name="Test Mirror", mana_cost="{3}", type_line="Artifact",
                          types=("Artifact",), text=text)
        return AtomicCard(name="Test Mirror", layout="normal", faces=(face,))

    ok = compile_card(card("{T}: Create a token that's a copy of target creature you control, "
                           "except it's 1/1."))
    assert ok.supported, ok.reasons
    assert ok.dsl["abilities"][0]["effects"] == [
        {"create_token": {"copy_of": "target", "except": {"set_power": 1, "set_toughness": 1}}}]
    bad = compile_card(card("{T}: Create a token that's a copy of target creature you "
                            "control, except its name is Bob."))
    assert not bad.supported


def test_707_2_second_harvest_copies_each_token(real_db: CardDatabase) -> None:
    """Raise the Alarm makes two 1/1 Soldiers; Second Harvest ("For each token you control,
    create a token that's a copy of that permanent") makes one copy of each: four Soldiers.
    A's Grizzly Bears (not a token) and B's token (not A's) are not copied."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Second Harvest")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.cast_spell(1, Step.UPKEEP, "B", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Second Harvest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 4)
    s.assert_permanent_count("B", "Soldier Token", 2)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_111_1_two_tokens_that_are_copies_compile_with_a_count() -> None:
    """"Create two tokens that are copies of target creature you control": one create_token
    with `count` 2 (create_token's count applies to copies as to any token, 111.1), rendered
    back as printed; "copies of" with one token stays refused."""
    from mtg_engine.cards.mtgjson import AtomicCard, AtomicFace

    def card(text: str) -> AtomicCard:
        face = AtomicFace(name="Test Mirror", mana_cost="{3}", type_line="Artifact",
                          types=("Artifact",), text=text)
        return AtomicCard(name="Test Mirror", layout="normal", faces=(face,))

    ok = compile_card(card("{T}: Create two tokens that are copies of target creature you "
                           "control."))
    assert ok.supported, ok.reasons
    assert ok.dsl["abilities"][0]["effects"] == [{"create_token": {"copy_of": "target",
                                                                   "count": 2}}]
    assert not compile_card(card("{T}: Create one tokens that are copies of target creature "
                                 "you control.")).supported


def test_707_9b_token_copies_that_are_not_legendary() -> None:
    """205.4, 707.9b: "Create two tokens that are copies of target creature, except they're not
    legendary." (Jace, Cunning Castaway's wording) compiled from Oracle text, cast on a
    legendary 2/2: both tokens are 2/2 copies without the supertype, so the legend rule
    (704.5j) keeps all three."""
    import yaml

    from mtg_engine.cards.mtgjson import parse_atomic
    from tests.cards.conftest import face

    text = "Create two tokens that are copies of target creature, except they're not legendary."
    twins = compile_card(parse_atomic({"Mirror Twins": [face(
        "Mirror Twins", "Sorcery", cost="{2}{U}", text=text)]})["Mirror Twins"])
    assert twins.supported, twins.reasons
    assert twins.dsl["spell"]["effects"] == [{"create_token": {
        "copy_of": "target", "except": {"remove_supertypes": ["Legendary"]}, "count": 2}}]
    samurai = {"name": "Test Samurai", "type": "Legendary Creature — Samurai", "cost": "{W}",
               "power": 2, "toughness": 2}
    db = CardDatabase.builtin()
    db.load_file("probe.yaml", text=yaml.safe_dump([twins.dsl, samurai]))
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Samurai")
    s.add_card(Zone.HAND, "A", "Mirror Twins")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mirror Twins", targets=["Test Samurai"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Test Samurai", 3)
    st = s.game.state
    tokens = [o for o in st.battlefield if st.objects[o].is_token]
    assert len(tokens) == 2
    assert all("Legendary" not in {t.value for t in characteristics(st, o).supertypes}
               for o in tokens)
    assert all(characteristics(st, o).power == 2 for o in tokens)
