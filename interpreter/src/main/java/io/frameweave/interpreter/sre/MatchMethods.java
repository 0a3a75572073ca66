package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyGenericAlias;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** The methods and attributes of {@code re.Match}. */
final class MatchMethods {
    private MatchMethods() {}

    private static final ArgParser GROUPS = new ArgParser("groups", 0, "default").clinicKeywords();
    private static final ArgParser GROUPDICT = new ArgParser("groupdict", 0, "default").clinicKeywords();
    private static final ArgParser EXPAND = new ArgParser("expand", 1, "template").clinicKeywords();

    static void defineAll(PyType t) {
        t.acceptableBase = false;
        t.defineAttr("__module__", PyStr.of("re"));
        t.defineNew((type, a, k) -> {
            throw Py.TypeError("cannot create 're.Match' instances");
        });
        t.define("group", (self, a, k) -> {
            ArgParser.noKeywords("group", k);
            PyMatch m = (PyMatch) self;
            if (a.length == 0) {
                return m.group(0, Py.None);
            }
            if (a.length == 1) {
                return m.group(a[0]);
            }
            PyObject[] items = new PyObject[a.length];
            for (int i = 0; i < a.length; i++) {
                items[i] = m.group(a[i]);
            }
            return PyTuple.of(items);
        });
        t.define("__getitem__", (self, a, k) -> ((PyMatch) self).group(a[0]));
        t.define("groups", (self, a, k) -> {
            PyObject dflt = orNone(GROUPS.parse(a, k)[0]);
            PyMatch m = (PyMatch) self;
            PyObject[] items = new PyObject[m.pattern.groups];
            for (int g = 1; g <= items.length; g++) {
                items[g - 1] = m.group(g, dflt);
            }
            return PyTuple.of(items);
        });
        t.define("groupdict", (self, a, k) -> {
            PyObject dflt = orNone(GROUPDICT.parse(a, k)[0]);
            PyMatch m = (PyMatch) self;
            PyDict out = new PyDict();
            for (PyObject name : Ops.toArray(m.pattern.groupindex)) {
                out.setItem(name, m.group(m.pattern.groupNumber(name), dflt));
            }
            return out;
        });
        t.define("start", (self, a, k) -> PyInt.of(((PyMatch) self).start(groupArg("start", self, a, k))));
        t.define("end", (self, a, k) -> PyInt.of(((PyMatch) self).end(groupArg("end", self, a, k))));
        t.define("span", (self, a, k) -> {
            int g = groupArg("span", self, a, k);
            PyMatch m = (PyMatch) self;
            return span(m, g);
        });
        t.define("expand", (self, a, k) -> {
            PyObject template = EXPAND.parse(a, k)[0];
            PyMatch m = (PyMatch) self;
            return Ops.call(m.pattern.reModule.apply("_expand"), m.pattern, m, template);
        });
        t.define("__repr__", (self, a, k) -> PyStr.of(repr((PyMatch) self)));
        t.define("__copy__", (self, a, k) -> {
            ArgParser.checkArity("__copy__", a, k, 0, 0);
            return self;
        });
        t.define("__deepcopy__", (self, a, k) -> {
            ArgParser.checkArity("__deepcopy__", a, k, 1, 1);
            return self;
        });
        t.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
        t.defineAttr("string", new PyGetSetDescr(t, "string", o -> ((PyMatch) o).text.string, null));
        t.defineAttr("re", new PyGetSetDescr(t, "re", o -> ((PyMatch) o).pattern, null));
        t.defineAttr("pos", new PyGetSetDescr(t, "pos", o -> PyInt.of(((PyMatch) o).pos), null));
        t.defineAttr("endpos", new PyGetSetDescr(t, "endpos", o -> PyInt.of(((PyMatch) o).endpos), null));
        t.defineAttr("lastindex", new PyGetSetDescr(t, "lastindex", o -> {
            int i = ((PyMatch) o).lastindex;
            return i < 0 ? Py.None : PyInt.of(i);
        }, null));
        t.defineAttr("lastgroup", new PyGetSetDescr(t, "lastgroup", o -> {
            PyMatch m = (PyMatch) o;
            PyTuple names = m.pattern.indexgroup;
            return m.lastindex >= 0 && names != null && m.lastindex < names.size() ? names.get(m.lastindex) : Py.None;
        }, null));
        t.defineAttr("regs", new PyGetSetDescr(t, "regs", o -> {
            PyMatch m = (PyMatch) o;
            PyObject[] items = new PyObject[m.pattern.groups + 1];
            for (int g = 0; g < items.length; g++) {
                items[g] = span(m, g);
            }
            return PyTuple.of(items);
        }, null));
    }

    private static PyObject orNone(PyObject o) {
        return o == null ? Py.None : o;
    }

    /** The optional positional-only group of start, end and span. */
    private static int groupArg(String name, PyObject self, PyObject[] a, String[] k) {
        ArgParser.checkArity(name, a, k, 0, 1);
        return a.length == 0 ? 0 : ((PyMatch) self).pattern.groupNumber(a[0]);
    }

    private static PyTuple span(PyMatch m, int g) {
        return PyTuple.of(PyInt.of(m.start(g)), PyInt.of(m.end(g)));
    }

    /** {@code <re.Match object; span=(0, 2), match='ab'>}; the matched text's repr is cut at 50 chars. */
    private static String repr(PyMatch m) {
        String text = Ops.repr(m.group(0, Py.None));
        if (text.codePointCount(0, text.length()) > 50) {
            text = text.substring(0, text.offsetByCodePoints(0, 50));
        }
        return "<re.Match object; span=(" + m.start(0) + ", " + m.end(0) + "), match=" + text + ">";
    }
}
