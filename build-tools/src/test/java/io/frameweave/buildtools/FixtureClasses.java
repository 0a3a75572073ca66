package io.frameweave.buildtools;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fixtures of the build steps' tests: their class files copied, run, looked through and compared. */
final class FixtureClasses {
    private FixtureClasses() {}

    /** Copies the class files of {@code fixture}'s package into {@code dir}, under their package path. */
    static void copy(Class<?> fixture, Path dir) throws Exception {
        Path classes = Path.of(fixture.getProtectionDomain().getCodeSource().getLocation().toURI());
        String pkg = fixture.getPackageName().replace('.', '/');
        Path target = dir.resolve(pkg);
        Files.createDirectories(target);
        try (Stream<Path> s = Files.list(classes.resolve(pkg))) {
            for (Path p : s.toList()) {
                Files.copy(p, target.resolve(p.getFileName()));
            }
        }
    }

    /** Runs the static {@code run()} of {@code fixture} as loaded from {@code dir} (not from the test's class path). */
    static String run(Class<?> fixture, Path dir) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            Class<?> c = loader.loadClass(fixture.getName());
            assertEquals(loader, c.getClassLoader());
            return (String) c.getMethod("run").invoke(null);
        }
    }

    /** The {@code invokedynamic} sites under {@code dir} whose bootstrap {@code owner} has, as "file: bootstrap". */
    static List<String> sites(Path dir, String owner) throws IOException {
        List<String> sites = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                new ClassReader(Files.readAllBytes(p)).accept(new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public MethodVisitor visitMethod(int a, String n, String d, String sig, String[] e) {
                        return new MethodVisitor(Opcodes.ASM9) {
                            @Override
                            public void visitInvokeDynamicInsn(String n2, String d2, Handle bsm, Object... args) {
                                if (bsm.getOwner().equals(owner)) {
                                    sites.add(p.getFileName() + ": " + bsm.getName());
                                }
                            }
                        };
                    }
                }, 0);
            }
        }
        return sites;
    }

    /** Every file under {@code dir} and its bytes, in path order. */
    static List<byte[]> contents(Path dir, List<Path> files) throws IOException {
        files.clear();
        try (Stream<Path> s = Files.walk(dir)) {
            files.addAll(s.filter(Files::isRegularFile).sorted().toList());
        }
        List<byte[]> bytes = new ArrayList<>();
        for (Path p : files) {
            bytes.add(Files.readAllBytes(p));
        }
        return bytes;
    }

    /** Asserts that the files under {@code dir} are {@code files} with exactly the bytes {@code before}. */
    static void assertUnchanged(Path dir, List<Path> files, List<byte[]> before) throws IOException {
        List<Path> now = new ArrayList<>();
        List<byte[]> after = contents(dir, now);
        assertEquals(files, now);
        for (int i = 0; i < files.size(); i++) {
            assertTrue(Arrays.equals(before.get(i), after.get(i)), files.get(i).toString());
        }
    }
}
