package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/** {@code threading.Event}: a flag that threads wait for, with the GIL released while they wait. */
final class PyEvent extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("Event", PyType.OBJECT);
    private static final ArgParser WAIT = new ArgParser("wait", 0, "timeout");

    private boolean flag;

    @Override
    public PyType type() {
        return TYPE;
    }

    synchronized boolean isSet() {
        return flag;
    }

    synchronized void set() {
        flag = true;
        notifyAll();
    }

    synchronized void clear() {
        flag = false;
    }

    boolean await(long timeoutNanos) {
        synchronized (this) {
            if (flag || timeoutNanos == 0) {
                return flag;
            }
        }
        long deadline = Deadlines.after(timeoutNanos);
        return GilRelease.untilDone(() -> {
            synchronized (this) {
                while (!flag) {
                    if (timeoutNanos < 0) {
                        wait();
                    } else {
                        long left = Deadlines.left(deadline);
                        if (left <= 0) {
                            break;
                        }
                        wait(left / 1_000_000, (int) (left % 1_000_000));
                    }
                }
                return flag;
            }
        });
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("threading"));
        TYPE.defineNew((type, a, k) -> {
            ArgParser.checkArity("Event", a, k, 0, 0);
            return new PyEvent();
        });
        TYPE.define("is_set", (self, a, k) -> Py.newBool(((PyEvent) self).isSet()));
        TYPE.defineAttr("isSet", TYPE.dict.getStr("is_set"));
        TYPE.define("set", (self, a, k) -> {
            ((PyEvent) self).set();
            return Py.None;
        });
        TYPE.define("clear", (self, a, k) -> {
            ((PyEvent) self).clear();
            return Py.None;
        });
        TYPE.define("wait", (self, a, k) -> {
            PyObject[] p = WAIT.parse(a, k);
            return Py.newBool(((PyEvent) self).await(BlockingArgs.optionalTimeout(p[0])));
        });
        TYPE.define("__repr__", (self, a, k) -> PyStr.of("<threading.Event at 0x" + Long.toHexString(ObjectIds.of(self))
                + ": " + (((PyEvent) self).isSet() ? "set" : "unset") + ">"));
    }
}
