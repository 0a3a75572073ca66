/**
 * The virtual machine: frames, their entry ({@link io.frameweave.interpreter.vm.Interpreter}) and the dispatch
 * loop ({@code DispatchLoop}), guest functions and generators, the per-thread state and the global interpreter
 * lock, imports, class creation, the printing of uncaught exceptions, and the {@code Reaper}, which runs on a guest
 * thread what the death of objects calls for ({@code __del__}, closing generators, weak references' functions). It may touch {@code bytecode}, {@code codecache},
 * {@code runtime}, {@code parser}, {@code syntax} and {@code compiler}; nothing outside the interpreter module
 * ({@code builtins}, built on it, gives a {@link io.frameweave.interpreter.vm.PythonVM} its modules written in Java
 * as a {@link io.frameweave.interpreter.vm.BuiltinModuleSource}).
 *
 * <h2>Stable weave points</h2>
 * The agent weaves only into these methods, which the core needs for its own reasons; they are listed in
 * {@link io.frameweave.interpreter.WeavePoint}.
 */
package io.frameweave.interpreter.vm;
