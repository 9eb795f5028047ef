"""Casting costs read from Oracle text (cards/oracle/spell_costs.py): kicker (702.33a-b),
multikicker (702.33c), "if it was kicked" (702.33d, 702.33f), buyback (702.27a), evoke
(702.74a), affinity (702.41a), convoke, delve, improvise, cascade (702.51a, 702.66a,
702.126a, 702.85a), additional costs (118.8). The first tests compile small fixture cards;
the scenario tests play real cards from the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import face, write_atomic

_KICK = "(You may pay an additional {2}{G} as you cast this spell.)"
_CARDS: dict[str, list[dict[str, Any]]] = {
    "Kick Reader": [face("Kick Reader", "Creature — Human Druid", cost="{2}{G}",
                         power="1", toughness="4",
                         text=f"Kicker {{2}}{{G}} {_KICK}\nWhen Kick Reader enters the "
                              "battlefield, if it was kicked, draw two cards.")],
    "Kick Study": [face("Kick Study", "Sorcery", cost="{2}{U}",
                        text="Kicker {2}{U}\nDraw two cards. If this spell was kicked, draw "
                             "three cards instead.")],
    "Kick Blow": [face("Kick Blow", "Instant", cost="{2}{W}",
                       text="Kicker {2}{U}\nDestroy target artifact or enchantment. If this "
                            "spell was kicked, draw two cards.")],
    "Kick Beast": [face("Kick Beast", "Creature — Beast", cost="{2}{G}{G}", power="4",
                        toughness="4", text="Kicker {4}\nIf Kick Beast was kicked, it enters "
                                            "the battlefield with three +1/+1 counters on it.")],
    "Two Kicks": [face("Two Kicks", "Creature — Elf Wizard", cost="{2}{G}", power="2",
                       toughness="2",
                       text="Kicker {R} and/or {W}\nWhen Two Kicks enters the battlefield, if "
                            "it was kicked with its {R} kicker, it deals 2 damage to any "
                            "target.\nWhen Two Kicks enters the battlefield, if it was kicked "
                            "with its {W} kicker, destroy target artifact.")],
    "Land Kick": [face("Land Kick", "Sorcery", cost="{1}{R}",
                       text="Kicker—Sacrifice a land.\nDraw two cards.")],
    "X Kick": [face("X Kick", "Sorcery", cost="{1}{R}",
                    text="Kicker—Sacrifice X lands.\nDraw two cards.")],
    "Target Kick": [face("Target Kick", "Sorcery", cost="{1}{R}",
                         text="Kicker {2}\nDestroy target land. If this spell was kicked, "
                              "destroy target artifact.")],
    "Other Instead": [face("Other Instead", "Sorcery", cost="{1}{U}",
                           text="Kicker {2}\nDraw two cards. If this spell was kicked, you "
                                "gain 3 life instead.")],
    "Reap": [face("Reap", "Instant", cost="{1}{B}",
                  text="As an additional cost to cast this spell, sacrifice a creature.\n"
                       "Draw two cards.")],
    "Reap Either": [face("Reap Either", "Instant", cost="{1}{B}",
                         text="As an additional cost to cast this spell, sacrifice a "
                              "creature or pay {3}.\nDraw two cards.")],
    "Reap Reveal": [face("Reap Reveal", "Instant", cost="{1}{B}",
                         text="As an additional cost to cast this spell, sacrifice a "
                              "creature or mill two cards.\nDraw two cards.")],
    "Double Cascade": [face("Double Cascade", "Creature — Elemental", cost="{5}{U}{R}{G}",
                            power="7", toughness="5", text="Cascade, cascade")],
    "Swarm": [face("Swarm", "Instant", cost="{1}{G}",
                   text="Convoke\nBuyback {3}\nDraw a card.")],
    "Evoker": [face("Evoker", "Creature — Elemental", cost="{4}{U}", power="2", toughness="2",
                    text="Flying\nWhen Evoker enters the battlefield, draw two cards.\n"
                         "Evoke {2}{U}")],
    "Myr Thing": [face("Myr Thing", "Artifact Creature — Myr", cost="{7}", power="4",
                       toughness="4", text="Affinity for artifacts")],
    "Island Thing": [face("Island Thing", "Creature — Serpent", cost="{7}{U}", power="6",
                          toughness="6", text="Affinity for Islands")],
    "Token Thing": [face("Token Thing", "Creature — Serpent", cost="{7}{U}", power="6",
                         toughness="6", text="Affinity for tokens")],
    "Evoke Buyback": [face("Evoke Buyback", "Creature — Elemental", cost="{2}{U}", power="2",
                           toughness="2", text="Buyback {3}")],
    "Plain Entwine": [face("Plain Entwine", "Sorcery", cost="{1}{U}",
                           text="Draw a card.\nEntwine {2}")],
    "Cost Banner": [face("Cost Banner", "Artifact", cost="{2}",
                         text="Kithkin spells and Soldier spells you cast cost {1} less to "
                              "cast.\nNoncreature spells your opponents cast cost {2} more to "
                              "cast.")],
    "Flying Discount": [face("Flying Discount", "Artifact", cost="{2}",
                             text="Creature spells with flying you cast cost {1} less to "
                                  "cast.")],
    "Black Tax": [face("Black Tax", "Artifact", cost="{2}",
                       text="Black spells you cast cost {B} more to cast.")],
    "Unkicked Reader": [face("Unkicked Reader", "Creature — Human", cost="{2}{G}", power="1",
                             toughness="4", text="When Unkicked Reader enters the battlefield,"
                                                 " if it was kicked, draw two cards.")],
}
for _n, _fs in _CARDS.items():
    for _f in _fs:
        _f["name"] = _n


@pytest.fixture
def cost_db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CardDatabase:
    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    return CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json", _CARDS))


def _dsl(db: CardDatabase, name: str) -> dict[str, Any]:
    done = db.compiled(name)
    assert done.supported, [str(r) for r in done.reasons]
    assert done.dsl is not None
    return done.dsl


def _refused(db: CardDatabase, name: str) -> str:
    done = db.compiled(name)
    assert not done.supported
    return " ".join(str(r) for r in done.reasons)


def test_702_33a_kicker_and_603_4_kicked_trigger_compiled(cost_db: CardDatabase) -> None:
    d = _dsl(cost_db, "Kick Reader")
    assert d["kicker"] == ["{2}{G}"]
    assert d["triggers"] == [{"event": "enters", "if": "kicked", "effects": [
        {"draw": {"count": 2}}], "text": d["triggers"][0]["text"]}]


def test_702_33d_kicked_rider_and_instead_compiled(cost_db: CardDatabase) -> None:
    """"If this spell was kicked, draw three cards instead": the first instruction happens
    only when it wasn't kicked; a rider without "instead" happens in addition."""
    assert _dsl(cost_db, "Kick Study")["spell"] == {"effects": [
        {"draw": {"count": 2, "if": "not_kicked"}}, {"draw": {"count": 3, "if": "kicked"}}]}
    spell = _dsl(cost_db, "Kick Blow")["spell"]
    assert spell["effects"] == [{"destroy": {"what": "target"}},
                                {"draw": {"count": 2, "if": "kicked"}}]


