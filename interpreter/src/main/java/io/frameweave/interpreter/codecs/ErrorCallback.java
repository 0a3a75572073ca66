package io.frameweave.interpreter.codecs;

/**
 * An error handler registered by the program ({@code codecs.register_error}): CPython's protocol, where the handler
 * is given the failure and answers with a replacement and the position to go on from. The codecs call it through
 * this interface so that they need not know the guest objects the failure and the answer are made of.
 */
public interface ErrorCallback {
    /**
     * The answer to undecodable bytes {@code [start, end)} of {@code data}: the replacement text and the byte position
     * (in {@code data}, already checked to be within it) where decoding goes on.
     */
    Resume onDecodeError(String encoding, byte[] data, int start, int end, String reason);

    /**
     * The answer to unencodable characters {@code [start, end)} (code point positions) of {@code text}: a text
     * ({@link Resume#text}) the codec encodes, or bytes ({@link Resume#bytes}) it puts as they are, and the code
     * point position where encoding goes on.
     */
    Resume onEncodeError(String encoding, String text, int start, int end, String reason);

    /** A handler's answer: exactly one of {@code text} and {@code bytes} is set. */
    record Resume(String text, byte[] bytes, int position) {}
}
