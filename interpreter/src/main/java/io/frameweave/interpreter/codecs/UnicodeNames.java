package io.frameweave.interpreter.codecs;

import io.frameweave.interpreter.unicode.CharacterNames;

/**
 * The names of characters as CPython's {@code unicodedata.name} gives them, for {@code namereplace}: Unicode 14.0's,
 * none for the characters it names only by their block (controls, surrogates, private use).
 */
final class UnicodeNames {
    private UnicodeNames() {}

    /** The name of {@code cp}, or null when it has none. */
    static String of(int cp) {
        return CharacterNames.name(cp);
    }
}
