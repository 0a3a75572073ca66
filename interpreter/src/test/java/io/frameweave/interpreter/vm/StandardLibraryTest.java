package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which directories count as CPython 3.11's standard library, and which one is used. */
class StandardLibraryTest {

    /** A directory that looks like a library whose bytecode magic number is {@code magic}. */
    private static Path fakeLibrary(Path dir, int magic) throws IOException {
        Files.createDirectories(dir.resolve("importlib"));
        Files.writeString(dir.resolve("os.py"), "");
        Files.writeString(dir.resolve("importlib/_bootstrap_external.py"),
                "# a comment\nMAGIC_NUMBER = (" + magic + ").to_bytes(2, 'little') + b'\\r\\n'\n");
        return dir;
    }

    @Test
    void aLibraryCountsByItsMagicNumber(@TempDir Path tmp) throws IOException {
        assertEquals(StandardLibrary.Version.CPYTHON_311, StandardLibrary.versionOf(fakeLibrary(tmp.resolve("a"), 3495)));
        assertEquals(StandardLibrary.Version.OTHER, StandardLibrary.versionOf(fakeLibrary(tmp.resolve("b"), 3531)));
        assertEquals(StandardLibrary.Version.OTHER, StandardLibrary.versionOf(fakeLibrary(tmp.resolve("c"), 3439)));
        assertEquals(StandardLibrary.Version.MISSING, StandardLibrary.versionOf(tmp.resolve("none")));
    }

    @Test
    void theOptionWinsOverTheEnvironment(@TempDir Path tmp) throws IOException {
        Path option = fakeLibrary(tmp.resolve("option"), 3495);
        Path env = fakeLibrary(tmp.resolve("env"), 3495);
        Map<String, String> environment = Map.of(StandardLibrary.ENV, env.toString());
        assertEquals(option, StandardLibrary.locate(option.toString(), environment).dir());
        assertEquals(env, StandardLibrary.locate(null, environment).dir());
    }

    @Test
    void aNamedLibraryOfAnotherVersionIsNotUsedAndSaysWhy(@TempDir Path tmp) throws IOException {
        Path lib = fakeLibrary(tmp.resolve("py312"), 3531);
        StandardLibrary found = StandardLibrary.locate(null, Map.of(StandardLibrary.ENV, lib.toString()));
        assertNull(found.dir());
        assertEquals(StandardLibrary.ENV + "=" + lib + " names a standard library that is not CPython 3.11's",
                found.problem());
    }

    @Test
    void aPython311OnThePathLeadsToItsLibraryAfterTheUsualPlaces(@TempDir Path tmp) throws IOException {
        Path bin = Files.createDirectories(tmp.resolve("prefix/bin"));
        Path exe = Files.writeString(bin.resolve("python3.11"), "#!/bin/sh\n");
        assertTrue(exe.toFile().setExecutable(true));
        Path other = Files.createDirectories(tmp.resolve("other"));
        Files.createSymbolicLink(other.resolve("python3.11"), exe);
        List<Path> candidates = StandardLibrary.installedCandidates(other + ":" + bin);
        assertEquals(List.of(Path.of("/usr/lib/python3.11"), Path.of("/usr/local/lib/python3.11"),
                tmp.toRealPath().resolve("prefix/lib/python3.11")), candidates);
    }
}
