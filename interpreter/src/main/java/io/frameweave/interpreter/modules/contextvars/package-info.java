/**
 * The {@code _contextvars} module beneath {@code contextvars} (and so {@code decimal}'s current context):
 * {@code ContextVar}, {@code Token}, {@code Context} and {@code copy_context}, with CPython 3.11's rules and
 * messages. A context is an immutable mapping from variables to values, replaced (not changed) by each
 * {@code set}, so that {@code copy_context()} costs nothing; each thread has its own current context.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.contextvars;
