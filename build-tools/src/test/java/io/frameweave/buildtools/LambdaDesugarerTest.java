package io.frameweave.buildtools;

import io.frameweave.buildtools.fixture.LambdaKinds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LambdaDesugarerTest {

    /** Copies the fixture's class files (the package of {@link LambdaKinds}) into {@code dir}. */
    private static void copyFixture(Path dir) throws Exception {
        Path classes = Path.of(LambdaKinds.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path pkg = classes.resolve("io/frameweave/buildtools/fixture");
        Path target = dir.resolve("io/frameweave/buildtools/fixture");
        Files.createDirectories(target);
        try (Stream<Path> s = Files.list(pkg)) {
            for (Path p : s.toList()) {
                Files.copy(p, target.resolve(p.getFileName()));
            }
        }
    }

    private static String runFrom(Path dir) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            Class<?> c = loader.loadClass(LambdaKinds.class.getName());
            assertEquals(loader, c.getClassLoader());
            return (String) c.getMethod("run").invoke(null);
        }
    }

    /** The metafactory sites left in the class files under {@code dir}, as "class: bootstrap". */
    private static List<String> sitesLeft(Path dir) throws IOException {
        List<String> left = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(f -> f.toString().endsWith(".class")).toList()) {
                new ClassReader(Files.readAllBytes(p)).accept(new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public MethodVisitor visitMethod(int a, String n, String d, String sig, String[] e) {
                        return new MethodVisitor(Opcodes.ASM9) {
                            @Override
                            public void visitInvokeDynamicInsn(String n2, String d2, Handle bsm, Object... args) {
                                if (bsm.getOwner().equals("java/lang/invoke/LambdaMetafactory")) {
                                    left.add(p.getFileName() + ": " + bsm.getName());
                                }
                            }
                        };
                    }
                }, 0);
            }
        }
        return left;
    }

    @Test
    void desugaredLambdasDoWhatTheOriginalsDid(@TempDir Path dir) throws Exception {
        copyFixture(dir);
        String expected = runFrom(dir);
        LambdaDesugarer.Result r = LambdaDesugarer.run(dir);
        assertTrue(r.sites() >= 18, "sites made classes: " + r);
        assertEquals(expected, runFrom(dir));
        assertEquals(LambdaKinds.run(), expected);
        // only the serializable lambda is left: its site and the one in $deserializeLambda$ (altMetafactory)
        assertEquals(List.of("LambdaKinds.class: altMetafactory", "LambdaKinds.class: altMetafactory"), sitesLeft(dir));
    }

    @Test
    void aSecondRunChangesNothing(@TempDir Path dir) throws Exception {
        copyFixture(dir);
        LambdaDesugarer.run(dir);
        List<byte[]> before = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path p : files) {
            before.add(Files.readAllBytes(p));
        }
        LambdaDesugarer.Result again = LambdaDesugarer.run(dir);
        assertEquals(0, again.sites());
        for (int i = 0; i < files.size(); i++) {
            assertTrue(java.util.Arrays.equals(before.get(i), Files.readAllBytes(files.get(i))), files.get(i).toString());
        }
    }
}
