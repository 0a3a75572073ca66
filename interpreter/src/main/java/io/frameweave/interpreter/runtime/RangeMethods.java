package io.frameweave.interpreter.runtime;

/** The constructor, attributes and methods of {@code range}. */
final class RangeMethods {
    private RangeMethods() {}

    static void defineAll(PyType t) {
        BuiltinReduce.parts(t, o -> new PyObject[] {((PyRange) o).start, ((PyRange) o).stop, ((PyRange) o).step});
        t.defineNew((type, args, kw) -> {
            ArgParser.noKeywords("range", kw);
            ArgParser.checkArity("range", args, kw, 1, 3);
            if (args.length == 1) {
                return new PyRange(PyInt.of(0), Ops.index(args[0]), PyInt.of(1));
            }
            PyInt step = args.length == 3 ? Ops.index(args[2]) : PyInt.of(1);
            return new PyRange(Ops.index(args[0]), Ops.index(args[1]), step);
        });
        t.defineAttr("start", new ReadOnlyAttribute(t, "start", o -> ((PyRange) o).start));
        t.defineAttr("stop", new ReadOnlyAttribute(t, "stop", o -> ((PyRange) o).stop));
        t.defineAttr("step", new ReadOnlyAttribute(t, "step", o -> ((PyRange) o).step));
        // up to sys.maxsize, as len(r): CPython's limit is ssize_t, not a Java int
        t.define("__len__", (self, args, kw) -> PyInt.of(Ops.lenLong(self)));
        t.define("__bool__", (self, args, kw) -> Py.newBool(!((PyRange) self).isEmpty()));
        t.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity("range.__getitem__", args, kw, 1, 1);
            return ((PyRange) self).getItem(args[0]);
        });
        t.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity("range.__contains__", args, kw, 1, 1);
            return Py.newBool(((PyRange) self).contains(args[0]));
        });
        t.define("__iter__", (self, args, kw) -> ((PyRange) self).iterAny());
        t.define("__reversed__", (self, args, kw) -> ((PyRange) self).reversed());
        t.define("index", (self, args, kw) -> {
            ArgParser.checkArity("range.index", args, kw, 1, 1);
            return ((PyRange) self).index(args[0]);
        });
        t.define("count", (self, args, kw) -> {
            ArgParser.checkArity("range.count", args, kw, 1, 1);
            return ((PyRange) self).count(args[0]);
        });
        t.define("__eq__", (self, args, kw) -> args[0] instanceof PyRange o
                ? Py.newBool(((PyRange) self).equalTo(o)) : Py.NotImplemented);
        t.define("__ne__", (self, args, kw) -> args[0] instanceof PyRange o
                ? Py.newBool(!((PyRange) self).equalTo(o)) : Py.NotImplemented);
        t.define("__hash__", (self, args, kw) -> PyInt.of(((PyRange) self).hash()));
        t.define("__repr__", (self, args, kw) -> PyStr.of(((PyRange) self).repr()));
    }
}
