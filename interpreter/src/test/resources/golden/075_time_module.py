# The time module, used only in deterministic ways.
import time
start = time.time()
pc_start = time.perf_counter()
total = 0
for i in range(20000):
    total += i * i
elapsed = time.perf_counter() - pc_start
print("total:", total)
print("perf_counter elapsed is a non-negative float:", isinstance(elapsed, float), elapsed >= 0)
now = time.time()
print("time() is a float after 2020:", isinstance(now, float), now > 1577836800, now >= start)
t0 = time.perf_counter()
time.sleep(0.05)
slept = time.perf_counter() - t0
print("sleep(0.05) took at least 0.04 s:", slept >= 0.04)
time.sleep(0)
print("sleep(0) returns", time.sleep(0))
def timed(fn):
    def wrapper(*args):
        t = time.perf_counter()
        result = fn(*args)
        wrapper.last = time.perf_counter() - t
        return result
    wrapper.last = None
    return wrapper
@timed
def work(n):
    return sum(range(n))
print(work(1000), work.last >= 0)
readings = []
for _ in range(5):
    readings.append(time.perf_counter())
print("perf_counter is monotonic:", all(a <= b for a, b in zip(readings, readings[1:])))
class Stopwatch:
    def __enter__(self):
        self.t = time.perf_counter()
        return self
    def __exit__(self, *exc):
        self.elapsed = time.perf_counter() - self.t
with Stopwatch() as sw:
    sorted(range(1000, 0, -1))
print("stopwatch measured:", sw.elapsed >= 0.0, type(sw.elapsed).__name__)
try:
    time.sleep(-1)
except ValueError as e:
    print("ValueError:", e)
start = time.perf_counter()
while time.perf_counter() == start:
    pass
print("perf_counter moves on:", time.perf_counter() > start)
