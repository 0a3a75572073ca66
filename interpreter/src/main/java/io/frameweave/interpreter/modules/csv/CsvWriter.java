package io.frameweave.interpreter.modules.csv;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _csv.writer}: {@code writerow} joins a row's fields into one record, quoting and escaping as CPython's
 * {@code join_append_data} does, and passes it to the file's {@code write}.
 */
final class CsvWriter extends PyObject {
    static final PyType TYPE = ModuleTypes.newType("_csv", "writer", null);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create '_csv.writer' instances");
        });
        TYPE.define("writerow", (self, args, kw) ->
                ((CsvWriter) self).writerow(ClinicArgs.positional("writerow", args, kw, 1, 1)[0]));
        TYPE.define("writerows", (self, args, kw) -> {
            PyObject rows = Ops.iter(ClinicArgs.positional("writerows", args, kw, 1, 1)[0]);
            for (PyObject row = Ops.next(rows); row != null; row = Ops.next(rows)) {
                ((CsvWriter) self).writerow(row);
            }
            return Py.None;
        });
        ModuleTypes.getter(TYPE, "dialect", o -> ((CsvWriter) o).dialect);
    }

    private final PyObject write;
    private final PyDialect dialect;

    CsvWriter(PyObject write, PyDialect dialect) {
        this.write = write;
        this.dialect = dialect;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    private PyObject writerow(PyObject row) {
        PyObject fields;
        try {
            fields = Ops.iter(row);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.TypeError)) {
                throw CsvModule.error("iterable expected, not " + Py.typeName(row));
            }
            throw e;
        }
        StringBuilder record = new StringBuilder();
        int count = 0;
        for (PyObject f = Ops.next(fields); f != null; f = Ops.next(fields)) {
            boolean quoted = switch (dialect.quoting) {
                case PyDialect.QUOTE_NONNUMERIC -> !isNumber(f);
                case PyDialect.QUOTE_ALL -> true;
                default -> false;
            };
            String text = f instanceof PyStr s ? s.value : f == Py.None ? "" : Ops.str(f);
            append(record, count++, text, quoted);
        }
        if (count == 1 && record.length() == 0) {
            if (dialect.quoting == PyDialect.QUOTE_NONE) {
                throw CsvModule.error("single empty field record must be quoted");
            }
            append(record, 0, "", true); // a lone empty field is written "" so that it reads back as a field
        }
        record.append(dialect.lineterminator);
        return Ops.call(write, PyStr.of(record.toString()));
    }

    /** Appends one field (after a delimiter unless it is the first), quoted when asked or when it must be. */
    private void append(StringBuilder record, int index, String text, boolean quoted) {
        PyDialect d = dialect;
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (c == d.delimiter || c == d.escapechar || c == d.quotechar || d.lineterminator.indexOf(c) >= 0) {
                boolean escape = false;
                if (d.quoting == PyDialect.QUOTE_NONE) {
                    escape = true;
                } else {
                    if (c == d.quotechar) {
                        if (d.doublequote) {
                            body.appendCodePoint(d.quotechar);
                        } else {
                            escape = true;
                        }
                    } else if (c == d.escapechar) {
                        escape = true;
                    }
                    quoted |= !escape;
                }
                if (escape) {
                    if (d.escapechar == PyDialect.NOT_SET) {
                        throw CsvModule.error("need to escape, but no escapechar set");
                    }
                    body.appendCodePoint(d.escapechar);
                }
            }
            body.appendCodePoint(c);
        }
        if (index > 0) {
            record.appendCodePoint(d.delimiter);
        }
        if (quoted) {
            record.appendCodePoint(d.quotechar).append(body).appendCodePoint(d.quotechar);
        } else {
            record.append(body);
        }
    }

    /** CPython's {@code PyNumber_Check}: what QUOTE_NONNUMERIC leaves unquoted. */
    private static boolean isNumber(PyObject o) {
        PyType t = o.type();
        return t.lookup("__index__") != null || t.lookup("__int__") != null || t.lookup("__float__") != null
                || t.lookup("__complex__") != null;
    }
}
