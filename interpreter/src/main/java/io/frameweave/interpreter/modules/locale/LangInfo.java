package io.frameweave.interpreter.modules.locale;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@code nl_langinfo}'s items as glibc numbers them, with the C locale's values (CODESET depends on LC_CTYPE). */
final class LangInfo {
    private LangInfo() {}

    static final int CODESET = 14;

    /** Each item's name, number and value in the C locale, in glibc's order. */
    static final Map<String, Item> ITEMS = new LinkedHashMap<>();

    record Item(int key, String value) {}

    private static final String[] DAYS = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December"};

    static {
        int time = 0x20000; // glibc's LC_TIME items start at __LC_TIME << 16
        for (int i = 0; i < 7; i++) {
            item("ABDAY_" + (i + 1), time + i, DAYS[i].substring(0, 3));
            item("DAY_" + (i + 1), time + 7 + i, DAYS[i]);
        }
        for (int i = 0; i < 12; i++) {
            item("ABMON_" + (i + 1), time + 14 + i, MONTHS[i].substring(0, 3));
            item("MON_" + (i + 1), time + 26 + i, MONTHS[i]);
        }
        item("AM_STR", time + 38, "AM");
        item("PM_STR", time + 39, "PM");
        item("D_T_FMT", time + 40, "%a %b %e %H:%M:%S %Y");
        item("D_FMT", time + 41, "%m/%d/%y");
        item("T_FMT", time + 42, "%H:%M:%S");
        item("T_FMT_AMPM", time + 43, "%I:%M:%S %p");
        item("ERA", time + 44, "");
        item("ERA_D_FMT", time + 46, "");
        item("ALT_DIGITS", time + 47, "");
        item("ERA_D_T_FMT", time + 48, "");
        item("ERA_T_FMT", time + 49, "");
        item("CODESET", CODESET, "ANSI_X3.4-1968");
        item("RADIXCHAR", 0x10000, ".");
        item("THOUSEP", 0x10001, "");
        item("CRNCYSTR", 0x4000F, "-");
        item("YESEXPR", 0x50000, "^[yY]");
        item("NOEXPR", 0x50001, "^[nN]");
    }

    private static void item(String name, int key, String value) {
        ITEMS.put(name, new Item(key, value));
    }

    /** The value of item {@code key}, or null when there is no such item. */
    static String value(int key, boolean utf8) {
        if (key == CODESET) {
            return utf8 ? "UTF-8" : "ANSI_X3.4-1968";
        }
        for (Item item : ITEMS.values()) {
            if (item.key() == key) {
                return item.value();
            }
        }
        return null;
    }
}
