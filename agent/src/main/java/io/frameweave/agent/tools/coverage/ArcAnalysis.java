package io.frameweave.agent.tools.coverage;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.MatchCase;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Node;
import io.frameweave.interpreter.ast.Pattern;
import io.frameweave.interpreter.ast.Stmt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The arcs a file's code can take, found from its syntax tree the way coverage.py's arc analysis finds them
 * for CPython 3.11, so that branch counts agree with it: every code object (module, function, class, lambda,
 * comprehension) enters from minus its first line and leaves to it; a statement flows to the next; a branch
 * statement flows to each of its ways; {@code break}, {@code continue}, {@code return} and {@code raise} go
 * through the enclosing {@code finally} and {@code with} lines (a {@code with} line is passed again on the way
 * out, as CPython 3.11 traces it) to where they lead. Lines are those of the tree: the caller maps them to
 * their statements' first lines.
 */
final class ArcAnalysis {
    /** Arcs found, as {@code from << 32 | to & 0xffffffff} pairs in insertion order. */
    private final Set<Long> arcs = new LinkedHashSet<>();
    private final Set<Integer> statements = new HashSet<>();
    private final Map<Integer, Integer> multiline;
    private final Deque<Block> blocks = new ArrayDeque<>();

    private ArcAnalysis(Set<Integer> rawStatements, Map<Integer, Integer> multiline) {
        this.multiline = multiline;
        for (int l : rawStatements) {
            statements.add(multiline.getOrDefault(l, l));
        }
    }

    /** The arcs of {@code module}, whose code objects' line tables hold {@code rawStatements}. */
    static List<int[]> arcs(ModuleNode.FileInput module, Set<Integer> rawStatements, Map<Integer, Integer> multiline) {
        ArcAnalysis a = new ArcAnalysis(rawStatements, multiline);
        a.moduleCode(module.body());
        for (Object node : SyntaxWalk.nodes(module.body())) {
            a.codeObject(node);
        }
        List<int[]> out = new ArrayList<>();
        for (long arc : a.arcs) {
            out.add(new int[] {(int) (arc >> 32), (int) arc});
        }
        return out;
    }

    private void arc(int from, int to) {
        arcs.add((long) from << 32 | (to & 0xffffffffL));
    }

    // ---- code objects ----

    private void moduleCode(List<Stmt> body) {
        if (body.isEmpty()) {
            arc(-1, 1);
            arc(1, -1);
            return;
        }
        for (int exit : bodyArcs(new ArrayList<>(body), Set.of(-1))) {
            arc(exit, -1);
        }
    }

    private void codeObject(Object node) {
        if (node instanceof Stmt.FunctionDef f) {
            int start = line(f);
            blocks.push(new FunctionBlock(start));
            returns(bodyArcs(new ArrayList<>(f.body()), Set.of(-start)));
            blocks.pop();
        } else if (node instanceof Stmt.ClassDef c) {
            int start = line(c);
            arc(-start, start);
            for (int exit : bodyArcs(new ArrayList<>(c.body()), Set.of(start))) {
                arc(exit, -start);
            }
        } else if (node instanceof Expr.Lambda || node instanceof Expr.GeneratorExp || node instanceof Expr.ListComp
                || node instanceof Expr.SetComp || node instanceof Expr.DictComp) {
            int start = ((Expr) node).pos().line();
            arc(-start, start);
            arc(start, -start);
        }
    }

    // ---- lines of nodes ----

    /** The line coverage.py gives a node: a definition at its first decorator, an assignment at its value. */
    private int line(Object node) {
        if (node instanceof Stmt.FunctionDef f && !f.decorators().isEmpty()) {
            return line(f.decorators().get(0));
        } else if (node instanceof Stmt.ClassDef c && !c.decorators().isEmpty()) {
            return line(c.decorators().get(0));
        } else if (node instanceof Stmt.Assign a) {
            return line(a.value());
        } else if (node instanceof Expr.DictExpr d && !d.keys().isEmpty()) {
            return d.keys().get(0) != null ? line(d.keys().get(0)) : line(d.values().get(0));
        } else if (node instanceof Expr.ListExpr l && !l.elts().isEmpty()) {
            return line(l.elts().get(0));
        }
        return rawLine(node);
    }

    /** The node's own first line (a stand-in's: that of its first statement). */
    private static int rawLine(Object node) {
        if (node instanceof NodeList n) {
            return n.line();
        } else if (node instanceof SyntheticWhile w) {
            return w.line();
        }
        return ((Node) node).pos().line();
    }

    private boolean isStatement(int line) {
        return statements.contains(multiline.getOrDefault(line, line));
    }

    // ---- bodies ----

