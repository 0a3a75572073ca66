package io.frameweave.interpreter.modules.locale;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.Map;

/**
 * The {@code _locale} module: {@code setlocale} over {@link LocaleSettings}, the C locale's {@code localeconv} and
 * {@code nl_langinfo} ({@link LangInfo}), {@code getencoding}, and {@code strcoll}/{@code strxfrm}, which in the C
 * locales compare code points. The locale changes what these functions answer, not how the VM's streams encode.
 */
public final class LocaleModule {
    private LocaleModule() {}

    private static final int CHAR_MAX = 127;

    /** A new module whose {@code ""} locale comes from {@code environment}. */
    public static PyModule create(Map<String, String> environment) {
        LocaleSettings settings = new LocaleSettings(environment);
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_locale"));
        d.putStr("__doc__", PyStr.of("Support for POSIX locales."));
        for (int c = 0; c <= LocaleSettings.LC_ALL; c++) {
            d.putStr(LocaleSettings.CATEGORY_NAMES[c], PyInt.of(c));
        }
        d.putStr("CHAR_MAX", PyInt.of(CHAR_MAX));
        for (Map.Entry<String, LangInfo.Item> item : LangInfo.ITEMS.entrySet()) {
            d.putStr(item.getKey(), PyInt.of(item.getValue().key()));
        }
        PyType error = errorClass();
        d.putStr("Error", error);
        fn(d, "setlocale", (a, k) -> {
            ClinicArgs.positional("setlocale", a, k, 1, 2);
            int category = intArg(a[0]);
            PyObject name = a.length > 1 ? a[1] : Py.None;
            if (name == Py.None) {
                String now = settings.query(category);
                if (now == null) {
                    throw Py.raise(error, "locale query failed");
                }
                return PyStr.of(now);
            }
            if (!(name instanceof PyStr s)) {
                throw Py.TypeError("setlocale() argument 2 must be str or None, not " + Py.typeName(name));
            }
            String set = settings.set(category, noNulls(s.value));
            if (set == null) {
                throw Py.raise(error, "unsupported locale setting");
            }
            return PyStr.of(set);
        });
        fn(d, "localeconv", (a, k) -> {
            ClinicArgs.positional("localeconv", a, k, 0, 0);
            return localeconv();
        });
        fn(d, "nl_langinfo", (a, k) -> {
            ClinicArgs.positional("nl_langinfo", a, k, 1, 1);
            String value = LangInfo.value(intArg(a[0]), settings.utf8());
            if (value == null) {
                throw Py.ValueError("unsupported langinfo constant");
            }
            return PyStr.of(value);
        });
        fn(d, "getencoding", (a, k) -> {
            ClinicArgs.positional("getencoding", a, k, 0, 0);
            return PyStr.of(LangInfo.value(LangInfo.CODESET, settings.utf8()));
        });
        fn(d, "strcoll", (a, k) -> {
            ClinicArgs.positional("strcoll", a, k, 2, 2);
            String left = noNulls(strArg("strcoll() argument 1", a[0]));
            String right = noNulls(strArg("strcoll() argument 2", a[1]));
            return PyInt.of(Integer.signum(compareCodePoints(left, right)));
        });
        fn(d, "strxfrm", (a, k) -> {
            ClinicArgs.positional("strxfrm", a, k, 1, 1);
            return PyStr.of(noNulls(strArg("strxfrm() argument", a[0])));
        });
        return new PyModule("_locale", d);
    }

    private static PyType errorClass() {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("locale"));
        return PyType.createClass("Error", new PyType[] {ExceptionTypes.Exception}, ns);
    }

    private static void fn(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, PyBuiltinFunction.ofModule("_locale", name, body));
    }

    /** The C locale's numeric and monetary conventions, in glibc's order. */
    private static PyDict localeconv() {
        PyDict d = new PyDict();
        for (String key : new String[] {"int_curr_symbol", "currency_symbol", "mon_decimal_point", "mon_thousands_sep"}) {
            d.putStr(key, PyStr.of(""));
        }
        d.putStr("mon_grouping", new PyList());
        d.putStr("positive_sign", PyStr.of(""));
        d.putStr("negative_sign", PyStr.of(""));
        for (String key : new String[] {"int_frac_digits", "frac_digits", "p_cs_precedes", "p_sep_by_space",
            "n_cs_precedes", "n_sep_by_space", "p_sign_posn", "n_sign_posn"}) {
            d.putStr(key, PyInt.of(CHAR_MAX));
        }
        d.putStr("decimal_point", PyStr.of("."));
        d.putStr("thousands_sep", PyStr.of(""));
        d.putStr("grouping", new PyList());
        return d;
    }

    /** The C locale's collation, {@code wcscmp}: code point by code point (not UTF-16 unit by unit). */
    static int compareCodePoints(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return x < y ? -1 : 1;
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Boolean.compare(i < a.length(), j < b.length());
    }

    private static int intArg(PyObject o) {
        PyInt i = Ops.index(o);
        if (i.big != null || i.value < Integer.MIN_VALUE || i.value > Integer.MAX_VALUE) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        return (int) i.value;
    }

    private static String strArg(String what, PyObject o) {
        if (o instanceof PyStr s) {
            return s.value;
        }
        throw Py.TypeError(what + " must be str, not " + Py.typeName(o));
    }

    private static String noNulls(String s) {
        if (s.indexOf('\0') >= 0) {
            throw Py.ValueError("embedded null character");
        }
        return s;
    }
}
