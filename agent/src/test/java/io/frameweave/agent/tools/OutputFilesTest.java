package io.frameweave.agent.tools;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The one writer of the tools' files: whole files or none, nothing but a regular file replaced, one run per
 * name at a time, and no temporary left behind.
 */
class OutputFilesTest {
    @TempDir
    Path dir;

    /** The names in {@code dir}, hidden ones (temporaries) included. */
    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static int mode(Path p) throws IOException {
        return (Integer) Files.getAttribute(p, "unix:mode", LinkOption.NOFOLLOW_LINKS) & 0170000;
    }

    /** Makes a device node {@code name} in dir ({@code c MAJOR MINOR}), when this user may. */
    private Path device(String name, int major, int minor) throws Exception {
        Path p = dir.resolve(name);
        Process mk = new ProcessBuilder("mknod", p.toString(), "c", Integer.toString(major), Integer.toString(minor))
                .redirectErrorStream(true).start();
        assumeTrue(mk.waitFor() == 0, "mknod not allowed here");
        return p;
    }

    private Path fifo(String name) throws Exception {
        Path p = dir.resolve(name);
        assumeTrue(new ProcessBuilder("mkfifo", p.toString()).start().waitFor() == 0, "no mkfifo here");
        return p;
    }

    @Test
    void aFileIsReplacedWholeAndNoTemporaryStays() throws IOException {
        Files.writeString(dir.resolve("out.json"), "old");
        OutputFiles.write(dir.resolve("out.json"), "new");
        assertEquals("new", Files.readString(dir.resolve("out.json")));
        assertEquals(List.of("out.json"), names());
    }

    @Test
    void aSymbolicLinkIsRefusedAndNeitherItNorItsFileChanges() throws IOException {
        Path real = Files.writeString(dir.resolve("real.txt"), "keep");
        Path link = Files.createSymbolicLink(dir.resolve("out.json"), real);
        IOException e = assertThrows(IOException.class, () -> OutputFiles.write(link, "new"));
        assertEquals(link + " is a symbolic link; tools neither replace one nor write through it to a file"
                + " (name the file it points to)", e.getMessage());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("keep", Files.readString(real));
        assertEquals(List.of("out.json", "real.txt"), names());
    }

    @Test
    void aDirectoryIsRefused() throws IOException {
        Path d = Files.createDirectory(dir.resolve("out.json"));
        IOException e = assertThrows(IOException.class, () -> OutputFiles.write(d, "new"));
        assertEquals(d + " is a directory; tools do not replace it", e.getMessage());
        assertEquals(List.of("out.json"), names());
    }

    /** A full device is written into, fails as the device says, and stays the device it was. */
    @Test
    void aCharacterDeviceIsWrittenIntoNotReplaced() throws Exception {
        Path full = device("full", 1, 7);
        IOException e = assertThrows(IOException.class, () -> OutputFiles.write(full, "x".repeat(100)));
        assertTrue(e.getMessage().contains("No space left on device"), e.getMessage());
        assertEquals(0020000, mode(full));
        Path nul = device("null", 1, 3);
        assertEquals(nul, OutputFiles.write(nul, "data"));
        assertEquals(0020000, mode(nul));
        assertEquals(List.of("full", "null"), names());
    }

