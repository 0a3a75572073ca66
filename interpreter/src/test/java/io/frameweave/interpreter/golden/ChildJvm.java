package io.frameweave.interpreter.golden;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * How the golden tests start a child VM: {@code java}, then the options that make it start as the launcher's runs
 * do, then the class path. Most of a short program's run is the JVM loading, verifying and linking the VM's classes,
 * and the golden tests start about a thousand children; so, as the {@code frameweave} launcher does, the VM's
 * classes go into a jar and a class-data-sharing archive made by one training run ({@code src/cds/training.py}),
 * which every child then maps instead (about half of each child's CPU time). Where that cannot be made (classes not
 * in a directory, a JVM without dynamic archives, a failed training run) children load the classes as before; the
 * reason is printed once. {@code -Dfw.golden.archive=false} turns the archive off.
 */
final class ChildJvm {

    private static final String MAIN_CLASS = "io.frameweave.interpreter.cli.Main";
    private static List<String> prefix;

    private ChildJvm() {
    }

    /** {@code java}, its options, {@code -cp} and the class path, {@code extraJvmArgs} before the class path. */
    static List<String> command(List<String> extraJvmArgs) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java());
        cmd.add("-Dfile.encoding=UTF-8");
        // JVM warnings (an archive it cannot map, for one) go to stderr, never into the program's output
        cmd.addAll(List.of("-Xlog:disable", "-Xlog:all=warning:stderr", "-Xlog:cds*=off:stderr"));
        cmd.addAll(extraJvmArgs);
        cmd.addAll(classPath());
        cmd.add(MAIN_CLASS);
        return cmd;
    }

    private static String java() {
        return Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static synchronized List<String> classPath() {
        if (prefix == null) {
            prefix = archived();
        }
        return prefix;
    }

    /** The archive's options and the jar, or the test's own class path where no archive could be made. */
    private static List<String> archived() {
        String why;
        try {
            if (!Boolean.parseBoolean(System.getProperty("fw.golden.archive", "true"))) {
                return List.of("-cp", testClassPath());
            }
            Path classes = Paths.get(io.frameweave.interpreter.cli.Main.class.getProtectionDomain().getCodeSource()
                    .getLocation().toURI());
            if (!Files.isDirectory(classes)) {
                throw new IOException("the VM's classes are not in a directory: " + classes);
            }
            Path training = classes.resolve("../../src/cds/training.py").normalize();
            if (!Files.isRegularFile(training)) {
                why = "no training program at " + training;
            } else {
                Path dir = Files.createDirectories(classes.resolveSibling("golden-jvm"));
                Path jar = dir.resolve("frameweave-interpreter.jar");
                Path archive = dir.resolve("frameweave-interpreter.jsa");
                writeJar(classes, jar);
                Files.deleteIfExists(archive);
                List<String> cp = List.of("-cp", jar.toString());
                if (run(List.of(java(), "-Xint", "-XX:ArchiveClassesAtExit=" + archive), cp, training.toString())
                        && Files.size(archive) > 0
                        && run(List.of(java(), "-Xshare:on", "-XX:SharedArchiveFile=" + archive), cp, "-c", "pass")) {
                    List<String> out = new ArrayList<>(List.of("-XX:SharedArchiveFile=" + archive));
                    out.addAll(cp);
                    return out;
                }
                why = "the training run or the check of its archive failed";
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            why = e.toString();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            why = "interrupted";
        }
        System.err.println("golden tests: children load the VM's classes without a start-up archive: " + why);
        return List.of("-cp", testClassPath());
    }

    private static boolean run(List<String> jvm, List<String> cp, String... args)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(jvm);
        cmd.addAll(cp);
        cmd.add(MAIN_CLASS);
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            return false;
        }
        return p.exitValue() == 0;
    }

    private static void writeJar(Path classes, Path jar) throws IOException {
        Path tmp = jar.resolveSibling(jar.getFileName() + ".tmp");
        try (OutputStream file = Files.newOutputStream(tmp); JarOutputStream out = new JarOutputStream(file);
             Stream<Path> walk = Files.walk(classes)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(p).toString().replace('\\', '/')));
                Files.copy(p, out);
                out.closeEntry();
            }
        }
        Files.move(tmp, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /**
     * Surefire may hide the real class path behind a manifest-only jar; it publishes the real one
     * here. Entries are made absolute because the child runs in the golden directory.
     */
    private static String testClassPath() {
        String surefire = System.getProperty("surefire.test.class.path");
        String path = surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
        List<String> absolute = new ArrayList<>();
        for (String entry : path.split(java.io.File.pathSeparator)) {
            if (!entry.isEmpty()) {
                absolute.add(Paths.get(entry).toAbsolutePath().toString());
            }
        }
        return String.join(java.io.File.pathSeparator, absolute);
    }
}
