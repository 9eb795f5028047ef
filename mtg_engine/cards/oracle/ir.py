"""The Oracle compiler's IR: what a card's instructions say, as a typed tree (DESIGN 8).

`parse.py` builds it from the grammar (grammar.lark); references in it ("it", "that player",
a subject carried across ", then") are still unresolved. `resolve.py` binds them in one pass;
`lower.py` turns the resolved tree into the card DSL the engine runs. Each node cites the rule
that gives it its meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

# ------------------------------------------------------------------ noun phrases


@dataclass(frozen=True, slots=True)
class Desc:
    """An object description (109.2): "nonblack creature you control with flying". `nouns`
    are card types joined by "or" (205.2a), plus "permanent" (110); `filter` the qualities, in
    the DSL filter's words."""

    nouns: tuple[str, ...]
    filter: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.filter).get(key, default)


@dataclass(frozen=True, slots=True)
class Player:
    """A player phrase (102.1): you, target player/opponent (115.1), each player/opponent,
    and the references "that player" / "they" (bound by resolve.py)."""

    kind: str  # you | target_player | target_opponent | each_player | each_opponent | that | they
    # | target_player_or_planeswalker | target_opponent_or_planeswalker (115.1)
    # | its_controller (the controller of the last object targeted, 108.4)
    # | defending_player (506.2: in a triggered ability of an attacking source, resolve.py)
    # | that_controller:<noun> ("that creature's controller": the controller of the object a
    # trigger event involved, 108.4)


@dataclass(frozen=True, slots=True)
class Obj:
    """An object phrase: "target creature" (115.1), "up to one target creature" (115.1c
    optional), "each creature"/"creatures" (a group), "~" (201.5: the object itself), and the
    references "it"/"that creature"/"them"."""

    kind: str  # target | group | self | it | them | any_target | attached | card_target
    # (a card in your graveyard) | card_target_any (in a graveyard)
    desc: Desc | None = None
    optional: bool = False
    count: int = 1  # "two target creatures" (115.3: one word "target", different objects);
    # X_TARGETS for "X target creatures" (601.2c)


# "X target creatures" (601.2c: as many targets as the X announced, 601.2b): an Obj's count,
# larger than any number written, so "several targets" reads it as several (resolve.py)
X_TARGETS = 1000
# "any number of target creatures" (601.2c: as many as the player chooses, none allowed)
ANY_TARGETS = 1001


@dataclass(frozen=True, slots=True)
class Count:
    """A variable amount: the number of permanents on the battlefield matching `desc` ("for
    each creature you control", "equal to the number of Mountains you control"), counted as
    the effect is applied (608.2h)."""

    desc: Desc
    times: int = 1  # "2 life for each": N per permanent counted


@dataclass(frozen=True, slots=True)
class Carried:
    """The subject of a clause that has none: "..., then discards two cards" (bound by
    resolve.py to the subject before it)."""


Subject = Player | Obj | Carried

# ------------------------------------------------------------------ instructions (608.2c)


@dataclass(frozen=True, slots=True)
class PlayerAction:
    """draw (121), discard (701.8), mill (701.13), gain/lose life (119.3)."""

    verb: str  # draw | discard | mill | gain_life | lose_life
    who: Subject
    amount: int | str | Count
    random: bool = False


@dataclass(frozen=True, slots=True)
class Damage:
    """"[source] deals N damage to [recipients]" (120.1)."""

    source: Obj
    amount: int | str | Count
    to: tuple[Player | Obj, ...]


@dataclass(frozen=True, slots=True)
class ObjectAction:
    """destroy (701.7), exile (701.10), tap/untap (701.21), return to hand (400.3),
    regenerate (701.15), sacrifice (701.17)."""

    verb: str
    what: Obj


@dataclass(frozen=True, slots=True)
class Pump:
    """"gets +N/+N until end of turn" (611.2a, layer 7c 613.4c)."""

    what: Subject
    power: int | Count
    toughness: int | Count
    # or "your_next_turn" (611.2a, rules/durations.py); left out of the repr the IR snapshots
    # pin (the DSL snapshot shows it)
    until: str = field(default="end_of_turn", repr=False)


