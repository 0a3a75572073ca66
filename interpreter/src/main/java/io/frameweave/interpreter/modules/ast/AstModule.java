package io.frameweave.interpreter.modules.ast;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

import java.util.Map;

/**
 * The {@code _ast} module beneath CPython's {@code ast}: the node classes of {@link AstGrammar} and the
 * {@code compile()} flags. It keeps its classes apart from its dict, so {@code compile()} makes and reads nodes
 * of these classes whatever a program rebinds in the module, as CPython's interpreter state does.
 */
public final class AstModule extends PyModule {
    /** {@code compile()} returns the syntax tree instead of code. */
    public static final int PyCF_ONLY_AST = 0x400;
    public static final int PyCF_TYPE_COMMENTS = 0x1000;
    public static final int PyCF_ALLOW_TOP_LEVEL_AWAIT = 0x2000;

    /** The classes this module made. */
    public final AstTypes types;

    private AstModule(PyDict dict, AstTypes types) {
        super("_ast", dict);
        this.types = types;
    }

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_ast"));
        AstTypes types = new AstTypes();
        d.putStr("AST", types.ast);
        for (Map.Entry<String, AstTypes.NodeType> e : types.byName.entrySet()) {
            d.putStr(e.getKey(), e.getValue().type());
        }
        d.putStr("PyCF_ONLY_AST", PyInt.of(PyCF_ONLY_AST));
        d.putStr("PyCF_TYPE_COMMENTS", PyInt.of(PyCF_TYPE_COMMENTS));
        d.putStr("PyCF_ALLOW_TOP_LEVEL_AWAIT", PyInt.of(PyCF_ALLOW_TOP_LEVEL_AWAIT));
        return new AstModule(d, types);
    }
}
