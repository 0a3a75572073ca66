package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Programs run end to end compared with what python3.11 printed: imports of sibling modules and packages from temporary directories. */
class InterpreterImportTest {

    @Test
    void importSiblingModules() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("prog.py", """
                import helper
                from helper import square, CONST as C
                import pkg.sub
                from pkg import sub as s2
                from pkg.sub import value
                print(helper.square(4), square(5), C, helper.__name__)
                print(pkg.sub.value, s2 is pkg.sub, value, pkg.__name__, pkg.sub.__name__)
                import helper as h2
                print(h2 is helper, helper.loaded_times)
                print(__name__)
                """);
        files.put("helper.py", """
                CONST = "c"
                loaded_times = 1
                def square(x):
                    return x * x
                if __name__ == "__main__":
                    print("not printed")
                """);
        files.put("pkg/__init__.py", """
                print("pkg init")
                """);
        files.put("pkg/sub.py", """
                from . import helper2
                value = helper2.VAL + 1
                """);
        files.put("pkg/helper2.py", """
                VAL = 41
                """);
        GuestRun r = GuestRun.files(files);
        assertEquals("""
                pkg init
                16 25 c helper
                42 True 42 pkg pkg.sub
                True 1
                __main__
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    /**
     * A fromlist name that is no submodule is skipped, but a submodule that exists and fails to import, even with a
     * ModuleNotFoundError of another module, fails the import, as CPython's {@code _handle_fromlist} decides.
     */
    @Test
    void fromListSkipsOnlyMissingSubmodules() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("prog.py", """
                import pkg
                from pkg import good
                try:
                    from pkg import absent
                except ImportError as e:
                    print(type(e).__name__, e.name)
                try:
                    from pkg import broken
                except ImportError as e:
                    print(type(e).__name__, e.name, e)
                """);
        files.put("pkg/__init__.py", "");
        files.put("pkg/good.py", "X = 1\n");
        files.put("pkg/broken.py", "import no_such_module_here\n");
        GuestRun r = GuestRun.files(files);
        assertEquals("""
                ImportError pkg
                ModuleNotFoundError no_such_module_here No module named 'no_such_module_here'
                """, r.out, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void importStar() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("prog.py", """
                from pub import *
                from priv import *
                print(visible, also)
                try:
                    print(_hidden)
                except NameError as e:
                    print(e)
                print(listed)
                try:
                    print(unlisted)
                except NameError as e:
                    print(e)
                """);
        files.put("pub.py", """
                visible = 1
                also = 2
                _hidden = 3
                """);
        files.put("priv.py", """
                __all__ = ["listed"]
                listed = "yes"
                unlisted = "no"
                """);
        GuestRun r = GuestRun.files(files);
        assertEquals("""
                1 2
                name '_hidden' is not defined
                yes
                name 'unlisted' is not defined
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void importErrors() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("prog.py", """
                try:
                    import does_not_exist
                except ModuleNotFoundError as e:
                    print(e)
                try:
                    from mod import nothing_here
                except ImportError as e:
                    print(str(e).replace(__file__.rsplit("/", 1)[0], "DIR"))
                try:
                    from sys import nope
                except ImportError as e:
                    print(e)
                import math, sys
                print(math.sqrt(16), "math" in sys.modules, sys.modules["__main__"].__name__)
                import circ_a
                print(circ_a.A, circ_a.circ_b.B)
                """);
        files.put("mod.py", """
                x = 1
                """);
        files.put("circ_a.py", """
                A = "a"
                import circ_b
                """);
        files.put("circ_b.py", """
                import circ_a
                B = "b" + circ_a.A
                """);
        GuestRun r = GuestRun.files(files);
        assertEquals("""
                No module named 'does_not_exist'
                cannot import name 'nothing_here' from 'mod' (DIR/mod.py)
                cannot import name 'nope' from 'sys' (unknown location)
                4.0 True __main__
                a ba
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void importFailureTraceback() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("prog.py", """
                import broken
                """);
        files.put("broken.py", """
                def f():
                    return 1 / 0
                f()
                """);
        GuestRun r = GuestRun.files(files);
        assertEquals("", r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 1, in <module>
                    import broken
                  File "{DIR}/broken.py", line 3, in <module>
                    f()
                  File "{DIR}/broken.py", line 2, in f
                    return 1 / 0
                           ~~^~~
                ZeroDivisionError: division by zero
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }
}
