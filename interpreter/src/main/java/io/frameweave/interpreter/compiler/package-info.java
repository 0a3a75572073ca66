/**
 * The compiler: syntax tree to {@link io.frameweave.interpreter.bytecode.PyCode}, mirroring CPython 3.11's
 * compiler so that instructions, their lines and the exception table read like {@code python3.11 -m dis}.
 *
 * <p>Stages: {@link ConstantFolder} (the AST folding CPython's {@code ast_opt.c} does),
 * {@link SymbolTableBuilder} (scopes and the local/global/free/cell analysis), {@link CodeGenerator}
 * (instructions in basic blocks, with pseudo-instructions for exception blocks; its parts, one per kind of
 * construct, share an {@link Emitter}), {@link FlowGraphOptimizer} (peephole, jump threading, dead code, line
 * propagation) and {@link Assembler} (stack depth, exception table, line table, the code object). Entry point:
 * {@link Compiler}.
 *
 * <p>It may touch {@code ast}, {@code bytecode}, {@code parser} (only {@code SyntaxErrorException}) and the
 * value factories of {@code runtime} (to make constants); nothing of {@code vm} or {@code builtins}.
 */
package io.frameweave.interpreter.compiler;
