package io.frameweave.interpreter.modules.unicodedata;

import io.frameweave.interpreter.unicode.CharacterNames;
import io.frameweave.interpreter.unicode.Normalization;
import io.frameweave.interpreter.unicode.Ucd;
import io.frameweave.interpreter.unicode.Unicode32;

/**
 * One version of the database as {@code unicodedata} presents it: 14.0 (the module's own functions) or 3.2
 * ({@code ucd_3_2_0}), which answers for the characters assigned in 3.2 only, with 3.2's category and bidi class.
 */
enum UcdEdition {
    CURRENT("14.0.0"), V3_2("3.2.0");

    final String version;

    UcdEdition(String version) {
        this.version = version;
    }

    private boolean unassignedHere(int cp) {
        return this == V3_2 && !Unicode32.isAssigned(cp);
    }

    String category(int cp) {
        return this == V3_2 ? Unicode32.category(cp) : Ucd.category(cp);
    }

    String bidirectional(int cp) {
        return this == V3_2 ? Unicode32.bidirectional(cp) : Ucd.bidirectional(cp);
    }

    int combining(int cp) {
        return unassignedHere(cp) ? 0 : Ucd.combining(cp);
    }

    String eastAsianWidth(int cp) {
        return unassignedHere(cp) ? "F" : Ucd.eastAsianWidth(cp);
    }

    boolean mirrored(int cp) {
        return this == V3_2 ? Unicode32.isMirrored(cp) : Ucd.isMirrored(cp);
    }

    String decomposition(int cp) {
        return unassignedHere(cp) ? "" : Ucd.decomposition(cp);
    }

    int decimal(int cp) {
        return unassignedHere(cp) ? -1 : Ucd.decimal(cp);
    }

    int digit(int cp) {
        return unassignedHere(cp) ? -1 : Ucd.digit(cp);
    }

    double numeric(int cp) {
        return unassignedHere(cp) ? Double.NaN : Ucd.numeric(cp);
    }

    /** The name, or null; none for characters this version lacks. */
    String name(int cp) {
        return unassignedHere(cp) ? null : CharacterNames.name(cp);
    }

    /**
     * The character or named sequence called {@code name}, or null. Version 3.2 knows no aliases or named
     * sequences, and (as CPython's) finds the ideographs by rule whatever their version.
     */
    String lookup(String name) {
        int cp = CharacterNames.codePoint(name, this == CURRENT);
        if (cp >= 0 && this == V3_2 && !Unicode32.isAssigned(cp) && !CharacterNames.isUnifiedIdeograph(cp)) {
            cp = -1;
        }
        if (cp >= 0) {
            return new String(Character.toChars(cp));
        }
        return this == CURRENT ? CharacterNames.sequence(name) : null;
    }

    String normalize(Normalization.Form form, String s) {
        return Normalization.normalize(form, s, this == V3_2);
    }

    boolean isNormalized(Normalization.Form form, String s) {
        return Normalization.isNormalized(form, s, this == V3_2);
    }
}
