/**
 * The Java versions of CPython's C modules beneath its pure-Python standard library, one sub-package per module
 * ({@code itertools}, {@code binascii}, and for {@code _collections}, {@code _functools}, {@code _operator},
 * {@code _heapq}, {@code _bisect}, {@code _random}, {@code _struct}, {@code _codecs}, {@code _ast}, {@code _string},
 * {@code _locale}, {@code _contextvars}, {@code _csv}, {@code _json}, {@code _stat} and {@code _typing} the sub-package named without the
 * underscore; also {@code zlib}, {@code array}, {@code marshal} and {@code cmath}; {@code hashes} holds the six hash modules beneath
 * {@code hashlib}), with CPython 3.11's behaviour and messages ({@code posix}, {@code errno}, {@code select} and
 * {@code _posixsubprocess} live in {@code builtins}, beside the file objects they share descriptors with). This
 * package holds what they share:
 * {@link io.frameweave.interpreter.modules.NativeIterator} (an iterator type guest classes may subclass),
 * {@link io.frameweave.interpreter.modules.ClinicArgs} and {@link io.frameweave.interpreter.modules.MethodArgs}
 * (argument checks worded as CPython's Argument Clinic and method flags word them) and
 * {@link io.frameweave.interpreter.modules.ModuleTypes}.
 * {@code builtins.BuiltinModules} registers the modules.
 *
 * <p>May touch: {@code runtime} (the object model and {@code Ops}) only, {@code codecs} for {@code _codecs} and
 * {@code codecache} for {@code marshal}'s code objects; a
 * sub-package may use a sibling's public type. Nothing here is called per instruction by the VM, and nothing here knows the VM's frames or threads: what
 * must be atomic is, because the GIL is held across each call into this code.
 */
package io.frameweave.interpreter.modules;
