package io.frameweave.interpreter.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Expressions: operators and precedence, calls, subscripts, displays, comprehensions, literals. The expected trees are what python3.11's {@code ast} module gives for the same source, in
 * {@link AstDump}'s notation (positions as {@code [line:col-endLine:endCol]}).
 */
class ParserExpressionTest {

    static String[][] cases() {
        return new String[][] {
                {"x = f(a, *b, k=1, **c)[1:2] + 3\n", "Module([Assign[1:0-1:31]([Name[1:0-1:1](\"x\")], BinOp[1:4-1:31](Subscript[1:4-1:27](Call[1:4-1:22](Name[1:4-1:5](\"f\"), [Name[1:6-1:7](\"a\"), Starred[1:9-1:11](Name[1:10-1:11](\"b\"))], [keyword[1:13-1:16](\"k\", Constant[1:15-1:16](i1)), keyword[1:18-1:21](None, Name[1:20-1:21](\"c\"))]), Slice[1:23-1:26](Constant[1:23-1:24](i1), Constant[1:25-1:26](i2), None)), ADD, Constant[1:30-1:31](i3)))])"},
                {"x = lambda a, *, b=1: a + b\n", "Module([Assign[1:0-1:27]([Name[1:0-1:1](\"x\")], Lambda[1:4-1:27](arguments([], [arg[1:11-1:12](\"a\", None)], None, [arg[1:17-1:18](\"b\", None)], [Constant[1:19-1:20](i1)], None, []), BinOp[1:22-1:27](Name[1:22-1:23](\"a\"), ADD, Name[1:26-1:27](\"b\"))))])"},
                {"x = a if b else c\n", "Module([Assign[1:0-1:17]([Name[1:0-1:1](\"x\")], IfExp[1:4-1:17](Name[1:9-1:10](\"b\"), Name[1:4-1:5](\"a\"), Name[1:16-1:17](\"c\")))])"},
                {"x = (y := 10)\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\")], NamedExpr[1:5-1:12](Name[1:5-1:6](\"y\"), Constant[1:10-1:12](i10)))])"},
                {"x = a < b <= c != d is not e not in f in g is h\n", "Module([Assign[1:0-1:47]([Name[1:0-1:1](\"x\")], Compare[1:4-1:47](Name[1:4-1:5](\"a\"), [LT, LE, NE, IS_NOT, NOT_IN, IN, IS], [Name[1:8-1:9](\"b\"), Name[1:13-1:14](\"c\"), Name[1:18-1:19](\"d\"), Name[1:27-1:28](\"e\"), Name[1:36-1:37](\"f\"), Name[1:41-1:42](\"g\"), Name[1:46-1:47](\"h\")]))])"},
                {"x = a | b ^ c & d << e >> f + g - h * i / j // k % l @ m\n", "Module([Assign[1:0-1:56]([Name[1:0-1:1](\"x\")], BinOp[1:4-1:56](Name[1:4-1:5](\"a\"), OR, BinOp[1:8-1:56](Name[1:8-1:9](\"b\"), XOR, BinOp[1:12-1:56](Name[1:12-1:13](\"c\"), AND, BinOp[1:16-1:56](BinOp[1:16-1:22](Name[1:16-1:17](\"d\"), LSHIFT, Name[1:21-1:22](\"e\")), RSHIFT, BinOp[1:26-1:56](BinOp[1:26-1:31](Name[1:26-1:27](\"f\"), ADD, Name[1:30-1:31](\"g\")), SUB, BinOp[1:34-1:56](BinOp[1:34-1:52](BinOp[1:34-1:48](BinOp[1:34-1:43](BinOp[1:34-1:39](Name[1:34-1:35](\"h\"), MULT, Name[1:38-1:39](\"i\")), DIV, Name[1:42-1:43](\"j\")), FLOOR_DIV, Name[1:47-1:48](\"k\")), MOD, Name[1:51-1:52](\"l\")), MAT_MULT, Name[1:55-1:56](\"m\"))))))))])"},
                {"x = -a ** -b\n", "Module([Assign[1:0-1:12]([Name[1:0-1:1](\"x\")], UnaryOp[1:4-1:12](USUB, BinOp[1:5-1:12](Name[1:5-1:6](\"a\"), POW, UnaryOp[1:10-1:12](USUB, Name[1:11-1:12](\"b\")))))])"},
                {"x = ~+-a\n", "Module([Assign[1:0-1:8]([Name[1:0-1:1](\"x\")], UnaryOp[1:4-1:8](INVERT, UnaryOp[1:5-1:8](UADD, UnaryOp[1:6-1:8](USUB, Name[1:7-1:8](\"a\")))))])"},
                {"x = a ** b ** c\n", "Module([Assign[1:0-1:15]([Name[1:0-1:1](\"x\")], BinOp[1:4-1:15](Name[1:4-1:5](\"a\"), POW, BinOp[1:9-1:15](Name[1:9-1:10](\"b\"), POW, Name[1:14-1:15](\"c\"))))])"},
                {"x = not not a\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\")], UnaryOp[1:4-1:13](NOT, UnaryOp[1:8-1:13](NOT, Name[1:12-1:13](\"a\"))))])"},
                {"x = ()\n", "Module([Assign[1:0-1:6]([Name[1:0-1:1](\"x\")], Tuple[1:4-1:6]([]))])"},
                {"x = (1,)\n", "Module([Assign[1:0-1:8]([Name[1:0-1:1](\"x\")], Tuple[1:4-1:8]([Constant[1:5-1:6](i1)]))])"},
                {"x = 1, 2,\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], Tuple[1:4-1:9]([Constant[1:4-1:5](i1), Constant[1:7-1:8](i2)]))])"},
                {"x = [1, *a, 2]\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], List[1:4-1:14]([Constant[1:5-1:6](i1), Starred[1:8-1:10](Name[1:9-1:10](\"a\")), Constant[1:12-1:13](i2)]))])"},
                {"x = {1: 2, **d, 3: 4}\n", "Module([Assign[1:0-1:21]([Name[1:0-1:1](\"x\")], Dict[1:4-1:21]([Constant[1:5-1:6](i1), None, Constant[1:16-1:17](i3)], [Constant[1:8-1:9](i2), Name[1:13-1:14](\"d\"), Constant[1:19-1:20](i4)]))])"},
                {"x = {1, 2, *s}\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], Set[1:4-1:14]([Constant[1:5-1:6](i1), Constant[1:8-1:9](i2), Starred[1:11-1:13](Name[1:12-1:13](\"s\"))]))])"},
                {"x = {}\n", "Module([Assign[1:0-1:6]([Name[1:0-1:1](\"x\")], Dict[1:4-1:6]([], []))])"},
                {"x = [i * j for i in range(3) if i for j in range(i) if j if j > 1]\n", "Module([Assign[1:0-1:66]([Name[1:0-1:1](\"x\")], ListComp[1:4-1:66](BinOp[1:5-1:10](Name[1:5-1:6](\"i\"), MULT, Name[1:9-1:10](\"j\")), [comprehension(Name[1:15-1:16](\"i\"), Call[1:20-1:28](Name[1:20-1:25](\"range\"), [Constant[1:26-1:27](i3)], []), [Name[1:32-1:33](\"i\")]), comprehension(Name[1:38-1:39](\"j\"), Call[1:43-1:51](Name[1:43-1:48](\"range\"), [Name[1:49-1:50](\"i\")], []), [Name[1:55-1:56](\"j\"), Compare[1:60-1:65](Name[1:60-1:61](\"j\"), [GT], [Constant[1:64-1:65](i1)])])]))])"},
                {"x = {k: v for k, v in d.items()}\n", "Module([Assign[1:0-1:32]([Name[1:0-1:1](\"x\")], DictComp[1:4-1:32](Name[1:5-1:6](\"k\"), Name[1:8-1:9](\"v\"), [comprehension(Tuple[1:14-1:18]([Name[1:14-1:15](\"k\"), Name[1:17-1:18](\"v\")]), Call[1:22-1:31](Attribute[1:22-1:29](Name[1:22-1:23](\"d\"), \"items\"), [], []), [])]))])"},
                {"x = {a for a in b}\n", "Module([Assign[1:0-1:18]([Name[1:0-1:1](\"x\")], SetComp[1:4-1:18](Name[1:5-1:6](\"a\"), [comprehension(Name[1:11-1:12](\"a\"), Name[1:16-1:17](\"b\"), [])]))])"},
                {"x = (a for a in b)\n", "Module([Assign[1:0-1:18]([Name[1:0-1:1](\"x\")], GeneratorExp[1:4-1:18](Name[1:5-1:6](\"a\"), [comprehension(Name[1:11-1:12](\"a\"), Name[1:16-1:17](\"b\"), [])]))])"},
                {"f(x for x in y)\n", "Module([Expr[1:0-1:15](Call[1:0-1:15](Name[1:0-1:1](\"f\"), [GeneratorExp[1:1-1:15](Name[1:2-1:3](\"x\"), [comprehension(Name[1:8-1:9](\"x\"), Name[1:13-1:14](\"y\"), [])])], []))])"},
                {"a[1:2, ::3]\n", "Module([Expr[1:0-1:11](Subscript[1:0-1:11](Name[1:0-1:1](\"a\"), Tuple[1:2-1:10]([Slice[1:2-1:5](Constant[1:2-1:3](i1), Constant[1:4-1:5](i2), None), Slice[1:7-1:10](None, None, Constant[1:9-1:10](i3))])))])"},
                {"a[:, 1]\n", "Module([Expr[1:0-1:7](Subscript[1:0-1:7](Name[1:0-1:1](\"a\"), Tuple[1:2-1:6]([Slice[1:2-1:3](None, None, None), Constant[1:5-1:6](i1)])))])"},
                {"a[1:2:3]\n", "Module([Expr[1:0-1:8](Subscript[1:0-1:8](Name[1:0-1:1](\"a\"), Slice[1:2-1:7](Constant[1:2-1:3](i1), Constant[1:4-1:5](i2), Constant[1:6-1:7](i3))))])"},
                {"a[::]\n", "Module([Expr[1:0-1:5](Subscript[1:0-1:5](Name[1:0-1:1](\"a\"), Slice[1:2-1:4](None, None, None)))])"},
                {"a[b, c]\n", "Module([Expr[1:0-1:7](Subscript[1:0-1:7](Name[1:0-1:1](\"a\"), Tuple[1:2-1:6]([Name[1:2-1:3](\"b\"), Name[1:5-1:6](\"c\")])))])"},
                {"a[b,]\n", "Module([Expr[1:0-1:5](Subscript[1:0-1:5](Name[1:0-1:1](\"a\"), Tuple[1:2-1:4]([Name[1:2-1:3](\"b\")])))])"},
                {"a[*b]\n", "Module([Expr[1:0-1:5](Subscript[1:0-1:5](Name[1:0-1:1](\"a\"), Tuple[1:2-1:4]([Starred[1:2-1:4](Name[1:3-1:4](\"b\"))])))])"},
                {"x = 0x1F + 0o17 + 0b101 + 1_000_000 + 1e5 + .5 + 5. + 1.5e-3 + 0 + 00 + 123456789012345678901234567890\n", "Module([Assign[1:0-1:102]([Name[1:0-1:1](\"x\")], BinOp[1:4-1:102](BinOp[1:4-1:69](BinOp[1:4-1:64](BinOp[1:4-1:60](BinOp[1:4-1:51](BinOp[1:4-1:46](BinOp[1:4-1:41](BinOp[1:4-1:35](BinOp[1:4-1:23](BinOp[1:4-1:15](Constant[1:4-1:8](i31), ADD, Constant[1:11-1:15](i15)), ADD, Constant[1:18-1:23](i5)), ADD, Constant[1:26-1:35](i1000000)), ADD, Constant[1:38-1:41](f40f86a0000000000)), ADD, Constant[1:44-1:46](f3fe0000000000000)), ADD, Constant[1:49-1:51](f4014000000000000)), ADD, Constant[1:54-1:60](f3f589374bc6a7efa)), ADD, Constant[1:63-1:64](i0)), ADD, Constant[1:67-1:69](i0)), ADD, Constant[1:72-1:102](i123456789012345678901234567890)))])"},
                {"x = 'a' \"b\" '''c''' \"\"\"d\"\"\"\n", "Module([Assign[1:0-1:27]([Name[1:0-1:1](\"x\")], Constant[1:4-1:27](\"abcd\"))])"},
                {"x = 'a\\nb\\tc\\\\d\\'e\\\"f\\x41\\u0042\\U00000043\\101\\N{DASH SYMBOL}'\n", "Module([Assign[1:0-1:61]([Name[1:0-1:1](\"x\")], Constant[1:4-1:61](\"a\\u{a}b\\u{9}c\\u{5c}d'e\\u{22}fABCA\\u{1f4a8}\"))])"},
                {"x = r'a\\nb' + R\"\\d\" + u'x'\n", "Module([Assign[1:0-1:26]([Name[1:0-1:1](\"x\")], BinOp[1:4-1:26](BinOp[1:4-1:19](Constant[1:4-1:11](\"a\\u{5c}nb\"), ADD, Constant[1:14-1:19](\"\\u{5c}d\")), ADD, Constant[1:22-1:26](\"x\")))])"},
                {"x = ...\n", "Module([Assign[1:0-1:7]([Name[1:0-1:1](\"x\")], Constant[1:4-1:7](...))])"},
                {"x = None, True, False\n", "Module([Assign[1:0-1:21]([Name[1:0-1:1](\"x\")], Tuple[1:4-1:21]([Constant[1:4-1:8](None), Constant[1:10-1:14](True), Constant[1:16-1:21](False)]))])"},
                {"lambda *a, **k: 0\n", "Module([Expr[1:0-1:17](Lambda[1:0-1:17](arguments([], [], arg[1:8-1:9](\"a\", None), [], [], arg[1:13-1:14](\"k\", None), []), Constant[1:16-1:17](i0)))])"},
                {"x = a.b.c(d)(e)[f].g\n", "Module([Assign[1:0-1:20]([Name[1:0-1:1](\"x\")], Attribute[1:4-1:20](Subscript[1:4-1:18](Call[1:4-1:15](Call[1:4-1:12](Attribute[1:4-1:9](Attribute[1:4-1:7](Name[1:4-1:5](\"a\"), \"b\"), \"c\"), [Name[1:10-1:11](\"d\")], []), [Name[1:13-1:14](\"e\")], []), Name[1:16-1:17](\"f\")), \"g\"))])"},
                {"x = yield\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], Yield[1:4-1:9](None))])"},
                {"f(a)(b)\n", "Module([Expr[1:0-1:7](Call[1:0-1:7](Call[1:0-1:4](Name[1:0-1:1](\"f\"), [Name[1:2-1:3](\"a\")], []), [Name[1:5-1:6](\"b\")], []))])"},
                {"f(*a, *b, c, **d, e=1, **f)\n", "Module([Expr[1:0-1:27](Call[1:0-1:27](Name[1:0-1:1](\"f\"), [Starred[1:2-1:4](Name[1:3-1:4](\"a\")), Starred[1:6-1:8](Name[1:7-1:8](\"b\")), Name[1:10-1:11](\"c\")], [keyword[1:13-1:16](None, Name[1:15-1:16](\"d\")), keyword[1:18-1:21](\"e\", Constant[1:20-1:21](i1)), keyword[1:23-1:26](None, Name[1:25-1:26](\"f\"))]))])"},
                {"f(a=1, *b)\n", "Module([Expr[1:0-1:10](Call[1:0-1:10](Name[1:0-1:1](\"f\"), [Starred[1:7-1:9](Name[1:8-1:9](\"b\"))], [keyword[1:2-1:5](\"a\", Constant[1:4-1:5](i1))]))])"},
                {"x = *a, *b\n", "Module([Assign[1:0-1:10]([Name[1:0-1:1](\"x\")], Tuple[1:4-1:10]([Starred[1:4-1:6](Name[1:5-1:6](\"a\")), Starred[1:8-1:10](Name[1:9-1:10](\"b\"))]))])"},
                {"x[a:b] = c\n", "Module([Assign[1:0-1:10]([Subscript[1:0-1:6](Name[1:0-1:1](\"x\"), Slice[1:2-1:5](Name[1:2-1:3](\"a\"), Name[1:4-1:5](\"b\"), None))], Name[1:9-1:10](\"c\"))])"},
                {"x = a if b else c if d else e\n", "Module([Assign[1:0-1:29]([Name[1:0-1:1](\"x\")], IfExp[1:4-1:29](Name[1:9-1:10](\"b\"), Name[1:4-1:5](\"a\"), IfExp[1:16-1:29](Name[1:21-1:22](\"d\"), Name[1:16-1:17](\"c\"), Name[1:28-1:29](\"e\"))))])"},
                {"x = lambda: (yield)\n", "Module([Assign[1:0-1:19]([Name[1:0-1:1](\"x\")], Lambda[1:4-1:19](arguments([], [], None, [], [], None, []), Yield[1:13-1:18](None)))])"},
                {"x = not a == b\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], UnaryOp[1:4-1:14](NOT, Compare[1:8-1:14](Name[1:8-1:9](\"a\"), [EQ], [Name[1:13-1:14](\"b\")])))])"},
                {"x = -1\n", "Module([Assign[1:0-1:6]([Name[1:0-1:1](\"x\")], UnaryOp[1:4-1:6](USUB, Constant[1:5-1:6](i1)))])"},
                {"x = 10**-2\n", "Module([Assign[1:0-1:10]([Name[1:0-1:1](\"x\")], BinOp[1:4-1:10](Constant[1:4-1:6](i10), POW, UnaryOp[1:8-1:10](USUB, Constant[1:9-1:10](i2))))])"},
                {"x = a or b and c or d\n", "Module([Assign[1:0-1:21]([Name[1:0-1:1](\"x\")], BoolOp[1:4-1:21](0, [Name[1:4-1:5](\"a\"), BoolOp[1:9-1:16](1, [Name[1:9-1:10](\"b\"), Name[1:15-1:16](\"c\")]), Name[1:20-1:21](\"d\")]))])"},
                {"x = 1\n", "Module([Assign[1:0-1:5]([Name[1:0-1:1](\"x\")], Constant[1:4-1:5](i1))])"},
                {"x = 1  # trailing\n", "Module([Assign[1:0-1:5]([Name[1:0-1:1](\"x\")], Constant[1:4-1:5](i1))])"},
                {"x = \"\"\n", "Module([Assign[1:0-1:6]([Name[1:0-1:1](\"x\")], Constant[1:4-1:6](\"\"))])"},
                {"x = '\\d \\q \\8'\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], Constant[1:4-1:14](\"\\u{5c}d \\u{5c}q \\u{5c}8\"))])"},
                {"x = \"\\0\\08\\777\"\n", "Module([Assign[1:0-1:15]([Name[1:0-1:1](\"x\")], Constant[1:4-1:15](\"\\u{0}\\u{0}8\\u{1ff}\"))])"},
                {"x = a[1][2](3).b\n", "Module([Assign[1:0-1:16]([Name[1:0-1:1](\"x\")], Attribute[1:4-1:16](Call[1:4-1:14](Subscript[1:4-1:11](Subscript[1:4-1:8](Name[1:4-1:5](\"a\"), Constant[1:6-1:7](i1)), Constant[1:9-1:10](i2)), [Constant[1:12-1:13](i3)], []), \"b\"))])"},
                {"x = [[1, 2], [3]]\n", "Module([Assign[1:0-1:17]([Name[1:0-1:1](\"x\")], List[1:4-1:17]([List[1:5-1:11]([Constant[1:6-1:7](i1), Constant[1:9-1:10](i2)]), List[1:13-1:16]([Constant[1:14-1:15](i3)])]))])"},
                {"x = {'a': [1, {2: (3,)}]}\n", "Module([Assign[1:0-1:25]([Name[1:0-1:1](\"x\")], Dict[1:4-1:25]([Constant[1:5-1:8](\"a\")], [List[1:10-1:24]([Constant[1:11-1:12](i1), Dict[1:14-1:23]([Constant[1:15-1:16](i2)], [Tuple[1:18-1:22]([Constant[1:19-1:20](i3)])])])]))])"},
                {"x = 1 if True else 2\n", "Module([Assign[1:0-1:20]([Name[1:0-1:1](\"x\")], IfExp[1:4-1:20](Constant[1:9-1:13](True), Constant[1:4-1:5](i1), Constant[1:19-1:20](i2)))])"},
                {"x = [y for y, in z]\n", "Module([Assign[1:0-1:19]([Name[1:0-1:1](\"x\")], ListComp[1:4-1:19](Name[1:5-1:6](\"y\"), [comprehension(Tuple[1:11-1:13]([Name[1:11-1:12](\"y\")]), Name[1:17-1:18](\"z\"), [])]))])"},
                {"lambda a, b=1, /, c=2, *d, e, f=3, **g: 0\n", "Module([Expr[1:0-1:41](Lambda[1:0-1:41](arguments([arg[1:7-1:8](\"a\", None), arg[1:10-1:11](\"b\", None)], [arg[1:18-1:19](\"c\", None)], arg[1:24-1:25](\"d\", None), [arg[1:27-1:28](\"e\", None), arg[1:30-1:31](\"f\", None)], [None, Constant[1:32-1:33](i3)], arg[1:37-1:38](\"g\", None), [Constant[1:12-1:13](i1), Constant[1:20-1:21](i2)]), Constant[1:40-1:41](i0)))])"},
                {"x = 1_0.0_1\n", "Module([Assign[1:0-1:11]([Name[1:0-1:1](\"x\")], Constant[1:4-1:11](f4024051eb851eb85))])"},
                {"x = 0xdead_beef\n", "Module([Assign[1:0-1:15]([Name[1:0-1:1](\"x\")], Constant[1:4-1:15](i3735928559))])"},
                {"x = 0O17\n", "Module([Assign[1:0-1:8]([Name[1:0-1:1](\"x\")], Constant[1:4-1:8](i15))])"},
                {"x = 0B1\n", "Module([Assign[1:0-1:7]([Name[1:0-1:1](\"x\")], Constant[1:4-1:7](i1))])"},
                {"x = 1E+10\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], Constant[1:4-1:9](f4202a05f20000000))])"},
                {"x = 1e-10\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], Constant[1:4-1:9](f3ddb7cdfd9d7bdbb))])"},
                {"x = 9999999999999999999999\n", "Module([Assign[1:0-1:26]([Name[1:0-1:1](\"x\")], Constant[1:4-1:26](i9999999999999999999999))])"},
                {"x = 9223372036854775807\n", "Module([Assign[1:0-1:23]([Name[1:0-1:1](\"x\")], Constant[1:4-1:23](i9223372036854775807))])"},
                {"x = 9223372036854775808\n", "Module([Assign[1:0-1:23]([Name[1:0-1:1](\"x\")], Constant[1:4-1:23](i9223372036854775808))])"},
                {"x = 0xffffffffffffffff\n", "Module([Assign[1:0-1:22]([Name[1:0-1:1](\"x\")], Constant[1:4-1:22](i18446744073709551615))])"},
                {"x = 0b1111111111111111111111111111111111111111111111111111111111111111\n", "Module([Assign[1:0-1:70]([Name[1:0-1:1](\"x\")], Constant[1:4-1:70](i18446744073709551615))])"},
                {"x = 0o1777777777777777777777\n", "Module([Assign[1:0-1:28]([Name[1:0-1:1](\"x\")], Constant[1:4-1:28](i18446744073709551615))])"},
                {"x = 1.7976931348623157e309\n", "Module([Assign[1:0-1:26]([Name[1:0-1:1](\"x\")], Constant[1:4-1:26](f7ff0000000000000))])"},
                {"x = 0.1\n", "Module([Assign[1:0-1:7]([Name[1:0-1:1](\"x\")], Constant[1:4-1:7](f3fb999999999999a))])"},
                {"x = 1 if x else(2)\n", "Module([Assign[1:0-1:18]([Name[1:0-1:1](\"x\")], IfExp[1:4-1:18](Name[1:9-1:10](\"x\"), Constant[1:4-1:5](i1), Constant[1:16-1:17](i2)))])"},
                {"x = 1if x else 2\n", "Module([Assign[1:0-1:16]([Name[1:0-1:1](\"x\")], IfExp[1:4-1:16](Name[1:8-1:9](\"x\"), Constant[1:4-1:5](i1), Constant[1:15-1:16](i2)))])"},
                {"x = [1for x in y]\n", "Module([Assign[1:0-1:17]([Name[1:0-1:1](\"x\")], ListComp[1:4-1:17](Constant[1:5-1:6](i1), [comprehension(Name[1:10-1:11](\"x\"), Name[1:15-1:16](\"y\"), [])]))])"},
                {"x = 1or 2\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], BoolOp[1:4-1:9](0, [Constant[1:4-1:5](i1), Constant[1:8-1:9](i2)]))])"},
                {"x = 0x1for x in y\n", "Module([Assign[1:0-1:17]([Name[1:0-1:1](\"x\")], BoolOp[1:4-1:17](0, [Constant[1:4-1:8](i31), Compare[1:11-1:17](Name[1:11-1:12](\"x\"), [IN], [Name[1:16-1:17](\"y\")])]))])"},
                {"x = yield from y\n", "Module([Assign[1:0-1:16]([Name[1:0-1:1](\"x\")], YieldFrom[1:4-1:16](Name[1:15-1:16](\"y\")))])"},
                {"x = a.b.c\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], Attribute[1:4-1:9](Attribute[1:4-1:7](Name[1:4-1:5](\"a\"), \"b\"), \"c\"))])"},
                {"x = a is not b\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], Compare[1:4-1:14](Name[1:4-1:5](\"a\"), [IS_NOT], [Name[1:13-1:14](\"b\")]))])"},
                {"x = a not in b\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], Compare[1:4-1:14](Name[1:4-1:5](\"a\"), [NOT_IN], [Name[1:13-1:14](\"b\")]))])"},
                {"x = not a in b\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], UnaryOp[1:4-1:14](NOT, Compare[1:8-1:14](Name[1:8-1:9](\"a\"), [IN], [Name[1:13-1:14](\"b\")])))])"},
                {"x = (a) + (b)\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\")], BinOp[1:4-1:13](Name[1:5-1:6](\"a\"), ADD, Name[1:11-1:12](\"b\")))])"},
                {"x = ((a))\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], Name[1:6-1:7](\"a\"))])"},
                {"x = (a, (b, c))\n", "Module([Assign[1:0-1:15]([Name[1:0-1:1](\"x\")], Tuple[1:4-1:15]([Name[1:5-1:6](\"a\"), Tuple[1:8-1:14]([Name[1:9-1:10](\"b\"), Name[1:12-1:13](\"c\")])]))])"},
                {"x = ((a, b),)\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\")], Tuple[1:4-1:13]([Tuple[1:5-1:11]([Name[1:6-1:7](\"a\"), Name[1:9-1:10](\"b\")])]))])"},
                {"x = a[b:c, d:e]\n", "Module([Assign[1:0-1:15]([Name[1:0-1:1](\"x\")], Subscript[1:4-1:15](Name[1:4-1:5](\"a\"), Tuple[1:6-1:14]([Slice[1:6-1:9](Name[1:6-1:7](\"b\"), Name[1:8-1:9](\"c\"), None), Slice[1:11-1:14](Name[1:11-1:12](\"d\"), Name[1:13-1:14](\"e\"), None)])))])"},
                {"x = a[b:]\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], Subscript[1:4-1:9](Name[1:4-1:5](\"a\"), Slice[1:6-1:8](Name[1:6-1:7](\"b\"), None, None)))])"},
                {"x = a[:b]\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], Subscript[1:4-1:9](Name[1:4-1:5](\"a\"), Slice[1:6-1:8](None, Name[1:7-1:8](\"b\"), None)))])"},
                {"x = a[::2]\n", "Module([Assign[1:0-1:10]([Name[1:0-1:1](\"x\")], Subscript[1:4-1:10](Name[1:4-1:5](\"a\"), Slice[1:6-1:9](None, None, Constant[1:8-1:9](i2))))])"},
                {"x = a[b::]\n", "Module([Assign[1:0-1:10]([Name[1:0-1:1](\"x\")], Subscript[1:4-1:10](Name[1:4-1:5](\"a\"), Slice[1:6-1:9](Name[1:6-1:7](\"b\"), None, None)))])"},
                {"x = a[(b, c)]\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\")], Subscript[1:4-1:13](Name[1:4-1:5](\"a\"), Tuple[1:6-1:12]([Name[1:7-1:8](\"b\"), Name[1:10-1:11](\"c\")])))])"},
                {"x = a[b := 1]\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\")], Subscript[1:4-1:13](Name[1:4-1:5](\"a\"), NamedExpr[1:6-1:12](Name[1:6-1:7](\"b\"), Constant[1:11-1:12](i1))))])"},
                {"f(a := 1)\n", "Module([Expr[1:0-1:9](Call[1:0-1:9](Name[1:0-1:1](\"f\"), [NamedExpr[1:2-1:8](Name[1:2-1:3](\"a\"), Constant[1:7-1:8](i1))], []))])"},
                {"x = [y := 1, y ** 2]\n", "Module([Assign[1:0-1:20]([Name[1:0-1:1](\"x\")], List[1:4-1:20]([NamedExpr[1:5-1:11](Name[1:5-1:6](\"y\"), Constant[1:10-1:11](i1)), BinOp[1:13-1:19](Name[1:13-1:14](\"y\"), POW, Constant[1:18-1:19](i2))]))])"},
                {"x = {**a}\n", "Module([Assign[1:0-1:9]([Name[1:0-1:1](\"x\")], Dict[1:4-1:9]([None], [Name[1:7-1:8](\"a\")]))])"},
                {"x = {**a, **b}\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], Dict[1:4-1:14]([None, None], [Name[1:7-1:8](\"a\"), Name[1:12-1:13](\"b\")]))])"},
                {"x = {1: 2,}\n", "Module([Assign[1:0-1:11]([Name[1:0-1:1](\"x\")], Dict[1:4-1:11]([Constant[1:5-1:6](i1)], [Constant[1:8-1:9](i2)]))])"},
                {"x = {1,}\n", "Module([Assign[1:0-1:8]([Name[1:0-1:1](\"x\")], Set[1:4-1:8]([Constant[1:5-1:6](i1)]))])"},
                {"x = [1,]\n", "Module([Assign[1:0-1:8]([Name[1:0-1:1](\"x\")], List[1:4-1:8]([Constant[1:5-1:6](i1)]))])"}
        };
    }

    @ParameterizedTest
    @MethodSource("cases")
    void parsesLikeCPython(String source, String expected) {
        assertEquals(expected, AstDump.dump(Parser.parse(source, "t.py", Parser.Mode.FILE)));
    }
}
