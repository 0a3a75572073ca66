package io.frameweave.interpreter.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.frameweave.interpreter.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs a short program in a fresh interpreter for the module tests and returns what it printed. */
public final class GuestProgram {
    private GuestProgram() {}

    /** The stripped stdout of {@code source}, which must exit with status 0 (else the test fails with its stderr). */
    public static String run(String source) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"-c", source}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).strip();
    }
}
