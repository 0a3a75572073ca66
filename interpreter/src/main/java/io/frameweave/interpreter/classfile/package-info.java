/**
 * Writing JVM class files: a constant pool, method bodies with labels and out-of-line branches, and the class
 * that holds them. Only what the VM's compiled tier ({@code vm.CompiledTier}) emits is supported: class file
 * version 49, which the JVM verifies by type inference, so no stack map frames are written. It touches
 * nothing else of the interpreter.
 */
package io.frameweave.interpreter.classfile;
