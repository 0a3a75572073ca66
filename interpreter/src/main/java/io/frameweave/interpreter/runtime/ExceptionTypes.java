package io.frameweave.interpreter.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The standard exception types with CPython 3.11's hierarchy, and the behaviour of the kinds that carry extra
 * attributes or print themselves differently (KeyError, StopIteration, SystemExit, OSError, ImportError,
 * SyntaxError, NameError, AttributeError; the Unicode errors in {@link UnicodeErrors}).
 */
public final class ExceptionTypes {
    private ExceptionTypes() {}

    private static final Map<String, PyType> BY_NAME = new LinkedHashMap<>();
    private static final List<PyType> ALL = new ArrayList<>();

    public static final PyType BaseException = make("BaseException", (PyType) null);
    // creation order is __subclasses__() order, as in CPython
    public static final PyType BaseExceptionGroup = make("BaseExceptionGroup", BaseException);
    public static final PyType Exception = make("Exception", BaseException);
    public static final PyType GeneratorExit = make("GeneratorExit", BaseException);
    public static final PyType KeyboardInterrupt = make("KeyboardInterrupt", BaseException);
    public static final PyType SystemExit = make("SystemExit", BaseException);
    public static final PyType ArithmeticError = make("ArithmeticError", Exception);
    public static final PyType FloatingPointError = make("FloatingPointError", ArithmeticError);
    public static final PyType OverflowError = make("OverflowError", ArithmeticError);
    public static final PyType ZeroDivisionError = make("ZeroDivisionError", ArithmeticError);
    public static final PyType AssertionError = make("AssertionError", Exception);
    public static final PyType AttributeError = make("AttributeError", Exception);
    public static final PyType BufferError = make("BufferError", Exception);
    public static final PyType EOFError = make("EOFError", Exception);
    public static final PyType ImportError = make("ImportError", Exception);
    public static final PyType ModuleNotFoundError = make("ModuleNotFoundError", ImportError);
    public static final PyType LookupError = make("LookupError", Exception);
    public static final PyType IndexError = make("IndexError", LookupError);
    public static final PyType KeyError = make("KeyError", LookupError);
    public static final PyType MemoryError = make("MemoryError", Exception);
    public static final PyType NameError = make("NameError", Exception);
    public static final PyType UnboundLocalError = make("UnboundLocalError", NameError);
    public static final PyType OSError = make("OSError", Exception);
    public static final PyType IOError = OSError;
    public static final PyType EnvironmentError = OSError;
    public static final PyType BlockingIOError = make("BlockingIOError", OSError);
    public static final PyType ChildProcessError = make("ChildProcessError", OSError);
    public static final PyType ConnectionError = make("ConnectionError", OSError);
    public static final PyType BrokenPipeError = make("BrokenPipeError", ConnectionError);
    public static final PyType ConnectionAbortedError = make("ConnectionAbortedError", ConnectionError);
    public static final PyType ConnectionRefusedError = make("ConnectionRefusedError", ConnectionError);
    public static final PyType ConnectionResetError = make("ConnectionResetError", ConnectionError);
    public static final PyType FileExistsError = make("FileExistsError", OSError);
    public static final PyType FileNotFoundError = make("FileNotFoundError", OSError);
    public static final PyType InterruptedError = make("InterruptedError", OSError);
    public static final PyType IsADirectoryError = make("IsADirectoryError", OSError);
    public static final PyType NotADirectoryError = make("NotADirectoryError", OSError);
    public static final PyType PermissionError = make("PermissionError", OSError);
    public static final PyType ProcessLookupError = make("ProcessLookupError", OSError);
    public static final PyType TimeoutError = make("TimeoutError", OSError);
    public static final PyType ReferenceError = make("ReferenceError", Exception);
    public static final PyType RuntimeError = make("RuntimeError", Exception);
    public static final PyType NotImplementedError = make("NotImplementedError", RuntimeError);
    public static final PyType RecursionError = make("RecursionError", RuntimeError);
    public static final PyType StopAsyncIteration = make("StopAsyncIteration", Exception);
    public static final PyType StopIteration = make("StopIteration", Exception);
    public static final PyType SyntaxError = make("SyntaxError", Exception);
    public static final PyType IndentationError = make("IndentationError", SyntaxError);
    public static final PyType TabError = make("TabError", IndentationError);
    public static final PyType SystemError = make("SystemError", Exception);
    public static final PyType TypeError = make("TypeError", Exception);
    public static final PyType ValueError = make("ValueError", Exception);
    public static final PyType UnicodeError = make("UnicodeError", ValueError);
    public static final PyType UnicodeDecodeError = make("UnicodeDecodeError", UnicodeError);
    public static final PyType UnicodeEncodeError = make("UnicodeEncodeError", UnicodeError);
    public static final PyType UnicodeTranslateError = make("UnicodeTranslateError", UnicodeError);
    public static final PyType Warning = make("Warning", Exception);
    public static final PyType BytesWarning = make("BytesWarning", Warning);
    public static final PyType DeprecationWarning = make("DeprecationWarning", Warning);
    public static final PyType EncodingWarning = make("EncodingWarning", Warning);
    public static final PyType FutureWarning = make("FutureWarning", Warning);
    public static final PyType ImportWarning = make("ImportWarning", Warning);
    public static final PyType PendingDeprecationWarning = make("PendingDeprecationWarning", Warning);
    public static final PyType ResourceWarning = make("ResourceWarning", Warning);
    public static final PyType RuntimeWarning = make("RuntimeWarning", Warning);
    public static final PyType SyntaxWarning = make("SyntaxWarning", Warning);
    public static final PyType UnicodeWarning = make("UnicodeWarning", Warning);
    public static final PyType UserWarning = make("UserWarning", Warning);
    public static final PyType ExceptionGroup = make("ExceptionGroup", BaseExceptionGroup, Exception);

