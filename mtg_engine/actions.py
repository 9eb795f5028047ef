"""Actions (what a player does) and decisions (what the game is waiting for).

Both are frozen dataclasses that round-trip through JSON as `{"type": "CastSpell", ...}`.
References to players or objects are integers (see `state.objects.player_ref`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar


class _Tagged:
    """JSON round-trip for frozen dataclasses whose fields are ints, strs, bools, None or
    (nested) tuples of them."""

    _registry: ClassVar[dict[str, type]] = {}

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        _Tagged._registry[cls.__name__] = cls

    def to_json(self) -> dict[str, Any]:
        cls = type(self)
        d: dict[str, Any] = {"type": cls.__name__}
        for name in _field_names(cls):
            d[name] = _to_plain(getattr(self, name))
        return d

    @staticmethod
    def from_json(d: dict[str, Any]) -> Any:
        cls = _Tagged._registry.get(d.get("type", ""))
        if cls is None:
            raise ValueError(f"unknown action or decision type {d.get('type')!r}")
        return cls(**{k: _to_tuple(v) if type(v) is list else v
                      for k, v in d.items() if k != "type"})


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


_FIELD_SETS: dict[type, frozenset[str]] = {}
_TYPE_KEY = frozenset({"type"})


def _field_set(cls: type) -> frozenset[str]:
    names = _FIELD_SETS.get(cls)
    if names is None:
        names = _FIELD_SETS[cls] = frozenset(_field_names(cls))
    return names


def _field_names(cls: type) -> tuple[str, ...]:
    """A dataclass's field names, read once per class (dataclasses.fields() is slow)."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
    return names


def _to_plain(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_to_plain(x) for x in v]
    return v


def _to_tuple(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_to_tuple(x) for x in v)
    return v


# ------------------------------------------------------------------ actions


class Action(_Tagged):
    pass


@dataclass(frozen=True, slots=True)
class PassPriority(Action):
    """117.3d."""


@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    """305.1: a special action. `face`: 1 to play a modal double-faced card's back face
    (712.8)."""

    card: int
    face: int = -1


@dataclass(frozen=True, slots=True)
class CastSpell(Action):
    """601.2: cast `card`, with its modes, X, targets and (optionally) an explicit payment: the
    ids of the permanents whose mana abilities to activate, in order (601.2g). With no payment,
    the engine finds one."""

    card: int
    targets: tuple[int, ...] = ()
    x: int = 0
    modes: tuple[int, ...] = ()
    payment: tuple[int, ...] | None = None
    # which face (cards/faces.py): -1 the card as it is, N its face N (a split card's half,
    # an Adventure, a modal double-faced card's back), -2 both halves fused (702.102a)
    face: int = -1
    # 601.2b: optional, additional and alternative costs (rules/costs.py)
    kicked: tuple[int, ...] = ()  # kicker: 0/1 for each kicker cost; multikicker: (times,)
    buyback: int = 0  # 1: its buyback cost is paid (702.27a)
    alt_cost: int = -1  # an alternative cost paid instead of the mana cost (118.9): its index
    # in the card's `alt_costs` (evoke, spectacle...); -1 none (flashback: cast from a graveyard)
    additional: tuple[int, ...] = ()  # permanents sacrificed / cards discarded as a cost (118.8)
    # 601.2h: parts of the total cost paid otherwise than with mana
    delve: tuple[int, ...] = ()  # cards exiled from the graveyard (702.66a)
    improvise: tuple[int, ...] = ()  # artifacts tapped (702.126a)
    convoke: tuple[int, ...] = ()  # creatures tapped (702.51a)
    replicated: int = 0  # how many times its replicate cost is paid (702.56a)
    # 601.2b: which of an either/or additional cost is paid (CardDef.additional_options)
    additional_option: int = -1
    # 702.47a: the cards revealed from the hand and spliced onto it, in the order their
    # effects happen (702.47b; rules/splice.py)
    spliced: tuple[int, ...] = ()
    # 601.3: the permanent whose "you may cast ... from your graveyard" permission is used,
    # when several could be (rules/graveyard_permissions.py); 0: none to choose
    permission: int = 0
    permission_slot: int = 0  # which of its uses (a permanent type's: Muldrotha), 0: any
    # 702.132a: the player chosen to assist (-1: none; rules/assist.py), and the generic mana
    # they paid (set by the engine once they answer, never by the caster)
    assist: int = -1
    assisted: int = 0


