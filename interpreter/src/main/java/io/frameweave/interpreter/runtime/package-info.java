/**
 * The guest object model: every Python value the VM handles, and the protocol that operates on them.
 *
 * <p>Map of the package:
 * <ul>
 *   <li>The object core: {@link io.frameweave.interpreter.runtime.PyObject}, {@link io.frameweave.interpreter.runtime.PyType}
 *       (builtin types and guest classes, C3 MRO, the per-type lookup cache and its single invalidation point
 *       {@link io.frameweave.interpreter.runtime.PyType#modified()}), the numbers (PyInt with its long fast path,
 *       PyBool, PyFloat with CPython's repr), None/NotImplemented/Ellipsis, the exceptions (PyBaseException,
 *       ExceptionTypes), instances (of guest classes; {@link io.frameweave.interpreter.runtime.SubclassableObject}
 *       for the builtin types implemented elsewhere that guest classes derive from), bound methods, modules,
 *       descriptors (property, classmethod, staticmethod, getset, builtin method descriptors) and super.</li>
 *   <li>{@link io.frameweave.interpreter.runtime.Ops}: the abstract object protocol (repr, hash, compare,
 *       binaryOp, getAttr, getItem, iter/next, call ...). Fast paths on exact builtin classes first, then the
 *       special method found on the type's MRO, with CPython's errors.</li>
 *   <li>Object lifetime: {@link io.frameweave.interpreter.runtime.Lifetime} (what must happen when an object
 *       dies: {@code __del__}, closing a generator, weak references' functions; the VM's {@code Reaper} runs it),
 *       the weak references {@link io.frameweave.interpreter.runtime.PyWeakRef} and
 *       {@link io.frameweave.interpreter.runtime.PyWeakProxy}, and the per-object lists beside the objects
 *       ({@code WeakRefTable}).</li>
 *   <li>The reduce protocol that {@code copy} and {@code pickle} use: {@link io.frameweave.interpreter.runtime.ObjectReduce}
 *       ({@code object.__reduce_ex__}, {@code __reduce__}, {@code __getstate__}) and {@code BuiltinReduce} (the builtin
 *       types' {@code __reduce__} and {@code __getnewargs__}).</li>
 *   <li>The containers and text: str, tuple, list, dict, set, frozenset, range, slice, their iterators and
 *       formatting (owned by the containers engineer).</li>
 *   <li>Binary data: bytes, bytearray and memoryview over one buffer protocol
 *       ({@link io.frameweave.interpreter.runtime.BufferExporter}, {@link io.frameweave.interpreter.runtime.PyBuffer},
 *       {@link io.frameweave.interpreter.runtime.Buffers}) that anything reading or writing raw bytes uses, and
 *       {@code str.encode}/{@code bytes.decode} through the {@code codecs} package.</li>
 *   <li>What {@code math} and {@code cmath} share: {@link io.frameweave.interpreter.runtime.PyFloat#asDouble}
 *       (their float arguments), {@link io.frameweave.interpreter.runtime.MathErrors} (their two errors),
 *       {@link io.frameweave.interpreter.runtime.CloseTolerances} (isclose) and
 *       {@link io.frameweave.interpreter.runtime.Hyperbolic} (the real inverse hyperbolic functions).</li>
 * </ul>
 *
 * <p>Rules that keep it working:
 * <ul>
 *   <li>This package depends on nothing else in the interpreter (no {@code vm}, {@code builtins}, {@code compiler})
 *       but {@code codecs} and {@code unicode} (the character data str uses), which touch nothing else;
 *       the VM's functions take part through {@link io.frameweave.interpreter.runtime.PyCallable} and
 *       {@link io.frameweave.interpreter.runtime.PyDescriptor}, and zero-argument {@code super()} gets its
 *       arguments through {@link io.frameweave.interpreter.runtime.PySuper#zeroArgumentSource}.</li>
 *   <li>Class initialisation must work whatever class the JVM touches first. Each builtin class creates its
 *       {@code TYPE} with {@link io.frameweave.interpreter.runtime.PyType#newBuiltin}; a static initialiser
 *       must not read {@code Py.None}, {@code Py.True} ... eagerly (use them inside method bodies and
 *       lambdas; {@code PyNone.INSTANCE} is safe), and a class must declare the static constants its
 *       constructor needs before its {@code TYPE}.</li>
 *   <li>Every guest-visible change of a type's attributes or bases calls {@code PyType.modified()} just after it
 *       happened (a weave point for type watchers); every change of a dict's contents goes through
 *       {@code PyDict.storeAt/removeAt/clearAll}.</li>
 * </ul>
 */
package io.frameweave.interpreter.runtime;
