# Two threads reach one breakpoint; the main thread waits for them. "# AT:" markers name lines.
import threading

results = {}


def work(name):
    value = len(name)  # AT:work
    results[name] = value


t1 = threading.Thread(target=work, args=("alpha",), name="alpha")
t2 = threading.Thread(target=work, args=("beta",), name="beta")
t1.start()
t2.start()
t1.join()  # AT:join
t2.join()
print(sorted(results.items()))  # AT:print
