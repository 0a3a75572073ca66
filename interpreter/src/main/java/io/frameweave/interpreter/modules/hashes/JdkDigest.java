package io.frameweave.interpreter.modules.hashes;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** A hash the JDK provides (MD5, SHA-1, SHA-2, SHA-3), through {@link MessageDigest}. */
final class JdkDigest implements HashEngine.Fixed {
    private final MessageDigest digest;

    private JdkDigest(MessageDigest digest) {
        this.digest = digest;
    }

    /** An engine for the JDK's {@code algorithm} ("SHA-256"); every JDK has the ones the hash modules ask for. */
    static JdkDigest of(String algorithm) {
        try {
            return new JdkDigest(MessageDigest.getInstance(algorithm));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JDK has no " + algorithm + " digest", e);
        }
    }

    @Override
    public void update(byte[] data, int offset, int length) {
        digest.update(data, offset, length);
    }

    @Override
    public byte[] digest() {
        return cloned().digest(); // digest() resets a MessageDigest; the guest object must keep its state
    }

    @Override
    public JdkDigest copy() {
        return new JdkDigest(cloned());
    }

    private MessageDigest cloned() {
        try {
            return (MessageDigest) digest.clone();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("the JDK's " + digest.getAlgorithm() + " digest cannot be cloned", e);
        }
    }
}
