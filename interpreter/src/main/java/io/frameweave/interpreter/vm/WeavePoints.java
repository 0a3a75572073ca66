package io.frameweave.interpreter.vm;

import java.util.List;

/**
 * The one list of the stable methods the agent weaves into. Each is a method the core needs for its own
 * reasons; none is an empty hook. A test in {@code instrumentation} checks that every entry still exists.
 * Entries are {@code "binary.class.Name#method"}.
 */
public final class WeavePoints {
    private WeavePoints() {}

    /** One Java activation per guest frame: entry, return, exit by exception, generator suspend and resume. */
    public static final String FRAME_EXECUTION = "io.frameweave.interpreter.vm.Interpreter#execute";
    /** Reached only by opcodes above MAX_BASE_OPCODE, i.e. from an instrumented copy of a code's instructions. */
    public static final String INSTRUCTION_FETCH = "io.frameweave.interpreter.vm.InstructionFetch#instrumented";
    /** The single path that replaces a function's {@code __code__}. */
    public static final String FUNCTION_SET_CODE = "io.frameweave.interpreter.vm.PyFunction#setCode";
    /** The single path that replaces a function's {@code __defaults__}. */
    public static final String FUNCTION_SET_DEFAULTS = "io.frameweave.interpreter.vm.PyFunction#setDefaults";
    /** The single path that replaces a function's {@code __kwdefaults__}. */
    public static final String FUNCTION_SET_KWDEFAULTS = "io.frameweave.interpreter.vm.PyFunction#setKwDefaults";
    /** Generator resumption (send, next, throw all pass through it before re-entering execute). */
    public static final String GENERATOR_RESUME = "io.frameweave.interpreter.vm.PyGenerator#resume";

    public static final List<String> ALL = List.of(FRAME_EXECUTION, INSTRUCTION_FETCH, FUNCTION_SET_CODE,
            FUNCTION_SET_DEFAULTS, FUNCTION_SET_KWDEFAULTS, GENERATOR_RESUME);
}
