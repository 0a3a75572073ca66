"""Compile-time SyntaxWarnings as CPython 3.11 gives them: is with a literal, an assertion of a tuple, a literal called
or subscripted (a missing comma?), with the line; an error filter makes them SyntaxErrors."""
import warnings
SOURCES = [
    "x = 1\nif x is 1:\n    pass\n",
    "x = 1\ny = x is not ()\n",
    "x = 1\nz = 1 < x is 'a'\n",
    "x = 1\nok = x is None or x is True or x is ...\n",
    "assert (x, 'msg')\n",
    "assert ()\n",
    "f = [1, 2] (3)\n",
    "g = (1, 2) (3)\n",
    "h = f'x' ()\n",
    "i = 5 [0]\n",
    "j = {1, 2} [0]\n",
    "k = [1, 2] ['a']\n",
    "l = 'abc' [1.5]\n",
    "m = (1, 2) [0]\n",
    "n = [1] [x]\n",
    "o = (lambda: 0) [0]\n",
    "p = None [0]\n",
    "def q():\n    return x.attr is 3\n",
]
for src in SOURCES:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('always')
        compile(src, '<src>', 'exec')
    print(repr(src.splitlines()[-1]), [(x.category.__name__, str(x.message), x.lineno, x.filename) for x in w])
with warnings.catch_warnings():
    warnings.simplefilter('error')
    for src in SOURCES[:2]:
        try:
            compile(src, '<err>', 'exec')
        except SyntaxError as e:
            print('SyntaxError', e.msg, e.lineno, e.offset, e.filename)
