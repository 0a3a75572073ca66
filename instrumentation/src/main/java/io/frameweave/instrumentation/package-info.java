/**
 * The instrumentation that the agent weaves into the core VM, and the Java API for tools. Sub-packages:
 * {@code weave} (finding the core's weave points and the transformation plans). This module may reference the
 * interpreter; the interpreter never references it.
 */
package io.frameweave.instrumentation;
