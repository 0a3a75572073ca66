# sys.getswitchinterval and sys.setswitchinterval: seconds in, microseconds kept
import sys
import threading

print(sys.getswitchinterval())
for seconds in (2, 1e-4, 0.0001234567, 1e-7, True):
    sys.setswitchinterval(seconds)
    print(sys.getswitchinterval())
for bad in ('x', 0, -1, 0.0, None):
    try:
        sys.setswitchinterval(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
for call in (lambda: sys.setswitchinterval(), lambda: sys.setswitchinterval(interval=1),
             lambda: sys.getswitchinterval(1)):
    try:
        call()
    except TypeError as e:
        print('TypeError:', e)

# threads still take turns with a tiny interval
sys.setswitchinterval(1e-6)
counts = [0, 0]


def work(i):
    for _ in range(2000):
        counts[i] += 1


threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(counts)
sys.setswitchinterval(0.005)
print(sys.getswitchinterval())
