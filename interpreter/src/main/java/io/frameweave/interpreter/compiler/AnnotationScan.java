package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Stmt;

import java.util.List;

/** Whether a module or class body holds an annotated assignment (CPython's {@code find_ann}). */
final class AnnotationScan {
    private AnnotationScan() {}

    static boolean hasAnnotations(List<Stmt> stmts) {
        for (Stmt s : stmts) {
            boolean found;
            if (s instanceof Stmt.AnnAssign a) {
                found = true;
            } else if (s instanceof Stmt.For f) {
                found = hasAnnotations(f.body()) || hasAnnotations(f.orelse());
            } else if (s instanceof Stmt.While w) {
                found = hasAnnotations(w.body()) || hasAnnotations(w.orelse());
            } else if (s instanceof Stmt.If i) {
                found = hasAnnotations(i.body()) || hasAnnotations(i.orelse());
            } else if (s instanceof Stmt.With w) {
                found = hasAnnotations(w.body());
            } else if (s instanceof Stmt.Try t) {
                found = handlersHaveAnnotations(t.handlers()) || hasAnnotations(t.body())
                        || hasAnnotations(t.finalbody()) || hasAnnotations(t.orelse());
            } else {
                found = false;
            }
            if (found) {
                return true;
            }
        }
        return false;
    }

    private static boolean handlersHaveAnnotations(List<ExceptHandler> handlers) {
        for (ExceptHandler h : handlers) {
            if (hasAnnotations(h.body())) {
                return true;
            }
        }
        return false;
    }
}
