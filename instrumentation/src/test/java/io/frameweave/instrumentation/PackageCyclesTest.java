package io.frameweave.instrumentation;

import io.frameweave.interpreter.WeavePoint;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No module's packages depend on each other in a cycle: each package can be read, and changed, knowing only the
 * packages below it (each {@code package-info.java} says which).
 */
class PackageCyclesTest {

    @Test
    void interpreterPackagesFormNoCycle() throws Exception {
        Map<String, Set<String>> graph = PackageCycles.graph(WeavePoint.class, "io.frameweave.interpreter");
        assertTrue(graph.getOrDefault("io.frameweave.interpreter.vm", Set.of())
                .contains("io.frameweave.interpreter.runtime"), "the scan sees the interpreter: " + graph.keySet());
        assertEquals(List.of(), PackageCycles.cycles(graph), "package cycles in the interpreter");
    }

    @Test
    void instrumentationPackagesFormNoCycle() throws Exception {
        Map<String, Set<String>> graph = PackageCycles.graph(WeavingPlan.class, "io.frameweave.instrumentation");
        assertTrue(graph.getOrDefault("io.frameweave.instrumentation.monitoring", Set.of())
                .contains("io.frameweave.instrumentation.weave"), "the scan sees the instrumentation: " + graph.keySet());
        assertEquals(List.of(), PackageCycles.cycles(graph), "package cycles in the instrumentation");
    }

    @Test
    void theCycleFinderFindsCyclesAndOnlyThem() {
        Map<String, Set<String>> graph = Map.of(
                "a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a", "d"), "d", Set.of("e"), "e", Set.of("d"),
                "f", Set.of("a"));
        assertEquals(Set.of(Set.of("a", "b", "c"), Set.of("d", "e")), Set.copyOf(PackageCycles.cycles(graph)));
        assertEquals(List.of(), PackageCycles.cycles(Map.of("a", Set.of("b"), "b", Set.of())));
    }
}
