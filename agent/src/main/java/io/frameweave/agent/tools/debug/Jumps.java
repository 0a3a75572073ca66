package io.frameweave.agent.tools.debug;

import io.frameweave.instrumentation.tracing.LineJump;
import org.eclipse.lsp4j.debug.GotoTarget;

/**
 * {@code gotoTargets} and {@code goto}: the stopped frame jumps to another line of its code, by the rules of
 * CPython 3.11's {@code frame.f_lineno} assignment (as pdb's {@code jump}), refused with CPython's message.
 * Only the frame that stopped at a line (a breakpoint, a step, a pause) can jump, as only a 'line' trace event
 * may jump in CPython. A target's id is the line it lands on. Runs on the stopped thread.
 */
final class Jumps {
    private Jumps() {}

    /** The one target for {@code line} of {@code path}: the line the stopped frame would land on. */
    static GotoTarget[] targets(Suspension s, String path, int line) {
        requireJumpable(s);
        String own = SourcePaths.key(s.frame.code.filename);
        if (path == null || !SourcePaths.key(path).equals(own)) {
            throw DapErrors.of("a goto stays in the stopped frame's code, in " + own);
        }
        int landing = LineJump.landingLine(s.frame, line);
        GotoTarget t = new GotoTarget();
        t.setId(landing);
        t.setLine(landing);
        t.setLabel("line " + landing);
        return new GotoTarget[] {t};
    }

    /** Moves the stopped frame to the line of target {@code id}. */
    static void go(Suspension s, int id) {
        requireJumpable(s);
        LineJump.jump(s.frame, id);
    }

    private static void requireJumpable(Suspension s) {
        if (!s.atLine) {
            throw DapErrors.of("a goto needs a thread stopped at a line (a breakpoint, a step or a pause), not at "
                    + (s.exception != null ? "an exception" : "a function's start"));
        }
    }
}
