"""Tokens (111) in the Oracle compiler: a `CreateToken` IR node -> the DSL's `create_token`
effect and the token's own definition (a card mapping `dsl.parse_card(..., token=True)` reads).

The definition goes to the card's token sink (effects._TOKEN_SINK): the database registers
it by name (111.4: a token's name is its subtypes and "Token"), and refuses a name that means
different tokens in the card data. `read_token` gives the definition a "Create ..." phrase
means, for that check (database._token_index) and for the sentence templates.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

# Keywords a created creature token may have: those the engine carries out (keywords.py).
TOKEN_KEYWORDS = ("flying", "reach", "haste", "vigilance", "deathtouch", "lifelink",
                  "first strike", "double strike", "trample", "hexproof", "shroud",
                  "indestructible", "menace", "fear", "intimidate", "defender",
                  "decayed",  # 702.147a (cards/keyword_dsl.py)
                  "prowess",  # 702.108a (its trigger: cards/dsl_cards.py)
                  "changeling",  # 702.73a: a CDA of the token (its `statics`, CHANGELING_CDA)
                  # the keywords of a card's static grammar (TOKEN_KWS; keywords.IMPLEMENTED)
                  "infect", "wither", "shadow", "horsemanship", "plainswalk", "islandwalk",
                  "swampwalk", "mountainwalk", "forestwalk", "exalted", "flanking", "training",
                  "skulk", "undying", "persist", "melee", "mentor")
# 702.82a devour N, 702.86a annihilator N: a token's keyword with a number, its own DSL field
NUMBERED_KEYWORDS = ("devour", "annihilator")
# 702.73a, 604.3: changeling is a characteristic-defining ability (every creature type), as
# the compiler writes a card's (compiler.py)
CHANGELING_CDA = {"continuous": {"affects": "self", "cda": True, "all_creature_types": True}}

# 111.10: predefined tokens and the abilities their names stand for.
PREDEFINED_TOKENS: dict[str, dict[str, Any]] = {
    "Treasure": {"cost": {"tap": True, "sacrifice_self": True}, "any_color": 1,
                 "text": "{T}, Sacrifice this artifact: Add one mana of any color."},  # 111.10a
    "Food": {"cost": {"mana": "{2}", "tap": True, "sacrifice_self": True},
             "effects": [{"gain_life": {"amount": 3}}],
             "text": "{2}, {T}, Sacrifice this artifact: You gain 3 life."},  # 111.10b
    "Gold": {"cost": {"sacrifice_self": True}, "any_color": 1,
             "text": "Sacrifice this artifact: Add one mana of any color."},  # 111.10c
    "Clue": {"cost": {"mana": "{2}", "sacrifice_self": True}, "effects": [{"draw": {"count": 1}}],
             "text": "{2}, Sacrifice this artifact: Draw a card."},  # 111.10f
    "Blood": {"cost": {"mana": "{1}", "tap": True, "discard": 1, "sacrifice_self": True},
              "effects": [{"draw": {"count": 1}}],
              "text": "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."},  # 111.10g
}


def predefined_definition(name: str) -> dict[str, Any] | None:
    """The definition of a predefined token by its name ("Clue Token"), fixed by 111.10
    whatever card creates it; None for another name."""
    kind = name[:-len(" Token")] if name.endswith(" Token") else ""
    if kind not in PREDEFINED_TOKENS:
        return None
    return token_definition(ir.TokenDef(predefined=kind))


def token_key(defn: dict[str, Any]) -> str:
    """A creature token's identity from its definition (111.3: the characteristics the effect
    gives it), since one name (111.4) can mean several tokens in the card data: "Wurm Token
    (5/5 G Creature — Wurm; trample)". The engine finds the token by it (CardDef.key). A
    token created with an ability (111.1) has its text in the key."""
    colors = "".join(defn.get("colors", [])) or "colorless"
    words = [*defn.get("keywords", []),
             *(["changeling"] if CHANGELING_CDA in defn.get("statics", []) else []),
             *numbered_keywords(defn)]
    kws = "; " + ", ".join(words) if words else ""
    text = f'; "{defn["text"]}"' if defn.get("text") else ""
    return f"{defn['name']} ({defn['power']}/{defn['toughness']} {colors} {defn['type']}" \
        f"{kws}{text})"


def numbered_keywords(defn: dict[str, Any]) -> list[str]:
    """A token's keywords with a number, as said: ["devour 2"] (702.82a, 702.86a)."""
    return [f"{k} {defn[k]}" for k in NUMBERED_KEYWORDS if k in defn]