@dataclass(frozen=True, slots=True)
class Grant:
    """"gains <keywords> until end of turn" (layer 6, 613.1f); "can't block this turn"."""

    what: Subject
    keywords: tuple[str, ...]
    until: str = field(default="end_of_turn", repr=False)  # (as Pump's)


@dataclass(frozen=True, slots=True)
class MoveCard:
    """A card moved between zones: "return target creature card from your graveyard to your
    hand / the battlefield" (400.3, 110.2), "put target creature on top of its owner's
    library" (401.1)."""

    what: Obj
    to: str  # hand | battlefield | library
    # "Return ~ from your graveyard to ...": the zone it must be in (113.6m), entering tapped
    from_zone: str = ""
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class ExileIfDies:
    """614.1a: "If that creature would die this turn, exile it instead." (a replacement
    effect on one object for the rest of the turn)."""

    what: Obj


@dataclass(frozen=True, slots=True)
class Scry:
    """701.18 (a number, or X with a value: 107.3)."""

    count: Any


@dataclass(frozen=True, slots=True)
class PutCounters:
    """122.1: "put N +1/+1 counters on ..."."""

    kind: str
    count: int | str
    what: Obj


def _repr_without(obj: Any, later: tuple[str, ...]) -> str:
    """The dataclass repr, leaving out the fields in `later` while they have their default
    (fields added later: the IR snapshots of texts that don't use them stay as they were)."""
    parts = [f"{f.name}={getattr(obj, f.name)!r}" for f in fields(obj)
             if f.name not in later or getattr(obj, f.name) != f.default]
    return f"{type(obj).__name__}({', '.join(parts)})"


@dataclass(frozen=True, slots=True)
class TokenDef:
    """The characteristics a token is created with (111.1, 111.3): a creature token's
    power/toughness, colours (105.2; none: colorless), creature types in printed case (its name
    is those types and "Token", 111.4), whether it is also an artifact, and its keywords; or a
    predefined token (111.10: Treasure, Food, Clue, Gold)."""

    power: int = 0
    toughness: int = 0
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    artifact: bool = False
    keywords: tuple[str, ...] = ()
    predefined: str = ""
    abilities: tuple[str, ...] = ()  # quoted abilities as printed ("this creature": 113.2)
    enchantment: bool = False  # "... enchantment creature token" (111.1)
    name: str = ""  # 111.4: "... creature token named Cloud Sprite" (else its types + "Token")
    legendary: bool = False  # 205.4d: "create Ragavan, a legendary 2/1 ... token" (named)
    # 111.3: "a colorless [snow] artifact token named ... with "..."" (token_artifacts.py)
    noncreature: bool = False
    snow: bool = False  # 205.4g

    def __repr__(self) -> str:
        return _repr_without(self, ("legendary", "noncreature", "snow"))


X_PT = -1  # TokenDef.power / toughness of an "X/X" token (111.3: the effect defines X)
# TokenDef.power / toughness of a token whose power and toughness the effect sets each by its
# own amount ("Its power is equal to that creature's power and its toughness is equal to that
# creature's toughness", 111.3, 608.2h: token_stats.py)
STATS_PT = -3
# TokenDef.power / toughness of a token with no printed-style P/T whose quoted ability defines
# them ("a green Treefolk creature token with "This creature's power and toughness are each
# equal to ..."": a characteristic-defining ability, 604.3, 111.1)
CDA_PT = -2


@dataclass(frozen=True, slots=True)
class CreateToken:
    """111.1: "[who] create(s) N [tapped] <token>(s)"; tokens created tapped enter tapped."""

    who: Subject
    count: int | str
    token: TokenDef
    tapped: bool = False
    attacking: bool = False  # "tapped and attacking" (508.4)
    pt: Any = None  # an "X/X" token's X, when ", where X is ..." gives it (tokens_x.py)
    blocking: bool = False  # "... token that's blocking that creature" (506.3d, 509.5a)
    # a STATS_PT token's toughness (`pt` is its power): "Its power is equal to ... and its
    # toughness is equal to ..." (token_stats.py)
    toughness: Any = None

    def __repr__(self) -> str:
        return _repr_without(self, ("attacking", "pt", "blocking", "toughness"))


