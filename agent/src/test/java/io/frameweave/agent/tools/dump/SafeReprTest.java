package io.frameweave.agent.tools.dump;

import io.frameweave.agent.tools.WovenGuest;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.Py;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Reprs for dumps: as repr() for builtin values, cut at the limit, and never running guest code. */
class SafeReprTest {

    @BeforeAll
    static void runtimeUp() {
        WovenGuest.run("pass"); // the runtime's types are set up
    }

    @Test
    void builtinValuesAsReprShowsThem() {
        PyDict d = new PyDict();
        d.putStr("a", PyTuple.of(PyInt.of(1)));
        PyList l = PyList.of(PyInt.of(1), PyFloat.of(2.5), PyStr.of("it's"), Py.None, Py.True, d);
        assertEquals("[1, 2.5, \"it's\", None, True, {'a': (1,)}]", SafeRepr.of(l, 100));
    }

    @Test
    void longValuesAreCutAtTheLimit() {
        PyObject[] items = new PyObject[100_000];
        for (int i = 0; i < items.length; i++) {
            items[i] = PyInt.of(i);
        }
        assertEquals("[0, 1, 2, 3, 4, 5, 6, 7, 8, 9,...", SafeRepr.of(new PyList(items, items.length), 30));
        assertEquals("'xxxxxxxxx...", SafeRepr.of(PyStr.of("x".repeat(1_000_000)), 10));
        assertEquals("<int of 10001 bits>", SafeRepr.of(PyInt.of(BigInteger.ONE.shiftLeft(10_000)), 100));
    }

    @Test
    void nestingIsCutAtThreeLevels() {
        PyObject nested = PyList.of(PyList.of(PyList.of(PyList.of(PyInt.of(1)))));
        assertEquals("[[[[...]]]]", SafeRepr.of(nested, 100));
    }
}
