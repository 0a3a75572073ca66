package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/** {@code stat}, {@code lstat} and the {@code stat_result} they return ({@link StatResult}). */
final class PosixStat {
    private static final LinkOption[] FOLLOW = {};
    private static final LinkOption[] NO_FOLLOW = {LinkOption.NOFOLLOW_LINKS};
    private static final ArgParser STAT = new ArgParser("stat", 1, "path", "*", "dir_fd", "follow_symlinks");
    private static final ArgParser LSTAT = new ArgParser("lstat", 1, "path", "*", "dir_fd");

    private PosixStat() {}

    static void define(ModuleBuilder m) {
        m.constant("stat_result", StatResult.TYPE);
        m.function("stat", (args, kw) -> {
            PyObject[] a = STAT.parse(args, kw);
            checkNoDirFd(a[1], "stat");
            PathArg p = PathArg.of(a[0], "stat", "path", true);
            boolean follow = a[2] == null || Ops.isTrue(a[2]);
            return p.isFd() ? PosixFiles.fstat(p.fd()) : stat(p.path(), follow, p.given());
        });
        m.function("lstat", (args, kw) -> {
            PyObject[] a = LSTAT.parse(args, kw);
            checkNoDirFd(a[1], "lstat");
            PathArg p = PathArg.of(a[0], "lstat", "path", false);
            return stat(p.path(), false, p.given());
        });
    }

    static void checkNoDirFd(PyObject dirFd, String func) {
        if (dirFd != null && dirFd != Py.None) {
            throw PosixErrors.unsupportedDirFd(func);
        }
    }

    /** The stat_result of {@code path}; {@code name} is the file name its error gives (may be null). */
    static StatResult stat(Path path, boolean follow, PyObject name) {
        try {
            return StatResult.of(Files.readAttributes(path, "unix:*", follow ? FOLLOW : NO_FOLLOW));
        } catch (IOException e) {
            throw name == null ? PosixErrors.of(PosixErrors.errno(e)) : PosixErrors.fromIO(e, name);
        }
    }
}
