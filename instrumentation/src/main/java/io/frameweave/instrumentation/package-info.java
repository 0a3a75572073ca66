/**
 * The instrumentation that the agent weaves into the core VM, and the Java API for tools, one package per
 * feature, each owning its advice classes: {@code monitoring} (PEP 669 and its probes), {@code tracing} (legacy
 * tracing on top of it), {@code frames} (frame views, the PEP 667 proxy), {@code watchers} (deopt notifications),
 * {@code optimizer}, {@code program} (the program's standard streams and end), {@code guest} (additions to builtin
 * modules); and {@code weave}, the tooling that weaves
 * whatever plan it is given and knows no feature. {@link io.frameweave.instrumentation.WeavingPlan}, here, is the
 * one class that knows them all: it lists which advice goes where, and is what the agent installs. The packages
 * form no cycle (a test checks). This module may reference the interpreter; the interpreter never references it.
 */
package io.frameweave.instrumentation;
