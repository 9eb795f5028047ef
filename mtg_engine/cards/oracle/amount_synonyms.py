"""Variable amounts printed in other words than the ones the amount grammar reads (107.1,
608.2h), said in those words before a paragraph is read (compiler.paragraph_pairs, as
difference.py does); each pair says the same number of the same things:

  Draw cards equal to the mana value of the sacrificed permanent.           (Morbid Curiosity)
    = ... equal to the sacrificed permanent's mana value.    (118.3, 202.3: as it last existed)
  You draw cards equal to the sacrificed creature's power, then you gain life equal to its
  toughness.                                                                   (Momentous Fall)
    = ... equal to the sacrificed creature's toughness.  ("its": the one object the sentence
      names; 608.2h)
  Whenever you lose life, sacrifice a permanent for each 1 life you lost.        (Lich's Tomb)
    = ... sacrifice that many permanents.     (603.2, 119.3: the life lost in the event; one
      sacrifice of them all, 701.17a, as "sacrifice N permanents" is)
  ... equal to the number of creatures you control in excess of the number of creatures
  target opponent controls.                                              (Superior Numbers)
    = ... equal to the number of creatures you control minus the number of creatures target
      opponent controls.  (107.1b: no excess is 0, as a difference below 0 is)
  When ~ dies, you gain life and draw cards equal to its power.           (Lifeblood Hydra)
    = When ~ dies, you gain life equal to ~'s power and draw cards equal to ~'s power.  (the
      one amount of both instructions; "its" is ~'s, the only object the ability names, as it
      last existed, 608.2h: the life gained doesn't change it)
  ~ deals damage equal to the number of cards in target player's hand to that player.
                                                             (Tibalt, the Fiend-Blooded)
    = ~ deals damage to target player equal to the number of cards in that player's hand.
      (the same player, the same amount: only the order of the words differs)
  III — You gain X life and scry X, where X is the number of Zombies you control.
                                                                 (Tymaret Calls the Dead)
    = III — You gain X life, where X is the number of Zombies you control. Scry X, where X
      is the number of Zombies you control.  (608.2h: X counted for each instruction, the
      same number: a count of permanents or counters, which the life gained doesn't change)
  Each opponent loses two times X life.                               (Debt to the Deathless)
    = Each opponent loses twice X life.  (107.1a: the same product)
  Exile target creature card from your graveyard. Create X 1/1 white Bird creature tokens
  with flying, where X is the exiled card's toughness.                     (Scour the Desert)
    = ... where X is that card's toughness.  (608.2h: the one target card, exiled by the
      instruction before, as it last existed: an illegal target leaves the spell nothing to
      do, 608.2b, so no other card is "the exiled card")
  Draw two cards, then amass X, where X is the number of cards in your hand.
                                                                  (Commence the Endgame)
    = Draw two cards. Amass X, where X is the number of cards in your hand.  (608.2c: the
      instructions in order; 608.2h: X counted as the amass is carried out, after the draw)
  Count the number of cards in your library. Your life total becomes that number.
                                                                       (Invincible Hymn)
  At the beginning of your upkeep, count the number of permanents you control. Your life
  total becomes that number.                                         (Touch of the Eternal)
    = Your life total becomes the number of cards in your library.  (119.5: the life total
      set to the count; 608.2h: counted as the instruction is carried out, and counting
      changes nothing in between)
  Your life total becomes equal to your starting life total.         (Oketra's Last Mercy)
  When ~ enters the battlefield, if your life total is less than your starting life total,
  it becomes equal to your starting life total.                       (Resolute Archangel)
    = ... your life total becomes your starting life total.  (119.5, 103.3; "it" is the life
      total the condition names, the only thing that can become a number there)
  When ~ enters the battlefield, create X Treasure tokens, where X is the number of
  artifacts and enchantments your opponents control.                (Dockside Extortionist)
    = ... the number of artifacts and/or enchantments your opponents control.  (107.1, 205.2a:
      each permanent that is either counted once, an artifact enchantment too; "for each
      artifact and enchantment" is "for each artifact or enchantment")
"""

from __future__ import annotations

import re
from collections.abc import Callable

