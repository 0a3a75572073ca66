# An exception that leaves a threading.Thread's target; the main thread carries on. "# AT:" markers name lines.
import threading


def fail(x):
    raise ValueError("bad " + str(x))  # AT:raise


def work():
    fail(3)  # AT:call


t = threading.Thread(target=work, name="worker")
t.start()
t.join()
print("joined")
