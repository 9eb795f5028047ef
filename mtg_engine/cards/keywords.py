"""The keyword abilities (702) and which of them the engine implements.

Every keyword ability of the Comprehensive Rules (702.2-702.153, April 2022) is listed with the
shape of its parameter, so that a keyword line of Oracle text ("Flying, vigilance",
"Equip {2}", "Protection from red", "Bushido 1") is recognised as keywords, and a card with a
keyword the engine does not implement is refused with that reason instead of being played
without it (DESIGN principle 5).

`IMPLEMENTED` is the set the rules code really carries out; a keyword moves there when the
rules module that implements it lands (with its CR number in the code).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

# Parameter shapes: "" none, "cost" a mana cost or "—<cost text>", "n" a number,
# "n_cost" a number then a cost (suspend), "from" "from <quality>", "text" any short phrase
# (enchant creature, affinity for artifacts, partner with <name>, champion a Faerie).
_KEYWORDS: dict[str, tuple[str, str]] = {
    "deathtouch": ("702.2", ""), "defender": ("702.3", ""), "double strike": ("702.4", ""),
    "enchant": ("702.5", "text"), "equip": ("702.6", "cost"), "first strike": ("702.7", ""),
    "flash": ("702.8", ""), "flying": ("702.9", ""), "haste": ("702.10", ""),
    "hexproof": ("702.11", "opt_from"), "indestructible": ("702.12", ""),
    "intimidate": ("702.13", ""), "landwalk": ("702.14", ""), "lifelink": ("702.15", ""),
    "protection": ("702.16", "from"), "reach": ("702.17", ""), "shroud": ("702.18", ""),
    "trample": ("702.19", ""), "vigilance": ("702.20", ""), "ward": ("702.21", "cost"),
    "banding": ("702.22", ""), "bands with other": ("702.22", "text"), "rampage": ("702.23", "n"),
    "cumulative upkeep": ("702.24", "cost"), "flanking": ("702.25", ""),
    "phasing": ("702.26", ""), "buyback": ("702.27", "cost"), "shadow": ("702.28", ""),
    "cycling": ("702.29", "cost"), "echo": ("702.30", "cost"), "horsemanship": ("702.31", ""),
    "fading": ("702.32", "n"), "kicker": ("702.33", "cost"), "multikicker": ("702.33", "cost"),
    "flashback": ("702.34", "cost"), "madness": ("702.35", "cost"), "fear": ("702.36", ""),
    "morph": ("702.37", "cost"), "megamorph": ("702.37", "cost"), "amplify": ("702.38", "n"),
    "provoke": ("702.39", ""), "storm": ("702.40", ""), "affinity": ("702.41", "text"),
    "entwine": ("702.42", "cost"), "modular": ("702.43", "n"), "sunburst": ("702.44", ""),
    "bushido": ("702.45", "n"), "soulshift": ("702.46", "n"), "splice": ("702.47", "text"),
    "offering": ("702.48", ""), "ninjutsu": ("702.49", "cost"),
    "commander ninjutsu": ("702.49", "cost"), "epic": ("702.50", ""), "convoke": ("702.51", ""),
    "dredge": ("702.52", "n"), "transmute": ("702.53", "cost"), "bloodthirst": ("702.54", "n"),
    "haunt": ("702.55", ""), "replicate": ("702.56", "cost"), "forecast": ("702.57", "text"),
    "graft": ("702.58", "n"), "recover": ("702.59", "cost"), "ripple": ("702.60", "n"),
    "split second": ("702.61", ""), "suspend": ("702.62", "n_cost"), "vanishing": ("702.63", "n"),
    "absorb": ("702.64", "n"), "aura swap": ("702.65", "cost"), "delve": ("702.66", ""),
    "fortify": ("702.67", "cost"), "frenzy": ("702.68", "n"), "gravestorm": ("702.69", ""),
    "poisonous": ("702.70", "n"), "transfigure": ("702.71", "cost"), "champion": ("702.72", "text"),
    "changeling": ("702.73", ""), "evoke": ("702.74", "cost"), "hideaway": ("702.75", "opt_n"),
    "prowl": ("702.76", "cost"), "reinforce": ("702.77", "n_cost"), "conspire": ("702.78", ""),
    "persist": ("702.79", ""), "wither": ("702.80", ""), "retrace": ("702.81", ""),
    "devour": ("702.82", "n"), "exalted": ("702.83", ""), "unearth": ("702.84", "cost"),
    "cascade": ("702.85", ""), "annihilator": ("702.86", "n"), "level up": ("702.87", "cost"),
    "rebound": ("702.88", ""), "totem armor": ("702.89", ""), "infect": ("702.90", ""),
    "battle cry": ("702.91", ""), "living weapon": ("702.92", ""), "undying": ("702.93", ""),
    "miracle": ("702.94", "cost"), "soulbond": ("702.95", ""), "overload": ("702.96", "cost"),
    "scavenge": ("702.97", "cost"), "unleash": ("702.98", ""), "cipher": ("702.99", ""),
    "evolve": ("702.100", ""), "extort": ("702.101", ""), "fuse": ("702.102", ""),
    "bestow": ("702.103", "cost"), "tribute": ("702.104", "n"), "dethrone": ("702.105", ""),
    "hidden agenda": ("702.106", ""), "double agenda": ("702.106", ""),
    "outlast": ("702.107", "cost"), "prowess": ("702.108", ""), "dash": ("702.109", "cost"),
    "exploit": ("702.110", ""), "menace": ("702.111", ""), "renown": ("702.112", "n"),
    "awaken": ("702.113", "n_cost"), "devoid": ("702.114", ""), "ingest": ("702.115", ""),
    "myriad": ("702.116", ""), "surge": ("702.117", "cost"), "skulk": ("702.118", ""),
    "emerge": ("702.119", "cost"), "escalate": ("702.120", "cost"), "melee": ("702.121", ""),
    "crew": ("702.122", "n"), "fabricate": ("702.123", "n"), "partner": ("702.124", "opt_text"),
    "friends forever": ("702.124g", ""),
    "undaunted": ("702.125", ""), "improvise": ("702.126", ""), "aftermath": ("702.127", ""),
    "embalm": ("702.128", "cost"), "eternalize": ("702.129", "cost"), "afflict": ("702.130", "n"),
    "ascend": ("702.131", ""), "assist": ("702.132", ""), "jump-start": ("702.133", ""),
    "mentor": ("702.134", ""), "afterlife": ("702.135", "n"), "riot": ("702.136", ""),
    "spectacle": ("702.137", "cost"), "escape": ("702.138", "cost"),
    "companion": ("702.139", "cost"), "mutate": ("702.140", "cost"), "encore": ("702.141", "cost"),
    "boast": ("702.142", "cost"), "foretell": ("702.143", "cost"), "demonstrate": ("702.144", ""),
    "daybound": ("702.145", ""), "nightbound": ("702.145", ""), "disturb": ("702.146", "cost"),
    "decayed": ("702.147", ""), "cleave": ("702.148", "cost"), "training": ("702.149", ""),
    "compleated": ("702.150", ""), "reconfigure": ("702.151", "cost"), "blitz": ("702.152", "cost"),
    "casualty": ("702.153", "n"),
}

# The keywords the rules code carries out today, each with where:
#   flying/reach 702.9b/702.17b (rules/combat.py), haste 702.10 (302.6 in rules/combat.py and
#   rules/mana.py), vigilance 702.20b, defender 702.3b, first/double strike 702.7b/702.4b and
#   trample 702.19b (combat damage), deathtouch 702.2b-c and lifelink 702.15b
#   (effects/primitives.py, rules/sba.py), hexproof 702.11b and shroud 702.18a
#   (rules/targets.py), indestructible 702.12b (rules/sba.py), flash 702.8a (rules/casting.py).
# Two more need nothing from the rules code and are not put on the CardDef: devoid (702.114a)
# only makes the card colourless, which its colours from the data already say; plain partner
# (702.124a-c) only changes deck construction (checked by formats/rules.py). "Partner with"
# has a triggered ability in the game (702.124j) and is not implemented.
# Companion (702.139a) functions only outside the game: before the game a player may reveal a
# card with it from outside the game, and put it into their hand for {3} later (116.2g). A game
# of this engine holds no cards outside the game (no sideboard is brought to it, 400.11a; as
# learn's Lesson, effects/learn.py), so no companion is ever revealed; a card with companion
# in a deck plays by its other abilities.
# Friends forever (702.124g) is a variant of partner: deck construction only.
NO_GAME_RULES = frozenset({"devoid", "partner", "friends forever", "companion"})
# Combat (rules/combat.py) adds menace 702.111b, fear 702.36b and intimidate 702.13b, and
# protection from a colour (702.16: damage, enchanting, blocking, targeting); protection from
# anything else (creatures, everything, a player...) is not implemented. Enchant (702.5) is
# carried out for Auras (303.4, rules/casting.py and rules/sba.py 704.5m).
IMPLEMENTED = frozenset({
    "flying", "reach", "haste", "vigilance", "defender", "deathtouch", "lifelink",
    "first strike", "double strike", "trample", "hexproof", "shroud", "indestructible", "flash",
    "menace", "fear", "intimidate", "protection", "enchant", "prowess", "equip", "cycling",
    "flashback", "morph", "megamorph", "undying", "persist", "changeling", "ward",
    "phasing",  # 702.26 (rules/phasing.py)
    # rules/keyword_abilities.py: shadow 702.28b and horsemanship 702.31b (blocking), infect
    # 702.90b-c and wither 702.80a (damage results, 120.3b/d)
    "shadow", "horsemanship", "infect", "wither",
    # triggered keywords expanded into their abilities by cards/keyword_dsl.py: exalted
    # 702.83a, storm 702.40a, bushido 702.45a, soulshift 702.46a, echo 702.30a (mana costs)
    "exalted", "storm", "bushido", "soulshift", "echo",
    "gravestorm",  # 702.69a: a cast trigger, as storm's (cards/keyword_dsl.py)
    "assist",  # 702.132a: another player may pay generic mana of its cost (rules/assist.py)
    "cumulative upkeep",  # 702.24a, with a mana cost
    "flanking",  # 702.25a
    # suspend 702.62a (a special action from the hand, rules/keyword_abilities.py, and its two
    # triggers in exile), vanishing 702.63a, fading 702.32a
    "suspend", "vanishing", "fading",
    "annihilator",  # 702.86a
    "banding",  # 702.22: attacking bands, their blocks and who divides damage (rules/banding.py)
    # 702.122a: "Crew N" becomes its activated ability (cards/oracle/costs.py crew_ability);
    # its cost, tapping other untapped creatures, is paid in rules/casting.py and
    # rules/keyword_abilities.py
    "crew",
    "bloodthirst",  # 702.54a (an enters-with-counters replacement with a condition)
    # cards/keyword_dsl.py expands them, rules/keyword_effects.py carries them out: battle
    # cry 702.91a, dethrone 702.105a, extort 702.101a, evolve 702.100a, mentor 702.134a,
    # afflict 702.130a, rampage 702.23a, renown 702.112a, fabricate 702.123a, modular
    # 702.43a, outlast 702.107a
    "battle cry", "dethrone", "extort", "evolve", "mentor", "afflict", "rampage", "renown",
    "fabricate", "modular", "outlast",
    "myriad",  # 702.116a (cards/keyword_dsl.py, rules/myriad.py)
    "soulbond",  # 702.95a: cards/keyword_dsl.py, rules/soulbond.py
    "split second",  # 702.61a: rules/keyword_abilities.py, checked by rules/casting.py
    "ascend",  # 702.131: the city's blessing (rules/ascend.py)
    "unearth",  # 702.84a with a mana cost: rules/unearth.py (activated from the graveyard)
    "ninjutsu",  # 702.49a with a mana cost: rules/ninjutsu.py (activated from the hand)
    # abilities of a card in the hand or graveyard (cards/keyword_dsl.py): reinforce 702.77a,
    # transmute 702.53a, scavenge 702.97a (its cost exiles the card: rules/casting.py);
    # skulk 702.118b (rules/keyword_abilities.py), ingest 702.115a
    "reinforce", "transmute", "scavenge", "skulk", "ingest",
    "rebound",  # 702.88a: rules/rebound.py (a replacement and a delayed trigger)
    "cipher",  # 702.99a: rules/cipher.py (an instruction as it resolves, then a granted trigger)
    "riot", "unleash",  # 702.136a, 702.98a: a choice as it enters (rules/replacement.py)
    "sunburst",  # 702.44a: counters for the colors of mana spent (rules/mana_spent.py)
    "exploit",  # 702.110a-b (rules/keyword_effects.py; "When ~ exploits a creature")
    "living weapon",  # 702.92a (on Equipment: the compiler checks)
    "graft",  # 702.58a
    "totem armor",  # 702.89a: rules/totem_armor.py (a replacement of the enchanted's destruction)
    "melee", "training",  # 702.121a, 702.149a (rules/keyword_effects.py)
    "provoke",  # 702.39a (a blocking requirement for this combat, rules/combat.py)
    "decayed",  # 702.147a (cards/keyword_dsl.py: can't block, sacrificed after it attacks)
    "devour",  # 702.82a (a choice as it enters: rules/replacement.py, keyword_effects.py)
    "amplify",  # 702.38a (a choice as it enters: rules/replacement.py, rules/amplify.py)
    "recover",  # 702.59a (cards/keyword_dsl.py: a trigger from the graveyard)
    "afterlife",  # 702.135a (its Spirit tokens keyed by their definition, 111.3)
    "dredge",  # 702.52a: an optional draw replacement from the graveyard (rules/dredge.py)
    # 702.128a, 702.129a with a mana cost: activated from the graveyard (rules/embalm.py)
    "embalm", "eternalize",
    "champion",  # 702.72a: "Champion a [subtype]" / "a creature" (rules/champion.py)
    "casualty",  # 702.153a (rules/casualty.py, rules/casting.py)
    "conspire",  # 702.78a (rules/conspire.py, rules/casting.py)
    "demonstrate",  # 702.144a: a cast trigger (rules/demonstrate.py)
    "undaunted",  # 702.125a: a cost reduction (rules/costs.py cost_change)
    "reconfigure",  # 702.151a-b with a mana cost (cards/keyword_dsl.py)
    "ripple",  # 702.60a (a cast trigger: rules/ripple.py)
    "tribute",  # 702.104a: a choice as it enters (rules/tribute.py)
    # 702.75a: an enters trigger (cards/keyword_dsl.py, effects/hideaway.py); 702.75b: plain
    # "Hideaway" is "Hideaway 4" and "This permanent enters the battlefield tapped."
    "hideaway",
}) | NO_GAME_RULES
# Keywords with a parameter written as their own DSL field (`bushido: 2`, `echo: "{2}{R}"`).
PARAM_FIELDS = frozenset({"bushido", "soulshift", "echo", "cumulative upkeep", "suspend",
                          "vanishing", "fading", "annihilator", "bloodthirst", "afflict",
                          "rampage", "renown", "fabricate", "modular", "outlast",
                          "unearth", "ninjutsu", "reinforce", "transmute", "scavenge",
                          "graft", "devour", "afterlife", "dredge", "embalm", "eternalize",
                          "champion", "casualty", "amplify", "recover", "reconfigure",
                          "ripple", "tribute", "hideaway"})
# 702.142a: a "Boast — [Cost]: [Effect]" paragraph is read by the compiler as an activated
# ability (oracle/compiler.py boast_ability) with its restriction (rules/casting.py), so it is
# supported when its cost and effect are; the keyword alone is not "implemented".
# Keywords "Name N" with a number (not X) as their DSL field
_NUMBERED = ("bushido", "soulshift", "vanishing", "fading", "annihilator", "bloodthirst",
             "afflict", "rampage", "renown", "fabricate", "modular", "graft", "devour",
             "afterlife", "dredge", "casualty", "amplify", "ripple", "tribute")
_SUSPEND = re.compile(r"^(\d+)\s*—\s*((?:\{[0-9WUBRGC]+\})+)$")
# 702.62a, 107.3: "Suspend X—{X}{3}{U}. X can't be 0" (X time counters, X announced as paid)
_SUSPEND_X = re.compile(r"^X\s*—\s*(\{X\}(?:\{[0-9WUBRGC]+\})+)\. X can't be 0$")
# Prowess 702.108a is expanded by the card DSL into its trigger (cards/dsl.py); Equip 702.6a
# with a mana cost becomes its activated ability (cards/oracle/compiler.py) and "equipped
# creature ..." statics apply in layers.py; unattaching is 704.5n (rules/sba.py). Cycling
# 702.29a with a mana cost is an ability activated from the hand (rules/casting.py); flashback
# 702.34a with a mana cost is cast from the graveyard and exiled after (rules/casting.py, zones.py).
# Morph and megamorph 702.37 with a mana cost: cast face down, turned face up (rules/face_down.py).
# Undying 702.93a and persist 702.79a are expanded by the card DSL into their triggers
# (cards/dsl.py; the return and last known information in rules/undying.py). Changeling
# 702.73a is a characteristic-defining ability the compiler writes as a layer-4 static. Ward
# 702.21a with a mana cost is its triggered ability (cards/dsl.py, rules/triggers.py).
# 702.77a: "Reinforce X—{X}{W}{W}" (X counters, the X paid: 107.3)
_REINFORCE_X = re.compile(r"^X\s*—\s*(\{X\}(?:\{[0-9WUBRGC]+\})+)$")
_EQUIP_COST = re.compile(r"^(?:\{[0-9WUBRGC]+\})+$")
_X_FLASHBACK = re.compile(r"^\{X\}(?:\{[0-9WUBRGC]+\})+$")  # one X, then mana (107.3)
_LIFE_COST = re.compile(r"^—Pay (\d+) life$")
WARD_DISCARD = "—Discard a card"  # 702.21a: a ward cost that isn't mana
# 702.128a, 702.129a: "Eternalize—{2}{W}{W}, Discard a card" (mana and a discard, 118.3)
_DISCARD_TOO = re.compile(r"^—((?:\{[0-9WUBRGC]+\})+), Discard a card$")
# 702.24a: the other cumulative upkeep costs the engine pays (rules/cumulative_upkeep.py):
# "{G} or {W}" (a choice for each age counter), "—Put a -1/-1 counter on ~", "—Add {R}",
# "—Draw a card", "—Sacrifice a creature" / "a land", "—Discard a card" (118.3: paid in full
# or not at all, rules/conditions.can_do_in_full)
_CU_OTHER = re.compile(r"^(?:\{([WUBRG])\} or \{([WUBRG])\}|—Put an? (-1/-1|\+1/\+1) counter on ~|"
                       r"—Add \{([WUBRGC])\}|—(Draw) a card|—Sacrifice an? (creature|land)|"
                       r"—(Discard) a card)$")
# 702.24a, 107.4h: a cumulative upkeep mana cost may have snow symbols ("Cumulative upkeep {S}")
_CU_MANA = re.compile(r"^(?:\{[0-9WUBRGCS]+\})+$")
_COLOR = r"(?:white|blue|black|red|green)"
# 702.16a: the qualities rules/protection.py understands: a colour, a card type, multicolored
# or monocolored, everything, a creature type (checked by `protection_ok`)
# qualities of several words (rules/protection._more_quality): "mana value 3 or greater",
# "spells that are one or more colors", "legendary creatures", "non-Spirit creatures"
_WORDS = (r"mana value \d+ or greater|spells that are one or more colors|"
          r"(?:non-)?[A-Za-z]+ creatures")
_Q = rf"(?:all colors|each color|{_WORDS}|[A-Za-z]+)"  # 702.16h, 702.16i
_PROTECTION_OK = re.compile(rf"^from {_Q}(?:,? (?:and )?from {_Q})*$", re.IGNORECASE)
_QUALITY = re.compile(rf"from (all colors|each color|{_WORDS}|[A-Za-z]+)", re.IGNORECASE)


def _cu_other(m: re.Match[str]) -> dict[str, Any]:
    """The DSL of a `_CU_OTHER` cumulative upkeep cost (702.24a)."""
    if m.group(1):
        return {"or": [f"{{{m.group(1)}}}", f"{{{m.group(2)}}}"]}
    if m.group(3):
        return {"counter": m.group(3)}
    if m.group(4):
        return {"add": m.group(4)}
    if m.group(6):
        return {"sacrifice": m.group(6)}
    if m.group(7):
        return {"discard": 1}
    return {"draw": 1}


def protection_ok(param: str) -> bool:
    """Is every quality of "protection from X[ and from Y]" one the engine implements?"""
    from mtg_engine.rules.protection import quality

    return bool(_PROTECTION_OK.match(param)) and all(
        quality(f"protection from {q.lower()}") is not None for q in _QUALITY.findall(param))

KEYWORD_NAMES = frozenset(_KEYWORDS)

_COST = r"(?:\{[^}]+\})+(?:\s+(?:and|or)\s+.+)?|—.+|\s*—.+"
_PARAM = {
    "": r"",
    "cost": rf"\s*(?:{_COST})",
    "n": r"\s+(?:\d+|X)",
    "n_cost": rf"\s+(?:\d+|X)\s*(?:{_COST})",
    "from": r"\s+from\s+.+",
    "opt_from": r"(?:\s+from\s+.+)?",
    "opt_n": r"(?:\s+\d+)?",  # 702.75b: "Hideaway" printed before the rules change
    "text": r"\s+\S.*",
    "opt_text": r"(?:\s+with\s+.+)?",
}

# Longest names first so "double strike" is tried before "double agenda"... and "multikicker"
# is not read as something shorter.
_NAME_RE = "|".join(re.escape(k) for k in sorted(_KEYWORDS, key=len, reverse=True))
_ITEM_RE = re.compile(rf"^(?P<name>{_NAME_RE})(?P<param>.*)$", re.IGNORECASE)
# Families spelled as one word with a prefix (702.14 landwalk, 702.29e typecycling,
# 702.48 "[quality] offering").
BASIC_LANDWALK = frozenset({"plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                            "forestwalk"})
_LANDWALK = re.compile(r"^(?:(?:non)?[a-z]+walk|legendary landwalk|nonbasic landwalk|"
                       r"artifact landwalk|snow [a-z]+walk)$", re.I)
_TYPECYCLING = re.compile(rf"^(?:basic )?[a-z]+cycling\s*(?:{_COST})$", re.I)
_OFFERING = re.compile(r"^[a-z]+ offering$", re.I)


@dataclass(frozen=True, slots=True)
class KeywordUse:
    """One keyword ability in a card's text: its name (lower case), its parameter text, and
    whether the engine implements it (with that parameter)."""

    name: str
    param: str
    rule: str
    implemented: bool

    @property
    def title(self) -> str:
        return self.name[:1].upper() + self.name[1:]

    def dsl_field(self) -> tuple[str, Any] | None:
        """A keyword with a parameter written as its own DSL field: ("bushido", 2),
        ("echo", "{2}{R}"); None for the others."""
        if self.name not in PARAM_FIELDS and not (self.name == "partner" and self.param):
            return None
        if self.name in _NUMBERED:
            return (self.name, int(self.param))
        if self.name == "hideaway":  # 702.75b: 0 for the printed "Hideaway" (4, tapped)
            return ("hideaway", int(self.param) if self.param else 0)
        if self.name == "suspend" and _SUSPEND_X.match(self.param):
            return ("suspend", {"time": "X", "cost": _SUSPEND_X.match(self.param).group(1)})
        if self.name == "suspend":
            m = _SUSPEND.match(self.param)
            assert m is not None
            return ("suspend", {"time": int(m.group(1)), "cost": m.group(2)})
        if self.name == "partner":  # 702.124f: "Partner with [name]"
            return ("partner_with", self.param[len("with "):]) if self.param else None
        if self.name == "cumulative upkeep":
            life = _LIFE_COST.match(self.param)  # 702.24a: a cost in life (119.4)
            if life is not None:
                return ("cumulative_upkeep", {"life": int(life.group(1))})
            other = _CU_OTHER.match(self.param)
            if other is not None:
                return ("cumulative_upkeep", _cu_other(other))
        discard_too = _DISCARD_TOO.match(self.param)
        if self.name in ("embalm", "eternalize") and discard_too is not None:
            return (self.name, {"cost": discard_too.group(1), "discard": 1})
        if self.name == "reinforce" and _REINFORCE_X.match(self.param):
            return ("reinforce", {"n": "X", "cost": _REINFORCE_X.match(self.param).group(1)})
        if self.name == "reinforce":
            m = _SUSPEND.match(self.param)
            assert m is not None
            return ("reinforce", {"n": int(m.group(1)), "cost": m.group(2)})
        return (self.name.replace(" ", "_"), self.param)

    def card_keywords(self) -> tuple[str, ...]:
        """What goes in the CardDef's keywords: "flying"; "protection from red" for each
        colour of a protection; nothing for the keywords with no game rules."""
        if self.name == "landwalk":
            return (self.param,)
        if self.name in NO_GAME_RULES or self.name in ("equip", "cycling", "flashback", "morph",
                                                       "megamorph", "changeling", "ward",
                                                       "crew") \
                or self.name in PARAM_FIELDS:
            return ()  # activated abilities, not keywords on the CardDef
        if self.name == "protection":  # one keyword per quality (702.16a, rules/protection.py)
            return tuple(f"protection from {q.lower()}" for q in _QUALITY.findall(self.param))
        if self.name == "hexproof" and self.param:  # 702.11d, 702.11e
            return tuple(f"hexproof from {q.lower()}" for q in _QUALITY.findall(self.param))
        return (self.name,)


def is_keyword_name(word: str) -> bool:
    """Is `word` ("boast", "forecast") the name of a keyword ability (702)?"""
    return word.strip().lower() in _KEYWORDS


def parse_keyword(item: str) -> KeywordUse | None:
    """One comma-separated item of a keyword line ("Flying", "Equip {2}", "Protection from
    red"), or None when the item is not a keyword ability."""
    text = item.strip().rstrip(".").strip()
    if not text:
        return None
    if _LANDWALK.match(text):
        # 702.14: landwalk of a land type (205.3i: "desertwalk"), legendary and nonbasic
        # landwalk are implemented (rules/combat.py)
        from mtg_engine.rules.chosen_landwalk import LAND_TYPE_OF_WALK
        from mtg_engine.rules.landwalk_kinds import QUALITY_LANDWALKS

        return KeywordUse("landwalk", text.lower(), "702.14", text.lower() in BASIC_LANDWALK
                          or text.lower() in LAND_TYPE_OF_WALK
                          or text.lower() in ("legendary landwalk", "nonbasic landwalk")
                          or text.lower() in QUALITY_LANDWALKS)  # 702.14c (landwalk_kinds.py)
    if _TYPECYCLING.match(text):
        return KeywordUse("cycling", text, "702.29", False)
    if _OFFERING.match(text):
        return KeywordUse("offering", text, "702.48", False)
    m = _ITEM_RE.match(text)
    if m is None:
        return None
    name = m.group("name").lower()
    rule, shape = _KEYWORDS[name]
    param = m.group("param")
    if not re.fullmatch(_PARAM[shape], param, re.IGNORECASE):
        return None
    param = param.strip()
    if name == "protection":
        implemented = protection_ok(param)
    elif name == "hexproof" and param:
        implemented = protection_ok(param)  # 702.11d "hexproof from [quality]"
    elif name == "enchant":
        implemented = True  # Auras (303.4); the compiler checks what it can enchant
    elif name == "champion":  # 702.72a: what it exiles must be understood
        from mtg_engine.rules.champion import object_filter

        implemented = object_filter(param) is not None
    elif name == "crew":
        implemented = param.isdigit()  # 702.122a "Crew N" (not "Crew X")
    elif name in _NUMBERED:
        implemented = param.isdigit()  # not "Bushido X"
    elif name == "hideaway":
        implemented = not param.strip() or param.strip().isdigit()  # 702.75a-b
    elif name in ("partner", "companion"):
        # 702.124a plain partner; 702.124f "Partner with [name]"; 702.139a companion, outside
        # the game only (NO_GAME_RULES)
        implemented = True
    elif name == "cumulative upkeep" and (_LIFE_COST.match(param) or _CU_OTHER.match(param)):
        implemented = True  # 702.24a, 119.4: "Cumulative upkeep—Pay 2 life", _CU_OTHER
    elif name == "cumulative upkeep" and _CU_MANA.match(param):
        implemented = True  # 702.24a, 107.4h: "Cumulative upkeep {S}"
    elif name in ("suspend", "reinforce"):
        # "Suspend 4—{U}"; "Suspend X—{X}{3}{U}. X can't be 0" (702.62a, 107.3)
        implemented = bool(_SUSPEND.match(param)) or (
            name == "suspend" and bool(_SUSPEND_X.match(param)))
        implemented = implemented or (name == "reinforce" and bool(_REINFORCE_X.match(param)))
    elif name == "flashback" and _X_FLASHBACK.match(param):
        # 702.34a, 107.3a: "Flashback {X}{R}{R}{R}": X is chosen as the spell is cast for its
        # flashback cost (rules/casting._has_x reads the cost being paid)
        implemented = True
    elif name == "morph" and param.startswith("—"):  # 702.37a (rules/morph_costs.py)
        from mtg_engine.rules.morph_costs import other_cost

        implemented = other_cost(param) is not None
    elif name in ("embalm", "eternalize") and _DISCARD_TOO.match(param):
        implemented = True  # 702.128a, 702.129a with a discard in the cost (keyword_dsl)
    elif name == "ward" and (_LIFE_COST.match(param) or param == WARD_DISCARD):
        implemented = True  # 702.21a: "Ward—Pay 3 life", "Ward—Discard a card" (keyword_dsl)
    elif name in ("equip", "cycling", "flashback", "morph", "megamorph", "ward", "echo",
                  "cumulative upkeep", "outlast", "unearth", "ninjutsu", "transmute",
                  "scavenge", "embalm", "eternalize", "recover", "reconfigure"):
        # "Equip {2}" / "Cycling {2}", not "Equip—Pay 3 life" / "Cycling—Pay 2 life"; morph
        # and megamorph with a mana cost (702.37a-b, rules/face_down.py), not "Morph—Reveal..."
        implemented = bool(_EQUIP_COST.match(param))
    else:
        # "Hexproof from X" is a different ability from plain hexproof (702.11d).
        implemented = name in IMPLEMENTED and not param
    return KeywordUse(name, param, rule, implemented)


def parse_keyword_line(line: str) -> list[KeywordUse] | None:
    """A whole paragraph that is only keywords ("Flying, first strike"; "Flying; vigilance"),
    or None when any part of it is not a keyword."""
    parts = [p for p in re.split(r"[,;]\s*", line) if p.strip()]
    # A cost may contain a comma ("Ward—Pay 3 life, then ..."): then read the line whole.
    out = []
    for p in parts:
        k = parse_keyword(p)
        if k is None:
            whole = parse_keyword(line)
            return [whole] if whole is not None else None
        out.append(k)
    return out or None
