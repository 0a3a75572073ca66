package io.frameweave.interpreter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.frameweave.interpreter.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** CPython 3.11's own {@code os.py} (and {@code posixpath}, {@code stat}) running on the Java {@code posix} module. */
class OsOnPosixTest {
    private static final Path LIB = Path.of("/usr/lib/python3.11");

    private record Result(int exit, String out, String err) {}

    private static Result run(String source) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"-c", "import sys\nsys.path.append('" + LIB + "')\n" + source},
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Skips unless CPython's Lib is there and what os.py imports besides posix (abc, types, ...) runs. */
    private static void assumeOsImportable() {
        assumeTrue(Files.isRegularFile(LIB.resolve("os.py")),
                "CPython 3.11's standard library is not installed at " + LIB + " (Debian: libpython3.11-stdlib)");
        Result r = run("import types, abc, _collections_abc");
        String[] lines = r.err().strip().split("\n");
        assumeTrue(r.exit() == 0, "os.py needs modules the VM cannot import yet: " + lines[lines.length - 1]);
    }

    @Test
    void osPathAndListdirWork(@TempDir Path dir) throws Exception {
        assumeOsImportable();
        Files.writeString(dir.resolve("b.txt"), "bee");
        Files.createDirectory(dir.resolve("a"));
        Result r = run("import os\n"
                + "d = " + pyStr(dir.toString()) + "\n"
                + "print(os.path.join('x', 'y', 'z.py'), os.name, os.sep, os.path.splitext('a/b.tar.gz'))\n"
                + "print(sorted(os.listdir(d)), os.path.isdir(os.path.join(d, 'a')), os.path.getsize(d + '/b.txt'))\n"
                + "os.makedirs(os.path.join(d, 'a', 'deep', 'er'))\n"
                + "print([(os.path.relpath(p, d), sorted(n), sorted(f)) for p, n, f in os.walk(d)])\n"
                + "print(os.path.exists(d + '/nope'), os.getcwd() == os.path.abspath('.'), type(os.environ).__name__)\n");
        assertEquals("", r.err());
        assertEquals("x/y/z.py posix / ('a/b.tar', '.gz')\n"
                + "['a', 'b.txt'] True 3\n"
                + "[('.', ['a'], ['b.txt']), ('a', ['deep'], []), ('a/deep', ['er'], []), ('a/deep/er', [], [])]\n"
                + "False True _Environ\n", r.out());
    }

    /** uid_t and gid_t are unsigned: an owner of 2**31 and over is no negative number (chown needs root). */
    @Test
    void ownersPastTwoToTheThirtyOneAreUnsigned(@TempDir Path dir) throws Exception {
        assumeOsImportable();
        assumeTrue("root".equals(System.getProperty("user.name")), "chown to any uid needs root");
        Path file = Files.writeString(dir.resolve("f"), "x");
        Result r = run("import os\n"
                + "p = " + pyStr(file.toString()) + "\n"
                + "os.chown(p, 2**31, 2**32 - 2)\n"
                + "s = os.stat(p)\n"
                + "print(s.st_uid, s.st_gid, s[4], s[5])\n");
        assertEquals("", r.err());
        assertEquals("2147483648 4294967294 2147483648 4294967294\n", r.out());
    }

    private static String pyStr(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