    // ---- kinds with their own attributes or text ----
    static final int PLAIN = 0;
    static final int STOP_ITERATION = 1;
    static final int SYSTEM_EXIT = 2;
    static final int OS_ERROR = 3;
    static final int IMPORT_ERROR = 4;
    static final int SYNTAX_ERROR = 5;
    static final int NAME_ERROR = 6;
    static final int ATTRIBUTE_ERROR = 7;
    static final int KEY_ERROR = 8;
    private static final IdentityHashMap<PyType, Integer> KINDS = new IdentityHashMap<>();

    static {
        KINDS.put(BaseException, PLAIN);
        KINDS.put(StopIteration, STOP_ITERATION);
        KINDS.put(SystemExit, SYSTEM_EXIT);
        KINDS.put(OSError, OS_ERROR);
        KINDS.put(ImportError, IMPORT_ERROR);
        KINDS.put(SyntaxError, SYNTAX_ERROR);
        KINDS.put(NameError, NAME_ERROR);
        KINDS.put(AttributeError, ATTRIBUTE_ERROR);
        KINDS.put(KeyError, KEY_ERROR);
        BY_NAME.put("IOError", OSError);
        BY_NAME.put("EnvironmentError", OSError);
        ExceptionMethods.install(BaseException);
        ExceptionGroupMethods.install(BaseExceptionGroup);
        UnicodeErrors.install();
    }

    private static PyType make(String name, PyType... bases) {
        PyType t = PyType.newBuiltin(name, bases);
        BY_NAME.put(name, t);
        ALL.add(t);
        return t;
    }

    /** The standard exception type named {@code name} (aliases such as IOError included), or null. */
    public static PyType byName(String name) {
        return BY_NAME.get(name);
    }

    /** Every standard exception type, base classes first (aliases not repeated). */
    public static List<PyType> all() {
        return Collections.unmodifiableList(ALL);
    }

    static int kindOf(PyType type) {
        for (PyType t : type.mro) {
            Integer k = KINDS.get(t);
            if (k != null) {
                return k;
            }
        }
        return PLAIN;
    }

    private static final String[] OS_ATTRS = {"errno", "strerror", "filename", "filename2"};
    private static final String[] SYNTAX_ATTRS = {"msg", "filename", "lineno", "offset", "text", "end_lineno",
        "end_offset", "print_file_and_line"};

    /**
     * The per-kind attributes of exceptions of {@code type}: the VM keeps them in the instance dict, CPython in
     * fields of the instance, so they are not part of the state its {@code __reduce__} gives.
     */
    static String[] kindAttributes(PyType type) {
        return switch (kindOf(type)) {
            case STOP_ITERATION -> new String[] {"value"};
            case SYSTEM_EXIT -> new String[] {"code"};
            case OS_ERROR -> OS_ATTRS;
            case IMPORT_ERROR -> new String[] {"msg", "name", "path"};
            case SYNTAX_ERROR -> SYNTAX_ATTRS;
            case NAME_ERROR -> new String[] {"name"};
            case ATTRIBUTE_ERROR -> new String[] {"name", "obj"};
            default -> new String[0];
        };
    }

