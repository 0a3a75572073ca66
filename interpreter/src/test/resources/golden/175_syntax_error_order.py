# The first error in the source wins, as in CPython's tokenizer-driven parser; a later error that CPython's
# tokenizer raises at once still outranks a parser error, an indentation error does not.
def check(src, mode="exec"):
    try:
        compile(src, "<s>", mode)
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, repr(e.msg), e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text))


for src in [
    "x = 1 +\nif True:\n\tx\n        y\n",
    "x = $\nif True:\n  a\n    b\n",
    "x = 1 +\n  y = 2\n",
    "if 1:\n\tx\n        y\n",
    "if 1:\n\tx\n        y\nx = = 2\n",
    "def f():\n  x = )\n   y\n",
    "a b\n  c\n",
    "x = 1 +\ns = 'abc\n",
    "x = 1 +\ns = 1_\n",
    "x = 1 +\ns = \\ 1\n",
    "x = 1 +\nif 1:\n  x\n y\n",
    "x = 1 +\nfor x in range(3):\n" + "".join(" " * (i + 1) + "if 1:\n" for i in range(101)),
    "x = = 2\ny = (\n",
    "x = (\n1 +\n",
    "x = (\n\tif\n",
    "x = 1 +\ny = 'a\\\n",
    "f(a for a in b, c)\ns = 'abc\n",
    "x = 1 +\ns = \u00a7\n",
    "x = 1 +\ns = \u0001\n",
    "x = 1 +\ns = 0b12\n",
    "1 = x\n\tif\n  'abc\n",
    "x = 1 +\ny = 1\\\n",
    "if x:\npass\n\tz = 'abc\n",
    "print('a')\n  print('b')\nprint('c\n",
    "def f(:\n\tpass\n        x\n",
]:
    check(src)
