package io.frameweave.interpreter.codecache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache's files: where they go, when they are trusted (the source's size and time, the compiler's stamp, a
 * whole and undamaged file), what they never replace (files frameweave did not write, links), and where they go
 * when the source's directory cannot take them.
 */
class CodeCacheFilesTest {
    @TempDir
    Path tmp;
    Path sources;
    Path userCache;
    Path module;
    CodeCache cache;

    private static final String SOURCE = "X = frozenset({3, 1, 2})\ndef f(a, *, b=2.5):\n    return (a, b, 10 ** 30, 'x')\n";

    @BeforeEach
    void makeModule() throws IOException {
        assumeTrue(CodeCache.enabled(), "the compiler stamp is missing: these classes were not built by Maven");
        sources = Files.createDirectories(tmp.resolve("src"));
        userCache = tmp.resolve("user-cache");
        module = sources.resolve("mod.py");
        Files.writeString(module, SOURCE);
        cache = new CodeCache(userCache, tmp);
    }

    private PyCode compile() throws IOException {
        String text = Files.readString(module);
        return Compiler.compile(Parser.parse(text, module.toString(), Parser.Mode.FILE), module.toString(), text);
    }

    private Path store() throws IOException {
        return cache.entry(module, null).store(compile());
    }

    private PyCode load() {
        return cache.entry(module, null).load(module.toString());
    }

    private Path besideSource() {
        return sources.resolve("__pycache__").resolve("mod." + CacheLocation.TAG + ".pyc");
    }

    private Path inUserCache() {
        return CacheLocation.underUserCache(userCache, module, tmp);
    }

    @Test
    void aModuleIsKeptBesideItsSourceAndComesBackEqual() throws IOException {
        assertNull(load(), "nothing is cached yet");
        assertEquals(besideSource(), store());
        assertEquals(besideSource(), cache.entry(module, null).file());
        PyCode loaded = load();
        assertNotNull(loaded);
        assertEquals(List.of(), CachedCode.differences(compile(), loaded));
    }

    @Test
    void cacheFileNamesAreCPythonsWithFrameweavesTag() {
        assertEquals("frameweave-311", CacheLocation.TAG);
        assertEquals(Path.of("/a/b/__pycache__/m.frameweave-311.pyc"),
                CacheLocation.cacheFromSource(Path.of("/a/b/m.py"), null, tmp));
        assertEquals(Path.of("/p/a/b/m.frameweave-311.pyc"),
                CacheLocation.cacheFromSource(Path.of("/a/b/m.py"), "/p", tmp));
        assertEquals(tmp.resolve("__pycache__/m.x.frameweave-311.pyc"),
                CacheLocation.cacheFromSource(tmp.resolve("m.x.py"), null, tmp));
        assertEquals(Path.of("rel").resolve(tmp.getRoot().relativize(tmp)).resolve("m.frameweave-311.pyc"),
                CacheLocation.cacheFromSource(Path.of("m.py"), "rel", tmp));
        assertEquals(Path.of("/x/.cache/frameweave"), CacheLocation.userCacheDirectory(java.util.Map.of("HOME", "/x")));
        assertEquals(Path.of("/c/frameweave"),
                CacheLocation.userCacheDirectory(java.util.Map.of("HOME", "/x", "XDG_CACHE_HOME", "/c")));
        assertEquals(Path.of("/x/.cache/frameweave"),
                CacheLocation.userCacheDirectory(java.util.Map.of("HOME", "/x", "XDG_CACHE_HOME", "relative")));
    }

    @Test
    void anEditThatKeepsTheSizeIsSeenByTheModificationTime() throws IOException {
        store();
        FileTime written = Files.getLastModifiedTime(module);
        Files.writeString(module, SOURCE.replace("'x'", "'y'"));
        assertEquals(SOURCE.length(), Files.size(module));
        Files.setLastModifiedTime(module, written);
        assertNotNull(load(), "same size and time: the cache is trusted (as CPython trusts its .pyc)");
        Files.setLastModifiedTime(module, FileTime.from(written.to(TimeUnit.NANOSECONDS) + 1000, TimeUnit.NANOSECONDS));
        assertNull(load(), "a microsecond later is another source");
        Files.setLastModifiedTime(module, FileTime.from(written.to(TimeUnit.SECONDS) + 1, TimeUnit.SECONDS));
        assertNull(load(), "a second later is another source");
        Files.setLastModifiedTime(module, written);
        Files.writeString(module, SOURCE + "\n", StandardCharsets.UTF_8);
        Files.setLastModifiedTime(module, written);
        assertNull(load(), "another size is another source");
    }

