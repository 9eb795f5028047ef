"""Text-changing effects (612), applied in layer 3 (613.1c).

A text-changing effect replaces every instance of one word of a kind in an object's text by
another: a colour word (105.1: white, blue, black, red, green), a basic land type (205.3i:
Plains, Island, Swamp, Mountain, Forest) or a creature type (205.3m). One change is the tuple
(kind, old, new): ("color", "B", "U") (colours as their WUBRG letters), ("land_type", "Swamp",
"Island"), ("creature_type", "Goblin", "Elf").

The text is the card's DSL, so the change is made on its records, field by field, and only on
the fields that hold such a word used as such (612.2):

- colour words: filters' `colors` / `not_colors` ("target black creature", "nonblack"), colours
  an effect sets or adds (`set_colors`, `add_colors`), devotion (700.5); never the object's own
  colour (its mana cost or colour indicator are not text, 612.1, 105.2) nor mana symbols
  ({B} is a symbol, not a word: `mana`, `mana_cost` are left alone);
- subtypes: the type line's and the filters' and effects' (`subtypes`, `not_subtypes`,
  `add_subtypes`, `set_land_subtypes`, `set_creature_type`);
- words in keywords and their parameters ("protection from black", "swampwalk",
  "protection from Goblins") and in the display text;
- never the name (612.2), even when it contains the word ("Black Knight").

Abilities an effect grants (layer 6) are not part of the text and are not changed (612.3):
layer 3 is applied before layer 6, on the abilities the object's own text (and its copiable
values, 707.2) gives it. A text change isn't copiable (707.2): a copy effect reads the card by
name.

An ability that leaves its source keeps the text it had (113.7a): the object on the stack and
the triggered ability waiting to be put there carry the text changes (`text_changes`), and what
they do is read from the printed ability changed again by them (`changed`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from functools import lru_cache
from typing import Any

from mtg_engine.cards.dsl import CardDef, Effect
from mtg_engine.core.mana import ManaCost

Change = tuple[str, str, str]

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}  # 105.1
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i
KINDS = ("color", "land_type", "creature_type")

# The fields (and DSL keys) that hold each kind of word (612.2)
_LETTER_KEYS = frozenset({"colors", "not_colors", "set_colors", "add_colors"})
_SUBTYPE_KEYS = frozenset({"subtypes", "not_subtypes", "add_subtypes", "set_land_subtypes",
                           "set_creature_type",
                           "not_to"})  # (Artificial Evolution's own "can't be Wall")
_WORD_KEYS = frozenset({"keywords", "not_keywords", "add_keywords", "remove_keywords",
                        "keyword", "text"})
# Fields never changed: the name (612.2), mana symbols (107.4), the object's own colour (612.1)
# and what only identifies a record
_NEVER = frozenset({"name", "mana", "mana_cost", "value_cost", "mana_each", "token_key",
                    "event", "face_of", "layout", "meld_pair", "melded_from", "named"})


def check_change(change: tuple[str, ...]) -> Change:
    """A valid change, or ValueError naming the problem."""
    if len(change) != 3:
        raise ValueError(f"a text change is (kind, old, new), not {change!r}")
    kind, old, new = change
    if kind == "color":
        ok = old in COLOR_WORDS and new in COLOR_WORDS
    elif kind == "land_type":
        ok = old in BASIC_LAND_TYPES and new in BASIC_LAND_TYPES
    elif kind == "creature_type":
        from mtg_engine.core.creature_types import CREATURE_TYPES

        ok = old in CREATURE_TYPES and new in CREATURE_TYPES
    else:
        raise ValueError(f"a text change's kind is one of {KINDS}, not {kind!r}")
    if not ok:
        raise ValueError(f"not a {kind.replace('_', ' ')}: {old!r} or {new!r}")
    return (kind, old, new)


# ------------------------------------------------------------------ words in strings


@lru_cache(maxsize=512)
def _word_pattern(kind: str, old: str) -> re.Pattern[str]:
    if kind == "color":
        word = COLOR_WORDS[old]
        return re.compile(rf"(?<![A-Za-z])(?:non-?)?({word})(?![A-Za-z])", re.IGNORECASE)
    if kind == "land_type":
        # "Swamp", "Swamps", "swampwalk", "nonswamp"; Plains is its own plural
        plural = "" if old == "Plains" else "s"
        return re.compile(rf"(?<![A-Za-z])(?:non-?)?({old})(?={plural}(?![A-Za-z])|walk"
                          rf"(?![A-Za-z])|(?![A-Za-z]))", re.IGNORECASE)
    from mtg_engine.cards.oracle.render_phrases import _plural

    many = _plural(old)
    alts = sorted({old, many}, key=len, reverse=True)
    return re.compile(rf"(?<![A-Za-z])(?:non-?)?({'|'.join(map(re.escape, alts))})"
                      r"(?![A-Za-z])", re.IGNORECASE)


def _cased(model: str, word: str) -> str:
    """`word` written as `model` is (all lower case, or capitalised)."""
    if model.islower():
        return word.lower()
    return word[:1].upper() + word[1:]


def change_words(text: str, change: Change, keep: str = "") -> str:
    """`text` with every instance of the old word replaced by the new one, `keep` (the
    object's name, 612.2) left as it is."""
    kind, old, new = change
    pat = _word_pattern(kind, old)
    if not pat.search(text):
        return text
    if kind == "color":
        new_word = COLOR_WORDS[new]
    else:
        new_word = new

    def sub(m: re.Match[str]) -> str:
        got = m.group(1)
        word = new_word
        if kind == "creature_type" and got.lower() != old.lower():
            from mtg_engine.cards.oracle.render_phrases import _plural

            word = _plural(new)
        elif kind == "land_type" and new != "Plains" and text[m.end(1):m.end(1) + 1] == "s" \
                and old == "Plains":
            word = new + "s"  # "Plains" (plural) -> "Islands"
        whole = m.group(0)
        return whole[:m.start(1) - m.start(0)] + _cased(got, word)

    if keep and keep in text:
        parts = text.split(keep)
        return keep.join(pat.sub(sub, p) for p in parts)
    return pat.sub(sub, text)


def _type_line(line: str, change: Change) -> str:
    """The subtypes after the dash of a type line (205.1)."""
    if "—" not in line or change[0] == "color":
        return line
    head, _, subs = line.partition("—")
    words = [change[2] if w == change[1] else w for w in subs.split()]
    return f"{head}— {' '.join(words)}"


# ------------------------------------------------------------------ the DSL records


def _letters(v: Any, change: Change) -> Any:
    _, old, new = change
    if isinstance(v, str):
        if old not in v:
            return v
        out = v.replace(old, new)
        return "".join(c for c in "WUBRG" if c in out)  # (one letter each, 105.1 order)
    if isinstance(v, (tuple, list)):
        if old not in v:
            return v
        got = [new if x == old else x for x in v]
        got = list(dict.fromkeys(got))
        return tuple(got) if isinstance(v, tuple) else got
    return v


def _subtypes(v: Any, change: Change) -> Any:
    _, old, new = change
    if isinstance(v, str):
        return new if v == old else v
    if isinstance(v, (tuple, list)):
        if old not in v:
            return v
        got = list(dict.fromkeys(new if x == old else x for x in v))
        return tuple(got) if isinstance(v, tuple) else got
    return v


def _walk(v: Any, key: str, change: Change, keep: str) -> Any:
    """`v` (the value of field or DSL key `key`) with the change made where the word is used
    as a word of its kind (612.2); the same object when nothing changed."""
    if key in _NEVER or v is None or isinstance(v, (bool, int, float, ManaCost)):
        return v
    kind = change[0]
    if key in _LETTER_KEYS:
        return _letters(v, change) if kind == "color" else v
    if key in _SUBTYPE_KEYS:
        return v if kind == "color" else _subtypes(v, change)
    if isinstance(v, str):
        if key in _WORD_KEYS:
            return change_words(v, change, keep)
        if key == "type" and "—" in v:  # a type line (a token's definition)
            return _type_line(v, change)
        if key == "granted" and v:  # an ability's own DSL (613.1f: an exception's, 707.9b)
            d = json.loads(v)
            got = _walk(d, "", change, keep)
            return v if got is d else json.dumps(got, sort_keys=True, separators=(",", ":"))
        return v
    if isinstance(v, tuple):
        if key in _WORD_KEYS:
            got_t = tuple(change_words(x, change, keep) if isinstance(x, str) else x for x in v)
        else:
            got_t = tuple(_walk(x, key, change, keep) for x in v)
        return v if all(a is b for a, b in zip(got_t, v)) else got_t
    if isinstance(v, frozenset):
        got_f = frozenset(change_words(x, change, keep) if isinstance(x, str)
                          else _walk(x, key, change, keep) for x in v)
        return v if got_f == v else got_f
    if isinstance(v, list):
        got_l = [_walk(x, key, change, keep) for x in v]
        return v if all(a is b for a, b in zip(got_l, v)) else got_l
    if isinstance(v, dict):
        got_d = {k: _walk(x, str(k), change, keep) for k, x in v.items()}
        return v if all(got_d[k] is x for k, x in v.items()) else got_d
    if isinstance(v, Effect):
        params = tuple((k, derived_key(x, change) if k == "token" and v.verb == "create_token"
                        and isinstance(x, str) else _walk(x, k, change, keep))
                       for k, x in v.params)
        cond = _walk(v.condition, "condition", change, keep)
        if all(a[1] is b[1] for a, b in zip(params, v.params)) and cond is v.condition:
            return v
        return replace(v, params=params, condition=cond)
    if is_dataclass(v) and not isinstance(v, type):
        return _walk_record(v, change, keep)
    return v


def _walk_record(v: Any, change: Change, keep: str) -> Any:
    changed: dict[str, Any] = {}
    for f in fields(v):
        old = getattr(v, f.name)
        new = _walk(old, f.name, change, keep)
        if new is not old:
            changed[f.name] = new
    return replace(v, **changed) if changed else v


_CHANGED: dict[tuple[int, Change], tuple[Any, Any]] = {}
_REMINDER = re.compile(r"\([^)]*\)")


def _intrinsic(card: CardDef, ab: Any, intrinsic: dict[str, Any]) -> bool:
    """Is `ab` the mana ability a basic land type gives (305.6), not one its text states
    outside reminder text? (It follows the land type: with_intrinsic adds the new type's.)"""
    return any(ab is m or (ab == m and t in card.subtypes
                           and ab.text not in _REMINDER.sub("", card.text))
               for t, m in intrinsic.items())


def changed(v: Any, changes: tuple[Change, ...], keep: str = "") -> Any:
    """A DSL record (an ability, a target requirement, instructions) with the text changes
    made, in order (613.7); remembered per record (by identity)."""
    for change in changes:
        memo = _CHANGED.get((id(v), change))
        if memo is not None and memo[0] is v:
            v = memo[1]
            continue
        got = _walk(v, "", change, keep)
        if len(_CHANGED) > 16384:
            _CHANGED.clear()
        _CHANGED[(id(v), change)] = (v, got)
        v = got
    return v


def changed_card(card: CardDef, change: Change) -> CardDef:
    """The card with one more text change (612): its rules text and type line; its name,
    mana cost and colour stay (612.1, 612.2). A land's intrinsic mana abilities (305.6) follow
    its new land types."""
    memo = _CHANGED.get((id(card), change))
    if memo is not None and memo[0] is card:
        return memo[1]  # type: ignore[no-any-return]
    from mtg_engine.rules.layers import INTRINSIC_MANA, with_intrinsic

    own = tuple(a for a in card.abilities if not _intrinsic(card, a, INTRINSIC_MANA))
    base = replace(card, abilities=own) if len(own) != len(card.abilities) else card
    out = {}
    for f in fields(CardDef):
        if f.name in ("colors", "name", "text_changes", "faces"):  # (612.1, 612.2)
            continue
        if f.name == "type_line":
            got = _type_line(base.type_line, change)
        else:
            got = _walk(getattr(base, f.name), f.name, change, card.name)
        if got is not getattr(base, f.name):
            out[f.name] = got
    new = replace(base, **out, text_changes=(*card.text_changes, change))
    new = with_intrinsic(new)
    if len(_CHANGED) > 16384:
        _CHANGED.clear()
    _CHANGED[(id(card), change)] = (card, new)
    return new


# ------------------------------------------------------------------ layer 3


def change_text(ch: Any, change: tuple[str, ...]) -> None:
    """613.1c: one text-changing effect on an object's characteristics (layers.Characteristics):
    its abilities, keywords and subtypes become those of its changed text. (Layer 3 follows
    layers 1 and 2 only, which leave these as the card's: nothing granted is changed, 612.3.)"""
    card = changed_card(ch.card, check_change(change))
    ch.card = card
    ch.subtypes = frozenset(card.subtypes)
    ch.keywords = card.keywords
    ch.abilities, ch.triggers, ch.statics = card.abilities, card.triggers, card.statics


def restate_statics(state: Any, chars: dict[int, Any], effects: list[Any],
                    restrictions: list[Any]) -> None:
    """After layer 3: the continuous effects of a permanent whose text changed are those of its
    static abilities as changed (613.1c comes before the layers they apply in, 613.4-613.6);
    an unchanged ability keeps its effect."""
    from mtg_engine.rules.layers import (
        LAYERED,
        _Eff,
        _layers_of,
        _static_timestamp,
        split_restrictions,
        static_effect,
    )

    now = {oid: ch.statics for oid, ch in chars.items() if ch.card.text_changes}
    if not now:
        return
    for lst in (effects, restrictions):
        lst[:] = [e for e in lst if e.static is None or e.source not in now
                  or any(e.static is st for st in now[e.source])]
    for src, statics in now.items():
        have = [e.static for e in (*effects, *restrictions) if e.source == src]
        for st in statics:
            if st.kind not in LAYERED or st.zone not in ("battlefield", "all") \
                    or any(st is h for h in have):
                continue
            le, combat = split_restrictions(static_effect(st))
            ts = _static_timestamp(state, src)
            if combat is not None:
                restrictions.append(_Eff(combat, (), ts, src, -1, st))
            if le is not None:
                effects.append(_Eff(le, _layers_of(le, st.cda), ts, src, -1, st, cda=st.cda))


# ------------------------------------------------------------------ on the stack


def spell_text_changes(state: Any, o: Any, specs: tuple[Any, ...]
                       ) -> tuple[tuple[Change, ...], tuple[Any, ...]]:
    """612, 608.2b: the text changes of a spell on the stack (its characteristics' after
    layer 3) and its target requirements as changed, checked as it begins to resolve."""
    from mtg_engine.rules.layers import characteristics

    changes = characteristics(state, o.id).card.text_changes
    if not changes:
        return (), specs
    return changes, changed(specs, changes, o.card.name)


# ------------------------------------------------------------------ the effect


# "change_text" params: `what` (a ref: "target"), `words` (WORDS: which kind of word; for
# "color_or_land_type" one of either), `not_to` (words the new one can't be: Artificial
# Evolution's "Wall"), `until` ("end_of_turn"; absent: indefinitely, 611.2a)
WORDS = ("color", "land_type", "color_or_land_type", "creature_type")
_OLD = "text_change_old"  # the frame variable holding the first answer


def _word_options(words: str) -> tuple[tuple[str, str], ...]:
    """The (kind, word) pairs offered, in the order of the decision's options."""
    colors = tuple(("color", c) for c in "WUBRG")
    lands = tuple(("land_type", t) for t in BASIC_LAND_TYPES)
    if words == "color":
        return colors
    if words == "land_type":
        return lands
    if words == "color_or_land_type":
        return colors + lands
    from mtg_engine.core.creature_types import CREATURE_TYPES  # (as replacement.creature_types)

    return tuple(("creature_type", t) for t in CREATURE_TYPES)


def word_of(kind: str, word: str) -> str:
    """A word of a change as written ("black", "Island", "Goblin")."""
    return COLOR_WORDS[word] if kind == "color" else word


def word_index(words: str, answer: str) -> int | None:
    """The option a word names ("Black", "Island") in a decision offering `words`."""
    low = answer.strip().lower()
    for i, (kind, w) in enumerate(_word_options(words)):
        if (COLOR_WORDS[w] if kind == "color" else w).lower() == low:
            return i
    return None


def _purpose(words: str, old: tuple[str, str] | None) -> str:
    """The decision's purpose, as the scenario API reads its answers ("Red", "Island",
    "Goblin"): "choose_color" / "choose_color_except_B", "choose_land_type",
    "choose_color_or_land_type", "choose_creature_type"."""
    if old is not None:
        words = old[0]
        if words == "color":
            return f"choose_color_except_{old[1]}"
    return f"choose_{words}"


def v_change_text(state: Any, frame: Any, e: Effect) -> bool:
    """612.1, 608.2d: "Change the text of target spell or permanent by replacing all instances
    of one color word with another": the controller chooses the word to replace, then the new
    word (another of the same kind; for Artificial Evolution not "Wall"), as it resolves; the
    effect is then a layer-3 effect on the target (613.1c), with its own timestamp (613.7b),
    until end of turn or for as long as the object exists (611.2a, 400.7)."""
    from dataclasses import replace as _replace

    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask

    words = str(e.get("words"))
    offered = _word_options(words)
    got = dict(frame.vars).get(_OLD)
    if got is None:
        if frame.answer is None:
            return _ask(state, ChoiceDecision(
                frame.controller, _purpose(words, None), tuple(range(len(offered))), 1, 1,
                "choose the word to replace"), "effect")
        got = frame.answer[0]
        frame = state.frame = _replace(frame, answer=None, vars=(*frame.vars, (_OLD, got)))
    old = offered[got]
    barred = {old[1], *(e.get("not_to") or ())}  # "with another"; 612: "can't be Wall"
    if frame.answer is None:
        options = tuple(i for i, (k, w) in enumerate(offered) if k == old[0] and w not in barred)
        return _ask(state, ChoiceDecision(frame.controller, _purpose(words, old), options, 1, 1,
                                          "choose the new word"), "effect")
    new = offered[frame.answer[0]]
    state.frame = _replace(frame, vars=tuple(v for v in frame.vars if v[0] != _OLD))
    _begin(state, state.frame, e, (old[0], old[1], new[1]))
    return True


def _begin(state: Any, frame: Any, e: Effect, change: Change) -> None:
    from mtg_engine.cards.dsl import LayerEffect
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.state.game_state import ContinuousEffect
    from mtg_engine.state.objects import Zone

    affected = tuple(r for r in resolve_refs(state, frame, e.get("what"))
                     if r > 0 and state.objects[r].zone in (Zone.BATTLEFIELD, Zone.STACK))
    if not affected:
        return
    eff = ContinuousEffect(layer="3", affected=affected, timestamp=state.new_timestamp(),
                           until=str(e.get("until") or ""), controller=frame.controller,
                           source=frame.source, mod=LayerEffect(text_change=change))
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("text_changed", affected, *change))


