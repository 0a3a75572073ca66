/**
 * The syntax tree: sealed interfaces of records, shaped like CPython's {@code ast} module. Produced by
 * {@code parser}, consumed by {@code compiler}; it depends on nothing.
 */
package io.frameweave.interpreter.ast;
