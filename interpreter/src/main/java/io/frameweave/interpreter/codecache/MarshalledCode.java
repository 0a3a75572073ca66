package io.frameweave.interpreter.codecache;

import io.frameweave.interpreter.bytecode.PyCode;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A code object as {@code marshal} carries it: frameweave's code is not CPython's bytecode, so {@code marshal.dumps}
 * of a code object writes this cache's own {@link CodeFormat} payload, preceded by the compiler stamp and the code's
 * file name, and {@code marshal.loads} accepts it only from a VM built with the same compiler. Bytes of this form:
 * {@code byte} stamp length, the stamp, {@code int} file-name length and its UTF-8 bytes, {@code int} payload length,
 * the payload.
 */
public final class MarshalledCode {
    private MarshalledCode() {}

    /** Why a code object cannot be carried or read back: the message of marshal's ValueError. */
    public static final class Refused extends Exception {
        Refused(String why) {
            super(why, null, false, false);
        }
    }

    /** The bytes standing for {@code code}. */
    public static byte[] dump(PyCode code) throws Refused {
        byte[] stamp = CompilerStamp.VALUE;
        if (stamp == null) {
            throw new Refused("this frameweave build has no compiler stamp, so its code objects cannot be marshalled");
        }
        byte[] payload;
        try {
            payload = CodeWriter.write(code);
        } catch (CodeWriter.UncacheableCode e) {
            throw new Refused("unmarshallable code object (" + e.getMessage() + ")");
        }
        byte[] name = code.filename.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(payload.length + name.length + stamp.length + 9);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(stamp.length);
            out.write(stamp);
            out.writeInt(name.length);
            out.write(name);
            out.writeInt(payload.length);
            out.write(payload);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a ByteArrayOutputStream never fails
        }
        return bytes.toByteArray();
    }

    /** The code object that starts at {@code in}'s position, which moves past it. */
    public static PyCode load(ByteBuffer in) throws Refused {
        try {
            byte[] stamp = new byte[in.get() & 0xff];
            in.get(stamp);
            if (CompilerStamp.VALUE == null || !Arrays.equals(stamp, CompilerStamp.VALUE)) {
                throw new Refused("bad marshal data (code object of another frameweave compiler)");
            }
            byte[] name = new byte[in.getInt()];
            in.get(name);
            int length = in.getInt();
            ByteBuffer payload = in.slice(in.position(), length);
            in.position(in.position() + length);
            return CodeReader.read(payload, new String(name, StandardCharsets.UTF_8));
        } catch (BufferUnderflowException | IndexOutOfBoundsException | NegativeArraySizeException | IllegalArgumentException e) {
            throw new Refused("bad marshal data (code object truncated)");
        } catch (CodeReader.DamagedCache e) {
            throw new Refused("bad marshal data (" + e.getMessage() + ")");
        }
    }
}
