package io.frameweave.instrumentation;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;

/**
 * The package dependency graph of one module's classes, read from its class files by the JDK's {@code jdeps}, and
 * the cycles in it: each a set of packages that depend on each other, directly or through one another.
 */
public final class PackageCycles {
    private PackageCycles() {}

    /** Package to the packages (of the module, other than itself) its classes refer to. */
    public static Map<String, Set<String>> graph(Class<?> anyClassOfTheModule, String packagePrefix)
            throws URISyntaxException {
        return graph(Path.of(anyClassOfTheModule.getProtectionDomain().getCodeSource().getLocation().toURI()),
                packagePrefix);
    }

    /** The graph of the classes in {@code location} (a directory or a jar). */
    public static Map<String, Set<String>> graph(Path location, String packagePrefix) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps")
                .orElseThrow(() -> new IllegalStateException("jdeps is not in this JDK"));
        StringWriter out = new StringWriter();
        PrintWriter w = new PrintWriter(out);
        int status = jdeps.run(w, w, "-verbose:package", "-e", packagePrefix.replace(".", "\\.") + "\\..*",
                location.toString());
        w.flush();
        if (status != 0) {
            throw new IllegalStateException("jdeps failed (" + status + "): " + out);
        }
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String line : out.toString().split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 3 && f[1].equals("->") && f[0].startsWith(packagePrefix) && f[2].startsWith(packagePrefix)) {
                graph.computeIfAbsent(f[0], k -> new TreeSet<>());
                graph.computeIfAbsent(f[2], k -> new TreeSet<>());
                if (!f[0].equals(f[2])) {
                    graph.get(f[0]).add(f[2]);
                }
            }
        }
        return graph;
    }

    /** The strongly connected components of more than one package (Tarjan's algorithm), each sorted. */
    public static List<Set<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<Set<String>> found = new ArrayList<>();
        for (String p : graph.keySet()) {
            if (!index.containsKey(p)) {
                connect(p, graph, index, low, stack, onStack, found);
            }
        }
        return found;
    }

    private static void connect(String p, Map<String, Set<String>> graph, Map<String, Integer> index,
                                Map<String, Integer> low, Deque<String> stack, Set<String> onStack,
                                List<Set<String>> found) {
        index.put(p, index.size());
        low.put(p, index.get(p));
        stack.push(p);
        onStack.add(p);
        for (String q : graph.getOrDefault(p, Set.of())) {
            if (!index.containsKey(q)) {
                connect(q, graph, index, low, stack, onStack, found);
                low.put(p, Math.min(low.get(p), low.get(q)));
            } else if (onStack.contains(q)) {
                low.put(p, Math.min(low.get(p), index.get(q)));
            }
        }
        if (low.get(p).equals(index.get(p))) {
            Set<String> component = new TreeSet<>();
            String q;
            do {
                q = stack.pop();
                onStack.remove(q);
                component.add(q);
            } while (!q.equals(p));
            if (component.size() > 1) {
                found.add(component);
            }
        }
    }
}
