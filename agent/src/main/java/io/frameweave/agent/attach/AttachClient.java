package io.frameweave.agent.attach;

import io.frameweave.agent.tools.OutputFiles;

import com.sun.tools.attach.AgentInitializationException;
import com.sun.tools.attach.AgentLoadException;
import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;

import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code frameweave attach PID TOOL [OPTIONS]}: checks that PID is a frameweave JVM of this user, makes a
 * private channel directory, writes the request there, loads this jar into the target as an agent (which
 * starts the tool and returns), detaches, then follows the channel: progress lines to stderr (with a
 * countdown for a timed tool on a terminal), results to stdout, until the tool is done. Ctrl-C (or SIGTERM)
 * asks the tool to finish now and still waits for its complete output. The target keeps running throughout.
 */
final class AttachClient {
    private static final long POLL_MILLIS = 50;
    /** How long a stopped tool may take to write its files before the client gives up on it. */
    private static final long STOP_WAIT_MILLIS = 60_000;

    private final long pid;
    private final String tool;
    private final Map<String, String> options;
    private final Path outputDirectory;
    private final PrintStream out;
    private final PrintStream err;
    private final boolean terminal;

    private Path channel;
    private long progressRead;
    private int resultsShown;
    private volatile boolean done;
    /** Whether the agent was loaded into the target (which may then write into the channel). */
    private boolean loaded;
    private int exitStatus;
    private boolean countdownShown;

    AttachClient(long pid, String tool, Map<String, String> options, Path outputDirectory, PrintStream out,
                 PrintStream err, boolean terminal) {
        this.pid = pid;
        this.tool = tool;
        this.options = options;
        this.outputDirectory = outputDirectory;
        this.out = out;
        this.err = err;
        this.terminal = terminal;
    }

