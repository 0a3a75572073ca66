package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Notifications from several guest threads at once lose no event and never deadlock. */
class WatcherThreadsTest {

    @Test
    @Timeout(60)
    void storesFromSeveralThreadsAreEachReportedOnce() {
        Guest g = new Guest();
        Set<String> added = ConcurrentHashMap.newKeySet();
        AtomicInteger events = new AtomicInteger();
        AtomicInteger typeEvents = new AtomicInteger();
        PyDict scratch = new PyDict();
        int id = DictWatchers.addWatcher((event, dict, key, value) -> {
            events.incrementAndGet();
            if (event == DictEvent.ADDED) {
                added.add(Ops.str(key));
            }
            scratch.put(key, value); // a watcher may change other dicts: an unwatched store inside a watched one
        });
        int tid = TypeWatchers.addWatcher(t -> typeEvents.incrementAndGet());
        try {
            g.function("watch", (a, k) -> {
                if (a[0] instanceof PyType t) {
                    TypeWatchers.watch(tid, t);
                } else {
                    DictWatchers.watch(id, (PyDict) a[0]);
                }
                return a[0];
            });
            String out = g.run("""
                    import threading
                    d = watch({})
                    class C:
                        pass
                    watch(C)
                    def work(n):
                        for i in range(500):
                            d['%d-%d' % (n, i)] = i
                            d['%d-%d' % (n, i)] = i + 1
                            if i % 50 == 0:
                                setattr(C, 'a%d' % n, i)
                    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
                    for t in threads:
                        t.start()
                    for t in threads:
                        t.join()
                    print(len(d))
                    """);
            assertEquals("2000\n", out);
            assertEquals(4000, events.get());
            assertEquals(2000, added.size());
            assertEquals(40, typeEvents.get());
            assertEquals(2000, scratch.size());
            assertEquals(true, DictWatchers.isWatching(id, (PyDict) g.globals().getStr("d")));
        } finally {
            DictWatchers.clearWatcher(id);
            TypeWatchers.clearWatcher(tid);
        }
    }

    @Test
    @Timeout(60)
    void aWatchedDictStaysWatchedAfterAStoreThatRaisesAndAfterNestedWatchedStores() {
        Guest g = new Guest();
        Set<String> seen = new HashSet<>();
        PyDict[] other = new PyDict[1];
        int id = DictWatchers.addWatcher((event, dict, key, value) -> {
            synchronized (seen) {
                seen.add(event + " " + (key == null ? "" : Ops.str(key)));
            }
            if (other[0] != null && dict != other[0] && key != null) {
                other[0].put(key, value); // a watched store inside a watched store
            }
        });
        try {
            g.function("watch", (a, k) -> {
                DictWatchers.watch(id, (PyDict) a[0]);
                return a[0];
            });
            g.function("nest", (a, k) -> {
                other[0] = (PyDict) a[0];
                return a[0];
            });
            g.run("""
                    class Bad:
                        def __hash__(self):
                            return hash('k')
                        def __eq__(self, other):
                            raise ValueError('no')
                    d = watch({'k': 1})
                    try:
                        d[Bad()] = 2
                    except ValueError:
                        pass
                    e = nest(watch({}))
                    d['after'] = 3
                    """);
            PyDict d = (PyDict) g.globals().getStr("d");
            PyDict e = (PyDict) g.globals().getStr("e");
            assertEquals(true, DictWatchers.isWatching(id, d));
            assertEquals(true, seen.contains("ADDED after"), seen.toString());
            PyObject copied = e.getStr("after");
            assertEquals("3", copied == null ? null : Ops.repr(copied));
            // both stay watched: their version tags carry the bits again after the nested stores
            assertEquals(true, (d.version & DictProbe.WATCHED_VERSION_BITS) != 0);
            assertEquals(true, (e.version & DictProbe.WATCHED_VERSION_BITS) != 0);
        } finally {
            DictWatchers.clearWatcher(id);
        }
    }

    /**
     * A watch or unwatch made while a watched store runs is obeyed at once: from the watcher's own callback, and from
     * a guest {@code __eq__} that the store's funnel runs after the watchers were told (the bits put back on the
     * version afterwards are then the registry's, not those taken before).
     */
    @Test
    @Timeout(60)
    void anUnwatchFromACallbackOrFromInsideTheFunnelIsObeyedAtOnce() {
        Guest g = new Guest();
        java.util.List<String> seen = new java.util.ArrayList<>();
        int[] self = new int[1];
        int id = DictWatchers.addWatcher((event, dict, key, value) -> {
            seen.add(event + " " + Ops.str(key));
            if ("stop".equals(Ops.str(key))) {
                DictWatchers.unwatch(self[0], dict);
            }
        });
        self[0] = id;
        try {
            g.function("watch", (a, k) -> {
                DictWatchers.watch(id, (PyDict) a[0]);
                return a[0];
            });
            g.function("unwatch", (a, k) -> {
                DictWatchers.unwatch(id, (PyDict) a[0]);
                return a[0];
            });
            g.run("""
                    d = watch({})
                    d['a'] = 1
                    d['stop'] = 2
                    d['b'] = 3
                    e = watch({})
                    calls = []
                    class Key:
                        def __hash__(self):
                            return hash('k')
                        def __eq__(self, other):
                            calls.append(1)
                            if len(calls) == 1:
                                unwatch(e)
                            return False
                    e['k'] = 1
                    e[Key()] = 2
                    e['c'] = 3
                    """);
            PyDict d = (PyDict) g.globals().getStr("d");
            PyDict e = (PyDict) g.globals().getStr("e");
            assertEquals(java.util.List.of("ADDED a", "ADDED stop", "ADDED k"), seen.subList(0, 3));
            // the store's own lookup (its one __eq__ call) unwatched e before the funnel: neither it nor 'c' is told
            assertEquals(3, seen.size(), seen.toString());
            assertEquals(false, DictWatchers.isWatching(id, d));
            assertEquals(false, DictWatchers.isWatching(id, e));
            assertEquals(0L, d.version & DictProbe.WATCHED_VERSION_BITS);
            assertEquals(0L, e.version & DictProbe.WATCHED_VERSION_BITS);
            assertEquals(3, e.size());
        } finally {
            DictWatchers.clearWatcher(id);
        }
    }
}
