/**
 * The hash modules beneath {@code hashlib}: {@code _md5}, {@code _sha1}, {@code _sha256}, {@code _sha512}
 * ({@link io.frameweave.interpreter.modules.hashes.DigestModules}), {@code _sha3}
 * ({@link io.frameweave.interpreter.modules.hashes.Sha3Module}) and {@code _blake2}
 * ({@link io.frameweave.interpreter.modules.hashes.Blake2Module}), with CPython 3.11's types, arguments and
 * messages. There is no {@code _hashlib} (OpenSSL), so {@code hashlib} and {@code hmac} use these, as on a
 * CPython built without OpenSSL.
 *
 * <p>The engines ({@code HashEngine}) hold no guest objects: the JDK's {@code MessageDigest} where it has the
 * algorithm (MD5, SHA-1, SHA-2, SHA-3), and the rest written from their specifications: BLAKE2b and BLAKE2s from
 * RFC 7693, the SHAKE sponge from FIPS 202. {@code PyHash} is the guest object around an engine.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.hashes;