    /** Runs the whole attach; returns the exit status (0 done, 1 the tool failed, 2 not attachable/refused). */
    int run() throws UserError, IOException, InterruptedException {
        checkTarget();
        channel = Files.createTempDirectory("frameweave-attach-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        try {
            new AttachRequest(tool, options, outputDirectory, ProcessHandle.current().pid()).write(channel);
            Thread stopper = new Thread(this::stopOnExit, "frameweave-attach-stop");
            Runtime.getRuntime().addShutdownHook(stopper);
            try {
                load();
                loaded = true;
                return follow();
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(stopper);
                } catch (IllegalStateException e) {
                    // the JVM is exiting: the hook is running and finishes the work
                }
            }
        } finally {
            if (done || !loaded) {
                deleteChannel(); // else the target may still write there: it removes it when it sees us gone
            }
        }
    }

    /** One clear line for a pid that is not a frameweave JVM of this user. */
    private void checkTarget() throws UserError {
        JvmProcess p = JvmProcess.of(pid).orElseThrow(() -> new UserError("no process with pid " + pid, 2));
        int me = JvmProcess.currentUid();
        if (me >= 0 && p.uid != me) {
            throw new UserError("process " + pid + " belongs to " + p.owner()
                    + "; run frameweave attach as that user", 2);
        }
        if (!p.isJava()) {
            throw new UserError("process " + pid + " is not a Java VM", 2);
        }
        if (!p.hostsFrameweave()) {
            throw new UserError("process " + pid + " is a Java VM but not running frameweave", 2);
        }
    }

    private void load() throws UserError, IOException {
        VirtualMachine vm;
        try {
            vm = VirtualMachine.attach(Long.toString(pid));
        } catch (AttachNotSupportedException | IOException e) {
            throw new UserError("cannot attach to process " + pid + " (" + oneLine(e)
                    + "); was it started with -XX:+DisableAttachMechanism?", 2);
        }
        try {
            vm.loadAgent(agentJar().toString(), "attach=" + channel);
        } catch (AgentLoadException | AgentInitializationException e) {
            throw refused(e);
        } catch (IOException e) {
            // a JVM that refuses dynamic agents may also just close the connection
            if (!Files.exists(channel.resolve(ChannelFiles.STARTED)) && !Files.exists(channel.resolve(ChannelFiles.DONE))) {
                throw refused(e);
            }
        } finally {
            try {
                vm.detach();
            } catch (IOException e) {
                // the agent is loaded; the connection's end does not matter
            }
        }
    }

    private UserError refused(Exception e) {
        String m = oneLine(e);
        if (m.contains("EnableDynamicAgentLoading")) {
            return new UserError("process " + pid + " refuses dynamic agents (JDK 21+): start it with "
                    + "-XX:+EnableDynamicAgentLoading (FW_JAVA_OPTS=-XX:+EnableDynamicAgentLoading frameweave run ...)", 2);
        }
        return new UserError("process " + pid + " refused the agent (" + m + ")", 2);
    }

    /** Shows the channel's output until the tool is done; returns the exit status. */
    private int follow() throws IOException, InterruptedException {
        boolean started = false;
        long startedAt = System.nanoTime();
        double duration = durationSeconds();
        while (!Files.exists(channel.resolve(ChannelFiles.DONE))) {
            started |= Files.exists(channel.resolve(ChannelFiles.STARTED));
            pump();
            if (!ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
                pump();
                if (Files.exists(channel.resolve(ChannelFiles.DONE))) {
                    break;
                }
                clearCountdown();
                // killed outright, it left its files unfinished under temporary names: they are not output
                int left = OutputFiles.removeLeftOvers(pid, outputDirectory.toAbsolutePath());
                err.println("frameweave: process " + pid + " exited before " + tool + " finished"
                        + (left > 0 ? "; removed the " + left + " unfinished file" + (left == 1 ? "" : "s")
                        + " it left" : ""));
                done = true;
                return 1;
            }
            if (!started && System.nanoTime() - startedAt > 30_000_000_000L) {
                err.println("frameweave: the agent in process " + pid + " did not answer");
                done = true;
                return 1;
            }
            if (started && duration > 0 && terminal) {
                countdown(duration - (System.nanoTime() - startedAt) / 1e9);
            }
            Thread.sleep(POLL_MILLIS);
        }
        return finish(Files.exists(channel.resolve(ChannelFiles.STARTED)));
    }

    private synchronized int finish(boolean started) throws IOException {
        if (done) {
            return exitStatus;
        }
        pump();
        clearCountdown();
        List<String> status = Files.readAllLines(channel.resolve(ChannelFiles.DONE), StandardCharsets.UTF_8);
        done = true;
        String probes = status.size() > 1 ? status.get(1) : "";
        if (started) {
            err.println("frameweave: " + tool + " finished; detached from process " + pid + " ("
                    + (probes.equals("probes=off") ? "no probes left woven"
                    : "execution probes stay woven: something else in it still monitors") + ")");
        }
        if (!status.isEmpty() && status.get(0).equals("ok")) {
            exitStatus = 0;
        } else {
            err.println("frameweave: " + (status.size() > 2 ? status.get(2) : "the tool failed"));
            exitStatus = started ? 1 : 2;
        }
        return exitStatus;
    }

    /** Prints the progress lines and results that arrived since the last call. */
    private synchronized void pump() throws IOException {
        Path progress = channel.resolve(ChannelFiles.PROGRESS);
        if (Files.exists(progress)) {
            try (RandomAccessFile f = new RandomAccessFile(progress.toFile(), "r")) {
                if (f.length() > progressRead) {
                    byte[] buf = new byte[(int) (f.length() - progressRead)];
                    f.seek(progressRead);
                    f.readFully(buf);
                    int end = lastNewline(buf);
                    if (end >= 0) {
                        clearCountdown();
                        String text = new String(buf, 0, end + 1, StandardCharsets.UTF_8);
                        text.lines().forEach(line -> err.println("frameweave " + tool + ": " + line));
                        progressRead += end + 1;
                    }
                }
            }
        }
        for (Path r = result(resultsShown + 1); Files.exists(r); r = result(resultsShown + 1)) {
            clearCountdown();
            String text = Files.readString(r, StandardCharsets.UTF_8);
            if (tool.equals("top")) {
                // a live view: each table replaces the last on a terminal, and follows it after a blank line otherwise
                out.print(terminal ? "\033[H\033[2J" : resultsShown > 0 ? "\n" : "");
            }
            out.print(text.endsWith("\n") || text.isEmpty() ? text : text + "\n");
            out.flush();
            resultsShown++;
        }
    }

    private Path result(int n) {
        return channel.resolve(ChannelFiles.RESULT + n);
    }

    private static int lastNewline(byte[] buf) {
        for (int i = buf.length - 1; i >= 0; i--) {
            if (buf[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private double durationSeconds() {
        String d = options.get("duration");
        if (d == null) {
            return 0;
        }
        try {
            return Double.parseDouble(d.endsWith("s") ? d.substring(0, d.length() - 1) : d);
        } catch (NumberFormatException e) {
            return 0; // the tool reports the bad value
        }
    }

    private void countdown(double left) {
        err.print("\rframeweave " + tool + ": " + (long) Math.ceil(Math.max(0, left)) + " s left   ");
        err.flush();
        countdownShown = true;
    }

    private void clearCountdown() {
        if (countdownShown) {
            err.print("\r\033[K");
            err.flush();
            countdownShown = false;
        }
    }

    /**
     * The shutdown hook: the user pressed Ctrl-C (or the client is being terminated) while the tool runs. The
     * tool is asked to finish now, and its output is still shown in full.
     */
    private void stopOnExit() {
        if (done || channel == null) {
            return;
        }
        try {
            clearCountdown();
            err.println("frameweave: stopping " + tool + " in process " + pid + "...");
            ChannelFiles.writeWhole(channel, ChannelFiles.STOP, "stop\n");
            long deadline = System.nanoTime() + STOP_WAIT_MILLIS * 1_000_000;
            // the main thread may see the tool finish first, show the end and remove the channel: then it is done
            while (!done && !Files.exists(channel.resolve(ChannelFiles.DONE)) && System.nanoTime() < deadline
                    && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
                pump();
                Thread.sleep(POLL_MILLIS);
            }
            if (!done && Files.exists(channel.resolve(ChannelFiles.DONE))) {
                finish(true);
            }
            deleteChannel();
        } catch (IOException | InterruptedException e) {
            // the JVM is going away; nothing more to show
        }
    }

    /** Removes the channel directory; the client and the agent may both try, so vanishing files are expected. */
    private synchronized void deleteChannel() {
        try (java.util.stream.Stream<Path> files = Files.walk(channel)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | java.io.UncheckedIOException e) {
            // already (being) removed by the other side, or a few small files left in the temporary directory
        }
        channel.toFile().delete();
    }

    /** The jar this class was loaded from: the agent jar. */
    static Path agentJar() throws IOException {
        try {
            return Path.of(AttachClient.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            throw new IOException("cannot find the agent jar: " + e.getMessage());
        }
    }

    private static String oneLine(Throwable e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            m = e.getClass().getSimpleName();
        }
        return m.replace('\n', ' ').strip();
    }
}
