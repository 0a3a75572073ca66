package io.frameweave.interpreter.runtime;

/**
 * {@code str.format} and {@code str.format_map}: replacement fields {@code {name.attr[key]!conv:spec}} with
 * automatic or manual numbering, nested fields inside the spec (two levels, as CPython), {@code {{ }}}
 * escapes, and CPython's error messages. The string is parsed by {@link FormatMarkup}, which
 * {@code string.Formatter} parses with too.
 */
final class StrFormat {
    private final PyObject[] positional;
    private final PyObject keywords;
    private final boolean mapOnly;
    /** -1 before any field, then the next automatic index; MANUAL once a field was numbered by hand. */
    private int autoIndex = -1;
    private static final int MANUAL = -2;

    private StrFormat(PyObject[] positional, PyObject keywords, boolean mapOnly) {
        this.positional = positional;
        this.keywords = keywords;
        this.mapOnly = mapOnly;
    }

    /** {@code fmt.format(*args, **kwargs)} from vectorcall arguments. */
    static String format(String fmt, PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = args.length - nkw;
        PyObject[] pos = new PyObject[npos];
        System.arraycopy(args, 0, pos, 0, npos);
        PyDict kw = null;
        if (nkw > 0) {
            kw = new PyDict(nkw);
            for (int k = 0; k < nkw; k++) {
                kw.putStr(kwnames[k], args[npos + k]);
            }
        }
        return new StrFormat(pos, kw, false).render(fmt, 2);
    }

    /** {@code fmt.format_map(mapping)}. */
    static String formatMap(String fmt, PyObject mapping) {
        return new StrFormat(new PyObject[0], mapping, true).render(fmt, 2);
    }

    private String render(String fmt, int depth) {
        if (depth <= 0) {
            throw Py.ValueError("Max string recursion exceeded");
        }
        StringBuilder out = new StringBuilder(fmt.length() + 16);
        FormatMarkup markup = new FormatMarkup(fmt);
        for (FormatMarkup.Chunk chunk = markup.next(); chunk != null; chunk = markup.next()) {
            out.append(chunk.literal());
            if (chunk.hasField()) {
                field(chunk, out, depth);
            }
        }
        return out.toString();
    }

    /** Renders one replacement field: its object, converted, formatted with its (expanded) spec. */
    private void field(FormatMarkup.Chunk chunk, StringBuilder out, int depth) {
        PyObject value = resolve(chunk.fieldName());
        char conversion = chunk.conversion();
        switch (conversion) {
            case 0:
                break;
            case 'r':
                value = PyStr.of(Ops.repr(value));
                break;
            case 's':
                value = PyStr.of(Ops.str(value));
                break;
            case 'a':
                value = PyStr.of(Ops.ascii(value));
                break;
            default:
                throw Py.ValueError("Unknown conversion specifier " + (conversion > 32 && conversion < 127
                        ? String.valueOf(conversion) : "\\x" + Integer.toHexString(conversion)));
        }
        String spec = chunk.spec();
        if (spec.indexOf('{') >= 0) {
            spec = render(spec, depth - 1);
        }
        out.append(Ops.format(value, spec));
    }

    /** The object a field name designates: an argument, then its attributes and items. */
    private PyObject resolve(String name) {
        FormatMarkup.FieldName parts = new FormatMarkup.FieldName(name);
        PyObject obj = argument(parts);
        for (FormatMarkup.Part part = parts.next(); part != null; part = parts.next()) {
            if (part.attribute()) {
                obj = Ops.getAttr(obj, part.name().intern());
            } else {
                obj = Ops.getItem(obj, part.index() >= 0 ? PyInt.of(part.index()) : PyStr.of(part.name()));
            }
        }
        return obj;
    }

    private PyObject argument(FormatMarkup.FieldName parts) {
        String first = parts.first();
        long index = parts.firstIndex();
        if (first.isEmpty()) {
            if (autoIndex == MANUAL) {
                throw Py.ValueError("cannot switch from manual field specification to automatic field numbering");
            }
            index = autoIndex < 0 ? 0 : autoIndex;
            autoIndex = (int) index + 1;
        } else if (index >= 0) {
            if (autoIndex >= 0) {
                throw Py.ValueError("cannot switch from automatic field numbering to manual field specification");
            }
            autoIndex = MANUAL;
        } else {
            if (keywords == null) {
                throw Py.KeyError(PyStr.of(first));
            }
            return Ops.getItem(keywords, PyStr.of(first));
        }
        if (mapOnly) {
            throw Py.ValueError("Format string contains positional fields");
        }
        if (index >= positional.length) {
            throw Py.IndexError("Replacement index " + index + " out of range for positional args tuple");
        }
        return positional[(int) index];
    }
}
