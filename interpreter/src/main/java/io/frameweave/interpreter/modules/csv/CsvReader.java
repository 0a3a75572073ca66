package io.frameweave.interpreter.modules.csv;

import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _csv.reader}: an iterator of rows (lists of fields) over an iterator of lines. Each line's characters,
 * then an end-of-line mark, drive the state machine of CPython's {@code parse_process_char}; a record may span
 * lines (a quoted field with a newline in it).
 */
final class CsvReader extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("_csv", "reader", null);
    /** The end of a line as the iterator gave it (no character has this value). */
    private static final int EOL = -2;

    private enum State {
        START_RECORD, START_FIELD, ESCAPED_CHAR, IN_FIELD, IN_QUOTED_FIELD, ESCAPE_IN_QUOTED_FIELD,
        QUOTE_IN_QUOTED_FIELD, EAT_CRNL, AFTER_ESCAPED_CRNL
    }

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create '_csv.reader' instances");
        });
        NativeIterator.defineProtocol(TYPE);
        ModuleTypes.getter(TYPE, "dialect", o -> ((CsvReader) o).dialect);
        ModuleTypes.getter(TYPE, "line_num", o -> PyInt.of(((CsvReader) o).lineNum));
    }

    private final PyObject lines;
    private final PyDialect dialect;
    private final CsvModule module;
    private long lineNum;
    private State state;
    private PyList fields;
    private final StringBuilder field = new StringBuilder();
    private int fieldLength; // in code points, against the module's field_size_limit
    private boolean numericField;

    CsvReader(PyObject lines, PyDialect dialect, CsvModule module) {
        super(TYPE);
        this.lines = lines;
        this.dialect = dialect;
        this.module = module;
    }

    @Override
    public PyObject next() {
        fields = new PyList();
        state = State.START_RECORD;
        field.setLength(0);
        fieldLength = 0;
        numericField = false;
        do {
            PyObject line = Ops.next(lines);
            if (line == null) {
                if (fieldLength != 0 || state == State.IN_QUOTED_FIELD) {
                    if (dialect.strict) {
                        throw CsvModule.error("unexpected end of data");
                    }
                    saveField();
                    break;
                }
                return null;
            }
            if (!(line instanceof PyStr text)) {
                throw CsvModule.error("iterator should return strings, not " + Py.typeName(line)
                        + " (the file should be opened in text mode)");
            }
            lineNum++;
            String s = text.value;
            for (int i = 0; i < s.length(); ) {
                int c = s.codePointAt(i);
                process(c);
                i += Character.charCount(c);
            }
            process(EOL);
        } while (state != State.START_RECORD);
        PyList row = fields;
        fields = null;
        return row;
    }

    private void process(int c) {
        PyDialect d = dialect;
        switch (state) {
            case START_RECORD -> {
                if (c == EOL) {
                    return; // an empty line: the record is []
                }
                if (c == '\n' || c == '\r') {
                    state = State.EAT_CRNL;
                    return;
                }
                state = State.START_FIELD;
                startField(c);
            }
            case START_FIELD -> startField(c);
            case ESCAPED_CHAR -> {
                if (c == '\n' || c == '\r') {
                    addChar(c);
                    state = State.AFTER_ESCAPED_CRNL;
                    return;
                }
                addChar(c == EOL ? '\n' : c);
                state = State.IN_FIELD;
            }
            case AFTER_ESCAPED_CRNL -> {
                if (c != EOL) {
                    inField(c);
                }
            }
            case IN_FIELD -> inField(c);
            case IN_QUOTED_FIELD -> {
                if (c == EOL) {
                    return;
                }
                if (c == d.escapechar) {
                    state = State.ESCAPE_IN_QUOTED_FIELD;
                } else if (c == d.quotechar && d.quoting != PyDialect.QUOTE_NONE) {
                    state = d.doublequote ? State.QUOTE_IN_QUOTED_FIELD : State.IN_FIELD;
                } else {
                    addChar(c);
                }
            }
            case ESCAPE_IN_QUOTED_FIELD -> {
                addChar(c == EOL ? '\n' : c);
                state = State.IN_QUOTED_FIELD;
            }
            case QUOTE_IN_QUOTED_FIELD -> {
                if (d.quoting != PyDialect.QUOTE_NONE && c == d.quotechar) {
                    addChar(c); // a doubled quote
                    state = State.IN_QUOTED_FIELD;
                } else if (c == d.delimiter) {
                    saveField();
                    state = State.START_FIELD;
                } else if (c == '\n' || c == '\r' || c == EOL) {
                    saveField();
                    state = c == EOL ? State.START_RECORD : State.EAT_CRNL;
                } else if (!d.strict) {
                    addChar(c);
                    state = State.IN_FIELD;
                } else {
                    throw CsvModule.error("'" + Character.toString(d.delimiter) + "' expected after '"
                            + Character.toString(d.quotechar) + "'");
                }
            }
            case EAT_CRNL -> {
                if (c == EOL) {
                    state = State.START_RECORD;
                } else if (c != '\n' && c != '\r') {
                    throw CsvModule.error("new-line character seen in unquoted field - do you need to open the file "
                            + "in universal-newline mode?");
                }
            }
        }
    }

    private void startField(int c) {
        PyDialect d = dialect;
        if (c == '\n' || c == '\r' || c == EOL) {
            saveField();
            state = c == EOL ? State.START_RECORD : State.EAT_CRNL;
        } else if (c == d.quotechar && d.quoting != PyDialect.QUOTE_NONE) {
            state = State.IN_QUOTED_FIELD;
        } else if (c == d.escapechar) {
            state = State.ESCAPED_CHAR;
        } else if (c == ' ' && d.skipinitialspace) {
            return; // spaces at the start of a field are dropped
        } else if (c == d.delimiter) {
            saveField();
        } else {
            if (d.quoting == PyDialect.QUOTE_NONNUMERIC) {
                numericField = true;
            }
            addChar(c);
            state = State.IN_FIELD;
        }
    }

    private void inField(int c) {
        PyDialect d = dialect;
        if (c == '\n' || c == '\r' || c == EOL) {
            saveField();
            state = c == EOL ? State.START_RECORD : State.EAT_CRNL;
        } else if (c == d.escapechar) {
            state = State.ESCAPED_CHAR;
        } else if (c == d.delimiter) {
            saveField();
            state = State.START_FIELD;
        } else {
            addChar(c);
        }
    }

    private void addChar(int c) {
        if (fieldLength >= module.fieldLimit) {
            throw CsvModule.error("field larger than field limit (" + module.fieldLimit + ")");
        }
        field.appendCodePoint(c);
        fieldLength++;
    }

    private void saveField() {
        String text = field.toString();
        field.setLength(0);
        fieldLength = 0;
        if (numericField) {
            numericField = false;
            fields.append(Py.newFloat(PyFloat.parse(text)));
        } else {
            fields.append(PyStr.of(text));
        }
    }
}