VERBS = {"change_text": v_change_text}


def text_card(state: Any, oid: int) -> CardDef:
    """A permanent's card with the text changes in force on it (612), for what is read from
    the card itself (its replacement effects, 614); its card when there are none."""
    o = state.objects[oid]
    if not any(e.layer == "3" for e in state.effects):
        return o.card  # type: ignore[no-any-return]
    from mtg_engine.rules.layers import characteristics

    card: CardDef = characteristics(state, oid).card
    return card if card.text_changes else o.card


# ------------------------------------------------------------------ tokens (612.2a, 612.4)


_DERIVED = re.compile(r"^(.*) \(text: (color|land_type|creature_type) ([^>()]+)>([^>()]+)\)$")


def derived_key(key: str, change: Change) -> str:
    """The key of the token a changed "create ... token" instruction creates (612.4: the
    creating text defines the token): the original's key and the change, so that a saved game
    finds it again (`derived_token`)."""
    return f"{key} (text: {change[0]} {change[1]}>{change[2]})"


def derived_token(db: Any, key: str) -> CardDef | None:
    """The token definition a derived key names, or None when `key` isn't one."""
    m = _DERIVED.match(key)
    if m is None:
        return None
    try:
        change = check_change((m[2], m[3], m[4]))
    except ValueError:
        return None
    base = db.token(m[1])
    card = changed_card(base, change)
    colors, name = card.colors, card.name
    if change[0] == "color":  # 612.4: "a 1/1 white Spirit creature token": its colour
        colors = _letters(colors, change)
    if change[0] == "creature_type":  # 612.2a: its name, made of its creature types
        name = change_words(name, change)
    return replace(card, colors=colors, name=name, token_key=key, text_changes=())


