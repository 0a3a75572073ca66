# Helper module with __all__ for the star-import program (not a golden program itself).
__all__ = ["shout", "whisper", "VERSION"]

VERSION = (1, 2)
hidden_but_public = "not exported by *"


def shout(s):
    return s.upper() + "!"


def whisper(s):
    return s.lower() + "..."


def _internal():
    return "internal"