def token_keywords(text: str) -> tuple[str, ...]:
    """"flying and devour 2" (a TOKEN_KWS) -> ("flying", "devour 2")."""
    return tuple(w for w in re.split(r", and |, | and ", text) if w)


def with_key(defn: dict[str, Any]) -> dict[str, Any]:
    """The definition with its `key` (a predefined token, 111.10, is its name)."""
    return {**defn, "key": token_key(defn)} if "power" in defn else defn


def token_definition(t: ir.TokenDef) -> dict[str, Any]:
    """The DSL definition of a token (111.3: the characteristics the effect gives it)."""
    if t.predefined:
        ability = PREDEFINED_TOKENS.get(t.predefined)
        if ability is None:
            raise NotUnderstood(f"{t.predefined} token")
        return {"name": f"{t.predefined} Token", "colors": [],
                "type": f"Artifact — {t.predefined}", "abilities": [ability]}
    if t.noncreature:  # 111.3: a named artifact token with an ability (token_artifacts.py)
        from mtg_engine.cards.oracle.token_artifacts import definition

        return definition(t)
    if not t.subtypes:
        raise NotUnderstood("a creature token with no creature type")
    numbered = {k.split()[0]: int(k.split()[1]) for k in t.keywords
                if k.split()[0] in NUMBERED_KEYWORDS}
    bad = [k for k in t.keywords if k not in TOKEN_KEYWORDS and k.split()[0] not in numbered]
    if bad:
        raise NotUnderstood(f"a token with {bad[0]}")
    subtypes = " ".join(t.subtypes)
    x_pt = t.power == ir.X_PT  # "an X/X token": 0/0, the effect sets both (tokens_x.py)
    out: dict[str, Any] = {
        "name": t.name or f"{subtypes} Token", "colors": list(t.colors),
        "type": ("Legendary " if t.legendary else "")  # 205.4d (legendary_token)
        + ("Artifact " if t.artifact else "") + ("Enchantment " if t.enchantment else "")
        + f"Creature — {subtypes}",
        "power": 0 if x_pt else t.power, "toughness": 0 if x_pt else t.toughness}
    kws = [k for k in t.keywords if k != "changeling" and k.split()[0] not in numbered]
    if kws:
        out["keywords"] = kws
    out.update(numbered)  # `devour: 2` (dsl_cards.py)
    if "changeling" in t.keywords:  # 702.73a: every creature type (a CDA)
        out["statics"] = [CHANGELING_CDA]
    from mtg_engine.cards.oracle.token_names import as_this_creature

    for text in t.abilities:  # 111.1: "with "<ability>"", read as a card's own (113.2)
        key, value = _quoted_ability_dsl(as_this_creature(text, t.name))  # (201.5)
        if key == "keywords":
            out["keywords"] = [*out.get("keywords", []), *value]
        else:
            out.setdefault(key, []).append(value)
    if t.abilities:  # (201.4: "a card named ~" said with the name, so that the key tells
        # the tokens of two cards apart, 111.4)
        from mtg_engine.cards.oracle.emblems import CARD_NAME

        out["text"] = re.sub(r"(?<=named )~", CARD_NAME.get() or "~", " ".join(t.abilities))
    if x_pt:  # (111.3: not the 0/0 token of the same types)
        return {**out, "key": token_key({**out, "power": "X", "toughness": "X"})}
    if t.power == ir.STATS_PT:  # 111.3: the effect sets each (token_stats.py)
        out = {**out, "power": 0, "toughness": 0}
        return {**out, "key": token_key({**out, "power": "X", "toughness": "Y"})}
    if t.power == ir.CDA_PT:  # 604.3: its quoted ability defines both (token_cda.py)
        from mtg_engine.cards.oracle.token_cda import cda_definition

        return cda_definition(out)
    return with_key(out)


def token_name(tok: Any, printed: str) -> str:
    """111.4: the name a TOKEN_NAMED terminal gives ("named Cloud Sprite"), in its printed
    case; "~" is the card's own name ("named Kobolds of ~")."""
    from mtg_engine.cards.oracle.amounts import own_name

    if not printed:
        raise NotUnderstood("the printed text is not at hand")
    name = printed[tok.start_pos + len("named "):tok.end_pos].strip()
    words = [w for w in name.split() if w not in ("of", "the")]
    if not name or not all(w[:1].isupper() or w.startswith("~") for w in words):
        raise NotUnderstood(f"a token named {name!r}")
    return name.replace("~", own_name()) if "~" in name else name


