# Binding or deleting __debug__ is a compile-time error wherever a name is bound, located as CPython locates it.
def check(src, mode="exec"):
    try:
        compile(src, "<s>", mode)
        print("ok", repr(src))
    except SyntaxError as e:
        print(type(e).__name__, repr(e.msg), e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text))


for src in [
    "__debug__ = 1\n",
    "x = 1\n__debug__ += 1\n",
    "del __debug__\n",
    "def f(__debug__): pass\n",
    "def f(a, /, b, *__debug__): pass\n",
    "def f(*, __debug__=1): pass\n",
    "def f(**__debug__): pass\n",
    "lambda __debug__: 1\n",
    "x = lambda: (lambda *, __debug__: 0)\n",
    "for __debug__ in x: pass\n",
    "with a as __debug__: pass\n",
    "with a as (b, __debug__): pass\n",
    "import __debug__\n",
    "import a as __debug__\n",
    "import __debug__.b\n",
    "from a import __debug__\n",
    "from a import b as __debug__\n",
    "x.__debug__ = 1\n",
    "del x.__debug__\n",
    "x.__debug__\n",
    "class __debug__: pass\n",
    "def __debug__(): pass\n",
    "f(__debug__=1)\n",
    "f(a, *b, __debug__=1, **c)\n",
    "class C(__debug__=1): pass\n",
    "(__debug__ := 1)\n",
    "__debug__: int\n",
    "__debug__: int = 1\n",
    "x.__debug__: int\n",
    "global __debug__\n",
    "try:\n  pass\nexcept E as __debug__:\n  pass\n",
    "[x for __debug__ in y]\n",
    "{k: v for k, __debug__ in y}\n",
    "a, __debug__ = 1, 2\n",
    "[a, *__debug__] = 1, 2\n",
    "print(__debug__)\n",
    "def f():\n    x = __debug__\n    if x:\n        __debug__ = 2\n",
    "def f():\n    nonlocal x\n__debug__ = 1\n",
]:
    check(src)
check("(__debug__ := 2)", "eval")
check("__debug__", "eval")
print(__debug__)
