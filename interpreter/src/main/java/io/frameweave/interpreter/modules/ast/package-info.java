/**
 * The {@code _ast} module beneath CPython's {@code ast}: the node classes, made from
 * {@link io.frameweave.interpreter.modules.ast.AstGrammar} (Python 3.11's abstract grammar, the one description of
 * the node kinds), and the two conversions {@code compile()} needs between the VM's syntax tree and trees of those
 * classes: {@link io.frameweave.interpreter.modules.ast.GuestTreeBuilder} (for {@code ast.parse}, with CPython's
 * positions in UTF-8 byte columns) and {@link io.frameweave.interpreter.modules.ast.GuestTreeReader} (for compiling
 * a tree a program built or changed, with CPython's checks and messages).
 *
 * <p>May touch: {@code runtime}, and the VM's syntax tree ({@code ast}) and literal values ({@code syntax}) it
 * converts; not the parser or the compiler, which {@code builtins} calls around it.
 */
package io.frameweave.interpreter.modules.ast;