def legendary_token(tok: Any, base: ir.TokenDef, printed: str) -> ir.TokenDef:
    """111.4, 205.4d: "create Ragavan, a legendary 2/1 red Monkey creature token": one token
    with that name (in its printed case, "~" the card's own) and the supertype legendary."""
    from mtg_engine.cards.oracle.amounts import own_name

    if not printed or base.name or base.power < 0:
        raise NotUnderstood("a legendary token")
    name = printed[tok.start_pos:tok.end_pos - len(", a legendary")].strip()
    words = [w for w in re.split(r"[ ,]+", name) if w not in ("of", "the", "to")]
    if not name or not all(w[:1].isupper() or w.startswith("~") for w in words):
        raise NotUnderstood(f"a token named {name!r}")
    name = name.replace("~", own_name()) if "~" in name else name
    return dataclasses.replace(base, name=name, legendary=True)


def render_legendary(t: dict[str, Any], phrase: str) -> str:
    """"create a 2/1 red Monkey creature token" -> "create Ragavan, a legendary 2/1 red Monkey
    creature token" for a legendary token (205.4d: one with a name of its own, 111.4)."""
    from mtg_engine.cards.oracle.emblems import CARD_NAME

    own = CARD_NAME.get()
    name = t["name"].replace(own, "~") if own else t["name"]
    return re.sub(r"^create an? ", f"create {name}, a legendary ", phrase)


def enters_attacking(phrase: str, t: dict[str, Any]) -> str:
    """"create Ragavan, a legendary ... token. Ragavan enters the battlefield tapped and
    attacking" (508.4; the caller ends the sentence)."""
    from mtg_engine.cards.oracle.emblems import CARD_NAME

    own = CARD_NAME.get()
    name = t["name"].replace(own, "~") if own else t["name"]
    return f"{phrase}. {name} enters the battlefield tapped and attacking"


def render_name(t: dict[str, Any]) -> str:
    """" named Cloud Sprite" for a token whose name isn't its types and "Token" (111.4); the
    card's own name written "~" as the round trip reads it."""
    from mtg_engine.cards.oracle.emblems import CARD_NAME

    subtypes = t["type"].split(" — ")[1]
    if t["name"] == f"{subtypes} Token" or t["type"].startswith("Legendary "):
        return ""  # (a legendary token's name is said first: render_legendary)
    own = CARD_NAME.get()
    return " named " + (t["name"].replace(own, "~") if own else t["name"])


def _quoted_ability_dsl(text: str, noun: str = "creature") -> tuple[str, Any]:
    """A token's quoted ability (113.2: "this creature" is the token) -> (the card mapping's
    key, its DSL): a triggered or activated ability, a combat ability ("This creature can't
    block.", 506-509), or a static ability of the token itself (604)."""
    from mtg_engine.cards.oracle.copy_control import granted
    from mtg_engine.cards.oracle.statics import _own_combat_abilities, _static

    got = granted(text, noun)
    if got is not None:
        return ("triggers" if got[0] == "add_triggers" else "abilities"), got[1]
    own = re.sub(r"^This creature\b", "~", text)
    if "this creature" not in own.lower():
        combat = _own_combat_abilities(own)
        if combat is not None:
            return "keywords", combat
        st = _static(own)
        if st is not None and st.get("continuous", {}).get("affects") == "self":
            return "statics", st
    raise NotUnderstood("a token's quoted ability")


# the players a trigger's event names (603.2, 608.2h): "its controller creates ...", "that
# player creates ..." (resolve.py, event_referents.py); the token is theirs (111.2)
_TRIGGER_PLAYERS = ("remembered", "remembered_controller", "event_player",
                    "event_object_controller")


