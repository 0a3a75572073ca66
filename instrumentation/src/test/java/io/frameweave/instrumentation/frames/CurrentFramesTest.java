package io.frameweave.instrumentation.frames;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code sys._current_frames()}: thread ids as {@code threading.get_ident()} gives them, top frames. */
class CurrentFramesTest {

    @Test
    void mapsEveryGuestThreadIdToItsTopFrame() {
        String out = new GuestSession().run("""
                import sys, threading
                started = threading.Event()
                stop = threading.Lock()  # a wait with no guest frame: the worker's own frame stays its top
                stop.acquire()
                ids = {}
                def worker():
                    ids['worker'] = threading.get_ident()
                    started.set()
                    stop.acquire()
                def main():
                    t = threading.Thread(target=worker)
                    t.start()
                    started.wait()
                    frames = sys._current_frames()
                    print(type(frames).__name__, frames[threading.get_ident()] is sys._getframe())
                    print(frames[ids['worker']].f_code.co_name, ids['worker'] == t.ident)
                    print(frames[ids['worker']].f_back.f_code.co_name if frames[ids['worker']].f_back else None)
                    stop.release()
                    t.join()
                    print(ids['worker'] in sys._current_frames())
                main()
                try:
                    sys._current_frames(1)
                except TypeError as e:
                    print(e)
                """);
        assertEquals("""
                dict True
                worker True
                run
                False
                _current_frames() takes no arguments (1 given)
                """, out);
    }
}