def test_702_33b_and_702_33f_two_kicker_costs_compiled(cost_db: CardDatabase) -> None:
    d = _dsl(cost_db, "Two Kicks")
    assert d["kicker"] == ["{R}", "{W}"]
    assert [t["if"] for t in d["triggers"]] == [{"kind": "kicked_with", "count": 0},
                                                {"kind": "kicked_with", "count": 1}]


def test_614_1c_kicked_enters_with_counters_compiled(cost_db: CardDatabase) -> None:
    assert _dsl(cost_db, "Kick Beast")["replacements"] == [
        {"event": "enters", "instead": "counters", "counter_kind": "+1/+1", "amount": 3,
         "condition": "kicked"}]


def test_refused_when_not_fully_understood(cost_db: CardDatabase) -> None:
    """Fail closed: a kicker cost that isn't mana, an either/or additional cost, two instances
    of cascade (702.85c), buyback on a permanent, "if it was kicked" without kicker, entwine
    on a spell that isn't modal."""
    assert "cost other than mana" in _refused(cost_db, "X Kick")
    # 702.33a: "Kicker—Sacrifice a land." is read since session 10 (kicker_cost)
    assert _dsl(cost_db, "Land Kick")["kicker_cost"] == {"sacrifice": {"types": ["Land"]}}
    # 601.2c: a rider's target is chosen only if the spell is kicked (rules/kicker_targets.py,
    # since session 16)
    assert _dsl(cost_db, "Target Kick")["spell"]["targets"][1] == {
        "kind": "permanent", "filter": {"types": ["Artifact"]}, "kicked_only": True}
    # "instead" of another instruction is read since session 6 (conditions.py, 608.2c):
    # exactly one of the two is carried out
    assert _dsl(cost_db, "Other Instead")["spell"]["effects"] == [
        {"draw": {"count": 2, "if": "not_kicked"}},
        {"gain_life": {"amount": 3, "if": "kicked"}}]
    # 118.8, 601.2b: an either/or additional cost is read (rules/additional_options.py)
    assert _dsl(cost_db, "Reap Either")["additional_options"] == [
        {"sacrifice": {"types": ["Creature"]}}, {"mana": "{3}"}]
    assert "additional cost" in _refused(cost_db, "Reap Reveal")
    # 702.85c: each instance of cascade triggers separately (two triggers since session 16)
    assert _dsl(cost_db, "Double Cascade")["cascades"] == 2
    assert [t.text for t in cost_db.get("Double Cascade").triggers] == ["Cascade"] * 2
    assert "Buyback (702.27) on a permanent" in _refused(cost_db, "Evoke Buyback")
    assert "without kicker" in _refused(cost_db, "Unkicked Reader")
    assert "Affinity" in _refused(cost_db, "Token Thing")
    assert "modal spells (702.42a)" in _refused(cost_db, "Plain Entwine")


def test_118_8_additional_cost_and_keywords_compiled(cost_db: CardDatabase) -> None:
    assert _dsl(cost_db, "Reap")["additional_cost"] == {"sacrifice": {"types": ["Creature"]}}
    d = _dsl(cost_db, "Swarm")
    assert d["keywords"] == ["convoke"] and d["buyback"] == "{3}"
    assert _dsl(cost_db, "Evoker")["alt_costs"] == [{"kind": "evoke", "mana": "{2}{U}"}]
    assert _dsl(cost_db, "Myr Thing")["affinity"] == {"types": ["Artifact"]}
    assert _dsl(cost_db, "Island Thing")["affinity"] == {"subtypes": ["Island"]}


