package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import java.util.ArrayList;

/**
 * A coroutine's {@code cr_origin}: where it was made, as {@code (filename, lineno, name)} for each of the
 * innermost frames below it, as many as {@code sys.set_coroutine_origin_tracking_depth} asked of the thread
 * making it (0, the default, records nothing: None). asyncio's debug mode asks for it.
 */
final class CoroutineOrigin {
    private CoroutineOrigin() {}

    /** The origin of a coroutine whose frame is {@code own}, made now, on the calling thread. */
    static PyObject of(PyFrame own) {
        ThreadState ts = ThreadState.current();
        int depth = ts.coroutineOriginDepth;
        if (depth == 0) {
            return Py.None;
        }
        PyFrame f = ts.frame == own ? own.back : ts.frame; // own.back: its caller, until RETURN_GENERATOR ends
        ArrayList<PyObject> entries = new ArrayList<>();
        for (; f != null && entries.size() < depth; f = f.back) {
            entries.add(PyTuple.of(PyStr.of(f.code.filename), PyInt.of(f.lineno()), PyStr.of(f.code.name)));
        }
        return PyTuple.of(entries.toArray(new PyObject[0]));
    }
}
