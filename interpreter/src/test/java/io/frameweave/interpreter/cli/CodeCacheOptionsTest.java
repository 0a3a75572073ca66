package io.frameweave.interpreter.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache of compiled modules as a program sees it, in a child JVM: written on import unless {@code -B},
 * {@code PYTHONDONTWRITEBYTECODE} or {@code sys.dont_write_bytecode} say not to, moved under {@code -X pycache_prefix}
 * or {@code PYTHONPYCACHEPREFIX}, named by {@code sys.implementation.cache_tag} and {@code __cached__}, and used
 * in place of the source while the source keeps its size and time (so an edit that keeps both is not seen, as in
 * CPython). The {@code sys} values are what {@code /usr/bin/python3.11} prints for the same options.
 */
class CodeCacheOptionsTest {
    @TempDir
    Path dir;
    Path cached;

    private record Result(int code, String out, String err) {}

    @BeforeEach
    void makeProgram() throws IOException {
        dir = dir.toRealPath();
        Files.writeString(dir.resolve("show.py"), """
                import sys
                if len(sys.argv) > 1:
                    sys.dont_write_bytecode = True
                import cmod
                print(sys.flags.dont_write_bytecode, sys.dont_write_bytecode, sys.pycache_prefix,
                      sys.implementation.cache_tag)
                print(cmod.__cached__)
                print(cmod.VALUE)
                """);
        // sets holding None: they hash by identity, so their order differs from run to run, and the cache must
        // not take that for damage
        Files.writeString(dir.resolve("cmod.py"), "VALUE = 'first'\nS = [x in {None, 'a', 'b', 1.5} for x in 'ab']\n"
                + "T = 'q' in {None, 'q', ..., 7, 'r'}\n");
        cached = dir.resolve("__pycache__").resolve("cmod.frameweave-311.pyc");
    }

    private Result run(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        Path out = Files.createTempFile("cache-out", ".txt");
        Path err = Files.createTempFile("cache-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().remove("PYTHONDONTWRITEBYTECODE");
            builder.environment().remove("PYTHONPYCACHEPREFIX");
            builder.environment().put("XDG_CACHE_HOME", dir.resolve("xdg").toString());
            builder.environment().putAll(env);
            int code = builder.start().waitFor();
            return new Result(code, Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private void assertRun(Result r, String flags, Path cachedPath, String value) {
        assertEquals(flags + "\n" + cachedPath + "\n" + value + "\n", r.out(), r.err());
        assertEquals(0, r.code(), r.err());
    }

    private List<Path> cacheFiles() throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".pyc")).sorted(Comparator.naturalOrder()).toList();
        }
    }

    @Test
    void importsWriteTheCacheBesideTheSourceAndUseItWhileTheSourceKeepsSizeAndTime() throws Exception {
        assertRun(run(Map.of(), "show.py"), "0 False None frameweave-311", cached, "first");
        assertEquals(List.of(cached), cacheFiles());
        FileTime time = Files.getLastModifiedTime(dir.resolve("cmod.py"));
        Files.writeString(dir.resolve("cmod.py"), Files.readString(dir.resolve("cmod.py")).replace("first", "other"));
        Files.setLastModifiedTime(dir.resolve("cmod.py"), time);
        assertRun(run(Map.of(), "show.py"), "0 False None frameweave-311", cached, "first");
        Files.setLastModifiedTime(dir.resolve("cmod.py"), FileTime.fromMillis(time.toMillis() + 1000));
        assertRun(run(Map.of(), "show.py"), "0 False None frameweave-311", cached, "other");
        assertRun(run(Map.of(), "show.py"), "0 False None frameweave-311", cached, "other");
    }

    @Test
    void dashBAndTheVariableAndTheSysFlagWriteNothing() throws Exception {
        assertRun(run(Map.of(), "-B", "show.py"), "1 True None frameweave-311", cached, "first");
        assertRun(run(Map.of("PYTHONDONTWRITEBYTECODE", "1"), "show.py"), "1 True None frameweave-311", cached,
                "first");
        assertRun(run(Map.of(), "show.py", "set-the-flag"), "0 True None frameweave-311", cached, "first");
        assertEquals(List.of(), cacheFiles());
        assertRun(run(Map.of("PYTHONDONTWRITEBYTECODE", "1"), "-E", "show.py"), "0 False None frameweave-311", cached,
                "first");
        assertEquals(List.of(cached), cacheFiles());
    }

    @Test
    void aPycachePrefixTakesTheCacheFiles() throws Exception {
        Path prefix = dir.resolve("prefix");
        Path underPrefix = prefix.resolve(dir.getRoot().relativize(dir)).resolve("cmod.frameweave-311.pyc");
        assertRun(run(Map.of(), "-X", "pycache_prefix=" + prefix, "show.py"),
                "0 False " + prefix + " frameweave-311", underPrefix, "first");
        assertEquals(List.of(underPrefix), cacheFiles());
        Map<String, String> env = new HashMap<>(Map.of("PYTHONPYCACHEPREFIX", prefix.toString()));
        assertRun(run(env, "show.py"), "0 False " + prefix + " frameweave-311", underPrefix, "first");
        assertRun(run(env, "-X", "pycache_prefix", "show.py"), "0 False None frameweave-311", cached, "first");
        assertTrue(Files.exists(cached), "-X pycache_prefix without a directory: beside the source again");
        assertRun(run(env, "-E", "show.py"), "0 False None frameweave-311", cached, "first");
        assertFalse(Files.exists(dir.resolve("xdg")), "the user cache is for unwritable directories only");
    }
}