def test_compiled_kicker_plays(cost_db: CardDatabase) -> None:
    """The fixture cards in play: Kick Study kicked draws three (not five), unkicked two."""
    for answer, hand in (("yes", 3), ("no", 2)):
        s = Scenario(cards=cost_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
        s.add_card(Zone.HAND, "A", "Kick Study")
        s.set_choice("A", answer)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kick Study")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_hand_count("A", hand)


# ------------------------------------------------------------------ real cards


def _cast(db: CardDatabase, card: str, lands: dict[str, int], *choices: str,
          targets: tuple[str, ...] = (), mine: dict[str, int] | None = None,
          theirs: dict[str, int] | None = None) -> Scenario:
    s = Scenario(cards=db)
    for name, n in {**lands, **(mine or {})}.items():
        s.add_card(Zone.BATTLEFIELD, "A", name, n)
    for name, n in (theirs or {}).items():
        s.add_card(Zone.BATTLEFIELD, "B", name, n)
    s.add_card(Zone.HAND, "A", card)
    for c in choices:
        s.set_choice("A", c)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card, targets=targets)
    s.stop_at(1, Step.END_TURN)
    return s


def _untapped(s: Scenario, name: str) -> int:
    st = s.state
    return sum(1 for o in st.battlefield if st.objects[o].card.name == name
               and not st.objects[o].tapped)


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n) and db.compiled(n).supported, n


def test_702_33d_citanul_woodreaders(real_db: CardDatabase) -> None:
    """Kicked ({2}{G} + {2}{G}): its enters trigger's "if it was kicked" holds (603.4), two
    cards drawn; not kicked: no draw and three Forests left untapped."""
    _compiled(real_db, "Citanul Woodreaders")
    s = _cast(real_db, "Citanul Woodreaders", {"Forest": 6}, "yes")
    s.execute()
    s.assert_hand_count("A", 2)
    assert _untapped(s, "Forest") == 0
    s = _cast(real_db, "Citanul Woodreaders", {"Forest": 6}, "no")
    s.execute()
    s.assert_hand_count("A", 0)
    assert _untapped(s, "Forest") == 3


def test_614_1c_baloth_gorger_kicked_enters_with_three_counters(real_db: CardDatabase) -> None:
    _compiled(real_db, "Baloth Gorger")
    s = _cast(real_db, "Baloth Gorger", {"Forest": 8}, "yes")
    s.execute()
    s.assert_counter_count("A", "Baloth Gorger", "+1/+1", 3)
    s.assert_power_toughness("A", "Baloth Gorger", 7, 7)
    s = _cast(real_db, "Baloth Gorger", {"Forest": 8}, "no")
    s.execute()
    s.assert_counter_count("A", "Baloth Gorger", "+1/+1", 0)
    s.assert_power_toughness("A", "Baloth Gorger", 4, 4)


def test_702_33d_field_research_and_dismantling_blow(real_db: CardDatabase) -> None:
    """Field Research draws three instead of two when kicked; Dismantling Blow destroys
    the artifact either way and draws two only when kicked."""
    _compiled(real_db, "Field Research", "Dismantling Blow")
    for answer, hand in (("yes", 3), ("no", 2)):
        s = _cast(real_db, "Field Research", {"Island": 6}, answer)
        s.execute()
        s.assert_hand_count("A", hand)
    for answer, hand in (("yes", 2), ("no", 0)):
        s = _cast(real_db, "Dismantling Blow", {"Plains": 3, "Island": 3}, answer,
                  targets=("Memnite",), theirs={"Memnite": 1})
        s.execute()
        s.assert_graveyard_count("B", "Memnite", 1)
        s.assert_hand_count("A", hand)


def test_702_33b_thornscape_battlemage_kicker_costs_separately(real_db: CardDatabase) -> None:
    """"Kicker {R} and/or {W}" (702.33b): paying only {W} destroys the artifact; the {R}
    trigger (702.33f) doesn't happen. Both: 2 damage as well."""
    _compiled(real_db, "Thornscape Battlemage")
    s = _cast(real_db, "Thornscape Battlemage", {"Forest": 3, "Plains": 1}, "no", "yes",
              theirs={"Memnite": 1})
    s.add_target("A", "Memnite")
    s.execute()
    s.assert_graveyard_count("B", "Memnite", 1)
    s.assert_life("B", 20)
    s = _cast(real_db, "Thornscape Battlemage", {"Forest": 3, "Plains": 1, "Mountain": 1},
              "yes", "yes", theirs={"Memnite": 1})
    s.add_target("A", "B")
    s.add_target("A", "Memnite")
    s.execute()
    s.assert_graveyard_count("B", "Memnite", 1)
    s.assert_life("B", 18)


def test_702_33c_enclave_elite_multikicked_twice(real_db: CardDatabase) -> None:
    """{2}{U} + 2 x {1}{U}: seven mana, two +1/+1 counters (a 4/4)."""
    _compiled(real_db, "Enclave Elite")
    s = _cast(real_db, "Enclave Elite", {"Island": 8}, "2")
    s.execute()
    s.assert_power_toughness("A", "Enclave Elite", 4, 4)
    assert _untapped(s, "Island") == 1


def test_118_8_altars_reap_sacrifices_a_creature(real_db: CardDatabase) -> None:
    _compiled(real_db, "Altar's Reap")
    s = _cast(real_db, "Altar's Reap", {"Swamp": 2}, "Grizzly Bears",
              mine={"Grizzly Bears": 1, "Memnite": 1})
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Memnite", 1)
    s.assert_hand_count("A", 2)


