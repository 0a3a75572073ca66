package io.frameweave.interpreter.modules.locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code setlocale}'s names and the environment it reads for {@code ""}, as glibc reads them. */
class LocaleSettingsTest {

    @Test
    void startsWithLcCtypeInCUtf8AndTheRestInC() {
        LocaleSettings s = new LocaleSettings(Map.of("LANG", "en_US.UTF-8"));
        assertEquals("C.UTF-8", s.query(LocaleSettings.LC_CTYPE));
        assertEquals("C", s.query(1));
        assertEquals("LC_CTYPE=C.UTF-8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;LC_PAPER=C;"
                + "LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C",
                s.query(LocaleSettings.LC_ALL));
    }

    @Test
    void theEmptyNameReadsLcAllThenTheCategoryThenLang() {
        LocaleSettings s = new LocaleSettings(Map.of("LC_NUMERIC", "POSIX", "LANG", "C.utf8"));
        assertEquals("C", s.set(1, ""));
        assertEquals("C.utf8", s.set(2, ""));
        assertEquals("C", new LocaleSettings(Map.of("LC_ALL", "C", "LANG", "C.UTF-8")).set(2, ""));
        assertEquals("C", new LocaleSettings(Map.of()).set(LocaleSettings.LC_ALL, ""));
        assertNull(new LocaleSettings(Map.of("LANG", "de_DE.UTF-8")).set(LocaleSettings.LC_ALL, ""));
    }

    @Test
    void unknownNamesAndCategoriesAreRefusedAndChangeNothing() {
        LocaleSettings s = new LocaleSettings(Map.of());
        assertNull(s.set(LocaleSettings.LC_ALL, "en_US.UTF-8"));
        assertNull(s.set(99, "C"));
        assertNull(s.query(-1));
        assertEquals("C.UTF-8", s.query(LocaleSettings.LC_CTYPE));
        assertNull(s.set(LocaleSettings.LC_ALL, "LC_CTYPE=C;LC_NUMERIC=C"));
        assertEquals("C", s.set(LocaleSettings.LC_ALL, "POSIX"));
    }

    @Test
    void collationComparesCodePoints() {
        assertEquals(1, LocaleModule.compareCodePoints("\uD83D\uDE00", "\uFFFF")); // UTF-16 units would say -1
        assertEquals(-1, LocaleModule.compareCodePoints("ab", "abc"));
        assertEquals(0, LocaleModule.compareCodePoints("", ""));
    }
}
