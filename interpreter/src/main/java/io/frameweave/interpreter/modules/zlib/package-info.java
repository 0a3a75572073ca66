/**
 * The {@code zlib} module over {@code java.util.zip}: {@link io.frameweave.interpreter.modules.zlib.ZlibModule}
 * (functions, constants, {@code zlib.error}), the {@code Compress} and {@code Decompress} objects, and the framing
 * the JDK leaves out: the gzip header and trailer ({@link io.frameweave.interpreter.modules.zlib.GzipFraming}) and
 * the choice of format by {@code wbits} ({@link io.frameweave.interpreter.modules.zlib.StreamFormat}). The JDK's
 * {@code Deflater} always uses a 32 KiB window and memory level 8, so other {@code wbits} and {@code memLevel}
 * values are accepted and compress as the defaults do.
 */
package io.frameweave.interpreter.modules.zlib;
