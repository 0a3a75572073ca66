package io.frameweave.interpreter.codecs;

import java.util.function.Function;

/**
 * The error handlers of the {@code errors=} argument. Like CPython, a codec looks its handler up only when it
 * meets an error, so an unknown name fails then ({@link #named}), not when a file is opened. The standard names
 * are handled here; any other name is asked of {@link #registered}, the running program's registry.
 */
public enum ErrorHandler {
    STRICT("strict"), REPLACE("replace"), IGNORE("ignore"), SURROGATEESCAPE("surrogateescape"),
    BACKSLASHREPLACE("backslashreplace"), XMLCHARREFREPLACE("xmlcharrefreplace"), SURROGATEPASS("surrogatepass"),
    NAMEREPLACE("namereplace"), REGISTERED(null);

    /**
     * The handler the program registered under a name that is not a standard one, or null: set by whoever owns
     * the codec registry (the {@code _codecs} module's), so that every codec reaches the same handlers.
     */
    public static volatile Function<String, ErrorCallback> registered = name -> null;

    public final String pyName;

    ErrorHandler(String pyName) {
        this.pyName = pyName;
    }

    /** The standard handler called {@code name}, or null (then the name may be a registered one). */
    public static ErrorHandler standard(String name) {
        for (ErrorHandler h : values()) {
            if (h.pyName != null && h.pyName.equals(name)) {
                return h;
            }
        }
        return null;
    }

    /** The program's handler called {@code name}; a LOOKUP failure when there is none. */
    static ErrorCallback registeredOrFail(String name) {
        ErrorCallback c = registered.apply(name);
        if (c == null) {
            throw CodecException.lookup("unknown error handler name '" + name + "'");
        }
        return c;
    }

    /** The handler called {@code name}, {@link #REGISTERED} for a program's one; a LOOKUP failure when none. */
    static ErrorHandler named(String name) {
        ErrorHandler h = standard(name);
        if (h != null) {
            return h;
        }
        registeredOrFail(name);
        return REGISTERED;
    }

    /** The handler for a decoding error: those that only know how to encode fail as CPython's do. */
    static ErrorHandler forDecoding(String name) {
        ErrorHandler h = named(name);
        if (h == XMLCHARREFREPLACE || h == NAMEREPLACE) {
            throw CodecException.type("don't know how to handle UnicodeDecodeError in error callback");
        }
        return h;
    }

    static ErrorHandler forEncoding(String name) {
        return named(name);
    }

    /** What an encoding handler puts for code point {@code cp}, or null when it has no replacement text. */
    public String encodeReplacement(int cp) {
        switch (this) {
            case REPLACE:
                return "?";
            case IGNORE:
                return "";
            case BACKSLASHREPLACE:
                return backslashed(cp);
            case XMLCHARREFREPLACE:
                return "&#" + cp + ";";
            case NAMEREPLACE: {
                String n = UnicodeNames.of(cp);
                if (n != null) {
                    return "\\N{" + n + "}";
                }
                return backslashed(cp);
            }
            default:
                return null;
        }
    }

    /** The escape backslashreplace writes for a code point: backslash-x and two hex digits, u and four, or U and eight. */
    public static String backslashed(int cp) {
        if (cp < 0x100) {
            return String.format("\\x%02x", cp);
        }
        return cp < 0x10000 ? String.format("\\u%04x", cp) : String.format("\\U%08x", cp);
    }
}
