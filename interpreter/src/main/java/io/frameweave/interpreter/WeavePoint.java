package io.frameweave.interpreter;

import java.util.List;

/**
 * The stable weave points: the methods of the core that the frameweave agent may weave probes into. Each is a
 * method the VM needs for its own reasons, named for what it does; none exists for the agent's sake, and the
 * core calls no tool from any of them. A test in {@code instrumentation} resolves every entry and fails when
 * one disappears or changes shape, so renaming one of these methods is a change to a published contract.
 *
 * <p>Parameter types are binary class names ({@link Class#getName()}); the return type is not part of the
 * match; a method name of {@code <init>} names a constructor.
 */
public enum WeavePoint {
    /** One Java activation per guest frame: entry, normal return, exit by exception, generator suspend and resume. */
    FRAME_EXECUTION("io.frameweave.interpreter.vm.Interpreter", "execute",
            "io.frameweave.interpreter.vm.PyFrame"),

    /**
     * The instruction fetch for instrumented code: the dispatch loop reaches it only for opcodes above
     * {@code Opcode.MAX_BASE_OPCODE}, which only an instruction that instrumentation has marked in place
     * ({@code Opcode.marked}, set in the code object's own instructions) has; it returns the instruction to execute
     * instead (for a marked opcode, {@code Opcode.unmarked(instruction)}).
     * During the call the frame's {@code pc()} (the next instruction) and {@code sp()} are current, and
     * {@code moveTo(pc, sp)} moves where the loop continues. Unwoven, such an opcode is a VM bug (SystemError).
     */
    INSTRUCTION_FETCH("io.frameweave.interpreter.vm.InstructionFetch", "instrumented",
            "io.frameweave.interpreter.vm.PyFrame", "int", "int"),

    /** Generator resumption: next, send, throw and close all pass through it before re-entering the frame. */
    GENERATOR_RESUME("io.frameweave.interpreter.vm.PyGenerator", "resume",
            "io.frameweave.interpreter.runtime.PyObject", "io.frameweave.interpreter.runtime.PyBaseException"),

    /**
     * {@code close()} of a generator or coroutine that never ran: it is finished without running its frame.
     */
    GENERATOR_CLOSED_UNSTARTED("io.frameweave.interpreter.vm.PyGenerator", "closeUnstarted"),

    /** An exception is seen in a frame: raised there, or propagated into it from a callee (not a bare re-raise). */
    EXCEPTION_RAISED("io.frameweave.interpreter.vm.ExceptionUnwinder", "recordRaise",
            "io.frameweave.interpreter.runtime.PyBaseException", "io.frameweave.interpreter.vm.PyFrame",
            "io.frameweave.interpreter.vm.ThreadState"),

    /** The exception-table search of a frame for an exception; returns -1 when the exception leaves the frame. */
    EXCEPTION_HANDLER("io.frameweave.interpreter.vm.ExceptionUnwinder", "findHandler",
            "io.frameweave.interpreter.vm.PyFrame", "int", "io.frameweave.interpreter.runtime.PyBaseException"),

    /** A frame's {@code f_locals} attribute (a snapshot dict for function frames, as CPython 3.11). */
    FRAME_LOCALS("io.frameweave.interpreter.vm.PyFrame", "fLocals"),

    /** Creation of a builtin module ({@code sys}, {@code threading}, ...) by name; returns null for unknown names. */
    BUILTIN_MODULE_CREATED("io.frameweave.interpreter.builtins.BuiltinModules", "create", "java.lang.String"),

    /**
     * Every mutation of a dict's contents that adds or replaces a key funnels here, once the key has been looked up
     * (the entry it was found at, or -1: added); bumps the dict version.
     */
    DICT_STORE("io.frameweave.interpreter.runtime.PyDict", "storeAt",
            "int", "io.frameweave.interpreter.runtime.PyObject", "long", "io.frameweave.interpreter.runtime.PyObject"),

    /** Every removal of one key from a dict funnels here, once the key has been found (at the entry given); bumps the dict version. */
    DICT_REMOVE("io.frameweave.interpreter.runtime.PyDict", "removeAt",
            "int", "io.frameweave.interpreter.runtime.PyObject", "long"),

    /** Every wholesale clearing of a dict funnels here; bumps the dict version. */
    DICT_CLEAR("io.frameweave.interpreter.runtime.PyDict", "clearAll"),

