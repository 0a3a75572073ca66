package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The Java side of one {@code threading.Thread} instance, kept in the instance dict under
 * {@link #KEY}: its name, daemon flag, the JVM thread once started, and whether it has finished.
 */
final class ThreadRecord extends PyObject {
    static final String KEY = "_frameweave_thread";
    static final PyType TYPE = PyType.newBuiltin("thread_record", PyType.OBJECT);

    String name;
    boolean daemon;
    /** The JVM thread, once started; for the main thread, the thread that created the module. */
    volatile Thread javaThread;
    volatile boolean started;
    volatile boolean finished;
    final boolean main;
    /** {@code threading.excepthook} and {@code sys.excepthook} when the thread was made: used if they become None. */
    PyObject initialExcepthook;
    PyObject initialSysExcepthook;
    /**
     * The interpreter that started the thread ({@link RunningVM#identity}): where one JVM runs several in turn (the
     * tests do), a thread that outlives its interpreter is not the next one's to count or wait for.
     */
    Object interpreter;

    ThreadRecord(String name, boolean daemon, boolean main) {
        this.name = name;
        this.daemon = daemon;
        this.main = main;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** {@code ident}: the JVM thread id once started, else null. */
    Long ident() {
        return started && javaThread != null ? javaThread.getId() : null;
    }

    boolean isAlive() {
        return started && !finished;
    }
}
