"""Trigger conditions printed in other words than the ones the trigger grammar reads, said in
those words before a paragraph is read (compiler.paragraph_pairs, as amount_synonyms.py does
for amounts); each pair says the same event and the same condition:

  Whenever an opponent activates an ability of an artifact, creature, or land on the
  battlefield, if it isn't a mana ability, ...                              (Harsh Mentor)
    = Whenever an opponent activates an ability of an artifact, creature, or land that isn't a
      mana ability, ...
    (109.2: "an artifact, creature, or land" is a permanent, on the battlefield; 605.3a: a
    mana ability doesn't use the stack, and the trigger sees only the others; 603.4: whether
    it is a mana ability doesn't change between the trigger and its resolution.)
  Whenever a creature deals combat damage to one of your opponents, ...
                                                            (Edric, Spymaster of Trest)
    = Whenever a creature deals combat damage to an opponent, ...     (102.2: your opponents)
  Whenever a permanent owned by another player is put into a graveyard from the battlefield,
  ...                                                               (Kothophed, Soul Hoarder)
    = Whenever a permanent is put into an opponent's graveyard from the battlefield, ...
    (404.2: a permanent goes to its owner's graveyard; 102.3: with no teams, which the engine
    doesn't play, team_words.py, every other player is an opponent)
  Whenever a creature you control that's enchanted becomes blocked, ...
                                                                (Beastmaster's Magemark)
    = Whenever an enchanted creature you control becomes blocked, ...   (303.4, 301.5: the
      same creatures, the adjective said first)
  Whenever one or more creature cards are put into your graveyard from anywhere during your
  turn, ...                                                           (Crawling Infestation)
    = Whenever one or more creature cards are put into your graveyard from anywhere, if it's
      your turn, ...  (603.4: an intervening "if" judged as the event happens, as "during
      your turn" is; again as it resolves, still in that turn: the turn can't end while it
      waits on the stack, 500.2; "triggers only once each turn" counts only triggers, 603.2)
  Whenever ~ or another creature you control is turned face up, ...           (Pine Walker)
    = Whenever a creature you control is turned face up, ...
  Whenever ~ or another permanent is turned face up, ...                  (Unblinking Bleb)
    = Whenever a permanent is turned face up, ...
    (702.37e, 708.8: ~ turned face up is a permanent, and a creature when the card says
    "another creature", under its controller's control: the same events; turning face up
    looks at the permanent as it is then, no look back in time, 603.10)
  Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for each
  creature blocking it.                                                    (Spined Sliver)
    = Whenever a Sliver becomes blocked, it gets +1/+1 ...   (603.2, 509.1h: "that Sliver"
      is the blocked creature the event names, the trigger's one object: "it")
  Whenever ~ and/or one or more other Vampires enter the battlefield under your control, ...
                                                               (Anje, Maid of Dishonor)
    = Whenever one or more Vampires enter the battlefield under your control, ...
    (603.2, 603.6a: "other Vampires" says ~ is one; it enters under its controller's control,
    the ability's "you"; one trigger for the event, with or without ~ among them)
  At the beginning of your upkeep, if you control no permanents other than ~ and have no
  cards in hand, you win the game.                                          (Barren Glory)
    = ..., if you control no other permanents and you have no cards in hand, ...
    (603.4, 109.1: "other than ~" is "other"; the subject "you" said again)
  ... If ~ is destroyed this way, it deals 7 damage to you.                  (Cosmic Horror)
    = ... If ~ is destroyed this way, ~ deals 7 damage to you.  ("it": the one object the
      condition names; 608.2h: as it last existed)
"""

from __future__ import annotations

import re

_SAME: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^(Whenever (?:a player|an opponent|you) activates? an ability of an? "
                r"[a-z, ]+?) on the battlefield, if it isn't a mana ability, "),
     r"\1 that isn't a mana ability, "),
    (re.compile(r"^(Whenever a creature (?:you control )?deals combat damage to) one of your "
                r"opponents, "), r"\1 an opponent, "),
    (re.compile(r"^Whenever a permanent owned by another player is put into a graveyard from "
                r"the battlefield, "),
     "Whenever a permanent is put into an opponent's graveyard from the battlefield, "),
    (re.compile(r"^(Whenever one or more [a-z]+ cards are put into your graveyard from "
                r"anywhere) during your turn, (?!if )"), r"\1, if it's your turn, "),
    (re.compile(r"^Whenever a creature you control that's (enchanted|equipped) (attacks|blocks|"
                r"becomes blocked), "), r"Whenever an \1 creature you control \2, "),
    (re.compile(r"^Whenever ~ or another (creature you control|permanent) is turned face up, "),
     r"Whenever a \1 is turned face up, "),
    (re.compile(r"^(Whenever an? ([A-Z][a-z]+) becomes blocked), that \2 gets "),
     r"\1, it gets "),
    (re.compile(r"^Whenever ~ and/or one or more other ([A-Z][a-z]+) enter the battlefield "
                r"under your control, "),
     r"Whenever one or more \1 enter the battlefield under your control, "),
    (re.compile(r"\bif you control no permanents other than ~ and have no cards in hand, "),
     "if you control no other permanents and you have no cards in hand, "),
    (re.compile(r"\b(If ~ is destroyed this way), it deals "), r"\1, ~ deals "),
    (re.compile(r"^Whenever a creature you control (without [a-z]+) dies, "),
     r"Whenever a creature \1 you control dies, "),
)


def said_plainly(text: str) -> str:
    """`text` with each trigger condition of `_SAME` in the words the grammar reads."""
    if "mana ability" not in text and "one of your opponents" not in text \
            and "another player" not in text and "during your turn" not in text \
            and "that's " not in text and "turned face up" not in text \
            and "becomes blocked, that " not in text and "and/or one or more other" not in text \
            and "no permanents other than ~" not in text \
            and "destroyed this way, it " not in text \
            and "you control without " not in text:
        return text
    for pattern, words in _SAME:
        text = pattern.sub(words, text)
    return text
