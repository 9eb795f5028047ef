"""Audit of the characteristics cache (613, DESIGN principle 6; `perf`'s shortcuts in
rules/layers.py: `tapped_matters`, `hidden_zones_matter`, `turn_or_combat_matters`): over every
supported card with a static ability or a condition that may read hands, graveyards, being
tapped, the turn or combat (an "as long as" / "unless" condition, 611.3a; a CDA, 604.3; a
count; a level, 711.2; "Activate only if", 602.5b; "Cast this spell only", 601.3), random
play from a board holding them, and at every decision the cached characteristics of every
object and the legal actions are compared with a recomputation from scratch."""

from __future__ import annotations

import random
from typing import Any

import pytest

from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.cards.database import CardDatabase, UnsupportedCardError
from mtg_engine.cards.dsl import CardDef, StaticAbility
from mtg_engine.core.types import CardType
from mtg_engine.game import Game
from mtg_engine.rules.layers import card_of, characteristics
from mtg_engine.rules.mana import mana_sources
from mtg_engine.rules.mana_results import mana_results
from mtg_engine.testing import Scenario, Step, Zone

GROUP = 10  # audited cards per game
ACTIONS = 40  # random actions played (and checked) per game


def _reads_state(st: StaticAbility) -> bool:
    le = st.effect
    return bool(st.when is not None or st.condition or st.unless is not None or st.cda
                or st.zone != "battlefield" or st.kind == "level"
                or st.filter.tapped is not None or le.pt_count is not None or le.per is not None)


def audited(card: CardDef) -> bool:
    granted = [ab for st in card.statics for ab in st.effect.add_abilities]  # (613.1f)
    return bool(card.cast_only or any(_reads_state(st) for st in card.statics)
                or any(ab.only_if is not None for ab in (*card.abilities, *granted))
                or any(_variable_mana(ab) for ab in card.abilities))


def _variable_mana(ab: Any) -> bool:
    """A mana ability adding a variable amount (106.1, `mana_times`) or one mana per counter
    removed (107.1c, `mana_each`): the automatic payer's sources are cached (rules/mana.py
    `mana_epoch`) and these are listed again after any event."""
    return ab.mana_times is not None or bool(ab.mana_each)


def _cards(db: CardDatabase) -> list[CardDef]:
    out = []
    for card in db:
        if not card.is_token and not card.faces and audited(card):
            out.append(card)
    return sorted(out, key=lambda c: c.name)


def _view(g: Game) -> tuple[Any, ...]:
    s = g.state
    ids = [*s.battlefield, *s.stack, *(h for p in s.players for h in p.hand)]
    return tuple((oid, characteristics(s, oid)) for oid in ids), tuple(g.legal_actions())


def _basics(card: CardDef) -> list[str]:
    names = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
    return [names[c] for c in card.colors] or ["Plains"]


_TEXT_CHANGED = [0]  # text changes (612) in force at the end of the last game played


def _play_and_compare(db: CardDatabase, group: list[CardDef], seed: int) -> list[str]:
    s = Scenario(cards=db, seed=seed)
    for i, card in enumerate(group):
        who = "AB"[i % 2]
        permanent = card.is_permanent_card and not card.cast_only
        s.add_card(Zone.BATTLEFIELD if permanent else Zone.HAND, who, card.name)
        for land in _basics(card):
            s.add_card(Zone.BATTLEFIELD, who, land, 2)
    for who in "AB":
        s.add_card(Zone.BATTLEFIELD, who, "Grizzly Bears")
        s.add_card(Zone.HAND, who, "Llanowar Elves")
        s.add_card(Zone.HAND, who, "Lightning Bolt")
        s.add_card(Zone.HAND, who, "Forest")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    g = s.game
    g.resume()
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    problems = []
    for i in range(ACTIONS):
        if g.is_over or g.pending is None:
            break
        cached = _view(g)
        stale = _stale_mana_sources(g)
        if stale:
            problems.append(f"seed {seed}, action {i}: {stale}")
            break
        g.state.characteristics_changed()
        fresh = _view(g)
        if cached != fresh:
            names = ", ".join(c.name for c in group)
            problems.append(f"[{names}] seed {seed}, action {i} ({g.state.step.name}): "
                            f"{_diff(g, cached, fresh)}")
            break
        p = g.pending.player  # type: ignore[union-attr]
        g.apply(agents[p].choose(g, p))
    _TEXT_CHANGED[0] = sum(e.layer == "3" for e in g.state.effects)
    return problems


def _stale_mana_sources(g: Game) -> str:
    """The automatic payer's listed sources (cached per mana epoch, their results remembered per
    card when they can't vary: rules/mana.py) against their results counted now."""
    s = g.state
    for p in range(len(s.players)):
        for src in mana_sources(s, p):
            now = mana_results(s, p, src.source, card_of(s, src.source).abilities)
            if src.results != now:
                return f"{s.objects[src.source].card.name}: listed {src.results}, now {now}"
    return ""


