package io.frameweave.interpreter.runtime;

/** The constructor, methods and special methods of {@code str} as builtin method descriptors. */
final class StrMethods {
    private StrMethods() {}

    private static final ArgParser NEW = new ArgParser("str", 0, "object", "encoding", "errors");
    private static final ArgParser SPLIT = new ArgParser("split", 0, "sep", "maxsplit");
    private static final ArgParser RSPLIT = new ArgParser("rsplit", 0, "sep", "maxsplit");
    private static final ArgParser SPLITLINES = new ArgParser("splitlines", 0, "keepends");
    private static final ArgParser ENCODE = new ArgParser("encode", 0, "encoding", "errors").clinicKeywords();
    private static final ArgParser EXPANDTABS = new ArgParser("expandtabs", 0, "tabsize");
    private static final String[] COMPARE_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

    private static String str(PyObject self) {
        return ((PyStr) self).value;
    }

    /** A str argument; TypeError "must be str, not int". */
    static String strArg(PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError("must be str, not " + Py.typeName(o));
        }
        return s.value;
    }

    /** A str-or-None argument (null for None); TypeError "must be str or None, not int". */
    private static String strOrNone(PyObject o) {
        if (o == null || o == Py.None) {
            return null;
        }
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError("must be str or None, not " + Py.typeName(o));
        }
        return s.value;
    }

    private static String encodeArg(PyObject o, String name, String dflt) {
        if (o == null) {
            return dflt;
        }
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError("encode() argument '" + name + "' must be str, not " + Py.typeName(o));
        }
        return s.value;
    }

    private static String stripChars(PyObject[] args, String[] kw, String name) {
        ArgParser.checkArity(name, args, kw, 0, 1);
        if (args.length == 0 || args[0] == Py.None) {
            return null;
        }
        if (!(args[0] instanceof PyStr s)) {
            throw Py.TypeError(name + " arg must be None or str");
        }
        return s.value;
    }

    /** The arity check of the search methods, in their old-style messages. */
    private static void searchArity(String name, PyObject[] args, String[] kw) {
        ArgParser.noKeywords(name, kw);
        if (args.length < 1) {
            throw Py.TypeError(name + "() takes at least 1 argument (0 given)");
        }
        if (args.length > 3) {
            throw Py.TypeError(name + "() takes at most 3 arguments (" + args.length + " given)");
        }
    }

    /** A str argument of a named method; TypeError "replace() argument 2 must be str, not int". */
    private static String strArg(PyObject o, String method, String which) {
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError(method + "() argument " + which + "must be str, not " + Py.typeName(o));
        }
        return s.value;
    }

    private static long intArg(PyObject o, long dflt) {
        return o == null ? dflt : SequenceIndex.argument(o);
    }

    private static PyObject opt(PyObject[] args, int i) {
        return i < args.length ? args[i] : null;
    }

    private static PyObject result(PyObject self, String r) {
        return r == ((PyStr) self).value && self.getClass() == PyStr.class ? self : PyStr.of(r);
    }

    static void defineAll(PyType t) {
        BuiltinReduce.newArgs(t, o -> PyStr.of(((PyStr) o).value));
        t.defineNew((type, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            String v;
            if (a[1] != null || a[2] != null) {
                if (a[1] != null && !(a[1] instanceof PyStr)) {
                    throw Py.TypeError("str() argument 'encoding' must be str, not " + Py.typeName(a[1]));
                }
                if (a[2] != null && !(a[2] instanceof PyStr)) {
                    throw Py.TypeError("str() argument 'errors' must be str, not " + Py.typeName(a[2]));
                }
                if (a[0] instanceof PyStr) {
                    throw Py.TypeError("decoding str is not supported");
                }
                byte[] b = a[0] == null ? new byte[0] : Buffers.copyOrNull(a[0]);
                if (b == null) {
                    throw Py.TypeError("decoding to str: need a bytes-like object, " + Py.typeName(a[0]) + " found");
                }
                v = BytesCreation.decode(a[0] instanceof PyBytes ? a[0] : PyBytes.wrap(b), b, b.length,
                        a[1] == null ? "utf-8" : ((PyStr) a[1]).value, a[2] == null ? null : ((PyStr) a[2]).value);
            } else if (a[0] == null) {
                v = "";
            } else {
                PyObject s = Ops.strObject(a[0]);
                if (type == PyStr.TYPE) {
                    return s;
                }
                v = ((PyStr) s).value;
            }
            if (type == PyStr.TYPE) {
                return a[0] != null && a[0].getClass() == PyStr.class ? a[0] : PyStr.of(v);
            }
            return new PyStrDerived(type, v);
        });
        defineSpecials(t);
        defineSearch(t);
        defineSplitting(t);
        defineCase(t);
        definePadding(t);
        t.define("format", (self, args, kw) -> PyStr.of(StrFormat.format(str(self), args, kw)));
        t.define("format_map", (self, args, kw) -> {
            ArgParser.checkArity("str.format_map", args, kw, 1, 1);
            return PyStr.of(StrFormat.formatMap(str(self), args[0]));
        });
        t.define("encode", (self, args, kw) -> {
            PyObject[] a = ENCODE.parse(args, kw);
            String encoding = encodeArg(a[0], "encoding", "utf-8");
            String errors = encodeArg(a[1], "errors", null); // null: not given, as a registry codec sees it
            return PyBytes.wrap(BytesCreation.encode((PyStr) self, encoding, errors));
        });
        t.defineAttr("maketrans", new PyStaticMethod(new PyBuiltinFunction("maketrans", (args, kw) -> {
            ArgParser.checkArity("maketrans", args, kw, 1, 3);
            return StrTranslate.maketrans(args);
        })));
        t.define("translate", (self, args, kw) -> {
            ArgParser.checkArity("str.translate", args, kw, 1, 1);
            return result(self, StrTranslate.translate(str(self), args[0]));
        });
    }

    private static void defineSpecials(PyType t) {
        t.define("__len__", (self, args, kw) -> PyInt.of(((PyStr) self).len()));
        t.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity("str.__getitem__", args, kw, 1, 1);
            return ((PyStr) self).getItem(args[0]);
        });
        t.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity("str.__contains__", args, kw, 1, 1);
            return Py.newBool(((PyStr) self).contains(args[0]));
        });
        t.define("__iter__", (self, args, kw) -> ((PyStr) self).iter());
        t.define("__add__", (self, args, kw) -> {
            ArgParser.checkArity("str.__add__", args, kw, 1, 1);
            if (!(args[0] instanceof PyStr)) {
                if (SequenceOperators.hasGuestMethod(args[0], "__radd__")) {
                    return Py.NotImplemented;
                }
                throw SequenceOperators.concatError("str", args[0]);
            }
            return ((PyStr) self).concat(args[0]);
        });
        t.define("__mul__", (self, args, kw) -> {
            ArgParser.checkArity("str.__mul__", args, kw, 1, 1);
            Long n = SequenceOperators.repeatCount(args[0], "__rmul__");
            return n == null ? Py.NotImplemented : ((PyStr) self).repeat(n);
        });
        t.define("__rmul__", (self, args, kw) -> {
            ArgParser.checkArity("str.__rmul__", args, kw, 1, 1);
            Long n = SequenceOperators.repeatCount(args[0], "__mul__");
            return n == null ? Py.NotImplemented : ((PyStr) self).repeat(n);
        });
        t.define("__mod__", (self, args, kw) -> {
            ArgParser.checkArity("str.__mod__", args, kw, 1, 1);
            return ((PyStr) self).mod(args[0]);
        });
        t.define("__rmod__", (self, args, kw) -> Py.NotImplemented);
        for (int op = 0; op < COMPARE_NAMES.length; op++) {
            final int o = op;
            t.define(COMPARE_NAMES[op], (self, args, kw) -> {
                ArgParser.checkArity("str." + COMPARE_NAMES[o], args, kw, 1, 1);
                return ((PyStr) self).richCompare(args[0], o);
            });
        }
        t.define("__hash__", (self, args, kw) -> PyInt.of(((PyStr) self).hash()));
        t.define("__repr__", (self, args, kw) -> PyStr.of(((PyStr) self).repr()));
        t.define("__str__", (self, args, kw) -> self.getClass() == PyStr.class ? self : PyStr.of(str(self)));
        t.define("__format__", (self, args, kw) -> {
            ArgParser.checkArity("str.__format__", args, kw, 1, 1);
            if (!(args[0] instanceof PyStr spec)) {
                throw Py.TypeError("__format__() argument must be str, not " + Py.typeName(args[0]));
            }
            if (spec.value.isEmpty()) {
                // CPython's format_obj: a subclass's empty format is its str(), which it may override
                return self.getClass() == PyStr.class ? self : PyStr.of(Ops.str(self));
            }
            return PyStr.of(format(str(self), spec.value));
        });
    }

    /** {@code format(s, spec)} of a str's text with a non-empty spec. */
    static String format(String s, String spec) {
        return FormatSpec.parse(spec).format(s);
    }

    private static void defineSearch(PyType t) {
        t.define("find", (self, args, kw) -> {
            searchArity("find", args, kw);
            return PyInt.of(StrSearch.find((PyStr) self, strArg(args[0]), opt(args, 1), opt(args, 2)));
        });
        t.define("rfind", (self, args, kw) -> {
            searchArity("rfind", args, kw);
            return PyInt.of(StrSearch.rfind((PyStr) self, strArg(args[0]), opt(args, 1), opt(args, 2)));
        });
        t.define("index", (self, args, kw) -> {
            searchArity("index", args, kw);
            int i = StrSearch.find((PyStr) self, strArg(args[0]), opt(args, 1), opt(args, 2));
            if (i < 0) {
                throw Py.ValueError("substring not found");
            }
            return PyInt.of(i);
        });
        t.define("rindex", (self, args, kw) -> {
            searchArity("rindex", args, kw);
            int i = StrSearch.rfind((PyStr) self, strArg(args[0]), opt(args, 1), opt(args, 2));
            if (i < 0) {
                throw Py.ValueError("substring not found");
            }
            return PyInt.of(i);
        });
        t.define("count", (self, args, kw) -> {
            searchArity("count", args, kw);
            return PyInt.of(StrSearch.count((PyStr) self, strArg(args[0]), opt(args, 1), opt(args, 2)));
        });
        t.define("startswith", (self, args, kw) -> {
            searchArity("startswith", args, kw);
            return Py.newBool(StrSearch.startsOrEndsWith((PyStr) self, args[0], opt(args, 1), opt(args, 2), false));
        });
        t.define("endswith", (self, args, kw) -> {
            searchArity("endswith", args, kw);
            return Py.newBool(StrSearch.startsOrEndsWith((PyStr) self, args[0], opt(args, 1), opt(args, 2), true));
        });
        t.define("replace", (self, args, kw) -> {
            ArgParser.checkArity("replace", args, kw, 2, 3);
            String r = StrSearch.replace(str(self), strArg(args[0], "replace", "1 "), strArg(args[1], "replace", "2 "),
                    intArg(opt(args, 2), -1));
            return result(self, r);
        });
        t.define("removeprefix", (self, args, kw) -> {
            ArgParser.checkArity("str.removeprefix", args, kw, 1, 1);
            String p = strArg(args[0], "removeprefix", "");
            String s = str(self);
            return result(self, s.startsWith(p) ? s.substring(p.length()) : s);
        });
        t.define("removesuffix", (self, args, kw) -> {
            ArgParser.checkArity("str.removesuffix", args, kw, 1, 1);
            String p = strArg(args[0], "removesuffix", "");
            String s = str(self);
            return result(self, s.endsWith(p) && !p.isEmpty() ? s.substring(0, s.length() - p.length()) : s);
        });
    }

    private static void defineSplitting(PyType t) {
        t.define("split", (self, args, kw) -> {
            PyObject[] a = SPLIT.parse(args, kw);
            return StrSplit.split(str(self), strOrNone(a[0]), intArg(a[1], -1));
        });
        t.define("rsplit", (self, args, kw) -> {
            PyObject[] a = RSPLIT.parse(args, kw);
            return StrSplit.rsplit(str(self), strOrNone(a[0]), intArg(a[1], -1));
        });
        t.define("splitlines", (self, args, kw) -> {
            PyObject[] a = SPLITLINES.parse(args, kw);
            return StrSplit.splitLines(str(self), a[0] != null && Ops.isTrue(a[0]));
        });
        t.define("partition", (self, args, kw) -> {
            ArgParser.checkArity("str.partition", args, kw, 1, 1);
            return StrSplit.partition((PyStr) self, strArg(args[0]), false);
        });
        t.define("rpartition", (self, args, kw) -> {
            ArgParser.checkArity("str.rpartition", args, kw, 1, 1);
            return StrSplit.partition((PyStr) self, strArg(args[0]), true);
        });
        t.define("join", (self, args, kw) -> {
            ArgParser.checkArity("str.join", args, kw, 1, 1);
            return PyStr.of(StrSplit.join(str(self), args[0]));
        });
        t.define("strip", (self, args, kw) ->
                result(self, StrSplit.strip(str(self), stripChars(args, kw, "strip"), true, true)));
        t.define("lstrip", (self, args, kw) ->
                result(self, StrSplit.strip(str(self), stripChars(args, kw, "lstrip"), true, false)));
        t.define("rstrip", (self, args, kw) ->
                result(self, StrSplit.strip(str(self), stripChars(args, kw, "rstrip"), false, true)));
    }

    private static void defineCase(PyType t) {
        t.define("upper", (self, args, kw) -> noArgs("str.upper", args, kw, self, StrCase::upper));
        t.define("lower", (self, args, kw) -> noArgs("str.lower", args, kw, self, StrCase::lower));
        t.define("title", (self, args, kw) -> noArgs("str.title", args, kw, self, StrCase::title));
        t.define("capitalize", (self, args, kw) -> noArgs("str.capitalize", args, kw, self, StrCase::capitalize));
        t.define("swapcase", (self, args, kw) -> noArgs("str.swapcase", args, kw, self, StrCase::swapcase));
        t.define("casefold", (self, args, kw) -> noArgs("str.casefold", args, kw, self, StrCase::casefold));
        predicate(t, "isdigit", s -> StrCase.all(s, StrCase::isDigit));
        predicate(t, "isdecimal", s -> StrCase.all(s, StrCase::isDecimal));
        predicate(t, "isnumeric", s -> StrCase.all(s, StrCase::isNumeric));
        predicate(t, "isalpha", s -> StrCase.all(s, StrCase::isAlpha));
        predicate(t, "isalnum", s -> StrCase.all(s, StrCase::isAlnum));
        predicate(t, "isspace", s -> StrCase.all(s, StrSplit::isSpace));
        predicate(t, "isupper", StrCase::isUpper);
        predicate(t, "islower", StrCase::isLower);
        predicate(t, "istitle", StrCase::isTitle);
        predicate(t, "isidentifier", StrCase::isIdentifier);
        predicate(t, "isascii", StrCase::isAscii);
        predicate(t, "isprintable", s -> s.isEmpty() || StrCase.all(s, StrRepr::isPrintable));
    }

    @FunctionalInterface
    private interface StringTest {
        boolean test(String s);
    }

    private static void predicate(PyType t, String name, StringTest test) {
        String qualified = "str." + name;
        t.define(name, (self, args, kw) -> {
            ArgParser.checkArity(qualified, args, kw, 0, 0);
            return Py.newBool(test.test(str(self)));
        });
    }

    private static PyObject noArgs(String name, PyObject[] args, String[] kw, PyObject self,
                                   java.util.function.UnaryOperator<String> f) {
        ArgParser.checkArity(name, args, kw, 0, 0);
        return result(self, f.apply(str(self)));
    }

    private static void definePadding(PyType t) {
        t.define("center", (self, args, kw) -> {
            ArgParser.checkArity("center", args, kw, 1, 2);
            return StrPad.center(asBase(self), SequenceIndex.argument(args[0]), StrPad.fillChar(opt(args, 1)));
        });
        t.define("ljust", (self, args, kw) -> {
            ArgParser.checkArity("ljust", args, kw, 1, 2);
            return StrPad.ljust(asBase(self), SequenceIndex.argument(args[0]), StrPad.fillChar(opt(args, 1)));
        });
        t.define("rjust", (self, args, kw) -> {
            ArgParser.checkArity("rjust", args, kw, 1, 2);
            return StrPad.rjust(asBase(self), SequenceIndex.argument(args[0]), StrPad.fillChar(opt(args, 1)));
        });
        t.define("zfill", (self, args, kw) -> {
            ArgParser.checkArity("str.zfill", args, kw, 1, 1);
            return StrPad.zfill(asBase(self), SequenceIndex.argument(args[0]));
        });
        t.define("expandtabs", (self, args, kw) -> {
            PyObject[] a = EXPANDTABS.parse(args, kw);
            return result(self, StrPad.expandTabs(str(self), intArg(a[0], 8)));
        });
    }

    /** The exact str for a possibly derived receiver (methods return plain strs). */
    private static PyStr asBase(PyObject self) {
        return self.getClass() == PyStr.class ? (PyStr) self : PyStr.of(((PyStr) self).value);
    }
}
