package io.frameweave.interpreter.codecache;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The stamp of the compiler this VM was built with: a digest of the classes that decide what a code object
 * holds, written by the build (build-tools' {@code CompilerStamp}) beside this class. A cache file is trusted only
 * under the stamp it was written with. Classes not built by Maven (an IDE's) have no stamp, and then nothing is
 * cached.
 */
final class CompilerStamp {
    private CompilerStamp() {}

    /** The stamp's bytes (hex digits), or null when the build wrote none. */
    static final byte[] VALUE = load();

    private static byte[] load() {
        try (InputStream in = CompilerStamp.class.getResourceAsStream("compiler-stamp.txt")) {
            if (in == null) {
                return null;
            }
            String stamp = new String(in.readAllBytes(), StandardCharsets.US_ASCII).trim();
            return stamp.isEmpty() || stamp.length() > 255 ? null : stamp.getBytes(StandardCharsets.US_ASCII);
        } catch (IOException e) {
            return null;
        }
    }
}
