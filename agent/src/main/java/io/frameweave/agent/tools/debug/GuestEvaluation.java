package io.frameweave.agent.tools.debug;

import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PythonVM;

/**
 * Python run in a frame's context, as {@code eval(source, frame.f_globals, frame.f_locals)} would: names
 * resolve in the frame's locals (its PEP 667 view, so an assignment lands in the frame), then its globals and
 * builtins. Runs on the calling thread, which must hold the interpreter lock (a stopped thread does).
 */
final class GuestEvaluation {
    private GuestEvaluation() {}

    /** The value of the expression {@code source} in {@code frame}. */
    static PyObject eval(String source, PyFrame frame) {
        return run(compile(source.strip(), "eval"), frame);
    }

    /**
     * Runs {@code source} as at a prompt: an expression's value, or a statement run for its effects (then
     * null). Side effects are the user's intent here (an assignment, a call).
     */
    static PyObject evalOrExec(String source, PyFrame frame) {
        PyCode code;
        try {
            code = compile(source.strip(), "eval");
        } catch (PyException e) {
            if (!e.matches(ExceptionTypes.SyntaxError)) {
                throw e;
            }
            code = compile(source, "exec");
            run(code, frame);
            return null;
        }
        return run(code, frame);
    }

    /** Runs the statement {@code source} in {@code frame} for its effects. */
    static void exec(String source, PyFrame frame) {
        run(compile(source, "exec"), frame);
    }

    /** The expression {@code source} compiled, to run with {@link #holds} as often as needed. */
    static PyCode compileExpression(String source) {
        return compile(source.strip(), "eval");
    }

    /** Whether the compiled condition {@code condition} holds in {@code frame}. */
    static boolean holds(PyCode condition, PyFrame frame) {
        return Ops.isTrue(run(condition, frame));
    }

    /** A log message with each {@code {expression}} replaced by its {@code str}; {@code {{ }}} are braces. */
    static String interpolate(String message, PyFrame frame) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            if ((c == '{' || c == '}') && i + 1 < message.length() && message.charAt(i + 1) == c) {
                out.append(c);
                i++;
            } else if (c == '{') {
                int close = message.indexOf('}', i + 1);
                if (close < 0) {
                    out.append(message, i, message.length());
                    break;
                }
                String expr = message.substring(i + 1, close);
                try {
                    out.append(Ops.str(eval(expr, frame)));
                } catch (PyException e) {
                    out.append('<').append(DapErrors.from(e).getMessage()).append('>');
                }
                i = close;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static PyCode compile(String source, String mode) {
        PythonVM vm = PythonVM.current();
        if (vm == null) {
            throw Py.RuntimeError("the VM has not started");
        }
        return vm.compile(source, "<debug>", mode);
    }

    private static PyObject run(PyCode code, PyFrame frame) {
        return PythonVM.current().exec(code, frame.globals, FrameView.of(frame).locals());
    }
}
