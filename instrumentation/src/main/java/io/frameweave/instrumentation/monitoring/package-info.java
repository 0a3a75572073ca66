/**
 * PEP 669 monitoring: the Java API for tools ({@link io.frameweave.instrumentation.monitoring.Monitoring}), the
 * state it keeps (tools, event sets, callbacks), the dispatch of events to callbacks, and the guest module
 * {@code sys.monitoring} built on the same API. Follows CPython 3.12/3.13 where they differ from PEP 669's text.
 * Uses the {@code probe} package to mark instructions and the {@code weave} package to switch the execution
 * probes on and off.
 */
package io.frameweave.instrumentation.monitoring;
