package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The four binary file types {@code open()} returns, named as CPython's {@code _io} classes: a raw
 * {@code FileIO} ({@code buffering=0}), and the buffered reader, writer and read-write file over one.
 */
enum BinaryFileKind {
    FILE_IO("FileIO"), BUFFERED_READER("BufferedReader"), BUFFERED_WRITER("BufferedWriter"),
    BUFFERED_RANDOM("BufferedRandom");

    final PyType type;

    static {
        // every file object has one of these kinds under it (a text file its buffer's): the constructors of the file
        // types, TextIOWrapper's and its reconfigure() are there before the first file is, _io imported or not
        IoConstructors.defineAll();
    }

    BinaryFileKind(String name) {
        type = IoBases.type(name, name.equals("FileIO") ? IoBases.RAW : IoBases.BUFFERED);
        type.defineAttr("__module__", PyStr.of("_io"));
    }

    boolean buffered() {
        return this != FILE_IO;
    }

    /** The buffered kind for a file opened readable and/or writable. */
    static BinaryFileKind buffered(boolean readable, boolean writable) {
        return readable && writable ? BUFFERED_RANDOM : readable ? BUFFERED_READER : BUFFERED_WRITER;
    }
}
