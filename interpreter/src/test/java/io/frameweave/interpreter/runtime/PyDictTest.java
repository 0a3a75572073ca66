package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The dict table: insertion order through deletions, reinsertions and resizes, the str fast path, the
 * entry-index cursor, iteration errors, and the version tag that every mutation path must change.
 */
class PyDictTest {

    private static String keys(PyDict d) {
        StringBuilder sb = new StringBuilder();
        for (int k = d.nextIndex(0); k >= 0; k = d.nextIndex(k + 1)) {
            sb.append(Ops.repr(d.keyAt(k))).append('=').append(Ops.repr(d.valueAt(k))).append(' ');
        }
        return sb.toString().trim();
    }

    @Test
    void insertionOrderSurvivesDeletionReinsertionAndResize() {
        PyDict d = new PyDict();
        for (int k = 0; k < 5; k++) {
            d.put(i(k), s("v" + k));
        }
        d.remove(i(1));
        d.put(i(1), s("again"));
        d.put(i(3), s("replaced"));
        assertEquals("0='v0' 2='v2' 3='replaced' 4='v4' 1='again'", keys(d));
        for (int k = 100; k < 1100; k++) {
            d.put(i(k), i(k));
        }
        for (int k = 100; k < 1090; k++) {
            assertEquals(k, ((PyInt) d.remove(i(k))).value);
        }
        assertEquals(15, d.size());
        assertEquals("{0: 'v0', 2: 'v2', 3: 'replaced', 4: 'v4', 1: 'again', 1090: 1090, 1091: 1091, 1092: 1092, "
                + "1093: 1093, 1094: 1094, 1095: 1095, 1096: 1096, 1097: 1097, 1098: 1098, 1099: 1099}", d.repr());
        assertNull(d.get(i(500)));
    }

    @Test
    void strKeysHaveAFastPathThatAgreesWithTheGeneralOne() {
        PyDict d = new PyDict();
        d.putStr("alpha", i(1));
        d.put(s("beta"), i(2));
        assertEquals("1", Ops.repr(d.get(s("alpha"))));
        assertEquals("2", Ops.repr(d.getStr("beta")));
        assertNull(d.getStr("gamma"));
        int idx = d.lookupStrIndex("beta");
        assertEquals("'beta'", Ops.repr(d.keyAt(idx)));
        d.putStr("alpha", i(3));
        assertEquals("{'alpha': 3, 'beta': 2}", d.repr());
        assertEquals(2, d.size());
        d.put(i(1), s("int key"));
        assertNull(d.getStr("1"));
    }

    @Test
    void equalKeysOfDifferentTypesShareAnEntry() {
        PyDict d = new PyDict();
        d.put(i(1), s("int"));
        d.put(f(1.0), s("float"));
        d.put(Py.True, s("bool"));
        assertEquals("{1: 'bool'}", d.repr());
        d.put(big("123456789012345678901234567890"), s("big"));
        assertEquals("'big'", Ops.repr(d.get(big("123456789012345678901234567890"))));
        d.put(t(i(1), s("a")), s("tuple"));
        assertEquals("'tuple'", Ops.repr(d.get(t(i(1), s("a")))));
        expect("TypeError: unhashable type: 'list'", () -> d.get(l()));
    }

    /** Asserts that {@code mutation} changes the dict's version. */
    private static void bumps(PyDict d, Consumer<PyDict> mutation, String what) {
        long before = d.version;
        mutation.accept(d);
        assertNotEquals(before, d.version, what + " must assign a new version");
    }

