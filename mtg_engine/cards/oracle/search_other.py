"""Another player's library searched by the spell's controller (701.19), read by the grammar
(grammar.lark's `search_other_passage`):

  Search target opponent's library for a creature card and put that card onto the battlefield
  under your control. Then that player shuffles.                              (Bribery)
  Search target player's library for a card and exile it. Then that player shuffles. (Extract)
  Search target player's library for up to seven cards and exile them. Then that player
  shuffles.                                                                   (Denying Wind)

-> the DSL verb `search_player_library` (effects/search_other.py): the controller looks through
that library and finds the cards (701.19b: a search for a stated quality may find fewer; "a
card" must be found if there is one), which go onto the battlefield under the controller's
control (110.2) or into exile; then that player shuffles (701.20). A card that may be an Aura
put onto the battlefield stays refused (303.4f, as in search.py)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx
from mtg_engine.cards.oracle.phrases import between_sentences

_HEAD = re.compile(r"(?:(?<=^)|(?<=\. )|(?<=, then ))[Ss]earch target (?:opponent|player)'s "
                   r"library for ")
_FILTER_KEYS = {"types", "not_types", "colors", "not_colors", "mana_value_le", "mana_value_ge",
                "subtypes", "supertypes", "not_supertypes"}


def _transformer() -> Any:
    from mtg_engine.cards.oracle.look_top import _filter
    from mtg_engine.cards.oracle.look_top import _transformer as look_transformer
    from mtg_engine.cards.oracle.parse import NUMBERS, NotUnderstood

    class SearchIR(type(look_transformer())):  # type: ignore[misc]
        """The passage's tree -> the `search_player_library` body (`who_kind` its target)."""

        def search_other_passage(self, items: list[Any]) -> dict[str, Any]:
            owner, amount, desc, act = items[0], items[1], items[2], items[3]
            nouns, f = desc
            f = _filter((nouns, f))
            if set(f) - _FILTER_KEYS:
                raise NotUnderstood("a quality of a card in a library")
            n = amount["take"]
            plural = n != 1 or bool(amount.get("up_to_n"))
            if (act["that"] in ("that card", "it") and plural) \
                    or (act["that"] in ("those cards", "them") and not plural):
                raise NotUnderstood("one card and 'them', or several and 'it'")
            if plural != self.plural_noun:
                raise NotUnderstood("the number and the noun disagree")
            body: dict[str, Any] = {"who_kind": str(owner).split()[1].removesuffix("'s"),
                                    "count": n, "to": act["to"], "that": act["that"]}
            if amount.get("up_to_n"):
                body["up_to"] = True
            if f:
                body["filter"] = f
            if act["to"] == "battlefield":
                from mtg_engine.cards.oracle.search import _may_be_aura

                if _may_be_aura(f):
                    raise NotUnderstood("a card that may be an Aura onto the battlefield")
            return body

        plural_noun = False

        def lt_desc(self, items: list[Any]) -> Any:
            self.plural_noun = any(getattr(t, "type", "") == "CARDWORD" and str(t) == "cards"
                                   for t in items)
            return super().lt_desc(items)

        def so_count(self, items: list[Any]) -> dict[str, Any]:
            word = str(items[0])
            return {"take": 1 if word in ("a", "an") else NUMBERS[word]}

        def so_battlefield(self, items: list[Any]) -> dict[str, Any]:
            return {"to": "battlefield", "that": str(items[0])}

        def so_exile(self, items: list[Any]) -> dict[str, Any]:
            return {"to": "exile", "that": str(items[0])}

        def so_graveyard(self, items: list[Any]) -> dict[str, Any]:
            return {"to": "graveyard", "that": str(items[0])}  # (its owner's, 400.3)

    return SearchIR()


def read_passage(printed: str) -> dict[str, Any] | None:
    """The `search_player_library` body of a passage (`who_kind` for its target), or None."""
    from mtg_engine.cards.oracle.look_top import read_printed

    return read_printed("search_other_passage", printed, _transformer())  # type: ignore[no-any-return]