def test_702_74a_shriekmaw_evoked(real_db: CardDatabase) -> None:
    """Evoked for {1}{B} (two Swamps): its enters trigger destroys Grizzly Bears and the evoke
    trigger sacrifices it."""
    _compiled(real_db, "Shriekmaw")
    s = _cast(real_db, "Shriekmaw", {"Swamp": 2}, "yes", theirs={"Grizzly Bears": 1})
    s.add_target("A", "Grizzly Bears")
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Shriekmaw", 1)


def test_702_66a_death_rattle_delved_and_702_41a_myr_enforcer(real_db: CardDatabase) -> None:
    """Death Rattle ({5}{B}) with five cards in the graveyard costs one Swamp; Myr Enforcer
    ({7}, affinity for artifacts) with four artifacts costs three."""
    _compiled(real_db, "Death Rattle", "Myr Enforcer")
    s = _cast(real_db, "Death Rattle", {"Swamp": 1}, targets=("Serra Angel",),
              theirs={"Serra Angel": 1})
    s.add_card(Zone.GRAVEYARD, "A", "Memnite", 5)
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_exile_count("Memnite", 5, "A")
    s = _cast(real_db, "Myr Enforcer", {"Plains": 4}, mine={"Memnite": 4})
    s.execute()
    s.assert_permanent_count("A", "Myr Enforcer", 1)
    assert _untapped(s, "Plains") == 1


def test_702_42a_barbed_lightning_entwined(real_db: CardDatabase) -> None:
    """Entwine {2}: both modes chosen, {2}{R} + {2} paid (five Mountains), followed in the
    order written (702.42b): 3 damage to Grizzly Bears and 3 to player B (each mode its own
    target, 601.2c). Not entwined: one mode, three Mountains."""
    _compiled(real_db, "Barbed Lightning")
    s = _cast(real_db, "Barbed Lightning", {"Mountain": 5}, "yes",
              targets=("Grizzly Bears", "B"), theirs={"Grizzly Bears": 1})
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 17)
    assert _untapped(s, "Mountain") == 0
    s = _cast(real_db, "Barbed Lightning", {"Mountain": 5}, "no", targets=("Grizzly Bears",),
              theirs={"Grizzly Bears": 1})
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)
    assert _untapped(s, "Mountain") == 2


def test_702_42a_entwine_in_legal_actions_copy_and_json(real_db: CardDatabase) -> None:
    """legal_actions() offers both modes only when the entwine cost can be paid too; an
    entwined spell survives copy() and to_json()/from_json() and resolves both modes."""
    from mtg_engine.actions import CastSpell
    from mtg_engine.game import Game

    def casts(mountains: int) -> tuple[Any, list[CastSpell]]:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Barbed Lightning")
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.game.resume()
        return s.game, [a for a in s.game.legal_actions() if isinstance(a, CastSpell)]

    _, few = casts(4)
    assert {a.modes for a in few} == {(0,), (1,)}
    game, many = casts(5)
    assert {a.modes for a in many} == {(0,), (1,), (0, 1)}
    both = next(a for a in many if a.modes == (0, 1) and a.targets[1] == -2)
    game.apply(both)
    for g in (game.copy(), Game.from_json(game.to_json(), real_db)):
        while g.state.stack:
            g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
        assert g.state.players[1].life == 17
        assert not any(g.state.objects[o].card.name == "Grizzly Bears"
                       for o in g.state.battlefield)


def test_601_2f_cost_increases_read_from_text(real_db: CardDatabase) -> None:
    """Vryn Wingmare (B's): "Noncreature spells cost {1} more to cast." Lightning Bolt costs
    {1}{R} (one Mountain is not enough; two are), Grizzly Bears still {1}{G}. Sphere of
    Resistance: every spell costs {1} more, creature spells too."""
    from mtg_engine.testing import ScenarioError

    _compiled(real_db, "Vryn Wingmare", "Sphere of Resistance")
    s = _cast(real_db, "Lightning Bolt", {"Mountain": 1}, targets=("B",),
              theirs={"Vryn Wingmare": 1})
    with pytest.raises(ScenarioError, match="mana"):
        s.execute()
    s = _cast(real_db, "Lightning Bolt", {"Mountain": 2}, targets=("B",),
              theirs={"Vryn Wingmare": 1})
    s.execute()
    s.assert_life("B", 17)
    assert _untapped(s, "Mountain") == 0
    s = _cast(real_db, "Grizzly Bears", {"Forest": 3}, theirs={"Vryn Wingmare": 1})
    s.execute()
    assert _untapped(s, "Forest") == 1
    s = _cast(real_db, "Grizzly Bears", {"Forest": 3}, theirs={"Sphere of Resistance": 1})
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    assert _untapped(s, "Forest") == 0


def test_601_2f_cost_reductions_read_from_text(real_db: CardDatabase) -> None:
    """Foundry Inspector: A's artifact spells cost {1} less (Mind Stone for one Plains), not
    B's Inspector (whose spells it reduces: "you cast"); Ballyrush Banneret: Kithkin and
    Soldier spells ({1}{W} Banneret for {W}); Sky-Blessed Samurai ({6}{W}) costs {1} less for
    each enchantment A controls, as affinity does (702.41a): {3}{W} with three."""
    _compiled(real_db, "Foundry Inspector", "Ballyrush Banneret", "Sky-Blessed Samurai")
    s = _cast(real_db, "Mind Stone", {"Plains": 2}, mine={"Foundry Inspector": 1})
    s.execute()
    s.assert_permanent_count("A", "Mind Stone", 1)
    assert _untapped(s, "Plains") == 1
    s = _cast(real_db, "Mind Stone", {"Plains": 2}, theirs={"Foundry Inspector": 1})
    s.execute()
    assert _untapped(s, "Plains") == 0
    s = _cast(real_db, "Ballyrush Banneret", {"Plains": 2}, mine={"Ballyrush Banneret": 1})
    s.execute()
    s.assert_permanent_count("A", "Ballyrush Banneret", 2)
    assert _untapped(s, "Plains") == 1
    s = _cast(real_db, "Sky-Blessed Samurai", {"Plains": 4}, mine={"Glorious Anthem": 3})
    s.execute()
    s.assert_permanent_count("A", "Sky-Blessed Samurai", 1)
    s.assert_power_toughness("A", "Sky-Blessed Samurai", 7, 7)
    assert _untapped(s, "Plains") == 0


