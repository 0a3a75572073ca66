package io.frameweave.interpreter.modules.json;

import io.frameweave.interpreter.runtime.NestingGuard;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.util.HashMap;

/**
 * One call of a scanner: reads one JSON value of a document as CPython's {@code scan_once_unicode} does, with
 * the scanner's hooks. Keys seen twice are shared (CPython's {@code memo}), for the memory of big documents.
 */
final class Decoding extends JsonText {
    private final PyScanner scanner;
    private final HashMap<String, PyStr> memo = new HashMap<>();

    Decoding(PyScanner scanner, PyStr doc) {
        super(doc);
        this.scanner = scanner;
    }

    /** The value starting at offset {@code idx}; {@link #next} is then the offset after it. */
    PyObject value(int idx) {
        if (idx >= length) {
            throw DecodeErrors.noValue(doc, idx);
        }
        char[] s = this.s;
        switch (s[idx]) {
            case '"':
                return string(idx + 1, scanner.strict);
            case '{': {
                int[] depth = NestingGuard.enter(" while decoding a JSON object from a unicode string");
                try {
                    return object(idx + 1);
                } finally {
                    NestingGuard.exit(depth);
                }
            }
            case '[': {
                int[] depth = NestingGuard.enter(" while decoding a JSON array from a unicode string");
                try {
                    return array(idx + 1);
                } finally {
                    NestingGuard.exit(depth);
                }
            }
            case 'n':
                if (startsWith("null", idx)) {
                    next = idx + 4;
                    return Py.None;
                }
                break;
            case 't':
                if (startsWith("true", idx)) {
                    next = idx + 4;
                    return Py.True;
                }
                break;
            case 'f':
                if (startsWith("false", idx)) {
                    next = idx + 5;
                    return Py.False;
                }
                break;
            case 'N':
                if (startsWith("NaN", idx)) {
                    return constant("NaN", idx);
                }
                break;
            case 'I':
                if (startsWith("Infinity", idx)) {
                    return constant("Infinity", idx);
                }
                break;
            case '-':
                if (startsWith("-Infinity", idx)) {
                    return constant("-Infinity", idx);
                }
                break;
            default:
                break;
        }
        return number(idx);
    }

    private boolean startsWith(String word, int idx) {
        if (idx + word.length() > length) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            if (s[idx + i] != word.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private int skipWhitespace(int idx) {
        char[] s = this.s;
        int len = length;
        while (idx < len) {
            char c = s[idx];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                break;
            }
            idx++;
        }
        return idx;
    }

    private boolean at(int idx, char c) {
        return idx < length && s[idx] == c;
    }

    /** The object after the brace at {@code idx - 1}: a dict, or what the pairs hook or the object hook make of it. */
    private PyObject object(int idx) {
        PyObject pairsHook = scanner.pairsConverter;
        boolean pairs = pairsHook != Py.None;
        PyDict dict = pairs ? null : new PyDict();
        PyList items = pairs ? new PyList() : null;
        idx = skipWhitespace(idx);
        if (at(idx, '}')) {
            next = idx + 1;
        } else {
            while (idx >= 0) {
                if (!at(idx, '"')) {
                    throw DecodeErrors.error("Expecting property name enclosed in double quotes", doc, idx);
                }
                PyStr key = string(idx + 1, scanner.strict);
                PyStr shared = memo.putIfAbsent(key.value, key);
                if (shared != null) {
                    key = shared;
                }
                idx = skipWhitespace(next);
                if (!at(idx, ':')) {
                    throw DecodeErrors.error("Expecting ':' delimiter", doc, idx);
                }
                idx = skipWhitespace(idx + 1);
                PyObject value = value(idx);
                if (pairs) {
                    items.append(PyTuple.of(key, value));
                } else {
                    dict.put(key, value);
                }
                idx = nextMember('}');
            }
        }
        if (pairs) {
            return Ops.call(pairsHook, items);
        }
        PyObject hook = scanner.objectConverter;
        return hook == Py.None ? dict : Ops.call(hook, dict);
    }

    /** The array after the bracket at {@code idx - 1}. */
    private PyList array(int idx) {
        PyList list = new PyList();
        idx = skipWhitespace(idx);
        if (at(idx, ']')) {
            next = idx + 1;
        } else {
            while (idx >= 0) {
                list.append(value(idx));
                idx = nextMember(']');
            }
        }
        return list;
    }

    /**
     * After a member of an object or array (at {@link #next}): the offset of the next one when a comma follows, or
     * -1 when {@code close} does, with {@link #next} after it.
     */
    private int nextMember(char close) {
        int idx = skipWhitespace(next);
        if (at(idx, close)) {
            next = idx + 1;
            return -1;
        }
        if (!at(idx, ',')) {
            throw DecodeErrors.error("Expecting ',' delimiter", doc, idx);
        }
        return skipWhitespace(idx + 1);
    }

    /** {@code NaN}, {@code Infinity} or {@code -Infinity}, through the scanner's {@code parse_constant}. */
    private PyObject constant(String name, int idx) {
        PyObject value = Ops.call(scanner.parseConstant, PyStr.of(name));
        next = idx + name.length();
        return value;
    }

    /**
     * The number at {@code start}, matched as CPython's {@code _match_number_unicode} matches it (an exponent
     * without digits is left unread); StopIteration(start) when none starts there.
     */
    private PyObject number(int start) {
        char[] s = this.s;
        int end = length - 1;
        int idx = start;
        if (s[idx] == '-') {
            idx++;
            if (idx > end) {
                throw DecodeErrors.noValue(doc, start);
            }
        }
        char c = s[idx];
        if (c >= '1' && c <= '9') {
            idx++;
            while (idx <= end && isDigit(s[idx])) {
                idx++;
            }
        } else if (c == '0') {
            idx++;
        } else {
            throw DecodeErrors.noValue(doc, start);
        }
        boolean isFloat = false;
        if (idx < end && s[idx] == '.' && isDigit(s[idx + 1])) {
            isFloat = true;
            idx += 2;
            while (idx <= end && isDigit(s[idx])) {
                idx++;
            }
        }
        if (idx < end && (s[idx] == 'e' || s[idx] == 'E')) {
            int eStart = idx;
            idx++;
            if (idx < end && (s[idx] == '-' || s[idx] == '+')) {
                idx++;
            }
            while (idx <= end && isDigit(s[idx])) {
                idx++;
            }
            if (isDigit(s[idx - 1])) {
                isFloat = true;
            } else {
                idx = eStart;
            }
        }
        next = idx;
        PyObject custom = isFloat ? scanner.parseFloat : scanner.parseInt;
        if (custom != (isFloat ? PyFloat.TYPE : PyInt.TYPE)) {
            return Ops.call(custom, PyStr.of(new String(s, start, idx - start)));
        }
        if (isFloat) {
            return PyFloat.of(Double.parseDouble(new String(s, start, idx - start)));
        }
        return integer(start, idx);
    }

    /** The int of the digits at {@code [start, stop)}, exactly as {@code int(text)} (its digit limit too). */
    private PyInt integer(int start, int stop) {
        if (stop - start <= 18) {
            boolean negative = s[start] == '-';
            long v = 0;
            for (int i = negative ? start + 1 : start; i < stop; i++) {
                v = v * 10 + (s[i] - '0');
            }
            return PyInt.of(negative ? -v : v);
        }
        return PyInt.of(new String(s, start, stop - start), 10);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
