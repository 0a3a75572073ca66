package io.frameweave.interpreter.runtime;

/** The constructor, attributes and methods of {@code slice}. */
final class SliceMethods {
    private SliceMethods() {}

    static void defineAll(PyType t) {
        BuiltinReduce.parts(t, o -> new PyObject[] {((PySlice) o).start, ((PySlice) o).stop, ((PySlice) o).step});
        t.defineNew((type, args, kw) -> {
            ArgParser.noKeywords("slice", kw);
            ArgParser.checkArity("slice", args, kw, 1, 3);
            if (args.length == 1) {
                return new PySlice(null, args[0], null);
            }
            return new PySlice(args[0], args[1], args.length == 3 ? args[2] : null);
        });
        t.defineAttr("start", new ReadOnlyAttribute(t, "start", o -> ((PySlice) o).start));
        t.defineAttr("stop", new ReadOnlyAttribute(t, "stop", o -> ((PySlice) o).stop));
        t.defineAttr("step", new ReadOnlyAttribute(t, "step", o -> ((PySlice) o).step));
        t.define("indices", (self, args, kw) -> {
            ArgParser.checkArity("slice.indices", args, kw, 1, 1);
            java.math.BigInteger n = Ops.index(args[0]).asBig();
            if (n.signum() < 0) {
                throw Py.ValueError("length should not be negative");
            }
            java.math.BigInteger[] r = PyRange.sliceIndices((PySlice) self, n);
            return PyTuple.of(PyInt.of(r[0]), PyInt.of(r[1]), PyInt.of(r[2]));
        });
        t.define("__repr__", (self, args, kw) -> PyStr.of(((PySlice) self).repr()));
        t.define("__eq__", (self, args, kw) -> {
            if (!(args[0] instanceof PySlice o)) {
                return Py.NotImplemented;
            }
            PySlice s = (PySlice) self;
            return Ops.compare(PyTuple.of(s.start, s.stop, s.step), PyTuple.of(o.start, o.stop, o.step), 2);
        });
        t.defineAttr("__hash__", PyNone.INSTANCE); // not Py.None: Py may still be initialising
    }
}
