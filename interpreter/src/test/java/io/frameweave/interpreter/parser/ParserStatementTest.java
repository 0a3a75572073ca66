package io.frameweave.interpreter.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Statements: simple and compound statements, blocks, decorators, imports, assignments. The expected trees are what python3.11's {@code ast} module gives for the same source, in
 * {@link AstDump}'s notation (positions as {@code [line:col-endLine:endCol]}).
 */
class ParserStatementTest {

    static String[][] cases() {
        return new String[][] {
                {"try:\n    pass\nexcept* ValueError as e:\n    pass\nexcept* (A, B):\n    raise\nelse:\n    x = 1\n", "Module([TryStar[1:0-8:9]([Pass[2:4-2:8]()], [ExceptHandler[3:0-4:8](Name[3:8-3:18](\"ValueError\"), \"e\", [Pass[4:4-4:8]()]), ExceptHandler[5:0-6:9](Tuple[5:8-5:14]([Name[5:9-5:10](\"A\"), Name[5:12-5:13](\"B\")]), None, [Raise[6:4-6:9](None, None)])], [Assign[8:4-8:9]([Name[8:4-8:5](\"x\")], Constant[8:8-8:9](i1))], [])])"},
                {"a = b = c\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"a\"), Name[1:4-1:5](\"b\")], Name[1:8-1:9](\"c\"))])"},
                {"x += 1; y -= 2;\n", "Module([AugAssign[1:0-1:6](Name[1:0-1:1](\"x\"), ADD, Constant[1:5-1:6](i1)), AugAssign[1:8-1:14](Name[1:8-1:9](\"y\"), SUB, Constant[1:13-1:14](i2))])"},
                {"x: int = 5\n", "Module([AnnAssign[1:0-1:10](Name[1:0-1:1](\"x\"), Name[1:3-1:6](\"int\"), Constant[1:9-1:10](i5), 1)])"},
                {"(x): int\n", "Module([AnnAssign[1:0-1:8](Name[1:1-1:2](\"x\"), Name[1:5-1:8](\"int\"), None, 0)])"},
                {"a.b: List[int]\n", "Module([AnnAssign[1:0-1:14](Attribute[1:0-1:3](Name[1:0-1:1](\"a\"), \"b\"), Subscript[1:5-1:14](Name[1:5-1:9](\"List\"), Name[1:10-1:13](\"int\")), None, 0)])"},
                {"if a:\n    pass\nelif b:\n    x = 1\nelif c:\n    y\nelse:\n    z\n", "Module([If[1:0-8:5](Name[1:3-1:4](\"a\"), [Pass[2:4-2:8]()], [If[3:0-8:5](Name[3:5-3:6](\"b\"), [Assign[4:4-4:9]([Name[4:4-4:5](\"x\")], Constant[4:8-4:9](i1))], [If[5:0-8:5](Name[5:5-5:6](\"c\"), [Expr[6:4-6:5](Name[6:4-6:5](\"y\"))], [Expr[8:4-8:5](Name[8:4-8:5](\"z\"))])])])])"},
                {"while x < 10 and not y or z:\n    x += 1\nelse:\n    print(\"done\")\n", "Module([While[1:0-4:17](BoolOp[1:6-1:27](0, [BoolOp[1:6-1:22](1, [Compare[1:6-1:12](Name[1:6-1:7](\"x\"), [LT], [Constant[1:10-1:12](i10)]), UnaryOp[1:17-1:22](NOT, Name[1:21-1:22](\"y\"))]), Name[1:26-1:27](\"z\")]), [AugAssign[2:4-2:10](Name[2:4-2:5](\"x\"), ADD, Constant[2:9-2:10](i1))], [Expr[4:4-4:17](Call[4:4-4:17](Name[4:4-4:9](\"print\"), [Constant[4:10-4:16](\"done\")], []))])])"},
                {"for i, (a, b) in enumerate(zip(x, y)):\n    continue\nelse:\n    break\n", "Module([For[1:0-4:9](Tuple[1:4-1:13]([Name[1:4-1:5](\"i\"), Tuple[1:7-1:13]([Name[1:8-1:9](\"a\"), Name[1:11-1:12](\"b\")])]), Call[1:17-1:37](Name[1:17-1:26](\"enumerate\"), [Call[1:27-1:36](Name[1:27-1:30](\"zip\"), [Name[1:31-1:32](\"x\"), Name[1:34-1:35](\"y\")], [])], []), [Continue[2:4-2:12]()], [Break[4:4-4:9]()])])"},
                {"try:\n    pass\nexcept ValueError as e:\n    raise TypeError(\"x\") from e\nexcept (A, B):\n    pass\nexcept:\n    raise\nelse:\n    x = 1\nfinally:\n    y = 2\n", "Module([Try[1:0-12:9]([Pass[2:4-2:8]()], [ExceptHandler[3:0-4:31](Name[3:7-3:17](\"ValueError\"), \"e\", [Raise[4:4-4:31](Call[4:10-4:24](Name[4:10-4:19](\"TypeError\"), [Constant[4:20-4:23](\"x\")], []), Name[4:30-4:31](\"e\"))]), ExceptHandler[5:0-6:8](Tuple[5:7-5:13]([Name[5:8-5:9](\"A\"), Name[5:11-5:12](\"B\")]), None, [Pass[6:4-6:8]()]), ExceptHandler[7:0-8:9](None, None, [Raise[8:4-8:9](None, None)])], [Assign[10:4-10:9]([Name[10:4-10:5](\"x\")], Constant[10:8-10:9](i1))], [Assign[12:4-12:9]([Name[12:4-12:5](\"y\")], Constant[12:8-12:9](i2))])])"},
                {"with open(f) as g, lock:\n    pass\n", "Module([With[1:0-2:8]([withitem(Call[1:5-1:12](Name[1:5-1:9](\"open\"), [Name[1:10-1:11](\"f\")], []), Name[1:16-1:17](\"g\")), withitem(Name[1:19-1:23](\"lock\"), None)], [Pass[2:4-2:8]()])])"},
                {"with (open(f) as g, lock as h,):\n    pass\n", "Module([With[1:0-2:8]([withitem(Call[1:6-1:13](Name[1:6-1:10](\"open\"), [Name[1:11-1:12](\"f\")], []), Name[1:17-1:18](\"g\")), withitem(Name[1:20-1:24](\"lock\"), Name[1:28-1:29](\"h\"))], [Pass[2:4-2:8]()])])"},
                {"with (a, b):\n    pass\n", "Module([With[1:0-2:8]([withitem(Name[1:6-1:7](\"a\"), None), withitem(Name[1:9-1:10](\"b\"), None)], [Pass[2:4-2:8]()])])"},
                {"@dec\n@dec2(1)\ndef f(a, b=1, /, c=2, *args, d, e=3, **kw) -> int:\n    \"\"\"doc\"\"\"\n    return a\n", "Module([FunctionDef[3:0-5:12](\"f\", arguments([arg[3:6-3:7](\"a\", None), arg[3:9-3:10](\"b\", None)], [arg[3:17-3:18](\"c\", None)], arg[3:23-3:27](\"args\", None), [arg[3:29-3:30](\"d\", None), arg[3:32-3:33](\"e\", None)], [None, Constant[3:34-3:35](i3)], arg[3:39-3:41](\"kw\", None), [Constant[3:11-3:12](i1), Constant[3:19-3:20](i2)]), [Expr[4:4-4:13](Constant[4:4-4:13](\"doc\")), Return[5:4-5:12](Name[5:11-5:12](\"a\"))], [Name[1:1-1:4](\"dec\"), Call[2:1-2:8](Name[2:1-2:5](\"dec2\"), [Constant[2:6-2:7](i1)], [])], Name[3:46-3:49](\"int\"))])"},
                {"class A(B, C, metaclass=M):\n    x = 1\n    def m(self): return self.x\n", "Module([ClassDef[1:0-3:30](\"A\", [Name[1:8-1:9](\"B\"), Name[1:11-1:12](\"C\")], [keyword[1:14-1:25](\"metaclass\", Name[1:24-1:25](\"M\"))], [Assign[2:4-2:9]([Name[2:4-2:5](\"x\")], Constant[2:8-2:9](i1)), FunctionDef[3:4-3:30](\"m\", arguments([], [arg[3:10-3:14](\"self\", None)], None, [], [], None, []), [Return[3:17-3:30](Attribute[3:24-3:30](Name[3:24-3:28](\"self\"), \"x\"))], [], None)], [])])"},
                {"def g():\n    yield\n    yield 1\n    yield 1, 2\n    x = yield from h()\n    y = yield\n", "Module([FunctionDef[1:0-6:13](\"g\", arguments([], [], None, [], [], None, []), [Expr[2:4-2:9](Yield[2:4-2:9](None)), Expr[3:4-3:11](Yield[3:4-3:11](Constant[3:10-3:11](i1))), Expr[4:4-4:14](Yield[4:4-4:14](Tuple[4:10-4:14]([Constant[4:10-4:11](i1), Constant[4:13-4:14](i2)]))), Assign[5:4-5:22]([Name[5:4-5:5](\"x\")], YieldFrom[5:8-5:22](Call[5:19-5:22](Name[5:19-5:20](\"h\"), [], []))), Assign[6:4-6:13]([Name[6:4-6:5](\"y\")], Yield[6:8-6:13](None))], [], None)])"},
                {"del a, b[1], c.d, (e, f)\n", "Module([Delete[1:0-1:24]([Name[1:4-1:5](\"a\"), Subscript[1:7-1:11](Name[1:7-1:8](\"b\"), Constant[1:9-1:10](i1)), Attribute[1:13-1:16](Name[1:13-1:14](\"c\"), \"d\"), Tuple[1:18-1:24]([Name[1:19-1:20](\"e\"), Name[1:22-1:23](\"f\")])])])"},
                {"global a, b\n", "Module([Global[1:0-1:11]([\"a\", \"b\"])])"},
                {"import a.b.c as d, e\n", "Module([Import[1:0-1:20]([alias[1:7-1:17](\"a.b.c\", \"d\"), alias[1:19-1:20](\"e\", None)])])"},
                {"from .m import (a, b as c)\n", "Module([ImportFrom[1:0-1:26](\"m\", [alias[1:16-1:17](\"a\", None), alias[1:19-1:25](\"b\", \"c\")], 1)])"},
                {"from ... import x\n", "Module([ImportFrom[1:0-1:17](None, [alias[1:16-1:17](\"x\", None)], 3)])"},
                {"from .. m import *\n", "Module([ImportFrom[1:0-1:18](\"m\", [alias[1:17-1:18](\"*\", None)], 2)])"},
                {"assert x, \"msg\"\n", "Module([Assert[1:0-1:15](Name[1:7-1:8](\"x\"), Constant[1:10-1:15](\"msg\"))])"},
                {"a, *b = c\n", "Module([Assign[1:0-1:9]([Tuple[1:0-1:5]([Name[1:0-1:1](\"a\"), Starred[1:3-1:5](Name[1:4-1:5](\"b\"))])], Name[1:8-1:9](\"c\"))])"},
                {"[a, b] = *c, d\n", "Module([Assign[1:0-1:14]([List[1:0-1:6]([Name[1:1-1:2](\"a\"), Name[1:4-1:5](\"b\")])], Tuple[1:9-1:14]([Starred[1:9-1:11](Name[1:10-1:11](\"c\")), Name[1:13-1:14](\"d\")]))])"},
                {"x = 'a\\\nb'\n", "Module([Assign[1:0-2:2]([Name[1:0-1:1](\"x\")], Constant[1:4-2:2](\"ab\"))])"},
                {"x = (1 +\n     2)\n", "Module([Assign[1:0-2:7]([Name[1:0-1:1](\"x\")], BinOp[1:5-2:6](Constant[1:5-1:6](i1), ADD, Constant[2:5-2:6](i2)))])"},
                {"x = 1 + \\\n    2\n", "Module([Assign[1:0-2:5]([Name[1:0-1:1](\"x\")], BinOp[1:4-2:5](Constant[1:4-1:5](i1), ADD, Constant[2:4-2:5](i2)))])"},
                {"if x:\n\ty = 1\n\tif z:\n\t\tw\n", "Module([If[1:0-4:3](Name[1:3-1:4](\"x\"), [Assign[2:1-2:6]([Name[2:1-2:2](\"y\")], Constant[2:5-2:6](i1)), If[3:1-4:3](Name[3:4-3:5](\"z\"), [Expr[4:2-4:3](Name[4:2-4:3](\"w\"))], [])], [])])"},
                {"async def f():\n    await x\n", "Module([AsyncFunctionDef[1:0-2:11](\"f\", arguments([], [], None, [], [], None, []), [Expr[2:4-2:11](Await[2:4-2:11](Name[2:10-2:11](\"x\")))], [], None)])"},
                {"async def f():\n    async for a in b:\n        pass\n    async with c as d:\n        pass\n", "Module([AsyncFunctionDef[1:0-5:12](\"f\", arguments([], [], None, [], [], None, []), [AsyncFor[2:4-3:12](Name[2:14-2:15](\"a\"), Name[2:19-2:20](\"b\"), [Pass[3:8-3:12]()], []), AsyncWith[4:4-5:12]([withitem(Name[4:15-4:16](\"c\"), Name[4:20-4:21](\"d\"))], [Pass[5:8-5:12]()])], [], None)])"},
                {"async def f():\n    return [x async for x in y]\n", "Module([AsyncFunctionDef[1:0-2:31](\"f\", arguments([], [], None, [], [], None, []), [Return[2:4-2:31](ListComp[2:11-2:31](Name[2:12-2:13](\"x\"), [comprehension(Name[2:24-2:25](\"x\"), Name[2:29-2:30](\"y\"), [], 1)]))], [], None)])"},
                {"def f(*, a): pass\n", "Module([FunctionDef[1:0-1:17](\"f\", arguments([], [], None, [arg[1:9-1:10](\"a\", None)], [None], None, []), [Pass[1:13-1:17]()], [], None)])"},
                {"def f(a, /): pass\n", "Module([FunctionDef[1:0-1:17](\"f\", arguments([arg[1:6-1:7](\"a\", None)], [], None, [], [], None, []), [Pass[1:13-1:17]()], [], None)])"},
                {"def f(**kw): pass\n", "Module([FunctionDef[1:0-1:17](\"f\", arguments([], [], None, [], [], arg[1:8-1:10](\"kw\", None), []), [Pass[1:13-1:17]()], [], None)])"},
                {"lambda: 0\n", "Module([Expr[1:0-1:9](Lambda[1:0-1:9](arguments([], [], None, [], [], None, []), Constant[1:8-1:9](i0)))])"},
                {"class A: pass\n", "Module([ClassDef[1:0-1:13](\"A\", [], [], [Pass[1:9-1:13]()], [])])"},
                {"class A(): pass\n", "Module([ClassDef[1:0-1:15](\"A\", [], [], [Pass[1:11-1:15]()], [])])"},
                {"x = [\n  1,\n  2,\n]\n", "Module([Assign[1:0-4:1]([Name[1:0-1:1](\"x\")], List[1:4-4:1]([Constant[2:2-2:3](i1), Constant[3:2-3:3](i2)]))])"},
                {"nonlocal x\n", "Module([Nonlocal[1:0-1:10]([\"x\"])])"},
                {"raise\n", "Module([Raise[1:0-1:5](None, None)])"},
                {"return\n", "Module([Return[1:0-1:6](None)])"},
                {"print(end=\"\")\n", "Module([Expr[1:0-1:13](Call[1:0-1:13](Name[1:0-1:5](\"print\"), [], [keyword[1:6-1:12](\"end\", Constant[1:10-1:12](\"\"))]))])"},
                {"if True: x = 1; y = 2\n", "Module([If[1:0-1:21](Constant[1:3-1:7](True), [Assign[1:9-1:14]([Name[1:9-1:10](\"x\")], Constant[1:13-1:14](i1)), Assign[1:16-1:21]([Name[1:16-1:17](\"y\")], Constant[1:20-1:21](i2))], [])])"},
                {"for x in 1, 2, 3: pass\n", "Module([For[1:0-1:22](Name[1:4-1:5](\"x\"), Tuple[1:9-1:16]([Constant[1:9-1:10](i1), Constant[1:12-1:13](i2), Constant[1:15-1:16](i3)]), [Pass[1:18-1:22]()], [])])"},
                {"for x, in y: pass\n", "Module([For[1:0-1:17](Tuple[1:4-1:6]([Name[1:4-1:5](\"x\")]), Name[1:10-1:11](\"y\"), [Pass[1:13-1:17]()], [])])"},
                {"@property\ndef f(self): pass\n", "Module([FunctionDef[2:0-2:17](\"f\", arguments([], [arg[2:6-2:10](\"self\", None)], None, [], [], None, []), [Pass[2:13-2:17]()], [Name[1:1-1:9](\"property\")], None)])"},
                {"return x, *y\n", "Module([Return[1:0-1:12](Tuple[1:7-1:12]([Name[1:7-1:8](\"x\"), Starred[1:10-1:12](Name[1:11-1:12](\"y\"))]))])"},
                {"", "Module([])"},
                {"# only a comment\n", "Module([])"},
                {"if x:\n    if y:\n        if z:\n            a\nb\n", "Module([If[1:0-4:13](Name[1:3-1:4](\"x\"), [If[2:4-4:13](Name[2:7-2:8](\"y\"), [If[3:8-4:13](Name[3:11-3:12](\"z\"), [Expr[4:12-4:13](Name[4:12-4:13](\"a\"))], [])], [])], []), Expr[5:0-5:1](Name[5:0-5:1](\"b\"))])"},
                {"if x:\n    a\n    # comment at other indent\n  # another\n    b\n", "Module([If[1:0-5:5](Name[1:3-1:4](\"x\"), [Expr[2:4-2:5](Name[2:4-2:5](\"a\")), Expr[5:4-5:5](Name[5:4-5:5](\"b\"))], [])])"},
                {"def f():\n    return 1\n", "Module([FunctionDef[1:0-2:12](\"f\", arguments([], [], None, [], [], None, []), [Return[2:4-2:12](Constant[2:11-2:12](i1))], [], None)])"},
                {"x = [1,\n# comment\n   2]\n", "Module([Assign[1:0-3:5]([Name[1:0-1:1](\"x\")], List[1:4-3:5]([Constant[1:5-1:6](i1), Constant[3:3-3:4](i2)]))])"},
                {"if a:\n        b\nelse:\n        c\n", "Module([If[1:0-4:9](Name[1:3-1:4](\"a\"), [Expr[2:8-2:9](Name[2:8-2:9](\"b\"))], [Expr[4:8-4:9](Name[4:8-4:9](\"c\"))])])"},
                {"if x:\n\ta\nelse:\n  b\n", "Module([If[1:0-4:3](Name[1:3-1:4](\"x\"), [Expr[2:1-2:2](Name[2:1-2:2](\"a\"))], [Expr[4:2-4:3](Name[4:2-4:3](\"b\"))])])"},
                {"x = (\n    1\n    )\n", "Module([Assign[1:0-3:5]([Name[1:0-1:1](\"x\")], Constant[2:4-2:5](i1))])"},
                {"def f(\n    a,\n    b,\n):\n    pass\n", "Module([FunctionDef[1:0-5:8](\"f\", arguments([], [arg[2:4-2:5](\"a\", None), arg[3:4-3:5](\"b\", None)], None, [], [], None, []), [Pass[5:4-5:8]()], [], None)])"},
                {"x = 1;\n", "Module([Assign[1:0-1:5]([Name[1:0-1:1](\"x\")], Constant[1:4-1:5](i1))])"},
                {"x = 1 ;y = 2\n", "Module([Assign[1:0-1:5]([Name[1:0-1:1](\"x\")], Constant[1:4-1:5](i1)), Assign[1:7-1:12]([Name[1:7-1:8](\"y\")], Constant[1:11-1:12](i2))])"},
                {"class A:\n\n    def f(self):\n\n        pass\n\n\n    x = 1\n", "Module([ClassDef[1:0-8:9](\"A\", [], [], [FunctionDef[3:4-5:12](\"f\", arguments([], [arg[3:10-3:14](\"self\", None)], None, [], [], None, []), [Pass[5:8-5:12]()], [], None), Assign[8:4-8:9]([Name[8:4-8:5](\"x\")], Constant[8:8-8:9](i1))], [])])"},
                {"a, b = b, a\n", "Module([Assign[1:0-1:11]([Tuple[1:0-1:4]([Name[1:0-1:1](\"a\"), Name[1:3-1:4](\"b\")])], Tuple[1:7-1:11]([Name[1:7-1:8](\"b\"), Name[1:10-1:11](\"a\")]))])"},
                {"x = y = z = 0\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\"), Name[1:4-1:5](\"y\"), Name[1:8-1:9](\"z\")], Constant[1:12-1:13](i0))])"},
                {"i = j = k = []\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"i\"), Name[1:4-1:5](\"j\"), Name[1:8-1:9](\"k\")], List[1:12-1:14]([]))])"},
                {"for (a, b) in c: pass\n", "Module([For[1:0-1:21](Tuple[1:4-1:10]([Name[1:5-1:6](\"a\"), Name[1:8-1:9](\"b\")]), Name[1:14-1:15](\"c\"), [Pass[1:17-1:21]()], [])])"},
                {"for [a, b] in c: pass\n", "Module([For[1:0-1:21](List[1:4-1:10]([Name[1:5-1:6](\"a\"), Name[1:8-1:9](\"b\")]), Name[1:14-1:15](\"c\"), [Pass[1:17-1:21]()], [])])"},
                {"for a.b in c: pass\n", "Module([For[1:0-1:18](Attribute[1:4-1:7](Name[1:4-1:5](\"a\"), \"b\"), Name[1:11-1:12](\"c\"), [Pass[1:14-1:18]()], [])])"},
                {"for a[0] in c: pass\n", "Module([For[1:0-1:19](Subscript[1:4-1:8](Name[1:4-1:5](\"a\"), Constant[1:6-1:7](i0)), Name[1:12-1:13](\"c\"), [Pass[1:15-1:19]()], [])])"},
                {"for *a, b in c: pass\n", "Module([For[1:0-1:20](Tuple[1:4-1:9]([Starred[1:4-1:6](Name[1:5-1:6](\"a\")), Name[1:8-1:9](\"b\")]), Name[1:13-1:14](\"c\"), [Pass[1:16-1:20]()], [])])"},
                {"def f(a: int = 1, *args: str, b: \"x\" = 2, **kw: dict) -> None: pass\n", "Module([FunctionDef[1:0-1:67](\"f\", arguments([], [arg[1:6-1:12](\"a\", Name[1:9-1:12](\"int\"))], arg[1:19-1:28](\"args\", Name[1:25-1:28](\"str\")), [arg[1:30-1:36](\"b\", Constant[1:33-1:36](\"x\"))], [Constant[1:39-1:40](i2)], arg[1:44-1:52](\"kw\", Name[1:48-1:52](\"dict\")), [Constant[1:15-1:16](i1)]), [Pass[1:63-1:67]()], [], Constant[1:57-1:61](None))])"},
                {"def f(a, b, /, c): pass\n", "Module([FunctionDef[1:0-1:23](\"f\", arguments([arg[1:6-1:7](\"a\", None), arg[1:9-1:10](\"b\", None)], [arg[1:15-1:16](\"c\", None)], None, [], [], None, []), [Pass[1:19-1:23]()], [], None)])"},
                {"with a as (b, c): pass\n", "Module([With[1:0-1:22]([withitem(Name[1:5-1:6](\"a\"), Tuple[1:10-1:16]([Name[1:11-1:12](\"b\"), Name[1:14-1:15](\"c\")]))], [Pass[1:18-1:22]()])])"},
                {"with a as [b, c]: pass\n", "Module([With[1:0-1:22]([withitem(Name[1:5-1:6](\"a\"), List[1:10-1:16]([Name[1:11-1:12](\"b\"), Name[1:14-1:15](\"c\")]))], [Pass[1:18-1:22]()])])"},
                {"with a as b.c, d as e[0]: pass\n", "Module([With[1:0-1:30]([withitem(Name[1:5-1:6](\"a\"), Attribute[1:10-1:13](Name[1:10-1:11](\"b\"), \"c\")), withitem(Name[1:15-1:16](\"d\"), Subscript[1:20-1:24](Name[1:20-1:21](\"e\"), Constant[1:22-1:23](i0)))], [Pass[1:26-1:30]()])])"},
                {"with (yield x): pass\n", "Module([With[1:0-1:20]([withitem(Yield[1:6-1:13](Name[1:12-1:13](\"x\")), None)], [Pass[1:16-1:20]()])])"},
                {"with (a): pass\n", "Module([With[1:0-1:14]([withitem(Name[1:6-1:7](\"a\"), None)], [Pass[1:10-1:14]()])])"},
                {"with (a as b): pass\n", "Module([With[1:0-1:19]([withitem(Name[1:6-1:7](\"a\"), Name[1:11-1:12](\"b\"))], [Pass[1:15-1:19]()])])"},
                {"with (a, b) as c: pass\n", "Module([With[1:0-1:22]([withitem(Tuple[1:5-1:11]([Name[1:6-1:7](\"a\"), Name[1:9-1:10](\"b\")]), Name[1:15-1:16](\"c\"))], [Pass[1:18-1:22]()])])"},
                {"raise E from None\n", "Module([Raise[1:0-1:17](Name[1:6-1:7](\"E\"), Constant[1:13-1:17](None))])"},
                {"def f():\n    x = yield a, b\n", "Module([FunctionDef[1:0-2:18](\"f\", arguments([], [], None, [], [], None, []), [Assign[2:4-2:18]([Name[2:4-2:5](\"x\")], Yield[2:8-2:18](Tuple[2:14-2:18]([Name[2:14-2:15](\"a\"), Name[2:17-2:18](\"b\")])))], [], None)])"},
                {"print(*args, sep='')\n", "Module([Expr[1:0-1:20](Call[1:0-1:20](Name[1:0-1:5](\"print\"), [Starred[1:6-1:11](Name[1:7-1:11](\"args\"))], [keyword[1:13-1:19](\"sep\", Constant[1:17-1:19](\"\"))]))])"},
                {"import a\n", "Module([Import[1:0-1:8]([alias[1:7-1:8](\"a\", None)])])"},
                {"import a as b, c.d\n", "Module([Import[1:0-1:18]([alias[1:7-1:13](\"a\", \"b\"), alias[1:15-1:18](\"c.d\", None)])])"},
                {"from a import b\n", "Module([ImportFrom[1:0-1:15](\"a\", [alias[1:14-1:15](\"b\", None)], 0)])"},
                {"from a.b import (c,\n    d)\n", "Module([ImportFrom[1:0-2:6](\"a.b\", [alias[1:17-1:18](\"c\", None), alias[2:4-2:5](\"d\", None)], 0)])"},
                {"from . import x\n", "Module([ImportFrom[1:0-1:15](None, [alias[1:14-1:15](\"x\", None)], 1)])"},
                {"from .a.b import c\n", "Module([ImportFrom[1:0-1:18](\"a.b\", [alias[1:17-1:18](\"c\", None)], 1)])"},
                {"while (n := n - 1): pass\n", "Module([While[1:0-1:24](NamedExpr[1:7-1:17](Name[1:7-1:8](\"n\"), BinOp[1:12-1:17](Name[1:12-1:13](\"n\"), SUB, Constant[1:16-1:17](i1))), [Pass[1:20-1:24]()], [])])"},
                {"global x; x = 1\n", "Module([Global[1:0-1:8]([\"x\"]), Assign[1:10-1:15]([Name[1:10-1:11](\"x\")], Constant[1:14-1:15](i1))])"},
                {"if x: pass\nelif y: pass\n", "Module([If[1:0-2:12](Name[1:3-1:4](\"x\"), [Pass[1:6-1:10]()], [If[2:0-2:12](Name[2:5-2:6](\"y\"), [Pass[2:8-2:12]()], [])])])"},
                {"def f(): return\n", "Module([FunctionDef[1:0-1:15](\"f\", arguments([], [], None, [], [], None, []), [Return[1:9-1:15](None)], [], None)])"},
                {"class A(object):\n    \"\"\"Doc.\"\"\"\n", "Module([ClassDef[1:0-2:14](\"A\", [Name[1:8-1:14](\"object\")], [], [Expr[2:4-2:14](Constant[2:4-2:14](\"Doc.\"))], [])])"},
                {"x = \\\n  1\n", "Module([Assign[1:0-2:3]([Name[1:0-1:1](\"x\")], Constant[2:2-2:3](i1))])"}
        };
    }

    @ParameterizedTest
    @MethodSource("cases")
    void parsesLikeCPython(String source, String expected) {
        assertEquals(expected, AstDump.dump(Parser.parse(source, "t.py", Parser.Mode.FILE)));
    }
}
