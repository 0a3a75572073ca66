package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.modules.ast.AstModule;
import io.frameweave.interpreter.modules.ast.AstTypes;
import io.frameweave.interpreter.modules.ast.GuestTreeBuilder;
import io.frameweave.interpreter.modules.ast.GuestTreeReader;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * {@code compile()}'s syntax-tree side: source text to a tree of {@code _ast} nodes ({@code PyCF_ONLY_AST}), and
 * such a tree to code. The nodes are those of the {@code _ast} module the program imports, so that
 * {@code isinstance(ast.parse(s), ast.Module)} holds.
 */
final class SyntaxTrees {
    private SyntaxTrees() {}

    private static AstTypes types() {
        PyModule m = RunningVM.importModule("_ast");
        if (m instanceof AstModule a) {
            return a.types;
        }
        throw Py.raise(ExceptionTypes.RuntimeError, "sys.modules['_ast'] is not the builtin _ast module");
    }

    /** True when {@code o} is an {@code _ast.AST} node. */
    static boolean isTree(PyObject o) {
        return types().isInstance(o, "AST");
    }

    /** The {@code _ast} tree of {@code source}, as {@code ast.parse} returns it. */
    static PyObject parse(String source, String filename, String mode) {
        ModuleNode node = RunningVM.vm().parse(source, filename, mode);
        return GuestTreeBuilder.build(types(), node, source);
    }

    /** The code of an {@code _ast} tree whose root is the one {@code mode} asks for. */
    static PyCode compile(PyObject tree, String filename, String mode, int futures) {
        return RunningVM.vm().compile(GuestTreeReader.read(types(), tree, mode), filename, futures);
    }
}
