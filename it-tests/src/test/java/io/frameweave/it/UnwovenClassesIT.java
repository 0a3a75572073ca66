package io.frameweave.it;

import io.frameweave.interpreter.WeavePoint;
import io.frameweave.it.observer.ClassBytesObserver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The interpreter's classes as the JVM defines them, compared byte for byte with the jar's, by a passive
 * observer agent: without frameweave's agent every class is the jar's; with it, while nothing is traced, the
 * agent's premain loads no interpreter class but the weave-point catalogue and the two start-time weave points'
 * classes (with their superclass), and only those two classes differ (the dispatch loop above all is untouched
 * until a tool switches on).
 */
class UnwovenClassesIT {
    private static final String PROGRAM = """
            class P:
                def __init__(self, x):
                    self.x = x
            def gen(n):
                yield from range(n)
            try:
                print(sum(P(i).x for i in gen(10)), {1: 2}.get(1))
            except Exception:
                pass
            """;

    @Test
    void withoutTheAgentEveryInterpreterClassIsTheJarsOwn(@TempDir Path dir) throws Exception {
        Map<String, String> defined = run(dir, List.of());
        Map<String, String> jar = jarDigests();
        assertTrue(defined.size() > 100, "too few classes observed: " + defined.size());
        assertTrue(!defined.containsValue("early"), "interpreter classes were loaded before main");
        for (Map.Entry<String, String> e : defined.entrySet()) {
            assertEquals(jar.get(e.getKey()), e.getValue(), e.getKey() + " differs from the jar's");
        }
    }

    @Test
    void withTheIdleAgentOnlyTheStartTimeWeavePointsAreWoven(@TempDir Path dir) throws Exception {
        Map<String, String> defined = run(dir, List.of("-javaagent:" + ForkedJvm.agentJar()));
        Map<String, String> jar = jarDigests();
        List<String> early = defined.entrySet().stream().filter(e -> e.getValue().equals("early"))
                .map(Map.Entry::getKey).sorted().toList();
        // the weave-point catalogue, and the start-time weave points' classes (with their superclass), which
        // premain loads, not initialises, while it hands the JVM their prewoven bytes
        assertEquals(List.of("io.frameweave.interpreter.WeavePoint", "io.frameweave.interpreter.builtins.BuiltinModules",
                        "io.frameweave.interpreter.runtime.PyObject", "io.frameweave.interpreter.vm.PyFrame"), early,
                "the agent's premain loaded other interpreter classes");
        // loaded before the observer started, their bytes cannot be compared here: StartWeavingIT shows the two
        // weave points woven (and PrewovenClassesTest that the prewoven bytes are the weaver's)
        early.forEach(defined::remove);
        for (Map.Entry<String, String> e : defined.entrySet()) {
            assertEquals(jar.get(e.getKey()), e.getValue(), e.getKey() + " was woven although nothing is traced");
        }
        assertTrue(defined.containsKey("io.frameweave.interpreter.vm.Interpreter"));
    }

    /**
     * A tool given at launch switches monitoring on in premain, before the dispatch loop's classes are loaded: the
     * execution weave points' classes are then the build's woven ones, loaded in premain (so before the observer
     * starts) with no transformer left installed, and every other interpreter class is the jar's.
     */
    @Test
    void withAToolAtLaunchTheExecutionProbesAreWovenInPremain(@TempDir Path dir) throws Exception {
        Map<String, String> defined = run(dir, List.of("-javaagent:" + ForkedJvm.agentJar() + "=tool=coverage,out="
                + dir.resolve("cov")));
        Map<String, String> jar = jarDigests();
        Set<String> early = new TreeSet<>();
        defined.forEach((name, digest) -> {
            if (digest.equals("early")) {
                early.add(name);
            }
        });
        for (WeavePoint p : List.of(WeavePoint.FRAME_EXECUTION, WeavePoint.INSTRUCTION_FETCH,
                WeavePoint.GENERATOR_RESUME, WeavePoint.EXCEPTION_RAISED, WeavePoint.EXCEPTION_HANDLER)) {
            assertTrue(early.contains(p.className), p + "'s class was not loaded in premain: " + early);
        }
        early.forEach(defined::remove);
        for (Map.Entry<String, String> e : defined.entrySet()) {
            assertEquals(jar.get(e.getKey()), e.getValue(), e.getKey() + " was woven as it loaded");
        }
        assertTrue(defined.size() > 100, "too few classes observed: " + defined.size());
    }

    private static Map<String, String> run(Path dir, List<String> agents) throws Exception {
        Files.writeString(dir.resolve("p.py"), PROGRAM);
        Path observed = dir.resolve("observed.txt");
        Path observer = observerJar(dir);
        List<String> jvm = new java.util.ArrayList<>(agents);
        jvm.add("-javaagent:" + observer + "=" + observed);
        ForkedJvm.Result r = ForkedJvm.runInterpreter(dir, jvm, "p.py");
        assertEquals("45 2\n", r.stdout(), r.stderr());
        Map<String, String> out = new HashMap<>();
        for (String line : Files.readAllLines(observed)) {
            String[] parts = line.split(" ");
            out.put(parts[0], parts[1]);
        }
        return out;
    }

    private static Map<String, String> jarDigests() throws IOException {
        Map<String, String> out = new HashMap<>();
        try (JarFile jar = new JarFile(ForkedJvm.interpreterJar().toFile())) {
            for (JarEntry e : java.util.Collections.list(jar.entries())) {
                if (e.getName().endsWith(".class")) {
                    try (InputStream in = jar.getInputStream(e)) {
                        String name = e.getName().substring(0, e.getName().length() - 6).replace('/', '.');
                        out.put(name, ClassBytesObserver.sha256(in.readAllBytes()));
                    }
                }
            }
        }
        return out;
    }

    /** A jar holding the observer agent, made from this test's own class file. */
    private static Path observerJar(Path dir) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(new Attributes.Name("Premain-Class"), ClassBytesObserver.class.getName());
        // transformers that can retransform run after those that cannot: the observer must be one of them to
        // see what frameweave's (retransformation-capable) weaving made
        m.getMainAttributes().put(new Attributes.Name("Can-Retransform-Classes"), "true");
        Path jar = dir.resolve("observer.jar");
        String entry = ClassBytesObserver.class.getName().replace('.', '/') + ".class";
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, m);
             InputStream in = ClassBytesObserver.class.getClassLoader().getResourceAsStream(entry)) {
            out.putNextEntry(new JarEntry(entry));
            in.transferTo(out);
            out.closeEntry();
        }
        return jar;
    }
}
