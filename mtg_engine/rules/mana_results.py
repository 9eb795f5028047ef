"""What tapping a permanent for mana can add, for the automatic payer (106.1, 106.1a, 605.1a,
601.2g): each possible result of its mana abilities as the units of mana it gives.

* "{T}: Add {R}." and "{T}: Add {R} or {G}." (abilities adding one mana): one result of one
  unit that may be any of their letters (ability -1: the one adding the letter chosen);
* "{T}: Add {C}{C}." (Sol Ring), each result of a filter land or of "two mana of different
  colors" (Firemind Vessel, one ability per result, 106.1a): a result each;
* "{T}: Add three mana of any one color." (Gilded Lotus): five results, {W}{W}{W} ... {G}{G}{G};
* "{T}: Add {G} for each creature you control." (Gaea's Cradle, `mana_times`): the amount
  counted now, as it would be were it activated now (106.1, 605.3b);
* "{T}, Remove any number of storage counters from ~: Add {C} for each storage counter removed
  this way." (storage lands, `mana_each`): the result with every counter removed; the payer
  then removes only as many as the mana it uses (107.1c: the number is chosen as it's
  activated, 601.2g).

Only abilities whose cost is {T} (and, for storage lands, the counters removed) are used: any
other cost or restriction is a choice its controller makes by activating it first.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtg_engine.cards.dsl import ActivatedAbility, Cost
from mtg_engine.cards.dsl_abilities import REMOVE_X
from mtg_engine.state.game_state import GameState

ALL_COLORS = "WUBRG"
MANA_ORDER = "WUBRGC"


@dataclass(frozen=True, slots=True)
class ManaResult:
    """One way to activate a permanent's mana abilities: `ability` (its index among the
    permanent's abilities; -1 for the one-mana ability adding whichever letter is chosen), the
    mana it adds (`units`, each the letters that mana may be), and `x`, the counters its cost
    removes (107.1c). The last `extra` units are the mana its controller's triggered mana
    abilities add when it is tapped so (605.4a; rules/mana_triggers.with_extras), not the
    ability's own."""

    ability: int
    units: tuple[str, ...]
    x: int = 0
    per: int = 0  # the mana one counter removed gives (`mana_each`), after the rest
    extra: int = 0  # 605.4a: how many of the units (the last) triggered mana abilities add

    @property
    def own(self) -> tuple[str, ...]:
        """The units the mana ability itself adds (without the `extra` ones)."""
        return self.units[:len(self.units) - self.extra] if self.extra else self.units


_TAP_ONLY = Cost(tap=True)


def _auto(ab: ActivatedAbility) -> str:
    """How the payer may use a mana ability: "tap" ({T} only), "counters" ({T} and removing
    any number of counters, for that many mana), or "" (activated only by choice)."""
    if not ab.is_mana_ability or ab.timing or ab.max_per_turn or ab.once_each_turn \
            or ab.sorcery_speed or ab.only_if is not None or ab.chosen_color or ab.spend_only \
            or ab.could_produce is not None or ab.commander_identity \
            or ab.class_level or ab.boast or ab.forecast or ab.zone != "battlefield":
        return ""
    if ab.cost == _TAP_ONLY and not ab.mana_each:
        return "tap"
    rc = ab.cost.remove_counters
    if ab.mana_each and ab.mana_times is None and rc is not None and rc[1] == REMOVE_X \
            and ab.cost == Cost(tap=True, remove_counters=rc):
        return "counters"
    return ""


_STATIC: dict[int, tuple[tuple[ActivatedAbility, ...], tuple[tuple[int, str], ...]]] = {}


def _usable(abilities: tuple[ActivatedAbility, ...]) -> tuple[tuple[int, str], ...]:
    """The abilities the payer may use with how (`_auto`), remembered per abilities tuple (a
    card's, by identity)."""
    entry = _STATIC.get(id(abilities))
    if entry is None or entry[0] is not abilities:
        if len(_STATIC) > 65536:
            _STATIC.clear()
        use = tuple((i, k) for i, ab in enumerate(abilities) if (k := _auto(ab)))
        entry = _STATIC[id(abilities)] = (abilities, use)
    return entry[1]


def is_variable(abilities: tuple[ActivatedAbility, ...]) -> bool:
    """Whether what the permanent adds depends on the game (a count, its counters): such a
    source is listed again whenever anything happens (rules/mana.py `mana_epoch`)."""
    return any(k == "counters" or abilities[i].mana_times is not None
               or abilities[i].mana_instead is not None for i, k in _usable(abilities))


