package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyListIterator;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.ArrayList;

/** {@code cycle(iterable)}: the items of the iterable, then the same items again and again, from a saved copy. */
final class Cycle extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "cycle", null);

    static {
        TYPE.defineNew((type, given, kw) -> {
            PyObject[] args = keywordsLeftToInit(type, TYPE, given, kw);
            ClinicArgs.positional("cycle", args, args == given ? kw : null, 1, 1);
            return new Cycle(type, Ops.iter(args[0]));
        });
        defineProtocol(TYPE);
        Pickling.reduce(TYPE, self -> ((Cycle) self).reduce());
        Pickling.setState(TYPE, (self, state) -> ((Cycle) self).setState(state));
    }

    private PyObject source;
    private final ArrayList<PyObject> saved = new ArrayList<>();
    private int index;
    /** The saved items are complete already: what the source still gives is not saved again (after unpickling). */
    private boolean firstPass;

    private Cycle(PyType type, PyObject source) {
        super(type);
        this.source = source;
    }

    /**
     * (cycle, (source,), (saved, first pass)); once the source is exhausted the source is an iterator over the
     * saved items from the current one on, and the saved items are complete.
     */
    private PyObject reduce() {
        PyList items = new PyList(saved.toArray(new PyObject[0]), saved.size());
        if (source == null) {
            PyListIterator it = items.iter();
            it.setIndex(index);
            return PyTuple.of(type(), PyTuple.of(it), PyTuple.of(items, Py.True));
        }
        return PyTuple.of(type(), PyTuple.of(source), PyTuple.of(items, Py.newBool(firstPass)));
    }

    /** {@code (saved list, first pass)}: the items seen so far, and whether the source gives them again. */
    private void setState(PyObject state) {
        PyTuple t = Pickling.tuple(state);
        if (t.size() != 2) {
            throw Py.TypeError("function takes exactly 2 arguments (" + t.size() + " given)");
        }
        if (!(t.get(0) instanceof PyList list)) {
            throw Py.TypeError("argument 1 must be list, not " + t.get(0).type().name);
        }
        if (!(t.get(1) instanceof PyInt flag)) {
            throw Py.TypeError("'" + t.get(1).type().name + "' object cannot be interpreted as an integer");
        }
        saved.clear();
        for (int i = 0; i < list.size; i++) {
            saved.add(list.items[i]);
        }
        firstPass = Ops.isTrue(flag);
        index = 0;
    }

    @Override
    public PyObject next() {
        if (source != null) {
            PyObject item = Ops.next(source);
            if (item != null) {
                if (!firstPass) {
                    saved.add(item);
                }
                return item;
            }
            source = null;
        }
        if (saved.isEmpty()) {
            return null;
        }
        PyObject item = saved.get(index);
        index = index + 1 == saved.size() ? 0 : index + 1;
        return item;
    }
}
