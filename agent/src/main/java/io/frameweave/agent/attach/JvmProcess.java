package io.frameweave.agent.attach;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipFile;

/**
 * What the command line of a process says about it, read from {@code /proc} without attaching: whether it is a
 * Java VM, whether it hosts frameweave (a jar or directory of its class path holds the VM's classes), the
 * guest program it runs, its owner and its uptime.
 */
final class JvmProcess {
    /** A class every JVM hosting the VM has on its class path. */
    static final String VM_CLASS = "io/frameweave/interpreter/vm/PythonVM.class";
    private static final String MAIN_CLASS = "io.frameweave.interpreter.cli.Main";

    final long pid;
    final List<String> argv;
    final int uid;

    private JvmProcess(long pid, List<String> argv, int uid) {
        this.pid = pid;
        this.argv = argv;
        this.uid = uid;
    }

    /** The process {@code pid} as far as {@code /proc} shows it, or empty when there is no such process. */
    static Optional<JvmProcess> of(long pid) {
        Path dir = Path.of("/proc", Long.toString(pid));
        try {
            int uid = (Integer) Files.getAttribute(dir, "unix:uid");
            byte[] raw = Files.readAllBytes(dir.resolve("cmdline"));
            List<String> argv = new ArrayList<>();
            int start = 0;
            for (int i = 0; i < raw.length; i++) {
                if (raw[i] == 0) {
                    argv.add(new String(raw, start, i - start, StandardCharsets.UTF_8));
                    start = i + 1;
                }
            }
            if (start < raw.length) {
                argv.add(new String(raw, start, raw.length - start, StandardCharsets.UTF_8));
            }
            return Optional.of(new JvmProcess(pid, argv, uid));
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Every process of this user that hosts frameweave (those {@code attach} may reach), by pid. */
    static List<JvmProcess> frameweaveProcesses() {
        List<JvmProcess> out = new ArrayList<>();
        long self = ProcessHandle.current().pid();
        int me = currentUid();
        ProcessHandle.allProcesses().forEach(h -> {
            if (h.pid() != self) {
                of(h.pid()).filter(p -> p.uid == me).filter(JvmProcess::isJava).filter(JvmProcess::hostsFrameweave)
                        .ifPresent(out::add);
            }
        });
        return out;
    }

    /** The uid of this JVM's user, read the same way as a target's. */
    static int currentUid() {
        return of(ProcessHandle.current().pid()).map(p -> p.uid).orElse(-1);
    }

    boolean isJava() {
        if (argv.isEmpty()) {
            return false;
        }
        String exe = argv.get(0);
        return exe.equals("java") || exe.endsWith("/java");
    }

    /** Whether a jar or directory of the class path holds the VM (nothing but -jar / -cp is looked at). */
    boolean hostsFrameweave() {
        for (String entry : classPath()) {
            if (holdsVm(Path.of(entry))) {
                return true;
            }
        }
        return false;
    }

    private static boolean holdsVm(Path entry) {
        try {
            if (Files.isDirectory(entry)) {
                return Files.isRegularFile(entry.resolve(VM_CLASS));
            }
            if (!Files.isRegularFile(entry)) {
                return false;
            }
            try (ZipFile jar = new ZipFile(entry.toFile())) {
                return jar.getEntry(VM_CLASS) != null;
            }
        } catch (IOException | RuntimeException e) {
            return false; // unreadable or not a jar
        }
    }

    /** The index in argv of the first argument after {@code -jar JAR} or the main class, or -1. */
    private int programIndex() {
        for (int i = 1; i < argv.size(); i++) {
            String a = argv.get(i);
            if (a.equals("-jar")) {
                return i + 2 <= argv.size() ? i + 2 : -1;
            }
            if (a.equals("-cp") || a.equals("-classpath") || a.equals("--class-path") || a.equals("-p")
                    || a.equals("--module-path") || a.equals("--add-modules")) {
                i++;
                continue;
            }
            if (!a.startsWith("-")) {
                return i + 1; // after the main class
            }
        }
        return -1;
    }

    private List<String> classPath() {
        for (int i = 1; i + 1 < argv.size(); i++) {
            String a = argv.get(i);
            if (a.equals("-jar")) {
                return List.of(absolute(argv.get(i + 1)));
            }
            if (a.equals("-cp") || a.equals("-classpath") || a.equals("--class-path")) {
                List<String> out = new ArrayList<>();
                for (String e : argv.get(i + 1).split(":")) {
                    out.add(absolute(e));
                }
                return out;
            }
            if (!a.startsWith("-")) {
                break; // the main class: no class path option came before it
            }
        }
        return List.of();
    }

    /** A class path entry relative to the process's working directory. */
    private String absolute(String entry) {
        if (entry.startsWith("/")) {
            return entry;
        }
        try {
            return Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "cwd")).resolve(entry).toString();
        } catch (IOException | UnsupportedOperationException e) {
            return entry;
        }
    }

    /**
     * The guest program as the user started it: {@code prog.py args}, {@code -c CODE}, or {@code (repl)} when
     * the interpreter's command line has no program.
     */
    String program() {
        int i = programIndex();
        if (i < 0) {
            return "?";
        }
        List<String> rest = argv.subList(i, argv.size());
        if (i >= 1 && argv.get(i - 1).equals(MAIN_CLASS) || i >= 2 && argv.get(i - 2).equals("-jar")) {
            List<String> args = new ArrayList<>(rest);
            while (!args.isEmpty() && Arrays.asList("-u", "-B", "-E", "-s", "-S").contains(args.get(0))) {
                args.remove(0);
            }
            if (args.isEmpty()) {
                return "(repl)";
            }
            return String.join(" ", args);
        }
        return String.join(" ", rest);
    }

    /** The process's working directory, or null when the system does not say. */
    Path workingDirectory() {
        try {
            return Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "cwd"));
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }

    /** How long the process has run, or null when the system does not say. */
    Duration uptime() {
        return ProcessHandle.of(pid).flatMap(h -> h.info().startInstant())
                .map(start -> Duration.between(start, Instant.now())).orElse(null);
    }

    /** The name of the process's owner, or its uid. */
    String owner() {
        try {
            return Files.getOwner(Path.of("/proc", Long.toString(pid))).getName();
        } catch (IOException | UnsupportedOperationException e) {
            return "uid " + uid;
        }
    }
}