def mana_now(state: GameState, player: int, oid: int, ab: ActivatedAbility,
             color: str = "") -> tuple[str, ...]:
    """The mana of an ability with `mana_instead` (106.1: "If you control ..., add {C}{C}{C}
    instead."): the other mana while its condition holds now, else its own; `color` the one
    chosen for "one mana of any color" / "N mana of any one color instead" (106.1a)."""
    from mtg_engine.rules.conditions import holds

    assert ab.mana_instead is not None
    cond, instead, n = ab.mana_instead
    if ab.any_color:
        return (color,) * (n if holds(state, cond, player, oid) else ab.any_color)
    return instead if holds(state, cond, player, oid) else ab.mana


def mana_results(state: GameState, player: int, oid: int,
                 abilities: tuple[ActivatedAbility, ...]) -> tuple[ManaResult, ...]:
    """Every result of tapping `oid` for mana now (see the module's docstring), the plain
    one-mana abilities first; () when it has none."""
    use = _usable(abilities)
    if not use:
        return ()
    single = ""
    out: list[ManaResult] = []
    for i, kind in use:
        ab = abilities[i]
        if kind == "counters":  # 107.1c: all the counters there are (the payer uses fewer)
            n = state.objects[oid].counters.get(ab.cost.remove_counters[0], 0)  # type: ignore[index]
            units = (*ab.mana, *ab.mana_each * n)
            if units:
                out.append(ManaResult(i, tuple(units), n, len(ab.mana_each)))
            continue
        if ab.mana_times is not None:  # 106.1: counted as if activated now (mana_amounts.py)
            from mtg_engine.rules.mana_amounts import variable_mana

            bases = [(c,) * ab.any_color for c in ALL_COLORS] if ab.any_color else [ab.mana]
            for base in bases:
                units = variable_mana(state, player, oid, ab, base)
                if units:
                    out.append(ManaResult(i, units))
            continue
        if ab.mana_instead is not None:  # 106.1: as if activated now
            out.extend(ManaResult(i, mana_now(state, player, oid, ab, c))
                       for c in (ALL_COLORS if ab.any_color else "-"))
            continue
        if ab.any_color == 1 or (not ab.any_color and len(ab.mana) == 1):
            letters = ALL_COLORS if ab.any_color else ab.mana[0]
            single += "".join(c for c in letters if c not in single)
        elif ab.any_color:  # 106.1a: "N mana of any one color", one result per colour
            out.extend(ManaResult(i, (c,) * ab.any_color) for c in ALL_COLORS)
        elif ab.mana:
            out.append(ManaResult(i, tuple(ab.mana)))
    if single:
        out.insert(0, ManaResult(-1, ("".join(sorted(single, key=MANA_ORDER.index)),)))
    return tuple(out)


def prune(results: tuple[ManaResult, ...]) -> tuple[ManaResult, ...]:
    """The results not dominated by another (one whose units include its units, letters and
    all): a payment possible with a dominated result is possible with the other, and
    `cheapest` then picks what the payment needs."""
    keep: list[ManaResult] = []
    for r in results:
        if any(o is not r and _covers(o.units, r.units) and (len(o.units) > len(r.units)
               or results.index(o) < results.index(r)) for o in results):
            continue
        keep.append(r)
    return tuple(keep)


def _covers(big: tuple[str, ...], small: tuple[str, ...]) -> bool:
    """Whether each unit of `small` has its own unit in `big` with at least its letters."""
    free = list(big)
    for u in sorted(small, key=len, reverse=True):
        fit = [f for f in free if set(u) <= set(f)]
        if not fit:
            return False
        free.remove(min(fit, key=len))
    return True


def cheapest(results: tuple[ManaResult, ...], letters: list[str]) -> ManaResult:
    """The result that gives the mana types `letters` (those the payment takes from this
    source) with the fewest mana and counters removed: for a storage land, as many counters as
    the mana used (107.1c)."""
    best: ManaResult | None = None
    for r in results:
        if r.per:  # remove only the counters whose mana is used
            base = len(r.units) - r.x * r.per
            for x in range(r.x + 1):
                fewer = ManaResult(r.ability, r.units[:base + x * r.per], x, r.per)
                if _covers(fewer.units, tuple(letters)):
                    r = fewer
                    break
        if not _covers(r.units, tuple(letters)):
            continue
        if best is None or (len(r.units), r.x) < (len(best.units), best.x):
            best = r
    assert best is not None, "no result gives the mana the payment took"
    return best
