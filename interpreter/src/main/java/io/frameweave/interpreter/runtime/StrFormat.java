package io.frameweave.interpreter.runtime;

/**
 * {@code str.format} and {@code str.format_map}: replacement fields {@code {name.attr[key]!conv:spec}} with
 * automatic or manual numbering, nested fields inside the spec (two levels, as CPython), {@code {{ }}}
 * escapes, and CPython's error messages.
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
        int n = fmt.length();
        int i = 0;
        while (i < n) {
            char c = fmt.charAt(i);
            if (c == '}') {
                if (i + 1 < n && fmt.charAt(i + 1) == '}') {
                    out.append('}');
                    i += 2;
                    continue;
                }
                throw Py.ValueError("Single '}' encountered in format string");
            }
            if (c != '{') {
                out.append(c);
                i++;
                continue;
            }
            if (i + 1 < n && fmt.charAt(i + 1) == '{') {
                out.append('{');
                i += 2;
                continue;
            }
            if (i + 1 >= n) {
                throw Py.ValueError("Single '{' encountered in format string");
            }
            i = field(fmt, i + 1, out, depth);
        }
        return out.toString();
    }

    /** Renders the field starting after its '{'; returns the index after its closing '}'. */
    private int field(String fmt, int start, StringBuilder out, int depth) {
        int n = fmt.length();
        int i = start;
        while (true) {
            if (i >= n) {
                throw Py.ValueError("expected '}' before end of string");
            }
            char c = fmt.charAt(i);
            if (c == '[') {
                while (i < n && fmt.charAt(i) != ']') {
                    i++;
                }
                continue;
            }
            if (c == '{') {
                throw Py.ValueError("unexpected '{' in field name");
            }
            if (c == '}' || c == ':' || c == '!') {
                break;
            }
            i++;
        }
        String name = fmt.substring(start, i);
        char conversion = 0;
        String spec = "";
        int end;
        if (fmt.charAt(i) == '}') {
            end = i;
        } else {
            int specStart = i;
            if (fmt.charAt(i) == '!') {
                if (i + 1 >= n) {
                    throw Py.ValueError("end of string while looking for conversion specifier");
                }
                conversion = fmt.charAt(i + 1);
                i += 2;
            }
            int braces = 1;
            int j = i;
            while (j < n) {
                char c = fmt.charAt(j);
                if (c == '{') {
                    braces++;
                } else if (c == '}') {
                    braces--;
                    if (braces == 0) {
                        break;
                    }
                }
                j++;
            }
            if (j >= n) {
                throw Py.ValueError("unmatched '{' in format spec");
            }
            end = j;
            if (conversion != 0) {
                if (i < end) {
                    if (fmt.charAt(i) != ':') {
                        throw Py.ValueError("expected ':' after conversion specifier");
                    }
                    spec = fmt.substring(i + 1, end);
                }
            } else if (specStart < end) {
                spec = fmt.substring(specStart + 1, end);
            }
        }
        PyObject value = resolve(name);
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
                throw Py.ValueError("Unknown conversion specifier " + conversion);
        }
        if (spec.indexOf('{') >= 0) {
            spec = render(spec, depth - 1);
        }
        out.append(Ops.format(value, spec));
        return end + 1;
    }

    /** The object a field name designates: an argument, then its attributes and items. */
    private PyObject resolve(String name) {
        int n = name.length();
        int i = 0;
        while (i < n && name.charAt(i) != '.' && name.charAt(i) != '[') {
            i++;
        }
        String first = name.substring(0, i);
        PyObject obj = argument(first);
        while (i < n) {
            char c = name.charAt(i);
            if (c == '.') {
                int j = i + 1;
                while (j < n && name.charAt(j) != '.' && name.charAt(j) != '[') {
                    j++;
                }
                String attr = name.substring(i + 1, j);
                if (attr.isEmpty()) {
                    throw Py.ValueError("Empty attribute in format string");
                }
                obj = Ops.getAttr(obj, attr.intern());
                i = j;
            } else if (c == '[') {
                int j = name.indexOf(']', i);
                if (j < 0) {
                    throw Py.ValueError("Missing ']' in format string");
                }
                String key = name.substring(i + 1, j);
                if (key.isEmpty()) {
                    throw Py.ValueError("Empty attribute in format string");
                }
                obj = Ops.getItem(obj, isDigits(key) ? PyInt.of(key, 10) : PyStr.of(key));
                i = j + 1;
                if (i < n && name.charAt(i) != '.' && name.charAt(i) != '[') {
                    throw Py.ValueError("Only '.' or '[' may follow ']' in format field specifier");
                }
            } else {
                throw Py.ValueError("Only '.' or '[' may follow ']' in format field specifier");
            }
        }
        return obj;
    }

    private static boolean isDigits(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    private PyObject argument(String first) {
        int index;
        if (first.isEmpty()) {
            if (autoIndex == MANUAL) {
                throw Py.ValueError("cannot switch from manual field specification to automatic field numbering");
            }
            index = autoIndex < 0 ? 0 : autoIndex;
            autoIndex = index + 1;
        } else if (isDigits(first)) {
            if (autoIndex >= 0) {
                throw Py.ValueError("cannot switch from automatic field numbering to manual field specification");
            }
            autoIndex = MANUAL;
            index = Integer.parseInt(first.length() > 9 ? "999999999" : first);
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
        return positional[index];
    }
}
