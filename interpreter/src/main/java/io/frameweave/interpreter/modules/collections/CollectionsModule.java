package io.frameweave.interpreter.modules.collections;

import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * The {@code _collections} module. It has no {@code OrderedDict}: {@code collections} then keeps its own
 * pure-Python one, as it does on any Python without CPython's C version.
 */
public final class CollectionsModule {
    private CollectionsModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_collections"));
        d.putStr("__doc__", PyStr.of("Fast containers beneath collections: deque and defaultdict."));
        d.putStr("deque", PyDeque.TYPE);
        d.putStr("defaultdict", PyDefaultDict.TYPE);
        d.putStr("_deque_iterator", DequeIterator.FORWARD);
        d.putStr("_deque_reverse_iterator", DequeIterator.REVERSE);
        d.putStr("_tuplegetter", TupleGetter.TYPE);
        d.putStr("_count_elements", new PyBuiltinFunction("_count_elements", CountElements::call));
        return new PyModule("_collections", d);
    }
}