    static boolean isOSError(PyType type) {
        return kindOf(type) == OS_ERROR;
    }

    static boolean isImportError(PyType type) {
        return kindOf(type) == IMPORT_ERROR;
    }

    /** Sets the per-kind attributes to None, as a fresh instance has them before {@code __init__}. */
    static void initDefaults(PyBaseException e) {
        switch (kindOf(e.type())) {
            case STOP_ITERATION -> put(e, "value", Py.None);
            case SYSTEM_EXIT -> put(e, "code", Py.None);
            case OS_ERROR -> putNone(e, OS_ATTRS);
            case IMPORT_ERROR -> putNone(e, "msg", "name", "path");
            case SYNTAX_ERROR -> putNone(e, SYNTAX_ATTRS);
            case NAME_ERROR -> putNone(e, "name");
            case ATTRIBUTE_ERROR -> putNone(e, "name", "obj");
            default -> { }
        }
    }

    /** What the builtin {@code __init__} does with positional {@code args}: sets args and the per-kind attributes. */
    static void initFromArgs(PyBaseException e, PyObject[] args) {
        e.args = PyTuple.of(args.clone());
        int n = args.length;
        switch (kindOf(e.type())) {
            case STOP_ITERATION -> put(e, "value", n > 0 ? args[0] : Py.None);
            case SYSTEM_EXIT -> put(e, "code", n == 0 ? Py.None : n == 1 ? args[0] : e.args);
            case OS_ERROR -> {
                if (n >= 2 && n <= 5) {
                    put(e, "errno", args[0]);
                    put(e, "strerror", args[1]);
                    if (n == 3 && args[2] instanceof PyInt written && e.type().isSubtypeOf(BlockingIOError)) {
                        // BlockingIOError(errno, strerror, characters_written): how much a write took
                        put(e, "characters_written", written);
                        return;
                    }
                    if (n >= 3) {
                        put(e, "filename", args[2]);
                    }
                    if (n >= 5) {
                        put(e, "filename2", args[4]);
                    }
                    if (n >= 3) {
                        // CPython keeps only (errno, strerror) in args when a filename is given
                        e.args = PyTuple.of(args[0], args[1]);
                    }
                }
            }
            case IMPORT_ERROR -> put(e, "msg", n == 1 ? args[0] : Py.None);
            case SYNTAX_ERROR -> {
                if (n >= 1) {
                    put(e, "msg", args[0]);
                }
                if (n == 2) {
                    // (filename, lineno, offset, text[, end_lineno, end_offset]), any sequence, parsed as
                    // CPython's PyArg_ParseTuple("OOOO|OO") parses it, with its messages
                    PyObject[] info = Ops.toArray(args[1]);
                    if (info.length < 4 || info.length > 6) {
                        throw Py.TypeError("function takes at " + (info.length < 4 ? "least 4" : "most 6")
                                + " arguments (" + info.length + " given)");
                    }
                    String[] names = {"filename", "lineno", "offset", "text", "end_lineno", "end_offset"};
                    for (int i = 0; i < info.length; i++) {
                        put(e, names[i], info[i]);
                    }
                    if (info.length == 5) {
                        throw Py.TypeError("end_offset must be provided when end_lineno is provided");
                    }
                }
            }
            default -> { }
        }
    }

    /** The OSError subclass CPython picks for {@code OSError(errno, ...)}, or OSError itself. */
    static PyType osErrorSubclass(PyObject errno) {
        if (!(errno instanceof PyInt i) || i.big != null) {
            return OSError;
        }
        return switch ((int) i.value) {
            case 11, 114, 115 -> BlockingIOError; // EAGAIN, EALREADY, EINPROGRESS
            case 10 -> ChildProcessError;
            case 32, 108 -> BrokenPipeError;
            case 103 -> ConnectionAbortedError;
            case 111 -> ConnectionRefusedError;
            case 104 -> ConnectionResetError;
            case 17 -> FileExistsError;
            case 2 -> FileNotFoundError;
            case 4 -> InterruptedError;
            case 21 -> IsADirectoryError;
            case 20 -> NotADirectoryError;
            case 1, 13 -> PermissionError;
            case 3 -> ProcessLookupError;
            case 110 -> TimeoutError;
            default -> OSError;
        };
    }

    private static void put(PyBaseException e, String name, PyObject v) {
        e.getDict().putStr(name, v);
    }

    private static void putNone(PyBaseException e, String... names) {
        for (String n : names) {
            e.getDict().putStr(n, Py.None);
        }
    }
}
