package io.frameweave.agent;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.instrument.Instrumentation;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The agent never throws into the host: a JVM that refuses what it needs gets one line on stderr. */
class AgentMainTest {

    @Test
    void aRefusingJvmIsOneLineAndNoException() {
        Instrumentation refusing = (Instrumentation) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {Instrumentation.class}, (proxy, method, args) -> {
                    throw new UnsupportedOperationException(method.getName() + " refused");
                });
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            AgentMain.premain(null, refusing);
        } finally {
            System.setErr(saved);
        }
        String out = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, out.lines().count(), out);
        // the first Instrumentation call premain makes is refused, whichever it is
        assertTrue(out.strip().matches("frameweave agent: could not start \\(java\\.lang\\."
                + "UnsupportedOperationException: \\w+ refused\\); the program runs uninstrumented"), out);
    }
}
