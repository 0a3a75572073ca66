package io.frameweave.agent.tools.profile;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A node of the flame graph: one frame label under its parent, with the samples that passed through it. */
final class FlameNode {
    final String label;
    int samples;
    /** Children by label, sorted as flame graphs sort them (so equal stacks always land in the same place). */
    final Map<String, FlameNode> children = new TreeMap<>();

    FlameNode(String label) {
        this.label = label;
    }

    /** The tree of all stacks: the root counts every sample. */
    static FlameNode of(Map<List<String>, Integer> stackCounts) {
        FlameNode root = new FlameNode("all");
        stackCounts.forEach((stack, count) -> {
            FlameNode node = root;
            node.samples += count;
            for (String label : stack) {
                node = node.children.computeIfAbsent(label, FlameNode::new);
                node.samples += count;
            }
        });
        return root;
    }

    int depth() {
        int d = 0;
        for (FlameNode c : children.values()) {
            d = Math.max(d, c.depth());
        }
        return d + 1;
    }
}
