package io.frameweave.interpreter.modules.operator;

import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

/** The {@code _operator} module, as far as it goes here: the three getter types and {@code _compare_digest}. */
public final class OperatorModule {
    private OperatorModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_operator"));
        d.putStr("__doc__", PyStr.of("Standard operators as functions, beneath operator."));
        d.putStr("itemgetter", ItemGetter.TYPE);
        d.putStr("attrgetter", AttrGetter.TYPE);
        d.putStr("methodcaller", MethodCaller.TYPE);
        d.putStr("_compare_digest", new PyBuiltinFunction("_compare_digest", CompareDigest::call));
        return new PyModule("_operator", d);
    }
}
