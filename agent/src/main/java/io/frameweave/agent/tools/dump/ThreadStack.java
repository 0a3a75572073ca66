package io.frameweave.agent.tools.dump;

import java.util.List;

/**
 * One guest thread's stack as dumped: its JVM thread id (what {@code threading.get_ident()} gives), name,
 * state ({@code active} when runnable, {@code idle} when blocked in sleep, join, a lock or input), whether the
 * program was paused while it was read, and its frames, outermost first and innermost last.
 */
record ThreadStack(long id, String name, String state, boolean paused, List<Frame> frames) {

    /** One frame: the code's name and qualified name, file and line, and its locals (empty unless asked for). */
    record Frame(String function, String qualname, String file, int line, List<Local> locals) {}

    /** One local variable and its repr (see {@link SafeRepr}). */
    record Local(String name, String type, String repr) {}
}
