"""Wordings the round trip reads as the same words (render.normalise, session 18, issue 11):
the same instruction said in another order or form, never words of another meaning. Each
rule says why the two wordings name the same objects and do the same thing."""

from __future__ import annotations

# "it also gains first strike", "those creatures also gain vigilance": the object or group
# named before, whatever else it got (no other meaning)
ALSO = (r"\b(it|~|those creatures|creatures you control) also (gets?|gains?)\b", r"\1 \2")

NORMALISE: tuple[tuple[str, str], ...] = (
    # "destroy all permanents other than ~": all other permanents (not the source; a count's
    # "each other creature" may be other than the object it pumps: render._counted)
    (r"\ball ((?:[a-z]+ )?)(permanents|creatures|artifacts|lands) other than ~", r"all other \1\2"),
    # 201.5: "it" where the only object named before is the source itself: "As long as ~ is
    # enchanted, it has ...", "When ~ becomes the target of a spell or ability, sacrifice it"
    # (a spell can't be sacrificed), "Sacrifice this creature: It deals 1 damage ...",
    # "Exile this creature, then return it to the battlefield" (the same object, 400.7 aside)
    (r"(^|: |\. )(as long as ~ is [a-z]+, )it (has|gets|gains)\b", r"\1\2~ \3"),
    (r"\b(when(?:ever)? (~|this creature) becomes the target of a spell(?: or ability)?, "
     r"(?:you )?sacrifice) it\b", r"\1 \2"),
    (r"\b(sacrifice this creature: )it (deals)\b", r"\1this creature \2"),
    # 120.3: "~ deals 1 damage to itself": the source is dealt the damage it deals
    (r"\b(~ deals? (?:\d+|x) damage to) itself\b", r"\1 ~"),
    # 603.2, 608.2h: "Whenever you cast an Elf spell, it gains haste": "it" is the spell cast
    # (the only object the event names; 400.7a: its permanent keeps what it gained)
    (r"\b(when(?:ever)? you cast (?:an? )?[a-z]+ spell, )it (gains?)\b", r"\1that spell \2"),
    (r"\b(exile this creature, then (?:you )?return) (?:it|~)\b", r"\1 this creature"),
    (r"^(when ~ (?:attacks|blocks|attacks and isn't blocked), you may sacrifice) it\b", r"\1 ~"),
    # 603.2, 608.2h: "Whenever a creature enters the battlefield under your control, you may
    # have it fight ...": "it" is that creature, the only object the trigger event names
    (r"\b(when(?:ever)? a creature enters (?:the battlefield )?under your control, you may "
     r"ha(?:ve|s)) it (fight)\b", r"\1 that creature \2"),
    # 115.1, 109.4: "target player and each creature they control": "they" is that player,
    # the only player named; "each creature and planeswalker" is every permanent that is
    # either (the group's types, 205.2)
    (r"\b(target (?:player|opponent) and each [a-z ]+?) they control\b", r"\1 that player controls"),
    (r"\beach creature and planeswalker\b", "creatures or planeswalkers"),
    # one verb for two targets: "destroy target creature and target land" (115.1d)
    (r"\b(destroy target [^.]+?) and (?:you )?destroy (target)\b", r"\1 and \2"),
    # 611.2a: "... until end of turn. It must be blocked this turn if able." (the same object
    # and duration, said as one sentence: "and must be blocked this turn if able")
    (r"\b(until end of turn)\. (?:it|~|those creatures) (must be blocked|can attack|attacks?) "
     r"(this turn)\b",
     r"\1 and \2 \3"),
    # "each opponent discards a card, then each opponent mills a card" (one group, in turn)
    (r"\b(each opponent|each player) (discards [^,.]+), then \1 (mills)\b", r"\1 \2 and \3"),
    # 109.1: a description's words in either order ("each creature without flying defending
    # player controls"; "unblocked attacking creatures", 509.1h)
    (r"\b(creatures?) (defending player controls) (without flying)\b", r"\1 \3 \2"),
    (r"\bunblocked attacking\b", "attacking unblocked"),
    (r"(^|\. )players may\b", r"\1any player may"),  # (each player: Akoum)
    (r"\b(creatures?) blocked by ~ with flying\b", r"\1 with flying blocked by ~"),
    # 611.2a: "~ gets +3/+3 and becomes a Bear Berserker until end of turn" (one duration)
    (r"\bgets ([+-]\d+/[+-]\d+) and becomes (an? [a-z ]+?) until end of turn\b",
     r"becomes \2 and gets \1 until end of turn"),
    # "As long as enchanted permanent is a creature, it gets": that creature (611.3a)
    (r"^(as long as enchanted permanent is a creature, )it\b", r"\1enchanted creature"),
    # 603.2: "Whenever ~ or another creature you control leaves the battlefield": two events
    (r"\bwhen ~ ([a-z ]+?) or when (another [a-z ]+?) \1(?=,)", r"when ~ or \2 \1"),
    # "if it's a creature": the contraction of "it is" (the same words; "it" is then read
    # as every "it" is: ~ where no target is named)
    (r"\bif it's (an?) ", r"if it is \1 "),
    # 109.2: "target blue or black noncreature permanent": the same adjectives in another
    # order ("noncreature blue or black permanent")
    (r"\b(white|blue|black|red|green) or (white|blue|black|red|green) (non[a-z-]+) ",
     r"\3 \1 or \2 "),
    # 608.2d: "creatures of the creature type of your choice get ...": the type is chosen as
    # the instruction is carried out, as "Choose a creature type. Creatures of the chosen type"
    (r"(^|, |\. )creatures of the creature type of your choice\b",
     r"\1choose a creature type. creatures of the chosen type"),
    # "that creature gets -X/-0 ..., where X is half the creature's power": the creature
    # named just before (the only one)
    (r"\b(that creature [^.]*?where x is [a-z ]*?)the creature's\b", r"\1that creature's"),
    # 608.2c: "that player may pay {2}. If the player does, they draw a card": "they" is that
    # player, the only player named
    (r"\b(that player may [^.]+\. if (?:the|that) player does, )they (draw|gain|lose|create|"
     r"discard|sacrifice|search|put|return)\b", r"\1that player \2s"),
    # 115.1, 601.2c: "deals 2 damage to each of two target creatures": each target is dealt
    # the amount (a division says "divided as you choose"), as "to two target creatures"
    (r"\b(deals? (?:\d+|x) damage to )each of (two|three|four) target\b", r"\1\2 target"),
    # 118.12: "unless that spell's controller pays" (the target spell's, named just before)
    (r"\b(target spell\b[^.]*? unless )that spell's controller\b", r"\1its controller"),
)