def _diff(g: Game, cached: tuple[Any, ...], fresh: tuple[Any, ...]) -> str:
    for (oid, a), (_, b) in zip(cached[0], fresh[0]):
        if a != b:
            name = g.state.objects[oid].card.name
            fields = [k for k in a.__dataclass_fields__ if getattr(a, k) != getattr(b, k)]
            return f"{name}: cached {[(k, getattr(a, k)) for k in fields]} " \
                   f"fresh {[(k, getattr(b, k)) for k in fields]}"
    return f"legal actions: cached {len(cached[1])}, fresh {len(fresh[1])}"


PARTS = 4  # (the groups in four tests: a failure names a smaller part)


# compiles every card of the database: on the same xdist worker as the fuzz of real cards, which
# does too (`make test` runs `--dist loadgroup`), the database is compiled once, not twice
@pytest.mark.xdist_group("whole_card_database")
@pytest.mark.parametrize("part", range(PARTS))
def test_cache_audit_over_every_card_reading_the_state(real_db: CardDatabase, part: int) -> None:
    cards = _cards(real_db)
    assert len(cards) > 400
    rng = random.Random(7)
    rng.shuffle(cards)
    problems: list[str] = []
    for n, start in enumerate(range(0, len(cards), GROUP)):
        if n % PARTS != part:
            continue
        group = cards[start:start + GROUP]
        try:
            problems += _play_and_compare(real_db, group, 100 + n)
        except UnsupportedCardError:
            continue
    assert problems == []


@pytest.mark.parametrize("name", ["Hardy Veteran", "Castle Raptors", "Maro"])
def test_audit_selects_the_known_readers(real_db: CardDatabase, name: str) -> None:
    assert audited(real_db.get(name))
    assert not audited(real_db.get("Grizzly Bears"))
    assert CardType.CREATURE in real_db.get(name).types


@pytest.mark.parametrize("name", ["Gaea's Cradle", "Mage-Ring Network", "Priest of Titania"])
def test_audit_selects_the_variable_mana_sources(real_db: CardDatabase, name: str) -> None:
    assert audited(real_db.get(name))
    assert not audited(real_db.get("Forest"))


_TEXT_CHANGERS = ["Sleight of Mind", "Magical Hack", "Artificial Evolution", "Crystal Spray",
                  "Mind Bend", "Alter Reality"]
_WORDY = ["White Knight", "Black Knight", "Lord of Atlantis", "Bog Wraith", "Goblin King",
          "Doom Blade", "Urborg, Tomb of Yawgmoth", "Gray Merchant of Asphodel"]


def test_cache_audit_text_changes(real_db: CardDatabase) -> None:
    """612, 613.1c: text-changing spells (rules/text_changes.py) played at random on permanents
    with colour words, land types and creature types: the cached characteristics and legal
    actions match a recomputation at every decision; some text changes happen."""
    group = [real_db.get(n) for n in (*_TEXT_CHANGERS, *_WORDY)]
    problems: list[str] = []
    changes = 0
    for seed in range(200, 212):
        problems += _play_and_compare(real_db, group, seed)
        changes += _TEXT_CHANGED[0]
    assert problems == []
    assert changes >= 3


def _one_mana(fn: Any, abilities: Any, letter: str) -> int | None:
    try:
        return fn(abilities, letter)  # type: ignore[no-any-return]
    except ValueError:
        return None


@pytest.mark.xdist_group("whole_card_database")
def test_mana_ability_memos_match_a_fresh_reading(real_db: CardDatabase) -> None:
    """605.1a, 106.1: the automatic payer's readings of mana abilities, remembered per ability
    (rules/mana.py `tap_mana_ability`, `one_mana_ability`, by identity), asked twice (the
    second answer from the memo) equal a fresh reading, for every ability of every card."""
    from mtg_engine.rules import mana

    problems: list[str] = []
    mana_abilities = 0
    for card in real_db:
        abilities = card.abilities
        for ab in abilities:
            fresh = mana._tap_mana_ability(ab)
            mana_abilities += fresh
            if not mana.tap_mana_ability(ab) == mana.tap_mana_ability(ab) == fresh:
                problems.append(f"{card.name}: tap_mana_ability")
        for letter in mana.MANA_ORDER:
            fresh_i = _one_mana(mana._one_mana_ability, abilities, letter)
            if not (_one_mana(mana.one_mana_ability, abilities, letter)
                    == _one_mana(mana.one_mana_ability, abilities, letter) == fresh_i):
                problems.append(f"{card.name}: one_mana_ability {letter}")
    assert problems == []
    assert mana_abilities > 500
