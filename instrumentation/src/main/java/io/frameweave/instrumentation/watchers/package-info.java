/**
 * Deopt notifications: watchers that an optimizer (or any Java tool) registers to be told when something it
 * speculates on changes. Dict, type, function and code watchers follow CPython 3.12's C API
 * ({@code PyDict_AddWatcher} and friends: eight ids per kind, the same events); monitoring watchers (a tool's
 * event set changed, tracing or profiling switched for a thread) and frame-local watchers (a local written
 * through a frame view) are frameweave's own. Events are delivered synchronously on the mutating thread, before
 * the change is visible; a watcher that throws is reported ({@link io.frameweave.instrumentation.watchers.WatcherFaults})
 * and the change goes ahead. DEALLOCATED and DESTROY are best effort, after the fact, on a daemon thread.
 *
 * <p>The dict, type, function and code probes are the {@code *WatchAdvice} classes here, woven per kind
 * ({@link io.frameweave.instrumentation.weave.WatchPlan}) only while a watcher of that kind is registered. This
 * package may reference the interpreter's runtime, bytecode and vm classes and {@code weave}; it keeps all
 * per-object state outside the interpreter's objects, except the watcher bits it puts in a watched dict's version
 * tag. See docs/WATCHERS.md.
 */
package io.frameweave.instrumentation.watchers;