@dataclass(frozen=True, slots=True)
class SacrificeChosen:
    """701.17a: "[who] sacrifice(s) N <permanents>": each player chooses as it resolves among
    the permanents they control."""

    who: Subject
    count: int | str
    desc: Desc


@dataclass(frozen=True, slots=True)
class Fight:
    """701.12: "[creature] fights [creature]": each deals damage equal to its power to the
    other."""

    what: Subject
    other: Obj


@dataclass(frozen=True, slots=True)
class Shuffle:
    """701.20."""


@dataclass(frozen=True, slots=True)
class SkipUntap:
    """502.3: "[permanent] doesn't untap during its controller's next untap step"; `yours`:
    "during your next untap step" (the untap step of the effect's controller)."""

    what: Subject
    yours: bool = False


@dataclass(frozen=True, slots=True)
class NoRegeneration:
    """"It can't be regenerated." qualifies the destroy before it (701.15c); "They can't be
    regenerated." (`them`) each destroy of the instructions just before it."""

    them: bool = False


@dataclass(frozen=True, slots=True)
class KeywordAction:
    """701: a keyword action of the controller ("surveil 2" 701.42a, "bolster 1" 701.33a) or
    of a permanent (`what`: "it explores" 701.40a, "~ connives" 701.47a)."""

    verb: str
    count: int = 0
    what: Obj | None = None


@dataclass(frozen=True, slots=True)
class BounceChosen:
    """"Return a land you control to its owner's hand" (400.3): permanents the controller
    chooses as it resolves (not targets, 115.10a)."""

    count: int
    desc: Desc
    # "that player returns a creature they control ...": each player named chooses among
    # their own permanents (101.4); None: the controller, "you control" in `desc`
    who: Any = None


@dataclass(frozen=True, slots=True)
class ReturnAllCards:
    """"Return all creature cards from your graveyard to the battlefield" (400.3, 110.2): every
    matching card of your graveyard (`any_graveyard`: of all graveyards, each under its owner's
    control), moved at once (cards/oracle/graveyard_mass.py)."""

    desc: Desc
    to: str  # hand | battlefield
    tapped: bool = False
    any_graveyard: bool = False
    joined: bool = False  # "artifact and enchantment cards" (the printed "and", a wording)


@dataclass(frozen=True, slots=True)
class ExileGraveyard:
    """"Exile target player's graveyard" / "Exile all graveyards" (406.1, 701.11a): every card
    in those players' graveyards."""

    who: Player


Instruction = (PlayerAction | Damage | ObjectAction | Pump | Grant | Scry | PutCounters | Shuffle
               | NoRegeneration | MoveCard | ExileIfDies | CreateToken | SacrificeChosen
               | Fight | SkipUntap | KeywordAction | BounceChosen | ExileGraveyard
               | ReturnAllCards)


@dataclass(frozen=True, slots=True)
class Clause:
    """A subject and what it does (the subject is None for an imperative: the controller)."""

    subject: Subject | None
    instructions: tuple[Instruction, ...]
    then: bool = False  # it followed ", then"


@dataclass(frozen=True, slots=True)
class Effect:
    """The instructions of a spell or ability, in order (608.2c)."""

    clauses: tuple[Clause, ...] = field(default_factory=tuple)


# ------------------------------------------------------------------ static abilities (604)


@dataclass(frozen=True, slots=True)
class StaticCondition:
    """611.3a: "as long as <condition>" turns a static ability's effect on and off. `kind` is
    the DSL condition's (rules/conditions.py): controls | not_controls | controls_at_most |
    graveyard_at_least | hand_empty | life_at_least | your_turn | not_your_turn |
    opponents_at_least; `desc` what is counted (with
    `subtypes` for "a Plains or an Island", 205.3i)."""

    kind: str
    count: int = 1
    desc: Desc | None = None
    subtypes: tuple[str, ...] = ()
    pronoun: bool = False  # "it's attacking": "it" is the subject of the ability


# ------------------------------------------------------------------ trigger conditions (603.1)


