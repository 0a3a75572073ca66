package io.frameweave.interpreter.modules.zlib;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version of the zlib the JDK's {@code java.util.zip} uses, which the JDK does not expose: the system library's
 * when the process has mapped one ({@code libz.so.1.2.13}), else that of the zlib bundled with OpenJDK 17+.
 */
final class ZlibVersion {
    private ZlibVersion() {}

    private static final Pattern MAPPED = Pattern.compile("libz\\.so\\.(\\d+\\.\\d+(?:\\.\\d+)?)");
    private static final String BUNDLED = "1.2.13";

    static String of() {
        new java.util.zip.CRC32(); // loads the JDK's libzip, and the libz it links, if nothing has yet
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
                Matcher m = MAPPED.matcher(line);
                if (m.find()) {
                    return m.group(1);
                }
            }
        } catch (IOException | RuntimeException notLinux) {
            // no /proc: fall through
        }
        return BUNDLED;
    }
}
