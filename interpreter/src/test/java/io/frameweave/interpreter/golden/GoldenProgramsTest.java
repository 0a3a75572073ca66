package io.frameweave.interpreter.golden;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.frameweave.interpreter.vm.StandardLibrary;
import io.frameweave.interpreter.builtins.BuiltinModules;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The golden language tests: every {@code NNN_topic.py} under the test resources' {@code golden/}
 * directory runs in a fresh JVM through {@code cli.Main} (started as {@link ChildJvm} says), and its stdout, exit status and last stderr
 * line must equal what CPython 3.11 produced (the {@code .out}, {@code .exit} and {@code .err} files
 * that {@code golden/regen.py} writes; a missing {@code .exit} means 0, a missing {@code .err} means
 * stderr must be blank), and all of stderr the {@code .stderr} file where there is one. A program with a line
 * {@code # golden: needs MODULE ...} is skipped, saying so, while the VM lacks one of those builtin modules.
 *
 * <p>Programs run two at a time (the CI machine has two cores): all of them are submitted to a
 * two-thread pool when the factory is called, and each dynamic test waits for its own result, so the
 * report still lists one test per program in order. System properties: {@code fw.golden.only} (a
 * regex on the file name, to run a subset), {@code fw.golden.parallel} (default 2) and
 * {@code fw.golden.jvmArgs} (extra JVM options for the child, space separated). Every program runs twice:
 * as the VM runs by default, and with every code object compiled at its first run; the thread programs a third
 * time, with nothing compiled; and the programs that import modules from source files run once more from the
 * cache of compiled modules.
 */
class GoldenProgramsTest {

    private static final Pattern PROGRAM = Pattern.compile("\\d{3}_[A-Za-z0-9_]+\\.py");

    private static ExecutorService pool;
    /** The standard library the child VMs find, as they find it. */
    private static final StandardLibrary STDLIB = StandardLibrary.locate(null, System.getenv());

    @TestFactory
    Stream<DynamicTest> goldenPrograms() throws IOException {
        return programs(List.of(), ".*");
    }

    /** The same programs with every code object compiled at its first run (see the VM's compiled tier). */
    @TestFactory
    Stream<DynamicTest> goldenProgramsCompiledAtFirstRun() throws IOException {
        return programs(List.of("-Dfw.tier=eager"), ".*");
    }

    /**
     * The thread programs with nothing compiled: where a running thread lets a waiting one run differs between
     * the dispatch loop and compiled code, and by default a loop that spins is compiled before another thread waits.
     * The match programs too, so that every case of theirs, warm or not, runs in the loop as well.
     */
    @TestFactory
    Stream<DynamicTest> goldenThreadAndMatchProgramsInTheDispatchLoopOnly() throws IOException {
        return programs(List.of("-Dfw.tier=off"), "_thread|_match");
    }

    /**
     * The programs that import modules from source files (helper modules beside them, or the standard library's), run
     * from cached code: each runs first with a cache directory of its own ({@code PYTHONPYCACHEPREFIX}), which
     * compiles those modules and writes their cache files, then again, which must print the same and read the files
     * rather than write them again.
     */
    @TestFactory
    Stream<DynamicTest> goldenProgramsFromCachedCode() throws IOException {
        Path dir = goldenDirectory();
        Pattern only = Pattern.compile(System.getProperty("fw.golden.only", ".*"));
        List<Path> programs;
        try (Stream<Path> files = Files.list(dir)) {
            programs = files
                    .filter(p -> PROGRAM.matcher(p.getFileName().toString()).matches())
                    .filter(p -> only.matcher(p.getFileName().toString()).find())
                    .filter(p -> importsFromSource(p, dir))
                    .sorted()
                    .toList();
        }
        assertTrue(!programs.isEmpty() || !".*".equals(only.pattern()), "no golden program imports a module from source");
        ExecutorService runners = pool();
        List<DynamicTest> tests = new ArrayList<>();
        for (Path program : programs) {
            List<String> missing = missingModules(GoldenCase.neededModules(program));
            GoldenCase expected = GoldenCase.load(program);
            if (!missing.isEmpty() || (expected.needsStdlib() && STDLIB.dir() == null)) {
                String why = missing.isEmpty() ? "needs CPython 3.11's standard library: " + STDLIB.problem()
                        : "needs the modules " + missing + ", which the VM does not have yet";
                tests.add(DynamicTest.dynamicTest(program.getFileName().toString(), program.toUri(),
                        () -> assumeTrue(false, why)));
                continue;
            }
            Future<GoldenRun> run = runners.submit(() -> runTwiceFromCache(program, dir));
            tests.add(DynamicTest.dynamicTest(program.getFileName().toString(), program.toUri(),
                    () -> check(expected, await(run))));
        }
        return tests.stream();
    }

    private static final Pattern IMPORT = Pattern.compile("^\\s*(?:import|from)\\s+([A-Za-z_]\\w*)", Pattern.MULTILINE);

    /** Whether {@code program} imports a module that is a source file beside it or in CPython's Lib. */
    private static boolean importsFromSource(Path program, Path dir) {
        Set<String> builtin = Set.copyOf(BuiltinModules.names());
        Path lib = Paths.get(System.getProperty("fw.cpython.lib", "/usr/lib/python3.11"));
        Matcher m;
        try {
            m = IMPORT.matcher(read(program));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        while (m.find()) {
            String name = m.group(1);
            if (builtin.contains(name)) {
                continue;
            }
            for (Path where : List.of(dir, lib)) {
                if (Files.isRegularFile(where.resolve(name + ".py"))
                        || Files.isRegularFile(where.resolve(name).resolve("__init__.py"))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The second of two runs of {@code program} with a new cache directory; fails when the first wrote no cache
     * file or the second wrote one again (it would then have compiled the module instead of reading it).
     */
    private static GoldenRun runTwiceFromCache(Path program, Path dir) throws IOException, InterruptedException {
        Path cache = Files.createTempDirectory("golden-pycache");
        try {
            Map<String, String> env = Map.of("PYTHONPYCACHEPREFIX", cache.toString(), "PYTHONDONTWRITEBYTECODE", "");
            GoldenRun.execute(javaCommand(program, List.of()), dir, env);
            Map<Path, Object> written = cacheFiles(cache);
            if (written.isEmpty()) {
                throw new AssertionError(program.getFileName() + " wrote no cache file under " + cache);
            }
            GoldenRun second = GoldenRun.execute(javaCommand(program, List.of()), dir, env);
            Map<Path, Object> after = cacheFiles(cache);
            if (!after.equals(written)) {
                throw new AssertionError(program.getFileName() + ": the second run wrote cache files again: "
                        + written + " then " + after);
            }
            return second;
        } finally {
            try (Stream<Path> walk = Files.walk(cache)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** The cache files under {@code root}, each with what changes when it is written again (its file key and time). */
    private static Map<Path, Object> cacheFiles(Path root) throws IOException {
        Map<Path, Object> out = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(f -> f.toString().endsWith(".pyc")).toList()) {
                BasicFileAttributes a = Files.readAttributes(p,
                        BasicFileAttributes.class);
                out.put(p, List.of(String.valueOf(a.fileKey()), a.lastModifiedTime().toString(), a.size()));
            }
        }
        return out;
    }

    private Stream<DynamicTest> programs(List<String> jvmArgs, String names) throws IOException {
        Path dir = goldenDirectory();
        Pattern only = Pattern.compile(System.getProperty("fw.golden.only", ".*"));
        Pattern these = Pattern.compile(names);
        List<Path> programs;
        try (Stream<Path> files = Files.list(dir)) {
            programs = files
                    .filter(p -> PROGRAM.matcher(p.getFileName().toString()).matches())
                    .filter(p -> these.matcher(p.getFileName().toString()).find())
                    .filter(p -> only.matcher(p.getFileName().toString()).find())
                    .sorted()
                    .toList();
        }
        // a subset chosen with fw.golden.only may leave a factory nothing to run
        assertTrue(!programs.isEmpty() || !".*".equals(only.pattern()), "no golden programs found in " + dir);
        ExecutorService runners = pool();
        List<DynamicTest> tests = new ArrayList<>();
        for (Path program : programs) {
            List<String> missing = missingModules(GoldenCase.neededModules(program));
            if (!missing.isEmpty()) {
                tests.add(DynamicTest.dynamicTest(program.getFileName().toString(), program.toUri(),
                        () -> assumeTrue(false, "needs the modules " + missing + ", which the VM does not have yet")));
                continue;
            }
            GoldenCase expected = GoldenCase.load(program);
            boolean runnable = !expected.needsStdlib() || STDLIB.dir() != null;
            Future<GoldenRun> run = runnable
                    ? runners.submit(() -> GoldenRun.execute(javaCommand(program, jvmArgs), dir)) : null;
            tests.add(DynamicTest.dynamicTest(program.getFileName().toString(), program.toUri(), () -> {
                assumeTrue(runnable, "needs CPython 3.11's standard library: " + STDLIB.problem());
                check(expected, await(run));
            }));
        }
        return tests.stream();
    }

    /** The builtin modules of the VM, asked of it once: {@code sys.builtin_module_names}. */
    private static List<String> builtinModules;

    private static synchronized List<String> missingModules(List<String> needed) throws IOException {
        if (needed.isEmpty()) {
            return needed;
        }
        if (builtinModules == null) {
            List<String> cmd = new ArrayList<>(javaCommand(null, List.of()));
            cmd.addAll(List.of("-c", "import sys; print(' '.join(sys.builtin_module_names))"));
            try {
                GoldenRun r = GoldenRun.execute(cmd, goldenDirectory());
                builtinModules = List.of(r.stdout().trim().split("\\s+"));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException(e);
            }
        }
        List<String> missing = new ArrayList<>();
        for (String m : needed) {
            if (!builtinModules.contains(m)) {
                missing.add(m);
            }
        }
        return missing;
    }

    private static synchronized ExecutorService pool() {
        if (pool == null) {
            int parallel = Integer.getInteger("fw.golden.parallel", 2);
            pool = Executors.newFixedThreadPool(parallel, r -> {
                Thread t = new Thread(r, "golden-runner");
                t.setDaemon(true);
                return t;
            });
        }
        return pool;
    }

    @AfterAll
    static synchronized void stopPool() {
        if (pool != null) {
            pool.shutdownNow();
            pool = null;
        }
    }

    private static GoldenRun await(Future<GoldenRun> run) throws InterruptedException {
        try {
            return run.get();
        } catch (ExecutionException e) {
            throw new AssertionError("could not run the program: " + e.getCause(), e.getCause());
        }
    }

    private static void check(GoldenCase expected, GoldenRun actual) {
        List<String> problems = new ArrayList<>();
        if (actual.progress().hung()) {
            problems.add("hung: it " + actual.progress().hang() + ", and was killed; its threads then:\n"
                    + actual.progress().threads());
        }
        if (!expected.stdout().equals(actual.stdout())) {
            problems.add("stdout differs:\n" + TextDiff.render(expected.stdout(), actual.stdout()));
        }
        if (expected.exitCode() != actual.exitCode()) {
            problems.add("exit status: expected " + expected.exitCode() + " but was " + actual.exitCode());
        }
        String stderr = withoutGoldenDirectory(actual.stderr());
        String lastErr = GoldenCase.lastNonBlankLine(stderr);
        if (!expected.lastStderrLine().equals(lastErr)) {
            problems.add("last stderr line: expected [" + expected.lastStderrLine() + "] but was [" + lastErr + "]"
                    + (stderr.isBlank() ? "" : "\n--- full stderr (tail) ---\n" + tail(stderr, 25)));
        }
        if (expected.fullStderr() != null && !expected.fullStderr().equals(stderr)) {
            problems.add("stderr differs:\n" + TextDiff.render(expected.fullStderr(), stderr));
        }
        if (!problems.isEmpty()) {
            fail(expected.name() + ":\n" + String.join("\n", problems));
        }
    }

    private static String tail(String text, int lines) {
        String[] all = text.split("\n", -1);
        int from = Math.max(0, all.length - lines);
        return String.join("\n", List.of(all).subList(from, all.length));
    }

    private static Path pythonLauncher;

    /**
     * The golden programs' {@code sys.executable}: a script that runs this same VM (as the golden programs run,
     * not the repository's built jar, which a test run may not have made yet) with CPython's command line, as
     * {@code bin/frameweave-python} does for {@code ./frameweave}.
     */
    private static synchronized Path pythonLauncher() throws IOException {
        if (pythonLauncher == null) {
            Path script = Files.createTempFile("golden-python", ".sh");
            script.toFile().deleteOnExit();
            StringBuilder exec = new StringBuilder("exec");
            for (String word : ChildJvm.command(List.of("-Dframeweave.executable=$0"))) {
                exec.append(' ').append(word.equals("-Dframeweave.executable=$0") ? "\"" + word + "\""
                        : "'" + word.replace("'", "'\\''") + "'");
            }
            Files.writeString(script, "#!/bin/sh\n" + exec + " \"$@\"\n");
            script.toFile().setExecutable(true);
            pythonLauncher = script;
        }
        return pythonLauncher;
    }

    private static List<String> javaCommand(Path program, List<String> jvmArgs) throws IOException {
        List<String> options = new ArrayList<>(jvmArgs);
        options.add("-Dframeweave.executable=" + pythonLauncher());
        String extra = System.getProperty("fw.golden.jvmArgs", "").trim();
        if (!extra.isEmpty()) {
            options.addAll(List.of(extra.split("\\s+")));
        }
        List<String> cmd = ChildJvm.command(options);
        if (program != null) {
            cmd.add(program.getFileName().toString());
            cmd.addAll(GoldenCase.programArgs(program));
        }
        return cmd;
    }

    /**
     * {@code stderr} without the golden directory's path: a program is named by its absolute path in tracebacks, and
     * {@code regen.py} removes the same from CPython's.
     */
    private static String withoutGoldenDirectory(String stderr) {
        Path dir = goldenDirectory().toAbsolutePath();
        String out = stderr.replace(dir + File.separator, "");
        try {
            out = out.replace(dir.toRealPath() + File.separator, "");
        } catch (IOException e) {
            // the path as the test names it is all there is to remove
        }
        return out;
    }

    /** The copy under test-classes, so the temporary files programs create never touch the source tree. */
    private static Path goldenDirectory() {
        URL url = GoldenProgramsTest.class.getResource("/golden");
        if (url != null && "file".equals(url.getProtocol())) {
            try {
                return Paths.get(url.toURI());
            } catch (URISyntaxException e) {
                throw new UncheckedIOException(new IOException(e));
            }
        }
        return Paths.get("src", "test", "resources", "golden").toAbsolutePath();
    }

    static String read(Path p) throws IOException {
        return Files.readString(p, StandardCharsets.UTF_8);
    }
}