@dataclass(frozen=True, slots=True)
class TriggerEvent:
    """One event a triggered ability waits for (603.2): its subject (`self` "~" 201.5, an
    `object` described by `desc`, `you`, an `opponent` or a `player`, or a `step` 503-513),
    the verb ("enters" 603.6a, "dies" 700.4, "attacks" 508.1m, "cast" 601.2i...) and what the
    verb needs (`desc` of the spell cast, of the blocked attacker; `detail`: "under your
    control", whose step)."""

    subject: str  # self | object | you | opponent | player | step
    verb: str
    desc: Desc | None = None
    other: bool = False  # "another" (not the source itself)
    detail: str = ""


@dataclass(frozen=True, slots=True)
class TriggerCondition:
    """"When/Whenever [event] (or [event])" / "At [step]" (603.1): the ability triggers on
    each of its events (603.2)."""

    events: tuple[TriggerEvent, ...]


@dataclass(frozen=True, slots=True)
class InterveningIf:
    """603.4: "When/Whenever/At [event], if [condition], [effect]": checked as the ability
    triggers and again as it resolves. `kind` is a DSL condition kind (rules/conditions.py):
    controls / not_controls (`count` objects matching `desc`), kicked (702.33d),
    attacked_this_turn, hand_empty, life_at_least / life_at_most (`count` life)."""

    kind: str
    count: int = 1
    desc: Desc | None = None


@dataclass(frozen=True, slots=True)
class StaticEffect:
    """604.1, 611.3: "<affected> gets +N/+N and has <abilities> [as long as ...]": power and
    toughness in layer 7c (613.4c), abilities in layer 6 (613.1f). `affected` is "self" (~),
    "enchanted" (303.4), "equipped" (301.5) or a group of permanents."""

    affected: str | Obj
    power: int | None = None
    toughness: int | None = None
    abilities: tuple[str, ...] = ()
    condition: StaticCondition | None = None
    # "is a white Angel in addition to its other colors and types" (layers 4 and 5, 613.1d-e)
    # and "is every creature type" (layer 4, 205.3m)
    also: TypesAdded | None = None
    # 509.1b: ("cant_be_blocked_by" | "cant_be_blocked_except_by" | "cant_block", the other
    # creature's description); 602.5: ("no_activation", "all" | "nonmana")
    restrictions: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class TypesAdded:
    """613.1d-e: card types, subtypes and colours a static effect adds to what the object
    already has; `every_creature_type`: "is every creature type" (702.73a's meaning)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: str = ""
    every_creature_type: bool = False


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """614.1c: "~ enters the battlefield tapped [unless <condition>]." (a replacement effect
    of the permanent itself, 614.12)."""

    unless: StaticCondition | None = None


@dataclass(frozen=True, slots=True)
class PlayerStatic:
    """A static ability about players: `kind` "player_keywords" ("You have hexproof.",
    702.11c, 702.18a), "no_maximum_hand_size" or "hand_size" (402.2: the maximum changed by
    `amount`); `whose` you | opponent | any, from the controller's point of view."""

    kind: str
    whose: str
    keywords: tuple[str, ...] = ()
    amount: int = 0


@dataclass(frozen=True, slots=True)
class CantCast:
    """101.2, 604.1: "<players> can't cast <spells> [during your turn | during combat]"
    (`during_your_turn`, `during_combat`), or no more than `at_most` of them each turn;
    `whose` you | opponent | any."""

    whose: str
    filter: tuple[tuple[str, Any], ...]
    at_most: int | None = None
    during_your_turn: bool = False
    during_combat: bool = False


@dataclass(frozen=True, slots=True)
class UncounterableSpells:
    """101.2: "<spells> can't be countered": the spells matching `filter` (DSL filter words)
    while the permanent is on the battlefield."""

    filter: tuple[tuple[str, Any], ...]


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """614.1c: "~ enters the battlefield with N <kind> counters on it" (`count` "X": X as the
    spell was cast, 107.3m)."""

    count: int | str
    counter_kind: str


@dataclass(frozen=True, slots=True)
class CountedPT:
    """604.3, 613.4a: "~'s power and toughness are each equal to the number of <what>": a
    characteristic-defining ability (layer 7a). `zone` is where they are counted
    (battlefield | graveyard), `whose` whose they must be (you | all)."""

    what: Desc
    subtypes: tuple[str, ...]
    zone: str
    whose: str
    stat: str = ""  # "power": "~'s power is equal to ..." (its toughness printed)
