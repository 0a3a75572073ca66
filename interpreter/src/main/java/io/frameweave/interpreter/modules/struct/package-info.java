/**
 * The {@code _struct} module beneath {@code struct}: {@link io.frameweave.interpreter.modules.struct.StructFormat}
 * parses a format string and packs and unpacks by it (native sizes and alignment of a 64-bit little-endian
 * machine for {@code @}, the standard sizes for {@code = < > !}), with CPython 3.11's range checks and messages;
 * {@code PyStruct} is the {@code Struct} type and {@code StructModule} the module with its format cache.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.struct;
