"""Value types shared by every part of the engine: colours, mana, card types, steps."""
