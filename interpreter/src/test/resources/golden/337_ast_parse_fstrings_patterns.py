# ast.parse of f-strings (conversions, format specs, nested fields, '=' specifiers) and of match statements
# with every pattern kind, with positions.
import ast

SNIPPETS = [
    "f'a{b}c'\n",
    "f'{x!r} {y!s:>10} {z!a}'\n",
    "f'{x:{w}.{p}}'\n",
    "f'{x=}'\nf'{x = !r}'\nf'{x=:>5}'\n",
    "f'{a}' 'b' f'{c}'\n",
    "f'''{\na\n}'''\n",
    "x = f'{a[\"k\"]}' + f\"{'q'}\"\n",
    "f''\nf'plain'\n",
    "match x:\n    case 1:\n        pass\n    case -1:\n        pass\n    case 1 + 2j:\n        pass\n    case 'a' 'b':\n        pass\n",
    "match x:\n    case None:\n        pass\n    case True | False:\n        pass\n    case a.b.c:\n        pass\n",
    "match x:\n    case [a, *rest]:\n        pass\n    case (a, b):\n        pass\n    case [*_]:\n        pass\n    case ():\n        pass\n",
    "match x:\n    case {'k': v, **rest}:\n        pass\n    case {1: _, a.b: [c]}:\n        pass\n",
    "match x:\n    case Point(1, y=2):\n        pass\n    case p.Q(a, b, c=[d]):\n        pass\n    case R():\n        pass\n",
    "match x:\n    case [a] as b if b > 1:\n        pass\n    case _:\n        pass\n    case (1 | 2) as z:\n        pass\n",
    "match a, b:\n    case x, y:\n        pass\n",
    "match(x)\nmatch = 1\ncase = 2\n_ = 3\n",
]

for src in SNIPPETS:
    print(repr(src))
    print(ast.dump(ast.parse(src), include_attributes=True))
