package io.frameweave.agent.tools.coverage;

import java.lang.reflect.RecordComponent;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Every part of a syntax tree (statements, expressions, handlers, comprehension clauses, parameters), found by
 * following the components of the tree's records, so that a new kind of node is walked without a change here.
 */
final class SyntaxWalk {
    private SyntaxWalk() {}

    static List<Object> nodes(List<?> roots) {
        List<Object> out = new ArrayList<>();
        Deque<Object> pending = new ArrayDeque<>(roots);
        while (!pending.isEmpty()) {
            Object node = pending.pop();
            if (node instanceof List<?> list) {
                for (Object item : list) {
                    if (item != null) {  // a dict display's ** entry has no key, a parameter no default
                        pending.push(item);
                    }
                }
                continue;
            }
            if (!(node instanceof Record record)) {
                continue;
            }
            out.add(node);
            for (RecordComponent c : record.getClass().getRecordComponents()) {
                try {
                    Object child = c.getAccessor().invoke(record);
                    if (child instanceof List<?> || child instanceof Record) {
                        pending.push(child);
                    }
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + c + " of a syntax tree node", e);
                }
            }
        }
        return out;
    }
}