def lower_text(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text holding one such passage, or None."""
    text = text.strip()
    m = _HEAD.search(text)
    if m is None:
        return None
    head = text[:m.start()].strip()
    if head.endswith(", then"):  # "Destroy all creatures, then search ..." (608.2c)
        if m.group(0)[0] != "s":
            return None
        head = head.removesuffix(", then") + "."
    elif m.group(0)[0] != "S":
        return None
    sentences = [s for s in re.split(r"(?<=\.) ", text[m.start():]) if s]
    if len(sentences) < 2:
        return None
    body = read_passage(" ".join(sentences[:2]))
    if body is None:
        return None
    after = " ".join(sentences[2:])
    if re.match(r"(?i)(it|that|they|their|those)\b", after):
        return None  # (a later sentence about the cards found: not read)

    def middle(b: dict[str, Any] = body) -> dict[str, Any]:
        kind = b.pop("who_kind")
        return {"search_player_library": {"who": ctx.add_target({"kind": kind}), **b}}

    return between_sentences(ctx, head, middle, after, compile_rest)


_SAME_NAME = re.compile(r"(?:(?<=^)|(?<=\. ))Search its (?:controller|owner)'s graveyard, hand, "
                        r"and library for ")
# "Choose target card in a graveyard other than a basic land card." (Surgical Extraction): only
# a target (115.1); no card but a land has the supertype basic (205.4c), so "not basic" says it
_CHOOSE_CARD = "Choose target card in a graveyard other than a basic land card."
_CHOSEN_SPEC = {"kind": "card", "zone": "graveyard", "filter": {"not_supertypes": ["Basic"]}}
# the target a "that <noun>" names: its kind and card type (the first sentence's target)
_NOUN_KIND = {"spell": ("spell", None), "creature": ("creature", None),
              "artifact": ("permanent", "Artifact"), "enchantment": ("permanent", "Enchantment"),
              "land": ("permanent", "Land")}


def _same_name(printed: str) -> dict[str, Any] | None:
    """The `exile_same_name` body of the passage "Search its controller's graveyard, hand, and
    library for all cards with the same name as that <noun> and exile them. Then that player
    shuffles.", or None."""
    from lark import Transformer

    from mtg_engine.cards.oracle import parse

    class SameNameIR(Transformer):  # type: ignore[type-arg]
        def same_name_passage(self, items: list[Any]) -> dict[str, Any]:
            out: dict[str, Any] = {"noun": str(items[2])}
            if str(items[0]).startswith("its owner"):
                out["owner"] = True
            if str(items[1]) != "all":
                out["any_number"] = True
            return out

    return parse.read("same_name_passage", printed.strip().lower(),  # type: ignore[no-any-return]
                      SameNameIR())


def lower_same_name(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """A text whose first sentence exiles or counters one target and whose next two search its
    controller's zones for cards with its name (701.19; Splinter, Quash), or None."""
    text = text.strip()
    m = _SAME_NAME.search(text)
    if m is None or m.start() == 0:
        return None
    sentences = [s for s in re.split(r"(?<=\.) ", text[m.start():]) if s]
    if len(sentences) != 2:
        return None
    body = _same_name(" ".join(sentences))
    if body is None:
        return None
    before = text[:m.start()].strip()
    if body.get("owner"):  # 701.19: "Search its owner's ..." after choosing a card target
        if before != _CHOOSE_CARD or ctx.targets or body.pop("noun") != "card":
            return None
        ctx.add_target(dict(_CHOSEN_SPEC, filter=dict(_CHOSEN_SPEC["filter"])))
        return [{"exile_same_name": {"of": "target", **body}}]
    if body.get("noun") == "card":
        return None
    head = compile_rest(ctx, before)
    if not head or len(head) != 1 or len(ctx.targets) != 1:
        return None
    verb, params = next(iter(head[0].items()))
    kind, card_type = _NOUN_KIND[body.pop("noun")]
    spec = ctx.targets[0]
    if verb not in ("exile", "counter") or params != {"what": "target"} \
            or spec["kind"] != kind or (verb == "counter") != (kind == "spell") \
            or (card_type is not None
                and spec.get("filter", {}).get("types") != [card_type]):
        return None  # "that artifact": the artifact the first sentence exiled (608.2h)
    return [head[0], {"exile_same_name": {"of": "target", **body}}]


def render_same_name(refs: Any, p: dict[str, Any]) -> str:
    """The inverse of `lower_same_name`'s second effect; "that <noun>" from the target."""
    how = "any number of" if p.get("any_number") else "all"
    tail = f"graveyard, hand, and library for {how} cards with the same name as that "
    if p.get("owner"):
        return f"{_CHOOSE_CARD.lower()} search its owner's {tail}card and exile them. " \
            "then that player shuffles"
    spec = refs.targets[0] if refs.targets else {}
    kind = spec.get("kind")
    types = spec.get("filter", {}).get("types") or []
    noun = kind if kind in ("spell", "creature") else types[0].lower() if len(types) == 1 \
        else "permanent"
    return f"search its controller's {tail}{noun} and exile them. then that player shuffles"


def render(refs: Any, p: dict[str, Any]) -> str:
    """The passage of a `search_player_library` effect (render.py)."""
    from mtg_engine.cards.oracle.render_phrases import _num, describe_filter

    n = p.get("count", 1)
    f = dict(p.get("filter", {}))
    what = describe_filter(f, "card", n != 1 or p.get("up_to", False)) if f else \
        ("card" if n == 1 and not p.get("up_to") else "cards")
    amount = ("up to " + _num(n) if p.get("up_to") else
              ("an" if what[0] in "aeiou" else "a") if n == 1 else _num(n))
    that = p["that"]
    act = f"put {that} onto the battlefield under your control" if p["to"] == "battlefield" \
        else f"put {that} into their graveyard" if p["to"] == "graveyard" else f"exile {that}"
    return f"search {refs.obj(p['who'])}'s library for {amount} {what} and {act}. " \
        "then that player shuffles"