def lower_token(ins: ir.CreateToken, who: dict[str, Any], count: int | str,
                pt: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """111.1: the `create_token` effect; the token's definition goes to the card's sink."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    whose = str(who.get("who", ""))
    if who and not whose.startswith("target_controller") and whose not in (
            "each_player", "each_opponent", *_TRIGGER_PLAYERS) \
            and not re.fullmatch(r"target(?::\d+)?", whose):
        raise NotUnderstood("another player creates tokens")  # (111.2: each player, a target)
    sink = _TOKEN_SINK.get()
    if sink is None:
        raise NotUnderstood("tokens outside a card")
    token = token_definition(ins.token)
    sink.append(token)
    body: dict[str, Any] = {"token": token.get("key", token["name"]), "count": count, **who,
                            **(pt or {})}  # an "X/X" token's power and toughness (111.3)
    # (who: "Its controller creates ...": the target's controller, as it last existed if it
    # has left the battlefield, 608.2h; the token is theirs, 111.2)
    if ins.blocking:  # 506.3d: blocking what the trigger event names ("that creature")
        from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

        event = EVENT_REFERENT.get()
        if event is None or event.kind != "remembered" or ins.count != 1:
            raise NotUnderstood("a token blocking something other than the event's creature")
        body["blocking"] = "remembered"
    if ins.attacking and not ins.tapped:  # 508.4: "... token that's attacking" (untapped)
        body["attacking"] = True
    elif ins.attacking:  # 508.4: put onto the battlefield tapped and attacking
        body["tapped_and_attacking"] = True
    elif ins.tapped:
        body["tapped"] = True
    return [{"create_token": body}]


def read_token(phrase: str, entering_ok: bool = False
               ) -> tuple[int | str, dict[str, Any]] | None:
    """"Create two 1/1 white Soldier creature tokens" -> (2, the token's definition), or None
    if the grammar does not read it as one token creation."""
    from mtg_engine.cards.oracle.parse import parse_effect

    effect = parse_effect(phrase)
    if effect is None or len(effect.clauses) != 1 or len(effect.clauses[0].instructions) != 1:
        return None
    ins = effect.clauses[0].instructions[0]
    if not isinstance(ins, ir.CreateToken):
        return None
    if ins.token.power in (ir.X_PT, ir.STATS_PT):  # the effect sets them (tokens_x.py)
        return None
    if (ins.tapped or ins.attacking or ins.blocking) and not entering_ok:  # (508.4: how it
        return None  # enters, which the count and definition don't say: the grammar's)
    if not isinstance(ins.count, int) and ins.count != "X":
        # a variable count ("that many", "for each ...") is the grammar pipeline's: "that
        # many" is understood only in a trigger whose event has an amount (603.2, lower.py)
        return None
    try:
        return ins.count, token_definition(ins.token)
    except NotUnderstood:
        return None


# ------------------------------------------------------------------ abilities of a token (111.1)


@dataclass(frozen=True, slots=True)
class TokenHas:
    """"It has "<ability>"." / "They have "<ability>"." after a sentence that creates a token:
    the token is created with that ability (111.1; folded into the CreateToken before it)."""

    plural: bool
    ability: str
    keywords: tuple[str, ...] = ()  # "It has flying and "..."" (111.1; token_names.py)


def quoted_ability(tok: Any) -> str:
    """The printed text of a QUOTED token (parse.parse_effect moved its final period after
    the closing quote), with its period back."""
    from mtg_engine.cards.oracle.parse import _PRINTED

    printed = _PRINTED.get()
    if not printed:
        raise NotUnderstood("the printed text is not at hand")
    inner = printed[tok.start_pos + 1:tok.end_pos - 1].strip()
    from mtg_engine.cards.oracle.copy_control import named_only

    if not inner or ("~" in inner and not named_only(inner)):  # (201.4: "a card named ~" is
        raise NotUnderstood("a quoted ability naming the card")  # a name: copy_control)
    return inner if inner.endswith((".", "!")) else inner + "."


def fold_token_abilities(clauses: list[ir.Clause]) -> tuple[ir.Clause, ...]:
    """Each "It has "..."" / "They have "..."" sentence folded into the token creation just
    before it (111.1: the token is created with the ability); NotUnderstood anywhere else, or
    for "It" and several tokens (or "They" and one)."""
    from mtg_engine.cards.oracle.token_stats import TokenStats, fold

    out: list[ir.Clause] = []
    for c in clauses:
        has = c.instructions[0] if len(c.instructions) == 1 else None
        if not isinstance(has, (TokenHas, TokenStats)):
            out.append(c)
            continue
        prev = out[-1].instructions[-1] if out and out[-1].instructions else None
        if isinstance(has, TokenStats):  # 111.3: "Its power is equal to ..." (token_stats.py)
            new = fold(prev, has)
            out[-1] = dataclasses.replace(out[-1], instructions=(*out[-1].instructions[:-1], new))
            continue
        if not isinstance(prev, ir.CreateToken) or prev.token.predefined \
                or prev.token.abilities or (has.keywords and prev.token.keywords):
            raise NotUnderstood("\"It has ...\" after something else than a token creation")
        if has.plural != (prev.count != 1):
            raise NotUnderstood("\"It has\" / \"They have\" and the number of tokens")
        new = dataclasses.replace(prev, token=dataclasses.replace(
            prev.token, abilities=(has.ability,), keywords=prev.token.keywords + has.keywords))
        out[-1] = dataclasses.replace(out[-1], instructions=(*out[-1].instructions[:-1], new))
    return tuple(out)


def render_abilities(t: dict[str, Any], plural: bool) -> str:
    """The English after a token's keywords for its quoted abilities (111.1): ' with
    "<ability>"' (' and "<ability>"' after keywords), or '. It has "<ability>"' (a wording);
    "" for a token without any. Rendered from the DSL, "this creature" for ~ (113.2)."""
    from mtg_engine.cards.oracle.copy_control import render_granted
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.render_statics import render_static
    from mtg_engine.cards.oracle.statics import _COMBAT_PHRASES

    grants = [{"add_abilities": [a]} for a in t.get("abilities", [])] + \
        [{"add_triggers": [tr]} for tr in t.get("triggers", [])]
    texts = [render_granted(g, "creature") for g in grants]
    texts += ['"' + _this_creature(render_static(st)) + '"' for st in t.get("statics", [])
              if st != CHANGELING_CDA]  # (changeling: a keyword it is "with", 702.73a)
    combat = tuple(k for k in t.get("keywords", []) if is_combat_ability(k))
    if combat:
        phrase = next((k for k, v in _COMBAT_PHRASES.items() if v == combat), None)
        if phrase is None:
            raise RenderError("combat abilities")
        texts.append(f'"This creature {phrase}."')
    if not texts:
        return ""
    if len(texts) != 1:
        raise RenderError("a token with several quoted abilities")
    from mtg_engine.cards.oracle.amount_render import wording

    it_has = wording("it_has")  # ". It has "..."" (a next sentence) or "with "...""
    from mtg_engine.cards.oracle.token_names import by_name

    text = by_name(texts[0], t["name"], t.get("text", ""))  # 201.5: its own name
    # the object's own trigger says "it" for itself after its condition (", it deals 1
    # damage"), as render.normalise reads a card's "~"
    text = re.sub(r", this creature (deals|gets|gains)\b", r", it \1", text)
    if it_has:
        return f". {'They have' if plural else 'It has'} {text}"
    plain = [k for k in t.get("keywords", []) if not is_combat_ability(k)] or \
        CHANGELING_CDA in t.get("statics", [])
    return f" and {text}" if plain else f" with {text}"


def is_combat_ability(k: str) -> bool:
    """A combat ability the engine names by its words ("can't block", 506-509): a quoted
    ability of a token, not a keyword it is "with"."""
    from mtg_engine.cards.dsl_abilities import COMBAT_ABILITIES

    return k in COMBAT_ABILITIES


def _this_creature(text: str) -> str:
    """A token's own ability rendered with "~" -> "This creature ..." (113.2)."""
    text = re.sub(r"(^|[.:] )~", lambda m: f"{m.group(1)}This creature", text)
    return re.sub(r"(?<!named )~", "this creature", text)  # ("a card named ~": 201.4)


# 111.1: "Create a 0/1 ... token. It has "Sacrifice this creature: Add {C}."": the quoted
# ability is the token's, read with the sentence that creates it (`fold_token_abilities`)
_TOKEN_HAS = re.compile(r"^(It has|They have) \"[^\"]+\"$")
TOKEN_HAS_AFTER = r"\. (It has|They have) \"[^\"]+\"$"  # (at the end of that sentence)


def with_token_abilities(sentences: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """Sentences (effects.split_marked's) with each "It has "..."" / "They have "..."" joined
    to the sentence before it."""
    out: list[tuple[str, bool]] = []
    for part, then in sentences:
        if out and _TOKEN_HAS.match(part):
            out[-1] = (f"{out[-1][0]}. {part}", out[-1][1])
        else:
            out.append((part, then))
    return out
