package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.instrumentation.weave.WatchPlan;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFunction;
import net.bytebuddy.agent.ByteBuddyAgent;
import org.junit.jupiter.api.Test;

import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.nio.charset.StandardCharsets;
import java.security.ProtectionDomain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The watcher probes are there only while a watcher of their kind is registered: the bytecode the JVM runs for
 * {@code PyDict} (and the others) refers to the advice after the first watcher is added and no longer after the
 * last is cleared.
 */
class WatchPlanTest {

    /** Whether the bytecode the JVM now has for {@code c} calls {@code advice}. */
    private static boolean woven(Class<?> c, String advice) throws Exception {
        Instrumentation inst = ByteBuddyAgent.install();
        String wanted = "io/frameweave/instrumentation/watchers/" + advice;
        boolean[] found = {false};
        ClassFileTransformer capture = new ClassFileTransformer() {
            @Override
            public byte[] transform(Module module, ClassLoader loader, String name, Class<?> redefined,
                                    ProtectionDomain domain, byte[] bytes) {
                if (redefined == c) {
                    found[0] = new String(bytes, StandardCharsets.ISO_8859_1).contains(wanted);
                }
                return null;
            }
        };
        inst.addTransformer(capture, true); // added last: it sees what the weavers made
        try {
            inst.retransformClasses(c);
        } finally {
            inst.removeTransformer(capture);
        }
        return found[0];
    }

    @Test
    void dictProbesComeWithTheFirstWatcherAndGoWithTheLast() throws Exception {
        WovenVm.weave();
        assertFalse(WatchPlan.DICT.woven());
        assertFalse(woven(PyDict.class, "DictStoreWatchAdvice"));
        int a = DictWatchers.addWatcher((e, d, k, v) -> { });
        int b = DictWatchers.addWatcher((e, d, k, v) -> { });
        assertTrue(woven(PyDict.class, "DictStoreWatchAdvice"));
        assertTrue(woven(PyDict.class, "DictClearWatchAdvice"));
        DictWatchers.clearWatcher(a);
        assertTrue(woven(PyDict.class, "DictRemoveWatchAdvice"));
        DictWatchers.clearWatcher(b);
        assertFalse(WatchPlan.DICT.woven());
        assertFalse(woven(PyDict.class, "DictStoreWatchAdvice"));
    }

    @Test
    void typeFunctionAndCodeProbesAreWovenPerKind() throws Exception {
        WovenVm.weave();
        int t = TypeWatchers.addWatcher(type -> { });
        assertTrue(woven(PyType.class, "TypeModifiedWatchAdvice"));
        assertFalse(woven(PyFunction.class, "FunctionCodeWatchAdvice"));
        TypeWatchers.clearWatcher(t);
        assertFalse(woven(PyType.class, "TypeModifiedWatchAdvice"));

        int f = FunctionWatchers.addWatcher((e, fn, v) -> { });
        assertTrue(woven(PyFunction.class, "FunctionCreatedWatchAdvice"));
        assertFalse(woven(PyCode.class, "CodeCreatedWatchAdvice"));
        FunctionWatchers.clearWatcher(f);
        assertFalse(woven(PyFunction.class, "FunctionCreatedWatchAdvice"));

        int c = CodeWatchers.addWatcher((e, code) -> { });
        assertTrue(woven(PyCode.class, "CodeCreatedWatchAdvice"));
        CodeWatchers.clearWatcher(c);
        assertFalse(woven(PyCode.class, "CodeCreatedWatchAdvice"));
    }

    @Test
    void clearingAWatcherUnwatchesItsDictsAndFreesItsId() {
        Guest g = new Guest();
        int id = DictWatchers.addWatcher((e, d, k, v) -> { });
        DictWatchers.watch(id, g.globals());
        assertTrue(DictWatchers.isWatching(id, g.globals()));
        DictWatchers.clearWatcher(id);
        assertFalse(DictWatchers.isWatching(id, g.globals()));
        assertEquals(0, g.globals().version & DictProbe.WATCHED_VERSION_BITS);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> DictWatchers.watch(id, g.globals()));
        assertEquals("No dict watcher set for ID " + id, e.getMessage());
        assertEquals("Invalid dict watcher ID 8",
                org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                        () -> DictWatchers.clearWatcher(8)).getMessage());
    }

    @Test
    void eightDictWatchersAtMost() {
        WovenVm.weave();
        int[] ids = new int[8];
        for (int i = 0; i < 8; i++) {
            ids[i] = DictWatchers.addWatcher((e, d, k, v) -> { });
        }
        try {
            assertEquals("no more dict watcher IDs available",
                    org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                            () -> DictWatchers.addWatcher((e, d, k, v) -> { })).getMessage());
        } finally {
            for (int id : ids) {
                DictWatchers.clearWatcher(id);
            }
        }
    }

    /**
     * CPython 3.12 words its function-watcher errors differently from the other kinds' (lower case, "func"):
     * {@code _testcapi.clear_func_watcher(-1)} / {@code (8)} / {@code (1)} and a ninth watcher say these.
     */
    @Test
    void functionWatcherMisuseHasCPythonsMessages() {
        WovenVm.weave();
        assertEquals("invalid func watcher ID -1", org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> FunctionWatchers.clearWatcher(-1)).getMessage());
        assertEquals("invalid func watcher ID 8", org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> FunctionWatchers.clearWatcher(8)).getMessage());
        int[] ids = new int[8];
        for (int i = 0; i < 8; i++) {
            ids[i] = FunctionWatchers.addWatcher((e, f, v) -> { });
        }
        try {
            assertEquals("no more func watcher IDs available", org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalStateException.class, () -> FunctionWatchers.addWatcher((e, f, v) -> { })).getMessage());
        } finally {
            for (int id : ids) {
                FunctionWatchers.clearWatcher(id);
            }
        }
        assertEquals("no func watcher set for ID 1", org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> FunctionWatchers.clearWatcher(1)).getMessage());
    }
}