@dataclass(frozen=True, slots=True)
class ActivateAbility(Action):
    """602.2: activate ability number `ability` of `source`. Mana abilities (605) resolve at
    once and do not use the stack."""

    source: int
    ability: int
    targets: tuple[int, ...] = ()
    x: int = 0
    payment: tuple[int, ...] | None = None
    sacrifice: tuple[int, ...] = ()  # the permanent chosen for a "Sacrifice a …" cost
    discard: tuple[int, ...] = ()  # the cards chosen for a "Discard a card" cost (118.3)
    crew: tuple[int, ...] = ()  # the creatures tapped for a crew cost (702.122a)
    # the unblocked attacker returned to its owner's hand for a ninjutsu cost (702.49a)
    returned: tuple[int, ...] = ()
    # the objects other parts of the cost use (118.3, rules/ability_costs.py): cards exiled
    # from the graveyard, untapped permanents tapped, permanents returned to the hand
    exile: tuple[int, ...] = ()
    tapped: tuple[int, ...] = ()
    bounced: tuple[int, ...] = ()
    modes: tuple[int, ...] = ()  # 700.2, 602.2b: the mode chosen of a modal ability
    # the permanent a counter is removed from for "Remove a +1/+1 counter from a creature you
    # control" (118.3, rules/ability_costs.py)
    uncountered: tuple[int, ...] = ()
    # the kind of counter removed for "Remove a counter from a creature you control" (any
    # kind: 122.1, 118.3; "" for a cost naming its kind)
    counter_kind: str = ""
    # the cards revealed from the hand for "Reveal X red cards from your hand" (118.3, 701.16a)
    revealed: tuple[int, ...] = ()
    # the card a "Put a card from your hand on top of your library" cost moves (118.3,
    # rules/card_costs.py)
    moved: tuple[int, ...] = ()
    # the permanent a "Put a -1/-1 counter on a creature you control" cost puts it on (118.3)
    countered: tuple[int, ...] = ()
    # the tapped permanents an "Untap two tapped creatures you control" cost untaps (118.3)
    untapped: tuple[int, ...] = ()
    # 1: {0} paid rather than the equip cost (118.9: "You may pay {0} rather than pay the equip
    # cost of the first equip ability you activate each turn", rules/free_equip.py)
    free: int = 0


@dataclass(frozen=True, slots=True)
class TurnFaceUp(Action):
    """116.2b, 702.37e: the special action of turning a face-down permanent with morph face
    up by paying its morph cost (`payment` as for a spell: the permanents whose mana abilities
    to activate, or None for the engine to find one). It doesn't use the stack."""

    permanent: int
    payment: tuple[int, ...] | None = None
    # 1: a manifested creature card turned face up for its mana cost (701.34b) rather than
    # its morph cost (0)
    by_mana_cost: int = 0
    # the cards discarded, permanents sacrificed or returned to the hand for a morph cost
    # other than mana ("Morph—Discard a card", 118.3, rules/morph_costs.py)
    chosen: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class RollPlanarDie(Action):
    """901.9, 116.2i: the special action of rolling the planar die in a Planechase game
    (rules/planechase.py), paying {N} where N is how many times the player has taken it this
    turn (`payment` as for a spell, or None for the engine to find one)."""

    payment: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class DeclareAttackers(Action):
    """508.1: pairs (attacking creature, player ref or planeswalker id it attacks); 508.1e:
    the attacking bands announced, each a tuple of attacking creatures (702.22c,
    rules/banding.py)."""

    attacks: tuple[tuple[int, int], ...] = ()
    bands: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class DeclareBlockers(Action):
    """509.1: pairs (blocking creature, attacking creature it blocks)."""

    blocks: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """The answer to a choice: the chosen options (object ids, player refs, indices, numbers,
    1/0 for yes/no), as the decision describes."""

    chosen: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class AssignDamage(Action):
    """510.1c-d: how an attacker's combat damage is divided: (recipient ref, amount) pairs."""

    assignment: tuple[tuple[int, int], ...] = ()


# ------------------------------------------------------------------ decisions


class Decision(_Tagged):
    player: int


@dataclass(frozen=True, slots=True)
class PriorityDecision(Decision):
    """117.1: the player holds priority."""

    player: int
    kind: str = "priority"


@dataclass(frozen=True, slots=True)
class AttackDecision(Decision):
    """508.1: the active player declares attackers."""

    player: int
    kind: str = "declare_attackers"


@dataclass(frozen=True, slots=True)
class BlockDecision(Decision):
    """509.1: the defending player declares blockers."""

    player: int
    kind: str = "declare_blockers"


