package io.frameweave.agent.tools.debug;

import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.syntax.SyntaxErrorException;
import io.frameweave.interpreter.vm.PyFrame;

import java.util.Arrays;

/**
 * Writes the client asks for ({@code setVariable} of a local, {@code setExpression}) into a frame of any
 * thread. A local is written through the frame's PEP 667 view, so the frame sees it at its next instruction
 * and the optimizer is told (the local-write notification); anything else is an ordinary Python assignment run
 * in the frame's context, which the object's own watchers see. Runs on the stopped thread.
 */
final class Assignments {
    private Assignments() {}

    /** Sets the local {@code name} of {@code frame} through its PEP 667 view. */
    static void setLocal(PyFrame frame, String name, PyObject value) {
        FrameView.of(frame).setLocal(name, value);
    }

    /**
     * {@code expression = value} in {@code frame}: a bare name is the frame's local when it has one (or when it
     * is no global either), else the global; any other target (attribute, item, slice, tuple) is assigned as
     * Python would there. Returns the value stored.
     */
    static PyObject setExpression(String expression, String valueSource, PyFrame frame) {
        String target = expression.strip();
        Expr parsed = parseTarget(target);
        PyObject value = GuestEvaluation.eval(valueSource, frame);
        if (parsed instanceof Expr.Name n) {
            if (isLocalName(frame, n.id()) || frame.globals.getStr(n.id()) == null) {
                setLocal(frame, n.id(), value);
            } else {
                frame.globals.setItem(PyStr.of(n.id()), value);
            }
            return value;
        }
        GuestEvaluation.exec("(" + target + ") = (" + valueSource.strip() + ")", frame);
        return GuestEvaluation.eval(target, frame);
    }

    private static Expr parseTarget(String target) {
        try {
            return ((ModuleNode.EvalInput) Parser.parse(target, "<setExpression>", Parser.Mode.EVAL)).body();
        } catch (SyntaxErrorException e) {
            throw DapErrors.of("'" + target + "' is no expression: " + e.kind + ": " + e.msg);
        }
    }

    /** A function frame's own name (local, cell or free variable), or any name of a module or class frame. */
    private static boolean isLocalName(PyFrame frame, String name) {
        if (!FrameView.of(frame).hasFastLocals()) {
            return frame.locals != frame.globals;
        }
        return Arrays.asList(frame.code.localsPlusNames).contains(name);
    }
}
