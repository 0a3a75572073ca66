package io.frameweave.interpreter.runtime;

/**
 * The text-like methods bytes and bytearray share (classification, case, stripping, padding, tabs), defined on
 * either type over {@link BytesText}.
 */
final class BytesTextMethods {
    private BytesTextMethods() {}

    private static final ArgParser EXPANDTABS = new ArgParser("expandtabs", 0, "tabsize").clinicKeywords();

    static void define(PyType t, String typeName) {
        String[] isNames = {"isalnum", "isalpha", "isdigit", "isspace", "isascii"};
        for (int k = 0; k < isNames.length; k++) {
            final int kind = k;
            final String name = isNames[k];
            final String qualified = typeName + "." + name;
            t.define(name, (self, args, kw) -> {
                ArgParser.checkArity(qualified, args, kw, 0, 0);
                return Py.newBool(BytesText.all(BytesMethods.seq(self).storage(), BytesMethods.seq(self).size(), kind));
            });
        }
        String islowerName = typeName + ".islower";
        t.define("islower", (self, args, kw) -> {
            ArgParser.checkArity(islowerName, args, kw, 0, 0);
            return Py.newBool(BytesText.isCase(BytesMethods.seq(self).storage(), BytesMethods.seq(self).size(), false));
        });
        String isupperName = typeName + ".isupper";
        t.define("isupper", (self, args, kw) -> {
            ArgParser.checkArity(isupperName, args, kw, 0, 0);
            return Py.newBool(BytesText.isCase(BytesMethods.seq(self).storage(), BytesMethods.seq(self).size(), true));
        });
        String istitleName = typeName + ".istitle";
        t.define("istitle", (self, args, kw) -> {
            ArgParser.checkArity(istitleName, args, kw, 0, 0);
            return Py.newBool(BytesText.isTitle(BytesMethods.seq(self).storage(), BytesMethods.seq(self).size()));
        });
        String[] caseNames = {"lower", "upper", "swapcase", "capitalize", "title"};
        for (int k = 0; k < caseNames.length; k++) {
            final int how = k;
            final String name = caseNames[k];
            final String qualified = typeName + "." + name;
            t.define(name, (self, args, kw) -> {
                ArgParser.checkArity(qualified, args, kw, 0, 0);
                return BytesMethods.seq(self).make(BytesText.changeCase(BytesMethods.seq(self).storage(), BytesMethods.seq(self).size(), how));
            });
        }
        String[] stripNames = {"strip", "lstrip", "rstrip"};
        for (int k = 0; k < stripNames.length; k++) {
            final int how = k;
            final String name = stripNames[k];
            final String qualified = typeName + "." + name;
            t.define(name, (self, args, kw) -> {
                BytesMethods.arity(name, args, kw, 0, 1, qualified);
                return BytesMethods.seq(self).make(BytesText.strip(BytesMethods.seq(self).storage(), BytesMethods.seq(self).size(), BytesMethods.orNull(BytesMethods.opt(args, 0)),
                        how != 2, how != 1));
            });
        }
        String[] padNames = {"center", "ljust", "rjust"};
        for (int k = 0; k < padNames.length; k++) {
            final int how = k;
            final String name = padNames[k];
            final String qualified = typeName + "." + name;
            t.define(name, (self, args, kw) -> {
                BytesMethods.arity(name, args, kw, 1, 2, qualified);
                long width = SequenceIndex.argument(args[0]);
                byte fill = ' ';
                if (args.length > 1) {
                    if (!(args[1] instanceof ByteSequence f) || f.size() != 1) {
                        throw Py.TypeError(name + "() argument 2 must be a byte string of length 1, not "
                                + Py.typeName(args[1]));
                    }
                    fill = (byte) f.byteAt(0);
                }
                return BytesMethods.seq(self).make(BytesText.pad(BytesMethods.seq(self).storage(), BytesMethods.seq(self).size(), width, fill, how));
            });
        }
        t.define("zfill", (self, args, kw) -> {
            BytesMethods.arity("zfill", args, kw, 1, 1, typeName + ".zfill");
            return BytesMethods.seq(self).make(BytesText.zfill(BytesMethods.seq(self).storage(), BytesMethods.seq(self).size(),
                    SequenceIndex.argument(args[0])));
        });
        t.define("expandtabs", (self, args, kw) -> {
            PyObject[] a = EXPANDTABS.parse(args, kw);
            return BytesMethods.seq(self).make(BytesText.expandTabs(BytesMethods.seq(self).storage(), BytesMethods.seq(self).size(), BytesMethods.intArg(a[0], 8)));
        });
    }
}
