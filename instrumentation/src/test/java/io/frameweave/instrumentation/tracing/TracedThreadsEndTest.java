package io.frameweave.instrumentation.tracing;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.instrumentation.monitoring.Monitoring;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A thread that ends while it is traced takes its tracing with it (CPython clears a thread's trace and profile
 * functions when its thread state goes): once no live thread is traced or profiled and no threading hook is
 * set, the legacy tools' events are off again, so the program no longer pays for them.
 */
class TracedThreadsEndTest {

    @Test
    void eventsGoOffWhenTheLastTracedThreadHasEnded() {
        String out = WovenVm.stdout("""
                import threading, sys
                seen = []
                def t(frame, event, arg):
                    seen.append(event)
                    return t
                def p(frame, event, arg):
                    pass
                def work():
                    return 1
                threading.settrace(t)
                threading.setprofile(p)
                th = threading.Thread(target=work)
                th.start()
                th.join()
                threading.settrace(None)
                threading.setprofile(None)
                print(seen[0], sys.gettrace(), sys.getprofile())
                """);
        assertEquals("call None None\n", out);
        assertEquals(0, Monitoring.getEvents(Monitoring.SYS_TRACE_ID), "trace events left on");
        assertEquals(0, Monitoring.getEvents(Monitoring.SYS_PROFILE_ID), "profile events left on");
    }
}
