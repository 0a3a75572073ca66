/**
 * The {@code binascii} module: hex, base64, uu and quoted-printable conversions and the CRC-32 and CRC-CCITT
 * checksums, with CPython 3.11's rules for malformed input and its messages.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.binascii;
