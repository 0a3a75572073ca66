# threading._shutdown called by the program: it waits for the threads; later registrations fail; the VM's own call
# at the end does nothing more.
import threading
import _thread
import time

ran = []
threading._register_atexit(ran.append, 1)
t = threading.Thread(target=lambda: (time.sleep(0.1), ran.append("thread")))
t.start()
print(_thread._count() >= 1, t.is_alive())
threading._shutdown()
print(ran, t.is_alive(), _thread._count())
try:
    threading._register_atexit(ran.append, 2)
except RuntimeError as e:
    print("RuntimeError:", e)
threading._shutdown()
print(ran)

