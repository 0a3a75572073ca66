"""A tiny scheduler simulation."""
import heapq as hq
from collections import deque


class Task:
    """One unit of work."""
    counter = 0

    def __init__(self, name, cost, *, priority=0, deps=()):
        self.name = name
        self.cost = cost
        self.priority = priority
        self.deps = list(deps)
        Task.counter += 1

    def __repr__(self):
        return f"Task({self.name!r}, cost={self.cost:>4}, prio={self.priority})"

    def __lt__(self, other):
        return (self.priority, self.name) < (other.priority, other.name)

    @property
    def ready(self):
        return not self.deps


class Scheduler:
    def __init__(self, tasks):
        self.tasks = {t.name: t for t in tasks}
        self.done = []
        self.clock = 0

    def run(self):
        queue = [t for t in self.tasks.values() if t.ready]
        while queue:
            queue.sort()
            task = queue.pop(0)
            self.clock += task.cost
            self.done.append(task.name)
            for other in self.tasks.values():
                if task.name in other.deps:
                    other.deps.remove(task.name)
                    if other.ready and other.name not in self.done:
                        queue.append(other)
        else:
            return self.clock


def main(argv=None):
    tasks = [Task("a", 3), Task("b", 2, deps=["a"]), Task("c", 1, priority=-1)]
    s = Scheduler(tasks)
    total = s.run()
    print(*s.done, sep=" -> ")
    print(f"total={total} {total / len(tasks):.2f} per task; {Task.counter=}")
    return 0 if total > 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