@dataclass(frozen=True, slots=True)
class ChoiceDecision(Decision):
    """A choice among `options` (ids, refs, numbers or indices, as `purpose` says), choosing
    between `min` and `max` of them. Purposes: "discard", "sacrifice" (701.17a), "target",
    "may" (an optional effect),
    "pay" (an optional cost: 1 pays, 0 declines, 118.12), "order_triggers",
    "legend_rule", "scry_bottom", "mulligan", "bottom", "order_top" / "order_bottom" (the next
    card of a pile put into a library, highest first: effects/ordering.py, 401.4),
    "keep_tapped" (502.3: the permanents with "You may choose not to untap ~" to leave
    tapped, any number of them)."""

    player: int
    purpose: str
    options: tuple[int, ...]
    min: int = 1
    max: int = 1
    prompt: str = ""
    kind: str = "choice"


@dataclass(frozen=True, slots=True)
class DamageAssignmentDecision(Decision):
    """510.1c-d: the attacking player divides `attacker`'s damage among `recipients` (the
    source's controller; 702.22j-k: with banding, the defending or the active player)."""

    player: int
    attacker: int
    amount: int
    recipients: tuple[int, ...]
    kind: str = "assign_damage"


def action_from_json(d: dict[str, Any]) -> Action:
    if not isinstance(d, dict):
        raise ValueError(f"an action is an object with a 'type', not {type(d).__name__}")
    cls = _Tagged._registry.get(d.get("type", ""))  # type: ignore[arg-type]
    if cls is None or not issubclass(cls, Action):
        raise ValueError(f"{d.get('type')!r} is not an action")
    names = _field_names(cls)
    if len(d) > 1 and not d.keys() - _TYPE_KEY <= _field_set(cls):
        unknown = sorted(k for k in d if k != "type" and k not in names)
        raise ValueError(f"{cls.__name__} has no field {unknown[0]!r}")
    a = _Tagged.from_json(d)
    problem = malformed(a)
    if problem:
        raise ValueError(problem)
    return a


# ------------------------------------------------------------------ well-formed actions

# The largest number an action may carry (ids, refs, X, amounts); anything beyond is malformed.
MAX_NUMBER = 2**31 - 1
# The most entries a tuple field of an action may have (targets, attacks, payment...).
MAX_ENTRIES = 10_000

_FIELD_KINDS = {"int": "int", "tuple[int, ...]": "ints", "tuple[int, ...] | None": "ints?",
                "tuple[tuple[int, int], ...]": "pairs", "str": "str", "bool": "bool"}


def _is_number(v: Any) -> bool:
    return type(v) is int and -MAX_NUMBER <= v <= MAX_NUMBER


def _field_problem(kind: str, v: Any) -> str | None:
    if kind == "int":
        return None if _is_number(v) else "a whole number"
    if kind == "ints?" and v is None:
        return None
    if kind in ("ints", "ints?", "pairs"):
        if not isinstance(v, tuple) or len(v) > MAX_ENTRIES:
            return "a list of whole numbers" if kind != "pairs" else "a list of pairs"
        if kind == "pairs":
            ok = all(isinstance(x, tuple) and len(x) == 2 and all(map(_is_number, x)) for x in v)
            return None if ok else "a list of pairs of whole numbers"
        return None if all(map(_is_number, v)) else "a list of whole numbers"
    if kind == "str":
        return None if isinstance(v, str) and len(v) <= 1000 else "a string"
    if kind == "bool":
        return None if isinstance(v, bool) else "true or false"
    return None  # a field type not listed above is checked by the rules code that reads it


def malformed(action: Any) -> str | None:
    """Why `action` is not a well-formed action (not an action at all, or a field of the wrong
    type: a string for an id, None for a list, a number beyond MAX_NUMBER), or None. The
    engine checks this before anything else, so a malformed action changes nothing."""
    if not isinstance(action, Action):
        return f"{type(action).__name__} is not an action"
    kinds = _KINDS.get(type(action))
    if kinds is None:
        kinds = _KINDS[type(action)] = tuple(
            (f.name, _FIELD_KINDS.get(str(f.type), "")) for f in fields(action))  # type: ignore[arg-type]
    for name, kind in kinds:
        v = getattr(action, name)
        if kind == "int" and type(v) is int and -MAX_NUMBER <= v <= MAX_NUMBER:
            continue  # the common case, without a call
        problem = _field_problem(kind, v)
        if problem:
            return (f"malformed {type(action).__name__}: {name!r} must be {problem}, "
                    f"not {v!r:.60}")
    return None


_KINDS: dict[type, tuple[tuple[str, str], ...]] = {}  # each action class's fields and kinds


def decision_from_json(d: dict[str, Any] | None) -> Decision | None:
    if d is None:
        return None
    return _Tagged.from_json(d)