    /**
     * Adds the arcs of a body entered from {@code from}; returns the lines its exits leave from. A statement
     * whose line has no code (optimized away) is replaced by the part of it that has code, or skipped.
     */
    private Set<Integer> bodyArcs(List<Object> body, Set<Integer> from) {
        Set<Integer> previous = from;
        for (Object node : body) {
            if (!isStatement(line(node))) {
                node = nonMissing(node);
                if (node == null) {
                    continue;
                }
            }
            int line = line(node);
            for (int p : previous) {
                arc(p, line);
            }
            previous = nodeArcs(node);
        }
        return previous;
    }

    private Object nonMissing(Object node) {
        if (isStatement(line(node))) {
            return node;
        }
        if (node instanceof Stmt.If s) {
            Object body = nonMissing(NodeList.of(s.body()));
            return body != null || s.orelse().isEmpty() ? body : nonMissing(NodeList.of(s.orelse()));
        } else if (node instanceof Stmt.While w) {
            Object body = nonMissing(NodeList.of(w.body()));
            return body == null ? null : new SyntheticWhile(rawLine(body), bodyOf(body));
        } else if (node instanceof NodeList n) {
            List<Object> kept = new ArrayList<>();
            for (Object child : n.body()) {
                Object c = nonMissing(child);
                if (c != null) {
                    kept.add(c);
                }
            }
            return kept.isEmpty() ? null : kept.size() == 1 ? kept.get(0) : new NodeList(kept, rawLine(kept.get(0)));
        }
        return null;
    }

    private static List<Object> bodyOf(Object node) {
        if (node instanceof NodeList n) {
            return n.body();
        } else if (node instanceof Stmt.If s) {
            return new ArrayList<>(s.body());
        } else if (node instanceof Stmt.While w) {
            return new ArrayList<>(w.body());
        } else if (node instanceof Stmt.For f) {
            return new ArrayList<>(f.body());
        } else if (node instanceof Stmt.With w) {
            return new ArrayList<>(w.body());
        } else if (node instanceof Stmt.Try t) {
            return new ArrayList<>(t.body());
        }
        return List.of();
    }

    /** Adds the arcs inside {@code node}; returns the lines it can leave from to the next statement. */
    private Set<Integer> nodeArcs(Object node) {
        if (node instanceof Stmt.FunctionDef f) {
            return decorated(f.pos().line(), f.decorators(), f.body());
        } else if (node instanceof Stmt.ClassDef c) {
            return decorated(c.pos().line(), c.decorators(), c.body());
        } else if (node instanceof Stmt.Break || node instanceof Stmt.Continue || node instanceof Stmt.Return
                || node instanceof Stmt.Raise) {
            Jump kind = node instanceof Stmt.Break ? Jump.BREAK : node instanceof Stmt.Continue ? Jump.CONTINUE
                    : node instanceof Stmt.Return ? Jump.RETURN : Jump.RAISE;
            jump(kind, Set.of(line(node)));
            return Set.of();
        } else if (node instanceof Stmt.For f) {
            return forArcs(f);
        } else if (node instanceof Stmt.If s) {
            int start = line(s.test());
            Set<Integer> exits = new TreeSet<>(bodyArcs(new ArrayList<>(s.body()), Set.of(start)));
            exits.addAll(bodyArcs(new ArrayList<>(s.orelse()), Set.of(start)));
            return exits;
        } else if (node instanceof Stmt.While w) {
            return whileArcs(line(w.test()), isConstant(w.test()), new ArrayList<>(w.body()),
                    new ArrayList<>(w.orelse()));
        } else if (node instanceof SyntheticWhile w) {
            return whileArcs(w.line(), true, w.body(), List.of());
        } else if (node instanceof Stmt.Try t) {
            return tryArcs(t);
        } else if (node instanceof Stmt.With w) {
            return withArcs(w);
        } else if (node instanceof Stmt.Match m) {
            return matchArcs(m);
        } else if (node instanceof NodeList n) {
            return bodyArcs(n.body(), Set.of(n.line()));
        }
        return Set.of(line(node));
    }

    private void returns(Set<Integer> exits) {
        jump(Jump.RETURN, exits);
    }

    /** Hands {@code exits} of kind {@code kind} to the nearest block that takes them. */
    private void jump(Jump kind, Set<Integer> exits) {
        for (Block b : blocks) {
            if (b.take(this, kind, exits)) {
                return;
            }
        }
    }

