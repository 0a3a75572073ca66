/**
 * The compiler: syntax tree to {@link io.frameweave.interpreter.bytecode.PyCode}, mirroring CPython 3.11's
 * compiler so that instructions, their lines and the exception table read like {@code python3.11 -m dis}.
 *
 * <p>Stages: {@link ConstantFolder} (the AST folding CPython's {@code ast_opt.c} does),
 * {@link SymbolTableBuilder} (scopes, built in a {@link ScopeStack} by the statement walk and
 * {@link ExpressionSymbols}, then the local/global/free/cell resolution of {@link ScopeAnalyzer}),
 * {@link CodeGenerator} (instructions in basic blocks, with pseudo-instructions for exception blocks; its parts,
 * one per kind of construct, share an {@link Emitter}), {@link FlowGraphOptimizer} (the {@link Peephole} pass
 * with {@link SwapOptimizer}, jump threading, dead code, {@link NopRemoval}), {@link LinePropagation} and
 * {@link Assembler} (stack depth, exception table, line table, the code object). Entry point:
 * {@link Compiler}.
 *
 * <p>It may touch {@code ast}, {@code bytecode}, {@code syntax} and the
 * value factories of {@code runtime} (to make constants); nothing of {@code vm} or {@code builtins}.
 */
package io.frameweave.interpreter.compiler;
