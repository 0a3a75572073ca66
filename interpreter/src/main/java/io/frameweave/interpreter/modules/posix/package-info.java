/**
 * The {@code posix} module beneath CPython's {@code os}: file descriptors, stat, directories and scandir, the
 * environment and the process, over {@code java.nio.file} and Linux's {@code /proc}.
 *
 * <p>May touch: {@code runtime}, {@code modules.errno} (the error numbers and messages), and the public parts of
 * {@code builtins} that files share with {@code open()}: the descriptor table, the VM's current directory, and
 * module assembly. Nothing here is called per instruction by the VM.
 */
package io.frameweave.interpreter.modules.posix;
