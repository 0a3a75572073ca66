# Threads with join and a Lock; output is deterministic because results are collected, not printed by threads.
import threading
counter = 0
lock = threading.Lock()
def add_many(n):
    global counter
    for _ in range(n):
        with lock:
            counter += 1
threads = [threading.Thread(target=add_many, args=(2000,)) for _ in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("counter:", counter)
results = [None] * 5
def square_sum(idx, lo, hi):
    results[idx] = sum(i * i for i in range(lo, hi))
workers = []
for i in range(5):
    w = threading.Thread(target=square_sum, args=(i, i * 1000, (i + 1) * 1000))
    workers.append(w)
    w.start()
for w in workers:
    w.join()
print(results, sum(results) == sum(i * i for i in range(5000)))
print(threading.current_thread().name)
names = {}
def record_name(key):
    names[key] = threading.current_thread().name
t = threading.Thread(target=record_name, args=("worker",), name="my-worker")
t.start()
t.join()
print(names)
shared = []
cond_lock = threading.Lock()
def producer(tag, count):
    for k in range(count):
        with cond_lock:
            shared.append((tag, k))
ps = [threading.Thread(target=producer, args=(tag, 50)) for tag in "abc"]
for p in ps:
    p.start()
for p in ps:
    p.join()
print(len(shared), sorted(shared)[:3], sorted(set(tag for tag, _ in shared)))
for tag in "abc":
    ks = [k for t2, k in shared if t2 == tag]
    print(tag, ks == list(range(50)))
l2 = threading.Lock()
print(l2.acquire(), l2.locked(), l2.acquire(False))
l2.release()
print(l2.locked())
class Account:
    def __init__(self):
        self.balance = 0
        self.lock = threading.Lock()
    def deposit(self, amount):
        with self.lock:
            self.balance += amount
acct = Account()
ts = [threading.Thread(target=lambda: [acct.deposit(5) for _ in range(300)]) for _ in range(3)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print("balance:", acct.balance)
t = threading.Thread(target=lambda: None)
print(t.is_alive())
t.start()
t.join()
print(t.is_alive())
