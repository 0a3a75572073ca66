package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.vm.PythonVM;

/**
 * The {@code _io} module beneath {@code io}: the base classes ({@link IoBases}), the file classes that
 * {@code open()} returns (FileIO, the buffered ones and TextIOWrapper, with their constructors in
 * {@link IoConstructors}), {@code BytesIO}, {@code StringIO}, {@code BufferedRWPair},
 * {@code IncrementalNewlineDecoder}, and {@code open} itself, which is the builtin {@code open}.
 */
final class IoModule {
    private static final ArgParser TEXT_ENCODING = new ArgParser("text_encoding", 1, "encoding", "stacklevel", "/");

    private IoModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("_io");
        m.constant("DEFAULT_BUFFER_SIZE", PyInt.of(PyBinaryFile.BUFFER_SIZE));
        m.constant("UnsupportedOperation", FileErrors.UNSUPPORTED_OPERATION);
        m.constant("BlockingIOError", ExceptionTypes.BlockingIOError);
        m.constant("_IOBase", IoBases.IO_BASE).constant("_RawIOBase", IoBases.RAW)
                .constant("_BufferedIOBase", IoBases.BUFFERED).constant("_TextIOBase", IoBases.TEXT);
        m.constant("FileIO", BinaryFileKind.FILE_IO.type)
                .constant("BufferedReader", BinaryFileKind.BUFFERED_READER.type)
                .constant("BufferedWriter", BinaryFileKind.BUFFERED_WRITER.type)
                .constant("BufferedRandom", BinaryFileKind.BUFFERED_RANDOM.type)
                .constant("BufferedRWPair", PyBufferedRWPair.TYPE)
                .constant("TextIOWrapper", PyTextFile.TYPE)
                .constant("BytesIO", PyBytesIO.TYPE)
                .constant("StringIO", PyStringIO.TYPE)
                .constant("IncrementalNewlineDecoder", PyIncrementalNewlineDecoder.TYPE);
        m.constant("open", builtinOpen());
        m.function("open_code", (a, k) -> {
            ArgParser.checkArity("open_code", a, k, 1, 1);
            if (!(a[0] instanceof PyStr)) {
                throw Py.TypeError("open_code() argument 'path' must be str, not " + Py.typeName(a[0]));
            }
            return FileOpener.open(new PyObject[] {a[0], PyStr.of("rb")}, null);
        });
        m.function("text_encoding", (a, k) -> {
            PyObject encoding = TEXT_ENCODING.parse(a, k)[0];
            return encoding == Py.None ? PyStr.of("locale") : encoding;
        });
        return m.build();
    }

    /** The running interpreter's builtin {@code open}, so that {@code io.open is open} as in CPython. */
    private static PyObject builtinOpen() {
        PythonVM vm = PythonVM.current();
        PyObject open = vm == null || vm.builtinsModule() == null ? null : vm.builtinsDict().getStr("open");
        return open != null ? open : new PyBuiltinFunction("open", FileOpener::open);
    }
}
