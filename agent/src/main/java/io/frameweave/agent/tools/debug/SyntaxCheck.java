package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

/** Checks a breakpoint's condition when it is set, so a typo is reported then rather than at every hit. */
final class SyntaxCheck {
    private SyntaxCheck() {}

    /** Why {@code expression} is no Python expression, or null when it is one. */
    static String expressionProblem(String expression) {
        try {
            Parser.parse(expression.strip(), "<condition>", Parser.Mode.EVAL);
            return null;
        } catch (SyntaxErrorException e) {
            return "condition '" + expression + "': " + e.kind + ": " + e.msg;
        }
    }
}
