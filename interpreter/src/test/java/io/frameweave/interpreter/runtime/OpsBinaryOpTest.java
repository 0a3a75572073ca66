package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.GuestFunction.newClass;
import static io.frameweave.interpreter.runtime.GuestFunction.raised;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Binary and unary operators: fast paths, reflected operands, the subclass-first rule, in-place fallback, errors. */
class OpsBinaryOpTest {
    private static final PyType[] NONE = new PyType[0];

    private static GuestFunction returning(String name, List<String> log, PyObject value) {
        return new GuestFunction(name, a -> {
            log.add(name + "(" + Ops.repr(a[0].type()) + ")");
            return value;
        });
    }

    @Test
    void intFastPaths() {
        assertEquals("7", Ops.repr(Ops.binaryOp(PyInt.of(3), PyInt.of(4), BinaryOperators.ADD)));
        assertEquals("7", Ops.repr(Ops.binaryOp(PyInt.of(3), PyInt.of(4), BinaryOperators.ADD + 13)));
        assertEquals("81", Ops.repr(Ops.binaryOp(PyInt.of(3), PyInt.of(4), BinaryOperators.POW)));
        assertEquals("abcd", Ops.str(Ops.binaryOp(PyStr.of("ab"), PyStr.of("cd"), BinaryOperators.ADD)));
    }

    @Test
    void unsupportedOperandMessages() {
        assertEquals("TypeError: unsupported operand type(s) for +: 'int' and 'str'",
                raised(() -> Ops.binaryOp(PyInt.of(1), PyStr.of("a"), BinaryOperators.ADD)));
        assertEquals("TypeError: unsupported operand type(s) for +=: 'int' and 'str'",
                raised(() -> Ops.binaryOp(PyInt.of(1), PyStr.of("a"), BinaryOperators.ADD + 13)));
        assertEquals("TypeError: unsupported operand type(s) for @: 'int' and 'int'",
                raised(() -> Ops.binaryOp(PyInt.of(1), PyInt.of(2), BinaryOperators.MAT_MULT)));
        assertEquals("TypeError: unsupported operand type(s) for ** or pow(): 'str' and 'int'",
                raised(() -> Ops.binaryOp(PyStr.of("a"), PyInt.of(2), BinaryOperators.POW)));
        assertEquals("TypeError: unsupported operand type(s) for ** or pow(): 'int', 'int', 'str'",
                raised(() -> Ops.pow(PyInt.of(2), PyInt.of(2), PyStr.of("a"))));
        assertEquals("TypeError: unsupported operand type(s) for divmod(): 'str' and 'int'",
                raised(() -> Ops.divmod(PyStr.of("a"), PyInt.of(1))));
        assertEquals("TypeError: bad operand type for unary -: 'str'", raised(() -> Ops.negative(PyStr.of("a"))));
        assertEquals("TypeError: bad operand type for unary ~: 'float'", raised(() -> Ops.invert(PyFloat.of(1.5))));
        assertEquals("TypeError: bad operand type for abs(): 'str'", raised(() -> Ops.abs(PyStr.of("a"))));
    }

    @Test
    void reflectedOperandIsTriedWhenTheLeftDeclines() {
        List<String> log = new ArrayList<>();
        PyType a = newClass("A", NONE, "__radd__", returning("__radd__", log, PyStr.of("radd")));
        PyObject x = Ops.call(a);
        assertEquals("radd", Ops.str(Ops.binaryOp(PyInt.of(1), x, BinaryOperators.ADD)));
        assertEquals(List.of("__radd__(<class '__main__.A'>)"), log);
    }

    @Test
    void subclassOverridingTheReflectedMethodGoesFirst() {
        List<String> log = new ArrayList<>();
        PyType base = newClass("Base", NONE, "__add__", returning("Base.__add__", log, PyStr.of("base")),
                "__radd__", returning("Base.__radd__", log, PyStr.of("base-r")));
        PyType sub = newClass("Sub", new PyType[] {base}, "__radd__", returning("Sub.__radd__", log, PyStr.of("sub-r")));
        assertEquals("sub-r", Ops.str(Ops.binaryOp(Ops.call(base), Ops.call(sub), BinaryOperators.ADD)));
        assertEquals(1, log.size());
        log.clear();
        PyType plainSub = newClass("PlainSub", new PyType[] {base});
        assertEquals("base", Ops.str(Ops.binaryOp(Ops.call(base), Ops.call(plainSub), BinaryOperators.ADD)));
        assertEquals(List.of("Base.__add__(<class '__main__.Base'>)"), log);
    }

    @Test
    void notImplementedFromBothSidesIsATypeError() {
        List<String> log = new ArrayList<>();
        PyType a = newClass("A", NONE, "__sub__", returning("__sub__", log, Py.NotImplemented));
        PyType b = newClass("B", NONE, "__rsub__", returning("__rsub__", log, Py.NotImplemented));
        assertEquals("TypeError: unsupported operand type(s) for -: 'A' and 'B'",
                raised(() -> Ops.binaryOp(Ops.call(a), Ops.call(b), BinaryOperators.SUB)));
        assertEquals(2, log.size());
    }

    @Test
    void inPlaceFallsBackToBinary() {
        List<String> log = new ArrayList<>();
        PyType a = newClass("A", NONE, "__iadd__", returning("__iadd__", log, Py.NotImplemented),
                "__add__", returning("__add__", log, PyStr.of("added")));
        assertEquals("added", Ops.str(Ops.binaryOp(Ops.call(a), PyInt.of(1), BinaryOperators.ADD + 13)));
        assertEquals(2, log.size());
        PyType b = newClass("B", NONE, "__imul__", returning("__imul__", log, PyStr.of("in-place")));
        assertEquals("in-place", Ops.str(Ops.binaryOp(Ops.call(b), PyInt.of(1), BinaryOperators.MULT + 13)));
    }

