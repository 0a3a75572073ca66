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
            assertEquals(0, DictProbe.pendingRestores);
        } finally {
            DictWatchers.clearWatcher(id);
        }
    }
}
