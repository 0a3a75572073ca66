package io.frameweave.it.observer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.ProtectionDomain;
import java.util.HexFormat;

/**
 * A passive java agent for tests: it changes nothing, and writes one line per interpreter class the JVM defines,
 * {@code name sha256-of-the-bytes-it-is-given}, to the file named by its option. Registered (retransformation
 * capable) after any other agent's transformer, it sees the bytes the JVM defines, after their weaving. A class
 * loaded before it started (by an earlier agent's premain) is listed as {@code name early}: the JVM hands a
 * retransformer bytes rebuilt from its own representation, which cannot be compared with a jar's.
 */
public final class ClassBytesObserver implements ClassFileTransformer {
    private static final String PREFIX = "io/frameweave/interpreter/";
    private final Path out;

    private ClassBytesObserver(Path out) {
        this.out = out;
    }

    public static void premain(String args, Instrumentation inst) throws Exception {
        Path out = Path.of(args);
        for (Class<?> c : inst.getAllLoadedClasses()) {
            if (c.getName().startsWith(PREFIX.replace('/', '.'))) {
                append(out, c.getName() + " early\n");
            }
        }
        inst.addTransformer(new ClassBytesObserver(out), true); // capable: runs after earlier capable ones
    }

    private static void append(Path out, String line) {
        try {
            Files.writeString(out, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public byte[] transform(Module module, ClassLoader loader, String name, Class<?> redefined,
                            ProtectionDomain domain, byte[] bytes) {
        if (name != null && name.startsWith(PREFIX)) {
            append(out, name.replace('/', '.') + " " + sha256(bytes) + "\n");
        }
        return null;
    }

    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
