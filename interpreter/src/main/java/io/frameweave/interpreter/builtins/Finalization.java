package io.frameweave.interpreter.builtins;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * {@code sys.is_finalizing()}: true once the VM's program has ended and its {@code atexit} functions ran, while
 * it flushes and closes what is left. Kept per VM, as several VMs may share the JVM.
 */
final class Finalization {
    private static final Map<Object, Boolean> FINALIZING = Collections.synchronizedMap(new WeakHashMap<>());

    private Finalization() {}

    static void begin() {
        Object vm = RunningVM.identity();
        if (vm != null) {
            FINALIZING.put(vm, Boolean.TRUE);
        }
    }

    static boolean finalizing() {
        Object vm = RunningVM.identity();
        return vm != null && FINALIZING.containsKey(vm);
    }
}
