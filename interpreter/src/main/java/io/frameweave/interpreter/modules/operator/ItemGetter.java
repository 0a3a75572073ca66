package io.frameweave.interpreter.modules.operator;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code operator.itemgetter(item, *items)}: {@code obj[item]}, or a tuple of {@code obj[i]} for several items. */
final class ItemGetter extends Getter {
    static final PyType TYPE = ModuleTypes.newType("operator", "itemgetter", null);

    static {
        TYPE.defineNew((type, args, kw) -> {
            ClinicArgs.noKeywords("itemgetter", kw);
            ClinicArgs.checkPositional("itemgetter", args.length, 1, Math.max(1, args.length));
            return new ItemGetter(args.clone());
        });
        defineProtocol(TYPE);
    }

    private final PyObject[] items;
    /** The one item when it is a small non-negative int: exact lists and tuples are read without a call. */
    private final int index;

    private ItemGetter(PyObject[] items) {
        this.items = items;
        PyObject only = items.length == 1 ? items[0] : null;
        this.index = only != null && only.getClass() == PyInt.class && ((PyInt) only).big == null
                && ((PyInt) only).value >= 0 && ((PyInt) only).value < Integer.MAX_VALUE ? (int) ((PyInt) only).value : -1;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    PyObject apply(PyObject obj) {
        if (index >= 0) {
            if (obj.getClass() == PyTuple.class) {
                PyTuple t = (PyTuple) obj;
                if (index < t.size()) {
                    return t.items[index];
                }
            } else if (obj.getClass() == PyList.class) {
                PyList l = (PyList) obj;
                if (index < l.size) {
                    return l.items[index];
                }
            }
        }
        if (items.length == 1) {
            return Ops.getItem(obj, items[0]);
        }
        PyObject[] out = new PyObject[items.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = Ops.getItem(obj, items[i]);
        }
        return PyTuple.wrap(out);
    }

    @Override
    String reprArguments() {
        return reprList(items);
    }

    @Override
    PyObject reduce() {
        return reduceTo(TYPE, items);
    }
}