    @Test
    void damagedFilesAreNoCacheAndAreWrittenAgain() throws IOException {
        CodeCache noFallback = new CodeCache(null, tmp);
        Path file = noFallback.entry(module, null).store(compile());
        byte[] good = Files.readAllBytes(file);
        byte[] flipped = good.clone();
        flipped[good.length - 3] ^= 0x40;
        byte[] otherCompiler = good.clone();
        otherCompiler[CacheFile.MAGIC.length + 3] ^= 0x01;
        byte[] otherFormat = good.clone();
        otherFormat[CacheFile.MAGIC.length + 1] ^= 0x01;
        List<byte[]> damagedFiles = List.of(Arrays.copyOf(good, good.length - 1),
                Arrays.copyOf(good, CacheFile.MAGIC.length + 5), Arrays.copyOf(good, CacheFile.MAGIC.length),
                flipped, otherCompiler, otherFormat, Arrays.copyOf(good, good.length + 1));
        for (byte[] damaged : damagedFiles) {
            Files.write(file, damaged);
            assertNull(noFallback.entry(module, null).load(module.toString()),
                    "a damaged file of " + damaged.length + " bytes was used");
            assertEquals(file, noFallback.entry(module, null).store(compile()),
                    "a damaged file that starts as frameweave's is written again");
            assertArrayEquals(good, Files.readAllBytes(file));
        }
        for (byte[] unknown : List.of(new byte[0], Arrays.copyOf(good, 2))) {
            Files.write(file, unknown);
            assertNull(noFallback.entry(module, null).load(module.toString()));
            assertNull(noFallback.entry(module, null).store(compile()), "a file that may be anyone's is kept");
            assertArrayEquals(unknown, Files.readAllBytes(file));
        }
    }

    @Test
    void aFileFrameweaveDidNotWriteIsLeftAloneAndTheUserCacheServes() throws IOException {
        Files.createDirectories(besideSource().getParent());
        byte[] foreign = "\u00a7\r\r\nsomeone else's .pyc".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(besideSource(), foreign);
        assertEquals(inUserCache(), store());
        assertArrayEquals(foreign, Files.readAllBytes(besideSource()));
        assertNotNull(load(), "read from the user's cache directory");
        if (Files.getFileStore(tmp).supportsFileAttributeView("posix")) {
            assertEquals(PosixFilePermissions.fromString("rwx------"),
                    Files.getPosixFilePermissions(inUserCache().getParent()));
        }
    }

    /** A .pyc as importlib's source loader writes it: CPython 3.11's magic, flags, time, size, then marshal data. */
    private static byte[] importlibPyc(int marshalType) {
        byte[] header = {(byte) 0xa7, 0x0d, '\r', '\n', 0, 0, 0, 0, 1, 2, 3, 4, 5, 0, 0, 0};
        byte[] file = Arrays.copyOf(header, header.length + 4);
        file[header.length] = (byte) marshalType;
        return file;
    }

    @Test
    void aPycImportlibWroteOfFrameweavesCodeIsReplaced() throws IOException {
        Files.createDirectories(besideSource().getParent());
        Files.write(besideSource(), importlibPyc('J' | 0x80));
        assertEquals(besideSource(), store(), "importlib's loader wrote it through marshal's frameweave code record");
        assertNotNull(load());
    }

    @Test
    void aPycOfCPythonsCodeIsLeftAlone() throws IOException {
        Files.createDirectories(besideSource().getParent());
        byte[] cpython = importlibPyc('c' | 0x80);
        Files.write(besideSource(), cpython);
        assertEquals(inUserCache(), store());
        assertArrayEquals(cpython, Files.readAllBytes(besideSource()));
    }

    @Test
    void marshalledCodeComesBackWithItsFileName() throws Exception {
        PyCode code = compile();
        byte[] bytes = MarshalledCode.dump(code);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(Arrays.copyOf(bytes, bytes.length + 3));
        PyCode back = MarshalledCode.load(in);
        assertEquals(code.filename, back.filename);
        assertEquals(bytes.length, in.position(), "the record says where it ends");
        bytes[1] ^= 1; // the compiler stamp's first byte
        assertTrue(assertThrowsRefused(bytes).contains("another frameweave compiler"));
    }

