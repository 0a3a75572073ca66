# ast.parse of every kind of expression with positions: operators and their precedence, comparisons, boolean
# chains, calls with every argument form, attributes, subscripts and slices, displays, comprehensions, named
# expressions, conditional expressions, constants of every type (u-prefixed strings get kind 'u'), implicit
# concatenation, parentheses that do not make nodes, and columns counted in UTF-8 bytes on non-ASCII lines.
import ast

SNIPPETS = [
    "1 + 2 * 3 - 4 / 5 // 6 % 7 ** 8 @ m\n",
    "a << b >> c | d & e ^ f\n",
    "-x\n+x\n~x\nnot x\n- - x\n",
    "a and b and c\na or b\na and b or c and d\nnot a and b\n",
    "a < b\na < b <= c == d != e > f >= g\na is b\na is not b\na in b\na not in b\n",
    "f()\nf(a, b)\nf(a, *b, c=1, **d)\nf(*a, *b)\nf(x for x in y)\nf(a)(b)(c)\n",
    "a.b\na.b.c\na[0]\na[1:2]\na[::2]\na[1:2, 3]\na[:, ...]\na[b][c]\na[()]\na[x,]\n",
    "[]\n[1, 2]\n()\n(1,)\n(1, 2)\n1, 2\n{}\n{1: 2, **x}\n{1, 2}\n{*a, b}\n",
    "[x for x in y]\n{x for x in y if x if z}\n{k: v for k, v in d}\n(x for x in y for z in x)\n",
    "async def f():\n    [x async for x in y]\n    await z\n",
    "(y := 10)\nif (n := len(a)) > 10: pass\n[y := f(x), y**2]\n",
    "a if b else c\nx = a if b else (c if d else e)\n",
    "1\n1.5\n1j\n2.5j\n0x1f\n1_000\n10**100\n's'\nb'b'\nu'u'\nr'r'\nTrue\nFalse\nNone\n...\n",
    "'a' 'b'\nb'a' b'b'\n'''multi\nline'''\n",
    "x = 'é' + y\n",
    "ñame = f(ñ, 'ü' , z)\n",
    "s = '日本語'; t = x\n",
    "('😀', a)\n",
    "((a))\n(a).b\n(a)(b)\n(a + b) * c\n",
    "x = (\n    1,\n    2,\n)\n",
    "print(*args, sep='', **kw)\n",
    "a[b:c:d]\na[b:]\na[:c]\na[:]\n",
    "x = yield\n" if False else "def g():\n    x = yield\n    y = yield from z\n",
    "f(a for a in b)\nf((a for a in b), c)\n",
    "*a, b = c\na, *b = c\n",
    "[*a, *b]\n(*a, b)\n",
    "x.y.z(1).w[2]\n",
]

for src in SNIPPETS:
    print(repr(src))
    print(ast.dump(ast.parse(src), include_attributes=True))

print(ast.dump(ast.parse("x + 'é'", mode="eval"), include_attributes=True))
tree = ast.parse("'é' + b")
print(tree.body[0].value.right.col_offset, tree.body[0].value.right.end_col_offset)
