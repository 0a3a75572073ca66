package io.frameweave.interpreter.modules.unicodedata;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.unicode.Normalization;
import java.nio.charset.StandardCharsets;

/**
 * The {@code unicodedata} module: its functions answer from Unicode 14.0; {@code ucd_3_2_0}, an instance of
 * {@code unicodedata.UCD}, has the same methods and answers from Unicode 3.2. Errors and defaults are CPython's.
 */
public final class UnicodedataModule {
    private UnicodedataModule() {}

    /** CPython's NAME_MAXLEN: longer names are refused before any search. */
    private static final int NAME_MAX_LENGTH = 256;

    /** {@code unicodedata.UCD}: the type of {@code ucd_3_2_0}, whose instances only the module makes. */
    static final PyType UCD = ModuleTypes.newType("unicodedata", "UCD", null);

    /** An edition of the database as a guest object. */
    static final class PyUcd extends PyObject {
        final UcdEdition edition;

        PyUcd(UcdEdition edition) {
            this.edition = edition;
        }

        @Override
        public PyType type() {
            return UCD;
        }
    }

    /** One function of the module, applied to an edition. */
    @FunctionalInterface
    private interface Function {
        PyObject call(UcdEdition edition, PyObject[] args, String[] kwnames);
    }

    private static final String[] NAMES = {"bidirectional", "category", "combining", "decimal", "decomposition",
        "digit", "east_asian_width", "is_normalized", "lookup", "mirrored", "name", "normalize", "numeric"};

    static {
        UCD.acceptableBase = false;
        UCD.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create 'unicodedata.UCD' instances");
        });
        for (String name : NAMES) {
            Function f = function(name);
            UCD.define(name, (self, args, kw) -> f.call(((PyUcd) self).edition, args, kw));
        }
        ModuleTypes.getter(UCD, "unidata_version", self -> PyStr.of(((PyUcd) self).edition.version));
    }

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("unicodedata"));
        d.putStr("__doc__", PyStr.of("This module provides access to the Unicode Character Database which\n"
                + "defines character properties for all Unicode characters. The data contained in\n"
                + "this database is based on the UnicodeData.txt file version\n14.0.0 which is publicly "
                + "available from ftp://ftp.unicode.org/.\n\nThe module uses the same names and symbols as "
                + "defined by the\nUnicodeData File Format 14.0.0."));
        d.putStr("unidata_version", PyStr.of(UcdEdition.CURRENT.version));
        d.putStr("UCD", UCD);
        d.putStr("ucd_3_2_0", new PyUcd(UcdEdition.V3_2));
        for (String name : NAMES) {
            Function f = function(name);
            d.putStr(name, new io.frameweave.interpreter.runtime.PyBuiltinFunction(name,
                    (args, kw) -> f.call(UcdEdition.CURRENT, args, kw)));
        }
        return new PyModule("unicodedata", d);
    }

    private static Function function(String name) {
        switch (name) {
            case "category":
                return (e, a, k) -> PyStr.of(e.category(character(name, a, k, 1)));
            case "bidirectional":
                return (e, a, k) -> PyStr.of(e.bidirectional(character(name, a, k, 1)));
            case "combining":
                return (e, a, k) -> PyInt.of(e.combining(character(name, a, k, 1)));
            case "east_asian_width":
                return (e, a, k) -> PyStr.of(e.eastAsianWidth(character(name, a, k, 1)));
            case "mirrored":
                return (e, a, k) -> PyInt.of(e.mirrored(character(name, a, k, 1)) ? 1 : 0);
            case "decomposition":
                return (e, a, k) -> PyStr.of(e.decomposition(character(name, a, k, 1)));
            case "decimal":
                return (e, a, k) -> {
                    int v = e.decimal(character(name, a, k, 2));
                    return v >= 0 ? PyInt.of(v) : orDefault(a, "not a decimal");
                };
            case "digit":
                return (e, a, k) -> {
                    int v = e.digit(character(name, a, k, 2));
                    return v >= 0 ? PyInt.of(v) : orDefault(a, "not a digit");
                };
            case "numeric":
                return (e, a, k) -> {
                    double v = e.numeric(character(name, a, k, 2));
                    return !Double.isNaN(v) ? PyFloat.of(v) : orDefault(a, "not a numeric character");
                };
            case "name":
                return (e, a, k) -> {
                    String n = e.name(character(name, a, k, 2));
                    return n != null ? PyStr.of(n) : orDefault(a, "no such name");
                };
            case "lookup":
                return (e, a, k) -> lookup(e, ClinicArgs.positional(name, a, k, 1, 1)[0]);
            case "normalize":
                return (e, a, k) -> {
                    PyObject[] args = ClinicArgs.positional(name, a, k, 2, 2);
                    return PyStr.of(e.normalize(form(name, args), string(name, args[1], 2)));
                };
            case "is_normalized":
                return (e, a, k) -> {
                    PyObject[] args = ClinicArgs.positional(name, a, k, 2, 2);
                    return PyBool.of(e.isNormalized(form(name, args), string(name, args[1], 2)));
                };
            default:
                throw new IllegalArgumentException(name);
        }
    }

    /** The one character argument of {@code name} (and an optional default after it). */
    private static int character(String name, PyObject[] args, String[] kwnames, int max) {
        if (kwnames != null && kwnames.length > 0) {
            throw Py.TypeError("unicodedata." + name + "() takes no keyword arguments");
        }
        ClinicArgs.checkPositional(name, args.length, 1, max);
        PyObject c = args[0];
        if (c instanceof PyStr s && s.value.length() > 0 && s.value.codePointCount(0, s.value.length()) == 1) {
            return s.value.codePointAt(0);
        }
        throw Py.TypeError(name + "() argument must be a unicode character, not " + Py.typeName(c));
    }

    private static PyObject orDefault(PyObject[] args, String message) {
        if (args.length > 1) {
            return args[1];
        }
        throw Py.ValueError(message);
    }

    private static String string(String name, PyObject o, int position) {
        if (o instanceof PyStr s) {
            return s.value;
        }
        throw Py.TypeError(name + "() argument " + position + " must be str, not " + Py.typeName(o));
    }

    private static Normalization.Form form(String name, PyObject[] args) {
        String form = string(name, args[0], 1);
        switch (form) {
            case "NFC":
                return Normalization.Form.NFC;
            case "NFD":
                return Normalization.Form.NFD;
            case "NFKC":
                return Normalization.Form.NFKC;
            case "NFKD":
                return Normalization.Form.NFKD;
            default:
                throw Py.ValueError("invalid normalization form");
        }
    }

    private static PyObject lookup(UcdEdition edition, PyObject arg) {
        String name;
        if (arg instanceof PyStr s) {
            name = s.value;
        } else {
            name = new String(Buffers.bytesOf(arg), StandardCharsets.UTF_8);
        }
        if (name.length() > NAME_MAX_LENGTH) {
            throw Py.KeyError(PyStr.of("name too long"));
        }
        String found = edition.lookup(name);
        if (found == null) {
            int nul = name.indexOf('\0');
            throw Py.KeyError(PyStr.of("undefined character name '" + (nul < 0 ? name : name.substring(0, nul)) + "'"));
        }
        return PyStr.of(found);
    }
}
