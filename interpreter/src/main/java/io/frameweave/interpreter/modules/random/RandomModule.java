package io.frameweave.interpreter.modules.random;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

/** The {@code _random} module: the {@code Random} type. */
public final class RandomModule {
    private RandomModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_random"));
        d.putStr("__doc__", PyStr.of("The Mersenne Twister generator beneath random."));
        d.putStr("Random", PyRandom.TYPE);
        return new PyModule("_random", d);
    }
}
