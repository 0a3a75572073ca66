package io.frameweave.interpreter.modules.operator;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.functools.PyPartial;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.Arrays;

/** {@code operator.methodcaller(name, /, *args, **kwargs)}: {@code obj.name(*args, **kwargs)}. */
final class MethodCaller extends Getter {
    static final PyType TYPE = ModuleTypes.newType("operator", "methodcaller", null);

    static {
        TYPE.defineNew((type, args, kw) -> {
            int nkw = kw == null ? 0 : kw.length;
            if (args.length - nkw < 1) {
                throw Py.TypeError("methodcaller needs at least one argument, the method name");
            }
            if (!(args[0] instanceof PyStr name)) {
                throw Py.TypeError("method name must be a string");
            }
            return new MethodCaller(name, Arrays.copyOfRange(args, 1, args.length), kw == null ? new String[0] : kw);
        });
        defineProtocol(TYPE);
    }

    private final PyStr name;
    /** The arguments to pass, vectorcall style: the positional ones, then the values of {@link #kwnames}. */
    private final PyObject[] args;
    private final String[] kwnames;

    private MethodCaller(PyStr name, PyObject[] args, String[] kwnames) {
        this.name = name;
        this.args = args;
        this.kwnames = kwnames;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    PyObject apply(PyObject obj) {
        return Ops.call(Ops.getAttr(obj, name.value), args.clone(), kwnames.length == 0 ? null : kwnames);
    }

    @Override
    String reprArguments() {
        StringBuilder sb = new StringBuilder(Ops.repr(name));
        int npos = args.length - kwnames.length;
        for (int i = 0; i < npos; i++) {
            sb.append(", ").append(Ops.repr(args[i]));
        }
        for (int k = 0; k < kwnames.length; k++) {
            sb.append(", ").append(kwnames[k]).append('=').append(Ops.repr(args[npos + k]));
        }
        return sb.toString();
    }

    /** Without keywords {@code (methodcaller, (name, *args))}; with them a partial carries the keywords, as in CPython. */
    @Override
    PyObject reduce() {
        int npos = args.length - kwnames.length;
        PyObject[] positional = Arrays.copyOfRange(args, 0, npos);
        if (kwnames.length == 0) {
            PyObject[] all = new PyObject[npos + 1];
            all[0] = name;
            System.arraycopy(positional, 0, all, 1, npos);
            return reduceTo(TYPE, all);
        }
        PyObject[] partialArgs = new PyObject[2 + kwnames.length];
        partialArgs[0] = TYPE;
        partialArgs[1] = name;
        System.arraycopy(args, npos, partialArgs, 2, kwnames.length);
        PyObject partial = Ops.call(PyPartial.TYPE, partialArgs, kwnames);
        return PyTuple.of(partial, PyTuple.wrap(positional));
    }
}
