package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** The Java-level list API the VM uses, and the list behaviours that need guest code (sort callbacks, recursion). */
class PyListTest {

    @Test
    void appendGrowsAndKeepsTrailingSlotsNull() {
        PyList l = new PyList();
        for (int k = 0; k < 100; k++) {
            l.append(i(k));
        }
        assertEquals(100, l.size);
        assertSame(l.items[99], l.get(99));
        for (int k = l.size; k < l.items.length; k++) {
            assertNull(l.items[k]);
        }
        l.pop(0);
        assertNull(l.items[99]);
        assertEquals("1", Ops.repr(l.get(0)));
    }

    @Test
    void sortedListIsEmptyDuringSortAndModificationIsDetected() {
        PyList l = l(i(3), i(1), i(2));
        String[] seen = new String[1];
        PyObject peek = new PyBuiltinFunction("peek", (args, kw) -> {
            seen[0] = l.repr();
            return args[0];
        });
        l.sort(peek, false);
        assertEquals("[]", seen[0]);
        assertEquals("[1, 2, 3]", l.repr());

        PyList m = l(i(3), i(1), i(2));
        PyObject meddle = new PyBuiltinFunction("meddle", (args, kw) -> {
            m.append(i(9));
            return args[0];
        });
        expect("ValueError: list modified during sort", () -> {
            m.sort(meddle, false);
            return m;
        });
        assertEquals("[1, 2, 3]", m.repr());
    }

    @Test
    void keyErrorsPropagateAndLeaveTheListIntact() {
        PyList l = l(i(3), s("a"), i(1));
        expect("TypeError: '<' not supported between instances of 'str' and 'int'", () -> {
            l.sort(null, false);
            return l;
        });
        assertEquals("[3, 'a', 1]", l.repr());
        expect("TypeError: bad operand type for unary -: 'str'", () -> {
            l.sort(NEG, false);
            return l;
        });
        assertEquals("[3, 'a', 1]", l.repr());
    }

    @Test
    void sortIsStableForLargeInputsWithKeyAndReverse() {
        PyList l = new PyList();
        for (int k = 0; k < 1000; k++) {
            l.append(t(i((k * 7919) % 10), i(k)));
        }
        l.sort(FIRST, true);
        for (int k = 1; k < l.size; k++) {
            PyTuple a = (PyTuple) l.get(k - 1);
            PyTuple b = (PyTuple) l.get(k);
            long ka = ((PyInt) a.items[0]).value;
            long kb = ((PyInt) b.items[0]).value;
            if (ka == kb) {
                assertEquals(true, ((PyInt) a.items[1]).value < ((PyInt) b.items[1]).value, "stable at " + k);
            } else {
                assertEquals(true, ka > kb, "descending at " + k);
            }
        }
    }

    @Test
    void strsSortInCodePointOrderWhateverTheirFirstUnits() {
        char[] alphabet = {'\0', 'a', 'b', '\u00e9', '\u7fff', '\u8000', '\uffff'};
        java.util.Random random = new java.util.Random(11);
        java.util.List<String> expected = new java.util.ArrayList<>();
        PyList l = new PyList();
        for (int k = 0; k < 2000; k++) {
            StringBuilder b = new StringBuilder();
            for (int n = random.nextInt(7); n > 0; n--) {
                b.append(alphabet[random.nextInt(alphabet.length)]);
            }
            PyStr str = s(b.toString());
            expected.add(str.value);
            l.append(str);
        }
        java.util.Collections.sort(expected); // String order is code point order without surrogates
        l.sort(null, false);
        for (int k = 0; k < l.size; k++) {
            assertEquals(expected.get(k), ((PyStr) l.get(k)).value, "at " + k);
        }
        l.append(s("\ud83d\ude00")); // an astral character sorts after every BMP one: the code point order path
        l.sort(null, true);
        assertEquals("\ud83d\ude00", ((PyStr) l.get(0)).value);
        for (int k = 2; k < l.size; k++) {
            assertEquals(true, ((PyStr) l.get(k - 1)).value.compareTo(((PyStr) l.get(k)).value) >= 0, "at " + k);
        }
    }

    @Test
    void reprOfARecursiveList() {
        PyList l = l(i(1));
        l.append(l);
        assertEquals("[1, [...]]", l.repr());
        PyDict d = d(s("k"), l);
        l.append(d);
        assertEquals("[1, [...], {'k': [...]}]", l.repr());
    }

    @Test
    void iteratorsSeeAppendsAndReversedStopsAtTheStart() {
        PyList l = l(i(1), i(2));
        PyListIterator it = l.iter();
        assertEquals("1", Ops.repr(it.next()));
        l.append(i(3));
        assertEquals("2", Ops.repr(it.next()));
        assertEquals("3", Ops.repr(it.next()));
        assertNull(it.next());
        l.append(i(4));
        assertNull(it.next());
        PyListReverseIterator r = new PyListReverseIterator(l);
        StringBuilder sb = new StringBuilder();
        for (PyObject x = r.next(); x != null; x = r.next()) {
            sb.append(Ops.repr(x));
        }
        assertEquals("4321", sb.toString());
    }

    @Test
    void constructorTakesAnyIterable() {
        expect("[1, 2]", () -> Ops.call(PyList.TYPE, t(i(1), i(2))));
        expect("['a', 'b']", () -> Ops.call(PyList.TYPE, s("ab")));
        expect("[]", () -> Ops.call(PyList.TYPE));
        expect("TypeError: 'int' object is not iterable", () -> Ops.call(PyList.TYPE, i(1)));
        expect("TypeError: list expected at most 1 argument, got 2", () -> Ops.call(PyList.TYPE, i(1), i(2)));
        expect("[0, 1, 2]", () -> Ops.call(PyList.TYPE, new PyRange(0, 3, 1)));
    }
}
