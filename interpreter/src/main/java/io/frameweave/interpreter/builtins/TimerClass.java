package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code threading.Timer}: a {@code Thread} that waits {@code interval} seconds on its {@code finished} event and
 * then calls {@code function(*args, **kwargs)} unless {@code cancel()} set the event first. Its state is in plain
 * instance attributes ({@code interval}, {@code function}, {@code args}, {@code kwargs}, {@code finished}), as
 * CPython's, so a subclass may read or change them.
 */
final class TimerClass {
    private static final ArgParser INIT = new ArgParser("Timer.__init__", 2, "interval", "function", "args", "kwargs");

    private TimerClass() {}

    static PyType create(ThreadClass threads) {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("threading"));
        PyType t = PyType.createClass("Timer", new PyType[] {threads.type}, ns);
        t.define("__init__", (self, a, k) -> {
            PyObject[] p = INIT.parse(a, k);
            threads.init(self, new PyObject[0], null);
            PyDict d = self.getDict();
            d.putStr("interval", p[0]);
            d.putStr("function", p[1]);
            d.putStr("args", p[2] == null || p[2] == Py.None ? new PyList() : p[2]);
            d.putStr("kwargs", p[3] == null || p[3] == Py.None ? new PyDict() : p[3]);
            d.putStr("finished", Ops.call(PyEvent.TYPE));
            return Py.None;
        });
        t.define("cancel", (self, a, k) -> {
            ArgParser.checkArity("cancel", a, k, 0, 0);
            Ops.callMethod(Ops.getAttr(self, "finished"), "set");
            return Py.None;
        });
        t.define("run", (self, a, k) -> {
            ArgParser.checkArity("run", a, k, 0, 0);
            PyObject finished = Ops.getAttr(self, "finished");
            Ops.callMethod(finished, "wait", Ops.getAttr(self, "interval"));
            if (!Ops.isTrue(Ops.callMethod(finished, "is_set"))) {
                ThreadClass.callWith(Ops.getAttr(self, "function"), Ops.getAttr(self, "args"),
                        Ops.getAttr(self, "kwargs"));
            }
            Ops.callMethod(finished, "set");
            return Py.None;
        });
        return t;
    }
}
