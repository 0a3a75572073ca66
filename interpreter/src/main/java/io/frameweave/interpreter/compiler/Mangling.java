package io.frameweave.interpreter.compiler;

/** Private name mangling ({@code __x} in class {@code C} is {@code _C__x}), as CPython's {@code _Py_Mangle}. */
final class Mangling {
    private Mangling() {}

    static String mangle(String privateName, String name) {
        if (privateName == null || !name.startsWith("__") || name.endsWith("__") || name.indexOf('.') >= 0) {
            return name;
        }
        int i = 0;
        while (i < privateName.length() && privateName.charAt(i) == '_') {
            i++;
        }
        if (i == privateName.length()) {
            return name;
        }
        return "_" + privateName.substring(i) + name;
    }
}