def test_601_2f_spell_cost_statics_compiled(cost_db: CardDatabase) -> None:
    """Generic increases and reductions for the kinds of spells a filter names; a spell
    quality the filter can't say (flying) and a coloured increase stay refused."""
    assert _dsl(cost_db, "Cost Banner")["statics"] == [
        {"spell_cost": {"filter": {"subtypes": ["Kithkin", "Soldier"]}, "amount": -1,
                        "whose": "you"}},
        {"spell_cost": {"filter": {"not_types": ["Creature"]}, "amount": 2,
                        "whose": "opponent"}}]
    # a spell's keyword (601.2f, judged on the spell: rules/costs._spell_matches)
    assert _dsl(cost_db, "Flying Discount")["statics"] == [
        {"spell_cost": {"filter": {"types": ["Creature"], "keywords": ["flying"]},
                        "amount": -1, "whose": "you"}}]
    # a coloured increase (601.2f: the mana it adds, rules/costs.mana_increase)
    assert _dsl(cost_db, "Black Tax")["statics"] == [
        {"spell_cost": {"filter": {"colors": ["B"]}, "mana": "{B}", "whose": "you"}}]


def test_702_109a_mardu_scout_dashed(real_db: CardDatabase) -> None:
    """Dashed for {1}{R}: it has haste, attacks the turn it is cast (3 damage), and is
    returned to its owner's hand at the beginning of the end step (603.7). Cast for its mana
    cost {R}{R}: no haste, no attack, it stays."""
    _compiled(real_db, "Mardu Scout")
    for answer in ("yes", "no"):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.add_card(Zone.HAND, "A", "Mardu Scout")
        s.set_choice("A", answer)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mardu Scout")
        if answer == "yes":
            s.attack(1, "A", "Mardu Scout")
        s.stop_at(2, Step.UPKEEP)
        s.execute()
        if answer == "yes":
            s.assert_life("B", 17)
            s.assert_hand_count("A", 1, "Mardu Scout")
            s.assert_permanent_count("A", "Mardu Scout", 0)
        else:
            s.assert_life("B", 20)
            s.assert_permanent_count("A", "Mardu Scout", 1)
            s.assert_abilities("A", "Mardu Scout", [])


def test_702_109a_dash_return_survives_copy_and_json(real_db: CardDatabase) -> None:
    """The delayed trigger of a dashed creature (603.7) is plain state: a copy and a saved
    game both return it to its owner's hand at the end step."""
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Mardu Scout")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mardu Scout")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.game.resume()
    assert len(s.state.delayed) == 1
    for g in (s.game.copy(), Game.from_json(s.game.to_json(), real_db)):
        while g.state.turn == 1:
            g.apply(next(a for a in g.legal_actions() if type(a).__name__ == "PassPriority"))
        hand = [g.state.objects[c].card.name for c in g.state.players[0].hand]
        assert hand == ["Mardu Scout"] and not g.state.delayed


def test_702_96a_mizzium_mortars_overloaded(real_db: CardDatabase) -> None:
    """Overloaded ({3}{R}{R}{R}) "target creature you don't control" reads "each creature you
    don't control" (702.96a) and the spell has no target (702.96b): both of B's creatures
    take 4 damage, A's Grizzly Bears none. For its mana cost {1}{R}: only the target."""
    _compiled(real_db, "Mizzium Mortars")
    s = _cast(real_db, "Mizzium Mortars", {"Mountain": 6}, "yes", mine={"Grizzly Bears": 1},
              theirs={"Serra Angel": 1, "Hill Giant": 1})
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    assert _untapped(s, "Mountain") == 0
    s = _cast(real_db, "Mizzium Mortars", {"Mountain": 6}, "no", targets=("Serra Angel",),
              mine={"Grizzly Bears": 1}, theirs={"Serra Angel": 1, "Hill Giant": 1})
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    assert _untapped(s, "Mountain") == 4


