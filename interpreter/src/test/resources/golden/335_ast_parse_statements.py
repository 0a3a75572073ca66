# ast.parse of every kind of statement, dumped with positions (include_attributes) as CPython 3.11 gives them:
# definitions with every parameter kind, decorators, classes, assignments of every target shape, loops, with,
# try/except*/finally, imports, global/nonlocal, async forms, and the 'single' and 'eval' modes.
import ast

SNIPPETS = [
    "pass\nbreak\ncontinue\n",
    "x = 1\nx = y = z\na, b = c\n[a, *b] = c\nx.y = 1\nx[0] = 1\nx[1:2] = y\n(a) = 1\n",
    "x += 1\nx.y -= 2\nx[i] *= 3\nx @= y\nx //= 2\nx **= 2\nx >>= 1\nx <<= 1\nx |= 1\nx &= 1\nx ^= 1\nx %= 1\nx /= 1\n",
    "x: int\nx: int = 1\n(x): int = 2\nx.y: str\nx[0]: float = 1.5\n",
    "del x\ndel x, y\ndel x.a, x[0], (a, b), [c]\n",
    "def f(): pass\n",
    "def f(a, b=1, /, c=2, *args, d, e=3, **kw) -> int:\n    return a\n",
    "def f(*, a): pass\ndef g(a, /): pass\ndef h(a: int, *b: str, **c: 'x'): pass\n",
    "@dec\n@dec2(1)\ndef f():\n    '''doc'''\n    return\n",
    "async def f():\n    await x\n    async for a in b:\n        pass\n    async with c as d, e:\n        pass\n",
    "class A: pass\nclass B(A, metaclass=M, **kw):\n    x = 1\n    def m(self): pass\n",
    "@decorator\nclass C(object):\n    pass\n",
    "for x in y:\n    pass\nelse:\n    pass\nfor a, b in c: pass\nfor (a, b) in c: pass\n",
    "while x:\n    break\nelse:\n    y = 1\n",
    "if a:\n    pass\nelif b:\n    pass\nelif c:\n    x\nelse:\n    y\n",
    "with a: pass\nwith a as b, c as (d, e): pass\nwith (a as b, c): pass\n",
    "try:\n    pass\nexcept E:\n    pass\nexcept (F, G) as e:\n    pass\nexcept:\n    pass\nelse:\n    pass\nfinally:\n    pass\n",
    "try:\n    pass\nexcept* E as e:\n    pass\nexcept* F:\n    pass\n",
    "try:\n    x\nfinally:\n    y\n",
    "raise\nraise E\nraise E from c\nassert x\nassert x, 'msg'\n",
    "import a\nimport a.b.c as d, e\nfrom a import b\nfrom a.b import c as d, e\nfrom . import x\nfrom ..a import *\nfrom .a import (b,\n   c)\n",
    "def f():\n    global a, b\n    def g():\n        nonlocal c\n",
    "def g():\n    yield\n    yield 1\n    x = yield 2\n    yield from h()\n",
    "lambda: 0\nlambda x, *y, z=1, **w: x\n",
    "if x:\n    pass\n# comment\n\n\nelse:\n    pass\n",
    "x = (1 +\n     2)\n",
    "def f(a,\n      b):\n    return (a\n            + b)\n",
    "x = 1; y = 2; z = 3\n",
    "if True: a; b\n",
    "for x in range(3):\n    if x:\n        continue\n    else:\n        break\n",
    "def foo():\n    x = 1; pass; del x;\nif a: b;\n",
]

for src in SNIPPETS:
    print(repr(src))
    print(ast.dump(ast.parse(src), include_attributes=True))

print(ast.dump(ast.parse("x = 1", mode="single"), include_attributes=True))
print(ast.dump(ast.parse("if x:\n    y\n", mode="single"), include_attributes=True))
print(ast.dump(ast.parse("a + b", mode="eval"), include_attributes=True))
print(ast.dump(ast.parse("f(x)\n", "<file>", "exec")))
print(ast.dump(ast.parse(""), include_attributes=True))
print(ast.dump(ast.parse("\n\n# only a comment\n"), include_attributes=True))
