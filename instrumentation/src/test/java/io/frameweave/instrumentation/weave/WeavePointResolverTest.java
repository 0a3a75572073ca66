package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Executable;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Fails when the interpreter loses or reshapes a published weave point. */
class WeavePointResolverTest {

    @Test
    void everyPublishedWeavePointExists() {
        WeavePointResolver resolver = new WeavePointResolver(WeavePoint.class.getClassLoader());
        List<MissingWeavePointException> missing = resolver.missing();
        assertTrue(missing.isEmpty(), () -> missing.stream().map(Throwable::getMessage)
                .collect(Collectors.joining("\n")));
    }

    @Test
    void resolvesToTheNamedMethod() throws Exception {
        WeavePointResolver resolver = new WeavePointResolver(WeavePoint.class.getClassLoader());
        Executable m = resolver.resolve(WeavePoint.FRAME_EXECUTION);
        assertEquals("execute", m.getName());
        assertEquals(WeavePoint.FRAME_EXECUTION.className, m.getDeclaringClass().getName());
    }

    @Test
    void theClassFileCheckAgreesWithReflection() throws Exception {
        WeavePointResolver resolver = new WeavePointResolver(WeavePoint.class.getClassLoader());
        for (WeavePoint p : WeavePoint.values()) {
            resolver.check(p); // throws when absent
        }
    }

    @Test
    void theClassFileCheckRejectsAnAbsentMethod() {
        WeavePointResolver resolver = new WeavePointResolver(new ClassLoader(WeavePoint.class.getClassLoader()) {
            @Override
            public java.io.InputStream getResourceAsStream(String name) {
                // the dispatch loop's class file, asked for under another point's name
                return super.getResourceAsStream(name.replace("InstructionFetch", "Interpreter"));
            }
        });
        MissingWeavePointException e = org.junit.jupiter.api.Assertions.assertThrows(MissingWeavePointException.class,
                () -> resolver.check(WeavePoint.INSTRUCTION_FETCH));
        assertTrue(e.getMessage().contains("no method io.frameweave.interpreter.vm.InstructionFetch.instrumented"),
                e.getMessage());
    }
}
