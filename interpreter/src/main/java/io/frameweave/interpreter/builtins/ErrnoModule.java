package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

/** The {@code errno} module: one constant per error number, and {@code errorcode} from number to name. */
public final class ErrnoModule {
    private ErrnoModule() {}

    public static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("errno");
        PyDict errorcode = new PyDict();
        for (ErrnoCodes.Code c : ErrnoCodes.ALL) {
            m.constant(c.name(), PyInt.of(c.value()));
            if (c.name().equals(ErrnoCodes.name(c.value()))) {
                errorcode.put(PyInt.of(c.value()), PyStr.of(c.name()));
            }
        }
        m.constant("errorcode", errorcode);
        return m.build();
    }
}
