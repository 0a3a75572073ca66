package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/**
 * The keys of the instance dicts of one class, shared while its instances get the same attributes in the same
 * order (CPython's split tables): such a dict keeps only its values, and adding the next attribute of the
 * layout is a store into its values, with no hashing, probing or key arrays of its own. The layout grows
 * by appending; a dict that leaves it (another key, another order, a deletion, a non-str key, more keys than
 * {@link #CAPACITY}) copies the part it uses and goes on as an ordinary dict. See {@link PyDict}.
 */
final class SharedKeys {
    /** At most this many keys are shared. */
    static final int CAPACITY = 16;

    /** The index table over the shared entries, as {@link PyDict}'s; a dict ignores entries past its own. */
    final int[] indices = new int[32];
    final long[] hashes = new long[CAPACITY];
    final PyObject[] keys = new PyObject[CAPACITY];
    /** Keys in the layout so far. */
    int count;

    SharedKeys() {
        Arrays.fill(indices, -1);
    }
}