def test_707_10_a_copy_of_a_kicked_spell_is_kicked() -> None:
    """707.10: a copy copies the choices made casting the spell, kicker among them (702.33d):
    Twincast copying a kicked Burst Lightning deals 4 too (B: 20 - 4 - 4)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Burst Lightning")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burst Lightning", targets=("B",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=("Burst Lightning",),
                 responding_to="Burst Lightning")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 12)


def _madness(db: CardDatabase, *answers: str, mountains: int = 3) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", mountains)
    s.add_card(Zone.HAND, "A", "Tormenting Voice")
    s.add_card(Zone.HAND, "A", "Fiery Temper")
    s.set_choice("A", "Fiery Temper")  # what Tormenting Voice's additional cost discards
    for a in answers:
        s.set_choice("A", a)
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tormenting Voice")
    s.stop_at(1, Step.END_TURN)
    return s


def test_702_35a_fiery_temper_cast_for_its_madness_cost(real_db: CardDatabase) -> None:
    """Discarded to Tormenting Voice's cost, Fiery Temper is exiled instead (the replacement);
    its madness trigger resolves first and A casts it for {R}: 3 damage to B. Three Mountains
    pay {1}{R} + {R}. Tormenting Voice still draws two."""
    _compiled(real_db, "Fiery Temper")
    s = _madness(real_db, "yes")
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Fiery Temper", 1)
    s.assert_hand_count("A", 2)
    assert _untapped(s, "Mountain") == 0


def test_702_35a_madness_declined_or_unpaid_goes_to_the_graveyard(real_db: CardDatabase
                                                                   ) -> None:
    """Declined ("no"), or with no mana left to pay {R}: the card is put into its owner's
    graveyard from exile; no damage."""
    for s in (_madness(real_db, "no"), _madness(real_db, "yes", mountains=2)):
        s.execute()
        s.assert_life("B", 20)
        s.assert_graveyard_count("A", "Fiery Temper", 1)
        s.assert_exile_count("Fiery Temper", 0)


def test_702_137a_rafter_demon_spectacle_trigger(real_db: CardDatabase) -> None:
    """After Lightning Bolt made B lose life, Rafter Demon is cast for its spectacle cost
    {3}{B}{R} and "if its spectacle cost was paid" (603.4) holds: B discards Grizzly Bears.
    Cast for its mana cost: no discard."""
    _compiled(real_db, "Rafter Demon")
    for answer, discarded in (("yes", 1), ("no", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        s.add_card(Zone.HAND, "A", "Rafter Demon")
        s.add_card(Zone.HAND, "B", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
        s.set_choice("A", answer)
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Rafter Demon")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", 17)
        s.assert_graveyard_count("B", "Grizzly Bears", discarded)
        s.assert_permanent_count("A", "Rafter Demon", 1)


def test_614_1c_kavu_titan_kicked_enters_with_counters_and_trample(real_db: CardDatabase
                                                                    ) -> None:
    """Kicked ({1}{G} + {2}{G}): three +1/+1 counters and trample (a 5/5 with trample);
    not kicked: a 2/2 without trample."""
    _compiled(real_db, "Kavu Titan")
    s = _cast(real_db, "Kavu Titan", {"Forest": 5}, "yes")
    s.execute()
    s.assert_power_toughness("A", "Kavu Titan", 5, 5)
    s.assert_abilities("A", "Kavu Titan", ["Trample"])
    s = _cast(real_db, "Kavu Titan", {"Forest": 5}, "no")
    s.execute()
    s.assert_power_toughness("A", "Kavu Titan", 2, 2)
    s.assert_abilities("A", "Kavu Titan", [])


def _types(s: Scenario, player: str, name: str) -> set[str]:
    from mtg_engine.rules.layers import characteristics

    st = s.state
    oid = next(o for o in st.battlefield if st.objects[o].card.name == name
               and st.objects[o].controller == "AB".index(player))
    return {t.value for t in characteristics(st, oid).types}


def test_702_103b_leafcrown_dryad_bestowed_then_702_103f(real_db: CardDatabase) -> None:
    """Cast bestowed ({3}{G}) on Grizzly Bears: an Aura, not a creature (702.103b); the Bears
    get +2/+2 and reach (4/4). Doom Blade destroys the Bears: the Dryad becomes unattached,
    ceases to be bestowed and stays as a 2/2 creature with reach (702.103f, not 704.5m)."""
    _compiled(real_db, "Leafcrown Dryad")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Leafcrown Dryad")
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Leafcrown Dryad", targets=("Grizzly Bears",))
    seen: list[Any] = []
    s.check(1, Step.BEGIN_COMBAT, lambda sc: seen.append(_types(sc, "A", "Leafcrown Dryad")))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Grizzly Bears", 4, 4))
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities("A", "Grizzly Bears",
                                                                 ["Reach"]))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Doom Blade", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [{"Enchantment"}]
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Leafcrown Dryad", 1)
    assert _types(s, "A", "Leafcrown Dryad") == {"Enchantment", "Creature"}
    s.assert_power_toughness("A", "Leafcrown Dryad", 2, 2)
    s.assert_abilities("A", "Leafcrown Dryad", ["Reach"])


def test_702_103e_bestowed_target_gone_resolves_as_a_creature(real_db: CardDatabase) -> None:
    """B kills the target in response (Lightning Bolt on Grizzly Bears): the bestowed spell
    ceases to be bestowed and resolves as a creature spell (702.103e), not countered
    (608.2b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Leafcrown Dryad")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Leafcrown Dryad", targets=("Grizzly Bears",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Grizzly Bears",),
                 responding_to="Leafcrown Dryad")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Leafcrown Dryad", 1)
    assert _types(s, "A", "Leafcrown Dryad") == {"Enchantment", "Creature"}
    s.assert_power_toughness("A", "Leafcrown Dryad", 2, 2)


def test_702_103_bestowed_aura_copy_and_json(real_db: CardDatabase) -> None:
    """A bestowed Aura stays one through copy() and to_json()/from_json()."""
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Leafcrown Dryad")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Leafcrown Dryad", targets=("Grizzly Bears",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    for g in (s.game.copy(), Game.from_json(s.game.to_json(), real_db)):
        dryad = next(g.state.objects[o] for o in g.state.battlefield
                     if g.state.objects[o].card.name == "Leafcrown Dryad")
        assert dryad.card.bestowed and dryad.attached_to is not None
        assert g.to_json() == s.game.to_json()


def test_702_29e_swampcycling(real_db: CardDatabase) -> None:
    """Twisted Abomination's "Swampcycling {2}" (702.29e): {2} and discarding it from the
    hand, its controller searches the library for a Swamp card and puts it into their hand."""
    _compiled(real_db, "Twisted Abomination")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Twisted Abomination")
    s.add_card(Zone.LIBRARY, "A", "Swamp")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.activate_ability(1, Step.UPKEEP, "A", "Swampcycling {2}")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Twisted Abomination", 1)
    s.assert_hand_count("A", 1, "Swamp")
    s.assert_hand_count("A", 0, "Lightning Bolt")
    assert any(ev[0] == "cycle" for ev in s.state.log.since(0))  # it was cycled (702.29e)


def test_118_8_cathartic_reunion_discards_two(real_db: CardDatabase) -> None:
    """"As an additional cost to cast this spell, discard two cards": the two named are
    discarded as the cost (the third stays), then three are drawn."""
    _compiled(real_db, "Cathartic Reunion")
    s = _cast(real_db, "Cathartic Reunion", {"Mountain": 2}, "Grizzly Bears, Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Shock")
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_hand_count("A", 1, "Shock")
    s.assert_hand_count("A", 4)


def test_702_133a_radical_idea_jump_started(real_db: CardDatabase) -> None:
    """Jump-start: Radical Idea cast from the graveyard for {1}{U} and discarding a card
    (Grizzly Bears); it draws a card, then is exiled instead of going to the graveyard."""
    _compiled(real_db, "Radical Idea")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Radical Idea")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Radical Idea")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Radical Idea", 1)
    s.assert_graveyard_count("A", "Radical Idea", 0)
    s.assert_hand_count("A", 1)


def test_702_81a_flame_jab_retraced(real_db: CardDatabase) -> None:
    """Retrace: Flame Jab cast from the graveyard discarding a land card (a Mountain; Grizzly
    Bears can't pay it); it deals 1 damage and goes back to the graveyard (not exiled), so it
    can be cast again."""
    _compiled(real_db, "Flame Jab")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Flame Jab")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Mountain", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flame Jab", targets=("B",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Flame Jab", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Flame Jab", 1)
    s.assert_graveyard_count("A", "Mountain", 2)
    s.assert_hand_count("A", 1, "Grizzly Bears")


def test_702_56a_replicate_copies(real_db: CardDatabase) -> None:
    """Train of Thought ({1}{U}, replicate {1}{U}) paid twice more (six Islands): its cast
    trigger makes two copies, three cards drawn; not replicated, one. Pyromatics replicated
    once: the copy keeps the target (B) when no new one is chosen: 2 damage."""
    _compiled(real_db, "Train of Thought", "Pyromatics")
    s = _cast(real_db, "Train of Thought", {"Island": 6}, "2")
    s.execute()
    s.assert_hand_count("A", 3)
    assert _untapped(s, "Island") == 0
    s = _cast(real_db, "Train of Thought", {"Island": 6})
    s.execute()
    s.assert_hand_count("A", 1)
    assert _untapped(s, "Island") == 4
    s = _cast(real_db, "Pyromatics", {"Mountain": 4}, "1", targets=("B",))
    s.execute()
    s.assert_life("B", 18)


def test_614_9_pariah_redirects_damage_to_the_enchanted_creature(real_db: CardDatabase
                                                                  ) -> None:
    """Pariah on B's Grizzly Bears: B's Lightning Bolt at A is dealt to the Bears instead
    (614.9): A stays at 20, the Bears die (and Pariah with them, 704.5m)."""
    _compiled(real_db, "Pariah")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Pariah")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pariah", targets=("Grizzly Bears",))
    s.cast_spell(1, Step.END_TURN, "B", "Lightning Bolt", targets=("A",))
    s.stop_at(2, Step.UNTAP)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Pariah", 1)


