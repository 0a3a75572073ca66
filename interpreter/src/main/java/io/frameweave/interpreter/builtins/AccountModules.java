package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.Codecs;
import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code pwd} and {@code grp} modules: the user and group databases, read from {@code /etc/passwd} and
 * {@code /etc/group} at each call (what the C library's "files" source gives; accounts that only a directory service
 * such as LDAP knows are not seen). Entries come in the files' order, the first of equal ids or names wins, and
 * lines that are not entries (blank, comments, NIS {@code +}/{@code -} lines, too few fields, ids that are not
 * numbers) are left out. Text is UTF-8 with undecodable bytes kept as lone surrogates, as CPython decodes file names.
 */
public final class AccountModules {
    static final Path PASSWD = Path.of("/etc/passwd");
    static final Path GROUP = Path.of("/etc/group");
    private static final ClinicArgs GETGRGID = new ClinicArgs("getgrgid", 1, "id");
    private static final ClinicArgs GETGRNAM = new ClinicArgs("getgrnam", 1, "name");
    private static final BigInteger ID_LIMIT = BigInteger.ONE.shiftLeft(32);

    private AccountModules() {}

    public static PyModule pwd() {
        ModuleBuilder m = new ModuleBuilder("pwd");
        m.constant("__doc__", PyStr.of("The user account database (/etc/passwd): entries as 7-field named tuples."));
        PyType entry = StructSequence.type("pwd", "struct_passwd", "pw_name", "pw_passwd", "pw_uid", "pw_gid",
                "pw_gecos", "pw_dir", "pw_shell");
        m.constant("struct_passwd", entry);
        m.function("getpwuid", (args, kw) -> {
            noKeywords("pwd.getpwuid", kw);
            oneArgument("pwd.getpwuid", args);
            long uid;
            try {
                uid = accountId(args[0], "uid");
            } catch (PyException e) {
                if (Ops.isInstance(e.value, ExceptionTypes.OverflowError)) {
                    throw Py.KeyError(PyStr.of("getpwuid(): uid not found"));
                }
                throw e;
            }
            for (String[] f : entries(PASSWD, 7)) {
                if (idOf(f[2]) == uid) {
                    return user(entry, f);
                }
            }
            throw Py.KeyError(PyStr.of("getpwuid(): uid not found: " + uid));
        });
        m.function("getpwnam", (args, kw) -> {
            noKeywords("pwd.getpwnam", kw);
            oneArgument("pwd.getpwnam", args);
            if (!(args[0] instanceof PyStr name)) {
                throw Py.TypeError("getpwnam() argument must be str, not " + args[0].type().name);
            }
            checkNoNull(name.value);
            for (String[] f : entries(PASSWD, 7)) {
                if (f[0].equals(name.value)) {
                    return user(entry, f);
                }
            }
            throw Py.KeyError(PyStr.of("getpwnam(): name not found: " + Ops.repr(name)));
        });
        m.function("getpwall", (args, kw) -> {
            noKeywords("pwd.getpwall", kw);
            if (args.length != 0) {
                throw Py.TypeError("pwd.getpwall() takes no arguments (" + args.length + " given)");
            }
            PyList out = new PyList();
            for (String[] f : entries(PASSWD, 7)) {
                out.append(user(entry, f));
            }
            return out;
        });
        return m.build();
    }