    private static String assertThrowsRefused(byte[] bytes) {
        try {
            MarshalledCode.load(java.nio.ByteBuffer.wrap(bytes));
        } catch (MarshalledCode.Refused e) {
            return e.getMessage();
        }
        throw new AssertionError("a record of another stamp was read");
    }

    @Test
    void linksAreNeverReplaced() throws IOException {
        Path target = tmp.resolve("target.txt");
        Files.writeString(target, "not a cache");
        Files.createDirectories(besideSource().getParent());
        Files.createSymbolicLink(besideSource(), target);
        assertEquals(inUserCache(), store());
        assertTrue(Files.isSymbolicLink(besideSource()));
        assertEquals("not a cache", Files.readString(target));
        // nor a link to a file frameweave wrote: the link is someone's, whatever it points to
        Files.delete(besideSource());
        Files.createSymbolicLink(besideSource(), inUserCache());
        byte[] before = Files.readAllBytes(inUserCache());
        Files.setLastModifiedTime(module, FileTime.fromMillis(Files.getLastModifiedTime(module).toMillis() + 5000));
        assertEquals(inUserCache(), store());
        assertTrue(Files.isSymbolicLink(besideSource()));
        assertFalse(java.util.Arrays.equals(before, Files.readAllBytes(inUserCache())), "the user cache was updated");
    }

    @Test
    void aSourceDirectoryThatCannotTakeTheCacheFallsBackToTheUserCache() throws IOException {
        Files.writeString(sources.resolve("__pycache__"), "a file where the directory would be");
        assertEquals(inUserCache(), store());
        assertNotNull(load());
        assertTrue(inUserCache().startsWith(userCache.resolve(tmp.getRoot().relativize(sources))),
                "the source's absolute directory under the user cache: " + inUserCache());
    }

    @Test
    void aReadOnlySourceDirectoryFallsBackToTheUserCache() throws IOException {
        assumeTrue(Files.getFileStore(tmp).supportsFileAttributeView("posix"), "no POSIX permissions here");
        Set<PosixFilePermission> before = Files.getPosixFilePermissions(sources);
        Files.setPosixFilePermissions(sources, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(sources), "this user (root?) writes into read-only directories");
            assertEquals(inUserCache(), store());
            assertFalse(Files.exists(sources.resolve("__pycache__")));
            assertNotNull(load());
        } finally {
            Files.setPosixFilePermissions(sources, before);
        }
    }

    @Test
    void aPrefixTakesTheCacheAndHasNoFallback() throws IOException {
        Path prefix = tmp.resolve("prefix");
        CodeCache.Entry entry = cache.entry(module, prefix.toString());
        Path expected = prefix.resolve(tmp.getRoot().relativize(sources)).resolve("mod." + CacheLocation.TAG + ".pyc");
        assertEquals(expected, entry.file());
        assertEquals(expected, entry.store(compile()));
        assertFalse(Files.exists(besideSource()));
        assertNotNull(cache.entry(module, prefix.toString()).load(module.toString()));
        assertNull(load(), "without the prefix the cache beside the source is read, and there is none");
        Files.writeString(tmp.resolve("blocked"), "a file where the prefix's directory would be");
        assertNull(cache.entry(module, tmp.resolve("blocked").toString()).store(compile()));
        assertFalse(Files.exists(userCache), "a prefix that cannot be written is not replaced by the user cache");
    }

    @Test
    void theCacheFileGetsTheSourcesReadPermissionsOnly() throws IOException {
        assumeTrue(Files.getFileStore(tmp).supportsFileAttributeView("posix"), "no POSIX permissions here");
        Files.setPosixFilePermissions(module, PosixFilePermissions.fromString("rw-r-----"));
        assertEquals(PosixFilePermissions.fromString("rw-r-----"), Files.getPosixFilePermissions(store()));
        Files.setPosixFilePermissions(module, PosixFilePermissions.fromString("r--rw-rw-"));
        Files.setLastModifiedTime(module, FileTime.fromMillis(Files.getLastModifiedTime(module).toMillis() + 5000));
        assertEquals(PosixFilePermissions.fromString("rw-r--r--"), Files.getPosixFilePermissions(store()));
    }

    @Test
    void writingLeavesNoTemporaryFiles() throws IOException {
        store();
        Files.setLastModifiedTime(module, FileTime.fromMillis(Files.getLastModifiedTime(module).toMillis() + 5000));
        store();
        try (var list = Files.list(besideSource().getParent())) {
            assertEquals(List.of(besideSource().getFileName().toString()),
                    list.map(p -> p.getFileName().toString()).toList());
        }
    }
}
