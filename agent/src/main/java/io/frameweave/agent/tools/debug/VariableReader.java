package io.frameweave.agent.tools.debug;

import io.frameweave.agent.tools.dump.SafeRepr;
import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFrame;
import org.eclipse.lsp4j.debug.Variable;

import java.util.ArrayList;
import java.util.List;

/**
 * The variables the client sees: a container's children (locals, dict entries, list and tuple items, an
 * object's attributes), a page at a time, each with a repr that never runs guest code ({@link SafeRepr}: cut
 * at {@link #REPR_LIMIT} characters, an instance of a program's class shown as {@code <Name object>}) and a
 * reference to expand it when it has children.
 */
final class VariableReader {
    static final int REPR_LIMIT = 200;

    private final Handles handles;

    VariableReader(Handles handles) {
        this.handles = handles;
    }

    /** The children of {@code c} from {@code start}, at most {@code count} of them (0: all). */
    List<Variable> children(Handles.Container c, int start, int count) {
        List<Variable> out = new ArrayList<>();
        int end = count > 0 ? start + count : Integer.MAX_VALUE;
        int i = 0;
        if (c instanceof Handles.Locals l) {
            FrameView view = FrameView.of(l.context());
            if (!view.hasFastLocals()) {
                return l.context().locals instanceof PyDict d ? entries(d, l.context(), start, count) : out;
            }
            for (String name : l.context().code.localsPlusNames) {
                PyObject v = view.getLocal(name);
                if (v != null && i++ >= start && out.size() < end - start) {
                    out.add(variable(name, v, l.context()));
                }
            }
        } else if (c instanceof Handles.Mapping m) {
            return entries(m.dict(), m.context(), start, count);
        } else if (c instanceof Handles.Sequence s) {
            int size = size(s.sequence());
            for (int k = Math.max(0, start); k < Math.min(size, end); k++) {
                out.add(variable(Integer.toString(k), item(s.sequence(), k), s.context()));
            }
        } else if (c instanceof Handles.Attributes a) {
            PyDict d = a.object().getDict();
            if (d != null) {
                return entries(d, a.context(), start, count);
            }
        }
        return out;
    }

    private List<Variable> entries(PyDict d, PyFrame context, int start, int count) {
        List<Variable> out = new ArrayList<>();
        int i = 0;
        for (int e = d.nextIndex(0); e >= 0; e = d.nextIndex(e + 1)) {
            PyObject key = d.keyAt(e);
            PyObject value = d.valueAt(e);
            if (key == null || value == null || i++ < start) {
                continue;
            }
            if (count > 0 && out.size() >= count) {
                break;
            }
            String name = key instanceof PyStr s ? s.value : SafeRepr.of(key, REPR_LIMIT);
            out.add(variable(name, value, context));
        }
        return out;
    }

    /** The variable shown for {@code value}, with a new reference when it can be expanded. */
    Variable variable(String name, PyObject value, PyFrame context) {
        Variable v = new Variable();
        v.setName(name);
        v.setValue(SafeRepr.of(value, REPR_LIMIT));
        v.setType(Py.typeName(value));
        Handles.Container c = containerOf(value, context);
        v.setVariablesReference(c == null ? 0 : handles.container(c));
        if (value instanceof PyList || value instanceof PyTuple) {
            v.setIndexedVariables(size(value));
        } else if (value instanceof PyDict d) {
            v.setNamedVariables(d.size());
        }
        return v;
    }

    /** What {@code value} expands to, or null when it has no children to show. */
    static Handles.Container containerOf(PyObject value, PyFrame context) {
        if (value instanceof PyList || value instanceof PyTuple) {
            return size(value) > 0 ? new Handles.Sequence(value, context) : null;
        }
        if (value instanceof PyDict d) {
            return d.size() > 0 ? new Handles.Mapping(d, context) : null;
        }
        if (value instanceof PyType || value instanceof PyModule) {
            return null;
        }
        PyDict attrs = value.getDict();
        return attrs != null && attrs.size() > 0 ? new Handles.Attributes(value, context) : null;
    }

    static int size(PyObject seq) {
        return seq instanceof PyList l ? l.size() : ((PyTuple) seq).size();
    }

    static PyObject item(PyObject seq, int i) {
        return seq instanceof PyList l ? l.get(i) : ((PyTuple) seq).get(i);
    }
}
