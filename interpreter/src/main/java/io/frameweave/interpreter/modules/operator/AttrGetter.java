package io.frameweave.interpreter.modules.operator;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code operator.attrgetter(attr, *attrs)}: {@code obj.attr}, following dotted names ({@code 'a.b'} is
 * {@code obj.a.b}), or a tuple of such for several names.
 */
final class AttrGetter extends Getter {
    static final PyType TYPE = ModuleTypes.newType("operator", "attrgetter", null);

    static {
        TYPE.defineNew((type, args, kw) -> {
            ClinicArgs.noKeywords("attrgetter", kw);
            ClinicArgs.checkPositional("attrgetter", args.length, 1, Math.max(1, args.length));
            String[][] paths = new String[args.length][];
            for (int i = 0; i < args.length; i++) {
                if (!(args[i] instanceof PyStr s)) {
                    throw Py.TypeError("attribute name must be a string");
                }
                String[] parts = s.value.split("\\.", -1);
                for (int p = 0; p < parts.length; p++) {
                    parts[p] = parts[p].intern();
                }
                paths[i] = parts;
            }
            return new AttrGetter(args.clone(), paths);
        });
        defineProtocol(TYPE);
    }

    private final PyObject[] names;
    /** Each name split at its dots. */
    private final String[][] paths;

    private AttrGetter(PyObject[] names, String[][] paths) {
        this.names = names;
        this.paths = paths;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    PyObject apply(PyObject obj) {
        if (paths.length == 1) {
            return follow(obj, paths[0]);
        }
        PyObject[] out = new PyObject[paths.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = follow(obj, paths[i]);
        }
        return PyTuple.wrap(out);
    }

    private static PyObject follow(PyObject obj, String[] path) {
        for (String part : path) {
            obj = Ops.getAttr(obj, part);
        }
        return obj;
    }

    @Override
    String reprArguments() {
        return reprList(names);
    }

    @Override
    PyObject reduce() {
        return reduceTo(TYPE, names);
    }
}