    public static PyModule grp() {
        ModuleBuilder m = new ModuleBuilder("grp");
        m.constant("__doc__", PyStr.of("The group database (/etc/group): entries as 4-field named tuples."));
        PyType entry = StructSequence.type("grp", "struct_group", "gr_name", "gr_passwd", "gr_gid", "gr_mem");
        m.constant("struct_group", entry);
        m.function("getgrgid", (args, kw) -> {
            long gid = accountId(GETGRGID.parse(args, kw)[0], "gid");
            for (String[] f : entries(GROUP, 4)) {
                if (idOf(f[2]) == gid) {
                    return group(entry, f);
                }
            }
            throw Py.KeyError(PyStr.of("getgrgid(): gid not found: " + gid));
        });
        m.function("getgrnam", (args, kw) -> {
            PyObject a = GETGRNAM.parse(args, kw)[0];
            if (!(a instanceof PyStr name)) {
                throw Py.TypeError("getgrnam() argument 'name' must be str, not " + a.type().name);
            }
            checkNoNull(name.value);
            for (String[] f : entries(GROUP, 4)) {
                if (f[0].equals(name.value)) {
                    return group(entry, f);
                }
            }
            throw Py.KeyError(PyStr.of("getgrnam(): name not found: " + Ops.repr(name)));
        });
        m.function("getgrall", (args, kw) -> {
            noKeywords("grp.getgrall", kw);
            if (args.length != 0) {
                throw Py.TypeError("grp.getgrall() takes no arguments (" + args.length + " given)");
            }
            PyList out = new PyList();
            for (String[] f : entries(GROUP, 4)) {
                out.append(group(entry, f));
            }
            return out;
        });
        return m.build();
    }

    private static PyObject user(PyType type, String[] f) {
        return StructSequence.make(type, PyStr.of(f[0]), PyStr.of(f[1]), PyInt.of(idOf(f[2])), PyInt.of(idOf(f[3])),
                PyStr.of(f[4]), PyStr.of(f[5]), PyStr.of(f[6]));
    }

    private static PyObject group(PyType type, String[] f) {
        PyList members = new PyList();
        if (!f[3].isEmpty()) {
            for (String name : f[3].split(",", -1)) {
                members.append(PyStr.of(name));
            }
        }
        return StructSequence.make(type, PyStr.of(f[0]), PyStr.of(f[1]), PyInt.of(idOf(f[2])), members);
    }

    /**
     * A user or group id argument as the C library's {@code uid_t}/{@code gid_t} takes it: an integer (or an object
     * with {@code __index__}), -1 and 2**32-1 both meaning "no id" (shown as -1); others out of range raise
     * OverflowError with CPython's wording (which calls a too large id that fits a C long "less than minimum").
     */
    private static long accountId(PyObject o, String what) {
        if (!(o instanceof PyInt) && o.type().lookup("__index__") == null) {
            throw Py.TypeError(what + " should be integer, not " + o.type().name);
        }
        BigInteger v = Ops.index(o).asBig();
        if (v.bitLength() >= 64) {
            throw Py.OverflowError(what + (v.signum() > 0 ? " is greater than maximum" : " is less than minimum"));
        }
        long id = v.longValue();
        if (id == -1 || id == ID_LIMIT.longValue() - 1) {
            return -1;
        }
        if (id < 0 || id >= ID_LIMIT.longValue()) {
            throw Py.OverflowError(what + " is less than minimum");
        }
        return id;
    }

    /** The entries of a colon-separated database file with {@code fields} fields a line. */
    static List<String[]> entries(Path file, int fields) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return List.of();
        }
        String text = Codecs.findOwn("utf-8").newDecoder("surrogateescape").decode(bytes, 0, bytes.length, true);
        List<String[]> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("+") || line.startsWith("-")) {
                continue;
            }
            String[] f = line.split(":", -1);
            if (f.length != fields || idOf(f[2]) < 0 || (fields == 7 && idOf(f[3]) < 0)) {
                continue;
            }
            out.add(f);
        }
        return out;
    }

    /** A numeric id field, or -2 when it is not one. */
    private static long idOf(String field) {
        if (field.isEmpty() || field.length() > 10) {
            return -2;
        }
        long v = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c < '0' || c > '9') {
                return -2;
            }
            v = v * 10 + (c - '0');
        }
        return v < ID_LIMIT.longValue() ? v : -2;
    }

    private static void checkNoNull(String name) {
        if (name.indexOf('\0') >= 0) {
            throw Py.ValueError("embedded null byte");
        }
    }

    private static void noKeywords(String function, String[] kw) {
        if (kw != null && kw.length > 0) {
            throw Py.TypeError(function + "() takes no keyword arguments");
        }
    }

    private static void oneArgument(String function, PyObject[] args) {
        if (args.length != 1) {
            throw Py.TypeError(function + "() takes exactly one argument (" + args.length + " given)");
        }
    }
}
