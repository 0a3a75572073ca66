package io.frameweave.interpreter.modules.operator;

import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * The {@code _operator} module, as far as it goes here: the three getter types, {@code index} and
 * {@code _compare_digest}.
 */
public final class OperatorModule {
    private OperatorModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_operator"));
        d.putStr("__doc__", PyStr.of("Standard operators as functions, beneath operator."));
        d.putStr("itemgetter", ItemGetter.TYPE);
        d.putStr("attrgetter", AttrGetter.TYPE);
        d.putStr("methodcaller", MethodCaller.TYPE);
        // operator.py's own index calls a.__index__(), which the int type has but a float or str lacks: an
        // AttributeError where the standard library (datetime's argument checks) expects CPython's TypeError
        d.putStr("index", PyBuiltinFunction.ofModule("_operator", "index",
                (args, kw) -> Ops.index(MethodArgs.one("_operator.index", args, kw))));
        d.putStr("_compare_digest", new PyBuiltinFunction("_compare_digest", CompareDigest::call));
        return new PyModule("_operator", d);
    }
}
