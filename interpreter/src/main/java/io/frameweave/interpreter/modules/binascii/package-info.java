/**
 * The {@code binascii} module: hex, base64 and uu conversions and the CRC-32 and CRC-CCITT checksums, with
 * CPython 3.11's rules for malformed input and its messages. Quoted-printable ({@code a2b_qp}, {@code b2a_qp}) is
 * not here; {@code quopri} then uses its own pure-Python codec.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.binascii;