    /**
     * A type's attributes or bases have changed (every guest-visible change calls it just after it changed
     * them): new version tags for its subclasses, depth first, then for it; each a call of its own.
     */
    TYPE_MODIFIED("io.frameweave.interpreter.runtime.PyType", "modified"),

    /** Code-object creation: every code object, from the compiler or elsewhere, is made by this constructor. */
    CODE_CREATED("io.frameweave.interpreter.bytecode.PyCode", "<init>",
            "java.lang.String", "java.lang.String", "java.lang.String", "int",
            "int", "int", "int", "int",
            "[I", "[Lio.frameweave.interpreter.runtime.PyObject;", "[Ljava.lang.String;",
            "[Ljava.lang.String;", "[B", "int",
            "io.frameweave.interpreter.bytecode.LineTable", "[I"),

    /**
     * Function creation: every function object (MAKE_FUNCTION, or made from Java) is made by this constructor,
     * with its defaults and keyword-only defaults as part of the creation.
     */
    FUNCTION_CREATED("io.frameweave.interpreter.vm.PyFunction", "<init>",
            "io.frameweave.interpreter.bytecode.PyCode", "io.frameweave.interpreter.runtime.PyDict",
            "[Lio.frameweave.interpreter.runtime.PyObject;", "[Ljava.lang.Object;",
            "[Lio.frameweave.interpreter.runtime.PyObject;", "io.frameweave.interpreter.runtime.PyDict"),

    /** The single path that replaces a function's code ({@code f.__code__ = ...}). */
    FUNCTION_SET_CODE("io.frameweave.interpreter.vm.PyFunction", "setCode",
            "io.frameweave.interpreter.bytecode.PyCode"),

    /** The single path that replaces a function's positional defaults. */
    FUNCTION_SET_DEFAULTS("io.frameweave.interpreter.vm.PyFunction", "setDefaults",
            "[Lio.frameweave.interpreter.runtime.PyObject;"),

    /** The single path that replaces a function's keyword-only defaults. */
    FUNCTION_SET_KWDEFAULTS("io.frameweave.interpreter.vm.PyFunction", "setKwDefaults",
            "io.frameweave.interpreter.runtime.PyDict"),

    /**
     * The VM compiles a code object that has become warm (or that a known call enters directly) and installs the
     * compiled form; returns it, or null. An optimizer woven here may install and return its own form
     * ({@link io.frameweave.interpreter.vm.Speculation#compile}) instead, so the JIT never warms up a form about to
     * be replaced. Called with the interpreter lock held, once per compilation, never on a hot path.
     */
    CODE_COMPILE("io.frameweave.interpreter.vm.CompiledTier", "compile", "io.frameweave.interpreter.bytecode.PyCode"),

    /**
     * Bytes written to the program's standard output or standard error ({@code StandardStream.fd} says which):
     * {@code sys.stdout} and {@code sys.stderr}, tracebacks, the prompt. Passes them on to the stream the VM was
     * given, unbuffered, in the order written.
     */
    STANDARD_STREAM_WRITE("io.frameweave.interpreter.vm.StandardStream", "write", "[B", "int", "int"),

    /**
     * The end of a program run by the VM (a file, {@code -c}, stdin or the prompt), given its exit status: waits for
     * the non-daemon threads, flushes files and the std streams, and returns the status, which the run methods
     * return and the command line exits with. Not reached when the JVM is ended from elsewhere
     * ({@code System.exit}, a signal).
     */
    PROGRAM_FINISHED("io.frameweave.interpreter.vm.PythonVM", "finish", "int"),

    /**
     * {@code breakpoint()} with the default {@code sys.breakpointhook} and no {@code $PYTHONBREAKPOINT}: starts the
     * default debugger ({@code pdb.set_trace}) in the calling guest thread, given {@code breakpoint}'s arguments
     * and keyword names; returns what it returns.
     */
    BREAKPOINT_DEFAULT_DEBUGGER("io.frameweave.interpreter.builtins.Breakpoints", "startDefaultDebugger",
            "[Lio.frameweave.interpreter.runtime.PyObject;", "[Ljava.lang.String;");

    public final String className;
    public final String methodName;
    private final String[] parameterTypes;

    WeavePoint(String className, String methodName, String... parameterTypes) {
        this.className = className;
        this.methodName = methodName;
        this.parameterTypes = parameterTypes;
    }

    public List<String> parameterTypes() {
        return List.of(parameterTypes);
    }
}