    /**
     * A definition: CPython 3.11 runs the decorators top-down, then the {@code def} line, then applies the
     * decorators bottom-up (each decorator line again), and defines the name at the first decorator's line.
     */
    private Set<Integer> decorated(int mainLine, List<Expr> decorators, List<Stmt> body) {
        int last = mainLine;
        if (!decorators.isEmpty()) {
            Integer previous = null;
            for (Expr d : decorators) {
                int start = line(d);
                if (previous != null && start != previous) {
                    arc(previous, start);
                }
                previous = start;
            }
            arc(previous, mainLine);
            for (int i = 0; i + 1 < decorators.size(); i++) {
                arc(line(decorators.get(i + 1)), line(decorators.get(i)));
            }
            arc(line(decorators.get(0)), mainLine);
            arc(mainLine, line(decorators.get(decorators.size() - 1)));
            if (!body.isEmpty()) {
                int bodyStart = line(body.get(0));
                bodyStart = multiline.getOrDefault(bodyStart, bodyStart);
                for (int l = last + 1; l < bodyStart; l++) {
                    if (statements.contains(l)) {
                        arc(last, l);
                        last = l;
                    }
                }
            }
        }
        return Set.of(last);
    }

    private Set<Integer> forArcs(Stmt.For f) {
        int start = line(f.iter());
        LoopBlock loop = new LoopBlock(start);
        blocks.push(loop);
        for (int exit : bodyArcs(new ArrayList<>(f.body()), Set.of(start))) {
            arc(exit, start);
        }
        blocks.pop();
        Set<Integer> exits = new TreeSet<>(loop.breaks);
        if (!f.orelse().isEmpty()) {
            exits.addAll(bodyArcs(new ArrayList<>(f.orelse()), Set.of(start)));
        } else {
            exits.add(start);
        }
        return exits;
    }

    private Set<Integer> whileArcs(int start, boolean constantTest, List<Object> body, List<Object> orelse) {
        LoopBlock loop = new LoopBlock(start);
        blocks.push(loop);
        for (int exit : bodyArcs(body, Set.of(start))) {
            arc(exit, start);
        }
        blocks.pop();
        Set<Integer> exits = new TreeSet<>(loop.breaks);
        if (!orelse.isEmpty()) {
            exits.addAll(bodyArcs(orelse, Set.of(start)));
        } else if (!constantTest) {
            exits.add(start);
        }
        return exits;
    }

    private static boolean isConstant(Expr test) {
        return test instanceof Expr.Constant || test instanceof Expr.Name n && (n.id().equals("True")
                || n.id().equals("False") || n.id().equals("None") || n.id().equals("__debug__"));
    }

    private Set<Integer> tryArcs(Stmt.Try t) {
        Integer handlerStart = t.handlers().isEmpty() ? null : t.handlers().get(0).pos().line();
        Integer finalStart = t.finalbody().isEmpty() ? null : line(t.finalbody().get(0));
        TryBlock block = new TryBlock(handlerStart, finalStart);
        blocks.push(block);
        Set<Integer> exits = new TreeSet<>(bodyArcs(new ArrayList<>(t.body()), Set.of(line(t))));
        if (finalStart != null) {
            // the handlers and else clause raise to the finally clause, not to the handlers
            block.handlerStart = null;
            if (!t.handlers().isEmpty()) {
                block.raises.clear();
            }
        } else {
            blocks.pop();
        }
        Set<Integer> handlerExits = new TreeSet<>();
        Integer lastHandler = null;
        for (var h : t.handlers()) {
            int start = h.pos().line();
            if (lastHandler != null) {
                arc(lastHandler, start);
            }
            lastHandler = start;
            handlerExits.addAll(bodyArcs(new ArrayList<>(h.body()), Set.of(start)));
        }
        if (!t.orelse().isEmpty()) {
            exits = new TreeSet<>(bodyArcs(new ArrayList<>(t.orelse()), exits));
        }
        exits.addAll(handlerExits);
        if (finalStart == null) {
            return exits;
        }
        blocks.pop();
        Set<Integer> into = new TreeSet<>(exits);
        into.addAll(block.breaks);
        into.addAll(block.continues);
        into.addAll(block.raises);
        into.addAll(block.returns);
        Set<Integer> finalExits = bodyArcs(new ArrayList<>(t.finalbody()), into);
        if (!block.breaks.isEmpty()) {
            jump(Jump.BREAK, finalExits);
        }
        if (!block.continues.isEmpty()) {
            jump(Jump.CONTINUE, finalExits);
        }
        if (!block.raises.isEmpty()) {
            jump(Jump.RAISE, finalExits);
        }
        if (!block.returns.isEmpty()) {
            jump(Jump.RETURN, finalExits);
        }
        return exits.isEmpty() ? exits : finalExits;
    }