_STAT = r"(power|toughness|mana value)"
_TYPE = r"(artifact|creature|enchantment|land|planeswalker)"
_NOUN = r"(creature|artifact|enchantment|land|permanent)"
_SAME: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # 118.3, 608.2h: "the <stat> of the sacrificed <noun>" is "the sacrificed <noun>'s <stat>"
    (re.compile(rf"\bthe {_STAT} of the sacrificed {_NOUN}\b"), r"the sacrificed \2's \1"),
    # 608.2h: "... the sacrificed creature's power, then ... equal to its toughness": "its" is
    # the sacrificed creature (no other object named between them)
    (re.compile(rf"(\bthe sacrificed {_NOUN}'s {_STAT}, then [^.]*?\bequal to )its {_STAT}\b"),
     r"\1the sacrificed \2's \4"),
    # 119.3, 603.2: "sacrifice a permanent for each 1 life you lost" after "Whenever you lose
    # life" is "sacrifice that many permanents"
    (re.compile(r"^(Whenever you lose life, )sacrifice a permanent for each 1 life you "
                r"lost\."), r"\1sacrifice that many permanents."),
    # 107.1b: "<count> in excess of <count>" is "<count> minus <count>"
    (re.compile(r"\bequal to (the number of [^.,]+?) in excess of (the number of [^.,]+?)"
                r"(?=\.)"), r"equal to \1 minus \2"),
    # 608.2h: "When ~ <event>, you gain life and draw cards equal to its power." is both
    # instructions with the source's power (one object named: "its" is ~)
    (re.compile(r"^(When ~ [a-z ]+, you gain life) and (draw cards) equal to its (power|"
                r"toughness)\.$"), r"\1 equal to ~'s \3 and \2 equal to ~'s \3."),
    # 608.2h: "you gain X life and scry X / draw X cards, where X is <a count>": the count
    # said for each instruction (not a count of life, which the first changes)
    (re.compile(r"\b([Yy]ou) gain X life and (scry X|draw X cards), where X is (the number of "
                r"(?![^.]*\blife\b)[^.]+)\."),
     lambda m: f"{m[1]} gain X life, where X is {m[3]}. {m[2][0].upper()}{m[2][1:]}, where X "
               f"is {m[3]}."),
    # 608.2c, 701.44a: "<instruction>, then amass X, where X is ..." is two sentences
    (re.compile(r"^(Draw [a-z]+ cards?), then amass X, where X is "), r"\1. Amass X, where X is "),
    # 608.2h: "the exiled card's <stat>" after the spell's one exile of its one target card
    (re.compile(rf"^(Exile target [a-z ]*?card from (?:a|your) graveyard(?:\. |, then )"
                rf"[^.]*?, where X is )the exiled card's {_STAT}\.$"), r"\1that card's \2."),
    # 107.1a: "two times X" is "twice X"
    (re.compile(r"\btwo times X\b"), "twice X"),
    # 120.3: the recipient said after the amount that names it
    (re.compile(r"\bdeals damage equal to the number of cards in target (player|opponent)'s "
                r"hand to that player\."),
     r"deals damage to target \1 equal to the number of cards in that player's hand."),
    # 119.5, 608.2h: "Count the number of <things>. Your life total becomes that number."
    (re.compile(r"(^|, )[Cc]ount (the number of [^.]+)\. Your life total becomes that number\."),
     lambda m: f"{m[1]}{'y' if m[1] else 'Y'}our life total becomes {m[2]}."),
    # 107.1, 205.2a: a count of two card types is of the permanents of either, each once
    (re.compile(rf"\bthe number of {_TYPE}s and {_TYPE}s (?=you control|your opponents control"
                r"|target (?:player|opponent) controls|that player controls)"),
     r"the number of \1s and/or \2s "),
    (re.compile(rf"\bfor each {_TYPE} and {_TYPE} (?=you control|your opponents control"
                r"|target (?:player|opponent) controls|that player controls)"),
     r"for each \1 or \2 "),
    # 119.5, 103.3: "<your life total> becomes equal to your starting life total"
    (re.compile(r"\b([Yy]our life total) becomes equal to your starting life total\b"),
     r"\1 becomes your starting life total"),
    (re.compile(r"(, if your life total is less than your starting life total), it becomes "
                r"equal to your starting life total\."),
     r"\1, your life total becomes your starting life total."),
)


def said_plainly(text: str) -> str:
    """`text` with each amount of `_SAME` in the words the amount grammar reads."""
    if "sacrificed" not in text and "life you lost" not in text and "in excess" not in text \
            and "gain life and draw" not in text and "'s hand to that player" not in text \
            and "gain X life and" not in text and "two times X" not in text \
            and ", then amass X" not in text and "becomes that number" not in text \
            and "becomes equal to your starting life total" not in text \
            and "the exiled card's" not in text and "s and " not in text \
            and "for each " not in text:
        return text
    for pattern, words in _SAME:
        text = pattern.sub(words, text)
    return text