    @Test
    void aFifoIsWrittenIntoForItsReader() throws Exception {
        Path f = fifo("out.json");
        CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(f, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        OutputFiles.write(f, "through the pipe");
        assertEquals("through the pipe", read.get(10, TimeUnit.SECONDS));
        assertEquals(0010000, mode(f));
        assertEquals(List.of("out.json"), names());
    }

    /** {@code /dev/stdout} stays the process's stream even where the shell made it a file: nothing is renamed. */
    @Test
    void theProcessStreamsAreStreams() throws IOException {
        assertEquals(OutputTarget.STREAM, OutputTarget.of(Path.of("/dev/stdout")));
        assertEquals(OutputTarget.STREAM, OutputTarget.of(Path.of("/dev/stderr")));
        assertEquals(OutputTarget.STREAM, OutputTarget.of(Path.of("/dev/fd/1")));
        assertEquals(OutputTarget.FILE, OutputTarget.of(dir.resolve("new.json")));
    }

    @Test
    void aDefaultNameTakenByAnotherRunIsNumberedAndAChosenOneRefused() throws Exception {
        OutputClaim first = OutputFiles.claim("trace", dir, List.of("t.jsonl", "t.json"), false);
        OutputClaim second = OutputFiles.claim("trace", dir, List.of("t.jsonl", "t.json"), false);
        assertEquals(List.of(dir.resolve("t-2.jsonl"), dir.resolve("t-2.json")), second.paths());
        ToolException refused = assertThrows(ToolException.class,
                () -> OutputFiles.claim("profile", dir, List.of("t.json"), true));
        assertEquals(dir.resolve("t.json") + " is being written by another run of tool 'trace' in this process;"
                + " name another output file (option 'output')", refused.getMessage());
        first.write(0, "a");
        first.write(1, "b");
        second.write(0, "c");
        first.release();
        second.release();
        assertEquals(List.of("t-2.jsonl", "t.json", "t.jsonl"), names());
        OutputFiles.claim("profile", dir, List.of("t.json"), true).release(); // free again
        assertEquals(List.of("t-2.jsonl", "t.json", "t.jsonl"), names());
    }

    /** A temporary of a running process reserves its name; one of a process that is gone is removed. */
    @Test
    void temporariesOfOtherProcessesReserveTheirNameWhileTheyRun() throws Exception {
        Process other = new ProcessBuilder("sleep", "30").start();
        try {
            Path live = dir.resolve(".c.json." + other.pid() + ".1.tmp");
            Files.createFile(live);
            ToolException e = assertThrows(ToolException.class,
                    () -> OutputFiles.claim("coverage", dir, List.of("c.json"), true));
            assertEquals(dir.resolve("c.json") + " is being written by process " + other.pid()
                    + "; name another output file (option 'output')", e.getMessage());
            OutputClaim numbered = OutputFiles.claim("coverage", dir, List.of("c.json"), false);
            assertEquals(dir.resolve("c-2.json"), numbered.path(0));
            numbered.release();
        } finally {
            other.destroy();
            other.waitFor();
        }
        OutputClaim claim = OutputFiles.claim("coverage", dir, List.of("c.json"), true);
        claim.write(0, "mine");
        claim.release();
        assertEquals(List.of("c.json"), names()); // the dead process's temporary went
    }

    /** A temporary older than the live process that has its pid now was left by an earlier holder of the pid. */
    @Test
    void aTemporaryOlderThanItsPidsProcessIsLeftOver() throws Exception {
        Process other = new ProcessBuilder("sleep", "30").start();
        try {
            Path old = Files.createFile(dir.resolve(".c.json." + other.pid() + ".1.tmp"));
            Files.setLastModifiedTime(old, FileTime.from(Instant.now().minusSeconds(3600)));
            OutputFiles.claim("coverage", dir, List.of("c.json"), true).release();
            assertEquals(List.of(), names());
        } finally {
            other.destroy();
            other.waitFor();
        }
    }

    @Test
    void aRunThatEndsWithoutCompletingItsFilesLeavesNothing() throws Exception {
        Files.writeString(dir.resolve("w.log"), "earlier run");
        OutputClaim claim = OutputFiles.claim("watch", dir, List.of("w.log", "w.jsonl"), false);
        StreamedOutput log = claim.stream(0);
        log.write("half");
        assertEquals(2, names().size() - 1, names().toString()); // w.log and two temporaries
        claim.release();
        assertEquals(List.of("w.log"), names());
        assertEquals("earlier run", Files.readString(dir.resolve("w.log")));
    }

    /** The target turned into a link while the tool ran: the result is dropped, the link kept, nothing left. */
    @Test
    void aTargetThatBecameALinkIsNotReplacedAtTheEnd() throws Exception {
        OutputClaim claim = OutputFiles.claim("trace", dir, List.of("t.json"), true);
        StreamedOutput out = claim.stream(0);
        out.write("{}");
        Path real = Files.writeString(dir.resolve("real"), "keep");
        Files.createSymbolicLink(dir.resolve("t.json"), real);
        assertThrows(IOException.class, out::publish);
        claim.release();
        assertTrue(Files.isSymbolicLink(dir.resolve("t.json")));
        assertEquals(List.of("real", "t.json"), names());
    }

    /** A tool whose start fails after it reserved its files leaves no temporary (ToolRun releases them). */
    @Test
    void aToolThatFailsToStartLeavesNoTemporary() throws Exception {
        Tool failing = new Tool() {
            @Override
            public void start(ToolSession session) throws ToolException {
                session.claimOutputs(List.of("x.json", "x.jsonl"), false);
                throw new ToolException("no free monitoring tool id");
            }

            @Override
            public void finish(ToolSession session) {
            }
        };
        ToolRun run = new ToolRun("trace", failing, Map.of(), dir, new ToolRunTest.ListConsole(), false);
        assertThrows(ToolException.class, run::start);
        assertEquals(List.of(), names());
    }

    /** A tool that finishes without writing a file it reserved (it failed) leaves no temporary either. */
    @Test
    void aToolThatFailsWhileFinishingLeavesNoTemporary() throws Exception {
        Tool failing = new Tool() {
            StreamedOutput out;

            @Override
            public void start(ToolSession session) throws ToolException {
                try {
                    out = session.claimOutputs(List.of("x.json"), false).stream(0);
                } catch (IOException e) {
                    throw new ToolException(e.getMessage());
                }
                out.write("partial");
            }

            @Override
            public void finish(ToolSession session) {
                throw new IllegalStateException("a bug");
            }
        };
        ToolRun run = new ToolRun("trace", failing, Map.of(), dir, new ToolRunTest.ListConsole(), false);
        run.start();
        assertFalse(names().isEmpty());
        assertTrue(run.stop(5));
        assertEquals(List.of(), names());
    }

    @Test
    void numberedNamesKeepTheSuffix() {
        assertEquals("trace-41-2.jsonl", OutputFiles.numbered("trace-41.jsonl", 2));
        assertEquals("profile-3.speedscope.json", OutputFiles.numbered("profile.speedscope.json", 3));
        assertEquals("htmlcov-2", OutputFiles.numbered("htmlcov", 2));
        assertEquals("sub/.hidden-2.txt", OutputFiles.numbered("sub/.hidden.txt", 2));
    }
}
