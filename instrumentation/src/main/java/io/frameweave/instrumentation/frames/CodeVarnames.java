package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyGetSetDescr;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code code.co_varnames} made once per code object: the VM builds a new tuple of new strings at every read,
 * so a tracer that looks a local's name up at each event ({@code frame.f_code.co_varnames[0]}) would pay for
 * every local of the frame, and reading one local would not cost the same in a frame of 5 locals as in one of
 * 200. Installed on the code type with the agent, read-only as in CPython; the tuple, equal element for
 * element to the VM's, is kept with the code's {@link LocalsIndex}.
 */
final class CodeVarnames {
    private static final AtomicBoolean INSTALLED = new AtomicBoolean();

    private CodeVarnames() {}

    /** Puts the cached attribute on the code type (once; the guest runtime must be up). */
    static void install() {
        if (INSTALLED.compareAndSet(false, true)) {
            PyCode.TYPE.defineAttr("co_varnames", new PyGetSetDescr(PyCode.TYPE, "co_varnames", o -> {
                PyCode code = (PyCode) o;
                return LocalsIndex.of(code).varnames(code);
            }, null));
        }
    }
}
