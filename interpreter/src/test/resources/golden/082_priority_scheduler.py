# A priority-queue task scheduler built on a hand-written binary heap.
class Heap:
    def __init__(self):
        self.items = []
    def __len__(self):
        return len(self.items)
    def push(self, item):
        a = self.items
        a.append(item)
        i = len(a) - 1
        while i > 0:
            parent = (i - 1) // 2
            if a[i] < a[parent]:
                a[i], a[parent] = a[parent], a[i]
                i = parent
            else:
                break
    def pop(self):
        a = self.items
        top = a[0]
        last = a.pop()
        if a:
            a[0] = last
            i, n = 0, len(a)
            while True:
                l, r, smallest = 2 * i + 1, 2 * i + 2, i
                if l < n and a[l] < a[smallest]:
                    smallest = l
                if r < n and a[r] < a[smallest]:
                    smallest = r
                if smallest == i:
                    break
                a[i], a[smallest] = a[smallest], a[i]
                i = smallest
        return top
class Task:
    seq = 0
    def __init__(self, name, priority, duration, deps=()):
        self.name, self.priority, self.duration, self.deps = name, priority, duration, set(deps)
        Task.seq += 1
        self.order = Task.seq
    def __lt__(self, other):
        return (self.priority, self.order) < (other.priority, other.order)
    def __repr__(self):
        return f"{self.name}(p{self.priority})"
class Scheduler:
    def __init__(self, tasks):
        self.tasks = {t.name: t for t in tasks}
        self.done = set()
        self.clock = 0
        self.timeline = []
    def run(self):
        ready = Heap()
        waiting = list(self.tasks.values())
        while waiting or len(ready):
            still = []
            for t in waiting:
                if t.deps <= self.done:
                    ready.push(t)
                else:
                    still.append(t)
            waiting = still
            if not len(ready):
                raise RuntimeError(f"deadlock: {sorted(t.name for t in waiting)}")
            task = ready.pop()
            self.timeline.append((self.clock, task.name))
            self.clock += task.duration
            self.done.add(task.name)
        return self.timeline
h = Heap()
for v in [5, 3, 8, 1, 9, 2, 7]:
    h.push(v)
print([h.pop() for _ in range(len(h))])
tasks = [Task("compile", 2, 5), Task("fetch", 1, 2), Task("test", 2, 4, ["compile"]),
         Task("lint", 3, 1, ["fetch"]), Task("package", 1, 3, ["test", "lint"]), Task("docs", 5, 2),
         Task("deploy", 0, 1, ["package"])]
for start, name in Scheduler(tasks).run():
    print(f"t={start:>3}  {name}")
try:
    Scheduler([Task("a", 1, 1, ["b"]), Task("b", 1, 1, ["a"])]).run()
except RuntimeError as e:
    print("RuntimeError:", e)
import_order = Heap()
for word in "the heap keeps strings ordered too".split():
    import_order.push((len(word), word))
print([import_order.pop() for _ in range(len(import_order))])