    @Test
    void unaryOperatorsOnGuests() {
        PyType a = newClass("A", NONE, "__neg__", new GuestFunction("__neg__", x -> PyStr.of("neg")),
                "__abs__", new GuestFunction("__abs__", x -> PyInt.of(3)));
        PyObject x = Ops.call(a);
        assertEquals("neg", Ops.str(Ops.negative(x)));
        assertEquals("3", Ops.repr(Ops.abs(x)));
        assertEquals("TypeError: bad operand type for unary +: 'A'", raised(() -> Ops.positive(x)));
    }

    @Test
    void indexProtocol() {
        PyType a = newClass("A", NONE, "__index__", new GuestFunction("__index__", x -> PyInt.of(5)));
        assertEquals(5, Ops.asIndex(Ops.call(a)));
        assertSame(PyInt.of(1).getClass(), Ops.index(Py.True).getClass());
        assertEquals("TypeError: 'str' object cannot be interpreted as an integer", raised(() -> Ops.index(PyStr.of("x"))));
        assertEquals("OverflowError: cannot fit 'int' into an index-sized integer",
                raised(() -> Ops.asIndex(PyInt.lshift(PyInt.of(1), PyInt.of(40)))));
    }

    @Test
    void truthAndLength() {
        PyType sized = newClass("S", NONE, "__len__", new GuestFunction("__len__", x -> PyInt.of(0)));
        assertEquals(false, Ops.isTrue(Ops.call(sized)));
        PyType bad = newClass("Bad", NONE, "__bool__", new GuestFunction("__bool__", x -> PyInt.of(1)));
        assertEquals("TypeError: __bool__ should return bool, returned int", raised(() -> Ops.isTrue(Ops.call(bad))));
        PyType neg = newClass("Neg", NONE, "__len__", new GuestFunction("__len__", x -> PyInt.of(-1)));
        assertEquals("ValueError: __len__() should return >= 0", raised(() -> Ops.len(Ops.call(neg))));
        assertEquals("TypeError: object of type 'int' has no len()", raised(() -> Ops.len(PyInt.of(1))));
        assertEquals(true, Ops.isTrue(Ops.call(newClass("Plain", NONE))));
        assertEquals(false, Ops.isTrue(PyFloat.of(0.0)));
    }

    @Test
    void callsItemsAndIteration() {
        assertEquals("TypeError: 'NoneType' object is not callable", raised(() -> Ops.call(Py.None)));
        assertEquals("TypeError: 'int' object is not subscriptable", raised(() -> Ops.getItem(PyInt.of(1), PyInt.of(0))));
        assertEquals("TypeError: 'int' object does not support item assignment",
                raised(() -> Ops.setItem(PyInt.of(1), PyInt.of(0), PyInt.of(0))));
        assertEquals("TypeError: 'int' object does not support item deletion",
                raised(() -> Ops.delItem(PyInt.of(1), PyInt.of(0))));
        assertEquals("TypeError: 'int' object is not iterable", raised(() -> Ops.iter(PyInt.of(1))));
        assertEquals("TypeError: argument of type 'int' is not iterable", raised(() -> Ops.contains(PyInt.of(1), PyInt.of(0))));
        assertEquals("TypeError: unhashable type: 'list'", raised(() -> Ops.hash(new PyList())));
        PyType callable = newClass("C", NONE, "__call__", new GuestFunction("__call__", a -> PyInt.of(a.length)));
        assertEquals("3", Ops.repr(Ops.call(Ops.call(callable), PyInt.of(1), PyInt.of(2))));
    }

    @Test
    void sequenceIterationThroughGetitem() {
        PyType seq = newClass("Seq", NONE, "__getitem__", new GuestFunction("__getitem__", a -> {
            long i = ((PyInt) a[1]).value;
            if (i >= 3) {
                throw Py.IndexError("done");
            }
            return PyInt.of(i * 10);
        }));
        PyObject it = Ops.iter(Ops.call(seq));
        StringBuilder sb = new StringBuilder();
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            sb.append(Ops.repr(x)).append(' ');
        }
        assertEquals("0 10 20 ", sb.toString());
        assertEquals(true, Ops.contains(Ops.call(seq), PyInt.of(20)));
        assertEquals(false, Ops.contains(Ops.call(seq), PyInt.of(5)));
    }

    @Test
    void guestIteratorStopIterationBecomesNull() {
        int[] n = {0};
        PyType it = newClass("It", NONE, "__iter__", new GuestFunction("__iter__", a -> a[0]),
                "__next__", new GuestFunction("__next__", a -> {
                    if (n[0] == 2) {
                        throw Py.StopIteration(Py.None);
                    }
                    return PyInt.of(n[0]++);
                }));
        PyObject i = Ops.iter(Ops.call(it));
        assertEquals("0", Ops.repr(Ops.next(i)));
        assertEquals("1", Ops.repr(Ops.next(i)));
        assertEquals(null, Ops.next(i));
        PyType notIter = newClass("NotIter", NONE, "__iter__", new GuestFunction("__iter__", a -> PyInt.of(1)));
        assertEquals("TypeError: iter() returned non-iterator of type 'int'", raised(() -> Ops.iter(Ops.call(notIter))));
    }
}
