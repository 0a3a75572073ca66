/**
 * The builtin modules: {@code builtins} (the functions and the iterator types {@code enumerate}, {@code zip},
 * {@code map}, {@code filter}, {@code reversed}), {@code sys}, {@code math}, {@code time} and {@code _thread}
 * (beneath CPython's own {@code threading.py}), plus the file objects behind {@code open()} and {@code sys.stdout}/{@code stderr}/{@code stdin} and the
 * {@code _io} module that names them, the VM's file descriptors (files and in-VM pipes) and its current directory,
 * and over them {@code posix} (beneath CPython's {@code os}), {@code errno}, {@code select}, {@code _socket}
 * (beneath {@code socket}: sockets on java.nio channels, numbered in the same descriptor table) and
 * {@code _posixsubprocess} (beneath {@code subprocess}: programs started through the JVM's process API);
 * {@code _imp} and {@code _warnings}, beneath {@code importlib} and {@code warnings}, which need the VM's registry
 * of builtin modules and its frames; {@code faulthandler}, which writes the guest threads' stacks;
 * {@code _tracemalloc} beneath {@code tracemalloc}: a VM that never traces allocations ({@code start()} refuses).
 * {@link io.frameweave.interpreter.builtins.BuiltinModules} is the registry the VM imports them through.
 *
 * <p>May touch: {@code runtime} (the object model and {@code Ops}), {@code codecs} (the text files' encodings),
 * {@code codecache} (its tag, {@code sys.implementation.cache_tag}), and {@code vm} only for what the builtins
 * need from a running interpreter (frames, the thread state, the GIL, {@code PythonVM} for exec/eval/import).
 * Nothing here is called per instruction by the VM.
 */
package io.frameweave.interpreter.builtins;
