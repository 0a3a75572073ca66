# ast.unparse round trips over many constructs, ast.literal_eval of every literal kind and its refusals, and
# ast.dump's options (annotate_fields, indent), ast.increment_lineno and ast.get_source_segment.
import ast
import re

SOURCES = [
    "x = 1",
    "def f(a, /, b=2, *c, d, e=5, **f) -> int:\n    return a + b",
    "async def g():\n    async with a as b:\n        await b\n    async for x in y:\n        yield x",
    "class C(B, metaclass=M):\n    '''doc'''\n    x: int = 3\n\n    @property\n    def p(self):\n        return self.x",
    "for i in range(10):\n    if i % 2:\n        continue\n    elif i > 5:\n        break\nelse:\n    pass",
    "try:\n    a()\nexcept (E1, E2) as e:\n    raise X from e\nelse:\n    b()\nfinally:\n    c()",
    "with open(f) as a, open(g) as b:\n    pass",
    "lambda x, *y, **z: (x, y, z)",
    "a if b else c",
    "[x * y for x in range(3) if x for y in range(x)]",
    "{k: v for k, v in items()}",
    "{*a, *b}",
    "f(*args, key=1, **kw)",
    "a[1:2, ::3]",
    "x = (yield)",
    "print(f'{a!r:>{width}} and {b=}')",
    "-(-x) ** 2",
    "not (a and b or c)",
    "a < b < c",
    "(a := 10)",
    "global x, y",
    "import a.b as c\nfrom ..d import (e as f, g)",
    "del a[0], b.c",
    "assert x, 'message'",
    "match p:\n    case Point(x=0, y=0):\n        pass\n    case [1, *rest] | {'k': _, **kw}:\n        pass\n    case str() as s if s:\n        pass",
    "x = 1e308 * 10\ny = 1j\nz = -0.0",
    "s = 'a\\nb' + \"q'q\" + '''t'''",
    "b = b'\\x00\\xff'",
    "(1,)\n()\n[]\n{}",
]
for src in SOURCES:
    tree = ast.parse(src)
    text = ast.unparse(tree)
    print(text)
    print(ast.dump(ast.parse(text)) == ast.dump(tree))

for literal in ["1", "-1", "+1.5", "1+2j", "-3-4j", "'s'", "b'b'", "True", "None", "...", "(1, 'a', (2,))",
                "[1, [2, 3]]", "{'a': 1, 'b': [2]}", "{1, 2}", "set()", "  42", "0x10", "1_000"]:
    print(repr(literal), repr(ast.literal_eval(literal)))
for bad in ["x", "1 + x", "f()", "[i for i in y]", "{**a}", "a.b", "2 ** 3", "'a' * 2", "-'a'", "lambda: 0"]:
    try:
        ast.literal_eval(bad)
    except ValueError as e:
        print(repr(bad), "ValueError", re.sub(" at 0x[0-9a-f]+", "", str(e)))
print(ast.literal_eval(ast.Constant(5)), ast.literal_eval(ast.parse("[1, 2]", mode="eval")))

tree = ast.parse("def f(x):\n    return x + 1\n")
print(ast.dump(tree, annotate_fields=False))
print(ast.dump(tree, indent=2))
print(ast.dump(tree.body[0].args, indent="..", include_attributes=True))
ast.increment_lineno(tree, 10)
print(tree.body[0].lineno, tree.body[0].body[0].value.lineno, tree.body[0].body[0].end_lineno)
src = "total = alpha + 'ünïcode' * beta\n"
expr = ast.parse(src).body[0].value
print(ast.get_source_segment(src, expr), "|", ast.get_source_segment(src, expr.right), "|",
      ast.get_source_segment(src, expr.right.left))
print(ast.get_source_segment("x = (1 +\n   2)\n", ast.parse("x = (1 +\n   2)\n").body[0].value))
