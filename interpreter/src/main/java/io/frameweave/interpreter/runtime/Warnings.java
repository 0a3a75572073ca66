package io.frameweave.interpreter.runtime;

/**
 * A warning the VM itself gives (CPython's {@code PyErr_WarnEx(category, message, 1)}): through
 * {@code _warnings.warn}, so the filters apply and an "error" filter makes the call raise.
 */
public final class Warnings {
    private Warnings() {}

    /** Warns of {@code category} about the guest code that called the builtin giving the warning. */
    public static void warn(PyType category, String message) {
        PyObject warn = Ops.getAttr(ObjectReduce.importer.apply("_warnings"), "warn");
        Ops.call(warn, PyStr.of(message), category, PyInt.of(1));
    }
}
