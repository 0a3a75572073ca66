package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.sre.PyPattern;
import io.frameweave.interpreter.sre.SreChars;
import io.frameweave.interpreter.sre.SreCode;
import io.frameweave.interpreter.sre.SreCodeCheck;

/**
 * The {@code _sre} module beneath {@code re}: {@code compile} turns the code {@code re._compiler} produced into a
 * {@code re.Pattern} run by the engine in {@code io.frameweave.interpreter.sre}; the case helpers and constants
 * are the ones {@code re._compiler} and {@code re._constants} read.
 */
final class SreModule {
    private SreModule() {}

    private static final ArgParser COMPILE = new ArgParser("compile", 6, "pattern", "flags", "code", "groups",
            "groupindex", "indexgroup").clinicKeywords();

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("_sre");
        m.constant("MAGIC", PyInt.of(SreCode.MAGIC)).constant("CODESIZE", PyInt.of(SreCode.CODESIZE))
                .constant("MAXREPEAT", PyInt.of(SreCode.MAXREPEAT)).constant("MAXGROUPS", PyInt.of(SreCode.MAXGROUPS))
                .constant("copyright", PyStr.of(" SRE 2.2.2 Copyright (c) 1997-2002 by Secret Labs AB "));
        m.function("compile", (a, k) -> compile(COMPILE.parse(a, k)));
        m.function("getcodesize", (a, k) -> {
            ArgParser.checkArity("getcodesize", a, k, 0, 0);
            return PyInt.of(SreCode.CODESIZE);
        });
        m.function("ascii_iscased", (a, k) -> Py.newBool(SreChars.asciiIsCased(character("ascii_iscased", a, k))));
        m.function("unicode_iscased",
                (a, k) -> Py.newBool(SreChars.unicodeIsCased(character("unicode_iscased", a, k))));
        m.function("ascii_tolower", (a, k) -> PyInt.of(SreChars.asciiLower(character("ascii_tolower", a, k))));
        m.function("unicode_tolower", (a, k) -> PyInt.of(SreChars.unicodeLower(character("unicode_tolower", a, k))));
        return m.build();
    }

    /** The one int argument of the case helpers. */
    private static int character(String name, PyObject[] a, String[] k) {
        ArgParser.checkArity(name, a, k, 1, 1);
        if (!(a[0] instanceof PyInt)) {
            throw Py.TypeError("'" + Py.typeName(a[0]) + "' object cannot be interpreted as an integer");
        }
        return Ops.asIndex(a[0]);
    }

    private static PyObject compile(PyObject[] v) {
        PyObject pattern = v[0];
        int flags = Ops.asIndex(v[1]);
        if (!(v[2] instanceof io.frameweave.interpreter.runtime.PyList list)) {
            throw Py.TypeError("compile() argument 'code' must be list, not " + Py.typeName(v[2]));
        }
        int[] code = new int[list.size()];
        for (int i = 0; i < code.length; i++) {
            PyInt word = Ops.index(list.get(i));
            if (word.asBig().signum() < 0 || word.asBig().bitLength() > 32) {
                throw Py.OverflowError("regular expression code size limit exceeded");
            }
            code[i] = (int) word.asBig().longValue();
        }
        PyInt g = Ops.index(v[3]);
        long groups = g.asBig().bitLength() < 63 ? g.asBig().longValue() : -1;
        if (groups < 0 || groups > SreCode.MAXGROUPS) {
            throw Py.RuntimeError("invalid SRE code");
        }
        if (!(v[4] instanceof PyDict groupindex)) {
            throw Py.TypeError("compile() argument 'groupindex' must be dict, not " + Py.typeName(v[4]));
        }
        if (!(v[5] instanceof PyTuple indexgroup)) {
            throw Py.TypeError("compile() argument 'indexgroup' must be tuple, not " + Py.typeName(v[5]));
        }
        if (!SreCodeCheck.isValid(code, (int) groups)) {
            throw Py.RuntimeError("invalid SRE code");
        }
        return new PyPattern(pattern, flags, code, (int) groups, groupindex.copy(), indexgroup,
                name -> Ops.getAttr(RunningVM.importModule("re"), name));
    }
}