def test_614_9_palisade_giant_takes_damage_for_you_and_other_permanents(
        real_db: CardDatabase) -> None:
    """Palisade Giant (2/7): B's Lightning Bolt at A and Shock at A's Grizzly Bears are both
    dealt to the Giant instead: 5 damage on it, A at 20, the Bears unhurt."""
    _compiled(real_db, "Palisade Giant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Palisade Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_damage("Palisade Giant", 5)
    s.assert_damage("Grizzly Bears", 0)


def test_614_9_warrior_en_kor_redirects_the_next_1_damage_twice(real_db: CardDatabase
                                                                ) -> None:
    """Warrior en-Kor's {0} ability activated twice (two shields of "the next 1 damage",
    615.7-like): B's Lightning Bolt at it deals 2 to Hill Giant instead and 1 to it; both
    survive, and the shields are used up."""
    _compiled(real_db, "Warrior en-Kor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Warrior en-Kor")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{0}", targets=("Hill Giant",))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{0}", targets=("Hill Giant",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=("Warrior en-Kor",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_damage("Hill Giant", 2)
    s.assert_damage("Warrior en-Kor", 1)
    s.assert_permanent_count("A", "Warrior en-Kor", 1)
    assert not s.state.shields


def test_614_9_redirection_to_a_creature_gone_does_nothing(real_db: CardDatabase) -> None:
    """614.9: the Hill Giant the shield would send damage to has been destroyed (Doom Blade):
    the redirection does nothing, the Warrior takes all 3 of Lightning Bolt and dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Warrior en-Kor")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{0}", targets=("Hill Giant",))
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Doom Blade", targets=("Hill Giant",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=("Warrior en-Kor",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Warrior en-Kor", 1)


def test_614_9_redirection_shield_copy_and_json(real_db: CardDatabase) -> None:
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Warrior en-Kor")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{0}", targets=("Hill Giant",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    (shield,) = s.state.shields
    assert shield.dest and shield.left == 1
    for g in (s.game.copy(), Game.from_json(s.game.to_json(), real_db)):
        assert g.state.shields == s.state.shields
        assert g.to_json() == s.game.to_json()


def test_720_palace_sentinels_monarch_draws_and_is_taken_by_combat_damage(
        real_db: CardDatabase) -> None:
    """Palace Sentinels: A becomes the monarch (720) and draws at the beginning of A's end
    step (720.2). On B's turn B's Grizzly Bears deal combat damage to A: B becomes the monarch
    (720.2, 720.3) and draws at B's end step."""
    _compiled(real_db, "Palace Sentinels")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Palace Sentinels")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Palace Sentinels")
    seen: list[tuple[int, int, int]] = []

    def note(sc: Scenario) -> None:
        st = sc.state
        seen.append((st.monarch, len(st.players[0].hand), len(st.players[1].hand)))

    s.check(1, Step.POSTCOMBAT_MAIN, note)
    s.check(1, Step.CLEANUP, note)
    s.attack(2, "B", "Grizzly Bears")
    s.check(2, Step.POSTCOMBAT_MAIN, note)
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    note(s)
    # A: monarch, no card yet; A drew at its end step; B drew for its turn (1), took the
    # crown in combat, then drew at its end step (2)
    assert seen == [(0, 0, 0), (0, 1, 0), (1, 1, 1), (1, 1, 2)]
    s.assert_life("A", 18)


def test_720_monarch_copy_and_json(real_db: CardDatabase) -> None:
    from mtg_engine.game import Game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Palace Sentinels")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Palace Sentinels")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert s.state.monarch == 0
    for g in (s.game.copy(), Game.from_json(s.game.to_json(), real_db)):
        assert g.state.monarch == 0
        assert g.to_json() == s.game.to_json()


def test_603_4_garrulous_sycophant_if_youre_the_monarch(real_db: CardDatabase) -> None:
    """"At the beginning of your end step, if you're the monarch, each opponent loses 1 life
    and you gain 1 life": only once Palace Sentinels made A the monarch."""
    _compiled(real_db, "Garrulous Sycophant")
    for monarch, life in ((True, 19), (False, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
        s.add_card(Zone.BATTLEFIELD, "A", "Garrulous Sycophant")
        s.add_card(Zone.HAND, "A", "Palace Sentinels")
        if monarch:
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Palace Sentinels")
        s.stop_at(1, Step.CLEANUP)
        s.execute()
        s.assert_life("B", life)
        s.assert_life("A", 40 - life)


def test_702_138a_fruit_of_tizerus_escapes_twice(real_db: CardDatabase) -> None:
    """Cast from the hand for {B}, then from the graveyard for its escape cost {3}{B} and
    exiling three other cards from the graveyard (702.138a): B loses 2 + 2; an escaped
    instant goes back to the graveyard. The three Memnites named are exiled, the fourth
    card stays."""
    _compiled(real_db, "Fruit of Tizerus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Fruit of Tizerus")
    s.add_card(Zone.GRAVEYARD, "A", "Memnite", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fruit of Tizerus", targets=("B",))
    s.set_choice("A", "Memnite, Memnite, Memnite")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Fruit of Tizerus", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_exile_count("Memnite", 3)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Fruit of Tizerus", 1)
    assert _untapped(s, "Swamp") == 0


def test_702_138c_underworld_charger_escapes_with_two_counters(real_db: CardDatabase) -> None:
    """Escaped ({4}{B}, three other cards exiled) it enters with two +1/+1 counters (a 5/5);
    cast from the hand it is a 3/3. With two other cards in the graveyard it can't escape."""
    from mtg_engine.testing import ScenarioError

    _compiled(real_db, "Underworld Charger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Underworld Charger")
    s.add_card(Zone.GRAVEYARD, "A", "Memnite", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Underworld Charger")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Underworld Charger", 5, 5)
    s.assert_exile_count("Memnite", 3)
    s = _cast(real_db, "Underworld Charger", {"Swamp": 3})
    s.execute()
    s.assert_power_toughness("A", "Underworld Charger", 3, 3)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Underworld Charger")
    s.add_card(Zone.GRAVEYARD, "A", "Memnite", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Underworld Charger")
    with pytest.raises(ScenarioError):
        s.execute()


def test_702_119a_wretched_gryff_emerges_from_a_sacrificed_creature(real_db: CardDatabase
                                                                    ) -> None:
    """"Emerge {5}{U}" (702.119a): sacrificing Hill Giant (mana value 4) it costs {1}{U}, paid
    with two Islands (the third stays untapped); its cast trigger draws a card. Cast for its
    mana cost ({7}) the Giant stays."""
    _compiled(real_db, "Wretched Gryff")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Wretched Gryff")
    s.add_card(Zone.LIBRARY, "A", "Swamp")
    s.set_choice("A", "yes")  # its alternative cost (601.2b)
    s.set_choice("A", "Hill Giant")  # the creature to sacrifice (702.119b)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wretched Gryff")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Wretched Gryff", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("A", 1, "Swamp")
    assert _untapped(s, "Island") == 1
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Wretched Gryff")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wretched Gryff")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    assert _untapped(s, "Island") == 0