    /**
     * Each case is reached from the one before (the match line for the first); without a case whose pattern is
     * a capture or wildcard (an {@code as}, in coverage.py 6.5's test) the last pattern may fail and leave.
     */
    private Set<Integer> matchArcs(Stmt.Match m) {
        int last = line(m);
        Set<Integer> exits = new TreeSet<>();
        boolean hadWildcard = false;
        for (MatchCase c : m.cases()) {
            int caseStart = line(c.pattern());
            hadWildcard |= c.pattern() instanceof Pattern.MatchAs;
            arc(last, caseStart);
            exits.addAll(bodyArcs(new ArrayList<>(c.body()), Set.of(caseStart)));
            last = caseStart;
        }
        if (!hadWildcard) {
            exits.add(last);
        }
        return exits;
    }

    private Set<Integer> withArcs(Stmt.With w) {
        int start = line(w);
        WithBlock block = new WithBlock(start);
        blocks.push(block);
        Set<Integer> exits = bodyArcs(new ArrayList<>(w.body()), Set.of(start));
        blocks.pop();
        Set<Integer> withExit = Set.of(start);
        if (!exits.isEmpty()) {
            for (int exit : exits) {
                arc(exit, start);
            }
            exits = withExit;
        }
        if (block.breaks) {
            jump(Jump.BREAK, withExit);
        }
        if (block.continues) {
            jump(Jump.CONTINUE, withExit);
        }
        if (block.returns) {
            jump(Jump.RETURN, withExit);
        }
        return exits;
    }

    // ---- blocks: where break, continue, raise and return lead ----

    private enum Jump { BREAK, CONTINUE, RAISE, RETURN }

    private interface Block {
        /** Takes {@code exits} of kind {@code kind}, adding arcs; false to hand them to the enclosing block. */
        boolean take(ArcAnalysis a, Jump kind, Set<Integer> exits);
    }

    private static final class LoopBlock implements Block {
        final int start;
        final Set<Integer> breaks = new TreeSet<>();

        LoopBlock(int start) {
            this.start = start;
        }

        @Override
        public boolean take(ArcAnalysis a, Jump kind, Set<Integer> exits) {
            if (kind == Jump.BREAK) {
                breaks.addAll(exits);
            } else if (kind == Jump.CONTINUE) {
                exits.forEach(e -> a.arc(e, start));
            }
            return kind == Jump.BREAK || kind == Jump.CONTINUE;
        }
    }

    private record FunctionBlock(int start) implements Block {
        @Override
        public boolean take(ArcAnalysis a, Jump kind, Set<Integer> exits) {
            if (kind == Jump.RAISE || kind == Jump.RETURN) {
                exits.forEach(e -> a.arc(e, -start));
                return true;
            }
            return false;
        }
    }

    private static final class TryBlock implements Block {
        Integer handlerStart;
        final Integer finalStart;
        final Set<Integer> breaks = new TreeSet<>();
        final Set<Integer> continues = new TreeSet<>();
        final Set<Integer> raises = new TreeSet<>();
        final Set<Integer> returns = new TreeSet<>();

        TryBlock(Integer handlerStart, Integer finalStart) {
            this.handlerStart = handlerStart;
            this.finalStart = finalStart;
        }

        @Override
        public boolean take(ArcAnalysis a, Jump kind, Set<Integer> exits) {
            if (kind == Jump.RAISE) {
                if (handlerStart != null) {
                    exits.forEach(e -> a.arc(e, handlerStart));
                } else {
                    raises.addAll(exits);
                }
                return true;
            }
            if (finalStart == null) {
                return false;
            }
            (kind == Jump.BREAK ? breaks : kind == Jump.CONTINUE ? continues : returns).addAll(exits);
            return true;
        }
    }

    /** A {@code with}: every way out of its body passes its line again (the context manager's exit). */
    private static final class WithBlock implements Block {
        final int start;
        boolean breaks;
        boolean continues;
        boolean returns;

        WithBlock(int start) {
            this.start = start;
        }

        @Override
        public boolean take(ArcAnalysis a, Jump kind, Set<Integer> exits) {
            exits.forEach(e -> a.arc(e, start));
            breaks |= kind == Jump.BREAK;
            continues |= kind == Jump.CONTINUE;
            returns |= kind == Jump.RETURN;
            return true;
        }
    }

    /** Statements standing for the part of an optimized-away statement that has code. */
    private record NodeList(List<Object> body, int line) {
        static NodeList of(List<Stmt> body) {
            return new NodeList(new ArrayList<>(body), body.isEmpty() ? 0 : body.get(0).pos().line());
        }
    }

    /** A loop whose test was optimized away: it runs its body as {@code while True:} would. */
    private record SyntheticWhile(int line, List<Object> body) {}
}
