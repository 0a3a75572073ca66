/**
 * Additions to the VM's builtin modules ({@code sys.monitoring}, {@code sys.settrace}, ...): a registry by module
 * name, applied by the advice woven into module creation. May reference the interpreter's public runtime API
 * only; the guest-visible functions themselves live with their areas ({@code monitoring}, {@code tracing}, ...).
 */
package io.frameweave.instrumentation.guest;
