package io.frameweave.instrumentation;

import io.frameweave.interpreter.WeavePoint;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;

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