    @Test
    void everyMutationPathChangesTheVersion() {
        PyDict d = d(s("a"), i(1), s("b"), i(2));
        bumps(d, x -> x.put(s("c"), i(3)), "put (add)");
        bumps(d, x -> x.put(s("c"), i(4)), "put (replace)");
        bumps(d, x -> x.putStr("d", i(5)), "putStr");
        bumps(d, x -> x.remove(s("d")), "remove");
        bumps(d, x -> x.setItem(s("e"), i(6)), "setItem");
        bumps(d, x -> x.delItem(s("e")), "delItem");
        bumps(d, x -> call(x, "__setitem__", s("f"), i(7)), "d[k] = v");
        bumps(d, x -> call(x, "__delitem__", s("f")), "del d[k]");
        bumps(d, x -> call(x, "update", d(s("g"), i(8))), "update(mapping)");
        bumps(d, x -> call(x, "update", l(t(s("h"), i(9)))), "update(pairs)");
        bumps(d, x -> callKw(x, "update", kw("i"), i(10)), "update(**kw)");
        bumps(d, x -> call(x, "setdefault", s("j"), i(11)), "setdefault (new key)");
        bumps(d, x -> call(x, "pop", s("j")), "pop");
        bumps(d, x -> call(x, "popitem"), "popitem");
        bumps(d, x -> call(x, "__ior__", d(s("k"), i(12))), "|=");
        bumps(d, x -> call(x, "__init__", d(s("l"), i(13))), "__init__");
        bumps(d, x -> call(x, "clear"), "clear");
        d.put(s("a"), i(1));
        long v = d.version;
        d.get(s("nothing"));
        call(d, "get", s("a"));
        call(d, "setdefault", s("a"));
        d.remove(s("missing"));
        assertEquals(v, d.version, "reads and no-op removals leave the version alone");
    }

    @Test
    void versionsAreUniqueAcrossDicts() {
        PyDict a = new PyDict();
        PyDict b = new PyDict();
        assertNotEquals(a.version, b.version);
        a.put(i(1), i(1));
        b.put(i(1), i(1));
        assertNotEquals(a.version, b.version);
    }

    @Test
    void iterationDetectsSizeChangesLikeCPython() {
        PyDict d = d(i(1), i(2));
        PyObject it = d.iter();
        assertEquals("1", Ops.repr(Ops.next(it)));
        d.put(i(2), i(3));
        expect("RuntimeError: dictionary changed size during iteration", () -> Ops.next(it));
        expect("RuntimeError: dictionary changed size during iteration", () -> Ops.next(it));

        PyDict e = d(i(1), i(2), i(3), i(4));
        PyObject it2 = e.iter();
        assertEquals("1", Ops.repr(Ops.next(it2)));
        e.remove(i(3));
        e.put(i(5), i(1));
        assertEquals("5", Ops.repr(Ops.next(it2)), "same size: the iterator walks on into the new entry");
        assertNull(Ops.next(it2));
    }

    @Test
    void viewsAreLiveAndSetLike() {
        PyDict d = d(s("a"), i(1), s("b"), i(2));
        PyObject keys = call(d, "keys");
        PyObject items = call(d, "items");
        PyObject values = call(d, "values");
        d.put(s("c"), i(3));
        assertEquals("dict_keys(['a', 'b', 'c'])", Ops.repr(keys));
        assertEquals("dict_items([('a', 1), ('b', 2), ('c', 3)])", Ops.repr(items));
        assertEquals("dict_values([1, 2, 3])", Ops.repr(values));
        expect("3", () -> call(keys, "__len__"));
        expect("True", () -> call(items, "__contains__", t(s("b"), i(2))));
        expect("False", () -> call(items, "__contains__", t(s("b"), i(3))));
        expect("{'c'}", () -> call(keys, "__sub__", set(s("a"), s("b"))));
        expect("{'a'}", () -> call(keys, "__and__", l(s("a"), s("z"))));
        expect("True", () -> call(keys, "__eq__", set(s("c"), s("b"), s("a"))));
        expect("NotImplemented", () -> call(values, "__eq__", call(d, "values")));
        expect("True", () -> call(keys, "isdisjoint", l(s("x"))));
        expect("['c', 'b', 'a']", () -> Ops.call(PyList.TYPE, call(keys, "__reversed__")));
    }

    @Test
    void copyIsIndependentAndCompact() {
        PyDict d = new PyDict();
        for (int k = 0; k < 20; k++) {
            d.put(i(k), i(k * k));
        }
        for (int k = 0; k < 20; k += 2) {
            d.remove(i(k));
        }
        PyDict c = d.copy();
        assertEquals(d.repr(), c.repr());
        c.put(i(100), i(0));
        assertEquals(10, d.size());
        assertEquals(11, c.size());
        assertSame(Py.True, d.richCompare(d.copy(), 2));
        assertTrue(c.entryLimit() <= c.size() + 8);
    }

    @Test
    void recursiveReprAndMissing() {
        PyDict d = new PyDict();
        d.put(s("self"), d);
        assertEquals("{'self': {...}}", d.repr());
        expect("KeyError: 'nope'", () -> d.getItem(s("nope")));
        expect("KeyError: (1, 2)", () -> d.getItem(t(i(1), i(2))));
    }
}
