package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.Codecs;
import io.frameweave.interpreter.codecs.TextCodec;
import java.util.Map;
import java.util.Set;

/**
 * The encoding and error handler of {@code sys.stdin}, {@code sys.stdout} and {@code sys.stderr}, chosen as
 * CPython 3.11 chooses them on Linux: {@code PYTHONIOENCODING} ({@code encoding[:errors]}) first; else UTF-8,
 * with {@code surrogateescape} for stdin and stdout under the C or POSIX locale (or C.UTF-8, or with
 * {@code PYTHONUTF8=1}) so that any bytes pass through unchanged, and {@code strict} under other locales. stderr
 * always uses {@code backslashreplace}. Every locale is taken to be UTF-8.
 */
record StdioEncoding(String name, TextCodec codec, String errors) {
    private static final Set<String> C_LOCALES = Set.of("", "C", "POSIX", "C.UTF-8", "C.utf8", "UTF-8");

    static StdioEncoding of(boolean stderr, Map<String, String> env) {
        String name = "utf-8";
        String errors = null;
        String io = env.get("PYTHONIOENCODING");
        if (io != null && !io.isEmpty()) {
            int colon = io.indexOf(':');
            String enc = colon < 0 ? io : io.substring(0, colon);
            if (!enc.isEmpty() && Codecs.find(enc) != null) {
                name = enc;
                errors = "strict";
            }
            if (colon >= 0 && colon + 1 < io.length()) {
                errors = io.substring(colon + 1);
            }
        }
        if (stderr) {
            errors = "backslashreplace";
        } else if (errors == null) {
            errors = "1".equals(env.get("PYTHONUTF8")) || C_LOCALES.contains(ctypeLocale(env))
                    ? "surrogateescape" : "strict";
        }
        return new StdioEncoding(name, Codecs.lookup(name), errors);
    }

    /** The LC_CTYPE locale as the C library resolves it: LC_ALL, then LC_CTYPE, then LANG. */
    private static String ctypeLocale(Map<String, String> env) {
        for (String v : new String[] {"LC_ALL", "LC_CTYPE", "LANG"}) {
            String s = env.get(v);
            if (s != null && !s.isEmpty()) {
                return s;
            }
        }
        return "";
    }
}
