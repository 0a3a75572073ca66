package io.frameweave.interpreter.codecs;

/**
 * The error handlers of the {@code errors=} argument. Like CPython, a codec looks its handler up only when it
 * meets an error, so an unknown name fails then ({@link #named}), not when a file is opened.
 */
public enum ErrorHandler {
    STRICT("strict"), REPLACE("replace"), IGNORE("ignore"), SURROGATEESCAPE("surrogateescape"),
    BACKSLASHREPLACE("backslashreplace"), XMLCHARREFREPLACE("xmlcharrefreplace"), SURROGATEPASS("surrogatepass"),
    NAMEREPLACE("namereplace");

    public final String pyName;

    ErrorHandler(String pyName) {
        this.pyName = pyName;
    }

    /** The handler called {@code name}; a LOOKUP failure when there is none. */
    static ErrorHandler named(String name) {
        for (ErrorHandler h : values()) {
            if (h.pyName.equals(name)) {
                return h;
            }
        }
        throw CodecException.lookup("unknown error handler name '" + name + "'");
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
    String encodeReplacement(int cp) {
        switch (this) {
            case REPLACE:
                return "?";
            case IGNORE:
                return "";
            case BACKSLASHREPLACE:
                if (cp < 0x100) {
                    return String.format("\\x%02x", cp);
                }
                return cp < 0x10000 ? String.format("\\u%04x", cp) : String.format("\\U%08x", cp);
            case XMLCHARREFREPLACE:
                return "&#" + cp + ";";
            case NAMEREPLACE: {
                String n = Character.getName(cp);
                if (n != null) {
                    return "\\N{" + n + "}";
                }
                return BACKSLASHREPLACE.encodeReplacement(cp);
            }
            default:
                return null;
        }
    }
}
