package io.frameweave.interpreter.runtime;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.HashMap;

/**
 * Stable identities for guest objects ({@code id(x)}, the address in {@code <Foo object at 0x7f...>}): a weak
 * identity map from object to a number that looks like a CPython address, assigned on first request and
 * never reused while the object lives.
 */
public final class ObjectIds {
    private ObjectIds() {}

    private static final long BASE = 0x7f3a00000000L;
    private static long next = 0;
    private static final HashMap<Key, Long> IDS = new HashMap<>();
    private static final ReferenceQueue<Object> QUEUE = new ReferenceQueue<>();

    private static final class Key extends WeakReference<Object> {
        final int hash;

        Key(Object o, ReferenceQueue<Object> q) {
            super(o, q);
            hash = System.identityHashCode(o);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Key k)) {
                return false;
            }
            Object a = get();
            return a != null && a == k.get();
        }
    }

    /** The id of {@code o}: stable for its lifetime, unique among live objects. */
    public static synchronized long of(Object o) {
        expunge();
        Key probe = new Key(o, null);
        Long id = IDS.get(probe);
        if (id == null) {
            id = BASE + (next++) * 48 + 16;
            IDS.put(new Key(o, QUEUE), id);
        }
        return id;
    }

    private static void expunge() {
        Object r;
        while ((r = QUEUE.poll()) != null) {
            IDS.remove(r);
        }
    }
}
