package io.frameweave.interpreter.modules.ast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyInstance;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.Ops;
import org.junit.jupiter.api.Test;

/**
 * The two conversions are each other's inverse: the VM's tree of a source, made into guest nodes and read back,
 * equals the tree the parser made (positions included, the sources being ASCII so byte and character columns
 * agree). And every concrete kind of the grammar is reached by the sources, so no node kind goes unconverted.
 */
class GuestTreeRoundTripTest {
    private static final String SOURCE = """
            import a.b as c, d
            from .. import e as f
            from g import *
            @deco(1)
            async def fn(a, /, b: int = 1, *c, d, e=2, **f) -> None:
                global x
                def inner():
                    nonlocal a
                x: int = 1
                y = z = [1, 2.5, 3j, 'u', b'b', None, ..., True, 10**30]
                del y[0], z.q
                y += 1
                for i, *j in k:
                    continue
                else:
                    break
                async for q in r:
                    pass
                while x:
                    pass
                if a:
                    pass
                elif b:
                    pass
                with a as (b, c), d:
                    pass
                async with e:
                    pass
                try:
                    raise X from Y
                except E as e:
                    pass
                finally:
                    pass
                try:
                    pass
                except* F:
                    pass
                assert x, 'm'
                return await (yield (yield from g))
            class C(B, metaclass=M):
                pass
            lambda a, *b: a if b else -a
            (a and b) or (not c)
            a < b is not c not in d == e != f <= g > h >= i is j in k
            f(*a, b=1, **c)[1:2:3].x
            {1: 2, **d}, {1, 2}, (a,), [*a]
            [x for x in y if x], {x for x in y}, {k: v for k, v in y}, (x async for x in y)
            (n := 1) @ 2 // 3 % 4 ** 5 * 0 << 6 >> 7 | 8 ^ 9 & 10 - ~11 + +12 / 13
            f'{a!r:>{w}} {b=}'
            match x:
                case 1 | -2 | 1+2j | None | True:
                    pass
                case [a, *_] | {'k': v, **rest} | P(1, y=z) as w if w:
                    pass
            """;

    @Test
    void parsedTreeReadBackEqualsTheParsersTree() {
        AstTypes types = new AstTypes();
        ModuleNode parsed = Parser.parse(SOURCE, "<test>", Parser.Mode.FILE);
        PyObject guest = GuestTreeBuilder.build(types, parsed, SOURCE);
        assertEquals(parsed, GuestTreeReader.read(types, guest, "exec"));

        ModuleNode expression = Parser.parse("a.b(c)[d] if e else f", "<test>", Parser.Mode.EVAL);
        assertEquals(expression, GuestTreeReader.read(types, GuestTreeBuilder.build(types, expression, ""), "eval"));
        ModuleNode single = Parser.parse("x = 1", "<test>", Parser.Mode.SINGLE);
        assertEquals(single, GuestTreeReader.read(types, GuestTreeBuilder.build(types, single, ""), "single"));
    }

    @Test
    void everyConcreteKindIsBuilt() {
        AstTypes types = new AstTypes();
        PyObject guest = GuestTreeBuilder.build(types, Parser.parse(SOURCE, "<test>", Parser.Mode.FILE), SOURCE);
        java.util.Set<String> seen = new java.util.HashSet<>();
        collect(guest, seen);
        for (AstGrammar.Kind k : AstGrammar.KINDS.values()) {
            boolean unreachable = k.name().equals("FunctionType") || k.name().equals("TypeIgnore")
                    || k.name().equals("Interactive") || k.name().equals("Expression");
            if (!k.isAbstract() && !unreachable) {
                assertTrue(seen.contains(k.name()), k.name() + " never built");
            }
        }
    }

    private static void collect(PyObject o, java.util.Set<String> seen) {
        if (o instanceof PyInstance n) {
            seen.add(n.type().name);
            for (int i = n.dict.nextIndex(0); i >= 0; i = n.dict.nextIndex(i + 1)) {
                collect(n.dict.valueAt(i), seen);
            }
        } else if (o instanceof io.frameweave.interpreter.runtime.PyList l) {
            for (int i = 0; i < l.size(); i++) {
                collect(l.get(i), seen);
            }
        }
    }

    @Test
    void columnsAreUtf8Bytes() {
        AstTypes types = new AstTypes();
        String source = "x = 'é' + '😀' + y\n";
        PyInstance module = (PyInstance) GuestTreeBuilder.build(types,
                Parser.parse(source, "<test>", Parser.Mode.FILE), source);
        PyInstance assign = (PyInstance) ((io.frameweave.interpreter.runtime.PyList) module.dict.getStr("body")).get(0);
        PyInstance y = (PyInstance) ((PyInstance) assign.dict.getStr("value")).dict.getStr("right");
        assertEquals("20", Ops.repr(y.dict.getStr("col_offset")));
        assertEquals("21", Ops.repr(y.dict.getStr("end_col_offset")));
        Utf8Columns columns = new Utf8Columns(source);
        assertEquals(10, columns.bytes(1, 9)); // after 'é', a two-byte character
        assertEquals(20, columns.bytes(1, 16)); // the emoji is four bytes
        assertEquals('é', columns.codePointAt(1, 5));
    }

    @Test
    void classesCarryTheGrammar() {
        AstTypes types = new AstTypes();
        PyObject fields = types.get("FunctionDef").type().dict.getStr("_fields");
        assertEquals("('name', 'args', 'body', 'decorator_list', 'returns', 'type_comment')",
                Ops.repr(fields));
        assertEquals("'Load'", Ops.repr(types.get("Load").type().dict.getStr("__doc__")));
        assertTrue(types.get("Add").type().isSubtypeOf(types.get("operator").type()));
    }
}
