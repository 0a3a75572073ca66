package io.frameweave.interpreter.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * CPython's command-line options in a child JVM (its working directory and environment are the test's): {@code -m},
 * {@code -I}, {@code -E}, {@code -P}, {@code -W}, {@code -X} and {@code sys.path} as CPython builds it. The expected
 * outputs are what {@code /usr/bin/python3.11} prints for the same commands, the program name aside (CPython's
 * messages start with its own path where frameweave's start with "frameweave").
 */
class CommandLineOptionsTest {
    @TempDir
    static Path dir;

    private record Result(int code, String out, String err) {}

    @BeforeAll
    static void makePackages() throws IOException {
        dir = dir.toRealPath();
        String show = "import sys\nprint(sys.argv, __name__, __package__, __file__, sys.path[0])\n";
        Files.createDirectories(dir.resolve("pkg"));
        Files.writeString(dir.resolve("pkg/__init__.py"), "print('init', __name__)\n");
        Files.writeString(dir.resolve("pkg/__main__.py"), show);
        Files.writeString(dir.resolve("pkg/mod.py"), show);
        Files.writeString(dir.resolve("pkg/bad.py"), "raise ValueError('in bad')\n");
        Files.createDirectories(dir.resolve("nomain"));
        Files.writeString(dir.resolve("nomain/__init__.py"), "");
        Files.writeString(dir.resolve("top.py"), show);
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/prog.py"), "import sys\nprint(sys.path[0])\n");
        Files.createSymbolicLink(dir.resolve("link.py"), dir.resolve("sub/prog.py"));
        Files.writeString(dir.resolve("math.py"), "raise SystemExit('the file math.py was imported')\n");
    }

    private static Result run(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().remove("PYTHONPATH");
        builder.environment().remove("PYTHONWARNINGS");
        builder.environment().remove("FRAMEWEAVE_STDLIB");
        builder.environment().putAll(env);
        int code = builder.start().waitFor();
        return new Result(code, Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static Result run(String... args) throws IOException, InterruptedException {
        return run(Map.of(), args);
    }

    @Test
    void dashMRunsAModuleAsMainWithItsFileAsArgvZero() throws Exception {
        Result r = run("-m", "top", "a");
        assertEquals("['" + dir + "/top.py', 'a'] __main__  " + dir + "/top.py " + dir + "\n", r.out(), r::toString);
        assertEquals(0, r.code());
    }

    @Test
    void dashMRunsAPackagesMainAfterItsInit() throws Exception {
        Result r = run("-m", "pkg", "x");
        assertEquals("init pkg\n['" + dir + "/pkg/__main__.py', 'x'] __main__ pkg " + dir + "/pkg/__main__.py " + dir
                + "\n", r.out(), r::toString);
        Result sub = run("-m", "pkg.mod");
        assertEquals("init pkg\n['" + dir + "/pkg/mod.py'] __main__ pkg " + dir + "/pkg/mod.py " + dir + "\n",
                sub.out(), sub::toString);
    }

    @Test
    void dashMErrorsAreOneLineWithCPythonsWords() throws Exception {
        assertOneLine(run("-m", "nope"), "frameweave: No module named nope\n");
        assertOneLine(run("-m", "nomain"),
                "frameweave: No module named nomain.__main__; 'nomain' is a package and cannot be directly executed\n");
        assertOneLine(run("-m", "sys"), "frameweave: No code object available for sys\n");
        assertOneLine(run("-m", "nope.x"), "frameweave: Error while finding module specification for 'nope.x' "
                + "(ModuleNotFoundError: No module named 'nope')\n");
        assertOneLine(run("-m", "nope.py"), "frameweave: Error while finding module specification for 'nope.py' "
                + "(ModuleNotFoundError: No module named 'nope'). Try using 'nope' instead of 'nope.py' as the module name.\n");
    }

    private static void assertOneLine(Result r, String expected) {
        assertEquals(expected, r.err(), r::toString);
        assertEquals(1, r.code(), r::toString);
    }

    @Test
    void dashMPassesAnExceptionOfAParentPackageThrough() throws Exception {
        Result r = run("-m", "pkg.bad.x");
        assertEquals(1, r.code(), r::toString);
        assertEquals("Traceback (most recent call last):\n  File \"" + dir + "/pkg/bad.py\", line 1, in <module>\n"
                + "    raise ValueError('in bad')\nValueError: in bad\n", r.err(), r::toString);
    }

    @Test
    void dashMWithoutAModuleIsAUsageError() throws Exception {
        Result r = run("-m");
        assertEquals(2, r.code());
        assertEquals("Argument expected for the -m option\n" + CommandLine.USAGE + "\n", r.err());
    }

    @Test
    void theScriptsDirectoryHasItsLinksResolved() throws Exception {
        Result r = run("link.py");
        assertEquals(dir + "/sub\n", r.out(), r::toString);
    }

    @Test
    void pythonPathEntriesComeAfterTheProgramsAndAreAbsolute() throws Exception {
        String code = "import sys; print(sys.path[:4])";
        Result r = run(Map.of("PYTHONPATH", ":rel:/abs::x"), "-c", code);
        assertEquals("['', '" + dir + "', '" + dir + "/rel', '/abs']\n", r.out(), r::toString);
        Result ignored = run(Map.of("PYTHONPATH", "/abs"), "-E", "-c", "import sys; print('/abs' in sys.path)");
        assertEquals("False\n", ignored.out(), ignored::toString);
    }

    @Test
    void isolatedModeLeavesOutTheProgramsDirectoryAndTheEnvironment() throws Exception {
        Result r = run(Map.of("PYTHONPATH", "/abs"), "-IsEc",
                "import sys; f = sys.flags; print(sys.path[:1] != [''], '/abs' in sys.path, f.isolated, "
                        + "f.ignore_environment, f.no_user_site, f.safe_path)");
        assertEquals("True False 1 1 1 True\n", r.out(), r::toString);
        Result safe = run("-P", "sub/prog.py");
        assertNotEquals(dir + "/sub\n", safe.out(), safe::toString);
        assertEquals(0, safe.code(), safe::toString);
    }

    @Test
    void warningOptionsComeFromTheEnvironmentThenDashW() throws Exception {
        Result r = run(Map.of("PYTHONWARNINGS", "error::DeprecationWarning,ignore"), "-W", "always", "-Wd", "-Xa=b",
                "-X", "dev", "-c", "import sys; print(sys.warnoptions, sys._xoptions, sys.flags.dev_mode)");
        assertEquals("['default', 'error::DeprecationWarning', 'ignore', 'always', 'd'] {'a': 'b', 'dev': True} True\n",
                r.out(), r::toString);
        Result noEnv = run(Map.of("PYTHONWARNINGS", "ignore"), "-E", "-c", "import sys; print(sys.warnoptions)");
        assertEquals("[]\n", noEnv.out(), noEnv::toString);
    }

    @Test
    void intMaxStrDigitsIsTakenFromDashX() throws Exception {
        Result r = run("-X", "int_max_str_digits=700", "-c",
                "import sys; print(sys.flags.int_max_str_digits, sys.get_int_max_str_digits())");
        assertEquals("700 700\n", r.out(), r::toString);
        Result bad = run("-X", "int_max_str_digits=5", "-c", "pass");
        assertEquals("frameweave: -X int_max_str_digits: invalid limit; must be >= 640 or 0 for unlimited.\n",
                bad.err(), bad::toString);
        assertEquals(1, bad.code());
    }

    @Test
    void builtinModulesWinOverFilesOfTheSameName() throws Exception {
        Result r = run("-c", "import math; print(math.sqrt(4.0))");
        assertEquals("2.0\n", r.out(), r::toString);
        assertEquals(0, r.code());
    }

    @Test
    void userSitePackagesIsOnThePathWhenItExists() throws Exception {
        Path home = Files.createDirectories(dir.resolve("home"));
        Path site = Files.createDirectories(home.resolve(".local/lib/frameweave3.11/site-packages"));
        Files.writeString(site.resolve("installed.py"), "WHERE = 'site'\n");
        String code = "import sys, installed; print(installed.WHERE, sys.path[-1])";
        Result r = run(Map.of("HOME", home.toString()), "-c", code);
        assertEquals("site " + site + "\n", r.out(), r::toString);
        Result noSite = run(Map.of("HOME", home.toString()), "-s", "-c", code);
        assertEquals(1, noSite.code(), noSite::toString);
    }
}
