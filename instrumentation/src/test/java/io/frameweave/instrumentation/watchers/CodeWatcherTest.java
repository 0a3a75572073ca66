package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.bytecode.PyCode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Code watchers: CREATE for every code object the compiler makes, DESTROY (best effort) once unreachable. */
class CodeWatcherTest {

    @Test
    void compilingAProgramAndCallingCompileCreateCodeObjects() {
        Guest g = new Guest();
        List<String> created = new ArrayList<>();
        int id = CodeWatchers.addWatcher((event, code) -> {
            synchronized (created) {
                created.add(event + " " + (code.name.equals("<module>") ? code.name : code.qualname));
            }
        });
        try {
            g.run("""
                    def f():
                        return lambda: 1
                    c = compile('def g():\\n    pass\\n', 'x', 'exec')
                    exec('h = 1')
                    """);
            assertEquals(List.of("CREATE f.<locals>.<lambda>", "CREATE f", "CREATE <module>",
                    "CREATE g", "CREATE <module>", "CREATE <module>"), created);
        } finally {
            CodeWatchers.clearWatcher(id);
        }
    }

    @Test
    void destroyIsReportedForAnUnreachableCodeObject() throws InterruptedException {
        Guest g = new Guest();
        List<Long> destroyed = new ArrayList<>();
        long[] made = new long[1];
        int id = CodeWatchers.addWatcher(new CodeWatcher() {
            @Override
            public void onEvent(CodeEvent event, PyCode code) {
            }

            @Override
            public void destroyed(long codeId) {
                synchronized (destroyed) {
                    destroyed.add(codeId);
                }
            }
        });
        try {
            made[0] = ObjectIds.of(g.vm.compile("x = 1\n", "<doomed>", "exec"));
            assertTrue(GarbageCollection.until(() -> {
                synchronized (destroyed) {
                    return destroyed.contains(made[0]);
                }
            }), "no DESTROY for the dropped code object");
        } finally {
            CodeWatchers.clearWatcher(id);
        }
    }
}
