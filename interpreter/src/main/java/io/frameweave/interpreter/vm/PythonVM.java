package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.codecache.CacheLocation;
import io.frameweave.interpreter.codecache.CodeCache;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.lexer.Lexer;
import io.frameweave.interpreter.lexer.SourceDecoder;
import io.frameweave.interpreter.lexer.SourceLines;
import io.frameweave.interpreter.lexer.Token;
import io.frameweave.interpreter.lexer.TokenKind;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.syntax.SyntaxErrorException;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Lifetime;
import io.frameweave.interpreter.runtime.ObjectReduce;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PySuper;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.WorkingDirectory;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One running interpreter: its streams, {@code sys.modules}, the {@code builtins}, {@code sys} and
 * {@code __main__} modules, and the entry points that run a program ({@link #runMain}, {@link #runSource}),
 * compile and execute code ({@link #compile}, {@link #exec}) and import modules ({@link #importModule}).
 * The run methods print uncaught exceptions as CPython does and return the process exit code; they never
 * exit the JVM. The calling thread must be a guest thread (see {@link GuestThreads}); the run methods take
 * the {@link GIL} themselves.
 */
public final class PythonVM {
    /** {@code sys.getrecursionlimit()}: the frame depth at which RecursionError is raised. */
    public static int recursionLimit = 1000;

    private static volatile PythonVM current;

    private final InputStream stdin;
    private final PrintStream stdout;
    private final PrintStream stderr;
    private final BuiltinModuleSource builtinModules;
    private final List<String> argv = new ArrayList<>();
    private final PyDict modules = new PyDict();
    private PyModule builtinsModule;
    private PyModule sysModule;
    private PyModule mainModule;
    private LaunchOptions options;
    final ImportSystem imports = new ImportSystem(this);
    /** Where the compiler's SyntaxWarnings go: the program's warning filters. */
    private final CompileTimeWarnings compileWarnings = new CompileTimeWarnings(this);
    private CodeCache codeCache;

    /** An interpreter over these streams that takes its modules written in Java from {@code builtinModules}. */
    public PythonVM(InputStream stdin, PrintStream stdout, PrintStream stderr, BuiltinModuleSource builtinModules) {
        PySuper.zeroArgumentSource = BuildClass::superArgs;
        PyType.callerModuleName = BuildClass::callerModuleName;
        PyBaseException.tracebackType = PyTraceback.TYPE;
        ObjectReduce.importer = name -> PythonVM.current().importModule(name);
        this.stdin = stdin;
        this.stdout = new StandardStream(1, stdout);
        this.stderr = new StandardStream(2, stderr);
        this.builtinModules = builtinModules;
        current = this;
        Lifetime.ownedBy(this);
        Reaper.start();
        // the classes that turn a Java OutOfMemoryError into a MemoryError are loaded now: loading them when the
        // heap is full would itself run out of memory
        ExceptionUnwinder.prepareForMemoryErrors();
    }

    /** The interpreter running guest code (the last one created). */
    public static PythonVM current() {
        return current;
    }

    // ---- what the builtins read ----

    public List<String> argv() {
        return argv;
    }

    public InputStream stdin() {
        return stdin;
    }

    /** The program's standard output: the stream the VM was given, through a {@link StandardStream}. */
    public PrintStream stdout() {
        return stdout;
    }

    /** The program's standard error: the stream the VM was given, through a {@link StandardStream}. */
    public PrintStream stderr() {
        return stderr;
    }

    /** The command line's options; set before the interpreter boots, else the defaults. */
    public synchronized void configure(LaunchOptions launchOptions) {
        this.options = launchOptions;
    }

    /** The options this interpreter was started with ({@link LaunchOptions#defaults()} unless configured). */
    public synchronized LaunchOptions options() {
        if (options == null) {
            options = LaunchOptions.defaults();
        }
        return options;
    }

    /** The initial {@code sys.path} for the program of {@link #argv()}, as CPython builds it. */
    public List<String> initialSearchPath() {
        return ModuleSearchPath.build(options(), argv);
    }

    /** Where this interpreter gets its modules written in Java. */
    BuiltinModuleSource builtinModules() {
        return builtinModules;
    }

    /** {@code sys.modules}. */
    public PyDict modules() {
        return modules;
    }

    public PyDict builtinsDict() {
        boot(argv);
        return builtinsModule.getDict();
    }

    public PyModule builtinsModule() {
        return builtinsModule;
    }

    public PyModule sysModule() {
        return sysModule;
    }

    public PyModule mainModule() {
        return mainModule;
    }

    // ---- start-up ----

    /** Creates {@code builtins}, {@code sys} and {@code __main__} (once), with {@code sys.argv} = argv. */
    public synchronized void boot(List<String> programArgv) {
        if (builtinsModule != null) {
            return;
        }
        current = this;
        argv.clear();
        argv.addAll(programArgv);
        builtinsModule = builtinModules.create("builtins");
        modules.putStr("builtins", builtinsModule);
        sysModule = builtinModules.create("sys");
        modules.putStr("sys", sysModule);
        PyDict main = new PyDict();
        main.putStr("__name__", PyStr.of("__main__"));
        main.putStr("__doc__", Py.None);
        main.putStr("__package__", Py.None);
        main.putStr("__loader__", Py.None);
        main.putStr("__spec__", Py.None);
        main.putStr("__builtins__", builtinsModule);
        mainModule = new PyModule("__main__", main);
        modules.putStr("__main__", mainModule);
    }

    // ---- running programs ----

    /**
     * Runs the program file {@code path} (as given on the command line) as {@code __main__}; returns the exit code.
     * The program's {@code __file__} and its code's file name are the path made absolute as CPython makes it
     * (joined to the current directory, not normalized); {@code sys.argv[0]} stays as given.
     */
    public int runMain(String path, List<String> programArgv) {
        boot(programArgv);
        String file = WorkingDirectory.absolute(path);
        SourceDecoder.Decoded source;
        try {
            source = SourceDecoder.decode(Files.readAllBytes(Path.of(file)), file);
        } catch (IOException | java.nio.file.InvalidPathException e) {
            stderr.println("frameweave: can't open file '" + file + "': [Errno 2] No such file or directory");
            stderr.flush();
            return 2;
        }
        mainModule.getDict().putStr("__file__", PyStr.of(file));
        mainModule.getDict().putStr("__cached__", Py.None); // as CPython's for a script
        return run(source, file, true);
    }

    /**
     * Runs the module {@code name} as {@code __main__} ({@code -m name}), as CPython's {@code runpy} does: found on
     * {@code sys.path} after importing its parent packages, a package by its {@code __main__} submodule;
     * {@code sys.argv[0]} (given as "-m") becomes the module's file. A module that cannot be run is reported in one
     * line after the program's name, exit status 1.
     */
    public int runModule(String name, List<String> programArgv) {
        boot(programArgv);
        GIL.acquire();
        try {
            return finish(runModuleProgram(name));
        } finally {
            GIL.release();
        }
    }

    private int runModuleProgram(String name) {
        ImportSystem.MainModule found;
        try {
            found = imports.locateMain(name);
        } catch (ImportSystem.MainModuleError e) {
            flushStdStreams();
            stderr.println("frameweave: " + e.getMessage());
            stderr.flush();
            return 1;
        } catch (PyException e) {
            return handleUncaught(e.value);
        } catch (Throwable t) {
            return InternalErrorReport.report(t, this);
        }
        String file = found.file().toString();
        SourceDecoder.Decoded source;
        try {
            source = SourceDecoder.decode(Files.readAllBytes(found.file()), file);
        } catch (IOException e) {
            stderr.println("frameweave: can't read " + file + ": " + e.getMessage());
            stderr.flush();
            return 1;
        }
        argv.set(0, file);
        PyObject sysArgv = sysModule.getDict().getStr("argv");
        if (sysArgv instanceof io.frameweave.interpreter.runtime.PyList list && list.size > 0) {
            list.items[0] = PyStr.of(file);
        }
        PyDict main = mainModule.getDict();
        String moduleName = found.name();
        int dot = moduleName.lastIndexOf('.');
        main.putStr("__package__", PyStr.of(dot < 0 ? "" : moduleName.substring(0, dot)));
        main.putStr("__file__", PyStr.of(file));
        main.putStr("__cached__", Py.None);
        return runProgram(source, file, true);
    }

    /** Runs source text as {@code __main__} (for {@code -c} and stdin); returns the exit code. */
    public int runSource(String source, String filename) {
        return run(new SourceDecoder.Decoded(source, null), filename, false);
    }

    private int run(SourceDecoder.Decoded source, String filename, boolean file) {
        boot(argv);
        GIL.acquire();
        try {
            return finish(runProgram(source, filename, file));
        } finally {
            GIL.release();
        }
    }

    /** Compiles and runs the main program; its exit status, once printed what CPython prints on the way out. */
    private int runProgram(SourceDecoder.Decoded source, String filename, boolean file) {
        importWarningsForOptions();
        try {
            PyCode code;
            try {
                code = file ? compileFileOrThrow(source, filename) : compileOrThrow(source.text(), filename, "exec");
            } catch (SyntaxErrorException e) {
                flushStdStreams();
                stderr.print(e.format());
                stderr.flush();
                return 1;
            }
            PyDict globals = mainModule.getDict();
            exec(code, globals, globals);
            return 0;
        } catch (PyException e) {
            return handleUncaught(e.value);
        } catch (Throwable t) {
            return InternalErrorReport.report(t, this);
        }
    }

    /**
     * As CPython at startup: with warning options ({@code -W}, {@code PYTHONWARNINGS}) the {@code warnings} module is
     * imported before the program runs, so that its filters (which it makes of the options) apply to every warning,
     * also those given before the program imports it. A VM without CPython's standard library goes without.
     */
    private void importWarningsForOptions() {
        if (!(sysModule.getDict().getStr("warnoptions") instanceof PyList options) || options.size == 0
                || modules.getStr("warnings") != null) {
            return;
        }
        try {
            importModule("warnings");
        } catch (PyException e) {
            if (!e.value.type().isSubtypeOf(ExceptionTypes.ImportError)) {
                flushStdStreams();
                stderr.print("'import warnings' failed; traceback:\n" + TracebackPrinter.format(e.value));
                stderr.flush();
            }
        }
    }

    /**
     * The end of a program, whatever its exit status (weave point PROGRAM_FINISHED): waits for the non-daemon
     * threads, flushes files and the std streams, and returns {@code status}, the exit status the run methods and
     * the interactive prompt return (and the command line exits with). Called with the interpreter lock held.
     */
    public int finish(int status) {
        try {
            builtinModules.shutdown();
        } catch (RuntimeException e) {
            // shutdown never raises by contract; a failure here must not change the exit status
        }
        if (GIL.isHeld()) {
            Reaper.atExit();
        }
        flushStdStreams();
        return status;
    }

    /**
     * Prints an uncaught exception as CPython does and returns the exit code: SystemExit's code, 1 for a
     * traceback.
     */
    public int handleUncaught(PyBaseException exc) {
        flushStdStreams();
        if (exc.type().isSubtypeOf(ExceptionTypes.SystemExit)) {
            return systemExitCode(exc);
        }
        String missingLibrary = imports.missingStdlibReport(exc);
        if (missingLibrary != null) {
            stderr.println("frameweave: " + missingLibrary);
            stderr.flush();
            return 1;
        }
        int status = exc.type().isSubtypeOf(ExceptionTypes.KeyboardInterrupt) ? 130 : 1;
        PyObject hook = sysModule == null ? SysHooks.EXCEPTHOOK : sysModule.getDict().getStr("excepthook");
        if (hook == null || hook == Py.None) {
            stderr.println("sys.excepthook is missing");
        } else if (hook != SysHooks.EXCEPTHOOK) {
            try {
                Ops.call(hook, exc.type(), exc, exc.traceback == null ? Py.None : exc.traceback);
                flushStdStreams();
                return status;
            } catch (PyException e) {
                if (e.matches(ExceptionTypes.SystemExit)) {
                    flushStdStreams();
                    return systemExitCode(e.value);
                }
                flushStdStreams();
                stderr.print("Error in sys.excepthook:\n" + TracebackPrinter.format(e.value)
                        + "\nOriginal exception was:\n");
            }
        }
        // the default hook, written as it would write (to the VM's stderr, which sys.stderr wraps)
        TracebackPrinter.print(exc, stderr);
        stderr.flush();
        return status;
    }

    private int systemExitCode(PyBaseException exc) {
        PyObject code = exc.attr("code");
        if (code == Py.None) {
            return 0;
        }
        if (code instanceof PyInt i) {
            return i.big == null ? (int) i.value : -1;
        }
        String text = Ops.str(code);
        stderr.println(text);
        stderr.flush();
        return 1;
    }

    /** Flushes {@code sys.stdout}/{@code sys.stderr} and the Java streams under them; never raises. */
    public void flushStdStreams() {
        try {
            if (sysModule != null) {
                builtinModules.flushStdStreams(sysModule);
            }
        } catch (RuntimeException e) {
            // flushing at shutdown must not fail the exit path
        }
        stdout.flush();
        stderr.flush();
    }

    // ---- compile, exec, eval ----

    /** Compiles source (mode "exec", "eval" or "single"); a syntax error becomes a guest SyntaxError. */
    public PyCode compile(String source, String filename, String mode) {
        return compile(source, filename, mode, 0);
    }

    /**
     * As {@link #compile(String, String, String)}, with the future features of {@code futureFlags} (code
     * flags) in force.
     */
    public PyCode compile(String source, String filename, String mode, int futureFlags) {
        try {
            return compileOrThrow(source, filename, mode, futureFlags);
        } catch (SyntaxErrorException e) {
            throw SyntaxErrors.toGuest(e);
        }
    }

    /**
     * Compiles a source file's decoded text; compiler errors show the offending line, as CPython shows the file's.
     * An undecodable line is an error where the tokenizer reaches it: an error in the lines before it comes first.
     */
    public PyCode compileFileOrThrow(SourceDecoder.Decoded source, String filename) {
        if (source.error() != null) {
            List<Token> before = Lexer.tokenizeToError(new SourceLines(source.text()), filename);
            TokenKind last = before.get(before.size() - 1).kind();
            if (last == TokenKind.ERROR_RAISED || last == TokenKind.ERROR_BY_STATUS) {
                compileOrThrow(source.text(), filename, "exec");
            }
            throw source.error();
        }
        ModuleNode node = Parser.parse(source.text(), filename, Parser.Mode.FILE);
        return Compiler.compile(node, filename, source.text(), 0, compileWarnings);
    }

    /**
     * Compiles source text, letting a {@link SyntaxErrorException} out as is (for the top level); the code keeps
     * the text ({@link PyCode#source}).
     */
    public PyCode compileOrThrow(String source, String filename, String mode) {
        return compileOrThrow(source, filename, mode, 0);
    }

    private PyCode compileOrThrow(String source, String filename, String mode, int futureFlags) {
        ModuleNode node = parseOrThrow(source, filename, mode);
        PyCode code = Compiler.compile(node, filename, null, futureFlags, compileWarnings);
        code.keepSource(source); // no file holds this text: a debugger shows it from here
        return code;
    }

    private static ModuleNode parseOrThrow(String source, String filename, String mode) {
        Parser.Mode m;
        switch (mode) {
            case "exec":
                m = Parser.Mode.FILE;
                break;
            case "eval":
                m = Parser.Mode.EVAL;
                break;
            case "single":
                m = Parser.Mode.SINGLE;
                break;
            default:
                throw Py.ValueError("compile() mode must be 'exec', 'eval' or 'single'");
        }
        return Parser.parse(source, filename, m);
    }

    /**
     * Source bytes as {@code compile()} reads them: decoded by their coding cookie or BOM, else as UTF-8; an
     * undecodable text is a guest SyntaxError.
     */
    public String decodeSource(byte[] raw, String filename) {
        SourceDecoder.Decoded decoded = SourceDecoder.decode(raw, filename);
        if (decoded.error() != null) {
            throw SyntaxErrors.toGuest(decoded.error());
        }
        return decoded.text();
    }

    /** The syntax tree of source text in a compile mode ({@code ast.parse}); a syntax error is a guest SyntaxError. */
    public ModuleNode parse(String source, String filename, String mode) {
        try {
            return parseOrThrow(source, filename, mode);
        } catch (SyntaxErrorException e) {
            throw SyntaxErrors.toGuest(e);
        }
    }

    /**
     * Compiles a syntax tree (one a program built: {@code compile(tree, ...)}) with the future features of
     * {@code futureFlags}; a compile error is a guest SyntaxError.
     */
    public PyCode compile(ModuleNode node, String filename, int futureFlags) {
        try {
            return Compiler.compile(node, filename, null, futureFlags, compileWarnings);
        } catch (SyntaxErrorException e) {
            throw SyntaxErrors.toGuest(e);
        }
    }

    /**
     * Runs module-level code with the given globals and locals mapping (locals null: the globals); returns the
     * value of the code (an eval-mode expression's value, else None).
     */
    public PyObject exec(PyCode code, PyDict globals, PyObject locals) {
        return exec(code, globals, locals, null);
    }

    /** Runs code whose free variables are the given cells (exec's {@code closure}; null for code without any). */
    public PyObject exec(PyCode code, PyDict globals, PyObject locals, PyObject[] closure) {
        if (globals.getStr("__builtins__") == null) {
            globals.putStr("__builtins__", builtinsModule);
        }
        PyFrame frame = PyFrame.forModule(code, globals, locals == null ? globals : locals, closure);
        return Interpreter.execute(frame);
    }

    // ---- imports ----

    /** The cache of compiled modules, falling back to the user's cache directory of this run's environment. */
    synchronized CodeCache codeCache() {
        if (codeCache == null) {
            Path userDirectory;
            try {
                userDirectory = CacheLocation.userCacheDirectory(options().env());
            } catch (java.nio.file.InvalidPathException e) {
                userDirectory = null; // a HOME no path can be made of: no fallback
            }
            codeCache = new CodeCache(userDirectory, Path.of("").toAbsolutePath());
        }
        return codeCache;
    }

    /**
     * What {@code __import__(name, globals, None, fromlist, level)} returns, as the import statement imports: the
     * top-level package of a dotted name, or with a fromlist the module itself (its submodules in the fromlist
     * imported), a relative name resolved against {@code globals}' package.
     */
    public PyObject importAsStatement(String name, PyDict globals, PyObject fromlist, int level) {
        return ImportSystem.importName(name, globals, fromlist, PyInt.of(level));
    }

    /** Imports a module by its full dotted name (sibling .py files first, then builtin modules). */
    public PyModule importModule(String name) {
        PyObject m = imports.importModule(name);
        if (m instanceof PyModule pm) {
            return pm;
        }
        throw Py.raise(ExceptionTypes.ImportError, "module '" + name + "' is not a module object");
    }

    // ---- interactive ----

    /** PRINT_EXPR: echo a value at the prompt through {@code sys.displayhook}. */
    void printExpr(PyObject v) {
        PyObject hook = sysModule.getDict().getStr("displayhook");
        if (hook == null || hook == Py.None) {
            throw Py.RuntimeError("lost sys.displayhook");
        }
        Ops.call(hook, v);
    }
}
