package io.frameweave.interpreter.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * F-strings: fields, conversions, nested format specs, self-documenting fields, concatenation. The expected trees are what python3.11's {@code ast} module gives for the same source, in
 * {@link AstDump}'s notation (positions as {@code [line:col-endLine:endCol]}).
 */
class ParserFStringTest {

    static String[][] cases() {
        return new String[][] {
                {"print(f\"hello {name!r:>10} and {x=} {{literal}}\")\n", "Module([Expr[1:0-1:49](Call[1:0-1:49](Name[1:0-1:5](\"print\"), [JoinedStr[1:6-1:48]([Constant[1:6-1:48](\"hello \"), FormattedValue[1:6-1:48](Name[1:15-1:19](\"name\"), 114, JoinedStr[1:6-1:48]([Constant[1:6-1:48](\">10\")])), Constant[1:6-1:48](\" and x=\"), FormattedValue[1:6-1:48](Name[1:32-1:33](\"x\"), 114, None), Constant[1:6-1:48](\" {literal}\")])], []))])"},
                {"f\"{a}\" \"b\" f\"{c}\"\n", "Module([Expr[1:0-1:17](JoinedStr[1:0-1:17]([FormattedValue[1:0-1:17](Name[1:3-1:4](\"a\"), -1, None), Constant[1:0-1:17](\"b\"), FormattedValue[1:0-1:17](Name[1:14-1:15](\"c\"), -1, None)]))])"},
                {"f\"{x:{y}.{z}}\"\n", "Module([Expr[1:0-1:14](JoinedStr[1:0-1:14]([FormattedValue[1:0-1:14](Name[1:3-1:4](\"x\"), -1, JoinedStr[1:0-1:14]([FormattedValue[1:0-1:14](Name[1:6-1:7](\"y\"), -1, None), Constant[1:0-1:14](\".\"), FormattedValue[1:0-1:14](Name[1:10-1:11](\"z\"), -1, None)]))]))])"},
                {"f\"{x:}\"\n", "Module([Expr[1:0-1:7](JoinedStr[1:0-1:7]([FormattedValue[1:0-1:7](Name[1:3-1:4](\"x\"), -1, JoinedStr[1:0-1:7]([]))]))])"},
                {"f\"\"\"a\n{b +\n c}\"\"\"\n", "Module([Expr[1:0-3:6](JoinedStr[1:0-3:6]([Constant[1:0-3:6](\"a\\u{a}\"), FormattedValue[1:0-3:6](BinOp[2:1-3:2](Name[2:1-2:2](\"b\"), ADD, Name[3:1-3:2](\"c\")), -1, None)]))])"},
                {"x = \"a\" 'b' f\"c{d}e\" \"f\"\n", "Module([Assign[1:0-1:24]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:24]([Constant[1:4-1:24](\"abc\"), FormattedValue[1:4-1:24](Name[1:16-1:17](\"d\"), -1, None), Constant[1:4-1:24](\"ef\")]))])"},
                {"x = f'{x[\"k\"]}'\n", "Module([Assign[1:0-1:15]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:15]([FormattedValue[1:4-1:15](Subscript[1:7-1:13](Name[1:7-1:8](\"x\"), Constant[1:9-1:12](\"k\")), -1, None)]))])"},
                {"x = f\"{ x }\"\n", "Module([Assign[1:0-1:12]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:12]([FormattedValue[1:4-1:12](Name[1:8-1:9](\"x\"), -1, None)]))])"},
                {"x = f\"{x:>{w}}\"\n", "Module([Assign[1:0-1:15]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:15]([FormattedValue[1:4-1:15](Name[1:7-1:8](\"x\"), -1, JoinedStr[1:4-1:15]([Constant[1:4-1:15](\">\"), FormattedValue[1:4-1:15](Name[1:11-1:12](\"w\"), -1, None)]))]))])"},
                {"x = f\"{x!s}\"\n", "Module([Assign[1:0-1:12]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:12]([FormattedValue[1:4-1:12](Name[1:7-1:8](\"x\"), 115, None)]))])"},
                {"x = f\"{3.14:.2f}\"\n", "Module([Assign[1:0-1:17]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:17]([FormattedValue[1:4-1:17](Constant[1:7-1:11](f40091eb851eb851f), -1, JoinedStr[1:4-1:17]([Constant[1:4-1:17](\".2f\")]))]))])"},
                {"x = f\"{a:{b}{c}d}\"\n", "Module([Assign[1:0-1:18]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:18]([FormattedValue[1:4-1:18](Name[1:7-1:8](\"a\"), -1, JoinedStr[1:4-1:18]([FormattedValue[1:4-1:18](Name[1:10-1:11](\"b\"), -1, None), FormattedValue[1:4-1:18](Name[1:13-1:14](\"c\"), -1, None), Constant[1:4-1:18](\"d\")]))]))])"},
                {"x = f\"\"\"{\nx}\"\"\"\n", "Module([Assign[1:0-2:5]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-2:5]([FormattedValue[1:4-2:5](Name[2:0-2:1](\"x\"), -1, None)]))])"},
                {"x = rf\"\\d{x}\"\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:13]([Constant[1:4-1:13](\"\\u{5c}d\"), FormattedValue[1:4-1:13](Name[1:10-1:11](\"x\"), -1, None)]))])"},
                {"x = f\"\\n{x}\\t\"\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:14]([Constant[1:4-1:14](\"\\u{a}\"), FormattedValue[1:4-1:14](Name[1:9-1:10](\"x\"), -1, None), Constant[1:4-1:14](\"\\u{9}\")]))])"},
                {"x = f\"{{}}\"\n", "Module([Assign[1:0-1:11]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:11]([Constant[1:4-1:11](\"{}\")]))])"},
                {"x = f\"a{{b}}c{d}\"\n", "Module([Assign[1:0-1:17]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:17]([Constant[1:4-1:17](\"a{b}c\"), FormattedValue[1:4-1:17](Name[1:14-1:15](\"d\"), -1, None)]))])"},
                {"x = f\"{x,y}\"\n", "Module([Assign[1:0-1:12]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:12]([FormattedValue[1:4-1:12](Tuple[1:6-1:11]([Name[1:7-1:8](\"x\"), Name[1:9-1:10](\"y\")]), -1, None)]))])"},
                {"x = f\"{(lambda: 1)()}\"\n", "Module([Assign[1:0-1:22]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:22]([FormattedValue[1:4-1:22](Call[1:7-1:20](Lambda[1:8-1:17](arguments([], [], None, [], [], None, []), Constant[1:16-1:17](i1)), [], []), -1, None)]))])"},
                {"x = f\"{x if y else z}\"\n", "Module([Assign[1:0-1:22]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:22]([FormattedValue[1:4-1:22](IfExp[1:7-1:20](Name[1:12-1:13](\"y\"), Name[1:7-1:8](\"x\"), Name[1:19-1:20](\"z\")), -1, None)]))])"},
                {"x = f\"{a!r:^{w}.{p}}\"\n", "Module([Assign[1:0-1:21]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:21]([FormattedValue[1:4-1:21](Name[1:7-1:8](\"a\"), 114, JoinedStr[1:4-1:21]([Constant[1:4-1:21](\"^\"), FormattedValue[1:4-1:21](Name[1:13-1:14](\"w\"), -1, None), Constant[1:4-1:21](\".\"), FormattedValue[1:4-1:21](Name[1:17-1:18](\"p\"), -1, None)]))]))])"},
                {"x = f'{\"a\"!r}'\n", "Module([Assign[1:0-1:14]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:14]([FormattedValue[1:4-1:14](Constant[1:7-1:10](\"a\"), 114, None)]))])"},
                {"x = f\"{x=!s}\"\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:13]([Constant[1:4-1:13](\"x=\"), FormattedValue[1:4-1:13](Name[1:7-1:8](\"x\"), 115, None)]))])"},
                {"x = f\"{x = :>5}\"\n", "Module([Assign[1:0-1:16]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:16]([Constant[1:4-1:16](\"x = \"), FormattedValue[1:4-1:16](Name[1:7-1:8](\"x\"), -1, JoinedStr[1:4-1:16]([Constant[1:4-1:16](\">5\")]))]))])"},
                {"x = f\"{a}{b}\"\n", "Module([Assign[1:0-1:13]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:13]([FormattedValue[1:4-1:13](Name[1:7-1:8](\"a\"), -1, None), FormattedValue[1:4-1:13](Name[1:10-1:11](\"b\"), -1, None)]))])"},
                {"x = f\"\"\n", "Module([Assign[1:0-1:7]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:7]([]))])"},
                {"x = \"\" f\"\"\n", "Module([Assign[1:0-1:10]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:10]([]))])"},
                {"x = f\"{x:{{}}>5}\"\n", "Module([Assign[1:0-1:17]([Name[1:0-1:1](\"x\")], JoinedStr[1:4-1:17]([FormattedValue[1:4-1:17](Name[1:7-1:8](\"x\"), -1, JoinedStr[1:4-1:17]([FormattedValue[1:4-1:17](Dict[1:10-1:12]([], []), -1, None), Constant[1:4-1:17](\">5\")]))]))])"},
                {"y\nz = f\"a{f'{x}'}b\"\n", "Module([Expr[1:0-1:1](Name[1:0-1:1](\"y\")), Assign[2:0-2:17]([Name[2:0-2:1](\"z\")], JoinedStr[2:4-2:17]([Constant[2:4-2:17](\"a\"), FormattedValue[2:4-2:17](JoinedStr[2:8-2:14]([FormattedValue[2:8-2:14](Name[2:11-2:12](\"x\"), -1, None)]), -1, None), Constant[2:4-2:17](\"b\")]))])"},
                {"x = 'abc' \\\n    'def'\n", "Module([Assign[1:0-2:9]([Name[1:0-1:1](\"x\")], Constant[1:4-2:9](\"abcdef\"))])"}
        };
    }

    @ParameterizedTest
    @MethodSource("cases")
    void parsesLikeCPython(String source, String expected) {
        assertEquals(expected, AstDump.dump(Parser.parse(source, "t.py", Parser.Mode.FILE)));
    }
}
