package io.frameweave.interpreter.modules.locale;

import java.util.Map;

/**
 * The locale of each category, as {@code setlocale} sets and reads them. The VM knows the C locale under its names
 * {@code C} and {@code POSIX} (both read back as {@code C}) and its UTF-8 form {@code C.UTF-8} (or {@code C.utf8},
 * read back as given); {@code ""} takes the name from the environment as C's {@code setlocale} does. A program starts
 * with LC_CTYPE in {@code C.UTF-8} and the other categories in {@code C}, as CPython 3.11 starts where no other
 * locale is installed (it sets only LC_CTYPE, and coerces the C locale to C.UTF-8, PEP 538).
 */
final class LocaleSettings {
    /** glibc's categories, LC_CTYPE (0) to LC_IDENTIFICATION (12); 6 is LC_ALL. */
    static final String[] CATEGORY_NAMES = {"LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
        "LC_MESSAGES", "LC_ALL", "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT",
        "LC_IDENTIFICATION"};
    static final int LC_CTYPE = 0;
    static final int LC_ALL = 6;

    private final String[] current = new String[CATEGORY_NAMES.length];
    private final Map<String, String> environment;

    LocaleSettings(Map<String, String> environment) {
        this.environment = environment;
        java.util.Arrays.fill(current, "C");
        current[LC_ALL] = null;
        String ctype = known(fromEnvironment(LC_CTYPE));
        current[LC_CTYPE] = ctype == null || ctype.equals("C") ? "C.UTF-8" : ctype;
    }

    /** The setting of {@code category}, or null when there is no such category (C's NULL). */
    String query(int category) {
        if (category < 0 || category >= CATEGORY_NAMES.length) {
            return null;
        }
        if (category != LC_ALL) {
            return current[category];
        }
        boolean same = true;
        for (int c = 0; c < current.length; c++) {
            same &= c == LC_ALL || current[c].equals(current[LC_CTYPE]);
        }
        if (same) {
            return current[LC_CTYPE];
        }
        StringBuilder b = new StringBuilder();
        for (int c = 0; c < current.length; c++) {
            if (c != LC_ALL) {
                b.append(b.length() == 0 ? "" : ";").append(CATEGORY_NAMES[c]).append('=').append(current[c]);
            }
        }
        return b.toString();
    }

    /** Sets {@code category} to {@code name} and returns the new setting, or null when the VM does not know it. */
    String set(int category, String name) {
        if (category < 0 || category >= CATEGORY_NAMES.length) {
            return null;
        }
        if (category != LC_ALL) {
            String value = known(name.isEmpty() ? fromEnvironment(category) : name);
            if (value == null) {
                return null;
            }
            current[category] = value;
            return value;
        }
        String[] values = new String[current.length];
        if (name.contains(";") || name.startsWith("LC_")) {
            if (!composite(name, values)) {
                return null;
            }
        } else {
            for (int c = 0; c < values.length; c++) {
                values[c] = c == LC_ALL ? null : known(name.isEmpty() ? fromEnvironment(c) : name);
                if (c != LC_ALL && values[c] == null) {
                    return null;
                }
            }
        }
        System.arraycopy(values, 0, current, 0, values.length);
        return query(LC_ALL);
    }

    /** Whether LC_CTYPE's character set is UTF-8 (C.UTF-8) rather than ASCII (C). */
    boolean utf8() {
        return !current[LC_CTYPE].equals("C");
    }

    /** Reads {@code LC_CTYPE=C;LC_NUMERIC=C.UTF-8;...}, as {@code setlocale(LC_ALL)} writes it, into {@code values}. */
    private static boolean composite(String name, String[] values) {
        for (String part : name.split(";")) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                return false;
            }
            int c = java.util.Arrays.asList(CATEGORY_NAMES).indexOf(part.substring(0, eq));
            String value = known(part.substring(eq + 1));
            if (c < 0 || c == LC_ALL || value == null) {
                return false;
            }
            values[c] = value;
        }
        for (int c = 0; c < values.length; c++) {
            if (c != LC_ALL && values[c] == null) {
                return false;
            }
        }
        return true;
    }

    /** The name a known locale reads back as, or null. */
    private static String known(String name) {
        return switch (name) {
            case "C", "POSIX" -> "C";
            case "C.UTF-8", "C.utf8" -> name;
            default -> null;
        };
    }

    /** C's choice for {@code ""}: LC_ALL, then the category's own variable, then LANG, then C. */
    private String fromEnvironment(int category) {
        for (String variable : new String[] {"LC_ALL", CATEGORY_NAMES[category], "LANG"}) {
            String value = environment.get(variable);
            if (value != null && !value.isEmpty()) {
                return value;
            }
        }
        return "C";
    }
}
