package io.frameweave.interpreter.runtime;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What the VM must do when guest objects die, and how it learns that they did. The JVM's collector decides when
 * an object is unreachable; this class turns that into guest actions, which {@code vm.Reaper} runs on a guest
 * thread holding the GIL: a weak reference's function, {@code __del__}, closing a suspended generator, and the
 * warning of a coroutine never awaited.
 *
 * <ul>
 *   <li>A weak reference with a function is a {@link RefDeath}, a JVM weak reference to the referent that this
 *       class holds strongly until it is cleared. It holds its guest reference weakly, so a guest reference that
 *       died before its referent is not told, as in CPython.</li>
 *   <li>An object to finalize ({@code __del__}, a suspended generator, a coroutine not yet started) holds a {@link Trigger}, the only reference
 *       to which is the object's: when the object becomes unreachable so does the trigger, whose JVM
 *       {@code finalize} brings the object back ({@link #arrived}). A {@link TriggerDeath}, a JVM weak reference
 *       to the trigger, is cleared in the same collection, so the VM can count the triggers to wait for.</li>
 * </ul>
 *
 * Every cleared reference comes out of {@link #QUEUE}; a VM thread waits on it and wakes the guest thread, which
 * calls {@link #takeDue}. {@code gc.collect()} does not wait for that thread: after a full collection it finds
 * every cleared reference itself ({@link #takeDue} with {@code scan}) and waits for exactly the triggers cleared.
 * All guest actions come out ordered by {@link Due#order}: objects in the order they were made (or first referred
 * to weakly), an object's {@code __del__} before its weak references' functions, newest reference first.
 */
public final class Lifetime {
    private Lifetime() {}

    /** Builtin types whose instances CPython lets a program refer to weakly (set by the modules that own them). */
    public static final List<PyType> WEAKLY_REFERABLE = new ArrayList<>();

    /** The kind of a {@link Due} action. */
    public static final int RUN_DEL = 0;
    public static final int CLOSE = 1;
    public static final int REFERENT_DIED = 2;
    /** The target is a coroutine that died never started: CPython's "was never awaited" warning. */
    public static final int NEVER_AWAITED = 3;

    /** Every reference this class registers is enqueued here when cleared; {@code vm.Reaper}'s thread waits on it. */
    public static final ReferenceQueue<Object> QUEUE = new ReferenceQueue<>();

    private static final Object LOCK = new Object();
    /** Registered references not yet taken, each at its {@link Death#slot}. */
    private static final ArrayList<Death> registered = new ArrayList<>();
    /** Cleared references handed over by the queue's thread. */
    private static final ArrayList<Reference<?>> cleared = new ArrayList<>();
    /** Triggers whose objects came back, not yet taken. */
    private static final ArrayList<Trigger> arrivals = new ArrayList<>();
    /**
     * Triggers seen cleared whose {@code finalize} has not yet run. Each is known by its own death, not counted:
     * the finalizer thread and the queue's thread run in either order, and a count would go wrong for good.
     */
    private static final ArrayList<TriggerDeath> awaited = new ArrayList<>();
    private static long nextOrder;
    /** The VM whose objects are registered now; what another VM registered is dropped, never run here. */
    private static volatile Object owner;

    /** Makes {@code vm} the VM whose objects' deaths {@link #takeDue} returns from now on. */
    public static void ownedBy(Object vm) {
        synchronized (LOCK) {
            owner = vm;
            awaited.clear(); // another VM's triggers are never acted on here
        }
    }

    /** How many cleared triggers a collection would wait for now (for tests). */
    static int awaitedCount() {
        synchronized (LOCK) {
            return awaited.size();
        }
    }

    /** A registered JVM weak reference whose clearing the VM acts on. */
    abstract static class Death extends WeakReference<Object> {
        final long order;
        final Object vm = owner;
        int slot = -1;

        Death(Object referent, long order) {
            super(referent, QUEUE);
            this.order = order;
            register(this);
        }
    }

    /** The referent side of a guest weak reference with a function to call when the referent dies. */
    static final class RefDeath extends Death {
        private final WeakReference<PyObject> guestRef;
        private final long made;

        RefDeath(PyObject referent, PyObject guestRef, long order) {
            super(referent, order);
            this.guestRef = new WeakReference<>(guestRef);
            this.made = newOrder();
        }
    }

    static final class TriggerDeath extends Death {
        /** Set when the trigger's {@code finalize} ran (under {@link #LOCK}). */
        boolean arrived;

        TriggerDeath(Trigger t) {
            super(t, t.order);
        }
    }

    /**
     * Brings an object back when it becomes unreachable: held only by the object, its JVM {@code finalize}
     * (run by the JVM's finalizer thread, which runs no guest code) hands the object to the guest thread.
     */
    public static final class Trigger {
        final PyObject target;
        final int kind;
        final long order;
        final Object vm = owner;
        /** Set once the VM acted on it, so that an object is finalized once. */
        boolean done;
        /** Its weak reference (which does not keep it alive), told when it arrives. */
        TriggerDeath death;

        Trigger(PyObject target, int kind) {
            this.target = target;
            this.kind = kind;
            this.order = newOrder();
        }

        /** The order in which the VM acts on objects that die together (see {@link Lifetime}). */
        public long order() {
            return order;
        }

        @Override
        @SuppressWarnings({"deprecation", "removal"})
        protected void finalize() {
            arrived(this);
        }
    }

    /**
     * One guest action: {@link #RUN_DEL} or {@link #CLOSE} on {@code target}, {@link #REFERENT_DIED} for a ref, or
     * {@link #NEVER_AWAITED}.
     */
    public record Due(int kind, PyObject target, long order, long rank) {}

    /**
     * By {@link Due#order}, then {@link Due#rank}. A class of its own: the JDK's comparator combinators spin a
     * class at run time, which every program's exit paid for.
     */
    private static final Comparator<Due> IN_ACTION_ORDER = new Comparator<>() {
        @Override
        public int compare(Due a, Due b) {
            int c = Long.compare(a.order(), b.order());
            return c != 0 ? c : Long.compare(a.rank(), b.rank());
        }
    };

    /**
     * Registers {@code o} for {@code kind} ({@link #RUN_DEL} or {@link #CLOSE}) when it becomes unreachable. The
     * caller keeps the returned trigger in a field of {@code o} and nowhere else.
     */
    public static Trigger finalizeWhenUnreachable(PyObject o, int kind) {
        Trigger t = new Trigger(o, kind);
        t.death = new TriggerDeath(t);
        return t;
    }

    /**
     * The trigger an instance of {@code type} keeps when its class has a {@code __del__}, else null: what every
     * guest class's instance is given when it is made, whatever Java class holds it ({@code class L(list)} too).
     */
    public static Trigger forInstance(PyObject o, PyType type) {
        return type.builtin || type.lookupSpecial(PyType.DEL) == null ? null : finalizeWhenUnreachable(o, RUN_DEL);
    }

    /**
     * Registers a coroutine just made, for the warning it gives if it dies before it is started; {@link #forget}
     * the returned trigger when it starts or is closed. The coroutine keeps the trigger in a field: it comes back
     * when it dies, as the warning needs it (its {@code cr_origin}, and the {@code source} of the warning).
     */
    public static Trigger warnIfNeverStarted(PyObject coroutine) {
        return finalizeWhenUnreachable(coroutine, NEVER_AWAITED);
    }

    /** Drops what {@link #warnIfNeverStarted} registered: nothing happens when the object dies. */
    public static void forget(Trigger t) {
        synchronized (LOCK) {
            t.done = true;
            unregister(t.death);
        }
        t.death.clear();
    }

    /** The JVM side of a guest weak reference that has a function: registered, so the VM sees it cleared. */
    static RefDeath referToTold(PyObject referent, PyObject guestRef) {
        return new RefDeath(referent, guestRef, orderOf(referent));
    }

    /** The order of {@code o} among objects dying together: its trigger's, or when it was first referred to. */
    static long orderOf(PyObject o) {
        if (o instanceof PyInstance pi && pi.lifetime != null) {
            return pi.lifetime.order;
        }
        return WeakRefTable.orderOf(o);
    }

    static long newOrder() {
        synchronized (LOCK) {
            return nextOrder++;
        }
    }

    private static void register(Death d) {
        synchronized (LOCK) {
            d.slot = registered.size();
            registered.add(d);
        }
    }

    private static void unregister(Death d) {
        int i = d.slot;
        if (i < 0) {
            return;
        }
        Death last = registered.remove(registered.size() - 1);
        if (last != d) {
            registered.set(i, last);
            last.slot = i;
        }
        d.slot = -1;
    }

    private static void arrived(Trigger t) {
        synchronized (LOCK) {
            t.death.arrived = true;
            awaited.remove(t.death);
            LOCK.notifyAll();
            if (t.done) {
                return; // forgotten: nothing to do, and no reason to wake the guest thread
            }
            arrivals.add(t);
        }
        // wake the queue's thread, so that the guest thread hears of it though no collection follows
        new WeakReference<Object>(null, QUEUE).enqueue();
    }

    /** Hands a reference the queue's thread took over to the guest thread's next {@link #takeDue}. */
    public static void noteCleared(Reference<?> r) {
        synchronized (LOCK) {
            cleared.add(r);
        }
    }

    /** Whether something waits for {@link #takeDue}. */
    public static boolean anyDue() {
        synchronized (LOCK) {
            return !cleared.isEmpty() || !arrivals.isEmpty();
        }
    }

    /**
     * The guest actions due now, in order. With {@code scan} (just after a full collection), every registered
     * reference is checked, and this waits up to {@code waitMillis} for the finalizers of the triggers found
     * cleared, so that everything that was unreachable at the collection is acted on now.
     */
    public static List<Due> takeDue(boolean scan, long waitMillis) {
        ArrayList<Due> due = new ArrayList<>();
        synchronized (LOCK) {
            for (Reference<?> r : cleared) {
                take(r, due);
            }
            cleared.clear();
            for (Reference<?> r; (r = QUEUE.poll()) != null; ) {
                take(r, due);
            }
            if (scan) {
                for (int i = registered.size() - 1; i >= 0; i--) {
                    if (i < registered.size() && registered.get(i).refersTo(null)) {
                        take(registered.get(i), due);
                    }
                }
            }
        }
        if (scan && waitMillis > 0) {
            awaitArrivals(waitMillis);
        }
        synchronized (LOCK) {
            for (Trigger t : arrivals) {
                if (!t.done && t.vm == owner) {
                    t.done = true;
                    due.add(new Due(t.kind, t.target, t.order, 0));
                }
            }
            arrivals.clear();
        }
        due.sort(IN_ACTION_ORDER);
        return due;
    }

    private static void take(Reference<?> r, List<Due> due) {
        if (!(r instanceof Death d) || d.slot < 0) {
            return;
        }
        unregister(d);
        if (d instanceof RefDeath rd) {
            PyObject guestRef = rd.guestRef.get();
            if (guestRef != null && rd.vm == owner) {
                due.add(new Due(REFERENT_DIED, guestRef, rd.order, Long.MAX_VALUE - rd.made));
            }
        } else if (d instanceof TriggerDeath td && !td.arrived && td.vm == owner) {
            awaited.add(td);
        }
    }

    @SuppressWarnings({"deprecation", "removal"})
    private static void awaitArrivals(long waitMillis) {
        long deadline = System.nanoTime() + waitMillis * 1_000_000L;
        synchronized (LOCK) {
            if (awaited.isEmpty()) {
                return;
            }
        }
        System.runFinalization();
        synchronized (LOCK) {
            while (!awaited.isEmpty()) {
                long left = (deadline - System.nanoTime()) / 1_000_000L;
                if (left <= 0) {
                    // given up on: a late one still comes back through arrivals, to the next safe point
                    awaited.clear();
                    return;
                }
                try {
                    LOCK.wait(Math.min(left, 10));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /**
     * The objects still registered for finalization (and the coroutines never started), in order: at exit the VM finalizes them as CPython does the
     * objects it finds alive when it shuts down. They are unregistered, so each is finalized once.
     */
    public static List<Due> takeAllAlive() {
        ArrayList<Due> due = new ArrayList<>();
        synchronized (LOCK) {
            for (int i = registered.size() - 1; i >= 0; i--) {
                Death d = registered.get(i);
                if (d instanceof TriggerDeath && d.get() instanceof Trigger t && !t.done && t.vm == owner) {
                    unregister(d);
                    t.done = true;
                    due.add(new Due(t.kind, t.target, t.order, 0));
                }
            }
        }
        due.sort(IN_ACTION_ORDER);
        return due;
    }

    /**
     * Whether a collection could change anything the program sees: some object is to be finalized or has weak
     * references. When none is, {@code gc.collect()} need not collect the JVM's heap.
     */
    public static boolean anyObserved() {
        synchronized (LOCK) {
            if (!registered.isEmpty() || !cleared.isEmpty() || !arrivals.isEmpty()) {
                return true;
            }
        }
        return !WeakRefTable.isEmpty();
    }

    /** How many references are registered (weak references with functions and objects to finalize). */
    public static int registeredCount() {
        synchronized (LOCK) {
            return registered.size();
        }
    }
}
