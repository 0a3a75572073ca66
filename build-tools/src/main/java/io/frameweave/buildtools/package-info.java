/**
 * Steps of frameweave's own build, run by Maven on the interpreter's class files before they are tested and
 * packed; nothing here is shipped or loaded at run time. {@link io.frameweave.buildtools.LambdaDesugarer}
 * turns lambdas and method references into plain classes, so that the VM's start does not link hundreds of
 * {@code invokedynamic} call sites, and {@link io.frameweave.buildtools.RecordMethods} gives records plain
 * {@code equals}, {@code hashCode} and {@code toString} bodies for the same reason.
 * {@link io.frameweave.buildtools.ClassInitCheck} initializes the interpreter's tables (the opcode rows, the
 * compiled tier's helpers) so that what they check fails the build, and {@link io.frameweave.buildtools.LoopCases}
 * writes the dispatch loop's cases of shaped opcodes from the rows. {@link io.frameweave.buildtools.CompilerStamp}
 * writes the digest of the compiler's classes that the cache of compiled modules is keyed by. Uses ASM; reads class
 * files and writes class files and that stamp only.
 */
package io.frameweave.buildtools;
