package io.frameweave.interpreter.codecache;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * For tests: a code object through the cache's format and back ({@link #roundTrip}), and the comparison of two code
 * objects in every attribute, recursively through their constants, and in which of their objects are one object
 * ({@link #differences}).
 */
public final class CachedCode {
    private CachedCode() {}

    /** {@code code} written in the cache's format and read back, its code objects named {@code filename}. */
    public static PyCode roundTrip(PyCode code, String filename) {
        try {
            return CodeReader.read(ByteBuffer.wrap(CodeWriter.write(code)), filename);
        } catch (CodeWriter.UncacheableCode | CodeReader.DamagedCache e) {
            throw new AssertionError("not cached: " + e.getMessage(), e);
        }
    }

    /** How {@code actual} differs from {@code expected}: empty when they are equal in every attribute. */
    public static List<String> differences(PyCode expected, PyCode actual) {
        Comparison c = new Comparison();
        c.code(expected, actual, expected.qualname);
        return c.out;
    }

    private static final class Comparison {
        final List<String> out = new ArrayList<>();
        final Map<PyObject, PyObject> pairs = new IdentityHashMap<>();
        final Map<PyObject, PyObject> reversePairs = new IdentityHashMap<>();

        void differ(String where, Object expected, Object actual) {
            if (out.size() < 20) {
                out.add(where + ": expected " + expected + " but was " + actual);
            }
        }

        void same(String where, Object expected, Object actual) {
            if (!java.util.Objects.equals(expected, actual)) {
                differ(where, expected, actual);
            }
        }

        void code(PyCode e, PyCode a, String where) {
            same(where + ".co_name", e.name, a.name);
            same(where + ".co_qualname", e.qualname, a.qualname);
            same(where + ".co_filename", e.filename, a.filename);
            same(where + ".co_firstlineno", e.firstLineno, a.firstLineno);
            same(where + ".co_argcount", e.argCount, a.argCount);
            same(where + ".co_posonlyargcount", e.posOnlyArgCount, a.posOnlyArgCount);
            same(where + ".co_kwonlyargcount", e.kwOnlyArgCount, a.kwOnlyArgCount);
            same(where + ".co_flags", e.flags, a.flags);
            same(where + ".co_stacksize", e.stackSize, a.stackSize);
            same(where + ".co_nlocals", e.nLocals, a.nLocals);
            same(where + ".nLocalsPlus", e.nLocalsPlus, a.nLocalsPlus);
            same(where + ".nFreeVars", e.nFreeVars, a.nFreeVars);
            same(where + ".instructions", Arrays.toString(e.instructions), Arrays.toString(a.instructions));
            same(where + ".co_names", List.of(e.names), List.of(a.names));
            same(where + ".localsPlusNames", List.of(e.localsPlusNames), List.of(a.localsPlusNames));
            same(where + ".localsPlusKinds", Arrays.toString(e.localsPlusKinds), Arrays.toString(a.localsPlusKinds));
            same(where + ".co_varnames", List.of(e.varnames()), List.of(a.varnames()));
            same(where + ".co_cellvars", List.of(e.cellvars()), List.of(a.cellvars()));
            same(where + ".co_freevars", List.of(e.freevars()), List.of(a.freevars()));
            same(where + ".lines.size", e.lines.size(), a.lines.size());
            same(where + ".lines.encoded", Arrays.toString(e.lines.encoded()), Arrays.toString(a.lines.encoded()));
            same(where + ".co_positions", List.of(e.lines.positions()), List.of(a.lines.positions()));
            for (int pc = 0; pc < e.lines.size() && pc < a.lines.size(); pc++) {
                if (e.lineAt(pc) != a.lineAt(pc)) {
                    differ(where + ".lineAt(" + pc + ")", e.lineAt(pc), a.lineAt(pc));
                    break;
                }
            }
            same(where + ".exceptionTable", Arrays.toString(e.exceptionTable), Arrays.toString(a.exceptionTable));
            same(where + ".source", e.source, a.source);
            for (String[] names : List.of(a.names, a.localsPlusNames, new String[] {a.name})) {
                for (String n : names) {
                    if (n != null && n != n.intern()) {
                        differ(where + ": name not interned", "interned", n);
                    }
                }
            }
            same(where + ".co_consts.length", e.consts.length, a.consts.length);
            for (int i = 0; i < e.consts.length && i < a.consts.length; i++) {
                object(e.consts[i], a.consts[i], where + ".co_consts[" + i + "]");
            }
        }

        /** Equal values of the same class, and one object in {@code actual} exactly where one in {@code expected}. */
        void object(PyObject e, PyObject a, String where) {
            PyObject paired = pairs.get(e);
            PyObject reverse = reversePairs.get(a);
            if (paired != null || reverse != null) {
                if (paired != a || reverse != e) {
                    differ(where + ": shared objects", "the object met before", "another");
                }
                return;
            }
            pairs.put(e, a);
            reversePairs.put(a, e);
            if (e.getClass() != a.getClass()) {
                differ(where + ".class", e.getClass().getSimpleName(), a.getClass().getSimpleName());
                return;
            }
            if (e instanceof PyCode ec) {
                code(ec, (PyCode) a, where + "<" + ec.qualname + ">");
            } else if (e instanceof PyTuple et) {
                PyTuple at = (PyTuple) a;
                same(where + ".len", et.items.length, at.items.length);
                for (int i = 0; i < et.items.length && i < at.items.length; i++) {
                    object(et.items[i], at.items[i], where + "[" + i + "]");
                }
            } else if (e instanceof PyFrozenSet ef) {
                PyObject[] ei = ef.toArray();
                PyObject[] ai = ((PyFrozenSet) a).toArray();
                same(where + ".len", ei.length, ai.length);
                for (int i = 0; i < ei.length && i < ai.length; i++) {
                    object(ei[i], ai[i], where + "{" + i + "}");
                }
                PyObject[] eb = ef.constantItems();
                PyObject[] ab = ((PyFrozenSet) a).constantItems();
                same(where + ".constantItems", eb == null ? null : eb.length, ab == null ? null : ab.length);
                for (int i = 0; eb != null && ab != null && i < eb.length && i < ab.length; i++) {
                    object(eb[i], ab[i], where + ".constantItems[" + i + "]");
                }
            } else if (e instanceof PyFloat ef) {
                same(where + ".bits", Double.doubleToRawLongBits(ef.value), Double.doubleToRawLongBits(((PyFloat) a).value));
            } else if (e instanceof PyComplex ec) {
                PyComplex ac = (PyComplex) a;
                same(where + ".real", Double.doubleToRawLongBits(ec.real), Double.doubleToRawLongBits(ac.real));
                same(where + ".imag", Double.doubleToRawLongBits(ec.imag), Double.doubleToRawLongBits(ac.imag));
            } else if (e instanceof PyInt ei) {
                same(where, ei.asBig(), ((PyInt) a).asBig());
            } else if (e instanceof PyStr es) {
                same(where, es.value, ((PyStr) a).value);
            } else if (e instanceof PyBytes eb) {
                same(where, Arrays.toString(eb.value), Arrays.toString(((PyBytes) a).value));
            } else if (e != a) {
                differ(where, e, a); // the singletons None, True, False, Ellipsis are themselves
            }
        }
    }
}