# ------------------------------------------------------------------ saved games


def check_saved(s: Any, fail: Callable[[str, str], ValueError]) -> None:
    """A saved state's text changes (612) are each valid (`check_change`): on its objects
    (spells and abilities on the stack), triggered abilities waiting, the resolving frame and
    its continuous effects (layer 3); `fail(where, message)` makes the error to raise."""
    places: list[tuple[str, Any]] = [(f"objects[{i}]", o) for i, o in enumerate(s.objects)]
    places += [(f"pending_triggers[{i}]", t) for i, t in enumerate(s.pending_triggers)]
    places += [(f"delayed[{i}]", t) for i, t in enumerate(s.delayed)]
    if s.frame is not None:
        places.append(("frame", s.frame))
    for where, x in places:
        for k, change in enumerate(x.text_changes):
            _check_saved_change(f"{where}.text_changes[{k}]", change, fail)
    for i, e in enumerate(s.effects):
        change = (e.mod or {}).get("text_change")
        if change:
            _check_saved_change(f"effects[{i}].mod.text_change", change, fail)


def _check_saved_change(where: str, change: Any,
                        fail: Callable[[str, str], ValueError]) -> None:
    try:
        check_change(tuple(change))
    except (TypeError, ValueError) as e:
        raise fail(where, str(e)) from None
