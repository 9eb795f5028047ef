"""The grammar's reading of static abilities (604, 611.3): the transformer that turns
grammar.lark's static productions into `ir` records (anthems and grants 613.4c/613.1f,
type/colour setting 613.1d-e, restrictions 101.2, flash permissions 601.3b)."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from mtg_engine.cards.oracle.static_lowering import _SPELL_QUALITIES, FlashPermission, _unmark
from mtg_engine.cards.oracle.static_words import (
    _BASIC_TYPES,
    _COLOR_LETTER,
    _MARKABLE_COMBAT,
    _MARKED_PLURAL,
    _SUBTYPE_NAMES,
    _plural_of,
)
from mtg_engine.cards.oracle.statics import _LURE, _keyword_name


def _invariant(tok: Any) -> str:
    """A subtype in the singular naming a group: one that is its own plural ("Merfolk")."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    sub = _SUBTYPE_NAMES[str(tok)]
    if _plural_of(sub) is not None:
        raise NotUnderstood(f"{sub} in the singular for a group")
    return sub


@lru_cache(maxsize=1)
def static_transformer() -> Any:
    """The grammar tree of a static ability -> ir.StaticEffect (one method per production of
    grammar.lark's static section; the object phrases are the instructions' own)."""
    from mtg_engine.cards.oracle import ir
    from mtg_engine.cards.oracle.parse import NUMBERS, NotUnderstood, _ToIR

    def number(tok: Any) -> int:
        w = str(tok)
        return int(w) if w.isdigit() else NUMBERS[w]

    class StaticIR(_ToIR):  # type: ignore[misc, valid-type]
        def static(self, items: list[Any]) -> ir.StaticEffect:
            return items[0]

        def static_first(self, items: list[Any]) -> ir.StaticEffect:
            cond, body = items
            if body.condition is not None:
                raise NotUnderstood("two conditions")
            if body.affected == "it":  # "As long as ~ is equipped, it gets +1/+1" (~ itself)
                if not cond.kind.startswith("self_"):
                    raise NotUnderstood("'it' with nothing to refer to")
                body = replace(body, affected="self")
            return replace(body, condition=cond)

        def st_it(self, _: list[Any]) -> str:
            return "it"

        def cond_self_state(self, items: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition(f"self_{items[-1]}",
                                      pronoun=getattr(items[0], "type", "") == "IT_IS")

        def st_body(self, items: list[Any]) -> ir.StaticEffect:
            affected, preds = items[0], items[1]
            cond = items[2] if len(items) > 2 else None
            if cond is not None and cond.pronoun and affected != "self":
                raise NotUnderstood("'it' in the condition is another object than ~")
            if affected == "it" and cond is not None:
                raise NotUnderstood("'it' before its condition")
            power = toughness = None
            abilities: list[str] = []
            also = None
            restrictions = tuple(val for kind, val in preds if kind == "restrict")
            preds = [p for p in preds if p[0] != "restrict"]
            for kind, val in preds:
                if kind == "pump":
                    if power is not None:
                        raise NotUnderstood("two +N/+N")
                    power, toughness = val
                elif kind == "also":  # 613.1d-e
                    if also is not None:
                        raise NotUnderstood("two type changes")
                    also = val
                else:
                    abilities += val
            if also is not None and (cond is not None or affected == "it"):
                raise NotUnderstood("a type change with a condition")
            if also is not None and affected == "self":
                # "~ is every creature type" defines its own types in every zone (604.3)
                raise NotUnderstood("a characteristic-defining type (604.3)")
            if restrictions and also is not None:
                raise NotUnderstood("a type change and a restriction on blocks")
            return ir.StaticEffect(affected, power, toughness, tuple(abilities), cond, also,
                                   restrictions)

        def st_every_type(self, _: list[Any]) -> tuple[str, Any]:
            return ("also", ir.TypesAdded(every_creature_type=True))  # 205.3m

        # "loses all abilities and is a blue Frog creature with base power and toughness
        # 1/1" (205.1a: the types set; 613.1d-f, 613.4b)
        def st_lose_all(self, _: list[Any]) -> tuple[str, Any]:
            return ("restrict", ("lose_all", True))

        def st_lose(self, items: list[Any]) -> tuple[str, Any]:
            return ("restrict", ("lose", str(items[0])))

        def st_base_pt(self, items: list[Any]) -> tuple[str, Any]:
            p, t = str(items[-1]).split("/")
            return ("restrict", ("base_pt", (int(p), int(t))))

        def st_with_base(self, items: list[Any]) -> tuple[str, Any]:
            p, t = str(items[0]).split("/")
            return ("base_pt", (int(p), int(t)))

        def st_addition(self, items: list[Any]) -> tuple[str, Any]:
            return ("addition", items[0])

        def st_is(self, items: list[Any]) -> Any:
            tagged = [i for i in items if isinstance(i, tuple)]
            words = [i for i in items if not isinstance(i, tuple)]
            addition = next((v for k, v in tagged if k == "addition"), None)
            base = next((v for k, v in tagged if k == "base_pt"), None)
            if addition is not None:
                if base is not None:
                    raise NotUnderstood("base power and toughness with types added")
                return self.st_also([*words, addition])
            article, *rest = words
            if str(article) not in ("a", "an"):
                raise NotUnderstood("a number before a type")
            colors = "".join(_COLOR_LETTER[str(c)] for c in rest if c.type == "COLOR")
            nouns = [str(w) for w in rest if w.type == "NOUN"]
            subs = [_SUBTYPE_NAMES[str(w)] for w in rest if w.type == "MARKED_TYPE"]
            if len(subs) != 1 or nouns not in ([], ["creature"]):
                raise NotUnderstood("a type change other than 'is a [color] <type> creature'")
            from mtg_engine.core.creature_types import CREATURE_TYPES

            if subs[0] not in CREATURE_TYPES:
                raise NotUnderstood(f"{subs[0]} is not a creature type")
            out: list[tuple[str, Any]] = [("restrict", ("becomes", (colors, bool(nouns),
                                                                    subs[0])))]
            if base is not None:
                out.append(("restrict", ("base_pt", base)))
            return ("many", out)

        def st_also(self, items: list[Any]) -> tuple[str, Any]:
            """"is a white Angel in addition to its other colors and types" (613.1d-e)."""
            from mtg_engine.core.creature_types import CREATURE_TYPES

            middle = items[1:-1]
            if [i.type for i in middle[:-1]] != ["COLOR"] * (len(middle) - 1) \
                    or len(middle) > 2 or middle[-1].type == "COLOR":
                raise NotUnderstood("several types or colours in addition")  # as before
            article, *rest, word, others = items
            if str(article) not in ("a", "an"):
                raise NotUnderstood("a number before a type")
            colors = "".join(_COLOR_LETTER[str(c)] for c in rest)
            if bool(colors) != (str(others) == "colors and types"):
                raise NotUnderstood("a colour without 'its other colors' (or the reverse)")
            w = str(word)
            if w.startswith("st_"):
                sub = _SUBTYPE_NAMES[w]
                if sub not in CREATURE_TYPES:
                    raise NotUnderstood(f"{sub} is not a creature type")
                return ("also", ir.TypesAdded(subtypes=(sub,), colors=colors))
            if w == "permanent" or str(others) == "creature types":
                raise NotUnderstood(f"is a {w} in addition to its other {others}")
            return ("also", ir.TypesAdded(types=(w.capitalize(),), colors=colors))

        def st_self(self, _: list[Any]) -> str:
            return "self"

        def st_enchanted(self, items: list[Any]) -> str:
            """303.4: the permanent the Aura is attached to, whatever the noun (what it may
            enchant is its enchant ability's, 702.5a; render.static_forms says each noun)."""
            return "enchanted"

        def st_equipped(self, _: list[Any]) -> str:
            return "equipped"

        def st_preds(self, items: list[Any]) -> list[tuple[str, Any]]:
            out: list[tuple[str, Any]] = []
            flat: list[tuple[str, Any]] = []
            for kind, val in items:
                flat += val if kind == "many" else [(kind, val)]
            for kind, val in flat:
                if kind == "more":  # "has flying, first strike, and lifelink"
                    if not out or out[-1][0] != "has":
                        raise NotUnderstood("an ability with no 'has'")
                    kind = "has"
                if kind == "from":  # "has protection from red and from blue"
                    if not out or out[-1][0] != "has" or \
                            not out[-1][1][-1].startswith("protection from "):
                        raise NotUnderstood("'from <color>' after no protection")
                    kind = "has"
                out.append((kind, val))
            return out

        def st_pump(self, items: list[Any]) -> tuple[str, Any]:
            p, t = str(items[1]).split("/")
            if "x" in p or "x" in t:
                raise NotUnderstood("+X/+X")
            return ("pump", (int(p), int(t)))

        def st_has(self, items: list[Any]) -> tuple[str, Any]:
            got = _keyword_name(_unmark(str(items[1])))
            if got is None:
                raise NotUnderstood(f"a static ability can't grant {items[1]} yet")
            return ("has", got)

        def st_more(self, items: list[Any]) -> tuple[str, Any]:
            got = _keyword_name(_unmark(str(items[0])))
            if got is None:
                raise NotUnderstood(f"a static ability can't grant {items[0]} yet")
            return ("more", got)

        def st_from(self, items: list[Any]) -> tuple[str, Any]:
            """"and from blue" after "protection from red" (702.16a)."""
            got = _keyword_name(f"protection {items[0]}")
            if got is None:
                raise NotUnderstood(f"protection {items[0]}")
            return ("from", got)

        def st_combat(self, items: list[Any]) -> tuple[str, Any]:
            """A combat ability named by its words (506-509, mark_combat)."""
            return ("combat", _MARKABLE_COMBAT[int(str(items[0])[4:])][1])

        # the permanents a static ability affects (613.1): st_group
        def st_group(self, items: list[Any]) -> ir.Obj:
            head = next(i for i in items if isinstance(i, tuple) and i[0] == "head")
            f: dict[str, Any] = dict(head[1])
            for it in items:
                if it is head:
                    continue
                key, val = it
                if key == "many":  # "that are enchanted or equipped"
                    if set(f) & {k for k, _ in val}:
                        raise NotUnderstood("enchanted twice")
                    f.update(dict(val))
                    continue
                if key == "subtypes" and f.get("types") != ["Creature"]:
                    raise NotUnderstood("'that's a <type>' after another noun than creature")
                if key in ("colors", "not_colors", "not_types", "keywords", "not_keywords",
                           "supertypes", "not_supertypes", "not_subtypes"):
                    f[key] = [*f.get(key, []), *val]
                elif key in f:
                    raise NotUnderstood(f"{key} twice")
                else:
                    f[key] = val
            return ir.Obj("st_group", ir.Desc((), tuple(
                (k, tuple(v) if isinstance(v, list) else v) for k, v in f.items())))

        def st_head_nouns(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
            """"creatures", "artifact creatures" (both types, 205.2a), "Elf creatures" (a
            creature type, 205.3m), "creature tokens" (111.1)."""
            *mods, last = [str(i) for i in items]
            f: dict[str, Any] = {}
            nouns = [m for m in mods if not m.startswith("st_")]
            subs = [_SUBTYPE_NAMES[m] for m in mods if m.startswith("st_")]
            if len(subs) > 1:
                raise NotUnderstood("two subtypes in a row (one object with both)")
            if subs:
                f["subtypes"] = subs
            if last.startswith("token"):
                f["token"] = True
            else:
                nouns.append(last[:-1] if last.endswith("s") else last)
            if len(nouns) > 1:
                f["all_types"] = [n.capitalize() for n in nouns]
            elif nouns and nouns[0] != "permanent":
                f["types"] = [nouns[0].capitalize()]
            return ("head", f)

        def st_head_plural(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
            """"Goblins": permanents of that subtype (205.3m), not only creatures; "Knights
            or Walls", "Wolves and Werewolves", "Homarids, ..., and Merfolk": of any of them
            (one group either way: render_phrases says "and" or "or" as printed)."""
            subs = [_MARKED_PLURAL[str(i)] if i.type == "MARKED_TYPES" else _invariant(i)
                    for i in items]
            if len(set(subs)) != len(subs):
                raise NotUnderstood("a subtype twice")
            return ("head", {"subtypes": subs})

        def st_attached(self, items: list[Any]) -> tuple[str, Any]:
            return (str(items[0]), True)  # 303.4, 301.5 (rules/attached_filters.py)

        def st_modified(self, _: list[Any]) -> tuple[str, Any]:
            return ("modified", True)  # 700.9

        def st_that_are(self, items: list[Any]) -> tuple[str, Any]:
            words = [str(i) for i in items]
            if len(set(words)) != len(words):
                raise NotUnderstood("'enchanted or enchanted'")
            return ("many", [(w, True) for w in words])

        def st_thats(self, items: list[Any]) -> tuple[str, Any]:
            """"that's a Wolf or a Werewolf" after a group of creatures (205.3m)."""
            from mtg_engine.core.creature_types import CREATURE_TYPES

            subs = [_SUBTYPE_NAMES[str(i)] for i in items]
            if len(set(subs)) != len(subs) or any(s not in CREATURE_TYPES for s in subs):
                raise NotUnderstood("'that's a' naming other than creature types")
            return ("subtypes", subs)

        def st_head_noun_list(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
            """"Creatures and lands you control": permanents of any of those card types
            (one set, said "and" or "or": render_phrases' wording "types_and")."""
            types = [str(i)[:-1].capitalize() for i in items]
            if len(set(types)) != len(types) or "Permanent" in types:
                raise NotUnderstood("a card type twice, or permanents")
            return ("head", {"types": types})

        def st_head_types_list(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
            """"Ninja and Rogue creatures": creatures of any of those types (205.3m)."""
            from mtg_engine.core.creature_types import CREATURE_TYPES

            *marks, noun = [str(i) for i in items]
            subs = [_SUBTYPE_NAMES[m] for m in marks]
            if noun != "creatures" or len(set(subs)) != len(subs) or \
                    any(s not in CREATURE_TYPES for s in subs):
                raise NotUnderstood("a list of subtypes before another noun than creatures")
            return ("head", {"subtypes": subs, "types": ["Creature"]})

        # 509.1b
        def _restriction(self, mark: Any, words: str, kind: str, other: Any
                         ) -> tuple[str, Any]:
            if _MARKABLE_COMBAT[int(str(mark)[4:])][0] != words:
                raise NotUnderstood(f"a quality after {_MARKABLE_COMBAT[int(str(mark)[4:])][0]}")
            return ("restrict", (kind, other))

        def st_not_blocked_by(self, items: list[Any]) -> tuple[str, Any]:
            return self._restriction(items[0], "can't be blocked", "cant_be_blocked_by", items[1])

        def st_blocked_except_by(self, items: list[Any]) -> tuple[str, Any]:
            return self._restriction(items[0], "can't be blocked", "cant_be_blocked_except_by",
                                     items[1])

        def st_cant_block_these(self, items: list[Any]) -> tuple[str, Any]:
            return self._restriction(items[0], "can't block", "cant_block", items[1])

        # "can't be the target of ..." (115.4; as hexproof says it, 702.11b)
        def st_quality(self, items: list[Any]) -> tuple[str, Any]:
            words = [str(i) for i in items]
            if words == ["aura"]:  # "Aura spells" (303.4a: an Aura spell targets)
                return ("quality", {"subtypes": ["Aura"]})
            if words[0].startswith("non"):
                return ("quality", {"not_colors": [_COLOR_LETTER[words[0][3:]]]})
            return ("quality", {"colors": [_COLOR_LETTER[w] for w in words]})

        def st_quality_sources(self, items: list[Any]) -> tuple[str, Any]:
            return ("sources", items[0][1])

        def st_opponents(self, _: list[Any]) -> tuple[str, Any]:
            return ("opponents", True)

        def st_untargetable(self, items: list[Any]) -> tuple[str, Any]:
            tagged = {i[0]: i[1] for i in items if isinstance(i, tuple)}
            words = [str(i) for i in items if not isinstance(i, tuple)]
            by = {"spells": "spells", "spells or abilities": "spells_or_abilities",
                  "abilities": "abilities"}[words[-1]]
            quality = tagged.get("quality")
            if "sources" in tagged:  # "red spells or abilities from red sources"
                if by != "spells_or_abilities" or tagged["sources"] != quality:
                    raise NotUnderstood("spells of one quality, sources of another")
            elif quality is not None and by != "spells":
                raise NotUnderstood("a quality of spells only, with abilities")
            out: dict[str, Any] = {"by": by}
            if tagged.get("opponents"):
                out["opponents"] = True
            if quality:
                out["quality"] = quality
            return ("restrict", ("untargetable", out))

        def st_no_activation(self, items: list[Any]) -> tuple[str, Any]:
            """602.5 ("unless they're mana abilities": 605.1a's mana abilities may be)."""
            return ("restrict", ("no_activation", "nonmana" if items else "all"))

        def st_no_tap_activation(self, _: list[Any]) -> tuple[str, Any]:
            """602.5: "its activated abilities with {T} in their costs can't be activated"."""
            return ("restrict", ("no_activation", "tap"))

        def st_group_no_activation(self, items: list[Any]) -> ir.StaticEffect:
            # 605.1a: "... unless they're mana abilities" (Damping Matrix)
            return ir.StaticEffect(items[0], restrictions=(
                ("no_activation", "nonmana" if len(items) > 1 else "all"),))

        def st_head_lands(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
            """"Islands": permanents of that basic land type (205.3i)."""
            return ("head", {"subtypes": [_BASIC_TYPES[str(items[0]).rstrip("s")]]})

        def st_head_commanders(self, _: list[Any]) -> tuple[str, dict[str, Any]]:
            """"Commanders you control" (903.3: permanents that are commanders)."""
            return ("head", {"commander": True})

        def st_head_invariant(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
            """"Merfolk you control" (a type that is its own plural)."""
            return ("head", {"subtypes": [_invariant(items[0])]})

        def st_nonlegendary(self, _: list[Any]) -> tuple[str, Any]:
            return ("not_supertypes", ["Legendary"])

        def st_nonsubtype(self, items: list[Any]) -> tuple[str, Any]:
            return ("not_subtypes", [_SUBTYPE_NAMES[str(items[0])[4:]]])  # "non-Human"

        def st_counter_on(self, items: list[Any]) -> tuple[str, Any]:
            """"with a +1/+1 counter on it" (122.1)."""
            from mtg_engine.cards.oracle.parse import counter_kind

            words = [str(i) for i in items]
            if words[0] in NUMBERS and words[0] not in ("a", "an", "one"):
                raise NotUnderstood("a number of counters")
            return ("has_counter", counter_kind(words[-2]))

        def with_any_counters(self, _: list[Any]) -> tuple[str, Any]:
            """"creatures ... with counters on them": one or more of any kind (122.1)."""
            return ("has_counter", "any")

        def with_counters_at_least(self, items: list[Any]) -> tuple[str, Any]:
            """"with three or more level counters on it" (122.1): the kind, at least N."""
            from mtg_engine.cards.oracle.parse import counter_kind

            words = [str(i) for i in items]
            n = NUMBERS.get(words[0], 0)
            if n < 2:
                raise NotUnderstood("one or more counters: 'with a counter on it'")
            return ("many", (("has_counter", counter_kind(words[1])), ("counters_at_least", n)))

        # conditions (611.3a)
        def cond_controls(self, items: list[Any]) -> ir.StaticCondition:
            if len(items) > 1 and number(items[0]) != 1:
                raise NotUnderstood("'you control two X' (no 'or more')")
            return self._controls("controls", 1, items[-1])

        def cond_controls_n(self, items: list[Any]) -> ir.StaticCondition:
            return self._controls("controls", number(items[0]), items[1])

        def cond_controls_none(self, items: list[Any]) -> ir.StaticCondition:
            return self._controls("not_controls", 1, items[0])

        def _controls(self, kind: str, n: int, d: Any) -> ir.StaticCondition:
            desc, subtypes = d
            if desc.get("controller") is not None:
                raise NotUnderstood("a controller in 'you control ...'")
            return ir.StaticCondition(kind, n, desc, subtypes)

        def cond_controls_at_most(self, items: list[Any]) -> ir.StaticCondition:
            return self._controls("controls_at_most", number(items[0]), items[1])

        def cond_opponents(self, items: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("opponents_at_least", number(items[1]))

        # players (702.11c, 702.18a, 402.2)
        def pl_you(self, _: list[Any]) -> str:
            return "you"

        def pl_any(self, _: list[Any]) -> str:
            return "any"

        def pl_opponent(self, _: list[Any]) -> str:
            return "opponent"

        def player_keywords(self, items: list[Any]) -> ir.PlayerStatic:
            kw = str(items[-1])
            if kw not in ("hexproof", "shroud"):
                raise NotUnderstood(f"a player with {kw}")
            return ir.PlayerStatic("player_keywords", items[0], keywords=(kw,))

        def no_maximum_hand_size(self, items: list[Any]) -> ir.PlayerStatic:
            return ir.PlayerStatic("no_maximum_hand_size", items[0])

        def flash_permission(self, items: list[Any]) -> FlashPermission:
            whose, what = items
            if any(k not in _SPELL_QUALITIES for k, _ in what):
                raise NotUnderstood("a quality of a spell restrictions.py doesn't read")
            return FlashPermission(whose, what)

        def additional_lands(self, items: list[Any]) -> ir.PlayerStatic:
            """305.2: "You may play an additional land on each of your turns.", "Each player
            may play an additional land on each of their turns." """
            whose, n, noun, turns = items
            amount = number(n)
            if str(noun) != ("land" if amount == 1 else "lands"):
                raise NotUnderstood("'land(s)' and its number")
            if (whose == "you") != (" your " in f" {turns} ") or whose == "opponent":
                raise NotUnderstood("whose turns")
            return ir.PlayerStatic("additional_lands", whose, amount=amount)

        def cant_gain_life(self, items: list[Any]) -> ir.PlayerStatic:
            return ir.PlayerStatic("cant_gain_life", items[0])  # 119.7

        def hand_size(self, items: list[Any]) -> ir.PlayerStatic:
            whose, change, n = items
            amount = number(n) * (1 if str(change) == "increased" else -1)
            return ir.PlayerStatic("hand_size", whose, amount=amount)

        def st_casters(self, items: list[Any]) -> str:
            return items[0]

        def st_cast_what(self, items: list[Any]) -> Any:
            return items[0]

        def cast_at_most_one(self, items: list[Any]) -> tuple[str, Any]:
            return ("at_most_one", self.st_spells(items))

        def cant_cast(self, items: list[Any]) -> ir.CantCast:
            whose, what = items[0], items[1]
            when = str(items[2]) if len(items) > 2 else ""
            during, combat = when == "during your turn", when == "during combat"
            if isinstance(what, tuple) and what and what[0] == "at_most_one":
                f = what[1]
                return ir.CantCast(whose, f, 1, during, combat)
            if any(k == "controller" for k, _ in what):
                raise NotUnderstood("a controller in a spell nobody has cast yet")
            return ir.CantCast(whose, what, None, during, combat)

        def spells_cant_be_cast(self, items: list[Any]) -> ir.CantCast:
            return self.cant_cast(["any", items[0]])  # 101.2: by no player

        def cant_play_lands(self, items: list[Any]) -> ir.PlayerStatic:
            return ir.PlayerStatic("cant_play_lands", items[0])  # 305.1, 101.2

        def spells_uncounterable(self, items: list[Any]) -> ir.UncounterableSpells:
            return ir.UncounterableSpells(items[0])

        def st_spells(self, items: list[Any]) -> tuple[tuple[str, Any], ...]:
            """"green spells you control", "instant and sorcery spells", "Sliver spells": a
            spell of any of those types (205.2a) or subtypes, and the other qualities."""
            f: dict[str, Any] = {}
            for it in items:
                key, val = it
                if key in f:
                    raise NotUnderstood(f"{key} twice")
                f[key] = val
            if "types" in f and "subtypes" in f:
                raise NotUnderstood("spells of a type or a subtype")
            return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in f.items())

        def st_spell_kinds(self, items: list[Any]) -> tuple[str, Any]:
            words = [str(i) for i in items]
            subs = [_SUBTYPE_NAMES[w] for w in words if w.startswith("st_")]
            types = [w.capitalize() for w in words if not w.startswith("st_")]
            if subs and types:
                raise NotUnderstood("spells of a type or a subtype")
            return ("subtypes", subs) if subs else ("types", types)

        def enters_with_counters(self, items: list[Any]) -> ir.EntersWithCounters:
            from mtg_engine.cards.oracle.parse import counter_kind

            # 614.1c: any kind with no rules meaning the engine lacks (122.1; counter_kind
            # refuses keyword, shield and +X/+Y counters)
            n, kind = items[0], counter_kind(str(items[1]))
            return ir.EntersWithCounters(n, kind)

        def lure_enchanted(self, items: list[Any]) -> ir.StaticEffect:
            if (str(items[0]), str(items[1])) != ("creatures", "creature"):
                raise NotUnderstood("a lure of another kind")
            return ir.StaticEffect("enchanted", abilities=_LURE)

        def lure_equipped(self, items: list[Any]) -> ir.StaticEffect:
            if (str(items[0]), str(items[1])) != ("creatures", "creature"):
                raise NotUnderstood("a lure of another kind")
            return ir.StaticEffect("equipped", abilities=_LURE)  # 301.5, 509.1c

        def enters_tapped(self, items: list[Any]) -> ir.EntersTapped:
            return ir.EntersTapped(items[0] if items else None)

        def cda_count(self, items: list[Any]) -> ir.CountedPT:
            return items[0]

        def counted(self, items: list[Any]) -> ir.CountedPT:
            where = items[-1]
            rest = items[:-1]
            cards = [i for i in rest if isinstance(i, tuple) and i and i[0] == "cards"]
            lands = [("land_types", (_BASIC_TYPES[i[1]],)) for i in rest
                     if isinstance(i, tuple) and i and i[0] == "land_type"]
            rest = [i for i in rest if not (isinstance(i, tuple) and i and i[0] == "land_type")]
            adjs = [i for i in rest if i not in cards]
            if (where[0] in ("graveyard", "hand")) != bool(cards):  # cards, else permanents
                raise NotUnderstood("cards on the battlefield / permanents in a graveyard")
            if lands:
                if adjs:
                    raise NotUnderstood("a qualified land type")
                return ir.CountedPT(ir.Desc(()), lands[0][1], where[0], where[1])
            if cards:
                return ir.CountedPT(self.desc([*adjs, ("noun", cards[0][1])]), (), where[0],
                                    where[1])
            return ir.CountedPT(self.desc(adjs + [n for n in rest if n not in adjs]), (),
                                where[0], where[1])

        def cards_noun(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
            nouns = tuple(str(t) for t in items if getattr(t, "type", "") == "NOUN")
            if getattr(items[0], "type", "") == "INSTANT_AND_SORCERY":  # (count_phrases.py)
                nouns = ("instant", "sorcery")
            if str(items[-1]) != "cards":
                raise NotUnderstood("'card' in a count")
            return ("cards", nouns)

        def on_battlefield(self, _: list[Any]) -> tuple[str, str]:
            return ("battlefield", "all")

        def in_your_graveyard(self, _: list[Any]) -> tuple[str, str]:
            return ("graveyard", "you")

        def in_all_graveyards(self, _: list[Any]) -> tuple[str, str]:
            return ("graveyard", "all")

        def where_you_control(self, _: list[Any]) -> tuple[str, str]:
            return ("battlefield", "you")

        def cond_graveyard(self, items: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("graveyard_at_least", number(items[0]))

        def cond_hand_empty(self, _: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("hand_empty")

        def cond_life(self, items: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("life_at_least", int(items[1]))

        def cond_attacking(self, _: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("self_attacking", pronoun=True)  # st_body checks "it"

        def cond_your_turn(self, _: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("your_turn")

        def cond_not_your_turn(self, _: list[Any]) -> ir.StaticCondition:
            return ir.StaticCondition("not_your_turn")

        def type_tokens(self, items: list[Any]) -> tuple[str, Any]:
            """"Reflection tokens" (111.1, 205.3m): tokens of a creature type."""
            return ("type_tokens", _SUBTYPE_NAMES[str(items[0])])

        def cdesc(self, items: list[Any]) -> tuple[ir.Desc, tuple[str, ...]]:
            items = [x for i in items for x in (
                (("ctypes", (i[1],)), ("token", True))
                if isinstance(i, tuple) and i and i[0] == "type_tokens" else (i,))]
            basic = [i for i in items if getattr(i, "type", "") == "BASIC"]
            items = [i for i in items if i not in basic]
            many = [i for i in items if isinstance(i, tuple) and i and i[0] == "many"]
            items = [i for i in items if i not in many] + [p for m in many for p in m[1]]
            lands = [i for i in items if isinstance(i, tuple) and i and i[0] == "land_types"]
            rest = [i for i in items if i not in lands]
            if basic:  # "basic lands" (205.4a)
                if lands:
                    raise NotUnderstood("basic with a land type")
                rest.append(("supertypes", ("Basic",)))
            if not lands:
                return self.desc(rest), ()
            if len(rest) != 0:
                from mtg_engine.core.creature_types import CREATURE_TYPES

                # "another Giant", "another Wolf or Werewolf", "another nontoken Pirate"
                # (205.3m, 111.1): only "another" and "nontoken"
                if not set(lands[0][1]) <= set(CREATURE_TYPES) or any(
                        r not in (("other", True), ("token", False)) for r in rest):
                    raise NotUnderstood("a qualified land type")
                return self.desc(rest), lands[0][1]
            return ir.Desc(()), lands[0][1]

        def land_types(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
            words = [str(t) for t in items]
            if any(w not in ("a", "an") for w in words if w in NUMBERS):
                raise NotUnderstood("a number in a list of land types")
            types = [w for w in words if w not in NUMBERS]
            return ("land_types", tuple(_SUBTYPE_NAMES[w] if w.startswith("st_") else
                                        _MARKED_PLURAL[w] if w.startswith("sts_") else
                                        _BASIC_TYPES[w.rstrip("s") if w != "plains" else w]
                                        for w in types))

    return StaticIR()


