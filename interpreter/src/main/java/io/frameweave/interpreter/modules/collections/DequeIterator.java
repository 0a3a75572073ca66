package io.frameweave.interpreter.modules.collections;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _collections._deque_iterator} and {@code _deque_reverse_iterator}: the items of a deque from one end,
 * as many as it held when the iterator was made; RuntimeError once the deque has changed under it.
 */
final class DequeIterator extends NativeIterator {
    static final PyType FORWARD = ModuleTypes.newType("_collections", "_deque_iterator", null);
    static final PyType REVERSE = ModuleTypes.newType("_collections", "_deque_reverse_iterator", null);

    static {
        for (PyType t : new PyType[] {FORWARD, REVERSE}) {
            t.acceptableBase = false;
            boolean reverse = t == REVERSE;
            t.defineNew((type, args, kw) -> {
                ClinicArgs.positional(type.name, args, kw, 1, 2);
                if (!(args[0] instanceof PyDeque d)) {
                    throw Py.TypeError(type.name + "() argument 1 must be collections.deque, not " + Py.typeName(args[0]));
                }
                DequeIterator it = new DequeIterator(d, reverse);
                long skip = args.length > 1 ? Ops.index(args[1]).asLong() : 0;
                for (long i = 0; i < skip && it.next() != null; i++) {
                    // advance to the given place, as when unpickling
                }
                return it;
            });
            defineProtocol(t);
            t.defineCoexisting("__length_hint__", (self, args, kw) -> PyInt.of(((DequeIterator) self).remaining));
        }
    }

    private final PyDeque deque;
    private final boolean reverse;
    private final long state;
    private int index;
    private int remaining;

    DequeIterator(PyDeque deque, boolean reverse) {
        super(reverse ? REVERSE : FORWARD);
        this.deque = deque;
        this.reverse = reverse;
        this.state = deque.state;
        this.remaining = deque.size();
        this.index = reverse ? deque.size() - 1 : 0;
    }

    @Override
    public PyObject next() {
        if (remaining == 0) {
            return null;
        }
        if (deque.state != state) {
            remaining = 0;
            throw Py.RuntimeError("deque mutated during iteration");
        }
        PyObject x = deque.get(index);
        index += reverse ? -1 : 1;
        remaining--;
        return x;
    }
}
