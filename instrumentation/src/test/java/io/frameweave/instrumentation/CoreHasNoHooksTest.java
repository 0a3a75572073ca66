package io.frameweave.instrumentation;

import io.frameweave.interpreter.WeavePoint;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The core VM must contain no tracing, profiling or watcher code: it references nothing of the
 * instrumentation or the agent, and declares no listener lists, trace flags or callback hooks.
 */
class CoreHasNoHooksTest {

    private static final List<String> FORBIDDEN_PACKAGES = List.of(
            "io/frameweave/instrumentation", "io/frameweave/agent", "java/lang/instrument");

    /**
     * Words that would betray a hook in the core: listeners, callbacks, trace or profile functions and flags,
     * watchers. Member names are split into words (camelCase and snake_case) before matching, so that, say,
     * a hash table's {@code LINEAR_PROBES} is not mistaken for a probe.
     */
    private static final Pattern HOOK_WORD = Pattern.compile(
            "listeners?|callbacks?|hooks?|watch(er|ers)|tracer|tracing|tracefunc|profiler|profiling|monitoring");

    @Test
    void interpreterReferencesNoInstrumentation() throws Exception {
        List<String> problems = new ArrayList<>();
        forEachInterpreterClass((name, bytes) -> {
            String text = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
            for (String pkg : FORBIDDEN_PACKAGES) {
                if (text.contains(pkg)) {
                    problems.add(name + " references " + pkg);
                }
            }
        });
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void interpreterDeclaresNoHookFieldsOrMethods() throws Exception {
        List<String> problems = new ArrayList<>();
        forEachInterpreterClass((name, bytes) -> new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public FieldVisitor visitField(int access, String field, String desc, String sig, Object value) {
                check(name + "." + field, field);
                return null;
            }

            @Override
            public MethodVisitor visitMethod(int access, String method, String desc, String sig, String[] ex) {
                check(name + "." + method + desc, method);
                return null;
            }

            private void check(String where, String member) {
                for (String word : member.split("_|(?<=[a-z0-9])(?=[A-Z])")) {
                    if (HOOK_WORD.matcher(word.toLowerCase(Locale.ROOT)).matches()) {
                        problems.add(where);
                        return;
                    }
                }
            }
        }, ClassReader.SKIP_CODE));
        assertTrue(problems.isEmpty(), "hook-like members in the core:\n" + String.join("\n", problems));
    }

    /**
     * A weave point is an action the VM takes for its own reasons, so its body does something: a method kept only to
     * be woven (one that only returns, or returns a parameter or a constant) would be a callback hook by another name.
     */
    @Test
    void everyWeavePointDoesSomethingOfItsOwn() throws Exception {
        Map<String, List<String>> idle = idleMethods();
        List<String> problems = new ArrayList<>();
        for (WeavePoint p : WeavePoint.values()) {
            String key = p.className.replace('.', '/') + "." + p.methodName + argumentDescriptor(p.parameterTypes());
            if (idle.containsKey(key)) {
                problems.add(p + " (" + key + ") only returns");
            }
        }
        assertTrue(problems.isEmpty(), "weave points that are no VM action:\n" + String.join("\n", problems));
    }

    /**
     * No method of the core is an empty callback: one that takes arguments and returns nothing, and does nothing
     * with them. (Methods that do nothing and take nothing, such as a no-op {@code flush}, are no hook: nothing
     * could be told through them.)
     */
    @Test
    void interpreterDeclaresNoEmptyCallbacks() throws Exception {
        List<String> problems = new ArrayList<>();
        idleMethods().forEach((method, returns) -> {
            String desc = method.substring(method.indexOf('('));
            if (returns.contains("V") && !desc.startsWith("()")) {
                problems.add(method);
            }
        });
        assertTrue(problems.isEmpty(), "empty callbacks in the core:\n" + String.join("\n", problems));
    }

    @Test
    void theIdleMethodScanTellsAnEmptyMethodFromAnAction() throws IOException {
        Map<String, List<String>> idle = new TreeMap<>();
        try (InputStream in = Fixture.class.getResourceAsStream("CoreHasNoHooksTest$Fixture.class")) {
            collectIdle(in.readAllBytes(), idle);
        }
        String fixture = Type.getInternalName(Fixture.class);
        assertEquals(List.of(fixture + ".emptyCallback(Ljava/lang/Object;I)", fixture + ".identity(I)"),
                List.copyOf(idle.keySet()));
        assertEquals("(Lio/frameweave/interpreter/runtime/PyObject;I)",
                argumentDescriptor(List.of("io.frameweave.interpreter.runtime.PyObject", "int")));
    }

    /** What the idle-method scan must tell apart. */
    @SuppressWarnings("unused")
    private static final class Fixture {
        static void emptyCallback(Object event, int where) {
            // a hook: nothing here but the chance to be woven
        }

        static int identity(int x) {
            return x;
        }

        static void realAction(int[] counts, int where) {
            counts[where]++;
        }
    }

    /**
     * The methods of the interpreter whose bodies do nothing but load parameters or constants and return, keyed
     * {@code class.name(argument descriptors)}, each with its return descriptors.
     */
    private static Map<String, List<String>> idleMethods() throws IOException, URISyntaxException {
        Map<String, List<String>> idle = new TreeMap<>();
        forEachInterpreterClass((name, bytes) -> collectIdle(bytes, idle));
        return idle;
    }

    /** Adds the idle methods of a class file to {@code idle} (see {@link #idleMethods}). */
    private static void collectIdle(byte[] classFile, Map<String, List<String>> idle) {
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            private String owner;

            @Override
            public void visit(int version, int access, String className, String sig, String sup, String[] ifs) {
                owner = className;
            }

            @Override
            public MethodVisitor visitMethod(int access, String method, String desc, String sig, String[] ex) {
                if ((access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
                    return null;
                }
                return new IdleBody(() -> {
                    String key = owner + "." + method + desc.substring(0, desc.indexOf(')') + 1);
                    idle.computeIfAbsent(key, k -> new ArrayList<>()).add(Type.getReturnType(desc).getDescriptor());
                });
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    }

    /** Tells {@code whenIdle} at the end of a method body that only loads parameters or constants and returns. */
    private static final class IdleBody extends MethodVisitor {
        private final Runnable whenIdle;
        private boolean acts;

        IdleBody(Runnable whenIdle) {
            super(Opcodes.ASM9);
            this.whenIdle = whenIdle;
        }

        @Override
        public void visitInsn(int opcode) {
            boolean constantOrReturn = (opcode >= Opcodes.ACONST_NULL && opcode <= Opcodes.DCONST_1)
                    || (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) || opcode == Opcodes.NOP;
            acts |= !constantOrReturn;
        }

        @Override
        public void visitIntInsn(int opcode, int operand) {
            acts |= opcode == Opcodes.NEWARRAY;
        }

        @Override
        public void visitVarInsn(int opcode, int var) {
            acts |= opcode >= Opcodes.ISTORE;
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            acts = true;
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String desc) {
            acts = true;
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
            acts = true;
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String desc, org.objectweb.asm.Handle bsm, Object... args) {
            acts = true;
        }

        @Override
        public void visitJumpInsn(int opcode, org.objectweb.asm.Label label) {
            acts = true;
        }

        @Override
        public void visitIincInsn(int var, int increment) {
            acts = true;
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, org.objectweb.asm.Label dflt,
                                         org.objectweb.asm.Label... labels) {
            acts = true;
        }

        @Override
        public void visitLookupSwitchInsn(org.objectweb.asm.Label dflt, int[] keys, org.objectweb.asm.Label[] labels) {
            acts = true;
        }

        @Override
        public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
            acts = true;
        }

        @Override
        public void visitEnd() {
            if (!acts) {
                whenIdle.run();
            }
        }
    }

    /** The argument part of a method descriptor for {@link WeavePoint} parameter types (binary names). */
    private static String argumentDescriptor(List<String> parameterTypes) {
        StringBuilder b = new StringBuilder("(");
        for (String t : parameterTypes) {
            b.append(switch (t) {
                case "int" -> "I";
                case "long" -> "J";
                case "boolean" -> "Z";
                case "double" -> "D";
                case "float" -> "F";
                case "byte" -> "B";
                case "char" -> "C";
                case "short" -> "S";
                default -> t.startsWith("[") ? t.replace('.', '/') : "L" + t.replace('.', '/') + ";";
            });
        }
        return b.append(')').toString();
    }

    @Test
    void theScanSeesTheInterpreter() throws Exception {
        List<String> names = new ArrayList<>();
        forEachInterpreterClass((name, bytes) -> names.add(name));
        assertTrue(names.contains("io/frameweave/interpreter/WeavePoint.class"), "scanned: " + names.size());
        assertTrue(names.size() > 20, "too few interpreter classes scanned: " + names.size());
    }

    interface ClassFileVisitor {
        void visit(String name, byte[] bytes) throws IOException;
    }

    private static void forEachInterpreterClass(ClassFileVisitor visitor) throws IOException, URISyntaxException {
        Path location = Path.of(WeavePoint.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (Files.isDirectory(location)) {
            try (Stream<Path> files = Files.walk(location)) {
                for (Path p : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                    visitor.visit(location.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
                }
            }
        } else {
            try (JarFile jar = new JarFile(location.toFile())) {
                Enumeration<JarEntry> entries = jar.entries();
                while (entries.hasMoreElements()) {
                    JarEntry e = entries.nextElement();
                    if (e.getName().endsWith(".class")) {
                        try (InputStream in = jar.getInputStream(e)) {
                            visitor.visit(e.getName(), in.readAllBytes());
                        }
                    }
                }
            }
        }
    }
}
