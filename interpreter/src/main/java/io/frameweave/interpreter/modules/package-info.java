/**
 * The Java versions of CPython's C modules beneath its pure-Python standard library, one sub-package per module
 * ({@code itertools}, {@code collections} for {@code _collections}, {@code functools} for {@code _functools},
 * {@code random} for {@code _random}), with CPython 3.11's behaviour and messages. This package holds what they
 * share: {@link io.frameweave.interpreter.modules.NativeIterator} (an iterator type guest classes may subclass),
 * {@link io.frameweave.interpreter.modules.ClinicArgs} (argument binding worded as CPython's Argument Clinic
 * words it) and {@link io.frameweave.interpreter.modules.ModuleTypes}. {@code builtins.BuiltinModules} registers
 * the modules.
 *
 * <p>May touch: {@code runtime} (the object model and {@code Ops}) only. Nothing here is called per instruction by
 * the VM, and nothing here knows the VM's frames or threads: what must be atomic is, because the GIL is held
 * across each call into this code.
 */
package io.frameweave.interpreter.modules;
